"""Synthetic multi-session agent histories with ground truth, for `memlineage bench recall`.

A history is what an assistant agent records over weeks of work for one user: ``sessions`` tasks in eight
domains (travel, meetings, food, finance, code, health, shopping, home). Each session is the lineage an
agent using ``Memory.step()`` / ``@track`` leaves behind:

    user_input ─► task ─► plan_1 ─► tool_call ─► tool_result ─► llm_reasoning ─► fact ─► plan_2 ─► … ─► llm_output
                   ▲          (each plan derives from the task and from what the previous stage concluded)
          standing preferences / constraints (the agent's "core memory" about the user, loaded at session start)

plus things said in passing: preferences and constraints stated in early sessions (in wording far from
the later questions they matter for), some of them changed later (``Memory.supersede``), personal facts
("save Anna's number…") some of them corrected later (``Memory.correct``), and small talk whose text looks
like later questions (espresso machines, steakhouses…). Inside sessions some facts are wrong and get
fixed: either the agent misread a tool result (``Memory.correct``) or the tool returned stale data
(``Memory.invalidate`` on the tool result, then a fresh call) — everything derived from the wrong version
becomes contaminated.

Queries come with ground truth: a list of *needs*, each a set of cells any one of which satisfies it
(the stored preference or the user's sentence that stated it; the derived fact or the tool result it
came from), plus the *stale* cells (old versions) that should not come back. Classes:

* ``preference`` (lineage-dependent) — a later task's question whose good answer depends on a standing
  preference/constraint phrased far from it ("suggest a café" ↔ "I don't drink coffee"); focus = the
  current step of that task, whose lineage rests on the profile.
* ``derived`` (lineage-dependent) — a fact concluded two or more stages earlier in the same task, asked
  for from the current step, half the time without naming the task's specifics ("what's the booking
  reference?") and half the time naming them.
* ``corrected`` (lineage-dependent) — a fact of the current task that was corrected; the answer is the
  corrected version, the old one (invalid) and what was derived from it (contaminated) must not appear.
* ``semantic`` (plain) — a question about something stated directly (a person's phone number, the
  staging host of a project), asked with no focus or from a step of an unrelated task; some of those
  facts were corrected since.

The generator is seeded and knows nothing about how recall ranks; it is meant to look like a real agent's
memory, not to favour any preset. Cell ids are the keys used here, so ground truth maps 1:1 to cells.
"""

from __future__ import annotations

import random
import string
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta, timezone
from typing import Any

__all__ = ["CellSpec", "History", "Op", "Query", "answer_groups", "generate", "halves", "repeats"]

QUERY_CLASSES = ("preference", "derived", "corrected", "semantic", "evolution")
LINEAGE_CLASSES = ("preference", "derived", "corrected")


# ----------------------------------------------------------------------------------- output types
@dataclass
class CellSpec:
    key: str                 # also the cell id
    kind: str
    content: str
    parents: list[str]
    at: datetime
    session: int
    follows: str | None = None  # the cell recorded just before in the same step, as capture links them (FOLLOWS)
    used: list[str] = field(default_factory=list)  # parents the agent recalled and use()d (a subset of parents)


@dataclass
class Op:
    """One step of writing the history, executed in order: ``write`` (a batch of new cells),
    ``correct`` / ``supersede`` (``new`` replaces ``old``), ``invalidate`` (``old``)."""

    op: str
    cells: list[CellSpec] = field(default_factory=list)
    old: str | None = None
    new: CellSpec | None = None
    reason: str = ""


@dataclass
class Query:
    qid: str
    cls: str                 # preference | derived | corrected | semantic | evolution
    sub: str                 # finer variant (e.g. contextual / explicit, user-correction, tool-error…)
    text: str
    needs: list[list[str]]   # each need: cells any one of which satisfies it
    stale: list[str]         # old versions that should not be returned
    focus: list[str]
    session: int
    distance: int | None = None  # undirected lineage distance focus → nearest acceptable cell (min over needs)
    # the same question in every wording its template pool offers (``text`` among them): what :func:`repeats` asks
    wordings: list[str] = field(default_factory=list)


@dataclass
class History:
    seed: int
    sessions: int
    ops: list[Op]
    queries: list[Query]
    cells: dict[str, CellSpec]
    dead: set[str]           # cells the generator expects to be invalid / contaminated / superseded

    @property
    def edges(self) -> list[tuple[str, str]]:
        return [(c.key, p) for c in self.cells.values() for p in c.parents]


# ----------------------------------------------------------------------------------- vocabulary
FIRST = ["Anna", "Tomás", "Priya", "Lukas", "Sofia", "Kenji", "Maria", "James", "Fatima", "Olivia", "Noah", "Elena",
         "David", "Chloé", "Ahmed", "Emma", "Marco", "Yuki", "Laura", "Peter", "Ines", "Jonas", "Aisha", "Mateo",
         "Hannah", "Ravi", "Clara", "Omar", "Lea", "Victor"]
LAST = ["Berger", "Ruiz", "Nair", "Weber", "Rossi", "Sato", "Silva", "O'Neill", "Zahra", "Brown", "Schmidt", "Petrova",
        "Cohen", "Martin", "Hassan", "Johansson", "Bianchi", "Tanaka", "Fernández", "Novak", "Costa", "Keller",
        "Okafor", "Dubois", "Lindqvist"]
COMPANIES = ["Acme", "Globex", "Initech", "Umbrella Health", "Stark Logistics", "Wayne Analytics", "Hooli",
             "Vandelay Imports", "Soylent Foods", "Cyberdyne", "Tyrell Labs", "Wonka Sweets", "Nakatomi Trading",
             "Massive Dynamic", "Pied Piper", "Gringotts Bank", "Oscorp", "Aperture Science"]
CITIES = ["Lisbon", "Berlin", "Madrid", "Rome", "Paris", "Vienna", "Prague", "Amsterdam", "Copenhagen", "Barcelona",
          "Porto", "Munich", "Milan", "Zurich", "Dublin", "Edinburgh", "Krakow", "Budapest", "Athens", "Seville"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
TIMES = ["08:30", "09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00", "14:00", "14:30",
         "15:00", "15:30", "16:00", "16:30", "17:00", "17:30", "18:00", "19:00", "19:30", "20:00"]
AIRLINES = [("TAP", "TP"), ("Lufthansa", "LH"), ("Iberia", "IB"), ("KLM", "KL"), ("Ryanair", "FR"), ("easyJet", "U2"),
            ("Air France", "AF"), ("ITA Airways", "AZ"), ("Austrian", "OS"), ("SAS", "SK"), ("Swiss", "LX")]
HOTELS = ["Hotel Aurora", "Casa do Rio", "The Linden", "Hotel Miramar", "Park Residence", "Residence Vega",
          "Hotel Bellevue", "The Foundry", "Hotel Alma", "Grand Central Hotel", "Hotel Estrela", "The Wren",
          "Hotel Kronprinz", "Stay Loft", "Hotel Lumen"]
CAFES = ["Café Einstein", "Bean There", "Röstwerk", "Espresso Lab", "The Daily Grind", "Kaffeehaus Mitte",
         "Brew Brothers", "Café Luz", "Flat White Co.", "Third Wave Roasters", "Café Central", "Mocca Bar"]
RESTAURANTS = ["Trattoria Lucia", "Smokehouse 42", "Casa Pepe", "Sushi Kaito", "Le Petit Bistro", "Curry Leaf",
               "The Butcher's Table", "Falafel Corner", "Osteria Nonna", "Green Fork", "Asador Donostia",
               "Brasserie Lumière", "Burger Republic", "Taverna Kostas", "Pho Saigon", "Churrasco Grill"]
PLACES = ["the central station", "the old town", "the Acme office", "the university campus", "the riverside",
          "the city hall", "the convention centre", "the main square", "the tech park", "the harbour"]
VENUES = ["convention centre", "congress hall", "expo centre", "university auditorium", "innovation hub"]
TOPICS = ["the Q3 roadmap", "the pricing proposal", "the data migration", "the partnership contract",
          "the hiring plan", "the security audit", "the marketing launch", "the budget review", "the API integration",
          "the supplier renewal"]
ASKS = ["a 15% volume discount", "an earlier delivery date", "exclusive rights in Iberia", "a dedicated support engineer",
        "a longer payment term", "a pilot with three of their stores", "access to our analytics API",
        "a joint press release"]
ISSUES = ["late invoices", "missing SLA reports", "the onboarding backlog", "unclear ownership of the data",
          "the open security findings", "duplicate customer records", "the delayed hardware shipment"]
DISHES = ["mushroom risotto", "paella", "lasagne", "chicken tikka masala", "beef stew", "shakshuka", "ramen",
          "moussaka", "grilled salmon", "pad thai", "chili con carne", "quiche lorraine"]
STARTERS = ["tomato bruschetta", "gazpacho", "burrata with peaches", "miso soup", "hummus and flatbread",
            "prawn cocktail", "caesar salad"]
DESSERTS = ["tiramisu", "panna cotta", "chocolate mousse", "apple crumble", "cheesecake", "crème brûlée",
            "lemon tart"]
AREAS = ["Kreuzberg", "Chiado", "Malasaña", "Trastevere", "the Marais", "Neubau", "Vinohrady", "De Pijp", "Nørrebro",
         "Gràcia", "Schwabing"]
PROJECTS = [("invoice-parser", "extracts totals and due dates from PDF invoices"),
            ("weather-bot", "posts the morning forecast to the team chat"),
            ("price-scraper", "tracks competitor prices every night"),
            ("billing-api", "exposes customer billing data to the web app"),
            ("ops-dashboard", "shows deployment and error metrics in one page"),
            ("recsys-service", "recommends articles to newsletter readers"),
            ("csv-cleaner", "normalises supplier CSV exports"),
            ("slack-digest", "summarises unread channels every evening")]
MODULES = ["parser", "ingest", "models", "client", "scheduler", "handlers", "pipeline", "storage"]
LIBS = ["pandas", "requests", "pydantic", "sqlalchemy", "fastapi", "numpy", "httpx", "boto3"]
DOCTORS = ["Keller", "Amaral", "Lindgren", "Moreau", "Shah", "Varga", "Hoffmann", "Ricci"]
SYMPTOMS = ["a sore throat", "a persistent cough", "lower back pain", "a sprained ankle", "recurring headaches",
            "an itchy rash"]
MEDS = ["ibuprofen", "throat lozenges", "an antihistamine", "a cough syrup", "a cooling gel"]
PHARMACIES = ["Apotheke am Markt", "Farmácia Central", "City Pharmacy", "Farmacia San Marco", "Lékárna Na Poříčí"]
RACES = ["Lisbon half marathon", "Berlin 10k", "city triathlon", "autumn trail race", "Copenhagen half marathon"]
ITEMS = [("laptop", ["14-inch, 16 GB RAM, 512 GB SSD", "13-inch, 8 GB RAM, 256 GB SSD", "15-inch, 32 GB RAM, 1 TB SSD"]),
         ("office chair", ["mesh back, adjustable lumbar support", "leather, fixed arms", "kneeling stool"]),
         ("phone", ["6.1-inch, 128 GB", "6.7-inch, 256 GB", "5.8-inch, 64 GB"]),
         ("monitor", ["27-inch 4K IPS", "24-inch full HD", "34-inch ultrawide"]),
         ("robot vacuum", ["lidar navigation, auto-empty dock", "basic bump navigation", "with mopping pad"]),
         ("espresso machine", ["dual boiler, PID control", "capsule machine", "manual lever"])]
SHOPS = ["TechMarkt", "Backmarket", "MediaWorld", "Fnac", "Amazon", "Currys", "El Corte Inglés"]
KIDS = ["Mia", "Leo", "Nora", "Ben", "Ella", "Finn"]
GYMS = ["FitX", "Holmes Place", "McFit", "Urban Gym", "PureGym"]
INSURERS = ["Allianz", "AXA", "Fidelidade", "Generali", "HUK"]
STOCKS = ["ASML", "Siemens", "Apple", "Novo Nordisk", "SAP", "Nvidia"]
ETFS = ["MSCI World ETF", "S&P 500 ETF", "global bond ETF", "emerging markets ETF"]
CATS = ["restaurants", "taxis", "online shopping", "subscriptions", "travel"]
DEDUCTS = ["home office", "training course", "childcare", "donation", "commuting"]
TOOLS = {"calendar": "calendar sync", "restaurants": "booking system", "clinic": "clinic portal",
         "flights": "airline schedule feed", "shop": "shop's order tracker", "home": "service desk",
         "bank": "banking export", "deploy": "deployment log"}


def _code(rng: random.Random, n: int = 6) -> str:
    return "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(n))


def _phone(rng: random.Random) -> str:
    prefix = rng.choice(["+49 151", "+49 160", "+351 912", "+351 936", "+34 612", "+39 347", "+33 6", "+43 664"])
    return f"{prefix} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"


def _two(rng: random.Random, pool: Sequence[Any]) -> list[Any]:
    return rng.sample(list(pool), 2)


def _slots(rng: random.Random) -> dict[str, Any]:
    """Every slot any template uses, drawn fresh for one session."""
    f1, f2 = _two(rng, FIRST)
    person = f"{f1} {rng.choice(LAST)}"
    person2 = f"{f2} {rng.choice(LAST)}"
    company, company2 = _two(rng, COMPANIES)
    city, city2 = _two(rng, CITIES)
    (al, ac), (al2, ac2) = _two(rng, AIRLINES)
    t = sorted(rng.sample(TIMES, 4))
    h1, h2, h3 = rng.sample(HOTELS, 3)
    c1, c2, c3 = rng.sample(CAFES, 3)
    r1, r2, r3 = rng.sample(RESTAURANTS, 3)
    project, does = rng.choice(PROJECTS)
    item, specs = rng.choice(ITEMS)
    day, day2 = _two(rng, DAYS)
    month = rng.choice(MONTHS)
    d = rng.randint(2, 27)
    elec = rng.randint(38, 140)
    slots: dict[str, Any] = {
        "person": person, "first": f1, "person2": person2, "first2": f2, "company": company, "company2": company2,
        "email": f"{f1.lower().replace('é', 'e').replace('á', 'a')}.{person.split()[-1].lower().replace(chr(39), '')}"
                 f"@{company.split()[0].lower()}.com",
        "city": city, "city2": city2, "month": month, "date": f"{d} {month}", "date2": f"{d + 1} {month}",
        "day": day, "day2": day2, "n": rng.randint(2, 8), "nights": rng.randint(2, 5),
        "airline": al, "flight": f"{ac}{rng.randint(100, 1999)}", "airline2": al2, "flight2": f"{ac2}{rng.randint(100, 1999)}",
        "dep": t[0], "arr": t[2], "dep2": t[1], "arr2": t[3], "price": rng.randint(60, 420), "price2": rng.randint(60, 420),
        "ref": _code(rng), "seat": f"{rng.randint(3, 34)}{rng.choice('ABCDEF')}",
        "hotel": h1, "hotel2": h2, "hotel3": h3, "hprice": rng.randint(85, 260), "hprice2": rng.randint(85, 260),
        "hprice3": rng.randint(85, 260), "dist": rng.randint(150, 1800), "venue": rng.choice(VENUES),
        "line": rng.choice(["red", "blue", "green", "yellow", "U2", "M1", "S3"]), "stop": rng.choice(["Central", "Market Square", "Congress", "Parliament", "Riverside"]),
        "fare": f"{rng.uniform(1.5, 4.5):.2f}", "taxi": rng.randint(18, 55), "temp": rng.randint(4, 31),
        "cond": rng.choice(["sunny", "light rain", "cloudy", "windy with showers", "clear skies", "thunderstorms in the afternoon"]),
        "place": rng.choice(PLACES), "topic": rng.choice(TOPICS), "ask": rng.choice(ASKS),
        "issue1": rng.choice(ISSUES), "issue2": rng.choice(ISSUES),
        "cafe": c1, "cafe2": c2, "cafe3": c3, "time": t[1], "time_b": t[2], "busy": f"{t[0]}–{t[1]}",
        "rest": r1, "rest2": r2, "rest3": r3, "p1": rng.randint(25, 90), "p2": rng.randint(25, 90), "p3": rng.randint(25, 90),
        "code": _code(rng, 5), "dish": rng.choice(DISHES), "starter": rng.choice(STARTERS), "dessert": rng.choice(DESSERTS),
        "amt": rng.randint(40, 160), "area": rng.choice(AREAS),
        "meal": rng.choice(["team dinner", "birthday dinner", "dinner party", "client lunch", "family brunch"]),
        "elec": elec, "elec_b": elec + rng.choice([-30, -20, 25, 40]), "rent": rng.randint(750, 1600),
        "groc": rng.randint(220, 520), "subs": rng.randint(25, 90), "count": rng.randint(60, 180),
        "over": rng.randint(40, 400), "cat": rng.choice(CATS), "etf": rng.choice(ETFS), "stock": rng.choice(STOCKS),
        "v1": rng.randint(4000, 40000), "v2": rng.randint(500, 9000), "cash": rng.randint(1000, 15000),
        "pct1": rng.randint(40, 80), "deduct": rng.choice(DEDUCTS), "damt": rng.randint(120, 2400),
        "year": rng.choice([2023, 2024]), "amount": rng.choice([1500, 2500, 4000, 6000, 8000]),
        "rate": f"{rng.uniform(1.02, 1.18):.4f}", "rate_b": f"{rng.uniform(0.62, 0.9):.4f}",
        "project": project, "does": does, "repo_url": f"github.com/{f1.lower()[:4]}dev/{project}",
        "module": rng.choice(MODULES), "nfiles": rng.randint(20, 240), "fails": rng.randint(1, 9), "passes": rng.randint(40, 300),
        "key": rng.choice(["due_date", "vat_id", "currency", "customer_id", "timestamp", "sku"]),
        "lib": rng.choice(LIBS), "ver1": f"{rng.randint(1, 3)}.{rng.randint(0, 12)}", "ver2": f"{rng.randint(2, 4)}.{rng.randint(0, 9)}",
        "build": f"#{rng.randint(100, 999)}", "host": f"staging-{rng.randint(1, 9)}.{project}.internal",
        "host_b": f"staging-{rng.randint(10, 19)}.{project}.internal",
        "doctor": rng.choice(DOCTORS), "symptom": rng.choice(SYMPTOMS), "med": rng.choice(MEDS),
        "pharm": rng.choice(PHARMACIES), "close": rng.choice(["18:00", "19:30", "20:00", "22:00"]),
        "race": rng.choice(RACES), "weeks": rng.randint(6, 14), "policy": f"{_code(rng, 3)}-{rng.randint(100000, 999999)}",
        "pct": rng.choice([60, 70, 80, 90]), "item": item, "spec1": specs[0], "spec2": specs[1], "spec3": specs[2],
        "budget": rng.choice([300, 500, 800, 1200]), "order": f"{rng.randint(100, 999)}-{rng.randint(1000000, 9999999)}",
        "shop": rng.choice(SHOPS), "shop2": rng.choice(SHOPS), "kid": rng.choice(KIDS),
        "window": rng.choice(["8–12", "12–16", "14–18"]), "window_b": rng.choice(["9–13", "13–17", "16–20"]),
        "landlord": f"{rng.choice(FIRST)} {rng.choice(LAST)}", "gym": rng.choice(GYMS), "insurer": rng.choice(INSURERS),
    }
    return slots


# ----------------------------------------------------------------------------------- domain scripts
@dataclass(frozen=True)
class Stage:
    name: str
    plan: tuple[str, ...]
    call: tuple[str, ...]
    result: tuple[str, ...]
    reasoning: tuple[str, ...]
    fact: tuple[str, ...] = ()
    asks: tuple[str, ...] = ()           # contextual questions (rely on the focus)
    asks_explicit: tuple[str, ...] = ()  # questions naming the task's specifics
    wrong: tuple[tuple[str, str], ...] = ()  # correctable: slot → slot holding the wrong value
    fix: str = ""                       # the user's correction (right values; {wrong_*} = the wrong ones)
    tool: str = ""


@dataclass(frozen=True)
class Domain:
    name: str
    requests: tuple[str, ...]
    tasks: tuple[str, ...]
    stages: tuple[Stage, ...]
    outputs: tuple[str, ...]


DOMAINS: tuple[Domain, ...] = (
    Domain("travel",
           ("I need to be in {city} for the {company} conference on {date}. Can you sort out the travel?",
            "Plan a {nights}-day trip to {city} around {date} for me.",
            "Can you organise my business trip to {city}? The workshop with {company} starts on {date}.",
            "Book everything I need for {city} — I'm presenting at the {venue} on {date}."),
           ("Organise travel to {city} for {date} ({nights} nights): flights, hotel, local transport",
            "Trip to {city} on {date}: book flight and hotel near the {venue}"),
           (Stage("flights",
                  ("Search flights to {city} around {date}", "Look up flight options to {city} for {date}"),
                  ("search_flights(destination='{city}', date='{date}')",),
                  ("Found 4 flights to {city} on {date}: {airline} {flight} dep {dep} arr {arr} €{price}; {airline2} {flight2} dep {dep2} arr {arr2} €{price2}; two more with a stop over 7 h.",
                   "Flight search {date} → {city}: {flight} ({airline}) {dep}–{arr}, €{price}; {flight2} ({airline2}) {dep2}–{arr2}, €{price2}."),
                  ("{airline} {flight} is the better option: it lands at {arr}, early enough for the first session.",
                   "Comparing options: {flight} at {dep} is direct; {flight2} costs €{price2} and arrives later."),
                  ("Chosen flight to {city}: {airline} {flight} on {date}, departing {dep}, arriving {arr}.",
                   "Flight for the {city} trip: {flight} leaves at {dep} on {date} and lands at {arr}."),
                  ("What time does my flight leave?", "When do I have to be at the airport for the flight out?"),
                  ("What time does the {city} flight depart on {date}?", "When does my flight to {city} leave?"),
                  wrong=(("dep", "dep2"),), fix="The flight leaves at {dep}, not {wrong_dep} — I checked the app.",
                  tool="flights"),
            Stage("booking",
                  ("Book {airline} {flight}", "Reserve the seat on {flight}"),
                  ("book_flight(flight='{flight}', passenger='primary')",),
                  ("Booking confirmed for {flight}: reference {ref}, seat {seat}, total €{price}, e-ticket sent.",),
                  ("Flight booked; the reference {ref} will be needed for online check-in.",),
                  ("Flight booking reference for the {city} trip is {ref} (seat {seat}).",),
                  ("What's the booking reference I need for check-in?", "Which seat did I get?"),
                  ("What is the booking reference of my {city} flight?",)),
            Stage("hotel",
                  ("Find a hotel near the {venue} in {city}", "Look for accommodation close to the {venue}"),
                  ("search_hotels(city='{city}', near='{venue}', nights={nights})",),
                  ("Hotels near the {venue}: {hotel} €{hprice}/night, 4.4★, {dist} m away; {hotel2} €{hprice2}/night, 4.1★; {hotel3} €{hprice3}/night, 4.7★, rooftop bar.",
                   "{hotel3} (€{hprice3}), {hotel} (€{hprice}) and {hotel2} (€{hprice2}) have rooms for {nights} nights from {date}."),
                  ("{hotel} is the closest to the {venue} at a reasonable price.",),
                  ("Booked {hotel} in {city} for {nights} nights at €{hprice} per night, check-in {date}.",),
                  ("Where am I staying?", "How much is the hotel per night?"),
                  ("Which hotel did I book in {city}?",)),
            Stage("transfer",
                  ("Work out how to get from the airport to the hotel", "Plan the airport transfer in {city}"),
                  ("route(from='{city} airport', to='{hotel}')",),
                  ("Metro line {line} to {stop}, 35 min, €{fare}; taxi about €{taxi}, 25 min.",),
                  ("The metro is cheaper and almost as fast as a taxi at that hour.",),
                  ("From {city} airport take metro line {line} to {stop} (about 35 minutes, €{fare}).",),
                  ("How do I get from the airport to the hotel?",),
                  ("How do I get from {city} airport to my hotel?",)),
            Stage("weather",
                  ("Check the weather for the trip", "Look at the forecast in {city}"),
                  ("weather(city='{city}', date='{date}')",),
                  ("{city} forecast for {date}: {temp}°C, {cond}.",),
                  ("Pack for {temp}°C and {cond}.",))),
           ("Itinerary for {city}: {flight} on {date} at {dep}, {hotel} for {nights} nights, metro line {line} from the airport.",
            "All set for {city}: flight {flight}, hotel {hotel}, transfer by metro line {line}.")),
    Domain("meetings",
           ("Set up a meeting with {person} from {company} next {day}.",
            "I need to catch up with {person} ({company}) about {topic} this week.",
            "Arrange a meeting with {person} from {company} to go through {topic}.",
            "Can you find time for me and {person} to talk about {topic}?"),
           ("Arrange a meeting with {person} ({company}) about {topic} on {day}",
            "Meeting with {person} from {company}: {topic}"),
           (Stage("calendar",
                  ("Check my calendar for {day}", "Find a free slot on {day}"),
                  ("calendar.free_slots(day='{day}')",),
                  ("Free on {day}: {time} and {time_b}; busy {busy} (team stand-up).",),
                  ("{time} works best, it leaves time after the stand-up.",),
                  ("Meeting with {person} set for {day} at {time}.", "{person} and I meet on {day} at {time}."),
                  ("What time is the meeting?", "When do we meet?"),
                  ("When am I meeting {person} from {company}?", "What time is my meeting with {person}?"),
                  wrong=(("time", "time_b"),), fix="No — {first} confirmed {time}, not {wrong_time}.", tool="calendar"),
            Stage("venue",
                  ("Find a place near {place} to meet {first}", "Pick a venue near {place}"),
                  ("places.search(query='cafe', near='{place}')",),
                  ("Near {place}: {cafe} — specialty coffee and espresso bar, 4.6★; {cafe2} — roastery with cappuccino and pastries; {cafe3} — coffee and cake, quiet tables.",
                   "Cafés within 300 m of {place}: {cafe2} (flat white, 4.5★), {cafe} (espresso bar), {cafe3} (filter coffee)."),
                  ("{cafe} is closest to {place} and has quiet tables.",),
                  ("Meeting venue: {cafe} near {place}.",),
                  ("Where are we meeting?",),
                  ("Where is the meeting with {person}?",)),
            Stage("agenda",
                  ("Prepare the agenda for {topic}", "Read the notes on {topic}"),
                  ("docs.read('{company} — {topic} notes')",),
                  ("Notes: {company} wants {ask}; open issues: {issue1} and {issue2}.",),
                  ("The discussion should start from {company}'s request for {ask}.",),
                  ("{company} is asking for {ask}; that is the main point for the meeting with {first}.",),
                  ("What does the other side want from us?", "What's the main point to raise?"),
                  ("What is {company} asking for in the {topic} discussion?",)),
            Stage("invite",
                  ("Send the invitation to {first}", "Invite {person}"),
                  ("email.send(to='{email}', subject='{topic}')",),
                  ("Invitation delivered to {person} <{email}>.",),
                  ("{first} has the invitation; waiting for the reply.",),
                  ("{person}'s email address is {email}.",),
                  ("Which address did the invitation go to?",),
                  ("What is {person}'s email address?",))),
           ("Draft to {first}: Hi {first}, shall we meet on {day} at {time} at {cafe} to go through {topic}?",
            "Summary: meeting with {person} ({company}) on {day} at {time}, venue {cafe}; agenda: {ask}.")),
    Domain("food",
           ("Find a restaurant for the {meal} on {day}, we're {n} people.",
            "I'm hosting friends on {day}. What should I cook?",
            "Book us a table in {area} for {day} night, {n} people.",
            "Organise the {meal} for {day}."),
           ("Organise the {meal} for {n} people on {day}", "{meal} on {day} for {n}: venue or menu"),
           (Stage("search",
                  ("Search restaurants in {area} for {n} people", "Look for places to eat in {area}"),
                  ("restaurants.search(area='{area}', party={n}, date='{day}')",),
                  ("{rest} — steakhouse, dry-aged ribeye, €{p1} pp; {rest2} — Italian, homemade pasta, €{p2} pp; {rest3} — tapas and grilled meats, €{p3} pp.",
                   "Available on {day} in {area}: {rest2} (€{p2} pp), {rest3} (€{p3} pp, terrace), {rest} (€{p1} pp, tasting menu with wine pairing)."),
                  ("{rest2} has a table for {n} and good reviews.",),
                  ("Shortlist for {day}: {rest2} (€{p2} per person) and {rest3}.",),
                  ("Which places made the shortlist?",),
                  ("Which restaurants are shortlisted for the {meal} on {day}?",)),
            Stage("booking",
                  ("Reserve a table at {rest2}", "Book {rest2} for {n}"),
                  ("restaurants.book('{rest2}', day='{day}', time='{time}', party={n})",),
                  ("Reservation confirmed at {rest2} on {day} at {time}, table for {n}, confirmation {code}.",),
                  ("Table secured for {time}.",),
                  ("Dinner booked at {rest2} on {day} at {time} for {n} people (confirmation {code}).",),
                  ("What time is the table booked for?", "What's the reservation confirmation code?"),
                  ("What time is the reservation at {rest2}?",),
                  wrong=(("time", "time_b"),), fix="The restaurant called: our table is at {time}, not {wrong_time}.",
                  tool="restaurants"),
            Stage("recipe",
                  ("Find recipes for {dish}", "Plan a menu around {dish}"),
                  ("recipes.search('{dish}', servings={n})",),
                  ("Recipe: {dish} — serves 6, 45 minutes; goes well with {starter} and {dessert}.",),
                  ("{dish} scales well for {n} people.",),
                  ("Menu for {day}: {starter}, then {dish}, and {dessert}.",),
                  ("What's on the menu?",),
                  ("What menu did we plan for {day}?",)),
            Stage("groceries",
                  ("Write the shopping list", "Order the groceries"),
                  ("groceries.order(items=['{dish} ingredients', '{dessert}'])",),
                  ("Order placed: 14 items, total €{amt}, delivery on {day} morning.",),
                  ("Groceries arrive in time for the cooking.",),
                  ("Groceries for the {meal} cost €{amt}, delivered {day} morning.",),
                  ("How much did the groceries cost?",),
                  ("How much were the groceries for the {meal}?",))),
           ("Plan for {day}: {rest2} at {time} for {n} people.", "Menu done: {starter}, {dish}, {dessert}.")),
    Domain("finance",
           ("Can you go through my {month} expenses?", "My bonus of €{amount} arrived, help me decide what to do with it.",
            "Help me get the tax documents for {year} together.", "Check how my investments are doing."),
           ("Review finances for {month}", "Money check-up: spending, savings and investments"),
           (Stage("bank",
                  ("Pull the {month} transactions", "Export the bank statement for {month}"),
                  ("bank.transactions(month='{month}')",),
                  ("{count} transactions in {month}: rent €{rent}, groceries €{groc}, electricity €{elec}, subscriptions €{subs}.",),
                  ("Fixed costs dominate; electricity was €{elec}.",),
                  ("Electricity bill for {month} was €{elec}.",),
                  ("How much was the electricity bill?",),
                  ("How much did I pay for electricity in {month}?",),
                  wrong=(("elec", "elec_b"),), fix="That's wrong, the electricity bill for {month} was €{elec}, not €{wrong_elec}.",
                  tool="bank"),
            Stage("budget",
                  ("Compare {month} with the budget", "Check the budget"),
                  ("budget.compare(month='{month}')",),
                  ("Over budget by €{over}; biggest overshoot: {cat}.",),
                  ("Most of the overshoot comes from {cat}.",),
                  ("Spent €{over} over budget in {month}, mostly on {cat}.",),
                  ("How far over budget was I?",),
                  ("By how much did I exceed the budget in {month}?",)),
            Stage("portfolio",
                  ("Check the portfolio", "Look at the investment account"),
                  ("broker.portfolio()",),
                  ("Portfolio: {etf} €{v1} ({pct1}%), {stock} €{v2}, cash €{cash}.",),
                  ("The allocation drifted towards {stock}.",),
                  ("Portfolio holds €{v1} in the {etf}, €{v2} in {stock} and €{cash} cash.",),
                  ("How much cash is in the account?",),
                  ("How much is invested in {stock}?",)),
            Stage("tax",
                  ("Collect the tax documents", "Find deductible receipts"),
                  ("docs.search('tax {year}')",),
                  ("Found: salary statement {year}, {deduct} receipts totalling €{damt}, health insurance certificate.",),
                  ("The {deduct} costs are deductible.",),
                  ("Deductible {deduct} costs for {year}: €{damt}.",),
                  ("How much can I deduct?",),
                  ("How much are my deductible {deduct} costs for {year}?",))),
           ("{month} summary: €{over} over budget ({cat}); electricity €{elec}.", "Finance review done: portfolio and budget summarised.")),
    Domain("code",
           ("Help me build a {project} that {does}.", "The {project} tests are failing, can you look?",
            "Set up CI and a staging deploy for the {project} repo.", "Upgrade the dependencies of {project}."),
           ("Work on {project} ({does})", "Fix and deploy {project}"),
           (Stage("repo",
                  ("Inspect the {project} repository", "Clone and read {project}"),
                  ("git.clone('{repo_url}')",),
                  ("Cloned {repo_url}: {nfiles} files, main module {module}.py.",),
                  ("Entry point is {module}.py.",),
                  ("The {project} code lives at {repo_url}; entry point {module}.py.",),
                  ("Where is the repository?",),
                  ("Where does the {project} code live?",)),
            Stage("tests",
                  ("Run the test suite", "Reproduce the failing tests"),
                  ("run('pytest -q')",),
                  ("{fails} failed, {passes} passed: test_{module} fails with KeyError '{key}'.",),
                  ("The KeyError comes from {module}.load when the '{key}' column is missing.",),
                  ("Root cause of the {project} test failures: {module}.load crashes when the '{key}' column is missing.",),
                  ("Why were the tests failing?",),
                  ("What caused the {project} test failures?",)),
            Stage("deps",
                  ("Check outdated dependencies", "Audit the dependencies"),
                  ("run('pip list --outdated')",),
                  ("{lib} {ver1} → {ver2}; 6 other minor updates.",),
                  ("{lib} is the only major bump.",),
                  ("{project} pins {lib} {ver1}; {ver2} is available.",),
                  ("Which version of the library is pinned?",),
                  ("Which {lib} version does {project} pin?",)),
            Stage("deploy",
                  ("Deploy to staging", "Ship the fix to staging"),
                  ("deploy(env='staging', build='{build}')",),
                  ("Deployed build {build} to {host}; health check green.",),
                  ("Staging is up on {host}.",),
                  ("Staging for {project} runs at {host} (build {build}).",),
                  ("Where is staging running?",),
                  ("What's the staging host of {project}?",),
                  wrong=(("host", "host_b"),), fix="Staging is {host}, not {wrong_host} — that one was decommissioned.",
                  tool="deploy")),
           ("PR opened for {project}: fixes the '{key}' KeyError, deployed to {host}.", "Done: {project} tests green, build {build} on staging.")),
    Domain("health",
           ("I've had {symptom} for a few days.", "Book me a check-up with Dr. {doctor}.",
            "Help me train for the {race}.", "Find out what my insurance covers for physiotherapy."),
           ("Health: {symptom} — appointment and care", "Health admin: doctor, pharmacy, insurance"),
           (Stage("appointment",
                  ("Find an appointment with Dr. {doctor}", "Check Dr. {doctor}'s availability"),
                  ("clinic.slots(doctor='Dr. {doctor}')",),
                  ("Dr. {doctor} has slots on {day} at {time} and on {day2} at {time_b}.",),
                  ("{day} at {time} fits the calendar.",),
                  ("Appointment with Dr. {doctor} on {day} at {time}.",),
                  ("When is the appointment?",),
                  ("When is my appointment with Dr. {doctor}?",),
                  wrong=(("time", "time_b"), ("day", "day2")), fix="The clinic says the appointment is {day} at {time}, not {wrong_day} at {wrong_time}.",
                  tool="clinic"),
            Stage("symptoms",
                  ("Look up {symptom}", "Check the symptoms"),
                  ("symptom_checker('{symptom}')",),
                  ("Most likely harmless; see a doctor if it lasts more than a week or with fever above 38.5°C.",),
                  ("No red flags so far.",)),
            Stage("pharmacy",
                  ("Find a pharmacy with {med}", "Reserve {med}"),
                  ("pharmacy.search('{med}')",),
                  ("{pharm} has {med} in stock, open until {close}.",),
                  ("{pharm} is on the way home.",),
                  ("{med} reserved at {pharm} (open until {close}).",),
                  ("Where can I pick up the medicine?",),
                  ("Which pharmacy has my {med}?",)),
            Stage("insurance",
                  ("Check insurance coverage", "Read the policy"),
                  ("insurance.policy()",),
                  ("Policy {policy}: physiotherapy covered at {pct}% up to 12 sessions a year.",),
                  ("Physio is mostly covered.",),
                  ("Health insurance policy {policy} covers {pct}% of physiotherapy.",),
                  ("How much of physio is covered?",),
                  ("What's my health insurance policy number?",))),
           ("Summary: appointment with Dr. {doctor} on {day} at {time}; {med} at {pharm}.", "Health admin done.")),
    Domain("shopping",
           ("My {item} broke, help me find a new one under €{budget}.", "I need a new {item} for the home office.",
            "Compare {item} offers for me."),
           ("Buy a new {item} (budget €{budget})", "Find and order a {item}"),
           (Stage("search",
                  ("Search {item} offers", "Compare {item} models"),
                  ("shop.search('{item}', max_price={budget})",),
                  ("{shop}: {item} {spec1} €{price}; {shop2}: {item} {spec2} €{price2}; refurbished {spec3} €{amt}.",),
                  ("The {spec1} model has the best value.",),
                  ("Best {item} offer: {spec1} at {shop} for €{price}.",),
                  ("Which offer was the best?",),
                  ("What was the best {item} offer?",)),
            Stage("order",
                  ("Order the {item}", "Place the order at {shop}"),
                  ("shop.order('{item}', shop='{shop}')",),
                  ("Order {order} placed at {shop}; delivery on {day}.",),
                  ("Delivery fits the week.",),
                  ("Order {order} for the {item} arrives on {day}.",),
                  ("When does the delivery arrive?", "What's the order number?"),
                  ("When will the {item} be delivered?",),
                  wrong=(("day", "day2"),), fix="The tracking page says {day}, not {wrong_day}.", tool="shop"),
            Stage("returns",
                  ("Check the return policy", "Read the warranty terms"),
                  ("shop.policy('{shop}')",),
                  ("{shop}: 30-day returns, 2-year warranty, free pickup.",),
                  ("Returns are easy if it doesn't fit.",))),
           ("Ordered the {item} ({spec1}) from {shop}, order {order}, arriving {day}.", "Shopping done.")),
    Domain("home",
           ("The boiler is making noises again, can you arrange a repair?", "Plan {kid}'s birthday party.",
            "Organise a family day out on {day}.", "The landlord wants to inspect the flat, sort it out."),
           ("Home: boiler repair and landlord", "Family: {kid}'s birthday on {day}"),
           (Stage("landlord",
                  ("Email the landlord about the boiler", "Contact {landlord}"),
                  ("email.send(to='landlord', subject='boiler')",),
                  ("Reply from {landlord}: a technician will come, he will confirm the slot.",),
                  ("Waiting for the technician's slot.",)),
            Stage("technician",
                  ("Book the technician", "Confirm the repair slot"),
                  ("service.book('boiler repair')",),
                  ("Technician visit on {day}, {window} h.",),
                  ("Someone must be home {window}.",),
                  ("Boiler technician comes on {day} between {window} h.",),
                  ("When is the technician coming?",),
                  ("When is the boiler repair visit?",),
                  wrong=(("day", "day2"), ("window", "window_b")),
                  fix="The technician comes {day} {window}, not {wrong_day} {wrong_window}.", tool="home"),
            Stage("party",
                  ("Find a venue for {kid}'s party", "Look for party places"),
                  ("places.search('kids party venue')",),
                  ("Options: trampoline park (2nd floor, no lift) €{p1}; community hall €{p2}; zoo picnic area €{p3}.",),
                  ("The community hall is cheapest and big enough.",),
                  ("{kid}'s party will be at the community hall on {day}, €{p2}.",),
                  ("Where is the party?",),
                  ("Where is {kid}'s birthday party?",)),
            Stage("guests",
                  ("Send invitations", "Collect RSVPs"),
                  ("messages.send(group='class parents')",),
                  ("{n} kids confirmed, 2 maybe.",),
                  ("Plan for {n} kids.",),
                  ("{n} children confirmed for {kid}'s party.",),
                  ("How many kids are coming?",),
                  ("How many children are coming to {kid}'s party?",))),
           ("Done: technician on {day}, party at the community hall.", "Home tasks summarised.")),
)
DOMAIN_BY_NAME = {d.name: d for d in DOMAINS}


@dataclass(frozen=True)
class ProfileItem:
    """A standing preference/constraint: how the user says it, how the agent stores it, how it may change,
    and later questions (far in wording) whose good answer depends on it: (domain, template, other needs)."""

    name: str
    kind: str
    said: str
    stored: str
    queries: tuple[tuple[str, str, tuple[str, ...]], ...]
    changed_said: str = ""
    changed_stored: str = ""
    later: tuple[tuple[str, str], ...] = ()  # further changes of mind (said, stored), in order: versions 3, 4, …

    @property
    def versions(self) -> tuple[tuple[str, str], ...]:
        """The changes of mind after the first statement, in order."""
        return ((self.changed_said, self.changed_stored),) + self.later if self.changed_said else ()


PROFILE: tuple[ProfileItem, ...] = (
    ProfileItem("no_coffee", "preference", "Oh, and I don't drink coffee at all — herbal tea or juice is fine for me.",
                "User does not drink coffee; herbal tea or juice instead.",
                (("meetings", "Suggest a café near {place} for the meeting with {first}", ()),
                 ("meetings", "Where should I meet {first} on {day} morning?", ()),
                 ("meetings", "Pick a spot for a quick catch-up with {first} near {place}", ()))),
    ProfileItem("vegetarian", "preference", "Just so you know, I'm vegetarian — no meat for me, please.",
                "User is vegetarian (no meat).",
                (("food", "Find a restaurant for the {meal} on {day}", ("food_budget",)),
                 ("food", "What should I cook for the guests on {day}?", ()),
                 ("food", "Book a table for {n} in {area}", ("food_budget",))),
                "Update: I eat fish again now, so pescatarian is fine — still no meat.",
                "User is pescatarian now: fish is fine, still no meat.",
                (("I've gone fully plant-based this month: no fish, eggs or dairy either.",
                  "User is vegan now: no meat, fish, eggs or dairy."),)),
    ProfileItem("food_budget", "constraint", "Let's keep dinners out under 40 euros a head.",
                "Budget for restaurants: at most €40 per person.",
                (("food", "Which place should we go to for the {meal}?", ("vegetarian",)),)),
    ProfileItem("aisle", "preference", "I always get up a lot on planes, so aisle please.",
                "User wants an aisle seat on flights.",
                (("travel", "Go ahead and book the {airline} flight to {city}", ()),
                 ("travel", "Finalise the flight reservation for {date}", ())),
                "I've started sleeping on flights, so give me the window from now on.",
                "User wants a window seat on flights."),
    ProfileItem("hotel_budget", "constraint", "My company only reimburses hotels up to 150 euros a night.",
                "Hotel budget: at most €150 per night (company reimbursement limit).",
                (("travel", "Which hotel should I book in {city}?", ("mobility",)),
                 ("travel", "Find accommodation near the {venue}", ())),
                "Good news: the travel policy changed, hotels up to 200 euros a night are reimbursed now.",
                "Hotel budget: at most €200 per night (new travel policy).",
                (("Finance tightened the rules again: 170 euros a night is the new hotel limit.",
                  "Hotel budget: at most €170 per night (revised travel policy)."),)),
    ProfileItem("no_early", "constraint", "I do the school run, so nothing before 10 in the morning on weekdays.",
                "No appointments before 10:00 on weekdays (school run).",
                (("meetings", "When should we schedule the call with {first}?", ()),
                 ("meetings", "Set up the kickoff with the {company} team next week", ()),
                 ("health", "Book the check-up slot with Dr. {doctor}", ())),
                "The kids take the bus now, so from 8:30 on weekdays is fine.",
                "No appointments before 08:30 on weekdays.",
                (("New school, new routine: keep my weekday mornings free until 9:30.",
                  "No appointments before 09:30 on weekdays (new school routine)."),)),
    ProfileItem("mobility", "constraint", "Since the knee operation I can't manage stairs or long walks.",
                "User cannot do stairs or long walks (knee surgery).",
                (("travel", "Plan a sightseeing day in {city}", ()),
                 ("home", "Plan a family day out on {day}", ("wheelchair",)),
                 ("travel", "Which hotel should I book in {city}?", ("hotel_budget",)))),
    ProfileItem("formal", "preference", "When you write emails for me, keep them formal — no emojis, proper greetings.",
                "Emails on the user's behalf: formal tone, no emojis.",
                (("meetings", "Draft the reply to {first} about {topic}", ()),
                 ("home", "Write the message to the landlord about the inspection", ()))),
    ProfileItem("bullets", "preference", "I never read long paragraphs — give me short bullet points.",
                "User wants summaries as short bullet points.",
                (("finance", "Summarise the {month} spending for me", ()),
                 ("meetings", "Give me the recap of the talk with {first}", ())),
                "Actually, one short paragraph with the key number up front works better for me now.",
                "User wants summaries as one short paragraph, key number first."),
    ProfileItem("py_stack", "preference", "For my own projects I stick to Python 3.12 with Poetry and pytest.",
                "User's project stack: Python 3.12, Poetry, pytest.",
                (("code", "Set up a fresh repository for the {project}", ()),
                 ("code", "Create the project skeleton for the new service", ()))),
    ProfileItem("no_cloud", "constraint", "Company rule: customer data never leaves our own servers.",
                "Customer data must stay on company servers (no external services).",
                (("code", "Run the churn analysis on the customer export", ()),
                 ("finance", "Which tool should we use to analyse the client spreadsheet?", ()))),
    ProfileItem("penicillin", "constraint", "I react badly to penicillin, I found out last year.",
                "User is allergic to penicillin.",
                (("health", "What should I take for {symptom}?", ()),
                 ("health", "The doctor wants to prescribe something for the infection — what should I ask?", ()))),
    ProfileItem("lactose", "constraint", "My partner can't have lactose.",
                "User's partner is lactose intolerant.",
                (("food", "Plan a brunch menu for the two of us on {day}", ()),
                 ("food", "What dessert should I make on {day}?", ()))),
    ProfileItem("risk", "preference", "I'm saving for a flat, so I don't want more than 10% in risky stuff.",
                "Risky investments at most 10% of savings (saving for a flat).",
                (("finance", "Where should I put the bonus of €{amount}?", ()),
                 ("finance", "Should I buy more {stock} shares?", ())),
                "I bought the flat! I can take more risk with investments now, up to 30%.",
                "Risky investments up to 30% of savings (flat already bought).",
                (("With the baby on the way let's be careful again: 15% in risky stuff at most.",
                  "Risky investments at most 15% of savings (baby on the way)."),)),
    ProfileItem("runs", "preference", "Monday, Wednesday and Friday mornings are my running time.",
                "User runs on Monday, Wednesday and Friday mornings.",
                (("health", "Plan my training week for the {race}", ()),
                 ("meetings", "Can we do the workshop with {company} on Wednesday at 8?", ())),
                "My new club trains Tuesday and Thursday evenings, so that's when I run now.",
                "User runs on Tuesday and Thursday evenings (running club)."),
    ProfileItem("no_saturday", "constraint", "I don't travel on Saturdays, ever.",
                "No travel on Saturdays.",
                (("travel", "Book the return trip from {city}", ()),
                 ("travel", "When should I fly back after the {city} conference?", ()))),
    ProfileItem("dog", "constraint", "Our dog Bruno comes everywhere with us.",
                "Places must be dog-friendly (dog Bruno comes along).",
                (("home", "Find a holiday cottage for the long weekend", ()),
                 ("food", "Pick a restaurant with outdoor seating for Sunday lunch", ()))),
    ProfileItem("no_car", "preference", "I sold the car, it's trains and the bike for me now.",
                "User has no car; travels by train and bike.",
                (("home", "How do I get to {kid}'s party venue on {day}?", ()),
                 ("shopping", "Pick up the {item} from the store", ())),
                "We bought a small electric car last week, so driving is an option again.",
                "User has an electric car again (driving is fine)."),
    ProfileItem("timezone", "constraint", "I'm in Lisbon time, calls only between 9 and 17 my time.",
                "Calls only 09:00–17:00 Lisbon time (WET).",
                (("meetings", "Schedule the sync with the {company} team in San Francisco", ()),),
                "I moved to Berlin, so calls between 9 and 17 Berlin time now.",
                "Calls only 09:00–17:00 Berlin time (CET).",
                (("Back from Berlin: I'm in Lisbon again, and calls may run until 18 now.",
                  "Calls only 09:00–18:00 Lisbon time (WET)."),)),
    ProfileItem("refurb", "preference", "I try to buy refurbished electronics whenever I can.",
                "User prefers refurbished electronics.",
                (("shopping", "Find me a new {item}", ()), ("shopping", "Which {item} should I order?", ()))),
    ProfileItem("wheelchair", "constraint", "My mother uses a wheelchair, family outings must be step-free.",
                "Family outings need step-free access (mother uses a wheelchair).",
                (("home", "Where should we celebrate {kid}'s birthday?", ()),
                 ("home", "Plan a family day out on {day}", ("mobility",)))),
    ProfileItem("window_table", "preference", "I like a quiet corner, noisy places give me a headache.",
                "User prefers quiet venues.",
                (("meetings", "Suggest a café near {place} for the meeting with {first}", ("no_coffee",)),
                 ("food", "Book a table for {n} in {area}", ()))),
)
PROFILE_BY_NAME = {p.name: p for p in PROFILE}

# Where an agent applies each standing preference / constraint: the stages ("domain/stage"; "domain/output" is the
# task's final answer) whose decision it changes. With ``usage=True`` the agent, before planning such a stage,
# recalls the user's standing memories and ``use()``s the ones that apply, so the plan derives from them through
# that retrieval. Written from what each stage decides (a venue, a seat, a time slot, an email's tone), not from
# the bench's questions; some stages apply memories no question asks about (no_cloud at a deploy, dog at a hotel).
APPLIES: dict[str, tuple[str, ...]] = {
    "no_coffee": ("meetings/venue",),
    "vegetarian": ("food/search", "food/recipe", "food/groceries"),
    "food_budget": ("food/search", "food/booking"),
    "aisle": ("travel/booking",),
    "hotel_budget": ("travel/hotel",),
    "no_early": ("meetings/calendar", "health/appointment"),
    "mobility": ("travel/hotel", "travel/transfer", "home/party"),
    "formal": ("meetings/invite", "home/landlord"),
    "bullets": ("finance/output", "meetings/output"),
    "py_stack": ("code/repo", "code/deps"),
    "no_cloud": ("code/deploy", "finance/bank"),
    "penicillin": ("health/symptoms", "health/pharmacy"),
    "lactose": ("food/recipe", "food/groceries"),
    "risk": ("finance/portfolio",),
    "runs": ("meetings/calendar", "health/appointment"),
    "no_saturday": ("travel/flights",),
    "dog": ("travel/hotel", "food/search"),
    "no_car": ("home/party", "shopping/order"),
    "timezone": ("meetings/calendar",),
    "refurb": ("shopping/search",),
    "wheelchair": ("home/party",),
    "window_table": ("meetings/venue", "food/search"),
}
#: How often the agent records the use of a memory that applies (it does not always call use()), and how often it
#: also uses one that does not apply (a recalled memory it leaned on anyway).
USE_RATE = 0.85
STRAY_USE_RATE = 0.1


@dataclass(frozen=True)
class PersonalFact:
    """Something the user states directly ("save Anna's number") and may correct later."""

    name: str
    said: str
    stored: str
    asks: tuple[str, ...]
    changed_said: str = ""
    changed_stored: str = ""


PERSONAL: tuple[PersonalFact, ...] = (
    PersonalFact("phone", "Save {person}'s mobile number: {phone}.", "{person}'s mobile number is {phone}.",
                 ("What's {person}'s phone number?", "How can I reach {first} by phone?"),
                 "{person} has a new number: {phone2}.", "{person}'s mobile number is {phone2}."),
    PersonalFact("email", "{person} from {company} writes from {email}.", "{person} ({company}) email: {email}.",
                 ("What is {person}'s email address?",)),
    PersonalFact("address", "{person} lives at {street} {no}, {city}.", "{person}'s address: {street} {no}, {city}.",
                 ("Where does {person} live?", "What's {first}'s home address?"),
                 "{person} moved — new address {street2} {no2}, {city2}.", "{person}'s address: {street2} {no2}, {city2}."),
    PersonalFact("birthday", "{person}'s birthday is on {date}.", "{person}'s birthday: {date}.",
                 ("When is {person}'s birthday?",)),
    PersonalFact("role", "{person} is now head of {dept} at {company}.", "{person} leads {dept} at {company}.",
                 ("Who runs {dept} at {company}?",),
                 "{person2} took over {dept} at {company} from {person}.", "{person2} leads {dept} at {company}."),
    PersonalFact("passport", "My passport expires on {date}.", "User's passport expires on {date}.",
                 ("When does my passport run out?",)),
    PersonalFact("gym", "My {gym} membership number is {num}.", "User's {gym} membership number: {num}.",
                 ("What's my {gym} membership number?",)),
    PersonalFact("doctor", "My GP is Dr. {doctor} at the {area} clinic.", "User's family doctor: Dr. {doctor}, {area} clinic.",
                 ("Who is my family doctor?",),
                 "I switched GPs, I'm with Dr. {doctor2} now.", "User's family doctor: Dr. {doctor2}."),
    PersonalFact("teacher", "{kid}'s class teacher is {person}.", "{kid}'s teacher: {person}.",
                 ("Who is {kid}'s teacher?",)),
    PersonalFact("insurer", "The flat is insured with {insurer}, policy {policy}.", "Home insurance: {insurer}, policy {policy}.",
                 ("Which company insures the flat?", "What's the home insurance policy number?")),
    PersonalFact("salary", "My salary comes in on the {num2}th of each month.", "Salary arrives on the {num2}th of the month.",
                 ("When do I get paid?",)),
    PersonalFact("bike_code", "The code for my bike lock is {pin}.", "Bike lock code: {pin}.",
                 ("What's the code for my bike lock?",),
                 "I changed the bike lock code to {pin2}.", "Bike lock code: {pin2}."),
    PersonalFact("wifi", "The home wifi password is {pw}.", "Home wifi password: {pw}.",
                 ("What's the wifi password at home?",),
                 "New router — wifi password is {pw2} now.", "Home wifi password: {pw2}."),
    PersonalFact("anniversary", "Our wedding anniversary is on {date}.", "Wedding anniversary: {date}.",
                 ("When is our anniversary?",)),
)

USES = ("Reminder drafted with: {fact}.", "Filled in the form using: {fact}.", "Shared with the family calendar: {fact}.",
        "Told the assistant on the phone: {fact}.", "Checked against my notes: {fact}.")

SMALL_TALK: tuple[tuple[str, str], ...] = (
    ("Which coffee beans are best for a moka pot?", "For a moka pot, medium-dark roasts ground a bit coarser than espresso work best."),
    ("Is a flat white stronger than a cappuccino?", "A flat white has less milk foam, so the coffee tastes stronger than in a cappuccino."),
    ("What's a good espresso machine under 300 euros?", "Entry-level dual-thermoblock machines give decent espresso under €300."),
    ("Which cafés in town have the best cold brew?", "Specialty roasters usually brew their own cold brew; look for single-origin options."),
    ("What's the best way to cook a ribeye steak?", "Sear the ribeye in a very hot pan, then rest it for five minutes."),
    ("Any tips for a good carbonara?", "Use guanciale, egg yolks and pecorino; no cream."),
    ("How long should I smoke pork ribs?", "About five to six hours at 110°C for tender ribs."),
    ("Which airlines have the most legroom in economy?", "JetBlue and some Asian carriers offer the most economy legroom."),
    ("How do I get upgraded to business class?", "Status, flexible dates and bidding upgrades help most."),
    ("Are window seats warmer than other seats?", "Window seats can be colder near the fuselage on long flights."),
    ("What hotel chains are best for business travel in Europe?", "Chains with central locations and late check-out suit business travel."),
    ("Are boutique hotels worth the price?", "Boutique hotels trade space for character; worth it for short stays."),
    ("What's the best time to schedule meetings for productivity?", "Mid-morning meetings tend to be the most focused."),
    ("How early should I arrive for an international flight?", "Two to three hours before departure is the usual advice."),
    ("Is it better to invest a lump sum or spread it out?", "Lump sums win on average; spreading reduces regret."),
    ("What are the riskiest types of investments?", "Single stocks, leveraged ETFs and crypto carry the most risk."),
    ("What do people usually cook for a dinner party?", "Slow-cooked mains like lasagne or a roast free up the host."),
    ("Which cheese goes well with red wine?", "Aged cheddar, gouda and manchego pair well with red wine."),
    ("What are good desserts with cream and butter?", "Crème brûlée, cheesecake and panna cotta are classic rich desserts."),
    ("Should I take antibiotics for a cold?", "Colds are viral; antibiotics don't help them."),
    ("What's the difference between amoxicillin and ibuprofen?", "Amoxicillin is an antibiotic; ibuprofen is a painkiller and anti-inflammatory."),
    ("How do I get faster at 10k running?", "Add one interval session and one tempo run a week."),
    ("What's the best laptop for programming?", "Plenty of RAM and a good keyboard matter more than the CPU."),
    ("Is it worth buying the newest phone model?", "Last year's flagship usually offers better value."),
    ("Which Python packaging tool is the most popular?", "pip with virtual environments is still the most common."),
    ("Which cloud tools are best for analysing spreadsheets?", "Hosted notebooks and BI tools can import spreadsheets directly."),
    ("What are nice day trips by car from the city?", "Coastal villages and lake towns make good day trips by car."),
    ("Which restaurants have the best steak in town?", "Steakhouses with their own dry-ageing rooms tend to win reviews."),
    ("What's a good rooftop bar for after work?", "Hotel rooftop bars usually have the best views."),
    ("How do I write a friendly casual email?", "Open with a first name, keep it short and end with a light sign-off."),
    ("What's a good time zone for calls with the US west coast?", "Late afternoon in Europe overlaps with the west coast morning."),
    ("Are stairs good exercise?", "Climbing stairs is great cardio and strengthens the legs."),
    ("What are the best hiking trails with steep climbs?", "Alpine trails with switchbacks give the steepest climbs."),
    ("Where can I buy a cheap new phone?", "Discounters and carrier deals often sell new phones cheaply."),
)


# ----------------------------------------------------------------------------------- the generator
class _Writer:
    """Builds cells and ops for one history, tracking the lineage the executed history will have."""

    def __init__(self, seed: int) -> None:
        self.prefix = f"h{seed}"
        self.cells: dict[str, CellSpec] = {}
        self.ops: list[Op] = []
        self.dead: set[str] = set()
        self.children: dict[str, list[str]] = {}
        self.counter = 0

    def key(self, session: int) -> str:
        self.counter += 1
        return f"{self.prefix}-s{session:03d}-{self.counter:05d}"

    def cell(self, session: int, kind: str, content: str, parents: Iterable[str], at: datetime,
             used: Sequence[str] = ()) -> str:
        spec = CellSpec(self.key(session), kind, content, list(dict.fromkeys([*parents, *used])), at, session,
                        used=list(dict.fromkeys(used)))
        self._add(spec)
        if self.ops and self.ops[-1].op == "write":
            self.ops[-1].cells.append(spec)
        else:
            self.ops.append(Op("write", [spec]))
        return spec.key

    def _add(self, spec: CellSpec) -> None:
        assert all(p in self.cells for p in spec.parents), spec
        assert not any(p in self.dead for p in spec.parents), ("new cell on a dead parent", spec)
        self.cells[spec.key] = spec
        for p in spec.parents:
            self.children.setdefault(p, []).append(spec.key)

    def replace(self, op: str, session: int, old: str, content: str, parents: list[str], reason: str, at: datetime) -> str:
        spec = CellSpec(self.key(session), self.cells[old].kind, content, parents, at, session)
        self._add(spec)
        self.ops.append(Op(op, old=old, new=spec, reason=reason))
        self.dead.add(old)
        if op == "correct":
            self.dead |= self.descendants(old)
        return spec.key

    def invalidate(self, key: str, reason: str) -> None:
        self.ops.append(Op("invalidate", old=key, reason=reason))
        self.dead.add(key)
        self.dead |= self.descendants(key)

    def descendants(self, key: str) -> set[str]:
        seen: set[str] = set()
        queue = deque([key])
        while queue:
            for child in self.children.get(queue.popleft(), ()):
                if child not in seen:
                    seen.add(child)
                    queue.append(child)
        return seen


def _fmt(template: str, slots: dict[str, Any]) -> str:
    return template.format(**slots)


def _pick(rng: random.Random, options: Sequence[str], slots: dict[str, Any]) -> str:
    return _fmt(rng.choice(options), slots)


def generate(seed: int = 1, sessions: int = 60, *, end: datetime | None = None, days: float = 60.0,
             usage: bool = False) -> History:
    """One user's history: ``sessions`` tasks over ``days`` days ending at ``end`` (default: an hour ago).

    ``usage``: the agent also records which standing memories each stage applied (:data:`APPLIES`, through a
    recall and ``use()``). Those choices draw on a random stream of their own, so the cells, queries and ground
    truth are the same as without it; only the plans' extra parents differ."""
    rng = random.Random(seed)
    use_rng = random.Random(f"use-{seed}")
    w = _Writer(seed)
    queries: list[Query] = []
    end = end or datetime.now(timezone.utc) - timedelta(hours=1)
    start = end - timedelta(days=days)
    starts = sorted(start + timedelta(seconds=rng.uniform(0, days * 86400)) for _ in range(sessions))

    profile_order = rng.sample(PROFILE, len(PROFILE))
    stated_cut = max(1, sessions // 3)          # preferences are stated in the first third
    to_state = profile_order[: rng.randint(len(PROFILE) * 3 // 4, len(PROFILE))]
    statement_sessions = sorted(rng.choices(range(stated_cut), k=len(to_state)))
    changes = [p for p in to_state if p.changed_said and rng.random() < 0.7]
    # each change of mind in its own session, from the first third on, the last before the final sixth
    change_sessions = {p.name: sorted(rng.sample(range(stated_cut, max(stated_cut + len(p.versions), 5 * sessions // 6)),
                                                 len(p.versions))) for p in changes}
    versions_of: dict[str, list[tuple[int, str]]] = {}  # profile name → (session it took effect, stored cell) per version
    standing: dict[str, tuple[str, str]] = {}   # profile name → (stored cell, said cell) currently valid
    stale_profile: dict[str, list[str]] = {}    # profile name → older versions

    personal_state: dict[str, dict[str, Any]] = {}  # personal fact → slots, cells, stale
    personal_order = rng.sample(PERSONAL, len(PERSONAL))
    personal_sessions = sorted(rng.choices(range(sessions * 2 // 3), k=len(personal_order)))
    plain_candidates: list[tuple[str, str, list[list[str]], list[str], int, str, list[str]]] = []
    session_steps: list[tuple[int, str, str]] = []   # (session, domain, plan key) of every stage, for unrelated focus
    preference_names: dict[str, list[str]] = {}     # preference query → the profile items it needs
    session_tasks: list[tuple[int, str, str]] = []   # (session, domain, task) of every session

    def q(cls: str, sub: str, text: str, needs: list[list[str]], stale: list[str], focus: list[str], session: int,
          wordings: Sequence[str] = ()) -> None:
        queries.append(Query(f"{w.prefix}-q{len(queries):03d}", cls, sub, text, needs, stale, focus, session,
                             wordings=list(dict.fromkeys([text, *wordings]))))

    def applied(domain: str, stage: str) -> list[str]:
        """The standing memories (current versions) the agent uses for this stage, when it records use."""
        if not usage:
            return []
        where = f"{domain}/{stage}"
        names = [n for n in standing if where in APPLIES.get(n, ()) and use_rng.random() < USE_RATE]
        others = [n for n in standing if n not in names and where not in APPLIES.get(n, ())]
        if others and use_rng.random() < STRAY_USE_RATE:
            names.append(use_rng.choice(sorted(others)))
        return [standing[n][0] for n in names]

    for s in range(sessions):
        at = starts[s]

        def tick(lo: float = 15, hi: float = 120) -> datetime:
            nonlocal at
            at += timedelta(seconds=rng.uniform(lo, hi))
            return at

        domain = rng.choice(DOMAINS)
        slots = _slots(rng)
        request = w.cell(s, "user_input", _pick(rng, domain.requests, slots), [], tick())

        # things said in passing: preferences, changes of mind, personal facts, small talk
        for item, when in zip(to_state, statement_sessions):
            if when == s:
                said = w.cell(s, "user_input", item.said, [], tick())
                stored = w.cell(s, item.kind, item.stored, [said], tick())
                standing[item.name] = (stored, said)
                versions_of[item.name] = [(s, stored)]
        for item in changes:
            for (changed_said, changed_stored), when in zip(item.versions, change_sessions[item.name]):
                if when == s and item.name in standing:
                    old_stored, old_said = standing[item.name]
                    said = w.cell(s, "user_input", changed_said, [], tick())
                    new = w.replace("supersede", s, old_stored, changed_stored, [said], "user changed their mind", tick())
                    standing[item.name] = (new, said)
                    stale_profile.setdefault(item.name, []).extend([old_stored, old_said])
                    versions_of[item.name].append((s, new))
        for fact_item, when in zip(personal_order, personal_sessions):
            if when == s:
                ps = _slots(rng)
                ps.update(phone=_phone(rng), phone2=_phone(rng), street=rng.choice(["Rua das Flores", "Gartenstraße", "Calle Mayor", "Via Roma", "Rue Oberkampf"]),
                          street2=rng.choice(["Avenida da Liberdade", "Bergmannstraße", "Calle Serrano", "Via Garibaldi"]),
                          no=rng.randint(1, 120), no2=rng.randint(1, 120), dept=rng.choice(["procurement", "marketing", "data engineering", "legal", "sales"]),
                          num=rng.randint(10000000, 99999999), num2=rng.choice([1, 15, 25, 28]), pin=rng.randint(1000, 9999),
                          pin2=rng.randint(1000, 9999), pw=_code(rng, 10).lower(), pw2=_code(rng, 10).lower(),
                          doctor2=rng.choice([d for d in DOCTORS if d != ps["doctor"]]))
                said = w.cell(s, "user_input", _fmt(fact_item.said, ps), [], tick())
                stored = w.cell(s, "fact", _fmt(fact_item.stored, ps), [said], tick())
                personal_state[fact_item.name] = {"item": fact_item, "slots": ps, "cells": [stored, said], "stale": [],
                                                  "used": stored}
        if rng.random() < 0.45:
            for question, answer in rng.sample(SMALL_TALK, rng.randint(1, 2)):
                asked = w.cell(s, "user_input", question, [], tick())
                w.cell(s, "llm_output", answer, [asked], tick())

        # personal facts get used by later work, then some get corrected (their uses become contaminated)
        for name, st in personal_state.items():
            item = st["item"]
            if rng.random() < 0.05:
                use = rng.choice(USES).format(fact=w.cells[st["used"]].content.rstrip("."))
                w.cell(s, "llm_output", use, [st["used"]], tick())
            if item.changed_said and not st["stale"] and rng.random() < 0.015:
                said = w.cell(s, "user_input", _fmt(item.changed_said, st["slots"]), [], tick())
                new = w.replace("correct", s, st["cells"][0], _fmt(item.changed_stored, st["slots"]), [said],
                                "the user gave the new value", tick())
                st["stale"] = list(st["cells"])
                st["cells"] = [new, said]
                st["used"] = new

        # the task and its stages
        profile_cells = [stored for stored, _ in standing.values()]
        task = w.cell(s, "task", _pick(rng, domain.tasks, slots), [request] + profile_cells, tick())
        n_stages = rng.randint(3, len(domain.stages)) if len(domain.stages) > 3 else len(domain.stages)
        chosen = sorted(rng.sample(range(len(domain.stages)), n_stages))
        stages = [domain.stages[i] for i in chosen]
        correct_at = None
        correctable = [i for i, st in enumerate(stages[:-1]) if st.wrong]
        if correctable and rng.random() < 0.45:
            correct_at = rng.choice(correctable)
        scenario = rng.choice(("misread", "stale_tool"))
        wrong_slots = dict(slots)
        if correct_at is not None:
            for slot, other in stages[correct_at].wrong:
                wrong_slots[slot] = slots[other]
                wrong_slots[f"wrong_{slot}"] = slots[other]
        records: list[dict[str, Any]] = []
        anchor: str | None = None
        fixed: dict[str, Any] | None = None
        for i, stage in enumerate(stages):
            plan = w.cell(s, "plan", _pick(rng, stage.plan, slots), [task] + ([anchor] if anchor else []), tick(),
                          used=applied(domain.name, stage.name))
            call = w.cell(s, "tool_call", _pick(rng, stage.call, slots), [plan], tick(2, 10))
            result_slots = wrong_slots if (i == correct_at and scenario == "stale_tool") else slots
            result = w.cell(s, "tool_result", _pick(rng, stage.result, result_slots), [call], tick(1, 30))
            reasoning_slots = wrong_slots if i == correct_at else slots
            reasoning = w.cell(s, "llm_reasoning", _pick(rng, stage.reasoning, reasoning_slots), [plan, result], tick(2, 20))
            fact = None
            if stage.fact:
                fact = w.cell(s, "fact", _pick(rng, stage.fact, reasoning_slots), [reasoning], tick(1, 10))
            anchor = fact or reasoning
            records.append({"stage": stage, "plan": plan, "result": result, "fact": fact, "index": i})
            session_steps.append((s, domain.name, plan))
            if correct_at is not None and i > correct_at and (i == len(stages) - 1 or rng.random() < 0.5) and fixed is None:
                # the mistake surfaces: the user corrects it, or the tool is re-queried
                bad = records[correct_at]
                fix_slots = {**slots, **{f"wrong_{k}": wrong_slots[k] for k, _ in bad["stage"].wrong}}
                if scenario == "misread":
                    said = w.cell(s, "user_input", _fmt(bad["stage"].fix, fix_slots), [], tick())
                    new_fact = w.replace("correct", s, bad["fact"], _pick(rng, bad["stage"].fact, slots),
                                         [w.cells[bad["fact"]].parents[0], said], "misread the tool result", tick())
                    accepted = [new_fact, said, bad["result"]]
                    stale = [bad["fact"]]
                else:
                    said = w.cell(s, "user_input", f"The {TOOLS[bad['stage'].tool]} was out of date this morning — please check again.", [], tick())
                    w.invalidate(bad["result"], f"stale data from the {TOOLS[bad['stage'].tool]}")
                    replan = w.cell(s, "plan", f"Re-check: {_pick(rng, bad['stage'].plan, slots)}", [task, said], tick(),
                                    used=applied(domain.name, bad["stage"].name))
                    call = w.cell(s, "tool_call", _pick(rng, bad["stage"].call, slots), [replan], tick(2, 10))
                    result = w.cell(s, "tool_result", _pick(rng, bad["stage"].result, slots), [call], tick(1, 30))
                    reasoning = w.cell(s, "llm_reasoning", _pick(rng, bad["stage"].reasoning, slots), [replan, result], tick())
                    new_fact = w.cell(s, "fact", _pick(rng, bad["stage"].fact, slots), [reasoning], tick())
                    accepted = [new_fact, result]
                    stale = [bad["fact"], bad["result"]]
                fixed = {"stage": bad["stage"], "accepted": accepted, "stale": stale}
                anchor = new_fact
                # continue the task from the corrected fact: one or two fresh steps
                follows = rng.randint(1, 2)
                ask_at = rng.randrange(follows)
                for j in range(follows):
                    follow = rng.choice(domain.stages)
                    plan = w.cell(s, "plan", f"Next: {_pick(rng, follow.plan, slots)}", [task, anchor], tick(),
                                  used=applied(domain.name, follow.name))
                    call = w.cell(s, "tool_call", _pick(rng, follow.call, slots), [plan], tick(2, 10))
                    result = w.cell(s, "tool_result", _pick(rng, follow.result, slots), [call], tick(1, 30))
                    anchor = w.cell(s, "llm_reasoning", _pick(rng, follow.reasoning, slots), [plan, result], tick())
                    session_steps.append((s, domain.name, plan))
                    if j == ask_at:
                        pool = bad["stage"].asks + bad["stage"].asks_explicit
                        ask = rng.choice(pool)
                        q("corrected", scenario, _fmt(ask, slots), [accepted], stale, [plan], s,
                          [_fmt(a, slots) for a in pool])
                break  # the rest of the original plan was contaminated; the task went on from the fix
        w.cell(s, "llm_output", _pick(rng, domain.outputs, slots), [task, anchor] if anchor else [task], tick(),
               used=applied(domain.name, "output"))
        session_tasks.append((s, domain.name, task))

        live = [r for r in records if r["fact"] and r["fact"] not in w.dead]
        # derived: a fact concluded two or more stages before the current step
        if len(records) >= 3 and rng.random() < 0.7:
            focus_rec = records[-1] if fixed is None else None
            if focus_rec is not None:
                earlier = [r for r in live if r["index"] <= focus_rec["index"] - 2 and (r["stage"].asks or r["stage"].asks_explicit)]
                if earlier:
                    r = rng.choice(earlier)
                    explicit = rng.random() < 0.5 and bool(r["stage"].asks_explicit)
                    pool = r["stage"].asks_explicit if explicit else r["stage"].asks
                    ask = rng.choice(pool)
                    q("derived", "explicit" if explicit else "contextual", _fmt(ask, slots), [[r["fact"], r["result"]]], [],
                      [focus_rec["plan"]], s, [_fmt(a, slots) for a in pool])
        # preference: a question in this task whose answer depends on a standing preference/constraint
        if s >= stated_cut and rng.random() < 0.75:
            options = [(item, tmpl, extra) for item in PROFILE if item.name in standing
                       for dom, tmpl, extra in item.queries if dom == domain.name]
            if options:
                item, tmpl, extra = rng.choice(options)
                names = [item.name] + [e for e in extra if e in standing]
                live_steps = [r["plan"] for r in records if r["plan"] not in w.dead]
                if live_steps:
                    # needs are resolved after the last session: recall runs on the final memory, where a
                    # preference changed later in the history has a newer version
                    q("preference", "standing", _fmt(tmpl, slots), [], [], [rng.choice(live_steps)], s,
                      [_fmt(t, slots) for i, t, e in options if i is item and e == extra])
                    preference_names[queries[-1].qid] = names
        # plain questions about this task's facts, asked later from elsewhere
        for r in live:
            if r["stage"].asks_explicit and rng.random() < 0.2:
                plain_candidates.append((_fmt(rng.choice(r["stage"].asks_explicit), slots), "session-fact",
                                         [[r["fact"], r["result"]]], [], s, domain.name,
                                         [_fmt(a, slots) for a in r["stage"].asks_explicit]))

    for query in queries:
        if query.qid in preference_names:
            names = preference_names[query.qid]
            query.needs = [list(standing[n]) for n in names]
            query.stale = [k for n in names for k in stale_profile.get(n, [])]
            if query.stale:
                query.sub = "changed"
    _evolution_queries(rng, w, versions_of, standing, stale_profile, session_tasks, q)
    # plain semantic questions: personal facts (some corrected) and explicit questions about task facts
    for name, st in personal_state.items():
        item = st["item"]
        text = _fmt(rng.choice(item.asks), st["slots"])
        plain_candidates.append((text, "corrected-personal" if st["stale"] else "personal", [list(st["cells"])],
                                 list(st["stale"]), -1, "", [_fmt(a, st["slots"]) for a in item.asks]))
    rng.shuffle(plain_candidates)
    for text, sub, needs, stale, origin, origin_domain, wordings in plain_candidates:
        if all(k in w.dead for need in needs for k in need):
            continue
        needs = [[k for k in need if k not in w.dead] for need in needs]
        unrelated = [p for (s2, dom, p) in session_steps if s2 != origin and dom != origin_domain and p not in w.dead]
        focus = [rng.choice(unrelated)] if unrelated and rng.random() < 0.5 else []
        q("semantic", sub, text, needs, stale, focus, origin, wordings)

    needed_dead = [k for query in queries for need in query.needs for k in need if k in w.dead]
    assert not needed_dead, f"ground truth needs cells that are no longer valid: {needed_dead}"
    history = History(seed, sessions, w.ops, queries, w.cells, w.dead)
    _distances(history)
    return history


def _evolution_queries(rng: random.Random, w: _Writer, versions_of: dict[str, list[tuple[int, str]]],
                       standing: dict[str, tuple[str, str]], stale_profile: dict[str, list[str]],
                       session_tasks: list[tuple[int, str, str]], q: Callable[..., None]) -> None:
    """Class ``evolution``: for every preference changed at least once, questions whose answer is its newest version,
    asked from a task of each period (resting on version 1, 2, … the newest), each question one of the item's
    query templates (wording far from every version), plus one asked with no focus. The answer is the newest
    version only (stored or the sentence saying it); every older version is stale."""
    for name, versions in versions_of.items():
        if len(versions) < 2:
            continue
        item = PROFILE_BY_NAME[name]
        templates = [(dom, tmpl) for dom, tmpl, _ in item.queries]
        rng.shuffle(templates)
        for v, (since, stored) in enumerate(versions):
            until = versions[v + 1][0] if v + 1 < len(versions) else None
            domain, template = templates[v % len(templates)]
            # a session whose task rests on this version (it was standing when the task was created), of the
            # question's domain when there is one
            tasks = [(s, dom, t) for s, dom, t in session_tasks if since <= s and (until is None or s < until)
                     and stored in w.cells[t].parents and t not in w.dead]
            if not tasks:
                continue
            s, _, task = rng.choice([t for t in tasks if t[1] == domain] or tasks)
            steps = [c for c in w.children.get(task, ()) if w.cells[c].kind == "plan" and c not in w.dead]
            focus = [rng.choice(steps)] if steps else [task]
            sub = "rests on the newest" if until is None else f"rests on version {v + 1} of {len(versions)}"
            slots = _slots(rng)
            q("evolution", sub, _fmt(template, slots), [list(standing[name])], list(stale_profile[name]), focus, s,
              [_fmt(t, slots) for _, t in templates])
        slots = _slots(rng)
        q("evolution", "no focus", _fmt(templates[len(versions) % len(templates)][1], slots),
          [list(standing[name])], list(stale_profile[name]), [], -1, [_fmt(t, slots) for _, t in templates])


def repeats(history: History, per_question: int) -> list[tuple[Query, Query]]:
    """The history's questions asked again, as an agent asks the same things over weeks: each question up to
    ``per_question`` more times, in another wording of its template pool and, for a question about a standing
    preference, from another live step of the same task (the preference holds for the whole task; a plain question
    also with no focus). Needs and stale cells are the original's: the ground truth the bench scores. Only distinct
    (wording, focus) pairs; a question with no other wording or step is not repeated. Returns (original, repeat) pairs;
    seeded by the history, drawn from its own generator so the history's own questions do not change."""
    rng = random.Random(f"repeats-{history.seed}")
    children: dict[str, list[str]] = {}
    for child, parent in history.edges:
        children.setdefault(parent, []).append(child)
    out: list[tuple[Query, Query]] = []
    for query in history.queries:
        foci = [query.focus]
        if query.cls in ("preference", "evolution") and query.focus:
            tasks = [p for p in history.cells[query.focus[0]].parents if history.cells[p].kind == "task"]
            foci += [[c] for t in tasks for c in children.get(t, ()) if c != query.focus[0]
                     and history.cells[c].kind == "plan" and c not in history.dead]
        elif query.cls == "semantic" and query.focus:
            foci.append([])
        options = [(text, focus) for text in query.wordings or [query.text] for focus in foci
                   if (text, focus) != (query.text, query.focus)]
        for n, (text, focus) in enumerate(rng.sample(options, min(per_question, len(options)))):
            out.append((query, replace(query, qid=f"{query.qid}-again{n + 1}", text=text, focus=list(focus),
                                       distance=None)))
    _distances(replace(history, queries=[again for _, again in out]))
    return out


def answer_groups(queries: Sequence[Query]) -> dict[str, int]:
    """Each question's underlying question: questions whose needs share an acceptable cell (a paraphrase, a repeat,
    the same preference asked from another task) are one group, numbered in order of first appearance. A held-out
    half made of whole groups has no answer that received feedback in the other half."""
    parent: dict[str, str] = {}

    def root(cell: str) -> str:
        while parent.setdefault(cell, cell) != cell:
            parent[cell] = parent[parent[cell]]
            cell = parent[cell]
        return cell

    for query in queries:
        cells = [c for need in query.needs for c in need]
        for cell in cells[1:]:
            parent[root(cell)] = root(cells[0])
    numbers: dict[str, int] = {}
    return {q.qid: numbers.setdefault(root(q.needs[0][0]), len(numbers)) for q in queries}


def halves(queries: Sequence[Query], seed: int) -> tuple[list[Query], list[Query]]:
    """Two halves of ``queries`` made of whole :func:`answer_groups`, dealt in an order seeded by ``seed`` to the
    half with fewer questions so far; each half keeps the questions' order."""
    groups = answer_groups(queries)
    order = sorted(set(groups.values()))
    random.Random(f"halves-{seed}").shuffle(order)
    size = {g: sum(1 for q in queries if groups[q.qid] == g) for g in order}
    first: set[int] = set()
    counts = [0, 0]
    for g in order:
        side = 0 if counts[0] <= counts[1] else 1
        counts[side] += size[g]
        if side == 0:
            first.add(g)
    return ([q for q in queries if groups[q.qid] in first], [q for q in queries if groups[q.qid] not in first])


def _distances(history: History) -> None:
    """Undirected DERIVED_FROM distance from each query's focus to the nearest acceptable cell."""
    adjacency: dict[str, list[str]] = {}
    for child, parent in history.edges:
        adjacency.setdefault(child, []).append(parent)
        adjacency.setdefault(parent, []).append(child)
    for query in history.queries:
        if not query.focus:
            continue
        targets = {k for need in query.needs for k in need}
        seen = set(query.focus)
        frontier = list(query.focus)
        depth = 0
        while frontier and depth < 12:
            depth += 1
            nxt = []
            for node in frontier:
                for other in adjacency.get(node, ()):
                    if other not in seen:
                        if other in targets:
                            query.distance = depth
                            break
                        seen.add(other)
                        nxt.append(other)
                if query.distance is not None:
                    break
            if query.distance is not None:
                break
            frontier = nxt
