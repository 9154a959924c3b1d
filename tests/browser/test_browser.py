"""Neo4j Browser in a real browser: Debian's Chromium driven by Playwright, against the local server.

What a first-time user does after ``make demo``: open the printed link, in a fresh browser profile, and
nothing else: no password typed, no key pressed. Asserted from the page itself: Browser signed in with the
link's one-time ticket and drew the view by itself, as the first frame, styled by the style the hand-off
page stored; the guide was opened by ``browser.post_connect_cmd`` (both served by the memlineage-browser
extension); the drawn nodes have the fill
colours of their kind and status and captions that start with their content, relationship captions name
the association, and every query of ``:guide memlineage`` returns rows. Screenshots of the trace and impact
views are saved in ``<test home>/artefacts/`` (MEMLINEAGE_UPDATE_SCREENSHOTS=1 also refreshes the README's
copy in docs/images/).

Chromium is the distribution's (``apt-get install chromium``, which ``make test`` does when it is missing);
Playwright never downloads a browser build here. One browser session for the whole module.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import neo4j
import pytest

from typer.testing import CliRunner

from memgraph_py import Memory, Settings
from memgraph_py.cli import app

pytestmark = pytest.mark.servers

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("MEMLINEAGE_CHROMIUM", "/usr/bin/chromium")
# Without the background-networking flags Chromium's own connections (updates, sync, QUIC probes) are
# refused by a closed network and can stall the page.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage"]
TIMEOUT_MS = 90_000


def parse_grass(text: str) -> dict[str, dict[str, str]]:
    """``selector { prop: value; }`` → {selector: {prop: value}} (quotes dropped), as Browser reads it."""
    rules: dict[str, dict[str, str]] = {}
    for selector, body in re.findall(r"([\w.]+)\s*\{([^}]*)\}", re.sub(r"'[^']*'", lambda m: m[0].replace("{", "\0").replace("}", "\1"), text)):
        props = {}
        for decl in body.split(";"):
            if ":" in decl:
                key, value = decl.split(":", 1)
                props[key.strip()] = value.strip().strip("'\"").replace("\0", "{").replace("\1", "}")
        rules[selector] = props
    return rules


GRASS = parse_grass((ROOT / "browser" / "memlineage.grass").read_text())


def fill(selector: str) -> str:
    return GRASS[selector]["color"]


def _words(text: str) -> str:
    return " ".join(text.replace("\u2026", " ").split())


def caption_matches(caption: str, content: str) -> bool:
    """Browser fits a caption into its circle: the content's first words, and when it does not fit, a
    shortened word ended with '…' in place of the rest (GraphGeometryModel.fitCaptionIntoCircle). It cuts
    the text at a length first, so the last word shown may be partial: compare the words before it."""
    shown = _words(caption).split(" ")[:-1]
    return len(shown) >= 2 and _words(content).split(" ")[:len(shown)] == shown


@pytest.fixture(scope="module")
def scenario(local_servers: Settings, embedder) -> Iterator[dict[str, Any]]:
    """The demo's story in a fresh namespace: a question, a stale search result, an analysis resting on it
    and a budget that was later superseded, an email; the search is then invalidated."""
    namespace = f"browser-{os.urandom(5).hex()}"
    settings = local_servers.model_copy(update={"recall_record": "inline"})
    with Memory(namespace, settings=settings, embedder=embedder) as memory:
        question = memory.remember("Which city hosts ICLR 2027, and when is the deadline?", "user_input")
        search = memory.remember("ICLR 2027 will be held in Vienna, Austria; deadline 1 February.", "tool_result",
                                 [question])
        budget = memory.remember("Keep hotel costs under 200 EUR per night.", "constraint")
        # archived and erased exist only as a base_status given to memlineage.lineage.record (a DBA's import)
        archived, erased = (f"{status}-{os.urandom(6).hex()}" for status in ("archived", "erased"))
        with neo4j.GraphDatabase.driver(local_servers.resolved_neo4j_uri(), auth=(
                local_servers.neo4j_user, local_servers.resolved_neo4j_password())) as driver:
            driver.execute_query("CALL memlineage.lineage.record($namespace, $cells)", namespace=namespace, cells=[
                {"id": archived, "kind": "fact", "content": "Old travel policy: economy class only.",
                 "base_status": "archived", "indexed": True},
                {"id": erased, "kind": "fact", "content": "(erased on request)", "base_status": "erased",
                 "indexed": True}])
        analysis = memory.remember("Best match: Vienna in April, a hotel under 200 EUR.", "llm_reasoning",
                                   [search, budget, archived, erased])
        email = memory.remember("Dear ICLR committee, I would like to attend ICLR 2027 in Vienna.", "llm_output",
                                [analysis])
        memory.relate(search, analysis, "SUPPORTS", strength=0.8, reason="the venue it names")
        recalled = memory.recall("ICLR 2027 will be held in Vienna", 10)
        assert search.id in {r.cell.id for r in recalled}  # the guide's "how a memory was used" has a row
        new_budget = memory.supersede(budget.id, "Keep hotel costs under 250 EUR per night.",
                                      reason="budget raised", by="user")
        rival = memory.remember("Rio de Janeiro hosts ICLR 2027, says the official site.", "fact")
        memory.open_conflict(search, rival, evidence="two venues for one conference", by="test")
        invalidation = memory.invalidate(search.id, reason="the search page was stale", by="user")
        yield {"namespace": namespace, "archived": archived, "erased": erased, "question": question, "search": search, "budget": budget,
               "new_budget": new_budget, "analysis": analysis, "email": email, "rival": rival,
               "invalidation": invalidation}


@pytest.fixture(scope="module")
def artefacts(local_servers: Settings) -> Path:
    path = local_servers.home / "artefacts"
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture(scope="module")
def page(local_servers: Settings) -> Iterator[Any]:
    if not local_servers.servers_file.exists():
        # servers given by MEMLINEAGE_TEST_NEO4J_URI: their Browser URL and neo4j.conf are not ours to check
        pytest.skip("the Browser tests check the local server's Browser set-up; not run against your own servers")
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `apt-get install -y chromium` (make test installs it)")
    from playwright.sync_api import sync_playwright

    profile = tempfile.mkdtemp(prefix="memlineage-chromium-")
    try:
        with sync_playwright() as pw:
            context = pw.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
                viewport={"width": 1280, "height": 720})
            context.set_default_timeout(TIMEOUT_MS)
            page = context.new_page()
            yield page
            context.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def _browser_url(settings: Settings) -> str:
    return settings.local_servers()["browser_url"]


def _wait_for(predicate, what: str, timeout: float = TIMEOUT_MS / 1000) -> Any:
    from playwright.sync_api import Error

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            value = predicate()
        except Error as exc:  # the hand-off page navigates to Browser while we look
            if "context was destroyed" not in str(exc) and "navigat" not in str(exc):
                raise
            value = None
        if value:
            return value
        time.sleep(0.3)
    raise AssertionError(f"timed out waiting for {what}")


def _frames(page) -> list[Any]:
    return page.query_selector_all("[data-testid=frame]")


def _frame_with_command(page, prefix: str, new_only: bool = False):
    """The newest frame whose command starts with prefix (frames are listed newest first); with new_only,
    one not marked seen."""
    for frame in page.query_selector_all("[data-testid=frame]:not([data-seen])" if new_only else "[data-testid=frame]"):
        cmd = frame.query_selector("[data-testid=frameCommand]")
        # the command is shown after a prompt: "neo4j$ " (or "$ " before a database is selected)
        if cmd is not None and re.sub(r"^\S*\$\s*", "", cmd.inner_text().strip()).startswith(prefix):
            return frame
    return None


def _graph(frame) -> tuple[list[dict[str, Any]], list[str]]:
    nodes = frame.eval_on_selector_all(
        "svg g.node",
        """gs => gs.map(g => ({fill: g.querySelector('circle.b-outline').getAttribute('fill'),
                              caption: Array.from(g.querySelectorAll('text.caption')).map(t => t.textContent).join(' ')}))""")
    rels = frame.eval_on_selector_all("svg g.relationship text", "ts => ts.map(t => t.textContent)")
    return nodes, rels


def _captioned(rel: str, text: str) -> bool:
    """Whether a relationship's caption shows ``text``: whole, or cut short by Browser to fit an edge the layout drew
    short ("derive…"; which edges come out short varies from run to run)."""
    return rel.startswith(text) or (rel.endswith("…") and len(rel) > 2 and text.startswith(rel[:-1]))


def _screenshot(page, frame, path: Path) -> None:
    """The frame in full screen, zoomed to fit, with Browser's overview (the label legend) beside it."""
    frame.query_selector("button[title=Fullscreen]").click()
    time.sleep(4)  # the layout settles in the larger canvas
    frame.query_selector("button[aria-label=zoom-to-fit]").click()
    time.sleep(2)
    page.screenshot(path=str(path))
    frame.query_selector("button[title='Close fullscreen']").click()


def _node(nodes: list[dict[str, Any]], content: str) -> dict[str, Any]:
    found = [n for n in nodes if caption_matches(n["caption"], content)]
    assert len(found) == 1, f"one node captioned with the start of {content!r}, got {found} among {nodes}"
    return found[0]


def _printed_link(settings: Settings, *args: str) -> str:
    """The link ``memlineage browser …`` prints for the local server, exactly as printed."""
    env: dict[str, str | None] = {k: None for k in os.environ if k.startswith("MEMLINEAGE_")}
    env["MEMLINEAGE_HOME"] = str(settings.home)
    result = CliRunner().invoke(app, ["browser", *args], env=env)
    assert result.exit_code == 0, result.output
    return next(line for line in result.output.splitlines() if line.startswith("http"))


def _open_view(page, settings: Settings, *args: str):
    """Open a printed link and touch nothing; return the frame in which Browser drew the view by itself."""
    page.goto(_printed_link(settings, *args))
    frame = _wait_for(lambda: _frame_with_command(page, "// Browser view"), f"the {args[0]} frame")
    frame.wait_for_selector("svg g.node circle.b-outline")
    time.sleep(2)  # the force layout settles
    return frame


def test_printed_link_opens_the_styled_trace_with_no_input(page, local_servers: Settings, scenario, artefacts) -> None:
    ns, email = scenario["namespace"], scenario["email"]
    link = _printed_link(local_servers, "trace", email.id, "-n", ns)
    assert link.startswith(local_servers.local_servers()["browser_url"].replace("/browser/", "/memlineage/open?"))
    assert "#ticket=" in link and local_servers.resolved_neo4j_password() not in link
    # a fresh profile (the module's first page): no stored connection, nothing typed, nothing clicked
    assert page.evaluate("() => window.location.href") == "about:blank"
    page.goto(link)
    frame = _wait_for(lambda: _frame_with_command(page, "// Browser view"), "the trace frame, run by Browser itself")
    assert page.url.startswith(local_servers.local_servers()["browser_url"]) and "ticket" not in page.url
    assert page.query_selector("input[data-testid=password]") is None  # never asked for the password
    # browser.post_connect_cmd: the guide drawer, fetched from our extension
    drawer = page.wait_for_selector("[data-testid=guidesDrawer]")
    _wait_for(lambda: "MemLineage: audit an agent" in drawer.inner_text(), "the memlineage guide")
    frame.wait_for_selector("svg g.node circle.b-outline")
    time.sleep(2)
    page.screenshot(path=str(artefacts / "browser-opened.png"))  # what the user sees on arrival
    # the view is the stream's top frame (Browser's `:server status` comes below it): in sight without scrolling
    assert "// Browser view" in _frames(page)[0].query_selector("[data-testid=frameCommand]").inner_text()
    assert _frame_with_command(page, ":style") is None
    box = frame.bounding_box()
    assert box is not None and box["y"] < 200 and box["height"] > 300, box
    nodes, rels = _graph(frame)
    _screenshot(page, frame, artefacts / "browser-trace.png")

    s = scenario
    assert _node(nodes, s["email"].content)["fill"] == fill("node.Contaminated")
    assert _node(nodes, s["analysis"].content)["fill"] == fill("node.Contaminated")
    assert _node(nodes, s["search"].content)["fill"] == fill("node.Invalid")
    assert _node(nodes, s["question"].content)["fill"] == fill("node.UserInput")
    assert _node(nodes, s["budget"].content)["fill"] == fill("node.Superseded")
    assert _node(nodes, s["new_budget"].content)["fill"] == fill("node.Constraint")
    assert _node(nodes, "Old travel policy: economy class only.")["fill"] == fill("node.Archived")
    tombstone = [n for n in nodes if n["fill"] == fill("node.Erased")]
    assert len(tombstone) == 1 and _words(tombstone[0]["caption"]) == "erased", nodes  # caption '{status}'
    assert len(nodes) == 8, nodes  # the lineage (7) and the budget's newer version
    assert all(n["caption"].strip() != "true" for n in nodes)
    assert sum(_captioned(r, "derived from") for r in rels) == 6, rels
    assert any(_captioned(r, "supersedes") for r in rels), rels
    assert any(_captioned(r, "supports 0.8") for r in rels), rels  # an association, captioned with type and strength


def test_impact_view_shows_the_blast_radius(page, local_servers: Settings, scenario, artefacts) -> None:
    s = scenario
    frame = _open_view(page, local_servers, "impact", s["search"].id, "-n", s["namespace"])
    nodes, rels = _graph(frame)
    _screenshot(page, frame, artefacts / "browser-impact.png")
    assert len(nodes) == 3, nodes
    assert _node(nodes, s["search"].content)["fill"] == fill("node.Invalid")
    assert _node(nodes, s["analysis"].content)["fill"] == fill("node.Contaminated")
    assert _node(nodes, s["email"].content)["fill"] == fill("node.Contaminated")
    assert len(rels) == 2 and all(_captioned(r, "derived from") for r in rels), rels
    if os.environ.get("MEMLINEAGE_UPDATE_SCREENSHOTS"):  # the README's copies
        for name in ("browser-opened.png", "browser-trace.png", "browser-impact.png"):
            shutil.copy(artefacts / name, ROOT / "docs" / "images" / name)


def test_conflicts_view_styles_conflicts_and_associations(page, local_servers: Settings, scenario) -> None:
    s = scenario
    frame = _open_view(page, local_servers, "conflicts", "-n", s["namespace"])
    nodes, rels = _graph(frame)
    conflict = [n for n in nodes if n["fill"] == fill("node.Conflict")]
    assert len(conflict) == 1 and _words(conflict[0]["caption"]).startswith("contra"), nodes
    assert _node(nodes, s["rival"].content)["fill"] == fill("node.Fact")
    assert sorted(r for r in rels if r.startswith("side")) == ["side a", "side b"], rels
    assert any(_captioned(r, "contradicts") for r in rels), rels


def _result_rows(frame) -> int:
    """Rows a finished Cypher frame received: from the table status bar, or the drawn graph's nodes."""
    error = frame.query_selector("[data-testid=cypherFrameErrorMessage]")
    if error is not None:
        raise AssertionError(f"the query failed in Browser: {error.inner_text()}")
    found = re.search(r"Started streaming (\d+) records?", frame.inner_text())
    if found:
        return int(found[1])
    return len(frame.query_selector_all("svg g.node"))


def test_guide_walkthroughs_run_and_return_rows(page, local_servers: Settings, scenario) -> None:
    s = scenario
    page.goto("about:blank")  # Browser's own page is loaded: a goto to the same URL can be aborted
    page.goto(_browser_url(local_servers))
    # reconnected with the credentials Browser kept; its start command redraws the last linked view
    _wait_for(lambda: _frame_with_command(page, "// Browser view"), "the reconnect")
    drawer = page.wait_for_selector("[data-testid=guidesDrawer]")
    _wait_for(lambda: "MemLineage: audit an agent" in drawer.inner_text(), "the memlineage guide")

    # slide 1 loads the style in one click, for a profile that never opened a link
    style_block = drawer.query_selector("pre.runnable[data-memlineage=style]")
    style_url = local_servers.local_servers()["browser_url"].replace("/browser/", "/memlineage/style.grass")
    assert style_block.inner_text().strip() == f":style {style_url}"
    style_block.query_selector("i.fa-play-circle-o").click()
    style_frame = _wait_for(lambda: _frame_with_command(page, ":style http://127.0.0.1"), "the :style frame")
    _wait_for(lambda: "node.Contaminated" in style_frame.inner_text(), "the style loaded from our extension")

    # slide 1: type the parameters into the guide's inputs, run its :params block
    for key, value in (("namespace", s["namespace"]), ("id", s["search"].id),
                       ("invalidation", s["invalidation"].id)):
        drawer.query_selector(f"input[value-for={key}]").type(value)
    params_block = drawer.query_selector("pre.runnable[data-memlineage=params]")
    assert s["namespace"] in params_block.inner_text()
    params_block.query_selector("i.fa-play-circle-o").click()
    params_frame = _wait_for(lambda: _frame_with_command(page, ":params"), "the :params frame")
    _wait_for(lambda: s["invalidation"].id in params_frame.inner_text(), "the parameters set")

    ran: dict[str, int] = {}
    slides = len(drawer.query_selector_all("[data-testid^=pagination-]"))
    assert slides == 7
    for slide in range(slides):
        drawer.query_selector(f"[data-testid=pagination-{slide + 1}]").click()
        for block in drawer.query_selector_all("pre.runnable[data-memlineage]"):
            name = block.get_attribute("data-memlineage")
            if name in ("params", "style") or name in ran:
                continue
            first_line = block.inner_text().strip().splitlines()[0].strip()
            page.eval_on_selector_all("[data-testid=frame]", "fs => fs.forEach(f => f.dataset.seen = '1')")
            block.query_selector("i.fa-play-circle-o").click()
            frame = _wait_for(lambda: _frame_with_command(page, first_line[:30], new_only=True), f"a frame for {name}")
            started = time.monotonic()
            ran[name] = _wait_for(lambda: _result_rows(frame), f"rows from the guide's {name} query")
            print(f"{name}: {ran[name]} rows in {time.monotonic() - started:.1f}s")
            frame.query_selector("button[title=Close]").click()  # keep the stream (and the CPU) light
    assert set(ran) == {"namespaces", "trace", "ancestors", "impact-table", "impact", "invalidations",
                        "history-table", "history", "reach-table", "reach", "conflicts-table", "conflicts",
                        "usage-table", "usage", "tainted-recalls"}, ran
    assert all(rows > 0 for rows in ran.values()), ran
