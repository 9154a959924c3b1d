"""Extraction by an OpenAI-compatible chat model with structured output (any ``base_url``: OpenAI, vLLM,
Ollama, llama.cpp's server, LM Studio …).

The model receives the messages (numbered) and answers through a strict JSON schema: a list of memories, each
with its class, the statement to store, the turn and exact words it came from, a confidence, whether it is
negated, an ISO date for events and topic tags. Answers that break the schema (unknown class, a turn out of
range, a span not in that turn) are discarded one by one; a reply that is not JSON at all falls back to the
offline :class:`~memgraph_py.extract.HeuristicExtractor`, so ``ingest`` never stores an invented source.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from .entities import HeuristicEntityExtractor
from .extract import CLASSES, Candidate, HeuristicExtractor, Message
from .labels import label

__all__ = ["OpenAIExtractor", "SCHEMA"]

SCHEMA: dict[str, Any] = {
    "type": "object", "additionalProperties": False, "required": ["memories"],
    "properties": {"memories": {"type": "array", "items": {
        "type": "object", "additionalProperties": False,
        "required": ["class", "content", "turn", "span", "confidence", "negated", "date", "topics"],
        "properties": {
            "class": {"type": "string", "enum": list(CLASSES)},
            "content": {"type": "string"},
            "turn": {"type": "integer"},
            "span": {"type": "string"},
            "confidence": {"type": "number"},
            "negated": {"type": "boolean"},
            "date": {"type": ["string", "null"]},
            "topics": {"type": "array", "items": {"type": "string"}},
        }}}},
}

PROMPT = """You extract long-term memories about the user from a conversation, as a careful note-taker would.
Keep: preferences, constraints (allergies, diets, limits, hours, budgets), facts with their values (ids, numbers,
names, places, employer, family), tasks the user must do, dated events (with the date as YYYY-MM-DD), decisions.
Skip: small talk, questions, hypotheticals, sarcasm, what other people like, things that used to be true.
For each memory give: class, content (one self-contained sentence in the user's words), turn (the message number),
span (the exact words of that message it comes from), confidence (0-1), negated, date (or null), topics (1-3 words)."""


class OpenAIExtractor:
    """Candidates from an OpenAI-compatible model (``response_format`` with a strict JSON schema)."""

    name = "openai"

    def __init__(self, model: str, base_url: str | None = None, api_key: str | None = None, *,
                 client: Any | None = None, timeout: float = 60.0) -> None:
        self.model = model
        if client is None:
            from openai import OpenAI

            client = OpenAI(base_url=base_url, api_key=api_key or "not-needed", timeout=timeout)
        self._client = client
        self._fallback = HeuristicExtractor()
        self._entities = HeuristicEntityExtractor()

    def __repr__(self) -> str:  # never shows the key
        return f"OpenAIExtractor(model={self.model!r})"

    def extract(self, messages: Sequence[Message]) -> list[Candidate]:
        numbered = "\n".join(f"[{m.index}] {m.role}: {m.content}" for m in messages)
        response = self._client.chat.completions.create(
            model=self.model, temperature=0,
            messages=[{"role": "system", "content": PROMPT}, {"role": "user", "content": numbered}],
            response_format={"type": "json_schema",
                             "json_schema": {"name": "memories", "strict": True, "schema": SCHEMA}})
        try:
            data = json.loads(response.choices[0].message.content or "")
            items = data["memories"]
            if not isinstance(items, list):
                raise TypeError
        except (ValueError, KeyError, TypeError):
            return self._fallback.extract(messages)
        by_index = {m.index: m for m in messages}
        out = []
        for item in items:
            candidate = self._candidate(item, by_index)
            if candidate is not None:
                out.append(candidate)
        return out

    def _candidate(self, item: Any, by_index: dict[int, Message]) -> Candidate | None:
        if not isinstance(item, dict):
            return None
        cls, content, turn, span = item.get("class"), item.get("content"), item.get("turn"), item.get("span")
        if cls not in CLASSES or not isinstance(content, str) or not content.strip() or not isinstance(turn, int):
            return None
        message = by_index.get(turn)
        if message is None or not isinstance(span, str) or not span.strip() \
                or " ".join(span.split()).lower() not in " ".join(message.content.split()).lower():
            return None  # a memory must come from words that were said
        try:
            confidence = min(1.0, max(0.0, float(item.get("confidence", 0.8))))
        except (TypeError, ValueError):
            confidence = 0.8
        date = item.get("date") if isinstance(item.get("date"), str) and item.get("date") else None
        entities = self._entities.extract(content)
        tags = label(content, cls, entities, date=date, negated=bool(item.get("negated")))
        tags += [f"topic:{t.strip().lower()}" for t in item.get("topics") or []
                 if isinstance(t, str) and t.strip() and len(t) < 60]
        return Candidate(cls=cls, content=content.strip(), span=span.strip(), turn=turn, confidence=confidence,
                         rule="llm", negated=bool(item.get("negated")), entities=entities, date=date,
                         tags=list(dict.fromkeys(tags)), extractor=f"openai:{self.model}")
