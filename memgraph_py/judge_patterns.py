"""Vocabulary of the heuristic judge's *frames* (see :func:`memgraph_py.judge._frames`): which words say that
a statement is about a single-valued attribute (a departure time, an address, an employer, a deadline …),
which kind of value that attribute takes, and a few idioms rewritten to plain words before parsing.

A frame is general language, not a sentence template: the cue is a word or a short phrase that names the
attribute however the sentence is built ("departure", "leaves", "departing", "takes off"; "address", "lives
at", "send … to"), and the value is found by its type (a clock time, a date, an amount, an e-mail address,
a street address, a language, a name).  Two statements with the same frame, about the same thing, with
different values of that type cannot both hold.
"""

from __future__ import annotations

import re

# ----------------------------------------------------------------------------------- idioms
#: Rewrites applied to the cleaned (lower-case) text before clauses are parsed: idioms → plain words.
IDIOMS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), r) for p, r in (
    # "Red wine? Off the list for me now." / "Coffee is off the menu for me"
    (r"^(?P<x>[^?.!]+?)(?:\?\s*|\s+(?:is|are)\s+)(?:now\s+)?off the (?:list|menu|table)(?: for (?:me|us))?\b",
     r"no more \g<x> for me"),
    # "Actually, make it a window seat" — a new choice of the same kind
    (r"(^|[,.;:]\s*|\bactually\s*,?\s*)make it (?P<x>(?:a|an)\s+[^,.;!?]+)", r"\1i want \g<x>"),
    # "Seat preference: aisle." / "Switch my seat preference to aisle."
    (r"(?:^|\b(?:switch|change|set|update)\s+(?:my\s+|the\s+)?)(?P<what>[a-z]+) preference(?::| to)\s+(?P<x>[a-z]+)\b",
     r"i prefer \g<x> \g<what>"),
))

# ----------------------------------------------------------------------------------- frames
# Value kinds: "time", "date", "number", "email", "code" (typed values, see extract_slots); "address" (a
# street and a house number); "language"; "name" (a capitalised name after the cue).
#: name → (cue, kind of value, about the user unless something else is named).
FRAMES: dict[str, tuple[str, str, bool]] = {
    "departure": (r"\b(?:leav(?:e|es|ing)|depart(?:s|ed|ing|ure)?|takes? off|fly|flies|flying)\b", "time", False),
    "arrival": (r"\b(?:arriv(?:e|es|ed|al|ing)|lands?|landing|gets? in)\b", "time", False),
    "reservation": (r"\b(?:table|reservation|reserved|booking|booked|dinner|lunch|brunch|eating)\b", "time", False),
    "deadline": (r"\b(?:due|deadline|ha(?:s|ve) to be (?:in|done|submitted)|must (?:ship|submit|deliver|hand in))\b",
                 "date", False),
    "appointment": (r"\b(?:appointment|check-?up|sees? me|booked in|consultation)\b", "date", False),
    "budget": (r"\b(?:budget|spend(?:ing)?(?: up to)?|keep\b.{1,40}\bunder)\b", "number", False),
    "rent": (r"\b(?:rent|flat costs|apartment costs|pay\b.{1,20}\b(?:monthly|a month|per month) for the "
             r"(?:flat|apartment|house))\b", "number", True),
    "goal": (r"\b(?:goal|target|aiming for|aim for|aim to)\b", "number", True),
    "limit": (r"\b(?:limit|at most|no more than|up to|maximum|max|under)\b", "number", True),
    "price": (r"\b(?:price|rate|costs?|charges?|fee)\b", "number", False),
    "guests": (r"\b(?:guests?|people|headcount|table for|party of|we(?: are| will be|'re|'ll be))\b", "number", False),
    "email": (r"\b(?:e-?mail|reach\b.{1,40}\bat|writes? from)\b", "email", False),
    "password": (r"\b(?:password|passcode|passphrase|wi-?fi key|pin)\b", "code", False),
    "address": (r"\b(?:address|lives at|living at|moved to|send\b.{1,40}\bto|deliver\b.{1,40}\bto)\b", "address", False),
    "employer": (r"\b(?:works? (?:at|for)|working (?:at|for)|employer|employed (?:at|by)|joined|"
                 r"(?:is|are|has been|have been) with\b.{1,30}\bfor (?:years|ages|a while|months)|is in \w+ at)\b",
                 "name", False),
    "home": (r"\b(?:lives? in|living in|based in|home (?:for (?:me|us) )?is|relocated to|hometown|"
             r"(?:i|we|user) (?:\w+ )?moved to)\b", "name", True),
    "hotel": (r"\b(?:hotel|staying at|stay at|accommodation|lodging)\b", "name", False),
    "language": (r"\b(?:language|repl(?:y|ies)|respond|answers?|write to (?:me|us))\b", "language", True),
    "gp": (r"\b(?:gps?|family doctor|general practitioner|primary care (?:doctor|physician))\b", "name", True),
}
#: Frames that name different attributes of one thing: a text with both is not compared by frames.
RIVALS: tuple[frozenset[str], ...] = (frozenset({"departure", "arrival"}),)
#: Words of the cues (and words that only say that something changed): never part of what a frame is about.
CUE_WORDS = frozenset("""
leave leaves leaving depart departs departed departing departure take takes off fly flies flying
arrive arrives arrived arrival arriving land lands landing get gets time
table reservation reserved booking booked book eating eat
due deadline has have done submitted must ship submit deliver hand
appointment check-up checkup see sees consultation
budget spend spending keep under
rent costs cost pay landlord
goal target aiming aim
limit most maximum max price rate charge charges fee
guests guest people headcount count expect expecting coming
email e-mail reach writes write address
password passcode passphrase key pin
lives live living moved send
works work working employer employed joined years ages while
based home relocated hometown
hotel staying stay accommodation lodging
language reply replies respond answer answers speak talk
gp family doctor general practitioner primary care physician
new now current currently changed change moved switched updated rescheduled postponed pushed revised adjusted
put raised raise lowered lower increased reduced bumped went gone got became become
set make let go can switch prefer preferred preference instead from next could only so also actually
""".split())
#: Capitalised words that open a sentence but do not name anything.
NOT_NAMES = frozenset("""
send switch change changed make keep call write please book booked cancelled canceled new address table dinner
rate rent deadline check-up checkup home expecting plans heads wifi seat weekly stock departure arrival room user
email reservation accommodation for from guest guests my our the a an i we you he she they it this that at on in
actually update note dear hi hello also so ok okay yes no not let let's lunch breakfast brunch booking flight
""".split())
#: Languages a user may ask to be answered in.
LANGUAGES = frozenset("""
english german french spanish portuguese italian dutch polish czech greek swedish danish norwegian finnish
russian ukrainian turkish arabic hebrew hindi bengali urdu chinese mandarin cantonese japanese korean thai
vietnamese indonesian malay hungarian romanian bulgarian croatian serbian slovak slovenian catalan basque
galician irish welsh estonian latvian lithuanian persian farsi swahili tagalog
""".split())
#: "Cancelled X, …", "left X and joined Y": X no longer holds, drop it before reading the frame.
RETRACTED = re.compile(r"\b(?:cancell?ed|left|quit|dropped|gave up)\s+[^,;.]+?(?:,\s*|\s+and\s+|;\s*)", re.I)
#: A street address: "Rua Augusta 12", "Hauptstraße 5a, Berlin", "12 Baker Street".
ADDRESS = re.compile(r"\b[A-ZÀ-Ý][\wßà-ÿ'-]*(?:\s+[A-ZÀ-Ý][\wßà-ÿ'-]*)*\s+\d{1,5}[a-z]?\b"
                     r"|\b\d{1,5}[a-z]?\s+[A-ZÀ-Ý][\wßà-ÿ'-]*(?:\s+[A-ZÀ-Ý][\wßà-ÿ'-]*)*\s+"
                     r"(?:Street|St|Road|Rd|Avenue|Ave|Lane|Way|Drive|Square|Place)\b")
#: Limits said with a negation: "I don't want more than 30%" = "at most 30%".
LIMIT_NEGATION = re.compile(r"\b(?:i|we)?\s*(?:do not|don't|never) (?:want|spend|put|go) (?:more than|over|above)\b",
                            re.I)
