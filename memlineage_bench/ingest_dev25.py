"""Wordings "dev25" (called "heldout25" until stop 34) of `memlineage bench ingest` (the ``H25_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A twenty-fifth hand (the helper session "held25"), written blind on 2026-12-05 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README (any of it), the docs, the issue tracker or any list of misses, and who did not run any extractor,
``memlineage ingest``, ``bench ingest``, the classifier or any server on this set or on anything (only the pure set
tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev24" (to choose other voices),
the names, counts and joining function of "dev24"'s constants (to learn the shape, not the phrasing), the set tests,
the commits that added "heldout24" and its set tests (how a set is wired and tested), and the names in the commit that
renamed it "dev24". It was held out: the lead ran it at stop 34 on stop 32's extractor (at f626025) and, before
anyone read its misses, again after ext19's readings for dev22 … dev24 (at da17405), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own (a teenager texting, an elderly person dictating, a terse engineer's commit messages, YAML, CSV rows,
e-mail signatures and calendar invites were all used before, so other everyday writers and other layouts stand in):

* a Greek speaker's English: "re", "ela", "endaxi", "po po po", "siga siga", "kalimera", "efharisto", "ti na
  kanoume", "yiayia", "{V} pleases me" (a liking said the Greek way), "allergy in …", "from two years" (for two years);
* a Vietnamese speaker's English: "dạ" and a closing "ạ" (politeness), "nhé" (okay?), "em" for I, "trời ơi", "cảm
  ơn", "xin chào", "mẹ", no tense or plural ("em have …", "cannot meeting"), "allergic with …";
* Hawaiian Pidgin: "brah", "da kine", "stay" (is, am), "wen" (past), "pau" (done), "shoots", "bumbye" (later), "no
  can", "try" (please), "mo bettah", "fo real", "tutu" (grandma), "li'dat", "k den";
* New York English: "yo", "deadass", "mad" (very), "my guy", "son", "forget about it", "the bodega", "the L train",
  "I'm not gonna lie to you", "not a dime more";
* a Twitch streamer who talks to the assistant as to "chat": "chat", "mods, pin it", "W" / "L", "clip this",
  "off stream", "schedule update", "BRB", "KEKW", "raid", "enjoyer";
* a chess player annotating their own life: "book move", "!!" and "??", "main line", "forced", "en prise",
  "zugzwang", "resign", "time control", "club night", "pairings", "Elo";
* a bird-watcher's field notes: "Field notes", "life list", "lifer", "the hide", "dawn chorus", "the count",
  "sighting", "ringed and recorded", "migration season", "the reserve";
* a vCard pasted from the user's own contact card: a prose line ending in ":", "BEGIN:VCARD", "VERSION:…",
  "FN:Me", a "NOTE:" or "X-…:" line holding the value, "END:VCARD", then a closing prose line;
* a unified diff of the user's own notes file: a prose line ending in ":", "--- a/…" and "+++ b/…" lines, an "@@"
  hunk line, a "-" line with a placeholder that is never the value ("TBD", "?", "(unknown)") or a context line, a "+"
  line holding the value, then a closing prose line.

Small talk is hard but fair: greetings, thanks, moods, heat, rain, cold and traffic, sign-offs in every voice
("Ela, I go now, kalinichta!", "Shoots, latahs!", "Aight, I'm out. Later.", "OK that's stream, gn everyone.", "Draw
offered, accepted, bye!", "Off to the hide, speak later."), a contact card that only says hello, a diff of a mood,
general-knowledge questions in the same voices. Traps look like memories and are not, and share their words: other
people's tastes, allergies, diets, hours, days, budgets and numbers (a yiayia, a husband, a mẹ, an anh trai, a tutu, a
braddah, a cousin Vinny, a boss, a mod, a co-streamer, an opponent, a coach, a birding buddy, a warden's sister, a
brother's card, a client's card, a sister's diff, a colleague's patch), past states (Thessaloniki, Queens, a first
year streaming, a junior's openings, Krakow, an old card from 2019, old diffs), hypotheticals (riches, a dog, a
lottery, Powerball, 10k subs, a grandmaster, a rare vagrant, a draft diff), questions about the user's own tastes
and data, quoted menus, rules, policies and product pages (a taverna menu, a phở shop sign, a lunch-wagon menu, a
bodega sign, a sponsor read, chess club rules, a reserve café board, a vCard template, a git tutorial), texts to write
for someone else (for a cousin, a friend's landlord, a cousin too shy, a girlfriend's dad, a mod's bio, a student, a
nephew, a mum's card, a flatmate's commit), forwarded messages (a sister, a friend, an auntie, a landlord, a raid
squad, a chess club, a bird club), retractions ("Forget what I say before", "delete what em said", "Scratch dat",
"ignore that last thing", "Take back my last move", "Scrap that last sighting", a reverted diff), sarcasm and jokes.

Two memories share a message about a third of the time (:data:`H25_JOINERS`, :func:`join_h25`); some memories carry
an aside (:data:`H25_ASIDES`, each on a line of its own, so a block's opening prose line stays at the start of one and
its closing line at the end of one). Every style reads as its writer would put it (the learners' and the Pidgin's
grammar included) for every value of its placeholders ("trains over planes", "quiet rooms on a high floor", "noon",
"tomorrow", "next Friday", "the 14th of March", "cats", "lactose intolerant", "€1,200", "my sister: Anna", "my
dentist: Dr. Shah") and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H25_ASIDES", "H25_CONSTRAINTS", "H25_EVENT_STYLES", "H25_FACT_STYLES", "H25_JOINERS", "H25_PREF_STYLES",
           "H25_SMALLTALK", "H25_TASK_STYLES", "H25_TRAPS", "join_h25"]

H25_PREF_STYLES = [
    # a Greek speaker's English
    "Ela, I tell you simple: {v} pleases me very much.",
    "{V}, always {v} for me, endaxi? Write it.",
    "My yiayia says I am stubborn, but is true, I choose {v} every time.",
    "Po po po, you ask me again? {V}. This I like.",
    "For me the best is {v}, re, finish.",
    "Kalimera! Small thing for your notes: I am crazy for {v}.",
    "Ask anybody in my village: I go for {v}.",
    # a Vietnamese speaker's English
    "Dạ, {v} is my favourite ạ.",
    "Em always choose {v} ạ, please remember nhé.",
    "{V} for me nhé, cảm ơn!",
    "Trời ơi, I love {v} so much.",
    "If you book for em, choose {v} please ạ.",
    "Em thích {v} lắm, I mean I like very much.",
    "Dạ, {v} is best for em ạ, always.",
    # Hawaiian Pidgin
    "Brah, {v} all da way, das me.",
    "Fo real kine, I like {v} mo bettah than anyting.",
    "Shoots, put me down fo {v}, every time.",
    "{V} stay my favorite, no need ask again.",
    "Auntie always tell me I too picky, but I like {v}, li'dat.",
    "Ho, I get one soft spot fo {v}, no lie.",
    "Put {v} on da list fo me, brah, I no change.",
    # New York English
    "Yo, {v}. That's it, that's the whole list.",
    "I'm not gonna lie to you, I'm a {v} guy, always been.",
    "Deadass, {v} every single time.",
    "You want to make me happy? {V}. Done.",
    "I'm mad into {v} lately, my guy.",
    "Forget about it, {v} wins, no contest.",
    # a Twitch streamer talking to "chat"
    "Chat, listen. {V}. That's the take, mods pin it.",
    "W take incoming: {v} every time.",
    "Chat asked what I'd pick and it's {v}, obviously.",
    "Clip this: {v} supremacy, forever.",
    "Okay chat, for the record, I'm a {v} enjoyer.",
    "Every stream I say it and I'll say it off stream too: {v}. W.",
    # a chess player's annotations
    "Book move for me: {v}, every game.",
    "{V}!! My main line, always.",
    "I'd play {v} in any position.",
    "Annotating my own taste: {v}! (only move)",
    "Like castling early, I go for {v} without thinking.",
    "My Elo drops without {v}, that's how much I rely on it.",
    # a bird-watcher's field notes
    "Field notes, me: {v}, picked every time I get a choice.",
    "Life list of things I like: {v} at the very top.",
    "Like a dawn chorus, {v} never gets old for me.",
    "Ticked it years ago and still love it: {v}.",
    "If I could only have one sighting a day, it'd be {v}.",
    "Binoculars down, honest answer: {v}.",
    # a vCard from the user's own contact card
    "My phone's contact card for me, I put a note on it:\nBEGIN:VCARD\nVERSION:4.0\nFN:Me\nNOTE:prefers {v}\n"
    "END:VCARD\nThe note is the bit that matters.",
    "Exported my own card, the custom field is new:\nBEGIN:VCARD\nVERSION:3.0\nFN:Me (mobile)\nX-LIKES:{v}\n"
    "END:VCARD\nThat field's up to date.",
    "Pasting my vCard, see the note:\nBEGIN:VCARD\nVERSION:4.0\nFN:Me\nNOTE:{V} whenever there's a choice\n"
    "END:VCARD\nUse that when you plan things for me.",
    # a unified diff of the user's own notes
    "Updated my about-me file, here's the diff:\n--- a/about-me.md\n+++ b/about-me.md\n@@ -4 +4 @@\n-likes: ?\n"
    "+likes: {v}\nThat's the only change.",
    "git diff of my notes on myself:\n--- a/me.txt\n+++ b/me.txt\n@@ -1,2 +1,2 @@\n # me\n-favourite: TBD\n"
    "+favourite: {v}\nCommitted just now.",
    "Small patch to my profile notes:\n--- a/profile.txt\n+++ b/profile.txt\n@@ -7 +7 @@\n-prefers: (unknown)\n"
    "+prefers: {v}\nMerged, no review needed.",
]

H25_CONSTRAINTS = {
    "allergy": [
        "Please, I have allergy in {a}, the doctor say is serious.",
        "Ela, careful: {a} and me, we are enemies. Allergy, big one.",
        "Write it down, re: I am allergic to {a}, since small child.",
        "Dạ, em allergic with {a}, very dangerous ạ.",
        "Please no {a} nhé, I have allergy, my throat close.",
        "Trời ơi, {a} again? Em allergic, cannot.",
        "Em cannot touch {a}, allergy ạ, very serious.",
        "No can do {a}, brah, I stay allergic.",
        "Ho, {a} make me all swell up, so no give me dat.",
        "Try watch out fo {a}, I get one bad allergy.",
        "Deadass allergic to {a}, so don't play with that.",
        "Yo, no {a}. I swell up like a balloon.",
        "I'm telling you once: {a}, allergic, end of story.",
        "Chat, real talk, off stream: I'm allergic to {a}, not a bit.",
        "Mods, add it to the FAQ: streamer is allergic to {a}. That's me.",
        "No {a} in anything you send me, chat, I'll end up in hospital.",
        "{A} for me is a blunder (??): I'm allergic.",
        "Allergic to {a}, and that's not theory, that's forced.",
        "Never leave {a} en prise near me, I'm allergic.",
        "Not a bird note: I'm allergic to {a}.",
        "Field warning to self: {a}, allergic, keep well clear.",
        "Like a nesting site, keep {a} away from me, allergy.",
        "Here's my card with the medical note:\nBEGIN:VCARD\nVERSION:4.0\nFN:Me\nNOTE:ALLERGY - {a}\nEND:VCARD\n"
        "Keep that on file, please, it's important.",
        "My card, with the field I added for emergencies:\nBEGIN:VCARD\nVERSION:3.0\nFN:Me\nX-ALLERGY:{a}\n"
        "END:VCARD\nThat's me, not my emergency contact.",
        "Diff of my health notes:\n--- a/health.md\n+++ b/health.md\n@@ -2 +2 @@\n-allergies: TBD\n"
        "+allergies: {a}\nConfirmed by the doctor last week.",
        "Patched my medical file:\n--- a/medical.txt\n+++ b/medical.txt\n@@ -5 +5 @@\n-allergy: ask me\n"
        "+allergy: {a} (severe one)\nPlease note it down.",
    ],
    "diet": [
        "I am {d}, endaxi? So when you find restaurant, think of this.",
        "Ti na kanoume, I am {d} now, the whole family laughs.",
        "From two years I am {d}, please remember.",
        "Em is {d} ạ, so please find food for this.",
        "I am {d} nhé, mẹ worry but is ok.",
        "Dạ, I am {d}, please remember nhé.",
        "I stay {d} now, so try find places dat get options fo me.",
        "Brah, {d} fo real, no make fun.",
        "Me? {d}, since small kid time.",
        "I'm {d}, and no, I don't want to talk about it.",
        "Yo I'm {d}, so the bodega's basically a no-go.",
        "Listen, I'm {d} now, deadass.",
        "Chat keeps asking, so: I'm {d}. Moving on.",
        "Yeah I'm {d}, that's why my food reviews are weird.",
        "L for the sponsor, I'm {d}, can't eat half that stuff.",
        "I'm {d}, a fixed pawn structure, it won't change.",
        "Opening note: {d}, so plan the menu around it.",
        "I'm {d}, that's my main line.",
        "In the hide or at home, I'm {d}.",
        "Note for trip planners: the birder on board is {d}, that's me.",
        "I'm {d}, plumage unchanged for years.",
        "Copied off my own contact card:\nBEGIN:VCARD\nVERSION:4.0\nFN:Me\nNOTE:diet: {d}\nEND:VCARD\nStill true.",
        "My card, straight out of the address book:\nBEGIN:VCARD\nVERSION:3.0\nFN:Me\nX-DIET:{d}\nEND:VCARD\n"
        "Good for restaurant bookings.",
        "Here's the diff on my food notes:\n--- a/food.md\n+++ b/food.md\n@@ -1 +1 @@\n-diet: TBD\n+diet: {d}\n"
        "Pushed it this morning.",
        "diff of me.txt, one line:\n--- a/me.txt\n+++ b/me.txt\n@@ -3 +3 @@\n-food: ?\n+food: I'm {d}\n"
        "That's the current state.",
    ],
    "hours": [
        "Before {t} I am not human, re. No meetings, please.",
        "After {t} the phone is closed, endaxi? Is my rule.",
        "Siga siga in the morning: nothing for me before {t}.",
        "Dạ, before {t} em cannot meeting ạ.",
        "Please no call after {t} nhé, I sleep early.",
        "Em only free from {t}, sorry ạ.",
        "No call me befo {t}, brah, I stay sleeping.",
        "Aftah {t} I pau, no text me.",
        "Try wait till {t} fo schedule anyting, k?",
        "Don't call me before {t}, I'm not a morning guy.",
        "After {t} I'm off the clock, deadass.",
        "Nothing before {t}, I'm on the subway till then.",
        "No calls after {t}, I'm live and I won't pick up.",
        "Chat knows I don't wake up before {t}, so no meetings before that.",
        "Schedule update for you, not chat: nothing booked before {t}.",
        "No meetings before {t}, I'm not playable before that.",
        "After {t} I resign for the day, no calls.",
        "Before {t} any meeting is a bad move, so none, please.",
        "Dawn is for birds, so no meetings before {t}.",
        "After {t} I'm out at the roost count, no calls.",
        "Nothing before {t}, I'm in the hide.",
        "This is on my vCard now:\nBEGIN:VCARD\nVERSION:4.0\nFN:Me\nNOTE:no calls after {t}\nEND:VCARD\n"
        "I mean it, truly.",
        "From my contact card:\nBEGIN:VCARD\nVERSION:3.0\nFN:Me\nX-AVAILABLE-FROM:{t}\nEND:VCARD\n"
        "So nothing before that, please.",
        "Diff to my availability file:\n--- a/hours.txt\n+++ b/hours.txt\n@@ -1 +1 @@\n-earliest: ?\n"
        "+earliest: {t}\nSo no meetings before that.",
        "Changed one line:\n--- a/about-me.md\n+++ b/about-me.md\n@@ -9 +9 @@\n-calls: TBD\n"
        "+calls: never after {t}\nEffective now.",
    ],
    "budget": [
        "My pocket has {m} for this, no more, re.",
        "Ela, {m} is the top, I am not Onassis.",
        "For the hotel I give maximum {m}, endaxi?",
        "Dạ, maximum {m} ạ, more than this em cannot pay.",
        "Budget of em is {m} nhé, please not more.",
        "Trời ơi, so expensive! Keep under {m} please.",
        "Only get {m} fo dis, no mo.",
        "I not made of money, brah, {m} max.",
        "Keep um undah {m}, shoots?",
        "Yo, {m} tops. This ain't Manhattan money.",
        "I got {m} for this, not a dime more.",
        "Keep it under {m}, my guy, I'm serious.",
        "Setup budget: {m}, not a cent more, chat.",
        "Chat said spend more. L. Cap is {m}.",
        "Okay, real budget for this is {m}, mods remember.",
        "Budget {m}, and that's the hard limit, like the clock.",
        "Anything over {m} is a blunder (??).",
        "I'll spend {m}, not a pawn more.",
        "New scope and the trip together: {m} max.",
        "The whole birding trip has to come in under {m}.",
        "{m} is my ceiling, lifer or no lifer.",
        "I keep it on my own card so I don't forget:\nBEGIN:VCARD\nVERSION:4.0\nFN:Me\nNOTE:travel budget max {m}\n"
        "END:VCARD\nStick to that.",
        "Card export, custom field:\nBEGIN:VCARD\nVERSION:3.0\nFN:Me\nX-SPEND-LIMIT:{m}\nEND:VCARD\n"
        "That's the most I'll pay.",
        "Budget file diff:\n--- a/budget.md\n+++ b/budget.md\n@@ -2 +2 @@\n-hotel cap: TBD\n+hotel cap: {m}\n"
        "That's final.",
        "One-line patch:\n--- a/trip.txt\n+++ b/trip.txt\n@@ -1 +1 @@\n-max spend: ?\n+max spend: {m}\n"
        "Hold me to that number.",
    ],
    "days": [
        "{W} I cannot, never, is the day for my yiayia.",
        "Every {w} I am busy, so don't put nothing.",
        "No {w}s for me, please, ti na kanoume.",
        "{W} em busy every week ạ, please not book.",
        "Dạ, no {w}s nhé, this day em cannot.",
        "Every {w} I go temple with mẹ, so not free ạ.",
        "{W}s no can, I get canoe practice.",
        "Brah, no book me on one {w}, I pau dat day.",
        "Every {w} I stay wit my tutu, so no can.",
        "{W}s? Forget about it, I'm busy.",
        "I work {w}s, so those are out, son.",
        "Don't book me on a {w}, deadass.",
        "{W}s are off-stream days and off-everything days.",
        "No stream on {w}, no anything on {w}, I'm dead that day.",
        "Schedule update: {w}s I'm unavailable, full stop, chat.",
        "{W}s are club night, I'm never free.",
        "No {w}s, that's adjourned territory.",
        "Every {w} I'm at the board, so book around it.",
        "{W}s are my birding days, don't book me.",
        "Every {w} I do the reservoir count, so I'm out.",
        "No {w}s, the hide's my office that day.",
        "My contact card says it:\nBEGIN:VCARD\nVERSION:4.0\nFN:Me\nNOTE:never free on {w}s\nEND:VCARD\n"
        "Book around that.",
        "Added a field to my own card:\nBEGIN:VCARD\nVERSION:3.0\nFN:Me\nX-UNAVAILABLE:{W}\nEND:VCARD\nEvery week.",
        "diff on my week file:\n--- a/week.md\n+++ b/week.md\n@@ -6 +6 @@\n-day off: ?\n+day off: {w}\n"
        "Every week, no exceptions.",
        "Patch to my calendar notes:\n--- a/calendar-notes.txt\n+++ b/calendar-notes.txt\n@@ -3 +3 @@\n"
        "-busy: TBC\n+busy every {w}\nDon't book those.",
    ],
}

H25_FACT_STYLES = [
    # a Greek speaker's English
    "My {n}? Is {v}. Write it, re.",
    "Ela, the {n} of mine is {v}, keep it safe.",
    "Kalimera, I give you my {n}: {v}. Efharisto.",
    "For your papers: {n} {v}, endaxi.",
    # a Vietnamese speaker's English
    "Dạ, my {n} is {v} ạ.",
    "Em send you {n}: {v}, please save nhé.",
    "{n} of em: {v} ạ. Cảm ơn!",
    "Please write: {n} is {v}, correct already.",
    # Hawaiian Pidgin
    "Brah, my {n} is {v}, fo real.",
    "Shoots, hea's my {n}: {v}.",
    "Da {n}? {v}, brah, no foget.",
    "Write um down: {n} {v}, k den.",
    # New York English
    "Yo, my {n} is {v}, write that down.",
    "{v}. That's my {n}, don't lose it.",
    "My guy, my {n}? {v}.",
    "Deadass, {n}: {v}.",
    # a Twitch streamer
    "Off stream, don't read this out: my {n} is {v}.",
    "Chat can't see this, so, {n}: {v}.",
    "Saving it here, not in chat: my {n} is {v}.",
    "Ok so my {n} is {v}, keep that off the overlay lol.",
    # a chess player
    "For the scoresheet: my {n} is {v}.",
    "My {n} is {v}, forced line, no alternatives.",
    "Quick annotation: {n} = {v}.",
    "Record it like a game: {n}, {v}.",
    # a bird-watcher
    "Field notes, admin: my {n} is {v}.",
    "Ringed and recorded: {n} {v}.",
    "My {n}, for the log: {v}.",
    "Logging it like a sighting: {n}, {v}.",
    # a vCard
    "My own vCard, the note's new:\nBEGIN:VCARD\nVERSION:4.0\nFN:Me\nNOTE:{n}: {v}\nEND:VCARD\n"
    "That's correct as of today.",
    "Here's my card:\nBEGIN:VCARD\nVERSION:3.0\nFN:Me\nNOTE:my {n} is {v}\nEND:VCARD\nSave it somewhere safe.",
    "Sharing my contact card with you:\nBEGIN:VCARD\nVERSION:4.0\nFN:Me\nX-PRIVATE:{n} {v}\nEND:VCARD\n"
    "Nobody else has that one.",
    # a unified diff
    "Diff of my personal details:\n--- a/me.md\n+++ b/me.md\n@@ -2 +2 @@\n-{n}: ?\n+{n}: {v}\nThat's current.",
    "Patched my notes file:\n--- a/details.txt\n+++ b/details.txt\n@@ -4 +4 @@\n-{n}: (unknown)\n+{n}: {v}\n"
    "Pushed it just now.",
    "here's the diff:\n--- a/about-me.md\n+++ b/about-me.md\n@@ -1 +1,2 @@\n # about me\n+{n}: {v}\n"
    "New line, nothing removed.",
]

H25_EVENT_STYLES = [
    # a Greek speaker's English
    "My {e} is {d}, po po, I am nervous already.",
    "Ela, write: {d}, the {e}.",
    "The {e}, they put it {d}, endaxi, I go.",
    "{E} — {d}. Don't forget, re.",
    # a Vietnamese speaker's English
    "Dạ, {e} of em is {d} ạ.",
    "{d} em have {e}, please remember nhé.",
    "Trời ơi, {e} is {d}, em so nervous.",
    "Please note nhé: {E}, {d}.",
    # Hawaiian Pidgin
    "My {e} stay {d}, brah.",
    "{d} get my {e}, no let me foget.",
    "Ho, da {e} wen move to {d}.",
    "{E} {d}, shoots.",
    # New York English
    "My {e} is {d}, I'm mad nervous.",
    "Yo, the {e}? {d}.",
    "Got the {e} {d}, don't let me blank on it.",
    "{d} is the {e}, mark it, my guy.",
    # a Twitch streamer
    "Schedule update: no stream {d}, {e}.",
    "{E} is {d}, so I'm off that day, chat.",
    "Chat, {d} I've got the {e}, BRB energy.",
    "Heads up for the schedule: {d} = {e}.",
    # a chess player
    "{E}: {d}. Like a tournament round, can't skip it.",
    "My {e} is {d}, it's in the fixtures now.",
    "Round one of the month: the {e}, {d}.",
    "Pairings are out: {e} {d}.",
    # a bird-watcher
    "Field diary: {e}, {d}.",
    "My {e} is {d}, right in migration season.",
    "{d}: {e}. Will miss the morning count.",
    "Pencil the {e} in for {d}, between counts.",
    # a vCard
    "Put it in my contact card's note, here:\nBEGIN:VCARD\nVERSION:4.0\nFN:Me\nNOTE:{e} {d}\nEND:VCARD\n"
    "Don't let me miss that one.",
    "My card export:\nBEGIN:VCARD\nVERSION:3.0\nFN:Me\nX-NEXT:{E}, {d}\nEND:VCARD\nThat one's confirmed.",
    # a unified diff
    "Calendar notes diff:\n--- a/upcoming.md\n+++ b/upcoming.md\n@@ -1 +1 @@\n-{e}: TBC\n+{e}: {d}\nConfirmed.",
    "Patch to my dates file:\n--- a/dates.txt\n+++ b/dates.txt\n@@ -2 +2 @@\n-{E} - date pending\n+{E} - {d}\n"
    "Locked in.",
]

H25_TASK_STYLES = [
    # a Greek speaker's English
    "I must {t}, re, please push me.",
    "Ela, remind me to {t}, I always forget, like my father.",
    "Siga siga, but this week I need to {t}.",
    # a Vietnamese speaker's English
    "Please remind em to {t} nhé.",
    "Dạ, this week em must {t} ạ.",
    "Trời ơi, I forget again to {t}, please remind.",
    # Hawaiian Pidgin
    "I gotta {t} bumbye, try remind me.",
    "Brah, no let me foget fo {t}.",
    "Pau hana I need {t}, k?",
    # New York English
    "Yo, I gotta {t}, bug me about it.",
    "Deadass need to {t} this week.",
    "My guy, make sure I {t}, I keep ducking it.",
    "Yo, remind me: {t}. I keep blanking.",
    # a Twitch streamer
    "Mid-stream reminder for me: {t}.",
    "Chat, hold me accountable: I need to {t}.",
    "After stream I have to {t}, remind me.",
    "Chat, if I don't {t} by Friday, clip my shame.",
    # a chess player
    "Next move: {t}. I keep postponing it.",
    "I need to {t}, it's a forced move now.",
    "Remind me to {t}, otherwise I lose on time.",
    # a bird-watcher
    "Before the next count I need to {t}.",
    "Task for the log: {t}.",
    "Remind me to {t}, I keep going birding instead.",
    # a vCard
    "I wrote it on my own contact card, lol:\nBEGIN:VCARD\nVERSION:4.0\nFN:Me\nNOTE:TODO {t}\nEND:VCARD\n"
    "Nag me about it till it's done.",
    "Card from my phone:\nBEGIN:VCARD\nVERSION:3.0\nFN:Me\nX-REMINDER:{t}\nEND:VCARD\nStill not done.",
    # a unified diff
    "My todo diff:\n--- a/todo.md\n+++ b/todo.md\n@@ -1 +1,2 @@\n # todo\n+- [ ] {t}\nAdded today.",
    "diff on the to-do file:\n--- a/todo.txt\n+++ b/todo.txt\n@@ -3 +3 @@\n-next: nothing\n+next: {t}\n"
    "Please chase me.",
]

H25_SMALLTALK = [
    # a Greek speaker's English
    "Kalimera! How are you today, re?", "Efharisto, you are very kind.", "Po po po, what heat today.",
    "Ela, I go now, kalinichta!", "Ti na kanoume, Monday again.", "How many islands has Greece, you know?",
    "Yiayia made pastitsio, I am so full, po po.", "Endaxi, endaxi, thank you.",
    "Kalispera! Evening already, how the time runs.",
    # a Vietnamese speaker's English
    "Xin chào! Good morning ạ.", "Cảm ơn nhiều ạ!", "Trời ơi, so hot today.", "Dạ, em understand, thank you.",
    "Bye bye, see you tomorrow nhé!", "How to say 'delicious' in English, more fancy?",
    "Hôm nay em tired quá, long day.", "What is the longest river in Asia ạ?",
    "Dạ, em go sleep now, good night ạ.",
    # Hawaiian Pidgin
    "Howzit!", "Mahalo plenny, brah.", "Ho, da rain stay coming down hard.", "Shoots, latahs!",
    "Pau hana already, I so tired.", "Brah, how come da ocean stay salty?", "K den, a hui hou!",
    "Ho, choke traffic on da H-1 today.",
    "Ho, da sunset tonight was so beautiful, brah.",
    # New York English
    "Yo, what's good?", "Appreciate you, my guy.", "It's mad cold out, deadass.", "Aight, I'm out. Later.",
    "The train was delayed again, what else is new.", "How tall is the Empire State Building?",
    "Forget about it, it's all good.", "Yo that's hilarious.",
    "Yo, who won the Knicks game last night?",
    # a Twitch streamer
    "We're live! jk, hi.", "W assistant, thanks.", "Chat, I'm so tired today.", "OK that's stream, gn everyone.",
    "BRB, snack.", "KEKW that's funny.", "What year did the first Pokémon game come out?",
    "Is it raining where you are? It's pouring here lol.",
    "Chat, gg, that was a long day.",
    # a chess player
    "Good game, thanks for the help.", "Hello! White to move, as they say.", "I resign for today, goodnight.",
    "Ugh, blundered my whole morning.", "What's the longest chess game ever played?", "Nice line, thank you.",
    "Draw offered, accepted, bye!", "My head's in zugzwang today.",
    "Who was the first world chess champion?",
    # a bird-watcher
    "Morning! The dawn chorus was gorgeous.", "Thanks, that answer's a lifer.", "Drizzly and grey out, typical.",
    "Off to the hide, speak later.", "How far do swallows migrate?", "Cheers, much appreciated.",
    "Quiet day, just sparrows.", "Why don't woodpeckers get headaches?",
    "Saw a heron on the way to work, made my day.",
    # a vCard
    "My contact card, as a hello:\nBEGIN:VCARD\nVERSION:4.0\nFN:Me\nNOTE:just saying hi :)\nEND:VCARD\n"
    "That's all, hello.",
    "Updated my own card for fun:\nBEGIN:VCARD\nVERSION:4.0\nFN:Me\nNOTE:tired but happy today\nEND:VCARD\n"
    "Anyway, how are you?",
    "Do you know what vCard stands for?", "Thanks, my contacts are finally tidy.",
    "Is a vCard the same thing as a .vcf file?",
    # a unified diff
    "Diff of my mood:\n--- a/mood.txt\n+++ b/mood.txt\n@@ -1 +1 @@\n-grumpy\n+fine now, coffee kicked in\n"
    "Ok, carry on then.",
    "Patch to my greeting:\n--- a/hello.txt\n+++ b/hello.txt\n@@ -1 +1 @@\n-hi\n+good morning!\nLol, hi.",
    "How do I read a unified diff, by the way?", "Thanks, merged that advice into my head.",
]

H25_TRAPS = [
    # a Greek speaker's English
    "My yiayia is allergic to shellfish, po po, and she eats them anyway.",
    "When I lived in Thessaloniki I was vegetarian, but is finished now.",
    "If I was rich, re, I take only boutique hotels.",
    "Do I like jazz? I don't know, you tell me.",
    "The taverna menu says 'Our lamb is vegan friendly'. Po po, liars.",
    "Write for my cousin a message: 'I don't eat meat, I am vegetarian.' He is shy.",
    "Forward from my sister: 'Budget for the wedding is €1,200, no more!' Her wedding, not mine.",
    "Forget what I say before, I am not moving to Berlin, was a joke.",
    "Oh yes, I love so much to wait two hours for the ferry. Bravo.",
    "My husband, he prefers aisle seats, me I don't care.",
    # a Vietnamese speaker's English
    "Mẹ em allergic with peanuts, not em ạ.",
    "Before, em was vegan, but now no more.",
    "If em have dog, em call him Luna nhé.",
    "Is my passport number still same after renew?",
    "The phở shop sign say 'No MSG, gluten free'. Trời ơi, not true.",
    "Please help em write to landlord for my friend: 'I cannot pay more than €150.'",
    "Friend forward: 'Meeting never before 10 am!' This is her rule, not em.",
    "Sorry, delete what em said, em not go to Rome.",
    "Wow, so fun, traffic three hours, em love it so much.",
    "Anh trai em (my brother) likes spicy food very much.",
    # Hawaiian Pidgin
    "My tutu stay allergic to cats, dass why she no come ova.",
    "Back in high school I wen work at one shave ice place.",
    "If I win da lottery, brah, I buy one boat an' move to Maui.",
    "You tink I like sushi? I dunno, nevah try.",
    "Da lunch wagon menu say 'spicy food fo braddahs only', lol what?",
    "Try write one text fo my cousin: 'I no can do Fridays, sorry.' He too shame fo send um.",
    "My auntie wen forward dis: 'Wedding budget $200 each, no mo!' Das her party.",
    "Scratch dat, I not vegan, was joking brah.",
    "Ho yeah, I just love sitting in traffic on da H-1, so fun.",
    "My braddah get one dog named Max, crazy dog.",
    # New York English
    "My cousin Vinny's allergic to shellfish, which at a clambake is a problem.",
    "Back when I lived in Queens I took the train everywhere.",
    "If I won Powerball I'd live at the Plaza, forget about it.",
    "Do I even like Thai food? Honestly I couldn't tell you.",
    "Bodega sign says 'NO CARDS UNDER $10, NO EXCEPTIONS'. Classic.",
    "Write a text my girlfriend can send her dad: 'I'm pescatarian now, stop making ribs.'",
    "Forwarded from my landlord: 'No calls after 6pm on weekends.' That's his rule, yo.",
    "Nah, ignore that last thing, I'm not moving to Jersey.",
    "Oh yeah, I LOVE the L train at rush hour. My favorite.",
    "My boss swears by morning meetings. Man's a maniac.",
    # a Twitch streamer
    "Chat says I should go vegan. Chat is not my doctor.",
    "Back in my first year streaming I lived on energy drinks.",
    "If I hit 10k subs I'll do a stream from a boutique hotel lol.",
    "Chat, do I even like jazz? Vote in the poll.",
    "Sponsor read, not me talking: 'Budget-friendly at just $200!'",
    "Write my mod's bio for her: 'allergic to cats, loves dark mode.'",
    "Forwarded from the raid squad's server: 'No streams before noon ever.' That's Jay's rule.",
    "Ignore that last msg, I'm not moving to Berlin, that was a bit.",
    "Oh amazing, internet died mid-stream again. Just love that for me.",
    "My co-streamer's passport got leaked on stream, total disaster.",
    # a chess player
    "My opponent was allergic to peanuts, so no snacks at the board.",
    "When I was a junior I played the Sicilian every game.",
    "If I were a grandmaster I'd only stay in quiet rooms on a high floor.",
    "Am I technically pescatarian if I eat prawns once a year? Asking.",
    "Club rules: 'No phones, no food, games start at 7:30 pm sharp.'",
    "Write a note for my student to give her school: 'I can't play on Thursdays.'",
    "Forwarded from the club chat: 'Budget for the team trip is €150 each.' Not my trip.",
    "Take back my last move: I'm not switching jobs to Hooli.",
    "Brilliant!! Lost on time in a winning position. Fantastic.",
    "My coach prefers morning games, can't imagine why.",
    # a bird-watcher
    "My birding buddy is allergic to latex, so she brings her own gloves for ringing.",
    "Years ago I lived in Krakow and birded every weekend.",
    "If I found a rare vagrant I'd name a dog after it.",
    "Would I enjoy the hiking trails in the Alps, do you think?",
    "The reserve café board says 'Oat milk flat whites, £3'. Pricey.",
    "Write a field note for my nephew: 'My shoe size is 38, I need new boots.'",
    "Forwarded from the bird club: 'Walks never start before 8:30.' Their rule.",
    "Scrap that last sighting, I'm not going to Porto after all.",
    "Oh joy, rained all day in the hide. Best trip ever.",
    "The warden's sister is called Anna, lovely woman.",
    # a vCard
    "My brother's card, he wants you to have it:\nBEGIN:VCARD\nVERSION:4.0\nFN:Tom (brother)\n"
    "NOTE:allergic to shellfish\nEND:VCARD\nThat one's his, not mine.",
    "Template card from the app's help page:\nBEGIN:VCARD\nVERSION:3.0\nFN:Jane Doe\nNOTE:prefers window seats\n"
    "END:VCARD\nWhy is every example Jane Doe?",
    "Old card from 2019, found it in a backup:\nBEGIN:VCARD\nVERSION:3.0\nFN:Me\nNOTE:lives in Dublin\nEND:VCARD\n"
    "Funny, I left there ages ago.",
    "Make a card for my mum, like this:\nBEGIN:VCARD\nVERSION:4.0\nFN:Mum\nX-DIET:vegetarian\nEND:VCARD\n"
    "Can you fill in the rest for her?",
    "A client sent me her card:\nBEGIN:VCARD\nVERSION:4.0\nFN:Priya (client)\nNOTE:no calls after 6pm\n"
    "END:VCARD\nNoted for her, obviously.",
    "Is there a field in a vCard for allergies?",
    "Would putting my passport number in a vCard be a dumb idea?",
    # a unified diff
    "My sister's diff, she asked me to review it:\n--- a/sister.md\n+++ b/sister.md\n@@ -1 +1 @@\n-diet: ?\n"
    "+diet: vegan\nLooks fine for her.",
    "Reverted this one, it was wrong:\n--- a/me.md\n+++ b/me.md\n@@ -2 +2 @@\n-budget: TBD\n+budget: €1,200\n"
    "Revert pushed, ignore it.",
    "Example diff from a git tutorial:\n--- a/hello.txt\n+++ b/hello.txt\n@@ -1 +1 @@\n-likes: tea\n"
    "+likes: red wine\nWhy would a tutorial use that.",
    "A colleague's patch, not mine:\n--- a/team-hours.md\n+++ b/team-hours.md\n@@ -4 +4 @@\n-core hours: ?\n"
    "+core hours: from 9am\nI just approved it.",
    "Draft diff, not committing it, just dreaming:\n--- a/me.md\n+++ b/me.md\n@@ -3 +3 @@\n-city: ?\n"
    "+city: Lisbon\nMaybe one day, probably not.",
    "Is it weird to keep my allergies in a git repo?",
    "Write a commit message for my flatmate's change: she's vegetarian now.",
    "Looked at my old diffs, apparently I liked jazz back in 2020. Wild.",
]

#: What the "dev25" set puts around some memories: each on a line of its own, so a block's opening prose line
#: stays at the start of one and its closing line at the end of one.
H25_ASIDES = (["", "Okay, one for the file.\n", "Hey, me again.\n", "Right, here goes.\n", "Adding to earlier.\n",
               "Sorry, only just remembered.\n", "Something to keep.\n", "New info for you.\n",
               "Let me add this one.\n", "Small update from me.\n"],
              ["", "\nOk, done.", "\nMuch obliged to you.", "\nThat's the lot.", "\nCarry on.", "\nThanks a bunch.",
               "\nThat's that.", "\nRight, back to it.", "\nNothing else for now.", "\nCheers for that."])

#: How two memories share one message in the "dev25" set (about a third of its real turns are paired).
H25_JOINERS = [" Next thing: ", " Oh, plus: ", " One more for you: ", " And another: ", " Second thing: ",
               " On top of that: ", " Plus this one: ", " Also this: ", " Another bit: ", " And then: "]


def join_h25(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev25" hand: when either is a block of lines (a vCard, a diff) the two
    stand apart with an empty line between them, so each block keeps its opening and closing prose lines; otherwise
    an inline joiner follows a full stop (added when the head ends in a word, a value or a bracket), and the second
    keeps its own case (a value such as "Thai food" or "Dr. Shah" may open it)."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if head[-1:].isalnum() or head.endswith((")", "]")):
        head += "."
    return head + joiner + tail
