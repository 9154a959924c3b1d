"""`memlineage bench recall`: recall quality and latency, side by side with baselines from the same run.

Quality — synthetic multi-session agent histories (:mod:`.histories`) written through the product API
(``Memory.record`` of prepared cells — what ``remember`` does, with each cell's timestamp — then
``supersede`` / ``correct`` / ``invalidate``) and embedded by the real offline model. Every query is asked
with ``Memory.recall(query, 10, focus=…, preset=…)`` for the ``semantic`` baseline, ``balanced`` and
``lineage``; plus the baseline with no status filter (``include_contaminated`` / ``include_superseded``:
what a flat memory pool returns). Reported per query class: recall@10, nDCG@10, and how many returned
cells are not valid (statuses read back from Neo4j) or are stale versions by ground truth. The scenario
classes of issue 12 (standing constraints, near-duplicate floods, stale floods, long conversations) run
after them (:mod:`.recall_scenarios`); ``--classes`` picks among them. Classes ``learning`` (on the histories)
and ``learning-conversations`` (on long conversations) run only the held-out learning protocol of
:mod:`.recall_learning`; ``learning-adapt`` runs it, exploring, on agents whose useful memories another mix of
components finds (:mod:`.adapt`). Class ``usage`` runs the same histories
(same cells, questions and answers) written by an agent that also records, through a recall and ``use()``, which
standing preferences each step applied, and compares each preset with and without its usage component.

Latency — a fresh namespace of 100k (and 1M) cells with clustered synthetic 384-d vectors and a
session-DAG lineage, loaded through the record procedure (Neo4j) and binary COPY (PostgreSQL). ``recall``
is timed whole with an embedder that returns the precomputed query vector (no model time), next to bare
pgvector ANN top-10 with the same session settings; ANN recall@10 is measured against an exact scan.
"""

from __future__ import annotations

import math
import random
import statistics
import time
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

import numpy as np

from memgraph_py import _core, queries
from . import queries as bench_queries
from memgraph_py.config import Settings
from memgraph_py.connections import Neo4jStore, PgStore, QueryEvent
from memgraph_py import Memory
from memgraph_py.models import Kind
from memgraph_py.recall import RecallConfig
from .histories import LINEAGE_CLASSES, QUERY_CLASSES, History, generate

Progress = Callable[[str], None]

K = 10
PRESETS = ("semantic", "balanced", "lineage")
# the same presets without the signal a class measures, in the same run: on `histories` the version similarity (issue
# 11's evolution fix), on `usage` the usage component
BEFORE = {"balanced, before": "balanced", "lineage, before": "lineage"}
SIGNALS = {"histories": "version similarity", "usage": "usage"}
# quality classes: the agent histories of .histories (`usage`: the same histories, with the agent recording which
# standing memories each stage used), then the scenario classes of .recall_scenarios
QUALITY_CLASSES = ("histories", "usage", "standing", "duplicates", "stale", "conversations", "learning",
                   "learning-conversations", "learning-adapt")
FLAT = "semantic, no status filter"
DIMENSION = 384
EF_SWEEP = (40, 100, 200, 300, 400, 800, 1000)  # pgvector caps hnsw.ef_search at 1000


# =================================================================================== report
@dataclass
class Section:
    title: str
    columns: list[str]
    rows: list[list[str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass
class Report:
    sections: list[Section] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {"sections": [s.__dict__ for s in self.sections], "data": self.data}


def print_report(report: Report, console: Any) -> None:
    from rich.table import Table

    for section in report.sections:
        table = Table(title=section.title, title_justify="left", show_lines=False)
        for i, column in enumerate(section.columns):
            table.add_column(column, justify="left" if i == 0 else "right", no_wrap=True)
        for row in section.rows:
            table.add_row(*row)
        console.print(table)
        for note in section.notes:
            console.print(f"  [dim]{note}[/]", highlight=False)
        console.print()


def _pct(x: float | None) -> str:
    return "—" if x is None or math.isnan(x) else f"{100 * x:.1f}"


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def _quantile(samples: Sequence[float], q: float) -> float:
    ordered = sorted(samples)
    if not ordered:
        return float("nan")
    pos = q * (len(ordered) - 1)
    lo, hi = math.floor(pos), math.ceil(pos)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


# =================================================================================== quality
def _ndcg(ranked: Sequence[str], needs: Sequence[Sequence[str]]) -> tuple[float, float]:
    """recall@k and nDCG@k when each need is satisfied by any of its cells (first hit per need counts)."""
    satisfied: set[int] = set()
    dcg = 0.0
    for rank, cell in enumerate(ranked[:K], start=1):
        for i, need in enumerate(needs):
            if i not in satisfied and cell in need:
                satisfied.add(i)
                dcg += 1.0 / math.log2(rank + 1)
                break
    ideal = sum(1.0 / math.log2(r + 1) for r in range(1, min(len(needs), K) + 1))
    return len(satisfied) / len(needs), (dcg / ideal if ideal else 0.0)


def write_history(memory: Memory, history: History, progress: Progress, batch: int = 400,
                  embeddings: Mapping[str, Sequence[float]] | None = None) -> dict[str, float]:
    """Execute a generated history against the product API; returns timings. ``embeddings`` (cell key →
    vector, from the memory's own embedder) spares ``record`` embedding what the caller already embedded."""
    started = time.perf_counter()
    written = 0
    total = len(history.cells)
    for op in history.ops:
        if op.op == "write":
            pending: list[_core.PendingCell] = []

            def flush() -> None:
                nonlocal written
                for i in range(0, len(pending), batch):
                    memory.record(pending[i:i + batch])
                    written += len(pending[i:i + batch])
                    progress(f"history {history.seed}: writing {written:,}/{total:,} cells")
                pending.clear()

            for c in op.cells:
                cell = _core.prepare_cell(c.content, c.kind, namespace=memory.namespace, parents=c.parents, id=c.key,
                                          created_at=c.at)
                cell.entities = memory.entities.extract(cell.content)  # as remember() does
                cell.follows = c.follows  # as capture links consecutive cells of a step
                if embeddings is not None and c.key in embeddings:
                    cell.embedding = _core.check_vector(embeddings[c.key], DIMENSION)
                if c.used:  # the agent recalls what it knows of the user, then use()s what applies
                    flush()
                    cell.via = _use(memory, c.content, c.used)
                pending.append(cell)
            flush()
        elif op.op in ("correct", "supersede"):
            assert op.old is not None and op.new is not None
            method = memory.correct if op.op == "correct" else memory.supersede
            method(op.old, op.new.content, reason=op.reason, by="bench-user", id=op.new.key, parents=op.new.parents)
            written += 1
        elif op.op == "invalidate":
            assert op.old is not None
            memory.invalidate(op.old, reason=op.reason, by="bench-agent")
        else:  # pragma: no cover
            raise ValueError(op.op)
    return {"write_seconds": time.perf_counter() - started, "cells": float(total)}


#: The user's standing memories, as the agent recalls them before a stage: every valid preference and constraint.
USE_RECALL_KINDS = ["preference", "constraint"]
USE_RECALL_K = 50


def _use(memory: Memory, step: str, used: Sequence[str]) -> dict[str, str]:
    """What ``response.use(hits)`` records for a capture: a recall (recorded, as an agent's is) of the user's
    standing memories with the step as the query, and the retrieval each used memory came through. The recall is
    the ``semantic`` preset's, so the history written does not depend on the ranking being measured."""
    response = memory.recall(step, USE_RECALL_K, kinds=USE_RECALL_KINDS, preset="semantic")
    returned = set(response.ids())
    missing = [u for u in used if u not in returned]
    if missing or response.retrieval_id is None:
        raise RuntimeError(f"the agent's recall before {step!r} did not return {missing}")
    return {u: response.retrieval_id for u in used}


@dataclass
class QueryOutcome:
    qid: str
    cls: str
    sub: str
    mode: str
    recall: float
    ndcg: float
    returned: int
    invalid: int          # returned cells whose status is not valid
    stale: int            # returned cells that are old versions by ground truth
    seconds: float
    distance: int | None
    focus: bool
    pinned_kinds: int     # returned preferences / constraints / tasks (the kinds the pinned bonus favours)
    recall5: float = 0.0  # needs met within the top 5
    first5: bool = False  # the first need (for a changed preference: its newest version) met within the top 5


def _before(preset: str, signal: str) -> RecallConfig:
    """``preset`` without the signal the class measures (SIGNALS)."""
    cfg = RecallConfig.preset(preset)
    if signal == "usage":
        return cfg.model_copy(update={"weights": cfg.weights.model_copy(update={"usage": 0.0})})
    return cfg.model_copy(update={"version_similarity": False})


def run_history(settings: Settings, embedder: Any, seed: int, sessions: int, progress: Progress, *,
                usage: bool = False, presets: bool = True) -> tuple[History, list[QueryOutcome], dict[str, Any]]:
    """One history written and asked: every query under every mode (``presets``), then the learned-weights part."""
    history = generate(seed, sessions, usage=usage)
    namespace = f"bench-recall-{'u' if usage else 'q'}{seed}-{uuid.uuid4().hex[:6]}"
    outcomes: list[QueryOutcome] = []
    info: dict[str, Any] = {"namespace": namespace, "seed": seed, "sessions": sessions, "cells": len(history.cells),
                            "queries": len(history.queries)}
    neo = Neo4jStore(settings)
    memory = Memory(namespace, settings=settings, embedder=embedder)
    clean: Memory | None = None  # the learning part's clean twin (recall_learning)
    try:
        info.update(write_history(memory, history, progress))
        memory.index_pending()  # quality is measured on the HNSW graph, as a settled store serves it
        statuses = {r["id"]: r["status"] for r in neo.run(bench_queries.cypher("statuses"), {"namespace": namespace}, write=False)}
        info["statuses"] = dict(sorted(_count(statuses.values()).items()))
        info["dead_but_valid"] = sorted(k for k in history.dead if statuses.get(k) == "valid")
        info["needed_not_valid"] = sorted({k for q in history.queries for need in q.needs for k in need
                                           if statuses.get(k) != "valid"})
        info["standing_ranks"] = standing_ranks(embedder, history, statuses)
        modes: list[tuple[str, dict[str, Any]]] = [(p, {"preset": p}) for p in PRESETS]
        modes.append((FLAT, {"preset": "semantic", "include_contaminated": True, "include_superseded": True}))
        modes += [(mode, {"config": _before(preset, "usage" if usage else "histories")}) for mode, preset in BEFORE.items()]
        for i, query in enumerate(history.queries if presets else ()):
            progress(f"history {seed}: query {i + 1}/{len(history.queries)} ({query.cls})")
            for mode, kwargs in modes:
                started = time.perf_counter()
                response = memory.recall(query.text, K, focus=query.focus, record=False, **kwargs)
                seconds = time.perf_counter() - started
                ids = response.ids()
                recall, ndcg = _ndcg(ids, query.needs)
                outcomes.append(QueryOutcome(
                    query.qid, query.cls, query.sub, mode, recall, ndcg, len(ids),
                    sum(1 for c in ids if statuses.get(c, "valid") != "valid"),
                    sum(1 for c in ids if c in query.stale), seconds, query.distance, bool(query.focus),
                    sum(1 for r in response.results if r.cell.kind.value in ("preference", "constraint", "task")),
                    _ndcg(ids[:5], query.needs)[0], any(c in query.needs[0] for c in ids[:5])))
                if mode in PRESETS[1:] and _changed(query) and not outcomes[-1].first5:
                    deep = memory.recall(query.text, MISS_DEPTH, focus=query.focus, record=False, **kwargs)
                    info.setdefault("misses", []).append(
                        {**_miss(mode, query, history, response, deep),
                         "standing_rank": info["standing_ranks"].get(query.qid)})
        from .recall_learning import learn_on_half

        clean = Memory(f"{namespace}-clean", settings=settings, embedder=embedder)
        progress(f"history {seed}: writing the clean twin")
        write_history(clean, history, progress)
        clean.index_pending()
        info["learning"] = learn_on_half(memory, history, progress, _ndcg, K, clean=clean)
    finally:
        progress(f"history {seed}: cleaning up")
        pg = PgStore(settings, max_size=1)
        try:
            for ns in (namespace, f"{namespace}-clean"):
                neo.run_autocommit(bench_queries.cypher("delete_namespace"), {"namespace": ns})
                with pg.connection() as conn:
                    conn.execute(bench_queries.sql("delete_embeddings"), {"namespace": ns})
        finally:
            pg.close()
            memory.close()
            if clean is not None:
                clean.close()
            neo.close()
    return history, outcomes, info


#: The kinds of the user's standing memories (rank's premise kinds in the presets: the pinned kinds but task).
STANDING_KINDS = ("preference", "constraint")


def standing_ranks(embedder: Any, history: History, statuses: Mapping[str, str]) -> dict[str, int]:
    """For each changed-preference question (:func:`_changed`), the place of its newest version among the user's valid
    standing memories (STANDING_KINDS) by cosine similarity to the question, the newest version counted at the best of
    its own and its older versions' similarity (the query's stale cells: what ``version_similarity`` gives it). Rank's
    premise credit reaches only the few standing memories most similar to the question (2 picks, and a replaced
    premise's newest version among the 4 most similar): this place says whether any similarity-chosen credit could
    have reached the answer. Read from the history and the embedder only; recall is not involved."""
    changed = [q for q in history.queries if _changed(q)]
    standing = [k for k, c in history.cells.items() if c.kind in STANDING_KINDS and statuses.get(k) == "valid"]
    if not changed or not standing:
        return {}
    texts = {k: history.cells[k].content for k in standing}
    texts.update({k: history.cells[k].content for q in changed for k in q.stale})
    keys = list(texts)
    vectors = dict(zip(keys, np.asarray(embedder.embed([texts[k] for k in keys]), dtype=float)))
    questions = np.asarray(embedder.embed([q.text for q in changed]), dtype=float)
    out: dict[str, int] = {}
    for q, qv in zip(changed, questions):
        newest = [k for k in q.needs[0] if k in vectors and k in standing]
        if not newest:
            continue
        sims = {k: float(vectors[k] @ qv) for k in standing}
        best = max([sims[k] for k in newest] + [float(vectors[k] @ qv) for k in q.stale if k in vectors])
        out[q.qid] = 1 + sum(1 for k, v in sims.items() if k not in newest and v > best)
    return out


def _changed(query: Any) -> bool:
    """A question whose answer is a changed preference's newest version (the evolution section's queries)."""
    return (query.cls == "preference" and query.sub == "changed") or query.cls == "evolution"


#: How deep a miss of the newest version is looked for (a second recall, same mode): its rank, routes and components
#: there say whether it was a candidate at all and which component it lacked.
MISS_DEPTH = 60
#: The places among the standing memories the evolution section reports (rank credits the 2 / 4 most similar).
STANDING_PLACES = (2, 4, 6)


def _miss(mode: str, query: Any, history: History, response: Any, deep: Any = None) -> dict[str, Any]:
    """Why a changed preference's newest version missed the top 5: the target and its versions, its rank and score
    components if returned, and what outranked it; with ``deep`` (the same recall to MISS_DEPTH), the target's rank,
    score, routes and components there (``deep_rank`` None: not among the MISS_DEPTH best, or no candidate)."""
    target = query.needs[0]
    rank = next((r.rank for r in response.results if r.cell.id in target), None)
    found = next((r for r in deep.results if r.cell.id in target), None) if deep is not None else None
    return {"mode": mode, "query": query.qid, "class": f"{query.cls}/{query.sub}", "text": query.text,
            "focus": bool(query.focus), "target": [history.cells[c].content for c in target],
            "older_versions": [history.cells[c].content for c in query.stale], "rank": rank,
            "deep_rank": found.rank if found else None, "deep_score": round(found.score, 3) if found else None,
            "deep_routes": list(found.routes) if found else None,
            "deep_components": {k: round(v, 3) for k, v in found.components.items()} if found else None,
            "top": [{"rank": r.rank, "kind": r.cell.kind.value, "content": r.cell.content, "score": round(r.score, 3),
                     "components": {k: round(v, 3) for k, v in r.components.items()}, "target": r.cell.id in target}
                    for r in response.results[:max(5, rank or 0)]]}


def _count(values: Any) -> dict[str, int]:
    out: dict[str, int] = defaultdict(int)
    for v in values:
        out[str(v)] += 1
    return dict(out)


def run_quality(settings: Settings, *, histories: int, sessions: int, seed: int, report: Report,
                progress: Progress, classes: Sequence[str] = QUALITY_CLASSES,
                conversation_turns: Sequence[int] = (420, 840)) -> None:
    """The quality classes asked for: ``histories`` (the agent histories above; ``learning``: only their
    learned-weights part) and the scenario classes of :mod:`.recall_scenarios` (standing constraints, near-duplicate
    and stale floods, long conversations)."""
    from memgraph_py.embed import LocalMiniLMEmbedder

    unknown = set(classes) - set(QUALITY_CLASSES)
    if unknown:
        raise ValueError(f"unknown quality classes {sorted(unknown)}; use: {', '.join(QUALITY_CLASSES)}")
    embedder = LocalMiniLMEmbedder()
    for cls in ("histories", "usage"):
        presets = cls in classes
        if not presets and not (cls == "histories" and "learning" in classes):
            continue
        all_outcomes: list[QueryOutcome] = []
        infos = []
        all_queries = []
        for h in range(histories):
            history, outcomes, info = run_history(settings, embedder, seed + h, sessions, progress,
                                                  usage=cls == "usage", presets=presets)
            all_outcomes += outcomes
            infos.append(info)
            all_queries += history.queries
        key = "" if cls == "histories" else "usage_"
        report.data[f"{key}quality"] = {"histories": infos, "outcomes": [o.__dict__ for o in all_outcomes]}
        if presets:
            _quality_tables(all_outcomes, all_queries, infos, report, cls)
        else:
            from .recall_learning import learning_section

            report.sections.append(learning_section(infos, Section))
    if "learning-conversations" in classes:  # the learning protocol on long conversations (--histories of them)
        from .recall_learning import learn_on_conversations

        learn_on_conversations(settings, embedder, seed=seed, count=histories, turns=conversation_turns[0],
                               report=report, progress=progress)
    if "learning-adapt" in classes:  # the learning protocol, exploring, on agents that need other weights
        from .recall_learning import learn_on_agents

        learn_on_agents(settings, embedder, seed=seed, count=histories, report=report, progress=progress)
    if set(classes) - {"histories", "usage", "learning", "learning-conversations", "learning-adapt"}:
        from .recall_scenarios import Sizes, run_scenarios

        run_scenarios(settings, embedder, classes, seed=seed, report=report, progress=progress,
                      sizes=Sizes(conversation_turns=tuple(conversation_turns)))


def _group(outcomes: Sequence[QueryOutcome], mode: str, pred: Callable[[QueryOutcome], bool]) -> list[QueryOutcome]:
    return [o for o in outcomes if o.mode == mode and pred(o)]


def _mean(values: Sequence[float]) -> float:
    return statistics.fmean(values) if values else float("nan")


def _quality_tables(outcomes: list[QueryOutcome], all_queries: list[Any], infos: list[dict[str, Any]],
                    report: Report, cls: str = "histories") -> None:
    """The tables of one histories class; ``usage`` titles each with "[usage]" and keys its data "usage_…"."""
    first = len(report.sections)
    key = "" if cls == "histories" else "usage_"
    signal = SIGNALS[cls]
    groups: list[tuple[str, Callable[[QueryOutcome], bool], str]] = [
        ("lineage-dependent (all)", lambda o: o.cls in LINEAGE_CLASSES, "≥ +15 pts R@10 vs semantic"),
        ("  preference / constraint", lambda o: o.cls == "preference", ""),
        ("    … changed since (superseded)", lambda o: o.cls == "preference" and o.sub == "changed", ""),
        ("  derived earlier in the task", lambda o: o.cls == "derived", ""),
        ("    … asked in context", lambda o: o.cls == "derived" and o.sub == "contextual", ""),
        ("    … asked naming specifics", lambda o: o.cls == "derived" and o.sub == "explicit", ""),
        ("  corrected in the task", lambda o: o.cls == "corrected", ""),
        ("    … agent misread (correct)", lambda o: o.cls == "corrected" and o.sub == "misread", ""),
        ("    … stale tool (invalidate)", lambda o: o.cls == "corrected" and o.sub == "stale_tool", ""),
        ("plain semantic (all)", lambda o: o.cls == "semantic", "within 2 pts of semantic"),
        ("    … no focus", lambda o: o.cls == "semantic" and not o.focus, ""),
        ("    … focus in an unrelated task", lambda o: o.cls == "semantic" and o.focus, ""),
        ("    … personal facts", lambda o: o.cls == "semantic" and o.sub in ("personal", "corrected-personal"), ""),
        ("    … facts of past tasks", lambda o: o.cls == "semantic" and o.sub == "session-fact", ""),
    ]
    columns = ["query class", "n"]
    for mode in PRESETS:
        columns += [f"{mode[:3]} R@10", f"{mode[:3]} nDCG"]
    columns += ["Δ bal", "Δ lin", "flat R@10", "target (R@10)"]
    quality = Section("recall quality (same embedder, same run; R@10 and nDCG@10 in %)", columns)
    summary: dict[str, Any] = {}
    for label, pred, target in groups:
        base = _group(outcomes, "semantic", pred)
        if not base:
            continue
        row = [label, str(len(base))]
        means = {}
        for mode in PRESETS:
            rows = _group(outcomes, mode, pred)
            means[mode] = (_mean([o.recall for o in rows]), _mean([o.ndcg for o in rows]))
            row += [_pct(means[mode][0]), _pct(means[mode][1])]
        flat = _mean([o.recall for o in _group(outcomes, FLAT, pred)])
        delta_b = means["balanced"][0] - means["semantic"][0]
        delta_l = means["lineage"][0] - means["semantic"][0]
        row += [f"{100 * delta_b:+.1f}", f"{100 * delta_l:+.1f}", _pct(flat), target]
        quality.rows.append(row)
        summary[label.strip(" …")] = {"n": len(base), **{m: {"recall@10": v[0], "ndcg@10": v[1]} for m, v in means.items()},
                                      "flat_pool_recall@10": flat}
    n_cells = sum(i["cells"] for i in infos)
    quality.notes.append(
        f"{len(infos)} histories × {infos[0]['sessions']} sessions, {n_cells:,.0f} cells, "
        f"{len({q.qid for q in all_queries}):,} queries; embedder all-MiniLM-L6-v2 int8 (offline); k = {K}.")
    quality.notes.append("A need is met by any of its cells (e.g. the stored preference or the user's sentence stating it; "
                         "the derived fact or the tool result it came from).")
    dist = _count(f"{o.cls}:{o.distance}" for o in outcomes if o.mode == "semantic")
    quality.notes.append("lineage distance focus → needed cell (queries): "
                         + ", ".join(f"{k} ×{v}" for k, v in sorted(dist.items())))
    broken = sum(len(i["needed_not_valid"]) for i in infos)
    mismatched = sum(len(i["dead_but_valid"]) for i in infos)
    if broken or mismatched:
        quality.notes.append(f"[yellow]ground truth check: {broken} needed cells not valid, {mismatched} expected-dead cells valid[/]")
    report.sections.append(quality)

    invalid = Section("what recall returned that should not be used (all queries, top 10)",
                      ["mode", "queries", "returned", "not valid", "queries ≥1 not valid", "stale", "queries ≥1 stale",
                       "pinned kinds / query", "p50 incl. embedding", "target"])
    for mode in (*PRESETS, FLAT):
        rows = [o for o in outcomes if o.mode == mode]
        returned = sum(o.returned for o in rows)
        bad = sum(o.invalid for o in rows)
        stale = sum(o.stale for o in rows)
        invalid.rows.append([
            mode, str(len(rows)), f"{returned:,}", f"{bad:,} ({_pct(bad / returned if returned else 0)}%)",
            f"{sum(1 for o in rows if o.invalid)} ({_pct(sum(1 for o in rows if o.invalid) / len(rows))}%)",
            f"{stale:,}", f"{sum(1 for o in rows if o.stale)}",
            f"{_mean([o.pinned_kinds for o in rows]):.1f}",
            _ms(_quantile([o.seconds for o in rows], 0.5)),
            "0 not valid" if mode != FLAT else "(baseline: flat pool)"])
        summary[f"returned:{mode}"] = {"returned": returned, "not_valid": bad, "stale": stale}
    status_totals: dict[str, int] = defaultdict(int)
    for info in infos:
        for k, v in info["statuses"].items():
            status_totals[k] += v
    invalid.notes.append("statuses in the corpus: " + ", ".join(f"{k} {v:,}" for k, v in sorted(status_totals.items())))
    invalid.notes.append("not valid = status invalid, contaminated or superseded, read back from Neo4j after the history "
                         "was written; pinned kinds = preferences, constraints and tasks among the 10 results.")
    invalid.notes.append("stale = an old version of the answer (superseded preference, wrong fact, stale tool result, or "
                         "the user's old sentence, which stays valid as a record of what was said).")
    report.sections.append(invalid)

    evolution = Section("a changed preference: its newest version in the top 5 (% of queries; same run; "
                        f"'before' = the preset without {signal})",
                        ["mode", "all from a task", "… preference class", "… rests on an older version",
                         "… rests on the newest", "no focus", "old versions returned (top 10)", "target"])
    changed: list[tuple[str, Callable[[QueryOutcome], bool]]] = [
        ("all", lambda o: (o.cls == "preference" and o.sub == "changed") or (o.cls == "evolution" and o.focus)),
        ("preference", lambda o: o.cls == "preference" and o.sub == "changed"),
        ("older", lambda o: o.cls == "evolution" and o.sub.startswith("rests on version")),
        ("newest", lambda o: o.cls == "evolution" and o.sub == "rests on the newest"),
        ("no focus", lambda o: o.cls == "evolution" and not o.focus)]
    evolution_summary: dict[str, Any] = {}
    for mode in (*PRESETS, *BEFORE):
        cells, figures = [mode], {}
        for name, pred in changed:
            rows = _group(outcomes, mode, pred)
            figures[name] = {"n": len(rows), "newest_in_top5": _mean([float(o.first5) for o in rows])}
            cells.append(f"{_pct(figures[name]['newest_in_top5'])} ({len(rows)})")
        stale = sum(o.stale for o in _group(outcomes, mode, lambda o: changed[0][1](o) or changed[4][1](o)))
        evolution.rows.append(cells + [str(stale), "≥ 95% (from a task)"])
        evolution_summary[mode] = {**figures, "old_versions_returned": stale}
    evolution.notes.append("(n) = queries. A query is met when the changed preference's newest version (or the user's "
                           "sentence stating it) is among the top 5; its older versions count as stale. 'preference "
                           "class' = the history's own preference questions whose answer changed; the evolution class "
                           "asks every changed preference from a task of each period (resting on version 1, 2, … the "
                           "newest) in wording taken from its questions, and once with no focus.")
    ranks = {qid: r for i in infos for qid, r in i.get("standing_ranks", {}).items()}  # ids name their history
    places: dict[str, Any] = {}
    for name, pred in (changed[0], changed[4]):
        got = [ranks[o.qid] for o in _group(outcomes, "balanced", pred) if o.qid in ranks]
        places[name] = {f"top_{n}": _mean([float(r <= n) for r in got]) for n in STANDING_PLACES} | {"n": len(got)}
        if got:
            evolution.notes.append(
                f"{'from a task' if name == 'all' else name}: the newest version among the user's valid standing "
                "memories most similar to the question (its own or an older version's similarity; the most any "
                "similarity-chosen premise credit can reach): "
                + ", ".join(f"top {n} {_pct(places[name][f'top_{n}'])}%" for n in STANDING_PLACES) + f" ({len(got)})")
    evolution_summary["standing_place"] = places
    report.sections.append(evolution)
    report.data[f"{key}evolution"] = evolution_summary
    misses = Section("every miss of the newest version in the top 5 (balanced and lineage; all components in the JSON "
                     "output's data.evolution_misses)", ["mode", "query", "class", "question", "newest version",
                                                        "its rank", "its place among standing",
                                                        "its routes (semantic, usage)",
                                                        "ranked above it (top 3)"])
    all_misses = [m for info in infos for m in info.get("misses", ())]
    for m in all_misses:
        above = [t for t in m["top"] if not t["target"]][:3]
        misses.rows.append([m["mode"], m["query"], m["class"], m["text"], m["target"][0],
                            str(m["rank"]) if m["rank"] else
                            (f"{m['deep_rank']}" if m.get("deep_rank") else f"> {MISS_DEPTH}"),
                            str(m.get("standing_rank") or "—"),
                            (f"{'+'.join(m['deep_routes'])} ({m['deep_components'].get('semantic', 0):.2f}, "
                             f"{m['deep_components'].get('usage', 0):.2f})" if m.get("deep_routes") else "—"),
                            " | ".join(f"{t['kind']}: {t['content'][:40]}" for t in above)])
    report.sections.append(misses)
    report.data[f"{key}evolution_misses"] = all_misses

    fix = Section(f"the {signal} signal: before → after in the same run (R@10 %)",
                  ["query class", "n", "semantic", "balanced before", "balanced", "lineage before", "lineage"])
    for label, pred, _ in groups:
        base = _group(outcomes, "semantic", pred)
        if base:
            fix.rows.append([label, str(len(base))] + [_pct(_mean([o.recall for o in _group(outcomes, m, pred)]))
                                                       for m in ("semantic", "balanced, before", "balanced",
                                                                 "lineage, before", "lineage")])
    report.sections.append(fix)

    from .recall_learning import learning_section

    report.sections.append(learning_section(infos, Section))
    report.data[f"{key}quality_summary"] = summary
    if cls != "histories":
        for section in report.sections[first:]:
            section.title = f"[{cls}: the agent records use()] {section.title}"


# =================================================================================== latency
class FixedVectorEmbedder:
    """An Embedder whose ``embed`` returns the vector set beforehand: recall timed without model time."""

    name = "bench-precomputed"
    dimension = DIMENSION

    def __init__(self) -> None:
        self.vector: list[float] = [1.0] + [0.0] * (DIMENSION - 1)

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        return [self.vector for _ in texts]


@dataclass
class SyntheticCorpus:
    """Sessions as small DAGs (user_input → task → plan → tool_call → tool_result → reasoning → fact …),
    a few preferences that later tasks rest on, vectors from a mixture of Gaussian clusters."""

    size: int
    seed: int = 5
    clusters: int = 400
    spread: float = 0.05
    kinds: list[str] = field(default_factory=list)
    parents: list[list[int]] = field(default_factory=list)
    session_of: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int32))
    cluster_of: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int32))
    step_of: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    entity_of: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))

    def __post_init__(self) -> None:
        rng = random.Random(self.seed)
        nrng = np.random.default_rng(self.seed)
        self.centres = nrng.normal(size=(self.clusters, DIMENSION)).astype(np.float32)
        self.centres /= np.linalg.norm(self.centres, axis=1, keepdims=True)
        syllables = ["ka", "lo", "mi", "ra", "te", "zu", "vo", "ne", "pi", "sa", "do", "ri", "fu", "ma", "ke", "lu", "bo", "ti"]
        words: set[str] = set()
        while len(words) < 6000:
            words.add("".join(rng.choice(syllables) for _ in range(rng.randint(2, 4))) + rng.choice(["n", "r", "s", "x", "l"]))
        self.vocab = sorted(words)
        self.cluster_words = [rng.sample(self.vocab, 12) for _ in range(self.clusters)]
        self.entities = [f"Entity{w.capitalize()}{i}" for i, w in enumerate(rng.choices(self.vocab, k=max(100, self.size // 50)))]
        kinds: list[str] = []
        parents: list[list[int]] = []
        session_of, cluster_of, step_of = [], [], []
        prefs: list[int] = []
        session = 0
        while len(kinds) < self.size:
            topic = rng.randrange(self.clusters)
            base = len(kinds)

            def add(kind: str, ps: list[int], step: int) -> int:
                kinds.append(kind)
                parents.append(ps)
                session_of.append(session)
                cluster_of.append(topic if rng.random() < 0.8 else rng.randrange(self.clusters))
                step_of.append(step)
                return len(kinds) - 1

            request = add("user_input", [], -1)
            if rng.random() < 0.08:
                said = add("user_input", [], -1)
                prefs.append(add(rng.choice(["preference", "constraint"]), [said], -1))
            profile = rng.sample(prefs[-50:], min(len(prefs[-50:]), rng.randint(0, 3)))
            task = add("task", [request, *profile], -1)
            anchor = None
            for _ in range(rng.randint(2, 4)):
                plan = add("plan", [task] + ([anchor] if anchor is not None else []), -1)
                step_of[plan] = plan
                for i in range(base, plan):  # cells before the first step: the first step is "current"
                    if step_of[i] == -1:
                        step_of[i] = plan
                call = add("tool_call", [plan], plan)
                result = add("tool_result", [call], plan)
                reasoning = add("llm_reasoning", [plan, result], plan)
                anchor = add("fact", [reasoning], plan) if rng.random() < 0.6 else reasoning
            add("llm_output", [task, anchor] if anchor is not None else [task], step_of[-1])
            session += 1
        self.kinds = kinds[: self.size]
        self.parents = [[p for p in ps if p < self.size] for ps in parents[: self.size]]
        self.session_of = np.asarray(session_of[: self.size], dtype=np.int32)
        self.cluster_of = np.asarray(cluster_of[: self.size], dtype=np.int32)
        self.step_of = np.asarray(step_of[: self.size], dtype=np.int64)
        erng = np.random.default_rng(self.seed + 1)
        self.entity_of = np.where(erng.random(self.size) < 0.5, erng.integers(0, len(self.entities), self.size), -1)
        self.now = datetime.now(timezone.utc)
        self.session_offsets = (np.random.default_rng(self.seed + 2).normal(size=(session, DIMENSION))
                                * self.spread).astype(np.float32)

    def cell_id(self, i: int) -> str:
        return f"r{i}"

    CHUNK = 10_000

    def vector_of(self, i: int) -> np.ndarray:
        lo = i - i % self.CHUNK
        return self.vectors(lo, min(self.size, lo + self.CHUNK))[i - lo]

    def vectors(self, lo: int, hi: int) -> np.ndarray:
        """Cluster centre + the session's own offset + per-cell noise of varying scale (graded neighbourhoods).
        Deterministic per aligned chunk of CHUNK cells."""
        assert lo % self.CHUNK == 0 and (hi - lo == self.CHUNK or hi == self.size), (lo, hi)
        rng = np.random.default_rng((self.seed, lo))
        scale = rng.uniform(0.6, 1.4, size=(hi - lo, 1)).astype(np.float32) * self.spread
        vecs = (self.centres[self.cluster_of[lo:hi]] + self.session_offsets[self.session_of[lo:hi]]
                + rng.normal(size=(hi - lo, DIMENSION)).astype(np.float32) * scale)
        vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
        return vecs.astype(np.float32)

    def content(self, i: int, rng: random.Random) -> str:
        words = rng.sample(self.cluster_words[self.cluster_of[i]], 6) + rng.sample(self.vocab, 2)
        entity = self.entity_of[i]
        text = f"{self.kinds[i].replace('_', ' ')}: {' '.join(words)}"
        return f"{text} ({self.entities[entity]})" if entity >= 0 else text

    def created_at(self, i: int) -> datetime:
        return self.now - timedelta(days=180.0 * (1 - i / self.size))

    def pending(self, lo: int, hi: int) -> list[_core.PendingCell]:
        rng = random.Random(self.seed * 1_000_003 + lo)
        cells = []
        for i in range(lo, hi):
            kind = Kind(self.kinds[i])
            cell = _core.PendingCell(self.cell_id(i), kind, self.content(i, rng), [self.cell_id(p) for p in self.parents[i]],
                                     1.0, _core.KIND_PRIOR[kind] + (_core.ROOT_BONUS if not self.parents[i] else 0.0),
                                     [], "bench", None, self.created_at(i))
            if self.entity_of[i] >= 0:
                cell.entities = [self.entities[self.entity_of[i]].lower()]
            cells.append(cell)
        return cells


def _batches(n: int, size: int) -> Iterator[tuple[int, int]]:
    for lo in range(0, n, size):
        yield lo, min(n, lo + size)


def load_corpus(neo: Neo4jStore, pg: PgStore, namespace: str, corpus: SyntheticCorpus, progress: Progress,
                *, index_build: str = "incremental", batch: int = SyntheticCorpus.CHUNK) -> dict[str, Any]:
    """Neo4j through the record procedure; PostgreSQL by binary COPY into a staging table, then into
    memcell_embedding in chunks. ``index_build="incremental"`` keeps the HNSW index in place (every row is
    inserted into the graph, as ``remember`` does); ``"rebuild"`` drops it for the load and rebuilds it with
    the migration's exact definition (checked), for big loads on a dedicated benchmark server."""
    timings: dict[str, Any] = {"index_build": index_build}
    started = time.perf_counter()
    for lo, hi in _batches(corpus.size, batch):
        neo.run("lineage_record", _core.batch_params(namespace, corpus.pending(lo, hi)))
        elapsed = time.perf_counter() - started
        progress(f"Neo4j: recorded {hi:,}/{corpus.size:,} cells ({hi / elapsed:,.0f} cells/s)")
    timings["neo4j"] = time.perf_counter() - started

    with pg.connection() as conn:
        # Deleted rows stay in the HNSW graph until VACUUM (or REINDEX): a big index before the load means
        # the figures below are measured on a graph full of dead entries (e.g. a previous 1M run's).
        timings["sizes_before"] = list(conn.execute(bench_queries.sql("recall_sizes")).fetchone() or ())
        conn.execute(bench_queries.sql("recall_drop_stage"))
        conn.execute(bench_queries.sql("recall_stage"))
        conn.commit()
        started = time.perf_counter()
        with conn.cursor() as cur:
            with cur.copy(bench_queries.sql("recall_copy")) as copy:
                copy.set_types(["int8", "text", "text", "text", "text[]", "timestamptz", "text", "vector", "text"])
                for lo, hi in _batches(corpus.size, batch):
                    vectors = corpus.vectors(lo, hi)
                    rng = random.Random(corpus.seed * 1_000_003 + lo)
                    for j, i in enumerate(range(lo, hi)):
                        copy.write_row((i, namespace, corpus.cell_id(i), corpus.kinds[i], [], corpus.created_at(i),
                                        "bench-synthetic", vectors[j], corpus.content(i, rng)))
                    progress(f"PostgreSQL: COPY {hi:,}/{corpus.size:,} rows into staging")
        conn.commit()
        timings["pg_copy"] = time.perf_counter() - started
        definition = None
        if index_build == "rebuild":
            row = conn.execute(bench_queries.sql("recall_hnsw_def")).fetchone()
            definition = row[0] if row else None
            conn.execute(bench_queries.sql("recall_drop_hnsw"))
            conn.commit()
        try:
            started = time.perf_counter()
            for lo, hi in _batches(corpus.size, batch):
                conn.execute(bench_queries.sql("recall_insert"), {"lo": lo, "hi": hi})
                conn.commit()
                elapsed = time.perf_counter() - started
                rate = hi / elapsed if elapsed else 0.0
                what = "GIN" if index_build == "rebuild" else "HNSW + GIN"
                progress(f"PostgreSQL: inserted {hi:,}/{corpus.size:,} rows ({what} maintained, {rate:,.0f} rows/s, "
                         f"~{(corpus.size - hi) / rate / 60 if rate else 0:.0f} min left)")
            timings["pg_insert"] = time.perf_counter() - started
        finally:
            if index_build == "rebuild":
                conn.rollback()  # a failed insert leaves the transaction aborted: the index must come back anyway
                started = time.perf_counter()
                _build_hnsw(pg, conn, corpus.size, progress)
                timings["pg_hnsw_build"] = time.perf_counter() - started
                row = conn.execute(bench_queries.sql("recall_hnsw_def")).fetchone()
                timings["index_definition_unchanged"] = bool(row and row[0] == definition)
        conn.execute(bench_queries.sql("recall_drop_stage"))
        conn.commit()
        timings["sizes"] = list(conn.execute(bench_queries.sql("recall_sizes")).fetchone() or ())
    settle(pg, progress)
    return timings


def settle(pg: PgStore, progress: Progress) -> None:
    """Do the maintenance a bulk load leaves behind before anything is timed: right after a 100k load,
    autovacuum (HNSW index included) ran during the timed queries and put ~60% on recall p50 (measured:
    19.5 ms vs 12.3 on the same corpus later). Neo4j Community has no checkpoint procedure; its
    checkpoints follow their own schedule."""
    progress("settling: VACUUM ANALYZE")
    with pg.connection() as conn:
        conn.autocommit = True  # VACUUM cannot run in a transaction block
        try:
            conn.execute(bench_queries.sql("recall_analyze"))
        finally:
            conn.autocommit = False  # back to the pool as it came


def _build_hnsw(pg: PgStore, conn: Any, size: int, progress: Progress) -> None:
    """Rebuild the HNSW index (in memory, parallel), reporting pgvector's progress from a second connection."""
    import threading

    done = threading.Event()

    def watch() -> None:
        started = time.perf_counter()
        while not done.wait(5.0):
            try:
                with pg.connection() as other:
                    row = other.execute(bench_queries.sql("recall_build_progress")).fetchone()
            except Exception:  # noqa: BLE001 — progress display only
                continue
            if row:
                phase, tuples_done, tuples_total = row[0], row[1] or 0, row[2] or size
                progress(f"PostgreSQL: rebuilding HNSW — {phase}, {tuples_done:,}/{tuples_total:,} "
                         f"({time.perf_counter() - started:.0f} s)")

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        conn.execute(bench_queries.sql("recall_build_settings"), {"maintenance_work_mem": "3GB", "workers": "2"})
        conn.execute(bench_queries.sql("recall_create_hnsw"))
        conn.commit()
    finally:
        done.set()
        watcher.join()


@dataclass
class LatencyQuery:
    source: int
    vector: np.ndarray
    text: str
    focus: list[str]


def make_queries(corpus: SyntheticCorpus, count: int, seed: int) -> list[LatencyQuery]:
    rng = random.Random(seed)
    nrng = np.random.default_rng(seed)
    picked = rng.sample(range(corpus.size), count)
    out = []
    for i in picked:
        vec = corpus.vector_of(i) + nrng.normal(scale=0.035, size=DIMENSION).astype(np.float32)
        vec /= np.linalg.norm(vec)
        words = rng.sample(corpus.cluster_words[corpus.cluster_of[i]], 3)
        if corpus.entity_of[i] >= 0 and rng.random() < 0.5:
            words.append(corpus.entities[corpus.entity_of[i]])
        out.append(LatencyQuery(i, vec.astype(np.float32), " ".join(words), [corpus.cell_id(int(corpus.step_of[i]))]))
    return out


class _Tracer:
    """Keeps each statement's name and seconds, nothing else: a QueryEvent holds the statement's parameters
    (a recall's query vector, a copy page's vectors), and keeping those grew a 1M run past the host's memory."""

    def __init__(self) -> None:
        self.events: list[tuple[str, float]] = []

    def __call__(self, event: QueryEvent) -> None:
        self.events.append((event.name, event.seconds))


def run_latency(settings: Settings, size: int, *, query_count: int, exact_count: int, report: Report,
                progress: Progress, index_build: str = "incremental", keep_corpus: bool = False) -> None:
    """With ``keep_corpus`` the corpus lives in namespace ``bench-recall-l<size>``, is reused when a previous
    run left it complete (the 1M load takes ~25 min) and is left in place afterwards; otherwise a fresh
    namespace is loaded and deleted."""
    namespace = f"bench-recall-l{size}" if keep_corpus else f"bench-recall-l{size}-{uuid.uuid4().hex[:6]}"
    corpus_started = time.perf_counter()
    progress(f"generating {size:,} synthetic cells")
    corpus = SyntheticCorpus(size)
    generate_seconds = time.perf_counter() - corpus_started
    neo, pg = Neo4jStore(settings), PgStore(settings, max_size=4)
    embedder = FixedVectorEmbedder()
    tracer = _Tracer()
    memory = Memory(namespace, settings=settings.model_copy(update={"recall_one_call": False}), embedder=embedder,
                    tracer=tracer)
    # the same recall with one Neo4j call (Settings.recall_one_call: graph candidates scored from their embedding
    # copies in Neo4j), timed beside it so both ratios to bare ANN come from the same run
    one_call = Memory(namespace, settings=settings.model_copy(update={"recall_one_call": True}), embedder=embedder,
                      tracer=tracer)
    result: dict[str, Any] = {"size": size, "namespace": namespace, "generate_seconds": generate_seconds}
    keep = False
    try:
        if keep_corpus and _kept_corpus_complete(neo, pg, namespace, size):
            progress(f"reusing the kept corpus in namespace {namespace}")
            with pg.connection() as conn:
                result["sizes"] = list(conn.execute(bench_queries.sql("recall_sizes")).fetchone() or ())
            result["load"] = {"reused": True, "index_build": index_build}
        else:
            if keep_corpus:  # a partial leftover (interrupted load): start again
                _delete_corpus(neo, pg, namespace)
            timings = load_corpus(neo, pg, namespace, corpus, progress, index_build=index_build)
            result["load"] = {k: v for k, v in timings.items() if k not in ("sizes", "sizes_before")}
            result["sizes"] = timings.get("sizes")
            result["sizes_before"] = timings.get("sizes_before")
        keep = keep_corpus
        # the one-call rows need every cell's embedding copy in Neo4j (a cell without one sends that recall the
        # two-call way): copied from PostgreSQL, also onto a kept corpus loaded before this row existed
        # (by a client without the tracer: the tracer keeps every statement's parameters, and the copy's pages of
        # vectors, kept that way, grew this process by ~12 GB at 1M cells until the kernel killed it)
        started = time.perf_counter()
        copier = Memory(namespace, settings=settings, embedder=embedder)
        try:
            result["copied_embeddings"] = copier.copy_embeddings(
                progress=lambda done: progress(f"copying embeddings into Neo4j for the one-call rows: {done:,}/{size:,}"))
        finally:
            copier.close()
        result["copy_seconds"] = time.perf_counter() - started
        qs = make_queries(corpus, query_count + 20, seed=size)
        warm, qs = qs[:20], qs[20:]

        modes: list[tuple[str, Callable[[LatencyQuery], list[str]]]] = []

        def recall_mode(preset: str, with_focus: bool, record: bool, client: Memory = memory
                        ) -> Callable[[LatencyQuery], list[str]]:
            def call(q: LatencyQuery) -> list[str]:
                embedder.vector = q.vector.tolist()
                return client.recall(q.text, K, preset=preset, focus=q.focus if with_focus else [], record=record).ids()
            return call

        def ann(q: LatencyQuery, ef_search: int = 0) -> list[str]:
            """Bare pgvector top-10; ef_search 0 = recall's automatic choice (recall_session.sql)."""
            with pg.connection() as conn:
                with conn.transaction():
                    conn.execute(queries.sql("recall_session"), {"ef_search": str(ef_search)})
                    rows = conn.execute(bench_queries.sql("recall_ann_only"),
                                        {"namespace": namespace, "vector": q.vector, "k": K}).fetchall()
            return [r[0] for r in rows]

        modes = [
            ("bare pgvector ANN top-10 (baseline)", ann),
            ("recall semantic, record=False", recall_mode("semantic", False, False)),
            ("recall semantic, record=True", recall_mode("semantic", False, True)),
            ("recall balanced + focus, record=False", recall_mode("balanced", True, False)),
            ("recall balanced + focus, record=True", recall_mode("balanced", True, True)),
            ("recall balanced + focus, one Neo4j call, record=False", recall_mode("balanced", True, False, one_call)),
            ("recall lineage + focus, record=False", recall_mode("lineage", True, False)),
            ("recall lineage + focus, record=True", recall_mode("lineage", True, True)),
        ]
        progress("warming up")
        for q in warm:
            for _, fn in modes:
                fn(q)
        samples: dict[str, list[float]] = defaultdict(list)
        neo_split: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
        returned: dict[str, dict[int, list[str]]] = defaultdict(dict)
        order_rng = random.Random(size)
        for n, q in enumerate(qs):
            progress(f"timing query {n + 1}/{len(qs)}")
            order = list(modes)
            order_rng.shuffle(order)  # interleaved, so background noise hits every mode alike
            for name, fn in order:
                tracer.events.clear()
                started = time.perf_counter()
                ids = fn(q)
                elapsed = time.perf_counter() - started
                samples[name].append(elapsed)
                returned[name][q.source] = ids
                for statement, seconds in tracer.events:
                    neo_split[name][statement].append(seconds)
        # ANN recall@10 against the exact scan, on a subset
        exact_ids: dict[int, list[str]] = {}
        subset = qs[:exact_count]
        exact_seconds = []
        for n, q in enumerate(subset):
            progress(f"exact search {n + 1}/{len(subset)} (ground truth for ANN recall@10)")
            with pg.connection() as conn:
                with conn.transaction():
                    conn.execute(bench_queries.sql("recall_exact_session"))
                    started = time.perf_counter()
                    rows = conn.execute(bench_queries.sql("recall_exact"), {"namespace": namespace, "vector": q.vector, "k": K}).fetchall()
                    exact_seconds.append(time.perf_counter() - started)
            exact_ids[q.source] = [r[0] for r in rows]

        sweep: dict[int, dict[str, float]] = {}
        for ef in EF_SWEEP:
            progress(f"ANN recall@10 at ef_search {ef}")
            found, times = [], []
            for q in subset:
                started = time.perf_counter()
                ids = ann(q, ef)
                times.append(time.perf_counter() - started)
                found.append(len(set(ids) & set(exact_ids[q.source])) / K)
            sweep[ef] = {"recall@10": _mean(found), "p50": _quantile(times, 0.5), "p95": _quantile(times, 0.95)}
        result["ef_sweep"] = sweep

        def overlap(name: str) -> float:
            return _mean([len(set(returned[name][s]) & set(t)) / K for s, t in exact_ids.items()])

        result["latency"] = {name: {"p50": _quantile(samples[name], 0.5), "p95": _quantile(samples[name], 0.95),
                                    "mean": _mean(samples[name]), "n": len(samples[name])} for name, _ in modes}
        result["neo4j_split_p50"] = {name: {k: _quantile(v, 0.5) for k, v in parts.items()} for name, parts in neo_split.items()}
        result["ann_recall@10"] = overlap("bare pgvector ANN top-10 (baseline)")
        result["semantic_recall@10_vs_exact"] = overlap("recall semantic, record=False")
        result["exact_p50"] = _quantile(exact_seconds, 0.5)
    finally:
        progress("keeping the latency corpus" if keep else "cleaning up the latency namespace")
        try:
            with pg.connection() as conn:
                conn.execute(bench_queries.sql("recall_drop_stage"))
            if not keep:
                _delete_corpus(neo, pg, namespace)
        finally:
            memory.close()
            one_call.close()
            neo.close()
            pg.close()
    result["kept"] = keep
    report.data.setdefault("latency", []).append(result)
    _latency_section(result, report)


def _delete_corpus(neo: Neo4jStore, pg: PgStore, namespace: str) -> None:
    neo.run_autocommit(bench_queries.cypher("delete_namespace"), {"namespace": namespace})
    with pg.connection() as conn:
        conn.execute(bench_queries.sql("delete_embeddings"), {"namespace": namespace})


def _kept_corpus_complete(neo: Neo4jStore, pg: PgStore, namespace: str, size: int) -> bool:
    cells = neo.run(bench_queries.cypher("count_namespace"), {"namespace": namespace}, write=False)[0]["cells"]
    with pg.connection() as conn:
        row = conn.execute(bench_queries.sql("lineage_count_embeddings"), {"namespace": namespace}).fetchone()
    return cells == size and row is not None and row[0] == size


def _latency_section(result: dict[str, Any], report: Report) -> None:
    size = result["size"]
    target = {100_000: "p95 ≤ 30 ms", 1_000_000: "p95 ≤ 80 ms"}.get(size, "")
    section = next((s for s in report.sections if s.title.startswith("recall latency")), None)
    if section is None:
        section = Section("recall latency (embedding excluded: precomputed query vectors), same run",
                          ["size", "measure", "p50", "p95", "Neo4j p50 (neighbourhood / rank)", "vs bare ANN p50", "target"])
        report.sections.append(section)
    ann_p50 = result["latency"]["bare pgvector ANN top-10 (baseline)"]["p50"]
    for name, stats in result["latency"].items():
        split = result["neo4j_split_p50"].get(name, {})
        parts = " / ".join(_ms(split[k]) for k in ("recall_neighbourhood", "recall_rank_read") if k in split)
        if "recall_neighbourhood" not in split and "recall_rank_read" in split:
            parts = "— / " + _ms(split["recall_rank_read"])
        if "recall_neighbourhood_rank" in split:  # the one call: both in one
            parts = "one call " + _ms(split["recall_neighbourhood_rank"])
        ratio = "" if name.startswith("bare") else f"{stats['p50'] / ann_p50:.1f}×"
        section.rows.append([f"{size:,}", name, _ms(stats["p50"]), _ms(stats["p95"]), parts, ratio,
                             target if name.startswith("recall") else ""])
    section.rows.append([f"{size:,}", "ANN recall@10 vs exact scan (bare pgvector, recall's automatic ef_search)",
                         f"{result['ann_recall@10']:.3f}", "", "", "", "≥ 0.95"])
    section.rows.append([f"{size:,}", "semantic preset top-10 vs exact scan", f"{result['semantic_recall@10_vs_exact']:.3f}",
                         "", "", "", ""])
    for ef, stats in result.get("ef_sweep", {}).items():
        section.rows.append([f"{size:,}", f"bare ANN at ef_search {ef}: recall@10 {stats['recall@10']:.3f}",
                             _ms(stats["p50"]), _ms(stats["p95"]), "", "", "meets 0.95" if stats["recall@10"] >= 0.95 else ""])
    load = result["load"]
    sizes = result.get("sizes") or ["?", "?", "?"]
    if load.get("reused"):
        section.rows.append([f"{size:,}", "load: corpus kept by an earlier run (--keep-corpus), not reloaded", "", "",
                             f"table {sizes[0]}, HNSW {sizes[1]}, GIN {sizes[2]}", "", ""])
    else:
        _load_rows(section, size, load, sizes)
    before = result.get("sizes_before")
    if before:
        section.notes.append(f"{size:,}: before the load the embedding table held {before[0]} with an HNSW index of "
                             f"{before[1]} (dead entries of deleted rows stay in the graph until VACUUM / REINDEX and "
                             "slow ANN down).")
    section.notes.append(f"{size:,}: {result['latency']['bare pgvector ANN top-10 (baseline)']['n']} queries near random cells, "
                         f"modes interleaved in random order; exact scan p50 {_ms(result['exact_p50'])} "
                         f"on {size:,} rows; namespace {result['namespace']} "
                         f"{'kept for later runs' if result.get('kept') else 'deleted afterwards'}.")


def _load_rows(section: Section, size: int, load: dict[str, Any], sizes: list[Any]) -> None:
    section.rows.append([f"{size:,}", "load: Neo4j record procedure (batches of 10,000)", f"{load['neo4j']:.1f} s",
                         f"{size / load['neo4j']:,.0f} cells/s", "", "", ""])
    section.rows.append([f"{size:,}", "load: PostgreSQL binary COPY into staging", f"{load['pg_copy']:.1f} s",
                         f"{size / load['pg_copy']:,.0f} rows/s", "", "", ""])
    if load["index_build"] == "rebuild":
        section.rows.append([f"{size:,}", "load: into memcell_embedding, HNSW dropped (GIN maintained)",
                             f"{load['pg_insert']:.1f} s", f"{size / load['pg_insert']:,.0f} rows/s", "", "", ""])
        section.rows.append([f"{size:,}", "load: HNSW rebuilt (m 32, ef_construction 128, 2 workers, 3 GB)",
                             f"{load['pg_hnsw_build']:.1f} s", f"{size / load['pg_hnsw_build']:,.0f} rows/s",
                             f"table {sizes[0]}, HNSW {sizes[1]}, GIN {sizes[2]}", "",
                             "definition unchanged" if load.get("index_definition_unchanged") else "[red]definition changed[/]"])
        pg_total = load["pg_copy"] + load["pg_insert"] + load["pg_hnsw_build"]
    else:
        section.rows.append([f"{size:,}", "load: into memcell_embedding (HNSW + GIN maintained row by row)",
                             f"{load['pg_insert']:.1f} s", f"{size / load['pg_insert']:,.0f} rows/s",
                             f"table {sizes[0]}, HNSW {sizes[1]}, GIN {sizes[2]}", "", ""])
        pg_total = load["pg_copy"] + load["pg_insert"]
    section.rows.append([f"{size:,}", "load: total (Neo4j + PostgreSQL)", f"{(load['neo4j'] + pg_total) / 60:.1f} min",
                         "", "", "", ""])

