"""The ``memlineage`` lifecycle commands against the real servers: forget (dry run, --apply), unarchive,
consolidate and working-set, each as a table and as ``--json``; bad options exit with a one-line error."""

from __future__ import annotations

import json
from typing import Any

from typer.testing import Result

from memgraph_py import CellStatus, Memory


def as_json(result: Result) -> Any:
    return json.loads(result.stdout)


def test_forget_dry_run_then_apply_then_unarchive(cli, memory: Memory) -> None:
    root = memory.remember("Find a dentist near the office", "user_input", id="root")
    plan = memory.remember("Search the clinic portal", "plan", parents=[root], id="plan")
    memory.remember("Dr. Varga has a slot on Tuesday", "tool_result", parents=[plan], id="slot")
    table = cli("forget", "--threshold", "1.0", "--recent-days", "0").stdout
    assert "would archive 2 of 3 active memories" in table and "dry run: nothing changed" in table
    assert memory.get("plan").status is CellStatus.VALID
    data = as_json(cli("forget", "--threshold", "1.0", "--recent-days", "0", "--apply", "--json"))
    assert data["dry_run"] is False and {c["id"] for c in data["candidates"]} == {"plan", "slot"}
    assert memory.get("slot").status is CellStatus.ARCHIVED and memory.get("root").status is CellStatus.VALID
    assert "unarchived slot: status valid" in cli("unarchive", "slot").stdout
    assert as_json(cli("unarchive", "plan", "--json"))[0]["status"] == "valid"
    cli("unarchive", "plan", code=1)  # not archived any more: a one-line error
    cli("forget", "--threshold", "3", code=1)


def test_consolidate_and_working_set(cli, memory: Memory) -> None:
    root = memory.remember("Book me a hotel in Lisbon", "user_input")
    ids = [memory.remember(t, "tool_result", parents=[root]).id for t in (
        "The Lisbon hotel booking reference is LX-4471.", "Booking confirmed: Lisbon hotel reference LX-4471.")]
    dry = as_json(cli("consolidate", *ids, "--dry-run", "--json", "--related", "0.75", "--near-duplicate", "0.85"))
    assert dry["dry_run"] is True and len(dry["clusters"]) == 1
    out = cli("consolidate", *ids, "--related", "0.75", "--near-duplicate", "0.85").stdout
    assert "wrote 1 summaries of 2 memories" in out
    assert all(memory.get(i).status is CellStatus.ARCHIVED for i in ids)
    cli("consolidate", "--summarizer", "magic", code=2)

    with memory.task("Plan the team dinner", end=None) as task:
        memory.remember("Green Fork has a table for 8 on Friday", "tool_result")
    data = as_json(cli("working-set", task.id, "--budget", "5", "--unit", "cells", "--json"))
    assert len(data["cells"]) == 2 and data["left_out"] == 0
    assert "working set of" in cli("working-set", task.id, "--query", "where do we eat?").stdout
    cli("working-set", task.id, "--unit", "pages", code=1)


def test_bench_lifecycle_refuses_an_unknown_part(cli) -> None:
    result = cli("bench", "lifecycle", "--part", "everything", code=2, ns=False)
    assert "--part must be one of shrink" in result.output
