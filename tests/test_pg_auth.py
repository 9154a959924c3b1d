"""The embedded PostgreSQL asks for a password: another user of the machine who can reach loopback
cannot read or change memories without the 0600 password file (issue 14, found in review)."""

from __future__ import annotations

import stat
from pathlib import Path

import psycopg
import pytest

from memgraph_py import Settings
from memgraph_py import _pg_embedded as pg_embedded
from memgraph_py.local import servers


def _settings(home: Path, port: int) -> Settings:
    return Settings.from_env({}, home=home, pg_port=port)


def _refused_without_password(dsn: str) -> None:
    with pytest.raises(psycopg.OperationalError) as info:
        psycopg.connect(dsn, connect_timeout=5).close()
    assert "password" in str(info.value)


def test_new_cluster_requires_the_generated_password(tmp_path: Path) -> None:
    settings = _settings(tmp_path / "home", 29311)
    try:
        dsn = servers.start_postgres(settings)
        servers._write_servers_file(settings, "bolt://127.0.0.1:1", "http://127.0.0.1:1", dsn)
        password_file = settings.pg_password_file
        assert stat.S_IMODE(password_file.stat().st_mode) == 0o600
        assert len(password_file.read_text().strip()) == 36
        assert dsn == "postgresql://postgres@127.0.0.1:29311/postgres", "the shown DSN carries no secret"
        _refused_without_password(dsn)
        with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
            psycopg.connect(dsn, password="not-the-password", connect_timeout=5).close()
        # a client configured by default (servers.json + the password file) connects
        with psycopg.connect(settings.resolved_pg_dsn(), connect_timeout=5) as conn:
            assert conn.execute("SELECT current_user").fetchone() == ("postgres",)
    finally:
        pg_embedded.stop(settings.pg_data_dir)


def test_cluster_made_with_trust_gets_the_password_at_its_next_start(tmp_path: Path) -> None:
    settings = _settings(tmp_path / "home", 29312)
    data_dir = settings.pg_data_dir
    data_dir.mkdir(parents=True, mode=0o700)
    # a cluster as versions before this one created it: trust on loopback, no password
    made = pg_embedded._run(pg_embedded.pg_binaries(), "initdb",
                            ["-D", str(data_dir), "-U", "postgres", "--auth=trust", "--encoding=UTF8",
                             "--no-instructions", "--locale=C"], timeout=300)
    assert made.returncode == 0, made.stdout
    try:
        dsn = servers.start_postgres(settings)
        _refused_without_password(dsn)
        password = settings.pg_password_file.read_text().strip()
        with psycopg.connect(dsn, password=password, connect_timeout=5) as conn:
            assert conn.execute("SELECT 1").fetchone() == (1,)
        assert "trust" not in "\n".join(line for line in (data_dir / "pg_hba.conf").read_text().splitlines()
                                         if not line.lstrip().startswith("#"))
        # idempotent: a second start neither regenerates nor loses the password
        assert servers.start_postgres(settings) == dsn
        assert settings.pg_password_file.read_text().strip() == password
    finally:
        pg_embedded.stop(data_dir)
