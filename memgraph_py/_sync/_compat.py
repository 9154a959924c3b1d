"""The sync twin of ``memgraph_py/_async/_compat.py``, written by hand (not generated): threads where
the asyncio client has tasks. Same names, same meaning."""

from __future__ import annotations

import asyncio
import inspect
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Generic, TypeVar

__all__ = ["IS_ASYNC", "Background", "Lock", "Spawner", "Stopping", "call", "nap", "sleep", "to_thread"]

T = TypeVar("T")

IS_ASYNC = False

Lock = threading.RLock
sleep = time.sleep


def to_thread(fn: Callable[..., T], *args: Any) -> T:
    """The caller's thread is already the worker: run it here."""
    return fn(*args)


def call(fn: Callable[..., Any], args: Any, kwargs: Any) -> Any:
    """A registered function (replay): a plain one is called; a coroutine function (Memory.track decorates
    those too) runs to completion on its own event loop, in a worker thread if this one already runs a loop."""
    result = fn(*args, **kwargs)
    if not inspect.isawaitable(result):
        return result

    async def wait() -> Any:
        return await result

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(wait())
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, wait()).result()


class Background(Generic[T]):
    def __init__(self, future: Future[T]) -> None:
        self._future = future

    def result(self) -> T:
        return self._future.result()

    def done(self) -> bool:
        return self._future.done()

    def cancel(self) -> None:
        self._future.cancel()  # a call already running finishes; one still queued is dropped


class Spawner:
    """A small per-client thread pool (recall's Neo4j half and candidate query, retrievals recorded in the
    background, the HNSW indexer, discovery); threads start on first use."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=8, thread_name_prefix="memlineage")

    def spawn(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> Background[T]:
        return Background(self._pool.submit(fn, *args, **kwargs))

    def shutdown(self) -> None:
        self._pool.shutdown(wait=True)


Stopping = threading.Event


def nap(stopping: threading.Event, seconds: float) -> bool:
    return stopping.wait(seconds)
