# Generated from tests/client/_async/test_client.py by tools/unasync.py: do not edit. Change the source, then `make generate`.
"""The synchronous twin of :mod:`tests.client._async.test_client`, generated: read that module for the documentation."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from memgraph_py import (
    Memory, CellNotFoundError, CellStatus, ClientClosedError, InvalidationStateError, MissingParentsError, Settings,
)
from memgraph_py import _core
from memgraph_py.connections import Neo4jStore, PgStore
from memgraph_py.capture import NothingToRecordWarning


def test_capture_builds_the_lineage_that_reads_return(client: Memory) -> None:
    question = client.remember("What should I wear in Paris tomorrow?", "user_input")
    with client.step(question):
        with client.step(content="look up the forecast, then advise", kind="plan") as plan:
            forecast = client.remember("Paris: 30°C and sunny", "tool_result")
    advice = client.remember("Shorts and sunglasses.", "llm_output", [forecast, plan])

    assert (client.get(forecast.id)).content == "Paris: 30°C and sunny"
    assert {c.id for c in client.parents(forecast.id)} == {plan.id}
    assert {c.id for c in client.parents(advice.id)} == {forecast.id, plan.id}
    assert {c.id for c in client.children(question.id)} == {plan.id}
    assert {(e.cell.id, e.depth) for e in client.ancestors(advice.id)} == {
        (forecast.id, 1), (plan.id, 1), (question.id, 2)}
    assert {(e.cell.id, e.depth) for e in client.descendants(question.id, max_depth=2)} == {
        (plan.id, 1), (forecast.id, 2), (advice.id, 2)}
    trace = client.trace(advice.id)
    assert trace.cell.id == advice.id and [r.id for r in trace.roots] == [question.id]
    assert (forecast.id, plan.id) in trace.edges
    with pytest.raises(CellNotFoundError):
        client.get("no-such-cell")


def test_track_records_nothing_for_a_result_that_says_nothing(client: Memory) -> None:
    """None (or a result described as empty text) is not stored as the memory "None": a warning says so, the
    function's caller still gets its result, and a recorded call stays, truthfully, without a result."""
    question = client.remember("Anything new about the Rome trip?", "user_input")

    @client.track("tool_result", record_call=True)
    def lookup(city: str) -> None:
        return None

    @client.track("llm_output", describe=lambda r: r.strip())
    def reply(text: str) -> str:
        return text

    with client.step(question):
        with pytest.warns(NothingToRecordWarning, match="returned None"):
            assert lookup("Rome") is None
        with pytest.warns(NothingToRecordWarning, match="described as ''"):
            assert reply("   ") == "   "
    (call,) = client.children(question.id)
    assert call.kind.value == "tool_call" and client.children(call.id) == []
    assert all(entry.cell.content != "None" for entry in client.descendants(question.id))


def test_track_records_each_call_and_result_with_their_parents(client: Memory) -> None:
    question = client.remember("Is it warm in Rome?", "user_input")

    @client.track("tool_result", record_call=True)
    def weather(city: str) -> str:
        return f"{city}: 24°C"

    @client.track("llm_output")
    def answer(forecast: str) -> str:
        return "Yes, " + forecast

    with client.step(question):
        forecast = weather("Rome")
        reply = answer(forecast)

    forecast_id, reply_id = client.cell_of(forecast), client.cell_of(reply)
    assert forecast_id is not None and reply_id is not None
    (call,) = client.parents(forecast_id)
    assert call.kind.value == "tool_call" and "weather('Rome')" in call.content
    assert [c.id for c in client.parents(call.id)] == [question.id]
    assert {c.id for c in client.parents(reply_id)} == {question.id, forecast_id}
    assert client.cell_of("never returned by a tracked function") is None


def test_contamination_is_reported_before_and_reversed_after(client: Memory) -> None:
    source = client.remember("The meeting is in Vienna", "tool_result")
    draft = client.remember("Email: see you in Vienna", "llm_output", [source])
    final = client.remember("Sent: see you in Vienna", "llm_output", [draft])

    report = client.impact(source.id)
    assert report.total == 2
    invalidation = client.invalidate(source.id, reason="the meeting moved to Rio", by="qa")
    assert invalidation.contaminated == 2
    assert (client.get(final.id)).status is CellStatus.CONTAMINATED
    assert {(e.cell.id, e.depth) for e in client.reach(invalidation.id)} == {
        (source.id, 0), (draft.id, 1), (final.id, 2)}
    (event,) = client.history(final.id)
    assert event["invalidation"] == invalidation.id and event["reason"] == "the meeting moved to Rio"

    restored = client.restore(invalidation.id, by="qa", reason="false alarm")
    assert restored.statuses.get("valid") == 3
    assert (client.get(final.id)).status is CellStatus.VALID
    with pytest.raises(InvalidationStateError):
        client.restore(invalidation.id)


def test_supersede_and_correct_keep_both_versions(client: Memory) -> None:
    profile = client.remember("Traveller profile", "user_input")
    seat = client.remember("I prefer a window seat", "preference", [profile])
    aisle = client.supersede(seat.id, "I prefer an aisle seat now", reason="changed my mind", by="user")
    assert [c.id for c in client.parents(aisle.id)] == [profile.id]
    assert (client.get(seat.id)).status is CellStatus.SUPERSEDED

    fact = client.remember("The hotel is on Main Street 5", "tool_result", [profile])
    booking = client.remember("Taxi booked to Main Street 5", "llm_output", [fact])
    fixed, invalidation = client.correct(fact.id, "The hotel is on Main Street 50", reason="typo", by="qa")
    assert fixed.content.endswith("50") and invalidation.cell_id == fact.id
    assert (client.get(booking.id)).status is CellStatus.CONTAMINATED


def test_recall_feedback_and_importance(client: Memory) -> None:
    diet = client.remember("I don't drink coffee; herbal tea is fine.", "preference")
    task = client.remember("Organise my meeting with Anna in Berlin", "task", [diet])
    client.remember("The Berlin office has a rooftop terrace", "fact")
    with client.step(task):
        response = client.recall("Suggest a café for the meeting", k=3, preset="lineage")
    assert diet.id in [hit.cell.id for hit in response]
    hit = next(h for h in response if h.cell.id == diet.id)
    assert hit.reason

    first = client.feedback(response.retrieval_id, diet.id, "helpful", by="tester")
    assert first["id"] == diet.id and first["usefulness"] > 0
    recorded = client.retrieval(response.retrieval_id)
    assert recorded["query"] == "Suggest a café for the meeting"
    refreshed = client.refresh_importance()
    assert refreshed["cells"] == 3 and 0 <= refreshed["meanImportance"] <= 1


def test_batches_buffers_and_direct_records(client: Memory) -> None:
    root = client.remember("batch root", "user_input")
    result = client.remember_many([
        {"content": f"batch fact {i}", "kind": "fact", "parents": [root.id]} for i in range(3)])
    assert result.created == 3 and result.edges == 3
    assert len(client.children(root.id)) == 3

    with client.buffered(batch_size=100) as buffered:
        queued = buffered.remember("buffered fact", "fact", [root.id])
        with pytest.raises(CellNotFoundError):
            client.get(queued.id)  # not written before the block ends (or flush)
        client.flush()
        assert (client.get(queued.id)).content == "buffered fact"
        later = buffered.remember("written on exit", "fact", [root.id])
    assert (client.get(later.id)).content == "written on exit"

    pending = _core.prepare_cell("recorded directly", "fact", namespace=client.namespace, parents=[root.id])
    assert (client.record([pending])).created == 1


def test_a_failed_flush_keeps_its_captures_and_the_block_hands_them_back(client: Memory) -> None:
    # (tests/faults/ does the same with a killed and a stopped Neo4j, whose error is ConnectionFailed)
    root = client.remember("buffer root", "user_input")
    with pytest.raises(MissingParentsError) as ended:
        with client.buffered(batch_size=100) as buffered:
            kept = buffered.remember("kept while the flush fails", "fact", [root.id])
            orphan = buffered.remember("names a parent nobody stored", "fact", ["no-such-parent"])
            with pytest.raises(MissingParentsError) as refused:
                client.flush()
            assert refused.value.unwritten == () and not refused.value.is_retryable()
            with pytest.raises(CellNotFoundError):
                client.get(kept.id)  # the batch is all or nothing
    assert [c.id for c in ended.value.unwritten] == [kept.id, orphan.id]  # handed back, in capture order
    assert (client.record(ended.value.unwritten[:1])).created == 1
    assert (client.get(kept.id)).content == "kept while the flush fails"


def test_the_derived_index_can_be_repaired_and_rebuilt(client: Memory) -> None:
    client.remember_many([{"content": f"note {i}", "kind": "fact"} for i in range(5)])
    assert client.reconcile() == 0  # everything was indexed on the way in
    assert client.reindex(batch=2) == 5
    assert client.pending_hnsw() == 0
    assert client.index_pending() == 0
    status = client.index_status()
    assert (status.unindexed, status.hnsw_pending, status.degraded_since, status.healing) == (0, 0, None, False)
    report = client.check()
    assert report.ok and (report.cells, report.embeddings, report.pending_index) == (5, 5, 0)


def test_bulk_writes_defer_the_hnsw_insertion_until_index_pending(
        local_servers: Settings, namespace: str, embedder) -> None:
    settings = local_servers.model_copy(update={"hnsw_defer_batch": 3, "hnsw_background_index": False})
    with Memory(namespace, settings=settings, embedder=embedder) as memory:
        memory.remember_many([{"content": f"deferred note {i}", "kind": "fact"} for i in range(4)])
        assert memory.pending_hnsw() == 4
        assert [h.cell.content for h in memory.recall("deferred note 2", k=1, preset="semantic")] == [
            "deferred note 2"]
        assert memory.index_pending() == 4
        assert memory.pending_hnsw() == 0


def test_another_namespace_sees_nothing_of_this_one(client: Memory) -> None:
    cell = client.remember("private to this namespace", "fact")
    other = client.for_namespace(client.namespace + "-other")
    try:
        assert other.namespace != client.namespace and other.embedder is client.embedder
        with pytest.raises(CellNotFoundError):
            other.get(cell.id)
        with pytest.raises(CellNotFoundError):
            other.invalidate(cell.id, reason="not yours")
    finally:
        other.close()
    assert (client.get(cell.id)).status is CellStatus.VALID


def test_copy_embeddings_copies_postgresql_vectors_onto_this_namespaces_cells_only(
        client: Memory, neo: Neo4jStore, pg: PgStore, local_servers: Settings, embedder) -> None:
    # cells recorded with the one-call switch off carry no copy; copy_embeddings() gives them PostgreSQL's, a page
    # at a time, and never touches another namespace's cells
    ferry = client.remember("The ferry leaves at 7 am", "fact")
    client.remember("User prefers the upper deck", "preference")
    with Memory(f"{client.namespace}-other", settings=local_servers, embedder=embedder) as other:
        theirs = other.remember("The ferry leaves at 9 am", "fact")
        seen: list[int] = []
        assert client.copy_embeddings(batch=1, progress=seen.append) == 2
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
        assert client.copy_embeddings() == 2  # again: the same copies, rewritten


def test_connect_opens_and_close_releases(local_servers: Settings, namespace: str, embedder) -> None:
    memory = Memory.connect(namespace, settings=local_servers, embedder=embedder)
    try:
        memory.open()  # idempotent
        assert (memory.remember("opened by connect", "fact")).namespace == namespace
    finally:
        memory.close()
    with pytest.raises(ClientClosedError):
        memory.get("anything")


def test_every_public_method_is_called_in_this_suite() -> None:
    public = {name for name, member in inspect.getmembers(Memory)
              if not name.startswith("_") and callable(member)}
    called: set[str] = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute):
                called.add(node.attr)
    assert public - called == set(), "public methods this suite never calls"
