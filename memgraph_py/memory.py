"""``Memory``: the synchronous client. :mod:`memgraph_py.amemory` is its asyncio twin; both keep
their logic in :mod:`memgraph_py._core` and differ only in I/O.

Write path (DESIGN.md §1): validate → embed → Neo4j (``indexed=false``) → PostgreSQL → mark indexed.
If PostgreSQL fails after Neo4j accepted a batch, the memories are stored (Neo4j is the source of
truth) and :meth:`Memory.reconcile` later indexes them; a warning says so.
"""

from __future__ import annotations

import functools
import inspect
import threading
import time
import warnings
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any, ParamSpec, TypeVar

from . import _core, queries
from . import recall as recall_core
from .capture import ProducedValues, active_cells, pushed
from .entities import EntityExtractor, HeuristicEntityExtractor
from .config import Settings, validate_namespace
from .connections import Neo4jStore, PgStore, Tracer
from .embed import Embedder, make_embedder
from .errors import CellNotFoundError, MemLineageError, NotFoundError
from .models import Cell, ImpactReport, Invalidation, LineageEntry, RecordResult, RestoreResult, Trace

__all__ = ["Memory"]

P = ParamSpec("P")
R = TypeVar("R")


class Memory:
    """Lineage-guided memory for one namespace (tenant/agent).

    >>> with Memory(namespace="demo") as memory:            # doctest: +SKIP
    ...     question = memory.remember("What should I wear in Paris?", "user_input")
    ...     with memory.step(question):
    ...         weather = memory.remember("Paris: 28°C, sunny", "tool_result")
    """

    def __init__(
        self,
        namespace: str | None = None,
        *,
        settings: Settings | None = None,
        embedder: Embedder | None = None,
        tracer: Tracer | None = None,
        entity_extractor: EntityExtractor | None = None,
    ) -> None:
        self.settings = settings or Settings.from_env(namespace=namespace)
        self.namespace = validate_namespace(namespace or self.settings.namespace)
        self.embedder = embedder if embedder is not None else make_embedder(self.settings)
        self.entities = entity_extractor if entity_extractor is not None else HeuristicEntityExtractor()
        self._neo = Neo4jStore(self.settings, tracer)
        try:
            self._pg = PgStore(self.settings)
        except BaseException:
            self._neo.close()
            raise
        self._produced = ProducedValues()
        self._buffer: list[_core.PendingCell] | None = None
        self._buffer_size = 0
        self._buffer_lock = threading.RLock()
        self._dimension: int | None = None
        # the Neo4j half of recall overlaps the PostgreSQL half; threads start on first use
        self._pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="memlineage-recall")
        # the background indexer of bulk writes (one at a time; close() stops it between batches)
        self._indexer: threading.Thread | None = None
        self._indexer_lock = threading.Lock()
        self._closing = threading.Event()
        self._last_write = 0.0  # time.monotonic() of the last record(): the indexer yields to writes

    # --- lifecycle ---------------------------------------------------------------------------------
    def close(self) -> None:
        try:
            self.flush()
        finally:
            self._closing.set()
            indexer = self._indexer
            if indexer is not None:
                indexer.join()  # returns after the batch in progress; the rest stays pending, still found
            self._pool.shutdown(wait=True)
            self._neo.close()
            self._pg.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def for_namespace(self, namespace: str) -> Memory:
        """Another client on the same settings for a different namespace (own connections)."""
        return Memory(namespace, settings=self.settings, embedder=self.embedder)

    # --- capture -----------------------------------------------------------------------------------
    def remember(
        self,
        content: str,
        kind: str,
        parents: Iterable[Cell | str] | Cell | str | None = None,
        context: Mapping[str, Any] | str | None = None,
        *,
        id: str | None = None,
        confidence: float = 1.0,
        tags: Iterable[str] = (),
        source: str | None = None,
        importance: float | None = None,
        embedding: Sequence[float] | None = None,
    ) -> Cell:
        """Record one memory. ``parents=None`` takes the active cells of the current step.

        Raises InvalidInputError subclasses for bad arguments, MissingParentsError / CycleError /
        IdConflictError when the lineage would break; nothing is written in those cases.
        """
        pending = _core.prepare_cell(
            content, kind, namespace=self.namespace,
            parents=active_cells() if parents is None else parents, context=context, id=id,
            confidence=confidence, tags=tags, source=source, importance=importance,
        )
        if embedding is not None:
            pending.embedding = _core.check_vector(embedding, self._store_dimension())
        pending.entities = self.entities.extract(pending.content)
        with self._buffer_lock:
            if self._buffer is not None:
                self._buffer.append(pending)
                if len(self._buffer) >= self._buffer_size:
                    self._flush_locked()
                return _core.parse_cell({**pending.neo4j_properties(), "namespace": self.namespace})
        self.record([pending])
        return self.get(pending.id)

    def record(self, cells: Sequence[_core.PendingCell]) -> RecordResult:
        """Write a validated batch atomically to Neo4j, then index it in PostgreSQL."""
        if not cells:
            return RecordResult(created=0, unchanged=0, edges=0, contaminated=0)
        self._embed_missing(cells)
        self._last_write = time.monotonic()
        row = self._neo.run("calls/record", _core.batch_params(self.namespace, cells))[0]
        result = RecordResult(**row)
        self._index(cells)
        self._last_write = time.monotonic()
        return result

    def remember_many(self, items: Iterable[Mapping[str, Any]]) -> RecordResult:
        """Record a batch of ``remember`` keyword dicts atomically (all or nothing)."""
        pending = []
        for index, item in enumerate(items):
            item = _core.batch_item(item, index)
            embedding = item.pop("embedding", None)
            cell = _core.prepare_cell(namespace=self.namespace, **item)
            cell.entities = self.entities.extract(cell.content)
            if embedding is not None:
                cell.embedding = _core.check_vector(embedding, self._store_dimension())
            pending.append(cell)
        return self.record(pending)

    @contextmanager
    def buffered(self, batch_size: int = 2000) -> Iterator[Memory]:
        """High-rate capture: ``remember`` queues, batches of ``batch_size`` are written, the rest on exit."""
        with self._buffer_lock:
            if self._buffer is not None:
                raise MemLineageError("buffered() blocks cannot be nested")
            self._buffer, self._buffer_size = [], max(1, batch_size)
        try:
            yield self
        finally:
            with self._buffer_lock:
                try:
                    self._flush_locked()
                finally:
                    self._buffer = None

    def flush(self) -> None:
        with self._buffer_lock:
            self._flush_locked()

    def _flush_locked(self) -> None:
        if self._buffer:
            batch, self._buffer[:] = list(self._buffer), []
            self.record(batch)

    @contextmanager
    def step(
        self,
        *cells: Cell | str,
        content: str | None = None,
        kind: str = "plan",
        parents: Iterable[Cell | str] | None = None,
        **remember_kwargs: Any,
    ) -> Iterator[Cell | None]:
        """Make cells active for the block: the given cells/ids, or a new ``kind`` cell from ``content``
        (whose parents default to the active cells). Lineage captured inside (``remember`` without
        parents, ``@track``) derives from them. Yields the new cell, or the single given Cell."""
        if content is not None:
            if cells:
                raise TypeError("step() takes existing cells or content=..., not both")
            cell: Cell | None = self.remember(content, kind, parents, **remember_kwargs)
            ids = [cell.id]  # type: ignore[union-attr]
        else:
            ids = _core.parent_ids(list(cells), self.namespace) if cells else list(active_cells())
            cell = cells[0] if len(cells) == 1 and isinstance(cells[0], Cell) else None
        with pushed(ids):
            yield cell

    def track(self, kind: str, *, record_call: bool = False, describe: Callable[[Any], str] = str
              ) -> Callable[[Callable[P, R]], Callable[P, R]]:
        """Decorator: record the function's result as a ``kind`` cell.

        Parents are the cells active when it is called plus the cells that produced any argument
        (values returned by other tracked functions). With ``record_call=True`` a ``tool_call`` cell
        (name and arguments) is recorded first and is the result's parent. Works on sync and async
        functions; the return value is unchanged.
        """
        _core.check_kind(kind)

        def decorator(fn: Callable[P, R]) -> Callable[P, R]:
            if inspect.iscoroutinefunction(fn):
                raise TypeError("use AsyncMemory.track for coroutine functions")

            @functools.wraps(fn)
            def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
                parents = list(active_cells()) + self._produced.cells_for([*args, *kwargs.values()])
                if record_call:
                    call = self.remember(_describe_call(fn, args, kwargs), "tool_call", parents)
                    parents = [call.id]
                with pushed(parents):
                    result = fn(*args, **kwargs)
                cell = self.remember(describe(result), kind, parents, source=fn.__name__)
                self._produced.register(result, cell.id)
                return result

            return wrapper

        return decorator

    def cell_of(self, value: object) -> str | None:
        """The id of the cell that recorded ``value`` (returned by a tracked function), if known."""
        found = self._produced.cells_for([value])
        return found[0] if found else None

    # --- read --------------------------------------------------------------------------------------
    def get(self, cell_id: str) -> Cell:
        rows = self._neo.run("calls/get", {"namespace": self.namespace, "id": _core.check_id(cell_id)}, write=False)
        if not rows:
            raise CellNotFoundError(f"no memory {cell_id!r} in namespace {self.namespace!r}",
                                    namespace=self.namespace, cell_ids=[cell_id])
        return _core.parse_cell(rows[0]["cell"])

    def _walk(self, name: str, cell_id: str, max_depth: int | None = None) -> list[LineageEntry]:
        params = {"namespace": self.namespace, "id": _core.check_id(cell_id),
                  "maxDepth": _core.check_depth(max_depth)}
        return _core.parse_entries(self._neo.run(f"calls/{name}", params, write=False))

    def parents(self, cell_id: str) -> list[Cell]:
        return [e.cell for e in self._walk("parents", cell_id)]

    def children(self, cell_id: str) -> list[Cell]:
        return [e.cell for e in self._walk("children", cell_id)]

    def ancestors(self, cell_id: str, max_depth: int | None = None) -> list[LineageEntry]:
        return self._walk("ancestors", cell_id, max_depth)

    def descendants(self, cell_id: str, max_depth: int | None = None) -> list[LineageEntry]:
        return self._walk("descendants", cell_id, max_depth)

    def trace(self, cell_id: str, max_depth: int | None = None) -> Trace:
        """Provenance back to the roots (user inputs, tool calls) with each step's generation context."""
        params = {"namespace": self.namespace, "id": _core.check_id(cell_id), "maxDepth": _core.check_depth(max_depth)}
        return _core.parse_trace(self._neo.run("calls/trace", params, write=False))

    def impact(self, cell_id: str) -> ImpactReport:
        """Dry run of :meth:`invalidate`: what would be contaminated, by depth and kind."""
        rows = self._neo.run("calls/impact", {"namespace": self.namespace, "id": _core.check_id(cell_id)},
                             write=False)
        return _core.parse_impact(cell_id, rows)

    def reach(self, invalidation_id: str) -> list[LineageEntry]:
        """Audit of an invalidation: its cell (depth 0) and every cell it reaches, with depths.

        While active it reaches every current descendant (also cells recorded after it); once restored,
        the cells it reached at the restore."""
        params = {"namespace": self.namespace, "invalidationId": _core.check_id(invalidation_id, "invalidation id")}
        return _core.parse_entries(self._neo.run("calls/reach", params, write=False))

    def history(self, cell_id: str) -> list[dict[str, Any]]:
        """Audit: every invalidation that targeted or reached the cell (who, when, why, active)."""
        return self._neo.run("calls/history", {"namespace": self.namespace, "id": _core.check_id(cell_id)},
                             write=False)

    # --- govern ------------------------------------------------------------------------------------
    def invalidate(self, cell_id: str, reason: str, by: str | None = None) -> Invalidation:
        """Mark a memory invalid and every descendant contaminated (excluded from recall)."""
        params = _core.invalidate_params(self.namespace, cell_id, reason, by)
        return _core.parse_invalidation(self._neo.run("calls/invalidate", params)[0])

    def restore(self, invalidation_id: str, by: str | None = None, reason: str | None = None) -> RestoreResult:
        """Undo an invalidation; each cell it reached is re-evaluated against the others still active."""
        params = _core.restore_params(self.namespace, invalidation_id, by, reason)
        return _core.parse_restore(self._neo.run("calls/restore", params)[0])

    def supersede(self, old_id: str, content: str, *, reason: str = "", by: str | None = None,
                  kind: str | None = None, parents: Iterable[Cell | str] | None = None, **remember_kwargs: Any) -> Cell:
        """Record ``content`` as the newer version of ``old_id`` (a preference changed, a fact corrected).

        The new memory derives from the old one's parents unless ``parents`` is given; the old one becomes
        superseded (kept with its lineage, left out of recall)."""
        old = self.get(old_id)
        if parents is None:
            parents = [c.id for c in self.parents(old_id)]
        new = self.remember(content, kind or old.kind.value, parents, **remember_kwargs)
        self._neo.run("calls/supersede", {"namespace": self.namespace, "oldId": old.id, "newId": new.id,
                                          "reason": reason, "by": by or "unknown"})
        return self.get(new.id)

    def correct(self, old_id: str, content: str, *, reason: str, by: str | None = None,
                **remember_kwargs: Any) -> tuple[Cell, Invalidation]:
        """A wrong memory replaced by a right one: supersede it and invalidate it, so everything derived
        from the wrong version is contaminated until re-derived from the correction."""
        new = self.supersede(old_id, content, reason=reason, by=by, **remember_kwargs)
        return new, self.invalidate(old_id, reason=reason, by=by)

    # --- recall ------------------------------------------------------------------------------------
    def recall(
        self,
        query: str,
        k: int = 10,
        *,
        focus: Iterable[Cell | str] | None = None,
        preset: str | recall_core.Preset | None = None,
        config: recall_core.RecallConfig | None = None,
        kinds: Iterable[str] | None = None,
        tags: Iterable[str] | None = None,
        since: Any = None,
        until: Any = None,
        include_contaminated: bool = False,
        include_superseded: bool = False,
        record: bool = True,
        task: str | None = None,
        explain: bool = True,
    ) -> recall_core.RecallResponse:
        """Hybrid recall: similar meaning, shared keywords and the lineage around ``focus`` (default: the
        active step's cells), ranked inside Neo4j; each result says why it was chosen.

        Raises InvalidQueryError (empty query, bad k, unknown preset/weight) and CellNotFoundError (a focus
        id not in this namespace)."""
        plan = recall_core.plan(
            self.namespace, query, k, focus=_core.parent_ids(active_cells() if focus is None else focus, self.namespace),
            preset=preset, config=config, kinds=kinds, tags=tags, since=since, until=until,
            include_contaminated=include_contaminated, include_superseded=include_superseded, record=record,
            task=task, explain=explain, extract=self.entities.extract)
        # the Neo4j neighbourhood runs in a worker thread while PostgreSQL finds the ANN/keyword candidates
        neighbourhood = (self._pool.submit(self._neo.run, "calls/recall_neighbourhood",
                                                plan.neighbourhood_params(), write=False)
                         if plan.uses_graph else None)
        try:
            if neighbourhood is None:
                for fid in plan.focus:
                    self.get(fid)  # unknown focus ids are an error whatever the preset
            vector = _core.query_vector(self.embedder, plan.query, self._store_dimension())
            with self._pg.connection() as conn:
                with conn.transaction():
                    conn.execute(queries.sql("recall_session"), plan.session_params())
                    pg_rows = conn.execute(queries.sql("recall_candidates"), plan.candidate_params(vector)).fetchall()
                graph = plan.graph(neighbourhood.result()) if neighbourhood is not None else []
                similarity = plan.similarity_params(vector, graph, pg_rows)
                if similarity is not None:
                    pg_rows += conn.execute(queries.sql("recall_similarity"), similarity).fetchall()
        finally:
            if neighbourhood is not None:
                neighbourhood.cancel()  # if anything above failed, a call still queued is dropped
        return plan.response(self._neo.run("calls/recall_rank", plan.rank_params(graph, pg_rows)), graph)

    def feedback(self, retrieval_id: str, cell_id: str, signal: float | str, by: str | None = None
                 ) -> dict[str, Any]:
        """Say whether a recalled memory helped: ``signal`` in [-1, 1], or "helpful" / "unhelpful"."""
        params = _core.feedback_params(self.namespace, retrieval_id, cell_id, signal, by)
        return self._neo.run("calls/feedback", params)[0]

    def retrieval(self, retrieval_id: str) -> dict[str, Any]:
        """A recorded recall: the query, preset and what it returned (with any feedback)."""
        rows = self._neo.run("calls/retrieval", {"namespace": self.namespace,
                                                 "retrievalId": _core.check_id(retrieval_id, "retrieval id")},
                             write=False)
        if not rows:
            raise NotFoundError(f"no retrieval {retrieval_id!r} in namespace {self.namespace!r}",
                                namespace=self.namespace)
        return rows[0]

    def refresh_importance(self, **weights: float) -> dict[str, Any]:
        """Recompute importance from the lineage topology (GDS PageRank), kind prior and feedback."""
        return self._neo.run("calls/importance_refresh", {"namespace": self.namespace, "options": weights})[0]

    def reconcile(self, limit: int = 10_000) -> int:
        """Index in PostgreSQL every cell Neo4j holds as not yet indexed; returns how many."""
        rows = self._neo.run("calls/unindexed", {"namespace": self.namespace, "limit": limit}, write=False)
        pending = [_core.pending_from_cell(_core.parse_cell(r["cell"])) for r in rows]
        if not pending:
            return 0
        self._embed_missing(pending)
        return len(pending) if self._index(pending) else 0

    def reindex(self, batch: int = 1000, progress: Callable[[int], None] | None = None) -> int:
        """Rebuild this namespace's PostgreSQL rows from Neo4j (the source of truth); returns how many."""
        after, done = "", 0
        while True:
            rows = self._neo.run("calls/cells_page", {"namespace": self.namespace, "after": after, "limit": batch},
                                 write=False)
            if not rows:
                return done
            pending = [_core.pending_from_cell(_core.parse_cell(r["cell"])) for r in rows]
            self._embed_missing(pending)
            self._index(pending)
            done += len(pending)
            after = pending[-1].id
            if progress is not None:
                progress(done)

    # --- internals ---------------------------------------------------------------------------------
    def _store_dimension(self) -> int:
        if self._dimension is None:
            with self._pg.connection() as conn:
                row = conn.execute(queries.sql("embedding_dimension")).fetchone()
            self._dimension = int(row[0]) if row else self.embedder.dimension
        return self._dimension

    def _embed_missing(self, cells: Sequence[_core.PendingCell]) -> None:
        todo = [c for c in cells if c.embedding is None]
        if not todo:
            return
        dimension = self._store_dimension()
        _core.check_embedder_dimension(self.embedder, dimension)
        vectors = self.embedder.embed([c.content for c in todo])
        for cell, vector in zip(todo, vectors, strict=True):
            cell.embedding = _core.check_vector(vector, dimension)

    def _index(self, cells: Sequence[_core.PendingCell]) -> bool:
        deferred = _core.defers_hnsw(self.settings, len(cells))
        rows = _core.embedding_rows(self.namespace, self.embedder.name, cells, hnsw_pending=deferred)
        try:
            with self._pg.connection() as conn:
                with conn.cursor() as cur:
                    cur.executemany(queries.sql("embedding_upsert"), rows)
        except MemLineageError as exc:
            warnings.warn(f"memories stored in Neo4j but not indexed in PostgreSQL ({exc}); "
                          "run Memory.reconcile() or `memlineage reconcile` later", stacklevel=3)
            return False
        self._neo.run("calls/mark_indexed", {"namespace": self.namespace, "ids": [c.id for c in cells]})
        if deferred and self.settings.hnsw_background_index:
            self._start_indexer()
        return True

    # --- HNSW catch-up of bulk writes ----------------------------------------------------------------
    def pending_hnsw(self) -> int:
        """How many of this namespace's embeddings wait for the HNSW graph (recall finds them meanwhile
        by an exact scan)."""
        with self._pg.connection() as conn:
            return int(conn.execute(queries.sql("embedding_pending_count"), {"namespace": self.namespace}).fetchone()[0])

    def index_pending(self) -> int:
        """Put every pending embedding of this namespace into the HNSW graph now; returns how many.

        Bulk writes (``Settings.hnsw_defer_batch`` rows or more) leave this to a background thread; call
        this to wait for it, e.g. before a latency-sensitive phase."""
        done = 0
        while True:
            batch = self._index_batch()
            done += batch
            if batch == 0:
                return done

    def _index_batch(self) -> int:
        with self._pg.connection() as conn:
            cur = conn.execute(queries.sql("embedding_index_pending"),
                               {"namespace": self.namespace, "batch": _core.HNSW_INDEX_BATCH})
            return cur.rowcount

    def _start_indexer(self) -> None:
        with self._indexer_lock:
            if self._closing.is_set() or (self._indexer is not None and self._indexer.is_alive()):
                return
            self._indexer = threading.Thread(target=self._run_indexer, name="memlineage-hnsw-indexer", daemon=True)
            self._indexer.start()

    def _run_indexer(self) -> None:
        try:
            while not self._closing.is_set():
                started = time.monotonic()  # yield the CPU to writes first
                while (delay := _core.indexer_delay(self._last_write, started, time.monotonic())) > 0:
                    if self._closing.wait(delay):
                        return
                if self._index_batch() == 0:
                    return
        except Exception as exc:  # noqa: BLE001 — the rows stay pending (and found); the next bulk write retries
            warnings.warn(f"background HNSW indexing stopped ({exc}); run Memory.index_pending() later", stacklevel=1)


def _describe_call(fn: Callable[..., Any], args: Sequence[Any], kwargs: Mapping[str, Any]) -> str:
    parts = [repr(a)[:200] for a in args] + [f"{k}={v!r}"[:200] for k, v in kwargs.items()]
    return f"{getattr(fn, '__name__', 'call')}({', '.join(parts)})"
