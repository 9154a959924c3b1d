# Generated from tests/client/_async/test_learning.py by tools/unasync.py: do not edit. Change the source, then `make generate`.
"""The synchronous twin of :mod:`tests.client._async.test_learning`, generated: read that module for the documentation."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from memgraph_py import Memory, CellNotFoundError, CellStatus, InvalidInputError, InvalidQueryError
from memgraph_py.recall import RecallConfig


def test_an_invalidated_recalled_fact_contaminates_the_email_written_from_it(client: Memory) -> None:
    fact = client.remember("The meeting with Anna is in Vienna on Friday", "fact")
    client.remember("Anna likes Italian food", "fact")
    task = client.remember("Write Anna an email confirming the meeting", "task")
    with client.step(task):
        response = client.recall("where is the meeting with Anna", k=3, task="email-anna")
        assert fact.id in [h.cell.id for h in response]
        client.use(response, [h for h in response if h.cell.id == fact.id])
        email = client.remember("Dear Anna, see you in Vienna on Friday", "llm_output")
        later = client.remember("Sent the email", "llm_output")

    assert {c.id for c in client.parents(email.id)} == {task.id, fact.id}
    assert fact.id not in {c.id for c in client.parents(later.id)}  # use() feeds the next capture only
    (usage,) = client.usage(fact)
    assert usage.retrieval == response.retrieval_id and usage.task == "email-anna"
    assert usage.informed == (email.id,) and usage.rank >= 1
    used = client.get(fact.id)
    assert used.usage_count == 1 and used.last_used_at is not None

    client.invalidate(fact.id, reason="the meeting moved to Rio")
    assert (client.get(email.id)).status is CellStatus.CONTAMINATED

    with pytest.raises(InvalidInputError):
        client.use(response)  # outside a step there is no next capture to feed


def test_feedback_counts_once_per_voter_and_outcomes_strengthen_co_use(client: Memory) -> None:
    train = client.remember("The train to Graz leaves at 8:10", "fact")
    ticket = client.remember("The train ticket is in the email from ÖBB", "fact")
    task = client.remember("Get me to Graz tomorrow", "task")
    with client.step(task):
        response = client.recall("train to Graz ticket", k=5, task="graz")
        client.use(response, [h for h in response if h.cell.id in (train.id, ticket.id)])
        client.remember("Take the 8:10 train; your ticket is in the ÖBB email", "llm_output")

    first = client.feedback(response.retrieval_id, train.id, "helpful", by="alice")
    again = client.feedback(response.retrieval_id, train.id, "helpful", by="alice")
    assert again["importance"] == pytest.approx(first["importance"])
    assert again["usefulness"] == pytest.approx(first["usefulness"])
    other = client.feedback(response.retrieval_id, train.id, "helpful", by="bob")
    assert other["usefulness"] > again["usefulness"]

    assert client.outcome(task="graz", success=True, by="qa") == {"cells": 2, "pairs": 1}
    (co_use,) = client.relations(train, ["RELATED_TO"])
    assert co_use.cell.id == ticket.id and co_use.source.value == "co-use" and co_use.strength > 0
    client.outcome(task="graz", success=True, by="qa")  # the same voter again: replaced, not added
    (same,) = client.relations(train, ["RELATED_TO"])
    assert same.strength == pytest.approx(co_use.strength)
    hits = client.recall("train to Graz", k=3, preset="balanced")
    assert any("successful task" in h.reason for h in hits)
    with pytest.raises(InvalidInputError):
        client.outcome(success=True)


def test_a_changed_preference_reaches_the_task_and_as_of_answers_what_was_believed(
        client: Memory) -> None:
    profile = client.remember("Traveller profile of Sam", "user_input")
    window = client.remember("I prefer a window seat", "preference", [profile])
    task = client.remember("Book Sam's flight to Oslo", "task", [window])
    before_change = datetime.now(timezone.utc)
    aisle = client.supersede(window.id, "I prefer an aisle seat", reason="changed", by="user")

    with client.step(task):
        now = client.recall("which seat should I book", k=5, preset="lineage")
        then = client.recall("which seat should I book", k=5, preset="lineage", as_of=before_change,
                                   record=False)
    now_ids, then_ids = [h.cell.id for h in now], [h.cell.id for h in then]
    assert aisle.id in now_ids[:5] and window.id not in now_ids
    assert any("newer version" in h.reason for h in now if h.cell.id == aisle.id)
    assert window.id in then_ids and aisle.id not in then_ids

    assert (client.get(window.id, as_of=before_change)).status is CellStatus.VALID
    assert (client.get(window.id)).status is CellStatus.SUPERSEDED
    with pytest.raises(CellNotFoundError):
        client.get(aisle.id, as_of=before_change)  # not recorded yet then


def test_a_preset_fitted_to_feedback_is_used_like_balanced(client: Memory) -> None:
    facts = [client.remember(f"Project Falcon milestone {i}: review on day {i}", "fact") for i in range(12)]
    for i, fact in enumerate(facts):
        response = client.recall(f"Falcon milestone {i} review", k=5)
        for hit in response:
            client.feedback(response.retrieval_id, hit.cell.id, "helpful" if hit.cell.id == fact.id else "unhelpful",
                                  by="sim")
    report = client.fit_preset("learned", min_retrievals=5)
    assert report.retrievals >= 5 and report.ndcg_after >= report.ndcg_before
    # the fit changes proportions, not the scale diversity and the standing quota are weighed against
    balanced = RecallConfig.preset("balanced").weights
    assert sum(report.weights.model_dump().values()) == pytest.approx(sum(balanced.model_dump().values()), abs=1e-3)
    assert 0.0 <= report.shrinkage <= 1.0 and report.cv_ndcg_after >= report.cv_ndcg_before
    response = client.recall("Falcon milestone 3 review", k=3, preset="learned")
    assert response.preset == "learned" and len(response) == 3
    with pytest.raises(InvalidQueryError):
        client.fit_preset("balanced")  # a built-in name
    with pytest.raises(InvalidQueryError):
        client.recall("anything", preset="never-fitted")


def test_a_preset_fitted_by_shape_weighs_a_recall_given_a_focus_with_its_focus_weights(client: Memory
                                                                                             ) -> None:
    task = client.remember("Plan the Osprey offsite", "task")
    for i in range(6):
        client.remember(f"Osprey offsite venue option {i}: the boathouse on pier {i}", "fact",
                              [task] if i % 2 else None)
    # recalls given a focus and plain ones, with feedback: the fit reports each shape's own retrievals
    for i in range(3):
        for focus in ([task], []):
            response = client.recall(f"Osprey venue option {i}", k=3, focus=focus)
            for hit in response:
                client.feedback(response.retrieval_id, hit.cell.id, "helpful" if hit.rank == 1 else "unhelpful")
    report = client.fit_preset("shaped-fit", min_retrievals=1)
    assert report.shapes["focus"].retrievals == report.shapes["plain"].retrievals == 3
    assert report.retrievals == 6 and report.focus_weights is not None
    # too few questions per shape to validate a move: each keeps balanced
    assert report.weights == report.focus_weights == RecallConfig.preset("balanced").weights
    # a preset with two weight vectors (stored by the query fit_preset uses): each recall is scored by its shape's
    plain_w, focus_w = {"semantic": 0.7, "keyword": 0.3}, {"semantic": 0.2, "lineage": 0.8}
    client._neo.run("recall_preset_save", {
        "namespace": client.namespace, "name": "shaped", "names": list(plain_w), "values": list(plain_w.values()),
        "focusNames": list(focus_w), "focusValues": list(focus_w.values()), "base": "balanced", "retrievals": 0,
        "before": 0.0, "after": 0.0})
    for focus, weights in (([], plain_w), ([task], focus_w)):
        response = client.recall("Osprey offsite venue", k=4, focus=focus, preset="shaped", record=False)
        assert response.preset == "shaped" and len(response) == 4
        for hit in response:
            assert hit.score == pytest.approx(sum(w * hit.components.get(n, 0.0) for n, w in weights.items()), abs=1e-6)
    assert any(hit.components.get("lineage", 0.0) > 0 for hit in response)


def test_another_namespace_cannot_read_or_credit_this_ones_usage(client: Memory) -> None:
    from memgraph_py import NotFoundError

    fact = client.remember("The lab key is in drawer 3", "fact")
    task = client.remember("Open the lab", "task")
    with client.step(task):
        response = client.recall("where is the lab key", k=3, task="lab")
        client.use(response)
        client.remember("Take the key from drawer 3", "llm_output")
    other = client.for_namespace(client.namespace + "-intruder")
    try:
        with pytest.raises(CellNotFoundError):
            other.usage(fact.id)
        with pytest.raises(NotFoundError):
            other.outcome(retrievals=[response.retrieval_id], success=False)
        with pytest.raises(NotFoundError):
            other.outcome(task="lab", success=False)
        with pytest.raises(NotFoundError):
            other.feedback(response.retrieval_id, fact.id, "unhelpful")
    finally:
        other.close()
    (usage,) = client.usage(fact)
    assert usage.feedback is None and (client.get(fact.id)).usefulness == 0.0
