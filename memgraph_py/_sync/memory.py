# Generated from memgraph_py/_async/memory.py by tools/unasync.py: do not edit. Change the source, then `make generate`.
"""The synchronous twin of :mod:`memgraph_py._async.memory`, generated: read that module for the documentation."""

from __future__ import annotations

import time
import uuid
import warnings
from datetime import datetime, timezone
from collections.abc import Iterator, Callable, Iterable, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

import psycopg

from .. import _core, queries
from .. import recall as recall_core
from ..capture import ProducedValues, Step, active_cells, current_step, track
from ..config import Settings, validate_namespace
from ..connections import Tracer
from ..embed import Embedder, make_embedder
from ..entities import EntityExtractor, HeuristicEntityExtractor
from ..judge import HeuristicJudge, Judge
from ..lifecycle import current_task
from ..errors import CellNotFoundError, InvalidInputError, InvalidQueryError, MemLineageError, NotFoundError
from ..query_understanding import NoExpansion, expand_query
from ..models import Cell, CellStatus, ImpactReport, IndexStatus, Invalidation, LineageEntry, RecordResult, RestoreResult, Trace
from ..traces import ResolutionPolicy
from . import _compat
from .stores import Neo4jStore, PgStore
from .check import Check
from .ingest import Ingest
from .learning import Learning
from .lifecycle import Lifecycle
from .repair import Repair
from .traces import Traces

__all__ = ["Memory"]

# capture queues at most this many memories for discover(); older ones are dropped (discover(cells=...) still works)
DISCOVERY_QUEUE = 100_000
# retrievals recorded in the background at most at once; a recall beyond waits for them
MAX_PENDING_RECORDS = 64
# seconds between two reads of PostgreSQL's common keyword lexemes (recall_common_lexemes.sql)
COMMON_LEXEMES_TTL = 300.0
#: The healer's first retry after PostgreSQL refused a write, its longest wait between retries, its batch.
HEAL_FIRST_DELAY = 1.0
HEAL_MAX_DELAY = 30.0
HEAL_BATCH = 2_000
# a query embedding faster than this (a cache, precomputed vectors) gives the Neo4j neighbourhood nothing to run beside:
# recall then starts it after the embedding, in the background work that reads the graph candidates' similarities next
QUICK_EMBEDDING = 0.001


class _SentPipeline:
    """An open recall pipeline (:meth:`Memory._pg_sent`) that takes further read statements: each is sent at once
    and its rows land in the caller's list when the pipeline has ended (:meth:`collect`)."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self._pending: list[tuple[Any, list[Any]]] = []

    def send(self, name: str, params: Mapping[str, Any], rows: list[Any]) -> None:
        self._pending.append((self.conn.execute(queries.sql(name), params), rows))

    def collect(self) -> None:
        for cursor, rows in self._pending:
            rows.extend(cursor.fetchall())


class Memory(Traces, Learning, Check, Ingest, Lifecycle, Repair):
    """Lineage-guided memory for one namespace (tenant/agent).

    Use it as a context manager (``with Memory("demo") as memory:``), or call
    :meth:`open` (optional: stores open on first use) and :meth:`close`.

    >>> with Memory(namespace="demo") as memory:            # doctest: +SKIP
    ...     question = memory.remember("What should I wear in Paris?", "user_input")
    ...     with memory.step(question):
    ...         weather = memory.remember("Paris: 28°C, sunny", "tool_result")
    """

    #: What ``recall(expand=True)`` rephrases the query with (None: the offline no-op, see query_understanding).
    query_expander: Any = None

    def __init__(
        self,
        namespace: str | None = None,
        *,
        settings: Settings | None = None,
        embedder: Embedder | None = None,
        tracer: Tracer | None = None,
        entity_extractor: EntityExtractor | None = None,
        judge: Judge | None = None,
        policy: ResolutionPolicy | None = None,
    ) -> None:
        self.settings = settings or Settings.from_env(namespace=namespace)
        self.namespace = validate_namespace(namespace or self.settings.namespace)
        self.embedder = embedder if embedder is not None else make_embedder(self.settings)
        self.entities = entity_extractor if entity_extractor is not None else HeuristicEntityExtractor()
        self.judge = judge if judge is not None else HeuristicJudge()  # labels pairs for discover()
        self.policy = policy if policy is not None else ResolutionPolicy()  # settles contradictions it safely can
        self._discovery_pending: list[str] = []
        # fitted presets read from Neo4j: (plain, focus) configs
        self._presets: dict[str, tuple[recall_core.RecallConfig, recall_core.RecallConfig]] = {}
        self._discoverer: _compat.Background[Any] | None = None
        self._tracer = tracer
        self._neo = Neo4jStore(self.settings, tracer)
        self._pg = PgStore(self.settings)
        # recall's reads go to a replica when one is configured (read-only sessions); else to the primary
        self._pg_read = (PgStore(self.settings, dsn=self.settings.pg_read_dsn, read_only=True)
                         if self.settings.pg_read_dsn else self._pg)
        self._produced = ProducedValues()
        self._buffer: list[_core.PendingCell] | None = None
        self._buffer_size = 0
        self._buffer_lock = _compat.Lock()
        self._dimension: int | None = None
        # recall's Neo4j half overlaps its PostgreSQL half; the HNSW indexer of bulk writes runs beside writes
        self._spawner = _compat.Spawner()
        self._indexer: _compat.Background[None] | None = None
        self._indexer_lock = _compat.Lock()
        # PostgreSQL refused a write: the cells stay in Neo4j (indexed = false) and the healer indexes them
        # when it answers again; index_status() shows the state
        self._healer: _compat.Background[None] | None = None
        self._degraded_since: datetime | None = None
        self._index_error: str | None = None
        self._stopping = _compat.Stopping()
        self._last_write = 0.0  # time.monotonic() of the last record(): the indexer yields to writes
        self._records: dict[str, _compat.Background[Any]] = {}  # retrievals being recorded in the background
        self._lexemes: dict[str, float] | None = None  # common keyword lexemes, read at _lexemes_at
        self._lexemes_at = 0.0
        self._quick_embedding = False  # the last query embedding took less than QUICK_EMBEDDING seconds

    # --- lifecycle ---------------------------------------------------------------------------------
    @classmethod
    def connect(cls, namespace: str | None = None, **kwargs: Any) -> Memory:
        """A client whose stores are open (a down server fails here, with ConnectionFailed)."""
        memory = cls(namespace, **kwargs)
        return memory.__enter__()

    def open(self) -> None:
        """Open the PostgreSQL pools now instead of on first use; cells an earlier client could not index (while
        PostgreSQL was down) are healed in the background from here."""
        self._pg.open()
        self._pg_read.open()
        rows = self._neo.run("cells_unindexed_count", {"namespace": self.namespace}, write=False)
        if rows and rows[0]["cells"]:
            self._start_healer()

    def close(self) -> None:
        """Write what is buffered, stop the background indexer between batches, close the stores."""
        try:
            self.flush()
            self._settle_records()
        finally:
            self._stopping.set()
            for worker in (self._indexer, self._discoverer, self._healer):
                if worker is not None:
                    worker.result()  # returns after the batch in progress; the rest waits for the next client
            self._spawner.shutdown()
            self._neo.close()
            self._pg.close()
            if self._pg_read is not self._pg:
                self._pg_read.close()

    def __enter__(self) -> Memory:
        try:
            self.open()
        except BaseException:
            self.close()  # the block never runs: release the driver and pools now
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def for_namespace(self, namespace: str) -> Memory:
        """Another client on the same settings, embedder and tracer for a different namespace (own connections)."""
        return Memory(namespace, settings=self.settings, embedder=self.embedder, tracer=self._tracer,
                           entity_extractor=self.entities, judge=self.judge, policy=self.policy)

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
        result_of: Cell | str | None = None,
        merge_duplicate: bool = False,
    ) -> Cell:
        """Record one memory. ``parents=None`` takes the active cells of the current step. Inside a step the
        memory also FOLLOWS the one captured before it in that step; ``result_of`` names the recorded call
        (a ``tool_call`` cell) it is the result of (``@track(record_call=True)`` sets it).

        Raises InvalidInputError subclasses for bad arguments, MissingParentsError / CycleError when the
        lineage would break, IdConflictError when ``id`` is stored with other content, tags, source or
        context (an id recorded again is a retry and changes nothing); nothing is written in those cases.

        ``merge_duplicate=True`` (opt-in): when a valid memory of the same kind with exactly this content is stored,
        no new memory is written; the stored one gains this call's parents as lineage and is returned (not in
        ``buffered()``, whose writes are batched).
        """
        pending = _core.prepare_cell(
            content, kind, namespace=self.namespace,
            parents=active_cells() if parents is None else parents, context=context, id=id,
            confidence=confidence, tags=tags, source=source, importance=importance,
        )
        if result_of is not None:
            pending.result_of = _core.check_id(result_of.id if isinstance(result_of, Cell) else result_of, "result_of id")
        if embedding is not None:
            pending.embedding = _core.check_vector(embedding, self._store_dimension())
        pending.entities = self.entities.extract(pending.content)
        task = current_task()
        if task is not None and task != pending.id:  # captured inside an open task: its working layer
            pending.task, pending.layer = task, "working"
        step = current_step()
        if step is not None and step.last != pending.id:
            pending.follows = step.last
        used = dict(step.used) if step is not None and parents is None else {}
        if used:  # recalled memories the agent chose to use (use()): parents, through their retrieval
            pending.parents += [p for p in used if p not in pending.parents]
            pending.via = used
        if merge_duplicate and self._buffer is None:
            duplicate = self._stored_duplicate(pending)
            merged = self._merge_into(duplicate, pending) if duplicate is not None else None
            if merged is not None:
                if step is not None:
                    step.last = merged.id
                    for parent in used:
                        step.used.pop(parent, None)
                return merged
        with self._buffer_lock:
            if self._buffer is not None:
                self._buffer.append(pending)
                if step is not None:
                    step.last = pending.id
                    for parent in used:
                        step.used.pop(parent, None)
                if len(self._buffer) >= self._buffer_size:
                    self._flush_locked()
                return _core.parse_cell({**pending.neo4j_properties(), "namespace": self.namespace})
        self.record([pending])
        if step is not None:
            step.last = pending.id
            for parent in used:
                step.used.pop(parent, None)
        return self.get(pending.id)

    def record(self, cells: Sequence[_core.PendingCell]) -> RecordResult:
        """Write a validated batch atomically to Neo4j, then index it in PostgreSQL."""
        if not cells:
            return RecordResult(created=0, unchanged=0, edges=0, contaminated=0)
        if any(c.via for c in cells):  # derived through a recall: its retrieval must be stored first
            self._settle_records()
        self._embed_missing(cells)
        self._last_write = time.monotonic()
        rows = self._neo.run("lineage_record", _core.batch_params(self.namespace, cells,
                                                                         embeddings=self.settings.recall_one_call))
        result = RecordResult(**rows[0])
        if not self._index(cells):
            result = result.model_copy(update={"unindexed": len(cells)})
        self._last_write = time.monotonic()
        self._queue_discovery([c.id for c in cells])
        return result

    def remember_many(self, items: Iterable[Mapping[str, Any]]) -> RecordResult:
        """Record a batch of ``remember`` keyword dicts atomically (all or nothing)."""
        pending = []
        for index, item in enumerate(items):
            if index >= _core.MAX_BATCH:  # refused before the rest is read, prepared or embedded
                raise InvalidInputError(f"a batch holds at most {_core.MAX_BATCH:,} cells; this one has more")
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
        """High-rate capture: ``remember`` queues, batches of ``batch_size`` are written, the rest on exit.

        Contract: a capture is durable once the flush that wrote it returned (``flush()``, the ``remember``
        that filled a batch, or leaving the block); until then it lives only in this process's memory and a
        killed process loses it. Each batch commits wholly or not at all. A failed flush keeps the captures
        buffered and raises (a stopped server: :class:`ConnectionFailed`, ``is_retryable()`` true); the next
        flush retries them. Leaving the block with captures still unwritten raises with them in the error's
        ``unwritten`` (``memory.record(exc.unwritten)`` writes them later; re-recording an id is harmless).
        """
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
                except MemLineageError as exc:
                    exc.unwritten = list(self._buffer or ())  # handed back: the buffer ends with the block
                    raise
                finally:
                    self._buffer = None

    def flush(self) -> None:
        """Write the cells ``buffered()`` holds now; on failure they stay buffered (see ``buffered``)."""
        with self._buffer_lock:
            self._flush_locked()

    def _flush_locked(self) -> None:
        # batches of at most _buffer_size, oldest first (parents before children); a batch leaves the buffer
        # only once it is committed, so a failure loses nothing and the next flush retries it
        while self._buffer:
            batch = self._buffer[: max(self._buffer_size, 1)]
            self.record(batch)
            del self._buffer[: len(batch)]

    def step(
        self,
        *cells: Cell | str,
        content: str | None = None,
        kind: str = "plan",
        parents: Iterable[Cell | str] | None = None,
        **remember_kwargs: Any,
    ) -> Step:
        """Make cells active for a block: the given cells/ids, or a new ``kind`` cell from ``content``
        (whose parents default to the active cells). Lineage captured inside (``remember`` without
        parents, ``@track``) derives from them. Yields the new cell, or the single given Cell.

        ``with`` always works; a plain ``with`` works for existing cells. On the sync client both
        work (``with`` records ``content`` from a worker thread); on Memory ``with`` and
        ``content=`` raise TypeError, since recording needs the event loop."""
        return Step(self, cells, content, kind, parents, remember_kwargs, asynchronous=_compat.IS_ASYNC)

    def track(self, kind: str, *, record_call: bool = False, describe: Callable[[Any], str] = str,
              replayable: bool | str = False) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Decorator: record the function's result as a ``kind`` cell (the return value is unchanged).

        Parents are the cells active when it is called plus the cells that produced any argument
        (values returned by other tracked functions). With ``record_call=True`` a ``tool_call`` cell
        (name and arguments) is recorded first and is the result's parent.

        ``Memory.track`` decorates plain and coroutine functions (for an ``def`` the writes run in
        a worker thread); ``Memory.track`` decorates coroutine functions and raises TypeError for a
        plain function, whose result it could not record without blocking the event loop.

        ``replayable=True`` (or a stable name) registers the function for :meth:`replay`, which re-runs it on
        corrected inputs after an invalidation (see :mod:`memgraph_py._sync.repair`)."""
        _core.check_kind(kind)
        return track(self, kind, record_call, describe, asynchronous=_compat.IS_ASYNC, replayable=replayable)

    def cell_of(self, value: object) -> str | None:
        """The id of the cell that recorded ``value`` (returned by a tracked function), if known."""
        found = self._produced.cells_for([value])
        return found[0] if found else None

    # --- read --------------------------------------------------------------------------------------
    def get(self, cell_id: str, *, as_of: datetime | None = None) -> Cell:
        """One memory; CellNotFoundError if this namespace has no such id. ``as_of``: the memory as it was
        believed then — its status at that time (invalidations, restores, supersessions and conflict
        resolutions are timestamped), and not found if it was recorded later."""
        if as_of is not None:
            rows = self._neo.run("lineage_get_as_of", {"namespace": self.namespace, "id": _core.check_id(cell_id),
                                                             "asOf": recall_core.epoch_millis(as_of)}, write=False)
            return _core.parse_cell(rows[0]["cell"])
        rows = self._neo.run("lineage_get", {"namespace": self.namespace, "id": _core.check_id(cell_id)},
                                   write=False)
        if not rows:
            raise CellNotFoundError(f"no memory {cell_id!r} in namespace {self.namespace!r}",
                                    namespace=self.namespace, cell_ids=[cell_id])
        return _core.parse_cell(rows[0]["cell"])

    def _walk(self, query: str, cell_id: str, max_depth: int | None = None) -> list[LineageEntry]:
        params = {"namespace": self.namespace, "id": _core.check_id(cell_id),
                  "maxDepth": _core.check_depth(max_depth)}
        return _core.parse_entries(self._neo.run(query, params, write=False))

    def parents(self, cell_id: str) -> list[Cell]:
        """The memories ``cell_id`` was derived from."""
        return [e.cell for e in self._walk("lineage_parents", cell_id)]

    def children(self, cell_id: str) -> list[Cell]:
        """The memories derived directly from ``cell_id``."""
        return [e.cell for e in self._walk("lineage_children", cell_id)]

    def ancestors(self, cell_id: str, max_depth: int | None = None) -> list[LineageEntry]:
        """Everything ``cell_id`` rests on, with the depth of each (1 = a parent)."""
        return self._walk("lineage_ancestors", cell_id, max_depth)

    def descendants(self, cell_id: str, max_depth: int | None = None) -> list[LineageEntry]:
        """Everything derived from ``cell_id``, with the depth of each (1 = a child)."""
        return self._walk("lineage_descendants", cell_id, max_depth)

    def trace(self, cell_id: str, max_depth: int | None = None) -> Trace:
        """Provenance back to the roots (user inputs, tool calls) with each step's generation context."""
        params = {"namespace": self.namespace, "id": _core.check_id(cell_id), "maxDepth": _core.check_depth(max_depth)}
        return _core.parse_trace(self._neo.run("lineage_trace_cells", params, write=False))

    def impact(self, cell_id: str) -> ImpactReport:
        """Dry run of :meth:`invalidate`: what would be contaminated, by depth and kind."""
        rows = self._neo.run("contamination_impact", {"namespace": self.namespace,
                                                            "id": _core.check_id(cell_id)}, write=False)
        return _core.parse_impact(cell_id, rows)

    def reach(self, invalidation_id: str) -> list[LineageEntry]:
        """Audit of an invalidation: its cell (depth 0) and every cell it reaches, with depths.

        While active it reaches every current descendant (also cells recorded after it); once restored,
        the cells it reached at the restore."""
        params = {"namespace": self.namespace, "invalidationId": _core.check_id(invalidation_id, "invalidation id")}
        return _core.parse_entries(self._neo.run("contamination_reach", params, write=False))

    def history(self, cell_id: str) -> list[dict[str, Any]]:
        """Audit: every invalidation that targeted or reached the cell (who, when, why, active)."""
        return self._neo.run("contamination_history", {"namespace": self.namespace,
                                                             "id": _core.check_id(cell_id)}, write=False)

    # --- govern ------------------------------------------------------------------------------------
    def invalidate(self, cell_id: str, reason: str, by: str | None = None) -> Invalidation:
        """Mark a memory invalid and every descendant contaminated (excluded from recall)."""
        params = _core.invalidate_params(self.namespace, cell_id, reason, by)
        return _core.parse_invalidation((self._neo.run("contamination_invalidate", params))[0])

    def restore(self, invalidation_id: str, by: str | None = None, reason: str | None = None
                      ) -> RestoreResult:
        """Undo an invalidation; each cell it reached is re-evaluated against the others still active."""
        params = _core.restore_params(self.namespace, invalidation_id, by, reason)
        return _core.parse_restore((self._neo.run("contamination_restore", params))[0])

    def supersede(self, old_id: str, content: str, *, reason: str = "", by: str | None = None,
                        kind: str | None = None, parents: Iterable[Cell | str] | None = None,
                        **remember_kwargs: Any) -> Cell:
        """Record ``content`` as the newer version of ``old_id`` (a preference changed, a fact corrected), in
        one transaction: on any error neither memory changes.

        The new memory derives from the old one's parents unless ``parents`` is given; the old one becomes
        superseded (kept with its lineage, left out of recall)."""
        return (self._replace(old_id, content, reason=reason, by=by, kind=kind, parents=parents,
                                    invalidate=False, **remember_kwargs))[0]

    def correct(self, old_id: str, content: str, *, reason: str, by: str | None = None,
                      **remember_kwargs: Any) -> tuple[Cell, Invalidation]:
        """A wrong memory replaced by a right one: supersede it and invalidate it in one transaction, so
        everything derived from the wrong version is contaminated until re-derived from the correction."""
        new, invalidation = self._replace(old_id, content, reason=reason, by=by, invalidate=True,
                                                **remember_kwargs)
        assert invalidation is not None
        return new, invalidation

    def _replace(self, old_id: str, content: str, *, reason: str, by: str | None, invalidate: bool,
                       kind: str | None = None, parents: Iterable[Cell | str] | None = None,
                       **remember_kwargs: Any) -> tuple[Cell, Invalidation | None]:
        by = _core.check_by(by)
        if invalidate:  # a correction must say why; a supersession may leave it empty
            reason = _core.check_text(reason, "reason")
        elif not isinstance(reason, str) or len(reason) > 2000:
            raise InvalidInputError("reason must be a string of at most 2000 characters")
        old = self.get(old_id)
        pending = _core.prepare_cell(content, kind or old.kind.value, namespace=self.namespace,
                                     parents=parents, **remember_kwargs)
        pending.entities = self.entities.extract(pending.content)
        self._embed_missing([pending])
        cell_map = pending.neo4j_properties()
        if self.settings.recall_one_call and pending.embedding is not None:
            cell_map["embedding"] = [float(x) for x in pending.embedding]
        if parents is not None:
            cell_map["parents"] = pending.parents  # absent: the old memory's parents
        self._last_write = time.monotonic()
        row = (self._neo.run("traces_replace", {
            "namespace": self.namespace, "oldId": old.id, "cell": cell_map, "reason": reason, "by": by,
            "invalidate": invalidate}))[0]
        self._index([pending])
        self._queue_discovery([pending.id])
        invalidation = _core.parse_invalidation(row["invalidation"]) if row["invalidation"] is not None else None
        return _core.parse_cell(row["cell"]), invalidation

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
        as_of: datetime | None = None,
        understand: bool = False,
        layers: Iterable[str] | str | None = None,
        expand: Any = False,
    ) -> recall_core.RecallResponse:
        """Hybrid recall: similar meaning, shared keywords and the lineage around ``focus`` (default: the
        active step's cells), ranked inside Neo4j; each result says why it was chosen.

        ``preset`` is semantic, lineage, balanced or a preset fitted by :meth:`fit_preset`; ``as_of`` answers
        what the memory believed at that time (statuses as they were then, never a later memory). ``understand``
        reads the query first (:mod:`memgraph_py.query_understanding`: a time expression becomes since/until, named
        entities anchors, the intent a kinds filter — filters given here win) and returns that reading as
        ``response.interpretation``. ``expand`` (opt-in) adds rephrasings of the query: ``True`` uses this client's
        ``query_expander`` (offline default: none, a documented no-op), or pass an expander such as
        :class:`~memgraph_py.query_understanding.QueryExpander`; the rephrasings join the keyword route and the
        query embedding and are shown in ``response.interpretation`` (not with ``layers``).

        Raises InvalidQueryError (empty query, bad k, unknown preset/weight) and CellNotFoundError (a focus
        id not in this namespace). ``layers`` (working / episodic / semantic) keeps memories of those layers only
        (:meth:`Lifecycle.recall_in_layers`)."""
        if layers is not None:
            if expand:
                raise InvalidQueryError("recall(expand=...) does not combine with layers=; recall without layers")
            return self.recall_in_layers(query, k, layers, focus=focus, preset=preset, config=config, kinds=kinds,
                                               tags=tags, since=since, until=until, explain=explain, as_of=as_of,
                                               include_contaminated=include_contaminated,
                                               include_superseded=include_superseded, task=task)
        focus_ids = _core.parent_ids(active_cells() if focus is None else focus, self.namespace)
        if isinstance(preset, str) and preset not in {p.value for p in recall_core.Preset}:
            # a preset fitted by shape weighs a recall given a focus with the weights fitted on such recalls
            config, preset = self._stored_preset(preset, bool(focus_ids)), None
        plan = recall_core.plan(
            self.namespace, query, k, focus=focus_ids,
            preset=preset, config=config, kinds=kinds, tags=tags, since=since, until=until,
            include_contaminated=include_contaminated, include_superseded=include_superseded, record=record,
            task=task, explain=explain, extract=self.entities.extract, as_of=as_of, understand=understand)
        # the Neo4j neighbourhood runs beside the embedding when that takes time (see QUICK_EMBEDDING); otherwise this
        # call asks for it itself once the PostgreSQL candidate queries are sent (_candidates)
        neighbourhood = (self._spawner.spawn(self._neo.run, "recall_neighbourhood", plan.neighbourhood_params(),
                                             write=False)
                         if plan.uses_graph and not self._quick_embedding and not self.settings.recall_one_call
                         else None)
        try:
            if not plan.uses_graph:
                for fid in plan.focus:
                    self.get(fid)  # unknown focus ids are an error whatever the preset
            dimension = self._store_dimension()
            if expand:
                expander = (self.query_expander or NoExpansion()) if expand is True else expand
                plan.expanded(expander, *_compat.to_thread(expand_query, expander, plan.query))
            embedding_started = time.monotonic()
            vector = _compat.to_thread(_core.query_vector, self.embedder, plan.texts, dimension)
            self._quick_embedding = time.monotonic() - embedding_started < QUICK_EMBEDDING
            if plan.cfg.keyword_route:
                plan.common_lexemes = self._common_lexemes()
            if self.settings.recall_one_call and plan.uses_graph:
                response = self._recall_one_call(plan, vector)
                if response is not None:
                    return response
            graph, scored, pg_rows = self._candidates(plan, vector, 1, graph=plan.uses_graph,
                                                            neighbourhood=neighbourhood)
        finally:
            if neighbourhood is not None:
                neighbourhood.cancel()  # if anything above failed, the call is not left running unseen
        # ranked by the READ procedure (a cluster's secondaries serve it); when statuses filtered rows that
        # filled a route's cut, fewer than k remain: widen the PostgreSQL routes and rank again
        round_ = 0
        while True:
            rows = self._neo.run("recall_rank_read", plan.rank_params(graph, scored + pg_rows), write=False)
            if not plan.pruned_exactly(rows):  # a left-out candidate might have made the top k: rank them all
                rows = self._neo.run("recall_rank_read", plan.rank_params(graph, scored + pg_rows, pruning=False),
                                           write=False)
            if not plan.needs_wider(rows, pg_rows, vector, round_):
                break
            round_ += 1
            pg_rows = (self._candidates(plan, vector, recall_core.WIDEN_FACTOR ** round_))[2]
        retrieval = self._record_retrieval(plan, rows) if plan.record and rows else None
        return plan.response(rows, graph, retrieval)

    def _recall_one_call(self, plan: recall_core.RecallPlan, vector: Any) -> recall_core.RecallResponse | None:
        """recall with one Neo4j call (Settings.recall_one_call): PostgreSQL's candidates, then
        memlineage.recall.neighbourhoodRank finds the graph candidates, scores them from their embedding copies and
        ranks everything. None when a graph candidate has no copy (or nothing came back, which the two-call way
        confirms): the caller ranks the two-call way."""
        round_ = 0
        pg_rows = (self._candidates(plan, vector, 1))[2]
        while True:
            rows = self._neo.run("recall_neighbourhood_rank", plan.one_call_params(vector, pg_rows), write=False)
            if not rows or rows[0]["uncopied"]:
                return None
            if not plan.needs_wider(rows, pg_rows, vector, round_):
                break
            round_ += 1
            pg_rows = (self._candidates(plan, vector, recall_core.WIDEN_FACTOR ** round_))[2]
        retrieval = self._record_retrieval(plan, rows) if plan.record else None
        return plan.response(rows, [{"id": r["cell"]["id"], "via": r["via"], "anchor": r["anchor"]} for r in rows],
                             retrieval)

    def copy_embeddings(self, batch: int = 1000, progress: Callable[[int], None] | None = None) -> int:
        """Copy this namespace's embeddings from PostgreSQL onto their MemCells in Neo4j (what
        Settings.recall_one_call's recall scores graph candidates with; cells recorded with it on have theirs).
        Returns how many were copied."""
        after, done = "", 0
        while True:
            with self._pg.connection() as conn:
                cursor = conn.execute(queries.sql("embedding_page"),
                                            {"namespace": self.namespace, "after": after, "limit": batch})
                rows = cursor.fetchall()
            if not rows:
                return done
            copied = self._neo.run("recall_copy_embeddings", {
                "namespace": self.namespace, "rows": [[cid, vec.to_list()] for cid, vec in rows]})
            done += int(copied[0]["copied"])
            after = rows[-1][0]
            if progress is not None:
                progress(done)

    def _candidates(self, plan: recall_core.RecallPlan, vector: Any, widen: int, *, graph: bool = False,
                          neighbourhood: _compat.Background[list[dict[str, Any]]] | None = None
                          ) -> tuple[list[dict[str, Any]], list[Any], list[Any]]:
        """recall's candidates, all driven from this call: the nearest neighbours (recall_candidates_ann.sql) and the
        keyword matches (recall_candidates_keyword.sql) are sent on two connections and PostgreSQL works on both at
        once while, with ``graph``, Neo4j finds the graph candidates (recall_neighbourhood, or ``neighbourhood`` when it
        was started before the embedding); their similarities (recall_similarity.sql) are then sent into the open
        pipeline of the nearest neighbours (or of the keyword matches), so the answer to all its statements comes in
        that pipeline's one round trip: no third connection and no round trip of its own. Then the pipelines are
        collected. Returns (graph candidates, their similarity rows, the other rows). No hand-over between threads (or
        tasks): under load each cost ~1-4 ms. A cell two queries bring comes twice; merge_candidates joins the rows."""
        params = plan.candidate_params(vector, widen)
        found: list[dict[str, Any]] = []
        scored: list[Any] = []
        nearest: list[Any] = []
        keyword: list[Any] = []
        with self._pg_sent("recall_candidates_ann", plan, params, params["ann_limit"] > 0, nearest) as ann, \
                self._pg_sent("recall_candidates_keyword", plan, params, params["keyword_limit"] > 0, keyword) as kw:
            if graph:
                rows = (neighbourhood.result() if neighbourhood is not None
                        else self._neo.run("recall_neighbourhood", plan.neighbourhood_params(), write=False))
                found = plan.graph(rows)
                similarity = plan.similarity_params(vector, found)
                if similarity is not None:
                    joined = ann if ann is not None else kw
                    if joined is not None:
                        joined.send("recall_similarity", similarity, scored)
                    else:
                        scored = self._pg_rows("recall_similarity", similarity)
        return found, scored, nearest + keyword

    @contextmanager
    def _pg_sent(self, name: str, plan: recall_core.RecallPlan, params: Mapping[str, Any], needed: bool,
                       rows: list[Any]) -> Iterator[_SentPipeline | None]:
        """One of recall's candidate queries after recall_session.sql's settings, sent in one pipeline as the block
        starts and not waited for; its rows are added to ``rows`` as the block ends (nothing is sent, and None is
        yielded, unless ``needed``). The block may send further statements into the pipeline (:class:`_SentPipeline`).
        The pipeline's end reads every answer: one round trip for them and the end of the pipeline."""
        if not needed:
            yield None
            return
        with self._pg_recall_connection() as conn:
            sent = _SentPipeline(conn)
            with conn.pipeline():
                conn.execute(queries.sql("recall_session"), plan.session_params())
                sent.send(name, params, rows)
                yield sent
            sent.collect()

    @contextmanager
    def _pg_recall_connection(self) -> Iterator[Any]:
        """A read connection in autocommit for recall's statements: a pipeline's statements run in one implicit
        transaction up to its end (which holds recall_session.sql's SET LOCALs), with no BEGIN or COMMIT to wait for.
        A ``transaction()`` block waits for the server at its start and, in a pipeline, for every answer at its end
        (~0.3-3 ms each on a loaded host). Back in the pool the connection is as it was, or closed (and replaced)."""
        with self._pg_read.connection() as conn:
            conn.set_autocommit(True)
            try:
                yield conn
            finally:
                try:
                    conn.set_autocommit(False)
                except psycopg.Error:
                    conn.close()  # not idle after a failure: the pool replaces it rather than lend it as it is

    def _common_lexemes(self) -> dict[str, float]:
        """PostgreSQL's most common keyword lexemes and the rows estimated to hold each, read again after
        COMMON_LEXEMES_TTL seconds (they change with ANALYZE, not with each write)."""
        now = time.monotonic()
        if self._lexemes is None or now - self._lexemes_at > COMMON_LEXEMES_TTL:
            with self._pg_read.connection() as conn:
                cursor = conn.execute(queries.sql("recall_common_lexemes"))
                self._lexemes = {lexeme: float(freq) for lexeme, freq in cursor.fetchall()}
            self._lexemes_at = now
        return self._lexemes

    def _pg_rows(self, name: str, params: Mapping[str, Any]) -> list[Any]:
        """A read statement's rows in one round trip (autocommit: no BEGIN or COMMIT)."""
        with self._pg_recall_connection() as conn:
            cursor = conn.execute(queries.sql(name), params)
            return cursor.fetchall()

    def _record_retrieval(self, plan: recall_core.RecallPlan, rows: Sequence[Mapping[str, Any]]) -> str:
        """Record what the recall returned as a (:Retrieval): usage history and the ids feedback names. By default
        in the background (the caller has its results a Neo4j write and commit sooner); this client's calls that
        read retrievals wait for it first (:meth:`_settle_records`)."""
        retrieval = "ret-" + str(uuid.uuid4())
        params = plan.record_params(retrieval, rows)
        if self.settings.recall_record == "inline":
            self._neo.run("recall_record", params)
            return retrieval
        done = [rid for rid, work in self._records.items() if work.done()]
        if len(self._records) - len(done) >= MAX_PENDING_RECORDS:
            self._settle_records()  # back-pressure: recalls outpace the writes
        else:
            for rid in done:
                self._settle_record(rid)
        self._records[retrieval] = self._spawner.spawn(self._neo.run, "recall_record", params)
        return retrieval

    def _settle_record(self, retrieval: str) -> None:
        work = self._records.pop(retrieval, None)
        if work is None:
            return
        try:
            work.result()
        except MemLineageError as exc:
            warnings.warn(f"recording retrieval {retrieval} failed: {exc}", RuntimeWarning, stacklevel=3)

    def _settle_records(self) -> None:
        """Wait for the retrievals this client records in the background (a failure is warned about, and the
        retrieval is then unknown to feedback)."""
        for retrieval in list(self._records):
            self._settle_record(retrieval)

    def feedback(self, retrieval_id: str, cell_id: str, signal: float | str, by: str | None = None
                       ) -> dict[str, Any]:
        """Say whether a recalled memory helped: ``signal`` in [-1, 1], or "helpful" / "unhelpful"."""
        params = _core.feedback_params(self.namespace, retrieval_id, cell_id, signal, by)
        self._settle_record(params["retrievalId"])
        return (self._neo.run("recall_feedback", params))[0]

    def retrieval(self, retrieval_id: str) -> dict[str, Any]:
        """A recorded recall: the query, preset and what it returned (with any feedback)."""
        self._settle_record(retrieval_id)
        rows = self._neo.run("recall_retrieval", {
            "namespace": self.namespace, "retrievalId": _core.check_id(retrieval_id, "retrieval id")}, write=False)
        if not rows:
            raise NotFoundError(f"no retrieval {retrieval_id!r} in namespace {self.namespace!r}",
                                namespace=self.namespace)
        return rows[0]

    def refresh_importance(self, **weights: float) -> dict[str, Any]:
        """Recompute importance from the lineage topology (GDS PageRank), kind prior and feedback."""
        return (self._neo.run("importance_refresh", {"namespace": self.namespace, "options": weights}))[0]

    # --- repair of the derived index ----------------------------------------------------------------
    def reconcile(self, limit: int = 10_000) -> int:
        """Index in PostgreSQL every cell Neo4j holds as not yet indexed, and delete the rows of erased memories
        an interrupted erase left behind; returns how many cells were indexed or purged."""
        purged = self.purge_erased(limit)
        rows = self._neo.run("cells_unindexed", {"namespace": self.namespace, "limit": limit}, write=False)
        pending = [_core.pending_from_cell(_core.parse_cell(r["cell"]), r["follows"]) for r in rows]
        if not pending:
            return purged
        self._embed_missing(pending)
        return purged + (len(pending) if self._index(pending) else 0)

    def reindex(self, batch: int = 1000, progress: Callable[[int], None] | None = None) -> int:
        """Rebuild this namespace's PostgreSQL rows from Neo4j (the source of truth); returns how many."""
        after, done = "", 0
        while True:
            rows = self._neo.run("cells_page", {"namespace": self.namespace, "after": after, "limit": batch},
                                       write=False)
            if not rows:
                return done
            cells = [_core.parse_cell(r["cell"]) for r in rows]
            pending = [_core.pending_from_cell(c, r["follows"]) for c, r in zip(cells, rows)]
            self._embed_missing(pending)
            self._index(pending)
            self._move_embeddings("lifecycle_archive_embeddings",  # archived: out of recall's table (V0007)
                                        [c.id for c in cells if c.base_status is CellStatus.ARCHIVED])
            done += len(pending)
            after = pending[-1].id
            if progress is not None:
                progress(done)

    # --- internals ---------------------------------------------------------------------------------
    def _store_dimension(self) -> int:
        if self._dimension is None:
            try:
                with self._pg.connection() as conn:
                    cursor = conn.execute(queries.sql("embedding_dimension"))
                    row = cursor.fetchone()
            except MemLineageError:
                # PostgreSQL is down: the write goes to Neo4j only and is healed later, when the stored
                # dimension is read (and checked) before the cell is embedded again
                return self.embedder.dimension
            self._dimension = int(row[0]) if row else self.embedder.dimension
        return self._dimension

    def _embed_missing(self, cells: Sequence[_core.PendingCell]) -> None:
        todo = [c for c in cells if c.embedding is None]
        if not todo:
            return
        dimension = self._store_dimension()
        _core.check_embedder_dimension(self.embedder, dimension)
        vectors = _compat.to_thread(self.embedder.embed, [c.content for c in todo])
        for cell, vector in zip(todo, vectors, strict=True):
            cell.embedding = _core.check_vector(vector, dimension)

    def _index(self, cells: Sequence[_core.PendingCell], *, healing: bool = False) -> bool:
        if not healing and self._degraded_since is not None and self._healer is not None and not self._healer.done():
            return False  # PostgreSQL refused an earlier write: no wait on a dead server, the healer indexes these
        # (a healer open() started for cells other clients may still be writing does not stop this client's own
        # writes: with eight writers on a namespace each found the others' in-flight cells and deferred to it)
        deferred = _core.defers_hnsw(self.settings, len(cells))
        rows = _core.embedding_rows(self.namespace, self.embedder.name, cells, hnsw_pending=deferred)
        try:
            with self._pg.connection() as conn:
                with conn.cursor() as cur:
                    cur.executemany(queries.sql("embedding_upsert"), rows)
        except MemLineageError as exc:
            self._index_error = str(exc)
            if not healing:
                if self._degraded_since is None:
                    self._degraded_since = datetime.now(timezone.utc)
                    warnings.warn(f"memories stored in Neo4j but not indexed in PostgreSQL ({exc}); they are indexed "
                                  f"when it answers again ({type(self).__name__}.index_status() shows the state)",
                                  stacklevel=3)
                self._start_healer()
            return False
        self._neo.run("cells_mark_indexed", {"namespace": self.namespace, "ids": [c.id for c in cells]})
        if deferred and self.settings.hnsw_background_index:
            self._start_indexer()
        return True

    # --- deferred relation discovery ------------------------------------------------------------------
    def _queue_discovery(self, ids: Sequence[str]) -> None:
        if self.settings.discovery == "off":
            return
        self._discovery_pending.extend(ids)
        del self._discovery_pending[:-DISCOVERY_QUEUE]
        if self.settings.discovery == "background":
            with self._indexer_lock:
                if not self._stopping.is_set() and (self._discoverer is None or self._discoverer.done()):
                    self._discoverer = self._spawner.spawn(self._run_discovery)

    def _run_discovery(self) -> None:
        try:
            while self._discovery_pending and not self._stopping.is_set():
                started = time.monotonic()  # capture first: discovery runs when writes pause
                while (delay := _core.indexer_delay(self._last_write, started, time.monotonic())) > 0:
                    if _compat.nap(self._stopping, delay):
                        return
                self.discover()
        except Exception as exc:  # noqa: BLE001 — the memories stay stored; discover() can be called again
            warnings.warn(f"background relation discovery stopped ({exc}); call {type(self).__name__}.discover()",
                          stacklevel=1)

    # --- HNSW catch-up of bulk writes ----------------------------------------------------------------
    def pending_hnsw(self) -> int:
        """How many of this namespace's embeddings wait for the HNSW graph (recall finds them meanwhile
        by an exact scan)."""
        with self._pg.connection() as conn:
            cursor = conn.execute(queries.sql("embedding_pending_count"), {"namespace": self.namespace})
            row = cursor.fetchone()
        return int(row[0]) if row else 0

    def index_pending(self) -> int:
        """Put every pending embedding of this namespace into the HNSW graph now; returns how many.
        (Not cells missing from PostgreSQL altogether: those are ``index_status().unindexed``, healed by the
        client or ``reconcile()``.)

        Bulk writes (``Settings.hnsw_defer_batch`` rows or more) leave this to a background worker; call
        this to wait for it, e.g. before a latency-sensitive phase."""
        done = 0
        while True:
            batch = self._index_batch()
            done += batch
            if batch == 0:
                return done

    def index_status(self) -> IndexStatus:
        """Where this namespace's index work stands, with what each pending count means (see IndexStatus)."""
        rows = self._neo.run("cells_unindexed_count", {"namespace": self.namespace}, write=False)
        hnsw: int | None
        error = self._index_error
        try:
            hnsw = self.pending_hnsw()
        except MemLineageError as exc:
            hnsw, error = None, str(exc)
        return IndexStatus(unindexed=int(rows[0]["cells"]), hnsw_pending=hnsw, degraded_since=self._degraded_since,
                           last_error=error if self._degraded_since is not None or hnsw is None else None,
                           healing=self._healer is not None and not self._healer.done())

    def _start_healer(self) -> None:
        with self._indexer_lock:
            if self._stopping.is_set() or (self._healer is not None and not self._healer.done()):
                return
            self._healer = self._spawner.spawn(self._run_healer)

    def _run_healer(self) -> None:
        """Index the cells PostgreSQL missed, as soon as it answers: first after HEAL_FIRST_DELAY seconds, then
        backing off to HEAL_MAX_DELAY while it stays down. Ends when Neo4j holds no unindexed cell."""
        delay = HEAL_FIRST_DELAY
        while not self._stopping.is_set():
            if _compat.nap(self._stopping, delay):
                return
            if delay > 0 and self._index_error is not None:
                self._pg.reset()  # the last try failed: not the old pool's reconnect back-off (a healer that
                # open() started has a pool that just opened; replacing it closed the pool under this client's writes)
            try:
                rows = self._neo.run("cells_unindexed", {"namespace": self.namespace, "limit": HEAL_BATCH},
                                           write=False)
                if not rows:
                    self._degraded_since = self._index_error = None
                    return
                pending = [_core.pending_from_cell(_core.parse_cell(r["cell"]), r["follows"]) for r in rows]
                self._embed_missing(pending)
                healed = self._index(pending, healing=True)
            except MemLineageError as exc:  # Neo4j unreachable too: keep trying, the cells are safe there
                self._index_error, healed = str(exc), False
            delay = 0.0 if healed else min(max(delay, HEAL_FIRST_DELAY) * 2, HEAL_MAX_DELAY)

    def _index_batch(self) -> int:
        with self._pg.connection() as conn:
            cursor = conn.execute(queries.sql("embedding_index_pending"),
                                        {"namespace": self.namespace, "batch": _core.HNSW_INDEX_BATCH})
            return cursor.rowcount

    def _start_indexer(self) -> None:
        with self._indexer_lock:
            if self._stopping.is_set() or (self._indexer is not None and not self._indexer.done()):
                return
            self._indexer = self._spawner.spawn(self._run_indexer)

    def _run_indexer(self) -> None:
        try:
            while not self._stopping.is_set():
                started = time.monotonic()  # yield the CPU to writes first
                while (delay := _core.indexer_delay(self._last_write, started, time.monotonic())) > 0:
                    if _compat.nap(self._stopping, delay):
                        return
                if self._index_batch() == 0:
                    return
        except Exception as exc:  # noqa: BLE001 — the rows stay pending (and found); the next bulk write retries
            warnings.warn(f"background HNSW indexing stopped ({exc}); run {type(self).__name__}.index_pending() "
                          "later", stacklevel=1)
