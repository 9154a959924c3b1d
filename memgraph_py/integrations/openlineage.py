"""OpenLineage export: MemLineage's lineage as standard RunEvents. Needs ``memlineage[openlineage]``.

How the memory graph maps onto OpenLineage's run/job/dataset model:

* **Run of a job** — cells recorded together by one activity: the cells of a step (a ``FOLLOWS`` chain)
  and a tracked call with its result (``RESULT_OF``) form one run; any other cell is a run of its own. The
  job is named after what produced the cells (``source``: a function, tool or model name; else
  ``<kind>``) in the job namespace ``memlineage/<namespace>``. Run ids are UUIDs derived from the first
  cell's id, so exporting twice sends the same runs (catalogues deduplicate them).
* **Inputs and outputs** — the cells the run read (its cells' parents outside the run) and wrote. They are
  not one dataset each: every run reads and writes the *namespace's* dataset (namespace: the Neo4j address,
  name ``memlineage.<namespace>``), and the cell ids (with their kinds and statuses) travel in the custom
  facet ``memlineage_cells``. A catalogue such as Marquez so shows one dataset per memory namespace, with
  runs as its history, instead of one dataset per memory.

Each run is a START event (with its inputs) and a COMPLETE event (inputs and outputs) at the cells' times.
:func:`run_events` builds them (no I/O beyond one read of the namespace); :func:`export_openlineage` sends
them with an ``openlineage-python`` client (file, HTTP, Kafka, … transports).
"""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any
from urllib.parse import urlsplit

from ._batch import missing_extra

try:
    import attr
    from openlineage.client import OpenLineageClient
    from openlineage.client.event_v2 import InputDataset, Job, OutputDataset, Run, RunEvent, RunState
    from openlineage.client.facet_v2 import DatasetFacet, RunFacet
    from openlineage.client.serde import Serde
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise missing_extra("openlineage", "openlineage-python") from exc

__all__ = ["MemLineageCellsFacet", "MemLineageRunFacet", "export_openlineage", "group_runs", "run_events",
           "to_json"]

PRODUCER = "urn:memlineage:memgraph_py:openlineage"  # a URI naming the producer (no public project URL yet)
FACET_SCHEMA = "urn:memlineage:openlineage:facet:memlineage_cells:1"
RUN_FACET_SCHEMA = "urn:memlineage:openlineage:facet:memlineage_run:1"
_RUN_IDS = uuid.UUID("0b6c1d0e-5d1f-4e8e-9c2a-6f70656e6c69")
MAX_CELLS = 1_000_000


@attr.define
class MemLineageCellsFacet(DatasetFacet):
    """Which memories of the namespace's dataset a run read or wrote (custom facet ``memlineage_cells``)."""

    cellIds: list[str] = attr.field(factory=list)  # noqa: N815 — OpenLineage's field style
    kinds: dict[str, int] = attr.field(factory=dict)
    statuses: dict[str, int] = attr.field(factory=dict)

    @staticmethod
    def _get_schema() -> str:
        return FACET_SCHEMA


@attr.define
class MemLineageRunFacet(RunFacet):
    """What the run was in MemLineage terms (custom facet ``memlineage_run``)."""

    namespace: str = attr.field(default="")
    grouping: str = attr.field(default="cell")  # step (FOLLOWS chain), call (RESULT_OF) or cell

    @staticmethod
    def _get_schema() -> str:
        return RUN_FACET_SCHEMA


@dataclass
class CellRow:
    id: str
    kind: str
    source: str | None
    status: str
    created_at: int  # epoch milliseconds
    parents: list[str]
    follows: str | None = None
    result_of: str | None = None


@dataclass
class RunGroup:
    """Cells written by one activity, and the cells outside it they were derived from."""

    cells: list[CellRow]
    inputs: list[str] = field(default_factory=list)
    grouping: str = "cell"

    @property
    def job(self) -> str:
        first = self.cells[0]
        named = next((c.source for c in self.cells if c.source), None)
        return named or first.kind

    @property
    def run_id(self) -> str:
        return str(uuid.uuid5(_RUN_IDS, self.cells[0].id))


def group_runs(rows: Iterable[CellRow]) -> list[RunGroup]:
    """Union the cells joined by FOLLOWS (a step) and RESULT_OF (a call and its result) into runs (I/O-free)."""
    rows = list(rows)
    by_id = {r.id: r for r in rows}
    root: dict[str, str] = {r.id: r.id for r in rows}

    def find(x: str) -> str:
        while root[x] != x:
            root[x] = root[root[x]]
            x = root[x]
        return x

    how: dict[str, str] = {}
    for r in rows:
        for other, why in ((r.follows, "step"), (r.result_of, "call")):
            if other in by_id:
                a, b = find(r.id), find(other)
                if a != b:
                    root[a] = b
                how[find(r.id)] = "step" if "step" in (why, how.get(a), how.get(b)) else "call"
    groups: dict[str, list[CellRow]] = {}
    for r in rows:  # rows are oldest first: each group keeps that order
        groups.setdefault(find(r.id), []).append(r)
    runs = []
    for key, cells in groups.items():
        members = {c.id for c in cells}
        inputs = list(dict.fromkeys(p for c in cells for p in c.parents if p not in members))
        runs.append(RunGroup(cells, inputs, how.get(key, "cell") if len(cells) > 1 else "cell"))
    runs.sort(key=lambda g: (g.cells[0].created_at, g.cells[0].id))
    return runs


def _facet(ids: Sequence[str], rows: Mapping[str, CellRow]) -> MemLineageCellsFacet:
    known = [rows[i] for i in ids if i in rows]
    return MemLineageCellsFacet(cellIds=list(ids), kinds=dict(Counter(r.kind for r in known)),
                                statuses=dict(Counter(r.status for r in known)), producer=PRODUCER)


def dataset_namespace(neo4j_uri: str) -> str:
    """The OpenLineage dataset namespace of a Neo4j server: scheme://host:port, never credentials."""
    parts = urlsplit(neo4j_uri)
    host = parts.hostname or "localhost"
    return f"{parts.scheme or 'neo4j'}://{host}:{parts.port or 7687}"


def build_events(namespace: str, rows: Sequence[CellRow], *, neo4j_uri: str,
                 job_namespace: str | None = None) -> list[RunEvent]:
    """START and COMPLETE events for each run of ``rows`` (I/O-free)."""
    by_id = {r.id: r for r in rows}
    ds_namespace, ds_name = dataset_namespace(neo4j_uri), f"memlineage.{namespace}"
    jobs = job_namespace or f"memlineage/{namespace}"
    events: list[RunEvent] = []
    for group in group_runs(rows):
        start = datetime.fromtimestamp(group.cells[0].created_at / 1000, tz=timezone.utc)
        end = datetime.fromtimestamp(group.cells[-1].created_at / 1000, tz=timezone.utc)
        run = Run(runId=group.run_id, facets={"memlineage_run": MemLineageRunFacet(
            namespace=namespace, grouping=group.grouping, producer=PRODUCER)})
        job = Job(namespace=jobs, name=group.job)
        inputs = [InputDataset(namespace=ds_namespace, name=ds_name,
                               facets={"memlineage_cells": _facet(group.inputs, by_id)})] if group.inputs else []
        outputs = [OutputDataset(namespace=ds_namespace, name=ds_name,
                                 facets={"memlineage_cells": _facet([c.id for c in group.cells], by_id)})]
        events.append(RunEvent(eventType=RunState.START, eventTime=start.isoformat(), run=run, job=job,
                               inputs=inputs, producer=PRODUCER))
        events.append(RunEvent(eventType=RunState.COMPLETE, eventTime=end.isoformat(), run=run, job=job,
                               inputs=inputs, outputs=outputs, producer=PRODUCER))
    return events


def _read(memory: Any, since: datetime | None, limit: int) -> Any:
    params = {"namespace": memory.namespace, "limit": limit,
              "since": int(since.timestamp() * 1000) if since is not None else 0}
    return memory._neo.run("export_cells", params, write=False)


def _rows(raw: Iterable[Mapping[str, Any]]) -> list[CellRow]:
    return [CellRow(id=r["id"], kind=r["kind"], source=r["source"], status=r["status"] or "valid",
                    created_at=int(r["created_at"]), parents=list(r["parents"] or []), follows=r["follows"],
                    result_of=r["result_of"]) for r in raw]


def run_events(memory: Any, *, since: datetime | None = None, limit: int = MAX_CELLS,
               job_namespace: str | None = None) -> list[RunEvent]:
    """The namespace's lineage as OpenLineage RunEvents (sync ``Memory``; one Neo4j read)."""
    if since is not None and since.tzinfo is None:
        raise ValueError("since must be timezone-aware")
    rows = _rows(_read(memory, since, limit))
    return build_events(memory.namespace, rows, neo4j_uri=memory.settings.resolved_neo4j_uri(), job_namespace=job_namespace)


async def arun_events(memory: Any, *, since: datetime | None = None, limit: int = MAX_CELLS,
                      job_namespace: str | None = None) -> list[RunEvent]:
    """:func:`run_events` for an ``AsyncMemory``."""
    rows = _rows(await _read(memory, since, limit))
    return build_events(memory.namespace, rows, neo4j_uri=memory.settings.resolved_neo4j_uri(), job_namespace=job_namespace)


def export_openlineage(memory: Any, client: OpenLineageClient | None = None, *, since: datetime | None = None,
                       limit: int = MAX_CELLS, job_namespace: str | None = None) -> int:
    """Emit the namespace's lineage through an OpenLineage client (default: ``OpenLineageClient()``, which
    reads ``openlineage.yml`` / ``OPENLINEAGE_*``); returns how many events were sent."""
    client = client if client is not None else OpenLineageClient()
    events = run_events(memory, since=since, limit=limit, job_namespace=job_namespace)
    for event in events:
        client.emit(event)
    return len(events)


def to_json(event: RunEvent) -> str:
    """One event as the JSON an OpenLineage transport sends."""
    return str(Serde.to_json(event))
