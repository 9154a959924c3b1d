"""Entity extraction: which things a memory (or a query) mentions, as anchors for graph recall.

The offline default is a heuristic that needs no model: proper nouns and multi-word names
(capitalised runs, at a sentence start only when not a common opening verb), acronyms, quoted phrases, @handles and #tags, and —
for queries — any word that names an entity already known in the namespace is matched by the
graph itself. An OpenAI-compatible chat model can be configured instead (``LLMEntityExtractor``).
Names are normalised to lower case.
"""

from __future__ import annotations

import json
import re
from typing import Any, Protocol

__all__ = ["EntityExtractor", "HeuristicEntityExtractor", "LLMEntityExtractor", "query_terms"]

_STOP = frozenset("""
a an and are as at be been but by can could did do does for from had has have he her him his how i if in into is
it its just me my no not of on or our out she so than that the their them then there these they this those to
too up us was we were what when where which who why will with would you your yours today tomorrow yesterday
please thanks hello hi dear monday tuesday wednesday thursday friday saturday sunday
""".split())

# Capitalised only because they open a sentence: imperatives and question words agents write a lot.
_STARTERS = frozenset("""
add ask book buy call check create draft email find get give help list make meet move note plan please put read
remember reply schedule search send set show suggest summarise summarize take tell try use write yes okay ok sure
""".split())



def _plain_opening(word: str) -> bool:
    """A capitalised sentence opener that is probably a name, not an ordinary word."""
    lower = word.lower()
    return lower not in _STARTERS and not lower.endswith(("ing", "ly"))


_TOKEN = re.compile(r"[@#]?[\w][\w'\-\.&]*[\w]|[@#]?\w")
_QUOTED = re.compile(r"[\"“”']([^\"“”']{2,60})[\"“”']")


class EntityExtractor(Protocol):
    def extract(self, text: str) -> list[str]: ...


class HeuristicEntityExtractor:
    """Offline extractor: cheap, deterministic, no network."""

    max_entities = 16

    def extract(self, text: str) -> list[str]:
        found: dict[str, None] = {}
        for quoted in _QUOTED.findall(text):
            found[quoted.strip().lower()] = None
        for sentence in re.split(r"(?<=[.!?\n])\s+", text):
            tokens = _TOKEN.findall(sentence)
            run: list[str] = []
            for i, token in enumerate(tokens):
                bare = token.strip(".'")
                if token[0] in "@#":  # handles and tags stand alone
                    if run:
                        found[" ".join(run).lower()] = None
                        run = []
                    found[bare.lower()] = None
                    continue
                is_name = (
                    (bare[:1].isupper() and bare.lower() not in _STOP and (i > 0 or _plain_opening(bare)))
                    or (len(bare) >= 2 and bare.isupper() and bare.isalpha())
                )
                if is_name:
                    run.append(bare)
                    continue
                if run:
                    found[" ".join(run).lower()] = None
                    run = []
            if run:
                found[" ".join(run).lower()] = None
        names = [n for n in found if n and n not in _STOP]
        return names[: self.max_entities]


def query_terms(text: str) -> list[str]:
    """Content words of a query (lower case): matched against entity names already in the graph."""
    terms = {t.strip(".'").lower() for t in _TOKEN.findall(text)}
    return sorted(t for t in terms if len(t) > 2 and t not in _STOP)


class LLMEntityExtractor:
    """Entities named by an OpenAI-compatible chat model (any ``base_url``); falls back to the heuristic
    when the model's answer is not a JSON list of strings."""

    PROMPT = ("List the named entities, products, places, people, organisations and key topics mentioned in the "
              "text. Answer with a JSON array of short lower-case strings and nothing else.")

    def __init__(self, model: str, base_url: str | None = None, api_key: str | None = None,
                 client: Any | None = None) -> None:
        self.model = model
        if client is None:
            from openai import OpenAI

            client = OpenAI(base_url=base_url, api_key=api_key or "not-needed")
        self._client = client
        self._fallback = HeuristicEntityExtractor()

    def extract(self, text: str) -> list[str]:
        response = self._client.chat.completions.create(
            model=self.model, temperature=0,
            messages=[{"role": "system", "content": self.PROMPT}, {"role": "user", "content": text}],
        )
        content = (response.choices[0].message.content or "").strip()
        try:
            names = json.loads(content)
        except ValueError:
            return self._fallback.extract(text)
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            return self._fallback.extract(text)
        return list(dict.fromkeys(n.strip().lower() for n in names if n.strip()))[:16]

