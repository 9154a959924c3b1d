# Generated from tests/client/_async/test_traces.py by tools/unasync.py: do not edit. Change the source, then `make generate`.
"""The synchronous twin of :mod:`tests.client._async.test_traces`, generated: read that module for the documentation."""

from __future__ import annotations

import math

import pytest

from memgraph_py import (
    Memory, CellNotFoundError, CellStatus, CrossNamespaceError, CycleError, InvalidInputError, MemLineageError,
)
from memgraph_py.errors import ConflictNotFoundError, ConflictStateError
from memgraph_py.traces import ConflictStatus, RelationType


def test_associations_are_typed_weighted_and_one_per_pair_and_type(client: Memory) -> None:
    claim = client.remember("The museum opens at 9 am", "fact")
    evidence = client.remember("Museum website: opening hours 9:00-18:00", "tool_result")
    relation = client.relate(evidence, claim, "SUPPORTS", strength=0.9, confidence=0.8, reason="same hours",
                                   by="tester")
    assert relation["created"] is True and relation["type"] == "SUPPORTS"
    again = client.relate(evidence, claim, "supports", strength=0.6)  # upsert, case-insensitive name
    assert again["created"] is False

    (seen,) = client.relations(claim, direction="in")
    assert seen.type is RelationType.SUPPORTS and seen.cell.id == evidence.id
    assert math.isclose(seen.strength, 0.6) and seen.direction == "in"
    assert client.relations(claim, types=["CONTRADICTS"]) == []
    assert [r.cell.id for r in client.relations(evidence, direction="out")] == [claim.id]

    assert client.unrelate(evidence, claim, "SUPPORTS") == 1
    assert client.unrelate(evidence, claim, "SUPPORTS") == 0
    assert client.relations(claim) == []


def test_bad_associations_are_refused_and_write_nothing(client: Memory) -> None:
    a = client.remember("memory a", "fact")
    b = client.remember("memory b", "fact")
    for call in (
        lambda: client.relate(a, a, "SUPPORTS"),                       # self-link
        lambda: client.relate(a, b, "LIKES"),                          # unknown type
        lambda: client.relate(a, b, "SUPPORTS", strength=float("nan")),
        lambda: client.relate(a, b, "SUPPORTS", confidence=1.5),
        lambda: client.relate(a, b, "SUPPORTS", source="rumour"),
        lambda: client.relations(a, direction="sideways"),
    ):
        with pytest.raises(InvalidInputError):
            call()
    with pytest.raises(CellNotFoundError):
        client.relate(a, "no-such-cell", "RELATED_TO")
    assert client.relations(a) == [] and client.relations(b) == []


def test_capture_records_follows_within_a_step_and_result_of_a_recorded_call(client: Memory) -> None:
    question = client.remember("Weather in Lisbon?", "user_input")

    @client.track("tool_result", record_call=True)
    def weather(city: str) -> str:
        return f"{city}: 22°C"

    with client.step(question):
        thought = client.remember("I should check the forecast", "llm_reasoning")
        forecast = weather("Lisbon")
    forecast_id = client.cell_of(forecast)
    assert forecast_id is not None
    (call,) = client.parents(forecast_id)
    assert [r.cell.id for r in client.relations(forecast_id, ["RESULT_OF"], "out")] == [call.id]
    assert [r.cell.id for r in client.relations(call, ["FOLLOWS"], "out")] == [thought.id]
    assert [r.cell.id for r in client.relations(forecast_id, ["FOLLOWS"], "out")] == [call.id]
    assert [r.source.value for r in client.relations(forecast_id, ["FOLLOWS", "RESULT_OF"], "out")] == [
        "capture", "capture"]


def test_link_adds_lineage_and_carries_contamination(client: Memory) -> None:
    source = client.remember("Exchange rate: 1 EUR = 1.08 USD", "tool_result")
    summary = client.remember("Budget summary in USD", "summary")
    invalidation = client.invalidate(source.id, reason="stale rate")
    linked = client.link(summary, [source], by="analyst")
    assert linked == {"edges": 1, "contaminated": 1}
    assert (client.get(summary.id)).status is CellStatus.CONTAMINATED
    with pytest.raises(CycleError):
        client.link(source, [summary])
    client.restore(invalidation.id)
    assert (client.get(summary.id)).status is CellStatus.VALID


def test_supersede_is_one_transaction_and_versions_follow_the_chain(client: Memory) -> None:
    profile = client.remember("Traveller profile", "user_input")
    window = client.remember("I prefer a window seat", "preference", [profile])
    aisle = client.supersede(window.id, "I prefer an aisle seat", reason="changed", by="user")
    front = client.supersede(aisle.id, "I prefer an aisle seat near the front", reason="refined", by="user")
    versions = client.versions(aisle)
    assert [(v.offset, v.cell.id) for v in versions] == [(-1, window.id), (0, aisle.id), (1, front.id)]
    assert versions[0].superseded_at is not None and versions[-1].superseded_at is None
    assert (client.latest(window)).id == front.id

    before = client.descendants(profile.id)
    with pytest.raises(InvalidInputError):
        client.correct(front.id, "I prefer the middle seat", reason="")  # a correction needs a reason
    with pytest.raises(MemLineageError):
        client.supersede(front.id, "   ", reason="blank content")
    assert client.descendants(profile.id) == before  # nothing half-written
    assert (client.get(front.id)).status is CellStatus.VALID


def test_a_contradiction_of_equal_standing_waits_for_review_and_a_decision(client: Memory) -> None:
    a = client.remember("The venue holds 200 people", "tool_result", source="venue_site")
    b = client.remember("The venue holds 120 people", "tool_result", source="city_registry")
    conflict = client.open_conflict(a, b, evidence="two capacities for one venue", confidence=0.9, by="qa")
    assert conflict.status is ConflictStatus.OPEN and set(conflict.cells) == {a.id, b.id}
    again = client.open_conflict(b, a, evidence="the same pair again", by="qa")
    assert again.id == conflict.id
    assert [c.id for c in client.conflicts()] == [conflict.id]

    with pytest.raises(InvalidInputError):
        client.resolve(conflict, "no-such-cell", reason="?")
    resolved = client.resolve(conflict, b, reason="the registry is authoritative", by="dba")
    assert resolved.status is ConflictStatus.RESOLVED and resolved.winner == b.id and resolved.loser == a.id
    assert (client.get(a.id)).status is CellStatus.SUPERSEDED
    assert client.conflicts() == [] and [c.id for c in client.conflicts("resolved")] == [conflict.id]
    with pytest.raises(ConflictStateError):
        client.dismiss(conflict, reason="too late")
    with pytest.raises(ConflictNotFoundError):
        client.resolve("no-such-conflict", b, reason="?")

    hits = client.recall("how many people does the venue hold", k=5, preset="semantic")
    assert a.id not in [h.cell.id for h in hits]  # a resolved loser is never recalled


def test_discovery_supersedes_a_changed_preference_and_queues_what_it_cannot_settle(
        client: Memory) -> None:
    profile = client.remember("My travel profile", "user_input")
    window = client.remember("I prefer a window seat on flights", "preference", [profile])
    client.discover()  # nothing to compare with yet
    aisle = client.remember("I prefer an aisle seat on flights", "preference", [profile])
    unsure = client.remember("The hotel might have a pool", "fact", confidence=0.3)
    report = client.discover()

    assert report.cells == 2
    (conflict,) = [c for c in report.conflicts if set(c.cells) == {window.id, aisle.id}]
    assert conflict.status is ConflictStatus.RESOLVED and conflict.rule == "newest_preference"
    assert conflict.winner == aisle.id and conflict.by == "discovery" and conflict.resolved_by == "policy"
    assert (client.get(window.id)).status is CellStatus.SUPERSEDED
    assert (client.latest(window)).id == aisle.id
    assert report.low_confidence == (unsure.id,)
    queued = client.conflicts()
    assert [(c.kind, c.cells) for c in queued] == [("low_confidence", (unsure.id,))]
    confirmed = client.resolve(queued[0], unsure, reason="checked the website", by="user")
    assert confirmed.status is ConflictStatus.RESOLVED and (client.get(unsure.id)).confidence == 1.0


def test_another_namespace_cannot_touch_these_traces(client: Memory) -> None:
    a = client.remember("mine a", "fact")
    b = client.remember("mine b", "fact")
    conflict = client.open_conflict(a, b, evidence="test", by="qa")
    other = client.for_namespace(client.namespace + "-intruder")
    try:
        with pytest.raises(CrossNamespaceError):  # Cells of another namespace: refused before any I/O
            other.relate(a, b, "SUPPORTS")
        with pytest.raises(CellNotFoundError):  # their ids: not found in this namespace
            other.relate(a.id, b.id, "SUPPORTS")
        with pytest.raises(CellNotFoundError):
            other.link(a.id, [b.id])
        with pytest.raises(ConflictNotFoundError):
            other.resolve(conflict.id, a.id, reason="not mine")
        with pytest.raises(ConflictNotFoundError):
            other.dismiss(conflict.id, reason="not mine")
        with pytest.raises(CellNotFoundError):
            other.versions(a.id)
        with pytest.raises(CellNotFoundError):
            other.relations(a.id)
        assert other.conflicts("all") == []
    finally:
        other.close()
    assert [c.status for c in client.conflicts()] == [ConflictStatus.OPEN]
    assert client.relations(a, ["SUPPORTS"]) == []


def test_one_discovery_pass_settles_a_preference_changed_twice_into_one_chain(client: Memory) -> None:
    profile = client.remember("Profile of the diner", "user_input")
    first = client.remember("My favourite food is Thai", "preference", [profile])
    client.discover()
    second = client.remember("My favourite food is Greek", "preference", [profile])
    third = client.remember("My favourite food is Italian", "preference", [profile])
    client.discover()
    assert (client.latest(first)).id == third.id
    assert [v.cell.id for v in client.versions(third)] == [first.id, second.id, third.id]
    assert (client.get(second.id)).status is CellStatus.SUPERSEDED
