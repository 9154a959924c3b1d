"""The scenario classes of `memlineage bench recall`: generators that are deterministic by seed and whose
ground truth holds (plain unit tests, no servers), and each class run end to end at a tiny size against the
real test servers."""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime, timedelta, timezone

import pytest
from typer.testing import CliRunner

from memgraph_py import Settings
from memgraph_py.cli import app
from memgraph_py.connections import Neo4jStore
from memgraph_py.recall import RecallConfig
from memlineage_bench import queries as bench_queries
from memlineage_bench.conversations import generate_conversation, max_shared_words
from memlineage_bench.histories import History
from memlineage_bench.recall import Report
from memlineage_bench.recall_scenarios import Sizes, run_scenarios
from memlineage_bench.scenarios import FAMILIES, generate_duplicates, generate_stale, generate_standing

END = datetime(2026, 3, 2, 9, 30, tzinfo=timezone.utc)


def ancestors(history: History, key: str) -> set[str]:
    seen: set[str] = set()
    stack = list(history.cells[key].parents)
    while stack:
        parent = stack.pop()
        if parent not in seen:
            seen.add(parent)
            stack += history.cells[parent].parents
    return seen


def shape(history: History) -> list[tuple]:
    cells = [(c.key, c.kind, c.content, tuple(c.parents), c.at) for c in history.cells.values()]
    queries = [(q.qid, q.text, [tuple(n) for n in q.needs], tuple(q.focus)) for q in history.queries]
    ops = [(o.op, o.old, len(o.cells)) for o in history.ops]
    return [cells, queries, ops]


# --- determinism ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("generate", [
    lambda seed: [s.history for s in generate_standing(seed, users=8, per_namespace=3, alone=2, end=END)],
    lambda seed: [s.history for s in generate_duplicates(seed, namespaces=2, topics=3, end=END)],
    lambda seed: [s.history for s in generate_stale(seed, topics=2, end=END)],
    lambda seed: [generate_conversation(seed, 200, end=END).history],
], ids=["standing", "duplicates", "stale", "conversations"])
def test_generators_are_deterministic_by_seed(generate) -> None:
    first, again, other = generate(4), generate(4), generate(5)
    assert [shape(h) for h in first] == [shape(h) for h in again]
    assert [shape(h) for h in first] != [shape(h) for h in other]


# --- standing constraints ------------------------------------------------------------------------------
def test_the_standing_constraint_is_a_sibling_of_the_new_task_under_the_users_root_not_its_ancestor() -> None:
    scenarios = generate_standing(2, users=20, per_namespace=4, alone=4, end=END)
    assert sorted(len(s.standing) for s in scenarios) == [1, 1, 1, 1, 4, 4, 4, 4]
    parents_seen = set()
    for scenario in scenarios:
        h = scenario.history
        roots = [k for k, c in h.cells.items() if not c.parents]
        assert sorted(roots) == sorted(scenario.standing)  # one root per user, nothing else is a root
        for query in scenario.queries:
            (constraint,), step = query.needs[0], query.focus[0]
            task = h.cells[step].parents[0]
            assert h.cells[task].kind == "task" and h.cells[step].kind == "plan"
            assert h.cells[constraint].kind in ("constraint", "preference", "fact")
            assert constraint not in ancestors(h, step) and task not in ancestors(h, constraint)
            assert query.user in ancestors(h, constraint) | {constraint} and query.user in ancestors(h, task)
            if query.parent == "profile":  # siblings under the profile: three hops from the step
                assert h.cells[constraint].parents[0] in h.cells[task].parents and query.distance == 3
            else:
                assert h.cells[constraint].parents == [query.user] and query.distance == 4
            parents_seen.add(query.parent)
            own = scenario.standing[query.user]
            assert constraint in own and 3 <= len(own) <= 6
            assert all(scenario.users[k] == query.user for k in own)
            # the look-alikes: near-identical results of one tool call of another task of the same user
            group = query.group
            assert len(group) >= 25 and len({h.cells[k].content for k in group}) == len(group)
            assert {tuple(h.cells[k].parents) for k in group} == {tuple(h.cells[group[0]].parents)}
            assert all(scenario.users[k] == query.user for k in group) and not set(group) & ancestors(h, step)
            assert len(query.text.split()) >= 5
    assert parents_seen == {"profile", "root"}


def test_standing_users_cover_every_topic_family_with_varied_wording() -> None:
    scenarios = generate_standing(1, end=END)
    queries = [q for s in scenarios for q in s.queries]
    assert len(queries) == 30 and {q.family for q in queries} == {f.name for f in FAMILIES}
    assert len({q.text for q in queries}) >= 0.8 * len(queries)  # two users may ask alike ("Plan the meals…")
    assert {q.sub for q in queries} == {"the user's request", "the task's text"}
    kinds = {s.history.cells[q.needs[0][0]].kind for s in scenarios for q in s.queries}
    assert kinds == {"constraint", "preference", "fact"}


# --- near-duplicate floods -----------------------------------------------------------------------------
def test_near_duplicate_floods_have_distinct_relevant_memories_outside_the_flood() -> None:
    for scenario in generate_duplicates(3, namespaces=2, topics=4, end=END):
        h = scenario.history
        assert len(scenario.groups) == 4 and all(len(g) >= 30 for g in scenario.groups.values())
        flooded = {k for g in scenario.groups.values() for k in g}
        by_family = defaultdict(list)
        for query in scenario.queries:
            wanted = [need[0] for need in query.needs]
            assert 3 <= len(wanted) <= 4 and not set(wanted) & flooded and all(k in h.cells for k in wanted)
            assert len({h.cells[k].kind for k in wanted}) == len(wanted)  # from different contexts
            by_family[query.family].append(query.sub)
        assert all(sorted(v) == ["focus: a new task's step", "no focus"] for v in by_family.values())


# --- stale floods --------------------------------------------------------------------------------------
def test_stale_floods_invalidate_every_draft_and_leave_the_facts_valid() -> None:
    for scenario in generate_stale(2, topics=3, end=END):
        h = scenario.history
        assert len(scenario.drafts) == 120 and len(set(h.cells[d].content for d in scenario.drafts)) == 120
        assert set(scenario.drafts) <= h.dead
        facts = [k for k, c in h.cells.items() if c.kind == "fact"]
        assert len(facts) == 30 and not set(facts) & h.dead and all(not h.cells[k].parents for k in facts)
        assert len(scenario.valid) == 34  # the facts + request, task, plan and tool call of the drafting task
        invalidated = [o.old for o in h.ops if o.op == "invalidate"]
        assert len(invalidated) == 61 and set(invalidated) - set(scenario.drafts) == {
            next(k for k, c in h.cells.items() if c.kind == "tool_result")}
        assert all(q.stale == scenario.drafts for q in scenario.queries) and len(scenario.queries) == 3


# --- conversations -------------------------------------------------------------------------------------
@pytest.mark.parametrize("turns", [420, 840])
def test_conversations_questions_paraphrase_evidence_turns_weeks_back(turns: int) -> None:
    conversation = generate_conversation(7, turns, end=END)
    h = conversation.history
    assert abs(len(conversation.turns) - turns) <= 2
    assert h.cells[conversation.root].parents == []
    for session in [*conversation.sessions, conversation.new_session]:
        assert h.cells[session].parents == [conversation.root]
    for key in conversation.turns:  # every turn derives only from its session
        cell = h.cells[key]
        assert cell.kind in ("user_input", "llm_output") and len(cell.parents) == 1
        assert cell.parents[0] in conversation.sessions
    times = [h.cells[s].at for s in conversation.sessions]
    assert max(times) - min(times) > timedelta(weeks=8) and END - max(times) >= timedelta(days=14)
    assert len(conversation.queries) >= 25
    assert {q.qtype for q in conversation.queries} == {"single", "pair", "update"}
    for query in conversation.queries:
        assert len(query.text.split()) >= 10 and query.focus == []
        assert query.needs == [[e] for e in query.evidence] and len(query.evidence) in (1, 2)
        texts = [h.cells[e].content for e in query.evidence]
        assert all(e in conversation.turns for e in query.evidence)
        assert all(t not in query.text for t in texts)
        assert max(max_shared_words(query.text, t) for t in texts) <= 5  # paraphrased, not copied
        assert all(any(a in t for t in texts) for a in query.answers)
        if len(query.evidence) == 2:
            first, second = (h.cells[e] for e in query.evidence)
            assert first.parents != second.parents  # two different sessions


def test_the_same_people_and_things_recur_across_sessions_in_other_contexts() -> None:
    conversation = generate_conversation(3, 420, end=END)
    h = conversation.history
    evidence = {e for q in conversation.queries for e in q.evidence}
    for entity in ("pet", "partner", "sister", "car", "friend"):
        name = conversation.world[entity]
        turns = [t for t in conversation.turns if name in h.cells[t].content]
        assert len({h.cells[t].parents[0] for t in turns}) >= 5, entity
        assert len([t for t in turns if t not in evidence]) > len([t for t in turns if t in evidence]), entity


# --- CLI -----------------------------------------------------------------------------------------------
def test_bench_recall_refuses_unknown_classes() -> None:
    result = CliRunner().invoke(app, ["bench", "recall", "--classes", "standing,nonsense", "--sizes", ""])
    assert result.exit_code != 0 and "nonsense" in result.output


# --- end to end, tiny, against the real servers --------------------------------------------------------
def test_every_scenario_class_runs_end_to_end_and_reports_its_section(local_servers: Settings, embedder) -> None:
    report = Report()
    sizes = Sizes(standing_users=3, standing_per_namespace=2, standing_alone=1, duplicate_namespaces=1,
                  duplicate_topics=2, stale_topics=1, stale_drafts=20, stale_facts=12, conversation_turns=(60,),
                  conversation_users=1)
    messages: list[str] = []
    run_scenarios(local_servers, embedder, ["standing", "duplicates", "stale", "conversations"], seed=1,
                  report=report, progress=messages.append, sizes=sizes)
    titles = [s.title.split(":")[0] for s in report.sections]
    assert titles == ["standing constraints", "standing constraints", "near-duplicate floods", "stale floods",
                      "long conversations", "long conversations"]
    standing = report.data["standing"]["outcomes"]
    assert len(standing) == 3 * 3 and {o["preset"] for o in standing} == {"semantic", "balanced", "lineage"}
    assert all(o["returned"] == 10 for o in standing)
    stale = report.data["stale"]
    (info,) = stale["namespaces"]
    assert info["drafts_not_valid"] == 20 and info["valid"] == info["expected_valid"] == 16
    assert {o["k"] for o in stale["outcomes"]} == {1, 5, 10, 20, 30}
    conversations = report.data["conversations"]["outcomes"]
    modes = {o["mode"] for o in conversations}
    assert "dense (exact cosine)" in modes and "balanced + session focus" in modes
    assert all(0.0 <= o["recall"] <= 1.0 and o["embed_seconds"] > 0 for o in conversations)
    assert messages  # progress was reported
    # the namespaces are gone from Neo4j
    namespaces = [i["namespace"] for key in ("standing", "duplicates", "stale") for i in report.data[key]["namespaces"]]
    namespaces += [i["namespace"] for i in report.data["conversations"]["users"]]
    assert len(namespaces) == 2 + 1 + 1 + 1
    neo = Neo4jStore(local_servers)
    try:
        for name in namespaces:
            assert neo.run(bench_queries.cypher("count_namespace"), {"namespace": name}, write=False)[0]["cells"] == 0
    finally:
        neo.close()


# --- evolution: questions whose answer is a changed preference's newest version -------------------------
def test_evolution_questions_ask_for_the_newest_version_from_each_period_of_a_changed_preference() -> None:
    from memlineage_bench.histories import generate

    asked = 0
    for seed in (1, 2, 3):
        history = generate(seed, 60, end=END)
        supersedes = {o.new.key: o.old for o in history.ops if o.op == "supersede"}
        for query in (q for q in history.queries if q.cls == "evolution"):
            asked += 1
            newest = query.needs[0]
            assert len(query.needs) == 1 and not set(newest) & history.dead  # the newest version, still valid
            stored = next(k for k in newest if history.cells[k].kind != "user_input")
            chain, key = [], stored
            while key in supersedes:
                key = supersedes[key]
                chain.append(key)
            assert chain and set(chain) <= set(query.stale)  # every older version counts as stale
            # the question is worded far from every version: fewer than 3 words in common with any
            assert all(max_shared_words(query.text, history.cells[k].content) < 3 for k in [stored, *chain])
            if query.sub == "no focus":
                assert not query.focus
            else:
                # asked from a task resting on the version of its period (the newest or an older one)
                rests_on = ancestors(history, query.focus[0]) & {stored, *chain}
                assert rests_on == ({stored} if query.sub == "rests on the newest" else rests_on) and rests_on
                assert (stored in rests_on) == (query.sub == "rests on the newest")
    assert asked >= 40


def test_the_histories_class_lists_every_newest_version_miss_and_fits_on_the_training_half_only(
        local_servers: Settings, embedder) -> None:
    from memlineage_bench.recall import run_history

    # four sessions of seed 2: 175 memories, 35 questions, 15 of them on changed preferences (24 sessions wrote
    # 698 memories for 60 questions, and at the time of writing missed none, so the loop below checked nothing)
    history, outcomes, info = run_history(local_servers, embedder, 2, 4, lambda _: None)
    changed = [o for o in outcomes if o.mode in ("balanced", "lineage")
               and ((o.cls == "preference" and o.sub == "changed") or o.cls == "evolution")]
    assert changed  # the short history still has changed preferences to ask about
    misses = info.get("misses", [])
    # one entry per query that missed, with what outranked the newest version
    assert sorted((m["mode"], m["query"]) for m in misses) == sorted((o.mode, o.qid) for o in changed if not o.first5)
    for m in misses:
        assert m["rank"] is None or m["rank"] > 5
        assert len(m["top"]) >= 5 and not any(t["target"] for t in m["top"][:5])
        assert m["target"] and m["older_versions"]
        # the same recall to MISS_DEPTH: where the newest version stood, with the routes that brought it
        assert m["deep_rank"] is None or (m["deep_routes"] and "semantic" in m["deep_components"])
        # and where it stood among the user's standing memories by similarity (what a premise credit can reach)
        assert m["standing_rank"] == info["standing_ranks"][m["query"]] >= 1
    learning = info["learning"]
    # the fit saw the training half and its repeats only; no held-out question shares an answer with it
    assert learning["train"] + learning["test"] == len(history.queries) and learning["shared_answers"] == 0
    assert learning["repeats"] > 0 and learning["fitted_on"] <= learning["train"] + learning["repeats"]
    assert learning["questions"] <= learning["train"]  # repeats count as the question they repeat
    assert learning["learner"] == "start" or learning["shrinkage"] > 0
    assert all(len(v) == learning["test"] for v in learning["ndcg"].values())
    # proportions move, not the scale: the learned weights keep balanced's total
    balanced = RecallConfig.preset("balanced").weights.as_map()
    assert abs(sum(learning["weights"].values()) - sum(balanced.values())) < 1e-2


def test_a_changed_preferences_place_among_standing_memories_counts_its_older_versions_similarity(embedder) -> None:
    from dataclasses import replace

    from memlineage_bench.histories import generate
    from memlineage_bench.recall import _changed, standing_ranks

    history = generate(1, 60)
    statuses = {k: "superseded" if k in history.dead else "valid" for k in history.cells}
    changed = [q for q in history.queries if _changed(q)]
    standing = sum(1 for k, c in history.cells.items() if c.kind in ("preference", "constraint") and k not in history.dead)
    ranks = standing_ranks(embedder, history, statuses)
    assert set(ranks) == {q.qid for q in changed} and all(1 <= r <= standing for r in ranks.values())
    # asked in the words of the newest version, or of an older one (version similarity), the answer comes first
    query = next(q for q in changed if ranks[q.qid] > 1)
    old = next(k for k in query.stale if history.cells[k].kind in ("preference", "constraint"))
    for text in (history.cells[query.needs[0][0]].content, history.cells[old].content):
        asked = replace(history, queries=[replace(query, text=text)])
        assert standing_ranks(embedder, asked, statuses) == {query.qid: 1}


# --- usage: the agent records which standing memories each step used --------------------------------------
@pytest.mark.parametrize("seed", [1, 2])
def test_usage_histories_add_only_the_uses_and_keep_every_cell_question_and_answer(seed: int) -> None:
    from memlineage_bench.histories import APPLIES, PROFILE, generate

    plain, used = generate(seed, 60, end=END), generate(seed, 60, end=END, usage=True)
    assert [(c.key, c.kind, c.content, c.at) for c in plain.cells.values()] == \
        [(c.key, c.kind, c.content, c.at) for c in used.cells.values()]
    assert [(q.qid, q.cls, q.sub, q.text, q.needs, q.stale, q.focus) for q in plain.queries] == \
        [(q.qid, q.cls, q.sub, q.text, q.needs, q.stale, q.focus) for q in used.queries]
    assert plain.dead == used.dead
    stored = {p.stored for p in PROFILE} | {v for p in PROFILE for _, v in p.versions}
    edges = applicable = 0
    for key, cell in used.cells.items():
        # the uses are extra parents, and nothing else changed
        assert [p for p in cell.parents if p not in cell.used] == plain.cells[key].parents
        for parent in cell.used:
            edges += 1
            assert used.cells[parent].content in stored and used.cells[parent].kind in ("preference", "constraint")
            assert used.cells[parent].at < cell.at
            name = next(p.name for p in PROFILE if used.cells[parent].content in (p.stored, *(v for _, v in p.versions)))
            applicable += any(where.startswith(f"{_domain_of(used, key)}/") for where in APPLIES[name])
    assert edges > 100  # a history of 60 sessions records a use in most of them
    assert applicable / edges > 0.8  # mostly where the memory applies; a few strays, as an agent leans on recall


def _domain_of(history: History, key: str) -> str:
    """The domain of the session a cell belongs to, read from its task's wording (one task per session)."""
    import re

    from memlineage_bench.histories import DOMAINS

    cell = history.cells[key]
    task = next(c for c in history.cells.values() if c.session == cell.session and c.kind == "task")
    return next(d.name for d in DOMAINS for t in d.tasks
                if re.fullmatch(".+".join(re.escape(part) for part in re.split(r"\{[a-z0-9_]+\}", t)), task.content))


def test_a_usage_history_records_each_use_through_the_agents_own_recall(memory) -> None:
    from memlineage_bench.histories import generate
    from memlineage_bench.recall import write_history

    history = generate(3, 10, end=END, usage=True)
    uses = [(key, parent) for key, cell in history.cells.items() for parent in cell.used]
    assert uses
    write_history(memory, history, lambda _: None)
    for step, preference in uses:
        # the preference came back from a recall before the step, and the step derives from it through that recall
        assert any(step in u.informed for u in memory.usage(preference)), (step, preference)


def test_repeated_questions_keep_their_ground_truth_and_the_halves_share_no_answer() -> None:
    from memlineage_bench.histories import answer_groups, generate, halves, repeats

    for seed in (1, 2):
        history = generate(seed, 60, end=END)
        before = shape(history)
        again = repeats(history, 4)
        assert shape(history) == before  # asking again changes nothing the rest of the bench scores
        assert len(again) > len(history.queries)
        children = defaultdict(set)
        for child, parent in history.edges:
            children[parent].add(child)
        for original, query in again:
            assert (query.needs, query.stale, query.cls) == (original.needs, original.stale, original.cls)
            assert query.text in original.wordings and (query.text, query.focus) != (original.text, original.focus)
            if query.focus != original.focus and query.focus:
                # another live step of the same task: the preference it rests on is the same
                (task,) = [p for p in history.cells[original.focus[0]].parents if history.cells[p].kind == "task"]
                assert query.focus[0] in children[task] and query.focus[0] not in history.dead
            if query.cls == "evolution":  # still worded far from every version
                assert all(max_shared_words(query.text, history.cells[k].content) < 3
                           for k in query.needs[0] + query.stale)
        assert len({q.qid for _, q in again}) == len(again)
        train, test = halves(history.queries, seed)
        assert sorted(q.qid for q in train + test) == sorted(q.qid for q in history.queries)
        answers = [{c for q in half for need in q.needs for c in need} for half in (train, test)]
        assert not answers[0] & answers[1]
        groups = answer_groups(history.queries)
        largest = max(sum(1 for g in groups.values() if g == n) for n in set(groups.values()))
        assert abs(len(train) - len(test)) <= largest


def test_the_learning_class_runs_only_the_learned_weights_part_of_a_history(local_servers: Settings) -> None:
    from memlineage_bench.recall import run_quality

    report = Report()
    # four sessions of seed 3 (185 memories, 40 questions) give the learning part as many training recalls as 16
    # did (54 with their repeats; 16 sessions: 51), at 185 memories written twice instead of 450
    run_quality(local_servers, histories=1, sessions=4, seed=3, report=report, progress=lambda _: None,
                classes=["learning"])
    (section,) = report.sections
    assert section.title.startswith("learned fusion weights vs balanced")
    (row,) = section.rows
    assert row[0] == "3" and section.notes and "mean gap" in section.notes[0]
    (info,) = report.data["quality"]["histories"]
    assert report.data["quality"]["outcomes"] == []  # the presets' own questions were not asked
    learning = info["learning"]
    assert learning["train"] + learning["test"] == info["queries"] and learning["shared_answers"] == 0
    presets = {"balanced", "learned", "learned-unchecked"}
    assert set(learning["ndcg"]) == set(learning["training_answers_in_top"]) == presets


def test_the_learning_protocol_on_conversations_fits_on_training_questions_only(local_servers: Settings,
                                                                                 embedder) -> None:
    from memlineage_bench.histories import halves, repeats
    from memlineage_bench.recall_learning import learn_on_conversations

    conversation = generate_conversation(7, 80)
    again = repeats(conversation.history, 4)
    assert again and all(q.needs == o.needs and q.text in o.wordings and q.text != o.text for o, q in again)
    report = Report()
    (info,) = learn_on_conversations(local_servers, embedder, seed=7, count=1, turns=80, report=report,
                                     progress=lambda _: None)
    learning = info["learning"]
    questions = {q.qid: q for q in conversation.queries}
    train, test = halves(conversation.queries, 7)
    # the halves are whole questions, share no evidence turn, and are the split learn_on_half used
    assert learning["train_qids"] == [q.qid for q in train] and learning["test_qids"] == [q.qid for q in test]
    assert sorted(learning["train_qids"] + learning["test_qids"]) == sorted(questions)
    answers = [{c for qid in learning[half] for need in questions[qid].needs for c in need}
               for half in ("train_qids", "test_qids")]
    assert not answers[0] & answers[1] and learning["shared_answers"] == 0
    # the fit saw the training recalls and their repeats only, each tagged with its training question
    assert set(learning["fit_questions"]) <= set(learning["train_qids"])
    assert 0 < learning["fitted_on"] <= learning["train"] + learning["repeats"]
    presets = {"balanced", "learned", "learned-unchecked"}
    assert set(learning["ndcg"]) == set(learning["clean_ndcg"]) == presets
    assert all(len(v) == learning["test"] for v in [*learning["ndcg"].values(), *learning["clean_ndcg"].values()])
    (section,) = report.sections
    assert section.title.startswith("long conversations (80 turns)") and section.columns[0] == "conversation"
    (row,) = section.rows
    assert row[0] == "7" and "mean gap" in section.notes[0] and "clean twin" in section.notes[0]
    assert report.data["learning_conversations"]["conversations"] == [info]


def test_the_latency_table_times_the_one_call_recall_beside_the_two_call_one(local_servers: Settings) -> None:
    """bench recall's latency part has a row for balanced + focus with one Neo4j call (Settings.recall_one_call): the
    corpus gets its embedding copies first, so that row's recalls really take the one call (no two-call fallback)."""
    from memlineage_bench.recall import run_latency

    report = Report()
    run_latency(local_servers, 1000, query_count=4, exact_count=2, report=report, progress=lambda _: None)
    (result,) = report.data["latency"]
    assert result["copied_embeddings"] == 1000
    one = "recall balanced + focus, one Neo4j call, record=False"
    assert one in result["latency"] and result["latency"][one]["n"] == 4
    split = result["neo4j_split_p50"]
    # the one call, never the two-call way (a record=True mode's background write may land in any mode's trace)
    assert "recall_neighbourhood_rank" in split[one] and not {"recall_neighbourhood", "recall_rank_read"} & set(split[one])
    assert {"recall_neighbourhood", "recall_rank_read"} <= set(split["recall balanced + focus, record=False"])
    (section,) = report.sections
    row = next(r for r in section.rows if r[1] == one)
    assert row[4].startswith("one call ") and row[5].endswith("×")


def test_the_latency_tracer_keeps_no_statement_parameters() -> None:
    """A 1M run copies embeddings page by page; a tracer that kept each event kept every page's vectors."""
    from memgraph_py.connections import QueryEvent
    from memlineage_bench.recall import _Tracer

    tracer = _Tracer()
    tracer(QueryEvent(store="neo4j", name="recall.neighbourhoodRank", parameters={"vector": [0.1] * 384},
                      seconds=0.004, rows=10))
    assert tracer.events == [("recall.neighbourhoodRank", 0.004)]
