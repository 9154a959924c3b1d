"""Replay of a contaminated closure: ``memlineage bench replay``.

An agent's pipeline of replayable tracked functions is recorded on the configured servers: a tool result (the
forecast) and ``size`` cells derived from it — each step rewrites its predecessor's text and every seventh one
also merges an earlier result (diamonds in the DAG). The forecast is then corrected, which contaminates the
whole closure, and ``replay`` re-runs every step on the corrected inputs, writing each result as a new version
(Neo4j + embedding + PostgreSQL). The baseline, measured in the same run, is the plain re-run of the same
functions on the corrected forecast in the same order without MemLineage: what the computation itself costs.
Both must produce the same texts; the benchmark checks that they do. A second baseline embeds the same
results with the configured embedder and nothing else: the part of replay's cost that any re-indexing of new
text pays, whatever stores it.
"""

from __future__ import annotations

import hashlib
import os
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from memgraph_py import Memory
from memgraph_py.config import Settings

MERGE_EVERY = 7


def rewrite(text: str, i: int) -> str:
    """A step: the text it got, digested and carried on (depends on every character of its input)."""
    digest = hashlib.sha256(text.encode()).hexdigest()[:12]
    return f"step {i} [{digest}]: " + text[-160:]


def merge(text: str, other: str, i: int) -> str:
    """A step with two inputs (a diamond in the lineage)."""
    digest = hashlib.sha256((text + "\x1f" + other).encode()).hexdigest()[:12]
    return f"merge {i} [{digest}]: " + text[-100:] + " | " + other[-60:]


def plain_pipeline(forecast: str, size: int) -> list[str]:
    """The same steps without MemLineage."""
    out: list[str] = []
    for i in range(size):
        prev = out[i - 1] if i else forecast
        out.append(merge(prev, out[i // 2], i) if i and i % MERGE_EVERY == 0 else rewrite(prev, i))
    return out


@dataclass
class ReplayFigures:
    size: int
    record_s: float
    correct_s: float
    plan_s: float
    replay_s: float
    replayed: int
    unreplayable: int
    baseline_s: float
    embed_s: float                    # the embedder alone on the same 1,000 results (no store)
    same_results: bool
    load: float                       # 1-minute load average at the end (shared machines)
    notes: list[str] = field(default_factory=list)

    @property
    def cells_per_s(self) -> float:
        return self.replayed / self.replay_s if self.replay_s else 0.0

    @property
    def baseline_cells_per_s(self) -> float:
        return self.size / self.baseline_s if self.baseline_s else 0.0

    def as_json(self) -> dict[str, Any]:
        return {**self.__dict__, "cells_per_s": self.cells_per_s, "baseline_cells_per_s": self.baseline_cells_per_s}


def run(settings: Settings, size: int = 1000, *, progress: Callable[[str], None] = lambda _: None,
        keep: bool = False) -> ReplayFigures:
    """Record the pipeline, correct its source, replay the closure; time each phase and the plain baseline."""
    namespace = f"bench-replay-{uuid.uuid4().hex[:8]}"
    memory = Memory(namespace, settings=settings)
    with memory:
        @memory.track("llm_reasoning", replayable="bench.rewrite")
        def tracked_rewrite(text: str, i: int) -> str:
            return rewrite(text, i)

        @memory.track("llm_reasoning", replayable="bench.merge")
        def tracked_merge(text: str, other: str, i: int) -> str:
            return merge(text, other, i)

        @memory.track("tool_result", record_call=True)
        def forecast(city: str) -> str:
            return f"{city} tomorrow: 30°C and sunny"  # stale

        progress(f"recording the pipeline ({size:,} derived cells)")
        started = time.perf_counter()
        with memory.buffered(batch_size=500):
            source = forecast("Paris")
            results: list[str] = []
            for i in range(size):
                prev = results[i - 1] if i else source
                results.append(tracked_merge(prev, results[i // 2], i) if i and i % MERGE_EVERY == 0
                               else tracked_rewrite(prev, i))
        record_s = time.perf_counter() - started
        source_id = memory.cell_of(source)
        assert source_id is not None

        progress("correcting the forecast")
        started = time.perf_counter()
        corrected, invalidation = memory.correct(source_id, "Paris tomorrow: 14°C, heavy rain",
                                                 reason="stale weather page", by="bench")
        correct_s = time.perf_counter() - started
        notes = [f"correct() contaminated {invalidation.contaminated:,} cells"]

        progress("repair plan")
        started = time.perf_counter()
        plan = memory.repair_plan(invalidation.id)
        plan_s = time.perf_counter() - started

        progress(f"replaying {len(plan.steps):,} steps")
        started = time.perf_counter()
        report = memory.replay(invalidation.id, by="bench")
        replay_s = time.perf_counter() - started

        progress("baseline: the same functions, plain")
        started = time.perf_counter()
        expected = plain_pipeline(corrected.content, size)
        baseline_s = time.perf_counter() - started

        progress("second baseline: embedding the same results, no store")
        started = time.perf_counter()
        memory.embedder.embed(expected)
        embed_s = time.perf_counter() - started

        last = report.new_version(memory.cell_of(results[-1]) or "")
        same = last is not None and memory.get(last).content == expected[-1]
        if not keep:
            memory.erase_namespace(confirm=True)
    return ReplayFigures(size=size, record_s=record_s, correct_s=correct_s, plan_s=plan_s, replay_s=replay_s,
                         replayed=len(report.replayed), unreplayable=len(report.unreplayable), baseline_s=baseline_s,
                         embed_s=embed_s, same_results=same, load=os.getloadavg()[0], notes=notes)
