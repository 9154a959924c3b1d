"""Reads go where a cluster can serve them: every query the client sends in a READ transaction calls only
procedures declared READ, and recall's PostgreSQL reads can run on a read-only replica connection."""

from __future__ import annotations

import re
from pathlib import Path

import psycopg
import pytest

from memgraph_py import Memory, QueryEvent, Settings
from memgraph_py.connections import Neo4jStore

ROOT = Path(__file__).resolve().parents[1]
PROCEDURE_CALL = re.compile(r"\b(memlineage\.[A-Za-z.]+)\s*\(")


def procedure_modes(neo: Neo4jStore) -> dict[str, str]:
    records, _, _ = neo.driver.execute_query(
        "SHOW PROCEDURES YIELD name, mode WHERE name STARTS WITH 'memlineage.' RETURN name, mode")
    return {r["name"]: r["mode"] for r in records}


def test_the_client_reads_only_through_read_procedures(local_servers: Settings, namespace: str, embedder,
                                                       neo: Neo4jStore) -> None:
    events: list[QueryEvent] = []
    with Memory(namespace, settings=local_servers, embedder=embedder, tracer=events.append) as memory:
        root = memory.remember("Where do we meet?", "user_input")
        leaf = memory.remember("In Vienna", "tool_result", [root])
        invalidation = memory.invalidate(leaf.id, reason="moved")
        memory.restore(invalidation.id)
        memory.get(leaf.id), memory.parents(leaf.id), memory.children(root.id)
        memory.ancestors(leaf.id), memory.descendants(root.id), memory.trace(leaf.id), memory.impact(root.id)
        memory.reach(invalidation.id), memory.history(leaf.id)
        response = memory.recall("meeting place", focus=[leaf])
        memory.recall("meeting place", focus=[leaf], record=False)
        memory.retrieval(response.retrieval_id), memory.reconcile()

    modes = procedure_modes(neo)
    reads = {e.name for e in events if not e.write}
    assert {"lineage_get", "lineage_trace_cells", "contamination_impact", "contamination_reach",
            "contamination_history", "recall_neighbourhood", "recall_rank_read", "recall_retrieval",
            "cells_unindexed"} <= reads
    for name in reads:
        text = (ROOT / "cypher" / "client" / f"{name}.cypher").read_text()
        for procedure in PROCEDURE_CALL.findall(text):
            assert modes[procedure] == "READ", f"{name} reads through {procedure}, declared {modes[procedure]}"
    # and the writes are what they say: each calls a procedure that writes, or writes itself
    assert {e.name for e in events if e.write} >= {"lineage_record", "contamination_invalidate", "recall_record"}


def test_recall_reads_postgresql_through_a_read_only_replica_connection(
        local_servers: Settings, namespace: str, embedder) -> None:
    # one local server stands in for the replica; the pool opens its sessions read-only as for a real one
    settings = local_servers.model_copy(update={"pg_read_dsn": local_servers.resolved_pg_dsn()})
    with Memory(namespace, settings=settings, embedder=embedder) as memory:
        memory.remember("The replica answers recall", "fact")
        hits = memory.recall("who answers recall?", k=1)
        assert [h.cell.content for h in hits] == ["The replica answers recall"]
        assert memory._pg_read is not memory._pg
        with memory._pg_read.connection() as conn, pytest.raises(psycopg.errors.ReadOnlySqlTransaction):
            conn.execute("DELETE FROM memcell_embedding WHERE cell_id = 'no-such-cell'")  # a write, of nothing
