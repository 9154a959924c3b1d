"""The relation judge: the offline heuristic on scenarios, and the OpenAI judge against a local
OpenAI-compatible server (stdlib http.server).  No database servers."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

import pytest
from pydantic import ValidationError

from memgraph_py.errors import ConfigurationError, MemLineageError
from memgraph_py.judge import (
    AUTO_RESOLVE_THRESHOLD,
    HeuristicJudge,
    Judge,
    Judgement,
    OpenAIJudge,
    Relation,
    extract_slots,
)

from openai_compatible import ChatCompletionsServer

C, S, R, N = Relation.CONTRADICTS, Relation.SUPPORTS, Relation.RELATED, Relation.NONE


@pytest.fixture(scope="module")
def judge() -> HeuristicJudge:
    return HeuristicJudge()


# ----------------------------------------------------------------------------------- heuristic: contradictions
@pytest.mark.parametrize(("a", "b", "rule"), [
    ("I prefer a window seat.", "I prefer an aisle seat.", "changed_value"),
    ("I don't drink coffee.", "I love coffee.", "negated_preference"),
    ("I love coffee.", "I no longer drink coffee.", "negated_preference"),
    ("I prefer tea instead of coffee.", "I really enjoy coffee.", "negated_preference"),
    ("The meeting is on Tuesday.", "The meeting is on Thursday.", "changed_date"),
    ("The meeting is on Tuesday.", "The meeting was moved to Thursday.", "changed_date"),
    ("My flight leaves at 9 am.", "My flight departs at 11:30.", "changed_date"),
    ("The report is due on 2025-05-12.", "The report is due on May 19th.", "changed_date"),
    ("Budget is 500 EUR.", "Budget is 800 EUR.", "changed_number"),
    ("The hotel costs €120 a night.", "The hotel costs 150 euros a night.", "changed_number"),
    ("The landlord raised the rent to 950 euros.", "My rent is 900 EUR.", "changed_number"),
    ("My favourite colour is blue.", "My favourite colour is green.", "changed_value"),
    ("Anna's email is anna@acme.com.", "Anna's email is anna.berger@globex.com.", "changed_value"),
    ("I live in Lisbon.", "I live in Porto.", "changed_value"),
    ("The store is open on Sundays.", "The store is not open on Sundays.", "negated_fact"),
])
def test_contradictions(judge: HeuristicJudge, a: str, b: str, rule: str) -> None:
    verdict = judge.judge(a, b)
    assert (verdict.label, verdict.rule) == (C, rule), verdict
    assert verdict.confidence >= AUTO_RESOLVE_THRESHOLD, verdict
    assert judge.judge(b, a).label is C  # the order does not matter


def test_evidence_names_what_differs(judge: HeuristicJudge) -> None:
    verdict = judge.judge("I prefer a window seat.", "I prefer an aisle seat.")
    assert "seat" in verdict.evidence and "'window'" in verdict.evidence and "'aisle'" in verdict.evidence
    verdict = judge.judge("Budget is 500 EUR.", "Budget is 800 EUR.")
    assert "500" in verdict.evidence and "800" in verdict.evidence
    verdict = judge.judge("The meeting is on Tuesday.", "The meeting is on Thursday.")
    assert "tuesday" in verdict.evidence.lower() and "thursday" in verdict.evidence.lower()


# ----------------------------------------------------------------------------------- heuristic: the rest
@pytest.mark.parametrize(("a", "b"), [
    ("I prefer an aisle seat.", "User wants an aisle seat on flights."),
    ("The meeting is on Tuesday.", "The meeting's on Tuesday."),
    ("Budget is 500 EUR.", "Budget: €500."),
    ("I don't eat meat.", "I never eat meat."),
    ("I live in Paris.", "I'm based in Paris."),
    ("Dinner for 4 people at 7 pm.", "Dinner for four people at 19:00."),
])
def test_paraphrases_support(judge: HeuristicJudge, a: str, b: str) -> None:
    verdict = judge.judge(a, b)
    assert (verdict.label, verdict.rule) == (S, "paraphrase"), verdict


@pytest.mark.parametrize(("a", "b"), [
    ("My flight leaves at 9", "My flight lands at 11"),                          # same subject, other attribute
    ("My flight to Rome leaves at 9.", "My flight to Lisbon leaves at 11."),     # same attribute, other thing
    ("The csv report is due on 10 May.", "The ops report is due on 5 October."),
    ("The meeting with Anna is on Tuesday.", "The meeting with Omar is on Thursday."),
    ("The meeting is on Tuesday.", "The meeting is in room 4."),
    ("I like Italian food.", "I like Thai food."),                                # both can hold
    ("I don't drink coffee after 6 pm.", "I love coffee."),                       # rejected only sometimes
    ("The meeting is not on Tuesday.", "The meeting is on Thursday."),            # agree
    ("Room 12 is free.", "Room 14 is free."),
    ("The hotel has 3 pools.", "The hotel has 200 rooms."),
    ("The hotel is near the beach.", "The hotel has a gym."),
    ("Anna's email is anna@acme.com.", "Anna's phone number is +49 151 234 5678."),
    ("Expecting 8 people on Wednesday.", "Expecting 6 people on Sunday."),       # two values changed: another day
    ("I fly to Athens at 9 am.", "The Athens flight arrives at 08:30."),
    ("The hotel is nice.", "The hotel is The Linden."),
])
def test_same_topic_is_never_a_contradiction(judge: HeuristicJudge, a: str, b: str) -> None:
    verdict = judge.judge(a, b)
    assert verdict.label is R, verdict



# ----------------------------------------------------------------------------------- heuristic: frames and idioms
@pytest.mark.parametrize(("a", "b", "rule"), [
    # one attribute, however the subject is said: "address of X" = "X's address" = "X has moved to" = "send … for X to"
    ("Address of Anna Berger: Rua Augusta 12, Lisbon.", "Anna Berger has moved to Hauptstraße 5, Berlin.", "changed_value"),
    ("Send the invitation for Kenji Sato to Via Roma 3, Milan.", "Kenji Sato's address is now Calle Mayor 8, Madrid.",
     "changed_value"),
    # predicate synonyms: departure / leaves / departs; booked for / table at; starts / begins
    ("Departure to Lisbon: 9:15.", "My flight to Lisbon leaves at 7 pm.", "changed_date"),
    ("Table at Casa Pepe at 6 pm.", "Dinner at Casa Pepe is booked for 8 pm.", "changed_date"),
    ("The talk starts at 10.", "The talk begins at 11:30.", "changed_date"),
    ("Anna Berger works for Acme.", "Anna Berger's employer is Globex now.", "changed_value"),
    ("Lukas has been with Initech for years.", "Lukas now works at Hooli.", "changed_value"),
    ("I'd like answers in German.", "My preferred language is Spanish.", "changed_value"),
    ("For the Porto trip we're staying at Casa do Rio.", "The hotel in Porto is Hotel Alma now.", "changed_value"),
    ("My GP is Dr. Ricci.", "Our family doctor: Dr. Lindgren.", "changed_value"),
    ("We're expecting 8 guests on Friday.", "Friday: table for 10.", "changed_number"),
    ("I pay €900 monthly for the flat.", "The landlord put the rent up to 950 euros.", "changed_number"),
    # idioms
    ("Actually, make it a window seat.", "I prefer an aisle seat.", "changed_value"),
    ("Coffee? Off the list for me now.", "I love coffee.", "negated_preference"),
])
def test_frames_and_idioms_find_contradictions(judge: HeuristicJudge, a: str, b: str, rule: str) -> None:
    verdict = judge.judge(a, b)
    assert (verdict.label, verdict.rule) == (C, rule), verdict
    assert judge.judge(b, a).label is C


@pytest.mark.parametrize(("a", "b"), [
    ("Kenji Sato's address is Via Roma 3, Milan.", "Kenji Sato works at Acme."),               # same person, other attribute
    ("Address of Anna Berger: Rua Augusta 12, Lisbon.", "Tomás Ruiz has moved to Hauptstraße 5, Berlin."),  # other person
    ("Departure to Lisbon: 9:15.", "Arrival in Lisbon: 11:40."),                               # departure vs arrival
    ("My flight to Rome leaves at 9.", "My train to Rome leaves at 11."),                      # another vehicle
    ("Table at Casa Pepe at 8 pm.", "The Casa Pepe table is for 6 people."),                   # time vs party size
    ("Dinner at Casa Pepe is at 8 pm.", "Lunch at Casa Pepe is at 1 pm."),                     # another meal
    ("Anna Berger works for Acme.", "Anna Berger lives in Berlin."),
    ("Anna Berger works for Acme.", "Tomás Ruiz works for Acme."),
    ("I speak German.", "Please answer in English."),                                         # ability, not a request
    ("My GP is Dr. Shah.", "My dentist is Dr. Keller."),
    ("The hotel in Rome is Hotel Aurora.", "The hotel in Lisbon is The Linden."),
    ("We're expecting 8 guests on Friday.", "We'll be 6 people on Saturday."),                  # another day
    ("The hotel in Rome costs €120 a night.", "The hotel in Rome costs €800 for the week."),  # per night vs per week
    ("Booked Casa Pepe for Friday.", "Booked Sushi Kaito for Friday."),                        # two bookings may hold
])
def test_frames_leave_other_attributes_and_things_alone(judge: HeuristicJudge, a: str, b: str) -> None:
    verdict = judge.judge(a, b)
    assert verdict.label is not C, verdict


@pytest.mark.parametrize(("a", "b"), [
    ("Anna's address is Rua Augusta 12, Lisbon.", "Anna's office address is Hauptstraße 5, Berlin."),
    ("My daughter's GP is Dr. Shah.", "My GP is Dr. Keller."),
    ("Anna lives at Rua Augusta 12, Lisbon.", "Anna's parents live at Via Roma 5, Milan."),
])
def test_frames_are_not_auto_resolved_when_one_side_says_more(judge: HeuristicJudge, a: str, b: str) -> None:
    verdict = judge.judge(a, b)
    assert verdict.label is not C or verdict.confidence < AUTO_RESOLVE_THRESHOLD, verdict


@pytest.mark.parametrize(("a", "b"), [
    ("Address of Anna Berger: Rua Augusta 12, Lisbon.", "Send the card for Anna Berger to Rua Augusta 12, Lisbon."),
    ("Departure to Lisbon: 9:15.", "The Lisbon flight departs at 09:15."),
    ("Please reply to me in French.", "My preferred language is French."),
])
def test_frames_find_paraphrases(judge: HeuristicJudge, a: str, b: str) -> None:
    assert judge.judge(a, b).label is S


def test_unrelated_and_distinct_attribute_rules(judge: HeuristicJudge) -> None:
    assert judge.judge("I like Italian food", "The hotel has a gym").label is N
    verdict = judge.judge("My flight leaves at 9", "My flight lands at 11")
    assert verdict.rule == "entity_attribute" and "leaves" in verdict.evidence and "arrives" in verdict.evidence


def test_plans_and_steps_are_never_auto_resolved(judge: HeuristicJudge) -> None:
    verdict = judge.judge("Book the meeting for Tuesday.", "The meeting is on Thursday.", a_kind="plan")
    assert verdict.confidence < AUTO_RESOLVE_THRESHOLD
    belief = judge.judge("The meeting is on Tuesday.", "The meeting is on Thursday.", a_kind="fact", b_kind="fact")
    planned = judge.judge("The meeting is on Tuesday.", "The meeting is on Thursday.", a_kind="fact", b_kind="task")
    assert belief.confidence >= AUTO_RESOLVE_THRESHOLD > planned.confidence and planned.label is C


def test_judge_many_and_the_protocol(judge: HeuristicJudge) -> None:
    pairs = [("I prefer a window seat.", "I prefer an aisle seat."),
             ("The meeting is on Tuesday.", "The meeting is on Thursday.", "fact", "plan")]
    assert judge.judge_many(pairs) == [judge.judge(*pairs[0]), judge.judge(*pairs[1][:2], a_kind="fact", b_kind="plan")]
    assert isinstance(judge, Judge)


def test_judgement_is_validated_and_frozen() -> None:
    with pytest.raises(ValidationError):
        Judgement(label=C, confidence=1.5, rule="x", evidence="y")
    with pytest.raises(ValidationError):
        Judgement(label="maybe", confidence=0.5, rule="x", evidence="y")  # type: ignore[arg-type]
    verdict = Judgement(label="supports", confidence=0.5, rule="x", evidence="y")  # type: ignore[arg-type]
    assert verdict.label is S
    with pytest.raises(ValidationError):
        verdict.label = C  # type: ignore[misc]


def test_typed_values() -> None:
    slots, text = extract_slots("budget €1,200 or 800 eur, 15% off, 3 nights; at 9, 3:30 pm, 15:00, noon")
    assert slots.numbers == {(1200.0, "eur"), (800.0, "eur"), (15.0, "%"), (3.0, "night")}
    assert slots.times == {9 * 60, 15 * 60 + 30, 15 * 60, 12 * 60}
    slots, _ = extract_slots("on tuesday, 12 may, june 3rd and 2025-07-01")
    assert slots.weekdays == {"tuesday"} and {"05-12", "06-03", "07-01"} <= slots.dates
    slots, _ = extract_slots("write to a.b@c.com or call +49 151 234 5678, code maple92")
    assert slots.ids == {("email", "a.b@c.com"), ("phone", "491512345678"), ("code", "maple92")}
    assert "⟨" in text and "1,200" not in text


class _BagOfWords:
    """A test embedder (the :class:`~memgraph_py.embed.Embedder` protocol): one dimension per known word,
    so two texts are similar exactly when they share the listed words."""

    name, dimension = "bag-of-words", 4
    vocabulary = ("aisle", "corridor", "flat", "home")

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        self.calls.append(list(texts))
        groups = ({"aisle", "corridor"}, {"flat", "home"})  # synonyms share a direction
        return [[1.0 if set(t.lower().replace(".", "").split()) & g else 0.0 for g in groups] + [0.0, 0.01]
                for t in texts]


def test_embedder_cosine_finds_paraphrases_but_not_over_changed_values() -> None:
    embedder = _BagOfWords()
    judge = HeuristicJudge(embedder)
    assert HeuristicJudge().judge("Corridor side, always.", "Aisle side for me.").label is not S
    verdict = judge.judge("Corridor side, always.", "Aisle side for me.")
    assert verdict.label is S and "cosine" in verdict.evidence
    assert judge.judge("Home costs 900 EUR.", "The flat: 1200 EUR.").label is not S  # amounts differ
    embedder.calls.clear()
    judge.judge_many([("home one", "flat two"), ("flat two", "home three")])
    assert len(embedder.calls) == 1 and sorted(embedder.calls[0]) == ["flat two", "home one", "home three"]


# ----------------------------------------------------------------------------------- OpenAI-compatible judge
def test_openai_judge_sends_the_schema_and_both_statements(chat_server: ChatCompletionsServer) -> None:
    judge = OpenAIJudge("judge-model", base_url=chat_server.url, api_key="test-key", max_retries=0)
    chat_server.replies = [json.dumps({"label": "contradicts", "confidence": 0.93,
                                        "evidence": "window vs aisle seat"})]
    verdict = judge.judge("I prefer a window seat.", "I prefer an aisle seat.", a_kind="preference")
    assert verdict == Judgement(label=C, confidence=0.93, rule="llm", evidence="window vs aisle seat")
    request = chat_server.requests[0]
    assert request["path"] == "/v1/chat/completions"
    body = request["body"]
    assert body["model"] == "judge-model"
    fmt = body["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["strict"] is True
    schema = fmt["json_schema"]["schema"]
    assert schema["properties"]["label"]["enum"] == ["supports", "contradicts", "related", "none"]
    assert set(schema["required"]) == {"label", "confidence", "evidence"} and schema["additionalProperties"] is False
    prompt = "\n".join(m["content"] for m in body["messages"])
    assert "I prefer a window seat." in prompt and "I prefer an aisle seat." in prompt and "preference" in prompt
    assert "test-key" not in repr(judge)


@pytest.mark.parametrize("reply", [
    "The first memory contradicts the second.",                                     # not JSON
    json.dumps({"label": "maybe", "confidence": 0.5, "evidence": "?"}),             # not a label
    json.dumps({"label": "supports", "confidence": 7, "evidence": "same"}),         # out of range
    json.dumps({"label": "supports", "confidence": 0.9}),                           # a field missing
    json.dumps(["contradicts", 0.9, "x"]),                                          # not an object
])
def test_openai_judge_falls_back_to_the_heuristic_on_an_invalid_reply(chat_server: ChatCompletionsServer,
                                                                     reply: str) -> None:
    judge = OpenAIJudge("judge-model", base_url=chat_server.url, api_key="test-key", max_retries=0)
    chat_server.replies = [reply]
    verdict = judge.judge("The meeting is on Tuesday.", "The meeting is on Thursday.")
    expected = HeuristicJudge().judge("The meeting is on Tuesday.", "The meeting is on Thursday.")
    assert (verdict.label, verdict.confidence, verdict.rule) == (expected.label, expected.confidence, expected.rule)
    assert verdict.evidence.startswith("the model's reply was invalid") and expected.evidence in verdict.evidence


def test_openai_judge_many_keeps_the_order(chat_server: ChatCompletionsServer) -> None:
    judge = OpenAIJudge("judge-model", base_url=chat_server.url, api_key="test-key", max_retries=0, concurrency=1)
    chat_server.replies = [json.dumps({"label": label, "confidence": 0.5, "evidence": label})
                           for label in ("none", "related", "supports")]
    verdicts = judge.judge_many([("a", "b"), ("c", "d"), ("e", "f", "fact", "fact")])
    assert [v.label for v in verdicts] == [N, R, S]


def test_openai_judge_reports_a_failed_request(chat_server: ChatCompletionsServer) -> None:
    judge = OpenAIJudge("judge-model", base_url=chat_server.url, api_key="test-key", max_retries=0)
    chat_server.replies = [(500, "the model crashed")]
    with pytest.raises(MemLineageError, match="judge request to .* failed"):
        judge.judge("a", "b")


def test_openai_judge_without_the_package(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "openai", None)  # as if not installed: `import openai` raises ImportError
    with pytest.raises(ConfigurationError, match=r"pip install 'memlineage\[openai\]'"):
        OpenAIJudge("judge-model", base_url="http://127.0.0.1:9/v1")
