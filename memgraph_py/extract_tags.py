"""Tag questions (stop 39, issue 18): "I am vegan, ok?" states that I am vegan; the short tag after the last comma
("…, right?", "…, no?", "…, gerai?", "…, está bem?") asks for assent, it does not make the sentence a question.

Why (docs/first_contact_replay.md, stop 39): on the first contacts heldout22…heldout32 the largest group of real
memories left unread whose sentence a rule could read was a first-person statement closed by a tag question in the
writer's own tongue ("For me the best is X, gerai?", "X, that's my dog, está bem?", "I am coeliac, jasně?"): the
trailing "?" made the extractor treat the sentence as a question and read nothing. ``extract_clauses._TRAILER`` lists
such tags one tongue at a time (each added after a writer used it); this reads the *shape* instead, so a tag in a
tongue not listed is read the same way:

* a sentence ending in "?" whose last comma-separated part is one or two words (letters only; not "or …"/"and …", not
  a question word, and not the speaker's own: "My guy, my dog? Biscuit." asks itself what its dog is, a tag asks the
  listener) — the tag;
* the part before that comma is a statement: it does not open with a question word or an auxiliary put first ("Do
  I …", "Is my …", "Can you …"), and it speaks of the user (I, me, my, mine, I'm …);

then the tag is dropped and the sentence ends with a full stop. Anything else is left as it is: "Do you have window
seats, aisle?", "What should I eat, pasta?", "I like tea, or coffee?", "Is it 9, right?" and a question with no comma
stay questions.

No import from the package: ``tools/first_contact_replay.py`` loads this file by path to apply the same reading at
commits that predate it (a labelled measurement).
"""

from __future__ import annotations

import re

#: a sentence closed by "?": the body (up to its last comma) and the tag after it
_TAGGED = re.compile(r"(?P<lead>^|(?<=[.!?\n])[ \t]*|\n)(?P<body>[^.!?\n]*\S),[ \t]*(?P<tag>[^\W\d_][\w'’-]*(?:[ \t]+[^\W\d_][\w'’-]*)?)"
                     r"[ \t]*\?+(?=\s|$)")
#: the user speaking of themselves
_FIRST_PERSON = re.compile(r"(?i)(?<![\w'])(?:i|i'm|im|i've|i'd|i'll|me|my|mine|myself)(?![\w'])")
#: a body that is itself a question: a question word, or an auxiliary put before its subject
_ASKS = re.compile(r"(?i)^\W*(?:what|which|who|whom|whose|where|when|why|how|do|does|did|is|are|am|was|were|can|could|"
                   r"would|will|shall|should|may|might|must|have|has|had|any|anything|isn't|aren't|don't|doesn't|"
                   r"didn't|won't|can't|couldn't|wouldn't|shouldn't)\b")
#: a tag that is not one: an alternative ("…, or coffee?"), a question word ("…, why?")
_NOT_A_TAG = re.compile(r"(?i)^(?:or|and|but|what|which|who|whom|whose|where|when|why|how)\b")


def untagged(text: str, known: re.Pattern[str] | None = None) -> str:
    """``text`` with each first-person statement closed by a short tag question read as the statement ("I am vegan,
    ok?" → "I am vegan."); the text unchanged when there is none. A tag that ``known`` matches at the sentence's end
    (the extractor's own list of tags, ``extract_clauses._TRAILER``, which drops it clause by clause and keeps the
    sentence with what follows it) is left to that list: this reads only the tags it does not know."""
    def untag(match: re.Match[str]) -> str:
        body, tag = match["body"], match["tag"]
        if _NOT_A_TAG.match(tag) or _FIRST_PERSON.search(tag) or _ASKS.match(body) or not _FIRST_PERSON.search(body) \
                or (known is not None and known.search(match[0].strip())):
            return match[0]
        return f"{match['lead']}{body}."

    return _TAGGED.sub(untag, text) if "?" in text else text
