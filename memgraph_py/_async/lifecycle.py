"""Memory lifecycle on the client: archive, forget, consolidate, tasks and the working layer.

Part of ``AsyncMemory`` (a mixin); generated into ``memgraph_py/_sync/lifecycle.py`` for ``Memory`` like the rest
of this package. The graph work is the ``memlineage.lifecycle.*`` procedures (scoring and archiving, CONSOLIDATES
edges, tasks); the client reads embeddings from PostgreSQL to find clusters, runs the summarizer, and keeps
PostgreSQL's recall table to the active memories (archived ones move to ``memcell_embedding_archived``).
Policies, clustering and packing are I/O-free in :mod:`memgraph_py.lifecycle`.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

import numpy as np

from .. import _core, queries
from .. import lifecycle as core
from .. import recall as recall_core
from ..capture import pushed
from ..errors import CellNotFoundError, CycleError, InvalidInputError
from ..models import Cell, Kind
from ..summarize import ExtractiveSummarizer, Summarizer
from . import _compat

if TYPE_CHECKING:
    from ..config import Settings
    from ..embed import Embedder
    from ..entities import EntityExtractor
    from .stores import AsyncNeo4jStore, AsyncPgStore

__all__ = ["AsyncLifecycle"]

# ids per PostgreSQL move (archive / unarchive of many memories)
MOVE_BATCH = 5000
# recall(layers=...) ranks this many times k before keeping the layers asked for
LAYER_WIDEN = 3
# summaries consolidate writes per transaction
WRITE_BATCH = 50
# memories consolidate examines in one call at most
MAX_EXAMINED = 200_000


def _ids(cells: Iterable[Cell | str] | Cell | str, namespace: str, what: str) -> list[str]:
    if isinstance(cells, (str, Cell)):
        cells = [cells]
    try:
        ids = _core.parent_ids(list(cells), namespace)
    except TypeError:
        raise InvalidInputError(f"{what} takes cells or ids, got {cells!r}") from None
    if not ids:
        raise InvalidInputError(f"{what} needs at least one memory")
    return ids


class AsyncLifecycle:
    """Layers, archiving, forgetting and consolidation. Mixed into :class:`AsyncMemory`."""

    namespace: str
    settings: Settings
    embedder: Embedder
    entities: EntityExtractor
    _neo: AsyncNeo4jStore
    _pg: AsyncPgStore

    if TYPE_CHECKING:
        async def get(self, cell_id: str) -> Cell: ...
        remember: Callable[..., Any]  # AsyncMemory.remember
        async def _embed_missing(self, cells: Sequence[_core.PendingCell]) -> None: ...
        async def _index(self, cells: Sequence[_core.PendingCell]) -> bool: ...
        async def _store_dimension(self) -> int: ...

    # --- archive ------------------------------------------------------------------------------------
    async def archive(self, cells: Iterable[Cell | str] | Cell | str, *, reason: str | None = None,
                      by: str | None = None) -> list[dict[str, Any]]:
        """Archive memories: out of default recall, still traceable, lineage and contamination intact;
        :meth:`unarchive` is the exact inverse. Returns one ``{id, status, baseStatus, changed}`` per memory.
        Raises CellNotFoundError (unknown id), CellStateError (an erased memory); nothing changes then."""
        params = {"namespace": self.namespace, "ids": _ids(cells, self.namespace, "archive()"),
                  "reason": _core.check_text(reason, "reason", 2000) if reason is not None else "",
                  "by": _core.check_by(by)}
        rows = await self._neo.run("lifecycle_archive", params)
        await self._move_embeddings("lifecycle_archive_embeddings", [r["id"] for r in rows if r["changed"]])
        return [dict(r) for r in rows]

    async def unarchive(self, cells: Iterable[Cell | str] | Cell | str, *, by: str | None = None
                        ) -> list[dict[str, Any]]:
        """Bring archived memories back (recall returns them again). CellStateError for a memory that is not
        archived, CellNotFoundError for an unknown id; nothing changes then."""
        ids = _ids(cells, self.namespace, "unarchive()")
        rows = await self._neo.run("lifecycle_unarchive", {"namespace": self.namespace, "ids": ids,
                                                          "by": _core.check_by(by)})
        moved = set(await self._move_embeddings("lifecycle_unarchive_embeddings", ids))
        missing = [i for i in ids if i not in moved]
        if missing:  # no archived row (e.g. a reindex ran meanwhile): embed it again from Neo4j's content
            found = await self._neo.run("lineage_get_many", {"namespace": self.namespace, "ids": missing}, write=False)
            pending = [_core.pending_from_cell(_core.parse_cell(r["cell"])) for r in found]
            if pending:
                await self._embed_missing(pending)
                await self._index(pending)
        return [dict(r) for r in rows]

    async def _move_embeddings(self, name: str, ids: Sequence[str]) -> list[str]:
        moved: list[str] = []
        for start in range(0, len(ids), MOVE_BATCH):
            async with self._pg.connection() as conn:
                cursor = await conn.execute(queries.sql(name), {"namespace": self.namespace,
                                                                "ids": list(ids[start:start + MOVE_BATCH])})
                if cursor.description is not None:
                    moved += [r[0] for r in await cursor.fetchall()]
        return moved

    async def active_cells(self) -> dict[str, int]:
        """How many memories of this namespace are active (not archived or erased), by layer, plus ``total``."""
        rows = await self._neo.run("lifecycle_active", {"namespace": self.namespace}, write=False)
        out = {layer.value: 0 for layer in core.Layer}
        for r in rows:
            out[r["layer"]] = int(r["cells"])
        out["total"] = sum(out.values())
        return out

    async def _stored_duplicate(self, pending: _core.PendingCell) -> Cell | None:
        """A valid stored memory of ``pending``'s kind with exactly its content (remember's opt-in merge), or None.
        One PostgreSQL query by the embedding (identical text gives the identical vector), then Neo4j's content."""
        await self._embed_missing([pending])
        async with self._pg.connection() as conn:
            cursor = await conn.execute(queries.sql("lifecycle_duplicates"), {
                "namespace": self.namespace, "kind": pending.kind.value, "vector": np.asarray(pending.embedding)})
            ids = [r[0] for r in await cursor.fetchall() if r[0] != pending.id]
        if not ids:
            return None
        rows = await self._neo.run("lineage_get_many", {"namespace": self.namespace, "ids": ids}, write=False)
        same = sorted((c for c in (_core.parse_cell(r["cell"]) for r in rows)
                       if c.content == pending.content and c.status.value == "valid"), key=lambda c: c.id)
        return same[0] if same else None

    async def _merge_into(self, duplicate: Cell, pending: _core.PendingCell) -> Cell | None:
        """The stored duplicate gains ``pending``'s parents (None when that would close a cycle: then the new memory
        is written as usual)."""
        new_parents = [p for p in pending.parents if p != duplicate.id]
        if new_parents:
            try:
                await self._neo.run("lineage_link", {"namespace": self.namespace, "child": duplicate.id,
                                                     "parents": new_parents, "by": "merge_duplicate"})
            except CycleError:
                return None
        return await self.get(duplicate.id)

    # --- forget -------------------------------------------------------------------------------------
    async def forget(self, policy: core.ForgetPolicy | Mapping[str, Any] | None = None, *, dry_run: bool = True,
                     by: str | None = None) -> core.ForgetReport:
        """Archive low-value memories by a score of importance, recency, usage and topology (see
        :class:`~memgraph_py.lifecycle.ForgetPolicy`: threshold or budget mode; roots, pinned kinds, open tasks'
        memories and what a recent valid output rests on are never touched). ``dry_run`` (the default) only
        reports what would go and why. InvalidInputError for a bad policy, before anything is read."""
        chosen = core.ForgetPolicy.of(policy)
        if not isinstance(dry_run, bool):
            raise InvalidInputError(f"dry_run must be True or False, got {dry_run!r}")
        params = {"namespace": self.namespace, "options": chosen.options(), "dryRun": dry_run,
                  "by": _core.check_by(by if by is not None else "forget")}
        before = (await self.active_cells())["total"]
        rows = await self._neo.run("lifecycle_forget", params)
        archived = [r["id"] for r in rows if r["archived"]]
        await self._move_embeddings("lifecycle_archive_embeddings", archived)
        candidates = tuple(core.ForgetCandidate(**dict(r)) for r in rows)
        return core.ForgetReport(dry_run=dry_run, candidates=candidates, active_before=before,
                                 active_after=before - len(archived))

    # --- consolidate --------------------------------------------------------------------------------
    async def consolidate(self, scope: Iterable[Cell | str] | None = None,
                          policy: core.ConsolidationPolicy | Mapping[str, Any] | None = None, *,
                          summarizer: Summarizer | None = None, dry_run: bool = False, by: str | None = None,
                          progress: Callable[[int, int], None] | None = None) -> core.ConsolidationReport:
        """Find clusters of near-duplicate or closely related episodic memories (``scope``: these memories, or
        the whole namespace) and replace each by one semantic ``summary`` memory: it DERIVES_FROM and
        CONSOLIDATES its sources, which are archived (traceable, restorable; invalidating one contaminates the
        summary). ``summarizer``: the offline :class:`~memgraph_py.summarize.ExtractiveSummarizer` by default.
        ``progress(done, clusters)`` after each cluster. Raises InvalidInputError (bad policy or summarizer),
        CellNotFoundError (a scope id not stored) before anything is written."""
        chosen = core.ConsolidationPolicy.of(policy)
        if summarizer is None:
            summarizer = ExtractiveSummarizer(self.embedder.embed, max_sentences=chosen.max_sentences)
        elif not callable(getattr(summarizer, "summarize", None)):
            raise InvalidInputError("summarizer must have a summarize(texts) method")
        ids = _ids(scope, self.namespace, "consolidate(scope=...)") if scope is not None else None
        who = _core.check_by(by if by is not None else "consolidate")
        if ids is not None:
            found = await self._neo.run("lineage_get_many", {"namespace": self.namespace, "ids": ids}, write=False)
            stored = {r["cell"]["id"] for r in found}
            missing = [i for i in ids if i not in stored]
            if missing:
                raise CellNotFoundError(f"no memories {missing!r} in namespace {self.namespace!r}",
                                        namespace=self.namespace, cell_ids=missing)
        rows = await self._neo.run("lifecycle_candidates", {"namespace": self.namespace, "ids": ids,
                                                            "kinds": list(chosen.kinds), "limit": MAX_EXAMINED},
                                   write=False)
        cells = [core.ClusterInput(r["id"], r["kind"], r["content"], int(r["created_at"] or 0), list(r["entities"]),
                                   list(r["parents"])) for r in rows]
        vectors = await self._vectors([c.id for c in cells])
        clusters = await _compat.to_thread(core.find_clusters, cells, vectors, chosen)
        by_id = {c.id: c for c in cells}
        done: list[core.ConsolidationCluster] = []
        for start in range(0, len(clusters), WRITE_BATCH):  # summaries of a batch are written in one transaction
            batch = clusters[start:start + WRITE_BATCH]
            contents = [await _compat.to_thread(summarizer.summarize, [by_id[i].content for i in sources])
                        for sources in batch]
            summary_ids: list[str | None] = [None] * len(batch)
            if not dry_run:
                summary_ids = list(await self._write_summaries(list(zip(contents, batch)), who))
            done += [core.ConsolidationCluster(summary_id=sid, sources=tuple(sources), content=content)
                     for sid, sources, content in zip(summary_ids, batch, contents)]
            if progress is not None:
                progress(len(done), len(clusters))
        return core.ConsolidationReport(dry_run=dry_run, examined=len(cells), clusters=tuple(done))

    async def _vectors(self, ids: Sequence[str]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for start in range(0, len(ids), MOVE_BATCH):
            async with self._pg.connection() as conn:
                cursor = await conn.execute(queries.sql("lifecycle_embeddings"),
                                            {"namespace": self.namespace, "ids": list(ids[start:start + MOVE_BATCH])})
                for cell_id, vector in await cursor.fetchall():
                    raw = vector.to_numpy() if hasattr(vector, "to_numpy") else vector  # pgvector's Vector
                    out[cell_id] = np.asarray(raw, dtype=np.float32)
        return out

    async def _write_summaries(self, clusters: Sequence[tuple[str, Sequence[str]]], by: str) -> list[str]:
        """Record one summary per (content, sources), DERIVED_FROM and CONSOLIDATES its sources, archive them: one
        Neo4j transaction, then PostgreSQL (the summaries indexed, the sources' rows moved out of recall's table)."""
        pending = []
        for content, sources in clusters:
            cell = _core.prepare_cell(content, Kind.SUMMARY.value, namespace=self.namespace, parents=list(sources),
                                      source="consolidate")
            cell.entities = self.entities.extract(cell.content)
            pending.append(cell)
        await self._embed_missing(pending)
        params = {**_core.batch_params(self.namespace, pending, embeddings=self.settings.recall_one_call), "by": by,
                  "clusters": [{"summary": cell.id, "sources": list(sources)}
                               for cell, (_, sources) in zip(pending, clusters)]}
        await self._neo.run("lifecycle_consolidate", params)
        await self._index(pending)
        await self._move_embeddings("lifecycle_archive_embeddings", [i for _, sources in clusters for i in sources])
        return [cell.id for cell in pending]

    # --- tasks and the working layer ----------------------------------------------------------------
    async def start_task(self, content: str, parents: Iterable[Cell | str] | Cell | str | None = (), **kwargs: Any
                         ) -> Cell:
        """Record a ``task`` memory and open it: memories captured inside :meth:`task` (or with
        ``in_task``) are its working layer until :meth:`end_task`."""
        cell = await self.remember(content, Kind.TASK.value, parents=parents, **kwargs)
        await self._neo.run("lifecycle_start_task", {"namespace": self.namespace, "id": cell.id})
        return cell

    @asynccontextmanager
    async def task(self, content: str, *, parents: Iterable[Cell | str] | Cell | str | None = (),
                   end: str | None = "demote", **kwargs: Any) -> AsyncIterator[Cell]:
        """Open a task for a block: captures inside derive from it and are its working layer. On leaving,
        ``end`` closes it (``"demote"`` or ``"consolidate"``, see :meth:`end_task`); ``None`` leaves it open."""
        if end not in (None, "demote", "consolidate"):
            raise InvalidInputError(f"end must be 'demote', 'consolidate' or None, got {end!r}")
        cell = await self.start_task(content, parents=parents, **kwargs)
        with core.in_task(cell.id), pushed([cell.id]):
            yield cell
        if end is not None:
            await self.end_task(cell, mode=end)

    async def end_task(self, task: Cell | str, *, mode: str = "demote", summarizer: Summarizer | None = None,
                       policy: core.ConsolidationPolicy | Mapping[str, Any] | None = None, by: str | None = None
                       ) -> core.TaskReport:
        """Close a task: its working memories become episodic (``"demote"``), after their clusters have been
        consolidated into semantic summaries (``"consolidate"``). InvalidInputError (bad mode, not a task),
        CellStateError (not open), CellNotFoundError; nothing changes then."""
        if mode not in ("demote", "consolidate"):
            raise InvalidInputError(f"mode must be 'demote' or 'consolidate', got {mode!r}")
        task_id = _ids(task, self.namespace, "end_task()")[0]
        chosen = core.ConsolidationPolicy.of(policy)
        report = None
        if mode == "consolidate":
            rows = await self._neo.run("lifecycle_task_cells", {"namespace": self.namespace, "task": task_id},
                                       write=False)
            if not rows:
                raise CellNotFoundError(f"no memory {task_id!r} in namespace {self.namespace!r}",
                                        namespace=self.namespace, cell_ids=[task_id])
            if not rows[0]["open"]:
                # let the procedure raise the typed CellState error, before anything is consolidated
                await self._neo.run("lifecycle_end_task", {"namespace": self.namespace, "id": task_id,
                                                           "by": _core.check_by(by)})
        row = (await self._neo.run("lifecycle_end_task", {"namespace": self.namespace, "id": task_id,
                                                          "by": _core.check_by(by)}))[0]
        if mode == "consolidate":
            members = [r["cell"]["id"] for r in rows if r["cell"]["id"] != task_id]
            if members:
                report = await self.consolidate(members, chosen, summarizer=summarizer, by=by)
        return core.TaskReport(task=task_id, demoted=int(row["cells"]), consolidation=report)

    async def working_set(self, task: Cell | str, budget: int = 2000, *, unit: str = "tokens",
                          query: str | None = None) -> core.WorkingSet:
        """The task's context within ``budget`` tokens (approximate) or cells, most relevant first: similarity
        to ``query`` when given, else importance, blended with recency. Archived and tainted memories are left
        out. InvalidInputError (bad budget/unit), CellNotFoundError (unknown task)."""
        budget, unit = core.check_budget(budget, unit)
        task_id = _ids(task, self.namespace, "working_set()")[0]
        if query is not None and (not isinstance(query, str) or not query.strip()):
            raise InvalidInputError("query must be a non-empty string or None")
        rows = await self._neo.run("lifecycle_task_cells", {"namespace": self.namespace, "task": task_id}, write=False)
        if not rows:
            raise CellNotFoundError(f"no memory {task_id!r} in namespace {self.namespace!r}",
                                    namespace=self.namespace, cell_ids=[task_id])
        cells = [_core.parse_cell(r["cell"]) for r in rows]
        cells = [c for c in cells if c.status.value == "valid"]
        sims: dict[str, float] = {}
        if query is not None and cells:
            vectors = await self._vectors([c.id for c in cells])
            q = np.asarray((await _compat.to_thread(self.embedder.embed, [query]))[0], dtype=np.float32)
            q = q / (np.linalg.norm(q) or 1.0)
            for cid, v in vectors.items():
                sims[cid] = float(v @ q / (np.linalg.norm(v) or 1.0))
        now_ms = int(time.time() * 1000)
        scored = [(c, core.relevance(c, now_ms, sims.get(c.id, 0.0) if query is not None else None)) for c in cells]
        chosen, tokens, left = core.pack(scored, budget, unit)
        return core.WorkingSet(task=task_id, cells=tuple(c for c, _ in chosen), scores=tuple(s for _, s in chosen),
                               tokens=tokens, left_out=left)

    async def recall_in_layers(self, query: str, k: int, layers: Iterable[str] | str, **kwargs: Any
                               ) -> recall_core.RecallResponse:
        """``recall(..., layers=...)``: the recall of ``k * LAYER_WIDEN`` memories of the kinds those layers can
        hold, filtered to the memories whose layer is one of ``layers``, cut to ``k``. Such a recall is not
        recorded as a retrieval (what ranked in between would be credited with usage)."""
        wanted = core.check_layers(layers)
        recall_core.check_query(query, k)
        if wanted is None or set(wanted) == {layer.value for layer in core.Layer}:
            return await self.recall(query, k, **kwargs)  # type: ignore[attr-defined]
        kinds = kwargs.pop("kinds", None)
        allowed = core.layer_kinds(wanted)
        kinds = sorted(allowed & {Kind(x).value for x in kinds}) if kinds is not None else sorted(allowed)
        if not kinds:
            return recall_core.RecallResponse(query=query, preset=str(kwargs.get("preset") or "balanced"),
                                              retrieval_id=None, results=())
        wide = min(recall_core.MAX_K, k * LAYER_WIDEN)
        response = await self.recall(query, wide, kinds=kinds, record=False, **kwargs)  # type: ignore[attr-defined]
        layer_of = (await self._neo.run("lifecycle_layers", {"namespace": self.namespace, "ids": response.ids()},
                                        write=False)) if response.results else []
        keep = {r["id"] for r in layer_of if r["layer"] in wanted}
        results = tuple(r for r in response.results if r.cell.id in keep)[:k]
        return response.model_copy(update={"results": results, "retrieval_id": None})
