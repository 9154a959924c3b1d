"""How the offline extractor cuts a user's message into sentences and clauses and cleans each, without I/O.

Before any reading of kind, a message is read as a person would: chat spelling spelt out ("im alergic"), the user in
the third person read in the first, fillers, repeats and restarts of speech read past, emoji and leading asides set
aside, a gap in the assistant's notes filled ("you don't have my dog, it's Max"), headings and arrows read as "key:
value", lines framed as someone else's left out and quoted text someone else wrote masked. A message is cut where a
new statement starts (a new subject after "but", a memory command after a dash, " / " between statements), not at
every comma. :mod:`memgraph_py.extract_rules` and :mod:`memgraph_py.extract_traps` read the clauses this yields.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .extract_blocks import _NOT_MINE
from .extract_words import _CONTENTMENT, _DIET, _EVENT_NOUN, _FACT_ATTR, _RELATIONS


_FILLER = re.compile(r"^(?:(?:(?:no|nope)(?=[,!])|oh|ah|well|so|btw|by the way|honestly|frankly|seriously|literally|actually|also|anyway|anyhow|fyi|ok|okay|"
                     r"yeah|yep|yes|hmm+|um+|uh+|right|alright|just so you know|for the record|for context|"
                     r"note that|(?:ticket|case|agent|crm) note|memo|heads up|quick note|quick thing|one more thing|and|but|plus|oh and|also,?|"
                     # a lead-in that only says a new topic starts: "unrelated:", "side note:", "while I'm here:"
                     r"unrelated|(?:on an?|on another|side|different|separate) (?:note|topic|thing)|new topic|separately|"
                     r"next thing|while i'?m (?:here|at it)|while i remember|before i forget|"
                     r"sorry|oops|whoops|my bad|correction|scratch that|(?:just )?to correct myself|i mean|i meant|(?:oh )?wait|"
                     # a correction's lead-in: "what I meant was X is my favourite" (dev27's)
                     r"what i (?:meant|wanted to say|meant to (?:say|write|type)) (?:was|is)(?= )|"
                     r"in case (?:you|u) need (?:it|this|that)|if (?:you|u) need (?:it|this)|for (?:your )?reference|for your records|"
                     # "details for the file - city Porto": the lead-in names where it goes, the rest is the note
                     r"(?:details|info|notes?|an update|updates) for (?:the|my|your) (?:file|files|records?)\s*[-–—]\s*(?=\w)|"
                     r"(?:please )?(?:note|write|jot|put|take) (?:this|that|it) down|please note(?: this)?(?=:)|"
                     # a witness named before it: "Our kid knows it: I'm all for jazz", "Ask anyone in the Toon: …" (dev27's, dev28's)
                     r"(?:(?:(?:our|my|the) [\w']+|everyone|everybody|anyone) knows?(?: it| that| this)?|ask anyone(?: [\w' ]{1,25}?)?)(?=\s*:)|"
                     # a word of address before it: "Kid, write this down:", "Mate, note this down:"
                     r"[\w']{2,12}(?=,\s*(?:please\s+)?(?:note|write|jot|put|take) (?:this|that|it) down\b)|"
                     # a lead-in that only says where the note goes, and why: "Our kid keeps asking so I'll put it here:",
                     # "Also for the list:", "Put it in the logbook, good buddy:" (dev26's)
                     r"(?:[\w' ]{1,40}?,? so )?i(?:'ll| will|'m going to|'m gonna) (?:put|write|leave|drop|stick|pop|jot|note|"
                     r"log) (?:it|this|that)(?: (?:here|down|in|on|for you|for the \w+))*(?=\s*:)|"
                     r"(?:also |and |one more )?for (?:the|my|your) (?:list|book|logbook)(?=\s*:)|"
                     r"(?:please )?(?:put|write|log|add|stick|pop|jot) (?:it|this|that) (?:in|on|into|to) (?:the|my|your) "
                     r"[\w-]+(?:,[\w' ]{1,20})?(?=\s*:)|"
                     r"(?:please )?(?:keep|bear) (?:it |this |that )?in mind(?: that)?|"
                     # a frame that only announces what follows: "I ought to mention that …", "I regret to say …"
                     r"it would be remiss of me not to (?:mention|say|add)(?: that)?|i (?:shall|will) only add(?: that)?|"
                     r"i(?:'d| would) say(?: that)?(?= i\b| i'm\b| my\b)|"
                     r"i (?:should|ought to|must|have to|need to|want to|wanted to|'d like to|would like to) (?:mention|say|add|point out|"
                     r"let you know|tell you|flag)(?: that)?|i regret to (?:say|inform you|tell you)(?: that)?|"
                     r"what i (?:wanted|want|meant|mean|was going|needed) to (?:say|tell you|mention|add|ask)\b[^:]{0,40}(?=:)|"
                     r"(?:i'?m|i am) (?:afraid|sorry to say)(?: that)?(?= i\b| my\b| \w+s are\b))\b[,:!\-–—]?\s*)+", re.I)


# a state of the moment, not a lasting preference or fact: "I love this song that's playing right now"
_REQUEST = re.compile(r"^(?:please |pls |kindly )?(?:could|can|would|will|couldn't|can't) (?:you|u|we)(?: please| pls| kindly)?(?: mind)?\s+|"
                      # the formal and indirect forms: "might I ask you to …", "be so kind as to …", "I'd be grateful if you
                      # could …", "I would be obliged if …", "I'd appreciate it if …"
                      r"^(?:(?:might|may|could|can) i (?:ask|trouble|beg) (?:you|u) to|(?:please |kindly )?be so kind as to|"
                      r"i(?:'d| would) ask (?:that|you to)|i(?:'d| would| should)(?: really)? (?:be (?:grateful|obliged|thankful)|appreciate it)(?: if| for)?"
                      r"(?: (?:you|u) (?:could|would|can|will))?|i(?:'d| would) appreciate(?= (?:no|not|a|an|your|it)\b))\s+")
# a clause that only makes sense with the one before it: "That's my employee id", "I'm allergic."
_ANAPHOR = re.compile(r"^(?:that|this|those|these|it|they|which)(?:'s|'re|s| is| are| was| were)?\b(?! (?:is|was) (?:all|it|fine|ok))"
                      r"(?!(?:(?<=this)|(?<=these))(?: one| bit| thing| too| as well| here)?\s*:)|"  # "this one: X" points on
                      r"^i(?:'m| am) (?:\w+ )?(?:allergic|intolerant)\W*$|^(?:allergic|intolerant),? i am\W*$|"
                      # a tail that says the thing before it is the user's standing pick: "X, every time, for me"
                      r"^(?:every|each) time,? for me\W*$|"
                      # a verdict of the thing before it with no thing of its own: "Window seats, bre. Nothing is better
                      # for me." (stop 37, dev30)
                      r"^(?:nothing|none|no one|nobody)(?:'s| is| comes| beats| tops) (?:better|close|it|them)(?: for me| to me)?\W*$|"
                      # a limit naming the time just said ("after noon I'm in my chair. No calls then.")
                      r"^no (?:calls|meetings|bookings|visits|visitors|messages)(?: then| at that time)\W*$|^i (?:react|respond) (?:\w+ )?(?:badly|poorly|terribly|violently)\W*$|"
                      r"^i(?:'ll|'d| will| would)? (?:\w+ )?(?:like|love|enjoy|prefer|want|need|avoid|hate|pick|choose|take)s? "
                      r"(?:those|these|them|that|this|it|that one|those ones|one of those)(?: (?:best|most|more|a lot|the most|"
                      r"every time|always|any day))?\W*$", re.I)
# a request to note something of the user's, and a bare answer after it
_RECORD_REQUEST = re.compile(r"\b(?:jot|write|note|take|put)(?: (?:this|that|it))? down\b|\b(?:save|store|remember|record|note|log|keep|make a note of|"
                             r"update|add|file)\b.{0,30}\b(?:my|our)\b")
_ABBREVIATION = re.compile(r"(?:^|[\s\"'(“‘\[])(?:dr|mr|mrs|ms|prof|st|mt|no|vs|approx|e\.g|i\.e)\.$", re.I)


_TOPIC_ASKED = re.compile(rf"(?i)(?:\b(?:my|our) |^(?:the )?)(?:\w+ )?{_FACT_ATTR}\s*\?+$|"
                          # an event named and asked in one breath, then its day ("ok so the passport renewal appointment??
                          # tomorrow. note it", dev26's): the doubled mark asks nothing of the assistant
                          rf"\b(?:my|our|the) (?:[\w-]+ ){{0,2}}{_EVENT_NOUN}\s*\?{{2,}}$")


#: A short question that only asks for the listener's ear ("Evening, got a sec?", "You there?"): no topic the next
#: sentence answers (stop 37, dev30).
_ATTENTION = re.compile(r"(?i)\b(?:got a (?:sec|second|minute|min|moment)|(?:you|u) (?:there|around|about|free)|"
                        r"(?:have you )?got a (?:mo|tick)|quick (?:one|question)|busy)\W*\?+$")


def _sentences(text: str) -> list[str]:
    # "every. single. time": one emphatic phrase, not three sentences
    text = re.sub(r"(?<![\w.])([a-z]{2,8})\. ([a-z]{2,8})\. ([a-z]{2,8})\b", r"\1 \2 \3", text)
    parts = re.split(r"(?<=[.!?])\s+|\n+", text)
    out: list[str] = []
    for part in parts:
        # "Dr. Shah" is one sentence; so is "Personally? Aisle seats." (a one- or two-word rhetorical question)
        # "my employer?? Hooli": a topic asked and answered in one breath
        if out and (_ABBREVIATION.search(out[-1]) or (re.fullmatch(r"(?:\W*\w+){1,5}\W*\?", out[-1])
                                                     and not (_REQUEST.match(_clean(out[-1]).lower()) and _ANAPHOR.match(part))
                                                     and not _ATTENTION.search(out[-1]))
                    or (_TOPIC_ASKED.search(out[-1]) and not part.rstrip().endswith("?")
                        # "my sister? Is Marta, I write it for you": the answer, however long, when it has no subject
                        and (len(part.split()) <= 4 or re.match(r"(?i)(?:is|it'?s|it is|that'?s|are|they'?re)\s", part)))):
            out[-1] += " " + part
        else:
            out.append(part)
    return out


_SELF = re.compile(r"^(?:(?:a )?note (?:for|to) [^:]{1,50}:\s*|(?:whoever|anyone who) [^:]{1,50}:\s*)|"
                   r"\b\w+ \((?:that'?s|thats|it'?s|i'?m) me\)|\b(?:someone|somebody) \(me\)|"
                   r"\b(?:the|this|your) (?:guest|customer|client|traveller|traveler|passenger|patient|user|caller|person)(?: (?:in|of|at|from) [\w ]{1,20}?)? "
                   r"\((?:that'?s |i'?m |it'?s )?(?:me|yours truly)\)|"
                   # the user named by a role with an appositive that says it is them: "the player (irl)", "the witness,
                   # me,", "the player at the keyboard"
                   r"\b(?:the|this) (?:[\w-]+ ){0,2}?[\w-]+ \((?:irl|in real life|real life|the real me|for real)\)|"
                   r"\b(?:the|this) (?:[\w-]+ ){0,2}?[\w-]+, (?:me|myself|yours truly),|"
                   r"\bthe (?:player|person|human|one|user|guy|girl|woman|man) (?:at|behind) the (?:keyboard|screen|controls?|"
                   r"controller)\b")
_KIND_OF_PERSON = re.compile(r"\bi(?:'m| am) (?:the|a|one) (?:kind|type|sort) of (?:person|guy|girl|traveller|traveler|customer) "
                             r"(?:who|that) (?:always |usually |never )?(\w+?)(?:e?s)?\b")


# chat spelling: missing apostrophes and texting abbreviations, read as written out
_CHAT = {"im": "i'm", "ive": "i've", "id": "i'd", "dont": "don't", "cant": "can't", "wont": "won't", "doesnt": "doesn't",
         "isnt": "isn't", "arent": "aren't", "thats": "that's", "whats": "what's", "u": "you", "ur": "your", "r": "are",
         "rly": "really", "till": "until", "til": "until", "pls": "please", "plz": "please", "teh": "the", "n": "and", "b4": "before", "thx": "thanks",
         "mtg": "meeting", "mtgs": "meetings", "aftr": "after", "rmnd": "remind", "2moro": "tomorrow", "2day": "today",
         "tmrw": "tomorrow", "k": "ok",
         # Hawaiian Pidgin's spellings of the words the patterns turn on (dev25's)
         "fo": "for", "befo": "before", "aftah": "after", "undah": "under", "anyting": "anything", "wit": "with",
         "braddah": "brother", "bruddah": "brother", "sistah": "sister", "tutu": "grandma"}


#: What a misspelt word is corrected to: the words the patterns turn on, spelt out whole.
_VOCABULARY = frozenset("""
prefer preference preferred favourite favorite favour favor enjoy rather really usually always never definitely whenever
allergic allergy intolerant vegetarian vegan pescatarian lactose coeliac celiac gluten peanuts shellfish medication
calendar schedule available unavailable budget maximum minimum spend afford limit before after between weekend weekends
wherever whatever anywhere whichever
appointment password passport number address phone mobile employer company sister brother husband partner daughter
dentist doctor remind remember forget errand flight wedding interview meeting meetings morning evening tomorrow
monday tuesday wednesday thursday friday saturday sunday january february april august september october november
december please nothing anything everything booking bookings usually because actually probably
""".split())
_SUFFIXES = ("s", "es", "d", "ed", "ing", "er", "ly", "'s")


@lru_cache(maxsize=4096)
def _spelling(word: str) -> str:
    import difflib

    if len(word) < 5 or word in _VOCABULARY:
        return word
    close = difflib.get_close_matches(word, _VOCABULARY, n=1, cutoff=0.86)
    if not close or any(word == close[0] + x or close[0] == word + x for x in _SUFFIXES):
        return word  # not near a known word, or a form of it ("fridays", "allergies")
    return close[0]


def _chat_normalise(low: str) -> str:
    """Chat spelling read as written out ("im alergic" → "i'm allergic", "i realy prefere" → "i really prefer"):
    texting abbreviations, missing apostrophes, and words one letter off a word of the patterns."""
    low = re.sub(r"\bw/(o\b)?\s*", lambda m: "without " if m[1] else "with ", low)  # "w/ nuts", "w/o sugar"
    low = re.sub(r"\bi\s*(?:❤️|❤|♥️|♥|<3)\s*", "i love ", low)  # "i ❤ X"
    low = re.sub(r"\b(me|you|u|need|have|got|want|going|how|time) 2(?= [a-z]{2,})", r"\1 to", low)  # "remind me 2 pay"
    low = re.sub(r"(?<=[a-z] )4(?= (?:the|a|an|me|you|u|my|us|him|her|this|that|them)\b)", "for", low)  # "hotel 4 the trip"
    return re.sub(r"[a-z0-9']+", lambda m: _CHAT.get(m[0]) or _spelling(m[0]), low)


_AGREE = {"has": "have", "is": "am", "does": "do", "goes": "go"}


def _as_first_person(low: str) -> str:
    """An agent's note about the user, or the user writing of themself in the third person, read as the user's
    words ("customer favours X", "this person likes X", "Sam (that's me) has X" → "i favour X", "i like X",
    "i has X"; "I'm the kind of person who always picks X" → "i always pick X"); an addressed note's header
    ("note for whoever books:") is dropped."""
    low = _SELF.sub(lambda m: "" if m[0].endswith((":", ": ")) or ":" in m[0] else "i", low).strip()
    # a speaker's folksy name for themself after "for" ("it's jazz for this old rancher", "for this girl"): for me
    low = re.sub(r"\bfer\b", "for", low)  # a pirate's or a rancher's "fer"
    # a Vietnamese speaker's "em" (I, to someone older) opening the clause, after a polite "dạ"; Pidgin's "no can"
    if re.search(r"^(?:dạ|vâng)\b|ạ|\bnhé\b", low):  # Vietnamese politeness marks the speaker's "em", not a name
        low = re.sub(r"\b(mẹ|má|bố|ba|anh trai|chị gái|chị|em gái|em trai|anh) em\b",  # "mẹ em": my mum
                     lambda m: "my " + {"mẹ": "mum", "má": "mum", "bố": "dad", "ba": "dad", "chị gái": "sister", "chị": "sister",
                                        "em gái": "sister"}.get(m[1], "brother"), low)
        low = re.sub(r"(^(?:dạ|vâng)\W*\s*|^|[,;:]\s*|\d(?:am|pm) |\bnoon )em (?=(?:is|am|was|have|has|allergic|cannot|can't|can|always|never|only|busy|"
                     r"need|must|go|like|love|want|not|choose|thích)\b)", lambda m: (m[1] or "") + "i ", low)
        low = re.sub(r"\b(of|for|not|to|with) em\b", r"\1 me", low)
    low = re.sub(r"\bno can\b", "can't", low)
    low = re.sub(r"\b(keep|put|write|take|book|send) um\b", r"\1 it", low)  # Pidgin's "keep um": keep it
    # a learner's or Pidgin's "I need book X" (the "to" dropped before an errand's verb)
    low = re.sub(r"\bi need (?=(?:book|call|pay|renew|buy|pick up|send|fix|cancel|return|email|ring|sign|file|post) "
                 r"(?:a|an|the|my|some|it|them|this|that|our)\b)", "i need to ", low)
    low = re.sub(r"\bfor (?:this|yours truly,?|your humble) (?:old |here )?(?:rancher|cowboy|cowpoke|cowgirl|hand|boy|girl|"
                 r"scallywag|sea dog|salt|sailor|pirate|landlubber|"
                 r"gal|guy|fella|feller|man|woman|lady|soul|timer|servant)\b", "for me", low)
    # "fun fact about your favourite user: they like X": the user named as the assistant's user, then "they"
    low = re.sub(r"\b(?:fun fact|a fact|news|a note|note|an update|update|a reminder|psa) about (?:your (?:favou?rite |fave |best |dear )?(?:user|human|owner|boss|customer|client)|"
                 r"yours truly|me)\s*:\s*(?:they|he|she)\b", "i", low)
    # chat drops the subject: "cant get enough of X", "can't do Mondays", "love X" are the user's
    low = re.sub(r"^(?=(?:really |totally |absolutely |just |honestly )?(?:can'?t|cannot|won'?t|love|adore|hate|prefer|enjoy)\b"
                 r"(?! (?:it|that|this|you|u|them)\b))", "i ", low)
    low = re.sub(r"\bi (has|is|does|needs|wants|likes|loves|prefers|hates|lives|works|enjoys|keeps|goes|gets|uses)\b",
                 lambda m: "i " + _AGREE.get(m[1], m[1][:-1]), low)
    low = _shared(low)
    low = _KIND_OF_PERSON.sub(lambda m: "i " + ("always " if " always " in m[0] else "") + m[1], low)
    m = re.match(r"^(?:the |this |your )?(?:customer|user|client|caller|person|guest|traveller|traveler|passenger|"
                 r"patient|account holder)\s+([\w']+)", low)
    # "customer information: this passenger is X": a record's header, then the note about the user
    head = re.match(r"^(?:[^:]{0,30}:\s*)?(?:customer|user|client|guest|passenger|patient|traveller|traveler) (?:information|"
                    r"info|details|notes?|profile|record)\s*:\s*", low)
    if head:
        rest = _as_first_person(low[head.end():])
        return rest if rest != low[head.end():] else low
    if not m:
        return low
    verb = {"is": "i'm", "has": "i have", "must": "i must", "needs": "i need", "wants": "i want", "favours": "i favour",
            "favors": "i favor", "prefers": "i prefer", "likes": "i like", "loves": "i love", "hates": "i hate",
            "lives": "i live", "works": "i work", "uses": "i use", "speaks": "i speak", "can't": "i can't",
            "cannot": "i cannot", "needs": "i need", "enjoys": "i enjoy", "picks": "i pick", "goes": "i go"}.get(m[1])
    return verb + low[m.end():] if verb else low


_CONTENT_AFTER = re.compile(rf"(?i)and i'?m {_CONTENTMENT}\b")


def _clauses(text: str) -> list[str]:
    """Sentences, then clauses a new subject starts ("…, but now I prefer …", "…; I also …")."""
    out = []
    for sentence in _sentences(text):
        parts: list[str] = []
        for part in _CLAUSE_BREAK.split(sentence):
            if parts and re.match(r"(?i)and i\b", part) and not _HAS_VERB.search(re.split(r"[,:;]", parts[-1])[-1]):
                parts[-1] += " " + part  # "cats and I don't mix": one subject of two nouns, not two clauses
            elif parts and re.search(r"(?i)(?:^|[—:]\s*)give me\b", parts[-1]) and _CONTENT_AFTER.match(part):
                parts[-1] += " " + part  # "give me X and I'm happy": one condition and its contentment, not two clauses
            else:
                parts.append(part)
        for part in parts:
            part = re.sub(r"(?i)^and (?=i\b)", "", part).strip(" \t\"'“”")
            if part:
                out.append(part)
    return out


#: A value given to fill a gap in the assistant's notes: "you don't have my dog, it's Max" / "you're missing my shoe size:
#: 38" says "my dog is Max" (:func:`filled_gaps` rewrites it so).
_GAP_FILL = re.compile(r"\b(?:you (?:don'?t|do not|didn'?t|did not|dont) have|you(?:'re| are) missing|you haven'?t got|"
                       r"you never (?:got|had|asked (?:me )?for))\s+(?P<my>my|our)\s+(?P<attr>[\w.'-]+(?: [\w.'-]+){0,2}?)"
                       r"(?: (?:on file|yet|anywhere|down|saved|noted|written down))?\s*(?:,|:|—|–|-|;)\s*"
                       r"(?:(?:it'?s|it is|that'?s|that is|which is|they'?re|she'?s|he'?s)\s+)?(?=\S)", re.I)


#: A note's heading on its own line and a bare value on the next ("# employer" / "Initech"), and an arrow between a key
#: and its value ("city ➡️ Vienna"): both are "key: value".
_HEADING_VALUE = re.compile(r"(?m)^[ \t]*#{1,3}[ \t]*(?P<key>[A-Za-z][\w '-]{0,30}?)[ \t]*\n[ \t]*(?P<value>[^\n#:=]{1,60}?)[ \t]*$")
_ARROW = re.compile(r"(?<=\w)\s*(?:➡️|➡|→|->|=>|⇒)\s*(?=\w)")


def filled_gaps(text: str) -> str:
    """The message as a note-taker reads it: "…realised you don't have my dog, it's Max" as "…realised my dog is Max"
    (the user fills a gap), a heading and its value on the next line, or an arrow between them, as "key: value"."""
    text = _GAP_FILL.sub(lambda m: f"{m['my']} {m['attr']} is ", text)
    text = _HEADING_VALUE.sub(lambda m: f"{m['key']}: {m['value']}", text)
    return _ARROW.sub(": ", text)


#: A message that opens by naming its writer ("Priya here.", "Tom here —"): the name after it is the writer.
_SIGNED_IN = re.compile(r"^\s*(?!(?:Nothing|Everything|Everyone|Someone|Anyone|All|Same|Not|Just|Still|Back|Home|Over|"
                        r"Out|Up|Down|Right|Nobody|Hello|Hi|Hey)\b)(?P<name>[A-Z][a-z]{1,20}) here\b\s*[.!,:;—–-]*\s*")
_VERB_AGREE = {"doesn't": "don't", "does": "do", "has": "have", "is": "am", "was": "was", "hasn't": "haven't", "isn't": "am not",
               "goes": "go", "wants": "want", "needs": "need"}


def signed_in(text: str) -> str:
    """After "Priya here.", "Priya" is the writer: "Priya doesn't take calls after 10" reads "I don't take calls after 10",
    "Priya's dentist" "my dentist". The rest of the text is unchanged; without such an opening, the text."""
    m = _SIGNED_IN.match(text)
    if not m:
        return text

    def first_person(w: re.Match[str]) -> str:
        if w["poss"]:
            return f"my {w['verb']}" if w["verb"] else "my"
        verb = w["verb"] or ""
        if not verb:
            return "I"
        low = verb.lower()
        agreed = _VERB_AGREE.get(low) or (verb[:-1] if low.endswith("s") and not low.endswith("ss") and len(low) > 3 else verb)
        return f"I {agreed}"

    rest = re.sub(rf"\b{m['name']}(?P<poss>'s)?(?:\s+(?P<verb>[a-z']+))?\b", first_person, text[m.end():])
    return text[:m.end()] + rest


#: Emoji and pictographs: they colour a clause but its reading is the words' ("my boyfriend 😍 loves jazz" is his taste,
#: "⚠️ must pick up the dry cleaning ⚠️" a task); and an aside in brackets before them ("(typed on the tram) …").
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]+")
_LEADING_ASIDE = re.compile(r"^\([^()]{1,40}\)\s+(?=\S)")
#: … and one of three words or more at the end ("… pray for me (no need to reply)"): an aside to the reader, not part of
#: the statement — unless it says whose or how much the statement is ("(not my sister's)", "(preferred)", "(always)").
_TRAILING_ASIDE = re.compile(r"(?<=\S)\s+\((?![^()]*\b(?:not|mine|me|my|i|yours|prefer\w*|favou?rite|always|never|only)\b)"
                             r"(?:[^()\s]+\s+){2,6}[^()\s]+\)\W*$")


def plain(low: str) -> str:
    """A lower-cased clause without emoji and a bracketed aside before or after it, for the patterns to read."""
    return _TRAILING_ASIDE.sub("", _LEADING_ASIDE.sub("", re.sub(r"[ \t]{2,}", " ", _EMOJI.sub(" ", low)).strip()))


#: A header naming a text a place put up ("Photo of the café menu, transcribed:", "the sign on the door says:"): the
#: lines under it are the place's words.
_PLACE_TEXT = re.compile(r"(?i)^(?!.*\bmy\b).*\b(?:the|a|an|this|that|their|its|[\w']+'s)\s+(?:[\w'-]+\s+){0,2}(?:menu|sign|"
                         r"signage|notice|noticeboard|poster|flyer|leaflet|timetable|price list|label)\b[^:\n]*:\s*$")


def framed_not_mine(text: str) -> str:
    """Lines under a line that frames them as not the user's ("my mum's settings, not mine:", a place's menu or sign)
    are left out, up to the next blank line: a block of someone else's values states nothing about the user."""
    out, skipping = [], False
    for line in text.split("\n"):
        if skipping and line.strip():
            continue
        skipping = bool(line.rstrip().endswith(":") and (_NOT_MINE.search(line) or _PLACE_TEXT.search(line)))
        out.append(line)
    return "\n".join(out)


#: A command to the assistant's memory: "save to memory", "pls remember", "note that", "write this down", "kindly note".
_MEMORY_COMMAND = (r"(?:(?:please|pls|plz|kindly)\s+)?(?:save (?:this |it )?(?:to|in) (?:memory|my profile|your notes)|remember\b|"
                   r"note (?:that|down|this)\b|make a note\b|write (?:this|that|it) down\b|put (?:this|that|it) in\b|"
                   r"add (?:this|that|it) to\b|add to my (?:list|notes|calendar|reminders|to-?do)\b|(?<=pls )note\b|(?<=kindly )note\b)")
# a new clause: after ";", or a "but" / "and" / dash that a new subject or a request follows
_CLAUSE_BREAK = re.compile(r";\s+|,?\s+but\s+(?=(?:now |these days |nowadays |actually |lately )?(?:i|i'm|i'd|my|we|please)\b)"
                           r"|,?\s+also\s+(?=(?:i|i'm|i'd|my|please)\s+(?!\w+ing\b))"
                           r"|,?\s+(?=and (?:i|i'm|i'd)\s+(?!\w+ing\b))|,?\s+and\s+(?=(?:my|please)\s+(?!\w+ing\b))"
                           r"|,?\s+and\s+(?=(?:could|can|would|will) (?:you|u)\b)"
                           # (not after a value said first: "+44 7700 563479 — my phone number" is one statement)
                           r"|(?<!\d)\s+[-–—]\s+(?=(?:i|i'm|i'd|my|we|please)\b)|\s+[-–—]\s+(?:plus|also|and also),?\s+(?=\S)"
                           # a command to the memory after a dash or an "(oh,) and": "sorry, one sec — pls remember …",
                           # "… every time — oh, and save to memory: …"
                           rf"|\s+[-–—]\s+(?:oh,?\s+)?(?:and\s+)?(?={_MEMORY_COMMAND})|,?\s+(?:oh,?\s+)?and\s+(?={_MEMORY_COMMAND})"
                           # " / " between two statements (not "jazz / blues / soul": three words follow without a slash)
                           r"|(?<=\S)\s+/\s+(?=[^/\s]+\s+[^/\s]+\s+[^/\s]+)"
                           r"|\s+(?:\+|//|\|)\s+(?=\S)"  # "X + Y", "X // Y": two statements side by side
                           # an arrow that moves on to the next topic ("X ⟶ next: Y", "X → then: Y")
                           r"|\s+(?:\u27f6|\u2192|\u21d2|->|=>)\s+(?:next|then|also|and|moving on)\s*:\s*(?=\S)"
                           # a bullet or a diamond between two statements on one line ("X 🔸 Y", "X • Y")
                           "|\\s+(?:[\u2022\u25aa\u25ab\u25c6\u25c7\u2666]|[\U0001F536-\U0001F539])\uFE0F?\\s+(?=\\S)"
                           # a dash, then a short lead-in ending in a colon: "… — while I'm at it: …", "… – one more: …"
                           r"|\s+[-–—]\s+(?=(?-i:[a-z][a-z'I ]{1,24}):\s+\S)"
                           r"|(?<=\S)\s+\(?\d{1,2}\)\s+(?=\S)"  # "1) fine 2) yes, X 3) no idea": answers on one line
                           r"|\s+(?:&|\.\.\.)\s+(?=(?-i:[A-Z]))|\s+…\s+(?=\w)"  # "X & Y", "X … Y": a new thought after it
                           r"|\s+(?:also|plus|and also|oh and)\s*:\s+(?=\S)"  # "… those are out Also: add …"
                           r"|\s+p\.?s\.?:?\s+(?=\S)"  # a postscript ("… full stop PS I should mention …")
                           # chat run-ons: a laugh, or a request to the assistant, ends the clause before it
                           r"|\s+(?:lol|haha+|lmao)\s+(?=(?:i|i'm|i'd|my|please)\b)"
                           r"|(?<=\w)\s+(?=(?:can|could|would|will) (?:you|u) (?:please )?(?:remind|note|book|save|remember|"
                           r"add|put|keep)\b)", re.I)
# a verb or a subject in the words before "and I": "I'm vegan and I …" is two clauses, "cats and I don't mix" one
_HAS_VERB = re.compile(r"(?i)\b(?:i|i'm|im|i've|i'd|my|is|are|am|was|were|have|has|had|do|does|did|can|will|\w+ed|"
                       r"\w+s\b(?= (?:to|the|a|my|it)\b))\b")


_TRAILER = re.compile(r"(?:[,;]?\s*(?:by the way|btw|fyi|haha+|lol|lmao|just so you know|for the record|though|"
                      r"as well|for what it'?s worth|if that matters|if that helps|just saying|fwiw|:\)|:d|!+|"
                      # dictated punctuation ("… is 41 full stop") and a tag question ("…, ok?") end no statement
                      # a tag question in any tongue ("…, you know?", "…, ¿sabes?", "…, oder?") asks nothing
                      r",\s*(?:you know|know what i mean|¿?sabes|¿?no|¿?verdad|oder|nicht wahr|n'est-ce pas|innit|eh)\?+|"
                      # a tag in Jamaican English / London speech ("…, seen?", "…, nuh true?", "… Seen?", "…, yuh done know",
                      # "…, cyaan lie"): affirms, asks nothing
                      r",\s*(?:seen|nuh true|true|ya hear|yuh hear|(?:do )?you hear(?: me)?)\?+|"
                      # Turkish "tamam?", Maltese "hux?", "ent?" (isn't it): affirm, ask nothing
                      r",\s*(?:tamam|hux|ent|toch|savvy|¿s[ií]|¿ok(?:ay)?|¿vale|¿claro)\?+|\s+(?-i:Seen)\?+|,\s*(?:yuh|you) (?:done|already) know|"
                      r",\s*(?:cyaan|can'?t|cannot|not gonna|no) lie|"
                      # a tag in Brazilian Portuguese speakers' English ("…, né?", "…, tá?"), Swahili / Sheng ("…, sawa?",
                      # "…, si unikumbushe?", "si" opening the tag) and New Zealand English ("…, sweet?"): asks nothing
                      r",\s*(?:né|ne|tá|ta|sawa|sweet)\?+|"
                      # a European Portuguese speaker's "…, está bem?" / "…, tá bem?" (all right?), a Romanian's "…, da?" /
                      # "…, bine?": ask nothing (stop 37, dev31)
                      r",\s*(?:está bem|esta bem|tá bem|ta bem|certo|da|bine)\?+|"
                      # Hawaiian Pidgin's "…, shoots?", "…, k?", "…, k den?" and Vietnamese "…, nhé?": okay?, asks nothing
                      r",\s*(?:shoots|k|k den|nhé|endaxi)\?+|,\s*si\b[^,?\n]{1,30}\?+|"
                      # an Italian or a Quebec French speaker's tag ("…, va bene?", "…, hein?", "…, tsé?"): asks nothing
                      r",\s*(?:va bene|capito|vero|giusto|hein|tsé|tu sais|pas vrai|d'accord)\?+|"
                      # radio procedure words closing a line ("Store it, WILCO.", "…, over."): acknowledge, state nothing
                      r",\s*(?-i:WILCO|ROGER|OVER|OUT|COPY)\b|,\s*(?:wilco|roger that|over and out|copy that)\b|"
                      r"\(?sent from my (?:phone|iphone|ipad|mobile|tablet)\)?|full stop|new (?:line|paragraph)|,\s*(?:ok|okay|right|yeah|alright|yes|got it|understood)\?+|\s+(?:k|ok|okay)\?+))+[.!]*$",
                      re.I)
# a list item ("- start noon", "• allergic to X", "2) employer Hooli") and the header it is read under
_LIST_ITEM = re.compile(r"^\s*(?:[-•*▪◦·]|\d{1,2}[.)]|[a-z]\))\s+(?P<item>\S.*)$")
_LIST_HEADER = re.compile(r"^(?P<head>[^:]{3,60}):\s*$")


#: Spoken fillers between words ("is, um, X"; "the, uh, the …"), and a self-correction that lands back where it began
#: ("£90, no, yeah, £90 max"; "it's X, I think, no, yeah, it's X").
_SPOKEN_FILLER = re.compile(r"(?:,\s*)?(?<![\w'])(?:u+h+|u+m+|e+r+m+|hmm+)(?![\w'])(?:\s*,)?", re.I)
_SPOKEN_ASIDE = re.compile(r",\s*(?:you know|like|let'?s say|i mean)\s*,", re.I)
_BACKTRACK = re.compile(r"(?:,\s*i (?:think|guess))?,\s*no,\s*(?:yeah|yes|yep|wait)\b,?", re.I)
#: The same one to three words said twice in a row ("what I what I like", "and and", "£90 £90 max").
_REPEATED = re.compile(r"(?<![\w'])((?:[\w'’€$£.+-]+\s+){0,2}[\w'’€$£+-]+)(?:,?\s+\1)+(?![\w'’])", re.I)


def _fluent(clause: str) -> str:
    """Speech read as its speaker meant it: fillers, restarts and repeated words left out ("uh what I what I like is,
    um, X, yeah, X for sure" → "what I like is X for sure")."""
    if not re.search(r"(?i)(?<![\w'])(?:u+h+|u+m+|e+r+m+|hmm+|no,\s*yeah)(?![\w'])|(?<![\w'])(\w+)\s+\1(?![\w'])", clause):
        return clause
    clause = _BACKTRACK.sub(" ", _SPOKEN_FILLER.sub(" ", _SPOKEN_ASIDE.sub(" ", clause)))
    clause = re.sub(r"(?i),\s*(?:yeah|yep|yes)\s*,", " ", clause)
    clause = _REPEATED.sub(r"\1", re.sub(r"\s{2,}", " ", clause))
    return re.sub(r"\s+,", ",", clause).strip()


def _clean(clause: str) -> str:
    clause = _FILLER.sub("", _fluent(clause)).strip(" ,;:-–—")
    return _TRAILER.sub("", clause).strip(" ,;:-–—") or clause


def _sentence(clause: str) -> str:
    clause = clause.rstrip(" ,;:")
    clause = clause[:1].upper() + clause[1:]
    return clause if clause.endswith((".", "!", "?")) else clause + "."


# --- words that are not the user's: quoted text someone else wrote, and a question quoted with its answer ---------------
#: A quoted span of a few words (straight, curly or single quotes; an apostrophe inside a word is not a quote).
_QUOTED = re.compile(r'"[^"\n]{3,300}"|“[^”\n]{3,300}”|‘[^’\n]{3,300}’|'  # bounded: no quadratic scan of a long line
                     # a single-quoted quote may hold a word's apostrophe, even first ("'I'm allergic …'")
                     r"(?<!\w)'(?=(?:[^'\n]|(?<=\w)'(?=\w)){0,200}\s)(?:[^'\n]|(?<=\w)'(?=\w)){3,300}?'(?!\w)")
#: What frames a quote as someone else's words: a reporting verb, or a text the user came across.
_REPORTING = re.compile(r"\b(?:says?|said|saying|reads?|wrote|writes|asks?|asked|texting|texted|txt|text|sms|dm|messag(?:ed|ing)|forward(?:ed|ing)?|"
                        r"fwd|sen[dt]s? (?:me|us)|quot(?:e|ed|ing)|claims?|claimed|promis(?:es|ed)|tells?|told|goes|posted|tweeted|replied|"
                        r"(?:ad|advert|sign|menu|label|review|horoscope|headline|poster|flyer|brochure|website|"
                        r"group chat|leaflet|notice|rule|polic(?:y|ie)|page|guideline|regulation|handbook|timetable)s?)\b", re.I)
#: The user's own rules or page quoted ("my house rules: '…'", "on my own page: '…'"): their words, not a source's.
_OWN_RULES = re.compile(r"\b(?:my|our)\s+(?:own\s+)?(?:\w+\s+)?(?:rules?|polic(?:y|ies)|page|guidelines?|handbook|timetable)\b[^:]*:?\s*$",
                        re.I)
#: A text to write for someone named or someone of the user's ("write a pattern intro for Joan: '…'", "write my gran a
#: note: '…'"): the quote is words for them, not a statement of the user's.
_COMPOSING = re.compile(r"(?i)\b(?:write|draft|compose|type up|pen|make)\b")
_FOR_SOMEONE = re.compile(r"\b(?:[Ff]or|[Tt]o) [A-Z][a-z]+\W*$|(?i:\b(?:my|his|her|our|their) [\w-]+ an? (?:note|letter|message|card|"
                          r"text|e-?mail|poem|toast|speech)\W*$)")
#: Replaces a quote that is someone else's words, so no clause reads them as the user's.
QUOTE_MASK = '"…"'


def _mask_quotes(text: str) -> str:
    """Quoted words framed as someone else's (``the menu says "…"``, ``forwarding from the group chat: "…"``, ``texting my
    sister: '…'``) are masked: they state nothing about the user. A quote the user asks to be noted ("please write
    down: '…'") or one that names a thing ("my favourite film is "Heat"") stays."""
    out, last = [], 0
    for m in _QUOTED.finditer(text):
        before, after = text[max(0, m.start() - 60):m.start()], text[m.end():m.end() + 30]
        said_before = re.split(r"[.!?\n]", before)[-1]
        reported = (_REPORTING.search(said_before) and not _OWN_RULES.search(said_before)) \
            or re.match(r"\W{0,3}(?:\w+ ){0,3}(?:says?|said)\b", after, re.I)
        addressed = re.search(rf"\b(?:for|to) (?:my|our|his|her|their) (?:\w+ )?{_RELATIONS}\W*$", re.split(r"[.!?\n]", before)[-1], re.I) \
            or (_COMPOSING.search(said_before) and _FOR_SOMEONE.search(said_before))
        if addressed:  # "note for my mum: '…'": words written for someone else
            out.append(text[last:m.start()] + QUOTE_MASK)
            last = m.end()
        elif _RECORD_REQUEST.search(before.lower()):  # "please note this down: 'no calls after 8'": the quote is the note
            out.append(text[last:m.start()] + m[0][1:-1])
            last = m.end()
        elif reported:
            out.append(text[last:m.start()] + QUOTE_MASK)
            last = m.end()
    return "".join(out) + text[last:]


# a check put to the recording device or the assistant around a dictated statement ("is it recording yes ok …",
# "… have you got that", "… if you're asking"): it asks nothing about the user, so the statement inside is read alone
_RECORDER_OPEN = re.compile(r"^\W*(?:(?:ok(?:ay)?|right|so|hello|hi)\b[\s,.!]*)?(?:is (?:it|this|this thing|the (?:app|mic|microphone|"
                            r"recorder|tablet|phone)) (?:recording|listening)|is this(?: thing)? on|are (?:you|u) (?:recording|listening|getting (?:this|all this))|"
                            r"can (?:you|u) hear me)\b[\s,.?!]*(?:(?:yes|yeah|yep|ok(?:ay)?|good|right|great|it is|then)\b"
                            r"[\s,.!]*)*", re.I)
_RECORDER_CLOSE = re.compile(r"[\s,.;—–-]*\b(?:(?:have|did|do) (?:you|u) (?:got|get|have) (?:that|it|this|all that)|"
                             r"got (?:that|all that)|(?:if|in case) (?:you'?re|youre|your|you are|u r) (?:asking|wondering))"
                             r"[\s?!.]*(?=[^\w]*$)", re.I)
# a Singapore English particle closing a clause ("don't call me ah", "cannot lah") and the tag "can?" / "can or
# not?" that turns a request into a check: read as the plain statement or request
_PARTICLE = re.compile(r"\s+(?:lah|leh|lor|sia|meh|hor|ah)\b(?=\s*(?:[,.!?;]|$))", re.I)
_CAN_TAG = re.compile(r",?\s+(?:can(?: or not| anot)?|ok(?:ay)? or not|got or not|ok(?:ay)?(?: na| ji)?|na)\s*\?+\s*$", re.I)


def spoken(text: str) -> str:
    """A dictated or chatted clause without what only carries the talk: checks put to the recorder around it and
    closing particles (see the patterns above). The text unchanged when none is there."""
    inner = _RECORDER_CLOSE.sub("", _RECORDER_OPEN.sub("", text, count=1), count=1).strip()
    if inner != text.strip() and len(inner.split()) >= 3:
        text = inner[:1].upper() + inner[1:]
    text = _CAN_TAG.sub(".", text)
    return _PARTICLE.sub("", text)


# a couple on one account, saying the memory is the user's too: "the two of us both love X — yes, me included",
# "we both can't do Mondays", "in our house it's X, for both of us"
_WE_INCLUDED = re.compile(r"\b(?:the two of us|the pair of us|both of us|we(?:'re| are)? both|us both|me included|me too|"
                          r"mine too)\b")
_WE = re.compile(r"^(?:\([^)]{1,40}\)\s*)?(?:the two of us|the pair of us|both of us|we)(?:'re| are)?(?: both| all)?(?:'re| are)? (?=\w)")
_HOUSE_CHOICE = re.compile(r"^(?:in|at|for) (?:our|my) (?:house|home|household|family|place),? (?:it'?s|it is|we go for|we do) "
                           r"(?P<thing>[^,.;!?]+?)(?:,? (?:for both of us|for the two of us|for us both|always))?\W*$")


def _shared(low: str) -> str:
    """A shared "we" read as the user's own when the clause includes the user (see the patterns above)."""
    house = _HOUSE_CHOICE.match(low)
    if house:
        return f"i prefer {house['thing']}."
    we = _WE.match(low)
    if we and _WE_INCLUDED.search(low):
        rest = low[we.end():]
        return ("i'm " if re.match(r"^(?:\w+ )?(?:tied up|busy|away|allergic|vegan|vegetarian|free)\b", rest) else "i ") + rest
    return low


# --- stop 31 (dev16): the closed-class words of spoken dialects, read as the standard ---------------------------------
_OWNED = rf"(?:{_FACT_ATTR}|{_RELATIONS})\b"
_LEAD = r"(?:^|(?<=[,:;.!?]\s)|(?<=[,:;.!?]))\s*"
#: (pattern, standard form): first person — Patois "mi" (my before an attribute or a relation, me before a pause or
#: "fi", else I), "me" for my before an attribute or a relation (Northern English, Irish), a bare "man's" (no
#: determiner: London "I'm"), an upper-class "one"; negation ("nuh", "cyaan"), the infinitive "fi", the copula "a"
#: before a date or a phone number, "owt" / "nowt", Yorkshire "t'" for the and "while" for until (before a time); a
#: transcriber's "[illegible]".
_DIALECT_FORMS = [(re.compile(p, re.I), r) for p, r in (
    (rf"\b(?:mi|me)\s+(?={_OWNED})", "my "),
    (r"\bmi\b(?=\s*(?:[,.!?;:)]|$|fi\b|to\b))", "me"),
    (r"\bmi\b", "I"),
    (r"\bfi\b", "to"),
    (r"\bnuh\b", "don't"),
    (r"\bcyaan\b", "can't"),
    (r"(?<=\w)\s+a\s+(?=the\b|next\b(?!-)|tomorrow\b|tonight\b|\+\d|\d{4}-\d\d-\d\d\b)", " is "),
    (rf"{_LEAD}\bman(?:'s| is)\s+", " I'm "),
    (rf"{_LEAD}\bone(?:'s| is)\s+(?=(?:not|never|allergic|intolerant|{_DIET})\b)", " I'm "),
    (rf"{_LEAD}\bone's\s+", " my "),
    (rf"{_LEAD}\bone\s+(?=(?:prefers|likes|loves|hates|can'?t|cannot|won'?t|does not|doesn'?t|never|always|must|needs)\b)", " I "),
    (r"\bwhile\s+(?=\d|noon\b|midday\b|lunch\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)", "until "),
    (r"\bowt\b", "anything"),
    (r"\bnowt\b", "nothing"),
    (r"\bt'\s*(?=\w)", "the "),
    (r"\s*\[(?:illegible|unclear|inaudible|\?+)\]\s*", " "),
    # stop 31, later (ext16): Sheng "niko" (I am), Swahili "yangu" after its noun (my: "dog yangu" → "my dog"), a
    # Mandarin speaker's "I no" before an adjective of being free or busy (I'm not), a contract's "the Undersigned"
    # (the one who signs: the user)
    (r"\bniko\b", "I'm"),
    (r"\b([a-z]+) yangu\b", r"my \1"),
    (r"\bI no (?=(?:free|busy|available|around|home|here)\b)", "I'm not "),
    # Tagalog's "ang X ko ay Y" (the X of mine is Y), as Taglish says it
    (r"\bang ([\w-]+(?: [\w-]+)?) ko ay\b", r"my \1 is"),
    (r"\bthe undersigned's\b", "my"),
    (r"\bthe undersigned (?:is|shall be)\b", "I'm"),
    (r"\bthe undersigned (?:has|shall have)\b", "I have"),
    (r"\bthe undersigned\b", "I"),
    # thee-and-thou English: the third person's "-eth" of the verbs of taste and need ("preferreth", "loveth",
    # "pleaseth") is the third person's "-s", so whose taste it is reads as it does in today's English
    (r"\b(prefer|want|need|eat|drink|abhor|detest|avoid)r?eth\b", r"\1s"),
    (r"\b(lov|lik|hat|pleas|loath|crav|relish)eth\b", r"\1es"),
)]


#: An Irish or Scots intensifier before a word of fondness ("I'm pure mad for X", "I'm fierce fond of X"): read as "I'm mad
#: for X", "I'm fond of X".
_INTENSIFIED = re.compile(r"(?i)\b(i'?m|i am) (?:pure|fierce|wile|dead|proper|awful|wicked) (mad|fond|keen|crazy|partial|nuts)\b")


def standard_forms(text: str) -> str:
    """A clause with the closed-class words of a spoken dialect (who speaks, negation, the copula; see above) read as
    standard English, so the patterns find whose it is and what it states; content words are left as they are."""
    text = _INTENSIFIED.sub(r"\1 \2", text)
    if not re.search(r"(?i)\b(?:mi|me|fi|nuh|cyaan|a|man|one|owt|nowt|t'|niko|yangu|no|ko|undersigned(?:'s)?|\w+eth)\b|\[", text):
        return text
    for pattern, standard in _DIALECT_FORMS:
        text = pattern.sub(standard, text)
    return re.sub(r"[ \t]{2,}", " ", text).strip()


#: A term of address after a discourse word ("Oh, and, love: …", "Right, darling: …"): the colon follows the person
#: spoken to, so it heads no list ("love: X" would read as what the user loves).
_ADDRESS = re.compile(r"(?i)(?:^|(?<=[.!?]\s)|(?<=\n))(?:(?:oh|and|also|so|right|well|ok|okay|plus|now)\s*,\s*)+"
                      r"(?:love|luv|darling|mate|pet|hun|babe|dear|fam|bro|pal|lad|sweetie|chief|boss)\s*:\s*", re.M)


def addressed(text: str) -> str:
    """``text`` without a term of address put before a colon (see ``_ADDRESS``): what follows is read on its own."""
    return _ADDRESS.sub("", text)


#: A line that names where the lines after it were copied from ("From a photo of the note by my phone:", "EDIT 2: From the
#: back of an envelope (my handwriting):", "Transcribed from my to-do list:"): it frames them, stating nothing itself.
SOURCE_FRAME = re.compile(r"(?i)^(?:[^:\n]{0,20}:\s*)?(?:transcribed |copied |typed up |pasted )?(?:from|off) (?:a |an |the |my )?"
                          r"(?:photo|picture|scan|back|note|notes|page|list|envelope|notebook|whiteboard|post-it|sticky)\b[^:\n]*:\s*$")
