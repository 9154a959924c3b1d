"""``memlineage export openlineage`` and ``memlineage bench capture-overhead``: the framework adapters' commands.

Registered by one import at the end of :mod:`memgraph_py.cli`; each command calls one library function.
"""

from __future__ import annotations

import json
import sys
from datetime import datetime
from pathlib import Path
from typing import Optional

import typer
from rich.table import Table

from .cli import NamespaceOpt, _bench, _fail_cleanly, _memory, _settings, app, bench_app, console, err_console
from .errors import MemLineageError

export_app = typer.Typer(help="Send MemLineage's lineage to other systems.", no_args_is_help=True)
app.add_typer(export_app, name="export")


def _extra(module: str, extra: str):  # type: ignore[no-untyped-def]
    import importlib

    try:
        return importlib.import_module(f"memgraph_py.integrations.{module}")
    except ImportError as exc:
        err_console.print(f"[bold red]error:[/] {exc}", highlight=False)
        raise typer.Exit(1) from exc


@export_app.command("openlineage")
@_fail_cleanly
def export_openlineage(
    namespace: Optional[str] = NamespaceOpt,
    file: Optional[Path] = typer.Option(None, "--file", help="append the events to this file (file transport)"),
    url: Optional[str] = typer.Option(None, "--url", help="send the events to an OpenLineage HTTP endpoint "
                                                          "(e.g. Marquez at http://localhost:5000)"),
    since: Optional[datetime] = typer.Option(None, help="only cells recorded from this time (ISO 8601, UTC if no "
                                                        "zone)"),
    job_namespace: Optional[str] = typer.Option(None, help="OpenLineage job namespace (default memlineage/<ns>)"),
) -> None:
    """Emit the namespace's lineage as OpenLineage RunEvents: each step or tracked call a run of a job, the
    memories it read and wrote its inputs and outputs (one dataset per namespace, cell ids in the
    memlineage_cells facet). Without --file or --url the events are printed as JSON lines."""
    ol = _extra("openlineage", "openlineage")
    if file is not None and url is not None:
        raise MemLineageError("give --file or --url, not both")
    if since is not None and since.tzinfo is None:
        from datetime import timezone

        since = since.replace(tzinfo=timezone.utc)
    with _memory(namespace) as memory:
        if file is None and url is None:
            for event in ol.run_events(memory, since=since, job_namespace=job_namespace):
                sys.stdout.write(ol.to_json(event) + "\n")
            return
        from openlineage.client import OpenLineageClient
        from openlineage.client.transport import Transport

        transport: Transport
        if file is not None:
            from openlineage.client.transport.file import FileConfig, FileTransport

            transport = FileTransport(FileConfig(log_file_path=str(file), append=True))
        else:
            from openlineage.client.transport.http import HttpConfig, HttpTransport

            transport = HttpTransport(HttpConfig(url=str(url)))
        sent = ol.export_openlineage(memory, OpenLineageClient(transport=transport), since=since,
                                     job_namespace=job_namespace)
    console.print(f"sent {sent:,} OpenLineage events for namespace {memory.namespace!r} "
                  f"to {file if file is not None else url}")


@bench_app.command("capture-overhead")
@_fail_cleanly
def bench_capture_overhead(
    runs: int = typer.Option(30, help="agent runs with and without capture (each: 2 model calls, 1 tool call)"),
    warmup: int = typer.Option(3, help="runs of each kind before measuring"),
    output: Optional[Path] = typer.Option(None, help="also write the figures as JSON here"),
) -> None:
    """Median latency a LangChain agent (fake chat model + a real tool) gains per model/tool call from
    MemLineageMiddleware, beside the same agent without it in the same run."""
    bench = _bench("capture_overhead")
    with console.status("capture overhead") as spinner:
        report = bench.run(_settings(), runs=runs, warmup=warmup, progress=lambda msg: spinner.update(msg))
    table = Table(title=f"memlineage bench capture-overhead ({report.runs} runs each, "
                        f"{report.calls_per_run} model/tool calls per run)")
    for column in ("measure", "baseline (no MemLineage)", "with MemLineageMiddleware", "added"):
        table.add_column(column)
    for row in report.rows():
        table.add_row(*row)
    console.print(table)
    if output is not None:
        output.write_text(json.dumps(report.as_json(), indent=2))
