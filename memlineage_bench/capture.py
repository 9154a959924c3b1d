"""Capture rate with relation discovery off and deferred, measured in the same run on the same servers.

Discovery must not slow capture: with ``Settings.discovery="background"`` a worker of the client judges new
memories when writes pause. This benchmark captures the same agent-like stream of memories (steps of a user
input, a tool call, its result and an answer, with preferences that change now and then) twice — discovery
off, then background — and reports cells/s of capture, how long the worker needed to catch up after the
last write, and what it found (relations, conflicts settled by the policy, conflicts queued).
"""

from __future__ import annotations

import random
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass

from memgraph_py import Memory
from memgraph_py.config import Settings

from . import queries as bench_queries

SEATS = ("window", "aisle", "middle")
FOODS = ("Italian", "Thai", "Greek", "Mexican", "Japanese")
CITIES = ("Oslo", "Lisbon", "Graz", "Lyon", "Porto", "Krakow", "Bergen", "Ghent")


@dataclass
class CaptureRow:
    mode: str
    cells: int
    seconds: float
    catch_up: float
    relations: int
    resolved: int
    queued: int

    @property
    def rate(self) -> float:
        return self.cells / self.seconds if self.seconds else 0.0


def _stream(memory: Memory, steps: int, rng: random.Random) -> int:
    """An agent's memories: per step a question, a tool call and result, an answer; every fifth step a
    preference is stated again, often changed (which discovery should catch)."""
    cells = 0
    profile = memory.remember("Profile of the traveller", "user_input")
    cells += 1
    for step in range(steps):
        city = rng.choice(CITIES)
        if step % 5 == 0:
            memory.remember(f"I prefer a {rng.choice(SEATS)} seat on flights", "preference", [profile])
            memory.remember(f"My favourite food is {rng.choice(FOODS)}", "preference", [profile])
            cells += 2
        question = memory.remember(f"What is the weather in {city} on day {step}?", "user_input", [profile])
        with memory.step(question):
            call = memory.remember(f"weather(city={city!r}, day={step})", "tool_call")
            result = memory.remember(f"{city}, day {step}: {rng.randint(5, 30)}°C, {rng.choice(['sunny', 'rain'])}",
                                     "tool_result", [call], result_of=call)
            memory.remember(f"Pack for {city}: the forecast says {result.content.split(': ')[1]}", "llm_output")
        cells += 4
    return cells


def run_capture(settings: Settings, steps: int = 100, seed: int = 1,
                progress: Callable[[str], None] = lambda _: None) -> list[CaptureRow]:
    rows = []
    for mode in ("off", "background"):
        namespace = f"bench-capture-{mode}-{uuid.uuid4().hex[:8]}"
        memory = Memory(namespace, settings=settings.model_copy(update={"discovery": mode}))
        try:
            progress(f"capture with discovery {mode}")
            started = time.perf_counter()
            cells = _stream(memory, steps, random.Random(seed))
            seconds = time.perf_counter() - started
            waited = time.perf_counter()
            if mode == "background":
                while memory._discoverer is not None and not memory._discoverer.done():
                    time.sleep(0.05)
                memory.discover()  # anything queued after the worker's last pass
            catch_up = time.perf_counter() - waited if mode != "off" else 0.0
            resolved = len(memory.conflicts("resolved"))
            queued = len(memory.conflicts("open"))
            relations = int(memory._neo.run(bench_queries.cypher("count_relations"), {"namespace": namespace},
                                            write=False)[0]["relations"])
            rows.append(CaptureRow(mode, cells, seconds, catch_up, relations, resolved, queued))
        finally:
            memory._neo.run_autocommit(bench_queries.cypher("delete_namespace"), {"namespace": namespace})
            with memory._pg.connection() as conn:
                conn.execute(bench_queries.sql("delete_embeddings"), {"namespace": namespace})
            memory.close()
    return rows
