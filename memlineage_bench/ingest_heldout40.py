"""Wordings "heldout40" of `memlineage bench ingest` (the ``H40_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A fortieth hand (the helper session "held40"), written blind on 2026-12-07 by an engineer who had not read the
extractor or anything else in ``memgraph_py`` (its classifier, the gate, the labels, the query understanding, the
entity code), ``tools/``, the README, the docs, the issue tracker or any bench output or list of misses, and who did
not run any extractor, ``memlineage ingest``, ``bench ingest``, the classifier, any server or ``make`` on this set or on
anything (only the pure set tests and small renders of this set's own styles with sample values). What was read: the
generator (``ingest.py``: its vocabulary, ``_date``, ``_persona``, ``generate``, ``_paired``, ``Wording``, the comment
blocks on earlier sets, the wiring, and so the inline sets "tuning" to "dev7" that live in it); the module of "dev39"
for its shape (its names, the counts of its constants, its module docstring, its asides, joiners and joining function;
none of its phrasing copied); the set tests where they pin, wire and layout-test "dev39" (with the few sample lines of
dev39 that its joining test holds), the generic checks they run on every set and the classifier tool's example of a
set that does not exist yet; the two commits that wired the previous blind set (``4ff0fee`` and ``b765802``: their
messages, stats and their changes to ``ingest.py`` and the set tests, not the module's text).

To pick voices, trades and a layout no earlier set had used, the modules were searched for a few words of each
candidate with file names only as output (no line of them read). Voices dropped: Chamorro (in dev36), Papiamentu (in
dev36), Estonian, Haitian Creole, Mongolian, Lao, Tigrinya, Hausa, Uzbek, Latvian, Bengali, Somali, Oromo,
Kinyarwanda, Lingala and Shona (each named in an earlier module), and every voice the brief listed as used. Romansh and
Nahuatl (named only in dev39's docstring, as weighed and left for another hand), Setswana and Cebuano (in no module;
Setswana is a Sotho-Tswana language, not the Nguni of the Zulu used; Cebuano a Visayan language, not the Tagalog
named) were kept: none of "allegra", "grazia fitg", "sta bain", "graub", "engadin", "rumantsch", "niltze",
"tlazohcamati", "milpa alta", "huasteca", "tlaxcalli", "tahtzin", "tswana", "dumela", "ke a leboga", "gaborone",
"botswana", "seswaa", "nkuku", "cebuano" in any module. Trades: a dry-stone waller, a glazier, a wheelwright and a
milliner (each named only in dev39's docstring, as weighed and left for another hand; none of "felloe", "spokes",
"hat block", "millinery", "drystone", "putty" in any module). Layouts: GEDCOM, todo.txt, URL query strings, BibTeX and
reStructuredText field lists were free to weigh; todo.txt was dropped (a preference or a fact written as a to-do line
would read as a task, an unfair label), URL query strings (a value with a space would not survive encoding), BibTeX
(its braces clash with the placeholders), reStructuredText field lists (``:Key: value`` is too close to the org-mode
drawers used). GEDCOM was kept ("gedcom" is only in dev39's docstring, as dropped; "gramps", "family tree",
"ancestry", "2 DATE" in no module): lines of the user's own individual record copied out of the family-tree program
they keep (Gramps, MyHeritage, Ancestry, Legacy), each a level number, a space, a tag (upper case, a leading "_" for
a program's own tag: Family Tree Maker's ``_MDCL`` medical line, Legacy's ``_TODO``) and, after a space, an entry:
``1 FACT`` with ``2 TYPE`` (GEDCOM 5.5.1's generic attribute), ``1 NOTE``, ``1 EVEN`` with ``2 TYPE`` and ``2 DATE``
(a date that is not a GEDCOM date in parentheses, as the standard's date phrase). GEDCOM was dropped by the last hand
as having too few fields for a living person's memories; ``FACT``/``TYPE``, ``NOTE`` and the programs' own tags carry
any of them, and a family tree gives traps of its own (an ancestor's record, a grandmother's allergy, a death line).

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Romansh speaker's English (from Disentis/Mustér in the Surselva, now in Chur), a dry-stone waller: "allegra"
  (hello), "bun di" (good day), "grazia fitg" (thank you very much), "a revair" (goodbye), the nona, capuns,
  Chalandamarz (1 March), the terraces, through-stones, coping, hearting, the batter frame; German-shaped English
  ("it gives", "allergic on", "this is fix", "since always");
* a Nahuatl speaker's English (from Milpa Alta, now a glazier in Puebla): "niltze" (hello), "tlazohcamati" (thank
  you), "ximopanolti" (welcome), the nonantzin (my mother), the tianguis (market), tamales, the milpa, panes, putty,
  the glass cutter, sash windows, the van; Spanish-shaped English ("since I am little", "is true", "remember me");
* a Setswana speaker's English (from Mochudi, Botswana, now in Gaborone), a wheelwright: "dumela mma / rra" (hello
  madam / sir), "ke a leboga" (thank you), "ke teng" (I'm fine), "go siame" (it's fine, goodbye), "pula" (rain, a
  blessing), the rakgadi (aunt), the nkuku (grandmother), seswaa, the cattlepost, the kgotla, donkey carts, spokes,
  felloes, the hub, the iron tyre; Botswana English ("now-now", "I'm coming" for "I'll be back");
* a Cebuano speaker's English (from Cebu City, a milliner): "maayong buntag / gabii" (good morning / evening),
  "salamat kaayo" (thank you very much), "amping" (take care), "ay", "ha", "na", "talaga", the Lola, the manang,
  Inday, Dong, lechon, Sinulog, jeepneys, sinamay, hat blocks, brims, steaming, fascinators.

Styles are built from hand-written sentences ("cores", each in one voice) and each voice's four frames (an opener, a
closer or none) in :func:`_dress`, so a core stands in four styles: 24 preference cores (96 styles), 13 cores for each
kind of constraint (52 styles each), 16 fact, event and task cores (64 styles each), 32 small-talk cores (128 lines)
and 36 trap cores (144 lines); every class, small talk and traps hold GEDCOM blocks (a prose line ending in ":", one
to three GEDCOM lines, a closing prose line; no empty line inside; a memory's value only in an entry, never in a tag
or in the prose around it; the prose says the record is the user's own).

Small talk: greetings, weather (snow in the Surselva, rain in Puebla, rain at last in Botswana, Cebu traffic),
Chalandamarz bells, a late train, a broken pane, tamales, a finished cart wheel, Sinulog, general-knowledge questions,
and GEDCOM lines that carry nothing (an export's header, its trailer). Traps: other people's tastes, allergies, diets
and details (a brother, a colleague, a nonantzin, a boss, a rakgadi, a chef, a manang, a Lola), the past (Oaxaca, the
cattlepost as a boy, a call centre), hypotheticals (St. Moritz, Berlin, a Land Cruiser, Tokyo), questions, sarcasm,
and GEDCOM records that are an ancestor's or a relative's, not the user's.

Two memories share a message about a third of the time (:data:`H40_JOINERS`, :func:`join_h40`); some memories carry an
aside (:data:`H40_ASIDES`, each on a line of its own, so a GEDCOM block keeps its opening prose line at the start of a
line and its closing line at the end of one). A message that pairs two memories may pair two voices (each style is
one voice's); a persona is not tied to one voice.

Read through once before its digests were pinned (every core rendered bare with awkward sample values: "short
bullet-point answers", "tree nuts", "lactose intolerant", "7:30 pm", "€1,200", "Sunday", "employee id" / "E-12345",
"sister" / "Anna", "sister's wedding" / "next Tuesday", "book a vet visit for the dog"; and the user messages of seed 1's
first two conversations): an allergy style that said "it" after a plural allergen, a fact style that made the user say they might
forget their sister's name, a preference style that said "a man", and small talk that named where the user is now
("here in Puebla", "traffic in Cebu") were reworded. Before the set was first committed, a script printing only this
set's own sentences, never another set's lines, found four of its sentences and one joiner shared word for word with
earlier sets; they were reworded. After the first pinning (before the set was ever run), more cores were written in
every voice for every class, small talk and traps, so the set's own sentences were not just the first ones multiplied
by frames; the new ones were rendered with awkward sample values ("trains over planes", "cats", "coeliac", "noon",
"120 euros", "Monday", "city" / "Porto", "car service" / "2027-03-14", "pay the electricity bill"), a diet style that
made "coeliac" a choice, an event style nervous about a car service and two styles that named the town the user may
live in ("the doctor in Chur", "a restaurant in Chur") were reworded, and its digests for seeds 1-3 pinned again.

It is held out: the lead runs it.
"""

from __future__ import annotations

__all__ = ["H40_ASIDES", "H40_CONSTRAINTS", "H40_EVENT_STYLES", "H40_FACT_STYLES", "H40_JOINERS", "H40_PREF_STYLES",
           "H40_SMALLTALK", "H40_TASK_STYLES", "H40_TRAPS", "join_h40"]

#: Each voice's four frames: an opener before a core and a closer after it (a GEDCOM block keeps its prose lines).
_FRAMES = {
    "rm": [("", ""), ("Allegra! ", ""), ("", " Grazia fitg."), ("Bun di. ", " A revair.")],
    "nah": [("", ""), ("Niltze. ", ""), ("", " Tlazohcamati."), ("Ximopanolti, friend. ", " Tlazohcamati, truly.")],
    "tn": [("", ""), ("Dumela mma. ", ""), ("", " Ke a leboga."), ("Dumela rra. ", " Go siame.")],
    "ceb": [("", ""), ("Maayong buntag! ", ""), ("", " Salamat kaayo."), ("Maayong gabii. ", " Amping.")],
}


def _dress(cores: dict[str, list[str]]) -> list[str]:
    """Every core of every voice in each of its voice's frames, core by core."""
    return [opener + core + closer for voice, voice_cores in cores.items() for core in voice_cores
            for opener, closer in _FRAMES[voice]]


H40_PREF_STYLES = _dress({
    "rm": [
        "At home in the Surselva we say a person must know the own taste, and mine is {v}, since always.",
        "After a day on the terraces lifting through-stones, what I want is {v}, nothing else.",
        "When it gives a choice, I take {v}. So simple is it.",
        "From my own entry in the family tree file, the GEDCOM that Gramps makes:\n1 FACT {v}\n2 TYPE Preference\n"
        "This is me, still true today.",
        "Gea, {v}. My nona laughed at me for it, but I don't change.",
        "If you book something for me, think of {v}; for me this counts more than the price.",
    ],
    "nah": [
        "My nonantzin always said I am stubborn, and is true: for me it has to be {v}.",
        "Cutting glass all day, you learn what you like, and I like {v}.",
        "Put {v} for me, please, that is my taste since I am little.",
        "I copy this from my own person in our family tree on MyHeritage:\n1 FACT {v}\n2 TYPE Likes\n"
        "It is still how I am.",
        "Ay no, not the other thing, {v} please, always.",
        "Quema, {v}, is what makes me happy after a day with the putty.",
    ],
    "tn": [
        "Ee, {v}, that one is my favourite, now-now and always.",
        "Me, I am a person of {v}, even my rakgadi knows it.",
        "When we finish fitting the spokes in the yard, I go for {v}, every time.",
        "Here is a bit of my own record from the family tree I keep on Ancestry:\n1 FACT {v}\n2 TYPE Favourite\n"
        "That is me, up to date.",
        "Ke a leboga for asking; what I like is {v}.",
        "Since I was a boy at the cattlepost, I always liked {v}, and still I do.",
    ],
    "ceb": [
        "Ay, {v} talaga, that's my number one!",
        "Even when I'm busy steaming the sinamay on the hat blocks, I choose {v} already.",
        "For me it's always {v}, no contest, Inday.",
        "Copied from my own individual record in Legacy, our family tree program:\n1 NOTE Prefers {v}\n"
        "Mine, as of now.",
        "hmm, {v} siguro, yes, that one for me",
        "Inday, remember ha, {v} for me, not the other one.",
    ],
})

H40_CONSTRAINTS = {
    "allergy": _dress({
        "rm": [
            "Everything is fine for me except {a}, there I am allergic.",
            "I am allergic on {a}, the doctor in the valley confirmed it last spring.",
            "Careful with {a} for me, I get an allergic reaction, this is fix.",
            "My own record in our family tree file has the medical line, I keep it true:\n1 _MDCL Allergic to {a}\n"
            "Still the case for me, sadly.",
        ],
        "nah": [
            "I carry always my pen of adrenaline because of {a}, I am allergic.",
            "Please, no {a} near me, I have allergy and it is serious.",
            "Since I am young I react very bad to {a}, my throat closes, so I stay far away always.",
        ],
        "tn": [
            "Rra, write it down for me: allergic to {a}, very serious.",
            "Mma, I am allergic to {a}, it makes me very sick.",
            "Even at the cattlepost I carry my pills, because I am allergic to {a}.",
        ],
        "ceb": [
            "No {a} for me ha, I'm allergic, I end up in the hospital.",
            "Ay, I have allergy to {a}, so be careful ha.",
            "My skin gets rashes from {a}, I'm allergic talaga.",
        ],
    }),
    "diet": _dress({
        "rm": [
            "Since five years I am {d}, it is part of me now.",
            "I am {d}, please think of it when you choose a restaurant for me.",
            "For food you must know I am {d}, and this does not change.",
        ],
        "nah": [
            "Quema, I am {d}, so please ask the kitchen what they can do for me.",
            "I am {d}, so at the tianguis I choose my food with care.",
            "In my house everyone knows I am {d}, also my nonantzin.",
            "This is from my own person in the family tree, the line about food:\n1 FACT {d}\n2 TYPE Diet\n"
            "It is still true for me.",
        ],
        "tn": [
            "I'm {d}, mma, so even at the braai I need my own plate.",
            "Rra, I am {d}, please put that in when you order for me.",
            "At every wedding I must explain that I am {d}, so please remember it for me.",
        ],
        "ceb": [
            "Ako? I'm {d}, so ask first before you order for me.",
            "I'm {d}, so when we eat out please check the menu for me ha.",
            "Just so you know, Dong, I'm {d} na.",
        ],
    }),
    "hours": _dress({
        "rm": [
            "After {t} please leave me in peace, no calls.",
            "Please no appointments before {t}, so I can finish my section of wall first.",
            "Before {t} I am not reachable, I am up on the terraces with no signal.",
        ],
        "nah": [
            "Only after {t} I can talk, before is impossible.",
            "No calls after {t} please, after that the time is for my family.",
            "I answer messages only from {t}, before that I am cutting glass.",
        ],
        "tn": [
            "Book nothing for me before {t}, rra, the iron tyres need heating first.",
            "Please don't book me anything before {t}, I am in the wheel yard.",
            "After {t} my phone is off, even for my rakgadi.",
            "My own record in the family tree has this note, I keep it updated:\n1 NOTE No meetings before {t}\n"
            "That rule of mine still stands.",
        ],
        "ceb": [
            "No meetings before {t} ha, I'm still at the hat blocks.",
            "After {t} I don't take calls anymore, that's my rule.",
            "Schedule me only from {t}, not earlier, kay busy ko sa shop.",
        ],
    }),
    "budget": _dress({
        "rm": [
            "I have {m} for this, not one franc more.",
            "For the hotel I can pay maximum {m}, more is not possible.",
            "My limit is {m}, and this is fix.",
        ],
        "nah": [
            "Please, the maximum is {m}, I have no more than that.",
            "Up to {m} I can pay, not one peso more.",
            "The budget is {m} in total, that is what I saved from the glass jobs.",
        ],
        "tn": [
            "Keep it to {m}, mma, that is all I have for it.",
            "Rra, {m} is the most I can pay, the rest goes to the cattle.",
            "Please keep everything inside {m}, money is tight this season.",
        ],
        "ceb": [
            "{m} lang talaga ang budget ko, no more.",
            "Until {m} only ha, I'm saving for my materials.",
            "Max {m} lang, otherwise I can't.",
            "Copied from my own record in Legacy, my money note:\n1 NOTE Travel budget {m} at most\n"
            "Still the limit for me.",
        ],
    }),
    "days": _dress({
        "rm": [
            "{W} is for the family, please no appointments.",
            "On {w} I am never free, it is my day with the nona.",
            "Every {w} I am in the mountains repairing walls, so nothing on that day.",
            "From my own entry in the GEDCOM of our family, the line about my week:\n1 NOTE Never available on {W}s\n"
            "This is current for me.",
        ],
        "nah": [
            "On {w}s I am at the market with my mother, so never.",
            "{W}s I do not work, that day is for the tianguis with my family.",
            "Please, no bookings on a {w}, that day I am never free.",
        ],
        "tn": [
            "{W}s are for church and family, rra, I can't.",
            "On {w}s I go to the cattlepost, so I am not available.",
            "Don't put me on a {w}, rra, that day is for the kgotla.",
        ],
        "ceb": [
            "Not on a {w} ha, that's for my Lola.",
            "Every {w} I'm at my Lola's, so not available ha.",
            "{W} is not possible for me, every week the same.",
        ],
    }),
}

H40_FACT_STYLES = _dress({
    "rm": [
        "Gea, {v}, that is my {n}.",
        "My {n} is {v}, I write it here so you have it.",
        "It's {v}, this is my {n}; write it down please.",
        "From my own entry in the family tree file of Gramps:\n1 FACT {v}\n2 TYPE {n}\nThis one is mine, current.",
    ],
    "nah": [
        "You asked me before about my {n}: is {v}.",
        "For the office papers, my {n} is {v}, is correct like this.",
        "Write down please, {v}, is my {n}.",
        "My {n}, in case they ask at the office, is {v}.",
    ],
    "tn": [
        "My {n}? {v}, mma.",
        "Ee, my {n} is {v}, you can keep that.",
        "Rra, keep this for me: {v}, that's my {n}.",
        "This is from my own record in our Ancestry tree:\n1 FACT {v}\n2 TYPE {n}\nMine, still correct.",
    ],
    "ceb": [
        "Save ni ha, my {n}: {v}.",
        "My {n} is {v} ha, save it for me.",
        "Oh, {v}, that's my {n}, Inday.",
        "Before I forget, {v} is my {n}.",
    ],
})

H40_EVENT_STYLES = _dress({
    "rm": [
        "{d} is my {e}, so that day I am not on the wall.",
        "My {e} is {d}, I must take the train down from Mustér.",
        "Write down: {e}, {d}. I come down from the mountains for it.",
        "From my own record in our family tree file:\n1 EVEN\n2 TYPE {e}\n2 DATE ({d})\nI added it myself this week.",
    ],
    "nah": [
        "I have my {e} {d}, and I must not forget it.",
        "My {e} is {d}, I already asked for the day free from the glass shop.",
        "{E}: {d}. Please remind me the day before.",
        "Is {d}, my {e}; I put it also in my agenda.",
    ],
    "tn": [
        "Mma, {d} is my {e}, I'm coming back after.",
        "Ee, my {e} is {d}, I will leave the yard early.",
        "They put my {e} {d}, rra.",
        "My own record on Ancestry, the event I added:\n1 EVEN {e}\n2 DATE ({d})\nIt is mine, coming soon.",
    ],
    "ceb": [
        "Oh, my {e} got moved, it's {d} na.",
        "My {e} is {d} na, I'm so nervous, ay.",
        "{d} ang akong {e}, so I need to close the shop.",
        "Mark it ha, my {e} is set for {d}.",
    ],
})

H40_TASK_STYLES = _dress({
    "rm": [
        "Still I must {t}, please push me a little.",
        "I must {t}, I forget it always when I'm on the wall.",
        "Remind me please to {t}, still this week.",
        "From my own to-do line in the family tree program, I use it for everything:\n1 _TODO {t}\nStill open.",
    ],
    "nah": [
        "Remember me to {t}, please, I forget everything.",
        "I have to {t}, if not my nonantzin will scold me.",
        "Help me to not forget: I have to {t}.",
        "Pending for me: {t}, this week.",
    ],
    "tn": [
        "Mma, I must {t} before month end.",
        "I still have to {t}, I'm coming to it now-now.",
        "From my own Ancestry tree, where I also keep my to-do notes:\n1 NOTE To do: {t}\nStill not finished by me.",
        "Rra, make sure I {t}, I keep forgetting.",
    ],
    "ceb": [
        "Ay, I forgot again to {t}, remind me tomorrow ha.",
        "I need to {t} pa, please remind me ha.",
        "Hala, I need to {t} before the weekend, remind me.",
        "Later I will {t}, but you know me, I forget.",
    ],
})

H40_SMALLTALK = _dress({
    "rm": [
        "What is the difference between Romansh and Italian?",
        "Grazia, that was fast.",
        "Today it gives snow again up in Disentis, unbelievable.",
        "Today is Chalandamarz, the children ring the bells all morning.",
        "The train was late, very unusual for Switzerland.",
        "What is the highest mountain in Europe?",
        "Good, that helps me.",
        "My export starts like this, is it normal:\n0 HEAD\n1 CHAR UTF-8\nI understand nothing of it, ha.",
    ],
    "nah": [
        "Do you know any poem of Nezahualcoyotl?",
        "My van doesn't start again, pff.",
        "It is raining strong today, the streets are rivers.",
        "I broke a big pane today, what a day.",
        "How many languages are spoken in Mexico?",
        "Ha, that one made me laugh, truly.",
        "I am eating tamales right now.",
        "What is this at the top of the file MyHeritage gave me:\n0 HEAD\n1 SOUR MYHERITAGE\nSo strange, these codes.",
    ],
    "tn": [
        "Who won the Africa Cup of Nations last time?",
        "The cattle are thin this year, we need rain.",
        "Pula! The rain finally came.",
        "The donkey cart wheel is finished, what a good feeling.",
        "Is it true that the Okavango Delta floods in the dry season?",
        "Ke teng, and you?",
        "I'm coming, rra, the kettle is on.",
        "Rra, my Ancestry export ends with this line, why:\n0 TRLR\nIs it broken?",
    ],
    "ceb": [
        "Haha sige, okay.",
        "What kind of hat is good for a beach wedding?",
        "Traffic is crazy today, one hour for two kilometres.",
        "I'm so sleepy na, ay.",
        "What's the tallest building in Manila?",
        "Haha you're funny.",
        "The jeepney was so full this morning.",
        "How come my Legacy file has this at the start:\n0 HEAD\n1 SOUR LEGACY\nIs that normal?",
    ],
})

H40_TRAPS = _dress({
    "rm": [
        "Would I be good at skiing, you think?",
        "My cousin in Zurich pays €1,200 for his flat, crazy.",
        "My brother prefers window seats, he says is better for photos.",
        "If I had money I would live in the Engadin, in St. Moritz.",
        "When I was young I was vegetarian for two years, then I stopped.",
        "Would I like jazz, what do you think?",
        "My colleague on the wall is allergic to penicillin, poor guy.",
        "Oh great, another day of rain on the terraces, I love it.",
        "This is from my nona's record in our family tree, not mine:\n1 _MDCL Allergic to penicillin\n1 DEAT Y\n"
        "She was a strong woman.",
    ],
    "nah": [
        "If I was rich I would buy a house in Cuetzalan.",
        "My sister says she is allergic to cats, but I don't believe her.",
        "My nonantzin loves Thai food, she discovered it last year.",
        "If I moved to Berlin, would I need a car?",
        "Before, I lived in Oaxaca, many years ago.",
        "My boss starts every day at 8:30, he is crazy.",
        "Maybe one day I will try to be vegan, who knows.",
        "Yes, of course, I love when the glass breaks in the van.",
        "My tío's record in the family tree, for the reunion:\n1 OCCU Glazier\n2 PLAC Puebla\nHe taught me everything.",
    ],
    "tn": [
        "My cousin works at Globex in Johannesburg.",
        "Maybe next year I will become vegetarian, who knows.",
        "My rakgadi is pescatarian, she won't even look at seswaa.",
        "Would a budget of $200 be enough for Maun?",
        "When I was a boy I lived at the cattlepost full time.",
        "If I had a Land Cruiser, I would drive to Namibia.",
        "The chef says everyone here loves spicy food.",
        "Sure, I love fixing a broken hub in the heat, my favourite.",
        "From my grandfather's record in our Ancestry tree, he passed long ago:\n1 OCCU Wheelwright\n1 DEAT Y\n"
        "He taught me the trade.",
    ],
    "ceb": [
        "My manong flies to Rome next week, lucky him.",
        "Should I get a cat, you think, or is it too much work?",
        "My manang loves dark mode, she's always on her phone.",
        "If I lived in Tokyo, I'd eat ramen every day.",
        "Before, I worked in a call center in Cebu, but not anymore.",
        "Is sesame bad for people with allergies?",
        "My Lola's dentist is Dr. Shah, she likes him a lot.",
        "Wow, another hat order due tomorrow, I'm so thrilled, haha.",
        "This is my Lola's line in our Legacy file, she's the one:\n1 NOTE Loves red wine\nHer, not me.",
    ],
})

#: What the "heldout40" set wraps around some memories, each on a line of its own.
H40_ASIDES = (["", "Allegra, one more for my file.\n", "Niltze, another thing of mine.\n", "Dumela, keep this one.\n",
               "Maayong buntag, for my records.\n", "Down from the terraces with this.\n",
               "Between two panes, quickly.\n", "From the wheel yard, this.\n", "Between hat orders, this one.\n",
               "Mine, keep it safe.\n"],
              ["", "\nGrazia fitg, that's it.", "\nTlazohcamati, that's all.", "\nKe a leboga, go siame.",
               "\nSalamat kaayo, amping.", "\nBack to the coping stones.", "\nBack to the putty now.",
               "\nBack to the spokes.", "\nBack to my brims.", "\nThat one is mine, remember."])

#: How two memories share one message in the "heldout40" set.
H40_JOINERS = [" Also, from my own side: ", " One more, also mine: ", " Then, for my file too: ",
               " And this one, about me: ", " Next, also mine: ", " Another of my details: ",
               " Together with that, mine: ", " Second thing, mine: ", " Plus, for me: ", " And also mine: "]


def join_h40(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "heldout40" hand: when either carries a GEDCOM block (more than one line), the
    two are set apart by an empty line, so each block keeps the prose line that opens it and the one that closes it;
    otherwise the head gets a full stop unless it already ends in ".", "!" or "?", then the joiner, then the tail in
    its own case."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if not head.endswith((".", "!", "?")):
        head += "."
    return head + joiner + tail
