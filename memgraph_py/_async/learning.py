"""Usage traces and learning on the client: recalled memories the agent uses, outcomes, learned presets.

Part of ``AsyncMemory`` (a mixin); generated into ``memgraph_py/_sync/learning.py`` for ``Memory``.
The fitting itself is :mod:`memgraph_py.learning` (no I/O).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict

from .. import _core
from .. import learning as fitting
from .. import recall as recall_core
from ..capture import current_step
from ..errors import InvalidInputError, InvalidQueryError, NotFoundError
from ..models import Cell
from ..traces import parse_time

if TYPE_CHECKING:
    from .stores import AsyncNeo4jStore

__all__ = ["AsyncLearning", "FitReport", "ShapeFit", "Usage"]


class Usage(BaseModel):
    """One recorded recall that returned a memory, and what the agent derived from it through that recall."""

    model_config = ConfigDict(frozen=True)

    retrieval: str
    query: str | None = None
    task: str | None = None
    preset: str | None = None
    at: datetime | None = None
    rank: int
    score: float
    feedback: float | None = None
    informed: tuple[str, ...] = ()


class ShapeFit(BaseModel):
    """The fit of one query shape (recalls given a focus, or plain ones): its weights, the recorded retrievals and
    questions of that shape, mean nDCG@10 of them before and after, and what cross-validation found (see
    :class:`FitReport`)."""

    model_config = ConfigDict(frozen=True)

    weights: recall_core.Weights
    retrievals: int = 0
    questions: int = 0
    ndcg_before: float = 0.0
    ndcg_after: float = 0.0
    shrinkage: float = 0.0
    learner: str = "start"
    cv_ndcg_before: float = 0.0
    cv_ndcg_after: float = 0.0
    candidate: str = "start"
    cv_gain: float = 0.0
    cv_error: float = 0.0


class FitReport(BaseModel):
    """A learned preset: its weights, mean nDCG@10 of the fitted retrievals before and after, and of the folds
    left out in cross-validation (``shrinkage``: the fraction of the fitted move kept; 0 = the base preset;
    ``learner``: the learner cross-validation chose, or "start"; ``candidate``, ``cv_gain`` and ``cv_error``: the
    best move cross-validation found, its gain on the folds left out and that gain's standard error across
    ``questions``, whether kept or not).

    A preset fitted by query shape (``by_focus=True``, the default) holds two weight vectors: ``weights`` for a
    plain recall and ``focus_weights`` for one given a focus; ``shapes`` has each one's own fit ("focus", "plain"),
    and the fields above sum or average them (by questions; ``learner`` and ``candidate`` name each shape's)."""

    model_config = ConfigDict(frozen=True)

    name: str
    weights: recall_core.Weights
    retrievals: int
    ndcg_before: float
    ndcg_after: float
    shrinkage: float = 0.0
    learner: str = "start"
    cv_ndcg_before: float = 0.0
    cv_ndcg_after: float = 0.0
    questions: int = 0
    candidate: str = "start"
    cv_gain: float = 0.0
    cv_error: float = 0.0
    focus_weights: recall_core.Weights | None = None
    shapes: dict[str, ShapeFit] = {}


def _shape_fit(result: fitting.FitResult) -> ShapeFit:
    return ShapeFit(weights=result.weights, retrievals=result.retrievals, questions=result.questions,
                    ndcg_before=result.ndcg_before, ndcg_after=result.ndcg_after, shrinkage=result.shrinkage,
                    learner=result.learner, cv_ndcg_before=result.cv_ndcg_before, cv_ndcg_after=result.cv_ndcg_after,
                    candidate=result.candidate, cv_gain=result.cv_gain, cv_error=result.cv_error)


def _combined(name: str, shapes: dict[str, ShapeFit], questions: int) -> FitReport:
    """One report for a preset fitted by shape: retrievals summed, means weighted by each shape's questions.
    ``questions`` counts distinct questions: one asked both from a task and plainly is one question, not two."""
    fits = [f for f in shapes.values() if f.questions]
    total = sum(f.questions for f in fits)

    def mean(field: str) -> float:
        return sum(getattr(f, field) * f.questions for f in fits) / total if total else 0.0

    def named(field: str) -> str:
        values = {shape: getattr(f, field) for shape, f in shapes.items()}
        return "start" if set(values.values()) == {"start"} else ", ".join(f"{s}: {v}" for s, v in values.items())

    return FitReport(name=name, weights=shapes["plain"].weights, focus_weights=shapes["focus"].weights, shapes=shapes,
                     retrievals=sum(f.retrievals for f in fits), questions=questions, ndcg_before=mean("ndcg_before"),
                     ndcg_after=mean("ndcg_after"), shrinkage=max((f.shrinkage for f in fits), default=0.0),
                     learner=named("learner"), cv_ndcg_before=mean("cv_ndcg_before"),
                     cv_ndcg_after=mean("cv_ndcg_after"), candidate=named("candidate"), cv_gain=mean("cv_gain"),
                     cv_error=(sum((f.cv_error * f.questions) ** 2 for f in fits) ** 0.5 / total if total else 0.0))


class AsyncLearning:
    """Usage and learning. Mixed into :class:`AsyncMemory`."""

    namespace: str
    _neo: AsyncNeo4jStore
    _presets: dict[str, tuple[recall_core.RecallConfig, recall_core.RecallConfig]]

    async def _settle_records(self) -> None: ...  # AsyncMemory: retrievals still being recorded

    def use(self, response: recall_core.RecallResponse, hits: Iterable[recall_core.RecallResult | Cell | str] | None = None
            ) -> None:
        """The agent uses these recalled memories (default: all of ``response``): they become parents of the next
        memory captured in the current step, each edge marked with the retrieval it came through, so
        invalidating a recalled fact contaminates what was built on it. Needs an open step."""
        step = current_step()
        if step is None:
            raise InvalidInputError("use() marks recalled memories for the next capture of a step: call it inside "
                                    "`with memory.step(...)`")
        if response.retrieval_id is None:
            raise InvalidInputError("this recall was not recorded (record=False): its memories cannot be traced "
                                    "through it")
        returned = {r.cell.id for r in response}
        chosen = [r.cell.id if isinstance(r, recall_core.RecallResult) else r.id if isinstance(r, Cell) else r
                  for r in (hits if hits is not None else response)]
        strangers = [c for c in chosen if c not in returned]
        if strangers:
            raise InvalidInputError(f"{strangers} were not returned by retrieval {response.retrieval_id}")
        step.used.update({cell_id: response.retrieval_id for cell_id in chosen})

    async def usage(self, cell: Cell | str) -> list[Usage]:
        """Every recorded recall that returned ``cell``, newest first: query, task, rank, feedback, and the
        memories derived from it through that recall."""
        await self._settle_records()
        rows = await self._neo.run("recall_usage", {"namespace": self.namespace,
                                                    "id": _core.check_id(cell.id if isinstance(cell, Cell) else cell)},
                                   write=False)
        return [Usage(retrieval=r["retrieval"], query=r["query"], task=r["task"], preset=r["preset"],
                      at=parse_time(r["at"]), rank=int(r["rank"]), score=float(r["score"]), feedback=r["feedback"],
                      informed=tuple(r["informed"] or ())) for r in rows]

    async def outcome(self, *, success: bool, task: str | None = None, retrievals: Iterable[str] | None = None,
                      by: str | None = None) -> dict[str, int]:
        """Credit the memories used for a task's result (or a retrieval's): success or failure counts, their
        usefulness, and co-use RELATED_TO relations between memories used together (stronger on success,
        decaying on failure). A repeat by the same ``by`` replaces the earlier outcome."""
        if isinstance(success, bool) is False:
            raise InvalidInputError(f"success must be True or False, got {success!r}")
        if (task is None) == (retrievals is None):
            raise InvalidInputError("outcome() takes task= or retrievals=, one of them")
        by_ = _core.check_by(by)
        await self._settle_records()
        if task is not None:
            rows = await self._neo.run("recall_task_retrievals", {"namespace": self.namespace,
                                                                  "task": _core.check_text(task, "task")}, write=False)
            ids = [r["retrieval"] for r in rows]
            if not ids:
                raise NotFoundError(f"no recorded recall for task {task!r} in namespace {self.namespace!r}",
                                    namespace=self.namespace)
        else:
            ids = [_core.check_id(r, "retrieval id") for r in retrievals or ()]
        row = (await self._neo.run("recall_outcome", {"namespace": self.namespace, "retrievals": ids,
                                                      "success": success, "by": by_, "options": {}}))[0]
        return {"cells": int(row["cells"]), "pairs": int(row["pairs"])}

    async def fit_preset(self, name: str = "learned", *, base: str = "balanced", retrievals: Iterable[str] | None = None,
                         questions: Mapping[str, str] | None = None, min_retrievals: int = 10,
                         significance: float = fitting.SIGNIFICANCE, by_focus: bool = True) -> FitReport:
        """Fit this namespace's recall weights to its recorded feedback and store them as preset ``name``
        (then ``recall(..., preset=name)``). ``retrievals`` limits the fit to those (e.g. a training half).
        ``questions`` names the question each retrieval asked (default: its query text): repeats of one question
        share one vote and one cross-validation fold. ``significance``: how many standard errors a cross-validated
        gain must clear to move away from ``base`` (0: keep any gain). ``by_focus`` (default): recalls given a focus
        and plain ones are fitted apart, each validated on its own questions, and the preset keeps both weight
        vectors; recall uses the one of its own shape (``FitReport.shapes`` says what each learned). The fit reads the
        components as they were recorded; feedback itself then moves importance and usefulness, so their weights
        stay ``base``'s."""
        if not isinstance(name, str) or not _core.ID_RE.match(name) or name in {p.value for p in recall_core.Preset}:
            raise InvalidQueryError(f"a learned preset needs a new name of letters, digits and _.:-, not {name!r}")
        if isinstance(significance, bool) or not isinstance(significance, (int, float)) or not 0 <= significance < 100:
            raise InvalidInputError(f"significance must be a number of standard errors in [0, 100), got {significance!r}")
        if not isinstance(by_focus, bool):
            raise InvalidInputError(f"by_focus must be True or False, got {by_focus!r}")
        if questions is not None and not isinstance(questions, Mapping):
            raise InvalidInputError("questions maps a retrieval id to the question it asked")
        asked = {_core.check_id(r, "retrieval id"): _core.check_text(q, "question")
                 for r, q in (questions or {}).items()}
        start = recall_core.RecallConfig.preset(base).weights
        await self._settle_records()
        names = list(fitting.COMPONENTS)
        rows = await self._neo.run("recall_feedback_samples", {
            "namespace": self.namespace, "names": names,
            "retrievals": [_core.check_id(r, "retrieval id") for r in retrievals] if retrievals is not None else None},
            write=False)
        samples = []
        for r in rows:
            hits = [(dict(zip(names, map(float, h["components"]))),
                     None if h["feedback"] is None else max(0.0, float(h["feedback"]))) for h in r["hits"]]
            # recorded before recalls said whether they had a focus: only a focus gives a lineage score
            focused = r["focused"] if r["focused"] is not None else any(c["lineage"] > 0 for c, _ in hits)
            samples.append(fitting.Sample(
                r["retrieval"], hits,
                question=asked.get(r["retrieval"]) or " ".join((r["query"] or r["retrieval"]).lower().split()),
                shape="focus" if focused else "plain"))
        if by_focus:
            report = _combined(name, {shape: _shape_fit(fit) for shape, fit in fitting.fit_by_shape(
                samples, start, significance=float(significance)).items()}, fitting.distinct_questions(samples))
        else:
            result = fitting.fit_weights(samples, start, significance=float(significance))
            report = FitReport(name=name, **_shape_fit(result).model_dump(exclude={"weights"}), weights=result.weights)
        if report.retrievals < min_retrievals:
            raise InvalidQueryError(f"only {report.retrievals} recorded recalls with positive feedback; fitting "
                                    f"needs {min_retrievals} (min_retrievals=)")
        weights = report.weights.as_map()
        focus = report.focus_weights.as_map() if report.focus_weights is not None else None
        await self._neo.run("recall_preset_save", {
            "namespace": self.namespace, "name": name, "names": list(weights), "values": list(weights.values()),
            "focusNames": list(focus) if focus is not None else None,
            "focusValues": list(focus.values()) if focus is not None else None,
            "base": base, "retrievals": report.retrievals, "before": report.ndcg_before, "after": report.ndcg_after})
        self._presets.pop(name, None)
        return report

    async def _stored_preset(self, name: str, focused: bool = False) -> recall_core.RecallConfig:
        """A preset fitted by :meth:`fit_preset`, read once per client: its weights for a recall given a focus
        (``focused``) or a plain one (the same unless it was fitted by shape)."""
        if name not in self._presets:
            rows = await self._neo.run("recall_preset_get", {"namespace": self.namespace, "name": name}, write=False)
            if not rows:
                raise InvalidQueryError(f"unknown recall preset {name!r}: use semantic, lineage, balanced or a "
                                        "preset fitted with fit_preset()")
            row: dict[str, Any] = rows[0]
            base = recall_core.RecallConfig.preset(row["base"] or "balanced")
            plain = recall_core.weights_from(dict(zip(row["names"], row["values"])))
            focus = (recall_core.weights_from(dict(zip(row["focusNames"], row["focusValues"])))
                     if row["focusNames"] is not None else plain)
            self._presets[name] = (base.model_copy(update={"name": name, "weights": plain}),
                                   base.model_copy(update={"name": name, "weights": focus}))
        return self._presets[name][1 if focused else 0]
