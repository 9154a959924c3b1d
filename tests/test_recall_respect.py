"""Recall that respects the user (issue 12), told as the failures it prevents: a standing constraint of the
user lost behind thirty look-alike listings, a top k crowded by near-duplicates, and stale drafts that
fill the candidate cut so that fewer than k valid memories come back."""

from __future__ import annotations

import pytest

from memgraph_py import Memory, Settings
from memgraph_py import recall as recall_core
from memgraph_py.recall import RecallConfig

HIKES = [f"Alpine hike {i}: {20 + i % 7} km, {1300 + 17 * i} m of climbing, hut at the top, trailhead near Innsbruck"
         for i in range(30)]


# --- standing memories and near-duplicates ------------------------------------------------------------
@pytest.fixture
def hiking(memory: Memory):
    """A user's profile with standing constraints; another task researched thirty look-alike hikes; today's task
    derives from the profile, not from the constraints (they are its siblings)."""
    user = memory.remember("User: Alex Weber, lives in Munich", "fact")
    profile = memory.remember("Profile of Alex Weber: standing preferences and constraints", "summary", [user])
    hip = memory.remember("No long hikes or steep climbs since the hip operation in March", "constraint", [profile])
    memory.remember("Gluten intolerant: no bread, pasta or beer", "constraint", [profile])
    memory.remember("Afraid of flying; prefers trains", "preference", [profile])
    research = memory.remember("Research Alpine hikes for the sports club's summer outing", "task", [profile])
    hikes = [memory.remember(text, "tool_result", [research]) for text in HIKES]
    task = memory.remember("Plan a hiking day near Innsbruck for Alex", "task", [profile])
    plan = memory.remember("Pick a hiking route near Innsbruck and the train there", "plan", [task])
    return profile, hip, hikes, plan


@pytest.mark.parametrize("preset", ["balanced", "lineage"])
def test_a_standing_constraint_is_recalled_beside_thirty_look_alike_hikes(memory: Memory, hiking, preset) -> None:
    profile, hip, hikes, plan = hiking
    response = memory.recall("Plan a hiking day near Innsbruck", 10, focus=[plan], preset=preset)
    assert hip.id in response.ids()
    hit = next(r for r in response if r.cell.id == hip.id)
    assert "standing" in hit.routes
    assert f"standing constraint of {profile.id}, which the current task derives from" in hit.reason
    shown = [r for r in response if r.cell.id in {h.id for h in hikes}]
    assert 1 <= len(shown) <= 3  # the look-alikes no longer fill the top 10
    groups = [t for r in shown for t in r.traces if t["type"] == "near_duplicates"]
    assert groups and sum(t["count"] for t in groups) >= 10
    assert any("near-duplicates left out" in r.reason for r in shown)


def test_without_diversity_or_quota_the_look_alikes_crowd_the_top_k(memory: Memory, hiking) -> None:
    profile, hip, hikes, plan = hiking
    plain = RecallConfig.preset("balanced").model_copy(update={"diversity": 0.0, "standing_quota": 0})
    response = memory.recall("Plan a hiking day near Innsbruck", 10, focus=[plan], config=plain, record=False)
    assert len([r for r in response if r.cell.id in {h.id for h in hikes}]) >= 6


def test_look_alikes_recorded_by_separate_tasks_are_separate_answers(memory: Memory, hiking) -> None:
    """The thirty hikes are one search's results: diversity still cuts them. Three deliveries recorded by three
    orders look as alike, but each is its own memory, and the one asked about may be the third."""
    profile, hip, hikes, plan = hiking
    deliveries = []
    for number, day in (("882-3948999", "Wednesday"), ("296-3165957", "Thursday"), ("712-4490563", "Friday")):
        order = memory.remember(f"Find and order a laptop (order {number})", "task", [profile])
        deliveries.append(memory.remember(f"Order {number} for the laptop arrives on {day}.", "fact", [order]))
    by_similarity = RecallConfig.preset("balanced").model_copy(update={"diversity_scope": "similar"})
    for question in ("When will the laptop be delivered?", "Which day does the laptop order arrive?"):
        response = memory.recall(question, 10, preset="balanced", record=False)
        assert {d.id for d in deliveries} <= set(response.ids())
        older = memory.recall(question, 10, config=by_similarity, record=False)
        assert len({d.id for d in deliveries} & set(older.ids())) < 3  # every close pair counting: the third is cut
    response = memory.recall("Plan a hiking day near Innsbruck", 10, focus=[plan], preset="balanced", record=False)
    assert 1 <= len([r for r in response if r.cell.id in {h.id for h in hikes}]) <= 3


def test_standing_memories_stay_within_the_principal(memory: Memory, hiking) -> None:
    """Another user's constraints in the same namespace are not standing memories of this task."""
    profile, hip, hikes, plan = hiking
    other = memory.remember("User: Sam Rossi", "fact")
    other_profile = memory.remember("Profile of Sam Rossi", "summary", [other])
    knee = memory.remember("Sam: no hiking at all after the knee injury", "constraint", [other_profile])
    response = memory.recall("Plan a hiking day near Innsbruck", 10, focus=[plan], preset="lineage", record=False)
    assert all("standing" not in r.routes for r in response if r.cell.id == knee.id)


# --- exactly k -----------------------------------------------------------------------------------
@pytest.fixture
def stale_flood(memory: Memory):
    """A draft source invalidated with the 60 near-identical drafts derived from it, and 15 valid facts."""
    source = memory.remember("Draft itinerary source: weekend in Lisbon", "llm_output")
    drafts = [memory.remember(f"Draft {i} of the Lisbon weekend itinerary: tram 28, Alfama, pastel de nata at "
                              f"{9 + i % 5} am", "llm_output", [source]) for i in range(60)]
    valid = [memory.remember(text, "fact") for text in (
        "Lisbon trams run from 6 am", "The Alfama district is hilly", "Pastel de nata is a custard tart",
        "Tram 28 is crowded in the afternoon", "Lisbon has seven hills", "Belém tower opens at 10 am",
        "The weekend market in Lisbon is on Saturdays", "Sintra is 40 minutes from Lisbon by train",
        "Lisbon's airport is close to the city", "Fado houses open in the evening",
        "The itinerary app stores drafts for a week", "A weekend pass covers trams and buses",
        "Miradouros are viewpoints over the city", "Ferries cross the Tagus every 20 minutes",
        "The oceanarium is in Parque das Nações")]
    memory.invalidate(source.id, reason="the trip was cancelled")
    return drafts, valid


def test_recall_returns_exactly_k_when_stale_drafts_fill_the_candidate_cut(memory: Memory, stale_flood) -> None:
    drafts, valid = stale_flood
    narrow = RecallConfig.preset("balanced").model_copy(update={"ann_candidates": 20, "keyword_candidates": 5})
    query = "Draft of the Lisbon weekend itinerary with tram 28 and pastel de nata"
    for k in (1, 5, 10, 15):
        for config in (narrow, RecallConfig.preset("semantic").model_copy(update={"ann_candidates": 20})):
            response = memory.recall(query, k, config=config, record=False)
            assert len(response) == k, (config.name, k, len(response))
            assert {r.cell.status for r in response} == {"valid"}
            assert not set(response.ids()) & {d.id for d in drafts}
    # more asked than valid memories exist: all the valid ones, never a stale one
    response = memory.recall(query, 40, config=narrow, record=False)
    assert set(response.ids()) == {v.id for v in valid}


def test_a_wider_round_runs_only_when_a_route_was_cut(memory: Memory, stale_flood) -> None:
    events = []
    with Memory(memory.namespace, settings=memory.settings, embedder=memory.embedder, tracer=events.append) as traced:
        config = RecallConfig.preset("semantic").model_copy(update={"ann_candidates": 20})
        traced.recall("Lisbon weekend itinerary draft", 5, config=config, record=False)
        assert [e.name for e in events].count("recall_rank_read") >= 2  # stale drafts filled the first cut
        events.clear()
        traced.recall("Ferries across the Tagus", 5, preset="semantic", record=False)
        assert [e.name for e in events].count("recall_rank_read") == 1


# --- recording ---------------------------------------------------------------------------------------
def test_a_recall_recorded_in_the_background_is_there_for_feedback_at_once(memory: Memory) -> None:
    tea = memory.remember("I don't drink coffee; herbal tea is fine.", "preference")
    memory.remember("Berlin cafés open at 8 am", "fact")
    response = memory.recall("What should I drink at the café?", 2)
    assert response.retrieval_id is not None and response.retrieval_id.startswith("ret-")
    memory.feedback(response.retrieval_id, tea.id, "helpful")  # no wait needed: the client settles it first
    recorded = memory.retrieval(response.retrieval_id)
    assert [h["id"] for h in sorted(recorded["hits"], key=lambda h: h["rank"])] == response.ids()
    assert memory.get(tea.id).usage_count == 1


def test_inline_recording_is_written_before_recall_returns(local_servers: Settings, namespace: str, embedder) -> None:
    settings = local_servers.model_copy(update={"recall_record": "inline"})
    with Memory(namespace, settings=settings, embedder=embedder) as memory:
        fact = memory.remember("The office wifi password changes monthly", "fact")
        response = memory.recall("office wifi password", 1)
    with Memory(namespace, settings=local_servers, embedder=embedder) as other:  # another client sees it
        assert other.retrieval(response.retrieval_id)["hits"][0]["id"] == fact.id


def test_a_recall_with_no_result_records_nothing(memory: Memory) -> None:
    response = memory.recall("anything at all", 5)
    assert len(response) == 0 and response.retrieval_id is None


# --- the I/O-free pieces -------------------------------------------------------------------------------
def test_merge_keeps_every_route_and_each_near_pair_once() -> None:
    graph = [{"id": "a", "routes": ["lineage"], "distance": 1, "via": ["f", "a"], "elementId": "4:x:1", "anchor": None}]
    pg_rows = [("a", 0.8, None, True, False, ["b"], [0.93], False, None),
               ("b", 0.79, 0.5, True, True, None, None, False, None),
               ("u", 0.3, None, False, False, None, None, True, 0.7),  # the user message a reply answers
               ("a", 0.8, None, False, False, ["b"], [0.93], False, None)]  # the similarity query scored a again
    candidates, similar = recall_core.merge_candidates(graph, pg_rows)
    by_id = {c["id"]: c for c in candidates}
    assert by_id["a"]["routes"] == ["lineage", "semantic"] and by_id["a"]["distance"] == 1
    assert by_id["b"]["keyword"] == 0.5 and by_id["b"]["routes"] == ["keyword", "semantic"]
    assert by_id["u"]["routes"] == ["exchange"] and by_id["u"]["exchange"] == 0.7
    assert similar == [["a", "b", 0.93]]


def test_a_route_is_cut_only_when_it_returned_its_limit() -> None:
    rows = [(str(i), 0.5, None, True, False, None, None, False, None) for i in range(20)]
    assert recall_core.was_cut(rows, {"ann_limit": 20, "keyword_limit": 5})
    assert not recall_core.was_cut(rows[:19], {"ann_limit": 20, "keyword_limit": 5})
    assert not recall_core.was_cut([], {"ann_limit": 0, "keyword_limit": 0})


def test_reasons_name_standing_memories_and_near_duplicate_groups() -> None:
    weights = RecallConfig.preset("balanced").weights.as_map()
    text = recall_core.reason({"semantic": 0.4}, ["standing"], 3, "constraint", weights,
                              [{"type": "near_duplicates", "count": 12, "ids": ["x"]}], anchor="profile-1")
    assert "standing constraint of profile-1, which the current task derives from" in text
    assert "stands for 12 near-duplicates left out" in text


# --- exchanges -----------------------------------------------------------------------------------------
def test_a_user_message_is_scored_with_the_reply_it_got(memory: Memory, pg) -> None:
    """In a captured conversation the assistant's reply FOLLOWS the user's message; recall scores the message
    with the reply's similarity too (the reply often says in plain words what the message was about)."""
    session = memory.remember("Chat session with Alex, Tuesday evening", "summary")
    with memory.step(session):
        told = memory.remember("Oh, and guess who starts at the bakery on Lindenweg in April? Me!", "user_input")
        reply = memory.remember("Congratulations on the new baker job! Early mornings ahead.", "llm_output")
        memory.remember("Anyway, the weather was lovely today", "user_input")
    response = memory.recall("What new job did I tell you about?", 5, preset="balanced", record=False)
    hit = next(r for r in response if r.cell.id == told.id)
    with pg.connection() as conn:
        (similarity,) = conn.execute(
            "SELECT 1 - (r.embedding <=> q.embedding) FROM memcell_embedding r, memcell_embedding q "
            "WHERE r.namespace = %s AND r.cell_id = %s AND q.namespace = %s AND q.cell_id = %s",
            (memory.namespace, reply.id, memory.namespace, reply.id)).fetchone()
        follows = conn.execute("SELECT follows FROM memcell_embedding WHERE namespace = %s AND cell_id = %s",
                               (memory.namespace, reply.id)).fetchone()[0]
    assert similarity == pytest.approx(1.0) and follows == told.id
    assert hit.components["exchange"] > 0.2
    assert all(r.components["exchange"] == 0.0 for r in response if r.cell.kind.value != "user_input")
    # the column is derived from Neo4j's FOLLOWS edge: a rebuilt index keeps it
    with pg.connection() as conn:
        conn.execute("UPDATE memcell_embedding SET follows = NULL WHERE namespace = %s", (memory.namespace,))
    memory.reindex()
    with pg.connection() as conn:
        assert conn.execute("SELECT follows FROM memcell_embedding WHERE namespace = %s AND cell_id = %s",
                            (memory.namespace, reply.id)).fetchone()[0] == told.id


def test_only_the_nearest_lineage_candidates_are_kept() -> None:
    graph = [{"id": f"t{i:03d}", "routes": ["lineage"], "distance": 3, "via": [], "elementId": None, "anchor": None}
             for i in range(5)]
    graph += [{"id": "near", "routes": ["lineage"], "distance": 1, "via": [], "elementId": None, "anchor": None},
              {"id": "pref", "routes": ["lineage", "standing"], "distance": 3, "via": [], "elementId": None,
               "anchor": "p"}]
    kept = recall_core.nearest_lineage(graph, 3)
    assert [c["id"] for c in kept] == ["t000", "t001", "near", "pref"]  # other routes always stay
    assert recall_core.nearest_lineage(graph, 10) == graph


# --- candidates rank need not read ---------------------------------------------------------------------
# pinned memories unlike each other (look-alikes would be near pairs, which rank always reads)
LIKES = ["Prefers aisle seats on long flights", "Allergic to shellfish", "Likes jazz concerts on Friday evenings",
         "Wants invoices sent as PDF, never paper", "Dislikes early morning calls", "Collects vintage fountain pens",
         "Reads crime novels in Swedish", "Drinks oat milk only", "Supports the local football club",
         "Avoids buildings without lifts", "Grows chillies on the balcony", "Speaks fluent Mandarin"]


def _far_preferences(memory: Memory) -> None:
    """Another member's preferences: the pinned route brings them to every recall with a focus, and no other route."""
    other = memory.remember("Profile of Kim, another member of the club", "summary")
    for text in LIKES:
        memory.remember(text, "preference", [other])


SCORE_TOLERANCE = 1e-5  # recency moves ~3e-7 a second for a memory a second old: two recalls run at different times


def _ranked(response) -> list[tuple]:
    """Each result as compared, in groups of memories whose scores lie within SCORE_TOLERANCE of the one before (the
    recency of memories written a millisecond apart; the two recalls run at different times). Inside a group the
    order is by id. A group at the cut is compared without ids: which of several memories tied with the k-th made
    the cut turns on digits below 1e-6 (seen: a pinned preference at 0.116 in one recall and 0.11599998 in the other).
    Scores are compared by ``_same_ranking``, not here: rounding them split a tie across a rounding boundary."""
    hits = sorted(response, key=lambda r: -r.score)
    groups: list[list] = []
    for hit in hits:
        if groups and groups[-1][-1].score - hit.score < SCORE_TOLERANCE:
            groups[-1].append(hit)
        else:
            groups.append([hit])
    compared = []
    for index, group in enumerate(groups):
        at_cut = index == len(groups) - 1
        rows = [("tied at the cut" if at_cut else r.cell.id, r.routes, r.traces, r.reason) for r in group]
        compared += sorted(rows, key=repr)
    return compared


def _same_ranking(a, b) -> bool:
    """The same results (see ``_ranked``) with scores equal within SCORE_TOLERANCE, rank for rank."""
    scores_a, scores_b = sorted((r.score for r in a), reverse=True), sorted((r.score for r in b), reverse=True)
    return (len(scores_a) == len(scores_b) and all(abs(x - y) < SCORE_TOLERANCE for x, y in zip(scores_a, scores_b))
            and _ranked(a) == _ranked(b))


@pytest.mark.parametrize("preset", ["balanced", "lineage"])
def test_pruning_leaves_out_candidates_that_cannot_reach_the_top_k_and_changes_nothing(
        local_servers: Settings, namespace: str, embedder, preset: str) -> None:
    """A focus brings every pinned memory of the namespace and the whole session around it; most of them are far
    from the question. Rank reads fewer candidates, and the answer is the one ranking every candidate gives."""
    events: list = []
    with Memory(namespace, settings=local_servers, embedder=embedder, tracer=events.append) as memory:
        user = memory.remember("User profile: Sam Okafor, based in Lisbon", "fact")
        _far_preferences(memory)
        task = memory.remember("Book the team offsite in Porto for October", "task", [user])
        with memory.step(task):
            steps = [memory.remember(text, "tool_result") for text in (
                "Hotel Infante Sagres in Porto: 70 rooms, meeting room for twenty", "Train from Lisbon to Porto takes 3 hours",
                "Quinta da Pacheca offers wine tastings in the Douro valley", "Porto in October: mild, some rain",
                "Budget approved: 400 euros per person", "Casa da Musica has concerts on Saturday")]
            plan = memory.remember("Shortlist two Porto venues with rooms for twelve", "plan", steps)
        cfg = _without_usage(RecallConfig.preset(preset)).model_copy(update={"ann_candidates": 8})  # a namespace
        events.clear()                                                   # this small is otherwise all ANN candidates
        pruned = memory.recall("Which Porto venue has rooms for twelve?", 5, focus=[plan], config=cfg, record=False)
        sent_pruned = [len(e.parameters["candidates"]) for e in events if e.name == "recall_rank_read"]
        events.clear()
        full = memory.recall("Which Porto venue has rooms for twelve?", 5, focus=[plan],
                             config=cfg.model_copy(update={"prune": False}), record=False)
        sent_full = [len(e.parameters["candidates"]) for e in events if e.name == "recall_rank_read"]
        # with a usage weight: no memory here was used through a retrieval (the neighbourhood's roles say so), so none
        # may inherit usage through one; only the standing memories that may be among the 4 most similar (where rank
        # credits premises) stay as well, and the answer is the same
        used = RecallConfig.preset(preset).model_copy(update={"ann_candidates": 8})
        events.clear()
        with_usage = memory.recall("Which Porto venue has rooms for twelve?", 5, focus=[plan], config=used, record=False)
        sent_usage = [len(e.parameters["candidates"]) for e in events if e.name == "recall_rank_read"]
        unpruned = memory.recall("Which Porto venue has rooms for twelve?", 5, focus=[plan],
                                 config=used.model_copy(update={"prune": False}), record=False)
    assert _same_ranking(pruned, full) and len(full) == 5
    assert len(sent_pruned) == 1 and sent_pruned[0] < sent_full[0]  # proven on the first ranking
    assert _same_ranking(with_usage, unpruned)
    assert len(sent_usage) == 1 and sent_pruned[0] <= sent_usage[0] <= sent_pruned[0] + recall_core.CHANGED_PICKS
    assert sent_usage[0] < sent_full[0]


@pytest.mark.parametrize("preset", ["balanced", "lineage"])
def test_with_usage_only_what_was_used_keeps_the_usage_term_and_pruning_changes_nothing(
        local_servers: Settings, namespace: str, embedder, preset: str) -> None:
    """The neighbourhood says which graph candidates take part in the usage component: a preference the agent used
    (and the newer version of one it used) may inherit it, the plan that used it passes it on. Only those keep the
    usage term in their ceiling or stay in rank; the others are left out as without a usage weight, and the answer is
    the one ranking every candidate gives."""
    events: list = []
    with Memory(namespace, settings=local_servers, embedder=embedder, tracer=events.append) as memory:
        user = memory.remember("User profile: Sam Okafor, based in Lisbon", "fact")
        _far_preferences(memory)
        earlier = memory.remember("Order breakfast for the club meeting", "task", [user])
        with memory.step(earlier):
            seen = memory.recall("what does the club drink at breakfast", 12, kinds=["preference"], preset="semantic")
            milk = next(h.cell for h in seen if h.cell.content == "Drinks oat milk only")
            memory.use(seen, [milk.id])
            order = memory.remember("Order oat milk with the club breakfast", "plan")
        jazz = next(h.cell for h in seen if h.cell.content.startswith("Likes jazz"))
        newer = memory.supersede(jazz.id, "Likes jazz concerts on Saturday evenings now", reason="moved").id
        with memory.step(earlier):
            again = memory.recall("weekend plans", 12, kinds=["preference"], preset="semantic")
            memory.use(again, [newer])
            memory.remember("Book a Saturday jazz concert", "plan")
        # a follow-up of the breakfast task: the plans that used the preferences are two lineage steps away
        task = memory.remember("Book the team offsite in Porto for October", "task", [earlier])
        with memory.step(task):
            for text in ("Hotel Infante Sagres in Porto: 70 rooms, meeting room for twenty",
                         "Train from Lisbon to Porto takes 3 hours", "Budget approved: 400 euros per person"):
                memory.remember(text, "tool_result")
        plan = task
        rows = memory._neo.run("recall_neighbourhood", recall_core.neighbourhood_params(
            namespace, [plan.id], [], RecallConfig.preset(preset)), write=False)
        roles = {c["id"]: set(c["roles"]) for c in recall_core.graph_candidates(rows)}
        cfg = RecallConfig.preset(preset).model_copy(update={"ann_candidates": 8})
        events.clear()
        pruned = memory.recall("Which Porto venue has rooms for twelve?", 5, focus=[plan], config=cfg, record=False)
        sent = [len(e.parameters["candidates"]) for e in events if e.name == "recall_rank_read"]
        events.clear()
        full = memory.recall("Which Porto venue has rooms for twelve?", 5, focus=[plan],
                             config=cfg.model_copy(update={"prune": False}), record=False)
        sent_full = [len(e.parameters["candidates"]) for e in events if e.name == "recall_rank_read"]
    assert "used" in roles[milk.id] and "used" in roles[newer]  # pinned preferences: used, and a version of one used
    assert roles[order.id] == {"uses"}
    # the rest take no part in usage: the far preferences may be premise picks, but nothing derives from them
    assert sum(1 for r in roles.values() if r <= {"premise"}) >= len(LIKES) - 2
    assert _same_ranking(pruned, full) and len(full) == 5
    assert len(sent) == 1 and sent[0] <= sent_full[0]


def _without_usage(cfg: RecallConfig) -> RecallConfig:
    """The preset without its usage component: pruning's bound then needs no similarity a use could pass on."""
    return cfg.model_copy(update={"weights": cfg.weights.model_copy(update={"usage": 0.0})})


def test_a_pruned_ranking_that_cannot_be_proven_is_done_again_with_every_candidate(
        local_servers: Settings, namespace: str, embedder) -> None:
    """Stale drafts look most like the question, so they promise the top k and the far pinned preferences are left out; rank then drops the drafts and returns fewer than k: the client ranks again with every candidate."""
    events: list = []
    with Memory(namespace, settings=local_servers, embedder=embedder, tracer=events.append) as memory:
        user = memory.remember("User profile: Sam Okafor, based in Lisbon", "fact")
        _far_preferences(memory)
        drafts = [memory.remember(f"Draft budget for the Lisbon offsite, version {i}", "plan", [user])
                  for i in range(12)]
        for draft in drafts:
            memory.invalidate(draft.id, reason="superseded by the approved budget", by="test")
        task = memory.remember("Approve the budget for the Lisbon offsite", "task", [user])
        cfg = _without_usage(RecallConfig.preset("balanced")).model_copy(update={"ann_candidates": 12})
        events.clear()
        response = memory.recall("Draft budget for the Lisbon offsite", 10, focus=[task], record=False, config=cfg)
        ranks = [len(e.parameters["candidates"]) for e in events if e.name == "recall_rank_read"]
        full = memory.recall("Draft budget for the Lisbon offsite", 10, focus=[task], record=False,
                             config=cfg.model_copy(update={"prune": False}))
    assert len(ranks) == 2 and ranks[0] < ranks[1]
    assert _same_ranking(response, full) and len(response) == 10
    assert not {d.id for d in drafts} & set(response.ids())


def _hit(cid: str, score: float, routes=("semantic",), traces=()) -> dict:
    return {"cell": {"id": cid}, "score": score, "routes": list(routes), "traces": list(traces)}


def test_a_pruned_ranking_is_proven_only_when_every_pick_beats_what_was_left_out() -> None:
    cfg = RecallConfig.preset("balanced")  # diversity 0.5, grace 1
    out = [{"id": "far"}]
    rows = [_hit("a", 0.8), _hit("b", 0.6), _hit("c", 0.5)]
    assert recall_core.pruned_exactly(rows, 3, out, 0.4, [], cfg)
    assert not recall_core.pruned_exactly(rows, 3, out, 0.5, [], cfg)  # c ties the ceiling: far might come first
    assert not recall_core.pruned_exactly(rows[:2], 3, out, 0.1, [], cfg)  # fewer than k: far might fill it
    assert recall_core.pruned_exactly(rows[:2], 3, [], 0.9, [], cfg)  # nothing left out: nothing to prove
    # c has two near pairs with picks before it: its value is 0.5 - 0.5 * 0.9
    near = [["a", "c", 0.9], ["b", "c", 0.85]]
    assert not recall_core.pruned_exactly(rows, 3, out, 0.1, near, cfg)
    assert recall_core.pruned_exactly(rows, 3, out, 0.01, near, cfg)
    assert recall_core.pruned_exactly(rows, 3, out, 0.1, near[:1], cfg)  # one look-alike is within the grace
    # a result in an open contradiction with a candidate left out would have been dropped by it
    conflicted = [_hit("a", 0.8, traces=[{"type": "open_conflict", "conflict": "c1", "other": "far"}]), *rows[1:]]
    assert not recall_core.pruned_exactly(conflicted, 3, out, 0.1, [], cfg)


def test_only_far_graph_candidates_outside_near_pairs_are_left_out() -> None:
    cfg = _without_usage(RecallConfig.preset("balanced"))
    cands = [{"id": f"s{i}", "semantic": 0.9 - i / 100, "keyword": None, "distance": None, "routes": ["semantic"],
              "elementId": None} for i in range(5)]
    # graph candidates that take no part in usage or version similarity (the neighbourhood's roles)
    cands += [{"id": "pinned-far", "semantic": 0.05, "keyword": None, "distance": None, "routes": ["pinned"],
               "elementId": "4:x:1", "roles": ()},
              {"id": "standing-far", "semantic": 0.05, "keyword": None, "distance": 3, "routes": ["standing"],
               "elementId": "4:x:2", "roles": ()},
              {"id": "paired-far", "semantic": 0.05, "keyword": None, "distance": 3, "routes": ["lineage"],
               "elementId": "4:x:3", "roles": ()},
              {"id": "close", "semantic": 0.85, "keyword": None, "distance": 1, "routes": ["lineage"],
               "elementId": "4:x:4", "roles": ()}]
    kept, out, bound = recall_core.prune(cands, [["s0", "paired-far", 0.81]], cfg, 3, ["valid"])
    assert [c["id"] for c in out] == ["pinned-far"]
    assert bound == pytest.approx(recall_core.score_ceiling(cands[5], cfg, 0.0)) and bound < 0.55 * 0.88
    assert len(kept) == len(cands) - 1
    # an older version's similarity may be inherited: it raises every ceiling
    older = {"id": "v1", "semantic": 0.95, "keyword": None, "distance": None, "routes": ["older_version"],
             "elementId": "4:x:5"}
    assert recall_core.prune([*cands, older], [], cfg, 3, ["valid"])[1] == []
    assert recall_core.prune(cands, [], cfg, 3, ["valid", "invalid"])[1] == []  # other statuses: no pruning
    # a usage weight: a use by the most similar candidate (0.9) could lift one that was used, and the ceiling says so
    used = RecallConfig.preset("balanced")
    was_used = {**cands[5], "roles": ("used",)}
    assert recall_core.score_ceiling(was_used, used, 0.0, 0.9) == pytest.approx(
        recall_core.score_ceiling(cands[5], cfg, 0.0) + used.weights.usage * 0.9)
    assert recall_core.prune([*cands[:5], was_used, *cands[6:]], [["s0", "paired-far", 0.81]], used, 3,
                             ["valid"])[2] == pytest.approx(recall_core.score_ceiling(was_used, used, 0.0, 0.9))


def test_only_candidates_that_take_part_in_usage_keep_it_in_their_ceiling_or_stay_in_rank() -> None:
    cfg = RecallConfig.preset("balanced")
    cands = [{"id": f"s{i}", "semantic": 0.9 - i / 100, "keyword": None, "distance": None, "routes": ["semantic"],
              "elementId": None} for i in range(5)]
    far = {"id": "far", "semantic": 0.05, "keyword": None, "distance": None, "routes": ["pinned"], "elementId": None}
    # roles from the neighbourhood: none, so usage cannot lift it; "used": the best similarity (0.9) may
    assert recall_core.score_ceiling({**far, "roles": ()}, cfg, 0.0, 0.9) == pytest.approx(
        recall_core.score_ceiling(far, _without_usage(cfg), 0.0, 0.9))
    assert recall_core.score_ceiling({**far, "roles": ("used",)}, cfg, 0.0, 0.9) == pytest.approx(
        recall_core.score_ceiling(far, cfg, 0.0, 0.9))  # roles not known (an older server): every role
    assert [c["id"] for c in recall_core.prune([*cands, {**far, "roles": ()}], [], cfg, 3, ["valid"])[1]] == ["far"]
    # a newer version inherits its similarity: rank must read it; one that passes usage on (it used a memory, or its
    # work rests on premises and recorded no use) may be left out of the ranking, but still goes to rank as a user
    assert recall_core.prune([*cands, {**far, "roles": ("replaced",)}], [], cfg, 3, ["valid"])[1] == []
    for roles in (("uses",), ("premise_user",)):
        out = recall_core.prune([*cands, {**far, "roles": roles}], [], cfg, 3, ["valid"])[1]
        assert [c["id"] for c in out] == ["far"] and recall_core.passes_usage(out[0], cfg)
        assert not recall_core.passes_usage(out[0], _without_usage(cfg))
        assert not recall_core.passes_usage({**out[0], "semantic": 0.0}, cfg)  # nothing to pass on
        params = recall_core.rank_params("ns", cands, cfg, 3, "q", allowed=["valid"], kinds=None, tags=None, since=None,
                                         until=None, task=None, record=False, users=out)
        assert params["candidates"][-1] == ["far", 0.05, None, None, [], None, None, True]
        assert all(len(row) == 7 for row in params["candidates"][:-1])
    # the neighbourhood's rows carry them; a server that does not say gives every role
    row = ["c1", ["pinned"], None, [], "4:x:1", None, ["used"]]
    assert recall_core.graph_candidates([{"candidates": [row]}])[0]["roles"] == ("used",)
    assert recall_core.graph_candidates([{"candidates": [row[:6]]}])[0]["roles"] == recall_core.ROLES


def _premise(cid: str, semantic: float, *roles: str) -> dict:
    return {"id": cid, "semantic": semantic, "keyword": None, "distance": None, "routes": ["pinned"],
            "elementId": f"4:x:{cid}", "roles": ("premise", *roles)}


def test_the_premise_picks_that_may_be_stay_in_rank_and_the_rest_is_proven_by_ranks_premises() -> None:
    cfg = RecallConfig.preset("balanced")
    cands = [{"id": f"s{i}", "semantic": 0.9 - i / 100, "keyword": None, "distance": None, "routes": ["semantic"],
              "elementId": None} for i in range(5)]
    # six standing memories far from the question; the four most similar may be among those rank credits (its two
    # premise picks, or a replaced premise's newest version among the four)
    standing = [_premise("window", 0.1, "rested_on"), _premise("budget", 0.08, "rested_on"),
                _premise("hotel", 0.07, "rested_on"), _premise("seat", 0.06, "rested_on"),
                _premise("coffee", 0.03, "rested_on"), _premise("dog", 0.02)]
    kept, out, _ = recall_core.prune([*cands, *standing], [], cfg, 3, ["valid"])
    assert [c["id"] for c in out] == ["coffee", "dog"]
    assert {"window", "budget", "hotel", "seat"} <= {c["id"] for c in kept}
    assert [c["semantic_ceiling"] for c in out] == [0.03, 0.02]
    # the focus is no hit: the next may be one
    assert [c["id"] for c in recall_core.prune([*cands, *standing], [], cfg, 3, ["valid"], exclude=["window"])[1]
            ] == ["dog"]
    # no premise can be a hit (a kinds filter without them), or no weight credits premises (neither usage nor
    # revised_premise): nothing to keep for the picks
    uncredited = _without_usage(cfg).model_copy(update={"weights": _without_usage(cfg).weights.model_copy(
        update={"revised_premise": 0.0})})
    for args in ((cfg, ["fact"]), (uncredited, None)):
        assert len(recall_core.prune([*cands, *standing], [], args[0], 3, ["valid"], kinds=args[1])[1]) == 6
    rows = [{**_hit(f"s{i}", 0.9 - i / 10), "pickFloor": 0.5} for i in range(3)]

    def proven(**premises) -> bool:
        return recall_core.pruned_exactly([{**r, "premises": premises} for r in rows], 3, out, 0.1, [], cfg)

    assert proven(floor=0.06, credited=0.08, usage=0.0)  # both left out below the fourth: nothing changes
    # they came lower (the first were not valid): coffee might have been one, and as a pick inherited a
    # credit its ceiling did not count
    assert not proven(floor=0.025, credited=None, usage=0.0)
    assert not proven(floor=None, credited=None, usage=None)  # fewer than four: coffee would have been one
    assert not proven(floor=0.03, credited=0.03, usage=0.6)  # a tie goes by id
    # dog has no derived cell: as a pick it inherits nothing, and it displaces no credited pick
    assert recall_core.pruned_exactly([{**r, "premises": {"floor": 0.01, "credited": 0.05, "usage": 0.6}} for r in rows],
                                      3, out[1:], 0.1, [], cfg)
    assert not recall_core.pruned_exactly([{**r, "premises": {"floor": 0.01, "credited": 0.02, "usage": 0.6}}
                                           for r in rows], 3, out[1:], 0.1, [], cfg)  # it might displace one
    assert not recall_core.pruned_exactly(rows, 3, out, 0.1, [], cfg)  # a server that does not say
    # no usage weight: the revised_premise credit alone, which a left-out candidate changes only from `credited` up
    # (a server that does not say: not proven)
    assert not recall_core.pruned_exactly(rows, 3, out, 0.1, [], _without_usage(cfg))
    # coffee might be among the four (above floor) but, with no usage weight, inherits nothing through its derived cell
    assert recall_core.pruned_exactly([{**r, "premises": {"floor": 0.025, "credited": None, "usage": None}}
                                       for r in rows], 3, out, 0.1, [], _without_usage(cfg))
    assert not recall_core.pruned_exactly([{**r, "premises": {"floor": 0.01, "credited": 0.03, "usage": None}}
                                           for r in rows], 3, out, 0.1, [], _without_usage(cfg))  # it might displace it
    assert recall_core.pruned_exactly(rows, 3, out, 0.1, [], uncredited)  # neither weight: no premise credit


def test_the_pick_floor_allows_for_the_diversity_penalty_and_leaves_the_focus_out() -> None:
    cfg = _without_usage(RecallConfig.preset("balanced"))  # diversity 0.5, grace 1
    cands = [{"id": f"s{i}", "semantic": 0.9 - i / 10, "keyword": None, "distance": None, "routes": ["semantic"],
              "elementId": None} for i in range(4)]
    known = [recall_core.known_score(c, cfg, c["semantic"]) for c in cands]
    assert recall_core.pick_floor(cands, [], cfg, 2) == pytest.approx(known[1])
    assert recall_core.pick_floor(cands, [], cfg, 2, exclude=["s0"]) == pytest.approx(known[2])  # rank drops the focus
    # s1 has two look-alikes (more than the grace): its pick may cost it 0.5 x 0.95
    pairs = [["s0", "s1", 0.95], ["s1", "s3", 0.85]]
    assert recall_core.pick_floor(cands, pairs, cfg, 2) == pytest.approx(max(known[1] - 0.5 * 0.95, known[2]))
    assert recall_core.pick_floor(cands, pairs[:1], cfg, 2) == pytest.approx(known[1])  # one look-alike: the grace
    assert recall_core.pick_floor(cands, [], cfg, 5) == float("-inf")


def test_a_server_reported_pick_floor_proves_a_pruned_ranking() -> None:
    cfg = RecallConfig.preset("balanced")
    out = [{"id": "far"}]
    near = [["a", "c", 0.9], ["b", "c", 0.85]]
    rows = [_hit("a", 0.8), _hit("b", 0.6), _hit("c", 0.5)]
    assert not recall_core.pruned_exactly(rows, 3, out, 0.1, near, cfg)  # the client's estimate: c may be worth 0.05
    reported = [{**r, "pickFloor": 0.3} for r in rows]  # rank's selection made every pick at 0.3 or more
    assert recall_core.pruned_exactly(reported, 3, out, 0.1, near, cfg)
    assert not recall_core.pruned_exactly(reported, 3, out, 0.3, near, cfg)  # a tie: far might have come first
    assert not recall_core.pruned_exactly(reported[:2], 3, out, 0.1, near, cfg)
    conflicted = [{**reported[0], "traces": [{"type": "open_conflict", "conflict": "c1", "other": "far"}]},
                  *reported[1:]]
    assert not recall_core.pruned_exactly(conflicted, 3, out, 0.1, near, cfg)
