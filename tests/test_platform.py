"""The platform: real Neo4j (APOC, GDS, memlineage) and PostgreSQL+pgvector, as a user gets them."""

from __future__ import annotations

import urllib.request
import xml.etree.ElementTree as ET
from pathlib import Path

import neo4j
import pytest

from memgraph_py import AuthenticationFailed, Settings
from memgraph_py.connections import Neo4jStore, PgStore
from memgraph_py.local import servers
from memgraph_py.migrate import migrate_neo4j, migrate_postgres

ROOT = Path(__file__).resolve().parents[1]


def pinned_versions() -> dict[str, str]:
    pom = ET.parse(ROOT / "plugins" / "pom.xml").getroot()
    ns = {"m": "http://maven.apache.org/POM/4.0.0"}
    props = pom.find("m:properties", ns)
    return {child.tag.split("}")[1]: (child.text or "") for child in props}


def test_versions_over_bolt_are_the_pinned_ones(neo: Neo4jStore) -> None:
    pins = pinned_versions()
    records, _, _ = neo.driver.execute_query(
        "RETURN apoc.version() AS apoc, gds.version() AS gds, memlineage.version() AS memlineage")
    row = records[0]
    assert row["apoc"] == pins["apoc.version"]
    assert row["gds"] == pins["gds.version"]
    assert row["memlineage"] == "0.1.0"
    components, _, _ = neo.driver.execute_query("CALL dbms.components() YIELD versions, edition RETURN versions[0] AS v, edition")
    assert components[0]["v"] == pins["neo4j.version"]
    assert components[0]["edition"] == "community"


def test_status_reports_uris_and_every_version(local_servers: Settings) -> None:
    status = servers.status(local_servers)
    if not status.neo4j_running:  # external servers given by the environment
        pytest.skip("status of local servers only; external servers were configured")
    assert status.neo4j_uri.startswith("bolt://127.0.0.1:")
    assert status.browser_url.endswith("/browser/")
    assert set(status.versions) == {"neo4j", "apoc", "gds", "memlineage", "postgres", "vector"}
    assert status.versions["vector"] >= "0.8"
    assert not status.errors


def test_gds_runs_pagerank(neo: Neo4jStore, namespace: str) -> None:
    neo.driver.execute_query(
        "UNWIND range(1, 5) AS i CREATE (:GdsSmoke {ns: $ns, i: i})", ns=namespace)
    neo.driver.execute_query(
        "MATCH (a:GdsSmoke {ns: $ns}), (b:GdsSmoke {ns: $ns}) WHERE b.i = a.i + 1 CREATE (a)-[:NEXT]->(b)", ns=namespace)
    records, _, _ = neo.driver.execute_query(
        """
        MATCH (a:GdsSmoke {ns: $ns})-[:NEXT]->(b:GdsSmoke {ns: $ns})
        WITH gds.graph.project($graph, a, b) AS g
        CALL gds.pageRank.stream($graph) YIELD nodeId, score
        RETURN gds.util.asNode(nodeId).i AS i, score ORDER BY score DESC
        """, ns=namespace, graph=f"g-{namespace}")
    neo.driver.execute_query("CALL gds.graph.drop($graph)", graph=f"g-{namespace}")
    neo.driver.execute_query("MATCH (n:GdsSmoke {ns: $ns}) DETACH DELETE n", ns=namespace)
    assert [r["i"] for r in records][0] == 5  # the sink of the chain ranks highest


def test_migrations_are_idempotent_and_recorded_in_both_stores(neo: Neo4jStore, pg: PgStore) -> None:
    again = migrate_neo4j(neo) + migrate_postgres(pg)
    assert again and all(r.action == "already applied" for r in again)
    recorded, _, _ = neo.driver.execute_query("MATCH (m:MemLineageMigration) RETURN m.version AS v ORDER BY v")
    assert [r["v"] for r in recorded][0] == 1
    with pg.connection() as conn:
        versions = [r[0] for r in conn.execute("SELECT version FROM memlineage_schema_migrations")]
    assert versions[0] == 1
    constraints, _, _ = neo.driver.execute_query("SHOW CONSTRAINTS YIELD name RETURN collect(name) AS names")
    assert "memcell_namespace_id" in constraints[0]["names"]


def test_wrong_password_is_refused(local_servers: Settings) -> None:
    bad = local_servers.model_copy(update={"neo4j_password": "not-the-password"})
    store = Neo4jStore(bad)
    try:
        with pytest.raises(AuthenticationFailed) as info:
            store.verify()
        assert local_servers.resolved_neo4j_uri() in str(info.value)
    finally:
        store.close()


def test_browser_serves_the_app(local_servers: Settings) -> None:
    status = servers.status(local_servers)
    if not status.neo4j_running:
        pytest.skip("the Browser check needs the local server")
    with urllib.request.urlopen(status.browser_url, timeout=10) as response:
        body = response.read().decode("utf-8", "replace")
    assert response.status == 200
    assert "<title>Neo4j Browser</title>" in body


def test_reachability_plan_uses_pruning_bfs(neo: Neo4jStore) -> None:
    _, summary, _ = neo.driver.execute_query(
        "EXPLAIN MATCH (a:MemCell {namespace: $ns, id: $id})<-[:DERIVED_FROM*]-(d) RETURN DISTINCT d",
        ns="x", id="y")
    operators = _operators(summary.plan)
    assert any(op.startswith("VarLengthExpand(Pruning,BFS") for op in operators), operators


def test_pgvector_hnsw_index_is_used(pg: PgStore, namespace: str) -> None:
    import numpy as np

    rng = np.random.default_rng(7)
    with pg.connection() as conn:
        with conn.transaction():
            rows = [(namespace, f"c{i}", "fact", "test", rng.normal(size=384).astype(np.float32)) for i in range(300)]
            with conn.cursor() as cur:
                cur.executemany(
                    "INSERT INTO memcell_embedding (namespace, cell_id, kind, created_at, model, embedding, keywords)"
                    " VALUES (%s, %s, %s, now(), %s, %s, to_tsvector('english', 'x'))", rows)
            conn.execute("SET LOCAL enable_seqscan = off")
            plan = "\n".join(r[0] for r in conn.execute(
                "EXPLAIN SELECT cell_id FROM memcell_embedding WHERE NOT hnsw_pending"  # the partial index's predicate (V0003)
                    " ORDER BY embedding <=> %s LIMIT 5", (rows[0][4],)))
            nearest = conn.execute(
                "SELECT cell_id FROM memcell_embedding WHERE namespace = %s ORDER BY embedding <=> %s LIMIT 1",
                (namespace, rows[0][4])).fetchone()[0]
            conn.execute("DELETE FROM memcell_embedding WHERE namespace = %s", (namespace,))
    assert "memcell_embedding_hnsw" in plan
    assert nearest == "c0"


def _operators(plan) -> list[str]:
    found = [plan.operator_type if hasattr(plan, "operator_type") else plan["operatorType"]]
    children = plan.children if hasattr(plan, "children") else plan.get("children", [])
    for child in children:
        found += _operators(child)
    return found


def test_routing_uri_is_accepted(local_servers: Settings) -> None:
    uri = local_servers.resolved_neo4j_uri().replace("bolt://", "neo4j://")
    store = Neo4jStore(local_servers.model_copy(update={"neo4j_uri": uri}))
    try:
        assert store.run("admin_versions", write=False)[0]["memlineage"] == "0.1.0"
    finally:
        store.close()


def test_driver_errors_keep_their_cause(local_servers: Settings) -> None:
    bad = local_servers.model_copy(update={"neo4j_password": "nope"})
    store = Neo4jStore(bad)
    try:
        with pytest.raises(AuthenticationFailed) as info:
            store.run("admin_versions")
        assert isinstance(info.value.__cause__, neo4j.exceptions.AuthError)
    finally:
        store.close()
