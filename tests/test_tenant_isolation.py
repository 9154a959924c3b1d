"""Tenant isolation, fuzzed (issue 14): another namespace's ids — cells, invalidations, retrievals, conflicts —
passed to every `memlineage.*` procedure (enumerated from SHOW PROCEDURES, so a procedure is covered the day it
lands) and to every public client method that takes an id. Each call is refused with a typed MemLineage error
or answers without the victim's data, and the victim's namespace is unchanged, node for node and row for row.
"""

from __future__ import annotations

import inspect
import time
import uuid
from typing import Any, Callable

import pytest

from memgraph_py import Memory, MemLineageError, Settings
from memgraph_py.connections import Neo4jStore, PgStore
from memgraph_py.errors import translate_neo4j_error

from test_bad_input import store_state

#: every victim memory carries this marker, so any leak of its content into a result is visible
SECRET = "victim-secret-7f3a"

#: procedures that hold no tenant data and take no namespace
GLOBAL_PROCEDURES = {"memlineage.meta.errors", "memlineage.schema.migrate", "memlineage.schema.status"}


class Victim:
    """A namespace with one of everything an id can name: cells in a lineage, an active invalidation, a
    recorded retrieval with feedback, a supersession, a relation and an open conflict."""

    def __init__(self, memory: Memory) -> None:
        m = memory
        self.question = m.remember(f"{SECRET}: where should I travel in May?", "user_input")
        self.weather = m.remember(f"{SECRET}: Vienna in May is 18°C", "tool_result", [self.question], tags=["trip"],
                                  source="weather-api")
        self.advice = m.remember(f"{SECRET}: go to Vienna", "llm_output", [self.weather, self.question])
        self.likes = m.remember(f"{SECRET}: I like warm places", "preference")
        self.dislikes = m.remember(f"{SECRET}: I do not like warm places", "preference")
        self.old = m.remember(f"{SECRET}: budget is 900 EUR", "constraint")
        m.supersede(self.old.id, f"{SECRET}: budget is 1200 EUR", reason="raised")
        m.relate(self.likes, self.advice, "SUPPORTS", strength=0.6)
        self.conflict = m.open_conflict(self.likes, self.dislikes, evidence=f"{SECRET}: both stated").id
        response = m.recall(f"{SECRET} travel", k=3, record=True)
        self.retrieval = response.retrieval_id
        m.feedback(self.retrieval, response.results[0].cell.id, 1.0)
        self.invalidation = m.invalidate(self.weather.id, reason=f"{SECRET}: stale", by="victim").id

    def ids(self, category: str) -> list[str]:
        return {"cell": [self.question.id, self.weather.id, self.advice.id, self.likes.id, self.old.id],
                "invalidation": [self.invalidation], "retrieval": [self.retrieval],
                "conflict": [self.conflict]}[category]


@pytest.fixture
def two_tenants(local_servers: Settings, embedder):  # type: ignore[no-untyped-def]
    victim_ns, attacker_ns = f"victim-{uuid.uuid4().hex[:10]}", f"attacker-{uuid.uuid4().hex[:10]}"
    with Memory(victim_ns, settings=local_servers, embedder=embedder) as victim_memory, \
            Memory(attacker_ns, settings=local_servers, embedder=embedder) as attacker:
        victim = Victim(victim_memory)
        own = attacker.remember("my own note about trains", "fact")
        mine = attacker.recall("trains", k=1, record=True)
        yield victim, attacker, own.id, mine.retrieval_id


# --- procedures -----------------------------------------------------------------------------------
def _procedures(neo: Neo4jStore) -> list[tuple[str, list[dict[str, Any]]]]:
    records, _, _ = neo.driver.execute_query(
        "SHOW PROCEDURES YIELD name, argumentDescription WHERE name STARTS WITH 'memlineage.' "
        "RETURN name, argumentDescription ORDER BY name")
    return [(r["name"], r["argumentDescription"]) for r in records]


#: which id category a STRING / LIST<STRING> argument names (the others get fixed, valid values)
ID_ARGS = {"id": "cell", "from": "cell", "to": "cell", "a": "cell", "b": "cell", "child": "cell", "old": "cell",
           "oldId": "cell", "replacement": "cell", "keep": "cell", "parents": "cell", "focus": "cell",
           "invalidation": "invalidation", "retrieval": "retrieval", "retrievals": "retrieval",
           "conflictId": "conflict", "ids": "cell", "sources": "cell", "summary": "cell"}
FIXED = {"reason": "fuzz", "by": "fuzz", "type": "SUPPORTS", "status": "open", "direction": "both",
         "rule": "review", "signal": 1.0, "success": True, "invalidate": False, "entities": [], "types": [],
         "cascade": "erase", "dryRun": False, "vector": [0.05] * 384}


def _maps(name: str, victim_id: str, own_id: str) -> Any:
    """LIST<MAP> / MAP arguments that carry an id: the victim's, beside valid values otherwise."""
    return {
        "cells": [{"id": f"fuzz-{uuid.uuid4().hex[:8]}", "kind": "fact", "content": "fuzz", "parents": [victim_id]}],
        "edges": [{"child": own_id, "parent": victim_id}],
        "candidates": [{"id": victim_id, "semantic": 0.9, "keyword": 0.5}],
        "hits": [{"id": victim_id, "rank": 1, "score": 1.0}],
        "relations": [{"from": own_id, "to": victim_id, "type": "SUPPORTS"}],
        "cell": {"id": f"fuzz-{uuid.uuid4().hex[:8]}", "kind": "fact", "content": "fuzz"},
        # the victim's tag, source and an entity it mentions: a selector must not reach across namespaces
        "selector": {"tag": "trip", "source": "weather-api", "entity": "Vienna"},
        "versions": [{"old": victim_id, "id": f"fuzz-{uuid.uuid4().hex[:8]}", "kind": "fact", "content": "fuzz",
                      "parents": [victim_id]}],
    }.get(name, {})


def _calls(args: list[dict[str, Any]], victim: Victim, attacker_ns: str, own: dict[str, str]
           ) -> list[tuple[str, dict[str, Any]]]:
    """One call per (id argument, victim id): that argument names the victim's thing, the other id
    arguments the attacker's own, so 'one end mine, the other yours' is tried for every pair."""
    calls = []
    id_args = [a["name"] for a in args if a["name"] in ID_ARGS or a["name"] == "rows"
               or a["type"].startswith(("LIST<MAP>", "MAP"))]
    for target in id_args:
        category = ID_ARGS.get(target, "cell")
        for victim_id in victim.ids(category):
            params: dict[str, Any] = {}
            for a in args:
                name, typ = a["name"], a["type"]
                if name == "namespace":
                    value: Any = attacker_ns
                elif name == "rows":  # copyEmbeddings: [[id, vector]], the victim's cell given a copy
                    value = [[victim_id if name == target else own["cell"], [0.05] * 384]]
                elif name in ID_ARGS:
                    chosen = victim_id if name == target else own[ID_ARGS[name]]
                    value = [chosen] if typ.startswith("LIST") else chosen
                elif typ.startswith(("LIST<MAP>", "MAP")):
                    value = _maps(name, victim_id if name == target else own["cell"], own["cell"])
                elif name in FIXED:
                    value = FIXED[name]
                elif name == "asOf":
                    value = int(time.time() * 1000)
                elif a.get("default") is not None:
                    continue  # an optional argument: its default
                else:
                    raise AssertionError(f"no fuzz value for argument {name}: {typ} (extend FIXED or ID_ARGS)")
                params[name] = value
            calls.append((f"{target}={victim_id}", params))
    return calls


def test_every_procedure_keeps_to_its_namespace(two_tenants, neo: Neo4jStore, pg: PgStore) -> None:  # type: ignore[no-untyped-def]
    victim, attacker, own_cell, own_retrieval = two_tenants
    own = {"cell": own_cell, "retrieval": own_retrieval, "invalidation": "inv-none", "conflict": "conflict-none"}
    # erasing the attacker's own namespace last: the other calls still find its cells
    procedures = sorted(_procedures(neo), key=lambda p: p[0] == "memlineage.erase.namespace")
    assert {n for n, args in procedures if not any(a["name"] == "namespace" for a in args)} == GLOBAL_PROCEDURES
    before = store_state(neo, pg, victim.question.namespace)
    fuzzed = refused = 0
    for name, args in procedures:
        if name in GLOBAL_PROCEDURES:
            continue
        arg_names = [a["name"] for a in args]
        for label, params in _calls(args, victim, attacker.namespace, own) or [("no id", {"namespace": attacker.namespace})]:
            call = f"CALL {name}(" + ", ".join(f"${n}" for n in arg_names if n in params) + ")"
            fuzzed += 1
            try:
                records, _, _ = neo.driver.execute_query(call, params)
            except Exception as exc:  # noqa: BLE001 — the error's type is what is checked
                typed = translate_neo4j_error(exc)
                assert typed is not None and type(typed) is not MemLineageError, \
                    f"{name} ({label}) failed without a typed MemLineage error: {exc!r}"
                refused += 1
                continue
            leaked = [r for r in records if SECRET in repr(r.data())]
            assert not leaked, f"{name} ({label}) returned the victim's data: {leaked[:2]}"
    assert store_state(neo, pg, victim.question.namespace) == before, "a call across namespaces changed the victim"
    print(f"tenant isolation: {fuzzed} procedure calls across namespaces, {refused} refused, 0 crossings")
    assert fuzzed > 60 and refused > 30  # every procedure with ids was tried, most were refused outright


# --- client methods -------------------------------------------------------------------------------
def _client_calls(v: Victim, own_cell: str) -> dict[str, list[Callable[[Memory], Any]]]:
    cell, inv, ret, conflict = v.advice.id, v.invalidation, v.retrieval, v.conflict
    return {
        "get": [lambda m: m.get(cell)], "parents": [lambda m: m.parents(cell)],
        "children": [lambda m: m.children(cell)], "ancestors": [lambda m: m.ancestors(cell)],
        "descendants": [lambda m: m.descendants(cell)], "trace": [lambda m: m.trace(cell)],
        "impact": [lambda m: m.impact(cell)], "reach": [lambda m: m.reach(inv)],
        "history": [lambda m: m.history(cell)], "invalidate": [lambda m: m.invalidate(cell, reason="fuzz")],
        "restore": [lambda m: m.restore(inv)], "supersede": [lambda m: m.supersede(cell, "fuzz")],
        "correct": [lambda m: m.correct(cell, "fuzz", reason="fuzz")],
        "feedback": [lambda m: m.feedback(ret, cell, 1.0)], "retrieval": [lambda m: m.retrieval(ret)],
        "relate": [lambda m: m.relate(own_cell, cell, "SUPPORTS"), lambda m: m.relate(cell, own_cell, "SUPPORTS")],
        "unrelate": [lambda m: m.unrelate(v.likes.id, v.advice.id, "SUPPORTS")],
        "relations": [lambda m: m.relations(cell)], "link": [lambda m: m.link(own_cell, [cell])],
        "versions": [lambda m: m.versions(v.old.id)], "latest": [lambda m: m.latest(v.old.id)],
        "open_conflict": [lambda m: m.open_conflict(own_cell, cell, evidence="fuzz")],
        "resolve": [lambda m: m.resolve(conflict, v.likes.id, reason="fuzz")],
        "dismiss": [lambda m: m.dismiss(conflict, reason="fuzz")],
        "discover": [lambda m: m.discover([cell])], "usage": [lambda m: m.usage(cell)],
        "outcome": [lambda m: m.outcome(success=True, retrievals=[ret])],
        "remember": [lambda m: m.remember("fuzz", "fact", [cell])],
        "remember_many": [lambda m: m.remember_many([{"content": "fuzz", "kind": "fact", "parents": [cell]}])],
        "ingest": [lambda m: m.ingest("I prefer trains over planes.", parents=[cell])],
        "fit_preset": [lambda m: m.fit_preset("fuzz", retrievals=[ret])],
        "archive": [lambda m: m.archive([cell])], "unarchive": [lambda m: m.unarchive([cell])],
        "consolidate": [lambda m: m.consolidate([cell, v.question.id])],
        "erase": [lambda m: m.erase([cell], reason="fuzz"), lambda m: m.erase(tag="trip", reason="fuzz"),
                  lambda m: m.erase(source="weather-api", reason="fuzz"), lambda m: m.erase(entity="Vienna", reason="fuzz")],
        "end_task": [lambda m: m.end_task(v.question.id)], "working_set": [lambda m: m.working_set(v.question.id)],
        "start_task": [lambda m: m.start_task("fuzz", parents=[cell])], "task": [lambda m: _enter(m.task("fuzz", parents=[cell]))],
        "repair_plan": [lambda m: m.repair_plan(inv)], "replay": [lambda m: m.replay(inv)],
    }


def _enter(context: Any) -> Any:
    with context as value:
        return value


#: public methods whose parameters can name another memory, invalidation, retrieval or conflict
ID_PARAMETERS = {"cell_id", "cell", "cells", "old_id", "invalidation_id", "retrieval_id", "a", "b", "child",
                 "parents", "conflict", "keep", "retrievals", "hits", "items", "messages", "id", "task", "scope",
                 "source", "tag", "entity"}


def test_every_client_method_that_takes_an_id_keeps_to_its_namespace(  # type: ignore[no-untyped-def]
        two_tenants, neo: Neo4jStore, pg: PgStore) -> None:
    victim, attacker, own_cell, _ = two_tenants
    calls = _client_calls(victim, own_cell)
    takes_ids = {name for name, fn in inspect.getmembers(Memory, inspect.isfunction)
                 if not name.startswith("_") and ID_PARAMETERS & set(inspect.signature(fn).parameters)}
    # record takes prepared cells (remember_many's path), use a response, step/track/cell_of read no stored id,
    # recall_in_layers is recall's
    untested = takes_ids - set(calls) - {"record", "use", "cell_of", "track", "step", "recall_in_layers", "recall"}
    assert not untested, f"public methods taking ids without a tenant-isolation case: {sorted(untested)}"
    before = store_state(neo, pg, victim.question.namespace)
    tried = 0
    for name, attempts in calls.items():
        for attempt in attempts:
            tried += 1
            try:
                result = attempt(attacker)
            except MemLineageError:
                continue  # typed and refused: what is expected
            assert SECRET not in repr(result), f"{name} returned the victim's data"
    assert store_state(neo, pg, victim.question.namespace) == before, "a client call across namespaces changed it"
    print(f"tenant isolation: {tried} client calls across namespaces, 0 crossings")
    assert tried >= len(calls)
