"""The I/O-free half of ingest: the offline extractor, dates, the write gate, labels, query understanding,
transcript parsing — and the OpenAI extractor against a local OpenAI-compatible HTTP server started here."""

from __future__ import annotations

import json
import re
from datetime import datetime, timezone

import pytest

from memgraph_py.errors import InvalidContentError, InvalidTranscriptError
from memgraph_py.extract import Candidate, HeuristicExtractor, Message, parse_input, parse_transcript
from memgraph_py.extract_blocks import boxed_cards, frames, records, sitreps, table_talk, telegrams
from memgraph_py.extract_fallback import FALLBACK_RULE, carries_value
from memgraph_py.extract_layouts import hashtags, mails, pasted, verses, whose
from memgraph_py.extract_classifier import CLASSES, ClauseClassifier, fit
from memgraph_py.extract_openai import OpenAIExtractor
from memgraph_py.gate import GateConfig, Neighbour, decide
from memgraph_py.judge import HeuristicJudge
from memgraph_py.labels import label, topics
from memgraph_py.query_understanding import understand
from memgraph_py.timeexpr import find_dates, find_range
from openai_compatible import ChatCompletionsServer

NOW = datetime(2026, 11, 30, 12, 0, tzinfo=timezone.utc)  # a Monday


def read(text: str) -> list[tuple[str, str]]:
    return [(c.cls, c.content) for c in HeuristicExtractor().extract(parse_input(text, now=NOW))]


@pytest.mark.parametrize("text, cls", [
    ("I prefer aisle seats on long flights.", "preference"),
    ("Honestly, I can't stand cilantro.", "preference"),
    ("Please always reply in French.", "preference"),
    ("I'm allergic to penicillin.", "constraint"),
    ("Never book meetings before 9am.", "constraint"),
    ("My budget is €150 per night.", "constraint"),
    ("My passport number is X1234567.", "fact"),
    ("Anna is my sister.", "fact"),
    ("I work at Globex as a data analyst.", "fact"),
    ("Remind me to call the landlord.", "task"),
    ("My dentist appointment is on 3 March at 10am.", "event"),
])
def test_the_offline_extractor_reads_each_class(text: str, cls: str) -> None:
    assert [c for c, _ in read(text)] == [cls]


@pytest.mark.parametrize("text", [
    "How are you today?", "Do you like jazz?", "If I were rich I'd buy a boat.", "Imagine if I lived in Tokyo.",
    "Oh great, I just love waiting in line for an hour.", "Nothing I love more than a 6am flight. /s",
    "My friend says she loves opera.", "I used to live in Madrid.", "My day was so long lol", "thanks!",
    "Maybe one day I'll try skydiving.",
])
def test_small_talk_questions_hypotheticals_sarcasm_and_others_are_not_memories(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize("text, expected", [
    # a request to the assistant that carries a standing fact is read for what it asks
    ("Could you keep my Wednesday evenings free?", [("constraint", "Wednesday")]),
    ("Can you put the school play on 14 May in the diary?", [("event", "14 May")]),
    ("Could you explain which hotels have the best gyms?", []),
    # a clause that refers back is read with the one that names the thing
    ("Can you book the corner table? That's what I always go for.", [("preference", "corner table")]),
    ("Could you use 4471? That's my door code.", [("fact", "4471")]),
    ("Please no mushrooms; I'm allergic.", [("constraint", "mushrooms")]),
    # two memories in one clause, corrections in passing, chat spelling, the user in the third person
    ("I'm pescatarian and my locker number is 31.", [("constraint", "pescatarian"), ("fact", "31")]),
    ("sorry, correction: my door code is 5523", [("fact", "5523")]),
    ("im alergic to kiwi", [("constraint", "kiwi")]),
    ("Note for the travel desk: this passenger prefers exit rows.", [("preference", "exit rows")]),
])
def test_requests_references_pairs_corrections_and_chat_spelling(text: str, expected: list[tuple[str, str]]) -> None:
    found = read(text)
    assert [c for c, _ in found] == [c for c, _ in expected]
    for (_, content), (_, value) in zip(found, expected, strict=True):
        assert value in content


# Each reading rule with sentences written for it (none from the benchmark's wordings): what is kept, and a look-alike
# that must not be.
@pytest.mark.parametrize("text, expected", [
    # a wh-word asks for information only inside the request's own clause: "…, it's what I always get" is a free relative
    ("Could you order the lemon tart, it's what I always get.", [("preference", "lemon tart")]),
    ("Could you check which trains run on Sunday?", []),
    # "could we" asks for something to be done, like "could you"
    ("Could we keep dinners under 60 euros?", [("constraint", "60 euros")]),
    ("Could we chat later?", []),
    # "I suppose" hedges; only a clause-initial "suppose" poses a hypothetical
    ("I suppose the corner booth would be my pick.", [("preference", "corner booth")]),
    ("Suppose I lived in Oslo, what then?", []),
    # an instruction that picks for the user is standing when it names the user or a habit
    ("When you have a choice, go with the quiet carriage for me.", [("preference", "quiet carriage")]),
    ("If you're booking, I'd go with the earliest train.", [("preference", "earliest train")]),
    ("Should you need to choose for me, pick the vegetarian menu.", [("preference", "vegetarian menu")]),
    ("Go with whatever.", []),
    ("If it snows, we might cancel.", []),
    # a list's header names what its items are
    ("Errands for Saturday: return the drill, buy stamps.", [("task", "drill")]),
    ("Things I love: sourdough, long baths.", [("preference", "sourdough")]),
    ("Things I need right now: a nap, lol.", []),
    # someone else's taste or restriction, an open hedge, the simple past of a state
    ("My aunt would adore a cruise.", []),
    ("My boss is allergic to dogs.", []),
    ("My friend's budget is 300 euros.", []),
    ("Her flight lands on Friday.", []),
    ("I might enjoy rugby, never watched it.", []),
    ("Not sure I'd like skiing.", []),
    ("Maybe I'm lactose intolerant, no idea.", []),
    ("I was a vegan for two years in college.", []),
    ("I was born in Leeds.", [("fact", "Leeds")]),
    ("Lots of folks are gluten intolerant.", []),
    # a third-person self-reference agrees with "I"
    ("Somebody (me) has to water the plants.", [("task", "plants")]),
    # "X and I" is one subject, not two clauses; "… and could you …" starts a new one
    ("Oysters and I don't mix.", [("constraint", "Oysters")]),
    ("I'm vegan and I have two cats.", [("constraint", "vegan"), ("fact", "two cats")]),
    ("My desk is number 14 and could you book me a window table? Those are my favourite.",
     [("fact", "14"), ("preference", "window table")]),
    # a cleft's "it" does not refer back
    ("My gate code is 1942. Also, it's walnuts I'm allergic to.", [("fact", "1942"), ("constraint", "walnuts")]),
    # a request names the thing, the next sentence gives it
    ("Oh, can you use 8821? That's my locker code.", [("fact", "8821")]),
    ("Could you write down my library card number? It's LB-5521.", [("fact", "LB-5521")]),
    ("my landlord?? Mr Osei", [("fact", "Osei")]),
    # reactions to the chat are not preferences; a habit makes a verbless fragment one
    ("I appreciate it.", []),
    ("I love that!", []),
    ("Rye bread, always.", [("preference", "Rye bread")]),
    ("Always happy to help!", []),
    ("I'm a night-owl type.", [("preference", "night-owl")]),
    ("Thai is hands down my favourite cuisine.", [("preference", "Thai")]),
    # limits, a doctor's orders, avoidance, reactions
    ("Total cost shouldn't exceed 700 dollars.", [("constraint", "700")]),
    ("600 is my hard limit.", [("constraint", "600")]),
    ("My GP says no alcohol while I'm on these tablets.", [("constraint", "alcohol")]),
    ("My sister says I should try yoga.", []),
    ("Please steer clear of anything with coriander.", [("constraint", "coriander")]),
    ("Keep prawns well away from me, I react badly.", [("constraint", "prawns")]),
    ("anything w/ soy = hospital for me", [("constraint", "soy")]),
    ("Please hold my calls until 11am.", [("constraint", "11am")]),
    # facts: contact, names, "X as my <anything>", updates
    ("You can email me at bex.ode@example.org.", [("fact", "bex.ode@example.org")]),
    ("Put down Joe Park as my emergency contact.", [("fact", "Joe Park")]),
    ("I go by Bex.", [("fact", "Bex")]),
    ("Elena's my wife.", [("fact", "Elena")]),
    ("Just so you know: postcode now LS6 2AB.", [("fact", "LS6 2AB")]),
    # tasks and events
    ("I've got to renew my railcard.", [("task", "railcard")]),
    ("Could you nag me to book the MOT?", [("task", "MOT")]),
    ("I ought to call the bank this week.", [("task", "bank")]),
    ("I've booked the physio for next Thursday.", [("event", "next Thursday")]),
    ("Off to Tallinn on 9 April.", [("event", "9 April")]),
    # a thing named, then a bare habit or identity marker; a question that takes a fact as given
    ("Pistachio gelato!! Every time.", [("preference", "Pistachio gelato")]),
    ("Night trains. That's me.", [("preference", "Night trains")]),
    ("Hi! That's me.", []),
    ("I'll take the bus over a taxi, no contest.", [("preference", "bus")]),
    ("I have a thing for vintage cameras.", [("preference", "vintage cameras")]),
    ("Rank hotels with a pool first whenever you compare options.", [("preference", "pool")]),
    ("Is it weird that I'm obsessed with crosswords?", [("preference", "crosswords")]),
    ("Is it weird if I move to Oslo?", []),
    ("gym? FitZone.", []),
    ("postcode? LS6 2AB.", [("fact", "LS6 2AB")]),
    ("TODO renew the railcard", [("task", "railcard")]),
    # sarcasm
    ("Oh sure, I adore tax season.", []),
    ("Great, another invoice to file. Love that for me.", []),
])
def test_each_reading_rule_on_sentences_of_its_own(text: str, expected: list[tuple[str, str]]) -> None:
    found = read(text)
    assert [c for c, _ in found] == [c for c, _ in expected], found
    for (_, content), (_, value) in zip(found, expected, strict=True):
        assert value in content


def test_a_message_splits_into_clauses_and_keeps_the_current_one() -> None:
    found = read("I used to drink coffee, but now I prefer green tea. Dr. Shah is my dentist.")
    assert found == [("preference", "Now I prefer green tea."), ("fact", "Dr. Shah is my dentist.")]


def test_candidates_carry_their_span_turn_date_values_negation_and_labels() -> None:
    (c,) = HeuristicExtractor().extract([Message("user", "hi", 0, NOW),
                                         Message("user", "Btw my flight to Rome is next Friday at 9:15 am", 1, NOW)])
    assert c.turn == 1 and c.span.startswith("Btw my flight") and c.date == "2026-12-04" and c.cls == "event"
    assert "class:event" in c.tags and "topic:travel" in c.tags and "place:rome" in c.tags and "date:2026-12-04" in c.tags
    (neg,) = HeuristicExtractor().extract([Message("user", "I don't like horror movies.", 0, NOW)])
    assert neg.negated and "negated" in neg.tags


def test_dates_in_several_formats() -> None:
    days = [d.day.isoformat() for d in find_dates("2027-01-05, 4 March, March 4th, 14/12, tomorrow, next Tuesday", NOW)]
    assert days == ["2027-01-05", "2027-03-04", "2027-03-04", "2026-12-14", "2026-12-01", "2026-12-01"]
    last_week = find_range("what did we talk about last week?", NOW)
    assert last_week is not None and last_week.since == datetime(2026, 11, 23, tzinfo=timezone.utc)
    assert last_week.until == datetime(2026, 11, 30, tzinfo=timezone.utc)
    assert find_range("the plan", NOW) is None


def test_the_gate_keeps_merges_flags_conflicts_and_drops_with_reasons() -> None:
    judge, cfg = HeuristicJudge(), GateConfig()
    (c,) = HeuristicExtractor().extract([Message("user", "I'm vegetarian.", 0, NOW)])
    assert decide(c, [], judge, cfg).action == "keep"
    same = decide(c, [Neighbour("m1", "I'm vegetarian.", "constraint", 0.99)], judge, cfg)
    assert same.action == "merge" and same.target == "m1" and "duplicate" in same.reason
    (flight,) = HeuristicExtractor().extract([Message("user", "My flight to Rome leaves at 11:40 am.", 0, NOW)])
    clash = decide(flight, [Neighbour("m2", "My flight to Rome leaves at 9:15 am.", "fact", 0.93)], judge, cfg)
    assert clash.action == "conflict" and clash.target == "m2"
    (hedged,) = HeuristicExtractor().extract([Message("user", "I think I kind of like jazz.", 0, NOW)])
    near = [Neighbour("m3", "Jazz concert tickets are sold out.", "fact", 0.7)]
    low = decide(hedged, near, judge, cfg.model_copy(update={"threshold": 0.8, "keep_margin": 0.0}))
    assert low.action == "drop" and "below the threshold" in low.reason and low.components["confidence"] < 0.9
    # within keep_margin below the threshold, the user's own stance keeps it; a statement with neither stance nor value
    # still goes
    stance = decide(hedged, near, judge, cfg.model_copy(update={"threshold": 0.75}))
    assert stance.action == "keep" and "the user's own stance" in stance.reason and stance.score < 0.75
    (vague,) = HeuristicExtractor().extract([Message("user", "Honestly the quiet carriage is the best.", 0, NOW)])
    assert not vague.values and not vague.date and not vague.entities
    assert decide(vague, near, judge, cfg.model_copy(update={"threshold": 0.75})).action == "drop"


def test_labels_give_topics_and_entity_types() -> None:
    assert topics("I prefer aisle seats on flights") == ["travel"]
    tags = label("My sister Anna lives in Lisbon.", "fact", ["anna", "lisbon"])
    assert {"class:fact", "person:anna", "place:lisbon", "topic:family"} <= set(tags)


def test_query_understanding_reads_time_entities_and_intent() -> None:
    seen = understand("What did we decide about the Atlas project last week?", NOW)
    assert seen.intent == "decision" and "plan" in (seen.kinds or ())
    assert seen.since == datetime(2026, 11, 23, tzinfo=timezone.utc) and seen.time_text == "last week"
    assert seen.entities.get("atlas") == "project"
    assert "intent decision" in seen.explain() and "last week" in seen.explain()
    assert understand("what does my sister Anna like?", NOW).entities == {"anna": "person"}
    assert understand("flight number", NOW).intent == "lookup"


@pytest.mark.parametrize("text, fmt, count", [
    ('{"role": "user", "content": "hi"}\n\n{"role": "assistant", "content": "hello"}\n', "auto", 2),
    ('[{"role": "user", "content": "hi"}]', "auto", 1),
    ("User: I love tea\nAssistant: noted\nand more\n[2026-11-30T10:00:00Z] user: bye", "auto", 3),
])
def test_transcripts_parse(text: str, fmt: str, count: int) -> None:
    messages = parse_transcript(text, fmt)
    assert len(messages) == count and parse_input(messages)


@pytest.mark.parametrize("text, fmt, error", [
    ('{"role": "user", "content": "hi"}\n{"role": "user", "content": ', "jsonl", InvalidTranscriptError),
    ("no speaker here\nnor here", "chat", InvalidTranscriptError),
    ("[1, 2", "json", InvalidTranscriptError),
    ("   ", "auto", InvalidContentError),
    ("a\x00b\x00c", "auto", InvalidContentError),
])
def test_malformed_transcripts_are_typed_errors(text: str, fmt: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        parse_input(parse_transcript(text, fmt))


# --- the OpenAI extractor against a local OpenAI-compatible server ----------------------------------------------
def test_the_openai_extractor_uses_a_strict_json_schema_and_keeps_only_grounded_memories(
        chat_server: ChatCompletionsServer) -> None:
    chat_server.replies.append(json.dumps({"memories": [
        {"class": "preference", "content": "The user prefers aisle seats.", "turn": 0, "span": "I prefer aisle seats",
         "confidence": 0.9, "negated": False, "date": None, "topics": ["travel"]},
        {"class": "fact", "content": "The user owns a yacht.", "turn": 0, "span": "I own a yacht",  # not said
         "confidence": 0.9, "negated": False, "date": None, "topics": []},
        {"class": "mood", "content": "x", "turn": 0, "span": "I prefer", "confidence": 1, "negated": False,
         "date": None, "topics": []},
    ]}))
    extractor = OpenAIExtractor("test-model", base_url=chat_server.url, api_key="k")
    (c,) = extractor.extract([Message("user", "I prefer aisle seats, thanks.", 0, NOW)])
    assert c.cls == "preference" and c.extractor == "openai:test-model" and "topic:travel" in c.tags
    request = chat_server.requests[0]["body"]
    assert request["response_format"]["type"] == "json_schema"
    assert request["response_format"]["json_schema"]["strict"] is True
    chat_server.replies.append("sorry, I cannot do JSON")  # unusable: the offline extractor answers instead
    (fallback,) = extractor.extract([Message("user", "I'm allergic to peanuts.", 0, NOW)])
    assert fallback.cls == "constraint" and fallback.extractor == "heuristic"


def test_with_an_embedder_clauses_no_pattern_matches_are_read_by_their_nearest_examples(embedder) -> None:
    reader = HeuristicExtractor(embedder, classifier=None)  # as with an embedder the shipped weights do not fit
    message = [Message("user", "Quiet trains are so much nicer than buses.", 0, NOW),
               Message("user", "Lovely weather today.", 1, NOW)]
    assert HeuristicExtractor().extract(message) == []  # no pattern knows this wording
    (c,) = reader.extract(message)
    assert c.cls == "preference" and c.turn == 0 and c.rule.startswith("nearest examples")
    assert c.confidence < 0.9  # less sure than a pattern


def test_the_query_expander_asks_for_rephrasings_through_a_json_schema(chat_server: ChatCompletionsServer) -> None:
    from memgraph_py.query_understanding import QueryExpander

    chat_server.replies.append(json.dumps({"queries": ["seat preference on planes", "  ", "aisle or window"]}))
    assert QueryExpander("m", base_url=chat_server.url, api_key="k").expand("where do I sit?") == [
        "seat preference on planes", "aisle or window"]
    assert chat_server.requests[-1]["body"]["response_format"]["json_schema"]["strict"] is True


@pytest.mark.parametrize("text, expected", [
    # an item is read under its list's header; a list of things seen is no memory
    ("Things to avoid:\n- shellfish\n- flights before 8am", [("constraint", "shellfish"), ("constraint", "8am")]),
    ("Things I saw on the walk:\n- a fox\n- two herons", []),
    # a postscript is a clause of its own; dictated punctuation and a tag question end no statement
    ("my locker code is 5521 PS remind me to buy socks", [("fact", "5521"), ("task", "socks")]),
    ("my bike lock code is 7788 full stop", [("fact", "My bike lock code is 7788.")]),
    ("You'll be here at noon, ok?", []),
    # chat run-ons: a laugh or a request to the assistant ends the clause before it
    ("i'm hooked on crosswords lately haha my locker code is 3390", [("preference", "crosswords"), ("fact", "3390")]),
    ("my flight home is next Thursday can you remind me the night before",
     [("event", "flight home is next Thursday"), ("task", "night before")]),
    ("haha i know", []),
    # a past-tense frame around a present stance states the present; the past alone does not
    ("After that trip I was certain that I love night trains.", [("preference", "night trains")]),
    ("When I was at school I loved night trains.", []),
    # a clause pointing back ("… over it") is read with the clause that named the thing
    ("Band practice is every Wednesday - please don't schedule anything over it.", [("constraint", "Wednesday")]),
])
def test_structural_readings_on_sentences_of_its_own(text: str, expected: list[tuple[str, str]]) -> None:
    found = read(text)
    assert [c for c, _ in found] == [c for c, _ in expected], found
    for (_, content), (_, value) in zip(found, expected, strict=True):
        assert value in content


@pytest.mark.parametrize("text, expected", [
    # a wording no pattern knows, read by meaning; its look-alike about someone else or asked as a question is not kept
    ("Pottery evenings are the highlight of my week.", "preference"),
    ("My neighbour's pottery evenings are the highlight of her week.", None),
    ("My spending cap for the weekend is 200 dollars.", "constraint"),
    ("Was 200 dollars a fair price for that?", None),
    ("Ms Varga, our dog sitter, if you ever need her.", "fact"),  # the value before its name
    ("I always take the stairs, ok?", "preference"),
    # a message that reacts to a situation keeps none of its weak readings
    ("Adore it when the printer jams five minutes before a deadline. Best feeling ever.", None),
    # a time and a schedule word read as an event by the patterns, but the clause states a limit
    ("My hard stop for work calls is 5:30 pm, school pickup after that.", "constraint"),
])
def test_the_learned_reader_keeps_what_no_pattern_knows_and_not_its_look_alikes(embedder, text: str,
                                                                                 expected: str | None) -> None:
    reader = HeuristicExtractor(embedder)
    assert reader.classifier is not None and not any(re.fullmatch(r"heldout\d+", w) for w in reader.classifier.trained_on)
    found = reader.extract([Message("user", text, 0, NOW)])
    assert [c.cls for c in found] == ([expected] if expected else []), [(c.cls, c.rule) for c in found]
    if expected and expected != "constraint":
        assert found[0].rule.startswith("learned reader") and found[0].confidence <= 0.85  # less sure than a pattern


def test_the_shipped_weights_fit_only_their_embedder_and_fitting_is_deterministic(embedder) -> None:
    class OtherEmbedder:
        name, dimension = "someone-elses-model", 384

    assert ClauseClassifier.load(OtherEmbedder()) is None
    assert HeuristicExtractor(OtherEmbedder()).classifier is None  # read by nearest example sentences instead
    texts = ["I adore rainy Sunday mornings.", "Peanuts put me in hospital.", "My locker is number 12.",
             "The recital is on 3 May.", "I must renew the permit.", "Nice weather."]
    vectors = embedder.embed(texts)
    first, second = (fit(vectors, list(CLASSES[1:]) + ["none"], model=embedder.name, iterations=200) for _ in range(2))
    assert (first.weights == second.weights).all() and (first.bias == second.bias).all()
    assert [CLASSES[i] for i in first.probabilities(vectors).argmax(axis=1)] == list(CLASSES[1:]) + ["none"]


def read_messages(messages: list[dict[str, str]], embedder: object | None = None) -> list[tuple[str, str]]:
    return [(c.cls, c.content) for c in HeuristicExtractor(embedder).extract(parse_input(messages, now=NOW))]


@pytest.mark.parametrize("text, expected", [
    # quoted words framed as someone else's are not the user's; a quote that names a thing, or one the user asks to
    # have noted, is
    ('The leaflet says "perfect for people who hate stairs" and the lift was broken anyway', []),
    ("Copying what Raj wrote in the team chat: 'I can't do Fridays, ever' - that's him, obviously", []),
    ("My neighbour's sign reads \"we love jazz nights\", loud ones too", []),
    ('My favourite album is "Blue Train" by a mile.', [("preference", "Blue Train")]),
    ("Please note this down: 'no calls after 8pm'", [("constraint", "8pm")]),
    # a quoted line ("> …") is not the user's words; a quoted question about them is read with the answer under it
    ("> I'm allergic to walnuts\nlol who wrote this", []),
    ("> What's your locker number?\n318", [("fact", "my locker number is 318")]),
    ("> Any allergies to flag?\nkiwi fruit", [("constraint", "kiwi fruit")]),
    ("> How much can you spend on the flat?\n£900 a month", [("constraint", "£900")]),
    ("> What's the latest that works for you?\n8pm, not later", [("constraint", "8pm")]),
    ("> What's your locker number?\nno idea, sorry", []),
    # a rating the user gives as a standing verdict is a preference; a one-off, a middling one, one reported from
    # others, or a date that looks like one is not
    ("Night trains: 9/10, would book again", [("preference", "Night trains")]),
    ("I'd give sourdough pizza 5/5 every time", [("preference", "sourdough pizza")]),
    ("Durian: 1/10, never again", [("preference", "Durian")]),
    ("The play last night: 8 out of 10.", []),
    ("Reviews give the spa 9/10, apparently.", []),
    ("Tapas bar: 5/10, would not rush back", []),
    ("Dentist check-up: 10/10", [("event", "10/10")]),
    # formal and indirect requests are read for what they ask
    ("Might I trouble you to record my library card number? It is 4417.", [("fact", "4417")]),
    ("I would be grateful if no visits were booked for me after 6pm.", [("constraint", "6pm")]),
    ("I should be obliged if the hotel did not exceed 90 euros a night.", [("constraint", "90 euros")]),
    # a frame that announces what follows is not itself the memory
    ("I ought to mention that I am pescatarian.", [("constraint", "pescatarian")]),
    ("I ought to renew my library card.", [("task", "library card")]),
    # a plan called off keeps nothing; a plan kept does
    ("We were going to see the ballet on Friday but it fell through.", []),
    ("My ballet class got moved to Friday.", [("event", "Friday")]),
    # venting is not a standing preference, though a task said while venting stands
    ("ugh, I hate rainy Tuesdays", []),
    ("ugh i still have to fix the bike light", [("task", "bike light")]),
    # chat drops the subject, joins statements with "+" or "//", and stances come in other words
    ("cant get enough of salted liquorice", [("preference", "salted liquorice")]),
    ("i like board games + i'm allergic to kiwi", [("preference", "board games"), ("constraint", "kiwi")]),
    ("Flat whites or nothing, honestly.", [("preference", "Flat whites")]),
    ("My kids think I'm boring, but I'm firmly on the side of early nights.", [("preference", "early nights")]),
    ("I'm easy, as long as it's somewhere with a garden.", [("preference", "garden")]),
    ("Any evening except Wednesday works.", [("constraint", "Wednesday")]),
    ("oat cookies = instant hives for me", [("constraint", "oat cookies")]),
    ("Kiwi? Allergic. Seriously.", [("constraint", "Kiwi")]),
    ("Rex ← my dog", [("fact", "Rex")]),
    ("BX-4471, that's my bike lock code", [("fact", "BX-4471")]),
    ("It's Dana, my manager I mean.", [("fact", "Dana")]),
    # an event, then what its day means for the user: one memory, the event
    ("My exam is on 12 June, so please keep that day free.", [("event", "12 June")]),
    # someone else's things are not the user's
    ("The previous owner's garage code is still taped to the door.", []),
    ("Is a weekend in Rome worth it or not? Asking for a friend.", []),
    ("Sure, I'd LOVE to spend Saturday at the tax office.", []),
])
def test_readings_added_at_stop_25_on_sentences_of_its_own(text: str, expected: list[tuple[str, str]]) -> None:
    found = read(text)
    assert [c for c, _ in found] == [c for c, _ in expected], found
    for (_, content), (_, value) in zip(found, expected, strict=True):
        assert value.lower() in content.lower(), (content, value)


def test_the_assistants_question_is_read_with_a_terse_answer_after_it() -> None:
    asked = [{"role": "assistant", "content": "Happy to help. Which evening is bad for you?"},
             {"role": "user", "content": "Thursdays, choir"}]
    assert read_messages(asked) == [("constraint", "Thursdays, choir is bad for me.")]
    # a question that is not about the user, or a long answer, is not read that way
    assert read_messages([{"role": "assistant", "content": "Anything else?"},
                          {"role": "user", "content": "Thursdays"}]) == []
    assert read_messages([{"role": "assistant", "content": "What's your member number?"},
                          {"role": "user", "content": "A-7781"}]) == [("fact", "My member number is A-7781.")]
    assert read_messages([{"role": "assistant", "content": "What's your member number?"},
                          {"role": "user", "content": "Hang on, let me look for it in the other bag first"}]) == []


def test_the_learned_reader_reads_a_quoted_question_with_its_answer(embedder) -> None:
    found = read_messages([{"role": "user", "content": "> Which evening is bad for you?\nThursdays, every week"}], embedder)
    assert [c for c, _ in found] == ["constraint"] and "Thursdays" in found[0][1], found
    # the narration of what was done is no task, whatever the reader leans to
    assert read_messages([{"role": "user", "content": "I dug the old receipts out of the drawer."}], embedder) == []


@pytest.mark.parametrize("text, expected", [
    # a Markdown table: a key/value table, a header naming its fields, a "who" column that keeps only the user's row
    ("Profile bits:\n\n| field | value |\n|---|---|\n| cat | Biscuit |\n\nthat's all", [("fact", "Biscuit")]),
    ("| | |\n|---|---|\n| loves | night trains |", [("preference", "night trains")]),
    ("Lunch order:\n\n| name | diet |\n|---|---|\n| me | pescatarian |\n| Tom | anything |", [("constraint", "pescatarian")]),
    ("Lunch order:\n\n| name | diet |\n|---|---|\n| Tom | pescatarian |", []),
    ("Next up:\n\n| what | when |\n|---|---|\n| driving test | 14 March |", [("event", "14 March")]),
    ("| chore | owner |\n|---|---|\n| fix the gutter | me |", [("task", "fix the gutter")]),
    ("| chore | owner |\n|---|---|\n| fix the gutter | Dad |", []),
    # a table or config block framed as not the user's keeps nothing
    ("Prices on their site:\n\n| room | price |\n|---|---|\n| Suite | €400 |\n\npricey?", []),
    ("Sample config from the manual, not mine:\n```yaml\nmax_spend: 50 euros\n```", []),
    # YAML / INI / JSON blocks: each value read under its key path; switches and placeholders are left out
    ("my notes:\n```yaml\nhealth:\n  allergies:\n    - sesame\n  share: false\n```", [("constraint", "sesame")]),
    ("```yaml\nupcoming:\n  - name: \"physio session\"\n    date: \"next Friday\"\n```", [("event", "next Friday")]),
    ('```json\n{"me": {"locker": "B-12"}}\n```', [("fact", "B-12")]),
    ("```ini\n[me]\nbike lock = 4821\n```", [("fact", "4821")]),
    # a ✔ line is a pick, "✘ the rest" and a ticked deed are nothing
    ("picks for the trip:\n✔ sleeper trains\n✘ everything else", [("preference", "sleeper trains")]),
    ("done today:\n✓ called the bank\n✓ paid the rent", []),
    ("- [ ] oysters\n- [x] bread", []),  # a Markdown checklist is no shortlist of tastes
])
def test_blocks_read_at_stop_26_on_sentences_of_our_own(text: str, expected: list[tuple[str, str]]) -> None:
    found = read(text)
    assert [c for c, _ in found] == [c for c, _ in expected], found
    for (_, content), (_, value) in zip(found, expected, strict=True):
        assert value.lower() in content.lower(), (content, value)


@pytest.mark.parametrize("text, expected", [
    # disfluent speech: fillers, repeated words and restarts are read past; a filler-only message keeps nothing
    ("so what I what I prefer is, um, green tea, yeah, green tea", [("preference", "green tea")]),
    ("the limit's, uh, let's say, uh, 60 euros, no, yeah, 60 euros max", [("constraint", "60 euros")]),
    ("my, uh, my locker number, it's, um, 77, I think, no, yeah, it's 77", [("fact", "77")]),
    ("uh, um, yeah", []),
    # a preference under a condition put to the assistant; the same frame for someone else is nothing
    ("If you ever want to make me happy: fresh croissants. Never fails.", [("preference", "fresh croissants")]),
    ("If you ever need to cheer up my brother: football.", []),
    # budgets and time limits in other words
    ("flat for the summer, £700 tops", [("constraint", "£700")]),
    ("It took twenty minutes tops.", []),
    ("Deliveries please not after 6 pm, later I can not.", [("constraint", "6 pm")]),
    ("I have an allergy against wasps.", [("constraint", "wasps")]),
    # an event with its errand is one memory, the event; a task with its own subject stays a task
    ("eek, the school play is next Thursday, need to sew a costume", [("event", "next Thursday")]),
    ("My flight is on Friday. I need to renew my passport.", [("event", "Friday"), ("task", "renew my passport")]),
    # chat forms: a heart for "love", emphatic full stops, "rmnd me 2 …", a tag question without a comma
    ("ngl i ❤ rainy sundays, every. single. week", [("preference", "rainy sundays")]),
    ("rmnd me 2 book the vet", [("task", "book the vet")]),
    ("no calls b4 8 am ok?", [("constraint", "8 am")]),
    # the user named as the assistant's user, then "they"
    ("Breaking news about your favourite user: they love sea swimming.", [("preference", "sea swimming")]),
    # a question quoted back, then its answer
    ("“What do you like to read?” you asked. Crime novels. Anything else?", [("preference", "Crime novels")]),
    # another person's wishes, the user's indifference, sarcasm, cancellations, places' schedules, the past
    ("My flatmate wants the big room, give it to her — I'm fine with whatever.", []),
    ("Priya loves karaoke, for the record.", []),
    ("Oh wow, nothing I love more than a €300 parking fine. Delighted.", []),
    ("Great, my favourite: roadworks outside at 7am.", []),
    ("Right, um, never mind, forget it.", []),
    ("ugh, dentists.", []),
    ("ugh, I can't do calls after 9pm", [("constraint", "9pm")]),
    ("Never mind the rain, I love a walk on the beach.", [("preference", "walk on the beach")]),
    ("The gym doesn't open until 7, which is annoying.", []),
    ("The bakery's door code is 1234, handy.", []),
    ("Ages ago my locker number was 12.", []),
    ("Those gloves are size 8 but they're for my niece, not me.", []),
    ("note for my mum: 'dinner is at 7' can you make it friendlier", []),
    # the user in the third person with who that is after it; a pause ("…") between two thoughts; formal and
    # German-shaped limits
    ("The passenger in seat 4C (yours truly) is unavailable on Mondays.", [("constraint", "Mondays")]),
    ("The passenger in seat 4C is unavailable on Mondays.", []),
    ("I prefer green tea … uh and and my budget is €80", [("preference", "green tea"), ("constraint", "€80")]),
    ("I would ask that the total remain within 500 euros.", [("constraint", "500 euros")]),
    ("On Mondays I have my choir, so then it goes not.", [("constraint", "Mondays")]),
    ("It goes not so well with the new boss.", []),
])
def test_readings_added_at_stop_26_on_sentences_of_our_own(text: str, expected: list[tuple[str, str]]) -> None:
    found = read(text)
    assert [c for c, _ in found] == [c for c, _ in expected], found
    for (_, content), (_, value) in zip(found, expected, strict=True):
        assert value.lower() in content.lower(), (content, value)


@pytest.mark.parametrize("text, expected", [
    # a question about the user that they answer at once is the answer; left unanswered, or put to the assistant, it
    # is still a question
    ("My go-to drink? Yes: mint tea, always.", [("preference", "mint tea")]),
    ("I reckon my locker is number 31? Yep, just checked.", [("fact", "31")]),
    ("Do I have a favourite band? Hmm.", []),
    ("Do you enjoy chess? Yes, you told me.", []),
    ("Am I allergic to kiwi? Yes or no?", []),
    # answers numbered on one line are read one by one
    ("your questions: 1) sure 2) yes — shellfish, I'm allergic 3) no clue", [("constraint", "shellfish")]),
    ("quick answers 1) no 2) maybe 3) no clue", []),
    # a tag question in another tongue asks nothing
    ("Hiking at dawn, this I love, ¿verdad?", [("preference", "hiking at dawn")]),
    # a day kept free for the event a reason names is that event; a limit with a reason that names none stays a limit
    ("Please keep 9 June free, since it's my graduation ceremony.", [("event", "9 June")]),
    ("No calls on Mondays, because that's my gym day.", [("constraint", "Mondays")]),
    # a bodily state passes
    ("I'm so hungry lol", []),
])
def test_readings_added_at_stop_27_on_sentences_of_our_own(text: str, expected: list[tuple[str, str]]) -> None:
    found = read(text)
    assert [c for c, _ in found] == [c for c, _ in expected], found
    for (_, content), (_, value) in zip(found, expected, strict=True):
        assert value.lower() in content.lower(), (content, value)


@pytest.mark.parametrize("text, expected", [
    # a lead-in about others or the past does not take the memory beside it along; a comment after it neither
    ("so the clinic rang back and my physio session is on 12 May, which is annoying but fine",
     [("event", "12 May")]),
    ("I was sorting the mail and noticed you don't have my locker number, it's 214, so there",
     [("fact", "214")]),
    ("My boss only does calls after 4pm, and I can't do Thursdays.", [("constraint", "Thursdays")]),
    ("My flatmate swears by oat milk, which is annoying.", []),
    ("I lived in Rome for a year, and I loved the food.", []),
    # a gap filled, a heading with its value below it, an arrow between a key and its value
    ("you're missing my blood type: O negative", [("fact", "O negative")]),
    ("from my notes app:\n# locker\nB-12", [("fact", "B-12")]),
    ("gym code → 4471", [("fact", "4471")]),
    # a command to the memory after a dash or an "and", or after " / ", starts a clause of its own
    ("brb — please remember I'm allergic to kiwi", [("constraint", "kiwi")]),
    ("My locker is 31 / Please note I can't do Fridays.", [("fact", "31"), ("constraint", "Fridays")]),
    # an instruction for whenever the assistant chooses is standing; a daydream is not
    ("If you're ever booking for me, window seats win every time.", [("preference", "window seats")]),
    ("If I ever get a cat, I'm calling her Mochi.", []),
    # an allergy said without its allergen takes it from the clause before
    ("Careful with walnuts — I'm very allergic.", [("constraint", "walnuts")]),
    # a notice of an event and its date, as a confirmation text puts it
    ('the clinic texted:\n"Reminder: eye test — 2027-05-03."', [("event", "2027-05-03")]),
    # first-person words that are not the user's statement: a text to write, a quoted line, praise of the chat,
    # a question put as "tell me what …", others' habits, an eye-roll
    ("Compose a toast for my sister that opens with 'I love weddings'.", []),
    ("Write an email to the hotel: my client is vegan and can't have nuts.", []),
    ("'I'm the king of the world' is the most famous line of that film.", []),
    ("I love it, you're the best!", []),
    ("Please tell me when the museum opens.", []),
    ("My manager only does meetings before noon.", []),
    ("Oh I just adore queuing in the rain 🙄", []),
])
def test_readings_added_at_stop_28_on_sentences_of_our_own(text: str, expected: list[tuple[str, str]]) -> None:
    found = read(text)
    assert [c for c, _ in found] == [c for c, _ in expected], found
    for (_, content), (_, value) in zip(found, expected, strict=True):
        assert value.lower() in content.lower(), (content, value)


def test_lines_under_a_line_that_frames_them_as_not_mine_are_left_out() -> None:
    assert read("my flatmate's settings, not mine:\nallergy=cats\n\nmine:\nallergy=latex") == [
        ("constraint", "Allergy=latex.")]


@pytest.mark.parametrize("text, expected", [
    ("Half the boxes are still packed and I can't find my charger.", []),  # a moment's trouble, not a limit
    ("Can we do Thursday instead? I have choir every Wednesday and can't miss it.", [("constraint", "Wednesday")]),
    ("My piano lesson is every Tuesday at 5pm.", [("event", "Tuesday")]),
])
def test_standing_commitments_and_a_moments_trouble(text: str, expected: list[tuple[str, str]]) -> None:
    found = read(text)
    assert [c for c, _ in found] == [c for c, _ in expected], found
    for (_, content), (_, value) in zip(found, expected, strict=True):
        assert value.lower() in content.lower(), (content, value)


@pytest.mark.parametrize("text, expected", [
    # a thing made the only acceptable choice; not the idiom
    ("my brother laughs at me but whatever, oat lattes or nothing", [("preference", "oat lattes")]),
    # a closing that only affirms the thing before it, then a habit
    ("so, window tables. final answer. every single time", [("preference", "window tables")]),
    # … after a lead-in that only says a new topic starts
    ("side note: ok so corner tables. that's the answer.", [("preference", "corner tables")]),
    ("unrelated: ok so oat milk. end of story.", [("preference", "oat milk")]),
    # a thing named, then a request to keep it
    ("green tea?? iconic. put that in my notes", [("preference", "green tea")]),
    # a question about me, answered in the next breath (in one clause or two)
    ("which weekday's bad? Thursday. choir.", [("constraint", "Thursday")]),
    ("when's my driving test? 2027-06-12.", [("event", "2027-06-12")]),
    ("what's the weather like in Oslo? rainy, I bet.", []),
    # a value noted under a reminder's heading is the fact, not a task
    ("Note to self: locker code = 5521", [("fact", "5521")]),
    # a dated event inside a long run-on about a bad day is the one part with its date
    ("The landlord called twice, the boiler is making that noise again, my phone died at lunch, and somewhere in "
     "there I learned my eye exam is on 14 May, so that's lovely, and the cat threw up.", [("event", "14 May")]),
    # "as of today" says when a value holds, not an event's date
    ("Just confirming my locker number is 77, as of today.", [("fact", "77")]),
    # a command to keep what was just said joins it; "note that my …" says it anew
    ("my niece is called Ada. Store that somewhere please.", [("fact", "Ada")]),
    # a bullet between two statements on one line; a lead-in with a colon after a dash
    ("I can't eat mushrooms • my dentist is Dr. Okafor", [("constraint", "mushrooms"), ("fact", "Okafor")]),
    ("no calls before 8am — one more thing: my employer is Hooli", [("constraint", "8am"), ("fact", "Hooli")]),
    # a fronted condition with a colon, as a sticky note writes it
    ("IF IN DOUBT: the quiet carriage", [("preference", "quiet carriage")]),
    # away every week is a time ruled out
    ("Standing entry: on leave every Monday.", [("constraint", "Monday")]),
    # a plan moved is still the plan
    ("My dentist appointment was supposed to be Monday, but now it's on Friday.", [("event", "Friday")]),
    # "not happening" after a refusal stresses the limit
    ("don't put anything on my calendar after 8pm, not happening", [("constraint", "8pm")]),
    # not memories: a line to write for a character, people in general, a change still being weighed, a value that
    # cannot be the attribute's, praise of the assistant in new words, a liking of a misfortune
    ('Give me a catchphrase for the robot in my comic: "I only drink motor oil."', []),
    ("Where I grew up most people are lactose intolerant.", []),
    ("Toying with the idea of becoming vegan, still deciding.", []),
    ("My shoe size is enormous, lol.", []),
    ("My blood type is coffee.", []),
    ("You've been a lifesaver with all this, honestly.", []),
    ("I love how you remember everything.", []),
    ("I just adore it when my flight is delayed.", []),
    # an answer put off states nothing; a reminder on a day is still a task
    ("check with me again next week", []),
    ("remind me on Friday to water the plants", [("task", "water the plants")]),
    # "nothing be scheduled after …" is a limit, however formally asked
    ("I would request that nothing be booked before 10 am.", [("constraint", "10 am")]),
    # "it's all I ever want" names the thing before it
    ("Why can nobody make a decent flat white? It's all I ever want.", [("preference", "flat white")]),
    # a choice against the thing at hand is the moment's mood; the memory beside it stays
    ("The kids are screaming and the dishwasher leaks, and by the way my locker number is 19, and I'd rather "
     "swim to work than sit through this meeting.", [("fact", "19")]),
    # an aside to the reader after a statement is not part of it; one that says whose or how much stays
    ("my dentist is Dr. Brandt (sorry, slow typing today)", [("fact", "Brandt")]),
    ("- quiet carriages (preferred)", [("preference", "quiet carriages")]),
    # the line that frames a pasted block is not a statement of its own
    ("Pasting a note I wrote because I never check my notes:\n---\nmy locker code is 8812\n---\nthere.",
     [("fact", "8812")]),
])
def test_readings_added_at_stop_29_on_sentences_of_our_own(text: str, expected: list[tuple[str, str]]) -> None:
    found = read(text)
    assert [c for c, _ in found] == [c for c, _ in expected], found
    for (_, content), (_, value) in zip(found, expected, strict=True):
        assert value.lower() in content.lower(), (content, value)


def test_a_message_that_opens_by_naming_its_writer_reads_the_name_as_me() -> None:
    assert [c for c, _ in read("Jonas here. Jonas can't do calls after 6pm, and Jonas's dentist is Dr. Roth.")] == [
        "constraint", "fact"]
    assert read("Mira here. Her sister can't do calls after 6pm.") == []  # someone else's limit stays hers


@pytest.mark.parametrize("text, expected", [
    ("My driving test is on 3 June, and I'd appreciate a reminder.", [("event", "3 June")]),
    ("I have to renew the parking permit, and I won't do it without a nudge.", [("task", "parking permit")]),
])
def test_a_request_to_be_reminded_joins_what_the_clause_before_names(text: str, expected: list[tuple[str, str]]) -> None:
    found = read(text)
    assert [c for c, _ in found] == [c for c, _ in expected], found
    for (_, content), (_, value) in zip(found, expected, strict=True):
        assert value.lower() in content.lower(), (content, value)


@pytest.mark.parametrize("text, expected", [
    # a check put to the recorder around a dictated statement asks nothing: the statement inside is read
    ("right is this thing on yes good my locker code is 4471 did you get that", [("fact", "4471")]),
    ("are you recording ok i prefer the quiet carriage in case you're wondering", [("preference", "quiet carriage")]),
    # a closing particle and a "can?" tag leave the limit or the request as said
    ("Before 8am don't ring me lah, I'm asleep.", [("constraint", "8am")]),
    ("Need to renew my library card, remind me can?", [("task", "library card")]),
    # a decision reached after dithering, when what is decided is a choice of things, is the preference
    ("Ugh, torn for weeks, but I've decided: tea over coffee, done.", [("preference", "tea over coffee")]),
    # a couple on one account, including the user
    ("We both adore slow mornings, me included.", [("preference", "slow mornings")]),
    ("At our place it's board games on Fridays, for both of us.", [("preference", "board games")]),
    ("We're both tied up every Thursday, sadly.", [("constraint", "Thursday")]),
    # a low score with the reason the user is not free then is a limit, not a taste
    ("Calls on a Monday morning: 1/10, I'm always busy then.", [("constraint", "Monday")]),
    # a score of urgency is not a verdict of taste
    ("Errand, priority 9/10: return the drill to Sam.", [("task", "drill")]),
    # a self-asked "should I …?" answered with a bare yes is the task
    ("Should I email the plumber? Yes.", [("task", "plumber")]),
    # an arrow that moves on to the next topic parts two statements
    ("my seat is 14C ⟶ next: remind me to charge the camera", [("fact", "14C"), ("task", "camera")]),
])
def test_readings_added_at_stop_30_on_sentences_of_our_own(text: str, expected: list[tuple[str, str]]) -> None:
    found = read(text)
    assert [c for c, _ in found] == [c for c, _ in expected], found
    for (_, content), (_, value) in zip(found, expected, strict=True):
        assert value.lower() in content.lower(), (content, value)


@pytest.mark.parametrize("text", [
    # someone else's limit or diet, in any voice, unless the user joins in
    "my granddaughter cant have dairy so we skip the ice cream",
    "Our neighbour one, cannot eat pork.",
    "my teammate won't raid on Mondays, annoying",
    "The airline rep says their lounge went gluten-free.",
    "The kids say Sundays cannot, not me.",
    # a quiz about the user's own data, and sample or test data
    "Pop quiz: when's my anniversary? No peeking.",
    "sample record, do not save: email=jo@example.com, dog=Rex",
    # a frame that names nothing, a trailer naming only me, a closing asking to leave things be
    "Form entry for you to keep",
    "Reviewer: me",
    "no changes please",
])
def test_structures_that_look_like_my_memories_and_are_not(text: str) -> None:
    assert read(text) == []


def test_someone_elses_limit_stays_mine_when_i_join_in() -> None:
    assert [c for c, _ in read("My partner can't do Fridays, and me neither - both of us work late.")] != []


def test_an_eye_roll_at_saying_it_again_is_impatience_not_sarcasm() -> None:
    assert [c for c, _ in read("for the hundredth time: I prefer green tea 🙄")] == ["preference"]
    assert read("Oh sure, I love being on hold for an hour 🙄") == []  # the eye-roll alone still marks sarcasm


def test_a_duty_that_passed_to_me_is_my_task() -> None:
    assert read("My brother used to sort out the recycling; he still does.") == []  # his duty, still his
    found = read("I used to leave it to my flatmate to water the plants; now it's on me.")
    assert [c for c, _ in found] == ["task"] and "water the plants" in found[0][1], found


def test_a_question_about_a_day_is_no_check_put_to_the_recorder() -> None:
    assert read("is the meeting on Friday? my flat is freezing btw") == []


@pytest.mark.parametrize("text", [
    # someone else's taste or limit in the third person, whoever the subject is
    "Her nibs upstairs prefers the good biscuits, naturally.",
    "Room 12 is coeliac, flagged on the board.",
    "THE DRIVER IS YELLING THAT HE'S ALLERGIC TO DOGS.",
    # a person or pet of someone of mine, an argued claim
    "My cousin's husband is called Rory.",
    "It is sometimes said that I ought to drink less coffee.",
    # a choice left open both ways, a past era, a story's frame
    "Maybe I'll learn Spanish, maybe I won't, who can say.",
    "In my rowing days I never slept past 5 am.",
    "Rules for the dragon in my niece's story: no flying after dark.",
    # the moment's mood, a verdict on what just happened, a sign-off, a day's habit reported
    "Double shift over, my back is killing me.",
    "The school run was chaos this morning.",
    "Exam results today, fingers crossed.",
    "Bye, speak soon.",
    "Got soaked on the walk in, rain as usual.",
    # a bare label, a sarcastic liking of an hour nobody likes
    "Not a choice.",
    "Oh I just love a 5am alarm.",
])
def test_stop_31_readings_of_whose_it_is_and_whether_it_stands(text: str) -> None:
    assert read(text) == []


def test_what_a_message_takes_back_is_not_read() -> None:
    assert read("Peanut-free menu for the party: walnuts too. Not mine, the kids'.") == []
    assert read("Found an old note, no longer true:\nmy locker code is 1234") == []
    assert read("My cat is called Pixel. Kidding, no cat here.") == []
    assert read("Proofread this please: 'I am vegan and I hate mornings.'") == []
    # a paragraph after the one taken back is still read
    assert [c for c, _ in read("Not true any more: my code was 11.\n\nmy locker code is 4471")] == ["fact"]


def test_an_idiom_of_fondness_worded_as_a_limit_is_a_preference() -> None:
    assert [c for c, _ in read("You can't beat a proper pork pie, honestly.")] == ["preference"]
    assert [c for c, _ in read("I can't eat pork pies.")] == ["constraint"]


def test_a_one_line_json_export_is_read_as_its_fields() -> None:
    found = read('My settings, from my own app:\n{"favourite": "window seats", "owner": "me"}\nKeep that.')
    assert [c for c, _ in found] == ["preference"] and "window seats" in found[0][1].lower(), found
    assert [c for c, _ in read('Copied from my notes:\n{"cat": "Miso"}')] == ["fact"]
    assert read('My brother\'s config, to compare:\n{"prefer": "tabs"}\nHis, not mine.') == []


def test_struck_words_are_retracted_and_the_rest_is_the_statement() -> None:
    found = read("No calls after ~~ten~~ seven pm, I changed my mind.")
    assert [c for c, _ in found] == ["constraint"] and "seven pm" in found[0][1] and "ten" not in found[0][1], found
    found = read("I'd pick ~~tea~~ hot chocolate, edited.")
    assert [c for c, _ in found] == ["preference"] and "tea" not in found[0][1], found
    # a struck statement that nothing replaces is simply gone
    assert read("~~I'm allergic to shellfish~~ scratch that, wrong chat.") == []
    # without a strike, changing one's mind still calls a plan off
    assert read("Dinner with Ola on Friday, I changed my mind.") == []


def test_form_fields_are_read_by_their_label() -> None:
    found = read("Field 4 (blood type): O negative")
    assert [c for c, _ in found] == ["fact"] and "blood type" in found[0][1] and "O negative" in found[0][1], found
    assert [c for c, _ in read("Likes: window seats. Dislikes: loud cafés.")] == ["preference", "preference"]
    assert read("Field 2: address — you have it on file.") == []
    assert read("Nickname: n/a, just trying the form.") == []
    found = read("Seat choice (tick one): [ ] window [x] aisle  [ ] no preference")
    assert [c for c, _ in found] == ["preference"] and "aisle" in found[0][1], found
    # a to-do list of boxes, with no header naming a choice, is not a pick
    assert [c for c, _ in read("[ ] call the plumber\n[x] laundry")] != ["preference"]
    # someone else's form is theirs
    assert read("Line 2 on my daughter's camp form: allergies — kiwi.") == []


def test_talk_about_the_chat_and_the_moment_is_not_a_memory() -> None:
    assert read("Okay, thanks a lot!") == []
    assert read("I adore this explanation, really.") == []
    assert read("Best thing you've said today haha.") == []
    assert read("my cat, at 7am on a Sunday: 🙄") == []
    assert read("Payday can't come soon enough!") == []
    assert read("I'm allergic to meetings, honestly.") == []
    assert read("Oh I absolutely love 5am wake-ups.") == []
    assert read("One of my students can't do Thursdays.") == []
    assert read("The handbook: 'Maximum of 2 drinks for all guests.'") == []
    assert read("Old profile, ignore: 'loves opera, hates mornings'.") == []
    # the same words about the user's own stand
    assert [c for c, _ in read("I'm allergic to latex.")] == ["constraint"]
    assert [c for c, _ in read("I love opera.")] == ["preference"]


def test_frames_that_carry_a_diet_a_rule_or_a_contentment() -> None:
    assert [c for c, _ in read("Quick note for the file: vegan, always.")] == ["constraint"]
    assert [c for c, _ in read("Standing rule at home: no screens after 10pm.")] == ["constraint"]
    found = read("Give me a good crime novel and I'm happy.")
    assert [c for c, _ in found] == ["preference"] and "crime novel" in found[0][1], found
    assert ("constraint", "Budget €80 for the gift.") in read("Budget €80 for the gift, not a cent more.")
    found = read("Thursday: choir practice, every week. Don't book me that day.")
    assert [c for c, _ in found] == ["constraint"] and "Thursday" in found[0][1], found


def test_closed_class_words_of_a_dialect_say_whose_it_is() -> None:
    # Patois "mi" (me / my / I), "fi" (to), "nuh" (don't), the copula "a" before a date or a number; a tag question
    # ("seen?", "nuh true?") asks nothing
    found = read("Remind mi fi renew the car insurance, seen?")
    assert [c for c, _ in found] == ["task"] and "car insurance" in found[0][1], found
    found = read("Mi locker code a 4471, seen?")
    assert [c for c, _ in found] == ["fact"] and "4471" in found[0][1], found
    found = read("Eye test a next Thursday, nuh true?")
    assert [c for c, _ in found] == ["event"] and "next Thursday" in found[0][1], found
    assert [c for c, _ in read("Before 8am, nuh text mi.")] == ["constraint"]
    # Northern "me" for my before an attribute, "owt" for anything, "while" for until before a time
    found = read("Me shoe size is 43, love.")
    assert [c for c, _ in found] == ["fact"] and "43" in found[0][1], found
    found = read("I'm not spending owt over £75 on the gift.")
    assert [c for c, _ in found] == ["constraint"] and "£75" in found[0][1], found
    # London "man's" with no determiner is the speaker; an upper-class "one's" is "my"
    found = read("Skip the walnuts, bruv, man's allergic.")
    assert [c for c, _ in found] == ["constraint"] and "walnuts" in found[0][1], found
    found = read("One's train to Leeds leaves on 14 June.")
    assert [c for c, _ in found] == ["event"], found
    # the same words about someone else stay theirs
    assert read("Mi granny allergic to walnuts, she cyaan have dem.") == []
    assert read("Me nan's coeliac, so Sunday lunch is a faff.") == []
    assert read("The man's allergic to walnuts, the waiter said.") == []


def test_a_term_of_address_before_a_colon_heads_no_list() -> None:
    found = read("Right, pet: my dentist appointment is next Friday.")
    assert [c for c, _ in found] == ["event"] and "next Friday" in found[0][1], found
    found = read("Oh, and, mate: it's tulip44, me router password.")
    assert [c for c, _ in found] == ["fact"] and "tulip44" in found[0][1], found
    # a heading that names what the user loves still heads a list
    assert [c for c, _ in read("Things I love: hot chocolate.")] == ["preference"]


def test_a_given_when_then_scenario_is_read_as_one_statement() -> None:
    found = read("Given a restaurant booking\nWhen the dish has sesame in it\nThen it's a no for me, I'm allergic")
    assert {c for c, _ in found} == {"constraint"} and any("sesame" in text for _, text in found), found
    found = read("Given it's next Monday\nThen I've got my driving test")
    assert [c for c, _ in found] == ["event"] and "next Monday" in found[0][1], found
    found = read("Given it's after 6pm\nWhen a client asks for a call\nThen the answer is no")
    assert [c for c, _ in found] == ["constraint"] and "6pm" in found[0][1], found


def test_whose_a_requirement_is_and_whether_it_still_stands() -> None:
    assert read("Customer's requirement: delivery stays under €50.") == []
    assert read("Subject 7's allergy is penicillin. Note it in the file.") == []
    assert read("Office policy: 'No pets at any time.'") == []
    assert read("Back when I freelanced I had a budget of £300 a week.") == []
    assert read("The retro overran again today.") == []
    assert read("Baseline setting: whatever.") == []
    assert read("Home from the dentist, 5pm already.") == []
    assert [c for c, _ in read("Note for Monday: I need to call the bank.")] == ["task"]
    assert read("Progress note for Omar: prefers the window seat.") == []
    assert read("Here's the part of my settings file that counts.") == []
    found = read("Note for the crew: captain not to be disturbed before 7 am.")
    assert [c for c, _ in found] == ["constraint"] and "7 am" in found[0][1], found
    # the user's own need, and a budget of the user's trip, are theirs
    assert [c for c, _ in read("My allergy is penicillin.")] == ["constraint"]
    assert [c for c, _ in read("The trip's budget is €900.")] == ["constraint"]


def test_a_note_laid_out_by_lines_and_fields() -> None:
    found = read("Ticket: renew the parking permit. Assignee: me.")
    assert [c for c, _ in found] == ["task"] and "parking permit" in found[0][1], found
    found = read("From a scan of my notebook:\n[illegible] my bike lock code — 5582")
    assert [c for c, _ in found] == ["fact"] and "5582" in found[0][1], found
    assert read("Photo of the bakery sign, copied out:\nsourdough [illegible] vegan £4") == []
    found = read("Walnuts. Allergic.")
    assert [c for c, _ in found] == ["constraint"] and "Walnuts" in found[0][1], found
    found = read("£450. Not a penny more.")
    assert [c for c, _ in found] == ["constraint"] and "£450" in found[0][1], found
    found = read("My working day starts at 9 am. Before that: no calls.")
    assert [c for c, _ in found] == ["constraint"] and "9 am" in found[0][1], found
    found = read("I really must renew my passport before the month is out.")
    assert [c for c, _ in found] == ["task"], found


def test_an_email_reply_is_read_without_its_quoted_history() -> None:
    found = read("Aisle seats, every time.\n\nOn Tue, 4 May 2027 at 09:12, Assistant wrote:\n> Which seat should I pick?")
    assert [c for c, _ in found] == ["preference"] and "Aisle seats" in found[0][1], found
    # the history quoted below the attribution line is someone else's words, and the attribution names no event
    assert read("Sounds lovely!\n\nOn Wed, 5 May 2027 at 18:40, Jonas wrote:\n> I'm allergic to walnuts, fyi.") == []
    # negative control: a sentence that merely mentions writing is read as before
    assert [c for c, _ in read("I'm allergic to kiwi, as I wrote on the form.")] == ["constraint"]


def test_a_screenplay_is_read_by_its_speaker_tags() -> None:
    found = read("Kitchen scene:\nWAITER: Anything you can't eat?\nME: Peanuts, I'm allergic.\nThat bit is real.")
    assert [c for c, _ in found] == ["constraint"] and "Peanuts" in found[0][1], found
    assert read("Script page two:\nUNCLE: I never fly on Tuesdays.\nHis line, not mine.") == []
    assert read("Dream sequence scene:\nOLDER ME: I'm vegan these days.") == []
    found = read("Radio play scene:\nME: My budget is €80 a night.\nThat's my actual figure.")
    assert [c for c, _ in found] == ["constraint"] and "€80" in found[0][1], found
    # negative control: capitalised labels outside a scene are a note's fields, not speakers
    found = read("Sticky note on my desk:\nALLERGY: sesame")
    assert [c for c, _ in found] == ["constraint"] and "sesame" in found[0][1], found


def test_a_line_naming_whose_the_words_before_it_are_takes_them_back() -> None:
    assert read("The gym's rules: no visits after 10 pm. Their rule, posted by the door.") == []
    assert read("From my planner:\n- Dad: allergic to shellfish\nHis note, for his trip.") == []
    assert read("I'm definitely going to meditate at 6am. Any day now.") == []
    # negative control: the user's own limit with no such line stands
    assert [c for c, _ in read("No visits after 10 pm, please.")] == ["constraint"]


def test_a_labelled_card_is_read_by_whom_it_serves() -> None:
    found = read("How I'd write it as a recipe card:\nRECIPE CARD — Lazy Sunday\nServes: 1 (me)\n"
                 "Ingredients: green tea, no substitutions\nThat's really me.")
    assert [c for c, _ in found] == ["preference"] and "green tea" in found[0][1], found
    found = read("RECIPE CARD — Weekend Away\nServes: 1\nCost: 90 pounds at most\nThat's my limit.")
    assert [c for c, _ in found] == ["constraint"] and "90 pounds" in found[0][1], found
    # a card for others, and a card for a mood, state nothing of the user's
    assert read("Copied for my cousin:\nRECIPE CARD — Lentil Soup\nServes: 6\nMethod: simmer for 40 minutes\nFor her party.") == []
    assert read("A card for today's mood:\nRECIPE CARD — Monday\nIngredients: cold coffee, no sunshine\nMethod: endure\nHi anyway!") == []


def test_csv_rows_under_a_header_are_read_by_their_fields() -> None:
    found = read("Row from my settings export:\nkey,value\npreferred,dark roast coffee\nUse it.")
    assert [c for c, _ in found] == ["preference"] and "dark roast coffee" in found[0][1], found
    found = read("From the family rota:\nname,blocked_day\nme,Tuesday\ngran,Friday")
    assert [c for c, _ in found] == ["constraint"] and "Tuesday" in found[0][1] and "Friday" not in found[0][1], found
    assert read("An old budget I binned:\nitem,amount\nflat,\"£2,100\"\nScrapped, not happening.") == []
    # negative control: a sentence with commas under a header row is no row of it
    assert read("name,city\nSorry, wrong paste, ignore that.") == []


def test_a_proof_binding_states_what_it_proves() -> None:
    found = read("Let y = my locker number. Then y = 117.")
    assert [c for c, _ in found] == ["fact"] and "117" in found[0][1], found
    # a bullet journal's done item is nothing left to do
    assert read("Journal, typed up:\n× renew the library books\nDone and dusted.") == []
    assert [c for c, _ in read("Journal, typed up:\n• I need to renew the library books")] == ["task"]


def test_tag_questions_and_closed_class_words_of_more_dialects() -> None:
    found = read("My cat is called Bolacha, né?")
    assert [c for c, _ in found] == ["fact"] and "Bolacha" in found[0][1], found
    found = read("Poa, doctor yangu: Dr. Achieng, sawa?")
    assert [c for c, _ in found] == ["fact"] and "Achieng" in found[0][1], found
    found = read("The Undersigned is allergic to aspirin.")
    assert [c for c, _ in found] == ["constraint"] and "aspirin" in found[0][1], found
    assert read("In the former tenancy, the Undersigned lived in Leeds.") == []
    # negative control: a real question is still a question
    assert read("Is my flight on Friday?") == []


def test_a_standing_day_a_bound_named_first_and_a_side_taken() -> None:
    found = read("Wednesdays, I am busy always, sorry.")
    assert [c for c, _ in found] == ["constraint"] and "Wednesdays" in found[0][1], found
    found = read("My spending limit: €75 a night.")
    assert [c for c, _ in found] == ["constraint"] and "€75" in found[0][1], found
    found = read("I'm team oat milk, always.")
    assert [c for c, _ in found] == ["preference"] and "oat milk" in found[0][1], found
    assert read("put on, uh, put on the news, no, the other, never mind") == []
    # negative controls: one day's business is no standing limit, a team player takes no side
    assert "constraint" not in {c for c, _ in read("Thursday I'm busy with the move.")}
    assert "preference" not in {c for c, _ in read("I'm team player, always.")}


def test_thee_and_thou_third_person_and_a_verse_to_pen() -> None:
    assert read("My good steed preferreth the stable by the gate.") == []
    assert read("Pen me an ode for my beloved: 'I adore thee more than tea'.") == []
    # negative control: "-eth" names nobody else in a word that merely ends so
    found = read("My teeth are fine, but I'm allergic to latex.")
    assert [c for c, _ in found] == ["constraint"] and "latex" in found[0][1], found


def test_taglish_possessive_and_copula_read_as_the_standard() -> None:
    found = read("Ang employer ko ay Initech, para alam mo.")
    assert [c for c, _ in found] == ["fact"] and "Initech" in found[0][1], found
    # negative control: "ko" alone, with no copula, is left as it is
    assert read("Sige ko na lang.") == []


def test_a_boxed_board_card_is_read_by_its_owner_column_and_fields() -> None:
    found = read("Off my planning board:\n┌ TICKET #4 · Standing\n│ Title: food\n│ Allergen: shellfish\n└ Owner: me\nStill true.")
    assert [c for c, _ in found] == ["constraint"] and "shellfish" in found[0][1], found
    found = read("Calendar lane:\n╭ ITEM #2 · Upcoming\n│ Title: my eye test\n│ Date: 9 June\n╰ Assignee: me\nThat's it.")
    assert [c for c, _ in found] == ["event"] and "9 June" in found[0][1], found
    # the box, its number and its owner line state nothing; someone else's card and a card in a past column go whole
    assert boxed_cards("┌ CARD #3 · Reference\n│ Field: locker code\n│ Value: 4417\n└ Owner: me") == "my locker code: 4417."
    assert read("Dad's board:\n┌ CARD #8 · Standing\n│ Title: diet\n│ Value: vegan\n└ Owner: Dad\nHis, not mine.") == []
    assert read("Old board:\n┌ CARD #6 · Archived\n│ Title: diet\n│ Value: vegan\n└ Owner: me\nLong ago.") == []
    assert read("Done column:\n┌ CARD #1 · Done\n│ Title: renew the passport\n└ Owner: me\nAll sorted.") == []
    # negative control: a corner drawn alone is no card
    assert boxed_cards("┌ just a corner\nplain words") == "┌ just a corner\nplain words"


def test_a_telegram_stop_ends_a_sentence() -> None:
    assert telegrams("Note for file STOP window seats please STOP End STOP") == \
        "Note for file. window seats please. End. "
    found = read("Wire for you STOP window seats always STOP End STOP")
    assert [c for c, _ in found] == ["preference"] and "window seats" in found[0][1].lower(), found
    found = read("Telegram to you STOP Allergic to walnuts STOP Serious STOP")
    assert [c for c, _ in found] == ["constraint"] and "walnuts" in found[0][1], found
    assert read("Forwarded telegram STOP Uncle allergic to penicillin STOP Not me STOP") == []  # someone else's
    # negative control: a lone lower-case "stop" is a word
    assert telegrams("Please stop the reminders at night.") == "Please stop the reminders at night."


def test_out_of_character_words_are_the_players_own() -> None:
    assert table_talk("*the elf bows deeply* OOC: my real budget is €70.") == " my real budget is €70."
    assert table_talk("(OOC, not my character: I'd pick rye bread.)") == "I'd pick rye bread."
    found = read("My bard would scoff, but OOC: I'm allergic to kiwi, a real one.")
    assert [c for c, _ in found] == ["constraint"] and "kiwi" in found[0][1], found
    # negative control: asterisks as emphasis in a message with no OOC are left alone
    assert table_talk("That was *really* good tea.") == "That was *really* good tea."


def test_a_thread_number_and_a_letter_frame_state_nothing() -> None:
    assert frames("my thread:\n1/ long story\n2/ cheddar, always\nend") == "my thread:\nlong story\ncheddar, always\nend"
    assert frames("Dear Madam,\nI ask not to be called before 9am.\nYours sincerely,\nA. Okafor") == \
        "I ask not to be called before 9am.\n"
    # negative controls: one "n/" is no thread, "Dear me" with no closing is no letter
    assert frames("I'd say 1/ of it is fine.") == "I'd say 1/ of it is fine."
    assert frames("Dear me, I forgot the tickets.") == "Dear me, I forgot the tickets."


def test_pasted_minutes_and_receipts_are_read_by_their_party_and_items() -> None:
    # minutes of a meeting with oneself state their items, a due date joined to its item; the title, "Present:" and
    # "AOB:" lines state nothing
    assert records("Notes:\nMINUTES — garage review\nPresent: me (chair)\nItem 3: Renew the bike lock code\n"
                   "Due: by Monday\nAOB: biscuits\nThat's all.") == \
        "Notes:\nRenew the bike lock code, due by Monday.\nThat's all."
    found = read("From my own minutes:\nMINUTES — kitchen audit\nPresent: me\nItem 2: I'm allergic to kiwi, confirmed\n"
                 "AOB: none\nStanding rule.")
    assert [c for c, _ in found] == ["constraint"] and "kiwi" in found[0][1], found
    # a receipt of mine states its item (the quantity read past) and fields, not its number, party line or total
    assert records("Slip:\nRECEIPT #3021\nCustomer: me\n2 x oat flat whites\nTOTAL £7\nDeposit paid\nMy usual.") == \
        "Slip:\noat flat whites.\nMy usual."
    found = read("My gym slip:\nRECEIPT #7710\nMember: me\nLocker: 238\nTOTAL paid\nThat locker is mine.")
    assert [c for c, _ in found] == ["fact"] and "238" in found[0][1], found
    # someone else's record, a voided one and a dreamed one go whole; a mood receipt of small talk keeps nothing
    assert read("Dad's minutes:\nMINUTES — allotment\nPresent: Dad, Uncle Joe\nItem 1: Allergic to wasps\n"
                "AOB: none\nHis, not mine.") == []
    assert read("Old slip:\nRECEIPT #5120 — VOID\nCustomer: me\n1 x locker 238 rental\nREFUNDED\nNever mind.") == []
    assert read("Dream minutes:\nMINUTES — if I owned a vineyard\nPresent: me\nItem 1: Budget of €900 a month\n"
                "AOB: none\nSigh.") == []
    assert read("A receipt for my mood:\nRECEIPT #0007\nCustomer: me\n1 x sunshine\nTOTAL: free\nHave a good one!") == []
    # negative control: a capitalised word that is no record's title
    assert records("MINUTE by minute it got better.") == "MINUTE by minute it got better."


def test_tags_and_names_of_more_voices() -> None:
    # an Italian or a Quebec French speaker's tag asks nothing; a fondness idiom; a folksy name for oneself after "for"
    assert [c for c, _ in read("I am mad about night trains, va bene?")] == ["preference"]
    assert [c for c, _ in read("I'm allergic to kiwi, hein?")] == ["constraint"]
    assert [c for c, _ in read("Aisle seats, always, for this old cowpoke.")] == ["preference"]
    # "let's say" opening a clause is a what-if (French "mettons", Italian "diciamo")
    assert read("Mettons I moved to Gaspé, I'd want a bigger garden.") == []
    # negative controls: a real question with the tag's word inside, someone else's fondness
    assert read("Is it vero that the train is late?") == []
    assert read("My cousin is crazy for opera.") == [] or all(c != "preference" for c, _ in read("My cousin is crazy for opera."))


def test_a_clause_of_my_own_with_a_value_no_rule_reads_falls_back_to_a_low_confidence_candidate(embedder) -> None:
    reader = HeuristicExtractor(embedder, fallback=True)  # off by default (stop 32: it cost precision)

    def fallback(text: str) -> list[Candidate]:
        return [c for c in reader.extract(parse_input(text, now=NOW)) if c.rule.startswith(FALLBACK_RULE)]

    (c,) = fallback("Skipper here, my boat goes by Marigold.")  # no rule knows "goes by"; the reader is unsure
    assert c.cls == "fact" and "Marigold" in c.content and c.confidence < 0.5, c
    assert HeuristicExtractor(embedder).extract(parse_input("Skipper here, my boat goes by Marigold.", now=NOW)) == []
    # negative controls: someone else's value, a past value, a question with a number, small talk with a date, a wish
    assert fallback("Skipper here, my brother's boat goes by Marigold.") == []
    assert fallback("Back in 2019 my boat went by Marigold.") == []
    assert fallback("Does my boat go by Marigold 2?") == []
    assert fallback("Tank top weather, my weekend starts Friday, yay!") == []
    assert fallback("Skipper here, I'd call a boat Marigold.") == []
    # what counts as a value: a number, a date word, a quoted title, a name inside the clause (not one opening it)
    assert carries_value("my shelf holds 40") and carries_value("my pick is “Blue Train”")
    assert carries_value("my boat goes by Marigold") and not carries_value("Quick note: my boat goes fast")
    assert not carries_value("Next hand: Read it and weep, my ace")


def test_the_gate_keeps_a_fallback_candidate_only_on_its_score() -> None:
    def candidate(rule: str) -> Candidate:
        return Candidate("fact", "my boat goes by Marigold.", "my boat goes by Marigold", 0, 0.45, rule,
                         entities=["Marigold"])

    alike = [Neighbour("m1", "my boat is moored at Pier 4.", "fact", 0.8)]  # novelty 0.2: score just under 0.5
    judge = HeuristicJudge()
    ruled, fell_back = decide(candidate("fact"), alike, judge), decide(candidate(FALLBACK_RULE), alike, judge)
    assert ruled.score == fell_back.score and 0.35 <= fell_back.score < 0.5
    assert ruled.action == "keep" and fell_back.action == "drop", (ruled, fell_back)
    assert decide(candidate(FALLBACK_RULE), [], judge).action == "keep"  # nothing alike stored: novel, kept


def test_a_situation_report_states_its_bottom_line() -> None:
    assert sitreps("Mine:\nSITREP — bike\nBLUF: lock code on file\nSITUATION: 5521, current\nEnd SITREP.\nOut.") == \
        "Mine:\nlock code on file: 5521, current.\nOut."
    found = read("Filing my own SITREP:\nSITREP — chores\nBLUF: I need to descale the kettle.\nNLT: Tuesday.\nEnd SITREP.")
    assert [c for c, _ in found] == ["task"] and "Tuesday" in found[0][1], found
    # a radio procedure word closing a line states nothing: "Store it, WILCO" keeps the line before it
    found = read("BLUF: cat = Pickle. Store it, WILCO.")
    assert [c for c, _ in found] == ["fact"] and "Pickle" in found[0][1], found
    # negative controls: a bottom line with nothing of mine in it, and "SITREP" inside a sentence
    assert read("Quick status:\nSITREP — me\nBLUF: sleepy.\nSITUATION: rainy Tuesday, nothing on.\nOut.") == []
    assert sitreps("My SITREP is late again.") == "My SITREP is late again."


def test_the_learned_reader_drops_a_day_said_and_cue_words_it_reads_as_nothing(embedder) -> None:
    reader = HeuristicExtractor(embedder)
    assert reader.extract(parse_input("Yeehaw, it's Friday.", now=NOW)) == []
    assert reader.extract(parse_input("Finally the weekend!", now=NOW)) == []
    # negative control: a day with a memory in it is still read
    found = [(c.cls, c.content) for c in reader.extract(parse_input("Fridays I never take calls.", now=NOW))]
    assert [c for c, _ in found] == ["constraint"], found


def test_a_transcript_framed_as_my_own_testimony_states_its_answers() -> None:
    said = pasted("Deposition, mine:\n7  Q. Your blood type?\n8  A. It's O negative.\n9  Q. Any allergies?\n"
                  "10  A. Yes, kiwi.\nEnd of the extract.")
    assert said == "Deposition, mine:\nmy blood type is O negative.\nmy allergies: kiwi.\nEnd of the extract.", said
    found = read("From my own hearing:\n3  Q. And the dentist check-up, when is it?\n4  A. Next Tuesday.\nThat's all.")
    assert [c for c, _ in found] == ["event"] and "dentist check-up is next tuesday" in found[0][1].lower(), found
    found = read("Record of my evidence:\n5  Q. Which evenings are out?\n6  A. No calls after 9 pm, counsel.\nDone.")
    assert [c for c, _ in found] == ["constraint"] and "9 pm" in found[0][1], found
    # negative controls: someone else's testimony, a practice one for someone, fiction, an old one, a disowned one
    for frame, closing in [("My uncle's deposition:", "Over."), ("A mock transcript for my nephew:", "Done."),
                           ("From a radio play:", "The end."), ("An old hearing, 2015:", "Long ago."),
                           ("Transcript, mine:", "Joking, not mine.")]:
        text = f"{frame}\n7  Q. Any allergies?\n8  A. Kiwi.\n{closing}"
        assert "Kiwi" not in pasted(text) and read(text) == [], (frame, read(text))
    # a transcript whose frame names nobody stays as written (whose answers they are is not said)
    assert pasted("Notes:\n1  Q. Any allergies?\n2  A. Kiwi.\nDone.") == "Notes:\n1  Q. Any allergies?\n2  A. Kiwi.\nDone."


def test_a_definition_list_of_mine_states_each_term_with_its_definition() -> None:
    assert pasted("Terms about me:\nMy cat\n: Biscuit, mine\nAllergic to\n: kiwi\nThat's the lot.") == \
        "Terms about me:\nMy cat: Biscuit.\nAllergic to kiwi.\nThat's the lot."
    found = read("Glossary, health section:\nAllergic to\n: hazelnuts\nKeep it safe.")
    assert [c for c, _ in found] == ["constraint"] and "hazelnuts" in found[0][1], found
    found = read("My own terms:\nQuiet after\n: 9 pm, every night\nThanks.")
    assert [c for c, _ in found] == ["constraint"] and "no calls after 9 pm" in found[0][1].lower(), found
    # negative controls: someone else's glossary, a shop's page, an old one, a disowned one
    for frame, closing in [("My brother's glossary:", "Ok."), ("From the gym's help page:", "Ok."),
                           ("Notes from 2017:", "Ok."), ("Glossary:", "Not mine, just copied.")]:
        text = f"{frame}\nAllergic to\n: hazelnuts\n{closing}"
        assert read(text) == [], (frame, read(text))


def test_a_latex_list_of_mine_states_its_items() -> None:
    assert pasted("From my thesis notes:\n\\begin{itemize}\n\\item \\textbf{Diet}: pescatarian\n"
                  "\\item \\textbf{No meetings} before 10 am\n\\end{itemize}\nBuilds fine.") == \
        "From my thesis notes:\nI'm pescatarian.\nNo meetings before 10 am.\nBuilds fine."
    found = read("My .tex file:\n\\begin{itemize}\n\\item \\textbf{Budget} --- 300 euros at most\n\\end{itemize}\nOk.")
    assert [c for c, _ in found] == ["constraint"] and "300 euros" in found[0][1], found
    # negative controls: someone else's paper, a journal's template, an item outside any list stays as written
    for frame in ("From my supervisor's paper:", "The journal's template:"):
        text = f"{frame}\n\\begin{{itemize}}\n\\item \\textbf{{Diet}}: pescatarian\n\\end{{itemize}}\nOk."
        assert read(text) == [], (frame, read(text))
    assert pasted("\\item on its own") == "\\item on its own"


def test_an_xml_export_of_mine_states_its_elements() -> None:
    xml = '<?xml version="1.0"?>\n<prefs owner="{owner}"{status}>\n  <noCallsBefore>9 am</noCallsBefore>\n' \
          '  <entry key="locker code" value="4471"/>\n  <likes kind="mine">green tea</likes>\n</prefs>'
    assert pasted("My app export:\n" + xml.format(owner="me", status="") + "\nCurrent.") == \
        "My app export:\nno calls before 9 am.\nmy locker code: 4471.\nI like green tea.\nCurrent."
    found = read("My export:\n" + xml.format(owner="me", status="") + "\nCurrent.")
    assert sorted(c for c, _ in found) == ["constraint", "fact", "preference"], found
    # negative controls: someone else's export, a retracted or obsolete one, an app's default, a frame that disowns it
    for frame, owner, status in [("My flatmate's export:", "Tom", ""), ("My export:", "me", ' status="obsolete"'),
                                 ("The app's default export:", "default", ""), ("Ignore this one:", "me", "")]:
        text = f"{frame}\n" + xml.format(owner=owner, status=status) + "\nOk."
        assert "4471" not in pasted(text) and read(text) == [], (frame, read(text))
    # whose a block is, by its frame and closing line
    assert whose("Transcript, my own words:") == "mine" and whose("For the record of my tastes:") == "mine"
    assert whose("From my cousin's transcript:") == "other" and whose("Transcript:", "Her answers, not mine.") == "other"
    assert whose("A glossary of today:") is None
    # a thing's possessive is no owner ("the form's questions"), a person's is; "Here's my …" is the user's
    assert whose("the form's questions, answered:") is None and whose("Dave's export:") == "other"
    assert whose("Here's my settings file:") == "mine"


@pytest.mark.parametrize("text", [
    "Strike that off my file, I'm not diabetic.",
    "Never mind what I said earlier, I am not gluten-free.",
    "Please disregard my last message: I'm not allergic to cats.",
    "Ignore what I said about red wine, I don't even like it.",
    "Forget what I told you about Leeds, it's not true.",
    "I said my locker is 12, I don't have one, ignore it.",
])
def test_a_statement_taken_back_and_denied_in_one_breath_is_none(text: str) -> None:
    assert read(text) == []


def test_a_correction_is_not_a_denial() -> None:
    # negative controls: taken back and corrected to a new statement, "forget it" opening a statement, a plain negation
    assert [c for c, _ in read("Scratch that, I'm not vegan, I'm pescatarian.")] == ["constraint"]
    assert [c for c, _ in read("Scratch that, I'm pescatarian.")] == ["constraint"]
    assert [c for c, _ in read("Forget it, I don't eat pork anyway.")] == ["constraint"]
    assert [c for c, _ in read("I don't eat shellfish, ignore the menu.")] == ["constraint"]


@pytest.mark.parametrize("text, cls, value", [
    # the user named by a role with an appositive saying it is them
    ("[Day 3] The hero (IRL) is allergic to kiwi.", "constraint", "kiwi"),
    ("For the minutes: the chair, me, is vegetarian.", "constraint", "vegetarian"),
    ("The person at the keyboard prefers green tea.", "preference", "green tea"),
    # out of reach before or after an hour; a standing choice in the future tense closed by a tag
    ("I'm asleep after 10 pm, so nothing then.", "constraint", "10 pm"),
    ("Me, I'll always go for aisle seats, you hear?", "preference", "aisle seats"),
    # a named person asking for the user's words to be kept frames them; a record's header before a note about the user
    ("Gran wants it on file: my locker code is 5521.", "fact", "5521"),
    ("Guest notes: this guest is pescatarian.", "constraint", "pescatarian"),
])
def test_stop_33_readings_of_who_is_speaking(text: str, cls: str, value: str) -> None:
    found = read(text)
    assert [c for c, _ in found] == [cls] and value in found[0][1], found


@pytest.mark.parametrize("text", [
    # negative controls of the readings above: a role with no appositive, someone else's role, a character
    "The hero is allergic to kiwi.",
    "The chair, my aunt, is vegetarian.",
    "My rogue is allergic to kiwi, in-game only.",
    "He is asleep after 10 pm, the night porter.",
    "Gran wants a blue scarf for her birthday.",
    "Guest notes: her husband is pescatarian.",
    # a value said as it was at a past time, a state denied now
    "Two summers ago, that summer my shoe size was 41.",
    "Last year my locker code was 5521, they changed it.",
    "Ages ago I was vegan, not any more.",
    # a source's words: quoted rules or a page, an unquoted menu or rules under their heading, reported third person
    "Pool rules: 'No swimming after 9pm.'",
    "The venue page I'm reading: 'quiet rooms from €90.'",
    "The canteen menu today: vegan curry, gluten-free cake, £8 a plate.",
    "Library rules: no calls after 6pm.",
    "A colleague told me she's allergic to kiwi.",
])
def test_stop_33_not_the_users_now(text: str) -> None:
    assert read(text) == []


def test_my_own_rules_quoted_or_headed_stay_mine() -> None:
    assert [c for c, _ in read("My house rules: 'no calls after 9pm.'")] == ["constraint"]
    assert [c for c, _ in read("My house rules: no calls after 9pm.")] == ["constraint"]
    assert [c for c, _ in read("Last year I moved; my shoe size is 39.")] == ["fact"]


def test_a_verse_on_one_line_is_read_with_its_sentences_whole() -> None:
    verse = ("A walker (that's me) from the fen / adores rainy hikes now and then / whatever the weather / "
             "I'll pull on my leather / and go out again and again.")
    assert verses(verse).startswith("A walker (that's me) from the fen adores rainy hikes now and then whatever the weather / "
                                    "I'll pull on my leather")
    found = read("My locker code, I'll tell you, / is 5521, written true / so keep it in mind / "
                 "in case I am blind / and that's all I'll say to you.")
    assert [c for c, _ in found] == ["fact"] and "5521" in found[0][1], found
    # negative controls: a short list with slashes and prose with three slashes are unchanged; someone else's verse
    assert verses("I like jazz / blues / soul.") == "I like jazz / blues / soul."
    assert read("My cousin, if you please, / is vegan, it's true / so cook her a stew / with lentils, not goo / "
                "and serve it at quarter past two.") == []


@pytest.mark.parametrize("text", [
    "The bus is running late again, classic.",
    "Dinner time!",
    "Farewell till the morning, dear friend.",
    "I shall retire now.",
    "In my boyhood I lived in Leeds.",
    "Were I ever to move, I'd want a garden flat.",
    "Draft a birthday card for Priya: 'I adore peonies.'",
])
def test_the_days_trouble_old_goodnights_and_words_for_someone_named_are_not_memories(text: str) -> None:
    assert read(text) == []


def test_negative_controls_of_the_days_trouble_and_goodnights() -> None:
    assert [c for c, _ in read("My train is at 9:40 tomorrow.")] == ["event"]
    assert [c for c, _ in read("My flight is delayed to 9pm.")] == ["event"]
    assert [c for c, _ in read("I must retire my old laptop.")] == ["task"]
    assert [c for c, _ in read("I adore peonies.")] == ["preference"]


@pytest.mark.parametrize("text", [
    # a line that takes back what came before it in its paragraph
    "Note to the file: I'm not coeliac. Ignore that.",
    "Tell the booker I hate aisle seats. I made it up.",
    "Caption for my sister's reel: I'm vegan and I live in Leeds.\nThose are her words, not mine.",
    # a clause that only takes back, an earlier report called wrong
    "Forget what I said about Fridays.",
    "Please disregard my earlier note about window seats; I misspoke.",
    "The previous diet report was wrong.",
    # a situation report framed as a source's or taken back
    "Gym regulations:\nSITREP — rules\nBLUF: no guests after 9 pm.\nEnd SITREP.",
    "Disregard this SITREP:\nSITREP — allergy\nBLUF: allergic to kiwi.\nEnd SITREP.",
])
def test_stop_33_what_is_taken_back_or_a_sources_is_not_read(text: str) -> None:
    assert read(text) == []


def test_stop_33_a_day_ruled_out_whole_and_a_spending_cap() -> None:
    assert [c for c, _ in read("NB: no Sundays.")] == ["constraint"]
    assert [c for c, _ in read("No weekends for me, ever.")] == ["constraint"]
    assert [c for c, _ in read("Pinned: spending cap €400.")] == ["constraint"]
    found = read("Mine:\nSITREP — diary\nBLUF: no Fridays for me.\nEnd SITREP.")
    assert [c for c, _ in found] == ["constraint"] and "Fridays" in found[0][1], found
    # negative controls: a place's day off, a question, a cap with no amount
    assert read("The bakery: no Sundays.") == []
    assert read("No Sundays this month?") == []
    assert read("Spending cap talk again, ugh.") == []


def test_stop_33_whose_voice_a_frame_names() -> None:
    # a single-quoted quote that opens with a word's apostrophe is masked like any other
    assert read("fwd from my aunt 👇 'I'm coeliac' #family") == []
    assert read("Write my uncle a card: 'I'm allergic to cats, so no kitten pics', in his words.") == []
    # "in play" is a game in progress, not a play; "not my character" is the player speaking
    found = read("Rain stopped play, and a word in play: I'm allergic to kiwi.")
    assert [c for c, _ in found] == ["constraint"] and "kiwi" in found[0][1], found
    found = read("That's me, not my character: I'm allergic to wool.")
    assert [c for c, _ in found] == ["constraint"] and "wool" in found[0][1], found
    # avoided for an allergy is a limit, not a taste
    assert [c for c, _ in read("Round here I avoid kiwi, allergic for years.")] == ["constraint"]
    # negative controls: a character's allergy, a line in a school play, avoiding with no allergy
    assert read("My character is allergic to wool.") == []
    assert read("In the school play I am a vegan.") == []
    assert [c for c, _ in read("I avoid crowds.")] == ["preference"]


def test_stop_33_a_lead_in_a_dialects_liking_a_kept_taste_and_closing_labels() -> None:
    assert [c for c, _ in read("Right so, give me green tea and I'm happy out.")] == ["preference"]
    assert [c for c, _ in read("Reggae sweet mi, every time.")] == ["preference"]
    assert [c for c, _ in read("Tastes shift, they say. Mine, however, remain fixed on green tea.")] == ["preference"]
    # negative controls: a closing label, a greeting alone; a greeting before a statement keeps the statement
    assert read("[09:12] me: not up for debate") == []
    assert read("Ciao, buona giornata!") == []
    assert read("Kolay gelsin, you work so hard.") == []
    assert [c for c, _ in read("Kolay gelsin, I'm vegan.")] == ["constraint"]
    assert [c for c, _ in read("Hello there, my dentist is Dr. Lee.")] == ["fact"]


@pytest.mark.parametrize("text, cls, value", [
    ("Note to self: green tea, every time, for me.", "preference", "green tea"),
    ("My week ahead: clear of calls after 6 pm.", "constraint", "6 pm"),
    ("I must abstain from kiwi, for it brings on an allergy.", "constraint", "kiwi"),
    ("Something I never want on my plate: kiwi.", "constraint", "kiwi"),
    ("Eighty percent chance I'll go for green tea.", "preference", "green tea"),
])
def test_stop_33_a_pick_a_clear_diary_and_a_food_never_wanted(text: str, cls: str, value: str) -> None:
    found = read(text)
    assert [c for c, _ in found] == [cls] and value in found[0][1], found


def test_stop_33_negative_controls_of_picks_and_limits() -> None:
    assert all(c != "constraint" for c, _ in read("The office is clear of visitors, thank goodness."))
    assert [c for c, _ in read("I must abstain from voting in the club poll.")] != ["constraint"]
    assert read("Ten percent chance of rain, they say.") == []


@pytest.mark.parametrize("text, cls, value", [
    ("It would be remiss of me not to mention that green tea suits me best.", "preference", "green tea"),
    ("I shall only add that kiwi disagrees with me.", "constraint", "kiwi"),
    ("Totally pescatarian these days.", "constraint", "pescatarian"),
    ("Straight up, firm: no calls after 9 pm.", "constraint", "9 pm"),
    ("Case closed on my tastes: green tea, no questions asked.", "preference", "green tea"),
])
def test_stop_33_frames_that_announce_and_limits_after_a_lead_in(text: str, cls: str, value: str) -> None:
    found = read(text)
    assert [c for c, _ in found] == [cls] and value in found[0][1].lower(), found


def test_stop_33_a_reported_rule_after_a_lead_in_is_not_mine() -> None:
    assert all(c != "constraint" for c, _ in read("The boss said: no calls after 5."))
    assert read("Pool rules: no diving after 6 pm.") == []
    # a clause naming the pick by "it" joins the clause before: one candidate, not two
    found = read("I think I like green tea best? Yeah, pretty sure. I pick it every time.")
    assert [c for c, _ in found] == ["preference"] and "every time" in found[0][1], found


def test_a_telegrams_heading_reads_its_next_part_under_it() -> None:
    assert telegrams("Record locker STOP 5521 STOP") == "my locker: 5521. "
    assert telegrams("Diet STOP pescatarian STOP Tell the chef STOP") == "Diet: pescatarian. Tell the chef. "
    found = read("Record cat STOP Biscuit STOP")
    assert [c for c, _ in found] == ["fact"] and "Biscuit" in found[0][1], found
    # negative controls: a greeting, a request or a longer opening heads nothing
    assert telegrams("Good evening STOP Tea first STOP") == "Good evening. Tea first. "
    assert telegrams("Please note STOP kiwi STOP") == "Please note. kiwi. "
    assert telegrams("Allergic to kiwi STOP Severe STOP") == "Allergic to kiwi. Severe. "


@pytest.mark.parametrize("text, cls, value", [
    ("Abla, my locker code is 5521, tamam?", "fact", "5521"),
    ("Between everything, I prefer green tea, hux?", "preference", "green tea"),
    ("Oh, green tea and nothing else.", "preference", "green tea"),
    ("Banker for every trip: aisle seats.", "preference", "aisle seats"),
])
def test_stop_33_tags_that_ask_nothing_and_a_sure_pick(text: str, cls: str, value: str) -> None:
    found = read(text)
    assert [c for c, _ in found] == [cls] and value in found[0][1].lower(), found


def test_stop_33_negative_controls_of_tags_and_picks() -> None:
    assert read("Is it tamam?") == []
    assert read("No sugar and nothing else?") == []
    assert all(c != "preference" for c, _ in read("Not that and nothing else."))


def test_stop_33_lets_say_you_need_it_tags_and_a_pick_come_what_may() -> None:
    # "mettons you need it" is "in case you need it", "mettons it in the calendar" is "put it in": no hypothetical
    found = read("Mettons you need it: locker = 5521.")
    assert [c for c, _ in found] == ["fact"] and "5521" in found[0][1], found
    assert [c for c, _ in read("Oye, no calls after 9 pm, that's family time, ¿ok?")] == ["constraint"]
    assert [c for c, _ in read("Pues I'm vegan now, ¿sí?")] == ["constraint"]
    assert [c for c, _ in read("Come rain or shine, it's green tea for me.")] == ["preference"]
    # negative controls: a real "let's say", a verdict of "too late", a question put with "¿sí?"
    assert read("Mettons I moved to Gaspé, I'd want a bigger garden.") == []
    assert read("It's too late for me, always.") == []


def test_a_lead_in_naming_the_file_is_read_past() -> None:
    found = read("Oh, and details for the file - city Leeds, nothing else changed.")
    assert [c for c, _ in found] == ["fact"] and "Leeds" in found[0][1], found


def test_stop_33_a_question_answered_with_i_do_and_a_hedge_that_names_the_answer() -> None:
    found = read("Do I have a date for my eye test? I do: 12/06.")
    assert [c for c, _ in found] == ["event"] and "12/06" in found[0][1], found
    found = read("If I had to name my taste: green tea.")
    assert [c for c, _ in found] == ["preference"] and "green tea" in found[0][1], found
    # negative controls: a real hypothetical, an unanswered question
    assert read("If I had a boat, I'd call it Marigold.") == []
    assert read("Do I have a date for my eye test?") == []


def test_a_transcript_without_line_numbers_and_a_lettered_list_that_is_no_transcript() -> None:
    found = read("My interview notes, mine:\nQ: Any allergies?\nA: Kiwi.\nThat's it.")
    assert [c for c, _ in found] == ["constraint"] and "kiwi" in found[0][1].lower(), found
    # negative control: answers with no question, and a Q/A block framed as someone else's
    assert pasted("Options:\nA. tea\nB. coffee") == "Options:\nA. tea\nB. coffee"
    assert read("My cousin's interview:\nQ: Any allergies?\nA: Kiwi.\nHers.") == []


def test_an_intensifier_before_fondness_and_keep_in_mind_that() -> None:
    assert [c for c, _ in read("Och, I'm pure mad for green tea, so I am.")] == ["preference"]
    assert [c for c, _ in read("Would you ever keep it in mind that I'm fierce fond of green tea?")] == ["preference"]
    # negative controls: an intensifier before a mood, someone else's fondness
    assert read("I'm dead tired.") == []
    assert read("Would you ever keep it in mind that she's fierce fond of green tea?") == []


def test_a_posts_hashtags_are_read_as_words_picks_or_labels() -> None:
    assert hashtags("#NoFridays for me, ever #rules") == "no Fridays for me, ever #rules"
    assert hashtags("Sunday brunch: green tea 💯 #favourite") == "Sunday brunch: green tea (favourite)"
    assert hashtags("I drink green tea. #zen #morning") == "I drink green tea."
    assert [c for c, _ in read("#NoFridays for me, ever #rules")] == ["constraint"]
    assert [c for c, _ in read("Every single day: green tea 💯 #favourite")] == ["preference"]
    # negative controls: a number after "#", a language's name, tags that may name the kind stay as written
    assert hashtags("Order #1234 arrived") == "Order #1234 arrived"
    assert hashtags("C# all day") == "C# all day"
    assert hashtags("living that vegan life #nofilter #diet") == "living that vegan life #nofilter #diet"


def test_nobody_books_me_and_no_calls_then() -> None:
    found = read("Fridays are mine. Nobody books me on a Friday.")
    assert [c for c, _ in found] == ["constraint"] and "Friday" in found[0][1], found
    found = read("I'm asleep after 10 pm. No calls then.")
    assert [c for c, _ in found] == ["constraint"] and "10 pm" in found[0][1], found
    # negative controls: nobody calling as a complaint, someone else's day
    assert read("Nobody calls me anymore, sad.") == []
    assert read("Nobody books the hall on a Friday.") == []


@pytest.mark.parametrize("text, cls, value", [
    ("I write to ask that I not be telephoned after 9 pm.", "constraint", "9 pm"),
    ("Rain or shine, I keep choosing green tea.", "preference", "green tea"),
    ("Comfort first, and for me that means green tea.", "preference", "green tea"),
    ("Green tea. That is what I want, every time, toch?", "preference", "Green tea"),
    ("One more thing: $300, that's all I got for this.", "constraint", "$300"),
    ("No meetings on a Friday, never.", "constraint", "Friday"),
    ("Arr, it's green tea fer this old sea dog, always.", "preference", "green tea"),
])
def test_stop_33_dev20s_letters_charts_and_pirates(text: str, cls: str, value: str) -> None:
    found = read(text)
    assert [c for c, _ in found] == [cls] and value in found[0][1], found


def test_stop_33_negative_controls_of_dev20s_readings() -> None:
    assert read("I would say it might rain.") == []
    assert read("I keep forgetting my keys, ugh.") == [] or all(c != "preference" for c, _ in read("I keep forgetting my keys, ugh."))
    assert all(c != "constraint" for c, _ in read("The shop has no staff on a Sunday."))


def test_a_pick_and_nothing_else_beside_what_someone_says_and_a_loved_traffic_jam() -> None:
    found = read("My gran says I'm fussy, but honestly, green tea and nothing else.")
    assert [c for c, _ in found] == ["preference"] and "green tea" in found[0][1].lower(), found
    assert read("Yeah, I just LOVE the traffic on the ring road. Real fun.") == []
    # negative control: a liking of a commute is a liking
    assert [c for c, _ in read("I love the commute by bike, honestly.")] == ["preference"]


def test_a_vcard_of_my_own_states_its_notes_and_custom_fields() -> None:
    card = ("Pasted from my address book:\nBEGIN:VCARD\nVERSION:4.0\nFN:Me\nNOTE:likes cold brew\nX-DIET:pescatarian\n"
            "TEL;TYPE=cell:+1 555 0100\nEND:VCARD\nThat's all current.")
    said = pasted(card)
    assert "I like cold brew." in said and "I'm pescatarian." in said and "my phone number is +1 555 0100." in said, said
    assert "VCARD" not in said and "FN:" not in said
    found = read(card)
    assert {"preference", "constraint", "fact"} <= {c for c, _ in found}, found
    # a frame that names no one, and the card's name is the user's: theirs; "available from" is a limit before it
    assert "I'm not available before 11 am." in pasted("Card export:\nBEGIN:VCARD\nVERSION:3.0\nFN:Me (work)\n"
                                                       "X-AVAILABLE-FROM:11 am\nEND:VCARD")
    # a closing line that says it is the user's disowns nothing
    assert "I'm allergic to kiwi." in pasted("My card:\nBEGIN:VCARD\nFN:Me\nX-ALLERGY:kiwi\nEND:VCARD\n"
                                             "That's me, not my partner.")


def test_someone_elses_a_template_or_an_old_vcard_goes_whole() -> None:
    for frame, name in (("My aunt's card, for your contacts:", "Rosa (aunt)"), ("Sample card from the docs:", "John Roe"),
                        ("An old card from 2017:", "Me"), ("A colleague sent me his card:", "Ravi")):
        text = f"{frame}\nBEGIN:VCARD\nVERSION:4.0\nFN:{name}\nNOTE:prefers cold brew\nX-DIET:pescatarian\nEND:VCARD"
        assert "cold brew" not in pasted(text) and "pescatarian" not in pasted(text), frame
        assert not [c for c, v in read(text) if "cold brew" in v or "pescatarian" in v], frame
    # negative controls: a card that says neither by its frame nor by its name stays as written; the user's own card
    # may carry their real name
    text = "Card:\nBEGIN:VCARD\nNOTE:hi\nEND:VCARD"
    assert pasted(text) == text
    assert "I'm pescatarian." in pasted("My own card:\nBEGIN:VCARD\nFN:Ravi Kumar\nX-DIET:pescatarian\nEND:VCARD")


def test_a_diff_of_my_notes_reads_its_added_lines_never_its_removed_ones() -> None:
    diff = ("Diff of my profile:\n--- a/profile.md\n+++ b/profile.md\n@@ -1,3 +1,3 @@\n # profile\n-likes: jazz\n"
            "+likes: cold brew\n-city: ?\n+city: Ghent\nPushed.")
    said = pasted(diff)
    assert "I like cold brew." in said and "my city: Ghent." in said, said
    assert "jazz" not in said and "profile.md" not in said and "# profile" not in said
    found = read(diff)
    assert not [v for _, v in found if "jazz" in v or "a/profile" in v], found
    assert any(c == "preference" and "cold brew" in v for c, v in found), found
    # a to-do box added
    assert "to-do: renew the lease." in pasted("My todo diff:\n--- a/todo.md\n+++ b/todo.md\n@@ -1 +1,2 @@\n # todo\n"
                                               "+- [ ] renew the lease\nAdded.")


def test_someone_elses_a_draft_or_a_reverted_diff_goes_whole() -> None:
    body = "\n--- a/me.md\n+++ b/me.md\n@@ -2 +2 @@\n-diet: ?\n+diet: pescatarian\n"
    for frame, closing in (("My brother's patch:", "Looks fine."), ("Proposed change, not merged:", "Thoughts?"),
                           ("Reverted this:", "It was wrong."), ("Example from a tutorial:", "Odd choice."),
                           ("Diff of my notes:", "Rejected, I reverted it.")):
        text = frame + body + closing
        assert "pescatarian" not in pasted(text), frame
        assert not [c for c, v in read(text) if "pescatarian" in v], frame
    # negative controls: a header pair without a hunk is no diff; prose with dashes stays
    assert pasted("--- a/x\n+++ b/x\nno hunk here") == "--- a/x\n+++ b/x\nno hunk here"


def test_a_lead_in_this_one_points_on_not_back() -> None:
    found = read("Aisle seats, every time. Plus this one: my locker number is 4471.")
    assert sorted(c for c, _ in found) == ["fact", "preference"], found
    # negative control: "That's my locker number." still refers back to the clause before it
    found = read("4471. That's my locker number.")
    assert [c for c, _ in found] == ["fact"] and "4471" in found[0][1], found


@pytest.mark.parametrize("text, cls, value", [
    ("Bruddah, pescatarian for real, no laugh.", "constraint", "pescatarian"),
    ("Every Thursday I'm at choir, so book around it.", "constraint", "Thursday"),
    ("Every Monday I stay wit my aunty, so no can.", "constraint", "Monday"),
    ("No kiwi. I swell up like a balloon.", "constraint", "kiwi"),
    ("Em is pescatarian ạ, please remember.", "constraint", "pescatarian"),
    ("Keep um undah $90, shoots?", "constraint", "$90"),
    ("My focus goes without green tea, that's how much I rely on it.", "preference", "green tea"),
    ("Honestly, I'm a green tea guy, always been.", "preference", "green tea"),
])
def test_stop_35_dev25s_voices(text: str, cls: str, value: str) -> None:
    found = read(text)
    assert [c for c, _ in found] == [cls] and value.lower() in found[0][1].lower(), found


def test_stop_35_negative_controls_of_dev25s_voices() -> None:
    assert read("Every Friday I'm at the pub, so what.") == []
    assert read("Mẹ em allergic with kiwi, not em ạ.") == []  # my mum's allergy, not mine
    assert all(c != "constraint" for c, _ in read("Em is my cousin, she is pescatarian."))
    assert all(c != "constraint" for c, _ in read("No kiwi left. I swell up with pride at the fruit bowl, though."))


def test_a_mood_line_is_a_state_of_the_moment() -> None:
    assert read("mood: grey… like the sky… nothing more to say…") == []
    assert read("vibe: sleepy… like a cat in the sun…") == []
    # negative control: a liking said with a comparison stays a liking
    assert [c for c, _ in read("I like green tea, like my gran did.")] == ["preference"]


def test_an_exclaimed_lone_word_is_no_fact() -> None:
    from memgraph_py.extract import _ONE_WORD  # the learned reader's fact is dropped for such a clause
    assert _ONE_WORD.fullmatch("Kalispera!") and _ONE_WORD.fullmatch("Howzit!!")
    assert not _ONE_WORD.fullmatch("Krakow.") and not _ONE_WORD.fullmatch("X1234567!") and not _ONE_WORD.fullmatch("Dr. Shah!")
    assert all(c != "fact" for c, _ in read("Kalispera! How was your day?"))
    # negative control: a lone word answering a question in the same message is still read
    assert any("Krakow" in v for _, v in read("My passport number is X1234567. City ah? Krakow. Save for me can?"))


def test_a_person_of_mine_with_what_they_have_or_like_is_theirs() -> None:
    assert read("My husband, he prefers window seats, me I don't care.") == []
    assert read("My bruddah get one cat named Poi, crazy cat.") == []
    assert [c for c, _ in read("Next thing: every Tuesday I stay with my grandma, so no can.")] == ["constraint"]
    # negative controls: a person of mine named is my fact; what I have is mine
    assert [c for c, _ in read("My sister is Marta.")] == ["fact"]
    assert [c for c, _ in read("I prefer window seats, my husband doesn't.")][:1] == ["preference"]


def test_i_need_book_an_errand_is_a_task() -> None:
    assert [c for c, _ in read("Pau hana I need book a table for the team, k?")] == ["task"]
    # negative controls: "book" as a noun stays one
    assert all(c != "task" for c, _ in read("I need book recommendations."))
    assert all(c != "task" for c, _ in read("I have book club on Tuesdays."))


def test_a_sql_row_of_my_own_notes_is_read_by_its_frame() -> None:
    cases = (
        ("Straight from my notes db:\nINSERT INTO about_me (topic, detail)\nVALUES ('likes', 'cold brew');\nCurrent.",
         "I like cold brew.", "preference"),
        ("My own table:\nINSERT INTO preferences (who, pick)\nVALUES (\"me\", \"window seats\");\nKeep it.",
         "I like window seats.", "preference"),
        ("The row I keep:\nUPDATE about_me\nSET value = \"Ghent\"\nWHERE field = \"city\";\nRan it today.",
         "my city: Ghent.", "fact"),
        ("My health row:\nUPDATE me\nSET allergic_to = 'kiwi';\nThe doctor confirmed it.", "I'm allergic to kiwi.",
         "constraint"),
        ("From my own to-do table:\nINSERT INTO todo (owner, item)\nVALUES ('me', 'renew the lease');\nStill open.",
         "to-do: renew the lease.", "task"),
        ("My calendar db:\nUPDATE calendar\nSET day = 'tomorrow'\nWHERE what = 'dentist appointment';\nMoved it myself.",
         "my dentist appointment is tomorrow.", "event"),
    )
    for text, statement, cls in cases:
        said = pasted(text)
        assert statement in said and "INSERT" not in said and "UPDATE" not in said and "VALUES" not in said, said
        assert any(c == cls for c, _ in read(text)), (text, read(text))
    # two rows in one insert, lower-case keywords, no frame but a table of the user's own
    said = pasted("insert into me (field, value) values ('dog', 'Max'), ('city', 'Ghent');")
    assert "my dog: Max." in said and "my city: Ghent." in said, said
    # a closing line that only vouches for the row ("Up to date as of today.") is no event of its own
    assert [c for c, _ in read("The row I keep:\nUPDATE about_me\nSET value = 'Ghent'\nWHERE field = 'city';\n"
                               "Up to date as of today.")] == ["fact"]
    assert [c for c, _ in read("My dentist appointment is today.")] == ["event"]  # negative control


def test_a_query_a_deletion_or_someone_elses_sql_row_goes_whole() -> None:
    for text in ("Tell me what this returns:\nSELECT allergy, diet\nFROM about_me;\nWhat would it give?",
                 "A row I deleted, it's old:\nDELETE FROM about_me\nWHERE field = 'diet';\nGone now.",
                 "My brother's row, not mine:\nINSERT INTO about_brother (field, value)\nVALUES ('diet', 'pescatarian');\nHis.",
                 "A sample from a SQL tutorial:\nINSERT INTO customers (name, diet)\nVALUES ('Alice', 'pescatarian');\nPractice.",
                 "Hypothetically, if I ran this one:\nUPDATE me\nSET diet = 'pescatarian';\nJust curious, not doing it.",
                 "A template for the db:\nINSERT INTO about_me (field, value)\nVALUES ('diet', 'pescatarian');\nFill it in.",
                 "My notes db:\nINSERT INTO todo (owner, item)\nVALUES ('Dave', 'pescatarian menu');\nHis job."):
        said = pasted(text)
        assert "pescatarian" not in said and "SELECT" not in said and "DELETE" not in said, said
        assert not [c for c, v in read(text) if "pescatarian" in v or "allergy" in v.lower()], (text, read(text))
    # negative controls: a statement that is no SQL stays prose; an unframed row of a table that is nobody's stays as
    # written; "Update me on X" is a request, not a statement
    assert pasted("Update me on the match tonight, please.") == "Update me on the match tonight, please."
    text = "Why does this fail?\nINSERT INTO inventory (item, qty)\nVALUES ('shoes', 2);"
    assert pasted(text) == text
    assert "shoes" not in pasted(text.replace("inventory", "orders"))  # a table of many people's rows


@pytest.mark.parametrize("text, cls, value", [
    ("Our kid keeps asking so I'll put it here: my sister is Ines.", "fact", "Ines"),
    ("Put it in the logbook, good buddy: my locker number is 4471.", "fact", "4471"),
    ("Kid, write this down: allergic to cats, ended up at Mass General once.", "constraint", "cats"),
    ("Every Friday I'm touching grass, so no.", "constraint", "Friday"),
    ("Shalom, quick thing, I'm a short bullet-point answers person, toda.", "preference", "short bullet-point answers"),
    ("Me, I'm a hiking trails guy, wicked simple.", "preference", "hiking trails"),
    ("Bonus item: don't let me forget the job interview the 12th of May.", "event", "job interview"),
    ("ok so the passport renewal appointment?? tomorrow. note it", "event", "passport renewal"),
])
def test_stop_35_dev26s_voices(text: str, cls: str, value: str) -> None:
    found = read(text)
    assert [c for c, _ in found] == [cls] and value.lower() in found[0][1].lower(), found


def test_stop_35_negative_controls_of_dev26s_voices() -> None:
    # "That's me, plain as silage." owns the thing before it and names nothing itself
    from memgraph_py.extract_traps import not_mine_now
    text = "That's me, plain as silage."
    assert not_mine_now(text, text.lower()) == "a sign-off or a label, naming nothing"
    assert all(c != "fact" for c, _ in read("Morning meetings. That's me, plain as silage."))
    assert not_mine_now("That's me in the photo.", "that's me in the photo.") is None  # negative control
    # someone's habit, another's words sent on, a loss loved, a jam loved, a daydream, the market's and the mood's colour
    for text in ("my bias only drinks oat milk flat whites, so iconic",
                 "My sister send me this ka: 'I am free only after 6pm.'",
                 "love losing 40% overnight, amazing feeling, 10/10",
                 "Oh yes, I love the Ayalon highway at rush hour, sababa.",
                 "If I go to Japan, maybe I spend €1,200 ka. Only dream.",
                 "market's red, mood's red, that's all"):
        assert read(text) == [], (text, read(text))
    # the lead-ins only say where a note goes: what follows is still read for whose it is
    assert read("Put it in the logbook: my neighbour's dog is Rex.") == []
    assert read("I'll put it here: the weather was nice.") == []
    # a reminder of a thing to do stays a task; a standing condition without a guess stays one
    assert [c for c, _ in read("Don't let me forget to book the interview room on Friday.")] == ["task"]
    assert any(c == "constraint" for c, _ in read("If I go to Japan, I spend €1,200 at most."))
    # what I only drink is mine, however it is read
    assert read("I only drink oat milk flat whites.") != []


def test_readings_that_keep_the_retrain_through_dev26_from_losing_earlier_sets() -> None:
    assert [c for c, _ in read("Ho, I get one soft spot fo spicy food, no lie.")] == ["preference"]  # dev25's
    assert [c for c, _ in read("Accha listen, trains over planes is ekdum my thing, okay na?")] == ["preference"]  # dev15's
    assert read("If I have more money, I will stay only in boutique hotels, haha.") == []  # dev19's: a wish's condition
    # negative controls: a standing condition stays one; a thing of mine is no liking
    assert [c for c, _ in read("If I have the choice, I prefer boutique hotels.")] == ["preference"]
    assert all(c != "preference" for c, _ in read("I get one day off a week."))


def test_an_org_drawer_or_a_toml_table_of_my_own_notes_is_read_by_its_frame() -> None:
    cases = (
        ("From my own notes.org:\n* About me\n:PROPERTIES:\n:LIKES: cold brew\n:END:\nThat heading is current.",
         "I like cold brew.", "preference"),
        ("Pasted straight out of Emacs:\n* Medical\n:PROPERTIES:\n:REACTS_TO: kiwi\n:END:\nStill the case today.",
         "I'm allergic to kiwi.", "constraint"),
        ("A bit of my org outline:\n** Details\n:PROPERTIES:\n:FIELD: dentist\n:VALUE: Dr. Okafor\n:END:\nChecked.",
         "my dentist is Dr. Okafor.", "fact"),
        ("My calendar heading in notes.org:\n* Dentist appointment\n:PROPERTIES:\n:WHEN: 14/06\n:END:\nBooked.",
         "my dentist appointment is on 14/06.", "event"),
        ("Out of my todo.org, verbatim:\n* TODO Renew the lease\n:PROPERTIES:\n:OWNER: me\n:END:\nStill open.",
         "I need to renew the lease.", "task"),
        ("From personal.toml in my notes folder:\n[about_me]\nprefers = \"cold brew\"\nNothing else to add.",
         "I like cold brew.", "preference"),
        ("My own notes file, medical bit:\n[medical]\nallergic_to = [\"kiwi\"]\nHold on to that.",
         "I'm allergic to kiwi.", "constraint"),
        ("Out of profile.toml:\n[about_me]\n\"employer\" = \"Initech\"\nKeep that.", "my employer is Initech.", "fact"),
        ("My own schedule file:\n[next.appointment]\nname = \"dentist appointment\"\ndate = \"tomorrow\"\nBooked.",
         "my dentist appointment is tomorrow.", "event"),
        ("From my todo.toml:\n[todo]\nnext = \"renew the lease\"\nStill open.", "I need to renew the lease.", "task"),
    )
    for text, statement, cls in cases:
        said = pasted(text)
        assert statement in said and ":PROPERTIES:" not in said and ":END:" not in said and "[" not in said, said
        assert any(c == cls for c, _ in read(text)), (text, read(text))
    # the housekeeping of an outline (owner, priority, when added) and a closing line that says "done" are no statement
    said = pasted("Straight out of my notes/todo.toml:\n[this_week]\nmust = \"renew the lease\"\nNag me till it is done.")
    assert "I need to renew the lease." in said, said
    assert "PRIORITY" not in pasted("My org file:\n** TODO Renew the lease\n:PROPERTIES:\n:PRIORITY: A\n:END:\nOpen.")


def test_someone_elses_a_templates_an_old_or_an_imagined_org_drawer_or_toml_table_goes_whole() -> None:
    for text in ("My colleague's org file, not mine:\n* Tom\n:PROPERTIES:\n:ALLERGY: pescatarian\n:END:\nHis.",
                 "An org template I found online:\n* Profile\n:PROPERTIES:\n:DIET: <fill in>\n:END:\nLooks handy.",
                 "From my someday file, only a daydream:\n* Someday/maybe\n:PROPERTIES:\n:DIET: pescatarian\n:END:\nNo.",
                 "An archived heading:\n* Old profile (archived)\n:PROPERTIES:\n:DIET: pescatarian\n:END:\nGone.",
                 "Checking this bit of syntax:\n* Test\n:PROPERTIES:\n:DIET: pescatarian\n:END:\nIs it right?",
                 "From my own agenda:\n* DONE Book the pescatarian menu\n:PROPERTIES:\n:ADDED: May\n:END:\nTicked off.",
                 "My journal heading, just for fun:\n* Journal\n:PROPERTIES:\n:MOOD: pescatarian\n:END:\nNo action.",
                 "Example from the TOML docs, not mine:\n[owner]\nname = \"pescatarian\"\nThat's just the sample.",
                 "My partner's settings file, not mine:\n[partner]\ndiet = \"pescatarian\"\nShe set hers up.",
                 "A template I'm sharing with the team:\n[me]\n# fill in your own\ndiet = \"pescatarian\"\nDon't save.",
                 "My old me.toml from 2019, all out of date:\n[me]\ndiet = \"pescatarian\"\nI moved away years ago.",
                 "What this would look like if I ever went veggie:\n[me]\ndiet = \"pescatarian\"\nJust wondering.",
                 "A joke config a friend sent me:\n[life]\n# lol\ndiet = \"pescatarian\"\nHa, if only."):
        said = pasted(text)
        assert "pescatarian" not in said and ":PROPERTIES:" not in said, said
        assert not [c for c, v in read(text) if "pescatarian" in v], (text, read(text))
    # negative controls: a bracketed line with no key under it, or keys with no quoted value, stay as written; a
    # closing line that denies the past ("Current, not an old copy.") disowns nothing
    for text in ("[laughs]\nanyway, see you", "Set it like this:\n[core]\neditor = vim", "* Groceries\n- milk"):
        assert pasted(text) == text
    assert "I like jazz." in pasted("Out of my me.toml:\n[taste]\n\"always pick\" = \"jazz\"\nCurrent, not an old copy.")


def test_stop_36_dev27s_and_dev28s_voices_that_are_no_memory() -> None:
    # a text's sign-off names who wrote it ("Love Mum xx", "Love, Sam x", "Mum x"): no liking; what the text says
    # before it is still read
    for text in ("Hello darling... just saying hello... Love Mum xx", "Night night darling... Love Mum",
                 "Love, Sam x", "Lots of love, Nan", "Mum x",
                 # thanks with a name for the assistant; a nuisance loved; a joke taken back by its tag
                 "Thank you, lifesaver, as always.", "Wey aye, I love standing at the Metro in the sleet. Marvellous.",
                 "Cor, I just love a three-hour bus replacement. Marvellous.",
                 "Love a good 5am alpine start. Said nobody.", "Na, great, train is late again, I love this so much.",
                 "Ke garne, such lovely traffic in Kathmandu, I enjoy so much.",
                 # a client voiced or served, a person's thing with "he's" after it: theirs, though "I" is said
                 "The Deaf client I worked with today prefers morning meetings.",
                 "The couple we met this morning want a barn venue.",
                 "Our kid's flight to Rome is next Tuesday, he's buzzing.",
                 "My mate's project is at Stanage, he's obsessed."):
        assert read(text) == [], (text, read(text))
    assert [c for c, _ in read("Darling my city is Berlin... Love Mum")] == ["fact"]
    # negative controls: a liking of a thing or of a person's cooking, a train journey, standing at gigs, my own
    # flight, my own meeting with a client stay memories
    for text, cls in (("Love jazz.", "preference"), ("I love Mum's cooking.", "preference"),
                      ("I love train journeys.", "preference"), ("I love standing at the back of gigs.", "preference"),
                      ("My flight to Rome is next Tuesday.", "event"),
                      ("The client meeting I have is on Friday.", "event"), ("I prefer morning meetings.", "preference")):
        assert [c for c, _ in read(text)] == [cls], (text, read(text))


def test_stop_36_someone_elses_words_sent_on_a_comment_and_a_retraction_are_no_limit() -> None:
    # a message forwarded from someone else is theirs; a comment on a daydream, a retraction with only its reason, a
    # limit disowned with an aside after it name no limit of the user's
    for text in ("Forwarded from Auntie Jean... 'Max $200 on the present'... xx",
                 "Fwd from my boss: nobody books meetings before 10am.",
                 "If I won the pools I'd buy a boat. Won't happen, guv.",
                 "Ignore what I said about Tuesdays, I got muddled.",
                 "My neighbour at the apiary is allergic to bee stings, not me, funnily enough."):
        assert read(text) == [], (text, read(text))
    # negative controls: forwarded from my own notes stays mine; a limit of mine with an aside stays one; "I won't"
    # with a thing stays a limit
    assert [c for c, _ in read("Forwarded from my notes: my flight is on 12/05.")] == ["event"]
    assert [c for c, _ in read("I'm allergic to bee stings, funnily enough.")] == ["constraint"]
    assert [c for c, _ in read("I won't eat shellfish.")] == ["constraint"]


def test_readings_that_keep_the_retrain_through_dev28_from_losing_earlier_sets() -> None:
    # a config assignment on a line of its own whose key says what its value is (dev9's "pref.default")
    assert "I like spicy food." in pasted('pref.default="spicy food"   # applies to everything you book for me')
    assert [c for c, _ in read('pref.default="spicy food"   # applies to everything you book for me')] == ["preference"]
    # negative controls: a key that says nothing stays as written, so does a placeholder
    for text in ('editor="vim"', 'x = "5"', 'allergy="<fill in>"'):
        assert pasted(text) == text
    # a closing line that vouches for the record above it names nothing (dev28's "That line is mine.")
    from memgraph_py.extract_traps import not_mine_now
    assert not_mine_now("That line is mine.", "that line is mine.") == "a sign-off or a label, naming nothing"
    assert not_mine_now("That line is from my favourite song.", "that line is from my favourite song.") is None
    # Hindi in English: "mujhe X karna hai, yaad dila dena" (I have to X, remind me) is a task (dev15's)
    assert [c for c, _ in read("Yaar, mujhe pick up the dry cleaning karna hai, yaad dila dena.")] == ["task"]
    # a relation's name said with "'s" for "is" ("my sister's Ines, innit") is a fact (dev16's, dev27's)
    for text in ("My sister's Ines, innit, save it.", "No porkies, sunshine, my sister's Marta."):
        assert [c for c, _ in read(text)] == ["fact"], (text, read(text))
    assert read("My sister's Marta's mum.") == []  # negative control: a person of hers


@pytest.mark.parametrize("text, cls, value", [
    ("My day off is Sunday.", "constraint", "Sunday"),
    ("Sundays are my day off.", "constraint", "Sundays"),
    ("Action note for the book: I need to pay the electricity bill. Next one: Please under $200 dong.", "constraint",
     "$200"),
    ("Not a penny over $200, me old china.", "constraint", "$200"),
    ("Under $200, please.", "constraint", "$200"),
    ("Sorry pressed send too soon... what I meant was spicy food is my favourite. Mum xx", "preference", "spicy food"),
])
def test_stop_36_dev27s_and_dev28s_voices(text: str, cls: str, value: str) -> None:
    found = [(c, v) for c, v in read(text) if c == cls]
    assert found and value.lower() in found[0][1].lower(), read(text)


def test_stop_36_negative_controls_of_dev27s_and_dev28s_voices() -> None:
    from memgraph_py.extract_clauses import _clean
    # a witness named before a colon only vouches ("Our kid knows it: …", "Ask anyone in the Toon: …")
    assert _clean("Our kid knows it: I'm all for jazz.") == "I'm all for jazz."
    assert _clean("Ask anyone in the Toon: I'm all for jazz.") == "I'm all for jazz."
    # a heading of mine before a colon is no witness; someone else's day off is theirs; a cap of time is no budget
    assert _clean("My diet: vegan.") == "My diet: vegan."
    assert all(c != "constraint" for c, _ in read("My sister's day off is Sunday."))
    assert all(c != "constraint" for c, _ in read("Under 5 minutes, please."))
    assert read("What I meant was unclear.") == []


def test_stop_36_the_days_news_is_no_event_or_taste() -> None:
    # a meal of the day reported, a thing done that went well: small talk
    for text in ("Momo for lunch today, very ramro!", "Sauna was good. That is all.", "Pizza for dinner tonight."):
        assert read(text) == [], (text, read(text))
    # negative controls: a meal with someone at an hour, an appointment today stay events
    for text in ("Lunch today at 1pm with Sam.", "Sushi for dinner tonight with my boss.", "My dentist appointment is today."):
        assert [c for c, _ in read(text)] == ["event"], (text, read(text))


def test_an_email_i_sent_myself_is_read_without_its_headers_and_signature() -> None:
    cases = (
        ("Copied out of Outlook, to myself:\nFrom: Priya Nair <priya@home.example>\nSent: Tuesday, 2 March 2027 09:14\n"
         "To: Priya Nair <priya@home.example>\nSubject: reminder\nI'm allergic to kiwi.\n--\nPriya\nStill true.",
         "constraint", "kiwi"),
        ("Found it in my drafts:\nFrom: me <me@x.example>\nTo: me <me@x.example>\nDate: Fri, 5 Mar 2027 18:00\n"
         "Subject: my locker code\nThat's 4471.\n-- \nSent from my tablet\nKeep.", "fact", "4471"),
        ("Mailed myself:\nFrom: Me <me@y.example>\nTo: Me <me@y.example>\nSubject: Re: Re: choir concert\n"
         "It is next Friday.\n-- \nme\nBooked.", "event", "next Friday"),
        # a mail of mine to someone else is still my words
        ("Sent this to my landlord:\nFrom: me <me@home.example>\nTo: Lee <lee@lets.example>\nSubject: viewing\n"
         "I'm never free on Thursdays.\n-- \nme\nNo reply yet.", "constraint", "Thursdays"),
    )
    for text, cls, value in cases:
        got = read(text)
        assert any(c == cls and value in v for c, v in got), (text, got)
        # the headers, the signature and a subject that only says "note" are no statement
        assert not any(re.match(r"(?i)(?:from|to|sent|date|subject: reminder)\b", v) for _, v in got), got
        assert not [c for c, v in got if c == "event" and re.search(r"2027|09:14|18:00", v)], got
    said = mails(["From: me <me@h.example>", "To: me <me@h.example>", "Subject: note to self", "Prefer tea.", "-- ",
                  "me", "True."])
    assert said == ["Prefer tea.", "True."], said


def test_someone_elses_an_old_or_a_template_email_goes_whole_and_a_lone_from_line_stays() -> None:
    for text in ("Forwarded by my flatmate, it's hers:\nFrom: Jo <jo@mail.example>\nTo: me <me@home.example>\n"
                 "Subject: food\nI'm pescatarian now.\n-- \nJo\nHers.",
                 "An ancient one from my old inbox:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
                 "Subject: food\nI'm pescatarian now.\n-- \nme\nNo longer true.",
                 "A sample from a tutorial:\nFrom: you <you@example.com>\nTo: you <you@example.com>\n"
                 "Subject: food\nI'm pescatarian.\n-- \n[name]\nJust an example.",
                 "Spam again:\nFrom: Prize Desk <win@prize.example>\nTo: me <me@home.example>\nSubject: food\n"
                 "Confirm you're pescatarian to claim.\n-- \nThe Team\nBinned."):
        assert not [c for c, v in read(text) if "pescatarian" in v], (text, read(text))
    # negative controls: a "From:" line with no mail's headers under it stays as written and is read
    assert mails(["From: Lisbon, flying home", "I'm vegan."]) == ["From: Lisbon, flying home", "I'm vegan."]
    assert pasted("Note from me:\nI'm vegan.") == "Note from me:\nI'm vegan."
    # a request to keep the event just named clear reads with it, no limit of its own; of a standing day it is one
    for text in ("Subject: Choir concert - tomorrow\nDon't book anything over it.",
                 "My dentist appointment is on 3 May. So please never schedule meetings on top of that."):
        assert [c for c, _ in read(text)] == ["event"], read(text)
    assert [(c, "Saturday" in v) for c, v in read("Standing commitment every Saturday - please don't book over it.")] \
        == [("constraint", True)]
    assert [c for c, _ in read("Don't book anything on Mondays.")] == ["constraint"]
    assert [c for c, _ in read("Don't book anything over $300.")] == ["constraint"]


def test_stop_36_a_tally_a_mess_of_the_moment_and_a_chore_loved_off_hours_are_no_taste() -> None:
    for text in ("Coffee number three, don't judge.", "Third pint already, ha.", "Flour everywhere, as usual.",
                 "Toys all over the floor as always.", "Sure, I adore counting tablets on a Friday night.",
                 "Oh sure, I enjoy doing the accounts on my day off."):
        assert not [c for c, _ in read(text) if c == "preference"], (text, read(text))
    # negative controls: a standing choice "as usual", a "sure" with no hour nobody wants, a liking of a night out,
    # stay likings; a drink named with its place in the day as what I have is no tally
    for text in ("Oat milk, as usual.", "Sure, I love cooking.", "I love dancing on a Friday night."):
        assert [c for c, _ in read(text)] == ["preference"], (text, read(text))
    assert read("My second coffee is always a flat white.") != []


def test_stop_36_someone_elses_a_past_and_an_examples_limits_and_occasions_are_not_mine() -> None:
    for text in ("My mawmaw is allergic to shellfish, not me, cher.", "My aunt is vegan, not me b'y.",
                 "used to be on-call every Friday, not anymore", "Used to have Tuesdays blocked, long ago.",
                 "README example: 'Max budget: 300 dollars'. that's the sample",
                 "Template heading: allergic to [allergen].",
                 "Me cousin's wedding was last June, some time it was.", "My nan's birthday party was lovely."):
        assert not [c for c, _ in read(text) if c in ("preference", "constraint", "fact", "event")], (text, read(text))
    # negative controls: my own limit with "not" inside, "used to" as accustomed, an example that is mine, a
    # relation's occasion to come and my own past occasion stay read
    assert [c for c, _ in read("I'm allergic to cats, not dogs.")] == ["constraint"]
    assert [c for c, _ in read("Used to it by now: no calls after 9pm.")] == ["constraint"]
    assert [c for c, _ in read("Example from my notes: max budget 300 dollars.")] == ["constraint"]
    assert read("My sister's wedding is next June.") != []
    assert [c for c, _ in read("My cousin's birthday was great, I'm vegan btw")] == ["constraint"]


def test_stop_36_since_i_was_small_is_a_standing_limit_and_not_any_more_is_past() -> None:
    for text in ("I can't go near peanuts, allergic since I was small.", "I've been vegan since I was a teenager."):
        assert [c for c, _ in read(text)] == ["constraint"], (text, read(text))
    # negative controls: a state that was, and a liking from then called over, stay past
    for text in ("I was vegetarian since I was small, not now.", "Since I was little I loved jazz, not any more.",
                 "I was vegan when I was at uni."):
        assert read(text) == [], (text, read(text))
    assert [c for c, _ in read("I can't eat gluten anymore.")] == ["constraint"]


def test_stop_36_a_past_diet_with_its_end_said_is_past() -> None:
    # the retrain through dev29 read these as limits: the end of the past state is said after it
    for text in ("Machan, back in school I was vegetarian, now I eat everything.",
                 "When I lived in Thessaloniki I was vegetarian, but is finished now.",
                 "I used to be vegan, now I eat everything."):
        assert read(text) == [], (text, read(text))
    # negative control: the new state said after the old one is read
    assert [c for c, _ in read("I was vegetarian at uni, but now I'm vegan.")] == ["constraint"]


def test_stop_38_a_calendar_event_of_mine_is_read_without_its_filing_properties() -> None:
    cases = (
        ("Straight out of my calendar app:\nBEGIN:VEVENT\nSUMMARY:Choir concert\nDESCRIPTION:it's 9/05\nEND:VEVENT\nMine.",
         "event", "9/05"),
        ("Exported from my calendar:\nBEGIN:VEVENT\nSUMMARY:My dentist check-up\nDESCRIPTION:next Thursday - bring the card\n"
         "LOCATION:Harbour Street\nEND:VEVENT\nDon't let me forget.", "event", "next Thursday"),
        ("My own entry:\nBEGIN:VEVENT\nSUMMARY:Me - I'm allergic to kiwi\nRRULE:FREQ=WEEKLY;BYDAY=MO\nCATEGORIES:HEALTH\n"
         "END:VEVENT\nAll mine.", "constraint", "kiwi"),
        ("From my .ics export:\nBEGIN:VEVENT\nSUMMARY:Sunday list\nDESCRIPTION:favourite - oat flat whites\n"
         "CATEGORIES:PERSONAL\nEND:VEVENT\nI wrote it ages ago, still true.", "preference", "oat flat whites"),
        ("In my calendar:\nBEGIN:VEVENT\nSUMMARY:Errands\nDESCRIPTION:return the library books\nEND:VEVENT\nStill to do.",
         "task", "library books"),
        ("My calendar file:\nBEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nSUMMARY:Dentist appointment\n"
         "DTSTART;VALUE=DATE:20270612\nEND:VEVENT\nEND:VCALENDAR\nBooked it myself.", "event", "2027-06-12"),
    )
    for text, cls, value in cases:
        got = read(text)
        assert any(c == cls and value in v for c, v in got), (text, got)
        # a repeat rule, categories, a place, the calendar's wrapper and a title beside its description say nothing
        assert not [v for _, v in got if re.search(r"RRULE|CATEGORIES|LOCATION|VERSION|VCALENDAR|Sunday list|"
                                                   r"Errands|(?i:^summary)", v)], got
    # a title that is the entry's heading goes beside the description; one the description completes reads with it
    from memgraph_py.extract_layouts import calendar_events
    assert calendar_events(["BEGIN:VEVENT", "SUMMARY:Renewal note", "DESCRIPTION:my locker code is 4471",
                            "RRULE:FREQ=YEARLY", "END:VEVENT"]) == ["my locker code is 4471."]
    assert calendar_events(["BEGIN:VEVENT", "SUMMARY:Book club", "DESCRIPTION:it's 3/06", "END:VEVENT"]) \
        == ["my book club is 3/06."]
    assert calendar_events(["BEGIN:VEVENT", "SUMMARY:Busy - no calls before 9", "END:VEVENT"]) \
        == ["Busy - no calls before 9."]


def test_stop_38_someone_elses_a_sample_a_cancelled_or_a_joke_calendar_event_goes_whole() -> None:
    for text in ("My brother's calendar entry:\nBEGIN:VEVENT\nSUMMARY:No calls after 8pm\nRRULE:FREQ=DAILY\nEND:VEVENT\n"
                 "His, not mine.",
                 "From an .ics tutorial:\nBEGIN:VEVENT\nSUMMARY:Harbour swim\nDTSTART;VALUE=DATE:20270612\nEND:VEVENT\n"
                 "Just a sample.",
                 "An entry I called off:\nBEGIN:VEVENT\nSUMMARY:My harbour swim\nDESCRIPTION:it's 12/06\n"
                 "STATUS:CANCELLED\nEND:VEVENT\nScrapped.",
                 "This one in my calendar made me laugh:\nBEGIN:VEVENT\nSUMMARY:Budget - unlimited snacks\nEND:VEVENT\n"
                 "Past me.",
                 "Question about this:\nBEGIN:VEVENT\nRRULE:FREQ=MONTHLY;BYDAY=1SA\nDESCRIPTION:no travel on Saturdays\n"
                 "END:VEVENT\nDoes 1SA mean the first Saturday?"):
        assert not [c for c, _ in read(text) if c in ("preference", "constraint", "fact", "event")], (text, read(text))
    # negative controls: a lone "BEGIN:VEVENT" line with no end is left as written; "Summary: …" in prose is no entry
    from memgraph_py.extract_layouts import calendar_events
    assert calendar_events(["BEGIN:VEVENT", "I'm vegan."]) == ["BEGIN:VEVENT", "I'm vegan."]
    assert pasted("Summary: I'm vegan.") == "Summary: I'm vegan."


def test_stop_38_a_line_that_only_hands_the_message_over_says_nothing() -> None:
    for text in ("Filing this with you.", "Noting this down for you.", "File that next to my name.",
                 "Please file it under my profile."):
        assert read(text) == [], (text, read(text))
    # negative controls: a line that files a value of mine, and a task about filing, stay read
    assert [c for c, _ in read("Filing this with you: I'm allergic to kiwi.")] == ["constraint"]
    assert [c for c, _ in read("I need to file my tax return by Friday.")] == ["task"]


def test_stop_38_a_doing_of_the_moment_luck_touched_a_crowd_today_praise_and_a_reaction_are_small_talk() -> None:
    for text in ("Procrastinating, as usual.", "Daydreaming again, as always.", "Calm night so far, touch wood.",
                 "Busy morning so far, fingers crossed it stays sane.", "Cyclists everywhere today, can't move for them.",
                 "Hvala, you are the best.", "Danke, you're a star.", "Makes me smile.", "That made me laugh."):
        assert read(text) == [], (text, read(text))
    # negative controls: a standing choice "as usual", a thing that makes me happy, a limit "so far" stay read
    for text, cls in (("Oat milk, as usual.", "preference"), ("Jazz makes me happy.", "preference"),
                      ("Allergic to penicillin, so far the only one.", "constraint")):
        assert [c for c, _ in read(text)] == [cls], (text, read(text))


def test_stop_38_crontab_lines_of_mine_say_what_their_messages_say() -> None:
    from memgraph_py.extract_layouts import crontab_lines
    cases = (
        ("One of my cron jobs:\n15 7 * * 1-5  notify-send \"reminder: I'm allergic to kiwi\"\nIt pings me every weekday.",
         "constraint", "kiwi"),
        ("From my crontab:\n# things I love\n0 10 * * 6  ~/bin/remind \"go for oat flat whites\"\nStill running.",
         "preference", "oat flat whites"),
        ("crontab -l:\n0 2 * * *  ~/bin/sync-photos\n@weekly  echo \"no meetings before 10am\" >> ~/me.txt\nThe second is me.",
         "constraint", "10am"),
    )
    for text, cls, value in cases:
        got = read(text)
        assert [(c, value in v) for c, v in got] == [(cls, True)], (text, got)
    # the schedule, the command, a job with no message, the heading comment and talk about the job itself say nothing
    assert crontab_lines(["My crontab:", "# todo", "0 9 * * 1  ~/bin/nag \"return the library books\"",
                          "30 1 * * *  ~/bin/backup", "It nags me every Monday."]) \
        == ["My crontab:", "to-do: return the library books."]


def test_stop_38_someone_elses_a_sample_a_joke_or_an_asked_about_cron_line_goes_whole() -> None:
    for text in ("My brother's crontab:\n0 8 * * *  notify-send \"allergic to kiwi\"\nHis laptop.",
                 "From a cron tutorial:\n0 9 * * 1  echo \"my budget is 200 euros\"\nJust a sample.",
                 "Made this cron line for fun:\n0 0 * * *  echo \"no Mondays ever\"\nHa.",
                 "About this line:\n0 10 * * 0  ~/bin/remind \"no travel on Sundays\"\nDoes 0 mean Sunday?"):
        assert not [c for c, _ in read(text) if c in ("preference", "constraint", "fact", "event")], (text, read(text))
    # negative controls: numbers in prose are no job; a time said with five numbers in a sentence stays as written
    from memgraph_py.extract_layouts import crontab_lines
    assert crontab_lines(["I'm vegan.", "My locker code is 4471."]) == ["I'm vegan.", "My locker code is 4471."]
    assert [c for c, _ in read("No meetings before 10am.")] == ["constraint"]
    assert crontab_lines(["3 1 0 2 4 was the score, ha.", "I'm vegan."]) == ["3 1 0 2 4 was the score, ha.", "I'm vegan."]


def test_stop_38_a_european_portuguese_or_romanian_tag_asks_nothing() -> None:
    for text, cls, value in (("Luna, that's my cat, está bem?", "fact", "Luna"),
                             ("Kiwi is bad for me, I am allergic, tá bem?", "constraint", "Kiwi"),
                             ("My budget is 90 euros, da?", "constraint", "90 euros")):
        got = read(text)
        assert [(c, value in v) for c, v in got] == [(cls, True)], (text, got)
    # negative controls: a real question with the tag after it stays a question, a request stays a request
    assert read("Is it bad for me, está bem?") == []
    assert read("What is my budget, está bem?") == []
    assert read("Do you know my budget, da?") == []


def test_stop_38_someone_elses_taste_limit_value_or_occasion_said_of_them_is_not_mine() -> None:
    for text in ("My old climbing partner loved oat flat whites.", "The foreman prefers early starts, I just go along.",
                 "My regular Mr K is coeliac, so I bake a separate loaf for him.",
                 "My deskmate's locker code is 5512, he always forgets it.", "My gran always had window seats, bless her.",
                 "My workmate Petra has an exam on 3 June, I help her revise.",
                 "My mate at the gym has a job interview tomorrow.", "My neighbour's barbecue is on 14 July, I'm not going.",
                 "My brother lives in Porto, not me, I only visit.", "The old door code was 4471, we changed it.",
                 "If I will have a cat, I call her Luna."):
        assert not [c for c, _ in read(text) if c in ("preference", "constraint", "fact", "event")], (text, read(text))
    # negative controls: "my wife and I", the user's own value with someone named or a pronoun after it, a present
    # value and a relation's occasion without a word against going stay read
    for text, cls in (("My wife and I are vegan, she cooks.", "constraint"),
                      ("My locker code is 4471, my sister knows it too.", "fact"),
                      ("My budget is 100 euros, she knows that.", "constraint"), ("The door code is 4471.", "fact")):
        assert [c for c, _ in read(text)] == [cls], (text, read(text))
    assert read("My sister's wedding is next June.") != []


def test_stop_38_a_request_to_keep_that_leads_into_a_new_statement_is_not_read_with_the_one_before() -> None:
    got = read("My locker code is 4471. Add this as well: I prefer aisle seats.")
    assert [c for c, _ in got] == ["fact", "preference"] and "aisle" not in got[0][1], got
    # negative control: a request that only points back keeps the statement before it, and adds nothing
    got = read("My sister is Marta. Save it so I never have to again.")
    assert [c for c, _ in got] == ["fact"] and "Save it" in got[0][1], got


def test_stop_38_a_cap_worded_as_fondness_a_busy_weekday_always_and_a_rest_day_are_limits() -> None:
    for text, value in (("Can't go past 90 pounds, I'm broke this month.", "90 pounds"),
                        ("Not on Thursday, I am busy always.", "Thursday"), ("My rest day's Saturday, always, no swaps.", "Saturday"),
                        ("My rest day is Sunday.", "Sunday")):
        got = read(text)
        assert [(c, value in v) for c, v in got] == [("constraint", True)], (text, got)
    # negative controls: the idiom of fondness of a thing stays a liking; a single busy weekday said once is no
    # standing limit
    assert [c for c, _ in read("Can't go past a good meat pie.")] == ["preference"]
    assert not [c for c, _ in read("I'm busy on Thursday, sorry.") if c == "constraint"]


def test_stop_38_a_thing_affirmed_is_a_standing_liking() -> None:
    for text, value in (("Oat flat whites, clearly. No doubt.", "Oat flat whites"), ("Aisle seats, no question.", "Aisle seats"),
                        ("Decided long ago: aisle seats.", "aisle seats"),
                        ("Jazz vinyl, and I'm not just being polite about it.", "Jazz vinyl")):
        got = read(text)
        assert [(c, value in v) for c, v in got] == [("preference", True)], (text, got)
    # negative controls: an affirmation with no thing, and one of a statement that is no liking, name no taste
    for text in ("No doubt.", "Clearly, I'm late again.", "I decided long ago."):
        assert not [c for c, _ in read(text) if c == "preference"], (text, read(text))


def test_stop_38_a_jokes_or_a_textbooks_heading_makes_what_follows_not_mine() -> None:
    for text in ("Joke at the depot: my favourite meal is whatever's in the bin.",
                 "Example from my Spanish textbook: 'My phone number is 555 0192.'",
                 "Sentences from the grammar app: I am allergic to cats."):
        assert not [c for c, _ in read(text) if c in ("preference", "constraint", "fact")], (text, read(text))
    # negative controls: an example from my own notes, and a joke named inside a statement of mine, stay read
    assert [c for c, _ in read("Example from my notes: max budget 300 dollars.")] == ["constraint"]
    assert [c for c, _ in read("I'm allergic to cats, no joke.")] == ["constraint"]


def test_stop_38_a_places_thing_after_my_limit_and_a_request_after_a_term_of_address_are_mine() -> None:
    got = read("I'm vegan, so the café's pastry counter is no good to me.")
    assert [(c, "vegan" in v) for c, v in got] == [("constraint", True)], got
    got = read("I'm allergic to kiwi, love, make a note of it.")
    assert [(c, "kiwi" in v) for c, v in got] == [("constraint", True)], got
    # negative controls: a place's rule said alone stays the place's; a liking said with "love" stays a liking
    assert read("The café's kitchen never opens before noon.") == []
    assert [c for c, _ in read("I love oat flat whites.")] == ["preference"]


def test_stop_38_a_taste_returned_to_and_all_da_way_are_likings() -> None:
    for text, value in (("Like the tide comes back to the shore, I go back to oat flat whites.", "oat flat whites"),
                        ("Brah, aisle seats all da way, das me.", "aisle seats")):
        got = read(text)
        assert [(c, value in v) for c, v in got] == [("preference", True)], (text, got)
    # negative controls: going back to work or bed, and a time clause with "before I go back to", name no taste
    for text in ("I go back to work on Monday.", "I go back to bed after the school run."):
        assert not [c for c, _ in read(text) if c == "preference"], (text, read(text))
    got = read("Jot it down before I go back to the ward: my locker code, 4471.")
    assert not [c for c, _ in got if c == "preference"], got


def test_stop_38_a_value_said_first_with_its_name_after_a_dash_and_a_verdict_with_no_thing_read_with_them() -> None:
    got = read("+44 7700 900123 — my phone number, for the file.")
    assert [(c, "7700 900123" in v) for c, v in got] == [("fact", True)], got
    got = read("Aisle seats, mate. Nothing is better for me.")
    assert [(c, "Aisle seats" in v) for c, v in got] == [("preference", True)], got
    # negative controls: a dash before "my" after words still parts two statements; a verdict of its own thing stays one
    got = read("I'm vegan - my budget is 200 euros.")
    assert sorted(c for c, _ in got) == ["constraint", "constraint"] and len(got) == 2, got
    assert [c for c, _ in read("Nothing beats jazz for me.")] == ["preference"]


def test_stop_38_people_of_a_kind_and_a_relations_own_occasion_are_not_mine_and_an_answered_allergy_is() -> None:
    for text in ("Tourists always ask for aisle seats on the ferry.", "Guests usually want the sea view.",
                 "My brother's flight to Oslo is on 4 March.", "My cousin's driving test is next Friday."):
        assert not [c for c, _ in read(text) if c in ("preference", "constraint", "event")], (text, read(text))
    got = read("My locker code is 4471. Add this as well: Kiwi? Never, mate, I am allergic.")
    assert [(c, "Kiwi" in v) for c, v in got] == [("fact", False), ("constraint", True)], got
    # negative controls: my own flight, a relation's wedding I go to, and my own liking said with the same words stay read
    for text, cls in (("My flight to Oslo is on 4 March.", "event"), ("My sister's wedding is on 4 March.", "event"),
                      ("I always go for aisle seats.", "preference")):
        assert [c for c, _ in read(text)] == [cls], (text, read(text))


def test_stop_38_what_i_forget_then_what_to_do_is_a_to_do() -> None:
    for text in ("Mate, I forget always, so: renew the parking permit.", "I always forget, so pick up the dry cleaning."):
        assert [c for c, _ in read(text)] == ["task"], (text, read(text))
    # negative controls: a value of mine after "I forget" stays a fact; no to-do is read into a plain liking
    assert [c for c, _ in read("I always forget, so: my locker code is 4471.")] == ["fact"]
    assert not [c for c, _ in read("I forget always, so window seats please.") if c == "task"]


def test_stop_38_a_question_asking_for_my_ear_is_not_answered_by_the_next_line() -> None:
    got = read("Evening, got a sec?\nMy locker code: 4471.\nTa.")
    assert [(c, v.startswith("My locker code")) for c, v in got] == [("fact", True)], got
    # negative control: a topic asked and answered in one breath stays one sentence
    got = read("My employer?? Hooli.")
    assert [(c, "Hooli" in v and "employer" in v) for c, v in got] == [("fact", True)], got


def test_stop_38_what_i_skip_for_an_event_reads_with_it() -> None:
    got = read("My cousin's wedding: the 3rd of May. Skipping the morning shift.")
    assert [(c, "shift" in v) for c, v in got] == [("event", True)], got
    # negative control: a standing day off what I skip stays a limit of its own after an event
    got = read("My dentist appointment is on 3 May. I never work on Sundays.")
    assert [c for c, _ in got] == ["event", "constraint"], got


def test_stop_38_a_persons_own_identifier_under_their_possessive_is_theirs() -> None:
    for text in ("My kum's wifi password is maple42, funny.", "My flatmate's PIN is 4471."):
        assert not [c for c, _ in read(text) if c == "fact"], (text, read(text))
    # negative controls: a thing's identifier and my own stay mine
    for text in ("My router's password is maple42.", "My wifi password is maple42.", "My dog's name is Biscuit."):
        assert [c for c, _ in read(text)] == ["fact"], (text, read(text))


# stop 38 (ext29): a user's clause that is mostly machine text is no fact (memgraph_py.extract_machine)
@pytest.mark.parametrize("clause", [
    "me@laptop:~$ tail -n 1 ~/journal.txt", "me@laptop:~/notes$", "grep -i berlin", "112  cat ~/moving/berlin-flat.txt",
    "--- a/me.md", "+++ b/profile.txt", 'me@laptop:~$ grep -i "team offsite" ~/notes/dates.txt'])
def test_mostly_machine_clauses(clause: str) -> None:
    from memgraph_py.extract_machine import mostly_machine
    assert mostly_machine(clause)


@pytest.mark.parametrize("clause", [
    "Email: bob@example.com", "My passport number is X1234567.", "My employee ID is E-44512.",
    "My site is https://x.org/me", "I live at 12/3 Rose St.", "My budget is €1,200 - tops.", "Wi-Fi: orbit77",
    "# keep handy", '15 9 * * *  ~/bin/sync-profile --set "sister=Ines"', "likes: video calls over phone calls",
    "My blood type is A+."])
def test_words_values_and_settings_are_not_machine_text(clause: str) -> None:
    from memgraph_py.extract_machine import mostly_machine
    assert not mostly_machine(clause)


def test_terminal_lines_are_not_facts_but_the_line_of_words_is_read() -> None:
    text = ("Typed this into my journal from the terminal:\nme@laptop:~$ tail -n 1 ~/journal.txt\n"
            "still true: I like Thai food more than anything\nme@laptop:~$\nThat's about me.")
    got = HeuristicExtractor().extract([Message("user", text, 0)])
    assert not any("laptop" in c.content for c in got)
    assert any(c.cls == "preference" and "thai food" in c.content.lower() for c in got)
    # negative control: a fact in words, and one with an address, stay facts
    for said in ("My passport number is X1234567.", "Email: bob@example.com"):
        assert [c.cls for c in HeuristicExtractor().extract([Message("user", said, 0)])] == ["fact"]


# stop 39 (ext31): a first-person statement closed by a short tag question is the statement (memgraph_py.extract_tags)
@pytest.mark.parametrize("text, cls", [
    ("My cat is called Pixel, prawda?", "fact"), ("I can't eat mushrooms, eller hur?", "constraint"),
    ("I really love opera, ja?", "preference"), ("Mushrooms, I am allergic to them, hè?", "constraint")])
def test_a_statement_closed_by_a_tag_question_in_any_tongue_is_read(text: str, cls: str) -> None:
    from memgraph_py.extract_tags import untagged
    assert untagged(text).endswith(".") and "?" not in untagged(text)
    assert cls in [c for c, _ in read(text)], (text, read(text))


@pytest.mark.parametrize("text", [
    "Do you have my sister's number, prawda?", "What should I cook for my mum, pasta?", "I like tea, or coffee?",
    "Is my flight at 9, right?", "Can you book me a table, ja?", "The bus is late, prawda?", "Why do I bother?",
    "My dog is Rex? Really?"])
def test_questions_and_tags_not_about_me_stay_as_they_are(text: str) -> None:
    from memgraph_py.extract_tags import untagged
    assert untagged(text) == text


def test_a_question_with_a_tag_states_nothing() -> None:
    for text in ("Do you have my sister's number, prawda?", "What should I cook for my mum, pasta?"):
        assert read(text) == [], (text, read(text))


def test_with_the_learned_reader_a_tagged_statement_is_read_and_a_tagged_question_is_not(embedder) -> None:
    # before stop 39 the learned reader read each of these "?"-ended clauses as "none" and nothing was kept
    reader = HeuristicExtractor(embedder)
    for text, cls in (("I am vegetarian, for years now, prawda?", "constraint"),
                      ("For me the nicest is opera, eller hur?", "preference"),
                      ("My brother is called Tomek, prawda?", "fact"), ("I am allergic to kiwi, ja?", "constraint")):
        got = [c.cls for c in reader.extract([Message("user", text, 0, NOW)])]
        assert got == [cls], (text, got)
    for text in ("What should I cook for my mum, pasta?", "Do you have my sister's number, prawda?",
                 "My guy, my cat? Pixel."):
        from memgraph_py.extract_tags import untagged
        assert untagged(text) == text
    for text in ("What should I cook for my mum, pasta?", "Do you have my sister's number, prawda?"):
        assert reader.extract([Message("user", text, 0, NOW)]) == [], text


# stop 39 (ext30): the learned reader vetoes a rule's reading it is sure holds no memory (RULE_NONE_VETO)
def test_the_learned_reader_vetoes_a_rules_reading_it_is_sure_holds_no_memory(embedder) -> None:
    said = "I hate it when that happens."
    assert [c.cls for c in HeuristicExtractor().extract([Message("user", said, 0)])] == ["preference"]  # the rule alone
    assert HeuristicExtractor(embedder).extract([Message("user", said, 0)]) == []  # the reader: a reaction, no memory
    # negative controls: a rule's real memory the reader does not call nothing stays, and so does a fact
    for said, cls in (("I hate it when the bus is late.", "preference"),
                      ("I can't stand waiting rooms, never could.", "preference"),
                      ("My passport number is X1234567.", "fact"), ("I'm allergic to penicillin.", "constraint")):
        assert [c.cls for c in HeuristicExtractor(embedder).extract([Message("user", said, 0)])] == [cls], said
    # only a user's words are weighed: the assistant's decisions and a tool's facts are not the reader's to veto
    got = HeuristicExtractor(embedder).extract([Message("tool", "order_id: A-4471\nstatus: shipped", 0)])
    assert [c.cls for c in got] == [c.cls for c in HeuristicExtractor().extract(
        [Message("tool", "order_id: A-4471\nstatus: shipped", 0)])]


def test_the_learned_reader_re_classes_a_rules_reading_it_is_sure_is_another_memory(embedder) -> None:
    said = "My limit for a hotel is 120 a night."
    assert [c.cls for c in HeuristicExtractor().extract([Message("user", said, 0)])] == ["fact"]  # the rule alone
    got = HeuristicExtractor(embedder).extract([Message("user", said, 0)])
    assert [c.cls for c in got] == ["constraint"] and "then learned reader: constraint" in got[0].rule, got
    # negative controls: where the reader agrees, or is not sure, the rule's class stands
    for said, cls in (("My job is in Leeds.", "fact"), ("My favourite airline is KLM.", "preference"),
                      ("I'm vegetarian.", "constraint"), ("My passport number is X1234567.", "fact")):
        got = HeuristicExtractor(embedder).extract([Message("user", said, 0)])
        assert [c.cls for c in got] == [cls] and "learned reader" not in got[0].rule, (said, got)


# stop 40 (ext35): a statement behind a short lead-in frame is read without the frame (memgraph_py.extract_frames)
@pytest.mark.parametrize("text, cls, value", [
    ("Rough night, one more for you: allergic to cats.", "constraint", "cats"),
    ("Another night, another note: totally coeliac these days.", "constraint", "coeliac")])
def test_a_statement_behind_a_short_lead_in_frame_is_read(text: str, cls: str, value: str) -> None:
    assert HeuristicExtractor()._extract([Message("user", text, 0)], frames=False) == []  # the frame hid it
    got = HeuristicExtractor().extract([Message("user", text, 0)])
    assert [c.cls for c in got] == [cls] and value in got[0].content.lower(), got


@pytest.mark.parametrize("text", [
    "Rough night, one more for you: 'allergic to cats.'",  # quoted words after the frame: someone's
    "Fwd from the skipper: 'My phone number is +44 7700 123456, ring if the weather turns.'",
    "Her notes, one more for you: allergic to cats.",  # the frame names someone else
    "Rough night, his words: allergic to cats.",
    "My mum says: I'm vegan.",
    "Imagine a world, one more for you: allergic to cats.",  # the frame makes it unreal
    "Test data, real this time: my dentist is Dr. Moreau.",
    "If I ever moved abroad: I'd be vegan.",
    "Back in the day, before the move: I was vegan.",  # a past state stays one
    "Their menu today: vegan pie, chips.",
    "Our guests, one more for you: allergic to cats."])  # a person by role
def test_a_frame_of_someone_elses_or_unreal_words_is_not_dropped(text: str) -> None:
    assert HeuristicExtractor().extract([Message("user", text, 0)]) == [], text


def test_a_lead_in_that_names_the_thing_or_a_one_word_key_is_kept() -> None:
    from memgraph_py.extract_frames import unframed
    extractor = HeuristicExtractor()
    # the lead-in is the topic the next sentence refers back to: already read in its message, left as it is
    said = "Thai food: bright, structured, my house pour, if you will. I prefer it every time."
    got = extractor.extract([Message("user", said, 0)])
    assert [c.cls for c in got] == ["preference"] and "thai food" in got[0].content.lower()
    # a one-word key; a bare noun phrase (a heading, maybe another's); seven words; a person of mine by kin
    for said in ("Title: allergic to cats.", "Thai food: bright, structured, my house pour, if you will.",
                 "The bakery: no Sundays.", "Long shift at the depot, one more for you: totally vegan these days.",
                 "For my sister, quick: allergic to cats."):
        assert unframed(said, extractor._readings, got=lambda s=said: []) == said


def test_with_the_learned_reader_a_framed_statement_is_read(embedder) -> None:
    reader = HeuristicExtractor(embedder)
    got = reader.extract([Message("user", "Another night, another note: totally coeliac these days.", 0, NOW)])
    assert [c.cls for c in got] == ["constraint"], got
    # heldout32's (dev32's) at first contact: the bare value after the frame, read by the learned reader
    said = "Between sittings, quick: sister, Marta."
    assert reader._extract([Message("user", said, 0, NOW)], frames=False) == []
    assert any("marta" in c.content.lower() for c in reader.extract([Message("user", said, 0, NOW)]))
    for said in ("Her notes, one more for you: allergic to cats.", "Rough night, his words: allergic to cats.",
                 "Fwd from the skipper: 'My phone number is +44 7700 123456, ring if the weather turns.'"):
        assert reader.extract([Message("user", said, 0, NOW)]) == [], said

# --- stop 40 (ext34): a reading that names no value takes the clause before it -----------------------------------
from memgraph_py.extract_back import clause_before, foreign, joined_back, valueless  # noqa: E402


@pytest.mark.parametrize("clause", ["It is an allergy.", "I'll take them every time.", "Allergic, I am.",
                                    "I hope not, I'm allergic.", "Not from me, that's my ceiling.", "Proper allergy.",
                                    "Never, doamne, I am allergic.", "My phone number, signed off.",
                                    "I am allergic, taip."])
def test_a_reading_without_a_value_is_valueless(clause: str) -> None:
    assert valueless(clause)


@pytest.mark.parametrize("clause", ["I'm allergic to cats.", "I love jazz.", "I'm vegan.", "My dog is Rex.",
                                    "My budget is 200.", "Second bit: Aisle seats, pá, every single time.",
                                    "I work as a nurse."])
def test_a_reading_with_its_value_is_not_valueless(clause: str) -> None:
    assert not valueless(clause)


def _cand(cls: str, content: str, turn: int = 0) -> Candidate:
    return Candidate(cls=cls, content=content, span=content, turn=turn, confidence=0.8, rule="test")


@pytest.mark.parametrize("text, clause, value", [
    ("One whiff of penicillin and my set's over. Proper allergy.", "Proper allergy.", "penicillin"),
    ("Landed me in hospital once, cats did; allergic, I am.", "Allergic, I am.", "cats"),
    ("Do I hear more than $200? Not from me, that's my ceiling.", "Not from me, that's my ceiling.", "$200"),
    ("+44 7700 563479 — my phone number, signed off.", "My phone number, signed off.", "+44 7700 563479"),
])
def test_a_valueless_reading_takes_the_clause_before_it(text: str, clause: str, value: str) -> None:
    got = joined_back([_cand("constraint", clause)], [Message(role="user", content=text, index=0)])
    assert value in got[0].content and clause in got[0].content and "clause before it" in got[0].rule


@pytest.mark.parametrize("text, clause", [
    ("My mum is allergic to peanuts. I'm allergic too.", "I'm allergic too."),  # a trap: someone else's
    ("Is there peanut in your curry? I'm allergic.", "I'm allergic."),  # a question put to someone
    ('She said "no cats". That\'s my limit.', "That's my limit."),  # a quote
    ("I used to eat shellfish. Proper allergy now.", "Proper allergy now."),  # the past
    ("me@home-pc:~$ cat notes.txt\nNot one I can skip.", "Not one I can skip."),  # machine text
    ("Glossary entry about my health:\nAllergic to.", "Allergic to."),  # a heading for what follows
    ("Proper allergy.", "Proper allergy."),  # nothing before
])
def test_a_valueless_reading_is_not_joined_to_a_clause_not_my_own(text: str, clause: str) -> None:
    candidate = _cand("constraint", clause)
    assert joined_back([candidate], [Message(role="user", content=text, index=0)]) == [candidate]


def test_two_memories_already_read_stay_two_and_other_messages_are_not_read() -> None:
    first, second = _cand("preference", "Window seats, always."), _cand("constraint", "It is an allergy.")
    text = "Window seats, always. It is an allergy."
    assert joined_back([first, second], [Message(role="user", content=text, index=0)]) == [first, second]
    other = _cand("constraint", "Proper allergy.", turn=1)
    messages = [Message(role="user", content="Penicillin is on my list.", index=0),
                Message(role="user", content="Proper allergy.", index=1)]
    assert joined_back([other], messages) == [other]
    assert clause_before("Penicillin. Proper allergy.", "Proper allergy.") == "Penicillin."
    assert clause_before("Proper allergy.", "Proper allergy.") is None


def test_the_extractor_reads_the_value_before_a_valueless_reading() -> None:
    got = read("Do I hear more than $200? Not from me, that's my ceiling.")
    assert any(cls == "constraint" and "$200" in content for cls, content in got), got
    assert not any("peanuts" in content for _, content in read("My mum is allergic to peanuts. I'm allergic too."))


# --- stop 41 (ext37): a quotation standing on its own is cited text, not the user's statement ----------------------
from memgraph_py.extract_quotes import cited_spans, read_from_cited, uncited  # noqa: E402


@pytest.mark.parametrize("text, clause", [
    ("In my English book: 'My dog is called Pepper.' Only example.",
     "In my English book: 'My dog is called Pepper.' Only example."),
    ("In the English textbook: 'My phone number is +44 7700 123123.' Only example.",
     "In the English textbook: 'My phone number is +44 7700 123123.' Only example."),
    ("Example from my English book: 'My passport number is X1234567.' Ha.",
     "Example from my English book: 'My passport number is X1234567."),
    ("Write for my cousin a message: 'I don't eat meat. I am vegetarian.' He is shy.", "I am vegetarian.' He is shy."),
    ("Surf school rules, pasted: 'No lessons on Mondays. Max 8 per group.'", "Max 8 per group."),
    ("Fwd from my cousin 👇 'I'm lactose intolerant' #family #fwd", "Fwd from my cousin 👇 'I'm lactose intolerant' #family #fwd."),
    ("README example: “Max budget: 300 dollars”.", "README example: “Max budget: 300 dollars”."),
])
def test_a_reading_from_a_quotation_standing_on_its_own_is_cited(text: str, clause: str) -> None:
    assert read_from_cited(text, clause), (text, cited_spans(text))


@pytest.mark.parametrize("text, clause", [
    ("My favourite film is 'The Lord of the Rings'.", "My favourite film is 'The Lord of the Rings'."),  # a value quoted
    ("me@home-pc:~$ echo 'I prefer window seats' >> ~/about-me.txt",  # my own command's argument
     "me@home-pc:~$ echo 'I prefer window seats' >> ~/about-me.txt"),
    ('30 6 * * *  ~/bin/remind "Wednesdays are off limits"', '30 6 * * *  ~/bin/remind "Wednesdays are off limits"'),
    ("Please note this down: 'No calls after 8.'", "Please note this down: 'No calls after 8.'"),  # asked to keep it
    ("Save this for me: 'I am allergic to penicillin.'", "Save this for me: 'I am allergic to penicillin.'"),
    ("I'm vegan, as my mum always says: 'Meat is murder.'", "I'm vegan, as my mum always says: 'Meat is murder.'"),
    ("I'm vegan. My motto: 'Meat is murder.'", "I'm vegan."),  # the statement outside the quote
    ("My dog's name is 'Pepper'.", "My dog's name is 'Pepper'."),  # one word
    ("Club rules: 'no phones after 9'.", "Club rules: 'no phones after 9'."),  # not opened by a capital
    ("I don't eat meat, it's what I'd call 'My own rule'.", "I don't eat meat, it's what I'd call 'My own rule'."),
])
def test_a_quoted_value_or_a_kept_note_is_not_cited(text: str, clause: str) -> None:
    assert not read_from_cited(text, clause), (text, cited_spans(text))


def test_cited_readings_are_dropped_and_others_kept() -> None:
    text = "I'm vegan. In my English book: 'My dog is called Pepper.' Only example."
    mine, cited = _cand("constraint", "I'm vegan."), _cand("fact", "In my English book: 'My dog is called Pepper.'")
    other = _cand("fact", "In my English book: 'My dog is called Pepper.'", turn=1)  # an assistant's turn
    messages = [Message(role="user", content=text, index=0), Message(role="assistant", content=text, index=1)]
    assert uncited([mine, cited, other], messages) == [mine, other]


def test_the_extractor_does_not_read_a_cited_sentence_as_mine() -> None:
    for said in ("In my English book: 'My dog is called Pepper.' Only example.",
                 "In the English textbook: 'My phone number is +44 7700 123123.' Only example."):
        assert read(said) == [], said
    assert read("My dog is called Pepper.") == [("fact", "My dog is called Pepper.")]
    assert [cls for cls, _ in read("Please note this down: 'No calls after 8.'")] == ["constraint"]
    assert [cls for cls, _ in read("My favourite film is 'The Lord of the Rings'.")] == ["preference"]
    got = read("I'm vegan. Club rules: 'No phones after 9pm.'")
    assert got == [("constraint", "I'm vegan.")], got


@pytest.mark.parametrize("text", ['value = "Dr. Shah"', 'liked = ["Thai food"]', '"dentist": "Dr. Shah"',
                                  'likes: "Thai food"\ndentist: "Dr. Shah"'])
def test_a_settings_quoted_value_is_not_cited(text: str) -> None:
    assert cited_spans(text) == [], text


# --- stop 41 (ext37): a statement behind a fronted clause of time read without it (extract_frames.unfronted): built and
# judged, not in the extractor (on an unseen set its one change was a wrong constraint); the reading itself, which the
# first-contact replay measures, is tested here
from memgraph_py.extract_frames import unfronted  # noqa: E402


@pytest.mark.parametrize("text", [
    "When I was a kid, it's boutique hotels for me.",  # a past time
    "Before I moved, it's boutique hotels for me.",
    "After my sister's wedding, it's boutique hotels for me.",  # someone else's
    "After her shift, it's boutique hotels for me.",
    "When I dream, it's boutique hotels for me.",  # unreal
    "After noon, 'it's boutique hotels for me'.",  # quoted
    "Mucking out the giraffe house, it's boutique hotels for me.",  # no clause of time
    "After a very long and really rather tiring day at the zoo, it's boutique hotels for me."])  # nine words
def test_a_fronted_clause_of_the_past_anothers_or_unreal_is_kept(text: str) -> None:
    assert unfronted(text, lambda _: [("x", None, "no memory pattern", 0.0)], lambda _: True) == text


def test_a_fronted_clause_is_dropped_only_when_the_sentence_reads_nothing_and_the_rest_is_a_memory() -> None:
    said = "After mucking out the giraffe house, it's boutique hotels for me."
    nothing = lambda _: [("x", None, "no memory pattern", 0.0)]  # noqa: E731
    assert unfronted(said, nothing, lambda _: True) == "it's boutique hotels for me."
    assert unfronted(said, nothing, lambda _: False) == said  # the rest alone is no memory
    assert unfronted(said, lambda _: [("x", "preference", "preference", 0.9)], lambda _: True) == said  # read already
    assert unfronted(said, nothing, lambda _: True, got=lambda: ["it's boutique hotels for me."]) == said
    assert read("After work, I'm allergic to cats.") == [("constraint", "After work, I'm allergic to cats.")]  # as it was


# --- stop 42 (ext40): a dot-leader or breadcrumb line of the user's own layout read as "key: value"; the user's own
# page on a site is not someone else's text (memgraph_py.extract_markup)
from memgraph_py.extract_markup import owned_pages, unmarked  # noqa: E402


def _read(text: str, extractor: HeuristicExtractor | None = None) -> list[tuple[str, str]]:
    return [(c.cls, c.content) for c in (extractor or HeuristicExtractor()).extract([Message("user", text, 0, NOW)])]


def test_a_dot_leader_or_a_settings_path_of_my_own_reads_key_and_value() -> None:
    card = "The card on my fridge lists it:\nsister ............ Ines\nFridge card, written by me."
    assert unmarked(card) == "The card on my fridge lists it:\nsister: Ines\nFridge card, written by me."
    assert _read(card) == [("fact", "Sister: Ines.")]
    path = "Copied from my own account settings:\nProfile › Personal › Likes › Window seats\nThat one's really me."
    assert unmarked(path) == "Copied from my own account settings:\nLikes: Window seats\nThat one's really me."
    assert [cls for cls, content in _read(path) if "window seats" in content.lower()] == ["preference"]
    assert unmarked("Off the to-do card on my fridge:\nThis week …… book a vet visit\nMine to do.") == \
        "Off the to-do card on my fridge:\nThis week: book a vet visit\nMine to do."
    profile = "My signature on my own page, copied out of the editor:\n[b]Likes:[/b] dark mode\nI keep that up to date."
    assert unmarked(profile) == "My signature on my own page, copied out of the editor:\nLikes: dark mode\nI keep that up to date."
    assert _read(profile) == [("preference", "I like dark mode.")]
    for marked in ("<b>Likes:</b> dark mode", "**Likes:** dark mode", "[color=navy]Likes:[/color] dark mode"):
        assert unmarked(f"From my own profile:\n{marked}\nThat's me.") == "From my own profile:\nLikes: dark mode\nThat's me."


def test_a_layout_line_is_read_only_when_the_line_as_it_is_misses_its_value_and_the_key_value_line_holds_it() -> None:
    card = "The card on my fridge lists it:\nsister ............ Ines\nFridge card, written by me."
    assert unmarked(card, lambda said: ["Sister: Ines."] if ":" in said else []) != card
    assert unmarked(card, lambda said: ["Ines."]) == card  # the line as it is reads its value already
    assert unmarked(card, lambda said: []) == card  # the key/value line reads nothing either


@pytest.mark.parametrize("text", [
    "Pinned up at the club:\nSaturday ......... home\nSunday ........... away\nMight go watch.",  # no first person
    "Tide table by the harbour:\nHigh water ...... 6.14\nLow water ....... 12.30",
    "Straight from my phone:\nContacts › Mum › Birthday › 12/05",  # someone else's entry
    "In my phone:\nPeople › Ana's › Likes › jazz",
    "My old card, from when I lived in Leeds:\ndog ............ Rex\nLong gone now.",  # past
    "I used to keep this on my fridge:\ndog ............ Rex",
    "If I ever made a card for my fridge:\ndog ............ Rex",  # hypothetical
    "An example card for my class:\ndog ............ Rex",
    "Someone's poll on the board, tags showing:\n[b]Favourite paper:[/b] handmade, 12 votes\nNo surprises there.",
    "My own profile:\n[s]vegan[/s]",  # struck out: withdrawn, left to the extractor
    "My own notes:\n__init__ stays",
    "Hmm.... I like jazz, me.",  # an ellipsis in prose, no layout
    "sister ............ Ines"])  # nothing says whose
def test_a_layout_of_someone_elses_past_or_unreal_is_left_as_it_is(text: str) -> None:
    assert unmarked(text) == text


def test_a_past_or_unreal_layout_is_not_read_as_mine() -> None:
    for text in ("My old card, from when I lived in Leeds:\ndog ............ Rex\nLong gone now.",
                 "If I ever made a card for my fridge:\ndog ............ Rex",
                 "Pinned up at the club:\nSaturday ......... home\nSunday ........... away\nMight go watch."):
        assert not any("rex" in content.lower() or "home" in content.lower() for _, content in _read(text)), text


def test_my_own_page_on_a_site_is_mine_and_anothers_or_a_tip_from_it_is_not() -> None:
    text = "Pasted from my own account page on the forum:\nsister: Ines\nThat's my account."
    assert owned_pages(text) == "Pasted from my own account page:\nsister: Ines\nThat's my account."
    assert [cls for cls, content in _read(text) if "Ines" in content] == ["fact"]
    signature = "My signature on the narrowboat forum, copied straight out of the editor:\nLikes: dark mode\nI keep that."
    assert owned_pages(signature).startswith("My signature, copied straight out of the editor:\n")
    assert [cls for cls, content in _read(signature) if "dark mode" in content] == ["preference"]
    for text in ("A tip I found on the forum:\nLikes: dark mode",  # not mine
                 "My cousin's profile on the forum:\nLikes: dark mode",  # someone else's
                 "My notes from the forum:\nLikes: dark mode",  # taken from the site
                 "Not mine, my brother's page on the forum:\nLikes: dark mode",
                 "My own profile on the forum says it all"):  # frames nothing (no colon at the end)
        assert owned_pages(text) == text, text
    for text in ("A tip I found on the forum:\nLikes: dark mode", "My cousin's profile on the forum:\nLikes: dark mode"):
        assert _read(text) == [], text


def test_with_the_learned_reader_a_dot_leader_line_of_mine_reads_its_value(embedder) -> None:
    reader = HeuristicExtractor(embedder)
    text = "The card on my fridge lists it:\ndog ............ Luna\nFridge card, written by me."
    assert reader._extract([Message("user", text, 0, NOW)], layout=False) != [] and not any(
        "luna" in c.content.lower() for c in reader._extract([Message("user", text, 0, NOW)], layout=False))
    assert any(c.cls == "fact" and "Luna" in c.content for c in reader.extract([Message("user", text, 0, NOW)]))
    # read already as it is ("Hiking trails." by the reader): left alone
    text = "My card for the new studio manager reads:\nPrefers ........... hiking trails\nAll mine."
    assert any("hiking trails" in c.content.lower() for c in reader.extract([Message("user", text, 0, NOW)]))
    for text in ("Pinned up at the club:\nSaturday ......... home\nSunday ........... away\nMight go watch.",
                 "Tide table by the harbour:\nHigh water ...... 6.14\nLow water ....... 12.30\nJust passing the time."):
        assert not any(c.cls in ("preference", "constraint", "fact") for c in reader.extract(
            [Message("user", text, 0, NOW)])), text


# --- stop 42 (ext41): a line of a message export that is the user's own sent message read as its text
# (memgraph_py.extract_exports)
from memgraph_py.extract_exports import sent_texts  # noqa: E402

_SMS = '<sms address="+47 915 002 118" type="{type}" readable_date="5 Feb 2027 18:20:12" body="{body}" contact_name="Ana" />'


def test_my_own_sent_text_in_a_phone_backup_line_is_read_as_its_text() -> None:
    text = f"A text I sent, from the backup of my phone:\n{_SMS.format(type=2, body='my dog is Luna, save it')}\nStill so."
    assert sent_texts(text) == "A text I sent, from the backup of my phone:\nmy dog is Luna, save it.\nStill so."
    assert [cls for cls, content in _read(text) if "Luna" in content] == ["fact"]
    assert [cls for cls, content in _read(f"My own text, from my phone backup:\n"
                                          f"{_SMS.format(type=2, body='I&apos;m allergic to peanuts')}")
            if "peanuts" in content] == ["constraint"]
    # any box of an outgoing message (sent, outbox, failed, queued) is the user's own words
    for box in (4, 5, 6):
        assert "Luna" in sent_texts(f"From my phone:\n{_SMS.format(type=box, body='my dog is Luna')}"), box
    # other exports: a message element from me, its text as content or in an attribute; an MMS part inside an MMS
    # of the user's own outbox
    assert sent_texts('From my chat export:\n<message from="me" date="2027-01-14">my dog is Luna</message>') == \
        "From my chat export:\nmy dog is Luna."
    assert sent_texts('My own messages, exported:\n<msg direction="outgoing" text="my dog is Luna" />') == \
        "My own messages, exported:\nmy dog is Luna."
    assert sent_texts('From my phone:\n<message is_from_me="1" text="my dog is Luna"/>') == "From my phone:\nmy dog is Luna."
    mms = ('From my phone backup:\n<mms msg_box="2" address="+47 915 002 118">\n'
           '  <part ct="text/plain" text="my dog is Luna" />\n</mms>')
    assert "\n  my dog is Luna.\n" in sent_texts(mms)
    # no direction in the element: read when a line around it says I sent it
    assert sent_texts('A message I sent, from my export:\n<message date="2027-01-14">my dog is Luna</message>') == \
        "A message I sent, from my export:\nmy dog is Luna."


def test_a_sent_text_is_read_only_when_its_text_reads_a_memory() -> None:
    text = f"A text I sent, from my phone backup:\n{_SMS.format(type=2, body='my dog is Luna')}"
    assert sent_texts(text, lambda said: ["My dog is Luna."]) != text
    assert sent_texts(text, lambda said: []) == text


@pytest.mark.parametrize("text", [
    # received: someone else's words
    f"A text my cousin sent me, from my phone backup:\n{_SMS.format(type=1, body='I am allergic to cats')}\nHer, not me.",
    f"From my phone backup:\n{_SMS.format(type=1, body='I am allergic to cats')}",
    # a draft: never sent
    f"From my phone backup:\n{_SMS.format(type=3, body='I am allergic to cats')}",
    '<message from="Ana" date="2027-01-14">I am allergic to cats</message>',
    'From my chat export:\n<message from="Ana" date="2027-01-14">I am allergic to cats</message>',
    'From my chat export:\n<message direction="incoming" text="I am allergic to cats" />',
    'From my chat export:\n<message is_from_me="0" text="I am allergic to cats" />',
    'From my phone backup:\n<mms msg_box="1">\n  <part ct="text/plain" text="I am allergic to cats" />\n</mms>',
    # someone else's export, or a frame that says the text is not mine
    f"From my sister's phone backup:\n{_SMS.format(type=2, body='I am allergic to cats')}",
    f"Not mine, from my phone:\n{_SMS.format(type=2, body='I am allergic to cats')}",
    # a joke, a dream, an example; a text whose state is over
    f"My old text, I was joking then:\n{_SMS.format(type=2, body='I am allergic to cats')}",
    f"An example of a text I sent:\n{_SMS.format(type=2, body='I am allergic to cats')}",
    f"A text I sent, no longer true:\n{_SMS.format(type=2, body='I am vegetarian')}",
    f"I used to text this a lot:\n{_SMS.format(type=2, body='I am vegetarian')}",
    # nothing says whose: no first person around it, or no direction and no "I sent"
    _SMS.format(type=2, body="I am allergic to cats"),
    'From my chat export:\n<message date="2027-01-14">I am allergic to cats</message>',
    # not a message: a settings element
    'From my account settings:\n<entry key="dog" value="Luna"/>'])
def test_someone_elses_received_draft_or_unreal_texts_are_left_as_they_are(text: str) -> None:
    assert sent_texts(text) == text


def test_received_or_unreal_texts_are_not_read_as_mine() -> None:
    for text in (f"A text my cousin sent me, from my phone backup:\n{_SMS.format(type=1, body='I am allergic to cats')}",
                 f"From my phone backup:\n{_SMS.format(type=3, body='I am allergic to cats')}",
                 f"My old text, I was joking then:\n{_SMS.format(type=2, body='I am allergic to cats')}"):
        assert not any("cats" in content.lower() for _, content in _read(text)), text
    # a sent text that is itself hypothetical is read as the extractor reads any hypothetical: no memory
    text = f"A text I sent, from my phone backup:\n{_SMS.format(type=2, body='if I win the lottery I buy a house in Spain')}"
    assert not any("spain" in content.lower() for _, content in _read(text))


def test_with_the_learned_reader_my_sent_texts_are_read_and_received_ones_are_not(embedder) -> None:
    reader = HeuristicExtractor(embedder)

    def got(text: str) -> list[tuple[str, str]]:
        return [(c.cls, c.content) for c in reader.extract([Message("user", text, 0, NOW)])]
    sent = f"From my phone backup, what I texted:\n{_SMS.format(type=2, body='you know me, dark mode every time')}\nSame now."
    assert any(cls == "preference" and "dark mode" in content for cls, content in got(sent))
    sent = f"My own message, from my phone backup:\n{_SMS.format(type=2, body='my flight to Rome is next Thursday')}"
    assert any(cls == "event" and "next Thursday" in content for cls, content in got(sent))
    received = f"A text I got, from my phone backup:\n{_SMS.format(type=1, body='I am pescatarian now, tell Mamm')}"
    assert not any("pescatarian" in content for _, content in got(received))


def test_a_backup_apps_full_sms_line_is_read_with_its_entities_unescaped() -> None:
    line = ('<sms protocol="0" address="+4791500211" date="1612345678901" type="{type}" subject="null" '
            'body="I&apos;m allergic to peanuts, &quot;seriously&quot;" toa="null" sc_toa="null" service_center="null" '
            'read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="5 Feb 2021 18:20:12" contact_name="Ana" />')
    assert sent_texts("From my phone backup:\n" + line.format(type=2)) == \
        'From my phone backup:\nI\'m allergic to peanuts, "seriously".'
    assert sent_texts("From my phone backup:\n" + line.format(type=1)) == "From my phone backup:\n" + line.format(type=1)


# --- stop 42 (ext42): a note app's field line of the user's own ("likes:: dark mode", Obsidian Dataview / Logseq)
# read as a key/value line (memgraph_py.extract_markup ``fields``); a fact that names nothing dropped
# (memgraph_py.extract_back ``nameless_facts``)
from memgraph_py.extract_back import names_nothing, nameless_facts  # noqa: E402


def test_a_note_apps_field_line_of_my_own_reads_key_and_value() -> None:
    note = "From the About me note in my own vault, as it is:\nlikes:: dark mode\nThat's my field, kept up to date."
    assert unmarked(note, fields=True) == \
        "From the About me note in my own vault, as it is:\nLikes: dark mode.\nThat's my field, kept up to date."
    assert unmarked(note) == note  # the field shape only when asked for
    assert _read(note) == [("preference", "I like dark mode.")]
    logseq = "My own Logseq page, as it is:\n- likes:: window seats\n- allergy:: peanuts"
    assert unmarked(logseq, fields=True) == "My own Logseq page, as it is:\nLikes: window seats.\nAllergy: peanuts."
    assert any(cls == "preference" and "window seats" in content for cls, content in _read(logseq))
    assert unmarked("In my own daily note:\n[likes:: boutique hotels]", fields=True) == \
        "In my own daily note:\nLikes: boutique hotels."


@pytest.mark.parametrize("text", [
    "The sample vault that comes with a plugin:\nlikes:: dark mode\nThe one every sample has.",  # a sample
    "A Dataview example from the docs, for my notes:\nlikes:: dark mode",  # an example
    "From my old vault, years ago:\nlikes:: dark mode",  # past
    "My sister's vault, she showed me:\nlikes:: dark mode",  # someone else's
    "likes:: dark mode",  # no one's word around it
])
def test_a_field_line_not_of_my_own_is_left(text: str) -> None:
    assert unmarked(text, lambda said: [] if "::" in said else [said], fields=True) == text
    assert not any("dark mode" in content.lower() for _, content in _read(text)), text


def test_a_field_line_is_read_only_when_the_line_as_it_is_misses_its_value_and_the_key_value_line_holds_it() -> None:
    note = "Copied from my own note:\nlikes:: dark mode"
    assert unmarked(note, lambda said: [] if "::" in said else [said], fields=True) != note
    assert unmarked(note, lambda said: ["Likes:: dark mode."], fields=True) == note  # read as it is already
    assert unmarked(note, lambda said: [], fields=True) == note  # the key/value line reads nothing either


def test_a_fact_that_names_nothing_is_dropped_and_one_with_a_value_is_kept() -> None:
    for clause in ("That one is mine.", "That's mine, the real one.", "Okay, that one is mine.", "It is mine."):
        assert names_nothing(clause), clause
    for clause in ("My dog is Luna.", "I am a vegan.", "Mine: Luna.", "That's mine: a red Honda.", "Room 12 is mine.",
                   "Mine too: Boozhoo.", "Here it is: Max.", "Max.", "# mine.", "That one is mine, I think."):
        assert not names_nothing(clause), clause  # a value, a name past the first word, a lone word
    facts = [_cand("fact", "That one is mine."), _cand("preference", "That one is mine."), _cand("fact", "My dog is Luna."),
             _cand("fact", "That one is mine.", turn=1)]
    messages = [Message("user", "Window seats. That one is mine.", 0), Message("assistant", "That one is mine.", 1)]
    assert [(c.cls, c.content, c.turn) for c in nameless_facts(facts, messages)] == [
        ("preference", "That one is mine.", 0), ("fact", "My dog is Luna.", 0), ("fact", "That one is mine.", 1)]


def test_a_claim_of_ownership_after_a_value_reads_the_value_not_a_fact() -> None:
    assert _read("That one is mine.") == []
    assert _read("My dog is Luna. That one is mine.") == [("fact", "My dog is Luna.")]
    assert any("Max" in content for _, content in _read("Going back over my earlier message:\n> I'll send my dog later\n"
                                                          "Here it is: Max. Thanks a million."))


def test_with_the_learned_reader_a_bare_claim_is_no_fact_and_a_field_line_reads(embedder) -> None:
    reader = HeuristicExtractor(embedder)

    def got(text: str) -> list[tuple[str, str]]:
        return [(c.cls, c.content) for c in reader.extract([Message("user", text, 0, NOW)])]
    assert not any(cls == "fact" for cls, _ in got("That one is mine."))
    assert not any(cls == "fact" for cls, _ in got("Window seats. That one is mine."))
    assert any(cls == "preference" and "Window seats" in content for cls, content in got("Window seats. That one is mine."))
    assert any(cls == "fact" and "Honda" in content for cls, content in got("That's mine: a red Honda."))
    note = "From the 'About me' note in my own Obsidian vault, as it is:\nlikes:: dark mode\nThat's my field, kept up to date."
    assert any(cls == "preference" and "dark mode" in content for cls, content in got(note))
    assert not any("dark mode" in content for _, content in got(
        "The sample vault that comes with a plugin:\nlikes:: dark mode\nThe one every sample has, ha."))


# --- stop 42 (the lead): a pasted chat log's lines read by whose they are (memgraph_py.extract_exports.chat_lines)
from memgraph_py.extract_exports import chat_lines  # noqa: E402


def test_someone_elses_line_of_a_pasted_chat_log_is_not_read_as_mine() -> None:
    # WhatsApp on iOS and on Android, a bracketed time, an IRC log: each line's speaker says whose words they are
    for text in ("Pasting our group chat so you know:\n[14/01/2027, 16:09] Adama: I'm allergic to cats",
                 "From the family WhatsApp:\n14/01/2027, 16:09 - Adama: I'm vegan now",
                 "Our team chat, copied:\n[2027-01-14 16:09:03] Bintou: I prefer tea over coffee",
                 "From the channel log:\n[16:09] <bob> I am allergic to peanuts"):
        assert read(text) == [], text
        assert "Adama" not in chat_lines(text) and "bob" not in chat_lines(text)


def test_my_own_line_of_a_pasted_chat_log_is_read_as_my_words() -> None:
    text = "My messages from the group chat:\n[14/01/2027, 16:09] Me: I'm allergic to cats\n[14/01/2027, 16:10] Adama: ok"
    assert chat_lines(text) == "My messages from the group chat:\nI'm allergic to cats."
    assert read(text) == [("constraint", "I'm allergic to cats.")]
    assert [c for c in read("irc:\n[16:09] <bob> I am vegan\n[16:10] <me> I prefer tea") if c[0] != "event"] == \
        [("preference", "I prefer tea.")]
    # the message's author name is the user's own in the log
    text = "From our chat:\n[16:09] Sara: I'm allergic to cats\n[16:10] Bintou: ok"
    got = HeuristicExtractor().extract([Message("user", text, 0, NOW, "Sara")])
    assert [(c.cls, c.content) for c in got] == [("constraint", "I'm allergic to cats.")]
    assert HeuristicExtractor().extract([Message("user", text, 0, NOW, "Bintou")]) == []


def test_a_line_with_a_name_but_no_timestamp_is_no_chat_log_line() -> None:
    # "Note: …", "Adama: …" or a time inside the words is not a log line: left as the other readings take it
    for text in ("Note: I'm allergic to cats", "Adama: I'm allergic to cats", "At 16:09: I'm allergic to cats",
                 "I'm allergic to cats, since 2019"):
        assert chat_lines(text) == text
    assert read("Note: I'm allergic to cats") == [("constraint", "Note: I'm allergic to cats.")]


# --- stop 43 (ext43): whose taste it is — a preference or constraint whose clause gives the liking, the diet or the
# allergy to someone else (the subject of a verb of taste is not the user) is not the user's (memgraph_py.extract_owner)
from memgraph_py.extract_owner import someone_elses, theirs_dropped  # noqa: E402


@pytest.mark.parametrize("clause", [
    "My flatmate adores spicy ramen.",
    "My old climbing partner preferred aisle seats.",  # past, a phrase before the head
    "My old roommate from college loved dark mode.",  # a phrase after the head
    "The night porter, he likes the radio loud.",  # resumed by "he"
    "Sure, my grandad is allergic to wasps, not me.",  # a short lead before the subject
    "Our landlady only eats fish on Fridays.",
    "Oluwaseun is lactose intolerant, poor thing.",  # a bare name and a copula
    "Kemal turned vegetarian last spring.",  # a verb of becoming
    "my bandmate really loves window seats lol",  # lower case, an adverb between
])
def test_someone_elses_taste_diet_or_allergy(clause: str) -> None:
    assert someone_elses(clause), clause


@pytest.mark.parametrize("clause", [
    "I love spicy ramen.",
    "My stomach hates dairy.",  # the user's own body
    "My heart prefers the sea.",
    "My flatmate and I both adore spicy ramen.",  # the user joined in
    "My partner loves jazz, and so do I.",
    "My godson is allergic to peanuts, and I am too.",
    "My sister prefers tea but I prefer coffee.",  # the user's own taste beside it
    "Really love oat milk.",  # a dropped "I", an adverb first
    "Been vegetarian for ten years.",
    "Totally adore boutique hotels.",
    "My diet is vegan.",  # the user's own thing that carries a diet
    "My kitchen is gluten-free, always.",
    "My doctor wants me to avoid gluten.",  # no verb of taste
    "My trainer likes me on rest days.",  # the user right after the verb
    "My favourite is jazz.",
    "Window seats are my thing.",
    "My drinks: oat milk, always.",  # "My" is no name
    "My usual drink? Black coffee.",  # "drink" a noun
    "The person at the keyboard adores long walks.",  # the user as a role
    "Yo is vegetarian, you know.",  # a two-letter first word: as often another language's "I" as a name
])
def test_my_own_taste_in_the_same_shapes_is_not_someone_elses(clause: str) -> None:
    assert not someone_elses(clause), clause


def test_a_bare_subject_the_user_wrote_lower_case_is_a_notes_own_subject_not_a_name() -> None:
    assert someone_elses("Guest is vegetarian.")  # read capitalised, it could be a name
    assert not someone_elses("Guest is vegetarian.", "guest is vegetarian.")  # "Order slip: guest is vegetarian."
    assert someone_elses("Oluwaseun is vegetarian.", "Oluwaseun is vegetarian.")


def test_theirs_dropped_only_for_preferences_and_constraints_of_a_users_message() -> None:
    messages = [Message("user", "My flatmate adores spicy ramen. My sister is Anna.", 0),
                Message("assistant", "My flatmate adores spicy ramen.", 1),
                Message("user", "Tomasz here. Tomasz loves window seats.", 2)]
    candidates = [_cand("preference", "My flatmate adores spicy ramen."), _cand("fact", "My sister is Anna."),
                  _cand("constraint", "My godson is allergic to peanuts."),
                  _cand("preference", "My flatmate adores spicy ramen.", turn=1),
                  _cand("preference", "Tomasz loves window seats.", turn=2)]  # the speaker names himself
    assert [(c.cls, c.content, c.turn) for c in theirs_dropped(candidates, messages)] == [
        ("fact", "My sister is Anna.", 0), ("preference", "My flatmate adores spicy ramen.", 1),
        ("preference", "Tomasz loves window seats.", 2)]


def test_with_the_learned_reader_someone_elses_taste_is_not_mine_and_mine_is_read(embedder) -> None:
    reader = HeuristicExtractor(embedder)

    def got(text: str) -> list[tuple[str, str]]:
        return [(c.cls, c.content) for c in reader.extract([Message("user", text, 0, NOW)])
                if c.cls in ("preference", "constraint")]
    # the first two are read as a preference and a constraint before this check (the learned reader, a rule)
    assert got("My old climbing partner preferred aisle seats.") == []
    assert got("Kemal turned vegetarian last spring.") == []
    assert got("My flatmate adores spicy ramen.") == []
    assert got("I love spicy ramen.") == [("preference", "I love spicy ramen.")]
    assert got("My sister prefers tea but I prefer coffee.") == [("preference", "I prefer coffee.")]
    assert got("I'm allergic to peanuts.") == [("constraint", "I'm allergic to peanuts.")]
    assert got("Really love oat milk.") == [("preference", "Really love oat milk.")]


# --- stop 44 (ext47): a report of the moment — a simile, the habit, a marker of now — with no word of taste, want or
# limit outside it is small talk, not a preference or constraint (memgraph_py.extract_moment)
from memgraph_py.extract_moment import moment_dropped, of_the_moment  # noqa: E402


@pytest.mark.parametrize("clause", [
    "I'm feeling a bit flat, like an open bottle left overnight.",  # "like" after a comma, a mood
    "Studio's like a sauna this afternoon.",  # after a clitic copula, the weather
    "The office is just like an oven.",  # an adverb of degree between
    "Overfull hbox, like me.",  # a pronoun compared
    "My cousin says it's so hot there today, like back in Laos.",  # a place compared
    "I feel like a zombie.",  # a verb of seeming, a noun phrase compared
    "Procrastinating, as usual.",  # the habit, after a doing of the moment
    "Chalk everywhere, as usual.",
    "Smelling of chlorine again, as always.",
    "Quiet shift so far, touch wood.",  # a marker of now
    "My hands are tired from sewing all night.",
    "Freezing on that roof this morning.",
])
def test_a_comparison_or_report_of_the_moment(clause: str) -> None:
    assert of_the_moment(clause), clause


@pytest.mark.parametrize("clause", [
    "I like it like that.",  # a verb of taste outside the comparison
    "I'd like a window seat.",  # "like" a verb after a modal
    "We really like quiet rooms.",
    "Treat penicillin like a live wire.",  # "like" after a noun: an instruction, no likeness of the moment
    "Like a true Brit, I take milk in my tea.",  # a fronted "Like …," leads into a taste
    "Looks like my flight is going ahead tomorrow.",  # a frame of seeming before a statement
    "I feel like sushi tonight.",  # "feel like" a thing: a want
    "Aisle seat, as usual.",  # a bare thing "as usual": a standing choice
    "Oat milk, as usual.",
    "Window seats, like always.",
    "Coffee like tar, always.",  # a habit outside the comparison
    "I'm vegan, like my mum.",  # a diet outside it
    "Spicy food, like in Bangkok, is my favourite.",  # a superlative of taste
    "Tea like my gran makes it, please.",
    "I love rain like this.",
    "No dairy today.",  # a limit of the day is still a limit
    "Only tea for me today.",
    "Nothing after 9pm today, I'm wiped.",
    "Allergic to penicillin, so far the only one.",
    "Today I'm dreaming of spicy food.",  # a want
    "Grazia, I will try it like that.",  # a manner ("like that"), not a likeness
])
def test_a_taste_want_or_limit_in_the_same_shapes_is_not_of_the_moment(clause: str) -> None:
    assert not of_the_moment(clause), clause


def test_moment_dropped_only_for_preferences_and_constraints_of_a_users_message() -> None:
    messages = [Message("user", "Studio's like a sauna this afternoon. My car is blue like the sea today.", 0),
                Message("assistant", "Procrastinating, as usual.", 1)]
    candidates = [_cand("preference", "Studio's like a sauna this afternoon."),
                  _cand("constraint", "Quiet shift so far, touch wood."),
                  _cand("fact", "My car is blue like the sea today."),
                  _cand("preference", "Procrastinating, as usual.", turn=1),
                  _cand("preference", "I'd like a window seat.")]
    assert [(c.cls, c.content, c.turn) for c in moment_dropped(candidates, messages)] == [
        ("fact", "My car is blue like the sea today.", 0), ("preference", "Procrastinating, as usual.", 1),
        ("preference", "I'd like a window seat.", 0)]


def test_with_the_learned_reader_a_report_of_the_moment_is_no_taste_and_a_taste_beside_it_is_read(embedder) -> None:
    reader = HeuristicExtractor(embedder)

    def got(text: str) -> list[tuple[str, str]]:
        return [(c.cls, c.content) for c in reader.extract([Message("user", text, 0, NOW)])
                if c.cls in ("preference", "constraint")]
    # the first two are read as a preference before this check (the learned reader)
    assert got("Studio's like a sauna this afternoon.") == []
    assert got("Overfull hbox, like me.") == []
    assert got("I'm feeling a bit flat, like an open bottle left overnight.") == []
    assert got("Quiet shift so far, touch wood.") == []
    assert got("I'd like a window seat.") == [("preference", "I'd like a window seat.")]
    assert got("I like my coffee black, like my mood.") == [("preference", "I like my coffee black, like my mood.")]
    assert got("I like green tea, like my mother.") == [("preference", "I like green tea, like my mother.")]
    assert got("Aisle seat, as usual.") == [("preference", "Aisle seat, as usual.")]
    assert got("I'm allergic to penicillin. Treat penicillin like a live wire.") == [
        ("constraint", "I'm allergic to penicillin.")]


# --- stop 44 (ext46): a taste stated in a figurative frame with no verb of taste on the value is the user's
# preference (a diet or a kept weekday: a constraint) (memgraph_py.extract_figurative)
from memgraph_py.extract_figurative import figurative_tastes, unread_tastes  # noqa: E402


@pytest.mark.parametrize(("text", "cls", "value"), [
    ("It's night trains for me.", "preference", "night trains"),  # a cleft, the user the one it is for
    ("Honestly, for me it's green tea, every time.", "preference", "green tea"),
    ("Long story short: for me it has to be aisle seats on short flights.", "preference",
     "aisle seats on short flights"),
    ("In my book it's always paperbacks.", "preference", "paperbacks"),
    ("Well, it's folk music, no discussion.", "preference", "folk music"),  # closed by an insistence alone
    ("For me it's strictly gluten-free.", "constraint", "gluten-free"),  # a diet: a limit
    ("After a long week, board games are non-negotiable.", "preference", "board games"),  # ranked
    ("Dumplings are my weakness.", "preference", "Dumplings"),
    ("Plenty of things are fine, but cold brew is my number one.", "preference", "cold brew"),
    ("Sundays are sacred to me, by the way.", "constraint", "Sundays"),  # a day kept: a limit
    ("I'm a window-table person, always was.", "preference", "window-table"),  # identity
    ("Me, I am a fan of slow mornings.", "preference", "slow mornings"),
    ("Give me cheap noodles and I'm content.", "preference", "cheap noodles"),  # contentment on a condition
    ("Give an old sailor sea shanties and he won't grumble.", "preference", "sailor sea shanties"),
    ("My aunt says I was born loving salted liquorice.", "preference", "salted liquorice"),  # born to it
    ("Nothing beats a quiet carriage.", "preference", "a quiet carriage"),
    ("Case closed on my tastes: bluegrass, no questions asked.", "preference", "bluegrass"),
    ("One more for the file: my poison: dark rum.", "preference", "dark rum"),  # after a lead's colon
    ("Like a pigeon flies back to its loft, I go back to crime novels.", "preference", "crime novels"),  # a return
    ("I always come back to detective novels.", "preference", "detective novels"),
])
def test_a_taste_in_a_figurative_frame_is_read_with_its_value(text: str, cls: str, value: str) -> None:
    assert [(c, v) for _, c, v in figurative_tastes(text)] == [(cls, value)], text


@pytest.mark.parametrize("text", [
    "It's jazz for him.",  # someone else's taste in the same frames
    "For my sister it's tea, always.",
    "For Marta it's window seats, every time.",
    "Give my dad jazz and he's content.",
    "Give the kids cartoons and they're happy.",
    "Tea is her number one.",
    "He's a cat person.",
    "My brother says he was born loving cricket.",
    "It's late for me.",  # small talk in the same frames
    "It's 3 am for me, sorry.",
    "It's raining, every time.",
    "Honestly, it's a mess, no question.",
    "Well, it's Monday, every time.",
    "It's too much for me.",
    "It's the best for me.",
    "That's my thing.",
    "My plan is non-negotiable.",
    "Is it jazz for me?",  # a question, a hypothetical, a negation, the past
    "If it were up to me, it would be jazz for me.",
    "It's not jazz for me.",
    "Jazz was my go-to back then.",
    "Jazz isn't my thing.",
    "I go back to work on Monday.",  # a return of the moment, or beside a likeness of no return
    "Like every year, I go back to Lagos for Christmas.",
    "My sister always goes back to tea.",
])
def test_no_taste_is_read_from_someone_elses_or_small_talk_in_the_same_frames(text: str) -> None:
    assert figurative_tastes(text) == [], text


def test_unread_tastes_are_only_those_no_candidate_holds() -> None:
    text = "It's night trains for me. Dumplings are my weakness."
    assert [v for _, _, v in unread_tastes(text, ["Dumplings are my weakness."])] == ["night trains"]
    assert unread_tastes(text, ["It's night trains for me.", "I like dumplings are my weakness."]) == []


def test_the_extractor_adds_a_figurative_taste_only_when_nothing_read_it() -> None:
    ex = HeuristicExtractor()

    def got(text: str, role: str = "user") -> list[tuple[str, str, str]]:
        return [(c.cls, c.content, c.rule) for c in ex.extract([Message(role, text, 0, NOW)])
                if c.cls in ("preference", "constraint")]
    assert got("Well, it's folk music, no discussion.") == [
        ("preference", "Well, it's folk music, no discussion.", "a taste in a figurative frame")]
    assert got("Give an old sailor sea shanties and he won't grumble.") == [
        ("preference", "Give an old sailor sea shanties and he won't grumble.", "a taste in a figurative frame")]
    assert got("Give my dad jazz and he's content.") == []
    assert got("It's jazz for him.") == []
    assert got("Well, it's folk music, no discussion.", role="assistant") == []  # the user's messages only
    once = got("Give me cheap noodles and I'm content.")  # a rule reads it already: not added twice
    assert len(once) == 1 and once[0][2] != "a taste in a figurative frame"


# --- stop 45 (ext51): a fact whose clause only claims or files the message's statement as the user's own — "another
# of mine", "that one is mine and still ahead", "for my own file, please", a greeting after "on my account:" before the
# statement it points to — names no memory (memgraph_py.extract_claims)
from memgraph_py.extract_claims import bare_claim, claims_dropped  # noqa: E402


@pytest.mark.parametrize(("clause", "message"), [
    ("Ja, another of mine.", ""),  # an opener before the claim
    ("Okay, one more of mine.", ""),
    ("That one is mine and still ahead.", ""),  # words of the record's status
    ("It is mine, and it is soon.", ""),
    ("Still open, that one is mine.", ""),
    ("This is mine, still valid.", ""),
    ("For my own file, please.", ""),  # a filing request
    ("For my file, please.", ""),
    ("Maayong buntag, for my records.", ""),
    ("Go siame. That one is mine, remember.", ""),  # a join back put a thanks before it
    ("Thanks a lot. That one is mine, keep it.", ""),
    ("That's me, plain as silage.", ""),  # a tag after the claim
    ("[1] Mine, not a friend's.", ""),  # a footnote mark set aside
    ("#noirlife #mine", ""),  # a hashtag beside the claim
    ("On my account: Joj.", "Also, on my account: Joj, my flight to Rome got moved to next Wednesday."),
    ("This, mine too: Bos días.", "Plus this, mine too: Bos días! My grandmother says I am simple: dark mode."),
    ("Together with that, mine: Ximopanolti, friend.",
     "Together with that, mine: Ximopanolti, friend. Quema, my sister's wedding is 04/04, I am ready."),
])
def test_a_bare_claim_or_filing_remark(clause: str, message: str) -> None:
    assert bare_claim(clause, message or clause), clause


@pytest.mark.parametrize(("clause", "message"), [
    ("That's mine: a red Honda.", ""),  # the stretch after the colon closes its line: the value
    ("Mine: Luna.", ""),
    ("Mine: Luna.", "Mine: Luna. Lep pozdrav."),  # a thanks after it is no statement
    ("Mine too: Boozhoo.", "Mine too: Boozhoo.\nMy sister's wedding is on 4 April."),  # the statement on another line
    ("Here is one more thing of mine, my sister: Ines.", "Here is one more thing of mine, my sister: Ines. Lep pozdrav."),
    ("That one is mine, the blue Honda with the dent.", ""),  # more than a tag
    ("For my records, my passport number is X1234567.", ""),  # a number
    ("Room 12 is mine.", ""),
    ("On top, mine: Taip, for me to do: book a vet visit for the dog.", ""),
    ("My own dog is called Luna.", ""),
    ("My sister is Anna.", ""),  # no claim at all
    ("Hello, I live in Porto.", ""),
    ("Luna, my own dog, is mine.", ""),
    ("Luna. That one is mine.", ""),  # a lone word before it, a sentence of its own: a value the join back gave it
    ("That one is mine and my sister's is the red one.", ""),
])
def test_a_claim_with_a_value_or_a_statement_is_not_a_bare_claim(clause: str, message: str) -> None:
    assert not bare_claim(clause, message or clause), clause


def test_claims_dropped_only_for_facts_of_a_users_message() -> None:
    messages = [Message("user", "Ja, another of mine.\nI am allergic to gluten. That's mine: a red Honda.", 0),
                Message("assistant", "Ja, another of mine.", 1)]
    candidates = [_cand("fact", "Ja, another of mine."), _cand("preference", "Ja, another of mine."),
                  _cand("constraint", "I am allergic to gluten."), _cand("fact", "That's mine: a red Honda."),
                  _cand("fact", "Ja, another of mine.", turn=1)]
    assert [(c.cls, c.content, c.turn) for c in claims_dropped(candidates, messages)] == [
        ("preference", "Ja, another of mine.", 0), ("constraint", "I am allergic to gluten.", 0),
        ("fact", "That's mine: a red Honda.", 0), ("fact", "Ja, another of mine.", 1)]


def test_with_the_learned_reader_an_aside_of_ownership_is_no_fact_and_the_statement_beside_it_is_read(embedder) -> None:
    reader = HeuristicExtractor(embedder)

    def got(text: str) -> list[tuple[str, str]]:
        return [(c.cls, c.content) for c in reader.extract([Message("user", text, 0, NOW)])]
    # without the check the learned reader (or the fact rule) reads the aside of the first three as a fact
    assert got("Ja, another of mine.\nI am allergic to gluten.") == [("constraint", "I am allergic to gluten.")]
    assert not any(cls == "fact" for cls, _ in got("For my own file, please.\nNothing above £90 for me, mate."))
    assert got("I love jazz. Also, on my account: Joj, my flight to Rome got moved to next Wednesday.") == [
        ("preference", "I love jazz."), ("event", "My flight to Rome got moved to next Wednesday.")]
    assert any(cls == "fact" and "Honda" in content for cls, content in got("That's mine: a red Honda."))
    assert any(cls == "fact" and "Ines" in content for cls, content in got("Here is one more thing of mine, my sister: Ines."))


# --- stop 45 (ext52): a fact whose clause gives the detail to someone else — the owner of a possessive ("My lab mate's
# employee ID is E-44512", "A client's dog is called Max") or a person's own deed ("My flatmate pays €1,200 for the
# flat", "My pog was born in 1938") — is not the user's fact (memgraph_py.extract_detail)
from memgraph_py.extract_detail import details_dropped, someone_elses_detail  # noqa: E402


@pytest.mark.parametrize("clause", [
    "My lab mate's employee ID is E-44512, she keeps forgetting it.",  # a possessive's owner
    "My kum's wifi password is maple42, funny.",
    "A client's dog is called Max, it sits in the waiting room.",
    "My mate's project is at Stanage, he's obsessed.",
    "Kai's passport number is X1234567.",  # a name's
    "my boss's email is kim@example.com",
    "Dude, my neighbour's phone number: +44 7700 123456.",  # after a short lead
    "My flatmate pays €1,200 for the flat, crazy.",  # a person's own deed
    "My colleague pays €1,200 rent, too much.",
    "A patient read out his passport number, X4455667, before I could stop him.",  # the user only times it
    "My pog was born in 1938, in the mountains.",
    "My cousin goes to Dr. Moreau for her teeth, she says he is very gentle.",
    "My sister is taking her.",
    "My brother-in-law works at Initech.",
])
def test_someone_elses_detail(clause: str) -> None:
    assert someone_elses_detail(clause), clause


@pytest.mark.parametrize("clause", [
    "My sister's name is Anna.",  # the name of the user's kin: the sets label it the user's fact
    "My dentist's name is Dr. Shah.",
    "My sister Anna lives nearby.",  # the noun phrase names the kin
    "Anna is my sister.", "Anna's my sister.", "my sis is called Anna",
    "My dog is called Max.", "We have a dog named Max.", "Biscuit's my dog.",
    "My dentist is Dr. Okafor.", "My employer is Globex.",  # a copula before the value: the user's
    "My car's plate is AB-123-QT.", "Our flat's wifi password is maple42.", "My company's address is 1 Mill Road.",
    "The car's plate is AB-123-QT.",  # "the": as often the user in a role ("the Undersigned's", "the cooper's")
    "For the record, the Undersigned's employee id is E-41174.",
    "My sister's wedding is 10/03, so no sittings that day.",  # an occasion of the user's kin: the user's event
    "Ship's log: skipper not to be roused before 10 am.",  # a heading
    "My calendar's notification:",
    "Today's wifi password is orbit77.",
    "My wife and I live in Porto.",  # the user joined in
    "My boss pays me in cash.",  # the user in the deed
    "My brother laughs, but I will always choose Thai food.",
    "My vote goes to trains over planes.",  # not a person's deed: a word of choice
    "My reset ends at 8:30, nothing before that.",  # not a verb of the closed class
    "The patient has a confirmed allergy to peanuts.",
    "My flight to Rome got moved to May 3.",
])
def test_the_users_own_detail_is_not_someone_elses(clause: str) -> None:
    assert not someone_elses_detail(clause), clause


def test_details_dropped_only_for_facts_of_a_users_message_and_not_the_speakers_own() -> None:
    messages = [Message("user", "My kum's wifi password is maple42. My sister's name is Ines.", 0),
                Message("user", "Kai here. Kai's phone number is +44 7700 491945.", 1),
                Message("assistant", "My kum's wifi password is maple42.", 2)]
    candidates = [_cand("fact", "My kum's wifi password is maple42."), _cand("fact", "My sister's name is Ines."),
                  _cand("preference", "My kum's wifi password is maple42."),
                  _cand("fact", "Kai's phone number is +44 7700 491945.", turn=1),
                  _cand("fact", "My kum's wifi password is maple42.", turn=2)]
    assert [(c.cls, c.content, c.turn) for c in details_dropped(candidates, messages)] == [
        ("fact", "My sister's name is Ines.", 0), ("preference", "My kum's wifi password is maple42.", 0),
        ("fact", "Kai's phone number is +44 7700 491945.", 1), ("fact", "My kum's wifi password is maple42.", 2)]


def test_with_the_learned_reader_someone_elses_detail_is_no_fact_and_the_users_own_is_read(embedder) -> None:
    reader = HeuristicExtractor(embedder)

    def facts(text: str) -> list[str]:
        return [c.content for c in reader.extract([Message("user", text, 0, NOW)]) if c.cls == "fact"]
    assert facts("My lab mate's employee ID is E-44512, she keeps forgetting it.") == []
    assert facts("My flatmate pays €1,200 for the flat, crazy.") == []
    assert facts("A client's dog is called Max, it sits in the waiting room.") == []
    assert any("Ines" in f for f in facts("My sister's name is Ines."))
    assert any("E-44512" in f for f in facts("My employee id is E-44512."))
    assert any("maple42" in f for f in facts("Our wifi password is maple42."))
    assert any("Anna" in f for f in facts("My sister Anna lives nearby."))


# --- stop 45 (ext53): a nuisance "loved" — a word of delight beside a mishap with a mark of mock delight, or an explicit
# mark — is sarcasm, not a memory (memgraph_py.extract_irony)
from memgraph_py.extract_irony import ironic_sentences, irony_dropped  # noqa: E402


@pytest.mark.parametrize("message", [
    "Oh, fantastic, the wetsuit ripped again, I love my life.",  # a praise opener, a mishap
    "Oh yes, I just adore fishing plasters out of the filter.",  # assent and "just adore"
    "Sure, I love fixing a broken hub in the heat, my favourite.",  # assent, a mishap, a praise piece
    "Dumela rra. Sure, I love fixing a broken hub in the heat, my favourite. Go siame.",  # greetings around it
    "Oh yes, I love the ice truck arriving at noon. Perfect.",  # a praise-only sentence after it
    "Salam! Sure, I love customers who want a tar for tomorrow, very relaxing.",
    "Na, great, train is late again, I love this so much.",
    "love losing 40% overnight, amazing feeling, 10/10",
    "Love a good 5am alpine start. Said nobody.",  # an explicit mark
    "Love it when the band plays the chicken dance. Not.",
    "Oh great, another printer jam, I just love those.",
    "Oh great, another power cut in the middle of dinner. I love it so much.",  # a reaction to the sentence before
    "Yeah, I just LOVE my bike getting a flat again.",
    "Brilliant, the ferry's delayed again, my absolute favourite.",
    "Oh sure, I adore waiting on hold for an hour.",
])
def test_a_nuisance_loved_is_ironic(message: str) -> None:
    assert ironic_sentences(message), message


@pytest.mark.parametrize("message", [
    "Oh, I love jazz.",  # an interjection, no mishap
    "Great, I love window seats — book one.",  # a request
    "I love it when it rains, honestly",  # no mark of mock delight
    "I love hiking in the rain.",
    "Oh, I adore red wine, truly.",
    "Oh yes, I love jazz.",
    "Yeah, I love Thai food, always have.",
    "Sure, I love spicy food, my favourite.",  # a taste's own word of praise
    "Oat milk flat whites: 10/10, would choose again.",  # a standing choice endorsed
    "Right then, love. My sister is Anna.",  # "love" as an address term
    "Oh, and, love: Mi love spicy food bad bad, seen?",
    "FOR THE RECORD I LOVE window seats AND another thing: coeliac.",  # caps and a joiner, no mishap
    "Lovely weather for it, and lovely red wine too, which is what I go for.",
    "Fantastic, thanks, I love window seats.",
])
def test_a_taste_with_an_interjection_or_weather_is_not_ironic(message: str) -> None:
    assert not ironic_sentences(message), message


def test_irony_dropped_only_candidates_within_an_ironic_sentence() -> None:
    messages = [Message("user", "Oh great, rain again. Anyway, I love jazz, note it.", 0),
                Message("user", "Oh, fantastic, the wetsuit ripped again, I love my life.", 1),
                Message("assistant", "Oh, fantastic, the wetsuit ripped again, I love my life.", 2)]
    candidates = [_cand("preference", "I love jazz, note it."), _cand("preference", "Oh great, rain again."),
                  _cand("preference", "Fantastic, the wetsuit ripped again, I love my life.", turn=1),
                  _cand("fact", "The wetsuit ripped again.", turn=1), _cand("event", "The wetsuit ripped again.", turn=1),
                  _cand("preference", "Fantastic, the wetsuit ripped again, I love my life.", turn=2)]
    assert [(c.cls, c.content, c.turn) for c in irony_dropped(candidates, messages)] == [
        ("preference", "I love jazz, note it.", 0), ("event", "The wetsuit ripped again.", 1),
        ("preference", "Fantastic, the wetsuit ripped again, I love my life.", 2)]


def test_with_the_learned_reader_a_nuisance_loved_is_no_taste_and_a_taste_beside_it_is_read(embedder) -> None:
    reader = HeuristicExtractor(embedder)

    def got(text: str) -> list[tuple[str, str]]:
        return [(c.cls, c.content) for c in reader.extract([Message("user", text, 0, NOW)])]
    assert got("Oh, fantastic, the wetsuit ripped again, I love my life.") == []
    assert got("Oh yes, I just adore fishing plasters out of the filter.") == []
    assert got("Sure, I love fixing a broken hub in the heat, my favourite.") == []
    assert ("preference", "I love jazz.") in got("Oh great, rain again. I love jazz.")
    assert any(cls == "preference" and "jazz" in content for cls, content in got("Oh, I love jazz."))
    assert got("Oh, I adore red wine, truly.") == [("preference", "I adore red wine, truly.")]
    assert got("Yeah, I love Thai food, always have.") == [("preference", "I love Thai food, always have.")]
    # "Great, I love window seats — book one." is read as no memory by today's rules with or without this check (the
    # opener "Great," makes it a reaction): a gap that is not this stop's; ironic_sentences keeps it (above)


# stop 46 (ext54): statements the question check took for questions (memgraph_py/extract_asked.py)
from memgraph_py.extract_asked import stated, unasked  # noqa: E402


@pytest.mark.parametrize("clause", [
    "what i want is hiking trails, if possible.",  # a pseudo-cleft: no inversion, a copula and a complement
    "What I really need is a quiet room on a high floor.",
    "what i can't stand is loud music in restaurants",  # a negation before the verb
    "what we love is jazz",
    "what i'd like is a window seat",
    "what i hate most is small talk",  # a degree word after the verb
    "what i can't eat is peanuts",  # "eat" with a negation
    "When: 2027-04-01",  # a question word as a field's key
    'when = "07/05',
    "Where: Porto",
    "who: my sister Ines",
])
def test_a_pseudo_cleft_or_a_field_key_opening_on_a_question_word_is_stated(clause: str) -> None:
    assert stated(clause), clause


@pytest.mark.parametrize("clause", [
    "what i want is to know: where is my parcel?",  # a request to be told
    "what i want is to know where my parcel is",
    "what i need is how to renew my passport",  # the complement is a question
    "what i want is whether you can book it",
    "what do i want?",  # inversion: a question
    "what i want?",  # no copula: not a cleft
    "what i have is a dog called luna",  # "have" / "eat" narrate without a negation or a modal
    "what i eat is mostly rice",
    "what i miss is my old dog",  # not a verb of wanting or taste
    "what is your name",
    "when is my dentist appointment",
    "who is coming on friday",
    "what time is it",
    "when i fly, i pick aisle seats",  # left to the fronted-clause check as it was
    "how about window seats",
])
def test_questions_that_open_on_a_question_word_are_not_stated(clause: str) -> None:
    assert not stated(clause), clause


@pytest.mark.parametrize("text, statement", [
    ("Thursdays don't work for me, or?", "Thursdays don't work for me."),  # a bare "or": an elliptical "or not"
    ("I am vegan, or not?", "I am vegan."),
    ("Max 300 dollars, or?", "Max 300 dollars."),  # a verbless statement and a tag
    ("I ni ce, my city is Porto. Then this one: Max 300 dollars, or?\nThat is all.",
     "I ni ce, my city is Porto. Then this one: Max 300 dollars.\nThat is all."),  # a lead-in before the statement
    ("Jotting this down.\nEvery Saturday I'm at the farm, so no.\nGot it? Good.",
     "Jotting this down.\nEvery Saturday I'm at the farm, so no.\nGood."),  # a check question after a statement
    ("I'm vegan. Ok? Thanks.", "I'm vegan. Thanks."),
    ("My dog is Luna. Understood?", "My dog is Luna."),
])
def test_a_statement_closed_by_a_tag_or_a_check_question_is_read_as_the_statement(text: str, statement: str) -> None:
    assert unasked(text) == statement


@pytest.mark.parametrize("text", [
    "Can you book window seats, or?",  # an auxiliary first: a question
    "Then this one: Can you book it, or?",
    "Is it Luna?", "What should I eat, pasta?", "Tea, or coffee?",  # an alternative
    "Window seats, why?",  # a question word as the tag
    "The bus is late, prawda?",  # a verb and no first person: left to the shipped tag reading, which leaves it
    "My dog is Rex? Really?",
    "Got it?",  # a check question with no statement before it
    "Do you have window seats? Ok?",
    "I like tea, or coffee?",
    "Max 300 dollars, ok?",  # a tag the extractor's own list reads is left to it (with the list passed)
    "Also, Personally? trains over planes.",  # a "?" inside a sentence (a lower-case word after it), one word before
    "Vegan, gerai?",  # one word: an opener as often as a statement
    "Window seats, gerai?",  # a tag other than "or" after a verbless phrase: left (a topic asked and answered below)
    "Arre haan, dentist? Dr. Okafor, yaar, simple.",
    "Please, nothing after noon, vale?",
])
def test_questions_and_tags_the_reading_leaves(text: str) -> None:
    from memgraph_py.extract_clauses import _TRAILER
    assert unasked(text, _TRAILER) == text


def test_the_rules_read_the_statements_the_question_check_took_for_questions() -> None:
    assert read("What I want is hiking trails, if possible.") == [
        ("preference", "What I want is hiking trails, if possible.")]
    assert read("What I can't stand is loud music in restaurants.") == [
        ("preference", "What I can't stand is loud music in restaurants.")]
    assert read("Thursdays don't work for me, or?") == [("constraint", "Thursdays don't work for me.")]
    assert read("Max 300 dollars, or?") == [("constraint", "Max 300 dollars.")]
    assert read("I am vegan, or not?") == [("constraint", "I am vegan.")]
    assert read("What I love most is jazz.") == [("preference", "What I love most is jazz.")]  # as before
    for text in ("What I want is to know: where is my parcel?", "What I want is to know where my parcel is.",
                 "What I need is how to renew my passport.", "What do I want?", "Can you book window seats, or?",
                 "Is it Luna?", "Tea, or coffee?", "When is my dentist appointment?", "Got it?"):
        assert read(text) == [], (text, read(text))


def test_with_the_learned_reader_a_field_key_and_a_pseudo_cleft_are_read(embedder) -> None:
    reader = HeuristicExtractor(embedder)

    def got(text: str) -> list[tuple[str, str]]:
        return [(c.cls, c.content) for c in reader.extract([Message("user", text, 0, NOW)])]
    assert ("event", "When: 2027-04-01.") in got("Calendar (4h ago)\nNew event added: sister's wedding\n"
                                                  "When: 2027-04-01")
    assert got("What I need is window seats.") == [("preference", "What I need is window seats.")]
    assert got("What I avoid is gluten.") == [("constraint", "What I avoid is gluten.")]
    assert ("constraint", "Thursdays don't work for me.") in got("Thursdays don't work for me, or? Thanks.")
    for text in ("What I want is to know: where is my parcel?", "When is my dentist appointment?",
                 "Can you book window seats, or?"):
        assert got(text) == [], text


# stop 47 (ext62): a filler between a memory and a request to keep it is no "thing named" (memgraph_py/extract_kept_fillers.py)
from memgraph_py.extract_kept_fillers import THING_KEPT, kept_fillers_dropped, thing_of  # noqa: E402


@pytest.mark.parametrize("text, expected", [
    ("Here's one about me.\nMaybe you need it, my employee id is E-70213. Aray.\nKeep it with my things.",
     [("fact", "Maybe you need it, my employee id is E-70213.")]),
    ("Write it somewhere for me: allergic to penicillin. Barka.\nKeep it with my things.",
     [("constraint", "Write it somewhere for me: allergic to penicillin.")]),
    ("I'm vegan. Gracias. Save that.", [("constraint", "I'm vegan.")]),
    ("My passport number is X1234567. Danke schön. Note it.", [("fact", "My passport number is X1234567.")]),
])
def test_a_filler_before_a_request_to_keep_a_memory_is_not_kept(text: str, expected: list[tuple[str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize("text, expected", [
    # a thing named alone before the request: no memory before it to point back to
    ("red wine?? elite. put that in my profile", [("preference", "Red wine?? elite. put that in my profile.")]),
    ("Window seats. Save that.", [("preference", "Window seats. Save that.")]),
    # a statement kept with its request: another rule
    ("My sister is Marta. Save it so I never have to again.",
     [("fact", "My sister is Marta. Save it so I never have to again.")]),
    ("I love jazz. Window seats, always. Save that.",
     [("preference", "I love jazz."), ("preference", "Window seats, always. Save that.")]),
    ("My employee id is E-70213. Thanks a lot. Keep it with my things.", [("fact", "My employee id is E-70213.")]),
])
def test_a_thing_named_alone_or_a_statement_before_a_request_to_keep_is_kept(text: str,
                                                                            expected: list[tuple[str, str]]) -> None:
    assert read(text) == expected


def test_kept_fillers_dropped_needs_the_rule_a_short_thing_and_a_memory_before_it() -> None:
    def cand(cls: str, content: str, rule: str, turn: int = 0) -> Candidate:
        return Candidate(cls=cls, content=content, span=content, turn=turn, confidence=0.8, rule=rule)
    kept = f"{THING_KEPT}, with a request to keep it"
    messages = [Message("user", "My employee id is E-70213. Aray. Keep it with my things.", 0),
                Message("user", "Aray. Keep it with my things.", 1),
                Message("user", "I'm vegan. The big blue wooden chair by the door. Save that.", 2),
                Message("assistant", "My employee id is E-70213. Aray. Keep it with my things.", 3)]
    candidates = [cand("fact", "My employee id is E-70213.", "fact"), cand("preference", "Aray. Keep it with my things.", kept),
                  cand("preference", "Aray. Keep it with my things.", kept, 1),
                  cand("constraint", "I'm vegan.", "constraint", 2),
                  cand("preference", "The big blue wooden chair by the door. Save that.", kept, 2),
                  cand("fact", "My employee id is E-70213.", "fact", 3),
                  cand("preference", "Aray. Keep it with my things.", kept, 3),
                  cand("preference", "Aray. Keep it with my things.", "preference, with a request to keep it")]
    assert [(c.content, c.turn) for c in kept_fillers_dropped(candidates, messages)] == [
        ("My employee id is E-70213.", 0), ("Aray. Keep it with my things.", 1), ("I'm vegan.", 2),
        ("The big blue wooden chair by the door. Save that.", 2), ("My employee id is E-70213.", 3),
        ("Aray. Keep it with my things.", 3), ("Aray. Keep it with my things.", 0)]
    assert thing_of("Aray. Keep it with my things.") == "Aray."
    assert thing_of("Barka wusgo, à plus. Keep it with my things.") == "Barka wusgo, à plus."
    assert thing_of("Keep it.") is None


def test_a_thing_holding_a_value_before_a_request_to_keep_is_not_a_filler() -> None:
    kept = f"{THING_KEPT}, with a request to keep it"
    text = "My phone number is +44 7700 868169. The passport renewal appointment?? tomorrow. note it"
    candidates = [Candidate(cls="fact", content="My phone number is +44 7700 868169.",
                            span="My phone number is +44 7700 868169.", turn=0, confidence=0.9, rule="fact"),
                  Candidate(cls="preference", content="Tomorrow. note it.", span="tomorrow. note it", turn=0,
                            confidence=0.8, rule=kept),
                  Candidate(cls="preference", content="Room 12. Save that.", span="Room 12. Save that", turn=0,
                            confidence=0.8, rule=kept)]
    got = kept_fillers_dropped(candidates, [Message("user", text + " Room 12. Save that.", 0)])
    assert [c.content for c in got] == [c.content for c in candidates]


# stop 48 (ext67): a name set beside its key with no verb is the fact (memgraph_py/extract_appositions.py)
from memgraph_py.extract_appositions import RULE as APPOSED, appositions, unread_appositions  # noqa: E402


@pytest.mark.parametrize("text, expected", [
    ("Lisbon, my city, since last spring.", [("fact", "My city is Lisbon.")]),
    ("Put this in my notes: employer, Globex.", [("fact", "My employer is Globex.")]),
    ("my dentist, Dr. Okafor, for the record.", [("fact", "My dentist is Dr. Okafor.")]),
    ("Hallo hallo. Rex, my dog, fresh from the groomer. Bis bald.", [("fact", "My dog is Rex.")]),
])
def test_a_name_set_beside_its_key_is_the_fact(text: str, expected: list[tuple[str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize("text", [
    "Salaam, my brother.",  # a closing address, not a key
    "Naksa, brother.",  # a bare word after a value: an address
    "Hello, my friend, good to see you.",  # no key of the fact rule's
    "Okay, my sister.", "Thanks, my dentist, for everything.",  # a reply word is no value
    "Is it Marta, my sister, who called?",  # a question
    "Oh well, my dog, the rascal, ate it.",  # no name
    "Wow, my favourite: more hold music.",  # the key's own value after a colon
    "Euh, my dentist, c'est Dr. Patel.",  # … or in the next part
])
def test_an_address_a_reply_word_or_a_question_beside_a_key_is_no_fact(text: str) -> None:
    assert [c for c in HeuristicExtractor().extract(parse_input(text, now=NOW)) if c.rule == APPOSED] == []


def test_an_apposition_already_read_is_not_read_twice() -> None:
    assert read("My sister is Chloe. Chloe, my sister, always late.")[0] == ("fact", "My sister is Chloe.")
    assert all(c.rule != APPOSED for c in HeuristicExtractor().extract(
        parse_input("My sister is Chloe. Chloe, my sister, always late.", now=NOW)))


def test_appositions_keep_only_what_the_fact_rule_reads_and_what_is_unread() -> None:
    def reads(statement: str) -> tuple[str | None, str]:
        return ("fact", "fact") if "employer" in statement else ("fact", "fact cues")
    assert appositions("Hooli, my employer, fresh out of the oven. Marta, my sister, too.", reads) == [
        ("My employer is Hooli.", "Hooli")]
    assert unread_appositions("Hooli, my employer, fresh out of the oven.", ["I work at Hooli."], reads) == []
    assert unread_appositions("Hooli, my employer, fresh out of the oven.", ["Fresh out of the oven."], reads) == [
        ("My employer is Hooli.", "Hooli")]
    # an assistant's message is not read
    assert [c.rule for c in HeuristicExtractor().extract([Message("assistant", "Lisbon, my city, since spring.", 0)])
            ] == []
