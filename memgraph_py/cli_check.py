"""Operations on the stores as a whole: ``check`` (the fsck of a namespace across both stores), ``index-status``,
and ``backup`` / ``restore-backup`` of the local servers (``bench backup`` times their round trip).

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
