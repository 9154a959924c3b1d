"""`memlineage bench backup`: the backup / restore round trip of the local server pair at a given size.

It runs on a server pair of its own (a fresh home and ports given by the caller, never the user's servers:
a restore replaces everything). ``cells`` memories are written through ``Memory.record`` as a layered DAG
full of diamonds (:mod:`.dag`, precomputed embeddings so the embedder's speed is not what is measured), a few
closures are invalidated, and a fingerprint is taken: counts per status and kind, ``check``, the ancestors of
sampled cells, the blast radius of others and unrecorded recalls. Then ``memlineage backup``, a write after
the backup, ``memlineage restore-backup``, and the fingerprint again — it must equal the first one and the
later write must be gone. Recall is reported apart, as the share of top-10 ids in common (see
:func:`_recall_overlap`).

Baseline in the same run: a cold copy of both servers' data directories (servers stopped; stopping and
starting are not counted) — the floor of copying the bytes, against which the dumps' cost reads.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import numpy as np

from memgraph_py import Memory
from memgraph_py.config import Settings
from memgraph_py.local import backup as backups
from memgraph_py.local import neo4j_server, servers

from .dag import LayeredDag, pick_by_closure
from .lineage import _batches, _pending

Progress = Callable[[str], None]

QUERIES = ("derived observation at depth", "memory 17 at depth 3", "what came from the first layer")
SAMPLES = 25


@dataclass
class BackupResult:
    cells: int
    load_seconds: float
    backup_seconds: float
    restore_seconds: float
    cold_copy_seconds: float
    dump_bytes: int
    data_bytes: int
    identical: bool                    # counts, check, traces and impacts equal
    later_write_gone: bool
    recall_overlap: float              # top-10 ids in common, over the bench's queries
    check_ok: bool
    differences: list[str] = field(default_factory=list)
    fingerprint: dict[str, Any] = field(default_factory=dict)
    phases: dict[str, float] = field(default_factory=dict)  # step of backup / restore → seconds


class _Phases:
    """Times the steps that backup() and restore() announce through their progress callback."""

    def __init__(self, progress: Progress, prefix: str) -> None:
        self.progress, self.prefix, self.seconds = progress, prefix, {}
        self._step: str | None = None
        self._since = 0.0

    def __call__(self, message: str) -> None:
        self.close()
        self._step, self._since = message, time.perf_counter()
        self.progress(f"{self.prefix}: {message}")

    def close(self) -> None:
        if self._step is not None:
            self.seconds[f"{self.prefix}: {self._step}"] = time.perf_counter() - self._since
            self._step = None


def _digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode()).hexdigest()[:16]


def fingerprint(memory: Memory, sample: list[str]) -> dict[str, Any]:
    """What a user would compare before and after: counts, check, lineage and recall (nothing is written)."""
    stats = memory.stats()
    report = memory.check()
    return {
        "cells": stats.cells, "by_status": stats.by_status, "by_kind": stats.by_kind,
        "active_invalidations": stats.active_invalidations, "embeddings": report.embeddings,
        "check_ok": report.ok,
        "traces": _digest({c: sorted(a.cell.id for a in memory.trace(c).ancestors) for c in sample}),
        "impacts": _digest({c: memory.impact(c).total for c in sample[:5]}),
        "recalls": [[r.cell.id for r in memory.recall(q, k=10, record=False)] for q in QUERIES],
    }


def _recall_overlap(before: dict[str, Any], after: dict[str, Any]) -> float:
    """Why recall is compared apart: the bench's memories tie (one content template, random vectors that are all
    nearly equidistant), and after a restore the rebuilt HNSW graph and the new physical row order break ties
    otherwise — rank has no stable tie-break yet."""
    pairs = list(zip(before["recalls"], after["recalls"]))
    return sum(len(set(a) & set(b)) for a, b in pairs) / max(1, sum(len(a) for a, _ in pairs))


def _size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def _data_dirs(settings: Settings) -> list[Path]:
    return [neo4j_server.Neo4jLayout(settings).data_dir, settings.pg_data_dir]  # the layout owns where data lives


def run(settings: Settings, cells: int, *, batch: int = 10_000, progress: Progress = lambda _m: None,
        workdir: Path | None = None) -> BackupResult:
    """Load, fingerprint, back up, write more, restore, fingerprint again; ``settings`` must name a home of its
    own (its servers are started here and stopped at the end)."""
    scratch = Path(workdir or tempfile.mkdtemp(prefix="memlineage-bench-backup-"))
    width = 1000 if cells >= 10_000 else max(10, cells // 10)
    dag = LayeredDag(layers=max(1, cells // width), width=width)
    progress("starting the bench's own servers")
    servers.start(settings)
    try:
        rng = np.random.default_rng(5)
        vectors = rng.normal(size=(4096, 384)).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        now = datetime.now(timezone.utc)
        with Memory("bench-backup", settings=settings) as memory:
            started = time.perf_counter()
            for indexes in _batches(dag.size, batch):
                memory.record(_pending(dag, indexes, now, vectors))
                progress(f"writing {indexes.stop:,}/{dag.size:,} memories")
            memory.index_pending()
            load_seconds = time.perf_counter() - started
            children = dag.children()
            for target in (100, 1_000):
                picked = pick_by_closure(dag, children, min(target, dag.size // 4 or 1))
                if picked:
                    memory.invalidate(dag.cell_id(picked[0]), reason=f"bench: closure near {target}")
            step = max(1, dag.size // SAMPLES)
            sample = [dag.cell_id(i) for i in range(dag.size - 1, -1, -step)][:SAMPLES]
            progress("fingerprint before the backup")
            before = fingerprint(memory, sample)

        target = scratch / "backup"
        progress("memlineage backup")
        backup_phases = _Phases(progress, "backup")
        manifest = backups.backup(settings, target, progress=backup_phases)
        backup_phases.close()
        dump_bytes = sum(f["bytes"] for f in manifest["files"].values())

        with Memory("bench-backup", settings=settings) as memory:
            later = memory.remember("written after the backup", "fact")
        progress("memlineage restore-backup")
        restore_phases = _Phases(progress, "restore")
        restored = backups.restore(settings, target, progress=restore_phases)
        restore_phases.close()

        with Memory("bench-backup", settings=settings) as memory:
            progress("fingerprint after the restore")
            after = fingerprint(memory, sample)
            try:
                memory.get(later.id)
                later_gone = False
            except Exception:  # noqa: BLE001 — NotFound is what a restored store must answer
                later_gone = True

        progress("baseline: cold copy of both data directories")
        servers.stop(settings)
        data_bytes = sum(_size(d) for d in _data_dirs(settings))
        copy_started = time.perf_counter()
        for i, directory in enumerate(_data_dirs(settings)):
            shutil.copytree(directory, scratch / f"cold-copy-{i}")
        cold_copy = time.perf_counter() - copy_started
        return BackupResult(cells=dag.size, load_seconds=load_seconds, backup_seconds=manifest["seconds"],
                            restore_seconds=restored["seconds"], cold_copy_seconds=cold_copy, dump_bytes=dump_bytes,
                            data_bytes=data_bytes, later_write_gone=later_gone,
                            identical=all(before[k] == after[k] for k in before if k != "recalls"),
                            recall_overlap=_recall_overlap(before, after),
                            differences=sorted(k for k in before if before[k] != after[k]),
                            check_ok=bool(after["check_ok"]), fingerprint=after,
                            phases=backup_phases.seconds | restore_phases.seconds)
    finally:
        if neo4j_server.is_running(neo4j_server.Neo4jLayout(settings)):
            servers.stop(settings)
        if workdir is None:
            shutil.rmtree(scratch, ignore_errors=True)


def rows(result: BackupResult) -> list[list[str]]:
    """The table printed by the command: ours beside the cold copy measured in the same run."""
    mib = 1024 * 1024
    return [
        ["memories (statuses)", f"{result.cells:,} ({', '.join(f'{k} {v:,}' for k, v in sorted(result.fingerprint['by_status'].items()))})", ""],
        ["load through Memory.record", f"{result.load_seconds:.1f} s", ""],
        ["memlineage backup (Neo4j stopped and started again)", f"{result.backup_seconds:.1f} s",
         f"cold copy of the data directories: {result.cold_copy_seconds:.1f} s"],
        *[[f"  {step}", f"{seconds:.1f} s", ""] for step, seconds in result.phases.items() if step.startswith("backup")],
        ["memlineage restore-backup (servers started, migrations run)", f"{result.restore_seconds:.1f} s", ""],
        *[[f"  {step}", f"{seconds:.1f} s", ""] for step, seconds in result.phases.items() if step.startswith("restore")],
        ["backup size", f"{result.dump_bytes / mib:,.1f} MiB", f"data directories: {result.data_bytes / mib:,.1f} MiB"],
        ["after restore: counts, statuses, check, lineage and impact as before",
         "yes" if result.identical else f"NO ({', '.join(result.differences)})", ""],
        ["after restore: recall top-10 ids in common with before (HNSW graph rebuilt)",
         f"{result.recall_overlap:.0%}", ""],
        ["after restore: the write made after the backup is gone", "yes" if result.later_write_gone else "NO", ""],
        ["after restore: check clean", "yes" if result.check_ok else "NO", ""],
    ]
