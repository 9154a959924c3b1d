"""Settings: built explicitly from arguments, then ``MEMLINEAGE_*`` environment, then defaults.

Nothing is read at import time. The local servers that ``memlineage server start`` runs write
their URIs and the generated Neo4j password under ``home``; when no URI/DSN is configured the
settings fall back to those, so ``Memory()`` just works after ``make demo``.

Environment variables (all optional):

==============================  ==========================================================
MEMLINEAGE_HOME                 state directory (servers' data, logs, credentials)
MEMLINEAGE_NAMESPACE            default namespace (tenant/agent) for a client
MEMLINEAGE_NEO4J_URI            bolt:// or neo4j:// (routing) URI of your own server
MEMLINEAGE_NEO4J_USER           default ``neo4j``
MEMLINEAGE_NEO4J_PASSWORD       default: the password file the local server generated
MEMLINEAGE_NEO4J_DATABASE       default ``neo4j``
MEMLINEAGE_PG_DSN               libpq DSN / URL of your own PostgreSQL (pgvector ≥ 0.8)
MEMLINEAGE_PG_READ_DSN          optional read replica: recall's candidate queries go there (read-only)
MEMLINEAGE_NEO4J_BOLT_PORT      local server ports (default 7687 / 7474 / 5433)
MEMLINEAGE_NEO4J_HTTP_PORT
MEMLINEAGE_PG_PORT
MEMLINEAGE_NEO4J_HEAP           local Neo4j heap (default ``4g``, sized for 2 cores/24 GiB)
MEMLINEAGE_NEO4J_PAGECACHE      local Neo4j page cache (default ``4g``)
MEMLINEAGE_PG_SHARED_BUFFERS    local PostgreSQL shared_buffers (default: ¼ of the RAM, 256MB–8GB)
MEMLINEAGE_NEO4J_DIST           assembled Neo4j (lib/ + plugins/), default ``plugins/dist``
MEMLINEAGE_EMBEDDER             ``local`` (default, offline) or ``openai``
MEMLINEAGE_OPENAI_BASE_URL      OpenAI-compatible endpoint (any base URL)
MEMLINEAGE_OPENAI_API_KEY
MEMLINEAGE_EMBEDDING_MODEL      model name for the OpenAI-compatible embedder
MEMLINEAGE_CONNECT_TIMEOUT      seconds a store may take to answer before ConnectionFailed (default 10)
MEMLINEAGE_HNSW_DEFER_BATCH     writes of this many embeddings or more defer their HNSW insertion (256)
MEMLINEAGE_HNSW_BACKGROUND_INDEX  ``false``: deferred rows wait for index_pending() / reconcile
MEMLINEAGE_DISCOVERY            relation discovery: ``off``, ``manual`` (default) or ``background``
MEMLINEAGE_DISCOVERY_SIMILARITY / _NEIGHBOURS   discovery's pgvector threshold (0.6) and candidates (5)
MEMLINEAGE_REVIEW_CONFIDENCE    memories below this confidence enter the review queue (0.5)
MEMLINEAGE_RECALL_RECORD        ``background`` (default): a recall's retrieval is written after it returns; ``inline``
MEMLINEAGE_RECALL_ONE_CALL      ``true``: cells are recorded with a copy of their embedding in Neo4j, and a recall with
                                graph routes asks Neo4j once (memlineage.recall.neighbourhoodRank) after PostgreSQL;
                                ``false`` (default): neighbourhood beside PostgreSQL, their similarity, then rank
==============================  ==========================================================
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .errors import ConfigurationError

__all__ = ["Settings", "project_root"]

ENV_PREFIX = "MEMLINEAGE_"
_NAMESPACE_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:@/-]{0,127}$")


def project_root() -> Path | None:
    """The source checkout this package runs from (it has plugins/pom.xml), or None if installed."""
    candidate = Path(__file__).resolve().parents[1]
    return candidate if (candidate / "plugins" / "pom.xml").is_file() else None


def _default_home() -> Path:
    root = project_root()
    if root is not None:
        return root / ".memlineage"
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "memlineage"


def _default_dist(home: Path) -> Path:
    root = project_root()
    return root / "plugins" / "dist" if root is not None else home / "neo4j-dist"


def validate_namespace(namespace: str) -> str:
    if not isinstance(namespace, str) or not _NAMESPACE_RE.match(namespace):
        raise ConfigurationError(
            f"namespace {namespace!r} is not valid: use 1-128 characters of letters, digits and _.:@/- "
            "starting with a letter or digit"
        )
    return namespace


def default_shared_buffers() -> str:
    """A quarter of the physical memory, clamped to 256MB..8GB (``2GB`` where the size is unknown)."""
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):
        return "2GB"
    mb = min(max(total // 4 // (1 << 20), 256), 8192)
    return f"{mb // 1024}GB" if mb % 1024 == 0 else f"{mb}MB"


class Settings(BaseModel):
    """Immutable configuration of one MemLineage client or local server set.

    Build with :meth:`from_env` (arguments win over ``MEMLINEAGE_*`` variables, which win over
    defaults); derive variants with ``settings.model_copy(update={...})``.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    home: Path
    namespace: str = "default"
    neo4j_uri: str | None = None
    neo4j_user: str = "neo4j"
    neo4j_password: str | None = Field(default=None, repr=False)
    neo4j_database: str = "neo4j"
    pg_dsn: str | None = Field(default=None, repr=False)
    # a streaming replica for recall's reads (sessions opened read-only); None: the primary serves them
    pg_read_dsn: str | None = Field(default=None, repr=False)
    neo4j_bolt_port: int = 7687
    neo4j_http_port: int = 7474
    pg_port: int = 5433
    neo4j_heap: str = "4g"  # sized for the 2-core / 24 GiB target machine; override per install
    neo4j_pagecache: str = "4g"
    # PostgreSQL's 128MB default keeps a 100k-cell HNSW graph (~200 MB) half on disk: recall reads miss.
    # Default: a quarter of the RAM (PostgreSQL's own guidance), between 256MB and 8GB — 6GB on the
    # 24 GiB target machine, where 1M cells need ~4 GB (rows + HNSW graph) to stay in memory.
    pg_shared_buffers: str = Field(default_factory=lambda: default_shared_buffers())
    neo4j_dist: Path | None = None
    embedder: str = "local"
    openai_base_url: str | None = None
    openai_api_key: str | None = Field(default=None, repr=False)
    embedding_model: str | None = None
    connect_timeout: float = 10.0
    # A write of at least this many embeddings defers their HNSW insertion (2-4 ms a row) to the client's
    # background indexer; recall finds them meanwhile by an exact scan (schema/postgres/V0003). 0: never.
    hnsw_defer_batch: int = Field(default=256, ge=0)
    # False: deferred embeddings wait for Memory.index_pending() or `memlineage reconcile` (e.g. run by cron)
    hnsw_background_index: bool = True
    # relation discovery (Memory.discover): "off" (capture queues nothing), "manual" (capture queues new
    # memories for the next discover() call) or "background" (a worker runs discover() after writes)
    discovery: str = "manual"
    discovery_similarity: float = Field(default=0.6, ge=0, le=1)  # pgvector candidates at least this similar
    discovery_neighbours: int = Field(default=5, ge=1, le=100)    # candidates per new memory and route
    review_confidence: float = Field(default=0.5, ge=0, le=1)     # memories below it enter the review queue
    # "background": recall returns, then records its (:Retrieval) (usage history, the id feedback names); this
    # client's calls that read retrievals wait for it. "inline": recorded before recall returns.
    recall_record: Literal["background", "inline"] = "background"
    # True: record writes each cell's embedding copy on its MemCell too, and recall ranks in one Neo4j call after
    # PostgreSQL (memlineage.recall.neighbourhoodRank scores the graph candidates from those copies); a recall whose
    # graph candidates lack a copy ranks the two-call way. docs/architecture.md ("One Neo4j call") has the A/B.
    recall_one_call: bool = False

    @field_validator("pg_shared_buffers")
    @classmethod
    def _pg_memory(cls, value: str) -> str:
        if not re.fullmatch(r"[1-9][0-9]*(kB|MB|GB|TB)", value):
            raise ValueError(f"MEMLINEAGE_PG_SHARED_BUFFERS must look like 512MB or 2GB, got {value!r}")
        return value

    @field_validator("namespace")
    @classmethod
    def _check_namespace(cls, value: str) -> str:
        return validate_namespace(value)

    @field_validator("home", "neo4j_dist")
    @classmethod
    def _absolute(cls, value: Path | None) -> Path | None:
        # the servers run with their own working directory: relative paths would point elsewhere
        return None if value is None else Path(value).expanduser().resolve()

    @field_validator("neo4j_bolt_port", "neo4j_http_port", "pg_port")
    @classmethod
    def _check_port(cls, value: int) -> int:
        if not 1 <= value <= 65535:
            raise ValueError(f"port {value} is outside 1..65535")
        return value

    @field_validator("discovery")
    @classmethod
    def _check_discovery(cls, value: str) -> str:
        if value not in ("off", "manual", "background"):
            raise ValueError(f"discovery {value!r} is unknown: use 'off', 'manual' or 'background'")
        return value

    @field_validator("embedder")
    @classmethod
    def _check_embedder(cls, value: str) -> str:
        if value not in ("local", "openai"):
            raise ValueError(f"embedder {value!r} is unknown: use 'local' or 'openai'")
        return value

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, **overrides: Any) -> Settings:
        """Arguments first, then ``MEMLINEAGE_*`` from ``env`` (default ``os.environ``), then defaults."""
        env = os.environ if env is None else env
        values: dict[str, Any] = {}
        for name in cls.model_fields:
            key = ENV_PREFIX + name.upper()
            if key in env and env[key] != "":
                values[name] = env[key]
        values.update({k: v for k, v in overrides.items() if v is not None})
        values.setdefault("home", _default_home())
        try:
            return cls(**values)
        except ValueError as exc:  # pydantic.ValidationError is a ValueError
            raise ConfigurationError(f"invalid MemLineage settings: {exc}") from exc

    # --- derived locations of the local servers ---------------------------------------------------
    @property
    def dist_dir(self) -> Path:
        return self.neo4j_dist or _default_dist(self.home)

    @property
    def neo4j_home(self) -> Path:
        return self.home / "neo4j"

    @property
    def pg_data_dir(self) -> Path:
        return self.home / "postgres" / "data"

    @property
    def password_file(self) -> Path:
        return self.home / "credentials" / "neo4j-password"

    @property
    def pg_password_file(self) -> Path:
        """The embedded PostgreSQL's generated superuser password (0600), used with its DSN."""
        return self.home / "credentials" / "postgres-password"

    @property
    def servers_file(self) -> Path:
        """Written by ``memlineage server start``: URIs of the running local servers."""
        return self.home / "servers.json"

    def local_servers(self) -> dict[str, str]:
        try:
            return json.loads(self.servers_file.read_text())
        except (OSError, ValueError):
            return {}

    # --- what a client connects to ----------------------------------------------------------------
    def resolved_neo4j_uri(self) -> str:
        uri = self.neo4j_uri or self.local_servers().get("neo4j_uri")
        if not uri:
            raise ConfigurationError(
                "no Neo4j to connect to: set MEMLINEAGE_NEO4J_URI (or neo4j_uri=...) "
                "or start the local servers with `memlineage server start`"
            )
        return uri

    def resolved_neo4j_password(self) -> str:
        if self.neo4j_password is not None:
            return self.neo4j_password
        try:
            return self.password_file.read_text().strip()
        except OSError as exc:
            raise ConfigurationError(
                "no Neo4j password: set MEMLINEAGE_NEO4J_PASSWORD or start the local servers "
                f"(`memlineage server start` writes {self.password_file})"
            ) from exc

    def resolved_pg_dsn(self) -> str:
        dsn = self.pg_dsn or self.local_servers().get("pg_dsn")
        if not dsn:
            raise ConfigurationError(
                "no PostgreSQL to connect to: set MEMLINEAGE_PG_DSN (or pg_dsn=...) "
                "or start the local servers with `memlineage server start`"
            )
        if dsn == self.local_servers().get("pg_dsn"):
            # the embedded server: servers.json keeps its DSN without the password (0600 file instead)
            from psycopg.conninfo import conninfo_to_dict, make_conninfo

            if "password" not in conninfo_to_dict(dsn) and self.pg_password_file.exists():
                return make_conninfo(dsn, password=self.pg_password_file.read_text().strip())
        return dsn
