"""LangChain agents and chains captured automatically: the agent code below never calls ``remember``.

The model is langchain-core's GenericFakeChatModel (scripted answers, no network); the tool is a real
LangChain tool that runs. What is asserted is the lineage graph the real servers hold afterwards.
"""

from __future__ import annotations

from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableLambda, RunnableParallel

from memgraph_py import AsyncMemory, Memory
from memgraph_py.integrations.langchain import MemLineageCallbackHandler, MemLineageMiddleware
from memgraph_py.models import CellStatus

from ._agents import ScriptedToolModel, get_weather, weather_agent_model

pytestmark = pytest.mark.servers

def kinds_by_depth(trace: Any) -> list[tuple[int, str]]:
    return sorted((e.depth, e.cell.kind.value) for e in trace.ancestors)


def test_agent_run_is_captured_and_a_bad_tool_result_contaminates_the_answer(memory: Memory) -> None:
    lineage = MemLineageMiddleware(memory, on_error="raise")
    agent = create_agent(model=weather_agent_model("Paris", "Wear linen: Paris is 28°C and sunny."),
                         tools=[get_weather], middleware=[lineage])

    result = agent.invoke({"messages": [HumanMessage("What should I wear in Paris today?")]})

    answer = result["messages"][-1]
    assert answer.content == "Wear linen: Paris is 28°C and sunny."
    assert lineage.buffer.pending() == 0  # written when the run ended
    trace = memory.trace(lineage.cell_of(answer))
    assert trace.cell.kind.value == "llm_output" and trace.cell.content == answer.content
    assert kinds_by_depth(trace) == [(1, "tool_result"), (2, "tool_call"), (3, "llm_reasoning"), (4, "user_input")]
    assert [r.content for r in trace.roots] == ["What should I wear in Paris today?"]
    by_kind = {e.cell.kind.value: e.cell for e in trace.ancestors}
    assert by_kind["tool_result"].content == "Paris: 28°C, sunny"  # what the real tool returned
    assert by_kind["tool_call"].content == 'get_weather({"city": "Paris"})'
    assert by_kind["llm_reasoning"].generation_context["framework"] == "langchain"
    # the chain is exactly user input ← model call ← tool call ← tool result ← answer
    ids = {c.kind.value: c.id for c in [trace.cell, *by_kind.values()]}
    assert set(trace.edges) == {(ids["llm_output"], ids["tool_result"]), (ids["tool_result"], ids["tool_call"]),
                                (ids["tool_call"], ids["llm_reasoning"]), (ids["llm_reasoning"], ids["user_input"])}

    memory.invalidate(by_kind["tool_result"].id, "the weather service was down and answered from a stale cache")

    assert memory.get(trace.cell.id).status is CellStatus.CONTAMINATED
    assert memory.get(by_kind["user_input"].id).status is CellStatus.VALID
    assert memory.get(by_kind["llm_reasoning"].id).status is CellStatus.VALID


def test_the_next_turn_of_a_conversation_derives_from_the_previous_answer(memory: Memory) -> None:
    lineage = MemLineageMiddleware(memory, on_error="raise")
    model = ScriptedToolModel(messages=iter([
        AIMessage(content="", tool_calls=[{"name": "get_weather", "args": {"city": "Oslo"}, "id": "call_1"}]),
        AIMessage(content="Oslo: 4°C with sleet, take a coat."),
        AIMessage(content="Then boots too."),
    ]))
    agent = create_agent(model=model, tools=[get_weather], middleware=[lineage])
    first = agent.invoke({"messages": [HumanMessage("Weather in Oslo?")]})
    second = agent.invoke({"messages": [*first["messages"], HumanMessage("And shoes?")]})

    follow_up = second["messages"][-1]
    parents = {c.kind.value: c.content for c in memory.parents(lineage.cell_of(follow_up))}
    assert parents == {"llm_output": "Oslo: 4°C with sleet, take a coat.", "user_input": "And shoes?"}
    tool_result = next(e.cell for e in memory.trace(lineage.cell_of(follow_up)).ancestors
                       if e.cell.kind.value == "tool_result")
    memory.invalidate(tool_result.id, "wrong city")
    assert memory.get(lineage.cell_of(follow_up)).status is CellStatus.CONTAMINATED


async def test_async_agent_recalls_memories_and_they_become_parents(amemory: AsyncMemory) -> None:
    lineage = MemLineageMiddleware(amemory, on_error="raise")
    first = create_agent(model=weather_agent_model("Oslo", "Oslo is 4°C with sleet: take a warm coat."),
                         tools=[get_weather], middleware=[lineage])
    done = await first.ainvoke({"messages": [HumanMessage("What is the weather in Oslo?")]})
    tool_result = next(e.cell for e in (await amemory.trace(lineage.cell_of(done["messages"][-1]))).ancestors
                       if e.cell.kind.value == "tool_result")

    recalling = MemLineageMiddleware(amemory, recall_k=3, on_error="raise")
    model = ScriptedToolModel(messages=iter([AIMessage(content="Pack the warm coat for Oslo.")]))
    second = create_agent(model=model, tools=[get_weather], middleware=[recalling])
    result = await second.ainvoke({"messages": [HumanMessage("What should I pack for the Oslo weather?")]})

    system = model.seen[0][0]
    assert system.type == "system" and "Oslo: 4°C, sleet" in system.content  # the recalled tool result was shown
    answer = recalling.cell_of(result["messages"][-1])
    parents = await amemory.parents(answer)
    assert tool_result.id in {p.id for p in parents}
    assert (await amemory.get(answer)).generation_context["retrieval"].startswith("ret-")

    await amemory.invalidate(tool_result.id, "stale forecast")
    assert (await amemory.get(answer)).status is CellStatus.CONTAMINATED


def test_callback_handler_records_a_chain_with_a_tool_from_run_ids(memory: Memory) -> None:
    handler = MemLineageCallbackHandler(memory, on_error="raise")
    prompt = ChatPromptTemplate.from_messages([("human", "Forecast: {weather}. Question: {question}")])
    model = GenericFakeChatModel(messages=iter(["It is sunny and 28°C: wear linen."]))
    chain = (RunnableParallel(question=lambda x: x["question"],
                              weather=RunnableLambda(lambda x: get_weather.invoke({"city": x["city"]})))
             | prompt | model | StrOutputParser())

    out = chain.invoke({"question": "What should I wear?", "city": "Paris"}, config={"callbacks": [handler]})

    assert out == "It is sunny and 28°C: wear linen."
    trace = memory.trace(handler.last_root)
    assert trace.cell.kind.value == "llm_output" and trace.cell.content == out
    kinds = {e.cell.kind.value: e.cell.content for e in trace.ancestors}
    assert kinds["tool_result"] == "Paris: 28°C, sunny"
    assert kinds["tool_call"].startswith("get_weather(")
    assert [r.kind.value for r in trace.roots] == ["user_input"]
    assert "What should I wear?" in trace.roots[0].content
    tool_result = next(e.cell for e in trace.ancestors if e.cell.kind.value == "tool_result")
    memory.invalidate(tool_result.id, "forecast for the wrong day")
    assert memory.get(trace.cell.id).status is CellStatus.CONTAMINATED


async def test_async_memory_with_a_sync_agent_is_refused_clearly(amemory: AsyncMemory) -> None:
    lineage = MemLineageMiddleware(amemory)
    agent = create_agent(model=weather_agent_model("Paris", "x"), tools=[get_weather], middleware=[lineage])
    with pytest.raises(TypeError, match="ainvoke"):
        agent.invoke({"messages": [HumanMessage("hi")]})


def test_background_writes_return_at_once_and_flush_waits_for_them(memory: Memory) -> None:
    lineage = MemLineageMiddleware(memory, on_error="raise", write="background")
    agent = create_agent(model=weather_agent_model("Oslo", "Take a coat: Oslo is 4°C with sleet."),
                         tools=[get_weather], middleware=[lineage])
    result = agent.invoke({"messages": [HumanMessage("Weather in Oslo?")]})
    lineage.flush()  # waits for the worker thread's write

    trace = memory.trace(lineage.cell_of(result["messages"][-1]))
    assert kinds_by_depth(trace) == [(1, "tool_result"), (2, "tool_call"), (3, "llm_reasoning"), (4, "user_input")]


async def test_async_background_writes_are_awaited_by_aflush(amemory: AsyncMemory) -> None:
    lineage = MemLineageMiddleware(amemory, on_error="raise", write="background")
    agent = create_agent(model=weather_agent_model("Paris", "Linen."), tools=[get_weather], middleware=[lineage])
    result = await agent.ainvoke({"messages": [HumanMessage("Weather in Paris?")]})
    await lineage.aflush()
    trace = await amemory.trace(lineage.cell_of(result["messages"][-1]))
    assert [r.content for r in trace.roots] == ["Weather in Paris?"]


def test_a_run_that_fails_keeps_what_it_captured_until_then(memory: Memory) -> None:
    lineage = MemLineageMiddleware(memory, on_error="raise")
    model = ScriptedToolModel(messages=iter([  # one answer only: the second model call fails
        AIMessage(content="", tool_calls=[{"name": "get_weather", "args": {"city": "Oslo"}, "id": "call_1"}])]))
    agent = create_agent(model=model, tools=[get_weather], middleware=[lineage])
    question = HumanMessage("Weather in Oslo?", id="question-1")
    with pytest.raises(Exception) as failure:
        agent.invoke({"messages": [question]})
    assert not isinstance(failure.value, AssertionError)

    assert lineage.buffer.pending() == 0  # written although after_agent never ran
    (reasoning,) = memory.children(lineage.cell_of(question))
    (call,) = memory.children(reasoning.id)
    (result,) = memory.children(call.id)
    assert (reasoning.kind.value, call.kind.value, result.content) == ("llm_reasoning", "tool_call", "Oslo: 4°C, sleet")
