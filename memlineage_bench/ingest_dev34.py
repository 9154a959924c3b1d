"""Wordings "dev34" (called "heldout34" until stop 40) of `memlineage bench ingest` (the ``H34_*`` constants), kept out of
``ingest.py``; ``ingest`` imports them and wires the set into its ``WORDING_SETS``.

A thirty-fourth hand (the helper session "held34"), written blind on 2026-12-06 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
CLI, the README (any of it), the docs, the issue tracker or any bench output or list of misses, and who did not run
any extractor, ``memlineage ingest``, ``bench ingest``, the classifier or any server on this set or on anything (only
the pure set tests and small renders of this set's own styles with sample values). What was read: the generator
(``ingest.py``: its vocabulary, ``_date``, ``_persona``, ``generate``, ``_paired``, ``Wording``, the comment blocks on
earlier sets and the wiring), the module of "heldout33" (for its shape: names, counts, comments, the joining
function; none of its phrasing copied), the set tests, and the two commits that added "heldout33" and its set tests
(how a set is wired and tested); beyond that, the one-line subjects of the newest five commits on this branch
(``git log --oneline``). To pick voices and a layout no earlier set had used, the earlier modules were searched for a
few words of each candidate with file names only as output (no line of them read): Tamil (Indian English was used),
Sri Lankan, Zulu and South African English ("eish" was used), Amharic, Catalan, Lithuanian, Nigerian and pidgin,
Trinidadian, Hawaiian, Irish, Scots, Newfoundland, New Zealand (so no Maori), Tagalog, Indonesian, Dutch, Turkish,
Arabic, Japanese, Hindi, Spanish, Mexican, Russian and French were dropped as used; Armenian was dropped as too close
to "heldout33"'s Georgian, Kazakh as too close to the Mongolian chosen, Khmer as too close to the Vietnamese used,
Bulgarian as too close to the Slavic voices used; a tattoo artist was dropped as used; HTML was dropped as too close to
the XML used, a subtitle file (SRT) and WebVTT as used or too close, a unified diff, a git log, Gherkin, a bullet
journal's signifiers, a telegram, a form, box drawing and a voicemail as used, IRC lines as too close to the exported
chats used, and INI as too close to the TOML used. It was held out: the lead ran it at stop 38 on ext25's extractor
and, before anyone read its misses, after each later reading through ext34's and ext35's at stop 40 (six runs, at
stops 38–40), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Mongolian speaker's English: "sain baina uu" (hello), "bayarlalaa" (thanks), "tiim" (yes), "za" (well, okay),
  "yoo" (oh no), "zugeer" (no problem), "sain yavaarai" (go well), "emee" (grandma), "akh" (elder brother), buuz,
  khuushuur, suutei tsai (milk tea), the ger, Naadam, Tsagaan Sar, Ulaanbaatar, Darkhan, Erdenet; dropped articles
  ("very stubborn person", "I have {e}"), the object first ("{v} I like most"), "how to say", "I say you";
* a Samoan speaker's English: "talofa (lava)" (hello), "fa'afetai (lava)" (thank you very much), "ioe" (yes),
  "manaia" (nice), "malō" (well done), "aue" (oh dear), "tōfā" (bye), "tinā" (mum), "uso" (sibling), "tupuna"
  (grandparent), the aiga (family), to'ona'i (Sunday lunch), palusami, a fale, Apia, Savai'i; "ay", "true", "heaps";
* a Malagasy speaker's English: "salama" / "manao ahoana" (hello, how are you), "misaotra (betsaka)" (thanks a
  lot), "eny" (yes), "tsara" (good), "azafady" (please, excuse me), "indrisy" (alas), "tsy maninona" (never mind),
  "mora mora" (slowly, take it easy), "veloma" (goodbye), "neny" (mum), "nenibe" / "dadabe" (grandma / grandpa),
  romazava, mofo gasy, the taxi-brousse, Tana, Toamasina, Antsirabe, Fianarantsoa; French-shaped English ("since I am
  small", "the {n} of me", "actually" for "at present", "don't forget me" for "don't let me forget");
* a Burmese speaker's English: "mingalaba" (hello), "kyay zu (tin ba de)" (thank you), "hoke kae" (yes), "ya ba de"
  (it's fine), "ta ta" (bye), "amay" (mum), "aphwar" (grandma), "ko ko" (elder brother), "sayar" (teacher, boss),
  mohinga, thanaka, Thingyan, the Shwedagon, Yangon, Mandalay; "no need" (no thanks), "I allergic", "can" for "is
  possible", "too much" for "very much", "since long time", "still not yet", "never try before";
* a tree surgeon: "the canopy", "the harness", "a crown reduction", "deadwooding", "the chipper", "the ground crew" /
  "my groundie", "a felling job", "rigging", "the saw", "climbing kit", "the job sheet", "heartwood", "a tree
  preservation order";
* a lifeguard: "the high chair", "poolside", "the deep end" / "the shallow end", "the whistle", "rotations", "the early
  swim session", "lane swim", "the leisure centre", "the wave machine", "aqua aerobics", "chlorine", "the pool rules";
* a radiographer: "the scanner", "the CT list", "the MRI list", "the lead apron", "the control room", "a chest film",
  "out-of-hours", "contrast", "a request form", "a patient ID", "no artefacts", "band six", "occupational health";
* a stonemason: "the yard", "the banker" (the mason's bench), "the mallet", "the chisel", "dressing limestone", "lime
  mortar", "a plumb line", "the cathedral", "the scaffold", "headstones", "a gargoyle", "set in stone";
* notifications copied from the user's own phone, watch or tablet: a prose line ending in ":", then one or two
  notifications, each two lines, a header (the app's name, then when it came in: "Calendar (now)", "Tasks (5m ago)",
  "Do Not Disturb (2h ago)"; never a clock time) and a body line, then a closing prose line; no empty line inside; a
  memory's value stands only in a notification's body, never in a header or in the prose around it; the bodies speak
  to the user ("your", "you") and the closing line says the setting is the user's own.

Small talk is hard but fair: greetings, thanks, moods, weather (minus thirty in Ulaanbaatar, a hot day in Apia, rain in
Yangon, wind that stops the climbing, a freezing pool, rain at the cathedral), a late taxi-brousse, a big to'ona'i,
Thingyan coming, a squirrel in the canopy, a broken wave machine, twenty wrists from A&E, a gargoyle's nose, sign-offs
in every voice ("Sain yavaarai", "Tōfā", "Veloma", "Ta ta"), notification blocks that only pass the time (the
weather, a charged battery, a step goal, a photo memory, the doorbell, a system update), questions about
notifications themselves, and general-knowledge questions in the same voices. Traps look like memories and are not,
and share their words: other people's tastes, allergies, diets, hours, days, budgets, numbers and dates (an emee, an
akh, a tinā, a uso, a tupuna, a nenibe, a dadabe, an aphwar, a ko ko, a sayar, a client's kid, a groundie, a swimmer,
a regular, a patient, a student radiographer, an apprentice, an architect, a flatmate's phone, a cousin on the user's
tablet, a colleague's screenshot), past states with their end said (before in Darkhan, in Apia, in Fianarantsoa, in
Yangon, the council, the swim-teaching years, the old X-ray unit, headstones, an old yard, a cleared notification),
hypotheticals (a ger in Erdenet, a fale on Savai'i, a hotel in Antsirabe, mohinga in Mandalay, a yard in Dublin, a beach
in Lisbon, Krakow, a workshop in Porto), questions about the user's own tastes, quoted rules, signs and examples (a
festival sign, a church hall, a market in Tana, a pagoda, a preservation order, a pool rule, an MRI door, a cathedral,
a gym's push message, textbook and coaching sheet examples, an app's help page, a store demo, spam), jokes (allergic
to snow shovels, to queues, to homework, to ladders, to dry land, to the fax machine, to straight lines; a diet of
palusami), and sarcasm (plasters in the filter, a scanner to reboot, rain on fresh mortar).

Two memories share a message about a third of the time (:data:`H34_JOINERS`, :func:`join_h34`); some memories carry
an aside (:data:`H34_ASIDES`, each on a line of its own, so a notification block's opening prose line stays at the
start of one and its closing line at the end of one). Every style reads as its writer would put it (the learners'
grammar included) for every value of its placeholders and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H34_ASIDES", "H34_CONSTRAINTS", "H34_EVENT_STYLES", "H34_FACT_STYLES", "H34_JOINERS", "H34_PREF_STYLES",
           "H34_SMALLTALK", "H34_TASK_STYLES", "H34_TRAPS", "join_h34"]

H34_PREF_STYLES = [
    # Mongolian speaker
    "Sain baina uu! For me, {v}, this is the best, really.",
    "Za, I say you straight: {v} I like most.",
    "Tiim, tiim, {v}. Always I choose this.",
    "Bayarlalaa for asking. {V}, that is my choice.",
    "My emee says I am very stubborn person, but {v} I love.",
    "{V}, how to say, is the thing I love most.",
    # Samoan speaker
    "Talofa lava! I really love {v}, true.",
    "Ioe, {v} for me, every time, ay.",
    "Manaia! {V} is my favourite, no lie.",
    "Fa'afetai for asking, I'm all about {v}.",
    "My aiga teases me for it, but I love {v}.",
    "Malō! Put me down for {v}, that's me sorted.",
    # Malagasy speaker
    "Salama! {V}, this is what I prefer, really.",
    "Eny, I am always for {v}.",
    "Misaotra betsaka for the question: I love {v}.",
    "Tsara, you can write it: my choice is {v}.",
    "Neny says I am difficult, but {v}, it is my favourite.",
    "Azafady, one small thing about me: I prefer {v}.",
    # Burmese speaker
    "Mingalaba! I like {v} the most.",
    "Hoke kae, {v}, that one for me.",
    "Kyay zu tin ba de for asking, I always pick {v}.",
    "Ya ba de, many things are okay, but {v} is my number one.",
    "My aphwar laughs, but {v}, I love too much.",
    "{V}? Sure, my favourite already since long time.",
    # tree surgeon
    "Down from the canopy and thinking about {v}, my favourite.",
    "Harness off, and it's {v} for me every time.",
    "I'd pick {v} over a clean crown reduction, and I love those.",
    "The ground crew all know I love {v}.",
    "After a day of deadwooding, what I reach for is {v}.",
    "Chipper's quiet, so one about me: I'm mad about {v}.",
    # lifeguard
    "Off the high chair at last, and my vote goes to {v}.",
    "Twenty minutes poolside and I'm still thinking about {v}, my favourite.",
    "Blow the whistle for {v}, that's what I like best.",
    "Deep end or shallow end, I always go for {v}.",
    "Every swimmer in my lane session hears how much I love {v}.",
    "After the early swim session, it's {v} for me, no question.",
    # radiographer
    "Clear as a good chest film: I love {v}.",
    "Between two scans, I was dreaming of {v}, my favourite.",
    "Out of the lead apron and it's {v} for me.",
    "The whole CT team knows I'd pick {v}.",
    "After a night of out-of-hours scans, I'd choose {v}, always.",
    "Hold your breath... and {v}, my favourite thing.",
    # stonemason
    "Dust off, mallet down, and it's {v} for me.",
    "Set in stone, this one: I love {v}.",
    "The lads in the yard know I'd always choose {v}.",
    "After dressing limestone all day, {v} is what I want.",
    "At the banker all morning, thinking about {v}, my favourite.",
    "Like good lime mortar, it lasts: my love of {v}.",
    # notifications copied from the user's own phone
    "Saw this on my lock screen just now:\nMusic (now)\nSaved to your profile: you prefer {v}\n"
    "I told the app that myself.",
    "From my notification history:\nFavourites (2h ago)\nYou marked {v} as a favourite\nThat was me tapping it.",
    "My phone pinged twice this morning:\nDiscover (9m ago)\nWe'll show {v} first, as you asked\nWeather (8m ago)\n"
    "Light rain all morning\nThe first one is my own setting.",
    "Copied from my notifications:\nPlanner (now)\nGot it: you like {v} best\nYes, I set that.",
    "This popped up after I filled in my profile:\nProfile (14m ago)\nThanks! Your top pick is {v}\nAnd it's true.",
    "My watch buzzed with this:\nAssistant (3m ago)\nNoted from your settings: you love {v}\nMy own settings, yes.",
    "Lock screen, right now:\nBooks (1h ago)\nProfile updated. Favourite: {v}\nI filled that in.",
]

H34_CONSTRAINTS = {
    "allergy": [
        "Sain baina uu, important thing: {a}, I am allergic, very strong.",
        "{A}, yoo, no! Allergy for me.",
        "Za, please remember, I am allergic to {a}.",
        "Talofa, a warning from me: I'm allergic to {a}.",
        "Aue, {a} and me don't mix, I'm allergic.",
        "Ioe, it's true, I'm allergic to {a}, fa'afetai for remembering.",
        "Azafady, I must tell you: I am allergic to {a}.",
        "Indrisy, {a} is not possible for me, I have allergy.",
        "Eny, allergic to {a}, me, since I am small.",
        "Mingalaba, please note, I allergic to {a}.",
        "{A}, no need, I am allergic.",
        "Hoke kae, {a} allergy I have, very serious one.",
        "I'm allergic to {a}, the ground crew know where my meds are.",
        "Up a tree is no place for a reaction, and I'm allergic to {a}.",
        "Allergic to {a}, me, it's written on a tag on my climbing kit.",
        "I'm allergic to {a}, it's on my file at the leisure centre.",
        "{A}? Whistle blown: I'm allergic.",
        "I do first aid for a living, and my own card says allergic to {a}.",
        "I'm allergic to {a}, and I check every patient's allergies, so trust me on mine.",
        "Allergic to {a}, me, occupational health flagged it years ago.",
        "{A}: allergic, as sure as a scan shows bone.",
        "I'm allergic to {a}, the lads at the yard all know it.",
        "{A}, not for me, I'm allergic, set in granite.",
        "Allergic to {a}, I tell the site manager before every job.",
        "My medical ID app just reminded me:\nHealth (now)\nYour allergy on file: {a}\nSo mind it for me, please.",
        "From my wallet app, this lunchtime:\nAllergies (2h ago)\nYou're allergic to {a}. Card added to your wallet\n"
        "I set that card up myself.",
        "Notification from my pharmacy app:\nPharmacy (25m ago)\nReminder: your record lists an allergy to {a}\n"
        "The record's mine, of course.",
    ],
    "diet": [
        "I am {d}, so at Tsagaan Sar the buuz is a problem for me.",
        "Tiim, I am {d}, please remember.",
        "Za, for food: {d}, me.",
        "I'm {d}, so to'ona'i at my aiga's is tricky.",
        "Ioe, {d}, that's me now.",
        "Fa'afetai, and just know I'm {d}.",
        "I am {d}, so at the family table I ask what is in the romazava.",
        "Eny, I am {d}, write it, azafady.",
        "Tsara, food rule for me: {d}.",
        "I am {d}, so the mohinga I check before.",
        "Hoke kae, {d} me, please remember.",
        "Mingalaba, I'm {d}, kyay zu for remembering.",
        "I'm {d}, so lunch in the site van is my own packed box.",
        "Strictly {d}, me, even after ten hours up a tree.",
        "I'm {d}, write that on the job sheet.",
        "I'm {d}, so the leisure centre café is mostly a no.",
        "Staying {d} on split shifts poolside takes planning.",
        "I'm {d}, and that's as fixed as the pool rules.",
        "I'm {d}, so the night canteen at the hospital is grim for me.",
        "Long list of scans, and I stay {d} through it.",
        "I'm {d}, noted like contrast allergies on a request form.",
        "I'm {d}, so I bring my own lunch to the yard.",
        "Strictly {d}, like the grain in good stone, it runs all the way through.",
        "I'm {d}, tell the cathedral caterers.",
        "My meal planner's notification:\nMeals (now)\nThis week's plan follows your diet: {d}\n"
        "My profile, my rule.",
        "Lock screen this morning:\nGroceries (1h ago)\nShopping list filtered: {d}\nI set that filter.",
        "From my food delivery app:\nDelivery (6m ago)\nYour diet filter is on: {d}\nYes, that's me.",
    ],
    "hours": [
        "Sain baina uu, after {t} no calls please, family time.",
        "Za, before {t} no meetings, my head is still sleeping.",
        "Tiim, after {t} my phone is off.",
        "After {t} it's aiga time, no calls.",
        "Ioe, no meetings before {t}, I'm not properly awake.",
        "Aue, please don't call after {t}.",
        "Azafady, no calls after {t}, it is my rest.",
        "Before {t} I am not available for meetings, mora mora in the morning.",
        "Eny, after {t} I don't answer, misaotra.",
        "No calls after {t}, I am with my amay.",
        "Before {t}, no meeting for me, okay?",
        "Mingalaba, after {t} phone is off, please.",
        "No calls after {t}, my saw's away and so is my phone.",
        "Nothing before {t}, I'm up in the canopy.",
        "Don't book me before {t}, I'm rigging.",
        "No meetings before {t}, I'm on the early swim session.",
        "After {t} I'm off poolside and off the phone.",
        "Don't call me after {t}, I'm asleep before an early open.",
        "No calls after {t}, I'm wiped from the scanner.",
        "Before {t} I'm on the MRI list, don't book me.",
        "After {t} my phone's off, I've had enough of the control room.",
        "No calls after {t}, I'm covered in dust and done.",
        "Before {t} I'm at the banker, no meetings.",
        "Don't book me before {t}, the yard opens early.",
        "Focus mode told me:\nFocus (now)\nQuiet hours on: no calls after {t}\nI switched it on myself.",
        "My calendar's notification:\nCalendar (40m ago)\nBlocked for you: no meetings before {t}\nI asked for that.",
        "My phone just showed:\nDo Not Disturb (2m ago)\nCalls silenced after {t} every day\nThat's how I like it.",
    ],
    "budget": [
        "Sain baina uu, my limit is {m}, not more.",
        "Za, {m}, this is maximum.",
        "Yoo, more than {m} is too expensive for me.",
        "Ioe, {m} tops, I'm not made of money.",
        "Keep it under {m}, fa'afetai.",
        "Aue, anything over {m} is too much for me.",
        "Azafady, not more than {m} for me.",
        "Eny, {m} is my maximum, tsara?",
        "Indrisy, I cannot go over {m}.",
        "My budget, {m} only.",
        "Hoke kae, up to {m} can, more no need.",
        "Mingalaba, please keep under {m}.",
        "{m} at most, I don't climb trees for fun.",
        "Keep it at {m} or less, I earned it a branch at a time.",
        "Nothing over {m}, saw chains cost enough as it is.",
        "{m} is my ceiling, lifeguard pay's not huge.",
        "Up to {m}, not a penny deeper.",
        "I'll go to {m} and no further, whistle blown.",
        "{m} max, that's my limit on a band six.",
        "Keep it under {m}, scanning doesn't pay like surgery.",
        "Up to {m}, and I mean it, radiographer's honour.",
        "{m} tops, stone doesn't pay like banking.",
        "No more than {m}, carved in stone.",
        "Keep it to {m}, I won't budge.",
        "Budget app nudged me:\nWallet (now)\nYour monthly limit is {m}\nSo stick to it for me.",
        "From my banking app:\nBank (3h ago)\nSpending cap set by you: {m}\nMy own cap.",
        "My savings app pinged:\nSavings (11m ago)\nCareful, you're close to your {m} limit\nThat limit is mine.",
    ],
    "days": [
        "{W}s I am never free.",
        "Za, on {w}s nothing, please.",
        "Tiim, {w}, I am always busy that day.",
        "{W}s are for my aiga, so I'm never free.",
        "Ioe, no bookings on {w}s.",
        "Aue, {w}s never work for me.",
        "Azafady, {w}s I am never available.",
        "Eny, on {w}s nothing for me.",
        "{W}s, indrisy, I am always busy.",
        "{W}s I not free.",
        "Hoke kae, {w}s no booking, please.",
        "Mingalaba, every {w} I am busy.",
        "{W}s I'm always on a big felling job.",
        "Never book me on {w}s, I'm in a tree.",
        "Not {w}s, that's my day with the ground crew.",
        "{W}s I'm on the pool all day, so count me out.",
        "Nothing on {w}s, I've got the long shift poolside.",
        "I'm never free on {w}s, the lifeguard rota's fixed.",
        "{W}s I'm on the CT list, never free.",
        "Not on {w}s, I'm running the MRI list.",
        "Keep {w}s clear of everything, I'm always at the hospital.",
        "{W}s I'm up at the cathedral, so I'm not free.",
        "No {w}s for me, that's a yard day.",
        "Never on {w}s, the scaffold's booked for me.",
        "My calendar says it too:\nCalendar (now)\nEvery {w} is marked busy for you\nI set it that way.",
        "The booking app showed me:\nBookings (1h ago)\nWe won't offer you slots on {w}s\nBecause I asked.",
        "My shared calendar notified me:\nFamily Calendar (5m ago)\nYou blocked all {w}s\nThat's my block.",
    ],
}

H34_FACT_STYLES = [
    # Mongolian speaker
    "Sain baina uu, my {n} is {v}.",
    "Tiim, {n}: {v}, this one is mine.",
    "Za, please write: my {n}, {v}.",
    "Bayarlalaa, and my {n}, it is {v}.",
    # Samoan speaker
    "Talofa, my {n} is {v}.",
    "Ioe, {v}, that's my own {n}.",
    "Fa'afetai, here's my {n}: {v}.",
    "Manaia, you'll want my {n}, it's {v}.",
    # Malagasy speaker
    "Salama, my {n} is {v}.",
    "Eny, the {n} of me is {v}.",
    "Azafady, write my {n}: {v}.",
    "Actually my {n} is {v}, misaotra.",
    # Burmese speaker
    "Mingalaba, my {n} is {v}.",
    "Hoke kae, {n} {v}, that one mine.",
    "Kyay zu, my {n} you need: {v}.",
    "Please note my {n}, {v}, ya ba de.",
    # tree surgeon
    "My {n} is {v}, solid as heartwood.",
    "Down from the tree, quick one: {n}, {v}.",
    "{v}, that's my {n}, write it on the job sheet.",
    "For my own records, not a client's: {n} {v}.",
    # lifeguard
    "My {n} is {v}, clear as the shallow end.",
    "Between rotations, quickly: my {n} is {v}.",
    "{v} is my {n}, lifeguard's honour.",
    "Off the high chair for a sec: {n}, {v}.",
    # radiographer
    "My {n} is {v}, checked twice like a patient ID.",
    "Between two scans: {n} {v}, mine.",
    "{v}, that's my {n}, no artefacts.",
    "For my file, not a patient's: my {n} is {v}.",
    # stonemason
    "My {n} is {v}, carved in stone.",
    "Chisel down a sec: {n}, {v}.",
    "{v} is my {n}, true as a plumb line.",
    "From the yard, my own details: {n} {v}.",
    # notifications
    "Contacts app just confirmed it:\nContacts (now)\nYour card was updated: {n} {v}\n"
    "I typed that in with my own thumbs.",
    "From my notification shade:\nNotes (12m ago)\nPinned to your profile: {n} = {v}\nYep, mine.",
    "My password manager pinged:\nVault (2h ago)\nSaved for you: {n}, {v}\nThe real one, mine.",
    "This came up on my watch:\nAssistant (now)\nGot it, your {n} is {v}\nMine, correct.",
]

H34_EVENT_STYLES = [
    # Mongolian speaker
    "Sain baina uu, my {e} is {d}.",
    "Za, {d} I have {e}, please remember.",
    "Yoo, the {e}, {d}, I am nervous little bit.",
    "Bayarlalaa, write: {e} {d}.",
    # Samoan speaker
    "Talofa, my {e} is {d}.",
    "Ioe, {d} is my {e}, can't miss it.",
    "Aue, the {e} is {d}, so soon.",
    "Fa'afetai, note it: {E}, {d}.",
    # Malagasy speaker
    "Salama, {d} I have my {e}.",
    "Eny, the {e}, it is {d}.",
    "Azafady, don't forget: my {e}, {d}.",
    "Indrisy, the {e} is already {d}.",
    # Burmese speaker
    "Mingalaba, {d} my {e}.",
    "Hoke kae, my {e} is {d}, please remember.",
    "{E}, {d}, kyay zu for noting.",
    "Ya ba de, {d} the {e}, I will go.",
    # tree surgeon
    "No climbing {d}, it's my {e}.",
    "My {e} is {d}, the ground crew will manage.",
    "{E}, {d}, booked around the felling jobs.",
    "Chainsaw stays in the van {d} for my {e}.",
    # lifeguard
    "Someone else is on the high chair {d}, it's my {e}.",
    "My {e} is {d}, I've swapped my pool shift.",
    "{E}: {d}, between swim sessions.",
    "Lane swim's covered {d}, I've got my {e}.",
    # radiographer
    "No scans for me {d}, it's my {e}.",
    "My {e} is {d}, I've swapped off the CT list.",
    "{E}, {d}, put it in like a booked scan.",
    "Out of the control room {d} for my {e}.",
    # stonemason
    "No stone dust {d}, it's my {e}.",
    "My {e} is {d}, the yard can cope.",
    "{E}: {d}, I've marked it on the banker.",
    "Mallet down {d} for my {e}.",
    # notifications
    "Calendar reminder on my lock screen:\nCalendar (now)\nYour {e}, {d}\nMy own entry.",
    "From my reminders app:\nReminders (30m ago)\nUpcoming for you: {E} ({d})\nCan't be late for that one.",
    "My phone showed this twice:\nCalendar (4h ago)\nNew event added: {e}\nCalendar (4h ago)\nWhen: {d}\nI added it.",
    "Watch notification:\nAssistant (8m ago)\nSaved: your {e} is {d}\nThat's mine.",
]

H34_TASK_STYLES = [
    # Mongolian speaker
    "Za, I must {t}, please remind me.",
    "Yoo, again I forgot, I need to {t}.",
    "Tiim, my job: {t}.",
    "Bayarlalaa if you push me to {t}.",
    # Samoan speaker
    "Ioe, I gotta {t}, remind me.",
    "Aue, I still have to {t}.",
    "Talofa, put this on my list: {t}.",
    "Fa'afetai if you nudge me to {t}.",
    # Malagasy speaker
    "Azafady, remind me to {t}.",
    "Eny, I have to {t}, don't forget me.",
    "Indrisy, still I did not {t}.",
    "Misaotra if you tell me tomorrow to {t}.",
    # Burmese speaker
    "Mingalaba, I need to {t}, please remind.",
    "Hoke kae, {t}, I must do.",
    "Still not yet, I have to {t}.",
    "Kyay zu if you remind me to {t}.",
    # tree surgeon
    "Once I'm down from this oak, remind me to {t}.",
    "Before the next felling job: {t}.",
    "After I've cleaned the saw, I need to {t}.",
    "On my job sheet, mine not a client's: {t}.",
    # lifeguard
    "After my poolside shift, remind me to {t}.",
    "Between rotations I must {t}.",
    "Before the early swim tomorrow: {t}.",
    "Whistle me if I forget to {t}.",
    # radiographer
    "After the MRI list, remind me to {t}.",
    "Between two patients I need to {t}.",
    "Before my next out-of-hours shift: {t}.",
    "Flag this like an urgent request: {t}.",
    # stonemason
    "Once the mortar's set, I need to {t}.",
    "Before I'm back at the banker: {t}.",
    "Remind me at the yard to {t}.",
    "Chalked on the board, mine: {t}.",
    # notifications
    "My reminders app won't let it go:\nReminders (now)\nOverdue: {t}\nStill on me.",
    "From my to-do app, this morning:\nTo Do (3h ago)\nDon't forget to {t}\nI wrote that task.",
    "Lock screen, five minutes ago:\nTasks (5m ago)\nNew task for you: {t}\nI added it myself.",
    "Two notifications in a row:\nTasks (1h ago)\nYou snoozed a task\nTasks (1h ago)\nStill open: {t}\n"
    "Mine to sort out, that one.",
]

H34_SMALLTALK = [
    # Mongolian speaker
    "Sain baina uu! Today you are good?", "Bayarlalaa, you help me a lot.", "Sain yavaarai, see you!",
    "Yoo, so cold in Ulaanbaatar, minus thirty.", "Za, za, now I understand.",
    "How long is Naadam festival, you know?", "Suutei tsai in the morning, now I am ready.",
    "Zugeer, no problem at all.", "Tiim, this is very funny.",
    # Samoan speaker
    "Talofa lava! How's your day going?", "Fa'afetai lava, that helped heaps.", "Tōfā, catch you later!",
    "Aue, so hot in Apia today.", "Manaia, nice one.", "How many islands does Samoa have?",
    "Big to'ona'i after church, I'm so full.", "Malō, good work, you.", "Ioe, sounds good to me.",
    # Malagasy speaker
    "Salama! Manao ahoana?", "Misaotra betsaka, very kind of you.", "Veloma, until later!",
    "Indrisy, the taxi-brousse was late again.", "Tsara, I understand now.",
    "How big is Madagascar, compared to France?", "Mofo gasy for breakfast, I am happy.",
    "Tsy maninona, no problem.", "Mora mora, it's Sunday.",
    # Burmese speaker
    "Mingalaba! You are fine today?", "Kyay zu tin ba de, very helpful.", "Ya ba de, no worries.",
    "So much rain in Yangon today.", "Thingyan is coming, everyone will be wet.",
    "How old is the Shwedagon Pagoda?", "Mohinga for breakfast, very good.", "Hoke kae, I understand.",
    "Ta ta! I go now.",
    # tree surgeon
    "Morning! Windy one today, climbing's off.", "Cheers, that's sorted.", "Got sap all over my hands again.",
    "How old can an oak tree get?", "A squirrel had a go at me in the canopy.", "Knackered, we felled three today.",
    "Nice one, ta.", "Right, back up the tree.", "The chipper's so loud I can still hear it.",
    # lifeguard
    "Morning! Pool's freezing today.", "Thanks, lifesaver.", "Smelling of chlorine again, as usual.",
    "How deep is the deepest pool in the world?", "Aqua aerobics was chaos today.", "Wave machine broke again, ha.",
    "Ta, cheers.", "Right, back to the high chair.", "Kids' party in the pool, pray for me.",
    # radiographer
    "Morning! Busy list today.", "Thanks, that sorts my afternoon.", "The MRI was so loud today, my ears are ringing.",
    "How do X-rays actually work?", "A&E sent us twenty wrists, it must be icy out.", "Finally out of the lead apron.",
    "Brilliant, cheers for that.", "Night shift done, going home.", "The scanner beeped at me all day.",
    # stonemason
    "Morning! Dusty one today.", "Ta, spot on.", "Carved a gargoyle's nose today, feeling proud.",
    "How old is the oldest stone building?", "Rain stopped play at the cathedral.", "Hands like sandpaper now.",
    "Cheers, that's grand.", "Right, back to the banker.", "The pigeons on the scaffold are bold today.",
    # notifications
    "My phone says good morning:\nWeather (now)\nSunny spells all day\nNice for once.",
    "Look at this one:\nBattery (10m ago)\nCharged, unplug to save power\nAs if I care.",
    "My step counter is cheering:\nFitness (1h ago)\nYou hit your step goal!\nMy legs agree.",
    "Lock screen right now:\nPhotos (2h ago)\nYou have a new memory: a year ago today\nCute, but no thanks.",
    "The doorbell app again:\nDoorbell (4m ago)\nSomeone is at your front door\nIt was the postman.",
    "Got this just now:\nUpdates (now)\nYour phone is up to date\nGood, one less thing.",
    "How do I turn off notifications at night?", "Why do notifications come in twice?",
    "Is there a way to clear all notifications at once?", "Why does my phone buzz with nothing on the screen?",
]

H34_TRAPS = [
    # Mongolian speaker
    "My emee is allergic to cats, not me.",
    "Before, in Darkhan, I worked at Globex, but not now.",
    "If I move to Erdenet, maybe I buy a ger. But I stay.",
    "My akh likes window seats, for me no difference.",
    "Spicy food, do I like it? Yoo, I don't know.",
    "At Naadam the sign says 'no horses after 6pm'. Festival rule.",
    "My friend Bold has his job interview next Friday, I help him.",
    "At university in Ulaanbaatar I lived on 300 dollars a year, but that was long time ago.",
    "Family joke: I am allergic to snow shovels.",
    "In my English book: 'My dog is called Pepper.' Only example.",
    "Buuz or khuushuur, which is better? Very hard question.",
    # Samoan speaker
    "My tinā is lactose intolerant, not me.",
    "My uso works at Hooli, I don't.",
    "If I went back to Savai'i, I'd open a beach fale.",
    "Back in Apia I was vegan for a year, that's done.",
    "Jazz, do I even like it? Aue, no idea honestly.",
    "The church hall sign says 'no bookings on Sundays'. Church rule.",
    "My cousin's flight to Rome is next Tuesday, she's stoked.",
    "Joke from the aiga: my diet is just palusami.",
    "My tupuna's phone number is on the fridge, he keeps losing it.",
    "Would I enjoy boutique hotels? Never stayed in one.",
    "Coach's example sheet: 'Employee ID E-55555'. Not mine.",
    # Malagasy speaker
    "My nenibe is allergic to shellfish, not me.",
    "My dadabe lived in Toamasina, not me.",
    "If I go back to Antsirabe, maybe I open a small hotel.",
    "Before, in Fianarantsoa, I had a car with plate ZX-411-QT, but I sold it.",
    "Trains or planes, which I prefer? Mora mora, I don't know.",
    "The sign at the market in Tana: 'closed on Mondays'. Market rule.",
    "My friend's dentist appointment is tomorrow, she is scared.",
    "Joke from my neighbours: I am allergic to queues.",
    "My colleague pays €1,200 rent, too much.",
    "Sci-fi novels, maybe I like them? I never open one.",
    "In the French-English textbook: 'I live in Vienna.' Only example sentence.",
    # Burmese speaker
    "My aphwar is allergic to penicillin, not me.",
    "My ko ko works at Vandelay, not me.",
    "If I live in Mandalay, maybe I eat mohinga every day. But no.",
    "Before, in Yangon, I was vegetarian, now not.",
    "Red wine, I like or not? I never drink, so how to know?",
    "The pagoda sign says 'no shoes after this point'. Pagoda rule.",
    "My sayar has team offsite next Thursday, he is busy.",
    "Joke from my friends: I'm allergic to homework.",
    "My cousin's shoe size is 45, very big feet.",
    "Hiking trails, I would like or not? Never try before.",
    "Thanaka or sunscreen, which one is better? Hard to say.",
    # tree surgeon
    "A client's kid is allergic to tree nuts, so I cleared the walnut shells.",
    "The tree preservation order says 'no felling before 10 am'. That's the council's rule.",
    "If I had a yard in Dublin, I'd only do big oaks.",
    "Back when I worked for the council I never finished before 6pm.",
    "My groundie is vegan, he won't touch my sandwiches.",
    "Do I like morning meetings? No idea, I'm always up a tree.",
    "A client's dog, Biscuit, barked at me all day.",
    "Joke in the crew: I'm allergic to ladders.",
    "How tall can a redwood grow?",
    "My old boss lived in Utrecht, not me.",
    "The client said her budget was €1,200 for the whole garden. Her money, not mine.",
    # lifeguard
    "A swimmer on my session is allergic to latex, so we swapped the caps.",
    "Pool rule: 'no diving before noon'. Not mine.",
    "If I worked at a beach in Lisbon, I'd surf every break.",
    "When I was a swim teacher, I never had Saturdays off.",
    "A regular told me he loves the early swim more than anything. His view.",
    "Dark mode or light, is that even my choice? My phone decided, not me.",
    "My manager's car service is tomorrow, so she's on the bus.",
    "Joke poolside: I'm allergic to dry land.",
    "How long can you hold your breath underwater, really?",
    "A parent left their phone number, +44 7700 555123, at reception for lost property.",
    "Oh yes, I just adore fishing plasters out of the filter.",
    # radiographer
    "A patient was allergic to sesame, so the ward changed her tray.",
    "My student radiographer is pescatarian, we swap lunches.",
    "If I moved to Krakow, I'd learn Polish properly.",
    "Back on the old X-ray unit, I never left before 7:30 pm.",
    "The sign on the MRI door says 'no metal past this point'. Hospital rule.",
    "Would I enjoy Thai food? Never tried it, to be fair.",
    "A patient read out his passport number, X4455667, before I could stop him.",
    "Joke in the department: I'm allergic to the fax machine.",
    "How much radiation is a chest X-ray?",
    "The consultant's flight to Rome is on Monday, lucky her.",
    "Oh great, another scanner that needs rebooting, my favourite thing.",
    # stonemason
    "My apprentice is coeliac, so the yard cake is gluten-free now.",
    "The cathedral's rule: 'no noise during Sunday services'. Theirs.",
    "If I had a workshop in Porto, I'd carve granite all day.",
    "When I did headstones, I earned 120 euros a week.",
    "The architect likes trains over planes, she says.",
    "Do I prefer sci-fi novels? I don't read much.",
    "The site manager's dentist appointment is next Wednesday, he's dreading it.",
    "Joke in the yard: I'm allergic to straight lines.",
    "How long does limestone take to weather?",
    "My old yard was in Berlin, I left years ago.",
    "Brilliant, rain again, just what fresh mortar loves.",
    # notifications
    "My flatmate's phone lit up on the table:\nHealth (now)\nJosh, your allergy on file: peanuts\n"
    "That's Josh's phone, not mine.",
    "From the app's help page, an example:\nCalendar (now)\nSample: your dentist appointment, 1 January\n"
    "Just the sample.",
    "Cleared this old notification:\nMeals (9h ago)\nDiet filter removed: vegetarian\nI eat meat again these days.",
    "My cousin used my tablet, look:\nHotels (1h ago)\nMara, your top pick is boutique hotels\nThat's Mara's.",
    "Can someone explain this:\nWallet (7m ago)\nNo monthly limit set\nShould I set one?",
    "My colleague forwarded a screenshot:\nCalendar (3h ago)\nAna: no meetings before 10 am\nThat one belongs to Ana.",
    "The app store's demo notification:\nContacts (now)\nYour phone number: +44 7700 000000\nIt's the demo.",
    "Spam, obviously:\nOffers (now)\nYou've won a flight to Rome!\nDeleted it.",
    "Is it safe to show allergy notifications on the lock screen?",
    "If my phone announced every snack, I'd go mad.",
    "The gym's push message says 'closed every Sunday'. Their schedule, not mine.",
]

#: What the "dev34" set puts around some memories: each on a line of its own, so a notification block's opening
#: prose line stays at the start of one and its closing line at the end of one.
H34_ASIDES = (["", "Here comes one about me.\n", "A real one this time.\n", "For my file, please.\n",
               "Quick one to remember.\n", "Jot this one next to my name.\n", "Hold on to this one.\n",
               "Something true about me.\n", "Let me put this here.\n", "One for the memory box.\n"],
              ["", "\nAll from me, for the moment.", "\nKeep it safe.", "\nThanks, that's the lot.", "\nSaved? Good.",
               "\nThat one's real.", "\nOkay, back to work.", "\nOver and out, for now.", "\nTa, you're a star.",
               "\nRight, done for now."])

#: How two memories share one message in the "dev34" set (about a third of its real turns are paired).
H34_JOINERS = [" Another from me: ", " And one more thing of mine: ", " While we're at it: ", " Equally true of me: ",
               " Next on my list: ", " Keep this too: ", " Plus one more of mine: ", " Then there's this about me: ",
               " Second one, mine: ", " And, about me again: "]


def join_h34(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev34" hand: a block of notifications on either side stands apart from
    the other memory by an empty line, so each keeps its opening and closing prose lines; otherwise the joiner follows
    a full stop (added when the head ends in a word, a value, a bracket or a quote), and the second memory keeps its
    own case."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if not head.endswith((".", "!", "?", ":")):
        head += "."
    return head + joiner + tail
