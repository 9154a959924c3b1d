"""Entity extraction: the offline heuristic, and an OpenAI-compatible model served by a local endpoint
(tests/openai_compatible.py)."""

from __future__ import annotations

import pytest

from memgraph_py import Memory
from memgraph_py.entities import HeuristicEntityExtractor, LLMEntityExtractor, query_terms
from openai_compatible import ChatCompletionsServer


def test_heuristic_finds_names_acronyms_quotes_and_tags() -> None:
    found = HeuristicEntityExtractor().extract('Globex met Anna Schmidt at ICML in Vienna about "Project Kite" #q3')
    assert {"globex", "anna schmidt", "icml", "vienna", "project kite", "#q3"} <= set(found)
    assert HeuristicEntityExtractor().extract("Find me a quiet place to work.") == []
    assert query_terms("What happened with Globex?") == ["globex", "happened"]


def test_llm_extractor_uses_the_model_and_falls_back_on_nonsense(chat_server: ChatCompletionsServer) -> None:
    extractor = LLMEntityExtractor("stub-model", base_url=chat_server.url, api_key="test")
    chat_server.replies = ['["Coffee", "Berlin office"]', "I think the entities are coffee and Berlin."]
    assert extractor.extract("I avoid coffee at the Berlin office") == ["coffee", "berlin office"]
    assert chat_server.requests[0]["body"]["model"] == "stub-model"
    assert extractor.extract("Meeting Globex in Berlin") == ["globex", "berlin"]  # heuristic fallback


def test_llm_entities_anchor_recall(chat_server: ChatCompletionsServer, local_servers, namespace, embedder) -> None:
    extractor = LLMEntityExtractor("stub-model", base_url=chat_server.url, api_key="test")
    chat_server.replies = ['["caffeine"]', '["tea"]', '["caffeine"]']
    with Memory(namespace, settings=local_servers, embedder=embedder, entity_extractor=extractor) as memory:
        avoid = memory.remember("The user keeps away from stimulants after 2pm.", "constraint")
        memory.remember("Green tea tasting notes from the team offsite.", "fact")
        response = memory.recall("Is caffeine okay this evening?", 5, preset="balanced")
    hit = next(r for r in response if r.cell.id == avoid.id)
    assert "entity" in hit.routes
