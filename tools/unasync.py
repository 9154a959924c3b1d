#!/usr/bin/env python3
"""Generate the sync client and its tests from their asyncio sources.

    python tools/unasync.py          write every generated file
    python tools/unasync.py --check  exit 1 (naming them) if a generated file is stale or missing

Sources and their generated twins (a ``_compat.py`` is never generated: each side has its own,
written by hand, for what differs in more than ``async``/``await``):

    memgraph_py/_async/*.py   ->  memgraph_py/_sync/*.py
    tests/client/_async/*.py  ->  tests/client/_sync/*.py

Line-based substitutions, as httpcore's ``scripts/unasync.py`` does: the async source is written so
that removing ``async``/``await`` and renaming the async names below gives the sync code. Each
generated file starts with a line saying so; its module docstring points back to the source.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAIRS = [("memgraph_py/_async", "memgraph_py/_sync"), ("tests/client/_async", "tests/client/_sync")]
HAND_WRITTEN = {"_compat.py"}

# (pattern, replacement), applied in order; names are matched as whole words.
SUBS = [(re.compile(p), r) for p, r in [
    (r"\basync def\b", "def"),
    (r"\basync with\b", "with"),
    (r"\basync for\b", "for"),
    (r"\bawait\s+", ""),
    (r"\b__aenter__\b", "__enter__"),
    (r"\b__aexit__\b", "__exit__"),
    (r"\basynccontextmanager\b", "contextmanager"),
    (r"\bAsyncIterator\b", "Iterator"),
    (r"\bAsyncMemory\b", "Memory"),
    (r"\bAsyncNeo4jStore\b", "Neo4jStore"),
    (r"\bAsyncPgStore\b", "PgStore"),
    (r"\bAsyncTraces\b", "Traces"),
    (r"\bAsyncLearning\b", "Learning"),
    (r"\bAsyncIngest\b", "Ingest"),
    (r"\bAsyncRepair\b", "Repair"),
    (r"\bAsyncGraphDatabase\b", "GraphDatabase"),
    (r"\bAsyncConnectionPool\b", "ConnectionPool"),
    (r"\bAsyncConnection\b", "Connection"),
    (r"\bregister_vector_async\b", "register_vector"),
    (r"\bamemory\b", "memory"),
    (r"\b_async\b", "_sync"),
    (r"\bAsync([A-Z]\w*)\b", r"\1"),  # any other Async-prefixed name: AsyncCheck -> Check
]]
HEADER = "# Generated from {source} by tools/unasync.py: do not edit. Change the source, then `make generate`.\n"


def unasync_text(text: str, source: str) -> str:
    """The sync twin of an async module's text."""
    tree = ast.parse(text)
    docstring_end = 0
    if tree.body and isinstance(tree.body[0], ast.Expr) and isinstance(getattr(tree.body[0], "value", None), ast.Constant) \
            and isinstance(tree.body[0].value.value, str):
        docstring_end = tree.body[0].end_lineno or 0
    lines = text.splitlines(keepends=True)
    body = "".join(lines[docstring_end:])
    for pattern, replacement in SUBS:
        body = pattern.sub(replacement, body)
    module = source.removesuffix(".py").replace("/", ".")
    docstring = f'"""The synchronous twin of :mod:`{module}`, generated: read that module for the documentation."""\n'
    return HEADER.format(source=source) + docstring + body


def targets(root: Path = ROOT) -> dict[Path, str]:
    """Every generated path with the text it should hold."""
    out: dict[Path, str] = {}
    for src_dir, dst_dir in PAIRS:
        for src in sorted((root / src_dir).glob("*.py")):
            if src.name in HAND_WRITTEN:
                continue
            source = src.relative_to(root).as_posix()
            out[root / dst_dir / src.name] = unasync_text(src.read_text(encoding="utf-8"), source)
    return out


def stale_generated(expected: dict[Path, str], root: Path = ROOT) -> list[str]:
    """Generated files that differ from their source, are missing, or have no source any more."""
    problems = [p.relative_to(root).as_posix() for p, text in expected.items()
                if not p.is_file() or p.read_text(encoding="utf-8") != text]
    for _, dst_dir in PAIRS:
        for existing in sorted((root / dst_dir).glob("*.py")):
            if existing.name not in HAND_WRITTEN and existing not in expected:
                problems.append(existing.relative_to(root).as_posix() + " (no source)")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if a generated file is stale")
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout (default: this script's)")
    args = parser.parse_args(argv)
    expected = targets(args.root)
    if args.check:
        problems = stale_generated(expected, args.root)
        if problems:
            print("stale generated files (run `make generate` and commit):", *problems, sep="\n  ", file=sys.stderr)
            return 1
        print(f"{len(expected)} generated files are up to date")
        return 0
    for path, text in expected.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(args.root)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
