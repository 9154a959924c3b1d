"""Every public method of the client, on the real servers (this suite runs on AsyncMemory and, generated,
on Memory: the last test checks that each public method is called in this folder's tests)."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from memgraph_py import (
    AsyncMemory, CellNotFoundError, CellStatus, ClientClosedError, InvalidationStateError, MissingParentsError, Settings,
)
from memgraph_py import _core
from memgraph_py.connections import Neo4jStore, PgStore
from memgraph_py.capture import NothingToRecordWarning


async def test_capture_builds_the_lineage_that_reads_return(client: AsyncMemory) -> None:
    question = await client.remember("What should I wear in Paris tomorrow?", "user_input")
    async with client.step(question):
        async with client.step(content="look up the forecast, then advise", kind="plan") as plan:
            forecast = await client.remember("Paris: 30°C and sunny", "tool_result")
    advice = await client.remember("Shorts and sunglasses.", "llm_output", [forecast, plan])

    assert (await client.get(forecast.id)).content == "Paris: 30°C and sunny"
    assert {c.id for c in await client.parents(forecast.id)} == {plan.id}
    assert {c.id for c in await client.parents(advice.id)} == {forecast.id, plan.id}
    assert {c.id for c in await client.children(question.id)} == {plan.id}
    assert {(e.cell.id, e.depth) for e in await client.ancestors(advice.id)} == {
        (forecast.id, 1), (plan.id, 1), (question.id, 2)}
    assert {(e.cell.id, e.depth) for e in await client.descendants(question.id, max_depth=2)} == {
        (plan.id, 1), (forecast.id, 2), (advice.id, 2)}
    trace = await client.trace(advice.id)
    assert trace.cell.id == advice.id and [r.id for r in trace.roots] == [question.id]
    assert (forecast.id, plan.id) in trace.edges
    with pytest.raises(CellNotFoundError):
        await client.get("no-such-cell")


async def test_track_records_nothing_for_a_result_that_says_nothing(client: AsyncMemory) -> None:
    """None (or a result described as empty text) is not stored as the memory "None": a warning says so, the
    function's caller still gets its result, and a recorded call stays, truthfully, without a result."""
    question = await client.remember("Anything new about the Rome trip?", "user_input")

    @client.track("tool_result", record_call=True)
    async def lookup(city: str) -> None:
        return None

    @client.track("llm_output", describe=lambda r: r.strip())
    async def reply(text: str) -> str:
        return text

    async with client.step(question):
        with pytest.warns(NothingToRecordWarning, match="returned None"):
            assert await lookup("Rome") is None
        with pytest.warns(NothingToRecordWarning, match="described as ''"):
            assert await reply("   ") == "   "
    (call,) = await client.children(question.id)
    assert call.kind.value == "tool_call" and await client.children(call.id) == []
    assert all(entry.cell.content != "None" for entry in await client.descendants(question.id))


async def test_track_records_each_call_and_result_with_their_parents(client: AsyncMemory) -> None:
    question = await client.remember("Is it warm in Rome?", "user_input")

    @client.track("tool_result", record_call=True)
    async def weather(city: str) -> str:
        return f"{city}: 24°C"

    @client.track("llm_output")
    async def answer(forecast: str) -> str:
        return "Yes, " + forecast

    async with client.step(question):
        forecast = await weather("Rome")
        reply = await answer(forecast)

    forecast_id, reply_id = client.cell_of(forecast), client.cell_of(reply)
    assert forecast_id is not None and reply_id is not None
    (call,) = await client.parents(forecast_id)
    assert call.kind.value == "tool_call" and "weather('Rome')" in call.content
    assert [c.id for c in await client.parents(call.id)] == [question.id]
    assert {c.id for c in await client.parents(reply_id)} == {question.id, forecast_id}
    assert client.cell_of("never returned by a tracked function") is None


async def test_contamination_is_reported_before_and_reversed_after(client: AsyncMemory) -> None:
    source = await client.remember("The meeting is in Vienna", "tool_result")
    draft = await client.remember("Email: see you in Vienna", "llm_output", [source])
    final = await client.remember("Sent: see you in Vienna", "llm_output", [draft])

    report = await client.impact(source.id)
    assert report.total == 2
    invalidation = await client.invalidate(source.id, reason="the meeting moved to Rio", by="qa")
    assert invalidation.contaminated == 2
    assert (await client.get(final.id)).status is CellStatus.CONTAMINATED
    assert {(e.cell.id, e.depth) for e in await client.reach(invalidation.id)} == {
        (source.id, 0), (draft.id, 1), (final.id, 2)}
    (event,) = await client.history(final.id)
    assert event["invalidation"] == invalidation.id and event["reason"] == "the meeting moved to Rio"

    restored = await client.restore(invalidation.id, by="qa", reason="false alarm")
    assert restored.statuses.get("valid") == 3
    assert (await client.get(final.id)).status is CellStatus.VALID
    with pytest.raises(InvalidationStateError):
        await client.restore(invalidation.id)


async def test_supersede_and_correct_keep_both_versions(client: AsyncMemory) -> None:
    profile = await client.remember("Traveller profile", "user_input")
    seat = await client.remember("I prefer a window seat", "preference", [profile])
    aisle = await client.supersede(seat.id, "I prefer an aisle seat now", reason="changed my mind", by="user")
    assert [c.id for c in await client.parents(aisle.id)] == [profile.id]
    assert (await client.get(seat.id)).status is CellStatus.SUPERSEDED

    fact = await client.remember("The hotel is on Main Street 5", "tool_result", [profile])
    booking = await client.remember("Taxi booked to Main Street 5", "llm_output", [fact])
    fixed, invalidation = await client.correct(fact.id, "The hotel is on Main Street 50", reason="typo", by="qa")
    assert fixed.content.endswith("50") and invalidation.cell_id == fact.id
    assert (await client.get(booking.id)).status is CellStatus.CONTAMINATED


async def test_recall_feedback_and_importance(client: AsyncMemory) -> None:
    diet = await client.remember("I don't drink coffee; herbal tea is fine.", "preference")
    task = await client.remember("Organise my meeting with Anna in Berlin", "task", [diet])
    await client.remember("The Berlin office has a rooftop terrace", "fact")
    async with client.step(task):
        response = await client.recall("Suggest a café for the meeting", k=3, preset="lineage")
    assert diet.id in [hit.cell.id for hit in response]
    hit = next(h for h in response if h.cell.id == diet.id)
    assert hit.reason

    first = await client.feedback(response.retrieval_id, diet.id, "helpful", by="tester")
    assert first["id"] == diet.id and first["usefulness"] > 0
    recorded = await client.retrieval(response.retrieval_id)
    assert recorded["query"] == "Suggest a café for the meeting"
    refreshed = await client.refresh_importance()
    assert refreshed["cells"] == 3 and 0 <= refreshed["meanImportance"] <= 1


async def test_batches_buffers_and_direct_records(client: AsyncMemory) -> None:
    root = await client.remember("batch root", "user_input")
    result = await client.remember_many([
        {"content": f"batch fact {i}", "kind": "fact", "parents": [root.id]} for i in range(3)])
    assert result.created == 3 and result.edges == 3
    assert len(await client.children(root.id)) == 3

    async with client.buffered(batch_size=100) as buffered:
        queued = await buffered.remember("buffered fact", "fact", [root.id])
        with pytest.raises(CellNotFoundError):
            await client.get(queued.id)  # not written before the block ends (or flush)
        await client.flush()
        assert (await client.get(queued.id)).content == "buffered fact"
        later = await buffered.remember("written on exit", "fact", [root.id])
    assert (await client.get(later.id)).content == "written on exit"

    pending = _core.prepare_cell("recorded directly", "fact", namespace=client.namespace, parents=[root.id])
    assert (await client.record([pending])).created == 1


async def test_a_failed_flush_keeps_its_captures_and_the_block_hands_them_back(client: AsyncMemory) -> None:
    # (tests/faults/ does the same with a killed and a stopped Neo4j, whose error is ConnectionFailed)
    root = await client.remember("buffer root", "user_input")
    with pytest.raises(MissingParentsError) as ended:
        async with client.buffered(batch_size=100) as buffered:
            kept = await buffered.remember("kept while the flush fails", "fact", [root.id])
            orphan = await buffered.remember("names a parent nobody stored", "fact", ["no-such-parent"])
            with pytest.raises(MissingParentsError) as refused:
                await client.flush()
            assert refused.value.unwritten == () and not refused.value.is_retryable()
            with pytest.raises(CellNotFoundError):
                await client.get(kept.id)  # the batch is all or nothing
    assert [c.id for c in ended.value.unwritten] == [kept.id, orphan.id]  # handed back, in capture order
    assert (await client.record(ended.value.unwritten[:1])).created == 1
    assert (await client.get(kept.id)).content == "kept while the flush fails"


async def test_the_derived_index_can_be_repaired_and_rebuilt(client: AsyncMemory) -> None:
    await client.remember_many([{"content": f"note {i}", "kind": "fact"} for i in range(5)])
    assert await client.reconcile() == 0  # everything was indexed on the way in
    assert await client.reindex(batch=2) == 5
    assert await client.pending_hnsw() == 0
    assert await client.index_pending() == 0
    status = await client.index_status()
    assert (status.unindexed, status.hnsw_pending, status.degraded_since, status.healing) == (0, 0, None, False)
    report = await client.check()
    assert report.ok and (report.cells, report.embeddings, report.pending_index) == (5, 5, 0)


async def test_bulk_writes_defer_the_hnsw_insertion_until_index_pending(
        local_servers: Settings, namespace: str, embedder) -> None:
    settings = local_servers.model_copy(update={"hnsw_defer_batch": 3, "hnsw_background_index": False})
    async with AsyncMemory(namespace, settings=settings, embedder=embedder) as memory:
        await memory.remember_many([{"content": f"deferred note {i}", "kind": "fact"} for i in range(4)])
        assert await memory.pending_hnsw() == 4
        assert [h.cell.content for h in await memory.recall("deferred note 2", k=1, preset="semantic")] == [
            "deferred note 2"]
        assert await memory.index_pending() == 4
        assert await memory.pending_hnsw() == 0


async def test_another_namespace_sees_nothing_of_this_one(client: AsyncMemory) -> None:
    cell = await client.remember("private to this namespace", "fact")
    other = client.for_namespace(client.namespace + "-other")
    try:
        assert other.namespace != client.namespace and other.embedder is client.embedder
        with pytest.raises(CellNotFoundError):
            await other.get(cell.id)
        with pytest.raises(CellNotFoundError):
            await other.invalidate(cell.id, reason="not yours")
    finally:
        await other.close()
    assert (await client.get(cell.id)).status is CellStatus.VALID


async def test_copy_embeddings_copies_postgresql_vectors_onto_this_namespaces_cells_only(
        client: AsyncMemory, neo: Neo4jStore, pg: PgStore, local_servers: Settings, embedder) -> None:
    # cells recorded with the one-call switch off carry no copy; copy_embeddings() gives them PostgreSQL's, a page
    # at a time, and never touches another namespace's cells
    ferry = await client.remember("The ferry leaves at 7 am", "fact")
    await client.remember("User prefers the upper deck", "preference")
    async with AsyncMemory(f"{client.namespace}-other", settings=local_servers, embedder=embedder) as other:
        theirs = await other.remember("The ferry leaves at 9 am", "fact")
        seen: list[int] = []
        assert await client.copy_embeddings(batch=1, progress=seen.append) == 2
        assert seen == [1, 2]
        records, _, _ = neo.driver.execute_query(
            "MATCH (c:MemCell {namespace: $ns}) RETURN c.id AS id, c.embedding AS copy", ns=client.namespace)
        copies = {r["id"]: r["copy"] for r in records}
        assert len(copies) == 2 and all(copy is not None and len(copy) == embedder.dimension for copy in copies.values())
        with pg.connection() as conn:
            (stored,) = conn.execute("SELECT embedding::text FROM memcell_embedding WHERE namespace = %s AND cell_id = %s",
                                     (client.namespace, ferry.id)).fetchone()
        expected = [float(x) for x in stored.strip("[]").split(",")]
        assert max(abs(a - b) for a, b in zip(copies[ferry.id], expected)) < 1e-6
        records, _, _ = neo.driver.execute_query(
            "MATCH (c:MemCell {namespace: $ns, id: $id}) RETURN c.embedding AS copy", ns=other.namespace, id=theirs.id)
        assert records[0]["copy"] is None
        assert await client.copy_embeddings() == 2  # again: the same copies, rewritten


async def test_connect_opens_and_close_releases(local_servers: Settings, namespace: str, embedder) -> None:
    memory = await AsyncMemory.connect(namespace, settings=local_servers, embedder=embedder)
    try:
        await memory.open()  # idempotent
        assert (await memory.remember("opened by connect", "fact")).namespace == namespace
    finally:
        await memory.close()
    with pytest.raises(ClientClosedError):
        await memory.get("anything")


def test_every_public_method_is_called_in_this_suite() -> None:
    public = {name for name, member in inspect.getmembers(AsyncMemory)
              if not name.startswith("_") and callable(member)}
    called: set[str] = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute):
                called.add(node.attr)
    assert public - called == set(), "public methods this suite never calls"
