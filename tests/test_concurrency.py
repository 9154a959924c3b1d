"""Eight agents writing into one namespace at once — two sync and two async clients in threads, two of each in
processes — on shared parents (hubs, and each other's cells), while invalidators contaminate and restore
overlapping closures and a recaller reads: afterwards nothing is lost or duplicated, the lineage and every status
equal an in-memory model of the same operations, ``check`` is clean, and no error reached any caller.

A reduced size here (``memlineage bench concurrency`` runs 8 × 10,000 cells); the run and the model are
:mod:`memlineage_bench.concurrency`.
"""

from __future__ import annotations

from memgraph_py import Settings
from memlineage_bench import concurrency


def test_eight_writers_with_invalidations_and_recalls_match_the_model(local_servers: Settings, namespace: str
                                                                     ) -> None:
    plan = concurrency.Plan(namespace=namespace, writers=8, cells=200, batch=50, hubs=16)
    outcome = concurrency.run(local_servers, plan)
    report = "\n".join(f"{k}: {v}" for k, v in outcome.rows()) + "\n" + "\n".join(
        outcome.errors[:5] + outcome.check_violations[:5] + outcome.examples)

    assert outcome.written == 8 * 200, report
    assert outcome.stored == 8 * 200 + 16, report
    assert (outcome.lost, outcome.duplicated, outcome.unexpected) == (0, 0, 0), report
    assert outcome.pg_rows == outcome.stored, report
    assert outcome.model_edges > 8 * 200 / 2, report  # shared parents were actually taken
    assert (outcome.missing_edges, outcome.extra_edges, outcome.duplicate_edges) == (0, 0, 0), report
    assert outcome.invalidations > 0 and outcome.restores > 0, report  # the invalidators ran beside the writers
    assert outcome.wrong_statuses == 0, report
    assert outcome.errors == [], report
    assert outcome.check_violations == [] and outcome.pending_index == 0 and outcome.reconciled == 0, report
    assert outcome.clean, report


def test_the_model_derives_statuses_from_the_active_invalidations() -> None:
    """The oracle itself: invalid where an active invalidation targets, contaminated below, valid elsewhere."""
    edges = {("b", "a"), ("c", "b"), ("d", "a"), ("e", "x")}
    cells = {"a", "b", "c", "d", "e", "x"}
    assert concurrency.expected_statuses(cells, edges, {"b"}) == {
        "a": "valid", "b": "invalid", "c": "contaminated", "d": "valid", "e": "valid", "x": "valid"}
    assert concurrency.expected_statuses(cells, edges, {"a", "b"})["b"] == "invalid"
    assert concurrency.expected_statuses(cells, edges, set()) == {c: "valid" for c in cells}
