"""Every error MemLineage raises, under one root.

::

    MemLineageError
    ├── ConfigurationError            settings missing or contradictory
    ├── ServerError                   the local servers `memlineage server` manages
    │   ├── PrerequisiteError         Java / Maven / build output missing or wrong version
    │   ├── PortInUseError            .port
    │   ├── DataDirectoryError        corrupt or foreign data directory; .path
    │   └── ServerStartTimeout        .name, .log_file
    ├── ConnectionFailed              a store does not answer; .uri   (is_retryable() → True)
    ├── AuthenticationFailed          a store refused the credentials; .uri
    ├── SchemaError                   migrations: checksum mismatch, not applied; .version
    ├── InvalidInputError             bad arguments; nothing was written
    │   ├── InvalidContentError       empty, non-text or oversize content
    │   ├── UnknownKindError          .kind
    │   ├── InvalidIdError            .cell_id
    │   ├── InvalidEmbeddingError     NaN/inf or wrong dimension
    │   ├── InvalidQueryError         recall arguments (empty query, bad k, unknown preset/weight)
    │   └── InvalidTranscriptError    ingest input that is no conversation (malformed JSONL/chat); .index
    ├── NotFoundError                 .namespace
    │   ├── CellNotFoundError         .cell_ids
    │   ├── InvalidationNotFoundError .invalidation_id
    │   └── ConflictNotFoundError     .conflict_id
    ├── LineageError                  the DAG would be broken; nothing of the batch is written
    │   ├── CycleError                .cycle (ids along the cycle)
    │   ├── MissingParentsError       .missing (ids)
    │   ├── CrossNamespaceError       .cell_ids
    │   └── IdConflictError           .cell_id (same id, different content)
    ├── InvalidationStateError        e.g. restoring an invalidation twice; .invalidation_id
    ├── CellStateError                e.g. replacing a memory already superseded; .cell_id
    ├── ConflictStateError            e.g. resolving a conflict that is no longer open; .conflict_id
    ├── InternalError                 the server found its own data or packaging broken (a bug)
    ├── ClientClosedError             the client (or its store) was closed; open a new one
    └── EmbedderError                 the embedding model failed
        └── EmbedderUnavailableError  its package or model files are absent; .fix

Every error has ``is_retryable()`` (true only for :class:`ConnectionFailed`: the same call may succeed once
the server is back) and ``unwritten`` (captures a ``buffered()`` block handed back because it could not write
them; empty otherwise).

Server-side errors raised by our Neo4j procedures carry a stable prefix (``MemLineage.<Code>:``);
the codes are declared once, in the plugin's ``ErrorCode`` enum (``CALL memlineage.meta.errors()``
lists them). :func:`lookup` gives the class of each code, :data:`SERVER_CODES` is the set of codes,
and :func:`translate_neo4j_error` builds the exception from a Neo4j error. Driver errors are always
wrapped with ``raise … from`` so the original stays available as ``__cause__``.

==================== ============================  ===============================================
server code          class                         attributes from the message's details
==================== ============================  ===============================================
InvalidInput         InvalidInputError
InvalidId            InvalidIdError                cell_id ← id
UnknownKind          UnknownKindError              kind
InvalidContent       InvalidContentError
IdConflict           IdConflictError               cell_id ← id
MissingParents       MissingParentsError           missing ← ids
Cycle                CycleError                    cycle
CellNotFound         CellNotFoundError             namespace, cell_ids ← ids
InvalidationNotFound InvalidationNotFoundError     namespace, invalidation_id ← id
InvalidationState    InvalidationStateError        invalidation_id ← id
CellState            CellStateError                cell_id ← id
ConflictNotFound     ConflictNotFoundError         namespace, conflict_id ← id
ConflictState        ConflictStateError            conflict_id ← id
InvalidQuery         InvalidQueryError
NotFound             NotFoundError                 namespace
Schema               SchemaError                   version
Internal             InternalError
==================== ============================  ===============================================

:class:`CrossNamespaceError`, :class:`InvalidEmbeddingError`, :class:`InvalidTranscriptError` and the
connection, server and embedder errors are raised by the client only (the server reports a parent from another namespace as
``MissingParents``: it never looks outside the namespace).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple

__all__ = [
    "AuthenticationFailed",
    "CellNotFoundError",
    "CellStateError",
    "ConfigurationError",
    "ConflictNotFoundError",
    "ConflictStateError",
    "ConnectionFailed",
    "CrossNamespaceError",
    "CycleError",
    "DataDirectoryError",
    "EmbedderError",
    "ClientClosedError",
    "EmbedderUnavailableError",
    "IdConflictError",
    "InternalError",
    "InvalidContentError",
    "InvalidEmbeddingError",
    "InvalidIdError",
    "InvalidInputError",
    "InvalidQueryError",
    "InvalidTranscriptError",
    "InvalidationNotFoundError",
    "InvalidationStateError",
    "LineageError",
    "MemLineageError",
    "MissingParentsError",
    "NotFoundError",
    "PortInUseError",
    "PrerequisiteError",
    "SERVER_CODES",
    "SchemaError",
    "ServerError",
    "ServerStartTimeout",
    "UnknownKindError",
    "lookup",
    "translate_neo4j_error",
]


class MemLineageError(Exception):
    """Root of every error MemLineage raises."""

    #: Captures a ``buffered()`` block could not write when it ended (a server was down): handed back to the
    #: caller, who owns them now (``memory.record(exc.unwritten)`` writes them; re-recording an id is harmless).
    unwritten: Sequence[Any] = ()

    def is_retryable(self) -> bool:
        """True when the same call may succeed later without any change (e.g. a server restart)."""
        return False


class ConfigurationError(MemLineageError):
    """A setting is missing, malformed or contradicts another."""


class ServerError(MemLineageError):
    """Starting, stopping or inspecting a local server failed."""


class PrerequisiteError(ServerError):
    """A tool or build output the local servers need is missing or has the wrong version."""


class PortInUseError(ServerError):
    def __init__(self, message: str, *, port: int) -> None:
        super().__init__(message)
        self.port = port


class DataDirectoryError(ServerError):
    def __init__(self, message: str, *, path: Path) -> None:
        super().__init__(message)
        self.path = path


class ServerStartTimeout(ServerError):
    def __init__(self, message: str, *, name: str, log_file: Path | None = None) -> None:
        super().__init__(message)
        self.name = name
        self.log_file = log_file


class ConnectionFailed(MemLineageError):
    def __init__(self, message: str, *, uri: str) -> None:
        super().__init__(message)
        self.uri = uri

    def is_retryable(self) -> bool:
        return True


class AuthenticationFailed(MemLineageError):
    def __init__(self, message: str, *, uri: str) -> None:
        super().__init__(message)
        self.uri = uri


class SchemaError(MemLineageError):
    def __init__(self, message: str, *, version: int | None = None) -> None:
        super().__init__(message)
        self.version = version


class InvalidInputError(MemLineageError, ValueError):
    """Arguments were rejected before anything was written."""


class InvalidContentError(InvalidInputError):
    pass


class UnknownKindError(InvalidInputError):
    def __init__(self, message: str, *, kind: object) -> None:
        super().__init__(message)
        self.kind = kind


class InvalidIdError(InvalidInputError):
    def __init__(self, message: str, *, cell_id: object) -> None:
        super().__init__(message)
        self.cell_id = cell_id


class InvalidEmbeddingError(InvalidInputError):
    pass


class InvalidQueryError(InvalidInputError):
    pass


class InvalidTranscriptError(InvalidInputError):
    """``ingest`` input that is not a conversation: a message without role or content, an unknown role, a
    line of a JSONL or chat transcript that does not parse (``index``: the message or line)."""

    def __init__(self, message: str, *, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


class NotFoundError(MemLineageError, LookupError):
    def __init__(self, message: str, *, namespace: str | None = None) -> None:
        super().__init__(message)
        self.namespace = namespace


class CellNotFoundError(NotFoundError):
    def __init__(self, message: str, *, namespace: str | None = None, cell_ids: Sequence[str] = ()) -> None:
        super().__init__(message, namespace=namespace)
        self.cell_ids = list(cell_ids)


class InvalidationNotFoundError(NotFoundError):
    def __init__(self, message: str, *, namespace: str | None = None, invalidation_id: str | None = None) -> None:
        super().__init__(message, namespace=namespace)
        self.invalidation_id = invalidation_id


class ConflictNotFoundError(NotFoundError):
    def __init__(self, message: str, *, namespace: str | None = None, conflict_id: str | None = None) -> None:
        super().__init__(message, namespace=namespace)
        self.conflict_id = conflict_id


class LineageError(MemLineageError):
    """A write would break the lineage DAG; the whole batch was refused."""


class CycleError(LineageError):
    def __init__(self, message: str, *, cycle: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.cycle = list(cycle)


class MissingParentsError(LineageError):
    def __init__(self, message: str, *, missing: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.missing = list(missing)


class CrossNamespaceError(LineageError):
    def __init__(self, message: str, *, cell_ids: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.cell_ids = list(cell_ids)


class IdConflictError(LineageError):
    def __init__(self, message: str, *, cell_id: str | None = None) -> None:
        super().__init__(message)
        self.cell_id = cell_id


class InvalidationStateError(MemLineageError):
    def __init__(self, message: str, *, invalidation_id: str | None = None) -> None:
        super().__init__(message)
        self.invalidation_id = invalidation_id


class CellStateError(MemLineageError):
    def __init__(self, message: str, *, cell_id: str | None = None) -> None:
        super().__init__(message)
        self.cell_id = cell_id


class ConflictStateError(MemLineageError):
    def __init__(self, message: str, *, conflict_id: str | None = None) -> None:
        super().__init__(message)
        self.conflict_id = conflict_id


class InternalError(MemLineageError):
    """The server found an invariant of its own broken: a damaged store (e.g. an invalidation without its
    ``INVALIDATES`` edge) or a badly built plugin (a Cypher file missing from the jar). Not the caller's
    mistake, and retrying will not help: report it with the message."""


class ClientClosedError(MemLineageError):
    """A call on a client (or store) after close()."""


class EmbedderError(MemLineageError):
    """The embedding model failed to produce vectors."""


class EmbedderUnavailableError(EmbedderError):
    """A package or model file the embedder needs is absent; ``fix`` says how to get it."""

    def __init__(self, what: str, fix: str) -> None:
        super().__init__(f"{what}; fix: {fix}")
        self.what = what
        self.fix = fix


# --- server-side errors -------------------------------------------------------------------------
# Our Java procedures fail with messages "MemLineage.<Code>: <text> | <json details>"; the codes are
# the constants of dev.memlineage.procedures.ErrorCode. tests/test_error_table.py checks that this
# registry holds exactly the codes the server lists.
_SERVER_ERROR = re.compile(r"MemLineage\.(?P<code>[A-Za-z]+): (?P<text>.*?)(?: \| (?P<details>\{.*\}))?\s*$", re.S)


class _ServerError(NamedTuple):
    """How one server code becomes an exception: its class, and the exception built from the message's
    text and details (a builder, because the classes take different keyword attributes)."""

    cls: type[MemLineageError]
    build: Callable[[str, Mapping[str, Any]], MemLineageError]


_REGISTRY: dict[str, _ServerError] = {
    "InvalidInput": _ServerError(InvalidInputError, lambda text, d: InvalidInputError(text)),
    "InvalidId": _ServerError(InvalidIdError, lambda text, d: InvalidIdError(text, cell_id=d.get("id"))),
    "UnknownKind": _ServerError(UnknownKindError, lambda text, d: UnknownKindError(text, kind=d.get("kind"))),
    "InvalidContent": _ServerError(InvalidContentError, lambda text, d: InvalidContentError(text)),
    "IdConflict": _ServerError(IdConflictError, lambda text, d: IdConflictError(text, cell_id=d.get("id"))),
    "MissingParents": _ServerError(
        MissingParentsError, lambda text, d: MissingParentsError(text, missing=d.get("ids", []))),
    "Cycle": _ServerError(CycleError, lambda text, d: CycleError(text, cycle=d.get("cycle", []))),
    "CellNotFound": _ServerError(
        CellNotFoundError,
        lambda text, d: CellNotFoundError(text, namespace=d.get("namespace"), cell_ids=d.get("ids", []))),
    "InvalidationNotFound": _ServerError(
        InvalidationNotFoundError,
        lambda text, d: InvalidationNotFoundError(text, namespace=d.get("namespace"), invalidation_id=d.get("id"))),
    "InvalidationState": _ServerError(
        InvalidationStateError, lambda text, d: InvalidationStateError(text, invalidation_id=d.get("id"))),
    "CellState": _ServerError(CellStateError, lambda text, d: CellStateError(text, cell_id=d.get("id"))),
    "ConflictNotFound": _ServerError(
        ConflictNotFoundError,
        lambda text, d: ConflictNotFoundError(text, namespace=d.get("namespace"), conflict_id=d.get("id"))),
    "ConflictState": _ServerError(
        ConflictStateError, lambda text, d: ConflictStateError(text, conflict_id=d.get("id"))),
    "InvalidQuery": _ServerError(InvalidQueryError, lambda text, d: InvalidQueryError(text)),
    "NotFound": _ServerError(NotFoundError, lambda text, d: NotFoundError(text, namespace=d.get("namespace"))),
    "Schema": _ServerError(SchemaError, lambda text, d: SchemaError(text, version=d.get("version"))),
    "Internal": _ServerError(InternalError, lambda text, d: InternalError(text)),
}

#: Every code the server's procedures fail with (``MemLineage.<code>:``).
SERVER_CODES: frozenset[str] = frozenset(_REGISTRY)


def lookup(code: str) -> type[MemLineageError]:
    """The exception class for a server error code, e.g. ``lookup("CellNotFound")``.

    Raises :class:`KeyError` for a code the server does not have (like ``psycopg.errors.lookup``).
    """
    return _REGISTRY[code].cls


def translate_neo4j_error(exc: BaseException) -> MemLineageError | None:
    """Map a Neo4j error raised by a ``memlineage.*`` procedure onto our tree (None if foreign).

    A code this client does not know (a newer plugin) becomes a plain :class:`MemLineageError`.
    """
    message = getattr(exc, "message", None) or str(exc)
    match = _SERVER_ERROR.search(message)
    if match is None:
        return None
    code, text = match["code"], match["text"].strip()
    details: dict[str, Any] = {}
    if match["details"]:
        try:
            details = json.loads(match["details"])
        except ValueError:
            details = {}
    entry = _REGISTRY.get(code)
    return entry.build(text, details) if entry is not None else MemLineageError(text)
