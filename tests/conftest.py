"""Session fixtures: the real Neo4j and PostgreSQL, never mocks.

By default the session starts the project's own local servers in ``.memlineage-test/`` on ports
17687/17474/15433 (override with MEMLINEAGE_TEST_BOLT_PORT / _HTTP_PORT / _PG_PORT) and stops them
at the end (set MEMLINEAGE_TEST_KEEP_SERVERS=1 to keep them for the next run). To test against your
own servers instead, set MEMLINEAGE_TEST_NEO4J_URI, MEMLINEAGE_TEST_NEO4J_PASSWORD and
MEMLINEAGE_TEST_PG_DSN. If the servers cannot be started the tests error — they never skip.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from memgraph_py import Memory, Settings
from memgraph_py.connections import Neo4jStore, PgStore
from memgraph_py.local import servers
from openai_compatible import ChatCompletionsServer

ROOT = Path(__file__).resolve().parents[1]


def _test_settings() -> tuple[Settings, bool]:
    env = os.environ
    if env.get("MEMLINEAGE_TEST_NEO4J_URI"):
        return Settings.from_env(
            {},
            home=ROOT / ".memlineage-test-external",
            neo4j_uri=env["MEMLINEAGE_TEST_NEO4J_URI"],
            neo4j_password=env.get("MEMLINEAGE_TEST_NEO4J_PASSWORD"),
            pg_dsn=env["MEMLINEAGE_TEST_PG_DSN"],
        ), False
    return Settings.from_env(
        {},
        home=Path(env.get("MEMLINEAGE_TEST_HOME", ROOT / ".memlineage-test")),
        neo4j_bolt_port=int(env.get("MEMLINEAGE_TEST_BOLT_PORT", 17687)),
        neo4j_http_port=int(env.get("MEMLINEAGE_TEST_HTTP_PORT", 17474)),
        pg_port=int(env.get("MEMLINEAGE_TEST_PG_PORT", 15433)),
        neo4j_heap=env.get("MEMLINEAGE_TEST_NEO4J_HEAP", "2g"),
        neo4j_pagecache=env.get("MEMLINEAGE_TEST_NEO4J_PAGECACHE", "1g"),
    ), True


@pytest.fixture(scope="session")
def local_servers() -> Iterator[Settings]:
    """Settings of running, migrated servers (started here when not given by the environment)."""
    settings, local = _test_settings()
    if local:
        servers.start(settings)
        status = servers.status(settings)
        settings = settings.model_copy(update={"neo4j_uri": status.neo4j_uri, "pg_dsn": status.pg_dsn})
    yield settings
    if local and not os.environ.get("MEMLINEAGE_TEST_KEEP_SERVERS"):
        servers.stop(settings)


@pytest.fixture(scope="session")
def neo(local_servers: Settings) -> Iterator[Neo4jStore]:
    """A Neo4j connection for tests that look at the graph directly (as a DBA would)."""
    store = Neo4jStore(local_servers)
    yield store
    store.close()


@pytest.fixture(scope="session")
def pg(local_servers: Settings) -> Iterator[PgStore]:
    """A PostgreSQL pool for tests that look at the similarity index directly."""
    store = PgStore(local_servers, max_size=2)
    yield store
    store.close()


@pytest.fixture
def namespace() -> str:
    """A fresh namespace per test: tests never see each other's memories."""
    return f"test-{uuid.uuid4().hex[:12]}"


@pytest.fixture(scope="session")
def embedder():
    from memgraph_py.embed import LocalMiniLMEmbedder

    return LocalMiniLMEmbedder()


@pytest.fixture
def memory(local_servers: Settings, namespace: str, embedder) -> Iterator[Memory]:
    with Memory(namespace, settings=local_servers, embedder=embedder) as mem:
        yield mem


@pytest.fixture
def cli(local_servers: Settings, namespace: str) -> Callable[..., Any]:
    """Run ``memlineage <args> -n <namespace>`` in-process against the session's servers (only they are in the
    environment); asserts the exit code (``code=``, default 0) and that no traceback leaked. ``ns=False``
    leaves ``-n`` out, for commands that take no namespace."""
    from typer.testing import CliRunner

    from memgraph_py.cli import app

    env: dict[str, str | None] = {k: None for k in os.environ if k.startswith("MEMLINEAGE_")}
    env.update({"MEMLINEAGE_HOME": str(local_servers.home),
                "MEMLINEAGE_NEO4J_URI": local_servers.resolved_neo4j_uri(),
                "MEMLINEAGE_NEO4J_PASSWORD": local_servers.resolved_neo4j_password(),
                "MEMLINEAGE_PG_DSN": local_servers.resolved_pg_dsn()})
    runner = CliRunner()

    def run(*args: str, code: int = 0, ns: bool = True) -> Any:
        result = runner.invoke(app, [*args, "-n", namespace] if ns else list(args), env=env)
        assert result.exit_code == code, result.output
        assert "Traceback" not in result.output
        return result

    return run


@pytest.fixture
def chat_server() -> Iterator[ChatCompletionsServer]:
    """A local OpenAI-compatible endpoint (tests/openai_compatible.py) with no answers scripted yet."""
    server = ChatCompletionsServer().start()
    yield server
    server.stop()
