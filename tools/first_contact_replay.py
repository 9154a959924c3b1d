"""First-contact replay: read each recent wording set offline *at the commit where it was first run held out*, with
the extractor's knobs varied, to judge general knobs on text no rule was written from (issue 18).

Why: every set ``heldoutN`` is run once by the lead at "first contact", then renamed ``devN`` and read, and rules are
written from its misses. The in-sample ``tools/train_clause_classifier.py --check`` (and the classifier's
leave-one-writer-out) are optimistic for anything the rules were written after. At the commit where ``heldoutN`` was
first run, it existed under its held-out name, no rule had been written from it and the shipped classifier had not been
trained on it (``training_wordings`` leaves ``heldout<N>`` out; the worker asserts it from the weights' ``trained_on``).
Reading it *there* is an honest first contact, and so is reading it there with a knob changed.

How: for each (set, commit) of :data:`FIRST_CONTACTS`, a detached ``git worktree`` of the commit under ``/tmp/fc/``
(reused when present), and one subprocess (this file with ``--worker``; that worktree first on ``PYTHONPATH``, run from
it) that imports *that commit's* ``tools/train_clause_classifier.py`` and calls its own ``read_set`` — the function
``--check`` reads a set with: per class precision/recall (preference, constraint, fact) and the "unread" share (real
memories whose value is in no candidate of its message; the floor of ``bench ingest``'s "real memories dropped") —
once per reported seed (its ``REPORTED_SEEDS`` set to one seed at a time). Knobs are *values* patched for the
measurement only (see :data:`VARIANTS`): the extractor's ``fallback=`` and ``min_probability=`` arguments, and the
module constants ``memgraph_py.extract_fallback.NONE_VETO`` / ``FALLBACK_CONFIDENCE``. A variant that needs the
fallback is skipped (reported "n/a") at a commit that predates it (the fallback arrived at stop 32: heldout22's commit
``80b27c8`` has none).

The learned reader's *training* choices are judged the same way: a variant with a ``train`` key retrains the classifier
at the commit with the commit's own ``training_rows``/``train`` (cues, L2, prototype weight, wordings balanced; see
:data:`VARIANTS`), asserts the held-out set is in neither its rows nor its ``trained_on``, and reads with those weights;
it is compared with ``retrained`` (the same commit's tool at its shipped settings) at the same min_probability, since
the shipped file at most commits was a rebuild or two behind (docs/first_contact_replay.md, stop 38).

Stop 38 (ext29): every read also records its ``fact_errors`` (each fact candidate of a user turn that states no fact:
the turn, its labels, the candidate, its rule), and a variant with a ``post_filter`` key wraps the commit's extractor
with one of :data:`POST_FILTERS` — a check written today (``memgraph_py/extract_machine.py``, loaded by path) applied
at an older commit as a labelled measurement; ``cue_scale`` in ``train`` patches ``CUE_SCALE`` for the fit and reads.

Stop 39 (ext31): every read also records its ``unread_memories`` (each real memory of a user turn whose value is in no
candidate of its message, as ``read_set`` counts the unread share: the turn, the memory's label and value, and the
candidates that message did get, with their class and rule), and a variant with a ``pre_reading`` key reads each user
message's text with one of :data:`PRE_READINGS` (``memgraph_py/extract_tags.py``, loaded by path) before the commit's
extractor sees it.

Stop 41 (ext38): ``fallback_classes`` / ``fallback_lean`` keep a fallback reading only of those classes / only when
the reader's probability of its class is at least that, by patching the commit's ``memgraph_py.extract.
fallback_reading`` (so the frames' judgement and the join back see it as the extractor would); a ``reference`` key
names the variant a variant is compared with.

Stop 41 (ext39): ``augment`` in ``train`` adds a style-varied copy of every training row (:data:`AUGMENTS`;
``lower-nopunct``: lowercased, no apostrophes, no sentence punctuation, half weight) to the commit's ``training_rows``.

Stop 42 (ext40): pre-readings ``markup`` / ``owned`` (``memgraph_py/extract_markup.py``, loaded by path) before the
shipped one: a dot-leader or breadcrumb line of the user's own layout read as "key: value", judged by the commit's
extractor (the line alone misses its value, the key/value line alone holds it); the site dropped from a line framing
the user's own page on it ("From my own profile on the forum:").

Stop 42 (ext41): pre-reading ``exports`` (``memgraph_py/extract_exports.py``, loaded by path) before those: a line of
a message export that is the user's own sent message (an SMS backup's ``<sms type="2" body="…"/>``, a ``<message
from="me">``) read as its text when that text alone is a memory to the commit's extractor.

Stop 42 (ext42): pre-reading ``exports fields markup owned tags frames reader`` (a note app's ``key:: value`` field
line of the user's own read as "Key: value.", ``extract_markup.unmarked(fields=True)``) and post-filter ``veto all 0.85
reclass 0.75 back nameless cited`` (a fact naming nothing after the join back dropped, ``extract_back.nameless_facts``);
``FC_DROPPED_LOG=FILE`` appends each fact that check drops, with its turn, for reading by hand.

Stop 43 (ext43): every read also records its ``preference_errors`` (each preference candidate of a user turn that
states no preference, as ``constraint_errors``: the turn, its labels, the candidate, its rule), so the precision
errors of all three scored classes can be sorted by cause across every set-seed; post-filter ``veto all 0.85 reclass
0.75 back nameless cited owner`` drops, after the shipped one, a preference or constraint whose clause gives a taste,
a diet or an allergy to a subject that is not the user (``memgraph_py/extract_owner.py``, ``theirs_dropped``, loaded
by path). It was written from the even sets' errors (heldout22, 24 … 40) and judged on the odd ones.

Stop 44 (ext47): post-filter ``veto all 0.85 reclass 0.75 back nameless cited owner moment`` (variant ``… cited owner
moment``, referenced to ``… cited owner``) drops, after those, a preference or constraint whose clause only reports the
moment — a comparison (a prepositional "like": "I'm feeling a bit flat, like an open bottle left overnight."; a tail of
habit: "Procrastinating, as usual.") or a marker of now ("Quiet shift so far, touch wood.") with no word of taste, want
or limit and no number outside it (``memgraph_py/extract_moment.py``, ``moment_dropped``, loaded by path). Written from
the even sets' errors only and judged on the odd ones in one run of the 38 set-seeds: 20 errors removed on the even
half, 6 on the odd (heldout29, 35, 37), none added, no precision, recall or unread worse on any set-seed.

Stop 44 (ext46): post-filter ``veto all 0.85 reclass 0.75 back nameless cited owner figurative`` (variant ``… cited
owner figurative``, referenced to ``… cited owner``) adds, after the shipped one, each sentence of a user's message that
states a taste in a figurative frame with no verb of taste on the value ("it's boutique hotels for me", "Give an old
woman window seats and she won't kvetch", "window seats is non-negotiable") as a preference (a constraint for a diet,
an allergy or a weekday) when no candidate of its message holds the value (``memgraph_py/extract_figurative.py``,
``unread_tastes``, loaded by path; a message the commit's own ``extract_traps`` calls sarcastic or forwarded left
alone). Written from the even sets' unread records only and judged on the odd ones: 18 memories recovered (7 odd, 2
writers), 1 error added (heldout33 s2, preference P −0.034); adopted by the lead on the counts over every
set its writer did not read (docs, stop 44). Both together: variant ``… cited owner moment figurative``.

Stop 45 (ext51): post-filter ``veto all 0.85 reclass 0.75 back nameless cited owner moment figurative claims``
(variant ``… cited owner moment figurative claims``, referenced to ``… cited owner moment figurative``) drops, after
those, a fact of a user's message whose clause only claims or files the message's statement as the user's own ("Ja,
another of mine.", "That one is mine and still ahead.", "For my own file, please.", "On my account: Dobry dzień."
before the statement it points to) with no value besides one loose stretch — an opener, a tag, or a greeting after the
claim's colon when a statement follows on its line (``memgraph_py/extract_claims.py``, ``claims_dropped``, loaded by
path); ``FC_CLAIMS_LOG=FILE`` appends each fact it drops, with its turn. Written from the even first contacts' fact
errors (heldout22, 24 … 42) and judged on the odd ones (docs, stop 45).

Stop 45 (ext52): post-filter ``veto all 0.85 reclass 0.75 back nameless cited owner moment figurative claims detail``
(variant ``… cited owner moment figurative claims detail``, referenced to ``… cited owner moment figurative claims``)
drops, after those, a fact of a user's message whose clause gives the detail to someone else — the owner of a
possessive ("My lab mate's employee ID is E-44512", "A client's dog is called Max"; not the owner's name, an occasion
or a heading, nor the user's own things) or a person who does a deed of their own from a closed class ("My flatmate
pays €1,200 for the flat", "My pog was born in 1938") with the user in neither (``memgraph_py/extract_detail.py``,
``details_dropped``, loaded by path); ``FC_DETAIL_LOG=FILE`` appends each fact it drops, with its turn. Written from
the even first contacts' fact errors (heldout22, 24 … 42) and judged on the odd ones (docs, stop 45).

Stop 45 (ext53): post-filter ``veto all 0.85 reclass 0.75 back nameless cited owner moment figurative claims irony``
(variant ``… claims irony``, referenced to ``… claims``) drops, after those, a preference, constraint or fact of a
user's message whose words all stand in a sentence that delights in a mishap — a word of delight beside a mishap word
("again", "broke", "ripped", "late", "rain", "traffic" …) with a mark of mock delight (an opener of assent or praise,
"just love", a praise piece of its own), or an explicit mark ("Said nobody.", "Not.", "/s") — sarcasm: "Oh, fantastic,
the wetsuit ripped again, I love my life." (``memgraph_py/extract_irony.py``, ``irony_dropped``, loaded by path).
Written from the even first contacts' precision errors and judged on the odd ones (docs, stop 45).

Stop 46 (ext54): variant ``… claims detail irony ext54`` (referenced to ``… claims detail irony``, the shipped one)
lets through the commit's question check a statement it takes for a question: a ``stated`` knob patches the commit's
``memgraph_py.extract._FRONTED_CLAUSE`` (used only in ``_classify``'s "opens with a question word" test at every
first-contact commit) to match also a clause that ``memgraph_py/extract_asked.py``'s ``stated`` (loaded by path) reads
as a statement — a pseudo-cleft on a verb of want or taste ("What I want is hiking trails, if possible.") or a
question word as a field's key ("When: 2027-04-01", ``when = "07/05"``) — and the pre-reading ``exports fields markup
owned tags asked frames reader`` applies its ``unasked`` after the tag reading: a bare "or" closing a first-person or
verbless statement ("Thursdays don't work for me, or?", "Max 300 dollars, or?") read as the statement, a check
question after a statement ("…, so no. Got it?") left out. Written from the even first contacts' unread records and
judged on the odd ones (docs, stop 46).

Stop 47 (ext62): variant ``… claims detail irony ext54 ext62`` (referenced to ``… ext54``, the shipped one) adds to
the shipped post-filter (as ``… irony ext62``) ``memgraph_py/extract_kept_fillers.py``'s ``kept_fillers_dropped`` (loaded by
path): a candidate made by the commit's "a thing, then a request to keep it" join whose "thing" is a filler — at most
four words, no digit or date word — standing after another candidate of the same message is dropped ("My employee id
is E-70213. Aray. Keep it with my things." keeps the fact, not "Aray. Keep it with my things." as a preference). The
join's rule text is the same at every first-contact commit. Written from the even first contacts' error records and
judged on the odd ones (docs, stop 47).

Stop 48 (ext67): variant ``… claims detail irony ext54 ext62 ext67`` (referenced to ``… ext62``, the shipped one)
adds to the shipped post-filter (as ``… irony ext62 ext67``) ``memgraph_py/extract_appositions.py``'s
``unread_appositions`` (loaded by path): a value and a key set side by side between commas with no verb ("Chloe, my
sister, fresh out of the oven.", "Okay so, it's Ines, my sister.", "Keep this for me: sister, Ines.") whose
restatement "My <key> is <value>." the commit's own ``classify`` reads as a fact by the fact rule, and whose value no
candidate of the message holds, is added as that fact. Written from the odd first contacts' unread records and judged
on the even ones (docs, stop 48).

The write gate is not modelled: ``read_set`` (via ``score_extraction``) counts every candidate the extractor returns,
so ``FALLBACK_CONFIDENCE`` changes nothing offline. The gate keeps a fallback candidate only at or above its threshold
(0.5, no keep margin); with nothing alike stored (novelty 1) a fallback fact scores 0.4·0.65 + 0.35·0.45 + 0.25 ≈ 0.67,
so offline-with-an-empty-store every fallback candidate would be kept anyway; only end-to-end (a store holding similar
memories) can judge that knob.

Usage (sequential, one process at a time; a copy of a vector cache saves the embedding time)::

    python tools/first_contact_replay.py --vector-cache /tmp/fc/vec.npz --out /tmp/fc/results.json
    python tools/first_contact_replay.py --sets heldout31 heldout32 --variants baseline fallback
    python tools/first_contact_replay.py --table /tmp/fc/results.json      # print a saved run's tables again
    python tools/first_contact_replay.py --cleanup                          # git worktree remove every /tmp/fc tree

Never add the lead's unseen test sets (``heldout50`` …) to :data:`FIRST_CONTACTS`: a set belongs here
only after the lead has run it and renamed it ``devN``; the tool refuses the names in :data:`NEVER_READ`.
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import inspect
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np

REPO = Path(__file__).resolve().parent.parent
WORKTREES = Path("/tmp/fc")
SEEDS = (1, 2)
SCORED = ("preference", "constraint", "fact")
#: Sets the lead keeps unseen; never read, printed or scored by this tool.
NEVER_READ = ("heldout50", "heldout51", "heldout52")

#: (held-out name, commit where it was first run held out), from README's "devN (heldoutN) 1st run" rows and the
#: "bench ingest: heldoutN run at stop S on …" commit messages. The commit is the extractor that first read it.
#: 28 sets (heldout22 … heldout49) at 25 commits; with SEEDS 1 and 2, 56 set-seeds (22 before stop 40's ext36, 26
#: before stop 41's ext40, 30 before stop 42, 32 for stop 42's ext40, 34 for its ext41, 36 for its ext42, 38 for stop
#: 43, 40 for stop 44, 42 for stop 45, 44 for stop 46, 46 at its end, 48 for stop 47, 50 at its end, 52 for stop 48,
#: 54 at its end, 56 for stop 49).
FIRST_CONTACTS: tuple[tuple[str, str], ...] = (
    ("heldout22", "80b27c8"),  # stop 32, stop 31's extractor (no fallback yet)
    ("heldout23", "20822fb"),  # stop 32, after ext18's readings of dev21/dev22
    ("heldout24", "20822fb"),
    ("heldout25", "f626025"),  # stop 34, stop 32's extractor
    ("heldout26", "7705b85"),  # stop 34, after ext19
    ("heldout27", "380df97"),  # stop 35, stop 34's extractor
    ("heldout28", "600f78f"),
    ("heldout29", "4560dd3"),  # stop 35, after ext21
    ("heldout30", "5a2d645"),  # stop 35, after ext22
    ("heldout31", "fe9210e"),  # stop 36, ext22's extractor
    ("heldout32", "70baaf8"),  # stop 37, ext22's extractor
    ("heldout33", "771521c"),  # stop 37, after ext24 (its first run; renamed dev33 at stop 40)
    ("heldout34", "22d9747"),  # stop 38, ext25's extractor (renamed dev34 at stop 40)
    ("heldout35", "54151f5"),  # stop 39, stop 38's extractor (renamed dev35 at stop 41)
    ("heldout36", "3176e90"),  # stop 40, stop 39's extractor (renamed dev36 at stop 41)
    ("heldout37", "947ab41"),  # stop 41, stop 40's extractor (renamed dev37 at stop 42)
    ("heldout38", "b4af094"),  # stop 41, stop 41's extractor (renamed dev38 at stop 42)
    ("heldout39", "19b0341"),  # stop 42, stop 41's extractor (renamed dev39 at stop 42)
    ("heldout40", "f8163b7"),  # stop 42, after ext41's readings (renamed dev40 at stop 43)
    ("heldout41", "a8b8b02"),  # stop 43, stop 42's extractor (renamed dev41 at stop 44)
    ("heldout42", "9184b00"),  # stop 43, stop 42's extractor (renamed dev42 at stop 45)
    ("heldout43", "4fb823a"),  # stop 44, stop 43's extractor (renamed dev43 at stop 46)
    ("heldout44", "101f6b9"),  # stop 44, stop 43's extractor (renamed dev44 at the end of stop 46)
    ("heldout45", "a293878"),  # stop 45, stop 44's extractor (renamed dev45 at the start of stop 47)
    ("heldout46", "7b43e3f"),  # stop 46, stop 45's extractor (renamed dev46 at the end of stop 47)
    ("heldout47", "d33d539"),  # stop 46, after ext54's reading (renamed dev47 at the start of stop 48)
    ("heldout48", "1e3fdb5"),  # stop 47, stop 46's extractor (renamed dev48 at the end of stop 48)
    ("heldout49", "4c7ed71"),  # stop 48, stop 47's extractor (renamed dev49 at the start of stop 49)
)

#: name -> knobs. ``fallback``/``min_probability``/``min_similarity`` are extractor arguments (absent: the commit's
#: default);
#: ``none_veto``/``fallback_confidence`` patch memgraph_py.extract_fallback's constants.
VARIANTS: dict[str, dict[str, Any]] = {
    "baseline": {},
    "fallback": {"fallback": True},
    "fallback veto0.65": {"fallback": True, "none_veto": 0.65},
    "fallback veto0.85": {"fallback": True, "none_veto": 0.85},
    "fallback veto0.95": {"fallback": True, "none_veto": 0.95},
    "minp0.5": {"min_probability": 0.5},
    "minp0.7": {"min_probability": 0.7},
    "fallback minp0.7": {"fallback": True, "min_probability": 0.7},
    "fallback veto0.5": {"fallback": True, "none_veto": 0.5},
    "fallback veto0.35": {"fallback": True, "none_veto": 0.35},
    "minp0.55": {"min_probability": 0.55},
    "minp0.45": {"min_probability": 0.45},
    "minsim0.3": {"min_similarity": 0.3},
    "minsim0.5": {"min_similarity": 0.5},
    "minp0.55 minsim0.5": {"min_probability": 0.55, "min_similarity": 0.5},
    # The learned reader's training choices: ``train`` retrains the classifier at the commit with that commit's own
    # ``training_rows``/``train`` (its prototypes, readings and training wordings, the held-out set never among them)
    # and reads with those weights instead of the shipped file. Keys: ``cues``, ``l2``, ``prototype_weight`` (absent:
    # the commit's SHIPPED_CUES / SHIPPED_L2 / PROTOTYPE_WEIGHT) and ``balance`` ("wording": every training wording
    # the same total weight, the mean wording's, so no single writer's many clauses dominate).
    "retrained": {"train": {}},
    "train cues": {"train": {"cues": True}},
    "train l2x10": {"train": {"l2": 1e-4}},
    "train l2/10": {"train": {"l2": 1e-6}},
    "train protow1": {"train": {"prototype_weight": 1.0}},
    "train protow8": {"train": {"prototype_weight": 8.0}},
    "train balanced": {"train": {"balance": "wording"}},
    # the same at the current extractor's min_probability (0.55; the commits' default was 0.6)
    "minp0.55 retrained": {"train": {}, "min_probability": 0.55},
    "minp0.55 train cues": {"train": {"cues": True}, "min_probability": 0.55},
    "minp0.55 train l2x10": {"train": {"l2": 1e-4}, "min_probability": 0.55},
    "minp0.55 train l2/10": {"train": {"l2": 1e-6}, "min_probability": 0.55},
    "minp0.55 train protow1": {"train": {"prototype_weight": 1.0}, "min_probability": 0.55},
    "minp0.55 train protow8": {"train": {"prototype_weight": 8.0}, "min_probability": 0.55},
    "minp0.55 train balanced": {"train": {"balance": "wording"}, "min_probability": 0.55},
    # post hoc (after cues won): cues with the prototypes at weight 1
    "minp0.55 train cues protow1": {"train": {"cues": True, "prototype_weight": 1.0}, "min_probability": 0.55},
    # stop 38 (ext29): with cues on (shipped now), the threshold grid and the cues' scale (CUE_SCALE, 0.25 at every
    # first-contact commit) halved and doubled; ``cue_scale`` patches memgraph_py.extract_classifier.CUE_SCALE for the
    # fit and the reads
    "minp0.45 train cues": {"train": {"cues": True}, "min_probability": 0.45},
    "minp0.5 train cues": {"train": {"cues": True}, "min_probability": 0.5},
    "minp0.55 train cues scale0.5x": {"train": {"cues": True, "cue_scale": 0.125}, "min_probability": 0.55},
    "minp0.55 train cues scale2x": {"train": {"cues": True, "cue_scale": 0.5}, "min_probability": 0.55},
}


@functools.cache
def _today(stem: str) -> Any:
    """This tree's ``memgraph_py/<stem>.py`` (``extract_machine``, ``extract_tags``, ``extract_frames``,
    ``extract_back``, ``extract_quotes``, ``extract_owner``, ``extract_detail``), loaded once by path: such a module imports nothing from the package, so
    the worker can apply today's check or reading inside an older commit's tree, whose own ``memgraph_py`` is the one
    on the path."""
    spec = importlib.util.spec_from_file_location(f"fc_{stem}", REPO / f"memgraph_py/{stem}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _drop_machine(candidates: list[Any], classes: tuple[str, ...] | None) -> list[Any]:
    check = _today("extract_machine")
    return [c for c in candidates if not ((classes is None or c.cls in classes) and check.mostly_machine(c.content))]


#: Post-filters over the extractor's candidates, applied by wrapping the commit's extractor (a measurement of a check
#: before it is written into memgraph_py, at commits that do not have it). name -> function(candidates) -> kept.
POST_FILTERS: dict[str, Any] = {
    # stop 38 (ext29): a fact candidate whose clause is mostly machine text (shell prompt, flag, path, diff marker)
    "machine facts": lambda candidates: _drop_machine(candidates, ("fact",)),
    "machine all": lambda candidates: _drop_machine(candidates, None),
}


#: Pre-readings of each user message's text before the commit's extractor sees it (a measurement of a reading before
#: it is written into memgraph_py, at commits that do not have it). name -> function(text) -> text.
PRE_READINGS: dict[str, Any] = {
    # stop 39 (ext31): a first-person statement closed by a short tag question ("I am vegan, gerai?") read as the
    # statement (memgraph_py/extract_tags.py), for the tags the commit's own list (extract_clauses._TRAILER) lacks
    "tags": lambda text: _today("extract_tags").untagged(
        text, importlib.import_module("memgraph_py.extract_clauses")._TRAILER),
}


def _memories_in(extractor: Any, message: Any, text: str, **changed: Any) -> list[str]:
    """The contents of the memories the commit's extractor reads in ``message`` with ``text`` as its content (and
    ``changed`` its other fields)."""
    import dataclasses
    got = extractor.extract([dataclasses.replace(message, content=text, **changed)])
    return [c.content for c in got if c.cls in ("preference", "constraint", "fact", "event", "task")]


def _reads_a_memory(extractor: Any, message: Any) -> Any:
    """Whether the commit's extractor, given ``message`` with another text as a lone user message, returns a memory."""
    return lambda text: bool(_memories_in(extractor, message, text, index=0))


#: Pre-readings that also need the commit's extractor and the message: name -> function(text, extractor, message) ->
#: text.
PRE_READINGS_WITH_CONTEXT: dict[str, Any] = {
    # stop 40 (ext35): a statement behind a short lead-in frame ("Another night, another note: totally coeliac")
    # read without the frame (memgraph_py/extract_frames.py) when the sentence alone reads as nothing and the part
    # after the colon alone is a memory: by a pattern ("frames") or by the commit's whole extractor, its learned
    # reader included ("frames reader"); after the tag reading, as shipped
    "tags frames": lambda text, extractor, message: _unframed(text, extractor, message, False),
    "tags frames reader": lambda text, extractor, message: _unframed(text, extractor, message, True),
}


def _unframed(text: str, extractor: Any, message: Any, by_reader: bool, tags: str = "tags") -> str:
    """The tag reading, then the frame reading judged by the commit's extractor (its rules' readings; the memories it
    extracts from the message as it is; the rest read by a pattern, or by the whole extractor when ``by_reader``)."""
    text = PRE_READINGS[tags](text)
    return _today("extract_frames").unframed(text, extractor._readings,
                                             _reads_a_memory(extractor, message) if by_reader else None,
                                             lambda: _memories_in(extractor, message, text))
VARIANTS["minp0.55 train cues machine facts tags"] = {"train": {"cues": True}, "min_probability": 0.55,
                                                      "post_filter": "machine facts", "pre_reading": "tags"}
VARIANTS["minp0.55 train cues machine facts"] = {"train": {"cues": True}, "min_probability": 0.55,
                                                 "post_filter": "machine facts"}
VARIANTS["minp0.55 train cues machine all"] = {"train": {"cues": True}, "min_probability": 0.55,
                                               "post_filter": "machine all"}


def _rule_readings_weighed(candidates: list[Any], extractor: Any, messages: Any,
                           classes: tuple[str, ...]) -> tuple[list[tuple[int, Any]], list[str]]:
    """The candidates of ``classes`` a rule read in a user turn (their rule names no "learned reader"), each as
    (index, the commit's reader's class probabilities of its clause), and the reader's class names; none without a
    reader."""
    import memgraph_py.extract as commit_extract  # the commit's own module (its tree is first on the path)
    users = {m.index for m in messages if m.role == "user"}
    picks = [i for i, c in enumerate(candidates)
             if c.cls in classes and c.turn in users and "learned reader" not in c.rule]
    if not picks or extractor.classifier is None or extractor._embedder is None:
        return [], []
    clean = getattr(commit_extract, "_clean", lambda text: text)
    texts = [clean(candidates[i].span) for i in picks]
    probs = extractor.classifier.probabilities(extractor._embedder.embed(texts), texts)
    return list(zip(picks, probs, strict=True)), list(commit_extract.CLASSIFIER_CLASSES)


def _reader_veto(candidates: list[Any], extractor: Any, messages: Any, classes: tuple[str, ...],
                 threshold: float) -> list[Any]:
    """Stop 39 (ext30): the commit's learned reader (the extractor's own, retrained there) weighs each candidate of
    ``classes`` that a rule read in a user turn and drops it when its probability of "none" is at least
    ``threshold``: a rule and a reader that were written and trained on other writers' text, the reader vetoing where
    it is sure the clause holds no memory."""
    weighed, names = _rule_readings_weighed(candidates, extractor, messages, classes)
    vetoed = {i for i, row in weighed if float(row[names.index("none")]) >= threshold}
    return [c for i, c in enumerate(candidates) if i not in vetoed]


def _reader_reclass(candidates: list[Any], extractor: Any, messages: Any, threshold: float) -> list[Any]:
    """Stop 39 (ext30): a preference, constraint or fact a rule read in a user turn takes the class the commit's
    reader is at least ``threshold`` sure of when that is another memory class (not "none")."""
    import dataclasses

    weighed, names = _rule_readings_weighed(candidates, extractor, messages, ("preference", "constraint", "fact"))
    out = list(candidates)
    for i, row in weighed:
        best = int(row.argmax())
        if names[best] not in ("none", out[i].cls) and float(row[best]) >= threshold:
            out[i] = dataclasses.replace(out[i], cls=names[best], rule=f"{out[i].rule}, then learned reader")
    return out


#: Post-filters that also need the wrapped extractor and the messages: name -> function(candidates, extractor,
#: messages) -> kept.
POST_FILTERS_WITH_CONTEXT: dict[str, Any] = {}
for _threshold in (0.5, 0.6, 0.75, 0.8, 0.85, 0.9):
    POST_FILTERS_WITH_CONTEXT[f"veto facts {_threshold}"] = (
        lambda cands, ex, msgs, _t=_threshold: _drop_machine(_reader_veto(cands, ex, msgs, ("fact",), _t), ("fact",)))
    POST_FILTERS_WITH_CONTEXT[f"veto all {_threshold}"] = (
        lambda cands, ex, msgs, _t=_threshold: _drop_machine(
            _reader_veto(cands, ex, msgs, ("preference", "constraint", "fact"), _t), ("fact",)))
    for _scope in ("facts", "all"):
        VARIANTS[f"minp0.55 train cues machine veto {_scope} {_threshold}"] = {
            "train": {"cues": True}, "min_probability": 0.55, "post_filter": f"veto {_scope} {_threshold}"}
for _threshold in (0.6, 0.75, 0.9):
    POST_FILTERS_WITH_CONTEXT[f"veto all 0.85 reclass {_threshold}"] = (
        lambda cands, ex, msgs, _t=_threshold: _drop_machine(_reader_reclass(_reader_veto(
            cands, ex, msgs, ("preference", "constraint", "fact"), 0.85), ex, msgs, _t), ("fact",)))
    VARIANTS[f"minp0.55 train cues machine veto all 0.85 reclass {_threshold}"] = {
        "train": {"cues": True}, "min_probability": 0.55, "post_filter": f"veto all 0.85 reclass {_threshold}"}
# stop 39: ext31's tag reading and ext30's veto and re-class together (what the extractor ships now)
VARIANTS["minp0.55 train cues machine facts tags veto reclass"] = {
    "train": {"cues": True}, "min_probability": 0.55, "post_filter": "veto all 0.85 reclass 0.75", "pre_reading": "tags"}
# stop 40 (ext35): the shipped reference with lead-in frames read (by a pattern / by the whole extractor)
for _mode in ("tags frames", "tags frames reader"):
    VARIANTS[f"minp0.55 train cues machine facts {_mode} veto reclass"] = {
        "train": {"cues": True}, "min_probability": 0.55, "post_filter": "veto all 0.85 reclass 0.75", "pre_reading": _mode}


# stop 40 (ext34): the same, then a preference/constraint/fact whose clause names no value takes the clause before
# it (that produced no candidate, the user's own) into its content (memgraph_py/extract_back.py, loaded by path)
POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back"] = (
    lambda cands, ex, msgs: _today("extract_back").joined_back(
        POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75"](cands, ex, msgs), msgs))
VARIANTS["minp0.55 train cues machine facts tags veto reclass back"] = {
    "train": {"cues": True}, "min_probability": 0.55, "post_filter": "veto all 0.85 reclass 0.75 back",
    "pre_reading": "tags"}
# stop 40: ext35's lead-in frames and ext34's join back together (what the extractor ships now)
VARIANTS["minp0.55 train cues machine facts tags frames reader veto reclass back"] = {
    "train": {"cues": True}, "min_probability": 0.55, "post_filter": "veto all 0.85 reclass 0.75 back",
    "pre_reading": "tags frames reader"}
# stop 41 (ext38): the fallback (memgraph_py/extract_fallback.py, the commit's own: NONE_VETO 0.75 at every commit that
# has it) on top of what the extractor ships now, as it is and restricted: ``fallback_classes`` keeps a fallback
# reading only of those classes (its fact, event and task readings dropped), ``fallback_lean`` only when the reader's
# probability of its class is at least that (the fallback takes the class it leans to at 0.3); both patch the
# commit's ``memgraph_py.extract.fallback_reading`` for the measurement, so the lead-in frames and the join back see
# what the extractor would. Grid fixed before the run; adopt only a variant that lowers mean unread, loses no class's
# mean precision by more than 0.005 and no set-seed's precision in any class by more than 0.03.
_SHIPPED_40 = "minp0.55 train cues machine facts tags frames reader veto reclass back"
for _suffix, _knobs in (("fallback", {}),
                        ("fallback prefcons", {"fallback_classes": ("preference", "constraint")}),
                        ("fallback prefcons veto0.5", {"fallback_classes": ("preference", "constraint"),
                                                       "none_veto": 0.5}),
                        ("fallback prefcons lean0.4", {"fallback_classes": ("preference", "constraint"),
                                                       "fallback_lean": 0.4}),
                        ("fallback prefcons veto0.5 lean0.4", {"fallback_classes": ("preference", "constraint"),
                                                               "none_veto": 0.5, "fallback_lean": 0.4})):
    VARIANTS[f"{_SHIPPED_40} {_suffix}"] = {**VARIANTS[_SHIPPED_40], "fallback": True, **_knobs,
                                            "reference": _SHIPPED_40}


def _restricted_fallback(reading: Any, classes: tuple[str, ...] | None, lean: float | None) -> Any:
    """The commit's ``fallback_reading`` keeping only readings of ``classes`` whose class the reader gives at least
    ``lean`` (each when set)."""
    def restricted(text: str, low: str, probs: Any, names: tuple[str, ...]) -> Any:
        got = reading(text, low, probs, names)
        if got is None or (classes is not None and got[0] not in classes):
            return None
        if lean is not None and float(probs[list(names).index(got[0])]) < lean:
            return None
        return got
    return restricted


# stop 41 (ext37): the shipped variant, then a preference/constraint/fact read from a cited quotation (one standing on
# its own after a colon, a sentence end, a line start or a symbol: "In my English book: 'My dog is called Pepper.'") is
# dropped (memgraph_py/extract_quotes.py, loaded by path)
POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back cited"] = (
    lambda cands, ex, msgs: _today("extract_quotes").uncited(
        POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back"](cands, ex, msgs), msgs))
VARIANTS[f"{_SHIPPED_40} cited"] = {**VARIANTS[_SHIPPED_40], "post_filter": "veto all 0.85 reclass 0.75 back cited"}
# stop 41 (ext39): style augmentation: every training clause also trains as a lowercased, apostrophe- and
# punctuation-free copy at half its weight (:data:`AUGMENTS`), the rest as shipped
VARIANTS["minp0.55 train cues augment machine facts tags frames reader veto reclass back cited"] = {
    **VARIANTS[f"{_SHIPPED_40} cited"], "train": {"cues": True, "augment": "lower-nopunct"},
    "reference": f"{_SHIPPED_40} cited"}


# stop 41 (ext37), measured, not adopted: a fact the learned reader alone read (its reason opens with "learned reader")
# that names no value — no digit, no capitalised word past the start of the clause or of a part after a colon, no
# capitalised first word set apart by a comma or followed by "is"/"was"/"'s" ("Kalimera.", "For my file, please.",
# "Mèsi anpil, that help me.") — is dropped; alone and after the cited-text check. It cost real memories: a layout
# reader's bare value ("Luna.", "Vienna.") is a lone capitalised word like a greeting, and a lower-case preference the
# reader read as a fact ("In this town I order window seats.") held its value (docs/first_contact_replay.md, stop 41).
_NAME_PUT_FIRST = re.compile(r"^[\W_]*[A-Z][\w.'’-]*(?:,|\s+(?:is|was)\b|['’]s\b)")


def _names_a_value(clause: str) -> bool:
    if any(ch.isdigit() for ch in clause):
        return True
    for part in filter(None, (p.strip() for p in re.split(r":\s+|\n", clause))):
        if _NAME_PUT_FIRST.match(part):
            return True
        for token in part.split()[1:]:
            word = token.strip("\"'“”‘’()[]{}<>,.;:!?#*_")
            if word[:1].isupper() and not re.fullmatch(r"I(?:['’](?:m|ve|d|ll))?", word):
                return True
    return False


def _named_facts(candidates: list[Any]) -> list[Any]:
    return [c for c in candidates
            if not (c.cls == "fact" and c.rule.startswith("learned reader") and not _names_a_value(c.content))]


POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back named"] = (
    lambda cands, ex, msgs: _named_facts(POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back"](cands, ex, msgs)))
POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back cited named"] = (
    lambda cands, ex, msgs: _named_facts(
        POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back cited"](cands, ex, msgs)))
for _name in ("named", "cited named"):
    VARIANTS[f"{_SHIPPED_40} {_name}"] = {**VARIANTS[_SHIPPED_40], "post_filter": f"veto all 0.85 reclass 0.75 back {_name}"}


# stop 41 (ext37), measured, not adopted: with the cited-text check, a preference/constraint/fact of a user's message
# whose content gives its thing to a third person (his, her, hers, him, their, theirs; he/she) and has no first-person
# word (I, me, my, we, our, us …) is dropped. On first contacts it removed only the five heldout33 errors it was written
# from ("her passport number", "that number is hers", "their piano"); in-sample it cost real memories written of the
# user in the third person ("this user forgets: their shoe size is 37", dev8) and an idiom ("Steady as she goes —
# jazz for this sailor", dev13) (docs/first_contact_replay.md, stop 41).
_THIRD_PERSON = re.compile(r"(?i)(?<![\w'’])(?:he|she|his|her|hers|him|their|theirs|he's|she's|he'd|she'd)(?![\w'’])")
_FIRST_PERSON = re.compile(r"(?i)(?<![\w'’])(?:i|i'm|i’m|i've|i’ve|i'd|i’d|i'll|i’ll|im|me|my|mine|myself|we|we're|"
                           r"we’re|our|ours|us)(?![\w'’])")


def _not_someone_elses(candidates: list[Any], messages: Any) -> list[Any]:
    users = {m.index for m in messages if m.role == "user"}
    return [c for c in candidates if not (c.cls in ("preference", "constraint", "fact") and c.turn in users
                                          and _THIRD_PERSON.search(c.content) and not _FIRST_PERSON.search(c.content))]


POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back cited owner"] = (
    lambda cands, ex, msgs: _not_someone_elses(
        POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back cited"](cands, ex, msgs), msgs))
VARIANTS[f"{_SHIPPED_40} cited owner"] = {**VARIANTS[_SHIPPED_40],
                                         "post_filter": "veto all 0.85 reclass 0.75 back cited owner"}


# stop 41 (ext37): the shipped reading, then a statement behind a fronted clause of time ("After mucking out the
# giraffe house, it's boutique hotels for me.") read without it (memgraph_py/extract_frames.py ``unfronted``), judged
# by the commit's whole extractor as the lead-in frames are; with the cited-text check after
def _unfronted(text: str, extractor: Any, message: Any) -> str:
    text = _unframed(text, extractor, message, True)
    return _today("extract_frames").unfronted(text, extractor._readings, _reads_a_memory(extractor, message),
                                              lambda: _memories_in(extractor, message, text))


PRE_READINGS_WITH_CONTEXT["tags frames fronted reader"] = _unfronted
VARIANTS["minp0.55 train cues machine facts tags frames fronted reader veto reclass back cited"] = {
    **VARIANTS[f"{_SHIPPED_40} cited"], "pre_reading": "tags frames fronted reader"}


# stop 42 (ext40): a key/value line of the user's own layout that no rule reads — a dot leader ("sister ............
# Ines"), a breadcrumb path ("Profile › Personal › Likes › Window seats") — read as "key: value" when the line as it is
# reads no memory holding its value and the key/value line does (memgraph_py/extract_markup.py ``unmarked``, loaded by
# path, judged by the commit's extractor) before the shipped reading; "owned" also drops the site from a framing line that names the lines under it as the user's own thing on it
# ("From my own profile on the forum:"; ``owned_pages``), so the commit's check of another's text ("on the forum")
# does not set them aside. Measures whether these shapes lower unread on the other sets without a precision cost.
def _markup(text: str, extractor: Any, message: Any, owned: bool, layout: bool = True, fields: bool = False,
            tags: str = "tags") -> str:
    markup = _today("extract_markup")
    if layout:  # each leader/breadcrumb line judged by the commit's whole extractor, the line read alone
        text = markup.unmarked(text, lambda said: _memories_in(extractor, message, said, index=0),
                               **({"fields": True} if fields else {}))
    if owned:
        text = markup.owned_pages(text)
    return _unframed(text, extractor, message, True, tags)


PRE_READINGS_WITH_CONTEXT["markup tags frames reader"] = lambda text, ex, m: _markup(text, ex, m, False)
PRE_READINGS_WITH_CONTEXT["markup owned tags frames reader"] = lambda text, ex, m: _markup(text, ex, m, True)
PRE_READINGS_WITH_CONTEXT["owned tags frames reader"] = lambda text, ex, m: _markup(text, ex, m, True, False)
_SHIPPED_41 = f"{_SHIPPED_40} cited"
for _pre in ("markup", "markup owned", "owned"):
    VARIANTS[f"minp0.55 train cues machine facts {_pre} tags frames reader veto reclass back cited"] = {
        **VARIANTS[_SHIPPED_41], "pre_reading": f"{_pre} tags frames reader", "reference": _SHIPPED_41}


# stop 42 (ext41): a line of a message export that is the user's own sent message (an SMS backup's ``<sms type="2"
# body="…"/>``, a ``<message from="me">…</message>``) read as its text when that text alone reads a memory
# (memgraph_py/extract_exports.py ``sent_texts``, loaded by path, judged by the commit's extractor), before the shipped
# layout reading; received texts, drafts, someone else's export and a joke's frame left as they are.
def _exports(text: str, extractor: Any, message: Any, fields: bool = False, tags: str = "tags") -> str:
    text = _today("extract_exports").sent_texts(text, lambda said: _memories_in(extractor, message, said, index=0))
    return _markup(text, extractor, message, True, fields=fields, tags=tags)


PRE_READINGS_WITH_CONTEXT["exports markup owned tags frames reader"] = _exports
_SHIPPED_42 = "minp0.55 train cues machine facts markup owned tags frames reader veto reclass back cited"
VARIANTS["minp0.55 train cues machine facts exports markup owned tags frames reader veto reclass back cited"] = {
    **VARIANTS[_SHIPPED_42], "pre_reading": "exports markup owned tags frames reader", "reference": _SHIPPED_42}


# stop 42 (ext42): dev39's first-contact errors. Measured against the shipped variant (E, ext41's adopted one):
# "fields": a note app's field line of the user's own ("likes:: dark mode", Obsidian Dataview / Logseq "key:: value")
# read as "Likes: dark mode." by the layout reading (memgraph_py/extract_markup.py ``unmarked(fields=True)``), judged by
# the commit's extractor as the other layouts are; "nameless": a fact of a user's message whose content names nothing
# once the join back has run ("That one is mine.", "That's mine, the real one."; memgraph_py/extract_back.py
# ``nameless_facts``) dropped. Measures whether fact errors fall (nameless) and unread
# falls (fields) with no precision or recall lost on any set-seed.
PRE_READINGS_WITH_CONTEXT["exports fields markup owned tags frames reader"] = (
    lambda text, ex, m: _exports(text, ex, m, fields=True))


def _nameless(cands: list[Any], ex: Any, msgs: Any) -> list[Any]:
    got = POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back"](cands, ex, msgs)
    kept = _today("extract_back").nameless_facts(got, msgs)
    if os.environ.get("FC_DROPPED_LOG"):  # what the check drops, for reading by hand
        by_index = {m.index: m for m in msgs}
        with open(os.environ["FC_DROPPED_LOG"], "a") as log:
            for c in got:
                if not any(k is c for k in kept):
                    log.write(json.dumps({"content": c.content, "rule": c.rule,
                                          "turn": getattr(by_index.get(c.turn), "content", None)}) + "\n")
    return _today("extract_quotes").uncited(kept, msgs)


POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back nameless cited"] = _nameless
_SHIPPED_42E = "minp0.55 train cues machine facts exports markup owned tags frames reader veto reclass back cited"
VARIANTS["minp0.55 train cues machine facts exports fields markup owned tags frames reader veto reclass back cited"] = {
    **VARIANTS[_SHIPPED_42E], "pre_reading": "exports fields markup owned tags frames reader", "reference": _SHIPPED_42E}
VARIANTS["minp0.55 train cues machine facts exports markup owned tags frames reader veto reclass back nameless cited"] = {
    **VARIANTS[_SHIPPED_42E], "post_filter": "veto all 0.85 reclass 0.75 back nameless cited", "reference": _SHIPPED_42E}
# (measured at fca5c43, not kept: "nameless lead", also a lead-in of such words before a colon whose rest alone reads
# as no memory to the commit's extractor, "Mine too: Boozhoo."; it drops a bare value too, "That's mine: a red Honda.")

# the two adopted together (what the extractor ships after stop 42, ext42): field lines read, nameless facts dropped
VARIANTS["minp0.55 train cues machine facts exports fields markup owned tags frames reader veto reclass back nameless "
         "cited"] = {**VARIANTS[_SHIPPED_42E], "pre_reading": "exports fields markup owned tags frames reader",
                     "post_filter": "veto all 0.85 reclass 0.75 back nameless cited", "reference": _SHIPPED_42E}


# stop 43 (ext43): the precision errors of all 38 set-seeds sorted by cause; the cause found in the most writers'
# sets is someone else's taste or limit read as the user's. "owner": after the shipped post-filter, a preference or
# constraint whose clause gives a taste, a diet or an allergy to a subject that is not the user ("My officemate back
# in the call center loved dark mode.", "My surf buddy Kai is allergic to shellfish, not me") is dropped
# (memgraph_py/extract_owner.py ``theirs_dropped``, loaded by path). Written from the even sets' errors only
# (heldout22, 24, … 40) and judged on the odd ones.
_SHIPPED_43 = ("minp0.55 train cues machine facts exports fields markup owned tags frames reader veto reclass back "
               "nameless cited")
POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back nameless cited owner"] = (
    lambda cands, ex, msgs: _today("extract_owner").theirs_dropped(_nameless(cands, ex, msgs), msgs))
VARIANTS[f"{_SHIPPED_43} owner"] = {**VARIANTS[_SHIPPED_43],
                                    "post_filter": "veto all 0.85 reclass 0.75 back nameless cited owner",
                                    "reference": _SHIPPED_43}


# stop 44 (ext47): small talk read as a preference or constraint — a mood, the weather, the work-day or a food of the
# moment reported, often by comparison. "moment": after the shipped post-filter (with "owner"), a preference or
# constraint whose clause only compares the moment with something (a prepositional "like": "I'm feeling a bit flat,
# like an open bottle left overnight."; the habit: "Procrastinating, as usual.") or carries a marker of now ("Quiet
# shift so far") with no word of taste, want or limit outside it is dropped (memgraph_py/extract_moment.py
# ``moment_dropped``, loaded by path). Written from the even sets' errors only and judged on the odd ones.
_SHIPPED_44 = f"{_SHIPPED_43} owner"
POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back nameless cited owner moment"] = (
    lambda cands, ex, msgs: _today("extract_moment").moment_dropped(
        POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back nameless cited owner"](cands, ex, msgs), msgs))
VARIANTS[f"{_SHIPPED_44} moment"] = {**VARIANTS[_SHIPPED_44],
                                     "post_filter": "veto all 0.85 reclass 0.75 back nameless cited owner moment",
                                     "reference": _SHIPPED_44}

# stop 44 (ext46): the top cross-writer cause of unread memories — a taste stated in an idiom or a figurative frame
# with no verb of taste on the value ("it's boutique hotels for me", "Give an old woman window seats and she won't
# kvetch", "I'm a short bullet-point answers person", "window seats is non-negotiable"). "figurative": after the
# shipped post-filter, each sentence of a user's message (as the pre-reading left it) in one of those frames whose
# value is in no candidate of its message is added as a preference (a constraint when the value is a diet, an allergy
# or a weekday) (memgraph_py/extract_figurative.py ``unread_tastes``, loaded by path); a message the commit's own
# traps call sarcastic or forwarded (``memgraph_py.extract_traps``, where the commit has them) is left alone. Written
# from the even sets' unread records only (heldout22, 24, … 40) and judged on the odd ones.
def _figurative(cands: list[Any], ex: Any, msgs: Any) -> list[Any]:
    from datetime import datetime, timezone
    traps = importlib.import_module("memgraph_py.extract_traps")  # the commit's own
    checks = [f for f in (getattr(traps, "sarcastic", None), getattr(traps, "forwarded", None)) if f is not None]
    out = list(cands)
    for m in msgs:
        if m.role != "user" or any(check(m.content) for check in checks):
            continue
        got = [c.content for c in out if c.turn == m.index]
        for sentence, cls, _ in _today("extract_figurative").unread_tastes(m.content, got):
            out.append(ex._candidate(cls, sentence, sentence, m.index, 0.75, "a taste in a figurative frame",
                                     m.at or datetime.now(timezone.utc)))
    out.sort(key=lambda c: c.turn)
    return out


POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back nameless cited owner figurative"] = (
    lambda cands, ex, msgs: _figurative(POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back nameless cited owner"](
        cands, ex, msgs), ex, msgs))
VARIANTS[f"{_SHIPPED_44} figurative"] = {**VARIANTS[_SHIPPED_44],
                                         "post_filter": "veto all 0.85 reclass 0.75 back nameless cited owner figurative",
                                         "reference": _SHIPPED_44}

# stop 44: both as shipped — "moment" drops, then "figurative" adds (HeuristicExtractor._extract's order).
POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back nameless cited owner moment figurative"] = (
    lambda cands, ex, msgs: _figurative(
        POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back nameless cited owner moment"](cands, ex, msgs), ex, msgs))
VARIANTS[f"{_SHIPPED_44} moment figurative"] = {
    **VARIANTS[_SHIPPED_44], "post_filter": "veto all 0.85 reclass 0.75 back nameless cited owner moment figurative",
    "reference": _SHIPPED_44}


# stop 45 (ext51): dev42's fact errors at first contact, and the same cause on five other even writers — an aside that
# claims or files the message's statement as the user's own, read as a fact ("Ja, another of mine.", "That one is
# mine and still ahead.", "For my own file, please.", "Maayong buntag, for my records.", "On my account: Dobry dzień."
# before the statement it points to). "claims": after the shipped post-filter, a fact of a user's message whose
# content only claims or files, with no value besides one loose stretch (an opener, a tag, or a greeting after the
# claim's colon when a statement follows on its line), is dropped (memgraph_py/extract_claims.py ``claims_dropped``,
# loaded by path). Written from the even sets' fact errors only (heldout22, 24, … 42) and judged on the odd ones.
def _log_dropped(env: str, got: list[Any], kept: list[Any], msgs: Any) -> list[Any]:
    """``kept``; when the environment variable ``env`` names a file, each candidate of ``got`` a check dropped is
    appended to it with its turn (for reading by hand)."""
    if os.environ.get(env):
        by_index = {m.index: m for m in msgs}
        with open(os.environ[env], "a") as log:
            for c in got:
                if not any(k is c for k in kept):
                    log.write(json.dumps({"content": c.content, "rule": c.rule,
                                          "turn": getattr(by_index.get(c.turn), "content", None)}) + "\n")
    return kept


_SHIPPED_45 = f"{_SHIPPED_44} moment figurative"
def _claims(cands: list[Any], ex: Any, msgs: Any) -> list[Any]:
    got = POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back nameless cited owner moment figurative"](
        cands, ex, msgs)
    return _log_dropped("FC_CLAIMS_LOG", got, _today("extract_claims").claims_dropped(got, msgs), msgs)


POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back nameless cited owner moment figurative claims"] = _claims
VARIANTS[f"{_SHIPPED_45} claims"] = {
    **VARIANTS[_SHIPPED_45], "post_filter": "veto all 0.85 reclass 0.75 back nameless cited owner moment figurative claims",
    "reference": _SHIPPED_45}

# stop 45 (ext52): the second cause of the even first contacts' fact errors after the claims — someone else's detail
# read as the user's fact ("My lab mate's employee ID is E-44512", "My kum's wifi password is maple42", "A client's
# dog is called Max", "My flatmate pays €1,200 for the flat", "My pog was born in 1938"). "detail": after the shipped
# post-filter, a fact of a user's message whose clause gives the detail to someone else — the owner of a possessive
# ("my/a/an … 's" or a name's, not the owner's name, an occasion or a heading) or a person who does a deed of their own
# (pays, earns, lives, works, goes to, was born, read out …) — is dropped (memgraph_py/extract_detail.py
# ``details_dropped``, loaded by path). Written from the even sets' fact errors only (heldout22, 24, … 42) and judged
# on the odd ones.
_SHIPPED_45B = f"{_SHIPPED_45} claims"
def _details(cands: list[Any], ex: Any, msgs: Any) -> list[Any]:
    got = _claims(cands, ex, msgs)
    return _log_dropped("FC_DETAIL_LOG", got, _today("extract_detail").details_dropped(got, msgs), msgs)


POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back nameless cited owner moment figurative claims detail"] = _details
VARIANTS[f"{_SHIPPED_45B} detail"] = {
    **VARIANTS[_SHIPPED_45B],
    "post_filter": "veto all 0.85 reclass 0.75 back nameless cited owner moment figurative claims detail",
    "reference": _SHIPPED_45B}

# stop 45 (ext53): sarcasm read as a memory — a nuisance "loved" ("Oh, fantastic, the wetsuit ripped again, I love my
# life.", "Oh yes, I just adore fishing plasters out of the filter.", "Sure, I love fixing a broken hub in the heat, my
# favourite."). "irony": after the shipped post-filter (with "claims"), a preference, constraint or fact of a user's
# message whose words all stand in a sentence that has a word of delight beside a mishap word and a mark of mock
# delight (an opener of assent or praise, "just love", a praise piece of its own), or an explicit mark ("Said
# nobody.", "Not.", "/s"), is dropped (memgraph_py/extract_irony.py ``irony_dropped``, loaded by path). Written from
# the even sets' precision errors only (heldout22, 24, … 42) and judged on the odd ones.
POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back nameless cited owner moment figurative claims irony"] = (
    lambda cands, ex, msgs: _today("extract_irony").irony_dropped(_claims(cands, ex, msgs), msgs))
VARIANTS[f"{_SHIPPED_45B} irony"] = {
    **VARIANTS[_SHIPPED_45B],
    "post_filter": "veto all 0.85 reclass 0.75 back nameless cited owner moment figurative claims irony",
    "reference": _SHIPPED_45B}

# stop 45 (the lead): both as shipped — "detail" drops someone else's facts, then "irony" drops sarcasm
# (HeuristicExtractor._extract's order).
POST_FILTERS_WITH_CONTEXT["veto all 0.85 reclass 0.75 back nameless cited owner moment figurative claims detail irony"] = (
    lambda cands, ex, msgs: _today("extract_irony").irony_dropped(_details(cands, ex, msgs), msgs))
VARIANTS[f"{_SHIPPED_45B} detail irony"] = {
    **VARIANTS[_SHIPPED_45B],
    "post_filter": "veto all 0.85 reclass 0.75 back nameless cited owner moment figurative claims detail irony",
    "reference": _SHIPPED_45B}

# stop 46 (ext54): statements the commit's question check takes for questions, read on the even first contacts'
# unread memories — a question word opening a statement (a pseudo-cleft, "What I want is hiking trails, if possible.";
# a field's key, "When: 2027-04-01", 'when = "07/05"') and a "?" that asks nothing (a bare "or" tag, "Thursdays don't
# work for me, or?"; a short tag after a verbless statement, "Max 300 dollars, or?"; a check question after a
# statement, "…, so no. Got it?"). "stated" patches the commit's ``memgraph_py.extract._FRONTED_CLAUSE`` (used only in
# ``_classify``'s question check, at every first-contact commit: "not _FRONTED_CLAUSE.match(low)") so it also matches
# a clause today's ``extract_asked.stated`` reads as a statement; the pre-reading "… tags asked …" applies
# ``extract_asked.unasked`` (loaded by path) after the tag reading, before the lead-in frames, as the extractor does.
# Written from the even sets' unread records only (heldout22, 24, … 42) and judged on the odd ones.
class _FrontedOrStated:
    """The commit's ``_FRONTED_CLAUSE`` for its question check, also matching a clause today's reading calls a
    statement (a pseudo-cleft, a field's key)."""

    def __init__(self, fronted: Any) -> None:
        self.fronted = fronted

    def __getattr__(self, attr: str) -> Any:
        return getattr(self.fronted, attr)

    def match(self, text: str, *args: Any) -> Any:
        return self.fronted.match(text, *args) or _today("extract_asked").stated(text)


PRE_READINGS["tags asked"] = lambda text: _today("extract_asked").unasked(
    PRE_READINGS["tags"](text), importlib.import_module("memgraph_py.extract_clauses")._TRAILER)
PRE_READINGS_WITH_CONTEXT["exports fields markup owned tags asked frames reader"] = (
    lambda text, ex, m: _exports(text, ex, m, fields=True, tags="tags asked"))
_SHIPPED_46 = f"{_SHIPPED_45B} detail irony"
VARIANTS[f"{_SHIPPED_46} ext54"] = {**VARIANTS[_SHIPPED_46], "stated": True,
                                    "pre_reading": "exports fields markup owned tags asked frames reader",
                                    "reference": _SHIPPED_46}

# stop 47 (ext62): a filler between a memory and a request to keep it — "My employee id is E-70213. Aray. Keep it with
# my things." — is not "a thing, then a request to keep it" (the commit's ``_join`` reads any verbless clause its
# ``_is_thing`` does not know — a farewell, a thanks, a time word — as a thing, and stores it with the request as a
# preference). After the shipped post-filter (``… detail irony``), a candidate of that rule whose "thing" is at most
# four words and stands after another candidate of the same message is dropped (memgraph_py/extract_kept_fillers.py
# ``kept_fillers_dropped``, loaded by path; the rule's text is the same at every first-contact commit). Written from
# the even sets' error records only (heldout22, 24, … 44) and judged on the odd ones.
_SHIPPED_47 = f"{_SHIPPED_46} ext54"
POST_FILTERS_WITH_CONTEXT[f"{VARIANTS[_SHIPPED_47]['post_filter']} ext62"] = (
    lambda cands, ex, msgs: _today("extract_kept_fillers").kept_fillers_dropped(
        POST_FILTERS_WITH_CONTEXT[VARIANTS[_SHIPPED_47]["post_filter"]](cands, ex, msgs), msgs))
VARIANTS[f"{_SHIPPED_47} ext62"] = {**VARIANTS[_SHIPPED_47],
                                    "post_filter": f"{VARIANTS[_SHIPPED_47]['post_filter']} ext62",
                                    "reference": _SHIPPED_47}


# stop 48 (ext67): a name set beside its key with no verb — "Chloe, my sister, fresh out of the oven.", "Okay so, it's
# Ines, my sister.", "Keep this for me: sister, Ines." — is read by no rule of the commit's (its fact rule wants a verb
# or a mark between them, or the value first at the clause's start with a copula). After the shipped post-filter
# (``… irony ext62``), each such pair of a user's message (not sarcastic or forwarded by the commit's own traps) whose
# restatement "My <key> is <value>." the commit's own ``classify`` reads as a fact by the fact rule, and whose value
# no candidate of the message holds, is added as that fact (memgraph_py/extract_appositions.py ``unread_appositions``,
# loaded by path). Written from the odd sets' unread records only (heldout23, 25 … 47) and judged on the even ones.
def _appositions(cands: list[Any], ex: Any, msgs: Any) -> list[Any]:
    from datetime import datetime, timezone
    traps = importlib.import_module("memgraph_py.extract_traps")  # the commit's own
    checks = [f for f in (getattr(traps, "sarcastic", None), getattr(traps, "forwarded", None)) if f is not None]
    reading = _today("extract_appositions")
    out = list(cands)
    for m in msgs:
        if m.role != "user" or any(check(m.content) for check in checks):
            continue
        got = [c.content for c in out if c.turn == m.index]
        for statement, _ in reading.unread_appositions(m.content, got, lambda s: tuple(ex.classify(s)[:2])):
            out.append(ex._candidate("fact", statement, statement, m.index, 0.8, reading.RULE,
                                     m.at or datetime.now(timezone.utc)))
    out.sort(key=lambda c: c.turn)
    return out


_SHIPPED_48 = f"{_SHIPPED_47} ext62"
POST_FILTERS_WITH_CONTEXT[f"{VARIANTS[_SHIPPED_48]['post_filter']} ext67"] = (
    lambda cands, ex, msgs: _appositions(POST_FILTERS_WITH_CONTEXT[VARIANTS[_SHIPPED_48]["post_filter"]](
        cands, ex, msgs), ex, msgs))
VARIANTS[f"{_SHIPPED_48} ext67"] = {**VARIANTS[_SHIPPED_48],
                                    "post_filter": f"{VARIANTS[_SHIPPED_48]['post_filter']} ext67",
                                    "reference": _SHIPPED_48}

# ============================================================================ the worker (inside one commit's tree)
def _load_commit_tool(tree: Path) -> Any:
    """That commit's tools/train_clause_classifier.py as a module (its memgraph_py comes from PYTHONPATH = tree)."""
    spec = importlib.util.spec_from_file_location("fc_train_clause_classifier", tree / "tools/train_clause_classifier.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def balance_wordings(rows: list[tuple[str, str, float, str]]) -> list[tuple[str, str, float, str]]:
    """``rows`` (clause, class, weight, where from) with every wording's rows reweighted so each wording carries the
    same total weight (the mean wording's total); the prototypes keep theirs."""
    totals: dict[str, float] = {}
    for _, _, weight, source in rows:
        if source != "prototypes":
            totals[source] = totals.get(source, 0.0) + weight
    mean = sum(totals.values()) / max(1, len(totals))
    return [(text, cls, weight if source == "prototypes" else weight * mean / totals[source], source)
            for text, cls, weight, source in rows]


_DIGIT_PUNCT = re.compile(r"(?<=\d)[.,:](?=\d)")
_SENTENCE_PUNCT = re.compile(r"[.,!?;:\"\u201c\u201d()]")


def lower_nopunct(text: str) -> str:
    """``text`` as a chat-style writer types it: lowercased, apostrophes removed ("I'm" -> "im"), sentence punctuation
    (. , ! ? ; : quotes, brackets) dropped except between digits ("10:30", "3.5", "1,000" keep theirs), spaces
    collapsed. Fixed before the stop 41 (ext39) run; not tuned per set."""
    text = text.lower().replace("'", "").replace("\u2019", "")
    kept = _DIGIT_PUNCT.sub(lambda m: {".": "\0", ",": "\1", ":": "\2"}[m.group()], text)
    kept = _SENTENCE_PUNCT.sub(" ", kept)
    kept = kept.replace("\0", ".").replace("\1", ",").replace("\2", ":")
    return " ".join(kept.split())


#: ``augment`` in ``train``: name -> (transform, weight of the copy relative to its original).
AUGMENTS: dict[str, tuple[Any, float]] = {"lower-nopunct": (lower_nopunct, 0.5)}


def augment_rows(rows: list[tuple[str, str, float, str]], augment: str) -> list[tuple[str, str, float, str]]:
    """``rows`` plus, for every row (prototypes too) whose text the transform changes, a style-varied copy with the
    same class and source at the augment's relative weight (so the held-out set is still in no row's source)."""
    transform, relative = AUGMENTS[augment]
    extra = [(varied, cls, weight * relative, source) for text, cls, weight, source in rows
             if (varied := transform(text)) and varied != text]
    return rows + extra


def retrain(tool: Any, embedder: Any, wording: str, settings: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    """The classifier retrained at this commit with its own ``training_rows``/``train``, ``settings`` changing the
    shipped choices; saved and loaded again (weights rounded as the shipped file is). Asserts ``wording`` is in
    neither its rows nor its ``trained_on``."""
    import tempfile
    saved_weight = tool.PROTOTYPE_WEIGHT
    tool.PROTOTYPE_WEIGHT = settings.get("prototype_weight", saved_weight)
    try:
        rows = tool.training_rows()
    finally:
        tool.PROTOTYPE_WEIGHT = saved_weight
    if settings.get("balance") == "wording":
        rows = balance_wordings(rows)
    if settings.get("augment"):
        rows = augment_rows(rows, settings["augment"])
    assert all(r[3] != wording for r in rows), f"{wording} among the training rows"
    classifier_module = importlib.import_module("memgraph_py.extract_classifier")
    saved_scale = classifier_module.CUE_SCALE
    classifier_module.CUE_SCALE = settings.get("cue_scale", saved_scale)
    try:
        model = tool.train(rows, embedder, set(), cues=settings.get("cues", tool.SHIPPED_CUES),
                           l2=settings.get("l2", tool.SHIPPED_L2))
    finally:
        classifier_module.CUE_SCALE = saved_scale
    if wording in model.trained_on:
        raise SystemExit(f"retrained on {wording}: not a first contact")
    with tempfile.TemporaryDirectory() as scratch:
        model.save(Path(scratch) / "w.json")
        classifier = tool.ClauseClassifier.load(embedder, Path(scratch) / "w.json")
    return classifier, {"rows": len(rows), "trained_on": list(model.trained_on)}


def fact_errors(convs: list[Any], seen: list[list[Any]]) -> list[dict[str, Any]]:
    """The fact candidates of user turns that state no fact (a false positive when the turn states no memory, a wrong
    class when it states another), as ``score_extraction`` counts them: the turn, its labels, the candidate."""
    return class_errors(convs, seen, "fact")


def class_errors(convs: list[Any], seen: list[list[Any]], cls: str) -> list[dict[str, Any]]:
    """Stop 39 (ext33): :func:`fact_errors` for any class ``cls``: its candidates of user turns that state no ``cls``
    (each read records ``fact_errors``, ``constraint_errors`` and, since stop 43, ``preference_errors``)."""
    assert len(convs) == len(seen), (len(convs), len(seen))
    errors = []
    for conv, candidates in zip(convs, seen, strict=True):
        for c in candidates:
            turn = conv.turns[c.turn] if 0 <= c.turn < len(conv.turns) else None
            if c.cls != cls or turn is None or turn.role != "user":
                continue
            labels = sorted({m.label for m in turn.memories()})
            if cls not in labels:
                errors.append({"labels": labels, "turn_label": turn.label, "turn": turn.content,
                               "content": c.content, "rule": c.rule, "confidence": c.confidence})
    return errors


def unread_records(convs: list[Any], seen: list[list[Any]]) -> list[dict[str, Any]]:
    """The real memories left unread, as ``read_set`` counts them: each memory of a user turn whose value is in no
    candidate of its message; the turn, the memory's label and value, and the candidates that message did get."""
    assert len(convs) == len(seen), (len(convs), len(seen))
    records = []
    for conv, candidates in zip(convs, seen, strict=True):
        by_turn: dict[int, list[Any]] = {}
        for c in candidates:
            by_turn.setdefault(c.turn, []).append(c)
        for i, turn in enumerate(conv.turns):
            if turn.role != "user":
                continue
            got = by_turn.get(i, [])
            text = "\n".join(c.content.lower() for c in got)
            for said in turn.memories():
                if (said.value or "").lower() not in text:
                    records.append({"turn": turn.content, "label": said.label, "value": said.value,
                                    "got": [{"cls": c.cls, "rule": c.rule, "content": c.content} for c in got]})
    return records


def worker(tree: Path, wording: str, variant_names: list[str], vector_cache: str | None) -> dict[str, Any]:
    """Read ``wording`` at the commit checked out in ``tree`` with each variant, seed by seed, with the commit's own
    ``read_set``. Returns {variant: {seed: result or None when the commit lacks the knob}}."""
    assert str(tree) == sys.path[0] or str(tree) in os.environ.get("PYTHONPATH", "").split(os.pathsep)
    tool = _load_commit_tool(tree)
    import memgraph_py.extract as extract_module
    assert Path(extract_module.__file__).resolve().is_relative_to(tree.resolve()), extract_module.__file__
    if wording not in tool.WORDINGS or not tool.HELD_OUT.fullmatch(wording):
        raise SystemExit(f"{wording} is not a held-out wording at {tree}")
    embedder = tool.CachedEmbedder(tool.LocalMiniLMEmbedder(), vector_cache)
    classifier = tool.ClauseClassifier.load(embedder, tool.MODEL_FILE)
    if wording in classifier.trained_on:
        raise SystemExit(f"the weights at {tree} were trained on {wording}: not a first contact")
    has_fallback = "fallback" in inspect.signature(tool.HeuristicExtractor.__init__).parameters
    fallback_module = importlib.import_module("memgraph_py.extract_fallback") if has_fallback else None
    original_extractor, original_seeds = tool.HeuristicExtractor, tool.REPORTED_SEEDS
    out: dict[str, Any] = {"_commit_has_fallback": has_fallback,
                           "_defaults": {"min_probability": inspect.signature(original_extractor.__init__)
                                         .parameters["min_probability"].default,
                                         "none_veto": getattr(fallback_module, "NONE_VETO", None)}}
    shipped = classifier
    retrained: dict[str, Any] = {}  # settings -> (classifier, training facts), one fit per settings
    out["_shipped_trained_on"] = list(shipped.trained_on)
    try:
        for name in variant_names:
            knobs = VARIANTS[name]
            classifier = shipped
            if "train" in knobs:
                key = json.dumps(knobs["train"], sort_keys=True)
                if key not in retrained:
                    retrained[key] = retrain(tool, embedder, wording, knobs["train"])
                classifier, out[f"_{name}_training"] = retrained[key]
                if not knobs["train"]:  # does retraining with the shipped settings give the shipped weights?
                    out["_retrained_max_weight_change"] = float(max(
                        np.abs(classifier.weights - shipped.weights).max(), np.abs(classifier.bias - shipped.bias).max()))
            needs_fallback = any(k in knobs for k in ("fallback", "none_veto", "fallback_confidence", "fallback_classes",
                                                      "fallback_lean"))
            if needs_fallback and not has_fallback:
                out[name] = None
                continue
            saved = {}
            if fallback_module is not None:
                for knob, constant in (("none_veto", "NONE_VETO"), ("fallback_confidence", "FALLBACK_CONFIDENCE")):
                    if knob in knobs:
                        saved[constant] = getattr(fallback_module, constant)
                        setattr(fallback_module, constant, knobs[knob])
            extra = {k: knobs[k] for k in ("fallback", "min_similarity") if k in knobs}
            saved_reading = None
            saved_fronted = None
            if knobs.get("stated"):  # stop 46 (ext54): the question check lets today's statements through
                saved_fronted = extract_module._FRONTED_CLAUSE
                extract_module._FRONTED_CLAUSE = _FrontedOrStated(saved_fronted)
            if "fallback_classes" in knobs or "fallback_lean" in knobs:
                saved_reading = extract_module.fallback_reading
                extract_module.fallback_reading = _restricted_fallback(
                    saved_reading, knobs.get("fallback_classes"), knobs.get("fallback_lean"))

            post_filter = POST_FILTERS.get(knobs.get("post_filter", ""))
            post_filter_with_context = POST_FILTERS_WITH_CONTEXT.get(knobs.get("post_filter", ""))
            pre_reading = PRE_READINGS[knobs["pre_reading"]] if knobs.get("pre_reading") in PRE_READINGS else None
            pre_reading_with_context = PRE_READINGS_WITH_CONTEXT.get(knobs.get("pre_reading", ""))
            seen: list[list[Any]] = []  # every conversation's candidates (after the post-filter), in order

            class Wrapped:  # the commit's extractor, its output post-filtered (a labelled measurement) and recorded
                def __init__(self, inner: Any) -> None:
                    self.inner = inner

                def __getattr__(self, attr: str) -> Any:
                    return getattr(self.inner, attr)

                def extract(self, messages: Any) -> Any:
                    if pre_reading is not None:  # each user message's text read first (a labelled measurement)
                        import dataclasses
                        messages = [dataclasses.replace(m, content=pre_reading(m.content)) if m.role == "user" else m
                                    for m in messages]
                    if pre_reading_with_context is not None:  # the same, with the commit's extractor to judge by
                        import dataclasses
                        messages = [dataclasses.replace(m, content=pre_reading_with_context(m.content, self.inner, m))
                                    if m.role == "user" else m for m in messages]
                    got = self.inner.extract(messages)
                    if post_filter is not None:
                        got = post_filter(got)
                    if post_filter_with_context is not None:
                        got = post_filter_with_context(got, self.inner, messages)
                    seen.append(got)
                    return got

            def extractor_with_knobs(*args: Any, _extra: dict[str, Any] = extra, **kwargs: Any) -> Any:
                return Wrapped(original_extractor(*args, **{**kwargs, **_extra}))

            classifier_module = importlib.import_module("memgraph_py.extract_classifier")
            saved_scale = classifier_module.CUE_SCALE
            classifier_module.CUE_SCALE = knobs.get("train", {}).get("cue_scale", saved_scale)
            tool.HeuristicExtractor = extractor_with_knobs
            try:
                out[name] = {}
                for seed in SEEDS:
                    tool.REPORTED_SEEDS = (seed,)
                    seen.clear()
                    out[name][str(seed)] = tool.read_set(classifier, embedder, wording, knobs.get("min_probability"))
                    convs = tool.generate(6, 4, seed, wording)
                    out[name][str(seed)]["fact_errors"] = fact_errors(convs, seen)
                    out[name][str(seed)]["constraint_errors"] = class_errors(convs, seen, "constraint")
                    out[name][str(seed)]["preference_errors"] = class_errors(convs, seen, "preference")
                    out[name][str(seed)]["unread_memories"] = unread_records(convs, seen)
            finally:
                tool.HeuristicExtractor, tool.REPORTED_SEEDS = original_extractor, original_seeds
                classifier_module.CUE_SCALE = saved_scale
                for constant, value in saved.items():
                    setattr(fallback_module, constant, value)
                if saved_reading is not None:
                    extract_module.fallback_reading = saved_reading
                if saved_fronted is not None:
                    extract_module._FRONTED_CLAUSE = saved_fronted
    finally:
        embedder.save()
    return out


# ============================================================================ the driver
def ensure_worktree(commit: str) -> Path:
    """A detached worktree of ``commit`` under /tmp/fc (reused when present)."""
    tree = WORKTREES / commit
    if not (tree / ".git").exists():
        WORKTREES.mkdir(parents=True, exist_ok=True)
        subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", str(tree), commit], check=True)
    return tree


def cleanup() -> None:
    """Remove every worktree this tool made under /tmp/fc."""
    for _, commit in FIRST_CONTACTS:
        if (WORKTREES / commit / ".git").exists():
            subprocess.run(["git", "-C", str(REPO), "worktree", "remove", "--force", str(WORKTREES / commit)], check=True)


def run_one(wording: str, commit: str, variant_names: list[str], vector_cache: str | None) -> dict[str, Any]:
    """One subprocess reading ``wording`` at ``commit`` with the variants; its JSON result."""
    if wording in NEVER_READ:
        raise SystemExit(f"{wording} is the lead's unseen test set: never read by this tool")
    tree = ensure_worktree(commit)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tree), *filter(None, [os.environ.get("PYTHONPATH")])])}
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", str(tree), wording,
               "--variants", *variant_names] + (["--vector-cache", vector_cache] if vector_cache else [])
    done = subprocess.run(command, env=env, cwd=tree, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{wording} at {commit} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _row(result: dict[str, Any]) -> str:
    return "".join(f"{result['classes'][c][0]:>8.2f}/{result['classes'][c][1]:.2f}" for c in SCORED) \
        + f"{result['unread']:>8.1%}"


def reference_of(name: str) -> str | None:
    """What a variant is compared with: a retraining variant with the retrained-with-shipped-settings one at the same
    min_probability (so the comparison isolates the training choice), every other variant with ``baseline``."""
    knobs = VARIANTS[name]
    if "reference" in knobs:
        return knobs["reference"]
    if "train" in knobs and knobs["train"]:
        same = [n for n, k in VARIANTS.items() if k.get("train") == {}
                and k.get("min_probability") == knobs.get("min_probability")]
        return same[0] if same else None
    return None if name == "baseline" else "baseline"


def print_tables(results: dict[str, Any], variant_names: list[str]) -> None:
    """Per variant: one row per set and seed, then the mean over the rows present and the mean change against
    its reference (:func:`reference_of`) over the same (set, seed) rows, and on how many sets (seeds pooled by mean)
    unread went down / up and each class's precision fell by more than 0.02."""
    head = f"{'set':<11}{'commit':<9}{'seed':<5}" + "".join(f"{c[:5] + ' P/R':>13}" for c in SCORED) + f"{'unread':>8}"
    for name in variant_names:
        reference = reference_of(name)
        print(f"\n== {name}: {VARIANTS[name] or 'each commit as it was'}")
        print(head)
        rows, base_rows, per_set = [], [], []
        for wording, commit in FIRST_CONTACTS:
            entry = results.get(wording)
            if entry is None or name not in entry:
                continue
            if entry[name] is None:
                print(f"{wording:<11}{commit:<9}n/a (no fallback at this commit)")
                continue
            mine, theirs = [], []
            for seed in map(str, SEEDS):
                r = entry[name][seed]
                rows.append(r)
                mine.append(r)
                base = entry[reference][seed] if reference in entry and entry[reference] else None
                base_rows.append(base)
                theirs.append(base)
                print(f"{wording:<11}{commit:<9}{seed:<5}{_row(r)}")
            if all(theirs):
                per_set.append((_mean(mine), _mean(theirs)))
        if not rows:
            continue
        mean = _mean(rows)
        print(f"{'mean':<25}{_row(mean)}   ({len(rows)} set-seeds)")
        if reference and all(base_rows):
            base = _mean(base_rows)
            print(f"{reference + ', same rows':<25}{_row(base)}")
            print(f"{'change':<25}" + "".join(f"{mean['classes'][c][0] - base['classes'][c][0]:+.3f}/"
                                               f"{mean['classes'][c][1] - base['classes'][c][1]:+.3f}".rjust(14)
                                               for c in SCORED)
                  + f"{(mean['unread'] - base['unread']) * 100:>+7.2f}pt")
            down = sum(m["unread"] < b["unread"] - 1e-9 for m, b in per_set)
            up = sum(m["unread"] > b["unread"] + 1e-9 for m, b in per_set)
            fell = {c: sum(m["classes"][c][0] < b["classes"][c][0] - 0.02 for m, b in per_set) for c in SCORED}
            print(f"{'sets':<25}unread down on {down}, up on {up} of {len(per_set)}; precision down > 0.02 on "
                  + ", ".join(f"{fell[c]} ({c})" for c in SCORED))
    sys.stdout.flush()


def _mean(rows: list[dict[str, Any]]) -> dict[str, Any]:
    return {"classes": {c: [sum(r["classes"][c][k] for r in rows) / len(rows) for k in (0, 1)] for c in SCORED},
            "unread": sum(r["unread"] for r in rows) / len(rows)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--worker", nargs=2, metavar=("TREE", "WORDING"), help=argparse.SUPPRESS)
    parser.add_argument("--sets", nargs="*", default=[w for w, _ in FIRST_CONTACTS],
                        choices=[w for w, _ in FIRST_CONTACTS])
    parser.add_argument("--variants", nargs="*", default=list(VARIANTS), choices=list(VARIANTS))
    parser.add_argument("--vector-cache", metavar="FILE.npz", help="a copy of a --vector-cache file (written back)")
    parser.add_argument("--out", metavar="FILE.json", help="keep the results (merged into FILE when it exists)")
    parser.add_argument("--table", metavar="FILE.json", help="print the tables of a saved run and stop")
    parser.add_argument("--cleanup", action="store_true", help="git worktree remove the trees under /tmp/fc and stop")
    args = parser.parse_args(argv)
    if args.worker:
        print(json.dumps(worker(Path(args.worker[0]), args.worker[1], args.variants, args.vector_cache)))
        return 0
    if args.cleanup:
        cleanup()
        return 0
    if args.table:
        results = json.loads(Path(args.table).read_text())
        print_tables(results, [v for v in VARIANTS if any(v in e for e in results.values())])
        return 0
    results: dict[str, Any] = {}
    if args.out and Path(args.out).exists():
        results = json.loads(Path(args.out).read_text())
    commits = dict(FIRST_CONTACTS)
    for wording in args.sets:  # sequentially: one process at a time
        got = run_one(wording, commits[wording], ["baseline", *[v for v in args.variants if v != "baseline"]],
                      args.vector_cache)
        results.setdefault(wording, {}).update(got)
        print(f"{wording} at {commits[wording]} read", file=sys.stderr, flush=True)
        if args.out:
            Path(args.out).write_text(json.dumps(results, indent=1))
    print_tables(results, args.variants)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
