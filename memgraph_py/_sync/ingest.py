# Generated from memgraph_py/_async/ingest.py by tools/unasync.py: do not edit. Change the source, then `make generate`.
"""The synchronous twin of :mod:`memgraph_py._async.ingest`, generated: read that module for the documentation."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict

from .. import _core, queries
from .. import traces as traces_core
from ..errors import InvalidInputError
from ..extract import Candidate, Extractor, HeuristicExtractor, Message, parse_input
from ..gate import GateConfig, GateDecision, Neighbour, decide
from ..models import Cell, CellStatus
from . import _compat

if TYPE_CHECKING:
    from ..embed import Embedder
    from ..judge import Judge
    from .stores import Neo4jStore, PgStore

__all__ = ["Ingest", "IngestItem", "IngestReport"]

#: Kinds a candidate is compared with by the gate (derived statements; raw inputs are sources, not memories).
GATE_KINDS = ["fact", "preference", "constraint", "task", "plan", "summary", "tool_result", "llm_output"]


class IngestItem(BaseModel):
    """One candidate and what the gate did with it."""

    model_config = ConfigDict(frozen=True)

    action: str                 # kept | merged | conflict | dropped
    cls: str                    # preference | constraint | fact | task | event | decision (or "-" for a turn)
    content: str
    turn: int
    span: str
    confidence: float
    score: float
    reason: str
    cell_id: str | None = None  # the memory stored (kept, conflict) or the stored duplicate (merged)
    target: str | None = None   # merged: the memory it duplicates; conflict: the memory it contradicts
    tags: tuple[str, ...] = ()
    date: str | None = None


class IngestReport(BaseModel):
    """What one :meth:`Ingest.ingest` call kept, merged, dropped and why."""

    model_config = ConfigDict(frozen=True)

    source_id: str | None       # the stored raw input (None when nothing was kept)
    messages: int
    kept: tuple[IngestItem, ...] = ()
    merged: tuple[IngestItem, ...] = ()
    dropped: tuple[IngestItem, ...] = ()
    conflicts: tuple[traces_core.Conflict, ...] = ()
    stored: int = 0             # memories written (source included)
    dry_run: bool = False

    @property
    def items(self) -> list[IngestItem]:
        return sorted([*self.kept, *self.merged, *self.dropped], key=lambda i: i.turn)


class Ingest:
    """Raw conversation in, memories out. Mixed into :class:`Memory`."""

    namespace: str
    embedder: Embedder
    judge: Judge
    extractor: Extractor | None = None
    gate: GateConfig | None = None
    _neo: Neo4jStore
    _pg_read: PgStore

    def ingest(
        self,
        messages: str | Sequence[Mapping[str, Any] | str],
        *,
        source: str | None = None,
        parents: Iterable[Cell | str] | Cell | str | None = (),
        extractor: Extractor | None = None,
        gate: GateConfig | None = None,
        at: datetime | None = None,
        dry_run: bool = False,
        tags: Iterable[str] = (),
    ) -> IngestReport:
        """Turn raw input — a text, or messages ``{"role", "content"[, "at"]}`` (user, assistant, tool, system) —
        into memories: extract candidates, pass each through the write gate, store what it keeps.

        ``source`` names where the input came from (stored on every memory); ``parents`` are memories the raw
        input derives from (default none: ingest does not take the active step's cells); ``at`` is the time
        relative dates are read against (default: each message's ``at``, else now); ``dry_run`` decides
        without writing. ``extractor`` / ``gate`` override the client's (offline :class:`HeuristicExtractor`,
        default :class:`GateConfig`). ``tags`` are added to every memory kept (before its automatic labels), e.g.
        to find what one integration ingested.

        Raises InvalidContentError (empty, binary, oversize input) or InvalidTranscriptError (malformed
        messages) before anything is written."""
        now = at or datetime.now(timezone.utc)
        parsed = parse_input(messages, now=now)
        source_ = _core.check_text(source, "source", 256) if source is not None else None
        parent_list = _core.parent_ids(parents, self.namespace) if parents else []
        if isinstance(tags, str):
            raise InvalidInputError(f"tags must be a list of strings, not the string {tags!r}")
        extra_tags = list(dict.fromkeys(tags))
        chosen = extractor or self.extractor or self._offline_extractor()
        cfg = gate or self.gate or GateConfig()
        candidates = _compat.to_thread(chosen.extract, parsed)
        skipped = [t for t in range(len(parsed)) if parsed[t].role == "user" and parsed[t].content.strip()
                   and not any(c.turn == t for c in candidates)]
        dropped = [IngestItem(action="dropped", cls="-", content=parsed[t].content[:500], turn=t, span="",
                              confidence=0.0, score=0.0, reason="nothing worth keeping in this turn "
                              "(small talk, a question, a hypothetical or no memory pattern)") for t in skipped]
        if not candidates:
            return IngestReport(source_id=None, messages=len(parsed), dropped=tuple(dropped), dry_run=dry_run)
        dimension = self._store_dimension()  # type: ignore[attr-defined]
        _core.check_embedder_dimension(self.embedder, dimension)
        vectors = [_core.check_vector(v, dimension)
                   for v in _compat.to_thread(self.embedder.embed, [c.content for c in candidates])]
        stored = self._gate_neighbours(vectors, cfg.neighbours)
        decisions = _compat.to_thread(_decide_all, candidates, vectors, stored, self.judge, cfg)

        kept_items, merged_items = [], []
        cells: list[_core.PendingCell] = []
        links: list[str] = []
        conflicts_todo: list[tuple[str, str | None, int | None, Any]] = []
        by_index: dict[int, str] = {}
        source_cell = _core.prepare_cell(
            _transcript(parsed), "user_input" if any(m.role == "user" for m in parsed) else "tool_result",
            namespace=self.namespace, parents=parent_list, source=source_,
            context={"ingest": {"extractor": getattr(chosen, "name", type(chosen).__name__),
                                "messages": len(parsed), "candidates": len(candidates)}})
        for i, (candidate, vector, decision) in enumerate(zip(candidates, vectors, decisions, strict=True)):
            if decision.action == "drop":
                dropped.append(_item("dropped", candidate, decision))
            elif decision.action == "merge":
                target = decision.target or (by_index.get(decision.target_index) if decision.target_index is not None else None)
                if decision.target is not None:
                    links.append(decision.target)
                merged_items.append(_item("merged", candidate, decision, cell_id=target, target=target))
            else:
                context = candidate.context() | {"gate": decision.as_dict()}
                pending = _core.prepare_cell(
                    candidate.content, candidate.kind, namespace=self.namespace, parents=[source_cell.id],
                    context=context, confidence=candidate.confidence,
                    tags=list(dict.fromkeys([*extra_tags, *candidate.tags]))[: _core.MAX_TAGS],
                    source=source_)
                pending.entities = candidate.entities
                pending.embedding = vector
                cells.append(pending)
                by_index[i] = pending.id
                if decision.action == "conflict":
                    conflicts_todo.append((pending.id, decision.target, decision.target_index, decision.judgement))
                kept_items.append(_item("conflict" if decision.action == "conflict" else "kept", candidate, decision,
                                        cell_id=pending.id, target=decision.target))
        if dry_run or not (cells or links):
            return IngestReport(source_id=None, messages=len(parsed), kept=tuple(kept_items),
                                merged=tuple(merged_items), dropped=tuple(dropped), dry_run=dry_run)
        source_cell.entities = []
        # the source is indexed by the mean of its candidates' vectors: embedding the whole transcript took most of
        # ingest's time (one long sequence) and one vector represents a long conversation poorly anyway
        source_cell.embedding = _mean_vector(vectors)
        self.record([source_cell, *cells])  # type: ignore[attr-defined]
        for target in dict.fromkeys(links):  # the stored duplicate now also derives from these words
            self.link(target, [source_cell.id], by="ingest")  # type: ignore[attr-defined]
        conflicts = []
        for new_id, target, target_index, judged in conflicts_todo:
            other = target or (by_index.get(target_index) if target_index is not None else None)
            if other is None:
                continue
            pair = {c.id: c for c in self._cells([new_id, other])}  # type: ignore[attr-defined]
            if len(pair) == 2 and all(c.status is CellStatus.VALID for c in pair.values()):
                conflicts.append(self._settle(pair[new_id], pair[other], judged))  # type: ignore[attr-defined]
        return IngestReport(source_id=source_cell.id, messages=len(parsed), kept=tuple(kept_items),
                            merged=tuple(merged_items), dropped=tuple(dropped), conflicts=tuple(conflicts),
                            stored=1 + len(cells))

    def _offline_extractor(self) -> Extractor:
        """The default: the offline extractor, reading clauses no pattern matched by meaning with this client's
        embedder (its example sentences are embedded once per client)."""
        found = self.__dict__.get("_ingest_extractor")
        if found is None:
            found = self.__dict__["_ingest_extractor"] = HeuristicExtractor(self.embedder)
        return found

    def _gate_neighbours(self, vectors: Sequence[Any], limit: int) -> list[list[Neighbour]]:
        """Each candidate's nearest stored derived memories, with their content (valid ones only)."""
        with self._pg_read.connection() as conn:
            cursor = conn.execute(queries.sql("ingest_neighbours"), {
                "namespace": self.namespace, "vectors": [_vector_text(v) for v in vectors], "kinds": GATE_KINDS,
                "limit": limit})
            rows = cursor.fetchall()
        out: list[list[Neighbour]] = [[] for _ in vectors]
        if not rows:
            return out
        ids = sorted({r[1] for r in rows})
        cells = {c.id: c for c in self._cells(ids)}  # type: ignore[attr-defined]
        for ordinal, cell_id, kind, similarity in rows:
            cell = cells.get(cell_id)
            if cell is not None and cell.status is CellStatus.VALID:
                out[int(ordinal) - 1].append(Neighbour(cell_id, cell.content, kind, float(similarity)))
        return out


def _vector_text(vector: Sequence[float]) -> str:
    return "[" + ",".join(f"{float(x):.7g}" for x in vector) + "]"


def _mean_vector(vectors: Sequence[Any]) -> list[float]:
    import numpy as np

    matrix = np.asarray(vectors, dtype=np.float32)
    mean = matrix.mean(axis=0)
    norm = float(np.linalg.norm(mean))
    return [float(x) for x in (mean / norm if norm else mean)]


def _decide_all(candidates: Sequence[Candidate], vectors: Sequence[Any], stored: Sequence[Sequence[Neighbour]],
                judge: Any, cfg: GateConfig) -> list[GateDecision]:
    """The gate over one call's candidates in order: each sees the stored neighbours and the candidates kept
    before it (so a fact said twice in one conversation is stored once)."""
    import numpy as np

    raw = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(raw, axis=1, keepdims=True)
    matrix = raw / np.where(norms == 0, 1, norms)
    decisions: list[GateDecision] = []
    kept: list[int] = []
    for i, candidate in enumerate(candidates):
        earlier = [Neighbour(None, candidates[j].content, candidates[j].kind, float(matrix[i] @ matrix[j]), index=j)
                   for j in kept]
        decision = decide(candidate, [*stored[i], *earlier], judge, cfg)
        decisions.append(decision)
        if decision.action in ("keep", "conflict"):
            kept.append(i)
    return decisions


def _item(action: str, c: Candidate, d: GateDecision, *, cell_id: str | None = None, target: str | None = None
          ) -> IngestItem:
    return IngestItem(action=action, cls=c.cls, content=c.content, turn=c.turn, span=c.span, confidence=c.confidence,
                      score=round(d.score, 3), reason=d.reason, cell_id=cell_id, target=target, tags=tuple(c.tags),
                      date=c.date)


def _transcript(messages: Sequence[Message]) -> str:
    """The raw input as stored in the source memory: one "role: content" block per message."""
    if len(messages) == 1 and messages[0].role == "user":
        return messages[0].content
    return "\n".join(f"{m.role}: {m.content}" for m in messages if m.content.strip())
