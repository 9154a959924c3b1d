"""Statements the question check takes for questions (stop 46, ext54, issue 18).

The extractor sets a user's clause aside as "question" when it ends in "?" or opens with a question word
(``extract_traps._QUESTION_START``: "what", "when", "who" … not followed by "I like / love / prefer"). Some statements
have that shape without asking anything, and their memory is left unread. Read by English grammar, not by the writers'
words:

* **a pseudo-cleft** on a verb of wanting, needing, liking or aversion: "What I want is hiking trails, if possible.",
  "What I really need is a quiet room.", "What I can't stand is loud music." The question word is a free relative
  ("the thing that I want"), followed at once by its subject and verb with no inversion, and the clause is finished by
  "is / are / was" and a complement: a statement. A question inverts ("What do I want?") or has no copula after its
  verb ("What I want to know?" ends in "?" anyway). Kept a question: a complement that is itself a question or a
  request to be told ("What I want is to know: …", "What I need is how to renew it", "What I want is whether …"),
  and anything ending in "?" (the extractor's own "?" check, which this does not touch);
* **a question word used as a field key**: "When: 2027-04-01", ``when = "07/05"``, "Where: Porto" — a label of a
  value, the word followed by a colon or an equals sign and the value, not by a clause;

:func:`stated` reads those shapes in a clause (lower case, as the rules read it) and the extractor's question check
lets such a clause through to its other rules (``HeuristicExtractor._classify``). Ending in "?" is read from the text:

* **a bare "or" closing a statement, which the shipped tag reading (``extract_tags.untagged``) leaves** ("Thursdays
  don't work for me, or?", "…, or not?", "…, or no?"): an elliptical "or not", with no second member of an
  alternative, after a first-person statement or a verbless one ("Max 300 dollars, or?": a noun phrase of two to four
  words with no verb and no subject cannot be a question of its own, so the tag asks assent to it); only where the
  sentence ends at the "?" (the next word, if any, opens with a capital). Another word after a verbless phrase is
  not read as a tag: "Arre haan, dentist? Dr. Okafor." asks itself a topic and answers it (found by the in-sample
  scan of dev15, with a first version that read any short tag there);
* **a check question standing as its own sentence after a statement**: "Every Saturday I'm touching grass, so no. Got
  it?" — a closed class of English checks of understanding or assent ("Got it?", "Okay?", "Right?", "Understood?",
  "Clear?", "Agreed?", "Makes sense?", "You know?", "See?" …); the clause splitter joins it to the statement before it
  and the "?" made the statement a question.

:func:`unasked` gives the text with those tags dropped and the statement closed by a full stop, the check question
left out; anything else is left as it is: "Can you book window seats, or?" and "Is it Luna?" (an auxiliary or a
question word first), "Tea, or coffee?" (an alternative), "Window seats, why?" (a question word as the tag), a check
question with no statement before it ("Got it?" alone, "Do you have window seats? Ok?").

No import from the package: ``tools/first_contact_replay.py`` loads this file by path to apply the same reading at
commits that predate it (a labelled measurement).
"""

from __future__ import annotations

import re

# ---------------------------------------------------------------------------------------------- the question word
#: a pseudo-cleft: "what" + the subject (I / we) + a verb of wanting, needing, liking or aversion (with an adverb, an
#: auxiliary or a negation before it, a degree word after it) + a copula and a complement
_CLEFT = re.compile(
    r"^\W*what\s+(?:i|we)(?:['’]d\b)?\s+"
    r"(?:(?:really|most|truly|mostly|always|usually|just|actually|honestly|genuinely|absolutely|simply|personally|"
    r"normally|definitely|certainly|also)\s+){0,2}"
    r"(?:(?:do|don't|dont|do not|can't|cant|cannot|can not|won't|will not|would|will)\s+)?"
    r"(?:(?:really|most|truly|just|never|not|absolutely)\s+)?"
    r"(?P<verb>want|need|like|love|prefer|enjoy|adore|hate|dislike|detest|loathe|avoid|crave|fancy|stand|tolerate|"
    r"eat|drink|have)\s+"
    r"(?:(?:most|best|the most|above all|more than anything|in life|really|for myself)\s+)?"
    r"(?:is|are|was|were|'s)\s+(?P<rest>\S.*)$", re.I)
#: verbs a pseudo-cleft only states with a negation or a modal before them ("what I can't eat is …"): "what I have
#: is …" and "what I eat is …" alone narrate as often as they state a standing thing
_NEEDS_MODAL = {"stand", "tolerate", "eat", "drink", "have"}
_MODAL = re.compile(r"(?i)\b(?:can't|cant|cannot|can not|won't|will not|don't|dont|do not|never|not)\b")
#: a complement that is itself a question or a request to be told: the clause still asks
_ASKS_IN_REST = re.compile(
    r"^\W*(?:to\s+(?:know|ask|find out|learn|hear|see|check|understand|figure out|work out)\b|"
    r"(?:what|which|who|whom|whose|where|when|why|how|whether|if)\b)", re.I)
#: a question word as the key of a field: the word, then a colon or an equals sign and a value
_KEY = re.compile(r"^\W*(?:what|who|whom|whose|where|when|why|how|which)\s*(?::|=)\s*[\"'“‘]?\w", re.I)


def stated(low: str) -> bool:
    """Whether ``low`` (a clause, any case) opens with a question word but is a statement by its grammar: a
    pseudo-cleft on a verb of wanting, needing, liking or aversion whose complement asks nothing, or a field key."""
    if _KEY.match(low):
        return True
    cleft = _CLEFT.match(low)
    if cleft is None or _ASKS_IN_REST.match(cleft["rest"]):
        return False
    return cleft["verb"].lower() not in _NEEDS_MODAL or bool(_MODAL.search(low[:cleft.start("verb")]))


# ----------------------------------------------------------------------------------------------------- the "?"
#: a sentence closed by "?": the body (up to its last comma) and the tag after it (one or two words)
_TAGGED = re.compile(r"(?P<lead>^|(?<=[.!?\n])[ \t]*|\n)(?P<body>[^.!?\n]*\S),[ \t]*"
                     r"(?P<tag>[^\W\d_][\w'’-]*(?:[ \t]+[^\W\d_][\w'’-]*)?)[ \t]*\?+(?=\s|$)")
#: the user speaking of themselves
_FIRST_PERSON = re.compile(r"(?i)(?<![\w'’])(?:i|i'm|i’m|im|i've|i’ve|i'd|i’d|i'll|i’ll|me|my|mine|myself)"
                           r"(?![\w'’])")
#: a body that is itself a question: a question word, or an auxiliary put before its subject
_ASKS = re.compile(r"(?i)^\W*(?:what|which|who|whom|whose|where|when|why|how|do|does|did|is|are|am|was|were|can|could|"
                   r"would|will|shall|should|may|might|must|have|has|had|any|anything|isn't|aren't|don't|doesn't|"
                   r"didn't|won't|can't|couldn't|wouldn't|shouldn't)\b")
#: the bare "or" of a tag: "or", "or not", "or no" with nothing after it
_OR_TAG = re.compile(r"(?i)^or(?:[ \t]+(?:not|no))?$")
#: a finite verb's closed-class marks (an auxiliary, a copula, a modal, a contraction) or a subject: a body of at
#: most four words (two at least: a lone "Also, …" or "Oh, …" opens a sentence) with none of them is read as a
#: verbless statement (a noun phrase: "Max 300 dollars")
_CLAUSE_MARK = re.compile(r"(?i)(?<![\w'’])(?:is|are|am|was|were|be|been|being|do|does|did|done|have|has|had|can|"
                          r"could|will|would|shall|should|may|might|must|you|he|she|it|we|they|this|that|there|these|"
                          r"those|"
                          r"\w+n['’]t|\w+['’](?:s|re|m|ve|ll|d))(?![\w'’])")


def _verbless(body: str) -> bool:
    words = re.findall(r"[^\W_][\w'’.,/$€£%-]*", body)
    return 2 <= len(words) <= 4 and not _CLAUSE_MARK.search(body)


#: a check of understanding or assent standing as its own sentence after a statement's full stop or "!"
_CHECK = re.compile(
    r"(?i)(?P<before>[.!][\"'”’)]*)(?P<gap>[ \t]*\n?[ \t]*)"
    r"(?P<check>(?:got (?:it|that)|(?:you )?(?:got|get) (?:it|me)|ok(?:ay)?|alright|all right|right|understood|clear|"
    r"is that clear|agreed|deal|fair(?: enough)?|makes? sense|(?:does )?that make sense|you know|you see|see|"
    r"capisce|comprende|yes|no|yeah|copy|noted|follow(?: me)?)\?+)(?P<after>[ \t]*)(?=\n|$|[^\W\d_])")


def _statement_part(body: str) -> str:
    """The part of a tagged body after its last colon or semicolon (a lead-in before it: "Then this one: Max 300
    dollars")."""
    return re.split(r"[:;]\s+", body)[-1]


def unasked(text: str, known: re.Pattern[str] | None = None) -> str:
    """``text`` with each first-person or verbless statement closed by a bare "or" tag (which the shipped tag reading
    leaves) read as the statement, and each check question standing as its own sentence after a
    statement left out; the text unchanged when there is none. A tag that ``known`` matches at the sentence's end (the
    extractor's own list, ``extract_clauses._TRAILER``) is left to that list."""
    if "?" not in text:
        return text

    def untag(match: re.Match[str]) -> str:
        body = match["body"]
        part = _statement_part(body)
        after = match.string[match.end():].lstrip(" \t")
        if not _OR_TAG.match(match["tag"]) or (after and after[0].islower()) or _ASKS.match(body) \
                or _ASKS.match(part) or (known is not None and known.search(match[0].strip())):
            return match[0]
        return f"{match['lead']}{body}." if _FIRST_PERSON.search(body) or _verbless(part) else match[0]

    def uncheck(match: re.Match[str]) -> str:
        if "\n" in match["gap"]:
            return match["before"] + "\n"
        rest = match.string[match.end():]
        return match["before"] + ("" if not rest or rest.startswith("\n") else " ")

    text = _TAGGED.sub(untag, text)
    return _CHECK.sub(uncheck, text) if "?" in text else text
