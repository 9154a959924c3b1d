"""`memlineage bench ingest`: from raw conversation to memories, measured on a generated, labelled set.

The set is seeded: a few people, each with a persona (seat, food, music preferences; allergies, diets, hours,
budgets; ids, numbers, family, home and work; dated appointments and trips; errands), chatting with an
assistant over several conversations. Every user turn is labelled with what a person taking notes would keep
(``preference``, ``constraint``, ``fact``, ``event``, ``task``) and the value that must survive (the seat, the
allergen, the passport number, the date), or with ``smalltalk`` / ``trap`` (questions, hypotheticals, sarcasm,
other people's tastes, the past — nothing to keep). Each class is written in several writers' styles: full
sentences and terse notes, the value first or last, hedges, lower case without punctuation, "fyi" asides,
dates as "2027-03-04", "4 March", "March 4th", "04/03", "next Tuesday", "tomorrow"; many wordings are beyond
the offline extractor's patterns on purpose (that is what is measured).

Figures, all from one run:

* extraction precision and recall per class for the offline extractor (no servers): a labelled turn is
  found when a candidate of its class contains its value; a candidate is right when its turn has its class;
* the write gate through ``ingest`` on the servers: the share of small-talk (and trap) turns that store
  nothing, and the share of real memories whose value is in no kept or merged memory of their message (false
  drops; a message may carry two memories in the "dev5" … "heldout52" sets);
* recall@10 on one question per kept memory (its value must be in a returned memory), after ``ingest`` of the
  conversations vs after ``remember_many`` of every raw turn, with the cells each stored (in ingest mode
  only extracted memories count as hits, not the stored transcripts);
* throughput: ``ingest`` (offline extractor) vs ``remember_many`` of the raw turns, turns/s;
* bad input (empty, binary, oversize, malformed transcript): the error raised and the cells stored.
"""

from __future__ import annotations

import random
import time
import uuid
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

from memgraph_py import Memory, Settings
from memgraph_py.errors import MemLineageError
from memgraph_py.extract import HeuristicExtractor, Message

from . import queries as bench_queries
from .ingest_dev8 import (H8_ASIDES, H8_CONSTRAINTS, H8_EVENT_STYLES, H8_FACT_STYLES, H8_JOINERS,
                               H8_PREF_STYLES, H8_SMALLTALK, H8_TASK_STYLES, H8_TRAPS, join_h8)
from .ingest_dev9 import (H9_ASIDES, H9_CONSTRAINTS, H9_EVENT_STYLES, H9_FACT_STYLES, H9_JOINERS,
                              H9_PREF_STYLES, H9_SMALLTALK, H9_TASK_STYLES, H9_TRAPS, join_h9)
from .ingest_dev10 import (H10_ASIDES, H10_CONSTRAINTS, H10_EVENT_STYLES, H10_FACT_STYLES, H10_JOINERS,
                               H10_PREF_STYLES, H10_SMALLTALK, H10_TASK_STYLES, H10_TRAPS, join_h10)
from .ingest_dev11 import (H11_ASIDES, H11_CONSTRAINTS, H11_EVENT_STYLES, H11_FACT_STYLES, H11_JOINERS,
                               H11_PREF_STYLES, H11_SMALLTALK, H11_TASK_STYLES, H11_TRAPS, join_h11)
from .ingest_dev12 import (H12_ASIDES, H12_CONSTRAINTS, H12_EVENT_STYLES, H12_FACT_STYLES, H12_JOINERS,
                               H12_PREF_STYLES, H12_SMALLTALK, H12_TASK_STYLES, H12_TRAPS, join_h12)
from .ingest_dev13 import (H13_ASIDES, H13_CONSTRAINTS, H13_EVENT_STYLES, H13_FACT_STYLES, H13_JOINERS,
                               H13_PREF_STYLES, H13_SMALLTALK, H13_TASK_STYLES, H13_TRAPS, join_h13)
from .ingest_dev14 import (H14_ASIDES, H14_CONSTRAINTS, H14_EVENT_STYLES, H14_FACT_STYLES, H14_JOINERS,
                           H14_PREF_STYLES, H14_SMALLTALK, H14_TASK_STYLES, H14_TRAPS, join_h14)
from .ingest_dev15 import (H15_ASIDES, H15_CONSTRAINTS, H15_EVENT_STYLES, H15_FACT_STYLES, H15_JOINERS,
                           H15_PREF_STYLES, H15_SMALLTALK, H15_TASK_STYLES, H15_TRAPS, join_h15)
from .ingest_dev16 import (H16_ASIDES, H16_CONSTRAINTS, H16_EVENT_STYLES, H16_FACT_STYLES, H16_JOINERS,
                           H16_PREF_STYLES, H16_SMALLTALK, H16_TASK_STYLES, H16_TRAPS, join_h16)
from .ingest_dev17 import (H17_ASIDES, H17_CONSTRAINTS, H17_EVENT_STYLES, H17_FACT_STYLES, H17_JOINERS,
                           H17_PREF_STYLES, H17_SMALLTALK, H17_TASK_STYLES, H17_TRAPS, join_h17)
from .ingest_dev18 import (H18_ASIDES, H18_CONSTRAINTS, H18_EVENT_STYLES, H18_FACT_STYLES, H18_JOINERS,
                           H18_PREF_STYLES, H18_SMALLTALK, H18_TASK_STYLES, H18_TRAPS, join_h18)
from .ingest_dev19 import (H19_ASIDES, H19_CONSTRAINTS, H19_EVENT_STYLES, H19_FACT_STYLES, H19_JOINERS,
                           H19_PREF_STYLES, H19_SMALLTALK, H19_TASK_STYLES, H19_TRAPS, join_h19)
from .ingest_dev20 import (H20_ASIDES, H20_CONSTRAINTS, H20_EVENT_STYLES, H20_FACT_STYLES, H20_JOINERS,
                           H20_PREF_STYLES, H20_SMALLTALK, H20_TASK_STYLES, H20_TRAPS, join_h20)
from .ingest_dev21 import (H21_ASIDES, H21_CONSTRAINTS, H21_EVENT_STYLES, H21_FACT_STYLES, H21_JOINERS,
                           H21_PREF_STYLES, H21_SMALLTALK, H21_TASK_STYLES, H21_TRAPS, join_h21)
from .ingest_dev22 import (H22_ASIDES, H22_CONSTRAINTS, H22_EVENT_STYLES, H22_FACT_STYLES, H22_JOINERS,
                           H22_PREF_STYLES, H22_SMALLTALK, H22_TASK_STYLES, H22_TRAPS, join_h22)
from .ingest_dev23 import (H23_ASIDES, H23_CONSTRAINTS, H23_EVENT_STYLES, H23_FACT_STYLES, H23_JOINERS,
                           H23_PREF_STYLES, H23_SMALLTALK, H23_TASK_STYLES, H23_TRAPS, join_h23)
from .ingest_dev24 import (H24_ASIDES, H24_CONSTRAINTS, H24_EVENT_STYLES, H24_FACT_STYLES, H24_JOINERS,
                           H24_PREF_STYLES, H24_SMALLTALK, H24_TASK_STYLES, H24_TRAPS, join_h24)
from .ingest_dev25 import (H25_ASIDES, H25_CONSTRAINTS, H25_EVENT_STYLES, H25_FACT_STYLES, H25_JOINERS,
                           H25_PREF_STYLES, H25_SMALLTALK, H25_TASK_STYLES, H25_TRAPS, join_h25)
from .ingest_dev26 import (H26_ASIDES, H26_CONSTRAINTS, H26_EVENT_STYLES, H26_FACT_STYLES, H26_JOINERS,
                           H26_PREF_STYLES, H26_SMALLTALK, H26_TASK_STYLES, H26_TRAPS, join_h26)
from .ingest_dev27 import (H27_ASIDES, H27_CONSTRAINTS, H27_EVENT_STYLES, H27_FACT_STYLES, H27_JOINERS,
                           H27_PREF_STYLES, H27_SMALLTALK, H27_TASK_STYLES, H27_TRAPS, join_h27)
from .ingest_dev28 import (H28_ASIDES, H28_CONSTRAINTS, H28_EVENT_STYLES, H28_FACT_STYLES, H28_JOINERS,
                           H28_PREF_STYLES, H28_SMALLTALK, H28_TASK_STYLES, H28_TRAPS, join_h28)
from .ingest_dev29 import (H29_ASIDES, H29_CONSTRAINTS, H29_EVENT_STYLES, H29_FACT_STYLES, H29_JOINERS,
                           H29_PREF_STYLES, H29_SMALLTALK, H29_TASK_STYLES, H29_TRAPS, join_h29)
from .ingest_dev30 import (H30_ASIDES, H30_CONSTRAINTS, H30_EVENT_STYLES, H30_FACT_STYLES, H30_JOINERS,
                           H30_PREF_STYLES, H30_SMALLTALK, H30_TASK_STYLES, H30_TRAPS, join_h30)
from .ingest_dev31 import (H31_ASIDES, H31_CONSTRAINTS, H31_EVENT_STYLES, H31_FACT_STYLES, H31_JOINERS,
                           H31_PREF_STYLES, H31_SMALLTALK, H31_TASK_STYLES, H31_TRAPS, join_h31)
from .ingest_dev32 import (H32_ASIDES, H32_CONSTRAINTS, H32_EVENT_STYLES, H32_FACT_STYLES, H32_JOINERS,
                           H32_PREF_STYLES, H32_SMALLTALK, H32_TASK_STYLES, H32_TRAPS, join_h32)
from .ingest_dev33 import (H33_ASIDES, H33_CONSTRAINTS, H33_EVENT_STYLES, H33_FACT_STYLES, H33_JOINERS,
                           H33_PREF_STYLES, H33_SMALLTALK, H33_TASK_STYLES, H33_TRAPS, join_h33)
from .ingest_dev34 import (H34_ASIDES, H34_CONSTRAINTS, H34_EVENT_STYLES, H34_FACT_STYLES, H34_JOINERS,
                           H34_PREF_STYLES, H34_SMALLTALK, H34_TASK_STYLES, H34_TRAPS, join_h34)
from .ingest_dev35 import (H35_ASIDES, H35_CONSTRAINTS, H35_EVENT_STYLES, H35_FACT_STYLES, H35_JOINERS,
                           H35_PREF_STYLES, H35_SMALLTALK, H35_TASK_STYLES, H35_TRAPS, join_h35)
from .ingest_dev36 import (H36_ASIDES, H36_CONSTRAINTS, H36_EVENT_STYLES, H36_FACT_STYLES, H36_JOINERS,
                           H36_PREF_STYLES, H36_SMALLTALK, H36_TASK_STYLES, H36_TRAPS, join_h36)
from .ingest_dev37 import (H37_ASIDES, H37_CONSTRAINTS, H37_EVENT_STYLES, H37_FACT_STYLES, H37_JOINERS,
                           H37_PREF_STYLES, H37_SMALLTALK, H37_TASK_STYLES, H37_TRAPS, join_h37)
from .ingest_dev38 import (H38_ASIDES, H38_CONSTRAINTS, H38_EVENT_STYLES, H38_FACT_STYLES, H38_JOINERS,
                           H38_PREF_STYLES, H38_SMALLTALK, H38_TASK_STYLES, H38_TRAPS, join_h38)
from .ingest_dev39 import (H39_ASIDES, H39_CONSTRAINTS, H39_EVENT_STYLES, H39_FACT_STYLES, H39_JOINERS,
                           H39_PREF_STYLES, H39_SMALLTALK, H39_TASK_STYLES, H39_TRAPS, join_h39)
from .ingest_dev40 import (H40_ASIDES, H40_CONSTRAINTS, H40_EVENT_STYLES, H40_FACT_STYLES, H40_JOINERS,
                           H40_PREF_STYLES, H40_SMALLTALK, H40_TASK_STYLES, H40_TRAPS, join_h40)
from .ingest_dev41 import (H41_ASIDES, H41_CONSTRAINTS, H41_EVENT_STYLES, H41_FACT_STYLES, H41_JOINERS,
                           H41_PREF_STYLES, H41_SMALLTALK, H41_TASK_STYLES, H41_TRAPS, join_h41)
from .ingest_dev42 import (H42_ASIDES, H42_CONSTRAINTS, H42_EVENT_STYLES, H42_FACT_STYLES, H42_JOINERS,
                           H42_PREF_STYLES, H42_SMALLTALK, H42_TASK_STYLES, H42_TRAPS, join_h42)
from .ingest_dev43 import (H43_ASIDES, H43_CONSTRAINTS, H43_EVENT_STYLES, H43_FACT_STYLES, H43_JOINERS,
                           H43_PREF_STYLES, H43_SMALLTALK, H43_TASK_STYLES, H43_TRAPS, join_h43)
from .ingest_dev44 import (H44_ASIDES, H44_CONSTRAINTS, H44_EVENT_STYLES, H44_FACT_STYLES, H44_JOINERS,
                           H44_PREF_STYLES, H44_SMALLTALK, H44_TASK_STYLES, H44_TRAPS, join_h44)
from .ingest_dev45 import (H45_ASIDES, H45_CONSTRAINTS, H45_EVENT_STYLES, H45_FACT_STYLES, H45_JOINERS,
                           H45_PREF_STYLES, H45_SMALLTALK, H45_TASK_STYLES, H45_TRAPS, join_h45)
from .ingest_dev46 import (H46_ASIDES, H46_CONSTRAINTS, H46_EVENT_STYLES, H46_FACT_STYLES, H46_JOINERS,
                           H46_PREF_STYLES, H46_SMALLTALK, H46_TASK_STYLES, H46_TRAPS, join_h46)
from .ingest_dev47 import (H47_ASIDES, H47_CONSTRAINTS, H47_EVENT_STYLES, H47_FACT_STYLES, H47_JOINERS,
                           H47_PREF_STYLES, H47_SMALLTALK, H47_TASK_STYLES, H47_TRAPS, join_h47)
from .ingest_dev48 import (H48_ASIDES, H48_CONSTRAINTS, H48_EVENT_STYLES, H48_FACT_STYLES, H48_JOINERS,
                           H48_PREF_STYLES, H48_SMALLTALK, H48_TASK_STYLES, H48_TRAPS, join_h48)
from .ingest_dev49 import (H49_ASIDES, H49_CONSTRAINTS, H49_EVENT_STYLES, H49_FACT_STYLES, H49_JOINERS,
                           H49_PREF_STYLES, H49_SMALLTALK, H49_TASK_STYLES, H49_TRAPS, join_h49)
from .ingest_heldout50 import (H50_ASIDES, H50_CONSTRAINTS, H50_EVENT_STYLES, H50_FACT_STYLES, H50_JOINERS,
                               H50_PREF_STYLES, H50_SMALLTALK, H50_TASK_STYLES, H50_TRAPS, join_h50)
from .ingest_heldout51 import (H51_ASIDES, H51_CONSTRAINTS, H51_EVENT_STYLES, H51_FACT_STYLES, H51_JOINERS,
                               H51_PREF_STYLES, H51_SMALLTALK, H51_TASK_STYLES, H51_TRAPS, join_h51)
from .ingest_heldout52 import (H52_ASIDES, H52_CONSTRAINTS, H52_EVENT_STYLES, H52_FACT_STYLES, H52_JOINERS,
                               H52_PREF_STYLES, H52_SMALLTALK, H52_TASK_STYLES, H52_TRAPS, join_h52)

__all__ = ["REAL", "Turn", "generate", "run", "score_extraction"]

REAL = ("preference", "constraint", "fact", "event", "task")
NOW = datetime(2027, 3, 1, 10, 0, tzinfo=timezone.utc)  # a Monday


@dataclass
class Turn:
    role: str
    content: str
    label: str = "smalltalk"        # preference | constraint | fact | event | task | smalltalk | trap | assistant
    value: str | None = None        # what a kept memory must contain
    question: str | None = None     # asked of recall afterwards
    also: list[Turn] = field(default_factory=list)  # further memories said in the same message

    def memories(self) -> list[Turn]:
        """The labelled memories this message carries (none for small talk, traps and replies)."""
        return [t for t in (self, *self.also) if t.label in REAL]


@dataclass
class Conversation:
    user: int
    turns: list[Turn] = field(default_factory=list)


# ------------------------------------------------------------------------------------------- vocabulary
PREFS = [  # (value, question, liked thing in other words)
    ("aisle seats", "Which seat should I book for them on a plane?"),
    ("window seats", "Where do they like to sit when flying?"),
    ("oat milk flat whites", "What coffee order should I get them?"),
    ("jazz", "What music could I put on for them?"),
    ("Thai food", "Which cuisine would they enjoy for dinner?"),
    ("quiet rooms on a high floor", "What kind of hotel room suits them?"),
    ("morning meetings", "When do they like to have meetings?"),
    ("dark mode", "Which display theme do they want in apps?"),
    ("red wine", "What should I order them to drink?"),
    ("trains over planes", "How do they like to travel between cities?"),
    ("sci-fi novels", "What book genre would make a good gift for them?"),
    ("short bullet-point answers", "How should answers to them be formatted?"),
    ("video calls over phone calls", "How do they like to be contacted for calls?"),
    ("boutique hotels", "Which type of accommodation should I look for?"),
    ("spicy food", "How do they like their food seasoned?"),
    ("hiking trails", "What weekend activity should I suggest?"),
]
PREF_STYLES = [
    "I prefer {v}.", "Honestly I really like {v}.", "I'm a big fan of {v}.", "{V} all the way for me.",
    "Give me {v} any day.", "I tend to go for {v} when there's a choice.", "i love {v} tbh",
    "For the record, {v} works best for me.", "I'd rather have {v}, if possible.", "My go-to is {v}.",
    "{V} are my favourite, always have been.", "Can't beat {v}.", "I really enjoy {v}.",
    "Just so you know, I'm into {v}.", "I think I prefer {v}, yeah.",
]
ALLERGENS = ["peanuts", "shellfish", "penicillin", "gluten", "sesame", "cats", "latex", "tree nuts"]
DIETS = ["vegetarian", "vegan", "pescatarian", "lactose intolerant", "coeliac"]
CONSTRAINT_ITEMS = [
    ("allergy", ["I'm allergic to {a}.", "Severe {a} allergy here, FYI.", "I can't have {a}, I'm allergic.",
                 "{A} give me a bad reaction, so none of that please.", "heads up: i'm allergic to {a}"],
     "Is there anything they must not be exposed to for health reasons?"),
    ("diet", ["I'm {d}.", "I'm strictly {d} these days.", "Just so you know I'm {d}.", "Being {d}, I skip most menus here."],
     "Are there dietary restrictions to respect when booking food?"),
    ("hours", ["Never book meetings before {t}.", "Please don't call me after {t}.", "Don't schedule anything before {t}, ever.",
               "No calls after {t} please.", "I can't do meetings before {t}."],
     "Is there a time limit for meetings or calls?"),
    ("budget", ["My budget is {m} per night.", "Keep it under {m}, please.", "I can't spend more than {m} on this.",
                "Nothing over {m}.", "Max {m} for the hotel.", "The budget for the trip is {m} all in."],
     "How much can be spent?"),
    ("days", ["I can't travel on {w}s.", "I'm not available on {w} mornings.", "{W}s are off limits for me.",
              "I never work on {w}s."], "Which day is unavailable?"),
]
FACT_ITEMS = [  # (value generator, styles, question)
    ("passport number", lambda r: f"X{r.randint(1000000, 9999999)}",
     ["My passport number is {v}.", "fyi my passport number: {v}", "{v} is my passport number.",
      "The passport I travel on is {v}."], "What is their passport number?"),
    ("phone number", lambda r: f"+44 7700 {r.randint(100000, 999999)}",
     ["My phone number is {v}.", "You can reach me on {v}.", "my mobile is {v}", "Phone: {v}"],
     "What number can they be reached on?"),
    ("employee id", lambda r: f"E-{r.randint(10000, 99999)}",
     ["My employee id is {v}.", "Employee ID {v}, in case the form asks.", "my staff id is {v}"],
     "What is their employee ID?"),
    ("wifi password", lambda r: r.choice(["sunflower", "bluebird", "maple", "orbit"]) + str(r.randint(10, 99)),
     ["Our wifi password is {v}.", "The wifi password at home is {v}.", "wifi pw: {v}"],
     "What is the home wifi password?"),
    ("shoe size", lambda r: str(r.randint(37, 46)),
     ["My shoe size is {v}.", "I wear a size {v} shoe.", "Shoe size {v} EU."], "What shoe size do they wear?"),
    ("city", lambda r: r.choice(["Lisbon", "Berlin", "Porto", "Vienna", "Dublin", "Krakow", "Utrecht"]),
     ["I live in {v}.", "I just moved to {v}.", "I'm based in {v} now.", "Home is {v} these days."],
     "Which city do they live in?"),
    ("employer", lambda r: r.choice(["Globex", "Initech", "Hooli", "Vandelay", "Acme Labs"]),
     ["I work at {v}.", "I'm a data analyst at {v}.", "My employer is {v}.", "Been working for {v} for three years."],
     "Which company do they work for?"),
    ("sister", lambda r: r.choice(["Anna", "Marta", "Chloe", "Ines", "Priya"]),
     ["My sister's name is {v}.", "My sister {v} lives nearby.", "{v} is my sister.", "my sis is called {v}"],
     "What is their sister called?"),
    ("dog", lambda r: r.choice(["Max", "Biscuit", "Luna", "Pepper"]),
     ["My dog is called {v}.", "We have a dog named {v}.", "{v} is my dog, a beagle."],
     "What is the name of their dog?"),
    ("dentist", lambda r: "Dr. " + r.choice(["Okafor", "Lindgren", "Moreau", "Shah"]),
     ["My dentist is {v}.", "I see {v} for my teeth.", "{v} is my dentist."], "Who is their dentist?"),
    ("car plate", lambda r: f"{r.choice(['AB', 'KL', 'ZX'])}-{r.randint(100, 999)}-{r.choice(['QT', 'RM', 'PX'])}",
     ["My licence plate is {v}.", "The car's plate is {v}.", "car reg: {v}"], "What is their car's licence plate?"),
]
EVENTS = [
    ("dentist appointment", "When is the dentist appointment?"),
    ("flight to Rome", "When do they fly to Rome?"),
    ("job interview", "When is the job interview?"),
    ("sister's wedding", "When is the wedding?"),
    ("team offsite", "When is the offsite?"),
    ("passport renewal appointment", "When do they renew the passport?"),
    ("piano recital", "When is the recital?"),
    ("car service", "When is the car being serviced?"),
]
EVENT_STYLES = ["My {e} is on {d}.", "Got my {e} {d}.", "The {e} got moved to {d}.", "{E}: {d}.",
                "heads up, {e} {d}", "I have my {e} on {d} at 10am.", "We've got the {e} {d}."]
TASKS = [("renew the car insurance", "What do they need to do about insurance?"),
         ("call the landlord", "Who do they need to call?"),
         ("send the tax forms", "What paperwork needs sending?"),
         ("book a vet visit for the dog", "What needs booking for the pet?"),
         ("pick up the dry cleaning", "What errand is pending?"),
         ("pay the electricity bill", "Which bill needs paying?")]
TASK_STYLES = ["Remind me to {t}.", "I need to {t} this week.", "Don't let me forget to {t}.", "todo: {t}",
               "I have to {t} by Friday.", "note to self - {t}", "Gotta {t} soon."]
SMALLTALK = [
    "hey!", "Good morning :)", "How are you today?", "lol", "thanks so much!", "That's hilarious.", "ugh, Mondays.",
    "The weather is so nice today.", "My coffee is cold again.", "ok cool", "Sounds good.", "What do you think?",
    "Can you tell me a joke?", "haha nice one", "I'm so tired today.", "What's the capital of Peru?",
    "Lovely, cheers.", "brb", "I had a long day.", "Interesting!", "hmm let me think", "Nice, that helps.",
    "Thanks, that's all for now.", "Wow, really?", "Sure, go ahead.", "Good night!", "No worries.",
    "That makes sense.", "Cool, thanks for checking.", "Right, got it.", "Let me get back to you on that.",
    "Traffic was awful this morning.", "It's been a busy week.", "Ha, fair enough.", "Yes please.",
    "What time is it in Tokyo?", "Tell me something interesting.", "I'm back.", "Oops, typo.", "See you later!",
]
TRAPS = [
    "If I were rich I'd buy a boat.", "Imagine if I lived in Tokyo, that would be wild.", "What if I moved to Berlin?",
    "Oh great, I just love waiting in line for an hour.", "Yeah right, like I enjoy doing paperwork.",
    "Nothing I love more than a 6am flight. /s", "Do you like jazz?", "Would I like Thai food, do you think?",
    "Is my passport still valid?", "My friend says she loves opera.", "He prefers tea, apparently.",
    "People say Lisbon is beautiful.", "I used to live in Madrid.", "When I was a kid I loved cartoons.",
    "I once worked at a bakery.", "Some people are allergic to nuts.", "Should I become vegetarian?",
    "Maybe one day I'll try skydiving.", "My colleague thinks I should learn Rust.",
    "Suppose I had a week off, where would you send me?", "Hypothetically, could I fly with a cat?",
    "I wonder if I'd like living by the sea.", "Wouldn't it be fun if I had a sailboat?",
    "Does anyone actually enjoy Mondays?", "Fantastic, another meeting that could have been an email.",
]
ASSISTANT = ["Sure, I can help with that.", "Got it.", "Noted!", "Here's what I found.", "Happy to help.",
             "Let me check that for you.", "Of course.", "Done.", "Anything else?", "I'll keep that in mind."]
MONEY = ["€150", "$200", "£90", "120 euros", "300 dollars", "€1,200"]
TIMES = ["9am", "8:30", "10 am", "6pm", "7:30 pm", "noon"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


# Development wordings ("dev"): written before the offline extractor was tuned, first run as a held-out set
# (preference/constraint/fact recall 0.15/0.19/0.12), then used to generalise the extractor — no longer held out.
HELDOUT_PREF_STYLES = [
    "Whenever possible I pick {v}.", "{V}, definitely, that's my thing.", "I've always been partial to {v}.",
    "If it's up to me, {v}.", "Put me down for {v} every time.", "I gotta say, {v} are the best.",
    "Personally? {v}.", "Big yes to {v} from me.",
]
HELDOUT_CONSTRAINTS = {
    "allergy": ["Just flagging that I have a {a} allergy.", "Allergic to {a}, so please check.", "{A} is a no-go, allergy."],
    "diet": ["I follow a {d} diet.", "As a {d} person I need options.", "{d} here, so plan food accordingly."],
    "hours": ["Nothing before {t} for me please.", "I'm unreachable after {t}.", "Earliest I can do is {t}."],
    "budget": ["Try to stay below {m}.", "{m} is the absolute max.", "Let's cap it at {m}."],
    "days": ["{W}s don't work for me at all.", "I'm busy every {w}, so skip those.", "Avoid {w}s when booking."],
}
HELDOUT_FACT_STYLES = ["Oh and my {n} - {v}.", "For your records, {n}: {v}.", "The {n} you need is {v}.",
                       "Noting my {n} here: {v}"]
HELDOUT_EVENT_STYLES = ["Don't forget the {e} on {d}.", "Mark {d} for the {e}.", "{d} is the {e}.",
                        "I'm booked for the {e} on {d}."]
HELDOUT_TASK_STYLES = ["I must {t} before the weekend.", "Please remind me that I have to {t}.",
                       "Can you make sure I {t}?", "On my list: {t}."]


# Second development wordings ("dev2"): written by a different hand (terse texting, formal requests, non-native
# phrasing, long-winded asides) after the dev run, with their own small talk and traps; first run as a held-out set
# after generalising on "dev" (preference/constraint/fact precision 0.25/0.52/0.64, recall 0.20/0.58/0.64; small
# talk dropped 77%; real memories dropped 44%; recall@10 0.556 vs 0.991 for raw turns), then used as development data.
H2_PREF_STYLES = [
    "tbh {v} >> everything else", "Kindly note my preference for {v}.", "For me is better {v}.",
    "I'm the kind of person who always picks {v}, so keep that in mind when you suggest stuff.",
    "{v} please, whenever there's the option", "Definitely team {v}.", "I'd choose {v} over anything else.",
    "{V} make me happy.",
]
H2_CONSTRAINTS = {
    "allergy": ["{a} = allergy, keep away", "Please be advised that I am allergic to {a}.",
                "For me {a} is dangerous, I get allergic.", "careful with {a}, I react badly to it"],
    "diet": ["went {d} last year, still going", "Please be advised I am {d}.", "I eat only {d} food.",
             "no meat for me, im {d}"],
    "hours": ["not before {t} pls", "Kindly avoid scheduling anything prior to {t}.", "Before {t} is impossible for me.",
              "I start my day at {t}, so nothing earlier please"],
    "budget": ["budget tops out at {m}", "Please do not exceed {m}.", "Maximum I can pay is {m}.",
               "Anything above {m} is too much for me."],
    "days": ["{w}s r a no for me", "Please avoid {w}s.", "On {w} I cannot, never.", "I keep {w}s free, no bookings then"],
}
H2_FACT_STYLES = ["{n} = {v}", "Please record that my {n} is {v}.", "My {n}? It's {v}.",
                  "in case u need it, {n} {v}", "The {n} is {v}, I checked."]
H2_EVENT_STYLES = ["{e} {d}!!", "Please note the {e} is scheduled for {d}.", "On {d} I have the {e}.",
                   "They set the {e} for {d}."]
H2_SMALLTALK = [
    "omg yes", "hahaha", "Good afternoon, I hope you are well.", "I am fine, thank you.", "ok", "k thx",
    "Such a busy day today, phew.", "I'm starving lol", "Is it going to rain tomorrow?", "Cool cool cool",
    "That is very kind of you.", "My cat just knocked over a plant, ha.", "I love this song that's playing right now",
    "Ugh, I hate Mondays so much.", "I'm so bored.", "What a day!", "My phone is almost dead.", "Nice one!",
    "Can you explain how photosynthesis works?", "I'm watching the game right now.", "It's freezing here today.",
    "Please continue.", "I need a coffee right now haha", "Thank you very much for your help.", "Got it, merci.",
]
H2_TRAPS = [
    "My brother loves sushi but I'm not sure about it.", "Would you prefer tea or coffee, if you could drink?",
    "If my budget was bigger I'd go to Japan.", "Back when I lived in Rome I ate pasta daily.",
    "My boss says everyone should be vegan.", "Is it true that people allergic to nuts can't eat almonds?",
    "Yeah because I totally love 5am alarms.", "In my dream I was a pilot.", "What's a good budget for Lisbon?",
    "My neighbour is always complaining about the noise.", "Perhaps someday I'll learn the piano.",
    "Do people usually prefer aisle or window seats?", "Sure, I just adore sitting in traffic for two hours.",
]
H2_TASK_STYLES = ["need 2 {t}", "Please ensure I {t}.", "I must not forget to {t}.", "Must {t} asap."]


# Third development wordings ("dev3"): a third hand — narrative asides, support-ticket prose, second thoughts —
# written after the dev2 run; first run as a held-out set (preference/constraint/fact precision 1.00/0.91/0.46,
# recall 0.30/0.42/0.69; small talk dropped 91%; real memories dropped 34%; recall@10 0.694 vs 1.000), then used
# as development data.
H3_PREF_STYLES = [
    "Over the years I've found that {v} suit me much better than the alternatives.",
    "Whenever I get to choose, it ends up being {v}.", "{V} - that's what I'd go for nine times out of ten.",
    "Ticket note: customer favours {v}.", "Honestly nothing makes a trip nicer than {v}.",
    "Having tried both, {v} win for me.", "I'm always happier with {v}.",
]
H3_CONSTRAINTS = {
    "allergy": ["Small but important thing: {a} and I don't mix, medically speaking.",
                "Ticket note: customer has a {a} allergy.", "I carry an EpiPen because of {a}."],
    "diet": ["Meat-free household here, fully {d}.", "Ticket note: customer is {d}.",
             "Worth knowing that I've been {d} for ages."],
    "hours": ["Anything earlier than {t} just won't happen, sorry.", "Ticket note: no contact before {t}.",
              "My mornings are blocked until {t}."],
    "budget": ["Spending ceiling is {m}, no exceptions.", "Ticket note: budget limit {m}.",
               "We really can't go past {m} this time."],
    "days": ["{W} is family day, so nothing then.", "Ticket note: unavailable on {w}s.",
             "I'm out of reach every {w}."],
}
H3_FACT_STYLES = ["Ticket note: {n} {v}.", "Should you need my {n}, it's {v}.", "You'll want my {n} for that: {v}.",
                  "Oh, and the {n} on file should be {v}."]
H3_EVENT_STYLES = ["Heads-up that the {e} lands on {d}.", "Ticket note: {e} {d}.", "The {e}? That's {d}.",
                   "Pencil in {d} for the {e}."]
H3_TASK_STYLES = ["Ticket note: user must {t}.", "It's on me to {t} - nudge me.", "I still haven't managed to {t}.",
                  "Ping me so I {t}."]
H3_SMALLTALK = [
    "Morning! Coffee's brewing.", "Haha that's brilliant.", "Alright, cheers for that.", "I'm back from lunch.",
    "That's so interesting, tell me more.", "Hmm, not sure what I think about that.", "What's new with you?",
    "The sunset was gorgeous yesterday.", "I'm in a good mood today.", "Whoops, wrong window.",
    "Ticket note: customer said hello.", "Mm, makes sense.", "My train is late again, typical.",
    "That was a great explanation, thanks.", "Let's keep going.",
]
H3_TRAPS = [
    "My flatmate can't stand jazz, funny enough.", "Would anyone really choose a middle seat?",
    "If the budget were unlimited I'd stay at the Ritz.", "Years ago I was vegetarian for a while.",
    "They told me the recital might be cancelled, who knows.", "Could my passport number be on that form?",
    "Oh sure, nothing says fun like filling in tax forms.", "My partner thinks I should switch to tea.",
    "Ticket note: customer asked about refund policy.",
]


# Fourth development wordings ("dev4"): a fourth hand — voice-assistant transcripts (lower case, fillers, no
# punctuation), e-mail prose, list items, requests that carry a standing fact — written after the dev3 run; first
# run once as a held-out set at stop 21 (preference/constraint/fact precision 1.00/1.00/0.94, recall
# 0.47/0.79/0.78; small talk dropped 100%; real memories dropped 21.7%; recall@10 0.713 vs 1.000 for raw turns),
# then used as development data after the "dev5" set below was written.
H4_PREF_STYLES = [
    "um so i usually go with {v} yeah", "- {v} (preferred)", "As you may remember, I favour {v}.",
    "Could you find options with {v}? That's what I always enjoy.", "i'm really into {v} these days",
    "{V} would be ideal, as always.", "Whenever we plan something, lean towards {v}.",
]
H4_CONSTRAINTS = {
    "allergy": ["uh just so you know i can't be around {a} at all", "- allergy: {a}",
                "Please make sure there is no {a}; I'm allergic."],
    "diet": ["i don't eat meat i'm {d}", "- diet: {d}", "As I'm {d}, please choose restaurants accordingly."],
    "hours": ["nothing before {t} okay", "- no meetings before {t}", "Please keep my calendar clear until {t}."],
    "budget": ["um keep it below {m}", "- budget: max {m}", "I'd like to stay within {m} for the whole thing."],
    "days": ["i can't do {w}s", "- unavailable {w}s", "Please don't book anything for me on a {w}."],
}
H4_FACT_STYLES = ["- {n}: {v}", "um my {n} is {v}", "Please update my profile: {n} {v}.",
                  "Could you use {v}? That's my {n}."]
H4_EVENT_STYLES = ["- {e}: {d}", "um the {e} is {d}", "Could you prepare for the {e} on {d}?",
                   "As a reminder, the {e} takes place on {d}."]
H4_TASK_STYLES = ["- todo: {t}", "um i gotta {t}", "Could you remind me to {t}?", "I still need to {t}, please chase me."]
H4_SMALLTALK = [
    "um okay", "yeah yeah", "Thanks for the quick reply!", "hello again", "Best regards.", "- nothing else for now",
    "Could you say that again?", "Have a nice weekend!", "what's up", "Hope you're well.", "lol ok", "Perfect, thank you.",
    "um what time is it", "Sounds lovely.", "Good to know.",
]
H4_TRAPS = [
    "um would i like sushi do you think", "As you know, my colleague prefers trains.", "- maybe try yoga someday?",
    "If the weather holds we might go hiking.", "I used to be allergic to cats as a kid.",
    "Could you check whether people usually like aisle seats?", "My sister thinks I'm vegetarian, but I'm not sure.",
    "Oh fantastic, my favourite thing: a 3-hour layover.",
]


# Fifth development wordings ("dev5"): a fifth hand, written and committed (111c539) as the held-out set before the
# extractor's second-stop change and not used to tune it then — other syntactic shapes than every set above: requests to the assistant that carry a standing
# fact, hedges, indirect statements ("anything with X makes me happy"), the user writing about themself in the
# third person, lists, corrections in passing, typos and lowercase chat, and multi-memory turns (two memories in
# one message, joined by :data:`H5_JOINERS`). Run once at the end (issue 18, second stop): preference/constraint/fact
# precision 0.77/0.94/0.83, recall 0.53/0.71/0.97; small talk dropped 100%; real memories dropped 17.5%; recall@10
# 0.815 vs 0.981 for raw turns. Development data since stop 23, when a new held-out set was written.
H5_PREF_STYLES = [
    "Could you look for {v} when you book? Those are always my pick.", "can u find {v} pls, thats what i like best",
    "I suppose {v} would be my pick, if anyone asks.", "Anything with {v} tends to make me happy.",
    "Note for whoever plans things for me: this person likes {v}.", "Stuff I like, in no order: {v}, long walks, good bread.",
    "Scratch what I said earlier, {v} are what I actually prefer.", "i realy prefere {v} tbh",
    "When there's a choice, go with {v} for me.",
]
H5_CONSTRAINTS = {
    "allergy": ["{A} makes my throat swell, so keep it off my plate.", "Note for the booker: this guest can't have {a} (allergy).",
                "pls no {a}, im alergic", "Correction - it's {a} I'm allergic to, not pollen."],
    "diet": ["Could you find places that suit a {d} like me?", "Whoever orders lunch: I'm {d}, just so it's on file.",
             "im {d} btw so no steakhouses", "I guess you could say I'm mostly {d}, so plan around that."],
    "hours": ["Could you avoid booking me before {t}?", "my calender is blocked till {t} every day",
              "Meetings that start earlier than {t} are something I just can't make.", "Actually make that {t} - nothing before then."],
    "budget": ["Could we keep the total to {m} at most?", "spending limit {m}, dont go over pls",
               "Things to respect: a budget of {m}, no red-eyes.", "Sorry, correction: the cap is {m}, not more."],
    "days": ["Could you keep my {w}s free?", "{W}s are sacred to me, nothing gets booked then", "no bookings on {w} pls thx",
             "Just to correct myself, it's {w}s I can't do."],
}
H5_FACT_STYLES = ["Could you save {v} as my {n}?", "I believe my {n} is {v}, if memory serves.",
                  "Whoever fills in the forms: the {n} for this account holder is {v}.", "Details for the file - {n} {v}, nothing else changed.",
                  "oops, my {n} is actually {v}, not what I wrote before.", "fyi teh {n} is {v}", "Jot this down - {n}: {v}."]
H5_EVENT_STYLES = ["Could you block out {d} for my {e}?", "I think the {e} is {d}, but I'll confirm.", "Agenda: {e} - {d}.",
                   "oh wait, the {e} moved, its {d} now", "Sam (that's me) has the {e} on {d}.", "the {e} is {d} i think"]
H5_TASK_STYLES = ["Could you nudge me to {t} later?", "i rly need to {t} ugh", "Someone (me) has to {t}.",
                  "Things to do this week: {t}, laundry."]
H5_SMALLTALK = [
    "could u send that again", "hmm i suppose so", "Haha, my bad.", "sorry, typo above", "Things are good here, thanks for asking.",
    "ok wait", "No rush at all.", "you're the best lol", "Could you summarise that?", "I think that's everything.",
    "im so sleepy rn", "Honestly, no idea.", "Let me check and come back to you.", "gr8 thx", "Could you make it shorter?",
    "Things I need right now: coffee, lol.",
]
H5_TRAPS = [
    "Could you find out whether my neighbour likes jazz?", "My mum would love a spa day, I think.",
    "I might like Thai food, not sure, never tried it.", "If it's raining we could stay in.", "Do you think I'd enjoy opera?",
    "Apparently my boss is allergic to cats.", "I was vegetarian for a year at uni.", "Imagine having a budget of a million.",
    "Could you tell me which airlines have the best aisle seats?", "wouldnt it be nice to live in Lisbon lol",
    "Oh lovely, another 5am start, just what I wanted.",
]
#: How two memories share one message in the "dev5" set (about a third of its real turns are paired).
H5_JOINERS = [" Also, ", " and ", ". Oh, and ", "; ", "\n"]


# Development wordings ("dev6", called "heldout" until stop 25): a sixth hand, written at stop 23 (2026-12-01) by an
# engineer who had not read the extractor, the gate or any stop's notes on which wordings fail, before the extractor's
# next change; run once, at the end of stop 23, as the held-out measurement (stop 23, seed 1: preference/constraint/fact
# precision 0.95/0.90/0.89, recall 0.57/0.54/0.67; small talk dropped 100%; real memories dropped 25.8%; recall@10
# 0.750 vs 1.000 for raw turns; stop 22's extractor on the same set: recall 0.47/0.54/0.69, precision 0.94/0.71/0.89). Shapes the sets above do not use: replies to
# the assistant that restate the value ("yep, my … is …", "yes, any day except …"), long rambling messages with the
# memory in the middle, bullet and numbered lists under a heading, non-native English ("I am preferring …", "I have
# allergy for …"), voice-typed run-ons (no punctuation, "full stop" dictated), polite letter prose, emoji, habits
# over time ("the older I get …"), the value first with the name after ("It's {v}, my {n} I mean"), arrows ("{d} →
# {e}"), tasks framed as conditions ("If I forget to … again I'm in trouble"); traps with a labelled-looking value
# in them (someone else's aisle seats or flight, a hedged "maybe I'm lactose intolerant", a question about €150, a
# past taste). Multi-memory messages use their own joiners (:data:`H6_JOINERS`) and the set its own asides
# (:data:`H6_ASIDES`). Every sentence is grammatical for every value of its placeholder.
H6_PREF_STYLES = [
    "you asked what i like — {v}, pretty much always",
    "Long story short: {v}. That's what I'd pick every single time.",
    "ok so long one, sorry: we were planning the summer last night and went back and forth for ages, and the one "
    "thing I was sure about is that I love {v}, so keep that in mind whenever you suggest anything for me, ok?",
    "I like very much {v}, really.", "I am preferring {v} always, please remember.",
    "yeah so basically {v} every time if im honest",
    "My preferences, since you asked:\n• {v}\n• that's about it really",
    "{V} 😍 every time, no question", "Honestly I'm easy, as long as it's {v}.",
    "If you're choosing for me, you can't go wrong with {v}.", "i'm obsessed with {v} lately lol",
    "I would very much appreciate it if you could bear in mind that I prefer {v}.",
    "The older I get, the more I appreciate {v}.", "To answer your question - I'd like {v}, yes.",
    "honestly cant get enough of {v}",
]
H6_CONSTRAINTS = {
    "allergy": ["One thing before you book anything: {a} put me in hospital once, so I'm properly allergic.",
                "yes i'm allergic to {a}, it's a serious one", "I have allergy for {a}, please to check always.",
                "Health stuff:\n• allergic to {a}\n• otherwise all good",
                "so um the allergist said it's definitely {a} so i need to stay away from that",
                "Dear assistant, please note that I have a severe allergy to {a}."],
    "diet": ["Food-wise, I'm {d} — have been for about six years.", "yes, {d}, so the set menu won't work for me",
             "I am {d} person, so please choose the food for this.", "Dietary requirements: {d}.",
             "ok so dinner plans — remember i'm {d}, the last place had literally nothing for me"],
    "hours": ["My cut-off for calls is {t}, after that I'm with the kids.",
              "Please, no meeting invites before {t}; I do the school run.",
              "I am not taking calls after {t}, this is my family time.", "yes so i'm only online from {t} onwards",
              "Working hours (mine):\n- start {t}\n- no calls before that"],
    "budget": ["Money's tight this month, so {m} is my limit.", "yes, {m} per person is the most I can do",
               "For me maximum is {m}, more is not possible.", "Don't show me anything that costs more than {m}.",
               "we've got {m} to play with for the whole trip and not a penny more"],
    "days": ["{W}s I have the kids, so I'm not free then.", "yes, any day except {w} works",
             "I am not free on {w}, every week is same.", "Standing commitment every {w} - please don't book over it.",
             "so i've got choir practice on {w}s and i never miss it"],
}
H6_FACT_STYLES = [
    "You asked for my {n}: it's {v}.", "my {n}'s {v} if you need it",
    "my {n}?? it's {v}, why does everyone keep asking", "{v} (my {n}) - for the forms",
    "About my {n}: is {v}.", "my {n} is {v} full stop",
    "Ok so I was filling in yet another booking form and it wanted a ton of details, which, fine — my {n} is {v} "
    "if you need it for the other ones too — but honestly who designs these things",
    "Couple of details for you:\n1) {n} {v}\n2) nothing else has changed",
    "Saving this here because I keep losing it: my {n} is {v}.", "It's {v}, my {n} I mean.",
    "I should mention that my {n} is {v}, in case it is needed.",
]
H6_EVENT_STYLES = [
    "Looks like my {e} is going ahead {d}.", "{d} → {e}", "yep, my {e} is {d}",
    "They've finally confirmed my {e}: {d}.",
    "My {e} will be {d}, so I am not available that day.",
    "ugh this week is chaos, work stuff everywhere, and on top of that my {e} is {d}, so I'll be out most of that "
    "day — anyway, where were we",
    "{E} happening {d}, fingers crossed it goes ok", "so my {e} is {d} can you remind me the day before",
    "I wanted to let you know that my {e} has been arranged for {d}.",
]
H6_TASK_STYLES = [
    "I keep putting off having to {t}, please bug me about it.",
    "If I forget to {t} again I'm in trouble, so keep on at me.", "Tomorrow I should {t}, please remember me.",
    "alright so this week i'm supposed to {t}", "{t} — still not done, needs doing this week",
    "My partner asked me to {t} and I said I would, so that's on me now.",
    "I would be grateful for a reminder to {t} on Monday.",
]
H6_SMALLTALK = [
    "yo", "sorry was afk", "lmaooo stop", "Hm, okay, and then?", "That's a relief, honestly.", "oh no haha",
    "Give me a sec.", "Appreciate it!", "nvm", "Long day, I just want to sit down.", "Huh, is that right?",
    "It's pouring outside, of course.", "The kids are finally asleep.", "okay thank you bye",
    "What does 'idempotent' mean?", "How many days until Christmas?", "Happy Friday!", "Yes, that's correct.",
    "Sorry, my English is not so good.", "hi again, it's me lol", "my wifi is being so slow today", "Please go on.",
    "Oh that reminds me of a film I saw.", "I'm procrastinating, obviously.",
]
H6_TRAPS = [
    "My husband swears by aisle seats, I honestly couldn't care less.",
    "If I ever went vegan I'd miss cheese way too much.",
    "Is €150 a night reasonable for Lisbon?",
    "Love it when the wifi drops in the middle of a call. Truly my favourite thing.",
    "I used to be really into red wine until the headaches started.",
    "Maybe I'm lactose intolerant, maybe it was just a bad burrito, who knows.",
    "My coworker's passport expired last week, total chaos.", "The waiter said everyone here loves the spicy food.",
    "Should I get window seats or aisle this time?", "Her flight to Rome is next Tuesday, not mine.",
    "Dream job: working at Hooli. Not happening lol.", "yeah sure, book me a 6am meeting, I'll be thrilled",
    "What time do people usually stop taking calls, 7:30 pm?", "My mum's dog is called Biscuit, he's a menace.",
    "If the offsite happens at all it'll probably be in spring.", "When I lived in Porto I went everywhere by train.",
    "Not sure I'd like jazz, never really listened to it.", "Could someone allergic to sesame eat hummus?",
]
#: How two memories share one message in the "dev6" set (about a third of its real turns are paired).
H6_JOINERS = ["\n", "\n\n", " ", " — ", " PS "]
#: What the "dev6" set wraps around some memories (the other sets use "Oh, ", "btw " … and " Thanks!" …).
H6_ASIDES = (["One more thing. ", "Sorry, forgot to say: ", "Right. ", "Oh! ", ""],
             ["", " cheers", " 🙏", " (sorry, long day)"])


# Development wordings ("dev7", called "heldout7" until stop 25): a seventh hand, written at stop 24 (2026-12-01) by an
# engineer who had not read the extractor, the gate, the query understanding or any stop's notes on which wordings
# fail, and who did not run any extractor on this set; run once, at the end of stop 24, as the held-out measurement of
# that stop's extractor change (figures in the README), development data since. Shapes none of the sets above use: replies under a quoted assistant question ("> any
# preferences?" then the answer on its own line), e-mails with a greeting and a sign-off around the memory,
# checkbox to-dos ("[ ] …"), a JSON snippet pasted by a developer, a reversed arrow ("{v} ← my {n}"), an excited
# "… day!!" countdown, dictated punctuation said as words ("period", "comma"), teenage slang ("ngl … hit
# different", "lowkey", "b4"), an older person's formal prose ("At my age one knows what one likes"), non-native
# English ("I have the allergy from …", "I can pay until …"), customer-support notes with a booking reference, a
# preference stated against someone else's ("my wife thinks I'm mad, but …"), a rule of thumb ("If in doubt, …"),
# a ranking list, a medical reason given for a day. Traps: quoted text that is not the user's (a menu, a horoscope,
# a forwarded group-chat line, a text to a sister), plans that were dropped, hypotheticals with a value in them
# ("If I had a dog I'd call him Pepper"), questions with a time, diet or sum in them, sarcasm, the past, other
# people's habits and a hedge about the user's own week. Multi-memory messages use :data:`H7_JOINERS` (a quoted
# reply always starts a new paragraph) and the set has its own asides (:data:`H7_ASIDES`, on their own line so a
# quote stays at the start of one). Every sentence is grammatical for every value of its placeholder.
H7_PREF_STYLES = [
    "ngl {v} hit different",
    "{v} or nothing, fr",
    "At my age one knows what one likes, and I like {v}.",
    "I have always had a weakness for {v}, as my family will tell you.",
    "okay remember that i like {v} period",
    "I like {v} more than other things, for me this is the best.",
    "> Any preferences?\n{v} please",
    "Hi team,\n\nCould you add a note to my profile that I prefer {v}? It would save me mentioning it every "
    "time.\n\nThanks,\nDana",
    "My wife thinks I'm mad, but I'm firmly on the side of {v}.",
    "Ranking things nobody asked about:\n1. {v}\n2. sleep\n3. everything else",
    "Right, so the conference was fine, the hotel was meh, the food was forgettable, and the whole time I kept "
    "thinking I'm a sucker for {v} and always will be. Anyway, back to normal life.",
    "If in doubt, {v}. That's my rule.",
    "Not fussy about much, but I do care about {v}.",
    "{v}: 10/10, would choose again",
    "Ha, my brother's the total opposite, I'm all about {v}.",
    "Add {v} to the list of things I like, please.",
]
H7_CONSTRAINTS = {
    "allergy": ["Medical info for the booking: allergic to {a} (anaphylaxis).",
                "ngl {a} and me = hives everywhere, so no",
                "I regret to say I am allergic to {a}, and have been since childhood.",
                "okay so i'm allergic to {a} comma please write that down",
                "{A}? Allergic. Badly.",
                "I have the allergy from {a}, it is very dangerous for me.",
                "> Any allergies we should know about?\n{a}, and it's a bad one",
                "Sorry for the essay. Last year nobody checked, I ended up in A&E, and since then I tell everyone up "
                "front that I'm allergic to {a} before anything else gets sorted."],
    "diet": ["Please tell the caterer I'm {d}.",
             "ok but im {d} so idk if that place works",
             "I ought to mention that I am {d}, and have been for some years now.",
             "also i'm {d} so make sure the restaurant has options period",
             "I am {d} since many years, please remember for the restaurants.",
             "> any dietary requirements?\n{d}",
             "Hi, booking ref 88213 - please add that the guest (me) is {d}. Thank you."],
    "hours": ["Anything you schedule for me has to start at {t} or later.",
              "after {t} my phone goes on do not disturb so dont bother calling",
              "I would be obliged if no appointments were made for me before {t}.",
              "dont text me b4 {t} pls im not functional",
              "I start the work at {t}, before this time I cannot meet.",
              "> What's the earliest that suits you?\n{t}, not a minute before",
              "Availability:\nMon-Fri from {t}\nweekends by arrangement"],
    "budget": ["Whatever you find, it has to come in at {m} or less.",
               "im broke lol so like {m} max",
               "I should be grateful if the total did not exceed {m}.",
               "Per my earlier call: the approved spend on my side is {m}.",
               "For this I can pay until {m}, no more.",
               "okay so budget wise were looking at {m} tops",
               "> How much were you thinking?\n{m}, and that's stretching it"],
    "days": ["{W}s are dialysis days for me, so I can't do anything then.",
             "cant do {w}s, got practice til late",
             "I am afraid {w}s are quite impossible for me, as I visit my mother.",
             "and i work {w}s at the shop so those are out",
             "In {w} I am working always, so for me this day is not good.",
             "> Which day is bad for you?\n{W}, every week"],
}
H7_FACT_STYLES = [
    "For verification purposes, my {n} is {v}.",
    "ok my {n} is {v} dont lose it lol",
    "Might I ask you to make a note of my {n}? It is {v}.",
    "okay quick one my {n} is {v} thanks",
    "My {n} it is {v}, please keep.",
    "> What's your {n}?\n{v}",
    "Hi,\n\nFollowing up on yesterday. I dug out the paperwork and my {n} is {v}; the rest is as I described."
    "\n\nBest,\nM.",
    "Just to confirm, my {n} is {v} - that one's correct.",
    "{v} ← my {n}",
    'my details: {{"{n}": "{v}"}}',
    "my {n} (in case u ask again): {v}",
    "{v}, that's my {n}, memorise it",
]
H7_EVENT_STYLES = [
    "Booking update - {e}, {d}. Please note it on my account.",
    "my {e} is {d} and im lowkey freaking out",
    "I have my {e} {d}, so I would appreciate no other engagements that day.",
    "put my {e} in the calendar for {d} please",
    "The {e} is fixed for {d}, I must go.",
    "So the plan was to finally sort the garden this month, then the boiler died, then work piled up, and now the "
    "{e} is {d} too, which is fine, I just need to not book anything else around it.",
    "Dates for the diary\n{d} – {e}\n(the rest TBC)",
    "> when's that happening?\n{d}, the {e} I mean",
    "{d} is {e} day!! eek",
]
H7_TASK_STYLES = [
    "Action item for me: {t}. Please follow up if I don't confirm.",
    "ugh i have to {t} kill me",
    "Be so kind as to remind me on Thursday that I ought to {t}.",
    "set a reminder for me to {t} tomorrow morning",
    "This week is necessary that I {t}, don't let me forget.",
    "[ ] {t}\n[x] groceries",
    "Between the kids' stuff and work I'm drowning, but the one thing that really has to happen before the end of "
    "the month is that I {t}, so keep an eye on that for me.",
    "Day 4 of not managing to {t}. Please intervene.",
]
H7_SMALLTALK = [
    "hiya", "thx a mil", "Good evening. I trust you are keeping well.", "hold on, someone's at the door",
    "sorry, the bus went through a tunnel", "Ta very much.", "idk tbh", "same lol", "😂😂😂", "Is this thing on?",
    "test test", "Can you translate 'good luck' into Spanish?", "Who won the match last night?",
    "How long should I boil an egg?", "Tell me a fun fact about octopuses.", "You're a lifesaver, honestly.",
    "Weekend at last!", "That's everything from me, thank you kindly.",
    "Hello, I have a quick question if you don't mind.",
    "Sorry, I am slow with the typing.", "ok nvm figured it out", "What's 15% of 80?", "Good grief, what a week.",
    "mhm", "Lovely, thank you dear.",
]
H7_TRAPS = [
    'The menu literally says "great for vegans" and there is nothing vegan on it lol',
    "Forwarding from the group chat: \"I'm allergic to shellfish, please don't bring prawns\" - that's Tom, not me.",
    'My horoscope says "you will fall in love with jazz this week". Sure it does.',
    "We were meant to fly to Rome in May but the whole trip's been called off.",
    "I was going to book a piano lesson for Saturday but nah, changed my mind.",
    "If I had a dog I'd call him Pepper, obviously.",
    "Say I moved to Dublin - would my phone contract still work?",
    "Is 8:30 too early to call a plumber?",
    "How do vegetarians get enough protein, honestly?",
    "Oh wonderful, the printer's jammed again. Best day ever.",
    "Sure, I'd LOVE to spend my Sunday queueing at the post office.",
    "My flatmate's gone vegan for January, good luck to her.",
    "When I was at uni I lived on instant noodles and cheap red wine.",
    "No idea if I'm free Thursday yet, depends on work.",
    "Apparently the Globex people all get Fridays off. Must be nice.",
    "Boutique hotels: overrated or not? Asking for a friend.",
    "teacher asked who likes sci-fi novels and literally no one put their hand up lol",
    "The ad said 'Thai food delivered in 20 minutes'. It took an hour.",
    "What would you do with €1,200 and a free week?",
    "The previous tenant's wifi password is still stuck on the fridge.",
    "Back when I worked at Initech we had a dress code, can you imagine.",
    "Texting my sister now: 'do you still want window seats?' She's so fussy.",
]
#: How two memories share one message in the "dev7" set (about a third of its real turns are paired).
H7_JOINERS = ["\n", " Also: ", " + ", " // ", "\n\n"]
#: What the "dev7" set puts around some memories: on their own line, so a quoted reply still starts one.
H7_ASIDES = (["Hello again!\n", "Quick update.\n", "Before I forget:\n", "Another thing.\n", ""],
             ["", "\nThanks!", "\nty", "\nThat's all."])

# Development wordings ("dev8", called "heldout8" until stop 26): an eighth hand, written blind on 2026-12-01 and run
# once as the held-out set at stop 26 (see README); its constants (H8_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev8.py, whose docstring describes its shapes.

# Development wordings ("dev9", called "heldout9" until stop 26): a ninth hand, written blind on 2026-12-01 and run
# once as the held-out set at stop 26, after the readings written for dev8 (see README); its constants (H9_*) and the
# way it joins two memories live in memlineage_bench/ingest_dev9.py, whose docstring describes its shapes.

# Development wordings ("dev10", called "heldout10" until stop 27): a tenth hand, written blind on 2026-12-01 (after dev9
# was run) and run once as the held-out set at stop 27 (figures in README); its constants (H10_*) and the way it joins
# two memories live in memlineage_bench/ingest_dev10.py, whose docstring describes its voices and shapes.

# Development wordings ("dev11", called "heldout11" until stop 28): an eleventh hand, written blind on 2026-12-02 (after
# dev10 was run) and run once as the held-out set at stop 28, after the readings written for dev10 (figures in README);
# its constants (H11_*) and the way it joins two memories live in memlineage_bench/ingest_dev11.py, whose docstring
# describes its voices and shapes.

# Development wordings ("dev12", called "heldout12" until stop 29): a twelfth hand, written blind on 2026-12-02 (after
# dev11 was run) and run once as the held-out set at stop 29, after the readings written for dev11 (figures in README);
# its constants (H12_*) and the way it joins two memories live in memlineage_bench/ingest_dev12.py, whose docstring
# describes its voices and shapes.

# Development wordings ("dev13", called "heldout13" until stop 29): a thirteenth hand, written blind on 2026-12-02
# (after dev12 was run) by an engineer who had not read the extractor, the gate, the labels, the query understanding,
# the README or the notes, and run once as the held-out set at stop 29, after the readings written for dev12 (figures
# in README). Its constants (H13_*) and the way it joins
# two memories live in memlineage_bench/ingest_dev13.py, whose docstring describes its voices and shapes.

# Development wordings ("dev14", called "heldout14" until stop 30): a fourteenth hand, written blind on 2026-12-02
# (after dev13 was run) by an engineer who had not read the extractor, the gate, the labels, the query understanding,
# the README or the notes, and run once as the held-out set at stop 30, before any reading of dev13 or dev14 (figures
# in README). Its constants (H14_*) and the way it joins two memories live in memlineage_bench/ingest_dev14.py, whose
# docstring describes its voices and traps.

# Development wordings ("dev15", called "heldout15" until stop 30): a fifteenth hand, written blind on 2026-12-02
# (after dev14 was run) by an engineer who had not read the extractor, the gate, the labels, the query understanding,
# the README or the notes, and run once as the held-out set at stop 30, after the readings written for dev13 and dev14
# (figures in README). Its constants (H15_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev15.py, whose docstring describes its voices and traps.

# Development wordings ("dev16", called "heldout16" until stop 31): a sixteenth hand, written blind on 2026-12-02
# (after dev15 was run) by an engineer who had not read the extractor, the gate, the labels, the query understanding,
# the README or the notes, and run once as the held-out set at stop 31, after the readings written for dev15 (figures
# in README). Its constants (H16_*) and the way it joins two memories live in memlineage_bench/ingest_dev16.py, whose
# docstring describes its voices and traps.

# Development wordings ("dev17", called "heldout17" until stop 31): a seventeenth hand, written blind on 2026-12-02
# (after dev16 was run) by an engineer who had not read the extractor, the gate, the labels, the query understanding,
# the README or the notes, and run once as a held-out set at stop 31, after the readings written for dev16 (figures in
# README). Its constants (H17_*) and the way it joins two memories live in memlineage_bench/ingest_dev17.py, whose
# docstring describes its voices and traps.

# Development wordings ("dev18", called "heldout18" until stop 31): an eighteenth hand, written blind on 2026-12-02
# (after heldout17 was written, before it was run) by an engineer who had not read the extractor, the gate, the labels,
# the query understanding, the README or the notes, and run once as a held-out set at stop 31, right after dev17, on
# the same extractor (figures in README). Its constants (H18_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev18.py, whose docstring describes its voices and traps.

# Development wordings ("dev19", called "heldout19" until stop 31): a nineteenth hand, written blind on 2026-12-02
# (after heldout17 and heldout18 were written, before either was run) by an engineer who had not read the extractor,
# the gate, the labels, the query understanding, the README or the notes, and run once as a held-out set at stop 31,
# after the readings written for dev17 and dev18 (figures in README). Its constants (H19_*) and the way it joins two
# memories live in memlineage_bench/ingest_dev19.py, whose docstring describes its voices and traps.

# Development wordings ("dev20", called "heldout20" until stop 31): a twentieth hand, written blind on 2026-12-02
# (after heldout19 was written, before it was run) by an engineer who had not read the extractor, the gate, the labels,
# the query understanding, the README or the notes, and run once as a held-out set at stop 31, right after dev19, on
# the same extractor (figures in README). Its constants (H20_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev20.py, whose docstring describes its voices and traps.

# Development wordings ("dev21", called "heldout21" until stop 31): a twenty-first hand, written blind on 2026-12-02
# (after dev19 and dev20 were run) by an engineer who had not read the extractor, the gate, the labels, the query
# understanding, the README or the notes, and run once as a held-out set at the end of stop 31, after the readings
# written for dev19 and dev20 (figures in README). Its constants (H21_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev21.py, whose docstring describes its voices and traps.

# Development wordings ("dev22", called "heldout22" until stop 32): a twenty-second hand, written blind on 2026-12-02
# (after dev21 was run) by an engineer who had not read the extractor, the gate, the labels, the query understanding,
# the README or the notes, and run once as a held-out set at stop 32, before this stop's first change (on stop 31's
# extractor); figures in README. Its constants (H22_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev22.py, whose docstring describes its voices and traps.

# Development wordings ("dev23", called "heldout23" until stop 32): a twenty-third hand, written blind on 2026-12-02
# (after dev21 was run) by an engineer who had not read the extractor, the gate, the labels, the query understanding,
# the README or the notes, and run once as a held-out set at stop 32, after ext18's readings for dev21 and dev22 (at
# 20822fb); figures in README. Its constants (H23_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev23.py, whose docstring describes its voices and traps.

# Development wordings ("dev24", called "heldout24" until stop 32): a twenty-fourth hand, written blind on 2026-12-02
# (after dev21 was run, beside two other hands written at the same time) by an engineer who had not read the extractor,
# the gate, the labels, the query understanding, the README or the notes, and run once as a held-out set at stop 32,
# after ext18's readings for dev21 and dev22 (at 20822fb); figures in README. Its constants (H24_*) and the way it
# joins two memories live in memlineage_bench/ingest_dev24.py, whose docstring describes its voices and traps.

# Development wordings ("dev25", called "heldout25" until stop 34): a twenty-fifth hand, written blind on 2026-12-05
# (after dev23 and dev24 were run) by an engineer who had not read the extractor, the gate, the labels, the query
# understanding, the entity code, the README, the docs or the notes, and run as a held-out set at stop 34 on stop 32's
# extractor (at f626025) and, before anyone read its misses, after ext19's readings (at da17405); figures in README.
# Its constants (H25_*) and the way it joins two memories live in memlineage_bench/ingest_dev25.py, whose docstring
# describes its voices and traps.

# Development wordings ("dev26", called "heldout26" until stop 34): a twenty-sixth hand, written blind on 2026-12-05
# (after dev25 was run) by an engineer who had not read the extractor, the gate, the labels, the query understanding,
# the entity code, the README, the docs or the issue tracker, and run as a held-out set at stop 34 after ext19 (at
# 7705b85) and, before anyone read its misses, after ext20's readings (at 412a42f); figures in README. Its constants
# (H26_*) and the way it joins two memories live in memlineage_bench/ingest_dev26.py, whose docstring describes its
# voices and traps.

# Development wordings ("dev27", called "heldout27" until stop 35): a twenty-seventh hand, written blind on 2026-12-05
# (after dev26 was run) by an engineer who had not read the extractor, the gate, the labels, the query understanding,
# the entity code, the README, the docs or the issue tracker, and run as a held-out set at stop 35 on stop 34's
# extractor (at 380df97) and, before anyone read its misses, after ext21's readings (at 9c0b1d3); figures in README.
# Its constants (H27_*) and the way it joins two memories live in memlineage_bench/ingest_dev27.py, whose docstring
# describes its voices and traps.

# Development wordings ("dev28", called "heldout28" until stop 35): a twenty-eighth hand, written blind on 2026-12-05
# (after heldout27 was written, before it was run) by an engineer who had not read the extractor, the gate, the labels,
# the query understanding, the entity code, the README, the docs or the issue tracker, and run as a held-out set at
# stop 35 on stop 34's extractor (at 600f78f) and, before anyone read its misses, after ext21's readings (at
# 9c0b1d3); figures in README. Its constants (H28_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev28.py, whose docstring describes its voices and traps.

# Development wordings ("dev29", called "heldout29" until stop 35): a twenty-ninth hand, written blind on 2026-12-05
# (after dev28 was run and renamed) by an engineer who had not read the extractor, the gate, the labels, the query
# understanding, the entity code, the README, the docs or the issue tracker, and run as a held-out set at stop 35 after
# ext21's readings (at 4560dd3) and, before anyone read its misses, after ext22's readings (at 5a2d645); figures in
# README. Its constants (H29_*) and the way it joins two memories live in memlineage_bench/ingest_dev29.py, whose
# docstring describes its voices and traps.

# Development wordings ("dev30", called "heldout30" until stop 37): a thirtieth hand, written blind on 2026-12-05
# (after heldout29 was run) by an engineer who had not read the extractor, the gate, the labels, the query
# understanding, the entity code, the README, the docs or the issue tracker, and run as a held-out set at stop 35 on
# ext22's extractor (at 5a2d645) and, before anyone read its misses, at stop 37 after ext24's readings for dev29;
# figures in README. Its constants (H30_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev30.py, whose docstring describes its voices and traps.

# Development wordings ("dev31", called "heldout31" until stop 37): a thirty-first hand, written blind on 2026-12-05
# (after heldout30 was run) by an engineer who had not read the extractor, the gate, the labels, the query
# understanding, the entity code, the README, the docs or the issue tracker, and run as a held-out set at stop 36 on
# ext22's extractor (at fe9210e) and, before anyone read its misses, at stop 37 after ext24's readings for dev29;
# figures in README. Its constants (H31_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev31.py, whose docstring describes its voices and traps.

# Development wordings ("dev32", called "heldout32" until stop 37): a thirty-second hand, written blind on 2026-12-05
# (after heldout31 was written) by an engineer who had not read the extractor, the gate, the labels, the query
# understanding, the entity code, the README, the docs or the issue tracker, and run as a held-out set at stop 37 on
# ext22's extractor (at 70baaf8) and, before anyone read its misses, after ext24's readings (at 2b3a212) and after
# ext25's; figures in README. Its constants (H32_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev32.py, whose docstring describes its voices and traps.

# Development wordings ("dev33", called "heldout33" until stop 40): a thirty-third hand, written blind on 2026-12-05
# (after heldout32 was run) by an engineer who had not read the extractor, the gate, the labels, the query
# understanding, the entity code, the README, the docs or the issue tracker, and run as a held-out set at stop 37 after
# ext24's readings and, before anyone read its misses, after ext25's and after each later reading through ext34's and
# ext35's at stop 40 (seven runs, at stops 37–40); figures in README. Its constants (H33_*) and the way it joins two
# memories live in memlineage_bench/ingest_dev33.py, whose docstring describes its voices and traps.

# Development wordings ("dev34", called "heldout34" until stop 40): a thirty-fourth hand, written blind on 2026-12-06
# (after heldout33 was run) by an engineer who had not read the extractor, the gate, the labels, the query
# understanding, the entity code, the README, the docs or the issue tracker, and run as a held-out set at stop 38 on
# ext25's extractor and, before anyone read its misses, after each later reading through ext34's and ext35's at stop
# 40 (six runs, at stops 38–40); figures in README. Its constants (H34_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev34.py, whose docstring describes its voices and traps.

# Development wordings ("dev35", called "heldout35" until stop 41): a thirty-fifth hand, written blind on 2026-12-06
# (after heldout34 was written) by an engineer who had not read the extractor, the gate, the labels, the query
# understanding, the entity code, the README, the docs or the issue tracker, and run as a held-out set at stop 39 on
# stop 38's extractor and, before anyone read its misses, after ext30's and ext31's readings, at stop 40 after ext34's
# and ext35's, and twice at stop 41 (on stop 40's extractor and after the learned reader was retrained through dev34;
# five runs, at stops 39–41); figures in README. Its constants (H35_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev35.py, whose docstring describes its voices and traps.

# Development wordings ("dev36", called "heldout36" until stop 41): a thirty-sixth hand, written blind on 2026-12-06
# (after heldout35 was written) by an engineer who had not read the extractor, the gate, the labels, the query
# understanding, the entity code, the README, the docs or the issue tracker, and run as a held-out set at stop 40 on
# stop 39's extractor and, before anyone read its misses, after ext34's and ext35's readings, and twice at stop 41 (on
# stop 40's extractor and after the learned reader was retrained through dev34; four runs, at stops 40–41); figures in
# README. Its constants (H36_*) and the way it joins two memories live in memlineage_bench/ingest_dev36.py, whose
# docstring describes its voices and traps.

# Development wordings ("dev37", called "heldout37" until stop 42): a thirty-seventh hand, written blind on 2026-12-06
# (after heldout36 was written) by an engineer who had not read the extractor, the gate, the labels, the query
# understanding, the entity code, the README, the docs or the issue tracker, and run as a held-out set at stop 41 on
# stop 40's extractor and, before anyone read its misses, after the learned reader was retrained through dev34, with
# the reader retrained through dev36, and on stop 41's extractor (four runs, at stop 41); figures in README. Its
# constants (H37_*) and the way it joins two memories live in memlineage_bench/ingest_dev37.py, whose docstring
# describes its voices and traps.

# Development wordings ("dev38", called "heldout38" until stop 42): a thirty-eighth hand, written blind on 2026-12-06
# (after heldout37 was written) by an engineer who had not read the extractor, the gate, the labels, the query
# understanding, the entity code, the README's ingest sections, the docs or the issue tracker, and run as a held-out set
# at the end of stop 41 on that stop's extractor and, before anyone read its misses, twice at stop 42 (with the learned
# reader retrained through dev37, and after ext40's readings; three runs, at stops 41–42); figures in README. Its
# constants (H38_*) and the way it joins two memories live in memlineage_bench/ingest_dev38.py, whose docstring
# describes its voices and traps.

# Development wordings ("dev39", called "heldout39" until stop 42): a thirty-ninth hand, written blind on 2026-12-06/07
# (after heldout38 was written) by an engineer who had not read the extractor or anything else in memgraph_py (the
# gate, the labels, the classifier, the query understanding, the entity code), tools/, the README, the docs or the
# issue tracker, and run as a held-out set at stop 42 on stop 41's extractor and, before anyone read its misses, with
# the learned reader retrained through dev37, after ext40's and after ext41's readings (four runs, at stop 42); figures
# in README. Its constants (H39_*) and the way it joins two memories live in memlineage_bench/ingest_dev39.py, whose
# docstring describes its voices and traps.

# Development wordings ("dev40", called "heldout40" until stop 43): a fortieth hand (the helper session "held40"),
# written blind on 2026-12-07 (after heldout39 was renamed dev39) by an engineer who had not read the extractor or
# anything else in memgraph_py (the gate, the labels, the classifier, the query understanding, the entity code),
# tools/, the README, the docs, the issue tracker or any bench output, and run as a held-out set at stop 42 (after
# ext41's readings and after ext42's, the same figures); figures in README. Its constants (H40_*) and the way it joins
# two memories live in memlineage_bench/ingest_dev40.py, whose docstring describes its voices, trades, layout (GEDCOM
# lines of the user's own record in a family-tree program) and traps.

# Development wordings ("dev41", called "heldout41" until stop 44): a forty-first hand (the helper session "held41"),
# written blind on 2026-12-07 (after heldout40 was written) by an engineer who had not read the extractor or anything
# else in memgraph_py (the gate, the labels, the classifier, the query understanding, the entity code), tools/, the
# README, the docs, the issue tracker or any bench output, and run as a held-out set at stop 43 (on stop 42's extractor
# and after ext43's reading, the same figures); figures in README. Its constants (H41_*) and the way it joins two
# memories live in memlineage_bench/ingest_dev41.py, whose docstring describes its voices, trades, layout (hledger
# journal entries of the user's own plain-text accounts) and traps.

# Development wordings ("dev42", called "heldout42" until stop 45): a forty-second hand (the helper session "held42"),
# written blind on 2026-12-07 (after heldout41 was written) by an engineer who had not read the extractor or anything
# else in memgraph_py (the gate, the labels, the classifier, the query understanding, the entity code), tools/, the
# README, the docs, the issue tracker or any bench output, and run as a held-out set at stops 43 and 44 (first on stop 42's
# extractor, then after each stop's readings, the same figures); figures in README. Its constants (H42_*) and the way
# it joins two memories live in memlineage_bench/ingest_dev42.py, whose docstring describes its voices, trades, layout
# (entries of the user's own jrnl journal file) and traps.

# Development wordings ("dev43", called "heldout43" until stop 46): a forty-third hand (the helper session "held43"),
# written blind on 2026-12-07 (after heldout42 was written) by an engineer who had not read the extractor or anything
# else in memgraph_py (the gate, the labels, the classifier, the query understanding, the entity code), tools/, the
# README, the docs, the issue tracker or any bench output, and run as a held-out set at stops 44 and 45 (first on stop
# 43's extractor, then after each stop's readings); figures in README. Its constants (H43_*) and the way it joins two
# memories live in memlineage_bench/ingest_dev43.py, whose docstring describes its voices, trades, layout (lines of the
# user's own Gemini page in gemtext) and traps.

# Development wordings ("dev44", called "heldout44" until the end of stop 46): a forty-fourth hand (the helper session
# "held44"), written blind on 2026-12-07 (after heldout43 was written) by an engineer who had not read the extractor or
# anything else in memgraph_py (the gate, the labels, the classifier, the query understanding, the entity code), tools/,
# the README, the docs, the issue tracker or any bench output, and run as a held-out set at stops 44-46 (first on stop
# 43's extractor, then after each stop's readings); figures in README. Its constants (H44_*) and the way it joins two
# memories live in memlineage_bench/ingest_dev44.py, whose docstring describes its voices, trades, layout (lines of the
# user's own mind map, copied out of a mind-mapping app as a text tree) and traps.

# Development wordings ("dev45", called "heldout45" until the start of stop 47): a forty-fifth hand (the helper session
# "held45"), written blind on 2026-12-07 (after heldout44 was written) by an engineer who had not read the extractor or
# anything else in memgraph_py (the gate, the labels, the classifier, the query understanding, the entity code), tools/,
# the README, the docs, the issue tracker or any bench output, and run as a held-out set at stops 45-46 (first on stop
# 44's extractor, then after each stop's readings); figures in README. Its constants (H45_*) and the way it joins two
# memories live in memlineage_bench/ingest_dev45.py, whose docstring describes its voices, trades, layout (a page of the
# user's own plain-text notes, its heading in capitals underlined with a row of "=") and traps.

# Development wordings ("dev46", called "heldout46" until the end of stop 47): a forty-sixth hand (the helper session
# "held46"), written blind on 2026-12-07 (after heldout45 was written) by an engineer who had not read the extractor or
# anything else in memgraph_py (the gate, the labels, the classifier, the query understanding, the entity code), tools/,
# the README, the docs, the issue tracker or any bench output, and run as a held-out set at stops 46-47 (first on stop
# 45's extractor, then after each stop's readings); figures in README. Its constants (H46_*) and the way it joins two
# memories live in memlineage_bench/ingest_dev46.py, whose docstring describes its voices, trades, layout (an outline the user typed
# in a word processor, topics after Roman numerals and points after capital letters) and traps.

# Development wordings ("dev47", called "heldout47" until the start of stop 48): a forty-seventh hand (the helper
# session "held47"), written blind on 2026-12-07 (after heldout46 was written) by an engineer who had not read the
# extractor or anything else in memgraph_py (the gate, the labels, the classifier, the query understanding, the entity
# code), tools/, the README, the docs, the issue tracker or any bench output, and run as a held-out set at stops 46-47
# (after each stop's readings); figures in README. Its constants (H47_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev47.py, whose docstring describes its voices, trades, layout (the text of the user's own
# slides, copied out of a presentation app: "Slide 1 of 2: " and a title, bullets after "  • ") and traps.

# Development wordings ("dev48", called "heldout48" until the end of stop 48): a forty-eighth hand (the helper session
# "held48"), written blind on 2026-12-07 (after heldout47 was written) by an engineer who had not read the extractor or
# anything else in memgraph_py (the gate, the labels, the classifier, the query understanding, the entity code), tools/,
# the README, the docs, the issue tracker or any bench output, and run as a held-out set at stops 47-48 (first on stop
# 46's extractor); figures in README. Its constants (H48_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev48.py, whose docstring describes its voices, trades, layout (lines of the user's own
# chat, exported from a chat app: "01/03/2027, 07:12 - Name: text", between two prose lines) and traps.

# Development wordings ("dev49", called "heldout49" until stop 49): a forty-ninth hand (the helper session "held49"),
# written blind on 2026-12-07 (after heldout48 was written) by an engineer who had not read the extractor or anything else in memgraph_py (the gate,
# the labels, the classifier, the query understanding, the entity code), tools/, the README, the docs, the issue tracker
# or any bench output, and run as a held-out set at stops 48-49 (first on stop 47's extractor); figures in README. Its constants (H49_*) and the way it joins two memories live in
# memlineage_bench/ingest_dev49.py, whose docstring describes its voices, trades, layout (the user's own
# voice-assistant activity, copied from Google's "My Activity" page: a day's heading, then "Assistant", "Said ..." and
# "7:12 am • Details" for each entry, between two prose lines) and traps.

# Held-out wordings ("heldout50"): a fiftieth hand (the helper session "held50"), written blind on 2026-12-07 (after
# heldout49 was written) by an engineer who had not read the extractor or anything else in memgraph_py (the gate, the
# labels, the classifier, the query understanding, the entity code), tools/, the README, the docs, the issue tracker or
# any bench output; it is held out: the lead runs it. Its constants (H50_*) and the way it joins two memories live in
# memlineage_bench/ingest_heldout50.py, whose docstring describes its voices, trades, layout (the comments the user
# wrote on a PDF, as Adobe Acrobat's "Summarize Comments" lists them: "Summary of Comments on file.pdf", "Page: 1", then
# "Number: 1 Author: Name Subject: Comment on Text Date: ..." and the comment's text, between two prose lines) and traps.

# Held-out wordings ("heldout51"): a fifty-first hand (the helper session "held51"), written blind on 2026-12-07 (after
# heldout50 was written) by an engineer who had not read the extractor or anything else in memgraph_py (the gate, the
# labels, the classifier, the query understanding, the entity code), tools/, the README, the docs, the issue tracker or
# any bench output; it is held out: the lead runs it. Its constants (H51_*) and the way it joins two memories live in
# memlineage_bench/ingest_heldout51.py, whose docstring describes its voices, trades, layout (the copy of the user's
# own answers to a form that Google Forms mails back: "Thanks for filling out" and the form's title, "Here's what was
# received.", the title, "* Indicates required question", then each question and its answer on lines of their own,
# between two prose lines) and traps.

# Held-out wordings ("heldout52"): a fifty-second hand (the helper session "held52"), written blind on 2026-12-07 (after
# heldout51 was written) by an engineer who had not read the extractor or anything else in memgraph_py (the gate, the
# labels, the classifier, the query understanding, the entity code), tools/, the README, the docs, the issue tracker or
# any bench output; it is held out: the lead runs it. Its constants (H52_*) and the way it joins two memories live in
# memlineage_bench/ingest_heldout52.py, whose docstring describes its voices, trades, layout (a trip as a trip-planning
# app's trip page shows it, copied: the trip's name, its dates and place, "Traveler: " and whose trip it is, the first
# day's heading, then each note's "7:12 AM · Note · " line and the note's text, between two prose lines) and traps.


def _date(rng: random.Random) -> tuple[str, str]:
    """A date in one of several formats, and a value that must survive (the day number or the words)."""
    day = NOW.date() + timedelta(days=rng.randint(3, 80))
    month = day.strftime("%B")
    style = rng.randrange(7)
    if style == 0:
        return day.isoformat(), day.isoformat()
    if style == 1:
        return f"{day.day} {month}", f"{day.day} {month}"
    if style == 2:
        suffix = "th" if 10 <= day.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day.day % 10, "th")
        return f"{month} {day.day}{suffix}", f"{month} {day.day}"
    if style == 3:
        return day.strftime("%d/%m"), day.strftime("%d/%m")
    if style == 4:
        wd = rng.choice(WEEKDAYS)
        return f"next {wd}", f"next {wd}"
    if style == 5:
        return "tomorrow", "tomorrow"
    return f"the {day.day}th of {month}" if day.day not in (1, 2, 3, 21, 22, 23, 31) else f"{month} {day.day}", \
        f"{month}" if day.day not in (1, 2, 3, 21, 22, 23, 31) else f"{month} {day.day}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _persona(rng: random.Random, wording: str = "tuning") -> list[Turn]:
    """One person's memories: labelled user turns in one set of wordings (see WORDING_SETS)."""
    hand = WORDING_SETS[wording]
    out: list[Turn] = []
    for value, question in rng.sample(PREFS, 5):
        style = rng.choice(hand.prefs)
        out.append(Turn("user", style.format(v=value, V=_cap(value)), "preference", value, question))
    for kind, styles, question in rng.sample(CONSTRAINT_ITEMS, 4):
        style = rng.choice(styles if hand.constraints is None else hand.constraints[kind])
        a, d, t, m, w = rng.choice(ALLERGENS), rng.choice(DIETS), rng.choice(TIMES), rng.choice(MONEY), rng.choice(WEEKDAYS)
        value = {"allergy": a, "diet": d, "hours": t, "budget": m, "days": w}[kind]
        out.append(Turn("user", style.format(a=a, A=_cap(a), d=d, t=t, m=m, w=w, W=w), "constraint", value, question))
    for name, make, styles, question in rng.sample(FACT_ITEMS, 6):
        value = make(rng)
        style = rng.choice(styles if hand.facts is None else hand.facts)
        out.append(Turn("user", style.format(v=value, n=name), "fact", value, question))
    for event, question in rng.sample(EVENTS, 3):
        when, value = _date(rng)
        out.append(Turn("user", rng.choice(hand.events).format(e=event, E=_cap(event), d=when), "event", value,
                        question))
    for task, question in rng.sample(TASKS, 2):
        out.append(Turn("user", rng.choice(hand.tasks).format(t=task), "task", task.split()[-1], question))
    return out


def _join_h5(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the way the "dev5" hand joins them."""
    head = head.rstrip(" .") if joiner in (" and ", "; ", ". Oh, and ") else head
    if head.endswith(("?", "!")) and joiner == ". Oh, and ":
        joiner = " Oh, and "
    if joiner == " Also, " and not head.endswith((".", "!", "?")):
        head += "."
    return head + joiner + (tail if joiner == "\n" else tail[:1].lower() + tail[1:])


def _join_h6(head: str, joiner: str, tail: str) -> str:
    """The "dev6" hand: the second memory keeps its own case (values such as "X1234567" or "Thai food" stay)."""
    return (head.rstrip(" .") if joiner == " — " else head) + joiner + tail


def _join_h7(head: str, joiner: str, tail: str) -> str:
    """The "dev7" hand: a block (a quoted reply, a list, an e-mail) on either side gets a paragraph of its own."""
    if "\n" in head or "\n" in tail or tail.startswith(">"):
        joiner = "\n\n"
    return head + joiner + tail


def _paired(rng: random.Random, turns: list[Turn], joiners: Sequence[str] = H5_JOINERS,
            join: Callable[[str, str, str], str] = _join_h5) -> list[Turn]:
    """About a third of the memories said two to a message (only the sets whose :class:`Wording` is ``paired``)."""
    out: list[Turn] = []
    i = 0
    while i < len(turns):
        if i + 1 < len(turns) and rng.random() < 0.35:
            first, second = turns[i], turns[i + 1]
            content = join(first.content, rng.choice(joiners), second.content)
            out.append(Turn(first.role, content, first.label, first.value, first.question, [second]))
            i += 2
        else:
            out.append(turns[i])
            i += 1
    return out


#: What the sets without asides of their own wrap around some memories.
ASIDES = (["Oh, ", "Also, ", "btw ", "Quick thing: ", ""], ["", " Thanks!", " Anyway.", " :)"])


@dataclass(frozen=True)
class Wording:
    """One hand's phrasings of the labelled set: a set is one entry of :data:`WORDING_SETS`. ``constraints`` and
    ``facts`` None: each item's own styles (the tuning set). ``paired``: the joiners and join function of a set whose
    messages sometimes carry two memories."""

    prefs: Sequence[str]
    constraints: dict[str, Sequence[str]] | None
    facts: Sequence[str] | None
    events: Sequence[str]
    tasks: Sequence[str]
    smalltalk: Sequence[str] = tuple(SMALLTALK)
    traps: Sequence[str] = tuple(TRAPS)
    asides: tuple[Sequence[str], Sequence[str]] = ASIDES
    paired: tuple[Sequence[str], Callable[[str, str, str], str]] | None = None


#: Every set of wordings by name, in the order they were written (see the README's ingest table for what each was).
WORDING_SETS: dict[str, Wording] = {
    "tuning": Wording(PREF_STYLES, None, None, EVENT_STYLES, TASK_STYLES),
    "dev": Wording(HELDOUT_PREF_STYLES, HELDOUT_CONSTRAINTS, HELDOUT_FACT_STYLES, HELDOUT_EVENT_STYLES,
                   HELDOUT_TASK_STYLES),
    "dev2": Wording(H2_PREF_STYLES, H2_CONSTRAINTS, H2_FACT_STYLES, H2_EVENT_STYLES, H2_TASK_STYLES,
                    H2_SMALLTALK, H2_TRAPS),
    "dev3": Wording(H3_PREF_STYLES, H3_CONSTRAINTS, H3_FACT_STYLES, H3_EVENT_STYLES, H3_TASK_STYLES,
                    H3_SMALLTALK, H3_TRAPS),
    "dev4": Wording(H4_PREF_STYLES, H4_CONSTRAINTS, H4_FACT_STYLES, H4_EVENT_STYLES, H4_TASK_STYLES,
                    H4_SMALLTALK, H4_TRAPS),
    "dev5": Wording(H5_PREF_STYLES, H5_CONSTRAINTS, H5_FACT_STYLES, H5_EVENT_STYLES, H5_TASK_STYLES,
                    H5_SMALLTALK, H5_TRAPS, paired=(H5_JOINERS, _join_h5)),
    "dev6": Wording(H6_PREF_STYLES, H6_CONSTRAINTS, H6_FACT_STYLES, H6_EVENT_STYLES, H6_TASK_STYLES,
                    H6_SMALLTALK, H6_TRAPS, H6_ASIDES, (H6_JOINERS, _join_h6)),
    "dev7": Wording(H7_PREF_STYLES, H7_CONSTRAINTS, H7_FACT_STYLES, H7_EVENT_STYLES, H7_TASK_STYLES,
                    H7_SMALLTALK, H7_TRAPS, H7_ASIDES, (H7_JOINERS, _join_h7)),
    # dev8 and dev9: memlineage_bench/ingest_dev8.py and ingest_dev9.py
    "dev8": Wording(H8_PREF_STYLES, H8_CONSTRAINTS, H8_FACT_STYLES, H8_EVENT_STYLES, H8_TASK_STYLES,
                    H8_SMALLTALK, H8_TRAPS, H8_ASIDES, (H8_JOINERS, join_h8)),
    "dev9": Wording(H9_PREF_STYLES, H9_CONSTRAINTS, H9_FACT_STYLES, H9_EVENT_STYLES, H9_TASK_STYLES,
                    H9_SMALLTALK, H9_TRAPS, H9_ASIDES, (H9_JOINERS, join_h9)),
    # dev10: memlineage_bench/ingest_dev10.py
    "dev10": Wording(H10_PREF_STYLES, H10_CONSTRAINTS, H10_FACT_STYLES, H10_EVENT_STYLES, H10_TASK_STYLES,
                     H10_SMALLTALK, H10_TRAPS, H10_ASIDES, (H10_JOINERS, join_h10)),
    # dev11: memlineage_bench/ingest_dev11.py
    "dev11": Wording(H11_PREF_STYLES, H11_CONSTRAINTS, H11_FACT_STYLES, H11_EVENT_STYLES, H11_TASK_STYLES,
                     H11_SMALLTALK, H11_TRAPS, H11_ASIDES, (H11_JOINERS, join_h11)),
    # dev12: memlineage_bench/ingest_dev12.py
    "dev12": Wording(H12_PREF_STYLES, H12_CONSTRAINTS, H12_FACT_STYLES, H12_EVENT_STYLES, H12_TASK_STYLES,
                     H12_SMALLTALK, H12_TRAPS, H12_ASIDES, (H12_JOINERS, join_h12)),
    # dev13: memlineage_bench/ingest_dev13.py
    "dev13": Wording(H13_PREF_STYLES, H13_CONSTRAINTS, H13_FACT_STYLES, H13_EVENT_STYLES, H13_TASK_STYLES,
                     H13_SMALLTALK, H13_TRAPS, H13_ASIDES, (H13_JOINERS, join_h13)),
    # dev14: memlineage_bench/ingest_dev14.py
    "dev14": Wording(H14_PREF_STYLES, H14_CONSTRAINTS, H14_FACT_STYLES, H14_EVENT_STYLES, H14_TASK_STYLES,
                     H14_SMALLTALK, H14_TRAPS, H14_ASIDES, (H14_JOINERS, join_h14)),
    # dev15: memlineage_bench/ingest_dev15.py
    "dev15": Wording(H15_PREF_STYLES, H15_CONSTRAINTS, H15_FACT_STYLES, H15_EVENT_STYLES, H15_TASK_STYLES,
                     H15_SMALLTALK, H15_TRAPS, H15_ASIDES, (H15_JOINERS, join_h15)),
    # dev16: memlineage_bench/ingest_dev16.py
    "dev16": Wording(H16_PREF_STYLES, H16_CONSTRAINTS, H16_FACT_STYLES, H16_EVENT_STYLES, H16_TASK_STYLES,
                     H16_SMALLTALK, H16_TRAPS, H16_ASIDES, (H16_JOINERS, join_h16)),
    # dev17: memlineage_bench/ingest_dev17.py
    "dev17": Wording(H17_PREF_STYLES, H17_CONSTRAINTS, H17_FACT_STYLES, H17_EVENT_STYLES, H17_TASK_STYLES,
                     H17_SMALLTALK, H17_TRAPS, H17_ASIDES, (H17_JOINERS, join_h17)),
    # dev18: memlineage_bench/ingest_dev18.py
    "dev18": Wording(H18_PREF_STYLES, H18_CONSTRAINTS, H18_FACT_STYLES, H18_EVENT_STYLES, H18_TASK_STYLES,
                     H18_SMALLTALK, H18_TRAPS, H18_ASIDES, (H18_JOINERS, join_h18)),
    # dev19: memlineage_bench/ingest_dev19.py
    "dev19": Wording(H19_PREF_STYLES, H19_CONSTRAINTS, H19_FACT_STYLES, H19_EVENT_STYLES, H19_TASK_STYLES,
                     H19_SMALLTALK, H19_TRAPS, H19_ASIDES, (H19_JOINERS, join_h19)),
    # dev20: memlineage_bench/ingest_dev20.py
    "dev20": Wording(H20_PREF_STYLES, H20_CONSTRAINTS, H20_FACT_STYLES, H20_EVENT_STYLES, H20_TASK_STYLES,
                     H20_SMALLTALK, H20_TRAPS, H20_ASIDES, (H20_JOINERS, join_h20)),
    # dev21: memlineage_bench/ingest_dev21.py
    "dev21": Wording(H21_PREF_STYLES, H21_CONSTRAINTS, H21_FACT_STYLES, H21_EVENT_STYLES, H21_TASK_STYLES,
                     H21_SMALLTALK, H21_TRAPS, H21_ASIDES, (H21_JOINERS, join_h21)),
    # dev22: memlineage_bench/ingest_dev22.py
    "dev22": Wording(H22_PREF_STYLES, H22_CONSTRAINTS, H22_FACT_STYLES, H22_EVENT_STYLES, H22_TASK_STYLES,
                     H22_SMALLTALK, H22_TRAPS, H22_ASIDES, (H22_JOINERS, join_h22)),
    # dev23: memlineage_bench/ingest_dev23.py
    "dev23": Wording(H23_PREF_STYLES, H23_CONSTRAINTS, H23_FACT_STYLES, H23_EVENT_STYLES, H23_TASK_STYLES,
                     H23_SMALLTALK, H23_TRAPS, H23_ASIDES, (H23_JOINERS, join_h23)),
    # dev24: memlineage_bench/ingest_dev24.py
    "dev24": Wording(H24_PREF_STYLES, H24_CONSTRAINTS, H24_FACT_STYLES, H24_EVENT_STYLES, H24_TASK_STYLES,
                     H24_SMALLTALK, H24_TRAPS, H24_ASIDES, (H24_JOINERS, join_h24)),
    # dev25: memlineage_bench/ingest_dev25.py
    "dev25": Wording(H25_PREF_STYLES, H25_CONSTRAINTS, H25_FACT_STYLES, H25_EVENT_STYLES, H25_TASK_STYLES,
                     H25_SMALLTALK, H25_TRAPS, H25_ASIDES, (H25_JOINERS, join_h25)),
    # dev26: memlineage_bench/ingest_dev26.py
    "dev26": Wording(H26_PREF_STYLES, H26_CONSTRAINTS, H26_FACT_STYLES, H26_EVENT_STYLES, H26_TASK_STYLES,
                     H26_SMALLTALK, H26_TRAPS, H26_ASIDES, (H26_JOINERS, join_h26)),
    # dev27: memlineage_bench/ingest_dev27.py
    "dev27": Wording(H27_PREF_STYLES, H27_CONSTRAINTS, H27_FACT_STYLES, H27_EVENT_STYLES, H27_TASK_STYLES,
                     H27_SMALLTALK, H27_TRAPS, H27_ASIDES, (H27_JOINERS, join_h27)),
    # dev28: memlineage_bench/ingest_dev28.py
    "dev28": Wording(H28_PREF_STYLES, H28_CONSTRAINTS, H28_FACT_STYLES, H28_EVENT_STYLES, H28_TASK_STYLES,
                     H28_SMALLTALK, H28_TRAPS, H28_ASIDES, (H28_JOINERS, join_h28)),
    # dev29: memlineage_bench/ingest_dev29.py
    "dev29": Wording(H29_PREF_STYLES, H29_CONSTRAINTS, H29_FACT_STYLES, H29_EVENT_STYLES, H29_TASK_STYLES,
                     H29_SMALLTALK, H29_TRAPS, H29_ASIDES, (H29_JOINERS, join_h29)),
    # dev30: memlineage_bench/ingest_dev30.py
    "dev30": Wording(H30_PREF_STYLES, H30_CONSTRAINTS, H30_FACT_STYLES, H30_EVENT_STYLES, H30_TASK_STYLES,
                     H30_SMALLTALK, H30_TRAPS, H30_ASIDES, (H30_JOINERS, join_h30)),
    # dev31: memlineage_bench/ingest_dev31.py
    "dev31": Wording(H31_PREF_STYLES, H31_CONSTRAINTS, H31_FACT_STYLES, H31_EVENT_STYLES, H31_TASK_STYLES,
                     H31_SMALLTALK, H31_TRAPS, H31_ASIDES, (H31_JOINERS, join_h31)),
    # dev32: memlineage_bench/ingest_dev32.py
    "dev32": Wording(H32_PREF_STYLES, H32_CONSTRAINTS, H32_FACT_STYLES, H32_EVENT_STYLES, H32_TASK_STYLES,
                     H32_SMALLTALK, H32_TRAPS, H32_ASIDES, (H32_JOINERS, join_h32)),
    # dev33: memlineage_bench/ingest_dev33.py
    "dev33": Wording(H33_PREF_STYLES, H33_CONSTRAINTS, H33_FACT_STYLES, H33_EVENT_STYLES, H33_TASK_STYLES,
                     H33_SMALLTALK, H33_TRAPS, H33_ASIDES, (H33_JOINERS, join_h33)),
    # dev34: memlineage_bench/ingest_dev34.py
    "dev34": Wording(H34_PREF_STYLES, H34_CONSTRAINTS, H34_FACT_STYLES, H34_EVENT_STYLES, H34_TASK_STYLES,
                     H34_SMALLTALK, H34_TRAPS, H34_ASIDES, (H34_JOINERS, join_h34)),
    # dev35: memlineage_bench/ingest_dev35.py
    "dev35": Wording(H35_PREF_STYLES, H35_CONSTRAINTS, H35_FACT_STYLES, H35_EVENT_STYLES, H35_TASK_STYLES,
                     H35_SMALLTALK, H35_TRAPS, H35_ASIDES, (H35_JOINERS, join_h35)),
    # dev36: memlineage_bench/ingest_dev36.py
    "dev36": Wording(H36_PREF_STYLES, H36_CONSTRAINTS, H36_FACT_STYLES, H36_EVENT_STYLES, H36_TASK_STYLES,
                     H36_SMALLTALK, H36_TRAPS, H36_ASIDES, (H36_JOINERS, join_h36)),
    # dev37: memlineage_bench/ingest_dev37.py
    "dev37": Wording(H37_PREF_STYLES, H37_CONSTRAINTS, H37_FACT_STYLES, H37_EVENT_STYLES, H37_TASK_STYLES,
                     H37_SMALLTALK, H37_TRAPS, H37_ASIDES, (H37_JOINERS, join_h37)),
    # dev38: memlineage_bench/ingest_dev38.py
    "dev38": Wording(H38_PREF_STYLES, H38_CONSTRAINTS, H38_FACT_STYLES, H38_EVENT_STYLES, H38_TASK_STYLES,
                     H38_SMALLTALK, H38_TRAPS, H38_ASIDES, (H38_JOINERS, join_h38)),
    # dev39: memlineage_bench/ingest_dev39.py
    "dev39": Wording(H39_PREF_STYLES, H39_CONSTRAINTS, H39_FACT_STYLES, H39_EVENT_STYLES, H39_TASK_STYLES,
                     H39_SMALLTALK, H39_TRAPS, H39_ASIDES, (H39_JOINERS, join_h39)),
    # dev40: memlineage_bench/ingest_dev40.py
    "dev40": Wording(H40_PREF_STYLES, H40_CONSTRAINTS, H40_FACT_STYLES, H40_EVENT_STYLES, H40_TASK_STYLES,
                     H40_SMALLTALK, H40_TRAPS, H40_ASIDES, (H40_JOINERS, join_h40)),
    # dev41: memlineage_bench/ingest_dev41.py
    "dev41": Wording(H41_PREF_STYLES, H41_CONSTRAINTS, H41_FACT_STYLES, H41_EVENT_STYLES, H41_TASK_STYLES,
                     H41_SMALLTALK, H41_TRAPS, H41_ASIDES, (H41_JOINERS, join_h41)),
    # dev42: memlineage_bench/ingest_dev42.py
    "dev42": Wording(H42_PREF_STYLES, H42_CONSTRAINTS, H42_FACT_STYLES, H42_EVENT_STYLES, H42_TASK_STYLES,
                     H42_SMALLTALK, H42_TRAPS, H42_ASIDES, (H42_JOINERS, join_h42)),
    # dev43: memlineage_bench/ingest_dev43.py
    "dev43": Wording(H43_PREF_STYLES, H43_CONSTRAINTS, H43_FACT_STYLES, H43_EVENT_STYLES, H43_TASK_STYLES,
                     H43_SMALLTALK, H43_TRAPS, H43_ASIDES, (H43_JOINERS, join_h43)),
    # dev44: memlineage_bench/ingest_dev44.py
    "dev44": Wording(H44_PREF_STYLES, H44_CONSTRAINTS, H44_FACT_STYLES, H44_EVENT_STYLES, H44_TASK_STYLES,
                     H44_SMALLTALK, H44_TRAPS, H44_ASIDES, (H44_JOINERS, join_h44)),
    # dev45: memlineage_bench/ingest_dev45.py
    "dev45": Wording(H45_PREF_STYLES, H45_CONSTRAINTS, H45_FACT_STYLES, H45_EVENT_STYLES, H45_TASK_STYLES,
                     H45_SMALLTALK, H45_TRAPS, H45_ASIDES, (H45_JOINERS, join_h45)),
    # dev46: memlineage_bench/ingest_dev46.py
    "dev46": Wording(H46_PREF_STYLES, H46_CONSTRAINTS, H46_FACT_STYLES, H46_EVENT_STYLES, H46_TASK_STYLES,
                     H46_SMALLTALK, H46_TRAPS, H46_ASIDES, (H46_JOINERS, join_h46)),
    # dev47: memlineage_bench/ingest_dev47.py
    "dev47": Wording(H47_PREF_STYLES, H47_CONSTRAINTS, H47_FACT_STYLES, H47_EVENT_STYLES, H47_TASK_STYLES,
                     H47_SMALLTALK, H47_TRAPS, H47_ASIDES, (H47_JOINERS, join_h47)),
    # dev48: memlineage_bench/ingest_dev48.py
    "dev48": Wording(H48_PREF_STYLES, H48_CONSTRAINTS, H48_FACT_STYLES, H48_EVENT_STYLES, H48_TASK_STYLES,
                     H48_SMALLTALK, H48_TRAPS, H48_ASIDES, (H48_JOINERS, join_h48)),
    # dev49: memlineage_bench/ingest_dev49.py
    "dev49": Wording(H49_PREF_STYLES, H49_CONSTRAINTS, H49_FACT_STYLES, H49_EVENT_STYLES, H49_TASK_STYLES,
                     H49_SMALLTALK, H49_TRAPS, H49_ASIDES, (H49_JOINERS, join_h49)),
    # heldout50: memlineage_bench/ingest_heldout50.py
    "heldout50": Wording(H50_PREF_STYLES, H50_CONSTRAINTS, H50_FACT_STYLES, H50_EVENT_STYLES, H50_TASK_STYLES,
                         H50_SMALLTALK, H50_TRAPS, H50_ASIDES, (H50_JOINERS, join_h50)),
    # heldout51: memlineage_bench/ingest_heldout51.py
    "heldout51": Wording(H51_PREF_STYLES, H51_CONSTRAINTS, H51_FACT_STYLES, H51_EVENT_STYLES, H51_TASK_STYLES,
                         H51_SMALLTALK, H51_TRAPS, H51_ASIDES, (H51_JOINERS, join_h51)),
    # heldout52: memlineage_bench/ingest_heldout52.py
    "heldout52": Wording(H52_PREF_STYLES, H52_CONSTRAINTS, H52_FACT_STYLES, H52_EVENT_STYLES, H52_TASK_STYLES,
                         H52_SMALLTALK, H52_TRAPS, H52_ASIDES, (H52_JOINERS, join_h52)),
}
WORDINGS = tuple(WORDING_SETS)


def generate(users: int = 6, conversations: int = 4, seed: int = 1, wording: str = "tuning") -> list[Conversation]:
    """``users`` people × ``conversations`` chats: their memories spread over the chats among small talk,
    traps and assistant replies (about 40% of user turns are small talk or traps)."""
    hand = WORDING_SETS[wording]
    rng = random.Random(seed)
    out = []
    for user in range(users):
        memories = _persona(rng, wording)
        rng.shuffle(memories)
        chunks = [memories[i::conversations] for i in range(conversations)]
        for chunk in chunks:
            if hand.paired is not None:
                chunk = _paired(rng, chunk, *hand.paired)
            conv = Conversation(user)
            small, traps = hand.smalltalk, hand.traps
            noise = [Turn("user", rng.choice(small), "smalltalk") for _ in range(len(chunk) // 2 + 2)]
            noise += [Turn("user", rng.choice(traps), "trap") for _ in range(max(1, len(chunk) // 3))]
            user_turns = chunk + noise
            rng.shuffle(user_turns)
            for turn in user_turns:
                if rng.random() < 0.3 and turn.label in REAL:  # some messages carry small talk around the memory
                    before, after = hand.asides
                    turn = Turn(turn.role, rng.choice(before) + turn.content + rng.choice(after), turn.label, turn.value,
                                turn.question, turn.also)
                conv.turns.append(turn)
                conv.turns.append(Turn("assistant", rng.choice(ASSISTANT), "assistant"))
            out.append(conv)
    return out


# ------------------------------------------------------------------------------------------- scoring
@dataclass
class ClassScore:
    tp: int = 0
    predicted: int = 0
    labelled: int = 0
    found: int = 0

    @property
    def precision(self) -> float:
        return self.tp / self.predicted if self.predicted else 0.0

    @property
    def recall(self) -> float:
        return self.found / self.labelled if self.labelled else 0.0


def _messages(conv: Conversation) -> list[Message]:
    return [Message(t.role, t.content, i, NOW) for i, t in enumerate(conv.turns)]


def score_extraction(convs: Sequence[Conversation], extractor: Any
                     ) -> tuple[dict[str, ClassScore], list[tuple[str, str, str]], int]:
    """Per class precision/recall of the extractor, some misses and false positives, and the candidate count
    on small-talk/trap turns."""
    scores = {c: ClassScore() for c in REAL}
    examples: list[tuple[str, str, str]] = []
    noise_candidates = 0
    for conv in convs:
        candidates = extractor.extract(_messages(conv))
        by_turn = defaultdict(list)
        for c in candidates:
            by_turn[c.turn].append(c)
        for i, turn in enumerate(conv.turns):
            if turn.role != "user":
                continue
            got = by_turn.get(i, [])
            memories = turn.memories()
            labels = {m.label for m in memories}
            for c in got:
                if c.cls in scores:
                    scores[c.cls].predicted += 1
                    if c.cls in labels:
                        scores[c.cls].tp += 1
                    elif len(examples) < 400:
                        examples.append(("wrong class" if labels else "false positive",
                                         f"{'+'.join(sorted(labels)) or turn.label}→{c.cls}", turn.content))
            for said in memories:
                scores[said.label].labelled += 1
                if any(c.cls == said.label and (said.value or "").lower() in c.content.lower() for c in got):
                    scores[said.label].found += 1
                elif len(examples) < 400:
                    examples.append(("missed", said.label, turn.content))
            if not memories and got:
                noise_candidates += len(got)
    return scores, examples, noise_candidates


@dataclass
class IngestFigures:
    extraction: dict[str, ClassScore]
    examples: list[tuple[str, str, str]]
    turns: int = 0
    user_turns: int = 0
    smalltalk: int = 0
    smalltalk_dropped: int = 0
    traps: int = 0
    traps_dropped: int = 0
    real: int = 0
    real_dropped: int = 0
    real_dropped_by_class: Counter = field(default_factory=Counter)
    #: Of ``real_dropped``: the value was in a candidate the gate dropped (the rest no candidate held: unread).
    real_dropped_by_gate: int = 0
    real_by_class: Counter = field(default_factory=Counter)
    kept: int = 0
    merged: int = 0
    conflicts: int = 0
    cells_ingest: int = 0
    cells_raw: int = 0
    questions: int = 0
    hits_ingest: int = 0
    hits_raw: int = 0
    ingest_seconds: float = 0.0
    raw_seconds: float = 0.0
    bad_input: list[tuple[str, str, int]] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "extraction": {c: {"precision": s.precision, "recall": s.recall, "labelled": s.labelled,
                               "predicted": s.predicted} for c, s in self.extraction.items()},
            "turns": self.turns, "user_turns": self.user_turns,
            "smalltalk_drop_rate": self.smalltalk_dropped / max(1, self.smalltalk),
            "trap_drop_rate": self.traps_dropped / max(1, self.traps),
            "real_false_drop_rate": self.real_dropped / max(1, self.real),
            "real_dropped": self.real_dropped, "real_dropped_by_gate": self.real_dropped_by_gate,
            "real_unread": self.real_dropped - self.real_dropped_by_gate,
            "kept": self.kept, "merged": self.merged, "conflicts": self.conflicts,
            "cells_ingest": self.cells_ingest, "cells_raw": self.cells_raw, "questions": self.questions,
            "recall_at_10_ingest": self.hits_ingest / max(1, self.questions),
            "recall_at_10_raw": self.hits_raw / max(1, self.questions),
            "ingest_turns_per_s": self.turns / self.ingest_seconds if self.ingest_seconds else None,
            "raw_turns_per_s": self.turns / self.raw_seconds if self.raw_seconds else None,
            "bad_input": self.bad_input,
        }


BAD_INPUTS: list[tuple[str, Any]] = [
    ("empty string", ""), ("whitespace only", " \n\t "), ("empty list", []), ("binary bytes", b"\x89PNG\r\n\x1a\n\x00"),
    ("control characters", "\x00\x01abc\x02" * 10), ("oversize (70k chars)", "word " * 14_000),
    ("message without content", [{"role": "user"}]), ("unknown role", [{"role": "narrator", "content": "hi"}]),
    ("bad timestamp", [{"role": "user", "content": "I love tea", "at": "someday"}]), ("not text", 3.14),
]
BAD_TRANSCRIPTS: list[tuple[str, str, str]] = [
    ("JSONL with a broken line", '{"role": "user", "content": "hi"}\n{"role": "user", "content": ', "jsonl"),
    ("chat without speakers", "just some text\nwith lines", "chat"),
]


def run(settings: Settings, *, users: int = 6, conversations: int = 4, seed: int = 1, wording: str = "tuning",
        progress: Callable[[str], None] = lambda _: None) -> IngestFigures:
    """The whole benchmark (see the module docstring); namespaces ``bench-ingest-<run>-…`` are erased after."""
    from memgraph_py.extract import parse_input, parse_transcript

    convs = generate(users, conversations, seed, wording)
    progress("extraction (offline, no servers)")
    from memgraph_py.embed import make_embedder

    embedder = make_embedder(settings)
    scores, examples, _ = score_extraction(convs, HeuristicExtractor(embedder))  # what ingest uses by default
    figures = IngestFigures(scores, examples)
    figures.turns = sum(len(c.turns) for c in convs)
    run_id = uuid.uuid4().hex[:8]
    by_user: dict[int, list[Conversation]] = defaultdict(list)
    for conv in convs:
        by_user[conv.user].append(conv)
    namespaces: list[str] = []
    try:
        for user, chats in by_user.items():
            ns_ingest, ns_raw = f"bench-ingest-{run_id}-u{user}-ingest", f"bench-ingest-{run_id}-u{user}-raw"
            namespaces += [ns_ingest, ns_raw]
            progress(f"user {user + 1}/{len(by_user)}: ingest vs remember_many")
            with Memory(ns_raw, settings=settings, embedder=embedder) as raw:
                rows = [{"content": t.content, "kind": "user_input" if t.role == "user" else "llm_output",
                         "source": f"chat-{n}"} for n, chat in enumerate(chats) for t in chat.turns]
                started = time.perf_counter()
                raw.remember_many(rows)
                figures.raw_seconds += time.perf_counter() - started
                figures.cells_raw += len(rows)
                with Memory(ns_ingest, settings=settings, embedder=raw.embedder) as memory:
                    reports = []
                    started = time.perf_counter()
                    for n, chat in enumerate(chats):
                        reports.append(memory.ingest([{"role": t.role, "content": t.content} for t in chat.turns],
                                                     source=f"chat-{n}", at=NOW))
                    figures.ingest_seconds += time.perf_counter() - started
                    memory_cells: set[str] = set()
                    for chat, report in zip(chats, reports, strict=True):
                        figures.cells_ingest += report.stored
                        figures.kept += len(report.kept)
                        figures.merged += len(report.merged)
                        figures.conflicts += len(report.conflicts)
                        stored_turns = {i.turn for i in (*report.kept, *report.merged)}
                        stored_text: dict[int, str] = defaultdict(str)
                        for item in (*report.kept, *report.merged):
                            stored_text[item.turn] += "\n" + item.content.lower()
                        gate_dropped_text: dict[int, str] = defaultdict(str)
                        for item in report.dropped:
                            if item.cls == "-":  # a turn with no candidate at all: unread, not the gate's
                                continue
                            gate_dropped_text[item.turn] += "\n" + item.content.lower()
                        memory_cells |= {i.cell_id for i in report.kept if i.cell_id}
                        for i, turn in enumerate(chat.turns):
                            if turn.role != "user":
                                continue
                            figures.user_turns += 1
                            if turn.label == "smalltalk":
                                figures.smalltalk += 1
                                figures.smalltalk_dropped += i not in stored_turns
                            elif turn.label == "trap":
                                figures.traps += 1
                                figures.traps_dropped += i not in stored_turns
                            else:  # a memory is dropped when no kept or merged memory of its message holds its value
                                for said in turn.memories():
                                    figures.real += 1
                                    figures.real_by_class[said.label] += 1
                                    if (said.value or "").lower() not in stored_text.get(i, ""):
                                        figures.real_dropped += 1
                                        figures.real_dropped_by_class[said.label] += 1
                                        figures.real_dropped_by_gate += (said.value or "").lower() in \
                                            gate_dropped_text.get(i, "")
                    progress(f"user {user + 1}/{len(by_user)}: recall questions")
                    for chat in chats:
                        for turn in (m for t in chat.turns for m in t.memories()):
                            if turn.label not in ("preference", "constraint", "fact", "event") or not turn.question:
                                continue
                            figures.questions += 1
                            value = (turn.value or "").lower()
                            got = memory.recall(turn.question, 10, record=False, explain=False)
                            figures.hits_ingest += any(value in r.cell.content.lower() and r.cell.id in memory_cells
                                                       for r in got)
                            got = raw.recall(turn.question, 10, record=False, explain=False)
                            figures.hits_raw += any(value in r.cell.content.lower() for r in got)
        progress("bad input")
        ns_bad = f"bench-ingest-{run_id}-bad"
        namespaces.append(ns_bad)
        with Memory(ns_bad, settings=settings) as bad:
            for name, value in BAD_INPUTS:
                try:
                    bad.ingest(value)
                    outcome = "accepted (!)"
                except MemLineageError as exc:
                    outcome = type(exc).__name__
                figures.bad_input.append((name, outcome, bad.reindex()))
            for name, text, fmt in BAD_TRANSCRIPTS:
                try:
                    bad.ingest(parse_input(parse_transcript(text, fmt)))  # type: ignore[arg-type]
                    outcome = "accepted (!)"
                except MemLineageError as exc:
                    outcome = type(exc).__name__
                figures.bad_input.append((name, outcome, bad.reindex()))
    finally:
        progress("cleaning up")
        for ns in namespaces:
            with Memory(ns, settings=settings) as m:
                m._neo.run_autocommit(bench_queries.cypher("delete_namespace"), {"namespace": ns})
                with m._pg.connection() as conn:
                    conn.execute(bench_queries.sql("delete_embeddings"), {"namespace": ns})
    return figures
