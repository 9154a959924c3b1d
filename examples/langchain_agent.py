"""A LangChain agent whose run becomes lineage on its own: no ``remember`` call below.

Run it against the local servers (``make demo`` or ``memlineage server start``):

    .venv/bin/python examples/langchain_agent.py

The chat model is langchain-core's fake one (scripted, no network, no API key); swap in a real one with
``create_agent(model="openai:gpt-4o-mini", ...)``. Needs ``memlineage[langchain]``.
"""

from __future__ import annotations

import uuid
from typing import Any

from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from memgraph_py import Memory
from memgraph_py.integrations.langchain import MemLineageMiddleware


@tool
def get_weather(city: str) -> str:
    """Today's forecast for a city."""
    return {"paris": "Paris: 28°C, sunny", "oslo": "Oslo: 4°C, sleet"}[city.lower()]


class ScriptedModel(GenericFakeChatModel):
    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedModel:  # create_agent binds the tools
        return self


def main(namespace: str | None = None) -> str:
    namespace = namespace or f"example-langchain-{uuid.uuid4().hex[:6]}"
    with Memory(namespace) as memory:
        model = ScriptedModel(messages=iter([
            AIMessage("", tool_calls=[{"name": "get_weather", "args": {"city": "Paris"}, "id": "call_1"}]),
            AIMessage("Wear linen: Paris is 28°C and sunny."),
        ]))
        lineage = MemLineageMiddleware(memory)
        agent = create_agent(model=model, tools=[get_weather], middleware=[lineage])

        result = agent.invoke({"messages": [HumanMessage("What should I wear in Paris today?")]})

        answer = lineage.cell_of(result["messages"][-1])
        print(f"answer: {result['messages'][-1].content}\n\nwhere it came from (namespace {namespace}):")
        for cell in memory.trace(answer).path_to_roots():
            print(f"  {cell}")
        tool_result = next(c for c in memory.trace(answer).path_to_roots() if c.kind.value == "tool_result")
        memory.invalidate(tool_result.id, "the weather service answered from a stale cache")
        print(f"\nafter invalidating the tool result, the answer is {memory.get(answer).status.value}")
        return answer


if __name__ == "__main__":
    main()
