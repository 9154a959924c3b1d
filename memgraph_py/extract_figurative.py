"""A taste stated in a figurative frame with no verb of taste on the value (stop 44, ext46; issue 18).

"It's boutique hotels for me", "Give an old woman window seats and she won't kvetch", "I'm a short bullet-point
answers person", "Na ngai, it's morning meetings, no discussion", "window seats is non-negotiable": the value the
user chooses stands in a slot of a frame whose *grammar* makes it the user's standing choice, but no verb of taste
(like, love, prefer …) governs it, so the rules read nothing and the learned reader is unsure.

:func:`figurative_tastes` reads a user's message sentence by sentence and returns, for each sentence in one of the
frames below, ``(sentence, class, value)``: the class is "constraint" when the value is a diet or an allergy ("for me
it's strictly gluten-free"), else "preference". The frames are forms, not a list of anyone's words:

1. a cleft on the value with the user as the one it is for — ``it's X for me`` / ``for me (,) it's | it has to be |
   it must be | it can only be X`` / ``with me / in my book / as for me / me, it's X`` — or closed by an insistence
   (``, no discussion`` / ``, no question`` / ``, end of story`` / ``, every time`` …);
2. the value as the subject of a predicate of rank or insistence said of the user's taste — ``X is non-negotiable``
   / ``X is a must`` / ``X is my number one | my go-to | my thing | my weakness | my cup of tea …``;
3. the user's identity as the taste — ``I'm a X person | a X kind of (guy|girl|person)`` / ``I'm a person | a fan
   of X``;
4. contentment on a condition, the one given it being the user or the user as a type — ``give me | an old pipe man
   X and I'm | he's content | happy | won't complain …``;
5. the user born to the taste — ``I was born wanting | loving | craving X`` (also inside "my mother says …": the
   subject is still "I");
6. nothing above the value — ``nothing beats | tops X`` / ``you can't beat X`` / ``X beats everything``;
7. a noun of the user's taste before a colon — ``my pick | my poison | my weakness | my taste(s) …: X`` (also after a
   lead's colon: "Another thing for the file: Case closed on my tastes: X");
8. the user's return to the value as a habit, beside a likeness or said to be always — ``Same as the herd goes back
   to the same gate, I go back to X`` / ``I always come back to X``.

Not the user's: a frame whose one it is for is someone else ("it's jazz for him", "for my sister it's tea", "Give my
dad jazz and he's content", "tea is her number one", "He's a cat person"); a question, a hypothetical ("if …", "would
be"), a negation of the frame ("it's not jazz for me"), the past ("was my go-to"); a value that is a pronoun, a time,
a number, a word of weather or of the moment, or that holds a verb or a first person ("it's late for me", "it's 3 am
for me", "it's raining for me", "it's too much for me"). The module imports nothing from the package, so the
first-contact replay can load it by path and apply it at an older commit (``tools/first_contact_replay.py``)."""

from __future__ import annotations

import re

# --- the value ---------------------------------------------------------------------------------------------------
#: A value is a short noun phrase: 1–6 words, letters first, none of these (a pronoun, a finite verb, a first person,
#: a word of degree or of the moment), no digit.
_NOT_IN_VALUE = re.compile(
    r"(?i)(?<![\w'’])(?:i|i'm|i’m|me|my|mine|myself|we|us|our|you|your|he|she|him|her|his|hers|they|them|their|it|"
    r"it's|it’s|that|this|these|those|there|here|what|which|who|whatever|everything|anything|something|nothing|"
    r"is|are|was|were|be|been|am|do|does|did|have|has|had|can|can't|could|would|should|will|won't|not|no|never|"
    r"too|so|very|really|quite|pretty|bit|little|much|more|less|enough|best|worst|now|today|tonight|tomorrow|yesterday)(?![\w'’])")
#: … and a value of one word is not a word of the moment, the weather or a judgement ("it's late for me")
_MOMENT = re.compile(r"(?i)(?:late|early|morning|evening|night|afternoon|time|day|week|year|weekend|"
                     r"raining|snowing|hot|cold|warm|sunny|windy|fine|ok|okay|good|bad|great|hard|easy|over|done|"
                     r"same|different|new|normal|weird|fun|nice|lovely|perfect|tough|busy|quiet)")
_DIGIT = re.compile(r"\d")
#: diets and allergies: a value of these is a limit, not a taste
_DIET = re.compile(r"(?i)\b(?:vegan|vegetarian|pescatarian|coeliac|celiac|halal|kosher|gluten[- ]free|dairy[- ]free|"
                   r"nut[- ]free|lactose[- ]free|sugar[- ]free|allerg\w*|intoleran\w*|teetotal|sober|no \w+)\b")
_WEEKDAY = re.compile(r"(?i)\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b")
#: a tail that insists (closes the value, is not part of it)
_INSIST = (r"(?:no (?:discussion|question|questions asked|debate|argument|contest|exceptions?|doubt)|end of (?:story|"
           r"discussion)|full stop|period|hands down|every (?:single )?time|always|forever|any day|all the way)")
_TAIL = re.compile(rf"(?i)\s*(?:,|;|—|–|-)?\s*(?:{_INSIST}|for me|with me|thanks?|please)\s*[.!]*\s*$")


def _value(raw: str) -> str | None:
    """``raw`` as a value (tails, leading articles and quotes trimmed), or None when it is no short noun phrase."""
    value = raw.strip(" \t\"'“”‘’.,!;:—–-")
    for _ in range(3):
        trimmed = _TAIL.sub("", value).strip(" \t\"'“”‘’.,!;:—–-")
        if trimmed == value:
            break
        value = trimmed
    words = value.split()
    if not 1 <= len(words) <= 6 or not re.match(r"[A-Za-z]", value) or _DIGIT.search(value):
        return None
    if _NOT_IN_VALUE.search(value) or re.search(r"[?:()\[\]{}<>=#@/\\|]", value):
        return None
    if len(words) == 1 and (_MOMENT.fullmatch(value) or re.search(r"(?i)(?:ing|ed|ly)$", value)):
        return None  # "it's late for me", "it's snowing", "it's lovely"
    return value


# --- who it is for -----------------------------------------------------------------------------------------------
_FOR_ME = r"(?:for me|to me|with me|for this (?:one|\w+ here)|in my (?:book|case|house|world)|as for me|me personally)"
_SOMEONE = re.compile(r"\b(?i:for|with|to) (?:(?i:him|her|them|my \w+|his \w+|her \w+|their \w+|the \w+|your \w+)|[A-Z][a-z]+)\b")
_LEAD = r"(?:[^,.!?;:]{0,30}[,:!]\s*)?"  # a short lead set off ("Mbote!", "Na ngai,", "Honestly,")
#: where a clause may start inside a sentence: its start, or after a colon, a semicolon, a dash or a comma (and a
#: conjunction): "…, and is true: for me it has to be X", "many things are okay, but X is my number one"
_START = r"(?:^|[,:;!—–]\s*(?:but |and |so |yet )?)"

_CLEFT_FOR = re.compile(rf"(?i){_START}(?:{_FOR_ME},?\s*)?(?:it'?s|it’s|it is|it has to be|it must be|it can only be|"
                        rf"it'?s got to be|it’s got to be|it will always be|it'?s always|it’s always|it'?s only|it’s only)"
                        rf"\s+(?:always\s+|only\s+|just\s+|strictly\s+)?(?P<value>[^,.!?;]+?)\s*{_FOR_ME}?\s*(?P<tail>(?:[,;]|\s[—–-]).*)?[.!]*$")
_INSISTS = re.compile(rf"(?i)^\s*[,;—–-]?\s*{_INSIST}\b")

_RANK = (r"(?:non-negotiable|nonnegotiable|a must(?:-have)?|a must have|a given|sacred|essential|"
         r"(?:my|me) (?:absolute |all-time |personal |forever |true )?(?:number one|no\.? ?1|#1|top pick|go-to|go to|thing|jam|"
         r"weakness|poison|vice|guilty pleasure|happy place|cup of tea|kind of thing|style|speed|fave|fav|"
         r"comfort(?: \w+)?|religion|everything))")
_VALUE_RANKED = re.compile(rf"(?i){_START}(?P<value>[^,.!?;:]+?)\s+(?:is|are|'s|’s|remains?|will always be|has always been)"
                           rf"\s+(?:totally |absolutely |simply |just |still |always )?{_RANK}\b(?P<rest>.*)$")

_PERSON = re.compile(r"(?i)(?:^|[,:!]\s*)(?:me,?\s*)?i(?:'m|’m| am)\s+(?:such |very much |totally |definitely |just |always )?"
                     r"(?:a|an)\s+(?:(?:(?P<value>[^,.!?;:]+?)\s+(?:person|kind of (?:guy|girl|man|woman|person)|"
                     r"sort of (?:guy|girl|man|woman|person)|type))|(?:person|man|woman|fan|lover) of (?P<of>[^,.!?;:]+?))"
                     r"(?:\s*[,.!;—–-].*)?$")

_CONTENT = (r"(?:content|happy|sorted|set|good|golden|made|in heaven|a happy \w+|"
            r"(?:won'?t|won’t|will not|doesn'?t|does not|don'?t|do not|never) (?:complain|grumble|kvetch|moan|fuss|whinge|"
            r"mind|ask for more)\w*)")
_GIVE = re.compile(rf"(?i)^{_LEAD}give\s+(?P<who>me|this (?:old )?\w+|(?:a|an)(?: \w+){{1,3}}?)\s+(?P<value>[^,.!?;:]+?)\s*,?\s+"
                   rf"and\s+(?P<pron>i|i'm|i’m|he|he's|he’s|she|she's|she’s|they|they're|they’re)\s*(?:is |am |are |will be |'ll be |’ll be |"
                   rf"'s |’s |'m |’m |'re |’re )?(?:\w+ )?{_CONTENT}\b")
_BORN = re.compile(r"(?i)\bi (?:was|were) born (?:wanting|loving|craving|liking|to love|with a (?:taste|love|soft spot|"
                   r"weakness) for)\s+(?P<value>[^,.!?;:]+)")
_BEATS = re.compile(r"(?i)^(?:[^,.!?;:]{0,30}[,:!]\s*)?(?:nothing (?:beats|tops|compares to|comes close to)|(?:you )?can'?t beat|"
                    r"you can’t beat)\s+(?P<value>[^,.!?;:]+)")
_BEATS_ALL = re.compile(rf"(?i)^{_LEAD}(?P<value>[^,.!?;:]+?)\s+(?:beats|tops|wins over) (?:everything|anything|all)\b")
_MY_NOUN = re.compile(r"(?i)(?:^|[,!:]\s*)(?:[^,.!?;:]{0,25}\s)?(?:my|me) (?:\w+ )?(?:tastes?|pick|poison|weakness|vice|"
                      r"go-to|number one|guilty pleasure|comfort \w+)\s*(?:,\s*[^:]{0,25})?:\s*(?P<value>[^.!?;]+)")

#: the user's return to the value as a habit, set beside a likeness of the same return or said to be always ("Same as
#: the herd goes back to the same gate, I go back to jazz", "I always come back to X"); not a return of the moment ("I
#: go back to work", "Like every year, I go back to Lagos")
_BACK_TO = re.compile(r"(?i)(?:^(?:(?:just |the )?same as|like|as|just as)\b[^,;:]{3,60}?\b(?:back to|returns? to)\b[^,;:]{0,40},"
                      r"\s*i (?:always |still |just )?|"
                      r"\bi (?:always|still|keep|invariably) (?:end up )?)(?:go|come|going|coming|drift|drifting|return|"
                      r"returning) back to\s+(?P<value>[^,.!?;:]+)|\bi (?:always|still|invariably) return to\s+(?P<value2>[^,.!?;:]+)")

#: the sentence is not a statement of a standing taste
_NOT_STANDING = re.compile(r"(?i)^\s*(?:if|when|whenever|unless|would|should|could|maybe|perhaps)\b|\?\s*$|"
                           r"\b(?:would|might|could) be\b|\b(?:used to|back then|once was|was my|were my|had been)\b|"
                           r"\bit(?:'s|’s| is) not\b|\bisn'?t\b|\bnot (?:a|an|my)\b")


def _sentences(text: str) -> list[str]:
    out = []
    for line in text.splitlines():
        for part in re.split(r"(?<=[.!?])\s+", line.strip()):
            if part.strip():
                out.append(part.strip())
    return out


def _reading(sentence: str) -> str | None:
    """The value ``sentence`` gives the user as a standing taste in one of the frames, or None."""
    if _NOT_STANDING.search(sentence):
        return None
    for m in _CLEFT_FOR.finditer(sentence):
        has_me = re.search(rf"(?i){_FOR_ME}", m.group(0))  # in the cleft's own clause, not anywhere in the sentence
        insists = m["tail"] is not None and _INSISTS.match(m["tail"])
        # closed by an insistence alone, the value is a bare noun phrase ("it's morning meetings, no discussion"),
        # not an evaluation ("it's a mess, no question") or a day ("it's Monday, every time")
        bare = has_me or not re.match(r"(?i)(?:a|an|the|one)\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day", m["value"].strip())
        if (has_me or insists) and bare and not _SOMEONE.search(sentence.replace("for me", "")):
            value = _value(m["value"])
            if value:
                return value
    for m in _VALUE_RANKED.finditer(sentence):
        if not re.search(r"(?i)\b(?:his|her|their|your)\b", m["rest"]) and not re.search(
            r"(?i)\b(?:his|her|their|your|its)\s+(?:\w+\s+)?(?:number one|no\.? ?1|#1|go-to|go to|thing|jam|weakness)", sentence):
            value = _value(m["value"])
            if value:
                return value
    m = _PERSON.search(sentence)
    if m:
        value = _value(m["value"] or m["of"])
        if value:
            return value
    m = _GIVE.match(sentence)
    if m:
        who, pron = m["who"].lower(), m["pron"].lower()
        mine = who == "me" and pron.startswith("i") or who != "me" and not pron.startswith("i")
        if mine and not re.match(r"(?:my|his|her|their|your|the)\b", who):
            value = _value(m["value"])
            if value:
                return value
    m = _BACK_TO.search(sentence)
    if m:
        value = _value(m["value"] or m["value2"])
        if value:
            return value
    for pattern in (_BORN, _BEATS, _BEATS_ALL, _MY_NOUN):
        m = pattern.search(sentence)
        if m:
            value = _value(m["value"])
            if value:
                return value
    return None


def figurative_tastes(text: str) -> list[tuple[str, str, str]]:
    """Each sentence of a user's message ``text`` that states a taste (or a diet) in a figurative frame, as
    ``(sentence, class, value)``; see the module docstring."""
    out = []
    for sentence in _sentences(text):
        value = _reading(sentence)
        if value is not None:
            limit = _DIET.search(value) or _WEEKDAY.search(value)  # a diet, or a day kept ("Fridays are sacred to me")
            out.append((sentence, "constraint" if limit else "preference", value))
    return out


def unread_tastes(text: str, contents: list[str]) -> list[tuple[str, str, str]]:
    """:func:`figurative_tastes` of ``text`` whose value is in none of ``contents`` (the message's candidates)."""
    said = "\n".join(c.lower() for c in contents)
    return [t for t in figurative_tastes(text) if t[2].lower() not in said]
