"""Rebuild the offline extractor's clause classifier (memgraph_py/extract_classifier.json), deterministically.

Training clauses: the hand-written example sentences of memgraph_py/extract_prototypes.py (weighted up: they are
the generic ones) and the clauses of the ingest benchmark's development wordings (``memlineage bench ingest``'s
generator at training seeds, not the seeds the benchmark reports): a user clause holding a labelled memory's value
takes that memory's class, every clause of small talk and traps is "none", other clauses are left out (unlabelled).

``--exclude W`` leaves wording W out of training, for a leave-one-set-out measurement of generalisation:

    python tools/train_clause_classifier.py                       # the shipped weights, every wording
    python tools/train_clause_classifier.py --exclude dev6 --out /tmp/no-dev6.json
    python tools/train_clause_classifier.py --leave-one-out /tmp/loso   # /tmp/loso/no-<W>.json for every W

Offline checks (no servers; the benchmark's reported seeds 1 and 2, read by the extractor as ``ingest`` does):

    python tools/train_clause_classifier.py --check                  # the shipped weights on every set (in-sample)
    python tools/train_clause_classifier.py --cross-validate         # leave-one-writer-out: for each dev6..dev31, the
                                                                     # weights trained without it, read on it
    python tools/train_clause_classifier.py --cross-validate dev3 dev9

``--cross-validate`` is the honest estimate of a new writer's set for the *classifier* only: the readings
(``memgraph_py/extract_clauses.py``, ``extract_traps.py``, ``extract_rules.py``) were written after reading every
development set, so for them it is optimistic.
"unread" is the offline share of real memories whose value is in no candidate of its message: the gate keeps
nearly every candidate, so it is close to (a floor of) ``bench ingest``'s "real memories dropped".
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from memgraph_py.embed import LocalMiniLMEmbedder
from memgraph_py.extract_blocks import as_statements, layouts, scenarios
from memgraph_py.extract_classifier import MODEL_FILE, ClauseClassifier, fit
from memgraph_py.extract_prototypes import PROTOTYPES
from memgraph_py.extract_clauses import _clauses, _clean, addressed
from memgraph_py.extract import HeuristicExtractor
from memlineage_bench.ingest import REAL, WORDINGS, generate, score_extraction

TRAIN_SEEDS = (101, 102)  # the benchmark reports seeds 1 and 2
#: A wording named "heldout<N>" (the next hand's set, run once by the lead) is never trained on; the sets first run
#: that way become development data under a "dev<N>" name ("dev6", "dev7" and "dev8" were "heldout", "heldout7" and
#: "heldout8").
HELD_OUT = re.compile(r"heldout\d+")
PROTOTYPE_WEIGHT = 4.0
REPORTED_SEEDS = (1, 2)
#: The sets ``--cross-validate`` leaves out by default: the last twenty-six writers' (each a first contact once).
CROSS_VALIDATED = ("dev6", "dev7", "dev8", "dev9", "dev10", "dev11", "dev12", "dev13", "dev14", "dev15", "dev16", "dev17",
                   "dev18", "dev19", "dev20", "dev21", "dev22", "dev23", "dev24", "dev25", "dev26", "dev27", "dev28", "dev29",
                   "dev30", "dev31")
SCORED = ("preference", "constraint", "fact")
#: How the shipped weights are fitted (``--l2`` and ``--cues``/``--no-cues`` vary it for a measurement). Cues are on
#: since stop 38 (ext28), judged on first contacts (``tools/first_contact_replay.py``: the classifier retrained at each
#: heldout22..32 first-contact commit, the set never in its training): at min_probability 0.55, unread 5.9% -> 5.3%
#: (down on 8 of 11 sets, up on 1), recall +0.005/+0.011/+0.004 and mean precision -0.007/+0.013/+0.006
#: (preference/constraint/fact). L2 x10 / /10, prototype weight 1 / 8 and wordings balanced to equal weight did not
#: win there (docs/first_contact_replay.md).
SHIPPED_L2 = 1e-5
#: The shipped file (memgraph_py/extract_classifier.json) is trained through dev45 (stop 47: ``--exclude dev46
#: --exclude dev47 --exclude dev48 --exclude dev49`` writes it byte for byte; dev46 … dev49 were released after this
#: build).
#: Judged end to end on the unseen heldout46, heldout47 and heldout48 (seeds 1 and 2, same servers, against the
#: weights through dev37 it replaced): heldout46 constraint precision 0.84 -> 0.91 and 0.82 ->
#: 0.88, small talk dropped 96.6 -> 98.9% and 97.8 -> 100%, seed 2 preference recall 0.90 -> 0.93 and real memories
#: dropped 5.0 -> 4.2%; heldout48 seed 1 constraint precision 0.74 -> 0.77; every other figure of the six set-seeds
#: unchanged. Leave-one-writer-out on dev38 .. dev45 is a wash (``--cross-validate``: fact precision up on dev40 and
#: dev42, down on dev39; unread up on dev40 and dev42, down on dev43; dev44 and dev45 read the same), as it was for a
#: rebuild through dev43 at stop 46, which the unseen sets of that stop did not favour either (README, stop 47). The
#: weights before were trained through dev37 at stop 42 (judged then on heldout38 and heldout39). A rebuild through
#: dev47 (stop 48) was not shipped: leave-one-writer-out on dev46 and dev47 identical, and on the unseen heldout49 one
#: memory gained on seed 1 and one real constraint lost on seed 2 (heldout48 identical; docs, stop 48).
SHIPPED_CUES = True


def training_wordings(wordings: tuple[str, ...] = WORDINGS) -> list[str]:
    """The wordings the tool may train on: every one but a held-out set (``heldout<N>``)."""
    return [w for w in wordings if not HELD_OUT.fullmatch(w)]


def clauses_of(wording: str, seed: int) -> list[tuple[str, str]]:
    """(clause, class) pairs of one generated wording set; see the module docstring for the labelling."""
    out = []
    for conv in generate(6, 4, seed, wording):
        for turn in conv.turns:
            if turn.role != "user":
                continue
            memories = turn.memories()
            # layouts, tables, config blocks, scenarios and terms of address as the extractor reads them
            for clause in _clauses(as_statements(scenarios(addressed(layouts(turn.content))))):
                text = _clean(clause)
                if not memories:
                    out.append((text, "none"))
                    continue
                holding = {m.label for m in memories if m.value and m.value.lower() in text.lower()}
                if len(holding) == 1:
                    out.append((text, holding.pop()))
    return out


class CachedEmbedder:
    """The local embedder with its vectors remembered by text, so the many trainings and readings of one run embed
    each clause once (same vectors: the embedder is deterministic)."""

    def __init__(self, embedder: Any, path: str | None = None) -> None:
        self._embedder, self._path = embedder, Path(path) if path else None
        self.name, self.dimension = embedder.name, embedder.dimension
        self._cache: dict[str, Any] = {}
        if self._path is not None and self._path.exists():
            with np.load(self._path) as saved:
                self._cache = dict(zip(saved["texts"].tolist(), saved["vectors"], strict=True))

    def save(self) -> None:
        """Keep the vectors for the next run (``--vector-cache``)."""
        if self._path is not None and self._cache:
            texts = list(self._cache)
            partial = self._path.with_name(self._path.name + ".partial.npz")  # replaced whole: runs may share it
            np.savez(partial, texts=np.array(texts), vectors=np.stack([self._cache[t] for t in texts]))
            partial.replace(self._path)

    def embed(self, texts: Sequence[str]) -> Any:
        new = list(dict.fromkeys(t for t in texts if t not in self._cache))
        if new:
            self._cache.update(zip(new, self._embedder.embed(new), strict=True))
        return [self._cache[t] for t in texts]


def training_rows() -> list[tuple[str, str, float, str]]:
    """(clause, class, weight, where from) of the prototypes and every training wording at the training seeds."""
    rows = [(e, cls, PROTOTYPE_WEIGHT, "prototypes") for cls, examples in PROTOTYPES.items() for e in examples]
    seen = set()
    for wording in training_wordings():
        for seed in TRAIN_SEEDS:
            for text, cls in clauses_of(wording, seed):
                if (text, cls, wording) not in seen:
                    seen.add((text, cls, wording))
                    rows.append((text, cls, 1.0, wording))
    return rows


def train(rows: list[tuple[str, str, float, str]], embedder: Any, excluded: set[str], *, cues: bool = SHIPPED_CUES,
          l2: float = SHIPPED_L2) -> ClauseClassifier:
    """The classifier fitted on ``rows`` less the wordings in ``excluded``."""
    keep = [r for r in rows if r[3] not in excluded]
    vectors = embedder.embed([r[0] for r in keep])
    wordings = [w for w in training_wordings() if w not in excluded]
    return fit(vectors, [r[1] for r in keep], model=embedder.name, sample_weight=[r[2] for r in keep],
               trained_on=["prototypes", *wordings], l2=l2, texts=[r[0] for r in keep] if cues else None)


class _Recording:
    """An extractor that keeps what it returned, conversation by conversation."""

    def __init__(self, extractor: Any) -> None:
        self.extractor, self.seen = extractor, []

    def extract(self, messages: Any) -> Any:
        self.seen.append(self.extractor.extract(messages))
        return self.seen[-1]


def read_set(classifier: ClauseClassifier, embedder: Any, wording: str, min_probability: float | None = None
             ) -> dict[str, Any]:
    """The extractor (with ``classifier``) on ``wording`` at the reported seeds, offline: per class P/R (pooled over
    the seeds) and the share of real memories left unread (value in no candidate of its message)."""
    extractor = _Recording(HeuristicExtractor(embedder, classifier=classifier, **(
        {} if min_probability is None else {"min_probability": min_probability})))
    pooled = {c: [0, 0, 0, 0] for c in REAL}  # tp, predicted, found, labelled
    real = unread = 0
    for seed in REPORTED_SEEDS:
        convs = generate(6, 4, seed, wording)
        extractor.seen.clear()
        scores, _, _ = score_extraction(convs, extractor)
        for c, sc in scores.items():
            for i, v in enumerate((sc.tp, sc.predicted, sc.found, sc.labelled)):
                pooled[c][i] += v
        for conv, candidates in zip(convs, extractor.seen, strict=True):
            by_turn: dict[int, str] = {}
            for cand in candidates:
                by_turn[cand.turn] = by_turn.get(cand.turn, "") + "\n" + cand.content.lower()
            for i, turn in enumerate(conv.turns):
                for said in turn.memories() if turn.role == "user" else ():
                    real += 1
                    unread += (said.value or "").lower() not in by_turn.get(i, "")
    out = {c: (tp / pred if pred else 0.0, found / lab if lab else 0.0) for c, (tp, pred, found, lab) in pooled.items()}
    return {"classes": out, "unread": unread / max(1, real)}


def print_table(title: str, results: dict[str, dict[str, Any]]) -> None:
    """One row per set: P/R of the scored classes and the unread share; the mean row last."""
    print(f"\n{title}")
    print(f"{'set':<10}" + "".join(f"{c + ' P/R':>18}" for c in SCORED) + f"{'unread':>9}")
    for name, r in results.items():
        print(f"{name:<10}" + "".join(f"{r['classes'][c][0]:>10.2f}/{r['classes'][c][1]:.2f}  " for c in SCORED)
              + f"{r['unread']:>8.1%}")
    if len(results) > 1:
        mean = {c: tuple(sum(r["classes"][c][k] for r in results.values()) / len(results) for k in (0, 1))
                for c in SCORED}
        print(f"{'mean':<10}" + "".join(f"{mean[c][0]:>10.2f}/{mean[c][1]:.2f}  " for c in SCORED)
              + f"{sum(r['unread'] for r in results.values()) / len(results):>8.1%}")
    sys.stdout.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exclude", action="append", default=[], choices=WORDINGS, help="a wording left out")
    parser.add_argument("--out", default=str(MODEL_FILE))
    parser.add_argument("--leave-one-out", metavar="DIR", help="write DIR/no-<W>.json, trained without W, for every W")
    parser.add_argument("--check", action="store_true", help="read every set offline with the weights at --model")
    parser.add_argument("--model", default=str(MODEL_FILE), help="the weights --check reads with")
    parser.add_argument("--cross-validate", nargs="*", metavar="W", choices=training_wordings(),
                        help=f"leave each W out of training and read it (default {' '.join(CROSS_VALIDATED)})")
    parser.add_argument("--vector-cache", metavar="FILE.npz", help="keep the clauses' vectors between runs")
    parser.add_argument("--min-probability", type=float,
                        help="the extractor's min_probability for --check and --cross-validate (default: the extractor's)")
    parser.add_argument("--l2", type=float, default=SHIPPED_L2, help="the fit's L2 penalty")
    parser.add_argument("--cues", action=argparse.BooleanOptionalAction, default=SHIPPED_CUES,
                        help="weigh the clauses' surface cues (memgraph_py.extract_classifier.CUES) beside their vectors")
    args = parser.parse_args(argv)
    embedder = CachedEmbedder(LocalMiniLMEmbedder(), args.vector_cache)
    try:
        return _run(args, embedder)
    finally:
        embedder.save()


def _run(args: argparse.Namespace, embedder: CachedEmbedder) -> int:
    if args.check:
        classifier = ClauseClassifier.load(embedder, args.model)
        print_table(f"in-sample, {args.model} (trained on {', '.join(classifier.trained_on)})",
                    {w: read_set(classifier, embedder, w, args.min_probability) for w in training_wordings()})
        return 0
    rows = training_rows()
    if args.cross_validate is not None:
        results = {}
        for wording in args.cross_validate or CROSS_VALIDATED:
            results[wording] = read_set(train(rows, embedder, {wording, *args.exclude}, cues=args.cues, l2=args.l2),
                                        embedder, wording, args.min_probability)
            print_table(f"left out {wording}", {wording: results[wording]})
        print_table("leave-one-writer-out (classifier held out; rules were tuned on every set: optimistic)", results)
        return 0
    runs = [(w, Path(args.leave_one_out) / f"no-{w}.json") for w in training_wordings()] \
        if args.leave_one_out \
        else [(None, Path(args.out))]
    for left_out, out in runs:
        excluded = {left_out, *args.exclude}
        model = train(rows, embedder, excluded, cues=args.cues, l2=args.l2)
        out.parent.mkdir(parents=True, exist_ok=True)
        model.save(out)
        labels = [r[1] for r in rows if r[3] not in excluded]
        counts = {c: labels.count(c) for c in sorted(set(labels))}
        print(f"{len(labels)} clauses {counts}; trained on {', '.join(model.trained_on)} -> {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
