"""Wordings "dev8" of `memlineage bench ingest` (the ``H8_*`` constants; called "heldout8" until its one held-out run
at stop 26), kept out of ``ingest.py``, which is long enough already; ``ingest`` imports them and wires the set into
its ``WORDING_SETS``.

An eighth hand, written blind on 2026-12-01 by an engineer who had not read the extractor, the gate, the labels, the
query understanding, the clause classifier or its training, the extraction tests or any issue note, and who did not
run any extractor, ``memlineage ingest`` or ``bench ingest`` on this set. It was run once, as the held-out measurement
of stop 25's extractor, at stop 26; development data since.

Voices and shapes none of the sets before it (tuning, dev, dev2–dev7; dev6 and dev7 were called heldout and
heldout7 when it was written) use: a busy parent typing
on a phone between chores; a voice-assistant transcript with fillers, repeated words and restarts ("the, uh, the
…"); SMS abbreviations ("2moro", "rmnd", "gtg"); a formal request to a hotel concierge; a complaint that carries the
constraint; a memory stated as a correction of the assistant ("No — you've got it wrong, …"); the user about
themself in the third person, with who that is said after ("(yours truly)", "(me)"); replies with the assistant's
question quoted in curly quotes or as "Q: … / A: …"; markdown tables; a developer's YAML or INI snippet in a code
fence with the personal value under a key; long messages of several paragraphs with the memory in the last one;
English shaped by German ("since three years", "an allergy against", "remember me on it", verb-second word order)
and by Indian English ("Myself …", "… only", "do the needful"); a preference stated against a past dislike ("I used
to …, but these days …"). Traps: other people's tastes and values (forwarded, quoted, texted for them), a default
config pasted from docs, a price table copied from a website, a brochure, sarcasm, questions with a sum, a time or a
diet in them, hypotheticals, past states ("I used to …", "back in school"), a denial that a value is the user's,
values about objects (a café's wifi password, a school gate's opening time, boots bought for a son), a voice command
that is not a taste, and a long story about a friend.

Every table, code fence and Q/A in a memory's style has a line of prose before and after it, so the set's asides
(:data:`H8_ASIDES`) and joiners (:data:`H8_JOINERS`, :func:`join_h8`) never land on one; every style reads as its
writer would put it (slips of the non-native and texting voices included) for every value of its placeholders.
"""

from __future__ import annotations

__all__ = ["H8_ASIDES", "H8_CONSTRAINTS", "H8_EVENT_STYLES", "H8_FACT_STYLES", "H8_JOINERS", "H8_PREF_STYLES",
           "H8_SMALLTALK", "H8_TASK_STYLES", "H8_TRAPS", "join_h8"]

H8_PREF_STYLES = [
    "sorry typing one-handed, baby finally asleep on me. {v} for me pls, always",
    "uh what I what I like is, um, {v}, yeah, {v} for sure",
    "fwiw i ❤ {v}, every. single. time",
    "Good evening. For your guest file, please record that I have a standing preference for {v}.",
    "No, that's backwards: it's {v} I like, not the other way round.",
    "Fun fact about your favourite user: they like {v}. Act accordingly.",
    "you asked earlier, so:\nQ: what do I like?\nA: {v}\nThere, saved you asking again.",
    "Here you go:\n\n| | |\n|---|---|\n| likes | {v} |\n| dislikes | queues |\n\nThat's me in a nutshell.",
    "pasting my prefs file so you have it:\n```yaml\nprefs:\n  favourite: \"{v}\"\n  notify: false\n```\n"
    "use that going forward",
    "So this week has been a lot. The boiler man came twice, the car made a noise nobody could explain, and my "
    "neighbour has taken up the drums.\n\nI'm not complaining, just setting the scene.\n\nAnyway, what I wanted to "
    "say before I forget again: I always end up choosing {v}, so you may as well start there.",
    "I would like to have always {v}, this is for me the best.",
    "My first choice is {v} only, please remember.",
    "Why do you keep suggesting the opposite? I've told you, I like {v}.",
    "Me, I adore {v}, there is no discussion.",
    "my shortlist:\n✔ {v}\n✘ the rest\nthat's it",
    "If you ever need to cheer me up: {v}. Works every time.",
    "I used to roll my eyes at it, but these days I'm all in on {v}.",
    "“What do you enjoy?” you asked. {V}. Next question.",
    "ok so, uh, for me it's, like, {v}, you know, every time, uh, yeah",
]

H8_CONSTRAINTS = {
    "allergy": [
        "typing w one thumb sorry — me, not the kids, allergic to {a}. pls remember",
        "uh and and the allergy thing, it's, uh, {a}, I'm allergic to {a}, yeah",
        "pls note: allrgic 2 {a}!! srsly",
        "Please inform the kitchen and housekeeping that I am allergic to {a}; I would be grateful for your "
        "discretion.",
        "I told your colleague twice that I'm allergic to {a} and nobody wrote it down. Please fix your records.",
        "No — you've got it wrong, the allergy is {a}, not hay fever.",
        "Note on the patient (me): {a} allergy, confirmed by a skin-prick test.",
        "Medical card:\n\n| allergy | severity |\n|---|---|\n| {a} | severe |\n\nplease keep this on file",
        "my health profile, copied from the app:\n```yaml\nallergies:\n  - {a}\nblood_type: O+\n```\n"
        "keep it somewhere safe",
        "I have an allergy against {a}, this is serious.",
        "“Any allergies?” — yes, {a}. A bad one.",
    ],
    "diet": [
        "quick before school pickup: i'm {d}, kids eat anything",
        "so um I'm, uh, I'm {d}, so the, uh, the food thing needs to, you know, work for that",
        "im {d} now fyi, 4 real this time",
        "Would you be so good as to advise the restaurant that I am {d}? Many thanks.",
        "The set menu you picked had nothing I could eat. I am {d}, it's not a new thing.",
        "no, you wrote that down wrong — I'm {d}, not just 'picky'",
        "Heads-up for catering: the person writing this is {d}.",
        "For the dinner:\n\n| who | diet |\n|---|---|\n| me | {d} |\n| my +1 | eats everything |\n\nthanks!",
        "Since three years I am {d}, so please consider this.",
        "Myself {d}, so please book accordingly.",
    ],
    "hours": [
        "nothing before {t} on weekdays, that's school run + breakfast chaos",
        "uh don't don't put calls, uh, don't put any calls through after {t}, okay, thanks",
        "no mtgs aftr {t} k? thx",
        "Please arrange that no calls are put through to my room after {t}.",
        "You booked me at the crack of dawn AGAIN. Nothing before {t}. I have said this.",
        "No — {t} is the earliest, not the latest. Read it back to me.",
        "from my calendar config:\n```yaml\nworking_hours:\n  start: \"{t}\"\n  end: \"17:00\"\n```\n"
        "so don't book me outside that",
        "Appointments please not before {t}, earlier I can not.",
        "Dear diary-bot: your owner doesn't do calls after {t}. (Your owner = me.)",
        "Thanks for sorting out last week, that was a big help.\n\nThe new job is going ok, lots of names to "
        "learn.\n\nOne last thing, and it's the important bit: I can't take calls after {t}.",
    ],
    "budget": [
        "hotel 4 the half-term trip, {m} tops pls, 2 kids + me",
        "the budget's, uh, let's say, uh, {m}, no, yeah, {m} max",
        "budget {m} max, thx, gtg",
        "For the dinner reservation, I would ask that the bill for the table remain within {m}.",
        "Every option you sent was way over. I said {m}, and I meant it.",
        "no no, you've misheard — {m} is the ceiling, not the starting point",
        "What I can spend:\n\n| item | limit |\n|---|---|\n| hotel | {m} |\n| taxis | whatever |\n\nhope that's clear",
        "trip settings, straight from my notes file:\n```yaml\ntrip:\n  max_budget: \"{m}\"\n  flexible: no\n```\n"
        "stick to it please",
        "More than {m} I can not spend for this, this is my limit.",
        "Please do the needful and keep everything within {m} only.",
    ],
    "days": [
        "{W}s are swim lessons + football, I'm basically a taxi, so nothing then pls",
        "um {w}, uh, {w}s are no good for me, I'm, um, I'm busy every week",
        "{w}s = no go 4 me, srry",
        "Please note that I shall not be receiving visitors or appointments on {w}s.",
        "You put it on a {w}. Again. I work {w}s, I've told you this three times.",
        "No, you mixed it up — {W} is the day I can't do, every week.",
        "For the record, the guest in room 12 (yours truly) is unavailable on {w}s.",
        "My week:\n\n| day | status |\n|---|---|\n| {W} | blocked, every week |\n\nthe rest is flexible",
        "On {w} I have every week my course, so then it goes not.",
    ],
}

H8_FACT_STYLES = [
    "writing this while stirring pasta — {n} is {v}, save it somewhere",
    "my uh my {n}, it's, uh, {v}, I think, no, yeah, it's {v}",
    "sry 4 delay — {n} is {v} 👍",
    "For the registration card, my {n} is {v}. Do let me know should anything further be required.",
    "here's the bit of my config with it, don't judge:\n```yaml\nme:\n  {n}: \"{v}\"\n  theme: default\n```\n"
    "that's the current one",
    "Details:\n\n| field | value |\n|---|---|\n| {n} | {v} |\n\nthat's the only one you were missing",
    "No, that's not right — my {n} is {v}. Please correct it.",
    "Please file under 'things this user forgets': their {n} is {v}. (This user is me.)",
    "the form's questions, answered:\nQ: {n}?\nA: {v}\nok, next",
    "My {n} is {v}, this you can write down.",
    "My {n} is {v} only, kindly update it in your records.",
    "Hi! Long message, sorry.\n\nWork has been mad, the team is half the size it was and everyone is tired.\n\n"
    "On the bright side the garden is finally doing something.\n\nAnyway, the reason I'm writing: my {n} is {v}, "
    "and you'll need it for the forms next week.",
    "from my settings file (personal, don't share):\n```ini\n[me]\n{n} = {v}\n```\nthat's the one",
    "Third time I'm telling you this: my {n} is {v}. Please stop asking.",
]

H8_EVENT_STYLES = [
    "omg nearly forgot, {e} is {d}, need to find a sitter",
    "so the, uh, the {e}, that's, uh, {d}, can you, um, put that in",
    "{e} {d} pls add 2 cal thx",
    "Would you be good enough to keep {d} free for my {e}?",
    "Coming up:\n\n| what | when |\n|---|---|\n| {e} | {d} |\n\nplease don't double-book me",
    "calendar export, just the one that matters:\n```yaml\nevents:\n  - name: \"{e}\"\n    date: \"{d}\"\n```\n"
    "the rest is noise",
    "No, you've got the wrong date for my {e}: it's {d}.",
    "Diary note about myself, in the third person because it's funnier: they have their {e} {d}.",
    "Sorry, long one.\n\nThe last few weeks have been all over the place and I've let a lot slide.\n\nI'm trying "
    "to get back on top of things now.\n\nAlso, totally unrelated, my {e} is {d}.",
    "Please write in: {d} I have the {e}.",
    "for the calendar:\nQ: when's the {e}?\nA: {d}\nthat's confirmed now",
]

H8_TASK_STYLES = [
    "mental load dump: i need to {t}, and no one else will",
    "remind me to, uh, to, um, {t}, yeah, that one",
    "pls rmnd me 2 {t} 2moro",
    "Might you prompt me on Wednesday to {t}?",
    "Who does what:\n\n| task | owner |\n|---|---|\n| {t} | me |\n\nthe rest is sorted",
    "my todo.yaml, the top item is the one I keep skipping:\n```yaml\ntodo:\n  - {t}\n  - water plants\n```\n"
    "please nag me",
    "You were supposed to remind me to {t} and you didn't. Please do it properly this time.",
    "The parent in this house (me) still has to {t}. The kids are keeping score.",
    "Thanks for yesterday.\n\nThings are calmer now, the visitors have gone and the house is quiet.\n\nRight, "
    "the actual point of this message: I need to {t} before the deadline.",
    "I must still {t}, please remember me on it.",
]

H8_SMALLTALK = [
    "uh, hello? is it, uh, is it listening",
    "k ty",
    "brb kid just spilled juice everywhere",
    "Good evening, and thank you for your assistance this afternoon.",
    "**thanks!!**",
    "lol same tbh",
    "Sorry, autocorrect. Ignore that.",
    "How do I center a div?",
    "Guten Morgen! Sorry, good morning.",
    "omw, talk l8r",
    "Please convey my thanks to the team.",
    "ugh the toddler is teething again",
    "What's the difference between YAML and JSON?",
    "Can you format that as a table?",
    "Okay, um, never mind, uh, cancel that.",
    "No rush, I'm in a queue anyway.",
    "Ha! Good one.",
    "wait what",
    "Is it me or is everything slow today?",
    "Much obliged.",
    "Hello, is this the right place to ask?",
    "sorry, pocket-typed",
    "Could you explain that more simply?",
    "Quiet day for once.",
    "```\nok\n```",
    "Nice, that worked first time.",
    "Thank you, this is very helpful for me.",
    "Long story, I'll tell you another time.",
    "Are you actually a person?",
]

H8_TRAPS = [
    "My husband wants window seats, so book him one of those — I'll sit wherever.",
    "Forwarding my mum's message: 'no calls after 6pm, I'm asleep by then' — she means herself, obviously.",
    "The kids' school doesn't open the gate before 8:30, which is a nightmare.",
    "Oh yes, nothing I love more than a €1,200 car repair bill. Thrilled.",
    "Yay, my favourite: hold music. For forty minutes.",
    'The hotel brochure says "quiet rooms on a high floor, from €150". We\'ll see.',
    "Do boutique hotels usually allow dogs?",
    "Is 7:30 pm too late for dinner in Spain?",
    "If I won the lottery I'd only ever fly in window seats, lol.",
    "Say I went pescatarian — would I get enough iron?",
    "I used to be vegan, up until about 2019.",
    "Years back my wifi password was maple12 and the whole street knew it.",
    "The café's wifi password is printed on the cups: orbit77. Cute.",
    "These boots say size 44 on the box, but they're for my son, not me.",
    "Here's the default config from the docs, not mine:\n```yaml\nbudget: 300 dollars\nstart: 9am\n```\n"
    "why would anyone default to that",
    "Comparison from the website:\n\n| hotel | price |\n|---|---|\n| Casa Azul | €150 |\n| The Grand | €1,200 |"
    "\n\nwhich is better value?",
    "uh play, uh, play some jazz, no, the other, uh, never mind",
    "txt for my sister: 'do u want aisle or window?' can u make it sound nicer",
    "No — it was my brother who said he's allergic to penicillin, not me.",
    "Mia prefers red wine, apparently. Mia is my colleague, for context.",
    "How much is a taxi to the airport, roughly 120 euros?",
    "My old dentist, Dr. Moreau, retired last year — who do people go to now?",
    "Was going to book a weekend in Vienna but we're skipping it this year.",
    "Back in school I had a hamster called Pepper. RIP.",
    "Long one, sorry.\n\nMy friend Jo finally moved to Krakow and loves it.\n\nShe's vegetarian now too and "
    "won't stop sending me recipes. Good for her, honestly.",
    "Would a coeliac even be able to eat anything at that bakery?",
]

#: How two memories share one message in the "dev8" set (about a third of its real turns are paired).
H8_JOINERS = [" … ", "\n---\n", " & ", "\n\nP.S. ", " Oh and one more: "]
#: What the "dev8" set wraps around some memories (a table, fence or Q/A never opens or closes a style).
H8_ASIDES = (["juggling the kids, bear with me — ", "Uh, ", "Re: earlier — ", "Following up. ", ""],
             ["", " thx!!", " (sent from my phone)", " — cheers."])


def join_h8(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev8" hand: a message with a block (a table, a code fence, a Q/A
    or several paragraphs) on either side gets a blank line between the two; the second keeps its own case."""
    if ("\n" in head or "\n" in tail) and not joiner.startswith("\n"):
        joiner = "\n\n"
    return (head.rstrip(" .") if joiner in (" & ", " … ") else head) + joiner + tail
