"""`memlineage server` lifecycle on its own home and ports: idempotent start, data survives a restart,
stop leaves no process, and faults give one clear error that names the fix — without touching data."""

from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from memgraph_py import Settings
from memgraph_py.connections import Neo4jStore, PgStore
from memgraph_py.errors import DataDirectoryError, PortInUseError, PrerequisiteError
from memgraph_py.local import neo4j_server, servers
from memgraph_py.local.neo4j_server import Neo4jLayout

ROOT = Path(__file__).resolve().parents[1]


def _settings(home: Path, base: int) -> Settings:
    return Settings.from_env({}, home=home, neo4j_bolt_port=base + 687, neo4j_http_port=base + 474,
                             pg_port=base + 432, neo4j_heap="1g", neo4j_pagecache="256m")


def _java_processes(home: Path) -> list[str]:
    out = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout
    return [line for line in out.splitlines() if neo4j_server.ENTRY_POINT in line and str(home) in line]


def test_start_is_idempotent_and_data_survives_restart(tmp_path: Path, local_servers: Settings) -> None:
    settings = _settings(tmp_path / "home", 27000)
    try:
        first = servers.start(settings)
        assert first.neo4j_running and first.postgres_running
        pid = (settings.neo4j_home / "run" / "neo4j.pid").read_text()
        assert servers.start(settings).neo4j_running  # second start finds it running
        assert (settings.neo4j_home / "run" / "neo4j.pid").read_text() == pid

        password_file = settings.password_file
        assert stat.S_IMODE(password_file.stat().st_mode) == 0o600

        client = settings.model_copy(update={"neo4j_uri": first.neo4j_uri, "pg_dsn": first.pg_dsn})
        neo = Neo4jStore(client)
        neo.driver.execute_query("CREATE (:Survivor {name: 'kept'})")
        neo.close()
        pg = PgStore(client, max_size=1)
        with pg.connection() as conn:
            conn.execute("CREATE TABLE survivor (name text)")
            conn.execute("INSERT INTO survivor VALUES ('kept')")
        pg.close()

        stopped = servers.stop(settings)
        assert stopped == {"neo4j": True, "postgres": True}
        assert _java_processes(settings.home) == []
        assert not servers.status(settings).postgres_running

        again = servers.start(settings)
        client = settings.model_copy(update={"neo4j_uri": again.neo4j_uri, "pg_dsn": again.pg_dsn})
        neo = Neo4jStore(client)
        assert neo.driver.execute_query("MATCH (s:Survivor) RETURN s.name AS n").records[0]["n"] == "kept"
        neo.close()
        pg = PgStore(client, max_size=1)
        with pg.connection() as conn:
            assert conn.execute("SELECT name FROM survivor").fetchone()[0] == "kept"
        pg.close()
    finally:
        servers.stop(settings)
    assert _java_processes(settings.home) == []


def test_busy_port_is_named(tmp_path: Path, local_servers: Settings) -> None:
    settings = _settings(tmp_path / "home", 28000)
    with socket.socket() as blocker:
        blocker.bind(("127.0.0.1", settings.neo4j_bolt_port))
        blocker.listen()
        with pytest.raises(PortInUseError) as info:
            neo4j_server.start(settings)
    assert info.value.port == settings.neo4j_bolt_port
    assert "MEMLINEAGE_NEO4J_BOLT_PORT" in str(info.value)
    assert _java_processes(settings.home) == []


def test_foreign_data_directory_is_refused_and_left_alone(tmp_path: Path, local_servers: Settings) -> None:
    settings = _settings(tmp_path / "home", 29000)
    data = Neo4jLayout(settings).data_dir
    data.mkdir(parents=True)
    (data / "thesis.docx").write_text("precious")
    with pytest.raises(DataDirectoryError) as info:
        neo4j_server.start(settings)
    assert "not a Neo4j data directory" in str(info.value)
    assert (data / "thesis.docx").read_text() == "precious"


def test_foreign_postgres_directory_is_refused(tmp_path: Path) -> None:
    settings = _settings(tmp_path / "home", 29100)
    settings.pg_data_dir.mkdir(parents=True)
    (settings.pg_data_dir / "notes.txt").write_text("mine")
    with pytest.raises(DataDirectoryError):
        servers.start_postgres(settings)
    assert (settings.pg_data_dir / "notes.txt").read_text() == "mine"


def _fake_java(tmp_path: Path, version: str) -> Path:
    home = tmp_path / f"jdk-{version}"
    (home / "bin").mkdir(parents=True)
    java = home / "bin" / "java"
    java.write_text(f"#!/bin/sh\necho 'openjdk version \"{version}\" 2030-01-01' >&2\n")
    java.chmod(0o755)
    return home


def test_wrong_java_version_names_the_fix(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JAVA_HOME", str(_fake_java(tmp_path, "11.0.2")))
    monkeypatch.delenv("MEMLINEAGE_JAVA_HOME", raising=False)
    with pytest.raises(PrerequisiteError) as info:
        neo4j_server.start(_settings(tmp_path / "home", 29200))
    assert "Java 11" in str(info.value) and "JAVA_HOME" in str(info.value)


def test_prereq_script_reports_missing_maven_and_java(tmp_path: Path) -> None:
    script = ROOT / "memgraph_py" / "local" / "prereqs.py"
    env = {"PATH": str(tmp_path), "HOME": str(tmp_path)}
    no_java = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True)
    assert no_java.returncode == 2 and "Java was not found" in no_java.stderr
    env["JAVA_HOME"] = str(_fake_java(tmp_path, "17.0.9"))
    no_mvn = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True)
    assert no_mvn.returncode == 2 and "Maven (mvn) was not found" in no_mvn.stderr


def test_missing_build_output_names_the_fix(tmp_path: Path) -> None:
    settings = _settings(tmp_path / "home", 29300).model_copy(update={"neo4j_dist": tmp_path / "nowhere"})
    with pytest.raises(PrerequisiteError) as info:
        neo4j_server.start(settings)
    assert "make setup" in str(info.value)


def test_cli_status_of_stopped_servers_exits_nonzero(tmp_path: Path) -> None:
    env = dict(os.environ, MEMLINEAGE_HOME=str(tmp_path / "nothing-here"))
    result = subprocess.run([sys.executable, "-m", "memgraph_py.cli", "server", "status"], env=env,
                            capture_output=True, text=True)
    assert result.returncode == 3
    assert "stopped" in result.stdout
