"""What the memlineage-browser extension serves from Neo4j's HTTP port (the style, the guide built from its
AsciiDoc source, the hand-off page and one-time tickets of printed links), the settings Browser reads after
login, and the links of ``memlineage browser`` — against the real local server, without a browser."""

from __future__ import annotations

import hashlib
import html
import json
import os
import re
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import neo4j
import pytest
from typer.testing import CliRunner

from memgraph_py import Memory, Settings, browser
from memgraph_py.errors import ConfigurationError
from memgraph_py.cli import app

pytestmark = pytest.mark.servers

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def base(local_servers: Settings) -> str:
    if not local_servers.servers_file.exists():
        # servers given by MEMLINEAGE_TEST_NEO4J_URI: their Browser URL and neo4j.conf are not ours to check
        pytest.skip("the Browser tests check the local server's Browser set-up; not run against your own servers")
    return local_servers.local_servers()["browser_url"].replace("/browser/", "/memlineage")


def _get(url: str, method: str = "GET", headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], str]:
    request = urllib.request.Request(url, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=20) as response:  # no credentials: the paths are allowlisted
            return response.status, dict(response.headers), response.read().decode("utf-8")
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers), exc.read().decode("utf-8", "replace")


def test_style_is_served_without_credentials(base: str) -> None:
    status, headers, body = _get(base + "/style.grass")
    assert status == 200 and headers["Content-Type"].startswith("text/plain")
    assert body == (ROOT / "browser" / "memlineage.grass").read_text()
    assert headers["Access-Control-Allow-Origin"] == "*"


def test_guide_carries_the_view_files(base: str) -> None:
    status, headers, body = _get(base + "/guides/memlineage")
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    assert "{{" not in body
    blocks = dict(re.findall(r'<pre class="code runnable" data-memlineage="([a-z-]+)">(.*?)</pre>', body, re.S))
    for name in browser.VIEWS:
        text = browser.view(name)
        body_lines = [line for line in text.strip().splitlines()]
        while body_lines[0].startswith("//"):
            body_lines.pop(0)
        assert html.unescape(blocks[name]) == "\n".join(body_lines), name
    assert _get(base + "/guides/memlineage.html")[2] == body


def test_guide_is_converted_from_its_asciidoc_source(base: str) -> None:
    """browser/guide/memlineage.adoc is the only source: every `==` section is a slide, every named listing a
    runnable query, and no AsciiDoc markup reaches Browser."""
    source = (ROOT / "browser" / "guide" / "memlineage.adoc").read_text()
    assert not list((ROOT / "browser").glob("guide*/*.html")), "the guide's HTML is built, not written by hand"
    body = _get(base + "/guides/memlineage")[2]
    titles = re.findall(r"^== (.+)$", source, re.M)
    assert [html.unescape(t).replace("\u2019", "'") for t in re.findall(r"<slide class=\"row-fluid\">\s*<div class=\"col-sm-12\">\s*<h3>(.*?)</h3>", body)] == titles
    assert re.findall(r"^\[#([a-z-]+)\]$", source, re.M) == [
        name for name in re.findall(r'data-memlineage="([a-z-]+)"', body) if name != "params"]
    for markup in ("----", "pass:[", "++++", "|===", "[#", "[.lead]"):
        assert markup not in body, markup
    assert '<p class="lead">' in body and '<input value-for="namespace"' in body and "<code>$id</code>" in body
    assert f'data-memlineage="style">:style {base}/style.grass</pre>' in body  # the URL this server is reached at


def test_unknown_guides_are_not_found(base: str) -> None:
    assert _get(base + "/guides/nope")[0] == 404
    assert _get(base + "/guides/..memlineage")[0] == 404  # names are [a-z][a-z0-9_-]*: no path tricks
    assert _get(base + "/guides/" + urllib.parse.quote("../memlineage.grass", safe=""))[0] in (400, 404)


def test_cors_preflight_for_a_page_on_another_host_name(base: str) -> None:
    status, headers, _ = _get(base + "/guides/memlineage", "OPTIONS",
                              {"Origin": "http://localhost:7474", "Access-Control-Request-Method": "GET",
                               "Access-Control-Request-Headers": "pragma,cache-control"})
    assert status == 200
    assert headers["Access-Control-Allow-Origin"] == "*"
    assert "pragma" in headers["Access-Control-Allow-Headers"]


def test_browser_reads_the_post_connect_commands(local_servers: Settings, base: str) -> None:
    with neo4j.GraphDatabase.driver(local_servers.resolved_neo4j_uri(),
                                    auth=(local_servers.neo4j_user, local_servers.resolved_neo4j_password())) as d:
        config = {r["name"]: r["value"] for r in d.execute_query("CALL dbms.clientConfig()").records}
    # no `:style` here: a printed link's hand-off page stores the style, so no frame lands above its view
    assert config["browser.post_connect_cmd"] == "guide memlineage"
    # Browser resolves `:guide memlineage` as <entry>/memlineage for each allowlist entry
    assert config["browser.remote_content_hostname_whitelist"].split(",")[0] == f"{base}/guides"


def test_deep_link_views_draw_the_same_graph_as_the_guide_queries(local_servers: Settings, namespace: str,
                                                                  embedder) -> None:
    with Memory(namespace, settings=local_servers, embedder=embedder) as memory:
        root = memory.remember("O'Hare is the airport; a \\ backslash", "fact")
        child = memory.remember("Fly into O'Hare", "plan", [root])
        inv = memory.invalidate(root.id, reason="wrong airport", by="test")
    ids = {"trace": {"id": child.id}, "impact": {"id": root.id}, "history": {"id": child.id},
           "reach": {"invalidation": inv.id}, "conflicts": {}, "usage": {"id": child.id}}
    with neo4j.GraphDatabase.driver(local_servers.resolved_neo4j_uri(),
                                    auth=(local_servers.neo4j_user, local_servers.resolved_neo4j_password())) as d:
        for name, args in ids.items():
            linked = d.execute_query(browser.editor_text(name, namespace, **args)).records
            guided = d.execute_query(browser.view(name), namespace=namespace, **args).records
            shape = [(sorted(map(lambda n: tuple(sorted(n.labels)), r["nodes"])), len(r["relationships"]))
                     for r in linked]
            assert shape == [(sorted(map(lambda n: tuple(sorted(n.labels)), r["nodes"])), len(r["relationships"]))
                             for r in guided], name
        (trace,) = d.execute_query(browser.editor_text("trace", namespace, id=child.id)).records
        labels = sorted(tuple(sorted(n.labels)) for n in trace["nodes"])
        assert labels == [("Contaminated", "MemCell", "Plan"), ("Fact", "Invalid", "MemCell")]
        assert all("indexed" not in n for n in trace["nodes"])


def test_deep_links_bind_parameters_as_literals() -> None:
    text = browser.editor_text("trace", "ns-1", id="it's")
    assert "WITH 'ns-1' AS namespace, 'it\\'s' AS id" in text.splitlines()
    assert "$namespace" not in text.split("WITH 'ns-1'", 1)[1]
    link = browser.deep_link("http://127.0.0.1:7474/browser/", "conflicts", "ns-1")
    assert link.startswith("http://127.0.0.1:7474/browser/?cmd=edit&arg=%2F%2F%20Browser%20view%20%22conflicts%22")
    assert urllib.parse.parse_qs(urllib.parse.urlsplit(link).query)["arg"][0] == browser.editor_text("conflicts", "ns-1")
    with pytest.raises(ConfigurationError):
        browser.editor_text("trace", "ns-1")  # the id is missing
    with pytest.raises(ConfigurationError):
        browser.editor_text("trace", "ns-1", id="a&b")  # Browser splits its URL at &
    with pytest.raises(ConfigurationError):
        browser.view("nope")


def _ticket_of(link: str) -> str:
    return urllib.parse.parse_qs(urllib.parse.urlsplit(link).fragment)["ticket"][0]


def _redeem(base: str, ticket: str, headers: dict[str, str] | None = None) -> tuple[int, str]:
    request = urllib.request.Request(base + "/ticket", data=ticket.encode(), method="POST",
                                     headers={"Content-Type": "text/plain", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, ""


def test_cli_prints_one_time_links_for_the_local_server(local_servers: Settings, namespace: str, base: str) -> None:
    env: dict[str, str | None] = {k: None for k in os.environ if k.startswith("MEMLINEAGE_")}
    env["MEMLINEAGE_HOME"] = str(local_servers.home)
    runner = CliRunner()
    tickets = local_servers.neo4j_home / "run" / "browser-tickets"
    for args in (["trace", "c-1"], ["impact", "c-1"], ["history", "c-1"], ["reach", "inv-1"], ["usage", "c-1"],
                 ["conflicts"]):
        result = runner.invoke(app, ["browser", *args, "-n", namespace], env=env)
        assert result.exit_code == 0, result.output
        url = next(line for line in result.output.splitlines() if line.startswith("http"))
        ids = {"reach": {"invalidation": "inv-1"}, "conflicts": {}}.get(args[0], {"id": "c-1"})
        ticket = _ticket_of(url)
        assert url == browser.open_link(local_servers.local_servers()["browser_url"], args[0], namespace, ticket, **ids)
        assert local_servers.resolved_neo4j_password() not in url
        path = tickets / f"{hashlib.sha256(ticket.encode()).hexdigest()}.ticket"
        assert path.stat().st_mode & 0o777 == 0o600 and tickets.stat().st_mode & 0o777 == 0o700
    result = runner.invoke(app, ["browser", "trace", "c-1", "-n", namespace, "--url", "http://db.example:7474/browser"],
                           env=env)
    assert "http://db.example:7474/browser/?cmd=edit" in result.output and "ticket" not in result.output


def test_a_ticket_signs_in_once(local_servers: Settings, base: str) -> None:
    ticket = browser.issue_ticket(local_servers)
    path = local_servers.neo4j_home / "run" / "browser-tickets" / f"{hashlib.sha256(ticket.encode()).hexdigest()}.ticket"
    host = urllib.parse.urlsplit(base).netloc
    # another site's page (DNS rebinding, or a cross-origin post) gets nothing, and the ticket survives
    assert _redeem(base, ticket, {"Host": "evil.example"})[0] == 404
    assert _redeem(base, ticket, {"Origin": "http://evil.example"})[0] == 404
    assert path.exists()
    status, body = _redeem(base, ticket, {"Origin": f"http://{host}"})
    assert status == 200
    assert json.loads(body) == {"host": local_servers.resolved_neo4j_uri(), "username": local_servers.neo4j_user,
                                "password": local_servers.resolved_neo4j_password()}
    assert not path.exists()
    assert _redeem(base, ticket)[0] == 404  # used
    assert _redeem(base, "x" * 43)[0] == 404  # unknown
    assert _redeem(base, "../" * 20)[0] == 404  # not a ticket's shape
    expired = browser.issue_ticket(local_servers, lifetime_s=-1)
    assert _redeem(base, expired)[0] == 404


def test_the_hand_off_page_runs_only_our_views(local_servers: Settings, base: str) -> None:
    link = browser.open_link(local_servers.local_servers()["browser_url"], "trace", "ns-1", None, id="it's")
    status, headers, body = _get(link)
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    assert headers["Cache-Control"] == "no-store" and headers["Referrer-Policy"] == "no-referrer"
    (view,) = re.findall(r'<script type="application/json" id="memlineage-view">(.*?)</script>', body, re.S)
    assert json.loads(view) == browser.editor_text("trace", "ns-1", id="it's")  # the same text as a deep link
    assert _get(base + "/open?view=trace&namespace=ns-1")[0] == 400  # the id is missing
    assert _get(base + "/open?view=nope&namespace=ns-1")[0] == 404
    assert _get(base + "/open?view=" + urllib.parse.quote("../memlineage.grass", safe="") + "&namespace=x")[0] == 404
    # a value that tries to leave its string or the script element stays a literal
    hostile = "x'}) RETURN 1 //</script><script>alert(1)</script>"
    body = _get(base + "/open?" + urllib.parse.urlencode({"view": "impact", "namespace": "n", "id": hostile}))[2]
    assert "<script>alert" not in body
    (view,) = re.findall(r'<script type="application/json" id="memlineage-view">(.*?)</script>', body, re.S)
    assert "WITH 'n' AS namespace, 'x\\'}) RETURN 1 //</script><script>alert(1)</script>' AS id" in json.loads(view)
