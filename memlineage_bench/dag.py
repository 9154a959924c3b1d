"""Synthetic lineage DAGs full of diamonds, deterministic by seed.

Layered: ``layers`` × ``width`` cells; every cell below the first layer derives from 1–3 cells of the
layer above within ``window`` positions of its own, so most pairs of cells are joined by many paths
(diamonds everywhere) and closures grow as cones. A naive path enumeration explodes here; a
node-global BFS stays linear.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field

KINDS = ("user_input", "tool_call", "tool_result", "llm_reasoning", "llm_output", "fact", "plan")


@dataclass
class LayeredDag:
    layers: int
    width: int
    window: int = 1
    seed: int = 7
    parents: list[list[int]] = field(default_factory=list)  # index → parent indexes

    def __post_init__(self) -> None:
        rng = random.Random(self.seed)
        self.parents = []
        for layer in range(self.layers):
            for pos in range(self.width):
                if layer == 0:
                    self.parents.append([])
                    continue
                base = (layer - 1) * self.width
                candidates = [base + p for p in range(max(0, pos - self.window), min(self.width, pos + self.window + 1))]
                count = min(len(candidates), rng.choice((1, 2, 2, 3)))
                self.parents.append(sorted(rng.sample(candidates, count)))

    @property
    def size(self) -> int:
        return self.layers * self.width

    def cell_id(self, index: int) -> str:
        return f"c{index}"

    def layer_of(self, index: int) -> int:
        return index // self.width

    def kind_of(self, index: int) -> str:
        return KINDS[0] if self.layer_of(index) == 0 else KINDS[1 + index % (len(KINDS) - 1)]

    def content_of(self, index: int) -> str:
        return f"memory {index} at depth {self.layer_of(index)}: derived observation #{index % 997}"

    def children(self) -> list[list[int]]:
        kids: list[list[int]] = [[] for _ in range(self.size)]
        for child, parents in enumerate(self.parents):
            for parent in parents:
                kids[parent].append(child)
        return kids

    def edges(self) -> list[tuple[int, int]]:
        return [(child, parent) for child, parents in enumerate(self.parents) for parent in parents]


def bfs_closure(adjacency: list[list[int]], start: int) -> int:
    """The in-memory baseline (a memory pool with a dict of edges): size of the closure from start."""
    seen = {start}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for nxt in adjacency[node]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return len(seen) - 1


def pick_by_closure(dag: LayeredDag, children: list[list[int]], target: int) -> tuple[int, int] | None:
    """A cell (index, closure size) whose descendant closure is nearest ``target`` (searching up the middle)."""
    middle = dag.width // 2
    best: tuple[int, int] | None = None
    for layer in range(dag.layers - 1, -1, -1):
        index = layer * dag.width + middle
        size = bfs_closure(children, index)
        if best is None or abs(size - target) < abs(best[1] - target):
            best = (index, size)
        if size >= target:
            break
    if best is None or best[1] < target * 0.5:
        return None
    return best
