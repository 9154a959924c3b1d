"""A claim of ownership or a filing remark is not a fact (stop 45, issue 18): a fact whose clause only says that
something else of the message is the user's own, or asks to file it — "Ja, another of mine.", "That one is mine and
still ahead.", "For my own file, please.", "Maayong buntag, for my records.", "That's me, plain as silage." — with no
value of its own besides a greeting, a thanks or a tag, is no memory.

Why (docs/first_contact_replay.md, stop 45, ext51): writers join the memories of a message with asides that claim
them or file them ("another of mine", "on my account:", "mine too:", "for my file, please", "#mine") and close a
pasted line with a word of status ("That one is mine and still ahead.", "This is mine, still valid."). The learned
reader reads such an aside as a fact; stop 42's :func:`memgraph_py.extract_back.nameless_facts` drops it only when
*every* word is a function word ("That one is mine."). Writers wrap the aside in their own greeting, thanks or address
term ("Ja, …", "Maayong buntag, …", "Go siame. That one is mine, remember.", "On my account: Dobry dzień.") and in words
of the record's status ("still ahead", "still valid", "keep it"), so the all-empty test keeps missing it. Among the
fact errors of the even first contacts (heldout22, 24 … 42, the shipped variant) such asides come from six writers
(heldout22, 26, 34, 36, 40, 42).

A fact's clause is **a bare claim** (:func:`bare_claim`) when

* one of its pieces (cut at commas, colons, semicolons and sentence ends; a footnote mark "[1]" set aside) claims or
  files: "mine" ("another of mine", "mine too", "#mine"), "my own", "that's me" / "this is me", "about me", or "for /
  on / in my (own) file, records, notes, account, details, list";
* every other word of the clause is a function word, a pronoun, a word of the record and its status ("another",
  "file", "still", "valid", "ahead", "soon", "open", "keep", "remember", "please", "again", "too", "together" …) —
  besides **at most one loose stretch** of one to three words, no digit, which is

  - before the claim, set off by a comma or a stop: an opener ("Ja, another of mine.", "Maayong buntag, for my
    records.", the clause a join back put before it: "Go siame. That one is mine, remember."), but not a lone word
    that is a sentence of its own ("Luna. That one is mine.": a bare value the join back gave the claim);
  - after the claim, set off by a comma: a tag ("That's me, plain as silage.", "[1] Mine, not a friend's.");
  - after the claim's colon, only when a statement follows it on the same line (four words or more: "Also, on my
    account: Joj, my flight to Rome got moved …", "Plus this, mine too: Bos días! My avoa …"): the opener of the
    statement the claim points to. At the end of its line, or before a thanks ("Mine: Luna. Lep pozdrav."), the
    stretch after the colon may be the value ("That's mine: a red Honda.", "Mine: Luna.") and is kept, as stop 42
    found (its "nameless lead", measured and not adopted, dropped those);

  and the stretch holds no key and its value ("Here is one more thing of mine, my sister: Ines." is a fact).

:func:`claims_dropped` drops a fact of a user's message whose content is a bare claim. Preferences and constraints are
not touched (among the even first contacts no preference or constraint error was an aside of this kind).

No import from the package: ``tools/first_contact_replay.py`` loads this file by path to apply it at commits that
predate it (a labelled measurement).
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["CLAIM_CLASSES", "bare_claim", "claims_dropped"]

#: The classes whose readings are checked.
CLAIM_CLASSES = ("fact",)

#: Words that carry no value: function words, pronouns, and the words of a record and its status.
_EMPTY = frozenset("""
a an the of for to with at in on by from about into as and or but so then plus also too again even
i i'm im me my mine myself own am is are was were be been being 's 're 'm
it it's its this that that's these those one ones thing things another other next more
do does did can will would should must may have has had got get
not no just only really very still yet already ever always now here there
please yes yeah ok okay sure right indeed true valid current open ahead soon coming up done pending
keep kept save saved remember remembered write written note noted put add added file filed
file files record records note notes account details detail list lot entry entries memory profile
together top all same
""".split())

#: A piece that claims the message's statement as the user's own, or asks to file it.
_CLAIM = re.compile(
    r"(?i)(?<![\w'’])(?:#?mine|my\s+own|(?:that|this|it)(?:['’]s|\s+is)\s+me|about\s+me"
    r"|(?:for|on|in|to)\s+(?:my|our)\s+(?:own\s+)?(?:files?|records?|notes?|account|details|list|profile))(?![\w'’])")

_WORD = re.compile(r"[^\W\d_][\w'’-]*|\d")
#: A footnote mark or a list number opening the clause ("[1] Mine, not a friend's.").
_MARK = re.compile(r"^\s*\[\d{1,2}\]\s*")
#: Cut points inside a clause, each kept with what it is.
_CUT = re.compile(r"\s*([,:;.!?…])\s*|\s+(?=(#))")


def _words(text: str) -> list[str]:
    return [w.lower().replace("’", "'") for w in _WORD.findall(text.replace("#", " "))]


def _empty(word: str) -> bool:
    return word in _EMPTY or word.split("'")[0] in _EMPTY


def _pieces(text: str) -> list[tuple[str, str]]:
    """(piece, the mark that closes it) for each piece of ``text`` with a word in it."""
    parts = _CUT.split(text)
    out = []
    for i in range(0, len(parts), 3):  # a piece, then the mark after it (or "#" before a hashtag)
        piece = parts[i] or ""
        mark = (parts[i + 1] or parts[i + 2] or "") if i + 1 < len(parts) else ""
        if _WORD.search(piece):
            out.append((piece.strip(), mark))
        elif out and mark:
            out[-1] = (out[-1][0], out[-1][1] or mark)
    return out


def _goes_on(stretch: str, message: str) -> bool:
    """The message goes on, on the same line, after ``stretch`` where it follows a colon."""
    words = [re.escape(w) for w in _WORD.findall(stretch)]
    if not words or not message:
        return False
    found = re.search(r":\s*" + r"[\W_]*".join(words) + r"(?![\w'’])", message)
    if found is None:
        return False
    rest = message[found.end():].split("\n", 1)[0]
    return len(_WORD.findall(rest)) >= 4  # a statement follows, not a thanks ("Mine: Luna. Lep pozdrav.")


def bare_claim(clause: str, message: str = "") -> bool:
    """Whether ``clause`` (a fact's content, from ``message``) only claims or files something else of the message as
    the user's own, with no value besides one loose stretch of an opener, a tag or a greeting (module docstring)."""
    text = _MARK.sub("", clause.strip())
    if not text or re.search(r"\d", text):
        return False
    pieces = _pieces(text)
    claims = [i for i, (piece, _) in enumerate(pieces) if _CLAIM.search(piece)]
    if not claims:
        return False
    at = claims[0]
    loose = [i for i, (piece, _) in enumerate(pieces)
             if not all(_empty(w) for w in _words(_CLAIM.sub(" ", piece) if i in claims else piece))]
    if not loose:
        return True
    if loose != list(range(loose[0], loose[-1] + 1)) or set(loose) & set(claims):
        return False  # one stretch, in a run of pieces of its own
    if any(pieces[j][1] == ":" for j in loose[:-1]):
        return False  # a key and its value ("…, my sister: Ines.")
    i = loose[0]
    stretch = " ".join(pieces[j][0] for j in loose)
    if not 1 <= len(_WORD.findall(stretch)) <= 3:
        return False
    if i < at:
        mark = pieces[loose[-1]][1]
        if mark in (".", "!", "…", ";") and len(_WORD.findall(stretch)) < 2:
            return False  # a lone word as a sentence of its own may be a bare value ("Luna. That one is mine.")
        return mark in (",", ".", "!", "…", ";", "#")  # an opener before the claim, a hashtag
    if pieces[i - 1][1] == ":":  # the stretch after the claim's colon: a greeting only when the line goes on
        return _goes_on(stretch, message)
    return pieces[i - 1][1] in (",", "#")  # a tag after it


def claims_dropped(candidates: list[Any], messages: Any) -> list[Any]:
    """``candidates`` without a fact of a user's message whose content is a bare claim (:func:`bare_claim`)."""
    texts = {m.index: m.content for m in messages if m.role == "user"}
    return [c for c in candidates
            if not (c.cls in CLAIM_CLASSES and c.turn in texts and bare_claim(c.content, texts[c.turn]))]
