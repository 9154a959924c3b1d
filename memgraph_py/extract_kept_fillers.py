"""A request to keep what was said, read past a filler (stop 47, issue 18): the word or two standing between a memory
and the request to keep it — a greeting, a thanks, a sign-off, a bare time word — is no "thing named".

"My employee id is E-70213. Aray. Keep it with my things.", "Write it somewhere for me: allergic to penicillin.
Barka. Keep it with my things.", "I'm vegan. Gracias. Save that.": the request points back to the memory said before
it; the filler in between is only the last clause before the request.

Why (docs/first_contact_replay.md, stop 47, ext62): the join rule in ``HeuristicExtractor._join``
(memgraph_py/extract.py) reads "a thing, then a request to keep it" — "red wine?? elite. put that in my profile" —
when the clause just before a request to keep ("Keep it", "Save that", "note it") is read as nothing and
``_is_thing`` calls it a verbless noun phrase. That check lists greetings and reactions it knows ("hi", "great"), so
any word it does not know — a farewell or a thanks in the writer's own language ("Aray.", "Barka wusgo, à plus.") —
passes as a thing, and the pair is stored as a preference: "Aray. Keep it with my things.". The gap is in one check
any writer hits who closes a memory with a word of their own before asking to keep it; the writer's word is not what
carries, the position is: the request has a memory to point back to, read earlier in the same message.

:func:`kept_fillers_dropped` drops a candidate made by that rule ("a thing, then a request to keep it") when

* the "thing" (the candidate's words before the request) is short (at most four words) and holds no value (no
  digit, no day or date word: "… the passport renewal appointment?? tomorrow. note it" keeps the day it names), and
* another candidate of the same message was read from words before it (the memory the request points back to).

A thing named alone before a request ("red wine?? elite. put that in my profile", "Window seats. Save that.") has
no memory before it and is kept; a statement kept with its request ("my sister is Marta. Save it.") is made by
another rule and is not checked.

No import from the package: ``tools/first_contact_replay.py`` loads this file by path to apply it at commits that
predate it (a labelled measurement).
"""

from __future__ import annotations

import re
from typing import Any

#: The rule text of the join this check reads (memgraph_py/extract.py ``_join``).
THING_KEPT = "a thing, then a request to keep it"
#: A request to keep, as the join's ``_STORE_IT`` opens it (memgraph_py/extract_rules.py).
_REQUEST = re.compile(r"(?i)(?:^|(?<=[\s.!?,;]))(?:(?:so|and|pls|plz|please|just|ok|okay|now)\W+)*"
                      r"(?:save|store|remember|record|note|log|keep|write|jot|put|add|file)\s+"
                      r"(?:it|that|this|those|these)\b")
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
#: At most this many words in the "thing" for it to be read as a filler.
MAX_FILLER_WORDS = 4
#: A value a memory carries — a digit, a day, a date word: a "thing" holding one is no filler ("… appointment??
#: tomorrow. note it": the day is the event's, and the request keeps it).
_VALUE = re.compile(r"\d|\b(?:today|tonight|tomorrow|yesterday|weekend|morning|evening|noon|midnight|"
                    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may|june|july|august|"
                    r"september|october|november|december|next|week|month|year)\b", re.I)


def thing_of(content: str) -> str | None:
    """The words of a "thing, then a request to keep it" candidate before the request (None when none is found)."""
    found = [m for m in _REQUEST.finditer(content) if m.start() > 0]
    if not found:
        return None
    return content[:found[-1].start()].strip()


def _where(text: str, span: str) -> int:
    at = text.find(span)
    if at < 0:
        at = text.lower().find(span.lower())
    return at


def kept_fillers_dropped(candidates: list[Any], messages: Any) -> list[Any]:
    """``candidates`` without one made by the "a thing, then a request to keep it" join whose thing is a short filler
    standing after another candidate of the same user's message (the memory the request points back to)."""
    texts = {m.index: m.content for m in messages if m.role == "user"}
    out = []
    for c in candidates:
        if str(c.rule).startswith(THING_KEPT) and c.turn in texts:
            thing = thing_of(c.content)
            if thing is not None and 0 < len(_WORD.findall(thing)) <= MAX_FILLER_WORDS and not _VALUE.search(thing):
                text = texts[c.turn]
                span = getattr(c, "span", "") or ""
                here = _where(text, span) if span else -1
                if here < 0:
                    here = _where(text, thing.rstrip(" ."))
                before = [o for o in candidates if o is not c and o.turn == c.turn and o.cls
                          and not str(o.rule).startswith(THING_KEPT)
                          and 0 <= _where(text, (getattr(o, "span", "") or o.content)[:40]) < here]
                if here > 0 and before:
                    continue
        out.append(c)
    return out
