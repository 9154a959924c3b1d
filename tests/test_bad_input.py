"""Bad input, told as the mistakes agents and DBAs actually make.

Every scenario checks two things: the caller gets a clear error of a *typed* MemLineage exception
(so code can react to the kind of mistake), and the stores are exactly as they were — every node,
relationship and property of the namespace in Neo4j, and every row of it in PostgreSQL, compared
before and after. The first half goes through :class:`Memory`; the second half calls the raw
procedures over Bolt, as a DBA in cypher-shell would, where the server must refuse with a
``MemLineage.<Code>:`` message that :func:`translate_neo4j_error` maps onto the same tree.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import neo4j
import pytest

from memgraph_py import (
    Cell,
    CellNotFoundError,
    CrossNamespaceError,
    CycleError,
    IdConflictError,
    InvalidationNotFoundError,
    InvalidationStateError,
    InvalidContentError,
    InvalidEmbeddingError,
    InvalidIdError,
    InvalidInputError,
    Memory,
    MemLineageError,
    MissingParentsError,
    UnknownKindError,
)
from memgraph_py._core import MAX_CONTENT_CHARS
from memgraph_py.connections import Neo4jStore, PgStore
from memgraph_py.errors import translate_neo4j_error

DIMENSION = 384


# --- the store, as a value ------------------------------------------------------------------------
def store_state(neo: Neo4jStore, pg: PgStore, namespace: str) -> dict[str, Any]:
    """Everything the namespace holds: every node with all its properties, every relationship
    leaving one of its nodes with all its properties, and its PostgreSQL rows (vector included)."""
    nodes, _, _ = neo.driver.execute_query(
        "MATCH (n {namespace: $ns}) RETURN labels(n) AS labels, properties(n) AS props", ns=namespace)
    rels, _, _ = neo.driver.execute_query(
        "MATCH (a {namespace: $ns})-[r]->(b) "
        "RETURN a.id AS start, type(r) AS type, b.id AS end, properties(r) AS props", ns=namespace)
    with pg.connection() as conn:
        rows = conn.execute(
            "SELECT cell_id, kind, tags, created_at, model, embedding::text, keywords::text "
            "FROM memcell_embedding WHERE namespace = %s ORDER BY cell_id", (namespace,)).fetchall()
    key = repr
    return {
        "nodes": sorted((sorted(r["labels"]), sorted(r["props"].items())) for r in nodes),
        "relationships": sorted(((r["start"], r["type"], r["end"], sorted(r["props"].items())) for r in rels),
                                key=key),
        "postgres": rows,
    }


@contextmanager
def leaves_store_unchanged(state: Callable[[], dict[str, Any]]) -> Iterator[None]:
    before = state()
    assert before["nodes"], "scenario needs a non-empty namespace to prove nothing changed"
    yield
    after = state()
    assert after == before, "a refused call changed the store"


class World:
    """A small travel-agent lineage already stored in a fresh namespace:

        question ──► weather ──► advice
            └──────────────────────┘  (advice also rests on the question)
    """

    def __init__(self, memory: Memory, neo: Neo4jStore, pg: PgStore) -> None:
        self.memory = memory
        self.namespace = memory.namespace
        self.question = memory.remember("What should I wear in Paris tomorrow?", "user_input", id="question")
        self.weather = memory.remember("Paris tomorrow: 30°C and sunny", "tool_result", [self.question], id="weather")
        self.advice = memory.remember("Shorts and sunglasses.", "llm_output", [self.weather, self.question], id="advice")
        self._neo, self._pg = neo, pg

    def state(self) -> dict[str, Any]:
        return store_state(self._neo, self._pg, self.namespace)

    def unchanged(self) -> Any:
        return leaves_store_unchanged(self.state)


@pytest.fixture
def world(memory: Memory, neo: Neo4jStore, pg: PgStore) -> World:
    w = World(memory, neo, pg)
    assert len(w.state()["postgres"]) == 3  # seeded cells are indexed, so PostgreSQL rows are compared too
    return w


# === through Memory ==============================================================================
@pytest.mark.parametrize(
    ("content", "message"),
    [
        pytest.param("", "empty", id="empty"),
        pytest.param("   \n\t  ", "empty", id="whitespace-only"),
        pytest.param(42, r"must be text \(str\), not int", id="int"),
        pytest.param(b"I do not drink coffee", r"must be text \(str\), not bytes", id="bytes"),
        pytest.param(None, r"must be text \(str\), not NoneType", id="None"),
        pytest.param("x" * (MAX_CONTENT_CHARS + 1), f"the limit is {MAX_CONTENT_CHARS:,}", id="one-over-the-limit"),
        pytest.param("before\x00after", "NUL", id="NUL-character"),
        pytest.param("café \ud83d and more", r"lone surrogate \(U\+D83D\) at character 5", id="lone-surrogate"),
    ],
)
def test_content_that_is_not_a_memory_is_refused(world: World, content: object, message: str) -> None:
    with world.unchanged(), pytest.raises(InvalidContentError, match=message):
        world.memory.remember(content, "fact")  # type: ignore[arg-type]


def test_content_exactly_at_the_limit_is_accepted(world: World) -> None:
    cell = world.memory.remember("x" * MAX_CONTENT_CHARS, "fact")
    assert len(world.memory.get(cell.id).content) == MAX_CONTENT_CHARS


@pytest.mark.parametrize("kind", ["memory", "USER_INPUT", "", None, 3])
def test_unknown_kind_names_the_allowed_kinds(world: World, kind: object) -> None:
    with world.unchanged(), pytest.raises(UnknownKindError) as info:
        world.memory.remember("a perfectly good memory", kind)  # type: ignore[arg-type]
    assert info.value.kind == kind
    assert "user_input, tool_call" in str(info.value)


def vector_with(index: int, value: float) -> list[float]:
    """A usable 384-d vector except for one component."""
    values = [0.05] * DIMENSION
    values[index] = value
    return values


@pytest.mark.parametrize(
    ("embedding", "message"),
    [
        pytest.param(vector_with(7, math.nan), "NaN or infinite", id="NaN"),
        pytest.param(vector_with(0, math.inf), "NaN or infinite", id="inf"),
        pytest.param(vector_with(383, -math.inf), "NaN or infinite", id="-inf"),
        pytest.param([0.05] * (DIMENSION - 1), "383 dimensions; the store expects 384", id="too-short"),
        pytest.param([0.05] * (DIMENSION + 1), "385 dimensions; the store expects 384", id="too-long"),
        pytest.param([0.0] * DIMENSION, "all zeros", id="all-zero"),
        pytest.param(["a"] * DIMENSION, "not a sequence of numbers", id="not-numbers"),
    ],
)
def test_unusable_embedding_is_refused_before_anything_is_written(
        world: World, embedding: list[float], message: str) -> None:
    with world.unchanged(), pytest.raises(InvalidEmbeddingError, match=message):
        world.memory.remember("The user avoids caffeine", "preference", embedding=embedding)


@pytest.mark.parametrize("bad_id", ["", " ", "has space", "x" * 129, "-leading-dash", "_leading", "a/b", "é", 42])
def test_invalid_ids_are_refused_wherever_an_id_is_taken(world: World, bad_id: object) -> None:
    memory = world.memory
    calls: list[Callable[[], object]] = [
        lambda: memory.remember("new memory", "fact", id=bad_id),  # type: ignore[arg-type]
        lambda: memory.remember("new memory", "fact", parents=[world.question.id, bad_id]),  # type: ignore[list-item]
        lambda: memory.get(bad_id),  # type: ignore[arg-type]
        lambda: memory.descendants(bad_id),  # type: ignore[arg-type]
        lambda: memory.invalidate(bad_id, reason="x"),  # type: ignore[arg-type]
        lambda: memory.restore(bad_id),  # type: ignore[arg-type]
    ]
    with world.unchanged():
        for call in calls:
            with pytest.raises(InvalidIdError) as info:
                call()
            assert info.value.cell_id == bad_id
            assert "1-128 characters" in str(info.value)


def test_the_longest_id_is_accepted(world: World) -> None:
    longest = "a" * 128
    assert world.memory.remember("long id", "fact", id=longest).id == longest


def test_closing_a_cycle_through_stored_memories_is_refused(world: World) -> None:
    # re-recording the question unchanged but "derived from" the advice would close
    # question -> advice -> question
    with world.unchanged(), pytest.raises(CycleError) as info:
        world.memory.remember_many([{"content": world.question.content, "kind": "user_input",
                                     "id": "question", "parents": ["advice"]}])
    assert {"question", "advice"} <= set(info.value.cycle)
    assert "nothing was written" in str(info.value)


def test_a_cycle_inside_one_batch_is_refused(world: World) -> None:
    with world.unchanged(), pytest.raises(CycleError) as info:
        world.memory.remember_many([
            {"content": "step 1", "kind": "plan", "id": "s1", "parents": ["question", "s3"]},
            {"content": "step 2", "kind": "plan", "id": "s2", "parents": ["s1"]},
            {"content": "step 3", "kind": "plan", "id": "s3", "parents": ["s2"]},
        ])
    assert set(info.value.cycle) == {"s1", "s2", "s3"}


def test_a_memory_derived_from_itself_is_a_cycle(world: World) -> None:
    with world.unchanged(), pytest.raises(CycleError) as info:
        world.memory.remember("I am my own source", "fact", parents=["selfie"], id="selfie")
    assert info.value.cycle == ["selfie", "selfie"]


def test_unknown_parents_are_listed(world: World) -> None:
    with world.unchanged(), pytest.raises(MissingParentsError) as info:
        world.memory.remember("derived from ghosts", "fact", parents=[world.question, "ghost-1", "ghost-2"])
    assert info.value.missing == ["ghost-1", "ghost-2"]
    assert "ghost-1" in str(info.value) and "ghost-2" in str(info.value)


def test_a_parent_cell_from_another_namespace_is_refused(world: World) -> None:
    with world.memory.for_namespace(world.namespace + "-other") as other:
        foreign = other.remember("another tenant's secret", "fact")
        other_state = lambda: store_state(world._neo, world._pg, other.namespace)  # noqa: E731
        with world.unchanged(), leaves_store_unchanged(other_state), \
                pytest.raises(CrossNamespaceError) as info:
            world.memory.remember("derived across tenants", "fact", parents=[world.question, foreign])
    assert info.value.cell_ids == [foreign.id]
    assert other.namespace in str(info.value)


def test_invalidating_an_unknown_memory_creates_no_invalidation(world: World) -> None:
    with world.unchanged(), pytest.raises(CellNotFoundError) as info:
        world.memory.invalidate("ghost", reason="it was wrong", by="qa")
    assert info.value.cell_ids == ["ghost"] and info.value.namespace == world.namespace


@pytest.mark.parametrize(("reason", "by"), [("", "qa"), ("   ", "qa"), ("x" * 2001, "qa"), ("wrong", ""),
                                           ("wrong \udc80 data", "qa"), ("wrong", "q\ud800a")])
def test_invalidating_without_a_usable_reason_or_author_is_refused(world: World, reason: str, by: str) -> None:
    with world.unchanged(), pytest.raises(InvalidInputError):
        world.memory.invalidate(world.weather.id, reason=reason, by=by)


def test_restoring_an_unknown_invalidation(world: World) -> None:
    with world.unchanged(), pytest.raises(InvalidationNotFoundError) as info:
        world.memory.restore("inv-never-happened")
    assert info.value.invalidation_id == "inv-never-happened"


def test_restoring_twice_is_an_error_and_changes_nothing(world: World) -> None:
    inv = world.memory.invalidate(world.weather.id, reason="forecast was for Paris, Texas", by="qa")
    world.memory.restore(inv.id, by="qa", reason="it was Paris, France after all")
    with world.unchanged(), pytest.raises(InvalidationStateError) as info:
        world.memory.restore(inv.id, by="someone else", reason="again")
    assert info.value.invalidation_id == inv.id
    assert "already restored" in str(info.value)
    assert world.memory.history(world.weather.id)[0]["restoredBy"] == "qa"


@pytest.mark.parametrize("max_depth", [0, -1, 10_001, 2.5, True, "3"])
def test_bad_max_depth(world: World, max_depth: object) -> None:
    memory = world.memory
    with world.unchanged():
        for walk in (memory.descendants, memory.ancestors, memory.trace):
            with pytest.raises(InvalidInputError, match="max_depth must be an integer in 1..10000"):
                walk(world.weather.id, max_depth=max_depth)  # type: ignore[arg-type]


@pytest.mark.parametrize("confidence", [-0.01, 1.01, math.nan, math.inf, "high", None])
def test_confidence_outside_the_unit_interval(world: World, confidence: object) -> None:
    with world.unchanged(), pytest.raises(InvalidInputError, match=r"confidence must be a number in \[0, 1\]"):
        world.memory.remember("probably true", "fact", confidence=confidence)  # type: ignore[arg-type]


def test_reusing_an_id_for_different_content_or_kind_is_a_conflict(world: World) -> None:
    with world.unchanged():
        with pytest.raises(IdConflictError) as info:
            world.memory.remember("Paris tomorrow: 12°C and rain", "tool_result", id="weather")
        assert info.value.cell_id == "weather"
        with pytest.raises(IdConflictError):
            world.memory.remember(world.weather.content, "fact", id="weather")  # same text, other kind
    assert world.memory.get("weather").content == "Paris tomorrow: 30°C and sunny"


def test_recording_an_id_again_is_a_retry_that_must_say_the_same(world: World) -> None:
    """Same content but other tags, source or context would be dropped silently: refused, naming what differs."""
    memory = world.memory
    first = memory.remember("Vienna is rainy in May", "fact", id="retry-1", tags=["weather"], source="forecast",
                            context={"step": "research"})
    again = memory.remember("Vienna is rainy in May", "fact", id="retry-1", tags=["weather"], source="forecast",
                            context={"step": "research"})
    assert again.id == first.id  # an identical retry is accepted and changes nothing
    with world.unchanged():
        for changed, named in (({"tags": ["weather", "travel"]}, "tags"), ({"source": "a friend"}, "source"),
                               ({"context": {"step": "drafting"}}, "generation_context")):
            given = {"tags": ["weather"], "source": "forecast", "context": {"step": "research"}, **changed}
            with pytest.raises(IdConflictError, match=f"with this content but other {named}") as info:
                memory.remember("Vienna is rainy in May", "fact", id="retry-1", **given)
            assert info.value.cell_id == "retry-1"
    assert set(memory.get("retry-1").tags) == {"weather"}


GOOD = [
    {"content": "Find a hotel in Lyon", "kind": "task", "id": "good-1"},
    {"content": "Hotel Bellecour has rooms", "kind": "tool_result", "id": "good-2", "parents": ["good-1"]},
    {"content": "Book Hotel Bellecour", "kind": "plan", "id": "good-3", "parents": ["good-2", "question"]},
]


@pytest.mark.parametrize(
    ("bad", "error"),
    [
        pytest.param({"content": "", "kind": "fact", "id": "bad"}, InvalidContentError, id="empty-content"),
        pytest.param({"content": "x", "kind": "rumour", "id": "bad"}, UnknownKindError, id="unknown-kind"),
        pytest.param({"content": "x", "kind": "fact", "id": "bad id"}, InvalidIdError, id="invalid-id"),
        pytest.param({"content": "x", "kind": "fact", "id": "bad", "confidence": 2}, InvalidInputError,
                     id="confidence"),
        pytest.param({"content": "x", "kind": "fact", "id": "bad", "embedding": [math.nan] * DIMENSION},
                     InvalidEmbeddingError, id="NaN-embedding"),
        pytest.param({"content": "x", "kind": "fact", "id": "bad", "parents": ["ghost"]}, MissingParentsError,
                     id="unknown-parent"),
        pytest.param({"content": "x", "kind": "fact", "id": "weather"}, IdConflictError, id="id-conflict"),
        pytest.param({"content": "x", "kind": "fact", "id": "good-1"}, InvalidInputError, id="duplicate-in-batch"),
        pytest.param({"content": "x", "kind": "fact", "id": "bad", "parents": ["good-3"], "parent": ["good-1"]},
                     InvalidInputError, id="misspelt-key"),
        pytest.param({"kind": "fact", "id": "bad"}, InvalidInputError, id="no-content-key"),
    ],
)
def test_one_bad_cell_means_nothing_of_the_batch_is_written(
        world: World, bad: dict[str, Any], error: type[MemLineageError]) -> None:
    with world.unchanged(), pytest.raises(error):
        world.memory.remember_many([*GOOD, bad])
    for good in GOOD:
        with pytest.raises(CellNotFoundError):
            world.memory.get(good["id"])
    # the same good cells alone go in fine: it really was the bad one
    assert world.memory.remember_many(GOOD).created == 3


# === the raw procedures over Bolt (cypher-shell) ==================================================
RECORD = "CALL memlineage.lineage.record($namespace, $cells, $edges)"


def server_refuses(neo: Neo4jStore, query: str, code: str, expected: type[MemLineageError], **params: Any
                   ) -> MemLineageError:
    """Run ``query`` as a DBA would; it must fail with a ClientError carrying ``MemLineage.<code>:``,
    which the client maps onto ``expected``."""
    with pytest.raises(neo4j.exceptions.ClientError) as info:
        neo.driver.execute_query(query, params)
    error = info.value
    assert error.code == "Neo.ClientError.Procedure.ProcedureCallFailed"
    assert f"MemLineage.{code}:" in (error.message or "")
    translated = translate_neo4j_error(error)
    assert type(translated) is expected, f"{code} mapped to {type(translated).__name__}"
    assert translated is not None and str(translated) and "MemLineage." not in str(translated)
    return translated


def cell(id: str, content: object = "a memory", kind: object = "fact", **extra: Any) -> dict[str, Any]:
    return {"id": id, "kind": kind, "content": content, **extra}


@pytest.mark.parametrize(
    ("cells", "edges", "code", "expected"),
    [
        pytest.param([cell("n1", kind="rumour")], [], "UnknownKind", UnknownKindError, id="unknown-kind"),
        pytest.param([cell("n1", kind=None)], [], "UnknownKind", UnknownKindError, id="null-kind"),
        pytest.param([cell("n1", content="")], [], "InvalidContent", InvalidContentError, id="empty-content"),
        pytest.param([cell("n1", content=" \t\n ")], [], "InvalidContent", InvalidContentError, id="blank-content"),
        pytest.param([cell("n1", content=42)], [], "InvalidContent", InvalidContentError, id="int-content"),
        pytest.param([cell("n1", content=None)], [], "InvalidContent", InvalidContentError, id="null-content"),
        pytest.param([cell("n1", content="x" * (MAX_CONTENT_CHARS + 1))], [], "InvalidContent",
                     InvalidContentError, id="oversize-content"),
        pytest.param([cell("has space")], [], "InvalidId", InvalidIdError, id="id-with-space"),
        pytest.param([cell("-dash")], [], "InvalidId", InvalidIdError, id="id-leading-dash"),
        pytest.param([cell("x" * 129)], [], "InvalidId", InvalidIdError, id="id-too-long"),
        pytest.param([{"kind": "fact", "content": "no id"}], [], "InvalidId", InvalidIdError, id="id-missing"),
        pytest.param([cell("n1", confidence=1.5)], [], "InvalidInput", InvalidInputError, id="confidence"),
        pytest.param([cell("n1", importance=-0.1)], [], "InvalidInput", InvalidInputError, id="importance"),
        pytest.param([cell("n1", base_status="contaminated")], [], "InvalidInput", InvalidInputError,
                     id="forged-status"),
        pytest.param([cell("n1", colour="red")], [], "InvalidInput", InvalidInputError, id="unknown-property"),
        pytest.param([cell("n1"), cell("n1")], [], "InvalidInput", InvalidInputError, id="duplicate-id"),
        pytest.param([cell("n1")], [{"child": "n1", "parent": "ghost-1"}, {"child": "n1", "parent": "ghost-2"}],
                     "MissingParents", MissingParentsError, id="unknown-parents"),
        pytest.param([cell("n1"), cell("n2")], [{"child": "n1", "parent": "n2"}, {"child": "n2", "parent": "n1"}],
                     "Cycle", CycleError, id="cycle-in-batch"),
        pytest.param([cell("n1")], [{"child": "n1", "parent": "n1"}], "Cycle", CycleError, id="self-edge"),
        # the same edges given as a cell's `parents` (the client's form)
        pytest.param([cell("n1", parents="ghost-1")], [], "InvalidInput", InvalidInputError, id="parents-not-a-list"),
        pytest.param([cell("n1", parents=["has space"])], [], "InvalidId", InvalidIdError, id="parents-bad-id"),
        pytest.param([cell("n1", parents=["ghost-1", "ghost-2"])], [], "MissingParents", MissingParentsError,
                     id="parents-unknown"),
        pytest.param([cell("n1", parents=["n1"])], [], "Cycle", CycleError, id="parents-self"),
        pytest.param([cell("n1", parents=["n2"]), cell("n2", parents=["n1"])], [], "Cycle", CycleError,
                     id="parents-cycle-in-batch"),
        pytest.param([], [{"child": "question", "parent": "advice"}], "Cycle", CycleError,
                     id="cycle-through-stored"),
        pytest.param([cell("weather", content="Paris: 12°C and rain", kind="tool_result")], [], "IdConflict",
                     IdConflictError, id="id-conflict"),
        pytest.param([cell("g1"), cell("g2"), cell("g3", content="")], [{"child": "g2", "parent": "g1"}],
                     "InvalidContent", InvalidContentError, id="one-bad-among-good"),
    ],
)
def test_record_procedure_refuses_bad_maps_and_writes_nothing(
        world: World, neo: Neo4jStore, cells: list[Any], edges: list[Any], code: str,
        expected: type[MemLineageError]) -> None:
    with world.unchanged():
        server_refuses(neo, RECORD, code, expected, namespace=world.namespace, cells=cells, edges=edges)


def test_a_cell_that_is_not_a_map_is_refused_by_neo4j_itself(world: World, neo: Neo4jStore) -> None:
    """The signature says LIST<MAP>: Neo4j refuses a string before our code runs, with its own
    type error (no MemLineage code to translate); still nothing is written."""
    with world.unchanged(), pytest.raises(neo4j.exceptions.ClientError, match="Map") as info:
        neo.driver.execute_query(RECORD, namespace=world.namespace, cells=[cell("n1"), "not a map"], edges=[])
    assert translate_neo4j_error(info.value) is None


def test_server_errors_carry_the_offending_ids(world: World, neo: Neo4jStore) -> None:
    ns = world.namespace
    with world.unchanged():
        kind = server_refuses(neo, RECORD, "UnknownKind", UnknownKindError, namespace=ns,
                              cells=[cell("n1", kind="rumour")], edges=[])
        assert kind.kind == "rumour"  # type: ignore[attr-defined]
        bad_id = server_refuses(neo, RECORD, "InvalidId", InvalidIdError, namespace=ns,
                                cells=[cell("has space")], edges=[])
        assert bad_id.cell_id == "has space"  # type: ignore[attr-defined]
        missing = server_refuses(neo, RECORD, "MissingParents", MissingParentsError, namespace=ns,
                                 cells=[cell("n1")], edges=[{"child": "n1", "parent": "ghost-1"},
                                                            {"child": "n1", "parent": "ghost-2"}])
        assert missing.missing == ["ghost-1", "ghost-2"]  # type: ignore[attr-defined]
        conflict = server_refuses(neo, RECORD, "IdConflict", IdConflictError, namespace=ns,
                                  cells=[cell("weather", content="Paris: rain", kind="tool_result")], edges=[])
        assert conflict.cell_id == "weather"  # type: ignore[attr-defined]
        cycle = server_refuses(neo, RECORD, "Cycle", CycleError, namespace=ns, cells=[],
                               edges=[{"child": "question", "parent": "advice"}])
        assert {"question", "advice"} <= set(cycle.cycle)  # type: ignore[attr-defined]


def test_bad_namespace_is_refused_by_every_procedure(world: World, neo: Neo4jStore) -> None:
    with world.unchanged():
        server_refuses(neo, RECORD, "InvalidInput", InvalidInputError,
                       namespace="no spaces allowed", cells=[cell("n1")], edges=[])
        server_refuses(neo, "CALL memlineage.lineage.get($namespace, 'question')", "InvalidInput",
                       InvalidInputError, namespace="")


@pytest.mark.parametrize("max_depth", [0, -2, 10_001])
def test_walk_procedures_refuse_a_bad_max_depth(world: World, neo: Neo4jStore, max_depth: int) -> None:
    with world.unchanged():
        for walk in ("descendants", "ancestors", "trace"):
            server_refuses(neo, f"CALL memlineage.lineage.{walk}($namespace, 'weather', $maxDepth)",
                           "InvalidInput", InvalidInputError, namespace=world.namespace, maxDepth=max_depth)


def test_governance_procedures_refuse_unknown_targets(world: World, neo: Neo4jStore) -> None:
    ns = world.namespace
    with world.unchanged():
        missing = server_refuses(neo, "CALL memlineage.contamination.invalidate($namespace, 'ghost', 'wrong', 'dba')",
                                 "CellNotFound", CellNotFoundError, namespace=ns)
        assert missing.cell_ids == ["ghost"] and missing.namespace == ns  # type: ignore[attr-defined]
        # a cell of this namespace is invisible from another one
        server_refuses(neo, "CALL memlineage.contamination.invalidate($namespace, 'weather', 'wrong', 'dba')",
                       "CellNotFound", CellNotFoundError, namespace=ns + "-other")
        server_refuses(neo, "CALL memlineage.contamination.invalidate($namespace, 'weather', '  ', 'dba')",
                       "InvalidInput", InvalidInputError, namespace=ns)
        unknown = server_refuses(neo, "CALL memlineage.contamination.restore($namespace, 'inv-never')",
                                 "InvalidationNotFound", InvalidationNotFoundError, namespace=ns)
        assert unknown.invalidation_id == "inv-never"  # type: ignore[attr-defined]


def test_restore_procedure_refuses_a_second_restore(world: World, neo: Neo4jStore) -> None:
    inv = world.memory.invalidate(world.weather.id, reason="wrong city", by="dba")
    neo.driver.execute_query("CALL memlineage.contamination.restore($namespace, $inv, 'dba', 'checked')",
                             namespace=world.namespace, inv=inv.id)
    with world.unchanged():
        again = server_refuses(neo, "CALL memlineage.contamination.restore($namespace, $inv, 'dba', 'again')",
                               "InvalidationState", InvalidationStateError, namespace=world.namespace, inv=inv.id)
    assert again.invalidation_id == inv.id  # type: ignore[attr-defined]
    assert {c.status.value for c in (world.memory.get(i) for i in ("question", "weather", "advice"))} == {"valid"}


def test_memory_surfaces_server_refusals_as_the_same_types(world: World) -> None:
    """The client's own checks pass these; only the server knows the graph, and its refusal reaches
    the caller as the typed error, not as a driver error."""
    assert isinstance(world.question, Cell)
    with world.unchanged():
        with pytest.raises(MissingParentsError):
            world.memory.remember("x", "fact", parents=["ghost"])
        with pytest.raises(IdConflictError):
            world.memory.remember("different", "fact", id="question")
        with pytest.raises(CellNotFoundError):
            world.memory.descendants("ghost")
