"""Query understanding, without I/O: read a recall query's intent and constraints before recall runs.

``recall(..., understand=True)`` calls :func:`understand` and applies what it returns, unless the caller
already set that filter:

* a time expression ("yesterday", "last week", "in March", "since Monday", "in the last 3 days") becomes a
  ``since``/``until`` filter on when memories were recorded;
* named people, places and projects (capitalised names, "my sister Anna", "project Atlas") become the
  entity route's anchors (memories that MENTION them are candidates whatever their wording);
* the intent: "what did we decide / agree / conclude" favours derived conclusions (kinds plan, summary,
  fact, llm_output — not the raw turns), "what do I like / prefer / hate" favours preferences and
  constraints, "when is / what's on" favours dated facts and tasks; other queries keep every kind.

The interpretation is returned with the response (``RecallResponse.interpretation``), so the explanation
says how the query was read.

**Query expansion** (``recall(..., expand=True)``, opt-in): an expander rephrases the query; the keyword route
searches the query and its rephrasings together, and the semantic routes use the mean of their embeddings
(multi-query retrieval). :class:`QueryExpander` asks an OpenAI-compatible chat model; set it as the client's
``query_expander`` or pass it as ``expand=``. The offline default, :class:`NoExpansion`, is a documented no-op:
no offline model rephrases well enough to help (the local embedder already matches synonyms), so without a
configured expander ``expand=True`` recalls exactly as without it and says so in the interpretation. An expander
that fails (server down, unusable reply) leaves the plain query, with the error in the interpretation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from .entities import HeuristicEntityExtractor
from .labels import entity_type
from .timeexpr import find_range

__all__ = ["Interpretation", "NoExpansion", "QueryExpander", "expand_query", "understand"]

#: At most this many rephrasings are used, each at most this long (a reply is model output, not trusted).
MAX_EXPANSIONS = 3
MAX_EXPANSION_CHARS = 300

INTENTS: tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...] = (
    ("decision", re.compile(r"\b(?:what|which|how) (?:did|have|had) (?:we|i|you|they) (?:decide|agree|settle|conclude|"
                            r"choose|pick|go with)|\b(?:decision|decided|agreed|conclusion|concluded|outcome|verdict)\b",
                            re.I), ("plan", "summary", "fact", "llm_output", "constraint", "preference")),
    ("preference", re.compile(r"\bwhat (?:do|does|did) (?:i|they|he|she|the user) (?:like|love|prefer|enjoy|hate|dislike|want)\b|"
                              r"\b(?:favou?rite|prefer(?:ence|s|red)?|likes?|dislikes?|allerg\w*|diet\w*|can'?t eat)\b",
                              re.I), ("preference", "constraint")),
    ("schedule", re.compile(r"\bwhen (?:is|are|was|do|does|did|will)\b|\bwhat'?s (?:on|coming up|planned|scheduled)\b|"
                            r"\b(?:appointment|deadline|schedule|calendar|due date)\b", re.I),
     ("fact", "task", "plan", "constraint")),
)
_STOP_NAMES = frozenset({"what", "when", "who", "where", "which", "how", "did", "do", "the", "we", "i"})


@dataclass
class Interpretation:
    """How a query was read: intent, the kinds it favours, time range and named entities."""

    intent: str = "lookup"
    kinds: tuple[str, ...] | None = None
    since: datetime | None = None
    until: datetime | None = None
    time_text: str | None = None
    entities: dict[str, str] = field(default_factory=dict)  # name -> person | place | project | organisation | entity
    expansions: tuple[str, ...] = ()

    def explain(self) -> str:
        parts = [f"intent {self.intent}"]
        if self.kinds:
            parts.append("favours " + ", ".join(self.kinds))
        if self.time_text:
            span = " to ".join(d.date().isoformat() for d in (self.since, self.until) if d is not None)
            parts.append(f"time '{self.time_text}' → {span or 'any'}")
        if self.entities:
            parts.append("entities " + ", ".join(f"{n} ({t})" for n, t in self.entities.items()))
        if self.expansions:
            parts.append("expanded with " + "; ".join(self.expansions))
        return "; ".join(parts)

    def as_dict(self) -> dict[str, Any]:
        return {"intent": self.intent, "kinds": list(self.kinds) if self.kinds else None,
                "since": self.since.isoformat() if self.since else None,
                "until": self.until.isoformat() if self.until else None, "time": self.time_text,
                "entities": dict(self.entities), "expansions": list(self.expansions), "explanation": self.explain()}


_EXTRACTOR = HeuristicEntityExtractor()


def understand(query: str, now: datetime | None = None) -> Interpretation:
    """Read ``query``'s intent, time range and named entities (see the module docstring)."""
    now = now or datetime.now(timezone.utc)
    out = Interpretation()
    for intent, pattern, kinds in INTENTS:
        if pattern.search(query):
            out.intent, out.kinds = intent, kinds
            break
    found = find_range(query, now)
    if found is not None:
        out.since, out.until, out.time_text = found.since, found.until, found.text
    time_words = set((found.text.lower().split() if found else []))
    for name in _EXTRACTOR.extract(query):
        if name in _STOP_NAMES or name in time_words or any(w in time_words for w in name.split()):
            continue
        out.entities[name] = entity_type(name, query)
    return out


class NoExpansion:
    """The offline default of ``recall(expand=True)``: expands nothing, on purpose (see the module docstring)."""

    name = "none (offline default: no expander configured)"

    def expand(self, query: str) -> list[str]:
        return []


def expand_query(expander: Any, query: str) -> tuple[list[str], str | None]:
    """The expander's rephrasings of ``query`` (distinct, not the query itself, at most MAX_EXPANSIONS, each cut
    to MAX_EXPANSION_CHARS), and the error when it failed (then no rephrasings: recall runs on the query)."""
    try:
        found = expander.expand(query)
    except Exception as exc:  # any failure of a remote model must not fail the recall
        return [], f"{type(exc).__name__}: {exc}"[:300]
    seen, out = {query.strip().lower()}, []
    for text in found or []:
        if isinstance(text, str) and text.strip() and text.strip().lower() not in seen:
            seen.add(text.strip().lower())
            out.append(text.strip()[:MAX_EXPANSION_CHARS])
    return out[:MAX_EXPANSIONS], None


class QueryExpander:
    """Rephrasings of a query by an OpenAI-compatible chat model (structured output: a JSON list of strings)."""

    name = "openai"

    PROMPT = ("Rewrite the user's memory-search query as up to three short alternative phrasings that use other "
              "words for the same need. Answer as JSON: {\"queries\": [\"...\"]}.")

    def __init__(self, model: str, base_url: str | None = None, api_key: str | None = None, client: Any = None) -> None:
        if client is None:
            from openai import OpenAI

            client = OpenAI(base_url=base_url, api_key=api_key or "not-needed")
        self.model, self._client = model, client

    def expand(self, query: str) -> list[str]:
        import json

        response = self._client.chat.completions.create(
            model=self.model, temperature=0, messages=[{"role": "system", "content": self.PROMPT},
                                                       {"role": "user", "content": query}],
            response_format={"type": "json_schema", "json_schema": {"name": "expansions", "strict": True, "schema": {
                "type": "object", "additionalProperties": False, "required": ["queries"],
                "properties": {"queries": {"type": "array", "items": {"type": "string"}}}}}})
        try:
            data = json.loads(response.choices[0].message.content or "{}")
        except ValueError:
            return []
        queries = data.get("queries") if isinstance(data, dict) else None
        return [q.strip() for q in queries or [] if isinstance(q, str) and q.strip()][:3]
