"""Learned fusion weights adapt a namespace on the real servers: where the feedback says the memory a question names by
id is the useful one, the fit raises keyword's weight and the fitted preset ranks held-out questions better than
`balanced`; the bench's adaptation agents and exploration are what they claim (no servers for those)."""

from __future__ import annotations

import random

from memgraph_py import Memory
from memgraph_py.learning import FEEDBACK_DRIVEN, explore_weights
from memgraph_py.recall import RecallConfig
from memlineage_bench.adapt import AGENTS, generate_agent
from memlineage_bench.histories import halves
from memlineage_bench.recall import _ndcg, write_history


def test_explored_weights_vary_the_fitted_components_and_keep_the_feedback_driven_and_the_total() -> None:
    balanced = RecallConfig.preset("balanced").weights
    drawn = [explore_weights(balanced, random.Random(i)) for i in range(20)]
    assert drawn[3] == explore_weights(balanced, random.Random(3))
    for weights in drawn:
        assert abs(sum(weights.model_dump().values()) - sum(balanced.model_dump().values())) < 1e-9
        assert all(getattr(weights, n) == getattr(balanced, n) for n in FEEDBACK_DRIVEN)
    assert len({w.keyword for w in drawn}) == 20 and max(w.keyword for w in drawn) > 2 * balanced.keyword


def test_each_agent_names_its_answers_and_keeps_look_alikes_beside_them() -> None:
    for agent in AGENTS:
        history = generate_agent(agent, 3)
        assert generate_agent(agent, 3).queries[0].text == history.queries[0].text
        train, test = halves(history.queries, 3)
        assert len(train) >= 15 and len(test) >= 15
        answers = {c for q in history.queries for need in q.needs for c in need}
        assert answers <= set(history.cells)
        # a question's answers are a few memories among many written from the same templates
        assert all(10 * len({c for need in q.needs for c in need}) < len(history.cells) for q in history.queries)
    ops = generate_agent("ops", 3)
    for q in ops.queries:  # the newest report is the answer, the older ones of the same kind are not
        (newest,) = q.needs[0]
        assert all(ops.cells[old].at < ops.cells[newest].at for old in q.stale) and q.stale
    research = generate_agent("research", 3)
    assert all(q.focus for q in research.queries)


def _held_out_ndcg(memory: Memory, queries, preset: str) -> float:
    """The bench's nDCG@10 of each question's needs, averaged."""
    return sum(_ndcg(memory.recall(q.text, 10, focus=q.focus, preset=preset, record=False).ids(), q.needs)[1]
               for q in queries) / len(queries)


def test_a_namespace_whose_feedback_favours_the_named_id_learns_a_higher_keyword_weight(memory: Memory) -> None:
    history = generate_agent("support", 11)
    write_history(memory, history, lambda _: None)
    memory.index_pending()
    train, test = halves(history.queries, 11)
    balanced = RecallConfig.preset("balanced")
    asked: dict[str, str] = {}
    for n, q in enumerate(train):
        wanted = {c for need in q.needs for c in need}
        for m, text in enumerate([q.text, *q.wordings[:3]]):
            served = balanced.model_copy(update={"weights": explore_weights(balanced.weights,
                                                                            random.Random(f"{n}-{m}"))})
            response = memory.recall(text, 30, config=served)
            asked[response.retrieval_id] = q.qid
            for hit in response:
                memory.feedback(response.retrieval_id, hit.cell.id,
                                "helpful" if hit.cell.id in wanted else "unhelpful", by="simulated")
    fit = memory.fit_preset("support-learned", retrievals=list(asked), questions=asked)

    assert fit.questions == len(train) and fit.shapes["plain"].learner != "start"
    assert fit.weights.keyword > 2 * balanced.weights.keyword
    assert fit.weights.keyword / fit.weights.semantic > balanced.weights.keyword / balanced.weights.semantic
    learned, base = _held_out_ndcg(memory, test, "support-learned"), _held_out_ndcg(memory, test, "balanced")
    assert learned > base + 0.02, (learned, base)
