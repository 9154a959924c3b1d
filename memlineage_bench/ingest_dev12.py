"""Wordings "dev12" (called "heldout12" until its one held-out run at stop 29) of `memlineage bench ingest` (the ``H12_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A twelfth hand (the helper session "held12"), written blind on 2026-12-02 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the README's ingest
section, the docs' pages on ingest, the notes (``issues stops``) or any list of misses, and who did not run any
extractor, ``memlineage ingest``, ``bench ingest`` or the classifier on this set or on anything (only the generator and
the pure set tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev11" (to choose
other voices) and the names and counts of "dev11"'s constants (to learn the shape). It was held out: the lead ran it
once (stop 29), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own:

* clipped radio procedure, a pilot's or a dispatcher's: "Be advised …", "I say again …", "How copy?", "Wilco",
  "Over." / "Out.", "Read back not required";
* a gamer's slang for real life: "irl loadout", "my main", "hard meta", "debuff warning", "side quest", "quest log",
  "AFK every …", "raid night", "IRL boss fight", "gg";
* an older person on voice-to-text: lower case, no punctuation, homophones the dictation picked ("i no my own mind",
  "right that down", "allergic two …", "more then …", "every weak", "on the calender two", "a peace of paper"),
  "dear", "is it recording";
* a developer writing to the agent in conventional-commit messages ("feat(me): …", "fix(health): …",
  "chore(profile): …") and in small changelogs: a prose line ending in ":", a "### Added" / "### Changed" /
  "### Removed" heading, one "- " item, and a prose line after it, so an aside or a joiner never lands on the block;
* Singapore English: "lah", "leh", "ah", "sia", "can?" / "can or not", "cannot", "… one", "got" (there is / I have),
  "don't anyhow …", "already";
* a couple on one shared account, writing "we" and "the two of us" and saying whose a memory is ("yes, me
  included", "this one's mine", "it's mine not his", "me worse than him");
* a ditherer thinking aloud who then commits ("hmm. let me think. … final answer", "I keep going back and forth but
  I've decided: …", "Was it… no, it's definitely …");
* a reviewer who scores everything: stars ("★★★★★", "☆☆☆☆☆"), "10/10", "0 stars", a survey or form answer
  ("[shoe size] 41 ✓ (mine, current)"); a low score on a thing to avoid goes with the reason ("… I'm allergic").

Small talk is hard but fair: radio checks, gamers' "gg wp" and lag, an older person's greetings and trouble with the
tablet, code-review banter ("LGTM", "ship it"), Singlish moods, a couple's day, a ditherer losing the thread, scores
for the agent's answers, general-knowledge questions. Traps look like memories and are not, and share their words:
other people's allergies, diets, days and numbers (a co-pilot, a duo partner, a grandson, an auntie, a husband, a
colleague), a game character's traits, a revert of a commit pushed to the wrong profile, test fixtures and README
sample text, a request to write a first-person bio or cover-letter line, past states ("back in 2019 my budget
was …", "when we were first married …"), undecided plans (a draft, a WIP, "we might get a dog"), a ditherer who does
not commit, questions about the user's own data, hypotheticals, sarcasm scored "ten out of ten", jokes ("my blood
type is espresso"), a forwarded chain letter and a family group's message.

Two memories share a message about a third of the time (:data:`H12_JOINERS`, :func:`join_h12`); some memories carry
an aside (:data:`H12_ASIDES`). Every style reads as its writer would put it (the dictation's homophones and the
Singlish grammar included) for every value of its placeholders ("trains over planes", "quiet rooms on a high
floor", "noon", "tomorrow", "next Friday", "the 14th of March", "cats", "lactose intolerant", "my sister: Anna",
"my dentist: Dr. Shah") and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H12_ASIDES", "H12_CONSTRAINTS", "H12_EVENT_STYLES", "H12_FACT_STYLES", "H12_JOINERS", "H12_PREF_STYLES",
           "H12_SMALLTALK", "H12_TASK_STYLES", "H12_TRAPS", "join_h12"]

H12_PREF_STYLES = [
    # radio procedure
    "Be advised: {v}, every time. Over.",
    "Preference report, over: {v}. How copy?",
    "Roger your last. For the log — {v} is what I want. Out.",
    "Affirm, {v}. I say again, {v}. Over.",
    # gamer
    "{V} is my main, not even close",
    "irl loadout: {v}. no nerfs pls",
    "hard meta for me is {v}, gg",
    "patch notes for me v2: buffed {v}, everything else unchanged",
    # older person on voice-to-text
    "hello dear i just wanted to say i like {v} very much thank you",
    "is it recording yes ok i would always choose {v} if your asking",
    "my grandson set this up so here goes i prefer {v} right that down please",
    "{v} is what i like best dear i no my own mind",
    # commit messages and changelogs
    "feat(me): default to {v}",
    "chore(prefs): pin {v} as my pick",
    "Quick changelog for you:\n### Changed\n- I prefer {v} now, use it everywhere\nThat's all for this release.",
    "docs: note that I always go with `{v}`",
    # Singapore English
    "I like {v} lah, always one.",
    "Confirm {v} for me, can? That one I really like.",
    "Wah {v} the best sia, give me that one always.",
    "Must be {v}, other one I don't want.",
    # a couple on one account
    "The two of us both love {v} — yes, me included.",
    "In our house it's {v}, for both of us.",
    "Shared account, but this one's mine: I go for {v}.",
    # a ditherer who commits
    "hmm. let me think. {v}? yeah. {v}. final answer.",
    "I keep going back and forth but I've decided: {v}, locking it in.",
    "Not sure how to put it... ok, simply: I prefer {v}. Done deliberating.",
    # a reviewer
    "{V}: ★★★★★, would pick again every single time.",
    "Rating my options honestly: {v} 10/10, nothing else comes close.",
    "Five stars from me for {v}. Always my pick.",
]

H12_CONSTRAINTS = {
    "allergy": [
        "Be advised, I'm allergic to {a}. Critical item. Over.",
        "Negative on {a}, I say again, negative. Allergic.",
        "Medical, break: allergy to {a}. Acknowledge.",
        "one-shot KO for me irl: {a}. allergic",
        "debuff warning: i'm allergic to {a}, keep it out of my inventory",
        "please keep me away from {a} dear i am allergic two it the doctor said its serious",
        "i get a rash from {a} every time its an allergy so no {a} please",
        "fix(health): I'm allergic to {a} — never suggest it",
        "Release notes, health edition:\n### Added\n- allergy: {a}\nPlease treat that one as serious.",
        "I allergic to {a} one, cannot go near.",
        "{A} cannot lah, I got allergy.",
        "The two of us are both allergic to {a} — me worse than him.",
        "We're careful about {a} in this house because I'm the one who's allergic.",
        "Was it... no, it's definitely {a}. I'm allergic, the test came back.",
        "{A}: zero stars, instant hives, I'm allergic.",
        "Rating: {a} ☆☆☆☆☆ — allergic, so never.",
    ],
    "diet": [
        "Be advised: I'm {d}. Plan meals accordingly. Over.",
        "Dietary status, over: {d}, no exceptions.",
        "irl build: {d}. pick restaurants that work for that, gg",
        "i main {d} irl, have for years, plan food around it",
        "i am {d} now dear so the restaurant must no that",
        "for the dinner bookings i am {d} please keep it in mind thank you",
        "fix(diet): I'm {d}, filter every menu for it",
        "Small update to my profile:\n### Changed\n- diet: {d}\nUse that for any food bookings.",
        "I {d} one, the food must be OK for me.",
        "Got {d} option or not? Must have ah, I'm {d}.",
        "Both of us are {d}, so the two of us need places with options.",
        "I'm the {d} one in our couple — he eats anything, I don't.",
        "Let me be precise, hmm: I'm {d}. Not mostly — fully.",
        "Menus that don't work for someone {d}: 0/10. That's me, so check.",
    ],
    "hours": [
        "Be advised, no calls after {t}. Over and out.",
        "Comms window opens {t}. Nothing earlier. Acknowledge.",
        "Say again: no meetings before {t}. Read back please.",
        "AFK every day after {t}, don't queue anything for me past that",
        "i don't log in before {t}, irl servers closed till then lol",
        "please dont ring me before {t} dear i am not up",
        "no meetings after {t} i need my rest you no how it is",
        "fix(calendar): reject invites before {t}",
        "Changelog, calendar rules:\n### Added\n- no calls after {t}\nStrict on that one.",
        "Before {t} cannot lah, I still sleeping.",
        "After {t} don't call me ah, I won't pick up one.",
        "We don't take calls after {t} — that's me and him, house rule.",
        "Earliest... hmm, {t}. Yes, {t}. Nothing before that, final.",
        "Meetings before {t}: ★☆☆☆☆, please never book them for me.",
        "Calls after {t} get a hard 0/10 from me — don't schedule them.",
    ],
    "budget": [
        "Be advised, budget ceiling {m}. Do not exceed. Over.",
        "Copy budget: {m} maximum. How copy?",
        "gold cap for this run is {m} irl, can't go over",
        "max spend {m}, i'm not pay-to-win lol",
        "i cant spend more then {m} on it dear my pension wont stretch",
        "keep it under {m} please i am on a fixed income",
        "fix(budget): cap spending at {m}",
        "Budget config, human-readable:\n### Set\n- max: {m}\nDon't go above it.",
        "{m} max lah, more than that cannot.",
        "Budget {m} only, don't anyhow book expensive one.",
        "The two of us have agreed: {m}, not a cent more.",
        "Our joint budget is {m} and I'm the one holding us to it.",
        "How much... okay, {m}. That's the ceiling, I've thought it through.",
        "Anything over {m}: 0 stars, I won't pay it.",
        "Deals above {m} rate a flat 1/10 from me, so keep it at {m} or less.",
    ],
    "days": [
        "Be advised, I'm unavailable every {w}. Over.",
        "{W}s: negative. I say again, negative. Out.",
        "{W}s are raid night, I'm busy every week, don't book me",
        "i'm AFK every {w}, standing thing, never book me then",
        "i cant do {w}s dear thats when my daughter takes me shopping",
        "no appointments on a {w} please i have my club every weak",
        "fix(calendar): block every {w} for me",
        "Calendar changelog:\n### Removed\n- {w}s (I'm never free)\nPlease respect that going forward.",
        "{W} cannot one, every week I got class.",
        "Don't book me any {w} ah, confirm cannot.",
        "{W}s are our day off together, so don't book me then.",
        "We're both tied up every {w} — me with work, him with his mum.",
        "Which day... {w}. {W}s don't work for me, that's settled.",
        "{W}s for meetings: ☆☆☆☆☆. I'm never free.",
        "Booking me on a {w}: 0/10, I'm always busy then.",
    ],
}

H12_FACT_STYLES = [
    # radio procedure
    "Be advised, my {n}: {v}. Over.",
    "For the log, my {n}: {v}. I say again, {v}.",
    "Copy my {n} as {v}. Read back not required.",
    "Be advised, correction to my file: {n} is {v}. Over.",
    # gamer
    "adding to my real-life character sheet: {n} = {v}",
    "irl stat unlocked, my {n}: {v}",
    "gg found it, my {n} is {v}",
    # older person on voice-to-text
    "hello dear its me again my {n} is {v} i wanted you two have it",
    "ok is it listening my {n} is {v} have you got that",
    "i have wrote it on a peace of paper my {n} is {v}",
    # commit messages and changelogs
    "chore(profile): add my {n}, {v}",
    "feat(me): my {n} is `{v}`",
    "Profile changelog:\n### Added\n- {n}: {v}\nStill valid as of today, keep it.",
    # Singapore English
    "My {n} is {v} one, remember ah.",
    "{n} ah? {v}. Save for me can?",
    # a couple on one account
    "Shared account, but this is only mine: my {n} is {v}.",
    "Just me this time, not both of us — my {n}: {v}.",
    # a ditherer who commits
    "Hang on, checking... got it: my {n} is {v}. Confirmed.",
    "I wasn't sure, so I looked it up: {v}, that's my {n}.",
    # a reviewer / a form
    "[{n}] {v} ✓ (mine, current)",
    "Survey answer for you to keep — my {n}: {v}.",
]

H12_EVENT_STYLES = [
    # radio procedure
    "Be advised, my {e} is {d}. Over.",
    "Schedule, over: {e}, {d}. Acknowledge.",
    "Be advised, {e} now {d}, I say again, {d}. Over.",
    # gamer
    "IRL boss fight: my {e}, {d}. wish me luck",
    "queue me up for my {e} {d}, can't miss that one",
    # older person on voice-to-text
    "my {e} is {d} dear can you make sure i dont forget",
    "i have my {e} {d} its on the calender two but put it in yours",
    # commit messages and changelogs
    "feat(calendar): my {e} — {d}",
    "Calendar changelog:\n### Added\n- {e}: {d}\nPlease hold that date.",
    # Singapore English
    "{d} got my {e}, don't book other things ah.",
    "My {e} is {d} one, remind me can?",
    # a couple on one account
    "Put it in our shared calendar: my {e}, {d}.",
    "Add to our calendar, it's mine not his: {e} {d}.",
    # a ditherer who commits
    "When is it... {d}. Yes, my {e} is {d}, I double-checked.",
    "Date confirmed after much dithering: {e}, {d}.",
    # a reviewer / a form
    "{E}: {d}. Rating my nerves: 2/10.",
    "Form answer, upcoming dates — {e}: {d}.",
]

H12_TASK_STYLES = [
    # radio procedure
    "Tasking for me: {t}. Remind at intervals. Over.",
    "Wilco, I'll {t}. Chase me if I don't. Out.",
    # gamer
    "side quest irl: {t}. put it in my quest log",
    "main quest this week: {t}. ping me till it's done lol",
    # older person on voice-to-text
    "please remind me dear i have to {t} i always forget these things",
    "i need two {t} this weak dont let me forget",
    # commit messages and changelogs
    "chore(life): {t} — assignee: me",
    "Backlog for this sprint (mine):\n### To do\n- {t}\nNag me until it's shipped.",
    # Singapore English
    "Must {t} leh, remind me can?",
    "Later remind me go {t} ah, sure forget one.",
    # a couple on one account
    "It's my job this week, not his: {t}.",
    "Between the two of us I'm the one who has to {t} — remind me.",
    # a ditherer who commits
    "Should I {t}? Yes. Yes, I have to. Remind me.",
    # a reviewer
    "Top priority, ★★★★★: I have to {t}.",
    "My to-do, rated urgent 10/10: {t}.",
]

H12_SMALLTALK = [
    # radio procedure
    "Radio check, anyone there? Over.",
    "Loud and clear, thanks. Out.",
    "Stand by one.",
    "Roger, copy all.",
    "Say again, you broke up there.",
    "Nothing further at this time. Out.",
    # gamer
    "gg wp",
    "brb, queue popped",
    "that was a clutch answer ngl",
    "lag is insane today",
    "ok back, was AFK for a sec",
    "lol that's so OP",
    # older person on voice-to-text
    "hello is this thing on",
    "good morning dear how are you today",
    "my grandson showed me how to do this on the tablet",
    "oh my goodness the whether is something today",
    "i dont no how to make the writing bigger",
    "thank you dear your very kind",
    # commit messages and code review
    "LGTM",
    "nit: typo in your last reply lol",
    "ship it",
    "merge conflict in my brain today",
    "rebasing my whole week haha",
    # Singapore English
    "Wah so hot today sia.",
    "Ok can can.",
    "Eh thanks ah.",
    "Aiyo so tired lah.",
    "You makan already?",
    # a couple on one account
    "We just got back from the shops.",
    "He says hi, by the way.",
    "We're arguing about what to watch again.",
    "The two of us are knackered today.",
    # a ditherer
    "hmm.",
    "wait, I lost my train of thought",
    "no, never mind, ignore that",
    "ok. hmm. ok.",
    # a reviewer
    "10/10 answer, thanks.",
    "★★★★★ for that one.",
    "Would rate this chat five stars.",
    "That reply was a solid 8/10.",
    # general
    "What's the tallest mountain in Africa?",
    "How long do you boil an egg for?",
    "What rhymes with orange?",
    "Is it going to rain in London today?",
    "How many time zones does Russia have?",
    "Who won the last World Cup?",
]

H12_TRAPS = [
    # radio procedure
    "Negative, the peanut allergy is my co-pilot's, not mine. Over.",
    "Say again — what's my passport number on file? Over.",
    "If I were a real pilot I'd only ever fly in the window seat. Out.",
    "Ground control says their canteen went vegan. Copy, not my problem.",
    "Roger, hypothetically: what would €1,200 get me in Vienna? Over.",
    # gamer
    "my character in the game is vegan lol, she's an elf",
    "if i could reroll my life i'd be a pescatarian with a boat",
    "my duo partner can't play on Tuesdays, we keep losing",
    "write a bio for my gaming profile: 'I love dark mode and spicy food, I live in Berlin' — meme account, "
    "none of it's true",
    "back in my speedrunning days i never slept before 2am",
    # older person on voice-to-text
    "my grandson cant have gluten so i dont bake for him no more",
    "what was that password i told you for the wifi dear i forgot",
    "i used to live in dublin when i was a girl",
    "my late husband always booked us the aisle seats",
    "is it true that cats can give you allergies later in life",
    # commit messages and changelogs
    "revert: 'I prefer window seats' — pushed to the wrong profile, that's my brother's",
    "draft: maybe switch to a vegetarian diet? not merged, still thinking",
    "test fixture, ignore: name=Anna, dog=Biscuit, city=Porto",
    "README example for my app: 'My budget is €150 per night' — sample text, not about me",
    "WIP: might move to Lisbon, might not, no decision",
    # Singapore English
    "My auntie one, cannot eat shellfish, every Chinese New Year also must remind.",
    "Last time I stay in Krakow, now don't already.",
    "Ya lor, I so love waiting for the bus in the rain. Not.",
    "If I got dog I call him Max lah.",
    "My colleague say Fridays cannot, not me ah.",
    # a couple on one account
    "He's the one allergic to latex, not me — just so you don't mix us up.",
    "His phone number changed, not mine — he'll tell you himself.",
    "We might get a dog. Or we might not. We haven't decided anything.",
    "When we were first married we were both vegetarian.",
    "He's the jazz fan in this house, it's all his.",
    # a ditherer who does not commit
    "Aisle seats or window seats? Honestly no idea, I'll decide at the gate.",
    "Thinking about going vegan next year, but I say that every year.",
    "Should I set a budget of £90? Or more? I genuinely don't know yet.",
    "I was going to say no calls after 6pm, but let's not make rules yet.",
    "Hmm, would I enjoy a job at Hooli? Just wondering.",
    # a reviewer
    "Proofread my review please: 'The boutique hotel's wifi password was taped to the wall. 3/10.'",
    "My friend rates Thai food 10/10, says I'd love it.",
    "Rate my plan out of 10: quit my job at Initech and move to Vienna. (Joking.)",
    "Oh wonderful, a 7am meeting. Ten out of ten, I adore those.",
    "Quiz for you: what's my shoe size? Bet you don't know.",
    # forwarded, quoted, jokes, the past
    "FWD FWD: send this to 10 friends by Tuesday or lose your luck!!! I'm allergic to bad luck lol",
    "Forwarded from the family group: 'Everyone bring a dish, Marta is vegan now.'",
    "My blood type is espresso.",
    "I'm allergic to spreadsheets, tell my boss.",
    "My dentist keeps saying 'no sugar after 8pm'. As if.",
    "Write me a cover letter line: 'I thrive in morning meetings and love short bullet-point answers.'",
    "Back in 2019 my budget was $200 a night, those were the days.",
    "Did I ever tell you which city I live in?",
]

#: How two memories share one message in the "dev12" set (about a third of its real turns are paired).
H12_JOINERS = [" Break. ", "\n\nsecond item:\n", " | ", "\n\n(2/2) ", " ⟶ next: "]
#: What the "dev12" set wraps around some memories (every changelog block of a style has prose before and after).
H12_ASIDES = (["Radio check complete. ", "ok quick one — ", "Eh, ", "(typing on the tablet) ", ""],
              ["", " Out.", " ⭐", " — he says hi too", " gg"])


def join_h12(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev12" hand: when either carries a changelog block the second starts a
    paragraph of its own under "second item:" (so a "### " heading and its "- " item stay at the start of their
    lines); otherwise each keeps its own punctuation and case (values such as "Thai food" or "Dr. Shah" may open
    the second)."""
    if ("\n" in head or "\n" in tail) and not joiner.startswith("\n"):
        joiner = "\n\nsecond item:\n"
    return head + joiner + tail
