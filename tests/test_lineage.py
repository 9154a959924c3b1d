"""Lineage core, told as the product's origin stories: capture, contamination, restore, audit."""

from __future__ import annotations

import asyncio
import threading

import pytest

from memgraph_py import (
    AsyncMemory,
    CellNotFoundError,
    CellStatus,
    CycleError,
    IdConflictError,
    InvalidationNotFoundError,
    InvalidationStateError,
    Memory,
    MissingParentsError,
)


def status(memory: Memory, cell) -> CellStatus:
    return memory.get(cell.id if hasattr(cell, "id") else cell).status


def test_weather_result_contaminates_clothing_advice(memory: Memory) -> None:
    question = memory.remember("What should I wear in Paris tomorrow?", "user_input")
    call = memory.remember("weather_api(city='Paris')", "tool_call", [question])
    weather = memory.remember("Paris tomorrow: 30°C and sunny", "tool_result", [call],
                              context={"tool": "weather_api", "latency_ms": 120})
    advice = memory.remember("Wear shorts and sunglasses.", "llm_output", [weather, question],
                             context={"prompt": "advise clothing for the forecast"})

    impact = memory.impact(weather.id)
    assert impact.total == 1 and impact.count(depth=1, kind="llm_output") == 1

    inv = memory.invalidate(weather.id, reason="forecast was for Paris, Texas", by="qa-bot")
    assert inv.contaminated == 1
    assert status(memory, weather) is CellStatus.INVALID
    assert status(memory, advice) is CellStatus.CONTAMINATED
    assert status(memory, question) is CellStatus.VALID and status(memory, call) is CellStatus.VALID

    history = memory.history(advice.id)
    assert [(h["role"], h["source"], h["reason"], h["by"], h["active"]) for h in history] == [
        ("contaminated", weather.id, "forecast was for Paris, Texas", "qa-bot", True)]


def test_conference_email_correct_and_restore(memory: Memory) -> None:
    ask = memory.remember("Find an AI conference in Europe and draft my application", "user_input")
    search = memory.remember("Top result: NeurIPS 2026 in Vienna, deadline May 1", "tool_result", [ask])
    agenda = memory.remember("Agenda: submit by May 1, travel to Vienna", "plan", [search])
    email = memory.remember("Dear committee, I apply to NeurIPS in Vienna ...", "llm_output", [agenda, ask])

    wrong = memory.invalidate(search.id, reason="search result was stale: wrong city", by="user")
    assert {status(memory, c) for c in (agenda, email)} == {CellStatus.CONTAMINATED}

    # the corrected result and what is re-derived from it are clean
    fixed = memory.remember("Top result: ICML 2026 in Seoul, deadline Jan 30", "tool_result", [ask])
    agenda2 = memory.remember("Agenda: submit by Jan 30, travel to Seoul", "plan", [fixed])
    email2 = memory.remember("Dear committee, I apply to ICML in Seoul ...", "llm_output", [agenda2, ask])
    assert {status(memory, c) for c in (fixed, agenda2, email2)} == {CellStatus.VALID}

    # the email's provenance names the inputs it rests on, with generation contexts
    trace = memory.trace(email2.id)
    assert {r.id for r in trace.roots} == {ask.id}
    assert [c.id for c in trace.path_to_roots()][:1] == [email2.id]
    assert {e.cell.id: e.depth for e in trace.ancestors} == {agenda2.id: 1, ask.id: 1, fixed.id: 2}

    # restoring (the search was right after all) returns every reached cell to its previous status
    restored = memory.restore(wrong.id, by="user", reason="checked again: it was right")
    assert restored.statuses == {"valid": 3}
    assert {status(memory, c) for c in (search, agenda, email)} == {CellStatus.VALID}
    with pytest.raises(InvalidationStateError):
        memory.restore(wrong.id)
    audit = memory.history(search.id)
    assert audit[0]["role"] == "invalidated" and audit[0]["active"] is False and audit[0]["restoredBy"] == "user"


def test_diamond_with_two_invalidations_restored_one_at_a_time(memory: Memory) -> None:
    #        root
    #       /    \
    #      a      b      (both derived from root)
    #       \    /
    #        join        (two parents sharing an ancestor)
    #         |
    #        leaf
    root = memory.remember("user asks for a trip plan", "user_input")
    a = memory.remember("flight options", "tool_result", [root])
    b = memory.remember("hotel options", "tool_result", [root])
    join = memory.remember("itinerary from flights and hotels", "plan", [a, b])
    leaf = memory.remember("final answer", "llm_output", [join])

    impact = memory.impact(root.id)
    assert impact.total == 4  # join and leaf counted once despite two paths
    assert {(d.depth, d.kind, d.cells) for d in impact.by_depth} == {
        (1, "tool_result", 2), (2, "plan", 1), (3, "llm_output", 1)}

    inv_a = memory.invalidate(a.id, reason="flight prices wrong")
    inv_b = memory.invalidate(b.id, reason="hotel closed")
    assert status(memory, join) is CellStatus.CONTAMINATED and status(memory, leaf) is CellStatus.CONTAMINATED

    memory.restore(inv_a.id)
    assert status(memory, a) is CellStatus.VALID
    assert status(memory, b) is CellStatus.INVALID
    assert status(memory, join) is CellStatus.CONTAMINATED  # b still reaches it
    assert status(memory, leaf) is CellStatus.CONTAMINATED

    memory.restore(inv_b.id)
    assert {status(memory, c) for c in (root, a, b, join, leaf)} == {CellStatus.VALID}


def test_invalidating_a_contaminated_cell_then_restoring_it_keeps_it_contaminated(memory: Memory) -> None:
    root = memory.remember("source document", "tool_result")
    mid = memory.remember("extracted fact", "fact", [root])
    low = memory.remember("conclusion", "llm_output", [mid])
    upstream = memory.invalidate(root.id, reason="bad source")
    direct = memory.invalidate(mid.id, reason="bad extraction")
    assert status(memory, mid) is CellStatus.INVALID
    memory.restore(direct.id)
    assert status(memory, mid) is CellStatus.CONTAMINATED and status(memory, low) is CellStatus.CONTAMINATED
    memory.restore(upstream.id)
    assert {status(memory, c) for c in (root, mid, low)} == {CellStatus.VALID}


def test_new_memories_below_a_contaminated_one_are_contaminated_at_once(memory: Memory) -> None:
    root = memory.remember("tool said X", "tool_result")
    child = memory.remember("so Y", "llm_reasoning", [root])
    inv = memory.invalidate(root.id, reason="X was wrong")
    grandchild = memory.remember("therefore Z", "llm_output", [child])
    assert status(memory, grandchild) is CellStatus.CONTAMINATED
    assert memory.history(grandchild.id)[0]["depth"] == 2
    memory.restore(inv.id)
    assert status(memory, grandchild) is CellStatus.VALID


def test_reach_is_live_while_active_and_frozen_by_restore(memory: Memory) -> None:
    root = memory.remember("tool said X", "tool_result")
    child = memory.remember("so Y", "llm_reasoning", [root])
    inv = memory.invalidate(root.id, reason="X was wrong", by="auditor")
    grandchild = memory.remember("therefore Z", "llm_output", [child])  # recorded while it is active
    expected = [(root.id, 0), (child.id, 1), (grandchild.id, 2)]
    assert [(e.cell.id, e.depth) for e in memory.reach(inv.id)] == expected

    memory.restore(inv.id)
    later = memory.remember("after the fix", "llm_output", [grandchild])  # recorded after the restore
    assert status(memory, later) is CellStatus.VALID
    assert [(e.cell.id, e.depth) for e in memory.reach(inv.id)] == expected  # frozen at the restore
    assert memory.history(later.id) == []
    [audit] = memory.history(grandchild.id)
    assert (audit["role"], audit["depth"], audit["by"], audit["active"]) == ("contaminated", 2, "auditor", False)
    with pytest.raises(InvalidationNotFoundError):
        memory.reach("inv-does-not-exist")


def test_navigation(memory: Memory) -> None:
    root = memory.remember("q", "user_input", id="q1")
    x = memory.remember("x from q", "fact", [root], id="x1")
    y = memory.remember("y from x", "fact", [x], id="y1")
    z = memory.remember("z from x and q", "fact", [x, root], id="z1")
    assert [c.id for c in memory.parents(z.id)] == ["q1", "x1"] or {c.id for c in memory.parents(z.id)} == {"q1", "x1"}
    assert {c.id for c in memory.children(x.id)} == {"y1", "z1"}
    assert {(e.cell.id, e.depth) for e in memory.descendants(root.id)} == {("x1", 1), ("z1", 1), ("y1", 2)}
    assert {(e.cell.id, e.depth) for e in memory.descendants(root.id, max_depth=1)} == {("x1", 1), ("z1", 1)}
    assert {(e.cell.id, e.depth) for e in memory.ancestors(y.id)} == {("x1", 1), ("q1", 2)}
    with pytest.raises(CellNotFoundError):
        memory.descendants("no-such-cell")


def test_record_is_idempotent_and_refuses_conflicts(memory: Memory) -> None:
    first = memory.remember("the sky is blue", "fact", id="sky")
    again = memory.remember("the sky is blue", "fact", id="sky")
    assert again.id == first.id
    with pytest.raises(IdConflictError) as info:
        memory.remember("the sky is green", "fact", id="sky")
    assert info.value.cell_id == "sky"
    assert memory.get("sky").content == "the sky is blue"


def test_unknown_parents_and_cycles_write_nothing(memory: Memory) -> None:
    with pytest.raises(MissingParentsError) as info:
        memory.remember_many([
            {"content": "fine", "kind": "fact", "id": "ok1"},
            {"content": "orphan", "kind": "fact", "id": "orphan", "parents": ["ghost-1", "ok1"]},
        ])
    assert info.value.missing == ["ghost-1"]
    with pytest.raises(CellNotFoundError):
        memory.get("ok1")  # nothing of the refused batch was written

    with pytest.raises(CycleError) as cyc:
        memory.remember_many([
            {"content": "a", "kind": "fact", "id": "ca", "parents": ["cb"]},
            {"content": "b", "kind": "fact", "id": "cb", "parents": ["ca"]},
        ])
    assert set(cyc.value.cycle) == {"ca", "cb"}
    with pytest.raises(CellNotFoundError):
        memory.get("ca")


def test_cycle_through_stored_cells_is_refused(memory: Memory) -> None:
    a = memory.remember("a", "fact", id="a")
    memory.remember("b", "fact", [a], id="b")
    memory.remember("c", "fact", ["b"], id="c")
    # re-recording `a` identically but now derived from `c` would close a -> c -> b -> a
    with pytest.raises(CycleError) as info:
        memory.remember_many([{"content": "a", "kind": "fact", "id": "a", "parents": ["c"]}])
    assert info.value.cycle[0] == "c" or "a" in info.value.cycle
    assert memory.parents("a") == []


def test_namespaces_never_see_each_other(memory: Memory, local_servers, embedder) -> None:
    secret = memory.remember("tenant A's secret plan", "plan", id="shared-id")
    with Memory(memory.namespace + "-other", settings=local_servers, embedder=embedder) as other:
        with pytest.raises(CellNotFoundError):
            other.get(secret.id)
        with pytest.raises(MissingParentsError):
            other.remember("derived from A", "fact", ["shared-id"])
        with pytest.raises(CellNotFoundError):
            other.invalidate("shared-id", reason="should not reach A")
        mine = other.remember("tenant B's own memory", "fact", id="shared-id")
        assert mine.namespace != secret.namespace
    assert memory.get("shared-id").content == "tenant A's secret plan"


def test_unknown_invalidation_and_double_restore(memory: Memory) -> None:
    with pytest.raises(InvalidationNotFoundError):
        memory.restore("inv-does-not-exist")
    with pytest.raises(CellNotFoundError):
        memory.invalidate("missing-cell", reason="x")


def test_decorator_and_step_capture_lineage(memory: Memory) -> None:
    @memory.track("tool_result")
    def weather(city: str) -> str:
        return f"{city}: rainy, 12°C"

    @memory.track("llm_output")
    def advise(forecast: str) -> str:
        return f"Take an umbrella ({forecast})"

    with memory.step(content="User: what to wear in Oslo?", kind="user_input") as question:
        forecast = weather("Oslo")
        tip = advise(forecast)
    weather_cell = memory.cell_of(forecast)
    tip_cell = memory.cell_of(tip)
    assert {c.id for c in memory.parents(weather_cell)} == {question.id}
    assert {c.id for c in memory.parents(tip_cell)} == {question.id, weather_cell}


def test_step_context_is_per_thread(memory: Memory) -> None:
    roots = [memory.remember(f"request {i}", "user_input") for i in range(4)]
    produced: dict[int, str] = {}

    @memory.track("tool_result")
    def work(i: int) -> str:
        return f"result for request {i}"

    def run(i: int) -> None:
        with memory.step(roots[i]):
            produced[i] = memory.cell_of(work(i))

    threads = [threading.Thread(target=run, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for i in range(4):
        assert [c.id for c in memory.parents(produced[i])] == [roots[i].id]


def test_buffered_capture_flushes_in_batches(memory: Memory) -> None:
    with memory.buffered(batch_size=50):
        root = memory.remember("session start", "user_input")
        previous = root
        for i in range(120):
            previous = memory.remember(f"step {i}", "llm_reasoning", [previous])
    assert len(memory.descendants(root.id)) == 120
    assert memory.get(previous.id).indexed is True


async def test_async_gather_keeps_each_tasks_lineage(local_servers, namespace, embedder) -> None:
    async with AsyncMemory(namespace, settings=local_servers, embedder=embedder) as memory:
        @memory.track("tool_result")
        async def lookup(topic: str) -> str:
            await asyncio.sleep(0.01)  # interleave the tasks
            return f"facts about {topic}"

        @memory.track("llm_output")
        async def summarise(facts: str) -> str:
            await asyncio.sleep(0.01)
            return f"summary of {facts}"

        async def task(topic: str) -> tuple[str, str, str]:
            async with memory.step(content=f"research {topic}", kind="task") as root:
                facts = await lookup(topic)
                await asyncio.sleep(0)
                summary = await summarise(facts)
            return root.id, memory.cell_of(facts), memory.cell_of(summary)

        results = await asyncio.gather(*(task(t) for t in ["owls", "tides", "ferns", "comets", "moss"]))
        for root_id, facts_id, summary_id in results:
            assert [c.id for c in await memory.parents(facts_id)] == [root_id]
            assert {c.id for c in await memory.parents(summary_id)} == {root_id, facts_id}
