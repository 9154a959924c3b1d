"""`memlineage bench peers` at a tiny size against the real peer packages (memlineage[peers]): every system
has its rows, quality figures are fractions, and MemLineage returns no stale memory after its corrections.
The peers' Neo4j instances are throwaway servers of the bench itself, on ports of their own."""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import pytest

PEER_PORT_BASE = int(os.environ.get("MEMLINEAGE_TEST_PEER_PORT_BASE", 17810))  # below Linux's ephemeral range (32768-60999)


def test_bench_peers_measures_every_peer_in_one_run(cli, tmp_path: Path) -> None:
    out = tmp_path / "peers.json"
    result = cli("bench", "peers", "--sessions", "2", "--sizes", "150", "--queries", "15",
                 "--peer-port-base", str(PEER_PORT_BASE), "--peer-heap", "512m", "--max-peer-load", "mem0=100",
                 "--output", str(out), ns=False)
    for name in ("MemLineage", "Mem0 OSS", "Graphiti", "neo4j-agent-memory"):
        assert name in result.output
    report = json.loads(out.read_text())
    rows = report["data"]["table"]
    systems = {r["system"] for r in rows}
    assert systems == {"MemLineage", "Mem0 OSS", "Graphiti", "neo4j-agent-memory"}
    for row in rows:
        for key in ("recall_plain", "ndcg_plain", "recall_lineage", "ndcg_lineage"):
            assert 0.0 <= row[key] <= 1.0, (row["system"], row["mode"], key, row[key])
        assert row["queries"] > 0 and row["ingest_per_s"] > 0
        assert row["version"]
    ours = [r for r in rows if r["system"] == "MemLineage"]
    assert all(r["stale"] == 0 for r in ours), ours
    # every system answered the same queries, and its latency at the corpus size was measured
    assert len({r["queries"] for r in rows}) == 1
    for row in rows:
        if row["mode"] == next(r["mode"] for r in rows if r["system"] == row["system"]):
            lat = row["latency_150"]
            assert lat["n"] == 15 and 0 < lat["p50"] <= lat["p95"] and math.isfinite(lat["ingest_per_s"])
            # a capped peer is loaded to its cap and timed there, and the table says so
            assert lat["loaded"] == (100 if row["system"] == "Mem0 OSS" else 150), row
    mem0_row = next(r for r in report["sections"][0]["rows"] if r[0].startswith("Mem0 OSS"))
    assert all("at its cap, 100" in cell for cell in mem0_row[-3:]), mem0_row
    # each system's corrections went through its own mechanism (two sessions of seed 1's history already hold a
    # correction, an invalidation with derived memories below it and changed preferences)
    mechanisms = {name: " ".join(info["mechanisms"]) for name, info in report["data"]["quality"]["systems"].items()}
    assert "correct()" in mechanisms["MemLineage"] and "supersede()" in mechanisms["MemLineage"]
    assert "invalidate()" in mechanisms["MemLineage"]
    assert "update()" in mechanisms["Mem0 OSS"] and "delete()" in mechanisms["Mem0 OSS"]
    # Graphiti's own invalidation: the old fact's invalid_at is the new one's valid_at
    assert "resolve_edge_contradictions: invalid_at = new valid_at" in mechanisms["Graphiti"]
    assert "supersede_preference()" in mechanisms["neo4j-agent-memory"]
    # the feature rows were filled by running each question on each system
    features = report["data"]["features"]
    assert set(features) == {"trace an answer to its sources", "blast radius of a wrong memory",
                             "point-in-time belief"}
    for question, by_system in features.items():
        assert set(by_system) == systems, question
        assert by_system["MemLineage"].startswith("yes"), (question, by_system["MemLineage"])


def test_bench_peers_refuses_unknown_peers(cli) -> None:
    result = cli("bench", "peers", "--peers", "mem0,zep-cloud", code=2, ns=False)
    assert "zep-cloud" in result.output
