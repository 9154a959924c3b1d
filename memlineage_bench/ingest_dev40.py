"""Wordings "dev40" of `memlineage bench ingest` (the ``H40_*`` constants), kept out of ``ingest.py``; ``ingest``
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
closer or none) in :func:`_dress`, so a core stands in four styles: 56 preference cores (224 styles), 28 cores for each
kind of constraint (112 styles each), 37 fact, event and task cores (148 styles each), 88 small-talk cores (352 lines)
and 108 trap cores (432 lines), as many distinct sentences as dev39 has styles, small talk and traps; every class, small
talk and traps hold GEDCOM blocks (a prose line ending in ":", one to three GEDCOM lines, a closing prose line; no empty
line inside; a memory's value only in an entry, never in a tag or in the prose around it; the prose says the record is
the user's own).

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

Then a second hand (the helper session "held40b", on 2026-12-07, before the set was ever run) added cores so that its
distinct sentences reach dev39's counts (preference 24 -> 56, each constraint kind 13 -> 28, fact, event and task 16 ->
37 each, small talk 32 -> 88, traps 36 -> 108), in the same four voices, trades and GEDCOM layout, each voice given its
share in every class (GEDCOM blocks among them: a ``NOTE`` or ``FACT``/``TYPE`` preference, ``_MDCL`` and ``NOTE``
health lines, ``NOTE`` lines for diet, hours, budget and days, ``FACT``/``TYPE`` facts, ``EVEN`` events, ``_TODO``
tasks; a ``GEDC``/``VERS`` header and a trailer in small talk; a great-grandparent's, a sibling's, an uncle's, a Lolo's
and a manang's record in traps). That hand read only this module, the generator (``ingest.py``: its vocabulary,
``_date``, ``_persona``), the module of dev39 for its shape (none of its phrasing copied) and the set tests where they
pin and test this set and the generic checks they run on every set; it did not read ``memgraph_py``, ``tools/``, the
README, the docs, the issue tracker or any bench output, and ran nothing but the set tests and small renders of this
set's own sentences. Its slip: one failing run of the sentence-copy test printed, in pytest's assertion message, a
truncated list of another set's (dev14's) sentences before a script printing only this set's own shared sentences
replaced it; five of the new sentences were found shared word for word with earlier sets and reworded. The new cores
were rendered bare with awkward sample values ("short bullet-point answers", "trains over planes", "tree nuts",
"penicillin", "lactose intolerant", "coeliac", "7:30 pm", "9am", "€1,200", "120 euros", "Sunday", "sister" / "Anna",
"employee id" / "E-12345", "sister's wedding" / "next Tuesday", "car service" / "2027-03-14", "book a vet visit for the
dog"), with seed 1's first two conversations: hours styles that made the user sleep or rest after a morning time, a days
style that read as a day off rather than a day taken, event styles that opened on a bare date, traps that made a
grandmother living in other styles dead, and traps that used "Dong" and "Inday" (words the voice uses to address the
listener) as people's names were reworded; its digests for seeds 1-3 pinned again as written.

It was held out: the lead ran it at stop 42 on the extractor after ext41's readings and again after ext42's (the
same figures both times, and again with stop 41's extractor: the readings of stop 42 change none of its turns),
misses unread; then, at stop 43, renamed it "dev40" (digests unchanged) to be read.
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
        "Write it in your notes: I prefer {v}, the nona would say the same of me.",
        "Ask anyone in Mustér, they will tell you I go for {v}.",
        "Honestly, for me {v} is the best, I don't need to think long.",
        "A wall needs good hearting, and I need {v}; this is how I am.",
        "Not because it is fashion, but I really like {v}, and I always did.",
        "{V}, please, whenever it gives the possibility.",
        "From my own record, the note I wrote in the tree:\n1 NOTE Likes {v}\nIt still counts for me.",
        "Some people don't understand it, but I am happy with {v}.",
    ],
    "nah": [
        "My nonantzin always said I am stubborn, and is true: for me it has to be {v}.",
        "Cutting glass all day, you learn what you like, and I like {v}.",
        "Put {v} for me, please, that is my taste since I am little.",
        "I copy this from my own person in our family tree on MyHeritage:\n1 FACT {v}\n2 TYPE Likes\n"
        "It is still how I am.",
        "Ay no, not the other thing, {v} please, always.",
        "Quema, {v}, is what makes me happy after a day with the putty.",
        "When I can choose, is always {v} for me, you know.",
        "My nonantzin knows it: when she asks what I want, I say {v}.",
        "I am a simple person, give me {v} and I am content.",
        "Truly, {v} is what I enjoy the most.",
        "Remember me this about myself: I like {v} more than anything.",
        "Since I am little I prefer {v}, and nothing changed.",
        "No, no, for me {v}, is what I choose every time.",
        "Look, in my own person on MyHeritage I wrote it like this:\n1 FACT {v}\n2 TYPE Taste\n"
        "Still is true for me.",
    ],
    "tn": [
        "Ee, {v}, that one is my favourite, now-now and always.",
        "Me, I am a person of {v}, even my rakgadi knows it.",
        "When we finish fitting the spokes in the yard, I go for {v}, every time.",
        "Here is a bit of my own record from the family tree I keep on Ancestry:\n1 FACT {v}\n2 TYPE Favourite\n"
        "That is me, up to date.",
        "Ke a leboga for asking; what I like is {v}.",
        "Since I was a boy at the cattlepost, I always liked {v}, and still I do.",
        "Mma, put me down for {v}, that is my choice.",
        "My nkuku says I am fussy, but truly I like {v}.",
        "Ee rra, {v} every time for me, no question.",
        "You know me, {v} makes me happy.",
        "Honestly, I would choose {v} before anything else.",
        "Whenever there is a choice, rra, I go with {v}.",
        "At the kgotla they tease me for it, but I still prefer {v}.",
        "I keep a line for my likes in my own Ancestry record:\n1 NOTE Favourite: {v}\nThat is still me.",
    ],
    "ceb": [
        "Ay, {v} talaga, that's my number one!",
        "Even when I'm busy steaming the sinamay on the hat blocks, I choose {v} already.",
        "For me it's always {v}, no contest, Inday.",
        "Copied from my own individual record in Legacy, our family tree program:\n1 NOTE Prefers {v}\n"
        "Mine, as of now.",
        "hmm, {v} siguro, yes, that one for me",
        "Inday, remember ha, {v} for me, not the other one.",
        "Ako gyud, I prefer {v}, bitaw.",
        "Manang knows, {v} always for me.",
        "If you ask me, {v} gyud, no second thought.",
        "I'm so happy with {v}, talaga.",
        "Even after a long day shaping brims, I still go for {v}.",
        "Honestly ha, I like {v} more than anything.",
        "Pick {v} for me always, Dong, that's my favourite.",
        "This is my own line in our Legacy file, I typed it myself:\n1 NOTE Favourite {v}\nStill mine today.",
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
            "With {a} I must be very careful, I am allergic since always.",
            "The nona knew it already: I am allergic on {a}, no exceptions.",
            "Please keep {a} far from me, my body reacts very badly.",
        ],
        "nah": [
            "I carry always my pen of adrenaline because of {a}, I am allergic.",
            "Please, no {a} near me, I have allergy and it is serious.",
            "Since I am young I react very bad to {a}, my throat closes, so I stay far away always.",
            "My doctor wrote it in my papers: allergic to {a}.",
            "I cannot be near {a}, I am allergic, is true.",
            "Please remember that I am allergic to {a}, is dangerous for me.",
            "My own person in the family tree has the line for health, I keep it current:\n1 _MDCL Allergy: {a}\n"
            "This is still me.",
        ],
        "tn": [
            "Rra, write it down for me: allergic to {a}, very serious.",
            "Mma, I am allergic to {a}, it makes me very sick.",
            "Even at the cattlepost I carry my pills, because I am allergic to {a}.",
            "Keep {a} away from me, rra, I am allergic.",
            "The clinic in Mochudi told me I am allergic to {a}, and it is still so.",
            "I swell up badly from {a}, so please be careful for me.",
            "My own Ancestry record has the health note I put there:\n1 NOTE Allergic to {a}\n"
            "Still true for me today.",
        ],
        "ceb": [
            "No {a} for me ha, I'm allergic, I end up in the hospital.",
            "Ay, I have allergy to {a}, so be careful ha.",
            "My skin gets rashes from {a}, I'm allergic talaga.",
            "Allergic ko sa {a}, so please be careful ha.",
            "Dong, I can't be near {a}, I'm allergic gyud.",
            "The doctor said I'm allergic to {a}, so always check for me.",
            "From my own record in Legacy, the medical line:\n1 _MDCL {A} allergy\nThat's me, current pa.",
        ],
    }),
    "diet": _dress({
        "rm": [
            "Since five years I am {d}, it is part of me now.",
            "I am {d}, please think of it when you choose a restaurant for me.",
            "For food you must know I am {d}, and this does not change.",
            "Write that I am {d}, the restaurant must know it.",
            "For me no exceptions at the table, I am {d}.",
            "At the capuns evening I must say it again: I am {d}.",
            "In my own entry of our family GEDCOM I put also my food line:\n1 NOTE Diet: {d}\n"
            "Still like this for me.",
        ],
        "nah": [
            "Quema, I am {d}, so please ask the kitchen what they can do for me.",
            "I am {d}, so at the tianguis I choose my food with care.",
            "In my house everyone knows I am {d}, also my nonantzin.",
            "This is from my own person in the family tree, the line about food:\n1 FACT {d}\n2 TYPE Diet\n"
            "It is still true for me.",
            "I am {d}, so the tamales of my nonantzin I must check first.",
            "Ask always, please: I am {d}.",
            "Remember me, when we go to eat, that I am {d}.",
        ],
        "tn": [
            "I'm {d}, mma, so even at the braai I need my own plate.",
            "Rra, I am {d}, please put that in when you order for me.",
            "At every wedding I must explain that I am {d}, so please remember it for me.",
            "Ee, I am {d}, even at the cattlepost.",
            "Mma, my plate must suit me, I am {d}.",
            "Tell the caterer for me, rra: I am {d}.",
            "I noted my food rule in my own Ancestry record:\n1 NOTE Diet {d}\nIt still holds for me.",
        ],
        "ceb": [
            "Ako? I'm {d}, so ask first before you order for me.",
            "I'm {d}, so when we eat out please check the menu for me ha.",
            "Just so you know, Dong, I'm {d} na.",
            "I'm {d} talaga, so I always check the food first.",
            "Inday, tell the caterer I'm {d} ha.",
            "Being {d}, I bring my own baon sometimes.",
            "In my own Legacy record there's my diet note:\n1 FACT {d}\n2 TYPE Food\nStill true for me.",
        ],
    }),
    "hours": _dress({
        "rm": [
            "After {t} please leave me in peace, no calls.",
            "Please no appointments before {t}, so I can finish my section of wall first.",
            "Before {t} I am not reachable, I am up on the terraces with no signal.",
            "Calls only after {t}, before I have my hands in the stones.",
            "After {t} I am not available, it gives no exceptions.",
            "Never before {t}, please, for me this is a rule.",
            "My own entry in the Gramps file, the line for my hours:\n1 NOTE No calls after {t}\n"
            "I still keep to it.",
        ],
        "nah": [
            "Only after {t} I can talk, before is impossible.",
            "No calls after {t} please, after that the time is for my family.",
            "I answer messages only from {t}, before that I am cutting glass.",
            "Before {t} I am on the ladder with the panes, so no meetings.",
            "Please, nothing after {t}, then I am with my nonantzin.",
            "From {t} I am free to talk, not before.",
            "My own person on MyHeritage has this note about my time:\n1 NOTE Meetings only after {t}\n"
            "Still like this for me.",
        ],
        "tn": [
            "Book nothing for me before {t}, rra, the iron tyres need heating first.",
            "Please don't book me anything before {t}, I am in the wheel yard.",
            "After {t} my phone is off, even for my rakgadi.",
            "My own record in the family tree has this note, I keep it updated:\n1 NOTE No meetings before {t}\n"
            "That rule of mine still stands.",
            "Rra, after {t} I am not answering, not even for big orders.",
            "Mma, nothing before {t}, the yard needs me first.",
            "My phone is quiet until {t}, so don't call earlier.",
        ],
        "ceb": [
            "No meetings before {t} ha, I'm still at the hat blocks.",
            "After {t} I don't take calls anymore, that's my rule.",
            "Schedule me only from {t}, not earlier, kay busy ko sa shop.",
            "Don't call me after {t} ha, I won't answer na.",
            "Until {t} I'm steaming brims, so no calls ha.",
            "Meetings only after {t}, Inday, please.",
            "From my own Legacy record, my schedule note:\n1 NOTE No calls before {t}\nStill my rule.",
        ],
    }),
    "budget": _dress({
        "rm": [
            "I have {m} for this, not one franc more.",
            "For the hotel I can pay maximum {m}, more is not possible.",
            "My limit is {m}, and this is fix.",
            "More than {m} I do not spend for this, never.",
            "Please look for something under {m}, the nona taught me to be careful with money.",
            "My maximum is {m}, write it so.",
            "From my own entry in our family file, where I keep also money notes:\n1 NOTE Budget {m} maximum\n"
            "Still valid for me.",
        ],
        "nah": [
            "Please, the maximum is {m}, I have no more than that.",
            "Up to {m} I can pay, not one peso more.",
            "The budget is {m} in total, that is what I saved from the glass jobs.",
            "I can only give {m}, not more, the van needs repairs.",
            "Try to stay under {m}, please, is all I have.",
            "{m} is my limit, truly.",
            "My own person on MyHeritage, the note with my limit:\n1 NOTE Spend no more than {m}\n"
            "Is still my rule.",
        ],
        "tn": [
            "Keep it to {m}, mma, that is all I have for it.",
            "Rra, {m} is the most I can pay, the rest goes to the cattle.",
            "Please keep everything inside {m}, money is tight this season.",
            "Mma, I can spend {m}, not a thebe more.",
            "Rra, keep the total under {m}.",
            "My budget is only {m}, the wheel orders are slow.",
            "This is the money line in my own Ancestry record:\n1 NOTE Budget {m}\nThat is still my limit.",
        ],
        "ceb": [
            "{m} lang talaga ang budget ko, no more.",
            "Until {m} only ha, I'm saving for my materials.",
            "Max {m} lang, otherwise I can't.",
            "Copied from my own record in Legacy, my money note:\n1 NOTE Travel budget {m} at most\n"
            "Still the limit for me.",
            "Budget ko is {m} only, ha.",
            "Please don't go over {m}, Dong, I'm saving pa.",
            "{m} maximum, that's all I can afford talaga.",
        ],
    }),
    "days": _dress({
        "rm": [
            "{W} is for the family, please no appointments.",
            "On {w} I am never free, it is my day with the nona.",
            "Every {w} I am in the mountains repairing walls, so nothing on that day.",
            "From my own entry in the GEDCOM of our family, the line about my week:\n1 NOTE Never available on {W}s\n"
            "This is current for me.",
            "No {w}s for me, please, I am always busy then.",
            "On a {w} you cannot book me, never.",
            "{W}s I keep free for my own things, every week.",
        ],
        "nah": [
            "On {w}s I am at the market with my mother, so never.",
            "{W}s I do not work, that day is for the tianguis with my family.",
            "Please, no bookings on a {w}, that day I am never free.",
            "Every {w} I help my nonantzin, so I am not available.",
            "{W} is impossible for me, always.",
            "Don't put anything on {w}s, please, that day belongs to my family.",
            "My own person in MyHeritage has this line about my week:\n1 NOTE Busy every {W}\nStill is like this.",
        ],
        "tn": [
            "{W}s are for church and family, rra, I can't.",
            "On {w}s I go to the cattlepost, so I am not available.",
            "Don't put me on a {w}, rra, that day is for the kgotla.",
            "Mma, {w}s are not possible for me.",
            "Every {w} I am at my nkuku's place, so no.",
            "Rra, never a {w}, that is my rest day.",
            "From my own Ancestry record, the line about my week:\n1 NOTE Not available on {W}s\nStill true.",
        ],
        "ceb": [
            "Not on a {w} ha, that's for my Lola.",
            "Every {w} I'm at my Lola's, so not available ha.",
            "{W} is not possible for me, every week the same.",
            "{W}s are not okay for me ha, family day.",
            "Dong, never on a {w}, I'm always busy.",
            "On {w}s I close the shop and visit my Lola, so no.",
            "In my own Legacy record I noted my week:\n1 NOTE Away every {W}\nStill like that.",
        ],
    }),
}

H40_FACT_STYLES = _dress({
    "rm": [
        "Gea, {v}, that is my {n}.",
        "My {n} is {v}, I write it here so you have it.",
        "It's {v}, this is my {n}; write it down please.",
        "From my own entry in the family tree file of Gramps:\n1 FACT {v}\n2 TYPE {n}\nThis one is mine, current.",
        "For your notes, my {n}: {v}.",
        "Note it, please: my {n} is {v}.",
        "In case someone asks, my {n} is {v}, I give it to you now.",
        "Gea, I tell you once: {v} is my {n}.",
        "So that it is written somewhere, my {n} is {v}.",
        "My own individual in the Gramps tree carries this line too:\n1 FACT {v}\n2 TYPE {n}\n"
        "Correct for me still.",
    ],
    "nah": [
        "You asked me before about my {n}: is {v}.",
        "For the office papers, my {n} is {v}, is correct like this.",
        "Write down please, {v}, is my {n}.",
        "My {n}, in case they ask at the office, is {v}.",
        "My {n} is {v}, please save it, I lose papers always.",
        "Quema, my {n}: {v}.",
        "Is {v}, my {n}, you can write it.",
        "So you know, {v} is my {n}.",
        "From my own person on MyHeritage, the fact line:\n1 FACT {v}\n2 TYPE {n}\nIs correct for me.",
    ],
    "tn": [
        "My {n}? {v}, mma.",
        "Ee, my {n} is {v}, you can keep that.",
        "Rra, keep this for me: {v}, that's my {n}.",
        "This is from my own record in our Ancestry tree:\n1 FACT {v}\n2 TYPE {n}\nMine, still correct.",
        "Mma, my {n} is {v}, keep it safe.",
        "For the forms, rra: {n}, {v}.",
        "Ee, {v} is my {n}.",
        "I'm telling you now-now so you have it: my {n} is {v}.",
        "Write this for me, my {n} is {v}.",
    ],
    "ceb": [
        "Save ni ha, my {n}: {v}.",
        "My {n} is {v} ha, save it for me.",
        "Oh, {v}, that's my {n}, Inday.",
        "Before I forget, {v} is my {n}.",
        "My {n} ha, it's {v}.",
        "Inday, {v} is my {n}, save it.",
        "Just in case, my {n} is {v}.",
        "For the record, {v} ang akong {n}.",
        "My own Legacy record has it:\n1 FACT {v}\n2 TYPE {n}\nMine, and still up to date.",
    ],
})

H40_EVENT_STYLES = _dress({
    "rm": [
        "{d} is my {e}, so that day I am not on the wall.",
        "My {e} is {d}, I must take the train down from Mustér.",
        "Write down: {e}, {d}. I come down from the mountains for it.",
        "From my own record in our family tree file:\n1 EVEN\n2 TYPE {e}\n2 DATE ({d})\nI added it myself this week.",
        "I have my {e} {d}, so I cannot work on the wall that day.",
        "{E} {d}; I take the whole day free.",
        "Please note, {d} is the day of my {e}.",
        "On the calendar for me: my {e}, {d}.",
        "The date of my {e} is fix now: {d}.",
        "From my own record in the family file, the event I put in:\n1 EVEN\n2 TYPE {e}\n2 DATE ({d})\n"
        "It is mine, soon.",
    ],
    "nah": [
        "I have my {e} {d}, and I must not forget it.",
        "My {e} is {d}, I already asked for the day free from the glass shop.",
        "{E}: {d}. Please remind me the day before.",
        "Is {d}, my {e}; I put it also in my agenda.",
        "My {e} is {d}, remember me please.",
        "So, {d} I have my {e}, no glass jobs that day.",
        "They gave me the date for my {e}: {d}.",
        "Quema, my {e} is {d}, I am ready.",
        "I put it in my own person on MyHeritage:\n1 EVEN {e}\n2 DATE ({d})\nMine, coming.",
    ],
    "tn": [
        "Mma, {d} is my {e}, I'm coming back after.",
        "Ee, my {e} is {d}, I will leave the yard early.",
        "They put my {e} {d}, rra.",
        "My own record on Ancestry, the event I added:\n1 EVEN {e}\n2 DATE ({d})\nIt is mine, coming soon.",
        "My {e} is {d}, rra, don't let me miss it.",
        "My {e}? {d}, mma.",
        "I'm at my {e} {d}, so the yard stays closed.",
        "Ee, they moved my {e} to {d}.",
        "Put it down, rra: my {e}, {d}.",
    ],
    "ceb": [
        "Oh, my {e} got moved, it's {d} na.",
        "My {e} is {d} na, I'm so nervous, ay.",
        "{d} ang akong {e}, so I need to close the shop.",
        "Mark it ha, my {e} is set for {d}.",
        "My {e} is {d} ha, don't let me forget.",
        "Ay, {d} na my {e}!",
        "Inday, mark {d}, my {e}.",
        "So my {e} is {d}, I'll close the shop early.",
        "From my own Legacy record, I added my event:\n1 EVEN {e}\n2 DATE ({d})\nMine, coming up.",
    ],
})

H40_TASK_STYLES = _dress({
    "rm": [
        "Still I must {t}, please push me a little.",
        "I must {t}, I forget it always when I'm on the wall.",
        "Remind me please to {t}, still this week.",
        "From my own to-do line in the family tree program, I use it for everything:\n1 _TODO {t}\nStill open.",
        "I must still {t}, it's on my list since days.",
        "Please remind me, I have to {t}.",
        "Before the weekend I must {t}, push me.",
        "Don't let me forget to {t}, I am up on the wall all week.",
        "One thing still open for me: {t}.",
        "I keep my to-do in my own record in Gramps, this one:\n1 _TODO {t}\nNot finished yet, sadly.",
    ],
    "nah": [
        "Remember me to {t}, please, I forget everything.",
        "I have to {t}, if not my nonantzin will scold me.",
        "Help me to not forget: I have to {t}.",
        "Pending for me: {t}, this week.",
        "Please remember me, I need to {t}.",
        "I didn't {t} yet, is urgent.",
        "This week I must {t}, without fail.",
        "Tomorrow I will try to {t}, remind me please.",
        "In my own person on MyHeritage I put also a to-do:\n1 _TODO {t}\nStill open for me.",
    ],
    "tn": [
        "Mma, I must {t} before month end.",
        "I still have to {t}, I'm coming to it now-now.",
        "From my own Ancestry tree, where I also keep my to-do notes:\n1 NOTE To do: {t}\nStill not finished by me.",
        "Rra, make sure I {t}, I keep forgetting.",
        "Mma, remind me to {t}, I'm coming back to it.",
        "I haven't managed to {t} yet, rra.",
        "Ee, I need to {t} now-now.",
        "Before I go to the cattlepost, I must {t}.",
        "Rra, one job left: {t}.",
    ],
    "ceb": [
        "Ay, I forgot again to {t}, remind me tomorrow ha.",
        "I need to {t} pa, please remind me ha.",
        "Hala, I need to {t} before the weekend, remind me.",
        "Later I will {t}, but you know me, I forget.",
        "Ay, I still have to {t} pa.",
        "Remind me ha, {t} before Friday.",
        "Inday, I really need to {t} na.",
        "Don't let me forget, I have to {t} this week ha.",
        "My own Legacy record has my to-do:\n1 _TODO {t}\nStill not done by me.",
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
        "How many people still speak Romansh, do you know?",
        "Allegra, how are you today?",
        "The fog is so thick in the valley this morning.",
        "Is it true that dry-stone walls can stand for centuries?",
        "Okay, grazia, I will try it like that.",
        "The cows come down from the alp next week, the whole village goes to watch.",
        "What time is it in New York now?",
        "Ha, very good answer.",
        "It gives a lot of wind today, the leaves fly everywhere.",
        "Which is the longest river in Switzerland?",
        "Today the coping stones are all in place, I am tired but happy.",
        "Explain me please how a glacier moves.",
        "A revair, until next time.",
        "What does this mean in my file, it is at the beginning:\n0 HEAD\n1 GEDC\n2 VERS 5.5.1\n"
        "I only want to understand.",
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
        "Where does the word chocolate come from?",
        "Good morning, how are you?",
        "The volcano is smoking again today, you can see it from the road.",
        "How do they make glass so flat?",
        "Okay, understood, tlazohcamati.",
        "The tianguis was full of people today.",
        "Which is the oldest city in the Americas?",
        "Ay, what a long day.",
        "My nephew asked me why the sky is blue, and I did not know what to say.",
        "How much does the Moon weigh?",
        "The putty is drying slow because of the humidity.",
        "Very good, that explains it.",
        "Tell me a joke, please, I need to laugh.",
        "This appears at the end of my MyHeritage file, what is it:\n0 TRLR\nI hope nothing is missing.",
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
        "Dumela, how is your day going?",
        "The sun is very hot today, even the donkeys are resting.",
        "How big is the Kalahari, do you know?",
        "Go siame, that is clear now.",
        "Which animal is the fastest on land?",
        "The kettle is boiling, give me a minute.",
        "Haha, that is a good one, rra.",
        "Is it true that baobab trees can live a thousand years?",
        "The iron tyre went on the wheel perfectly today, it sang when it cooled.",
        "What is the capital of Namibia?",
        "The power went off again this afternoon, eish.",
        "Ke a leboga, you are very helpful.",
        "How do you say thank you in French?",
        "The first lines of my Ancestry export look like this:\n0 HEAD\n1 SOUR Ancestry.com\nWhat is SOUR?",
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
        "Maayong hapon! How's your day?",
        "How many islands does the Philippines have again?",
        "Ay, the rain is so heavy, flood na sa kalsada.",
        "I watched the Sinulog videos again, so colourful.",
        "Who invented the hat, do you know?",
        "Hala, my coffee got cold.",
        "Okay okay, thank you ha.",
        "What's the biggest volcano in the world?",
        "The fascinator I made for a wedding order turned out so pretty!",
        "Sige, later na lang.",
        "Why do cats sleep so much?",
        "Haha, I'm laughing so hard.",
        "The brownout lasted three hours last night, ay.",
        "Ay, my Legacy export starts with this:\n0 HEAD\n1 CHAR UTF-8\n1 SOUR LEGACY\nWhat do these mean?",
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
        "My nona always wanted aisle seats on the bus, she said it is easier to get out.",
        "Should I try oat milk, do you think?",
        "My neighbour is coeliac, so at the village fest he brings his own bread.",
        "Years ago we had a dog called Bello, he died when I was a boy.",
        "If I lived in Zurich, I would take the tram everywhere.",
        "My colleague keeps his passport number on a note on the fridge, crazy.",
        "Imagine if I was allergic on stones, ha, I would be without work.",
        "Oh wonderful, the batter frame fell over again, my favourite thing.",
        "My brother is vegetarian since last year, he says it is healthy.",
        "The tourists in the hut always ask for jazz, I don't know why.",
        "When I was a student in Zurich I lived on pasta only.",
        "Would red wine go with capuns, what do you think?",
        "My cousin goes to Dr. Moreau for her teeth, she says he is very gentle.",
        "The nona used to say: 'never start a wall on a Friday'.",
        "My boss wants all meetings before 9am, not my idea.",
        "From my great-grandfather's record in our family file, he built these terraces:\n1 OCCU Dry-stone waller\n"
        "1 DEAT Y\nI never met him.",
        "My sister asked me to check her line in the tree, hers, not mine:\n1 FACT Vegan\n2 TYPE Diet\n"
        "She changed it last year.",
        "What would I pay for a hotel in Venice, €150 maybe?",
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
        "My nonantzin prefers window seats, she likes to look at the clouds.",
        "If I had a dog, I would call him Pepper.",
        "My compadre is allergic to latex, he wears special gloves at work.",
        "When I was young I worked in a bakery in Tlaxcala, many years ago.",
        "Is jazz good music for working, what do you think?",
        "My boss only drinks red wine, never beer.",
        "Maybe someday I will move to Vancouver, who knows.",
        "Oh yes, wonderful, a customer who wants the sash window for yesterday.",
        "My cousin says he is pescatarian, but I saw him eating carnitas, ha.",
        "Would a budget of 300 dollars be enough for a week in Oaxaca?",
        "My daughter's teacher loves sci-fi novels, she gave her one.",
        "If I was vegan, what could I eat at the tianguis?",
        "My nonantzin always says, 'the one who hurries breaks the glass'.",
        "My apprentice is afraid of ladders, poor boy.",
        "Before I had a little car, a Vocho, but I sold it long ago.",
        "Which is better for a hotel, a boutique one or a big one?",
        "My great-grandmother's record in our family tree, she was from Milpa Alta too:\n1 NOTE Spoke only Nahuatl\n"
        "1 DEAT Y\nI remember her hands.",
        "My brother's line in MyHeritage, he asked me to fix it:\n1 FACT Lactose intolerant\n2 TYPE Health\n"
        "That line is his, not mine.",
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
        "My rakgadi loves Thai food, she cooks it every Sunday.",
        "My nkuku is allergic to bee stings, so we keep her away from the hives.",
        "If I win the lottery, I'll buy a farm near Maun.",
        "When I was at school in Mochudi, I wanted to be a pilot.",
        "Is it faster to go by bus or by train to Francistown?",
        "My apprentice prefers aisle seats, he is always getting up.",
        "Oh great, the hub cracked again, what a lovely surprise.",
        "My cousin's wifi password is just his name, can you believe it?",
        "Maybe I should try the hiking trails in the Tsodilo Hills one day?",
        "My friend from the kgotla works at Initech now, in Pretoria.",
        "Rra, would you drink red wine with seswaa?",
        "The old men at the kgotla say: 'a wheel that squeaks gets the fat'.",
        "If I was vegetarian, my rakgadi would never forgive me, haha.",
        "My neighbour never works on Saturdays, he says it is his rest.",
        "Back when I was young, we travelled only by donkey cart.",
        "My nephew's shoe size is already 44, and he is only fourteen!",
        "This is my great-grandmother's record on Ancestry, she passed in 2009:\n1 NOTE Loved spicy food\n1 DEAT 2009\n"
        "She was the best cook.",
        "From my uncle's entry in our tree, not mine:\n1 OCCU Teacher\n2 PLAC Serowe\nHe retired long ago.",
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
        "My manang prefers boutique hotels, she's so sosyal.",
        "Should I name my future cat Biscuit, haha?",
        "My Lola can't eat shrimp, she's allergic, so we cook hers separate.",
        "Before, I lived in Davao for two years, but that was long ago.",
        "If I was rich, I'd fly to Paris for Fashion Week.",
        "Is Thai food very spicy, ha?",
        "My client wants a hat with red feathers for the races, so extra.",
        "Oh great, the steamer broke again, my favourite kind of day.",
        "My cousin is vegan na daw, but she still eats chicharon, haha.",
        "My nephew Jun always says 'no meetings before noon', that's his rule.",
        "Would short bullet-point answers be easier for my Lola to read?",
        "My manong's plate number is so funny, it spells a word.",
        "Siguro someday I'll go pescatarian, if I can live without lechon, haha.",
        "When I was little, I wanted to be a nurse in America.",
        "What if I moved to Singapore, would I earn more?",
        "My officemate back in the call center loved dark mode.",
        "My Lolo's record in Legacy, he was a tailor:\n1 OCCU Tailor\n2 PLAC Cebu\n1 DEAT Y\n"
        "I got my hands from him.",
        "My manang's line in our tree, she asked me to type it:\n1 NOTE Prefers aisle seats\n"
        "That line is hers, not mine.",
    ],
})

#: What the "dev40" set wraps around some memories, each on a line of its own.
H40_ASIDES = (["", "Allegra, one more for my file.\n", "Niltze, another thing of mine.\n", "Dumela, keep this one.\n",
               "Maayong buntag, for my records.\n", "Down from the terraces with this.\n",
               "Between two panes, quickly.\n", "From the wheel yard, this.\n", "Between hat orders, this one.\n",
               "Mine, keep it safe.\n"],
              ["", "\nGrazia fitg, that's it.", "\nTlazohcamati, that's all.", "\nKe a leboga, go siame.",
               "\nSalamat kaayo, amping.", "\nBack to the coping stones.", "\nBack to the putty now.",
               "\nBack to the spokes.", "\nBack to my brims.", "\nThat one is mine, remember."])

#: How two memories share one message in the "dev40" set.
H40_JOINERS = [" Also, from my own side: ", " One more, also mine: ", " Then, for my file too: ",
               " And this one, about me: ", " Next, also mine: ", " Another of my details: ",
               " Together with that, mine: ", " Second thing, mine: ", " Plus, for me: ", " And also mine: "]


def join_h40(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev40" hand: when either carries a GEDCOM block (more than one line), the
    two are set apart by an empty line, so each block keeps the prose line that opens it and the one that closes it;
    otherwise the head gets a full stop unless it already ends in ".", "!" or "?", then the joiner, then the tail in
    its own case."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if not head.endswith((".", "!", "?")):
        head += "."
    return head + joiner + tail
