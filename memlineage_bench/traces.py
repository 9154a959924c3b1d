"""`memlineage bench traces`: how well a relation judge labels pairs of memories, on a labelled set.

The set is generated (seeded) from families of statements an assistant records about its user — seat and
food preferences, favourite things, contacts' addresses and numbers, meetings, flights, appointments,
deadlines, budgets, prices, rent, guests, goals.  Every family has several wordings of the same statement
(first person and third person, terse notes and full sentences, the value early or late), wordings that
announce a change ("… was moved to …", "Switched … to …"), and sibling statements about another attribute
of the same subject (arrival vs departure, the room vs the day of a meeting).  Pairs, by class:

* contradictions — ``changed value`` (text), ``changed date/time``, ``changed number``, ``negated preference``:
  an earlier statement and a later one giving another value, or liking what the other rejects;
* ``paraphrase`` (supports) — the same value in two different wordings;
* ``same topic`` (related) — the same subject with another attribute, or the same attribute of another
  thing (the flight to Rome vs the flight to Lisbon, the hotel budget vs the food budget), or two
  preferences that can both hold — what a judge must *not* call a contradiction;
* ``unrelated`` (none) — statements of two different families.

The wordings were written to sound like what users and agents write, not from the judges' rules: many of
them are beyond the heuristic judge's patterns (that is the point of measuring).  Figures reported: per
class label shares, precision and recall on contradictions and supports, the confusion matrix, and the
collateral supersessions — non-contradictions labelled CONTRADICTS with a confidence at or above the
auto-resolution threshold, i.e. memories that would be retired wrongly.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from memgraph_py.judge import AUTO_RESOLVE_THRESHOLD, Judge, Judgement, Relation

from .recall import Report, Section, print_report

__all__ = ["CLASSES", "FAMILIES", "LabelledPair", "Scored", "generate", "print_report", "report", "run"]

C, S, R, N = Relation.CONTRADICTS, Relation.SUPPORTS, Relation.RELATED, Relation.NONE
CLASSES: tuple[tuple[str, Relation], ...] = (
    ("changed value", C), ("changed date/time", C), ("changed number", C), ("negated preference", C),
    ("paraphrase", S), ("same topic", R), ("unrelated", N),
)
TRUTH = dict(CLASSES)

# ----------------------------------------------------------------------------------- vocabulary
PEOPLE = ["Anna Berger", "Tomás Ruiz", "Priya Nair", "Lukas Weber", "Sofia Rossi", "Kenji Sato", "Maria Silva",
          "James O'Neill", "Fatima Zahra", "Olivia Brown", "Elena Petrova", "David Cohen", "Marco Bianchi"]
CITIES = ["Lisbon", "Berlin", "Madrid", "Rome", "Paris", "Vienna", "Prague", "Amsterdam", "Copenhagen", "Porto",
          "Munich", "Milan", "Zurich", "Dublin", "Krakow", "Athens"]
COMPANIES = ["Acme", "Globex", "Initech", "Hooli", "Vandelay Imports", "Wayne Analytics", "Pied Piper", "Oscorp"]
HOTELS = ["Hotel Aurora", "Casa do Rio", "The Linden", "Hotel Miramar", "Park Residence", "Hotel Bellevue",
          "The Wren", "Hotel Alma", "Stay Loft"]
RESTAURANTS = ["Trattoria Lucia", "Casa Pepe", "Sushi Kaito", "Le Petit Bistro", "Curry Leaf", "Osteria Nonna",
               "Green Fork", "Taverna Kostas", "Pho Saigon"]
DOCTORS = ["Keller", "Amaral", "Lindgren", "Moreau", "Shah", "Varga", "Hoffmann", "Ricci"]
TOPICS = ["roadmap", "pricing", "data migration", "hiring", "security audit", "budget review", "launch",
          "supplier renewal"]
PROJECTS = ["invoice-parser", "weather-bot", "billing-api", "ops-dashboard", "price-scraper", "csv-cleaner"]
EVENTS = ["team offsite", "wedding anniversary dinner", "summer party", "kitchen renovation", "trip to Japan",
          "birthday party"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
STREETS = ["Rua Augusta", "Hauptstraße", "Calle Mayor", "Via Roma", "Rue Oberkampf", "Kastanienallee",
           "Prinsengracht", "Vesterbrogade"]
AIRLINES = ["TAP", "Lufthansa", "Iberia", "KLM", "Air France", "Swiss", "Austrian"]
SEATS = {"window": ("window seat", "by the window"), "aisle": ("aisle seat", "on the aisle"),
         "middle": ("middle seat", "in the middle")}
FAVOURITES = {"colour": ["blue", "green", "red", "yellow", "purple", "orange"],
              "cuisine": ["Italian", "Thai", "Japanese", "Mexican", "Indian", "Greek"],
              "sport": ["tennis", "football", "cycling", "swimming", "basketball"],
              "season": ["spring", "summer", "autumn", "winter"]}
LANGUAGES = ["English", "German", "Portuguese", "Spanish", "French", "Italian"]
# (thing, base verb, -ing form) for likes and dislikes
HABITS = [("coffee", "drink", "drinking"), ("meat", "eat", "eating"), ("spicy food", "eat", "eating"),
          ("jazz", "listen to", "listening to"), ("horror films", "watch", "watching"),
          ("red wine", "drink", "drinking"), ("sushi", "eat", "eating"), ("early morning runs", "go for", "going for"),
          ("podcasts", "listen to", "listening to"),
          ("chocolate", "eat", "eating"), ("board games", "play", "playing"), ("cold showers", "take", "taking")]


def _time(rng: random.Random, earliest: int = 7, latest: int = 20) -> str:
    hour, minute = rng.randint(earliest, latest), rng.choice([0, 0, 15, 30, 45])
    style = rng.random()
    if style < 0.45:
        return f"{hour:02d}:{minute:02d}"
    suffix = "am" if hour < 12 else "pm"
    h12 = hour if hour <= 12 else hour - 12
    return f"{h12}:{minute:02d} {suffix}" if minute else f"{h12} {suffix}"


def _date(rng: random.Random) -> str:
    day, month = rng.randint(1, 28), rng.choice(MONTHS)
    return rng.choice([f"{day} {month}", f"{month} {day}", f"{month} {day}th" if day > 3 else f"{day} {month}"])


def _other(rng: random.Random, pool: Sequence[Any], not_: Any) -> Any:
    return rng.choice([x for x in pool if x != not_])


# ----------------------------------------------------------------------------------- families
@dataclass(frozen=True)
class Family:
    """Statements about one attribute: ``say`` states value ``{v}`` (several wordings), ``change`` announces
    a new value ``{v}``, ``sibling`` states another attribute ``{w}`` of the same subject; ``entity`` names
    the slot that identifies the subject (another value = another thing with the same attribute)."""

    name: str
    cls: str                                   # its contradiction class
    draw: Callable[[random.Random], dict[str, Any]]  # slots; must include v, v2 (≠ v) and w
    say: tuple[str, ...]
    change: tuple[str, ...] = ()
    sibling: tuple[str, ...] = ()
    entity: str | None = None


def _slots_seat(rng: random.Random) -> dict[str, Any]:
    v, v2 = rng.sample(list(SEATS), 2)
    return {"v": SEATS[v][0], "v2": SEATS[v2][0], "vp": SEATS[v][1], "vp2": SEATS[v2][1], "vs": v, "vs2": v2,
            "w": rng.choice(["a vegetarian meal", "extra legroom", "an early boarding slot"]),
            "airline": rng.choice(AIRLINES)}


def _fav(category: str) -> Callable[[random.Random], dict[str, Any]]:
    def draw(rng: random.Random) -> dict[str, Any]:
        v, v2 = rng.sample(FAVOURITES[category], 2)
        other = rng.choice([c for c in FAVOURITES if c != category])
        return {"v": v, "v2": v2, "cat": category, "w": rng.choice(FAVOURITES[other]), "wcat": other}
    return draw


def _person(rng: random.Random) -> dict[str, Any]:
    name = rng.choice(PEOPLE)
    first, last = name.split(" ", 1)
    return {"p": name, "first": first, "p2": _other(rng, PEOPLE, name),
            "mail": lambda co: f"{first.lower()}.{last.lower().replace(chr(39), '')}@{co.lower().replace(' ', '')}.com"}


def _slots_email(rng: random.Random) -> dict[str, Any]:
    s = _person(rng)
    co, co2 = rng.sample(COMPANIES, 2)
    return {**s, "v": s["mail"](co), "v2": s["mail"](co2), "co": co, "co2": co2,
            "w": f"+{rng.choice([49, 351, 34, 39])} {rng.randint(150, 179)} {rng.randint(100, 999)} "
                 f"{rng.randint(1000, 9999)}"}


def _slots_address(rng: random.Random) -> dict[str, Any]:
    s = _person(rng)
    st, st2 = rng.sample(STREETS, 2)
    city, city2 = rng.sample(CITIES, 2)
    return {**s, "v": f"{st} {rng.randint(1, 120)}, {city}", "v2": f"{st2} {rng.randint(1, 120)}, {city2}",
            "w": rng.choice(COMPANIES)}


def _slots_employer(rng: random.Random) -> dict[str, Any]:
    s = _person(rng)
    co, co2 = rng.sample(COMPANIES, 2)
    return {**s, "v": co, "v2": co2, "w": rng.choice(CITIES), "role": rng.choice(["sales", "engineering", "finance"])}


def _slots_home(rng: random.Random) -> dict[str, Any]:
    v, v2 = rng.sample(CITIES, 2)
    return {"v": v, "v2": v2, "w": rng.choice(COMPANIES)}


def _slots_gp(rng: random.Random) -> dict[str, Any]:
    v, v2 = rng.sample(DOCTORS, 2)
    return {"v": v, "v2": v2, "w": _other(rng, DOCTORS, v),
            "area": rng.choice(["Mitte", "Chiado", "Gràcia", "Neubau"])}


def _slots_hotel(rng: random.Random) -> dict[str, Any]:
    v, v2 = rng.sample(HOTELS, 2)
    city, city2 = rng.sample(CITIES, 2)
    return {"v": v, "v2": v2, "city": city, "city2": city2, "w": rng.randint(3, 6)}


def _slots_language(rng: random.Random) -> dict[str, Any]:
    v, v2 = rng.sample(LANGUAGES, 2)
    return {"v": v, "v2": v2, "w": rng.choice(["short bullet points", "a formal tone", "no emojis"])}


def _slots_code(rng: random.Random) -> dict[str, Any]:
    def pw() -> str:
        return rng.choice(["sunflower", "blue-otter", "harbour", "maple", "quartz"]) + str(rng.randint(10, 99))
    return {"v": pw(), "v2": pw(), "w": rng.choice(["Vodafone", "MEO", "Telekom", "Orange"])}


def _slots_meeting(rng: random.Random) -> dict[str, Any]:
    v, v2 = rng.sample(DAYS[:5], 2)
    t, t2 = rng.sample(TOPICS, 2)
    return {"v": v, "v2": v2, "topic": t, "topic2": t2, "w": rng.randint(2, 9) * 100 + rng.randint(1, 20),
            "p": rng.choice(PEOPLE).split()[0]}


def _slots_flight(rng: random.Random) -> dict[str, Any]:
    v, v2 = _time(rng), _time(rng)
    while v2.split()[0] == v.split()[0] or v2[:2] == v[:2]:
        v2 = _time(rng)
    city, city2 = rng.sample(CITIES, 2)
    return {"v": v, "v2": v2, "city": city, "city2": city2, "w": _time(rng), "airline": rng.choice(AIRLINES),
            "day": rng.choice(DAYS)}


def _slots_appointment(rng: random.Random) -> dict[str, Any]:
    v, v2 = _date(rng), _date(rng)
    while v2.split()[0] == v.split()[0]:
        v2 = _date(rng)
    return {"v": v, "v2": v2, "doc": rng.choice(DOCTORS), "t": _time(rng), "w": rng.choice(["ibuprofen", "an X-ray",
                                                                                            "a blood test"])}


def _slots_deadline(rng: random.Random) -> dict[str, Any]:
    v, v2 = _date(rng), _date(rng)
    while v2.split()[0] == v.split()[0]:
        v2 = _date(rng)
    p, p2 = rng.sample(PROJECTS, 2)
    return {"v": v, "v2": v2, "proj": p, "proj2": p2, "w": rng.choice(PEOPLE)}


def _slots_dinner(rng: random.Random) -> dict[str, Any]:
    v, v2 = _time(rng, 18, 22), _time(rng, 18, 22)
    while v2[:2] == v[:2] or v2.split()[0] == v.split()[0]:
        v2 = _time(rng, 18, 22)
    r, r2 = rng.sample(RESTAURANTS, 2)
    n = rng.randint(2, 8)
    return {"v": v, "v2": v2, "rest": r, "rest2": r2, "w": n, "day": rng.choice(DAYS)}


def _amounts(lo: int, hi: int, step: int) -> Callable[[random.Random], tuple[int, int]]:
    def draw(rng: random.Random) -> tuple[int, int]:
        v, v2 = rng.sample(range(lo, hi, step), 2)
        return v, v2
    return draw


def _slots_budget(rng: random.Random) -> dict[str, Any]:
    v, v2 = _amounts(200, 5000, 50)(rng)
    e, e2 = rng.sample(EVENTS, 2)
    return {"v": v, "v2": v2, "event": e, "event2": e2, "w": rng.choice(PEOPLE)}


def _slots_rate(rng: random.Random) -> dict[str, Any]:
    v, v2 = _amounts(70, 400, 5)(rng)
    h, h2 = rng.sample(HOTELS, 2)
    return {"v": v, "v2": v2, "hotel": h, "hotel2": h2, "city": rng.choice(CITIES),
            "w": rng.choice(["a rooftop pool", "a gym", "free parking", "a sauna"])}


def _slots_rent(rng: random.Random) -> dict[str, Any]:
    v, v2 = _amounts(600, 2500, 25)(rng)
    return {"v": v, "v2": v2, "w": rng.randint(2, 4) * v}


def _slots_guests(rng: random.Random) -> dict[str, Any]:
    v = rng.randint(3, 12)
    v2 = v + rng.choice([-2, -1, 1, 2, 3])
    return {"v": v, "v2": v2, "day": rng.choice(DAYS), "w": rng.choice(RESTAURANTS)}


def _slots_goal(rng: random.Random) -> dict[str, Any]:
    v, v2 = _amounts(10, 80, 5)(rng)
    return {"v": v, "v2": v2, "w": rng.choice(["the Lisbon half marathon", "the Berlin 10k", "a trail race"])}


def _slots_risk(rng: random.Random) -> dict[str, Any]:
    v, v2 = _amounts(5, 60, 5)(rng)
    return {"v": v, "v2": v2, "w": rng.choice(["a flat", "a car", "retirement"])}


def _slots_room(rng: random.Random) -> dict[str, Any]:
    v, v2 = _amounts(101, 520, 1)(rng)
    t, t2 = rng.sample(TOPICS, 2)
    return {"v": v, "v2": v2, "topic": t, "topic2": t2, "w": rng.choice(DAYS[:5])}


def _slots_habit(rng: random.Random) -> dict[str, Any]:
    thing, verb, ing = rng.choice(HABITS)
    other, overb, oing = rng.choice([h for h in HABITS if h[0] != thing])
    return {"v": thing, "v2": thing, "verb": verb, "ing": ing, "w": other, "wverb": overb, "wing": oing}


FAMILIES: tuple[Family, ...] = (
    # ---- changed value (text)
    Family("seat", "changed value", _slots_seat,
           ("I prefer a {v}.", "Please always book me a {v}.", "On planes I like to sit {vp}.",
            "User wants a {v} on flights.", "{vs} seat, please, whenever I fly.", "Seat preference: {vs}."),
           ("Actually, make it a {v2} from now on.", "Switch my seat preference to {vs2}.",
            "These days I'd rather sit {vp2} on flights.", "Change of plan: I want {vs2} seats now."),
           ("On {airline} flights I always ask for {w}.", "User wants {w} on long flights.")),
    Family("favourite", "changed value", lambda rng: _fav(rng.choice(list(FAVOURITES)))(rng),
           ("My favourite {cat} is {v}.", "{v} is my favourite {cat}.", "If I had to pick one {cat}, it would be {v}.",
            "User's favourite {cat}: {v}."),
           ("My favourite {cat} is {v2} now.", "These days my favourite {cat} is {v2}.",
            "Not {old} any more, {v} is my favourite {cat} now."),
           ("My favourite {wcat} is {w}.", "{w} is my favourite {wcat}.")),
    Family("email", "changed value", _slots_email,
           ("{p}'s email is {v}.", "You can reach {p} at {v}.", "{p} writes from {v}.", "Email for {p}: {v}."),
           ("{p} has a new email address: {v2}.", "{p} moved to {co2}, new email {v2}.",
            "{p}'s email changed to {v2}."),
           ("{p}'s phone number is {w}.", "Call {p} on {w}.", "{p}'s mobile: {w}."), entity="p"),
    Family("address", "changed value", _slots_address,
           ("{p} lives at {v}.", "{p}'s address is {v}.", "Send the card for {p} to {v}.", "Address of {p}: {v}."),
           ("{p} moved, the new address is {v2}.", "{p}'s address is now {v2}.", "{p} has moved to {v2}."),
           ("{p} works at {w}.", "{p} is at {w} these days."), entity="p"),
    Family("employer", "changed value", _slots_employer,
           ("{p} works at {v}.", "{p} is in {role} at {v}.", "{first} has been with {v} for years.",
            "{p}'s employer is {v}."),
           ("{p} now works at {v2}.", "{p} left {old} and joined {v}.", "{p}'s employer is {v2} now."),
           ("{p} lives in {w}.", "{p} is based in {w}."), entity="p"),
    Family("home", "changed value", _slots_home,
           ("I live in {v}.", "Home for me is {v}.", "User lives in {v}.", "I'm based in {v}."),
           ("I moved to {v2} last month.", "I live in {v2} now.", "User relocated to {v2}."),
           ("I work for {w}.", "My employer is {w}.")),
    Family("gp", "changed value", _slots_gp,
           ("My GP is Dr. {v}.", "My family doctor is Dr. {v} at the {area} clinic.", "I see Dr. {v} for check-ups.",
            "User's family doctor: Dr. {v}."),
           ("I switched GPs, I'm with Dr. {v2} now.", "My GP is Dr. {v2} now.", "My new family doctor is Dr. {v2}."),
           ("My dentist is Dr. {w}.", "User's dentist: Dr. {w}.")),
    Family("hotel", "changed value", _slots_hotel,
           ("For the {city} trip I'm staying at {v}.", "The hotel in {city} is {v}.", "Booked {v} for {city}.",
            "{city} accommodation: {v}."),
           ("I switched the {city} booking to {v2}.", "The hotel in {city} is now {v2}.",
            "Cancelled {old}, I'm staying at {v} in {city} instead."),
           ("The {city} trip is {w} nights.", "I'll be in {city} for {w} nights."), entity="city"),
    Family("language", "changed value", _slots_language,
           ("Please reply to me in {v}.", "My preferred language is {v}.", "User wants answers in {v}.",
            "Write to me in {v}, please."),
           ("From now on, answer in {v2}.", "My preferred language is {v2} now.", "Switch to {v2} for replies."),
           ("When you summarise, use {w}.", "User wants {w} in summaries.")),
    Family("wifi", "changed value", _slots_code,
           ("The home wifi password is {v}.", "Wifi password at home: {v}.", "Our wifi key is {v}."),
           ("New router, the wifi password is {v2} now.", "I changed the wifi password to {v2}.",
            "The home wifi password is now {v2}."),
           ("Our internet provider is {w}.", "The home internet is with {w}.")),
    # ---- changed date / time
    Family("meeting day", "changed date/time", _slots_meeting,
           ("The {topic} meeting is on {v}.", "We meet about the {topic} on {v}.", "{v} is the {topic} meeting.",
            "{topic} meeting: {v}."),
           ("The {topic} meeting was moved to {v2}.", "We pushed the {topic} meeting to {v2}.",
            "The {topic} meeting is on {v2} now.", "Heads up: {topic} meeting rescheduled for {v2}."),
           ("The {topic} meeting is in room {w}.", "{p} is leading the {topic} meeting."), entity="topic"),
    Family("flight", "changed date/time", _slots_flight,
           ("My flight to {city} leaves at {v}.", "The {city} flight departs at {v}.", "I fly to {city} at {v}.",
            "Departure to {city}: {v}.", "{airline} flight to {city} on {day}, departing {v}."),
           ("The {city} flight now leaves at {v2}.", "{airline} rescheduled my {city} flight to {v2}.",
            "My flight to {city} was moved to {v2}.", "New departure time for the {city} flight: {v2}."),
           ("My flight to {city} lands at {w}.", "The {city} flight arrives at {w}.", "Arrival in {city}: {w}."),
           entity="city"),
    Family("appointment", "changed date/time", _slots_appointment,
           ("My appointment with Dr. {doc} is on {v}.", "Dr. {doc} sees me on {v} at {t}.",
            "Check-up with Dr. {doc}: {v}.", "I'm booked in with Dr. {doc} on {v}."),
           ("Dr. {doc}'s office moved my appointment to {v2}.", "My appointment with Dr. {doc} is now on {v2}.",
            "The check-up with Dr. {doc} was postponed to {v2}."),
           ("Dr. {doc} prescribed {w}.", "Dr. {doc} wants me to get {w}.")),
    Family("deadline", "changed date/time", _slots_deadline,
           ("The {proj} report is due on {v}.", "Deadline for the {proj} report: {v}.",
            "The {proj} report has to be in by {v}.", "We must ship the {proj} report on {v}."),
           ("The {proj} deadline was pushed to {v2}.", "The {proj} report is now due on {v2}.",
            "New deadline for the {proj} report: {v2}."),
           ("{w} is reviewing the {proj} report.", "The {proj} report goes to {w} for review."), entity="proj"),
    Family("dinner", "changed date/time", _slots_dinner,
           ("Dinner at {rest} is booked for {v}.", "Table at {rest} at {v}.", "We're eating at {rest} at {v} on {day}.",
            "{rest} reservation: {v}."),
           ("{rest} could only do {v2}, so dinner is at {v2}.", "The {rest} booking was moved to {v2}.",
            "Dinner at {rest} is now at {v2}."),
           ("The {rest} table is for {w} people.", "We're {w} at {rest}."), entity="rest"),
    # ---- changed number
    Family("budget", "changed number", _slots_budget,
           ("The budget for the {event} is {v} EUR.", "We can spend up to €{v} on the {event}.",
            "{event} budget: {v} euros.", "Let's keep the {event} under €{v}."),
           ("The budget for the {event} was revised to €{v2}.", "New {event} budget: {v2} EUR.",
            "We changed the {event} budget to {v2} euros."),
           ("{w} is organising the {event}.", "{w} handles the {event}."), entity="event"),
    Family("hotel rate", "changed number", _slots_rate,
           ("{hotel} costs {v} euros a night.", "A night at {hotel} is €{v}.", "{hotel} charges {v} EUR per night.",
            "Rate at {hotel}: €{v}/night."),
           ("{hotel} changed the rate to {v2} EUR per night.", "{hotel} now costs €{v2} a night.",
            "The nightly price at {hotel} changed to {v2} euros."),
           ("{hotel} has {w}.", "There's {w} at {hotel}."), entity="hotel"),
    Family("rent", "changed number", _slots_rent,
           ("My rent is {v} EUR a month.", "I pay €{v} monthly for the flat.",
            "Rent for the flat: {v} euros per month.",
            "The flat costs me {v} euros a month."),
           ("The landlord adjusted the rent to {v2} euros.", "My rent is €{v2} a month from now on.",
            "Rent is {v2} EUR a month from next month."),
           ("The deposit for the flat is {w} EUR.", "I paid a deposit of €{w} for the flat.")),
    Family("guests", "changed number", _slots_guests,
           ("We'll be {v} people for dinner on {day}.", "Dinner on {day}: table for {v}.",
            "{v} guests are coming on {day}.",
            "Expecting {v} people on {day}."),
           ("Plans changed for {day}, we're {v2} now.", "Make it {v2} people for {day}.",
            "Guest count for {day} changed to {v2}."),
           ("Dinner on {day} is at {w}.", "On {day} we're going to {w}."), entity="day"),
    Family("running goal", "changed number", _slots_goal,
           ("My running goal is {v} km a week.", "I'm aiming for {v} km weekly.", "Weekly running target: {v} km.",
            "I want to run {v} km every week."),
           ("New goal: {v2} km per week.", "I set my weekly running target to {v2} km.",
            "My running goal is {v2} km a week now."),
           ("I'm training for {w}.", "User is preparing for {w}.")),
    Family("risk", "changed number", _slots_risk,
           ("At most {v}% of my savings in stocks.", "Keep stocks under {v}% of my savings.",
            "I don't want more than {v}% in risky investments.", "Stock allocation limit: {v}%."),
           ("I can go up to {v2}% in stocks now.", "Change the stock limit to {v2}% of savings.",
            "Stock allocation limit is {v2}% now."),
           ("I'm saving for {w}.", "User's savings goal is {w}.")),
    Family("room", "changed number", _slots_room,
           ("The {topic} meeting is in room {v}.", "We're in room {v} for the {topic} meeting.",
            "{topic} meeting room: {v}."),
           ("The {topic} meeting moved to room {v2}.", "{topic} meeting is in room {v2} now.",
            "Room change for the {topic} meeting: {v2}."),
           ("The {topic} meeting is on {w}.", "We meet about the {topic} on {w}."), entity="topic"),
    # ---- negated preference (say = likes, change = no longer / dislikes)
    Family("habit", "negated preference", _slots_habit,
           ("I love {v}.", "I really enjoy {ing} {v}.", "Can't get enough of {v}.", "I {verb} {v} every day.",
            "Big fan of {v}.", "User likes {v}."),
           ("I don't {verb} {v} anymore.", "I've stopped {ing} {v}.", "No more {v} for me.", "I can't stand {v}.",
            "I gave up {v}.", "User avoids {v}.", "{v}? Off the list for me now."),
           ("I love {w}.", "I really enjoy {wing} {w}.", "Big fan of {w}.")),
)
BY_CLASS = {cls: [f for f in FAMILIES if f.cls == cls] for cls, truth in CLASSES if truth is C}


def _fmt(template: str, slots: dict[str, Any]) -> str:
    text = template.format(**slots)
    return text[:1].upper() + text[1:]


def _swap(slots: dict[str, Any], **pairs: str) -> dict[str, Any]:
    out = dict(slots)
    for key, other in pairs.items():
        out[key] = slots[other]
    return out


# ----------------------------------------------------------------------------------- the set
@dataclass(frozen=True)
class LabelledPair:
    cls: str
    family: str
    a: str
    b: str
    truth: Relation
    variant: str = ""


def generate(per_class: int = 100, seed: int = 1) -> list[LabelledPair]:
    """``per_class`` pairs of every class, seeded; families are drawn uniformly within a class."""
    rng = random.Random(seed)
    out: list[LabelledPair] = []

    def add(cls: str, fam: Family, a: str, b: str, variant: str = "") -> None:
        out.append(LabelledPair(cls, fam.name, a, b, TRUTH[cls], variant))

    for cls, truth in CLASSES:
        for _ in range(per_class):
            if truth is C:
                fam = rng.choice(BY_CLASS[cls])
                slots = fam.draw(rng)
                a = _fmt(rng.choice(fam.say), slots)
                if fam.cls == "negated preference":  # either order: liked then rejected, or rejected then liked
                    b = _fmt(rng.choice(fam.change), slots)
                    a, b = (a, b) if rng.random() < 0.5 else (b, a)
                    add(cls, fam, a, b)
                    continue
                new = _swap(slots, v="v2", **{k: k + "2" for k in ("vp", "vs") if k in slots})
                new["old"] = slots["v"]
                b = _fmt(rng.choice(fam.change + fam.say) if fam.change else rng.choice(fam.say), new)
                add(cls, fam, a, b)
            elif truth is S:
                fam = rng.choice(FAMILIES)
                slots = fam.draw(rng)
                pool = fam.say if fam.cls != "negated preference" or rng.random() < 0.5 else fam.change
                t1, t2 = rng.sample(pool, 2)
                add(cls, fam, _fmt(t1, slots), _fmt(t2, slots))
            elif truth is R:
                fam = rng.choice([f for f in FAMILIES if f.sibling or f.entity])
                slots = fam.draw(rng)
                if fam.entity and (not fam.sibling or rng.random() < 0.4):
                    # the same attribute of another thing, with another value
                    other = _swap(slots, v="v2", **{fam.entity: fam.entity + "2"} if fam.entity + "2" in slots else {})
                    if fam.entity == "p":
                        other["p"] = slots["p2"]
                    elif fam.entity == "day":
                        other["day"] = _other(rng, DAYS, slots["day"])
                    add(cls, fam, _fmt(rng.choice(fam.say), slots), _fmt(rng.choice(fam.say), other), "another thing")
                else:
                    a, b = _fmt(rng.choice(fam.say), slots), _fmt(rng.choice(fam.sibling), slots)
                    a, b = (a, b) if rng.random() < 0.5 else (b, a)
                    add(cls, fam, a, b, "another attribute")
            else:
                fam, fam2 = rng.sample(FAMILIES, 2)
                add(cls, fam, _fmt(rng.choice(fam.say), fam.draw(rng)), _fmt(rng.choice(fam2.say), fam2.draw(rng)))
    return out


# ----------------------------------------------------------------------------------- scoring
@dataclass
class Scored:
    judge: str
    pairs: list[LabelledPair]
    verdicts: list[Judgement]
    seconds: float
    threshold: float = AUTO_RESOLVE_THRESHOLD
    figures: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        t = self.threshold
        rows = list(zip(self.pairs, self.verdicts))

        def ratio(num: float, den: float) -> float:
            return num / den if den else float("nan")

        f = self.figures
        for rel in (C, S):
            tp = sum(1 for p, v in rows if v.label is rel and p.truth is rel)
            f[f"{rel.value} precision"] = ratio(tp, sum(1 for _, v in rows if v.label is rel))
            f[f"{rel.value} recall"] = ratio(tp, sum(1 for p, _ in rows if p.truth is rel))
        sure = [(p, v) for p, v in rows if v.label is C and v.confidence >= t]
        f["auto precision"] = ratio(sum(1 for p, _ in sure if p.truth is C), len(sure))
        f["auto recall"] = ratio(sum(1 for p, _ in sure if p.truth is C), sum(1 for p, _ in rows if p.truth is C))
        same_topic = [v for p, v in rows if p.cls == "same topic"]
        others = [v for p, v in rows if p.truth is not C]

        def superseded(verdicts: list[Judgement]) -> float:
            return ratio(sum(1 for v in verdicts if v.label is C and v.confidence >= t), len(verdicts))

        f["collateral same topic"], f["collateral all"] = superseded(same_topic), superseded(others)
        f["accuracy"] = ratio(sum(1 for p, v in rows if p.truth is v.label), len(rows))
        f["pairs/s"] = ratio(len(rows), self.seconds) if self.seconds else float("inf")
        f["confusion"] = Counter((p.truth.value, v.label.value) for p, v in rows)
        f["rules"] = Counter(v.rule for v in self.verdicts)


def run(judges: Sequence[Judge], *, per_class: int, seed: int, threshold: float = AUTO_RESOLVE_THRESHOLD,
        progress: Callable[[str], None] = lambda _: None) -> list[Scored]:
    pairs = generate(per_class, seed)
    scored = []
    for judge in judges:
        name = getattr(judge, "name", type(judge).__name__)
        progress(f"{name}: judging {len(pairs)} pairs")
        started = time.perf_counter()
        verdicts = judge.judge_many([(p.a, p.b) for p in pairs])
        scored.append(Scored(name, pairs, verdicts, time.perf_counter() - started, threshold))
    return scored


def _pct(x: float) -> str:
    return "—" if x != x else f"{100 * x:.1f}"


def report(scored: Sequence[Scored], *, per_class: int, seed: int, examples: int = 4) -> Report:
    rep = Report()
    names = [s.judge for s in scored]
    t = scored[0].threshold
    summary = Section(f"relation judge on {len(scored[0].pairs)} labelled pairs (seed {seed}, {per_class} per class; "
                      "figures in %)", ["measure", *names, "target"])
    rows: list[tuple[str, str, Callable[[dict[str, Any]], str]]] = [
        ("contradictions: precision", "≥ 90", lambda f: _pct(f["contradicts precision"])),
        ("contradictions: recall", "≥ 70", lambda f: _pct(f["contradicts recall"])),
        (f"contradictions ≥ {t:g} (auto-resolved): precision", "≥ 90", lambda f: _pct(f["auto precision"])),
        (f"contradictions ≥ {t:g} (auto-resolved): recall", "", lambda f: _pct(f["auto recall"])),
        ("supports: precision", "", lambda f: _pct(f["supports precision"])),
        ("supports: recall", "", lambda f: _pct(f["supports recall"])),
        (f"collateral supersessions: same-topic pairs → contradicts ≥ {t:g}", "< 1",
         lambda f: _pct(f["collateral same topic"])),
        (f"collateral supersessions: all non-contradictions → contradicts ≥ {t:g}", "< 1",
         lambda f: _pct(f["collateral all"])),
        ("accuracy (4 labels)", "", lambda f: _pct(f["accuracy"])),
        ("throughput (pairs/s)", "", lambda f: f"{f['pairs/s']:,.0f}"),
    ]
    for label, target, cell in rows:
        summary.rows.append([label, *(cell(s.figures) for s in scored), target])
    summary.notes.append("Collateral supersession: a memory that is still true labelled CONTRADICTS with a "
                         f"confidence at or above the auto-resolution threshold ({t:g}), i.e. retired without asking.")
    rep.sections.append(summary)

    per = Section("per class: share of pairs given each label (%)",
                  ["class", "truth", "n", "judge", "→ contradicts", f"→ contradicts ≥ {t:g}", "→ supports",
                   "→ related",
                   "→ none", "correct"])
    for cls, truth in CLASSES:
        for s in scored:
            verdicts = [v for p, v in zip(s.pairs, s.verdicts) if p.cls == cls]
            n = len(verdicts)
            share = lambda pred: _pct(sum(1 for v in verdicts if pred(v)) / n) if n else "—"  # noqa: E731
            per.rows.append([cls, truth.value, str(n), s.judge, share(lambda v: v.label is C),
                             share(lambda v: v.label is C and v.confidence >= t), share(lambda v: v.label is S),
                             share(lambda v: v.label is R), share(lambda v: v.label is N),
                             share(lambda v, truth=truth: v.label is truth)])
    rep.sections.append(per)

    for s in scored:
        matrix = Section(f"confusion matrix — {s.judge} (rows: truth, columns: judged)",
                         ["truth \\ judged", *(r.value for r in Relation), "n"])
        for truth in Relation:
            counts = [s.figures["confusion"].get((truth.value, judged.value), 0) for judged in Relation]
            matrix.rows.append([truth.value, *(str(c) for c in counts), str(sum(counts))])
        matrix.notes.append("rules fired: " + ", ".join(f"{r} ×{n}" for r, n in s.figures["rules"].most_common()))
        rows_ = list(zip(s.pairs, s.verdicts))
        wrong = [(p, v) for p, v in rows_ if v.label is C and p.truth is not C]
        missed = [(p, v) for p, v in rows_ if p.truth is C and v.label is not C]
        for title, items in (("false contradictions", wrong), ("missed contradictions", missed)):
            for p, v in items[:examples]:
                matrix.notes.append(f"{title}: [{p.cls}/{p.family}] {p.a!r} vs {p.b!r} → {v.label.value} "
                                    f"{v.confidence:.2f} {v.rule}: {v.evidence}")
        rep.sections.append(matrix)
    rep.data = {"seed": seed, "per_class": per_class, "threshold": t,
                "judges": {s.judge: {k: (dict((f"{a}->{b}", n) for (a, b), n in v.items()) if k == "confusion" else
                                         dict(v) if isinstance(v, Counter) else v)
                                     for k, v in s.figures.items()} for s in scored}}
    return rep
