"""Connections to the two stores, wrapped so that failures surface as MemLineage errors.

* Neo4j through the official driver (``bolt://`` and ``neo4j://`` routing URIs); every query runs
  by name through :meth:`Neo4jStore.run`, which reports to the optional tracer.
* PostgreSQL through a ``psycopg_pool`` pool whose connections have pgvector's types registered.

Sync and async twins share the error translation and tracing; each twin only does its own I/O.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from typing import Any, AsyncIterator

import neo4j
import neo4j.exceptions as neo4j_errors
import psycopg
import psycopg_pool
from pgvector.psycopg import register_vector, register_vector_async

from . import queries
from .config import Settings
from .errors import (
    AuthenticationFailed, ConfigurationError, ConnectionFailed, MemLineageError, translate_neo4j_error,
)

__all__ = ["AsyncNeo4jStore", "AsyncPgStore", "Neo4jStore", "PgStore", "QueryEvent", "Tracer"]


@dataclass(frozen=True)
class QueryEvent:
    """What the tracer sees of each query: the same data a DBA's audit wants."""

    store: str
    name: str
    parameters: Mapping[str, Any]
    seconds: float
    rows: int
    error: str | None = None


Tracer = Callable[[QueryEvent], None]


def _wrap_neo4j_error(exc: Exception, uri: str) -> MemLineageError:
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


def _pg_error(exc: Exception, dsn_host: str) -> MemLineageError:
    text = str(exc).strip()
    if "password authentication failed" in text or "no password supplied" in text:
        return AuthenticationFailed(f"PostgreSQL at {dsn_host} refused the credentials: {text}", uri=dsn_host)
    if isinstance(exc, (psycopg.OperationalError, psycopg_pool.PoolTimeout)):
        return ConnectionFailed(
            f"PostgreSQL at {dsn_host} does not answer ({text}); start it with "
            "`memlineage server start` or check MEMLINEAGE_PG_DSN",
            uri=dsn_host,
        )
    return MemLineageError(f"PostgreSQL query failed: {text}")


def _pg_host(dsn: str) -> str:
    try:
        info = psycopg.conninfo.conninfo_to_dict(dsn)
    except psycopg.ProgrammingError as exc:  # no server can fix this: say so now, not after a timeout
        raise ConfigurationError(
            f"MEMLINEAGE_PG_DSN is not a valid PostgreSQL DSN or URL: {' '.join(str(exc).split())}") from exc
    return f"{info.get('host', 'localhost')}:{info.get('port', 5432)}/{info.get('dbname', '')}"


class _Neo4jBase:
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

    def _trace(self, name: str, params: Mapping[str, Any], started: float, rows: int, error: str | None) -> None:
        if self._tracer is not None:
            self._tracer(QueryEvent("neo4j", name, params, time.perf_counter() - started, rows, error))


class Neo4jStore(_Neo4jBase):
    """A driver plus named-query execution with retries (``execute_query``) and tracing."""

    def __init__(self, settings: Settings, tracer: Tracer | None = None) -> None:
        super().__init__(settings, tracer)
        self.driver = self._open(neo4j.GraphDatabase.driver)

    def verify(self) -> None:
        try:
            self.driver.verify_connectivity()
        except Exception as exc:
            raise _wrap_neo4j_error(exc, self.uri) from exc

    def run(self, name: str, params: Mapping[str, Any] | None = None, *, write: bool = True) -> list[dict[str, Any]]:
        """Run ``cypher/<name>.cypher`` with ``params``; rows as dicts."""
        params = dict(params or {})
        started = time.perf_counter()
        try:
            if write:
                records, _, _ = self.driver.execute_query(
                    queries.cypher(name), params, database_=self.settings.neo4j_database,
                    routing_=neo4j.RoutingControl.WRITE)
            else:
                records = self._read(queries.cypher(name), params)
        except Exception as exc:
            self._trace(name, params, started, 0, type(exc).__name__)
            raise _wrap_neo4j_error(exc, self.uri) from exc
        rows = [dict(record.items()) for record in records]  # values are native; data() re-walks them slowly
        self._trace(name, params, started, len(rows), None)
        return rows

    def _read(self, query: str, params: dict[str, Any]) -> list[neo4j.Record]:
        """A read as one auto-commit round trip (RUN + PULL; a managed transaction adds BEGIN and COMMIT),
        retried on transient failures like execute_query (a read is safe to repeat), with the writes'
        bookmarks so that it sees them on a cluster too."""
        deadline = time.monotonic() + self.settings.connect_timeout
        delay = 0.05
        while True:
            try:
                with self.driver.session(database=self.settings.neo4j_database,
                                         default_access_mode=neo4j.READ_ACCESS,
                                         bookmark_manager=self.driver.execute_query_bookmark_manager) as session:
                    return list(session.run(query, params))
            except (neo4j_errors.Neo4jError, neo4j_errors.DriverError) as exc:
                if not exc.is_retryable() or time.monotonic() + delay > deadline:
                    raise
            time.sleep(delay)
            delay = min(delay * 2, 1.0)

    def run_autocommit(self, name: str, params: Mapping[str, Any] | None = None) -> None:
        """Run a named query as an auto-commit transaction (needed by ``CALL {} IN TRANSACTIONS``)."""
        params = dict(params or {})
        started = time.perf_counter()
        try:
            with self.driver.session(database=self.settings.neo4j_database) as session:
                session.run(queries.cypher(name), params).consume()
        except Exception as exc:
            self._trace(name, params, started, 0, type(exc).__name__)
            raise _wrap_neo4j_error(exc, self.uri) from exc
        self._trace(name, params, started, 0, None)

    def close(self) -> None:
        self.driver.close()


class AsyncNeo4jStore(_Neo4jBase):
    """The asyncio twin of :class:`Neo4jStore`."""

    def __init__(self, settings: Settings, tracer: Tracer | None = None) -> None:
        super().__init__(settings, tracer)
        self.driver = self._open(neo4j.AsyncGraphDatabase.driver)

    async def verify(self) -> None:
        try:
            await self.driver.verify_connectivity()
        except Exception as exc:
            raise _wrap_neo4j_error(exc, self.uri) from exc

    async def run(
        self, name: str, params: Mapping[str, Any] | None = None, *, write: bool = True
    ) -> list[dict[str, Any]]:
        params = dict(params or {})
        started = time.perf_counter()
        try:
            if write:
                records, _, _ = await self.driver.execute_query(
                    queries.cypher(name), params, database_=self.settings.neo4j_database,
                    routing_=neo4j.RoutingControl.WRITE)
            else:
                records = await self._read(queries.cypher(name), params)
        except Exception as exc:
            self._trace(name, params, started, 0, type(exc).__name__)
            raise _wrap_neo4j_error(exc, self.uri) from exc
        rows = [dict(record.items()) for record in records]  # values are native; data() re-walks them slowly
        self._trace(name, params, started, len(rows), None)
        return rows

    async def _read(self, query: str, params: dict[str, Any]) -> list[neo4j.Record]:
        """The asyncio twin of :meth:`Neo4jStore._read`."""
        deadline = time.monotonic() + self.settings.connect_timeout
        delay = 0.05
        while True:
            try:
                async with self.driver.session(database=self.settings.neo4j_database,
                                               default_access_mode=neo4j.READ_ACCESS,
                                               bookmark_manager=self.driver.execute_query_bookmark_manager) as session:
                    result = await session.run(query, params)
                    return [record async for record in result]
            except (neo4j_errors.Neo4jError, neo4j_errors.DriverError) as exc:
                if not exc.is_retryable() or time.monotonic() + delay > deadline:
                    raise
            await asyncio.sleep(delay)
            delay = min(delay * 2, 1.0)

    async def close(self) -> None:
        await self.driver.close()


class PgStore:
    """A psycopg 3 pool whose connections know pgvector's ``vector`` type."""

    def __init__(self, settings: Settings, *, min_size: int = 1, max_size: int = 8) -> None:
        self.dsn = settings.resolved_pg_dsn()
        self.host = _pg_host(self.dsn)
        self.pool = psycopg_pool.ConnectionPool(
            self.dsn,
            min_size=min_size,
            max_size=max_size,
            open=False,
            configure=self._configure,
            timeout=settings.connect_timeout,
        )
        try:
            self.pool.open(wait=True, timeout=settings.connect_timeout)
        except Exception as exc:
            self.pool.close()
            raise _pg_error(exc, self.host) from exc

    @staticmethod
    def _configure(conn: psycopg.Connection[Any]) -> None:
        try:
            register_vector(conn)
        except psycopg.ProgrammingError:
            pass  # extension not created yet (before the first migration)
        conn.commit()

    @contextmanager
    def connection(self) -> Iterator[psycopg.Connection[Any]]:
        try:
            with self.pool.connection() as conn:
                yield conn
        except (psycopg.OperationalError, psycopg_pool.PoolTimeout) as exc:
            raise _pg_error(exc, self.host) from exc

    def close(self) -> None:
        self.pool.close()


class AsyncPgStore:
    """The asyncio twin of :class:`PgStore`; call :meth:`open` before use."""

    def __init__(self, settings: Settings, *, min_size: int = 1, max_size: int = 8) -> None:
        self.dsn = settings.resolved_pg_dsn()
        self.host = _pg_host(self.dsn)
        self._timeout = settings.connect_timeout
        self.pool = psycopg_pool.AsyncConnectionPool(
            self.dsn, min_size=min_size, max_size=max_size, open=False, configure=self._configure,
            timeout=settings.connect_timeout,
        )

    async def open(self) -> None:
        try:
            await self.pool.open(wait=True, timeout=self._timeout)
        except Exception as exc:
            await self.pool.close()
            raise _pg_error(exc, self.host) from exc

    @staticmethod
    async def _configure(conn: psycopg.AsyncConnection[Any]) -> None:
        try:
            await register_vector_async(conn)
        except psycopg.ProgrammingError:
            pass
        await conn.commit()

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[psycopg.AsyncConnection[Any]]:
        try:
            async with self.pool.connection() as conn:
                yield conn
        except (psycopg.OperationalError, psycopg_pool.PoolTimeout) as exc:
            raise _pg_error(exc, self.host) from exc

    async def close(self) -> None:
        await self.pool.close()
