"""``memlineage remember`` and ``memlineage archive``: writing from the shell, one library call each.

Registered by one import at the end of :mod:`memgraph_py.cli`.
"""

from __future__ import annotations

import json
from typing import Optional

import typer

from .cli import ByOpt, JsonOpt, NamespaceOpt, _fail_cleanly, _memory, _print_json, app, console
from .errors import InvalidInputError


@app.command()
@_fail_cleanly
def remember(
    content: str = typer.Argument(..., help="the memory's text"),
    kind: str = typer.Option("fact", "--kind", "-k", help="user_input, tool_call, tool_result, llm_reasoning, "
                             "llm_output, fact, preference, constraint, plan, summary or task"),
    parents: Optional[list[str]] = typer.Option(None, "--parent", "-p", help="id of a memory it derives from "
                                                "(repeat the option for several)"),
    tags: Optional[list[str]] = typer.Option(None, "--tag", "-t", help="a tag (repeat for several)"),
    source: Optional[str] = typer.Option(None, help="where it came from (a tool, a document)"),
    context: Optional[str] = typer.Option(None, help="generation context as a JSON object"),
    cell_id: Optional[str] = typer.Option(None, "--id", help="its id (default: a new time-ordered UUID)"),
    namespace: Optional[str] = NamespaceOpt,
    as_json: bool = JsonOpt,
) -> None:
    """Record one memory, with its lineage: what a DBA or a script adds by hand."""
    parsed = None
    if context is not None:
        try:
            parsed = json.loads(context)
        except ValueError as exc:
            raise InvalidInputError(f"--context is not JSON: {exc}") from None
        if not isinstance(parsed, dict):
            raise InvalidInputError("--context must be a JSON object")
    with _memory(namespace) as memory:
        cell = memory.remember(content, kind, parents or [], parsed, tags=tags or (), source=source, id=cell_id)
    if as_json:
        return _print_json(cell)
    console.print(f"remembered {cell.id} ({cell.kind.value})")


@app.command()
@_fail_cleanly
def archive(
    ids: list[str] = typer.Argument(..., help="ids of the memories to archive"),
    reason: Optional[str] = typer.Option(None, help="why (kept for audit)"),
    namespace: Optional[str] = NamespaceOpt,
    by: str = ByOpt,
    as_json: bool = JsonOpt,
) -> None:
    """Archive memories by hand: out of default recall, still traceable; `memlineage unarchive` brings them back."""
    with _memory(namespace) as memory:
        rows = memory.archive(ids, reason=reason, by=by)
    if as_json:
        return _print_json(rows)
    for r in rows:
        console.print(f"archived {r['id']}: status {r['status']}")
