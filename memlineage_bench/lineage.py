"""`memlineage bench lineage`: ingest, contamination and trace on layered DAGs full of diamonds.

Baselines measured in the same run on the same DAG: a PostgreSQL recursive CTE over an edge table in
the same PostgreSQL, and an in-memory Python dict + BFS (the naive memory-pool approach).
"""

from __future__ import annotations

import statistics
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

import numpy as np

from memgraph_py import _core, queries
from . import queries as bench_queries
from memgraph_py.config import Settings
from memgraph_py.connections import Neo4jStore, PgStore
from memgraph_py import Memory
from memgraph_py.models import Kind
from .dag import LayeredDag, bfs_closure, pick_by_closure

Progress = Callable[[str], None]

SHAPES = {100_000: (100, 1000), 1_000_000: (500, 2000)}  # size → (layers, width)
INVALIDATE_ROUNDS = 5
TRACE_RUNS = 40
CLOSURE_TARGETS = (1_000, 10_000, 100_000)
TRACE_DEPTHS = (20, 100)


@dataclass
class Row:
    size: int
    measure: str
    memlineage: str
    postgres_cte: str = "—"
    in_memory: str = "—"
    target: str = ""
    note: str = ""


@dataclass
class Report:
    rows: list[Row] = field(default_factory=list)

    def add(self, *args: Any, **kwargs: Any) -> None:
        self.rows.append(Row(*args, **kwargs))


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def _rate(count: int, seconds: float) -> str:
    return f"{count / seconds:,.0f} cells/s"


def _batches(n: int, size: int) -> Iterator[range]:
    for start in range(0, n, size):
        yield range(start, min(n, start + size))


def _pending(dag: LayeredDag, indexes: range, now: datetime, vectors: np.ndarray | None) -> list[_core.PendingCell]:
    cells = []
    for i in indexes:
        kind = Kind(dag.kind_of(i))
        cell = _core.PendingCell(dag.cell_id(i), kind, dag.content_of(i), [dag.cell_id(p) for p in dag.parents[i]],
                                 1.0, _core.KIND_PRIOR[kind], [], "bench", None, now)
        if vectors is not None:
            cell.embedding = vectors[i % len(vectors)]
        cells.append(cell)
    return cells


def ingest_graph_only(neo: Neo4jStore, namespace: str, dag: LayeredDag, batch: int, progress: Progress) -> float:
    now = datetime.now(timezone.utc)
    started = time.perf_counter()
    for indexes in _batches(dag.size, batch):
        neo.run("lineage_record", _core.batch_params(namespace, _pending(dag, indexes, now, None)))
        progress(f"graph-only ingest {indexes.stop:,}/{dag.size:,}")
    return time.perf_counter() - started


FLOOR_CELLS = 100_000
WARMUP_CELLS = 30_000


def ingest_floor(neo: Neo4jStore, namespace: str, dag: LayeredDag, batch: int, progress: Progress) -> tuple[int, float]:
    """Cells/s of Neo4j itself for the same stored properties (cypher/bench/floor_create.cypher), on at most
    FLOOR_CELLS cells, in transactions of ``batch`` like the graph-only ingest."""
    now = datetime.now(timezone.utc)
    count = min(dag.size, FLOOR_CELLS)
    started = time.perf_counter()
    for indexes in _batches(count, batch):
        rows = [c.neo4j_properties() for c in _pending(dag, indexes, now, None)]  # the maps record gets
        neo.run(bench_queries.cypher("floor_create"), {"namespace": namespace, "rows": rows})
        progress(f"Neo4j floor {indexes.stop:,}/{count:,}")
    seconds = time.perf_counter() - started
    neo.run_autocommit(bench_queries.cypher("floor_delete"), {"namespace": namespace})
    return count, seconds


def ingest_end_to_end(memory: Memory, dag: LayeredDag, count: int, batch: int, progress: Progress
                      ) -> tuple[float, float]:
    """Seconds until every cell is in Neo4j and PostgreSQL and found by recall, then seconds more until
    the background indexer has put the deferred embeddings into the HNSW graph (schema/postgres/V0003)."""
    rng = np.random.default_rng(11)
    vectors = rng.normal(size=(4096, 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    now = datetime.now(timezone.utc)
    started = time.perf_counter()
    for indexes in _batches(count, batch):
        memory.record(_pending(dag, indexes, now, vectors))
        progress(f"end-to-end ingest {indexes.stop:,}/{count:,}")
    ingested = time.perf_counter()
    progress(f"HNSW catch-up of {memory.pending_hnsw():,} deferred embeddings")
    memory.index_pending()  # alongside the background indexer, which may still be on its last batch
    return ingested - started, time.perf_counter() - ingested


def load_baseline_tables(pg: PgStore, run: str, dag: LayeredDag) -> None:
    with pg.connection() as conn:
        conn.execute(bench_queries.sql("lineage_setup"))
        with conn.cursor() as cur:
            with cur.copy(bench_queries.sql("lineage_copy_edges")) as copy:
                for child, parent in dag.edges():
                    copy.write_row((run, dag.cell_id(child), dag.cell_id(parent)))
            with cur.copy(bench_queries.sql("lineage_copy_cells")) as copy:
                for i in range(dag.size):
                    copy.write_row((run, dag.cell_id(i), "valid"))
        conn.execute(bench_queries.sql("lineage_index"))
        conn.commit()


def run_size(settings: Settings, size: int, *, e2e_size: int, batch: int, report: Report, progress: Progress) -> None:
    layers, width = SHAPES.get(size, (max(1, size // 1000), 1000))
    dag = LayeredDag(layers, width)
    run = f"bench-{uuid.uuid4().hex[:8]}"
    children, parents = dag.children(), dag.parents
    neo, pg = Neo4jStore(settings), PgStore(settings, max_size=2)
    memory = Memory(run + "-e2e", settings=settings)
    try:
        # Warm-up: a server just started runs record's code interpreted for its first ~10k cells (the first
        # 100k-cell run after a restart read ~9.8k cells/s, the next ~16k); the warm-up namespace is dropped.
        warm = LayeredDag(max(1, min(WARMUP_CELLS, dag.size) // dag.width), dag.width)
        ingest_graph_only(neo, run + "-warmup", warm, batch, lambda _: progress("warming up the server"))
        neo.run_autocommit(bench_queries.cypher("delete_namespace"), {"namespace": run + "-warmup"})
        seconds = ingest_graph_only(neo, run, dag, batch, progress)
        floor_cells, floor_seconds = ingest_floor(neo, run, dag, batch, progress)
        report.add(size, "ingest, graph only", _rate(dag.size, seconds), target="≥ 20,000 cells/s",
                   note=f"Neo4j floor {_rate(floor_cells, floor_seconds)}: bare CREATE of the same stored properties, "
                        "no key, index, edge or check")
        e2e = min(e2e_size, dag.size)
        seconds, catch_up = ingest_end_to_end(memory, dag, e2e, batch, progress)
        report.add(size, f"ingest, end to end ({e2e:,} cells, precomputed embeddings)", _rate(e2e, seconds),
                   target="≥ 5,000 cells/s",
                   note=f"HNSW catch-up {catch_up:.1f} s after" if memory.settings.hnsw_defer_batch else "")
        progress("loading the PostgreSQL baseline tables")
        load_baseline_tables(pg, run, dag)

        # One warm client for every measurement (a new connection's handshake is not invalidate's cost);
        # each figure is the median of INVALIDATE_ROUNDS invalidate+restore rounds (the CTE's update is
        # rolled back each round) after one unmeasured round, so a JIT-cold or GC-hit round does not decide the row.
        graph = Memory(run, settings=settings, embedder=memory.embedder)
        try:
            graph.get(dag.cell_id(0))
            for target in CLOSURE_TARGETS:
                picked = pick_by_closure(dag, children, target)
                if picked is None:
                    continue
                index, closure = picked
                cell_id = dag.cell_id(index)
                progress(f"invalidate, closure {closure:,}")
                t_graph, t_restore, t_cte, t_mem = [], [], [], []
                graph.restore(graph.invalidate(cell_id, reason="warm-up", by="bench").id)  # JIT: see _p50
                for _ in range(INVALIDATE_ROUNDS):
                    started = time.perf_counter()
                    inv = graph.invalidate(cell_id, reason="benchmark", by="bench")
                    t_graph.append(time.perf_counter() - started)
                    assert inv.contaminated == closure, (inv.contaminated, closure)
                    started = time.perf_counter()
                    graph.restore(inv.id)
                    t_restore.append(time.perf_counter() - started)
                    with pg.connection() as conn:
                        started = time.perf_counter()
                        updated = conn.execute(bench_queries.sql("lineage_contaminate_cte"), {"run": run, "id": cell_id}).rowcount
                        t_cte.append(time.perf_counter() - started)
                        conn.rollback()
                    started = time.perf_counter()
                    status = {i: "contaminated" for i in _reach(children, index)}
                    t_mem.append(time.perf_counter() - started)
                    assert updated == closure == len(status)
                goal = {1_000: "", 10_000: "≤ 100 ms", 100_000: "≤ 1 s"}[target]
                report.add(size, f"invalidate, {closure:,} descendants (median of {INVALIDATE_ROUNDS})",
                           _ms(statistics.median(t_graph)), _ms(statistics.median(t_cte)), _ms(statistics.median(t_mem)),
                           target=goal, note=f"restore {_ms(statistics.median(t_restore))}")
        finally:
            graph.close()

        graph = Memory(run, settings=settings, embedder=memory.embedder)
        try:
            for depth in TRACE_DEPTHS:
                if depth >= dag.layers:
                    continue
                index = depth * dag.width + dag.width // 2
                cell_id = dag.cell_id(index)
                ancestors = bfs_closure(parents, index)
                t_graph = _p50(lambda: graph.trace(cell_id), TRACE_RUNS)
                t_proc = _p50(lambda: neo.run(bench_queries.cypher("trace_ids"), {"namespace": run, "id": cell_id}, write=False), TRACE_RUNS)
                with pg.connection() as conn:
                    t_cte = _p50(lambda: conn.execute(bench_queries.sql("lineage_trace_cte"), {"run": run, "id": cell_id}).fetchone(), TRACE_RUNS)
                t_mem = _p50(lambda: bfs_closure(parents, index), TRACE_RUNS)
                report.add(size, f"trace p50, depth {depth} ({ancestors:,} ancestors), Python client: full cells",
                           _ms(t_graph), _ms(t_cte), _ms(t_mem), target="≤ 5 ms" if depth == 20 else "")
                report.add(size, f"trace p50, depth {depth}, the procedure over Bolt (ancestor ids, like the CTE)",
                           _ms(t_proc), _ms(t_cte), _ms(t_mem), target="≤ 5 ms" if depth == 20 else "")
        finally:
            graph.close()
    finally:
        progress("cleaning up benchmark data")
        for namespace in (run, run + "-e2e", run + "-warmup"):
            neo.run_autocommit(bench_queries.cypher("delete_namespace"), {"namespace": namespace})
        with pg.connection() as conn:
            conn.execute(bench_queries.sql("lineage_cleanup_edges"), {"run": run})
            conn.execute(bench_queries.sql("lineage_cleanup_cells"), {"run": run})
            conn.execute(bench_queries.sql("delete_embeddings"), {"namespace": run + "-e2e"})
        memory.close()
        neo.close()
        pg.close()


def _reach(adjacency: list[list[int]], start: int) -> set[int]:
    from collections import deque

    seen = {start}
    queue = deque([start])
    while queue:
        for nxt in adjacency[queue.popleft()]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    seen.discard(start)
    return seen


def _p50(fn: Callable[[], Any], runs: int, warm_up: float = 1.0) -> float:
    # Warm-up: a server just started runs the walk interpreted until the JIT has compiled it (after a
    # restart, 10 warm-up calls left the 241-ancestor trace at 6.2 ms where the warm server takes 1.9 ms).
    started = time.perf_counter()
    calls = 0
    while calls < max(1, runs // 4) or time.perf_counter() - started < warm_up:
        fn()
        calls += 1
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - started)
    return statistics.median(samples)
