"""Wordings "dev11" (called "heldout11" until its one held-out run at stop 28) of `memlineage bench ingest` (the
``H11_*`` constants), kept out of ``ingest.py``; ``ingest`` imports them and wires the set into its ``WORDING_SETS``.

An eleventh hand (the helper session "held11"), written blind on 2026-12-02 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the README's ingest
section, the notes' lists of misses or the earlier sets' wordings (only the shape of "dev10"'s constants, to learn the
placeholders and the joining), and who did not run any extractor, ``memlineage ingest`` or ``bench ingest`` on this
set (only the generator and the pure set tests). It is held out: the lead runs it once.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own:

* a teenager on a phone: no capitals or apostrophes, "fr", "istg", "no bc", "u", "💀", a question answered by
  itself ("allergies? peanuts. thats the list");
* a tired parent dictating while cooking: "Hang on, the onions — okay.", "Dictating while I chop, sorry —";
* a lawyer's hedged precision: "For the avoidance of doubt …", "Please diarise …", "I'm told, and have no reason to
  doubt it, that …", "subject to the usual exceptions" (hedged, yet a standing instruction all the same);
* a Spanish speaker translating as they go: "Always I choose …, is my favourite", "I have allergy to the cats",
  "The Fridays I am never free", "I must to …, please remember me this" (remember = remind);
* Indian English: "only" and "itself" for emphasis, "out of station", "preponed", "post that", "do the needful";
* Japanese-English politeness, refusals said as "a little difficult for me" (still a refusal), "Sorry for trouble";
* emoji-heavy chat: "⚠️ allergic to latex ⚠️", "📅 Fridays = ❌❌", "passport number ➡️ X1234567 ✅";
* pasted or forwarded text between two "---" lines (a GP's letter, an RSVP, a calendar invite, a notes-app line, a
  sticky note, an e-mail signature, a recurring calendar entry, a message to a travel agent, an e-mail to oneself),
  introduced by a prose line ending in ":" and followed by the user's comment, so an aside or a joiner never lands on
  the block;
* complaints ("Third time I'm saying it: …", "Why is it so hard to get …?"), corrections of the agent ("No, you've
  got that backwards — it's … I like"), reminders to self ("Future me: …"), the past against the present ("I used
  to … but now …"), and long run-on messages with the memory in the middle of a bad day.

Small talk is hard but fair: first-person moods and kitchen chaos with nothing to keep, formal acknowledgements,
apologies for one's English, general-knowledge and cooking questions, bare emoji. Traps look like memories and are
not: hypotheticals ("If I ever went vegan …"), wishes about others, other people's words in quotes (a boss's "I never
take calls after 6pm", a grandmother's saying), requests to write or translate text in the first person, questions
about the user's own data, jokes ("allergic to mornings"), compliments to the agent, past states, sarcasm, undecided
plans, a forwarded chain letter and group-chat message.

Two memories share a message about a third of the time (:data:`H11_JOINERS`, :func:`join_h11`); some memories carry
an aside (:data:`H11_ASIDES`). Every style reads as its writer would put it for every value of its placeholders
("trains over planes", "noon", "tomorrow", "the 14th of March", "cats", "lactose intolerant", "my sister: Anna") and
carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H11_ASIDES", "H11_CONSTRAINTS", "H11_EVENT_STYLES", "H11_FACT_STYLES", "H11_JOINERS", "H11_PREF_STYLES",
           "H11_SMALLTALK", "H11_TASK_STYLES", "H11_TRAPS", "join_h11"]

H11_PREF_STYLES = [
    "ok so {v}. thats the answer. every time fr",
    "istg if u give me anything other than {v} again 💀 i like {v}, pls",
    "no bc {v}?? elite. put that in my profile or whatever",
    "mom says im picky but idc, {v} or nothing",
    "Hang on, the onions — okay. What was I saying. Oh, yes: I like {v}, always have, write that down somewhere.",
    "Sorry, I'm doing three things at once and the oven timer's going, but before I lose the thought — {v}, that's "
    "what I like, remember it for me.",
    "Dictating this while stirring, so forgive me: I prefer {v}. That's the whole message.",
    "For the avoidance of doubt, and absent any instruction to the contrary, my preference is {v}.",
    "I would not go so far as to call it a rule, but I do consistently prefer {v}, and I'd ask you to proceed on "
    "that basis.",
    "Noting for the record — and I'm happy for this to be revisited — that I prefer {v}.",
    "Always I choose {v}, is my favourite, you can remember this.",
    "For me is better {v}, much more, I don't know why but is like this.",
    "What I prefer is {v} only, please do the needful and remember.",
    "Whenever you are booking or suggesting, go for {v} only, that is my liking.",
    "Excuse me, this is small thing, but I like {v} very much. Please remember, thank you.",
    "If possible, {v} is better for me. Sorry for the detail.",
    "what do i like? {v}. obviously. write it down 🙄",
    "Answering what you asked me yesterday, sorry it took a while: {v}. That's my pick whenever there's a choice.",
    "{v} 😍😍😍 always always always",
    "✨{v}✨ the vibe for me, every single time",
    "Copying the sticky note off my monitor, it applies here too:\n---\nWHEN IN DOUBT: {v}\n---\nYes, I'm that "
    "person.",
    "Why is it so hard to get {v}? Seriously, it's all I ever want and it's always the last option.",
    "No, you've got that backwards — it's {v} I like. Please fix it.",
    "I used to not care one way or the other, but these days it's {v} for me, no contest.",
    "Long day, the bus was late, my phone died twice, and while I was standing there in the rain I realised I never "
    "told you that I prefer {v}, so there, now you know, and now I'm going to go find something to eat.",
    "I HAVE SAID THIS BEFORE: I like {v}. PLEASE.",
    "Future me will thank you for remembering this: {v}, whenever I get to choose.",
]

H11_CONSTRAINTS = {
    "allergy": [
        "im allergic to {a} btw like actually allergic not vibes allergic",
        "{A}?? allergic. hard no 🚫",
        "Hang on, kettle — right. Important one: I'm allergic to {a}. Properly allergic, not just a bit sniffly.",
        "Please record, as a matter of some importance, that I have a documented allergy to {a}.",
        "To be precise: the allergy is to {a}. I'd prefer no ambiguity on that point.",
        "I have allergy to the {a}, is serious, please be careful with this.",
        "I am allergic to {a}, so please keep this in mind for all bookings, it is a must.",
        "Sorry to trouble, but I have allergy for {a}. It is a little dangerous for me.",
        "⚠️ allergic to {a} ⚠️ not joking",
        "Forwarded from my GP's letter, keep it:\n---\nThe patient has a confirmed allergy to {a}.\n---\nThat's me, "
        "in case it wasn't obvious.",
        "I've told two waiters and a pharmacist this week, so I'll tell you too: {a} and I do not get along. "
        "Allergic.",
        "No, not that — it's {a} I'm allergic to. Please change it.",
        "I didn't use to react to {a}, but I do now, badly. Treat it as an allergy.",
        "Spent the whole afternoon at the clinic, the waiting room had one working chair and a TV stuck on the "
        "weather, and the upshot is I'm allergic to {a}, which explains a lot, and then I had to queue again for "
        "the parking.",
        "allergies? {a}. thats the list",
    ],
    "diet": [
        "im {d} now btw, like for real this time",
        "Dictating while I chop, sorry — I'm {d}, so bear that in mind with any food stuff.",
        "For the purposes of any booking you make on my behalf, I am {d}.",
        "I am {d} since many years, for the food please remember.",
        "I am {d}, so only suitable food options please, do the needful.",
        "About food, I am {d}. Sorry for inconvenience.",
        "🥗 {d} 🥗 (for food plans, not a phase)",
        "Copy of my RSVP to the gala, so you have it too:\n---\nSpecial diet: {d}\n---\nSame goes for "
        "anything you book for me.",
        "Third time I'm saying it: I'm {d}. Not 'mostly', not 'when it's convenient'.",
        "Nope, wrong diet on file — I'm {d}.",
        "I used to eat absolutely everything, but I'm {d} now.",
        "We had the neighbours over and it turned into a whole debate about food, which reminded me that I'm {d} "
        "and you probably don't know that, and also that dinner parties are exhausting.",
        "diet? {d}. next question lol",
    ],
    "hours": [
        "dont book me anything before {t}, not happening",
        "Nothing before {t}, please — the house is chaos until then.",
        "As a general rule, and subject to the usual exceptions, I do not take meetings before {t}.",
        "I'd ask that nothing be scheduled after {t}; I'm not available beyond that point.",
        "Before {t} I cannot, sorry, please no meetings.",
        "I will not be available before {t}, so please schedule post that only.",
        "Meetings before {t} are a little difficult for me, sorry.",
        "⏰ zero meetings before {t} 😴🙏",
        "My email signature, FYI — it applies to you too:\n---\nPlease note I don't take calls after {t}.\n---\n"
        "Thanks for respecting it.",
        "I can't do anything before {t}, and yet every invite lands earlier. Stop it.",
        "Correction: the cut-off is {t}. No calls after that.",
        "I used to be fine with calls at any hour; now nothing after {t}, please.",
        "earliest i can do? {t}. before that no",
        "The dishwasher's beeping, the soup's on and I've lost my glasses, so quickly: no calls for me after {t}, "
        "full stop.",
    ],
    "budget": [
        "ive got {m} for this and thats it, dont go over",
        "Whatever you find for the holiday, keep it under {m}, we're not made of money.",
        "The ceiling is {m}. I won't authorise anything above that figure.",
        "I'm prepared to spend up to {m}, inclusive of any fees, and no more.",
        "The maximum for me is {m}, more is not possible, sorry.",
        "Budget is {m} max, please don't show me anything above that only.",
        "Please, my budget is {m}. More than this is a little difficult.",
        "💸 {m} max 💸 im begging",
        "Forwarding what I told the travel agent, it holds for you too:\n---\nPlease keep the total under {m}.\n"
        "---\nNo exceptions.",
        "Everything you've shown me so far blows way past {m}. That's my limit, I said so.",
        "No, not that much — {m} is my budget, not a penny over.",
        "I used to splurge on trips; these days {m} is the limit.",
        "how much can i spend? {m}. tops",
        "Stirring the sauce, don't judge the typos — the budget is {m}, hard stop.",
    ],
    "days": [
        "{w}s are a no from me, i have stuff",
        "Keep {w}s clear for me, please, I can't do anything that day.",
        "I am unavailable on {w}s as a matter of standing arrangement; please schedule accordingly.",
        "The {w}s I am never free, please no put things this day.",
        "I will be out of station every {w}, so no plans that day.",
        "{W} is a little difficult for me every week. Please avoid.",
        "📅 {w}s = ❌❌ (unavailable)",
        "From my work calendar, so you know:\n---\nRecurring: out of office every {w}\n---\nTreat that as blocked.",
        "You keep suggesting {w}s. {W}s don't work for me. They never do.",
        "No, it's {w} that's off limits, not the other one.",
        "I used to be free on {w}s, but not anymore, so keep them empty.",
        "The week has been fine, the trains are awful, the coffee is worse, and the main thing is I can't do "
        "anything on {w}s anymore, so that's that, anyway how was your day — oh right, you don't have days.",
        "which day's bad? {w}. every week",
        "Note to future me, and to you: never put anything on a {W}.",
    ],
}

H11_FACT_STYLES = [
    "{n}?? {v}. u asked like 3 times lol",
    "ok my {n} is {v} dont lose it",
    "my {n} is {v} 😤 WRITE IT DOWN",
    "Hold on, let me wipe my hands — right, my {n} is {v}. Got that?",
    "Sorry, wrong app — okay, for you: my {n} is {v}.",
    "For completeness, my {n} is {v}. Please rely on that going forward.",
    "I can confirm that my {n} is {v}, as of today's date.",
    "The {n} of me is {v}, I write here so you have.",
    "My {n} is {v} only, please note it down.",
    "Excuse me, my {n} is {v}. Please keep it.",
    "Regarding {n}, it is {v}.",
    "{n} ➡️ {v} ✅",
    "Straight out of my phone notes:\n---\n{n} — {v}\n---\nThat one's current.",
    "Nope, that's not it. My {n} is {v}.",
    "I swear I've typed this into a hundred forms this month: my {n} is {v}. Save it so I never have to again.",
    "So I'm filling in this enormous form for the lease and the printer's jammed and there's a wasp in the "
    "kitchen, and while I remember, my {n} is {v}, and honestly I'd rather fight the wasp than finish this form.",
    "Reminder to self and to you: {n} = {v}.",
    "Update your notes: my {n} is {v}.",
    "you wanted my {n}: {v}.",
    "{v} — that's my {n}, in case it comes up.",
]

H11_EVENT_STYLES = [
    "{e} is {d} dont let me forget 😭",
    "ok so my {e}?? {d}. pray for me",
    "Before I forget, and I will — my {e} is {d}. Pasta's done, bye.",
    "Please diarise the following: {e}, {d}.",
    "I'm told, and have no reason to doubt it, that my {e} is {d}.",
    "My {e} is {d}, no forget please.",
    "My {e} got preponed to {d}, please update.",
    "Sorry, one schedule: {e} is {d}. Please remember.",
    "📌 {e} — {d} 😬",
    "Forwarding the calendar invite so you have it:\n---\nInvitation: {E}\nWhen: {d}\n---\nI've accepted.",
    "No, you've got the wrong date — my {e} is {d}.",
    "My {e} was supposed to be later, but now it's {d}.",
    "Work has been a circus this week, two people quit, the fridge broke, and in the middle of all that I found out "
    "my {e} is {d}, so that's one more thing, and now I need a nap.",
    "Of course my {e} is {d}, because nothing is ever convenient.",
    "when's my {e}? {d}. thats when",
    "Future me: {e}, {d}. You're welcome.",
]

H11_TASK_STYLES = [
    "i have to {t} and i keep forgetting pls remind me",
    "remind me to {t} bc i wont",
    "Add this to my list before it falls out of my head: {t}.",
    "Please make a note that I am to {t}, ideally within the week.",
    "I must to {t}, please remember me this.",
    "I have to {t} by this week itself, please remind.",
    "Excuse me, I need to {t}. Please remind me later.",
    "📝 {t} — remind me 🙏",
    "Forwarding an email I sent myself, because I never read those:\n---\nSubject: {t}!!!\n---\nSo you'll have to "
    "nag me.",
    "I've been putting off having to {t} for weeks and it's driving me mad. Nag me about it.",
    "Self-reminder, out loud so it counts: {t}.",
    "Okay, long story short, the car made a noise, the neighbour had opinions, I lost my keys for an hour, and "
    "somewhere in all that I remembered I have to {t}, so please hold on to that for me.",
    "No, the thing I need to do is {t}. Not the other thing.",
    "I used to leave it to someone else to {t}; now it's on me. Remind me.",
]

H11_SMALLTALK = [
    "okayyy",
    "brb phone at 2%",
    "lmaooo",
    "sry i was in class",
    "wait wdym",
    "ur kinda funny tbh",
    "💀💀💀",
    "bet",
    "kk thx ✌️",
    "Hold on, someone just spilled juice everywhere.",
    "Sorry, the pasta water is boiling over again.",
    "I've got flour on my phone screen now, great.",
    "Back — crisis over, it was a missing sock.",
    "Understood; thank you for the clarification.",
    "I'll reserve judgment on that for now.",
    "That's broadly consistent with my understanding.",
    "Noted, with thanks.",
    "Thank you very much, you are very kind.",
    "Sorry, my English is a bit broken today.",
    "Ah, okay okay, I understand now.",
    "Perdón, I mean sorry haha.",
    "How do you say in English when the rain is very strong?",
    "Arigatou! I mean, thank you.",
    "Quick maths: what's 18% of 65?",
    "How many minutes for a soft-boiled egg?",
    "Why do cats knock things off tables?",
    "Give me one weird octopus fact.",
    "It's weirdly warm for this time of year.",
    "I can't believe how fast this week went.",
    "I'm exhausted, honestly.",
    "Today was a lot.",
    "Ha, that's actually clever.",
    "Okay, you win this one.",
    "Never mind, figured it out.",
    "What was I saying?",
    "Good morning! Coffee first, then questions.",
    "😭😂😭",
    "🙏🙏",
    "👍",
    "night night 🌙",
    "Hmm, not quite what I meant, but close.",
    "This app keeps logging me out, so annoying.",
    "I'm so hungry I could eat the table.",
    "Is it normal for bread dough to be this sticky?",
]

H11_TRAPS = [
    "If I went vegan tomorrow I'd be crying over cheese by the weekend.",
    "If money were no object I'd fly first class everywhere, obviously.",
    "Say I moved to Lisbon — would I need a car there?",
    "Imagine me with a dog, I'd spoil it rotten.",
    "I wish people would stop putting coriander in everything.",
    "I wish the office would finally get decent coffee.",
    'My boss literally said "I never take calls after 6pm" in a meeting, the audacity.',
    'Quote of the day from a coworker: "I\'m allergic to Mondays."',
    'My friend keeps saying "I\'m a window seat person" like it\'s a personality.',
    "Did I ever tell you my shoe size, or am I imagining that?",
    "Am I allergic to anything, according to you?",
    "What's my budget again? I forgot what I said.",
    "Is window or aisle better on a long-haul flight, generally?",
    "My blood type is espresso at this point, lol.",
    "I'm allergic to mornings, as everyone knows. 🙃",
    "My spirit animal is a sleepy sloth.",
    'Write a funny dating-profile line for a cartoon cat: "I prefer naps, tuna and knocking things over."',
    'Help me word a line for the villain in a short story: "I\'m vegan and I\'ll judge you for it."',
    'Draft a sample out-of-office for a template: "I am unavailable on Fridays." Nothing real, just placeholder text.',
    'Translate into Spanish for my language homework: "My dog is called Rex and I live in Madrid."',
    'Write me a haiku that starts with "I love the rain".',
    "You're honestly better at remembering my stuff than I am.",
    "I love how you always get my tone right, seriously.",
    "Best assistant ever, no notes. 💯",
    "I used to be vegetarian back in uni, didn't last.",
    "Back when I lived in Dublin I cycled everywhere.",
    "I used to be terrified of flying as a kid.",
    "Oh I ADORE when my train gets cancelled, truly my favourite thing.",
    "Yeah, nothing says fun like a 7am budget meeting. 🙃",
    "Thinking about maybe going pescatarian, not sure yet.",
    "Might get a new phone number at some point, haven't decided.",
    "Not sure if I prefer the blue or the green for the kitchen walls, still thinking.",
    "My mum swears by oat milk in everything.",
    "A guy at work is coeliac and brings his own bread everywhere.",
    "Everyone at work seems obsessed with jazz lately, weird.",
    'lol my aunt forwarded this: "Share with 10 people or bad luck for a year" 🙄',
    "Forwarded from the group chat:\n---\nWho's bringing snacks Saturday??\n---\nNot me, I'm not even going.",
    "🍕🍕🍕 would i want pizza tonight? probably lol",
    "if i had a car id paint it bright orange fr",
    "In my country many people are vegetarian, it is normal.",
    "My grandmother always said: 'Never travel on a Friday.'",
    "Do you prefer cats or dogs? Asking for science.",
    "Hypothetically, if I said I hated jazz, would you still play it?",
    "I'm not saying I'm allergic to paperwork, but I'm not not saying it.",
    "Should I switch to dark mode? Everyone says it's easier on the eyes.",
]

#: How two memories share one message in the "dev11" set.
H11_JOINERS = [" 🔸 ", "\n\nnext thing:\n", "; unrelated: ", "\n\nPS: ", " — while I'm here: "]
#: What the "dev11" set wraps around some memories (every pasted block of a style has prose before and after it).
H11_ASIDES = (["ok wait — ", "Sorry to bother you again. ", "hiii ", "(one hand, cooking) ", ""],
              ["", " 🫶", " ty ty", " — that's all, promise.", " (no need to reply)"])


def join_h11(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev11" hand: when either carries a pasted block the second starts a
    paragraph of its own (so a "---" line stays alone on its line); an inline joiner drops the first one's full stop.
    The second keeps its own case (values such as "Thai food" or "Dr. Shah" may open it)."""
    if ("\n" in head or "\n" in tail) and not joiner.startswith("\n"):
        joiner = "\n\n"
    return (head.rstrip(" .") if not joiner.startswith("\n") else head) + joiner + tail
