"""A LangChain agent for the adapter tests and the capture-overhead benchmark: langchain-core's fake chat
model (scripted answers, no network) and a real tool."""

from __future__ import annotations

from typing import Any

from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from pydantic import Field

FORECASTS = {"paris": (28, "sunny"), "oslo": (4, "sleet")}


@tool
def get_weather(city: str) -> str:
    """Today's forecast for a city."""
    temperature, sky = FORECASTS[city.lower()]
    return f"{city}: {temperature}°C, {sky}"


class ScriptedToolModel(GenericFakeChatModel):
    """GenericFakeChatModel that accepts tools (create_agent binds them) and keeps what it was sent."""

    seen: list[list[Any]] = Field(default_factory=list)

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedToolModel:
        return self

    def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any) -> Any:
        self.seen.append(list(messages))
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kwargs)


def weather_agent_model(city: str, answer: str) -> ScriptedToolModel:
    return ScriptedToolModel(messages=iter([
        AIMessage(content="", tool_calls=[{"name": "get_weather", "args": {"city": city}, "id": "call_1"}]),
        AIMessage(content=answer),
    ]))
