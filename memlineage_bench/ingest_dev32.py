"""Wordings "dev32" (called "heldout32" until stop 37) of `memlineage bench ingest` (the ``H32_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A thirty-second hand (the helper session "held32"), written blind on 2026-12-05 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
CLI, the README (any of it), the docs, the issue tracker or any bench output or list of misses, and who did not run
any extractor, ``memlineage ingest``, ``bench ingest``, the classifier or any server on this set or on anything (only
the pure set tests). What was read: the generator (``ingest.py``: its vocabulary, ``_date``, ``_persona``,
``generate``, ``_paired``, ``Wording``, the comment blocks on earlier sets and the wiring), the module of "heldout31"
(for its shape: names, counts, comments, the joining function; none of its phrasing copied), the set tests, and the
two commits that added "heldout31" and its set tests (how a set is wired and tested). To pick voices and a layout no
earlier set had used, the earlier modules were searched for a few words of each candidate with file names only as
output (no line of them read): Glaswegian, Indonesian, Turkish, Dutch, night-shift nurse, wedding planner, Texan,
Markdown checklists, YAML front matter, CSV, .env, .ini, git commits and diffs were all dropped that way as used or
too close (and an HTTP request for its shape: its body follows an empty line). The sentences the set tests found
shared with an earlier set (19, listed with the tests' own splitter, this set's side only) and eight joiners and
asides found in one were reworded before the digests were pinned. It was held out: the lead ran it at stop 37 on
ext22's extractor (at 70baaf8) and, before anyone read its misses, again after ext24's readings for dev29 (at 2b3a212)
and after ext25's readings for dev30 and dev31, then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Lithuanian speaker's English: "labas" (hi), "ačiū" / "ačiū labai" (thanks), "gerai" (fine, good), "taip" (yes),
  "prašau" (please), "oi", "valio" (hooray), "viso gero" (goodbye), "kaip sekasi?" (how is it going?), "močiutė"
  (grandma), cepelinai, šaltibarščiai (the pink soup), Vilnius, Kaunas; dropped articles ("I have appointment"),
  the progressive for a state ("I am liking"), "already long time", "how to say";
* a Catalan speaker's English: "home" (man!, a filler), "vinga" (come on), "doncs" (well, so), "bon dia", "mercès"
  (thanks), "apa" / "apa, adéu" (right, bye), "carai" (wow), "l'àvia" (grandma), pa amb tomàquet, calçots, the
  masia, the sobretaula (the long talk after a meal), "I am agree", "is very good" (no subject), "make a coffee";
* a Danish speaker's English: "hej" / "hej hej" (hi / bye), "tak" / "tusind tak" (thanks), "nå" (well), "pyt" (never
  mind), "undskyld" (sorry), "hyggeligt" (cosy, nice), "skål", "mormor" (grandma), smørrebrød, rugbrød, the
  fredagsbar (Friday bar), the bike, "it is fine for me", "I will have" for "I want";
* an Ethiopian (Amharic) speaker's English: "selam" (hi), "ameseginalehu" (thank you), "ishi" (okay), "betam" (very),
  "ayzoh" (don't worry), "gobez" (well done), "Egziabher yimesgen" (thank God), "ciao" (bye, as said in Addis), buna
  (the coffee ceremony), injera, "enaté" (my mother), "akisté" (my aunt), Addis; "always I …", "for me it is not
  possible", "please, you keep it";
* a paramedic: "a shout" (a call-out), "my crewmate", "the station", "the motor" (the ambulance), "blue lights",
  "handover", "obs", "a twelve-hour", "end of shift", "back at base", "stood down", "triage", "the kit bag",
  "resus", "a cat one";
* a software tester writing like a bug report: "Title:", "Steps:", "Expected:", "Actual:", "Env:", "Status:",
  "Priority:", "repro rate", "regression", "blocker", "works as intended", "won't fix", "verified", "reopened",
  "flaky", "build 7.3", "edge case", "test case";
* a tattoo artist: "the studio", "a sitting", "the stencil", "linework", "shading", "colour packing", "a flash sheet",
  "flash day", "aftercare", "a touch-up", "the machine", "a deposit", "a consult", "my books are open / closed",
  "green soap", "second skin";
* a postie (a postal worker on a walking round): "my round", "the delivery office", "the frame" (the sorting frame),
  "the trolley", "the pouch", "a signed-for", "a card through the door", "first class", "parcels", "the dog at
  number 12", "done by dinner", "elastic bands", "an early start";
* a shell session from the user's own terminal, pasted in: a prose line ending in ":", then one to four lines that
  each open with the user's own prompt ("me@laptop:~$ ", "me@laptop:~/notes$ ", "me@home-pc:~$ ", "me@mbp:~/dotfiles$
  "; the user's name, a host, a path, "$") and a command (cat, grep, echo … >> a file, tail, a script of one's own),
  each command followed by zero to three lines of its output, then a bare prompt line (the prompt copied along as the
  selection ended), then a closing prose line; no empty line inside; a memory's value stands only in a command or an
  output line, never in the prose around or on the bare prompt.

Small talk is hard but fair: greetings, thanks, moods, weather (sleet in Vilnius, a bike ride in the rain, a dry
spell in Addis, a sunny walk on the round), a long twelve-hour, a shout that was nothing, a blocker found at five to
five, a long sitting, a heavy pouch, sign-offs in every voice ("Viso gero!", "Apa, adéu!", "Hej hej!", "Ciao,
ameseginalehu!"), shell blocks that only say good morning (a date, a fortune, an uptime), hold a typo'd command or a
cowsay, questions about shells and commands themselves, and general-knowledge questions in the same voices. Traps
look like memories and are not, and share their words: other people's tastes, allergies, diets, hours, days, budgets,
numbers and dates (a močiutė, an àvia, a mormor, an akisté, a crewmate, a patient, a developer, a client, an
apprentice at the studio, a customer on the round, a manager, a flatmate's file on the shared machine), past states
(before in Kaunas, the old masia, student days in Aarhus, an old number, an old job, a line deleted from a notes
file), hypotheticals (a studio abroad, a move to Addis, flying the air ambulance, winning the pools), questions about
the user's own tastes, quoted rules, signs and labels (a studio's sign, a sorting office notice, a station rota, a
menu, a ticket template, a bash tutorial's example, a fortune cookie in the terminal), and jokes (allergic to
meetings, to stairs, to flaky tests; a diet of station biscuits).

Two memories share a message about a third of the time (:data:`H32_JOINERS`, :func:`join_h32`); some memories carry
an aside (:data:`H32_ASIDES`, each on a line of its own, so a shell block's opening prose line stays at the start of
one and its closing line at the end of one). Every style reads as its writer would put it (the learners' grammar
included) for every value of its placeholders and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H32_ASIDES", "H32_CONSTRAINTS", "H32_EVENT_STYLES", "H32_FACT_STYLES", "H32_JOINERS", "H32_PREF_STYLES",
           "H32_SMALLTALK", "H32_TASK_STYLES", "H32_TRAPS", "join_h32"]

H32_PREF_STYLES = [
    # Lithuanian speaker
    "Labas! I am liking {v} already long time, this is my choice.",
    "Ačiū that you ask. For me the best is {v}, gerai?",
    "Taip, taip, {v}. Always {v} for me.",
    "How to say... I prefer {v}, more than everything else.",
    "Močiutė doesn't understand it, but I choose {v} every time.",
    "{V}, prašau, this you must remember about me.",
    # Catalan speaker
    "Home, it's obvious: {v}, always.",
    "Vinga, I tell you one thing about me, I love {v}.",
    "Doncs, if I can choose, I choose {v}.",
    "{V}? I am agree with myself on this one, the best.",
    "L'àvia says I am very fixed, but is true: {v} for me.",
    "Carai, nothing beats {v}, for me at least.",
    # Danish speaker
    "Nå, for me it is {v}, it is very hyggeligt.",
    "Hej, just so you know it: I will have {v} every time.",
    "{V}, tak. That is what I like the most.",
    "Pyt with the rest, I go for {v}.",
    "Mormor always laughs at it, but {v} is my thing.",
    "It is fine for me with anything, but I like {v} the best.",
    # Ethiopian (Amharic) speaker
    "Selam! Always I choose {v}, please you keep it.",
    "Ishi, I tell you: {v}, betam I like it.",
    "Enaté knows it very well, my favourite is {v}.",
    "Egziabher yimesgen for {v}, it is the best for me.",
    "For me, {v}, no question, ishi?",
    "{V}, betam betam good, this is my choice.",
    # paramedic
    "After a twelve-hour on the motor, all I want is {v}.",
    "Back at base, my crewmate knows I go for {v}.",
    "Triage of my own tastes: {v} comes first, every time.",
    "End of shift, blue lights off, give me {v}.",
    "Obs are stable, and so is my favourite: {v}.",
    "Every shout, every shift, I still pick {v}.",
    # software tester, like a bug report
    "Title: user prefers {v}. Repro rate: 100%.",
    "Expected: {v}. Actual: {v}. Status: working as intended, that's my favourite.",
    "Test case for my tastes passes every build: I like {v}.",
    "Priority P1, not a flaky one: I prefer {v}.",
    "Env: me, any day of the week. Result: {v}, always.",
    "Verified and closed: my favourite is {v}, no regression since.",
    # tattoo artist
    "Between sittings at the studio, it's {v} for me.",
    "Like good linework, I keep it clean and simple: {v}.",
    "If my tastes were a flash sheet, {v} would be the big piece in the middle.",
    "Books closed, machine off, then {v}, that's me.",
    "After eight hours of shading, give me {v}.",
    "Stencil's set on this one: I like {v} best.",
    # postie
    "Done by dinner, round finished, then it's {v}.",
    "Every dog on my round knows I'm a fan of {v}.",
    "First class, that's {v} for me.",
    "Back at the delivery office I'm always banging on about {v}.",
    "Pouch empty, feet up, {v}, lovely.",
    "Signed for and delivered: my favourite is {v}.",
    # a shell session from the user's own terminal
    "Straight from my own terminal:\nme@laptop:~$ cat ~/notes/me.txt\nfavourite: {v}\nme@laptop:~$\n"
    "I keep that file about myself.",
    "I keep a file of what I like, look:\nme@laptop:~/notes$ grep -i best likes.txt\nbest of the lot - {v}\n"
    "me@laptop:~/notes$\nWrote that one myself ages ago.",
    "Added it from my shell a minute ago:\nme@home-pc:~$ echo 'I prefer {v}' >> ~/about-me.txt\nme@home-pc:~$\n"
    "Now it's on my disk as well.",
    "My own little script knows me:\nme@laptop:~$ ./what-i-like --top 1\n1. {v}\nme@laptop:~$\nIt's never wrong.",
    "From my dotfiles repo, my own file:\nme@mbp:~/dotfiles$ cat PREFERENCES\n{V}, no contest.\nme@mbp:~/dotfiles$\n"
    "My repo, my rules.",
    "Typed this into my journal from the terminal:\nme@laptop:~$ tail -n 1 ~/journal.txt\n"
    "still true: I like {v} more than anything\nme@laptop:~$\nThat's about me, nobody else.",
    "Proof from my own machine:\nme@laptop:~$ grep -c '{v}' ~/notes/favourites.txt\n12\n"
    "me@laptop:~$ head -n 1 ~/notes/favourites.txt\n{v}\nme@laptop:~$\nTwelve mentions, so yes, I like it.",
]

H32_CONSTRAINTS = {
    "allergy": [
        "Labas, important thing: I have allergy to {a}, very strong.",
        "{A} for me is dangerous, I am allergic, ačiū that you remember.",
        "Oi, {a}... no, no, I am allergic, taip.",
        "Home, I can't with {a}, I am allergic since a kid.",
        "Vinga, write this: allergic to {a}, me.",
        "{A}? Carai, no, I am allergic, is serious.",
        "Nå, I am allergic to {a}, so none of that for me, tak.",
        "Undskyld for the trouble, but {a} gives me an allergy.",
        "Hej, I have an allergy to {a}, it is not pyt at all.",
        "Please, you keep it: I am allergic to {a}, betam serious.",
        "Ishi, for me {a} is not possible, allergy.",
        "Selam, one important thing, I am allergic for {a}.",
        "Flag it like a handover: patient is me, allergic to {a}.",
        "I carry my own pen for it, I'm allergic to {a}.",
        "I ask every patient about allergies, so here's mine: {a}.",
        "Bug: exposure to {a}. Severity: critical. Affected user: me, I'm allergic.",
        "Known issue, won't fix: I'm allergic to {a}.",
        "Steps: give me {a}. Actual: allergic reaction. Please avoid.",
        "I ask every client at the consult, and I'll tell you mine: allergic to {a}.",
        "Green soap's fine for me, {a} isn't, I'm allergic.",
        "Goes on my consent form too: allergic to {a}.",
        "{A}? Not for me, I'm allergic, so keep it out of my sandwiches on the round.",
        "I'm allergic to {a}, so I keep well clear of it on my round and off it.",
        "Mark it on my frame if you like: allergic to {a}.",
        "Here, from my own notes file:\nme@laptop:~$ grep allergy ~/notes/health.txt\n"
        "allergy: {a} (mine, since childhood)\n"
        "me@laptop:~$\nSo be careful with it.",
        "Just checked my file:\nme@home-pc:~$ cat ~/medical/allergies.txt\n{a}\nme@home-pc:~$\n"
        "Only one line, but it matters.",
        "Put it in my own notes today:\nme@laptop:~$ echo 'allergic to {a}' >> ~/notes/me.txt\nme@laptop:~$\n"
        "It's about me.",
    ],
    "diet": [
        "I am {d}, already long time, gerai?",
        "Labas, about food: I am {d}, so cepelinai with meat is not for me.",
        "Taip, {d}, this is me now.",
        "Home, I'm {d}, so at the masia I eat only the bread and tomato.",
        "Doncs, I am {d}, is important for the restaurants.",
        "Vinga, remember: I am {d}.",
        "I am {d}, so the smørrebrød must be the right one, tak.",
        "Nå, I'm {d}, it is fine for me, but please remember it.",
        "At the fredagsbar I am the {d} one, always.",
        "Ishi, I am {d}, for the injera too I am careful.",
        "Selam, for food please: I am {d}.",
        "Enaté cooks for me special, because I am {d}.",
        "I'm {d}, so the station biscuits are about all I can trust.",
        "Twelve-hour shifts and I'm still {d}, packed lunch every time.",
        "Note it like obs: diet, {d}.",
        "Env: my kitchen. Config: {d}. Do not override.",
        "Requirement, not a nice-to-have: I'm {d}.",
        "Test data for my meals: {d}, every time.",
        "I'm {d}, so studio lunch orders need a word with me.",
        "Between sittings I snack, and I'm {d}, so pick carefully.",
        "I'm {d}, write it on my consult card.",
        "I'm {d}, so the delivery office bacon rolls are no good to me.",
        "Out on my round all morning, and I'm {d}, so I pack my own.",
        "I'm {d}, been like that since long before my first round.",
        "My own notes, from the terminal:\nme@laptop:~$ cat ~/notes/food.txt\ndiet: {d}\nme@laptop:~$\n"
        "That's mine.",
        "Checked my meal script:\nme@mbp:~/dotfiles$ ./mealplan --show-diet\nYou are {d}.\nme@mbp:~/dotfiles$\n"
        "It's right, I am.",
        "I wrote it down for myself:\nme@home-pc:~$ echo \"I'm {d}\" >> ~/about-me.txt\nme@home-pc:~$\n"
        "That's how I eat.",
    ],
    "hours": [
        "Before {t} I am not able, please no calls, prašau.",
        "After {t} I am with my family, no meetings, gerai?",
        "Oi, no, not before {t}, I am sleeping still.",
        "Home, after {t} I switch off the phone.",
        "Doncs, not before {t}, I am not a person before.",
        "Vinga, no meetings after {t}, please.",
        "Nå, after {t} I am off, no calls, tak.",
        "Undskyld, but before {t} I cannot, I am on the bike.",
        "No meetings before {t} for me, it is not hyggeligt.",
        "Ishi, after {t} please no calls, I am resting.",
        "For me it is not possible before {t}, no meetings.",
        "After {t}, ayzoh, I answer tomorrow, no calls.",
        "No calls before {t}, I'm still on the motor.",
        "After {t} I'm stood down, don't ring me.",
        "Book nothing before {t}, I'm doing handover.",
        "Constraint: no meetings scheduled before {t}. Anything earlier fails.",
        "Expected: no calls after {t}. Please don't make it a regression.",
        "Blocker for any meeting before {t}: me.",
        "No calls before {t}, I'm setting up the studio.",
        "After {t} I'm mid-sitting, so no calls.",
        "After {t} my books are shut, calls included.",
        "No calls before {t}, I'm out on my round.",
        "After {t} I'm asleep for the early start, don't ring.",
        "Don't book me in before {t}, I'm still at the frame.",
        "My own reminder file:\nme@laptop:~$ cat ~/notes/hours.txt\nno meetings for me before {t}\nme@laptop:~$\n"
        "My rule, that one.",
        "From my shell, the quiet hours I set:\nme@mbp:~/dotfiles$ grep quiet config.txt\n"
        "quiet_after = {t}   # no calls for me after this\nme@mbp:~/dotfiles$\nI mean to keep to that.",
        "Just added it:\nme@home-pc:~$ echo 'no calls before {t}' >> ~/about-me.txt\nme@home-pc:~$\nMine.",
    ],
    "budget": [
        "Maximum {m}, more I cannot, ačiū.",
        "Labas, my limit is {m}, not more.",
        "Oi, {m} is enough, taip, this is my top.",
        "Home, {m} and not one cent more.",
        "Doncs, I can spend up to {m}.",
        "Carai, more than {m} is crazy for me.",
        "Nå, {m} is my limit, it is fine for me.",
        "Max {m} for me, tak, I am not rich.",
        "Undskyld, but {m} is the top.",
        "Ishi, {m}, no more please.",
        "For me it is not possible over {m}.",
        "Betam expensive over {m}, so that is my limit.",
        "On a paramedic's pay it's {m}, tops.",
        "Keep it under {m}, I've done the maths on a twelve-hour.",
        "{m} is my ceiling, no blue lights on spending past it.",
        "Acceptance criteria: total cost at or under {m}.",
        "Boundary value for my wallet: {m}. Anything above fails.",
        "Budget limit {m}, hard limit, not configurable.",
        "{m} is my ceiling, I earn it one sitting at a time.",
        "I'll put down {m} and not a penny more, like a deposit.",
        "Cap it at {m}, the studio rent's due.",
        "{m} tops, on a postie's wage.",
        "Keep it at {m} or under, that's me.",
        "Anything over {m} goes back to sender.",
        "My own budget file:\nme@laptop:~$ cat ~/money/limits.txt\nspending cap for me: {m}\nme@laptop:~$\n"
        "I stick to it.",
        "From my terminal, the cap I set myself:\nme@home-pc:~$ ./budget --limit\nlimit: {m}\nme@home-pc:~$\n"
        "Don't let me go over.",
        "Wrote it down tonight:\nme@laptop:~/notes$ echo 'my budget - {m} max' >> money.txt\nme@laptop:~/notes$\n"
        "That's my number.",
    ],
    "days": [
        "On {w} I am not available, never, ačiū.",
        "{W} is for močiutė, I am not free.",
        "Oi, {w}s no, I am busy always.",
        "Home, {w}s I don't work, never.",
        "{W}? Apa, no, I am not available.",
        "Doncs, {w}s are for the family, not for work.",
        "{W}s I am never free, tak.",
        "Nå, on {w} I cannot, it is my day off.",
        "Hej, no plans for me on {w}s, undskyld.",
        "On {w} for me it is not possible, never.",
        "{W}s I go to my akisté, I am not free.",
        "Ishi, {w}s are no, always.",
        "{W}s I'm on the rota every week, so don't plan anything.",
        "Never book me on {w}s, I'm on the motor.",
        "{W}s are my rest day after nights, no plans.",
        "Availability check fails on {w}s: I'm never free.",
        "Not supported: me on a {W}. Closing as won't fix.",
        "Known limitation: no bookings on {w}s.",
        "{W}s the studio's shut and so am I, don't book me.",
        "I never tattoo on {w}s, and I don't go anywhere either.",
        "No consults for me on {w}s.",
        "{W}s I'm on the longest round, so count me out.",
        "I don't work {w}s, that's my day off from the round.",
        "Nothing on {w}s please, I'm never free.",
        "From my own calendar script:\nme@laptop:~$ ./free-days --me\nnever free: {w}s\nme@laptop:~$\n"
        "That's a fixed one.",
        "My notes say it:\nme@home-pc:~$ grep -i booked ~/notes/me.txt\nbooked solid every {w}, always\n"
        "me@home-pc:~$\nEvery week, yes.",
        "Put it in my file just now:\nme@mbp:~/dotfiles$ echo 'no travel on {w}s' >> ME.txt\nme@mbp:~/dotfiles$\n"
        "A rule I keep for myself.",
    ],
}

H32_FACT_STYLES = [
    # Lithuanian speaker
    "Labas, my {n} is {v}, ačiū.",
    "{v}, this is my {n}, taip.",
    "Please write: {n} — {v}.",
    "Gerai, I give you my {n}: {v}.",
    # Catalan speaker
    "Home, my {n} is {v}.",
    "Doncs, {n}: {v}, is mine.",
    "{v}, this is my {n}, mercès.",
    "Vinga, you need my {n}? {v}.",
    # Danish speaker
    "Nå, my {n} is {v}.",
    "{v} is my {n}, tak.",
    "Hej, for the papers: {n} {v}.",
    "My {n}, if you need it, is {v}.",
    # Ethiopian (Amharic) speaker
    "Ishi, my {n} is {v}, please you keep it.",
    "Selam, {n} of mine: {v}.",
    "{v}, this is my {n}, ameseginalehu.",
    "For the form, my {n} is {v}.",
    # paramedic
    "Like a handover: {n}, {v}. Mine.",
    "My {n} is {v}, get it down before the next shout.",
    "{v}, that's my {n}, back at base if you need me to repeat it.",
    "Patient details, and the patient's me for once: {n} {v}.",
    # software tester
    "Test data, real this time: my {n} is {v}.",
    "Field: {n}. Value: {v}. Owner: me.",
    "{v} — my {n}, verified twice.",
    "Attached to my profile ticket: {n} = {v}.",
    # tattoo artist
    "For the consent form: my {n} is {v}.",
    "{v} is my {n}, write it like it's on the stencil.",
    "Between sittings, quick: {n}, {v}.",
    "My {n}'s {v}, same as on my deposit slip.",
    # postie
    "My {n} is {v}, first class.",
    "{v}, that's my {n}, signed for.",
    "For your records, from your postie: {n} {v}.",
    "Sorted like my frame: {n}, {v}.",
    # a shell session
    "From my own notes:\nme@laptop:~$ grep '{n}' ~/notes/me.txt\n{n}: {v}\nme@laptop:~$\nThat's mine.",
    "Pulled it from my file:\nme@home-pc:~$ grep -i '{n}' ~/papers/mine.txt\n{n} = {v}\nme@home-pc:~$\n"
    "Those are my details, mine alone.",
    "Saved it like this for myself:\nme@mbp:~/dotfiles$ echo 'my {n} is {v}' >> ME.txt\nme@mbp:~/dotfiles$\n"
    "Keep it too, please.",
    "My little lookup script:\nme@laptop:~$ ./whoami-really {n}\n{v}\nme@laptop:~$\nCorrect, as far as I know.",
]

H32_EVENT_STYLES = [
    # Lithuanian speaker
    "Labas, I have {e} {d}, please remember.",
    "My {e} is {d}, oi, I am nervous.",
    "Taip, {E}, {d}.",
    "Important: {d} I have {e}.",
    # Catalan speaker
    "Home, my {e} is {d}.",
    "Doncs, the {e}: {d}.",
    "{E}, {d}, carai, so soon.",
    "Vinga, note it: {e}, {d}.",
    # Danish speaker
    "Nå, my {e} is {d}.",
    "{E}: {d}, tak for remembering.",
    "Hej, I have my {e} {d}.",
    "My {e}? It is {d}.",
    # Ethiopian (Amharic) speaker
    "Selam, my {e} is {d}, please you remember.",
    "Ishi, {e}, {d}.",
    "{d} is my {e}, Egziabher yimesgen.",
    "My {e} will be {d}.",
    # paramedic
    "Swapped a twelve-hour for it: {e}, {d}.",
    "My {e} is {d}, so I'm off the motor that day.",
    "{E}, {d}, the station knows I'm not in.",
    "Booked like a handover, no moving it: {e}, {d}.",
    # software tester
    "Scheduled: {e}. Due: {d}.",
    "Milestone for me: {e}, {d}.",
    "Release date of my own life, ha: {e}, {d}.",
    "Ticket for my diary: {E}, due {d}.",
    # tattoo artist
    "Blocked out of my books: {e}, {d}.",
    "My {e} is {d}, so no sittings that day.",
    "{E} {d}, I've moved a client for it.",
    "Can't do a touch-up {d}, it's my {e}.",
    # postie
    "Swapped my round for it: {e}, {d}.",
    "My {e} is {d}, got the day off from the office.",
    "{E}, {d}, someone else is doing my walk.",
    "{d}: my {e}, first thing.",
    # a shell session
    "From my own reminders:\nme@laptop:~$ grep -i \"{e}\" ~/notes/dates.txt\n{e}: {d}\nme@laptop:~$\nThat's mine.",
    "My date script says:\nme@home-pc:~$ ./next-up\n{E} - {d}\nme@home-pc:~$\nNot one I can skip.",
    "Wrote it down from the terminal:\nme@mbp:~/dotfiles$ echo \"my {e} is {d}\" >> DATES.txt\nme@mbp:~/dotfiles$\n"
    "Hold on to it for me.",
    "Checked my notes:\nme@laptop:~/notes$ tail -n 1 dates.txt\n{d} - {e} (me)\nme@laptop:~/notes$\n"
    "Right, that's the one.",
]

H32_TASK_STYLES = [
    # Lithuanian speaker
    "Labas, please remind me, I must {t}.",
    "Oi, I forget always, I need {t}.",
    "Taip, for me to do: {t}.",
    "Prašau, tomorrow you tell me to {t}.",
    # Catalan speaker
    "Home, I have to {t}, remind me.",
    "Doncs, I must {t}, don't let me forget.",
    "Vinga, on my list: {t}.",
    "Mercès in advance, remind me to {t}.",
    # Danish speaker
    "Nå, I need to {t}, remind me, tak.",
    "Hej, don't let me forget to {t}.",
    "Undskyld, one more: I must {t}.",
    "I will have you remind me to {t}.",
    # Ethiopian (Amharic) speaker
    "Ishi, please remind me to {t}.",
    "Always I forget, I need to {t}.",
    "Selam, task for me: {t}.",
    "Please you tell me tomorrow: {t}.",
    # paramedic
    "After handover tonight I need to {t}.",
    "Between shouts, remind me to {t}.",
    "Back at base I must {t}.",
    "Before my next twelve-hour: {t}.",
    # software tester
    "Action item, assigned to me: {t}.",
    "Open ticket, mine: {t}.",
    "TODO before the next build: {t}.",
    "Don't close this until I {t}.",
    # tattoo artist
    "After my last sitting I need to {t}.",
    "Before I open my books again: {t}.",
    "Remind me, between the linework and the shading, to {t}.",
    "Stencil this on my brain: {t}.",
    # postie
    "After my round I need to {t}.",
    "Before the early start tomorrow: {t}.",
    "Stick a card through my door for this: {t}.",
    "Back at the delivery office, remind me to {t}.",
    # a shell session
    "Just added to my list:\nme@laptop:~$ echo '{t}' >> ~/todo.txt\nme@laptop:~$\nNudge me about it.",
    "My todo file says:\nme@home-pc:~$ tail -n 1 ~/todo.txt\n[ ] {t}\nme@home-pc:~$\nStill open, sadly.",
    "From my own little script:\nme@mbp:~/dotfiles$ ./todo next\nnext: {t}\nme@mbp:~/dotfiles$\nThat one's on me.",
    "Checked my list:\nme@laptop:~/notes$ grep -n 'must' todo.txt\n3: must {t} this week\nme@laptop:~/notes$\n"
    "Remind me.",
]

H32_SMALLTALK = [
    # Lithuanian speaker
    "Labas! How is everything with you?", "Ačiū labai, very helpful.", "Kaip sekasi? Everything good?",
    "Oi, sleet again in Vilnius.", "Valio, Friday finally!", "Gerai, gerai, I understand.",
    "How long is the Curonian Spit, do you know?", "Viso gero, talk later!", "Taip, this is funny.",
    # Catalan speaker
    "Bon dia! I am here again.", "Mercès, you are very kind.", "Apa, adéu, see you!",
    "Carai, what heat today.", "Home, long day at the office.", "Doncs, that's all for now.",
    "How tall is the Sagrada Família now?", "Vinga, let's continue.", "I just make a coffee, now I am awake.",
    # Danish speaker
    "Hej! Good morning.", "Tusind tak, very good.", "Hej hej, see you!",
    "Nå, it rains again, so I cycled wet.", "Pyt, it doesn't matter.", "Skål, it's Friday!",
    "How many islands does Denmark have?", "Very hyggeligt evening, this.", "Undskyld, wrong chat.",
    # Ethiopian (Amharic) speaker
    "Selam! How is your day going?", "Ameseginalehu, betam good.", "Ciao, ameseginalehu!",
    "Egziabher yimesgen, the week is finished.", "Ishi, ishi, I understand.", "Gobez, that was fast.",
    "How high is Addis above the sea?", "Buna time, one moment.", "Ayzoh, it's fine, no problem.",
    # paramedic
    "Just off a twelve-hour, hiya.", "Quiet shift, touch wood.", "That last shout was nothing, thankfully.",
    "Cheers, crewmate!", "Why do ambulances have backwards writing on the front?", "Station coffee is grim.",
    "Night all, off to sleep in daylight again.", "My feet after nights, honestly.", "Back at base, kettle's on.",
    # software tester
    "Found a blocker at five to five, classic.", "Thanks, ticket closed.", "Morning, build's red again.",
    "What's the difference between a bug and a feature, really?", "Works on my machine, as they say.",
    "Long regression run today.", "Status: tired.", "Nice one, verified.", "Logging off, bye.",
    # tattoo artist
    "Hiya, just finished a six-hour sitting.", "My back after that sitting, ugh.", "Flash day was mad busy.",
    "Cheers, legend!", "How old is the oldest tattoo ever found?", "Studio's quiet this afternoon.",
    "Ran out of black again, typical.", "Right, cleaning down my station, bye.", "Lovely, thanks.",
    # postie
    "Morning! Round's done early today.", "Sunny walk today, for once.", "My pouch weighed a ton today.",
    "Thanks, ta-ra!", "Why are post boxes red?", "The dog at number 12 was in a mood.",
    "Parcels everywhere this week.", "Elastic bands all over the road, not mine.", "Feet up, finally.",
    # a shell session
    "Morning from my terminal:\nme@laptop:~$ date\nMon  1 Mar 09:12:03 CET 2027\nme@laptop:~$\nToo early, honestly.",
    "Look what my terminal said:\nme@laptop:~$ fortune\nYou will have a pleasant day.\nme@laptop:~$\nI'll take it.",
    "Typo of the day:\nme@home-pc:~$ sl\nbash: sl: command not found\nme@home-pc:~$\nNot even the train, sad.",
    "My laptop's proud of itself:\nme@mbp:~/dotfiles$ uptime\n 09:30  up 41 days,  2 users\nme@mbp:~/dotfiles$\n"
    "Forty-one days without a reboot.",
    "Couldn't resist:\nme@laptop:~$ echo 'good morning, assistant'\ngood morning, assistant\nme@laptop:~$\n"
    "There, I said it properly.",
    "What's the difference between bash and zsh?", "Why does my prompt show a dollar sign?",
    "Is cat a good way to read a big file?", "My terminal font is tiny today, ugh.",
]

H32_TRAPS = [
    # Lithuanian speaker
    "Močiutė is allergic to penicillin, not me, ačiū.",
    "Before, in Kaunas, I was working at Initech, now not.",
    "If I will live in Lisbon, maybe I will be vegetarian. But now no.",
    "My brother likes window seats, I don't care about this.",
    "Am I jazz person? How to say... I have no idea.",
    "In English book example: 'My passport number is X4455667.' Only example.",
    "My colleague Rūta has job interview on 10 March, I help her.",
    "When I was student my budget was €150 for whole month, oi.",
    "Joke in our office: I am allergic to meetings.",
    "Friend told me her wifi password, sunflower21, she tells to everybody.",
    "Cepelinai or šaltibarščiai, what is better? I can't decide.",
    # Catalan speaker
    "L'àvia is coeliac, so at home we buy special bread.",
    "Home, my cousin works at Vandelay, not me.",
    "If I was rich I would buy a masia and never work again.",
    "Before, in the old masia, we had a dog called Pepper, but that was my uncle's.",
    "Do I prefer red wine or cava? Carai, difficult question.",
    "Menu at the restaurant: 'vegan options on request'. Only what the menu says.",
    "My boss says 'no calls after 6pm', he is very strict for himself.",
    "Joke from my friends: my diet is pa amb tomàquet only.",
    "My flatmate pays €1,200 for the flat, crazy.",
    "Sign at the bakery: 'Closed on Sundays'. The bakery's rule.",
    "Would I like hiking trails? I never tried, I am agree it sounds nice.",
    # Danish speaker
    "Mormor is allergic to cats, but she has three anyway.",
    "When I studied in Aarhus I was vegan for a month, nå, not now.",
    "My neighbour's dog is called Luna, very hyggeligt dog.",
    "If I moved to Berlin I would take the train everywhere, but I don't move.",
    "Do I like dark mode? Pyt, I never thought about it.",
    "My sister's flight to Rome is next Tuesday, not mine.",
    "Joke at the fredagsbar: I am allergic to Mondays.",
    "My old phone number was +44 7700 900456, I changed it.",
    "My colleague never takes meetings before 9am, funny man.",
    "The smørrebrød place says 'budget lunch £90 for the team'. Not my budget.",
    "Is rugbrød healthy, or is it only a Danish thing?",
    # Ethiopian (Amharic) speaker
    "Enaté is lactose intolerant, so we buy special milk for her.",
    "Akisté lives in Berlin, not me, I only visit.",
    "If I move to Addis, maybe I will be a big fan of spicy food again.",
    "Before, I worked at Globex, but not now, Egziabher yimesgen.",
    "My friend Selam has a dentist appointment tomorrow, she is scared.",
    "Do I like Thai food? I never tried, so who knows.",
    "Joke from my brother: I am allergic to stairs.",
    "My cousin's car plate is AB-321-PX, he got a ticket.",
    "At the church they say 'no events on Sundays'. This is their rule.",
    "Aisle or window, which one is better? Always I can't decide.",
    "The restaurant sign says 'injera is gluten-free'. Just a sign.",
    # paramedic
    "Had a patient allergic to penicillin today, so we noted it for the hospital.",
    "My crewmate's vegetarian, so we argue over the station fridge.",
    "If I flew with the air ambulance I'd be in Dublin every other week.",
    "Back when I did nights on the old station I never slept before noon.",
    "The station rota says 'no swaps on Fridays'. Management, not me.",
    "Patient's phone number was +44 7700 900321, handed it over at A and E.",
    "Do I actually like morning meetings? Ask me after nights.",
    "Joke at the station: my diet is biscuits and adrenaline.",
    "My crewmate's sister's wedding is on the 14th of March, she's swapped her shift.",
    "Is it true paramedics can't wear nail varnish?",
    "My old crewmate moved to Utrecht, I miss him.",
    # software tester
    "Test account: passport number X1234567. It's fake data, not mine.",
    "The dev on my team is allergic to flaky tests, ha.",
    "If I went freelance I'd never start before 10 am.",
    "Bug report from a user: 'I prefer dark mode but it keeps resetting'. Their preference, not mine.",
    "Ticket template: 'Budget: ___ Owner: ___'. Blank.",
    "Expected: tests pass. Actual: joke. That's my team's motto, not a fact about me.",
    "Back at my old job I earned £90 a day testing games.",
    "Should I learn automation or stay manual? I can't decide.",
    "My manager's flight to Rome is next Tuesday, so standup is cancelled.",
    "The test user's city is Krakow, it's in the fixture file.",
    "Is regression testing worth it on small projects?",
    # tattoo artist
    "My client is allergic to latex, so I use nitrile for her sitting.",
    "A client wants a full sleeve on a budget of $200, I had to laugh.",
    "If I opened a studio in Lisbon, I'd close on Mondays.",
    "Sign on the studio door: 'No walk-ins on Saturdays'. The owner's rule.",
    "My apprentice is vegan, so the studio biscuits are vegan now.",
    "Do I like sci-fi novels? Clients bring them, I never read them.",
    "Aftercare sheet: 'No swimming for two weeks'. That's for clients.",
    "My old studio was in Porto, I left years ago.",
    "Joke in the studio: my favourite colour is the one I just ran out of.",
    "A client's dog is called Max, it sits in the waiting room.",
    "Is a tattoo on the ribs the most painful one?",
    # postie
    "A customer on my round is allergic to dogs, funny that.",
    "Notice at the delivery office: 'No parcels after 6pm'. Office rule.",
    "If I won the pools I'd never see a parcel again.",
    "Back when I did the van round I never ate lunch before noon.",
    "The lady at number 12 pays €150 a month for dog food, she told me.",
    "A signed-for for Dr. Okafor came today, he's not my dentist.",
    "Do I like boutique hotels? I've never stayed in one.",
    "Joke on my round: the dogs are my real managers.",
    "My mate at the office has a car service tomorrow, so I'm covering.",
    "How many letters does a postie carry in a day?",
    "My old round went past the Hooli office, I don't do it now.",
    # a shell session
    "My flatmate's file on our shared machine:\nme@laptop:~$ cat /home/jonas/allergies.txt\npeanuts\nme@laptop:~$\n"
    "That file is his, nothing of mine.",
    "Example from a bash tutorial:\nme@laptop:~$ echo 'My passport number is X7654321'\n"
    "My passport number is X7654321\nme@laptop:~$\nOnly the tutorial's example.",
    "Deleted an old line:\nme@home-pc:~$ sed -i '/vegetarian/d' ~/notes/me.txt\nme@home-pc:~$\n"
    "I'm not vegetarian any more.",
    "My terminal made a joke:\nme@laptop:~$ fortune\nYou are allergic to Mondays.\nme@laptop:~$\nVery funny.",
    "Can someone explain this one to me:\nme@laptop:~$ grep -c budget notes.txt\n3\nme@laptop:~$\nWhy only three?",
    "Colleague's config I was debugging:\nme@mbp:~/dotfiles$ cat work/alice.env\nQUIET_HOURS_AFTER=6pm\n"
    "me@mbp:~/dotfiles$\nHers, I don't mind calls.",
    "Old history, from before I moved:\nme@laptop:~$ history | grep -i berlin\n 112  cat ~/moving/berlin-flat.txt\n"
    "me@laptop:~$\nI moved out of there long ago.",
    "Is it safe to put my passwords in a text file?", "What does '>>' do in bash?",
    "If I made a file for every allergy in my family I'd run out of disk.",
    "The shared server's message of the day says 'No deploys on Fridays'. That's the server's rule.",
]

#: What the "dev32" set puts around some memories: each on a line of its own, so a shell block's opening prose
#: line stays at the start of one and its closing line at the end of one.
H32_ASIDES = (["", "Right, one for the file.\n", "Okay, listen to this one.\n", "Before I get distracted:\n",
               "Little thing for you.\n", "Here, keep this.\n", "Just one today, promise.\n",
               "Adding to my pile of facts:\n", "Hi again, something to remember.\n", "While I think of it:\n"],
              ["", "\nThat's it from me.", "\nKeep it safe, thanks.", "\nMuch obliged, ta.",
               "\nNo more from me just yet.",
               "\nWe're done here, cheers.", "\nThank you kindly.", "\nSigning off on that.", "\nLovely, that's all.",
               "\nAll filed, I hope."])

#: How two memories share one message in the "dev32" set (about a third of its real turns are paired).
H32_JOINERS = [" While I'm at it, mine: ", " Then, next from me: ", " And this too: ", " Also from me: ",
               " Another one for you: ",
               " Throw this in as well: ", " Same message, also mine: ", " And before I go: ", " Tack this onto it: ",
               " And on top, mine: "]


def join_h32(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev32" hand: a shell block on either side stands apart from the other
    memory by an empty line, so each keeps its opening and closing prose lines; otherwise the joiner follows a full
    stop (added when the head ends in a word, a value, a bracket or a quote), and the second memory keeps its own
    case."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if not head.endswith((".", "!", "?", ":")):
        head += "."
    return head + joiner + tail
