"""Wordings "dev10" (called "heldout10" until its one held-out run at stop 27) of `memlineage bench ingest` (the
``H10_*`` constants), kept out of ``ingest.py``, which is long enough already; ``ingest`` imports them and wires the
set into its ``WORDING_SETS``.

A tenth hand (the helper session "held10"), written blind on 2026-12-01 by an engineer who had not read the extractor,
its classifier or its training tool, the gate, the labels, the query understanding or the earlier sets' wordings (only
the shape of "dev9"'s constants, to learn the placeholders), and who did not run any extractor, ``memlineage ingest``
or ``bench ingest`` on this set (only the generator and the pure set tests). It is held out: the lead runs it once.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own:

* a user who talks to the agent *as a memory*: "Save to memory: …", "pls remember …", "Write this down for me: …";
* formal Indian business English: "Kindly note …", "Request you to …", "I am having allergy to …", "from my side";
* French-speaker English: "since three years", "I am allergic of …", "think to remind me", "I am not millionaire",
  "I have my mother" (I look after her), "I finish with the face all swollen";
* voice dictation that types the spoken punctuation ("… comma I mean it period") and never capitalises;
* Gen Z shorthand: "ngl", "lowkey", "af", "me: … also me: …", "u never asked but …";
* an older user, over-polite and complete ("Good afternoon. … Thank you kindly.");
* a user typing one-handed between interruptions ("typing one-handed, sorry. allergy: …. mine, to be clear");
* rambling run-ons with the memory in the middle of a story ("so someone asked me if I'd told you, and I hadn't …");
* chat typo fixes: a message with one misspelt word, then a second line "*allergic" correcting it;
* a polite corporate tone ("As a standing rule …", "Follow-up item, owner me: …", "Please update your records …");
* pasted blocks: a line from a clinic form, a notes-app line, a quoted confirmation text, a Markdown checklist
  ("- [ ] …") or bullet list, each after a line of prose (so an aside never lands in front of the block);
* elliptical answers to an earlier question ("re your question from before — …", "you asked earlier about my …").

Small talk is hard but fair: first-person feelings with nothing to keep ("I love this, you're a lifesaver", "my brain
is fried today"), dictation artefacts, formal acknowledgements, general-knowledge questions. Traps look like memories
and are not: first-person sentences inside a request (translate "My budget is …", a poem that starts "I prefer …", a
message drafted for a caterer about the guests), other people's tastes and limits stated as theirs (a partner, a
boss, a flatmate, a colleague, a manager, a nephew), questions about the user's own data or options, hypotheticals
("If I ever get a dog I'm naming it Biscuit"), past states, sarcasm, an untested hedge, an undecided plan, quotes.

Two memories share a message about a third of the time (:data:`H10_JOINERS`, :func:`join_h10`); some memories carry
an aside (:data:`H10_ASIDES`). Every style reads as its writer would put it for every value of its placeholders
("trains over planes", "noon", "tomorrow", "the 14th of March", "my sister: Anna") and carries nothing else a careful
note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H10_ASIDES", "H10_CONSTRAINTS", "H10_EVENT_STYLES", "H10_FACT_STYLES", "H10_JOINERS", "H10_PREF_STYLES",
           "H10_SMALLTALK", "H10_TASK_STYLES", "H10_TRAPS", "join_h10"]

H10_PREF_STYLES = [
    "Save to memory: I like {v}.",
    "pls remember i'm a {v} person",
    "ngl {v} is my thing, always has been",
    "lowkey obsessed w {v}, fyi for future stuff",
    "note that i prefer {v} period that's it",
    "Kindly note my preference is for {v} only.",
    "Request you to keep {v} as my preference going forward.",
    "For me it is always {v}, I find it more agreable.",
    "so I was thinking about last time and honestly the thing I keep coming back to is {v}, that's just what I like, "
    "I don't know why",
    "I prefre {v}\n*prefer",
    "sorry, typing one-handed. i like {v}. that's the message lol",
    "Good afternoon. I would like you to know that I have always preferred {v}. Thank you kindly.",
    "re your question from before — {v}, definitely, that's what I prefer.",
    "If you're ever choosing for me, {v} wins every single time.",
    "Stuff I like, for your notes:\n- {v}\nthat's the list so far",
    "Not a fan of the alternatives. I'll take {v} every time.",
    "For planning purposes, please treat {v} as my default preference.",
    "{V}. Always {v}. Write that down somewhere.",
    "fwiw i'm def more of a {v} kinda person",
    "used to not care but these days I actually prefer {v}",
    "yeah so um i like {v} a lot like a lot a lot so if there's ever a choice go with that",
    "Put this in my profile please, what I like: {v}.",
    "Oh, I adore {v}, truly.",
]

H10_CONSTRAINTS = {
    "allergy": [
        "Save to memory: allergic to {a}. Serious one.",
        "medical thing pls remember — {a} allergy, the bad kind",
        "Kindly note I am having allergy to {a}, please take care accordingly.",
        "I am allergic of {a}, it's serious, I finish with the face all swollen.",
        "important comma i'm allergic to {a} period please don't forget",
        "im alergic to {a}\n*allergic",
        "My doctor has asked me to make sure everyone knows I am allergic to {a}. Thank you, dear.",
        "ok real talk {a} = hospital for me, allergic af",
        "copying from the clinic form so you have it:\nAllergies (list all): {a}",
        "so someone asked me if I'd told you, and I hadn't, so: I'm allergic to {a}, properly allergic, not the mild "
        "kind",
        "typing one-handed, sorry. allergy: {a}. mine, to be clear",
        "Please ensure that any booking made on my behalf accounts for my {a} allergy.",
        "Rule number one with me: no {a}, I'm allergic.",
        "{A}? Allergic. Keep it far away from me.",
    ],
    "diet": [
        "Save to memory: I'm {d}.",
        "Kindly note I am {d} and request you to book accordingly.",
        "I am {d} since three years, so please think of it for the restaurants.",
        "for the restaurants just remember that i'm {d} thanks period",
        "reminder that i'm {d} so no sketchy menus pls",
        "I should mention that I have been {d} for many years now, so please keep it in mind when booking lunches.",
        "sorry, chaos here. me = {d}, just so you know",
        "a friend picked a place last time with basically nothing I could order because I'm {d}, so can you just "
        "always check that for me",
        "wait i never told you? I'm {d}. sorry, should have said ages ago",
        "For catering purposes: I am {d}. Please pass this on to any venue you book.",
        "Dietary requirements? Mine: {d}.",
        "Being {d} is not a phase for me, it is how I eat, please plan meals around it.",
    ],
    "hours": [
        "Save to memory: no calls after {t}.",
        "Kindly do not schedule any meeting before {t}, I request you.",
        "Please, no meeting before {t}, I am not functional before.",
        "do not book anything before {t} comma i mean it period",
        "anything before {t} is a no from me, literally can't",
        "I do not take telephone calls after {t}, as I retire early.",
        "mornings are chaos here, so nothing before {t} works for me, sorry",
        "and look I know it's annoying but my brain just doesn't switch on, so nothing before {t}, that's a hard line "
        "for me",
        "dont book me anythign before {t}\n*anything",
        "As a standing rule, I am not available for calls after {t}.",
        "Hard stop at {t}. After that I'm offline, no exceptions.",
        "{t} is my cutoff, nothing gets booked past it.",
        "Contact hours, since you asked: nothing after {t}, please.",
    ],
    "budget": [
        "Save to memory: budget tops out at {m}.",
        "Kindly restrict the expenditure to {m} maximum.",
        "I cannot go over {m}, it's my limit, I am not millionaire.",
        "keep the whole thing under {m} period that's my limit",
        "{m} is the ceiling, i'm broke broke",
        "I'm afraid I must not spend more than {m}. I hope you understand.",
        "with everything going on, {m} is genuinely the most we can spend, nothing more",
        "and the money side, so we talked it over and {m} is the absolute most, anything above that and I'm out",
        "budegt is {m} max\n*budget",
        "Please note the approved budget for this is {m}; I will not sign off on anything above it.",
        "Spending cap: {m}. I won't go above it.",
        "Anything you book has to land at {m} or under, full stop.",
    ],
    "days": [
        "Save to memory: {w}s are blocked for me, every week.",
        "Kindly note I will not be available on any {w}.",
        "The {w} is impossible for me, every week, I have my mother.",
        "never schedule anything on a {w} comma i'm not around period",
        "{w}s are a no-go for me, every single week",
        "I have a standing engagement every {w}, so I am never free that day.",
        "{W}s are family days, so I'm unavailable, sorry",
        "so the thing about {w}s is I just can't, it's been like that for a year and it's not changing, so never on a "
        "{w}",
        "i cant do {w}s at all\n*can't",
        "Please avoid {W} for any appointments; I am unavailable that day each week.",
        "No {w}s. Not negotiable.",
        "Every {w} is taken for me, so pick another day.",
    ],
}

H10_FACT_STYLES = [
    "Save to memory — my {n}: {v}.",
    "Kindly note down my {n}: {v}.",
    "My {n}, it is {v}. I give it to you in case.",
    "my {n} is {v} period",
    "u never asked but my {n} is {v} lol",
    "I was told I should give you this, so here it is, my {n}: {v}.",
    "before I forget again (phone keeps ringing) — my {n} is {v}",
    "ok so random but I was filling something in and realised you don't have my {n}, it's {v}, there you go",
    "my {n} si {v}\n*is",
    "Please update your records with my {n}, which is {v}.",
    "pasting from my notes app:\n{n} — {v}",
    "you asked earlier about my {n}: it's {v}.",
    "{v}. That's my {n}, in case you need it.",
    "adding to what you know about me:\n- {n}: {v}",
    "Write this down for me: my {n} is {v}.",
    "One more detail for the file, my {n} — {v}.",
    "and my {n} is {v} yeah that's the one so you have it",
]

H10_EVENT_STYLES = [
    "Save to memory: {e}, {d}.",
    "Kindly block {d} in my calendar for the {e}.",
    "The {e} is fixed for {d}, I count on you to remind me.",
    "the {e} is {d} period put it in the calendar please",
    "{e} is {d} and i'm already stressed lol",
    "My {e} is set for {d}, and I would be grateful if you kept track of it.",
    "ok calendar thing: {e} {d}. that's all, back to the chaos",
    "so they finally got back to me and the {e} is {d}, which is fine I guess, I'd hoped for sooner but whatever",
    "teh {e} is {d}\n*the",
    "Please note that the {e} has been scheduled for {d}.",
    "from the confirmation text they sent:\n\"Reminder: {e} — {d}.\"",
    "date for the {e}: {d}. finally.",
    "{d}: {e}. Don't let me double-book that day.",
]

H10_TASK_STYLES = [
    "Save to memory: I still have to {t}.",
    "Kindly remind me to {t}, it is pending from my side.",
    "I must absolutely {t}, think to remind me.",
    "remind me to {t} period sometime this week would be good",
    "me: has to {t}. also me: has not done it. pls nag me",
    "Would you be so kind as to remind me to {t}? I keep forgetting.",
    "add to my list before I lose it: {t}",
    "my list for this week:\n- [ ] {t}\nnag me if it's still unticked friday",
    "need to {t} by the weekend, rmeind me\n*remind",
    "Follow-up item, owner me: {t}. Please chase me if nothing has moved by next week.",
    "oh and the thing I keep putting off, I really need to {t}, like actually do it this time",
    "Don't let me weasel out of it: I have to {t}.",
]

H10_SMALLTALK = [
    "testing, is this thing on?",
    "sorry wrong chat 🙈",
    "ignore that, pocket typed",
    "Kindly acknowledge.",
    "Thank you for your kind support.",
    "good good. and you?",
    "I am coming back in five minutes.",
    "It is very hot today, no?",
    "ngl that was kinda helpful",
    "bruh",
    "ok ok ok",
    "I love this, you're a lifesaver.",
    "I'm dying 😂 that's so funny",
    "my brain is fried today",
    "I need a coffee before I can deal with this.",
    "Good afternoon. I hope you are keeping well.",
    "Thank you, dear, that is most helpful.",
    "ugh dictation keeps adding full stops period",
    "hold on, doorbell",
    "back, sorry, that took forever",
    "what's 15 percent of 80?",
    "How many millilitres in a cup?",
    "Can you explain what an index fund is, in simple words?",
    "Is it normal for the app to be this slow today?",
    "ah that makes so much sense now",
    "Noted, merci.",
    "perfect, thanks a million",
    "hmm, not quite what I meant but close enough",
    "lemme think about it and get back to you",
    "it's raining AGAIN",
    "Monday energy, honestly.",
    "that's wild lol",
    "Okay. Understood. Proceed.",
    "Sorry for the late reply, was stuck in a meeting.",
    "yes yes, go on",
    "What's a good name for a houseplant?",
    "do you ever get tired of questions lol",
    "Wishing you a pleasant day ahead.",
]

H10_TRAPS = [
    "How do you say 'I am allergic to nuts' in Japanese? Asking for a friend who's travelling.",
    "Write a short poem that starts with 'I prefer the window seat'.",
    "Draft a note to the caterer: two of the guests are vegan and one can't have sesame.",
    "Translate to French: 'My budget is 200 euros per night.'",
    "My boss only does meetings after 10, which is annoying.",
    "My partner swears by aisle seats, I honestly don't care either way.",
    "My flatmate is allergic to cats, poor guy.",
    "My colleague is coeliac and the office party was a disaster for her.",
    "My nephew would live on pizza if you let him.",
    "My manager wants everything as short bullet points, it's exhausting.",
    "My friend's wifi password is literally 'password', can you believe it.",
    "Would I be happier as a vegan? Genuinely asking.",
    "What's my passport number again? I can never remember.",
    "Did I tell you my shoe size already?",
    "Window or aisle for a ten-hour flight, what do people usually pick?",
    "Is €150 a night reasonable for Lisbon in spring?",
    "Kindly tell me what is the best time to call Singapore from London.",
    "Do I even like jazz? I genuinely can't tell anymore.",
    "If money were no object I'd only ever fly business.",
    "In another life I'd be a jazz pianist.",
    "If I ever get a dog I'm naming it Biscuit.",
    "Hypothetically, if my flight got cancelled, could I claim compensation?",
    "I was pescatarian for about a year in uni, didn't stick.",
    "We used to live in Porto, ages ago.",
    "Yeah, I just LOVE 5am alarms. Best thing ever. 🙃",
    "Oh sure, I'd adore another three-hour layover.",
    "I might be lactose intolerant? No idea, never been tested.",
    "Maybe I'll go vegan in January, maybe not, who knows.",
    "Apparently most people prefer morning meetings? Not sure I believe that study.",
    "Everyone at work is obsessed with padel right now.",
    "Got a text saying my parcel is held at customs, pay $2 to release it. Scam, right?",
    "The restaurant's website says they're 'proudly nut-free'. Cute.",
    "My horoscope says I'm allergic to commitment lol",
    "'I'll have what she's having' is the best movie line ever.",
    "Someone on the forum said their dentist charges $200 for a cleaning, is that normal?",
    "The hotel's blurb promises 'quiet rooms on a high floor'. Marketing speak, I bet.",
    "dictation test the quick brown fox jumps over the lazy dog period",
]

#: How two memories share one message in the "dev10" set.
H10_JOINERS = [" — oh, and ", "\n\nalso,\n", " / ", "\nnext: ", "... plus "]
#: What the "dev10" set wraps around some memories (every block of a style has a line of prose before it).
H10_ASIDES = (["sorry, one sec — ", "Mm, okay. ", "so um ", "(sent from my phone) ", ""],
              ["", " (edited)", " — cheers!", " thx in advance", " k bye"])


def join_h10(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev10" hand: when either is several lines (a typo fix, a pasted
    block, a list) the second starts a paragraph of its own, so a "*fix" line or a list item stays alone on its
    line; an inline joiner drops the first one's full stop. The second keeps its own case (values such as "Thai
    food" or "Dr. Shah" may open it)."""
    if ("\n" in head or "\n" in tail) and not joiner.startswith("\n"):
        joiner = "\n\n"
    return (head.rstrip(" .") if joiner in (" — oh, and ", "... plus ", " / ") else head) + joiner + tail
