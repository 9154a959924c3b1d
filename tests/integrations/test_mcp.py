"""`memlineage mcp` driven by the `mcp` package's own client, over stdio (the client spawns the command) and over
streamable HTTP on loopback with a bearer token, against the session's real servers."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from memgraph_py import Memory, Settings

MEMLINEAGE = str(Path(sys.executable).with_name("memlineage"))


def server_env(settings: Settings, tmp_path: Path) -> dict[str, str]:
    """What the operator configures: where the servers are. The namespace is a command-line option."""
    return {
        "HOME": str(tmp_path),
        "MEMLINEAGE_HOME": str(tmp_path / "mcp-home"),  # the token file lands here, not in the servers' home
        "MEMLINEAGE_NEO4J_URI": settings.resolved_neo4j_uri(),
        "MEMLINEAGE_NEO4J_PASSWORD": settings.resolved_neo4j_password(),
        "MEMLINEAGE_PG_DSN": settings.resolved_pg_dsn(),
    }


def stdio(settings: Settings, tmp_path: Path, *args: str) -> Client:
    return Client(StdioServerParameters(command=MEMLINEAGE, args=["mcp", *args], env=server_env(settings, tmp_path)),
                  read_timeout_seconds=120)


async def call(client: Client, tool: str, **arguments: Any) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, result.content
    return json.loads(result.content[0].text)


async def error_of(client: Client, tool: str, **arguments: Any) -> str:
    result = await client.call_tool(tool, arguments)
    assert result.is_error
    return result.content[0].text.split(": ", 1)[1]  # after "Error executing tool NAME"


async def test_an_agent_remembers_recalls_audits_and_corrects_over_stdio(local_servers, namespace, tmp_path) -> None:
    async with stdio(local_servers, tmp_path, "-n", namespace, "--by", "desktop-agent") as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert {"remember", "recall", "trace", "impact", "invalidate", "restore", "correct", "versions", "relate",
                "relations", "conflicts", "resolve", "get", "history"} <= set(tools)
        assert all("namespace" not in t.input_schema["properties"] for t in tools.values())  # fixed by the operator
        assert tools["recall"].annotations.read_only_hint and tools["invalidate"].annotations.destructive_hint

        question = (await call(client, "remember", content="Which hotel should I book in Lisbon?",
                               kind="user_input"))["memory"]
        tool_result = (await call(client, "remember", content="Hotel Avenida: 4 stars, 120 EUR, near the metro",
                                  kind="tool_result", parents=[question["id"]], source="booking_api"))["memory"]
        answer = (await call(client, "remember", content="Book Hotel Avenida for 120 EUR a night",
                             kind="llm_output", parents=[tool_result["id"]]))["memory"]

        recalled = await call(client, "recall", query="hotel in Lisbon price", k=3)
        assert recalled["retrieval_id"] and len(recalled["results"]) == 3
        assert all(r["reason"].startswith("found by") and r["components"] for r in recalled["results"])

        traced = await call(client, "trace", cell_id=answer["id"])
        assert traced["roots"] == [question["id"]]
        assert [a["id"] for a in traced["ancestors"]] == [tool_result["id"], question["id"]]
        assert (await call(client, "impact", cell_id=tool_result["id"]))["total"] == 1

        invalidation = await call(client, "invalidate", cell_id=tool_result["id"], reason="the price was per person")
        assert invalidation["contaminated"] == 1
        assert (await call(client, "get", cell_id=answer["id"]))["memory"]["status"] == "contaminated"
        after = await call(client, "recall", query="hotel in Lisbon price", k=3)
        assert answer["id"] not in [r["memory"]["id"] for r in after["results"]]
        history = (await call(client, "history", cell_id=answer["id"]))["invalidations"]
        assert history and history[0]["by"] == "desktop-agent"  # the server's label, not the model's

        await call(client, "restore", invalidation_id=invalidation["id"], reason="checked: per room")
        assert (await call(client, "get", cell_id=answer["id"]))["memory"]["status"] == "valid"

        corrected = await call(client, "correct", cell_id=tool_result["id"], reason="the API changed its price",
                               content="Hotel Avenida: 4 stars, 140 EUR, near the metro")
        assert corrected["invalidation"]["contaminated"] == 1
        versions = (await call(client, "versions", cell_id=corrected["memory"]["id"]))["versions"]
        assert [v["id"] for v in versions] == [tool_result["id"], corrected["memory"]["id"]]

        missing = await error_of(client, "trace", cell_id="no-such-memory")
        assert missing.startswith("CellNotFoundError")

    # the same memories, seen by the library in the namespace the operator fixed
    with Memory(namespace, settings=local_servers) as memory:
        assert memory.get(answer["id"]).status.value == "contaminated"  # its parent was corrected
        assert memory.latest(tool_result["id"]).content.endswith("140 EUR, near the metro")


async def test_the_model_picks_a_namespace_only_among_those_the_operator_allowed(local_servers, namespace,
                                                                                   tmp_path) -> None:
    other, third = f"{namespace}-team", f"{namespace}-secret"
    async with stdio(local_servers, tmp_path, "-n", namespace, "--allow-namespace", other, "--read-only") as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert "namespace" in tools["recall"].input_schema["properties"]
        assert "remember" not in tools and "invalidate" not in tools  # --read-only: nothing that writes
        with Memory(other, settings=local_servers) as memory:
            team = memory.remember("The team standup is at 9:30 in room B", "fact")
        with Memory(third, settings=local_servers) as memory:
            memory.remember("The launch date is March 3", "fact")
        assert (await call(client, "get", cell_id=team.id, namespace=other))["memory"]["content"].startswith("The team")
        refused = await error_of(client, "recall", query="launch date", namespace=third)
        assert refused.startswith("InvalidInputError") and "not open to this MCP server" in refused
        own = await error_of(client, "get", cell_id=team.id)  # default: the server's namespace, where it is not
        assert own.startswith("CellNotFoundError")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def http_server(local_servers, namespace, tmp_path) -> Iterator[tuple[str, str]]:
    token, port = "t0k3n-" + os.urandom(16).hex(), free_port()
    env = {**server_env(local_servers, tmp_path), "MEMLINEAGE_MCP_TOKEN": token, "PATH": os.environ["PATH"]}
    process = subprocess.Popen([MEMLINEAGE, "mcp", "--transport", "http", "--port", str(port), "-n", namespace],
                               env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            assert process.poll() is None, process.communicate()[1]
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.2)
        yield f"http://127.0.0.1:{port}/mcp", token
    finally:
        process.terminate()
        process.wait(timeout=30)


async def test_streamable_http_serves_a_client_with_the_token_and_refuses_others(http_server, namespace,
                                                                                 local_servers) -> None:
    url, token = http_server
    authorised = create_mcp_http_client(headers={"Authorization": f"Bearer {token}"})
    async with Client(streamable_http_client(url, http_client=authorised), read_timeout_seconds=120) as client:
        stored = (await call(client, "remember", content="The user prefers trains to planes", kind="preference"))
        found = await call(client, "recall", query="how does the user like to travel", k=1)
        assert found["results"][0]["memory"]["id"] == stored["memory"]["id"]
    with Memory(namespace, settings=local_servers) as memory:
        assert memory.get(stored["memory"]["id"]).kind.value == "preference"

    initialize = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "probe", "version": "0"}}}
    headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    async with httpx2.AsyncClient() as http:
        for extra in ({}, {"Authorization": "Bearer wrong-token-of-some-length"}, {"Authorization": token}):
            response = await http.post(url, json=initialize, headers={**headers, **extra})
            assert response.status_code == 401, extra
        ok = await http.post(url, json=initialize, headers={**headers, "Authorization": f"Bearer {token}"})
        assert ok.status_code == 200

    for bad in ({}, {"Authorization": "Bearer wrong-token-of-some-length"}):
        with pytest.raises(Exception):  # the mcp client cannot even initialise
            async with Client(streamable_http_client(url, http_client=create_mcp_http_client(headers=bad))) as client:
                await client.list_tools()


def test_the_http_transport_binds_loopback_only(local_servers, tmp_path) -> None:
    env = {**server_env(local_servers, tmp_path), "MEMLINEAGE_MCP_TOKEN": "x" * 32, "PATH": os.environ["PATH"]}
    result = subprocess.run([MEMLINEAGE, "mcp", "--transport", "http", "--host", "0.0.0.0", "--port", str(free_port())],
                            env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 1 and "loopback" in result.stderr


def test_the_token_file_is_created_private_and_reused(local_servers, tmp_path, monkeypatch) -> None:
    from memgraph_py.integrations.mcp_server import load_token

    monkeypatch.delenv("MEMLINEAGE_MCP_TOKEN", raising=False)
    settings = local_servers.model_copy(update={"home": tmp_path})
    token, path = load_token(settings)
    assert path == tmp_path / "credentials" / "mcp-token" and len(token) >= 32
    assert path.stat().st_mode & 0o777 == 0o600
    assert load_token(settings) == (token, path)


def test_the_example_agent_runs(local_servers, tmp_path) -> None:
    example = Path(__file__).resolve().parents[2] / "examples" / "mcp_agent.py"
    env = {**server_env(local_servers, tmp_path), "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, str(example)], env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "after the correction the advice is contaminated" in result.stdout
    assert "trace of the correction: ['Find me a quiet hotel in Porto']" in result.stdout


async def test_traces_and_the_review_queue_through_the_tools(local_servers, namespace, embedder) -> None:
    """The same server in-process (the mcp client's in-memory transport): versions, relations, conflicts."""
    from memgraph_py.integrations.mcp_server import create_server

    server = create_server(local_servers, namespace=namespace, embedder=embedder, by="reviewer-bot")
    try:
        async with Client(server) as client:
            window = (await call(client, "remember", content="I prefer a window seat", kind="preference"))["memory"]
            aisle = (await call(client, "supersede", cell_id=window["id"], content="I prefer an aisle seat",
                                reason="changed their mind"))["memory"]
            assert [v["content"] for v in (await call(client, "versions", cell_id=window["id"]))["versions"]] == [
                "I prefer a window seat", "I prefer an aisle seat"]
            then = await call(client, "get", cell_id=window["id"], as_of=window["created_at"])
            assert then["memory"]["status"] == "valid"  # believed then; superseded now
            assert (await call(client, "get", cell_id=window["id"]))["memory"]["status"] == "superseded"
            no_zone = await error_of(client, "get", cell_id=window["id"], as_of="2026-11-30T15:00")
            assert no_zone.startswith("InvalidInputError") and "as_of needs a time zone" in no_zone
            site = (await call(client, "remember", content="The venue holds 200 people", kind="tool_result"))["memory"]
            registry = (await call(client, "remember", content="The venue holds 120 people", kind="tool_result",
                                   source="city_registry"))["memory"]
            related = (await call(client, "relate", a=registry["id"], b=site["id"], type="CONTRADICTS", strength=0.9,
                                  reason="different capacities"))["relation"]
            assert related["by"] == "reviewer-bot"
            (relation,) = (await call(client, "relations", cell_id=site["id"]))["relations"]
            assert relation["type"] == "CONTRADICTS" and relation["memory"]["id"] == registry["id"]

            with Memory(namespace, settings=local_servers, embedder=embedder) as memory:
                memory.open_conflict(site["id"], registry["id"], evidence="200 vs 120 people")
            (conflict,) = (await call(client, "conflicts"))["conflicts"]
            settled = (await call(client, "resolve", conflict_id=conflict["id"], keep=registry["id"],
                                  reason="the registry is authoritative"))["conflict"]
            assert settled["status"] == "resolved" and (await call(client, "conflicts"))["conflicts"] == []
            assert (await call(client, "get", cell_id=site["id"]))["memory"]["status"] == "superseded"

            found = await call(client, "recall", query="which seat does the user prefer?", k=1)
            assert found["results"][0]["memory"]["id"] == aisle["id"]
            voted = await call(client, "feedback", retrieval_id=found["retrieval_id"], cell_id=aisle["id"], signal=1.0)
            assert voted
    finally:
        await server.clients.close()


async def test_ingest_turns_a_raw_conversation_into_memories_through_the_tool(local_servers, namespace, embedder) -> None:
    """The model hands over raw chat; the tool returns what the write gate kept, merged and dropped, and why."""
    from memgraph_py.integrations.mcp_server import create_server

    chat = [{"role": "user", "content": "hey there"},
            {"role": "assistant", "content": "Hi! How can I help?"},
            {"role": "user", "content": "I'm allergic to sesame, and please never book flights before 9am."},
            {"role": "user", "content": "My employee id is E-48213."},
            {"role": "user", "content": "What's the weather like in Oslo?"}]
    server = create_server(local_servers, namespace=namespace, embedder=embedder, by="chat-agent")
    try:
        async with Client(server) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            assert not tools["ingest"].annotations.read_only_hint and "messages" in tools["ingest"].input_schema["properties"]
            tried = await call(client, "ingest", messages=chat, source="support-chat", dry_run=True)
            assert tried["dry_run"] and tried["stored"] == 0 and len(tried["kept"]) == 3
            report = await call(client, "ingest", messages=chat, source="support-chat")
            assert sorted(k["class"] for k in report["kept"]) == ["constraint", "constraint", "fact"]
            assert report["source_id"] and report["stored"] == 4  # the source and three memories
            assert {d["turn"] for d in report["dropped"]} == {0, 4}  # the greeting and the question
            assert all(d["reason"] for d in report["dropped"])
            fact = next(k for k in report["kept"] if k["class"] == "fact")
            traced = await call(client, "trace", cell_id=fact["memory_id"])
            assert traced["roots"] == [report["source_id"]]  # back to the raw words
            again = await call(client, "ingest", messages="Just so you know, my employee id is E-48213.")
            assert [m["target"] for m in again["merged"]] == [fact["memory_id"]] and again["kept"] == []
            assert (await error_of(client, "ingest", messages="   ")).startswith("InvalidContentError")
            assert (await error_of(client, "ingest", messages=[{"role": "narrator", "content": "x"}])).startswith(
                "InvalidTranscriptError")
        read_only = create_server(local_servers, namespace=namespace, embedder=embedder, read_only=True)
        async with Client(read_only) as client:
            assert "ingest" not in {t.name for t in (await client.list_tools()).tools}
    finally:
        await server.clients.close()
    with Memory(namespace, settings=local_servers, embedder=embedder) as memory:
        assert memory.get(fact["memory_id"]).source == "support-chat"
