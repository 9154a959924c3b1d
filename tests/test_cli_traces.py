"""The ``memlineage`` commands of memory traces and governance, against the real servers: each command's
table and its ``--json`` output, for memories the ``Memory`` client created in the test's namespace."""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import Result

from memgraph_py import CellStatus, Memory


def as_json(result: Result) -> Any:
    return json.loads(result.stdout)


# --- associations --------------------------------------------------------------------------------------
def test_relate_prints_the_relation_and_updates_it_when_run_again(cli, memory: Memory) -> None:
    memory.remember("The museum opens at 9 am", "fact", id="claim")
    memory.remember("Museum website: opening hours 9:00-18:00", "tool_result", id="evidence")
    text = cli("relate", "evidence", "claim", "SUPPORTS", "--strength", "0.9", "--reason", "same hours")
    assert "created (evidence)-[:SUPPORTS]->(claim) strength 0.90, confidence 1.00" in text.stdout
    data = as_json(cli("relate", "evidence", "claim", "supports", "--strength", "0.6", "--by", "tester", "--json"))
    assert data["created"] is False and data["type"] == "SUPPORTS" and data["from"] == "evidence"
    assert data["strength"] == pytest.approx(0.6) and data["by"] == "tester" and data["reason"] == "same hours"
    (relation,) = memory.relations("claim")
    assert relation.by == "tester" and relation.strength == pytest.approx(0.6)


def test_unrelate_reports_how_many_relations_it_removed(cli, memory: Memory) -> None:
    memory.remember("memory a", "fact", id="a")
    memory.remember("memory b", "fact", id="b")
    memory.relate("a", "b", "RELATED_TO")
    assert "removed 1 relation" in cli("unrelate", "a", "b", "RELATED_TO").stdout
    assert as_json(cli("unrelate", "a", "b", "RELATED_TO", "--json")) == {"removed": 0}
    assert memory.relations("a") == []


def test_relations_lists_each_relation_with_the_memory_at_its_other_end(cli, memory: Memory) -> None:
    memory.remember("The museum opens at 9 am", "fact", id="claim")
    memory.remember("Museum website: opening hours 9:00-18:00", "tool_result", id="evidence")
    memory.remember("Museum tickets cost 12 EUR", "fact", id="tickets")
    memory.relate("evidence", "claim", "SUPPORTS", strength=0.9, by="tester", reason="same hours")
    memory.relate("claim", "tickets", "RELATED_TO", strength=0.4)
    text = cli("relations", "claim").stdout
    assert "relations of claim" in text and "SUPPORTS" in text and "RELATED_TO" in text
    assert "evidence" in text and "tickets" in text and "tester" in text and "0.90" in text
    assert text.index("SUPPORTS") < text.index("RELATED_TO")  # strongest first
    data = as_json(cli("relations", "claim", "--type", "SUPPORTS", "--direction", "in", "--json"))
    assert [(r["type"], r["direction"], r["cell"]["id"], r["source"]) for r in data] == [
        ("SUPPORTS", "in", "evidence", "user")]
    assert data[0]["cell"]["content"] == "Museum website: opening hours 9:00-18:00"
    assert as_json(cli("relations", "claim", "--type", "CONTRADICTS", "--json")) == []


def test_link_adds_lineage_and_reports_contamination(cli, memory: Memory) -> None:
    memory.remember("Exchange rate: 1 EUR = 1.08 USD", "tool_result", id="rate")
    memory.remember("Hotel price: 150 EUR", "tool_result", id="price")
    memory.remember("Budget summary in USD", "summary", id="summary")
    memory.invalidate("rate", reason="stale rate")
    assert "1 lineage edges added, 1 memories contaminated" in cli("link", "summary", "rate", "--by", "analyst").stdout
    assert as_json(cli("link", "summary", "price", "rate", "--json")) == {"edges": 1, "contaminated": 0}
    assert {c.id for c in memory.parents("summary")} == {"rate", "price"}
    assert memory.get("summary").status is CellStatus.CONTAMINATED


# --- evolution -----------------------------------------------------------------------------------------
def test_supersede_records_the_newer_version(cli, memory: Memory) -> None:
    memory.remember("I prefer a window seat", "preference", id="window")
    text = cli("supersede", "window", "I prefer an aisle seat", "--reason", "changed", "--by", "user").stdout
    (aisle,) = [v.cell for v in memory.versions("window") if v.offset == 1]
    assert f"{aisle.id} supersedes window: I prefer an aisle seat" in text
    data = as_json(cli("supersede", aisle.id, "I prefer an aisle seat near the front", "--json"))
    assert data["content"] == "I prefer an aisle seat near the front" and data["kind"] == "preference"
    assert data["status"] == "valid" and data["namespace"] == memory.namespace
    assert memory.latest("window").id == data["id"]
    assert memory.get(aisle.id).status is CellStatus.SUPERSEDED


def test_correct_supersedes_and_invalidates_the_wrong_memory(cli, memory: Memory) -> None:
    memory.remember("Paris: 30°C", "tool_result", id="forecast")
    memory.remember("Shorts and sunglasses", "llm_output", ["forecast"], id="advice")
    text = cli("correct", "forecast", "Paris: 12°C", "--reason", "Paris, Texas", "--by", "qa").stdout
    assert "corrects forecast: Paris: 12°C" in text and "1 memories contaminated" in text
    assert memory.get("advice").status is CellStatus.CONTAMINATED
    memory.remember("Rome: 25°C", "tool_result", id="rome")
    data = as_json(cli("correct", "rome", "Rome: 21°C", "--reason", "old reading", "--json"))
    assert data["cell"]["content"] == "Rome: 21°C" and data["invalidation"]["cell_id"] == "rome"
    assert data["invalidation"]["id"].startswith("inv-") and data["invalidation"]["contaminated"] == 0
    assert memory.get("rome").status is CellStatus.INVALID


def test_versions_lists_the_chain_oldest_first(cli, memory: Memory) -> None:
    memory.remember("I prefer a window seat", "preference", id="window")
    aisle = memory.supersede("window", "I prefer an aisle seat [/updated]", reason="changed", by="user")
    text = cli("versions", "window").stdout
    assert "versions of window" in text and aisle.id in text and text.index("window seat") < text.index("aisle seat")
    assert "aisle seat [/updated]" in text  # content is printed as text, not read as rich markup
    data = as_json(cli("versions", aisle.id, "--json"))
    assert [(v["offset"], v["cell"]["id"], v["cell"]["status"]) for v in data] == [
        (-1, "window", "superseded"), (0, aisle.id, "valid")]
    assert data[0]["superseded_at"] is not None and data[1]["superseded_at"] is None


# --- conflicts and the review queue --------------------------------------------------------------------
def open_pair(memory: Memory, suffix: str = "") -> Any:
    memory.remember(f"The venue{suffix} holds 200 people", "tool_result", source="venue_site", id=f"site{suffix}")
    memory.remember(f"The venue{suffix} holds 120 people", "tool_result", source="city_registry", id=f"registry{suffix}")
    return memory.open_conflict(f"site{suffix}", f"registry{suffix}", evidence="two capacities", confidence=0.9,
                                by="qa")


def test_conflicts_lists_the_review_queue_and_settled_conflicts(cli, memory: Memory) -> None:
    first, second = open_pair(memory), open_pair(memory, "-2")
    memory.dismiss(second, reason="different venues", by="dba")
    text = cli("conflicts").stdout
    assert "open conflicts" in text and first.id in text and second.id not in text
    assert "site" in text and "registry" in text and "two capacities" in text and "0.90" in text
    data = as_json(cli("conflicts", "--status", "all", "--json"))
    assert {(c["id"], c["status"], c["kind"]) for c in data} == {
        (first.id, "open", "contradiction"), (second.id, "dismissed", "contradiction")}
    assert [c["id"] for c in as_json(cli("conflicts", "--status", "dismissed", "--json"))] == [second.id]


def test_resolve_keeps_one_memory_and_supersedes_the_other(cli, memory: Memory) -> None:
    first, second = open_pair(memory), open_pair(memory, "-2")
    text = cli("resolve", first.id, "--keep", "registry", "--reason", "the registry is authoritative").stdout
    assert f"resolved {first.id}: registry kept, site superseded" in text
    assert memory.get("site").status is CellStatus.SUPERSEDED
    data = as_json(cli("resolve", second.id, "--keep", "site-2", "--reason", "newer survey", "--by", "dba", "--json"))
    assert data["status"] == "resolved" and data["winner"] == "site-2" and data["loser"] == "registry-2"
    assert data["rule"] == "review" and data["resolved_by"] == "dba" and data["reason"] == "newer survey"
    assert memory.conflicts() == []


def test_dismiss_closes_a_conflict_without_a_winner(cli, memory: Memory) -> None:
    first, second = open_pair(memory), open_pair(memory, "-2")
    text = cli("dismiss", first.id, "--reason", "different halls").stdout
    assert f"dismissed {first.id}: " in text and "left as they are" in text
    data = as_json(cli("dismiss", second.id, "--reason", "different days", "--by", "dba", "--json"))
    assert data["status"] == "dismissed" and data["winner"] is None and data["resolved_by"] == "dba"
    assert memory.get("site").status is CellStatus.VALID and memory.conflicts() == []


def test_discover_settles_a_changed_preference_and_queues_a_low_confidence_memory(cli, memory: Memory) -> None:
    memory.remember("My travel profile", "user_input", id="profile")
    memory.remember("I prefer a window seat on flights", "preference", ["profile"], id="window")
    memory.remember("I prefer an aisle seat on flights", "preference", ["profile"], id="aisle")
    text = cli("discover", "aisle").stdout
    assert "1 memories examined" in text and "1 contradictions" in text
    assert "aisle wins" in text and "newest_preference" in text  # the decision column of the table
    assert memory.get("window").status is CellStatus.SUPERSEDED

    memory.remember("The hotel might have a pool", "fact", confidence=0.3, id="unsure")
    data = as_json(cli("discover", "unsure", "--json"))
    assert data["cells"] == 1 and data["low_confidence"] == ["unsure"] and data["conflicts"] == []
    assert [(c.kind, c.cells) for c in memory.conflicts()] == [("low_confidence", ("unsure",))]

    nothing = cli("discover", "--json")  # a new process has nothing queued: it says so on stderr
    assert as_json(nothing)["cells"] == 0 and "name the memories to examine" in nothing.stderr


# --- governance ----------------------------------------------------------------------------------------
def test_history_lists_the_invalidations_that_reached_a_memory(cli, memory: Memory) -> None:
    memory.remember("Paris: 30°C", "tool_result", id="forecast")
    memory.remember("Shorts and sunglasses", "llm_output", ["forecast"], id="advice")
    inv = memory.invalidate("forecast", reason="wrong city", by="qa")
    text = cli("history", "advice").stdout
    assert inv.id in text and "contaminated" in text and "wrong city" in text and "qa" in text
    (row,) = as_json(cli("history", "advice", "--json"))
    assert row["invalidation"] == inv.id and row["role"] == "contaminated" and row["depth"] == 1
    assert row["active"] is True and isinstance(row["at"], str) and row["restoredAt"] is None


def test_reach_lists_what_an_invalidation_reached_with_depths(cli, memory: Memory) -> None:
    memory.remember("Paris: 30°C", "tool_result", id="forecast")
    memory.remember("Shorts and sunglasses", "llm_output", ["forecast"], id="advice")
    inv = memory.invalidate("forecast", reason="wrong city")
    text = cli("reach", inv.id).stdout
    assert f"reach of {inv.id}" in text and "forecast" in text and "advice" in text and "contaminated" in text
    data = as_json(cli("reach", inv.id, "--json"))
    assert [(e["depth"], e["cell"]["id"], e["cell"]["status"]) for e in data] == [
        (0, "forecast", "invalid"), (1, "advice", "contaminated")]


def test_feedback_takes_named_and_negative_signals(cli, memory: Memory) -> None:
    memory.remember("I don't drink coffee; herbal tea is fine.", "preference", id="tea")
    response = memory.recall("what does the user drink", k=3, preset="semantic")
    assert "tea" in response.ids()
    text = cli("feedback", response.retrieval_id, "tea", "helpful").stdout
    assert "tea: usefulness 0.300" in text
    data = as_json(cli("feedback", response.retrieval_id, "tea", "-0.5", "--by", "other", "--json"))
    assert data["id"] == "tea" and data["rank"] == 1 and -1.0 <= data["usefulness"] < 0.3


def test_existing_commands_print_json_too(cli, memory: Memory) -> None:
    memory.remember("What should I wear in Paris?", "user_input", id="question")
    memory.remember("Paris: 30°C", "tool_result", ["question"], id="forecast")
    memory.remember("Shorts and sunglasses", "llm_output", ["forecast"], id="advice")
    traced = as_json(cli("trace", "advice", "--json"))
    assert traced["cell"]["id"] == "advice" and [r["id"] for r in traced["roots"]] == ["question"]
    assert [(a["cell"]["id"], a["depth"]) for a in traced["ancestors"]] == [("forecast", 1), ("question", 2)]
    assert as_json(cli("impact", "forecast", "--json"))["total"] == 1
    inv = as_json(cli("invalidate", "forecast", "--reason", "wrong city", "--json"))
    assert inv["cell_id"] == "forecast" and inv["contaminated"] == 1
    restored = as_json(cli("restore", inv["id"], "--json"))
    assert restored["invalidation_id"] == inv["id"] and sum(restored["statuses"].values()) == 2
    recalled = as_json(cli("recall", "what to wear in Paris", "-k", "2", "--preset", "semantic", "--json"))
    assert recalled["preset"] == "semantic" and len(recalled["results"]) == 2
    assert {r["cell"]["id"] for r in recalled["results"]} <= {"question", "forecast", "advice"}


# --- bad input -----------------------------------------------------------------------------------------
def test_an_unknown_relation_type_is_one_line_and_exit_1(cli, memory: Memory) -> None:
    memory.remember("memory a", "fact", id="a")
    memory.remember("memory b", "fact", id="b")
    result = cli("relate", "a", "b", "LIKES", code=1)
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: InvalidInputError: unknown relation type 'LIKES'")
    assert "SUPPORTS" in lines[0] and result.stdout == ""
    assert memory.relations("a") == []


# --- usage, learning, point in time ----------------------------------------------------------------------
def test_show_prints_a_memory_now_and_as_it_was(cli, memory: Memory) -> None:
    from datetime import datetime, timezone

    memory.remember("I prefer a window seat", "preference", id="seat")
    before = datetime.now(timezone.utc).isoformat()
    memory.supersede("seat", "I prefer an aisle seat", reason="changed")
    assert "superseded" in cli("show", "seat").stdout
    assert as_json(cli("show", "seat", "--as-of", before, "--json"))["status"] == "valid"
    bad = cli("show", "seat", "--as-of", "yesterday", code=1)
    assert "--as-of 'yesterday' is not an ISO 8601 time" in bad.output and len(bad.output.strip().splitlines()) == 1


def test_usage_and_outcome_report_what_the_agent_used(cli, memory: Memory) -> None:
    memory.remember("The train to Graz leaves at 8:10", "fact", id="train")
    task = memory.remember("Get me to Graz", "task", id="graz-task")
    with memory.step(task):
        response = memory.recall("train to Graz", k=3, task="graz")
        memory.use(response, [h for h in response if h.cell.id == "train"])
        memory.remember("Take the 8:10 train", "llm_output", id="answer")
    text = cli("usage", "train").stdout
    assert response.retrieval_id in text and "graz" in text and "answer" in text
    (row,) = as_json(cli("usage", "train", "--json"))
    assert row["retrieval"] == response.retrieval_id and row["informed"] == ["answer"]
    assert "1 memories credited" in cli("outcome", "--task", "graz", "--success").stdout
    assert as_json(cli("outcome", "--task", "graz", "--failure", "--json")) == {"cells": 1, "pairs": 0}
    assert memory.get("train").usage_count == 1


def test_fit_preset_stores_weights_recall_can_use(cli, memory: Memory) -> None:
    for i in range(4):
        memory.remember(f"Project Kestrel step {i} is due on day {i}", "fact", id=f"step-{i}")
    for i in range(4):
        response = memory.recall(f"Kestrel step {i} due", k=3)
        for hit in response:
            memory.feedback(response.retrieval_id, hit.cell.id, "helpful" if hit.cell.id == f"step-{i}" else "unhelpful")
    report = as_json(cli("fit-preset", "kestrel", "--min-retrievals", "2", "--json"))
    assert report["name"] == "kestrel" and report["retrievals"] >= 2
    assert "preset kestrel" in cli("fit-preset", "kestrel", "--min-retrievals", "2").stdout
    assert as_json(cli("recall", "Kestrel step 1", "--preset", "kestrel", "--json"))["preset"] == "kestrel"


def test_fit_preset_counts_repeats_as_one_question_and_refuses_bad_arguments(memory: Memory) -> None:
    from memgraph_py.errors import InvalidInputError, InvalidQueryError

    for i in range(4):
        memory.remember(f"Project Kestrel step {i} is due on day {i}", "fact", id=f"step-{i}")
    asked = {}
    for i in range(4):
        for _ in range(2):  # each question asked twice
            response = memory.recall(f"Kestrel step {i} due", k=3)
            for hit in response:
                memory.feedback(response.retrieval_id, hit.cell.id,
                                "helpful" if hit.cell.id == f"step-{i}" else "unhelpful")
            asked[response.retrieval_id] = f"step {i}"
    named = memory.fit_preset("kestrel", questions=asked, min_retrievals=2)
    assert named.retrievals == 8 and named.questions == 4
    assert memory.fit_preset("kestrel-text", min_retrievals=2).questions == 4  # default: the query text
    for bad in ({"questions": ["step 1"]}, {"significance": -1}, {"significance": "1"},
                {"questions": {next(iter(asked)): ""}}):
        with pytest.raises(InvalidInputError):
            memory.fit_preset("refused", min_retrievals=2, **bad)
    with pytest.raises(InvalidQueryError):
        memory.recall("Kestrel", preset="refused")  # nothing was stored
