"""Relation judge: does one memory support, contradict, relate to, or have nothing to do with another?

It decides whether a new memory supersedes an older one.  A wrong CONTRADICTS retires a memory that was
still true (a *collateral supersession*), so the judges lean the other way: when unsure they answer
RELATED, and only a contradiction with confidence >= :data:`AUTO_RESOLVE_THRESHOLD` is meant to be acted
upon without asking anyone.

* :class:`HeuristicJudge` — the offline default, no network and no model.  :func:`parse` splits a
  statement into clauses, each a :class:`Claim`: a first-person preference ("I prefer/like/love/want …",
  "I don't/never/no longer …", "I can't stand …", "No more X for me", "my favourite X is Y", "X instead
  of Y", "Please reply in French"; also "User prefers …" as agents store them) or a fact ("my X is Y",
  "X is/costs/starts/leaves/lands … Y", "X: Y", "X was moved to Y", negated or not).  :func:`extract_slots`
  finds typed values: amounts with units, weekdays, dates, clock times, e-mail addresses, phone numbers,
  codes.  Same subject and predicate with another value, number or date, or one thing both liked and
  rejected → CONTRADICTS; same subject and value → SUPPORTS; the same subject with another attribute, or
  shared words → RELATED; else NONE.  Clauses that do not parse are compared as text (one typed value
  changed in the same context; near-identical wording).  An optional embedder adds text cosine.
  When that finds no more than RELATED, *frames* read each statement as one single-valued attribute
  (:mod:`memgraph_py.judge_patterns`: departure, reservation, deadline, address, employer, language …),
  however it is worded ("Address of X: A" = "X's address is A" = "X has moved to A" = "Send the card for X
  to A"; "leaves" = "departs" = "departure"; "booked for" = "table at"), with a value of the attribute's type
  (a time, a date, an amount, an address, a language, a name).  The same attribute of the same thing (the
  same names and other words, a day both give; or the user's own, "my rent") with another value →
  CONTRADICTS at 0.85, or 0.75 — not auto-resolved — when one side names something more ("Swiss flight",
  "the office address"); the same value → SUPPORTS.  Two things of one kind ("the flight to Rome" / "to
  Lisbon", "the flight" / "the train"), rival attributes (departure and arrival), a negation or two values
  of the type: no frame verdict.  Idioms are rewritten first ("X? Off the list for me" = "no more X for me",
  "make it a window seat" = "I want a window seat").
* :class:`OpenAIJudge` — any OpenAI-compatible chat model answering through a strict JSON schema; the
  heuristic's verdict when the reply is unusable.
"""

from __future__ import annotations

import enum
import functools
import json
import math
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from .entities import HeuristicEntityExtractor
from .errors import ConfigurationError, MemLineageError
from .judge_patterns import (ADDRESS, CUE_WORDS, FRAMES, IDIOMS, LANGUAGES, LIMIT_NEGATION, NOT_NAMES, RETRACTED,
                             RIVALS)

__all__ = ["AUTO_RESOLVE_THRESHOLD", "Claim", "HeuristicJudge", "Judge", "Judgement", "OpenAIJudge", "Relation",
           "Slots", "extract_slots", "parse"]

#: Contradictions at or above this confidence may be resolved (superseded) without asking anyone.
AUTO_RESOLVE_THRESHOLD = 0.8
#: The heuristic reports a contradiction it is less sure of than this as RELATED.
CONTRADICTION_FLOOR = 0.7


class Relation(str, enum.Enum):
    SUPPORTS = "supports"
    CONTRADICTS = "contradicts"
    RELATED = "related"
    NONE = "none"


class Judgement(BaseModel):
    """A verdict on a pair: ``rule`` is the machine name of what decided it, ``evidence`` one sentence."""

    model_config = ConfigDict(frozen=True)

    label: Relation
    confidence: float = Field(ge=0.0, le=1.0)
    rule: str
    evidence: str


Pair = Sequence[Any]  # (a, b) or (a, b, a_kind, b_kind)


@runtime_checkable
class Judge(Protocol):
    def judge(self, a: str, b: str, *, a_kind: str | None = None, b_kind: str | None = None) -> Judgement: ...

    def judge_many(self, pairs: Iterable[Pair]) -> list[Judgement]:
        """Judge ``(a, b)`` or ``(a, b, a_kind, b_kind)`` pairs, in order (default: one by one)."""
        return [self.judge(a, b, a_kind=ak, b_kind=bk) for a, b, ak, bk in ((*p, None, None)[:4] for p in pairs)]


# =================================================================================== vocabulary
_STOP = frozenset("""
a an the this that these those my our your his her their its user i we you he she they it me us them
is are was were be been am being do does did has have had will would can could should may might must shall
to of in on at for from by with about as into over than then so and or but if also just really very
still now again already always usually often never not no any some all only even actually instead anymore
please ok okay oh well yes update note fyi days too more most much lot per least max maximum minimum around
roughly approximately up like likes love loves prefer prefers want wants enjoy enjoys need needs hate hates
""".split())
_SYNONYMS = {  # one spelling per meaning, applied before and after stemming
    "favorite": "favourite", "color": "colour", "apartment": "flat", "film": "movie", "cellphone": "phone",
    "mobile": "phone", "e-mail": "email", "mail": "email", "begin": "start", "depart": "leave", "price": "cost",
    "euro": "eur", "dollar": "usd", "pound": "gbp", "kilometre": "km", "kilometer": "km", "kilo": "kg",
    "kilogram": "kg", "percent": "%", "minute": "min", "hour": "h", "hr": "h", "guest": "people",
    "person": "people", "pax": "people", "plane": "flight", "cafe": "café", "weekly": "week", "monthly": "month", "nightly": "night", "daily": "day",
    "accommodation": "hotel", "lodging": "hotel", "fly": "flight", "departure": "leave", "arrival": "arrive",
}
_UNITS = {"eur", "usd", "gbp", "%", "km", "mile", "kg", "lb", "min", "h", "day", "night", "week", "month",
          "year", "people", "gb", "tb", "mb"}
_CURRENCY = {"€": "eur", "$": "usd", "£": "gbp"}
_NUMBER_WORDS = {w: i for i, w in enumerate("_ _ two three four five six seven eight nine ten eleven twelve".split())
                 if i >= 2}
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
_MONTH = (r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
          r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
# Nouns naming a single-valued attribute: two different values of one of them cannot both hold.
_ATTRIBUTE_NOUNS = frozenset("""
name address email phone number password code pin colour favourite destination venue location city hometown
country nationality employer job role title boss manager gp dentist teacher airline seat diet language timezone
deadline date day time cost fee rent salary budget limit total balance size capacity status plan hotel owner
""".split())
# Words naming different attributes of one thing: texts that differ in one of them may not conflict.
_ATTRIBUTE_VERBS = frozenset("leave arrive start end open close finish lunch dinner breakfast".split())
_WEAK_MODIFIERS = frozenset("new current next upcoming usual user actual final planned".split())
_NEGATORS = frozenset({"not", "never", "no", "without", "nothing"})
_ANTONYMS = {"open": "closed", "available": "unavailable", "confirmed": "cancelled", "allowed": "forbidden",
             "free": "busy"}
_ANTONYMS.update({v: k for k, v in _ANTONYMS.items()})
# Kinds that state intentions or steps, not beliefs: a "contradiction" with them is never auto-resolved.
_NON_ASSERTIVE_KINDS = frozenset({"task", "plan", "tool_call", "llm_reasoning"})

# Facts: predicate groups, how to say them, which have one value at a time, which are near-synonyms.
_PREDICATES = {form: group for group, forms in {
    "be": "is are was were am be been", "cost": "cost costs costing charge charges",
    "start": "start starts started starting begin begins began beginning",
    "end": "end ends ended ending finish finishes finished", "leave": "leave leaves leaving depart departs departing",
    "arrive": "arrive arrives arriving land lands landing", "open": "opens", "close": "closes",
    "live": "live lives lived living", "work": "work works worked working", "have": "has have had",
}.items() for form in forms.split()}
_VERBS = {"be": "is", "cost": "costs", "start": "starts", "end": "ends", "leave": "leaves", "arrive": "arrives",
          "open": "opens", "close": "closes", "live": "lives", "work": "works", "have": "has", "change": "changed to"}
_EXCLUSIVE_PREDICATES = frozenset({"leave", "arrive", "start", "end", "cost", "open", "close", "live", "change"})
_PREDICATE_COMPAT = {frozenset(p.split()): v for p, v in (("be change", 0.95), ("be start", 0.85), ("be cost", 0.9),
                                                           ("be end", 0.8), ("be live", 0.85), ("live change", 0.9),
                                                           ("work change", 0.85))}
_CHANGED = (r"moved|changed|rescheduled|postponed|pushed(?: back)?|brought forward|shifted|switched|updated|bumped|"
            r"raised|lowered|adjusted|revised|modified|corrected|increased|reduced|cut")
_CHANGE = re.compile(rf"\b(?:(?:has been|have been|was|were|is|are|got|just|been)\s+)*(?:{_CHANGED}|went (?:up|down)|"
                     r"gone (?:up|down))\s+(?:to|until|till|for)\b")
_CHANGE_OBJECT = re.compile(rf"\b(?:{_CHANGED}|set)\s+(?P<object>(?:the|my|our|his|her|their)\s+.+?)\s+"
                            r"(?:back\s+|forward\s+)?(?:to|until|till|for)\s+(?P<value>.+)$")

# Preferences.
_WHO = r"(?:i|we|user|the user)\s+(?:(?:really|honestly|just|still|now|also|truly|have|has|had)\s+)*"
_HABITS = r"(?:drink|eat|sit|ride|watch|listen to|play|read|wear|drive|cook|use|take)(?:s|es|ing|ting)?"
_PREF_NEG = re.compile(
    rf"^(?:{_WHO}(?P<verb>can not stand|(?:do|does|did|will|would|can|could)\s+not(?:\s+(?:really|ever|want to|"
    r"like to|like|enjoy|want|love|care for))?|never|no longer|stopped|quit|gave up|given up|hate|hates|dislike|"
    r"dislikes|detest|avoid|avoids|(?:am|are|is)\s+(?:not|no longer)\s+(?:a fan of|into|keen on|fond of|eating|"
    r"drinking|taking|using)|(?:am|are|is)\s+(?:allergic to|done with|off))|not (?:a fan of|into)|no more)"
    r"\b(?P<rest>.*)$")
_NO_X_FOR_ME = re.compile(r"^(?:no more|no)\s+(?P<rest>.+?)\s+for (?:me|us)\b")
_PREF_POS = re.compile(
    rf"^(?:{_WHO}(?P<adv>(?:(?:really|always|usually|mostly|generally|definitely|only|actually|much|would)\s+)*)"
    rf"(?P<verb>prefer|prefers|like|likes|love|loves|enjoy|enjoys|want|wants|adore|adores|rather|choose|chooses|"
    rf"pick|picks|go for|goes for|am (?:a fan of|into|keen on|fond of)|{_HABITS})|(?:a )?(?:big|huge) fan of|"
    r"can not get enough of)\b(?P<rest>.*)$")
_EXCLUSIVE_PREF = frozenset(["prefer", "prefers", "want", "wants", "rather", "choose", "chooses", "pick", "picks",
                             "go for", "goes for"])
# A request: "Please reply in French", "Window seat, please" (a verb of manner or a short noun phrase).
_REQUEST = re.compile(r"^(?:please\s+(?:always\s+|just\s+)?(?P<a>.+)|(?P<b>.+?),?\s+please\b(?:,.*)?)$")
_FAVOURITE = re.compile(r"^(?:(?:my|our|user's|the user's)\s+(?:favourite|preferred)\s+(?P<attr>[\w\s-]+?)\s+"
                        r"(?:is|are|was|=|:)|(?:user's\s+)?(?:favourite|preferred)\s+(?P<attr2>[\w\s-]+?):)\s+"
                        r"(?P<val>.+)$|^(?P<val2>.+?)\s+(?:is|are)\s+(?:my|our|the user's)\s+(?:favourite|preferred)"
                        r"\s+(?P<attr3>.+)$")
_ACTION = re.compile(r"^(?:to\s+)?(?P<action>(?:(?:drink|eat|have|sit|book|get|fly|take|use|go|travel|ride|watch|"
                     r"listen|play|read|wear|buy|order|drive|reply|answer|write|cook|stay|run)(?:s|es|ing|ting|ning)?"
                     r"\s+)+)(?:(?:to|for)\s+(?:me|us)\s+|me\s+|us\s+)?(?P<prep>(?:to|in|by|on|at|with)\s+)?")
_ALTERNATIVE = re.compile(r"\s*,?\s*\b(?:instead of|rather than|over|not)\s+(?P<other>.+)$")
_QUALIFIER = re.compile(r"\s+\b(?:on|in|at|for|with|from|during|when|if|because|while|after|before|near|by)\b\s+.*$")
_DETERMINER = re.compile(r"^(?:(?:a|an|the|my|our|some|any)\s+)+")

# Clauses.
_DISCOURSE = re.compile(r"^(?:(?:update|note|fyi|ps|edit|correction|actually|also|so|oh|and|ok(?:ay)?|well|btw|"
                        r"by the way|just so you know|for the record|heads up|good news|change of plans?|reminder|"
                        r"to be clear|remember(?: that)?|as of (?:now|today)|these days|from now on)"
                        r"\b[\s,:;!—–-]*)+")
_TRAILING = re.compile(r"(?:\s*,?\s*\b(?:now|again|instead|anymore|any more|any longer|these days|at all|"
                       r"from now on|lately|then|as well|too|please|every (?:day|morning|evening|week)|a lot|"
                       r"very much|so much)\b)+$")
_ABBREVIATIONS = re.compile(r"\b(dr|mr|mrs|ms|prof|st|no|nr|approx|e\.g|i\.e|vs|etc)\.\s", re.I)
_CLAUSES = re.compile(r"(?<=[.!?;])\s+|\s+[—–]\s+|\s+-\s+|;\s*|,?\s+but\s+"
                      r"|,\s+(?:so|and)\s+(?=(?:i|we|the|my|it)\b)")
_CONTRACTIONS = ((r"\bcan't\b|\bcannot\b", "can not"), (r"\bwon't\b", "will not"), (r"n't\b", " not"),
                 (r"\bi'm\b", "i am"), (r"'re\b", " are"), (r"'ve\b", " have"), (r"'ll\b", " will"),
                 (r"\b(i|we|you)'d\b", r"\1 would"), (r"\b(it|that|there|what|he|she|who|this)'s\b", r"\1 is"),
                 (r"\bfavorite\b", "favourite"),
                 (r"\b(?:am|is|are|was|were)\s+(?:based|located|living|settled)\s+in\b", "lives in"))


# =================================================================================== words and typed values
@functools.lru_cache(maxsize=8192)  # pure, and each text is cleaned several times
def _clean(text: str) -> str:
    t = text.lower().replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    for pattern, repl in _CONTRACTIONS:
        t = re.sub(pattern, repl, t)
    t = " ".join(t.split())
    for idiom, plain in IDIOMS:  # "red wine? off the list for me" → "no more red wine for me"
        t = idiom.sub(plain, t)
    return t


def _norm_word(w: str) -> str:
    w = _SYNONYMS.get(w.removesuffix("'s"), w.removesuffix("'s"))
    if len(w) > 5 and w.endswith("ing"):  # booking → book, meeting → meet, running → run
        w = w[:-4] if w[-4] == w[-5] else w[:-3]
    elif len(w) > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    return _SYNONYMS.get(w, w)


def _words(text: str) -> frozenset[str]:
    """Content words: stop words and value placeholders removed, lightly stemmed, synonyms merged."""
    return frozenset(_norm_word(w) for w in re.findall(r"[a-zà-ÿ][\w'-]*", re.sub(r"⟨\w+⟩", " ", text))
                     if w not in _STOP and w not in _WEEKDAYS)


_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]*\w")


def _keys(text: str) -> frozenset[str]:
    """Content words plus e-mail addresses and tokens with digits: what names a subject ("room 12")."""
    return _words(_EMAIL.sub(" ", text)) | frozenset(_EMAIL.findall(text)) | frozenset(
        re.findall(r"\b\w*\d\w*\b", _EMAIL.sub(" ", text)))


def _overlap(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a | b else 1.0


@dataclass(frozen=True)
class Slots:
    """Typed values of a span: amounts (value, unit), weekdays, dates ("05-12"), times (minutes after
    midnight) and identifiers (("email" | "phone" | "code", value))."""

    numbers: frozenset[tuple[float, str]] = frozenset()
    weekdays: frozenset[str] = frozenset()
    dates: frozenset[str] = frozenset()
    times: frozenset[int] = frozenset()
    ids: frozenset[tuple[str, str]] = frozenset()

    def kinds(self) -> dict[str, frozenset[Any]]:
        found: dict[str, frozenset[Any]] = {k: v for k, v in (("time", self.times), ("date", self.dates),
                                            ("weekday", self.weekdays), ("number", self.numbers)) if v}
        for tag in ("email", "phone", "code"):
            if values := frozenset(v for t, v in self.ids if t == tag):
                found[tag] = values
        return found


_PHONE = re.compile(r"(?<![\w.])\+\d[\d ()/-]{6,}\d|(?<![\w.])\d{3,}[ /-]\d{3,}[ /-]?\d*")
_TIME = re.compile(r"\b(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?P<ap>[ap])\.?m\b\.?|\b(?P<h24>\d{1,2}):(?P<m24>\d{2})\b"
                   r"|\b(?:at|by|from|until|till|before|after)\s+(?P<bare>\d{1,2})(?:\s*o'clock)?"
                   r"(?=\s*(?:$|[.,;!?)]|sharp|and\b|on\b|in the\b|tonight|tomorrow))"
                   r"|\b(?P<word>noon|midday|midnight)\b")
_DATE = re.compile(rf"\b(?P<iso>\d{{4}}-\d{{2}}-\d{{2}})\b"
                   rf"|\b(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}\b\.?"
                   rf"|\b{_MONTH.replace('(', '(?P<m2>', 1)}\.?\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b"
                   r"|\b(?P<dmy>\d{1,2}[./]\d{1,2}[./]\d{2,4})\b")
_AMOUNT = re.compile(r"(?P<cur>[€$£])\s?(?P<a>\d[\d,]*(?:\.\d+)?)(?P<k>k\b)?"
                     r"|\b(?P<n>\d[\d,]*(?:\.\d+)?)(?P<k2>k\b)?(?:\s*(?P<unit>%|[a-z€$£]+))?")
_CODE = re.compile(r"(?<![\w⟨-])(?=[\w-]*\d)(?=[\w-]*[a-z])[a-z\d][\w-]*")


def _month_no(name: str) -> int:
    return next(i + 1 for i, m in enumerate(_MONTHS) if m.startswith(name[:3]))


@functools.lru_cache(maxsize=8192)
def extract_slots(text: str) -> tuple[Slots, str]:
    """Typed values of ``text`` (cleaned, lower case), and the text with each replaced by a placeholder."""
    times: set[int] = set()
    dates: set[str] = set()
    numbers: set[tuple[float, str]] = set()
    ids: set[tuple[str, str]] = set()

    def ident(tag: str, value: str) -> str:
        ids.add((tag, value))
        return f" ⟨{tag}⟩ "

    def time(m: re.Match[str]) -> str:
        if m["word"]:
            times.add(0 if m["word"] == "midnight" else 720)
        elif m["ap"]:
            times.add((int(m["h"]) % 12 + (12 if m["ap"] == "p" else 0)) * 60 + int(m["m"] or 0))
        elif m["h24"]:
            times.add(int(m["h24"]) * 60 + int(m["m24"]))
        elif int(m["bare"]) <= 24:  # "at 9"
            times.add(int(m["bare"]) * 60)
            return m[0][: m.start("bare") - m.start()] + " ⟨time⟩"
        else:
            return m[0]
        return " ⟨time⟩ "

    def date(m: re.Match[str]) -> str:
        if m["iso"] or m["dmy"]:
            dates.add(m["iso"][5:] if m["iso"] else m["dmy"])
        else:
            dates.add(f"{_month_no(m[3] if m['d1'] else m['m2']):02d}-{int(m['d1'] or m['d2']):02d}")
        return " ⟨date⟩ "

    def amount(m: re.Match[str]) -> str:
        value = float((m["a"] or m["n"]).replace(",", "")) * (1000 if (m["k"] or m["k2"]) else 1)
        unit, word = _CURRENCY.get(m["cur"] or "", ""), m["unit"] or ""
        if not unit and word:
            unit = _CURRENCY.get(word, "") or _norm_word(word)
            unit = unit if unit in _UNITS else ""
        numbers.add((value, unit))
        return " ⟨number⟩" + ("" if unit or not word else f" {word}") + " "

    text = _EMAIL.sub(lambda m: ident("email", m[0]), text)
    text = _PHONE.sub(lambda m: ident("phone", re.sub(r"\D", "", m[0])), text)
    text = _TIME.sub(time, _DATE.sub(date, text))
    text = _CODE.sub(lambda m: ident("code", m[0]), text)
    text = re.sub(r"\b(" + "|".join(_NUMBER_WORDS) + r")\b", lambda m: str(_NUMBER_WORDS[m[1]]), text)
    text = _AMOUNT.sub(amount, text)
    weekdays = {d for d in _WEEKDAYS if re.search(rf"\b{d}s?\b", text)}
    months = {f"{_month_no(m):02d}" for m in _MONTHS if re.search(rf"\b{m}\b", text)}
    for d in weekdays:
        text = re.sub(rf"\b{d}s?\b", "⟨weekday⟩", text)
    return Slots(frozenset(numbers), frozenset(weekdays), frozenset(dates | months), frozenset(times),
                 frozenset(ids)), text


Diff = tuple[str, float, str, str]  # ("same" | the kind that changed, certainty, value a, value b)


def _typed_diffs(a: Slots, b: Slots) -> dict[str, Diff]:
    """Each kind of typed value both sides have, compared (amounts only in a common unit, or unitless)."""
    def show(kind: str, values: frozenset[Any]) -> str:
        if kind == "time":
            return ", ".join(f"{m // 60:02d}:{m % 60:02d}" for m in sorted(values))
        if kind == "number":
            return ", ".join(f"{v:g} {u}".strip() for v, u in sorted(values))
        return ", ".join(sorted(values))

    ka, kb = a.kinds(), b.kinds()
    found: dict[str, Diff] = {k: ("same" if ka[k] == kb[k] else k, 1.0, show(k, ka[k]), show(k, kb[k]))
             for k in ("time", "date", "weekday", "email", "phone", "code") if k in ka and k in kb}
    if "number" in ka and "number" in kb:
        ua, ub = {u for _, u in ka["number"]}, {u for _, u in kb["number"]}
        units = ua & ub
        certainty = 1.0 if units - {""} else 0.85 if "" in ua | ub else 0.0  # 500 EUR vs 3 nights: not comparable
        va = {v for v, u in ka["number"] if u in units or not units}
        vb = {v for v, u in kb["number"] if u in units or not units}
        if certainty:
            found["number"] = ("same" if va == vb else "number", certainty, show("number", ka["number"]),
                               show("number", kb["number"]))
    return found


def _typed_diff(a: Slots, b: Slots) -> Diff | None:
    """The first kind that changed, else the first compared kind, else None (nothing comparable)."""
    found = list(_typed_diffs(a, b).values())
    return next((d for d in found if d[0] != "same"), found[0] if found else None)


_RULE = {"number": "changed_number", "time": "changed_date", "date": "changed_date", "weekday": "changed_date"}


# =================================================================================== claims
@dataclass(frozen=True)
class Claim:
    """One parsed clause.  ``kind``: "preference" (``subject`` = the thing liked or rejected, or the
    attribute of a favourite), "fact" (``subject`` ``predicate`` ``value``) or "other" (not parsed)."""

    text: str
    kind: str
    subject: frozenset[str] = frozenset()
    predicate: str = ""
    value: str = ""
    polarity: bool = True
    exclusive: bool = False  # one value at a time: "I prefer …", "my favourite …", "the price is …"
    head: str = ""           # preferences: head noun ("seat" in "window seat")
    action: str = ""         # preferences: verb and preposition of a manner ("sit by" the window)
    qualifier: frozenset[str] = frozenset()  # preferences: "on long flights"
    slots: Slots = Slots()
    about: str = ""          # the subject as written, for evidence
    names: frozenset[str] = frozenset()  # words of names (capitalised in the text) in the value

    @property
    def value_words(self) -> frozenset[str]:
        return _keys(extract_slots(self.value)[1])


def _strip_object(text: str) -> tuple[str, str]:
    """The thing a preference is about, and the verb and preposition of a manner, if any:
    "to sit by the window" → ("window", "sit by"); "to drink coffee" → ("coffee", "")."""
    text = _TRAILING.sub("", text.strip(" .!,")).strip()
    m = _ACTION.match(text)
    action = f"{_norm_word(m['action'].split()[0])} {m['prep'].strip()}" if m and m["prep"] else ""
    return _DETERMINER.sub("", text[m.end():] if m else text), action


def _preference(clause: str) -> list[Claim]:
    if m := _FAVOURITE.match(clause):
        val, attr = _TRAILING.sub("", m["val"] or m["val2"]).strip(" .!"), m["attr"] or m["attr2"] or m["attr3"]
        return [Claim(clause, "preference", _words(attr) | {"favourite"}, "be", val, True, True,
                      slots=extract_slots(val)[0], about=f"the user's favourite {attr}")]
    neg = _PREF_NEG.match(clause) or _NO_X_FOR_ME.match(clause)
    pos = None if neg else _PREF_POS.match(clause)
    request = None if neg or pos else _REQUEST.match(clause)
    if request:
        body = request["a"] or request["b"]
        if not _ACTION.match(body) and len(body.split()) > 4:
            return []
        rest, action = _strip_object(body)
    elif neg or pos:
        rest, action = _strip_object((neg or pos)["rest"])  # type: ignore[index]
    else:
        return []
    claims = []
    if alt := _ALTERNATIVE.search(rest):  # "X instead of Y" also rejects Y
        other, _ = _strip_object(alt["other"])
        claims.append(Claim(clause, "preference", _words(other), "prefer", other, False, about=other))
        rest = rest[: alt.start()]
    core = _QUALIFIER.sub("", rest).strip()
    if not _words(core):
        return claims
    exclusive = bool(request) or bool(pos and ((pos["verb"] or "") in _EXCLUSIVE_PREF or claims
                                               or re.search(r"\b(?:always|only|would)\b", pos["adv"] or "")))
    claims.insert(0, Claim(clause, "preference", _words(core), "prefer", core, not neg, exclusive,
                           _norm_word(core.split()[-1]), action, _keys(rest[len(core):]), extract_slots(core)[0], core))
    return claims


def _predicate(tokens: list[str]) -> tuple[int, str] | None:
    """Position and group of the verb: the first predicate word after a subject ("the start date is …":
    "start" follows "the", it is a noun)."""
    for i, tok in enumerate(tokens):
        group = _PREDICATES.get(tok)
        if group is None or tokens[i - 1] in ("the", "a", "an", "my", "our"):
            continue
        if not _words(" ".join(tokens[:i])) and tokens[0] not in ("i", "we", "user"):
            continue
        if group in ("be", "have") and i + 1 < len(tokens) and _PREDICATES.get(tokens[i + 1], "be") != "be":
            return i + 1, _PREDICATES[tokens[i + 1]]  # "is leaving"
        return i, group
    return None


def _fact(clause: str, names: frozenset[str]) -> Claim | None:
    if m := _CHANGE_OBJECT.search(clause):  # "the landlord raised the rent to 850 euros": about the rent
        clause = f"{m['object']} was moved to {m['value']}"
    tokens = clause.split()
    if change := _CHANGE.search(clause):
        position, predicate = len(clause[: change.start()].split()), "change"
        value_tokens = clause[change.end():].split()
    elif found := _predicate(tokens):
        position, predicate = found
        value_tokens = tokens[position + 1:]
    elif (colon := next((i for i, t in enumerate(tokens[:6]) if t.endswith(":")), None)) is not None:
        tokens[colon] = tokens[colon].rstrip(":")  # "hotel budget: 150 euros"
        position, predicate, value_tokens = colon + 1, "be", tokens[colon + 1:]
    else:
        return None
    subject_tokens = tokens[:position]
    negated = bool(_NEGATORS & set(subject_tokens[-3:])) or value_tokens[:1] in (["not"], ["never"])
    while len(subject_tokens) > 1 and subject_tokens[-1] in _STOP | _NEGATORS:
        subject_tokens.pop()  # auxiliaries: "does not", "will"
    if negated:
        value_tokens = [t for t in value_tokens if t not in ("not", "never")]
    about = " ".join(subject_tokens)
    subject = _keys(about.replace("'s", "")) | ({"user"} if re.match(r"(?:i|we|user)\b", about) else set())
    value = _TRAILING.sub("", re.sub(r"\s*\(.*?\)", "", " ".join(value_tokens)).strip(" .!,")).strip()
    value = re.sub(r"^(?:now|again|currently|actually)\s+", "", value)
    head = _norm_word(subject_tokens[-1]) if subject_tokens else ""
    possessive = bool(re.search(r"^(?:my|our|user's|the user's)\b|'s\b|\bof\b", about))
    nominal = bool(re.search(r"\d|@|^(?:a|an|the)\b", value) or set(value.split()) & names)
    exclusive = predicate in _EXCLUSIVE_PREDICATES or (predicate in ("be", "change") and nominal
                                                       and (head in _ATTRIBUTE_NOUNS or possessive))
    about = re.sub(r"^(?:my|our)\b", "the user's", re.sub(r"^(?:i|we)$", "the user", about))
    return Claim(clause, "fact", subject, predicate, value, not negated, exclusive, head,
                 slots=extract_slots(value)[0], about=about, names=frozenset(value.split()) & names)


_EXTRACTOR = HeuristicEntityExtractor()


def _entities(text: str) -> frozenset[str]:
    """Names (capitalised runs, acronyms) — not months, units, e-mail addresses, nor a single capitalised
    word that only ever opens a sentence ("Corridor side, always.")."""
    text = _ABBREVIATIONS.sub(lambda m: m[1] + " ", text)  # "Dr. Keller" is one name
    tokens = text.split()
    inside = {t.strip(".,:;!?'\"()").lower() for i, t in enumerate(tokens)
              if i and t[:1].isupper() and not tokens[i - 1].endswith((".", "!", "?", ":"))}
    return frozenset(e for e in _EXTRACTOR.extract(_EMAIL.sub(" ", text))
                     if e not in _MONTHS and _norm_word(e) not in _UNITS and e not in _CURRENCY.values()
                     and (" " in e or e in inside or e.upper() in text))


def parse(text: str) -> list[Claim]:
    """Split ``text`` into clauses and parse each (a clause that does not parse is an "other" claim)."""
    names = frozenset(w for name in _entities(text) for w in name.split())
    claims: list[Claim] = []
    for part in _CLAUSES.split(_clean(_ABBREVIATIONS.sub(lambda m: m[1] + " ", text))):
        clause = _DISCOURSE.sub("", part.strip(" .!?,:")).strip()
        if not clause:
            continue
        found = _preference(clause)
        fact = None if found else _fact(clause, names)
        if fact is None and not found and "'s " in clause:
            fact = _fact(clause.replace("'s ", " is ", 1), names)  # "the meeting's on Tuesday"
        claims += found or ([fact] if fact else [Claim(clause, "other", polarity=not _NEGATORS & set(clause.split()),
                                                      slots=extract_slots(clause)[0])])
    return claims


# =================================================================================== comparison
def _verdict(label: Relation, confidence: float, rule: str, evidence: str) -> Judgement:
    if label is Relation.CONTRADICTS and confidence < CONTRADICTION_FLOOR:  # unsure: never a contradiction
        label, rule, evidence = Relation.RELATED, "same_subject", "perhaps changed, not sure: " + evidence
    return Judgement(label=label, confidence=round(min(max(confidence, 0.0), 1.0), 3), rule=rule, evidence=evidence)


def _subject_match(a: frozenset[str], b: frozenset[str]) -> float:
    """1 = same subject; 0.9 = one adds a weak modifier ("next meeting"); 0.8 = one names the attribute the
    other implies ("the report" vs "the report's deadline"); below = different things."""
    small, big = sorted((a, b), key=len)
    if not small:
        return 0.0
    if small == big:
        return 1.0
    if small < big and big - small <= _WEAK_MODIFIERS:
        return 0.9
    return 0.8 if small < big and big - small <= _ATTRIBUTE_NOUNS else 0.6 * _overlap(a, b)


def _compare_preferences(a: Claim, b: Claim) -> Judgement | None:
    C, S, R = Relation.CONTRADICTS, Relation.SUPPORTS, Relation.RELATED
    fav_a, fav_b = "favourite" in a.subject, "favourite" in b.subject
    if fav_a and fav_b:
        return _compare_facts(a, b)
    if fav_a or fav_b:  # "my favourite drink is tea" vs "I don't drink tea"
        fav, other = (a, b) if fav_a else (b, a)
        if not fav.value_words or fav.value_words != other.subject:
            return None
        if fav.polarity != other.polarity:
            return _verdict(C, 0.85, "negated_preference",
                            f"'{fav.value}' is a favourite in one, rejected in the other")
        return _verdict(S, 0.75, "paraphrase", f"both say the user likes '{fav.value}'")
    typed = _typed_diff(a.slots, b.slots)
    if a.subject == b.subject and typed is not None and typed[0] != "same":  # "I want to run 50 km" vs "… 75 km"
        kind, certainty, va, vb = typed
        if a.exclusive and b.exclusive and a.polarity == b.polarity and a.qualifier == b.qualifier:
            return _verdict(C, 0.85 * certainty, _RULE.get(kind, "changed_value"),
                            f"both say how much the user wants '{a.about}': {va} vs {vb}")
        return _verdict(R, 0.6, "same_subject", f"'{a.about}' with {va} in one, {vb} in the other")
    if a.subject == b.subject:
        if a.qualifier and b.qualifier and a.qualifier != b.qualifier:
            return _verdict(R, 0.6, "entity_attribute", f"both about '{a.about}', in different cases")
        sure = 1.0 if a.qualifier == b.qualifier else 0.95
        if a.polarity == b.polarity:
            return _verdict(S, 0.85 * sure, "paraphrase",
                            f"both say the user {'likes' if a.polarity else 'does not want'} '{a.about}'")
        liked, rejected = (a, b) if a.polarity else (b, a)
        if not rejected.qualifier <= liked.qualifier:  # "no coffee after 6 pm" does not deny "I love coffee"
            return _verdict(R, 0.6, "same_subject",
                            f"'{liked.about}' is liked, and rejected only in some cases ('{rejected.text}')")
        return _verdict(C, 0.92 * sure, "negated_preference",
                        f"one says the user likes '{liked.about}', the other that they do not ('{rejected.text}')")
    same_kind = (a.head and a.head == b.head) or (a.action and a.action == b.action)
    if (same_kind and a.exclusive and b.exclusive and a.polarity and b.polarity and not a.subject & b.subject - {a.head}
            and (not a.qualifier or not b.qualifier or a.qualifier == b.qualifier)):
        what = a.head if a.head == b.head else f"way to {a.action}"
        da, db = " ".join(sorted(a.subject - b.subject)), " ".join(sorted(b.subject - a.subject))
        return _verdict(C, 0.85 if a.qualifier == b.qualifier else 0.8, "changed_value",
                        f"both say which {what} the user prefers: '{da}' vs '{db}'")
    if shared := a.subject & b.subject:
        return _verdict(R, 0.6, "same_topic", f"both are preferences about '{' '.join(sorted(shared))}'")
    return None


def _compare_facts(a: Claim, b: Claim) -> Judgement | None:
    C, S, R = Relation.CONTRADICTS, Relation.SUPPORTS, Relation.RELATED
    sm = _subject_match(a.subject, b.subject)
    if sm < 0.8:
        if shared := (a.subject & b.subject) - {"user"}:
            return _verdict(R, 0.55, "same_topic", f"both mention '{' '.join(sorted(shared))}' but about different "
                            f"things ('{a.about}' vs '{b.about}')")
        return None
    pm = 1.0 if a.predicate == b.predicate else _PREDICATE_COMPAT.get(
        frozenset({a.predicate, b.predicate}), 0.85 if "change" in (a.predicate, b.predicate) else 0.0)
    about, said = a.about or b.about, f"'{a.value}' in one, '{b.value}' in the other"
    if not pm:
        return _verdict(R, 0.7, "entity_attribute", f"both about {about}, but one says it {_VERBS[a.predicate]} "
                        f"'{a.value}', the other it {_VERBS[b.predicate]} '{b.value}'")
    sure, verb = sm * pm, _VERBS[a.predicate if a.predicate != "change" else b.predicate]
    typed = _typed_diff(a.slots, b.slots)
    if typed is not None:
        kind, certainty, va, vb = typed
        ra, rb = a.value_words, b.value_words  # what surrounds the typed values: "due", "per night"
        residue = 1.0 if ra == rb else 0.9 if not ra or not rb else 0.8 if _overlap(ra, rb) >= 0.5 else 0.0
        typed_sure = sure * certainty * residue
        if residue and kind == "same":
            if a.polarity != b.polarity:
                return _verdict(C, 0.85 * typed_sure, "negated_fact",
                                f"one says {about} {verb} {va}, the other denies it")
            return _verdict(S, 0.9 * typed_sure, "paraphrase", f"both say {about} {verb} {va}")
        if residue and a.polarity != b.polarity:  # "not on Tuesday" vs "on Thursday" agree
            return _verdict(R, 0.6, "same_subject", f"{about}: {said}, one negated")
        changed = [d for d in _typed_diffs(a.slots, b.slots).values() if d[0] != "same"]
        if residue and len(changed) > 1:  # "6 people on Friday" vs "8 people on Saturday": another occasion
            return _verdict(R, 0.6, "same_subject", f"{about}: {said}, more than one value differs")
        if residue:
            return _verdict(C, 0.93 * typed_sure, _RULE.get(kind, "changed_value"),
                            f"both say what {about} {verb}: {va} vs {vb}")
        if kind != "same" and a.slots.kinds().keys() == b.slots.kinds().keys():  # "€120 a night" vs "€800 a week"
            return _verdict(R, 0.6, "same_subject", f"{about}: {said}, said of different things")
    elif a.slots.kinds() or b.slots.kinds():  # a weekday vs a room number: different attributes
        return _verdict(R, 0.65, "entity_attribute", f"both about {about}, with values of different kinds")
    ra, rb = _keys(a.value), _keys(b.value)  # the values as words ("kastanienallee 12, berlin")
    renamed = (ra - rb) & a.names and (rb - ra) & b.names  # "Dr. Shah at the clinic" vs "Dr. Amaral at the clinic"
    if ra and not renamed and (ra == rb or _overlap(ra, rb) >= 0.6):
        if a.polarity != b.polarity:
            return _verdict(C, 0.85 * sure, "negated_fact", f"one says {about} {verb} '{a.value}', the other denies it")
        return _verdict(S, 0.85 * sure * (1.0 if ra == rb else 0.9), "paraphrase",
                        f"both say {about} {verb} '{a.value}'")
    if len(ra ^ rb) == 2 and any(_ANTONYMS.get(w) in rb for w in ra) and a.polarity == b.polarity:
        return _verdict(C, 0.82 * sure, "negated_fact", f"{about} {verb} {said}")
    if ra and rb and (renamed or not ra & rb) and a.exclusive and b.exclusive and a.polarity == b.polarity:
        return _verdict(C, 0.85 * sure, "changed_value", f"{about} {verb} {said}")
    return _verdict(R, 0.6, "same_subject", f"both about {about}: {said}")


def _whole_text(a: str, b: str, cosine: float | None, *, distinct: bool = False) -> Judgement:
    """The pair as text, when no two claims could be compared: one typed value changed in the same context
    (same names, mostly the same words, no word of another attribute), near-identical wording, shared words,
    names or meaning.  ``distinct``: two claims were found to be about different things of one kind."""
    (slots_a, ta), (slots_b, tb) = extract_slots(_clean(a)), extract_slots(_clean(b))
    wa, wb, ea, eb = _words(ta), _words(tb), _entities(a), _entities(b)
    same_polarity = bool(_NEGATORS & set(ta.split())) == bool(_NEGATORS & set(tb.split()))
    only_one = {e for e in ea ^ eb if _words(_clean(e)) and _clean(e) not in (ta if e in eb else tb)}  # names one lacks
    j, cos = _overlap(wa, wb), cosine or 0.0
    diffs = _typed_diffs(slots_a, slots_b)
    changed = [d for d in diffs.values() if d[0] != "same"]
    other_attribute = (wa ^ wb) & _ATTRIBUTE_VERBS  # "arrives" in one only: perhaps another attribute
    if (len(changed) == 1 and same_polarity and not (only_one or other_attribute or distinct) and wa & wb
            and (j >= 0.5 or cos >= 0.8 and j >= 0.3)):
        kind, certainty, va, vb = changed[0]
        return _verdict(Relation.CONTRADICTS, (0.55 + 0.35 * j) * (1.0 if certainty == 1.0 else 0.9),
                        _RULE.get(kind, "changed_value"), f"the same context ({', '.join(sorted(wa & wb))}) with "
                        f"another {kind}: {va} vs {vb}")
    same_kinds = slots_a.kinds().keys() == slots_b.kinds().keys()  # a weekday in one only: other information
    if not changed and same_kinds and not (only_one or distinct) and same_polarity and (j >= 0.6 or cos >= 0.88):
        score = max(j, 0.5 + (cos - 0.88) / 0.24 if cosine is not None else 0.0)
        return _verdict(Relation.SUPPORTS, 0.55 + 0.3 * min(score, 1.0), "paraphrase",
                        f"near-identical wording ({len(wa & wb)} of {len(wa | wb)} content words shared"
                        + (f", cosine {cosine:.2f})" if cosine is not None else ")"))
    shared = (wa & wb) | (ea & eb) | {f"the same {k}" for k, d in diffs.items() if d[0] == "same"}
    if shared or cos >= 0.5:
        what = f"'{', '.join(sorted(shared)[:4])}'" if shared else f"similar things (cosine {cos:.2f})"
        return _verdict(Relation.RELATED, min(0.4 + 0.1 * len(shared) + max(cos - 0.5, 0.0), 0.75), "same_topic",
                        f"both mention {what}, but say different things")
    return _verdict(Relation.NONE, 0.9 if cosine is None else min(1.0, 1.1 - cos), "none",
                    "no shared subject, words or names")


# =================================================================================== frames
_FRAME_CUES = {name: re.compile(cue) for name, (cue, _, _) in FRAMES.items()}
_NAME_RUN = re.compile(r"(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-ZÀ-Ý][\wà-ÿß'-]*"
                       r"(?:\s+(?:(?:de|da|do|van|von|del|der|di|la|le)\s+)?[A-ZÀ-Ý][\wà-ÿß'-]*)*")
_TITLES = frozenset({"dr", "mr", "mrs", "ms", "prof"})
Names = frozenset[frozenset[str]]


@dataclass(frozen=True)
class _Frame:
    """A statement read as one attribute of one thing: ``name`` the attribute ("departure"); ``value`` its
    typed value, or for names ``candidates`` (the names from the cue on: "Hotel Miramar", perhaps "Milan");
    ``names`` all names; ``anchors`` runs of other content words ("birthday party"); ``others`` typed values
    of other kinds (a weekday), which must agree."""

    name: str
    value: Any
    candidates: Names
    names: Names
    anchors: Names
    others: tuple[tuple[str, frozenset[Any]], ...]
    modifiers: Names = frozenset()  # anchor runs right before a cue word ("office" in "the office address")


def _word(token: str) -> str:
    return re.sub(r"'(?:s|ll|re|ve|d|m)$", "", token.lower().strip(".,:;!?\"()"))


def _names(text: str) -> list[tuple[int, int, frozenset[str]]]:
    """Capitalised runs (start, end, words), without the words that open a sentence but name nothing
    ("Booked", "Address"), months, weekdays and single cue words ("GP")."""
    found = []
    for m in _NAME_RUN.finditer(text):
        words = [(w.start() + m.start(), w[0]) for w in re.finditer(r"\S+", m[0])]
        opening = m.start() == 0 or re.search(r"[.!?:;]\s*$", text[: m.start()]) is not None
        while words and ((w := _word(words[0][1])) in NOT_NAMES or w in _MONTHS or w in _WEEKDAYS or w == "i"
                         or (opening and (w in CUE_WORDS or w.endswith("ed")))):
            words, opening = words[1:], False
        norm = frozenset(_word(w) for _, w in words) - {"the"} - _TITLES  # "Dr. Keller" = "Keller"
        if norm and not (len(norm) == 1 and {_norm_word(w) for w in norm} <= CUE_WORDS) \
                and not {_norm_word(w) for w in norm} <= _UNITS:  # "GPs", "EUR"
            found.append((words[0][0], m.end(), norm))
    return found


@functools.lru_cache(maxsize=8192)  # one memory is compared with many
def _frames(text: str) -> tuple[_Frame, ...]:
    """Each attribute frame the statement fills (see :mod:`memgraph_py.judge_patterns`); none when it is
    negated, names rival attributes, or holds more than one value of the frame's kind."""
    text = RETRACTED.sub("", _ABBREVIATIONS.sub(lambda m: m[1] + " ", text.replace("’", "'")))
    text = LIMIT_NEGATION.sub(" at most", text)
    names = _names(text)
    masked = list(text.lower())
    for start, end, _ in names:  # "Hotel Aurora" names a hotel, it is no cue
        masked[start:end] = " " * (end - start)
    low = "".join(masked)
    cues = {name: m for name, cue in _FRAME_CUES.items() if (m := cue.search(low))}
    if not cues or any(len(group & cues.keys()) > 1 for group in RIVALS) \
            or _NEGATORS & set(re.findall(r"[a-z]+", _clean(text))):
        return ()
    out = []
    for frame, cue in cues.items():
        kind, rest = FRAMES[frame][1], text
        value: Any = None
        candidates: Names = frozenset()
        if kind == "address":
            found = [m for m in ADDRESS.finditer(text) if m.start() >= cue.start()]
            if len(found) != 1:
                continue
            city = re.match(r",\s*([A-ZÀ-Ý][\w'-]*(?:\s+[A-ZÀ-Ý][\w'-]*)*)", text[found[0].end():])
            end = found[0].end() + (city.end() if city else 0)
            value, rest = " ".join(text[found[0].start():end].lower().split()), text[: found[0].start()] + text[end:]
        elif kind == "language":
            languages = set(re.findall(r"[a-z]+", text.lower())) & LANGUAGES
            if len(languages) != 1:
                continue
            value = next(iter(languages))
        elif kind == "name":
            candidates = frozenset(n for start, _, n in names if start >= cue.start())
            if not candidates:
                continue
        slots, placeholders = extract_slots(_clean(rest))
        kinds = slots.kinds()
        if kind in kinds:
            values = kinds[kind]
            if kind == "number":
                if len({u for _, u in values} - {""}) > 1 or len({v for v, _ in values}) != 1:
                    continue
                value = (next(iter(values))[0], max(u for _, u in values))
            elif len(values) == 1:
                value = next(iter(values))
        if value is None and kind != "name":
            continue
        in_rest = [n[2] for n in names if (value is None or n[2] & {_word(w) for w in rest.split()})
                   and not (kind == "language" and n[2] <= LANGUAGES)]
        runs, modifiers = _anchors(placeholders, in_rest)
        others = tuple((k, v) for k, v in sorted(kinds.items()) if k != kind)
        out.append(_Frame(frame, value, candidates, frozenset(in_rest), runs, others, modifiers))
    return tuple(out)


def _anchors(text: str, names: list[frozenset[str]]) -> tuple[Names, Names]:
    """Runs of content words of ``text`` (cleaned, with placeholders) that are no name, cue or typed value
    ("birthday party"), and those of them right before a cue word ("office" in "the office address")."""
    drop = {w for n in names for w in n}
    runs: list[frozenset[str]] = []
    modifiers: list[frozenset[str]] = []
    run: list[str] = []
    for w in [*(_word(t) for t in text.replace("/", " ").split() if _word(t) not in drop), "⟨end⟩"]:
        stem = _norm_word(w) if w else w
        if (not stem or "⟨" in w or w in _STOP or w in _NEGATORS or stem in CUE_WORDS or w in CUE_WORDS
                or w in _WEAK_MODIFIERS or w in LANGUAGES or w in _TITLES):
            if run:
                runs.append(frozenset(run))
                if stem in CUE_WORDS or w in CUE_WORDS:
                    modifiers.append(frozenset(run))
            run = []
        else:
            run.append(stem)
    return frozenset(runs), frozenset(modifiers)


def _same_things(a: Names, b: Names) -> tuple[bool, bool]:
    """Whether two sets of names (or word runs) can be about the same things, and whether exactly: every run
    sharing a word with a run of the other is equal to it (exact) or one holds the other ("Anna" in "Anna
    Berger"); runs that share nothing are other words ("spend", "keep")."""
    exact = True
    for x in a:
        for y in b:
            if x & y and x != y:
                if not (x < y or y < x):
                    return False, False
                exact = False
    return True, exact


def _unmatched(a: Names, b: Names) -> bool:
    """Each side names something the other does not mention at all."""
    return any(not any(x & y for y in b) for x in a) and any(not any(x & y for x in a) for y in b)


def _unmatched_in(a: Names, b: Names) -> bool:
    """Some run of ``a`` shares nothing with ``b``."""
    return any(not any(x & y for y in b) for x in a)


def _one_sided(a: Names, b: Names) -> bool:
    """One side names something the other does not mention."""
    return any(not any(x & y for y in b) for x in a) or any(not any(x & y for x in a) for y in b)


def _shared(a: Names, b: Names) -> set[str]:
    return {w for x in a for y in b for w in x & y}


def _show(value: Any) -> str:
    if isinstance(value, frozenset):
        return " ".join(sorted(value))
    if isinstance(value, tuple):
        return f"{value[0]:g} {value[1]}".strip()
    return f"{value // 60:02d}:{value % 60:02d}" if isinstance(value, int) else str(value)


def _show_other(kind: str, values: frozenset[Any]) -> str:
    return ", ".join(sorted(_show(v) for v in values)) if kind in ("time", "number") else ", ".join(sorted(values))


def _frame_pair(fa: _Frame, fb: _Frame) -> Judgement | None:
    """One frame of each statement, the same attribute: see :func:`_compare_frames`."""
    va, vb = fa.value, fb.value
    names_a, names_b = fa.names, fb.names
    if FRAMES[fa.name][1] == "name":  # the value: the one name from the cue on that the other does not have
        new_a = {n for n in fa.candidates if not any(n & m for m in fb.names)}
        new_b = {n for n in fb.candidates if not any(n & m for m in fa.names)}
        if len(new_a) != len(new_b) or len(new_a) > 1:
            return None
        if new_a:
            (va,), (vb,) = new_a, new_b
        else:
            va = vb = next(iter(fa.candidates & fb.candidates), None)
            if va is None:
                return None
        names_a, names_b = names_a - new_a - {va}, names_b - new_b - {vb}
    names_ok, names_exact = _same_things(names_a, names_b)
    runs_ok, runs_exact = _same_things(fa.anchors, fb.anchors)
    shared = _shared(names_a, names_b) | _shared(fa.anchors, fb.anchors) | {  # the same day: the same occasion
        _show_other(k, oa) for k, oa in fa.others for kb, ob in fb.others if k == kb and oa == ob and k != "number"}
    modified = _unmatched_in(fa.modifiers, fb.anchors) or _unmatched_in(fb.modifiers, fa.anchors)  # "office address"
    user = FRAMES[fa.name][2] and not names_a and not names_b and not modified  # the user's own: "my rent"
    if not (names_ok and runs_ok and (shared or user)) or _unmatched(names_a, names_b) \
            or _unmatched(fa.anchors, fb.anchors):
        return None  # "the flight to Dublin" vs "the flight to Berlin", "the flight" vs "the train": two things
    if any(k == kb and oa != ob for k, oa in fa.others for kb, ob in fb.others):
        return None  # "8 people on Wednesday" vs "6 people on Sunday": another day
    exact = (names_exact and runs_exact and not modified and not _one_sided(names_a, names_b)
             and {k for k, _ in fa.others} == {k for k, _ in fb.others})  # a name or a day in one only: less sure
    what = fa.name + (f" of {' '.join(sorted(shared))}" if shared else "")
    if isinstance(va, tuple):  # amounts: units must agree where both say one
        if va[1] and vb[1] and va[1] != vb[1]:
            return None
        same = va[0] == vb[0]
    else:
        same = va == vb
    if same:
        return _verdict(Relation.SUPPORTS, 0.8 if exact else 0.7, "paraphrase", f"both say the {what} is {_show(va)}")
    kind = FRAMES[fa.name][1]
    return _verdict(Relation.CONTRADICTS, 0.85 if exact else 0.75, _RULE.get(kind, "changed_value"),
                    f"both give the {what}: {_show(va)} vs {_show(vb)}")


def _compare_frames(a: str, b: str) -> Judgement | None:
    """Two statements filling the same attribute frame of the same thing (the same names and anchor words, or
    the user's own when none) with values of the frame's kind: another value → CONTRADICTS (0.85, or 0.75
    when the things only overlap: "Anna" vs "Anna Berger"), the same value → SUPPORTS."""
    best: Judgement | None = None
    frames_a = _frames(a)
    for fa in frames_a:
        for fb in _frames(b):
            found = _frame_pair(fa, fb) if fa.name == fb.name else None
            if found and (best is None or (_RANK[found.label], found.confidence) > (_RANK[best.label], best.confidence)):
                best = found
    return best


# =================================================================================== judges
def _kind(kind: Any) -> str | None:
    return None if kind is None else str(getattr(kind, "value", kind))


_RANK = {Relation.CONTRADICTS: 3, Relation.SUPPORTS: 2, Relation.RELATED: 1, Relation.NONE: 0}


class HeuristicJudge(Judge):
    """The offline judge: documented patterns, deterministic, no network.  ``embedder`` (optional, any
    :class:`~memgraph_py.embed.Embedder`) adds the cosine of the two texts to paraphrase and topic checks."""

    def __init__(self, embedder: Any | None = None) -> None:
        self.embedder = embedder
        self.name = "heuristic" if embedder is None else f"heuristic+{getattr(embedder, 'name', 'embedder')}"
        self._vectors: dict[str, list[float]] = {}

    def _embed(self, texts: Iterable[str]) -> None:
        missing = list(dict.fromkeys(t for t in texts if t not in self._vectors))
        if self.embedder is not None and missing:
            if len(self._vectors) > 50_000:
                self._vectors.clear()
            self._vectors.update(zip(missing, self.embedder.embed(missing), strict=True))

    def _cosine(self, a: str, b: str) -> float | None:
        if self.embedder is None:
            return None
        self._embed((a, b))
        va, vb = self._vectors[a], self._vectors[b]
        norm = math.sqrt(sum(x * x for x in va) * sum(y * y for y in vb))
        return sum(x * y for x, y in zip(va, vb)) / norm if norm else 0.0

    def judge(self, a: str, b: str, *, a_kind: str | None = None, b_kind: str | None = None) -> Judgement:
        """The strongest verdict over all pairs of claims (contradicts > supports > related), else (or when
        no claim of one is about the subject of the other) the verdict on the texts as a whole."""
        best: Judgement | None = None
        distinct = False  # two facts about different things of one kind ("the csv report", "the ops report")
        for ca in parse(a):
            for cb in parse(b):
                sa, sb = ca.subject - {"user"}, cb.subject - {"user"}
                distinct |= ca.kind == cb.kind == "fact" and bool(sa & sb and sa - sb and sb - sa)
                found = (_compare_preferences(ca, cb) if ca.kind == cb.kind == "preference"
                         else _compare_facts(ca, cb) if ca.kind == cb.kind == "fact" else None)
                if found and (best is None or (_RANK[found.label], found.confidence)
                              > (_RANK[best.label], best.confidence)):
                    best = found
        if best is None or best.rule == "same_topic":
            text = _whole_text(a, b, self._cosine(a, b), distinct=distinct)
            if best is None or _RANK[text.label] > _RANK[best.label]:
                best = text
        if best.label in (Relation.RELATED, Relation.NONE) and (framed := _compare_frames(a, b)):
            best = framed  # the same attribute of the same thing, said in other words
        if best.label is Relation.CONTRADICTS and {_kind(a_kind), _kind(b_kind)} & _NON_ASSERTIVE_KINDS:
            best = best.model_copy(update={"confidence": min(best.confidence, round(AUTO_RESOLVE_THRESHOLD - 0.1, 3)),
                                           "evidence": best.evidence + " (one is a plan or a step, not a belief)"})
        return best

    def judge_many(self, pairs: Iterable[Pair]) -> list[Judgement]:
        pairs = [tuple(p) for p in pairs]
        self._embed(t for p in pairs for t in p[:2])  # one batch for the whole set
        return super().judge_many(pairs)


class OpenAIJudge(Judge):
    """A judge backed by any OpenAI-compatible chat model (``base_url``), replying through a strict JSON
    schema.  An invalid reply (not JSON, wrong fields, a refusal) gives the heuristic's verdict, whose evidence
    then says so; a failed request raises :class:`~memgraph_py.errors.MemLineageError`."""

    SYSTEM = ("You compare two memories an assistant keeps about its user and the user's world. Decide how the "
              "second relates to the first: 'contradicts' if both cannot be true now (a value, number, date or "
              "preference changed), 'supports' if they say the same thing, 'related' if they share a topic but "
              "neither confirms nor contradicts the other (e.g. the same thing, a different attribute), 'none' if "
              "unrelated. Only answer 'contradicts' when you are sure. Give a confidence between 0 and 1 and one "
              "sentence of evidence naming what differs or agrees.")
    SCHEMA: dict[str, Any] = {"name": "relation_judgement", "strict": True, "schema": {
        "type": "object", "additionalProperties": False, "required": ["label", "confidence", "evidence"],
        "properties": {"label": {"type": "string", "enum": [r.value for r in Relation]},
                       "confidence": {"type": "number"},  # 0..1, checked here: keep to the strict subset
                       "evidence": {"type": "string"}}}}

    def __init__(self, model: str, base_url: str | None = None, api_key: str | None = None, *, timeout: float = 30.0,
                 max_retries: int = 2, concurrency: int = 4, fallback: Judge | None = None) -> None:
        if not model or concurrency < 1:
            raise ValueError("model must be a non-empty string and concurrency >= 1")
        try:
            import openai
        except ImportError as exc:
            raise ConfigurationError("the OpenAI judge needs the Python package 'openai': "
                                     "pip install 'memlineage[openai]'") from exc
        key = api_key or os.environ.get("OPENAI_API_KEY")
        if not key and base_url is None:
            raise ConfigurationError("no API key for the OpenAI API: set OPENAI_API_KEY or pass api_key")
        self.model, self.base_url, self.name, self.concurrency = model, base_url, f"openai:{model}", concurrency
        self._client = openai.OpenAI(api_key=key or "unused", base_url=base_url, timeout=timeout,
                                     max_retries=max_retries)  # self-hosted servers usually need no key
        self._fallback = fallback or HeuristicJudge()

    def __repr__(self) -> str:  # never shows the key
        return f"OpenAIJudge(model={self.model!r}, base_url={self.base_url!r})"

    def judge(self, a: str, b: str, *, a_kind: str | None = None, b_kind: str | None = None) -> Judgement:
        import openai

        memories = "\n".join(f"Memory {n}{f' ({_kind(k)})' if k else ''}: {t}" for n, t, k in (("A", a, a_kind),
                                                                                              ("B", b, b_kind)))
        request: dict[str, Any] = {"response_format": {"type": "json_schema", "json_schema": self.SCHEMA},
                                   "messages": [{"role": "system", "content": self.SYSTEM},
                                                {"role": "user", "content": memories}]}
        try:
            response = self._client.chat.completions.create(model=self.model, temperature=0, **request)
        except openai.OpenAIError as exc:
            raise MemLineageError(f"judge request to {self.base_url or 'OpenAI'} failed: {exc}") from exc
        try:
            message = response.choices[0].message
            if getattr(message, "refusal", None):
                raise ValueError(f"the model refused: {message.refusal}")
            reply = json.loads(message.content or "")
            if not isinstance(reply, dict) or set(reply) != {"label", "confidence", "evidence"}:
                raise ValueError(f"expected the fields label, confidence, evidence, got {reply!r:.80}")
            evidence = reply["evidence"]
            if isinstance(reply["confidence"], bool) or not isinstance(evidence, str) or not evidence.strip():
                raise ValueError("confidence must be a number and evidence a sentence")
            return Judgement(label=Relation(reply["label"]), confidence=reply["confidence"], rule="llm",
                             evidence=reply["evidence"].strip())
        except (ValueError, TypeError, IndexError, AttributeError) as exc:  # pydantic's ValidationError: a ValueError
            fallback = self._fallback.judge(a, b, a_kind=a_kind, b_kind=b_kind)
            reason = " ".join(str(exc).split())[:160]
            return fallback.model_copy(update={
                "evidence": f"the model's reply was invalid ({reason}); heuristic judge: {fallback.evidence}"})

    def judge_many(self, pairs: Iterable[Pair]) -> list[Judgement]:
        """Up to ``concurrency`` requests at a time; verdicts in the order of ``pairs``."""
        from concurrent.futures import ThreadPoolExecutor

        items = [(*p, None, None)[:4] for p in pairs]
        with ThreadPoolExecutor(max_workers=self.concurrency) as pool:
            return list(pool.map(lambda p: self.judge(p[0], p[1], a_kind=p[2], b_kind=p[3]), items))
