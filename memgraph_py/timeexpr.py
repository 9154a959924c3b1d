"""Dates and time ranges written in words, resolved against a reference time (no I/O, no model).

Extraction uses :func:`find_dates` to give an event its date ("next Tuesday", "on 3 March", "2026-05-14",
"14/05", "tomorrow"); query understanding uses :func:`find_range` to turn "last week", "yesterday",
"in March", "since Monday" or "in the last 3 days" into a ``(since, until)`` filter. :func:`parse_instant`
reads the exact times callers give (``as_of`` from the shell or an MCP tool).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, timezone

from .errors import InvalidInputError

__all__ = ["DateMention", "TimeRange", "find_dates", "find_range", "parse_instant"]

MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december")
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTH = (r"(?P<mon>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
          r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_WEEKDAY = r"(?P<wd>mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?"
_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10, "couple of": 2, "few": 3}

_DATE_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple((name, re.compile(p, re.I)) for name, p in (
    ("iso", r"\b(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})\b"),
    ("day_month", rf"\b(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}\b\.?(?:,?\s+(?P<y>\d{{4}}))?"),
    ("month_day", rf"\b{_MONTH}\.?\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+(?P<y>\d{{4}}))?"),
    ("numeric", r"(?<![\d/.])(?P<a>\d{1,2})[/.](?P<b>\d{1,2})(?:[/.](?P<y>\d{2,4}))?(?![\d/.])"),
    ("relative_day", r"\b(?P<rel>today|tonight|tomorrow|day after tomorrow|yesterday)\b"),
    ("weekday", rf"\b(?P<which>next|this|on|coming|last)?\s*{_WEEKDAY}\b"),
    ("in_n", r"\bin (?P<n>\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few) "
             r"(?P<unit>days?|weeks?|months?)\b"),
    ("next_unit", r"\bnext (?P<unit>week|month|year)\b"),
))


@dataclass(frozen=True)
class DateMention:
    """A date found in a text: the words, the resolved day, and how sure the reading is (a bare
    "03/04" is ambiguous; "2026-03-04" is not)."""

    text: str
    day: date
    certain: bool


@dataclass(frozen=True)
class TimeRange:
    """A time filter read from a query: ``since`` inclusive, ``until`` exclusive, and the words."""

    text: str
    since: datetime | None
    until: datetime | None


def _month(name: str) -> int:
    return next(i + 1 for i, m in enumerate(MONTHS) if m.startswith(name.lower()[:3]))


def _weekday(name: str) -> int:
    return next(i for i, d in enumerate(WEEKDAYS) if d.startswith(name.lower()[:3]))


def _count(word: str) -> int:
    word = word.lower().removeprefix("a ").strip() if word.lower() not in ("a", "an") else word.lower()
    return int(word) if word.isdigit() else _NUMBER_WORDS.get(word, 1)


def _safe(y: int, m: int, d: int) -> date | None:
    try:
        return date(y, m, d)
    except ValueError:
        return None


def _upcoming(today: date, month: int, day: int) -> date | None:
    """A day and month without a year: this year's, or next year's when it is already more than a
    month past (a conversation mentions upcoming and recent dates, rarely ones eleven months away)."""
    found = _safe(today.year, month, day)
    if found is not None and (today - found).days > 31:
        found = _safe(today.year + 1, month, day)
    return found


def find_dates(text: str, now: datetime) -> list[DateMention]:
    """Every date ``text`` names, resolved against ``now`` (the message's time), in order of appearance."""
    today = now.date()
    found: list[tuple[int, DateMention]] = []
    taken: list[tuple[int, int]] = []
    for name, pattern in _DATE_PATTERNS:
        for m in pattern.finditer(text):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue
            day: date | None = None
            certain = True
            g = m.groupdict()
            if name == "iso":
                day = _safe(int(g["y"]), int(g["m"]), int(g["d"]))
            elif name in ("day_month", "month_day"):
                month, d = _month(g["mon"]), int(g["d"])
                day = _safe(int(g["y"]), month, d) if g.get("y") else _upcoming(today, month, d)
            elif name == "numeric":
                a, b = int(g["a"]), int(g["b"])
                if not (1 <= a <= 31 and 1 <= b <= 31) or (a > 12 and b > 12):
                    continue
                day_, month_ = (a, b) if a > 12 or b <= 12 else (b, a)  # day first unless that cannot be
                certain = a > 12 or b > 12
                year = int(g["y"]) if g["y"] else None
                if year is not None and year < 100:
                    year += 2000
                day = _safe(year, month_, day_) if year else _upcoming(today, month_, day_)
            elif name == "relative_day":
                offsets = {"today": 0, "tonight": 0, "tomorrow": 1, "day after tomorrow": 2, "yesterday": -1}
                day = today + timedelta(days=offsets[g["rel"].lower()])
            elif name == "weekday":
                target = _weekday(g["wd"])
                ahead = (target - today.weekday()) % 7
                which = (g["which"] or "").lower()
                if which == "last":
                    day = today - timedelta(days=(today.weekday() - target) % 7 or 7)
                else:
                    day = today + timedelta(days=ahead or 7)
            elif name == "in_n":
                n, unit = _count(g["n"]), g["unit"].lower()
                day = today + timedelta(days=n * (1 if unit.startswith("day") else 7 if unit.startswith("week") else 30))
            elif name == "next_unit":
                unit = g["unit"].lower()
                day = today + timedelta(days=7 if unit == "week" else 30 if unit == "month" else 365)
                certain = False
            if day is not None:
                taken.append((m.start(), m.end()))
                found.append((m.start(), DateMention(m[0].strip(), day, certain)))
    return [d for _, d in sorted(found, key=lambda f: f[0])]


_RANGE = re.compile(
    r"\b(?P<yesterday>yesterday)\b|\b(?P<today>today|this morning|tonight)\b"
    r"|\b(?P<lastn>(?:in |over |during )?(?:the )?(?:last|past) (?P<n>\d+|two|three|four|five|six|seven|ten|few|couple of) "
    r"(?P<unit>days?|weeks?|months?))\b"
    r"|\b(?P<last>last|past|previous) (?P<lunit>week|month|year)\b"
    r"|\b(?P<this>this) (?P<tunit>week|month|year)\b"
    r"|\bsince (?P<since_wd>mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b"
    rf"|\b(?:in|during|back in|since) {_MONTH}\b(?:\s+(?P<y>\d{{4}}))?"
    r"|\b(?:on|since) (?P<iso>\d{4}-\d{2}-\d{2})\b"
    r"|\blast (?P<lwd>mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b",
    re.I)


def find_range(text: str, now: datetime) -> TimeRange | None:
    """The first time expression of a query as a half-open range of creation times, or None."""
    m = _RANGE.search(text)
    if m is None:
        return None
    tz = now.tzinfo or timezone.utc
    today = now.date()

    def at(day: date) -> datetime:
        return datetime.combine(day, time.min, tzinfo=tz)

    g = m.groupdict()
    since: date | None
    until: date | None
    if g["yesterday"]:
        since, until = today - timedelta(days=1), today
    elif g["today"]:
        since, until = today, today + timedelta(days=1)
    elif g["lastn"]:
        n, unit = _count(g["n"]), g["unit"].lower()
        days = n * (1 if unit.startswith("day") else 7 if unit.startswith("week") else 30)
        return TimeRange(m[0].strip(), now - timedelta(days=days), None)
    elif g["last"]:
        unit = g["lunit"].lower()
        if unit == "week":
            start = today - timedelta(days=today.weekday() + 7)
            since, until = start, start + timedelta(days=7)
        elif unit == "month":
            first = today.replace(day=1)
            prev = (first - timedelta(days=1)).replace(day=1)
            since, until = prev, first
        else:
            since, until = date(today.year - 1, 1, 1), date(today.year, 1, 1)
    elif g["this"]:
        unit = g["tunit"].lower()
        since = (today - timedelta(days=today.weekday()) if unit == "week" else today.replace(day=1) if unit == "month"
                 else date(today.year, 1, 1))
        until = None
    elif g["since_wd"]:
        since, until = today - timedelta(days=(today.weekday() - _weekday(g["since_wd"])) % 7), None
    elif g["mon"]:
        month = _month(g["mon"])
        year = int(g["y"]) if g["y"] else (today.year if month <= today.month else today.year - 1)
        since = date(year, month, 1)
        until = date(year + (month == 12), month % 12 + 1, 1)
        if m[0].lower().startswith("since"):
            until = None
    elif g["iso"]:
        day = date.fromisoformat(g["iso"])
        since, until = day, (day + timedelta(days=1) if m[0].lower().startswith("on") else None)
    else:
        target = _weekday(g["lwd"])
        day = today - timedelta(days=(today.weekday() - target) % 7 or 7)
        since, until = day, day + timedelta(days=1)
    return TimeRange(m[0].strip(), at(since) if since else None, at(until) if until else None)


def parse_instant(value: str, name: str = "as_of") -> datetime:
    """An ISO 8601 time with its zone ("Z" accepted), or an InvalidInputError naming the argument: a time without a
    zone is refused rather than guessed, since point-in-time answers depend on it."""
    try:
        when = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise InvalidInputError(f"{name} {value!r} is not an ISO 8601 time (e.g. 2026-11-30T15:00:00+00:00)") from None
    if when.tzinfo is None:
        raise InvalidInputError(f"{name} needs a time zone (e.g. +00:00 or Z)")
    return when
