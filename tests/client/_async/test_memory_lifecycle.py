"""The memory lifecycle on the real servers: archiving out of recall and back, consolidation with provenance (a
source invalidated after it was consolidated contaminates the summary), forgetting by score and by budget with its
protections, tasks and the working layer, and bad input refused with nothing changed. Written once for
AsyncMemory; tests/client/_sync/test_memory_lifecycle.py is generated from it for Memory."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from memgraph_py import AsyncMemory, CellNotFoundError, CellStatus, InvalidInputError
from memgraph_py.errors import CellStateError, InvalidIdError
from memgraph_py.models import Layer

HOTEL = [
    "The hotel booking reference for the Lisbon trip is LX-4471.",
    "Booking confirmed: the Lisbon hotel reference is LX-4471.",
    "The Lisbon hotel booking reference is LX-4471.",
]


async def _statuses(client: AsyncMemory, ids: list[str]) -> dict[str, tuple[str, str]]:
    out = {}
    for i in ids:
        cell = await client.get(i)
        out[i] = (cell.status.value, cell.base_status.value)
    return out


async def test_archived_memories_leave_recall_stay_traceable_and_come_back(client: AsyncMemory) -> None:
    root = await client.remember("Plan a trip to Lisbon in May", "user_input")
    fact = await client.remember("The Lisbon flight leaves at 07:40 from gate B12", "tool_result", parents=[root])
    out = await client.remember("Your flight to Lisbon leaves at 07:40", "llm_output", parents=[fact])
    assert fact.id in (await client.recall("When does the Lisbon flight leave?", 5, record=False)).ids()

    (row,) = await client.archive(fact, reason="old trip", by="tester")
    assert row["changed"] and row["status"] == "archived"
    archived = await client.get(fact.id)
    assert archived.status is CellStatus.ARCHIVED and archived.base_status is CellStatus.ARCHIVED
    assert fact.id not in (await client.recall("When does the Lisbon flight leave?", 10, record=False)).ids()
    trace = await client.trace(out.id)  # still traceable through the archived memory
    assert fact.id in [c.id for c in trace.path_to_roots()]
    assert (await client.active_cells())["total"] == 2

    await client.unarchive(fact.id, by="tester")
    back = await client.get(fact.id)
    assert back.status is CellStatus.VALID and back.base_status is CellStatus.VALID
    assert fact.id in (await client.recall("When does the Lisbon flight leave?", 5, record=False)).ids()


async def test_consolidation_keeps_provenance_and_a_source_invalidated_later_contaminates_the_summary(
        client: AsyncMemory) -> None:
    root = await client.remember("Book me a hotel in Lisbon", "user_input")
    sources = [await client.remember(text, "tool_result", parents=[root]) for text in HOTEL]
    other = await client.remember("Dinner at Casa Pepe on Friday at 20:00", "llm_output", parents=[root])

    dry = await client.consolidate(policy={"near_duplicate": 0.85, "related": 0.75}, dry_run=True)
    assert len(dry.clusters) == 1 and dry.archived == 0
    assert (await client.get(sources[0].id)).status is CellStatus.VALID  # the dry run changed nothing

    report = await client.consolidate(policy={"near_duplicate": 0.85, "related": 0.75}, by="tester")
    (cluster,) = report.clusters
    assert set(cluster.sources) == {s.id for s in sources} and other.id not in cluster.sources
    assert "LX-4471" in cluster.content and cluster.content.count("LX-4471") < 3  # duplicates removed
    summary = await client.get(cluster.summary_id)
    assert summary.kind.value == "summary" and summary.layer is Layer.SEMANTIC
    assert {p.id for p in await client.parents(summary.id)} == {s.id for s in sources}
    assert all(v == ("archived", "archived") for v in (await _statuses(client, list(cluster.sources))).values())
    hits = (await client.recall("What is the Lisbon hotel booking reference?", 10, record=False)).ids()
    assert summary.id in hits and not set(cluster.sources) & set(hits)

    # lineage keeps working through consolidation: invalidating a source taints the summary, restoring untaints
    inv = await client.invalidate(sources[1].id, reason="the booking was for another date", by="tester")
    assert (await client.get(summary.id)).status is CellStatus.CONTAMINATED
    assert summary.id not in (await client.recall("Lisbon hotel booking reference", 10, record=False)).ids()
    await client.restore(inv.id, by="tester")
    assert (await client.get(summary.id)).status is CellStatus.VALID
    assert (await _statuses(client, [sources[1].id]))[sources[1].id] == ("archived", "archived")
    await client.unarchive(sources[1].id)
    assert (await client.get(sources[1].id)).status is CellStatus.VALID


async def test_forget_dry_run_threshold_budget_and_protections(client: AsyncMemory) -> None:
    old = datetime.now(timezone.utc) - timedelta(days=90)
    root = await client.remember("Find a dentist near the office", "user_input")
    pref = await client.remember("I prefer appointments after 17:00", "preference", parents=[root])
    chain = [root]
    for i, kind in enumerate(["plan", "tool_call", "tool_result", "llm_reasoning", "llm_output"]):
        chain.append(await client.remember(f"step {i}: dentist search {kind}", kind, parents=[chain[-1]]))
    policy = {"threshold": 0.9, "now": datetime.now(timezone.utc) + timedelta(days=60), "recent_days": 1}

    report = await client.forget(policy)  # dry run by default
    assert report.dry_run and report.active_after == report.active_before == 7
    assert set(report.ids) == {c.id for c in chain[1:]}  # never the root, never the preference
    assert all(c.reason.startswith("score ") and not c.archived for c in report.candidates)
    assert set((await _statuses(client, [c.id for c in chain])).values()) == {("valid", "valid")}

    # a recent valid output protects everything it rests on (clock: now)
    protected = await client.forget({"threshold": 0.9, "recent_days": 7})
    assert protected.candidates == ()

    budget = await client.forget({**policy, "budget": 4}, dry_run=False, by="tester")
    assert len(budget.candidates) == 3 and budget.active_after == 4
    assert (await client.active_cells())["total"] == 4
    scores = [c.score for c in budget.candidates]
    assert scores == sorted(scores)
    gone = budget.candidates[0].id
    assert (await client.get(gone)).status is CellStatus.ARCHIVED
    await client.unarchive(gone)
    assert (await client.active_cells())["total"] == 5
    assert pref.id not in budget.ids and old < datetime.now(timezone.utc)


async def test_tasks_working_layer_working_set_and_end_task(client: AsyncMemory) -> None:
    profile = await client.remember("I am vegetarian", "preference")
    async with client.task("Plan the team dinner on Friday", parents=[profile], end=None) as task:
        a = await client.remember("Team dinner: 8 people, budget 40 euros each", "llm_reasoning")
        b = await client.remember("Green Fork has a vegetarian menu and a table for 8 on Friday", "tool_result")
        c = await client.remember("Booked Green Fork for Friday 19:30, 8 people", "llm_output")
    assert {x.layer for x in (a, b, c)} == {Layer.WORKING} and a.task == task.id
    assert profile.layer is Layer.SEMANTIC
    outside = await client.remember("Unrelated: the printer is out of toner", "user_input")
    assert outside.layer is Layer.EPISODIC and outside.task is None

    full = await client.working_set(task, budget=1000, query="Which restaurant was booked?")
    assert {x.id for x in full} == {task.id, a.id, b.id, c.id} and full.left_out == 0
    assert full.cells[0].id in (b.id, c.id)  # most relevant to the question first
    small = await client.working_set(task, budget=2, unit="cells", query="Which restaurant was booked?")
    assert len(small) == 2 and small.left_out == 2 and [x.id for x in small] == [x.id for x in full][:2]

    working = await client.recall("restaurant booking for the team dinner", 10, layers=["working"], record=False)
    assert working.ids() and set(working.ids()) <= {a.id, b.id, c.id}
    semantic = await client.recall("what do I eat", 10, layers="semantic", record=False)
    assert set(semantic.ids()) <= {profile.id}

    # an open task's memories are never forgotten
    assert not {a.id, b.id, c.id} & set((await client.forget({"threshold": 1.0, "recent_days": 0})).ids)
    ended = await client.end_task(task)
    assert ended.demoted == 3
    assert (await client.get(a.id)).layer is Layer.EPISODIC
    with pytest.raises(CellStateError):
        await client.end_task(task)


async def test_end_task_can_consolidate_its_working_memories(client: AsyncMemory) -> None:
    async with client.task("Book the Lisbon hotel", end="consolidate") as task:
        for text in HOTEL:
            await client.remember(text, "tool_result")
    counts = await client.active_cells()
    assert counts["semantic"] == 1 and counts["working"] == 0  # one summary; its three sources archived
    assert (await client.get(task.id)).status is CellStatus.VALID


async def test_bad_input_is_refused_with_nothing_changed(client: AsyncMemory) -> None:
    root = await client.remember("Compare two laptops", "user_input")
    leaf = await client.remember("The 14-inch laptop has 16 GB RAM", "tool_result", parents=[root])
    before = (await client.active_cells(), await _statuses(client, [root.id, leaf.id]))

    with pytest.raises(InvalidInputError):
        await client.archive([])
    with pytest.raises(CellNotFoundError):
        await client.archive([leaf.id, "no-such-cell"])
    with pytest.raises(InvalidIdError):
        await client.archive("bad id!")
    with pytest.raises(CellStateError):
        await client.unarchive(leaf)
    for policy in ({"threshold": 2}, {"budget": -1}, {"pinned_kinds": ["gossip"]}, {"weights": {"size": 1}},
                   {"surprise": 1}, "all"):
        with pytest.raises(InvalidInputError):
            await client.forget(policy, dry_run=False)
    with pytest.raises(InvalidInputError):
        await client.forget(dry_run="yes")  # type: ignore[arg-type]
    for bad in ({"min_size": 1}, {"related": 0.99, "near_duplicate": 0.9}, {"kinds": ["gossip"]}, {"x": 1}):
        with pytest.raises(InvalidInputError):
            await client.consolidate(policy=bad)
    with pytest.raises(InvalidInputError):
        await client.consolidate(summarizer=object())  # type: ignore[arg-type]
    with pytest.raises(CellNotFoundError):
        await client.consolidate(scope=["no-such-cell"])
    with pytest.raises(InvalidInputError):
        await client.working_set(root, budget=0)
    with pytest.raises(InvalidInputError):
        await client.working_set(root, unit="pages")
    with pytest.raises(CellNotFoundError):
        await client.working_set("no-such-task")
    with pytest.raises(InvalidInputError):
        await client.recall("laptops", 5, layers=["attic"])
    with pytest.raises(InvalidInputError):
        await client.end_task(leaf)  # not a task
    with pytest.raises(InvalidInputError):
        await client.end_task(root, mode="forget")
    after = (await client.active_cells(), await _statuses(client, [root.id, leaf.id]))
    assert after == before


async def test_exact_duplicates_merge_at_write_time_when_asked(client: AsyncMemory) -> None:
    first_question = await client.remember("Book me a hotel in Lisbon", "user_input")
    second_question = await client.remember("Find a hotel in Lisbon for May", "user_input")
    original = await client.remember("Hotel Aurora has a room on 3 May for 120 euros", "tool_result",
                                     parents=[first_question])
    merged = await client.remember("Hotel Aurora has a room on 3 May for 120 euros", "tool_result",
                                   parents=[second_question], merge_duplicate=True)
    assert merged.id == original.id  # nothing new written; the lineage of both calls kept
    assert {p.id for p in await client.parents(original.id)} == {first_question.id, second_question.id}
    other_kind = await client.remember("Hotel Aurora has a room on 3 May for 120 euros", "fact", merge_duplicate=True)
    assert other_kind.id != original.id
    near = await client.remember("Hotel Aurora has a room on 3 May for 120 euro", "tool_result", merge_duplicate=True)
    assert near.id != original.id  # only exact duplicates merge
    default = await client.remember("Hotel Aurora has a room on 3 May for 120 euros", "tool_result")
    assert default.id != original.id  # opt-in
    assert (await client.active_cells())["total"] == 6


async def test_reindex_keeps_archived_memories_out_of_recall(client: AsyncMemory) -> None:
    root = await client.remember("Plan a trip to Porto", "user_input")
    old = await client.remember("The Porto train leaves at 09:10 from Santa Apolónia", "tool_result", parents=[root])
    await client.archive(old)
    assert await client.reindex() == 2
    assert old.id not in (await client.recall("When does the Porto train leave?", 10, record=False)).ids()
    await client.unarchive(old)
    assert old.id in (await client.recall("When does the Porto train leave?", 10, record=False)).ids()


async def test_a_task_opened_by_hand_and_recall_in_layers(client: AsyncMemory) -> None:
    fact = await client.remember("The office Wi-Fi password is on the fridge", "fact")
    task = await client.start_task("Set up the new laptop")
    assert (await client.working_set(task, 10, unit="cells")).cells[0].id == task.id
    direct = await client.recall_in_layers("where is the Wi-Fi password?", 5, ["semantic", "episodic"])
    assert fact.id in direct.ids() and direct.retrieval_id is None
    assert (await client.end_task(task)).demoted == 0
