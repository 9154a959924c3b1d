"""Cited text (stop 41, issue 18): a quotation that stands on its own — opened after a colon, a sentence's end, a line's
start or a symbol, not as the complement of the speaker's own words — is text being cited (an example from a book, a
club's rules, a message to pass on), not the speaker stating something about themself.

Why (docs/first_contact_replay.md, stop 41): on the first contacts heldout22…heldout34 a recurring cause of fact and
constraint false positives is a first-person sentence inside quote marks after a short frame: "In the English textbook:
'My phone number is +44 7700 123123.' Only example.", "In my English book: 'My dog is called Pepper.'", "Surf school
rules, pasted: 'No lessons on Mondays. Max 8 per group.'", "Write for my cousin a message: 'I don't eat meat. I am
vegetarian.' He is shy.", "README example: 'Max budget: 300 dollars'.", "Fwd from my cousin 👇 'I'm lactose
intolerant'". The extractor masks a quote when a word before it names a source or a reporting verb
(``extract_clauses._REPORTING``: says, menu, rules …), a list extended source by source; this reads the *shape*: the
quote marks themselves, where they open, say the words are cited.

A quotation is **cited** when

* its opening mark comes after a colon, a sentence end (``.!?``), the start of a line, a dash or a symbol beyond
  ASCII (an emoji, an arrow) — not after a word: "my motto is 'Less is more'", "echo 'I prefer window seats' >>
  ~/me.txt", "remind \"Wednesdays are off limits\"" quote a value inside the speaker's own sentence or command; nor
  after markup, an assignment or a one-word key (``value = "Dr. Shah"``, ``liked = ["Thai food"]``, ``"dentist": "Dr.
  Shah"``: a setting's value);
* it starts with a capital letter and holds at least two words (a sentence, not a one-word label);
* the frame before it, in its sentence, does not ask for it to be kept ("Please note this down: 'No calls after 8.'",
  "Save this for me: '…'"): then the quoted words are the note.

A preference, constraint or fact of a user's message is **read from cited text** when its clause, found in the
message, has more letters and digits inside cited quotations than outside them, a short frame before the quote (six
words at most: "Example from my English book:") not counted as outside. :func:`uncited` drops those.

No import from the package: ``tools/first_contact_replay.py`` loads this file by path to apply the same check at
commits that predate it (a labelled measurement).
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["CITED_CLASSES", "cited_spans", "read_from_cited", "uncited"]

#: The classes whose readings are checked.
CITED_CLASSES = ("preference", "constraint", "fact")

_OPEN = "'\"“‘«"
_CLOSE = {"'": "'’", '"': '"”', "“": "”\"", "‘": "’'", "«": "»"}
#: a request to keep what follows ("note this down", "save this", "remember: …", "add to my file")
_KEEP = re.compile(r"(?i)\b(?:jot|write|note|take|put)(?: (?:this|that|it))? down\b|"
                   r"^\W*(?:please\s+)?(?:save|store|remember|record|note|log|keep|add|file|jot)\b|"
                   r"\b(?:save|store|remember|record|note|log|keep|add|file)\b.{0,30}\b(?:my|our)\b")
#: what a cited quotation opens after: a colon, a sentence's end, a line's start, a dash (or any symbol beyond ASCII: an
#: emoji, an arrow); not a word, nor markup or an assignment (``value = "Dr. Shah"``, ``liked = ["Thai food"]``)
_ALONE_AFTER = ":.!?\n-"
_ALNUM = re.compile(r"[^\W_]")
_WORD = re.compile(r"[^\W_][\w'’-]*")


def _closing(text: str, start: int, mark: str) -> int:
    """Index just past the quotation opened at ``start`` (its closing mark: not an apostrophe inside a word; the line's
    end when it is left open)."""
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    for i in range(start + 1, line_end):
        if text[i] in _CLOSE[mark]:
            if text[i] in "'’" and i + 1 < len(text) and text[i - 1].isalnum() and text[i + 1].isalnum():
                continue  # an apostrophe: "I'm", "don't"
            return i + 1
    return line_end


def cited_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each cited quotation of ``text`` (see the module docstring)."""
    spans: list[tuple[int, int]] = []
    i = 0
    while i < len(text):
        mark = text[i]
        if mark not in _OPEN or (mark in "'’" and i > 0 and text[i - 1].isalnum()):
            i += 1
            continue
        end = _closing(text, i, mark)
        inner = text[i + 1:end].strip(" \t" + _OPEN + "”’»")
        before = text[:i].rstrip(" \t")
        opened_alone = not before or before[-1] in _ALONE_AFTER or not (before[-1].isascii() or before[-1].isalnum())
        sentence = re.split(r"(?<=[.!?])\s+|\n", before)[-1] if before else ""
        field = re.fullmatch(r"\s*\S+\s*:", sentence)  # a field's value ("dentist": "Dr. Shah", likes: "Thai food")
        if opened_alone and not field and inner[:1].isupper() and len(_WORD.findall(inner)) >= 2 and not _KEEP.search(sentence):
            spans.append((i, end))
        i = max(end, i + 1)
    return spans


def _located(text: str, clause: str) -> tuple[int, int] | None:
    """Where ``clause`` (a candidate's span or content) is in ``text``: exactly, or without its end punctuation."""
    for probe in (clause, clause.strip(), clause.strip().rstrip(".!?…").rstrip()):
        if probe and (at := text.find(probe)) >= 0:
            return at, at + len(probe)
    return None


def read_from_cited(text: str, clause: str, spans: list[tuple[int, int]] | None = None) -> bool:
    """Whether ``clause`` of message ``text`` is read from cited text: more letters and digits of it inside cited
    quotations than outside (a frame of at most six words before the first quotation not counted)."""
    spans = cited_spans(text) if spans is None else spans
    where = _located(text, clause) if spans else None
    if where is None:
        return False
    start, end = where
    inside = outside = 0
    first = min((s for s, e in spans if e > start and s < end), default=None)
    if first is None:
        return False
    head = text[start:first] if first > start else ""
    short_frame = len(_WORD.findall(head)) <= 6
    for i in range(start, end):
        if not _ALNUM.match(text[i]):
            continue
        if any(s <= i < e for s, e in spans):
            inside += 1
        elif not (i < first and short_frame):
            outside += 1
    return inside > outside


def uncited(candidates: list[Any], messages: Any, classes: tuple[str, ...] = CITED_CLASSES) -> list[Any]:
    """``candidates`` without the ``classes`` readings of a user's message read from cited text (each candidate has
    ``cls``, ``turn``, ``content`` and ``span``; each message ``role``, ``index`` and ``content``)."""
    texts = {m.index: m.content for m in messages if m.role == "user"}
    spans = {i: cited_spans(t) for i, t in texts.items() if any(q in t for q in _OPEN)}
    out = []
    for c in candidates:
        if c.cls in classes and spans.get(c.turn):
            text = texts[c.turn]
            if read_from_cited(text, c.span or c.content, spans[c.turn]) \
                    or (c.content != c.span and read_from_cited(text, c.content, spans[c.turn])):
                continue
        out.append(c)
    return out
