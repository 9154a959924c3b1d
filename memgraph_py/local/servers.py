"""Start, stop and inspect the local server pair (Neo4j + embedded PostgreSQL) as one unit.

``start`` is idempotent: servers already running are found and checked, not restarted. It writes
``<home>/servers.json`` (URIs, no secrets) so clients configured with defaults find them, and
applies the schema migrations of both stores.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from .. import _pg_embedded as pg_embedded
from ..config import Settings
from . import neo4j_server

Progress = Callable[[str], None]


@dataclass
class ServerStatus:
    neo4j_running: bool
    postgres_running: bool
    neo4j_uri: str
    browser_url: str
    pg_dsn: str | None
    versions: dict[str, Any] = field(default_factory=dict)
    #: cells Neo4j holds whose embedding never reached PostgreSQL, by namespace (a client of the namespace heals
    #: them when it opens or writes; `memlineage reconcile` does it now)
    unindexed: dict[str, int] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _pg_log(settings: Settings):
    return settings.home / "postgres" / "postgres.log"


def _write_servers_file(settings: Settings, neo4j_uri: str, browser_url: str, pg_dsn: str) -> None:
    settings.servers_file.parent.mkdir(parents=True, exist_ok=True)
    tmp = settings.servers_file.with_suffix(".tmp")
    tmp.write_text(json.dumps({"neo4j_uri": neo4j_uri, "browser_url": browser_url, "pg_dsn": pg_dsn}, indent=2))
    os.replace(tmp, settings.servers_file)


def start_postgres(settings: Settings, *, timeout: float = 60.0) -> str:
    """Create the cluster on first use, start it (idempotent) and return its DSN."""
    data_dir = settings.pg_data_dir
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    pg_embedded.ensure_cluster(data_dir, settings.pg_password_file)
    # jit off: recall statements are short; compiling them would only add latency
    return pg_embedded.start(data_dir, settings.pg_port, _pg_log(settings), settings.pg_password_file, timeout,
                             settings=[("shared_buffers", settings.pg_shared_buffers), ("jit", "off")])


def start(settings: Settings, progress: Progress = lambda _msg: None, *, migrate: bool = True) -> ServerStatus:
    """Start both servers (or find them running), migrate both schemas, return their status."""
    t0 = time.monotonic()
    progress("starting PostgreSQL + pgvector (embedded)")
    pg_dsn = start_postgres(settings)
    progress(f"PostgreSQL ready ({time.monotonic() - t0:.1f}s); starting Neo4j")
    t1 = time.monotonic()
    layout = neo4j_server.start(settings)
    progress(f"Neo4j ready ({time.monotonic() - t1:.1f}s)")
    _write_servers_file(settings, layout.bolt_uri, layout.browser_url, pg_dsn)
    if migrate:
        progress("applying schema migrations")
        from ..migrate import migrate_neo4j, migrate_postgres
        from ..connections import Neo4jStore, PgStore

        client = settings.model_copy(update={"neo4j_uri": layout.bolt_uri, "pg_dsn": pg_dsn})
        neo, pg = Neo4jStore(client), PgStore(client, max_size=2)
        try:
            migrate_neo4j(neo)
            migrate_postgres(pg)
        finally:
            neo.close()
            pg.close()
    return status(settings)


def stop(settings: Settings, progress: Progress = lambda _msg: None) -> dict[str, bool]:
    """Stop both; returns which ones were running."""
    progress("stopping Neo4j")
    neo = neo4j_server.stop(settings)
    progress("stopping PostgreSQL")
    pg = pg_embedded.stop(settings.pg_data_dir, 60.0) if settings.pg_data_dir.exists() else False
    return {"neo4j": neo, "postgres": pg}


def status(settings: Settings) -> ServerStatus:
    """Running state, URIs and the versions each server reports (errors collected, not raised)."""
    layout = neo4j_server.Neo4jLayout(settings)
    neo_running = neo4j_server.is_running(layout)
    pg_running = settings.pg_data_dir.exists() and pg_embedded.is_running(settings.pg_data_dir)
    pg_dsn = settings.local_servers().get("pg_dsn") if pg_running else None
    result = ServerStatus(neo_running, pg_running, layout.bolt_uri, layout.browser_url, pg_dsn)
    if neo_running:
        from ..connections import Neo4jStore

        try:
            neo = Neo4jStore(settings.model_copy(update={"neo4j_uri": layout.bolt_uri}))
            try:
                row = neo.run("admin_versions", write=False)[0]
                result.unindexed = {r["namespace"]: int(r["cells"]) for r in neo.run("admin_unindexed", write=False)}
            finally:
                neo.close()
            result.versions.update({"neo4j": f"{row['neo4j']} {row['edition']}", "apoc": row["apoc"],
                                    "gds": row["gds"], "memlineage": row["memlineage"]})
        except Exception as exc:  # status reports, it does not fail
            result.errors.append(f"neo4j: {exc}")
    if pg_dsn:
        from ..connections import PgStore
        from .. import queries

        try:
            pg = PgStore(settings.model_copy(update={"pg_dsn": pg_dsn}), min_size=1, max_size=1)
            try:
                with pg.connection() as conn:
                    version, vector = conn.execute(queries.sql("server_versions")).fetchone()
            finally:
                pg.close()
            result.versions.update({"postgres": version, "vector": vector})
        except Exception as exc:
            result.errors.append(f"postgres: {exc}")
    return result
