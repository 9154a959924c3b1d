# Generated from memgraph_py/_async/check.py by tools/unasync.py: do not edit. Change the source, then `make generate`.
"""The synchronous twin of :mod:`memgraph_py._async.check`, generated: read that module for the documentation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import queries
from ..models import CheckReport, Violation

if TYPE_CHECKING:
    from .stores import Neo4jStore, PgStore

__all__ = ["Check"]

#: Ids read per round trip from each store.
CHECK_PAGE = 10_000


class Check:
    """fsck of the namespace. Mixed into :class:`Memory`."""

    namespace: str
    _neo: Neo4jStore
    _pg: PgStore

    def reconcile(self, limit: int = 10_000) -> int: ...  # Memory

    def check(self, *, repair: bool = False) -> CheckReport:
        """Check every invariant of this namespace in both stores; ``repair=True`` first fixes what is safely
        derivable, then checks again and reports what remains.

        Graph: the lineage DAG is acyclic, statuses equal what the active invalidations imply, supersession
        chains are well-formed, no relationship crosses namespaces, each invalidation has one target.
        Cross-store: every cell marked indexed has its embedding, active or archived (``missing_embedding``),
        every embedding has its cell (``orphan_embedding``), every embedded cell is marked indexed
        (``unmarked_index``), no erased memory keeps an embedding (``erased_embedding``). Cells not yet indexed
        are pending work, not violations (``pending_index``; ``reconcile`` indexes them).

        Repairs: statuses rewritten from the active invalidations, orphan and erased embeddings deleted, cells with a
        missing embedding sent back to reconcile, then reconcile. A cycle, a crossing edge or a malformed
        invalidation is not derivable and only reported.
        """
        repaired: dict[str, int] = {}
        if repair:
            repaired = self._repair(self._check())
        report = self._check()
        return report.model_copy(update={"repaired": repaired})

    def _check(self) -> CheckReport:
        rows = self._neo.run("check_graph", {"namespace": self.namespace}, write=False)
        violations = [Violation(check=r["check"], id=r["id"], actual=r["actual"], expected=r["expected"],
                                detail=r["detail"]) for r in rows]
        indexed: dict[str, bool] = {}
        erased: dict[str, bool] = {}  # tombstones, and whether their PostgreSQL rows are purged (indexed = true)
        after = ""
        while True:
            page = self._neo.run("check_cells", {"namespace": self.namespace, "after": after,
                                                       "limit": CHECK_PAGE}, write=False)
            if not page:
                break
            for r in page:
                (erased if r["status"] == "erased" else indexed)[r["id"]] = bool(r["indexed"])
            after = page[-1]["id"]
        embedded: set[str] = set()
        after = ""
        while True:
            with self._pg.connection() as conn:
                cursor = conn.execute(queries.sql("check_embeddings"),
                                            {"namespace": self.namespace, "after": after, "limit": CHECK_PAGE})
                page = [r[0] for r in cursor.fetchall()]
            if not page:
                break
            embedded.update(page)
            after = page[-1]
        for cell_id in sorted(c for c, marked in indexed.items() if marked and c not in embedded):
            violations.append(Violation(check="missing_embedding", id=cell_id, actual="no embedding",
                                        expected="an embedding", detail=f"cell {cell_id} is marked indexed but "
                                        "PostgreSQL has no embedding for it: recall cannot find it by similarity"))
        for cell_id in sorted(c for c in erased if c in embedded):
            violations.append(Violation(check="erased_embedding", id=cell_id, actual="an embedding",
                                        expected="no embedding", detail=f"memory {cell_id} is erased but PostgreSQL "
                                        "still holds its embedding and keywords"))
        for cell_id in sorted(embedded - indexed.keys() - erased.keys()):
            violations.append(Violation(check="orphan_embedding", id=cell_id, actual="an embedding",
                                        expected="no embedding", detail=f"PostgreSQL holds an embedding for "
                                        f"{cell_id}, a cell Neo4j does not hold"))
        for cell_id in sorted(c for c, marked in indexed.items() if not marked and c in embedded):
            violations.append(Violation(check="unmarked_index", id=cell_id, actual="indexed = false",
                                        expected="indexed = true", detail=f"cell {cell_id} has its embedding but "
                                        "is not marked indexed (a write stopped between the two stores)"))
        pending = sum(1 for c, marked in indexed.items() if not marked and c not in embedded)
        return CheckReport(namespace=self.namespace, cells=len(indexed) + len(erased), embeddings=len(embedded),
                           pending_index=pending, violations=tuple(violations))

    def _repair(self, report: CheckReport) -> dict[str, int]:
        repaired: dict[str, int] = {}
        if any(v.check == "status" for v in report.violations):
            rows = self._neo.run("check_repair_statuses", {"namespace": self.namespace})
            repaired["status"] = len(rows)
        for check in ("orphan_embedding", "erased_embedding"):
            ids = [v.id for v in report.violations if v.check == check]
            if ids:
                with self._pg.connection() as conn:
                    cursor = conn.execute(queries.sql("check_delete_orphans"),
                                                {"namespace": self.namespace, "ids": ids})
                    row = cursor.fetchone()
                repaired[check] = int(row[0]) if row else 0
        missing = [v.id for v in report.violations if v.check == "missing_embedding"]
        if missing:
            self._neo.run("cells_mark_unindexed", {"namespace": self.namespace, "ids": missing})
            repaired["missing_embedding"] = len(missing)
        unmarked = [v.id for v in report.violations if v.check == "unmarked_index"]
        if unmarked:
            self._neo.run("cells_mark_indexed", {"namespace": self.namespace, "ids": unmarked})
            repaired["unmarked_index"] = len(unmarked)
        if missing or report.pending_index:
            indexed = 0
            while batch := self.reconcile():
                indexed += batch
            repaired["reconciled"] = indexed
        return repaired
