"""``memlineage`` commands of the memory lifecycle: forget, unarchive, consolidate, working-set, bench lifecycle.

Each command calls one ``Memory`` method and prints a rich table, or JSON with ``--json``; long work shows a
progress bar. Registered by one import at the end of :mod:`memgraph_py.cli`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Optional

import typer
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from .cli import ByOpt, JsonOpt, NamespaceOpt, _bench, _fail_cleanly, _memory, _plain, _settings, app, bench_app, console

__all__: list[str] = []


def _json(value: Any) -> None:
    console.print_json(json.dumps(_plain(value), default=str))


@app.command("forget")
@_fail_cleanly
def forget(
    namespace: Optional[str] = NamespaceOpt,
    apply: bool = typer.Option(False, "--apply", help="archive them (default: a dry run that only reports)"),
    threshold: float = typer.Option(0.35, help="archive memories whose keep score is below this (0..1)"),
    budget: Optional[int] = typer.Option(None, help="budget mode: archive the lowest-scoring until at most this "
                                                    "many memories are active"),
    recent_days: float = typer.Option(7.0, help="never touch what a valid output of the last N days rests on"),
    pinned: str = typer.Option("preference,constraint,fact,summary,task", help="comma-separated kinds never forgotten"),
    limit: int = typer.Option(10_000, help="archive at most this many in one run"),
    show: int = typer.Option(30, help="rows shown in the table"),
    by: str = ByOpt,
    as_json: bool = JsonOpt,
) -> None:
    """Forget low-value memories (archive them) by importance, recency, usage and topology; roots, pinned kinds,
    open tasks and what recent outputs rest on are spared. A dry run unless --apply; `unarchive` undoes it."""
    policy = {"threshold": threshold, "budget": budget, "recent_days": recent_days, "limit": limit,
              "pinned_kinds": [k.strip() for k in pinned.split(",") if k.strip()]}
    with _memory(namespace) as memory:
        with console.status("scoring memories…"):
            report = memory.forget(policy, dry_run=not apply, by=by)
    if as_json:
        _json(report)
        return
    verb = "would archive" if report.dry_run else "archived"
    table = Table(title=f"forget: {verb} {len(report.candidates)} of {report.active_before:,} active memories "
                        f"({report.active_after:,} left)", title_justify="left")
    for column in ("id", "kind", "score", "importance", "recency", "usage", "topology", "why"):
        table.add_column(column, justify="left" if column in ("id", "kind", "why") else "right")
    for c in report.candidates[:show]:
        table.add_row(c.id, c.kind, f"{c.score:.3f}", f"{c.importance:.2f}", f"{c.recency:.2f}", f"{c.usage:.2f}",
                      f"{c.topology:.2f}", c.reason)
    console.print(table)
    if len(report.candidates) > show:
        console.print(f"… and {len(report.candidates) - show} more (--show, or --json for all)")
    if report.dry_run and report.candidates:
        console.print("dry run: nothing changed; run again with --apply to archive them")


@app.command("unarchive")
@_fail_cleanly
def unarchive(
    ids: list[str] = typer.Argument(..., help="ids of archived memories"),
    namespace: Optional[str] = NamespaceOpt,
    by: str = ByOpt,
    as_json: bool = JsonOpt,
) -> None:
    """Bring archived memories back into recall (the exact inverse of archiving)."""
    with _memory(namespace) as memory:
        rows = memory.unarchive(ids, by=by)
    if as_json:
        _json(rows)
        return
    for r in rows:
        console.print(f"unarchived {r['id']}: status {r['status']}")


@app.command("consolidate")
@_fail_cleanly
def consolidate(
    namespace: Optional[str] = NamespaceOpt,
    ids: Optional[list[str]] = typer.Argument(None, help="only these memories (default: the whole namespace)"),
    dry_run: bool = typer.Option(False, "--dry-run", help="only show the clusters and their summaries"),
    near_duplicate: float = typer.Option(0.92, help="similarity that links two memories on its own"),
    related: float = typer.Option(0.80, help="similarity that links two memories sharing an entity or lineage"),
    max_size: int = typer.Option(12, help="most memories per summary"),
    summarizer: str = typer.Option("extractive", help="'extractive' (offline) or 'openai' (an OpenAI-compatible "
                                                      "endpoint: MEMLINEAGE_OPENAI_BASE_URL, _API_KEY, --model)"),
    model: str = typer.Option("gpt-4o-mini", help="chat model of the openai summarizer"),
    by: str = ByOpt,
    as_json: bool = JsonOpt,
) -> None:
    """Replace clusters of near-duplicate or related episodic memories by semantic summaries (CONSOLIDATES and
    DERIVED_FROM their sources, which are archived: traceable, restorable)."""
    from .summarize import OpenAISummarizer

    if summarizer not in ("extractive", "openai"):
        raise typer.BadParameter("--summarizer must be 'extractive' or 'openai'")
    policy = {"near_duplicate": near_duplicate, "related": related, "max_size": max_size}
    settings = _settings(namespace)
    chosen = (OpenAISummarizer(model, base_url=settings.openai_base_url, api_key=settings.openai_api_key)
              if summarizer == "openai" else None)
    with _memory(namespace) as memory, Progress(console=console, transient=True) as progress:
        bar = progress.add_task("consolidating", total=None)
        report = memory.consolidate(ids or None, policy, summarizer=chosen, dry_run=dry_run, by=by,
                                    progress=lambda done, total: progress.update(bar, completed=done, total=total))
    if as_json:
        _json(report)
        return
    verb = "would write" if report.dry_run else "wrote"
    table = Table(title=f"consolidate: {verb} {len(report.clusters)} summaries of {report.archived or sum(len(c.sources) for c in report.clusters)} "
                        f"memories ({report.examined:,} examined)", title_justify="left")
    for column in ("summary", "sources", "content"):
        table.add_column(column)
    for c in report.clusters:
        table.add_row(c.summary_id or "—", "\n".join(c.sources), c.content)
    console.print(table)


@app.command("working-set")
@_fail_cleanly
def working_set(
    task: str = typer.Argument(..., help="id of the task memory"),
    namespace: Optional[str] = NamespaceOpt,
    budget: int = typer.Option(2000, help="tokens (approximate) or memories"),
    unit: str = typer.Option("tokens", help="'tokens' or 'cells'"),
    query: Optional[str] = typer.Option(None, help="order by relevance to this question (default: importance)"),
    as_json: bool = JsonOpt,
) -> None:
    """A task's context within a budget, most relevant first."""
    with _memory(namespace) as memory:
        result = memory.working_set(task, budget, unit=unit, query=query)
    if as_json:
        _json(result)
        return
    table = Table(title=f"working set of {task}: {len(result)} memories, ~{result.tokens} tokens, "
                        f"{result.left_out} left out", title_justify="left")
    for column in ("score", "id", "kind", "layer", "content"):
        table.add_column(column)
    for cell, score in zip(result.cells, result.scores):
        table.add_row(f"{score:.3f}", cell.id, cell.kind.value, cell.layer.value, cell.content)
    console.print(table)


@bench_app.command("lifecycle")
@_fail_cleanly
def bench_lifecycle(
    part: str = typer.Option("shrink", help="which part: shrink (consolidation + forgetting vs recall)"),
    histories: int = typer.Option(1, help="synthetic agent histories (bench recall's generator)"),
    sessions: int = typer.Option(40, help="sessions (tasks) per history"),
    seed: int = typer.Option(1, help="seed of the first history"),
    budget_fraction: float = typer.Option(0.55, help="forget's budget as a fraction of the active memories"),
    repeats: int = typer.Option(2, help="timed runs per query (the fastest is kept)"),
    output: Optional[Path] = typer.Option(None, help="also write the tables and raw figures as JSON here"),
) -> None:
    """Consolidation + forgetting on bench recall's histories: active memories, lineage-dependent recall@10 of
    balanced and recall p95, before and after, side by side."""
    bench = _bench("lifecycle")
    if part not in bench.PARTS:
        raise typer.BadParameter(f"--part must be one of {', '.join(bench.PARTS)}")
    if histories < 1 or sessions < 2 or repeats < 1:
        raise typer.BadParameter("--histories and --repeats must be ≥ 1, --sessions ≥ 2")
    if not 0 < budget_fraction <= 1:
        raise typer.BadParameter("--budget-fraction must be in (0, 1]")
    from memlineage_bench.recall import print_report

    with console.status("lifecycle benchmark") as spinner:
        results = bench.run_shrink(_settings(), histories=histories, sessions=sessions, seed=seed,
                                   budget_fraction=budget_fraction, repeats=repeats,
                                   progress=lambda msg: spinner.update(f"lifecycle: {msg}"))
    report = bench.report(results)
    print_report(report, Console(width=200))
    if output is not None:
        output.write_text(json.dumps(report.as_json(), indent=2, default=str))
