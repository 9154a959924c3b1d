"""When the stores are not there, or the settings are wrong: one clear, typed error — and from the
CLI, one line on stderr and exit status 1, never a traceback or a page of driver retries."""

from __future__ import annotations

import logging
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from memgraph_py import ConfigurationError, ConnectionFailed, MemLineageError, Memory, QueryEvent, Settings, queries
from memgraph_py.cli import app
from memgraph_py.connections import AsyncPgStore, Neo4jStore, PgStore, driver_parameters

ROOT = Path(__file__).resolve().parents[1]
MEMLINEAGE = Path(sys.executable).with_name("memlineage")  # the installed console script
CLI = [str(MEMLINEAGE)] if MEMLINEAGE.exists() else [sys.executable, "-m", "memgraph_py.cli"]


@pytest.fixture
def closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def offline_settings(tmp_path: Path, **overrides: object) -> Settings:
    values: dict[str, object] = {"home": tmp_path / "home", "neo4j_password": "secret", "connect_timeout": 1.0}
    values.update(overrides)
    return Settings.from_env({}, **values)


# --- unreachable stores ---------------------------------------------------------------------------
def test_unreachable_neo4j_is_a_retryable_connection_failure_naming_the_uri(tmp_path: Path, closed_port: int) -> None:
    uri = f"bolt://127.0.0.1:{closed_port}"
    store = Neo4jStore(offline_settings(tmp_path, neo4j_uri=uri))
    try:
        started = time.monotonic()
        with pytest.raises(ConnectionFailed) as info:
            store.verify()
        assert time.monotonic() - started < 5
    finally:
        store.close()
    assert info.value.uri == uri
    assert uri in str(info.value) and "memlineage server start" in str(info.value)
    assert info.value.is_retryable() is True
    assert info.value.__cause__ is not None  # the driver's error stays available


def test_unreachable_postgres_is_a_connection_failure(tmp_path: Path, closed_port: int) -> None:
    dsn = f"postgresql://postgres@127.0.0.1:{closed_port}/postgres"
    store = PgStore(offline_settings(tmp_path, pg_dsn=dsn))  # pools open on first use, or open()
    with pytest.raises(ConnectionFailed) as info:
        store.open()
    with pytest.raises(ConnectionFailed):
        with store.connection():
            pass
    store.close()
    assert info.value.uri == f"127.0.0.1:{closed_port}/postgres"
    assert f"127.0.0.1:{closed_port}" in str(info.value) and "MEMLINEAGE_PG_DSN" in str(info.value)
    assert info.value.is_retryable()


def test_memory_cannot_be_opened_without_postgres(tmp_path: Path, closed_port: int, local_servers: Settings) -> None:
    settings = local_servers.model_copy(update={
        "pg_dsn": f"postgresql://postgres@127.0.0.1:{closed_port}/postgres", "connect_timeout": 1.0})
    with pytest.raises(ConnectionFailed):
        with Memory("offline", settings=settings):
            pass
    with pytest.raises(ConnectionFailed):
        Memory.connect("offline", settings=settings)


@pytest.mark.parametrize("dsn", ["not a dsn", "foo=bar", "host=127.0.0.1 port"])
def test_a_malformed_dsn_is_a_configuration_error_at_once(tmp_path: Path, dsn: str) -> None:
    started = time.monotonic()
    with pytest.raises(ConfigurationError) as info:
        PgStore(offline_settings(tmp_path, pg_dsn=dsn, connect_timeout=10.0))
    assert time.monotonic() - started < 2, "a malformed DSN must not wait for a connection timeout"
    assert "MEMLINEAGE_PG_DSN" in str(info.value)
    assert not info.value.is_retryable()


async def test_the_async_pool_refuses_a_malformed_dsn_too(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="MEMLINEAGE_PG_DSN"):
        AsyncPgStore(offline_settings(tmp_path, pg_dsn="not a dsn"))


@pytest.mark.parametrize("uri", ["http://127.0.0.1:7474", "127.0.0.1:7687", "neo4j+x://db.example"])
def test_a_neo4j_uri_the_driver_cannot_use_is_a_configuration_error(tmp_path: Path, uri: str) -> None:
    with pytest.raises(ConfigurationError) as info:
        Neo4jStore(offline_settings(tmp_path, neo4j_uri=uri))
    assert "MEMLINEAGE_NEO4J_URI" in str(info.value)


def test_nothing_configured_and_no_local_servers_says_what_to_set(tmp_path: Path) -> None:
    bare = Settings.from_env({}, home=tmp_path / "empty-home")
    with pytest.raises(ConfigurationError, match="MEMLINEAGE_NEO4J_URI"):
        Neo4jStore(bare)
    with pytest.raises(ConfigurationError, match="MEMLINEAGE_PG_DSN"):
        PgStore(bare)


# --- settings -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("env", "field"),
    [
        pytest.param({"MEMLINEAGE_NAMESPACE": "two words"}, "namespace", id="namespace-with-space"),
        pytest.param({"MEMLINEAGE_NAMESPACE": "-dash"}, "namespace", id="namespace-leading-dash"),
        pytest.param({"MEMLINEAGE_NAMESPACE": "x" * 129}, "namespace", id="namespace-too-long"),
        pytest.param({"MEMLINEAGE_PG_PORT": "70000"}, "pg_port", id="port-too-high"),
        pytest.param({"MEMLINEAGE_NEO4J_BOLT_PORT": "0"}, "neo4j_bolt_port", id="port-zero"),
        pytest.param({"MEMLINEAGE_NEO4J_HTTP_PORT": "http"}, "neo4j_http_port", id="port-not-a-number"),
        pytest.param({"MEMLINEAGE_EMBEDDER": "magic"}, "embedder", id="unknown-embedder"),
        pytest.param({"MEMLINEAGE_CONNECT_TIMEOUT": "soon"}, "connect_timeout", id="timeout-not-a-number"),
    ],
)
def test_settings_reject_bad_environment_values(tmp_path: Path, env: dict[str, str], field: str) -> None:
    with pytest.raises(ConfigurationError) as info:
        Settings.from_env({**env, "MEMLINEAGE_HOME": str(tmp_path)})
    assert field in str(info.value)


def test_settings_reject_a_bad_namespace_argument_and_unknown_options(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="namespace"):
        Settings.from_env({}, home=tmp_path, namespace="no spaces")
    with pytest.raises(ConfigurationError, match="neo4j_url"):
        Settings.from_env({}, home=tmp_path, neo4j_url="bolt://typo")
    with pytest.raises(ConfigurationError, match="namespace"):
        Memory("bad namespace!", settings=Settings.from_env({}, home=tmp_path))


def test_arguments_win_over_environment_which_wins_over_defaults(tmp_path: Path) -> None:
    env = {"MEMLINEAGE_PG_PORT": "6000", "MEMLINEAGE_NAMESPACE": "from-env", "MEMLINEAGE_HOME": str(tmp_path)}
    settings = Settings.from_env(env, namespace="from-argument")
    assert (settings.namespace, settings.pg_port, settings.neo4j_bolt_port) == ("from-argument", 6000, 7687)
    assert settings.home == tmp_path.resolve()


# --- the CLI --------------------------------------------------------------------------------------
def all_commands() -> list[tuple[str, Any]]:
    """Every command and group of the ``memlineage`` CLI, by its full name. Duck-typed: typer ships
    its own copy of click, whose classes are not ``click.Group``."""
    found: list[tuple[str, Any]] = []

    def visit(path: str, command: Any) -> None:
        found.append((path, command))
        for name, sub in (getattr(command, "commands", None) or {}).items():
            visit(f"{path} {name}", sub)

    visit("memlineage", typer.main.get_command(app))
    return found


def test_every_command_and_option_has_help_text() -> None:
    commands = all_commands()
    names = {path for path, _ in commands}
    assert {"memlineage server start", "memlineage server stop", "memlineage migrate",
            "memlineage bench lineage", "memlineage demo"} <= names
    for path, command in commands:
        assert (command.help or "").strip(), f"`{path}` has no help text"
        for param in command.params:
            if param.param_type_name == "option":
                assert (param.help or "").strip(), f"option {param.opts} of `{path}` has no help text"


def test_every_help_page_renders() -> None:
    runner = CliRunner()
    for path, command in all_commands():
        result = runner.invoke(app, [*path.split()[1:], "--help"])
        assert result.exit_code == 0, f"`{path} --help` failed: {result.output}"
        first_line = (command.help or "").strip().splitlines()[0]
        assert " ".join(first_line.split()[:4]) in " ".join(result.output.split()), path


def run_cli(args: list[str], env: dict[str, str], timeout: float = 60) -> tuple[subprocess.CompletedProcess[str], float]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("MEMLINEAGE_")}
    started = time.monotonic()
    result = subprocess.run([*CLI, *args], env={**clean, **env}, capture_output=True, text=True,
                            timeout=timeout, cwd=ROOT)
    return result, time.monotonic() - started


def assert_one_line_error(result: subprocess.CompletedProcess[str], error: type[MemLineageError], *fragments: str
                          ) -> None:
    assert result.returncode == 1, result.stderr
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, f"expected one line on stderr, got:\n{result.stderr}"
    assert lines[0].startswith(f"error: {error.__name__}: ")
    for fragment in fragments:
        assert fragment in lines[0]
    assert "Traceback" not in result.stderr + result.stdout


@pytest.fixture
def cli_env(tmp_path: Path) -> Iterator[dict[str, str]]:
    yield {"MEMLINEAGE_HOME": str(tmp_path / "home"), "MEMLINEAGE_NEO4J_PASSWORD": "secret",
           "MEMLINEAGE_CONNECT_TIMEOUT": "2"}


def test_migrate_against_a_closed_neo4j_port_is_one_line_and_exit_1(
        cli_env: dict[str, str], closed_port: int, local_servers: Settings) -> None:
    uri = f"bolt://127.0.0.1:{closed_port}"
    result, seconds = run_cli(["migrate"], {**cli_env, "MEMLINEAGE_NEO4J_URI": uri,
                                            "MEMLINEAGE_PG_DSN": local_servers.resolved_pg_dsn()})
    assert_one_line_error(result, ConnectionFailed, uri, "memlineage server start")
    assert seconds < 20, f"took {seconds:.0f}s to report a closed port"


def test_migrate_against_a_closed_postgres_port_is_one_line_and_exit_1(
        cli_env: dict[str, str], closed_port: int, local_servers: Settings) -> None:
    result, _ = run_cli(["migrate"], {**cli_env, "MEMLINEAGE_NEO4J_URI": local_servers.resolved_neo4j_uri(),
                                      "MEMLINEAGE_NEO4J_PASSWORD": local_servers.resolved_neo4j_password(),
                                      "MEMLINEAGE_PG_DSN": f"postgresql://postgres@127.0.0.1:{closed_port}/postgres"})
    assert_one_line_error(result, ConnectionFailed, f"127.0.0.1:{closed_port}")


def test_bad_settings_are_one_line_and_exit_1(cli_env: dict[str, str]) -> None:
    result, _ = run_cli(["migrate"], {**cli_env, "MEMLINEAGE_PG_PORT": "70000"})
    assert_one_line_error(result, ConfigurationError, "pg_port")
    result, _ = run_cli(["migrate"], {**cli_env, "MEMLINEAGE_NEO4J_URI": "http://127.0.0.1:7474",
                                      "MEMLINEAGE_PG_DSN": "postgresql://postgres@127.0.0.1:1/postgres"})
    assert_one_line_error(result, ConfigurationError, "MEMLINEAGE_NEO4J_URI")


def test_a_working_migrate_reports_every_migration(cli_env: dict[str, str], local_servers: Settings) -> None:
    result, _ = run_cli(["migrate"], {**cli_env, "MEMLINEAGE_NEO4J_URI": local_servers.resolved_neo4j_uri(),
                                      "MEMLINEAGE_NEO4J_PASSWORD": local_servers.resolved_neo4j_password(),
                                      "MEMLINEAGE_PG_DSN": local_servers.resolved_pg_dsn()})
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert any(line.startswith("neo4j") and "already applied" in line for line in lines)
    assert any(line.startswith("postgres") and "already applied" in line for line in lines)


# --- parameters -----------------------------------------------------------------------------------
def test_neo4j_parameters_arrive_whole_while_the_driver_log_sees_only_their_sizes(
        local_servers: Settings, caplog: pytest.LogCaptureFixture) -> None:
    """The driver formats every parameter for its debug log before checking the level (driver_parameters): the
    lists and maps it is given repr as their size, yet the server receives exactly what the caller passed, and the
    tracer sees the caller's own values."""
    params: dict[str, Any] = {
        "rows": [["r1", 0.123456789012345, None, 2, ["lineage", "pinned"]], ["r2", -1.5e-9, 0.25, None, []]],
        "options": {"k": 10, "weights": {"semantic": 0.55}, "similar": [["r1", "r2", 0.8123456789]], "none": None},
        "text": "plain", "count": 3}
    assert repr(driver_parameters(params)["rows"]) == "<list of 2>"
    assert repr(driver_parameters(params)["options"]) == "<map of 4>"
    assert driver_parameters(params) == params
    events: list[QueryEvent] = []
    store = Neo4jStore(local_servers, tracer=events.append)
    echo = queries.Query("echo", "RETURN $rows AS rows, $options AS options, $text AS text, $count AS count")
    try:
        with caplog.at_level(logging.DEBUG, logger="neo4j"):
            read = store.run(echo, params, write=False)
            written = store.run(echo, params)
    finally:
        store.close()
    assert read == written == [params]
    assert "<list of 2>" in caplog.text and "0.123456789012345" not in caplog.text
    assert [e.parameters for e in events] == [params, params]
    assert all(type(e.parameters["rows"]) is list for e in events)
