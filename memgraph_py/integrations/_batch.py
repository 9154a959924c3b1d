"""What the framework adapters share: stable cell ids for framework objects, and a write buffer.

An adapter sees a framework's messages, runs and spans one at a time; it turns each into a
:class:`~memgraph_py._core.PendingCell` whose id is derived from the framework's own id (a message id, a
run id, a span id), so a parent is always named before it is written and re-recording the same object is
a no-op (identical kind and content). The cells wait in a :class:`CellBuffer` and are written in one
``record`` call (one Neo4j transaction, one PostgreSQL batch) when the adapter flushes — at the end of
an agent run, a root chain or a trace — so capture costs about one round trip per run, not one per call.
"""

from __future__ import annotations

import asyncio
import inspect
import queue
import threading
import uuid
import warnings
from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .. import _core
from ..errors import MemLineageError

__all__ = ["CellBuffer", "framework_id", "missing_extra", "text_of"]

_IDS = uuid.UUID("6f1d2c1e-9a54-4f0e-8a43-6d656d6c696e")  # uuid5 namespace of adapter cell ids
MAX_TEXT = 8000  # a captured text longer than this is cut (the full text stays in the framework's own logs)
KNOWN = 65_536   # cell ids an adapter remembers having written (older ones are re-sent: a no-op on the server)


def missing_extra(extra: str, package: str) -> ImportError:
    """The error an adapter raises when its framework is not installed."""
    return ImportError(f"memgraph_py.integrations needs the {package!r} package for this adapter: "
                       f"pip install 'memlineage[{extra}]'")


def framework_id(prefix: str, *parts: object) -> str:
    """A cell id derived from a framework's ids: the same object always maps to the same cell."""
    return f"{prefix}-{uuid.uuid5(_IDS, chr(31).join(str(p) for p in parts)).hex}"


def text_of(value: object, limit: int = MAX_TEXT) -> str:
    """Readable, non-empty, bounded cell content for any framework value."""
    text = value if isinstance(value, str) else repr(value) if value is not None else ""
    text = text.replace("\x00", "").strip() or "(empty)"
    return text if len(text) <= limit else text[: limit - 1] + "…"


class CellBuffer:
    """Cells an adapter captured and has not written yet, in parent-before-child order.

    Thread-safe: framework callbacks may come from several threads. ``flush`` writes what is queued in one
    ``record`` batch; flushes are serialised so a child is never committed before its parents' batch.
    ``on_error="warn"`` (the default) turns a failed write into a RuntimeWarning, so a memory server that is
    down never breaks the agent; ``"raise"`` propagates it.

    What survives what: a batch commits wholly or not at all. A write that fails because a server is down
    (a retryable error) keeps its cells queued, ahead of newer ones, and the next flush retries them; a batch
    the server refuses (bad lineage, an id conflict) is dropped with the warning. Cells only queued here live in
    this process's memory: if the process is killed before a flush returns, they are lost (the flush's batch
    may or may not have committed; it is never half-written)."""

    def __init__(self, memory: Any, *, on_error: str = "warn") -> None:
        if on_error not in ("warn", "raise"):
            raise ValueError("on_error must be 'warn' or 'raise'")
        self.memory = memory
        self.on_error = on_error
        self.is_async = inspect.iscoroutinefunction(memory.record)
        self._pending: list[_core.PendingCell] = []
        self._queued: set[str] = set()
        self._known: OrderedDict[str, None] = OrderedDict()
        self._lock = threading.Lock()
        self._write_lock = threading.Lock()
        self._async_write_lock: asyncio.Lock | None = None
        self._jobs: queue.Queue[bool] | None = None  # background writes (sync client): one worker thread
        self._tasks: set[asyncio.Future[int]] = set()  # background writes (AsyncMemory): tasks on the loop
        self._errors: list[Exception] = []

    @property
    def namespace(self) -> str:
        return str(self.memory.namespace)

    def knows(self, cell_id: str) -> bool:
        with self._lock:
            return cell_id in self._queued or cell_id in self._known

    def add(self, content: object, kind: str, parents: Iterable[str] = (), *, id: str,
            context: Mapping[str, Any] | None = None, source: str | None = None, result_of: str | None = None,
            via: Mapping[str, str] | None = None, tags: Sequence[str] = ()) -> str:
        """Queue one cell (validated now: bad input raises before anything is written); returns its id.
        A cell already queued or written by this buffer is not queued again."""
        if self.knows(id):
            return id
        cell = _core.prepare_cell(text_of(content, _core.MAX_CONTENT_CHARS), kind, namespace=self.namespace,
                                  parents=list(dict.fromkeys(parents)), context=context, id=id, source=source,
                                  tags=tags)
        cell.result_of = result_of
        if via:
            cell.via = dict(via)
        cell.entities = self.memory.entities.extract(cell.content)
        with self._lock:
            if id not in self._queued and id not in self._known:
                self._pending.append(cell)
                self._queued.add(id)
        return id

    def queued_content(self, cell_id: str) -> str | None:
        """The content of a cell still waiting to be written (None if it is not queued)."""
        with self._lock:
            return next((c.content for c in self._pending if c.id == cell_id), None)

    def pending(self) -> int:
        with self._lock:
            return len(self._pending)

    def _take(self) -> list[_core.PendingCell]:
        with self._lock:
            batch, self._pending = self._pending, []
            return batch

    def _done(self, batch: Sequence[_core.PendingCell], ok: bool) -> None:
        with self._lock:
            for cell in batch:
                self._queued.discard(cell.id)
                if ok:
                    self._known[cell.id] = None
            while len(self._known) > KNOWN:
                self._known.popitem(last=False)

    def _failed(self, batch: Sequence[_core.PendingCell], exc: MemLineageError) -> None:
        if exc.is_retryable():  # a server is down: keep the batch, first in line, for the next flush
            with self._lock:
                self._pending[:0] = batch
            kept = f"kept for the next flush ({self.pending()} queued)"
        else:  # the batch itself was refused: retrying cannot help
            self._done(batch, ok=False)
            kept = "dropped"
        if self.on_error == "raise":
            raise exc
        warnings.warn(f"memlineage capture: {len(batch)} memories were not recorded, {kept} ({exc})", RuntimeWarning,
                      stacklevel=3)

    # --- background writes: the agent does not wait for the round trip ----------------------------------
    def flush_later(self) -> None:
        """Write what is queued without waiting: a worker thread (sync client) or a task on the running loop
        (AsyncMemory) does it; :meth:`wait` / :meth:`await_writes` wait for it."""
        if self.is_async:
            task = asyncio.ensure_future(self._flush_quietly())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
            return
        if self._jobs is None:
            with self._lock:
                if self._jobs is None:
                    self._jobs = queue.Queue()
                    threading.Thread(target=self._work, name="memlineage-capture-writer", daemon=True).start()
        self._jobs.put(True)

    def _work(self) -> None:
        assert self._jobs is not None
        while True:
            self._jobs.get()
            try:
                self.flush()
            except Exception as exc:  # noqa: BLE001 — kept for wait(); the agent is not disturbed
                self._errors.append(exc)
            finally:
                self._jobs.task_done()

    async def _flush_quietly(self) -> int:
        try:
            return await self.aflush()
        except Exception as exc:  # noqa: BLE001 — kept for await_writes()
            self._errors.append(exc)
            return 0

    def wait(self) -> None:
        """Wait for the background writes (sync client); re-raise the first failure (``on_error="raise"``)."""
        if self._jobs is not None:
            self._jobs.join()
        self._raise_kept()

    async def await_writes(self) -> None:
        """Wait for the background writes (AsyncMemory or sync client)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
        if self._jobs is not None:
            await asyncio.to_thread(self._jobs.join)
        self._raise_kept()

    def _raise_kept(self) -> None:
        if self._errors:
            error, self._errors = self._errors[0], []
            raise error

    @staticmethod
    def _retrievals(batch: Sequence[_core.PendingCell]) -> list[str]:
        """Retrievals the batch's edges name: a recall records them in the background, the edges need them."""
        return list(dict.fromkeys(r for cell in batch for r in cell.via.values()))

    def flush(self) -> int:
        """Write the queued cells (sync client); returns how many were sent."""
        if self.is_async:
            raise TypeError("this adapter holds an AsyncMemory: use `await aflush()` (or run the agent with "
                            "ainvoke), or give it a Memory")
        with self._write_lock:
            batch = self._take()
            if not batch:
                return 0
            try:
                for retrieval in self._retrievals(batch):  # recorded in the background by recall()
                    self.memory._settle_record(retrieval)
                self.memory.record(batch)
            except MemLineageError as exc:
                self._failed(batch, exc)
                return 0
            self._done(batch, ok=True)
            return len(batch)

    async def aflush(self) -> int:
        """Write the queued cells from asyncio code (a sync Memory writes from a worker thread)."""
        if not self.is_async:
            return await asyncio.to_thread(self.flush)
        if self._async_write_lock is None:
            self._async_write_lock = asyncio.Lock()
        async with self._async_write_lock:
            batch = self._take()
            if not batch:
                return 0
            try:
                for retrieval in self._retrievals(batch):
                    await self.memory._settle_record(retrieval)
                await self.memory.record(batch)
            except MemLineageError as exc:
                self._failed(batch, exc)
                return 0
            self._done(batch, ok=True)
            return len(batch)
