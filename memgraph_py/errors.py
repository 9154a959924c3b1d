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
    │   └── InvalidQueryError         recall arguments (empty query, bad k, unknown preset/weight)
    ├── NotFoundError                 .namespace
    │   ├── CellNotFoundError         .cell_ids
    │   └── InvalidationNotFoundError .invalidation_id
    ├── LineageError                  the DAG would be broken; nothing of the batch is written
    │   ├── CycleError                .cycle (ids along the cycle)
    │   ├── MissingParentsError       .missing (ids)
    │   ├── CrossNamespaceError       .cell_ids
    │   └── IdConflictError           .cell_id (same id, different content)
    ├── InvalidationStateError        e.g. restoring an invalidation twice; .invalidation_id
    └── EmbedderError                 the embedding model failed
        └── EmbedderUnavailableError  its package or model files are absent; .fix

Server-side errors raised by our Neo4j procedures carry a stable prefix
(``MemLineage.<Code>:``) that :func:`translate_neo4j_error` maps onto this tree; driver errors are
always wrapped with ``raise … from`` so the original stays available as ``__cause__``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = [
    "AuthenticationFailed",
    "CellNotFoundError",
    "ConfigurationError",
    "ConnectionFailed",
    "CrossNamespaceError",
    "CycleError",
    "DataDirectoryError",
    "EmbedderError",
    "EmbedderUnavailableError",
    "IdConflictError",
    "InvalidContentError",
    "InvalidEmbeddingError",
    "InvalidIdError",
    "InvalidInputError",
    "InvalidQueryError",
    "InvalidationNotFoundError",
    "InvalidationStateError",
    "LineageError",
    "MemLineageError",
    "MissingParentsError",
    "NotFoundError",
    "PortInUseError",
    "PrerequisiteError",
    "SchemaError",
    "ServerError",
    "ServerStartTimeout",
    "UnknownKindError",
    "translate_neo4j_error",
]


class MemLineageError(Exception):
    """Root of every error MemLineage raises."""

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
# the constants of dev.memlineage.procedures.Messages.
_SERVER_ERROR = re.compile(r"MemLineage\.(?P<code>[A-Za-z]+): (?P<text>.*?)(?: \| (?P<details>\{.*\}))?\s*$", re.S)


def translate_neo4j_error(exc: BaseException) -> MemLineageError | None:
    """Map a Neo4j error raised by a ``memlineage.*`` procedure onto our tree (None if foreign)."""
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
    ns = details.get("namespace")
    if code == "CellNotFound":
        return CellNotFoundError(text, namespace=ns, cell_ids=details.get("ids", []))
    if code == "InvalidationNotFound":
        return InvalidationNotFoundError(text, namespace=ns, invalidation_id=details.get("id"))
    if code == "Cycle":
        return CycleError(text, cycle=details.get("cycle", []))
    if code == "MissingParents":
        return MissingParentsError(text, missing=details.get("ids", []))
    if code == "CrossNamespace":
        return CrossNamespaceError(text, cell_ids=details.get("ids", []))
    if code == "IdConflict":
        return IdConflictError(text, cell_id=details.get("id"))
    if code == "InvalidationState":
        return InvalidationStateError(text, invalidation_id=details.get("id"))
    if code == "UnknownKind":
        return UnknownKindError(text, kind=details.get("kind"))
    if code == "InvalidId":
        return InvalidIdError(text, cell_id=details.get("id"))
    if code == "InvalidContent":
        return InvalidContentError(text)
    if code == "InvalidQuery":
        return InvalidQueryError(text)
    if code == "Schema":
        return SchemaError(text, version=details.get("version"))
    if code == "NotFound":
        return NotFoundError(text, namespace=ns)
    if code == "InvalidInput":
        return InvalidInputError(text)
    return MemLineageError(text)
