"""The fallback reading (stop 32, issue 18): a clause of the user's own that carries a value, when no rule read it.

Why: on first contact a new voice's phrasing matches no rule ("Quick alignment: my north star here is Vienna"), the
learned reader is not sure of it either, and the clause is then no candidate at all — the write gate never sees it,
and a real memory is dropped before anyone judged it. A person taking notes would still write down a first-person
clause that names a value. So such a clause becomes a *low-confidence* candidate (:data:`FALLBACK_CONFIDENCE`) of the
class the learned reader leans to (``fact`` when it leans to no memory class), and the gate judges it on its score
alone: a fallback candidate is kept only at or above the gate's threshold, never within its keep margin
(:func:`memgraph_py.gate.decide`), so one that repeats what is stored (low novelty) is dropped.

Only clauses *no rule read* fall back (the extractor's "no memory pattern"): a clause the traps set aside — someone
else's, past, hypothetical, quoted, a question, small talk, sarcasm — has its reason and never reaches this reading.
Here it must also be the user's own (a first-person word), not a question, and carry a value: a number, a date or a
weekday, an amount or a quantity with its unit, a code, a quoted title, or a named thing (a capitalised word inside
the clause). The learned reader vetoes it when it is sure the clause holds no memory
(:data:`NONE_VETO`): greetings with a date ("my Monday is off to a slow start") read as "none" with confidence.

Off by default (``HeuristicExtractor(fallback=True)`` turns it on): measured on every development set (stop 32,
offline ``--check``), it lowered fact or constraint precision on eight sets by 0.02–0.10 ("I'm not, after all, moving
to Krakow", "Back in my PhD …", "Retro at 4, wish me luck", a chat log's "[11:31] me: …") and lowered the unread
share by half a point or less on three. The first contacts' unread memories are mostly not the ones it can read:
they carry no value ("my north star here is jazz") or no first-person word ("BLUF: no Sundays").
Judged on first contacts too (stop 38, ``tools/first_contact_replay.py``, docs/first_contact_replay.md: heldout23..32
read at the commits that first read them): it lowers the unread share by 0.7 points but fact precision by 0.07-0.11 at
:data:`NONE_VETO` 0.65-0.95 (0.03 at 0.5; within 0.01 only at 0.35, where it reads nothing on heldout28..32), so it
stays off. The offline check does not apply the gate, so :data:`FALLBACK_CONFIDENCE` was not judged there.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["FALLBACK_CONFIDENCE", "NONE_VETO", "FALLBACK_RULE", "carries_value", "fallback_reading", "own_clause"]

#: The extractor's confidence in a fallback candidate: below every rule's (0.6 and up), so that with the gate's
#: weights a fact with a value and nothing alike stored scores about 0.69, one half-alike to what is stored (novelty
#: 0.5) about 0.56, and one 0.8 alike to a stored memory below the threshold 0.5.
FALLBACK_CONFIDENCE = 0.45
#: The learned reader's probability of "none" at which it vetoes a fallback (it is sure the clause holds no memory).
NONE_VETO = 0.75
#: The rule name a fallback candidate carries (the gate reads it: no keep margin for these).
FALLBACK_RULE = "fallback: my own clause with a value, no rule read it"

_FIRST_PERSON = re.compile(r"(?i)\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself)\b")
_QUESTION = re.compile(r"\?\s*$|^(?:who|what|when|where|which|why|how|do|does|did|is|are|can|could|would|should|will)\b",
                       re.I)
#: The values a note would keep: a number (an amount, a time, a quantity with its unit), a date word, a code, an e-mail.
_VALUE = re.compile(r"\d|[€$£¥]|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|"
                    r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|"
                    r"\b(?:noon|midnight|tomorrow|tonight)\b|[\w.+-]+@[\w-]+\.\w", re.I)
#: A quoted title ("“Dune”", '"Blue Train"').
_QUOTED_TITLE = re.compile(r"[\"“«][^\"”»\n]{2,60}[\"”»]")
#: A named thing: a capitalised word that is not the clause's first word, not "I" and not a weekday or month (those
#: are dates, above) — "Vienna", "Dr. Shah", "Hooli".
_NAMED = re.compile(r"(?<=[\w,;:–—-] )(?!I\b|I'(?:m|d|ve|ll)\b)(?-i:[A-Z][\w.'-]*[a-z][\w.'-]*)")
#: Words capitalised for their own sake that name nothing: interjections and chat tags a new voice opens with.
_NOT_A_NAME = re.compile(r"^(?:OK|Okay|Yes|No|Oh|Ah|Hey|Hi|Hello|Thanks|Please|Sure|Well|So|And|But|Also|Anyway|Right|"
                         r"Note|Item|Next|Another|Quick|Good|Great|Nice|Cheers|Bye|Mate|Partner|Sir|Madam)\b")


#: The conditional mood: a wish or a what-if ("I'd buy a chalet in X"), not a standing memory.
_CONDITIONAL = re.compile(r"(?i)\bi(?:'d| would| could| might)\b(?! (?:rather|prefer|like|love|sooner)\b)")


#: Chat, not a note: an exclamation, a cheer or a sigh, a laugh, the weather ("my weekend starts Friday, yay!").
_CHATTY = re.compile(r"(?i)!\s*$|\b(?:yay+|woo+(?:hoo)?|hooray|lol|haha+|omg|ugh+|phew|whew|yikes|weather|sunny|rainy)\b")


#: Someone else's value said with "my" in it ("my sister's boat goes by X", "her locker is 12, next to my desk").
_THEIRS = re.compile(r"(?i)\b(?:his|her|hers|their|theirs|he|she|they)\b|\bmy [\w-]+(?:'s|s')\s")


def own_clause(low: str) -> bool:
    """A clause in the first person, not in the conditional and not chat, that asks nothing (``low`` is the clause as
    the rules read it, lower case)."""
    return bool(_FIRST_PERSON.search(low)) and not _QUESTION.search(low.strip()) and not _CONDITIONAL.search(low) \
        and not _CHATTY.search(low) and not _THEIRS.search(low)


def carries_value(text: str) -> bool:
    """The clause (as written, with its capitals) names a value a note would keep; see the module docstring."""
    if _VALUE.search(text) or _QUOTED_TITLE.search(text):
        return True
    for m in _NAMED.finditer(text):
        after_colon = text[max(0, m.start() - 2)] in ":–—-"
        # after a colon or a dash a capital may open a sentence ("Next hand: Read it …"): a name there ends the clause
        if not _NOT_A_NAME.match(m[0]) and (not after_colon or len(text[m.end():].split()) <= 1):
            return True
    return False


def fallback_reading(text: str, low: str, probs: Any, classes: tuple[str, ...]) -> tuple[str, str, float] | None:
    """(class, rule, confidence) of a clause no rule read and the learned reader did not keep, when it is the user's
    own with a value and the reader is not sure it holds nothing (``probs`` in ``classes`` order); else None."""
    if not own_clause(low) or not carries_value(text):
        return None
    if float(probs[classes.index("none")]) >= NONE_VETO:
        return None
    memory = [(float(p), c) for p, c in zip(probs, classes, strict=True) if c != "none"]
    p, cls = max(memory)
    kind = cls if p >= 0.3 else "fact"
    return kind, f"{FALLBACK_RULE} (learned reader leans {cls}, {p:.2f})", FALLBACK_CONFIDENCE
