"""Value objects the client returns and accepts. Immutable; built from Neo4j rows by :mod:`._core`."""

from __future__ import annotations

import enum
import hashlib
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "Cell", "CellStatus", "ImpactReport", "Invalidation", "Kind", "LineageEntry", "RecordResult",
    "RestoreResult", "Trace",
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
    #: a tombstone's record of its erasure (status erased): when, by whom, why
    erased_at: datetime | None = None
    erased_by: str | None = None
    erased_reason: str | None = None

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
    contaminated: int
    by_depth: tuple[DepthCount, ...] = ()


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
