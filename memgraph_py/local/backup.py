"""`memlineage backup` / `restore`: one consistent snapshot of the local server pair.

Why Neo4j is stopped for the whole backup: Community edition dumps a database only offline, and every
write goes to Neo4j first — with it stopped no client can write, so the PostgreSQL dump taken in the same
window matches the Neo4j dump exactly (no cell without its embedding, no embedding without its cell).
PostgreSQL stays up (``pg_dump`` reads a consistent snapshot of a running server). Neo4j is started again
afterwards if it was running. The login is not in the dump (users live in the ``system`` database): a
restore keeps the home's generated password.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import time
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from .. import _pg_embedded as pg_embedded
from ..config import Settings
from ..errors import DataDirectoryError, PrerequisiteError, ServerError
from . import neo4j_server, prereqs, servers

Progress = Callable[[str], None]

MANIFEST = "manifest.json"
NEO4J_DIR = "neo4j"  # holds neo4j.dump (neo4j-admin names the file after the database)
PG_DUMP = "postgres.dump"
FORMAT = 1


def _admin(settings: Settings, *args: str) -> None:
    """Run neo4j-admin (org.neo4j.cli.AdminTool) with the local server's classpath and configuration."""
    layout = neo4j_server.Neo4jLayout(settings)
    try:
        java, _ = prereqs.check_java()
    except prereqs.MissingPrerequisite as exc:
        raise PrerequisiteError(str(exc)) from exc
    env = dict(os.environ, NEO4J_HOME=str(layout.home), NEO4J_CONF=str(layout.conf_dir))
    proc = subprocess.run([str(java), "-cp", layout.classpath(), neo4j_server.ADMIN_TOOL, *args], env=env,
                          capture_output=True, text=True, timeout=3600)
    if proc.returncode != 0:
        raise ServerError(f"neo4j-admin {' '.join(args[:2])} failed: {(proc.stderr or proc.stdout).strip()[-800:]}")


def _pg_tool(settings: Settings, tool: str, *args: str) -> None:
    """Run pg_dump / pg_restore from the embedded server's binaries, with the generated password."""
    env = dict(os.environ, PGPASSWORD=settings.pg_password_file.read_text().strip())
    proc = subprocess.run([str(pg_embedded.pg_binaries() / tool), *args], env=env, capture_output=True, text=True,
                          timeout=3600)
    if proc.returncode != 0:
        raise ServerError(f"{tool} failed: {(proc.stderr or proc.stdout).strip()[-800:]}")


def _pg_args(settings: Settings) -> list[str]:
    return ["-h", "127.0.0.1", "-p", str(settings.pg_port), "-U", pg_embedded.PG_USER, "-d", pg_embedded.PG_DATABASE]


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def backup(settings: Settings, target: Path, progress: Progress = lambda _msg: None) -> dict[str, Any]:
    """Dump both stores into ``target`` (new or empty); returns the manifest written beside the dumps."""
    target = Path(target).expanduser().absolute()
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise DataDirectoryError(f"{target} exists and is not an empty directory: a backup never overwrites "
                                 "anything; choose a new directory", path=target)
    started = time.monotonic()
    servers.start_postgres(settings)
    was_running = neo4j_server.is_running(neo4j_server.Neo4jLayout(settings))
    target.mkdir(parents=True, exist_ok=True)
    progress("stopping Neo4j: no write can happen while both stores are dumped")
    neo4j_server.stop(settings)
    try:
        progress("dumping PostgreSQL (pg_dump -Fc)")
        _pg_tool(settings, "pg_dump", "-Fc", "-f", str(target / PG_DUMP), *_pg_args(settings))
        progress("dumping Neo4j (neo4j-admin database dump)")
        (target / NEO4J_DIR).mkdir()
        _admin(settings, "database", "dump", "neo4j", f"--to-path={target / NEO4J_DIR}")
    finally:
        if was_running:
            progress("starting Neo4j again")
            neo4j_server.start(settings)
    files = {str(p.relative_to(target)): {"bytes": p.stat().st_size, "sha256": _sha256(p)}
             for p in sorted(target.rglob("*")) if p.is_file()}
    manifest = {"format": FORMAT, "created_at": datetime.now(timezone.utc).isoformat(),
                "seconds": round(time.monotonic() - started, 2), "files": files}
    (target / MANIFEST).write_text(json.dumps(manifest, indent=2))
    return manifest


def restore(settings: Settings, source: Path, progress: Progress = lambda _msg: None) -> dict[str, Any]:
    """Replace both stores' contents with the backup in ``source`` (checked against its manifest first)."""
    source = Path(source).expanduser().absolute()
    try:
        manifest = json.loads((source / MANIFEST).read_text())
    except (OSError, ValueError) as exc:
        raise DataDirectoryError(f"{source} is not a memlineage backup (no readable {MANIFEST}): {exc}",
                                 path=source) from None
    for name, meta in manifest.get("files", {}).items():
        path = source / name
        if not path.is_file() or _sha256(path) != meta.get("sha256"):
            raise DataDirectoryError(f"backup file {path} is missing or differs from the manifest; nothing was "
                                     "restored", path=path)
    if PG_DUMP not in manifest.get("files", {}) or f"{NEO4J_DIR}/neo4j.dump" not in manifest.get("files", {}):
        raise DataDirectoryError(f"{source} lacks {PG_DUMP} or {NEO4J_DIR}/neo4j.dump; nothing was restored",
                                 path=source)
    started = time.monotonic()
    servers.start_postgres(settings)
    progress("stopping Neo4j")
    neo4j_server.stop(settings)
    progress("loading Neo4j (neo4j-admin database load)")
    _admin(settings, "database", "load", "neo4j", f"--from-path={source / NEO4J_DIR}", "--overwrite-destination=true")
    progress("restoring PostgreSQL (pg_restore --clean)")
    _pg_tool(settings, "pg_restore", "--clean", "--if-exists", "--single-transaction", *_pg_args(settings),
             str(source / PG_DUMP))
    progress("starting Neo4j")
    servers.start(settings)
    return {"restored_from": str(source), "backup_created_at": manifest.get("created_at"),
            "seconds": round(time.monotonic() - started, 2)}
