# Generated from memgraph_py/_async/stores.py by tools/unasync.py: do not edit. Change the source, then `make generate`.
"""The synchronous twin of :mod:`memgraph_py._async.stores`, generated: read that module for the documentation."""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import neo4j
import neo4j.exceptions as neo4j_errors
import psycopg
import psycopg_pool
from pgvector.psycopg import register_vector

from .. import queries
from ..config import Settings
from ..connections import Neo4jBase, Tracer, driver_parameters, pg_error, pg_host, wrap_neo4j_error
from . import _compat

__all__ = ["Neo4jStore", "PgStore"]


class Neo4jStore(Neo4jBase):
    """A driver plus named-query execution with retries and tracing.

    ``write=False`` queries run in READ transactions: on a ``neo4j://`` routing URI to a cluster they
    are served by secondaries (every ``memlineage.*`` procedure they call is declared READ)."""

    def __init__(self, settings: Settings, tracer: Tracer | None = None) -> None:
        super().__init__(settings, tracer)
        self.driver = self._open(neo4j.GraphDatabase.driver)

    def verify(self) -> None:
        try:
            self.driver.verify_connectivity()
        except Exception as exc:
            raise wrap_neo4j_error(exc, self.uri) from exc

    def run(self, query: str | queries.Query, params: Mapping[str, Any] | None = None, *,
                  write: bool = True) -> list[dict[str, Any]]:
        """Run ``cypher/client/<query>.cypher`` (or a loaded :class:`~memgraph_py.queries.Query`); rows as dicts."""
        name, text = self.resolve(query)
        params = dict(params or {})
        started = time.perf_counter()
        try:
            if write:
                records, _, _ = self.driver.execute_query(
                    text, driver_parameters(params), database_=self.settings.neo4j_database,
                    routing_=neo4j.RoutingControl.WRITE)
            else:
                records = self._read(text, driver_parameters(params))
        except Exception as exc:
            self._trace(name, params, started, 0, type(exc).__name__, write)
            raise wrap_neo4j_error(exc, self.uri) from exc
        # values are native (data() re-walks them slowly); zip over the keys builds a dict in half the time of items()
        rows = [dict(zip(record.keys(), record)) for record in records]
        self._trace(name, params, started, len(rows), None, write)
        return rows

    def _read(self, query: Any, params: dict[str, Any]) -> list[neo4j.Record]:
        """A read as one auto-commit round trip (RUN + PULL; a managed transaction adds BEGIN and COMMIT)
        in READ access mode, retried on transient failures like execute_query (a read is safe to repeat),
        with the writes' bookmarks so that it sees them on a cluster too."""
        deadline = time.monotonic() + self.settings.connect_timeout
        delay = 0.05
        while True:
            try:
                with self.driver.session(database=self.settings.neo4j_database,
                                               default_access_mode=neo4j.READ_ACCESS,
                                               bookmark_manager=self.driver.execute_query_bookmark_manager) as session:
                    result = session.run(query, params)
                    return [record for record in result]
            except (neo4j_errors.Neo4jError, neo4j_errors.DriverError) as exc:
                if not exc.is_retryable() or time.monotonic() + delay > deadline:
                    raise
            _compat.sleep(delay)
            delay = min(delay * 2, 1.0)

    def run_autocommit(self, query: str | queries.Query, params: Mapping[str, Any] | None = None) -> None:
        """Run a query as an auto-commit transaction (needed by ``CALL {} IN TRANSACTIONS``)."""
        name, text = self.resolve(query)
        params = dict(params or {})
        started = time.perf_counter()
        try:
            with self.driver.session(database=self.settings.neo4j_database) as session:
                (session.run(text, driver_parameters(params))).consume()
        except Exception as exc:
            self._trace(name, params, started, 0, type(exc).__name__)
            raise wrap_neo4j_error(exc, self.uri) from exc
        self._trace(name, params, started, 0, None)

    def close(self) -> None:
        self.closed = True
        self.driver.close()


class PgStore:
    """A psycopg 3 pool whose connections know pgvector's ``vector`` type; it opens on first use
    (or :meth:`open`, which fails fast when the server does not answer).

    ``read_only=True`` opens every session read-only: the pool of a replica DSN, which may only serve
    recall's reads."""

    def __init__(self, settings: Settings, *, min_size: int = 1, max_size: int = 8, dsn: str | None = None,
                 read_only: bool = False) -> None:
        self.dsn = dsn or settings.resolved_pg_dsn()
        self.host = pg_host(self.dsn)
        self.read_only = read_only
        self._timeout = settings.connect_timeout
        self._sizes = (min_size, max_size)
        self._opened = False
        self.pool = self._new_pool()

    def _new_pool(self) -> psycopg_pool.ConnectionPool[Any]:
        return psycopg_pool.ConnectionPool(
            self.dsn, min_size=self._sizes[0], max_size=self._sizes[1], open=False, configure=self._configure,
            timeout=self._timeout,
            kwargs={"options": "-c default_transaction_read_only=on"} if self.read_only else None,
        )

    def open(self) -> None:
        if self._opened:
            return
        try:
            self.pool.open(wait=True, timeout=self._timeout)
        except Exception as exc:
            self.pool.close()  # its workers stop retrying; a later call starts afresh
            self.pool = self._new_pool()
            raise pg_error(exc, self.host) from exc
        self._opened = True

    def reset(self) -> None:
        """A fresh pool: after the server went away the old pool's workers back off for minutes (and give up
        after ``reconnect_timeout``); the healer retries on a new one instead."""
        fresh = self._new_pool()
        fresh.open(wait=False)  # opened before it is swapped in: a concurrent caller never sees it closed
        old, self.pool, self._opened = self.pool, fresh, True
        try:
            old.close(timeout=0)
        except Exception:  # noqa: BLE001 — the old pool's connections are dead already
            pass

    @staticmethod
    def _configure(conn: psycopg.Connection[Any]) -> None:
        try:
            register_vector(conn)
        except psycopg.ProgrammingError:
            pass  # extension not created yet (before the first migration)
        conn.commit()

    @contextmanager
    def connection(self) -> Iterator[psycopg.Connection[Any]]:
        self.open()
        try:
            with self.pool.connection() as conn:
                yield conn
        except (psycopg.OperationalError, psycopg_pool.PoolTimeout, psycopg_pool.PoolClosed) as exc:
            raise pg_error(exc, self.host) from exc  # PoolClosed: a reset() replaced the pool mid-call

    def close(self) -> None:
        self.pool.close()
