"""The write gate, without I/O: does an extracted candidate deserve to be stored, and how?

``ingest`` finds each candidate's nearest stored memories (and the candidates kept before it in the same
call) and hands them here with their cosine similarity. :func:`decide` then:

1. **merge** — a neighbour says the same thing (the relation judge says SUPPORTS with confidence ≥
   ``merge_confidence``, or the texts are near-identical, cosine ≥ ``duplicate_similarity``, with the same
   typed values): the candidate is not stored twice; ``ingest`` links the stored memory to the new source
   instead (it now also derives from these words).
2. **conflict** — a neighbour that asserts something says the opposite (judge: CONTRADICTS with confidence ≥
   ``conflict_confidence``): the candidate is stored and the pair goes through the conflict handling of memory
   traces (a :class:`~memgraph_py.traces.Conflict`, settled by the resolution policy when it safely can, else
   left in the review queue).
3. otherwise a **score** in [0, 1] — ``importance`` (the kind's prior, more for a typed value, a date or a
   named entity), ``confidence`` (the extractor's) and ``novelty`` (1 − the highest similarity to what is
   stored) weighted by :class:`GateConfig` — decides **keep** (≥ ``threshold``) or **drop**; up to
   ``keep_margin`` below the threshold a candidate that states a value or the user's own stance is still kept —
   but not a fallback candidate (:mod:`memgraph_py.extract_fallback`: a clause no rule read, confidence 0.45), which
   is kept only at or above the threshold.

Every decision carries its reason and its score components, which ``ingest`` returns and stores in the
memory's generation context (lineage shows why a memory exists).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .extract import Candidate
from .extract_fallback import FALLBACK_RULE
from .judge import Judge, Relation

__all__ = ["GateConfig", "GateDecision", "Neighbour", "decide"]

#: Importance prior of each extraction class (a constraint matters most; cf. ``_core.KIND_PRIOR``).
CLASS_IMPORTANCE = {"constraint": 0.9, "preference": 0.85, "task": 0.75, "event": 0.75, "fact": 0.65,
                    "decision": 0.7}
_ASSERTING = {"fact", "preference", "constraint", "tool_result", "llm_output", "summary", "user_input"}


class GateConfig(BaseModel):
    """How the write gate weighs and decides; frozen, vary by copy (``GateConfig().model_copy(update=...)``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    threshold: float = Field(0.5, ge=0, le=1)
    importance_weight: float = Field(0.4, ge=0)
    confidence_weight: float = Field(0.35, ge=0)
    novelty_weight: float = Field(0.25, ge=0)
    duplicate_similarity: float = Field(0.95, gt=0, le=1)
    merge_confidence: float = Field(0.8, ge=0, le=1)
    conflict_confidence: float = Field(0.7, ge=0, le=1)
    neighbours: int = Field(5, ge=1, le=50)
    # neighbours below this similarity are not judged (too far to be the same claim or its opposite)
    judge_similarity: float = Field(0.55, ge=0, le=1)
    # just below the threshold (by at most this margin), a candidate that states a value (a number, a date, a
    # name) or the user's own stance ("I …", "my …", "for me") is still kept: dropping a real fact costs more than
    # storing one extra note (small talk rarely reaches the extractor at all)
    keep_margin: float = Field(0.15, ge=0, le=1)


@dataclass(frozen=True)
class Neighbour:
    """A stored memory (or an earlier candidate of the same call, ``id`` None) near a candidate."""

    id: str | None
    content: str
    kind: str
    similarity: float
    index: int | None = None  # the earlier candidate's position, for a neighbour of the same call


@dataclass
class GateDecision:
    """What the gate decided for one candidate, and why."""

    action: str  # keep | merge | conflict | drop
    reason: str
    score: float
    components: dict[str, float] = field(default_factory=dict)
    target: str | None = None        # merge/conflict: the stored memory
    target_index: int | None = None  # merge: an earlier candidate of the same call
    judgement: Any = None            # the judge's verdict behind a merge or conflict

    def as_dict(self) -> dict[str, Any]:
        return {"action": self.action, "reason": self.reason, "score": round(self.score, 3),
                "components": {k: round(v, 3) for k, v in self.components.items()}, "target": self.target}


_STANCE = re.compile(r"\b(?:i|i'm|i'd|i've|me|my|mine|for me)\b", re.I)
_TYPED = re.compile(r"\d+(?:[.,:]\d+)*|[€$£]|@[\w.]+")


def importance(candidate: Candidate) -> float:
    """The kind's prior, plus 0.05 for each of: a typed value, a date, a named entity (at most 1)."""
    value = CLASS_IMPORTANCE.get(candidate.cls, 0.6)
    value += 0.05 * bool(candidate.values) + 0.05 * bool(candidate.date) + 0.05 * bool(candidate.entities)
    return min(1.0, value)


def decide(candidate: Candidate, neighbours: Sequence[Neighbour], judge: Judge,
           config: GateConfig | None = None) -> GateDecision:
    """The gate's decision for ``candidate`` given its nearest ``neighbours`` (most similar first is not
    required). The judge runs only on neighbours at least ``judge_similarity`` alike."""
    cfg = config or GateConfig()
    near = sorted((n for n in neighbours if n.similarity >= cfg.judge_similarity), key=lambda n: -n.similarity)
    top = max((n.similarity for n in neighbours), default=0.0)
    novelty = max(0.0, min(1.0, 1.0 - top))
    imp = importance(candidate)
    components = {"importance": imp, "confidence": candidate.confidence, "novelty": novelty}
    total = cfg.importance_weight + cfg.confidence_weight + cfg.novelty_weight or 1.0
    score = (cfg.importance_weight * imp + cfg.confidence_weight * candidate.confidence
             + cfg.novelty_weight * novelty) / total
    if near:
        verdicts = judge.judge_many([(n.content, candidate.content, n.kind, candidate.kind) for n in near])
        for n, judged in zip(near, verdicts, strict=True):
            same_values = sorted(_TYPED.findall(n.content)) == sorted(_TYPED.findall(candidate.content))
            if judged.label is Relation.CONTRADICTS and judged.confidence >= cfg.conflict_confidence \
                    and n.kind in _ASSERTING and candidate.kind in _ASSERTING:
                return GateDecision("conflict" if n.id is not None else "keep",
                                    f"contradicts {'stored memory ' + n.id if n.id else 'an earlier statement'} "
                                    f"({judged.evidence or judged.rule})", score, components, target=n.id,
                                    target_index=n.index, judgement=judged)
            if (judged.label is Relation.SUPPORTS and judged.confidence >= cfg.merge_confidence and same_values) \
                    or (n.similarity >= cfg.duplicate_similarity and same_values):
                what = f"stored memory {n.id}" if n.id else f"candidate {n.index} of this call"
                why = judged.evidence if judged.label is Relation.SUPPORTS else f"similarity {n.similarity:.2f}"
                return GateDecision("merge", f"duplicate of {what} ({why})", score, components, target=n.id,
                                    target_index=n.index, judgement=judged)
    floor = cfg.threshold - cfg.keep_margin
    fallback = candidate.rule.startswith(FALLBACK_RULE)  # read by no rule: kept on its score alone, no margin
    if floor <= score < cfg.threshold and not fallback and (candidate.values or candidate.date or candidate.entities
                                           or _STANCE.search(candidate.content)):
        return GateDecision("keep", f"score {score:.2f} below the threshold {cfg.threshold:.2f} but within its margin "
                                    f"({floor:.2f}), and it states a value or the user's own stance "
                                    f"({candidate.cls}, {candidate.rule})", score, components)
    if score < cfg.threshold:
        return GateDecision("drop", f"score {score:.2f} below the threshold {cfg.threshold:.2f} "
                                    f"(importance {imp:.2f}, confidence {candidate.confidence:.2f}, novelty {novelty:.2f})",
                            score, components)
    return GateDecision("keep", f"score {score:.2f} ≥ {cfg.threshold:.2f} ({candidate.cls}, {candidate.rule})",
                        score, components)
