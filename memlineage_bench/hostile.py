"""`memlineage bench concurrency --hostile`: the hostile input sizes of issue 14 at full size.

- a chain of ``chain`` cells (each derived from the one before; 10,000 by default): trace, ancestors, descendants,
  impact, invalidate, reach (audit), history, restore over it — no stack overflow in the Java walks or the client;
- a fan-out of ``fanout`` children under one root (200,000 by default): impact, invalidate the root, restore;
- each stored through ``remember_many`` with a hash embedding (no model time), then ``check()``.

Each step is timed; Neo4j's heap (used and the pools' peak, from JMX) is read after each. The same functions
run in ``tests/test_hostile_input.py`` at the sizes that fit there.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from memgraph_py import Memory
from memgraph_py._core import MAX_BATCH
from memgraph_py.config import Settings
from memgraph_py.connections import Neo4jStore

from .concurrency import HashEmbedder

__all__ = ["Step", "build_chain", "build_fanout", "exercise_chain", "exercise_fanout", "heap", "run"]

Progress = Callable[[str], None]


@dataclass
class Step:
    name: str
    seconds: float
    result: str
    heap_mb: float | None = None


@dataclass
class Figures:
    chain: int
    fanout: int
    steps: list[Step] = field(default_factory=list)
    heap_max_mb: float | None = None
    heap_peak_mb: float | None = None

    def as_json(self) -> dict[str, Any]:
        return {"chain": self.chain, "fanout": self.fanout, "heap_max_mb": self.heap_max_mb,
                "heap_peak_mb": self.heap_peak_mb, "steps": [s.__dict__ for s in self.steps]}


def heap(neo: Neo4jStore) -> tuple[float | None, float | None, float | None]:
    """Neo4j's heap now, its maximum and the sum of the heap pools' peaks since start (MB), from JMX;
    None where the server does not say."""
    try:
        rows, _, _ = neo.driver.execute_query(
            "CALL dbms.queryJmx('java.lang:type=Memory') YIELD attributes "
            "RETURN attributes.HeapMemoryUsage.value.properties AS usage")
        usage = rows[0]["usage"]
        pools, _, _ = neo.driver.execute_query(
            "CALL dbms.queryJmx('java.lang:type=MemoryPool,name=*') YIELD attributes "
            "WHERE attributes.Type.value = 'HEAP' RETURN sum(attributes.PeakUsage.value.properties.used) AS peak")
        mb = 1024 * 1024
        return usage["used"] / mb, usage["max"] / mb, pools[0]["peak"] / mb
    except Exception:  # noqa: BLE001 — a figure the report leaves out, not a failure
        return None, None, None


def _timed(steps: list[Step], neo: Neo4jStore | None, name: str, work: Callable[[], Any],
           describe: Callable[[Any], str]) -> Any:
    started = time.perf_counter()
    value = work()
    seconds = time.perf_counter() - started
    steps.append(Step(name, seconds, describe(value), heap(neo)[0] if neo is not None else None))
    return value


def build_chain(memory: Memory, length: int, prefix: str = "chain") -> list[str]:
    """``length`` cells, each derived from the one before (``prefix-0`` is the root)."""
    ids = [f"{prefix}-{i}" for i in range(length)]
    for start in range(0, length, MAX_BATCH):
        memory.remember_many([{"id": ids[i], "kind": "llm_reasoning", "content": f"step {i} of a long chain",
                               "parents": [ids[i - 1]] if i else []} for i in range(start, min(start + MAX_BATCH, length))])
    return ids


def build_fanout(memory: Memory, width: int, prefix: str = "fan") -> tuple[str, list[str]]:
    """One root with ``width`` children."""
    root = f"{prefix}-root"
    memory.remember(f"the root {prefix} every child rests on", "user_input", id=root)
    children = [f"{prefix}-{i}" for i in range(width)]
    for start in range(0, width, MAX_BATCH):
        memory.remember_many([{"id": children[i], "kind": "fact", "content": f"child {i} of {prefix}", "parents": [root]}
                              for i in range(start, min(start + MAX_BATCH, width))])
    return root, children


def exercise_chain(memory: Memory, ids: list[str], steps: list[Step], neo: Neo4jStore | None = None) -> dict[str, Any]:
    """Every lineage and contamination call over the chain; what each returned, for the caller to compare."""
    root, leaf, n = ids[0], ids[-1], len(ids)
    out: dict[str, Any] = {}
    out["trace"] = len(_timed(steps, neo, "trace(leaf)", lambda: memory.trace(leaf),
                              lambda t: f"{len(t.ancestors):,} ancestors").ancestors)
    out["ancestors"] = len(_timed(steps, neo, "ancestors(leaf)", lambda: memory.ancestors(leaf),
                                  lambda a: f"{len(a):,} cells, deepest {max(e.depth for e in a):,}"))
    out["descendants"] = len(_timed(steps, neo, "descendants(root)", lambda: memory.descendants(root),
                                    lambda d: f"{len(d):,} cells"))
    out["impact"] = _timed(steps, neo, "impact(root)", lambda: memory.impact(root), lambda r: f"{r.total:,} cells").total
    inv = _timed(steps, neo, "invalidate(root)", lambda: memory.invalidate(root, "hostile input: the chain's root",
                                                                           by="bench"),
                 lambda i: f"{i.contaminated:,} contaminated")
    out["contaminated"] = inv.contaminated
    out["leaf_status"] = memory.get(leaf).status.value
    out["reach"] = len(_timed(steps, neo, "reach(invalidation)", lambda: memory.reach(inv.id),
                              lambda r: f"{len(r):,} cells"))
    out["history"] = len(_timed(steps, neo, "history(leaf)", lambda: memory.history(leaf), lambda h: f"{len(h)} events"))
    out["restored"] = _timed(steps, neo, "restore", lambda: memory.restore(inv.id, by="bench"),
                             lambda r: ", ".join(f"{k} {v:,}" for k, v in r.statuses.items())).statuses
    out["leaf_after"] = memory.get(leaf).status.value
    assert n == len(ids)
    return out


def exercise_fanout(memory: Memory, root: str, width: int, steps: list[Step], neo: Neo4jStore | None = None
                    ) -> dict[str, Any]:
    out: dict[str, Any] = {}
    out["impact"] = _timed(steps, neo, "impact(root)", lambda: memory.impact(root), lambda r: f"{r.total:,} cells").total
    inv = _timed(steps, neo, "invalidate(root)", lambda: memory.invalidate(root, "hostile input: the fan-out's root",
                                                                           by="bench"),
                 lambda i: f"{i.contaminated:,} contaminated")
    out["contaminated"] = inv.contaminated
    out["restored"] = _timed(steps, neo, "restore", lambda: memory.restore(inv.id, by="bench"),
                             lambda r: ", ".join(f"{k} {v:,}" for k, v in r.statuses.items())).statuses
    return out


def run(settings: Settings, namespace: str, *, chain: int = 10_000, fanout: int = 200_000,
        progress: Progress = lambda _: None) -> tuple[Figures, dict[str, Any]]:
    figures = Figures(chain=chain, fanout=fanout)
    results: dict[str, Any] = {}
    neo = Neo4jStore(settings)
    try:
        with Memory(namespace, settings=settings, embedder=HashEmbedder()) as memory:
            progress(f"recording a {chain:,}-deep chain")
            ids = _timed(figures.steps, neo, f"chain: record {chain:,} cells", lambda: build_chain(memory, chain),
                         lambda i: f"{len(i):,} cells")
            progress("walking the chain")
            results["chain"] = exercise_chain(memory, ids, figures.steps, neo)
            progress(f"recording a {fanout:,}-wide fan-out")
            root, _ = _timed(figures.steps, neo, f"fan-out: record 1 + {fanout:,} cells",
                             lambda: build_fanout(memory, fanout), lambda r: f"{len(r[1]):,} children")
            progress("invalidating the fan-out's root")
            results["fanout"] = exercise_fanout(memory, root, fanout, figures.steps, neo)
            progress("check")
            report = _timed(figures.steps, neo, "check()", memory.check,
                            lambda r: f"{len(r.violations)} violations, {r.cells:,} cells, {r.pending_index} pending")
            results["violations"] = len(report.violations)
        _, figures.heap_max_mb, figures.heap_peak_mb = heap(neo)
    finally:
        neo.close()
    return figures, results
