"""Hostile sizes: each is stored literally or refused with a typed error naming the limit — never a stack
overflow or an untyped error — and nothing else changes (a bystander namespace, and the target namespace on a
refusal, are compared in full before and after, as in tests/test_bad_input.py).

The chain runs 3,000 deep here and the fan-out 20,000 wide (each took over a minute at 10,000 and 200,000 on the
shared 2-core host); ``memlineage bench concurrency --hostile`` runs them at 10,000 and 200,000. The limits are the ones documented in docs/operations.md ("Limits").
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import neo4j
import pytest

from memgraph_py import InvalidContentError, InvalidInputError, Memory, MemLineageError, Settings
from memgraph_py._core import MAX_CONTENT_CHARS, MAX_CONTEXT_CHARS, MAX_CONTEXT_DEPTH, MAX_TAGS
from memgraph_py.connections import Neo4jStore, PgStore
from memgraph_py.errors import translate_neo4j_error
from memlineage_bench import hostile
from memlineage_bench.concurrency import HashEmbedder

TEN_MB = 10 * 1024 * 1024


def snapshot(neo: Neo4jStore, pg: PgStore, namespace: str) -> dict[str, Any]:
    """Every node and relationship of the namespace with all properties, and its PostgreSQL rows."""
    nodes, _, _ = neo.driver.execute_query(
        "MATCH (n {namespace: $ns}) RETURN labels(n) AS labels, properties(n) AS props", ns=namespace)
    rels, _, _ = neo.driver.execute_query(
        "MATCH (a {namespace: $ns})-[r]->(b) RETURN a.id AS start, type(r) AS type, b.id AS end, "
        "properties(r) AS props", ns=namespace)
    with pg.connection() as conn:
        rows = conn.execute("SELECT cell_id, kind, tags, model, embedding::text, keywords::text FROM memcell_embedding "
                            "WHERE namespace = %s ORDER BY cell_id", (namespace,)).fetchall()
    return {"nodes": sorted(repr((sorted(r["labels"]), sorted(r["props"].items()))) for r in nodes),
            "relationships": sorted(repr((r["start"], r["type"], r["end"], sorted(r["props"].items()))) for r in rels),
            "postgres": rows}


@pytest.fixture
def hostile_memory(local_servers: Settings, namespace: str) -> Iterator[Memory]:
    with Memory(namespace, settings=local_servers, embedder=HashEmbedder()) as memory:
        memory.remember("a memory that is already here", "fact", id="present")
        yield memory


@pytest.fixture
def bystander(local_servers: Settings, neo: Neo4jStore, pg: PgStore, namespace: str) -> Iterator[None]:
    """Another namespace with a little lineage: every hostile call must leave it exactly as it was."""
    with Memory(namespace + "-bystander", settings=local_servers, embedder=HashEmbedder()) as other:
        root = other.remember("the bystander's question", "user_input", id="q")
        other.remember("the bystander's answer", "llm_output", [root], id="a")
        before = snapshot(neo, pg, other.namespace)
        yield
        assert snapshot(neo, pg, other.namespace) == before, "a hostile call changed another namespace"


@pytest.fixture
def unchanged(hostile_memory: Memory, neo: Neo4jStore, pg: PgStore, bystander: None) -> Iterator[None]:
    """For refusals: the target namespace is unchanged too."""
    before = snapshot(neo, pg, hostile_memory.namespace)
    yield
    assert snapshot(neo, pg, hostile_memory.namespace) == before, "a refused call changed the store"


def _raw_record(neo: Neo4jStore, namespace: str, cell: dict[str, Any]) -> None:
    """memlineage.lineage.record over Bolt, as a DBA would call it: the server's own limits."""
    try:
        neo.driver.execute_query("CALL memlineage.lineage.record($ns, [$cell], [])", ns=namespace, cell=cell)
    except neo4j.exceptions.Neo4jError as exc:
        raise translate_neo4j_error(exc) from exc


# --- sizes refused at a named limit ---------------------------------------------------------------
def test_ten_megabytes_of_content_is_refused_naming_the_limit(hostile_memory: Memory, neo: Neo4jStore,
                                                              unchanged: None) -> None:
    content = "x" * TEN_MB
    with pytest.raises(InvalidContentError, match=f"the limit is {MAX_CONTENT_CHARS:,}"):
        hostile_memory.remember(content, "fact")
    with pytest.raises(InvalidContentError, match=f"the limit is {MAX_CONTENT_CHARS:,}"):
        hostile_memory.remember_many([{"content": "fine", "kind": "fact"}, {"content": content, "kind": "fact"}])
    with pytest.raises(InvalidContentError, match=f"the limit is {MAX_CONTENT_CHARS}"):  # the server refuses it too
        _raw_record(neo, hostile_memory.namespace, {"id": "huge", "kind": "fact", "content": content})


def test_a_hundred_thousand_tags_are_refused_naming_the_limit(hostile_memory: Memory, neo: Neo4jStore,
                                                              unchanged: None) -> None:
    tags = [f"tag-{i}" for i in range(100_000)]
    with pytest.raises(InvalidInputError, match=f"at most {MAX_TAGS}"):
        hostile_memory.remember("tagged to death", "fact", tags=tags)
    with pytest.raises(InvalidInputError, match=f"{MAX_TAGS}"):
        _raw_record(neo, hostile_memory.namespace, {"id": "tagged", "kind": "fact", "content": "x", "tags": tags})


def _nested_dicts(levels: int) -> dict[str, Any]:
    root: dict[str, Any] = {}
    node = root
    for _ in range(levels - 1):
        node["inner"] = {}
        node = node["inner"]
    return root


def _nested_lists(levels: int) -> list[Any]:
    root: list[Any] = []
    node = root
    for _ in range(levels - 1):
        node.append([])
        node = node[0]
    return root


@pytest.mark.parametrize("context", [
    pytest.param(_nested_dicts(10_000), id="10k-nested-dicts"),
    pytest.param({"steps": _nested_lists(10_000)}, id="10k-nested-lists"),
    pytest.param(_nested_dicts(MAX_CONTEXT_DEPTH + 1), id="one-level-over"),
])
def test_deeply_nested_context_is_refused_before_any_recursion(hostile_memory: Memory, context: Any,
                                                               unchanged: None) -> None:
    with pytest.raises(InvalidInputError, match=f"the limit is {MAX_CONTEXT_DEPTH} \\(MAX_CONTEXT_DEPTH\\)"):
        hostile_memory.remember("why I did it", "llm_reasoning", context=context)


def test_a_cyclic_context_is_refused(hostile_memory: Memory, unchanged: None) -> None:
    context: dict[str, Any] = {"note": "points at itself"}
    context["self"] = context
    with pytest.raises(InvalidInputError):
        hostile_memory.remember("why I did it", "llm_reasoning", context=context)


def test_context_over_its_size_limit_is_refused(hostile_memory: Memory, neo: Neo4jStore, unchanged: None) -> None:
    with pytest.raises(InvalidInputError, match=f"the limit is {MAX_CONTEXT_CHARS:,}"):
        hostile_memory.remember("why", "llm_reasoning", context={"prompt": "p" * MAX_CONTEXT_CHARS})
    with pytest.raises(InvalidInputError, match=f"{MAX_CONTEXT_CHARS}"):  # the server's limit is the same
        _raw_record(neo, hostile_memory.namespace, {"id": "ctx", "kind": "fact", "content": "x",
                                                    "generation_context": "p" * (MAX_CONTEXT_CHARS + 1)})


# --- sizes stored literally --------------------------------------------------------------------------
def test_context_at_the_depth_limit_round_trips(hostile_memory: Memory, bystander: None) -> None:
    context = _nested_dicts(MAX_CONTEXT_DEPTH)
    cell = hostile_memory.remember("why I did it", "llm_reasoning", context=context)
    assert hostile_memory.get(cell.id).generation_context == context


def test_deeply_nested_json_given_as_text_is_stored_literally_and_read_back(hostile_memory: Memory,
                                                                            bystander: None) -> None:
    """Text is stored as given; reading it back must not recurse 10,000 levels into it (it reads as text)."""
    text = "[" * 10_000 + "]" * 10_000
    cell = hostile_memory.remember("why I did it", "llm_reasoning", context=text)
    assert hostile_memory.get(cell.id).generation_context == {"text": text}
    assert json.dumps(hostile_memory.trace(cell.id).cell.generation_context)  # and serialises


def test_a_deep_chain_is_walked_invalidated_and_restored(hostile_memory: Memory, bystander: None) -> None:
    depth = 3_000  # 10,000 in `memlineage bench concurrency --hostile`
    ids = hostile.build_chain(hostile_memory, depth)
    steps: list[hostile.Step] = []
    out = hostile.exercise_chain(hostile_memory, ids, steps)
    assert out["trace"] == out["ancestors"] == out["descendants"] == out["impact"] == depth - 1
    assert out["contaminated"] == depth - 1 and out["leaf_status"] == "contaminated"
    assert out["reach"] == depth and out["history"] == 1
    assert out["restored"] == {"valid": depth} and out["leaf_after"] == "valid"
    assert hostile_memory.check().violations == ()


def test_a_wide_fan_out_is_invalidated_and_restored(hostile_memory: Memory, bystander: None) -> None:
    width = 20_000  # 200,000 in `memlineage bench concurrency --hostile`
    root, children = hostile.build_fanout(hostile_memory, width)
    out = hostile.exercise_fanout(hostile_memory, root, width, [])
    assert out["impact"] == out["contaminated"] == width
    assert out["restored"] == {"valid": width + 1}
    assert hostile_memory.get(children[-1]).status.value == "valid"
    report = hostile_memory.check()
    assert report.violations == () and report.cells == width + 2  # + the fixture's memory


def test_a_batch_over_the_batch_limit_is_refused(hostile_memory: Memory, unchanged: None) -> None:
    from memgraph_py._core import MAX_BATCH

    def endless() -> Iterator[dict[str, str]]:  # refused at item MAX_BATCH + 1, without reading on
        index = 0
        while True:
            yield {"content": f"c{index}", "kind": "fact"}
            index += 1

    with pytest.raises(MemLineageError, match=f"at most {MAX_BATCH:,} cells"):
        hostile_memory.remember_many(endless())
