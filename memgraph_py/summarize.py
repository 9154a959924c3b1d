"""Summarizers for ``consolidate``: turn a cluster of memories into the text of one semantic memory.

* :class:`ExtractiveSummarizer` (the default, offline, no I/O): splits the memories into sentences, drops exact
  duplicates (after normalising case, spacing and punctuation), ranks the rest by centrality — the mean cosine
  similarity of a sentence to the others, on the embeddings of the memory's own embedder — and keeps the most
  central ones, skipping any whose similarity to one already kept reaches ``near_duplicate``; kept sentences
  stay in the order they were recorded.
* :class:`OpenAISummarizer`: any OpenAI-compatible chat-completions endpoint (``base_url``), through the
  ``openai`` package.

A summarizer is any object with ``summarize(texts) -> str`` (texts oldest first).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

import numpy as np

from .errors import ConfigurationError, InvalidInputError, MemLineageError

__all__ = ["ExtractiveSummarizer", "OpenAISummarizer", "Summarizer", "split_sentences"]

MAX_SUMMARY_CHARS = 100_000

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9À-Ý])|\n+")


@runtime_checkable
class Summarizer(Protocol):
    def summarize(self, texts: Sequence[str]) -> str: ...


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text`` (a full stop, question or exclamation mark before a capital, or a line break)."""
    return [s.strip() for s in _SENTENCE.split(text) if s and s.strip()]


def _normal(sentence: str) -> str:
    folded = unicodedata.normalize("NFKC", sentence).casefold()
    return " ".join(re.sub(r"[^\w\s]", " ", folded).split())


def _check_texts(texts: Sequence[str]) -> list[str]:
    if isinstance(texts, str) or not isinstance(texts, Sequence) or not texts:
        raise InvalidInputError("summarize() takes a non-empty sequence of texts")
    if not all(isinstance(t, str) and t.strip() for t in texts):
        raise InvalidInputError("summarize() takes non-empty strings")
    return list(texts)


class ExtractiveSummarizer:
    """Representative sentences by centrality, exact and near duplicates removed (see the module docstring).
    ``embed`` maps texts to vectors (``Embedder.embed``); without one, similarity is word overlap (Jaccard)."""

    name = "extractive"

    def __init__(self, embed: Callable[[list[str]], Any] | None = None, *, max_sentences: int = 3,
                 near_duplicate: float = 0.9) -> None:
        if not isinstance(max_sentences, int) or max_sentences < 1:
            raise InvalidInputError(f"max_sentences must be a whole number ≥ 1, got {max_sentences!r}")
        if not 0.0 < near_duplicate <= 1.0:
            raise InvalidInputError(f"near_duplicate must be in (0, 1], got {near_duplicate!r}")
        self.embed = embed
        self.max_sentences = max_sentences
        self.near_duplicate = near_duplicate

    def summarize(self, texts: Sequence[str]) -> str:
        sentences: list[str] = []
        seen: set[str] = set()
        for text in _check_texts(texts):
            for sentence in split_sentences(text):
                key = _normal(sentence)
                if key and key not in seen:  # exact duplicates (up to case, spacing, punctuation)
                    seen.add(key)
                    sentences.append(sentence)
        if not sentences:
            return " ".join(t.strip() for t in texts)[:MAX_SUMMARY_CHARS]
        sims = self._similarities(sentences)
        n = len(sentences)
        centrality = (sims.sum(axis=1) - 1.0) / max(1, n - 1)
        order = sorted(range(n), key=lambda i: (-centrality[i], i))
        kept: list[int] = []
        for i in order:
            if len(kept) >= self.max_sentences:
                break
            if any(sims[i, j] >= self.near_duplicate for j in kept):
                continue  # a near duplicate of a sentence already kept
            kept.append(i)
        summary = " ".join(sentences[i] for i in sorted(kept))
        return summary[:MAX_SUMMARY_CHARS]

    def _similarities(self, sentences: list[str]) -> np.ndarray:
        if self.embed is not None:
            raw = np.asarray(self.embed(sentences), dtype=np.float32)
            norms = np.linalg.norm(raw, axis=1, keepdims=True)
            vectors = raw / np.where(norms == 0, 1, norms)
            return np.asarray(vectors @ vectors.T, dtype=np.float32)
        words = [set(_normal(s).split()) for s in sentences]
        n = len(words)
        out = np.eye(n, dtype=np.float32)
        for i in range(n):
            for j in range(i + 1, n):
                union = words[i] | words[j]
                out[i, j] = out[j, i] = len(words[i] & words[j]) / len(union) if union else 0.0
        return out


class OpenAISummarizer:
    """A summary written by a chat model behind any OpenAI-compatible endpoint (OpenAI, vLLM, llama.cpp,
    Ollama…). Raises ConfigurationError when the ``openai`` package is missing and MemLineageError when the
    endpoint fails or returns no text."""

    name = "openai"
    PROMPT = ("You consolidate an AI agent's memories. Write one short, factual summary that keeps every distinct "
              "fact, number, name and date of the memories below and drops repetition. Reply with the summary only.")

    def __init__(self, model: str, *, base_url: str | None = None, api_key: str | None = None,
                 max_tokens: int = 300, timeout: float = 60.0, client: Any = None) -> None:
        if not isinstance(model, str) or not model.strip():
            raise InvalidInputError("OpenAISummarizer needs a model name")
        if client is None:
            try:
                import openai
            except ImportError as exc:  # pragma: no cover - the dev extra installs it
                raise ConfigurationError("OpenAISummarizer needs the openai package: pip install openai") from exc
            client = openai.OpenAI(base_url=base_url, api_key=api_key or "not-needed", timeout=timeout)
        self.client = client
        self.model = model
        self.max_tokens = max_tokens

    def summarize(self, texts: Sequence[str]) -> str:
        memories = "\n".join(f"- {t.strip()}" for t in _check_texts(texts))
        try:
            reply = self.client.chat.completions.create(
                model=self.model, max_tokens=self.max_tokens, temperature=0,
                messages=[{"role": "system", "content": self.PROMPT}, {"role": "user", "content": memories}])
        except Exception as exc:  # noqa: BLE001 — every transport/API error of the package, one typed error
            raise MemLineageError(f"the summarizer endpoint failed: {exc}") from exc
        text = (reply.choices[0].message.content or "").strip() if reply.choices else ""
        if not text:
            raise MemLineageError("the summarizer endpoint returned no text")
        return text[:MAX_SUMMARY_CHARS]
