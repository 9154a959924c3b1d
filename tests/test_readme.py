"""The README's Python example runs as written against the real servers."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_readme_example_runs(local_servers, tmp_path) -> None:
    readme = (ROOT / "README.md").read_text()
    examples = re.findall(r"```python\n(.*?)```", readme, re.S)
    assert len(examples) >= 2
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "MEMLINEAGE_HOME": str(local_servers.home),
        "MEMLINEAGE_NEO4J_URI": local_servers.resolved_neo4j_uri(),
        "MEMLINEAGE_NEO4J_PASSWORD": local_servers.resolved_neo4j_password(),
        "MEMLINEAGE_PG_DSN": local_servers.resolved_pg_dsn(),
    }
    results = [subprocess.run([sys.executable, "-c", example], env=env, capture_output=True, text=True, timeout=300)
               for example in examples]
    for result in results:
        assert result.returncode == 0, result.stderr
    assert results[0].stdout.split() == ["1", "contaminated", "valid"]
    recall_lines = results[1].stdout.strip().splitlines()
    assert len(recall_lines) == 3 and any("herbal tea" in line for line in recall_lines)
