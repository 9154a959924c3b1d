"""Whose detail it is (stop 45, issue 18): a fact whose clause gives the detail to someone else — the owner named by
a possessive ("My lab mate's employee ID is E-44512", "My kum's wifi password is maple42", "A client's dog is called
Max") or the person who does the thing ("My flatmate pays €1,200 for the flat", "My cousin goes to Dr. Moreau for her
teeth", "My pog was born in 1938") — is not the user's memory.

Why (docs/first_contact_replay.md, stop 45, ext52): after the claims reading (ext51) the second cause of fact
precision errors on the even first contacts (heldout22, 24 … 42, the shipped variant) is someone else's detail read as
a fact of the user's, on six writers. Stop 43's :mod:`memgraph_py.extract_owner` drops someone else's taste, diet or
allergy (preferences and constraints) and left facts alone, since "My sister is Anna" names the user's kin. The sets
label the user's kin and pets by name as the user's facts ("My sister's name is Anna.", "My sister Anna lives
nearby.", "My dog is called Max.", "The car's plate is …"), and someone else's number, password, rent, pet or
dentist as no memory. This reads the owner from the grammar, not from a list of kin words (each writer names people
in their own language: "kum", "pog", "tío"):

A fact's clause is **someone else's detail** (:func:`someone_elses_detail`) when, after at most a short lead set off
by a comma or "!", it opens with

* **a possessive** — a determiner or possessive (my, our, the, a, an, his, her, their) and one to three words, or one
  capitalised name of three letters or more, then "'s" — and one to three words of the thing owned (not a determiner
  or a pronoun: "Anna's my sister" is "Anna is my sister") before a copula, "called", "named", ":" or "=": "My lab
  mate's employee ID is …", "Kai's passport number: …", "A client's dog is called Max". Not someone else's when the
  thing owned is the owner's name ("My sister's name is Anna", "My dentist's name is Dr. Shah": the name of the
  user's kin or the user's dentist is the user's fact), or when the owner is the user, the user's household or one
  of the user's things that carry the sets' facts ("the car's plate", "our flat's wifi password", "my dog's vet",
  "my company's address"), or a time ("Today's …");
* **a person who does the thing** — a determiner or possessive and one to three lower-case words (no name: "My
  sister Anna lives nearby" names the user's kin and is kept), then a verb that agrees with a third person or tells
  the past ("pays", "goes", "read out", "was born", "is taking"), not a copula before a value ("My employer is
  Globex", "My dentist is Dr. Shah" are the user's) — with no first person in the clause after the verb ("My boss
  pays me in cash" is about the user), and the noun phrase not the user, the user's household or one of the user's
  things ("My employer pays …", "My phone runs …").

Neither holds when the clause joins the user in ("my wife and I", "we both", "me too", "both of us").
:func:`details_dropped` drops a fact of a user's message whose content is someone else's detail, unless the owner is a
name the message gives its speaker ("Priya here. Priya's phone is …"). Preferences and constraints are left to
:mod:`memgraph_py.extract_owner`.

No import from the package: ``tools/first_contact_replay.py`` loads this file by path to apply it at commits that
predate it (a labelled measurement).
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["DETAIL_CLASSES", "someone_elses_detail", "details_dropped"]

#: The classes whose readings are checked.
DETAIL_CLASSES = ("fact",)

_LEAD = r"(?:[^\W\d_][\w'’.-]*(?:\s+[^\W\d_][\w'’.-]*){0,2}\s*[,!—–]\s*)?"
_WORD = r"[^\W\d_][\w'’.-]*"
_DET = r"(?:my|our|a|an|his|her|their)"
_POSS = r"(?:'s|’s)"
_ADVERB = r"(?:always|only|still|just|also|never|now|even|usually|apparently|actually|often|sometimes)"
#: a lower-case word of a noun phrase: not a copula, an auxiliary or an adverb of the verb after it
_NP_LOWER = (rf"(?!(?:is|are|was|were|has|have|had|does|do|did|will|would|can|could|'s|of|to|for|in|on|at|from|"
             rf"with|by|{_ADVERB})\b)"
             r"(?-i:[a-z])[\w'’-]*")
#: a verb of what a person does with a detail of their own — pays, earns, lives, works, goes to, sees, drives, owns,
#: rents, studies, teaches, was born, read out, is taking her (a closed class: not "ends", "remains", "goes
#: to <a taste>" of a thing of the user's)
_DEED = (r"(?:pays|paid|earns|earned|owes|owed|charges|charged|lives|lived|works|worked|goes to|went to|sees|saw|"
         r"drives|drove|owns|owned|rents|rented|studies|studied|teaches|taught|banks|banked|was born|were born|"
         r"is born|reads? out|read out|gets paid|got paid|"
         r"(?:is|was|'s) (?:taking|bringing|driving|picking up|collecting|seeing) (?:her|him|them))")
#: a possessive owner and the thing it owns, before a copula, "called"/"named", a colon or "="
_POSSESSIVE = re.compile(
    rf"^\W*{_LEAD}(?P<owner>{_DET}\s+{_WORD}(?:\s+{_WORD}){{0,2}}?|(?-i:[A-Z][^\W\d_]{{2,}})){_POSS}\s+"
    rf"(?P<thing>{_WORD}(?:\s+{_WORD}){{0,2}}?)\s*(?:\b(?:is|are|was|were|has been|stays|remains|reads|called|named|"
    rf"goes by)\b|[:=])", re.IGNORECASE)
#: a person who does the thing: a third-person or past verb after a short lower-case noun phrase
_ACTOR = re.compile(
    rf"^\W*{_LEAD}(?P<np>{_DET}\s+{_NP_LOWER}(?:\s+{_NP_LOWER}){{0,2}}?)\s+"
    rf"(?:{_ADVERB}\s+)?"
    rf"(?P<verb>(?-i:{_DEED}))\b",
    re.IGNORECASE)
#: the user, the user's household, or one of the user's things that carry the sets' facts
_MINE = re.compile(r"(?i)\b(?:i|i'm|i've|me|myself|mine|we|us|you|your|it|this|that|there|who|what|family|household|"
                   r"home|house|flat|apartment|place|car|van|truck|bike|motorbike|phone|mobile|passport|dog|cat|pet|"
                   r"puppy|kitten|company|employer|work|job|office|firm|business|shop|router|wifi|network|account|"
                   r"card|licence|license|plate|number|id|name|address|email|profile|file|record|records|entry|"
                   r"note|notes|diary|journal|own|self|body|shoe|shoes|feet|foot|size|side|end|half|"
                   r"today|tonight|tomorrow|yesterday|week|weekend|month|year|day|morning|evening|night|"
                   r"flight|appointment|wedding|interview|offsite|recital|service|meeting|trip|visit|class|lesson|shift|"
                   r"train|bus|plane|party|birthday|exam|deadline|insurance|bill|bills|forms?|tax|taxes|parcel|order|"
                   r"delivery|package|plan|plans|schedule|undersigned|vote|pick|choice|preference|favourite|favorite|love|"
                   r"habit|answer|thing|go-to|weakness|budget|limit|reset|allergy|diet|rule|treat|monday|tuesday|wednesday|thursday|friday|saturday|sunday|nobody|everyone|everybody|somebody|"
                   r"someone|anyone|one|other|last|next|first|same|new|old|usual)\b")
#: the thing owned is the owner's name: the name of the user's kin, pet or dentist is the user's fact
_NAME = re.compile(r"(?i)^(?:full |first |last |real |nick)?names?$")
#: the thing owned is no noun phrase ("Anna's my sister": "Anna is my sister")
_NOT_THING = re.compile(r"(?i)^(?:my|our|the|a|an|his|her|their|your|this|that|not|so|very|also|still|always|just|"
                        r"really|here|there|back|gone|got|been|going|in|at|on|from|with|about|over|off|out|up|allergic|intolerant|"
                        r"coeliac|celiac|vegan|vegetarian|never|keen|fond|mad|crazy|obsessed|busy|free|away)\b")
#: the user joined in
_JOINS_IN = re.compile(r"(?i)\b(?:and|&|plus) (?:me|i|myself)\b|\bme (?:too|included|as well|also)\b|\bboth of us\b|"
                       r"\bwe both\b|\bme and\b|\b(?:so|as) (?:do|am|did) i\b")
_FIRST_PERSON = re.compile(r"(?i)\b(?:i|i'm|i've|i'd|me|my|myself|mine|we|us|our)\b")
#: a first person that only times or explains someone else's deed ("… before I could stop him")
_SUBORDINATE_I = re.compile(r"(?i)\b(?:before|after|when|while|until|till|as|because|since|once) (?:i|we)\b")
#: the thing owned is a record's heading before its colon ("Ship's log: skipper …", "Purser's note: …")
_HEADING = re.compile(r"(?i)^(?:log|logbook|note|notes|entry|record|records|file|list|diary|journal|memo|letter|"
                      r"report|card|chart|sheet|minutes|corner|section|notification|message|alert|reminder|export|output|"
                      r"screenshot|screen|page|post|cron job)$")
#: the thing owned is an occasion of the user's kin, which the sets label as the user's event ("My sister's wedding
#: is 10/03")
_OCCASION = re.compile(r"(?i)\b(?:wedding|birthday|anniversary|party|funeral|graduation|christening|baptism|"
                       r"recital|concert|show|match|game|appointment|visit|surgery|operation|interview|flight|trip|"
                       r"offsite|meeting|do|celebration|ceremony|reunion)\b")


def someone_elses_detail(clause: str) -> bool:
    """Whether ``clause`` gives its detail to someone who is not the user (see the module docstring)."""
    return _owner(clause) is not None


def _owner(clause: str) -> str | None:
    """The noun phrase :func:`someone_elses_detail` finds the detail's owner in, or None."""
    text = clause.strip()
    if _JOINS_IN.search(text) or _FIRST_PERSON.search(_SUBORDINATE_I.sub(" ", _first_word_free(text))):
        return None
    found = _POSSESSIVE.match(text)
    if found is not None:
        owner, thing = found.group("owner"), found.group("thing")
        if not (_MINE.search(owner) or _NAME.match(thing.strip()) or _NOT_THING.match(thing) or _OCCASION.search(thing)
                or _HEADING.match(thing.strip()) or re.search(r"(?i)\b(?:allerg|intoleran|diet)", thing)):
            return owner
    found = _ACTOR.match(text)
    if found is not None:
        np = found.group("np")
        if not _MINE.search(np):
            return np
    return None


def _first_word_free(text: str) -> str:
    """``text`` without the possessive or determiner its subject opens with (the "my" of "my flatmate" is the user's
    only as the teller): the rest is searched for the user as an actor."""
    return re.sub(rf"(?i)^\W*{_LEAD}(?:my|our)\b", " ", text, count=1)


def _speakers(message: Any) -> tuple[str, ...]:
    """The names a user's message gives its speaker: its author's ``name``, and a name it introduces as the one
    speaking ("Priya here.", "This is Priya")."""
    text = getattr(message, "content", "") or ""
    names = [getattr(message, "name", None) or ""]
    names += re.findall(r"\b([A-Z][\w'’-]+)(?: here\b| speaking\b)", text)
    names += re.findall(r"\b(?:[Tt]his is|[Ii]t'?s|[Ii]'m|[Ii] am|[Mm]y name is)\s+([A-Z][\w'’-]+)", text)
    return tuple(n.lower() for n in names if n)


def details_dropped(candidates: list[Any], messages: Any) -> list[Any]:
    """``candidates`` without a fact of a user's message whose content is someone else's detail
    (:func:`someone_elses_detail`), unless its owner is a name the message gives its speaker."""
    users = {m.index: m for m in messages if m.role == "user"}

    def theirs(c: Any) -> bool:
        if c.cls not in DETAIL_CLASSES or c.turn not in users:
            return False
        owner = _owner(c.content)
        return owner is not None and owner.lower() not in _speakers(users[c.turn])
    return [c for c in candidates if not theirs(c)]
