"""`memlineage demo` runs the whole scenario against the real servers and ends with a Browser URL."""

from __future__ import annotations

import io
import urllib.request

from rich.console import Console

from memgraph_py import demo


def test_demo_runs_and_its_browser_url_answers(local_servers) -> None:
    # servers started by the session: run the demo the way `make demo` does (no URIs set, it finds them);
    # servers given by the environment: run it against their URIs (no Browser URL then)
    started_here = local_servers.servers_file.exists()
    settings = local_servers.model_copy(update={"neo4j_uri": None, "pg_dsn": None}) if started_here else local_servers
    out = io.StringIO()
    url = demo.run(settings, Console(file=out, width=200))
    text = out.getvalue()
    assert "search=invalid  analysis=contaminated  email=contaminated" in text
    # replay re-runs the demo's steps on the corrected search result: the new email follows it
    replayed = next(line for line in text.splitlines() if line.startswith("replayed email:"))
    assert "ICLR 2027 in Rio de Janeiro" in replayed and "Vienna" not in replayed
    assert "replay(): 2 steps re-run on the corrected result" in text
    assert "left for manual action: 0" in text
    assert "old email: contaminated and superseded" in text
    assert "old preference: superseded; new: valid" in text
    assert "budget is valid" in text
    if started_here:
        # the hand-off link: the styled trace view of the demo's namespace, with a one-time login ticket
        # (memgraph_py/browser.py; tests/browser proves in Chromium that opening it draws the view)
        prefix = settings.local_servers()["browser_url"].replace("/browser/", "/memlineage/open?view=trace&namespace=demo-")
        assert url.startswith(prefix) and "&id=" in url and "#ticket=" in url
        assert settings.resolved_neo4j_password() not in url and "later logins: user neo4j" in text
        with urllib.request.urlopen(url, timeout=10) as response:  # the fragment is not sent
            page = response.read().decode()
        assert response.status == 200 and "memlineage.lineage.trace(namespace, id)" in page
