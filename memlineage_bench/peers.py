"""`memlineage bench peers`: MemLineage beside the memory layers users would pick instead — same machine,
same data, same embedding model, same run.

Peers (:mod:`.peers_systems`): Mem0 OSS on our PostgreSQL, Graphiti and neo4j-agent-memory each on a
throwaway Neo4j instance started from our jars on ports of their own (they use ``:Entity`` / ``MENTIONS``
as we do, and Community Neo4j has a single user database). Nothing is installed at run time
(``memlineage[peers]``); no LLM is reachable, so each peer runs the paths that need none, and a step that
needs one says "not run offline".

Quality — the agent histories of ``bench recall`` (:mod:`.histories`, same generator and seed) written into
every system; the generator's corrections applied with each system's own mechanism (ours: ``correct`` /
``supersede`` / ``invalidate``; Mem0: ``update`` / ``delete``; Graphiti: ``resolve_edge_contradictions``, which
sets the old edge's ``invalid_at`` / ``expired_at``; neo4j-agent-memory: ``supersede_preference`` / ``delete_message``). Every query asked of every system:
recall@10 and nDCG@10 on plain and lineage-dependent classes, and **stale answers** — returned memories that
are a corrected / invalidated / superseded memory or derived from one (the generator's ground truth).
Ingest is memories/s through each public write path on those texts.

Latency — ``bench recall``'s synthetic corpus (clustered 384-d vectors, session DAGs) at each size, loaded
through each write path, then the same queries against every system, interleaved in random order; query
vectors are precomputed, so no system spends model time in a timed search.

Features — trace an answer to its sources, the blast radius of a wrong memory, point-in-time belief: each
asked of each system through its API on the quality history, and scored against ground truth.
"""

from __future__ import annotations

import random
import shutil
import statistics
import threading
import time
import uuid
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from memgraph_py import Memory, _core
from memgraph_py.config import Settings
from . import queries as bench_queries
from .histories import LINEAGE_CLASSES, History, generate
from .peers_systems import (AgentMemorySystem, GraphitiSystem, Item, Mem0System, VectorCache, new_collection,
                            quiet_peers, version)
from .recall import DIMENSION, K, Report, Section, SyntheticCorpus, _ndcg, _quantile, make_queries

Progress = Callable[[str], None]
PEERS = ("mem0", "graphiti", "agent-memory")
PEER_NAMES = {"mem0": "Mem0 OSS", "graphiti": "Graphiti", "agent-memory": "neo4j-agent-memory"}
OURS = "MemLineage"


# =================================================================================== MemLineage
class MemLineageSystem:
    name = OURS
    dist = "memlineage"

    def __init__(self, cache: VectorCache, settings: Settings) -> None:
        class CachedEmbedder:
            name = "all-MiniLM-L6-v2 (precomputed)"
            dimension = cache.dimension

            def embed(self, texts: Sequence[str]) -> list[list[float]]:
                return [cache.get(t) for t in texts]

        self.cache = cache
        self.namespace = f"bench-peers-{uuid.uuid4().hex[:6]}"
        self.settings = settings
        self.memory = Memory(self.namespace, settings=settings, embedder=CachedEmbedder())
        self.modes = ["balanced + focus", "lineage + focus", "semantic"]
        self.mode = "Memory.record / correct / supersede / invalidate, recall(record=False)"

    def write(self, items: Sequence[Item], batch: int = 500) -> None:
        cells = []
        for item in items:
            cell = _core.prepare_cell(item.content, item.kind, namespace=self.namespace, parents=item.parents,
                                      id=item.key, created_at=item.at)
            cell.entities = self.memory.entities.extract(cell.content)  # as remember() does
            cell.embedding = self.cache.get(item.content)
            cells.append(cell)
        for i in range(0, len(cells), batch):
            self.memory.record(cells[i:i + batch])
        self.memory.index_pending()

    def correct(self, old: str, new: Item, op: str = "correct") -> str:
        if op == "supersede":
            self.memory.supersede(old, new.content, reason="changed", by="bench", id=new.key, parents=new.parents)
            return "supersede()"
        self.memory.correct(old, new.content, reason="corrected", by="bench", id=new.key, parents=new.parents)
        return "correct()"

    def invalidate(self, old: str) -> str:
        self.memory.invalidate(old, reason="wrong", by="bench")
        return "invalidate()"

    def search(self, text: str, vector: list[float], focus: Sequence[str], mode: str) -> list[str]:
        preset = mode.split(" ")[0]
        return self.memory.recall(text, K, focus=list(focus) if "focus" in mode else [], preset=preset,
                                  record=False).ids()

    def trace(self, key: str) -> tuple[list[str], str]:
        trace = self.memory.trace(key)
        return [e.cell.id for e in trace.ancestors], "trace()"

    def blast_radius(self, key: str) -> tuple[int | None, str]:
        return self.memory.impact(key).total, "impact()"

    def as_of(self, text: str, at: datetime) -> tuple[list[str] | None, str]:
        return self.memory.recall(text, K, as_of=at, record=False).ids(), "recall(as_of=…)"

    def close(self) -> None:
        from memgraph_py.connections import Neo4jStore, PgStore

        neo, pg = Neo4jStore(self.settings), PgStore(self.settings, max_size=1)
        try:
            neo.run_autocommit(bench_queries.cypher("delete_namespace"), {"namespace": self.namespace})
            with pg.connection() as conn:
                conn.execute(bench_queries.sql("delete_embeddings"), {"namespace": self.namespace})
        finally:
            pg.close()
            neo.close()
            self.memory.close()


# =================================================================================== peer servers
@dataclass
class PeerServers:
    """Throwaway Neo4j instances for the Neo4j-based peers, from our jars, under ``root`` (wiped first)."""

    root: Path
    port_base: int
    settings: dict[str, Settings] = field(default_factory=dict)

    def start(self, names: Sequence[str], progress: Progress, heap: str = "1g", pagecache: str = "512m") -> None:
        from memgraph_py.local import neo4j_server

        errors: list[BaseException] = []

        def one(i: int, name: str) -> None:
            home = self.root / name
            shutil.rmtree(home, ignore_errors=True)
            s = Settings.from_env({}, home=home, neo4j_bolt_port=self.port_base + 2 * i,
                                  neo4j_http_port=self.port_base + 2 * i + 1, neo4j_heap=heap,
                                  neo4j_pagecache=pagecache)
            try:
                neo4j_server.start(s, timeout=900.0)  # minutes on a loaded host
                self.settings[name] = s
            except BaseException as exc:  # noqa: BLE001 — re-raised below
                errors.append(exc)

        progress(f"starting throwaway Neo4j instances for {', '.join(names)}")
        threads = [threading.Thread(target=one, args=(i, n)) for i, n in enumerate(names)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        if errors:
            self.stop()
            raise errors[0]

    def uri(self, name: str) -> tuple[str, str]:
        s = self.settings[name]
        return f"bolt://127.0.0.1:{s.neo4j_bolt_port}", s.resolved_neo4j_password()

    def wipe(self) -> None:
        """Empty every instance (a fresh store per phase without the minutes a restart takes on a busy host)."""
        import neo4j

        for name in self.settings:
            uri, password = self.uri(name)
            with neo4j.GraphDatabase.driver(uri, auth=("neo4j", password)) as driver, driver.session() as session:
                # CALL … IN TRANSACTIONS needs an auto-commit transaction: session.run
                session.run("MATCH (n) CALL { WITH n DETACH DELETE n } IN TRANSACTIONS OF 5000 ROWS").consume()

    def stop(self) -> None:
        from memgraph_py.local import neo4j_server

        for name, s in list(self.settings.items()):
            neo4j_server.stop(s)
            shutil.rmtree(self.root / name, ignore_errors=True)
            del self.settings[name]


def open_systems(settings: Settings, cache: VectorCache, peers: Sequence[str], servers: PeerServers,
                 progress: Progress) -> list[Any]:
    systems: list[Any] = [MemLineageSystem(cache, settings)]
    if "mem0" in peers:
        progress("opening Mem0 OSS")
        systems.append(Mem0System(cache, settings.resolved_pg_dsn(), new_collection(), servers.root / "mem0"))
    if "graphiti" in peers:
        progress("opening Graphiti")
        systems.append(GraphitiSystem(cache, *servers.uri("graphiti")))
    if "agent-memory" in peers:
        progress("opening neo4j-agent-memory")
        systems.append(AgentMemorySystem(cache, *servers.uri("agent-memory")))
    return systems


def close_systems(systems: Sequence[Any]) -> None:
    for system in systems:
        try:
            system.close()
        except Exception:  # noqa: BLE001 — clean-up of one system must not hide the others'
            pass


# =================================================================================== quality
@dataclass
class Outcome:
    system: str
    mode: str
    cls: str
    recall: float
    ndcg: float
    stale: int


def history_items(history: History, entities: Any) -> tuple[list[Item], dict[str, Item]]:
    """Every cell of the history as an :class:`Item`; the new versions of corrections keyed apart."""
    def item(c: Any) -> Item:
        found = entities.extract(c.content)
        return Item(c.key, c.kind, c.content, list(c.parents), c.at, c.session, found[0] if found else "")

    writes = [item(c) for op in history.ops if op.op == "write" for c in op.cells]
    news = {op.new.key: item(op.new) for op in history.ops if op.new is not None}
    return writes, news


def run_quality(systems: Sequence[Any], history: History, cache: VectorCache, progress: Progress,
                data: dict[str, Any]) -> tuple[list[Outcome], dict[str, dict[str, Any]]]:
    """Write the history into every system (its ops in order), then ask every query of every mode."""
    ours = next(s for s in systems if s.name == OURS)
    writes, news = history_items(history, ours.memory.entities)
    by_key = {i.key: i for i in writes}
    info: dict[str, dict[str, Any]] = {}
    for system in systems:
        progress(f"quality: writing the history into {system.name}")
        seconds, written = 0.0, 0
        mechanisms: dict[str, int] = defaultdict(int)
        changed_at: tuple[str, str, datetime] | None = None
        for op in history.ops:
            if op.op == "write":
                items = [by_key[c.key] for c in op.cells]
                started = time.perf_counter()
                system.write(items)
                seconds += time.perf_counter() - started
                written += len(items)
            elif op.op in ("correct", "supersede"):
                assert op.old is not None and op.new is not None
                if op.op == "supersede" and changed_at is None:
                    # the point-in-time question asks what was believed just before this change, in history
                    # time: a second before the new version's time (and after the old one's)
                    before = history.cells[op.old].at
                    changed_at = (op.old, op.new.key, max(op.new.at - timedelta(seconds=1),
                                                          before + (op.new.at - before) / 2))
                if system.name == OURS:
                    done = system.correct(op.old, news[op.new.key], op.op)
                else:
                    done = system.correct(op.old, news[op.new.key])
                mechanisms[f"{op.op} → {done}"] += 1
            elif op.op == "invalidate":
                assert op.old is not None
                mechanisms[f"invalidate → {system.invalidate(op.old)}"] += 1
        info[system.name] = {"written": written, "write_seconds": seconds, "mechanisms": dict(mechanisms),
                             "changed_at": changed_at}
    outcomes: list[Outcome] = []
    for n, query in enumerate(history.queries):
        progress(f"quality: query {n + 1}/{len(history.queries)}")
        vector = cache.get(query.text)
        for system in systems:
            for mode in system.modes:
                ids = system.search(query.text, vector, query.focus, mode)
                recall, ndcg = _ndcg(ids, query.needs)
                outcomes.append(Outcome(system.name, mode, query.cls, recall, ndcg,
                                        sum(1 for i in ids[:K] if i in history.dead)))
    data["quality"] = {"seed": history.seed, "sessions": history.sessions, "cells": len(history.cells),
                       "queries": len(history.queries), "systems": info}
    return outcomes, info


# =================================================================================== features
def _descendants(history: History, key: str) -> set[str]:
    children: dict[str, list[str]] = defaultdict(list)
    for child, parent in history.edges:
        children[parent].append(child)
    out, todo = set(), [key]
    while todo:
        for c in children[todo.pop()]:
            if c not in out:
                out.add(c)
                todo.append(c)
    return out


def _ancestors(history: History, key: str) -> set[str]:
    out, todo = set(), [key]
    while todo:
        for p in history.cells[todo.pop()].parents:
            if p not in out:
                out.add(p)
                todo.append(p)
    return out


def run_features(systems: Sequence[Any], history: History, progress: Progress,
                 info: dict[str, dict[str, Any]]) -> dict[str, dict[str, str]]:
    """Each question asked of each system through its API; the cell says what came back against ground truth."""
    derived = next(k for k, c in history.cells.items()
                   if c.kind == "fact" and k not in history.dead and len(_ancestors(history, k)) >= 3)
    truth_sources = _ancestors(history, derived)
    wrong = next(op.old for op in history.ops if op.op == "invalidate" and op.old and _descendants(history, op.old))
    truth_blast = _descendants(history, wrong)
    rows: dict[str, dict[str, str]] = defaultdict(dict)
    for system in systems:
        progress(f"features: {system.name}")
        found, how = system.trace(derived)
        hit = len(set(found) & truth_sources)
        rows["trace an answer to its sources"][system.name] = (
            f"yes: {hit}/{len(truth_sources)} sources ({how})" if hit else f"no — {how}")
        count, how = system.blast_radius(wrong)
        rows["blast radius of a wrong memory"][system.name] = (
            f"yes: {count} of {len(truth_blast)} derived ({how})" if count is not None else f"no — {how}")
        supersede_at = info[system.name].get("changed_at")
        if supersede_at is None:
            rows["point-in-time belief"][system.name] = "not measured (no preference change in this history)"
            continue
        old, new, at = supersede_at
        ids, how = system.as_of(history.cells[old].content, at)
        if ids is None:
            rows["point-in-time belief"][system.name] = f"no — {how}"
        else:
            right = old in ids and new not in ids
            rows["point-in-time belief"][system.name] = (
                f"{'yes' if right else 'no'}: old version {'returned' if old in ids else 'missing'}, new "
                f"{'absent' if new not in ids else 'returned'} ({how})")
    return dict(rows)


# =================================================================================== latency
def run_latency(systems: Sequence[Any], cache: VectorCache, size: int, query_count: int, progress: Progress,
                data: dict[str, Any], caps: dict[str, int] | None = None) -> dict[str, dict[str, float]]:
    """Each system loaded with the first ``size`` memories of the corpus, or the first ``caps[name]`` when that is
    smaller (a slow write path measured at its cap, which the result records as ``loaded``)."""
    corpus = SyntheticCorpus(size)
    rng = random.Random(corpus.seed * 1_000_003)
    items: list[Item] = []
    for lo in range(0, size, corpus.CHUNK):
        hi = min(size, lo + corpus.CHUNK)
        vecs = corpus.vectors(lo, hi)
        for i in range(lo, hi):
            text = f"{corpus.content(i, rng)} #{i}"  # unique texts: one vector each
            cache.put(text, vecs[i - lo])
            entity = corpus.entity_of[i]
            items.append(Item(corpus.cell_id(i), corpus.kinds[i], text, [corpus.cell_id(p) for p in corpus.parents[i]],
                              corpus.created_at(i), int(corpus.session_of[i]),
                              corpus.entities[entity] if entity >= 0 else ""))
    qs = make_queries(corpus, query_count + 10, seed=size)
    for q in qs:
        cache.put(q.text, q.vector)
    result: dict[str, dict[str, float]] = {}
    for system in systems:
        if hasattr(system, "bulk_conversation"):
            system.bulk_conversation = f"corpus-{size}"
        load = min(size, (caps or {}).get(system.name, size))
        progress(f"{size:,}: loading {system.name}" + (f" (capped at {load:,})" if load < size else ""))
        started = time.perf_counter()
        for i in range(0, load, 2000):
            system.write(items[i:min(load, i + 2000)])
            progress(f"{size:,}: loading {system.name} {min(load, i + 2000):,}/{load:,}")
        result[system.name] = {"ingest_per_s": load / (time.perf_counter() - started), "loaded": load}
    runs = [(s, m) for s in systems for m in s.modes[:1]]
    samples: dict[str, list[float]] = defaultdict(list)
    order_rng = random.Random(size)
    for n, q in enumerate(qs):
        progress(f"{size:,}: timing query {n + 1}/{len(qs)}")
        order = list(runs)
        order_rng.shuffle(order)  # interleaved, so background noise hits every system alike
        for system, mode in order:
            vector = cache.get(q.text)
            started = time.perf_counter()
            system.search(q.text, vector, q.focus, mode)
            if n >= 10:  # the first ten warm up
                samples[system.name].append(time.perf_counter() - started)
    for name, s in samples.items():
        result[name].update(p50=_quantile(s, 0.5), p95=_quantile(s, 0.95), n=len(s))
    data.setdefault("latency", {})[str(size)] = result
    return result


# =================================================================================== report
def _f(x: float) -> str:
    return f"{x:.3f}"


def _ms(seconds: float | None) -> str:
    return "—" if seconds is None else f"{seconds * 1000:.1f} ms"


def build_report(systems: Sequence[Any], outcomes: Sequence[Outcome], info: dict[str, dict[str, Any]],
                 latency: dict[int, dict[str, dict[str, float]]], features: dict[str, dict[str, str]],
                 cache: VectorCache, data: dict[str, Any]) -> Report:
    sizes = sorted(latency)
    columns = ["system (version)", "mode", "R@10 plain", "nDCG plain", "R@10 lineage", "nDCG lineage",
               "stale answers", "queries with stale", "ingest mem/s"]
    for size in sizes:
        columns += [f"{size:,}: ingest mem/s", f"{size:,}: p50", f"{size:,}: p95"]
    main = Section("bench peers: quality, stale answers after each system's own correction, ingest and search "
                   "latency — same data, same embedder, same run", columns)
    rows_data = []
    for system in systems:
        for j, mode in enumerate(system.modes):
            mine = [o for o in outcomes if o.system == system.name and o.mode == mode]
            plain = [o for o in mine if o.cls not in LINEAGE_CLASSES]
            lineage = [o for o in mine if o.cls in LINEAGE_CLASSES]
            stats = info.get(system.name, {})
            ingest = stats["written"] / stats["write_seconds"] if stats.get("write_seconds") else float("nan")
            row = {"system": system.name, "version": version(system.dist), "mode": mode,
                   "recall_plain": statistics.fmean(o.recall for o in plain) if plain else float("nan"),
                   "ndcg_plain": statistics.fmean(o.ndcg for o in plain) if plain else float("nan"),
                   "recall_lineage": statistics.fmean(o.recall for o in lineage) if lineage else float("nan"),
                   "ndcg_lineage": statistics.fmean(o.ndcg for o in lineage) if lineage else float("nan"),
                   "stale": sum(o.stale for o in mine), "queries_with_stale": sum(1 for o in mine if o.stale),
                   "queries": len(mine), "ingest_per_s": ingest}
            cells = [f"{system.name} {row['version']}" if j == 0 else "", mode, _f(row["recall_plain"]),
                     _f(row["ndcg_plain"]), _f(row["recall_lineage"]), _f(row["ndcg_lineage"]), str(row["stale"]),
                     f"{row['queries_with_stale']}/{row['queries']}", f"{ingest:,.0f}" if j == 0 else ""]
            for size in sizes:
                lat = latency.get(size, {}).get(system.name)
                if lat is None:
                    cells += ["not run" if j == 0 else "", "", ""]
                elif j == 0:
                    capped = f" (at its cap, {int(lat['loaded']):,})" if lat.get("loaded", size) < size else ""
                    cells += [f"{lat['ingest_per_s']:,.0f}{capped}", _ms(lat.get("p50")) + capped,
                              _ms(lat.get("p95")) + capped]
                    row[f"latency_{size}"] = lat
                else:
                    cells += ["", "", ""]
            main.rows.append(cells)
            rows_data.append(row)
    q = data.get("quality", {})
    main.notes += [
        f"quality: bench recall's history generator, seed {q.get('seed')}, {q.get('sessions')} sessions, "
        f"{q.get('cells')} memories, {q.get('queries')} queries (plain = semantic class; lineage = preference, "
        "derived, corrected); stale answers = returned memories that were corrected, invalidated or superseded, or "
        "derived from one (ground truth), summed over queries.",
        f"embedding: all-MiniLM-L6-v2 (int8 ONNX, ours) for every system through each one's embedder extension point; "
        f"{len(cache.vectors):,} texts embedded once ({cache.seconds:.1f} s) and served from memory, so ingest and "
        f"latency exclude model time for all (another {cache.misses} texts — the names of Graphiti's entity nodes — "
        "embedded on demand while writing).",
        "latency: bench recall's synthetic corpus (clustered vectors, session DAGs) loaded through each write path; "
        "the same queries for every system, interleaved in random order; each system's first mode timed "
        "(neo4j-agent-memory's corpus load: one add_messages_batch conversation per 2,000 messages).",
    ]
    for system in systems:
        mech = info.get(system.name, {}).get("mechanisms", {})
        main.notes.append(f"{system.name} {version(system.dist)} — {system.mode}; corrections applied: "
                          + ("; ".join(f"{k} ×{v}" for k, v in sorted(mech.items())) or "none"))
    feats = Section("bench peers: what each system can answer (each question run through its API on the quality "
                    "history, scored against ground truth)", ["question", *[s.name for s in systems]])
    for question, by_system in features.items():
        feats.rows.append([question, *[by_system.get(s.name, "") for s in systems]])
    data["table"] = rows_data
    data["features"] = features
    return Report(sections=[main, feats], data=data)


# =================================================================================== entry point
def run(settings: Settings, *, sessions: int = 60, seed: int = 1, sizes: Sequence[int] = (10_000, 100_000),
        queries: int = 200, peers: Sequence[str] = PEERS, peer_root: Path, peer_port_base: int,
        peer_heap: str = "1g", max_peer_load: dict[str, int] | None = None,
        progress: Progress = lambda _: None) -> Report:
    """The whole benchmark. ``sessions`` 0 skips the quality and feature parts; ``max_peer_load`` (peer → size)
    loads that peer with at most that many memories at a larger size and times it there, which the table says."""
    from memgraph_py.embed import LocalMiniLMEmbedder

    unknown = set(peers) - set(PEERS)
    if unknown:
        raise ValueError(f"unknown peers {sorted(unknown)}; use: {', '.join(PEERS)}")
    quiet_peers(peer_root)
    cache = VectorCache(LocalMiniLMEmbedder(), DIMENSION)
    if sessions:
        history = generate(seed, sessions)
        progress("embedding the history's texts and queries (once, for every system)")
        cache.fill([c.content for c in history.cells.values()] + [q.text for q in history.queries])
    data: dict[str, Any] = {"peers": {p: version(d) for p, d in
                                      (("mem0", "mem0ai"), ("graphiti", "graphiti-core"),
                                       ("agent-memory", "neo4j-agent-memory")) if p in peers}}
    servers = PeerServers(peer_root, peer_port_base)
    latency: dict[int, dict[str, dict[str, float]]] = {}
    try:
        servers.start([p for p in peers if p in ("graphiti", "agent-memory")], progress, heap=peer_heap)
        systems = open_systems(settings, cache, peers, servers, progress)
        try:
            outcomes: list[Outcome] = []
            info: dict[str, dict[str, Any]] = {}
            features: dict[str, dict[str, str]] = {}
            if sessions:
                outcomes, info = run_quality(systems, history, cache, progress, data)
                features = run_features(systems, history, progress, info)
            described = [_Described(x.name, x.dist, list(x.modes), x.mode) for x in systems]
        finally:
            close_systems(systems)
        for size in sizes:
            progress("emptying the peers' Neo4j instances")
            servers.wipe()  # a fresh store per size: only the corpus in it
            systems = open_systems(settings, cache, peers, servers, progress)
            caps = {PEER_NAMES[key]: cap for key, cap in (max_peer_load or {}).items()}
            try:
                latency[size] = run_latency(systems, cache, size, queries, progress, data, caps)
            finally:
                close_systems(systems)
    finally:
        servers.stop()
    return build_report(described, outcomes, info, latency, features, cache, data)


@dataclass
class _Described:
    """What the report prints per system (the live objects are closed by then)."""

    name: str
    dist: str
    modes: list[str]
    mode: str

