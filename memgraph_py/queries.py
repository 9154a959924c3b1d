"""Named queries: every Cypher and SQL text MemLineage runs lives in a file under ``cypher/``.

Names are paths without the extension: ``"lineage/record"`` → ``cypher/lineage/record.cypher``;
SQL files sit under ``cypher/sql/`` with the ``.sql`` extension. Texts are only ever run with
parameters; no query is built from user data.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import cast

from typing_extensions import LiteralString  # typing.LiteralString is 3.11+

from .errors import ConfigurationError

__all__ = ["cypher", "sql", "resource_dir"]


@functools.cache
def resource_dir(kind: str) -> Path:
    """``cypher`` or ``schema``: the packaged copy in a wheel, or the checkout's directory."""
    here = Path(__file__).resolve().parent
    packaged = here / "_resources" / kind
    if packaged.is_dir():
        return packaged
    checkout = here.parent / kind
    if checkout.is_dir():
        return checkout
    raise ConfigurationError(f"MemLineage's {kind}/ directory is missing from {here}")


@functools.cache
def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigurationError(f"query file {path} is missing") from exc


def cypher(name: str) -> LiteralString:
    """The text of ``cypher/<name>.cypher`` (trusted: it ships with MemLineage)."""
    return cast(LiteralString, _read(resource_dir("cypher") / f"{name}.cypher"))


def sql(name: str) -> LiteralString:
    """The text of ``cypher/sql/<name>.sql``."""
    return cast(LiteralString, _read(resource_dir("cypher") / "sql" / f"{name}.sql"))
