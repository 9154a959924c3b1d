"""``memlineage ingest`` (a transcript file in, memories out) and ``memlineage bench ingest``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from .cli import _bench, _fail_cleanly, _settings, app, bench_app, console
from .errors import InvalidContentError


@app.command("ingest")
@_fail_cleanly
def ingest(
    path: Path = typer.Argument(..., help="a transcript: JSON lines ({\"role\", \"content\"} a line), a JSON array "
                                "of messages, or a chat transcript (User: … / Assistant: … lines); - for stdin"),
    namespace: Optional[str] = typer.Option(None, "--namespace", "-n", help="namespace (default: MEMLINEAGE_NAMESPACE)"),
    fmt: str = typer.Option("auto", "--format", help="auto, jsonl, json or chat"),
    source: Optional[str] = typer.Option(None, help="where the transcript came from (stored on every memory)"),
    dry_run: bool = typer.Option(False, "--dry-run", help="show the gate's decisions without storing anything"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable report"),
) -> None:
    """Extract memories from a conversation: what the write gate kept, merged, dropped, and why."""
    import sys

    from ._sync.memory import Memory
    from .extract import parse_transcript

    if str(path) == "-":
        raw = sys.stdin.buffer.read()
    else:
        if not path.is_file():
            raise typer.BadParameter(f"no such file: {path}")
        raw = path.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidContentError(f"{path} is not UTF-8 text (binary?); nothing was stored") from None
    messages = parse_transcript(text, fmt)
    settings = _settings(namespace)
    with Memory(namespace, settings=settings) as memory:
        report = memory.ingest(messages, source=source or (None if str(path) == "-" else path.name), dry_run=dry_run)
    if as_json:
        console.print_json(report.model_dump_json())
        return
    table = Table(title=f"ingest {escape(str(path))}" + (" (dry run)" if dry_run else ""))
    for column in ("turn", "action", "class", "memory", "score", "why", "tags"):
        table.add_column(column)
    for item in report.items:
        table.add_row(str(item.turn), item.action, item.cls, escape(item.content[:80]), f"{item.score:.2f}",
                      escape(item.reason[:90]), escape(", ".join(item.tags[:5])))
    console.print(table)
    console.print(f"{len(report.kept)} kept, {len(report.merged)} merged, {len(report.dropped)} dropped, "
                  f"{len(report.conflicts)} conflicts; {report.stored} memories stored"
                  + (f" (source {report.source_id})" if report.source_id else ""))


@bench_app.command("ingest")
@_fail_cleanly
def bench_ingest(
    users: int = typer.Option(6, help="people in the generated set (each chats over several conversations)"),
    conversations: int = typer.Option(4, help="conversations per person"),
    seed: int = typer.Option(1, help="seed of the generated set"),
    wording: str = typer.Option("tuning", help="which wordings the set uses: tuning (the extractor was tuned on them), "
                                "dev, dev2 … dev49 (each first run once as a held-out set, then used to "
                                "generalise it; dev6 … dev49 were called heldout, heldout7 … heldout49 until their "
                                "one held-out run); a set named heldout<N> is the next hand's, "
                                "written blind and never trained on"),
    examples: int = typer.Option(6, help="misses and false positives listed"),
    output: Optional[Path] = typer.Option(None, help="also write the figures as JSON here"),
) -> None:
    """Raw conversation to memories on a generated, labelled set: offline extraction precision/recall per class,
    the write gate's drops, recall@10 after ingest vs storing every raw turn, ingest vs remember_many throughput,
    and bad input — all in one run on the configured servers."""
    bench = _bench("ingest")
    if wording not in bench.WORDINGS:
        raise typer.BadParameter(f"--wording must be one of {', '.join(bench.WORDINGS)}")
    wide = Console(width=200)
    with console.status("bench ingest") as spinner:
        figures = bench.run(_settings(), users=users, conversations=conversations, seed=seed, wording=wording,
                            progress=lambda msg: spinner.update(msg))
    data = figures.as_json()
    table = Table(title=f"offline extraction per class ({wording} wordings, seed {seed}, "
                        f"{figures.turns} turns, {figures.user_turns} from the user)")
    for column in ("class", "labelled turns", "candidates", "precision", "recall", "target"):
        table.add_column(column)
    for cls, score in figures.extraction.items():
        target = "P ≥ 0.85, R ≥ 0.7" if cls in ("preference", "constraint", "fact") else "—"
        table.add_row(cls, str(score.labelled), str(score.predicted), f"{score.precision:.2f}", f"{score.recall:.2f}",
                      target)
    wide.print(table)
    table = Table(title="write gate through ingest (servers)")
    for column in ("measure", "value", "target"):
        table.add_column(column)
    table.add_row("small talk turns dropped", f"{data['smalltalk_drop_rate']:.1%} of {figures.smalltalk}", "≥ 90%")
    table.add_row("trap turns dropped (questions, hypotheticals, sarcasm, others, past)",
                  f"{data['trap_drop_rate']:.1%} of {figures.traps}", "—")
    table.add_row("real memories dropped (false drops)", f"{data['real_false_drop_rate']:.1%} of {figures.real} "
                  f"({dict(figures.real_dropped_by_class)})", "< 5%")
    table.add_row("  of those: dropped by the gate / never extracted",
                  f"{figures.real_dropped_by_gate} / {figures.real_dropped - figures.real_dropped_by_gate}", "")
    table.add_row("kept / merged / conflicts", f"{figures.kept} / {figures.merged} / {figures.conflicts}", "")
    wide.print(table)
    table = Table(title="recall@10 on questions about the kept memories, same run")
    for column in ("mode", "cells stored", "recall@10", "turns/s (write)"):
        table.add_column(column)
    table.add_row("ingest (offline extractor + gate)", str(figures.cells_ingest), f"{data['recall_at_10_ingest']:.3f}",
                  f"{data['ingest_turns_per_s']:.0f}" if data["ingest_turns_per_s"] else "—")
    table.add_row("remember_many of every raw turn", str(figures.cells_raw), f"{data['recall_at_10_raw']:.3f}",
                  f"{data['raw_turns_per_s']:.0f}" if data["raw_turns_per_s"] else "—")
    wide.print(table)
    wide.print(f"{figures.questions} questions; in ingest mode only extracted memories count as hits (not the stored "
               "transcripts)")
    table = Table(title="bad input")
    for column in ("input", "outcome", "memories stored"):
        table.add_column(column)
    for name, outcome, stored in figures.bad_input:
        table.add_row(name, outcome, str(stored))
    wide.print(table)
    if examples:
        for what in ("missed", "wrong class", "false positive"):
            shown = [e for e in figures.examples if e[0] == what][:examples]
            for _, cls, text in shown:
                wide.print(f"  {what:14} {cls:24} {escape(text)}", highlight=False)
    if output is not None:
        output.write_text(json.dumps(data, indent=2, default=str))
