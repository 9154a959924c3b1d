"""Lineage laws checked on random DAGs full of diamonds, against a plain-Python model.

Each example draws a DAG of up to 40 memories, each derived from 0-3 earlier ones (so shared
ancestors and diamonds are the rule, not the exception), records it in a fresh namespace with one
``remember_many`` batch, and compares what the real Neo4j procedures answer with a breadth-first
search over the same edges in Python:

* walks: ``descendants`` / ``ancestors`` return exactly the BFS closure, each cell once, at its
  shortest derivation distance (also when cut at ``max_depth``);
* contamination: invalidating a cell contaminates exactly its descendants, and ``impact`` predicted
  them by depth and kind;
* restore: with two invalidations, restoring one leaves exactly what the other reaches tainted;
  restoring both brings every cell back to valid.
"""

from __future__ import annotations

import uuid
from collections import Counter, deque
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from memgraph_py import Kind, Memory, Settings
from memgraph_py.connections import Neo4jStore

KINDS = [k.value for k in Kind]

PROPERTY_SETTINGS = settings(
    max_examples=25,
    deadline=None,  # each example talks to real servers
    database=None,  # no .hypothesis/ directory in the checkout
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@dataclass(frozen=True)
class Dag:
    """Node i is memory ``n<i>``; ``parents[i]`` are indices of earlier nodes it was derived from."""

    parents: tuple[tuple[int, ...], ...]
    kinds: tuple[str, ...]

    @property
    def size(self) -> int:
        return len(self.parents)

    @staticmethod
    def id(i: int) -> str:
        return f"n{i}"

    def children(self) -> dict[int, list[int]]:
        down: dict[int, list[int]] = {i: [] for i in range(self.size)}
        for child, parents in enumerate(self.parents):
            for parent in parents:
                down[parent].append(child)
        return down

    def _bfs(self, start: int, step: dict[int, list[int]] | tuple[tuple[int, ...], ...]) -> dict[int, int]:
        depth = {start: 0}
        queue = deque([start])
        while queue:
            node = queue.popleft()
            for nxt in step[node]:
                if nxt not in depth:
                    depth[nxt] = depth[node] + 1
                    queue.append(nxt)
        del depth[start]
        return depth

    def descendants(self, i: int) -> dict[int, int]:
        """Every node derived from i, with its shortest derivation distance."""
        return self._bfs(i, self.children())

    def ancestors(self, i: int) -> dict[int, int]:
        return self._bfs(i, self.parents)

    def has_diamond(self) -> bool:
        """Some node rests on one ancestor through two of its parents."""
        for ps in self.parents:
            ups = [{p, *self.ancestors(p)} for p in ps]
            if any(a & b for k, a in enumerate(ups) for b in ups[k + 1:]):
                return True
        return False

    def batch(self, namespace: str) -> list[dict[str, object]]:
        return [{"content": f"memory {i} of {namespace}", "kind": self.kinds[i], "id": self.id(i),
                 "parents": [self.id(p) for p in ps]} for i, ps in enumerate(self.parents)]


@st.composite
def dags(draw: st.DrawFn, max_nodes: int = 40) -> Dag:
    n = draw(st.integers(min_value=2, max_value=max_nodes))
    parents = [()] + [tuple(sorted(draw(st.sets(st.integers(0, i - 1), max_size=min(3, i)))))
                      for i in range(1, n)]
    kinds = draw(st.lists(st.sampled_from(KINDS), min_size=n, max_size=n))
    return Dag(tuple(parents), tuple(kinds))


#      0
#     / \
#    1   2      3 and 4 both rest on 0 along two paths each; 5 sits below two diamonds
#     \ / \
#      3   4
#       \ /
#        5
DOUBLE_DIAMOND = Dag(parents=((), (0,), (0,), (1, 2), (2, 1), (3, 4)),
                     kinds=("user_input", "tool_result", "tool_result", "plan", "llm_reasoning", "llm_output"))


# --- fixtures: the real servers, a fresh namespace per example ---------------------------------
@pytest.fixture(scope="module")
def fresh_memory(local_servers: Settings, embedder):  # type: ignore[no-untyped-def]
    """Opens a Memory on a namespace no other example uses."""
    def open_memory() -> Memory:
        return Memory(f"prop-{uuid.uuid4().hex[:12]}", settings=local_servers, embedder=embedder)
    return open_memory


def record(memory: Memory, dag: Dag) -> None:
    event(f"diamond: {dag.has_diamond()}")
    result = memory.remember_many(dag.batch(memory.namespace))
    assert result.created == dag.size
    assert result.edges == sum(len(ps) for ps in dag.parents)


def statuses(neo: Neo4jStore, namespace: str) -> dict[str, str]:
    records, _, _ = neo.driver.execute_query(
        "MATCH (c:MemCell {namespace: $ns}) RETURN c.id AS id, c.status AS status", ns=namespace)
    return {r["id"]: r["status"] for r in records}


def walk(entries: list) -> dict[str, int]:  # type: ignore[type-arg]
    found = [(e.cell.id, e.depth) for e in entries]
    assert len(found) == len({cell for cell, _ in found}), "a walk returned a cell twice"
    return dict(found)


def named(closure: dict[int, int]) -> dict[str, int]:
    return {Dag.id(i): d for i, d in closure.items()}


# --- (a) walks ---------------------------------------------------------------------------------
@PROPERTY_SETTINGS
@given(dag=dags(), cut=st.integers(min_value=1, max_value=4))
@example(dag=DOUBLE_DIAMOND, cut=2)
def test_walks_equal_the_bfs_closure_with_shortest_depths(fresh_memory, dag: Dag, cut: int) -> None:  # type: ignore[no-untyped-def]
    with fresh_memory() as memory:
        record(memory, dag)
        for i in range(dag.size):
            below, above = dag.descendants(i), dag.ancestors(i)
            assert walk(memory.descendants(Dag.id(i))) == named(below)
            assert walk(memory.ancestors(Dag.id(i))) == named(above)
            assert walk(memory.descendants(Dag.id(i), max_depth=cut)) == named(
                {n: d for n, d in below.items() if d <= cut})
            assert walk(memory.ancestors(Dag.id(i), max_depth=cut)) == named(
                {n: d for n, d in above.items() if d <= cut})
            # provenance: the same closure, the edges among it, and the parentless cells it rests on
            trace = memory.trace(Dag.id(i))
            closure = {i, *above}
            assert walk(list(trace.ancestors)) == named(above)
            assert set(trace.edges) == {(Dag.id(c), Dag.id(p)) for c in closure for p in dag.parents[c]}
            assert {r.id for r in trace.roots} == {Dag.id(n) for n in closure if not dag.parents[n]}


# --- (b) invalidate ----------------------------------------------------------------------------
@PROPERTY_SETTINGS
@given(dag=dags(), pick=st.integers(min_value=0, max_value=39))
@example(dag=DOUBLE_DIAMOND, pick=0)
def test_invalidation_contaminates_exactly_the_descendants_impact_predicted(  # type: ignore[no-untyped-def]
        fresh_memory, neo: Neo4jStore, dag: Dag, pick: int) -> None:
    target = pick % dag.size
    reach = dag.descendants(target)
    expected_by_depth_kind = Counter((d, dag.kinds[n]) for n, d in reach.items())
    with fresh_memory() as memory:
        record(memory, dag)

        impact = memory.impact(Dag.id(target))
        assert impact.total == len(reach)
        assert {(d.depth, d.kind): d.cells for d in impact.by_depth} == expected_by_depth_kind
        for row in impact.by_depth:
            at = {Dag.id(n) for n, d in reach.items() if d == row.depth and dag.kinds[n] == row.kind}
            assert set(row.sample) <= at and len(row.sample) == min(row.cells, 10)
        assert statuses(neo, memory.namespace) == {Dag.id(i): "valid" for i in range(dag.size)}  # dry run

        inv = memory.invalidate(Dag.id(target), reason="property test", by="hypothesis")
        assert inv.contaminated == inv.reached == len(reach)
        assert {(d.depth, d.kind): d.cells for d in inv.by_depth} == expected_by_depth_kind

        expected = {Dag.id(i): "invalid" if i == target else "contaminated" if i in reach else "valid"
                    for i in range(dag.size)}
        assert statuses(neo, memory.namespace) == expected
        for n, depth in reach.items():  # the audit trail records each cell's distance from the cause
            [row] = memory.history(Dag.id(n))
            assert (row["role"], row["source"], row["depth"], row["active"]) == (
                "contaminated", Dag.id(target), depth, True)


# --- (c) two invalidations, restored in either order -------------------------------------------
@PROPERTY_SETTINGS
@given(data=st.data(), dag=dags())
def test_restores_in_any_order_leave_exactly_the_other_invalidation_in_force(  # type: ignore[no-untyped-def]
        fresh_memory, neo: Neo4jStore, data, dag: Dag) -> None:
    first, second = data.draw(st.lists(st.integers(0, dag.size - 1), min_size=2, max_size=2, unique=True),
                              label="invalidated, in restore order")
    restore_first_invalidated_first = data.draw(st.booleans(), label="invalidation order = restore order")
    below = {i: dag.descendants(i) for i in (first, second)}
    event(f"one invalidated cell below the other: {second in below[first] or first in below[second]}")

    def expected_status(node: int, active: tuple[int, ...]) -> str:
        if node in active:
            return "invalid"
        return "contaminated" if any(node in below[a] for a in active) else "valid"

    def expected(active: tuple[int, ...]) -> dict[str, str]:
        return {Dag.id(i): expected_status(i, active) for i in range(dag.size)}

    with fresh_memory() as memory:
        record(memory, dag)
        order = (first, second) if restore_first_invalidated_first else (second, first)
        invalidations = {i: memory.invalidate(Dag.id(i), reason=f"cell {i} was wrong", by="hypothesis")
                         for i in order}
        assert statuses(neo, memory.namespace) == expected((first, second))
        # `contaminated` counts only what each event turned contaminated; `reached`, its whole closure
        earlier, later = order
        tainted_before = set(below[earlier]) | {earlier}
        assert invalidations[earlier].contaminated == invalidations[earlier].reached == len(below[earlier])
        assert invalidations[later].reached == len(below[later])
        assert invalidations[later].contaminated == len(set(below[later]) - set(tainted_before))

        restored = memory.restore(invalidations[first].id, by="hypothesis")
        assert statuses(neo, memory.namespace) == expected((second,))
        reached = [first, *below[first]]  # what the restored invalidation had reached, re-evaluated
        assert restored.statuses == dict(Counter(expected_status(n, (second,)) for n in reached))

        memory.restore(invalidations[second].id, by="hypothesis")
        assert statuses(neo, memory.namespace) == expected(())
