"""Wordings "dev27" (called "heldout27" until stop 35) of `memlineage bench ingest` (the ``H27_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A twenty-seventh hand (the helper session "held27"), written blind on 2026-12-05 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README (any of it), the docs, the issue tracker or any list of misses, and who did not run any extractor,
``memlineage ingest``, ``bench ingest``, the classifier or any server on this set or on anything (only the pure set
tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev26" and a search of the earlier
modules for a few words of the new voices and layout (to choose ones no set had used), "dev26"'s module (read whole,
for its shape: names, counts, ``#:`` comments and joining function; none of its phrasing copied), the set tests, the
commits that added "heldout26" and its set tests (how a set is wired and tested), and the parts of the commit that
renamed it "dev26" touching ``ingest.py`` and the set tests. It was held out: the lead ran it at stop 35 on
stop 34's extractor (at 380df97) and, before anyone read its misses, again after ext21's readings for dev26 (at 9c0b1d3), then
renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a beekeeper: "the girls" (the bees), "the apiary", "the hives", "a super", "the smoker", "the veil", "brood",
  "swarm season", "the honey flow", "extracting", "queenright", "the hive tool";
* Geordie (Newcastle English): "howay", "wey aye", "pet", "hinny", "canny" (good, very), "gan" (go), "divvent"
  (don't), "bairn", "the Toon", "me nana", "reet", "like" at the end of a sentence;
* an Indonesian speaker's English: "ya", "dong", "sih", "kok", "nih", "deh", "kak", "makasih", "mantap", "wkwk",
  "hehe", "jam karet" (rubber time), no tense or plural ("I already tell you");
* a Persian (Farsi) speaker's English: "salam", "joon" (dear), "merci" (thanks), "khoda hafez" (goodbye), "baba",
  "taarof" ("no taarof": I mean it, I am not being polite), "ghorbanet beram", "maman", "khaleh" (aunt), "ey vay";
* a Finnish speaker's English: terse, no articles, "moi", "kiitos", "joo", "no niin", "sisu", "perkele", "the
  sauna", "the mökki" (summer cottage), "that is all";
* a theatre stage manager about their own life: "standby … go", "the book" (the prompt book), "places", "the half",
  "dark day" (a day without a show), "get-in", "strike", "notes session", "the prompt desk", "beginners";
* Cockney with rhyming slang: "guv", "me old china" (mate), "have a butcher's" (look), "porkies" (lies), "dog and
  bone" (phone), "bread and honey" (money), "rosie lee" (tea), "apples and pears" (stairs), "use your loaf", "cor
  blimey", "sunshine";
* a mum texting: ellipses between every thought, missing apostrophes, "!!" and "xx", and a sign-off on every text
  ("Love Mum xx", "Mum x"), "your dad", "darling";
* an org-mode snippet from the user's own notes file: a prose line ending in ":", a "* heading" (or "** heading")
  line, then a ":PROPERTIES:" drawer with ":KEY: value" lines and ":END:", the value only in a property line (a
  task's value in a "* TODO …" heading or a property line), then a closing prose line.

Small talk is hard but fair: greetings, thanks, moods, weather, a stuck Metro, a late bus, sauna talk, sign-offs in
every voice ("Right, back to the girls. Ta-ta for now.", "Khoda hafez, joon.", "Love Mum xx"), an org heading that
only holds a mood or a hello, general-knowledge questions in the same voices. Traps look like memories and are not,
and share their words: other people's tastes, allergies, diets, hours, days, budgets and numbers (a neighbour at the
apiary, a bairn, a sister-in-law, a khaleh, a husband, a director, an actor, a guv'nor, a son, a colleague's org
file), past states (years back, before the kids, when I was a student, a DONE task, an archived heading), hypotheticals
(a lottery win, a move to Spain, a West End job, a someday/maybe heading), questions about the user's own data,
quoted rules, signs and menus (the bee club, a pub board, a theatre rider, a warung menu, a sauna sign), templates and
examples (an org template with "<fill in>", an example from a tutorial), texts to write for someone else, forwarded
messages, retractions, sarcasm and jokes.

Two memories share a message about a third of the time (:data:`H27_JOINERS`, :func:`join_h27`); some memories carry
an aside (:data:`H27_ASIDES`, each on a line of its own, so a block's opening prose line stays at the start of one and
its closing line at the end of one). Every style reads as its writer would put it (the learners' grammar and the
mum's missing apostrophes included) for every value of its placeholders and carries nothing else a careful note-taker
would keep.
"""

from __future__ import annotations

__all__ = ["H27_ASIDES", "H27_CONSTRAINTS", "H27_EVENT_STYLES", "H27_FACT_STYLES", "H27_JOINERS", "H27_PREF_STYLES",
           "H27_SMALLTALK", "H27_TASK_STYLES", "H27_TRAPS", "join_h27"]

H27_PREF_STYLES = [
    # a beekeeper
    "Just back from the hives, veil still on: I go for {v}, always.",
    "The girls have their favourite flowers and I have mine: {v}.",
    "Thirty years keeping bees and I've never wavered on {v}.",
    "Smoker's lit, so quickly: put me down for {v}.",
    "{V}. Sweeter to me than a full super in July.",
    "Swarm season or not, I'll pick {v} every time.",
    # Geordie
    "Howay, it's {v} for me, pet, always has been.",
    "Wey aye, {v}. Canny choice, that.",
    "Divvent give us owt else, pet, it's {v} I want.",
    "Ask anyone in the Toon: I'm all for {v}.",
    "{V}, hinny. That's us sorted.",
    "Me nana always said I'd gan for {v}, and she was reet.",
    # an Indonesian speaker's English
    "Halo kak, I like {v} ya, please remember.",
    "For me the most mantap is {v}, sih.",
    "{V} dong, always my choice.",
    "Makasih for asking ya, I always choose {v}.",
    "Kok you ask again? My favourite is {v}, hehe.",
    "Every time I pick {v} nih, no other.",
    # a Persian speaker's English
    "Salam joon, I always choose {v}, no taarof.",
    "Honestly, baba, {v}. That is me.",
    "Merci for asking: {v}, every time.",
    "My maman knows it and now you know it: {v} for me.",
    "{V}, ghorbanet beram, please write it.",
    "No taarof this time, I really prefer {v}.",
    # a Finnish speaker's English
    "Moi. {V}. That is all.",
    "I like {v}, kiitos.",
    "Joo, {v} for me, always same.",
    "No niin, short answer: {v}.",
    "Before sauna or after sauna, I choose {v}.",
    "Finns do not talk much, so: {v}, please note.",
    # a theatre stage manager
    "Standby preference... and go: {v}.",
    "Put it in the book: {v}, every show, every time.",
    "Notes session, quick one: I go for {v}.",
    "From the prompt desk, for the record: {v}, always.",
    "Call it like a cue: {v} for me.",
    "Dark day or show day, it's {v} for me.",
    # Cockney
    "Have a butcher's at this, guv: {v} for me, every time.",
    "No porkies, me old china, I'm all about {v}.",
    "Cor blimey, {v}. Love it, I do.",
    "Stick the rosie lee on and I'll tell ya: it's {v}.",
    "Use your loaf, guv, it's {v} with me.",
    "{V}, and that's no word of a lie, sunshine.",
    # a mum texting
    "Hello love... just so you know I always go for {v}... Love Mum xx",
    "Its Mum here. I like {v} best. Dont forget. xx",
    "{V} please dear... Mum x",
    "Hi darling, your dad laughs at me but I do love {v}... Love Mum",
    "Mum here... you asked what I like... {v}!! xx",
    "Sorry pressed send too soon... what I meant was {v} is my favourite. Mum xx",
    # an org-mode snippet from the user's own notes file
    "From my own notes.org:\n* About me\n:PROPERTIES:\n:LIKES: {v}\n:END:\nThat heading is current, keep it.",
    "My org file, the profile heading:\n** Preferences\n:PROPERTIES:\n:FAVOURITE: {v}\n:END:\nUpdated it myself last night.",
    "Pasted straight out of Emacs:\n* Me\n:PROPERTIES:\n:GO_TO: {v}\n:END:\nThat's the live version.",
    "My own outline, the bit about tastes:\n* Tastes\n:PROPERTIES:\n:PICK: {v}\n:END:\nAll of it still true.",
    "Here's the heading from my life.org:\n* Personal\n:PROPERTIES:\n:PREFERS: {v}\n:END:\nNothing changed since.",
    "Copied from my own org notes:\n** Likes\n:PROPERTIES:\n:TOP_PICK: {v}\n:END:\nPlease store that one.",
]

H27_CONSTRAINTS = {
    "allergy": [
        # beekeeper
        "Stings I can take, but {a} I can't: I'm allergic.",
        "Write it in my hive book and yours: allergic to {a}.",
        "The bee club has my card on file, allergic to {a}, and now you do too.",
        # Geordie
        "I'm allergic to {a}, pet. Proper poorly with it.",
        "{A}? Divvent even think about it, hinny. Allergic.",
        "Wey aye, I've been allergic to {a} since I was a bairn.",
        # Indonesian
        "I have allergy of {a} ya, please be careful.",
        "{A} no no ya, I am allergic, serius.",
        "Makasih kak, for your note: allergic to {a}, itchy all over.",
        # Persian
        "Joon, I am allergic to {a}, it is serious, no taarof.",
        "{A}, ey vay, no, I am allergic to it.",
        "Salam, please remember, allergy to {a}, my doctor said.",
        # Finnish
        "Allergic to {a}, serious. That is all.",
        "{A} no. Allergy.",
        "Joo, I have allergy to {a}, kiitos for remembering.",
        # stage manager
        "Safety note for the book: I'm allergic to {a}.",
        "Standby health note... go: allergic to {a}.",
        "No {a} on my rider, ever: I'm allergic.",
        # Cockney
        "Allergic to {a}, guv, no porkies. Swell up like a balloon.",
        "{A}? Not on your nelly, sunshine, I'm allergic.",
        "Me old china, I'm allergic to {a}, so keep it well away.",
        # mum texting
        "Dont forget darling... Im allergic to {a}... Love Mum xx",
        "Mum here... I come out in hives with {a}, its an allergy... x",
        "Just reminding you I have the {a} allergy!! Mum xx",
        # org-mode
        "My health heading in notes.org:\n* Health\n:PROPERTIES:\n:ALLERGY: {a}\n:END:\nA proper allergy, mind, not a dislike.",
        "Lifted out of my org file:\n** Allergies\n:PROPERTIES:\n:ALLERGIC_TO: {a}\n:END:\nConfirmed by my GP.",
        "My medical heading, as typed:\n* Medical\n:PROPERTIES:\n:REACTS_TO: {a}\n:END:\nStill the case today.",
    ],
    "diet": [
        # beekeeper
        "Beekeeper I may be, but I'm {d}, so plan meals for that.",
        "Between the hives and the kitchen, I'm {d}.",
        "Extracting week or not, I'm {d}.",
        # Geordie
        "I'm {d} now, pet. Me nana still cannet believe it.",
        "Wey aye, I'm {d}, like.",
        "Howay, food for me has to be {d}.",
        # Indonesian
        "I am {d} ya kak, please remember.",
        "I am {d} dong, so food must follow.",
        "Halo, for makan I am {d}, makasih.",
        # Persian
        "Joon, I am {d}, even at my maman's table.",
        "Maman cries about it, but I am {d}.",
        "Merci for asking, I am {d}.",
        # Finnish
        "I am {d}, that is all.",
        "Food: {d}. Kiitos.",
        "Joo, I am {d}, also at the mökki.",
        # stage manager
        "For the catering list: I'm {d}.",
        "Tech week or not, I'm {d}, note it in the book.",
        "Company meal, mine has to be {d}.",
        # Cockney
        "I'm {d}, guv, on me life.",
        "No porkies, sunshine, I'm {d} now.",
        "Me old china, I'm {d}, so no pie and mash.",
        # mum texting
        "Im {d} now darling... your dad cooks round it... Love Mum",
        "Mum here... remember Im {d}... xx",
        # org-mode
        "My food heading in notes.org:\n* Food\n:PROPERTIES:\n:DIET: {d}\n:END:\nI've kept to it for years now.",
        "From my own org file:\n** Eating\n:PROPERTIES:\n:KEEPS: {d}\n:END:\nCurrent as of this morning.",
        "One more heading out of Emacs:\n* Meals\n:PROPERTIES:\n:EATS_AS: {d}\n:END:\nNo exceptions to it.",
    ],
    "hours": [
        # beekeeper
        "The girls need me first thing, so nothing before {t}.",
        "I'm at the apiary till {t}, don't book anything earlier.",
        "After {t} I'm in with the bees, so no calls.",
        # Geordie
        "Divvent ring us before {t}, pet.",
        "Nowt after {t}, hinny, I'm done for the day.",
        "I cannet do owt before {t}, like.",
        # Indonesian
        "Please no meeting before {t} ya.",
        "After {t} I am not online dong.",
        "I can start from {t} only, no jam karet, I promise.",
        # Persian
        "Joon, nothing before {t}, please.",
        "After {t} I am with family, baba, no calls.",
        "From {t} I am free, not earlier, merci.",
        # Finnish
        "Nothing before {t}, kiitos.",
        "After {t} I am in sauna. No calls.",
        "Start from {t}, not earlier.",
        # stage manager
        "Nothing before {t}, I'm calling the show till late.",
        "After {t} I'm on the prompt desk, so no calls.",
        "Mornings are for sleeping after the show: I'm free from {t}, no earlier.",
        # Cockney
        "Don't get on the dog and bone before {t}, guv.",
        "After {t} I'm off, sunshine, no calls.",
        "Nothing before {t}, me old china.",
        # mum texting
        "Dont ring before {t} darling... Im not up... Mum x",
        "After {t} Im watching my programmes... no calls... Love Mum",
        # org-mode
        "My availability heading:\n* Availability\n:PROPERTIES:\n:EARLIEST: {t}\n:END:\nI really do keep that hour.",
        "From my org notes:\n** Calls\n:PROPERTIES:\n:NOT_BEFORE: {t}\n:END:\nI keep to that one strictly.",
    ],
    "budget": [
        # beekeeper
        "A new hive costs enough, so keep it under {m}.",
        "The most I'll spend is {m}, and that's with the honey money.",
        "Don't go past {m}, the bee suit needs replacing.",
        # Geordie
        "Nee more than {m}, pet.",
        "Keep it under {m}, hinny, I'm skint.",
        "{m} tops, like. Divvent gan over.",
        # Indonesian
        "My budget maximum {m} ya, not more.",
        "Please under {m} dong.",
        "Not more than {m} kak, makasih.",
        # Persian
        "Joon, {m} is the limit, really, no taarof.",
        "Not more than {m}, baba.",
        "Maximum {m}, merci.",
        # Finnish
        "Maximum {m}. Not more.",
        "Budget is {m}. That is all.",
        "Under {m}, kiitos.",
        # stage manager
        "Budget call: {m} maximum, same as the props budget.",
        "Keep it under {m}, the run's nearly over.",
        "{m} is the ceiling, write it in the book.",
        # Cockney
        "{m} max, guv, I ain't got the bread and honey.",
        "Keep it under {m}, sunshine.",
        "Not a penny over {m}, me old china.",
        # mum texting
        "Dont spend more than {m} darling... Love Mum xx",
        "Mum here... {m} is my limit... your dad agrees... x",
        # org-mode
        "My money heading in notes.org:\n* Budget\n:PROPERTIES:\n:MAX_SPEND: {m}\n:END:\nI never go above that number.",
        "From my org file:\n** Spending\n:PROPERTIES:\n:LIMIT: {m}\n:END:\nIt is the current cap.",
    ],
    "days": [
        # beekeeper
        "{W}s I do my hive inspections, so I'm never free.",
        "Nothing on {w}s, that's bee club day.",
        "Every {w} I'm at the apiary, keep it clear.",
        # Geordie
        "{W}s are out, pet, I'm at the match.",
        "Divvent book us owt on a {w}, hinny.",
        "Every {w} I'm round me nana's, like.",
        # Indonesian
        "{W} I am not free ya, every week.",
        "Please no booking on {w} dong.",
        "Every {w} I go to arisan with my family, so cannot.",
        # Persian
        "Joon, {w}s are for my family, no meetings.",
        "Every {w} I visit my khaleh, so I am not free.",
        "No {w}s, baba, please.",
        # Finnish
        "{W}s no. I go to the mökki.",
        "Never on {w}. Kiitos.",
        "Every {w} I am busy. That is all.",
        # stage manager
        "{W}s are my only dark day, so don't book anything.",
        "Never on a {w}, that's two-show day.",
        "Every {w} I run the kids' workshop, keep it clear.",
        # Cockney
        "{W}s are no good, guv, I'm down the market.",
        "Never a {w}, sunshine.",
        "Every {w} I'm at me mum's, me old china.",
        # mum texting
        "Not {w}s darling... thats my bingo... Love Mum",
        "Dont book me on a {w}... Mum xx",
        # org-mode
        "My week heading in notes.org:\n* Week\n:PROPERTIES:\n:DAY_OFF: {w}\n:END:\nHolds for every week of the year.",
        "From my org file:\n** Standing rules\n:PROPERTIES:\n:BUSY_EVERY: {w}\n:END:\nThat one never changes.",
    ],
}

H27_FACT_STYLES = [
    # beekeeper
    "For the bee club forms: my {n} is {v}.",
    "Jot it down before I go back to the hives: my {n}, {v}.",
    "I know every queen by her marking, and this too: my {n} is {v}.",
    "Sticky fingers from extracting, but here goes: my {n} is {v}.",
    # Geordie
    "Me {n}? {v}, pet.",
    "Howay, my {n} is {v}.",
    "Wey aye, keep this: my {n}'s {v}.",
    "For the record, hinny, {v} is my {n}.",
    # Indonesian
    "My {n} is {v} ya.",
    "Please save ya kak, my {n}: {v}.",
    "Makasih, my {n} is {v} nih.",
    "For you to keep dong: {n}, {v}.",
    # Persian
    "Salam, my {n} is {v}.",
    "Joon, please keep it: my {n}, {v}.",
    "Merci, my {n} is {v}.",
    "Baba, write it, my {n} is {v}.",
    # Finnish
    "My {n} is {v}, kiitos.",
    "{n}, {v}. That is all.",
    "Joo, my {n} is {v}.",
    "No niin, my {n} is {v}.",
    # stage manager
    "For the contact sheet: my {n} is {v}.",
    "Put it in the book: my {n}, {v}.",
    "Standby info... go: my {n} is {v}.",
    "From the prompt desk: {n}, {v}.",
    # Cockney
    "Me {n}, guv? {v}.",
    "Have a butcher's: my {n} is {v}.",
    "No porkies, sunshine, my {n}'s {v}.",
    "Me old china, my {n} is {v}, write it down.",
    # mum texting
    "Darling my {n} is {v}... Love Mum",
    "Mum here... my {n}... {v}... xx",
    "You asked about my {n}... its {v}!! Mum x",
    "Dont lose this love... its my {n}, {v}... Love Mum xx",
    # org-mode
    "The heading about me in notes.org:\n* My {n}\n:PROPERTIES:\n:VALUE: {v}\n:END:\nMine, and correct right now.",
    "A bit of my org outline:\n** Details\n:PROPERTIES:\n:FIELD: {n}\n:VALUE: {v}\n:END:\nChecked it against the card this week.",
    "Pasted out of Emacs:\n* Personal details\n:PROPERTIES:\n:WHAT: my {n}\n:IS: {v}\n:END:\nKeep that on file.",
    "My life.org, the reference heading:\n* Reference: {n}\n:PROPERTIES:\n:CURRENT: {v}\n:END:\nIt is correct as it stands.",
]

H27_EVENT_STYLES = [
    # beekeeper
    "I'll need someone to check the hives: my {e} is {d}.",
    "{E} {d}, so the girls will have to manage without me.",
    "Write it on the honey-shed calendar: {e}, {d}.",
    "Swarm season or not, the {e} is {d}.",
    # Geordie
    "Me {e}'s {d}, pet.",
    "Howay, the {e} is {d}.",
    "{E}: {d}. Divvent let us forget.",
    "Wey aye, got the {e} {d}.",
    # Indonesian
    "My {e} is {d} ya.",
    "{E} {d} kak, please remember.",
    "Don't forget ya, {e} on {d}.",
    "I have {e} {d}, no jam karet this time.",
    # Persian
    "Joon, my {e} is {d}.",
    "Salam, the {e} is {d}, please remember.",
    "{E}, {d}. Ey vay, I am nervous already.",
    "Merci, put it in: {e}, {d}.",
    # Finnish
    "{E} {d}. That is all.",
    "My {e} is {d}, kiitos.",
    "Joo, {e}: {d}.",
    "No niin, the {e} is {d}.",
    # stage manager
    "Standby calendar... go: {e}, {d}.",
    "Put it in the book: the {e} is {d}.",
    "{E} {d}, I've got my ASM covering the show.",
    "Schedule note: my {e} is {d}.",
    # Cockney
    "Got the {e} {d}, guv.",
    "Me {e} is {d}, sunshine, don't let me forget.",
    "Have a butcher's at the diary: {e}, {d}.",
    "Me old china, the {e}'s {d}.",
    # mum texting
    "Darling my {e} is {d}... Love Mum",
    "Mum here... {e} {d}... dont let me forget xx",
    "Just so you know... {e} is {d}!! Mum x",
    "Your dad says to tell you my {e} is {d}... Love Mum xx",
    # org-mode
    "My calendar heading in notes.org:\n* {E}\n:PROPERTIES:\n:WHEN: {d}\n:END:\nThe booking went through yesterday.",
    "From my org file:\n** Upcoming\n:PROPERTIES:\n:EVENT: {e}\n:DATE: {d}\n:END:\nI filed it under upcoming myself.",
    "Pasted from my own agenda file:\n* Appointments\n:PROPERTIES:\n:NEXT: {e}\n:ON: {d}\n:END:\nIt's in the diary for real.",
    "A fresh heading in my agenda:\n* {E}\n:PROPERTIES:\n:BOOKED_FOR: {d}\n:END:\nAll confirmed.",
]

H27_TASK_STYLES = [
    # beekeeper
    "Once the hives are shut up, remind me to {t}.",
    "Before the honey flow starts I need to {t}.",
    "Don't let me get lost in the apiary, I have to {t}.",
    # Geordie
    "Remind us to {t}, pet.",
    "I've gorra {t}, hinny. Divvent let us forget.",
    "Howay, I need to {t}.",
    # Indonesian
    "Please remind me to {t} ya.",
    "I must {t} dong, help me remember.",
    "Kak, don't forget ya, I need to {t}.",
    # Persian
    "Joon, remind me to {t}, please.",
    "Baba, I must {t}, put it on the list.",
    "Merci, remind me to {t}.",
    # Finnish
    "Reminder for me: {t}. Kiitos.",
    "I must {t}. That is all.",
    "No niin, to-do: {t}.",
    # stage manager
    "Action note for the book: I need to {t}.",
    "Standby reminder... go: {t}.",
    "After the notes session, remind me to {t}.",
    # Cockney
    "Remind me to {t}, guv.",
    "Gotta {t}, sunshine, don't let me forget.",
    "Me old china, I need to {t}.",
    # mum texting
    "Darling remind me to {t}... Love Mum xx",
    "Mum here... got to {t} this week... dont let me forget x",
    "Must {t}!! your dad wont remember... Mum",
    # org-mode
    "Out of my todo.org, verbatim:\n* TODO {t}\n:PROPERTIES:\n:OWNER: me\n:END:\nOpen still, so do give me a nudge.",
    "My org file right now:\n** TODO {t}\n:PROPERTIES:\n:PRIORITY: A\n:END:\nHaven't got round to it yet.",
    "Under my errands heading:\n* Errands\n:PROPERTIES:\n:NEXT_ACTION: {t}\n:END:\nKeep on at me until it's ticked off.",
    "From my own agenda:\n* TODO {t}\n:PROPERTIES:\n:ADDED: this week\n:END:\nIt's mine and it's open.",
]

H27_SMALLTALK = [
    # beekeeper
    "Morning! Just lit the smoker, the girls are in a good mood today.",
    "Thanks ever so much, that saved me a trip to the bee club.",
    "Drizzle again. The bees won't fly in this.",
    "Long afternoon extracting, sticky from head to toe.",
    "How many eggs can a queen bee lay in a day?",
    "Why do bees dance, is that actually true?",
    "Right, back to the girls. Ta-ta for now.",
    "Bit tired tonight, that's all, nothing needed.",
    "Got stung on the thumb, nothing serious, just moaning.",
    # Geordie
    "Howay, how ya gannin?",
    "Ta, pet, that's canny.",
    "It's blowing a gale on the Quayside the day.",
    "The Metro's stuck again, like.",
    "Why's it called the Angel of the North?",
    "How old is the Tyne Bridge, d'ya knaa?",
    "Reet, I'm off. See ya, pet.",
    "Proper knackered the day, hinny, just saying.",
    "Wey aye, champion day all round.",
    # Indonesian
    "Halo kak, apa kabar?",
    "Makasih banyak ya, very helpful.",
    "Today so hot, I stay in kos only.",
    "Wkwk the traffic today crazy, two hours.",
    "How many islands Indonesia have actually?",
    "Why the rainy season so long this year ya?",
    "Oke, bye kak, see you.",
    "Mantap, all good, just saying hi.",
    "I'm tired but happy hehe.",
    # Persian
    "Salam, how are you, joon?",
    "Merci, really helpful, ghorbanet beram.",
    "Ey vay, what a traffic in the city today.",
    "It is snowing, can you believe, in this month.",
    "How old is Persepolis, roughly?",
    "Who wrote the Shahnameh, was it Ferdowsi?",
    "Khoda hafez, joon.",
    "Nothing special, baba, just saying salam.",
    "Long day, I am tired, that's all.",
    # Finnish
    "Moi.",
    "Kiitos. Good.",
    "Minus twenty today. Normal.",
    "Sauna was good. That is all.",
    "How many lakes Finland has, really?",
    "Why is the sun up all night in summer here?",
    "Moi moi.",
    "No niin. Tired today.",
    "Perkele, bus was late again.",
    # stage manager
    "Morning! Survived tech week, barely.",
    "Thank you, lifesaver, as always.",
    "House is full tonight, fingers crossed.",
    "Nineteen-hour day, my feet are gone.",
    "Why do theatre people say break a leg?",
    "How long has The Mousetrap been running?",
    "That's the half, I'm off. Bye!",
    "Just venting, the fog machine hates me.",
    "Get-out tonight, then I'm sleeping for a week.",
    # Cockney
    "Alright guv, how's tricks?",
    "Cheers, me old china, you're a diamond.",
    "Brass monkeys out there today, sunshine.",
    "Up and down them apples and pears all day, I'm cream crackered.",
    "How old's Big Ben, guv, roughly?",
    "Why's it called the East End anyway?",
    "Right, I'm off for a rosie lee. Ta-ra, sunshine.",
    "Cor blimey, what a day, just moaning.",
    "Lovely bit of sunshine down the market today, guv.",
    # mum texting
    "Hello darling... just saying hello... Love Mum xx",
    "Thank you love... your very clever... Mum x",
    "Its raining here again... hope your warm... xx",
    "Your dad says hello... Love Mum",
    "How long do you boil an egg for again darling?",
    "What is the capital of Canada... quiz night... Mum x",
    "Night night darling... Love Mum xx",
    "Bit tired today... nothing to worry about... Mum",
    # org-mode
    "My journal heading, just for fun:\n* Journal\n:PROPERTIES:\n:MOOD: tired but fine\n:END:\nJust logging the mood, no action.",
    "Wrote you a heading to say hi:\n* Hello\n:PROPERTIES:\n:TO: you\n:END:\nThat's all, just a hello.",
]

H27_TRAPS = [
    # beekeeper
    "My neighbour at the apiary is allergic to bee stings, not me, funnily enough.",
    "Years back I kept my hives on a rooftop in town, not any more.",
    "If I ever won the lottery I'd buy a lavender farm. Not happening.",
    "The bee club's rule is no visitors before 10am. The club's rule, not mine.",
    "What did I tell you my phone number was, do you remember?",
    "Write a note for my sister: 'Can't do Saturdays, I'm at the bee club.'",
    "Forwarded from the bee club: 'Max £90 per colony this spring.'",
    "Ignore what I said about Tuesdays, I got muddled.",
    "Oh yes, I adore being stung on the eyelid. Best feeling.",
    "A customer asked for window seats on her flight, told me all about it.",
    # Geordie
    "Me bairn's allergic to cats, pet, not me.",
    "Me nana only drinks red wine, like, proper posh.",
    "I used to be vegetarian at school, hinny. Not now.",
    "If I moved to London, which I won't, I'd need 300 dollars a night.",
    "What's me car plate again, pet? Did I tell ya?",
    "The pub board says 'No cards under £5.' Their sign, not mine.",
    "Write a text for me mate saying he can't do Sundays, like.",
    "Me nana sent this: 'Tell the bairn I'm busy on Thursday.'",
    "Scratch that last bit, pet, I was having you on.",
    "Wey aye, I love standing at the Metro in the sleet. Marvellous.",
    "Me sister-in-law is pescatarian, pet, not me.",
    # Indonesian
    "My mother is allergic to shrimp ya, not me.",
    "My husband like spicy food too much, I don't know why.",
    "Before, when I was student, I always wake up 5am. Not anymore.",
    "If I go to Paris maybe I spend €1,200, only dream ya.",
    "What is my employee id ya, I already tell you or not?",
    "The warung menu says 'Nasi goreng with peanuts', I'm just reading.",
    "Please write message for my friend, she cannot come on Friday.",
    "My sister send me this: 'I free only after 6pm.'",
    "Sorry kak, forget what I say before, wrong chat.",
    "Wkwk I love jam karet so much, very efficient. Joke ya.",
    "My cousin is coeliac kak, so hard to find food for him.",
    # Persian
    "My khaleh is allergic to sesame, joon, not me.",
    "My husband only likes jazz, baba, I cannot stand it.",
    "Before the kids I was vegan for two years. Not now.",
    "If I had a cat, joon, I would call it Pesteh. I don't have.",
    "What is my passport number, joon? Did I give you?",
    "The hotel says check-in after noon only. Their rule, merci.",
    "Write for my cousin: 'I cannot come on Mondays, sorry joon.'",
    "Forwarded from maman: 'Budget is €150 for the party, no more.'",
    "No, no, I was joking about the Thai food, forget it.",
    "Oh yes, I love sitting in Tehran traffic three hours. Wonderful.",
    "My brother is lactose intolerant, poor him.",
    # Finnish
    "My wife is allergic to gluten. Not me.",
    "My boss only does morning meetings. Terrible.",
    "Before, I lived in Lapland. Not now.",
    "If I move to Spain, I need budget €1,200 per month. I won't move.",
    "What is my wifi password? I told you?",
    "Sauna sign says 'No swimsuits.' Their rule.",
    "Write message for my brother: he cannot come Saturday.",
    "Forwarded from my sister: 'I am vegan now, tell mom.'",
    "Forget that. Joke.",
    "Oh yes, I love small talk. Very much. Joke.",
    "My neighbour is always at the mökki on Fridays. Not me.",
    # stage manager
    "Our lead actor is allergic to latex, so the costume team works round it. Not me.",
    "The director only eats Thai food during tech, it's her thing.",
    "Back when I was an ASM I never slept past 6.",
    "If I ever got the West End job I'd need a budget of €150 a week for taxis. Dreaming.",
    "Have I told you my shoe size? What was it?",
    "The rider says 'no calls before 9am' for the band. Their rider, not mine.",
    "Write a note for the cast: 'No rehearsals on Wednesday.'",
    "Forwarded from the producer: 'Keep the props under 200 dollars.'",
    "Cut that last cue, I mean the last thing I said, it was wrong.",
    "Oh good, another fire alarm mid-show. Love that.",
    "Example from the SM handbook: 'Actor X is pescatarian.' Just reading it.",
    # Cockney
    "Me guv'nor's allergic to shellfish, sunshine, not me.",
    "Me old china only drinks oat milk flat whites, the big softie.",
    "Back in the day I was up at four for the market. Not now.",
    "If I won the pools I'd buy a boat. Won't happen, guv.",
    "What's me dentist called again, sunshine? Did I tell ya?",
    "The caff's board says 'No card payments on Sundays.' Their rule.",
    "Write a text for me brother saying he's off Thursdays.",
    "Me sister forwarded this: 'Don't ring me before noon.'",
    "Forget I said that about the aisle seats, guv, I was pulling your leg.",
    "Cor, I just love a three-hour bus replacement. Marvellous.",
    # mum texting
    "Your auntie is allergic to penicillin darling... not me... Mum x",
    "Your dad only likes spicy food... I dont know why... Love Mum",
    "When you were little I was up at 5 every day... not now thank god... xx",
    "If we ever go to Australia we'd need €1,200 for flights... just dreaming... Mum",
    "Whats my phone number darling... I forget... xx",
    "The church hall sign says no parking on Sundays... their rule... Mum",
    "Can you write a card for your sister saying shes gluten free now... Love Mum",
    "Forwarded from Auntie Jean... 'Max $200 on the present'... xx",
    "Ignore my last text darling... wrong person... Mum x",
    "Oh I love the printer at church... never works... not!! Mum",
    # org-mode
    "My colleague's org file, not mine:\n* Tom\n:PROPERTIES:\n:ALLERGY: shellfish\n:END:\nHe asked me to fix the formatting.",
    "An org template I found online:\n* Profile\n:PROPERTIES:\n:ALLERGY: <fill in>\n:END:\nLooks handy, I might use it someday.",
    "A finished task from my todo.org:\n* DONE call the landlord\nCLOSED: [2026-11-02]\nThat one's done, ignore it.",
    "From my someday file, only a daydream:\n* Someday/maybe\n:PROPERTIES:\n:IDEA: move to Lisbon\n:END:\nNot actually planning it.",
    "An archived heading from years ago:\n* Old profile (archived)\n:PROPERTIES:\n:DIET: vegan\n:END:\nHaven't been vegan since 2019.",
    "Example from the org-mode manual:\n* Example\n:PROPERTIES:\n:BUDGET: €150\n:END:\nJust learning the syntax.",
    "Checking this bit of syntax:\n* Test\n:PROPERTIES:\n:DAY_OFF: Friday\n:END:\nIs the drawer syntax right?",
    "My son's org file, he asked me to check:\n* Exams\n:PROPERTIES:\n:STARTS: 9am\n:END:\nThat's his timetable, not mine.",
]

#: What the "dev27" set puts around some memories: each on a line of its own, so a block's opening prose line
#: stays at the start of one and its closing line at the end of one.
H27_ASIDES = (["", "Quick note for you.\n", "Hello, one more.\n", "Before I go back out:\n",
               "A keeper, this one.\n", "For the notes, then.\n", "A thing to save.\n", "Ok, here's one.\n",
               "Slipping this in.\n", "While it's on my mind.\n"],
              ["", "\nThat'll be the lot, then.", "\nRight, off I go.", "\nObliged to you.", "\nDone for now, bye.",
               "\nKeep that safe.", "\nThat is everything.", "\nOver to you.", "\nNoted? Lovely.",
               "\nNo more for today."])

#: How two memories share one message in the "dev27" set (about a third of its real turns are paired).
H27_JOINERS = [" Another thing: ", " And one more: ", " Over and above that: ", " Plus this: ", " Next one: ",
               " Unrelated, but: ", " Also worth saving: ", " Item the second: ", " Another for you: ",
               " Different topic: "]


def join_h27(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev27" hand: an org-mode snippet on either side stands apart from the
    other memory by an empty line, so each keeps its opening and closing prose lines; otherwise the joiner follows a
    full stop (added when the head ends in a word, a value, a kiss or a bracket), and the second memory keeps its own
    case."""
    if "\n" in head or "\n" in tail:
        return f"{head}\n\n{tail}"
    if head[-1:].isalnum() or head.endswith((")", "]")):
        head = head + "."
    return head + joiner + tail
