"""Automatic labels, without I/O: topic tags and entity types assigned when an extracted memory is written.

Tags are plain strings on the memory (``Cell.tags``), so recall filters by them (``recall(..., tags=
["topic:travel"])``) and Neo4j Browser shows them on the node. Each memory ``ingest`` keeps gets:

* ``class:<preference|constraint|fact|task|event|decision>`` — what the extractor read it as;
* ``topic:<name>`` — topics whose keywords it uses (travel, food, health, work, family, finance, schedule,
  home, tech, communication, shopping, leisure, education), at most three;
* ``<type>:<entity>`` — each named entity with its type (person, place, organisation, project, product,
  or ``entity`` when the type is unclear);
* ``date:<YYYY-MM-DD>`` for events and tasks with a date, and ``negated`` for "not/never/no longer"
  statements.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["TOPICS", "entity_type", "label", "topics"]

TOPICS: dict[str, tuple[str, ...]] = {
    "travel": ("flight", "fly", "flying", "airport", "hotel", "trip", "travel", "seat", "aisle", "window", "train",
               "passport", "visa", "luggage", "airline", "boarding", "gate", "vacation", "holiday", "booking", "layover"),
    "food": ("eat", "food", "drink", "coffee", "tea", "wine", "beer", "vegan", "vegetarian", "restaurant", "dinner",
             "lunch", "breakfast", "sushi", "pizza", "meat", "gluten", "dairy", "nuts", "spicy", "cuisine", "cook",
             "allergic", "pork", "fish", "seafood", "chocolate", "cheese", "pasta", "dessert", "kosher", "halal"),
    "health": ("doctor", "dentist", "allergic", "allergy", "medication", "knee", "back", "surgery", "pregnant",
               "diabetic", "coeliac", "celiac", "therapist", "gym", "run", "running", "check-up", "checkup", "health",
               "blood", "intolerant", "wheelchair", "sleep"),
    "work": ("work", "job", "office", "boss", "manager", "colleague", "meeting", "project", "deadline", "client",
             "employer", "company", "team", "standup", "presentation", "salary", "interview", "report", "engineer"),
    "family": ("wife", "husband", "partner", "son", "daughter", "kids", "children", "sister", "brother", "mum",
               "mom", "dad", "mother", "father", "family", "wedding", "anniversary", "birthday", "cousin", "parents"),
    "finance": ("budget", "rent", "mortgage", "bank", "salary", "price", "cost", "pay", "spend", "afford", "€",
                "$", "£", "account", "insurance", "invoice", "tax"),
    "schedule": ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "morning",
                 "evening", "weekend", "am", "pm", "tomorrow", "appointment", "calendar", "schedule", "before",
                 "after", "remind"),
    "home": ("home", "flat", "apartment", "house", "address", "landlord", "neighbour", "neighbor", "garden",
             "live", "moved", "wifi", "dog", "cat", "pet"),
    "tech": ("laptop", "phone", "python", "linux", "mac", "windows", "github", "code", "software", "app", "email",
             "password", "server", "api"),
    "communication": ("reply", "replies", "respond", "answers", "email", "call", "text", "message", "language",
                      "english", "french", "german", "spanish", "italian", "formal", "concise", "short"),
    "shopping": ("buy", "order", "shop", "shopping", "size", "delivery", "amazon", "store"),
    "leisure": ("music", "jazz", "movie", "film", "book", "read", "hiking", "football", "tennis", "concert",
                "game", "games", "netflix", "series", "museum", "art", "painting", "guitar", "piano", "yoga", "ski"),
    "education": ("school", "university", "class", "course", "exam", "study", "studying", "degree", "lesson",
                  "learning", "teacher", "student"),
}
_WORD = re.compile(r"[€$£]|[a-z][a-z'-]*")
_INDEX: dict[str, list[str]] = {}
for _topic, _words in TOPICS.items():
    for _w in _words:
        _INDEX.setdefault(_w, []).append(_topic)

_PERSON_CUE = re.compile(r"\b(?i:my|our) (?i:wife|husband|partner|son|daughter|sister|brother|mum|mom|mother|dad|father|"
                         r"boss|manager|colleague|friend|best friend|cousin|uncle|aunt|doctor|dentist|therapist|trainer|"
                         r"landlord|fianc[ée]e?|girlfriend|boyfriend|roommate|flatmate|kid|grandma|grandpa|vet)"
                         r",?\s+(?:is\s+(?:called|named)\s+)?(?P<name>[A-Z][a-z]+(?: [A-Z][a-z]+)?)|"
                         r"\b(?P<name2>[A-Z][a-z]+(?: [A-Z][a-z]+)?) is my\b|\b(?i:dr|mr|mrs|ms|prof)\.? (?P<name3>[A-Z][a-z]+)")
_PLACE_CUE = re.compile(r"\b(?i:in|to|from|at|near|visiting|live in|moved to|based in|flying to|trip to)\s+"
                        r"(?P<name>[A-Z][a-z]+(?: [A-Z][a-z]+)?)")
_ORG_CUE = re.compile(r"\b(?:work(?:s|ing)? (?:at|for)|employed (?:at|by)|joined|job at|with)\s+(?P<name>[A-Z][\w&]+(?: [A-Z][\w&]+)?)"
                      r"|\b(?P<name2>[A-Z][\w&]+(?: [A-Z][\w&]+)?) (?:Inc|Ltd|GmbH|LLC|Corp|Bank|University|Labs?)\b")
_PROJECT_CUE = re.compile(r"\b(?:project|the)\s+(?P<name>[A-Z][\w-]+)(?: project)?\b|\b(?P<name2>[A-Z][\w-]+) project\b")
_PLACES = frozenset("""
paris london berlin rome madrid lisbon barcelona amsterdam vienna prague munich milan zurich geneva dublin edinburgh
new york boston chicago seattle san francisco los angeles toronto vancouver montreal tokyo kyoto osaka seoul beijing
shanghai singapore sydney melbourne oslo stockholm copenhagen helsinki warsaw budapest athens istanbul cairo dubai
mumbai delhi bangalore mexico city brazil france germany italy spain portugal japan china india canada australia
ireland scotland england uk us usa europe asia africa
""".split())


def topics(text: str, limit: int = 3) -> list[str]:
    """The topics whose keywords ``text`` uses most, at most ``limit`` (ties in TOPICS order)."""
    counts: dict[str, int] = {}
    for word in _WORD.findall(text.lower()):
        for topic in _INDEX.get(word, ()) or _INDEX.get(word.rstrip("s"), ()):
            counts[topic] = counts.get(topic, 0) + 1
    order = list(TOPICS)
    return sorted(counts, key=lambda t: (-counts[t], order.index(t)))[:limit]


def entity_type(name: str, text: str) -> str:
    """person, place, organisation, project or entity: the cue words around ``name`` in ``text``."""
    low = name.lower()
    for cue, kind in ((_PERSON_CUE, "person"), (_ORG_CUE, "organisation"), (_PROJECT_CUE, "project"),
                      (_PLACE_CUE, "place")):
        for m in cue.finditer(text):
            found = next((g for g in m.groups() if g), "")
            if found.lower() == low or (found and low in found.lower().split()):
                return kind
    if low in _PLACES:
        return "place"
    return "entity"


def label(text: str, cls: str, entities: Sequence[str], *, date: str | None = None, negated: bool = False) -> list[str]:
    """The tags of one extracted memory (see the module docstring)."""
    tags = [f"class:{cls}"] + [f"topic:{t}" for t in topics(text)]
    for name in entities[:8]:
        tag = f"{entity_type(name, text)}:{name.lower()}"
        if len(tag) <= 128:
            tags.append(tag)
    if date:
        tags.append(f"date:{date}")
    if negated:
        tags.append("negated")
    return list(dict.fromkeys(tags))
