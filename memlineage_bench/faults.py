"""`memlineage bench faults` and ``tests/faults/``: crash the stores and the client on purpose, then check the
invariants, the way PostgreSQL and Neo4j prove their own promises.

Every scenario runs on a :class:`Lab`, a Neo4j + PostgreSQL pair of its own (own home, own ports) that it
kills with ``kill -9`` and starts again; never point it at servers holding data you care about. Each kill is
real and lands in a window the scenario verifies (a transaction seen running in ``SHOW TRANSACTIONS``, the
tracer's report of a committed Neo4j write); an attempt whose window closed before the kill is counted as
missed, not as survived. Afterwards every scenario checks:

* each batch is wholly present or wholly absent (no half batch), and everything acknowledged is present;
* statuses equal what the active invalidations imply, and every other invariant of ``check()`` holds;
* ``reconcile()`` leaves 0 cells unindexed and 0 orphan embeddings.

The tests run each scenario once at the sizes of issue 14; the bench repeats them (``--repeat``) and prints
fault, times injected, survived, violations. A violation is a string naming the broken invariant.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
import uuid
import warnings
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from memgraph_py import Memory
from memgraph_py import _pg_embedded as pg_embedded
from memgraph_py.config import Settings
from memgraph_py.connections import Neo4jStore, QueryEvent
from memgraph_py.errors import ConnectionFailed, MemLineageError
from memgraph_py.integrations._batch import CellBuffer
from memgraph_py.local import neo4j_server, servers

from . import queries as bench_queries

Progress = Callable[[str], None]
DIMENSION = 384
START_TIMEOUT = 900.0  # Neo4j's start after a kill -9 (recovery) took 3+ minutes on a host loaded 25 on 2 cores

__all__ = ["FAULTS", "Lab", "Outcome", "run"]


@dataclass
class Outcome:
    """One scenario run: how often the fault was injected, how often every invariant held afterwards."""

    fault: str
    injected: int = 0
    survived: int = 0
    missed: int = 0  # attempts whose window closed before the kill (not counted as injected)
    violations: list[str] = field(default_factory=list)
    landed: Counter[str] = field(default_factory=Counter)  # where the kills landed
    lost: int = 0  # captures only buffered in a killed client (documented loss, not a violation)
    errors: Counter[str] = field(default_factory=Counter)  # what the caller was raised, by class

    def merge(self, other: Outcome) -> None:
        self.injected += other.injected
        self.survived += other.survived
        self.missed += other.missed
        self.violations += other.violations
        self.landed.update(other.landed)
        self.lost += other.lost
        self.errors.update(other.errors)


# --- the lab: servers of its own, killed for real ---------------------------------------------------------
class Lab:
    """A Neo4j + PostgreSQL pair under ``home`` on the given ports, for scenarios that kill them."""

    def __init__(self, home: Path, *, bolt_port: int, http_port: int, pg_port: int, heap: str = "1g",
                 pagecache: str = "512m", shared_buffers: str = "128MB", dist: Path | None = None,
                 connect_timeout: float = 3.0) -> None:
        self.server = Settings.from_env({}, home=home, neo4j_bolt_port=bolt_port, neo4j_http_port=http_port,
                                        pg_port=pg_port, neo4j_heap=heap, neo4j_pagecache=pagecache,
                                        pg_shared_buffers=shared_buffers, neo4j_dist=dist)
        self.connect_timeout = connect_timeout
        self.client = self.server

    def start(self) -> None:
        servers.start_postgres(self.server, timeout=START_TIMEOUT)
        self.start_neo4j()
        status = servers.start(self.server)  # finds both running; applies the migrations
        # a short connect timeout: a call on a dead server fails in seconds (the driver retries until then)
        self.client = self.server.model_copy(update={"neo4j_uri": status.neo4j_uri, "pg_dsn": status.pg_dsn,
                                                     "connect_timeout": self.connect_timeout})

    def stop(self) -> None:
        servers.stop(self.server)

    def memory(self, namespace: str, embedder: Any, **kwargs: Any) -> Memory:
        return Memory(namespace, settings=self.client, embedder=embedder, **kwargs)

    def neo(self) -> Neo4jStore:
        return Neo4jStore(self.client)

    # Neo4j
    def kill_neo4j(self) -> None:
        layout = neo4j_server.Neo4jLayout(self.server)
        pid = int(layout.pid_file.read_text().split()[0])
        _kill(pid, lambda: neo4j_server.is_running(layout))

    def stop_neo4j(self) -> None:
        neo4j_server.stop(self.server)

    def start_neo4j(self) -> None:
        neo4j_server.start(self.server, timeout=START_TIMEOUT)

    # PostgreSQL
    def kill_postgres(self) -> None:
        data_dir = self.server.pg_data_dir
        pid = int((data_dir / "postmaster.pid").read_text().split()[0])
        _kill(pid, lambda: pg_embedded.is_running(data_dir))

    def start_postgres(self) -> None:
        """Start it after a crash: its backends may still be exiting when the first attempt runs."""
        for attempt in range(10):
            try:
                servers.start_postgres(self.server, timeout=START_TIMEOUT)
                return
            except pg_embedded.EmbeddedPostgresError:
                if attempt == 9:
                    raise
                time.sleep(1)


def _kill(pid: int, running: Callable[[], bool]) -> None:
    os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 60
    while running():
        if time.monotonic() > deadline:
            raise RuntimeError(f"process {pid} survived SIGKILL for 60 s")
        time.sleep(0.05)
    try:  # our own child (the lab started it): reap it
        os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        pass


# --- helpers ----------------------------------------------------------------------------------------------
def _vectors(n: int, seed: int) -> np.ndarray:
    """Unit vectors for bulk set-up: the embedder is not what a crash test measures."""
    rows = np.random.default_rng(seed).standard_normal((n, DIMENSION)).astype(np.float32)
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)


def _items(prefix: str, n: int, seed: int, parents: Callable[[int], list[str]] = lambda i: []) -> list[dict[str, Any]]:
    vectors = _vectors(n, seed)
    return [{"id": f"{prefix}-{i}", "content": f"{prefix} fact {i}: the measured value is {seed * 7919 + i}",
             "kind": "fact", "parents": parents(i), "embedding": vectors[i].tolist()} for i in range(n)]


def _present(neo: Neo4jStore, namespace: str, ids: Sequence[str]) -> tuple[int, int]:
    row = neo.run(bench_queries.cypher("faults_batch"), {"namespace": namespace, "ids": list(ids)}, write=False)[0]
    return int(row["present"]), int(row["indexed"])


def _whole(outcome: Outcome, what: str, present: int, size: int) -> bool:
    """True if the batch is all there; a half batch is a violation."""
    if present not in (0, size):
        outcome.violations.append(f"{what}: half a batch ({present} of {size} cells)")
    return present == size


def _kill_when_running(lab: Lab, works: Sequence[tuple[str, Callable[[], Any]]], kill: Callable[[], None],
                       timeout: float = 300.0) -> list[tuple[bool, Any, BaseException | None]]:
    """Start each work in a thread, in order, each once the previous one's transaction runs (the marker is the
    procedure it calls, as ``SHOW TRANSACTIONS`` shows it); kill the server once the last one runs. Returns, per
    work: (its transaction was running when the kill came, its result, its error)."""
    boxes: list[dict[str, Any]] = [{} for _ in works]
    threads: list[threading.Thread] = []

    def target(box: dict[str, Any], work: Callable[[], Any]) -> None:
        try:
            box["result"] = work()
        except BaseException as exc:  # noqa: BLE001 — handed to the scenario
            box["error"] = exc

    def running(marker: str) -> bool:
        rows = watcher.run(bench_queries.cypher("faults_transactions"), {"marker": marker}, write=False)
        return bool(rows and rows[0]["running"])

    watcher = lab.neo()
    try:
        for (marker, work), box in zip(works, boxes):
            thread = threading.Thread(target=target, args=(box, work), name="memlineage-fault-work", daemon=True)
            thread.start()
            threads.append(thread)
            deadline = time.monotonic() + timeout
            while thread.is_alive() and not running(marker) and time.monotonic() < deadline:
                pass
        in_flight = [t.is_alive() and running(marker) for t, (marker, _) in zip(threads, works)]
        kill()
    finally:
        try:
            watcher.close()
        except Exception:  # noqa: BLE001 — its server is dead
            pass
    for thread in threads:
        thread.join(timeout)
    return [(flight, box.get("result"), box.get("error")) for flight, box in zip(in_flight, boxes)]


def _retryable(outcome: Outcome, error: BaseException | None) -> bool:
    if error is None:
        return True
    outcome.errors[type(error).__name__] += 1
    if isinstance(error, MemLineageError) and error.is_retryable():
        return True
    outcome.violations.append(f"the caller got {type(error).__name__}, not a retryable error: {error}")
    return False


def _finish(outcome: Outcome, memory: Memory) -> bool:
    """Every scenario ends here: reconcile, then check; reconcile must leave 0 unindexed, 0 orphans."""
    ok = True
    for _ in range(10):  # reconcile works in pages; also waits out a healer that holds some cells
        if memory.reconcile() == 0 and memory.index_status().unindexed == 0:
            break
    unindexed = memory.index_status().unindexed
    report = memory.check()
    orphans = report.counts().get("orphan_embedding", 0)
    if unindexed or orphans:
        outcome.violations.append(f"reconcile left {unindexed} unindexed, {orphans} orphan embeddings")
        ok = False
    if not report.ok:
        outcome.violations.append(f"check: {report.counts()}")
        ok = False
    return ok


@contextmanager
def _quiet() -> Iterator[None]:
    with warnings.catch_warnings():  # the degraded-state warnings are expected here; the figures say the rest
        warnings.simplefilter("ignore")
        yield


def _namespace(kind: str) -> str:
    return f"faults-{kind}-{uuid.uuid4().hex[:10]}"


# --- 1. Neo4j killed during a 1,000-cell remember_many, during an invalidation, with captures buffered ----------
def _closure(prefix: str, size: int, seed: int) -> list[dict[str, Any]]:
    """A root and ``size`` descendants, full of diamonds: cell i derives from cells (i-1)//2 and (i-1)//3."""
    return _items(prefix, size + 1, seed, parents=lambda i: sorted({f"{prefix}-{(i - 1) // 2}",
                                                                   f"{prefix}-{(i - 1) // 3}"}) if i else [])


def neo4j_crash(lab: Lab, embedder: Any, *, cells: int = 1000, closure: int = 10_000, buffered: int = 300,
                seed: int = 0) -> list[Outcome]:
    """One ``kill -9`` of Neo4j with three faults in flight (one restart: on a loaded host Neo4j's recovery takes
    minutes): an invalidation of a ``closure``-cell DAG running, a ``cells``-cell ``remember_many`` running, and
    a ``buffered()`` block plus an adapter's CellBuffer holding captures. While Neo4j is down the buffered
    captures are flushed (typed retryable error, kept), captured further and handed back by the block's end;
    after the restart each is checked."""
    batch = Outcome("kill -9 Neo4j during remember_many")
    inval = Outcome("kill -9 Neo4j during invalidate (closure)")
    buf = Outcome("Neo4j down while captures are buffered (kill -9)")
    vectors = _vectors(buffered + 40, seed + 7)
    with _quiet(), lab.memory(_namespace("batch"), embedder) as writer, \
            lab.memory(_namespace("inval"), embedder) as governor, \
            lab.memory(_namespace("buffer"), embedder) as capturer:
        before = [_items(f"acked{b}", cells, seed * 100 + b) for b in range(2)]
        for items in before:
            writer.remember_many(items)
        victim = _items("victim", cells, seed * 100 + 50, parents=lambda i: [f"acked0-{i}"] if i % 10 == 0 else [])
        dag = _closure("c", closure, seed)
        for start in range(0, len(dag), 5000):
            governor.remember_many(dag[start:start + 5000])
        root = dag[0]["id"]
        # a concurrent writer, in a transaction it never commits, holds what each of the two transactions must
        # write: the batch's last id (its uniqueness constraint entry) and the closure's last cell (whose status
        # the invalidation sets). Both are in flight, their work so far uncommitted, when the kill comes, however
        # fast this host runs them. (A lock on a parent is not enough: linking to a dense node does not wait.)
        blocker = lab.neo()
        lock = blocker.driver.session(database=lab.client.neo4j_database)
        held = lock.begin_transaction()
        held.run(bench_queries.cypher("faults_claim").text, {"namespace": writer.namespace,
                                                              "id": victim[-1]["id"]}).consume()
        held.run(bench_queries.cypher("faults_lock").text, {"namespace": governor.namespace,
                                                             "ids": [dag[-1]["id"]]}).consume()
        adapter = CellBuffer(capturer)
        unwritten: list[Any] = []
        try:
            with capturer.buffered(batch_size=10 * buffered):
                for i in range(buffered):
                    capturer.remember(f"buffered capture {i}", "tool_result", parents=[], id=f"buf-{i}",
                                      embedding=vectors[i].tolist())
                for i in range(20):
                    adapter.add(f"adapter capture {i}", "llm_output", id=f"ad-{i}")
                (inval_hit, inval_result, inval_error), (batch_hit, batch_result, batch_error) = _kill_when_running(
                    lab, [("memlineage.contamination.invalidate",
                           lambda: governor.invalidate(root, reason="fault suite: wrong source")),
                          ("memlineage.lineage.record", lambda: writer.remember_many(victim))], lab.kill_neo4j)
                buf.injected += 1
                _buffer_while_down(buf, capturer, adapter, vectors, buffered)
        except MemLineageError as exc:  # the block ended with Neo4j down: its captures are handed back
            buf.errors[type(exc).__name__] += 1
            unwritten = list(exc.unwritten)
        finally:
            for closing in (lock.close, blocker.close):
                try:
                    closing()
                except Exception:  # noqa: BLE001 — its server was killed
                    pass
        lab.start_neo4j()

        # the batch in flight
        if batch_hit:
            batch.injected += 1
            ok = _retryable(batch, batch_error)
            neo = lab.neo()
            try:
                for b, items in enumerate(before):
                    if _present(neo, writer.namespace, [c["id"] for c in items])[0] != cells:
                        batch.violations.append(f"acknowledged batch {b} lost cells")
                        ok = False
                present = _present(neo, writer.namespace, [c["id"] for c in victim])[0]
                whole = _whole(batch, "the batch in flight", present, cells)
                ok = ok and present in (0, cells)
                batch.landed["committed before the kill" if whole else "rolled back"] += 1
                if batch_error is None and not whole:
                    batch.violations.append("remember_many returned normally but its batch is absent")
                    ok = False
                retry = writer.remember_many(victim)  # what a caller does with a retryable error
                if retry.created + retry.unchanged != cells or \
                        _present(neo, writer.namespace, [c["id"] for c in victim])[0] != cells:
                    batch.violations.append(f"the retried batch is not whole: {retry}")
                    ok = False
            finally:
                neo.close()
            if _finish(batch, writer) and ok:
                batch.survived += 1
        else:
            batch.missed += 1

        # the invalidation in flight
        if inval_hit:
            inval.injected += 1
            ok = _retryable(inval, inval_error) and _statuses_match(inval, governor, closure, "after the crash")
            active = governor.stats().active_invalidations
            inval.landed["committed before the kill" if active else "rolled back"] += 1
            if not active:
                event = governor.invalidate(root, reason="fault suite: retried")
                if event.contaminated != closure:
                    inval.violations.append(f"the retried invalidation contaminated {event.contaminated}, not {closure}")
                    ok = False
            ok = _statuses_match(inval, governor, closure, "after the retry") and ok
            if _finish(inval, governor) and ok:
                inval.survived += 1
        else:
            inval.missed += 1

        # the buffered captures
        ok = not buf.violations
        if len(unwritten) != buffered + 40:
            buf.violations.append(f"{len(unwritten)} captures handed back, {buffered + 40} were buffered")
            ok = False
        capturer.record(unwritten)
        adapter.flush()
        ok = _all_captured(buf, lab, capturer.namespace, buffered) and ok
        if _finish(buf, capturer) and ok:
            buf.survived += 1
    return [batch, inval, buf]


def _buffer_while_down(outcome: Outcome, memory: Memory, adapter: CellBuffer, vectors: np.ndarray, n: int) -> None:
    """With Neo4j down: a flush and a read raise ConnectionFailed (retryable), the adapter keeps its batch,
    capture goes on."""
    for call in (memory.flush, lambda: memory.get("buf-0")):
        try:
            call()
            outcome.violations.append("a call on a stopped Neo4j returned normally")
        except MemLineageError as exc:
            outcome.errors[type(exc).__name__] += 1
            if not (isinstance(exc, ConnectionFailed) and exc.is_retryable()):
                outcome.violations.append(f"stopped Neo4j raised {type(exc).__name__}, not retryable: {exc}")
    if adapter.flush() != 0 or adapter.pending() != 20:
        outcome.violations.append(f"the CellBuffer dropped its batch ({adapter.pending()} queued)")
    for i in range(n, n + 40):  # capture goes on while the server is down
        memory.remember(f"buffered capture {i}", "tool_result", parents=[], id=f"buf-{i}",
                        embedding=vectors[i].tolist())


def _all_captured(outcome: Outcome, lab: Lab, namespace: str, n: int) -> bool:
    neo = lab.neo()
    try:
        present = _present(neo, namespace, [f"buf-{i}" for i in range(n + 40)])[0]
        from_adapter = _present(neo, namespace, [f"ad-{i}" for i in range(20)])[0]
    finally:
        neo.close()
    if (present, from_adapter) != (n + 40, 20):
        outcome.violations.append(f"captures lost: {present} of {n + 40} buffered, {from_adapter} of 20 adapter")
        return False
    outcome.landed["every buffered capture written after the restart"] += 1
    return True


def _statuses_match(outcome: Outcome, memory: Memory, closure: int, when: str) -> bool:
    """All or nothing: with an active invalidation the root is invalid and its whole closure contaminated;
    without one every cell is valid. ``check()`` compares each status with the invalidations as well."""
    stats = memory.stats()
    expected = ({"invalid": 1, "contaminated": closure} if stats.active_invalidations else {"valid": closure + 1})
    if stats.by_status != expected:
        outcome.violations.append(f"statuses {when}: {stats.by_status}, the active invalidations imply {expected}")
        return False
    return True


# --- 2. PostgreSQL killed between the Neo4j commit and the embedding write -----------------------------------
def postgres_after_commit(lab: Lab, embedder: Any, *, cells: int = 500, seed: int = 0,
                          heal_timeout: float = 120.0) -> Outcome:
    """The tracer (the client's public observability hook) reports ``lineage_record`` once Neo4j has committed
    and before the client writes to PostgreSQL; PostgreSQL is killed right there, for real."""
    outcome = Outcome("kill -9 PostgreSQL after the Neo4j commit")
    namespace = _namespace("pg")
    armed = threading.Event()
    hit = threading.Event()

    def tracer(event: QueryEvent) -> None:
        if armed.is_set() and event.name == "lineage_record" and event.error is None:
            armed.clear()
            lab.kill_postgres()
            hit.set()

    with _quiet(), lab.memory(namespace, embedder, tracer=tracer) as memory:
        memory.remember_many(_items("warm", 10, seed))  # the pool is open and in use
        victim = _items("victim", cells, seed + 1)
        armed.set()
        try:
            result = memory.remember_many(victim)
        except MemLineageError as exc:
            outcome.injected += hit.is_set()
            outcome.violations.append(f"remember_many raised {type(exc).__name__} with Neo4j up: {exc}")
            lab.start_postgres()
            _finish(outcome, memory)
            return outcome
        if not hit.is_set():
            outcome.missed += 1
            return outcome
        outcome.injected += 1
        ok = True
        neo = lab.neo()
        try:
            present, indexed = _present(neo, namespace, [c["id"] for c in victim])
        finally:
            neo.close()
        if (present, indexed, result.unindexed) == (cells, 0, cells):
            outcome.landed["stored in Neo4j, not indexed"] += 1  # the window was hit
        else:
            outcome.violations.append(f"after the kill: {present} stored, {indexed} indexed, "
                                      f"unindexed reported {result.unindexed} (expected {cells}, 0, {cells})")
            ok = False
        lab.start_postgres()
        deadline = time.monotonic() + heal_timeout
        while (status := memory.index_status()).unindexed:  # nobody calls reconcile: the client heals itself
            if time.monotonic() > deadline:
                outcome.violations.append(f"not healed in {heal_timeout:.0f} s: {status}")
                ok = False
                break
            time.sleep(0.25)
        else:
            outcome.landed["healed by the client"] += 1
        if _finish(outcome, memory) and ok:
            outcome.survived += 1
    return outcome


# --- 3. the client killed in the middle of a buffered flush ------------------------------------------------------
def client_mid_flush(lab: Lab, embedder: Any, *, batch: int = 500, batches: int = 4, kill_at: int = 2,
                     on: str = "commit", seed: int = 0) -> Outcome:
    """A child process captures ``batches`` batches through ``buffered()`` and flushes each; it is killed when
    batch ``kill_at`` is being flushed: ``on="commit"`` right after Neo4j committed it (reported by the child's
    tracer), ``on="flush"`` as the flush starts (before or during the Neo4j transaction)."""
    outcome = Outcome(f"kill -9 the client mid-flush ({on})")
    namespace = _namespace("client")
    env = dict(os.environ, MEMLINEAGE_NEO4J_URI=lab.client.resolved_neo4j_uri(),
               MEMLINEAGE_NEO4J_PASSWORD=lab.client.resolved_neo4j_password(),
               MEMLINEAGE_PG_DSN=lab.client.resolved_pg_dsn(), MEMLINEAGE_HOME=str(lab.client.home))
    spec = json.dumps({"namespace": namespace, "batch": batch, "batches": batches, "seed": seed})
    child = subprocess.Popen([sys.executable, "-m", "memlineage_bench.faults", spec], env=env, text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             cwd=Path(__file__).resolve().parent.parent)
    assert child.stdout is not None
    acked: list[int] = []
    trigger = f"{'COMMITTED' if on == 'commit' else 'FLUSH'} {kill_at}"
    killed = False
    for line in child.stdout:
        line = line.strip()
        if line.startswith("ACK "):
            acked.append(int(line.split()[1]))
        if line == trigger:
            os.kill(child.pid, signal.SIGKILL)
            killed = True
            break
    child.wait(60)
    if not killed:
        outcome.missed += 1
        outcome.violations.append(f"the child ended before the kill: {child.stderr.read()[-2000:] if child.stderr else ''}")
        return outcome
    outcome.injected += 1
    ok = True
    with _quiet(), lab.memory(namespace, embedder) as memory:
        neo = lab.neo()
        try:
            for k in range(batches):
                present, indexed = _present(neo, namespace, [f"b{k}-{i}" for i in range(batch)])
                whole = _whole(outcome, f"batch {k}", present, batch)
                ok = ok and present in (0, batch)
                if k in acked and not whole:
                    outcome.violations.append(f"acknowledged batch {k} is missing")
                    ok = False
                if k == kill_at:
                    outcome.landed[("committed, not indexed" if indexed < present else "committed and indexed")
                                   if whole else "not committed"] += 1
                    if not whole:
                        outcome.lost += batch  # only buffered in the killed process: the documented loss
                elif k > kill_at and present:
                    outcome.violations.append(f"batch {k} present though never flushed")
                    ok = False
        finally:
            neo.close()
        if _finish(outcome, memory) and ok:
            outcome.survived += 1
    return outcome


def _child(spec: dict[str, Any]) -> None:
    """The client the scenario kills: prints FLUSH k, COMMITTED k (tracer: Neo4j committed) and ACK k."""
    current = {"k": -1}

    def tracer(event: QueryEvent) -> None:
        if event.name == "lineage_record" and event.error is None:
            print(f"COMMITTED {current['k']}", flush=True)

    n, seed = spec["batch"], spec["seed"]
    with Memory(spec["namespace"], settings=Settings.from_env(), tracer=tracer) as memory:
        with memory.buffered(batch_size=10 * n * spec["batches"]):
            previous: str | None = None
            for k in range(spec["batches"]):
                vectors = _vectors(n, seed * 1000 + k)
                for i in range(n):
                    cell = memory.remember(f"batch {k} capture {i}", "tool_result", parents=[previous] if previous else [],
                                           id=f"b{k}-{i}", embedding=vectors[i].tolist())
                    previous = cell.id
                current["k"] = k
                print(f"FLUSH {k}", flush=True)
                memory.flush()
                print(f"ACK {k}", flush=True)


# --- 4. a stopped server: typed retryable errors, buffered captures kept ---------------------------------------
def stopped_neo4j_with_buffer(lab: Lab, embedder: Any, *, cells: int = 300, seed: int = 0) -> Outcome:
    """Neo4j is stopped (cleanly) while a ``buffered()`` block and an adapter's CellBuffer hold captures; nothing
    is lost: the failed flush keeps them, the block's end hands them back in ``exc.unwritten``, the CellBuffer
    keeps its batch queued; all are written once Neo4j is back."""
    outcome = Outcome("Neo4j stopped while captures are buffered")
    vectors = _vectors(cells + 40, seed)
    with _quiet(), lab.memory(_namespace("stopped"), embedder) as memory:
        adapter = CellBuffer(memory)
        unwritten: list[Any] = []
        try:
            with memory.buffered(batch_size=10 * cells):
                for i in range(cells):
                    memory.remember(f"buffered capture {i}", "tool_result", parents=[], id=f"buf-{i}",
                                    embedding=vectors[i].tolist())
                for i in range(20):
                    adapter.add(f"adapter capture {i}", "llm_output", id=f"ad-{i}")
                lab.stop_neo4j()
                outcome.injected += 1
                _buffer_while_down(outcome, memory, adapter, vectors, cells)
        except MemLineageError as exc:  # the block ends with Neo4j still down: its captures are handed back
            outcome.errors[type(exc).__name__] += 1
            unwritten = list(exc.unwritten)
        ok = not outcome.violations
        if len(unwritten) != cells + 40:
            outcome.violations.append(f"{len(unwritten)} captures handed back, {cells + 40} were buffered")
            ok = False
        lab.start_neo4j()
        memory.record(unwritten)
        adapter.flush()
        ok = _all_captured(outcome, lab, memory.namespace, cells) and ok
        if _finish(outcome, memory) and ok:
            outcome.survived += 1
    return outcome


#: name → scenario, in the order the bench runs them
FAULTS: dict[str, Callable[..., Any]] = {
    "neo4j-crash": neo4j_crash,
    "postgres-after-commit": postgres_after_commit,
    "client-mid-flush": client_mid_flush,
    "neo4j-stopped-buffer": stopped_neo4j_with_buffer,
}


@dataclass
class Report:
    outcomes: list[Outcome]
    repeat: int
    seconds: float
    load: float
    notes: list[str] = field(default_factory=list)


def run(lab: Lab, embedder: Any, *, repeat: int = 3, cells: int = 1000, closure: int = 10_000,
        progress: Progress = lambda _msg: None) -> Report:
    """Every scenario ``repeat`` times (the client is killed on commit and on flush alternately)."""
    started = time.monotonic()
    totals: dict[str, Outcome] = {}

    def add(outcome: Outcome) -> None:
        totals.setdefault(outcome.fault, Outcome(outcome.fault)).merge(outcome)

    for r in range(repeat):
        progress(f"round {r + 1}/{repeat}: Neo4j killed during a {cells:,}-cell remember_many and the "
                 f"invalidation of a {closure:,}-cell closure, captures buffered")
        for outcome in neo4j_crash(lab, embedder, cells=cells, closure=closure, buffered=cells // 2, seed=r):
            add(outcome)
        progress(f"round {r + 1}/{repeat}: PostgreSQL killed after the Neo4j commit")
        add(postgres_after_commit(lab, embedder, cells=cells, seed=r))
        for on in ("commit", "flush"):
            progress(f"round {r + 1}/{repeat}: client killed mid-flush ({on})")
            add(client_mid_flush(lab, embedder, batch=cells // 2, kill_at=1 + r % 2, on=on, seed=r))
        progress(f"round {r + 1}/{repeat}: Neo4j stopped while captures are buffered")
        add(stopped_neo4j_with_buffer(lab, embedder, cells=cells // 2, seed=r))
    return Report(list(totals.values()), repeat, time.monotonic() - started, os.getloadavg()[0])


if __name__ == "__main__":  # the child process of client_mid_flush
    _child(json.loads(sys.argv[1]))
