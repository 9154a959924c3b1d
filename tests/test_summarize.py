"""Summarizers of consolidation: the offline extractive one (representative sentences, exact and near duplicates
removed) on the real offline embedder, and the ``openai``-package one against a local OpenAI-compatible HTTP server
(tests/openai_compatible.py; it stands in for the remote service; our code is not patched) — alone and inside
``Memory.consolidate`` on the real servers."""

from __future__ import annotations

from typing import Any

import pytest

from memgraph_py import CellStatus, InvalidInputError, Memory, MemLineageError
from memgraph_py.summarize import ExtractiveSummarizer, OpenAISummarizer, split_sentences
from openai_compatible import ChatCompletionsServer


def test_split_sentences_keeps_abbreviations_of_numbers_together() -> None:
    assert split_sentences("Flight TP 1234 leaves at 07.40. Gate B12!\nBring the passport") == [
        "Flight TP 1234 leaves at 07.40.", "Gate B12!", "Bring the passport"]


def test_extractive_removes_exact_and_near_duplicates_and_keeps_recorded_order(embedder) -> None:
    texts = [
        "The hotel booking reference is LX-4471. Check-in is from 15:00.",
        "the hotel booking reference is LX-4471!",             # exact duplicate up to case and punctuation
        "Booking reference of the hotel: LX-4471.",            # near duplicate
        "Breakfast is served from 7 to 10 in the lobby.",
    ]
    summary = ExtractiveSummarizer(embedder.embed, max_sentences=3).summarize(texts)
    assert summary.count("LX-4471") == 1
    assert "Check-in is from 15:00." in summary and "Breakfast" in summary
    assert summary.index("LX-4471") < summary.index("Check-in") < summary.index("Breakfast")


def test_extractive_picks_the_most_central_sentence_first() -> None:
    texts = ["Paris is sunny today.", "Paris weather: sunny and warm today.", "Sunny weather in Paris today.",
             "The printer is out of toner."]
    one = ExtractiveSummarizer(max_sentences=1, near_duplicate=0.99).summarize(texts)  # word-overlap similarity
    assert "Paris" in one and "toner" not in one


def test_extractive_refuses_bad_input() -> None:
    for bad in ([], "one string", [""], [3]):
        with pytest.raises(InvalidInputError):
            ExtractiveSummarizer().summarize(bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError):
        ExtractiveSummarizer(max_sentences=0)


def _summary_of_the_first(body: dict[str, Any]) -> str:
    """The stand-in model's summary: the first memory line of the prompt, marked."""
    return "SUMMARY: " + body["messages"][-1]["content"].splitlines()[0][2:]


def _overloaded(body: dict[str, Any]) -> tuple[int, str]:
    return 500, "overloaded"


def test_openai_summarizer_calls_any_compatible_endpoint(chat_server: ChatCompletionsServer) -> None:
    chat_server.answer = _summary_of_the_first
    summarizer = OpenAISummarizer("local-model", base_url=chat_server.url, api_key="secret", timeout=10)
    assert summarizer.summarize(["first memory", "second memory"]) == "SUMMARY: first memory"
    (request,) = chat_server.requests
    assert request["path"] == "/v1/chat/completions" and request["auth"] == "Bearer secret"
    assert request["body"]["model"] == "local-model" and "- second memory" in request["body"]["messages"][-1]["content"]


def test_openai_summarizer_failure_is_one_typed_error(chat_server: ChatCompletionsServer) -> None:
    chat_server.answer = _overloaded
    summarizer = OpenAISummarizer("local-model", base_url=chat_server.url, timeout=5)
    summarizer.client = summarizer.client.with_options(max_retries=0)
    with pytest.raises(MemLineageError, match="summarizer endpoint failed"):
        summarizer.summarize(["a memory"])
    with pytest.raises(InvalidInputError):
        OpenAISummarizer("")


def test_consolidate_with_the_openai_summarizer(chat_server: ChatCompletionsServer, memory: Memory) -> None:
    chat_server.answer = _summary_of_the_first
    root = memory.remember("Book me a hotel in Lisbon", "user_input")
    texts = ["The Lisbon hotel booking reference is LX-4471.", "Booking confirmed: Lisbon hotel reference LX-4471.",
             "Lisbon hotel booking reference: LX-4471."]
    sources = [memory.remember(t, "tool_result", parents=[root]) for t in texts]
    report = memory.consolidate([s.id for s in sources], {"near_duplicate": 0.85, "related": 0.75},
                                summarizer=OpenAISummarizer("local-model", base_url=chat_server.url))
    (cluster,) = report.clusters
    summary = memory.get(cluster.summary_id)
    assert summary.content == "SUMMARY: " + texts[0] and summary.kind.value == "summary"
    assert all(memory.get(s.id).status is CellStatus.ARCHIVED for s in sources)

    # the endpoint failing: a typed error, and nothing consolidated
    chat_server.answer = _overloaded
    more = [memory.remember(t.replace("Lisbon", "Porto").replace("LX-4471", "PO-1180"), "tool_result", parents=[root])
            for t in texts]
    failing = OpenAISummarizer("local-model", base_url=chat_server.url)
    failing.client = failing.client.with_options(max_retries=0)
    with pytest.raises(MemLineageError):
        memory.consolidate([m.id for m in more], {"near_duplicate": 0.85, "related": 0.75}, summarizer=failing)
    assert all(memory.get(m.id).status is CellStatus.VALID for m in more)
