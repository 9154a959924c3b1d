# Generated from tests/client/_async/test_ingest.py by tools/unasync.py: do not edit. Change the source, then `make generate`.
"""The synchronous twin of :mod:`tests.client._async.test_ingest`, generated: read that module for the documentation."""

from __future__ import annotations

import json
from datetime import datetime, timezone

import pytest

from memgraph_py import Memory, InvalidContentError, InvalidInputError, InvalidTranscriptError
from memgraph_py.gate import GateConfig
from openai_compatible import ChatCompletionsServer

NOW = datetime(2026, 11, 30, 12, 0, tzinfo=timezone.utc)  # a Monday

CONVERSATION = [
    {"role": "user", "content": "Hi! How's it going?"},
    {"role": "assistant", "content": "All good, how can I help today?"},
    {"role": "user", "content": "I'm planning a trip. I prefer aisle seats on long flights, and I'm allergic to "
                                "shellfish."},
    {"role": "assistant", "content": "Noted. Anything else?"},
    {"role": "user", "content": "My passport number is X1234567. Oh, and my dentist appointment is next Tuesday "
                                "at 3pm."},
    {"role": "user", "content": "If I were rich I would love a private jet, haha."},
    {"role": "user", "content": "Thanks, that's all for now!"},
]


def stored_count(client: Memory) -> int:
    return client.reindex()  # rebuilds the namespace's index rows from Neo4j: returns how many memories exist


def test_a_conversation_becomes_labelled_memories_that_trace_back_to_its_words(client: Memory) -> None:
    report = client.ingest(CONVERSATION, source="chat-1", at=NOW)
    kept = {item.cls: item for item in report.kept}
    assert set(kept) == {"preference", "constraint", "fact", "event"}, report.kept
    assert "aisle seats" in kept["preference"].content and "shellfish" in kept["constraint"].content
    assert "X1234567" in kept["fact"].content
    assert kept["event"].date == "2026-12-01"  # "next Tuesday", read against the conversation's time
    # small talk, the hypothetical and the thanks are reported as dropped, with a reason
    dropped_turns = {item.turn for item in report.dropped}
    assert {0, 5, 6} <= dropped_turns and all(item.reason for item in report.dropped)
    assert report.stored == 1 + len(report.kept)

    fact = client.get(kept["fact"].cell_id)
    assert fact.kind.value == "fact" and fact.source == "chat-1" and "class:fact" in fact.tags
    (source,) = client.parents(fact.id)
    assert source.id == report.source_id and source.kind.value == "user_input"
    assert "My passport number is X1234567" in source.content  # the words it came from
    trace = client.trace(kept["event"].cell_id)
    assert [r.id for r in trace.roots] == [report.source_id]

    # labels are tags: recall filters by them
    travel = client.recall("seat on the plane", tags=["topic:travel"], record=False)
    assert kept["preference"].cell_id in travel.ids()
    assert all("topic:travel" in r.cell.tags for r in travel)
    assert "date:2026-12-01" in (client.get(kept["event"].cell_id)).tags


def test_a_duplicate_is_linked_to_the_stored_memory_not_stored_twice(client: Memory) -> None:
    first = client.ingest("I'm vegetarian, by the way.", at=NOW)
    (constraint,) = first.kept
    second = client.ingest([{"role": "user", "content": "Just so you know, I'm vegetarian."},
                                  {"role": "user", "content": "I'm vegetarian."}], at=NOW)
    assert second.kept == () and len(second.merged) == 2
    assert all(m.target == constraint.cell_id for m in second.merged)
    parents = {p.id for p in client.parents(constraint.cell_id)}
    assert parents == {first.source_id, second.source_id}  # now also derives from the words said again
    assert stored_count(client) == 3  # two sources and one memory


def test_a_contradiction_goes_through_the_conflict_handling_of_memory_traces(client: Memory) -> None:
    first = client.ingest("My flight to Rome leaves at 9:15 am on Friday.", at=NOW, source="chat")
    second = client.ingest("Update: my flight to Rome leaves at 11:40 am on Friday.", at=NOW, source="chat")
    (old,) = first.kept
    (new,) = second.kept
    assert new.action == "conflict" and new.target == old.cell_id
    (conflict,) = second.conflicts
    assert set(conflict.cells) == {old.cell_id, new.cell_id}
    settled = client.conflicts("all")
    assert conflict.id in {c.id for c in settled}


def test_a_turn_said_twice_in_one_call_is_stored_once(client: Memory) -> None:
    report = client.ingest(["My sister Anna lives in Lisbon.", "Again: my sister Anna lives in Lisbon."], at=NOW)
    assert len(report.kept) == 1 and len(report.merged) == 1
    assert report.merged[0].target == report.kept[0].cell_id


def test_small_talk_alone_stores_nothing_and_dry_run_writes_nothing(client: Memory) -> None:
    chat = client.ingest(["hello!", "lol that's funny", "How are you doing today?", "ok cool, thanks"])
    assert chat.source_id is None and chat.kept == () and len(chat.dropped) == 4 and chat.stored == 0
    dry = client.ingest("My employee id is E-40421 and I work at Globex.", dry_run=True)
    assert dry.dry_run and dry.kept and dry.source_id is None
    assert stored_count(client) == 0


def test_a_gate_threshold_above_every_score_keeps_nothing(client: Memory) -> None:
    strict = GateConfig(threshold=0.99)
    report = client.ingest("I think I kind of like jazz.", gate=strict)
    assert report.kept == () and report.dropped and "below the threshold" in report.dropped[0].reason
    assert stored_count(client) == 0


@pytest.mark.parametrize("bad, error", [
    ("", InvalidContentError),
    ("   \n  ", InvalidContentError),
    ([], InvalidContentError),
    (b"\x89PNG\r\n\x1a\n\x00\x00", InvalidContentError),
    ("\x00\x01\x02binary\x03\x04" * 20, InvalidContentError),
    ("x" * 70_000, InvalidContentError),
    (["fine"] * 3 + ["y" * 66_000], InvalidContentError),
    ([{"role": "user"}], InvalidTranscriptError),
    ([{"role": "narrator", "content": "I love tea"}], InvalidTranscriptError),
    ([{"role": "user", "content": "I love tea", "at": "last tuesday-ish"}], InvalidTranscriptError),
    ([42], InvalidTranscriptError),
    (12345, InvalidTranscriptError),
])
def test_bad_input_is_a_typed_error_and_nothing_is_stored(client: Memory, bad: object,
                                                                 error: type[Exception]) -> None:
    with pytest.raises(error):
        client.ingest(bad)  # type: ignore[arg-type]
    assert issubclass(error, InvalidInputError)
    assert stored_count(client) == 0


def test_tool_output_key_values_become_facts(client: Memory) -> None:
    report = client.ingest([{"role": "tool", "content": "Booking reference: QX7RT2\nCheck-in: 15:00\nStatus: ok"}])
    contents = [k.content for k in report.kept]
    assert any("QX7RT2" in c for c in contents) and any("15:00" in c for c in contents)
    source = client.get(report.source_id or "")
    assert source.kind.value == "tool_result"


def test_recall_understands_time_and_intent_and_shows_its_reading(client: Memory) -> None:
    from datetime import timedelta

    now = datetime.now(timezone.utc)
    client.remember_many([
        {"content": "We decided to ship the Atlas beta on Friday.", "kind": "plan", "created_at": now - timedelta(days=40)},
        {"content": "We decided to keep the Atlas pricing as it is.", "kind": "plan"},
        {"content": "what did we decide about Atlas?", "kind": "user_input"},
    ])
    plain = client.recall("what did we decide about Atlas?", record=False)
    assert plain.interpretation is None and len(plain) == 3  # without understanding: every kind, every date
    read = client.recall("what did we decide about Atlas today?", record=False, understand=True)
    assert read.interpretation is not None and read.interpretation["intent"] == "decision"
    assert "atlas" in read.interpretation["entities"]
    assert [r.cell.content for r in read] == ["We decided to keep the Atlas pricing as it is."]  # today, a plan
    given = client.recall("what did we decide?", record=False, understand=True, kinds=["user_input"])
    assert [r.cell.kind.value for r in given] == ["user_input"]  # a filter the caller gives wins


def test_ingest_with_the_openai_extractor_stores_its_grounded_memories(client: Memory,
                                                                            chat_server: ChatCompletionsServer) -> None:
    from memgraph_py.extract_openai import OpenAIExtractor

    chat_server.replies = [json.dumps({"memories": [
        {"class": "preference", "content": "The user likes to sit by the window on trains.", "turn": 0,
         "span": "window on trains", "confidence": 0.9, "negated": False, "date": None, "topics": ["travel"]},
        {"class": "fact", "content": "The user has a twin brother.", "turn": 0, "span": "my twin",  # never said
         "confidence": 0.9, "negated": False, "date": None, "topics": []},
    ]})]
    extractor = OpenAIExtractor("local-model", base_url=chat_server.url, api_key="k")
    report = client.ingest("Honestly the window on trains is the only place I can relax.", extractor=extractor)
    (kept,) = report.kept
    assert kept.cls == "preference" and "topic:travel" in kept.tags
    cell = client.get(kept.cell_id or "")
    assert cell.kind.value == "preference" and (client.parents(cell.id))[0].id == report.source_id


def test_recall_expands_the_query_with_an_llms_rephrasings_only_when_asked(client: Memory,
                                                                               chat_server: ChatCompletionsServer) -> None:
    from memgraph_py.query_understanding import QueryExpander

    client.remember_many([
        {"content": "Dr. Okafor is the one I see every six months.", "kind": "fact"},
        {"content": "My teeth feel sensitive to cold drinks lately.", "kind": "fact"},
        {"content": "Brushing your teeth twice a day is what they recommend.", "kind": "fact"},
        {"content": "The teeth whitening kit arrived on Monday.", "kind": "fact"},
    ])
    query = "who looks after my teeth?"
    plain = client.recall(query, 1, record=False)
    assert plain.interpretation is None and "Okafor" not in plain.results[0].cell.content
    # the offline default is a no-op, and says so: the same results as without expansion
    offline = client.recall(query, 1, record=False, expand=True)
    assert [r.cell.id for r in offline] == [r.cell.id for r in plain]
    assert offline.interpretation is not None and offline.interpretation["expansions"] == []
    assert "offline default" in offline.interpretation["expander"]
    # with a model's rephrasings (a local OpenAI-compatible server), the keyword and semantic routes find the dentist
    chat_server.replies = [json.dumps({"queries": ["my dentist Dr. Okafor", "who is my dentist", query]})]
    client.query_expander = QueryExpander("local-model", base_url=chat_server.url, api_key="k")
    try:
        expanded = client.recall(query, 1, record=False, expand=True, understand=True)
    finally:
        client.query_expander = None
    assert "Okafor" in expanded.results[0].cell.content
    reading = expanded.interpretation or {}
    assert reading["expansions"] == ["my dentist Dr. Okafor", "who is my dentist"]  # the query itself left out
    assert reading["expander"] == "openai" and "expanded with my dentist Dr. Okafor" in reading["explanation"]
    assert reading["intent"] == "lookup"  # understanding's reading is kept beside the expansions
    # an expander that fails leaves the plain query, and says why
    from openai import OpenAI

    down = QueryExpander("local-model", client=OpenAI(base_url="http://127.0.0.1:9/v1", api_key="k", max_retries=0,
                                                       timeout=2))
    failed = client.recall(query, 1, record=False, expand=down)
    assert [r.cell.id for r in failed] == [r.cell.id for r in plain]
    assert failed.interpretation is not None and "APIConnectionError" in failed.interpretation["expansion_error"]
    with pytest.raises(InvalidInputError, match="layers"):
        client.recall(query, expand=True, layers=["semantic"])
