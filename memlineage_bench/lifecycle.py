"""`memlineage bench lifecycle`: what consolidation and forgetting cost recall, side by side.

Part ``shrink`` (this module's :func:`run_shrink`): the synthetic agent histories of ``bench recall``
(:mod:`.histories`, written through the product API by :func:`.recall.write_history`) are measured, then
``Memory.consolidate()`` (offline extractive summarizer, default policy) and ``Memory.forget()`` (budget mode,
``budget_fraction`` of the memories written; default protections) run on one of two namespaces holding the same
history; the other stays as written. Every query is then asked of both, interleaved (the order alternates), so
that load from elsewhere on the machine weighs on both alike. Reported before / after: active memories (not archived or erased), recall@10 of the
``balanced`` preset on the lineage-dependent classes (and every class), recall latency p50 / p95.

A consolidated memory is represented by its summary: a returned summary satisfies a need that one of the memories
it CONSOLIDATES satisfied (the summary carries their content and derives from them). Latency: each query is timed
``repeats`` times and its fastest run kept (the machine is shared; the minimum is the least noisy estimate of what
the query costs), on both namespaces alike.

Other parts (e.g. a replay benchmark) can be added beside ``shrink`` (:data:`PARTS`).
"""

from __future__ import annotations

import statistics
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from memgraph_py import Memory
from memgraph_py.config import Settings
from memgraph_py.connections import Neo4jStore, PgStore

from . import queries as bench_queries
from .histories import LINEAGE_CLASSES, History, generate
from .recall import K, Report, Section, _ndcg, _quantile, write_history

Progress = Callable[[str], None]
PARTS = ("shrink",)

__all__ = ["PARTS", "ShrinkResult", "run_shrink", "shrink_section"]


@dataclass
class Measure:
    recall_lineage_direct: float  # summaries not credited for their sources
    recall_lineage: float
    recall_all: float
    p50: float
    p95: float
    active: int
    per_class: dict[str, float] = field(default_factory=dict)


@dataclass
class ShrinkResult:
    seed: int
    cells: int
    before: Measure
    after: Measure
    consolidated_clusters: int
    consolidated_sources: int
    forgotten: int
    seconds: dict[str, float]


def _score(history: History, answers: Sequence[list[str]], consolidated: Mapping[str, set[str]], seconds: list[float],
           active: int) -> Measure:
    recalls: dict[str, list[float]] = {}
    direct: list[float] = []
    for query, ids in zip(history.queries, answers):
        expanded = [consolidated.get(c, set()) | {c} for c in ids[:K]]  # a summary stands for its sources
        satisfied = sum(1 for need in query.needs if any(set(need) & e for e in expanded))
        recalls.setdefault(query.cls, []).append(satisfied / len(query.needs))
        if query.cls in LINEAGE_CLASSES:
            direct.append(_ndcg(ids, query.needs)[0])
    lineage = [r for cls in LINEAGE_CLASSES for r in recalls.get(cls, [])]
    everything = [r for rs in recalls.values() for r in rs]
    return Measure(recall_lineage_direct=statistics.fmean(direct), recall_lineage=statistics.fmean(lineage),
                   recall_all=statistics.fmean(everything), p50=_quantile(seconds, 0.5), p95=_quantile(seconds, 0.95),
                   active=active, per_class={cls: statistics.fmean(rs) for cls, rs in recalls.items()})


def _measure_pair(before: Memory, after: Memory, history: History, consolidated: Mapping[str, set[str]], repeats: int,
                  progress: Progress) -> tuple[Measure, Measure]:
    """Every query on the untouched namespace and on the shrunk one, interleaved (the order alternates), so that
    whatever else the machine does weighs on both alike; each query's fastest of ``repeats`` runs is kept."""
    answers: dict[int, list[list[str]]] = {0: [], 1: []}
    seconds: dict[int, list[float]] = {0: [], 1: []}
    memories = (before, after)
    for i, query in enumerate(history.queries):
        progress(f"history {history.seed}: query {i + 1}/{len(history.queries)}, before and after")
        best = [float("inf"), float("inf")]
        ids: list[list[str]] = [[], []]
        for r in range(repeats):
            for side in ((0, 1) if (i + r) % 2 == 0 else (1, 0)):
                started = time.perf_counter()
                ids[side] = memories[side].recall(query.text, K, focus=query.focus, preset="balanced",
                                                  record=False).ids()
                best[side] = min(best[side], time.perf_counter() - started)
        for side in (0, 1):
            answers[side].append(ids[side])
            seconds[side].append(best[side])
    return (_score(history, answers[0], {}, seconds[0], before.active_cells()["total"]),
            _score(history, answers[1], consolidated, seconds[1], after.active_cells()["total"]))


def _settle(settings: Settings) -> None:
    """VACUUM (ANALYZE) recall's table (sql/bench/recall_analyze.sql), before either measurement alike."""
    pg = PgStore(settings, max_size=1)
    try:
        with pg.connection() as conn:
            conn.autocommit = True  # VACUUM cannot run in a transaction block
            try:
                conn.execute(bench_queries.sql("recall_analyze"))
            finally:
                conn.autocommit = False
    finally:
        pg.close()


def run_shrink(settings: Settings, *, histories: int = 1, sessions: int = 40, seed: int = 1,
               budget_fraction: float = 0.55, repeats: int = 2, progress: Progress = lambda _: None,
               embedder: Any = None) -> list[ShrinkResult]:
    """Measure, consolidate + forget, measure again; one result per history (namespaces removed afterwards)."""
    if not 0.0 < budget_fraction <= 1.0:
        raise ValueError("budget_fraction must be in (0, 1]")
    if embedder is None:
        from memgraph_py.embed import LocalMiniLMEmbedder

        embedder = LocalMiniLMEmbedder()
    results = []
    for h in range(histories):
        history = generate(seed + h, sessions)
        tag = f"{seed + h}-{uuid.uuid4().hex[:6]}"
        namespaces = (f"bench-lifecycle-{tag}-before", f"bench-lifecycle-{tag}-after")
        before, after = (Memory(ns, settings=settings, embedder=embedder) for ns in namespaces)
        neo = Neo4jStore(settings)
        seconds: dict[str, float] = {}
        try:
            for memory in (before, after):  # the same history twice: one namespace stays as written
                write_history(memory, history, progress)
                memory.index_pending()
            _settle(settings)
            started = time.perf_counter()
            consolidation = after.consolidate(by="bench", progress=lambda n, total: progress(
                f"history {history.seed}: consolidating cluster {n}/{total}"))
            seconds["consolidate"] = time.perf_counter() - started
            consolidated = {c.summary_id: set(c.sources) for c in consolidation.clusters if c.summary_id}
            started = time.perf_counter()
            progress(f"history {history.seed}: forgetting")
            budget = int(len(history.cells) * budget_fraction)  # of the memories written
            forgotten = after.forget({"budget": budget}, dry_run=False, by="bench")
            seconds["forget"] = time.perf_counter() - started
            after.index_pending()
            _settle(settings)  # autovacuum would clear the moved rows' index entries in a settled store
            before.recall("warm up", K, record=False)
            after.recall("warm up", K, record=False)
            measured = _measure_pair(before, after, history, consolidated, repeats, progress)
            results.append(ShrinkResult(history.seed, len(history.cells), measured[0], measured[1], len(consolidated),
                                        sum(len(s) for s in consolidated.values()), len(forgotten.candidates), seconds))
        finally:
            progress(f"history {history.seed}: cleaning up")
            pg = PgStore(settings, max_size=1)
            try:
                for ns in namespaces:
                    neo.run_autocommit(bench_queries.cypher("delete_namespace"), {"namespace": ns})
                    with pg.connection() as conn:
                        conn.execute(bench_queries.sql("delete_embeddings"), {"namespace": ns})
                        conn.execute(bench_queries.sql("lifecycle_delete_archived"), {"namespace": ns})
            finally:
                pg.close()
                before.close()
                after.close()
                neo.close()
    return results


def _pct(x: float) -> str:
    return f"{100 * x:.1f}"


def _ms(x: float) -> str:
    return f"{1000 * x:.1f} ms"


def shrink_section(results: Sequence[ShrinkResult]) -> Section:
    """Before / after side by side, one block of rows per history plus the mean over histories."""
    section = Section("lifecycle: consolidation + forgetting on bench recall's histories (balanced preset, k=10)",
                      ["history", "measure", "before", "after", "change", "target"])
    for r in results:
        shrink = 1 - r.after.active / r.before.active
        d_lineage = 100 * (r.after.recall_lineage - r.before.recall_lineage)
        section.rows += [
            [f"seed {r.seed} ({r.cells:,} cells)", "active memories", f"{r.before.active:,}", f"{r.after.active:,}",
             f"-{100 * shrink:.1f}%", "≥ 40% fewer"],
            ["", "  consolidated (clusters / sources)", "", f"{r.consolidated_clusters} / {r.consolidated_sources}",
             "", ""],
            ["", "  forgotten (budget mode)", "", f"{r.forgotten}", "", ""],
            ["", "lineage-dependent R@10", _pct(r.before.recall_lineage), _pct(r.after.recall_lineage),
             f"{d_lineage:+.1f} pts", "within 1 pt"],
            ["", "  … summaries not credited", _pct(r.before.recall_lineage_direct),
             _pct(r.after.recall_lineage_direct),
             f"{100 * (r.after.recall_lineage_direct - r.before.recall_lineage_direct):+.1f} pts", ""],
            ["", "all queries R@10", _pct(r.before.recall_all), _pct(r.after.recall_all),
             f"{100 * (r.after.recall_all - r.before.recall_all):+.1f} pts", ""],
            ["", "recall p50", _ms(r.before.p50), _ms(r.after.p50), f"{1000 * (r.after.p50 - r.before.p50):+.1f} ms", ""],
            ["", "recall p95", _ms(r.before.p95), _ms(r.after.p95), f"{1000 * (r.after.p95 - r.before.p95):+.1f} ms",
             "no rise"],
        ]
        for cls in sorted(r.before.per_class):
            section.rows.append(["", f"  R@10 {cls}", _pct(r.before.per_class[cls]), _pct(r.after.per_class.get(cls, 0)),
                                 f"{100 * (r.after.per_class.get(cls, 0) - r.before.per_class[cls]):+.1f} pts", ""])
        section.rows.append(["", "time: consolidate / forget", "",
                             f"{r.seconds['consolidate']:.1f} s / {r.seconds['forget']:.1f} s", "", ""])
    return section


def report(results: Sequence[ShrinkResult]) -> Report:
    out = Report(sections=[shrink_section(results)])
    out.data["shrink"] = [{"seed": r.seed, "cells": r.cells, "before": r.before.__dict__, "after": r.after.__dict__,
                           "clusters": r.consolidated_clusters, "consolidated": r.consolidated_sources,
                           "forgotten": r.forgotten, "seconds": r.seconds} for r in results]
    return out
