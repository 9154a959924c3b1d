"""The ``memlineage`` commands of erasure, repair and stats against the real servers: tables, ``--json`` and
refusals, for memories the ``Memory`` client created in the test's namespace."""

from __future__ import annotations

import json
import sys
import types
from typing import Any

from typer.testing import Result

from memgraph_py import Memory
from memgraph_py.repair import PROCESS_REPLAYABLES, register_replayable


def as_json(result: Result) -> Any:
    return json.loads(result.stdout)


def test_repair_plan_and_replay_with_functions_registered_by_an_imported_module(cli, memory: Memory) -> None:
    module = types.ModuleType("cli_repair_tools")  # what `--import my_agent.tools` would import

    def shout(text: str) -> str:
        return text.upper()

    module.register = register_replayable("test.shout", shout, kind="llm_output")  # type: ignore[attr-defined]
    sys.modules["cli_repair_tools"] = module
    try:
        fact = memory.remember("the meeting is on monday", "fact")
        loud = memory.remember("THE MEETING IS ON MONDAY", "llm_output", [fact],
                               {"replay": "test.shout", "args": [{"cell": fact.id}], "kwargs": {}})
        _, inv = memory.correct(fact.id, "the meeting is on tuesday", reason="moved")
        text = cli("repair-plan", inv.id).stdout
        assert loud.id in text and "test.shout" in text
        data = as_json(cli("replay", inv.id, "--import", "cli_repair_tools", "--json"))
        (replayed,) = data["replayed"]
        assert replayed["old"] == loud.id and memory.get(replayed["new"]).content == "THE MEETING IS ON TUESDAY"
        assert "0 left for manual action" in cli("replay", inv.id).stdout  # nothing left: skipped, superseded
    finally:
        PROCESS_REPLAYABLES.pop("test.shout", None)
        sys.modules.pop("cli_repair_tools", None)


def test_erase_stats_and_erase_namespace_commands(cli, memory: Memory) -> None:
    a = memory.remember("Zorblax Quentin's phone is 555-0199", "fact", tags=["pii"])
    memory.remember("Call him tomorrow.", "plan", [a])
    cli("erase", "--tag", "pii", code=2)  # --reason is required
    assert "InvalidInputError" in cli("erase", a.id, "--reason", "r", "--cascade", "shred", code=1).output
    data = as_json(cli("erase", "--tag", "pii", "--reason", "request", "--cascade", "contaminate", "--json"))
    assert data["erased"] == [a.id] and data["contaminated"] == 1 and data["rows_deleted"] == 1
    stats = as_json(cli("stats", "--json"))
    assert stats["by_status"] == {"erased": 1, "contaminated": 1} and stats["active_invalidations"] == 1
    assert "by status" in cli("stats").stdout
    assert "--yes" in cli("erase-namespace", code=1).output
    assert "1 PostgreSQL rows deleted" in cli("erase-namespace", "--yes").stdout
    assert as_json(cli("stats", "--json"))["cells"] == 0
