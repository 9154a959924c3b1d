"""The fault suite's own servers: a Neo4j + PostgreSQL pair its scenarios kill with ``kill -9`` (never the
session's servers, which other tests share). Fixed ports 25101-25103 and home ``<tmp>/faults-suite`` unless
MEMLINEAGE_TEST_FAULTS_HOME / MEMLINEAGE_TEST_FAULTS_PORT (bolt; http and PostgreSQL are the next two) say
otherwise; the pair is stopped at the end of the module."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from memlineage_bench.faults import Lab


@pytest.fixture(scope="package")
def lab() -> Iterator[Lab]:
    port = int(os.environ.get("MEMLINEAGE_TEST_FAULTS_PORT", 25101))
    home = Path(os.environ.get("MEMLINEAGE_TEST_FAULTS_HOME", Path(tempfile.gettempdir()) / "faults-suite"))
    lab = Lab(home, bolt_port=port, http_port=port + 1, pg_port=port + 2,
              heap=os.environ.get("MEMLINEAGE_TEST_NEO4J_HEAP", "1g"),
              pagecache=os.environ.get("MEMLINEAGE_TEST_NEO4J_PAGECACHE", "512m"))
    lab.start()
    try:
        yield lab
    finally:
        lab.stop()
