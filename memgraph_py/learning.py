"""Learned fusion weights, without I/O: fit the recall weights of a namespace to its recorded feedback.

Every recorded recall keeps, per returned memory, its score components (semantic, keyword, lineage,
importance, recency, usefulness, pinned, confidence) and the feedback the agent gave. A weight vector
re-ranks those results; :func:`fit_weights` searches, by coordinate ascent, the weights under which the
memories marked helpful come first (mean nDCG@k over the retrievals), starting from a preset. The
result is stored as a named preset and used like ``balanced`` (``recall(preset="learned")``).

Coordinate ascent over nine numbers needs nothing beyond the standard library; it is deterministic
and explains itself (the report says how far nDCG moved on the retrievals it was fitted on, and on the
folds it was not fitted on). A few dozen recorded recalls overfit easily, so the move away from the start
preset is shrunk by cross-validation inside the given retrievals, down to none.
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
# cross-validation inside the fitted retrievals: how far the fit moves from the start preset is chosen among
# these fractions by the mean nDCG@k of folds it was not fitted on (0: the start preset itself)
SHRINKAGE = (0.0, 0.25, 0.5, 0.75, 1.0)
FOLDS = 4


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
    shrinkage: float = 0.0        # fraction of the fitted move kept, chosen by cross-validation (0: the start)
    cv_ndcg_before: float = 0.0   # mean nDCG@k of the folds left out, start preset
    cv_ndcg_after: float = 0.0    # … with the move at the chosen shrinkage


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


def _ascent(samples: Sequence[Sample], origin: Mapping[str, float], rounds: int, k: int) -> dict[str, float]:
    """Coordinate ascent from ``origin``: each round tries, for each component in turn, a few multiples of its weight
    within ``BOUND`` of the origin and keeps a move that improves mean nDCG@k by ``MIN_GAIN``."""
    current = dict(origin)
    best = mean_ndcg(current, samples, k)
    for _ in range(rounds):
        improved = False
        for name in COMPONENTS:
            base = current[name]
            low, high = origin[name] / BOUND, (origin[name] or _SEED) * BOUND
            for candidate in sorted({base * f for f in _FACTORS} | ({_SEED} if base == 0 else set())):
                if candidate == base or not (low <= candidate <= high):
                    continue
                trial = {**current, name: candidate}
                value = mean_ndcg(trial, samples, k)
                if value > best + MIN_GAIN:
                    best, current, improved = value, trial, True
        if not improved:
            break
    return current


def _toward(origin: Mapping[str, float], fitted: Mapping[str, float], fraction: float) -> dict[str, float]:
    """``fraction`` of the way from ``origin`` to ``fitted``, scaled back to the origin's total: the score's scale
    is what diversity and the standing quota are weighed against, so a fit changes proportions, not scale."""
    moved = {n: origin[n] + fraction * (fitted[n] - origin[n]) for n in origin}
    total, wanted = sum(moved.values()), sum(origin.values())
    return {n: v * wanted / total for n, v in moved.items()} if total > 0 else dict(origin)


def fit_weights(samples: Sequence[Sample], start: Weights, *, rounds: int = 4, k: int = 10,
                folds: int = FOLDS) -> FitResult:
    """Weights fitted to the feedback, regularised toward ``start`` by cross-validation: coordinate ascent on all
    but one fold, evaluated on that fold at each fraction of ``SHRINKAGE``; the fraction with the best mean over
    the left-out folds (ties: the smaller; a gain under ``MIN_GAIN``: 0) is applied to the ascent on all
    retrievals. With fewer than two retrievals per fold nothing can be validated and ``start`` is returned. The
    weights keep the start's total (see :func:`_toward`)."""
    origin = {name: float(getattr(start, name)) for name in COMPONENTS}
    useful = [s for s in samples if any(rel > 0 for _, rel in s.hits)]
    before = mean_ndcg(origin, useful, k)
    shrinkage, cv_before, cv_after = 0.0, before, before
    if len(useful) >= 2 * folds:
        parts = [useful[i::folds] for i in range(folds)]
        held = {f: [] for f in SHRINKAGE}
        for i, part in enumerate(parts):
            fitted = _ascent([s for j, p in enumerate(parts) if j != i for s in p], origin, rounds, k)
            for f in SHRINKAGE:
                held[f].append(mean_ndcg(_toward(origin, fitted, f), part, k))
        means = {f: sum(v) / len(v) for f, v in held.items()}
        cv_before = means[0.0]
        best = max(SHRINKAGE, key=lambda f: (round(means[f], 9), -f))
        if means[best] > cv_before + MIN_GAIN:
            shrinkage = best
        cv_after = means[shrinkage]
    final = _toward(origin, _ascent(useful, origin, rounds, k), shrinkage) if shrinkage > 0 else origin
    weights = Weights(**{name: round(value, 4) for name, value in final.items()})
    return FitResult(weights=weights, ndcg_before=before, ndcg_after=mean_ndcg(weights.model_dump(), useful, k),
                     retrievals=len(useful), shrinkage=shrinkage, cv_ndcg_before=cv_before, cv_ndcg_after=cv_after)
