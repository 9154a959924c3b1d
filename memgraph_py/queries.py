"""Named queries: every Cypher and SQL text the client runs lives in a file, loaded by name.

Layout (the checkout's ``cypher/`` and ``sql/``; a wheel carries the ``client`` folders only)::

    cypher/client/<name>.cypher     what the client sends to Neo4j       queries.cypher("lineage_trace_cells")
    cypher/plugin/<family>/*.cypher statements the Java plugin executes  (loaded by the plugin, not here)
    cypher/reference/<family>/*     readable Cypher of Java procedures   (JUnit checks they agree)
    cypher/bench/, sql/bench/       benchmark queries                    (memlineage_bench, checkout only)
    sql/client/<name>.sql           what the client sends to PostgreSQL  queries.sql("embedding_upsert")

File names are unique across both trees, so a name found in a trace or a log leads to one file.
Texts are only ever run with parameters; no query is built from user data.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import NamedTuple, cast

from typing_extensions import LiteralString  # typing.LiteralString is 3.11+

from .errors import ConfigurationError

__all__ = ["Query", "cypher", "resource_dir", "sql"]


class Query(NamedTuple):
    """A query text with the name the tracer reports (for texts loaded outside this module)."""

    name: str
    text: LiteralString


@functools.cache
def resource_dir(kind: str) -> Path:
    """``cypher``, ``sql`` or ``schema``: the packaged copy in a wheel, or the checkout's directory."""
    here = Path(__file__).resolve().parent
    packaged = here / "_resources" / kind
    if packaged.is_dir():
        return packaged
    checkout = here.parent / kind
    if checkout.is_dir():
        return checkout
    raise ConfigurationError(f"MemLineage's {kind}/ directory is missing from {here}")


@functools.cache
def read(path: Path) -> LiteralString:
    """A query file's text (trusted: it ships with MemLineage), cached."""
    try:
        return cast(LiteralString, path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ConfigurationError(f"query file {path} is missing") from exc


def cypher(name: str) -> LiteralString:
    """The text of ``cypher/client/<name>.cypher``."""
    return read(resource_dir("cypher") / "client" / f"{name}.cypher")


@functools.cache
def sql(name: str) -> LiteralString:
    """The text of ``sql/client/<name>.sql`` without its whole-line ``--`` comments (the files' documentation): psycopg
    caches the conversion of a statement (placeholders to ``$n``) only up to 4,096 characters, and with their comments
    recall's two candidate statements were longer, so each recall parsed ~9 KB of text again in Python and sent it.
    No client SQL file has a string literal or dollar-quoted body spanning lines, so a line whose text starts with
    ``--`` is a comment."""
    text = read(resource_dir("sql") / "client" / f"{name}.sql")
    return cast(LiteralString, "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("--")))
