"""Erasure, repair and replay, and stats: the I/O-free half (value objects, argument checks, the replay
walk's bookkeeping). The client half is :mod:`memgraph_py._async.repair` (``AsyncRepair``, mixed into
``AsyncMemory``); the graph work is the ``memlineage.erase.*``, ``memlineage.repair.plan`` and
``memlineage.stats.namespace`` procedures.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from . import _core
from .errors import InvalidInputError
from .models import Cell, CellStatus

__all__ = [
    "CASCADES", "ErasureReport", "NamespaceErasure", "RepairPlan", "RepairStep", "ReplayReport", "Replayable",
    "Replayed", "Stats", "Unreplayable", "register_replayable",
]

#: What erase() does to the descendants of an erased memory.
CASCADES = ("keep", "contaminate", "erase")
MAX_ERASE_IDS = 50_000


@dataclass(frozen=True)
class Replayable:
    """A function registered for replay (``@memory.track(kind, replayable=True)`` or ``register_replayable``)."""

    name: str
    fn: Callable[..., Any]
    kind: str
    record_call: bool
    describe: Callable[[Any], str]


class RepairStep(BaseModel):
    """One cell of a repair plan, in topological order (``order`` 0 is the invalidated cell)."""

    model_config = ConfigDict(frozen=True)

    order: int
    depth: int
    role: str                         # "invalidated" or "contaminated"
    cell: Cell
    parents: tuple[str, ...]
    call: str | None = None           # the recorded call (tool_call cell) it is the result of
    newer: tuple[str, ...] = ()       # versions that already supersede it

    @property
    def function(self) -> str | None:
        """The replayable function recorded in its generation context, if any."""
        ctx = self.cell.generation_context or {}
        name = ctx.get("replay")
        return name if isinstance(name, str) else None


class RepairPlan(BaseModel):
    """What an invalidation left to re-derive: its target, the correction (the newest version superseding the
    target, if any) and the contaminated derivations in topological order, each with its generation context."""

    model_config = ConfigDict(frozen=True)

    invalidation_id: str
    target: RepairStep
    correction: Cell | None
    steps: tuple[RepairStep, ...]

    @property
    def calls(self) -> frozenset[str]:
        """Ids of recorded calls whose result is in the plan: replayed together with that result."""
        return frozenset(s.call for s in self.steps if s.call is not None)


class Replayed(BaseModel):
    model_config = ConfigDict(frozen=True)

    old: str
    new: str
    function: str
    call: str | None = None           # the new recorded call, for a record_call step


class Unreplayable(BaseModel):
    """A step replay could not redo, and why: left for manual action."""

    model_config = ConfigDict(frozen=True)

    cell_id: str
    kind: str
    reason: str
    function: str | None = None


class ReplayReport(BaseModel):
    model_config = ConfigDict(frozen=True)

    invalidation_id: str
    replayed: tuple[Replayed, ...] = ()
    skipped: tuple[str, ...] = ()                 # already superseded (by an earlier replay or by hand)
    unreplayable: tuple[Unreplayable, ...] = ()
    seconds: float = 0.0

    def new_version(self, old_id: str) -> str | None:
        return next((r.new for r in self.replayed if r.old == old_id), None)


class ErasureReport(BaseModel):
    model_config = ConfigDict(frozen=True)

    erased: tuple[str, ...]
    cascade: str
    contaminated: int = 0
    invalidations: tuple[str, ...] = ()
    entities_removed: int = 0
    rows_deleted: int = 0             # PostgreSQL rows removed


class NamespaceErasure(BaseModel):
    model_config = ConfigDict(frozen=True)

    namespace: str
    nodes_deleted: int
    by_label: dict[str, int] = Field(default_factory=dict)
    rows_deleted: int = 0
    batches: int = 0


class Stats(BaseModel):
    """Counts for one namespace (``stats()`` / ``memlineage stats``)."""

    model_config = ConfigDict(frozen=True)

    namespace: str
    cells: int
    by_kind: dict[str, int]
    by_status: dict[str, int]
    by_layer: dict[str, int]          # "unknown" for memories without a layer property
    open_conflicts: int
    active_invalidations: int
    pending_index: int                # stored in Neo4j, not yet in PostgreSQL
    pending_purge: int                # tombstones whose PostgreSQL row is still to delete
    index_rows: int                   # rows in PostgreSQL
    pending_hnsw: int                 # rows waiting for the HNSW graph


#: Replayable functions of the whole process (``register_replayable``), for replays run where the tracked
#: functions were not decorated on the replaying client, e.g. ``memlineage replay --import my_agent.tools``.
#: A client's own registrations (``@memory.track(..., replayable=True)``) take precedence.
PROCESS_REPLAYABLES: dict[str, Replayable] = {}


def register_replayable(name: str, fn: Callable[..., Any], *, kind: str, record_call: bool = False,
                        describe: Callable[[Any], str] = str) -> Callable[..., Any]:
    """Register ``fn`` for every client of this process under ``name`` (the name its steps were recorded
    with); returns ``fn``. InvalidInputError for a bad name or kind."""
    _core.check_kind(kind)
    if not isinstance(name, str) or not 0 < len(name) <= 256 or not callable(fn):
        raise InvalidInputError("a replayable needs a name of 1-256 characters and a callable")
    PROCESS_REPLAYABLES[name] = Replayable(name, fn, kind, record_call, describe)
    return fn


# --- checks ---------------------------------------------------------------------------------------------
def erase_params(namespace: str, cells: Iterable[Cell | str] | Cell | str | None, *, source: object, tag: object,
                 entity: object, reason: object, by: object, cascade: object) -> dict[str, Any]:
    """The parameters of erase_cells.cypher, checked: InvalidInputError (or InvalidIdError) before any write."""
    if cascade not in CASCADES:
        raise InvalidInputError(f"cascade must be one of {', '.join(CASCADES)}; got {cascade!r}")
    ids = _core.parent_ids(cells, namespace) if cells is not None else []
    if len(ids) > MAX_ERASE_IDS:
        raise InvalidInputError(f"at most {MAX_ERASE_IDS} ids per erase")
    selector: dict[str, str] = {}
    for key, value in (("source", source), ("tag", tag), ("entity", entity)):
        if value is not None:
            selector[key] = _core.check_text(value, key, 256)
    if not ids and not selector:
        raise InvalidInputError("erase needs cells or a selector (source=, tag=, entity=)")
    return {"namespace": namespace, "ids": ids, "selector": selector, "reason": _core.check_text(reason, "reason"),
            "by": _core.check_by(by), "cascade": cascade}


def parse_plan(invalidation_id: str, rows: Sequence[Mapping[str, Any]], correction: Cell | None) -> RepairPlan:
    steps = [RepairStep(order=int(r["order"]), depth=int(r["depth"]), role=r["role"],
                        cell=_core.parse_cell(r["cell"]), parents=tuple(r["parents"] or ()), call=r["call"],
                        newer=tuple(r["newer"] or ())) for r in rows]
    return RepairPlan(invalidation_id=invalidation_id, target=steps[0], correction=correction,
                      steps=tuple(steps[1:]))


def parse_stats(namespace: str, row: Mapping[str, Any], index_rows: int, pending_hnsw: int) -> Stats:
    def counts(m: Mapping[str, Any] | None) -> dict[str, int]:
        return {str(k): int(v) for k, v in (m or {}).items()}

    return Stats(namespace=namespace, cells=int(row["cells"]), by_kind=counts(row["byKind"]),
                 by_status=counts(row["byStatus"]), by_layer=counts(row["byLayer"]),
                 open_conflicts=int(row["openConflicts"]), active_invalidations=int(row["activeInvalidations"]),
                 pending_index=int(row["pendingIndex"]), pending_purge=int(row["pendingPurge"]),
                 index_rows=index_rows, pending_hnsw=pending_hnsw)


TAINTED = (CellStatus.INVALID, CellStatus.CONTAMINATED)


class ReplayArguments:
    """Decodes a step's recorded arguments for a replay: ``{"cell": id}`` becomes the newest content of that
    memory (its replayed version, or the correction of the invalidated cell), ``{"value": v}`` stays ``v``."""

    def __init__(self, context: Mapping[str, Any]) -> None:
        self.args: list[Any] = list(context.get("args") or [])
        self.kwargs: dict[str, Any] = dict(context.get("kwargs") or {})

    def cells(self) -> list[str]:
        """Ids of the memories the arguments came from."""
        return [a["cell"] for a in [*self.args, *self.kwargs.values()] if isinstance(a, dict) and "cell" in a]

    def problem(self) -> str | None:
        for i, a in enumerate([*self.args, *self.kwargs.values()]):
            if not isinstance(a, dict) or not ({"cell", "value"} & a.keys()):
                return f"argument {i} was not recorded as a memory or a JSON value ({a!r:.80})"
        return None

    def decode(self, contents: Mapping[str, str], new_of: Mapping[str, str]
               ) -> tuple[list[Any], dict[str, Any], dict[str, Any]]:
        """The call's positional and keyword arguments and the context recording them (ids remapped)."""
        def one(a: Mapping[str, Any]) -> tuple[Any, dict[str, Any]]:
            if "cell" in a:
                cell = new_of.get(a["cell"], a["cell"])
                return contents[cell], {"cell": cell}
            return a["value"], {"value": a["value"]}

        args, rec_args = zip(*[one(a) for a in self.args]) if self.args else ((), ())
        kw = {k: one(v) for k, v in self.kwargs.items()}
        return (list(args), {k: v[0] for k, v in kw.items()},
                {"args": list(rec_args), "kwargs": {k: v[1] for k, v in kw.items()}})
