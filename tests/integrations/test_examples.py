"""examples/ run as a user would run them (against the servers named by the environment)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from memgraph_py import Memory, Settings
from memgraph_py.models import CellStatus

pytestmark = pytest.mark.servers

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"example_{name}", EXAMPLES / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def servers_env(local_servers: Settings, monkeypatch: pytest.MonkeyPatch) -> Settings:
    monkeypatch.setenv("MEMLINEAGE_HOME", str(local_servers.home))
    monkeypatch.setenv("MEMLINEAGE_NEO4J_URI", local_servers.resolved_neo4j_uri())
    monkeypatch.setenv("MEMLINEAGE_NEO4J_PASSWORD", local_servers.resolved_neo4j_password())
    monkeypatch.setenv("MEMLINEAGE_PG_DSN", local_servers.resolved_pg_dsn())
    return local_servers


def test_langchain_example(servers_env: Settings, namespace: str, memory: Memory,
                           capsys: pytest.CaptureFixture[str]) -> None:
    answer = load("langchain_agent").main(namespace)
    assert "after invalidating the tool result, the answer is contaminated" in capsys.readouterr().out
    assert memory.get(answer).status is CellStatus.CONTAMINATED


async def test_openai_agents_example(servers_env: Settings, namespace: str, memory: Memory,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    answer = await load("openai_agents").main(namespace)
    out = capsys.readouterr().out
    assert "[user_input" in out and "the session holds 4 items" in out
    assert [c.kind.value for c in memory.trace(answer).path_to_roots()] == [
        "llm_output", "tool_result", "tool_call", "llm_reasoning", "user_input"]
