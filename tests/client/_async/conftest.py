"""The client under test, opened on the session's real servers for each test."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from memgraph_py import AsyncMemory, Settings


@pytest.fixture
async def client(local_servers: Settings, namespace: str, embedder) -> AsyncIterator[AsyncMemory]:
    async with AsyncMemory(namespace, settings=local_servers, embedder=embedder) as memory:
        yield memory
