"""Learned fusion weights, without I/O: fit the recall weights of a namespace to its recorded feedback.

Every recorded recall keeps, per returned memory, its score components (semantic, keyword, lineage,
importance, recency, usefulness, pinned, confidence) and the feedback the agent gave. A weight vector
re-ranks those results; :func:`fit_weights` searches, by coordinate ascent, the weights under which the
memories marked helpful come first (mean nDCG@k over the retrievals), starting from a preset. The
result is stored as a named preset and used like ``balanced`` (``recall(preset="learned")``).

Two learners: coordinate ascent on nDCG@k itself (deterministic, explains itself), and a pairwise
logistic ranker (numpy) that reads every helpful-over-unhelpful pair of a retrieval, not only the moves
that change its top k, with an L2 pull toward the start preset. A few dozen recorded recalls overfit easily,
so cross-validation inside the given retrievals picks the learner, the pull and how much of the move away
from the start preset to keep, down to none. The report says how far nDCG moved on the retrievals fitted on,
and on the folds left out.

An agent asks the same question more than once (repeats, paraphrases). Each retrieval names the question it asked
(:attr:`Sample.question`); retrievals of one question share one vote, sit in the same fold, and the significance
check counts questions, not retrievals: repeats cannot pass for independent evidence, nor a fold be validated on a
paraphrase of what it was fitted on. The components are whatever weight names :class:`~.recall.Weights` has.

:func:`fit_by_shape` fits recalls given a focus and plain ones apart (``SHAPES``), each validated on its own questions;
a preset fitted so holds two weight vectors and recall uses the one of its own shape.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from .recall import Weights

__all__ = ["SHAPES", "FitResult", "Sample", "explore_weights", "fit_by_shape", "fit_weights", "ndcg"]

COMPONENTS = tuple(Weights.model_fields)
# components that feedback itself rewrites (a helpful vote raises the memory's importance and usefulness): the
# values recorded with a retrieval are from before its feedback, so a weight fitted on them rewards the memories the
# fitted questions found helpful, wherever they are recalled next (on `bench recall`'s held-out halves the learned
# preset lost 7.7 nDCG@10 points to balanced with them, 1.8 without them, seeds 1-6). The samples are fitted without
# these components, so no learner moves their weights: they stay the start's.
FEEDBACK_DRIVEN = ("importance", "usefulness")
# the query shapes a preset may weigh differently: a recall given a focus (lineage, the pinned memories it rests on
# and the standing ones under it all score) and a plain one (they do not: lineage is 0 for every candidate). The
# weights that order a focus recall best need not be those of a plain one (the `lineage` preset weighs the focus more
# than `balanced` does), so one vector for both is a compromise; each shape is fitted, validated and kept (or left at
# the start) on its own
SHAPES = ("focus", "plain")
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
# a cross-validated gain is kept when it exceeds this many standard errors of its per-question differences: the
# best of 20 tries wins by chance on a few dozen questions (without the check most pure-noise sets moved; at 1.0
# about a third do). 1.0 was picked after seeing `bench recall` seeds 1-3 at 2.0; it is fixed since (seeds 7-12
# of the bench were first run with it)
SIGNIFICANCE = 1.0
# pairwise logistic ranker: L2 pulls toward the start preset (on weights in the start's units), tried by cross-validation
PULLS = (0.01, 0.1, 1.0)
_STEPS = 400


@dataclass(frozen=True)
class Sample:
    """One recorded retrieval: each hit's components and how relevant the feedback said it was (0..1; None: not
    judged, which counts as not relevant for nDCG and forms no pair), the question it asked (default: its own) and
    its shape (one of ``SHAPES``: whether the recall was given a focus)."""

    retrieval: str
    hits: Sequence[tuple[Mapping[str, float], float | None]]
    question: str = ""
    shape: str = "plain"

    @property
    def asked(self) -> str:
        return self.question or self.retrieval


@dataclass(frozen=True)
class FitResult:
    weights: Weights
    ndcg_before: float
    ndcg_after: float
    retrievals: int
    shrinkage: float = 0.0        # fraction of the fitted move kept, chosen by cross-validation (0: the start)
    learner: str = "start"        # what cross-validation chose: "ascent", "pairwise(pull)" or "start"
    cv_ndcg_before: float = 0.0   # mean nDCG@k of the folds left out, start preset
    cv_ndcg_after: float = 0.0    # … with the move at the chosen shrinkage
    questions: int = 0            # distinct questions among the retrievals (the unit of the folds and of the check)
    cv_gain: float = 0.0          # the best move's gain over the start on the folds left out (kept or not) …
    cv_error: float = 0.0         # … and its standard error across questions
    candidate: str = "start"      # that move's learner and fraction, e.g. "pairwise(0.1)@0.5"; kept when cv_gain
                                  # clears MIN_GAIN and `significance` standard errors


# exploration: the recalls an agent records for a fit can be served with the start preset's weights perturbed, each
# fitted weight multiplied by exp(N(0, EXPLORE_SPREAD)) (a zero weight drawn from [0, _SEED * BOUND]); the feedback
# then also judges memories the start preset ranks low, which a fit on the start's own rankings never sees
EXPLORE_SPREAD = 0.8


def explore_weights(start: Weights, rng: random.Random, spread: float = EXPLORE_SPREAD) -> Weights:
    """``start`` perturbed for one recorded recall (see ``EXPLORE_SPREAD``): the fitted weights moved at random and
    scaled back to their total, the ``FEEDBACK_DRIVEN`` ones kept; the same ``rng`` gives the same weights."""
    origin = start.model_dump()
    moved = {n: (v * math.exp(rng.gauss(0.0, spread)) if v > 0 else rng.uniform(0.0, _SEED * BOUND))
             if n not in FEEDBACK_DRIVEN else v for n, v in origin.items()}
    return Weights(**_toward(origin, moved, 1.0))


def ndcg(scores: Sequence[float], relevance: Sequence[float], k: int = 10) -> float:
    """nDCG@k of ``relevance`` ordered by ``scores`` (ties keep the given order); 0 when nothing is relevant."""
    order = sorted(range(len(scores)), key=lambda i: -scores[i])[:k]
    dcg = sum(relevance[i] / math.log2(rank + 2) for rank, i in enumerate(order))
    ideal = sum(r / math.log2(rank + 2) for rank, r in enumerate(sorted(relevance, reverse=True)[:k]))
    return dcg / ideal if ideal > 0 else 0.0


def _score(weights: Mapping[str, float], components: Mapping[str, float]) -> float:
    return sum(w * components.get(name, 0.0) for name, w in weights.items())


def _useful(samples: Sequence[Sample]) -> list[Sample]:
    return [s for s in samples if any((rel or 0.0) > 0 for _, rel in s.hits)]


def distinct_questions(samples: Sequence[Sample]) -> int:
    """The questions a fit can learn from (those with positive feedback), each counted once however often and in
    whichever shapes it was asked: the unit of the folds and of the significance check."""
    return len({s.asked for s in _useful(samples)})


def _votes(samples: Sequence[Sample]) -> np.ndarray:
    """Each sample's share of a vote: the retrievals of one question split it."""
    asked: dict[str, int] = {}
    for s in samples:
        asked[s.asked] = asked.get(s.asked, 0) + 1
    return np.array([1.0 / asked[s.asked] for s in samples])


def _sample_ndcg(weights: Mapping[str, float], s: Sample, k: int) -> float:
    return ndcg([_score(weights, c) for c, _ in s.hits], [rel or 0.0 for _, rel in s.hits], k)


def mean_ndcg(weights: Mapping[str, float], samples: Sequence[Sample], k: int = 10) -> float:
    """Mean nDCG@k over the questions asked (a question asked n times: the mean of its n retrievals)."""
    useful = _useful(samples)
    if not useful:
        return 0.0
    votes = _votes(useful)
    return float(sum(v * _sample_ndcg(weights, s, k) for v, s in zip(votes, useful)) / votes.sum())


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


def _pairs(samples: Sequence[Sample]) -> np.ndarray:
    """Component differences (more relevant minus less relevant) of every ordered pair of judged hits within a
    retrieval, each question weighted equally (a retrieval with many pairs does not outvote one with few, nor a
    question asked often one asked once)."""
    rows, weights = [], []
    for s, vote in zip(samples, _votes(samples)):
        judged = [(c, r) for c, r in s.hits if r is not None]
        if not judged:
            continue
        x = np.array([[c.get(n, 0.0) for n in COMPONENTS] for c, _ in judged], dtype=float)
        rel = np.array([r for _, r in judged], dtype=float)
        better, worse = np.nonzero(rel[:, None] > rel[None, :])
        if len(better):
            rows.append(x[better] - x[worse])
            weights.append(np.full(len(better), vote / len(better)))
    if not rows:
        return np.zeros((0, len(COMPONENTS) + 1))
    return np.hstack([np.vstack(rows), np.concatenate(weights)[:, None]])


def _pairwise(pull: float) -> Callable[[Sequence[Sample], Mapping[str, float], int, int], dict[str, float]]:
    """A pairwise logistic ranker (RankNet's loss on the score differences of each helpful/unhelpful pair), fitted by
    projected gradient descent from the start preset with an L2 pull of ``pull`` toward it; weights stay >= 0.
    The logistic needs a scale the preset's scores do not have, so the start is first scaled to fit the pairs
    best (a ranking does not change with scale; :func:`_toward` scales the result back)."""

    def fit(samples: Sequence[Sample], origin: Mapping[str, float], rounds: int, k: int) -> dict[str, float]:
        data = _pairs(samples)
        if not len(data):
            return dict(origin)
        d, weight = data[:, :-1], data[:, -1] / data[:, -1].sum()
        w0 = np.array([origin[n] for n in COMPONENTS], dtype=float)

        def loss_grad(w: np.ndarray) -> tuple[float, np.ndarray]:
            margin = d @ w
            loss = float(weight @ np.logaddexp(0.0, -margin))
            return loss, -(d.T @ (weight / (1.0 + np.exp(margin))))

        scale = min((2.0 ** e for e in range(-2, 9)), key=lambda c: loss_grad(c * w0)[0])
        anchor = scale * w0
        w = anchor.copy()
        # step 1/L: the loss's gradient is (1/4) sum(weight |d|^2)-Lipschitz, the pull's 2 pull / scale^2
        rate = 1.0 / (0.25 * float(weight @ np.sum(d * d, axis=1)) + 2 * pull / scale ** 2)
        for _ in range(_STEPS):
            _, grad = loss_grad(w)
            w = np.maximum(0.0, w - rate * (grad + 2 * pull * (w - anchor) / scale ** 2))
        w = w * float(w0.sum()) / float(w.sum()) if w.sum() > 0 else w0
        return {n: float(v) for n, v in zip(COMPONENTS, w)}

    return fit


def _toward(origin: Mapping[str, float], fitted: Mapping[str, float], fraction: float) -> dict[str, float]:
    """``fraction`` of the way from ``origin`` to ``fitted``, scaled back to the origin's total: the score's scale
    is what diversity and the standing quota are weighed against, so a fit changes proportions, not scale. The
    weights of ``FEEDBACK_DRIVEN`` stay exactly the origin's (only the fitted weights are scaled): scaling them with
    the rest gave the components feedback rewrites more weight whenever the fit lowered another (bench recall seed 1:
    importance 0.06 → 0.075 when semantic fell)."""
    moved = {n: origin[n] if n in FEEDBACK_DRIVEN else origin[n] + fraction * (fitted[n] - origin[n]) for n in origin}
    frozen = sum(origin[n] for n in origin if n in FEEDBACK_DRIVEN)
    total, wanted = sum(v for n, v in moved.items() if n not in FEEDBACK_DRIVEN), sum(origin.values()) - frozen
    if total <= 0:
        return dict(origin)
    return {n: v if n in FEEDBACK_DRIVEN else v * wanted / total for n, v in moved.items()}


def _per_question(samples: Sequence[Sample], values: Sequence[float]) -> dict[str, float]:
    """``values`` (one per sample) averaged per question."""
    total: dict[str, list[float]] = {}
    for s, v in zip(samples, values):
        total.setdefault(s.asked, []).append(v)
    return {q: sum(v) / len(v) for q, v in total.items()}


def fit_weights(samples: Sequence[Sample], start: Weights, *, rounds: int = 4, k: int = 10,
                folds: int = FOLDS, significance: float = SIGNIFICANCE) -> FitResult:
    """Weights fitted to the feedback, regularised toward ``start`` by cross-validation: each learner (coordinate
    ascent; the pairwise ranker at each of ``PULLS``) is fitted on all but one fold of questions and evaluated on
    that fold at each fraction of ``SHRINKAGE``; the learner and fraction with the best mean over the left-out
    questions (ties: the simpler, the smaller) are applied to a fit on all retrievals when their gain over the start
    clears ``MIN_GAIN`` and ``significance`` standard errors (else the start is kept). With fewer than two questions
    per fold nothing can be validated and ``start`` is returned. The weights keep the start's total (see
    :func:`_toward`)."""
    origin = {name: float(getattr(start, name)) for name in COMPONENTS}
    useful = [Sample(s.retrieval, [({n: v for n, v in c.items() if n not in FEEDBACK_DRIVEN}, r) for c, r in s.hits],
                     s.question, s.shape) for s in _useful(samples)]
    before = mean_ndcg(origin, useful, k)
    learners: dict[str, Callable[[Sequence[Sample], Mapping[str, float], int, int], dict[str, float]]] = {
        "ascent": _ascent, **{f"pairwise({pull:g})": _pairwise(pull) for pull in PULLS}}
    shrinkage, chosen, cv_before, cv_after = 0.0, "start", before, before
    gain = error = 0.0
    candidate = "start"
    questions = list(dict.fromkeys(s.asked for s in useful))  # == distinct_questions(samples), in order
    if len(questions) >= 2 * folds:
        fold_of = {q: i % folds for i, q in enumerate(questions)}
        parts = [[s for s in useful if fold_of[s.asked] == i] for i in range(folds)]
        # each question's nDCG@k while its fold was left out, per (learner, fraction kept)
        held: dict[tuple[str, float], dict[str, float]] = {}
        for i, part in enumerate(parts):
            rest = [s for j, p in enumerate(parts) if j != i for s in p]
            for name, learn in learners.items():
                fitted = learn(rest, origin, rounds, k)
                for f in SHRINKAGE:
                    moved = _toward(origin, fitted, f)
                    held.setdefault((name, f), {}).update(
                        _per_question(part, [_sample_ndcg(moved, s, k) for s in part]))
        start_scores = np.array([held[("ascent", 0.0)][q] for q in questions])
        cv_before = cv_after = float(start_scores.mean())
        order = list(learners)
        best = max(held, key=lambda key: (round(float(np.mean(list(held[key].values()))), 9),
                                          -order.index(key[0]), -key[1]))
        # the best of many tries on a few dozen questions wins by chance too: keep it only when its gain over the
        # start, paired per question, clears MIN_GAIN and `significance` standard errors
        diff = np.array([held[best][q] for q in questions]) - start_scores
        gain, error = float(diff.mean()), float(diff.std(ddof=1)) / math.sqrt(len(diff))
        if best[1] > 0:
            candidate = f"{best[0]}@{best[1]:g}"
            if gain > max(MIN_GAIN, significance * error):
                (chosen, shrinkage), cv_after = best, float(np.mean(list(held[best].values())))
    final = (_toward(origin, learners[chosen](useful, origin, rounds, k), shrinkage) if chosen != "start"
             else origin)
    weights = Weights(**{name: round(value, 4) for name, value in final.items()})
    return FitResult(weights=weights, ndcg_before=before, ndcg_after=mean_ndcg(weights.model_dump(), useful, k),
                     retrievals=len(useful), shrinkage=shrinkage, learner=chosen, cv_ndcg_before=cv_before,
                     cv_ndcg_after=cv_after, questions=len(questions), cv_gain=gain, cv_error=error,
                     candidate=candidate)


def fit_by_shape(samples: Sequence[Sample], start: Weights, **options: Any) -> dict[str, FitResult]:
    """One :func:`fit_weights` per query shape (``SHAPES``), each on the retrievals of that shape only: its own
    cross-validation over its own questions, its own significance check, so a shape whose feedback shows no gain keeps
    ``start`` whatever the other shape does. Every shape is in the result (one with no retrievals: ``start``)."""
    return {shape: fit_weights([s for s in samples if s.shape == shape], start, **options) for shape in SHAPES}
