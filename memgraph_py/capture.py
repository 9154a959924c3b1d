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

import contextvars
import threading
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

__all__ = ["ProducedValues", "active_cells", "pushed"]

_ACTIVE: contextvars.ContextVar[tuple[str, ...]] = contextvars.ContextVar("memlineage_active_cells", default=())


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
