"""Scenario generators for `memlineage bench recall` (issue 12, item 5): situations a new user builds in a
few days, written another way than :mod:`.histories`. Pure Python, no I/O; deterministic by seed.

* **standing** — a user states standing constraints in their profile ("no long hikes since the hip
  operation", "afraid of flying", "coeliac", "hotel budget capped by policy"…). Per user:

      user root ─► profile ─► 3–6 standing items (constraint / preference / fact; one matters for the new task)
          │          ├────► past tasks of other topics (request, task, plan, tool call, result, reasoning, output)
          │          ├────► a past task that researched ~30 look-alike options on the new task's topic
          │          │         ("Alpine hike 17: 25 km, 1,400 m of climbing…")
          │          └────► the new task ─► its first step (the focus)
          └─► the users' requests (user_input) of every task

  The standing constraint is a *sibling* of the new task under the profile (three hops from the step), or
  hangs from the root itself (four hops). Several users share a namespace (distinct roots), and some users
  have a namespace of their own. The query is the new task's request; the ground truth is the one standing
  item that matters for it. Everything else (the user's other standing items, other users' constraints on
  the same topic, the look-alikes) is a distractor.
* **duplicates** — one task produced 30+ near-identical results on a topic; a few distinct memories on the
  same topic live elsewhere (a friend's tip, a saved fact, an earlier task's result and answer). The query
  asks about the topic; the ground truth is the distinct memories (each its own need).
* **stale** — 120 near-identical drafts, all made invalid (half individually through ``invalidate``, half
  contaminated by invalidating the tool result they were built on), and 30 valid unrelated facts; queries
  resemble the drafts. Recall with k up to the number of valid cells should return exactly k valid cells.

Cell ids are the generator's keys (ground truth maps 1:1 to cells); :class:`.histories.History` carries the
cells and the write operations, so :func:`.recall.write_history` executes any scenario.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

from .histories import History, Query, _distances, _Writer

__all__ = ["FAMILIES", "Family", "Scenario", "ScenarioQuery", "STALE_KS", "generate_duplicates", "generate_stale",
           "generate_standing"]

STALE_KS = (1, 5, 10, 20, 30)


# ----------------------------------------------------------------------------------- output types
@dataclass
class ScenarioQuery(Query):
    user: str = ""                                     # root cell of the asking user
    family: str = ""                                   # topic family
    group: list[str] = field(default_factory=list)     # look-alike near-duplicates on the query's topic
    parent: str = ""                                   # standing: "profile" or "root" — where the constraint hangs
    layout: str = ""                                   # "1 user per namespace" / "4 users per namespace"


@dataclass
class Scenario:
    """One namespace's worth of memories and the queries asked on it."""

    cls: str                                  # standing | duplicates | stale
    name: str
    history: History
    layout: str = ""
    users: dict[str, str] = field(default_factory=dict)           # cell key → its user's root key
    standing: dict[str, list[str]] = field(default_factory=dict)  # user root → that user's standing items
    groups: dict[str, list[str]] = field(default_factory=dict)    # look-alike groups, by the task that made them
    drafts: list[str] = field(default_factory=list)               # stale: the invalidated drafts

    @property
    def queries(self) -> list[ScenarioQuery]:
        return self.history.queries  # type: ignore[return-value]

    @property
    def valid(self) -> list[str]:
        """Cells the generator expects to stay valid once every operation has run."""
        return [k for k in self.history.cells if k not in self.history.dead]


# ----------------------------------------------------------------------------------- vocabulary
FIRST = ["Anna", "Tomás", "Priya", "Lukas", "Sofia", "Kenji", "Maria", "James", "Fatima", "Olivia", "Noah", "Elena",
         "David", "Chloé", "Ahmed", "Emma", "Marco", "Yuki", "Laura", "Peter", "Ines", "Jonas", "Aisha", "Mateo"]
LAST = ["Berger", "Ruiz", "Nair", "Weber", "Rossi", "Sato", "Silva", "O'Neill", "Zahra", "Brown", "Schmidt", "Petrova",
        "Cohen", "Martin", "Hassan", "Johansson", "Bianchi", "Tanaka", "Novak", "Costa", "Keller", "Okafor"]
HOMES = ["Munich", "Lisbon", "Leeds", "Utrecht", "Ghent", "Bern", "Turin", "Aarhus", "Kraków", "Bilbao", "Linz"]
JOBS = ["a product manager", "a nurse", "a software engineer", "a teacher", "an accountant", "a freelance designer",
        "a sales director", "a researcher", "a pharmacist", "an architect"]
COMPANIES = ["Acme", "Globex", "Initech", "Hooli", "Vandelay Imports", "Stark Logistics", "Wayne Analytics", "Pied Piper",
             "Umbrella Health", "Soylent Foods"]
KIDS = ["Mia", "Leo", "Nora", "Ben", "Ella", "Finn", "Lina", "Theo"]
DOGS = ["Bruno", "Luna", "Rocky", "Bella", "Max", "Frida"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
RESTAURANTS = ["Trattoria Lucia", "Casa Pepe", "Le Petit Bistro", "Osteria Nonna", "Brasserie Lumière",
               "Taverna Kostas", "Green Fork", "Asador Donostia"]
CLUBS = ["Lido", "Astra", "the Roundhouse", "Paradiso", "Whelan's", "Gebäude 9", "the Barrowland", "Molotow",
         "Bi Nuu", "the Cluny"]
VILLAGES = ["the valley station", "the village car park", "the train station", "the church square",
            "the lower cable car", "the lake shore", "the old mill", "the mountain inn"]


def _thousands(lo: int, hi: int, step: int) -> tuple[str, ...]:
    return tuple(f"{v:,}" for v in range(lo, hi + 1, step))


def _numbers(lo: int, hi: int, step: int = 1) -> tuple[str, ...]:
    return tuple(str(v) for v in range(lo, hi + 1, step))


# ----------------------------------------------------------------------------------- topic families
@dataclass(frozen=True)
class PastTask:
    """A small finished task: task, plan, tool call, result, reasoning, answer."""

    task: str
    plan: str
    call: str
    result: str
    reasoning: str
    output: str


@dataclass(frozen=True)
class Family:
    """A topic: the standing item that matters for it, new tasks on it, the look-alike research another task
    of the same user did on it, distinct memories on it, and finished tasks used as background elsewhere."""

    name: str
    constraints: tuple[tuple[str, str], ...]     # (kind, text) variants of the standing item that matters
    tasks: tuple[str, ...]                       # the new task as the agent records it
    requests: tuple[str, ...]                    # the user's request for it
    steps: tuple[str, ...]                       # the new task's first step (the focus)
    places: tuple[str, ...]
    flood_tasks: tuple[str, ...]                 # the task that researched look-alikes
    flood_call: str
    flood_item: str                              # one look-alike result; {n} numbers it
    flood_slots: dict[str, tuple[str, ...]]
    flood_reasoning: str
    flood_output: str
    related: tuple[tuple[str, str], ...]         # (kind, text) distinct memories on the topic
    topic_questions: tuple[str, ...]             # questions about the topic (duplicates class)
    past: tuple[PastTask, ...]                   # finished tasks on the topic (background in other users' lives)
    clash: tuple[str, ...] = ()                  # families whose standing items would also matter here


FAMILIES: tuple[Family, ...] = (
    Family(
        "hiking",
        (("constraint", "No long hikes since the hip operation: at most 8 km and 300 m of climbing a day."),
         ("fact", "Had a hip replacement in {month}; the surgeon ruled out long or steep hikes for at least a year."),
         ("preference", "Since the hip surgery, only short flat walks: nothing over two hours, no steep descents.")),
        ("Plan a hiking day near {place}", "Find a good day hike around {place} for Saturday",
         "Put together a day in the mountains near {place}"),
        ("Can you plan a hiking day near {place} for this weekend?",
         "I'd like to spend Saturday hiking around {place} — what would you suggest?",
         "We're in {place} next week; could you find us a nice hike for one of the days?"),
        ("Shortlist trails near {place} and check Saturday's weather", "First step: compare day hikes around {place}"),
        ("Innsbruck", "Garmisch-Partenkirchen", "Berchtesgaden", "Bolzano", "Chamonix", "Zermatt", "Interlaken",
         "Cortina d'Ampezzo"),
        ("Compile the classic long hikes around {place} for the hiking club newsletter",
         "Research demanding summit tours near {place} for {friend}'s visit"),
        "trails.search(region='{place}', min_length_km=20)",
        "Alpine hike {n}: {km} km, {climb} m of climbing, {hours} h, starting at {village}.",
        {"km": _numbers(22, 28), "climb": _thousands(1250, 1600, 50), "hours": ("7", "7.5", "8", "8.5", "9"),
         "village": tuple(VILLAGES)},
        "All of these need an early start; the longest three go first in the list.",
        "Newsletter draft: {count} classic long hikes around {place}, sorted by metres of climbing.",
        (("fact", "The Zirbenweg panorama path above {place} is 7 km with almost no climbing; cable cars at both ends."),
         ("user_input", "{friend} says the lake loop near {place} is flat and takes about two hours."),
         ("tool_result", "Hiking weather near {place}: thunderstorms likely after 14:00 on most summer days; start early."),
         ("llm_output", "Last August we had lunch at a mountain hut above {place} after a short morning walk.")),
        ("What do we already know about hiking around {place}?", "Which walks near {place} have come up before?",
         "Anything saved about hikes near {place}?"),
        (PastTask("Buy new hiking boots before the autumn", "Compare waterproof hiking boots under €250",
                  "shop.search('hiking boots', waterproof=True, max_price=250)",
                  "Lowa Renegade €219, Meindl Bhutan €249, Salomon Quest €199 — all waterproof, sizes 42–44 in stock.",
                  "The Salomon is the lightest of the three and the cheapest.",
                  "Ordered the Salomon Quest boots in size 43; delivery on Thursday."),
         PastTask("Find a guided nature walk for the team day", "Look up guided nature walks near {place}",
                  "tours.search('{place}', type='nature walk')",
                  "Ranger-led nature walk near {place}: 3 km, 2 h, meeting point at the visitor centre, €12 per person.",
                  "Short and easy; it suits a mixed group.", "Booked the ranger walk near {place} for 12 people.")),
        clash=("events", "fitness", "car")),
    Family(
        "flights",
        (("constraint", "Afraid of flying: never book flights; trains or coaches only, even for long trips."),
         ("fact", "Has a severe fear of flying and has not been on a plane since {year}."),
         ("preference", "Will not fly under any circumstances — prefers night trains for long distances.")),
        ("Plan my trip to {place} for the trade fair", "Organise the journey to {place} for the summit next month",
         "Get me to {place} for Monday's meeting with the distributor"),
        ("I have to be at the trade fair in {place} on the 12th — can you sort out how I get there?",
         "Could you organise my journey to {place}? The summit starts on a Tuesday morning.",
         "Please get me to {place} for the distributor meeting on Monday."),
        ("Compare ways of getting to {place}", "First step: check connections to {place} for the dates"),
        ("Hamburg", "Brussels", "Amsterdam", "Paris", "Barcelona", "Prague", "Copenhagen", "Milan"),
        ("Collect flight options to {place} for the sales team's trip",
         "Gather flight times to {place} for the board members"),
        "flights.search(to='{place}', date='next Monday')",
        "Flight option {n}: {airline} {code}, departs {time}, {duration}, €{price}.",
        {"airline": ("Lufthansa", "KLM", "Air France", "easyJet", "Eurowings", "SAS"),
         "code": tuple(f"{p}{d}" for p in ("LH", "KL", "AF", "U2", "EW") for d in (118, 204, 356, 471, 582, 693)),
         "time": ("06:05", "06:40", "07:15", "07:55", "08:30", "09:10", "10:25", "12:40"),
         "duration": ("1 h 15 min", "1 h 20 min", "1 h 25 min", "1 h 35 min", "1 h 40 min"),
         "price": _numbers(89, 259, 10)},
        "The early departures are the cheapest; all are direct.",
        "Sent the team {count} flight options to {place}, cheapest first.",
        (("fact", "The night train to {place} leaves at 22:40 and arrives at 07:55; sleeper cabins from €89."),
         ("tool_result", "Rail pass check: the 4-day Interrail pass covers the route to {place} with one change."),
         ("user_input", "{friend} drove to {place} last spring and says the motorway is fine except near the border."),
         ("llm_output", "Last time the trip to {place} by train took nine hours with a change in Frankfurt.")),
        ("What do we know about getting to {place}?", "How have trips to {place} been handled before?",
         "Anything saved about travelling to {place}?"),
        (PastTask("Renew the passport before the summer", "Check passport renewal appointments",
                  "cityhall.appointments(service='passport')",
                  "Next free passport slots: Tuesday 09:10, Thursday 14:40; bring a biometric photo.",
                  "Tuesday morning fits the calendar.", "Passport appointment booked for Tuesday at 09:10."),
         PastTask("Book the train to {place} for the family visit", "Search trains to {place} for the long weekend",
                  "rail.search(to='{place}', date='Friday')",
                  "ICE 1025 to {place}: 07:12–12:40, €59; IC 2213: 09:05–15:30, €39.",
                  "The ICE is faster and only €20 more.", "Booked ICE 1025 to {place}, seats 45 and 46 in coach 7.")),
        clash=("car",)),
    Family(
        "restaurants",
        (("constraint", "Coeliac: strictly gluten-free food, no wheat, barley or rye — not even traces."),
         ("fact", "Was diagnosed with coeliac disease in {year}; gluten makes them ill for days."),
         ("preference", "Gluten intolerant: only restaurants with a certified gluten-free kitchen."),
         ("constraint", "Severe tree-nut allergy, carries an EpiPen: no dishes with walnuts, almonds or cashews.")),
        ("Book a dinner for my parents' anniversary in {place}", "Find a nice restaurant in {place} for Friday evening",
         "Pick a place for the team lunch in {place} next week"),
        ("My parents' anniversary is coming up and we'll all be in {place} — can you book a dinner?",
         "Could you find us a nice restaurant in {place} for Friday evening?",
         "We need somewhere for the team lunch in {place} next week, any ideas?"),
        ("Shortlist restaurants in {place} with a free table", "First step: search restaurants in {place}"),
        ("Lyon", "Bologna", "Naples", "Porto", "Vienna", "Seville", "Brussels", "Florence"),
        ("Find restaurants for the team dinner in {place}", "Collect trattorias in {place} for the food blog"),
        "restaurants.search(city='{place}', cuisine='italian')",
        "Trattoria option {n}: fresh pasta and wood-fired pizza, {stars}★, €{pp} per person, {dist} m from the centre.",
        {"stars": ("4.2", "4.3", "4.4", "4.5", "4.6", "4.7"), "pp": _numbers(28, 46, 2), "dist": _numbers(150, 1200, 50)},
        "The best-rated ones are all close to the centre.",
        "Shortlist sent: {count} trattorias in {place}, best-rated first.",
        (("fact", "{rest} in {place} is closed on Mondays and takes bookings only by phone."),
         ("user_input", "{friend} recommended the fish market stalls in {place} for a quick lunch."),
         ("llm_output", "On the last visit to {place} we booked {rest} at 19:30 for six people."),
         ("tool_result", "{place} restaurant week runs from the 3rd to the 12th: set menus at €35.")),
        ("What do we know about eating out in {place}?", "Which restaurants in {place} have come up before?",
         "Anything saved about dinner options in {place}?"),
        (PastTask("Order a birthday cake for {kid}", "Find bakeries that deliver birthday cakes",
                  "bakery.search(item='birthday cake', delivery=True)",
                  "Three bakeries deliver on Saturday: chocolate cake €38, lemon tart €32, fruit cake €35.",
                  "{kid} loves chocolate.", "Ordered the chocolate cake for Saturday morning, with {kid}'s name on it."),
         PastTask("Find a caterer for the office party", "Compare caterers for 40 people", "catering.quotes(guests=40)",
                  "Quotes: finger food €18 pp, hot buffet €26 pp, barbecue €24 pp.",
                  "The hot buffet fits the budget and the season.", "Booked the hot buffet for 40 guests on the 22nd.")),
        clash=("cooking", "events")),
    Family(
        "hotels",
        (("constraint", "Travel policy caps hotels at €{cap} per night; anything above needs the CFO's sign-off."),
         ("fact", "The employer reimburses accommodation only up to €{cap} a night."),
         ("preference", "Keeps work trips cheap: hotels under €{cap} per night, no exceptions.")),
        ("Book a hotel in {place} for the conference next month", "Find somewhere to stay in {place} for three nights",
         "Sort out accommodation in {place} for the client workshop"),
        ("I'm going to the conference in {place} next month — can you book me a hotel?",
         "Could you find me somewhere to stay in {place}? Three nights from Tuesday.",
         "The client workshop is in {place}; please sort out where I'll sleep."),
        ("Search hotels in {place} for the dates", "First step: compare hotels near the venue in {place}"),
        ("Vienna", "Copenhagen", "Zurich", "Stockholm", "Amsterdam", "London", "Geneva", "Oslo"),
        ("Shortlist conference hotels in {place} for the speakers", "Find upscale hotels in {place} for the VIP guests"),
        "hotels.search(city='{place}', stars=4)",
        "Hotel option {n}: 4★ business hotel, €{price} per night, {dist} m from the venue, breakfast included.",
        {"price": _numbers(228, 318, 6), "dist": _numbers(200, 900, 50)},
        "All of them are within walking distance of the venue.",
        "Sent the organisers {count} hotel options in {place}, closest first.",
        (("fact", "The conference centre in {place} is a 10-minute tram ride from the central station."),
         ("user_input", "{friend} stayed in an aparthotel near the old town of {place} and liked the kitchenette."),
         ("llm_output", "Last year's stay in {place}: three nights, late check-out arranged by email."),
         ("tool_result", "City tax in {place}: €3.50 per person per night, paid at the hotel.")),
        ("What do we know about staying in {place}?", "Which hotels in {place} have come up before?",
         "Anything saved about accommodation in {place}?"),
        (PastTask("File the expense report for the Vienna trip", "Collect the receipts of the trip",
                  "expenses.receipts(trip='Vienna')", "Receipts: hotel €396 (3 nights), train €118, taxis €42, meals €87.",
                  "All within policy except one taxi without a receipt.",
                  "Expense report submitted: €643 in total, one taxi noted without a receipt."),
         PastTask("Renew the company credit card", "Check the card renewal steps", "bank.card_status('corporate')",
                  "The corporate card expires at the end of the month; renewal needs the manager's approval form.",
                  "The form has to go to the manager first.", "Sent the renewal form to the manager for approval.")),
        clash=("events", "apartments")),
    Family(
        "car",
        (("fact", "Does not have a driving licence."),
         ("constraint", "Cannot drive (no licence): plans must rely on public transport, taxis or lifts."),
         ("preference", "Never rents cars — never learned to drive; prefers buses and trains.")),
        ("Plan a day trip to the hill towns around {place}", "Organise a weekend in the countryside near {place}",
         "Plan a Sunday visiting wineries outside {place}"),
        ("We'll have a free day in {place} — could you plan a trip to the hill towns around it?",
         "Can you organise a weekend in the countryside near {place} for the two of us?",
         "I'd love to visit a few wineries outside {place} on Sunday; can you plan it?"),
        ("Map the villages and wineries around {place}", "First step: look at how to get around outside {place}"),
        ("Florence", "Siena", "Bordeaux", "Porto", "Seville", "Verona", "Lyon", "Salzburg"),
        ("Compare car rental offers at {place} airport for the family holiday",
         "Find rental cars in {place} for the company retreat"),
        "cars.search(pickup='{place} airport', days=7)",
        "Rental offer {n}: compact car, €{price} a day, pickup at {place} airport, unlimited km, {fuel}.",
        {"price": _numbers(31, 58), "fuel": ("petrol", "diesel", "hybrid", "full-to-full fuel")},
        "Prices are close; the hybrids cost a little more.",
        "Sent {count} rental offers at {place} airport, cheapest first.",
        (("fact", "Regional buses from {place} to the villages leave hourly from the main bus station."),
         ("tool_result", "Wine tour from {place}: minibus pickup at 9:30, three wineries, back by 18:00, €95."),
         ("user_input", "{friend} loved the little towns an hour from {place} and says the views are worth it."),
         ("llm_output", "On the last trip near {place} we took the train to the coast and a taxi back.")),
        ("What do we know about the countryside around {place}?", "Which day trips from {place} have come up before?",
         "Anything saved about getting around outside {place}?"),
        (PastTask("Get a monthly public transport pass", "Compare monthly passes for the city", "transit.passes(zone='AB')",
                  "Monthly pass zones AB €86, ABC €104; an annual pass saves two months.", "AB covers home and office.",
                  "Bought the AB monthly pass, valid from the 1st."),
         PastTask("Arrange a taxi to the station for Monday", "Book a taxi for 05:30 on Monday",
                  "taxi.book(pickup='home', time='05:30', to='central station')",
                  "Taxi confirmed for Monday 05:30, estimated fare €24; the driver calls on arrival.",
                  "Early enough for the 06:12 train.", "Taxi booked for Monday at 05:30 to the central station.")),
        clash=("hiking", "events")),
    Family(
        "events",
        (("fact", "Uses a wheelchair."),
         ("constraint", "Needs step-free access everywhere: wheelchair user, accessible toilets required."),
         ("preference", "Only venues with step-free entrances and reserved wheelchair spaces.")),
        ("Find a concert for Friday night in {place}", "Get tickets for a show in {place} this weekend",
         "Find something fun to do on Saturday evening in {place}"),
        ("Is there a good concert in {place} on Friday night? Could you get us tickets?",
         "We're in {place} this weekend — can you find a show and get tickets?",
         "Could you find something fun for Saturday evening in {place}?"),
        ("Search what's on in {place} this weekend", "First step: list concerts and shows in {place}"),
        ("Berlin", "Hamburg", "London", "Manchester", "Glasgow", "Amsterdam", "Dublin", "Cologne"),
        ("List the indie gigs in {place} this month for the newsletter", "Collect club nights in {place} for the blog"),
        "events.search(city='{place}', genre='indie')",
        "Gig listing {n}: indie night at {club}, standing only, doors {time}, €{price}.",
        {"club": tuple(CLUBS), "time": ("19:00", "19:30", "20:00", "20:30", "21:00"), "price": _numbers(14, 32, 2)},
        "Most gigs are on Fridays and Saturdays.",
        "Newsletter section done: {count} indie gigs in {place} this month.",
        (("fact", "The concert hall in {place} publishes its season programme in September."),
         ("user_input", "{friend} is playing bass at a bar in {place} on the 14th."),
         ("tool_result", "{place} philharmonic: tickets for the winter season go on sale Monday at 10:00."),
         ("llm_output", "Last month we got two tickets for the jazz night in {place}, row F.")),
        ("What do we know about concerts in {place}?", "Which events in {place} have come up before?",
         "Anything saved about nights out in {place}?"),
        (PastTask("Renew the museum membership", "Check the membership renewal", "museum.membership(status=True)",
                  "Membership expires on the 30th; renewal €60 a year, includes two guest passes.",
                  "Renewing is cheaper than four single visits.", "Renewed the museum membership for another year."),
         PastTask("Book the cinema for Friday", "Find showtimes for Friday evening", "cinema.showtimes(day='Friday')",
                  "Friday: 18:00 and 20:15 showings, seats left in rows D and H.", "The 20:15 showing is after dinner.",
                  "Booked two seats in row D for the 20:15 showing.")),
        clash=()),
    Family(
        "cooking",
        (("preference", "Vegan: no meat, fish, dairy or eggs."),
         ("constraint", "Strictly plant-based diet — no animal products at all, not even honey."),
         ("fact", "Has been vegan since {year}.")),
        ("Plan the meals for next week", "Suggest a menu for Sunday's dinner with friends",
         "Make a shopping list and recipes for the week ahead"),
        ("Could you plan my meals for next week?", "Friends are coming on Sunday — what should I cook for dinner?",
         "Can you put together recipes and a shopping list for the week ahead?"),
        ("Collect recipes for the week", "First step: pick recipes for the menu"),
        ("",),
        ("Collect hearty meat recipes for the cooking blog", "Gather slow-cooked beef recipes for the family cookbook"),
        "recipes.search('beef ragu', max_minutes=180)",
        "Recipe {n}: slow-cooked beef ragù, {minutes} min, serves {serves}, {kcal} kcal per portion.",
        {"minutes": _numbers(90, 180, 15), "serves": _numbers(4, 8), "kcal": _numbers(540, 720, 20)},
        "They differ mainly in cooking time and wine.",
        "Blog post drafted with {count} ragù recipes.",
        (("fact", "The farmers' market on Saturday has the best seasonal vegetables until 13:00."),
         ("user_input", "{friend} asked for the lentil curry recipe we made last time."),
         ("llm_output", "The weekly plan two weeks ago used up the pumpkin and the chickpeas."),
         ("tool_result", "Pantry check: rice, two tins of tomatoes, oats and spices; no fresh vegetables left.")),
        ("What do we know about cooking for this week?", "Which recipes and food plans have come up before?",
         "Anything saved about meal planning?"),
        (PastTask("Plan the grocery order for the week", "Check what is left in the fridge", "fridge.inventory()",
                  "Left: spinach, half a pumpkin, tofu, oat milk, two lemons.", "The pumpkin needs using first.",
                  "Grocery order placed: rice, chickpeas, tomatoes and bread; delivery on Tuesday."),
         PastTask("Find a cooking class as a birthday present", "Search cooking classes in town",
                  "classes.search('cooking')", "Pasta-making class Saturday €65, Thai curry workshop Sunday €59.",
                  "The Thai workshop is on the right day.", "Booked the Thai curry workshop for Sunday as a present.")),
        clash=("restaurants",)),
    Family(
        "meetings",
        (("constraint", "Works from Vancouver (Pacific time): no calls before 08:00 or after 17:00 local time."),
         ("fact", "Lives in Vancouver, nine hours behind Central European Time."),
         ("preference", "Keeps mornings free: no meetings before 10:00 Pacific time.")),
        ("Schedule a call with the {place} team next week", "Set up the kickoff meeting with our {place} partners",
         "Find a time for the quarterly review with the {place} office"),
        ("Can you schedule a call with the {place} team sometime next week?",
         "Please set up the kickoff with our partners in {place}.",
         "We need to find a time for the quarterly review with the {place} office."),
        ("Check free slots of the {place} team next week", "First step: compare calendars with {place}"),
        ("Berlin", "Tokyo", "Singapore", "London", "Paris", "Madrid", "Sydney", "Dubai"),
        ("Find common slots for the all-hands of the {place} office", "Collect free slots of the {place} managers"),
        "calendar.free_slots(team='{place}', week='next')",
        "Slot {n}: {day} {time} CET, 60 min, all {place} attendees free.",
        {"day": tuple(DAYS), "time": ("09:00", "09:30", "10:00", "10:30", "11:00", "13:30", "14:00", "15:00", "16:00")},
        "Mornings CET are the most open.",
        "Sent {count} candidate slots for the {place} all-hands.",
        (("fact", "The {place} team's stand-up is every day at 09:30 their time."),
         ("user_input", "{friend} from the {place} office is on leave until the 20th."),
         ("llm_output", "The last review with {place} was moved twice because of public holidays."),
         ("tool_result", "Public holidays in {place} next month: the 1st and the 17th.")),
        ("What do we know about meetings with {place}?", "What has come up before about the {place} team's calendar?",
         "Anything saved about calls with the {place} office?"),
        (PastTask("Prepare slides for the board update", "Collect the quarter's KPIs", "bi.report('Q2 KPIs')",
                  "Q2: revenue +6%, churn 2.1%, NPS 41, two new enterprise customers.", "Churn is the headline.",
                  "Slides drafted: eight pages, churn first."),
         PastTask("Reschedule the dentist appointment", "Find another dentist slot", "dentist.slots(week='next')",
                  "Free: Wednesday 11:20, Friday 15:00.", "Friday afternoon is free in the calendar.",
                  "Dentist appointment moved to Friday at 15:00.")),
        clash=()),
    Family(
        "apartments",
        (("fact", "Has a large dog, a 40 kg Bernese mountain dog called {dog}."),
         ("constraint", "Any rental must allow pets: lives with a big dog."),
         ("preference", "Needs a flat where dogs are welcome, ideally near a park.")),
        ("Find a flat to rent in {place}", "Look for a two-room apartment in {place} from next month",
         "Help me find a new place to live in {place}"),
        ("I'm moving to {place} — can you find me a flat to rent?",
         "Could you look for a two-room apartment in {place}, available next month?",
         "Help me find somewhere new to live in {place}, please."),
        ("Search rental listings in {place}", "First step: collect flats for rent in {place}"),
        ("Porto", "Leipzig", "Rotterdam", "Gothenburg", "Valencia", "Graz", "Bristol", "Lille"),
        ("Collect rental listings in {place} for the new colleague's relocation",
         "Gather two-room flats in {place} for the intern"),
        "listings.search(city='{place}', rooms=2)",
        "Listing {n}: 2-room flat, {m2} m², €{rent} a month, {floor} floor, no pets, available from the 1st.",
        {"m2": _numbers(48, 68, 2), "rent": _thousands(780, 1180, 20), "floor": ("1st", "2nd", "3rd", "4th", "5th")},
        "Most are in the same two districts.",
        "Sent the colleague {count} listings in {place}, cheapest first.",
        (("fact", "Rents in central {place} rose about 8% last year."),
         ("tool_result", "Tram line 3 connects the quieter districts of {place} with the centre in 20 minutes."),
         ("user_input", "{friend} is moving out of a flat in {place} at the end of the quarter."),
         ("llm_output", "Last time, the agency in {place} asked for three months' deposit.")),
        ("What do we know about renting in {place}?", "Which flats or districts in {place} have come up before?",
         "Anything saved about housing in {place}?"),
        (PastTask("Set up home internet after the move", "Compare broadband plans", "isp.plans(address='home')",
                  "Fibre 300 Mbit €35 a month, 1 Gbit €49 a month; installation in 10 days.", "300 Mbit is plenty.",
                  "Ordered the 300 Mbit fibre plan; the technician comes on the 9th."),
         PastTask("Get the bike repaired", "Find a bike shop with a free slot", "bikeshops.search(service='repair')",
                  "Velo Werk: repair slot on Wednesday, brake pads €25 plus €30 labour.", "Wednesday works.",
                  "Bike booked in at Velo Werk for Wednesday.")),
        clash=("events", "hiking")),
    Family(
        "fitness",
        (("fact", "Has exercise-induced asthma."),
         ("constraint", "Asthma: no races or outdoor runs in cold air or high pollen; inhaler always at hand."),
         ("preference", "Avoids outdoor endurance events because of asthma; trains indoors in winter and spring.")),
        ("Sign me up for a running event near {place} this autumn", "Find a race I could train for near {place}",
         "Pick a half marathon near {place} for next season"),
        ("I want to run a race near {place} this autumn — can you sign me up for one?",
         "Could you find a race near {place} that I could train for?",
         "Which half marathon near {place} should I do next season?"),
        ("Search running events near {place}", "First step: list races near {place} for the season"),
        ("Berlin", "Valencia", "Lisbon", "Copenhagen", "Amsterdam", "Frankfurt", "Seville", "Cardiff"),
        ("List the trail races around {place} for the running club calendar",
         "Collect mountain runs near {place} for the club's newsletter"),
        "races.search(region='{place}', type='trail')",
        "Race {n}: {place} trail run, {km} km, {climb} m of climbing, entry €{price}, start {time}.",
        {"km": _numbers(18, 30), "climb": _numbers(600, 1100, 50), "price": _numbers(35, 65, 5),
         "time": ("07:00", "07:30", "08:00", "08:30", "09:00")},
        "Registration for most closes a month ahead.",
        "Club calendar updated with {count} trail races around {place}.",
        (("fact", "The indoor track at the {place} sports centre is open to the public on weekday evenings."),
         ("user_input", "{friend} wants company for the Saturday parkrun in {place}."),
         ("llm_output", "Training plan from the spring: three runs a week, long run on Sundays."),
         ("tool_result", "Pollen forecast for {place}: grass pollen high from May to July.")),
        ("What do we know about running near {place}?", "Which races or training spots near {place} came up before?",
         "Anything saved about running in {place}?"),
        (PastTask("Buy a new yoga mat", "Compare yoga mats", "shop.search('yoga mat')",
                  "Cork mat €49, natural rubber €69, TPE €29.", "Natural rubber grips best.",
                  "Ordered the natural rubber mat."),
         PastTask("Book a physiotherapy series", "Look up physiotherapy appointments", "physio.slots()",
                  "A series of six sessions, Mondays at 18:00, starting next week.", "Mondays fit.",
                  "Six physio sessions booked, Mondays at 18:00.")),
        clash=("hiking", "events")),
)
FAMILY_BY_NAME = {f.name: f for f in FAMILIES}

# standing items that matter for none of the families' tasks
NEUTRAL: tuple[tuple[str, str], ...] = (
    ("fact", "Works as {job} at {company}."),
    ("fact", "Has two children, {kid} and {kid2}."),
    ("preference", "Prefers answers as short bullet points."),
    ("preference", "Emails on their behalf: formal tone, no emojis."),
    ("fact", "Birthday on the {bday} of {month}."),
    ("fact", "Speaks German and Portuguese; English is fine for everything."),
    ("preference", "Likes a one-line summary at the end of every plan."),
    ("preference", "Pays by credit card, never by bank transfer in advance."),
)


# ----------------------------------------------------------------------------------- shared helpers
def _user_slots(rng: random.Random) -> dict[str, Any]:
    first, friend = rng.sample(FIRST, 2)
    kid, kid2 = rng.sample(KIDS, 2)
    return {"first": first, "name": f"{first} {rng.choice(LAST)}", "friend": friend, "home": rng.choice(HOMES),
            "job": rng.choice(JOBS), "company": rng.choice(COMPANIES), "kid": kid, "kid2": kid2,
            "month": rng.choice(MONTHS), "year": str(rng.randint(2012, 2023)), "cap": str(rng.choice([120, 130, 140, 150])),
            "dog": rng.choice(DOGS), "bday": str(rng.randint(2, 28)), "rest": rng.choice(RESTAURANTS)}


def _fmt(template: str, slots: dict[str, Any]) -> str:
    return template.format(**slots)


class _Clock:
    def __init__(self, rng: random.Random, at: datetime) -> None:
        self.rng, self.at = rng, at

    def tick(self, lo: float = 5, hi: float = 90) -> datetime:
        self.at += timedelta(seconds=self.rng.uniform(lo, hi))
        return self.at


def _past_task(w: _Writer, user: int, rng: random.Random, clock: _Clock, root: str, profile: str, past: PastTask,
               slots: dict[str, Any]) -> list[str]:
    """A finished task: the user's request, the task, one step with a tool call, and the answer."""
    request = w.cell(user, "user_input", f"Could you {_lower_first(_fmt(past.task, slots))}?", [root], clock.tick())
    task = w.cell(user, "task", _fmt(past.task, slots), [profile, request], clock.tick())
    plan = w.cell(user, "plan", _fmt(past.plan, slots), [task], clock.tick())
    call = w.cell(user, "tool_call", _fmt(past.call, slots), [plan], clock.tick(1, 5))
    result = w.cell(user, "tool_result", _fmt(past.result, slots), [call], clock.tick(1, 20))
    reasoning = w.cell(user, "llm_reasoning", _fmt(past.reasoning, slots), [plan, result], clock.tick())
    output = w.cell(user, "llm_output", _fmt(past.output, slots), [task, reasoning], clock.tick())
    return [request, task, plan, call, result, reasoning, output]


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _flood(w: _Writer, user: int, rng: random.Random, clock: _Clock, root: str, profile: str, family: Family,
           slots: dict[str, Any], size: int) -> tuple[list[str], list[str]]:
    """The task that researched ``size`` look-alike options on the family's topic; returns (look-alikes, all cells)."""
    task_text = _fmt(rng.choice(family.flood_tasks), slots)
    request = w.cell(user, "user_input", f"Please {_lower_first(task_text)}.", [root], clock.tick())
    task = w.cell(user, "task", task_text, [profile, request], clock.tick())
    plan = w.cell(user, "plan", f"Search and list the options: {_lower_first(task_text)}", [task], clock.tick())
    call = w.cell(user, "tool_call", _fmt(family.flood_call, slots), [plan], clock.tick(1, 5))
    numbers = rng.sample(range(1, size * 3), size)
    items = []
    seen: set[str] = set()
    for n in sorted(numbers):
        for _ in range(20):  # near-identical, never identical: re-draw on the rare exact repeat
            item_slots = {**slots, "n": n, **{k: rng.choice(v) for k, v in family.flood_slots.items()}}
            text = _fmt(family.flood_item, item_slots)
            if text not in seen:
                break
        seen.add(text)
        items.append(w.cell(user, "tool_result", text, [call], clock.tick(0.2, 2)))
    reasoning = w.cell(user, "llm_reasoning", family.flood_reasoning, [plan, *rng.sample(items, 3)], clock.tick())
    output = w.cell(user, "llm_output", _fmt(family.flood_output, {**slots, "count": size}), [task, reasoning],
                    clock.tick())
    return items, [request, task, plan, call, *items, reasoning, output]


def _family_order(rng: random.Random, count: int) -> list[Family]:
    """``count`` families, each used about equally often, in a seeded order."""
    out: list[Family] = []
    while len(out) < count:
        block = list(FAMILIES)
        rng.shuffle(block)
        out += block
    return out[:count]


# ----------------------------------------------------------------------------------- standing constraints
def generate_standing(seed: int = 1, users: int = 30, per_namespace: int = 4, alone: int = 6, *,
                      end: datetime | None = None, flood: tuple[int, int] = (26, 34)) -> list[Scenario]:
    """``users`` users: ``alone`` of them each in a namespace of their own, the rest in namespaces of
    ``per_namespace`` users (distinct roots). One query per user: the new task's request, focus on its
    first step; ground truth: the standing item that matters for it."""
    rng = random.Random(seed)
    end = end or datetime.now(timezone.utc) - timedelta(hours=1)
    targets = _family_order(rng, users)
    layouts: list[int] = [1] * min(alone, users)
    rest = users - len(layouts)
    while rest > 0:
        layouts.append(min(per_namespace, rest))
        rest -= layouts[-1]
    scenarios = []
    taken = 0
    for ni, size in enumerate(layouts):
        w = _Writer(seed)
        w.prefix = f"st{seed}n{ni:02d}"
        layout = f"{size} user{'s' if size > 1 else ''} per namespace"
        scenario = Scenario("standing", w.prefix, History(seed, size, w.ops, [], w.cells, w.dead), layout)
        for u in range(size):
            _standing_user(w, scenario, u, targets[taken], rng, end, flood, layout)
            taken += 1
        _distances(scenario.history)
        scenarios.append(scenario)
    return scenarios


def _standing_user(w: _Writer, scenario: Scenario, u: int, family: Family, rng: random.Random, end: datetime,
                   flood: tuple[int, int], layout: str) -> None:
    slots = _user_slots(rng)
    place = rng.choice(family.places)
    slots["place"] = place
    clock = _Clock(rng, end - timedelta(days=rng.uniform(100, 140)))
    first = len(w.cells)
    root = w.cell(u, "fact", _fmt("User account: {name} ({home})", slots), [], clock.tick())
    profile = w.cell(u, "summary", _fmt("Profile of {first}: {job} at {company}, lives in {home}; two children, "
                                        "{kid} and {kid2}.", slots), [root], clock.tick())
    # standing items: the one that matters, then others of this user that do not matter for the new task
    kind, text = rng.choice(family.constraints)
    under_root = rng.random() < 0.3
    others = [f for f in FAMILIES if f.name != family.name and f.name not in family.clash
              and family.name not in f.clash]
    n_other = rng.randint(2, 5)
    n_family = rng.randint(1, min(n_other, 3))
    items: list[tuple[str, str, bool]] = [(kind, _fmt(text, slots), under_root)]
    for f in rng.sample(others, n_family):
        k, t = rng.choice(f.constraints)
        items.append((k, _fmt(t, slots), rng.random() < 0.3))
    for k, t in rng.sample(NEUTRAL, n_other - n_family):
        items.append((k, _fmt(t, slots), rng.random() < 0.3))
    order = list(range(len(items)))
    rng.shuffle(order)
    standing: dict[int, str] = {}
    for i in order:
        k, t, on_root = items[i]
        standing[i] = w.cell(u, k, t, [root if on_root else profile], clock.tick(60, 3600))
    constraint = standing[0]
    scenario.standing[root] = [standing[i] for i in sorted(standing)]
    # past tasks of other topics, spread over the weeks
    clock.at = end - timedelta(days=rng.uniform(60, 90))
    background = [f for f in FAMILIES if f.name != family.name]
    for f in rng.sample(background, rng.randint(3, 5)):
        task_slots = {**slots, "place": rng.choice(f.places)}
        _past_task(w, u, rng, clock, root, profile, rng.choice(f.past), task_slots)
        clock.at += timedelta(days=rng.uniform(4, 12))
    # the look-alike research on the new task's topic, a week or two ago
    clock.at = end - timedelta(days=rng.uniform(5, 15))
    flood_slots = {**slots, "place": place if rng.random() < 0.7 else rng.choice(family.places)}
    lookalikes, _ = _flood(w, u, rng, clock, root, profile, family, flood_slots, rng.randint(*flood))
    scenario.groups[f"{root}:{family.name}"] = lookalikes
    # the new task
    clock.at = end - timedelta(minutes=rng.uniform(10, 50))
    pick = rng.randrange(len(family.tasks))
    task_text = _fmt(family.tasks[pick], slots)
    request_text = _fmt(family.requests[pick], slots)
    request = w.cell(u, "user_input", request_text, [root], clock.tick())
    task = w.cell(u, "task", task_text, [profile, request], clock.tick())
    step = w.cell(u, "plan", _fmt(rng.choice(family.steps), slots), [task], clock.tick())
    for key in list(w.cells)[first:]:
        scenario.users[key] = root
    wording = "the user's request" if rng.random() < 0.5 else "the task's text"
    text = request_text if wording == "the user's request" else task_text
    scenario.history.queries.append(ScenarioQuery(
        f"{w.prefix}-q{len(scenario.history.queries):02d}", "standing", wording, text, [[constraint]], [],
        [step], u, user=root, family=family.name, group=lookalikes, parent="root" if under_root else "profile",
        layout=layout))


# ----------------------------------------------------------------------------------- near-duplicate floods
def generate_duplicates(seed: int = 1, namespaces: int = 3, topics: int = 4, *, end: datetime | None = None,
                        flood: tuple[int, int] = (30, 42)) -> list[Scenario]:
    """Per namespace one user with ``topics`` topics: on each, a task that produced 30+ near-identical
    results and 3–4 distinct memories elsewhere; other finished tasks as background. Per topic two queries:
    no focus (a plain question) and focus on the first step of a new task on the topic."""
    rng = random.Random(seed * 7919 + 1)
    end = end or datetime.now(timezone.utc) - timedelta(hours=1)
    scenarios = []
    for ni in range(namespaces):
        w = _Writer(seed)
        w.prefix = f"dup{seed}n{ni:02d}"
        scenario = Scenario("duplicates", w.prefix, History(seed, topics, w.ops, [], w.cells, w.dead), "1 user")
        slots = _user_slots(rng)
        clock = _Clock(rng, end - timedelta(days=rng.uniform(100, 140)))
        root = w.cell(0, "fact", _fmt("User account: {name} ({home})", slots), [], clock.tick())
        profile = w.cell(0, "summary", _fmt("Profile of {first}: {job} at {company}, lives in {home}.", slots), [root],
                         clock.tick())
        chosen = rng.sample(FAMILIES, min(topics, len(FAMILIES)))
        for k, t in rng.sample(NEUTRAL, 3):
            w.cell(0, k, _fmt(t, slots), [profile], clock.tick())
        for f in rng.sample([f for f in FAMILIES if f not in chosen], min(4, len(FAMILIES) - len(chosen))):
            clock.at = end - timedelta(days=rng.uniform(20, 90))
            _past_task(w, 0, rng, clock, root, profile, rng.choice(f.past), {**slots, "place": rng.choice(f.places)})
        for family in chosen:
            tslots = {**slots, "place": rng.choice(family.places), "rest": rng.choice(RESTAURANTS)}
            # distinct memories on the topic, from different times and contexts
            related = []
            wanted = rng.sample(family.related, rng.randint(3, 4))
            clock.at = end - timedelta(days=rng.uniform(30, 80))
            earlier = _past_task(w, 0, rng, clock, root, profile, rng.choice(family.past), tslots)
            for kind, text in wanted:
                clock.at = end - timedelta(days=rng.uniform(10, 80))
                if kind == "user_input":
                    parents = [root]
                elif kind == "fact":
                    parents = [profile]
                elif kind == "tool_result":
                    parents = [earlier[3]]   # beside the earlier task's own result
                else:
                    parents = [earlier[1], earlier[5]]
                related.append(w.cell(0, kind, _fmt(text, tslots), parents, clock.tick()))
            clock.at = end - timedelta(days=rng.uniform(3, 12))
            lookalikes, _ = _flood(w, 0, rng, clock, root, profile, family, tslots, rng.randint(*flood))
            scenario.groups[f"{root}:{family.name}"] = lookalikes
            clock.at = end - timedelta(minutes=rng.uniform(10, 50))
            pick = rng.randrange(len(family.tasks))
            request = w.cell(0, "user_input", _fmt(family.requests[pick], tslots), [root], clock.tick())
            task = w.cell(0, "task", _fmt(family.tasks[pick], tslots), [profile, request], clock.tick())
            step = w.cell(0, "plan", _fmt(rng.choice(family.steps), tslots), [task], clock.tick())
            questions = rng.sample(family.topic_questions, 2)
            for sub, focus, question in (("no focus", [], questions[0]), ("focus: a new task's step", [step], questions[1])):
                scenario.history.queries.append(ScenarioQuery(
                    f"{w.prefix}-q{len(scenario.history.queries):02d}", "duplicates", sub, _fmt(question, tslots),
                    [[r] for r in related], [], focus, 0, user=root, family=family.name, group=lookalikes,
                    layout="1 user"))
        for key in w.cells:
            scenario.users[key] = root
        _distances(scenario.history)
        scenarios.append(scenario)
    return scenarios


# ----------------------------------------------------------------------------------- stale floods
@dataclass(frozen=True)
class StaleTopic:
    name: str
    request: str
    task: str
    plan: str
    call: str
    source: str                         # the tool result half of the drafts were built on
    draft: str                          # one draft; {n} numbers it
    slots: dict[str, tuple[str, ...]]
    queries: tuple[str, ...]


STALE_TOPICS: tuple[StaleTopic, ...] = (
    StaleTopic("press release",
               "Write the press release for the {product} launch.", "Draft the {product} launch press release",
               "Write the announcement from the Q3 figures", "finance.export(quarter='Q3')",
               "Q3 figures: revenue €{rev} million, {customers} customers, growth of {growth}% year on year.",
               "Draft {n} of the {product} press release: {company} {verb} {product}, {adj} way to {what}, available "
               "from {date} at €{price} a month.",
               {"verb": ("announces", "launches", "unveils", "introduces"),
                "adj": ("a faster", "a simpler", "an all-new", "a smarter", "an easier"),
                "what": ("manage invoices", "plan team budgets", "track expenses", "approve purchases"),
                "date": ("1 October", "15 October", "3 November", "1 December"), "price": _numbers(9, 29, 2)},
               ("Draft the press release for the {product} launch", "What does the announcement text for {product} say?",
                "latest wording of the {product} launch press release")),
    StaleTopic("contract email",
               "Write to {client} about renewing the support contract.", "Email {client} about the contract renewal",
               "Propose renewal terms based on last year's usage", "crm.usage(account='{client}')",
               "Usage for {client}: {tickets} support tickets last year, average response 3.2 h, contract ends {end}.",
               "Draft {n} of the email to {client}: we propose a {term}-month extension of the support contract at "
               "€{fee} per month from {start}, including {extra}.",
               {"term": ("12", "18", "24", "36"), "fee": _thousands(1800, 2600, 100),
                "start": ("1 January", "1 February", "1 March"),
                "extra": ("priority response", "a quarterly review", "two training days", "24/7 on-call support")},
               ("Email to {client} about renewing the support contract", "What terms did we propose to {client}?",
                "the renewal offer for {client}'s support contract")),
    StaleTopic("landlord letter",
               "Write a letter to the landlord about the damp in the flat.", "Write to the landlord about the damp",
               "Collect the facts for the letter", "documents.search('tenancy agreement')",
               "Tenancy agreement: repairs to the building fabric are the landlord's duty (clause {clause}); rent €{rent}.",
               "Draft {n} of the letter to the landlord: the {issue} in the {room} has not been fixed since {since}; we "
               "ask for a repair by {deadline} or a rent reduction of {pct}%.",
               {"issue": ("damp patch", "mould", "leaking window", "water damage"),
                "room": ("bedroom", "bathroom", "kitchen", "living room"),
                "since": ("March", "April", "May", "the spring"), "deadline": ("the 15th", "the end of the month", "1 July"),
                "pct": ("10", "15", "20", "25")},
               ("Letter to the landlord about the damp in the flat", "What did we ask the landlord to do about the damp?",
                "the complaint letter about the mould and the rent reduction")),
    StaleTopic("product description",
               "Write the shop description for the new {item}.", "Write the product page text for the {item}",
               "Use the supplier's spec sheet", "supplier.specs(item='{item}')",
               "Spec sheet: {item}, {weight} g, battery {battery} h, warranty 2 years.",
               "Draft {n} of the {item} product page: {adj} {item} with {feature}, {battery} hours of battery and a "
               "{colour} finish — order now for €{price}.",
               {"adj": ("a sleek", "a compact", "a powerful", "a lightweight", "a premium"),
                "feature": ("noise cancelling", "a fold-flat design", "fast charging", "voice control"),
                "colour": ("matte black", "silver", "sand", "forest green"), "price": _numbers(89, 189, 10),
                "battery": _numbers(18, 40, 2)},
               ("Product page text for the {item}", "What does the shop description of the {item} say?",
                "the marketing copy for the new {item}")),
)

FACTS: tuple[str, ...] = (
    "{person}'s phone number is +49 151 {a} {b}.", "The staging server for the billing API is staging-{c}.internal.",
    "The dentist appointment is on {day} at {time}.", "Wi-Fi password at the {city} office: {word}{c}{a}.",
    "{person} is allergic to cats.", "The gym membership renews on {month} {c}.",
    "Parking at the office: level {c}, bay {a}.", "The car insurance policy number is AX-{b}{a}.",
    "{person} prefers tea to coffee.", "The book club meets every second {day} at {time}.",
    "Bin collection is on {day} mornings.", "The kids' school closes early on {day}s.",
    "{person}'s birthday is on {month} {c}.", "The plumber {person} charges €{a} an hour.",
    "The passport expires in {month} {year}.", "The flat's meter number is {b}-{a}.",
    "{person} works at the {city} branch now.", "The tax adviser's fee this year was €{b}.",
    "The bike lock code is {a}.", "{person}'s flight lands on {day} at {time}.",
)


def generate_stale(seed: int = 1, topics: int = 3, drafts: int = 120, facts: int = 30, *,
                   end: datetime | None = None) -> list[Scenario]:
    """Per namespace (one per topic): ``drafts`` near-identical drafts — the first half derived from a tool
    result that is then invalidated (contaminated), the second half invalidated one by one — and ``facts``
    valid unrelated facts. The queries resemble the drafts; they are asked with k in :data:`STALE_KS`."""
    rng = random.Random(seed * 104729 + 3)
    end = end or datetime.now(timezone.utc) - timedelta(hours=1)
    scenarios = []
    for ti in range(topics):
        topic = STALE_TOPICS[(seed + ti) % len(STALE_TOPICS)]
        w = _Writer(seed)
        w.prefix = f"stale{seed}n{ti:02d}"
        scenario = Scenario("stale", w.prefix, History(seed, 1, w.ops, [], w.cells, w.dead), "1 user")
        slots: dict[str, Any] = {
            "product": rng.choice(["Ledgerly", "BudgetBox", "Spendwise", "Approva"]), "company": rng.choice(COMPANIES),
            "rev": f"{rng.uniform(8, 40):.1f}", "customers": f"{rng.randint(900, 9000):,}", "growth": rng.randint(4, 31),
            "client": rng.choice(["Northwind", "Contoso", "Fabrikam", "Tailspin Toys"]), "tickets": rng.randint(80, 400),
            "end": rng.choice(["31 December", "31 January"]), "clause": rng.randint(4, 14), "rent": rng.randint(700, 1500),
            "item": rng.choice(["wireless headphones", "smart speaker", "travel kettle", "e-reader"]),
            "weight": rng.randint(180, 900), "battery": rng.randint(18, 40)}
        clock = _Clock(rng, end - timedelta(days=rng.uniform(20, 40)))
        # the unrelated facts, saved over the weeks (roots of their own, like notes)
        written: set[str] = set()
        while len(written) < facts:
            fact_slots = {"person": f"{rng.choice(FIRST)} {rng.choice(LAST)}", "a": rng.randint(10, 99),
                          "b": rng.randint(1000, 9999), "c": rng.randint(2, 9), "day": rng.choice(DAYS),
                          "time": f"{rng.randint(8, 18)}:{rng.choice(['00', '15', '30', '45'])}",
                          "city": rng.choice(HOMES), "word": rng.choice(["sun", "blue", "otter", "maple"]),
                          "month": rng.choice(MONTHS), "year": rng.randint(2026, 2031)}
            text = _fmt(rng.choice(FACTS), fact_slots)
            if text not in written:
                written.add(text)
                w.cell(0, "fact", text, [], clock.tick(3600, 86400))
        request = w.cell(0, "user_input", _fmt(topic.request, slots), [], clock.tick())
        task = w.cell(0, "task", _fmt(topic.task, slots), [request], clock.tick())
        plan = w.cell(0, "plan", _fmt(topic.plan, slots), [task], clock.tick())
        call = w.cell(0, "tool_call", _fmt(topic.call, slots), [plan], clock.tick(1, 5))
        source = w.cell(0, "tool_result", _fmt(topic.source, slots), [call], clock.tick(1, 10))
        seen: set[str] = set()
        for n in range(1, drafts + 1):
            for _ in range(20):
                text = _fmt(topic.draft, {**slots, "n": n, **{k: rng.choice(v) for k, v in topic.slots.items()}})
                if text not in seen:
                    break
            seen.add(text)
            parents = [plan, source] if n <= drafts // 2 else [plan]
            scenario.drafts.append(w.cell(0, "llm_output", text, parents, clock.tick(5, 60)))
        w.invalidate(source, "the finance export was from the wrong quarter")
        for key in scenario.drafts[drafts // 2:]:
            w.invalidate(key, "superseded draft, discarded by the user")
        for i, question in enumerate(topic.queries):
            focus = [plan] if i % 2 else []
            scenario.history.queries.append(ScenarioQuery(
                f"{w.prefix}-q{i:02d}", "stale", "focus: the drafting step" if focus else "no focus",
                _fmt(question, slots), [], list(scenario.drafts), focus, 0, family=topic.name))
        scenarios.append(scenario)
    return scenarios


def all_standing_items(scenarios: Sequence[Scenario]) -> set[str]:
    return {k for s in scenarios for items in s.standing.values() for k in items}
