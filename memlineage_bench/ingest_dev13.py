"""Wordings "dev13" (called "heldout13" until its one held-out run at stop 29) of `memlineage bench ingest` (the ``H13_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A thirteenth hand (the helper session "held13"), written blind on 2026-12-02 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the README (any of
it), the docs' pages on ingest, the notes (``issues stops``) or any list of misses, and who did not run any extractor,
``memlineage ingest``, ``bench ingest`` or the classifier on this set or on anything (only the generator and the pure
set tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev12" and the comments on the
older sets in ``ingest.py`` (to choose other voices), and the names, counts and joining of "dev12"'s constants (to
learn the shape, not the phrasing). It was held out: the lead ran it once (stop 29), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own:

* a nurse writing about herself in clinical shorthand: "Pt (me) …", "Hx of …", "NKDA apart from …", "chart it",
  "Self-report: …", "Admin note (me): … = …", "Action for me: …";
* Australian English: "mate", "reckon", "heaps keen", "arvo", "no dramas", "too easy", "flat out", "top whack",
  "chuck it on the list", "fair dinkum";
* Scottish English: "aye", "ken", "wee", "cannae", "dinnae", "nae bother", "tae", "the now", "mind" for remember
  and remind ("Mind me tae …"), "the messages" for the shopping, "so I am";
* a student writing to the agent as if it were an essay: "Thesis statement: …", "Firstly, …", "In conclusion, …",
  "It should be noted at the outset that …", "Appendix A (personal details): …";
* a sailor's log and standing orders, the user being the skipper: "Ship's log, 0800. …", "Standing order: …",
  "Galley orders: …", "Purser's note: …", "ETA for …";
* shouting in capitals, the value typed as it comes ("I AM ALLERGIC TO peanuts. NOT A PREFERENCE."), "!!!";
* haiku-like fragments in three parts split by " / ", lower case ("{value}, please / the small choice that I
  always make / write it in your book");
* a chat exported with timestamps: a prose line ending in ":", two "[21:04] me: …" lines of the user's own, then a
  prose line, so an aside or a joiner never lands on the block.

Small talk is hard but fair: a nurse's shift, Australian and Scottish greetings and weather, essay-speak thanks,
sailing weather, stuck caps lock, haiku about nothing, a pasted chat line that only says "lol", general-knowledge
questions in the same voices. Traps look like memories and are not, and share their words: patients' allergies and
diets at handover, a charge nurse's hours, other people's words (a granny, a mate, a first mate, an aunt in the
family group, a partner's lines in an exported chat), a request to write a first-person essay line or a haiku,
an essay prompt quoting a budget, a dissertation participant's allergy, past states ("back when I was on nights …",
an old message with a phone number since changed), undecided plans ("I might go vegetarian, I might no"), questions
about the user's own data, hypotheticals, sarcasm in capitals and in "aye right", jokes, a forwarded chain text and
a kid's pirate story.

Two memories share a message about a third of the time (:data:`H13_JOINERS`, :func:`join_h13`); some memories carry
an aside (:data:`H13_ASIDES`). Every style reads as its writer would put it (the dialects' grammar and the shouting
included) for every value of its placeholders ("trains over planes", "quiet rooms on a high floor", "noon",
"tomorrow", "next Friday", "the 14th of March", "cats", "lactose intolerant", "€1,200", "my sister: Anna", "my
dentist: Dr. Shah") and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H13_ASIDES", "H13_CONSTRAINTS", "H13_EVENT_STYLES", "H13_FACT_STYLES", "H13_JOINERS", "H13_PREF_STYLES",
           "H13_SMALLTALK", "H13_TASK_STYLES", "H13_TRAPS", "join_h13"]

H13_PREF_STYLES = [
    # a nurse's clinical shorthand
    "Pt (me) states a clear pref for {v}. Pls chart it.",
    "Handover re: me — likes {v}, consistently, no change since last review.",
    "Obs on self: {v} = happy patient. Note for future care.",
    "Hx of always picking {v}. Stable. Continue.",
    "Self-assessment: pref {v}, documented x3 now. Please don't make me chart it again.",
    # Australian English
    "I'm heaps keen on {v}, mate.",
    "Too easy — {v} for me, every time, no dramas.",
    "Fair dinkum, give me {v} and I'm a happy camper.",
    "Can't go past {v}, mate, honestly.",
    # Scottish English
    "Aye, {v} for me, ken. Aye been that way.",
    "Och, I'm pure mad for {v}, so I am.",
    "Mind that I like {v}, aye?",
    "I'd pick {v} every time, nae bother.",
    # a student's essay
    "Firstly, and most importantly, I prefer {v}; the evidence of my own habits supports this.",
    "It is often argued that tastes change. Mine, however, remain fixed on {v}.",
    "In conclusion, my preference, on balance and after due consideration, is for {v}.",
    "Thesis statement: I like {v} more than any of the alternatives.",
    # a sailor's log
    "Ship's log, 0800. Skipper (me) prefers {v}. Log it and carry on.",
    "Standing orders from the skipper, that's me: {v} whenever we've the choice.",
    "Make it so: {v}, every voyage, that's my pick.",
    "Steady as she goes — {v} for this sailor, always.",
    # shouting in capitals
    "OK LISTEN. {v}. THAT IS WHAT I LIKE. PUT THAT IN YOUR NOTES.",
    "I WANT {v}!!! EVERY TIME!!! (sorry, caps lock, but I mean it)",
    "FOR THE RECORD I LOVE {v} AND I'M NOT SHOUTING, YOU'RE SHOUTING",
    "{V}. ALWAYS. NO DISCUSSION.",
    # haiku-like fragments
    "{v}, please / the small choice that I always make / write it in your book",
    "i choose {v} / as the heron chooses fish / every time, no doubt",
    "a note in haiku / {v}, my steady pick / now you know it too",
    # an exported chat
    "copying this over from my notes-to-self chat:\n[21:04] me: {v}. always.\n[21:05] me: that's my preference, "
    "put it somewhere safe\nthat's the lot from there.",
    "From the export of my chat with my partner (my lines only):\n[Sat 09:12] me: for the record i like {v}\n"
    "[Sat 09:12] me: always have, always will\nSo there's that one for you.",
    "found this in my saved messages:\n[23:47] me: reminder to self, i prefer {v}\n[23:47] me: not up for debate\n"
    "still true today.",
]

H13_CONSTRAINTS = {
    "allergy": [
        "Allergies: {a} (anaphylaxis). That's me, not a patient.",
        "NKDA apart from {a} — I'm allergic, flag it on everything.",
        "Self: allergic to {a}, red wristband territory.",
        "Heads up mate, {a} and me don't mix — proper allergy, EpiPen and all.",
        "I'm allergic to {a}, so none of that near me, cheers.",
        "Allergic to {a}, fair dinkum — not a fad.",
        "I cannae go near {a}, I'm allergic, so I am.",
        "Dinnae give me anything wi' {a} in it — allergic.",
        "It should be noted at the outset that I am allergic to {a}.",
        "Secondly, and of some medical importance: my allergy to {a}.",
        "Ship's log: skipper allergic to {a}. None aboard, none ashore.",
        "Standing order: keep {a} off my boat and off my plate — I'm allergic.",
        "I AM ALLERGIC TO {a}. NOT A PREFERENCE. ALLERGIC.",
        "NO {a}!!! ALLERGY!!! I'M NOT JOKING!!!",
        "{a}: swollen throat / my allergy, note it down / no second chances",
        "no {a} for me / the allergy says so / listen to it",
        "copied from my chat with the GP surgery (my lines):\n[10:02] me: i'm allergic to {a}\n"
        "[10:03] me: since childhood, still am\nso please treat that as current.",
    ],
    "diet": [
        "Diet: {d} (me, long-term). Pls note on my file.",
        "Self-report: {d}, confirmed, no exceptions.",
        "I'm {d}, mate — sort the tucker around that, ta.",
        "Been {d} for yonks now, no dramas, just plan for it.",
        "I'm {d}, aye, so mind that when you're getting the messages in.",
        "Och, I'm {d} — have been for years, ken.",
        "As will become clear, I am {d}; every meal plan must follow from this premise.",
        "A note on method: I am {d}, and any menu should be assessed accordingly.",
        "Galley orders: the skipper is {d}. Provision accordingly.",
        "Crew note — me, {d}, every voyage.",
        "I'M {d}, OK??? PLAN THE FOOD AROUND IT.",
        "{d} — that's me / the menu bends to my plate / plan the dinners so",
        "i am {d} / the cook should hear it first / tell them, if you would",
        "found it in my chat with the caterer (my side):\n[14:20] me: i'm {d}\n[14:21] me: yes, me personally\n"
        "so plan food that way.",
    ],
    "hours": [
        "No calls after {t} — I'm off shift and asleep. Standing order.",
        "Not contactable before {t}, ever. Chart it.",
        "Don't ring me before {t}, mate, I'm useless till then.",
        "After {t} I'm done for the day — no calls, no worries.",
        "Anything after {t} can wait — I'm not answering, mate.",
        "Dinnae phone me after {t}, I'll no answer.",
        "Nothing before {t}, I cannae function.",
        "It follows that no meeting may be scheduled before {t}; I am simply not available.",
        "One constraint must be stated plainly: I take no calls after {t}.",
        "Ship's log: skipper not to be roused before {t}. Standing order.",
        "No radio calls to me after {t}. My watch ends then.",
        "DO NOT CALL ME AFTER {t}. I MEAN IT.",
        "NOTHING BOOKED BEFORE {t}!!! NOTHING AT ALL!!!",
        "not before {t} / the phone stays face down till then / this is my rule",
        "from my chat with work (my messages):\n[17:58] me: reminder, i don't take calls after {t}\n"
        "[17:59] me: that's a hard rule for me\nsame goes for you, please.",
    ],
    "budget": [
        "Budget ceiling: {m}. Non-negotiable, like a drug dose.",
        "Spending cap {m} — I'm on a nurse's wage, so that's firm.",
        "I can't go over {m}, mate, I'm not made of money.",
        "Keep it under {m} and we're sweet.",
        "Top whack is {m}, mate, no more.",
        "I've only got {m} tae spend, nae more.",
        "Mind, {m} is the limit — I'm no made o' money.",
        "Financially, the upper bound is {m}; anything beyond it is not a viable option.",
        "Let it be stated clearly: my budget is capped at {m}.",
        "Purser's note: the skipper spends no more than {m}.",
        "Budget for this voyage is {m}, and not a penny more.",
        "MY LIMIT IS {m}. NOT ONE CENT MORE.",
        "UNDER {m}!!! I CANNOT STRESS THIS ENOUGH.",
        "{m}, no more / the purse is small but honest / keep within its edge",
        "pulled from my chat with the bank's budgeting bot (mine):\n[12:40] me: my limit for this is {m}\n"
        "[12:40] me: firm\nso stick to that please.",
    ],
    "days": [
        "I'm rostered on every {w}, so that's a no for anything else.",
        "Unavailable {w}s — fixed shift. Chart it.",
        "I'm flat out every {w}, mate, so don't book me then.",
        "{W}s are a write-off for me, sorry — can't do 'em.",
        "I cannae do {w}s, I'm aye working.",
        "Nae {w}s for me, ken — no chance.",
        "It must be acknowledged that I am never free on {w}s.",
        "A further limitation: {w}s are unavailable to me without exception.",
        "In short, {w}s do not work for me.",
        "Ship's log: skipper ashore and unavailable every {w}.",
        "Never on a {w} — I'm out on the water, standing arrangement.",
        "NO {w}s!!! I'M BUSY EVERY {w}!!!",
        "EVERY SINGLE {W} I'M UNAVAILABLE. EVERY ONE.",
        "{W}s are not mine / the week gives them to others / book another day",
        "from my chat with the school office (my lines):\n[09:15] me: i can't do {w}s at all\n"
        "[09:16] me: that's every week, for me\nso don't book me then.",
    ],
}

H13_FACT_STYLES = [
    # a nurse's clinical shorthand
    "For my file — {n}: {v}. Verified, that's mine.",
    "Admin note (me): {n} = {v}.",
    "Documenting for myself: {n} {v}, double-checked.",
    "Self-chart: {n}, {v}. Current.",
    # Australian English
    "My {n}'s {v}, mate, in case you need it.",
    "Righto, {n}: {v}. That's me sorted.",
    "For what it's worth, mate, my {n} is {v}.",
    "No dramas — {v}'s my {n}.",
    # Scottish English
    "Aye, my {n}'s {v}, ken.",
    "Mind this: my {n} — {v}.",
    "It's {v}, my {n}, so it is.",
    # a student's essay
    "Turning now to the facts of the case: my {n} is {v}.",
    "For completeness, it should be recorded that my {n} is {v}.",
    "Appendix A (personal details): {n} — {v}.",
    # a sailor's log
    "Ship's log, particulars of the skipper: {n} {v}.",
    "Entered in the log for you: my {n}, {v}.",
    # shouting in capitals
    "MY {n}? {v}. STOP ASKING ME THAT.",
    "WRITE THIS DOWN: {n} {v}!!!",
    # haiku-like fragments
    "my {n}: {v} / small fact, and it stays mine / keep it in your book",
    "{v} — / that is my {n} / remember it well",
    # an exported chat
    "copying from my chat with myself:\n[22:10] me: {n}: {v}\n[22:10] me: (current, mine)\n"
    "that one's for you to keep.",
    "this is from my export of the chat with the landlord (my line only):\n[16:02] me: my {n} is {v}\n"
    "[16:02] me: that's up to date\nsame answer for you.",
]

H13_EVENT_STYLES = [
    # a nurse's clinical shorthand
    "Diary (me): {e} — {d}.",
    "Appt for self: {e}, {d}. Confirmed.",
    "Annual leave requested for my {e} — {d}.",
    # Australian English
    "Got my {e} {d}, mate — stoked.",
    "Heads up, mate: my {e} is {d}.",
    "Mate, {d} is my {e}, locked in.",
    # Scottish English
    "Aye, my {e} is {d}, so mind that.",
    "{E}'s {d}, ken — it's in the book.",
    # a student's essay
    "The date of note is {d}: my {e}.",
    "Chronologically, the next matter is my {e}, scheduled for {d}.",
    # a sailor's log
    "Ship's log: {e} for the skipper, {d}.",
    "ETA for my {e}: {d}.",
    # shouting in capitals
    "MY {e} IS {d}!!! DON'T LET ME MISS IT!!!",
    "{d}: {e}. PUT IT IN THE CALENDAR. NOW.",
    # haiku-like fragments
    "{d}, circled / my {e} waits there / the calendar knows",
    "my {e} / {d}, it's in ink now / it will not move",
    # an exported chat
    "from my own reminders chat:\n[11:30] me: just confirming my {e} is {d}\n[11:31] me: all booked, that's final\n"
    "so it's in the diary.",
    "saved from the family group (my message):\n[19:02] me: my {e} is {d}\n[19:03] me: yes, mine\n"
    "so keep that free for me.",
]

H13_TASK_STYLES = [
    # a nurse's clinical shorthand
    "To do (me): {t}. Priority: high.",
    "Action for me: {t}. Don't let it slide.",
    "Outstanding, self: {t}. Nudge me.",
    # Australian English
    "Gotta {t}, mate — remind me, yeah?",
    "Chuck it on the list: I need to {t}.",
    # Scottish English
    "Mind me tae {t}, aye?",
    "I've tae {t} the now — dinnae let me forget.",
    # a student's essay
    "Finally, an outstanding obligation: I must {t}.",
    "Further work is required: specifically, I need to {t}.",
    # a sailor's log
    "Ship's log, jobs list: skipper to {t}.",
    "Before we cast off I've to {t} — log it for me.",
    # shouting in capitals
    "REMIND ME TO {t}, I AM BEGGING YOU!!! IT KEEPS SLIPPING MY MIND!!!",
    "I HAVE TO {t}. DO NOT LET ME FORGET.",
    # haiku-like fragments
    "i must {t} / the list grows long, this one first / nudge me when you can",
    # an exported chat
    "from my reminders chat (mine):\n[07:45] me: need to {t}\n[07:45] me: still not done\nso please nag me about it.",
]

H13_SMALLTALK = [
    # a nurse
    "Twelve-hour shift done, my feet are killing me.",
    "Just had my break, cold tea as usual.",
    "Handover's done, finally some quiet.",
    "Night shift brain, ignore my typos.",
    "Obs: tired. Plan: sleep.",
    "Why do hospital shifts run twelve hours anyway?",
    # Australian English
    "G'day!",
    "How ya going?",
    "Stinking hot arvo here.",
    "No worries, cheers mate.",
    "Too easy, ta.",
    "Reckon it'll bucket down later.",
    "Good onya.",
    "What's a kookaburra actually related to?",
    # Scottish English
    "Aye, grand.",
    "Och, it's baltic out the day.",
    "Pure dreich weather again.",
    "Cheers pal, that's brilliant.",
    "Whit's the craic?",
    "What's the tallest hill in Scotland, is it Ben Nevis?",
    # a student's essay
    "In conclusion, thank you.",
    "That is a compelling argument.",
    "I shall consider this further.",
    "Thank you for the comprehensive answer.",
    "Could you explain that in more depth?",
    "Is it 'affect' or 'effect' in that sentence?",
    # a sailor
    "Fair winds today.",
    "Calm sea this morning, lovely.",
    "Over and out for now, ta.",
    "How long does it take to sail across the Atlantic?",
    # shouting in capitals
    "SORRY, CAPS LOCK IS STUCK AGAIN.",
    "THANK YOU!!!",
    "WHAT A SHIFT THAT WAS!!!",
    "HELLO???",
    "OK OK OK OK, FINE.",
    # haiku-like fragments
    "grey morning, tea / the kettle sings, nothing more / hello, machine friend",
    "thank you / the answer landed softly / like snow",
    "a small pause here / let me think a moment / then we go on",
    "autumn leaves falling / a poem about nothing / just practising form",
    "How many syllables does a haiku have again?",
    # an exported chat
    "pasting a bit of my chat just for fun:\n[20:14] me: lol\nanyway.",
    "that chat export thing worked, by the way.",
    # anyone
    "Morning! Where were we?",
    "Ha, that's a good one.",
    "Hang on, kettle's boiling.",
    "Right, that's me for today.",
]

H13_TRAPS = [
    # a nurse
    "Bed 4 is allergic to penicillin, charting it now.",
    "Handover: the pt in bay 2 is vegan and likes window seats apparently, chatty one.",
    "Our charge nurse never books anything before 9am, lucky her.",
    "Practising my charting: 'Pt states allergy to latex.' How does that read?",
    "Back when I was on nights I never took calls before noon.",
    "Is my staff id on my badge or on my payslip, do you know?",
    # Australian English
    "My mate Dazza reckons he's allergic to work, ha.",
    "Oh yeah, I just LOVE a 40-degree arvo stuck in traffic.",
    "Reckon I'd like Thai food? Never actually tried it.",
    "If I won Lotto I'd buy a boutique hotel on the coast, mate.",
    "My missus prefers red wine, reckons it's classier.",
    "When I lived in Perth I had a dog called Biscuit.",
    # Scottish English
    "My granny aye said she couldnae abide shellfish.",
    "Would I like jazz, d'ye reckon?",
    "Ma pal's wee sister is cried Marta.",
    "I might go vegetarian, I might no. Havenae decided.",
    "Aye right, like I'd ever enjoy a Monday.",
    "My flatmate's the vegan, no me.",
    # a student's essay
    "Could you write an opening line for my essay: 'I have always preferred trains over planes'?",
    "The essay prompt reads: 'My budget is €150 per night. Discuss.'",
    "In my dissertation, participant 7 is allergic to sesame.",
    "It could be argued that I should become vegan; I remain unconvinced either way.",
    "Hypothetically, were I to move to Vienna, would the rent be higher?",
    "What was the passport number I gave you, again?",
    # a sailor
    "The skipper of the next boat over can't sail on Sundays, religious thing.",
    "If we ever get becalmed I'll learn the ukulele, ha.",
    "In my fishing days I never went to bed before 10 am.",
    "Ship's log of a famous voyage: 'The captain prefers spicy food and strong rum.'",
    "My first mate says his dog is called Pepper.",
    "Standing orders for a pirate in my kid's bedtime story: no calls after 6pm, arr.",
    # shouting in capitals
    "OH GREAT, I JUST LOVE WAITING ON HOLD FOR AN HOUR.",
    "WHAT IS MY WIFI PASSWORD AGAIN??? I FORGOT.",
    "MY BOSS IS SHOUTING THAT HE'S ALLERGIC TO MEETINGS, LOL.",
    "IF I HAD A CAR I'D CALL IT THE BEAST.",
    "MY SISTER SAYS SHE'S PESCATARIAN NOW. SINCE WHEN???",
    "I WAS VEGAN FOR ONE WEEK IN 2019. NEVER AGAIN.",
    # haiku-like fragments
    "a haiku my friend wrote: / she loves window seats / clouds are her garden",
    "write me a haiku that starts 'i am allergic to cats'",
    "if I had a dog / I'd call him Luna, maybe / (I have no dog)",
    "what if i moved south / to Lisbon, to the sunshine / just a daydream, though",
    # an exported chat
    "pasted from my partner's chat, his lines not mine:\n[21:10] sam: i'm allergic to tree nuts\n"
    "[21:11] sam: and i'm vegetarian now\nnone of that is about me.",
    "from a forwarded chain message, not mine:\n[13:00] unknown: forward this to 10 friends or bad luck on Friday\n"
    "deleted, obviously.",
    "an old message from 2019, not true any more:\n[18:22] me: my phone number is +44 7700 123456\n"
    "I've changed it since.",
    "from the family group, my aunt's message:\n[10:05] aunt jo: the wedding is next Saturday!!\n"
    "that's her stepson's wedding, I'm not invited.",
    # anyone
    "My brother has to call the landlord, not my problem, ha.",
    "Essay question for fun: if I could only eat one cuisine, would it be Thai food?",
    "The nurse in that film said she'd never book meetings before 8:30. Relatable, but not me.",
    "Supposing I quit nursing and went sailing full-time, what would I earn?",
    "Did I ever tell you my shoe size? I can't remember.",
]

#: How two memories share one message in the "dev13" set (about a third of its real turns are paired).
H13_JOINERS = [" And another thing: ", "\n\n(next)\n", " ✦ ", " ~ and also ~ ", "\n\nALSO:\n"]
#: What the "dev13" set wraps around some memories (every exported chat in a style has prose before and after).
H13_ASIDES = (["Right, ", "G'day. ", "Och, quick one: ", "NOTE: ", ""],
              ["", " Cheers, mate.", " Ta very much.", " Aye.", " End of entry."])


def join_h13(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev13" hand: when either carries an exported chat the second starts a
    paragraph of its own under "(next)" (so every "[21:04] me: …" line stays at the start of its line, under a prose
    line ending in ":"); otherwise each keeps its own punctuation and case (values such as "Thai food" or
    "Dr. Shah", and the shouting, may open the second)."""
    if ("\n" in head or "\n" in tail) and not joiner.startswith("\n"):
        joiner = "\n\n(next)\n"
    return head + joiner + tail
