"""`memlineage demo`: an agent scenario recorded, recalled with reasons, contaminated, corrected,
restored and traced — ending with a Neo4j Browser URL that draws the email's lineage."""

from __future__ import annotations

import re
import time
import urllib.request
from datetime import datetime, timezone

from rich.console import Console
from rich.table import Table
from rich.tree import Tree

from .browser import issue_ticket, open_link
from .config import Settings
from ._sync.memory import Memory
from .models import Cell


def _city(text: str) -> str:
    """The city a stand-in step reads from its input ("… held in Vienna, Austria" / "Travel to Vienna in …")."""
    match = re.search(r"(?:held in|Travel to) ([A-Z][\w ]*?)(?:,| in |;|\.)", text)
    return match.group(1) if match else "the venue's city"


def _show_recall(console: Console, title: str, response) -> None:
    table = Table(title=title, show_lines=False)
    for column in ("#", "score", "kind", "memory", "why"):
        table.add_column(column, overflow="fold")
    for r in response:
        table.add_row(str(r.rank), f"{r.score:.2f}", r.cell.kind.value, r.cell.content, r.reason)
    console.print(table)


def _status_line(memory: Memory, cells: dict[str, Cell]) -> str:
    return "  ".join(f"{name}={memory.get(c.id).status.value}" for name, c in cells.items())


def run(settings: Settings, console: Console) -> str:
    """Run the scenario; returns the Browser URL."""
    local = settings.neo4j_uri is None
    if local:
        from .local import servers

        with console.status("starting Neo4j (APOC, GDS, memlineage) and PostgreSQL + pgvector…") as spinner:
            status = servers.start(settings, progress=lambda m: spinner.update(m))
        console.print(f"[green]servers ready[/]: Neo4j {status.versions.get('neo4j')}, APOC {status.versions.get('apoc')},"
                      f" GDS {status.versions.get('gds')}, memlineage {status.versions.get('memlineage')}, "
                      f"PostgreSQL {status.versions.get('postgres')}, pgvector {status.versions.get('vector')}")
    namespace = "demo-" + datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    console.rule(f"[bold]MemLineage demo — namespace {namespace}")
    with console.status("loading the offline embedding model…"):
        memory = Memory(namespace, settings=settings)
        memory.embedder.embed(["warm up"])
    with memory:
        # --- session 1: who the user is ---------------------------------------------------------
        console.print("[bold]Session 1[/] — the user states preferences and a constraint")
        diet = memory.remember("I'm vegetarian and I don't drink coffee.", "preference", source="chat")
        budget = memory.remember("Keep hotel costs under 200 EUR per night.", "constraint", source="chat")

        # --- session 2: research → analysis → email -------------------------------------------
        console.print("[bold]Session 2[/] — research → analysis → email (tools tracked with @memory.track)")
        ask = memory.remember("Find an AI conference in Europe next spring, plan the trip and draft my "
                              "application email.", "user_input", source="chat")
        task = memory.remember("Conference trip: choose venue, plan travel, write application", "task",
                               [ask, diet, budget])

        # stand-ins for an LLM agent's tools and steps; each really works from its input, so that when
        # replay() re-runs them on the corrected search result, what they write follows it
        @memory.track("tool_result", record_call=True)
        def web_search(query: str) -> str:
            # the search API returns a stale page: the wrong city
            return "ICLR 2027 will be held in Vienna, Austria; submission deadline 1 February."

        @memory.track("llm_reasoning", replayable="demo.analyse")
        def analyse(found: str) -> str:
            city = _city(found)
            return f"Best match: {found} Travel to {city} in April; book a vegetarian-friendly hotel."

        @memory.track("llm_output", replayable="demo.draft_email")
        def draft_email(analysis: str) -> str:
            return (f"Dear ICLR committee, I would like to apply to attend ICLR 2027 in {_city(analysis)}. "
                    "I plan to arrive in April. Best regards.")

        with memory.step(task):
            result = web_search("AI conference Europe spring 2027")
            analysis = analyse(result)
            email = draft_email(analysis)
        cells = {name: memory.get(memory.cell_of(value)) for name, value in
                 (("search", result), ("analysis", analysis), ("email", email))}
        console.print("  recorded:", ", ".join(f"{n} ({c.kind.value})" for n, c in cells.items()))

        # --- recall with reasons ----------------------------------------------------------------
        with memory.step(cells["analysis"]):
            semantic = memory.recall("Which hotel and café should I book near the venue?", 5, preset="semantic")
            lineage = memory.recall("Which hotel and café should I book near the venue?", 5, preset="lineage")
        _show_recall(console, "Recall — semantic baseline (vector only)", semantic)
        _show_recall(console, "Recall — lineage preset (focus: the analysis step)", lineage)

        # --- a wrong tool result: isolate, correct ----------------------------------------------
        console.rule("A tool result was wrong")
        impact = memory.impact(cells["search"].id)
        console.print(f"impact of invalidating the search result: {impact.total} memories "
                      + ", ".join(f"{d.kind}@{d.depth}" for d in impact.by_depth))
        corrected, inv = memory.correct(cells["search"].id,
                                        "ICLR 2027 will be held in Rio de Janeiro, Brazil; deadline 15 January.",
                                        reason="the search page was stale: wrong venue", by="user")
        console.print("after correct():", _status_line(memory, cells))
        after = memory.recall("Where is the conference?", 5, preset="balanced")
        _show_recall(console, "Recall after the correction (old version and its descendants excluded)", after)
        plan = memory.repair_plan(inv.id)
        console.print("repair plan (topological order): "
                      + " → ".join(f"{s.cell.kind.value} via {s.function or 'no replayable function'}"
                                   for s in plan.steps))
        replay = memory.replay(inv.id, by="user")
        console.print(f"replay(): {len(replay.replayed)} steps re-run on the corrected result in "
                      f"{replay.seconds * 1000:.0f} ms; left for manual action: {len(replay.unreplayable)}")
        email2_cell = memory.get(replay.new_version(cells["email"].id) or cells["email"].id)
        console.print(f"replayed email: {email2_cell.content}")
        console.print("old email:", memory.get(cells["email"].id).status.value, "and superseded")

        # --- a preference changes -----------------------------------------------------------------
        console.rule("A preference changed")
        new_diet = memory.supersede(diet.id, "I'm vegetarian; I drink coffee again, decaf only.",
                                    reason="user updated preferences", by="user")
        console.print(f"old preference: {memory.get(diet.id).status.value}; new: {new_diet.status.value}")

        # --- restore a mistaken invalidation -------------------------------------------------------
        console.rule("Invalidate by mistake, then restore")
        mistake = memory.invalidate(budget.id, reason="thought the budget was outdated", by="assistant")
        console.print(f"invalidated the budget constraint: {mistake.contaminated} memories contaminated")
        restored = memory.restore(mistake.id, by="user", reason="the budget still holds")
        console.print(f"restored: {restored.statuses}; budget is {memory.get(budget.id).status.value}")

        # --- audit ----------------------------------------------------------------------------------
        console.rule("Audit: where does the final email come from?")
        trace = memory.trace(email2_cell.id)
        tree = Tree(f"[bold]{email2_cell.kind.value}[/]: {email2_cell.content[:70]}…")
        for entry in trace.ancestors:
            tree.add(f"depth {entry.depth} · {entry.cell.kind.value} · {entry.cell.status.value} · "
                     f"{entry.cell.content[:70]}")
        console.print(tree)
        console.print("roots it rests on:", ", ".join(f"{r.kind.value}: {r.content[:40]}" for r in trace.roots))
        for row in memory.history(cells["email"].id):
            console.print(f"old email: {row['role']} by {row['source'][:8]}… — {row['reason']} ({row['by']})")

        importance = memory.refresh_importance()
        console.print(f"importance refreshed with GDS PageRank for {importance['cells']} memories")

    browser = settings.local_servers().get("browser_url") if local else None
    if browser is None:
        return ""
    # one click: the extension's hand-off page signs Browser in with a one-time ticket and has it draw the
    # styled trace view by itself; the style and the `:guide memlineage` load after connecting (docs/browser.md)
    url = open_link(browser, "trace", namespace, issue_ticket(settings), id=email2_cell.id)
    for _ in range(20):
        try:
            with urllib.request.urlopen(browser, timeout=5) as response:
                if response.status == 200:
                    break
        except OSError:
            time.sleep(0.5)
    console.rule("Explore it in Neo4j Browser")
    console.print("open this link: Browser signs in by itself (the link works once) and draws the email's "
                  "lineage, styled, with the audit guide beside it:")
    console.print(url, soft_wrap=True, highlight=False, markup=False)
    console.print(f"later logins: user [bold]neo4j[/], password in [bold]{settings.password_file}[/]")
    return url
