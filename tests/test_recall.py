"""Hybrid recall, told as the problems a flat memory pool has: the constraint phrased differently,
the corrected fact whose old version must not come back, and results nobody can explain."""

from __future__ import annotations

import asyncio
import contextlib
import time

import psycopg
import pytest

from memgraph_py import AsyncMemory, CellNotFoundError, InvalidQueryError, Memory
from memgraph_py.errors import InvalidInputError, NotFoundError
from memgraph_py.recall import RecallConfig, Weights


@pytest.fixture
def trip(memory: Memory):
    """A user preference from an earlier session, and a planning step of today's task resting on it."""
    preference = memory.remember("I don't drink coffee; herbal tea is fine.", "preference")
    task = memory.remember("Organise my meeting with Anna from Acme in Berlin on Tuesday", "task", [preference])
    with memory.step(task):
        calendar = memory.remember("Calendar: Tuesday 10:00 free, 14:00 busy", "tool_result")
        plan = memory.remember("Meet Anna at 10:00 somewhere near the Acme office", "plan", [calendar, task])
    for i in range(25):  # a crowd of look-alikes the vector search loves
        memory.remember(f"Review {i}: the best espresso bar in Berlin, great cappuccino and flat white", "fact")
    return preference, task, calendar, plan


def test_lineage_recall_surfaces_the_constraint_the_task_rests_on(memory: Memory, trip) -> None:
    preference, task, calendar, plan = trip
    question = "Suggest a café for the meeting"
    semantic = memory.recall(question, 5, focus=[plan], preset="semantic")
    lineage = memory.recall(question, 5, focus=[plan], preset="lineage")
    assert preference.id not in semantic.ids()  # drowned by espresso reviews
    assert preference.id in lineage.ids()
    hit = next(r for r in lineage if r.cell.id == preference.id)
    assert "rests_on" in hit.routes and hit.components["pinned"] == 1.0
    assert "rests on this preference" in hit.reason
    assert plan.id not in lineage.ids()  # the focus itself is never returned


def test_results_are_explained(memory: Memory, trip) -> None:
    _, task, calendar, plan = trip
    response = memory.recall("When am I free on Tuesday?", 3, focus=[plan], preset="balanced")
    top = {r.cell.id: r for r in response}
    assert calendar.id in top
    hit = top[calendar.id]
    assert set(hit.components) == {"semantic", "keyword", "lineage", "importance", "recency", "usefulness", "pinned",
                                   "confidence", "exchange", "usage", "revised_premise"}
    assert hit.distance == 1 and hit.via == (plan.id, calendar.id)
    assert "1 lineage step from the focus" in hit.reason
    assert abs(hit.score - sum(RecallConfig.preset("balanced").weights.as_map()[k] * v
                               for k, v in hit.components.items()
                               if k in RecallConfig.preset("balanced").weights.as_map())) < 1e-6


def test_contaminated_and_superseded_memories_are_never_returned(memory: Memory) -> None:
    wrong = memory.remember("The Acme office is at Alexanderplatz 1", "fact")
    derived = memory.remember("Meet at a café near Alexanderplatz", "plan", [wrong])
    fixed, _ = memory.correct(wrong.id, "The Acme office is at Friedrichstraße 50", reason="moved in 2025")
    response = memory.recall("Where is the Acme office?", 10, preset="balanced")
    assert fixed.id in response.ids()
    assert wrong.id not in response.ids() and derived.id not in response.ids()
    audit = memory.recall("Where is the Acme office?", 10, preset="balanced", include_contaminated=True,
                          include_superseded=True)
    assert {wrong.id, derived.id} <= set(audit.ids())


def test_recall_is_recorded_and_feedback_is_learned(memory: Memory, trip) -> None:
    preference, *_ = trip
    response = memory.recall("coffee or tea?", 5, preset="lineage")
    assert response.retrieval_id is not None
    history = memory.retrieval(response.retrieval_id)
    assert history["query"] == "coffee or tea?" and [h["id"] for h in history["hits"]] == response.ids()
    before = memory.get(preference.id)
    after = memory.feedback(response.retrieval_id, preference.id, "helpful")
    assert after["usefulness"] > before.model_dump().get("usefulness", 0.0)
    assert after["importance"] > before.importance
    assert memory.retrieval(response.retrieval_id)["hits"][response.ids().index(preference.id)]["feedback"] == 1.0
    quiet = memory.recall("coffee or tea?", 5, preset="lineage", record=False)
    assert quiet.retrieval_id is None


def test_importance_refresh_ranks_hubs_above_leaves(memory: Memory) -> None:
    hub = memory.remember("Project brief: migrate billing to the new API", "user_input")
    leaves = [memory.remember(f"step {i} of the migration", "llm_reasoning", [hub]) for i in range(6)]
    result = memory.refresh_importance()
    assert result["cells"] == 7
    assert memory.get(hub.id).importance > max(memory.get(leaf.id).importance for leaf in leaves)


def test_entities_named_in_the_query_anchor_recall(memory: Memory) -> None:
    target = memory.remember("Globex signed the contract on Monday", "fact")
    for i in range(20):
        memory.remember(f"A company signed contract number {i} last week", "fact")
    response = memory.recall("What happened with Globex?", 3, preset="balanced")
    hit = next(r for r in response if r.cell.id == target.id)
    assert "entity" in hit.routes


def test_filters(memory: Memory, trip) -> None:
    preference, *_ = trip
    only = memory.recall("drinks", 10, kinds=["preference"], preset="balanced")
    assert only.ids() == [preference.id]


def test_bad_recall_input(memory: Memory, trip, local_servers, embedder) -> None:
    for bad in ("", "   ", None):
        with pytest.raises(InvalidQueryError):
            memory.recall(bad, 5)  # type: ignore[arg-type]
    for k in (0, -1, 10_001, 2.5, True):
        with pytest.raises(InvalidQueryError):
            memory.recall("x", k)  # type: ignore[arg-type]
    with pytest.raises(InvalidQueryError):
        memory.recall("x", 5, preset="telepathy")
    with pytest.raises(InvalidQueryError):
        memory.recall("x", 5, config=RecallConfig(weights=Weights(semantic=1)), preset="lineage")
    with pytest.raises(ValueError):
        Weights(semantic=-1)
    with pytest.raises(CellNotFoundError):
        memory.recall("x", 5, focus=["no-such-cell"])
    with pytest.raises(CellNotFoundError):
        memory.recall("x", 5, focus=["no-such-cell"], preset="semantic")
    # an empty filter would match nothing: refused, not read as "no filter"
    with pytest.raises(InvalidQueryError, match=r"kinds=\[\] matches no memory"):
        memory.recall("x", 5, kinds=[])
    with pytest.raises(InvalidQueryError, match=r"tags=\[\] matches no memory"):
        memory.recall("x", 5, tags=[])
    with pytest.raises(InvalidQueryError, match="not the string"):
        memory.recall("x", 5, kinds="fact")  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError):
        memory.feedback("ret-x", trip[0].id, 7)
    with pytest.raises(NotFoundError):
        memory.feedback("ret-unknown", trip[0].id, 1)
    with Memory(memory.namespace + "-b", settings=local_servers, embedder=embedder) as other:
        with pytest.raises(CellNotFoundError):  # a focus in another namespace
            other.recall("x", 5, focus=[trip[0].id])


def test_recall_lends_its_postgresql_connections_back_as_it_found_them(memory: Memory, trip) -> None:
    """recall sends its statements in autocommit pipelines (no BEGIN/COMMIT to wait for); the pool it borrows from is
    the writes' pool too, so each connection must come back out of autocommit, idle and without recall's
    transaction-local settings, also when the neighbourhood fails while the PostgreSQL statements are under way."""
    *_, plan = trip
    for preset in ("balanced", "semantic"):
        memory.recall("When am I free on Tuesday?", 5, focus=[plan], preset=preset)
    with pytest.raises(CellNotFoundError):
        memory.recall("When am I free on Tuesday?", 5, focus=["no-such-cell"], preset="balanced")
    pool = memory._pg_read.pool
    idle = pool.get_stats()["pool_available"]
    assert idle >= 2  # recall's statements ran on connections of their own
    with contextlib.ExitStack() as held:
        for _ in range(idle):
            conn = held.enter_context(pool.connection())
            assert conn.autocommit is False
            assert conn.info.transaction_status == psycopg.pq.TransactionStatus.IDLE
            assert conn.execute("SELECT current_setting('plan_cache_mode')").fetchone() == ("auto",)
            conn.rollback()


def test_recall_never_crosses_namespaces(memory: Memory, local_servers, embedder) -> None:
    memory.remember("tenant A: the launch code is 1234", "fact")
    with Memory(memory.namespace + "-c", settings=local_servers, embedder=embedder) as other:
        other.remember("tenant B: nothing secret here", "fact")
        for preset in ("semantic", "lineage", "balanced"):
            assert all(r.cell.namespace == other.namespace for r in other.recall("launch code", 10, preset=preset))


async def test_async_recall_matches_sync(local_servers, namespace, embedder) -> None:
    async with AsyncMemory(namespace, settings=local_servers, embedder=embedder) as memory:
        pref = await memory.remember("Vegetarian meals only, please", "preference")
        task = await memory.remember("Book a team dinner", "task", [pref])
        async with memory.step(task):
            response = await memory.recall("Which restaurant?", 3, preset="lineage")
        assert pref.id in response.ids()


def test_tag_and_time_filters(memory: Memory) -> None:
    from datetime import datetime, timedelta, timezone

    tagged = memory.remember("Quarterly numbers look strong", "fact", tags=["finance"])
    memory.remember("Quarterly offsite agenda", "plan", tags=["events"])
    assert memory.recall("quarterly", 10, tags=["finance"]).ids() == [tagged.id]
    now = datetime.now(timezone.utc)
    assert memory.recall("quarterly", 10, since=now + timedelta(hours=1)).ids() == []
    assert tagged.id in memory.recall("quarterly", 10, since=now - timedelta(hours=1), until=now + timedelta(minutes=5)).ids()
    with pytest.raises(InvalidQueryError):
        memory.recall("quarterly", 10, since=datetime(2026, 1, 1))  # naive datetime


def test_keyword_route_weighs_rare_shared_terms_above_common_ones(memory: Memory, pg) -> None:
    """The keyword score is the inverse document frequency of the query terms a memory shares over that of
    all the query's terms found (binary-tf BM25, in [0, 1]); a term in keyword_scan_limit memories or more, or
    listed as common by PostgreSQL's statistics, does not count."""
    both = memory.remember("Zorblax quintrel invoice for the March order", "fact")
    rare = memory.remember("The quintrel gasket was replaced", "fact")
    crowd = [memory.remember(f"Zorblax shipment note {i}", "fact") for i in range(12)]
    keyword_only = RecallConfig.preset("semantic").model_copy(update={
        "name": "keyword-only", "semantic_route": False, "keyword_route": True, "keyword_candidates": 3,
        "weights": Weights(keyword=1.0)})

    two_terms = memory.recall("zorblax quintrel", 3, config=keyword_only, record=False)
    assert two_terms.ids()[:2] == [both.id, rare.id]  # both terms, then the rarer one alone
    assert two_terms.results[0].components["keyword"] == pytest.approx(1.0)
    assert 0.5 < two_terms.results[1].components["keyword"] < 1.0 and two_terms.results[2].components["keyword"] < 0.5
    assert two_terms.results[2].cell.id in {c.id for c in crowd}

    # zorblax is in 13 memories: with keyword_scan_limit 4 it is too common to count
    narrow = keyword_only.model_copy(update={"keyword_scan_limit": 4})
    assert len(memory.recall("zorblax", 3, config=narrow, record=False)) == 0
    assert set(memory.recall("zorblax quintrel", 3, config=narrow, record=False).ids()) == {both.id, rare.id}

    # a lexeme PostgreSQL's statistics list as common is not searched at all
    plan_params = {"namespace": memory.namespace, "vector": [0.0] * 384, "text": "zorblax quintrel",
                   "common": ["zorblax"], "ann_limit": 0, "keyword_limit": 10, "keyword_scan_limit": 1000,
                   "pair_limit": 0, "pair_floor": 0.9, "kinds": None, "tags": None, "since": None, "until": None}
    from pgvector import Vector

    from memgraph_py import queries

    with pg.connection() as conn:
        rows = conn.execute(queries.sql("recall_candidates_keyword"), {**plan_params, "vector": Vector([0.0] * 383 + [1.0])}
                            ).fetchall()
    assert {r[0] for r in rows} == {both.id, rare.id}
    assert all(r[2] == pytest.approx(1.0) for r in rows)  # quintrel is the only term that counts


def test_bulk_writes_defer_hnsw_and_recall_finds_them_meanwhile(local_servers, namespace, embedder) -> None:
    """A batch of hnsw_defer_batch rows or more skips the HNSW insertion (schema/postgres/V0003): recall
    finds the rows by an exact scan until the indexer puts them into the graph; small writes go in at once."""
    manual = local_servers.model_copy(update={"hnsw_defer_batch": 5, "hnsw_background_index": False})
    topics = ["sourdough bread needs a long cold fermentation", "the violin concerto premiered in Leipzig",
              "glaciers carve U-shaped valleys", "a heat pump moves heat instead of making it",
              "the marathon route crosses five bridges", "octopuses have three hearts"]
    with Memory(namespace, settings=manual, embedder=embedder) as memory:
        single = memory.remember("solar panels lose efficiency when hot", "fact")  # one row: into the graph now
        assert memory.pending_hnsw() == 0
        bulk = memory.remember_many([{"content": t, "kind": "fact"} for t in topics])
        assert bulk.created == len(topics)
        assert memory.pending_hnsw() == len(topics)
        for preset in ("semantic", "balanced"):
            assert memory.recall("how many hearts does an octopus have", 3, preset=preset).results[0].cell.content == topics[-1]
        assert memory.recall("photovoltaic output in the heat", 3, preset="semantic").results[0].cell.id == single.id
        assert memory.index_pending() == len(topics)
        assert memory.pending_hnsw() == 0
        assert memory.recall("how many hearts does an octopus have", 3, preset="semantic").results[0].cell.content == topics[-1]
        # re-writing an indexed row in a bulk batch keeps it in the graph
        memory.reindex()
        assert memory.pending_hnsw() == 0

    background = local_servers.model_copy(update={"hnsw_defer_batch": 5})
    with Memory(namespace + "-bg", settings=background, embedder=embedder) as memory:
        memory.remember_many([{"content": t, "kind": "fact"} for t in topics])
        deadline = time.monotonic() + 30
        while memory.pending_hnsw() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert memory.pending_hnsw() == 0  # the background indexer caught up on its own


async def test_async_bulk_writes_defer_hnsw_then_catch_up(local_servers, namespace, embedder) -> None:
    settings = local_servers.model_copy(update={"hnsw_defer_batch": 3})
    facts = ["the ferry leaves at seven", "the museum is closed on Mondays", "the bakery sells rye bread",
             "the bridge is under repair"]
    async with AsyncMemory(namespace, settings=settings, embedder=embedder) as memory:
        await memory.remember_many([{"content": f, "kind": "fact"} for f in facts])
        assert (await memory.recall("when does the ferry depart", 2, preset="semantic")).results[0].cell.content == facts[0]
        for _ in range(600):  # the background task drains the pending rows on its own
            if await memory.pending_hnsw() == 0:
                break
            await asyncio.sleep(0.05)
        assert await memory.pending_hnsw() == 0
        assert await memory.index_pending() == 0
        inv = await memory.invalidate((await memory.recall("ferry", 1)).results[0].cell.id, reason="timetable changed")
        assert [e.depth for e in await memory.reach(inv.id)] == [0]


def _without_revised_premise(preset: str) -> RecallConfig:
    cfg = RecallConfig.preset(preset)
    return cfg.model_copy(update={"weights": cfg.weights.model_copy(update={"revised_premise": 0.0})})


def test_a_task_resting_on_a_revised_preference_recalls_its_newest_version_though_the_question_is_unlike_it(
        memory: Memory) -> None:
    """The trip was planned on the user's whole profile while they wanted an aisle seat and €40 dinners; both have
    been revised since. "Confirm it before midnight" from a step of that trip resembles the trip's own steps and the
    booking preferences far more than "User wants a window seat on flights." (0.07), and nothing but the graph says the
    window seat is the current belief on what the trip took for granted: it comes in the top 5 with the
    revised_premise component, named in its explanation. Only one revised premise jumps (the one most related to the
    question), and a task resting on no revised premise ranks exactly as without the component."""
    profile = memory.remember("Profile of the traveller", "user_input")
    aisle = memory.remember("User wants an aisle seat on flights.", "preference", [profile])
    dinner = memory.remember("Budget for restaurants: at most €40 per person.", "constraint", [profile])
    others = [memory.remember(text, kind, [profile]) for text, kind in (
        ("User does not drink coffee; herbal tea or juice instead.", "preference"),
        ("User prefers quiet venues.", "preference"),
        ("Emails on the user's behalf: formal tone, no emojis.", "preference"),
        ("Booking confirmations go to the user's work address.", "preference"),
        ("User pays every booking with the company card.", "constraint"),
        ("Booking receipts must be filed as PDF for expenses.", "constraint"))]
    task = memory.remember("Trip to Oslo on 3 March: book flight and hotel", "task", [aisle, dinner, *others])
    parent = task
    for content, kind in (("Search flights to Oslo around 3 March", "plan"),
                          ("Flight search 3 March → Oslo: SK4012 07:10, DY1302 12:30", "tool_result"),
                          ("Chosen flight to Oslo: SK4012 on 3 March", "fact"),
                          ("Hold the booking for SK4012", "plan"),
                          ("Booking for SK4012 is on hold until tonight", "tool_result"),
                          ("The held booking must be confirmed before midnight", "llm_reasoning"),
                          ("Confirmation deadline for SK4012: midnight tonight", "fact")):
        parent = memory.remember(content, kind, [parent])
    plan = memory.remember("Confirm the held booking for SK4012", "plan", [task, parent])
    window = memory.supersede(aisle.id, "User wants a window seat on flights.", reason="the user changed it").id
    dinner_60 = memory.supersede(dinner.id, "Budget for restaurants: at most €60 per person now.", reason="raised").id
    # another task, on the part of the profile nobody revised
    later = memory.remember("Weekend in Porto: find a restaurant", "task", others)
    table = memory.remember("Look for a quiet restaurant in Porto", "plan", [later])

    question = "Confirm it before midnight, please"
    for preset in ("balanced", "lineage"):
        hits = memory.recall(question, 10, focus=[plan], preset=preset, record=False)
        without = memory.recall(question, 10, focus=[plan], config=_without_revised_premise(preset), record=False)
        assert window in hits.ids()[:5], (preset, [h.cell.content for h in hits])
        hit = next(h for h in hits if h.cell.id == window)
        assert hit.components["semantic"] < 0.1  # the wording says nothing about seats
        assert "revised_premise" in hit.routes and hit.components["revised_premise"] == 1.0
        assert "rests on an older version of this preference" in hit.reason
        assert any(t["type"] == "newer_version" and t["other"] == aisle.id for t in hit.traces)
        assert window not in without.ids()[:hits.ids().index(window) + 1]  # the component is what lifted it
        # of the two revised premises only the one most related to the question is credited
        assert dinner_60 in hits.ids()
        assert all(h.components["revised_premise"] == 0.0 for h in hits if h.cell.id != window)
        assert aisle.id not in hits.ids() and dinner.id not in hits.ids()
        # no revised premise under the Porto task: the same ranking with or without the component
        plain = memory.recall(question, 10, focus=[table], preset=preset, record=False)
        same = memory.recall(question, 10, focus=[table], config=_without_revised_premise(preset), record=False)
        # (scores to 1e-6: recency moves between the two calls)
        assert plain.ids() == same.ids() and [h.score for h in plain] == pytest.approx([h.score for h in same], abs=1e-6)
        assert all(h.components["revised_premise"] == 0.0 and "revised_premise" not in h.routes for h in plain)


def test_a_task_resting_on_the_current_version_of_a_revised_preference_recalls_it_though_the_question_is_unlike_it(
        memory: Memory) -> None:
    """The user sold the car, then bought an electric one; a later shopping task rests on the profile as it is now,
    the electric car among it. "Pick up the office chair from the store" from a step of that task resembles the
    task's own steps far more than "User has an electric car again", and the earlier shopping, done while the user
    had no car, is in reach too: the task rests on the current version of a belief the user changed, and that
    version comes in the top 5 with the revised_premise component, its explanation saying so. Of the task's revised
    premises only the one most related to the question is credited (the hotel budget, revised too, is on another
    subject and gets nothing), and a task resting on no revised premise ranks exactly as without the component."""
    profile = memory.remember("Profile of the shopper", "user_input")
    no_car = memory.remember("User has no car; travels by train and bike.", "preference", [profile])
    hotel = memory.remember("Hotel budget: at most €150 per night (company reimbursement limit).", "constraint",
                            [profile])
    others = [memory.remember(text, kind, [profile]) for text, kind in (
        ("User prefers refurbished electronics.", "preference"),
        ("User does not drink coffee; herbal tea or juice instead.", "preference"),
        ("Emails on the user's behalf: formal tone, no emojis.", "preference"),
        ("Order confirmations go to the user's work address.", "preference"),
        ("User pays every order with the company card.", "constraint"))]
    earlier = memory.remember("Buy a new desk lamp (budget €80)", "task", [no_car, hotel, *others])
    parent = earlier
    for content, kind in (("Search desk lamp offers", "plan"), ("Order the desk lamp", "plan"),
                          ("Order 551-2093 for the desk lamp is ready for pickup at the store", "fact")):
        parent = memory.remember(content, kind, [parent])
    car = memory.supersede(no_car.id, "User has an electric car again (driving is fine).", reason="bought one").id
    hotel_200 = memory.supersede(hotel.id, "Hotel budget: at most €200 per night (new travel policy).",
                                 reason="policy changed").id
    task = memory.remember("Buy a new office chair (budget €300)", "task",
                           [memory.get(car), memory.get(hotel_200), *others])
    parent = task
    for content, kind in (("Search office chair offers", "plan"),
                          ("Best office chair offer: mesh back, adjustable arms, €249", "fact"),
                          ("Order the office chair", "plan"),
                          ("Order 662-7449 for the office chair is ready for pickup at the store", "fact")):
        parent = memory.remember(content, kind, [parent])
    plan = memory.remember("Arrange the pickup of the office chair", "plan", [task, parent])
    unrevised = memory.remember("Buy a new phone case", "task", others)
    case = memory.remember("Search phone case offers", "plan", [unrevised])

    question = "Pick up the office chair from the store"
    for preset in ("balanced", "lineage"):
        hits = memory.recall(question, 10, focus=[plan], preset=preset, record=False)
        without = memory.recall(question, 10, focus=[plan], config=_without_revised_premise(preset), record=False)
        assert car in hits.ids()[:5], (preset, [h.cell.content for h in hits])
        hit = next(h for h in hits if h.cell.id == car)
        assert "revised_premise" in hit.routes and "rests_on" in hit.routes and hit.components["revised_premise"] == 1.0
        assert "rests on this preference, which the user revised" in hit.reason
        assert car not in without.ids()[:hits.ids().index(car) + 1]  # the component is what lifted it
        # the hotel budget is a revised premise of the task too, on another subject: no credit
        assert all(h.components["revised_premise"] == 0.0 for h in hits if h.cell.id != car)
        assert hotel_200 not in hits.ids()[:5]
        assert no_car.id not in hits.ids() and hotel.id not in hits.ids()
        # no revised premise under the phone case task: the same ranking with or without the component
        plain = memory.recall(question, 10, focus=[case], preset=preset, record=False)
        same = memory.recall(question, 10, focus=[case], config=_without_revised_premise(preset), record=False)
        assert plain.ids() == same.ids() and [h.score for h in plain] == pytest.approx([h.score for h in same], abs=1e-6)
        assert all(h.components["revised_premise"] == 0.0 and "revised_premise" not in h.routes for h in plain)


def test_one_neo4j_call_recalls_what_two_calls_do(local_servers, namespace, embedder) -> None:
    """MEMLINEAGE_RECALL_ONE_CALL: the cells keep a copy of their embedding and recall ranks in one Neo4j call
    (neighbourhoodRank) after PostgreSQL; same results as neighbourhood, PostgreSQL's similarity and rank. Cells
    recorded without a copy are ranked the two-call way until copy_embeddings() gives them one."""
    calls: list[str] = []
    one_settings = local_servers.model_copy(update={"recall_one_call": True})
    with Memory(namespace, settings=one_settings, embedder=embedder, tracer=lambda e: calls.append(e.name)) as one, \
            Memory(namespace, settings=local_servers, embedder=embedder) as two:
        preference = one.remember("I don't drink coffee; herbal tea is fine.", "preference")
        task = one.remember("Organise my meeting with Anna from Acme in Berlin on Tuesday", "task", [preference])
        with one.step(task):
            asked = one.remember("Where could we meet near the Acme office?", "user_input")
            one.remember("The tea house on Torstrasse is quiet and close to Acme.", "llm_output")
            plan = one.remember("Meet Anna at 10:00 somewhere near the Acme office", "plan", [asked, task])
        for i in range(12):
            one.remember(f"Review {i}: the best espresso bar in Berlin, great cappuccino and flat white", "fact")
        later = two.remember("Anna prefers green tea over black tea", "fact", [task])  # no copy: two-call way

        def compare(question: str) -> None:
            for preset in ("balanced", "lineage", "semantic"):
                for focus in ([plan], []):
                    a = two.recall(question, 8, focus=focus, preset=preset, record=False)
                    b = one.recall(question, 8, focus=focus, preset=preset, record=False)
                    assert a.ids() == b.ids(), (question, preset, focus)
                    for x, y in zip(a, b):
                        assert abs(x.score - y.score) < 1e-5 and x.routes == y.routes and x.via == y.via
                        assert x.reason == y.reason

        calls.clear()
        compare("Suggest a café for the meeting")
        assert "recall_neighbourhood_rank" in calls
        assert "recall_neighbourhood" in calls  # the cell without a copy: ranked the two-call way after the one call
        assert one.copy_embeddings() >= 17
        calls.clear()
        compare("Suggest a café for the meeting")
        compare("Where can we meet near Acme?")
        assert "recall_neighbourhood" not in calls and calls.count("recall_neighbourhood_rank") == 8
        assert later.id in one.recall("green tea", 5, focus=[plan], preset="lineage").ids()
