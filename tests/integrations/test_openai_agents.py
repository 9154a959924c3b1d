"""OpenAI Agents SDK runs captured by the trace processor, and sessions kept in MemLineage.

The model is a custom ``agents.Model`` written against the SDK's own interface (scripted outputs, a
generation span like the SDK's own models make, no network); the tool is a real ``function_tool``.
The agent code never calls ``remember``: the lineage below comes from the SDK's traces.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from agents import Agent, Model, ModelResponse, Runner, Usage, function_tool, set_trace_processors, trace
from agents.tracing import generation_span
from openai.types.responses import ResponseFunctionToolCall, ResponseOutputMessage, ResponseOutputText

from memgraph_py import AsyncMemory, Memory
from memgraph_py.integrations.openai_agents import MemLineageSession, MemLineageTracingProcessor
from memgraph_py.models import CellStatus

pytestmark = pytest.mark.servers


@function_tool
def get_weather(city: str) -> str:
    """Today's forecast for a city."""
    return {"paris": "Paris: 28°C, sunny", "oslo": "Oslo: 4°C, sleet"}[city.lower()]


def say(text: str) -> ResponseOutputMessage:
    return ResponseOutputMessage(id="msg_1", type="message", role="assistant", status="completed",
                                 content=[ResponseOutputText(type="output_text", text=text, annotations=[])])


def call(name: str, call_id: str, **args: Any) -> ResponseFunctionToolCall:
    return ResponseFunctionToolCall(id=f"fc_{call_id}", call_id=call_id, type="function_call", name=name,
                                    arguments=json.dumps(args), status="completed")


class ScriptedModel(Model):
    """A Model from the SDK's interface: returns scripted outputs, traced as a generation span."""

    def __init__(self, *turns: list[Any]) -> None:
        self.turns = list(turns)
        self.inputs: list[Any] = []

    async def get_response(self, system_instructions: Any, input: Any, model_settings: Any, tools: Any,
                           output_schema: Any, handoffs: Any, tracing: Any, **kwargs: Any) -> ModelResponse:
        self.inputs.append(input)
        output = self.turns.pop(0)
        with generation_span(model="scripted", disabled=tracing.is_disabled()) as span:
            span.span_data.input = [{"role": "user", "content": input}] if isinstance(input, str) else list(input)
            span.span_data.output = [o.model_dump() for o in output]
        return ModelResponse(output=output, usage=Usage(), response_id=None)

    def stream_response(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError("the tests run Runner.run")


@pytest.fixture
def processor(memory: Memory) -> Iterator[MemLineageTracingProcessor]:
    processor = MemLineageTracingProcessor(memory, on_error="raise")
    set_trace_processors([processor])  # replaces the SDK's exporter: nothing leaves the machine
    yield processor
    set_trace_processors([])
    processor.shutdown()


async def test_a_traced_run_with_a_handoff_and_a_tool_becomes_lineage(memory: Memory,
                                                                      processor: MemLineageTracingProcessor) -> None:
    weather = Agent(name="Weather", tools=[get_weather], model=ScriptedModel(
        [call("get_weather", "call_1", city="Paris")], [say("Wear linen: Paris is 28°C and sunny.")]))
    triage = Agent(name="Triage", handoffs=[weather], model=ScriptedModel([call("transfer_to_weather", "call_0")]))

    with trace("What to wear") as run:
        result = await Runner.run(triage, "What should I wear in Paris today?")
    processor.force_flush()

    assert result.final_output == "Wear linen: Paris is 28°C and sunny."
    answer = processor.answer_of(run.trace_id)
    lineage = memory.trace(answer)
    assert lineage.cell.content == "Wear linen: Paris is 28°C and sunny."
    kinds = [(e.depth, e.cell.kind.value) for e in sorted(lineage.ancestors, key=lambda e: (e.depth, e.cell.kind.value))]
    assert (1, "tool_result") in kinds and (2, "tool_call") in kinds and (3, "llm_reasoning") in kinds
    assert [r.content for r in lineage.roots] == ["What should I wear in Paris today?"]
    contents = {e.cell.kind.value + ":" + e.cell.content for e in lineage.ancestors}
    assert "tool_result:Paris: 28°C, sunny" in contents
    assert any(c.startswith("plan:handoff Triage → Weather") for c in contents)
    assert lineage.cell.generation_context["agent"] == "Weather"

    tool_result = next(e.cell for e in lineage.ancestors if e.cell.kind.value == "tool_result")
    memory.invalidate(tool_result.id, "the forecast was for yesterday")
    assert memory.get(answer).status is CellStatus.CONTAMINATED
    assert memory.get(lineage.roots[0].id).status is CellStatus.VALID


async def test_session_history_is_kept_as_lineage(amemory: AsyncMemory) -> None:
    set_trace_processors([])
    session = MemLineageSession("conversation-1", amemory)
    model = ScriptedModel([call("get_weather", "call_1", city="Oslo")], [say("Oslo: 4°C with sleet.")],
                          [say("Then take boots.")])
    agent = Agent(name="Weather", tools=[get_weather], model=model)

    await Runner.run(agent, "Weather in Oslo?", session=session)
    await Runner.run(agent, "And shoes?", session=session)

    second_input = model.inputs[-1]
    assert [i.get("role") or i.get("type") for i in second_input] == [
        "user", "function_call", "function_call_output", "assistant", "user"]
    items = await session.get_items()
    assert items[0]["content"] == "Weather in Oslo?" and items[-1]["role"] == "assistant"
    assert [i.get("role") or i.get("type") for i in await session.get_items(limit=2)] == ["user", "assistant"]

    cells = await session.item_cells()
    output = next(c for c in cells if c.kind.value == "tool_result")
    assert output.content == "Oslo: 4°C, sleet"
    assert [p.kind.value for p in await amemory.parents(output.id)] == ["tool_call"]
    await amemory.invalidate(output.id, "stale forecast")
    assert (await amemory.get(cells[-1].id)).status is CellStatus.CONTAMINATED  # "Then take boots." rests on it

    popped = await session.pop_item()
    assert popped["role"] == "assistant" and len(await session.get_items()) == len(items) - 1
    await session.clear_session()
    assert await session.get_items() == []
    assert (await amemory.get(output.id)).content == "Oslo: 4°C, sleet"  # the memories and lineage stay


async def test_a_session_turn_records_only_its_own_input(memory: Memory, amemory: AsyncMemory,
                                                         processor: MemLineageTracingProcessor) -> None:
    session = MemLineageSession("conversation-2", amemory)
    model = ScriptedModel([say("Oslo is cold.")], [say("Then take boots.")])
    agent = Agent(name="Weather", tools=[get_weather], model=model)
    with trace("turn 1"):
        await Runner.run(agent, "Weather in Oslo?", session=session)
    with trace("turn 2") as second:
        await Runner.run(agent, "And shoes?", session=session)
    processor.force_flush()

    lineage = memory.trace(processor.answer_of(second.trace_id))
    assert [r.content for r in lineage.roots] == ["And shoes?"]  # the history is not recorded again
