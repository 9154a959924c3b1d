"""Operations on the stores as a whole: ``check`` (the fsck of a namespace across both stores), ``index-status``,
and ``backup`` / ``restore-backup`` of the local servers (``bench backup`` times their round trip), and
``bench faults`` (crashes injected, invariants checked).

Registered by one import at the end of :mod:`memgraph_py.cli`; each command calls one library function.
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from .cli import (JsonOpt, NamespaceOpt, _add_row, _bench, _fail_cleanly, _memory, _print_json, _settings, _table, app,
                  bench_app, console)


@app.command()
@_fail_cleanly
def check(namespace: Optional[str] = NamespaceOpt,
          repair: bool = typer.Option(False, "--repair", help="first fix what is safely derivable (statuses from the "
                                      "active invalidations, orphan or missing embeddings), then check again"),
          as_json: bool = JsonOpt) -> None:
    """fsck of a namespace: DAG acyclic, statuses as the active invalidations imply, supersession chains
    well-formed, no edge across namespaces, every indexed cell with its embedding and every embedding with its
    cell. Exit status 1 on any violation left."""
    with _memory(namespace) as memory:
        with console.status(f"checking {memory.namespace}" + (" and repairing" if repair else "")):
            report = memory.check(repair=repair)
    if as_json:
        _print_json({**report.model_dump(mode="json"), "ok": report.ok})
    else:
        console.print(f"namespace {report.namespace}: {report.cells:,} cells, {report.embeddings:,} embeddings, "
                      f"{report.pending_index:,} waiting for the index")
        if report.repaired:
            console.print("repaired: " + ", ".join(f"{k} {v:,}" for k, v in sorted(report.repaired.items())))
        if report.ok:
            console.print("[green]no violation[/]")
        else:
            table = _table(f"{len(report.violations)} violations", "check", "id", "stored", "expected", "detail")
            for v in report.violations:
                _add_row(table, v.check, v.id, v.actual, v.expected, v.detail)
            console.print(table)
    if not report.ok:
        raise typer.Exit(1)


@app.command("index-status")
@_fail_cleanly
def index_status(namespace: Optional[str] = NamespaceOpt, as_json: bool = JsonOpt) -> None:
    """Index work of a namespace: memories missing from PostgreSQL (out of similarity recall until healed) and
    embeddings waiting for the HNSW graph (found by an exact scan meanwhile)."""
    with _memory(namespace) as memory:
        status = memory.index_status()
    if as_json:
        return _print_json(status)
    console.print(f"not in PostgreSQL: {status.unindexed:,} memories"
                  + (" (healing)" if status.healing else "" if not status.unindexed else
                     " (a client of the namespace heals them; `memlineage reconcile` does it now)"))
    console.print("waiting for the HNSW graph: " + ("unknown (PostgreSQL unreachable)" if status.hnsw_pending is None
                                                      else f"{status.hnsw_pending:,} embeddings"))
    if status.last_error:
        console.print(f"[yellow]last error:[/] {status.last_error}", highlight=False)


@app.command()
@_fail_cleanly
def backup(target: Path = typer.Argument(..., help="a new (or empty) directory for the backup"),
           as_json: bool = JsonOpt) -> None:
    """Consistent backup of the local servers: Neo4j is stopped (no write can happen) while both stores are
    dumped (neo4j-admin database dump, pg_dump), then started again; a manifest lists each file's checksum."""
    from .local import backup as backups

    with console.status("backing up…") as spinner:
        manifest = backups.backup(_settings(), target, progress=lambda msg: spinner.update(msg))
    if as_json:
        return _print_json(manifest)
    size = sum(f["bytes"] for f in manifest["files"].values())
    console.print(f"backup in {target}: {len(manifest['files'])} files, {size:,} bytes, {manifest['seconds']} s")


@app.command("restore-backup")
@_fail_cleanly
def restore_backup(source: Path = typer.Argument(..., help="a directory written by `memlineage backup`"),
                   yes: bool = typer.Option(False, "--yes", help="confirm: both stores' contents are replaced"),
                   as_json: bool = JsonOpt) -> None:
    """Replace both local stores' contents with a backup (checked against its manifest first)."""
    from .errors import InvalidInputError
    from .local import backup as backups

    if not yes:
        raise InvalidInputError("restore-backup replaces every memory of both stores: pass --yes to confirm")
    with console.status("restoring…") as spinner:
        result = backups.restore(_settings(), source, progress=lambda msg: spinner.update(msg))
    if as_json:
        return _print_json(result)
    console.print(f"restored the backup of {result['backup_created_at']} in {result['seconds']} s")


@bench_app.command("backup")
@_fail_cleanly
def bench_backup(
    cells: int = typer.Option(100_000, help="memories written before the backup (a layered DAG of diamonds)"),
    home: Optional[Path] = typer.Option(None, help="home of the bench's own servers (default: a new temporary "
                                        "directory); never your servers' home — the restore replaces everything"),
    bolt_port: int = typer.Option(17697, help="the bench servers' Bolt port"),
    http_port: int = typer.Option(17484, help="the bench servers' HTTP port"),
    pg_port: int = typer.Option(15443, help="the bench servers' PostgreSQL port"),
    as_json: bool = JsonOpt,
) -> None:
    """Backup / restore round trip at a given size on a server pair of its own: times beside a cold copy of the
    data directories measured in the same run, and whether counts, lineage, recall and check came back identical."""
    import tempfile

    from .config import Settings
    from .errors import InvalidInputError

    bench = _bench("backup")
    if cells < 10:
        raise InvalidInputError(f"--cells must be at least 10, got {cells}")
    base = _settings()
    own_home = home or Path(tempfile.mkdtemp(prefix="memlineage-bench-backup-home-"))
    if own_home.expanduser().absolute() == base.home.expanduser().absolute():
        raise InvalidInputError(f"--home {own_home} is the configured servers' home: the bench's restore would "
                                "replace their memories; give a directory of its own")
    settings = Settings.from_env({}, home=own_home, neo4j_bolt_port=bolt_port, neo4j_http_port=http_port,
                                 pg_port=pg_port, neo4j_heap=base.neo4j_heap, neo4j_pagecache=base.neo4j_pagecache,
                                 neo4j_dist=base.neo4j_dist, pg_shared_buffers=base.pg_shared_buffers)
    with console.status("bench backup") as spinner:
        result = bench.run(settings, cells, progress=lambda msg: spinner.update(msg))
    if as_json:
        return _print_json({k: v for k, v in result.__dict__.items()})
    table = _table("memlineage bench backup", "measure", "MemLineage", "baseline (same run)")
    for row in bench.rows(result):
        _add_row(table, *row)
    console.print(table)
    if not (result.identical and result.later_write_gone and result.check_ok):
        raise typer.Exit(1)


@bench_app.command("faults")
@_fail_cleanly
def bench_faults(repeat: int = typer.Option(3, help="rounds; each runs every scenario once"),
                 cells: int = typer.Option(1000, help="cells of the batch in flight (the client and buffer scenarios "
                                           "use half)"),
                 closure: int = typer.Option(10_000, help="cells below the invalidated root"),
                 home: Optional[Path] = typer.Option(None, help="home of the servers the bench starts and kills "
                                                     "(default <MEMLINEAGE_HOME>/faults-lab): never one whose data you keep"),
                 as_json: bool = JsonOpt) -> None:
    """The fault suite, longer: kill -9 Neo4j during a batch and during an invalidation, kill -9 PostgreSQL
    after the Neo4j commit, kill -9 a client mid-flush, stop Neo4j while captures are buffered; after each,
    every invariant is checked (whole batches, statuses, check clean, reconcile 0/0). Runs servers of its own
    on the configured ports (MEMLINEAGE_NEO4J_BOLT_PORT, _HTTP_PORT, MEMLINEAGE_PG_PORT; refused if taken) and
    stops them at the end. Exit status 1 on any violation."""
    from .embed import LocalMiniLMEmbedder

    bench = _bench("faults")
    settings = _settings()
    lab = bench.Lab(home or settings.home / "faults-lab", bolt_port=settings.neo4j_bolt_port,
                    http_port=settings.neo4j_http_port, pg_port=settings.pg_port, heap=settings.neo4j_heap,
                    pagecache=settings.neo4j_pagecache, shared_buffers=settings.pg_shared_buffers,
                    dist=settings.dist_dir)
    with console.status("starting the fault lab's servers") as spinner:
        lab.start()
        try:
            report = bench.run(lab, LocalMiniLMEmbedder(), repeat=repeat, cells=cells, closure=closure,
                               progress=lambda msg: spinner.update(msg))
        finally:
            lab.stop()
    violations = sum(len(o.violations) for o in report.outcomes)
    if as_json:
        _print_json({"repeat": report.repeat, "seconds": round(report.seconds, 1), "load": report.load,
                     "faults": [{"fault": o.fault, "injected": o.injected, "survived": o.survived,
                                 "missed": o.missed, "violations": o.violations, "landed": dict(o.landed),
                                 "errors": dict(o.errors), "lost_buffered": o.lost} for o in report.outcomes]})
    else:
        table = _table(f"memlineage bench faults — {repeat} round(s), {cells:,}-cell batches, {closure:,}-cell closure",
                       "fault injected", "times injected", "survived", "invariant violations", "where the kills landed",
                       "caller saw")
        for o in report.outcomes:
            _add_row(table, o.fault, str(o.injected), str(o.survived), str(len(o.violations)),
                     "; ".join(f"{k} ×{n}" for k, n in o.landed.items()) + (f"; missed ×{o.missed}" if o.missed else ""),
                     ", ".join(f"{k} ×{n}" for k, n in o.errors.items()) or "—")
        console.print(table)
        for o in report.outcomes:
            for v in o.violations:
                console.print(f"[red]{o.fault}[/]: {v}")
            if o.lost:
                console.print(f"{o.fault}: {o.lost:,} captures were only buffered in the killed client (the "
                              "documented loss: a capture is durable once its flush returned)")
        console.print(f"{report.seconds:.0f} s; 1-minute load average at the end: {report.load:.1f}")
    if violations:
        raise typer.Exit(1)
