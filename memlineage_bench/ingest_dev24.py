"""Wordings "dev24" (called "heldout24" until stop 32) of `memlineage bench ingest` (the ``H24_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A twenty-fourth hand (the helper session "held24"), written blind on 2026-12-02 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README (any of it), the docs, the notes (``issues stops``, ``issues show``) or any list of misses, and who did not run
any extractor, ``memlineage ingest``, ``bench ingest`` or the classifier on this set or on anything (only the generator
and the pure set tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev21" (to choose
other voices), the names, counts and joining function of "dev21"'s constants (to learn the shape, not the phrasing),
the set tests, and the commits that added "heldout21" (how a set is wired and tested). It was held out: the lead
ran it once (stop 32), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own (a football commentator and Singapore English were used before, so a cricket radio commentator
stands in for the one and a Yiddish-flavoured grandmother's sayings for the Scots-Irish one, whose dialects were
used too):

* a crossword setter's clue-and-answer voice: "1 Across: …", "(5)", "Answer: …", "anagram of …", "Solution:",
  "setter's note", "down clue", "a cryptic for my own life";
* a cricket radio commentator narrating their own life: "from the Pavilion End", "lovely stuff", "a cake from a
  listener", "the scorer tells me", "drinks break", "bad light", "stumps", "declared", "not out", "a maiden over";
* an auctioneer's patter: "Lot 12 …", "do I hear …", "going once, going twice", "sold!", "reserve", "the hammer",
  "no bidder above …", "withdrawn from sale" (in traps);
* a courtroom transcript: a prose line ending in ":", numbered "n  Q. …" and "n  A. …" lines (the value always in an
  "A." line, the witness being the user), then a closing prose line, so an aside or a joiner never lands on the block;
* a dungeon-crawl game log about the player's real life: "[Turn n]", "You feel …", "The player (IRL) …", "quest
  log", "--More--", "You hear …", "saved game";
* a tarot reader reading for themself: "I drew the Tower", "the Hermit", "reversed", "the spread", "my significator",
  "the cards and I agree", "the Wheel turns on …";
* a Markdown definition list: a prose line ending in ":", a term on a line of its own, a ": definition" line (the
  value in it), then a closing prose line;
* a LaTeX snippet pasted in: a prose line ending in ":", "\\begin{itemize}", an "\\item \\textbf{…} …" line (the
  value in it), "\\end{itemize}", then a closing prose line;
* a Yiddish-flavoured grandmother's sayings: "oy", "bubbeleh", "kvetch", "a shanda", "mazel", "nu", "from this I
  should suffer?", "my mother, may she rest, always said …", "so it is written, so it is".

Small talk is hard but fair: greetings, thanks, moods, rain, heat, bad light and traffic, sign-offs in every voice
("Stumps for today, goodnight.", "Sold — to bed I go.", "Saved game. Goodnight."), a definition list or a LaTeX
snippet of a mood, a transcript of a hello, general-knowledge questions in the same voices. Traps look like memories
and are not, and share their words: other people's tastes, allergies, diets, hours, days, budgets and numbers (a
co-commentator, a bidder, a cousin and a niece in transcripts, a party member, a querent, a neighbour, a grandson, a
colleague, a puzzle editor), past states (an old clue, a past season, a lot sold years ago, an old save file, a reading from my
twenties), hypotheticals, questions about the user's own data, quoted menus, rules, policies and product pages (a
pavilion menu, auction house terms, court rules, a tavern sign, a hotel page, a journal's style guide), texts to write
for someone else (a clue for a friend, a letter for a grandson, a lot description for a client, a witness statement
for a cousin), forwarded messages, retractions ("Strike that from the record", "Withdrawn", "Lot withdrawn", "Undo
last move", "Scrub that clue"), sarcasm and jokes.

Two memories share a message about a third of the time (:data:`H24_JOINERS`, :func:`join_h24`); some memories carry
an aside (:data:`H24_ASIDES`, each on a line of its own, so a block's opening prose line stays at the start of one and
its closing line at the end of one). Every style reads as its writer would put it for every value of its placeholders
("trains over planes", "quiet rooms on a high floor", "noon", "tomorrow", "next Friday", "the 14th of March", "cats",
"lactose intolerant", "€1,200", "my sister: Anna", "my dentist: Dr. Shah") and carries nothing else a careful
note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H24_ASIDES", "H24_CONSTRAINTS", "H24_EVENT_STYLES", "H24_FACT_STYLES", "H24_JOINERS", "H24_PREF_STYLES",
           "H24_SMALLTALK", "H24_TASK_STYLES", "H24_TRAPS", "join_h24"]

H24_PREF_STYLES = [
    # crossword setter
    "1 Across, a clue to my own taste: what I'd pick every time (5,5). Answer: {v}.",
    "Setter's note about me: the solution to 'what this solver prefers' is {v}, no ambiguity.",
    "Down clue for my life, easy one: {v}. That's my choice, hands down.",
    "Solution to today's puzzle about me: {v}, always my first pencil mark.",
    "Cryptic, but true: I'm partial to {v}, and that's the whole answer.",
    "Across and down, the grid of my life has {v} in the middle of it.",
    # cricket radio commentator
    "And from the Pavilion End, lovely stuff: I'll take {v} over anything else.",
    "The scorer tells me I choose {v} every single time, and the scorer is right.",
    "A cake from a listener and a confession from me: {v}, that's my preference.",
    "Not out on this one, I'm afraid: my favourite is still {v}.",
    "Drinks break thought, for the record: what suits me best is {v}.",
    "Lovely line and length there, and lovely {v} too, which is what I go for.",
    # auctioneer
    "Lot one, ladies and gentlemen, my own preference: {v}. Going once, going twice, sold to me!",
    "Do I hear anything better than {v}? No? Then {v} it is, my choice every time.",
    "The hammer comes down, as ever, on {v} for me.",
    "No reserve on this one: I like {v}, always have.",
    "Sold, to the person typing this, {v}, my standing favourite.",
    "Fine lot here: {v}, and it's the one I'd bid on every time.",
    # courtroom transcript
    "For the record of my tastes:\n1  Q. What do you prefer?\n2  A. {V}.\nThat's the sworn answer.",
    "From the transcript of me, by me:\n14  Q. Given the choice?\n"
    "15  A. {V}, each and every time.\nNo further questions.",
    "Let the record show I prefer {v}.",
    "Counsel for me states, plainly, that I go for {v}.",
    "Transcript excerpt, my own testimony:\n"
    "3  Q. And your preference, in your own words?\n4  A. I'd pick {v}.\nEnd of excerpt.",
    # dungeon-crawl game log
    "[Turn 3012] The player (IRL) prefers {v}. That's me, for real.",
    "You feel drawn to {v}. (Not my rogue, me, the person at the keyboard.)",
    "Quest log, real life: always choose {v}.",
    "--More-- the player at the keyboard likes {v} best. --More--",
    "Inventory of my real tastes: {v}, slot one, never dropped.",
    "Saved game note for my real self: pick {v} whenever there's a choice.",
    # tarot reader
    "I drew the Star for myself and it only confirmed it: what I love is {v}.",
    "The cards and I agree, I prefer {v}.",
    "My spread this morning, and every morning, lands on {v} as my choice.",
    "Upright or reversed, the answer for me is {v}.",
    "No card needed for this one: I like {v}, full stop.",
    "My significator, if I had to name my taste: {v}.",
    # Markdown definition list
    "Adding to my glossary:\nPreference\n: {v}, mine, always\nThat's the entry.",
    "My own definitions, pasted:\nWhat I choose\n: {v}\nKeep that one.",
    "Glossary of me:\nFavourite\n: {V}, by a long way\nMore terms later.",
    "Definition-list style, since that's how I keep notes:\nMy pick\n: {v}, whenever I can\nThat's all for this term.",
    "In my notes the term 'my pick' is defined as {v}.",
    # LaTeX snippet
    "Pasting from my notes file:\n\\begin{{itemize}}\n"
    "\\item \\textbf{{Preference}}: {v}\n\\end{{itemize}}\nCompiles fine, and it's true.",
    "Straight from my .tex notes:\n\\begin{{itemize}}\n"
    "\\item \\textbf{{My choice}} --- {v}, always\n\\end{{itemize}}\nThat's me.",
    "As I'd typeset it, \\textbf{{{v}}} is what I prefer.",
    "From my LaTeX preamble of life:\n\\begin{{itemize}}\n"
    "\\item \\textbf{{Likes}}: {V}\n\\end{{itemize}}\nNo errors, no warnings.",
    # grandmother's sayings
    "Oy, bubbeleh, your grandmother likes {v}, and at my age I know what I like.",
    "My mother, may she rest, always said to know what you like. What I like is {v}.",
    "Nu, what's to discuss? {V}, for me, always.",
    "Give an old woman {v} and she won't kvetch.",
    "From everything else I should suffer? Give me {v}, that's my choice.",
    "So it is written, so it is: your grandmother prefers {v}.",
    "Mazel is when you get {v}, which is what I always want.",
]

H24_CONSTRAINTS = {
    "allergy": [
        "1 Across: what makes this solver break out in hives (answer given). Answer: {a}. I'm allergic.",
        "Setter's note about me: I'm allergic to {a}, and that's no cryptic.",
        "Down clue, no wordplay: allergy, mine, to {a}.",
        "Solution I never want on my plate or near me: {a}. Proper allergy.",
        "And there's a stoppage in play: I'm allergic to {a}, folks, seriously allergic.",
        "The scorer tells me, and my doctor tells me, I'm allergic to {a}.",
        "Bad light and bad news: {A} sets off a reaction in me, so keep it well away.",
        "Lot 7, not for sale near me at any price: {a}. I'm allergic.",
        "Do I hear {a}? I hope not, I'm allergic.",
        "Let the record show the witness, me, is allergic to {a}.",
        "Sworn testimony, mine:\n8  Q. Any allergies?\n9  A. Yes, {a}.\nThat's on the record.",
        "[Turn 2210] The player (IRL) is allergic to {a}. Avoid at all costs.",
        "You feel itchy near {a}. (That's real, me, not my character: I'm allergic.)",
        "I drew the Tower reversed and I didn't need it to tell me: {a} and I don't mix, I'm allergic.",
        "The cards and my doctor agree: I'm allergic to {a}.",
        "My allergies, defined:\nAllergen\n: {a}, mine, a real reaction\nTake it seriously.",
        "Glossary entry about my health:\nAllergic to\n: {a}\nPlease remember that one.",
        "From my medical notes in LaTeX:\n\\begin{{itemize}}\n"
        "\\item \\textbf{{Allergy}}: {a}\n\\end{{itemize}}\nThat one matters.",
        "Pasting my .tex health page:\n\\begin{{itemize}}\n"
        "\\item \\textbf{{Allergic}} --- {a}, a proper reaction\n\\end{{itemize}}\nDon't skip it.",
        "Oy, {a}, a shanda. I'm allergic, bubbeleh.",
        "From {a} I should suffer? No. I'm allergic, so keep it all away.",
        "My mother, may she rest, was careful and so am I: I'm allergic to {a}.",
        "Nu, write it down: your grandmother is allergic to {a}.",
        "Going once, going twice, gone from my life: {a}, because I'm allergic.",
        "Quest log, real life, health: allergic to {a}.",
        "Not out and not budging on this: no {a} for me, I'm allergic.",
    ],
    "diet": [
        "1 Across, my diet in one word or two (answer given). Answer: {d}.",
        "Setter's note: the solver of this grid, me, is {d}.",
        "Solution to what I eat: I'm {d}, plain as a down clue.",
        "And at the lunch interval, for the record, I'm {d}, so plan the sandwiches around it.",
        "The scorer tells me I've been {d} for a good long innings now.",
        "Lot 3, my diet, no reserve and no exceptions: I'm {d}.",
        "Do I hear a steak? Not from me, I'm {d}.",
        "Let the record show the witness, me, is {d}.",
        "From my own testimony:\n5  Q. Your diet?\n6  A. I'm {d}.\nThat's on the record.",
        "[Turn 1450] The player (IRL) is {d}. Choose the food accordingly.",
        "Quest log, real life, meals: I'm {d}.",
        "The cards and I agree on the menu: I'm {d}.",
        "I drew the Empress, who loves a feast, but mine has to suit me: I'm {d}.",
        "My diet, defined:\nDiet\n: {d}, mine, every meal\nPlan around it.",
        "Glossary, kitchen section:\nWhat I eat\n: I'm {d}\nThat's the whole entry.",
        "From my notes in LaTeX:\n\\begin{{itemize}}\n\\item \\textbf{{Diet}}: {d}\n\\end{{itemize}}\nAll true.",
        "Pasted from my .tex file:\n\\begin{{itemize}}\n"
        "\\item \\textbf{{Eating}} --- I'm {d}\n\\end{{itemize}}\nPlan meals with it.",
        "Oy, what a fuss at dinners, but I'm {d}, bubbeleh, so that's that.",
        "Nu, so I'm {d}. At my age you eat how you eat.",
        "My mother, may she rest, would not understand, but I'm {d}.",
        "You feel hungry. (Real me, and I'm {d}, so order accordingly.)",
        "Going once, going twice: I'm {d}, and no bid will change it.",
        "Not out and still batting: I'm {d}, have been for ages.",
    ],
    "hours": [
        "1 Across: the earliest I'll take a meeting (answer given). Answer: {t}, nothing before.",
        "Setter's note about my day: nothing gets booked before {t}.",
        "Down clue, no wordplay: no calls for me after {t}.",
        "Play starts for me at {t}; nothing before then, please.",
        "Stumps for me at {t}: no calls after that.",
        "The scorer tells me my innings begins at {t}, so no meetings earlier.",
        "Lot 9, my mornings: not available before {t}.",
        "Do I hear a meeting before {t}? You do not, and you won't.",
        "Let the record show I take no calls after {t}.",
        "Transcript, my own words:\n11  Q. When can you be reached?\n"
        "12  A. Never before {t}, counsel.\nNothing earlier.",
        "[Turn 880] The player (IRL) is offline before {t}. No meetings then.",
        "Quest log, real life, rules: no calls after {t}.",
        "The Moon card says rest, and I say no meetings before {t}.",
        "The cards and I agree: nothing on my calendar before {t}.",
        "My hours, defined:\nAvailable from\n: {t}, never earlier\nBook accordingly.",
        "Glossary, calendar section:\nCut-off\n: nobody calls after {t}\nThat's the rule.",
        "From my LaTeX notes:\n\\begin{{itemize}}\n"
        "\\item \\textbf{{Hours}}: nothing before {t}\n\\end{{itemize}}\nKeep to it.",
        "Pasted from my .tex calendar:\n\\begin{{itemize}}\n"
        "\\item \\textbf{{No calls}} after {t}\n\\end{{itemize}}\nThat's firm.",
        "Oy, bubbeleh, before {t} your grandmother is asleep, so no calls.",
        "Nu, after {t} I'm in my chair with my tea. No calls then.",
        "My mother, may she rest, never rose before {t} and neither do I: no meetings earlier.",
        "Going once, going twice: no meetings before {t}, sold as final.",
        "You hear a phone after {t}. You ignore it. (That's really me: no calls after {t}.)",
    ],
    "budget": [
        "1 Across: the most I'll spend (answer given). Answer: {m}, tops.",
        "Setter's note about money: my limit is {m}.",
        "Down clue, no wordplay: budget capped at {m}.",
        "The scorer tells me the budget's {m}, and we're not going past it.",
        "Declared at {m}: that's my budget and I'm not batting on beyond it.",
        "A maiden over for my wallet: nothing over {m}.",
        "Lot 4, my budget: the hammer stops at {m}, no higher.",
        "Do I hear more than {m}? Not from me, that's my ceiling.",
        "My reserve is {m}, and I won't bid past it.",
        "Let the record show my budget is {m}, no more.",
        "From my own testimony:\n17  Q. What's the most you'll pay?\n18  A. {m}.\nNot a penny over.",
        "[Turn 2901] The player (IRL) has {m} to spend, max. Don't overspend.",
        "Quest log, real life, gold: spend no more than {m}.",
        "I drew the Four of Pentacles, the miser's card, and it fits: my budget is {m}.",
        "The cards and I agree: I can't go over {m}.",
        "My money, defined:\nBudget\n: {m}, at most\nDon't exceed it.",
        "Glossary, wallet section:\nCeiling\n: {m}, the whole lot\nThat's my limit.",
        "From my LaTeX notes:\n\\begin{{itemize}}\n"
        "\\item \\textbf{{Budget}}: at most {m}\n\\end{{itemize}}\nStick to it.",
        "Pasted from my .tex budget:\n\\begin{{itemize}}\n"
        "\\item \\textbf{{Limit}} --- {m}\n\\end{{itemize}}\nThat's the number.",
        "Oy, prices these days. Your grandmother spends {m}, not a cent more.",
        "Nu, {m} is what I have for this, so {m} is the most.",
        "My mother, may she rest, said don't be a spendthrift: so, {m} at the very most.",
        "From overspending I should suffer? Keep it under {m}.",
    ],
    "days": [
        "1 Across: the day this solver is never free (answer given). Answer: {w}.",
        "Setter's note: no bookings for me on a {w}, ever.",
        "Down clue, no wordplay: {W}s are out for me.",
        "Rain stopped play on {w}s, permanently: I'm never available then.",
        "The scorer tells me I've never once been free on a {w}, so don't book one.",
        "No play on {w}s for me, so no bookings then, please.",
        "Lot 6, my {w}s: withdrawn from the calendar, I'm not available.",
        "Do I hear a booking on a {w}? Not for me, I'm never free then.",
        "Let the record show I'm unavailable every {w}.",
        "From my own testimony:\n21  Q. Which day can't you do?\n22  A. {W}s.\nNot ever.",
        "[Turn 1702] The player (IRL) is away every {w}. No bookings that day.",
        "Quest log, real life, rest days: {w}. Never available.",
        "The Hermit turns up every {w} for me, and so I'm never free then.",
        "The cards and I agree: keep my {w}s empty.",
        "My week, defined:\nDay off limits\n: {W}, each and every week\nDon't book it.",
        "Glossary, calendar section:\nUnavailable\n: every {w}\nThat's the rule.",
        "From my LaTeX calendar notes:\n\\begin{{itemize}}\n"
        "\\item \\textbf{{Unavailable}}: {w}s\n\\end{{itemize}}\nNo exceptions.",
        "Pasted from my .tex week:\n\\begin{{itemize}}\n"
        "\\item \\textbf{{Never free}} --- {W}\n\\end{{itemize}}\nKeep it clear.",
        "Oy, on a {w} your grandmother does nothing for nobody. Don't book me.",
        "Nu, {w}s are mine. Nobody books me on a {w}.",
        "My mother, may she rest, kept {w}s for family, and so do I: no bookings.",
        "Going once, going twice: my {w}s are not on offer, I'm never free then.",
        "You hear the dungeon bell on {w}s and you don't answer. (Real me: unavailable on {w}s.)",
    ],
}

H24_FACT_STYLES = [
    "1 Across: my {n} (answer given). Answer: {v}.",
    "Setter's note for the file: my {n} is {v}.",
    "Down clue, no wordplay: {n}, mine, {v}.",
    "Solution to 'what's the {n} of this solver': {v}.",
    "The scorer tells me my {n} is {v}, and the scorer's never wrong.",
    "Lovely stuff from the Pavilion End: my {n}, for anyone keeping score, is {v}.",
    "Over to the statistics: my {n}, {v}.",
    "A cake from a listener and a number from me: {n} {v}.",
    "Lot 11, particulars of the owner, me: {n} {v}.",
    "Do I hear {v}? Yes, that's my {n}.",
    "Catalogue entry, mine: {n}, {v}.",
    "Let the record show my {n} is {v}.",
    "From the transcript of my own evidence:\n31  Q. Your {n}?\n32  A. {v}.\nThat's correct.",
    "Transcript, my testimony:\n40  Q. For the record, the {n}?\n41  A. It's {v}.\nNo further questions.",
    "[Turn 2444] The player (IRL) records: {n} {v}.",
    "Quest log, real life, details: my {n} is {v}.",
    "You read a scroll. It says your real {n}: {v}. (True, that's mine.)",
    "Saved game note for the real me: {n}, {v}.",
    "I drew the Magician, the card of practical things, so here's one: my {n} is {v}.",
    "The cards and I agree on the paperwork: my {n} is {v}.",
    "Not a reading, just a fact: my {n} is {v}.",
    "My details, defined:\n{n}\n: {v}, mine\nKeep it on file.",
    "Glossary, personal section:\nMy {n}\n: {v}\nThat's current.",
    "From my LaTeX notes:\n\\begin{{itemize}}\n\\item \\textbf{{{n}}}: {v}\n\\end{{itemize}}\nIt's mine.",
    "Pasted from my .tex particulars:\n\\begin{{itemize}}\n"
    "\\item \\textbf{{My {n}}} --- {v}\n\\end{{itemize}}\nUp to date.",
    "Oy, bubbeleh, write it down: my {n} is {v}.",
    "Nu, you want my {n}? It's {v}.",
    "My mother, may she rest, kept everything on paper; you keep this: my {n}, {v}.",
    "So it is written, so it is: my {n} is {v}.",
    "Going once, going twice, recorded: my {n}, {v}.",
    "From my own grid, filled in: {n} = {v}.",
    "Not out, and the details stand: my {n} is {v}.",
    "Definition by me, for you: my {n} means {v}.",
    "As I'd typeset it: my {n} is \\textbf{{{v}}}.",
]

H24_EVENT_STYLES = [
    "1 Across: the date of my {e} (answer given). Answer: {d}.",
    "Setter's note for my calendar: the {e} is {d}.",
    "Down clue, no wordplay: {e}, {d}.",
    "Fixture news from the Pavilion End: my {e} is {d}.",
    "The scorer tells me the {e} is scheduled for {d}.",
    "Play resumes {d}, with my {e}.",
    "Lot 2, a date for my diary: {e}, {d}.",
    "Do I hear a date for my {e}? I do: {d}. Sold.",
    "The hammer's down on the date: {e}, {d}.",
    "Let the record show my {e} is set for {d}.",
    "From my own testimony:\n51  Q. When is the {e}?\n52  A. {d}.\nThat's the date.",
    "Transcript, my calendar:\n60  Q. And the {e}, when is it?\n61  A. It's {d}.\nNo further questions.",
    "[Turn 3300] The player (IRL) has the {e} {d}. Don't miss it.",
    "Quest log, real life, upcoming: {e}, {d}.",
    "You hear a calendar alarm: {e}, {d}. (That's my real one.)",
    "I drew the Chariot, a journey card, and it matches my diary: the {e} is {d}.",
    "The Wheel turns {d}: that's my {e}.",
    "The cards and I agree on the date: {e}, {d}.",
    "My diary, defined:\n{E}\n: {d}, mine\nPop it in the calendar, please.",
    "Glossary, dates section:\nMy {e}\n: {d}\nMind it doesn't slip.",
    "From my LaTeX diary:\n\\begin{{itemize}}\n\\item \\textbf{{{E}}}: {d}\n\\end{{itemize}}\nIt's booked.",
    "Pasted from my .tex planner:\n\\begin{{itemize}}\n"
    "\\item \\textbf{{Coming up}} --- my {e}, {d}\n\\end{{itemize}}\nMark it.",
    "Oy, bubbeleh, your grandmother has the {e} {d}. Put it in the book.",
    "Nu, the {e}? {d}. Remember it for me.",
    "My mother, may she rest, never missed a date, and mine is the {e}, {d}.",
    "So it is written, so it is: the {e} is {d}.",
    "Going once, going twice, booked: my {e}, {d}.",
    "Saved game note for the real me: {e} on the calendar, {d}.",
    "Not out, and next up is my {e}, {d}.",
    "Definition by me: my {e} means {d}, in the calendar.",
    "As I'd typeset it: \\textbf{{{E}}} --- {d}.",
]

H24_TASK_STYLES = [
    "1 Across, a job for this solver (answer given). Answer: {t}. Remind me.",
    "Setter's note to self: I need to {t}.",
    "Down clue, no wordplay: must {t}.",
    "Before stumps this week I have to {t}, so nudge me.",
    "The scorer tells me I still haven't managed to {t}. Give me a nudge, please.",
    "Drinks break job for me: {t}.",
    "Lot 5, a job, unsold so far: I need to {t}. Remind me.",
    "Do I hear a reminder? Please, I've got to {t}.",
    "Going once, going twice: I must {t}, don't let it slip.",
    "Let the record show I undertake to {t}. Remind me.",
    "From my own testimony:\n71  Q. What do you still have to do?\n72  A. I've yet to {t}.\nRemind me nearer the time.",
    "[Turn 4010] The player (IRL) must {t}. Side quest, real.",
    "Quest log, real life, open: {t}.",
    "You remember you have to {t}. (That's real, remind me.)",
    "I drew the Eight of Pentacles, a card for getting jobs done: I have to {t}.",
    "The cards and I agree: I need to {t}, so remind me.",
    "My to-dos, defined:\nOpen task\n: {t}, mine\nRemind me about it.",
    "Glossary, chores section:\nStill to do\n: {t}\nKeep me to it.",
    "From my LaTeX to-do list:\n\\begin{{itemize}}\n\\item \\textbf{{To do}}: {t}\n"
    "\\end{{itemize}}\nNudge me when it compiles, so to speak.",
    "Pasted from my .tex tasks:\n\\begin{{itemize}}\n"
    "\\item \\textbf{{Open}} --- {t}\n\\end{{itemize}}\nNudge me on it.",
    "Oy, bubbeleh, remind your grandmother to {t}.",
    "Nu, I have to {t}. Remind me or I'll forget.",
    "My mother, may she rest, would have done it already: I still have to {t}.",
    "So it is written, so it is: I must {t}.",
    "Saved game note for the real me: {t}, soon.",
    "Not out yet on this chore: I need to {t}.",
    "As I'd typeset it: \\textbf{{To do}} --- {t}.",
]

H24_SMALLTALK = [
    # crossword setter
    "Morning! Just finished today's grid.",
    "1 Across: a word for how I feel today (5). Answer: tired.",
    "Thanks, that clue was a stinker.",
    "What's a seven-letter word for happy?",
    "Setter's note: nothing to report, just saying hello.",
    "Solved it in ten minutes, feeling smug.",
    "Pencils down, goodnight.",
    "Rain again, perfect crossword weather.",
    # cricket radio commentator
    "Good afternoon from a very sunny Lord's.",
    "Lovely stuff, thanks for that.",
    "Bad light stopping play here, and in my mood too.",
    "A pigeon has wandered onto the outfield, how nice.",
    "Drinks break, I'll be back in a moment.",
    "Stumps for today, goodnight.",
    "Who holds the record for most Test runs?",
    "Traffic on the way to the ground was dreadful.",
    # auctioneer
    "Good evening, ladies and gentlemen!",
    "Do I hear a hello? I do, hello.",
    "Going once, going twice, thank you!",
    "Sold — to bed I go.",
    "What a warm room tonight, phew.",
    "How much did the most expensive painting ever sell for?",
    "Lot 1, my mood: cheerful, no reserve.",
    "Cheers, that's all for today.",
    # courtroom transcript
    "For the record:\n1  Q. How are you keeping today?\n2  A. Fine, thanks.\nThat's all.",
    "Let the record show I'm having a nice day.",
    "No further questions, thanks for your help.",
    "Court is adjourned, goodnight!",
    "Objection, I need more coffee.",
    "What does 'habeas corpus' mean?",
    "Good morning, your honour, just kidding, hello.",
    "Transcript of my morning:\n3  Q. Coffee?\n4  A. Yes, two.\nEnd.",
    # dungeon-crawl game log
    "[Turn 1] You wake up. Hello!",
    "You feel tired. (Me, really.)",
    "--More-- thanks! --More--",
    "Saved game. Goodnight.",
    "You hear rain on the window.",
    "What's the hardest roguelike ever made?",
    "[Turn 99] The player says hi.",
    "You feel hungry. Lunch time.",
    # tarot reader
    "I drew the Sun this morning, lovely day.",
    "The cards say it's a lazy Sunday.",
    "Thank you, truly.",
    "Hello again, shuffling my deck.",
    "What does the Hanged Man mean?",
    "Feeling a bit foggy today, like the weather.",
    "The cards and I say goodnight.",
    "Blessings, talk soon.",
    # Markdown definition list
    "A glossary of today:\nMood\n: sleepy\nThat's it.",
    "Defining my day:\nWeather\n: grey and drizzly\nNothing else.",
    "Term of the day:\nThanks\n: what I'm saying to you\nBye for now, glossary closed.",
    "What's a definition list in Markdown, actually?",
    "Hi there, just tidying my notes.",
    "Great, thank you, that helped.",
    "It's boiling outside, definition of summer.",
    "Okay, signing off for now.",
    # LaTeX snippet
    "My mood, typeset:\n\\begin{itemize}\n\\item \\textbf{Mood}: grumpy\n\\end{itemize}\nOverfull hbox, like me.",
    "Compiling my thesis, wish me luck.",
    "Thanks, that fixed my brain, not my LaTeX.",
    "How do I centre a table in LaTeX?",
    "\\textbf{Hello}! Just dropping in.",
    "Missing \\$ inserted, story of my life, haha.",
    "Back after lunch.",
    "\\end{day}, goodnight.",
    # grandmother's sayings
    "Oy, the heat today, bubbeleh.",
    "Nu, how are you? Eat something.",
    "My mother, may she rest, said a good morning is half the day. Good morning!",
    "Thank you, darling, you're a mensch.",
    "Such rain, such rain, oy.",
    "What's a mensch, do you know?",
    "So, I'm going to nap now, bye bye.",
    "Mazel tov to me, I found my glasses.",
]

H24_TRAPS = [
    # crossword setter
    "1 Across, for my friend Hal: what he prefers (5). Answer: jazz. Not me, him.",
    "My co-setter is allergic to cats, and she'll tell you so in every grid.",
    "An old clue of mine from 2015: 'she lives in Lisbon'. I never did, it was a clue.",
    "Scrub that clue from before, I'm not vegetarian, I wrote it for a puzzle.",
    "Could you write a clue for my nephew whose answer is his passport number?",
    "The puzzle editor says no meetings before 10 am. Their rule, not mine.",
    "If I ever set for The Times I'd charge €1,200 a grid.",
    "Setter's note, forwarded from the editor: 'deadline Friday, budget £90 per puzzle'.",
    "Do I like Thai food, do you think?",
    # cricket radio commentator
    "My co-commentator prefers window seats, he tells every listener.",
    "The pavilion menu today: vegan pie, gluten-free cake, £90 for the box.",
    "Back in my playing days I lived in Dublin.",
    "If we'd won the toss, I'd have batted, obviously.",
    "The scorer is vegetarian, and allergic to sesame, bless him.",
    "A listener writes: 'I can't do Tuesdays, please move the show.' Lovely letter.",
    "Oh marvellous, another rain delay, my absolute favourite.",
    "Could you draft a note for my producer saying he's allergic to shellfish?",
    "Strike that from the commentary, I'm not moving to Berlin after all.",
    # auctioneer
    "Lot 22 belongs to a client: her sister's name is Marta, per the catalogue.",
    "The auction house terms: no bids after 6pm, budget deposits of €150.",
    "Lot withdrawn: I said I live in Porto, I don't, ignore it.",
    "A bidder told me he's allergic to peanuts. Not my problem, ha.",
    "Years ago I sold a car with plate AB-123-QT. Not mine anymore.",
    "If I had the hammer at Sotheby's I'd be rich.",
    "Write me a lot description for my client's boutique hotels collection, please.",
    "Forwarded from the saleroom: 'Mr Shah prefers morning meetings.'",
    "Do I hear anyone who actually enjoys paperwork? No? Thought not.",
    # courtroom transcript
    "From my cousin's transcript:\n5  Q. Any allergies?\n6  A. Penicillin.\nHis answers, not mine.",
    "The court rules say no phones after 9am. Court's rules.",
    "Strike that from the record, I'm not lactose intolerant.",
    "Could you write a witness statement for my brother saying he's vegan?",
    "When I was a young clerk I lived in Krakow.",
    "Hypothetically, if I were on the jury, could I skip Mondays?",
    "Withdrawn. I don't work at Globex, I was quoting someone.",
    "Transcript of a TV drama:\n7  Q. Your passport number?\n8  A. X1234567.\nJust fiction.",
    "Is my employee id on the court form?",
    "From an old hearing, 2016:\n9  Q. Where do you live?\n10  A. Madrid.\nI moved away long since.",
    "A practice transcript for my niece, who's a witness next week:\n"
    "11  Q. Your diet?\n12  A. Pescatarian.\nHer answers, not mine.",
    # dungeon-crawl game log
    "[Turn 500] My paladin is allergic to shellfish. In-game only, not me.",
    "The tavern sign reads: 'No dwarves after 7:30 pm, ale 120 euros.'",
    "Undo last move: I'm not vegan, that was my character.",
    "My party's healer prefers dark mode, she says in chat.",
    "Old save file from 2012: 'lives in Vienna'. That was a character too.",
    "If I were a wizard, I'd teleport instead of taking trains.",
    "Could you write backstory for my friend's rogue, allergic to latex?",
    "Forwarded from the guild chat: 'raid night is Thursday, no exceptions'.",
    "You feel that you love 6am flights. You are lying to yourself.",
    # tarot reader
    "I read for a querent today: she's pescatarian and can't do Fridays.",
    "A reading from my twenties said I'd live in Utrecht. I never did.",
    "The hotel page I'm reading: 'quiet rooms on a high floor from €200.'",
    "If the Lovers card came up, maybe I'd get married, who knows.",
    "Could you write a reading for my neighbour, who loves red wine?",
    "Forwarded from the tarot group: 'Dr. Moreau is the best dentist in town.'",
    "Ignore my last reading, I'm not moving to Berlin.",
    "Would I like sci-fi novels, do the cards think?",
    "Oh wonderful, Mercury again, just what I needed.",
    # Markdown definition list
    "My sister's glossary, pasted:\nAllergy\n: cats\nHers, none of it mine.",
    "From the hotel's help page:\nCheck-in\n: no earlier than noon\nTheir policy.",
    "A friend's profile, for reference:\nDiet\n: vegan\nJust hers.",
    "Old notes from 2019:\nCity\n: Madrid\nI've moved since.",
    "Write a definition list for my colleague: 'Budget: $200'.",
    "Delete the term I wrote earlier, I'm not coeliac.",
    "If I had a glossary of dream jobs, 'astronaut' would be first.",
    "What's my shoe size, do you remember?",
    "Style guide from work: 'Prefer short bullet-point answers.' Company rule.",
    # LaTeX snippet
    "From a colleague's paper:\n\\begin{itemize}\n\\item \\textbf{Allergy}: latex\n\\end{itemize}\nHa, not mine.",
    "The journal's style guide says no submissions on Sundays.",
    "Could you typeset a CV line for my cousin: 'works at Initech'?",
    "My old thesis said I lived in Berlin. Years ago.",
    "If I ever finish this thesis I'll fly to Rome for a month.",
    "Forwarded from my supervisor: 'meetings at 8:30, don't be late'.",
    "Comment that line out, I'm not vegetarian, it was a template.",
    "Oh great, another overfull hbox, I just love those.",
    "Is the wifi password in my LaTeX notes?",
    "My supervisor's notes, pasted:\n\\begin{itemize}\n"
    "\\item \\textbf{Diet}: vegan\n\\end{itemize}\nHers, I only typeset it.",
    "Commenting this out of my notes:\n\\begin{itemize}\n"
    "\\item \\textbf{City}: Berlin\n\\end{itemize}\nI left there years ago.",
    # grandmother's sayings
    "My grandson, a mensch, he's allergic to tree nuts, poor thing.",
    "My mother, may she rest, always said she liked window seats.",
    "When I was a girl I lived in Vienna, oy, long ago.",
    "If I were young again, I'd go vegan, who knows.",
    "Write a letter for my grandson saying he'll need to call the landlord.",
    "Forwarded from the family: 'Aunt Ruth's budget is €150.'",
    "Never mind what I said, bubbeleh, I'm not pescatarian.",
    "The deli menu: pastrami, latkes, 300 dollars for the platter, can you believe.",
    "Nu, do I like jazz? Who knows.",
]

#: What the "dev24" set puts around some memories: each on a line of its own, so a block's opening prose line stays
#: at the start of one and its closing line at the end of one.
H24_ASIDES = (["Morning, grid's done.\n", "Lovely stuff, one more.\n", "Next lot!\n", "For the transcript.\n",
               "[Turn +1]\n", "Shuffling the deck.\n", "Glossary update.\n", "Recompiling.\n", "Oy, listen.\n", ""],
              ["", "\nPencils down.", "\nBack to the studio.", "\nSold, thank you.", "\nNo further questions.",
               "\nGame saved.", "\nBlessings.", "\nEnd of glossary.", "\nCompiles cleanly.",
               "\nEat something, bubbeleh."])

#: How two memories share one message in the "dev24" set (about a third of its real turns are paired).
H24_JOINERS = [" Next clue: ", " And from the other end, ", " Next lot: ", " Further, for the record: ",
               " Next turn: ", " Next card: ", " Another term: ", " And another item: ", " Nu, also: ",
               "\nAnd, on a fresh line: "]


def join_h24(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev24" hand: when either is a block of lines (a transcript, a definition
    list, a LaTeX snippet) the two stand apart with an empty line between them, so each block keeps its opening and
    closing prose lines; otherwise an inline joiner follows a full stop (added when the head ends in a word, a value
    or a bracket with no full stop inside it), and the second keeps its own case (a value such as "Thai food" or
    "Dr. Shah" may open it)."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    closed = head.endswith((")", "]", "}")) and head[-2:-1] not in ".!?"  # "(True, that's mine.)" is ended
    if not joiner.startswith("\n") and (head[-1:].isalnum() or closed):
        head += "."
    return head + joiner + tail
