"""OpenLineage export of captured lineage: standard RunEvents sent with openlineage-python's file transport
and validated against the OpenLineage JSON schema (2-0-2, vendored under tests/fixtures, offline)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from openlineage.client import OpenLineageClient
from openlineage.client.transport.file import FileConfig, FileTransport
from typer.testing import CliRunner

from memgraph_py import Memory, Settings
from memgraph_py.cli import app
from memgraph_py.integrations.langchain import MemLineageMiddleware
from memgraph_py.integrations.openlineage import dataset_namespace, export_openlineage, run_events, to_json

from ._agents import get_weather, weather_agent_model

pytestmark = pytest.mark.servers

SCHEMA = json.loads((Path(__file__).parents[1] / "fixtures/openlineage/OpenLineage-2-0-2.json").read_text())
VALIDATOR = Draft202012Validator(SCHEMA, format_checker=Draft202012Validator.FORMAT_CHECKER)


def export_to_file(memory: Memory, path: Path) -> list[dict[str, Any]]:
    client = OpenLineageClient(transport=FileTransport(FileConfig(log_file_path=str(path), append=True)))
    sent = export_openlineage(memory, client)
    events = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    assert len(events) == sent
    return events


def cells(dataset_list: list[dict[str, Any]]) -> list[str]:
    return [c for d in dataset_list for c in d["facets"]["memlineage_cells"]["cellIds"]]


def completes(events: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The COMPLETE event of each run, by the cell ids it wrote."""
    return {tuple(cells(e["outputs"])): e for e in events if e["eventType"] == "COMPLETE"}  # type: ignore[misc]


def test_an_agent_run_exports_as_valid_runs_reading_and_writing_one_dataset(memory: Memory, tmp_path: Path) -> None:
    lineage = MemLineageMiddleware(memory, on_error="raise")
    agent = create_agent(model=weather_agent_model("Paris", "Wear linen: Paris is 28°C and sunny."),
                         tools=[get_weather], middleware=[lineage])
    result = agent.invoke({"messages": [HumanMessage("What should I wear in Paris today?")]})
    answer = lineage.cell_of(result["messages"][-1])

    events = export_to_file(memory, tmp_path / "events.ndjson")

    for event in events:
        errors = sorted(VALIDATOR.iter_errors(event), key=str)
        assert not errors, f"{event['eventType']} {event['job']['name']}: {errors[0].message}"
    datasets = {(d["namespace"], d["name"]) for e in events for d in e["inputs"] + e["outputs"]}
    # one dataset for the namespace, not one per memory; named by the Neo4j address without credentials
    assert datasets == {(dataset_namespace(memory.settings.resolved_neo4j_uri()), f"memlineage.{memory.namespace}")}
    assert dataset_namespace("neo4j://admin:secret@db.example:7687") == "neo4j://db.example:7687"
    runs: dict[str, list[str]] = {}
    for e in events:
        runs.setdefault(e["run"]["runId"], []).append(e["eventType"])
    assert all(kinds == ["START", "COMPLETE"] for kinds in runs.values()) and len(runs) == 4
    # user input → model call → tool call + result (one run: the call and its RESULT_OF) → answer
    by_output = completes(events)
    writer = {c: e for out, e in by_output.items() for c in out}
    run, path = writer[answer], []
    while True:
        path.append(run["job"]["name"])
        if not run["inputs"]:
            break
        run = writer[cells(run["inputs"])[0]]
    assert path == ["ScriptedToolModel", "get_weather", "ScriptedToolModel", "user_input"]
    tool_run = next(e for e in by_output.values() if e["job"]["name"] == "get_weather")
    tool_facet = tool_run["outputs"][0]["facets"]["memlineage_cells"]
    assert tool_facet["kinds"] == {"tool_call": 1, "tool_result": 1}
    assert tool_run["run"]["facets"]["memlineage_run"]["grouping"] == "call"

    tool_result = next(c.id for c in memory.trace(answer).path_to_roots() if c.kind.value == "tool_result")
    memory.invalidate(tool_result, "stale forecast")
    again = completes(export_to_file(memory, tmp_path / "after.ndjson"))
    answer_run = next(e for out, e in again.items() if answer in out)
    assert answer_run["outputs"][0]["facets"]["memlineage_cells"]["statuses"] == {"contaminated": 1}
    assert {e["run"]["runId"] for e in again.values()} == set(runs)  # the same runs: a catalogue deduplicates


def test_a_step_and_a_tracked_call_are_one_run_each(memory: Memory) -> None:
    question = memory.remember("Which museum opens first?", "user_input")

    @memory.track("tool_result", record_call=True)
    def opening_hours(museum: str) -> str:
        return f"{museum}: opens 9:00"

    with memory.step(question):
        hours = opening_hours("Louvre")
        memory.remember(f"The Louvre opens first ({hours})", "llm_output")

    events = run_events(memory)
    step = next(e for e in events if e.eventType.value == "COMPLETE" and e.job.name == "opening_hours")
    facet = step.outputs[0].facets["memlineage_cells"]
    assert facet.kinds == {"tool_call": 1, "tool_result": 1, "llm_output": 1}
    assert step.inputs[0].facets["memlineage_cells"].cellIds == [question.id]
    assert step.run.facets["memlineage_run"].grouping == "step"
    for event in events:
        VALIDATOR.validate(json.loads(to_json(event)))


def test_cli_exports_to_a_file_and_prints_json_lines(memory: Memory, local_servers: Settings, tmp_path: Path) -> None:
    first = memory.remember("What is the weather in Oslo?", "user_input")
    memory.remember("Oslo: 4°C, sleet", "tool_result", [first])
    env: dict[str, str | None] = {k: None for k in os.environ if k.startswith("MEMLINEAGE_")}
    env.update({"MEMLINEAGE_HOME": str(local_servers.home), "MEMLINEAGE_NEO4J_URI": local_servers.resolved_neo4j_uri(),
                "MEMLINEAGE_NEO4J_PASSWORD": local_servers.resolved_neo4j_password(),
                "MEMLINEAGE_PG_DSN": local_servers.resolved_pg_dsn()})
    runner = CliRunner()
    out = tmp_path / "ol.ndjson"
    result = runner.invoke(app, ["export", "openlineage", "-n", memory.namespace, "--file", str(out)], env=env)
    assert result.exit_code == 0, result.output
    assert "sent 4 OpenLineage events" in result.stdout
    assert len(out.read_text().splitlines()) == 4
    printed = runner.invoke(app, ["export", "openlineage", "-n", memory.namespace], env=env)
    assert printed.exit_code == 0, printed.output
    lines = [json.loads(line) for line in printed.stdout.splitlines()]
    assert [e["eventType"] for e in lines] == ["START", "COMPLETE", "START", "COMPLETE"]
    for event in lines:
        VALIDATOR.validate(event)
