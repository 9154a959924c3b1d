# Generated from memgraph_py/_async/repair.py by tools/unasync.py: do not edit. Change the source, then `make generate`.
"""The synchronous twin of :mod:`memgraph_py._async.repair`, generated: read that module for the documentation."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from .. import _core, queries
from .. import repair as core
from ..capture import describe_call
from ..errors import InvalidInputError
from ..models import Cell
from . import _compat

if TYPE_CHECKING:
    from ..capture import ProducedValues
    from ..entities import EntityExtractor
    from .stores import Neo4jStore, PgStore

__all__ = ["Repair"]

#: new versions written per transaction (memlineage.repair.apply) by replay
REPLAY_BATCH = 1000


class Repair:
    """Erase, repair_plan, replay, erase_namespace and stats. Mixed into :class:`Memory`."""

    namespace: str
    entities: EntityExtractor
    _neo: Neo4jStore
    _pg: PgStore
    _produced: ProducedValues
    _last_write: float

    # --- the registry of replayable functions ------------------------------------------------------
    def register_replayable(self, name: str, fn: Callable[..., Any], *, kind: str, record_call: bool = False,
                            describe: Callable[[Any], str] = str) -> None:
        """Make ``fn`` replayable under ``name`` (``@track(kind, replayable=...)`` calls this). Steps recorded
        under that name are re-run with it by :meth:`replay`; registering a name again replaces the function
        (a new process registers its functions again as it decorates them)."""
        _core.check_kind(kind)
        if not isinstance(name, str) or not 0 < len(name) <= 256 or not callable(fn):
            raise InvalidInputError("a replayable needs a name of 1-256 characters and a callable")
        self._replayables()[name] = core.Replayable(name, fn, kind, record_call, describe)

    def replayables(self) -> list[str]:
        """Names of the functions registered for replay (on this client or for the process)."""
        return sorted({**core.PROCESS_REPLAYABLES, **self._replayables()})

    def _replayables(self) -> dict[str, core.Replayable]:
        return self.__dict__.setdefault("_replayable_registry", {})

    # --- repair ------------------------------------------------------------------------------------
    def repair_plan(self, invalidation_id: str) -> core.RepairPlan:
        """The contaminated derivations of an active invalidation in topological order (each after its parents),
        with their generation context (the replayable function and arguments recorded by ``@track``) and the
        recorded call each is the result of; ``correction`` is the newest version of the invalidated memory
        (``correct`` wrote it), if any. InvalidationNotFoundError / InvalidationStateError (restored)."""
        inv = _core.check_id(invalidation_id, "invalidation id")
        rows = self._neo.run("repair_plan", {"namespace": self.namespace, "invalidation": inv}, write=False)
        target = rows[0]
        correction = None
        if target["newer"]:
            correction = self._newest(target["cell"]["id"])
        return core.parse_plan(inv, rows, correction)

    def _newest(self, cell_id: str) -> Cell | None:
        """The newest valid version of a memory other than itself (through the SUPERSEDES chain)."""
        rows = self._neo.run("traces_versions", {"namespace": self.namespace, "id": cell_id}, write=False)
        versions = sorted(rows, key=lambda r: int(r["offset"]))
        newest = _core.parse_cell(versions[-1]["cell"])
        return newest if newest.id != cell_id else None

    def replay(self, invalidation_id: str, *, by: str | None = None) -> core.ReplayReport:
        """Re-derive what an invalidation contaminated: walk :meth:`repair_plan` in order and re-run each step's
        registered replayable function on its corrected inputs (the new versions of its parents: the
        correction of the invalidated memory, or an earlier step's replayed result). Each result is written as
        a new memory that derives from the corrected parents and SUPERSEDES the contaminated one (which stays
        contaminated and superseded); a step with a recorded call gets a new call too. Coroutine functions are
        awaited, plain ones called.

        Steps it cannot redo are reported (``unreplayable``) for manual action: no replayable function recorded
        or registered, an argument that was neither a memory nor JSON, an input that is still tainted (an
        earlier step could not be redone, or the invalidation has no correction), or the function raising.
        Steps already superseded are skipped, so replaying twice writes nothing new.

        The functions run first, in plan order; their results are then embedded in batches and written in
        transactions of up to ``REPLAY_BATCH`` new versions (``memlineage.repair.apply``). Should a write fail,
        the transactions before it stay written and calling replay again finishes the rest."""
        who = _core.check_by(by) if by is not None else "replay"
        started = time.perf_counter()
        plan = self.repair_plan(invalidation_id)
        registry = {**core.PROCESS_REPLAYABLES, **self._replayables()}
        in_plan = {s.cell.id: s for s in plan.steps}
        new_of: dict[str, str] = {}
        contents: dict[str, str] = {}
        if plan.correction is not None:
            new_of[plan.target.cell.id] = plan.correction.id
            contents[plan.correction.id] = plan.correction.content
        tainted = {plan.target.cell.id, *in_plan}
        replayed: list[core.Replayed] = []
        writes: list[tuple[str, _core.PendingCell]] = []  # (old id, new version), parents before children
        produced: list[tuple[Any, str]] = []
        skipped: list[str] = []
        failed: list[core.Unreplayable] = []
        for step in plan.steps:
            cell = step.cell
            if step.newer:
                skipped.append(cell.id)
                new_of[cell.id] = step.newer[-1]
                continue
            if cell.id in plan.calls:
                continue  # a recorded call: redone with its result
            name = step.function

            def refuse(reason: str, step: core.RepairStep = step, name: str | None = name) -> None:
                failed.append(core.Unreplayable(cell_id=step.cell.id, kind=step.cell.kind.value, reason=reason,
                                                function=name))

            if name is None:
                refuse("not recorded by a replayable tracked function (@track(..., replayable=True))")
                continue
            fn = registry.get(name)
            if fn is None:
                refuse(f"no replayable function registered as {name!r} in this process")
                continue
            arguments = core.ReplayArguments(cell.generation_context or {})
            if (problem := arguments.problem()) is not None:
                refuse(problem)
                continue
            call_step = in_plan.get(step.call) if step.call is not None else None
            inputs = list(call_step.parents if call_step is not None else step.parents)
            stale = [p for p in dict.fromkeys([*inputs, *arguments.cells()]) if p in tainted and p not in new_of]
            if stale:
                refuse("input " + ", ".join(stale) + " has no corrected version (it was not replayed, or the "
                       "invalidation has no correction)")
                continue
            for source in arguments.cells():
                current = new_of.get(source, source)
                if current not in contents:
                    contents[current] = (self.get(current)).content
            args, kwargs, recorded = arguments.decode(contents, new_of)
            try:
                result = _compat.call(fn.fn, args, kwargs)
            except Exception as exc:  # noqa: BLE001 — the user's function failed: reported, the rest goes on
                refuse(f"{name} raised {type(exc).__name__}: {exc}")
                continue
            context = {**(cell.generation_context or {}), **recorded, "replayed_from": cell.id,
                       "invalidation": plan.invalidation_id}
            new_call = None
            if step.call is not None:
                old_call = call_step.cell if call_step is not None else self.get(step.call)
                call_parents = [new_of.get(p, p) for p in (call_step.parents if call_step is not None else ())]
                call_cell = self._replay_version(old_call, describe_call(fn.fn, args, kwargs), call_parents, None)
                writes.append((old_call.id, call_cell))
                new_call = new_of[old_call.id] = call_cell.id
                parents = [new_call]
            else:
                parents = [new_of.get(p, p) for p in step.parents]
            new = self._replay_version(cell, fn.describe(result), parents, context, result_of=new_call)
            writes.append((cell.id, new))
            produced.append((result, new.id))
            new_of[cell.id] = new.id
            contents[new.id] = new.content
            replayed.append(core.Replayed(old=cell.id, new=new.id, function=name, call=new_call))
        # the recorded calls whose result could not be redone are left as they are (reported with it)
        reason = f"replayed after invalidation {plan.invalidation_id}"
        for start in range(0, len(writes), REPLAY_BATCH):
            self._replay_write(writes[start:start + REPLAY_BATCH], reason, who)
        for result, cell_id in produced:
            self._produced.register(result, cell_id)
        return core.ReplayReport(invalidation_id=plan.invalidation_id, replayed=tuple(replayed),
                                 skipped=tuple(skipped), unreplayable=tuple(failed),
                                 seconds=time.perf_counter() - started)

    def _replay_version(self, old: Cell, content: str, parents: list[str], context: Mapping[str, Any] | None, *,
                        result_of: str | None = None) -> _core.PendingCell:
        """The new version of ``old``, to be written by :meth:`_replay_write`."""
        pending = _core.prepare_cell(content, old.kind.value, namespace=self.namespace, parents=parents,
                                     context=context, confidence=old.confidence, tags=old.tags, source=old.source)
        pending.result_of = result_of
        pending.entities = self.entities.extract(pending.content)
        return pending

    def _replay_write(self, writes: list[tuple[str, _core.PendingCell]], reason: str, by: str) -> None:
        """One transaction of new versions (memlineage.repair.apply: each supersedes its old version, parents
        before children), embedded in one batch before and indexed in PostgreSQL after."""
        cells = [pending for _, pending in writes]
        self._embed_missing(cells)
        versions = [{"oldId": old, "cell": {**pending.neo4j_properties(), "parents": pending.parents}}
                    for old, pending in writes]
        self._last_write = time.monotonic()
        self._neo.run("repair_apply", {"namespace": self.namespace, "versions": versions, "reason": reason,
                                             "by": by})
        self._index(cells)

    # --- erasure -------------------------------------------------------------------------------------
    def erase(self, cells: Iterable[Cell | str] | Cell | str | None = None, *, source: str | None = None,
                    tag: str | None = None, entity: str | None = None, reason: str, by: str | None = None,
                    cascade: str = "keep") -> core.ErasureReport:
        """Erase memories — given ones, and/or those with a ``source``, a ``tag`` or mentioning an ``entity``
        (all given criteria must match). Their content, embedding, keyword index entry and entity mentions
        leave both stores; each stays in Neo4j as a tombstone (id, kind, times, ``erased_by``/``erased_reason``/
        ``erased_at``, status erased) so every descendant's trace still shows it was derived from an erased
        memory. ``cascade``: "keep" leaves descendants as they are, "contaminate" invalidates from each erased
        memory (descendants leave recall; :meth:`replay` cannot redo them, their input is gone), "erase" erases
        them too. Already erased memories are skipped; a tombstone never regains content.

        InvalidInputError (bad cascade/selector/reason, nothing selected), CellNotFoundError (an unknown id):
        nothing is changed then."""
        params = core.erase_params(self.namespace, cells, source=source, tag=tag, entity=entity, reason=reason,
                                   by=by, cascade=cascade)
        self.flush()
        row = (self._neo.run("erase_cells", params))[0]
        erased = list(row["erased"])
        deleted = self._purge(erased)
        return core.ErasureReport(erased=tuple(erased), cascade=cascade, contaminated=int(row["contaminated"]),
                                  invalidations=tuple(row["invalidations"]),
                                  entities_removed=int(row["entitiesRemoved"]), rows_deleted=deleted)

    def _purge(self, ids: list[str]) -> int:
        """Delete the PostgreSQL rows of erased memories, then mark their tombstones purged (indexed=true)."""
        if not ids:
            return 0
        with self._pg.connection() as conn:
            cursor = conn.execute(queries.sql("erase_rows"), {"namespace": self.namespace, "ids": ids})
            deleted = cursor.rowcount
        self._neo.run("cells_mark_indexed", {"namespace": self.namespace, "ids": ids})
        return deleted

    def purge_erased(self, limit: int = 10_000) -> int:
        """Finish erasures left half-done (a tombstone whose PostgreSQL row may remain); returns how many.
        :meth:`reconcile` calls it."""
        rows = self._neo.run("erase_unpurged", {"namespace": self.namespace, "limit": limit}, write=False)
        ids = [r["id"] for r in rows]
        self._purge(ids)
        return len(ids)

    def erase_namespace(self, *, confirm: bool = False, batch: int = 10_000,
                              progress: Callable[[int], None] | None = None) -> core.NamespaceErasure:
        """Remove this client's namespace entirely from both stores (every memory, entity, invalidation,
        retrieval, conflict and preset; every PostgreSQL row), in batches of ``batch`` nodes, each its own
        transaction. ``confirm=True`` is required. ``progress`` gets the running count of deleted nodes."""
        if confirm is not True:
            raise InvalidInputError("erase_namespace removes the whole namespace: pass confirm=True")
        if not isinstance(batch, int) or not 1 <= batch <= 100_000:
            raise InvalidInputError(f"batch must be an integer in [1, 100000], got {batch!r}")
        self.flush()
        total, batches = 0, 0
        by_label: dict[str, int] = {}
        while True:
            row = (self._neo.run("erase_namespace", {"namespace": self.namespace, "limit": batch}))[0]
            batches += 1
            for label, n in (row["byLabel"] or {}).items():
                by_label[label] = by_label.get(label, 0) + int(n)
            total += int(row["deleted"])
            if progress is not None:
                progress(total)
            if row["done"]:
                break
        with self._pg.connection() as conn:
            cursor = conn.execute(queries.sql("erase_namespace_rows"), {"namespace": self.namespace})
            rows = cursor.rowcount
        return core.NamespaceErasure(namespace=self.namespace, nodes_deleted=total, by_label=by_label,
                                     rows_deleted=rows, batches=batches)

    # --- stats ---------------------------------------------------------------------------------------
    def stats(self) -> core.Stats:
        """Counts for this namespace: memories by kind, status and layer, open conflicts, active invalidations
        and pending index work (memories not yet in PostgreSQL, tombstones to purge, rows waiting for HNSW)."""
        row = (self._neo.run("stats_namespace", {"namespace": self.namespace}, write=False))[0]
        with self._pg.connection() as conn:
            cursor = conn.execute(queries.sql("stats_rows"), {"namespace": self.namespace})
            pg = cursor.fetchone()
        return core.parse_stats(self.namespace, row, int(pg[0]) if pg else 0, int(pg[1]) if pg else 0)

    if TYPE_CHECKING:  # provided by Memory
        def get(self, cell_id: str) -> Cell: ...
        def flush(self) -> None: ...
        def _embed_missing(self, cells: Any) -> None: ...
        def _index(self, cells: Any) -> bool: ...
