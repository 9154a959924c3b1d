"""Wordings "dev22" (called "heldout22" until stop 32) of `memlineage bench ingest` (the ``H22_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A twenty-second hand (the helper session "held22"), written blind on 2026-12-02 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README (any of it), the docs, the notes (``issues stops``, ``issues show``) or any list of misses, and who did not run
any extractor, ``memlineage ingest``, ``bench ingest`` or the classifier on this set or on anything (only the
generator and the pure set tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev21"
(to choose other voices), the names, counts and joining function of "dev21"'s constants (to learn the shape, not the
phrasing), the set tests, and the commits that added "heldout21" (how a set is wired and tested). It was held out: the
lead ran it once (stop 32), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own (the brief's mock-Shakespearean voice was dropped, "dev18" had thee and thou; its grandparent's slow
formality too, "dev10" had an over-polite older user and "dev20" a formal letter; a film-noir narrator and a butler's
deference stand in for them):

* a surfer's slang: "dude", "brah", "stoked", "gnarly", "shaka", "dawn patrol", "the lineup", "kook", "pitted",
  "wipeout", "mellow", "sick";
* a sommelier's tasting-note voice about their own life: "on the nose", "notes of", "the palate", "a long finish",
  "pairs well with", "corked", "decant", "the cellar", "structure", "terroir";
* a film-noir detective narrating their own life: "The name's …", "this town", "the rain", "a dame", "the file",
  "Case closed.", "I lit a cigarette and …", "the kind of … that";
* a military SITREP / BLUF layout: a prose line ending in ":", a "SITREP — <subject>" line, a "BLUF: …" line, one or
  more "SITUATION: …" / "ACTION: …" / "NLT: …" lines (the value in the BLUF or a later line), and a closing prose
  line ("End SITREP, over to you."); inline too: "BLUF: …", "NLT …" (no later than), "WILCO";
* pasted SRT subtitle blocks of the user's own vlog: a prose line ending in ":", a cue number line, a
  "00:01:02,000 --> 00:01:04,000" line, one or two subtitle lines (the value in one of them), and a closing prose line;
* footnoted prose: a sentence with "[1]" (and "[2]") markers, then the notes on lines of their own below ("[1] …"),
  the value in the prose, the notes only qualifying it;
* a hashtag-heavy social post: "#blessed", "#nofilter", "#truth", "#MondayMood", a value tagged as it stands
  ("#{value} forever"), "🌊", "📌", "tag someone who …";
* a butler's deferential formality about himself: "If I may, …", "One would be most obliged …", "Very good.",
  "It would be remiss of me not to mention …", "I shall …", "Should it please you …".

Traps in every voice, never the user's memory: others' tastes, limits and facts (a surf buddy, a client at the
tasting, a dame in the story, a platoon sergeant, a guest on the vlog, a footnoted aunt, an influencer, his lordship),
past states ("used to", "back in the day"), hypotheticals ("if I were …", "say I ever …"), quoted menus, wine lists,
rules, policies and product pages, texts to write for someone else, forwarded messages ("Fwd: …"), a retraction
("scratch that", "disregard the last SITREP", "post deleted"), and SITREPs, subtitle blocks and footnotes that carry
any of those. Small talk in every voice must be dropped: moods, greetings, thanks, weather, sign-offs (a SITREP of
the weather, a subtitle of a hello, a footnoted thank-you, a hashtagged mood).

Every memory's value stands literally in its own message (the scorer finds it); a message may carry two memories,
joined by :func:`join_h22` with one of :data:`H22_JOINERS`, and asides from :data:`H22_ASIDES` may wrap a memory.
"""

from __future__ import annotations

H22_PREF_STYLES = [
    # surfer
    "Dude, {v} are totally my jam, brah.", "Stoked on {v}, always, no kook stuff.",
    "Honestly brah, {v} is the gnarliest good thing, I'm all in.", "shaka 🤙 {v} all day, every day",
    "Paddling out with this: {v} is my vibe, dude.", "Nothing beats {v} after dawn patrol, for real.",
    "Totally pitted on {v}, man, it's my thing.",
    # sommelier
    "On the nose, {v}; on the palate, {v} again. That is my preference, plainly.",
    "Tasting note on myself: a long finish of {v}, which is what I always choose.",
    "My cellar, so to speak, is stocked with {v}; I reach for it first.",
    "{V}: bright, structured, my house pour, if you will. I prefer it every time.",
    "Pairs well with me: {v}. I'd choose it over anything on the list.",
    "Decant this for the file: I favour {v}, with notes of nothing else.",
    # noir
    "The name's on the door and the taste's on the record: {v}. Always has been.",
    "In this town a man needs one thing he likes. Mine is {v}.",
    "The rain never let up, but {v} did right by me. I'll take them every time.",
    "I lit a cigarette and thought about what I like. {V}. It's always {v}.",
    "Case closed on my tastes: {v}, no questions asked.",
    "I'm the kind of guy who goes for {v}. Put it in the file.",
    # SITREP
    "Filing my own SITREP:\nSITREP — preferences\nBLUF: I prefer {v}.\n"
        "SITUATION: standing preference, no change expected.\nEnd SITREP, over to you.",
    "Status for the record:\nSITREP — likes\nBLUF: {v}, every time there is a choice.\n"
        "ACTION: book accordingly.\nThat's all from me.",
    "BLUF: {v} is my preference. Details available on request.",
    "BLUF — I like {v}; WILCO on anything that gets me them.",
    # SRT
    "Pasting the subtitles from my own vlog:\n1\n00:00:01,000 --> 00:00:03,500\n"
        "I'm going to say it: I love {v}.\nThat bit's the truth, keep it.",
    "From my channel's caption file, my line:\n7\n00:02:10,200 --> 00:02:13,000\n"
        "What do I prefer? {V}, hands down.\nThat one's me talking, not a script.",
    "Here's my video's SRT, cue and all:\n3\n00:00:44,000 --> 00:00:46,800\nMe, every single time:\nI pick {v}.\n"
        "True in real life too.",
    # footnotes
    "My favourite, for the record, is {v}[1].\n[1] Not a phase; it has been this way for years.",
    "I prefer {v}[1], whenever there's a choice[2].\n[1] Truly.\n[2] There usually is.",
    "Put me down as liking {v}[1].\n[1] Ask anyone who knows me.",
    "Whatever else you note, note that I love {v}[1].\n[1] Strongly, not mildly.",
    # hashtags
    "#{v} forever 🌊 #truth #mepreferences", "{V} is my whole personality tbh #obsessed #{v} #nofilter",
    "📌 pinned about me: I prefer {v}. #facts #justme", "always choosing {v} #blessed #mychoice #nochange",
    "tag someone who likes {v} as much as I do 🙋 #me #{v} #lover",
    "#MondayMood and every other day: {v} 💯 #favourite",
    # butler
    "If I may, I have always preferred {v}.", "One would be most obliged if you kept in mind my liking for {v}.",
    "It would be remiss of me not to mention that {v} suits me best.", "Very good. For myself, {v}, if it please you.",
    "Should a choice arise, I shall take {v}, thank you.", "I confess a decided partiality for {v}.",
    "Permit me to say, with respect, that I prefer {v}.",
    # mixed
    "Dude, the file says {v}. I prefer them. Case closed, brah.",
    "BLUF: {v}[1].\n[1] My own preference, not a tasting note.",
    "Very good, brah: {v}, every time, if I may.", "#{v} on the palate, #{v} on the nose, my pick. #cheers",
    "In this town I order {v}. #noirlife #mine",
    "Mellow swell and {v}, that's me, dude. Always.",
    "Status for the record:\nSITREP — tastes\nBLUF: one standing preference.\nSITUATION: {v}, whenever offered.\n"
        "That's all from me.",
    "From my channel's caption file, my line:\n25\n00:08:40,000 --> 00:08:42,000\nNo contest, {v} wins.\n"
        "That one's me talking, not a script.",
    "Say what you want about me, brah, but {v} are my pick. #stoked",
]

H22_CONSTRAINTS = {
    "allergy": [
        "Dude, real talk, I'm allergic to {a}, like wipeout-level bad, brah.",
        "No {a} for me, brah, allergic, total kook move to forget it.",
        "Heads up from the lineup: {a} and I don't mix, I'm allergic, man.",
        "On the nose, a warning: I am allergic to {a}. Not a tasting note, a medical one.",
        "Tasting note on myself: {A}, allergic reaction, keep it off my table.",
        "Corked, as we say: {a} ruins me. I'm allergic, severely.",
        "The doc's file said it plain: I'm allergic to {a}. I keep it in my coat pocket, like a gun.",
        "In this town a man learns his weaknesses. Mine is {a}. I'm allergic.",
        "Filing my own SITREP:\nSITREP — medical\nBLUF: I am allergic to {a}.\n"
            "ACTION: none of it near me, ever.\nEnd SITREP, over to you.",
        "Status for the record:\nSITREP — allergies\nBLUF: allergy on file.\n"
            "SITUATION: {a}, reaction is serious.\nThat's all from me.",
        "BLUF: allergic to {a}. No exceptions, WILCO required.",
        "Pasting the subtitles from my own vlog:\n12\n00:04:02,000 --> 00:04:05,100\n"
            "Quick PSA, I'm allergic to {a}.\nThat bit's the truth, keep it.",
        "From my channel's caption file, my line:\n4\n00:01:15,000 --> 00:01:18,000\n"
            "I can't go near {a}. Allergic.\nThat one's me talking, not a script.",
        "I'm allergic to {a}[1].\n[1] Properly allergic, with an epipen.",
        "Please keep {a}[1] away from me.\n[1] Allergy; mine, and a bad one.",
        "A medical note[1]: {a}.\n[1] I am allergic to it.",
        "#allergic to {a} and not ashamed 🚫 #allergyawareness #me",
        "no {a} near me pls, I'm allergic 🙅 #allergylife #realtalk",
        "📌 about me: {A} = allergy. #health #pinned",
        "If I may, I am allergic to {a}, and must decline it in every form.",
        "One would be most obliged if {a} were kept well away; I am allergic.",
        "It would be remiss of me not to mention my allergy to {a}.",
        "Very good. I shall only add that {a} disagrees with me; it is an allergy.",
        "Dude, allergic to {a}[1], brah.\n[1] Not joking.",
        "BLUF: {A}. Allergic. Case closed.",
        "Very good, brah, just no {a}, I'm allergic, if I may.",
        "In this town I avoid {a}, allergic since forever. #truth",
    ],
    "diet": [
        "Dude, I'm {d}, so no sketchy beach burgers, brah.", "Totally {d} these days, man, it's mellow.",
        "Heads up from the lineup: I'm {d}.",
        "On the palate, strictly {d}: I am {d}, please plan for it.",
        "Tasting note on myself: {d}, through and through.",
        "The file on me says {d}. It's true. Every word.", "In this town I eat one way: {d}.",
        "Filing my own SITREP:\nSITREP — rations\nBLUF: I am {d}.\nACTION: plan meals accordingly.\n"
            "End SITREP, over to you.",
        "BLUF: {d}. Plan meals accordingly, WILCO.",
        "Pasting the subtitles from my own vlog:\n9\n00:03:00,000 --> 00:03:02,500\n"
            "Yes, I'm {d}, I have been for ages.\nThat bit's the truth, keep it.",
        "From my channel's caption file, my line:\n15\n00:05:30,000 --> 00:05:33,200\nFor the record, I'm {d}.\n"
            "That one's me talking, not a script.",
        "I'm {d}[1].\n[1] For good, not for a month.", "Please order {d}[1] for me.\n[1] Because I am.",
        "#{d} and thriving 🌱 #whatieat #me", "living that {d} life 🙌 #nofilter #diet",
        "📌 pinned: I'm {d}. #foodie #justme",
        "If I may, I am {d}, and should be grateful if menus allowed for it.",
        "One would be most obliged to remember that I am {d}.",
        "It would be remiss of me not to mention that I am {d}.", "Very good. I am {d}, for your records.",
        "Dude, I'm {d}[1], brah.\n[1] Promise.", "BLUF: I'm {d}. Case closed.", "Very good, brah: {d}, if I may.",
        "In this town I stay {d}. #truth",
    ],
    "hours": [
        "Dude, no calls after {t}, that's my chill time, brah.", "Don't book me before {t}, man, dawn patrol.",
        "Heads up from the lineup: nothing before {t}, ever.",
        "On the nose, firm: no meetings before {t}. That's my structure.",
        "Tasting note on myself: the day opens at {t}; nothing before it.",
        "Nobody calls me after {t}. That's the rule in this town, my rule.",
        "The file's clear: nothing on the calendar before {t}. Don't push it.",
        "Filing my own SITREP:\nSITREP — schedule\nBLUF: no meetings before {t}.\n"
            "ACTION: decline anything earlier.\nEnd SITREP, over to you.",
        "BLUF: no calls after {t}. Hard limit, WILCO.",
        "Pasting the subtitles from my own vlog:\n21\n00:07:11,000 --> 00:07:13,000\n"
            "My rule: no calls after {t}.\nThat bit's the truth, keep it.",
        "From my channel's caption file, my line:\n2\n00:00:20,000 --> 00:00:22,400\n"
            "I don't do meetings before {t}.\nThat one's me talking, not a script.",
        "No meetings before {t}[1], please.\n[1] Non-negotiable.",
        "Don't ring me after {t}[1].\n[1] I'm off by then.",
        "no calls after {t} 🌙 #boundaries #me", "#NoMeetingsBefore {t} #protectyourpeace",
        "📌 pinned rule: nothing before {t}. #boundaries",
        "If I may, I do not take calls after {t}.",
        "One would be most obliged if no meeting were set before {t}.",
        "It would be remiss of me not to mention that I am unavailable before {t}.",
        "Very good. I shall take no calls after {t}, if you please.",
        "Dude, nothing before {t}[1].\n[1] Seriously.", "BLUF: nothing after {t}. Case closed.",
        "Very good, brah: no calls after {t}, if I may.", "In this town nobody rings me after {t}. #truth",
    ],
    "budget": [
        "Dude, max {m} for this, I'm a broke surfer, brah.", "Keep it under {m}, man, that's my limit.",
        "Heads up from the lineup: {m} tops.",
        "On the palate, a modest cellar: I spend no more than {m}.",
        "Tasting note on myself: a budget of {m}, and not a drop over.",
        "I had {m} in my wallet and no intention of parting with a dime more. That's the budget.",
        "The file says {m}. That's my ceiling in this town.",
        "Filing my own SITREP:\nSITREP — funds\nBLUF: budget is {m}.\nACTION: nothing over it.\n"
            "End SITREP, over to you.",
        "BLUF: {m} maximum. Do not exceed, WILCO.",
        "Pasting the subtitles from my own vlog:\n30\n00:10:05,000 --> 00:10:08,000\n"
            "My budget for this trip is {m}.\nThat bit's the truth, keep it.",
        "From my channel's caption file, my line:\n6\n00:01:50,000 --> 00:01:52,300\nI won't spend over {m}.\n"
            "That one's me talking, not a script.",
        "My budget is {m}[1].\n[1] All in, taxes included.", "Don't go over {m}[1].\n[1] Really.",
        "budget = {m} and not a cent more 💸 #budgeting #me", "#SavingMode max {m} #adulting",
        "📌 pinned: spending cap {m}. #money",
        "If I may, I should not wish to spend more than {m}.",
        "One would be most obliged if the cost stayed under {m}.",
        "It would be remiss of me not to mention that my budget is {m}.",
        "Very good. {m}, and no more, if you please.", "Dude, {m} tops[1].\n[1] For real.",
        "BLUF: {m} cap. Case closed.", "Very good, brah: {m} max, if I may.", "In this town {m} is my limit. #truth",
    ],
    "days": [
        "Dude, {w}s are for surfing, so I'm never free then, brah.", "No {w}s for me, man, can't do them.",
        "Heads up from the lineup: I'm out every {w}.",
        "On the nose, a fixed note: I am never available on a {w}.",
        "Tasting note on myself: {W}, closed for tasting; I can't do {w}s.",
        "{W}s I'm off the map. Nobody finds me, nobody books me.",
        "The file says it: no work on {w}s. Not in this town.",
        "Filing my own SITREP:\nSITREP — availability\nBLUF: unavailable on {w}s.\nACTION: book other days.\n"
            "End SITREP, over to you.",
        "BLUF: no {w}s. Schedule around it, WILCO.",
        "Pasting the subtitles from my own vlog:\n18\n00:06:00,000 --> 00:06:03,000\n"
            "Work on a {w}? Never, not me.\nThat bit's the truth, keep it.",
        "From my channel's caption file, my line:\n11\n00:03:40,000 --> 00:03:43,000\n{W}s? I'm not available.\n"
            "That one's me talking, not a script.",
        "I can't do {w}s[1].\n[1] Every week.", "Leave {w}[1] free for me.\n[1] I'm never available then.",
        "{w}s are off limits 🚫 #me #weekly", "#No{w} for me, ever #boundaries",
        "📌 pinned: never on a {w}. #schedule",
        "If I may, I am not available on {w}s.", "One would be most obliged if nothing were set for a {w}.",
        "It would be remiss of me not to mention that {w}s are closed to me.",
        "Very good. No {w}s, if you please.", "Dude, no {w}s[1].\n[1] Ever.", "BLUF: {W} is out. Case closed.",
        "Very good, brah: never on a {w}, if I may.", "In this town I don't work {w}s. #truth",
    ],
}

H22_FACT_STYLES = [
    # surfer
    "Dude, my {n} is {v}, write it on your board, brah.", "Brah, {n}: {v}. Stoked you asked.",
    "Heads up from the lineup, my {n}: {v}.", "Totally mellow fact, man: my {n} is {v}.",
    # sommelier
    "On the nose, simply: my {n} is {v}.", "Tasting note on myself: {n}, {v}.",
    "For the cellar book: my {n}, {v}.", "A fact with a long finish: my {n} is {v}.",
    # noir
    "The name's on the door. My {n}? {v}. Put it in the file.", "In this town you keep facts close. Mine: {n}, {v}.",
    "I lit a cigarette. My {n} reads {v}. That's the kind of thing you remember.",
    "The file on me has one line worth reading: {n}, {v}.",
    # SITREP
    "Filing my own SITREP:\nSITREP — personal data\nBLUF: my {n} is {v}.\nACTION: hold on record.\n"
        "End SITREP, over to you.",
    "Status for the record:\nSITREP — details\nBLUF: {n} on file.\nSITUATION: {v}, current.\nThat's all from me.",
    "BLUF: {n} = {v}. Store it, WILCO.",
    # SRT
    "Pasting the subtitles from my own vlog:\n5\n00:01:00,000 --> 00:01:03,000\nFun fact, my {n} is {v}.\n"
        "That bit's the truth, keep it.",
    "From my channel's caption file, my line:\n14\n00:05:01,000 --> 00:05:04,000\nMy {n}? {v}.\n"
        "That one's me talking, not a script.",
    "Here's my video's SRT, cue and all:\n8\n00:02:30,000 --> 00:02:33,000\nFor anyone asking,\n"
        "the {n}'s {v}, mine.\nTrue in real life too.",
    # footnotes
    "My {n} is {v}[1].\n[1] Current, as of this week.",
    "For your records, my {n}[1]: {v}.\n[1] Mine, not a relative's.",
    "Note down my {n}, {v}[1].\n[1] Checked twice.",
    # hashtags
    "my {n} is {v} 📌 #aboutme #facts", "#{n} {v} #me #justsaying", "fun fact: {n} = {v} 🙋 #nofilter",
    "📌 pinned fact: my {n} is {v}. #truth",
    # butler
    "If I may, my {n} is {v}.", "One would be most obliged if you noted my {n}: {v}.",
    "It would be remiss of me not to mention that my {n} is {v}.", "Very good. My {n}, for your records, is {v}.",
    "Should it please you to know, my {n} is {v}.",
    # mixed
    "Dude, {n}: {v}[1].\n[1] Legit.", "BLUF: {n} is {v}. Case closed.", "Very good, brah: my {n} is {v}.",
    "In this town my {n} is {v}. #facts", "On the palate, {n}: {v}. #mine",
]

H22_EVENT_STYLES = [
    # surfer
    "Dude, my {e} is {d}, gotta paddle out for that one, brah.", "Heads up from the lineup: {e}, {d}.",
    "Brah, {E} is {d}, stoked-ish.", "Totally got the {e} {d}, man.",
    # sommelier
    "On the calendar, as on the palate: my {e}, {d}.", "Tasting note on my week: the {e}, {d}.",
    "A date to decant: my {e} is on {d}.", "Vintage of note: {E}, {d}.",
    # noir
    "The {e} was set for {d}. I'd be there. I always am.",
    "In this town everything has a date. My {e}: {d}.", "The file had one date circled: {e}, {d}.",
    "I lit a cigarette and checked the calendar. My {e}, {d}.",
    # SITREP
    "Filing my own SITREP:\nSITREP — schedule\nBLUF: {e} on {d}.\nACTION: block the time.\nEnd SITREP, over to you.",
    "Status for the record:\nSITREP — upcoming\nBLUF: {E} confirmed.\nNLT: {d}.\nThat's all from me.",
    "BLUF: my {e} is {d}. WILCO.",
    # SRT
    "Pasting the subtitles from my own vlog:\n22\n00:08:00,000 --> 00:08:03,000\nBig news, my {e} is {d}.\n"
        "That bit's the truth, keep it.",
    "From my channel's caption file, my line:\n10\n00:03:20,000 --> 00:03:23,000\nMy {e}? It's {d}.\n"
        "That one's me talking, not a script.",
    "Here's my video's SRT, cue and all:\n16\n00:06:40,000 --> 00:06:43,000\nMark it down:\nmy {e}, {d}.\n"
        "True in real life too.",
    # footnotes
    "My {e} is on {d}[1].\n[1] Confirmed by email.", "I have the {e}[1] {d}.\n[1] Mine, not a friend's.",
    "Diary note: {e}, {d}[1].\n[1] Don't let me double-book it.",
    # hashtags
    "my {e} is {d} 📅 #countdown #me", "#{e} {d} 🙌 #bigday", "📌 pinned: {E}, {d}. #save the date",
    "counting down to my {e} on {d} ⏳ #excited #nofilter",
    # butler
    "If I may, my {e} is on {d}.", "One would be most obliged if you remembered my {e}, {d}.",
    "It would be remiss of me not to mention that my {e} falls on {d}.", "Very good. My {e} is {d}, if you please.",
    # mixed
    "Dude, {e} {d}[1].\n[1] For real.", "BLUF: {e}, {d}. Case closed.", "Very good, brah: {e}, {d}.",
]

H22_TASK_STYLES = [
    # surfer
    "Dude, remind me to {t}, brah, before I paddle out.", "Heads up from the lineup: I gotta {t}.",
    "Brah, don't let me bail on this: {t}.", "Totally need to {t} this week, man.",
    # sommelier
    "On the list, to be uncorked soon: I must {t}.", "Tasting note on my week: {t}, still pending.",
    "Before the next pour, remind me to {t}.",
    # noir
    "There was a job left undone: {t}. Mine.", "In this town you pay your debts. Remind me, then, to {t}.",
    "The file had one loose end: {t}. I'd have to do it myself.",
    # SITREP
    "Filing my own SITREP:\nSITREP — tasks\nBLUF: I need to {t}.\nNLT: Friday.\nEnd SITREP, over to you.",
    "Status for the record:\nSITREP — to do\nBLUF: one open item.\nACTION: {t}.\nThat's all from me.",
    "BLUF: {t}, NLT end of week. WILCO.",
    # SRT
    "Pasting the subtitles from my own vlog:\n27\n00:09:00,000 --> 00:09:02,000\nNote to me: {t}.\n"
        "That bit's the truth, keep it.",
    "From my channel's caption file, my line:\n13\n00:04:30,000 --> 00:04:32,800\nI still have to {t}.\n"
        "That one's me talking, not a script.",
    # footnotes
    "Remind me to {t}[1].\n[1] This week, ideally.", "I must {t}[1].\n[1] Overdue already.",
    # hashtags
    "gotta {t} 📝 #todo #adulting", "#todo {t} #reminder #me", "📌 pinned: {t} this week. #tasks",
    # butler
    "If I may, I must {t}; do remind me.", "One would be most obliged to be reminded to {t}.",
    "It would be remiss of me not to {t} this week.", "Very good. I shall {t}; kindly prompt me.",
    # mixed
    "Dude, {t}[1].\n[1] Remind me.", "BLUF: {t}. Case closed when done.", "Very good, brah: remind me to {t}.",
    "In this town loose ends get you killed. I'd better {t}. #todo",
]

H22_SMALLTALK = [
    # surfer
    "Dude, waves were flat today, total bummer.", "Shaka 🤙 what's up, brah?", "Stoked, thanks brah!",
    "Brah, I'm so wiped out after that session.", "Later, dude, catch you on the next set.",
    "Offshore wind this morning, so mellow.", "Gnarly day, man, just venting.",
    "Sick, that helps, dude.", "Mahalo, brah!",
    # sommelier
    "Good evening; the day has a bitter finish, I'm afraid.", "Thank you, that was well balanced.",
    "A grey, damp sort of day, rather like a tired Muscadet.", "Cheers, until the next pour.",
    "I'm feeling a bit flat, like an open bottle left overnight.", "Lovely, a clean answer with a crisp finish.",
    "Salut, and good night.", "Hello, hello; shall we begin the tasting of my day?",
    "Merci, that will do for tonight.",
    # noir
    "The rain hadn't stopped for three days. Neither had my headache.", "Evening. Long night ahead.",
    "Thanks, pal. I owe you one.", "I was tired. The kind of tired coffee doesn't fix.",
    "So long. Don't wait up.", "The city was quiet tonight. Too quiet.", "Hello again, old friend.",
    "That'll do, kid. Thanks.", "Fog rolled in off the harbour, thick as soup.",
    # SITREP
    "SITREP: morale low, coffee supply critical.", "BLUF: hello.",
    "Weather report:\nSITREP — weather\nBLUF: raining.\nSITUATION: no change expected.\nEnd SITREP, over to you.",
    "Roger that, thanks.", "Signing off, out.", "BLUF: I'm exhausted, nothing to report.",
    "Copy, good copy, cheers.", "Morning check-in: all quiet on my end.", "WILCO, thanks for the help.",
    # SRT
    "Pasting the subtitles from my own vlog:\n1\n00:00:00,500 --> 00:00:02,000\nHey guys, welcome back!\n"
        "Just the intro, nothing else.",
    "From my channel's caption file:\n44\n00:12:00,000 --> 00:12:02,500\n"
        "Thanks for watching, see you next week!\nThat's the outro.",
    "Here's my video's SRT:\n19\n00:06:10,000 --> 00:06:12,000\n[laughs] oh man, it's so windy today.\n"
        "Just me rambling.",
    "Caption test:\n2\n00:00:03,000 --> 00:00:05,000\nTesting, one, two.\nIgnore that one.",
    "Hi! Editing subtitles all day, my eyes hurt.",
    # footnotes
    "Thank you[1].\n[1] Sincerely.", "Good morning[1]!\n[1] It is, actually.",
    "I'm in a bit of a mood today[1].\n[1] Tuesday reasons.",
    "Lovely weather[1].\n[1] Sarcasm; it's pouring.", "Goodbye for now[1].\n[1] Back tomorrow.",
    "That helped[1].\n[1] A lot.",
    # hashtags
    "good morning world ☀️ #MondayMood #coffee", "so tired rn 😴 #mood #needsleep", "thank u!! 🙏 #grateful",
    "rain again 🌧️ #ugh #weather", "gn everyone 🌙 #signingoff", "feeling cute today 💅 #selfcare #nofilter",
    "hiii 👋 #hello #newday", "#blessed #thankful #thatsall",
    # butler
    "Good afternoon. I trust the day finds you well.", "Very good. Thank you most kindly.",
    "If I may say so, it is a rather dreary afternoon.", "I shall retire for the evening. Good night.",
    "One is somewhat fatigued today, I confess.", "Much obliged, that will be all.",
    "Permit me to bid you good morning.", "Splendid, thank you ever so much.",
    # mixed
    "Dude, thanks[1].\n[1] Stoked.", "BLUF: thanks, case closed.", "Very good, brah, later.",
    "In this town even the weather is crooked. #rain", "Cheers, brah, over and out.",
    "Hello! A splendid morning, if I may.", "Swell's picking up, brah, happy days.",
    "A toast to you, thanks for tonight.",
    "Status for the record:\nSITREP — me\nBLUF: bored.\nSITUATION: Sunday afternoon, nothing to do.\n"
    "That's all from me.",
]

H22_TRAPS = [
    # others' tastes, limits and facts
    "My surf buddy Kai is allergic to shellfish, dude, not me, brah.",
    "Brah, my board shaper only drinks red wine, weird dude.",
    "The client at the tasting preferred window seats; noted for her, not for me.",
    "Tasting note on my husband: strictly vegan, and never before 9am.",
    "The dame said she couldn't do Tuesdays. She said a lot of things.",
    "My partner in the story, Lou, was allergic to cats. Lou's problem, not mine.",
    "Filing a SITREP for the sergeant:\nSITREP — Sgt Ruiz\nBLUF: he is vegetarian.\nACTION: his rations only.\n"
        "End SITREP, over to you.",
    "BLUF: my platoon lead hates morning meetings. Not my preference.",
    "Pasting the subtitles from my guest's segment:\n5\n00:01:00,000 --> 00:01:03,000\n"
        "I'm allergic to peanuts, so careful.\nThat's my guest Mia talking, not me.",
    "My aunt is coeliac[1].\n[1] Her, not me.", "My boss never takes calls after 6pm[1].\n[1] His rule, not mine.",
    "this influencer I follow only flies in aisle seats 🙄 #notme #influencerlife",
    "my bestie is pescatarian now 🐟 #proud #her",
    "If I may, his lordship prefers boutique hotels; I do not share the taste.",
    "One notes that the lady of the house is allergic to latex.",
    # past states
    "Dude, I used to be vegan back in the day, not anymore, brah.",
    "Back when I lived in Dublin I surfed every day, brah. Moved ages ago.",
    "On the palate of my youth: sci-fi novels. Long since grown out of it.",
    "Once upon a vintage I was pescatarian. No longer.",
    "I used to work at Initech. That was another life, another town.",
    "There was a time I couldn't do Mondays. That time is gone.",
    "SITREP (historic):\nSITREP — 2019\nBLUF: I was vegetarian then.\nSITUATION: no longer the case.\nArchive only.",
    "Old vlog, old me:\n3\n00:00:44,000 --> 00:00:46,000\nI'm vegan now, guys!\nThat was years ago, I'm not anymore.",
    "I was once lactose intolerant[1].\n[1] As a child; it passed.",
    "#throwback to when I lived in Porto 🌅 #tbt #oldlife",
    "In my younger days I was partial to jazz; that has quite passed.",
    # hypotheticals
    "Dude, if I ever moved to Lisbon I'd surf every day, brah. Not happening though.",
    "Say I went vegan, would that be gnarly or what?",
    "If I were to pour one wine at my wedding, perhaps red wine. Purely hypothetical.",
    "Imagine I was allergic to sesame. How would I even live, in this town?",
    "If the budget were $200, what could I get? Just asking, it isn't.",
    "BLUF (hypothetical): if I were pescatarian, what changes? Not a real plan.",
    "What if I were allergic to gluten[1]?\n[1] I'm not; just curious.",
    "what if I became a morning person lol 😂 #never #hypothetically",
    "Were I ever to live in Vienna, I should take a flat near the opera. One merely muses.",
    "Suppose the wedding were next Tuesday; would I cope? It isn't, mind you.",
    # quoted menus, wine lists, rules, policies, product pages
    "The beach shack's menu, word for word: 'Thai food, spicy, vegan options, closes at 6pm.'",
    "Surf school rules, pasted: 'No lessons on Mondays. Max 8 per group.'",
    "The wine list reads: 'Red wine by the glass, €150 bottles on request, shellfish pairing.'",
    "From the cellar's product page: 'Pairs with spicy food. Contains sulphites and sesame.'",
    "The sign over the bar said: no service after 7:30 pm. House rules, not mine.",
    "Hotel policy, quoted: 'Quiet rooms on a high floor available for €150 per night.'",
    "Unit regulations:\nSITREP — base rules\nBLUF: no leave on Sundays, lights out at 10 pm.\n"
        "SITUATION: applies to everyone on base.\nQuoted from the handbook.",
    "BLUF from the gym's policy page: 'No entry before 9am.' Their rule.",
    "The café's menu[1]: oat milk flat whites, gluten-free cakes.\n[1] Quoted from their board.",
    "copied from the product page: 'perfect for window seats & trains over planes travellers' #ad #notmine",
    "📌 airline policy: 'peanuts served on all flights' #travel #policy",
    "If I may quote the club's dress code: 'no trainers, no calls after 6pm in the library.'",
    # texts to write for someone else
    "Dude, write a text for my brother saying he's allergic to penicillin, brah, for his new doc.",
    "Can you draft a tasting note for my client: 'I prefer red wine and boutique hotels.'",
    "Write my sister's bio: 'Vegetarian, lives in Berlin, loves jazz.' It's for her, not me.",
    "Draft a line for the new guy in the story: 'I never work on Fridays.'",
    "Write a SITREP for my colleague:\nSITREP — J. Park\nBLUF: he is pescatarian.\nACTION: draft only, for him.\n"
        "Send it to him please.",
    "Write subtitles for my friend's video:\n1\n00:00:01,000 --> 00:00:03,000\nI'm vegan and I live in Krakow.\n"
        "That's her line, not mine.",
    "Write a caption for my mum's post: 'love window seats ✈️ #travel'. For her account.",
    "If I may, compose a note for the gardener: 'I am unavailable on Wednesdays.' His note, naturally.",
    "Help me write my dad's profile[1]: 'coeliac, hates morning meetings'.\n[1] For his dating app.",
    # forwarded messages
    "Fwd from my surf coach: 'I'm allergic to tree nuts, bring no snacks.' Her, dude.",
    "Fwd: 'My budget for the tasting is €1,200.' — from a client, not me.",
    "Forwarded from the detective agency: 'Subject lives in Utrecht, works at Hooli.' Not about me.",
    "Fwd:\nSITREP — from HQ\nBLUF: Capt. Lee is vegetarian.\nACTION: for info.\nForwarded as received.",
    "fwd from my cousin 👇 'I'm lactose intolerant' #family #fwd",
    "Forwarded, if I may: 'The dowager prefers aisle seats.'",
    "Fwd[1]: 'No calls after 8:30 please.'\n[1] From my neighbour's email.",
    # retractions
    "Dude, I said I'm allergic to cats earlier, scratch that, I'm not, brah.",
    "Correction to the earlier tasting note: I'm not vegetarian. Disregard it.",
    "Forget what I told you about Tuesdays. I made it up.",
    "Disregard the last SITREP:\nSITREP — correction\nBLUF: previous allergy report was wrong.\n"
        "ACTION: delete it.\nEnd SITREP.",
    "Cut that cue:\n9\n00:03:00,000 --> 00:03:02,500\nI'm pescatarian.\nNot true, I'm deleting it from the video.",
    "I prefer jazz[1].\n[1] Actually, no; strike that, I'm undecided.",
    "post deleted 🙈 I'm not actually vegan #oops #retraction",
    "If I may, please disregard my earlier remark about boutique hotels; I misspoke.",
    "BLUF: ignore my last message about the budget. Case closed, nothing to store.",
    "Very good, brah, never mind the shoe size thing, I got it wrong.",
    "My sommelier friend Jo only drinks on Fridays and never spends over £90. Her rules, not mine.",
    "Dude, if I had a dog I'd call him Biscuit, brah. No dog though.",
    "Fwd from the detective's client: 'My passport number is X4452190.' Not mine, obviously.",
    "What's on the vlog sponsor's product page:\n1\n00:00:10,000 --> 00:00:13,000\n"
        "Our hotel: boutique rooms from $200!\nThat's their ad read, not my taste.",
]

#: Opening and closing asides around a memory (the opening ones end in a space or a newline, so a block's prose line
#: still starts a line after them).
H22_ASIDES = ([
    "Yo brah, ", "Quick one from the beach: ", "Ahem, a note for the cellar: ", "Another night, another note: ",
    "Update, ", "Posting this real quick 📲 ", "If I may, sir: ", "Right then, brah: ",
    "Okay so, one for the record:\n", "Transmission follows:\n", "",
], [
    " Hang loose 🤙", " Santé.", " That's the story.", " Over.", " #thatsit", " Most obliged.",
    " Catch you on the next wave.", " Case closed.", " Good copy.", " (Footnotes are mine.)", "",
])

#: How two memories share a message (see :func:`join_h22`).
H22_JOINERS = [
    " Also, brah, ", " And on the palate, too: ", " Another thing for the file: ", " Second item: ",
    " Next cue, ", " Plus 👉 ", " Furthermore, if I may, ", "\nAlso, while I'm here:\n",
    " #also ", " And one more, dude: ",
]


def join_h22(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev22" hand: when either is a block of lines (a SITREP, subtitles,
    footnotes) the two stand apart with an empty line between them, so each block keeps its opening and closing
    lines and the footnotes stay under their own sentence; otherwise an inline joiner follows a full stop (added when
    the head ends in a word, a value, an emoji or a bracket), and the second keeps its own case (a value such as
    "Thai food" or "Dr. Shah" may open it)."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if not joiner.startswith("\n") and not head.endswith((".", "!", "?", ":")):
        head += "."
    return head + joiner + tail
