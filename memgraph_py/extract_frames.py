"""Lead-in frames (stop 40, issue 18): "Another night, another note: totally coeliac these days" states that I am
coeliac; the words before the colon only say that a note follows, where it goes or why ("Skipper wants it in the
log:", "Our kid keeps asking so I'll put it here:", "Outlook for my diary:", "Tell the whole parish:").

Why (docs/first_contact_replay.md, stop 40): on the first contacts heldout22…heldout32 a large group of real memories
left unread was a plain statement behind such a lead-in: the sentence read whole matched no pattern (the lead-in's
words in front of the subject hide it), while the same statement alone is read by a rule. ``extract_clauses._FILLER``
lists lead-ins one writer at a time (each added after a writer used it); this reads the *shape* instead:

* a sentence whose first colon (followed by a space) ends a lead-in of two to six words, letters only (no digits, no
  quotes or brackets, no "=": not a time, a key, a layout line or a quoted line; a one-word label "Title:", "BLUF:",
  "NOTE:" is a key and is left to the layout and form readings);
* the lead-in is the speaker's own aside, not a heading: it has a comma ("Yo brah, BLUF:", "Gata, decided long ago:")
  or the speaker's own word ("Outlook for my diary:"); a bare noun phrase ("The bakery: no Sundays.", "Thai food:
  bright, …") names a subject the rest may be about, maybe another's;
* the lead-in names no one else and frames nothing as unreal: no third person (he, she, they, his, their …, a
  possessive "Mum's"), no person by kin or role ("my sister", "the boss", "guests"), no verb of saying ("says",
  "wrote", "asked" …), no hypothetical, sample or fiction word ("if", "imagine", "example", "test", "joke", "story",
  "character" …);
* the sentence read alone gives nothing: every reading of it is "no memory pattern" (no pattern, and no trap either:
  a sentence a trap set aside — "Test data: …", "My mum says: …" — stays set aside);
* the part after the colon read alone is a memory by a pattern (not by cue words);

then the lead-in is dropped and the part after the colon is read in its place. Anything else is left as it is.

No import from the package: ``tools/first_contact_replay.py`` loads this file by path to apply the same reading at
commits that predate it (a labelled measurement), with that commit's own readings (``HeuristicExtractor._readings``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

#: one reading: (clause, class or None, rule, confidence), as ``HeuristicExtractor._readings`` returns them
Reading = tuple[str, "str | None", str, float]

#: a sentence's lead-in, up to its first colon followed by a space
_LEAD = re.compile(r"^(?P<pad>\W*)(?P<lead>[^\W\d_][^:\n\d\"“”‘’()\[\]<>{}=|#*@/\\]{0,80}?)\s*:[ \t]+(?=\S)")
#: the lead-in names someone else or another's words: a third person, a possessive, a verb of saying
_OTHERS = re.compile(r"(?i)\b(?:he|she|they|him|her|them|his|hers|their|theirs|says?|said|saying|wrote|writes?|"
                     r"asks?|asked|told|tells|quot\w*)\b|(?<!\bit)(?<!\bthat)(?<!\bhere)(?<!\bthere)(?<!\bwhat)(?<!\bwho)"
                     r"(?<!\blet)(?<!\bhe)(?<!\bshe)['’]s\b")
#: the lead-in names a person by kin or role: "For my sister: …", "My boss, again: …"
_PEOPLE = re.compile(r"(?i)\b(?:wife|husband|partner|spouse|son|daughter|sister|sis|brother|bro|mum|mom|mam|mother|dad|"
                     r"father|parents?|boss|manager|colleague|friend|cousin|uncle|aunt|auntie|niece|nephew|fianc[ée]e?|"
                     r"girlfriend|boyfriend|roommate|flatmate|kids?|child|children|grandma|grandpa|granny|grandad|nan|"
                     r"nana|family|guests?|customers?|clients?|patients?|doctor|dentist|teacher|neighbou?rs?|team|"
                     r"everyone|everybody|someone|somebody|people)\b")
#: the speaker's own words in the lead-in
_MINE = re.compile(r"(?i)(?<![\w'’])(?:i|i'm|im|i've|i'd|i'll|me|my|mine|myself)(?![\w'’])")
#: the lead-in frames what follows as unreal: a hypothetical, a sample, a fiction, a joke
_UNREAL = re.compile(r"(?i)\b(?:if|imagine|suppose|supposing|hypothetical\w*|pretend\w*|example\w*|sample\w*|test\w*|"
                     r"fake|dummy|draft|template|joke\w*|story|stories|fiction\w*|character\w*|script\w*|role\w*|"
                     r"scenario\w*|game\w*|novel\w*|play|lyrics?|poem\w*|song\w*|dream\w*|wish\w*)\b")
#: what opens quoted words
_QUOTES = ("'", '"', "“", "‘", "«", "„", "‚", "`")
#: where a line's sentences end
_SENTENCE_END = re.compile(r"(?<=[.!?])[ \t]+(?=\S)")


def _lead_in(sentence: str) -> re.Match[str] | None:
    match = _LEAD.match(sentence)
    if match is None:
        return None
    lead = match["lead"]
    words = re.findall(r"[^\W\d_][\w'’-]*", lead)
    if not 2 <= len(words) <= 6 or _OTHERS.search(lead) or _PEOPLE.search(lead) or _UNREAL.search(lead):
        return None
    if "," not in lead and not _MINE.search(lead):
        return None  # a bare noun phrase is a heading whose subject may be another's: "The bakery: no Sundays."
    return match


def _nothing(readings: Sequence[Reading]) -> bool:
    return bool(readings) and all(cls is None and rule == "no memory pattern" for _, cls, rule, _ in readings)


def _memory(readings: Sequence[Reading]) -> bool:
    return any(cls is not None and not rule.endswith(" cues") for _, cls, rule, _ in readings)


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"\w+", text.lower()) if len(w) > 1]


def _covered(rest: str, got: Sequence[str]) -> bool:
    """Whether a candidate the message already got holds most of ``rest``'s words (the statement is read already)."""
    words = _words(rest)
    return any(sum(w in set(_words(c)) for w in words) * 2 >= len(words) for c in got) if words else True


def unframed(text: str, readings: Callable[[str], Sequence[Reading]], reads: Callable[[str], bool] | None = None,
             got: Callable[[], Sequence[str]] | None = None) -> str:
    """``text`` with the lead-in of each sentence that is a statement behind a short frame dropped ("Another night,
    another note: totally coeliac these days." → "totally coeliac these days."). Judged by the extractor itself:
    ``readings`` (its rules' reading of a text as one user message, ``HeuristicExtractor._readings``) finds nothing in
    the sentence alone — no pattern and no trap; ``got`` (the memories' contents it extracts from ``text`` as it is)
    holds no candidate with most of the words after the colon (the statement is not read in its message either); and
    the part after the colon alone is a memory — by a pattern, or given ``reads`` (whether the whole extractor, its
    learned reader included, reads a memory in a text) by the extractor. The part after the colon must not open with
    a quote (someone's words, framed). The text unchanged when there is none."""
    if ":" not in text:
        return text
    return _dropped_leads(text, lambda line: ": " in line or ":\t" in line, _lead_in, readings, reads, got)


def _dropped_leads(text: str, may_hold: Callable[[str], bool], lead: Callable[[str], re.Match[str] | None],
                   readings: Callable[[str], Sequence[Reading]], reads: Callable[[str], bool] | None,
                   got: Callable[[], Sequence[str]] | None) -> str:
    """The judgement :func:`unframed` and :func:`unfronted` share: in each line ``may_hold`` passes, each sentence whose
    ``lead`` matches loses it when the sentence reads nothing, the message's memories do not hold the rest and the rest
    alone is a memory (see :func:`unframed`)."""
    lines = text.split("\n")
    cached: list[Sequence[str]] = []
    for n, line in enumerate(lines):
        if not may_hold(line):
            continue
        parts = _SENTENCE_END.split(line)
        seps = _SENTENCE_END.findall(line)
        changed = False
        for i, sentence in enumerate(parts):
            match = lead(sentence)
            if match is None:
                continue
            rest = sentence[match.end():]
            if rest[:1] in _QUOTES or not _nothing(readings(sentence)):
                continue
            if got is not None:
                if not cached:
                    cached.append(list(got()))
                if _covered(rest, cached[0]):
                    continue
            if _memory(readings(rest)) if reads is None else reads(rest):
                parts[i] = match["pad"] + rest
                changed = True
        if changed:
            lines[n] = "".join(p + (seps[i] if i < len(seps) else "") for i, p in enumerate(parts))
    return "\n".join(lines)


# --- stop 41 (ext37): a statement behind a fronted time clause ("After mucking out the giraffe house, it's boutique
# hotels for me.") -----------------------------------------------------------------------------------------------------
#: a sentence opened by a clause of time, up to its first comma: "After …,", "Before …,", "Once …,", "When …,"
_FRONTED = re.compile(r"(?i)^(?P<pad>\W*)(?P<lead>(?:after|before|once|when|whenever|until|till)\b"
                      r"[^,:;\n\d\"“”‘’()\[\]<>{}=|#*@/\\]{1,80}?),[ \t]+(?=\S)")
#: the fronted clause tells of a past or a finished time: "When I was a kid, …", "Before I moved, …"
_PAST = re.compile(r"(?i)\b(?:was|were|used|had|did|ago|moved|left|quit|stopped|retired)\b")


def _fronted(sentence: str) -> re.Match[str] | None:
    match = _FRONTED.match(sentence)
    if match is None:
        return None
    lead = match["lead"]
    words = re.findall(r"[^\W\d_][\w'’-]*", lead)
    if not 2 <= len(words) <= 8 or _OTHERS.search(lead) or _PEOPLE.search(lead) or _UNREAL.search(lead) \
            or _PAST.search(lead):
        return None
    return match


def unfronted(text: str, readings: Callable[[str], Sequence[Reading]], reads: Callable[[str], bool] | None = None,
              got: Callable[[], Sequence[str]] | None = None) -> str:
    """``text`` with the fronted clause of time of each sentence dropped ("After mucking out the giraffe house, it's
    boutique hotels for me." → "it's boutique hotels for me."), judged as :func:`unframed` judges a lead-in: the
    sentence alone reads as nothing (no pattern, no trap), no memory of the message holds most of the rest's words,
    and the rest alone is a memory (by a pattern, or by ``reads``). The clause must be the speaker's time — two to
    eight words opened by after/before/once/when/whenever/until/till, naming no one else, nothing unreal and no past
    ("When I was a kid, …", "Before I moved, …" stay). Not called by the extractor (stop 41: judged on first contacts
    it read only the two turns it was written from, and on an unseen set it added a wrong constraint); the first-contact
    replay measures it (docs/first_contact_replay.md)."""
    if "," not in text:
        return text
    return _dropped_leads(text, lambda line: "," in line, _fronted, readings, reads, got)
