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


def _memory(namespace: str | None):
    from . import Memory

    settings = _settings(namespace)
    return Memory(settings.namespace, settings=settings)


@app.command()
@_fail_cleanly
def recall(
    query: str = typer.Argument(..., help="what the agent needs"),
    k: int = typer.Option(10, "-k", help="how many memories"),
    preset: str = typer.Option("balanced", help="semantic (vector only), lineage or balanced"),
    focus: Optional[list[str]] = typer.Option(None, help="ids of the cells of the current step (repeatable)"),
    namespace: Optional[str] = NamespaceOpt,
) -> None:
    """Hybrid recall with a reason for every result."""
    with _memory(namespace) as memory:
        response = memory.recall(query, k, focus=focus or [], preset=preset)
    table = Table(title=f"recall ({response.preset}) — retrieval {response.retrieval_id}")
    for column in ("#", "score", "id", "kind", "memory", "why"):
        table.add_column(column, overflow="fold")
    for r in response:
        table.add_row(str(r.rank), f"{r.score:.3f}", r.cell.id, r.cell.kind.value, r.cell.content, r.reason)
    console.print(table)


@app.command()
@_fail_cleanly
def trace(cell_id: str = typer.Argument(..., help="id of the memory"), namespace: Optional[str] = NamespaceOpt) -> None:
    """Where a memory comes from: its ancestors back to the roots, with generation contexts."""
    with _memory(namespace) as memory:
        result = memory.trace(cell_id)
    table = Table(title=f"provenance of {cell_id}")
    for column in ("depth", "id", "kind", "status", "memory", "context"):
        table.add_column(column, overflow="fold")
    for entry in [None, *result.ancestors]:
        cell, depth = (result.cell, 0) if entry is None else (entry.cell, entry.depth)
        table.add_row(str(depth), cell.id, cell.kind.value, cell.status.value, cell.content,
                      json.dumps(cell.generation_context) if cell.generation_context else "")
    console.print(table)
    console.print("roots:", ", ".join(r.id for r in result.roots) or "(it is a root)")


@app.command()
@_fail_cleanly
def impact(cell_id: str = typer.Argument(..., help="id of the memory"), namespace: Optional[str] = NamespaceOpt) -> None:
    """Dry run: what invalidating a memory would contaminate, by depth and kind."""
    with _memory(namespace) as memory:
        report = memory.impact(cell_id)
    console.print(f"{report.total} memories would be contaminated")
    for d in report.by_depth:
        console.print(f"  depth {d.depth:3}  {d.kind:14} {d.cells:8,}   e.g. {', '.join(d.sample[:3])}")


@app.command()
@_fail_cleanly
def invalidate(cell_id: str = typer.Argument(..., help="id of the memory"), reason: str = typer.Option(..., help="why (kept for audit)"),
               by: str = typer.Option("cli", help="who"), namespace: Optional[str] = NamespaceOpt) -> None:
    """Invalidate a memory; everything derived from it becomes contaminated."""
    with _memory(namespace) as memory:
        inv = memory.invalidate(cell_id, reason=reason, by=by)
    console.print(f"invalidation {inv.id}: {inv.contaminated} memories contaminated")


@app.command()
@_fail_cleanly
def restore(invalidation_id: str = typer.Argument(..., help="id returned by invalidate"), by: str = typer.Option("cli", help="who"),
            reason: str = typer.Option("", help="why"), namespace: Optional[str] = NamespaceOpt) -> None:
    """Restore an invalidation; the cells it reached are re-evaluated."""
    with _memory(namespace) as memory:
        result = memory.restore(invalidation_id, by=by, reason=reason or None)
    console.print(f"restored {result.invalidation_id}: {result.statuses}")


@app.command()
@_fail_cleanly
def reconcile(namespace: Optional[str] = NamespaceOpt) -> None:
    """Index in PostgreSQL the memories Neo4j holds as not yet indexed (after a failed write)."""
    with _memory(namespace) as memory:
        console.print(f"indexed {memory.reconcile()} memories")
        console.print(f"put {memory.index_pending()} deferred embeddings into the HNSW graph")


@app.command()
@_fail_cleanly
def reindex(namespace: Optional[str] = NamespaceOpt) -> None:
    """Rebuild a namespace's PostgreSQL rows from Neo4j, the source of truth."""
    with _memory(namespace) as memory, console.status("reindexing…") as spinner:
        total = memory.reindex(progress=lambda n: spinner.update(f"reindexed {n:,} memories"))
    console.print(f"reindexed {total:,} memories")


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
    balanced, and recall latency vs bare pgvector ANN at 100k / 1M cells."""
    bench = _bench("recall")
    Report, print_report, run_latency, run_quality = bench.Report, bench.print_report, bench.run_latency, bench.run_quality

    if index_build not in ("incremental", "rebuild"):
        raise typer.BadParameter("--index-build must be 'incremental' or 'rebuild'")
    settings = _settings()
    report = Report()
    wide = Console(width=200)
    if quality:
        with console.status("recall quality") as spinner:
            run_quality(settings, histories=histories, sessions=sessions, seed=seed, report=report,
                        progress=lambda msg: spinner.update(f"quality: {msg}"))
        print_report(report, wide)
    for size in [int(s) for s in sizes.split(",") if s.strip()]:
        with console.status(f"recall latency at {size:,} cells") as spinner:
            run_latency(settings, size, query_count=queries, exact_count=exact, report=report, index_build=index_build,
                        keep_corpus=keep_corpus, progress=lambda msg: spinner.update(f"{size:,} cells: {msg}"))
        print_report(Report(sections=[s for s in report.sections if s.title.startswith("recall latency")]), wide)
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
    output: Optional[Path] = typer.Option(None, help="also write the tables and figures as JSON here"),
) -> None:
    """Relation judge on a generated, labelled set of memory pairs: precision and recall on contradictions and
    supports, the confusion matrix, collateral supersessions and throughput — the offline judge (and the OpenAI
    judge) side by side, in the same run."""
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
    if output is not None:
        output.write_text(json.dumps(report.as_json(), indent=2, default=str))


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


def main() -> None:
    # The drivers log each retry and failed connection attempt; the CLI reports the outcome in one line.
    for library in ("neo4j", "psycopg.pool"):
        logging.getLogger(library).setLevel(logging.ERROR)
    app()


if __name__ == "__main__":
    main()
