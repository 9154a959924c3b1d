"""Wordings "dev30" (called "heldout30" until stop 37) of `memlineage bench ingest` (the ``H30_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A thirtieth hand (the helper session "held30"), written blind on 2026-12-05 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README (any of it), the docs, the issue tracker, the branch ext22 or any bench output or list of misses, and who did
not run any extractor, ``memlineage ingest``, ``bench ingest``, the classifier or any server on this set or on
anything (only the pure set tests, and a render of a few of its own styles with sample values). What was read: the
generator (``ingest.py``: its vocabulary, ``_persona``, ``generate``, ``_paired``, ``Wording`` and the wiring), the
voice lists of the module docstrings of "dev8" … "dev28" and "heldout29" and a search of the earlier modules for a few
words of the new voices and layout (to choose ones no set had used), the top of "heldout29"'s module, its first
preference styles, a few of its budget styles, its list lengths and its asides, joiners and joining function (for its
shape: names, counts, comments; none of its phrasing copied), the set tests, and the commits that added "heldout29"
and its set tests (how a set is wired and tested). It was held out: the lead ran it at stop 35 on ext22's extractor
(at 5a2d645) and, before anyone read its misses, again at stop 37 after ext24's readings for dev29 (at the merge of
ext24), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* West Country (Cornish) English: "my lover" and "my 'ansum" (to anyone), "proper" / "proper job" (very, well done),
  "dreckly" (some time, not now), "where's it to?" (where is it?), "wasson?" (what's going on?), "emmets"
  (tourists), "teasy" (grumpy), "I be", "for I" / "remind I" (the object "me"), "'ee" (you), a pasty;
* a Serbian speaker's English: "bre" and "brate" (mate), "ajde" (come on), "polako" (slowly, easy), "nema
  problema", "hvala" (thanks), "ćao", "e" (hey), "sve je u redu" (all is fine), "baka" (grandma), "kum", "slava"
  (the family saint's day), "inat" (spite), dropped articles, "allergy on", "already long time", "write please";
* an Icelandic speaker's English: "jæja" (well, so), "já" / "já já", "takk" / "takk fyrir" (thanks), "bless bless"
  (bye), "þetta reddast" (it will all work out), "amma", "the hot pot" (the geothermal pool), "the
  sumarbústaður" (the summer house), "gluggaveður" (weather that looks lovely through a window and is freezing),
  a lopapeysa, skyr;
* a firefighter about their own life: "on watch", "red watch" / "blue watch", "the bells went down", "a shout",
  "stood down", "off shift", "on nights", "size-up", "all clear", "the mess", "the drill yard", "the rota",
  "call-out", "kit check", "the station";
* a farmers' market vendor: "the stall", "my pitch", "two for a fiver", "chalk it on my board", "the float", "my
  takings", "regulars", "packing down", "setting up", "market day", "the gazebo", "sold out by ten", "card reader",
  "heritage", "punnets";
* a PhD student: "my supervisor", "supervision", "the lit review", "chapter three", "reviewer 2", "the upgrade",
  "the lab", "my stipend", "the grant", "appendix A", "the ethics form", "revise and resubmit", "methods note",
  "a finding", "footnote";
* a park ranger: "on patrol", "the trailhead", "the ranger station", "the visitor centre", "leave no trace", "the
  backcountry", "radio check", "out of radio range", "the loop trail", "the bear box", "fire danger", "the permit",
  "seasonal wages", "trail log";
* an orchestra cellist: "from the top", "tutti", "tacet" (silent), "fermata" (a held note), "da capo" (again from
  the start), "my stand partner", "the maestro", "the pit", "rehearsal", "sight-read", "bar one", "the green room",
  "rosin", "fortissimo", "a bar of rest", "programme note", "downbeat";
* a crontab of the user's own routine, pasted in: a prose line ending in ":", then one to three crontab lines (a
  "# …" comment line, sometimes the classic "# m h  dom mon dow   command" header, and one or two schedule lines,
  each five time fields or an "@daily" / "@weekly" / "@monthly" / "@hourly" / "@reboot" macro, then a command such
  as ``notify-send "…"``, ``~/bin/remind "…"`` or ``echo "…" | mail -s … me``), then a closing prose line; no
  empty line inside; a memory's value stands only in a schedule line's command, never in a comment or the prose around;
  no "%" anywhere (cron would read it as a newline).

Small talk is hard but fair: greetings, thanks, moods, weather (emmets in the lanes, gluggaveður, a wind that nearly
took the door off, a gazebo blown over, a cold trailhead), a quiet shift, a market rained off, reviewer 2, sore
fingers after rehearsal, sign-offs in every voice ("Bless bless!", "Ćao, brate!"), crontab blocks that only say good
morning or tell a joke (a job set for 31 February), questions about cron itself and general-knowledge questions in
the same voices. Traps look like memories and are not, and share their words: other people's tastes, allergies,
diets, hours, days, budgets, numbers and dates (a nan, a cousin, a baka, a kum, an amma, a friend, a casualty, a
crew manager, a regular, the cheese man, a supervisor, a lab mate, a visitor, a stand partner, the maestro, the first
violin, a flatmate's and a partner's crontab), past states (back in school, before in Belgrade, as a recruit, in my
master's, back in conservatory, a commented-out cron line), hypotheticals (winning the pools, a shop of one's own,
touring Japan, quitting the PhD), questions about the user's own tastes, quoted rules, signs and labels (a hot pot
sign, a council notice, a bear-box sign, a programme note, a paper's finding), templates and examples (an English
textbook, a training slide, a consent form, a permit template, a booking-form example, a cron tutorial, the crontab
man page, a team's cron template with "[your allergy here]"), sarcasm and jokes (a 3am shout, a parking ticket, a
revise and resubmit, a cron job that sets the budget to infinite).

Two memories share a message about a third of the time (:data:`H30_JOINERS`, :func:`join_h30`); some memories carry
an aside (:data:`H30_ASIDES`, each on a line of its own, so a crontab block's opening prose line stays at the start of
one and its closing line at the end of one). Every style reads as its writer would put it (the learner's grammar and
the West Country "for I" included) for every value of its placeholders and carries nothing else a careful
note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H30_ASIDES", "H30_CONSTRAINTS", "H30_EVENT_STYLES", "H30_FACT_STYLES", "H30_JOINERS", "H30_PREF_STYLES",
           "H30_SMALLTALK", "H30_TASK_STYLES", "H30_TRAPS", "join_h30"]

H30_PREF_STYLES = [
    # West Country
    "Proper job, {v}. That's what I'm after, my 'ansum.",
    "Ask me now or dreckly, I'll say {v}, my lover.",
    "{V} for I, my lover, always has been.",
    "Wasson? Nothing new: I'm still all for {v}, proper.",
    "Geddon, you know I'd pick {v} over anything, my 'ansum.",
    "The emmets can have the rest. I'll take {v}.",
    # Serbian speaker
    "E, brate, for me is always {v}, nema problema.",
    "Ajde, write it: I like {v} the most, bre.",
    "Polako I think and think, and always I choose {v}.",
    "Hvala for asking, my choice is {v}.",
    "My baka says I am stubborn, but I choose {v}. This is inat.",
    "{V}, bre. Nothing is better for me.",
    # Icelandic speaker
    "Jæja, {v}, that is what I like best.",
    "Takk for asking. I always go for {v}.",
    "Já já, {v}. My amma says I was born that way.",
    "Þetta reddast, as long as I get {v}.",
    "In the hot pot I think clearly, and what I think is: {v}, always.",
    "My thing, já: {v}.",
    # firefighter
    "Size-up on me is simple: {v}, every time.",
    "Off shift, I go for {v}. Log it.",
    "Red watch knows me: {v}, no question.",
    "When the bells stay quiet, give me {v}.",
    "All clear on this one: I like {v}.",
    "In the mess or at home, my pick is {v}.",
    # farmers' market vendor
    "Two for a fiver or full price, I'd pick {v}.",
    "Chalk it on my board: {v}, my favourite.",
    "From the stall to the sofa, {v} for me.",
    "My regulars know it, and now you do: I love {v}.",
    "Heritage or not, I always go for {v}.",
    "Market day or day off, I pick {v}.",
    # PhD student
    "Lit review of my own life, conclusion: {v}.",
    "My supervisor would call it a finding: I prefer {v}.",
    "Chapter one, page one of me: {v}.",
    "Reviewer 2 can disagree, I still prefer {v}.",
    "Peer-reviewed by me and me alone: {v}.",
    "Between deadlines, what keeps me sane is {v}.",
    # park ranger
    "Out on patrol or at home, I go for {v}.",
    "Trailhead rule for me: {v}.",
    "Log it at the ranger station: I like {v}.",
    "Leave no trace, except this one: I love {v}.",
    "Season after season, my pick is {v}.",
    "Radio check, and yes, {v} for me.",
    # cellist
    "From the top: I prefer {v}.",
    "Tutti or solo, I pick {v}.",
    "My stand partner knows: {v}, every time.",
    "Fermata on this one: {v}, my favourite.",
    "Da capo, same answer: {v}.",
    "In the pit or out of it, I go for {v}.",
    # crontab of the user's own routine
    "Here's a line from my crontab:\n0 18 * * 5  notify-send \"reminder: I prefer {v}\"\nIt nags me every Friday.",
    "My crontab knows me better than anyone:\n# m h  dom mon dow   command\n30 8 * * 1  notify-send \"my pick: {v}\"\n"
    "So you should too.",
    "Pasting from crontab -l:\n0 12 * * *  echo \"{v}, always\" >> ~/me.txt\nThat's my own note.",
    "A cron job I set up for myself:\n# weekly reminder of what I like\n0 9 * * 0  ~/bin/remind \"go for {v}\"\n"
    "Still running.",
    "From my crontab, the line about me:\n@weekly  notify-send \"favourite: {v}\"\nKeep that on file for me.",
    "Two lines from my crontab:\n0 3 * * *  ~/bin/backup-photos\n0 19 * * 6  ~/bin/remind \"treat: {v}\"\n"
    "The second one is the one about me.",
]

H30_CONSTRAINTS = {
    "allergy": [
        "I be allergic to {a}, my lover, proper bad.",
        "{A}? Not for I. Allergic, now and dreckly.",
        "Mind, my 'ansum: allergic to {a}, I am.",
        "Brate, I have allergy on {a}, serious.",
        "Ajde, note: {a} is dangerous for me, allergy.",
        "No {a} for me, bre, I am allergic.",
        "Jæja, one important thing: I am allergic to {a}.",
        "{A} and me, no. Allergic, já.",
        "Takk for checking. I react badly to {a}, it's an allergy.",
        "Hazard on me: {a}. Allergic.",
        "Red watch knows my allergy: {a}.",
        "Size-up says allergic to {a}, so keep it away from me.",
        "Can't handle {a}, allergic, even at the stall.",
        "Chalk it on my board: allergic to {a}, me personally.",
        "My regulars know not to bring me {a}; I'm allergic.",
        "Methods note for my life: allergic to {a}.",
        "My supervisor knows, now you do: {a} allergy.",
        "The ethics form of me would say: allergic to {a}.",
        "Trail hazard for me personally: {a}, allergic.",
        "The ranger station has it on my file: allergic to {a}.",
        "Out on patrol I carry meds for my {a} allergy.",
        "Tacet on {a} for me, I'm allergic.",
        "From the top, and seriously: I'm allergic to {a}.",
        "My stand partner knows my allergy: {a}.",
        "From my crontab:\n0 8 * * *  notify-send \"allergic to {a} - check labels\"\nEvery morning, for me.",
        "My own cron reminder, pasted:\n# health\n30 7 * * *  ~/bin/remind \"my allergy: {a}\"\nIt's mine.",
        "crontab -l says it:\n@daily  echo \"no {a}, allergic\" | mail -s health me\nMy allergy, not a test.",
    ],
    "diet": [
        "I'm {d}, my lover, proper job.",
        "Tell the kitchen, my 'ansum: I'm {d}.",
        "I be {d}, and that's that, dreckly or now.",
        "At slava I am the {d} one, every year, bre.",
        "Brate, I am {d}, already long time.",
        "For me is no problem to be {d}, nema problema.",
        "I'm {d}, já, so check the food for me.",
        "Jæja, I have been {d} for years.",
        "At amma's table and everywhere: I'm {d}.",
        "The mess cook knows I'm {d}.",
        "On shift and off, I'm {d}.",
        "Log it for the watch: I'm {d}.",
        "I sell all sorts, but I'm {d} myself.",
        "My market lunch has to suit me being {d}.",
        "I'm {d}; my regulars tease me about it.",
        "Dietary requirements on every conference form: {d}. That's me.",
        "I'm {d}, stipend and all.",
        "Footnote to my life: I'm {d}.",
        "I'm {d}, so pack my trail food that way.",
        "At the ranger station potluck I'm the {d} one.",
        "Season after season I've stayed {d}.",
        "Green room catering, please note: I'm {d}.",
        "I'm {d}, tutti, no exceptions.",
        "Before any concert dinner, remember I'm {d}.",
        "A line from my crontab:\n0 11 * * 1  notify-send \"order lunch: I'm {d}\"\nLunch orders go in on Mondays.",
        "Pasting my cron entry:\n# food\n0 17 * * *  ~/bin/remind \"I'm {d} - shop for it\"\nI'm serious about it.",
        "My crontab, line three:\n@weekly  echo \"me: {d}\" >> ~/notes/diet.txt\nStill true.",
    ],
    "hours": [
        "Nothing before {t}, my lover, I'm not up.",
        "Don't call I after {t}, I'm proper tired by then.",
        "Dreckly means after {t} for me, never before.",
        "Before {t} I am not human, bre, so no meetings.",
        "After {t} don't call me, brate, please.",
        "Polako: nothing before {t}.",
        "Jæja, no calls after {t}, please.",
        "I don't do meetings before {t}, takk.",
        "After {t} I'm in the hot pot, so no calls.",
        "Off shift, don't ring me after {t}.",
        "Nothing before {t}, I'll be coming off nights.",
        "After {t} I'm stood down: no calls.",
        "Before {t} I'm setting up the stall, so no calls.",
        "After {t} I'm packing down, don't book me.",
        "Market days start early, so nothing after {t}.",
        "No meetings before {t}, I write in the mornings.",
        "After {t} I'm off the clock, even for my supervisor.",
        "My supervisor knows the rule: nothing before {t}.",
        "Patrol starts at dawn, so no calls after {t}.",
        "Radio silence from me before {t}.",
        "Nothing before {t}, I'm out on the trails.",
        "Rehearsal eats my mornings, so nothing before {t}.",
        "No calls after {t}, I'm in the pit.",
        "After {t} I'm practising, so don't book anything.",
        "My quiet hours, from my crontab:\n# quiet hours\n0 * * * *  ~/bin/dnd-check \"no calls after {t}\"\n"
        "My own rule.",
        "Output of crontab -l | grep meet:\n0 7 * * 1-5  notify-send \"no meetings before {t}\"\nKeeps me honest.",
        "A cron line I wrote for myself:\n@hourly  ~/bin/status \"unavailable after {t}\"\nThat's the hard stop.",
    ],
    "budget": [
        "{m} is my lot, my lover, no more.",
        "Can't go past {m}, I'm proper skint.",
        "Keep it under {m}, my 'ansum.",
        "Maximum {m}, brate. More I cannot.",
        "{m} and not one dinar more, bre.",
        "Ajde, budget is {m}, finish.",
        "Jæja, {m} is the limit for me.",
        "My budget is {m}, takk.",
        "Nothing above {m}, já. Everything is expensive enough.",
        "Firefighter's pay, so {m} tops.",
        "Budget for me: {m}, hard limit.",
        "{m} max, and that's with overtime.",
        "The float's tight: {m} is my ceiling.",
        "Don't spend more than {m} of my takings.",
        "{m}, that's as far as a good market day stretches.",
        "Stipend life: {m} max.",
        "I can spend {m}, nothing more.",
        "The grant doesn't cover me, so {m} is the cap.",
        "Seasonal wages: {m} is my top.",
        "Keep it under {m}, ranger's budget.",
        "{m} is my limit, trail or town.",
        "{m} is my limit, musicians aren't rich.",
        "Fortissimo on this: max {m}.",
        "Up to {m}, not a note more.",
        "From my crontab:\n0 9 1 * *  notify-send \"monthly cap: {m}\"\nMy own spending limit.",
        "Cron job that scolds me:\n# money\n0 20 * * 5  ~/bin/remind \"don't go over {m}\"\nApplies to bookings too.",
        "crontab -l, the money line:\n@monthly  echo \"budget {m} max\" | mail -s budget me\nMine.",
    ],
    "days": [
        "{W}s be no good for I, my lover.",
        "Not {w}s, my 'ansum, I'm down the harbour.",
        "Proper busy every {w}, so leave it.",
        "{W} is no for me, bre, never.",
        "Every {w} I am at baka, so not this day.",
        "Brate, {w}s I cannot, sorry.",
        "{W}s are my hot pot days, so nothing then.",
        "I'm never free on {w}s, já.",
        "Jæja, skip {w}s for me.",
        "I'm on watch every {w}, so not then.",
        "{W}s I'm at the station, count me out.",
        "The rota means {w}s are out for me.",
        "{W} is market day, I can't do anything else.",
        "Every {w} I'm at the stall.",
        "No {w}s, I'm selling.",
        "{W}s are lab days, I'm unavailable.",
        "Every {w} I've got supervision, so not then.",
        "No {w}s, that's my writing day.",
        "I'm on patrol every {w}, so skip those.",
        "{W}s I'm at the ranger station all day.",
        "Never book me on a {w}, I'm out in the backcountry.",
        "{W}s are rehearsal, tutti, so not then.",
        "Every {w} I'm in the pit.",
        "No {w}s, that's sectionals.",
        "My crontab blocks it:\n# days off\n0 0 * * *  ~/bin/block-calendar \"{w}\"\n"
        "I never take bookings on that day.",
        "A crontab line of mine:\n30 6 * * *  ~/bin/remind \"{w}s are off limits\"\nMine, for good.",
        "From crontab -l:\n@daily  echo \"no travel on {w}s\" >> ~/me.txt\nStanding rule.",
    ],
}

H30_FACT_STYLES = [
    # West Country
    "My {n}? {v}, my lover.",
    "Write it down proper: {n}, {v}.",
    "{v}, that's my {n}, my 'ansum.",
    "Dreckly you'll need my {n}, so: it's {v}.",
    # Serbian speaker
    "My {n} is {v}, bre.",
    "Write it please, it's my {n}: {v}.",
    "Brate, {n}: {v}, this is mine.",
    "For papers, my {n} is {v}, hvala.",
    # Icelandic speaker
    "Jæja, my {n} is {v}.",
    "{v}, that's my {n}, já.",
    "Takk, and my {n}: {v}.",
    "Amma asked me, so I'll tell you too: my {n} is {v}.",
    # firefighter
    "Log it on my station file: {n} {v}.",
    "My {n}: {v}, and that's me, not a call-out.",
    "For the watch roster: {n}, {v}.",
    "Kit check on me: {n} {v}.",
    # farmers' market vendor
    "Chalk it up: my {n} is {v}.",
    "My {n}, for the record, is {v}.",
    "Back of my stall card: {n} {v}.",
    "Between customers: my {n} is {v}.",
    # PhD student
    "Appendix A, me: {n} {v}.",
    "For the forms my department keeps asking for: {n} {v}.",
    "Data point about me: {n} = {v}.",
    "Cite me on this: my {n} is {v}.",
    # park ranger
    "Ranger file, mine: {n} {v}.",
    "My {n} is {v}, logged at the station.",
    "Out of radio range soon, so I'll say it now: my {n} is {v}.",
    "Trail log, personal: {n} {v}.",
    # cellist
    "My {n} is {v}, fortissimo.",
    "Bar one of me: {n} {v}.",
    "Sight-read this: my {n} is {v}.",
    "Programme note on me: {n}, {v}.",
    # crontab
    "From my crontab:\n# keep handy\n0 9 * * 1  notify-send \"my {n}: {v}\"\nThat's my own.",
    "A cron line of mine:\n@weekly  echo \"{n} = {v}\" >> ~/me.txt\nKeep it.",
    "crontab -l, the line I wanted:\n0 8 1 * *  ~/bin/remind \"{n} is {v}\"\nIt's mine.",
    "My crontab carries it:\n15 9 * * *  ~/bin/sync-profile --set \"{n}={v}\"\nThat's the live one.",
]

H30_EVENT_STYLES = [
    # West Country
    "My {e} be {d}, my lover.",
    "{E} is {d}, proper job.",
    "Dreckly? No, {d}: that's my {e}.",
    "Got my {e} {d}, my 'ansum.",
    # Serbian speaker
    "My {e} is {d}, bre, don't forget.",
    "{E}: {d}. Ajde, write.",
    "Brate, {d} I have {e}.",
    "So, {d} is my {e}, polako I prepare.",
    # Icelandic speaker
    "Jæja, my {e} is {d}.",
    "{E}, {d}. Takk for keeping track.",
    "My {e}? {d}, já.",
    "Þetta reddast, but my {e} is {d}, so remind me.",
    # firefighter
    "Swapped a shift for it: my {e} is {d}.",
    "{E} {d}, booked off the rota.",
    "Log it: {e}, {d}.",
    "Not a call-out: my {e}, {d}.",
    # farmers' market vendor
    "My {e} is {d}, so no stall that day.",
    "{E}: {d}. Chalked on my board.",
    "Mark it: {e}, {d}.",
    "Closing the stall for my {e}: {d}.",
    # PhD student
    "Deadline-level important: my {e} is {d}.",
    "{E}, {d}, in my diary next to the conference.",
    "My {e} is {d}; supervisor informed.",
    "Between chapters: {e} {d}.",
    # park ranger
    "My {e} is {d}, so I'm off patrol that day.",
    "{E}, {d}. Logged at the station.",
    "Radio log, personal: {e} {d}.",
    "Heading into town for my {e}: {d}.",
    # cellist
    "My {e} is {d}, between rehearsals.",
    "{E}: {d}, pencilled in like a bar of rest.",
    "Marked in my part: {e}, {d}.",
    "Downbeat for my {e}: {d}.",
    # crontab
    "Here's the cron job I set for it:\n0 8 * * *  ~/bin/remind \"{e}: {d}\"\nMy own appointment.",
    "From my crontab:\n# one-off, delete after\n30 7 * * *  notify-send \"{e} {d}\"\nThat's mine.",
    "crontab -l, top line:\n@daily  ~/bin/remind \"my {e} is {d}\"\nMiss it and I'm in trouble.",
    "My crontab reminds me daily:\n0 20 * * *  echo \"{E}, {d}\" | mail -s upcoming me\nIt's for me.",
]

H30_TASK_STYLES = [
    # West Country
    "I got to {t} dreckly, remind I.",
    "Mind me to {t}, my lover.",
    "Proper important, this: {t}.",
    "Don't let I forget to {t}, my 'ansum.",
    # Serbian speaker
    "Brate, remind me to {t}.",
    "I must {t}, ajde, push me.",
    "Polako, but I have to {t} this week.",
    "Bre, I forget always, so: {t}.",
    # Icelandic speaker
    "Jæja, I need to {t}.",
    "Remind me to {t}, takk.",
    "Þetta reddast only if I {t}, so nudge me.",
    "Before the weekend at the sumarbústaður, I must {t}.",
    # firefighter
    "Job for after shift: {t}.",
    "Next on my list when I'm stood down: {t}.",
    "Don't let me forget to {t}, whatever the rota says.",
    "Personal call-out: {t}.",
    # farmers' market vendor
    "After packing down I must {t}.",
    "On the back of my price board: {t}.",
    "Between customers, remind me to {t}.",
    "Market's quiet, so now's the time to nag me: {t}.",
    # PhD student
    "Procrastination check: I need to {t}.",
    "Put it above chapter three on my list: {t}.",
    "Task for me, not my thesis: {t}.",
    "Remind me to {t} before my supervision.",
    # park ranger
    "Back from patrol, I have to {t}.",
    "Radio me a reminder: {t}.",
    "Next town trip I must {t}.",
    "Leave no task behind: {t}.",
    # cellist
    "After rehearsal I have to {t}.",
    "Cue me on this one: {t}.",
    "Fermata on everything else: I need to {t}.",
    "Da capo if I forget: {t}.",
    # crontab
    "My crontab, the line for it:\n0 9 * * 1  notify-send \"{t}\"\nI keep ignoring it.",
    "From crontab -l:\n# todo\n0 18 * * *  ~/bin/remind \"{t}\"\nThat one belongs to me.",
    "A cron job I wrote last night:\n@daily  echo \"todo: {t}\" | mail -s todo me\nStill pending.",
    "Here's my cron entry:\n30 8 * * 1-5  ~/bin/nag \"must {t}\"\nHold me to that one, please.",
]

H30_SMALLTALK = [
    # West Country
    "Wasson, my lover?",
    "Proper job, cheers.",
    "Dreckly, dreckly, I'll get round to it.",
    "Emmets everywhere today, can't move for 'em.",
    "Morning, my 'ansum!",
    "Where's it to, that button?",
    "Off to get a pasty, back dreckly.",
    "Right teasy today, sorry.",
    "Ta-ra for now, my lover.",
    # Serbian speaker
    "Ćao, brate!",
    "Ajde, let's go.",
    "Hvala, you are the best.",
    "Polako, it's Sunday.",
    "Bre, what a day.",
    "Nema problema.",
    "Sve je u redu, thanks.",
    "E, how are you?",
    "What is capital of Montenegro?",
    # Icelandic speaker
    "Jæja.",
    "Takk fyrir!",
    "Gluggaveður today: sunny and freezing.",
    "Bless bless!",
    "Já, okay.",
    "Þetta reddast, I'm sure.",
    "How many hot springs are in Iceland?",
    "The wind almost took my car door off.",
    "Good morning from the dark.",
    # firefighter
    "Quiet shift so far, touch wood.",
    "Bells just went down, back later.",
    "Stood down, knackered.",
    "Long night. Cheers for waiting.",
    "All clear, hello again.",
    "Morning from the station.",
    "How does a fire hydrant work?",
    "Cheers, stay safe out there.",
    "The drill yard was freezing today.",
    # farmers' market vendor
    "Rained off today, typical.",
    "Sold out by ten, can't complain.",
    "Morning from behind the stall!",
    "Card reader's playing up again.",
    "What's a fair price for rhubarb these days?",
    "Quiet market today.",
    "Cheers, lovely.",
    "The gazebo nearly blew away.",
    "Packing down now, ta.",
    # PhD student
    "Procrastinating, as usual.",
    "My code finally ran!",
    "Reviewer 2 strikes again.",
    "Coffee number four.",
    "How long should a literature review be?",
    "Back from the lab.",
    "Thanks, that unblocks chapter two.",
    "Writing day, send help.",
    "Okay, back to the thesis.",
    # park ranger
    "Saw a moose on patrol today!",
    "Radio check, hello.",
    "Cold morning at the trailhead.",
    "Back in range, hi.",
    "Thanks, over and out.",
    "What's the tallest tree species?",
    "Busy weekend at the visitor centre.",
    "Fire danger's high today, so stay safe.",
    "Muddy boots, happy me.",
    # cellist
    "Just back from rehearsal.",
    "My fingers hurt, ha.",
    "Bravo, thanks!",
    "Tuning up, one sec.",
    "Who wrote the cello suites, again?",
    "Concert went well!",
    "Encore, please.",
    "Rosin everywhere, sorry if I'm slow.",
    "Applause for you, that was helpful.",
    # crontab
    "My crontab is feeling chatty:\n0 7 * * *  notify-send \"good morning, sunshine\"\nCute, right?",
    "Look at this cron line I wrote for fun:\n0 16 * * 5  notify-send \"it's Friday!\"\nMakes me smile.",
    "Can you explain what this cron line does:\n*/5 * * * *  ~/bin/ping-check\nJust curious.",
    "Crontab joke for you:\n0 0 31 2 *  ~/bin/take-a-day-off\nIt never runs, ha.",
    "How do I list my cron jobs?",
    "Morning! My cron job woke me up again.",
    "My backup cron ran fine last night.",
    "Is cron the same thing as a systemd timer?",
    "My crontab says hello:\n@reboot  echo \"hello again\" >> ~/log.txt\nThat's all.",
]

H30_TRAPS = [
    # West Country
    "My nan always had aisle seats, bless her.",
    "The emmets all want window seats, funny lot.",
    "If I won the pools I'd buy a boat in Padstow.",
    "Used to be vegetarian back in school, not now.",
    "Do I like jazz, do 'ee reckon?",
    "My brother's allergic to shellfish, poor lad.",
    "Wouldn't it be proper if I lived in Lisbon?",
    "My cousin's dentist is Dr. Shah, not mine.",
    "Dreckly I might go vegan, who knows.",
    "Great, another emmet parked in my spot, just what I wanted.",
    "My old boss's budget was £90 a night, tight as anything.",
    # Serbian speaker
    "My baka is allergic to penicillin, not me.",
    "My brother says he prefers trains over planes, I am not sure why.",
    "If I was rich, bre, I live in Vienna.",
    "Before, in Belgrade, I was vegetarian. Now no.",
    "Do you think I like Thai food?",
    "My kum's wifi password is maple42, funny.",
    "Ajde, imagine I have dog named Max.",
    "Great, meeting at 8:30 again, I love it so much.",
    "Example from my English book: 'My passport number is X1234567.'",
    "My neighbour says she can't travel on Sundays.",
    "Should I become pescatarian, what you think?",
    # Icelandic speaker
    "My amma prefers quiet rooms on a high floor.",
    "Tourists always ask for window seats to see the volcano.",
    "If I lived in Lisbon I would never wear a lopapeysa.",
    "When I was a kid I was allergic to cats. It went away.",
    "Is jazz something I would like, you think?",
    "My cousin's flight to Rome is on 4 March.",
    "The hot pot sign says: no phones after 10 pm.",
    "Jæja, as if I enjoy driving in a snowstorm.",
    "Would it be crazy if I moved to Berlin?",
    "My friend Sigga is vegan, not me.",
    "Maybe one day I will buy a horse, who knows.",
    # firefighter
    "The casualty was allergic to latex, we had to switch gloves.",
    "My crew manager says never book meetings before 9am. His rule.",
    "Station wifi password is orbit77, the whole watch uses it.",
    "If I ever retire I'll move to Porto.",
    "Back when I was a recruit I was vegan.",
    "Oh brilliant, a 3am shout, my favourite.",
    "Would I suit spicy food, do you reckon?",
    "Training slide: 'Example casualty card. Allergy: peanuts.'",
    "The lad on blue watch swears by spicy food.",
    "Suppose I swapped to days, would that help?",
    "My partner's shift is on Sunday, not mine.",
    # farmers' market vendor
    "A customer asked if my jam's got tree nuts in it. It hasn't.",
    "The stall next door only takes cash over €150.",
    "My regular Mrs P is coeliac, so I keep a gluten-free tray for her.",
    "If I had a shop I'd open at noon, not dawn.",
    "Used to sell on Saturdays, not any more.",
    "What if I tried a Thursday market?",
    "Notice from the council: 'No trading before 8:30.'",
    "Oh lovely, a parking ticket, exactly what I needed.",
    "Would my customers prefer oat milk flat whites, do you think?",
    "The cheese man's dog is called Biscuit.",
    "Price list example: apples £2, pears £3.",
    # PhD student
    "My supervisor is allergic to sesame, we learned that the hard way.",
    "Reviewer 2 prefers short bullet-point answers, apparently.",
    "If I finish by June I'll go to Vienna.",
    "In my master's I lived in Utrecht.",
    "Example from a consent form: 'Allergies: ________'.",
    "Should I become a morning meetings person, like my supervisor?",
    "My lab mate's employee ID is E-44512, she keeps forgetting it.",
    "Oh wonderful, another revise and resubmit, I'm thrilled.",
    "Hypothetically, if I quit, could I get a job at Hooli?",
    "Quoting a paper: 'participants preferred window seats'.",
    "Do I even like jazz, or do I just study to it?",
    # park ranger
    "A visitor at the trailhead was allergic to bees, I had to call it in.",
    "Park rule: no campfires after 6pm.",
    "My old patrol partner loved red wine.",
    "If I worked in Yellowstone I'd live in a cabin.",
    "I used to work the visitor centre on Mondays.",
    "Would I like the hiking trails around Dublin, you think?",
    "Sign at the bear box: 'Fine for leaving food out: €150.'",
    "Oh sure, I love finding litter on the loop trail.",
    "My colleague's dog Pepper came on patrol with us.",
    "Suppose I moved to Krakow, any parks there?",
    "Permit template: 'Name: ___, Date: ___'.",
    # cellist
    "My stand partner is vegan, she brings her own lunch.",
    "The maestro prefers morning meetings, not me.",
    "If I played in Vienna I'd be set for life.",
    "Back in conservatory I lived on red wine and toast.",
    "Programme note: 'The composer was allergic to cats.'",
    "Do I actually like jazz, or just the bass lines?",
    "Our first violin's dog is called Luna.",
    "Great, a 9am rehearsal on a Sunday, love it.",
    "Example on the booking form: 'Budget: €1,200'.",
    "Should I switch to viola, what do you reckon?",
    "Hypothetically, if I toured Japan, could the cello have its own seat?",
    # crontab
    "My flatmate's crontab, not mine:\n0 8 * * *  notify-send \"allergic to peanuts\"\nShe set it up on my laptop.",
    "Example from a cron tutorial:\n0 9 * * 1  echo \"dentist appointment: tomorrow\"\nWhat does the 1 mean?",
    "An old line I commented out:\n# 0 7 * * *  ~/bin/remind \"I'm vegan\"\nNot vegan since last year.",
    "Thinking of adding this, is it right:\n30 6 * * 6  notify-send \"no meetings before 10 am\"\nI haven't yet.",
    "My partner's cron job:\n@weekly  ~/bin/remind \"call the landlord\"\nHis landlord, not mine.",
    "A joke cron line:\n0 0 * * *  echo \"budget: infinite\"\nIf only.",
    "From the crontab man page:\n# m h  dom mon dow   command\n0 5 * * 1  tar -zcf /var/backups/home.tgz /home/\n"
    "The example, not my job.",
    "Template my team shares:\n0 9 * * 1  ~/bin/remind \"[your allergy here]\"\nEveryone fills in their own.",
    "Found on a forum:\n0 12 * * *  notify-send \"I love Thai food\"\nSomeone's silly cron.",
    "The server's crontab at work:\n0 2 * * *  ~/bin/rotate-logs --keep 7\nNothing to do with me.",
    "Quick question about this line:\n0 10 * * 0  ~/bin/remind \"no travel on Sundays\"\nDoes 0 mean Sunday?",
]

#: What the "dev30" set puts around some memories: each on a line of its own, so a crontab block's opening prose
#: line stays at the start of one and its closing line at the end of one.
H30_ASIDES = (["", "Right, one for the book.\n", "Evening, got a sec?\n", "Adding to the pile, sorry.\n",
               "One more, between jobs.\n", "Filing this with you.\n", "While I think of it, then.\n",
               "Just the one thing.\n", "This is a keeper.\n", "Okay, ready?\n"],
              ["", "\nThat's me done.", "\nAs you were.", "\nBack to you, then.", "\nMuch obliged, truly.",
               "\nRight, I'm off then.", "\nNothing more, ta.", "\nTa very much.", "\nCatch you in a bit.",
               "\nGot that? Lovely."])

#: How two memories share one message in the "dev30" set (about a third of its real turns are paired).
H30_JOINERS = [" Next on the pile: ", " File this as well: ", " Another one, mine: ", " Separate item: ",
               " While I'm here: ", " Tag this on too: ", " One further thing: ", " Also for the book: ",
               " Item two, also mine: ", " Same breath: "]


def join_h30(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev30" hand: a crontab block on either side stands apart from the other
    memory by an empty line, so each keeps its opening and closing prose lines; otherwise the joiner follows a full
    stop (added when the head ends in a word, a value, a bracket or a quote), and the second memory keeps its own
    case."""
    if "\n" in head or "\n" in tail:
        return f"{head}\n\n{tail}"
    if head[-1:].isalnum() or head.endswith((")", "]", "'", '"')):
        head = head + "."
    return head + joiner + tail
