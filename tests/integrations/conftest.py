"""Adapters under test run the real frameworks against the session's real servers."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from memgraph_py import AsyncMemory, Settings


@pytest.fixture
async def amemory(local_servers: Settings, namespace: str, embedder) -> AsyncIterator[AsyncMemory]:
    async with AsyncMemory(namespace, settings=local_servers, embedder=embedder) as memory:
        yield memory
