"""LangGraph store operations on MemLineageStore against LangGraph's own InMemoryStore, same run, same embedder.

    .venv/bin/python -m memlineage_bench.langgraph_store [--items 200] [--searches 40]

A stream of memories for a few users (one LangGraph namespace each): puts, a quarter of the keys changed
(MemLineage supersedes, InMemoryStore overwrites), gets of every key and semantic searches per user. Prints
milliseconds per operation for both, and what each kept: InMemoryStore only the current values, MemLineage
every version (auditable) in Neo4j and PostgreSQL. The in-memory store is the floor (no I/O, no durability);
the figures say what a durable, audited store costs on top. Cleans up its namespaces afterwards.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import uuid
from collections.abc import Callable
from typing import Any

from memgraph_py import Memory, Settings
from memgraph_py.embed import make_embedder
from memgraph_py.integrations.langgraph_store import MemLineageStore, _key_id, to_namespace

from . import queries as bench_queries

USERS = ("ana", "ben", "chen", "dana")
TOPICS = ("food", "seat", "city", "hotel", "music", "drink", "sport", "book", "film", "work")
VALUES = ("Italian", "window", "Lisbon", "quiet rooms", "jazz", "green tea", "tennis", "crime novels", "documentaries",
          "mornings", "Thai", "aisle", "Oslo", "near the station", "piano", "espresso", "running", "poetry", "comedies")


def _timed(samples: list[float], fn: Callable[[], Any]) -> Any:
    started = time.perf_counter()
    result = fn()
    samples.append((time.perf_counter() - started) * 1000)
    return result


def run(settings: Settings, items: int = 200, searches: int = 40, seed: int = 7) -> dict[str, dict[str, float]]:
    from langgraph.store.memory import InMemoryStore

    rng = random.Random(seed)
    embedder = make_embedder(settings)
    keys = [(USERS[i % len(USERS)], f"{TOPICS[i // len(USERS) % len(TOPICS)]}-{i}") for i in range(items)]
    puts = [(u, k, {"text": f"{u} likes {rng.choice(VALUES)} ({k.split('-')[0]})"}) for u, k in keys]
    updates = [(u, k, {"text": f"{u} now prefers {rng.choice(VALUES)} ({k.split('-')[0]})"})
               for u, k in rng.sample(keys, items // 4)]
    queries = [(rng.choice(USERS), f"what does the user like for {rng.choice(TOPICS)}?") for _ in range(searches)]
    baseline = InMemoryStore(index={"dims": embedder.dimension, "fields": ["text"],
                                    "embed": lambda texts: [list(map(float, v)) for v in embedder.embed(texts)]})
    root = f"bench-lg-{uuid.uuid4().hex[:8]}"
    ours = MemLineageStore(root, settings=settings, embedder=embedder, index={"fields": ["text"]})
    figures: dict[str, dict[str, float]] = {}
    try:
        for name, store in (("InMemoryStore (no I/O, no history)", baseline), ("MemLineageStore", ours)):
            timings: dict[str, list[float]] = {"put": [], "update": [], "get": [], "search": []}
            for user, key, value in puts:
                _timed(timings["put"], lambda: store.put(("memories", user), key, value))
            for user, key, value in updates:
                _timed(timings["update"], lambda: store.put(("memories", user), key, value))
            for user, key in keys:
                _timed(timings["get"], lambda: store.get(("memories", user), key))
            for user, query in queries:
                _timed(timings["search"], lambda: store.search(("memories", user), query=query, limit=5))
            figures[name] = {f"{op} ms (median)": statistics.median(v) for op, v in timings.items()}
        with Memory(to_namespace(root, ("memories", USERS[0])), settings=settings, embedder=embedder) as memory:
            kept = sum(len(memory.versions(_key_id(k))) for u, k, _ in updates if u == USERS[0])
        figures["MemLineageStore"]["versions kept for the changed keys of one user"] = kept
        return figures
    finally:
        ours.close()
        with Memory(root, settings=settings, embedder=embedder) as memory:
            for user in USERS:
                namespace = to_namespace(root, ("memories", user))
                memory._neo.run_autocommit(bench_queries.cypher("delete_namespace"), {"namespace": namespace})
                with memory._pg.connection() as conn:
                    conn.execute(bench_queries.sql("delete_embeddings"), {"namespace": namespace})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=200)
    parser.add_argument("--searches", type=int, default=40)
    args = parser.parse_args()
    figures = run(Settings.from_env(), items=args.items, searches=args.searches)
    for name, row in figures.items():
        print(name)
        for label, value in row.items():
            print(f"  {label:55} {value:10.2f}")


if __name__ == "__main__":
    main()
