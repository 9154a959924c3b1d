"""Entity extraction: the offline heuristic, and an OpenAI-compatible model served by a local stub."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest

from memgraph_py import Memory
from memgraph_py.entities import HeuristicEntityExtractor, LLMEntityExtractor, query_terms


def test_heuristic_finds_names_acronyms_quotes_and_tags() -> None:
    found = HeuristicEntityExtractor().extract('Globex met Anna Schmidt at ICML in Vienna about "Project Kite" #q3')
    assert {"globex", "anna schmidt", "icml", "vienna", "project kite", "#q3"} <= set(found)
    assert HeuristicEntityExtractor().extract("Find me a quiet place to work.") == []
    assert query_terms("What happened with Globex?") == ["globex", "happened"]


class _ChatStub(BaseHTTPRequestHandler):
    answers: list[str] = []
    seen: list[dict] = []

    def do_POST(self) -> None:  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        _ChatStub.seen.append(body)
        answer = _ChatStub.answers.pop(0)
        payload = {"id": "x", "object": "chat.completion", "created": 0, "model": body["model"],
                   "choices": [{"index": 0, "finish_reason": "stop",
                                "message": {"role": "assistant", "content": answer}}],
                   "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}}
        data = json.dumps(payload).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def chat_stub():
    server = HTTPServer(("127.0.0.1", 0), _ChatStub)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    _ChatStub.answers, _ChatStub.seen = [], []
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()


def test_llm_extractor_uses_the_model_and_falls_back_on_nonsense(chat_stub: str) -> None:
    extractor = LLMEntityExtractor("stub-model", base_url=chat_stub, api_key="test")
    _ChatStub.answers = ['["Coffee", "Berlin office"]', "I think the entities are coffee and Berlin."]
    assert extractor.extract("I avoid coffee at the Berlin office") == ["coffee", "berlin office"]
    assert _ChatStub.seen[0]["model"] == "stub-model"
    assert extractor.extract("Meeting Globex in Berlin") == ["globex", "berlin"]  # heuristic fallback


def test_llm_entities_anchor_recall(chat_stub: str, local_servers, namespace, embedder) -> None:
    extractor = LLMEntityExtractor("stub-model", base_url=chat_stub, api_key="test")
    _ChatStub.answers = ['["caffeine"]', '["tea"]', '["caffeine"]']
    with Memory(namespace, settings=local_servers, embedder=embedder, entity_extractor=extractor) as memory:
        avoid = memory.remember("The user keeps away from stimulants after 2pm.", "constraint")
        memory.remember("Green tea tasting notes from the team offsite.", "fact")
        response = memory.recall("Is caffeine okay this evening?", 5, preset="balanced")
    hit = next(r for r in response if r.cell.id == avoid.id)
    assert "entity" in hit.routes
