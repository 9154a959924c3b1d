"""Learned fusion weights, without I/O: fit the recall weights of a namespace to its recorded feedback.

Every recorded recall keeps, per returned memory, its score components (semantic, keyword, lineage,
importance, recency, usefulness, pinned, confidence) and the feedback the agent gave. A weight vector
re-ranks those results; :func:`fit_weights` searches, by coordinate ascent, the weights under which the
memories marked helpful come first (mean nDCG@k over the retrievals), starting from a preset. The
result is stored as a named preset and used like ``balanced`` (``recall(preset="learned")``).

Coordinate ascent over eight numbers needs nothing beyond the standard library; it is deterministic
and explains itself (the report says how far nDCG moved on the retrievals it was fitted on).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .recall import Weights

__all__ = ["FitResult", "Sample", "fit_weights", "ndcg"]

COMPONENTS = tuple(Weights.model_fields)
# multiplicative moves tried per weight and round; a zero weight is also tried at a small positive value
_FACTORS = (0.5, 0.75, 1.33, 2.0)
_SEED = 0.05
# a fitted weight stays within [start / BOUND, start * BOUND] (zero weights up to _SEED * BOUND): a few dozen
# recorded recalls re-rank only what the start preset returned, and unbounded moves overfit them
BOUND = 2.0
# a move is kept only when it improves mean nDCG@k by at least this much
MIN_GAIN = 0.002


@dataclass(frozen=True)
class Sample:
    """One recorded retrieval: each hit's components and how relevant the feedback said it was (0..1)."""

    retrieval: str
    hits: Sequence[tuple[Mapping[str, float], float]]


@dataclass(frozen=True)
class FitResult:
    weights: Weights
    ndcg_before: float
    ndcg_after: float
    retrievals: int


def ndcg(scores: Sequence[float], relevance: Sequence[float], k: int = 10) -> float:
    """nDCG@k of ``relevance`` ordered by ``scores`` (ties keep the given order); 0 when nothing is relevant."""
    order = sorted(range(len(scores)), key=lambda i: -scores[i])[:k]
    dcg = sum(relevance[i] / math.log2(rank + 2) for rank, i in enumerate(order))
    ideal = sum(r / math.log2(rank + 2) for rank, r in enumerate(sorted(relevance, reverse=True)[:k]))
    return dcg / ideal if ideal > 0 else 0.0


def _score(weights: Mapping[str, float], components: Mapping[str, float]) -> float:
    return sum(w * components.get(name, 0.0) for name, w in weights.items())


def mean_ndcg(weights: Mapping[str, float], samples: Sequence[Sample], k: int = 10) -> float:
    useful = [s for s in samples if any(rel > 0 for _, rel in s.hits)]
    if not useful:
        return 0.0
    return sum(ndcg([_score(weights, c) for c, _ in s.hits], [rel for _, rel in s.hits], k) for s in useful) / len(useful)


def fit_weights(samples: Sequence[Sample], start: Weights, *, rounds: int = 4, k: int = 10) -> FitResult:
    """Coordinate ascent from ``start``: each round tries, for each component in turn, a few multiples of its
    weight within ``BOUND`` of the start and keeps a move only when mean nDCG@k improves by ``MIN_GAIN`` and
    neither half of the retrievals (alternating) gets worse. Weights are normalised to sum 1."""
    origin = {name: float(getattr(start, name)) for name in COMPONENTS}
    current = dict(origin)
    best = before = mean_ndcg(current, samples, k)
    # two folds (alternate retrievals): a move must help overall and hurt neither fold, or it fits noise
    folds = (samples[0::2], samples[1::2])
    fold_best = [mean_ndcg(current, f, k) for f in folds]
    for _ in range(rounds):
        improved = False
        for name in COMPONENTS:
            base = current[name]
            low, high = origin[name] / BOUND, (origin[name] or _SEED) * BOUND
            for candidate in {base * f for f in _FACTORS} | ({_SEED} if base == 0 else set()):
                if candidate == base or not (low <= candidate <= high):
                    continue
                trial = {**current, name: candidate}
                value = mean_ndcg(trial, samples, k)
                if value <= best + MIN_GAIN:
                    continue
                fold_values = [mean_ndcg(trial, f, k) for f in folds]
                if all(v >= b for v, b in zip(fold_values, fold_best)):
                    best, current, improved, fold_best = value, trial, True, fold_values
        if not improved:
            break
    total = sum(current.values())
    weights = Weights(**{name: round(value / total, 4) for name, value in current.items()})
    return FitResult(weights=weights, ndcg_before=before, ndcg_after=mean_ndcg(weights.model_dump(), samples, k),
                     retrievals=sum(1 for s in samples if any(rel > 0 for _, rel in s.hits)))
