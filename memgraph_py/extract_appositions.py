"""A name set beside its key, with no verb between them (stop 48, ext67): an apposition — "Chloe, my sister, fresh
out of the oven.", "Hooli, my employer, …", "Okay so, it's Ines, my sister.", "Keep this for me: sister, Ines." — is
the fact "my sister is Chloe".

Why (docs/first_contact_replay.md, stop 48, ext67): the fact rule (``_FACT`` in memgraph_py/extract_rules.py) reads a
key and its value joined by a verb or a mark ("my sister is Chloe", "sister: Ines", "Rex ← my dog") and the value
first only at the clause's start with a copula ("It's Ines, my niece", "Pixel-9, that's my work phone"). A value and
its key set side by side between commas — an apposition — with no verb, or behind a lead-in ("Okay so, …", "Keep
this for me: …"), is read by no rule, and the learned reader reads it as nothing or as small talk. The gap is in the
fact rule's shape, not in a writer's words: the key is one the fact rule itself knows — the check restates the pair
as "My <key> is <value>." and keeps it only when the commit's own rule reads that as a fact.

:func:`appositions` finds, in each sentence of a user's text that asks nothing (no "?"), two neighbouring parts
(split at commas, colons, semicolons and dashes) that are

* a **value** — one to four words, each opening with a capital letter, a digit or "+" ("Chloe", "Dr. Shah",
  "X9560135"), not a bare reply word ("Yes", "Okay", "Thanks"), optionally after a copula ("it's", "that's", "this
  is"); and
* a **key** — "my <one to three lower-case words>" on either side of the value ("Chloe, my sister", "my dentist, Dr.
  Shah"; after a bare value only when the sentence goes on after the key — "Chloe, my sister, fresh out of the
  oven." — since a closing "Salaam, my brother." is an address — and not when the key has a value of its own after
  it: a colon, or a capitalised word or a digit in the next part, "Yay, my favourite: hold music.", "Tsé, my
  dentist, c'est Dr. Lindgren."), or a bare lower-case key of one or two words before the value ("sister, Marta"; a bare key after a value,
  "Naksa, brother", is an address, not a key);

and gives ``("My <key> is <value>.", value)`` for each pair whose restatement ``reads`` calls a fact by the fact rule
(not by cues). :func:`unread_appositions` keeps those whose value is in no candidate of the message.

No import from the package: ``tools/first_contact_replay.py`` loads this file by path to apply it at commits that
predate it (a labelled measurement).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

#: The rule text of the candidates this reading adds.
RULE = "a name set beside its key (an apposition): fact"
#: Titles whose period ends no sentence ("Dr. Shah").
_TITLE = r"(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Sr|Jr)"
_PART_BREAK = re.compile(r"\s*(?:,|;|:(?=\s)|\s[-–—]\s)\s*")
_COPULA = re.compile(r"(?i)^(?:it'?s|it is|that'?s|that is|this is)\s+")
_VALUE_WORD = re.compile(rf"^(?:{_TITLE}\.|[A-Z0-9+][\w'.+\-]*)$")
#: Reply and filler words that open a sentence with a capital and name nothing (a closed class of the language).
_REPLY = {"yes", "yeah", "yep", "no", "nope", "ok", "okay", "sure", "thanks", "thank", "well", "so", "and", "but",
          "oh", "hi", "hey", "hello", "right", "fine", "also", "then", "now", "please", "sorry", "true", "indeed", "i",
          "me", "mine", "you", "he", "she", "it", "we", "they", "this", "that", "the", "a", "an", "my", "our", "his",
          "her", "their", "its", "your", "here", "there", "what", "who", "why", "how", "when", "where", "which",
          "one", "all", "both", "just", "not", "never", "always", "again", "still", "too", "very"}
_MY_KEY = re.compile(r"^(?:my|our)\s+([a-z][a-z'\-]*(?:\s+[a-z][a-z'\-]*){0,2})$")
_BARE_KEY = re.compile(r"^([a-z][a-z'\-]*(?:\s+[a-z][a-z'\-]*)?)$")


def _sentences(text: str) -> Iterable[str]:
    for line in text.splitlines():
        protected = re.sub(rf"\b({_TITLE})\.\s", "\\1\x00 ", line)  # "Dr. Shah" is one sentence
        for sentence in re.split(r"(?<=[.!?])\s+", protected):
            yield sentence.replace("\x00", ".").strip()


def _value(part: str) -> str | None:
    """The part as a value (a name, a number), after an optional copula; else None."""
    part = _COPULA.sub("", part.strip()).rstrip(".!").strip()
    words = part.split()
    if not 1 <= len(words) <= 4 or not all(_VALUE_WORD.match(w) for w in words):
        return None
    if words[0].lower().strip(".'") in _REPLY:  # a value of reply words only opens with one too
        return None
    return part


def appositions(text: str, reads: Callable[[str], tuple[str | None, str]]) -> list[tuple[str, str]]:
    """Each ("My <key> is <value>.", value) that a sentence of ``text`` sets side by side and ``reads`` (a clause ->
    its class and rule, the rules alone) calls a fact by the fact rule."""
    out: list[tuple[str, str]] = []
    for sentence in _sentences(text):
        if "?" in sentence or "¿" in sentence:
            continue
        pieces = _PART_BREAK.split(sentence)
        marks = _PART_BREAK.findall(sentence)  # the separator after each piece but the last
        parts = [(p.strip().rstrip(".!").strip(), (marks[i].strip() if i < len(marks) else ""))
                 for i, p in enumerate(pieces)]
        parts = [(p, mark) for p, mark in parts if p]
        for n, ((left, _), (right, after)) in enumerate(zip(parts, parts[1:])):
            pairs: list[tuple[str, str]] = []
            key = _MY_KEY.match(right)
            value = _value(left)
            # "Chloe, my sister, fresh out of the oven": the value first needs a copula ("it's Ines, my sister") or
            # the sentence going on after the key — a closing "Salaam, my brother." is an address; and the key must
            # not have a value of its own after it ("Yay, my favourite: hold music.", "Tsé, my dentist, c'est Dr.
            # Lindgren.")
            rest = parts[n + 2][0] if n + 2 < len(parts) else ""
            if key and value and (_COPULA.match(left) or rest) and after != ":" \
                    and not any(_VALUE_WORD.match(w) for w in rest.split()):
                pairs.append((key[1], value))
            key = _MY_KEY.match(left) or _BARE_KEY.match(left)
            value = _value(right)
            if key and value:  # "my dentist, Dr. Shah", "sister, Marta"
                pairs.append((key[1], value))
            for key_words, value in pairs:
                statement = f"My {key_words} is {value}."
                cls, rule = reads(statement)
                if cls == "fact" and rule == "fact" and all(statement != s for s, _ in out):
                    out.append((statement, value))
    return out


def unread_appositions(text: str, got: Iterable[str],
                       reads: Callable[[str], tuple[str | None, str]]) -> list[tuple[str, str]]:
    """:func:`appositions` of ``text`` whose value is in none of ``got`` (the message's candidates' contents)."""
    contents = [g.lower() for g in got]
    return [(s, v) for s, v in appositions(text, reads) if not any(v.lower() in c for c in contents)]
