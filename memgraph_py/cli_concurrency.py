"""``memlineage bench concurrency``: eight writers, invalidators and recallers on one namespace, compared with a
model afterwards (``--hostile``: the hostile input sizes instead)."""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Optional

import typer
from rich.table import Table

from .cli import _bench, _fail_cleanly, _settings, bench_app, console


@bench_app.command("concurrency")
@_fail_cleanly
def bench_concurrency(
    writers: int = typer.Option(8, help="writers (threads and processes, sync and async clients, in turn)"),
    cells: int = typer.Option(10_000, help="cells each writer captures"),
    batch: int = typer.Option(250, help="cells per remember_many call"),
    invalidators: int = typer.Option(2, help="threads invalidating and restoring while the writers write"),
    recallers: int = typer.Option(1, help="threads recalling meanwhile"),
    hostile: bool = typer.Option(False, "--hostile", help="run the hostile input sizes instead: a --chain-deep "
                                 "lineage chain and a --fanout-wide fan-out, each walked, invalidated and restored"),
    chain: int = typer.Option(10_000, help="--hostile: depth of the chain"),
    fanout: int = typer.Option(200_000, help="--hostile: children of the fan-out's root"),
    output: Optional[Path] = typer.Option(None, help="also write the figures as JSON here"),
) -> None:
    """Concurrency suite at full size: no lost or duplicated cell, lineage and statuses equal to an in-memory model
    of the same operations, check clean, no error surfacing to a caller (each run in a fresh namespace)."""
    namespace = f"bench-concurrency-{uuid.uuid4().hex[:8]}"
    if hostile:
        bench = _bench("hostile")
        with console.status("bench concurrency --hostile") as spinner:
            figures, results = bench.run(_settings(), namespace, chain=chain, fanout=fanout,
                                         progress=lambda msg: spinner.update(msg))
        table = Table(title=f"memlineage bench concurrency --hostile ({chain:,}-deep chain, {fanout:,}-wide fan-out; "
                            f"namespace {namespace})")
        for column in ("step", "seconds", "result", "Neo4j heap used after (MB)"):
            table.add_column(column)
        for step in figures.steps:
            table.add_row(step.name, f"{step.seconds:.2f}", step.result,
                          "" if step.heap_mb is None else f"{step.heap_mb:,.0f}")
        console.print(table)
        if figures.heap_peak_mb is not None:
            console.print(f"Neo4j heap: max {figures.heap_max_mb:,.0f} MB; the heap pools' peaks since the server "
                          f"started add up to {figures.heap_peak_mb:,.0f} MB (an upper bound: each pool peaked at its "
                          "own time)")
        if output is not None:
            output.write_text(json.dumps({"figures": figures.as_json(), "results": results}, indent=2, default=str))
        return
    bench = _bench("concurrency")
    plan = bench.Plan(namespace=namespace, writers=writers, cells=cells, batch=batch, invalidators=invalidators,
                      recallers=recallers)
    with console.status("bench concurrency") as spinner:
        outcome = bench.run(_settings(), plan, progress=lambda msg: spinner.update(msg))
    table = Table(title=f"memlineage bench concurrency (namespace {namespace})")
    table.add_column("measure")
    table.add_column("value")
    for row in outcome.rows():
        table.add_row(*row)
    console.print(table)
    for line in outcome.errors[:10] + outcome.check_violations[:10] + outcome.examples:
        console.print(f"  {line}", markup=False)
    if output is not None:
        output.write_text(json.dumps(outcome.as_json(), indent=2, default=str))
    if not outcome.clean:
        raise typer.Exit(1)
