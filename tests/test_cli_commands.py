"""The command line is complete and tested (issue 16): `memlineage --help` lists every command, every command
explains itself, and every command is run by some test — as text and, where it has `--json`, as JSON. A new
command without a test fails here until it gets one (or a line in COVERED_ELSEWHERE saying where it is run)."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import typer.main
from typer.testing import CliRunner

from memgraph_py import Memory, Settings
from memgraph_py.cli import app

TESTS = Path(__file__).resolve().parent

#: commands run by other means than a CliRunner argument list, and where
COVERED_ELSEWHERE = {
    ("demo",): "tests/test_demo.py runs the demo scenario and checks its Browser URL",
    ("mcp",): "tests/integrations/test_mcp.py spawns `memlineage mcp` over stdio and HTTP",
    ("server", "start"): "make test's servers, and tests/test_lifecycle.py (servers.start)",
    ("server", "stop"): "tests/test_lifecycle.py (servers.stop)",
    ("server", "logs"): "prints the log files' tails; tests/test_lifecycle.py reads the same files",
    ("bench", "lineage"): "benchmarks are run by hand (figures in the issue notes); their code is tested in "
                          "tests/test_bench_scenarios.py",
    ("bench", "traces"): "as bench lineage", ("bench", "capture-overhead"): "as bench lineage",
    ("bench", "ingest"): "as bench lineage", ("bench", "replay"): "as bench lineage",
    ("bench", "lifecycle"): "as bench lineage", ("bench", "recall"): "as bench lineage",
    ("bench", "concurrency"): "as bench lineage; its run is tests/test_concurrency.py and tests/test_hostile_input.py",
    ("bench", "peers"): "tests/test_bench_peers.py runs it at a tiny size against the real peer packages",
    ("bench", "faults"): "starts and kills servers of its own; tests/faults/ runs its scenarios (memlineage_bench/faults.py)",
    **{("browser", view): "tests/browser/test_browser_content.py::test_cli_prints_one_time_links_for_the_local_server loops over the views"
       for view in ("trace", "impact", "history", "reach", "usage", "conflicts")},
}


def _commands() -> dict[tuple[str, ...], Any]:
    leaves: dict[tuple[str, ...], Any] = {}

    def walk(group: Any, prefix: tuple[str, ...]) -> None:
        for name, command in group.commands.items():
            if hasattr(command, "commands"):
                walk(command, prefix + (name,))
            else:
                leaves[prefix + (name,)] = command
    walk(typer.main.get_command(app), ())
    return leaves


def _has_json(command: Any) -> bool:
    return any("--json" in (getattr(p, "opts", None) or []) for p in command.params)


def _invocations() -> list[list[str]]:
    """Every sequence of string constants in a list, tuple or call of the test suite: the argument lists
    given to CliRunner.invoke, subprocess and the suite's `cli(...)` helpers."""
    found = []
    for path in TESTS.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            elts = node.elts if isinstance(node, (ast.List, ast.Tuple)) else node.args if isinstance(node, ast.Call) \
                else None
            if elts:
                found.append([e.value for e in elts if isinstance(e, ast.Constant) and isinstance(e.value, str)])
    return found


def _run_somewhere(command: tuple[str, ...], invocations: list[list[str]], *, as_json: bool) -> bool:
    n = len(command)
    return any(tuple(args[i:i + n]) == command and (not as_json or "--json" in args)
               for args in invocations for i in range(len(args) - n + 1))


def test_help_lists_every_command_and_each_explains_itself() -> None:
    runner = CliRunner()
    top = runner.invoke(app, ["--help"], env={"COLUMNS": "200"})
    assert top.exit_code == 0
    for command, click_command in _commands().items():
        assert command[0] in top.output, f"`memlineage --help` does not list {command[0]}"
        helped = runner.invoke(app, [*command, "--help"], env={"COLUMNS": "200"})
        assert helped.exit_code == 0, (command, helped.output)
        first_line = (click_command.help or "").strip().splitlines()[0] if click_command.help else ""
        assert first_line, f"`memlineage {' '.join(command)}` has no help text"
        assert first_line.split()[0] in helped.output


def test_every_command_is_run_by_a_test_as_text_and_as_json() -> None:
    invocations = _invocations()
    untested, no_json = [], []
    for command, click_command in sorted(_commands().items()):
        if command in COVERED_ELSEWHERE:
            continue
        if not _run_somewhere(command, invocations, as_json=False) and not _run_somewhere(command, invocations,
                                                                                           as_json=True):
            untested.append(" ".join(command))
        elif _has_json(click_command) and not _run_somewhere(command, invocations, as_json=True):
            no_json.append(" ".join(command))
    assert not untested, f"commands no test runs: {untested}"
    assert not no_json, f"commands whose --json no test runs: {no_json}"
    assert not set(COVERED_ELSEWHERE) - set(_commands()), "COVERED_ELSEWHERE names a command that is gone"


# --- the commands the other suites did not run ------------------------------------------------------
# (`cli` is the suite's shared fixture, tests/conftest.py)
def test_remember_archive_and_the_index_commands(cli, memory: Memory) -> None:  # type: ignore[no-untyped-def]
    root = json.loads(cli("remember", "Plan a trip to Rio", "--kind", "user_input", "--json").output)
    text = cli("remember", "Rio in May: 26°C", "--kind", "tool_result", "--parent", root["id"], "--tag", "weather",
               "--context", '{"tool": "forecast"}').output
    assert text.startswith("remembered ") and "(tool_result)" in text
    child = text.split()[1]
    stored = memory.get(child)
    assert stored.tags == ("weather",) and stored.generation_context == {"tool": "forecast"}
    assert [p.id for p in memory.parents(child)] == [root["id"]]
    assert "--context must be a JSON object" in cli("remember", "x", "--context", "[1]", code=1).output

    archived = json.loads(cli("archive", child, "--reason", "old", "--json").output)
    assert archived[0]["status"] == "archived"
    assert "archived " + root["id"] in cli("archive", root["id"]).output

    status = json.loads(cli("index-status", "--json").output)
    assert (status["unindexed"], status["healing"]) == (0, False)
    assert "not in PostgreSQL: 0 memories" in cli("index-status").output
    assert json.loads(cli("reconcile", "--json").output) == {"indexed": 0, "hnsw_indexed": 0}
    assert "indexed 0 memories" in cli("reconcile").output
    assert json.loads(cli("reindex", "--json").output) == {"reindexed": 2}
    assert "reindexed 2 memories" in cli("reindex").output
    # both memories are archived (out of PostgreSQL's table): only a live one has an embedding to copy
    assert json.loads(cli("copy-embeddings", "--json").output) == {"copied": 0}
    cli("remember", "The ferry leaves at 7 am", "--kind", "fact")
    assert "copied 1 embeddings onto their cells" in cli("copy-embeddings").output


def test_version_prints_the_installed_version() -> None:
    from importlib.metadata import version

    result = CliRunner().invoke(app, ["version"])
    assert result.exit_code == 0 and result.output.strip() == version("memlineage")


def test_repair_plan_and_erase_namespace_as_json(cli, memory: Memory) -> None:  # type: ignore[no-untyped-def]
    question = memory.remember("Weather in Rio tomorrow?", "user_input")
    forecast = memory.remember("Rio tomorrow: 12°C", "tool_result", [question])
    advice = memory.remember("Take a coat", "llm_output", [forecast])
    invalidation = memory.invalidate(forecast.id, reason="stale forecast")
    plan = json.loads(cli("repair-plan", invalidation.id, "--json").output)
    assert plan["invalidation_id"] == invalidation.id
    assert [s["cell"]["id"] for s in plan["steps"]] == [advice.id]

    assert "pass --yes" in cli("erase-namespace", code=1).output
    erased = json.loads(cli("erase-namespace", "--yes", "--json").output)
    assert erased["namespace"] == memory.namespace and erased["nodes_deleted"] >= 4
    assert erased["rows_deleted"] == 3


def test_server_status_as_json(local_servers: Settings) -> None:
    env = {"MEMLINEAGE_HOME": str(local_servers.home),
           "MEMLINEAGE_NEO4J_BOLT_PORT": str(local_servers.neo4j_bolt_port),
           "MEMLINEAGE_NEO4J_HTTP_PORT": str(local_servers.neo4j_http_port),
           "MEMLINEAGE_PG_PORT": str(local_servers.pg_port)}
    result = CliRunner().invoke(app, ["server", "status", "--json"], env=env)
    status = json.loads(result.output)
    assert set(status) >= {"neo4j_running", "postgres_running", "neo4j_uri", "pg_dsn", "versions", "unindexed"}
    if status["neo4j_running"] and status["postgres_running"]:  # the local servers of this session
        assert result.exit_code == 0 and status["versions"]["memlineage"]
        assert "password" not in (status["pg_dsn"] or "") and ":" not in status["pg_dsn"].split("@")[0][13:]
    else:  # the session runs against servers of its own (MEMLINEAGE_TEST_NEO4J_URI): reported as stopped
        assert result.exit_code == 3
