"""LangChain capture: every agent run recorded as lineage, with no ``remember`` call in the agent code.

* :class:`MemLineageMiddleware` — an ``AgentMiddleware`` for LangChain 1.x agents (``create_agent``). It
  records the user input, each model call (``llm_reasoning`` when the model asks for tools, ``llm_output``
  for an answer), each tool call and its result, with these parents::

      user_input ◄─ llm_reasoning ◄─ tool_call ◄─ tool_result ◄─ llm_output (the answer)

  A model call derives from what is new in its input since the previous model message (the user's
  messages, the tool results); a tool call from the model call that asked for it; a result from its call
  (also ``RESULT_OF``). With ``recall_k`` it recalls memories for the user's latest message before each
  model call, adds them to the system message, and records them as parents of that call (through the
  retrieval), so contamination flows through recall too.
* :class:`MemLineageCallbackHandler` — a ``BaseCallbackHandler`` for chains, LCEL pipelines and older code.
  Parents come from ``run_id`` / ``parent_run_id``: a run starts from the cells its parent run had produced
  so far, and a finished run hands what it produced back to its parent (sequential steps chain; parallel
  branches both become parents of what follows).

Cell ids derive from LangChain's message, tool-call and run ids (:func:`~._batch.framework_id`). Cells are
queued and written in one batch when the agent run (or the root chain) ends — one round trip per run — and
``flush()`` / ``aflush()`` write them at any time. The middleware works with ``Memory`` (``invoke``; with
``ainvoke`` its writes run in a worker thread) and ``AsyncMemory`` (``ainvoke``). Needs ``memlineage[langchain]``.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
import warnings
from collections.abc import Awaitable, Callable, Sequence
from typing import Any
from uuid import UUID, uuid4

from ._batch import CellBuffer, framework_id, missing_extra, text_of

try:
    from langchain.agents.middleware import AgentMiddleware
    from langchain.agents.middleware.types import ExtendedModelResponse, ModelRequest, ModelResponse
    from langchain_core.callbacks import BaseCallbackHandler
    from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise missing_extra("langchain", "langchain") from exc

__all__ = ["MemLineageCallbackHandler", "MemLineageMiddleware"]

FRAMEWORK = "langchain"


def _call_text(call: Any) -> str:
    args = call.get("args", {})
    try:
        rendered = json.dumps(args, ensure_ascii=False, sort_keys=True, default=str)
    except (TypeError, ValueError):
        rendered = repr(args)
    return f"{call.get('name', 'tool')}({rendered})"


def _model_text(message: AIMessage) -> str:
    text = message.text if isinstance(message.text, str) else str(message.content)
    if message.tool_calls:
        calls = "; ".join(_call_text(c) for c in message.tool_calls)
        return f"{text}\n→ {calls}" if text.strip() else f"→ {calls}"
    return text


def _model_name(model: Any) -> str:
    for attr in ("model_name", "model", "model_id"):
        value = getattr(model, attr, None)
        if isinstance(value, str) and value:
            return value
    return type(model).__name__


class _Plan:
    """The cells a model call adds, worked out before the call (parents) and after it (the response)."""

    __slots__ = ("parents", "recalled", "retrieval", "started")

    def __init__(self, parents: list[str], recalled: list[Any], retrieval: str | None) -> None:
        self.parents, self.recalled, self.retrieval = parents, recalled, retrieval
        self.started = time.perf_counter()


class MemLineageMiddleware(AgentMiddleware):  # type: ignore[type-arg]
    """Records a LangChain agent's run as lineage (see the module docstring).

    ``memory``: a ``Memory`` or ``AsyncMemory`` (its namespace holds the cells). ``recall_k``: how many
    recalled memories to add before each model call (0: none). ``on_error``: "warn" (a failed write warns,
    the agent goes on) or "raise". ``write``: "end" — the run's cells are written when it ends, before
    ``invoke`` returns (one round trip per run); "background" — a worker thread (or, with AsyncMemory, a task
    on the loop) writes them and ``invoke`` returns at once; ``flush()`` / ``aflush()`` wait for it."""

    def __init__(self, memory: Any, *, recall_k: int = 0, recall_kwargs: dict[str, Any] | None = None,
                 on_error: str = "warn", write: str = "end") -> None:
        super().__init__()
        if write not in ("end", "background"):
            raise ValueError("write must be 'end' or 'background'")
        self.write = write
        self.buffer = CellBuffer(memory, on_error=on_error)
        self.memory = memory
        self.recall_k = recall_k
        self.recall_kwargs = dict(recall_kwargs or {})

    @property
    def name(self) -> str:
        return "MemLineageMiddleware"

    # --- cells of the messages a model call sees ---------------------------------------------------
    def _message_cell(self, message: BaseMessage, owners: dict[str, str], previous: str | None) -> str | None:
        """The cell of a message in the model's input, queued now if this middleware has not seen it (a
        message from before it was attached: recorded as a root)."""
        if isinstance(message, SystemMessage) or message.id is None:
            return None
        if isinstance(message, ToolMessage):
            owner = owners.get(message.tool_call_id, "")
            cell = framework_id("lc", "result", owner, message.tool_call_id)
            if not self.buffer.knows(cell):
                call = framework_id("lc", "call", owner, message.tool_call_id)
                parents = [call] if self.buffer.knows(call) else []
                self.buffer.add(message.text, "tool_result", parents, id=cell, source=message.name,
                                result_of=call if parents else None, context={"framework": FRAMEWORK})
            return cell
        cell = framework_id("lc", "msg", message.id)
        if not self.buffer.knows(cell):
            if isinstance(message, AIMessage):
                kind = "llm_reasoning" if message.tool_calls else "llm_output"
                self.buffer.add(_model_text(message), kind, [previous] if previous else [], id=cell,
                                context={"framework": FRAMEWORK})
                for tool_call in message.tool_calls:
                    self._queue_call(message, tool_call, cell)
            else:
                self.buffer.add(message.text, "user_input", [previous] if previous else [], id=cell,
                                context={"framework": FRAMEWORK, "role": message.type})
        return cell

    def _queue_call(self, message: AIMessage, call: Any, model_cell: str) -> str:
        return self.buffer.add(_call_text(call), "tool_call", [model_cell],
                               id=framework_id("lc", "call", message.id, call.get("id")), source=call.get("name"),
                               context={"framework": FRAMEWORK, "tool_call_id": call.get("id")})

    def _parents(self, messages: Sequence[BaseMessage]) -> list[str]:
        """A model call derives from the messages after the last model message (or, for a new user turn,
        from those and the last model message too)."""
        owners = {str(c["id"]): m.id or "" for m in messages if isinstance(m, AIMessage) for c in m.tool_calls}
        last_ai = max((i for i, m in enumerate(messages) if isinstance(m, AIMessage)), default=-1)
        previous: str | None = None
        cells: dict[int, str] = {}
        for i, message in enumerate(messages):  # queue unseen messages in order, each after the previous
            cell = self._message_cell(message, owners, previous if not isinstance(message, ToolMessage) else None)
            if cell is not None:
                cells[i] = previous = cell
        parents = [cells[i] for i in range(last_ai + 1, len(messages)) if i in cells]
        if last_ai >= 0 and last_ai in cells and not any(isinstance(m, ToolMessage) for m in messages[last_ai + 1:]):
            parents.insert(0, cells[last_ai])
        return parents

    # --- recall ------------------------------------------------------------------------------------
    @staticmethod
    def _query(messages: Sequence[BaseMessage]) -> str | None:
        for message in reversed(messages):
            if isinstance(message, HumanMessage) and message.text.strip():
                return message.text
        return None

    def _inject(self, request: ModelRequest, response: Any) -> tuple[ModelRequest, list[Any], str | None]:
        results = [r for r in response.results if r.cell.namespace == self.buffer.namespace]
        if not results:
            return request, [], None
        lines = "\n".join(f"- [{r.cell.kind.value}] {r.cell.content}" for r in results)
        base = request.system_message.text if request.system_message is not None else ""
        note = f"Relevant memories (MemLineage):\n{lines}"
        system = SystemMessage(f"{base}\n\n{note}" if base else note)
        return request.override(system_message=system), results, response.retrieval_id

    def _before(self, request: ModelRequest) -> _Plan:
        return _Plan(self._parents(request.messages), [], None)

    def _after(self, request: ModelRequest, result: Any, plan: _Plan) -> Any:
        response = result.model_response if isinstance(result, ExtendedModelResponse) else result
        messages = [response] if isinstance(response, AIMessage) else list(response.result)
        fixed = []
        for message in messages:
            if isinstance(message, AIMessage):
                if message.id is None:  # the tool node finds the call's owner by this id
                    message = message.model_copy(update={"id": f"lc-{uuid4()}"})
                self._record_model(request, message, plan)
            fixed.append(message)
        if isinstance(response, AIMessage):
            return fixed[0]
        if fixed != list(response.result):
            new = ModelResponse(result=fixed, structured_response=response.structured_response)
            return ExtendedModelResponse(model_response=new, command=result.command) \
                if isinstance(result, ExtendedModelResponse) else new
        return result

    def _record_model(self, request: ModelRequest, message: AIMessage, plan: _Plan) -> None:
        kind = "llm_reasoning" if message.tool_calls else "llm_output"
        recalled = [r.cell.id for r in plan.recalled]
        context = {"framework": FRAMEWORK, "model": _model_name(request.model), "messages": len(request.messages),
                   "tools": [getattr(t, "name", None) or (t.get("name") if isinstance(t, dict) else str(t))
                             for t in request.tools],
                   "latency_ms": round((time.perf_counter() - plan.started) * 1000, 3)}
        if recalled:
            context["recalled"] = recalled
            context["retrieval"] = plan.retrieval
        cell = self.buffer.add(_model_text(message), kind, plan.parents + recalled,
                               id=framework_id("lc", "msg", message.id), source=_model_name(request.model),
                               context=context,
                               via={c: plan.retrieval for c in recalled} if plan.retrieval else None)
        for call in message.tool_calls:
            self._queue_call(message, call, cell)

    def _tool_cells(self, request: Any) -> tuple[str, str]:
        call = request.tool_call
        messages = request.state.get("messages", []) if isinstance(request.state, dict) else \
            getattr(request.state, "messages", [])
        owner = next((m for m in reversed(messages) if isinstance(m, AIMessage)
                      and any(c.get("id") == call.get("id") for c in m.tool_calls)), None)
        owner_id = owner.id if owner is not None and owner.id else ""
        call_cell = framework_id("lc", "call", owner_id, call.get("id"))
        if not self.buffer.knows(call_cell):
            model_cell = framework_id("lc", "msg", owner_id)
            self.buffer.add(_call_text(call), "tool_call", [model_cell] if self.buffer.knows(model_cell) else [],
                            id=call_cell, source=call.get("name"), context={"framework": FRAMEWORK})
        return call_cell, framework_id("lc", "result", owner_id, call.get("id"))

    def _record_tool(self, request: Any, result: Any, cells: tuple[str, str], started: float) -> None:
        call_cell, result_cell = cells
        message = result if isinstance(result, ToolMessage) else next(
            (m for m in (getattr(result, "update", None) or {}).get("messages", []) if isinstance(m, ToolMessage)),
            None)
        content = message.text if message is not None else f"(command) {result!r}"
        context = {"framework": FRAMEWORK, "tool": request.tool_call.get("name"),
                   "latency_ms": round((time.perf_counter() - started) * 1000, 3)}
        if message is not None and getattr(message, "status", "success") != "success":
            context["status"] = message.status
        self.buffer.add(content, "tool_result", [call_cell], id=result_cell, source=request.tool_call.get("name"),
                        result_of=call_cell, context=context)

    # --- hooks (sync) --------------------------------------------------------------------------------
    def _check_sync(self) -> None:
        if self.buffer.is_async:
            raise TypeError("MemLineageMiddleware holds an AsyncMemory: run the agent with ainvoke/astream, "
                            "or give the middleware a Memory")

    def wrap_model_call(self, request: ModelRequest, handler: Callable[[ModelRequest], Any]) -> Any:
        self._check_sync()
        plan = self._before(request)
        query = self._query(request.messages) if self.recall_k else None
        if query:
            request, plan.recalled, plan.retrieval = self._inject(
                request, self.memory.recall(query, self.recall_k, **self.recall_kwargs))
        try:
            result = handler(request)
        except BaseException:
            self._flush_after_error()
            raise
        return self._after(request, result, plan)

    def wrap_tool_call(self, request: Any, handler: Callable[[Any], Any]) -> Any:
        self._check_sync()
        cells, started = self._tool_cells(request), time.perf_counter()
        try:
            result = handler(request)
        except BaseException:
            self._flush_after_error()
            raise
        self._record_tool(request, result, cells, started)
        return result

    def _flush_after_error(self) -> None:
        """The run stops here and ``after_agent`` will not run: write what it captured so far (a failed
        write only warns — the framework's error is the one that matters)."""
        try:
            self.buffer.flush_later() if self.write == "background" else self.buffer.flush()
        except Exception as exc:  # noqa: BLE001
            warnings.warn(f"memlineage capture: the failed run's memories were not recorded ({exc})",
                          RuntimeWarning, stacklevel=3)

    async def _aflush_after_error(self) -> None:
        try:
            if self.write == "background":
                self.buffer.flush_later()
            else:
                await self.buffer.aflush()
        except Exception as exc:  # noqa: BLE001
            warnings.warn(f"memlineage capture: the failed run's memories were not recorded ({exc})",
                          RuntimeWarning, stacklevel=3)

    def after_agent(self, state: Any, runtime: Any) -> None:
        if self.write == "background":
            self.buffer.flush_later()
        else:
            self.buffer.flush()
        return None

    # --- hooks (asyncio) -----------------------------------------------------------------------------
    async def awrap_model_call(self, request: ModelRequest, handler: Callable[[ModelRequest], Awaitable[Any]]) -> Any:
        plan = self._before(request)
        query = self._query(request.messages) if self.recall_k else None
        if query:
            if self.buffer.is_async:
                found = await self.memory.recall(query, self.recall_k, **self.recall_kwargs)
            else:
                found = await asyncio.to_thread(self.memory.recall, query, self.recall_k, **self.recall_kwargs)
            request, plan.recalled, plan.retrieval = self._inject(request, found)
        try:
            result = await handler(request)
        except BaseException:
            await self._aflush_after_error()
            raise
        return self._after(request, result, plan)

    async def awrap_tool_call(self, request: Any, handler: Callable[[Any], Awaitable[Any]]) -> Any:
        cells, started = self._tool_cells(request), time.perf_counter()
        try:
            result = await handler(request)
        except BaseException:
            await self._aflush_after_error()
            raise
        self._record_tool(request, result, cells, started)
        return result

    async def aafter_agent(self, state: Any, runtime: Any) -> None:
        if self.write == "background":
            self.buffer.flush_later()
        else:
            await self.buffer.aflush()
        return None

    # --- writing ---------------------------------------------------------------------------------------
    @staticmethod
    def cell_of(message: BaseMessage) -> str:
        """The id of the cell that records a message of the agent's run (a model answer, a user input)."""
        if isinstance(message, ToolMessage):
            raise TypeError("a tool result's cell is named by its call: see the tool_call's children")
        return framework_id("lc", "msg", message.id)

    def flush(self) -> int:
        """Wait for background writes, then write what was captured and not yet written (sync ``Memory``);
        returns how many cells this call wrote."""
        self.buffer.wait()
        return self.buffer.flush()

    async def aflush(self) -> int:
        """:meth:`flush` from asyncio code (either client)."""
        await self.buffer.await_writes()
        return await self.buffer.aflush()


# --- callbacks: chains and older code ------------------------------------------------------------------
class _Run:
    __slots__ = ("parent", "start", "frontier", "name", "call")

    def __init__(self, parent: UUID | None, start: list[str], name: str) -> None:
        self.parent, self.start, self.frontier, self.name = parent, list(start), list(start), name
        self.call: str | None = None


def _inputs_text(inputs: Any) -> str:
    if isinstance(inputs, dict):
        for key in ("input", "question", "query", "messages"):
            if key in inputs:
                return _inputs_text(inputs[key])
        if len(inputs) == 1:
            return _inputs_text(next(iter(inputs.values())))
    if isinstance(inputs, BaseMessage):
        return inputs.text
    if isinstance(inputs, (list, tuple)) and inputs and all(isinstance(m, BaseMessage) for m in inputs):
        humans = [m for m in inputs if isinstance(m, HumanMessage)]
        return (humans[-1] if humans else inputs[-1]).text
    return text_of(inputs)


def _outputs_text(outputs: Any) -> str:
    if isinstance(outputs, dict):
        for key in ("output", "answer", "text", "result", "messages"):
            if key in outputs:
                return _outputs_text(outputs[key])
        if len(outputs) == 1:
            return _outputs_text(next(iter(outputs.values())))
    if isinstance(outputs, BaseMessage):
        return outputs.text
    if isinstance(outputs, (list, tuple)) and outputs and isinstance(outputs[-1], BaseMessage):
        return outputs[-1].text
    return text_of(outputs)


class MemLineageCallbackHandler(BaseCallbackHandler):
    """Records chains, chat models and tools run with ``callbacks=[handler]`` (see the module docstring).

    The root run's input is a ``user_input``; each chat model / LLM call an ``llm_output`` (``llm_reasoning``
    when it asks for tools); each tool a ``tool_call`` and its ``tool_result``; the root chain's output a final
    ``llm_output`` unless it is the last model output itself. Written when the root run ends. Takes a sync
    ``Memory`` (LangChain runs sync handlers in a worker thread from asyncio code)."""

    raise_error = False

    def __init__(self, memory: Any, *, on_error: str = "warn") -> None:
        self.buffer = CellBuffer(memory, on_error=on_error)
        if self.buffer.is_async:
            raise TypeError("MemLineageCallbackHandler writes from LangChain's callback threads: give it a Memory "
                            "(for AsyncMemory use MemLineageMiddleware with ainvoke)")
        self.raise_error = on_error == "raise"
        self._runs: dict[UUID, _Run] = {}
        self._lock = threading.Lock()
        self.last_root: str | None = None  # the last cell a finished root run produced (its answer)

    # run bookkeeping
    def _open(self, run_id: UUID, parent_run_id: UUID | None, name: str, root_input: Any = None) -> _Run:
        with self._lock:
            parent = self._runs.get(parent_run_id) if parent_run_id is not None else None
            run = _Run(parent_run_id if parent is not None else None, parent.frontier if parent else [], name)
            self._runs[run_id] = run
        if parent is None and root_input is not None:
            cell = self.buffer.add(_inputs_text(root_input), "user_input", id=framework_id("lcr", run_id, "input"),
                                   context={"framework": FRAMEWORK, "run": name})
            run.start = run.frontier = [cell]
        return run

    def _produce(self, run: _Run, cell: str) -> None:
        run.frontier = [cell]

    def _close(self, run_id: UUID, final: str | None = None) -> None:
        with self._lock:
            run = self._runs.pop(run_id, None)
            if run is None:
                return
            parent = self._runs.get(run.parent) if run.parent is not None else None
            if parent is not None and run.frontier != run.start:
                kept = [c for c in parent.frontier if c not in run.start]
                parent.frontier = list(dict.fromkeys(kept + run.frontier))
        if parent is None:
            if final is not None and run.frontier:
                last = run.frontier[-1]
                answer = framework_id("lcr", run_id, "output")
                if not self._same_text(last, final):
                    last = self.buffer.add(final, "llm_output", run.frontier, id=answer,
                                           context={"framework": FRAMEWORK, "run": run.name})
                self.last_root = last
            self.buffer.flush()

    def _same_text(self, cell: str, text: str) -> bool:
        return self.buffer.queued_content(cell) == text_of(text)

    @staticmethod
    def _name(serialized: Any, kwargs: dict[str, Any]) -> str:
        if kwargs.get("name"):
            return str(kwargs["name"])
        if isinstance(serialized, dict):
            return str(serialized.get("name") or (serialized.get("id") or ["run"])[-1])
        return "run"

    # chains
    def on_chain_start(self, serialized: Any, inputs: Any, *, run_id: UUID, parent_run_id: UUID | None = None,
                       **kwargs: Any) -> None:
        self._open(run_id, parent_run_id, self._name(serialized, kwargs), inputs if parent_run_id is None or
                   parent_run_id not in self._runs else None)

    def on_chain_end(self, outputs: Any, *, run_id: UUID, **kwargs: Any) -> None:
        self._close(run_id, _outputs_text(outputs))

    def on_chain_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        self._close(run_id)

    # models
    def on_chat_model_start(self, serialized: Any, messages: list[list[BaseMessage]], *, run_id: UUID,
                            parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        root = parent_run_id is None or parent_run_id not in self._runs
        self._open(run_id, parent_run_id, self._name(serialized, kwargs), messages[0] if root and messages else None)

    def on_llm_start(self, serialized: Any, prompts: list[str], *, run_id: UUID, parent_run_id: UUID | None = None,
                     **kwargs: Any) -> None:
        root = parent_run_id is None or parent_run_id not in self._runs
        self._open(run_id, parent_run_id, self._name(serialized, kwargs), prompts[0] if root and prompts else None)

    def on_llm_end(self, response: Any, *, run_id: UUID, **kwargs: Any) -> None:
        run = self._runs.get(run_id)
        if run is None:
            return
        generation = response.generations[0][0] if response.generations and response.generations[0] else None
        message = getattr(generation, "message", None)
        if isinstance(message, AIMessage):
            text, kind, calls = _model_text(message), "llm_reasoning" if message.tool_calls else "llm_output", \
                message.tool_calls
        else:
            text, kind, calls = (generation.text if generation is not None else ""), "llm_output", []
        model = (response.llm_output or {}).get("model_name") if isinstance(response.llm_output, dict) else None
        cell = self.buffer.add(text, kind, run.start, id=framework_id("lcr", run_id, "model"),
                               source=model or run.name, context={"framework": FRAMEWORK, "run": run.name})
        self._produce(run, cell)
        final = text if not calls and run.parent is None else None
        self._close(run_id, final)

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        self._close(run_id)

    # tools
    def on_tool_start(self, serialized: Any, input_str: str, *, run_id: UUID, parent_run_id: UUID | None = None,
                      inputs: dict[str, Any] | None = None, **kwargs: Any) -> None:
        name = self._name(serialized, kwargs)
        run = self._open(run_id, parent_run_id, name)
        args = json.dumps(inputs, ensure_ascii=False, sort_keys=True, default=str) if inputs else input_str
        run.call = self.buffer.add(f"{name}({args})", "tool_call", run.start, id=framework_id("lcr", run_id, "call"),
                                   source=name, context={"framework": FRAMEWORK})
        self._produce(run, run.call)

    def on_tool_end(self, output: Any, *, run_id: UUID, **kwargs: Any) -> None:
        run = self._runs.get(run_id)
        if run is None:
            return
        text = output.text if isinstance(output, ToolMessage) else _outputs_text(output)
        cell = self.buffer.add(text, "tool_result", [run.call] if run.call else run.start,
                               id=framework_id("lcr", run_id, "result"), source=run.name, result_of=run.call,
                               context={"framework": FRAMEWORK})
        self._produce(run, cell)
        self._close(run_id)

    def on_tool_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        self._close(run_id)

    def flush(self) -> int:
        """Write what was captured and not yet written."""
        return self.buffer.flush()
