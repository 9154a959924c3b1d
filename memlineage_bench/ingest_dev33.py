"""Wordings "dev33" (called "heldout33" until stop 40) of `memlineage bench ingest` (the ``H33_*`` constants), kept out of
``ingest.py``; ``ingest`` imports them and wires the set into its ``WORDING_SETS``.

A thirty-third hand (the helper session "held33"), written blind on 2026-12-05 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
CLI, the README (any of it), the docs, the issue tracker or any bench output or list of misses, and who did not run
any extractor, ``memlineage ingest``, ``bench ingest``, the classifier or any server on this set or on anything (only
the pure set tests and small renders of this set's own styles with sample values). What was read: the generator
(``ingest.py``: its vocabulary, ``_date``, ``_persona``, ``generate``, ``_paired``, ``Wording``, the comment blocks on
earlier sets and the wiring), the module of "heldout32" (for its shape: names, counts, comments, the joining function;
none of its phrasing copied), the set tests, and the two commits that added "heldout32" and its set tests (how a set
is wired and tested); beyond that, the one-line subjects of the newest five commits on this branch (``git log
--oneline``), which name earlier readings in a few words. To pick voices and a layout no earlier set had used, the
earlier modules were searched for a few words of each candidate with file names only as output (no line of them
read): Maltese, Hungarian, Icelandic, Vietnamese, Filipino, Korean, Swahili, Yoruba, Jamaican, Welsh, Singlish,
Finnish, Greek, Romanian, Czech, Polish, Portuguese, Nepali, Persian, Scouse, Geordie, Cajun, Quebec, Cornish,
Serbian, Ukrainian, Israeli, Italian, German, Swedish, a pilot and an air traffic controller (too close to a pilot),
a trucker and a lorry driver, a beekeeper, a sommelier, a florist, a stage manager, a butcher, a librarian, an
electrician, a bus driver, a firefighter, a park ranger, JSON objects (JSON lines were used), an exported chat or SMS,
a vCard, and a tab-separated spreadsheet row (too close to CSV) were all dropped that way as used or too close; a
Python REPL was dropped as too close to "heldout32"'s shell sessions. It was held out: the lead ran it at stop 37 after
ext24's readings and, before anyone read its misses, after ext25's, at stop 38 and after each later reading through
ext34's and ext35's at stop 40 (seven runs, at stops 37–40), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Georgian speaker's English: "gamarjoba" (hello), "madloba" / "didi madloba" (thanks / many thanks), "ki" (yes),
  "kargi" (good, okay), "vaime" (oh no!), "gaumarjos" (cheers), "nakhvamdis" (goodbye), "bebia" (grandma), the supra
  (the feast) and its tamada (toastmaster), khachapuri, khinkali, Tbilisi, Kutaisi, Batumi; "he" for a woman (no
  gender in Georgian pronouns), dropped articles ("when I was student"), "this day";
* an Albanian speaker's English: "tungjatjeta" (hello), "faleminderit" / "faleminderit shumë" (thanks), "po" (yes),
  "ore" (a filler, man!), "hajde" (come on), "shyqyr" (thank goodness), "mirupafshim" (goodbye), "gjyshja" (grandma),
  "nëna" (mother), byrek, raki, the xhiro (the evening stroll), Tirana, Durrës, Shkodër; "it pleases me" for "I
  like", "I am with allergy", "remember me to" for "remind me to", "put me meetings";
* a Haitian Creole speaker's English: "bonjou" / "bonswa", "sa k pase?" / "n ap boule" (what's up? / hanging in),
  "mèsi" / "mèsi anpil" (thanks a lot), "wi" (yes), "enben" (well), "Bondye bon" (God is good), "kenbe la" (hang in
  there), "manman", "grann" (grandma), "tonton" (uncle), konpa, griot, the Citadelle, Port-au-Prince, Jacmel; "me, I
  …", no "be" ("I allergic", "I not available"), "I go" for the future, "don't … nothing";
* a Zimbabwean (Shona) speaker's English: "mhoro" (hi), "ndatenda" / "maita basa" (thanks), "hongu" (yes), "maiwe"
  (oh my), "zvakanaka" (it's fine), "fambai zvakanaka" (go well), "ambuya" (grandmother), "mukoma" (elder brother),
  sadza, the kombi (minibus), Harare, Bulawayo, Mutare; "just now" (later), "now now" (at once), "is it?" (really?),
  "we are together?" (you follow?), "I'm coming" (back in a moment), "too nice", "my best" (my favourite);
* a midwife: "the labour ward", "the delivery suite", "a mum on my caseload", "the bleep", "on call", "a home
  visit", "postnatal visits", "a birth plan", "third stage", "a student midwife", "name bands";
* a piano tuner: "an upright", "a concert grand", "unisons", "beats", "the tuning fork", "A440", "a pitch raise", "the
  lever" (tuning lever), "hammers", "felts", "pins", "a sticking key", "the school hall piano", "my tuning round";
* a zookeeper: "my section", "the enclosure", "the giraffe house", "the night quarters", "the morning feed", "mucking
  out", "enrichment", "the keeper talk", "the day sheet", "diet sheets" (the animals'), "before the gates open", "the
  penguins", "the otters";
* a train driver: "booked on" / "booked off", "my diagram" (the day's turn of work), "an early turn", "a spare turn",
  "the cab", "the depot", "the mess room", "a signal at green", "a green aspect", "route knowledge", "right away",
  "rest day", "rostered";
* log lines from the user's own apps and devices, pasted in: a prose line ending in ":", then one or two log lines
  in one of four formats a user's own tools print (Python's logging, "2027-03-01 09:12:03,114 INFO notebot: …"; a
  bracketed one, "[2027-02-27 21:47:55] [info] pantry: …"; a journal/syslog line, "Mar 01 07:02:11 homehub
  profile[812]: …"; logfmt, "ts=2027-03-01T08:15:42Z level=info app=wallet …"), then a closing prose line; no empty
  line inside; a memory's value stands only in a log line's message, never in the prose around it, and no timestamp
  is a date or time a memory could be (late February or 1 March 2027, never at 7:30 or 8:30).

Small talk is hard but fair: greetings, thanks, moods, weather (rain in Tbilisi, a hot day in Tirana, rain in Harare at
last, a foggy run, a muddy day in the enclosures), a full kombi, three babies before breakfast, a cat asleep inside a
piano, the otters and a glove, a deer by the line, sign-offs in every voice ("Nakhvamdis", "Mirupafshim", "Kenbe la",
"Fambai zvakanaka"), log blocks that only say good morning (a routine, a backup, a weather script, a thirsty basil, a
doorbell, an uptime), questions about logs themselves, and general-knowledge questions in the same voices. Traps look
like memories and are not, and share their words: other people's tastes, allergies, diets, hours, days, budgets,
numbers and dates (a bebia, a gjyshja, a grann, an ambuya, a mum on the caseload, a student midwife, a customer, a
pianist, a keeper, a visitor, a mate in the cab, a passenger, a flatmate's profile on the shared hub, a colleague's
bot, a cousin in guest mode), past states with their end said (before in Kutaisi, in Shkodër, in Port-au-Prince, in
Mutare, the old ward, the piano shop, the reptile house, the old depot, a line removed from a profile, a year-old log
line), hypotheticals (a house in Durrës, a workshop in Krakow, the sleeper to Vienna), questions about the user's own
tastes, quoted rules, signs and examples (a tamada's rule, a café's sign, a church board, a market sign, a ward rule,
a concert hall's rule, an enclosure sign, a depot notice, a textbook's example, a training slide, an app's docs), and
jokes (allergic to housework, to waking up early, to paperwork, to leaves on the line; a diet of raki and byrek, of
sadza, of what the goats leave).

Two memories share a message about a third of the time (:data:`H33_JOINERS`, :func:`join_h33`); some memories carry
an aside (:data:`H33_ASIDES`, each on a line of its own, so a log block's opening prose line stays at the start of one
and its closing line at the end of one). Every style reads as its writer would put it (the learners' grammar
included) for every value of its placeholders and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H33_ASIDES", "H33_CONSTRAINTS", "H33_EVENT_STYLES", "H33_FACT_STYLES", "H33_JOINERS", "H33_PREF_STYLES",
           "H33_SMALLTALK", "H33_TASK_STYLES", "H33_TRAPS", "join_h33"]

H33_PREF_STYLES = [
    # Georgian speaker
    "Gamarjoba! For me {v} is number one, always was.",
    "Kargi, I tell you honestly: I love {v}, very much.",
    "Ki, ki, {v}, this is what I choose.",
    "Didi madloba for asking, my choice is {v}.",
    "My bebia, he says I am too stubborn, but {v} is my favourite.",
    "{V}, gaumarjos! For me nothing is above it.",
    # Albanian speaker
    "Tungjatjeta! It pleases me very much {v}, the most.",
    "Po, po, {v} for me, every single time.",
    "Ore, what can I say, I choose {v} always.",
    "Faleminderit that you ask, I prefer {v}.",
    "Gjyshja laughs at me, but {v} is my favourite thing.",
    "{V}? Shyqyr there is this, I love it.",
    # Haitian Creole speaker
    "Bonjou! Me, I love {v}, anpil anpil.",
    "Wi, {v}, that is my thing.",
    "Enben, if I choose, I choose {v}.",
    "Mèsi for asking, {v} is what I prefer.",
    "Manman always know it: {v} for me.",
    "{V}, Bondye bon, nothing better for me.",
    # Zimbabwean (Shona) speaker
    "Mhoro! I'm telling you, {v}, that's my best.",
    "Hongu, {v}, that one is my favourite, we are together?",
    "Maiwe, I really love {v}, it's too nice.",
    "Maita basa for asking, I go for {v} always.",
    "Ambuya used to tease me, but {v} is still my favourite.",
    "{V}, ndatenda. That's what I like most.",
    # midwife
    "After a night on the labour ward, all I want is {v}.",
    "Delivery suite's quiet, so here's one about me: I love {v}.",
    "Between deliveries I still dream of {v}.",
    "Every mum on my caseload hears about my love of {v}.",
    "Off the bleep at last, and it's {v} for me.",
    "I'd pick {v} over a calm third stage, and that's saying something.",
    # piano tuner
    "Like a good unison, no beats in it: I love {v}.",
    "After four uprights in a day, give me {v}.",
    "Tuning fork says A440, and my heart says {v}.",
    "Perfectly in tune with me: {v}.",
    "Pitch raise or not, I'll always go for {v}.",
    "The hammers, the felts, the pins, and then {v}, my favourite thing.",
    # zookeeper
    "After mucking out the giraffe house, it's {v} for me.",
    "My section's fed and I'm thinking of {v}, my favourite.",
    "Like enrichment for a keeper: {v}, I love it.",
    "The penguins have their fish, I have {v}.",
    "Before the gates open, I'm already dreaming of {v}.",
    "Every keeper talk, I sneak in how much I like {v}.",
    # train driver
    "Booked off at last, and it's {v} for me.",
    "Signal's green for {v}, always my pick.",
    "In the cab or out of it, I prefer {v}.",
    "Rest day treat: {v}, every time.",
    "My route knowledge covers one thing best: I love {v}.",
    "End of my diagram, then {v}, that's me.",
    # log lines from the user's own apps and devices
    "My notes bot logged it when I told it:\n"
    "2027-03-01 09:12:03,114 INFO notebot: saved for owner (me): favourite = {v}\n"
    "It's my own bot, so that's about me.",
    "From my home hub's log this morning:\nMar 01 07:02:11 homehub profile[812]: owner preference updated -> {v}\n"
    "I set that one myself.",
    "My pantry app's log, after I filled in my profile:\n[2027-02-27 21:47:55] [info] pantry: profile saved\n"
    "[2027-02-27 21:47:55] [info] pantry: likes: {v}\nAll my own answers.",
    "Straight out of my self-hosted journal's log:\n"
    "ts=2027-03-01T08:15:42Z level=info app=journal user=me msg=\"tagged favourite\" item=\"{v}\"\nThat tag is mine.",
    "My watch synced my profile, look:\nMar 01 06:58:40 laptop watchsync[2211]: pulled profile for me\n"
    "Mar 01 06:58:41 laptop watchsync[2211]: top pick: {v}\nThe watch knows me too well.",
    "The recommender I wrote for myself printed this:\n2027-02-28 19:04:09,551 DEBUG picker: scores computed for me\n"
    "2027-02-28 19:04:09,552 INFO picker: winner = {v}\nAnd it's right.",
    "Found it in my assistant's log from last night:\n[2027-02-28 22:16:03] [notice] memo: me: I prefer {v}\n"
    "Yes, that's still me.",
]

H33_CONSTRAINTS = {
    "allergy": [
        "Gamarjoba, important: I am allergic to {a}, very bad.",
        "{A}, vaime, no! I have allergy.",
        "Kargi, please remember, for me {a} is forbidden, allergy.",
        "Ore, I am with allergy to {a}, so no.",
        "Po, it is true, {a} make me allergic, faleminderit that you remember.",
        "Tungjatjeta, one important thing: allergic to {a}, me.",
        "Me, I allergic to {a}, for real.",
        "Enben, {a}, non, I get allergy bad.",
        "Mèsi anpil for remembering: I allergic to {a}.",
        "Mhoro, please note, I'm allergic to {a}, it's serious.",
        "Maiwe, {a} and me, we are not friends, I'm allergic.",
        "I'm allergic to {a}, so if I see it I move away now now.",
        "I check every mum for allergies, so here's mine: {a}.",
        "I'm allergic to {a}, and the ward has it on my staff record too.",
        "Write it on my band like I'd write a mum's: allergic to {a}.",
        "I'm allergic to {a}, I tell every customer before a tuning.",
        "{A}? Not for me, I'm allergic, tuning fork or no tuning fork.",
        "Allergic to {a}, me, as sure as A is 440.",
        "I'm allergic to {a}, and I tell the vet round every time.",
        "The diet sheets are for the animals, but mine says: allergic to {a}.",
        "Allergic to {a}, me, the keepers' first aid box has a note about it.",
        "I'm allergic to {a}, it's on my depot medical.",
        "Red signal for {a}: I'm allergic.",
        "Allergic to {a}, that's me, in the cab or at home.",
        "My health app logged it when I set it up:\n"
        "2027-02-26 20:11:37,904 WARNING health: allergy on file for me: {a}\n"
        "So please be careful.",
        "From the home hub, after I added my details:\nMar 01 07:05:19 homehub profile[812]: allergy (owner) = {a}\n"
        "That's me, not a guest.",
        "My recipe app's log warned me again:\n"
        "[2027-02-28 18:32:10] [warn] recipes: skipped a dish, contains {a} (my allergy)\nIt does that every week.",
    ],
    "diet": [
        "I am {d}, so at the supra I ask about every dish.",
        "Ki, I am {d}, this is important for restaurants.",
        "Kargi, remember: {d}, me.",
        "I am {d}, so the byrek I choose carefully.",
        "Po, I am {d}, write it down, ore.",
        "Faleminderit, and for food: {d}.",
        "Me, I {d}, so I check the food first.",
        "Enben, I {d} now, you remember that.",
        "Wi, {d}, that's me at the table.",
        "I'm {d}, so at a braai I'm the difficult one.",
        "Hongu, {d}, write it down, we are together?",
        "Maita basa, and please remember I'm {d}.",
        "I'm {d}, so the ward's biscuit tin is mostly a no.",
        "Long nights on the delivery suite, and I stay {d} through all of them.",
        "I'm {d}, write that down like a birth plan.",
        "I'm {d}, so when a customer offers cake I ask first.",
        "Being {d} on the road between tunings takes planning.",
        "Strictly {d}, me, steady as a tuned unison.",
        "I'm {d}, unlike half my animals.",
        "I write diet sheets all day, and mine says {d}.",
        "I'm {d}, so the staff barbecue is tricky for me.",
        "I'm {d}, so the depot canteen barely does for me.",
        "Booked on for eight hours and {d} the whole way, I pack my own.",
        "I'm {d}, end of the line.",
        "My meal planner logged it:\n2027-02-27 12:01:45,230 INFO mealplan: diet for me set to {d}\nMy own setting.",
        "Pantry app, last week:\n[2027-02-22 19:40:02] [info] pantry: profile diet: {d}\n"
        "[2027-02-22 19:40:02] [info] pantry: shopping list rebuilt\nMy diet, set by me.",
        "From my shopping bot's log:\n"
        "ts=2027-03-01T10:02:17Z level=info app=shopbot user=me msg=\"diet filter on\" diet=\"{d}\"\n"
        "I switched that on for myself.",
    ],
    "hours": [
        "Gamarjoba, no calls after {t}, I am with family then.",
        "Vaime, a meeting before {t}? No, my head is not working yet.",
        "Kargi, after {t} my phone is silent, no calls.",
        "Ore, before {t} don't put me meetings.",
        "After {t} I make xhiro, no calls please.",
        "Po, from {t} I stop, no calls after that.",
        "Me, I don't take calls after {t}, non.",
        "Enben, before {t} you don't book me nothing.",
        "After {t} I rest, kenbe la, no calls.",
        "Please, no meetings before {t}, I'm still in the kombi.",
        "After {t} I switch my phone off, no calls, we are together?",
        "Before {t}, maiwe, don't book me anything.",
        "No calls after {t} unless you're in labour.",
        "Don't book me before {t}, I'm still doing postnatal visits.",
        "Nothing before {t}, I'm still writing up my notes from the night.",
        "No tunings and no meetings before {t}, my ears aren't awake.",
        "After {t} I put the tuning lever down, no calls.",
        "Before {t} I can't, I'm at the school hall pianos.",
        "Nothing before {t}, I'm doing the morning feeds.",
        "After {t} I'm locking up the night quarters, no calls.",
        "Before {t} I'm mucking out, so don't book me.",
        "No meetings before {t}, I'm booked on early.",
        "After {t} my phone goes in the locker, I'm resting for an early diagram.",
        "Don't put anything before {t} in my diary, I'm in the cab.",
        "My phone's focus mode logged it:\nMar 01 06:45:02 phone focusd[301]: quiet hours for me: no calls after {t}\n"
        "I set it myself.",
        "From my calendar bot:\n2027-02-26 17:22:48,016 INFO calbot: rule added (mine): no meetings before {t}\n"
        "It's my rule, so keep it.",
        "The smart speaker logged my do-not-disturb:\n"
        "[2027-02-28 20:05:33] [info] speaker: dnd owner: calls off after {t}\n"
        "[2027-02-28 20:05:33] [info] speaker: rule active\nThat's how I want it.",
    ],
    "budget": [
        "Gamarjoba, my maximum is {m}, not more.",
        "Vaime, more than {m} is too much for me.",
        "Kargi, {m}, this is my limit.",
        "Ore, {m} and stop, more I don't give.",
        "Po, up to {m} I can, not more.",
        "Faleminderit, but over {m} is not possible for me.",
        "Me, I can't pass {m}, that's my limit.",
        "Enben, {m} max, mèsi.",
        "Wi, keep it under {m}, please.",
        "Maiwe, anything above {m} is too much for me.",
        "My budget is {m}, no more, we are together?",
        "Hongu, {m} is the ceiling, ndatenda.",
        "On a midwife's pay, {m} is the most I can do.",
        "{m} at the very most, I've worked enough nights for it.",
        "Keep it to {m}, I'm a midwife, not a millionaire.",
        "{m} is my limit, and I tuned a lot of pianos for it.",
        "No more than {m}, keep it in tune with my wallet.",
        "I'll spend up to {m}, not one note over.",
        "{m} is my cap, keepers aren't paid like vets.",
        "Up to {m}, a keeper's wage doesn't stretch further.",
        "Keep it under {m}, my section's not the only thing that eats.",
        "{m} tops, driver's wage or not.",
        "Budget: {m}, and I'm not running past that signal.",
        "Keep it at {m} or below, it's my money, not the railway's.",
        "My budget app printed this when I set it:\n"
        "ts=2027-02-28T09:30:11Z level=info app=wallet user=me msg=\"limit set\" limit=\"{m}\"\nMy own limit.",
        "From my spending tracker:\n2027-03-01 08:01:59,774 WARNING tracker: my cap is {m}, stay under\n"
        "It nags me, so nag me too.",
        "The bank export script I run logged:\nMar 01 07:41:26 laptop budget[1409]: monthly cap (me): {m}\n"
        "Mar 01 07:41:26 laptop budget[1409]: done\nThe cap is my own.",
    ],
    "days": [
        "{W}s I am not free, never.",
        "Gamarjoba, on {w}s please nothing, I am busy.",
        "Vaime, {w}? No, this day I am never available.",
        "Ore, {w}s no, I am always busy.",
        "On {w} I can't, po, every week.",
        "{W}s are for nëna, so I am not free.",
        "Me, {w}s I not available, never.",
        "Enben, {w}s is my family day, no booking.",
        "Wi, every {w} I busy, don't plan nothing.",
        "{W}s I'm never free, ndatenda for understanding.",
        "On {w}s I'm not around, maiwe, every week.",
        "Hongu, {w}s are a no for me.",
        "{W}s I'm on call, so nothing else then.",
        "I never book anything on {w}s, that's my clinic day.",
        "Not on {w}s, I'm doing home visits all day.",
        "{W}s I tune at the concert hall, so I'm never free.",
        "No bookings on {w}s, that's my workshop day.",
        "I'm never available on {w}s, pianos all day.",
        "{W}s I'm on the big cats, so I'm not free.",
        "Never on {w}s, that's our busiest feeding day.",
        "I don't do anything on {w}s, that's my long shift.",
        "{W}s I'm always rostered, so count me out.",
        "Nothing on {w}s, I'm on the early diagram every week.",
        "I'm never free on {w}s, the railway owns those.",
        "My roster script logged it:\n2027-02-27 16:48:02,338 INFO roster: my unavailable day: {w}\n"
        "It's the same every week.",
        "From the family calendar hub:\nMar 01 07:10:44 homehub calendar[902]: blocked for owner every {w}\n"
        "That's me blocked, nobody else.",
        "My booking bot refused one, see:\n[2027-02-28 11:26:19] [warn] bookbot: declined, I'm never free on {w}s\n"
        "Good bot.",
    ],
}

H33_FACT_STYLES = [
    # Georgian speaker
    "Gamarjoba, my {n} is {v}.",
    "Ki, {n}: {v}, this is mine.",
    "Please write my {n}, it is {v}, madloba.",
    "Kargi, you will need my {n}: {v}.",
    # Albanian speaker
    "Ore, my {n}? {v}.",
    "Po, the {n} of mine is {v}.",
    "Write it, faleminderit: {n} {v}.",
    "Shyqyr I remember it: my {n} is {v}.",
    # Haitian Creole speaker
    "Me, my {n} is {v}.",
    "Enben, {n}: {v}, that's mine.",
    "Wi, {v}, that's my {n}.",
    "Mèsi, and my {n} is {v}.",
    # Zimbabwean (Shona) speaker
    "Mhoro, my {n} is {v}.",
    "Hongu, take my {n}: {v}.",
    "Please note it now now: my {n}, {v}.",
    "Maita basa, and my {n}? It's {v}.",
    # midwife
    "Like I'd put it in the notes: {n}, {v}. Mine this time.",
    "My {n} is {v}, write it down before my bleep goes.",
    "Off the ward for a minute: my {n} is {v}.",
    "My {n}: {v}, checked like a name band on a newborn.",
    # piano tuner
    "My {n} is {v}, true as a tuning fork.",
    "{v}, that's my {n}, no beats, no doubt.",
    "For my customer file, my own: {n} {v}.",
    "Between two uprights, quickly: my {n} is {v}.",
    # zookeeper
    "My {n} is {v}, as sure as feeding time.",
    "{v} is my {n}, keeper's honour.",
    "Quick one before the keeper talk: {n}, {v}.",
    "For the record, the keeper's own record: {n} {v}.",
    # train driver
    "My {n} is {v}, right away.",
    "{v}, that's my {n}, clear as a green aspect.",
    "Booked off, so here: my {n} is {v}.",
    "Driver's details, mine: {n} {v}.",
    # log lines
    "My profile sync logged it:\n2027-02-26 21:03:12,487 INFO profile: my {n} = {v}\nThat's right, that's mine.",
    "From my home hub's log:\nMar 01 07:08:57 homehub profile[812]: owner {n}: {v}\nSet it up myself.",
    "My notes vault's audit log shows it:\n[2027-02-28 14:52:40] [info] vault: field '{n}' for me: {v}\n"
    "So that's my real one.",
    "The bot I keep my details in logged:\n"
    "ts=2027-03-01T09:44:05Z level=info app=memo user=me msg=\"saved\" field=\"{n}\" value=\"{v}\"\nAll mine.",
]

H33_EVENT_STYLES = [
    # Georgian speaker
    "Gamarjoba, write it: {e}, {d}.",
    "Vaime, {d} is my {e}, I am worried a little.",
    "Kargi, my {e} falls {d}.",
    "I have {e} {d}, madloba that you keep it.",
    # Albanian speaker
    "Ore, {d} I have my {e}.",
    "Po, the {e} is {d}, shyqyr finally.",
    "Faleminderit, remember: {e} {d}.",
    "My {e}? It is {d}, not long now.",
    # Haitian Creole speaker
    "Me, I got my {e} {d}.",
    "Enben, {d} is the {e}, don't let me forget.",
    "Wi, my {e}, {d}, Bondye bon.",
    "Mèsi, note it: {e}, {d}.",
    # Zimbabwean (Shona) speaker
    "Mhoro, my {e} is {d}.",
    "Hongu, {d}, that's my {e}.",
    "Maiwe, the {e} is {d}, it's close now.",
    "Please remember, {E} is {d}, ndatenda.",
    # midwife
    "Swapped a night on the ward for it: {e}, {d}.",
    "My {e} is {d}, so I'm off the on-call list.",
    "{E}, {d}, even the babies will have to wait.",
    "Off the rota for my {e}, {d}.",
    # piano tuner
    "No tunings booked {d}, it's my {e}.",
    "My {e} is {d}, the pianos can drift till then.",
    "{E}: {d}, in my diary between two tunings.",
    "Cleared my tuning round for my {e}, {d}.",
    # zookeeper
    "Someone else feeds the penguins {d}, it's my {e}.",
    "My {e} is {d}, the keepers are covering me.",
    "{E}, {d}, after the morning feed.",
    "Off the day sheet {d} for my {e}.",
    # train driver
    "Booked off {d} for my {e}.",
    "My {e} is {d}, no diagram for me that day.",
    "{E}, {d}, the depot knows.",
    "Rest day swapped so I can make it: {e}, {d}.",
    # log lines
    "My calendar bot logged it:\n2027-02-27 10:14:26,905 INFO calbot: added for me: {e}, {d}\nSo that's booked.",
    "From my home hub:\nMar 01 07:12:30 homehub reminders[903]: owner event: {E} ({d})\nCan't miss that one.",
    "My reminder app's log:\n[2027-02-28 16:03:51] [info] remind: new item\n"
    "[2027-02-28 16:03:51] [info] remind: my {e} is {d}\nAll set.",
    "The scheduler I run for myself printed:\n"
    "ts=2027-03-01T09:58:23Z level=info app=agenda user=me msg=\"event stored\" what=\"{e}\" when=\"{d}\"\nThat's me.",
]

H33_TASK_STYLES = [
    # Georgian speaker
    "Kargi, I need to {t}, tell me again tomorrow.",
    "Vaime, I forgot again, I have to {t}.",
    "Ki, this is for me to do: {t}.",
    "Please, you push me, I should {t}.",
    # Albanian speaker
    "Ore, I must {t}, remind me.",
    "Hajde, I have to {t} this week.",
    "Po, for me a job: {t}.",
    "Faleminderit if you remember me to {t}.",
    # Haitian Creole speaker
    "Me, I got to {t}, remind me.",
    "Enben, I go {t}, don't let me forget.",
    "Wi, I need to {t}, push me.",
    "Mèsi if you tell me to {t}.",
    # Zimbabwean (Shona) speaker
    "Please remind me just now to {t}.",
    "Maiwe, I still need to {t}.",
    "Hongu, I must {t}, we are together?",
    "Mhoro, one job for me: {t}.",
    # midwife
    "After my shift on the ward I need to {t}.",
    "Between two births, remind me to {t}.",
    "Before I'm back on call: {t}.",
    "Put it on my list, next to the birth plans: {t}.",
    # piano tuner
    "Between tunings, remind me to {t}.",
    "Before my next pitch raise I must {t}.",
    "Once the lever's back in the case, I need to {t}.",
    "Sticky key on my to-do list: {t}.",
    # zookeeper
    "After the evening feed I need to {t}.",
    "Before the gates open tomorrow: {t}.",
    "Remind me, between the penguins and the giraffes, to {t}.",
    "On my day sheet, mine not the animals': {t}.",
    # train driver
    "Once I'm booked off tonight I need to {t}.",
    "Before my next early turn: {t}.",
    "Remind me at the depot to {t}.",
    "Spare turn today, so remind me to {t}.",
    # log lines
    "My todo bot logged it:\n2027-03-01 09:20:44,118 INFO todobot: new task for me: {t}\nStill open.",
    "From the home hub's log:\nMar 01 07:15:06 homehub reminders[903]: owner todo added: {t}\nRemind me too.",
    "My task app, this morning:\n[2027-03-01 08:47:13] [notice] tasks: overdue (mine): {t}\nI keep putting it off.",
    "The errand tracker I run logged:\n"
    "ts=2027-03-01T10:05:39Z level=info app=errands user=me msg=\"open\" task=\"{t}\"\nThat errand belongs to me.",
]

H33_SMALLTALK = [
    # Georgian speaker
    "Gamarjoba! You are well today?", "Didi madloba, you helped me a lot.", "Nakhvamdis, see you later!",
    "Vaime, what rain in Tbilisi today.", "Gaumarjos, it's Friday!", "Kargi, kargi, I understand now.",
    "How old is the Georgian alphabet, do you know?", "Khachapuri for lunch, I am happy now.",
    "Ki, this is very funny.",
    # Albanian speaker
    "Tungjatjeta! How is it going?", "Faleminderit shumë, very kind.", "Mirupafshim, talk later!",
    "Ore, what a hot day in Tirana.", "Shyqyr, the week is over.", "Po, po, I understand you.",
    "How many castles are in Albania, you know?", "We made the xhiro, now I am tired.", "Hajde, let's continue.",
    # Haitian Creole speaker
    "Bonjou! Sa k pase?", "N ap boule, and you?", "Mèsi anpil, that help me.",
    "Bonswa, I'm back.", "Enben, long day today.", "How tall is the Citadelle Laferrière?",
    "Konpa on the radio, I feel good.", "Kenbe la, talk soon!", "Wi, that one is funny.",
    # Zimbabwean (Shona) speaker
    "Mhoro! How is everything on your side?", "Ndatenda, that was helpful.", "Maiwe, the kombi was so full today.",
    "I'm coming, let me make tea.", "Is it? I didn't know that.", "How big is Victoria Falls, actually?",
    "Zvakanaka, no problem.", "Rain in Harare at last.", "Fambai zvakanaka, bye!",
    # midwife
    "Three babies before breakfast, hello!", "Cheers, lovely, that helps.", "Quiet night on the ward, for once.",
    "My feet after that shift, I can't even.", "How many babies are born every minute in the world?",
    "Tea's gone cold again, classic ward life.", "Off to sleep, night night.",
    "The bleep went off mid-sentence, sorry.", "Smashing, ta muchly.",
    # piano tuner
    "Morning! Four pianos today.", "Thanks, that's spot on.", "A cat slept inside a piano I tuned today.",
    "How many strings does a grand piano have?", "My ears are tired after all those unisons.", "Nice one, cheers mate.",
    "Rained on me between two jobs.", "Right, off to the next upright, bye.",
    "That piano hadn't been tuned since the eighties.",
    # zookeeper
    "Morning! The penguins were noisy today.", "Thanks, you're a legend.", "The giraffe licked my hat again.",
    "How long do tortoises live, really?", "Muddy day in the enclosures.", "Keeper talk went well, big crowd.",
    "Knackered, the gates just closed.", "Nice, ta for that.", "The otters stole my glove, honestly.",
    # train driver
    "Morning, just booked off.", "Cheers, that's handy.", "Signals were kind today.",
    "Why do trains have such loud horns?", "Foggy run this morning.", "Long diagram today, I'm tired.",
    "Thanks, that'll do nicely.", "Right, off to the depot.", "Saw a deer by the line this morning.",
    # log lines
    "My home hub said good morning:\nMar 01 06:31:00 homehub routine[455]: good morning, lights on, kettle on\n"
    "Nice touch, I think.",
    "Backup finished overnight, look:\n2027-03-01 03:00:12,004 INFO backup: done, 0 errors\nSmall victories.",
    "My weather script is pessimistic:\nts=2027-03-01T07:00:05Z level=info app=weather msg=\"rain all day\"\n"
    "Umbrella it is.",
    "My plant sensor is dramatic:\n[2027-02-28 15:20:41] [warn] plants: basil is thirsty\nWatered it, calm down.",
    "The doorbell logged a visitor:\nMar 01 11:02:37 homehub doorbell[614]: motion at front door\n"
    "It was the neighbour's cat.",
    "Look at this uptime brag:\n2027-03-01 09:00:00,000 INFO server: up 64 days\nNot bad for an old laptop.",
    "What does a DEBUG line mean in a log?", "Why do logs use UTC?", "Is it normal for log files to be this big?",
    "What's logfmt, anyway?",
]

H33_TRAPS = [
    # Georgian speaker
    "My bebia is allergic to walnuts, not me.",
    "Before, in Kutaisi, I was working at Hooli, now not any more.",
    "If I move to Batumi, maybe I will swim every day. But I don't move.",
    "My brother likes aisle seats, for me it is all the same.",
    "Do I like red wine or white? Vaime, I never decided.",
    "At the supra, the tamada says 'no one leaves before midnight'. That is the tamada's rule, not my rule.",
    "My colleague Nino has her job interview next Tuesday, I am helping him.",
    "When I was student, my budget was £90 for whole month, imagine.",
    "Joke in my family: I am allergic to housework.",
    "In the English textbook: 'My phone number is +44 7700 123123.' Only example.",
    "Khachapuri or khinkali, which is better? Impossible question.",
    # Albanian speaker
    "Gjyshja is coeliac, so at home we make her byrek without flour.",
    "Ore, my cousin works at Initech, not me.",
    "If I win the lottery, I buy a house in Durrës by the sea.",
    "Before, when I lived in Shkodër, I had a dog called Biscuit, but not now.",
    "Do I prefer trains or planes? Hajde, I never thought.",
    "The sign at the café in Tirana says 'no smoking after 10 am'. Café rule.",
    "My uncle never takes calls after 6pm, very strict man.",
    "Joke from my friends: my diet is only raki and byrek.",
    "My neighbour pays €1,200 for rent, crazy.",
    "Would I like sci-fi novels? I never read one.",
    "My sister's dentist appointment is tomorrow, she is scared, not me.",
    # Haitian Creole speaker
    "My grann allergic to shellfish, not me.",
    "My tonton works at Acme Labs, me I don't.",
    "If I go back to Jacmel, maybe I open a small restaurant.",
    "Before, in Port-au-Prince, I was vegetarian, but that's finish.",
    "Do I like jazz or konpa more? Enben, hard question.",
    "My friend's flight to Rome is next Monday, she is excited.",
    "The church board says 'no events on Saturday'. That's their rule.",
    "Joke from my cousin: I'm allergic to waking up early.",
    "My manman's phone number changed, she always forget the new one.",
    "Hotel with only ten rooms, is that nice? I never tried it, me.",
    "In the English class example: 'My car plate is KL-204-RM.' Just an example.",
    # Zimbabwean (Shona) speaker
    "My ambuya is allergic to penicillin, not me.",
    "My mukoma works at Vandelay, I don't.",
    "If I moved to Bulawayo, I'd take the train every weekend, but I'm staying.",
    "Back in Mutare I was pescatarian for a year, that's over now.",
    "Do I like spicy food? Is it? I'm not even sure.",
    "Sign at the market: 'no credit on Fridays'. The market's rule.",
    "My boss only does meetings after 9am, that's him.",
    "Joke at home: my diet is sadza three times a day.",
    "My cousin's budget for his wedding is $200, maiwe.",
    "Would I enjoy hiking trails? I've never tried one.",
    "My friend's dog is called Luna, she's very naughty.",
    # midwife
    "A mum on my caseload is allergic to latex, so I switched gloves.",
    "My student midwife is vegan, so the ward biscuits changed.",
    "If I went to work in Vienna, I'd learn German properly.",
    "Back on my old ward I never had a break before noon.",
    "Birth plan from a mum: 'jazz in the delivery room please'. Her preference, lovely.",
    "Morning meetings, do I like them? No idea, I'm always asleep then.",
    "The ward rule says 'no visitors after 8pm'. Not mine.",
    "Joke on the ward: I'm allergic to paperwork.",
    "A dad gave me his phone number, +44 7700 900111, for the birth notes.",
    "How many hours is a normal first labour?",
    "My manager has a car service tomorrow, so she's working from home.",
    # piano tuner
    "A customer's cat is allergic to me, I swear.",
    "The concert hall's rule: 'no tuning after 6pm'. Theirs, not mine.",
    "If I had a workshop in Krakow, I'd restore old uprights all day.",
    "Back when I worked for a piano shop I earned €150 a week.",
    "Am I a dark mode person? My phone picked it, not me.",
    "A customer's dog, Pepper, howls at every A I play.",
    "A school wants their piano tuned on a budget of £90, they wish.",
    "Joke in the trade: I'm allergic to pianos left by the radiator.",
    "Is it true pianos go flat in winter?",
    "My old boss lived in Berlin, not me.",
    "A pianist told me she prefers window seats on tour. Her thing.",
    # zookeeper
    "One of our keepers is allergic to cats, and he works with tigers.",
    "The giraffes' diet sheet says no bread. That's for them.",
    "If I worked at a zoo in Lisbon, I'd be on the penguins.",
    "Back when I did the reptile house I never left before 7:30 pm.",
    "Sign on the enclosure: 'Do not feed after noon'. Zoo rule.",
    "The new keeper is vegan, he won't even carry the fish bucket.",
    "Thai food, would I enjoy it? Never tried it, honestly.",
    "A visitor read out her passport number by accident, X4433221. Obviously that number is hers.",
    "Joke at the zoo: my diet is whatever the goats leave.",
    "How many hours a day do lions sleep?",
    "The keeper talk script says 'our oldest tortoise is called Max'. That's the tortoise.",
    # train driver
    "My mate in the cab is allergic to peanuts, so the mess room is nut-free now.",
    "The depot notice says 'no swaps on Sundays'. Management's rule.",
    "If I drove the sleeper to Vienna, I'd never see daylight.",
    "When I was a guard, I never got Mondays off.",
    "A passenger told me he loves trains over planes. His view.",
    "Do I actually enjoy video calls? No idea, I'm always in the cab.",
    "My old depot was in Porto, I moved on years ago.",
    "Joke in the mess room: I'm allergic to leaves on the line.",
    "Training slide example: 'Employee ID E-12345'. Not mine, it's on every slide.",
    "Why do trains slow down for leaves?",
    "My colleague's team offsite is next Friday, lucky him.",
    # log lines
    "My flatmate's profile on our shared hub:\nMar 01 07:20:18 homehub profile[812]: user teo: allergy = peanuts\n"
    "That's Teo's, not mine.",
    "Sample output from the app's docs:\n2027-01-01 00:00:00,000 INFO demo: passport number = X0000000\n"
    "Just the docs' example.",
    "Cleaned up an old setting:\n[2027-02-25 19:11:02] [info] pantry: removed diet 'vegetarian' from my profile\n"
    "I'm not vegetarian now.",
    "The hub's guest mode logged:\nMar 01 12:40:09 homehub guest[990]: guest prefers window seats\n"
    "That was my cousin staying over.",
    "Can someone explain this warning:\nts=2027-03-01T09:10:00Z level=warn app=wallet msg=\"limit missing\"\n"
    "What limit is it on about?",
    "My colleague's bot log, I was debugging it:\n"
    "2027-02-28 13:37:21,220 INFO calbot: no meetings before 10 am for ana\nAna's rule, not mine.",
    "Old line from last year's log:\n[2026-03-02 08:05:55] [info] profile: city = Dublin\n"
    "I moved away from Dublin ages ago.",
    "Is it safe to keep personal stuff in log files?", "What does level=warn mean?",
    "If I logged every snack I ate, the disk would be full.",
    "The status page says 'maintenance every Sunday'. That's the provider's schedule.",
]

#: What the "dev33" set puts around some memories: each on a line of its own, so a log block's opening prose line
#: stays at the start of one and its closing line at the end of one.
H33_ASIDES = (["", "One more thing about me.\n", "Right, something to keep.\n", "Before it slips my mind.\n",
               "Worth saving, this one.\n", "A small one for you.\n", "Okay, noting this down with you.\n",
               "This is about me, for the record.\n", "Hello once more.\n", "Got a second? Here goes.\n"],
              ["", "\nThat's everything, I think.", "\nThanks for holding on to it.", "\nCheers for that one.",
               "\nNothing more for now.", "\nAll yours to keep.", "\nThat's all from my side.", "\nMuch appreciated.",
               "\nGood, that's saved then.", "\nOff I go now."])

#: How two memories share one message in the "dev33" set (about a third of its real turns are paired).
H33_JOINERS = [" Also, mine: ", " One more while I'm here: ", " Plus, from me: ", " And another about me: ",
               " Next one about me: ", " Add this to it: ", " Same breath, also: ", " Oh, and mine too: ",
               " Stacked on top, mine: ", " Last one for now: "]


def join_h33(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev33" hand: a log block on either side stands apart from the other
    memory by an empty line, so each keeps its opening and closing prose lines; otherwise the joiner follows a full
    stop (added when the head ends in a word, a value, a bracket or a quote), and the second memory keeps its own
    case."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if not head.endswith((".", "!", "?", ":")):
        head += "."
    return head + joiner + tail
