"""Summarizers of consolidation: the offline extractive one (representative sentences, exact and near duplicates
removed) on the real offline embedder, and the ``openai``-package one against a local OpenAI-compatible HTTP server
started here (it stands in for the remote service; our code is not patched) — alone and inside
``Memory.consolidate`` on the real servers."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from memgraph_py import CellStatus, InvalidInputError, Memory, MemLineageError
from memgraph_py.summarize import ExtractiveSummarizer, OpenAISummarizer, split_sentences


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


class _ChatServer(BaseHTTPRequestHandler):
    """A minimal OpenAI-compatible /v1/chat/completions: answers with the first memory line, marked."""

    requests: list[dict[str, Any]] = []
    fail = False

    def do_POST(self) -> None:  # noqa: N802 — http.server's name
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).requests.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
        if type(self).fail:
            self.send_response(500)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(b'{"error": {"message": "overloaded", "type": "server_error"}}')
            return
        memories = body["messages"][-1]["content"].splitlines()
        reply = {"id": "chatcmpl-1", "object": "chat.completion", "created": 0, "model": body["model"],
                 "choices": [{"index": 0, "finish_reason": "stop",
                              "message": {"role": "assistant", "content": "SUMMARY: " + memories[0][2:]}}],
                 "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}}
        data = json.dumps(reply).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def chat_server() -> Iterator[str]:
    _ChatServer.requests, _ChatServer.fail = [], False
    server = ThreadingHTTPServer(("127.0.0.1", 0), _ChatServer)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/v1"
    server.shutdown()
    server.server_close()


def test_openai_summarizer_calls_any_compatible_endpoint(chat_server: str) -> None:
    summarizer = OpenAISummarizer("local-model", base_url=chat_server, api_key="secret", timeout=10)
    assert summarizer.summarize(["first memory", "second memory"]) == "SUMMARY: first memory"
    (request,) = _ChatServer.requests
    assert request["path"] == "/v1/chat/completions" and request["auth"] == "Bearer secret"
    assert request["body"]["model"] == "local-model" and "- second memory" in request["body"]["messages"][-1]["content"]


def test_openai_summarizer_failure_is_one_typed_error(chat_server: str) -> None:
    _ChatServer.fail = True
    summarizer = OpenAISummarizer("local-model", base_url=chat_server, timeout=5)
    summarizer.client = summarizer.client.with_options(max_retries=0)
    with pytest.raises(MemLineageError, match="summarizer endpoint failed"):
        summarizer.summarize(["a memory"])
    with pytest.raises(InvalidInputError):
        OpenAISummarizer("")


def test_consolidate_with_the_openai_summarizer(chat_server: str, memory: Memory) -> None:
    root = memory.remember("Book me a hotel in Lisbon", "user_input")
    texts = ["The Lisbon hotel booking reference is LX-4471.", "Booking confirmed: Lisbon hotel reference LX-4471.",
             "Lisbon hotel booking reference: LX-4471."]
    sources = [memory.remember(t, "tool_result", parents=[root]) for t in texts]
    report = memory.consolidate([s.id for s in sources], {"near_duplicate": 0.85, "related": 0.75},
                                summarizer=OpenAISummarizer("local-model", base_url=chat_server))
    (cluster,) = report.clusters
    summary = memory.get(cluster.summary_id)
    assert summary.content == "SUMMARY: " + texts[0] and summary.kind.value == "summary"
    assert all(memory.get(s.id).status is CellStatus.ARCHIVED for s in sources)

    # the endpoint failing: a typed error, and nothing consolidated
    _ChatServer.fail = True
    more = [memory.remember(t.replace("Lisbon", "Porto").replace("LX-4471", "PO-1180"), "tool_result", parents=[root])
            for t in texts]
    failing = OpenAISummarizer("local-model", base_url=chat_server)
    failing.client = failing.client.with_options(max_retries=0)
    with pytest.raises(MemLineageError):
        memory.consolidate([m.id for m in more], {"near_duplicate": 0.85, "related": 0.75}, summarizer=failing)
    assert all(memory.get(m.id).status is CellStatus.VALID for m in more)
