"""The product's stories about memory traces, end to end on the real servers: a fact corrected by a later
result of the same tool settles itself; two sources of equal standing disagree and a DBA decides through
the procedure; a changed preference found by discovery is what the current task recalls."""

from __future__ import annotations

from memgraph_py import Memory
from memgraph_py.connections import Neo4jStore
from memgraph_py.models import CellStatus
from memgraph_py.recall import RecallConfig


def test_a_later_result_of_the_same_tool_corrects_the_earlier_one(memory: Memory) -> None:
    trip = memory.remember("Plan a weekend in Lisbon", "task")
    old = memory.remember("Flight TP123 departs at 9:15", "tool_result", [trip], source="flights_api")
    memory.discover()
    new = memory.remember("Flight TP123 departs at 11:40", "tool_result", [trip], source="flights_api")
    report = memory.discover()
    (conflict,) = [c for c in report.conflicts if set(c.cells) == {old.id, new.id}]
    assert conflict.rule == "newer_statement" and conflict.winner == new.id
    assert memory.get(old.id).status is CellStatus.SUPERSEDED
    assert [v.cell.id for v in memory.versions(new)] == [old.id, new.id]


def test_sources_of_equal_standing_wait_for_a_dba_who_resolves_through_the_procedure(
        memory: Memory, neo: Neo4jStore) -> None:
    event = memory.remember("Organise the company offsite", "task")
    site = memory.remember("The venue holds 200 people", "tool_result", [event], source="venue_site")
    memory.discover()
    registry = memory.remember("The venue holds 120 people", "tool_result", [event], source="city_registry")
    memory.discover()
    (queued,) = memory.conflicts()
    assert set(queued.cells) == {site.id, registry.id} and queued.rule is None

    # the DBA, in cypher-shell or Neo4j Browser
    records, _, _ = neo.driver.execute_query(
        "CALL memlineage.traces.conflicts($namespace, 'open') YIELD conflict RETURN conflict",
        namespace=memory.namespace)
    assert [r["conflict"]["id"] for r in records] == [queued.id]
    records, _, _ = neo.driver.execute_query(
        "CALL memlineage.traces.resolve($namespace, $conflict, $keep, 'fire code registry is authoritative', 'dba') "
        "YIELD conflict RETURN conflict", namespace=memory.namespace, conflict=queued.id, keep=registry.id)
    assert records[0]["conflict"]["status"] == "resolved"

    assert memory.conflicts() == []
    assert memory.get(site.id).status is CellStatus.SUPERSEDED
    hits = memory.recall("how many people fit in the venue", k=5, focus=[event])
    assert registry.id in hits.ids() and site.id not in hits.ids()


def test_a_preference_changed_and_found_by_discovery_is_what_the_task_recalls(memory: Memory) -> None:
    profile = memory.remember("Profile of the traveller", "user_input")
    window = memory.remember("I prefer a window seat on flights", "preference", [profile])
    task = memory.remember("Book my flight to Oslo", "task", [window])
    memory.discover()
    aisle = memory.remember("I prefer an aisle seat on flights", "preference", [profile])
    memory.discover()
    assert memory.get(window.id).status is CellStatus.SUPERSEDED
    with memory.step(task):
        hits = memory.recall("which seat should I book", k=5, preset="lineage")
    assert aisle.id in hits.ids() and window.id not in hits.ids()
    assert any("newer version" in h.reason for h in hits if h.cell.id == aisle.id)


def test_a_preference_used_for_similar_work_answers_a_question_that_shares_no_words_with_it(memory: Memory) -> None:
    user = memory.remember("Profile of the user", "user_input")
    standing = [memory.remember(text, "preference", [user]) for text in (
        "User does not drink coffee; herbal tea or juice instead.", "User prefers quiet venues.",
        "User runs on Monday, Wednesday and Friday mornings.", "Emails on the user's behalf: formal tone, no emojis.",
        "User wants an aisle seat on flights.", "User prefers refurbished electronics.")]
    no_car = memory.remember("User has no car; travels by train and bike.", "preference", [user])
    # an earlier task: before choosing a venue the agent recalls the user's preferences and uses the one it applied
    party = memory.remember("Plan Nora's birthday party on Thursday", "task", [user])
    with memory.step(party):
        known = memory.recall("Find a venue for Nora's party", 20, kinds=["preference"], preset="semantic")
        memory.use(known, [no_car.id])
        venue = memory.remember("Find a venue for Nora's party", "plan")
    assert memory.usage(no_car.id)[0].informed == (venue.id,)
    car_id = memory.supersede(no_car.id, "User has an electric car again (driving is fine).", reason="bought a car").id
    # weeks later, from another task: the question shares no word with either version
    trip = memory.remember("Organise the family day out", "task", [user])
    question = "How do I get to Nora's party venue on Thursday?"
    with memory.step(trip):
        hits = memory.recall(question, 5, preset="balanced")
        cfg = RecallConfig.preset("balanced")
        without = memory.recall(question, 10, config=cfg.model_copy(
            update={"weights": cfg.weights.model_copy(update={"usage": 0.0})}), record=False)
    hit = next(h for h in hits if h.cell.id == car_id)
    assert hit.components["usage"] > 0.5  # the similarity of the plan that used the older version
    assert any(t["type"] == "used_in" and t["other"] == venue.id for t in hit.traces)
    assert f"used in similar work ({venue.id})" in hit.reason
    assert no_car.id not in hits.ids() and all(s.id not in hits.ids()[:1] for s in standing)
    assert car_id not in without.ids()[:hits.ids().index(car_id) + 1]  # the usage component is what lifted it


def test_a_task_resting_on_a_superseded_preference_recalls_its_newest_version_and_not_the_old_sentence(
        memory: Memory) -> None:
    """The task was planned while the user wanted an aisle seat; the user has since asked for the window. The plan's
    step recalls the window seat (the newest version of what the task rests on), says why, and neither the old
    preference nor the sentence it was stored from comes back; asked for history, the old sentence does."""
    profile = memory.remember("Profile of the traveller", "user_input")
    said_aisle = memory.remember("I always get up a lot on planes, so aisle please.", "user_input")
    aisle = memory.remember("User wants an aisle seat on flights.", "preference", [said_aisle, profile])
    others = [memory.remember(text, "preference", [profile]) for text in (
        "User does not drink coffee; herbal tea or juice instead.", "User prefers quiet venues.",
        "Emails on the user's behalf: formal tone, no emojis.", "User prefers refurbished electronics.")]
    task = memory.remember("Trip to Oslo on 3 March: book flight and hotel", "task", [aisle, *others])
    plan = memory.remember("Book the flight to Oslo", "plan", [task])
    said_window = memory.remember("I've started sleeping on flights, so give me the window from now on.", "user_input")
    window = memory.supersede(aisle.id, "User wants a window seat on flights.", reason="the user changed it",
                              parents=[said_window, profile])

    hits = memory.recall("Finalise the flight reservation", k=5, focus=[plan], record=False)
    assert window.id in hits.ids()
    (found,) = [h for h in hits.results if h.cell.id == window.id]
    assert "newer_version" in found.routes and "newer version" in found.reason
    assert aisle.id not in hits.ids() and said_aisle.id not in hits.ids()
    # the sentence behind the window seat still derives to a valid memory: it stays
    assert said_window.id in memory.recall("window seat sleeping on flights", k=10, record=False).ids()
    history = memory.recall("aisle seat, I get up a lot on planes", k=10, focus=[plan], record=False,
                            include_superseded=True)
    assert said_aisle.id in history.ids() and aisle.id in history.ids()


def test_a_question_bears_on_the_standing_preference_most_related_to_it_among_those_similar_work_rested_on(
        memory: Memory) -> None:
    """Every task derives from the user's whole profile (no use() says which preference it applied). Asked with no
    focus to book a flight, the window seat (0.23 alike to the question, the others 0.25 and less) is one of the two
    premises of the similar trip tasks most related to it, so it inherits their similarity; the aisle seat it
    replaced stays out."""
    profile = memory.remember("Profile of the traveller", "user_input")
    aisle = memory.remember("User wants an aisle seat on flights.", "preference", [profile])
    others = [memory.remember(text, kind, [profile]) for text, kind in (
        ("User does not drink coffee; herbal tea or juice instead.", "preference"),
        ("User prefers quiet venues.", "preference"),
        ("Emails on the user's behalf: formal tone, no emojis.", "preference"),
        ("User prefers refurbished electronics.", "preference"),
        ("Hotel budget: at most €150 per night (company reimbursement limit).", "constraint"),
        ("Budget for restaurants: at most €40 per person.", "constraint"),
        ("No appointments before 10:00 on weekdays (school run).", "constraint"))]

    def session(request: str, task: str, steps: list[tuple[str, str]], premises: list[str]) -> None:
        asked = memory.remember(request, "user_input")
        parent = memory.remember(task, "task", [asked, *premises])
        for content, kind in steps:
            parent = memory.remember(content, kind, [parent])

    session("Can you organise my trip to Milan on 13 March? Flights and a hotel.",
            "Trip to Milan on 13 March: book flight and hotel", [
                ("Search flights to Milan around 13 March", "plan"),
                ("Flight search 13 March → Milan: IB1846 (Iberia) 07:10, AZ77 (ITA) 12:30", "tool_result"),
                ("Chosen flight to Milan: Iberia IB1846 on 13 March", "fact")], [aisle.id, *(o.id for o in others)])
    session("Help me look at my spending for May.", "Review finances for May", [
        ("Compare May with the budget", "plan"), ("Spent €201 over budget in May, mostly on subscriptions", "fact")],
            [aisle.id, *(o.id for o in others)])
    window = memory.supersede(aisle.id, "User wants a window seat on flights.", reason="the user changed it").id
    session("Please organise my trip to Vienna on 2 November, flights and hotel.",
            "Organise travel to Vienna for 2 November (5 nights)", [
                ("Search flights to Vienna around 2 November", "plan"),
                ("Flight booking reference for the Vienna trip is XO4411", "fact")], [window, *(o.id for o in others)])

    question = "Go ahead and book the Iberia flight to Lisbon"
    hits = memory.recall(question, 10, record=False)
    cfg = RecallConfig.preset("balanced")
    without = memory.recall(question, 10, config=cfg.model_copy(
        update={"weights": cfg.weights.model_copy(update={"usage": 0.0})}), record=False)
    assert window in hits.ids()[:5] and aisle.id not in hits.ids()
    hit = next(h for h in hits if h.cell.id == window)
    used_in = [t for t in hit.traces if t["type"] == "used_in"]
    assert used_in and memory.get(used_in[0]["other"]).kind.value == "task"
    assert hit.components["usage"] == used_in[0]["similarity"] > hit.components["semantic"]
    assert window not in without.ids()[:5]  # the premise credit is what lifted it
    # of the eight standing memories the tasks rested on, only the two most related to the question are credited
    credited = [h.cell.id for h in memory.recall(question, 30, record=False) if h.cell.kind.value in
                ("preference", "constraint") and h.components["usage"] > 0]
    assert window in credited and len(credited) <= 2
