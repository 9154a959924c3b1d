"""The ``memlineage`` command: each command calls one library function and turns MemLineage errors
into a one-line message and exit status 1."""

from __future__ import annotations

import functools
import importlib
import json
import logging
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any, Optional, TypeVar

try:
    import typer
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table
    from rich.text import Text
except ModuleNotFoundError as missing:  # the command line is an extra of the library
    raise SystemExit(f"the memlineage command needs {missing.name!r}: pip install 'memlineage[cli]'") from None

from .config import Settings
from .errors import MemLineageError

app = typer.Typer(help="MemLineage: lineage-guided memory for LLM agents.", no_args_is_help=True,
                  pretty_exceptions_enable=False)
server_app = typer.Typer(help="Run the local Neo4j + PostgreSQL pair (skip if you bring your own URIs).",
                         no_args_is_help=True)
app.add_typer(server_app, name="server")

# Tables (recall explanations, benchmarks) need room; when output is not a terminal, assume a wide one.
console = Console(width=None if Console().is_terminal else 160)
err_console = Console(stderr=True)
F = TypeVar("F", bound=Callable[..., Any])


def _fail_cleanly(fn: F) -> F:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except MemLineageError as exc:
            one_line = " ".join(str(exc).split())  # driver and pydantic messages span several lines
            err_console.print(f"[bold red]error:[/] {type(exc).__name__}: {escape(one_line)}", highlight=False,
                              soft_wrap=True)
            raise typer.Exit(1) from exc

    return wrapper  # type: ignore[return-value]


def _settings(namespace: str | None = None) -> Settings:
    return Settings.from_env(namespace=namespace)


@server_app.command("start")
@_fail_cleanly
def server_start() -> None:
    """Start Neo4j (with APOC, GDS, memlineage) and PostgreSQL+pgvector; apply migrations. Idempotent."""
    from .local import servers

    settings = _settings()
    started = time.monotonic()
    with console.status("starting servers…") as spinner:
        status = servers.start(settings, progress=lambda msg: spinner.update(msg))
    console.print(f"[green]servers ready[/] in {time.monotonic() - started:.1f}s")
    _print_status(status)


@server_app.command("stop")
@_fail_cleanly
def server_stop() -> None:
    """Stop both local servers; leaves no process behind, keeps all data."""
    from .local import servers

    stopped = servers.stop(_settings())
    for name, was_running in stopped.items():
        console.print(f"{name}: {'stopped' if was_running else 'was not running'}")


@server_app.command("status")
@_fail_cleanly
def server_status(as_json: bool = typer.Option(False, "--json", help="machine-readable output")) -> None:
    """URIs, running state and versions of Neo4j, APOC, GDS, memlineage, PostgreSQL and pgvector."""
    from .local import servers

    status = servers.status(_settings())
    if as_json:
        console.print_json(json.dumps(status.as_dict(), default=str))
    else:
        _print_status(status)
    if not (status.neo4j_running and status.postgres_running):
        raise typer.Exit(3)


@server_app.command("logs")
@_fail_cleanly
def server_logs(
    which: str = typer.Argument("neo4j", help="neo4j or postgres"),
    lines: int = typer.Option(50, "-n", help="how many lines from the end"),
) -> None:
    """Print the end of a server's log."""
    settings = _settings()
    paths = {
        "neo4j": [settings.neo4j_home / "logs" / "console.log", settings.neo4j_home / "logs" / "debug.log"],
        "postgres": [settings.home / "postgres" / "postgres.log"],
    }
    if which not in paths:
        raise typer.BadParameter(f"unknown server {which!r}: use neo4j or postgres")
    for path in paths[which]:
        if path.exists():
            console.rule(str(path))
            console.print("\n".join(path.read_text(errors="replace").splitlines()[-lines:]), highlight=False,
                          markup=False)


def _print_status(status: Any) -> None:
    table = Table(show_header=False, box=None)
    table.add_row("Neo4j", "[green]running[/]" if status.neo4j_running else "[red]stopped[/]")
    table.add_row("  Bolt", status.neo4j_uri)
    table.add_row("  Browser", status.browser_url)
    table.add_row("PostgreSQL", "[green]running[/]" if status.postgres_running else "[red]stopped[/]")
    if status.pg_dsn:
        table.add_row("  DSN", status.pg_dsn)
    for key in ("neo4j", "apoc", "gds", "memlineage", "postgres", "vector"):
        if key in status.versions:
            table.add_row(f"  {key} version", str(status.versions[key]))
    if status.unindexed:
        table.add_row("[yellow]not indexed[/]", ", ".join(f"{ns}: {n:,}" for ns, n in sorted(status.unindexed.items()))
                      + " cells (out of similarity recall; healed by the next client of the namespace, or "
                        "`memlineage reconcile -n NS` now)")
    console.print(table)
    for error in status.errors:
        err_console.print(f"[yellow]warning:[/] {error}", highlight=False)


@app.command()
@_fail_cleanly
def migrate() -> None:
    """Apply pending schema migrations to both stores (idempotent)."""
    from .connections import Neo4jStore, PgStore
    from .migrate import migrate_neo4j, migrate_postgres

    settings = _settings()
    neo, pg = Neo4jStore(settings), PgStore(settings, max_size=2)
    try:
        neo.verify()  # a server that is not there fails now, not after the driver's 30 s of retries
        results = migrate_neo4j(neo) + migrate_postgres(pg)
    finally:
        neo.close()
        pg.close()
    for r in results:
        console.print(f"{r.store:9} V{r.version:04d} {r.name:30} {r.action}")


NamespaceOpt = typer.Option(None, "--namespace", "-n", help="namespace (default: MEMLINEAGE_NAMESPACE or 'default')")
JsonOpt = typer.Option(False, "--json", help="print machine-readable JSON instead of a table")
ByOpt = typer.Option("cli", "--by", help="who (kept for audit)")


def _memory(namespace: str | None):
    from . import Memory

    settings = _settings(namespace)
    return Memory(settings.namespace, settings=settings)


def _plain(value: Any) -> Any:
    """What a client method returned, as JSON-ready data (pydantic models as ``model_dump(mode="json")``)."""
    from pydantic import BaseModel

    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if hasattr(value, "to_native"):  # neo4j temporal values in procedure rows (history)
        value = value.to_native()
    return value.isoformat() if hasattr(value, "isoformat") else value


def _print_json(value: Any) -> None:
    console.print_json(json.dumps(_plain(value)))


def _table(title: str, *columns: str) -> Table:
    table = Table(title=title)
    for column in columns:  # ids stay whole, to be copied into the next command; the rest folds
        table.add_column(column, overflow="fold", no_wrap=column in ("id", "conflict", "invalidation"))
    return table


def _add_row(table: Table, *values: str | None) -> None:
    table.add_row(*(Text(v or "") for v in values))  # memories are text, never rich markup


def _when(value: Any) -> str:
    return str(_plain(value) or "")


def _cell_row(cell: Any) -> tuple[str, str, str, str]:
    return cell.id, cell.kind.value, cell.status.value, cell.content


def _instant(value: str | None) -> Any:
    """An --as-of argument: ISO 8601 with a time zone (a bad one is one clear line, exit 1)."""
    from .timeexpr import parse_instant

    return None if value is None else parse_instant(value, "--as-of")


@app.command()
@_fail_cleanly
def show(cell_id: str = typer.Argument(..., help="id of the memory"),
         as_of: Optional[str] = typer.Option(None, "--as-of", help="its status then (ISO 8601 with a time zone)"),
         namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """One memory: kind, status (now, or as it was then), confidence, importance, usage."""
    with _memory(namespace) as memory:
        cell = memory.get(cell_id, as_of=_instant(as_of))
    if as_json:
        return _print_json(cell)
    table = _table(f"memory {cell.id}", "field", "value")
    data = cell.model_dump(mode="json")
    for field in ("kind", "status", "base_status", "content", "confidence", "importance", "usage_count", "usefulness",
                  "last_used_at", "source", "tags", "created_at"):
        _add_row(table, field, "" if data[field] is None else str(data[field]))
    console.print(table)


@app.command()
@_fail_cleanly
def usage(cell_id: str = typer.Argument(..., help="id of the memory"), namespace: Optional[str] = NamespaceOpt,
          as_json: bool = JsonOpt) -> None:
    """Every recorded recall that returned a memory, and what was derived from it through that recall."""
    with _memory(namespace) as memory:
        found = memory.usage(cell_id)
    if as_json:
        return _print_json(found)
    table = _table(f"usage of {cell_id}", "retrieval", "at", "query", "task", "rank", "feedback", "informed")
    for u in found:
        _add_row(table, u.retrieval, _when(u.at), u.query, u.task, str(u.rank),
                 "" if u.feedback is None else f"{u.feedback:+.2f}", ", ".join(u.informed))
    console.print(table)


@app.command()
@_fail_cleanly
def outcome(task: Optional[str] = typer.Option(None, help="the task= given to recall"),
            retrieval: Optional[list[str]] = typer.Option(None, help="retrieval ids instead of a task (repeatable)"),
            success: bool = typer.Option(..., "--success/--failure", help="did the result work out?"),
            by: str = ByOpt, namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Credit (or debit) the memories used for a task's result; strengthens co-use between them."""
    with _memory(namespace) as memory:
        result = memory.outcome(success=success, task=task, retrievals=retrieval, by=by)
    if as_json:
        return _print_json(result)
    console.print(f"{result['cells']} memories credited, {result['pairs']} co-use pairs")


@app.command("fit-preset")
@_fail_cleanly
def fit_preset(name: str = typer.Argument("learned", help="name of the preset to store"),
               min_retrievals: int = typer.Option(10, help="recorded recalls with positive feedback needed"),
               namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Fit the namespace's recall weights to its recorded feedback and store them as a preset."""
    with _memory(namespace) as memory:
        report = memory.fit_preset(name, min_retrievals=min_retrievals)
    if as_json:
        return _print_json(report)
    console.print(f"preset {report.name}: nDCG@10 on {report.retrievals} recorded recalls "
                  f"{report.ndcg_before:.3f} → {report.ndcg_after:.3f}")
    if report.focus_weights is None:
        console.print(", ".join(f"{k} {v:.2f}" for k, v in report.weights.as_map().items()))
        return
    for shape, weights in (("plain recalls", report.weights), ("recalls given a focus", report.focus_weights)):
        fit = report.shapes["plain" if shape.startswith("plain") else "focus"]
        kept = "fitted" if fit.learner != "start" else "balanced kept (no significant gain)"
        console.print(f"{shape} ({fit.retrievals} recalls, {kept}): "
                      + ", ".join(f"{k} {v:.2f}" for k, v in weights.as_map().items()))


@app.command()
@_fail_cleanly
def recall(
    query: str = typer.Argument(..., help="what the agent needs"),
    k: int = typer.Option(10, "-k", help="how many memories"),
    preset: str = typer.Option("balanced", help="semantic (vector only), lineage, balanced or a fitted preset"),
    focus: Optional[list[str]] = typer.Option(None, help="ids of the cells of the current step (repeatable)"),
    as_of: Optional[str] = typer.Option(None, "--as-of", help="what was believed then (ISO 8601 with a time zone)"),
    namespace: Optional[str] = NamespaceOpt,
    as_json: bool = JsonOpt,
) -> None:
    """Hybrid recall with a reason for every result."""
    with _memory(namespace) as memory:
        response = memory.recall(query, k, focus=focus or [], preset=preset, as_of=_instant(as_of))
    if as_json:
        return _print_json(response)
    table = _table(f"recall ({response.preset}) — retrieval {response.retrieval_id}", "#", "score", "id", "kind",
                   "memory", "why")
    for r in response:
        _add_row(table, str(r.rank), f"{r.score:.3f}", r.cell.id, r.cell.kind.value, r.cell.content, r.reason)
    console.print(table)


@app.command()
@_fail_cleanly
def trace(cell_id: str = typer.Argument(..., help="id of the memory"), namespace: Optional[str] = NamespaceOpt,
          as_json: bool = JsonOpt) -> None:
    """Where a memory comes from: its ancestors back to the roots, with generation contexts."""
    with _memory(namespace) as memory:
        result = memory.trace(cell_id)
    if as_json:
        return _print_json(result)
    table = _table(f"provenance of {cell_id}", "depth", "id", "kind", "status", "memory", "context")
    for entry in [None, *result.ancestors]:
        cell, depth = (result.cell, 0) if entry is None else (entry.cell, entry.depth)
        _add_row(table, str(depth), *_cell_row(cell),
                      json.dumps(cell.generation_context) if cell.generation_context else "")
    console.print(table)
    console.print("roots:", ", ".join(r.id for r in result.roots) or "(it is a root)")


@app.command()
@_fail_cleanly
def impact(cell_id: str = typer.Argument(..., help="id of the memory"), namespace: Optional[str] = NamespaceOpt,
           as_json: bool = JsonOpt) -> None:
    """Dry run: what invalidating a memory would contaminate, by depth and kind."""
    with _memory(namespace) as memory:
        report = memory.impact(cell_id)
    if as_json:
        return _print_json(report)
    console.print(f"{report.total} memories would be contaminated")
    for d in report.by_depth:
        console.print(f"  depth {d.depth:3}  {d.kind:14} {d.cells:8,}   e.g. {', '.join(d.sample[:3])}")


@app.command()
@_fail_cleanly
def invalidate(cell_id: str = typer.Argument(..., help="id of the memory"), reason: str = typer.Option(..., help="why (kept for audit)"),
               by: str = ByOpt, namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Invalidate a memory; everything derived from it becomes contaminated."""
    with _memory(namespace) as memory:
        inv = memory.invalidate(cell_id, reason=reason, by=by)
    if as_json:
        return _print_json(inv)
    console.print(f"invalidation {inv.id}: {inv.contaminated} memories contaminated")


@app.command()
@_fail_cleanly
def restore(invalidation_id: str = typer.Argument(..., help="id returned by invalidate"), by: str = ByOpt,
            reason: str = typer.Option("", help="why"), namespace: Optional[str] = NamespaceOpt,
            as_json: bool = JsonOpt) -> None:
    """Restore an invalidation; the cells it reached are re-evaluated."""
    with _memory(namespace) as memory:
        result = memory.restore(invalidation_id, by=by, reason=reason or None)
    if as_json:
        return _print_json(result)
    console.print(f"restored {result.invalidation_id}: {result.statuses}")


@app.command()
@_fail_cleanly
def history(cell_id: str = typer.Argument(..., help="id of the memory"), namespace: Optional[str] = NamespaceOpt,
            as_json: bool = JsonOpt) -> None:
    """Audit: every invalidation that targeted or reached a memory (who, when, why, still active)."""
    with _memory(namespace) as memory:
        rows = memory.history(cell_id)
    if as_json:
        return _print_json(rows)
    table = _table(f"invalidations of {cell_id}", "invalidation", "role", "depth", "reason", "by", "at", "active",
                   "restored by")
    for r in rows:
        _add_row(table, r["invalidation"], r["role"], str(r["depth"]), r["reason"], r["by"], _when(r["at"]),
                      "yes" if r["active"] else "no", r["restoredBy"] or "")
    console.print(table)


@app.command()
@_fail_cleanly
def reach(invalidation_id: str = typer.Argument(..., help="id returned by invalidate"),
          namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Audit of an invalidation: its memory (depth 0) and every memory it reaches, with depths."""
    with _memory(namespace) as memory:
        entries = memory.reach(invalidation_id)
    if as_json:
        return _print_json(entries)
    table = _table(f"reach of {invalidation_id}", "depth", "id", "kind", "status now", "memory")
    for e in entries:
        _add_row(table, str(e.depth), *_cell_row(e.cell))
    console.print(table)


@app.command()
@_fail_cleanly
def supersede(cell_id: str = typer.Argument(..., help="id of the memory to replace"),
              content: str = typer.Argument(..., help="the newer version"),
              reason: str = typer.Option("", help="why (kept on the SUPERSEDES edge)"), by: str = ByOpt,
              namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Record a newer version of a memory; the old one is superseded (kept, left out of recall)."""
    with _memory(namespace) as memory:
        cell = memory.supersede(cell_id, content, reason=reason, by=by)
    if as_json:
        return _print_json(cell)
    console.print(f"{cell.id} supersedes {cell_id}: {escape(cell.content)}", highlight=False)


@app.command()
@_fail_cleanly
def correct(cell_id: str = typer.Argument(..., help="id of the wrong memory"),
            content: str = typer.Argument(..., help="the right version"),
            reason: str = typer.Option(..., help="why the old one was wrong (kept for audit)"), by: str = ByOpt,
            namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Replace a wrong memory: supersede and invalidate it, contaminating what was derived from it."""
    with _memory(namespace) as memory:
        cell, inv = memory.correct(cell_id, content, reason=reason, by=by)
    if as_json:
        return _print_json({"cell": cell, "invalidation": inv})
    console.print(f"{cell.id} corrects {cell_id}: {escape(cell.content)}", highlight=False)
    console.print(f"invalidation {inv.id}: {inv.contaminated} memories contaminated")


@app.command(context_settings={"ignore_unknown_options": True})  # a negative SIGNAL is not an option
@_fail_cleanly
def feedback(retrieval_id: str = typer.Argument(..., help="retrieval id printed by recall"),
             cell_id: str = typer.Argument(..., help="id of the recalled memory"),
             signal: str = typer.Argument(..., help="a number in [-1, 1], or helpful / unhelpful / neutral"),
             by: str = ByOpt, namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Say whether a recalled memory helped (one signal per voter and retrieval)."""
    try:
        value: float | str = float(signal)
    except ValueError:
        value = signal
    with _memory(namespace) as memory:
        result = memory.feedback(retrieval_id, cell_id, value, by=by)
    if as_json:
        return _print_json(result)
    console.print(f"{result['id']}: usefulness {result['usefulness']:.3f}, importance {result['importance']:.3f}")


# --- memory traces -----------------------------------------------------------------------------------
@app.command()
@_fail_cleanly
def relate(a: str = typer.Argument(..., help="id of the memory the relation starts from"),
           b: str = typer.Argument(..., help="id of the memory it points to"),
           type: str = typer.Argument(..., help="SUPPORTS, CONTRADICTS, RELATED_TO, FOLLOWS or RESULT_OF"),
           strength: float = typer.Option(0.5, help="in [0, 1]"), confidence: float = typer.Option(1.0, help="in [0, 1]"),
           reason: Optional[str] = typer.Option(None, help="why (kept on the relation)"), by: str = ByOpt,
           namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Relate two memories: (A)-[TYPE]->(B); relating them again updates the relation."""
    with _memory(namespace) as memory:
        rel = memory.relate(a, b, type, strength=strength, confidence=confidence, by=by, reason=reason)
    if as_json:
        return _print_json(rel)
    console.print(f"{'created' if rel['created'] else 'updated'} ({rel['from']})-[:{rel['type']}]->({rel['to']}) "
                  f"strength {rel['strength']:.2f}, confidence {rel['confidence']:.2f}", highlight=False)


@app.command()
@_fail_cleanly
def unrelate(a: str = typer.Argument(..., help="id of the memory the relation starts from"),
             b: str = typer.Argument(..., help="id of the memory it points to"),
             type: str = typer.Argument(..., help="SUPPORTS, CONTRADICTS, RELATED_TO, FOLLOWS or RESULT_OF"),
             namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Remove the (A)-[TYPE]->(B) relation."""
    with _memory(namespace) as memory:
        removed = memory.unrelate(a, b, type)
    if as_json:
        return _print_json({"removed": removed})
    console.print(f"removed {removed} relation{'s' if removed != 1 else ''}")


@app.command()
@_fail_cleanly
def relations(cell_id: str = typer.Argument(..., help="id of the memory"),
              types: Optional[list[str]] = typer.Option(None, "--type", help="only this relation type (repeatable)"),
              direction: str = typer.Option("both", help="out, in or both"),
              namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """The typed relations of a memory (not lineage or versions), strongest first."""
    with _memory(namespace) as memory:
        found = memory.relations(cell_id, types or None, direction)
    if as_json:
        return _print_json(found)
    table = _table(f"relations of {cell_id}", "type", "dir", "id", "kind", "status", "memory", "strength",
                   "confidence", "source", "by", "reason")
    for r in found:
        _add_row(table, r.type.value, "→" if r.direction == "out" else "←", *_cell_row(r.cell), f"{r.strength:.2f}",
                      f"{r.confidence:.2f}", r.source.value, r.by or "", r.reason or "")
    console.print(table)


@app.command()
@_fail_cleanly
def link(child: str = typer.Argument(..., help="id of the stored memory"),
         parents: list[str] = typer.Argument(..., help="ids of the memories it also derives from"), by: str = ByOpt,
         namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Add lineage to a stored memory; a tainted new parent contaminates it and its descendants."""
    with _memory(namespace) as memory:
        result = memory.link(child, parents, by=by)
    if as_json:
        return _print_json(result)
    console.print(f"{result['edges']} lineage edges added, {result['contaminated']} memories contaminated")


@app.command()
@_fail_cleanly
def versions(cell_id: str = typer.Argument(..., help="id of any version of the memory"),
             namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """The supersession chain through a memory, oldest first (offset 0 is the one asked about)."""
    with _memory(namespace) as memory:
        chain = memory.versions(cell_id)
    if as_json:
        return _print_json(chain)
    table = _table(f"versions of {cell_id}", "offset", "id", "kind", "status", "memory", "superseded at")
    for v in chain:
        _add_row(table, f"{v.offset:+d}" if v.offset else "0", *_cell_row(v.cell), _when(v.superseded_at))
    console.print(table)


def _print_conflicts(title: str, found: Any) -> None:
    table = _table(title, "conflict", "status", "kind", "memories", "evidence", "confidence", "by", "decision")
    for c in found:
        decision = f"{c.winner} wins ({c.rule}, {c.resolved_by})" if c.winner else (c.reason or "")
        _add_row(table, c.id, c.status.value, c.kind, ", ".join(c.cells), c.evidence or "",
                      "" if c.confidence is None else f"{c.confidence:.2f}", c.by or "", decision)
    console.print(table)


@app.command()
@_fail_cleanly
def conflicts(status: str = typer.Option("open", help="open (the review queue), resolved, dismissed or all"),
              namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """The review queue: contradictions and low-confidence memories waiting for a decision, newest first."""
    with _memory(namespace) as memory:
        found = memory.conflicts(status)
    if as_json:
        return _print_json(found)
    _print_conflicts(f"{status} conflicts", found)


@app.command()
@_fail_cleanly
def resolve(conflict_id: str = typer.Argument(..., help="id of the open conflict"),
            keep: str = typer.Option(..., help="id of the memory that wins (it supersedes the other)"),
            reason: str = typer.Option(..., help="why (kept for audit)"), by: str = ByOpt,
            namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Settle a conflict: the kept memory supersedes the other (a low-confidence one is confirmed)."""
    with _memory(namespace) as memory:
        conflict = memory.resolve(conflict_id, keep, reason=reason, by=by)
    if as_json:
        return _print_json(conflict)
    loser = f", {conflict.loser} superseded" if conflict.loser else " (confirmed)"
    console.print(f"resolved {conflict.id}: {conflict.winner} kept{loser}")


@app.command()
@_fail_cleanly
def dismiss(conflict_id: str = typer.Argument(..., help="id of the open conflict"),
            reason: str = typer.Option(..., help="why it is not a conflict (kept for audit)"), by: str = ByOpt,
            namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Close a conflict without a winner; its memories are left as they are."""
    with _memory(namespace) as memory:
        conflict = memory.dismiss(conflict_id, reason=reason, by=by)
    if as_json:
        return _print_json(conflict)
    console.print(f"dismissed {conflict.id}: {', '.join(conflict.cells)} left as they are")


@app.command()
@_fail_cleanly
def discover(cell_ids: Optional[list[str]] = typer.Argument(None, help="ids of the memories to examine"),
             namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Find how memories relate to stored ones, and what contradicts them.

    Supports and related topics become relations; a contradiction becomes a conflict that the resolution
    policy settles where it safely can (else it waits in the review queue); low-confidence memories are
    queued for review."""
    if not cell_ids:  # capture's discovery queue lives in the client process that captured
        err_console.print("[yellow]warning:[/] nothing is queued in a new process: name the memories to examine",
                          highlight=False)
    with _memory(namespace) as memory:
        report = memory.discover(cell_ids or None)
    if as_json:
        return _print_json(report)
    console.print(f"{report.cells} memories examined, {report.pairs} pairs judged: {report.supports} supports, "
                  f"{report.related} related, {len(report.conflicts)} contradictions, "
                  f"{len(report.low_confidence)} low-confidence memories queued")
    if report.conflicts:
        _print_conflicts("contradictions found", report.conflicts)


@app.command()
@_fail_cleanly
def reconcile(namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Index in PostgreSQL the memories Neo4j holds as not yet indexed (after a failed write)."""
    with _memory(namespace) as memory:
        indexed, hnsw = memory.reconcile(), memory.index_pending()
    if as_json:
        return _print_json({"indexed": indexed, "hnsw_indexed": hnsw})
    console.print(f"indexed {indexed} memories")
    console.print(f"put {hnsw} deferred embeddings into the HNSW graph")


@app.command()
@_fail_cleanly
def reindex(namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Rebuild a namespace's PostgreSQL rows from Neo4j, the source of truth."""
    with _memory(namespace) as memory, console.status("reindexing…") as spinner:
        total = memory.reindex(progress=lambda n: spinner.update(f"reindexed {n:,} memories"))
    if as_json:
        return _print_json({"reindexed": total})
    console.print(f"reindexed {total:,} memories")


@app.command("copy-embeddings")
@_fail_cleanly
def copy_embeddings(namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Copy a namespace's embeddings from PostgreSQL onto its cells in Neo4j, for MEMLINEAGE_RECALL_ONE_CALL
    (cells stored before the switch was on have no copy, and recall ranks them the two-call way)."""
    with _memory(namespace) as memory, console.status("copying…") as spinner:
        total = memory.copy_embeddings(progress=lambda n: spinner.update(f"copied {n:,} embeddings"))
    if as_json:
        return _print_json({"copied": total})
    console.print(f"copied {total:,} embeddings onto their cells")


bench_app = typer.Typer(help="Benchmarks: figures side by side with baselines measured in the same run.",
                        no_args_is_help=True)
app.add_typer(bench_app, name="bench")


def _bench(name: str) -> ModuleType:
    """A benchmark module of the source checkout (benchmarks are not installed with the library)."""
    try:
        return importlib.import_module(f"memlineage_bench.{name}")
    except ModuleNotFoundError as exc:
        if not (exc.name or "").startswith("memlineage_bench"):
            raise
        raise MemLineageError("the benchmarks ship with MemLineage's source checkout, not with the library: "
                              "clone it and run `make setup` (or pip install -e '.[bench]' there)") from None


@bench_app.command("lineage")
@_fail_cleanly
def bench_lineage(
    sizes: str = typer.Option("100000,1000000", help="comma-separated DAG sizes (cells)"),
    e2e_size: int = typer.Option(100_000, help="cells ingested end to end (Neo4j + embeddings + PostgreSQL)"),
    batch: int = typer.Option(10_000, help="cells per record() call"),
    output: Optional[Path] = typer.Option(None, help="also write the table as JSON here"),
) -> None:
    """Ingest, invalidate and trace on layered DAGs full of diamonds vs a PostgreSQL recursive CTE and an
    in-memory dict + BFS."""
    bench = _bench("lineage")
    Report, run_size = bench.Report, bench.run_size

    settings = _settings()
    report = Report()
    for size in [int(s) for s in sizes.split(",") if s.strip()]:
        with console.status(f"benchmark at {size:,} cells") as spinner:
            run_size(settings, size, e2e_size=e2e_size, batch=batch, report=report,
                     progress=lambda msg: spinner.update(f"{size:,} cells: {msg}"))
        _print_bench(report, "memlineage bench lineage")
    if output is not None:
        output.write_text(json.dumps([r.__dict__ for r in report.rows], indent=2))


def _print_bench(report: Any, title: str) -> None:
    table = Table(title=title)
    for column in ("size", "measure", "MemLineage (Neo4j)", "PostgreSQL CTE", "in-memory BFS", "target", "note"):
        table.add_column(column)
    for r in report.rows:
        table.add_row(f"{r.size:,}", r.measure, r.memlineage, r.postgres_cte, r.in_memory, r.target, r.note)
    console.print(table)


@bench_app.command("recall")
@_fail_cleanly
def bench_recall(
    quality: bool = typer.Option(True, help="run the quality benchmark (synthetic agent histories, real embedder)"),
    classes: str = typer.Option("histories,usage,standing,duplicates,stale,conversations",
                                help="comma-separated quality classes: histories (agent histories), usage (the same "
                                     "histories, the agent recording which memories each step used), standing "
                                     "(standing constraints beside the task), duplicates (near-duplicate floods), "
                                     "stale (stale floods), conversations (long multi-session conversations), learning (only the "
                                     "learned-weights part of histories), learning-conversations (the same on "
                                     "--histories conversations of the first --conversation-turns size), learning-adapt (the same, "
                                     "exploring, on support, ops and research agents for --histories seeds)"),
    conversation_turns: str = typer.Option("420,840", help="comma-separated turns per user of the conversations "
                                                            "class (two users per size)"),
    histories: int = typer.Option(3, help="synthetic histories (one user each) for the quality benchmark"),
    sessions: int = typer.Option(60, help="sessions (tasks) per history"),
    seed: int = typer.Option(1, help="seed of the first history"),
    sizes: str = typer.Option("100000", help="comma-separated corpus sizes for the latency benchmark (e.g. "
                                             "100000,1000000); empty to skip"),
    queries: int = typer.Option(200, help="timed queries per size"),
    exact: int = typer.Option(50, help="queries whose exact top-10 is computed for ANN recall@10"),
    index_build: str = typer.Option("incremental", help="latency load: 'incremental' (HNSW maintained row by row, "
                                    "as remember does) or 'rebuild' (drop the HNSW index for the load and rebuild it "
                                    "with the migration's definition — dedicated benchmark servers only)"),
    keep_corpus: bool = typer.Option(False, help="keep each latency corpus (namespace bench-recall-<size>) for later "
                                     "runs and reuse one a previous run kept; the 1M load takes ~25 min"),
    output: Optional[Path] = typer.Option(None, help="also write the tables and raw figures as JSON here"),
) -> None:
    """Recall quality (recall@10, nDCG@10, invalid memories returned) of the semantic baseline vs lineage vs
    balanced — on agent histories, standing constraints, near-duplicate and stale floods and long conversations —
    and recall latency vs bare pgvector ANN at 100k / 1M cells."""
    bench = _bench("recall")
    Report, print_report, run_latency, run_quality = bench.Report, bench.print_report, bench.run_latency, bench.run_quality

    if index_build not in ("incremental", "rebuild"):
        raise typer.BadParameter("--index-build must be 'incremental' or 'rebuild'")
    chosen = [c.strip() for c in classes.split(",") if c.strip()]
    unknown = sorted(set(chosen) - set(bench.QUALITY_CLASSES))
    if unknown:
        raise typer.BadParameter(f"unknown --classes {', '.join(unknown)}; use: {', '.join(bench.QUALITY_CLASSES)}")
    try:
        turns = [int(t) for t in conversation_turns.split(",") if t.strip()]
    except ValueError:
        raise typer.BadParameter("--conversation-turns takes comma-separated whole numbers") from None
    if {"conversations", "learning-conversations"} & set(chosen) and (not turns or min(turns) < 20):
        raise typer.BadParameter("--conversation-turns needs sizes of at least 20 turns")
    settings = _settings()
    report = Report()
    wide = Console(width=200)
    if quality:
        with console.status("recall quality") as spinner:
            run_quality(settings, histories=histories, sessions=sessions, seed=seed, report=report,
                        progress=lambda msg: spinner.update(f"quality: {msg}"), classes=chosen,
                        conversation_turns=turns)
        print_report(report, wide)
    for size in [int(s) for s in sizes.split(",") if s.strip()]:
        with console.status(f"recall latency at {size:,} cells") as spinner:
            run_latency(settings, size, query_count=queries, exact_count=exact, report=report, index_build=index_build,
                        keep_corpus=keep_corpus, progress=lambda msg: spinner.update(f"{size:,} cells: {msg}"))
        print_report(Report(sections=[s for s in report.sections if s.title.startswith("recall latency")]), wide)
    if output is not None:
        output.write_text(json.dumps(report.as_json(), indent=2, default=str))


@bench_app.command("peers")
@_fail_cleanly
def bench_peers(
    sessions: int = typer.Option(60, help="sessions of the agent history of the quality part (bench recall's "
                                 "generator); 0 skips quality and features"),
    seed: int = typer.Option(1, help="seed of the history"),
    sizes: str = typer.Option("10000,100000", help="comma-separated corpus sizes for ingest and latency; empty to skip"),
    queries: int = typer.Option(200, help="timed queries per size"),
    peers: str = typer.Option("mem0,graphiti,agent-memory", help="comma-separated peers: mem0, graphiti, agent-memory"),
    peer_port_base: int = typer.Option(28800, help="first port of the peers' throwaway Neo4j instances (bolt, http "
                                       "per instance, consecutive; below the ephemeral range, where client connections take ports)"),
    peer_heap: str = typer.Option("1g", help="heap of each peer's Neo4j instance"),
    max_peer_load: str = typer.Option("", help="comma-separated peer=size: at larger sizes load that peer with only "
                                      "that many memories and time it there (the table says so), e.g. mem0=50000 "
                                      "when its write path is too slow"),
    output: Optional[Path] = typer.Option(None, help="also write the tables and raw figures as JSON here"),
) -> None:
    """MemLineage beside Mem0 OSS, Graphiti and neo4j-agent-memory (memlineage[peers]) on the same data, embedder
    and run: recall@10 / nDCG@10, stale answers after each one's own correction, ingest, search latency and what
    each can answer (sources, blast radius, point in time). Peers on Neo4j get throwaway instances of their own."""
    bench = _bench("peers")
    from memlineage_bench.recall import print_report

    chosen = [p.strip() for p in peers.split(",") if p.strip()]
    unknown = sorted(set(chosen) - set(bench.PEERS))
    if unknown:
        raise typer.BadParameter(f"unknown --peers {', '.join(unknown)}; use: {', '.join(bench.PEERS)}")
    try:
        size_list = [int(s) for s in sizes.split(",") if s.strip()]
    except ValueError:
        raise typer.BadParameter("--sizes takes comma-separated whole numbers") from None
    try:
        caps = {k.strip(): int(v) for k, v in (p.split("=", 1) for p in max_peer_load.split(",") if p.strip())}
    except ValueError:
        raise typer.BadParameter("--max-peer-load takes peer=size pairs, e.g. mem0=10000") from None
    if set(caps) - set(bench.PEERS):
        raise typer.BadParameter(f"--max-peer-load: unknown peers {', '.join(sorted(set(caps) - set(bench.PEERS)))}")
    settings = _settings()
    with console.status("bench peers") as spinner:
        report = bench.run(settings, sessions=sessions, seed=seed, sizes=size_list, queries=queries, peers=chosen,
                           peer_root=settings.home / "peers", peer_port_base=peer_port_base, peer_heap=peer_heap,
                           max_peer_load=caps, progress=lambda msg: (
                               spinner.update(f"peers: {msg}") if console.is_terminal  # else a log line: long runs
                               else typer.echo(f"{time.strftime('%H:%M:%S')} peers: {msg}", err=True)))
    print_report(report, Console(width=250))
    if output is not None:
        output.write_text(json.dumps(report.as_json(), indent=2, default=str))


@bench_app.command("traces")
@_fail_cleanly
def bench_traces(
    pairs: int = typer.Option(100, help="labelled pairs per class (7 classes)"),
    seed: int = typer.Option(1, help="seed of the generated set"),
    embedder: bool = typer.Option(False, "--embedder", help="also run the heuristic judge with the offline embedder "
                                  "(all-MiniLM-L6-v2: cosine for paraphrases and topics)"),
    openai_base_url: Optional[str] = typer.Option(None, "--openai-base-url", help="also run the OpenAI judge against "
                                                  "this OpenAI-compatible server, e.g. http://127.0.0.1:8000/v1"),
    model: Optional[str] = typer.Option(None, "--model", help="chat model of the OpenAI judge (alone: the OpenAI API "
                                        "or MEMLINEAGE_OPENAI_BASE_URL, with OPENAI_API_KEY)"),
    concurrency: int = typer.Option(4, help="OpenAI judge: requests in flight"),
    threshold: float = typer.Option(0.8, help="auto-resolution threshold: a wrong contradiction at or above it is a "
                                    "collateral supersession"),
    examples: int = typer.Option(4, help="wrong verdicts listed per judge"),
    capture_steps: int = typer.Option(100, help="capture-rate section on the configured servers: agent steps "
                                      "captured with discovery off, then background (0 skips it)"),
    output: Optional[Path] = typer.Option(None, help="also write the tables and figures as JSON here"),
) -> None:
    """Relation judge on a generated, labelled set of memory pairs: precision and recall on contradictions and
    supports, the confusion matrix, collateral supersessions and throughput — the offline judge (and the OpenAI
    judge) side by side, in the same run; then capture rate with deferred discovery off and on."""
    bench = _bench("traces")
    from .judge import HeuristicJudge, OpenAIJudge

    if openai_base_url and not model:
        raise typer.BadParameter("--openai-base-url needs --model")
    if not 0.0 < threshold <= 1.0:
        raise typer.BadParameter("--threshold must be in (0, 1]")
    judges: list[Any] = [HeuristicJudge()]
    if embedder:
        from .embed import LocalMiniLMEmbedder

        judges.append(HeuristicJudge(LocalMiniLMEmbedder()))
    if model:
        settings = _settings()
        judges.append(OpenAIJudge(model, base_url=openai_base_url or settings.openai_base_url,
                                  api_key=settings.openai_api_key, concurrency=concurrency))
    with console.status("relation judge") as spinner:
        scored = bench.run(judges, per_class=pairs, seed=seed, threshold=threshold,
                           progress=lambda msg: spinner.update(msg))
    report = bench.report(scored, per_class=pairs, seed=seed, examples=examples)
    bench.print_report(report, Console(width=200))
    figures = report.as_json()
    if capture_steps > 0:
        capture = _bench("capture")
        with console.status("capture rate") as spinner:
            rows = capture.run_capture(_settings(), steps=capture_steps, seed=seed,
                                       progress=lambda msg: spinner.update(msg))
        table = Table(title="capture with relation discovery off vs deferred (same run, same stream)")
        for column in ("discovery", "cells", "capture cells/s", "catch-up after last write", "relations",
                       "conflicts resolved by policy", "conflicts queued"):
            table.add_column(column)
        for r in rows:
            table.add_row(r.mode, f"{r.cells:,}", f"{r.rate:,.0f}", f"{r.catch_up:.1f} s" if r.mode != "off" else "—",
                          f"{r.relations:,}", str(r.resolved), str(r.queued))
        console.print(table)
        figures["capture"] = [r.__dict__ | {"rate": r.rate} for r in rows]
    if output is not None:
        output.write_text(json.dumps(figures, indent=2, default=str))


@app.command()
@_fail_cleanly
def demo() -> None:
    """The demo scenario: research → analysis → email, a wrong tool result corrected, a preference
    changed, recall with reasons, contamination isolated and restored, and a Browser URL."""
    from . import demo as demo_module

    demo_module.run(_settings(), console)


@app.command()
def version() -> None:
    """Print the client version."""
    from importlib.metadata import version as dist_version

    console.print(dist_version("memlineage"))


from . import cli_browser, cli_check, cli_concurrency, cli_export, cli_ingest, cli_lifecycle, cli_mcp, cli_repair, cli_write  # noqa: E402,F401


def main() -> None:
    # The drivers log each retry and failed connection attempt; the CLI reports the outcome in one line.
    for library in ("neo4j", "psycopg.pool"):
        logging.getLogger(library).setLevel(logging.ERROR)
    app()


if __name__ == "__main__":
    main()
