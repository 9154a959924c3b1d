"""A LangGraph agent whose long-term memory is MemLineage (run `make demo` first, or set MEMLINEAGE_* to your servers).

    .venv/bin/python examples/langgraph_store.py

Each turn, the `learn` node stores what the user said about a topic (one key per topic: a changed preference
supersedes the old one, which stays auditable) and the `reply` node recalls what it knows for the question.
"""

from __future__ import annotations

from typing import TypedDict

from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime

from memgraph_py import Memory
from memgraph_py.integrations.langgraph_store import MemLineageStore, to_namespace


class Turn(TypedDict, total=False):
    user: str
    topic: str
    said: str
    question: str
    reply: str


def learn(turn: Turn, runtime: Runtime) -> Turn:
    runtime.store.put(("memories", turn["user"]), turn["topic"], {"text": turn["said"], "topic": turn["topic"]})
    return {}


def reply(turn: Turn, runtime: Runtime) -> Turn:
    found = runtime.store.search(("memories", turn["user"]), query=turn["question"], limit=2)
    return {"reply": "; ".join(f"{item.value['text']} ({item.score:.2f})" for item in found)}


builder = StateGraph(Turn)
builder.add_node("learn", learn)
builder.add_node("reply", reply)
builder.add_edge(START, "learn")
builder.add_edge("learn", "reply")
builder.add_edge("reply", END)

with MemLineageStore(root="example-langgraph", index={"fields": ["text"]}) as store:
    agent = builder.compile(store=store)
    for topic, said in [("seat", "I prefer a window seat"), ("diet", "I am vegetarian"),
                        ("seat", "Actually, an aisle seat from now on")]:
        out = agent.invoke({"user": "alice", "topic": topic, "said": said, "question": "What seat and food for Alice?"})
        print(f"{said!r:40} -> {out['reply']}")

    # the same memories, audited with MemLineage: every value the key "seat" has had
    namespace = to_namespace(store.root, ("memories", "alice"))  # example-langgraph/memories/alice
    with Memory(namespace) as memory:
        seat = memory.recall("seat", k=1).results[0].cell
        for number, version in enumerate(memory.versions(seat), 1):
            print(f"v{number}: {version.cell.content} [{version.cell.status.value}]")
    print(f"audit from the shell: memlineage versions {seat.id} -n {namespace}")
