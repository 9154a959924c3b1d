"""A report of the moment is not a taste (stop 44, issue 18): a preference or constraint whose clause only reports
the moment — compared with something (a simile: "I'm feeling a bit flat, like an open bottle left overnight."; the
habit: "Procrastinating, as usual.") or marked as now ("Quiet shift so far, touch wood.") — with no word of taste, want
or limit outside that comparison or marker, is small talk.

Why (docs/first_contact_replay.md, stop 44, ext47): small talk read as a preference or constraint is among the precision
errors of most writers (ext43's table: 62 errors, 15 writers). A mood, the weather, the work-day or a meal of the moment
reported *by comparison* reads, to a sentence embedder, like a taste — "like" is a verb of taste, "as usual" a habit.
This reads the grammar instead: "like" used as a preposition (after a copula, a verb of seeming or a comma; not "I /
would / really like"), and "as usual" / "as always" / "like always" closing a clause, are comparisons; a marker of now
("so far", "today", "this morning", "all night") dates the clause to the moment. When the rest of the clause names no
taste, want or limit, it says how things are now, not what the user likes or needs.

A clause is **of the moment** (:func:`of_the_moment`) when

* it holds a comparison or a marker of now:

  - "like" as a preposition: the word before it is a copula ("'s", "'m", "'re", "is", "am", "was" …), a verb of
    seeming ("feel", "feeling", "looks", "sounds", "seems", "smells", "tastes" …) or a comma or dash, an adverb of
    degree or two between ("just", "exactly", "a bit", "more"); its object runs to the next punctuation and is a noun
    phrase, a pronoun or a place ("like an open bottle left overnight", "like me", "like back in Laos") — not "that",
    "this", "it", "so", a subject pronoun, "always"/"usual"/"before"/"now" ("try it like that" is a manner), not an
    object holding a finite verb ("Looks like my flight is going ahead": a clause), and after "feel" only a determiner,
    a possessive or a pronoun ("I feel like a zombie"; "I feel like sushi" is a want); a clause opened by a verb of
    seeming and "like" ("Looks like …", "Seems like …") is a frame for a statement, never a simile;
  - a tail of habit ("as usual", "as always", "as ever", "as per usual", "same as always", "like always", "like
    usual") closing the clause or a part of it, when the rest holds a word of the moment — a verb's -ing, or "again",
    "everywhere", "here", "there", "today", "tonight", "now", "so far", "yet", "still", "already" ("Chalk everywhere,
    as usual."); not a bare thing ("Aisle seat, as usual." answers "what would you like?");
  - a marker of now: "so far", "right now", "at the moment", "for the moment", "just now", "all night/morning/
    afternoon/evening", "this morning/afternoon/evening", "today", "tonight" (not "all day": "aisle seats, all day" is
    an idiom of taste);

* it does not open with "Like" (a fronted "Like a true Brit, I take milk in my tea." leads into a taste);
* outside the comparison and the marker there is no word of taste, want or limit and no number: no verb of taste
  ("like", "love", "prefer", "enjoy", "hate", "adore", "fancy", "stand", "pick", "choose", "go for", "take", "keep",
  "stick"), no want ("want", "need", "wish", "would", "'d", "rather", "please", "must", "should", "have to", "dream",
  "crave"), no limit or diet ("no", "not", "never", "nothing", "only", "avoid", "without", "allergic", "intolerant",
  "vegan", "gluten", "diet", "dairy", "budget", "max", "under", "over", "before", "after", "until", "by",
  "negotiable", "strict", "if", "unless", "except"), no habit ("always", "usually", "every", "habit"), no taste's
  degree ("best", "favourite", "better", "worst"), no plan or record ("will", "'ll", "going to", "tomorrow", "next",
  "plan", "remind", "to-do", "remember", "note") — the words a real preference or constraint in the same shape
  carries ("I like it like that", "I'd like a window seat", "Coffee like tar, always.", "No dairy today.").

An instruction keeps its comparison out of this reading by its grammar: in "Treat penicillin like a live wire." "like"
follows a noun, not a copula, a verb of seeming or a comma.

:func:`moment_dropped` drops a preference or constraint of a user's message whose content is such a clause. Facts are
not touched (a fact compared or dated is still a fact: "My car is blue like the sea", "My employer is Globex, as of
today").

Judged by a split (stop 44): written from the errors of the even first contacts (heldout22, 24 … 40) and measured on
the odd ones, whose error texts were not read: over the 38 set-seeds preference precision 0.9146 → 0.9315, constraint
0.8910 → 0.8925, no precision, recall or unread worse on any set-seed; 20 errors removed on the even half (8 turns, 6
writers) and 6 on the odd half (3 turns, 3 writers: heldout29, 35, 37).

No import from the package: ``tools/first_contact_replay.py`` loads this file by path to apply it at commits that
predate it (a labelled measurement).
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["MOMENT_CLASSES", "moment_dropped", "of_the_moment"]

#: The classes whose readings are checked.
MOMENT_CLASSES = ("preference", "constraint")
#: Whether a marker of the moment alone ("so far", "today", "all night") makes a clause a report of the moment.
MOMENT_MARKERS = True

_W = r"[\w'’-]"
#: Adverbs of degree that may stand between that word and "like".
_DEGREE = r"(?:(?:just|exactly|a bit|a little|more|kind of|kinda|sort of|a lot|very much|so much|much|almost|totally)\s+)*"
_LIKE_PREP = re.compile(
    rf"(?P<before>(?:(?<![\w'’])(?:is|are|am|was|were|be|been|being|feel|feels|felt|feeling|look|looks|looked|looking"
    rf"|sound|sounds|sounded|seem|seems|seemed|smell|smells|smelled|smelt|taste|tastes|tasted)|\w['’](?:s|m|re))\s+"
    rf"|[,;—–]\s*|\s-\s+){_DEGREE}(?P<like>like)\s+(?!(?:that|this|it|so|i|we|you|they|he|she|always|usual|ever|before"
    rf"|now)\b)(?P<obj>[^,.;:!?()\n]+)",
    re.I)
#: A clause's object that is itself a clause (a finite verb in it: "like my flight is going ahead") is no simile.
_FINITE = re.compile(r"(?i)(?<![\w'’])(?:is|are|am|was|were|will|do|does|did|has|have|had|can|could)(?![\w'’])|\w['’](?:s|re|m|ll|ve)\b")
#: What a "feel like" compares with: a determiner, a possessive or a pronoun ("like a zombie", "like my gran", "like
#: me"); "feel like sushi" is a want.
_COMPARED = re.compile(r"(?i)(?:a|an|the|my|his|her|their|our|some|one|me|him|them|us|death|nothing|new|old|back)\b")
#: A clause opened by a verb of seeming and "like" ("Looks like my flight is going ahead.", "Seems like …"): a frame
#: for what follows ("it seems that"), not a simile.
_SEEMING_FRAME = re.compile(r"(?i)^\W*(?:it\s+|it['’]s\s+)?(?:looks|seems|sounds|feels|looking|seeming|sounding|felt|looked"
                            r"|seemed|sounded)\s+like\b")
#: A marker of the moment itself: the report is of now, not of a lasting taste ("Quiet shift so far", "tired … all
#: night", "foggy today").
_NOW = re.compile(r"(?i)\b(?:so far|right now|at the moment|for the moment|just now|all (?:night|morning|afternoon|evening)|this (?:morning|afternoon|evening)|today|tonight)\b")
#: A tail of habit: the moment compared with what is usual.
_HABIT_TAIL = re.compile(r"(?i)(?:^|[,;—–]\s*|\s)(?:(?:same )?as (?:usual|always|ever|per usual)|like (?:always|usual|ever))"
                         r"\s*(?=[.!?,;]*\s*$|[,;])")
#: A word that makes the rest of a clause with a tail of habit a report of the moment, not a bare thing.
_OF_NOW = re.compile(
    r"(?i)(?:\b\w{3,}ing\b|\b(?:again|everywhere|here|there"
    r"|today|tonight|now|so far|yet|still|already)\b)")
#: Words of taste, want, limit, diet, habit or preference outside the comparison: any keeps the clause.
_TASTE = re.compile(
    r"(?i)(?<![\w'’])(?:lik(?:e|es|ed|ing)|lov(?:e|es|ed|ing)|prefer\w*|enjoy\w*|hat(?:e|es|ed)|ador\w*|fanc(?:y|ies)"
    r"|fond|keen|fan|stand|can['’]?t|cannot|won['’]?t|don['’]?t|doesn['’]?t|didn['’]?t|wouldn['’]?t|want\w*|need\w*"
    r"|wish\w*|would|\w+['’]d|rather|please|must|should|have to|has to|got to|gotta|no|not|never|nothing|none|only"
    r"|just for|avoid\w*|without|allerg\w*|intoleran\w*|vegan|vegetarian|pescatarian|coeliac|celiac|gluten\w*|halal"
    r"|kosher|diet\w*|dairy|sober|budget|max\w*|minimum|limit\w*|under|over|at most|at least|before|after|until|till"
    r"|by|always|usually|normally|generally|every|each|whenever|best|favou?rite\w*|better|worst|worse|pick|choose"
    r"|go for|take|keep|stick|remember|note|sure|habit\w*|negotiable|strict\w*|firm\w*|essential|important"
    r"|dream\w*|crav\w*|hungry for|if|unless|except|tomorrow|next|later|soon|will|\w+['’]ll|going to|gonna"
    r"|plan\w*|remind\w*|to-?do)(?![\w'’])")
_NUMBER = re.compile(r"\d|[£$€¥]")


def _comparisons(text: str) -> list[tuple[int, int]]:
    """The spans of ``text`` that are comparisons: a prepositional "like" with its object, a tail of habit."""
    spans = []
    for found in _LIKE_PREP.finditer(text):
        if _FINITE.search(found.group("obj")):
            continue  # "like my flight is going ahead": a clause, not a thing compared
        if re.match(r"(?i)fe(?:el|els|eling|lt)\b", found.group("before")) and not _COMPARED.match(found.group("obj")):
            continue  # "I feel like sushi tonight": a want of the moment, not a likeness
        spans.append((found.start("like"), found.end("obj")))
    for found in _HABIT_TAIL.finditer(text):
        rest = text[:found.start()] + text[found.end():]
        if _OF_NOW.search(rest):
            spans.append((found.start(), found.end()))
    if MOMENT_MARKERS:
        spans += [(found.start(), found.end()) for found in _NOW.finditer(text)]
    return spans


def of_the_moment(clause: str) -> bool:
    """Whether ``clause`` only compares the moment with something (a simile, the habit), with no word of taste, want or
    limit outside the comparison (see the module docstring)."""
    text = clause.strip()
    if not text or re.match(r"(?i)\W*like\b", text) or _SEEMING_FRAME.match(text):
        return False  # a fronted "Like a …," leads into what follows; "Looks like …" frames a statement
    spans = _comparisons(text)
    if not spans:
        return False
    outside, last = [], 0
    for start, end in sorted(spans):
        if start >= last:
            outside.append(text[last:start])
            last = end
    outside.append(text[last:])
    rest = " ".join(outside)
    return not (_TASTE.search(rest) or _NUMBER.search(rest))


def moment_dropped(candidates: list[Any], messages: Any) -> list[Any]:
    """``candidates`` without a preference or constraint of a user's message whose content is a comparison of the
    moment (:func:`of_the_moment`)."""
    users = {m.index for m in messages if m.role == "user"}
    return [c for c in candidates
            if not (c.cls in MOMENT_CLASSES and c.turn in users and of_the_moment(c.content))]
