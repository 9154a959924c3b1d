"""``memlineage`` commands for erasure, repair and replay, and stats (registered by cli.py)."""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Optional

import typer
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from .cli import (
    ByOpt, JsonOpt, NamespaceOpt, _add_row, _bench, _fail_cleanly, _memory, _print_json, _settings, _table, app, bench_app,
    console,
)
from .errors import InvalidInputError


@app.command()
@_fail_cleanly
def erase(cell_ids: list[str] = typer.Argument(None, help="ids of the memories to erase"),
          source: Optional[str] = typer.Option(None, help="also erase the memories with this source"),
          tag: Optional[str] = typer.Option(None, help="... with this tag"),
          entity: Optional[str] = typer.Option(None, help="... that mention this entity"),
          reason: str = typer.Option(..., help="why (kept on the tombstone)"),
          cascade: str = typer.Option("keep", help="descendants: keep, contaminate or erase"),
          by: str = ByOpt, namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Erase memories: content, embedding, keyword entry and mentions leave both stores; a tombstone stays."""
    with _memory(namespace) as memory:
        report = memory.erase(cell_ids or None, source=source, tag=tag, entity=entity, reason=reason, by=by,
                              cascade=cascade)
    if as_json:
        return _print_json(report)
    console.print(f"erased {len(report.erased)} memories ({report.rows_deleted} index rows deleted, "
                  f"{report.entities_removed} entities left unmentioned removed); cascade {report.cascade}: "
                  f"{report.contaminated} descendants contaminated")
    for cell_id in report.erased:
        console.print(f"  {cell_id}", highlight=False)


@app.command("erase-namespace")
@_fail_cleanly
def erase_namespace(yes: bool = typer.Option(False, "--yes", help="confirm: the whole namespace is removed"),
                    batch: int = typer.Option(10_000, help="nodes deleted per transaction"),
                    namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Remove a namespace (tenant) entirely from Neo4j and PostgreSQL, in batches; needs --yes."""
    if not yes:
        raise InvalidInputError("erase-namespace removes every memory of the namespace: pass --yes to confirm")
    with _memory(namespace) as memory, Progress(TextColumn("{task.description}"), TimeElapsedColumn(),
                                                console=console, transient=True) as bar:
        task = bar.add_task(f"erasing namespace {memory.namespace}")
        report = memory.erase_namespace(confirm=True, batch=batch,
                                        progress=lambda n: bar.update(task, description=f"deleted {n:,} nodes"))
    if as_json:
        return _print_json(report)
    console.print(f"namespace {report.namespace}: {report.nodes_deleted:,} nodes deleted in {report.batches} "
                  f"batches ({', '.join(f'{k} {v:,}' for k, v in sorted(report.by_label.items())) or 'none'}), "
                  f"{report.rows_deleted:,} PostgreSQL rows deleted")


@app.command("repair-plan")
@_fail_cleanly
def repair_plan(invalidation_id: str = typer.Argument(..., help="invalidation id (from invalidate or correct)"),
                namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """What an invalidation contaminated, in topological order, with each step's replayable function."""
    with _memory(namespace) as memory:
        plan = memory.repair_plan(invalidation_id)
    if as_json:
        return _print_json(plan)
    correction = plan.correction.id if plan.correction else "none (invalidated without a correction)"
    console.print(f"invalidated {plan.target.cell.id}; correction: {correction}", highlight=False)
    table = _table(f"repair plan of {plan.invalidation_id}", "#", "id", "kind", "function", "call", "superseded by")
    for step in plan.steps:
        _add_row(table, str(step.order), step.cell.id, step.cell.kind.value, step.function or "—",
                 step.call or "", ", ".join(step.newer))
    console.print(table)


@app.command()
@_fail_cleanly
def replay(invalidation_id: str = typer.Argument(..., help="invalidation id (from invalidate or correct)"),
           imports: list[str] = typer.Option([], "--import", help="module to import first: it registers its "
                                             "replayable functions (memgraph_py.repair.register_replayable)"),
           by: str = ByOpt, namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Re-run the replayable functions of an invalidation's repair plan on the corrected inputs."""
    for module in imports:
        importlib.import_module(module)
    with _memory(namespace) as memory, Progress(TextColumn("{task.description}"), BarColumn(), TimeElapsedColumn(),
                                                console=console, transient=True) as bar:
        bar.add_task("replaying", total=None)
        report = memory.replay(invalidation_id, by=by)
    if as_json:
        return _print_json(report)
    console.print(f"replayed {len(report.replayed)} steps in {report.seconds:.2f} s; "
                  f"{len(report.skipped)} already superseded; {len(report.unreplayable)} left for manual action")
    if report.replayed:
        table = _table("new versions", "old", "new", "function")
        for r in report.replayed:
            _add_row(table, r.old, r.new, r.function)
        console.print(table)
    if report.unreplayable:
        table = _table("left for manual action", "id", "kind", "why")
        for u in report.unreplayable:
            _add_row(table, u.cell_id, u.kind, u.reason)
        console.print(table)


@app.command()
@_fail_cleanly
def stats(namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Counts: memories by kind, status and layer, open conflicts, pending index work."""
    with _memory(namespace) as memory:
        figures = memory.stats()
    if as_json:
        return _print_json(figures)
    console.print(f"namespace {figures.namespace}: {figures.cells:,} memories, {figures.open_conflicts} open "
                  f"conflicts, {figures.active_invalidations} active invalidations", highlight=False)
    for title, counts in (("kind", figures.by_kind), ("status", figures.by_status), ("layer", figures.by_layer)):
        table = _table(f"by {title}", title, "memories")
        for key, n in sorted(counts.items()):
            _add_row(table, key, f"{n:,}")
        console.print(table)
    console.print(f"pending: {figures.pending_index:,} to index in PostgreSQL, {figures.pending_purge:,} tombstones "
                  f"to purge, {figures.pending_hnsw:,} rows waiting for HNSW ({figures.index_rows:,} rows)")


@bench_app.command("replay")
@_fail_cleanly
def bench_replay(size: int = typer.Option(1000, help="cells in the contaminated closure"),
                 keep: bool = typer.Option(False, help="keep the benchmark namespace afterwards"),
                 output: Optional[Path] = typer.Option(None, help="also write the figures as JSON here")) -> None:
    """Replay of a contaminated closure (time, cells/s) beside the plain re-run of the same functions
    without MemLineage, in the same run."""
    bench = _bench("replay")
    if size < 2:
        raise typer.BadParameter("--size must be at least 2")
    with console.status("replay benchmark") as spinner:
        figures = bench.run(_settings(), size, keep=keep, progress=lambda msg: spinner.update(msg))
    table = Table(title=f"memlineage bench replay — {figures.size:,}-cell contaminated closure")
    for column in ("measure", "MemLineage replay", "plain re-run (no MemLineage)", "note"):
        table.add_column(column)
    table.add_row("time", f"{figures.replay_s:.2f} s", f"{figures.baseline_s * 1000:.2f} ms",
                  f"repair plan {figures.plan_s * 1000:.0f} ms (inside replay too)")
    table.add_row("cells/s", f"{figures.cells_per_s:,.0f}", f"{figures.baseline_cells_per_s:,.0f}",
                  f"{figures.replayed:,} new versions written (Neo4j + embedding + PostgreSQL)")
    table.add_row("embedding alone", f"{figures.embed_s:.2f} s", "—",
                  f"the embedder on the same {figures.size:,} results, no store: inside the replay time too")
    table.add_row("same results", "yes" if figures.same_results else "NO", "—",
                  f"{figures.unreplayable} unreplayable; recorded in {figures.record_s:.1f} s; "
                  f"correct() {figures.correct_s * 1000:.0f} ms")
    console.print(table)
    for note in figures.notes + [f"1-minute load average at the end: {figures.load:.1f}"]:
        console.print(note)
    if output is not None:
        output.write_text(json.dumps(figures.as_json(), indent=2))
