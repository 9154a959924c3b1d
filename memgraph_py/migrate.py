"""Versioned, idempotent schema migrations for both stores (files under ``schema/``).

* Neo4j: ``schema/neo4j/V<NNNN>__<name>.cypher`` are packaged into our plugin and applied by
  ``CALL memlineage.schema.migrate()``, which records each as a ``(:MemLineageMigration)`` node.
* PostgreSQL: ``schema/postgres/V<NNNN>__<name>.sql`` are applied here, each in one transaction
  under an advisory lock, and recorded in ``memlineage_schema_migrations``.

Re-running changes nothing; an applied migration whose file changed is an error, never re-applied.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from typing_extensions import LiteralString  # typing.LiteralString is 3.11+

from . import queries
from .connections import Neo4jStore, PgStore
from .errors import SchemaError

__all__ = ["MigrationResult", "migrate_neo4j", "migrate_postgres", "postgres_migrations"]

_FILE_RE = re.compile(r"^V(?P<version>\d{4})__(?P<name>[a-z0-9_]+)\.(?:sql|cypher)$")
_LOCK_KEY = 0x4D454D4C  # "MEML": serialises concurrent migrators
_EARLIER_CHECKSUM = re.compile(r"^(?:--|//) memlineage: earlier checksum ([0-9a-f]{64})\b", re.M)


@dataclass(frozen=True)
class MigrationResult:
    store: str
    version: int
    name: str
    action: str  # "applied" | "already applied"


@dataclass(frozen=True)
class _Migration:
    version: int
    name: str
    text: str

    @property
    def checksum(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()

    @property
    def accepted_checksums(self) -> frozenset[str]:
        """This file's checksum and those of earlier texts it declares it replaces by a comment-only edit
        (a line ``-- memlineage: earlier checksum <sha256>``), so databases migrated before still match."""
        return frozenset({self.checksum, *_EARLIER_CHECKSUM.findall(self.text)})


def postgres_migrations(directory: Path | None = None) -> list[_Migration]:
    directory = directory or queries.resource_dir("schema") / "postgres"
    found = []
    for path in sorted(directory.iterdir()):
        match = _FILE_RE.match(path.name)
        if match:
            found.append(_Migration(int(match["version"]), match["name"], path.read_text(encoding="utf-8")))
    return found


def migrate_postgres(pg: PgStore) -> list[MigrationResult]:
    results = []
    with pg.connection() as conn:
        with conn.transaction():
            conn.execute(queries.sql("schema_migration_lock"), (_LOCK_KEY,))
            conn.execute(queries.sql("schema_migrations_table"))
            applied = {row[0]: row for row in conn.execute(queries.sql("schema_migrations_applied")).fetchall()}
            for migration in postgres_migrations():
                row = applied.get(migration.version)
                if row is not None:
                    if row[2] not in migration.accepted_checksums:
                        raise SchemaError(
                            f"PostgreSQL migration V{migration.version:04d} ({migration.name}) was applied "
                            "with different contents than the file shipped now; refusing to continue. "
                            "Restore the original file or migrate the database by hand.",
                            version=migration.version,
                        )
                    results.append(MigrationResult("postgres", migration.version, migration.name, "already applied"))
                    continue
                # Migration files are trusted DDL shipped with MemLineage, not user data.
                conn.execute(cast(LiteralString, migration.text))
                conn.execute(queries.sql("schema_migration_record"), {
                    "version": migration.version, "name": migration.name, "checksum": migration.checksum,
                })
                results.append(MigrationResult("postgres", migration.version, migration.name, "applied"))
    if any(r.action == "applied" for r in results):
        pg.pool.drain()  # new connections, so pgvector's types get registered on each
    return results


def migrate_neo4j(neo4j: Neo4jStore) -> list[MigrationResult]:
    rows: list[dict[str, Any]] = neo4j.run("schema_migrate")
    return [MigrationResult("neo4j", int(r["version"]), r["name"], r["action"]) for r in rows]
