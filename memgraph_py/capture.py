"""Automatic lineage capture: which cells are "active" when an agent does something.

Two sources of parents, both safe across threads and concurrent asyncio tasks:

* the **step stack** — a :class:`contextvars.ContextVar` holding an immutable tuple of active cell
  ids. ``with memory.step(...)`` pushes, leaving the block pops. Each asyncio task and each thread
  started with ``contextvars.copy_context()`` sees its own copy, so two interleaving tasks never
  adopt each other's parents.
* **data flow** — values returned by a ``@memory.track`` function are remembered by identity
  (``id(obj)`` with a strong reference, bounded LRU). When such a value is passed into another
  tracked function, the cell that produced it becomes a parent. Identity is exact: two equal but
  distinct strings are not confused. Scalars that Python shares (None, bools, small ints, one-char
  strings) are never registered.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import inspect
import json
import threading
import warnings
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

__all__ = ["ProducedValues", "Step", "StepState", "active_cells", "current_step", "describe_call", "pushed",
           "replay_context", "replay_name", "track"]

_ACTIVE: contextvars.ContextVar[tuple[str, ...]] = contextvars.ContextVar("memlineage_active_cells", default=())


class StepState:
    """What a step remembers while it is open: the last cell captured in it (the next one FOLLOWS it) and
    the recalled memories the agent chose to use (``use()``: parents of the next capture, by retrieval)."""

    __slots__ = ("last", "used")

    def __init__(self) -> None:
        self.last: str | None = None
        self.used: dict[str, str] = {}


_STEP: contextvars.ContextVar[StepState | None] = contextvars.ContextVar("memlineage_step", default=None)


def current_step() -> StepState | None:
    """The innermost open step of this context, if any."""
    return _STEP.get()


def active_cells() -> tuple[str, ...]:
    """Ids of the cells active in the current context (innermost last)."""
    return _ACTIVE.get()


@contextmanager
def pushed(cell_ids: Iterable[str]) -> Iterator[tuple[str, ...]]:
    """Make ``cell_ids`` the active cells for the duration of the block (replacing, not adding)."""
    ids = tuple(dict.fromkeys(cell_ids))
    token = _ACTIVE.set(ids)
    try:
        yield ids
    finally:
        _ACTIVE.reset(token)


def _shareable_scalar(value: object) -> bool:
    if value is None or isinstance(value, (bool, int, float, complex)):
        return True
    if isinstance(value, (str, bytes, tuple, frozenset)) and len(value) <= 1:
        return True
    return False


class ProducedValues:
    """Bounded identity map from values returned by tracked functions to the cells recording them."""

    def __init__(self, capacity: int = 4096) -> None:
        self._capacity = capacity
        self._items: OrderedDict[int, tuple[Any, str]] = OrderedDict()
        self._lock = threading.Lock()

    def register(self, value: object, cell_id: str) -> None:
        if _shareable_scalar(value):
            return
        with self._lock:
            self._items[id(value)] = (value, cell_id)  # the reference keeps id(value) from being reused
            self._items.move_to_end(id(value))
            while len(self._items) > self._capacity:
                self._items.popitem(last=False)

    def cells_for(self, values: Iterable[object]) -> list[str]:
        found: list[str] = []
        with self._lock:
            for value in values:
                entry = self._items.get(id(value))
                if entry is not None and entry[0] is value:
                    found.append(entry[1])
        return found


def describe_call(fn: Callable[..., Any], args: Sequence[Any], kwargs: Mapping[str, Any]) -> str:
    """The content of a ``tool_call`` cell: the function's name and (truncated) arguments."""
    parts = [repr(a)[:200] for a in args] + [f"{k}={v!r}"[:200] for k, v in kwargs.items()]
    return f"{getattr(fn, '__name__', 'call')}({', '.join(parts)})"


# --- @track and step() for both clients -------------------------------------------------------------
# They live here, not in the generated client, because their sync and asyncio forms differ in more than
# `async`/`await`: the sync client can also decorate coroutine functions (recording in a worker thread) and
# enter a step with `async with`; the asyncio client cannot record from inside a plain function.

TRACK_NEEDS_COROUTINE = ("AsyncMemory.track decorates coroutine functions (async def): recording a memory "
                         "needs the event loop. Decorate {name} with Memory.track, or make it async")
STEP_NEEDS_ASYNC_WITH = ("AsyncMemory.step(content=...) records a memory first: use `async with`, "
                         "or pass existing cells to use a plain `with`")


def replay_name(fn: Callable[..., Any], replayable: bool | str) -> str | None:
    """The stable name a replayable function is registered and recorded under: the given string, else
    ``module.qualname``; None when it is not replayable."""
    if replayable is False or replayable is None:
        return None
    if replayable is True:
        return f"{getattr(fn, '__module__', '?')}.{getattr(fn, '__qualname__', getattr(fn, '__name__', 'call'))}"
    if not isinstance(replayable, str) or not 0 < len(replayable) <= 256:
        raise TypeError(f"replayable must be True or a name of 1-256 characters, got {replayable!r}")
    return replayable


def replay_context(memory: Any, name: str | None, args: Sequence[Any], kwargs: Mapping[str, Any]
                   ) -> dict[str, Any] | None:
    """The generation context of a replayable call: the function's name and each argument either as the
    cell that produced it (``{"cell": id}``: replay passes that memory's newest content) or as its JSON
    value (``{"value": v}``; an argument that is neither is kept as ``{"repr": ...}`` and makes the step
    unreplayable)."""
    if name is None:
        return None

    def encode(value: Any) -> dict[str, Any]:
        found = memory._produced.cells_for([value])
        if found:
            return {"cell": found[0]}
        try:
            json.dumps(value)
        except (TypeError, ValueError):
            return {"repr": repr(value)[:200]}
        return {"value": value}

    return {"replay": name, "args": [encode(a) for a in args], "kwargs": {k: encode(v) for k, v in kwargs.items()}}


class NothingToRecordWarning(UserWarning):
    """A tracked function returned nothing to remember (None, or a result described as empty text)."""


def recordable(fn: Callable[..., Any], result: Any, describe: Callable[[Any], str]) -> str | None:
    """The text ``@track`` records for ``result``, or None (with a warning) when there is nothing to record.

    Why not an error: the function has already run, and its caller should get its result; and why not the
    text "None": a memory that says "None" is noise that recall would return."""
    if result is None:
        warnings.warn(f"{getattr(fn, '__qualname__', fn)} returned None: nothing was recorded for it",
                      NothingToRecordWarning, stacklevel=3)
        return None
    content = describe(result)
    if not isinstance(content, str) or not content.strip():
        warnings.warn(f"{getattr(fn, '__qualname__', fn)}'s result is described as {content!r}: nothing was "
                      "recorded for it", NothingToRecordWarning, stacklevel=3)
        return None
    return content


def track(memory: Any, kind: str, record_call: bool, describe: Callable[[Any], str], *, asynchronous: bool,
          replayable: bool | str = False) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """The decorator behind ``Memory.track`` (``asynchronous=False``) and ``AsyncMemory.track``. With
    ``replayable`` the function is registered on ``memory`` for :meth:`replay` under its :func:`replay_name`
    and each result records its :func:`replay_context`."""

    def parents_of(args: Sequence[Any], kwargs: Mapping[str, Any]) -> list[str]:
        return list(active_cells()) + memory._produced.cells_for([*args, *kwargs.values()])

    def decorator(fn: Callable[..., Any]) -> Callable[..., Any]:
        is_coroutine = inspect.iscoroutinefunction(fn)
        if asynchronous and not is_coroutine:
            raise TypeError(TRACK_NEEDS_COROUTINE.format(name=getattr(fn, "__qualname__", fn)))
        name = replay_name(fn, replayable)
        if name is not None:
            memory.register_replayable(name, fn, kind=kind, record_call=record_call, describe=describe)
        if asynchronous:
            @functools.wraps(fn)
            async def run_async(*args: Any, **kwargs: Any) -> Any:
                parents, call, context = parents_of(args, kwargs), None, replay_context(memory, name, args, kwargs)
                if record_call:
                    call = (await memory.remember(describe_call(fn, args, kwargs), "tool_call", parents)).id
                    parents = [call]
                with pushed(parents):
                    result = await fn(*args, **kwargs)
                if (content := recordable(fn, result, describe)) is None:
                    return result
                cell = await memory.remember(content, kind, parents, context, source=fn.__name__, result_of=call)
                memory._produced.register(result, cell.id)
                return result

            return run_async
        if is_coroutine:  # the sync client in async code: writes go to a worker thread, the loop runs on
            @functools.wraps(fn)
            async def run_in_thread(*args: Any, **kwargs: Any) -> Any:
                parents, call, context = parents_of(args, kwargs), None, replay_context(memory, name, args, kwargs)
                if record_call:
                    call = (await asyncio.to_thread(memory.remember, describe_call(fn, args, kwargs), "tool_call",
                                                    parents)).id
                    parents = [call]
                with pushed(parents):
                    result = await fn(*args, **kwargs)
                if (content := recordable(fn, result, describe)) is None:
                    return result
                cell = await asyncio.to_thread(memory.remember, content, kind, parents, context,
                                               source=fn.__name__, result_of=call)
                memory._produced.register(result, cell.id)
                return result

            return run_in_thread

        @functools.wraps(fn)
        def run(*args: Any, **kwargs: Any) -> Any:
            parents, call, context = parents_of(args, kwargs), None, replay_context(memory, name, args, kwargs)
            if record_call:
                call = memory.remember(describe_call(fn, args, kwargs), "tool_call", parents).id
                parents = [call]
            with pushed(parents):
                result = fn(*args, **kwargs)
            if (content := recordable(fn, result, describe)) is None:
                return result
            cell = memory.remember(content, kind, parents, context, source=fn.__name__, result_of=call)
            memory._produced.register(result, cell.id)
            return result

        return run

    return decorator


class Step:
    """What ``memory.step(...)`` returns: a context manager for ``with`` and ``async with``.

    Entering makes cells active: the given ones, or a new cell recorded from ``content`` (its parents
    default to the active cells). Existing cells need no I/O, so both forms work on both clients; a new
    cell is written with ``async with`` on the asyncio client (``with`` raises TypeError), and on the
    sync client with either (``async with`` writes from a worker thread). Yields the new cell, or the
    single given Cell, else None."""

    def __init__(self, memory: Any, cells: Sequence[Any], content: str | None, kind: str,
                 parents: Iterable[Any] | None, remember_kwargs: Mapping[str, Any], *, asynchronous: bool) -> None:
        if content is not None and cells:
            raise TypeError("step() takes existing cells or content=..., not both")
        self._memory, self._cells, self._content = memory, cells, content
        self._kind, self._parents, self._kwargs = kind, parents, dict(remember_kwargs)
        self._asynchronous = asynchronous
        self._pushed: list[tuple[contextvars.Token[tuple[str, ...]], contextvars.Token[StepState | None]]] = []

    def _enter_existing(self) -> Any:
        from ._core import parent_ids
        from .models import Cell

        cells = self._cells
        ids = parent_ids(list(cells), self._memory.namespace) if cells else list(active_cells())
        return self._enter(cells[0] if len(cells) == 1 and isinstance(cells[0], Cell) else None, ids)

    def _enter(self, cell: Any, ids: Iterable[str]) -> Any:
        state = StepState()
        state.last = cell.id if cell is not None and self._content is not None else None
        self._pushed.append((_ACTIVE.set(tuple(dict.fromkeys(ids))), _STEP.set(state)))
        return cell

    def __enter__(self) -> Any:
        if self._content is None:
            return self._enter_existing()
        if self._asynchronous:
            raise TypeError(STEP_NEEDS_ASYNC_WITH)
        cell = self._memory.remember(self._content, self._kind, self._parents, **self._kwargs)
        return self._enter(cell, [cell.id])

    def __exit__(self, *exc: object) -> None:
        active, step = self._pushed.pop()
        _STEP.reset(step)
        _ACTIVE.reset(active)

    async def __aenter__(self) -> Any:
        if self._content is None:
            return self._enter_existing()
        if self._asynchronous:
            cell = await self._memory.remember(self._content, self._kind, self._parents, **self._kwargs)
        else:
            cell = await asyncio.to_thread(self._memory.remember, self._content, self._kind, self._parents,
                                           **self._kwargs)
        return self._enter(cell, [cell.id])

    async def __aexit__(self, *exc: object) -> None:
        self.__exit__(*exc)
