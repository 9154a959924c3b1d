"""MemLineageStore as a real LangGraph graph's long-term store, on the session's real servers: nodes write and read
memories through it (sync graph → batch on Memory, async graph → abatch on AsyncMemory); versions stay auditable;
LangGraph namespaces are MemLineage namespaces, isolated from each other."""

from __future__ import annotations

import subprocess
import sys
import uuid
from typing import TypedDict

import pytest
from hypothesis import given
from hypothesis import strategies as st
from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime
from langgraph.store.base import InvalidNamespaceError

from memgraph_py import Memory
from memgraph_py.integrations.langgraph_store import MemLineageStore, _key_id, to_namespace, to_tuple


class Turn(TypedDict, total=False):
    user: str
    message: str
    question: str
    answer: str
    recalled: list[str]


def learn(state: Turn, runtime: Runtime) -> Turn:
    """The agent keeps what the user says about their seat as one memory per topic (key)."""
    runtime.store.put(("memories", state["user"]), "seat", {"text": state["message"], "topic": "seat"})
    return {}


def answer(state: Turn, runtime: Runtime) -> Turn:
    found = runtime.store.search(("memories", state["user"]), query=state["question"], limit=3)
    return {"answer": found[0].value["text"] if found else "", "recalled": [f"{i.key}:{i.score:.2f}" for i in found]}


async def alearn(state: Turn, runtime: Runtime) -> Turn:
    await runtime.store.aput(("memories", state["user"]), "diet", {"text": state["message"], "topic": "diet"})
    return {}


async def aanswer(state: Turn, runtime: Runtime) -> Turn:
    item = await runtime.store.aget(("memories", state["user"]), "diet")
    found = await runtime.store.asearch(("memories", state["user"]), query=state["question"], limit=1)
    return {"answer": item.value["text"] if item else "", "recalled": [i.key for i in found]}


def graph(nodes: tuple, store: MemLineageStore):
    builder = StateGraph(Turn)
    builder.add_node("learn", nodes[0])
    builder.add_node("answer", nodes[1])
    builder.add_edge(START, "learn")
    builder.add_edge("learn", "answer")
    builder.add_edge("answer", END)
    return builder.compile(store=store)


@pytest.fixture
def store(local_servers, embedder):
    with MemLineageStore(f"lg-{uuid.uuid4().hex[:10]}", settings=local_servers, embedder=embedder,
                         index={"fields": ["text"]}) as store:
        yield store


def test_a_graph_remembers_through_the_store_and_a_changed_value_supersedes(store, local_servers) -> None:
    app = graph((learn, answer), store)
    first = app.invoke({"user": "alice", "message": "I prefer a window seat on flights",
                        "question": "which seat does the user want?"})
    assert first["answer"] == "I prefer a window seat on flights"
    second = app.invoke({"user": "alice", "message": "Actually I prefer an aisle seat now",
                         "question": "which seat does the user want?"})
    assert second["answer"] == "Actually I prefer an aisle seat now" and second["recalled"][0].startswith("seat:")
    app.invoke({"user": "alice", "message": "Actually I prefer an aisle seat now", "question": "seat?"})  # same value

    item = store.get(("memories", "alice"), "seat")
    assert item.value == {"text": "Actually I prefer an aisle seat now", "topic": "seat"}
    assert item.created_at < item.updated_at  # created with the first version, updated with the second

    # history stays auditable: the first value was superseded, not overwritten, and the same value added nothing
    with Memory(to_namespace(store.root, ("memories", "alice")), settings=local_servers) as memory:
        versions = memory.versions(_key_id("seat"))
        assert [(v.cell.content, v.cell.status.value) for v in versions] == [
            ("I prefer a window seat on flights", "superseded"), ("Actually I prefer an aisle seat now", "valid")]
        assert [r.cell.content for r in memory.recall("which seat does the user want?", k=5)] == [
            "Actually I prefer an aisle seat now"]  # recall leaves the old version out


async def test_an_async_graph_uses_abatch_and_delete_invalidates(store, local_servers) -> None:
    app = graph((alearn, aanswer), store)
    out = await app.ainvoke({"user": "bob", "message": "Bob is vegetarian", "question": "what does bob eat?"})
    assert out["answer"] == "Bob is vegetarian" and out["recalled"] == ["diet"]
    assert store._clients[True] and not store._clients[False]  # abatch ran on AsyncMemory clients

    await store.adelete(("memories", "bob"), "diet")
    assert await store.aget(("memories", "bob"), "diet") is None
    assert await store.asearch(("memories", "bob"), query="what does bob eat?") == []
    with Memory(to_namespace(store.root, ("memories", "bob")), settings=local_servers) as memory:
        deleted = memory.get(_key_id("diet"))
        assert deleted.status.value == "invalid"  # kept for audit, with who and why
        assert memory.history(deleted.id)[0]["reason"] == "deleted through the LangGraph store"
    await store.aput(("memories", "bob"), "diet", {"text": "Bob eats fish again"})
    assert (await store.aget(("memories", "bob"), "diet")).value["text"] == "Bob eats fish again"
    await store.aclose()


def test_langgraph_namespaces_are_isolated_memlineage_namespaces(store, local_servers, embedder) -> None:
    store.put(("memories", "alice"), "city", {"text": "Alice lives in Lisbon"})
    store.put(("memories", "bob"), "city", {"text": "Bob lives in Oslo"})
    assert store.get(("memories", "bob"), "city").value["text"] == "Bob lives in Oslo"
    assert [i.value["text"] for i in store.search(("memories", "bob"), query="where does alice live?")] == [
        "Bob lives in Oslo"]
    both = store.search(("memories",), query="where does alice live?", limit=2)  # a prefix spans both
    assert [i.namespace for i in both] == [("memories", "alice"), ("memories", "bob")]
    assert both[0].score > both[1].score
    with Memory(to_namespace(store.root, ("memories", "bob")), settings=local_servers) as memory:
        assert [r.cell.content for r in memory.recall("Lisbon", k=5)] == ["Bob lives in Oslo"]
    with MemLineageStore(f"lg-{uuid.uuid4().hex[:10]}", settings=local_servers, embedder=embedder) as other:
        assert other.list_namespaces() == [] and other.get(("memories", "bob"), "city") is None


def test_search_filters_pages_and_lists_namespaces_as_langgraph_stores_do(store) -> None:
    for i, (food, price) in enumerate([("ramen", 12), ("sushi", 30), ("pizza", 15), ("tacos", 9)]):
        store.put(("places", "tokyo" if i < 2 else "rome", "food"), food, {"text": f"{food} place", "price": price,
                                                                            "tags": {"cheap": price < 14}})
    store.put(("places", "rome", "notes"), "raw", {"text": "not for search", "price": 1}, index=False)

    cheap = store.search(("places",), filter={"price": {"$lt": 14}})
    assert sorted(i.key for i in cheap) == ["ramen", "raw", "tacos"]
    assert [i.key for i in store.search(("places",), filter={"tags": {"cheap": True}})] == ["tacos", "ramen"]
    assert [i.key for i in store.search(("places", "rome"), query="pizza", filter={"price": 15})] == ["pizza"]
    ranked = store.search(("places",), query="pizza", limit=10)
    assert ranked[0].key == "pizza" and ranked[-1].key == "raw" and ranked[-1].score is None  # unindexed: last
    newest = [i.key for i in store.search(("places",), limit=10)]
    assert newest == ["raw", "tacos", "pizza", "sushi", "ramen"]
    assert [i.key for i in store.search(("places",), limit=2, offset=1)] == newest[1:3]

    assert store.list_namespaces() == [("places", "rome", "food"), ("places", "rome", "notes"),
                                       ("places", "tokyo", "food")]
    assert store.list_namespaces(prefix=("places", "rome")) == [("places", "rome", "food"), ("places", "rome", "notes")]
    assert store.list_namespaces(suffix=("food",), max_depth=2) == [("places", "rome"), ("places", "tokyo")]
    assert store.list_namespaces(prefix=("places", "*", "food")) == [("places", "rome", "food"),
                                                                     ("places", "tokyo", "food")]
    assert store.list_namespaces(limit=1, offset=1) == [("places", "rome", "notes")]


def test_ttl_and_a_foreign_embedder_are_refused(store, local_servers) -> None:
    with pytest.raises(NotImplementedError):
        store.put(("memories", "carol"), "k", {"text": "x"}, ttl=5)
    with pytest.raises(ValueError, match="embeds with MemLineage's model"):
        MemLineageStore("x", settings=local_servers, index={"dims": 3, "embed": lambda texts: [[0.0] * 3 for _ in texts]})


@given(st.lists(st.text(min_size=1, max_size=12).filter(lambda s: "\x00" not in s), min_size=1, max_size=4))
def test_the_namespace_mapping_is_injective_and_inverted(labels: list[str]) -> None:
    try:
        mapped = to_namespace("app", tuple(labels))
    except InvalidNamespaceError:
        return  # longer than MemLineage's 128 characters: refused, never truncated
    assert to_tuple("app", mapped) == tuple(labels)
    assert mapped.count("/") == len(labels)  # a label never adds a separator


def test_tricky_labels_map_to_distinct_valid_namespaces() -> None:
    from memgraph_py.config import validate_namespace

    tuples = [("a/b",), ("a", "b"), ("a.2Fb",), ("a b",), ("a.20b",), ("é",), ("ü",), ("users", "42")]
    mapped = [to_namespace("app", t) for t in tuples]
    assert len(set(mapped)) == len(tuples) and all(validate_namespace(m) for m in mapped)
    assert mapped[:2] == ["app/a.2Fb", "app/a/b"]


def test_the_adapters_import_their_framework_lazily_and_name_the_extra_when_it_is_missing() -> None:
    light = subprocess.run([sys.executable, "-c", "import sys, memgraph_py, memgraph_py.cli; "
                            "print(sorted(m for m in ('mcp', 'langgraph') if m in sys.modules))"],
                           capture_output=True, text=True, check=True)
    assert light.stdout.strip() == "[]"
    for module, package, extra in (("langgraph_store", "langgraph", "langgraph"), ("mcp_server", "mcp", "mcp")):
        code = (f"import sys; sys.modules[{package!r}] = None\n"
                f"from memgraph_py.integrations import {module}\n"
                f"getattr({module}, 'create_server', lambda: None)()")
        result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        assert result.returncode == 1 and f"pip install 'memlineage[{extra}]'" in result.stderr, result.stderr


def test_the_example_agent_runs(local_servers, tmp_path) -> None:
    from pathlib import Path

    example = Path(__file__).resolve().parents[2] / "examples" / "langgraph_store.py"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "MEMLINEAGE_HOME": str(local_servers.home),
           "MEMLINEAGE_NEO4J_URI": local_servers.resolved_neo4j_uri(),
           "MEMLINEAGE_NEO4J_PASSWORD": local_servers.resolved_neo4j_password(),
           "MEMLINEAGE_PG_DSN": local_servers.resolved_pg_dsn()}
    result = subprocess.run([sys.executable, str(example)], env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[2].split("->")[1].strip().startswith("Actually, an aisle seat from now on")
    assert lines[-2].endswith("Actually, an aisle seat from now on [valid]") and "[superseded]" in lines[-3]


def test_the_readme_shows_the_store_in_ten_lines_that_run(local_servers, tmp_path) -> None:
    import re
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    (snippet,) = [b for b in re.findall(r"```python\n(.*?)```", readme, re.S) if "MemLineageStore" in b]
    assert len([line for line in snippet.splitlines() if line.strip()]) <= 10
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "MEMLINEAGE_HOME": str(local_servers.home),
           "MEMLINEAGE_NEO4J_URI": local_servers.resolved_neo4j_uri(),
           "MEMLINEAGE_NEO4J_PASSWORD": local_servers.resolved_neo4j_password(),
           "MEMLINEAGE_PG_DSN": local_servers.resolved_pg_dsn()}
    result = subprocess.run([sys.executable, "-c", snippet], env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "['Alice prefers an aisle seat']"


@pytest.mark.parametrize("query, params", [
    ("store_namespaces", {"exact": "lg-app/memories", "prefix": "lg-app/memories/", "tag": "langgraph"}),
    ("store_items", {"namespaces": ["lg-app/memories/a", "lg-app/memories/b"], "tag": "langgraph", "limit": 10,
                     "afterAt": None, "afterId": None}),
    ("store_latest", {"namespace": "lg-app/memories/a", "ids": ["lg-1", "lg-2"]}),
])
def test_the_store_queries_seek_the_namespace_index_and_never_scan_every_memory(neo, query, params) -> None:
    from memgraph_py import queries

    _, summary, _ = neo.driver.execute_query("EXPLAIN " + queries.cypher(query), params)
    operators, stack = [], [summary.plan]
    while stack:
        plan = stack.pop()
        operators.append(plan["operatorType"].split("@")[0])
        stack.extend(plan.get("children", []))
    assert "NodeByLabelScan" not in operators and any("IndexSeek" in op for op in operators), operators


def test_at_most_max_clients_stay_open_and_evicted_namespaces_still_answer(local_servers, embedder) -> None:
    with MemLineageStore(f"lg-{uuid.uuid4().hex[:10]}", settings=local_servers, embedder=embedder,
                         max_clients=2) as store:
        for user in ("u1", "u2", "u3", "u4"):
            store.put(("memories", user), "name", {"text": f"The user is called {user}"})
        assert len(store._clients[False]) <= store.max_clients  # the root's reader and the last namespace's
        assert [store.get(("memories", u), "name").value["text"] for u in ("u1", "u4")] == [
            "The user is called u1", "The user is called u4"]
        assert store.search(("memories", "u1"), query="who is the user?")[0].value["text"] == "The user is called u1"


CHAT = [{"role": "user", "content": "hi again!"},
        {"role": "assistant", "content": "Hello! What can I do for you?"},
        {"role": "user", "content": "I'm allergic to kiwi, and I prefer window seats on trains."},
        {"role": "user", "content": "lol my coffee is cold"}]


def keep_chat(state: Turn, runtime: Runtime) -> Turn:
    """The agent hands the raw conversation to the store; it never writes a memory sentence itself."""
    runtime.store.put(("chats", state["user"]), "chat-1", {"messages": CHAT})
    return {}


def ask(state: Turn, runtime: Runtime) -> Turn:
    found = runtime.store.search(("chats", state["user"]), query=state["question"], limit=1)
    return {"answer": found[0].value["content"] if found else "", "recalled": [i.key for i in found]}


def test_ingest_on_put_turns_a_conversation_into_memories_search_finds(local_servers, embedder) -> None:
    root = f"lg-{uuid.uuid4().hex[:10]}"
    with MemLineageStore(root, settings=local_servers, embedder=embedder, index={"fields": ["text"]},
                         ingest=True) as store:
        out = graph((keep_chat, ask), store).invoke({"user": "carol", "question": "what must carol not eat?"})
        assert "kiwi" in out["answer"]
        report = store.last_ingest
        assert sorted(i.cls for i in report.kept) == ["constraint", "preference"]
        assert {i.turn for i in report.dropped} == {0, 3}  # the greeting and the cold coffee
        (allergy,) = [i for i in store.search(("chats", "carol"), query="allergies", limit=5)
                      if i.value.get("class") == "constraint"]  # the raw conversation item comes after, unranked
        assert allergy.value["from_key"] == "chat-1" and allergy.value["kind"] == "constraint"
        assert "class:constraint" in allergy.value["labels"]
        assert store.get(("chats", "carol"), allergy.key).value == allergy.value  # found by its key
        assert store.get(("chats", "carol"), "chat-1").value == {"messages": CHAT}  # the raw item is kept too
        namespace = to_namespace(root, ("chats", "carol"))
        with Memory(namespace, settings=local_servers, embedder=embedder) as memory:
            trace = memory.trace(allergy.key)
            assert _key_id("chat-1") in [c.id for c in trace.roots]  # back to the conversation put in the store
        # deleting the conversation contaminates what was extracted from it
        store.delete(("chats", "carol"), "chat-1")
        assert store.get(("chats", "carol"), allergy.key) is None
        assert all(i.key != allergy.key for i in store.search(("chats", "carol"), query="allergies", limit=5))
    # without the opt-in, a put stores the value and nothing else
    with MemLineageStore(f"lg-{uuid.uuid4().hex[:10]}", settings=local_servers, embedder=embedder) as plain:
        plain.put(("chats", "dan"), "chat-1", {"messages": CHAT})
        assert plain.last_ingest is None
        assert [i.key for i in plain.search(("chats", "dan"), limit=10)] == ["chat-1"]


async def test_ingest_on_put_in_an_async_graph(local_servers, embedder) -> None:
    async with MemLineageStore(f"lg-{uuid.uuid4().hex[:10]}", settings=local_servers, embedder=embedder,
                               ingest=True, ingest_field="transcript") as store:
        await store.aput(("chats", "erin"), "t1", {"transcript": "My employee id is E-55123. Thanks!"})
        (fact,) = store.last_ingest.kept
        found = await store.asearch(("chats", "erin"), query="employee id", limit=3)
        assert fact.cell_id in [i.key for i in found]
        assert (await store.aget(("chats", "erin"), fact.cell_id)).value["content"] == "My employee id is E-55123."
