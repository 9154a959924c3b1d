"""Wordings "dev31" (called "heldout31" until stop 37) of `memlineage bench ingest` (the ``H31_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A thirty-first hand (the helper session "held31"), written blind on 2026-12-05 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
CLI, the README (any of it), the docs, the issue tracker, the branch ext23 or any bench output or list of misses, and
who did not run any extractor, ``memlineage ingest``, ``bench ingest``, the classifier or any server on this set or on
anything (only the pure set tests). What was read: the generator (``ingest.py``: its module docstring, vocabulary,
``_date``, ``_persona``, ``generate``, ``_paired``, ``Wording``, the comment blocks on earlier sets and the wiring),
the voice lists of the module docstrings of "dev8" … "dev29" and "heldout30" and a search of the earlier modules for a
few words of the new voices and layout (to choose ones no set had used), the top of "heldout30"'s module (its
docstring and first preference styles), its list lengths, its first few allergy and fact styles, its last few traps,
and its asides, joiners and joining function (for its shape: names, counts, comments; none of its phrasing copied),
the set tests, and the two commits that added "heldout30" and its set tests (how a set is wired and tested). It was
held out: the lead ran it at stop 36 on ext22's extractor (at fe9210e) and, before anyone read its misses, again at
stop 37 after ext24's readings for dev29 (at the merge of ext24), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* Minnesotan (Upper Midwest) English: "uff da", "ope", "you betcha", "oh ya", "oh for cute", "jeez Louise", "that's
  different" (polite disapproval), "real quick", "eh?", "I s'pose", "up at the cabin" / "up north", "the Cities",
  "hotdish", "bars", "the church potluck", Minnesota nice;
* a Ukrainian speaker's English: "nu" (well), "tak" (yes), "dyakuyu" (thanks), "bud laska" (please), "slava bohu"
  (thank God), "pryvit" (hi), "do pobachennya" (goodbye), "babusya" (grandma), dropped articles ("Answer is …",
  "interview on 4 March"), "for me is important", "I need call …", "of me" for "my", "If I will have …";
* a Romanian speaker's English: "hai" (come on), "gata" (done, that's it), "mersi" / "mersi mult" (thanks), "doamne"
  (God), "frate" (bro), "na" (here), "pa pa" (bye), "ce faci?" (how are you?), "bunica" (grandma), "allergic at"
  (from "alergic la"), "a big lover of";
* a European Portuguese speaker's English: "pá" / "oh pá" (mate, a filler), "pronto" (right, done), "está bem"
  (okay), "olá", "tchau", "até logo", "muito bem", "a minha avó" (my grandmother), "saudade", a bica (an espresso),
  the tasca, the pastelaria, "allergy of", "… is bad for me" (from "faz-me mal");
* an electrician about their own life: "on the tools" / "off the tools", "the van", "on site", "the gaffer", "signed
  off", "certified", "dead test", "a live wire", "isolate", "isolation tag", "second fix", "snag list", "job sheet",
  "job card", "spec", "quote", "tripped", "sparky";
* a hairdresser about their own life: "my chair", "the salon", "my book" / "my column" (the appointment book), "between
  clients", "cut and finish", "toner", "foils", "a blow-dry", "colours", "a walk-in", "a patch test", "my station",
  "tips", "love" / "darling";
* a city bus driver: "my duty" (shift), "split shift", "the early duty", "my route", "the depot", "the terminus", "a
  layover", "running to time", "out of service", "the cab", "the controller", "the 42", "a driver's wage", "the
  fare", "ding ding";
* a personal trainer: "leg day", "rest day", "reps", "sets", "form check", "spot me" / "spotter", "progressive
  overload", "warm-up, workout, cooldown", "macros", "protein", "a cheat day", "a max rep", "the gym floor", "my
  clients", "my programme", "a training block", "DOMS", "accountability";
* an iCalendar event (VEVENT) from the user's own calendar, pasted in: a prose line ending in ":", then a
  "BEGIN:VEVENT" line, one to four property lines ("SUMMARY:", "DESCRIPTION:", "RRULE:FREQ=…", "CATEGORIES:",
  "LOCATION:", "STATUS:", "DTSTART;VALUE=DATE:…"; a name in capitals, parameters after ";", then ":" and the value)
  and an "END:VEVENT" line, then a closing prose line; no empty line inside; a memory's value stands only in a
  "SUMMARY:" or "DESCRIPTION:" line, never in the prose around or in another property; no line folding.

Small talk is hard but fair: greetings, thanks, moods, weather (minus twenty, a cardinal at the feeder, rain again,
a cold cab), a long day on the tools, sore feet after the last client, roadworks on the route, DOMS, sign-offs in
every voice ("Do pobachennya, talk later!", "Pa pa, see you!", "Tchau, até logo!"), VEVENT blocks that only say good
morning, cheer the user on or hold a half-asleep typo, questions about calendar files themselves, and
general-knowledge questions in the same voices. Traps look like memories and are not, and share their words: other
people's tastes, allergies, diets, hours, days, budgets, numbers and dates (an aunt, a cousin, a brother-in-law, a
babusya, a bunica, an avó, a colleague, a friend, a flatmate, a partner, an apprentice, the gaffer, a client, a
junior, a passenger, the controller, a mate at the depot, a spotter, a sister's and a partner's calendar entries),
past states (back in Fargo, before in Kyiv, an old car plate, an old wifi password, an apprenticeship wage, the night
bus, uni, a deleted and cancelled calendar entry), hypotheticals (winning the lottery, a dog one does not have,
going solo, a salon of one's own, driving coaches, competing), questions about the user's own tastes, quoted rules,
signs and labels (a rental cabin's sign, a cookbook, a tasca menu, a bus sign, a salon price list, a timetable, a gym
poster, a gym's shared calendar), templates and examples (an English textbook, a job sheet template, a consultation
form, a sample meal plan, an .ics tutorial, a work calendar template with "[your allergy here]"), and jokes
(allergic to Mondays, to work, to paperwork; a diet that starts tomorrow; a calendar entry with an infinite budget).

Two memories share a message about a third of the time (:data:`H31_JOINERS`, :func:`join_h31`); some memories carry
an aside (:data:`H31_ASIDES`, each on a line of its own, so a VEVENT block's opening prose line stays at the start of
one and its closing line at the end of one). Every style reads as its writer would put it (the learners' grammar
included) for every value of its placeholders and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H31_ASIDES", "H31_CONSTRAINTS", "H31_EVENT_STYLES", "H31_FACT_STYLES", "H31_JOINERS", "H31_PREF_STYLES",
           "H31_SMALLTALK", "H31_TASK_STYLES", "H31_TRAPS", "join_h31"]

H31_PREF_STYLES = [
    # Minnesotan English
    "Oh ya, {v}, you betcha. That's me.",
    "Uff da, don't even ask, it's {v} for me every time.",
    "Up at the cabin or down in the Cities, I'll pick {v}.",
    "Ope, almost forgot to say: I'm all about {v}, always.",
    "{V}, and I'm not just being Minnesota nice about it.",
    "Real quick: I like {v} better than pretty much anything.",
    # Ukrainian speaker
    "Nu, what to say, I like {v} the most.",
    "Tak, for me it is always {v}, please remember.",
    "My babusya laughs, but I prefer {v}, and this is final.",
    "Bud laska, note for me: {v} is my favourite.",
    "Dyakuyu for question. Answer is {v}.",
    "{V}, of course, for me there is nothing better, slava bohu.",
    # Romanian speaker
    "Hai, I tell you straight: for me it's {v}.",
    "Mersi for asking, I am a big lover of {v}.",
    "Bunica says I am difficult, but I know what I want: {v}.",
    "Gata, decided long ago: {v}.",
    "Frate, {v} is the best thing, no discussion.",
    "{V}, doamne, I never say no.",
    # European Portuguese speaker
    "Oh pá, {v}, clearly. No doubt.",
    "Pronto, it's decided: I like {v} the most.",
    "A minha avó would say I am stubborn, but I choose {v}.",
    "With a bica in my hand I think well, and I think {v}.",
    "Está bem, for the record: {v} is my favourite.",
    "{V}, pá, every single time.",
    # electrician
    "Off the tools, I always go for {v}.",
    "Wire it in: I prefer {v}.",
    "The gaffer asked me once, same answer as now: {v}.",
    "Signed off and certified: {v} is my favourite.",
    "No dead test needed, I know I like {v}.",
    "Back in the van after a long job, all I want is {v}.",
    # hairdresser
    "Between clients, what I want is {v}.",
    "Cut and finish: I like {v}, simple as that.",
    "Behind my chair or in front of it, I'll pick {v}.",
    "Toner, foils, whatever; off duty it's {v} for me.",
    "My book is full but my favourite is easy: {v}.",
    "Ask any of my clients, I never shut up about {v}.",
    # bus driver
    "End of my duty, give me {v}.",
    "Running to time or not, I'll take {v}.",
    "At the terminus I always think: {v}, that's me.",
    "Out of service and off the route, I go for {v}.",
    "Every driver at the depot knows I like {v}.",
    "Split shift or straight through, {v} is my pick.",
    # personal trainer
    "Rest day, I go for {v}.",
    "Form check on my tastes: {v}, every set.",
    "My clients know me: after leg day it's {v}.",
    "Progressive overload in life, but one constant: {v}.",
    "Warm-up, workout, cooldown, then {v}. That's me.",
    "Spot me on this one: I prefer {v}.",
    # iCalendar VEVENT from the user's own calendar
    "From my calendar, the reminder I set myself:\nBEGIN:VEVENT\nSUMMARY:Me - I prefer {v}\nRRULE:FREQ=MONTHLY\n"
    "END:VEVENT\nSo now you know too.",
    "Copied out of my calendar app:\nBEGIN:VEVENT\nSUMMARY:Treat myself\nDESCRIPTION:my favourite is {v}\nEND:VEVENT\n"
    "I wrote that entry myself.",
    "My .ics export has this one:\nBEGIN:VEVENT\nCATEGORIES:PERSONAL\nSUMMARY:Always pick {v}\nEND:VEVENT\n"
    "I put it there years ago.",
    "Here's an entry from my own calendar:\nBEGIN:VEVENT\nSUMMARY:Friday night\nDESCRIPTION:{v} - my usual\n"
    "RRULE:FREQ=WEEKLY;BYDAY=FR\nEND:VEVENT\nNote it for me.",
    "Pasted from my calendar file:\nBEGIN:VEVENT\nDESCRIPTION:reminder to self - I like {v} best\nEND:VEVENT\n"
    "That's how I remember it.",
    "Out of my personal calendar:\nBEGIN:VEVENT\nSUMMARY:Note to me\nDESCRIPTION:favourite - {v}\nCATEGORIES:ME\n"
    "END:VEVENT\nFile that next to my name.",
]

H31_CONSTRAINTS = {
    "allergy": [
        "Oh ya, I'm allergic to {a}, so none of that in the hotdish, eh?",
        "Uff da, {a}. Allergic. Real bad.",
        "Ope, heads up real quick: {a} and me don't mix, I'm allergic.",
        "I am allergic, {a} is very bad for me, bud laska remember.",
        "Nu, {a} I cannot touch, I am allergic.",
        "Tak, allergy. To {a}. Is serious, doctor said.",
        "Hai, important: I am allergic at {a}.",
        "{A}? Never, doamne, I am allergic.",
        "Gata, write it: allergy at {a}.",
        "Oh pá, I'm allergic to {a}, seriously.",
        "I have allergy of {a}, pronto, that's it.",
        "{A} is bad for me, I am allergic, está bem?",
        "Safety note for me, like an isolation tag: allergic to {a}.",
        "Treat {a} like a live wire. I'm allergic.",
        "On site or off, keep {a} away from me, I'm allergic.",
        "Like a patch test gone wrong: I'm allergic to {a}.",
        "I ask my clients about their allergies, so here's mine: {a}.",
        "Allergic to {a}, me. Keep it off my station.",
        "Log it with the controller: I'm allergic to {a}.",
        "Allergic to {a}, so it stays off my bus and off my plate.",
        "{A}? Not on my route. I'm allergic.",
        "I tell every client to know their body, so: I'm allergic to {a}.",
        "Allergic to {a}, no exceptions, not even on a cheat day.",
        "Hard no on {a}, I'm allergic.",
        "From my calendar, the yearly one:\nBEGIN:VEVENT\nSUMMARY:Allergy check\nDESCRIPTION:still allergic to {a}\n"
        "RRULE:FREQ=YEARLY\nEND:VEVENT\nThat's me.",
        "An entry I keep in my calendar:\nBEGIN:VEVENT\nSUMMARY:Tell the waiter - allergic to {a}\nCATEGORIES:HEALTH\n"
        "END:VEVENT\nIt's mine.",
        "Here's my calendar note:\nBEGIN:VEVENT\nDESCRIPTION:my allergy - {a}\nEND:VEVENT\nSave it for me as well.",
    ],
    "diet": [
        "Oh ya, I'm {d} now, so go easy on the hotdish.",
        "Uff da, I'm {d}, have been for a while.",
        "I'm {d}, you betcha, even at the church potluck.",
        "For me is important: I am {d}.",
        "Nu, I am {d}, so babusya's cooking is problem.",
        "Tak, I am {d}. This is how I live.",
        "I am {d}, so at Easter I must be careful, mersi.",
        "Hai, note: I'm {d}.",
        "Gata, I am {d} and I stay like this.",
        "I'm {d}, pá, remember it when you pick restaurants.",
        "Pronto, I am {d}, it's simple.",
        "Está bem, for food: I'm {d}.",
        "Spec for my lunches: I'm {d}.",
        "I'm {d}, so the site canteen is hard work.",
        "Mark it on my job card: I'm {d}.",
        "I'm {d}, so the salon's biscuit tin is no good to me.",
        "Between foils I eat what I can, and I'm {d}.",
        "I'm {d}, love, make a note of it.",
        "I'm {d}, so it's packed lunches on split shifts.",
        "At the depot canteen they know I'm {d}.",
        "I'm {d}, for the record, since before I got my first route.",
        "Macros aside, I'm {d}.",
        "I'm {d} and I still hit my protein, thank you.",
        "I coach clients on food, and me, I'm {d}.",
        "From my calendar's recurring entries:\nBEGIN:VEVENT\nSUMMARY:Meal prep\nDESCRIPTION:I'm {d} - shop for that\n"
        "RRULE:FREQ=WEEKLY;BYDAY=SU\nEND:VEVENT\nMy own.",
        "Calendar note I made myself:\nBEGIN:VEVENT\nSUMMARY:Dinner out - remind them I'm {d}\nEND:VEVENT\n"
        "Written for my own eyes.",
        "In my calendar:\nBEGIN:VEVENT\nCATEGORIES:FOOD\nDESCRIPTION:diet - {d}\nEND:VEVENT\nThat's who I am.",
    ],
    "hours": [
        "Ope, no calls before {t}, eh? Mornings and me, we don't get along.",
        "Oh ya, after {t} I'm done for the day, don't call.",
        "Uff da, meetings before {t}? That's different. Please don't.",
        "Please, no meetings before {t}, I am not able.",
        "After {t} I am not answering, tak, this is my rule.",
        "Nu, before {t} I am sleeping, do not call.",
        "Hai, after {t} nothing, I am off.",
        "Before {t} is not possible for me, sorry.",
        "Doamne, no calls after {t}, please.",
        "Pá, before {t} I don't exist. No meetings.",
        "After {t}, pronto, I'm done. No calls.",
        "Está bem with meetings, but not before {t}.",
        "I'm on the tools till {t}, so no calls before that.",
        "Isolate me after {t}: no calls.",
        "Nothing booked before {t}, I'm still loading the van.",
        "My column is full till {t}, so no calls before.",
        "After {t} the salon's shut and so am I, no calls.",
        "No appointments for me before {t}, I'm doing everyone else's.",
        "No calls before {t}, I'm still in the cab.",
        "After {t} I'm asleep for the early duty, no calls.",
        "Don't book me anything before {t}, I'm out on the route.",
        "Clients till {t}, so no meetings before then.",
        "After {t} it's recovery time, no calls.",
        "Before {t} I'm on the gym floor, don't book me.",
        "From my calendar, blocked out:\nBEGIN:VEVENT\nSUMMARY:Busy - no calls before {t}\nRRULE:FREQ=DAILY\n"
        "END:VEVENT\nThat's my own block.",
        "My calendar has this every weekday:\nBEGIN:VEVENT\nSUMMARY:Do not disturb\nDESCRIPTION:no meetings after {t}\n"
        "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR\nEND:VEVENT\nPlease don't book over it.",
        "Pasted from my calendar:\nBEGIN:VEVENT\nDESCRIPTION:no calls after {t} - quiet hours\nCATEGORIES:ME\n"
        "END:VEVENT\nMine, that one.",
    ],
    "budget": [
        "Oh ya, keep it under {m}, that's plenty.",
        "Uff da, {m} is my limit, no more.",
        "Ope, budget's {m}, tops.",
        "Maximum for me is {m}, more is not possible.",
        "Nu, {m} and not one more.",
        "Please, not more than {m}, bud laska.",
        "Hai, {m} maximum, I am not a millionaire.",
        "Up to {m} is ok, over that, doamne, no.",
        "My limit is {m}, gata.",
        "Pá, {m} is the most I can spend.",
        "Pronto, budget: {m}.",
        "More than {m} is too much for me, está bem?",
        "Quote me no more than {m}, that's my cap.",
        "{m}, max. I price my own jobs tighter than that.",
        "Spec says: budget {m}, no overrun.",
        "Like a cut and colour, I've got a price in mind: {m}, tops.",
        "{m} is my limit, I earn it one blow-dry at a time.",
        "Keep it to {m}, I'm not made of tips.",
        "On a driver's wage it's {m}, no more.",
        "Cap it at {m}, please, I've checked my payslip.",
        "{m} is the fare I'll pay, nothing over.",
        "Budget ceiling: {m}, like a max rep, not a target.",
        "Keep it at {m} or under, that's my programme.",
        "{m} tops, I've got supplements to pay for.",
        "From my calendar, the monthly one:\nBEGIN:VEVENT\nSUMMARY:Budget check\nDESCRIPTION:spend no more than {m}\n"
        "RRULE:FREQ=MONTHLY\nEND:VEVENT\nI stick to that.",
        "A note I keep in my calendar:\nBEGIN:VEVENT\nSUMMARY:Holiday budget {m} max\nEND:VEVENT\n"
        "I won't go over that.",
        "Here's my calendar entry:\nBEGIN:VEVENT\nCATEGORIES:MONEY\nDESCRIPTION:my cap - {m}\nEND:VEVENT\n"
        "Keep me honest.",
    ],
    "days": [
        "Ope, {w}s are out for me, I'm up at the cabin.",
        "Oh ya, I'm never free on {w}s, sorry.",
        "Uff da, not {w}s. Those are family days.",
        "On {w} I am not available, never.",
        "Nu, {w}s are impossible for me.",
        "Tak, {W} is my day off from everything, do not plan.",
        "Hai, not on {w}, I am busy always.",
        "{W}s are for bunica, I am not free.",
        "Doamne, never on {w}s.",
        "Pá, {w}s I can't, never.",
        "{W}? No, pronto, I am not available.",
        "Not on {w}s, está bem?",
        "I don't do {w}s, that's my day off the tools.",
        "{W}s I'm never on site, so don't book me then.",
        "No jobs for me on {w}s, full stop.",
        "{W}s the salon's shut and so am I, don't book me.",
        "I never work {w}s, that's my day.",
        "Don't put me in the book on {w}s.",
        "My rest day's {W}, always, no swaps.",
        "Never book me on {w}s, I'm not on duty and I'm not answering.",
        "{W}s I'm on the longest duty, so I'm no use to anyone.",
        "{W}s are my rest day, no sessions, no plans.",
        "I don't train anyone on {w}s, and I don't go anywhere either.",
        "Not {w}s. Recovery.",
        "From my calendar:\nBEGIN:VEVENT\nSUMMARY:Unavailable all day\nDESCRIPTION:never on {w}s\nRRULE:FREQ=WEEKLY\n"
        "END:VEVENT\nThat's a standing one.",
        "Calendar entry of mine:\nBEGIN:VEVENT\nSUMMARY:{W} - not available\nEND:VEVENT\nEvery week.",
        "Copied out of my calendar:\nBEGIN:VEVENT\nCATEGORIES:BLOCKED\nDESCRIPTION:no travel on {w}s\nEND:VEVENT\n"
        "A rule I made for myself.",
    ],
}

H31_FACT_STYLES = [
    # Minnesotan English
    "Oh ya, my {n} is {v}, you betcha.",
    "Ope, you'll want my {n}: {v}.",
    "{v}, that's my {n}, real quick.",
    "Uff da, write down my {n}, it's {v}.",
    # Ukrainian speaker
    "My {n} — {v}, please remember.",
    "Nu, {n} of me is {v}.",
    "Tak, {v} is my {n}.",
    "Bud laska, save: {n} {v}.",
    # Romanian speaker
    "Hai, my {n} is {v}.",
    "{v}, this is my {n}, mersi.",
    "Na, my {n}: {v}.",
    "Gata, you have it now: {n} is {v}.",
    # European Portuguese speaker
    "Pá, my {n} is {v}.",
    "Pronto, {n}: {v}.",
    "{v}, that's my {n}, está bem?",
    "For the record, pá, my {n} is {v}.",
    # electrician
    "Label it like a circuit: {n}, {v}.",
    "My {n}'s {v}, put it on the job sheet.",
    "{v} — my {n}, signed off.",
    "Straight off the van: my {n} is {v}.",
    # hairdresser
    "Like I'd write on a client card: {n}, {v}.",
    "My {n}? {v}, love.",
    "{v} is my {n}, write it in the book.",
    "Between clients, quick one: my {n} is {v}.",
    # bus driver
    "My {n}'s {v}, as sure as the 42 is late.",
    "{v} is my {n}, for your records.",
    "At the depot they've got my {n} on file as {v}.",
    "Quick one at the terminus: my {n}, {v}.",
    # personal trainer
    "Log it like a set: my {n}, {v}.",
    "My {n} is {v}, no reps needed to remember it.",
    "{v}. That's my {n}, coach's honour.",
    "Between sessions: {n} {v}, mine.",
    # iCalendar VEVENT
    "From my calendar:\nBEGIN:VEVENT\nSUMMARY:Renewal reminder\nDESCRIPTION:my {n} is {v}\nEND:VEVENT\n"
    "My own details.",
    "Calendar entry I keep:\nBEGIN:VEVENT\nSUMMARY:My {n} - {v}\nCATEGORIES:ME\nEND:VEVENT\nFor you too.",
    "Out of my calendar:\nBEGIN:VEVENT\nCATEGORIES:PERSONAL\nDESCRIPTION:{n} - {v}\nEND:VEVENT\nThat's mine.",
    "From my .ics file:\nBEGIN:VEVENT\nSUMMARY:Paperwork\nDESCRIPTION:{n} {v} (mine)\nRRULE:FREQ=YEARLY\nEND:VEVENT\n"
    "That one's accurate.",
]

H31_EVENT_STYLES = [
    # Minnesotan English
    "Oh ya, my {e}'s {d}, so I'll be driving down from up north.",
    "Ope, {e}: {d}. Don't you let me forget it, eh.",
    "Uff da, got my {e} {d}.",
    "You betcha I'm nervous, the {e} is {d}.",
    # Ukrainian speaker
    "My {e} is {d}, please, you remember it.",
    "Nu, {E} — {d}.",
    "Tak, {e} will be {d}.",
    "Important date: {e}, {d}.",
    # Romanian speaker
    "Hai, my {e} is {d}.",
    "{E}? It's {d}, doamne, so soon.",
    "Gata, booked: {e}, {d}.",
    "Na, the date of my {e}: {d}.",
    # European Portuguese speaker
    "Pá, my {e} is {d}.",
    "Pronto, {e} {d}, it's set.",
    "{E}, {d}. Está bem.",
    "Oh pá, the {e} moved to {d}.",
    # electrician
    "Booked in like a job: {e}, {d}.",
    "My {e}'s {d}, so I'm off the tools that day.",
    "Put it on the board: {E}, {d}.",
    "{E} is {d}, got the van booked off.",
    # hairdresser
    "Blocked out in my book: {e}, {d}.",
    "My {e} is {d}, I've moved my clients.",
    "{E}, {d}. Not taking bookings that day.",
    "Can't do colours {d}, it's my {e}.",
    # bus driver
    "Swapped my duty for it: {e}, {d}.",
    "My {e} is {d}, I've booked the day off at the depot.",
    "{E} — {d}. Someone else is driving my route.",
    "Out of service {d}: my {e}.",
    # personal trainer
    "{E}: {d}. Skipping the morning session.",
    "My {e} is {d}, so no sessions that day.",
    "Rest day {d}, because of my {e}.",
    "Locked in like a training block: {e}, {d}.",
    # iCalendar VEVENT
    "From my calendar:\nBEGIN:VEVENT\nSUMMARY:{E}\nDESCRIPTION:it's {d}\nEND:VEVENT\nThat's mine, not a shared one.",
    "My calendar entry:\nBEGIN:VEVENT\nSUMMARY:My {e}\nDESCRIPTION:{d} - set two alarms\nCATEGORIES:PERSONAL\n"
    "END:VEVENT\nHang on to it for me.",
    "Pasted from my own calendar:\nBEGIN:VEVENT\nDESCRIPTION:{e} {d}\nEND:VEVENT\nI can't miss this one.",
    "Here's the invite I made myself:\nBEGIN:VEVENT\nSUMMARY:{E} ({d})\nLOCATION:see my e-mail\nEND:VEVENT\n"
    "Just for me.",
]

H31_TASK_STYLES = [
    # Minnesotan English
    "Ope, I gotta {t}, remind me, eh?",
    "Oh ya, don't let me forget to {t}.",
    "Uff da, I still need to {t}.",
    "Real quick: I have to {t} this week.",
    # Ukrainian speaker
    "Please, you remind me that I must {t}, yes?",
    "Nu, I need {t}, do not let me forget.",
    "Tak, task for me: {t}.",
    "Bud laska, tomorrow you tell me to {t}.",
    # Romanian speaker
    "Hai, remind me to {t}.",
    "I must {t}, doamne, I always forget.",
    "Gata, on my list: {t}.",
    "Mersi in advance: remind me I have to {t}.",
    # European Portuguese speaker
    "Pá, I have to {t}, remind me.",
    "Pronto, tomorrow I {t}, don't let me forget.",
    "Está bem, note: I need to {t}.",
    "Oh pá, still have to {t}.",
    # electrician
    "Snag list for me: {t}.",
    "Put it on my job sheet: {t}.",
    "Before I pack the van tonight I need to {t}.",
    "Second fix on my own life: {t}.",
    # hairdresser
    "In my book for tomorrow, between clients: {t}.",
    "Remind me, love, I've got to {t}.",
    "Note for after my last blow-dry: {t}.",
    "I keep forgetting to {t}, nudge me.",
    # bus driver
    "At my next layover I must {t}.",
    "Remind me at the terminus to {t}.",
    "Before my duty tomorrow I need to {t}.",
    "On my list, like a timetable: {t}.",
    # personal trainer
    "Add it to my programme: {t}.",
    "After my last client I need to {t}.",
    "No skipping this one, like leg day: {t}.",
    "Accountability check: I have to {t}.",
    # iCalendar VEVENT
    "From my calendar:\nBEGIN:VEVENT\nSUMMARY:To do\nDESCRIPTION:{t}\nEND:VEVENT\nThat's my own to-do.",
    "An entry I just made:\nBEGIN:VEVENT\nSUMMARY:Remember to {t}\nCATEGORIES:ERRANDS\nEND:VEVENT\nNudge me.",
    "Pasted from my calendar app:\nBEGIN:VEVENT\nSUMMARY:Me\nDESCRIPTION:must {t} this week\nEND:VEVENT\n"
    "Still outstanding.",
    "My calendar says:\nBEGIN:VEVENT\nDESCRIPTION:errand - {t}\nRRULE:FREQ=DAILY;COUNT=3\nEND:VEVENT\nUntil it's done.",
]

H31_SMALLTALK = [
    # Minnesotan English
    "Ope, sorry, hi!", "Uff da, what a day.", "Oh for cute, a cardinal at the feeder!",
    "Jeez Louise, it's minus twenty out there.", "Oh ya, that's different.", "You betcha, thanks a bunch!",
    "Well, I s'pose I should let you go.", "Is Duluth nice in winter, do you think?",
    "Ope, gotta run, bye now!",
    # Ukrainian speaker
    "Dyakuyu, very helpful.", "Nu, how are you today?", "Pryvit! I am back.",
    "Slava bohu, the week is finished.", "Tak, tak, I understand.",
    "Which city is capital of Canada, Toronto? I forget always.",
    "Is very cold today in my flat.", "Bud laska, one moment, I make tea.", "Do pobachennya, talk later!",
    # Romanian speaker
    "Ce faci? All good?", "Mersi mult, you are great.", "Pa pa, see you!", "Hai, let's continue.",
    "Doamne, what traffic today.", "Gata, I am home finally.", "Na, this is funny.",
    "How many people live in Bucharest?", "Frate, long day at work.",
    # European Portuguese speaker
    "Olá, pá!", "Pronto, that's all for today.", "Está bem, thank you.", "Oh pá, it is raining again.",
    "I just had my bica, now I am awake.", "Tchau, até logo!", "How long is the big bridge in Lisbon?",
    "Saudade of the summer already.", "Muito bem, that was quick.",
    # electrician
    "Morning, just back from site.", "Tripped the whole house earlier, ha.", "Long day on the tools.",
    "Cheers, sparky signing off.", "What's the difference between amps and volts, in simple words?",
    "Van's warm at least.", "Gaffer's in a mood today.", "Right, tea break.", "Who really invented the light bulb?",
    # hairdresser
    "Hiya, just finished my last client.", "My feet are killing me.", "Had a walk-in at five to six, typical.",
    "Thanks, lovely!", "Is it true hair grows faster in summer?", "Salon's been mad busy.",
    "Bye for now, darling!", "Ugh, ran out of toner again.", "Quiet afternoon in the salon.",
    # bus driver
    "Evening, just off my duty.", "Roadworks on my route again, honestly.",
    "Someone left a sofa at the bus stop, I kid you not.", "Cheers, driver out.", "Why do buses always come in threes?",
    "Cold cab this morning.", "Ding ding, I'm back.", "The depot coffee is awful.", "Night all, I'm done driving.",
    # personal trainer
    "Morning! Just finished my own session.", "My legs are dead after today.", "Thanks, you're a good spotter!",
    "How many calories are in a banana?", "Gym was packed tonight.", "DOMS is real today.",
    "Good chat, cheers.", "Let's get after it!", "Time for my cooldown, bye.",
    # iCalendar VEVENT
    "Found this in my calendar, made me laugh:\nBEGIN:VEVENT\nSUMMARY:Drink water you absolute legend\nEND:VEVENT\n"
    "Past me is funny.",
    "My calendar greeted me with this:\nBEGIN:VEVENT\nSUMMARY:Good morning sunshine\nRRULE:FREQ=DAILY\nEND:VEVENT\n"
    "Cute, right?",
    "Look what I typed into my calendar half asleep:\nBEGIN:VEVENT\nSUMMARY:asdfgh\nEND:VEVENT\nNo idea what that was.",
    "What does RRULE mean in a calendar file?", "Is .ics the same as iCal?", "My calendar app crashed again, ugh.",
    "Syncing calendars is a nightmare.", "Why do calendar invites always come in UTC?",
    "Ha, my calendar says it's a holiday somewhere today.",
]

H31_TRAPS = [
    # Minnesotan English
    "My aunt Carol is allergic to shellfish, so no shrimp hotdish at her place.",
    "If I won the lottery I'd buy a lake place and fly up every Friday.",
    "Back when I lived in Fargo I was vegetarian, ya, but not anymore.",
    "Do I prefer aisle seats? I honestly don't know, what do you think?",
    "My neighbor's dog is called Biscuit, oh for cute.",
    "Uff da, my cousin's flight to Rome is next Tuesday, not mine.",
    "The church cookbook says 'Serves 12, budget $200'. Just reading it out.",
    "Ope, little joke: I'm allergic to Mondays.",
    "My brother-in-law never takes calls after 6pm, he's funny that way.",
    "What if I went vegan, would I still get to eat bars?",
    "Sign at the rental cabin: 'No check-ins on Sundays'. The owners put it up, not me.",
    # Ukrainian speaker
    "My babusya is allergic to penicillin, not me.",
    "In Kyiv before, I worked at Globex, but now no.",
    "If I will have dog, I call him Max. But I have no dog.",
    "My brother prefers window seats, I don't care.",
    "Is vegetarian good for health? I think about it.",
    "Example from English book: 'My passport number is X1234567.'",
    "My colleague Oksana has interview on 4 March, I help her prepare.",
    "Before, when I was student, my budget was €150 for whole month.",
    "Joke from my uncle: I am allergic to work.",
    "Neighbour asks: do I like jazz? I don't know what to say.",
    "Friend says her wifi password is bluebird12, ha, she gives it to everyone.",
    # Romanian speaker
    "Bunica is lactose intolerant, poor woman.",
    "My cousin lives in Vienna, not me, I only visit.",
    "If I was rich, doamne, I'd fly business and never look at the price.",
    "My old car plate was KL-123-RM, I sold that car.",
    "Frate, my friend Andrei can't travel on Fridays, he has church things.",
    "Do I like red wine? Sometimes yes, sometimes no, I don't know.",
    "From a cookbook: 'vegan version possible'. Not about me.",
    "My boss always says 'no meetings before 9am', he is a bear in the morning.",
    "Joke from work: my diet starts tomorrow, every day.",
    "Last year my dentist was Dr. Shah, but I changed.",
    "What is better, aisle or window? I can never decide.",
    # European Portuguese speaker
    "A minha avó is allergic to cats, she says, but she feeds them anyway.",
    "Pá, my brother-in-law works at Hooli, not me.",
    "If I lived in Porto I'd go everywhere by train.",
    "When I was a kid I was vegetarian for one week, ha.",
    "My flatmate pays €1,200 for rent, can you imagine.",
    "Do I prefer Thai food or grilled sardines? Help me decide.",
    "Menu at the tasca: 'pescatarian options available'. Just a menu.",
    "My friend Rui has a dentist appointment tomorrow, he's scared.",
    "Joke: my favourite exercise is the walk to the pastelaria.",
    "My partner never answers calls after 10 am on Sundays, weird, no?",
    "The old wifi password was maple42, we changed it.",
    # electrician
    "Customer's wifi password was written on the fuse box: orbit77. Not mine, obviously.",
    "My apprentice is allergic to latex, so he wears other gloves.",
    "If I ever go solo, I'd never start before 10 am.",
    "Back in my apprenticeship I earned £90 a week, ha.",
    "The gaffer prefers morning meetings, I just nod.",
    "Job sheet template: 'Customer name, phone number, budget'. Blank.",
    "Is it safe to change a light fitting without turning off the breaker?",
    "Site joke: I'm allergic to paperwork.",
    "The client's flight to Rome is next Tuesday, so we have to finish by Monday.",
    "Would I rather work in Berlin or Vienna? Never thought about it.",
    "My mate's van reg is ZX-555-QT, he keeps getting tickets.",
    # hairdresser
    "My client is allergic to latex, so I use nitrile gloves for her.",
    "A client wants balayage on a budget of $200, I told her we'll see.",
    "If I had my own salon I'd close on Mondays.",
    "I used to be vegan when I did my training, not now.",
    "Consultation form: 'Allergies: ______'. It's for the clients.",
    "Do I like short bullet-point answers? Maybe, what do you think?",
    "My junior's sister is called Chloe, she books in every month.",
    "Joke in the salon: my favourite colour is whatever's left in the tube.",
    "A client lives in Utrecht and flies in for her cut, can you believe it.",
    "The salon's price list says 'cut and finish £90'. That's not my budget.",
    "My colleague's party is on the 12th of March, I'm not going.",
    # bus driver
    "A passenger told me she's allergic to dogs, so I let her sit at the front.",
    "Sign on my bus: 'No hot food'. Company rule, not mine.",
    "If I drove coaches I'd be in Krakow every other week.",
    "Back when I drove the night bus I never slept before noon.",
    "The controller's number is on the dash, +44 7700 900123, not mine.",
    "Do I like trains over planes? I drive a bus, so who knows.",
    "Timetable example: 'Departs 8:30, arrives 9am'. That's the 42, not me.",
    "My mate at the depot has a job interview tomorrow with the trams.",
    "Joke from the depot: my real employer is the traffic.",
    "What's the longest bus route in the world?",
    "My old route went past Dr. Moreau's surgery, I don't drive it now.",
    # personal trainer
    "My client is coeliac, so I plan her meals around it.",
    "If I competed I'd have to cut to vegan for a bit, glad I don't.",
    "Back in uni I lived on pizza and never trained.",
    "A client asked if she should do meetings before 8:30 or train first. No idea.",
    "Gym poster: 'No pain, no gain, €150 a month'. Ha, marketing.",
    "Do I actually like hiking trails? I never go.",
    "My spotter's dog is called Luna, sweetest thing.",
    "Joke: my favourite machine is the vending machine.",
    "Sample meal plan: 'breakfast 9am, vegan protein'. It's a template for clients.",
    "My old gym was in Dublin, I moved years ago.",
    "A client flies to Rome on the 3rd, so her sessions stop.",
    # iCalendar VEVENT
    "My sister sent me her calendar entry:\nBEGIN:VEVENT\nSUMMARY:Anna's dentist appointment\n"
    "DESCRIPTION:it's tomorrow\nEND:VEVENT\nIt's her appointment, I'm only the taxi.",
    "Example from a tutorial on .ics files:\nBEGIN:VEVENT\nSUMMARY:Team offsite\nDTSTART;VALUE=DATE:20270304\n"
    "END:VEVENT\nOnly a sample, nothing of mine.",
    "An old entry I deleted:\nBEGIN:VEVENT\nSUMMARY:Flight to Rome\nSTATUS:CANCELLED\nEND:VEVENT\n"
    "Not happening any more.",
    "The work calendar template:\nBEGIN:VEVENT\nSUMMARY:[your event here]\nDESCRIPTION:[your allergy here]\n"
    "END:VEVENT\nEach of us puts in our own.",
    "My partner's recurring one:\nBEGIN:VEVENT\nSUMMARY:No calls after 6pm\nRRULE:FREQ=DAILY\nEND:VEVENT\n"
    "That one's his, I don't mind calls.",
    "Joke entry my friend put in my calendar:\nBEGIN:VEVENT\nSUMMARY:Budget - infinite\nEND:VEVENT\nVery funny.",
    "Question about this bit:\nBEGIN:VEVENT\nRRULE:FREQ=WEEKLY;BYDAY=TU\nEND:VEVENT\n"
    "Is that right for a weekly event?",
    "What's the difference between DTSTART and DTEND?",
    "If I made a calendar entry for every allergy in my family I'd have no room left.",
    "The gym's shared calendar says 'Closed Sundays'. That's the gym.",
    "Would an .ics file import into any phone?",
]

#: What the "dev31" set puts around some memories: each on a line of its own, so a VEVENT block's opening prose
#: line stays at the start of one and its closing line at the end of one.
H31_ASIDES = (["", "Got a minute for me?\n", "For my notes, please.\n", "Okay, here goes.\n", "Small one today.\n",
               "Quick add, sorry.\n", "Jotting this down with you.\n", "Before I lose the thought:\n",
               "One for the memory bank.\n", "Hiya, a quick one.\n"],
              ["", "\nThanks a million.", "\nThat's everything from me.", "\nOver to you now.",
               "\nCheers for holding onto it.",
               "\nGood, that's sorted.", "\nI'll leave it there.", "\nAppreciate it.", "\nDone, bye for now.",
               "\nAll yours."])

#: How two memories share one message in the "dev31" set (about a third of its real turns are paired).
H31_JOINERS = [" Same goes, and also mine: ", " Plus, mine too: ", " Adding one: ", " And another of mine: ",
               " Second bit: ",
               " Also true of me: ", " Stick this on as well: ", " Then there's this one: ", " One more of mine: ",
               " Alongside that one, mine: "]


def join_h31(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev31" hand: a VEVENT block on either side stands apart from the other
    memory by an empty line, so each keeps its opening and closing prose lines; otherwise the joiner follows a full
    stop (added when the head ends in a word, a value, a bracket or a quote), and the second memory keeps its own
    case."""
    if "\n" in head or "\n" in tail:
        return f"{head}\n\n{tail}"
    if head[-1:].isalnum() or head.endswith((")", "]", "'", '"')):
        head = head + "."
    return head + joiner + tail
