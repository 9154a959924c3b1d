"""Repair and replay on the real servers: after ``correct``, the repair plan lists the contaminated derivations
in topological order with their generation context, and ``replay`` re-runs the replayable tracked functions on
the corrected inputs. Written once for AsyncMemory (the tracked functions are coroutines, awaited by replay);
tests/client/_sync/test_repair.py is generated from it for Memory (plain functions, called)."""

from __future__ import annotations

import pytest

from memgraph_py import AsyncMemory, CellStatus, InvalidationNotFoundError, InvalidationStateError, InvalidIdError


async def test_a_stale_weather_result_is_corrected_and_replay_writes_new_advice(client: AsyncMemory) -> None:
    question = await client.remember("What should I wear in Paris tomorrow?", "user_input")

    @client.track("tool_result", record_call=True, replayable="weather")
    async def weather(city: str) -> str:
        return f"{city} tomorrow: 30°C and sunny"  # the stale answer of a cached page

    @client.track("llm_output", replayable="advise")
    async def advise(forecast: str) -> str:
        return "Shorts and sunglasses." if "sunny" in forecast else "A raincoat and an umbrella."

    async with client.step(question):
        forecast = await weather("Paris")
        advice = await advise(forecast)
    assert advice == "Shorts and sunglasses."
    forecast_id, advice_id = client.cell_of(forecast), client.cell_of(advice)
    assert forecast_id and advice_id

    corrected, invalidation = await client.correct(forecast_id, "Paris tomorrow: 14°C, heavy rain",
                                                   reason="the weather page was stale", by="user")
    plan = await client.repair_plan(invalidation.id)
    assert plan.target.cell.id == forecast_id and plan.correction is not None and plan.correction.id == corrected.id
    assert [s.cell.id for s in plan.steps] == [advice_id]
    (step,) = plan.steps
    assert step.function == "advise" and step.cell.generation_context is not None
    assert step.cell.generation_context["args"] == [{"cell": forecast_id}]
    assert step.parents == tuple(sorted([forecast_id, question.id]))

    report = await client.replay(invalidation.id, by="user")
    assert report.unreplayable == () and len(report.replayed) == 1
    new_advice = await client.get(report.replayed[0].new)
    assert new_advice.content == "A raincoat and an umbrella." and new_advice.status is CellStatus.VALID
    assert {p.id for p in await client.parents(new_advice.id)} == {corrected.id, question.id}

    old = await client.get(advice_id)  # the old advice stays contaminated, and is now superseded
    assert old.status is CellStatus.CONTAMINATED and old.base_status is CellStatus.SUPERSEDED
    assert [v.cell.id for v in await client.versions(advice_id)] == [advice_id, new_advice.id]

    trace = await client.trace(new_advice.id)  # the new advice rests on the corrected tool result
    assert corrected.id in {e.cell.id for e in trace.ancestors}
    assert forecast_id not in {e.cell.id for e in trace.ancestors}

    again = await client.replay(invalidation.id)  # nothing left to redo
    assert again.replayed == () and again.skipped == (advice_id,)


async def test_replay_follows_a_chain_redoes_recorded_calls_and_reports_what_it_cannot(client: AsyncMemory) -> None:
    @client.track("tool_result", record_call=True)  # not replayable: only its result is corrected
    async def search(query: str) -> str:
        return "ICLR 2027 will be held in Vienna, Austria."

    @client.track("llm_reasoning", replayable=True)
    async def analyse(found: str) -> str:
        city = found.split(" held in ")[1].split(",")[0]
        return f"Travel to {city} in April."

    @client.track("tool_call", record_call=True, replayable="book")
    async def book(plan: str, nights: int = 3) -> str:
        return f"booked {nights} nights: {plan}"

    @client.track("llm_output")  # tracked but not replayable: reported for manual action
    async def email(booking: str) -> str:
        return f"Dear committee, {booking}"

    found = await search("AI conference")
    analysis = await analyse(found)
    booking = await book(analysis, nights=4)
    mail = await email(booking)
    ids = {name: client.cell_of(v) for name, v in
           (("found", found), ("analysis", analysis), ("booking", booking), ("mail", mail))}
    corrected, invalidation = await client.correct(ids["found"], "ICLR 2027 will be held in Rio de Janeiro, Brazil.",
                                                   reason="wrong city")
    plan = await client.repair_plan(invalidation.id)
    order = [s.cell.id for s in plan.steps]
    booking_step = next(s for s in plan.steps if s.cell.id == ids["booking"])
    assert booking_step.call is not None and booking_step.call in order  # the recorded call is in the plan
    # topological: every step after each of its parents that is in the plan
    for i, step in enumerate(plan.steps):
        assert all(order.index(p) < i for p in step.parents if p in order)

    report = await client.replay(invalidation.id)
    new_analysis = await client.get(report.new_version(ids["analysis"]) or "")
    assert new_analysis.content == "Travel to Rio de Janeiro in April."
    new_booking = await client.get(report.new_version(ids["booking"]) or "")
    assert new_booking.content == "booked 4 nights: Travel to Rio de Janeiro in April."
    (call,) = await client.parents(new_booking.id)  # a new recorded call, from the new analysis
    assert call.kind.value == "tool_call" and "Rio de Janeiro" in call.content
    assert [p.id for p in await client.parents(call.id)] == [new_analysis.id]
    assert (await client.get(booking_step.call)).base_status is CellStatus.SUPERSEDED
    (left,) = report.unreplayable
    assert left.cell_id == ids["mail"] and "not recorded by a replayable" in left.reason
    assert (await client.get(ids["mail"])).status is CellStatus.CONTAMINATED


async def test_a_step_without_a_registered_function_or_correction_is_left_for_manual_action(
        client: AsyncMemory) -> None:
    fact = await client.remember("The museum opens at 9 am", "fact")

    async def summarise(text: str) -> str:
        return "summary: " + text

    await client.remember("summary: The museum opens at 9 am", "summary", [fact],
                          {"replay": "summarise", "args": [{"cell": fact.id}], "kwargs": {}})
    invalidation = await client.invalidate(fact.id, reason="wrong hours")  # no correction
    report = await client.replay(invalidation.id)
    (left,) = report.unreplayable
    assert "no replayable function registered as 'summarise'" in left.reason
    client.register_replayable("summarise", summarise, kind="summary")
    report = await client.replay(invalidation.id)
    (left,) = report.unreplayable
    assert "has no corrected version" in left.reason and report.replayed == ()


async def test_repair_plan_refuses_bad_input(client: AsyncMemory) -> None:
    fact = await client.remember("The museum opens at 9 am", "fact")
    with pytest.raises(InvalidIdError):
        await client.repair_plan("not an id!")
    with pytest.raises(InvalidationNotFoundError):
        await client.replay("inv-nope")
    invalidation = await client.invalidate(fact.id, reason="wrong hours")
    await client.restore(invalidation.id)
    with pytest.raises(InvalidationStateError):
        await client.repair_plan(invalidation.id)


async def test_erase_stats_and_erase_namespace_on_the_async_client(client: AsyncMemory) -> None:
    question = await client.remember("Where does Zorblax Quentin live?", "user_input")
    answer = await client.remember("Zorblax Quentin lives at 12 Elm Street.", "fact", [question])
    assert client.replayables() == []
    report = await client.erase(answer, reason="request", by="dpo", cascade="keep")
    assert report.erased == (answer.id,) and report.rows_deleted == 1
    assert (await client.get(answer.id)).content == "" and await client.purge_erased() == 0
    stats = await client.stats()
    assert stats.by_status == {"valid": 1, "erased": 1} and stats.index_rows == 1 and stats.pending_purge == 0
    gone = await client.erase_namespace(confirm=True)
    assert gone.by_label["MemCell"] == 2 and gone.rows_deleted == 1
    assert (await client.stats()).cells == 0
