"""The few primitives whose asyncio form is not the sync form minus ``async``/``await``.

``tools/unasync.py`` generates ``memgraph_py/_sync`` from this package but never this module: its
twin ``memgraph_py/_sync/_compat.py`` is written by hand with the same names (the neo4j driver's
``_async_compat`` does the same). Keep the two small and parallel.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable
from typing import Any, Generic, TypeVar

__all__ = ["IS_ASYNC", "Background", "Lock", "Spawner", "Stopping", "call", "nap", "sleep", "to_thread"]

T = TypeVar("T")

#: The capture helpers (``track``, ``step``) pick their asyncio or thread form from this.
IS_ASYNC = True

Lock = asyncio.Lock
sleep = asyncio.sleep


async def to_thread(fn: Callable[..., T], *args: Any) -> T:
    """CPU-bound work (the local embedder) off the event loop."""
    return await asyncio.to_thread(fn, *args)


async def call(fn: Callable[..., Any], args: Any, kwargs: Any) -> Any:
    """A registered function (replay): a coroutine function is awaited, a plain one called."""
    result = fn(*args, **kwargs)
    if inspect.isawaitable(result):
        result = await result
    return result


class Background(Generic[T]):
    """Work started now whose result is collected later."""

    def __init__(self, task: asyncio.Future[T]) -> None:
        self._task = task

    async def result(self) -> T:
        return await self._task

    def done(self) -> bool:
        return self._task.done()

    def cancel(self) -> None:
        if not self._task.done():
            self._task.cancel()


class Spawner:
    """Starts background work for one client: asyncio tasks here, a thread pool in the sync twin."""

    def spawn(self, fn: Callable[..., Awaitable[T]], *args: Any, **kwargs: Any) -> Background[T]:
        return Background(asyncio.ensure_future(fn(*args, **kwargs)))

    def shutdown(self) -> None:
        """Nothing to release: tasks end with their work (close() awaits the indexer itself)."""


#: Set once by close(); background loops nap on it (:func:`nap`) and stop promptly.
Stopping = asyncio.Event


async def nap(stopping: asyncio.Event, seconds: float) -> bool:
    """Sleep up to ``seconds``; True if ``stopping`` was set meanwhile (threading.Event.wait's answer)."""
    try:
        await asyncio.wait_for(stopping.wait(), seconds)
    except asyncio.TimeoutError:
        return False
    return True
