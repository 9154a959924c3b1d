"""Memory lifecycle without I/O: layers, the open task, forget policies, consolidation clusters, working sets.

:class:`memgraph_py._async.lifecycle.AsyncLifecycle` (part of ``AsyncMemory``) does the I/O; the graph work
(scoring and archiving, CONSOLIDATES edges, tasks) is the ``memlineage.lifecycle.*`` procedures of the
Java plugin. What lives here is what the client decides on its own: validating a policy before anything is
sent, grouping near-duplicate or closely related memories into clusters from their embeddings, entities and
lineage, and packing a task's memories into a budget.
"""

from __future__ import annotations

import contextvars
import math
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, cast

import numpy as np
from pydantic import BaseModel, ConfigDict, Field, field_validator

from .errors import InvalidInputError
from .models import Cell, Kind, Layer, default_layer

__all__ = [
    "ClusterInput", "ConsolidationCluster", "ConsolidationPolicy", "ConsolidationReport", "ForgetCandidate",
    "ForgetPolicy", "ForgetReport", "TaskReport", "WorkingSet", "approx_tokens", "check_layers", "current_task",
    "find_clusters", "in_task", "pack",
]

_TASK: contextvars.ContextVar[str | None] = contextvars.ContextVar("memlineage_task", default=None)


def current_task() -> str | None:
    """The id of the open task this context captures into (``AsyncLifecycle.task``), if any."""
    return _TASK.get()


@contextmanager
def in_task(task_id: str) -> Iterator[str]:
    """Captures in this block belong to ``task_id``'s working layer."""
    token = _TASK.set(task_id)
    try:
        yield task_id
    finally:
        _TASK.reset(token)


def check_layers(layers: object) -> list[str] | None:
    """A recall/working-set layer filter: None (all), or a non-empty collection of layer names."""
    if layers is None:
        return None
    if isinstance(layers, (str, Layer)):
        layers = [layers]
    try:
        values = [Layer(x).value for x in cast(Iterable[Any], layers)]
    except (TypeError, ValueError):
        raise InvalidInputError(f"layers must be among working, episodic, semantic; got {layers!r}") from None
    if not values:
        raise InvalidInputError("layers=[] would match no memory; pass None for every layer")
    return sorted(set(values))


def layer_kinds(layers: Sequence[str]) -> set[str]:
    """The kinds memories of ``layers`` can have: a working memory has any kind, the others their kind's layer."""
    if "working" in layers:
        return {k.value for k in Kind}
    return {k.value for k in Kind if default_layer(k.value).value in layers}


def cell_layer(cell: Cell) -> Layer:
    return cell.layer if cell.layer is not None else default_layer(cell.kind.value)


# --------------------------------------------------------------------------------------------- forget
FORGET_WEIGHTS = ("importance", "recency", "usage", "topology")


class ForgetPolicy(BaseModel):
    """What ``forget`` may archive. Threshold mode (default): memories scoring below ``threshold``. Budget mode
    (``budget`` set): the lowest-scoring until at most ``budget`` memories of the namespace are active. Never:
    roots, ``pinned_kinds``, memories of open tasks, ancestors of a valid llm_output recorded within
    ``recent_days``. Score = weighted importance, recency (half-life ``half_life_days``), usage, topology."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    threshold: float = Field(default=0.35, ge=0.0, le=1.0)
    budget: int | None = Field(default=None, ge=0)
    limit: int = Field(default=10_000, ge=1, le=1_000_000)
    pinned_kinds: tuple[str, ...] = ("preference", "constraint", "fact", "summary", "task")
    recent_days: float = Field(default=7.0, ge=0.0)
    half_life_days: float = Field(default=30.0, gt=0.0)
    weights: dict[str, float] = Field(default_factory=lambda: {"importance": 0.4, "recency": 0.3, "usage": 0.2,
                                                               "topology": 0.1})
    now: datetime | None = None  # the clock the score uses (histories recorded with their own timestamps)

    @field_validator("pinned_kinds")
    @classmethod
    def _kinds(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(Kind(k).value for k in value)

    @field_validator("weights")
    @classmethod
    def _weights(cls, value: dict[str, float]) -> dict[str, float]:
        unknown = set(value) - set(FORGET_WEIGHTS)
        if unknown:
            raise ValueError(f"unknown weights {sorted(unknown)}; use {', '.join(FORGET_WEIGHTS)}")
        if any(not 0.0 <= float(v) <= 1.0 or math.isnan(float(v)) for v in value.values()):
            raise ValueError("weights are numbers in [0, 1]")
        return dict(value)

    @classmethod
    def of(cls, policy: ForgetPolicy | Mapping[str, Any] | None) -> ForgetPolicy:
        """A policy from a policy, a mapping of its fields, or None (the defaults); InvalidInputError otherwise."""
        if policy is None:
            return cls()
        if isinstance(policy, cls):
            return policy
        if not isinstance(policy, Mapping):
            raise InvalidInputError(f"a forget policy is a ForgetPolicy or a mapping, got {type(policy).__name__}")
        try:
            return cls(**policy)
        except (ValueError, TypeError) as exc:
            raise InvalidInputError(f"bad forget policy: {exc}") from None

    def options(self) -> dict[str, Any]:
        """The procedure's options map (memlineage.lifecycle.forget)."""
        out: dict[str, Any] = {"threshold": self.threshold, "limit": self.limit, "pinnedKinds": list(self.pinned_kinds),
                               "recentDays": self.recent_days, "halfLifeDays": self.half_life_days,
                               "weights": dict(self.weights)}
        if self.budget is not None:
            out["budget"] = self.budget
        if self.now is not None:
            out["now"] = int(self.now.timestamp() * 1000)
        return out


class ForgetCandidate(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    kind: str
    score: float
    importance: float
    recency: float
    usage: float
    topology: float
    reason: str
    archived: bool


class ForgetReport(BaseModel):
    """What ``forget`` archived (or, in a dry run, would archive) and why, lowest score first."""

    model_config = ConfigDict(frozen=True)

    dry_run: bool
    candidates: tuple[ForgetCandidate, ...]
    active_before: int
    active_after: int

    @property
    def ids(self) -> list[str]:
        return [c.id for c in self.candidates]


# --------------------------------------------------------------------------------------------- consolidation
#: kinds consolidate groups by default: what agents capture as events (the episodic layer)
EPISODIC_KINDS = ("user_input", "tool_call", "tool_result", "llm_reasoning", "llm_output", "plan")


class ConsolidationPolicy(BaseModel):
    """Which memories ``consolidate`` groups. Two memories are linked when their embeddings' cosine similarity is
    at least ``near_duplicate``, or at least ``related`` and they share an entity or a lineage neighbour (one
    derives from the other, or both from the same parent). Clusters are the linked groups of ``min_size`` to
    ``max_size`` memories (a larger group is cut in time order)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    near_duplicate: float = Field(default=0.92, gt=0.0, le=1.0)
    related: float = Field(default=0.80, gt=0.0, le=1.0)
    min_size: int = Field(default=2, ge=2, le=1000)
    max_size: int = Field(default=12, ge=2, le=1000)
    kinds: tuple[str, ...] = EPISODIC_KINDS
    max_sentences: int = Field(default=3, ge=1, le=50)

    @field_validator("kinds")
    @classmethod
    def _kinds(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        if not value:
            raise ValueError("kinds must name at least one kind")
        return tuple(Kind(k).value for k in value)

    @classmethod
    def of(cls, policy: ConsolidationPolicy | Mapping[str, Any] | None) -> ConsolidationPolicy:
        if policy is None:
            return cls()
        if isinstance(policy, cls):
            return policy
        if not isinstance(policy, Mapping):
            raise InvalidInputError(f"a consolidation policy is a ConsolidationPolicy or a mapping, "
                                    f"got {type(policy).__name__}")
        try:
            made = cls(**policy)
        except (ValueError, TypeError) as exc:
            raise InvalidInputError(f"bad consolidation policy: {exc}") from None
        if made.min_size > made.max_size or made.related > made.near_duplicate:
            raise InvalidInputError("consolidation policy: need min_size ≤ max_size and related ≤ near_duplicate")
        return made


@dataclass
class ClusterInput:
    """A memory consolidate may group: what the graph says about it."""

    id: str
    kind: str
    content: str
    created_at: int  # epoch ms
    entities: list[str] = field(default_factory=list)
    parents: list[str] = field(default_factory=list)


def find_clusters(cells: Sequence[ClusterInput], vectors: Mapping[str, Sequence[float]],
                  policy: ConsolidationPolicy, block: int = 1024) -> list[list[str]]:
    """Groups of linked memories (see :class:`ConsolidationPolicy`), each in time order, largest first.
    Pairwise similarities are computed a block of rows at a time (memory stays O(block × n))."""
    usable = [c for c in cells if c.id in vectors]
    n = len(usable)
    if n < 2:
        return []
    raw = np.asarray([vectors[c.id] for c in usable], dtype=np.float32)
    norms = np.linalg.norm(raw, axis=1, keepdims=True)
    matrix = (raw / np.where(norms == 0, 1, norms)).astype(np.float32)
    parent = list(range(n))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    index = {c.id: i for i, c in enumerate(usable)}
    entity_sets = [frozenset(e.lower() for e in c.entities) for c in usable]
    parent_sets = [frozenset(c.parents) for c in usable]
    for start in range(0, n, block):
        sims = matrix[start:start + block] @ matrix.T
        rows, cols = np.nonzero(sims >= policy.related)
        for r, j in zip(rows.tolist(), cols.tolist()):
            i = start + r
            if j <= i:
                continue
            sim = float(sims[r, j])
            if sim < policy.near_duplicate:
                a, b = usable[i], usable[j]
                lineage = (a.id in parent_sets[j] or b.id in parent_sets[i] or bool(parent_sets[i] & parent_sets[j]))
                if not (lineage or entity_sets[i] & entity_sets[j]):
                    continue
            ri, rj = find(i), find(j)
            if ri != rj:
                parent[max(ri, rj)] = min(ri, rj)
    groups: dict[int, list[int]] = {}
    for i in range(n):
        groups.setdefault(find(i), []).append(i)
    clusters: list[list[str]] = []
    for members in groups.values():
        if len(members) < policy.min_size:
            continue
        members.sort(key=lambda i: (usable[i].created_at, usable[i].id))
        for cut in range(0, len(members), policy.max_size):
            part = members[cut:cut + policy.max_size]
            if len(part) >= policy.min_size:
                clusters.append([usable[i].id for i in part])
    clusters.sort(key=lambda c: (-len(c), c[0]))
    del index
    return clusters


class ConsolidationCluster(BaseModel):
    model_config = ConfigDict(frozen=True)

    summary_id: str | None  # None in a dry run
    sources: tuple[str, ...]
    content: str


class ConsolidationReport(BaseModel):
    """What ``consolidate`` found and wrote: one semantic summary per cluster, its sources archived."""

    model_config = ConfigDict(frozen=True)

    dry_run: bool
    examined: int
    clusters: tuple[ConsolidationCluster, ...]

    @property
    def archived(self) -> int:
        return 0 if self.dry_run else sum(len(c.sources) for c in self.clusters)


# --------------------------------------------------------------------------------------------- tasks, working set
class TaskReport(BaseModel):
    model_config = ConfigDict(frozen=True)

    task: str
    demoted: int                       # working memories now episodic
    consolidation: ConsolidationReport | None = None


_WORD = re.compile(r"\S+")


def approx_tokens(text: str) -> int:
    """A tokenizer-free token estimate (≈ 4/3 tokens per word, the ratio of English text under BPE)."""
    return max(1, math.ceil(len(_WORD.findall(text)) * 4 / 3))


class WorkingSet(BaseModel):
    """A task's context within a budget, most relevant first."""

    model_config = ConfigDict(frozen=True)

    task: str
    cells: tuple[Cell, ...]
    scores: tuple[float, ...]
    tokens: int
    left_out: int  # memories of the task that did not fit

    def __iter__(self):  # type: ignore[override]
        return iter(self.cells)

    def __len__(self) -> int:
        return len(self.cells)


def check_budget(budget: object, unit: object) -> tuple[int, str]:
    if unit not in ("tokens", "cells"):
        raise InvalidInputError(f"unit must be 'tokens' or 'cells', got {unit!r}")
    if not isinstance(budget, int) or isinstance(budget, bool) or budget < 1 or budget > 10_000_000:
        raise InvalidInputError(f"budget must be a whole number ≥ 1, got {budget!r}")
    return budget, str(unit)


def pack(scored: Sequence[tuple[Cell, float]], budget: int, unit: str) -> tuple[list[tuple[Cell, float]], int, int]:
    """The best-scored cells that fit ``budget`` (tokens or cells), best first; (chosen, tokens, left out).
    A cell too large for what remains is skipped and a smaller one after it may still fit."""
    chosen: list[tuple[Cell, float]] = []
    used = tokens = 0
    for cell, score in sorted(scored, key=lambda cs: (-cs[1], cs[0].id)):
        cost = 1 if unit == "cells" else approx_tokens(cell.content)
        if used + cost > budget:
            continue
        chosen.append((cell, score))
        used += cost
        tokens += approx_tokens(cell.content)
    return chosen, tokens, len(scored) - len(chosen)


def relevance(cell: Cell, now_ms: int, similarity: float | None, half_life_days: float = 1.0) -> float:
    """Working-set order: similarity to the question when one is given, else importance; both blended with
    recency inside the task (half-life ``half_life_days``)."""
    created = int(cell.created_at.timestamp() * 1000) if cell.created_at else now_ms
    age_days = max(0.0, (now_ms - created) / 86_400_000)
    recency = 0.5 ** (age_days / half_life_days)
    base = similarity if similarity is not None else cell.importance
    return 0.7 * base + 0.3 * recency
