"""The I/O-free heart of the client: validation, cell preparation and row parsing.

Both :class:`~memgraph_py.Memory` and :class:`~memgraph_py.AsyncMemory` call these; they differ only
in how they talk to the stores. Limits here are mirrored by the server-side checks in
``dev.memlineage.procedures.Validation`` (the server is the last word; this side fails earlier with
typed errors).
"""

from __future__ import annotations

import functools
import inspect
import json
import math
import os
import re
import time
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from pydantic import TypeAdapter

from .errors import (
    CrossNamespaceError,
    CycleError,
    InvalidContentError,
    InvalidEmbeddingError,
    InvalidIdError,
    InvalidInputError,
    SchemaError,
    UnknownKindError,
)
from .models import (
    Cell, DepthCount, ImpactReport, Invalidation, Kind, LineageEntry, RestoreResult, Trace,
)

MAX_CONTENT_CHARS = 65_536  # documented limit; larger texts belong in a document store
MAX_TAGS = 64
MAX_BATCH = 50_000
#: A generation context's size once written as JSON text (the server refuses longer ones too) and how deeply
#: its mappings and lists may nest: a deeper one is refused before json.dumps would recurse that far.
MAX_CONTEXT_CHARS = 1_000_000
MAX_CONTEXT_DEPTH = 100
ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$")

# Topology/kind prior for importance at write time, so recall can rank before any refresh.
KIND_PRIOR: dict[Kind, float] = {
    Kind.CONSTRAINT: 0.9, Kind.PREFERENCE: 0.85, Kind.TASK: 0.75, Kind.USER_INPUT: 0.65, Kind.FACT: 0.6,
    Kind.SUMMARY: 0.6, Kind.PLAN: 0.55, Kind.TOOL_RESULT: 0.5, Kind.LLM_OUTPUT: 0.5, Kind.TOOL_CALL: 0.4,
    Kind.LLM_REASONING: 0.35,
}
ROOT_BONUS = 0.05


def new_id() -> str:
    """A time-ordered UUIDv7 string (keeps the id index append-friendly)."""
    ms = time.time_ns() // 1_000_000
    rand = int.from_bytes(os.urandom(10), "big")
    value = (ms & ((1 << 48) - 1)) << 80 | 0x7 << 76 | (rand >> 68 & 0xFFF) << 64 | 0b10 << 62 | rand & ((1 << 62) - 1)
    return str(uuid.UUID(int=value))


def check_id(value: object, what: str = "cell id") -> str:
    if not isinstance(value, str) or not ID_RE.match(value):
        raise InvalidIdError(
            f"{what} {value!r} is not valid: use 1-128 characters of letters, digits and _.:- "
            "starting with a letter or digit", cell_id=value)
    return value


def check_kind(kind: object) -> Kind:
    if isinstance(kind, Kind):
        return kind
    try:
        return Kind(kind)
    except ValueError:
        allowed = ", ".join(k.value for k in Kind)
        raise UnknownKindError(f"unknown memory kind {kind!r}; use one of: {allowed}", kind=kind) from None


def check_content(content: object) -> str:
    if not isinstance(content, str):
        raise InvalidContentError(f"memory content must be text (str), not {type(content).__name__}")
    if not content.strip():
        raise InvalidContentError("memory content is empty")
    if len(content) > MAX_CONTENT_CHARS:
        raise InvalidContentError(
            f"memory content has {len(content):,} characters; the limit is {MAX_CONTENT_CHARS:,}. "
            "Store large documents elsewhere and remember a summary or reference.")
    if "\x00" in content:
        raise InvalidContentError("memory content contains a NUL character")
    _check_unicode(content, "memory content", InvalidContentError)
    return content


def _check_unicode(value: str, what: str, error: type[Exception]) -> None:
    """A lone UTF-16 surrogate (from a JSON escape or a bad decode) cannot be stored or embedded: refuse it
    before any work, naming where it is."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise error(f"{what} contains a lone surrogate (U+{ord(value[exc.start]):04X}) at character {exc.start}; "
                    "it is not valid Unicode text") from None


def check_vector(vector: Sequence[float], dimension: int) -> list[float]:
    try:
        values = [float(x) for x in vector]
    except (TypeError, ValueError) as exc:
        raise InvalidEmbeddingError(f"embedding is not a sequence of numbers: {exc}") from exc
    if len(values) != dimension:
        raise InvalidEmbeddingError(f"embedding has {len(values)} dimensions; the store expects {dimension}")
    if not all(map(math.isfinite, values)):  # map: no Python frame per value (a query vector is checked per recall)
        raise InvalidEmbeddingError("embedding contains NaN or infinite values")
    if not any(values):
        raise InvalidEmbeddingError("embedding is all zeros (cosine distance is undefined)")
    return values


def parent_ids(parents: Iterable[object] | object | None, namespace: str) -> list[str]:
    """Accept Cells, ids, or a mix; refuse a Cell from another namespace; keep order, drop repeats."""
    if parents is None:
        return []
    if isinstance(parents, (str, Cell)):
        parents = [parents]
    seen: dict[str, None] = {}
    for parent in parents:  # type: ignore[union-attr]
        if isinstance(parent, Cell):
            if parent.namespace != namespace:
                raise CrossNamespaceError(
                    f"parent {parent.id} belongs to namespace {parent.namespace!r}, not {namespace!r}; "
                    "lineage never crosses namespaces", cell_ids=[parent.id])
            seen[parent.id] = None
        else:
            seen[check_id(parent, "parent id")] = None
    return list(seen)


@dataclass
class PendingCell:
    """A validated cell on its way to the stores."""

    id: str
    kind: Kind
    content: str
    parents: list[str]
    confidence: float
    importance: float
    tags: list[str]
    source: str | None
    generation_context: str | None
    created_at: datetime
    embedding: list[float] | None = None
    entities: list[str] = field(default_factory=list)
    follows: str | None = None    # the cell recorded just before in the same step: (this)-[:FOLLOWS]->(that)
    result_of: str | None = None  # the recorded call this is the result of: (this)-[:RESULT_OF]->(call)
    via: dict[str, str] = field(default_factory=dict)  # parent id -> retrieval it was recalled through
    layer: str | None = None      # working / episodic / semantic when not its kind's (memgraph_py.lifecycle)
    task: str | None = None       # the open task it was captured in (AsyncLifecycle.task)

    def neo4j_properties(self) -> dict[str, Any]:
        """The map memlineage.lineage.record takes; defaults are left out, as the procedure stores them."""
        props: dict[str, Any] = {
            "id": self.id, "kind": self.kind.value, "content": self.content, "importance": self.importance,
            # epoch milliseconds: the Python driver packs zoned datetimes ~50x slower than ints;
            # memlineage.lineage.record stores them as DATETIME.
            "created_at": int(self.created_at.timestamp() * 1000),
        }
        if self.confidence != 1.0:
            props["confidence"] = self.confidence
        if self.tags:
            props["tags"] = self.tags
        if self.source is not None:
            props["source"] = self.source
        if self.generation_context is not None:
            props["generation_context"] = self.generation_context
        if self.entities:
            props["entities"] = self.entities
        if self.follows is not None:
            props["follows"] = self.follows
        if self.result_of is not None:
            props["result_of"] = self.result_of
        if self.via:
            props["via"] = self.via
        if self.layer is not None:
            props["layer"] = self.layer
        if self.task is not None:
            props["task"] = self.task
        return props


def prepare_cell(
    content: object, kind: object, *, namespace: str, parents: Iterable[object] | object | None = None,
    context: Mapping[str, Any] | str | None = None, id: str | None = None, confidence: float = 1.0,
    tags: Iterable[str] = (), source: str | None = None, importance: float | None = None,
    created_at: datetime | None = None,
) -> PendingCell:
    kind_ = check_kind(kind)
    text = check_content(content)
    cell_id = check_id(id) if id is not None else new_id()
    if not isinstance(confidence, (int, float)) or not 0.0 <= float(confidence) <= 1.0 or math.isnan(confidence):
        raise InvalidInputError(f"confidence must be a number in [0, 1], got {confidence!r}")
    tag_list = list(tags)
    if len(tag_list) > MAX_TAGS or not all(isinstance(t, str) and 0 < len(t) <= 128 for t in tag_list):
        raise InvalidInputError(f"tags must be at most {MAX_TAGS} non-empty strings of ≤128 characters")
    parent_list = parent_ids(parents, namespace)
    if cell_id in parent_list:  # a one-cell cycle: the same error the server gives (Cycle)
        raise CycleError(f"cell {cell_id} cannot be derived from itself (nothing was written)",
                         cycle=[cell_id, cell_id])
    ctx = check_context(context)
    if importance is None:
        importance = min(1.0, KIND_PRIOR[kind_] + (ROOT_BONUS if not parent_list else 0.0))
    when = created_at or datetime.now(timezone.utc)
    if when.tzinfo is None:
        raise InvalidInputError("created_at must be timezone-aware")
    return PendingCell(cell_id, kind_, text, parent_list, float(confidence), float(importance), tag_list,
                       source, ctx, when)


def check_context(context: Mapping[str, Any] | str | None) -> str | None:
    """The generation context as stored: text as given, a mapping as JSON; refused (InvalidInputError naming the
    limit) when nested deeper than MAX_CONTEXT_DEPTH or longer than MAX_CONTEXT_CHARS."""
    if context is None:
        return None
    if not isinstance(context, str):
        depth = _nesting(context)
        if depth > MAX_CONTEXT_DEPTH:
            raise InvalidInputError("generation context nests mappings/lists more than "
                                    f"{MAX_CONTEXT_DEPTH} levels deep; the limit is {MAX_CONTEXT_DEPTH} (MAX_CONTEXT_DEPTH)")
        try:
            context = json.dumps(context, default=str, ensure_ascii=False)
        except (TypeError, ValueError) as exc:
            raise InvalidInputError(f"generation context is not JSON-serialisable: {exc}") from exc
    if len(context) > MAX_CONTEXT_CHARS:
        raise InvalidInputError(f"generation context has {len(context):,} characters; the limit is "
                                f"{MAX_CONTEXT_CHARS:,} (MAX_CONTEXT_CHARS)")
    _check_unicode(context, "generation context", InvalidInputError)
    return context


def _nesting(value: object) -> int:
    """How deeply mappings, lists and tuples nest in ``value`` (a scalar: 0), without recursion. Stops counting
    past MAX_CONTEXT_DEPTH + 1; a container met twice on one path (a cycle) is as deep as the limit allows."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, Mapping):
            children: Iterable[Any] = item.values()
        elif isinstance(item, (list, tuple)):
            children = item
        else:
            continue
        deepest = max(deepest, depth)
        if depth > MAX_CONTEXT_DEPTH:
            return depth
        stack.extend((child, depth + 1) for child in children)
    return deepest


def batch_item(item: object, index: int) -> dict[str, Any]:
    """One ``remember_many`` item as ``prepare_cell`` keywords (plus ``embedding``). A misspelt or
    missing key is bad input like any other, not a TypeError from the call."""
    if not isinstance(item, Mapping):
        raise InvalidInputError(f"batch item {index} must be a mapping of remember() arguments, "
                                f"not {type(item).__name__}")
    unknown = sorted(str(k) for k in item if k not in BATCH_KEYS)
    if unknown:
        raise InvalidInputError(f"batch item {index}: unknown key(s) {', '.join(unknown)}; "
                                f"use: {', '.join(sorted(BATCH_KEYS))}")
    missing = [k for k in ("content", "kind") if k not in item]
    if missing:
        raise InvalidInputError(f"batch item {index}: missing {' and '.join(missing)}")
    return dict(item)


BATCH_KEYS = frozenset(inspect.signature(prepare_cell).parameters) - {"namespace"} | {"embedding"}


def batch_params(namespace: str, cells: Sequence[PendingCell], *, embeddings: bool = False) -> dict[str, Any]:
    """memlineage.lineage.record's parameters; with ``embeddings`` each cell that has one keeps a copy of its embedding
    (Settings.recall_one_call: what memlineage.recall.neighbourhoodRank scores graph candidates with)."""
    if len(cells) > MAX_BATCH:
        raise InvalidInputError(f"a batch holds at most {MAX_BATCH:,} cells, got {len(cells):,}")
    rows = []
    for c in cells:
        row = c.neo4j_properties()
        if c.parents:
            row["parents"] = c.parents  # edges {child: c.id, parent} without a Bolt map per edge
        if embeddings and c.embedding is not None:
            row["embedding"] = [float(x) for x in c.embedding]
        rows.append(row)
    return {"namespace": namespace, "cells": rows, "edges": []}


# --- parsing ------------------------------------------------------------------------------------
def parse_cell(props: Mapping[str, Any]) -> Cell:
    data = {k: v for k, v in props.items() if k in _CELL_FIELDS}
    _normalise_cell_data(data)
    return Cell.model_validate(data)


_CELL_FIELDS = frozenset(Cell.model_fields)


def _normalise_cell_data(data: dict[str, Any]) -> None:
    """Neo4j's representation → the model's: JSON text context, epoch-millisecond or driver timestamps, tags."""
    ctx = data.get("generation_context")
    if isinstance(ctx, str):
        try:
            data["generation_context"] = json.loads(ctx)
        except (ValueError, RecursionError):  # text, or JSON nested deeper than the parser recurses
            data["generation_context"] = {"text": ctx}
    for key in ("created_at", "last_used_at", "erased_at"):
        when = data.get(key)
        if isinstance(when, int):  # epoch milliseconds, as the client calls project them
            data[key] = datetime.fromtimestamp(when / 1000, tz=timezone.utc)
        elif when is not None and hasattr(when, "to_native"):
            data[key] = when.to_native()
    tags = data.get("tags")
    data["tags"] = tuple(tags) if tags else ()


def parse_entries(rows: Iterable[Mapping[str, Any]]) -> list[LineageEntry]:
    return [LineageEntry(cell=parse_cell(r["cell"]), depth=int(r["depth"])) for r in rows]


def parse_depths(rows: Iterable[Mapping[str, Any]]) -> tuple[DepthCount, ...]:
    return tuple(DepthCount(depth=int(r["depth"]), kind=r["kind"], cells=int(r["cells"]),
                            sample=tuple(r.get("sample") or ())) for r in rows)


def parse_impact(cell_id: str, rows: Sequence[Mapping[str, Any]]) -> ImpactReport:
    by_depth = parse_depths(rows)
    return ImpactReport(cell_id=cell_id, total=sum(d.cells for d in by_depth), by_depth=by_depth)


def parse_invalidation(row: Mapping[str, Any]) -> Invalidation:
    return Invalidation(id=row["invalidation"], cell_id=row["cell"], contaminated=int(row["contaminated"]),
                        reached=int(row.get("reached") or 0), by_depth=parse_depths(row["byDepth"]))


def parse_restore(row: Mapping[str, Any]) -> RestoreResult:
    return RestoreResult(invalidation_id=row["invalidation"],
                         statuses={s["status"]: int(s["cells"]) for s in row["statuses"]})



# --- parameters of the govern/read calls ----------------------------------------------------------
MAX_DEPTH = 10_000


def check_depth(max_depth: int | None) -> int:
    """None → -1 (unlimited, the procedures' convention); otherwise 1..MAX_DEPTH."""
    if max_depth is None:
        return -1
    if isinstance(max_depth, bool) or not isinstance(max_depth, int) or not 1 <= max_depth <= MAX_DEPTH:
        raise InvalidInputError(f"max_depth must be an integer in 1..{MAX_DEPTH} or None, got {max_depth!r}")
    return max_depth


def check_text(value: object, what: str, limit: int = 2000) -> str:
    """A non-empty string of at most ``limit`` characters (reasons, evidence, task names)."""
    if not isinstance(value, str) or not value.strip():
        raise InvalidInputError(f"{what} must be a non-empty string")
    if len(value) > limit:
        raise InvalidInputError(f"{what} is longer than {limit} characters")
    _check_unicode(value, what, InvalidInputError)
    return value


def check_by(by: object) -> str:
    """Who did it (≤ 256 characters); "unknown" when not said."""
    return check_text(by, "by", 256) if by is not None else "unknown"


def invalidate_params(namespace: str, cell_id: str, reason: str, by: str | None) -> dict[str, Any]:
    return {"namespace": namespace, "id": check_id(cell_id), "reason": check_text(reason, "reason"),
            "by": check_by(by)}


def restore_params(namespace: str, invalidation_id: str, by: str | None, reason: str | None) -> dict[str, Any]:
    return {"namespace": namespace, "invalidationId": check_id(invalidation_id, "invalidation id"),
            "by": check_by(by),
            "reason": check_text(reason, "reason") if reason is not None else ""}


#: Field order of a cell sent as a list (cypher/client/lineage_trace_cells.cypher).
CELL_COLUMNS = ("id", "namespace", "content", "kind", "status", "base_status", "confidence", "importance",
                "tags", "source", "generation_context", "indexed", "created_at")


@functools.cache
def _entries_adapter() -> TypeAdapter[list[LineageEntry]]:
    return TypeAdapter(list[LineageEntry])


def parse_trace(rows: Sequence[Mapping[str, Any]]) -> Trace:
    row = rows[0]
    if tuple(row.get("columns", CELL_COLUMNS)) != CELL_COLUMNS or "depths" not in row:
        raise SchemaError(f"the server's trace columns {row.get('columns')} are not this client's {list(CELL_COLUMNS)} "
                          "with depths: client and memlineage plugin versions differ")
    raw = []
    for values, depth in zip(row["nodes"], row["depths"]):
        data = {k: v for k, v in zip(CELL_COLUMNS, values) if v is not None}
        _normalise_cell_data(data)
        raw.append({"cell": data, "depth": depth})
    # One validation call for the whole trace: a trace carries hundreds of cells, and per-cell calls into
    # pydantic were a third of its client-side time.
    entries = _entries_adapter().validate_python(raw)
    by_id = {e.cell.id: e.cell for e in entries}
    ancestors = sorted((e for e in entries if e.depth > 0), key=lambda e: (e.depth, e.cell.id))
    return Trace(cell=by_id[row["cell"]], ancestors=tuple(ancestors),
                 edges=tuple((child, parent) for child, parent in row["edges"]),
                 roots=tuple(by_id[r] for r in row["roots"] if r in by_id))


def pending_from_cell(cell: Cell, follows: str | None = None) -> PendingCell:
    """Rebuild the write form of a stored cell (for reconcile / reindex); ``follows``: the id its FOLLOWS edge
    points at."""
    pending = PendingCell(cell.id, cell.kind, cell.content, [], cell.confidence, cell.importance, list(cell.tags),
                          cell.source, None, cell.created_at or datetime.now(timezone.utc))
    pending.follows = follows
    return pending


def check_embedder_dimension(embedder: Any, dimension: int) -> None:
    if getattr(embedder, "dimension", dimension) != dimension:
        raise InvalidEmbeddingError(
            f"embedder {embedder.name!r} produces {embedder.dimension}-dimension vectors but the PostgreSQL "
            f"store holds {dimension}; use a {dimension}-dimension model or a separate database")


def embedding_rows(namespace: str, model: str, cells: Sequence[PendingCell], *, hnsw_pending: bool = False
                   ) -> list[dict[str, Any]]:
    import numpy as np

    return [{"namespace": namespace, "cell_id": c.id, "kind": c.kind.value, "tags": c.tags, "hnsw_pending": hnsw_pending,
             "follows": c.follows,
             "created_at": c.created_at, "model": model, "embedding": np.asarray(c.embedding, dtype=np.float32),
             # only feeds to_tsvector: PostgreSQL text cannot hold NUL, which cells recorded through the
             # procedure (Neo4j) may contain; one such cell must not block indexing of the whole batch
             "content": c.content.replace("\x00", " ")} for c in cells]


def defers_hnsw(settings: Any, rows: int) -> bool:
    """Whether a write of ``rows`` embeddings leaves them to the background indexer (schema/postgres/V0003)."""
    return settings.hnsw_defer_batch > 0 and rows >= settings.hnsw_defer_batch


# The indexer's transaction size: ~1 s of HNSW insertion, short enough not to hold locks for long.
HNSW_INDEX_BATCH = 500
# The indexer yields the CPU to writes: it starts a batch once no record() ran for WRITE_QUIET seconds,
# or after WRITE_PATIENCE seconds whatever happens (so a never-ending ingest still gets indexed).
WRITE_QUIET = 0.25
WRITE_PATIENCE = 2.0


def indexer_delay(last_write: float, waiting_since: float, now: float) -> float:
    """Seconds the indexer should still wait before its next batch (0: go): until no record() ran for
    WRITE_QUIET s, and never longer than WRITE_PATIENCE s after it started waiting (time.monotonic())."""
    if now - waiting_since >= WRITE_PATIENCE:
        return 0.0
    return max(0.0, WRITE_QUIET - (now - last_write))


def feedback_params(namespace: str, retrieval_id: str, cell_id: str, signal: float | str, by: str | None
                    ) -> dict[str, Any]:
    named = {"helpful": 1.0, "useful": 1.0, "unhelpful": -1.0, "harmful": -1.0, "neutral": 0.0}
    if isinstance(signal, str):
        if signal not in named:
            raise InvalidInputError(f"feedback signal {signal!r} is unknown; use a number in [-1, 1] or one of {sorted(named)}")
        value = named[signal]
    elif isinstance(signal, bool) or not isinstance(signal, (int, float)) or not -1.0 <= float(signal) <= 1.0:
        raise InvalidInputError(f"feedback signal must be in [-1, 1], got {signal!r}")
    else:
        value = float(signal)
    return {"namespace": namespace, "retrievalId": check_id(retrieval_id, "retrieval id"), "id": check_id(cell_id),
            "signal": value, "by": check_by(by)}


def query_vector(embedder: Any, query: str | Sequence[str], dimension: int) -> Any:
    """The query's embedding; for several phrasings of one query (recall(expand=...)), the normalised mean of
    their unit embeddings."""
    import numpy as np

    check_embedder_dimension(embedder, dimension)
    if isinstance(query, str) or len(query) == 1:
        return np.asarray(check_vector(embedder.embed([query if isinstance(query, str) else query[0]])[0], dimension),
                          dtype=np.float32)
    vectors = np.asarray([check_vector(v, dimension) for v in embedder.embed(list(query))], dtype=np.float32)
    vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    mean = vectors.mean(axis=0)
    return (mean / max(float(np.linalg.norm(mean)), 1e-12)).astype(np.float32)
