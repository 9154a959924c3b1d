"""An OpenAI Agents SDK run captured by a trace processor, with its conversation kept in a MemLineage session.

Run it against the local servers (``make demo`` or ``memlineage server start``):

    .venv/bin/python examples/openai_agents.py

The model is a small ``agents.Model`` with scripted answers (no network, no API key); use a real one by
dropping ``model=`` (the SDK's default OpenAI model). Needs ``memlineage[openai-agents]``.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from typing import Any

from agents import (Agent, Model, ModelResponse, Runner, Usage, function_tool, set_trace_processors, trace)
from agents.tracing import generation_span
from openai.types.responses import ResponseFunctionToolCall, ResponseOutputMessage, ResponseOutputText

from memgraph_py import AsyncMemory, Memory
from memgraph_py.integrations.openai_agents import MemLineageSession, MemLineageTracingProcessor


@function_tool
def get_weather(city: str) -> str:
    """Today's forecast for a city."""
    return {"paris": "Paris: 28°C, sunny", "oslo": "Oslo: 4°C, sleet"}[city.lower()]


class ScriptedModel(Model):
    """Asks for the weather once, then answers; traced as a generation span like the SDK's own models."""

    async def get_response(self, system_instructions: Any, input: Any, model_settings: Any, tools: Any,
                           output_schema: Any, handoffs: Any, tracing: Any, **kwargs: Any) -> ModelResponse:
        items = [input] if isinstance(input, str) else list(input)
        if any(isinstance(i, dict) and i.get("type") == "function_call_output" for i in items[-1:]):
            output: list[Any] = [ResponseOutputMessage(
                id="msg_1", type="message", role="assistant", status="completed",
                content=[ResponseOutputText(type="output_text", text="Wear linen: 28°C and sunny.", annotations=[])])]
        else:
            output = [ResponseFunctionToolCall(id="fc_1", call_id=f"call_{uuid.uuid4().hex[:6]}", type="function_call",
                                               name="get_weather", arguments=json.dumps({"city": "Paris"}))]
        with generation_span(model="scripted", disabled=tracing.is_disabled()) as span:
            span.span_data.input = [{"role": "user", "content": input}] if isinstance(input, str) else items
            span.span_data.output = [o.model_dump() for o in output]
        return ModelResponse(output=output, usage=Usage(), response_id=None)

    def stream_response(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError


async def main(namespace: str | None = None) -> str | None:
    namespace = namespace or f"example-openai-agents-{uuid.uuid4().hex[:6]}"
    with Memory(namespace) as writer:  # the processor's own client, used from its worker thread
        processor = MemLineageTracingProcessor(writer)
        set_trace_processors([processor])  # instead of the SDK's exporter to OpenAI
        async with AsyncMemory(namespace) as memory:
            agent = Agent(name="Weather", tools=[get_weather], model=ScriptedModel())
            session = MemLineageSession("trip-to-paris", memory)
            with trace("What to wear") as run:
                result = await Runner.run(agent, "What should I wear in Paris today?", session=session)
            processor.force_flush()
            answer = processor.answer_of(run.trace_id)
            print(f"answer: {result.final_output}\n\nwhere it came from (namespace {namespace}):")
            for cell in (await memory.trace(answer)).path_to_roots() if answer else []:
                print(f"  {cell}")
            print(f"\nthe session holds {len(await session.get_items())} items")
        set_trace_processors([])
        processor.shutdown()
        return answer


if __name__ == "__main__":
    asyncio.run(main())
