"""Whose taste it is (stop 43, issue 18): a preference or constraint whose clause gives the liking, the diet or the
allergy to someone else — the grammatical subject of a verb of taste is a person other than the user — is not the
user's memory.

Why (docs/first_contact_replay.md, stop 43, ext43): sorted by cause over the 38 first-contact set-seeds (heldout22 …
heldout40, each read at the commit that first ran it, with the shipped readings), the precision errors that recur
across the most writers are statements of someone else's taste or limit read as the user's: "My officemate back in the
call center loved dark mode.", "My surf buddy Kai is allergic to shellfish, dude, not me, brah.", "My regular Mrs P is
coeliac, so I keep a gluten-free tray for her.", "my bias only drinks oat milk flat whites, so iconic" — someone
else's taste, limit or detail is among the preference or constraint errors of 17 of the 19 sets, each a different
hand. The trap rules name such subjects one list at a time (``_RELATIONS``, ``_PEOPLE``, a voice's kin words); each
new writer brings kin and roles in their own language ("peñi", "mawmaw", "Močiutė"). This reads the grammar instead:
a verb of taste or a word of diet and allergy needs someone who tastes — when the noun phrase before it is not the user,
the taste is that noun phrase's, whatever its word.

A clause is **someone else's taste** (:func:`someone_elses`) when, after at most a short lead set off by a comma or
"!" ("Dude,", "Maayong buntag!"), it opens with a noun phrase that is not the user —

* a determiner or possessive (my, our, the, a, an, some, his, her, their; not "your", the addressee's) and one to six
  words (a name, a modifier, a phrase after the head: "my old patrol partner", "my surf buddy Kai", "my officemate
  back in the call center"), optionally resumed by "he"/"she"/"they" after a comma ("My husband, he …"); or
* one word of three letters or more, capitalised as the user wrote it, that is not a determiner, a pronoun, an adverb
  or an interjection ("Močiutė", "Dayka"; not "Customer" read from "Ticket note: customer is coeliac.", a note's own
  subject; not "Em", "Mi": a two-letter first word is as often another language's "I" as a name), before a verb that
  agrees with a third person or tells the past, or a copula or a verb of becoming before a word of diet ("Dayka turned
  vegan"; not "Mi love jazz", "Been vegan for years": a dropped or another language's "I") —

with no first-person word in it (I, me, my self's own body or heart, we …: "my heart loves jazz", "my stomach hates
dairy" are the user's), directly followed (an adverb or two between: always, only, really, never …) by a verb of taste
("loves", "loved", "prefers", "adores", "enjoys", "hates", "likes", "drinks", "eats", "asks for", "swears by", "can't
stand", "can't eat") or a word of diet or allergy after an optional copula ("is allergic", "allergic with", "was
vegan", "turned vegan", "is coeliac", "intolerant"), and no first-person word follows the verb within three words
before a comma or a stop ("my doctor wants me to …" is about the user), and a verb of taste is not a noun (followed by
a stop, a colon or "is": "My go-to drink? Mint tea.", "My favourite drink is tea"). A word of diet that a thing can
carry ("vegan", "gluten-free") after a copula is the user's when the noun phrase names one of the user's things that
carry a diet ("My diet is vegan.", "My kitchen is gluten-free."). It is *not* someone else's when the clause joins the
user in ("and I", "me too", "me included", "both of us") or states the user's own taste beside it ("…, but I prefer
window seats", "I'm allergic too").

:func:`theirs_dropped` drops a preference or constraint of a user's message whose content is someone else's taste.
Facts are not touched ("My sister is Anna" names the user's kin, a fact of theirs).

Judged by a split (stop 43): written from the errors of the even first contacts (heldout22, 24 … 40) and measured on
the odd ones, whose error texts were not read: over the 38 set-seeds preference precision 0.909 → 0.915, constraint
0.884 → 0.891, no precision, recall or unread worse on any set-seed; 8 errors removed on the even half and 9
on the odd half (heldout25, 27, 29, 31, 35, 39).

No import from the package: ``tools/first_contact_replay.py`` loads this file by path to apply it at commits that
predate it (a labelled measurement).
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["OWNED_CLASSES", "someone_elses", "theirs_dropped"]

#: The classes whose readings are checked.
OWNED_CLASSES = ("preference", "constraint")

_ADVERB = (r"(?:always|only|really|just|also|still|never|usually|totally|absolutely|truly|seriously|so|too|even|"
           r"mostly|often|sometimes|apparently|actually|definitely|simply|strictly|properly|now|all|both)")
#: a verb of taste (third person, plural or past: the subject before it is named, so its form does not matter)
_TASTE_VERB = (r"(?:lov(?:e|es|ed)|lik(?:e|es|ed)|prefer(?:s|red)?|ador(?:e|es|ed)|enjoy(?:s|ed)?|hat(?:e|es|ed)|"
               r"detest(?:s|ed)?|loath(?:e|es|ed)|dislik(?:e|es|ed)|fanc(?:y|ies|ied)|crav(?:e|es|ed)|"
               r"drink(?:s)?|drank|eat(?:s)?|ate|ask(?:s|ed)? for|swear(?:s)? by|swore by|"
               r"(?:can(?:no|')t|cannot|couldn't|won't|doesn't|don't|didn't) (?:stand|eat|have|drink|touch|tolerate|do))")
#: a word of diet or allergy, after an optional copula or a verb of becoming
_DIET_WORD = (r"(?:(?:is|are|was|were|'s|has been|have been|turned|went|became|got|gone|being)\s+)?(?:(?:so|very|"
              r"badly|severely|deathly|seriously|strictly|totally|also|now)\s+)?"
              r"(?:allergic|intolerant|lactose[- ]intolerant|coeliac|celiac|vegan|vegetarian|pescatarian|diabetic|"
              r"gluten[- ]free|dairy[- ]free|halal|kosher|teetotal)\b")
_DETERMINER = r"(?:my|our|the|a|an|some|his|her|their|ma)"
#: a short lead before the subject: a word or three set off by a comma, "!" or a dash ("Dude,", "Maayong buntag!")
_LEAD = r"(?:[^\W\d_][\w'’.-]*(?:\s+[^\W\d_][\w'’.-]*){0,2}\s*[,!—–]\s*)?"
_NP_WORD = r"[^\W\d_][\w'’.-]*"
_SUBJECT = re.compile(
    rf"^\W*{_LEAD}(?P<np>(?:{_DETERMINER}\s+{_NP_WORD}(?:\s+{_NP_WORD}){{0,5}}?)|(?-i:[A-Z]{_NP_WORD}))"
    rf"(?:\s*,\s*(?:he|she|they)\b)?\s+(?:{_ADVERB}\s+){{0,2}}(?P<verb>{_TASTE_VERB}\b|{_DIET_WORD})",
    re.IGNORECASE)
#: after a bare name (no determiner) only a verb that agrees with a third person or tells the past, or a copula or a
#: verb of becoming before a word of diet: a bare first word before a base form is as often a dropped "I" or a
#: first person of the voice's language ("Mi love …", "Main coeliac hoon", "Been vegan for years")
_NAMED_VERB = re.compile(r"(?i)^(?:\w+(?:es|ed|s)\b|drank|ate|swore|(?:is|was|'s|has been|turned|went|became|got)\b)")
#: the user inside the noun phrase: a first person, or the user's own body, heart or household ("my stomach hates
#: dairy", "my heart loves jazz", "our family is vegetarian"), or the user named as a third person ("this user", "the
#: undersigned", "the person at the keyboard")
_SELF = re.compile(r"(?i)\b(?:i|i'm|i've|i'd|me|myself|we|us|mine|you|u|it|that|this|there|what|which|who|nothing|"
                   r"everything|something|anything|one|heart|soul|stomach|tummy|belly|gut|body|skin|eyes|ears|nose|"
                   r"palate|tongue|taste ?buds|brain|mind|inner|self|wallet|bank|family|household|home|house|user|"
                   r"truly|own|undersigned|keyboard|screen|controls?|controller)\b")
#: a single capitalised word that is an adverb or an interjection, not a subject ("Really love jazz", "Also like …")
_NOT_A_NAME = re.compile(r"(?i)^(?:\w+ly|my|our|the|a|an|his|her|their|your|some|this|that|these|those|it|he|she|they|"
                         r"we|you|i|always|also|still|just|so|even|now|often|sure|yeah|yes|yep|oh|ha|ok|okay|"
                         r"well|and|but|plus|then|too|def|honest|seriously|absolutely|totally|truly|usually|mostly|"
                         r"never|only|again|big|huge|real|proper)$")
#: the user joined in, or the user's own taste beside it
_JOINS_IN = re.compile(r"(?i)\b(?:and|&|plus) (?:me|i|myself)\b|\bme (?:too|included|especially|as well|also)\b|"
                       r"\b(?:so|as) (?:do|am) i\b|\bi do too\b|\bboth of us\b|\bwe both\b|\bme and\b|"
                       r"\bi (?:also |too |really |just |still |absolutely |totally )?(?:love|like|prefer|adore|enjoy)\b|"
                       r"\bi(?:'m| am) (?:also |too |really |just |still |totally |severely |badly )?(?:lactose |gluten )?"
                       r"(?:allergic|intolerant|coeliac|celiac|vegan|vegetarian|pescatarian|diabetic)\b|"
                       r"\bi (?:can(?:no|')t|cannot) (?:eat|have|stand|drink)\b")
_FIRST_PERSON = re.compile(r"(?i)\b(?:i|i'm|i've|i'd|me|my|myself|mine)\b")


#: a word of diet that a thing can carry as well as a person ("my diet is vegan", "my kitchen is gluten-free"); after
#: a copula it is someone else's only when the noun phrase is not one of the user's things that carry a diet
_THING_DIET = re.compile(r"(?i)\b(?:vegan|vegetarian|pescatarian|gluten[- ]free|dairy[- ]free|halal|kosher|teetotal)\b")
_DIET_THING = re.compile(r"(?i)\b(?:diet|food|foods|meals?|order|lunch|dinner|breakfast|supper|kitchen|plate|menu|cooking|"
                         r"eating|choice|fridge|cupboard|pantry|lifestyle|life|way|everything|all|cake|dish|dishes|recipe|"
                         r"recipes|box|tray|option|options)\b")


def someone_elses(clause: str, raw: str | None = None) -> bool:
    """Whether ``clause`` gives a taste, a diet or an allergy to a subject that is not the user (see the module
    docstring). ``raw``, the clause as the user typed it (a candidate's span), tells a name from a common noun that
    reading capitalised: a bare subject written lower-case is a note's role, the record's own subject ("Ticket note:
    customer is coeliac."), not someone named."""
    return _their_subject(clause, raw) is not None


def _their_subject(clause: str, raw: str | None) -> str | None:
    """The noun phrase :func:`someone_elses` finds the taste's owner in, or None when the clause is not someone
    else's taste."""
    text = clause.strip()
    found = _SUBJECT.match(text)
    if found is None:
        return None
    np = found.group("np")
    if _SELF.search(np):
        return None
    verb = found.group("verb")
    if _THING_DIET.search(verb) and not re.match(r"(?i)(?:turned|went|became|gone)\b", verb) and _DIET_THING.search(np):
        return None  # "My diet is vegan.", "My kitchen is gluten-free.": the user's own thing
    if re.fullmatch(_TASTE_VERB, verb, re.I) and re.match(r"\s*(?:[?:.,;!]|(?:is|was|are|were|'s)\b)", text[found.end():]):
        return None  # "My go-to drink? …", "My favourite drink is …": a noun, not a verb of taste
    if " " not in np and (len(np) < 3 or _NOT_A_NAME.match(np) or not _NAMED_VERB.match(verb)
                          or (raw is not None and re.search(rf"(?<![\w'’-]){re.escape(np.lower())}(?![\w'’-])", raw))):
        return None
    after = re.split(r"[,.;:!?]", text[found.end():], maxsplit=1)[0].split()[:3]
    if _FIRST_PERSON.search(" ".join(after)):
        return None
    return None if _JOINS_IN.search(text) else np


def _speakers(message: Any) -> tuple[str, ...]:
    """The names a user's message gives its speaker: its author's ``name``, and a name it introduces as the one
    speaking ("Priya here.", "This is Priya", "It's Priya speaking")."""
    text = getattr(message, "content", "") or ""
    names = [getattr(message, "name", None) or ""]
    names += re.findall(r"(?:^|[.!?\n]\s*)([A-Z][\w'’-]+)(?: here\b| speaking\b)", text)
    names += re.findall(r"\b(?:[Tt]his is|[Ii]t'?s|[Ii]'m|[Ii] am|[Mm]y name is)\s+([A-Z][\w'’-]+)", text)
    return tuple(n.lower() for n in names if n)


def theirs_dropped(candidates: list[Any], messages: Any) -> list[Any]:
    """``candidates`` without a preference or constraint of a user's message whose content is someone else's taste
    (:func:`someone_elses`), unless its subject is a name the message gives its speaker ("Priya here. Priya likes
    jazz.")."""
    users = {m.index: m for m in messages if m.role == "user"}

    def theirs(c: Any) -> bool:
        if c.cls not in OWNED_CLASSES or c.turn not in users:
            return False
        subject = _their_subject(c.content, c.span)
        return subject is not None and subject.lower() not in _speakers(users[c.turn])
    return [c for c in candidates if not theirs(c)]
