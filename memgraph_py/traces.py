"""Memory traces without I/O: typed associations, conflicts, versions and the resolution policy.

Lineage (``DERIVED_FROM``) says where a memory came from; traces say how memories relate (``SUPPORTS``,
``CONTRADICTS``, ``RELATED_TO``, ``FOLLOWS``, ``RESULT_OF``), how they change (``SUPERSEDES``) and
which contradictions wait for a decision (``(:Conflict)``). The clients validate arguments here before
any I/O, and the resolution policy decides here which contradictions settle themselves.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping
from datetime import datetime, timezone
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ._core import check_by, check_id, check_text
from .errors import InvalidInputError
from .models import Cell, Kind

__all__ = [
    "Conflict", "ConflictStatus", "Decision", "Relation", "RelationSource", "RelationType", "ResolutionPolicy",
    "Version",
]

MAX_REASON = 2000
MAX_BY = 256


class RelationType(str, enum.Enum):
    """Association traces (``(a)-[:TYPE]->(b)``)."""

    SUPPORTS = "SUPPORTS"        # a backs b up (same claim, or evidence for it)
    CONTRADICTS = "CONTRADICTS"  # a and b cannot both hold
    RELATED_TO = "RELATED_TO"    # same topic; used together
    FOLLOWS = "FOLLOWS"          # a came right after b in the same step (capture)
    RESULT_OF = "RESULT_OF"      # a is what the recorded call b returned (capture)


class RelationSource(str, enum.Enum):
    USER = "user"        # said so explicitly (relate())
    JUDGE = "judge"      # relation discovery's judge
    CO_USE = "co-use"    # used together in successful tasks
    CAPTURE = "capture"  # recorded by @track / step()


class ConflictStatus(str, enum.Enum):
    OPEN = "open"
    RESOLVED = "resolved"
    DISMISSED = "dismissed"


class Relation(BaseModel):
    """One association as seen from ``cell_id``: ``direction`` "out" means (cell)-[type]->(other)."""

    model_config = ConfigDict(frozen=True)

    type: RelationType
    direction: str
    cell: Cell
    strength: float
    confidence: float
    source: RelationSource
    by: str | None = None
    reason: str | None = None
    at: datetime | None = None


class Conflict(BaseModel):
    """A contradiction (or a low-confidence memory) waiting for, or settled by, a decision."""

    model_config = ConfigDict(frozen=True)

    id: str
    namespace: str
    status: ConflictStatus
    kind: str = "contradiction"
    cells: tuple[str, ...] = ()
    evidence: str | None = None
    confidence: float | None = None
    source: str | None = None
    by: str | None = None
    at: datetime | None = None
    rule: str | None = None
    winner: str | None = None
    loser: str | None = None
    resolved_by: str | None = None
    resolved_at: datetime | None = None
    reason: str | None = None


class Version(BaseModel):
    """One version in a supersession chain: ``offset`` 0 is the cell asked about, negative older."""

    model_config = ConfigDict(frozen=True)

    cell: Cell
    offset: int
    superseded_at: datetime | None = None


# --- validation (the server checks the same; this side fails before any I/O) ----------------------
def unit(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or not 0.0 <= float(value) <= 1.0:
        raise InvalidInputError(f"{what} must be a number in [0, 1], got {value!r}")
    return float(value)


def relation_type(value: object) -> RelationType:
    try:
        return RelationType(value.upper() if isinstance(value, str) else value)
    except ValueError:
        allowed = ", ".join(t.value for t in RelationType)
        raise InvalidInputError(f"unknown relation type {value!r}; use one of: {allowed}") from None


def relation_props(*, strength: object = 0.5, confidence: object = 1.0, source: object = RelationSource.USER,
                   by: object = None, reason: object = None) -> dict[str, Any]:
    """The ``props`` map of ``memlineage.traces.relate``, validated."""
    props: dict[str, Any] = {"strength": unit(strength, "strength"), "confidence": unit(confidence, "confidence"),
                             "source": relation_source(source).value, "by": check_by(by)}
    if reason is not None:
        props["reason"] = check_text(reason, "reason", MAX_REASON)
    return props


def relation_source(value: object) -> RelationSource:
    try:
        return RelationSource(value)
    except ValueError:
        allowed = ", ".join(s.value for s in RelationSource)
        raise InvalidInputError(f"unknown relation source {value!r}; use one of: {allowed}") from None


def relate_params(namespace: str, a: str, b: str, type: object, props: Mapping[str, Any]) -> dict[str, Any]:
    a, b = check_id(a), check_id(b)
    if a == b:
        raise InvalidInputError(f"a memory cannot be related to itself ({a})")
    return {"namespace": namespace, "from": a, "to": b, "type": relation_type(type).value, "props": dict(props)}


def direction(value: object) -> str:
    if value not in ("out", "in", "both"):
        raise InvalidInputError(f"direction must be 'out', 'in' or 'both', got {value!r}")
    return str(value)


def conflict_status(value: object) -> str:
    if value == "all":
        return "all"
    try:
        return ConflictStatus(value).value
    except ValueError:
        raise InvalidInputError(f"conflict status must be 'open', 'resolved', 'dismissed' or 'all', got {value!r}") \
            from None


def decision_text(reason: object, by: object) -> tuple[str, str]:
    """A decision's (reason, by), validated; ``by`` defaults to "unknown"."""
    return check_text(reason, "reason", MAX_REASON), check_by(by)


# --- parsing --------------------------------------------------------------------------------------
def parse_time(value: object) -> datetime | None:
    if isinstance(value, int):
        return datetime.fromtimestamp(value / 1000, tz=timezone.utc)
    if value is not None and hasattr(value, "to_native"):
        return value.to_native()  # type: ignore[no-any-return]
    return value if isinstance(value, datetime) else None


def parse_conflict(row: Mapping[str, Any]) -> Conflict:
    data = dict(row)
    for key in ("at", "resolved_at"):
        data[key] = parse_time(data.get(key))
    data["cells"] = tuple(data.get("cells") or ())
    return Conflict.model_validate({k: v for k, v in data.items() if k in Conflict.model_fields})


# --- resolution policy ------------------------------------------------------------------------------
class Decision(BaseModel):
    """What the policy decided for one contradiction: a winner and the rule, or review (winner None)."""

    model_config = ConfigDict(frozen=True)

    winner: str | None
    loser: str | None
    rule: str


#: How much a memory's origin can be trusted: the user's own words, then tools, then the model's text.
DEFAULT_RELIABILITY: Mapping[str, int] = {
    Kind.USER_INPUT.value: 3, Kind.PREFERENCE.value: 3, Kind.CONSTRAINT.value: 3, Kind.TASK.value: 3,
    Kind.TOOL_RESULT.value: 2, Kind.FACT.value: 2,
    Kind.SUMMARY.value: 1, Kind.LLM_OUTPUT.value: 1, Kind.PLAN.value: 1, Kind.LLM_REASONING.value: 1,
    Kind.TOOL_CALL.value: 0,
}


class ResolutionPolicy(BaseModel):
    """When a contradiction settles itself, and by which rule (recorded on the conflict).

    Rules, in order, for a contradiction judged with confidence ≥ ``auto_threshold``:

    1. ``newest_preference`` — two preferences (or two constraints): the newer one wins.
    2. ``newer_statement`` — the newer memory wins when it comes from the same source (``Cell.source``)
       as the older, or from a more reliable kind (``reliability``).
    3. ``higher_confidence`` — the memory whose confidence is higher by ``confidence_gap`` or more wins.

    Anything else (equal standing, or a less sure judgement) waits in the review queue."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    auto_threshold: float = Field(0.8, ge=0, le=1)
    confidence_gap: float = Field(0.3, ge=0, le=1)
    reliability: Mapping[str, int] = Field(default_factory=lambda: dict(DEFAULT_RELIABILITY))

    def decide(self, a: Cell, b: Cell, judged_confidence: float) -> Decision:
        if judged_confidence < self.auto_threshold:
            return Decision(winner=None, loser=None, rule="review: judged with confidence "
                                                          f"{judged_confidence:.2f} < {self.auto_threshold:.2f}")
        newer, older = (a, b) if _when(a) >= _when(b) else (b, a)
        pinned = (Kind.PREFERENCE, Kind.CONSTRAINT)
        if newer.kind == older.kind and newer.kind in pinned:
            return Decision(winner=newer.id, loser=older.id, rule="newest_preference")
        same_source = newer.source is not None and newer.source == older.source
        if same_source or self._reliability(newer) > self._reliability(older):
            return Decision(winner=newer.id, loser=older.id, rule="newer_statement")
        if abs(a.confidence - b.confidence) >= self.confidence_gap:
            winner, loser = (a, b) if a.confidence > b.confidence else (b, a)
            return Decision(winner=winner.id, loser=loser.id, rule="higher_confidence")
        return Decision(winner=None, loser=None, rule="review: equal standing")

    def _reliability(self, cell: Cell) -> int:
        return self.reliability.get(cell.kind.value, 0)


#: Kinds that state something: only two statements can contradict (a call, a plan or a task asserts nothing).
ASSERTING_KINDS = frozenset({Kind.FACT, Kind.PREFERENCE, Kind.CONSTRAINT, Kind.TOOL_RESULT, Kind.LLM_OUTPUT,
                             Kind.SUMMARY, Kind.USER_INPUT})


def asserts(cell: Cell) -> bool:
    """Whether a memory states something that another statement could contradict (not a question)."""
    return cell.kind in ASSERTING_KINDS and not cell.content.rstrip().endswith("?")


def _when(cell: Cell) -> datetime:
    return cell.created_at or datetime.min.replace(tzinfo=timezone.utc)
