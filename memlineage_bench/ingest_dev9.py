"""Wordings "dev9" of `memlineage bench ingest` (the ``H9_*`` constants; called "heldout9" until its one held-out run
at stop 26), kept out of ``ingest.py``, which is long enough already; ``ingest`` imports them and wires the set into its
``WORDING_SETS``.

A ninth hand (the helper session "held9"), written blind on 2026-12-01 by an engineer who had not read the extractor,
its classifier or its training tool, the gate, the labels, the query understanding, the time expressions, the entity
code, the extraction tests, any issue note or the README's and docs' paragraphs on ingest results, and who did not run
any extractor, ``memlineage ingest`` or ``bench ingest`` on this set (only the generator and the pure set tests).
It was run once, as the held-out measurement of the readings written for dev8, at stop 26; development data since.

Voices and shapes none of the sets before it (tuning, dev, dev2–dev8) use: English translated word for word from
German ("I become a rash from …", "my upper border is …", "think please of it", "write it please down") and from
Spanish ("I finish in the hospital", "for if you need it", "remember me to …", "My …? Is …"); a user who speaks
of themself by name throughout ("Priya here. Priya …"); a terse engineer's key=value lines with shell comments
("no_calls_after=6pm  # hard stop", "# TODO(me): …", a variable under a "# medical" comment); replies that answer
the assistant's numbered questions by number, inline ("1) yes 2) Tuesdays are out 3) your call") or one per line;
voice-memo transcripts with "[0:03]" timestamps between a "(voice memo)" header and an "(end)" line; corrections
mid-message ("… — actually no, make that …"); emoji-heavy lines; messages of four paragraphs with the memory in
the third; memories given as the reason for a request ("Could you pick somewhere else? Because I'm …"); hedged but
settled statements ("I think I'm allergic to …, the doctor said so"). Traps: a friend's, a child's, a partner's or
a colleague's tastes, allergies and plans (also in the numbered, key=value, voice-memo and correction shapes), an
invented song line and headline, questions about options and prices, a cancelled flight and offsite, jokes (a
"seafood diet", a wifi password called "incorrect"), hypotheticals, past states ("back in my twenties I was …", an
old phone number), rhetorical complaints and an unconfirmed hedge.

Every timestamped line and every one-per-line numbered answer of a memory's style has a line of prose before it,
so the set's asides (:data:`H9_ASIDES`) and joiners (:data:`H9_JOINERS`, :func:`join_h9`) never land in front of
one; every style reads as its writer would put it (the translated slips included) for every value of its
placeholders, and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H9_ASIDES", "H9_CONSTRAINTS", "H9_EVENT_STYLES", "H9_FACT_STYLES", "H9_JOINERS", "H9_PREF_STYLES",
           "H9_SMALLTALK", "H9_TASK_STYLES", "H9_TRAPS", "join_h9"]

H9_PREF_STYLES = [
    "For me please always {v}, that I find simply better.",
    "In Spanish we say 'me chifla', it means I am crazy for {v}. Is my favourite.",
    "Priya here. Priya likes {v}, and Priya would like that written down somewhere.",
    'pref.default="{v}"   # applies to everything you book for me',
    "my setup, roughly:\n# likes\nPREFER=\"{v}\"\nthat's the only line that matters",
    "answering your list: 1) yes, book it 2) {v}, always, that's my preference 3) no idea yet",
    "ok, going through your questions:\n1) no, not this time\n2) {v} — always my pick\n3) ask me on Friday\n"
    "hope that helps",
    "(voice memo)\n[0:00] okay um quick one\n[0:04] I always, always go for {v}\n[0:07] that's it, bye\n(end)",
    "Put me down for whatever's easiest — actually no, make that {v}, I do care about that one.",
    "✨💯 {v} 💯✨ always always 🙌🙌",
    "Sorry, this is going to ramble.\n\nThe move went fine in the end, half the boxes are still in the hallway and I "
    "can't find the kettle.\n\nWhile I think of it: I've always been happiest with {v}, so lean that way when you "
    "pick things for me.\n\nAnyway, the kettle. If you know a trick for finding things in boxes, I'm all ears.",
    "I'm asking for {v} because, honestly, it's the thing I enjoy most.",
    "I think I like {v} best? Yeah — pretty sure, I pick it every time.",
    "Rule number one when you plan anything for me: {v}.",
    "Note on the fridge for you, assistant: I like {v}. Imagine it underlined twice, you keep forgetting.",
    "{v} = S-tier, everything else mid",
    "Do I have a favourite? Yes: {v}. Next.",
    "Whatever the rest of the group wants, for me personally it's {v}.",
    "{V}, this I choose always, ¿sabes? Always.",
    "commit msg style, sorry, old habit: \"prefs: default to {v}\"",
]

H9_CONSTRAINTS = {
    "allergy": [
        "I become a rash from {a} — sorry, 'bekommen', I get a rash. I am allergic.",
        "Careful, with {a} I finish in the hospital — I am very allergic.",
        "Priya here. Priya is allergic to {a}, and Priya has the EpiPen to prove it.",
        "allergy={a} severity=high  # medical, not a preference",
        "for your notes:\n# medical\nALLERGIC_TO=\"{a}\"\nplease treat that one as hard",
        "re your three questions: 1) fine 2) yes — {a}, I'm allergic 3) no idea",
        "(voice memo)\n[0:00] so uh\n[0:02] the allergy, it's {a}\n[0:05] pretty serious, the hospital kind\n(end)",
        "I'm allergic to dust — actually no, that's just a stuffy nose; the real allergy is {a}.",
        "🚫 {a} 🚫 allergic!! 🤧🚑",
        "Can you double-check everything you book for me? Because I'm allergic to {a}, and last time it went badly.",
        "I think I'm allergic to {a} — well, the doctor said so, so yes, I am.",
        "Long message incoming.\n\nThe trip planning is going okay, I've narrowed it down to two places and both look "
        "lovely.\n\nOne thing you need to know first though: I'm allergic to {a}, properly allergic, so check before "
        "you book anything.\n\nI'll send the two places over tonight once I've eaten.",
    ],
    "diet": [
        "I am {d}, and this already since long, so please plan with it.",
        "I am {d}, so for me the normal menu no, okay? Something special.",
        "Kai here, about Kai: Kai is {d}, and has been for years.",
        "diet={d}   # hard requirement, not a phase",
        "answers, in order:\n1) sure\n2) I'm {d}, so check the menu\n3) no preference\nthanks!",
        "(voice memo)\n[0:00] hey, it's me\n[0:03] for the dinner, just remember I'm {d}\n[0:06] okay bye\n(end)",
        "I eat everything — actually no, that's not true any more, I'm {d} now.",
        "🌱 {d} 🌱 pls 🙏 no exceptions 🙅",
        "Could you pick somewhere else? Because I'm {d}, and that place never has anything I can eat.",
        "I suppose technically I'm {d}, the GP confirmed it last month, so yes, plan around it.",
        "Bit of a catch-up, bear with me.\n\nWork's quiet, the new flat is warm at last and the neighbours seem "
        "nice.\n\nFor the team dinner: I'm {d}, so whatever place you pick has to work for that.\n\nOtherwise I'm "
        "just counting the days to the holidays.",
    ],
    "hours": [
        "Before {t} I am not reachable, this I have already told.",
        "After {t} please no calls, for me is the limit, you understand?",
        "Priya here. Priya doesn't take calls after {t}, and Priya means it.",
        "no_calls_after={t}  # hard stop",
        "my availability, engineer style:\n# earliest start\nNOT_BEFORE=\"{t}\"\nplease respect that one",
        "to your questions: 1) yes 2) nothing before {t}, I'm useless earlier 3) either is fine",
        "(voice memo)\n[0:00] um hi\n[0:02] please, uh, no calls after {t}\n[0:05] I switch off then\n(end)",
        "You can call me whenever — actually no, make that: not after {t}, that's my cut-off.",
        "⏰ nothing before {t} 😴😴 seriously 🙅",
        "Could you move the call? Because before {t} I simply can't, and that's not going to change.",
        "I'd say nothing before {t}, I think — yeah, let's make that a firm rule.",
        "Okay, long one.\n\nThe project finally shipped, I slept for about eleven hours and I feel human again.\n\n"
        "While I remember, for scheduling: I don't take calls after {t}, so keep the diary clear past then.\n\n"
        "Now I'm off to find something to eat.",
    ],
    "budget": [
        "My upper border is {m} — sorry, 'Obergrenze', my upper limit.",
        "The maximum for me are {m}, not more, eh?",
        "Kai here. Kai's budget is {m}, and Kai is not flexible on that.",
        "max_spend={m}  # all in, don't round up",
        "ok, answers:\n1) yes, that one\n2) {m} max, all in\n3) not fussed\nlet me know what you find",
        "(voice memo)\n[0:00] right so\n[0:03] money-wise it's {m}, max\n[0:06] don't go over, okay\n(end)",
        "Budget's about a hundred — actually no, make that {m}, that's the real ceiling.",
        "💸💸 {m} max 💸💸 not a cent more 🙏",
        "Let's skip the fancy one, because honestly I can't go above {m}.",
        "I guess {m} is my limit? Yes — I checked the account, {m} it is.",
        "Right, trip planning, take two.\n\nLast time it all fell apart because nobody could agree on anything, so "
        "this time I'm just deciding.\n\nThe spending cap is {m}, all in, and it's my own money, so please respect "
        "it.\n\nThe group can sort out the rest between themselves.",
    ],
    "days": [
        "{W}s are for me taboo, there I have always training.",
        "For the {w}s, forget it — I work all the day.",
        "Priya here. Priya is never free on {w}s, Priya has checked.",
        "blocked_day={W}  # every week, recurring",
        "quick answers: 1) yep 2) {W}s are out, every week 3) your call",
        "(voice memo)\n[0:00] hi hi\n[0:02] just so you know, {w}s never work for me\n[0:05] okay that's all\n(end)",
        "Mornings are out for me — actually no, mornings are fine, it's {w}s I can't do.",
        "📅❌ {W}s ❌ every single week 😩",
        "Please move it, because I coach the kids' team every {w} and can't get out of it.",
        "I think {w}s are a no for me? Yeah, definitely, that's my night class.",
        "Sorry for the wall of text.\n\nThe kitchen's finally done, it only took four months and most of my "
        "sanity.\n\nFor the scheduling question you asked: I'm never free on {w}s, so don't offer me those.\n\n"
        "Photos of the kitchen to follow, obviously.",
    ],
}

H9_FACT_STYLES = [
    "My {n} is the following: {v}. Write it please down.",
    "My {n} is {v}, for if you need it.",
    "Kai here. Kai's {n} is {v}; Kai keeps forgetting it, so you keep it.",
    'me["{n}"] = "{v}"  # current, verified',
    "from my notes.txt:\n# {n}\n{v}\n(that's the latest)",
    "your questions: 1) no 2) my {n} is {v} 3) later this week",
    "going down your list:\n1) that's fine\n2) {n}: {v}\n3) not sure yet\nhope that covers it",
    "(voice memo)\n[0:00] okay\n[0:02] my {n}, you wanted it, it's {v}\n[0:07] yep\n(end)",
    "My {n} is — hang on, let me look it up properly — it's {v}.",
    "📌 {n} ➡️ {v} ✅✅",
    "I'm sending it now because you'll need it for the forms: my {n} is {v}.",
    "I'm fairly sure my {n} is {v} — yes, just checked, it is.",
    "Apologies, this got long.\n\nThe renovation is dragging on and the builder keeps promising next week.\n\n"
    "Filing this with you: my {n} is {v}, the forms kept asking and I kept not having it to hand.\n\n"
    "I'll let you know when the builder finally turns up.",
    "ack. {n}: {v}. ttyl",
    "My {n}? Is {v}, I write it for you here so you have it.",
]

H9_EVENT_STYLES = [
    "Make me please a note: {d} is my {e}.",
    "Remember me my {e}, is {d}.",
    "Priya here. Priya's {e} is {d}, and Priya would like a reminder.",
    'event="{e}" when="{d}"  # pls add',
    "answering in order:\n1) yes\n2) my {e} is {d}\n3) no, that's everything\nthanks",
    "(voice memo)\n[0:00] uh hi\n[0:03] my {e} is {d}, put it in\n[0:06] cheers\n(end)",
    "My {e} is Friday — no wait, that's the old date, it's {d} now.",
    "📅 {E} ⏰ {d} 😬🙏",
    "Don't book me anything for {d}, because that's my {e}.",
    "I think my {e} is {d}? Yes, the confirmation email says so.",
    "Okay, a proper update for once.\n\nThe garden is a jungle and the neighbours have a new dog that barks at "
    "everything.\n\nThe date you were after: my {e} is {d}, so work around that.\n\nRight, back to the jungle.",
    "diary line, same format as my paper one:\n{d}  {e}\ndon't let anything clash with it",
]

H9_TASK_STYLES = [
    "I must still {t}, think please of it.",
    "Remember me to {t}, please, I always forget it.",
    "Kai here. Kai has to {t}, and Kai won't do it without a nudge.",
    "todo list, grep-able:\n# TODO(me): {t}\nping me until it's done",
    "re your list: 1) done 2) still need to {t} 3) skip that one",
    "(voice memo)\n[0:00] note to self\n[0:02] I need to {t}\n[0:04] don't let me weasel out of it\n(end)",
    "Remind me to do the thing — no, be specific: remind me to {t}.",
    "⚠️⚠️ must {t} ⚠️⚠️ 😫",
    "I can't relax this weekend, because I still have to {t}.",
    "I'm pretty sure I'm meant to {t} this week — yes, I am. Chase me.",
    "Warning, this is a long one.\n\nEverything's fine, just busy, the usual.\n\nThe bit I need your help with: I "
    "have to {t}, and I've put it off three times already.\n\nOtherwise, nothing new.",
]

H9_SMALLTALK = [
    "Danke schön — I mean, thank you!",
    "Gracias, you are very amable.",
    "ack",
    "status: ok",
    "exit 0 lol",
    "# nothing more from me today",
    "1) thanks 2) that's all 3) bye",
    "(voice memo)\n[0:00] oh, wrong button, sorry\n(end)",
    "🙏🙏🙏",
    "😅 oops",
    "👋 hiii",
    "Hallo, are you there?",
    "Hola! Perdón, hello.",
    "Priya here, just saying hi.",
    "Kai is tired today. Kai needs coffee.",
    "What's the difference between a shell and a terminal?",
    "Can you explain what a cron job is?",
    "How do you say 'appointment' in German?",
    "Actually no, ignore my last message.",
    "wait, scrap that, I'll rephrase",
    "That was quick, nice.",
    "Hmm, let me think about it and get back to you later.",
    "The coffee machine at work is broken again, tragedy.",
    "Is it normal that my plants keep dying?",
    "brb, oven timer",
    "sorry, voice typing went wild there",
    "Happy Monday, I guess.",
    "You're getting better at this, you know.",
    "Hmm. Okay. Sure.",
    "What's a good name for a goldfish?",
    "Sorry for all the messages today!",
]

H9_TRAPS = [
    "My friend Lena always insists on aisle seats — personally I couldn't care either way.",
    "My daughter only eats spicy food now, apparently. She's six and fearless.",
    "The school sent a note home: a kid in my son's class is allergic to sesame.",
    "Can't get this out of my head: \"window seats and Sunday mornings, nothing else to do\" — what song is that?",
    "Headline this morning: \"Shellfish prices hit record high\". Yikes.",
    "Would aisle seats or window seats be better for a six-hour flight?",
    "What can you actually get for $200 a night in Vienna?",
    "The flight to Rome next Tuesday is off — they cancelled the whole conference.",
    "We'd planned a team offsite for the 14th of April but it got scrapped.",
    "I'm on a seafood diet — I see food and I eat it. 😄",
    "My wifi password is 'incorrect', so when I forget it the laptop tells me. Ha.",
    "If I were coeliac I think I'd just give up on bread entirely.",
    "If money were no object I'd take the train everywhere and never fly again.",
    "Back in my twenties I was pescatarian for a few years.",
    "We lived in Utrecht until 2021, lovely city.",
    "My old phone number was +44 7700 123456, I don't use it any more.",
    "Who even enjoys a 6am meeting? Nobody, that's who.",
    "Why is every hotel in this city €1,200 a night, honestly?",
    "my mum's settings, not mine:\n# mum\nallergy=penicillin\nthat's hers, I'm fine",
    "(voice memo)\n[0:00] note for Jonas's party\n[0:03] Jonas is vegan, so no meat\n(end)",
    "about my sister's trip: 1) she's vegan, not me 2) her flight's next Friday 3) no idea",
    "I'm allergic to cats — actually no, sorry, that's my husband. I'm fine with them.",
    "my boyfriend 😍 loves jazz 🎷🎷 every day, all day 🙉",
    "No idea if it's gluten or just stress, the doctor hasn't said anything yet.",
    "Is a pescatarian allowed to eat prawns?",
    'The airline\'s site says "window seats from $200", which seems steep.',
    "Omar at work is allergic to latex, found that out the hard way.",
    "My partner still has to call the landlord, not my problem, thankfully.",
    "My neighbour's job interview is tomorrow and she's so nervous.",
    "My sister becomes always a rash from cats — I not, luckily.",
]

#: How two memories share one message in the "dev9" set (about a third of its real turns are paired).
H9_JOINERS = [" and also ", "\n\nThing two: ", " — plus, ", " ;) also ", "\n\n+ "]
#: What the "dev9" set wraps around some memories (never in front of a timestamp or a numbered answer line).
H9_ASIDES = (["ok so — ", "Hallo, ", "(typed on the tram) ", "hmm, ", ""],
             ["", " 🙏✨", " — over and out.", " (voice-typed)", " ok bye"])


def join_h9(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev9" hand: when either is several lines (a voice memo, numbered
    answers, a shell snippet, paragraphs) the second starts a new paragraph, keeping a paragraph joiner's words;
    after a key=value line's trailing "# comment" it starts a new line (it would be part of the comment otherwise);
    an inline joiner drops the first one's full stop. The second keeps its own case."""
    if ("\n" in head or "\n" in tail) and not joiner.startswith("\n"):
        joiner = "\n\n"
    elif "  # " in head and not joiner.startswith("\n"):
        joiner = "\n"
    return (head.rstrip(" .") if joiner in (" and also ", " — plus, ") else head) + joiner + tail
