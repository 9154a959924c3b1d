"""The peers of `memlineage bench peers`, each driven only through its public API.

Every adapter takes the same :class:`Item` stream (texts, kinds, sessions, times, parents), the same
vectors (a :class:`VectorCache` filled once by our local model and plugged into each peer's own embedder
extension point, so a peer's "embedding" is a dictionary look-up and never counted in its latency), and
applies each correction the way that peer's documentation prescribes. Where a peer keeps ids of its own,
the adapter maps them back to the generator's keys so ground truth stays comparable.

Mem0 OSS: ``Memory.from_config`` with its pgvector store on our PostgreSQL, the embedder through its
``langchain`` provider (a LangChain ``Embeddings`` object), ``add(infer=False)`` (the LLM extraction path
cannot run offline), corrections by ``update`` and removals by ``delete``.
Graphiti: ``Graphiti(uri, …, llm_client, embedder, cross_encoder)`` on a Neo4j instance of its own; a memory
is an ``EntityEdge`` (a fact between the session's ``EntityNode`` and the node of what it is about) saved by
``add_nodes_and_edges_bulk`` (``add_episode`` / ``add_triplet`` need the LLM); a correction goes through Graphiti's own
``resolve_edge_contradictions`` (old edge: ``invalid_at`` = the new edge's ``valid_at``, ``expired_at`` = now);
searched by ``search_`` with its edge recipes.
neo4j-agent-memory: ``MemoryClient`` on a Neo4j instance of its own; memories are session messages
(``add_messages_batch``, extraction off), preferences / constraints ``add_preference``; a changed preference
is ``supersede_preference``, a wrong message ``delete_message``.
"""

from __future__ import annotations

import asyncio
import os
import time
import uuid
from collections.abc import Coroutine, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from importlib import metadata
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

T = TypeVar("T")
K = 10
PROFILE_KINDS = ("preference", "constraint")

# telemetry off before any peer is imported (Mem0 and Graphiti read these at import time)
PEER_ENV = {"MEM0_TELEMETRY": "False", "GRAPHITI_TELEMETRY_ENABLED": "false", "POSTHOG_DISABLED": "1",
            "ANONYMIZED_TELEMETRY": "False"}


def quiet_peers(home: Path) -> None:
    os.environ.update(PEER_ENV)
    os.environ.setdefault("MEM0_DIR", str(home / "mem0"))


def version(dist: str) -> str:
    return metadata.version(dist)


@dataclass
class Item:
    """One memory as every system receives it."""

    key: str
    kind: str
    content: str
    parents: list[str]
    at: datetime
    session: int
    about: str = ""  # what the memory is about (an entity name, or the session's topic)


class VectorCache:
    """Text → vector, computed once by our local model for every system. A miss (a text the bench did not
    embed beforehand) is embedded on the spot and counted, so a leak of model time into a timing shows."""

    def __init__(self, model: Any, dimension: int = 384) -> None:
        self.model = model
        self.dimension = dimension
        self.vectors: dict[str, list[float]] = {}
        self.misses = 0
        self.seconds = 0.0

    def fill(self, texts: Sequence[str], batch: int = 256) -> None:
        todo = [t for t in dict.fromkeys(texts) if t not in self.vectors]
        started = time.perf_counter()
        for i in range(0, len(todo), batch):
            for text, vec in zip(todo[i:i + batch], self.model.embed(todo[i:i + batch])):
                self.vectors[text] = [float(x) for x in vec]
        self.seconds += time.perf_counter() - started

    def put(self, text: str, vector: np.ndarray) -> None:
        self.vectors[text] = vector.astype(float).tolist()

    def get(self, text: str) -> list[float]:
        vec = self.vectors.get(text)
        if vec is None:
            self.misses += 1
            vec = [float(x) for x in self.model.embed([text])[0]]
            self.vectors[text] = vec
        return vec


class _Loop:
    """A private event loop for an async peer, driven from the bench's synchronous code."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()  # one loop for the peer's life: its drivers bind to it

    def run(self, coro: Coroutine[Any, Any, T]) -> T:
        return self.loop.run_until_complete(coro)

    def close(self) -> None:
        self.loop.close()


# =================================================================================== Mem0 OSS
class Mem0System:
    name = "Mem0 OSS"
    dist = "mem0ai"

    def __init__(self, cache: VectorCache, pg_dsn: str, collection: str, home: Path) -> None:
        from langchain_core.embeddings import Embeddings
        from mem0 import Memory as Mem0Memory

        class CachedEmbeddings(Embeddings):
            def embed_documents(self, texts: list[str]) -> list[list[float]]:
                return [cache.get(t) for t in texts]

            def embed_query(self, text: str) -> list[float]:
                return cache.get(text)

        home.mkdir(parents=True, exist_ok=True)
        self.collection = collection
        self.user = "bench-user"
        self.memory = Mem0Memory.from_config({
            "vector_store": {"provider": "pgvector", "config": {
                "connection_string": pg_dsn, "collection_name": collection, "embedding_model_dims": cache.dimension,
                "hnsw": True}},
            "embedder": {"provider": "langchain", "config": {"model": CachedEmbeddings()}},
            # the LLM client is built at start-up but never called with infer=False; no key is reachable offline
            "llm": {"provider": "openai", "config": {"api_key": "offline-never-called"}},
            "history_db_path": str(home / f"{collection}.db"),
        })
        self.ids: dict[str, str] = {}   # key → Mem0 id
        self.keys: dict[str, str] = {}  # Mem0 id → key it holds now
        self.modes = ["search (semantic + BM25 + entity boost)"]
        self.mode = "infer=False (no LLM offline), pgvector on our PostgreSQL, embedder via its langchain provider"

    def write(self, items: Sequence[Item]) -> None:
        for item in items:
            out = self.memory.add(item.content, user_id=self.user, run_id=f"s{item.session}", infer=False,
                                  metadata={"key": item.key, "kind": item.kind})
            mem_id = out["results"][0]["id"]
            self.ids[item.key], self.keys[mem_id] = mem_id, item.key

    def correct(self, old: str, new: Item) -> str:
        """Mem0's documented correction: ``update`` the memory's text in place (its history keeps the old)."""
        mem_id = self.ids[old]
        self.memory.update(mem_id, new.content)
        self.ids[new.key], self.keys[mem_id] = mem_id, new.key
        return "update()"

    def invalidate(self, old: str) -> str:
        self.memory.delete(self.ids[old])
        return "delete()"

    def search(self, text: str, vector: list[float], focus: Sequence[str], mode: str) -> list[str]:
        out = self.memory.search(text, top_k=K, filters={"user_id": self.user}, threshold=0.0)
        return [self.keys.get(r["id"], "?") for r in out["results"]]

    # ---- feature probes
    def trace(self, key: str) -> tuple[list[str], str]:
        events = self.memory.history(self.ids[key])
        return [], f"history() returns the memory's own {len(events)} edit(s), no sources"

    def blast_radius(self, key: str) -> tuple[int | None, str]:
        return None, "no API: memories carry no link to what was derived from them"

    def as_of(self, text: str, at: datetime) -> tuple[list[str] | None, str]:
        try:
            self.memory.search(text, top_k=K, filters={"user_id": self.user}, reference_date=at)
        except ValueError as exc:
            return None, f"search(reference_date=…) refused: {str(exc).splitlines()[0][:70]}"
        return None, "reference_date accepted but has no effect in OSS"

    def close(self) -> None:
        """Drop the bench's collection (``Memory.reset`` would recreate it empty)."""
        self.memory.vector_store.delete_col()
        self.memory.db.close()


# =================================================================================== Graphiti
class GraphitiSystem:
    name = "Graphiti"
    dist = "graphiti-core"

    def __init__(self, cache: VectorCache, uri: str, password: str) -> None:
        from graphiti_core import Graphiti
        from graphiti_core.cross_encoder.client import CrossEncoderClient
        from graphiti_core.embedder.client import EmbedderClient
        from graphiti_core.llm_client.client import LLMClient
        from graphiti_core.llm_client.config import LLMConfig

        class CachedEmbedder(EmbedderClient):
            async def create(self, input_data: Any) -> list[float]:
                text = input_data[0] if isinstance(input_data, list) else input_data
                return cache.get(text)

            async def create_batch(self, input_data_list: list[str]) -> list[list[float]]:
                return [cache.get(t) for t in input_data_list]

        class OfflineLLM(LLMClient):
            """Graphiti builds a remote LLM client unless given one; every path used here leaves it uncalled."""

            async def _generate_response(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
                raise RuntimeError("no LLM is reachable offline")

        class OfflineCrossEncoder(CrossEncoderClient):
            async def rank(self, query: str, passages: list[str]) -> list[tuple[str, float]]:
                raise RuntimeError("no cross-encoder is reachable offline")

        self.loop = _Loop()
        self.cache = cache
        self.graphiti = Graphiti(uri, "neo4j", password, llm_client=OfflineLLM(LLMConfig(api_key="offline")),
                                 embedder=CachedEmbedder(), cross_encoder=OfflineCrossEncoder())
        self.loop.run(self.graphiti.build_indices_and_constraints())
        self.group = "bench"
        self.nodes: dict[str, Any] = {}   # node name → EntityNode
        self.edges: dict[str, Any] = {}   # key → EntityEdge
        self.keys: dict[str, str] = {}    # edge uuid → key
        self.session_of: dict[str, int] = {}
        self.clock: datetime | None = None  # the newest history time written
        # MMR twice: the recipe as shipped keeps reranker_min_score = 0, and its MMR score (λ·sim(query) −
        # (1−λ)·the candidate's highest similarity to any other candidate, λ = 0.5) is below 0 for every memory
        # that has a closer look-alike among the candidates than the query, so the recipe drops most of them;
        # −1 (the floor of that score) keeps every candidate, ranked by the same score
        self.modes = ["EDGE_HYBRID_SEARCH_RRF", "EDGE_HYBRID_SEARCH_MMR", "EDGE_HYBRID_SEARCH_MMR (reranker_min_score=-1)",
                      "EDGE_HYBRID_SEARCH_NODE_DISTANCE (focus)"]
        self.mode = ("own Neo4j instance; a memory is an EntityEdge between EntityNodes, written by "
                     "bulk_utils.add_nodes_and_edges_bulk (add_episode/add_triplet need the LLM); edge recipes, "
                     "expired edges filtered out")

    def _node(self, name: str, at: datetime, fresh: list[Any]) -> Any:
        from graphiti_core.nodes import EntityNode

        node = self.nodes.get(name)
        if node is None:
            node = EntityNode(name=name, group_id=self.group, labels=["Entity"], created_at=at,
                              name_embedding=self.cache.get(name))
            self.nodes[name] = node
            fresh.append(node)
        return node

    def _edges(self, items: Sequence[Item], fresh: list[Any]) -> list[Any]:
        from graphiti_core.edges import EntityEdge

        edges = []
        for item in items:
            source = self._node(f"session {item.session}", item.at, fresh)
            target = self._node("the user" if item.kind in PROFILE_KINDS else (item.about or f"session {item.session}"),
                                item.at, fresh)
            edge = EntityEdge(group_id=self.group, source_node_uuid=source.uuid, target_node_uuid=target.uuid,
                              name=item.kind.upper(), fact=item.content, fact_embedding=self.cache.get(item.content),
                              episodes=[], created_at=item.at, valid_at=item.at)
            self.edges[item.key], self.keys[edge.uuid] = edge, item.key
            self.session_of[item.key] = item.session
            self.clock = max(self.clock, item.at) if self.clock else item.at
            edges.append(edge)
        return edges

    def write(self, items: Sequence[Item]) -> None:
        """One transaction per batch through ``add_nodes_and_edges_bulk``, the writer ``add_episode_bulk`` uses
        (saving edge by edge serialises on the shared session node's lock: a few edges/s on a busy host)."""
        from graphiti_core.utils.bulk_utils import add_nodes_and_edges_bulk

        fresh: list[Any] = []
        edges = self._edges(items, fresh)
        self.loop.run(add_nodes_and_edges_bulk(self.graphiti.driver, [], [], fresh, edges, self.graphiti.embedder))

    def correct(self, old: str, new: Item) -> str:
        """Graphiti's own temporal invalidation, ``resolve_edge_contradictions`` (what ``add_episode`` runs on the
        contradicted edges its LLM picks): the old edge gets ``invalid_at`` = the new edge's ``valid_at`` (history
        time) and ``expired_at`` = now (system time); both edges written in one bulk transaction."""
        from graphiti_core.utils.bulk_utils import add_nodes_and_edges_bulk
        from graphiti_core.utils.maintenance.edge_operations import resolve_edge_contradictions

        fresh: list[Any] = []
        edges = self._edges([new], fresh)
        expired = resolve_edge_contradictions(edges[0], [self.edges[old]])
        self.loop.run(add_nodes_and_edges_bulk(self.graphiti.driver, [], [], fresh, edges + expired,
                                               self.graphiti.embedder))
        return ("resolve_edge_contradictions: invalid_at = new valid_at, expired_at = now + new edge" if expired
                else "new edge only (resolve_edge_contradictions expired nothing)")

    def invalidate(self, old: str) -> str:
        """A wrong fact with no replacement: Graphiti has no call for it (invalidation comes from a contradicting
        edge), so the edge is closed by hand as that path would: ``invalid_at`` = the history's time when it was
        found wrong (the newest time written so far), ``expired_at`` = now."""
        edge = self.edges[old]
        edge.invalid_at, edge.expired_at = self.clock, datetime.now(timezone.utc)
        self.loop.run(edge.save(self.graphiti.driver))
        return "invalid_at = history time, expired_at = now (EntityEdge.save)"

    def _filters(self, at: datetime | None = None) -> Any:
        from graphiti_core.search.search_filters import ComparisonOperator, DateFilter, SearchFilters

        if at is None:
            return SearchFilters(expired_at=[[DateFilter(comparison_operator=ComparisonOperator.is_null)]])
        return SearchFilters(
            valid_at=[[DateFilter(date=at, comparison_operator=ComparisonOperator.less_than_equal)]],
            invalid_at=[[DateFilter(comparison_operator=ComparisonOperator.is_null)],
                        [DateFilter(date=at, comparison_operator=ComparisonOperator.greater_than)]])

    def search(self, text: str, vector: list[float], focus: Sequence[str], mode: str) -> list[str]:
        from graphiti_core.search import search_config_recipes as recipes

        center = None
        if mode.startswith("EDGE_HYBRID_SEARCH_NODE_DISTANCE"):
            config = recipes.EDGE_HYBRID_SEARCH_NODE_DISTANCE
            if focus and focus[0] in self.session_of:
                center = self.nodes[f"session {self.session_of[focus[0]]}"].uuid
            else:
                config = recipes.EDGE_HYBRID_SEARCH_RRF  # the recipe needs a centre node; none without a focus
        else:
            config = getattr(recipes, mode.split(" ")[0])
        update: dict[str, Any] = {"limit": K}  # a copy: never mutate the shared preset
        if "reranker_min_score=-1" in mode:
            update["reranker_min_score"] = -1.0
        config = config.model_copy(update=update)
        results = self.loop.run(self.graphiti.search_(text, config=config, group_ids=[self.group],
                                                      center_node_uuid=center, search_filter=self._filters(),
                                                      query_vector=vector))
        return [self.keys.get(e.uuid, "?") for e in results.edges[:K]]

    def trace(self, key: str) -> tuple[list[str], str]:
        return [], "not run offline: a fact's sources (its episodes) are set by add_episode, which needs the LLM"

    def blast_radius(self, key: str) -> tuple[int | None, str]:
        return None, "no API: facts join entity nodes, not the facts they were derived from"

    def as_of(self, text: str, at: datetime) -> tuple[list[str] | None, str]:
        from graphiti_core.search import search_config_recipes as recipes

        config = recipes.EDGE_HYBRID_SEARCH_RRF.model_copy(update={"limit": K})
        results = self.loop.run(self.graphiti.search_(text, config=config, group_ids=[self.group],
                                                      search_filter=self._filters(at),
                                                      query_vector=self.cache.get(text)))
        return [self.keys.get(e.uuid, "?") for e in results.edges], "search_ with valid_at/invalid_at filters"

    def close(self) -> None:
        try:
            self.loop.run(self.graphiti.close())
        finally:
            self.loop.close()


# =================================================================================== neo4j-agent-memory
class AgentMemorySystem:
    name = "neo4j-agent-memory"
    dist = "neo4j-agent-memory"

    def __init__(self, cache: VectorCache, uri: str, password: str) -> None:
        from neo4j_agent_memory import MemoryClient, MemorySettings
        from neo4j_agent_memory.config.settings import Neo4jConfig
        from pydantic import SecretStr

        class CachedEmbedder:
            dimensions = cache.dimension

            async def embed(self, text: str) -> list[float]:
                return cache.get(text)

            async def embed_batch(self, texts: list[str]) -> list[list[float]]:
                return [cache.get(t) for t in texts]

        self.loop = _Loop()
        settings = MemorySettings(neo4j=Neo4jConfig(uri=uri, username="neo4j", password=SecretStr(password)))
        self.client: Any = MemoryClient(settings, embedder=CachedEmbedder())
        self.loop.run(self.client.connect())
        self.user = "bench-user"
        self.ids: dict[str, str] = {}
        self.keys: dict[str, str] = {}
        self.is_pref: dict[str, bool] = {}
        # set for a bulk load: every message of a write() in this one conversation (add_messages_batch costs about
        # a second a call on a busy host, so a call per 12-message session would dominate the load)
        self.bulk_conversation: str | None = None
        self.modes = ["search_messages + search_preferences, merged by similarity"]
        self.mode = ("own Neo4j instance; messages with extraction off (add_messages_batch), preferences "
                     "add_preference; supersede_preference / delete_message")

    def write(self, items: Sequence[Item]) -> None:
        async def run() -> None:
            by_session: dict[int, list[Item]] = {}
            for item in items:
                if item.kind in PROFILE_KINDS:
                    pref = await self.client.long_term.add_preference(item.kind, item.content,
                                                                      user_identifier=self.user,
                                                                      metadata={"key": item.key})
                    self._map(item.key, str(pref.id), True)
                else:
                    by_session.setdefault(item.session, []).append(item)
            if self.bulk_conversation is not None:
                by_session = {-1: [i for group in by_session.values() for i in group]}
            for session, group in by_session.items():
                messages = await self.client.short_term.add_messages_batch(
                    self.bulk_conversation if session == -1 else f"s{session}", [{"role": "assistant" if g.kind != "user_input" else "user", "content": g.content,
                                     "metadata": {"key": g.key, "kind": g.kind},
                                     "timestamp": g.at.isoformat()} for g in group],
                    extract_entities=False, user_identifier=self.user)
                for g, m in zip(group, messages):
                    self._map(g.key, str(m.id), False)
        self.loop.run(run())

    def _map(self, key: str, peer_id: str, pref: bool) -> None:
        self.ids[key] = peer_id
        self.keys.setdefault(peer_id, key)  # add_preference de-duplicates: a near-copy returns the existing one
        self.is_pref[key] = pref

    def correct(self, old: str, new: Item) -> str:
        if self.is_pref.get(old):
            async def run() -> str:
                pref = await self.client.long_term.add_preference(new.kind, new.content, user_identifier=self.user,
                                                                  metadata={"key": new.key})
                self._map(new.key, str(pref.id), True)
                await self.client.long_term.supersede_preference(self.ids[old], pref.id)
                return "supersede_preference()"
            return self.loop.run(run())
        done = self.invalidate(old)
        self.write([new])
        return done + " + new message"

    def invalidate(self, old: str) -> str:
        if self.is_pref.get(old):
            return "no invalidation for a preference (left as is)"
        try:
            deleted = self.loop.run(self.client.short_term.delete_message(self.ids[old]))
        except Exception as exc:  # noqa: BLE001 — the peer's failure is the finding
            return f"delete_message() failed: {type(exc).__name__}"
        return "delete_message()" if deleted else "delete_message() found nothing"

    def search(self, text: str, vector: list[float], focus: Sequence[str], mode: str) -> list[str]:
        async def run() -> list[tuple[float, str]]:
            messages = await self.client.short_term.search_messages(text, limit=K, threshold=0.0)
            prefs = await self.client.long_term.search_preferences(text, limit=K, threshold=0.0)
            scored = [(float(m.metadata.get("similarity", 0.0)), str(m.id)) for m in messages]
            scored += [(float(p.metadata.get("similarity", 0.0) if p.metadata else 0.0), str(p.id)) for p in prefs]
            return sorted(scored, key=lambda s: -s[0])
        return [self.keys.get(i, "?") for _, i in self.loop.run(run())[:K]]

    def trace(self, key: str) -> tuple[list[str], str]:
        return [], "no API for a message's sources (entity provenance only, filled by extraction)"

    def blast_radius(self, key: str) -> tuple[int | None, str]:
        return None, "no API: messages carry no link to what was derived from them"

    def as_of(self, text: str, at: datetime) -> tuple[list[str] | None, str]:
        prefs = self.loop.run(self.client.long_term.get_preferences_for(self.user, as_of=at))
        return [self.keys.get(str(p.id), "?") for p in prefs], "get_preferences_for(as_of=…) (preferences only)"

    def close(self) -> None:
        try:
            self.loop.run(self.client.close())
        finally:
            self.loop.close()


def new_collection() -> str:
    return f"bench_peers_{uuid.uuid4().hex[:8]}"
