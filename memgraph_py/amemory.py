"""``AsyncMemory``: the asyncio twin of :class:`memgraph_py.Memory`, method for method.

Logic lives in :mod:`memgraph_py._core` and :mod:`memgraph_py.capture`; this module only awaits.
The local embedder is CPU-bound and runs in a worker thread so the event loop stays responsive.
"""

from __future__ import annotations

import asyncio
import functools
import inspect
import time
import warnings
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any, ParamSpec, TypeVar

from . import _core, queries
from . import recall as recall_core
from .capture import ProducedValues, active_cells, pushed
from .entities import EntityExtractor, HeuristicEntityExtractor
from .config import Settings, validate_namespace
from .connections import AsyncNeo4jStore, AsyncPgStore, Tracer
from .embed import Embedder, make_embedder
from .errors import CellNotFoundError, MemLineageError, NotFoundError
from .memory import _describe_call
from .models import Cell, ImpactReport, Invalidation, LineageEntry, RecordResult, RestoreResult, Trace

__all__ = ["AsyncMemory"]

P = ParamSpec("P")
R = TypeVar("R")


class AsyncMemory:
    """Asyncio client; create with ``await AsyncMemory.connect(namespace)`` (or ``async with``)."""

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
        self._neo = AsyncNeo4jStore(self.settings, tracer)
        self._pg = AsyncPgStore(self.settings)
        self._opened = False
        self._produced = ProducedValues()
        self._buffer: list[_core.PendingCell] | None = None
        self._buffer_size = 0
        self._buffer_lock = asyncio.Lock()
        self._dimension: int | None = None
        self._indexer: asyncio.Task[None] | None = None  # background HNSW catch-up of bulk writes
        self._closing = False
        self._last_write = 0.0  # time.monotonic() of the last record(): the indexer yields to writes

    @classmethod
    async def connect(cls, namespace: str | None = None, **kwargs: Any) -> AsyncMemory:
        memory = cls(namespace, **kwargs)
        await memory.open()
        return memory

    async def open(self) -> None:
        if not self._opened:
            await self._pg.open()
            self._opened = True

    async def close(self) -> None:
        try:
            await self.flush()
        finally:
            self._closing = True
            if self._indexer is not None:
                await self._indexer  # returns after the batch in progress; the rest stays pending, still found
            await self._neo.close()
            await self._pg.close()

    async def __aenter__(self) -> AsyncMemory:
        await self.open()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # --- capture -----------------------------------------------------------------------------------
    async def remember(
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
        """See :meth:`Memory.remember`."""
        pending = _core.prepare_cell(
            content, kind, namespace=self.namespace,
            parents=active_cells() if parents is None else parents, context=context, id=id,
            confidence=confidence, tags=tags, source=source, importance=importance,
        )
        if embedding is not None:
            pending.embedding = _core.check_vector(embedding, await self._store_dimension())
        pending.entities = self.entities.extract(pending.content)
        async with self._buffer_lock:
            if self._buffer is not None:
                self._buffer.append(pending)
                if len(self._buffer) >= self._buffer_size:
                    await self._flush_locked()
                return _core.parse_cell({**pending.neo4j_properties(), "namespace": self.namespace})
        await self.record([pending])
        return await self.get(pending.id)

    async def record(self, cells: Sequence[_core.PendingCell]) -> RecordResult:
        if not cells:
            return RecordResult(created=0, unchanged=0, edges=0, contaminated=0)
        await self._embed_missing(cells)
        self._last_write = time.monotonic()
        rows = await self._neo.run("calls/record", _core.batch_params(self.namespace, cells))
        result = RecordResult(**rows[0])
        await self._index(cells)
        self._last_write = time.monotonic()
        return result

    async def remember_many(self, items: Iterable[Mapping[str, Any]]) -> RecordResult:
        pending = []
        for index, item in enumerate(items):
            item = _core.batch_item(item, index)
            embedding = item.pop("embedding", None)
            cell = _core.prepare_cell(namespace=self.namespace, **item)
            cell.entities = self.entities.extract(cell.content)
            if embedding is not None:
                cell.embedding = _core.check_vector(embedding, await self._store_dimension())
            pending.append(cell)
        return await self.record(pending)

    @asynccontextmanager
    async def buffered(self, batch_size: int = 2000) -> AsyncIterator[AsyncMemory]:
        async with self._buffer_lock:
            if self._buffer is not None:
                raise MemLineageError("buffered() blocks cannot be nested")
            self._buffer, self._buffer_size = [], max(1, batch_size)
        try:
            yield self
        finally:
            async with self._buffer_lock:
                try:
                    await self._flush_locked()
                finally:
                    self._buffer = None

    async def flush(self) -> None:
        async with self._buffer_lock:
            await self._flush_locked()

    async def _flush_locked(self) -> None:
        if self._buffer:
            batch, self._buffer[:] = list(self._buffer), []
            await self.record(batch)

    @asynccontextmanager
    async def step(
        self,
        *cells: Cell | str,
        content: str | None = None,
        kind: str = "plan",
        parents: Iterable[Cell | str] | None = None,
        **remember_kwargs: Any,
    ) -> AsyncIterator[Cell | None]:
        """See :meth:`Memory.step`."""
        if content is not None:
            if cells:
                raise TypeError("step() takes existing cells or content=..., not both")
            cell: Cell | None = await self.remember(content, kind, parents, **remember_kwargs)
            ids = [cell.id]  # type: ignore[union-attr]
        else:
            ids = _core.parent_ids(list(cells), self.namespace) if cells else list(active_cells())
            cell = cells[0] if len(cells) == 1 and isinstance(cells[0], Cell) else None
        with pushed(ids):
            yield cell

    def track(self, kind: str, *, record_call: bool = False, describe: Callable[[Any], str] = str
              ) -> Callable[[Callable[P, Awaitable[R]]], Callable[P, Awaitable[R]]]:
        """See :meth:`Memory.track`; decorates coroutine functions."""
        _core.check_kind(kind)

        def decorator(fn: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
            if not inspect.iscoroutinefunction(fn):
                raise TypeError("AsyncMemory.track decorates coroutine functions; use Memory.track otherwise")

            @functools.wraps(fn)
            async def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
                parents = list(active_cells()) + self._produced.cells_for([*args, *kwargs.values()])
                if record_call:
                    call = await self.remember(_describe_call(fn, args, kwargs), "tool_call", parents)
                    parents = [call.id]
                with pushed(parents):
                    result = await fn(*args, **kwargs)
                cell = await self.remember(describe(result), kind, parents, source=fn.__name__)
                self._produced.register(result, cell.id)
                return result

            return wrapper

        return decorator

    def cell_of(self, value: object) -> str | None:
        found = self._produced.cells_for([value])
        return found[0] if found else None

    # --- read --------------------------------------------------------------------------------------
    async def get(self, cell_id: str) -> Cell:
        rows = await self._neo.run("calls/get", {"namespace": self.namespace, "id": _core.check_id(cell_id)},
                                   write=False)
        if not rows:
            raise CellNotFoundError(f"no memory {cell_id!r} in namespace {self.namespace!r}",
                                    namespace=self.namespace, cell_ids=[cell_id])
        return _core.parse_cell(rows[0]["cell"])

    async def _walk(self, name: str, cell_id: str, max_depth: int | None = None) -> list[LineageEntry]:
        params = {"namespace": self.namespace, "id": _core.check_id(cell_id),
                  "maxDepth": _core.check_depth(max_depth)}
        return _core.parse_entries(await self._neo.run(f"calls/{name}", params, write=False))

    async def parents(self, cell_id: str) -> list[Cell]:
        return [e.cell for e in await self._walk("parents", cell_id)]

    async def children(self, cell_id: str) -> list[Cell]:
        return [e.cell for e in await self._walk("children", cell_id)]

    async def ancestors(self, cell_id: str, max_depth: int | None = None) -> list[LineageEntry]:
        return await self._walk("ancestors", cell_id, max_depth)

    async def descendants(self, cell_id: str, max_depth: int | None = None) -> list[LineageEntry]:
        return await self._walk("descendants", cell_id, max_depth)

    async def trace(self, cell_id: str, max_depth: int | None = None) -> Trace:
        params = {"namespace": self.namespace, "id": _core.check_id(cell_id), "maxDepth": _core.check_depth(max_depth)}
        return _core.parse_trace(await self._neo.run("calls/trace", params, write=False))

    async def impact(self, cell_id: str) -> ImpactReport:
        rows = await self._neo.run("calls/impact", {"namespace": self.namespace, "id": _core.check_id(cell_id)},
                                   write=False)
        return _core.parse_impact(cell_id, rows)

    async def reach(self, invalidation_id: str) -> list[LineageEntry]:
        params = {"namespace": self.namespace, "invalidationId": _core.check_id(invalidation_id, "invalidation id")}
        return _core.parse_entries(await self._neo.run("calls/reach", params, write=False))

    async def history(self, cell_id: str) -> list[dict[str, Any]]:
        return await self._neo.run("calls/history", {"namespace": self.namespace, "id": _core.check_id(cell_id)},
                                   write=False)

    # --- govern ------------------------------------------------------------------------------------
    async def invalidate(self, cell_id: str, reason: str, by: str | None = None) -> Invalidation:
        params = _core.invalidate_params(self.namespace, cell_id, reason, by)
        return _core.parse_invalidation((await self._neo.run("calls/invalidate", params))[0])

    async def restore(self, invalidation_id: str, by: str | None = None, reason: str | None = None
                      ) -> RestoreResult:
        params = _core.restore_params(self.namespace, invalidation_id, by, reason)
        return _core.parse_restore((await self._neo.run("calls/restore", params))[0])

    async def supersede(self, old_id: str, content: str, *, reason: str = "", by: str | None = None,
                  kind: str | None = None, parents: Iterable[Cell | str] | None = None, **remember_kwargs: Any) -> Cell:
        """Record ``content`` as the newer version of ``old_id`` (a preference changed, a fact corrected).

        The new memory derives from the old one's parents unless ``parents`` is given; the old one becomes
        superseded (kept with its lineage, left out of recall)."""
        old = await self.get(old_id)
        if parents is None:
            parents = [c.id for c in await self.parents(old_id)]
        new = await self.remember(content, kind or old.kind.value, parents, **remember_kwargs)
        await self._neo.run("calls/supersede", {"namespace": self.namespace, "oldId": old.id, "newId": new.id,
                                          "reason": reason, "by": by or "unknown"})
        return await self.get(new.id)

    async def correct(self, old_id: str, content: str, *, reason: str, by: str | None = None,
                **remember_kwargs: Any) -> tuple[Cell, Invalidation]:
        """A wrong memory replaced by a right one: supersede it and invalidate it, so everything derived
        from the wrong version is contaminated until re-derived from the correction."""
        new = await self.supersede(old_id, content, reason=reason, by=by, **remember_kwargs)
        return new, await self.invalidate(old_id, reason=reason, by=by)

    # --- recall ------------------------------------------------------------------------------------
    async def recall(
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
        """See :meth:`Memory.recall`. Hybrid recall: similar meaning, shared keywords and the lineage around ``focus`` (default: the
        active step's cells), ranked inside Neo4j; each result says why it was chosen.

        Raises InvalidQueryError (empty query, bad k, unknown preset/weight) and CellNotFoundError (a focus
        id not in this namespace)."""
        plan = recall_core.plan(
            self.namespace, query, k, focus=_core.parent_ids(active_cells() if focus is None else focus, self.namespace),
            preset=preset, config=config, kinds=kinds, tags=tags, since=since, until=until,
            include_contaminated=include_contaminated, include_superseded=include_superseded, record=record,
            task=task, explain=explain, extract=self.entities.extract)
        # the Neo4j neighbourhood runs as its own task while PostgreSQL finds the ANN/keyword candidates
        neighbourhood = (asyncio.ensure_future(self._neo.run("calls/recall_neighbourhood", plan.neighbourhood_params(),
                                                             write=False))
                         if plan.uses_graph else None)
        try:
            if neighbourhood is None:
                for fid in plan.focus:
                    await self.get(fid)  # unknown focus ids are an error whatever the preset
            dimension = await self._store_dimension()
            vector = await asyncio.to_thread(_core.query_vector, self.embedder, plan.query, dimension)
            await self.open()
            async with self._pg.connection() as conn:
                async with conn.transaction():
                    await conn.execute(queries.sql("recall_session"), plan.session_params())
                    cursor = await conn.execute(queries.sql("recall_candidates"), plan.candidate_params(vector))
                    pg_rows = await cursor.fetchall()
                graph = plan.graph(await neighbourhood) if neighbourhood is not None else []
                similarity = plan.similarity_params(vector, graph, pg_rows)
                if similarity is not None:
                    cursor = await conn.execute(queries.sql("recall_similarity"), similarity)
                    pg_rows += await cursor.fetchall()
        finally:
            if neighbourhood is not None and not neighbourhood.done():
                neighbourhood.cancel()  # an error above must not leave it running unseen
        return plan.response(await self._neo.run("calls/recall_rank", plan.rank_params(graph, pg_rows)), graph)

    async def feedback(self, retrieval_id: str, cell_id: str, signal: float | str, by: str | None = None
                 ) -> dict[str, Any]:
        """Say whether a recalled memory helped: ``signal`` in [-1, 1], or "helpful" / "unhelpful"."""
        params = _core.feedback_params(self.namespace, retrieval_id, cell_id, signal, by)
        return await self._neo.run("calls/feedback", params)[0]

    async def retrieval(self, retrieval_id: str) -> dict[str, Any]:
        """A recorded recall: the query, preset and what it returned (with any feedback)."""
        rows = await self._neo.run("calls/retrieval", {"namespace": self.namespace,
                                                 "retrievalId": _core.check_id(retrieval_id, "retrieval id")},
                             write=False)
        if not rows:
            raise NotFoundError(f"no retrieval {retrieval_id!r} in namespace {self.namespace!r}",
                                namespace=self.namespace)
        return rows[0]

    async def refresh_importance(self, **weights: float) -> dict[str, Any]:
        """Recompute importance from the lineage topology (GDS PageRank), kind prior and feedback."""
        return await self._neo.run("calls/importance_refresh", {"namespace": self.namespace, "options": weights})[0]

    async def reconcile(self, limit: int = 10_000) -> int:
        rows = await self._neo.run("calls/unindexed", {"namespace": self.namespace, "limit": limit}, write=False)
        pending = [_core.pending_from_cell(_core.parse_cell(r["cell"])) for r in rows]
        if not pending:
            return 0
        await self._embed_missing(pending)
        return len(pending) if await self._index(pending) else 0

    # --- internals ---------------------------------------------------------------------------------
    async def _store_dimension(self) -> int:
        if self._dimension is None:
            await self.open()
            async with self._pg.connection() as conn:
                row = await (await conn.execute(queries.sql("embedding_dimension"))).fetchone()
            self._dimension = int(row[0]) if row else self.embedder.dimension
        return self._dimension

    async def _embed_missing(self, cells: Sequence[_core.PendingCell]) -> None:
        todo = [c for c in cells if c.embedding is None]
        if not todo:
            return
        dimension = await self._store_dimension()
        _core.check_embedder_dimension(self.embedder, dimension)
        vectors = await asyncio.to_thread(self.embedder.embed, [c.content for c in todo])
        for cell, vector in zip(todo, vectors, strict=True):
            cell.embedding = _core.check_vector(vector, dimension)

    async def _index(self, cells: Sequence[_core.PendingCell]) -> bool:
        deferred = _core.defers_hnsw(self.settings, len(cells))
        rows = _core.embedding_rows(self.namespace, self.embedder.name, cells, hnsw_pending=deferred)
        try:
            await self.open()
            async with self._pg.connection() as conn:
                async with conn.cursor() as cur:
                    await cur.executemany(queries.sql("embedding_upsert"), rows)
        except MemLineageError as exc:
            warnings.warn(f"memories stored in Neo4j but not indexed in PostgreSQL ({exc}); "
                          "run AsyncMemory.reconcile() or `memlineage reconcile` later", stacklevel=3)
            return False
        await self._neo.run("calls/mark_indexed", {"namespace": self.namespace, "ids": [c.id for c in cells]})
        if (deferred and self.settings.hnsw_background_index and not self._closing
                and (self._indexer is None or self._indexer.done())):
            self._indexer = asyncio.get_running_loop().create_task(self._run_indexer())
        return True

    # --- HNSW catch-up of bulk writes (see Memory) ---------------------------------------------------
    async def pending_hnsw(self) -> int:
        await self.open()
        async with self._pg.connection() as conn:
            cur = await conn.execute(queries.sql("embedding_pending_count"), {"namespace": self.namespace})
            return int((await cur.fetchone())[0])

    async def index_pending(self) -> int:
        done = 0
        while True:
            batch = await self._index_batch()
            done += batch
            if batch == 0:
                return done

    async def _index_batch(self) -> int:
        await self.open()
        async with self._pg.connection() as conn:
            cur = await conn.execute(queries.sql("embedding_index_pending"),
                                     {"namespace": self.namespace, "batch": _core.HNSW_INDEX_BATCH})
            return cur.rowcount

    async def _run_indexer(self) -> None:
        try:
            while not self._closing:
                started = time.monotonic()  # yield the CPU to writes first
                while (delay := _core.indexer_delay(self._last_write, started, time.monotonic())) > 0:
                    await asyncio.sleep(min(delay, 0.05))  # short naps: close() is seen promptly
                    if self._closing:
                        return
                if await self._index_batch() == 0:
                    return
        except Exception as exc:  # noqa: BLE001 — the rows stay pending (and found); the next bulk write retries
            warnings.warn(f"background HNSW indexing stopped ({exc}); run AsyncMemory.index_pending() later",
                          stacklevel=1)
