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
        # the styled trace view with its parameters (memgraph_py/browser.py, cypher/browser/trace.cypher)
        assert url.startswith(settings.local_servers()["browser_url"] + "?cmd=edit&arg=%2F%2F%20Browser%20view%20%22trace%22")
        assert "WITH%20%27demo-" in url and "memlineage.lineage.trace%28namespace%2C%20id%29" in url
        with urllib.request.urlopen(url, timeout=10) as response:
            assert response.status == 200
