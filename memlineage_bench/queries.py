"""The benchmarks' own queries: ``cypher/bench/<name>.cypher`` and ``sql/bench/<name>.sql`` of the
checkout (they are not installed with the library)."""

from __future__ import annotations

from pathlib import Path

from typing_extensions import LiteralString

from memgraph_py.queries import Query, read

_ROOT = Path(__file__).resolve().parent.parent


def cypher(name: str) -> Query:
    """``cypher/bench/<name>.cypher`` as a :class:`Query` a store runs under the name ``bench/<name>``."""
    return Query(f"bench/{name}", read(_ROOT / "cypher" / "bench" / f"{name}.cypher"))


def sql(name: str) -> LiteralString:
    """The text of ``sql/bench/<name>.sql``."""
    return read(_ROOT / "sql" / "bench" / f"{name}.sql")
