"""Long multi-session conversations with questions asked weeks later, for `memlineage bench recall`
(in the manner of LoCoMo and LongMemEval). Pure Python, no I/O; deterministic by seed.

One user talks with an assistant over many sessions spread across weeks:

    user root ─► session 1 ─► turn, turn, turn … (user_input / llm_output, each derived only from its session)
                                 (each turn also FOLLOWS the turn before it, as capture records a chat)
              ├► session 2 ─► …
              └► session n+1 (the new session, where the questions are asked)

Topics recur across sessions and share entities (the dog, the partner, the sister, the car, the gym, the
company…), so most turns that mention an entity are not about the thing asked. Some turns state a specific
fact ("the physio says the pain in my knee comes from weak hip muscles"); weeks later the user asks about it
in natural language, in other words ("According to the physiotherapist, what is behind the ache…?"). Some
questions need two turns of different sessions: two visits to the garage, a sister who moved twice, two
restaurants. Ground truth: the evidence turns; each question also names the answer strings its evidence holds.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

from .histories import History, Query, _Writer

__all__ = ["ADVICE", "Conversation", "ConversationQuery", "ECHOES", "EVENTS", "generate_conversation", "max_shared_words"]


# ----------------------------------------------------------------------------------- output types
@dataclass
class ConversationQuery(Query):
    evidence: list[str] = field(default_factory=list)   # turn ids
    answers: list[str] = field(default_factory=list)    # strings the evidence turns hold
    qtype: str = ""                                     # single | pair | update
    weeks_ago: float = 0.0                              # age of the newest evidence turn when asked


@dataclass
class Conversation:
    seed: int
    history: History
    root: str
    sessions: list[str]
    new_session: str
    turns: list[str]
    world: dict[str, Any] = field(default_factory=dict)  # the user's people, places and things

    @property
    def queries(self) -> list[ConversationQuery]:
        return self.history.queries  # type: ignore[return-value]


# ----------------------------------------------------------------------------------- the user's world
WOMEN = ["Lena", "Priya", "Sofia", "Marta", "Fatima", "Nina", "Hanna", "Clara", "Ida", "Zoe", "Alice", "Greta"]
MEN = ["Tom", "Jonas", "Kenji", "Sam", "Oliver", "Diego", "Ravi", "Omar", "Victor", "Mateo", "Yusuf", "Leon"]
LAST = ["Weber", "Ruiz", "Nair", "Lind", "Rossi", "Sato", "Silva", "Doyle", "Haddad", "Brown", "Kowalski", "Moreau"]
CITIES = ["Leipzig", "Porto", "Utrecht", "Ghent", "Bristol", "Graz", "Bologna", "Aarhus", "Valencia", "Lyon"]
HOODS = ["the old town", "the harbour district", "Südvorstadt", "the university quarter", "Riverside", "the east end"]
COMPANIES = ["Northwind", "Brightlane", "Kestrel Labs", "Bluefin Logistics", "Greenleaf Health", "Quanta Retail"]
DOGS = ["Biscuit", "Pepper", "Juno", "Moose", "Olive", "Rufus", "Maple", "Toffee"]
GYMS = ["FitHub", "Urban Gym", "Pulse Fitness", "the community sports centre", "Holmes Place"]
CARS = ["old Golf", "Skoda Octavia", "little Fiat Panda", "Toyota Yaris", "Renault Clio", "Mazda 3"]
STREETS = ["Mill Street", "Kastanienallee", "Rua da Boavista", "Canal Road", "Lindenweg", "Station Road"]
PARKS = ["the river park", "the old cemetery park", "the woods behind the school", "the allotments", "the lake path"]
CAFES = ["Café Kranz", "the corner bakery", "Bean & Leaf", "the place by the station", "Kaffeehaus Mitte"]
VETS = ["Dr. Alvarez", "Dr. Brandt", "Dr. Okafor", "Dr. Lindqvist", "Dr. Petrov"]


def _world(rng: random.Random) -> dict[str, Any]:
    sister, colleague, niece, *women = rng.sample(WOMEN, 6)
    neighbour, *men = rng.sample(MEN, 4)
    me, partner, friend, friend2, boss, fpartner = rng.sample(women + men, 6)
    return {"me": me, "last": rng.choice(LAST), "partner": partner, "sister": sister, "friend": friend,
            "friend2": friend2, "colleague": colleague, "boss": boss, "niece": niece, "neighbour": neighbour,
            "fpartner": fpartner, "city": rng.choice(CITIES), "hood": rng.choice(HOODS),
            "company": rng.choice(COMPANIES), "pet": rng.choice(DOGS), "gym": rng.choice(GYMS),
            "car": rng.choice(CARS), "street": rng.choice(STREETS), "park": rng.choice(PARKS),
            "cafe": rng.choice(CAFES), "vet": rng.choice(VETS)}


# ----------------------------------------------------------------------------------- events
@dataclass(frozen=True)
class Event:
    """A turn that states something specific, and questions about it asked later in other words.

    ``occurrences`` 2 means the event happens twice in different sessions (``said`` for the first,
    ``again`` for the second, each with fresh draws) and is asked about with ``pair_asks``, which need
    both turns; their answers name draws suffixed #1 / #2."""

    name: str
    said: tuple[str, ...]
    asks: tuple[tuple[str, str], ...]                 # (question, slot holding the answer)
    draws: dict[str, tuple[str, ...]]
    replies: tuple[str, ...] = ("Oh wow — thanks for telling me. How do you feel about it?",)
    occurrences: int = 1
    again: tuple[str, ...] = ()
    pair_asks: tuple[tuple[str, tuple[str, ...]], ...] = ()
    kind: str = "single"                              # single | pair | update


def _n(lo: int, hi: int, step: int = 1) -> tuple[str, ...]:
    return tuple(str(v) for v in range(lo, hi + 1, step))


EVENTS: tuple[Event, ...] = (
    Event("vet_swallow",
          ("Bit of a scary weekend: {pet} swallowed {object} and we ended up at the emergency clinic. {vet} got it "
           "out without surgery, thank goodness, but the bill came to €{amount}.",
           "You won't believe what {pet} did — ate {object}! We spent Sunday night at the animal hospital and {vet} "
           "fished it out with an endoscope. €{amount}, ouch."),
          (("What household item ended up inside my dog and had to be taken out by the animal doctor?", "object"),
           ("How much did we end up paying for the emergency vet visit when the dog swallowed something?", "amount")),
          {"object": ("a whole sock", "a rubber duck", "a wine cork", "half a tennis ball", "a hair tie"),
           "amount": _n(380, 940, 20)},
          ("Oh no, poor {pet}! Glad it ended well — keep an eye on the appetite for a day or two.",
           "That must have been stressful. Is {pet} back to normal now?")),
    Event("pet_food",
          ("We switched {pet} to {food} because the old food kept upsetting the stomach — so far it's going down well.",
           "New food for {pet}: {food}. The vet suggested it after the tummy trouble."),
          (("Which kind of food did we start giving the dog after the previous one caused digestive problems?", "food"),
           ("What are we feeding the dog these days, ever since those stomach issues came up?", "food")),
          {"food": ("a salmon-and-rice kibble", "a grain-free duck formula", "a sensitive-stomach lamb mix",
                    "a hypoallergenic insect-protein food")},
          ("Good call. Changing food gradually over a week usually helps.",)),
    Event("pet_trick",
          ("{pet} finally learned to {trick}! It took three weeks of practice at the training school on {street}.",),
          (("What new trick did my dog manage to learn after those weeks of lessons at the training school?", "trick"),
           ("What can the dog now do on command that it could not do before the lessons?", "trick")),
          {"trick": ("roll over on command", "ring a bell to go outside", "fetch the newspaper", "give a high five",
                     "walk backwards")},
          ("Ha, clever dog! Treats for everyone.", "That's brilliant — patience pays off.")),
    Event("promotion",
          ("Big news: I'm being promoted to {title} at {company}, starting in {month}! The raise is {pct} percent.",
           "Guess who's the new {title}? Me! {boss} told me this morning — it starts in {month}."),
          (("What is the new job title I said I would be stepping into after getting promoted at work?", "title"),
           ("Which position will I be holding once the change at the office kicks in?", "title")),
          {"title": ("team lead for data engineering", "head of customer success", "senior product designer",
                     "engineering manager", "regional sales lead"),
           "month": ("March", "April", "June", "September", "October"), "pct": _n(6, 15)},
          ("Congratulations, {me}! That's well deserved.", "Amazing news — are you celebrating tonight?")),
    Event("launch_delay",
          ("The {project} launch got pushed to {date} because the supplier delivered the sensors late.",
           "Ugh, {project} slipped again — the new launch date is {date}, all because the sensor shipment was late."),
          (("When is the rescheduled release of the project at my job that kept slipping because of a supplier?",
            "date"),
           ("By which date is the product my team has been building finally supposed to ship?", "date")),
          {"project": ("Project Orion", "Project Atlas", "Project Nimbus", "Project Beacon", "Project Falcon"),
           "date": ("14 June", "2 July", "21 September", "5 October", "18 November")},
          ("Delays like that are so frustrating. At least it isn't on your side.",)),
    Event("colleague_leaving",
          ("{colleague} handed in her notice today — she's joining {company2} as head of design.",
           "Sad day at work: {colleague} is leaving for {company2}. She'll run their design team."),
          (("Which company did my coworker tell everyone she was quitting our team to go and work for?", "company2"),
           ("Where is the designer from my office heading for her next job, do you know?", "company2")),
          {"company2": ("Spotify", "Zalando", "Booking.com", "Siemens", "Adyen", "Klarna")},
          ("You'll miss her, I bet. Are you staying in touch?",)),
    Event("conference_talk",
          ("My talk at {conf} in {city2} got accepted — twenty minutes on {talk}, on the second day.",),
          (("What subject am I going to present on at the conference where my proposal got accepted?", "talk"),
           ("What will my presentation on the second day of that event actually be about?", "talk")),
          {"conf": ("DataConf", "PyCon", "UX Week", "DevDays", "ProductCamp"),
           "talk": ("data contracts", "designing for accessibility", "pricing experiments", "testing legacy code",
                    "customer onboarding"),
           "city2": ("Prague", "Dublin", "Lisbon", "Vienna", "Copenhagen")},
          ("Congrats! Want help structuring the slides?",)),
    Event("race_time",
          ("Finished the {race} in {time}! My legs hated the last three kilometres, but it's a personal best.",),
          (("What was my finishing time in that running event where I set a new personal record?", "time"),
           ("How long did it take me to cover the whole distance on the day I beat my best?", "time")),
          {"race": ("city half marathon", "autumn half marathon", "coastal half marathon"),
           "time": ("1:52:40", "1:47:09", "2:01:18", "1:58:02", "1:44:51")},
          ("Well done! Rest up and stretch.", "Huge — all that training paid off.")),
    Event("physio",
          ("The physio says the pain in my {body} comes from {cause}; she gave me {count} exercises to do twice a day.",),
          (("According to the physiotherapist, what is actually behind the ache I keep having?", "cause"),
           ("What did the specialist who is treating my pain blame it on in the end?", "cause")),
          {"body": ("left knee", "lower back", "right shoulder", "neck"),
           "cause": ("weak hip muscles", "sitting badly at my desk", "an old football injury", "overtraining"),
           "count": _n(3, 6)},
          ("Good that you know what it is now. Stick with the exercises!",)),
    Event("allergy",
          ("Allergy test results are in: I'm allergic to {allergen}, which explains all the sneezing every spring.",),
          (("What did the results of my allergy testing say I am actually reacting to?", "allergen"),
           ("Which substance turned out to be behind my hay-fever-like symptoms every year?", "allergen")),
          {"allergen": ("birch pollen", "dust mites", "grass pollen", "cat dander", "ragweed")},
          ("That explains a lot. An air purifier might help at home.",)),
    Event("gym_class",
          ("I signed up for {klass} classes at {gym} — {days} at {hour}.",),
          (("Which type of workout class did I enrol in recently, and on which days does it meet?", "klass"),
           ("What sort of exercise sessions am I going to every week now, and where?", "klass")),
          {"klass": ("spinning", "pilates", "boxing", "aqua aerobics", "kettlebell"),
           "days": ("Tuesdays and Thursdays", "Mondays and Wednesdays", "Saturday mornings"),
           "hour": ("7 pm", "6:30 am", "8 pm")},
          ("Nice, a fixed schedule makes it easier to keep going.",)),
    Event("sister_move",
          ("My sister {sister} just moved to {town} for her new job at the hospital.",),
          (), {"town": ("Hamburg", "Rotterdam", "Glasgow", "Salzburg", "Bordeaux", "Turin", "Cork")},
          ("A new city and a new job at once — exciting for her!",),
          occurrences=2,
          again=("{sister} is moving again, can you believe it — to {town} this time, to be closer to her "
                 "boyfriend's family.",),
          pair_asks=(("My sister has relocated twice lately — which city did she go to first, and where does she "
                      "live now?", ("town#1", "town#2")),),
          kind="update"),
    Event("niece_birthday",
          ("My niece {niece} turns {age} next month and I already got her {gift}.",),
          (("What present did I pick out for my niece's upcoming birthday party next month?", "gift"),
           ("What did I get for the young girl in the family who has a birthday coming up?", "gift")),
          {"age": _n(6, 12), "gift": ("a telescope", "a red scooter", "a pottery kit", "a chemistry set", "a ukulele")},
          ("She's going to love it!",)),
    Event("wedding",
          ("{friend} and {fpartner} finally set a date: {wdate}, at a vineyard outside {wcity}.",),
          (("When exactly is my friend's wedding going to take place, and where is the venue?", "wdate"),
           ("Which day should I keep free in my calendar for my friend's marriage celebration?", "wdate")),
          {"wdate": ("12 September", "3 October", "27 May", "19 June"),
           "wcity": ("Bordeaux", "Verona", "Mendoza", "the Douro valley")},
          ("How lovely! Are you giving a speech?",)),
    Event("mum_visit",
          ("Mum is coming to stay for a week at the end of the month; this time she wants to see {sight}.",),
          (("Which sight did my mother say she really wanted to visit during her next stay with us?", "sight"),
           ("Where should we take my mum while she is here, going by what she asked for?", "sight")),
          {"sight": ("the botanical garden", "the old castle", "the modern art museum", "the harbour by boat",
                     "the cathedral tower")},
          ("Nice — want me to check opening hours when she's here?",)),
    Event("boiler",
          ("The heating broke down again. The technician from {firm} says the {part} is failing and a new one costs "
           "€{amount}.",),
          (("Which component of our heating system did the repair person say was broken, and what would a "
            "replacement cost?", "part"),
           ("What was actually wrong with the radiators' system when it stopped working that time?", "part")),
          {"firm": ("ThermoFix", "Heizung Meier", "WarmHome"),
           "part": ("circulation pump", "pressure valve", "heat exchanger", "ignition electrode", "expansion vessel"),
           "amount": _n(240, 860, 20)},
          ("Annoying timing with the cold weather. Did they give you a date?",)),
    Event("furniture",
          ("We ordered a {colour} {furniture} from {shop}; delivery is supposed to take {weeks} weeks.",),
          (("What colour is the new piece of furniture we bought, and which store is it coming from?", "colour"),
           ("Which shade did we go for on the piece of furniture we are still waiting on?", "colour")),
          {"colour": ("mustard-yellow", "forest-green", "navy blue", "terracotta", "light grey"),
           "furniture": ("sofa", "armchair", "bookshelf", "dining table"),
           "shop": ("IKEA", "Habitat", "a small workshop in town", "the design shop on the corner"), "weeks": _n(3, 10)},
          ("Exciting! Post a picture when it arrives.",)),
    Event("balcony",
          ("The {plant} on the balcony finally gave us its first harvest — {count} {produce}!",),
          (("How big was the very first harvest we got from the plant we are growing on our balcony?", "count"),),
          {"plant": ("tomato plant", "chilli plant", "strawberry pot", "cucumber vine"), "count": _n(4, 23),
           "produce": ("little fruits", "ripe ones", "perfect ones")},
          ("Home-grown always tastes better!",)),
    Event("neighbour",
          ("Our new neighbour {neighbour} turns out to be a {njob}; he offered to help with {help}.",),
          (("What does the person who recently moved in next door to us do for a living?", "njob"),
           ("What is the profession of the man who is living next door to us now?", "njob")),
          {"njob": ("carpenter", "jazz pianist", "paramedic", "primary school teacher", "pastry chef"),
           "help": ("the shelves", "the garden fence", "the kids' homework", "the broken door")},
          ("Sounds like a good neighbour to have!",)),
    Event("book",
          ("Finished '{book}' last night — easily the best novel I've read this year.",),
          (("Which novel did I call the best thing I had read all year when I finished it?", "book"),
           ("Which book would I recommend above all the others I have read this year?", "book")),
          {"book": ("The Lighthouse Keeper's Daughter", "A Map of Small Hours", "The Salt Orchard", "Winter in Lisbon",
                    "The Glass Cartographer")},
          ("I'll note that as a favourite. Want similar recommendations?",)),
    Event("guitar",
          ("I can finally play {song} on the guitar all the way through without looking at the chords!",),
          (("What song was I finally able to play from start to finish on guitar after all that practising?", "song"),
           ("Which tune can I now get through on my instrument without peeking at anything?", "song")),
          {"song": ("Wonderwall", "Blackbird", "Hallelujah", "Wish You Were Here", "Hotel California")},
          ("That's a milestone! Time for a new one?",)),
    Event("pottery",
          ("At the pottery workshop I made a {pitem} with a {glaze} glaze; it cracked a bit in the kiln but I love it.",),
          (("What did I create in that ceramics course, and which glaze did I finish it with?", "pitem"),
           ("What was the object I made out of clay recently, the one I am so proud of?", "pitem")),
          {"pitem": ("teapot", "fruit bowl", "tall vase", "set of mugs"),
           "glaze": ("celadon", "cobalt blue", "speckled oatmeal", "tenmoku")},
          ("The cracks give it character!",)),
    Event("photo",
          ("My photo of {subject} won {rank} place in the {club} competition!",),
          (("What was shown in the picture of mine that got a prize in the photography contest?", "subject"),
           ("What had I pointed my camera at for the shot that earned me a placing?", "subject")),
          {"subject": ("a heron at dawn", "the old tram depot", "fog over the river", "a street musician"),
           "rank": ("first", "second", "third"), "club": ("camera club", "city photo society")},
          ("Congratulations! Will it be exhibited?",)),
    Event("trip_booked",
          ("Booked our trip to {dest} for {tmonth}: {nights} nights in a {lodging} near {landmark}.",),
          (("What kind of place will we be sleeping in on the upcoming holiday, and what is it close to?", "lodging"),
           ("Where exactly are we spending the nights when we go away on our vacation?", "lodging")),
          {"dest": ("Lisbon", "Kyoto", "Edinburgh", "Seville"),
           "landmark": ("the old harbour", "the main temple district", "the castle", "the cathedral"),
           "lodging": ("small guesthouse", "houseboat", "converted monastery", "design hostel"),
           "tmonth": ("May", "August", "October"), "nights": _n(4, 9)},
          ("That sounds wonderful. Want me to put together a packing list closer to the date?",)),
    Event("lost_luggage",
          ("The airline lost my suitcase on the way back from {dest2}; it turned up {days} days later in {wrong}.",),
          (("Where did my missing bag end up before the airline finally got it back to me?", "wrong"),
           ("In which city did the airline eventually find my suitcase after it went missing?", "wrong")),
          {"dest2": ("Athens", "Krakow", "Malaga", "Riga"), "days": _n(3, 9),
           "wrong": ("Helsinki", "Casablanca", "Reykjavik", "Tallinn", "Marseille")},
          ("What a mess. Did you claim compensation for the delay?",)),
    Event("car_repair",
          ("The {car} needed {repair} — €{amount} at the garage on {street}.",),
          (), {"repair": ("new brake pads", "a new clutch", "a cracked windscreen replaced", "a new battery",
                          "the timing belt changed", "two new tyres"), "amount": _n(140, 1200, 20)},
          ("Cars always pick the worst moment. At least it's sorted.",),
          occurrences=2,
          again=("Back at the garage with the {car}: this time it was {repair}, €{amount}.",),
          pair_asks=(("I had to take my car in for repairs twice recently — what work was done on each visit?",
                      ("repair#1", "repair#2")),
                     ("Adding up both of the recent trips to the garage, what did the car repairs cost me?",
                      ("amount#1", "amount#2"))),
          kind="pair"),
    Event("phone",
          ("Finally replaced my phone: went for the {phone} in {pcolour}, got it for €{amount} on sale.",),
          (("Which smartphone did I buy to replace my old one, and how much did I pay for it?", "phone"),
           ("What is the model of the device I got when my old mobile was dying?", "phone")),
          {"phone": ("Pixel 8a", "iPhone 13 mini", "Fairphone 5", "Galaxy S23", "Nothing Phone 2"),
           "pcolour": ("sage green", "midnight blue", "white", "coral"), "amount": _n(290, 720, 10)},
          ("Enjoy it! Want help moving your data over?",)),
    Event("savings",
          ("I've set up a savings plan: €{amount} a month towards {goal}.",),
          (("How much money am I setting aside every month, and what am I saving it for?", "amount"),
           ("What am I putting money away for each month, and since when have I been doing it?", "goal")),
          {"amount": _n(80, 450, 10), "goal": ("a trip to Japan", "a new e-bike", "the deposit for a flat", "a sabbatical")},
          ("Great habit. I can track progress with you if you like.",)),
    Event("restaurant",
          ("Tried {rname} in {hood} with {partner} — the {dish} was incredible.",),
          (), {"rname": ("Osteria Fiore", "Little Saigon", "Casa Alma", "The Copper Pot", "Sakura Bar", "Bistro Nord"),
               "dish": ("duck ragù", "crispy pork belly", "grilled octopus", "mushroom risotto", "lamb tagine",
                        "miso black cod")},
          ("That sounds delicious — noted for the next date night!",),
          occurrences=2,
          again=("We went to {rname} on the weekend, {partner} and I; honestly the {dish} there was unreal.",),
          pair_asks=(("Which two places did my partner and I try for dinner lately, and which dish stood out at each?",
                      ("rname#1", "rname#2")),),
          kind="pair"),
)

# Each event's topic comes back in other sessions, with the same people and things but without the detail a
# question asks about: the turns a question's words are closest to are often these. "<" marks an echo that
# only makes sense before the event, ">" one after it; unmarked ones fit anywhere.
ECHOES: dict[str, tuple[str, ...]] = {
    "vet_swallow": ("{pet} keeps trying to eat things off the pavement, it's driving me mad.",
                    "<{pet} hasn't touched the food bowl this morning, keeping an eye on it.",
                    ">Paid the vet bill at last — {vet}'s clinic is not cheap.",
                    "Note to self: keep small things off the floor, {pet} is a menace."),
    "pet_food": (">{pet} licked the bowl clean again, the new food is a hit.",
                 "We're almost out of dog food, I need to order more.",
                 "<{pet} had tummy trouble again last night, poor thing."),
    "pet_trick": ("<Dog school on {street} again tonight, {pet} was so distracted.",
                  ">{pet} shows off to every visitor now.",
                  "The trainer at the dog school says {pet} is quick but stubborn."),
    "promotion": ("<Had my performance review with {boss} today, fingers crossed.",
                  "Everyone at {company} is talking about the reorganisation.",
                  ">First week in the new role — so many meetings."),
    "launch_delay": ("<The {project} stand-up ran long again, the supplier still hasn't confirmed anything.",
                     "Crunch time on {project}, I'll be home late all week.",
                     ">The parts for {project} finally arrived at the warehouse."),
    "colleague_leaving": (">{colleague}'s farewell drinks are on {day}.",
                          ">Interviewing people to replace {colleague}, none are great so far.",
                          "<{colleague} seemed really quiet at work today."),
    "conference_talk": (">Working on my conference slides again, twenty minutes is shorter than it sounds.",
                        ">Booked the train to {city2} for the conference.",
                        ">Rehearsed my talk in front of {partner}, got good notes."),
    "race_time": ("<Long run this morning, 18 km along the river.", "<The race is in two weeks, tapering now.",
                  ">Legs still sore from the race, walking downstairs is comedy."),
    "physio": ("My {body} is acting up again after the weekend.",
               ">Did my physio exercises this morning, boring but they help.", ">Booked another physio session for {day}."),
    "allergy": ("Sneezing nonstop today, the pollen count must be huge.",
                ">Took an antihistamine before the walk, it seemed to help.",
                "<My allergy test at the clinic is next week."),
    "gym_class": (">The class at {gym} was brutal tonight.", "Skipped the gym, too tired.",
                  ">Bought new trainers for my classes at {gym}."),
    "sister_move": ("Helped {sister} pack boxes all weekend.",
                    ">{sister} says her new flat has a tiny kitchen but a great view.",
                    "Video call with {sister}, she misses her old neighbourhood."),
    "niece_birthday": ("{niece} sent me a drawing of a unicorn, so cute.",
                       ">I still need to wrap {niece}'s present and find a card.",
                       "{sister} is planning {niece}'s party at the zoo."),
    "wedding": (">{friend} asked me to help pick the wedding music.",
                ">Looking for something to wear to {friend}'s wedding.",
                ">{friend} and {fpartner} sent out the save-the-date cards."),
    "mum_visit": (">Mum called to ask what the weather will be like when she visits.",
                  ">Cleaning the guest room before Mum arrives.", ">Mum loved her stay, she's already planning the next one."),
    "boiler": ("<Freezing in the flat, the radiators are barely warm.",
               "<The heating technician is coming on {day} between 8 and 12.", ">The heating works again, finally warm."),
    "furniture": ("<Measured the living room for the new furniture, it should fit.",
                  ">Still waiting for the furniture delivery, no tracking yet.",
                  ">The old furniture went to the neighbours' flea market stall."),
    "balcony": ("Watered the balcony plants twice today, it's so hot.",
                "Bought potting soil and fertiliser for the balcony.", "Pigeons keep sitting in the balcony pots."),
    "neighbour": (">{neighbour} from next door lent us a ladder.", ">Heard music from {neighbour}'s flat until late.",
                  "<Finally met {neighbour} properly on the stairs."),
    "book": ("Started a new novel tonight, I can't put it down.", "The book club wants suggestions for next month.",
             "Reading on the balcony this afternoon, bliss."),
    "guitar": ("Changed the guitar strings, it sounds so much brighter.",
               "Practised barre chords for half an hour, my hand is cramping.",
               "Watching guitar tutorials instead of sleeping."),
    "pottery": ("Pottery class tonight, covered in clay up to my elbows.", "<Glazing day at the workshop on {day}.",
                "My first bowl at the pottery workshop collapsed on the wheel, lol."),
    "photo": ("Went out at sunrise with the camera, got some nice shots.",
              "<Editing photos all evening for the {club} competition.",
              "The {club} meets on {day}s, I'm thinking of going more often."),
    "trip_booked": ("<Looking at places to stay for the holiday, so many options.", ">Researching what to see in {dest}.",
                    ">Bought a new suitcase for the trip."),
    "lost_luggage": ("<Still no news from the airline about my bag.",
                     "<Had to buy a toothbrush and socks at the airport, ugh.", "<Filed the lost luggage form online."),
    "car_repair": ("The {car} is making that grinding noise again.",
                   "Dropped the {car} off at the garage on {street} this morning.",
                   "Picked up the {car}, it drives much smoother now."),
    "phone": ("<My old phone's battery dies by lunchtime.", "<Comparing phones online, they all look the same.",
              ">Moved all my photos to the new phone."),
    "savings": (">Checked my savings account, slowly getting there.", "Trying to spend less on takeaways this month.",
                ">Spent too much at the market again, so much for saving."),
    "restaurant": ("{partner} and I want to try somewhere new for date night.", "Got a table for Saturday, can't wait.",
                   "Too full to move after dinner out last night."),
}

# The assistant's answers to those echoes: on topic, often long, never with the detail asked about later.
ADVICE: dict[str, tuple[str, ...]] = {
    "vet_swallow": ("Dogs that swallow things need watching: vomiting, a tight belly or no appetite mean straight to the "
                    "vet. Keeping toys bigger than the dog's mouth helps.",
                    "Vet bills add up fast — pet insurance with an emergency cover is worth comparing."),
    "pet_food": ("When you change dog food, mix it in over seven to ten days so the stomach can adjust.",
                 "Sensitive stomachs often do better on a single protein source and fewer treats."),
    "pet_trick": ("Short training sessions of five minutes, a few times a day, work better than one long one.",
                  "Reward the behaviour the moment it happens — timing matters more than the treat."),
    "promotion": ("Reviews go better with a short list of what you delivered this year and what you want next.",
                  "New roles take a few months to settle; block time for the people you now support."),
    "launch_delay": ("Supplier delays are common; a written buffer in the plan makes the next slip less painful.",
                     "It might help to send stakeholders a short update with the risks and the new plan."),
    "colleague_leaving": ("Losing a good colleague is hard; a proper handover list saves the team weeks later.",
                          "Farewells are a nice moment to say what you appreciated about working together."),
    "conference_talk": ("For a twenty-minute talk, aim for about fifteen slides and one clear message.",
                        "Rehearse with a timer twice and cut whatever makes you rush the ending."),
    "race_time": ("In the last two weeks before a race, cut the volume but keep a little speed work.",
                  "After a long race, easy walks and sleep help the legs recover faster than rest alone."),
    "physio": ("Physio exercises work when they are done consistently — attach them to a daily habit like coffee.",
               "If the pain gets sharper instead of duller, tell the physio at the next session."),
    "allergy": ("Spring allergies are often tree or grass pollen; showering after being outside and keeping windows "
                "shut in the afternoon help.",
                "An antihistamine taken before going out works better than one taken once symptoms start."),
    "gym_class": ("Classes are great for motivation; give it four weeks before judging whether you like it.",
                  "Eat something light an hour before an evening class and drink water afterwards."),
    "sister_move": ("Moving cities is a lot; a care package for the new flat is always a nice gesture.",
                    "Regular video calls help a lot in the first months after a move."),
    "niece_birthday": ("Kids that age love presents they can do something with — and a handwritten card.",
                       "Wrapping paper with her name on it is a cute touch."),
    "wedding": ("For a vineyard wedding, comfortable shoes for grass and a layer for the evening are wise.",
                "Wedding playlists usually work best with a few songs the couple picked themselves."),
    "mum_visit": ("Before a visit, a small plan with one outing a day keeps things relaxed for everyone.",
                  "Fresh towels and a reading lamp make a guest room feel ready."),
    "boiler": ("While the heating is off, close doors to keep the warmth in one room and bleed the radiators later.",
               "Ask the technician for a written quote and whether the part is covered by any warranty."),
    "furniture": ("Measure doorways and the stairwell too — big furniture often gets stuck there.",
                  "Delivery times for made-to-order furniture often slip; ask for tracking once it ships."),
    "balcony": ("Balcony plants dry out fast in summer; water early in the morning or late in the evening.",
                "A little tomato fertiliser every two weeks helps fruiting plants a lot."),
    "neighbour": ("Good neighbours are gold — a small thank-you after they help goes a long way.",
                  "Maybe invite them over for a drink once you're settled."),
    "book": ("If you liked that, literary mysteries with slow reveals might suit you too.",
             "Book clubs tend to enjoy novels with a twist that gives everyone something to argue about."),
    "guitar": ("Short daily practice beats long sessions; your fingertips will toughen up within a few weeks.",
               "Learning songs you love is the best motivation for guitar practice."),
    "pottery": ("Cracks in the kiln often come from uneven thickness; trimming the base evenly helps.",
                "Glazes look very different before and after firing — test tiles save surprises."),
    "photo": ("Golden hour light right after sunrise is perfect for soft, warm photos.",
              "For competitions, a simple composition with one clear subject usually scores well."),
    "trip_booked": ("Staying somewhere central saves a lot of time on a city trip.",
                    "A light packing list and one good pair of walking shoes go a long way."),
    "lost_luggage": ("Keep every receipt for essentials while the bag is missing; airlines usually refund them.",
                     "Filing the report at the airport before leaving makes the claim much easier."),
    "car_repair": ("Grinding noises are often brakes; better to get it checked before it gets expensive.",
                   "Ask the garage to show you the old parts — it's a fair way to see what was done."),
    "phone": ("Battery health drops after a few years; a battery swap can be cheaper than a new phone.",
              "Check how long a phone model gets software updates before you buy it."),
    "savings": ("A standing order right after payday makes saving automatic.",
                "Small leaks like takeaways and subscriptions are where most budgets slip."),
    "restaurant": ("Booking a table mid-week is often easier and quieter than on Saturdays.",
                   "Sharing a few starters is a nice way to try more of the menu."),
}

# Turns that mention the same people, places and things in other contexts. Slots from the world, plus:
FILLER_DRAWS: dict[str, tuple[str, ...]] = {
    "mins": _n(20, 70, 5), "partofday": ("morning", "evening", "afternoon"),
    "meal": ("lunch", "breakfast", "a quick coffee", "dinner"), "weather": ("grey and drizzly", "unexpectedly sunny",
                                                                             "windy", "freezing", "muggy"),
    "workmood": ("hectic", "slow", "fine", "long", "weird"),
    "workthing": ("three back-to-back meetings", "mostly emails", "we fixed the release bug", "the printer died again",
                  "we had the quarterly planning"),
    "dish2": ("a lentil soup", "pasta with pesto", "a big stir-fry", "shakshuka", "a veggie chilli"),
    "verdict": ("turned out great", "a bit too salty", "everyone had seconds", "not my best"),
    "show": ("a crime series", "an old western", "a baking show", "a nature documentary", "a Korean drama"),
    "workout": ("leg-day", "quick cardio", "stretching", "circuit"), "day": ("Monday", "Tuesday", "Wednesday",
                                                                             "Thursday", "Friday", "Saturday"),
    "chore": ("call the bank", "renew the parking permit", "water the plants", "book the dentist", "pay the rent"),
    "plan": ("cleaning out the cellar", "a bike ride to the lake", "visiting the flea market", "doing nothing at all",
             "repotting the plants"),
    "topic": ("her job", "our parents", "holiday plans", "her flatmate", "old school friends"),
    "complaint": ("the new expense tool", "the open-plan office", "the endless reorgs", "the coffee machine"),
    "toy": ("a squeaky hedgehog", "an old slipper", "a rope ball", "a cardboard box"),
    "stolen": ("a bread roll", "a glove", "a tea towel", "a sandwich"),
}
FILLERS: tuple[str, ...] = (
    "{pet} is snoring next to me on the sofa right now.",
    "{pet} and I did a {mins}-minute loop around {park} this {partofday}.",
    "{pet} barked at the postman again, the usual drama.",
    "{pet} has a new favourite toy: {toy}.",
    "{pet} stole {stolen} off the kitchen table while I wasn't looking.",
    "{vet}'s clinic sent a reminder about {pet}'s yearly check-up.",
    "Had {meal} with {friend} at {cafe} today.",
    "{friend} says hi, by the way — we're watching the match together.",
    "{friend2} and I are planning a board game night for {day}.",
    "Work was {workmood} today — {workthing}.",
    "Long meeting with {boss} about next year's budget at {company}.",
    "{colleague} and I grabbed a coffee and complained about {complaint}.",
    "{colleague} brought cake to the office for no reason, love that.",
    "{partner} and I are thinking about repainting the hallway at some point.",
    "{partner} made pancakes this {partofday}, what a treat.",
    "{partner} is away for work until {day}, the flat feels empty.",
    "Watched {show} with {partner} last night.",
    "Called {sister} for an hour, mostly about {topic}.",
    "Mum sent me a photo of her garden again.",
    "It's {weather} in {city} again.",
    "Walked through {hood} this {partofday}, the new bakery smells amazing.",
    "Went to {gym} for a {workout} session after work.",
    "The {car} made a weird noise this {partofday}, hopefully nothing.",
    "The {car} needs a wash, it's covered in pollen.",
    "Parking on {street} is impossible on {day}s.",
    "Made {dish2} for dinner — {verdict}.",
    "Thinking about {plan} this weekend.",
    "Can you remind me to {chore} on {day}?",
    "Reading a bit before bed, trying to cut down on screens.",
    "Practised guitar for {mins} minutes, my fingertips hurt.",
    "Tired today, I didn't sleep well.",
    "Our street is having a flea market on {day}.",
    "{niece} called to tell me about her school play.",
    "{neighbour} from next door waved at me from the garden.",
)
REPLIES: tuple[str, ...] = (
    "That sounds lovely! Anything else planned for the week?",
    "Ha, sounds like {pet} has the right idea.",
    "Good to hear from you, {me}. How are you feeling about it?",
    "Noted! Let me know if you want help planning anything.",
    "That's a lot on your plate — take it one step at a time.",
    "Fair enough. Want a couple of suggestions?",
    "Sounds fun — say hi from me!",
    "Oh nice, how did it go?",
    "Sure, I'll remind you on {day}.",
    "Hope the rest of the day is calmer.",
    "That's the spirit. Small routines add up.",
    "Haha, classic. Anything I can do to help?",
)


def _fill(template: str, slots: dict[str, Any]) -> str:
    return template.format(**slots)


# ----------------------------------------------------------------------------------- the generator
OPENERS = ("", "Quick question: ", "Remind me, ", "I can't remember — ", "Going back a few weeks, ",
           "Hey, something I forgot: ", "Can you help me recall this? ")
HINTS = ("", "", " I think I mentioned it about {weeks} weeks ago.", " It came up a while back.",
         " I told you about it at some point.")


def _weeks(n: float) -> str:
    words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
    w = max(1, round(n))
    return words[w - 1] if w <= len(words) else str(w)


def generate_conversation(seed: int = 1, turns: int = 420, *, end: datetime | None = None) -> Conversation:
    """One user's conversation of about ``turns`` dialogue turns over sessions spread across weeks, ending
    at least two weeks before ``end`` (when the questions are asked, in a new session)."""
    rng = random.Random(seed * 2_147_483 + turns)
    end = end or datetime.now(timezone.utc) - timedelta(minutes=5)
    world = _world(rng)
    w = _Writer(seed)
    w.prefix = f"conv{seed}t{turns}"
    history = History(seed, 0, w.ops, [], w.cells, w.dead)

    sessions_n = max(4, round(turns / 17))
    span_days = max(70.0, sessions_n * 3.5)
    last = end - timedelta(days=rng.uniform(14, 21))
    starts = sorted(last - timedelta(days=rng.uniform(0, span_days)) for _ in range(sessions_n - 1)) + [last]

    # events: every event once (pairs and updates twice), as many as the size allows (~1 in 10 turns)
    budget = max(3, turns // 10)
    events = rng.sample(EVENTS, len(EVENTS))
    placed: list[tuple[int, str]] = []             # (session, what): "event:<name>:<occurrence>" or "echo:<name>"
    draws: dict[str, dict[str, Any]] = {}           # "<name>#<occurrence>" → its slots
    used = 0
    for event in events:
        if used + event.occurrences > budget:
            continue
        used += event.occurrences
        first_draw = {**world, **{k: rng.choice(v) for k, v in event.draws.items()}}
        draws[f"{event.name}#1"] = first_draw
        if event.occurrences == 1:
            placed.append((rng.randrange(sessions_n), f"event:{event.name}:1"))
        else:  # the second occurrence differs from the first in every draw, some sessions later
            draws[f"{event.name}#2"] = {**world, **{k: rng.choice([x for x in v if x != first_draw[k]] or list(v))
                                                    for k, v in event.draws.items()}}
            gap = max(2, sessions_n // 4)
            first = rng.randrange(0, max(1, sessions_n - gap))
            second = rng.randrange(min(sessions_n - 1, first + gap), sessions_n)
            placed += [(first, f"event:{event.name}:1"), (second, f"event:{event.name}:2")]
        # the topic comes back in other sessions, before and after, without the detail asked about
        held = [s for s, what in placed if what.startswith(f"event:{event.name}:")]
        for echo in rng.sample(ECHOES[event.name], min(len(ECHOES[event.name]), rng.randint(1, max(1, turns // 140)))):
            when, text = (echo[0], echo[1:]) if echo[0] in "<>" else ("", echo)
            choices = {"<": range(0, min(held)), ">": range(max(held) + 1, sessions_n)}.get(when, range(sessions_n))
            if choices:
                placed.append((rng.choice(choices), f"echo:{event.name}:{text}"))
    by_session: dict[int, list[str]] = {}
    for s, what in placed:
        by_session.setdefault(s, []).append(what)

    pairs = turns // 2  # every exchange is a user turn and the assistant's reply
    per_session = [2 * (pairs // sessions_n + (1 if i < pairs % sessions_n else 0)) for i in range(sessions_n)]
    root = w.cell(0, "fact", _fill("User: {me} {last}, lives in {city} ({hood}).", world), [],
                  starts[0] - timedelta(days=1))
    sessions: list[str] = []
    turn_keys: list[str] = []
    evidence: dict[tuple[str, int], tuple[str, dict[str, Any], datetime]] = {}  # (event, occurrence) → turn
    used_fillers: set[str] = set()
    by_name = {e.name: e for e in EVENTS}

    def filler() -> tuple[str, dict[str, Any]]:
        slots = {**world, **{k: rng.choice(v) for k, v in FILLER_DRAWS.items()}}
        text = _fill(rng.choice(FILLERS), slots)
        for _ in range(30):
            if text not in used_fillers:
                break
            slots = {**world, **{k: rng.choice(v) for k, v in FILLER_DRAWS.items()}}
            text = _fill(rng.choice(FILLERS), slots)
        used_fillers.add(text)
        return text, slots

    def mixed(text: str) -> str:
        """People say several things in one message: now and then a turn carries an aside."""
        if rng.random() >= 0.3:
            return text
        aside, _ = filler()
        return f"{aside} Anyway — {text}" if rng.random() < 0.5 else f"{text} Oh, and — {aside}"

    for s, at in enumerate(starts):
        clock = at
        part = "morning" if at.hour < 12 else "afternoon" if at.hour < 18 else "evening"
        session = w.cell(s, "summary", f"Chat session {s + 1} with {world['me']} — {at:%A} {part}", [root], clock)
        previous: str | None = None  # each turn FOLLOWS the one before it, as capture records a chat
        sessions.append(session)
        exchanges: list[tuple[str, str]] = []
        for what in by_session.get(s, []):
            kind, name, rest = what.split(":", 2)
            event = by_name[name]
            if kind == "event":
                slots = draws[f"{name}#{rest}"]
                said = _fill(rng.choice(event.said if rest == "1" else event.again), slots)
                exchanges.append((what, mixed(said)))
                exchanges.append(("assistant", _fill(rng.choice(event.replies), slots)))
            else:
                slots = {**draws[f"{name}#1"], **{k: rng.choice(v) for k, v in FILLER_DRAWS.items()}}
                exchanges.append(("user", mixed(_fill(rest, slots))))
                reply = rng.choice(ADVICE[name]) if rng.random() < 0.7 else rng.choice(REPLIES)
                exchanges.append(("assistant", _fill(reply, slots)))
        while len(exchanges) < per_session[s]:
            text, slots = filler()
            exchanges.append(("user", mixed(text)))
            exchanges.append(("assistant", _fill(rng.choice(REPLIES), slots)))
        # the events' exchanges sit among the small talk
        event_pairs = [exchanges[i:i + 2] for i in range(0, len(exchanges), 2)]
        rng.shuffle(event_pairs)
        for who, text in [t for pair in event_pairs for t in pair]:
            clock += timedelta(seconds=rng.uniform(20, 150))
            kind = "llm_output" if who == "assistant" else "user_input"
            key = w.cell(s, kind, text, [session], clock)
            w.cells[key].follows, previous = previous, key
            turn_keys.append(key)
            if who.startswith("event:"):
                _, name, occ = who.split(":")
                evidence[(name, int(occ))] = (key, draws[f"{name}#{occ}"], clock)
    new_session = w.cell(sessions_n, "summary",
                         f"Chat session {sessions_n + 1} with {world['me']} — {end:%A} "
                         f"{'morning' if end.hour < 12 else 'afternoon' if end.hour < 18 else 'evening'}", [root], end)

    # questions, asked now in the new session
    for event in events:
        if event.occurrences == 1 and (event.name, 1) in evidence:
            key, slots, at = evidence[(event.name, 1)]
            ask, answer = rng.choice(event.asks)
            _question(history, w.prefix, rng, ask, [key], [str(slots[answer])], "single", end - at, slots,
                      [a for a, _ in event.asks])
        elif event.occurrences == 2 and (event.name, 1) in evidence and (event.name, 2) in evidence:
            (k1, s1, a1), (k2, s2, a2) = evidence[(event.name, 1)], evidence[(event.name, 2)]
            ask, answers = rng.choice(event.pair_asks)
            values = [str((s1 if a.endswith("#1") else s2)[a.split("#")[0]]) for a in answers]
            _question(history, w.prefix, rng, ask, [k1, k2], values, event.kind, end - max(a1, a2), s2,
                      [a for a, _ in event.pair_asks])
    history.sessions = sessions_n
    return Conversation(seed, history, root, sessions, new_session, turn_keys, world)


def _question(history: History, prefix: str, rng: random.Random, ask: str, evidence: list[str], answers: list[str], qtype: str,
              age: timedelta, slots: dict[str, Any], asks: Sequence[str] = ()) -> None:
    """One question, asked with an opener and a hint drawn from ``rng``; its ``wordings`` are every question of the
    event's pool (``asks``) as plainly asked, drawn from no generator, so they change nothing else the bench asks."""
    weeks = age.total_seconds() / (7 * 86400)
    opener = rng.choice(OPENERS)
    body = _fill(ask, slots)
    if opener and not opener.endswith("? "):
        body = body[0].lower() + body[1:]
    text = opener + body + _fill(rng.choice(HINTS), {"weeks": _weeks(weeks)})
    history.queries.append(ConversationQuery(
        f"{prefix}-q{len(history.queries):03d}",
        "conversation", qtype, text, [[e] for e in evidence], [], [], 0, evidence=evidence, answers=answers,
        qtype=qtype, weeks_ago=weeks, wordings=[_fill(a, slots) for a in asks]))


_WORD = re.compile(r"[\w'’]+")


def max_shared_words(a: str, b: str) -> int:
    """Length of the longest run of consecutive words two texts share (case-insensitive)."""
    x = [t.lower() for t in _WORD.findall(a)]
    y = [t.lower() for t in _WORD.findall(b)]
    best = 0
    prev = [0] * (len(y) + 1)
    for i in range(1, len(x) + 1):
        cur = [0] * (len(y) + 1)
        for j in range(1, len(y) + 1):
            if x[i - 1] == y[j - 1]:
                cur[j] = prev[j - 1] + 1
                best = max(best, cur[j])
        prev = cur
    return best
