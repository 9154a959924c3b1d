"""A nuisance "loved" is sarcasm, not a taste (stop 45, issue 18): a preference, constraint or fact of a user's message
whose sentence delights in a mishap — "Oh, fantastic, the wetsuit ripped again, I love my life.", "Oh yes, I just adore
fishing plasters out of the filter.", "Sure, I love fixing a broken hub in the heat, my favourite." — is no memory.

Why (docs/first_contact_replay.md, stop 45, ext53): sarcasm was a recurring precision cause across writers at stop 43
(18 errors, 9 writers) and it still is on the even first contacts with the shipped variant. The trap rules'
:data:`memgraph_py.extract_traps._LOVED_MISFORTUNE` lists nuisances one by one (a 6am flight, a bus replacement, rush
hour, "losing", "sleet"), and each writer brings the next one in their own trade (a wetsuit, a hub, a tar order, an ice
truck, plasters in a pool filter). What carries across writers is not the nuisance but the shape around it: a word of
delight (a verb of liking, or a word of praise said of the moment) beside a mishap word from a short closed list
("again", "another", "broke", "ripped", "stuck", "late", "rain", "traffic" …) and a mark of mock delight — an opener of
assent or praise ("Oh yes,", "Sure,", "Yeah,", "Oh great,", "Fantastic,"), a "just love" / "simply adore", or a piece of
praise of its own ("my favourite", "Best job going.", "amazing feeling, 10/10", "I love my life"); or an explicit mark
("Said nobody.", "Not.", "/s", "🙃", "joke").

A user's sentence is **ironic** (:func:`ironic`) when it (with a praise-only sentence after it — "Perfect.", "Best job
going." — or, when it only reacts with a pronoun — "I love it so much." — the sentence before it) has a word of delight
and either

* an explicit mark of irony, or
* a mishap word and a mark of mock delight (an opener of assent or praise, an intensified "love", or a praise piece
  apart from the verb of delight that is not a taste's own word: "amazing feeling, 10/10", not "my favourite"), or
* an opener of assent ("Oh yes", "Sure", "Yeah", "Of course"), a verb of delight and an intensified "love" or a praise
  piece of its own that is not a taste's word ("Oh yes, I love the ice truck arriving at noon. Perfect.", "Sure, I
  love customers who want a tar for tomorrow, very relaxing."; not "Sure, I love spicy food, my favourite.");

and it holds no request to the assistant ("book", "note", "remember", "please", a question). A genuine taste in the
same words has no mishap and no assent opener with a praise piece: "Oh, I love jazz.", "Oh, I adore red wine, truly.",
"Great, I love window seats — book one.", "I love it when it rains, honestly".

:func:`irony_dropped` drops a candidate of a checked class whose words are all (but at most one) in ironic sentences
of its message.

No import from the package: ``tools/first_contact_replay.py`` loads this file by path to apply it at commits that
predate it (a labelled measurement).
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["IRONY_CLASSES", "ironic", "ironic_sentences", "irony_dropped"]

#: The classes whose readings are checked.
IRONY_CLASSES = ("preference", "constraint", "fact")

# a verb of delight; "love" as an address term ("Right then, love.", "Oh, and, love:") is not one
_DELIGHT_VERB = re.compile(r"\b(?:i|we|just|so|really|totally|simply|absolutely)\s+(?:love[sd]?|adore[sd]?|enjoy(?:s|ed)?)\b|"
                           r"(?:^|[^\w,]\s*)\b(?:love[sd]?|adore[sd]?|enjoy(?:s|ed)?)\b(?!\s*[,:;.!?]|\s*$)|"
                           r"\bloving\b|\b(?:love|adore|enjoy)s?\s+(?:it|this|that|those|these|them)\b", re.I)
_PRAISE = (r"favou?rite|fantastic|wonderful|lovely|brilliant|perfect|marvell?ous|amazing|great|super|delightful|"
           r"delighted|thrilled|highlight|a treat|living the dream|just what i (?:wanted|needed)|(?:so|real|such) fun|"
           r"relaxing|best (?:\w+ )?(?:ever|going)|10/10|ten out of ten|love my life|love that for me|sababa|"
           r"my absolute|dead relaxing")
_PRAISE_RE = re.compile(rf"\b(?:{_PRAISE})(?!\w)", re.I)
# an explicit mark: the tag that takes it back, an eye-roll, a "Not." closing it, "joke"
_MARKED = re.compile(r"\bsaid (?:no ?one|nobody)\b|(?:^|\s)/s\b|#sarcasm|\(sarcasm\)|🙃|🙄|😒|(?:^|[.!?]\s*)not\W*$|"
                     r"\bjoke\b|\bjk\b|\bkidding\b", re.I)
# a mishap or a nuisance: closed words of breaking, waiting, lateness, weather, losing, an hour nobody wants
_MISHAP = re.compile(r"\b(?:again|another(?! (?:thing|one|detail|point|question|note|bit|term|item|entry|fact)\b)(?! [\w-]+\s*:)|broke|broken|breaks|cracked|ripped|torn|jam|jammed|stuck|blocked|fell (?:over|off|"
                     r"down)|power (?:cut|went out|is out|is cut|outage)|cut again|late|delay(?:s|ed)?|cancell?ed|"
                     r"rain(?:s|ing|y)?|sleet|snow(?:ing)?|hail|storm|drizzle|in the heat|traffic|gridlock|rush hour|"
                     r"queu\w*|waiting|wait|on hold|layover|[1-6](?::\d\d)? ?am|alarms?|dawn|losing|lost|paying|bill|"
                     r"repairs?|deadline|lockout|litter|overfull|for (?:yesterday|tomorrow))\b", re.I)
# an opener of assent (mock agreement) or of praise at the sentence's start
_ASSENT = r"(?:oh,? )?(?:yes|yeah|yep|yup|aye|sure|of course)|oh,? (?:yes|yeah|sure)|yes,? of course"
_ASSENT_OPENER = re.compile(rf"^\W*(?:na,? |ah,? |well,? )?(?:{_ASSENT})\b\s*[,!.]", re.I)
_PRAISE_OPENER = re.compile(rf"^\W*(?:oh,? |na,? |ah,? |ooh,? )?(?:{_PRAISE})\b", re.I)
_INTENSIFIED = re.compile(r"\b(?:just|simply|so|totally|absolutely)\s+(?:love|adore)\b", re.I)
# a request or a question to the assistant: a taste said to be used
_REQUEST = re.compile(r"\?|\b(?:please|pls|book|note|remember|save|keep in mind|write (?:it|that) down|remind|put (?:it|that)|"
                      r"don'?t forget|for me|make sure|for the record|for your records?|"
                      # a standing choice endorsed ("10/10, would choose again")
                      r"(?:would|'d|will) (?:\w+ )?(?:choose|pick|book|order|buy|have|take|recommend))\b", re.I)
# a sentence that only reacts to the one before it ("I love it so much.", "Love that for me.", "I adore those.")
_REACTS = re.compile(r"^\W*(?:i |we )?(?:(?:just|so|really|totally|simply|absolutely) )?(?:love|adore|enjoy)s? "
                     r"(?:it|this|that|those|these|them)\b", re.I)
_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|$)")
_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")


def _praise_only(sentence: str) -> bool:
    """A short sentence of praise or an explicit mark alone ("Perfect.", "Best job going.", "Said nobody.")."""
    words = _WORD.findall(sentence)
    return (0 < len(words) <= 7 and bool(_PRAISE_RE.search(sentence) or _MARKED.search(sentence))
            and not _REQUEST.search(sentence))


def _praise_piece(unit: str, tastes: bool = True) -> bool:
    """A piece (cut at commas and sentence ends) that praises, apart from the piece with the verb of delight; with
    ``tastes=False`` not one whose praise is a taste's own word ("my favourite", "the best")."""
    pieces = [p for p in re.split(r"[,;.!?—–]+", unit) if p.strip()]
    return any(_PRAISE_RE.search(p) and not _DELIGHT_VERB.search(p)
               and (tastes or not re.search(r"\b(?:favou?rite|best)\b", p, re.I))
               for p in pieces)


def ironic(unit: str) -> bool:
    """Whether ``unit`` (a sentence with its praise-only tail or the sentence it reacts to) delights in a nuisance."""
    if _REQUEST.search(unit):
        return False
    verb = bool(_DELIGHT_VERB.search(unit))
    delight = verb or bool(_PRAISE_RE.search(unit))
    if not delight:
        return False
    if _MARKED.search(unit):
        return True
    assent = bool(_ASSENT_OPENER.match(unit))
    mock = (assent or bool(_PRAISE_OPENER.match(unit)) or bool(_INTENSIFIED.search(unit))
            or _praise_piece(unit, tastes=False))
    if _MISHAP.search(unit) and mock:
        return True
    return assent and verb and (bool(_INTENSIFIED.search(unit)) or _praise_piece(unit, tastes=False))


def ironic_sentences(message: str) -> list[str]:
    """The sentences of ``message`` read as ironic, each with the tail or the sentence it was read with."""
    sentences = [s.strip() for s in _SENTENCE.findall(message) if s.strip()]
    out = []
    for i, sentence in enumerate(sentences):
        unit = [sentence]
        if i + 1 < len(sentences) and _praise_only(sentences[i + 1]):
            unit.append(sentences[i + 1])
        if i and _REACTS.match(sentence):
            unit.insert(0, sentences[i - 1])
        text = " ".join(unit)
        if ironic(text):
            out.append(text)
    return out


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


def irony_dropped(candidates: list[Any], messages: Any) -> list[Any]:
    """``candidates`` without one of :data:`IRONY_CLASSES` from a user's message whose words (all but at most one)
    are in that message's ironic sentences (:func:`ironic_sentences`)."""
    checked = {c.turn for c in candidates if c.cls in IRONY_CLASSES}
    units = {m.index: set(_words(" ".join(found))) for m in messages
             if m.role == "user" and m.index in checked and (found := ironic_sentences(m.content))}
    out = []
    for c in candidates:
        if c.cls in IRONY_CLASSES and c.turn in units:
            words = _words(c.content)
            if words and sum(w not in units[c.turn] for w in words) <= (1 if len(words) > 3 else 0):
                continue
        out.append(c)
    return out
