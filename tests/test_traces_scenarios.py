"""The product's stories about memory traces, end to end on the real servers: a fact corrected by a later
result of the same tool settles itself; two sources of equal standing disagree and a DBA decides through
the procedure; a changed preference found by discovery is what the current task recalls."""

from __future__ import annotations

from memgraph_py import Memory
from memgraph_py.connections import Neo4jStore
from memgraph_py.models import CellStatus


def test_a_later_result_of_the_same_tool_corrects_the_earlier_one(memory: Memory) -> None:
    trip = memory.remember("Plan a weekend in Lisbon", "task")
    old = memory.remember("Flight TP123 departs at 9:15", "tool_result", [trip], source="flights_api")
    memory.discover()
    new = memory.remember("Flight TP123 departs at 11:40", "tool_result", [trip], source="flights_api")
    report = memory.discover()
    (conflict,) = [c for c in report.conflicts if set(c.cells) == {old.id, new.id}]
    assert conflict.rule == "newer_statement" and conflict.winner == new.id
    assert memory.get(old.id).status is CellStatus.SUPERSEDED
    assert [v.cell.id for v in memory.versions(new)] == [old.id, new.id]


def test_sources_of_equal_standing_wait_for_a_dba_who_resolves_through_the_procedure(
        memory: Memory, neo: Neo4jStore) -> None:
    event = memory.remember("Organise the company offsite", "task")
    site = memory.remember("The venue holds 200 people", "tool_result", [event], source="venue_site")
    memory.discover()
    registry = memory.remember("The venue holds 120 people", "tool_result", [event], source="city_registry")
    memory.discover()
    (queued,) = memory.conflicts()
    assert set(queued.cells) == {site.id, registry.id} and queued.rule is None

    # the DBA, in cypher-shell or Neo4j Browser
    records, _, _ = neo.driver.execute_query(
        "CALL memlineage.traces.conflicts($namespace, 'open') YIELD conflict RETURN conflict",
        namespace=memory.namespace)
    assert [r["conflict"]["id"] for r in records] == [queued.id]
    records, _, _ = neo.driver.execute_query(
        "CALL memlineage.traces.resolve($namespace, $conflict, $keep, 'fire code registry is authoritative', 'dba') "
        "YIELD conflict RETURN conflict", namespace=memory.namespace, conflict=queued.id, keep=registry.id)
    assert records[0]["conflict"]["status"] == "resolved"

    assert memory.conflicts() == []
    assert memory.get(site.id).status is CellStatus.SUPERSEDED
    hits = memory.recall("how many people fit in the venue", k=5, focus=[event])
    assert registry.id in hits.ids() and site.id not in hits.ids()


def test_a_preference_changed_and_found_by_discovery_is_what_the_task_recalls(memory: Memory) -> None:
    profile = memory.remember("Profile of the traveller", "user_input")
    window = memory.remember("I prefer a window seat on flights", "preference", [profile])
    task = memory.remember("Book my flight to Oslo", "task", [window])
    memory.discover()
    aisle = memory.remember("I prefer an aisle seat on flights", "preference", [profile])
    memory.discover()
    assert memory.get(window.id).status is CellStatus.SUPERSEDED
    with memory.step(task):
        hits = memory.recall("which seat should I book", k=5, preset="lineage")
    assert aisle.id in hits.ids() and window.id not in hits.ids()
    assert any("newer version" in h.reason for h in hits if h.cell.id == aisle.id)
