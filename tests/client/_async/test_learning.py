"""Usage traces, learning and point-in-time belief on the real servers: a recalled fact the agent uses becomes
lineage of what it writes; feedback and outcomes are idempotent per voter; a changed preference reaches the
task resting on the old one; as_of answers what was believed then; a preset is fitted to feedback.
Written once for AsyncMemory; tests/client/_sync/test_learning.py is generated from it for Memory."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from memgraph_py import AsyncMemory, CellNotFoundError, CellStatus, InvalidInputError, InvalidQueryError
from memgraph_py.recall import RecallConfig


async def test_an_invalidated_recalled_fact_contaminates_the_email_written_from_it(client: AsyncMemory) -> None:
    fact = await client.remember("The meeting with Anna is in Vienna on Friday", "fact")
    await client.remember("Anna likes Italian food", "fact")
    task = await client.remember("Write Anna an email confirming the meeting", "task")
    async with client.step(task):
        response = await client.recall("where is the meeting with Anna", k=3, task="email-anna")
        assert fact.id in [h.cell.id for h in response]
        client.use(response, [h for h in response if h.cell.id == fact.id])
        email = await client.remember("Dear Anna, see you in Vienna on Friday", "llm_output")
        later = await client.remember("Sent the email", "llm_output")

    assert {c.id for c in await client.parents(email.id)} == {task.id, fact.id}
    assert fact.id not in {c.id for c in await client.parents(later.id)}  # use() feeds the next capture only
    (usage,) = await client.usage(fact)
    assert usage.retrieval == response.retrieval_id and usage.task == "email-anna"
    assert usage.informed == (email.id,) and usage.rank >= 1
    used = await client.get(fact.id)
    assert used.usage_count == 1 and used.last_used_at is not None

    await client.invalidate(fact.id, reason="the meeting moved to Rio")
    assert (await client.get(email.id)).status is CellStatus.CONTAMINATED

    with pytest.raises(InvalidInputError):
        client.use(response)  # outside a step there is no next capture to feed


async def test_feedback_counts_once_per_voter_and_outcomes_strengthen_co_use(client: AsyncMemory) -> None:
    train = await client.remember("The train to Graz leaves at 8:10", "fact")
    ticket = await client.remember("The train ticket is in the email from ÖBB", "fact")
    task = await client.remember("Get me to Graz tomorrow", "task")
    async with client.step(task):
        response = await client.recall("train to Graz ticket", k=5, task="graz")
        client.use(response, [h for h in response if h.cell.id in (train.id, ticket.id)])
        await client.remember("Take the 8:10 train; your ticket is in the ÖBB email", "llm_output")

    first = await client.feedback(response.retrieval_id, train.id, "helpful", by="alice")
    again = await client.feedback(response.retrieval_id, train.id, "helpful", by="alice")
    assert again["importance"] == pytest.approx(first["importance"])
    assert again["usefulness"] == pytest.approx(first["usefulness"])
    other = await client.feedback(response.retrieval_id, train.id, "helpful", by="bob")
    assert other["usefulness"] > again["usefulness"]

    assert await client.outcome(task="graz", success=True, by="qa") == {"cells": 2, "pairs": 1}
    (co_use,) = await client.relations(train, ["RELATED_TO"])
    assert co_use.cell.id == ticket.id and co_use.source.value == "co-use" and co_use.strength > 0
    await client.outcome(task="graz", success=True, by="qa")  # the same voter again: replaced, not added
    (same,) = await client.relations(train, ["RELATED_TO"])
    assert same.strength == pytest.approx(co_use.strength)
    hits = await client.recall("train to Graz", k=3, preset="balanced")
    assert any("successful task" in h.reason for h in hits)
    with pytest.raises(InvalidInputError):
        await client.outcome(success=True)


async def test_a_changed_preference_reaches_the_task_and_as_of_answers_what_was_believed(
        client: AsyncMemory) -> None:
    profile = await client.remember("Traveller profile of Sam", "user_input")
    window = await client.remember("I prefer a window seat", "preference", [profile])
    task = await client.remember("Book Sam's flight to Oslo", "task", [window])
    before_change = datetime.now(timezone.utc)
    aisle = await client.supersede(window.id, "I prefer an aisle seat", reason="changed", by="user")

    async with client.step(task):
        now = await client.recall("which seat should I book", k=5, preset="lineage")
        then = await client.recall("which seat should I book", k=5, preset="lineage", as_of=before_change,
                                   record=False)
    now_ids, then_ids = [h.cell.id for h in now], [h.cell.id for h in then]
    assert aisle.id in now_ids[:5] and window.id not in now_ids
    assert any("newer version" in h.reason for h in now if h.cell.id == aisle.id)
    assert window.id in then_ids and aisle.id not in then_ids

    assert (await client.get(window.id, as_of=before_change)).status is CellStatus.VALID
    assert (await client.get(window.id)).status is CellStatus.SUPERSEDED
    with pytest.raises(CellNotFoundError):
        await client.get(aisle.id, as_of=before_change)  # not recorded yet then


async def test_a_preset_fitted_to_feedback_is_used_like_balanced(client: AsyncMemory) -> None:
    facts = [await client.remember(f"Project Falcon milestone {i}: review on day {i}", "fact") for i in range(12)]
    for i, fact in enumerate(facts):
        response = await client.recall(f"Falcon milestone {i} review", k=5)
        for hit in response:
            await client.feedback(response.retrieval_id, hit.cell.id, "helpful" if hit.cell.id == fact.id else "unhelpful",
                                  by="sim")
    report = await client.fit_preset("learned", min_retrievals=5)
    assert report.retrievals >= 5 and report.ndcg_after >= report.ndcg_before
    # the fit changes proportions, not the scale diversity and the standing quota are weighed against
    balanced = RecallConfig.preset("balanced").weights
    assert sum(report.weights.model_dump().values()) == pytest.approx(sum(balanced.model_dump().values()), abs=1e-3)
    assert 0.0 <= report.shrinkage <= 1.0 and report.cv_ndcg_after >= report.cv_ndcg_before
    response = await client.recall("Falcon milestone 3 review", k=3, preset="learned")
    assert response.preset == "learned" and len(response) == 3
    with pytest.raises(InvalidQueryError):
        await client.fit_preset("balanced")  # a built-in name
    with pytest.raises(InvalidQueryError):
        await client.recall("anything", preset="never-fitted")


async def test_a_preset_fitted_by_shape_weighs_a_recall_given_a_focus_with_its_focus_weights(client: AsyncMemory
                                                                                             ) -> None:
    task = await client.remember("Plan the Osprey offsite", "task")
    for i in range(6):
        await client.remember(f"Osprey offsite venue option {i}: the boathouse on pier {i}", "fact",
                              [task] if i % 2 else None)
    # recalls given a focus and plain ones, with feedback: the fit reports each shape's own retrievals
    for i in range(3):
        for focus in ([task], []):
            response = await client.recall(f"Osprey venue option {i}", k=3, focus=focus)
            for hit in response:
                await client.feedback(response.retrieval_id, hit.cell.id, "helpful" if hit.rank == 1 else "unhelpful")
    report = await client.fit_preset("shaped-fit", min_retrievals=1)
    assert report.shapes["focus"].retrievals == report.shapes["plain"].retrievals == 3
    assert report.retrievals == 6 and report.focus_weights is not None
    # too few questions per shape to validate a move: each keeps balanced
    assert report.weights == report.focus_weights == RecallConfig.preset("balanced").weights
    # a preset with two weight vectors (stored by the query fit_preset uses): each recall is scored by its shape's
    plain_w, focus_w = {"semantic": 0.7, "keyword": 0.3}, {"semantic": 0.2, "lineage": 0.8}
    await client._neo.run("recall_preset_save", {
        "namespace": client.namespace, "name": "shaped", "names": list(plain_w), "values": list(plain_w.values()),
        "focusNames": list(focus_w), "focusValues": list(focus_w.values()), "base": "balanced", "retrievals": 0,
        "before": 0.0, "after": 0.0})
    for focus, weights in (([], plain_w), ([task], focus_w)):
        response = await client.recall("Osprey offsite venue", k=4, focus=focus, preset="shaped", record=False)
        assert response.preset == "shaped" and len(response) == 4
        for hit in response:
            assert hit.score == pytest.approx(sum(w * hit.components.get(n, 0.0) for n, w in weights.items()), abs=1e-6)
    assert any(hit.components.get("lineage", 0.0) > 0 for hit in response)


async def test_another_namespace_cannot_read_or_credit_this_ones_usage(client: AsyncMemory) -> None:
    from memgraph_py import NotFoundError

    fact = await client.remember("The lab key is in drawer 3", "fact")
    task = await client.remember("Open the lab", "task")
    async with client.step(task):
        response = await client.recall("where is the lab key", k=3, task="lab")
        client.use(response)
        await client.remember("Take the key from drawer 3", "llm_output")
    other = client.for_namespace(client.namespace + "-intruder")
    try:
        with pytest.raises(CellNotFoundError):
            await other.usage(fact.id)
        with pytest.raises(NotFoundError):
            await other.outcome(retrievals=[response.retrieval_id], success=False)
        with pytest.raises(NotFoundError):
            await other.outcome(task="lab", success=False)
        with pytest.raises(NotFoundError):
            await other.feedback(response.retrieval_id, fact.id, "unhelpful")
    finally:
        await other.close()
    (usage,) = await client.usage(fact)
    assert usage.feedback is None and (await client.get(fact.id)).usefulness == 0.0
