"""A memory read in a clause that names no value takes its value from the clause before (stop 40, issue 18).

"Landed me in hospital once, cats did; allergic, I am.", "Do I hear more than $200? Not from me, that's my ceiling.",
"One whiff of penicillin and my set's over. Proper allergy.", "+44 7700 563479 — my phone number, signed off.": the
extractor reads the second clause as a constraint, preference or fact (by a rule, by cue words or by the learned
reader), but that clause names no value — the thing is in the clause before, which was read as nothing. The join of
``HeuristicExtractor._readings`` reads a referring-back clause with the one before only when a full rule (not cue
words) read it and its anaphor opens the clause; the learned reader's readings come after it and are never joined.

This pass works on the extractor's candidates, whoever read them: a preference, constraint or fact of a user's
message whose clause names no value (:func:`valueless`) takes the clause before it in the same message
(:func:`clause_before`) into its content when

* that clause produced no candidate of its own (two memories already read stay two),
* and it is the user's own statement (:func:`foreign`): not someone else's ("my mum is allergic …", "he …"), not a
  quoted or framed text, not a quoted line or a transcript's question, not a question put to someone ("your …?",
  "… you …?"), not withdrawn, past or hypothetical ("used to", "no longer", "if …"), not markup, and it has a word
  that could be a value.

"Names no value": no digit, and besides at most one short part (three words at most: a reply or interjection before
it, "Not from me, …", "Never, doamne, …", "I hope not, …", or a tag after it, "…, taip.", "…, signed off."), every
word is a function word, a pronoun, a verb of liking or avoiding, an intensifier or a word that names a memory's kind
without its value (allergy, favourite, ceiling, phone number …). The content keeps the clause as read, so nothing the clause held is lost.

Written after reading ext32's sorted unread memories of the first contacts heldout22…heldout32 (docs/
first_contact_replay.md, stop 39 (ext32)); judged there as the replay variant
``minp0.55 train cues machine facts tags veto reclass back`` (stop 40): unread 4.73 → 4.32%, no precision moved.

Stop 42 (ext42): once the join has run, a *fact* whose content still names nothing — every word one of
:data:`_EMPTY_WORDS`, no digit: "That one is mine.", "That's mine, the real one.", "Okay, that one is mine." — is
dropped (:func:`nameless_facts`): the learned reader reads such a claim of ownership as a fact, and a fact with no
value is no memory (heldout38 and heldout39 at first contact, two writers); a lone word ("Max.") and a clause with a
capitalised word past its first ("Here it is: Max.") are kept. Measured at fca5c43 and not adopted: the same for a
lead-in of such words before a colon whose rest alone reads as no memory to the extractor ("Mine too: Boozhoo."): it
drops a bare value too ("That's mine: a red Honda.").

No import from the package: ``tools/first_contact_replay.py`` loads this file by path to apply it at commits that predate it.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

#: The classes whose value is looked for in the clause before.
JOINED_CLASSES = ("preference", "constraint", "fact")

#: Words that carry no value of a memory: function words, pronouns, verbs of liking/avoiding/having, intensifiers,
#: frequency, and the words that name a memory's kind (allergy, favourite, ceiling, phone number …) without its value.
_EMPTY_WORDS = frozenset("""
a an the of for to with at in on by from about into than as and or but so nor yet then
i i'm im i'll i've i'd me my mine myself am is are was were be been being 's 're 'm
it it's its itself that that's this these those they they're them which what one ones thing things stuff
do does did don't doesn't didn't can can't cannot could will won't would shall should must may might
have has had having got get gets getting take takes took
like likes love loves adore prefer prefers hate hates loathe dislike enjoy enjoys want wants need needs choose pick
eat eats drink drinks stand tolerate touch handle avoid avoids skip go
not no never always ever every each time times single all any some too also just only really very so quite
much more most less least better best worse worst nothing none nobody anything everything
here there now please yes yeah yep nope ok okay sure indeed
allergic allergy allergies intolerant intolerance intolerances sensitive sensitivity reaction
proper real serious severe seriously severely bad badly true truly genuine genuinely mild mildly deathly highly
terribly totally absolutely definitely big huge full-blown
favourite favorite fave faves go-to preference preferences pick choice top
ceiling limit limits max maximum cap budget most
phone mobile cell number email e-mail address password pin code birthday name id
""".split())

#: A word of a clause (letters, apostrophes, hyphens) or a number.
_WORD = re.compile(r"[^\W\d_][\w'’-]*|\d")

#: The clause's cut points inside a message: sentence ends, semicolons, line breaks and a spaced dash.
_CUT = re.compile(r"(?<=[.!?;…])\s+|\n+|\s+[—–-]{1,2}\s+")

#: Someone else's statement: a third person, or a relative or a person the user speaks of.
_SOMEONE_ELSE = re.compile(
    r"(?i)\b(?:he|she|his|her|hers|him|their|theirs|not me|not mine|not for me)\b|"
    r"\b(?:my|our|your|his|her|their|a|the)\s+(?:\w+\s+)?(?:mum|mom|mother|dad|father|parents?|sister|brother|siblings?|"
    r"wife|husband|partner|spouse|son|daughter|kids?|child|children|baby|friend|friends|boss|colleague|coworker|"
    r"cousin|aunt|uncle|gran|granny|grandma|grandpa|grandmother|grandfather|nan|nana|flatmate|roommate|housemate|"
    r"neighbou?r|girlfriend|boyfriend|fianc[ée]e?|guest|client|patient|customer|team|family)s?\b")

#: A text that is not the user's own words: quoted, framed as said or written by someone, a quoted line, a
#: transcript's question, markup.
_NOT_OWN_WORDS = re.compile(r"[\"“”«»„]|(?:^|\s)'[^']+'|^\s*>|^\s*(?:Q|A)[.:]\s|"
                            r"(?i:\b(?:says?|said|wrote|writes|asks?|asked|quoth|quote|quoted|reads)\b)|[<>{}\[\]=|\\]|"
                            r"^\s*(?:[-*#:@%]|\+(?!\d))")

#: Withdrawn, past or hypothetical: nothing standing to join.
_NOT_STANDING = re.compile(r"(?i)\b(?:used to|no longer|not any ?more|anymore|if|unless|would|wish|imagine|suppose|"
                           r"pretend|what if)\b|\w'd\b")

#: Machine text: a shell prompt ("me@home-pc:~$"), a path, an address.
_MACHINE = re.compile(r"[~@]|\$\s*$|\w/\w")

#: A question put to someone: it names "you".
_ASKS_SOMEONE = re.compile(r"(?i)\b(?:you|your|yours|u|ya)\b")


def _empty(piece: str) -> bool:
    """Every word of ``piece`` is one of :data:`_EMPTY_WORDS` (and it has one)."""
    words = [w.lower().replace("’", "'") for w in _WORD.findall(piece)]
    return bool(words) and all(w in _EMPTY_WORDS or w.split("'")[0] in _EMPTY_WORDS for w in words)


def valueless(clause: str) -> bool:
    """The clause names no value a memory would keep: no digit, one of its comma-separated parts is all
    :data:`_EMPTY_WORDS` and at most one other part, a short reply, interjection or tag (three words at most: "Not from
    me, that's my ceiling.", "Never, doamne, I am allergic.", "I am allergic, taip.", "My phone number, signed
    off.", "Proper allergy.", "I'll take them every time."). A short part may be the value itself ("Shellfish, I'm
    allergic."): the joined content keeps the clause, so the value stays, with the clause before added."""
    if re.search(r"\d", clause):
        return False
    pieces = [p for p in re.split(r"[,:]\s*", clause.strip().rstrip(".!?…")) if _WORD.findall(p)]
    if not any(_empty(p) for p in pieces):
        return False
    others = [p for p in pieces if not _empty(p)]
    return len(others) <= 1 and all(len(_WORD.findall(p)) <= 3 for p in others)


def foreign(clause: str) -> bool:
    """The clause is not a standing statement of the user's own to take a value from (see the module docstring)."""
    text = clause.strip()
    if _SOMEONE_ELSE.search(text) or _NOT_OWN_WORDS.search(text) or _NOT_STANDING.search(text):
        return True
    if text.endswith("?") and _ASKS_SOMEONE.search(text):
        return True
    if text.endswith(":") or _MACHINE.search(text):  # a heading for what follows, a shell prompt or a path
        return True
    return valueless(text)  # nothing there to take


def _norm(text: str) -> str:
    return " ".join(w.lower() for w in _WORD.findall(text))


def clause_before(message: str, clause: str) -> str | None:
    """The clause just before ``clause`` in ``message`` (cut at sentence ends, semicolons, line breaks and a spaced
    dash), or None when ``clause`` is not found there or opens it."""
    want = _norm(clause)
    if not want:
        return None
    pieces = [p for p in _CUT.split(message) if p and p.strip()]
    normed = [_norm(p) for p in pieces]
    for i, piece in enumerate(normed):
        if i and piece and (piece == want or piece.endswith(want) or want.endswith(piece)):
            before = pieces[i - 1].strip()
            return before or None
    return None


def _held(piece: str, others: list[Any]) -> bool:
    """A candidate of the message already holds ``piece`` (or ``piece`` holds it)."""
    want = _norm(piece)
    for other in others:
        got = _norm(other.content)
        span = _norm(getattr(other, "span", "") or "")
        if want and ((got and (want in got or got in want)) or (span and (want in span or span in want))):
            return True
    return False


def joined_back(candidates: list[Any], messages: Any, classes: tuple[str, ...] = JOINED_CLASSES) -> list[Any]:
    """``candidates`` with each valueless preference/constraint/fact of a user's message joined to the clause before
    it when that clause produced no candidate and is the user's own (module docstring). Candidates are dataclasses
    with ``cls``, ``content``, ``span``, ``turn``, ``rule``; messages have ``index``, ``role`` and ``content``."""
    texts = {m.index: m.content for m in messages if m.role == "user"}
    out = list(candidates)
    for i, c in enumerate(candidates):
        if c.cls not in classes or c.turn not in texts or not valueless(c.content):
            continue
        before = clause_before(texts[c.turn], c.span or c.content) or clause_before(texts[c.turn], c.content)
        if before is None or foreign(before):
            continue
        if _held(before, [o for j, o in enumerate(candidates) if j != i and o.turn == c.turn]):
            continue
        previous = before.rstrip()
        joined = previous + ("" if previous.endswith((".", "?", "!", ";", ",", "…")) else ";") + " " + c.content.lstrip()
        out[i] = dataclasses.replace(c, content=joined, span=previous + " " + (c.span or c.content).lstrip(),
                                     rule=f"{c.rule}, with the clause before it (it names no value)")
    return out


def names_nothing(clause: str) -> bool:
    """The clause names nothing a fact would keep (stop 42, ext42): two words or more, no digit, no capitalised word
    past the first but "I" (a name: "Here it is: Max."), and every word one of :data:`_EMPTY_WORDS` — a bare claim of
    ownership or a pointer ("That one is mine.", "That's mine, the real one.", "Okay, that one is mine.")."""
    text = clause.strip()
    if not text or re.search(r"\d", text):
        return False
    words = _WORD.findall(text)
    if len(words) < 2 or any(w[:1].isupper() and not re.fullmatch(r"I(?:['’](?:m|ve|d|ll))?", w) for w in words[1:]):
        return False  # a lone word may be a bare value ("Max."), a capitalised word past the first a name ("Here it is: Max.")
    return _empty(text.replace(",", " ").replace(":", " "))


def nameless_facts(candidates: list[Any], messages: Any) -> list[Any]:
    """``candidates`` without the facts of a user's message whose content names nothing (:func:`names_nothing`), once
    :func:`joined_back` has given a valueless one the clause before it where it could: a fact with no value is no
    memory. Other classes are kept (a valueless preference or constraint is a reading of the message's value)."""
    users = {m.index for m in messages if m.role == "user"}
    return [c for c in candidates if not (c.cls == "fact" and c.turn in users and names_nothing(c.content))]
