"""What the stores of both clients share, with no I/O: error translation, tracing, DSN parsing.

The stores themselves are ``memgraph_py/_async/stores.py`` (hand-written) and its generated sync
twin ``memgraph_py/_sync/stores.py``; both are re-exported here for callers that look at the
databases directly (the CLI, the benchmarks, the tests):

* Neo4j through the official driver (``bolt://`` and ``neo4j://`` routing URIs); every query runs
  by name through ``run``, which reports to the optional tracer.
* PostgreSQL through a ``psycopg_pool`` pool whose connections have pgvector's types registered.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import neo4j
import neo4j.exceptions as neo4j_errors
import psycopg
import psycopg_pool

from typing_extensions import LiteralString

from . import queries
from .config import Settings
from .errors import (
    AuthenticationFailed, ClientClosedError, ConfigurationError, ConnectionFailed, MemLineageError,
    translate_neo4j_error,
)

__all__ = ["AsyncNeo4jStore", "AsyncPgStore", "Neo4jBase", "Neo4jStore", "PgStore", "QueryEvent", "Tracer",
           "driver_parameters", "pg_error", "pg_host", "wrap_neo4j_error"]


@dataclass(frozen=True)
class QueryEvent:
    """What the tracer sees of each query: the same data a DBA's audit wants."""

    store: str
    name: str
    parameters: Mapping[str, Any]
    seconds: float
    rows: int
    error: str | None = None
    #: False for reads, which run in READ transactions (served by a cluster's secondaries)
    write: bool = True


Tracer = Callable[[QueryEvent], None]


class _UnloggedList(list):  # type: ignore[type-arg]
    """A parameter list whose repr does not spell out its items (see :func:`driver_parameters`)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"<list of {len(self)}>"


class _UnloggedMap(dict):  # type: ignore[type-arg]
    """A parameter map whose repr does not spell out its entries (see :func:`driver_parameters`)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"<map of {len(self)}>"


def driver_parameters(params: Mapping[str, Any]) -> dict[str, Any]:
    """Query parameters as the Neo4j driver is given them: its lists and maps repr as their size only. The driver
    (5.28, ``Bolt5x5.run``) formats ``repr`` of every parameter for its debug log before the logger checks the level,
    so each call paid for a text nobody reads: ~0.35 ms for rank's ~90 candidates and near pairs (a float's repr is
    slow), ~5% of a balanced recall's client CPU. Both packers (the Rust extension and pure Python) send list and dict
    subclasses as lists and maps, so the server receives the same values; and memories' contents no longer reach a
    debug log."""
    out: dict[str, Any] = {}
    for key, value in params.items():
        if type(value) is list:
            value = _UnloggedList(value)
        elif type(value) is dict:
            value = _UnloggedMap(value)
        out[key] = value
    return out


def wrap_neo4j_error(exc: Exception, uri: str) -> MemLineageError:
    if isinstance(exc, neo4j_errors.AuthError):
        return AuthenticationFailed(f"Neo4j at {uri} refused the credentials: {exc.message}", uri=uri)
    if isinstance(exc, (neo4j_errors.ServiceUnavailable, neo4j_errors.SessionExpired, OSError)):
        return ConnectionFailed(
            f"Neo4j at {uri} does not answer ({exc}); start it with `memlineage server start` "
            "or check MEMLINEAGE_NEO4J_URI",
            uri=uri,
        )
    translated = translate_neo4j_error(exc)
    if translated is not None:
        return translated
    return MemLineageError(f"Neo4j query failed: {getattr(exc, 'message', None) or exc}")


def pg_error(exc: Exception, dsn_host: str) -> MemLineageError:
    text = str(exc).strip()
    if "password authentication failed" in text or "no password supplied" in text:
        return AuthenticationFailed(f"PostgreSQL at {dsn_host} refused the credentials: {text}", uri=dsn_host)
    if isinstance(exc, (psycopg.OperationalError, psycopg_pool.PoolTimeout, psycopg_pool.PoolClosed)):
        return ConnectionFailed(
            f"PostgreSQL at {dsn_host} does not answer ({text}); start it with "
            "`memlineage server start` or check MEMLINEAGE_PG_DSN",
            uri=dsn_host,
        )
    return MemLineageError(f"PostgreSQL query failed: {text}")


def pg_host(dsn: str) -> str:
    try:
        info = psycopg.conninfo.conninfo_to_dict(dsn)
    except psycopg.ProgrammingError as exc:  # no server can fix this: say so now, not after a timeout
        raise ConfigurationError(
            f"MEMLINEAGE_PG_DSN is not a valid PostgreSQL DSN or URL: {' '.join(str(exc).split())}") from exc
    return f"{info.get('host', 'localhost')}:{info.get('port', 5432)}/{info.get('dbname', '')}"


class Neo4jBase:
    def __init__(self, settings: Settings, tracer: Tracer | None) -> None:
        self.settings = settings
        self.uri = settings.resolved_neo4j_uri()
        self._auth = (settings.neo4j_user, settings.resolved_neo4j_password())
        self._tracer = tracer

    def _open(self, factory: Callable[..., Any]) -> Any:
        try:
            # retries of transient failures stop after connect_timeout, so a down server fails in seconds
            # UNRECOGNIZED notifications off: our queries read optional properties (source,
            # generation_context) that a young database may not have seen yet; nothing is wrong then.
            return factory(self.uri, auth=self._auth, connection_timeout=self.settings.connect_timeout,
                           max_transaction_retry_time=self.settings.connect_timeout, max_connection_pool_size=50,
                           notifications_disabled_categories=[neo4j.NotificationDisabledCategory.UNRECOGNIZED])
        except (neo4j_errors.ConfigurationError, ValueError) as exc:  # e.g. an http:// URI
            raise ConfigurationError(f"MEMLINEAGE_NEO4J_URI {self.uri!r} cannot be used: {exc}") from exc

    closed = False

    def resolve(self, query: str | queries.Query) -> tuple[str, LiteralString]:
        """(name, text) of a client query name or a loaded query; refuses once the store is closed."""
        if self.closed:
            raise ClientClosedError(f"the Neo4j connection to {self.uri} was closed; open a new client")
        if isinstance(query, queries.Query):
            return query.name, query.text
        return query, queries.cypher(query)

    def _trace(self, name: str, params: Mapping[str, Any], started: float, rows: int, error: str | None,
               write: bool = True) -> None:
        if self._tracer is not None:
            self._tracer(QueryEvent("neo4j", name, params, time.perf_counter() - started, rows, error, write))




def __getattr__(name: str) -> Any:
    # the stores import this module, so they are re-exported lazily (no import cycle)
    if name in ("AsyncNeo4jStore", "AsyncPgStore"):
        from ._async import stores
    elif name in ("Neo4jStore", "PgStore"):
        from ._sync import stores  # type: ignore[no-redef]
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(stores, name)
