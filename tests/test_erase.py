"""Erasure, erase_namespace and stats on the real servers, checked the way an auditor would: after ``erase``
no query of either store returns the content — not the Neo4j node's properties, not the PostgreSQL row, its
keyword index entry or its HNSW neighbours — and neither ``reindex`` nor ``reconcile`` brings it back, while
every descendant's trace still shows that it was derived from an erased memory. Bad input is refused with a
typed error and changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from memgraph_py import (
    CellNotFoundError, CellStateError, CellStatus, IdConflictError, InvalidIdError, InvalidInputError, Memory,
)
from memgraph_py.connections import Neo4jStore, PgStore
from test_bad_input import leaves_store_unchanged, store_state

SECRET = "Zorblax Quentin's passport number is XK-99812"
TOMBSTONE_KEYS = {"id", "namespace", "kind", "created_at", "updated_at", "status", "base_status", "indexed",
                  "erased_at", "erased_by", "erased_reason"}


def node(neo: Neo4jStore, namespace: str, cell_id: str) -> dict[str, Any]:
    rows, _, _ = neo.driver.execute_query("MATCH (c:MemCell {namespace: $ns, id: $id}) RETURN properties(c) AS p",
                                          ns=namespace, id=cell_id)
    return rows[0]["p"]


# a property value (text, or a list of texts) that contains $t
HOLDS = ("toStringOrNull({v}) CONTAINS $t OR any(x IN CASE WHEN {v} IS :: LIST<ANY> THEN {v} ELSE [] END "
         "WHERE toStringOrNull(x) CONTAINS $t)")


def neo4j_mentions_of(neo: Neo4jStore, namespace: str, text: str) -> int:
    """The namespace's nodes, and relationships leaving them, with a property value containing ``text``."""
    rows, _, _ = neo.driver.execute_query(
        "CALL () { MATCH (n {namespace: $ns}) WHERE any(k IN keys(n) WHERE " + HOLDS.format(v="n[k]") + ") "
        "RETURN count(n) AS c UNION ALL MATCH ({namespace: $ns})-[r]->() WHERE any(k IN keys(r) WHERE "
        + HOLDS.format(v="r[k]") + ") RETURN count(r) AS c } RETURN sum(c) AS n", t=text, ns=namespace)
    return int(rows[0]["n"])


def pg_rows(pg: PgStore, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    with pg.connection() as conn:
        with conn.transaction():
            conn.execute("SET LOCAL enable_seqscan = off")  # the planner must use the HNSW / GIN indexes
            return conn.execute(sql, params).fetchall()


@pytest.fixture
def story(memory: Memory) -> dict[str, Any]:
    user = memory.remember("Please book my flight to Lisbon.", "user_input", tags=["travel"])
    secret = memory.remember(SECRET, "fact", [user], {"prompt": "copied from " + SECRET}, tags=["pii"],
                             source="passport-scan")
    booking = memory.remember("Booked flight TP-123 for the passenger.", "tool_result", [secret])
    confirmation = memory.remember("Your flight to Lisbon is booked.", "llm_output", [booking])
    return {"user": user, "secret": secret, "booking": booking, "confirmation": confirmation}


def test_erase_leaves_a_tombstone_and_no_store_returns_the_content(
        memory: Memory, story: dict[str, Any], neo: Neo4jStore, pg: PgStore) -> None:
    secret = story["secret"]
    vector = pg_rows(pg, "SELECT embedding::text FROM memcell_embedding WHERE namespace = %s AND cell_id = %s",
                     memory.namespace, secret.id)[0][0]
    keyword = ("SELECT cell_id FROM memcell_embedding WHERE namespace = %s "
               "AND keywords @@ plainto_tsquery('english', 'Zorblax')")
    assert pg_rows(pg, keyword, memory.namespace)

    report = memory.erase(secret, reason="GDPR art. 17 request", by="dpo")
    assert report.erased == (secret.id,) and report.rows_deleted == 1 and report.entities_removed >= 1

    # Neo4j: a tombstone with nothing of the content, no hash, no mentions
    props = node(neo, memory.namespace, secret.id)
    assert set(props) == TOMBSTONE_KEYS and props["status"] == "erased" and props["indexed"] is True
    assert props["erased_by"] == "dpo" and props["erased_reason"] == "GDPR art. 17 request"
    for text in ("XK-99812", "Zorblax", "zorblax"):  # content, generation context, entity names
        assert neo4j_mentions_of(neo, memory.namespace, text) == 0, text
    rows, _, _ = neo.driver.execute_query("MATCH (:MemCell {namespace: $ns, id: $id})-[:MENTIONS]->() RETURN count(*) AS n",
                                          ns=memory.namespace, id=secret.id)
    assert rows[0]["n"] == 0
    # PostgreSQL: no row, no keyword index entry, not among the HNSW neighbours of its own embedding
    assert pg_rows(pg, "SELECT 1 FROM memcell_embedding WHERE namespace = %s AND cell_id = %s",
                   memory.namespace, secret.id) == []
    assert pg_rows(pg, keyword, memory.namespace) == []
    neighbours = pg_rows(pg, "SELECT cell_id FROM memcell_embedding ORDER BY embedding <=> %s::vector LIMIT 20", vector)
    assert neighbours and secret.id not in {r[0] for r in neighbours}
    assert secret.id not in {r.cell.id for r in memory.recall("Zorblax Quentin passport number", 10,
                                                              include_contaminated=True, include_superseded=True)}

    # the client sees the tombstone; descendants still trace back to it
    tomb = memory.get(secret.id)
    assert tomb.status is CellStatus.ERASED and tomb.content == "" and tomb.generation_context is None
    assert tomb.erased_by == "dpo" and tomb.erased_at is not None and tomb.tags == () and tomb.source is None
    trace = memory.trace(story["confirmation"].id)
    erased = [e.cell for e in trace.ancestors if e.cell.id == secret.id]
    assert erased and erased[0].status is CellStatus.ERASED
    assert memory.get(story["booking"].id).status is CellStatus.VALID  # cascade keep

    # nothing brings it back
    memory.reindex()
    memory.reconcile()
    assert pg_rows(pg, "SELECT 1 FROM memcell_embedding WHERE namespace = %s AND cell_id = %s",
                   memory.namespace, secret.id) == []
    with pytest.raises(IdConflictError):
        memory.remember(SECRET, "fact", [story["user"]], id=secret.id)
    with pytest.raises(CellStateError):
        memory.correct(secret.id, "restored content", reason="undo")
    with pytest.raises(CellStateError):
        memory.invalidate(secret.id, reason="again")
    assert memory.erase(secret, reason="twice").erased == ()


def test_cascade_contaminate_and_cascade_erase(memory: Memory, story: dict[str, Any], neo: Neo4jStore,
                                               pg: PgStore) -> None:
    report = memory.erase(story["secret"], reason="request", cascade="contaminate")
    assert report.contaminated == 2 and len(report.invalidations) == 1
    assert memory.get(story["booking"].id).status is CellStatus.CONTAMINATED
    assert memory.get(story["confirmation"].id).status is CellStatus.CONTAMINATED
    assert memory.get(story["user"].id).status is CellStatus.VALID

    report = memory.erase(story["booking"], reason="derived from the erased scan", cascade="erase")
    assert set(report.erased) == {story["booking"].id, story["confirmation"].id} and report.rows_deleted == 2
    for cell in (story["booking"], story["confirmation"]):
        assert memory.get(cell.id).status is CellStatus.ERASED
        assert set(node(neo, memory.namespace, cell.id)) == TOMBSTONE_KEYS
    assert neo4j_mentions_of(neo, memory.namespace, "TP-123") == 0
    assert pg_rows(pg, "SELECT count(*) FROM memcell_embedding WHERE namespace = %s", memory.namespace) == [(1,)]


def test_erase_by_source_tag_and_entity(memory: Memory, story: dict[str, Any]) -> None:
    other = memory.remember("Zorblax Quentin prefers aisle seats.", "preference")
    assert memory.erase(source="passport-scan", reason="scan withdrawn").erased == (story["secret"].id,)
    assert memory.erase(tag="travel", reason="trip cancelled").erased == (story["user"].id,)
    assert memory.erase(entity="zorblax quentin", reason="all about him").erased == (other.id,)
    assert memory.erase(entity="Nobody Here", reason="none").erased == ()


def test_bad_erasures_are_refused_and_change_nothing(memory: Memory, story: dict[str, Any], neo: Neo4jStore,
                                                     pg: PgStore) -> None:
    state = lambda: store_state(neo, pg, memory.namespace)  # noqa: E731
    for call, error in (
        (lambda: memory.erase(story["secret"], reason="r", cascade="shred"), InvalidInputError),
        (lambda: memory.erase(reason="nothing selected"), InvalidInputError),
        (lambda: memory.erase(story["secret"], reason="  "), InvalidInputError),
        (lambda: memory.erase([story["secret"].id, "no-such-cell"], reason="r"), CellNotFoundError),
        (lambda: memory.erase("bad id!", reason="r"), InvalidIdError),
        (lambda: memory.erase(tag="", reason="r"), InvalidInputError),
        (lambda: memory.erase_namespace(), InvalidInputError),
        (lambda: memory.erase_namespace(confirm=True, batch=0), InvalidInputError),
    ):
        with leaves_store_unchanged(state), pytest.raises(error):
            call()


def test_erase_namespace_removes_the_tenant_from_both_stores_and_no_other(
        memory: Memory, story: dict[str, Any], neo: Neo4jStore, pg: PgStore) -> None:
    neighbour = memory.for_namespace(memory.namespace + "-n")
    with neighbour:
        kept = neighbour.remember("A memory of another tenant.", "fact")
        before = store_state(neo, pg, neighbour.namespace)
        memory.invalidate(story["booking"].id, reason="wrong flight")
        seen: list[int] = []
        report = memory.erase_namespace(confirm=True, batch=2, progress=seen.append)
        assert report.rows_deleted == 4 and report.by_label["MemCell"] == 4 and report.by_label["Invalidation"] == 1
        assert report.nodes_deleted == sum(report.by_label.values()) and report.batches >= 3 and seen[-1] == report.nodes_deleted
        assert store_state(neo, pg, memory.namespace) == {"nodes": [], "relationships": [], "postgres": []}
        assert store_state(neo, pg, neighbour.namespace) == before
        assert neighbour.get(kept.id).content == kept.content
        neighbour.erase_namespace(confirm=True)


def test_stats_count_kinds_statuses_layers_conflicts_and_pending_work(memory: Memory, story: dict[str, Any]) -> None:
    memory.invalidate(story["booking"].id, reason="wrong flight")
    memory.erase(story["user"], reason="request")
    memory.open_conflict(story["secret"], story["confirmation"], evidence="they disagree")
    stats = memory.stats()
    assert stats.cells == 4 and stats.by_kind == {"user_input": 1, "fact": 1, "tool_result": 1, "llm_output": 1}
    assert stats.by_status == {"erased": 1, "valid": 1, "invalid": 1, "contaminated": 1}
    assert sum(stats.by_layer.values()) == 4
    assert stats.open_conflicts == 1 and stats.active_invalidations == 1
    assert stats.pending_index == 0 and stats.pending_purge == 0 and stats.index_rows == 3
