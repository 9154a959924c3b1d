"""What automatic capture costs an agent: the same LangChain agent run with and without MemLineageMiddleware.

The agent is LangChain 1.x ``create_agent`` with langchain-core's fake chat model (no network, so the model
itself costs microseconds and any overhead shows) and a real tool. Each run is one user question: a model
call that asks for the tool, the tool call, and a model call that answers — 3 model/tool calls. Runs with
and without the middleware alternate on the same servers in the same process, so both see the same noise.

Figures (medians over the measured runs):

* **per run, end to end** — ``agent.invoke`` with minus without; **added per model/tool call** is that
  difference over the run's 3 calls (amortised: it includes the one write at the end of the run). Two
  capture modes: ``write="end"`` (the run's cells are written before ``invoke`` returns) and
  ``write="background"`` (a worker thread writes them; the agent does not wait — the benchmark waits for
  the writes after each measured run, outside the timing, so they never pile up).
* **inside the hooks** — time the middleware spends around each model call and each tool call, excluding
  the model or tool itself (building the cells; no I/O), and the write at the run's end (one ``record``:
  embeddings for the run's 5 cells, one Neo4j transaction, one PostgreSQL batch).
"""

from __future__ import annotations

import statistics
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from memgraph_py import Memory
from memgraph_py.config import Settings
from memgraph_py.integrations.langchain import MemLineageMiddleware

from . import queries as bench_queries

CALLS_PER_RUN = 3  # model (asks for the tool), tool, model (answers)
CITIES = {"paris": "28°C, sunny", "oslo": "4°C, sleet", "lisbon": "22°C, clear", "graz": "12°C, rain"}


def _agent(middleware: list[Any]) -> Any:
    from langchain.agents import create_agent
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage, ToolMessage
    from langchain_core.outputs import ChatGeneration, ChatResult
    from langchain_core.tools import tool

    @tool
    def get_weather(city: str) -> str:
        """Today's forecast for a city."""
        return f"{city}: {CITIES[city.lower()]}"

    class WeatherModel(GenericFakeChatModel):
        """Asks for the forecast of the city named last, then answers from the tool's result."""

        def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
            return self

        def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any) -> ChatResult:
            last = messages[-1]
            if isinstance(last, ToolMessage):
                reply = AIMessage(content=f"Dress for {last.content}.")
            else:
                city = next(c for c in CITIES if c in str(last.content).lower())
                reply = AIMessage(content="", tool_calls=[{"name": "get_weather", "args": {"city": city.title()},
                                                           "id": f"call_{uuid.uuid4().hex[:8]}"}])
            return ChatResult(generations=[ChatGeneration(message=reply)])

    return create_agent(model=WeatherModel(messages=iter(())), tools=[get_weather], middleware=middleware)


class TimedMiddleware(MemLineageMiddleware):
    """The middleware with a stopwatch around its hooks (the model's and tool's own time subtracted)."""

    def __init__(self, memory: Any, write: str = "end") -> None:
        super().__init__(memory, on_error="raise", write=write)
        self.model_hooks: list[float] = []
        self.tool_hooks: list[float] = []
        self.writes: list[float] = []

    @staticmethod
    def _timed(handler: Callable[[Any], Any], spent: list[float]) -> Callable[[Any], Any]:
        def run(request: Any) -> Any:
            started = time.perf_counter()
            try:
                return handler(request)
            finally:
                spent.append(time.perf_counter() - started)
        return run

    def wrap_model_call(self, request: Any, handler: Any) -> Any:
        inner: list[float] = []
        started = time.perf_counter()
        result = super().wrap_model_call(request, self._timed(handler, inner))
        self.model_hooks.append(time.perf_counter() - started - sum(inner))
        return result

    def wrap_tool_call(self, request: Any, handler: Any) -> Any:
        inner: list[float] = []
        started = time.perf_counter()
        result = super().wrap_tool_call(request, self._timed(handler, inner))
        self.tool_hooks.append(time.perf_counter() - started - sum(inner))
        return result

    def after_agent(self, state: Any, runtime: Any) -> None:
        started = time.perf_counter()
        super().after_agent(state, runtime)
        self.writes.append(time.perf_counter() - started)


@dataclass
class OverheadReport:
    runs: int
    baseline: list[float] = field(default_factory=list)  # seconds per agent run without MemLineage
    captured: list[float] = field(default_factory=list)  # … with the middleware, write="end"
    background: list[float] = field(default_factory=list)  # … with the middleware, write="background"
    model_hooks: list[float] = field(default_factory=list)
    tool_hooks: list[float] = field(default_factory=list)
    writes: list[float] = field(default_factory=list)
    cells: int = 0
    calls_per_run: int = CALLS_PER_RUN

    @staticmethod
    def _ms(values: list[float]) -> float:
        return statistics.median(values) * 1000 if values else 0.0

    def per_call_added_ms(self, runs: list[float] | None = None) -> float:
        runs = self.captured if runs is None else runs
        return (self._ms(runs) - self._ms(self.baseline)) / self.calls_per_run

    def rows(self) -> list[tuple[str, str, str, str]]:
        base, with_, bg = self._ms(self.baseline), self._ms(self.captured), self._ms(self.background)
        return [
            ("agent run, end to end (median), write='end'", f"{base:.2f} ms", f"{with_:.2f} ms",
             f"{with_ - base:+.2f} ms"),
            ("per model/tool call (amortised, incl. the write), write='end'", f"{base / self.calls_per_run:.2f} ms",
             f"{with_ / self.calls_per_run:.2f} ms", f"{self.per_call_added_ms():+.2f} ms"),
            ("agent run, end to end (median), write='background'", f"{base:.2f} ms", f"{bg:.2f} ms",
             f"{bg - base:+.2f} ms"),
            ("per model/tool call, write='background'", f"{base / self.calls_per_run:.2f} ms",
             f"{bg / self.calls_per_run:.2f} ms", f"{self.per_call_added_ms(self.background):+.2f} ms"),
            ("inside the hooks, per model call (median)", "—", f"{self._ms(self.model_hooks):.3f} ms",
             f"{self._ms(self.model_hooks):+.3f} ms"),
            ("inside the hooks, per tool call (median)", "—", f"{self._ms(self.tool_hooks):.3f} ms",
             f"{self._ms(self.tool_hooks):+.3f} ms"),
            ("write at the run's end (median, 1 round trip)", "—", f"{self._ms(self.writes):.2f} ms",
             f"{self._ms(self.writes):+.2f} ms"),
        ]

    def as_json(self) -> dict[str, Any]:
        return {"runs": self.runs, "calls_per_run": self.calls_per_run, "cells_written": self.cells,
                "baseline_run_ms": self._ms(self.baseline), "captured_run_ms": self._ms(self.captured),
                "added_per_call_ms": self.per_call_added_ms(), "background_run_ms": self._ms(self.background),
                "background_added_per_call_ms": self.per_call_added_ms(self.background), "model_hook_ms": self._ms(self.model_hooks),
                "tool_hook_ms": self._ms(self.tool_hooks), "write_ms": self._ms(self.writes)}


def run(settings: Settings, runs: int = 30, warmup: int = 3,
        progress: Callable[[str], None] = lambda _: None) -> OverheadReport:
    """Alternate baseline and captured runs of the same agent; returns the medians' report."""
    from langchain_core.messages import HumanMessage

    namespace = f"bench-capture-overhead-{uuid.uuid4().hex[:8]}"
    memory = Memory(namespace, settings=settings)
    report = OverheadReport(runs=runs)
    try:
        timed, behind = TimedMiddleware(memory), MemLineageMiddleware(memory, on_error="raise", write="background")
        modes = [(_agent([]), report.baseline), (_agent([timed]), report.captured),
                 (_agent([behind]), report.background)]
        cities = list(CITIES)
        for i in range(warmup + runs):
            measuring = i >= warmup
            if measuring:
                progress(f"run {i - warmup + 1}/{runs}")
            for agent, sink in modes[i % 3:] + modes[:i % 3]:  # the order rotates: no mode always goes first
                question = f"What should I wear in {cities[i % len(cities)].title()} on day {i}?"
                started = time.perf_counter()
                agent.invoke({"messages": [HumanMessage(question)]})
                if measuring:
                    sink.append(time.perf_counter() - started)
                behind.flush()  # outside the timing: background writes never pile up across runs
            if i == warmup - 1:
                timed.model_hooks.clear(), timed.tool_hooks.clear(), timed.writes.clear()
        report.model_hooks, report.tool_hooks, report.writes = timed.model_hooks, timed.tool_hooks, timed.writes
        report.cells = int(memory._neo.run(bench_queries.cypher("count_namespace"), {"namespace": namespace},
                                           write=False)[0]["cells"])
    finally:
        memory._neo.run_autocommit(bench_queries.cypher("delete_namespace"), {"namespace": namespace})
        with memory._pg.connection() as conn:
            conn.execute(bench_queries.sql("delete_embeddings"), {"namespace": namespace})
        memory.close()
    return report
