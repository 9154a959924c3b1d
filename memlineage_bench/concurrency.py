"""`memlineage bench concurrency`: many writers, invalidators and recallers on one namespace at once,
then the stores compared with an in-memory model of what was done.

Writers (threads and processes, sync :class:`Memory` and async :class:`AsyncMemory` clients) capture cells in
batches (``remember_many``) whose parents are shared hubs, cells other writers committed earlier and cells of the
same batch; memories name a few shared entities too, so writers meet on the same nodes. Meanwhile invalidators
invalidate cells (hubs among them: large overlapping closures) and restore their own invalidations, and recallers
recall. Every operation is logged by the worker that did it, after it returned. Afterwards:

- every cell written is stored once (``lost``, ``duplicated``), with one PostgreSQL row;
- the DERIVED_FROM edges are exactly the model's (``missing_edges``, ``extra_edges``, duplicate edges);
- every status is what the model's invalidations still active at the end imply (invalid: targeted by one;
  contaminated: below one; else valid), whatever the order the operations interleaved in;
- ``check()`` finds no violation and ``reconcile()`` has nothing left to index;
- no error reached a caller (``errors``); transient failures the driver retried inside a managed transaction
  (deadlocks among them) are counted from the driver's own log line.

The same run serves ``tests/test_concurrency.py`` (reduced size) and the bench command (full size).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import multiprocessing
import random
import threading
import time
import traceback
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from memgraph_py import AsyncMemory, Memory
from memgraph_py.config import Settings
from memgraph_py.connections import Neo4jStore

__all__ = ["HashEmbedder", "Plan", "Outcome", "WORKER_KINDS", "run"]

DIMENSION = 384
#: How each of the writers runs, in turn (8 writers: two of each).
WORKER_KINDS = ("thread-sync", "thread-async", "process-sync", "process-async")
#: Entities shared by all writers' memories (MERGEd by every write that names them).
PLACES = ("Paris", "Berlin", "Lisbon", "Oslo", "Rome", "Vienna", "Madrid", "Prague")

Progress = Callable[[str], None]


class HashEmbedder:
    """A deterministic embedding from a hash of the text: the write path without model time."""

    name = "bench-hash"
    dimension = DIMENSION

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        out = []
        for text in texts:
            digest = hashlib.blake2b(text.encode("utf-8"), digest_size=64).digest()
            vector = [(digest[i % 64] - 127.5) / 128.0 for i in range(DIMENSION)]
            vector[0] += 1.0  # never all zeros
            out.append(vector)
        return out


@dataclass(frozen=True)
class Plan:
    """What one run does."""

    namespace: str
    writers: int = 8
    cells: int = 10_000  # per writer
    batch: int = 250
    hubs: int = 32  # shared roots created before the writers start
    invalidators: int = 2
    recallers: int = 1
    seed: int = 14


@dataclass
class Outcome:
    """What happened, and what the stores hold compared with the model."""

    plan: Plan
    seconds: float = 0.0
    written: int = 0
    stored: int = 0
    lost: int = 0
    duplicated: int = 0
    unexpected: int = 0  # stored cells no writer wrote
    pg_rows: int = 0
    model_edges: int = 0
    stored_edges: int = 0
    missing_edges: int = 0
    extra_edges: int = 0
    duplicate_edges: int = 0
    invalidations: int = 0
    restores: int = 0
    active_invalidations: int = 0
    wrong_statuses: int = 0
    statuses: dict[str, int] = field(default_factory=dict)
    recalls: int = 0
    retried: int = 0  # transient failures retried inside managed transactions (driver log)
    deadlocks_retried: int = 0
    errors: list[str] = field(default_factory=list)  # anything that reached a caller
    check_violations: list[str] = field(default_factory=list)
    pending_index: int = 0
    reconciled: int = 0
    examples: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not (self.lost or self.duplicated or self.unexpected or self.missing_edges or self.extra_edges
                    or self.duplicate_edges or self.wrong_statuses or self.errors or self.check_violations
                    or self.pending_index or self.reconciled or self.pg_rows != self.stored)

    def rows(self) -> list[tuple[str, str]]:
        p = self.plan
        return [
            ("writers × cells", f"{p.writers} × {p.cells:,} = {self.written:,} (+{p.hubs} hubs)"),
            ("worker kinds", ", ".join(WORKER_KINDS[i % len(WORKER_KINDS)] for i in range(p.writers))),
            ("invalidators / recallers", f"{p.invalidators} / {p.recallers}"),
            ("wall time", f"{self.seconds:.1f} s ({self.written / max(self.seconds, 1e-9):,.0f} cells/s)"),
            ("stored cells / PostgreSQL rows", f"{self.stored:,} / {self.pg_rows:,}"),
            ("lost / duplicated / unexpected", f"{self.lost} / {self.duplicated} / {self.unexpected}"),
            ("DERIVED_FROM edges (model / stored)", f"{self.model_edges:,} / {self.stored_edges:,}"),
            ("missing / extra / duplicate edges", f"{self.missing_edges} / {self.extra_edges} / {self.duplicate_edges}"),
            ("invalidations / restores / active at end", f"{self.invalidations} / {self.restores} / "
                                                          f"{self.active_invalidations}"),
            ("statuses stored", ", ".join(f"{k} {v:,}" for k, v in sorted(self.statuses.items()))),
            ("statuses differing from the model", str(self.wrong_statuses)),
            ("recalls", f"{self.recalls:,}"),
            ("transient failures retried inside (deadlocks)", f"{self.retried} ({self.deadlocks_retried})"),
            ("errors surfaced to a caller", str(len(self.errors))),
            ("check violations / pending index / reconciled after", f"{len(self.check_violations)} / "
                                                                     f"{self.pending_index} / {self.reconciled}"),
            ("verdict", "clean" if self.clean else "NOT CLEAN"),
        ]

    def as_json(self) -> dict[str, Any]:
        out = {k: v for k, v in self.__dict__.items() if k != "plan"}
        out["plan"] = self.plan.__dict__
        out["clean"] = self.clean
        return out


# --- the driver's retries, counted --------------------------------------------------------------------
class RetryCounter(logging.Handler):
    """Counts the neo4j driver's "Transaction failed and will be retried" warnings (managed transactions)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.retried = 0
        self.deadlocks = 0
        self._lock2 = threading.Lock()

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if "will be retried" in message:
            with self._lock2:
                self.retried += 1
                self.deadlocks += "Deadlock" in message or "can't acquire" in message

    def __enter__(self) -> RetryCounter:
        logging.getLogger("neo4j").addHandler(self)
        return self

    def __exit__(self, *exc: object) -> None:
        logging.getLogger("neo4j").removeHandler(self)


# --- writers ---------------------------------------------------------------------------------------------
def cell_id(writer: int, index: int) -> str:
    return f"w{writer}-{index}"


def hub_id(index: int) -> str:
    return f"hub-{index}"


def _batch(plan: Plan, writer: int, start: int, progress: Any, rng: random.Random
           ) -> tuple[list[dict[str, Any]], list[tuple[str, str]]]:
    """The next batch of writer ``writer``: its items and their (child, parent) edges. Parents: a hub, a cell some
    writer (often another) has committed, the cell before in the batch."""
    items, edges = [], []
    end = min(start + plan.batch, plan.cells)
    committed = [progress[v] for v in range(plan.writers)]
    for i in range(start, end):
        parents: list[str] = []
        if rng.random() < 0.5:
            parents.append(hub_id(rng.randrange(plan.hubs)))
        other = rng.randrange(plan.writers)
        if committed[other] and rng.random() < 0.7:
            parents.append(cell_id(other, rng.randrange(committed[other])))
        if i > start and rng.random() < 0.3:
            parents.append(cell_id(writer, i - 1))
        parents = list(dict.fromkeys(parents))
        place = PLACES[rng.randrange(len(PLACES))]
        items.append({"id": cell_id(writer, i), "kind": "fact", "parents": parents,
                      "content": f"note {i} of writer {writer}: the trip to {place} needs item {rng.randrange(10**6)}"})
        edges += [(cell_id(writer, i), p) for p in parents]
    return items, edges


def _sync_writer(settings: Settings, plan: Plan, writer: int, progress: Any) -> dict[str, Any]:
    rng = random.Random(plan.seed * 1000 + writer)
    edges: list[tuple[str, str]] = []
    errors: list[str] = []
    written: list[str] = []
    with RetryCounter() as retries, Memory(plan.namespace, settings=settings, embedder=HashEmbedder()) as memory:
        for start in range(0, plan.cells, plan.batch):
            items, batch_edges = _batch(plan, writer, start, progress, rng)
            try:
                memory.remember_many(items)
            except Exception as exc:  # noqa: BLE001 — the point: nothing may surface; it is reported, not hidden
                errors.append(f"writer {writer} batch {start}: {type(exc).__name__}: {exc}")
                continue
            edges += batch_edges
            written += [item["id"] for item in items]
            progress[writer] = start + len(items)
    return {"edges": edges, "errors": errors, "retried": retries.retried, "deadlocks": retries.deadlocks,
            "written": written}


async def _async_writer_main(settings: Settings, plan: Plan, writer: int, progress: Any) -> dict[str, Any]:
    rng = random.Random(plan.seed * 1000 + writer)
    edges: list[tuple[str, str]] = []
    errors: list[str] = []
    written: list[str] = []
    with RetryCounter() as retries:
        async with AsyncMemory(plan.namespace, settings=settings, embedder=HashEmbedder()) as memory:
            for start in range(0, plan.cells, plan.batch):
                items, batch_edges = _batch(plan, writer, start, progress, rng)
                try:
                    await memory.remember_many(items)
                except Exception as exc:  # noqa: BLE001 — reported, not hidden
                    errors.append(f"writer {writer} batch {start}: {type(exc).__name__}: {exc}")
                    continue
                edges += batch_edges
                written += [item["id"] for item in items]
                progress[writer] = start + len(items)
    return {"edges": edges, "errors": errors, "retried": retries.retried, "deadlocks": retries.deadlocks,
            "written": written}


def _async_writer(settings: Settings, plan: Plan, writer: int, progress: Any) -> dict[str, Any]:
    return asyncio.run(_async_writer_main(settings, plan, writer, progress))


def _process_entry(kind: str, settings: Settings, plan: Plan, writer: int, progress: Any, results: Any) -> None:
    """A writer in its own process (spawned: no driver or thread state inherited)."""
    try:
        work = _async_writer if kind == "process-async" else _sync_writer
        results.put((writer, work(settings, plan, writer, progress)))
    except BaseException as exc:  # noqa: BLE001 — the parent reports it
        results.put((writer, {"edges": [], "written": [], "retried": 0, "deadlocks": 0,
                              "errors": [f"writer {writer} died: {type(exc).__name__}: {exc}\n"
                                         f"{traceback.format_exc()}"]}))


# --- invalidators and recallers ---------------------------------------------------------------------------
def _invalidator(settings: Settings, plan: Plan, number: int, progress: Any, stop: threading.Event,
                 log: list[tuple[str, str, str]], errors: list[str]) -> None:
    rng = random.Random(plan.seed * 7919 + number)
    mine: list[str] = []
    with Memory(plan.namespace, settings=settings, embedder=HashEmbedder()) as memory:
        while not stop.is_set():
            try:
                if mine and (len(mine) >= 3 or rng.random() < 0.4):
                    inv = mine.pop(rng.randrange(len(mine)))
                    memory.restore(inv, by=f"invalidator-{number}", reason="concurrency suite")
                    log.append(("restore", inv, ""))
                else:
                    writer = rng.randrange(plan.writers)
                    committed = progress[writer]
                    if rng.random() < 0.3 or not committed:
                        target = hub_id(rng.randrange(plan.hubs))
                    else:  # early cells have the largest closures: overlap with the hubs' and each other's
                        target = cell_id(writer, int(committed * rng.random() ** 2))
                    result = memory.invalidate(target, "concurrency suite", by=f"invalidator-{number}")
                    mine.append(result.id)
                    log.append(("invalidate", result.id, target))
            except Exception as exc:  # noqa: BLE001 — reported, not hidden
                errors.append(f"invalidator {number}: {type(exc).__name__}: {exc}")
            stop.wait(0.05)


def _recaller(settings: Settings, plan: Plan, number: int, stop: threading.Event, calls: list[int],
              errors: list[str]) -> None:
    rng = random.Random(plan.seed * 104729 + number)
    with Memory(plan.namespace, settings=settings, embedder=HashEmbedder()) as memory:
        while not stop.is_set():
            try:
                memory.recall(f"the trip to {PLACES[rng.randrange(len(PLACES))]}", k=5, explain=False)
                calls[number] += 1
            except Exception as exc:  # noqa: BLE001 — reported, not hidden
                errors.append(f"recaller {number}: {type(exc).__name__}: {exc}")
            stop.wait(0.05)


# --- the model -------------------------------------------------------------------------------------------
def expected_statuses(cells: set[str], edges: set[tuple[str, str]], active_targets: set[str]) -> dict[str, str]:
    """invalid: targeted by an active invalidation; contaminated: a descendant of one; otherwise valid."""
    children: dict[str, list[str]] = {}
    for child, parent in edges:
        children.setdefault(parent, []).append(child)
    below: set[str] = set()
    queue = list(active_targets)
    while queue:
        node = queue.pop()
        for child in children.get(node, ()):
            if child not in below:
                below.add(child)
                queue.append(child)
    return {c: "invalid" if c in active_targets else "contaminated" if c in below else "valid" for c in cells}


# --- the run ---------------------------------------------------------------------------------------------
def run(settings: Settings, plan: Plan, progress: Progress = lambda _: None) -> Outcome:
    outcome = Outcome(plan)
    hubs = [hub_id(i) for i in range(plan.hubs)]
    with Memory(plan.namespace, settings=settings, embedder=HashEmbedder()) as memory:
        memory.remember_many([{"id": h, "kind": "user_input", "content": f"shared request {h} about {PLACES[i % 8]}"}
                              for i, h in enumerate(hubs)])
    ctx = multiprocessing.get_context("spawn")
    shared = ctx.Array("q", plan.writers)  # cells each writer has committed: what others may take as parents
    results = ctx.Queue()
    stop = threading.Event()
    log: list[tuple[str, str, str]] = []
    side_errors: list[str] = []
    recalls = [0] * plan.recallers
    writer_results: dict[int, dict[str, Any]] = {}
    with RetryCounter() as counter:
        started = time.perf_counter()
        side = [threading.Thread(target=_invalidator, args=(settings, plan, n, shared, stop, log, side_errors),
                                 name=f"invalidator-{n}") for n in range(plan.invalidators)]
        side += [threading.Thread(target=_recaller, args=(settings, plan, n, stop, recalls, side_errors),
                                  name=f"recaller-{n}") for n in range(plan.recallers)]
        processes, threads = [], []
        for w in range(plan.writers):
            kind = WORKER_KINDS[w % len(WORKER_KINDS)]
            if kind.startswith("process"):
                processes.append(ctx.Process(target=_process_entry, args=(kind, settings, plan, w, shared, results),
                                             name=f"writer-{w}"))
            else:
                work = _async_writer if kind == "thread-async" else _sync_writer

                def body(work: Any = work, w: int = w) -> None:
                    try:
                        writer_results[w] = work(settings, plan, w, shared)
                    except BaseException as exc:  # noqa: BLE001 — reported below
                        writer_results[w] = {"edges": [], "written": [], "retried": 0, "deadlocks": 0,
                                             "errors": [f"writer {w} died: {type(exc).__name__}: {exc}"]}
                threads.append(threading.Thread(target=body, name=f"writer-{w}"))
        for worker in (*processes, *threads, *side):
            worker.start()
        progress(f"{plan.writers} writers, {plan.invalidators} invalidators, {plan.recallers} recallers running")
        for _ in processes:
            w, result = results.get()
            writer_results[w] = result
            progress(f"writer {w} done ({sum(shared[:]):,} cells committed)")
        for worker in (*processes, *threads):
            worker.join()
        stop.set()
        for worker in side:
            worker.join()
        outcome.seconds = time.perf_counter() - started
        thread_retries, thread_deadlocks = counter.retried, counter.deadlocks
    progress("comparing the stores with the model")

    model_cells = set(hubs)
    model_edges: set[tuple[str, str]] = set()
    for w in range(plan.writers):
        result = writer_results[w]
        outcome.errors += result["errors"]
        model_cells.update(result["written"])
        model_edges.update(tuple(e) for e in result["edges"])
        if w % len(WORKER_KINDS) >= 2:  # processes counted their own retries; threads share this process's log
            outcome.retried += result["retried"]
            outcome.deadlocks_retried += result["deadlocks"]
    outcome.retried += thread_retries
    outcome.deadlocks_retried += thread_deadlocks
    outcome.errors += side_errors
    outcome.recalls = sum(recalls)
    outcome.written = len(model_cells) - len(hubs)
    outcome.model_edges = len(model_edges)

    active: dict[str, str] = {}
    for op, inv, target in log:
        if op == "invalidate":
            active[inv] = target
            outcome.invalidations += 1
        else:
            active.pop(inv)
            outcome.restores += 1
    outcome.active_invalidations = len(active)

    neo = Neo4jStore(settings)
    try:
        ns = plan.namespace
        rows, _, _ = neo.driver.execute_query(
            "MATCH (c:MemCell {namespace: $ns}) RETURN c.id AS id, c.status AS status", ns=ns)
        rels, _, _ = neo.driver.execute_query(
            "MATCH (c:MemCell {namespace: $ns})-[:DERIVED_FROM]->(p:MemCell) RETURN c.id AS child, p.id AS parent",
            ns=ns)
        invs, _, _ = neo.driver.execute_query(
            "MATCH (i:Invalidation {namespace: $ns})-[:INVALIDATES]->(c) RETURN i.id AS id, i.active AS active, "
            "c.id AS target", ns=ns)
    finally:
        neo.close()
    stored_ids = [r["id"] for r in rows]
    stored = {r["id"]: r["status"] for r in rows}
    outcome.stored = len(stored)
    outcome.duplicated = len(stored_ids) - len(stored)
    outcome.lost = len(model_cells - stored.keys())
    outcome.unexpected = len(stored.keys() - model_cells)
    stored_edges = [(r["child"], r["parent"]) for r in rels]
    outcome.stored_edges = len(stored_edges)
    outcome.duplicate_edges = len(stored_edges) - len(set(stored_edges))
    outcome.missing_edges = len(model_edges - set(stored_edges))
    outcome.extra_edges = len(set(stored_edges) - model_edges)
    stored_active = {r["id"]: r["target"] for r in invs if r["active"]}
    if stored_active != active:
        outcome.errors.append(f"active invalidations differ from the log: stored {len(stored_active)}, "
                              f"logged {len(active)}")
    expected = expected_statuses(model_cells, model_edges, set(active.values()))
    wrong = sorted(c for c in model_cells & stored.keys() if stored[c] != expected[c])
    outcome.wrong_statuses = len(wrong)
    outcome.examples += [f"{c}: stored {stored[c]}, model {expected[c]}" for c in wrong[:5]]
    for status in stored.values():
        outcome.statuses[status] = outcome.statuses.get(status, 0) + 1

    progress("check and reconcile")
    with Memory(plan.namespace, settings=settings, embedder=HashEmbedder()) as memory:
        report = memory.check()
        outcome.check_violations = [f"{v.check} {v.id}: {v.detail}" for v in report.violations]
        outcome.pending_index = report.pending_index
        outcome.pg_rows = report.embeddings
        outcome.reconciled = memory.reconcile()
    return outcome


def new_plan(**overrides: Any) -> Plan:
    return Plan(namespace=overrides.pop("namespace", f"bench-concurrency-{uuid.uuid4().hex[:8]}"), **overrides)
