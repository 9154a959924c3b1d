"""PostgreSQL killed (`kill -9`) while an agent writes (issue 14): every call returns, the degraded state is
visible to the caller (RecordResult.unindexed, index_status(), `server status`), and the client heals by
itself when PostgreSQL is back — no manual reconcile. Runs on a PostgreSQL of its own beside the session's
Neo4j, so killing it disturbs no other test."""

from __future__ import annotations

import os
import signal
import time
import warnings
from pathlib import Path

import pytest

from memgraph_py import Memory, Settings
from memgraph_py import _pg_embedded as pg_embedded
from memgraph_py.connections import PgStore
from memgraph_py.local import servers
from memgraph_py.migrate import migrate_postgres

PORT = 29341


@pytest.fixture
def own_postgres(tmp_path: Path, local_servers: Settings):
    pg_settings = Settings.from_env({}, home=tmp_path / "home", pg_port=PORT)
    dsn = servers.start_postgres(pg_settings)
    password = pg_settings.pg_password_file.read_text().strip()
    full_dsn = f"{dsn}?password={password}"
    store = PgStore(local_servers.model_copy(update={"pg_dsn": full_dsn}), min_size=1, max_size=1)
    migrate_postgres(store)
    store.close()
    yield pg_settings, local_servers.model_copy(update={"pg_dsn": full_dsn})
    pg_embedded.stop(pg_settings.pg_data_dir)


def _kill_postgres(data_dir: Path) -> None:
    pid = int((data_dir / "postmaster.pid").read_text().split()[0])
    os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 30
    while pg_embedded.is_running(data_dir):
        assert time.monotonic() < deadline, "postgres did not die"
        time.sleep(0.1)


def _start_again(pg_settings: Settings) -> None:
    """Start it after the crash: its backends may still be exiting when the first attempt runs."""
    for attempt in range(5):
        try:
            servers.start_postgres(pg_settings)
            return
        except pg_embedded.EmbeddedPostgresError:
            if attempt == 4:
                raise
            time.sleep(2)


def test_writes_survive_a_killed_postgres_and_heal_when_it_returns(own_postgres, namespace: str, embedder) -> None:
    pg_settings, settings = own_postgres
    with Memory(namespace, settings=settings, embedder=embedder) as memory:
        before = memory.remember_many([{"content": f"note {i} about the Rio trip", "kind": "fact"} for i in range(20)])
        assert (before.created, before.unindexed) == (20, 0)

        _kill_postgres(pg_settings.pg_data_dir)
        with warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always")
            down = [memory.remember_many([{"content": f"batch {b} note {i}: flights to Rio", "kind": "fact"}
                                          for i in range(50)]) for b in range(3)]
        assert [(r.created, r.unindexed) for r in down] == [(50, 50)] * 3  # returned normally, and said so
        assert sum("not indexed in PostgreSQL" in str(w.message) for w in warned) == 1  # once, not per call
        status = memory.index_status()
        assert status.unindexed == 150 and status.degraded_since is not None and status.healing
        assert status.hnsw_pending is None and status.last_error  # PostgreSQL is down, and the status says so

        _start_again(pg_settings)  # back (crash recovery); nobody calls reconcile
        deadline = time.monotonic() + 120
        while (status := memory.index_status()).unindexed:
            assert time.monotonic() < deadline, f"not healed: {status}"
            time.sleep(0.5)
        assert status.degraded_since is None and status.last_error is None
        report = memory.check()
        assert report.ok and (report.cells, report.embeddings) == (170, 170)
        found = {r.cell.content for r in memory.recall("batch 2 note 7: flights to Rio", k=3)}
        assert "batch 2 note 7: flights to Rio" in found


def test_a_new_client_heals_what_an_earlier_one_left(own_postgres, namespace: str, embedder) -> None:
    pg_settings, settings = own_postgres
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with Memory(namespace, settings=settings, embedder=embedder) as writer:
            _kill_postgres(pg_settings.pg_data_dir)
            result = writer.remember_many([{"content": f"left behind {i}", "kind": "fact"} for i in range(10)])
        # the writer closed (its process ends) before PostgreSQL returned
    assert result.unindexed == 10
    _start_again(pg_settings)
    with Memory(namespace, settings=settings, embedder=embedder) as later:  # opening it starts the healer
        deadline = time.monotonic() + 120
        while later.index_status().unindexed:
            assert time.monotonic() < deadline
            time.sleep(0.5)
        assert later.check().ok
