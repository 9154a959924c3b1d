"""Value objects the client returns and accepts. Immutable; built from Neo4j rows by :mod:`._core`."""

from __future__ import annotations

import enum
import hashlib
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

__all__ = [
    "Cell", "CellStatus", "CheckReport", "ImpactReport", "IndexStatus", "Invalidation", "Kind", "Layer", "LineageEntry",
    "RecordResult", "RestoreResult", "Trace", "Violation",
]


class Kind(str, enum.Enum):
    """What produced a memory (docs/data-model.md)."""

    USER_INPUT = "user_input"
    TOOL_CALL = "tool_call"
    TOOL_RESULT = "tool_result"
    LLM_REASONING = "llm_reasoning"
    LLM_OUTPUT = "llm_output"
    FACT = "fact"
    PREFERENCE = "preference"
    CONSTRAINT = "constraint"
    PLAN = "plan"
    SUMMARY = "summary"
    TASK = "task"


class Layer(str, enum.Enum):
    """Where a memory sits in its life (docs/data-model.md): the open task's context, captured events, or
    consolidated knowledge. A cell's layer defaults to its kind's (:data:`SEMANTIC_KINDS` are semantic)."""

    WORKING = "working"
    EPISODIC = "episodic"
    SEMANTIC = "semantic"


#: kinds whose memories are semantic by default; every other kind is episodic
SEMANTIC_KINDS = frozenset({"fact", "preference", "constraint", "summary"})


def default_layer(kind: str) -> Layer:
    """The layer a memory of ``kind`` has unless it was captured inside an open task (working)."""
    return Layer.SEMANTIC if kind in SEMANTIC_KINDS else Layer.EPISODIC


class CellStatus(str, enum.Enum):
    VALID = "valid"
    INVALID = "invalid"
    CONTAMINATED = "contaminated"
    SUPERSEDED = "superseded"
    ARCHIVED = "archived"
    ERASED = "erased"


class Cell(BaseModel):
    """One memory: a MemCell node."""

    model_config = ConfigDict(frozen=True)

    id: str
    namespace: str
    content: str = ""  # empty for an erased memory (a tombstone: erase())
    kind: Kind
    status: CellStatus = CellStatus.VALID
    base_status: CellStatus = CellStatus.VALID
    confidence: float = 1.0
    importance: float = 0.5
    tags: tuple[str, ...] = ()
    source: str | None = None
    generation_context: dict[str, Any] | None = None
    created_at: datetime | None = None
    indexed: bool = False
    #: usage: how many recorded recalls returned it, the feedback-averaged usefulness in [-1, 1], its last recall
    usage_count: int = 0
    usefulness: float = 0.0
    last_used_at: datetime | None = None
    #: its layer (the kind's default unless stored otherwise) and the task it was captured in, if any
    layer: Layer = Layer.EPISODIC
    task: str | None = None
    #: a tombstone's record of its erasure (status erased): when, by whom, why
    erased_at: datetime | None = None
    erased_by: str | None = None
    erased_reason: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _kind_layer(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("layer") is None and "kind" in data:
            kind = data["kind"]
            data = {**data, "layer": default_layer(kind.value if isinstance(kind, Kind) else str(kind))}
        return data

    @property
    def content_hash(self) -> str:
        """SHA-256 of kind and content: what makes a re-recorded id identical (a no-op) rather than a conflict.
        Derived, not stored (schema/README.md)."""
        return hashlib.sha256(f"{self.kind.value}\x1f{self.content}".encode()).hexdigest()

    def __str__(self) -> str:
        short = self.content if len(self.content) <= 60 else self.content[:57] + "…"
        return f"[{self.kind.value} {self.id} {self.status.value}] {short}"


class LineageEntry(BaseModel):
    """A cell found by a lineage walk, with its BFS distance from the start."""

    model_config = ConfigDict(frozen=True)

    cell: Cell
    depth: int


class RecordResult(BaseModel):
    model_config = ConfigDict(frozen=True)

    created: int
    unchanged: int
    edges: int
    contaminated: int
    #: cells stored in Neo4j whose embedding PostgreSQL refused: out of similarity and keyword recall until the
    #: client's healer (or reconcile) indexes them
    unindexed: int = 0


class IndexStatus(BaseModel):
    """Where a namespace's index work stands (``Memory.index_status()``). Two different queues:

    - ``unindexed``: cells Neo4j holds whose embedding is not in PostgreSQL (it was down or refused the write).
      Recall cannot find them by similarity or keyword, only through the graph, until they are indexed: the
      client's healer does it when PostgreSQL answers again; ``reconcile()`` does it on demand.
    - ``hnsw_pending``: embeddings in PostgreSQL not yet in the HNSW graph (bulk writes defer it). Recall finds
      them meanwhile by an exact scan; ``index_pending()`` builds them in now. None when PostgreSQL is down.
    """

    model_config = ConfigDict(frozen=True)

    unindexed: int
    hnsw_pending: int | None
    #: when this client first failed to index a write, while it still has cells to heal
    degraded_since: datetime | None = None
    last_error: str | None = None
    #: the healer is running (retrying with back-off until PostgreSQL answers)
    healing: bool = False


class DepthCount(BaseModel):
    model_config = ConfigDict(frozen=True)

    depth: int
    kind: str
    cells: int
    sample: tuple[str, ...] = ()


class ImpactReport(BaseModel):
    """What invalidating a cell would contaminate (a dry run), by depth and kind."""

    model_config = ConfigDict(frozen=True)

    cell_id: str
    total: int
    by_depth: tuple[DepthCount, ...] = ()

    def count(self, *, depth: int | None = None, kind: str | None = None) -> int:
        return sum(d.cells for d in self.by_depth
                   if (depth is None or d.depth == depth) and (kind is None or d.kind == kind))


class Invalidation(BaseModel):
    """One invalidation event; restoring it needs its ``id``."""

    model_config = ConfigDict(frozen=True)

    id: str
    cell_id: str
    #: descendants this event turned contaminated (not those an earlier active event had tainted already)
    contaminated: int
    #: every descendant the event reaches while it is active, already tainted ones included
    reached: int = 0
    #: the reached descendants by depth and kind
    by_depth: tuple[DepthCount, ...] = ()


class Violation(BaseModel):
    """One broken invariant found by ``check``: which one, the id concerned, what is stored and what was expected."""

    model_config = ConfigDict(frozen=True)

    check: str
    id: str
    actual: str | None = None
    expected: str | None = None
    detail: str


class CheckReport(BaseModel):
    """``check()`` of one namespace: sizes, pending index work, violations, and what ``repair=True`` fixed."""

    model_config = ConfigDict(frozen=True)

    namespace: str
    cells: int
    embeddings: int
    #: cells not yet in PostgreSQL (written while it was down, or still on their way): reconcile's queue
    pending_index: int
    violations: tuple[Violation, ...] = ()
    #: what repair=True changed, by check (``reconciled``: cells indexed by the final reconcile)
    repaired: dict[str, int] = Field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.violations

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for v in self.violations:
            out[v.check] = out.get(v.check, 0) + 1
        return out


class RestoreResult(BaseModel):
    model_config = ConfigDict(frozen=True)

    invalidation_id: str
    statuses: dict[str, int] = Field(default_factory=dict)


class Trace(BaseModel):
    """Provenance of a cell: it and its ancestors, the lineage edges among them, and the roots."""

    model_config = ConfigDict(frozen=True)

    cell: Cell
    ancestors: tuple[LineageEntry, ...]
    edges: tuple[tuple[str, str], ...]  # (child id, parent id)
    roots: tuple[Cell, ...]

    def path_to_roots(self) -> list[Cell]:
        """Cells ordered from the traced cell outwards (by depth)."""
        return [self.cell] + [e.cell for e in sorted(self.ancestors, key=lambda e: e.depth)]
