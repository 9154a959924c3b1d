"""LangGraph long-term memory on MemLineage: a ``langgraph.store.base.BaseStore``.

>>> store = MemLineageStore(root="my-app", index={"fields": ["text"]})          # doctest: +SKIP
>>> graph = builder.compile(store=store)   # nodes: store.put / store.search / store.get, sync or async

How LangGraph's model maps onto MemLineage's:

* **Namespaces.** A LangGraph namespace tuple is a MemLineage namespace of its own:
  ``("users", "alice")`` → ``"my-app/users/alice"`` (``root`` + ``/`` + each label encoded). A label keeps
  the characters ``A-Z a-z 0-9 _ : @ -``; every other character becomes ``.`` and the two hex digits of
  each of its UTF-8 bytes (``"a b"`` → ``a.20b``). ``.`` is only ever an escape and ``/`` only a
  separator, so the mapping is injective and :func:`to_tuple` inverts it. MemLineage namespaces hold
  at most 128 characters, so a namespace whose encoding is longer is refused (``InvalidNamespaceError``).
  Each LangGraph namespace is therefore isolated the way every MemLineage namespace is (lineage, recall,
  relation discovery never cross it), and ``memlineage trace ID -n my-app/users/alice`` audits it.
* **Items.** ``put`` records a cell: ``content`` is the text of the indexed fields, the value itself (and
  the key) are its generation context, tagged ``langgraph``. The first version of a key has the id
  ``lg-<sha256(key)[:40]>``; a put whose value differs **supersedes** the current version (a
  ``SUPERSEDES`` edge, the old version kept for audit, left out of recall), so
  ``memory.versions("lg-…")`` lists every value the key has had. An identical value writes nothing.
  ``delete`` (a put of ``None``) **invalidates** the current version; a later put supersedes it.
  ``get`` returns the current version while its status is ``valid`` (an operator's invalidation or a
  contaminated lineage hides it, as it hides it from recall).
* **Search.** With ``query``: MemLineage's hybrid recall (pgvector + keywords + graph, ranked in Neo4j,
  ``preset`` of the store) in every namespace under ``namespace_prefix``, merged by score; ``SearchItem.score``
  is the recall score. Items put with ``index=False`` come after the ranked ones without a score, as in
  LangGraph's in-memory store. Without ``query``: the items newest first. ``filter`` matches value fields
  like LangGraph's stores (equality, nested dicts, ``$eq $ne $gt $gte $lt $lte``); with a query it applies
  to the best 1,000 recalled items per namespace. ``limit`` / ``offset`` page the merged result.
* **index config.** ``index={"fields": [...]}`` (default ``["$"]``: the whole value as JSON; MemLineage
  always embeds) and ``put(..., index=[...] | False)`` choose the text that is embedded. The embedding
  model is MemLineage's (``Settings.embedder``); an ``embed`` entry is refused rather than ignored.
* **Ingest on put** (opt-in, ``MemLineageStore(ingest=True)``): a put whose value holds raw conversation under
  ``ingest_field`` (default ``"messages"``: a list of ``{"role", "content"}`` or a text) is stored as above,
  then handed to :meth:`~memgraph_py.Memory.ingest` with the item's memory as parent: the preferences,
  constraints, facts, events and tasks worth keeping become memories of their own, tagged ``langgraph``, that
  ``search`` returns as items (key: the memory's id; value: ``content``, ``kind``, ``class``, ``labels`` and
  ``from_key``, the key of the conversation they came from) and ``get`` finds by that key. Duplicates of
  stored memories are merged, small talk dropped (see ``ingest``). Deleting the conversation's key
  invalidates it, which contaminates what was extracted from it: it leaves search too. ``last_ingest`` holds
  the last put's :class:`~memgraph_py.IngestReport` (what was kept, merged and dropped, and why).
* **TTL** is not supported (``supports_ttl = False``): memories expire through MemLineage's own
  governance (``forget``/``erase``), which keeps their lineage.

``batch`` runs on :class:`~memgraph_py.Memory`, ``abatch`` on :class:`~memgraph_py.AsyncMemory` (whose
connections belong to the event loop that first used them). One client per namespace touched, at most
``max_clients`` of each kind kept open (least recently used idle ones are closed); :meth:`close` /
:meth:`aclose` close them all. Needs the ``langgraph`` extra: ``pip install 'memlineage[langgraph]'``.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections import OrderedDict
from collections.abc import Generator, Iterable, Mapping
from contextlib import contextmanager
from datetime import datetime, timezone
from typing import Any, Literal, NamedTuple

from .. import _core
from .._async.memory import AsyncMemory
from .._sync.memory import Memory
from ..config import Settings, validate_namespace
from ..embed import Embedder, make_embedder
from ..models import Cell
from ..recall import MAX_K

try:
    from langgraph.store.base import (
        BaseStore,
        GetOp,
        IndexConfig,
        InvalidNamespaceError,
        Item,
        ListNamespacesOp,
        MatchCondition,
        Op,
        PutOp,
        Result,
        SearchItem,
        SearchOp,
    )
    from langgraph.store.base.embed import get_text_at_path, tokenize_path

    try:
        from langgraph.store.base import validate_op_namespace
    except ImportError:  # older 1.x releases check labels in BaseStore's methods only
        def validate_op_namespace(op: Op) -> None:
            return None
except ModuleNotFoundError as exc:  # pragma: no cover - the extra is installed by make
    raise ImportError(f"MemLineageStore needs LangGraph: pip install 'memlineage[langgraph]' ({exc.name} missing)"
                      ) from exc

__all__ = ["MemLineageStore", "to_namespace", "to_tuple"]

TAG = "langgraph"
UNINDEXED_TAG = "langgraph:unindexed"
INGESTED_TAG = "langgraph:ingested"  # a memory ingest extracted from a conversation put in the store
_SAFE = re.compile(r"[A-Za-z0-9_:@-]")
PAGE = 500  # items read per query when listing without a query


# --- the namespace mapping (I/O-free) ----------------------------------------------------------------------
def _encode(label: str) -> str:
    return "".join(ch if _SAFE.fullmatch(ch) else "".join(f".{b:02X}" for b in ch.encode()) for ch in label)


def _decode(part: str) -> str:
    return re.sub(rb"\.([0-9A-F]{2})", lambda m: bytes([int(m.group(1), 16)]), part.encode()).decode()


def to_namespace(root: str, namespace: tuple[str, ...]) -> str:
    """The MemLineage namespace of a LangGraph namespace tuple under ``root`` (injective; see the module doc)."""
    if not namespace:
        raise InvalidNamespaceError("a LangGraph namespace needs at least one label")
    for label in namespace:
        if not isinstance(label, str) or not label:
            raise InvalidNamespaceError(f"namespace labels must be non-empty strings, got {label!r} in {namespace}")
    mapped = root + "/" + "/".join(_encode(label) for label in namespace)
    if len(mapped) > 128:
        raise InvalidNamespaceError(f"namespace {namespace} maps to {len(mapped)} characters ({mapped[:40]}…); "
                                    "MemLineage namespaces hold at most 128")
    return mapped


def to_tuple(root: str, namespace: str) -> tuple[str, ...] | None:
    """The LangGraph namespace tuple of a MemLineage namespace under ``root`` (None if it is not one)."""
    if not namespace.startswith(root + "/"):
        return None
    return tuple(_decode(part) for part in namespace[len(root) + 1:].split("/"))


def _key_id(key: str) -> str:
    return "lg-" + hashlib.sha256(key.encode()).hexdigest()[:40]


# --- LangGraph's filter and match semantics (I/O-free) -------------------------------------------------------
def _compare(value: Any, wanted: Any) -> bool:
    if isinstance(wanted, Mapping):
        if any(str(k).startswith("$") for k in wanted):
            return all(_operator(value, op, operand) for op, operand in wanted.items())
        return isinstance(value, Mapping) and all(_compare(value.get(k), v) for k, v in wanted.items())
    if isinstance(wanted, (list, tuple)):
        return (isinstance(value, (list, tuple)) and len(value) == len(wanted)
                and all(_compare(v, w) for v, w in zip(value, wanted)))
    return value == wanted


def _operator(value: Any, op: str, operand: Any) -> bool:
    if op == "$eq":
        return value == operand
    if op == "$ne":
        return value != operand
    if op not in ("$gt", "$gte", "$lt", "$lte"):
        raise ValueError(f"unsupported filter operator {op!r}: use $eq, $ne, $gt, $gte, $lt or $lte")
    try:
        left, right = float(value), float(operand)
    except (TypeError, ValueError):
        return False  # a missing or non-numeric field matches no comparison
    return {"$gt": left > right, "$gte": left >= right, "$lt": left < right, "$lte": left <= right}[op]


def _matches(value: Mapping[str, Any], filter: Mapping[str, Any] | None) -> bool:
    return not filter or all(_compare(value.get(k), v) for k, v in filter.items())


def _namespace_matches(condition: MatchCondition, namespace: tuple[str, ...]) -> bool:
    path = tuple(condition.path)
    if len(namespace) < len(path):
        return False
    pairs = zip(namespace, path) if condition.match_type == "prefix" else zip(reversed(namespace), reversed(path))
    if condition.match_type not in ("prefix", "suffix"):
        raise ValueError(f"unsupported match type {condition.match_type!r}")
    return all(p == "*" or n == p for n, p in pairs)


class _Call(NamedTuple):
    """One piece of I/O an operation asks its driver for: ``method`` of the client of ``namespace`` (None:
    the store's root client), or the named query ``query`` on Neo4j."""

    namespace: str | None
    method: str
    args: tuple[Any, ...] = ()
    kwargs: Mapping[str, Any] = {}


class MemLineageStore(BaseStore):
    """A LangGraph ``BaseStore`` whose items are MemLineage memories (see the module documentation)."""

    supports_ttl = False

    def __init__(self, root: str | None = None, *, settings: Settings | None = None, embedder: Embedder | None = None,
                 index: IndexConfig | Mapping[str, Any] | None = None, kind: str = "fact", preset: str = "balanced",
                 record_recalls: bool = True, max_clients: int = 16, ingest: bool = False,
                 ingest_field: str = "messages") -> None:
        self.settings = settings or Settings.from_env()
        self.root = validate_namespace(root or self.settings.namespace)
        self.embedder = embedder if embedder is not None else make_embedder(self.settings)
        index = dict(index or {})
        if index.get("embed") is not None:
            raise ValueError("MemLineageStore embeds with MemLineage's model (Settings.embedder, or embedder=...); "
                             "remove index['embed']")
        self.index_config = index
        self.fields = [(f, f if f == "$" else tokenize_path(f)) for f in index.get("fields") or ["$"]]
        self.kind = _core.check_kind(kind).value
        self.preset = preset
        self.record_recalls = record_recalls
        self.max_clients = max(1, max_clients)
        self.ingest = ingest
        self.ingest_field = ingest_field
        self.last_ingest: Any = None
        self._lock = threading.Lock()
        self._clients: dict[bool, OrderedDict[str | None, Any]] = {False: OrderedDict(), True: OrderedDict()}
        self._busy: dict[int, int] = {}
        self._retired: list[AsyncMemory] = []

    # --- BaseStore ------------------------------------------------------------------------------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        return [self._run_sync(self._operation(op)) for op in ops]

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        try:
            return [await self._run_async(self._operation(op)) for op in ops]
        finally:
            while self._retired:
                await self._retired.pop().close()

    # --- lifecycle --------------------------------------------------------------------------------------------
    def close(self) -> None:
        """Close the sync clients (call :meth:`aclose` for the async ones)."""
        for client in self._drain(False):
            client.close()

    async def aclose(self) -> None:
        clients, self._retired = self._drain(True) + self._retired, []
        for client in clients:
            await client.close()

    def __enter__(self) -> MemLineageStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    async def __aenter__(self) -> MemLineageStore:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()
        self.close()

    def _drain(self, asynchronous: bool) -> list[Any]:
        with self._lock:
            clients = list(self._clients[asynchronous].values())
            self._clients[asynchronous].clear()
        return clients

    # --- operations, as generators of the I/O they need (one copy for batch and abatch) ---------------------
    def _operation(self, op: Op) -> Generator[_Call, Any, Result]:
        validate_op_namespace(op)  # LangGraph's label rules (no empty label, no '.'), also for ops given to batch
        if isinstance(op, GetOp):
            return self._get(op)
        if isinstance(op, PutOp):
            return self._put(op)
        if isinstance(op, SearchOp):
            return self._search(op)
        if isinstance(op, ListNamespacesOp):
            return self._list_namespaces(op)
        raise ValueError(f"unknown store operation {type(op).__name__}")

    def _latest(self, namespace: str, keys: list[str]) -> Generator[_Call, Any, dict[str, Cell]]:
        rows = yield _Call(None, "query", ("store_latest", {"namespace": namespace, "ids": [_key_id(k) for k in keys]}))
        by_id = {row["root"]: _core.parse_cell(row["cell"]) for row in rows}
        return {k: by_id[_key_id(k)] for k in keys if _key_id(k) in by_id}

    def _get(self, op: GetOp) -> Generator[_Call, Any, Item | None]:
        namespace = to_namespace(self.root, op.namespace)
        cell = (yield from self._latest(namespace, [op.key])).get(op.key)
        if cell is None and self.ingest:  # a memory extracted from a conversation: its key is its id
            rows = yield _Call(None, "query", ("store_latest", {"namespace": namespace, "ids": [op.key]}))
            cell = next((_core.parse_cell(row["cell"]) for row in rows if row["root"] == op.key), None)
        return self._item(op.namespace, cell, Item) if cell is not None and cell.status.value == "valid" else None

    def _put(self, op: PutOp) -> Generator[_Call, Any, None]:
        if op.ttl is not None:
            raise NotImplementedError("MemLineageStore does not support TTL (memories expire through forget/erase)")
        namespace = to_namespace(self.root, op.namespace)
        current = (yield from self._latest(namespace, [op.key])).get(op.key)
        if op.value is None:  # delete: the current version is invalidated, kept for audit
            if current is not None and current.status.value not in ("invalid", "erased"):
                yield _Call(namespace, "invalidate", (current.id, "deleted through the LangGraph store"),
                            {"by": "langgraph"})
            return None
        value = dict(op.value)
        stored = _stored(current)
        if current is not None and current.status.value == "valid" and stored.get("value") == _json_roundtrip(value):
            return None  # the same value again: nothing new to record
        content, indexed = self._content(value, op.index)
        created = stored.get("created_at") or datetime.now(timezone.utc).isoformat()
        context = {"langgraph": {"key": op.key, "namespace": list(op.namespace), "value": value, "created_at": created}}
        tags = [TAG] if indexed else [TAG, UNINDEXED_TAG]
        if current is None:
            cell = yield _Call(namespace, "remember", (content, self.kind, []),
                               {"context": context, "id": _key_id(op.key), "tags": tags, "source": TAG})
        else:  # a new version: SUPERSEDES the current one, which stays for audit
            cell = yield _Call(namespace, "supersede", (current.id, content),
                               {"reason": "put through the LangGraph store", "by": "langgraph", "context": context,
                                "tags": tags, "source": TAG})
        raw = value.get(self.ingest_field) if self.ingest else None
        if raw:  # raw conversation: what is worth keeping becomes memories derived from this item
            self.last_ingest = yield _Call(namespace, "ingest", (raw,), {
                "source": f"{TAG}:{op.key}"[:256], "parents": [cell.id], "tags": [TAG, INGESTED_TAG]})
        return None

    def _search(self, op: SearchOp) -> Generator[_Call, Any, list[SearchItem]]:
        namespaces = yield from self._namespaces_under(op.namespace_prefix)
        want = max(0, op.offset) + max(0, op.limit)
        if not namespaces or want == 0:
            return []
        if not op.query:
            found: list[SearchItem] = []
            after: list[Any] = [None, None]
            while len(found) < want:
                rows = yield _Call(None, "query", ("store_items", {"namespaces": namespaces, "tag": TAG, "limit": PAGE,
                                                                   "afterAt": after[0], "afterId": after[1]}))
                for row in rows:
                    cell = _core.parse_cell(row["cell"])
                    item = self._item(to_tuple(self.root, row["namespace"]), cell, SearchItem)
                    if item is not None and _matches(item.value, op.filter):
                        found.append(item)
                if len(rows) < PAGE:
                    break
                after = [rows[-1]["cell"]["created_at"], rows[-1]["cell"]["id"]]
            return found[op.offset:op.offset + op.limit]
        scored: list[tuple[float, SearchItem]] = []
        for namespace in namespaces:
            k = min(MAX_K, max(10, want * (4 if op.filter else 1)))
            while True:
                response = yield _Call(namespace, "recall", (op.query, k), {
                    "tags": [TAG], "preset": self.preset, "record": self.record_recalls, "focus": []})
                hits = []
                for result in response:
                    if UNINDEXED_TAG in result.cell.tags:
                        continue
                    item = self._item(to_tuple(self.root, namespace), result.cell, SearchItem, score=result.score)
                    if item is not None and _matches(item.value, op.filter):
                        hits.append((result.score, item))
                if len(hits) >= want or len(response) < k or k >= MAX_K:
                    break
                k = min(MAX_K, k * 4)  # the filter or unindexed items took places: widen
            scored.extend(hits)
        scored.sort(key=lambda pair: -pair[0])
        ranked = [item for _, item in scored][op.offset:op.offset + op.limit]
        if len(ranked) < op.limit:  # unindexed items have no score: they fill what the ranked ones leave
            rows = yield _Call(None, "query", ("store_items", {"namespaces": namespaces, "tag": UNINDEXED_TAG,
                                                               "limit": MAX_K, "afterAt": None, "afterId": None}))
            for row in rows:
                item = self._item(to_tuple(self.root, row["namespace"]), _core.parse_cell(row["cell"]), SearchItem)
                if item is not None and _matches(item.value, op.filter) and len(ranked) < op.limit:
                    ranked.append(item)
        return ranked

    def _namespaces_under(self, prefix: tuple[str, ...]) -> Generator[_Call, Any, list[str]]:
        start = to_namespace(self.root, prefix) if prefix else self.root
        rows = yield _Call(None, "query", ("store_namespaces", {"exact": start, "prefix": start + "/", "tag": TAG}))
        return sorted(row["namespace"] for row in rows)

    def _list_namespaces(self, op: ListNamespacesOp) -> Generator[_Call, Any, list[tuple[str, ...]]]:
        found = {t for n in (yield from self._namespaces_under(())) if (t := to_tuple(self.root, n))}
        chosen = [ns for ns in found if all(_namespace_matches(c, ns) for c in op.match_conditions or ())]
        if op.max_depth is not None:
            chosen = list({ns[:op.max_depth] for ns in chosen})
        return sorted(chosen)[op.offset:op.offset + op.limit]

    # --- helpers ------------------------------------------------------------------------------------------------
    def _content(self, value: Mapping[str, Any], index: list[str] | Literal[False] | None) -> tuple[str, bool]:
        """The text a memory embeds, and whether the item is indexed for queries."""
        whole = json.dumps(value, ensure_ascii=False, default=str)
        if index is False:
            return whole, False
        fields = self.fields if index is None else [(f, f if f == "$" else tokenize_path(f)) for f in index]
        texts = [text for _, path in fields for text in get_text_at_path(value, path) if text and text.strip()]
        return ("\n".join(texts), True) if texts else (whole, False)

    def _item(self, namespace: tuple[str, ...] | None, cell: Cell, cls: type, score: float | None = None) -> Any:
        stored = _stored(cell)
        if namespace is not None and INGESTED_TAG in cell.tags and isinstance(cell.generation_context, dict):
            extracted = {"content": cell.content, "kind": cell.kind.value,
                         "class": cell.generation_context.get("class"),
                         "labels": [t for t in cell.tags if t not in (TAG, INGESTED_TAG)],
                         "from_key": (cell.source or "")[len(TAG) + 1:] or None}
            extra = {"score": score} if cls is SearchItem else {}
            return cls(namespace=namespace, key=cell.id, value=extracted, created_at=cell.created_at,
                       updated_at=cell.created_at, **extra)
        if namespace is None or "value" not in stored:
            return None  # not a LangGraph item (another writer's memory in the namespace)
        created = _time(stored.get("created_at")) or cell.created_at
        extra = {"score": score} if cls is SearchItem else {}
        return cls(namespace=namespace, key=stored["key"], value=stored["value"], created_at=created,
                   updated_at=cell.created_at, **extra)

    # --- drivers: run an operation's calls on Memory (batch) or AsyncMemory (abatch) ------------------------
    def _run_sync(self, operation: Generator[_Call, Any, Result]) -> Result:
        try:
            call = next(operation)
            while True:
                with self._client(call.namespace, False) as client:
                    result = (client._neo.run(*call.args, write=False) if call.method == "query"
                              else getattr(client, call.method)(*call.args, **call.kwargs))
                call = operation.send(result)
        except StopIteration as done:
            return done.value

    async def _run_async(self, operation: Generator[_Call, Any, Result]) -> Result:
        try:
            call = next(operation)
            while True:
                with self._client(call.namespace, True) as client:
                    result = await (client._neo.run(*call.args, write=False) if call.method == "query"
                                    else getattr(client, call.method)(*call.args, **call.kwargs))
                call = operation.send(result)
        except StopIteration as done:
            return done.value

    @contextmanager
    def _client(self, namespace: str | None, asynchronous: bool) -> Generator[Any, None, None]:
        """The open client of a namespace (None: the root's, for reads across namespaces), least recently used
        idle ones beyond ``max_clients`` closed (async ones at the end of the abatch call)."""
        cls = AsyncMemory if asynchronous else Memory
        clients = self._clients[asynchronous]
        with self._lock:
            client = clients.pop(namespace, None)
            if client is None:
                client = cls(namespace or self.root, settings=self.settings, embedder=self.embedder)
            clients[namespace] = client
            self._busy[id(client)] = self._busy.get(id(client), 0) + 1
            evicted = []
            for other, idle in list(clients.items()):
                if len(clients) <= self.max_clients:
                    break
                if other is not None and not self._busy.get(id(idle)):
                    evicted.append(clients.pop(other))
        for idle in evicted:
            if asynchronous:
                self._retired.append(idle)  # closed by abatch when its operations are done
            else:
                idle.close()
        try:
            yield client
        finally:
            with self._lock:
                self._busy[id(client)] -= 1
                if not self._busy[id(client)]:
                    del self._busy[id(client)]


def _stored(cell: Cell | None) -> dict[str, Any]:
    context = cell.generation_context if cell is not None else None
    stored = context.get("langgraph") if isinstance(context, dict) else None
    return stored if isinstance(stored, dict) else {}


def _json_roundtrip(value: Any) -> Any:
    return json.loads(json.dumps(value, default=str))


def _time(value: Any) -> datetime | None:
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value)
        except ValueError:
            return None
    return None

