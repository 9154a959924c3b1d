"""`check` (fsck) on the real servers: a healthy namespace is clean; each corruption a crash or a hand edit
can leave is found by name, `repair=True` fixes what is derivable, and the namespace is clean again."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from memgraph_py import Memory
from memgraph_py.cli import app
from memgraph_py.connections import Neo4jStore, PgStore


def _story(memory: Memory) -> dict[str, str]:
    q = memory.remember("Plan a trip to Rio in May", "user_input")
    w = memory.remember("Rio in May: 26°C, dry", "tool_result", [q])
    p = memory.remember("Pack light clothes for Rio", "plan", [w])
    memory.invalidate(w.id, reason="stale forecast", by="test")
    return {"question": q.id, "weather": w.id, "plan": p.id}


def test_a_healthy_namespace_is_clean(memory: Memory) -> None:
    _story(memory)
    report = memory.check()
    assert report.ok and report.violations == ()
    assert (report.cells, report.embeddings, report.pending_index) == (3, 3, 0)


def test_corruptions_are_found_by_name_and_repaired(memory: Memory, neo: Neo4jStore, pg: PgStore) -> None:
    ids = _story(memory)
    ns = memory.namespace
    # a status no active invalidation implies, an embedding lost, an embedding without its cell,
    # and a cell whose embedding arrived but whose mark did not
    neo.driver.execute_query("MATCH (c:MemCell {namespace: $ns, id: $id}) SET c.status = 'valid'", {"ns": ns, "id": ids["plan"]})
    with pg.connection() as conn:
        conn.execute("DELETE FROM memcell_embedding WHERE namespace = %s AND cell_id = %s", (ns, ids["question"]))
        conn.execute("INSERT INTO memcell_embedding (namespace, cell_id, kind, tags, created_at, model, embedding, "
                     "keywords) SELECT namespace, 'ghost', kind, tags, created_at, model, embedding, keywords "
                     "FROM memcell_embedding WHERE namespace = %s AND cell_id = %s", (ns, ids["weather"]))
    neo.driver.execute_query("MATCH (c:MemCell {namespace: $ns, id: $id}) SET c.indexed = false", {"ns": ns, "id": ids["weather"]})

    report = memory.check()
    assert not report.ok
    assert {(v.check, v.id) for v in report.violations} == {
        ("status", ids["plan"]), ("missing_embedding", ids["question"]), ("orphan_embedding", "ghost"),
        ("unmarked_index", ids["weather"])}
    status = next(v for v in report.violations if v.check == "status")
    assert (status.actual, status.expected) == ("valid", "contaminated")

    fixed = memory.check(repair=True)
    assert fixed.ok, fixed.violations
    assert fixed.repaired == {"status": 1, "orphan_embedding": 1, "missing_embedding": 1, "unmarked_index": 1,
                              "reconciled": 1}
    assert memory.get(ids["plan"]).status.value == "contaminated"
    with pg.connection() as conn:
        rows = conn.execute("SELECT cell_id FROM memcell_embedding WHERE namespace = %s ORDER BY cell_id",
                            (ns,)).fetchall()
    assert sorted(r[0] for r in rows) == sorted(ids.values())  # the lost embedding is back, the ghost gone


def test_check_command_exits_non_zero_on_a_violation(memory: Memory, neo: Neo4jStore, local_servers) -> None:
    ids = _story(memory)
    runner = CliRunner()
    env = {"MEMLINEAGE_NEO4J_URI": local_servers.resolved_neo4j_uri(),
           "MEMLINEAGE_NEO4J_PASSWORD": local_servers.resolved_neo4j_password(),
           "MEMLINEAGE_PG_DSN": local_servers.resolved_pg_dsn(), "MEMLINEAGE_HOME": str(local_servers.home)}
    clean = runner.invoke(app, ["check", "-n", memory.namespace, "--json"], env=env)
    assert clean.exit_code == 0, clean.output
    assert json.loads(clean.output)["ok"] is True

    neo.driver.execute_query("MATCH (c:MemCell {namespace: $ns, id: $id}) SET c.status = 'valid'",
            {"ns": memory.namespace, "id": ids["plan"]})
    broken = runner.invoke(app, ["check", "-n", memory.namespace], env=env)
    assert broken.exit_code == 1
    assert "status" in broken.output and ids["plan"] in broken.output
    repaired = runner.invoke(app, ["check", "-n", memory.namespace, "--repair", "--json"], env=env)
    assert repaired.exit_code == 0, repaired.output
    assert json.loads(repaired.output)["repaired"] == {"status": 1}
