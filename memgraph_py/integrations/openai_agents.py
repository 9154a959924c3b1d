"""OpenAI Agents SDK: traces become lineage, and sessions live in MemLineage. Needs ``memlineage[openai-agents]``.

* :class:`MemLineageTracingProcessor` — a ``TracingProcessor`` (``agents.add_trace_processor``). Each trace
  becomes cells: the user's input, each model call (generation or response span: ``llm_reasoning`` when it
  calls tools, ``llm_output`` for an answer), each function call and its result, each handoff (a ``plan``
  cell ``handoff A → B``). Parents follow the run: a model call derives from the user input or the tool
  results since the previous model call; a tool call from the model call before it; a result from its call.

  The SDK calls processors synchronously from the agent loop, so nothing here waits on the network: spans
  are kept in memory until their trace ends, then the trace is handed to one worker thread that writes it
  as one batch (one Neo4j transaction). ``force_flush()`` waits for the worker; ``shutdown()`` flushes and
  stops it. A failed write warns (or raises from ``force_flush`` with ``on_error="raise"``).
* :class:`MemLineageSession` — the SDK's ``Session`` protocol on an ``AsyncMemory``: each conversation item
  is a memory tagged ``session:<id>`` (its exact item JSON in the generation context), derived from the item
  before it (a tool output from its call), so a session's history is lineage too. ``pop_item`` and
  ``clear_session`` take items out of the session; the memories and their lineage stay.
"""

from __future__ import annotations

import hashlib
import json
import queue
import threading
import warnings
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .. import _core, queries
from ._batch import CellBuffer, framework_id, missing_extra, text_of

try:
    from agents.tracing import Span, Trace, TracingProcessor
    from agents.tracing.span_data import (
        AgentSpanData, FunctionSpanData, GenerationSpanData, HandoffSpanData, ResponseSpanData,
    )
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise missing_extra("openai-agents", "openai-agents") from exc

__all__ = ["MemLineageSession", "MemLineageTracingProcessor"]

FRAMEWORK = "openai-agents"


def _plain(value: Any) -> Any:
    """Pydantic models (the SDK's and openai's types) as plain JSON data."""
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json", exclude_none=True)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(p.get("text", "")) for p in content if isinstance(p, Mapping) and p.get("text"))
    return "" if content is None else str(content)


def _item_kind(item: Mapping[str, Any]) -> str:
    kind = item.get("type")
    role = item.get("role")
    if kind == "function_call":
        return "tool_call"
    if kind == "function_call_output":
        return "tool_result"
    if kind == "reasoning":
        return "llm_reasoning"
    if role == "user":
        return "user_input"
    if role in ("system", "developer"):
        return "constraint"
    if role == "assistant" or kind == "message":
        return "llm_output"
    return "llm_reasoning"


def _item_text(item: Mapping[str, Any]) -> str:
    kind = item.get("type")
    if kind == "function_call":
        return f"{item.get('name', 'tool')}({item.get('arguments', '')})"
    if kind == "function_call_output":
        return _content_text(item.get("output"))
    if kind == "reasoning":
        return _content_text(item.get("summary")) or "(reasoning)"
    return _content_text(item.get("content"))


# --- tracing ---------------------------------------------------------------------------------------------
class _TraceCells:
    """Turns one finished trace's spans into queued cells (no I/O)."""

    def __init__(self, buffer: CellBuffer, trace_id: str, workflow: str | None) -> None:
        self.buffer, self.trace_id, self.workflow = buffer, trace_id, workflow
        self.users: dict[str, str] = {}  # text of a user message -> its cell
        self.last_model: str | None = None
        self.since: list[str] = []  # tool results and handoffs since the last model call
        self.open_calls: list[tuple[str, str]] = []  # (tool name, tool_call cell) not yet run
        self.answer: str | None = None
        self.parents: dict[str, str | None] = {}  # span id -> parent span id

    def context(self, span: Span[Any], agents: Mapping[str, str], **more: Any) -> dict[str, Any]:
        ctx: dict[str, Any] = {"framework": FRAMEWORK, "trace": self.trace_id, "span": span.span_id}
        if self.workflow:
            ctx["workflow"] = self.workflow
        agent, parent, hops = None, span.parent_id, 0
        while parent and agent is None and hops < 64:  # the nearest enclosing agent span
            agent = agents.get(parent)
            parent, hops = self.parents.get(parent), hops + 1
        if agent:
            ctx["agent"] = agent
        ctx.update({k: v for k, v in more.items() if v is not None})
        return ctx

    def model_call(self, span: Span[Any], inputs: Any, outputs: Any, model: str | None,
                   agents: Mapping[str, str]) -> None:
        items = [{"role": "user", "content": inputs}] if isinstance(inputs, str) else _plain(inputs or [])
        new_users = []
        # the user's messages after the last other item: earlier history (a session's) was recorded by its own
        # trace, and recording it again would duplicate those inputs
        last_other = max((i for i, it in enumerate(items) if not (isinstance(it, Mapping) and it.get("role") == "user")),
                         default=-1)
        for item in items[last_other + 1:]:
            if isinstance(item, Mapping) and item.get("role") == "user":
                text = text_of(_content_text(item.get("content")))
                if text not in self.users:
                    previous = [self.last_model] if self.last_model else []
                    self.users[text] = self.buffer.add(
                        text, "user_input", previous, id=framework_id("oa", self.trace_id, span.span_id, len(self.users)),
                        context=self.context(span, agents))
                    new_users.append(self.users[text])
        parents = self.since or ([self.last_model] if self.last_model else list(self.users.values())[-1:])
        out = [o for o in _plain(outputs or []) if isinstance(o, Mapping)]
        calls = [o for o in out if o.get("type") == "function_call"]
        text = "\n".join(_item_text(o) for o in out if o.get("type") != "function_call" and _item_text(o))
        if calls:
            text = (text + "\n" if text else "") + "→ " + "; ".join(_item_text(c) for c in calls)
        cell = self.buffer.add(text, "llm_reasoning" if calls else "llm_output", list(parents) + new_users,
                               id=framework_id("oa", self.trace_id, span.span_id, "model"), source=model,
                               context=self.context(span, agents, model=model))
        for call in calls:
            self.open_calls.append((str(call.get("name")), self.buffer.add(
                _item_text(call), "tool_call", [cell], id=framework_id("oa", self.trace_id, "call", call.get("call_id")),
                source=call.get("name"), context=self.context(span, agents, call_id=call.get("call_id")))))
        self.last_model, self.since = cell, []
        if not calls:
            self.answer = cell

    def function(self, span: Span[Any], data: FunctionSpanData, agents: Mapping[str, str]) -> None:
        # the function span names the tool, not the call id: it runs the oldest open call of that name
        call = next((c for c in self.open_calls if c[0] == data.name), None)
        if call is not None:
            self.open_calls.remove(call)
            call_cell = call[1]
        else:  # no model output named it: the call is recorded from the span
            call_cell = self.buffer.add(f"{data.name}({data.input or ''})", "tool_call",
                                        [self.last_model] if self.last_model else list(self.users.values())[-1:],
                                        id=framework_id("oa", self.trace_id, span.span_id, "call"), source=data.name,
                                        context=self.context(span, agents))
        result = self.buffer.add(text_of(data.output), "tool_result", [call_cell], result_of=call_cell,
                                 source=data.name, id=framework_id("oa", self.trace_id, span.span_id, "result"),
                                 context=self.context(span, agents, error=span.error["message"] if span.error else None))
        self.since.append(result)

    def handoff(self, span: Span[Any], data: HandoffSpanData, agents: Mapping[str, str]) -> None:
        parents = [self.last_model] if self.last_model else list(self.users.values())[-1:]
        cell = self.buffer.add(f"handoff {data.from_agent} → {data.to_agent}", "plan", parents,
                               id=framework_id("oa", self.trace_id, span.span_id, "handoff"),
                               context=self.context(span, agents, from_agent=data.from_agent, to_agent=data.to_agent))
        self.since.append(cell)


class MemLineageTracingProcessor(TracingProcessor):
    """Writes each finished trace's agent run as lineage (see the module docstring).

    ``memory``: a sync ``Memory``, used only from this processor's worker thread (give it its own client).
    ``answers``: after a trace is written, ``answer_of(trace_id)`` is the cell of its final answer."""

    def __init__(self, memory: Any, *, on_error: str = "warn") -> None:
        self.buffer = CellBuffer(memory, on_error=on_error)
        if self.buffer.is_async:
            raise TypeError("the SDK calls trace processors synchronously from its own threads: give "
                            "MemLineageTracingProcessor a Memory (sync client), not an AsyncMemory")
        self._spans: dict[str, list[Span[Any]]] = {}
        self._lock = threading.Lock()
        self._answers: dict[str, str | None] = {}
        self._errors: list[BaseException] = []
        self._queue: queue.Queue[tuple[Trace, list[Span[Any]]] | None] = queue.Queue()
        self._worker = threading.Thread(target=self._work, name="memlineage-trace-writer", daemon=True)
        self._worker.start()

    # SDK callbacks: memory only, never I/O
    def on_trace_start(self, trace: Trace) -> None:
        with self._lock:
            self._spans.setdefault(trace.trace_id, [])

    def on_span_start(self, span: Span[Any]) -> None:
        return None

    def on_span_end(self, span: Span[Any]) -> None:
        with self._lock:
            self._spans.setdefault(span.trace_id, []).append(span)

    def on_trace_end(self, trace: Trace) -> None:
        with self._lock:
            spans = self._spans.pop(trace.trace_id, [])
        self._queue.put((trace, spans))

    def force_flush(self) -> None:
        """Wait until every finished trace is written; with ``on_error="raise"`` re-raise a write's error."""
        self._queue.join()
        if self._errors and self.buffer.on_error == "raise":
            error, self._errors = self._errors[0], []
            raise error

    def shutdown(self) -> None:
        self._queue.join()
        self._queue.put(None)
        self._worker.join(timeout=30)

    def answer_of(self, trace_id: str) -> str | None:
        """The cell of a written trace's final answer (None if it had none)."""
        return self._answers.get(trace_id)

    # the worker thread
    def _work(self) -> None:
        while True:
            job = self._queue.get()
            try:
                if job is None:
                    return
                trace, spans = job
                self._answers[trace.trace_id] = self._queue_trace(trace, spans)
                self.buffer.flush()
            except Exception as exc:  # noqa: BLE001 — kept for force_flush; the agent is never disturbed
                self._errors.append(exc)
                if self.buffer.on_error != "raise":
                    warnings.warn(f"memlineage: trace not recorded ({exc})", RuntimeWarning, stacklevel=1)
            finally:
                self._queue.task_done()

    def _queue_trace(self, trace: Trace, spans: Sequence[Span[Any]]) -> str | None:
        cells = _TraceCells(self.buffer, trace.trace_id, getattr(trace, "name", None))
        agents: dict[str, str] = {}
        cells.parents = {s.span_id: s.parent_id for s in spans}
        for span in sorted(spans, key=lambda s: (s.started_at or "", s.ended_at or "")):
            data = span.span_data
            if isinstance(data, AgentSpanData):
                agents[span.span_id] = data.name
            elif isinstance(data, GenerationSpanData):
                cells.model_call(span, data.input, data.output, data.model, agents)
            elif isinstance(data, ResponseSpanData):
                response = data.response
                cells.model_call(span, data.input, getattr(response, "output", None),
                                 getattr(response, "model", None), agents)
            elif isinstance(data, FunctionSpanData):
                cells.function(span, data, agents)
            elif isinstance(data, HandoffSpanData):
                cells.handoff(span, data, agents)
        return cells.answer


# --- session ---------------------------------------------------------------------------------------------
class MemLineageSession:
    """The Agents SDK ``Session`` protocol backed by an ``AsyncMemory`` (see the module docstring)."""

    session_settings = None

    def __init__(self, session_id: str, memory: Any) -> None:
        if not isinstance(session_id, str) or not session_id:
            raise ValueError("session_id must be a non-empty string")
        self.session_id = session_id
        self.memory = memory
        digest = hashlib.sha256(session_id.encode()).hexdigest()[:16]
        self.tag = f"session:{digest}"
        self._prefix = f"oas-{digest}-"
        self._lock: Any = None

    async def _cells(self, limit: int | None = None) -> list[Any]:
        rows = await self.memory._neo.run("session_items", {
            "namespace": self.memory.namespace, "tag": self.tag, "limit": 1_000_000 if limit is None else limit},
            write=False)
        return [_core.parse_cell(r["cell"]) for r in rows]

    async def get_items(self, limit: int | None = None) -> list[Any]:
        if limit is not None and limit <= 0:
            return []
        return [json.loads(json.dumps(c.generation_context["item"])) for c in await self._cells(limit)
                if c.generation_context and "item" in c.generation_context]

    def item_cells(self) -> Any:
        """The session's item cells, oldest first (a coroutine)."""
        return self._cells()

    async def add_items(self, items: list[Any]) -> None:
        if not items:
            return
        import asyncio

        if self._lock is None:
            self._lock = asyncio.Lock()
        async with self._lock:
            last = await self._cells(limit=1)
            seq = int(last[0].id[len(self._prefix):].split("-")[0]) + 1 if last else 0
            previous = last[0].id if last else None
            calls: dict[Any, str] = {}
            batch: list[dict[str, Any]] = []
            for offset, raw in enumerate(items):
                item = _plain(raw)
                cell_id = f"{self._prefix}{seq + offset:012d}-{_core.new_id()[-6:]}"
                kind = _item_kind(item)
                parents: list[str] = [previous] if previous else []
                result_of = None
                if item.get("type") == "function_call_output":
                    call = calls.get(item.get("call_id")) or await self._call_cell(item.get("call_id"))
                    if call is not None:
                        parents, result_of = [call], call
                if item.get("type") == "function_call":
                    calls[item.get("call_id")] = cell_id
                batch.append({"content": text_of(_item_text(item), _core.MAX_CONTENT_CHARS), "kind": kind,
                              "parents": parents, "id": cell_id, "tags": [self.tag],
                              "context": {"framework": FRAMEWORK, "session": self.session_id, "item": item},
                              "source": item.get("name")})
                if result_of is not None:
                    batch[-1]["_result_of"] = result_of
                previous = cell_id
            pending = []
            for entry in batch:
                result_of = entry.pop("_result_of", None)
                cell = _core.prepare_cell(namespace=self.memory.namespace, **entry)
                cell.entities = self.memory.entities.extract(cell.content)
                cell.result_of = result_of
                pending.append(cell)
            await self.memory.record(pending)

    async def _call_cell(self, call_id: Any) -> str | None:
        for cell in reversed(await self._cells()):
            item = (cell.generation_context or {}).get("item", {})
            if item.get("type") == "function_call" and item.get("call_id") == call_id:
                return str(cell.id)
        return None

    async def pop_item(self) -> Any | None:
        last = await self._cells(limit=1)
        if not last:
            return None
        await self._untag([last[0].id])
        return (last[0].generation_context or {}).get("item")

    async def clear_session(self) -> None:
        cells = await self._cells()
        if cells:
            await self._untag([c.id for c in cells])

    async def _untag(self, ids: Iterable[str]) -> None:
        ids = list(ids)
        await self.memory._neo.run("session_untag", {"namespace": self.memory.namespace, "ids": ids, "tag": self.tag})
        async with self.memory._pg.connection() as conn:
            await conn.execute(queries.sql("embedding_untag"), {"namespace": self.memory.namespace, "ids": ids,
                                                              "tag": self.tag})
