"""Wordings "dev28" (called "heldout28" until stop 35) of `memlineage bench ingest` (the ``H28_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A twenty-eighth hand (the helper session "held28"), written blind on 2026-12-05 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README (any of it), the docs, the issue tracker or any list of misses, and who did not run any extractor,
``memlineage ingest``, ``bench ingest``, the classifier or any server on this set or on anything (only the pure set
tests). What was read: the generator (``ingest.py``: its vocabulary, ``_persona``, ``generate``, ``Wording`` and the
wiring), the module docstrings of "dev8" … "heldout27" (now "dev27") and a search of the earlier modules for a few words of the new
voices and layout (to choose ones no set had used), the top of "heldout27"'s module and a few of its lines (for its
shape: names, counts, comments, asides, joiners and joining function; none of its phrasing copied), the set tests, and
the commits that added "heldout27" and its set tests (how a set is wired and tested). It was held out: the lead ran it
at stop 35 on stop 34's extractor (at 600f78f) and, before anyone read its misses, again after ext21's readings for dev26
(at 9c0b1d3), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Hungarian speaker's English: "szia", "köszi" (thanks), "hát" (well), "na", "na jó" (all right then), "ugye"
  (right?), "jaj" (oh), "nagyi" (granny), "drága" (dear), "the Balaton", "lángos", dropped articles ("I get
  reaction");
* a Nepali speaker's English: "dai" (elder brother), "didi" (elder sister), "hajur" (polite yes), "ho" (yes),
  "ramro" (good), "dhanyabad" (thanks), "ke garne" (what to do), "hai" (ok?), "aama" (mother), "dal bhat", "momo",
  "load shedding", no article ("I have allergy from …");
* Brummie (Birmingham English): "bab", "ow am ya", "tara-a-bit", "bostin'" (great), "yow" (you), "our kid", "me"
  for my, "us" for me, "ar" (yes), "babby", "a cob", "the island" (roundabout), "me mom", "deaf it" (ignore it),
  "a tip" (a mess), the Bull Ring, the Villa;
* a sign-language interpreter about their own life: "voicing", "fingerspelling", "the hot seat", "my team interp",
  "switching every twenty", "assignments", "bookings", "prep materials", "the booth", "BSL", "a standing booking";
* a wedding planner about their own life: "run of show", "day-of", "the timeline", "vendors", "the couple", "tastings",
  "the seating chart", "RSVP card", "the emergency kit", "save the date", "first dance", "the season";
* a rock climber: "beta", "the crux", "sent it", "the crag", "belay", "project", "chalked up", "rest day", "the wall",
  "forearms are fried", "topo", "stoked";
* a ham radio operator: "CQ", "over", "copy", "QSL" (confirmed), "seventy-three" (best regards), "the shack", "the
  rig", "this station", "rag chew", "QRT" (off air), "QRM" (interference), "the XYL" (wife), "harmonic" (child), "the
  net", "for the log";
* a librarian about their own life: "catalogue note", "file it under", "shelve", "cross-reference", "see also",
  "circulation desk", "on hold", "overdue", "renew", "reminder slip", "the stacks", "on file";
* a TOML file from the user's own notes folder (``me.toml``, ``profile.toml``, ``todo.toml``): a prose line ending in
  ":", a ``[table]`` (or ``[[array-of-tables]]``) header line, then ``key = value`` lines (string or one-item array
  values, bare or quoted keys) and ``# comment`` lines, then a closing prose line; a memory's value stands only in a
  ``key = value`` line.

Small talk is hard but fair: greetings, thanks, moods, weather, a stuck island on the Hagley Road, load shedding,
tired hands after a conference, bad band conditions, the returns trolley, sign-offs in every voice ("Tara-a-bit,
bab!", "Seventy-three, good night.", "Okay la, bye bye dai."), a TOML table that only holds a mood or a hello,
general-knowledge questions in the same voices. Traps look like memories and are not, and share their words: other
people's tastes, allergies, diets, hours, days, budgets, numbers and dates (a nagyi, a husband, a dai, an aama, our
kid, me mom, a Deaf client, a team interp, the bride, the groom, the couple, a belay partner, the XYL, a harmonic, a
patron, a colleague, a partner's or a son's TOML file), past states (years back, before I qualified, when I was a
student, an old ``me.toml`` from 2019), hypotheticals (a lottery win, sponsors, a tower in the garden, eloping),
questions about the user's own tastes, quoted rules, signs and menus (a spa, a momo shop, a chippy, a venue, a gym, a
band plan, the library desk), what an interpreter voices for a client, templates and examples (a TOML template with
"<your pick>", the TOML docs' sample, a training handout, a cataloguing course), sarcasm and jokes.

Two memories share a message about a third of the time (:data:`H28_JOINERS`, :func:`join_h28`); some memories carry
an aside (:data:`H28_ASIDES`, each on a line of its own, so a TOML block's opening prose line stays at the start of one
and its closing line at the end of one). Every style reads as its writer would put it (the learners' grammar and the
Brummie "me" and "us" included) for every value of its placeholders and carries nothing else a careful note-taker
would keep.
"""

from __future__ import annotations

__all__ = ["H28_ASIDES", "H28_CONSTRAINTS", "H28_EVENT_STYLES", "H28_FACT_STYLES", "H28_JOINERS", "H28_PREF_STYLES",
           "H28_SMALLTALK", "H28_TASK_STYLES", "H28_TRAPS", "join_h28"]

H28_PREF_STYLES = [
    # a Hungarian speaker's English
    "Szia! Na, I tell you simply: {v}, this is what I like.",
    "Hát, for me it is {v}, always was.",
    "{V}, köszi, write it down please.",
    "My nagyi asks me the same, and the answer is {v}.",
    "Na jó, if I must choose, {v}, ugye.",
    "Jaj, easy question: {v} I like most.",
    # a Nepali speaker's English
    "Hajur, I like {v} the most, dai.",
    "{V} is very ramro for me, always I choose.",
    "Dhanyabad for asking, didi, my choice is {v}.",
    "Ke garne, I am simple person: {v} only.",
    "Ho, ho, {v}, please remember hai.",
    "Like dal bhat every day, same way I always want {v}.",
    # Brummie
    "Ow am ya, bab? It's {v} for me, always.",
    "{V}, bab. Bostin', that is.",
    "Our kid knows it: I'm all for {v}.",
    "Ar, {v}. Can't go wrong with it, yow.",
    "Tell yow what, bab, give us {v} every time.",
    "From the Bull Ring to the Balti Triangle, I'd pick {v}.",
    # a sign-language interpreter
    "Voicing for myself for once: I prefer {v}.",
    "Fingerspelling it so nothing gets lost: {v}. That's my pick.",
    "Off the hot seat now, so, personally: {v}, always.",
    "My team interp teases me about it, but I go for {v}.",
    "Between assignments, a note on me: {V} is my choice.",
    "Prep note for anyone working with me: I like {v}.",
    # a wedding planner
    "Planning my own life for once: {v}, no question.",
    "Put it on my personal run of show: I go for {v}.",
    "Every couple has a must-have; mine is {v}.",
    "After a hundred tastings I know what I like: {v}.",
    "On my own timeline, {v} is non-negotiable.",
    "The vendors all know it by now: I choose {v}.",
    # a rock climber
    "Beta on me: {v}, every time.",
    "Rest day thought: I'm a sucker for {v}.",
    "Chalked up and honest: {v} is what I go for.",
    "Crux of it is, I like {v}.",
    "{V}. Sent that decision years ago.",
    "At the crag or at home, it's {v} for me.",
    # a ham radio operator
    "CQ, CQ, this is me with a note: I like {v}. Over.",
    "From the shack, for your log: {v}, that's my pick.",
    "Copy this down, please: I go for {v}. Seventy-three.",
    "Rag chew, short version: {V}, always.",
    "QSL? My preference is {v}. Over.",
    "The XYL says I never change my mind, and she's right: {v}.",
    # a librarian
    "Catalogue note on myself: prefers {v}.",
    "File it under me, subject heading: {v}.",
    "Shelve this one with my favourites: {v}.",
    "If you cross-reference my tastes you'll find {v} every time.",
    "From the circulation desk, personally speaking: I'd choose {v}.",
    "See also: {v}. That's me, filed and current.",
    # a TOML file from the user's own notes folder
    "Pasting from my own me.toml:\n[me]\nfavourite = \"{v}\"\nThat's the live file.",
    "The settings file I keep about myself:\n[preferences]\n# still true as of this week\ngo_to = \"{v}\"\n"
    "You can keep that.",
    "My notes/profile.toml, top section:\n[me.likes]\ntop_pick = \"{v}\"\nI edited it myself.",
    "From personal.toml in my notes folder:\n[about_me]\nprefers = \"{v}\"\nNothing else to add.",
    "This is straight out of my me.toml:\n[taste]\n\"always pick\" = \"{v}\"\nCurrent, not an old copy.",
    "My own config, the relevant table:\n[me]\nliked = [\"{v}\"]\nThat line is mine.",
]

H28_CONSTRAINTS = {
    "allergy": [
        # Hungarian
        "Hát, I am allergic to {a}, this is serious, ugye you remember.",
        "{A}: allergy, köszi for checking.",
        "Na, no {a} for me, I get reaction, very bad.",
        # Nepali
        "Dai, I have allergy from {a}, please keep away.",
        "{A} is not ramro for my body, allergy, hajur.",
        "Since small I have {a} allergy, aama always reminds me.",
        # Brummie
        "I'm allergic to {a}, bab, so keep it away from us.",
        "{A} and me don't mix, bab. Proper allergic.",
        "Ar, it's {a}. Come out in hives, I do.",
        # interpreter
        "Interpreting note for my own file: I'm allergic to {a}.",
        "Fingerspelled so there's no mistake: my allergy is {a}.",
        "Before any booking with food or a venue, know this: {a} sets off my allergy.",
        # wedding planner
        "Every seating chart I do marks allergies, so here's mine: {a}.",
        "My own emergency kit has antihistamines because of my {a} allergy.",
        "Note for any caterer, and this one's about me: {A}, allergic.",
        # climber
        "Beta you need: I'm allergic to {a}.",
        "Safety brief, about me this time: I react badly to {a}.",
        "{A}? Allergic. That's my one hard no.",
        # ham
        "For the log: operator allergic to {a}. That's me. Over.",
        "Copy this: I react to {a}, allergy. Over.",
        "Medical note from this station: {a} allergy, mine.",
        # librarian
        "Catalogue entry, me: allergies, {a}.",
        "Flag it on my record: allergic to {a}.",
        "No renewals needed on this one: my allergy to {a} is permanent.",
        # TOML
        "From my health.toml:\n[me.health]\nallergy = \"{a}\"\nMy GP confirmed it.",
        "My own notes file, medical bit:\n[medical]\n# mine, not the kids'\nallergic_to = [\"{a}\"]\n"
        "Hold on to that one.",
        "Straight from me.toml:\n[allergies]\nconfirmed = \"{a}\"\nThat's the current entry.",
    ],
    "diet": [
        # Hungarian
        "Hát, I am {d}, even the lángos I choose careful.",
        "Na, {d}, this is me now, köszi.",
        "My nagyi cries about it, but I am {d}.",
        # Nepali
        "Hajur, I am {d}, dai, please remember for food.",
        "Dal bhat yes, but I am {d}, ho.",
        "Me, I am {d} person, didi.",
        # Brummie
        "I'm {d}, bab, so mind what yow order us.",
        "Ar, {d}, me. Have been for ages.",
        "Our kid laughs, but I'm {d} now, bab.",
        # interpreter
        "Voicing my own needs for once: I'm {d}.",
        "For the green room at my bookings: I'm {d}.",
        "My team interp always checks with me, so you should too: {d}.",
        # wedding planner
        "On my own RSVP card, the meal box says {d}.",
        "I plan menus all day, and personally I'm {d}.",
        "When I'm the guest, mark me down as {d}.",
        # climber
        "Fuel beta: I'm {d}.",
        "Trail snacks aside, I'm {d}, strictly.",
        "I'm a {d} climber, for the record.",
        # ham
        "Note for the net dinner: this operator is {d}. Over.",
        "From the shack: I'm {d}. Copy?",
        "Field Day catering, for me: {d}.",
        # librarian
        "Catalogue note, dietary: {d}. That's my record.",
        "I'm {d}, and that record's current.",
        "Shelved under me: {d}, no exceptions.",
        # TOML
        "My me.toml, the food section:\n[me.food]\ndiet = \"{d}\"\nStill current.",
        "From the toml I keep on myself:\n[diet]\n# updated by me\nmine = \"{d}\"\nThat's right.",
        "Straight out of profile.toml:\n[about_me]\neats = \"{d}\"\nFile that, please.",
    ],
    "hours": [
        # Hungarian
        "Hát, before {t} I am not human, no meetings please.",
        "Na, no calls after {t}, this is rule for me.",
        "Köszi if you book nothing before {t}.",
        # Nepali
        "Dai, please no meeting before {t}, hajur.",
        "After {t} I am sleeping, no calls please.",
        "Ke garne, my day starts at {t}, not before.",
        # Brummie
        "Don't ring us after {t}, bab.",
        "Nothing before {t}, bab, I'm not up.",
        "After {t} I'm done, bab. Deaf any calls.",
        # interpreter
        "My assignments end by {t}, so nothing after that.",
        "Switching every twenty all day wears me out: no calls after {t}.",
        "I don't take bookings before {t}.",
        # wedding planner
        "On my own timeline, nothing starts before {t}.",
        "Day-of I'm up at dawn, so on normal days no calls after {t}.",
        "Personal rule, not a client's: no meetings before {t}.",
        # climber
        "Morning session is mine: no meetings before {t}.",
        "After {t} I'm on the wall, so no calls.",
        "Beta for booking me: nothing before {t}.",
        # ham
        "This station goes QRT after {t}, no calls please.",
        "Don't schedule me before {t}, the rig and I are asleep.",
        "Calls to me stop at {t}, net night or not.",
        # librarian
        "Like the library, I close at {t}: no calls after.",
        "Opening hours for me: not before {t}.",
        "No meetings after {t}, that's my rule, firm as a due date.",
        # TOML
        "My hours, from me.toml:\n[me.hours]\nno_calls_after = \"{t}\"\nThat's how I work.",
        "From my own settings file:\n[availability]\n# calls and meetings\nearliest = \"{t}\"\n"
        "Nothing earlier, please.",
        "Pasted from profile.toml:\n[schedule]\nhard_stop = \"{t}\"\nNot negotiable.",
    ],
    "budget": [
        # Hungarian
        "Hát, maximum {m}, more I cannot.",
        "Na jó, budget is {m}, köszi.",
        "My limit is {m}, ugye you keep it.",
        # Nepali
        "Dai, my budget only {m}, not more.",
        "Ke garne, {m} is all I can spend.",
        "Hajur, keep under {m} please.",
        # Brummie
        "Don't go over {m}, bab.",
        "{m} tops, bab, I'm not made of money.",
        "Ar, {m} is me limit.",
        # interpreter
        "Freelance life: my limit for this is {m}.",
        "I can't spend more than {m}, not between bookings.",
        "My ceiling is {m}, firmly.",
        # wedding planner
        "I keep every couple on budget and myself too: {m} max.",
        "My own spend cap, not a client's: {m}.",
        "Personal budget line: {m}, and I don't go over.",
        # climber
        "I cap my spend at {m}; the rest goes on gear.",
        "Budget beta: {m}, no more.",
        "My limit's {m}, rope and all.",
        # ham
        "This station's budget is {m}. Over.",
        "Keep it under {m}, the XYL keeps the books.",
        "Copy: spend limit {m}.",
        # librarian
        "Budget on file for me: {m}.",
        "My spending limit is {m}, fixed like an acquisitions budget.",
        "{m} and not a penny over, please.",
        # TOML
        "From me.toml, the money part:\n[budget]\nmax = \"{m}\"\nFixed.",
        "My own settings file:\n[me.money]\n# per trip\nlimit = \"{m}\"\nThat's the cap.",
        "Out of profile.toml:\n[spending]\nceiling = \"{m}\"\nThat cap holds.",
    ],
    "days": [
        # Hungarian
        "{W} I cannot, never, köszi.",
        "Hát, on {w}s I am busy always.",
        "Na, no {w}s for me, this is fixed.",
        # Nepali
        "Dai, {w} I am not free, every week.",
        "Every {w} I go to temple, so no plans that day.",
        "Hajur, {w}s are no good for me.",
        # Brummie
        "{W}s are no good, bab.",
        "Can't do {w}s, bab. Never could.",
        "I'm at me mom's every {w}, so count me out.",
        # interpreter
        "I'm on a standing booking every {w}, so I'm never free then.",
        "{W}s are blocked for my regular client.",
        "No new assignments on {w}s for me.",
        # wedding planner
        "{W}s are wedding days for me, so I'm never free.",
        "I'm at a venue every {w}, don't book me.",
        "I don't do anything on {w}s, it's my day to recover.",
        # climber
        "{W}s are crag days, I'm never free.",
        "Every {w} I'm on the wall, so no plans.",
        "Don't book me on {w}s, that's project day.",
        # ham
        "{W} nights are the club net, so I'm busy.",
        "Every {w} I'm on air, count me out.",
        "No plans on {w}s, this station's busy.",
        # librarian
        "I'm on the desk every {w}, so I'm unavailable.",
        "{W}s I work the late shift at the branch, never free.",
        "Closed to the public, and to you: {w}s.",
        # TOML
        "From my me.toml:\n[me.week]\nunavailable = \"{w}\"\nEvery week, that one.",
        "My own schedule file:\n[availability]\n# standing commitment\nbusy_days = [\"{W}\"]\nDon't book me then.",
        "Out of profile.toml:\n[days]\nnever = \"{w}\"\nStill true.",
    ],
}

H28_FACT_STYLES = [
    # Hungarian
    "Hát, my {n} is {v}, köszi.",
    "Na, you asked: {n}, {v}.",
    "{v}, this is my {n}, ugye.",
    "Write it down, drága: my {n} is {v}.",
    # Nepali
    "Dai, my {n} is {v}, hajur.",
    "My {n}? {v}, ho.",
    "Please note, didi: {n} is {v}.",
    "{v} is my {n}, dhanyabad.",
    # Brummie
    "Me {n}'s {v}, bab.",
    "{v}, that's me {n}, bab.",
    "Ar, me {n} is {v}.",
    "Ow am ya, bab: me {n} is {v}.",
    # interpreter
    "Fingerspelling it: my {n} is {v}.",
    "For my own file: {n}, {v}.",
    "Voicing for me: {v} is my {n}.",
    "My {n}, which I spell out on every booking form: {v}.",
    # wedding planner
    "For my own vendor sheet: {n}, {v}.",
    "My {n}, not a client's: {v}.",
    "Put it on my contact list: my {n} is {v}.",
    "{v}. That's my {n}, in case a venue asks.",
    # climber
    "Beta: my {n} is {v}.",
    "My {n}'s {v}, for the record.",
    "Chalk-smudged note: {n}, {v}.",
    "{v} is my {n}, same as ever.",
    # ham
    "For the log: my {n} is {v}. Over.",
    "Copy: {n}, {v}.",
    "This station's {n}: {v}. That's me.",
    "QSL, my {n} is {v}. Seventy-three.",
    # librarian
    "Catalogue record, me: {n}, {v}.",
    "My {n} is {v}, on file.",
    "Cross-reference: my {n}, {v}.",
    "{v}, my {n}, filed and current.",
    # TOML
    "From me.toml:\n[me]\n\"{n}\" = \"{v}\"\nThat's current.",
    "My own settings file:\n[facts]\n# mine\nkey = \"{n}\"\nvalue = \"{v}\"\nStill right.",
    "Out of profile.toml:\n[about_me]\n\"{n}\" = \"{v}\"\nKeep that.",
    "Pasted from personal.toml:\n[me.details]\n# checked today\n\"{n}\" = \"{v}\"\nThat's mine.",
]

H28_EVENT_STYLES = [
    # Hungarian
    "Hát, my {e} is {d}, köszi.",
    "{E}: {d}, ugye you remember.",
    "Na, {d} I have the {e}.",
    "Jaj, almost forgot: {e}, {d}.",
    # Nepali
    "Dai, my {e} is {d}, hajur.",
    "Hajur, {d} I have {e}.",
    "Please remember, didi: {e}, {d}.",
    "{E} is {d}, dhanyabad.",
    # Brummie
    "Me {e}'s {d}, bab.",
    "Got the {e} {d}, bab.",
    "Ar, {e}, {d}.",
    "{E}? {d}, bab.",
    # interpreter
    "Book it in for me, not a client: {e}, {d}.",
    "No assignments then: I have my {e} {d}.",
    "Fingerspelled date for my {e}: {d}.",
    "{E}, mine: {d}.",
    # wedding planner
    "On my own calendar, for once: {e}, {d}.",
    "Not a client's date: my {e} is {d}.",
    "Run of show for me: {E}, {d}.",
    "Save the date, mine: {e} {d}.",
    # climber
    "Forced rest day: {e} {d}.",
    "My {e} is {d}, so no crag that day.",
    "{E}: {d}. Planned around the send.",
    "Calendar beta: {e}, {d}.",
    # ham
    "For the log: {e}, {d}. Over.",
    "Schedule from this station: my {e} is {d}.",
    "Copy: {E} {d}.",
    "QRT that day, my {e} is {d}.",
    # librarian
    "Due date, mine: {e}, {d}.",
    "Reserve {d} for me: {e}.",
    "My {e} is {d}, on the record.",
    "Catalogue note, calendar: {E}, {d}.",
    # TOML
    "From my me.toml:\n[[events]]\nwhat = \"{e}\"\nwhen = \"{d}\"\nIn my calendar too.",
    "My own schedule file:\n[next.appointment]\nname = \"{e}\"\ndate = \"{d}\"\nThat's the booked one.",
    "Pasted from profile.toml:\n[calendar]\n# mine, booked\n\"{e}\" = \"{d}\"\nDon't lose it.",
    "Straight out of plans.toml in my notes:\n[upcoming]\n\"{e}\" = \"{d}\"\nBooked and confirmed.",
]

H28_TASK_STYLES = [
    # Hungarian
    "Hát, I must {t}, remind me.",
    "Na, don't let me forget to {t}, köszi.",
    "Jaj, I still need to {t}.",
    "Remind me please to {t}, ugye.",
    # Nepali
    "Dai, I have to {t}, please remind.",
    "Ke garne, still I need to {t}.",
    "Hajur, remind me to {t} this week.",
    "Tomorrow I must {t}, ho.",
    # Brummie
    "Gotta {t}, bab. Remind us.",
    "Don't let us forget to {t}, bab.",
    "Ar, I need to {t} this week.",
    "Our kid says I'll forget, so remind me to {t}.",
    # interpreter
    "Between assignments I have to {t}.",
    "Personal to-do, not a booking: {t}.",
    "Remind me after my next job to {t}.",
    "On my list, fingerspelled even: {t}.",
    # wedding planner
    "My own checklist, for once: {t}.",
    "Put it on my timeline: {t}.",
    "Before the season starts I must {t}.",
    "Not for a couple, for me: remind me to {t}.",
    # climber
    "Rest day job: {t}.",
    "Before the next trip I need to {t}.",
    "Remind me to {t} before I go back to the crag.",
    "Project off the wall: {t}.",
    # ham
    "For the log: I need to {t}. Over.",
    "Reminder from this station: {t}.",
    "Copy, to-do: {t}.",
    "Before the next net, remind me to {t}.",
    # librarian
    "Overdue, and it's mine: {t}.",
    "On hold for me: I need to {t}.",
    "Renew my memory on this: {t}.",
    "Reminder slip, mine: {t}.",
    # TOML
    "From my todo.toml:\n[todo]\nnext = \"{t}\"\nStill open.",
    "My own notes file:\n[me.tasks]\n# open items\npending = [\"{t}\"]\nOpen item, mine.",
    "Pasted from profile.toml:\n[[task]]\ndo = \"{t}\"\ndone = false\nRemind me.",
    "Straight out of my notes/todo.toml:\n[this_week]\nmust = \"{t}\"\nNag me till it is done.",
]

H28_SMALLTALK = [
    # Hungarian
    "Szia!",
    "Köszi, very kind.",
    "Hát, what a day.",
    "Na jó, I go now. Szia!",
    "Jaj, it is so cold in Budapest today.",
    "How long to boil an egg, you know?",
    "Egészségedre! My friend sneezed, haha.",
    "Ugye it is Friday soon?",
    "My coffee is too strong today, hát.",
    # Nepali
    "Namaskar, dai!",
    "Dhanyabad, very helpful.",
    "Ke garne, load shedding again.",
    "Momo for lunch today, very ramro!",
    "Hajur, okay, I understand.",
    "How tall is Everest exactly?",
    "Rain again in Kathmandu, ke garne.",
    "Okay la, bye bye dai.",
    "Ho ho, that is funny.",
    # Brummie
    "Ow am ya, bab?",
    "Tara-a-bit, bab!",
    "Bostin', cheers.",
    "Stuck at the island on the Hagley Road again.",
    "Ar, go on then.",
    "It's a right tip in here, don't ask.",
    "Who won the Villa game last night?",
    "Having a cob for me dinner, bab.",
    "Yow alright? Ta, bab.",
    # interpreter
    "Just came off a three-hour conference, my hands are done.",
    "Thanks, that's really helpful.",
    "Hello from the booth!",
    "Long day of voicing, I'm hoarse.",
    "What's the BSL sign for coffee, out of curiosity?",
    "My team interp just brought me tea, bless her.",
    "Okay, signing off for tonight.",
    "Ha, that made me laugh.",
    "Ugh, another video call with bad lighting.",
    # wedding planner
    "Three weddings this weekend, send coffee.",
    "Thanks so much, lovely.",
    "The florist was late again, of course.",
    "What's a good toast opener, generally?",
    "Rain on a wedding day is lucky, they say.",
    "Phew, survived another first dance.",
    "Morning! Emergency kit packed.",
    "Okay, back to the seating charts.",
    "Ha, couples say the funniest things.",
    # climber
    "Sent it! So stoked.",
    "Forearms are fried today.",
    "Cheers, appreciate it.",
    "Morning, heading to the crag.",
    "How high is El Capitan?",
    "Rain again, so it's the climbing gym.",
    "Ha, fell off the last move, typical.",
    "Chalk everywhere, as usual.",
    "Right, off to belay my mate.",
    # ham
    "CQ CQ, anyone up?",
    "Seventy-three, good night.",
    "Conditions on twenty metres are rubbish today.",
    "Thanks, QSL.",
    "What's the speed of light again?",
    "Just worked a station in Japan, chuffed.",
    "Lots of QRM tonight.",
    "Going QRT now, cheers.",
    "Ha, copy that.",
    # librarian
    "Shh! Only joking. Hello!",
    "Thanks, much obliged.",
    "The returns trolley is overflowing today.",
    "Who wrote Middlemarch, remind me?",
    "Story time was chaos, in a good way.",
    "Good morning from the stacks.",
    "Right, back to shelving.",
    "Ha, someone returned a book with a sandwich in it.",
    "Quiet day at the desk.",
    # TOML
    "My mood, in my journal.toml:\n[today]\nmood = \"tired\"\nOnly saying hello.",
    "Pasted from my notes for fun:\n[greeting]\nsay = \"hello\"\nAnyway, hi!",
    "This is what my daily.toml says:\n[weather]\n# nothing to keep\nsky = \"grey\"\nSo, a grey day.",
]

H28_TRAPS = [
    # Hungarian
    "My nagyi is allergic to gluten, not me.",
    "Hát, when I was student I was vegetarian, now no more.",
    "If I win the lottery I buy house on the Balaton.",
    "Do I like jazz, you think?",
    "My husband prefers window seats, I don't care.",
    "Ugye all Hungarians love red wine? Joke.",
    "Sign in the Budapest spa: 'No phones after 6pm.'",
    "Before, I lived in Debrecen, now not.",
    "My brother's dog is called Bodri, very funny dog.",
    "Maybe one day I become vegan, who knows.",
    "Na, great, train is late again, I love this so much.",
    # Nepali
    "My dai likes spicy food too much, not me.",
    "If I go to America maybe I work at Google.",
    "Didi is vegetarian, I am not.",
    "Before I lived in Pokhara, now moved.",
    "Should I become pescatarian, you think?",
    "Menu board at the momo shop: 'Buff momo, veg momo, no refunds.'",
    "My aama never travels on Tuesdays, old belief.",
    "What if I have dog, what name is good?",
    "My uncle's budget for the wedding is too much, haha.",
    "When I was small I watched cartoons whole day.",
    "Ke garne, such lovely traffic in Kathmandu, I enjoy so much.",
    # Brummie
    "Our kid's allergic to cats, not me, bab.",
    "Me mom's gone vegan, God help us.",
    "If I won the Lotto I'd buy the Villa, bab.",
    "Used to live in Walsall, years back.",
    "Do yow reckon I'd like sci-fi novels?",
    "Sign at the chippy: 'No cards under £5.'",
    "Me mate swears by aisle seats, I couldn't care less.",
    "Oh bostin', another rail replacement bus. Love it.",
    "What if I moved to Spain, bab? Dreaming.",
    "Our kid's flight to Rome is next Tuesday, he's buzzing.",
    "When I was a babby I hated peas.",
    # interpreter
    "Voicing for the client today: 'I'm allergic to shellfish.' Not me, obviously.",
    "The Deaf client I worked with today prefers morning meetings.",
    "My team interp is vegan, so I brought her lunch.",
    "Interpreted a doctor's line today: 'No meetings before 9am for a week.' For the patient.",
    "If I ever did conference work in Geneva, I'd need €1,200 a trip.",
    "Before I qualified I worked at a bakery.",
    "Should I learn ASL as well as BSL?",
    "The prep materials said the speaker prefers short bullet-point answers. The speaker, not me.",
    "Oh great, a three-hour slot with no team. My favourite.",
    "Do you think I'd enjoy video calls over phone calls for work?",
    "Example from the training handout: 'My passport number is X1234567.' Just an example.",
    # wedding planner
    "The bride wants jazz for the first dance, so jazz it is for her.",
    "Groom's allergic to peanuts, flag it for the caterer.",
    "The couple's budget is €1,200 for flowers.",
    "If I ever got married myself, I'd elope to Porto.",
    "Template for couples: 'Our wedding is on [date].' Don't save that.",
    "Used to plan corporate events, years ago.",
    "Would I like boutique hotels for my own honeymoon, do you think?",
    "Love it when the DJ plays the Macarena. Not.",
    "The venue's rule: 'No music after 11pm.'",
    "The maid of honour is vegetarian, not me.",
    "The bride's sister got married at the same venue last year.",
    # climber
    "My belay partner's allergic to latex, she carries her own gloves.",
    "Gym rule on the wall: 'No climbing after 10pm.'",
    "If I had sponsors I'd live in a van in Yosemite.",
    "Used to boulder every day before my shoulder went.",
    "Do I prefer trad or sport, what do you reckon?",
    "My mate's project is at Stanage, he's obsessed.",
    "Guidebook blurb: 'Best climbed on a Tuesday morning.' Ha.",
    "Love a good 5am alpine start. Said nobody.",
    "Should I go vegan for performance, like everyone says?",
    "Maybe one day I'll climb in Kalymnos.",
    "My old climbing partner lived in Krakow, we lost touch.",
    # ham
    "The other op on the net says he likes red wine, fair enough.",
    "Band plan says: 'No FT8 on this segment.'",
    "If I had the money I'd put up a tower in the garden.",
    "Used to run a station at work, years ago.",
    "Would I enjoy contesting, you think?",
    "The XYL is vegetarian, so that's her dinner sorted.",
    "My call was different before I upgraded my licence.",
    "Example log entry from the manual: 'QTH Berlin, op Hans.' Not me.",
    "Nothing like a solar flare wiping out the bands. Lovely.",
    "What if I moved to a hilltop for better propagation?",
    "My harmonic wants a dog named Biscuit, not happening.",
    # librarian
    "A patron asked for sci-fi novels, I sent her to aisle 4.",
    "Sign at the desk: 'Library closes at 6pm on Saturdays.'",
    "If I ran the British Library I'd ban shushing.",
    "I used to work at a school library, before this job.",
    "Thai food, would that suit me, you reckon? Never tried it.",
    "Example record from the cataloguing course: 'Author prefers dark mode.' Silly example.",
    "My colleague is lactose intolerant, so the oat milk in the staff fridge is hers.",
    "Oh wonderful, another photocopier jam. Living the dream.",
    "Should I move to Dublin for the job at Trinity?",
    "The overdue notice says 'return by 12 March'. That's a patron's book.",
    "Maybe someday I'll write a novel.",
    # TOML
    "Example from the TOML docs, not mine:\n[owner]\nname = \"Tom Preston-Werner\"\nThat's just the sample.",
    "My partner's settings file, not mine:\n[partner]\nallergy = \"shellfish\"\nJust showing you how she set hers up.",
    "A template I'm sharing with the team:\n[me]\n# fill in your own\nfavourite = \"<your pick>\"\nDon't save that.",
    "My old me.toml from 2019, all out of date:\n[me]\ncity = \"Madrid\"\nI moved away years ago.",
    "What this would look like if I ever got a dog:\n[pets]\ndog = \"???\"\nNo dog yet, just wondering.",
    "From my son's profile.toml:\n[school]\nno_calls_after = \"8pm\"\nHis rule, not mine.",
    "A joke config a friend sent me:\n[life]\n# lol\nbudget = \"infinite\"\nHa, if only.",
]

#: What the "dev28" set puts around some memories: each on a line of its own, so a TOML block's opening prose line
#: stays at the start of one and its closing line at the end of one.
H28_ASIDES = (["", "One for the book.\n", "Hiya, another.\n", "Short one, this.\n", "Here's a new one.\n",
               "Keep this for me.\n", "Got another for you.\n", "Righto.\n", "Add this one.\n",
               "Something to remember.\n"],
              ["", "\nThat's the one.", "\nCheers, bye.", "\nSaved? Ta.", "\nOver and out.",
               "\nMuch appreciated, ta.", "\nOk, that's it from me.", "\nNo more, promise.", "\nBye for now.",
               "\nAll done here."])

#: How two memories share one message in the "dev28" set (about a third of its real turns are paired).
H28_JOINERS = [" On top of which: ", " Also noting: ", " Something else: ", " Add to that: ", " And also: ",
               " While we're here: ", " Second item here: ", " Further to that: ", " Then there's: ", " As well: "]


def join_h28(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev28" hand: a TOML block on either side stands apart from the other
    memory by an empty line, so each keeps its opening and closing prose lines; otherwise the joiner follows a full
    stop (added when the head ends in a word, a value or a bracket), and the second memory keeps its own case."""
    if "\n" in head or "\n" in tail:
        return f"{head}\n\n{tail}"
    if head[-1:].isalnum() or head.endswith((")", "]")):
        head = head + "."
    return head + joiner + tail
