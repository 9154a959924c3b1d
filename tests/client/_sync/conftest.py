# Generated from tests/client/_async/conftest.py by tools/unasync.py: do not edit. Change the source, then `make generate`.
"""The synchronous twin of :mod:`tests.client._async.conftest`, generated: read that module for the documentation."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memgraph_py import Memory, Settings


@pytest.fixture
def client(local_servers: Settings, namespace: str, embedder) -> Iterator[Memory]:
    with Memory(namespace, settings=local_servers, embedder=embedder) as memory:
        yield memory
