"""Issue 14's fault suite: the stores and the client are killed for real (``kill -9``) at the worst moments,
and afterwards no batch is half-written, statuses follow the active invalidations, ``check()`` is clean and
``reconcile()`` leaves 0 unindexed cells and 0 orphan embeddings. Each scenario is
:mod:`memlineage_bench.faults` (``memlineage bench faults`` repeats them); here each runs once at the issue's
sizes and must have injected its fault, not merely run.

What each proves, in the words of docs/operations.md ("What survives which crash")."""

from __future__ import annotations

from memlineage_bench import faults


def _survived(outcome: faults.Outcome) -> None:
    assert outcome.violations == []
    assert outcome.injected == outcome.survived == 1, outcome  # the fault was really injected, and survived


def test_neo4j_killed_during_a_1000_cell_batch_and_a_10k_invalidation_with_captures_buffered(lab, embedder) -> None:
    batch, invalidation, buffered = faults.neo4j_crash(lab, embedder, cells=1000, closure=10_000, buffered=300)
    for outcome in (batch, invalidation, buffered):
        _survived(outcome)
    # the callers saw a typed, retryable error (unless a commit beat the kill and its reply got out)
    assert set(batch.errors) <= {"ConnectionFailed"} and set(invalidation.errors) <= {"ConnectionFailed"}
    assert set(buffered.errors) == {"ConnectionFailed"}
    assert buffered.landed == {"every buffered capture written after the restart": 1}


def test_postgres_killed_between_the_neo4j_commit_and_the_embedding_write(lab, embedder) -> None:
    outcome = faults.postgres_after_commit(lab, embedder, cells=500)
    _survived(outcome)
    assert outcome.landed == {"stored in Neo4j, not indexed": 1, "healed by the client": 1}


def test_client_killed_right_after_neo4j_committed_its_flush(lab, embedder) -> None:
    outcome = faults.client_mid_flush(lab, embedder, batch=500, kill_at=2, on="commit")
    _survived(outcome)
    assert set(outcome.landed) <= {"committed, not indexed", "committed and indexed"}


def test_client_killed_as_its_flush_starts(lab, embedder) -> None:
    outcome = faults.client_mid_flush(lab, embedder, batch=500, kill_at=1, on="flush")
    _survived(outcome)
    # whichever way it landed, the batch is whole or absent; an absent one was only in the killed process
    assert outcome.lost in (0, 500)


def test_a_stopped_neo4j_raises_retryable_errors_and_loses_no_buffered_capture(lab, embedder) -> None:
    outcome = faults.stopped_neo4j_with_buffer(lab, embedder, cells=300)
    _survived(outcome)
    assert set(outcome.errors) == {"ConnectionFailed"}
    assert outcome.landed == {"every buffered capture written after the restart": 1}
