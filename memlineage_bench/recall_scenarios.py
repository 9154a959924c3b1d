"""`memlineage bench recall`, the scenario classes of issue 12 (item 5): standing constraints, near-duplicate
floods, stale floods and long multi-session conversations.

Every scenario is written into a namespace of its own through the product API (``Memory.record`` of prepared
cells with their timestamps — what ``remember`` does — and ``Memory.invalidate``), embedded by the real offline
model, asked with ``Memory.recall(query, k, focus=…, preset=…, record=False)`` for each preset, and deleted
afterwards. Statuses are read back from Neo4j. Each class prints its own section, presets side by side, and
stores its raw outcomes in ``report.data`` for ``--json``.
"""

from __future__ import annotations

import random
import statistics
import time
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import numpy as np

from memgraph_py import Memory
from memgraph_py.config import Settings

from . import queries as bench_queries
from .conversations import generate_conversation
from .recall import K, PRESETS, Report, Section, _mean, _ms, _pct, _quantile, write_history
from .scenarios import STALE_KS, generate_duplicates, generate_stale, generate_standing

Progress = Callable[[str], None]

DEEP = 50  # a second, deeper recall per query says where a memory missing from the top 10 ranks


@dataclass(frozen=True)
class Sizes:
    """How big each class is; the defaults are what `bench recall` runs, tests use tiny ones."""

    standing_users: int = 30
    standing_per_namespace: int = 4
    standing_alone: int = 6
    duplicate_namespaces: int = 3
    duplicate_topics: int = 4
    stale_topics: int = 3
    stale_drafts: int = 120
    stale_facts: int = 30
    conversation_turns: tuple[int, ...] = (420, 840)
    conversation_users: int = 2


def run_scenarios(settings: Settings, embedder: Any, classes: Sequence[str], *, seed: int, report: Report,
                  progress: Progress, sizes: Sizes = Sizes()) -> None:
    if "standing" in classes:
        run_standing(settings, embedder, seed=seed, sizes=sizes, report=report, progress=progress)
    if "duplicates" in classes:
        run_duplicates(settings, embedder, seed=seed, sizes=sizes, report=report, progress=progress)
    if "stale" in classes:
        run_stale(settings, embedder, seed=seed, sizes=sizes, report=report, progress=progress)
    if "conversations" in classes:
        run_conversations(settings, embedder, seed=seed, sizes=sizes, report=report, progress=progress)


# =================================================================================== shared
@contextmanager
def _namespace(settings: Settings, embedder: Any, label: str) -> Iterator[Memory]:
    """A fresh benchmark namespace, deleted from both stores afterwards."""
    namespace = f"bench-recall-{label}-{uuid.uuid4().hex[:6]}"
    memory = Memory(namespace, settings=settings, embedder=embedder)
    try:
        yield memory
    finally:
        try:
            memory._neo.run_autocommit(bench_queries.cypher("delete_namespace"), {"namespace": namespace})
            with memory._pg.connection() as conn:
                conn.execute(bench_queries.sql("delete_embeddings"), {"namespace": namespace})
        finally:
            memory.close()


def _statuses(memory: Memory) -> dict[str, str]:
    rows = memory._neo.run(bench_queries.cypher("statuses"), {"namespace": memory.namespace}, write=False)
    return {r["id"]: r["status"] for r in rows}


def _near_duplicate_traces(response: Any) -> int:
    """Results whose explanation says they stand for a group of near-duplicates (0 when recall has no such trace)."""
    return sum(1 for r in response.results
               if any(isinstance(t, dict) and t.get("type") == "near_duplicates" for t in (r.traces or ())))


def _rank(ids: Sequence[str], wanted: str) -> int | None:
    return ids.index(wanted) + 1 if wanted in ids else None


def _median_rank(ranks: Sequence[int | None], cap: int = DEEP) -> str:
    if not ranks:
        return "—"
    value = statistics.median([r if r is not None else cap + 1 for r in ranks])
    return f">{cap}" if value > cap else f"{value:g}"


def _rows(outcomes: Sequence[dict[str, Any]], **match: Any) -> list[dict[str, Any]]:
    return [o for o in outcomes if all(o.get(k) == v for k, v in match.items())]


# =================================================================================== standing constraints
def run_standing(settings: Settings, embedder: Any, *, seed: int, sizes: Sizes, report: Report,
                 progress: Progress) -> None:
    scenarios = generate_standing(seed, sizes.standing_users, sizes.standing_per_namespace, sizes.standing_alone)
    outcomes: list[dict[str, Any]] = []
    infos: list[dict[str, Any]] = []
    for n, scenario in enumerate(scenarios):
        label = f"standing {n + 1}/{len(scenarios)}"
        with _namespace(settings, embedder, scenario.name) as memory:
            write_history(memory, scenario.history, lambda m: progress(f"{label}: {m}"))
            memory.index_pending()
            statuses = _statuses(memory)
            cells = scenario.history.cells
            infos.append({"name": scenario.name, "namespace": memory.namespace, "layout": scenario.layout,
                          "cells": len(cells),
                          "users": len(scenario.standing),
                          "not_valid": sum(1 for s in statuses.values() if s != "valid")})
            for query in scenario.queries:
                progress(f"{label}: {query.family} ({query.layout})")
                constraint = query.needs[0][0]
                own_standing = set(scenario.standing[query.user]) - {constraint}
                task_cells = {query.focus[0], *cells[query.focus[0]].parents}
                task_cells |= {p for t in list(task_cells) for p in cells[t].parents if cells[p].kind == "user_input"}
                lookalikes = set(query.group)
                for preset in PRESETS:
                    started = time.perf_counter()
                    response = memory.recall(query.text, K, focus=query.focus, preset=preset, record=False)
                    seconds = time.perf_counter() - started
                    ids = response.ids()
                    deep = memory.recall(query.text, DEEP, focus=query.focus, preset=preset, record=False).ids()
                    own = [c for c in ids if scenario.users.get(c) == query.user]
                    outcomes.append({
                        "qid": query.qid, "preset": preset, "family": query.family, "layout": query.layout,
                        "parent": query.parent, "kind": cells[constraint].kind, "wording": query.sub,
                        "distance": query.distance, "found": constraint in ids, "rank": _rank(ids, constraint),
                        "deep_rank": _rank(deep, constraint), "returned": len(ids),
                        "lookalikes": sum(1 for c in ids if c in lookalikes),
                        "own_standing": sum(1 for c in ids if c in own_standing),
                        "new_task": sum(1 for c in ids if c in task_cells),
                        "own_other": sum(1 for c in own if c not in lookalikes and c not in own_standing
                                         and c not in task_cells and c != constraint),
                        "other_users": sum(1 for c in ids if scenario.users.get(c) not in (None, query.user)),
                        "other_users_standing": sum(1 for c in ids if scenario.users.get(c) not in (None, query.user)
                                                    and cells[c].kind in ("constraint", "preference", "fact")),
                        "not_valid": sum(1 for c in ids if statuses.get(c, "valid") != "valid"),
                        "near_duplicate_traces": _near_duplicate_traces(response), "seconds": seconds,
                        "query": query.text, "constraint": cells[constraint].content,
                        "top3": [cells[c].content[:80] for c in ids[:3] if c in cells]})
    report.data["standing"] = {"namespaces": infos, "outcomes": outcomes}
    _standing_sections(outcomes, infos, report)


def _standing_sections(outcomes: list[dict[str, Any]], infos: list[dict[str, Any]], report: Report) -> None:
    groups: list[tuple[str, dict[str, Any], str]] = [
        ("all", {}, "bal ≥ 80, lin ≥ 90"),
        ("  several users per namespace", {"layout": "multi"}, ""),
        ("  one user per namespace", {"layout": "1 user per namespace"}, ""),
        ("  constraint under the profile (3 hops)", {"parent": "profile"}, ""),
        ("  constraint under the user root (4 hops)", {"parent": "root"}, ""),
        ("  stored as a constraint", {"kind": "constraint"}, ""),
        ("  stored as a preference", {"kind": "preference"}, ""),
        ("  stored as a fact", {"kind": "fact"}, ""),
        ("  asked with the user's request", {"wording": "the user's request"}, ""),
        ("  asked with the task's text", {"wording": "the task's text"}, ""),
    ]
    columns = ["case", "n"] + [f"{p[:3]} R@10" for p in PRESETS] + [f"{p[:3]} alike" for p in PRESETS]
    columns += [f"{p[:3]} rank" for p in PRESETS] + ["target"]
    section = Section("standing constraints: the one that matters for the new task in the top 10 (a sibling of "
                      "the task under the user's root; R@10 in %, look-alikes per top 10; same run)", columns)
    summary: dict[str, Any] = {}
    for label, match, target in groups:
        def pick(preset: str) -> list[dict[str, Any]]:
            rows = _rows(outcomes, preset=preset, **{k: v for k, v in match.items() if k != "layout"})
            if match.get("layout") == "multi":
                rows = [o for o in rows if not o["layout"].startswith("1 ")]
            elif "layout" in match:
                rows = [o for o in rows if o["layout"] == match["layout"]]
            return rows

        base = pick(PRESETS[0])
        if not base:
            continue
        row = [label, str(len(base))]
        row += [_pct(_mean([float(o["found"]) for o in pick(p)])) for p in PRESETS]
        row += [f"{_mean([o['lookalikes'] for o in pick(p)]):.1f}" for p in PRESETS]
        row += [_median_rank([o["deep_rank"] for o in pick(p)]) for p in PRESETS]
        section.rows.append(row + [target])
        summary[label.strip()] = {p: {"recall@10": _mean([float(o["found"]) for o in pick(p)]),
                                      "lookalikes@10": _mean([o["lookalikes"] for o in pick(p)])} for p in PRESETS}
    users = sum(i["users"] for i in infos)
    section.notes.append(f"{users} users in {len(infos)} namespaces ({sum(i['cells'] for i in infos):,} cells); one "
                         f"query per user: the new task's request, focus on its first step; k = {K}.")
    section.notes.append(f"alike: look-alike near-duplicates in the top 10 (mean); rank: median rank of the standing "
                         f"constraint in a recall of k = {DEEP} (>{DEEP}: not in it).")
    by_family = defaultdict(list)
    for o in outcomes:
        if o["preset"] == "balanced":
            by_family[o["family"]].append(o["found"])
    section.notes.append("balanced, found / asked by topic: " + ", ".join(
        f"{f} {sum(v)}/{len(v)}" for f, v in sorted(by_family.items())))
    report.sections.append(section)

    fill = Section("standing constraints: what fills the top 10 (mean per query)",
                   ["preset", "constraint", "look-alikes", "own standing", "new task", "own other",
                    "other users", "… standing", "not valid", "p50"])
    for preset in PRESETS:
        rows = _rows(outcomes, preset=preset)
        fill.rows.append([preset, f"{_mean([float(o['found']) for o in rows]):.2f}"] + [
            f"{_mean([o[k] for o in rows]):.1f}" for k in ("lookalikes", "own_standing", "new_task", "own_other",
                                                           "other_users", "other_users_standing", "not_valid")]
            + [_ms(_quantile([o["seconds"] for o in rows], 0.5))])
    fill.notes.append("look-alikes: the ~30 near-identical results another task of the same user researched on the "
                      "new task's topic; own standing: the user's other standing items; new task: its cells and the "
                      "request (the focus step is never returned); own other: the user's other memories; other "
                      "users: memories of other users of a shared namespace (… standing: their standing items).")
    report.sections.append(fill)
    report.data["standing_summary"] = summary


# =================================================================================== near-duplicate floods
def run_duplicates(settings: Settings, embedder: Any, *, seed: int, sizes: Sizes, report: Report,
                   progress: Progress) -> None:
    scenarios = generate_duplicates(seed, sizes.duplicate_namespaces, sizes.duplicate_topics)
    outcomes: list[dict[str, Any]] = []
    infos: list[dict[str, Any]] = []
    for n, scenario in enumerate(scenarios):
        label = f"duplicates {n + 1}/{len(scenarios)}"
        with _namespace(settings, embedder, scenario.name) as memory:
            write_history(memory, scenario.history, lambda m: progress(f"{label}: {m}"))
            memory.index_pending()
            statuses = _statuses(memory)
            every_lookalike = {c for group in scenario.groups.values() for c in group}
            infos.append({"name": scenario.name, "namespace": memory.namespace, "cells": len(scenario.history.cells),
                          "groups": {k: len(v) for k, v in scenario.groups.items()}})
            for query in scenario.queries:
                progress(f"{label}: {query.family} ({query.sub})")
                wanted = [need[0] for need in query.needs]
                own = set(query.group)
                for preset in PRESETS:
                    started = time.perf_counter()
                    response = memory.recall(query.text, K, focus=query.focus, preset=preset, record=False)
                    seconds = time.perf_counter() - started
                    ids = response.ids()
                    outcomes.append({
                        "qid": query.qid, "preset": preset, "family": query.family, "sub": query.sub,
                        "recall": sum(1 for c in wanted if c in ids) / len(wanted), "wanted": len(wanted),
                        "lookalikes": sum(1 for c in ids if c in own),
                        "other_lookalikes": sum(1 for c in ids if c in every_lookalike and c not in own),
                        "group_represented": any(c in own for c in ids),
                        "near_duplicate_traces": _near_duplicate_traces(response), "returned": len(ids),
                        "not_valid": sum(1 for c in ids if statuses.get(c, "valid") != "valid"), "seconds": seconds})
    report.data["duplicates"] = {"namespaces": infos, "outcomes": outcomes}
    columns = ["case", "n"] + [f"{p[:3]} R@10" for p in PRESETS] + [f"{p[:3]} near-dups" for p in PRESETS]
    columns += [f"{p[:3]} group traced" for p in PRESETS] + ["target"]
    section = Section("near-duplicate floods: distinct memories on the topic in the top 10 (R@10 in %, "
                      "near-duplicates of the flood per top 10; same run)", columns)
    for label, match in (("all", {}), ("  no focus", {"sub": "no focus"}),
                         ("  focus: a new task's step", {"sub": "focus: a new task's step"})):
        base = _rows(outcomes, preset=PRESETS[0], **match)
        if not base:
            continue
        row = [label, str(len(base))]
        row += [_pct(_mean([o["recall"] for o in _rows(outcomes, preset=p, **match)])) for p in PRESETS]
        row += [f"{_mean([o['lookalikes'] for o in _rows(outcomes, preset=p, **match)]):.1f}" for p in PRESETS]
        row += [str(sum(o["near_duplicate_traces"] for o in _rows(outcomes, preset=p, **match))) for p in PRESETS]
        section.rows.append(row + ["—"])
    floods = [size for info in infos for size in info["groups"].values()]
    section.notes.append(f"{len(infos)} namespaces, {len(floods)} floods of {min(floods)}–{max(floods)} near-identical "
                         f"results, each topic with 3–4 distinct memories elsewhere (a friend's tip, a saved fact, an "
                         f"earlier task's result and answer); R@10 = share of those in the top 10.")
    section.notes.append("group traced: results whose explanation carries a near_duplicates trace (a result standing "
                         "for its group), summed over the queries; 0 while recall has no such trace. The brief quoted "
                         "no target for this class.")
    report.sections.append(section)


# =================================================================================== stale floods
def run_stale(settings: Settings, embedder: Any, *, seed: int, sizes: Sizes, report: Report,
              progress: Progress) -> None:
    scenarios = generate_stale(seed, sizes.stale_topics, sizes.stale_drafts, sizes.stale_facts)
    outcomes: list[dict[str, Any]] = []
    infos: list[dict[str, Any]] = []
    for n, scenario in enumerate(scenarios):
        label = f"stale {n + 1}/{len(scenarios)}"
        with _namespace(settings, embedder, scenario.name) as memory:
            write_history(memory, scenario.history, lambda m: progress(f"{label}: {m}"))
            memory.index_pending()
            statuses = _statuses(memory)
            valid = sorted(k for k, s in statuses.items() if s == "valid")
            infos.append({"name": scenario.name, "namespace": memory.namespace, "topic": scenario.queries[0].family,
                          "cells": len(statuses),
                          "valid": len(valid), "drafts_not_valid": sum(1 for d in scenario.drafts
                                                                       if statuses.get(d) != "valid"),
                          "drafts": len(scenario.drafts), "expected_valid": len(scenario.valid)})
            for query in scenario.queries:
                progress(f"{label}: {query.text[:40]}")
                for preset in PRESETS:
                    for k in STALE_KS:
                        ids = memory.recall(query.text, k, focus=query.focus, preset=preset, record=False).ids()
                        expected = min(k, len(valid))
                        outcomes.append({"qid": query.qid, "preset": preset, "k": k, "sub": query.sub,
                                         "returned": len(ids), "expected": expected, "exact": len(ids) == expected,
                                         "not_valid": sum(1 for c in ids if statuses.get(c, "valid") != "valid")})
    report.data["stale"] = {"namespaces": infos, "outcomes": outcomes}
    columns = ["preset", "recalls", "returned exactly min(k, valid)", "not valid returned"]
    columns += [f"k={k}: returned" for k in STALE_KS] + ["target"]
    section = Section("stale floods: 120 invalidated near-duplicate drafts, 30 valid unrelated facts (same run)", columns)
    for preset in PRESETS:
        rows = _rows(outcomes, preset=preset)
        exact = sum(1 for o in rows if o["exact"])
        section.rows.append([preset, str(len(rows)), f"{exact}/{len(rows)} ({_pct(exact / len(rows))}%)",
                             str(sum(o["not_valid"] for o in rows))]
                            + [f"{_mean([o['returned'] for o in rows if o['k'] == k]):.1f}" for k in STALE_KS]
                            + ["100%, 0 not valid"])
    valid_counts = sorted({i["valid"] for i in infos})
    section.notes.append(f"{len(infos)} namespaces ({', '.join(i['topic'] for i in infos)}): drafts invalid or "
                         f"contaminated {sum(i['drafts_not_valid'] for i in infos)}/{sum(i['drafts'] for i in infos)}, "
                         f"valid cells per namespace {valid_counts} (the facts plus the request, task, plan and tool "
                         f"call of the drafting task); each query asked with k in {list(STALE_KS)}, with no focus or "
                         f"the drafting step as focus.")
    if any(i["valid"] != i["expected_valid"] for i in infos):
        section.notes.append("[yellow]ground truth check: valid cells read back differ from the generator's "
                             "expectation[/]")
    report.sections.append(section)


# =================================================================================== conversations
class TimedEmbedder:
    """The memory's embedder, timing each call: recall's embedding time is measured apart from the rest."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.name = inner.name
        self.dimension = inner.dimension
        self.seconds = 0.0

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        started = time.perf_counter()
        try:
            return self.inner.embed(texts)
        finally:
            self.seconds += time.perf_counter() - started


DENSE = "dense (exact cosine)"


def run_conversations(settings: Settings, embedder: Any, *, seed: int, sizes: Sizes, report: Report,
                      progress: Progress) -> None:
    timed = TimedEmbedder(embedder)
    outcomes: list[dict[str, Any]] = []
    infos: list[dict[str, Any]] = []
    modes: list[tuple[str, str, bool]] = [(p, p, False) for p in PRESETS]
    modes += [("balanced + session focus", "balanced", True), ("lineage + session focus", "lineage", True)]
    for turns in sizes.conversation_turns:
        for u in range(sizes.conversation_users):
            conversation = generate_conversation(seed + u, turns)
            label = f"conversation {turns} turns, user {u + 1}/{sizes.conversation_users}"
            keys = list(conversation.history.cells)
            progress(f"{label}: embedding {len(keys)} cells")
            started = time.perf_counter()
            vectors = embedder.embed([conversation.history.cells[k].content for k in keys])
            embed_seconds = time.perf_counter() - started
            matrix = np.asarray(vectors, dtype=np.float32)
            with _namespace(settings, timed, f"conv{turns}u{u}") as memory:
                write_history(memory, conversation.history, lambda m: progress(f"{label}: {m}"),
                              embeddings=dict(zip(keys, vectors)))
                memory.index_pending()
                infos.append({"namespace": memory.namespace, "turns": len(conversation.turns),
                              "sessions": len(conversation.sessions),
                              "cells": len(keys), "questions": len(conversation.queries), "seed": seed + u,
                              "embed_seconds_per_cell": embed_seconds / len(keys)})
                rng = random.Random(seed * 31 + turns + u)
                for query in conversation.queries[:3]:  # warm-up: connections, plans, caches
                    for _, preset, with_focus in modes:
                        memory.recall(query.text, K, preset=preset, record=False,
                                      focus=[conversation.new_session] if with_focus else [])
                for i, query in enumerate(conversation.queries):
                    progress(f"{label}: question {i + 1}/{len(conversation.queries)}")
                    evidence = set(query.evidence)
                    base = {"qid": query.qid, "turns": turns, "user": u, "qtype": query.qtype,
                            "words": len(query.text.split()), "weeks_ago": query.weeks_ago}
                    started = time.perf_counter()
                    vector = np.asarray(embedder.embed([query.text])[0], dtype=np.float32)
                    embedded = time.perf_counter() - started
                    top = [keys[j] for j in np.argsort(-(matrix @ vector), kind="stable")[:K]]
                    total = time.perf_counter() - started
                    outcomes.append({**base, "mode": DENSE, **_turn_scores(top, evidence), "seconds": total,
                                     "embed_seconds": embedded})
                    order = list(modes)
                    rng.shuffle(order)  # interleaved, so background noise hits every mode alike
                    for name, preset, with_focus in order:
                        timed.seconds = 0.0
                        started = time.perf_counter()
                        ids = memory.recall(query.text, K, preset=preset, record=False,
                                            focus=[conversation.new_session] if with_focus else []).ids()
                        total = time.perf_counter() - started
                        outcomes.append({**base, "mode": name, **_turn_scores(ids, evidence), "seconds": total,
                                         "embed_seconds": timed.seconds})
    report.data["conversations"] = {"users": infos, "outcomes": outcomes}
    _conversation_sections(outcomes, infos, [m for m, _, _ in modes], sizes, report)


def _turn_scores(ids: Sequence[str], evidence: set[str]) -> dict[str, float]:
    return {"recall": sum(1 for c in ids[:K] if c in evidence) / len(evidence),
            "hit1": float(bool(ids) and ids[0] in evidence)}


def _conversation_sections(outcomes: list[dict[str, Any]], infos: list[dict[str, Any]], modes: list[str],
                           sizes: Sizes, report: Report) -> None:
    names = [DENSE, *modes]
    short = {DENSE: "dense", "semantic": "sem", "balanced": "bal", "lineage": "lin",
             "balanced + session focus": "bal·s", "lineage + session focus": "lin·s"}
    columns = ["case", "questions"] + [f"{short[m]} R@10" for m in names]
    columns += [f"{short[m]} Hit@1" for m in (DENSE, *PRESETS)] + ["bal − dense", "target"]
    section = Section("long conversations: evidence turns in the top 10 (turn-level recall@10 and Hit@1, %; "
                      "questions asked weeks later; same embedder, same run)", columns)
    cases: list[tuple[str, Callable[[dict[str, Any]], bool], str]] = [("all", lambda o: True, "bal ≥ dense + 10")]
    cases += [(f"  {t:,} turns per user", (lambda t: lambda o: o["turns"] == t)(t), "")
              for t in sizes.conversation_turns]
    cases += [("  one evidence turn", lambda o: o["qtype"] == "single", ""),
              ("  two turns of different sessions", lambda o: o["qtype"] != "single", "")]
    summary: dict[str, Any] = {}
    for label, pred, target in cases:
        per = {m: [o for o in outcomes if o["mode"] == m and pred(o)] for m in names}
        if not per[DENSE]:
            continue
        r10 = {m: _mean([o["recall"] for o in rows]) for m, rows in per.items()}
        h1 = {m: _mean([o["hit1"] for o in rows]) for m, rows in per.items()}
        section.rows.append([label, str(len(per[DENSE]))] + [_pct(r10[m]) for m in names]
                            + [_pct(h1[m]) for m in (DENSE, *PRESETS)]
                            + [f"{100 * (r10['balanced'] - r10[DENSE]):+.1f}", target])
        summary[label.strip()] = {m: {"recall@10": r10[m], "hit@1": h1[m]} for m in names}
    words = [o["words"] for o in outcomes if o["mode"] == DENSE]
    section.notes.append(
        f"{len(infos)} users, {sum(i['turns'] for i in infos):,} turns in {sum(i['sessions'] for i in infos)} sessions; "
        f"questions of {min(words)}–{max(words)} words (median {statistics.median(words):g}), paraphrasing the evidence, "
        f"asked {_mean([o['weeks_ago'] for o in outcomes if o['mode'] == DENSE]):.1f} weeks after it on average.")
    section.notes.append("dense = flat exact cosine search with numpy over the vectors of every cell of the namespace "
                         "(the same vectors written to PostgreSQL, same embedder); recall modes: no focus (the "
                         "question opens a new session), ·s = focus on the new session's cell.")
    report.sections.append(section)

    latency = Section("long conversations: latency per question (record=False, modes interleaved; same run)",
                      ["turns", "mode", "p50 incl. embedding", "p95 incl. embedding", "p50 excl.", "p95 excl.",
                       "embedding p50", "p95 vs semantic", "target"])
    for turns in sizes.conversation_turns:
        sem = [o["seconds"] for o in outcomes if o["turns"] == turns and o["mode"] == "semantic"]
        sem_p95 = _quantile(sem, 0.95)
        for mode in names:
            rows = [o for o in outcomes if o["turns"] == turns and o["mode"] == mode]
            if not rows:
                continue
            total = [o["seconds"] for o in rows]
            bare = [o["seconds"] - o["embed_seconds"] for o in rows]
            p95 = _quantile(total, 0.95)
            latency.rows.append([f"{turns:,}", mode, _ms(_quantile(total, 0.5)), _ms(p95), _ms(_quantile(bare, 0.5)),
                                 _ms(_quantile(bare, 0.95)), _ms(_quantile([o["embed_seconds"] for o in rows], 0.5)),
                                 "" if mode in (DENSE, "semantic") else f"{p95 / sem_p95:.2f}×",
                                 "≤ 2.00×" if mode == "balanced" else ""])
            summary[f"latency:{turns}:{mode}"] = {"p50": _quantile(total, 0.5), "p95": p95,
                                                   "p50_excl_embedding": _quantile(bare, 0.5),
                                                   "p95_excl_embedding": _quantile(bare, 0.95)}
    latency.notes.append("every question has ten or more words; the dense baseline's time is its query embedding "
                         "plus a numpy matrix product over the namespace (no server round trip).")
    report.sections.append(latency)
    report.data["conversations_summary"] = summary
