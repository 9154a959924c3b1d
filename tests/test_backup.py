"""`memlineage backup` / `restore-backup` as a round trip on a server pair of its own (issue 14): what was
stored at backup time comes back exactly — statuses, lineage, recall, a clean `check` — and what was written
after it is gone; a tampered backup is refused before anything is touched."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from memgraph_py import Memory, Settings
from memgraph_py.cli import app
from memgraph_py.local import servers


def _state(memory: Memory, ids: dict[str, str]) -> dict[str, object]:
    return {"statuses": {name: memory.get(cell).status.value for name, cell in ids.items()},
            "trace": sorted(a.cell.id for a in memory.trace(ids["email"]).ancestors),
            "recall": [r.cell.id for r in memory.recall("weather in Vienna", k=5)],
            "check": memory.check().ok}


@pytest.fixture(scope="module")
def own_servers(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """One server pair for the module (a start costs more than the tests): the round trip first, then the bench,
    which ends by stopping the pair for its cold-copy baseline."""
    settings = Settings.from_env({}, home=tmp_path_factory.mktemp("backup") / "home", neo4j_bolt_port=26687,
                                 neo4j_http_port=26474,
                                 pg_port=26433, neo4j_heap="1g", neo4j_pagecache="256m")
    servers.start(settings)
    env = {"MEMLINEAGE_HOME": str(settings.home), "MEMLINEAGE_NEO4J_BOLT_PORT": "26687",
           "MEMLINEAGE_NEO4J_HTTP_PORT": "26474", "MEMLINEAGE_PG_PORT": "26433",
           "MEMLINEAGE_NEO4J_HEAP": "1g", "MEMLINEAGE_NEO4J_PAGECACHE": "256m",
           "MEMLINEAGE_NEO4J_URI": "", "MEMLINEAGE_PG_DSN": "", "MEMLINEAGE_NEO4J_PASSWORD": ""}
    yield settings, {k: v for k, v in env.items() if v} | {k: None for k, v in env.items() if not v}
    servers.stop(settings)


def test_backup_and_restore_round_trip(own_servers, tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    settings, env = own_servers
    runner = CliRunner()
    with Memory("trip", settings=settings, embedder=embedder) as memory:
        q = memory.remember("Plan a weekend in Vienna", "user_input")
        w = memory.remember("Vienna weather: 18°C and sunny", "tool_result", [q])
        e = memory.remember("Email: pack light for Vienna", "llm_output", [w, q])
        inv = memory.invalidate(w.id, reason="stale forecast")
        ids = {"question": q.id, "weather": w.id, "email": e.id}
        before = _state(memory, ids)
    assert before["statuses"] == {"question": "valid", "weather": "invalid", "email": "contaminated"}

    target = tmp_path / "backup"
    made = runner.invoke(app, ["backup", str(target), "--json"], env=env)
    assert made.exit_code == 0, made.output
    manifest = json.loads(made.output)
    assert {"postgres.dump", "neo4j/neo4j.dump"} <= set(manifest["files"])
    assert json.loads((target / "manifest.json").read_text())["files"] == manifest["files"]
    refused = runner.invoke(app, ["backup", str(target)], env=env)
    assert refused.exit_code == 1 and "never overwrites" in refused.output

    with Memory("trip", settings=settings, embedder=embedder) as memory:  # Neo4j is back: write after the backup
        later = memory.remember("Vienna weather corrected: 9°C and rain", "tool_result", [q])
        memory.restore(inv.id)
        assert memory.get(e.id).status.value == "valid"

    tampered = tmp_path / "tampered"
    shutil.copytree(target, tampered)
    with (tampered / "postgres.dump").open("ab") as fh:
        fh.write(b"x")
    bad = runner.invoke(app, ["restore-backup", str(tampered), "--yes"], env=env)
    assert bad.exit_code == 1 and "differs from the manifest" in bad.output
    assert "pass --yes" in runner.invoke(app, ["restore-backup", str(target)], env=env).output

    restored = runner.invoke(app, ["restore-backup", str(target), "--yes", "--json"], env=env)
    assert restored.exit_code == 0, restored.output
    with Memory("trip", settings=settings, embedder=embedder) as memory:
        assert _state(memory, ids) == before  # statuses, lineage and recall as at backup time; check clean
        with pytest.raises(Exception, match="no memory"):
            memory.get(later.id)  # written after the backup: gone from both stores
        assert memory.check().embeddings == 3


def test_bench_backup_round_trip(own_servers) -> None:  # type: ignore[no-untyped-def]
    """`memlineage bench backup` at a tiny size on a home of its own (here the module's pair, not the configured
    servers'): the fingerprint identical after the restore, the later write gone, each step of both commands timed."""
    settings, _ = own_servers
    env = {"MEMLINEAGE_NEO4J_HEAP": "1g", "MEMLINEAGE_NEO4J_PAGECACHE": "256m"}
    ran = CliRunner().invoke(app, ["bench", "backup", "--cells", "60", "--home", str(settings.home),
                                   "--bolt-port", "26687", "--http-port", "26474", "--pg-port", "26433", "--json"],
                             env=env)
    assert ran.exit_code == 0, ran.output
    result = json.loads(ran.output)
    assert result["cells"] == 60 and result["identical"] and result["later_write_gone"] and result["check_ok"]
    # recall is compared apart: the bench's memories share one template and random vectors, so rank ties, and a
    # restore's new physical row order may break them otherwise (the round trip above asserts recall on real text)
    assert set(result["differences"]) <= {"recalls"} and 0.0 < result["recall_overlap"] <= 1.0
    assert result["fingerprint"]["by_status"].get("invalid", 0) >= 1  # the bench invalidated a closure
    assert any(step.startswith("backup: dumping Neo4j") for step in result["phases"])
    assert any(step.startswith("restore: loading Neo4j") for step in result["phases"])
    assert result["dump_bytes"] > 0 and result["cold_copy_seconds"] >= 0
    refused = CliRunner().invoke(app, ["bench", "backup", "--cells", "5"], env=env)
    assert refused.exit_code == 1 and "--cells must be at least 10" in refused.output
