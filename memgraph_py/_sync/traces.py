# Generated from memgraph_py/_async/traces.py by tools/unasync.py: do not edit. Change the source, then `make generate`.
"""The synchronous twin of :mod:`memgraph_py._async.traces`, generated: read that module for the documentation."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict

from .. import _core, queries
from .. import traces as core
from ..errors import CellNotFoundError, CellStateError, CrossNamespaceError
from ..models import Cell, CellStatus
from . import _compat

if TYPE_CHECKING:
    from ..config import Settings
    from ..judge import Judge
    from .stores import Neo4jStore, PgStore

__all__ = ["Traces", "DiscoveryReport"]


class DiscoveryReport(BaseModel):
    """What one :meth:`Traces.discover` pass did."""

    model_config = ConfigDict(frozen=True)

    cells: int = 0                      # new memories examined
    pairs: int = 0                      # candidate pairs judged
    supports: int = 0                   # SUPPORTS relations written
    related: int = 0                    # RELATED_TO relations written
    conflicts: tuple[core.Conflict, ...] = ()   # contradictions found (open, or resolved by the policy)
    low_confidence: tuple[str, ...] = ()        # cells sent to the review queue for their low confidence


class Traces:
    """How memories relate, change and disagree. Mixed into :class:`Memory`."""

    namespace: str
    settings: Settings
    _neo: Neo4jStore
    _pg_read: PgStore
    judge: Judge
    policy: core.ResolutionPolicy
    _discovery_pending: list[str]

    # --- associations ------------------------------------------------------------------------------
    def relate(self, a: Cell | str, b: Cell | str, type: str, *, strength: float = 0.5, confidence: float = 1.0,
                     source: str = "user", by: str | None = None, reason: str | None = None) -> dict[str, Any]:
        """Record ``(a)-[type]->(b)``: SUPPORTS, CONTRADICTS, RELATED_TO, FOLLOWS or RESULT_OF, with strength and
        confidence in [0, 1]. Relating the same pair and type again updates it. Raises InvalidInputError
        (unknown type, self-link, out-of-range numbers) or CellNotFoundError; nothing is written then."""
        props = core.relation_props(strength=strength, confidence=confidence, source=source, by=by, reason=reason)
        params = core.relate_params(self.namespace, _own(a, self.namespace), _own(b, self.namespace), type, props)
        relation = dict((self._neo.run("traces_relate", params))[0]["relation"])
        relation["at"] = core.parse_time(relation.get("at"))
        return relation

    def unrelate(self, a: Cell | str, b: Cell | str, type: str) -> int:
        """Remove ``(a)-[type]->(b)``; returns how many relations were removed (0 or 1)."""
        params = core.relate_params(self.namespace, _own(a, self.namespace), _own(b, self.namespace), type, {})
        del params["props"]
        return int((self._neo.run("traces_unrelate", params))[0]["removed"])

    def relations(self, cell: Cell | str, types: Iterable[str] | None = None, direction: str = "both"
                        ) -> list[core.Relation]:
        """The associations of a memory, strongest first; ``direction`` "out", "in" or "both"."""
        params = {"namespace": self.namespace, "id": _own(cell, self.namespace),
                  "types": [core.relation_type(t).value for t in types] if types is not None else None,
                  "direction": core.direction(direction)}
        rows = self._neo.run("traces_relations", params, write=False)
        return [core.Relation(type=r["type"], direction=r["direction"], cell=_core.parse_cell(r["cell"]),
                              strength=r["strength"], confidence=r["confidence"], source=r["source"], by=r["by"],
                              reason=r["reason"], at=core.parse_time(r["at"])) for r in rows]

    def link(self, child: Cell | str, parents: Iterable[Cell | str] | Cell | str, by: str | None = None
                   ) -> dict[str, int]:
        """Add lineage to a stored memory: it now also derives from ``parents`` (same cycle, namespace and
        missing-parent checks as capture). A tainted parent contaminates it and its descendants.
        Returns ``{"edges": created, "contaminated": newly contaminated}``."""
        parent_list = _core.parent_ids(parents, self.namespace)
        if not parent_list:
            raise core.InvalidInputError("link() needs at least one parent")
        params = {"namespace": self.namespace, "child": _own(child, self.namespace), "parents": parent_list,
                  "by": _core.check_by(by)}
        row = (self._neo.run("lineage_link", params))[0]
        return {"edges": int(row["edges"]), "contaminated": int(row["contaminated"])}

    # --- evolution ---------------------------------------------------------------------------------
    def versions(self, cell: Cell | str) -> list[core.Version]:
        """The supersession chain through a memory, oldest first (``offset`` 0 is ``cell``)."""
        rows = self._neo.run("traces_versions", {"namespace": self.namespace, "id": _own(cell, self.namespace)},
                                   write=False)
        if not rows:
            raise CellNotFoundError(f"no memory {_id(cell)!r} in namespace {self.namespace!r}",
                                    namespace=self.namespace, cell_ids=[_id(cell)])
        versions = [core.Version(cell=_core.parse_cell(r["cell"]), offset=int(r["offset"]),
                                 superseded_at=core.parse_time(r["at"])) for r in rows]
        return sorted(versions, key=lambda v: v.offset)

    def latest(self, cell: Cell | str) -> Cell:
        """The newest version of a memory (itself when nothing superseded it)."""
        return (self.versions(cell))[-1].cell

    # --- conflicts and the review queue ------------------------------------------------------------
    def conflicts(self, status: str = "open") -> list[core.Conflict]:
        """The review queue (``status="open"``), or settled conflicts ("resolved", "dismissed", "all"), newest first."""
        rows = self._neo.run("traces_conflicts", {"namespace": self.namespace,
                                                        "status": core.conflict_status(status)}, write=False)
        return [core.parse_conflict(r["conflict"]) for r in rows]

    def open_conflict(self, a: Cell | str, b: Cell | str, *, evidence: str, confidence: float = 1.0,
                            source: str = "user", by: str | None = None) -> core.Conflict:
        """Put a contradiction between two memories in the review queue (returns the open one if there is)."""
        evidence_, by_ = core.decision_text(evidence, by)
        props = {"evidence": evidence_, "confidence": core.unit(confidence, "confidence"),
                 "source": core.relation_source(source).value, "by": by_, "kind": "contradiction"}
        a_id, b_id = _own(a, self.namespace), _own(b, self.namespace)
        if a_id == b_id:
            raise core.InvalidInputError(f"a memory cannot contradict itself ({a_id})")
        row = (self._neo.run("traces_open_conflict", {"namespace": self.namespace, "a": a_id, "b": b_id,
                                                            "props": props}))[0]
        return core.parse_conflict(row["conflict"])

    def resolve(self, conflict: core.Conflict | str, keep: Cell | str, *, reason: str, by: str | None = None,
                      rule: str = "review") -> core.Conflict:
        """Settle a conflict: ``keep`` wins and supersedes the other memory (which recall then leaves out).
        For a low-confidence entry, ``keep`` confirms the memory. Raises ConflictStateError when it is not open."""
        reason_, by_ = core.decision_text(reason, by)
        params = {"namespace": self.namespace, "conflictId": _core.check_id(_conflict_id(conflict), "conflict id"),
                  "keep": _own(keep, self.namespace), "reason": reason_, "by": by_, "rule": _core.check_text(rule, "rule", core.MAX_BY)}
        return core.parse_conflict((self._neo.run("traces_resolve", params))[0]["conflict"])

    def dismiss(self, conflict: core.Conflict | str, *, reason: str, by: str | None = None) -> core.Conflict:
        """Close a conflict without a winner (the two memories were not in conflict after all)."""
        reason_, by_ = core.decision_text(reason, by)
        params = {"namespace": self.namespace, "conflictId": _core.check_id(_conflict_id(conflict), "conflict id"),
                  "reason": reason_, "by": by_}
        return core.parse_conflict((self._neo.run("traces_dismiss", params))[0]["conflict"])

    # --- discovery ---------------------------------------------------------------------------------
    def discover(self, cells: Iterable[Cell | str] | None = None) -> DiscoveryReport:
        """Find how new memories relate to stored ones: candidates are their nearest neighbours (pgvector,
        similarity ≥ ``Settings.discovery_similarity``) and memories naming the same entities; the judge
        labels each pair. Supports and related pairs become relations; a contradiction opens a conflict,
        which the resolution policy settles when it safely can (the rule is recorded) and otherwise leaves
        in the review queue. Memories below ``Settings.review_confidence`` enter the queue too.

        ``cells=None`` examines what was captured since the last pass (capture queues it when
        ``Settings.discovery`` is not "off"; with "background" a worker runs this after writes)."""
        if cells is None:
            pending, self._discovery_pending = self._discovery_pending, []
            ids = list(dict.fromkeys(pending))
        else:
            ids = _core.parent_ids(list(cells), self.namespace)
        if not ids:
            return DiscoveryReport()
        settings = self.settings
        with self._pg_read.connection() as conn:
            cursor = conn.execute(queries.sql("discovery_neighbours"), {
                "namespace": self.namespace, "ids": ids, "threshold": settings.discovery_similarity,
                "limit": settings.discovery_neighbours})
            similar = cursor.fetchall()
        shared = self._neo.run("traces_entity_neighbours", {
            "namespace": self.namespace, "ids": ids, "limit": settings.discovery_neighbours}, write=False)
        candidates = {(r[0], r[1]) for r in similar} | {(r["cell"], r["other"]) for r in shared}
        pairs = sorted({tuple(sorted(p)) for p in candidates if p[0] != p[1]})  # type: ignore[misc]
        if pairs:
            related = self._neo.run("traces_related_pairs", {"namespace": self.namespace,
                                                                   "pairs": [list(p) for p in pairs]}, write=False)
            known = {tuple(r["pair"]) for r in related}
            pairs = [p for p in pairs if p not in known]
        involved = sorted({i for p in pairs for i in p} | set(ids))
        by_id = {c.id: c for c in self._cells(involved)}
        usable = [(by_id[a], by_id[b]) for a, b in pairs if a in by_id and b in by_id
                  and by_id[a].status is CellStatus.VALID and by_id[b].status is CellStatus.VALID]
        judgements = _compat.to_thread(
            self.judge.judge_many, [(a.content, b.content, a.kind.value, b.kind.value) for a, b in usable])
        relations, found = [], []
        for (a, b), judged in zip(usable, judgements, strict=True):
            label = judged.label.value  # the judge's labels: supports, contradicts, related, none
            if label == "contradicts" and not (core.asserts(a) and core.asserts(b)):
                label = "related"  # a question, a call or a plan asserts nothing that could be contradicted
            if label in ("supports", "related"):
                relations.append({"from": a.id, "to": b.id, "type": "SUPPORTS" if label == "supports" else "RELATED_TO",
                                  "strength": judged.confidence, "confidence": judged.confidence, "source": "judge",
                                  "by": "discovery", "reason": judged.evidence[: core.MAX_REASON]})
            elif label == "contradicts":
                found.append((a, b, judged))
        if relations:
            self._neo.run("traces_relate_all", {"namespace": self.namespace, "relations": relations})
        conflicts, retired = [], set()  # retired: superseded by a resolution of this pass
        for a, b, judged in sorted(found, key=lambda f: -f[2].confidence):
            if a.id in retired or b.id in retired:
                continue  # one side is an old version now: the contradiction is with what replaced it
            conflict = self._settle(a, b, judged)
            conflicts.append(conflict)
            if conflict.loser is not None:
                retired.add(conflict.loser)
        low = [i for i in ids if i in by_id and by_id[i].confidence < settings.review_confidence]
        for cell_id in low:
            self._neo.run("traces_open_conflict", {"namespace": self.namespace, "a": cell_id, "b": None, "props": {
                "kind": "low_confidence", "confidence": by_id[cell_id].confidence, "source": "judge", "by": "discovery",
                "evidence": f"confidence {by_id[cell_id].confidence:.2f} is below {settings.review_confidence:.2f}"}})
        return DiscoveryReport(cells=len(ids), pairs=len(usable),
                               supports=sum(r["type"] == "SUPPORTS" for r in relations),
                               related=sum(r["type"] == "RELATED_TO" for r in relations),
                               conflicts=tuple(conflicts), low_confidence=tuple(low))

    def _settle(self, a: Cell, b: Cell, judged: Any) -> core.Conflict:
        """Open the conflict a judged contradiction is, then let the policy resolve it where it safely can."""
        row = (self._neo.run("traces_open_conflict", {"namespace": self.namespace, "a": a.id, "b": b.id, "props": {
            "kind": "contradiction", "evidence": judged.evidence[: core.MAX_REASON], "confidence": judged.confidence,
            "source": "judge", "by": "discovery"}}))[0]
        conflict = core.parse_conflict(row["conflict"])
        decision = self.policy.decide(a, b, judged.confidence)
        if decision.winner is None or conflict.status is not core.ConflictStatus.OPEN:
            return conflict
        try:
            return self.resolve(conflict, decision.winner, reason=judged.evidence[: core.MAX_REASON] or decision.rule,
                                      by="policy", rule=decision.rule)
        except CellStateError:  # superseded meanwhile (another client, a replace): a person decides
            return conflict

    def _cells(self, ids: Sequence[str]) -> list[Cell]:
        rows = self._neo.run("lineage_get_many", {"namespace": self.namespace, "ids": list(ids)}, write=False)
        return [_core.parse_cell(r["cell"]) for r in rows]


def _id(cell: Cell | str) -> str:
    return cell.id if isinstance(cell, Cell) else cell


def _own(cell: Cell | str, namespace: str) -> str:
    """A cell's id; a Cell of another namespace is refused before any I/O (as lineage refuses it)."""
    if isinstance(cell, Cell) and cell.namespace != namespace:
        raise CrossNamespaceError(f"memory {cell.id} belongs to namespace {cell.namespace!r}, not {namespace!r}; "
                                  "traces never cross namespaces", cell_ids=[cell.id])
    return _core.check_id(_id(cell))


def _conflict_id(conflict: core.Conflict | str) -> str:
    return conflict.id if isinstance(conflict, core.Conflict) else conflict
