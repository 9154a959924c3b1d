"""Where the two clients differ on purpose: decorating the other kind of function, entering a step the
other way. (Everything else is tested once, on both clients, by the generated suite next to this file.)"""

from __future__ import annotations

import asyncio

import pytest

from memgraph_py import AsyncMemory, Memory, Settings
from memgraph_py.capture import STEP_NEEDS_ASYNC_WITH, TRACK_NEEDS_COROUTINE, active_cells


async def test_the_sync_client_tracks_coroutine_functions_without_blocking_the_loop(memory: Memory) -> None:
    question = memory.remember("Weather in Oslo?", "user_input")

    @memory.track("tool_result", record_call=True)
    async def weather(city: str) -> str:
        await asyncio.sleep(0)
        return f"{city}: 3°C"

    async with memory.step(question):
        forecast = await weather("Oslo")
    forecast_id = memory.cell_of(forecast)
    assert forecast_id is not None
    (call,) = memory.parents(forecast_id)
    assert call.kind.value == "tool_call" and [c.id for c in memory.parents(call.id)] == [question.id]


async def test_the_sync_client_writes_a_step_under_async_with(memory: Memory) -> None:
    async with memory.step(content="plan the trip", kind="plan") as plan:
        assert active_cells() == (plan.id,)
        note = memory.remember("book the train", "plan")
    assert [c.id for c in memory.parents(note.id)] == [plan.id]
    assert active_cells() == ()


async def test_the_async_client_refuses_a_plain_function_with_the_documented_message(
        local_servers: Settings, namespace: str, embedder) -> None:
    async with AsyncMemory(namespace, settings=local_servers, embedder=embedder) as memory:
        def plain() -> str:
            return "x"

        with pytest.raises(TypeError) as info:
            memory.track("tool_result")(plain)
        assert str(info.value) == TRACK_NEEDS_COROUTINE.format(name=plain.__qualname__)
        assert "plain function" in (AsyncMemory.track.__doc__ or "")


async def test_the_async_client_enters_existing_cells_with_a_plain_with_but_writes_only_with_async_with(
        local_servers: Settings, namespace: str, embedder) -> None:
    async with AsyncMemory(namespace, settings=local_servers, embedder=embedder) as memory:
        root = await memory.remember("the user's question", "user_input")
        with memory.step(root) as entered:  # no I/O: pushing existing cells is fine in a plain with
            assert entered is root and active_cells() == (root.id,)
        with pytest.raises(TypeError) as info:
            with memory.step(content="a new plan"):
                pass
        assert str(info.value) == STEP_NEEDS_ASYNC_WITH
        assert active_cells() == ()
        assert await memory.children(root.id) == []  # nothing was written
