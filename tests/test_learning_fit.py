"""Learned fusion weights (no servers): coordinate ascent finds the component that predicts usefulness."""

from __future__ import annotations

import random

import numpy as np
import pytest

from memgraph_py.learning import (COMPONENTS, Sample, _pairs, distinct_questions, fit_by_shape, fit_weights,
                                  mean_ndcg, ndcg)
from memgraph_py.recall import RecallConfig, Weights


def test_ndcg_is_one_for_the_ideal_order_and_lower_otherwise() -> None:
    assert ndcg([3, 2, 1], [1, 0, 0]) == 1.0
    assert 0 < ndcg([1, 2, 3], [1, 0, 0]) < 1
    assert ndcg([1, 2], [0, 0]) == 0.0


def test_the_fit_raises_the_weight_of_the_component_that_predicts_feedback() -> None:
    rng = random.Random(7)
    samples = []
    for i in range(40):
        hits = []
        for _ in range(10):
            helpful = rng.random() < 0.2
            # semantic similarity is noise here; the keyword component tells the helpful memories apart
            hits.append(({"semantic": rng.random(), "keyword": (0.6 if helpful else 0.0) + 0.3 * rng.random(),
                          "recency": rng.random()}, 1.0 if helpful else 0.0))
        samples.append(Sample(f"r{i}", hits))
    balanced = RecallConfig.preset("balanced").weights
    result = fit_weights(samples, balanced)
    assert result.ndcg_after > result.ndcg_before + 0.1
    assert result.weights.keyword > balanced.keyword
    # proportions change, the scale does not (diversity and the standing quota are weighed against it)
    assert abs(sum(result.weights.model_dump().values()) - sum(balanced.model_dump().values())) < 1e-3
    assert result.shrinkage > 0 and result.cv_ndcg_after > result.cv_ndcg_before
    assert result.retrievals == sum(1 for s in samples if any(r > 0 for _, r in s.hits))
    assert mean_ndcg(result.weights.model_dump(), samples) == result.ndcg_after


def test_without_any_helpful_feedback_nothing_moves() -> None:
    samples = [Sample("r", [({"semantic": 0.9}, 0.0), ({"semantic": 0.1}, 0.0)])]
    balanced = RecallConfig.preset("balanced").weights
    result = fit_weights(samples, balanced)
    assert result.retrievals == 0 and result.ndcg_before == result.ndcg_after == 0.0


def test_feedback_that_no_component_predicts_leaves_the_start_preset_as_it_is() -> None:
    # helpful memories drawn at random: whatever ascent finds on some folds does not hold on the others
    rng = random.Random(11)
    samples = [Sample(f"r{i}", [({"semantic": rng.random(), "keyword": rng.random(), "recency": rng.random(),
                                  "exchange": rng.random()}, 1.0 if rng.random() < 0.2 else 0.0) for _ in range(10)])
               for i in range(40)]
    balanced = RecallConfig.preset("balanced").weights
    result = fit_weights(samples, balanced)
    assert result.shrinkage == 0.0
    assert result.weights == balanced
    assert result.cv_ndcg_after == result.cv_ndcg_before


def test_exchange_is_a_component_the_fit_can_move() -> None:
    rng = random.Random(3)
    samples = []
    for i in range(40):
        hits = []
        for _ in range(10):
            helpful = rng.random() < 0.2
            hits.append(({"semantic": rng.random(), "exchange": (0.7 if helpful else 0.0) + 0.3 * rng.random()},
                         1.0 if helpful else 0.0))
        samples.append(Sample(f"r{i}", hits))
    balanced = RecallConfig.preset("balanced").weights
    result = fit_weights(samples, balanced)
    assert result.weights.exchange / result.weights.semantic > balanced.exchange / balanced.semantic


def test_too_few_retrievals_to_validate_return_the_start() -> None:
    samples = [Sample(f"r{i}", [({"keyword": 1.0}, 1.0), ({"semantic": 1.0}, 0.0)]) for i in range(5)]
    balanced = RecallConfig.preset("balanced").weights
    result = fit_weights(samples, balanced)
    assert result.weights == balanced and result.shrinkage == 0.0 and result.retrievals == 5


def test_the_pairwise_ranker_learns_what_bounded_ascent_cannot_reach() -> None:
    # the helpful memories sit below the unhelpful ones on semantic; only a keyword weight several times balanced's
    # brings them up: coordinate ascent stays within BOUND of the start, the pairwise ranker reads every pair
    rng = random.Random(5)
    samples = []
    for i in range(40):
        hits = []
        for _ in range(30):
            helpful = rng.random() < 0.1
            hits.append(({"semantic": (0.0 if helpful else 0.25) + 0.5 * rng.random(),
                          "keyword": (0.9 if helpful else 0.0) + 0.1 * rng.random(), "recency": rng.random()},
                         1.0 if helpful else 0.0))
        samples.append(Sample(f"r{i}", hits))
    balanced = RecallConfig.preset("balanced").weights
    result = fit_weights(samples, balanced)
    assert result.learner.startswith("pairwise")
    assert result.cv_ndcg_after > result.cv_ndcg_before + 0.5
    assert result.weights.keyword > 2 * balanced.keyword  # beyond what bounded ascent may move
    assert abs(sum(result.weights.model_dump().values()) - sum(balanced.model_dump().values())) < 1e-3


def test_the_start_preset_is_reported_when_nothing_is_learned() -> None:
    samples = [Sample(f"r{i}", [({"keyword": 1.0}, 1.0), ({"semantic": 1.0}, 0.0)]) for i in range(5)]
    assert fit_weights(samples, RecallConfig.preset("balanced").weights).learner == "start"


def _keyword_predicts(rng: random.Random, i: int, question: str = "") -> Sample:
    hits = []
    for _ in range(10):
        helpful = rng.random() < 0.2
        hits.append(({"semantic": rng.random(), "keyword": (0.6 if helpful else 0.0) + 0.3 * rng.random()},
                     1.0 if helpful else 0.0))
    return Sample(f"r{i}", hits, question)


def test_repeats_of_a_few_questions_are_not_independent_evidence() -> None:
    # the same 40 retrievals: as 40 questions they validate a move; as 4 questions asked 10 times each there are
    # too few questions to fill the folds, and the start preset stays
    balanced = RecallConfig.preset("balanced").weights
    many = fit_weights([_keyword_predicts(random.Random(i), i) for i in range(40)], balanced)
    few = fit_weights([_keyword_predicts(random.Random(i), i, f"q{i % 4}") for i in range(40)], balanced)
    assert many.questions == many.retrievals > 30 and many.weights.keyword > balanced.keyword
    assert few.questions == 4 and few.retrievals == many.retrievals
    assert few.weights == balanced and few.learner == "start"


def test_a_question_asked_often_weighs_as_much_as_one_asked_once() -> None:
    good = Sample("a", [({"semantic": 1.0}, 1.0), ({"semantic": 0.0}, 0.0)], "q1")
    bad = [Sample(f"b{i}", [({"semantic": 1.0}, 0.0), ({"semantic": 0.0}, 1.0)], "q2") for i in range(9)]
    assert mean_ndcg({"semantic": 1.0}, [good, *bad]) == pytest.approx((1.0 + ndcg([1.0, 0.0], [0.0, 1.0])) / 2)


def test_the_pairs_are_every_judged_helpful_over_unhelpful_pair_and_unjudged_hits_form_none() -> None:
    hits = [({"semantic": 0.9}, 1.0), ({"semantic": 0.8}, 1.0), ({"semantic": 0.7}, 0.0), ({"semantic": 0.6}, 0.0),
            ({"semantic": 0.5}, 0.0), ({"semantic": 0.4}, None), ({"semantic": 0.3}, None)]
    pairs = _pairs([Sample("r", hits)])
    assert len(pairs) == 2 * 3  # helpful × unhelpful; the two not judged are in no pair
    assert set(np.round(pairs[:, COMPONENTS.index("semantic")], 6)) == {0.2, 0.3, 0.4, 0.1}
    assert abs(pairs[:, -1].sum() - 1.0) < 1e-9  # the retrieval's one vote, shared by its pairs


def test_every_weight_name_is_a_component_the_fit_reads() -> None:
    # a component added to Weights is fitted without touching the learner
    assert COMPONENTS == tuple(Weights.model_fields)


def test_the_check_reports_the_move_it_declined() -> None:
    # the noise of test_feedback_that_no_component_predicts…: some move wins the folds by chance; the check declines
    # it, and without the check (significance 0) the same move is kept
    rng = random.Random(11)
    samples = [Sample(f"r{i}", [({"semantic": rng.random(), "keyword": rng.random(), "recency": rng.random(),
                                  "exchange": rng.random()}, 1.0 if rng.random() < 0.2 else 0.0) for _ in range(10)])
               for i in range(40)]
    balanced = RecallConfig.preset("balanced").weights
    checked, loose = fit_weights(samples, balanced), fit_weights(samples, balanced, significance=0.0)
    assert checked.learner == "start" and checked.weights == balanced
    assert checked.candidate == loose.candidate == f"{loose.learner}@{loose.shrinkage:g}" != "start"
    assert 0 < checked.cv_gain <= checked.cv_error and loose.cv_gain == checked.cv_gain
    assert loose.weights != balanced


def test_the_fit_leaves_the_components_feedback_rewrites_where_they_were() -> None:
    # importance and usefulness are raised by the very feedback the fit reads: here they tell the helpful memories
    # apart perfectly, as they would after the votes, and the fit must not learn from that
    rng = random.Random(5)
    samples = []
    for i in range(40):
        hits = []
        for _ in range(10):
            helpful = rng.random() < 0.2
            hits.append(({"semantic": rng.random(), "importance": 0.9 if helpful else 0.1,
                          "usefulness": 0.8 if helpful else 0.0}, 1.0 if helpful else 0.0))
        samples.append(Sample(f"r{i}", hits))
    balanced = RecallConfig.preset("balanced").weights
    result = fit_weights(samples, balanced)
    assert result.weights.importance == balanced.importance and result.weights.usefulness == balanced.usefulness


def test_a_fit_that_lowers_a_weight_does_not_hand_its_share_to_importance_or_usefulness() -> None:
    # semantic misleads here (the helpful memories sit below), so the fit lowers it: the total is kept by the fitted
    # weights alone, importance and usefulness stay exactly balanced's (scaled with the rest, they rose with it)
    rng = random.Random(23)
    samples = []
    for i in range(40):
        hits = []
        for _ in range(10):
            helpful = rng.random() < 0.2
            hits.append(({"semantic": (0.0 if helpful else 0.4) + 0.5 * rng.random(), "keyword": rng.random(),
                          "recency": (0.6 if helpful else 0.0) + 0.3 * rng.random(), "importance": rng.random()},
                         1.0 if helpful else 0.0))
        samples.append(Sample(f"r{i}", hits))
    balanced = RecallConfig.preset("balanced").weights
    result = fit_weights(samples, balanced)
    assert result.learner != "start" and result.weights.semantic < balanced.semantic
    assert result.weights.importance == balanced.importance and result.weights.usefulness == balanced.usefulness
    assert abs(sum(result.weights.model_dump().values()) - sum(balanced.model_dump().values())) < 1e-3


def _predicted_by(rng: random.Random, i: int, component: str, shape: str) -> Sample:
    hits = []
    for _ in range(10):
        helpful = rng.random() < 0.2
        hits.append(({"semantic": rng.random(), "keyword": rng.random(), "lineage": rng.random(),
                      component: (0.6 if helpful else 0.0) + 0.3 * rng.random()}, 1.0 if helpful else 0.0))
    return Sample(f"{shape}{i}", hits, shape=shape)


def test_each_query_shape_is_fitted_and_validated_on_its_own() -> None:
    # recalls given a focus are told apart by lineage, plain ones by keyword: one weight vector would compromise,
    # one per shape raises each shape's own component
    rng = random.Random(13)
    samples = ([_predicted_by(rng, i, "lineage", "focus") for i in range(40)]
               + [_predicted_by(rng, i, "keyword", "plain") for i in range(40)])
    balanced = RecallConfig.preset("balanced").weights
    fits = fit_by_shape(samples, balanced)
    assert set(fits) == {"focus", "plain"}
    for shape in fits:
        assert fits[shape].retrievals == sum(1 for s in samples if s.shape == shape and any(r > 0 for _, r in s.hits))
    focus, plain = fits["focus"].weights, fits["plain"].weights
    assert focus.lineage / focus.keyword > balanced.lineage / balanced.keyword
    assert plain.keyword / plain.lineage > balanced.keyword / balanced.lineage


def test_a_shape_without_evidence_keeps_the_start_whatever_the_other_shape_learns() -> None:
    # the noise of test_feedback_that_no_component_predicts… (the check declines what chance finds there)
    rng = random.Random(11)
    noise = [Sample(f"p{i}", [({"semantic": rng.random(), "keyword": rng.random(), "recency": rng.random(),
                                "exchange": rng.random()}, 1.0 if rng.random() < 0.2 else 0.0) for _ in range(10)],
                    shape="plain") for i in range(40)]
    rng = random.Random(17)
    samples = [_predicted_by(rng, i, "lineage", "focus") for i in range(40)] + noise
    balanced = RecallConfig.preset("balanced").weights
    fits = fit_by_shape(samples, balanced)
    assert fits["focus"].learner != "start" and fits["focus"].weights != balanced
    assert fits["plain"].learner == "start" and fits["plain"].weights == balanced
    # a shape no recall had: the start
    assert fit_by_shape(noise, balanced)["focus"].weights == balanced


def test_a_question_asked_from_a_task_and_plainly_is_one_question() -> None:
    # the same question, asked once with a focus and once without, lands in both shapes' fits: each shape counts it,
    # the preset's report counts it once (it is one unit of evidence, not two)
    hit = [({"semantic": 1.0}, 1.0), ({"semantic": 0.0}, 0.0)]
    samples = [Sample("r1", hit, "q1", shape="focus"), Sample("r2", hit, "q1", shape="plain"),
               Sample("r3", hit, "q2", shape="plain"), Sample("r4", [({"semantic": 1.0}, 0.0)], "q3", shape="plain")]
    fits = fit_by_shape(samples, RecallConfig.preset("balanced").weights)
    assert fits["focus"].questions + fits["plain"].questions == 3
    assert distinct_questions(samples) == 2  # q3 had no helpful result: nothing to learn from
