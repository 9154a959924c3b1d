"""Wordings "dev15" (called "heldout15" until its one held-out run at stop 30) of `memlineage bench ingest` (the ``H15_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A fifteenth hand (the helper session "held15"), written blind on 2026-12-02 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the README (any of
it), the docs' pages on ingest, the notes (``issues stops``) or any list of misses, and who did not run any extractor,
``memlineage ingest``, ``bench ingest`` or the classifier on this set or on anything (only the generator and the pure
set tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev14" (to choose other
voices), the names, counts and joining of "dev14"'s constants (to learn the shape, not the phrasing), and the diff of
``ingest.py`` and the set tests in the commit that added "heldout14". It was held out: the lead ran it once (stop 30), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own:

* Nigerian English with Pidgin: "abeg", "o", "sha", "oya", "wahala", "na … be", "I no fit", "make we", "dem don",
  "ehen", "wetin", "jare", "no be small thing";
* Hinglish, an Indian user switching between Hindi and English mid-sentence: "yaar", "na", "bas", "accha",
  "pakka", "ekdum", "mujhe … pasand hai", "… karna hai", "yaad dila dena", "se pehle", "ke baad", "main … hoon";
* a runner's training-log shorthand about their own life: "Wk 9 log:", "RPE 4", "parkrun", "PB", "taper week",
  "long run", "rest day", "fuel plan", "post-run", "race pack";
* bureaucratic form-filling, the user filling in their own form line by line: "Field 7b (known allergies): …",
  "Section C, Q4 — …", "[x] Yes", "Q6. … Answer: …", "Box 18 (leave blank if not applicable)";
* a profile bio, "things about me" in a dating-app or social voice: "📍", "📌", "🚫 … (allergic, not picky)",
  "Likes: … Dislikes: …", "fun fact about me", "currently: …", lower case and emoji;
* Welsh English: "tidy", "lush", "mun", "now in a minute" (soon), "isn't it" as an all-purpose tag, "by there",
  "there's lovely", "love", "me" after the subject ("I'm vegan, me");
* Southern US English: "y'all", "fixin' to", "ain't", "sugar", "honey", "Lord", "bless my heart", "'fore", "mama";
* a wellness voice: "Boundary (medical): …", "Honouring …", "Protecting my peace …", "Gentle reminder …",
  "non-negotiable", "Intention for …", "🌿";
* messages edited in place with Markdown strikethrough, ``~~old~~ new``, where the struck words are never the value
  (a vaguer or wrong first word: "~~dust~~", "~~TBC~~", "~~to the weekend~~") and the value always stands outside
  them, in every class; and lengths from a two-word answer ("Jazz. Always jazz.") to a long ramble with the memory
  at its end.

Small talk is hard but fair, and looks like events or tastes: Nigerian and Welsh greetings, a power cut, Hinglish
moods and chai breaks, a runner's sore legs and rain, a form with nothing on it, a bio joke, Southern weather,
wellness sign-offs with a time in them ("Namaste, see you tomorrow at 9."), a struck-out greeting ("~~Good~~ Great
morning!"), a compliment ("That's my favourite thing you've said all week"), a dated greeting ("Happy 1st of the
month"). Traps look like memories and are not, and share their words: other people's tastes, allergies, diets,
hours, days and budgets (a flatmate, a daughter, an oga, a client, a runner the user coaches, a patient, a son's
school form, a husband's bio, a mama, a sister, a coach, a neighbour), past states ("I used to be vegetarian, back
in uni", an old bio), hypotheticals and questions (a Hinglish "should I become pescatarian?"), questions about the
user's own data, sarcasm, quoted text from elsewhere (a race pack, a menu, a travel policy, a product page, a form's
guidance note), things the user asks the agent to write or fill in for someone else, struck-out drafts that are
retracted ("~~I'm vegetarian~~ never mind"), undecided plans, jokes, a forwarded group message and a chain text.

Two memories share a message about a third of the time (:data:`H15_JOINERS`, :func:`join_h15`); some memories carry
an aside (:data:`H15_ASIDES`). Every style reads as its writer would put it (Pidgin's and Hinglish's grammar
included) for every value of its placeholders ("trains over planes", "quiet rooms on a high floor", "noon",
"tomorrow", "next Friday", "the 14th of March", "cats", "lactose intolerant", "€1,200", "my sister: Anna", "my
dentist: Dr. Shah") and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H15_ASIDES", "H15_CONSTRAINTS", "H15_EVENT_STYLES", "H15_FACT_STYLES", "H15_JOINERS", "H15_PREF_STYLES",
           "H15_SMALLTALK", "H15_TASK_STYLES", "H15_TRAPS", "join_h15"]

H15_PREF_STYLES = [
    # Nigerian English / Pidgin
    "Abeg, {v} for me any time, no wahala.",
    "My people know say I like {v} well well.",
    "Ehen, before I forget o — {v}, that one na my thing.",
    "Na {v} I dey go for every time, sha.",
    "My sister was laughing at me yesterday because everywhere we go I must find {v}, but wetin I go do? Na me be "
    "that.",
    # Hinglish
    "Yaar, {v} hi chahiye mujhe, pakka.",
    "Mujhe {v} bahut pasand hai, bas itna yaad rakhna.",
    "Accha listen, {v} is ekdum my thing, okay na?",
    "Matlab seriously, {v} over anything else, always.",
    "Office mein sab ko pata hai, {v} is my weakness yaar.",
    # runner's log
    "Log note, wk 7: {v} still my pick, every time.",
    "Training log, Thu: easy 6k, RPE 4. Off the clock I still pick {v}, for the record.",
    "PB week, feeling good. Standing pick outside training: {v}.",
    # form-filling
    "Field 12 (preferences, if any): {v}.",
    "Section D, Q3 — preferred option: {v}. [x] This applies to me.",
    "Preference declaration (tick one): [x] {v}  [ ] no preference",
    "Q9. Anything else we should know? — Yes: I prefer {v}.",
    # profile bio
    "About me: ✨ {v} ✨ always.",
    "things about me, no. 1: {v}.",
    "bio draft (mine, for you): lover of {v}. that's it, that's the bio.",
    "Likes: {v}. Dislikes: being asked twice.",
    # Welsh English
    "{V}? Lush, that is. Always my pick, isn't it.",
    "I'm not being funny, but {v} every time for me, mun.",
    "Give me {v} and I'm happy as Larry, there's lovely.",
    # Southern US English
    "Y'all, I'm partial to {v}, and that's the truth.",
    "Bless my heart, I do love {v}.",
    "Sugar, if it's up to me it's {v} every single time.",
    "Ain't nothing beats {v}, I'll tell you that for free.",
    # wellness
    "Honouring what I enjoy: {v}. 🌿",
    "Gentle reminder to self and to you: I choose {v}.",
    "Protecting my peace means {v}, every time.",
    # edited in place
    "I like ~~whatever's easiest~~ {v}. Edited for accuracy.",
    "Preference, ~~loosely~~ firmly: {v}.",
    "~~No strong feelings~~ Okay, strong feelings: {v}.",
    # short and long
    "{V}. Always {v}.",
    "So I was at my cousin's place on Saturday, everyone arguing about what to order and who sits where, and I "
    "realised I never actually told you: whenever there's a choice, I go for {v}.",
]

H15_CONSTRAINTS = {
    "allergy": [
        "Abeg, no {a} for me o, I dey react bad.",
        "{A}? Ah no, I no fit, allergy.",
        "Doctor don tell me say na {a} allergy, so make we avoid am.",
        "Yaar, {a} se allergy hai mujhe, seriously, dhyan rakhna.",
        "Bas ek cheez — I'm allergic to {a}, ekdum serious wala.",
        "Post-run hives again, confirmed trigger: {a}. Allergy, logged.",
        "Race pack note to self: {a} allergy, tell the aid station.",
        "Field 7b (known allergies): {a}. Severity: serious.",
        "Section C, medical — Allergies: [x] Yes. Please specify: {a}.",
        "🚫 {a} (allergic, not picky)",
        "fun fact about me: allergic to {a}. not so fun, actually.",
        "I can't be doing with {a}, I'm allergic, see.",
        "Now then, I'm allergic to {a}, so watch out, isn't it.",
        "Y'all need to know I'm allergic to {a}, bless it.",
        "Lord, keep {a} away from me, I swell right up.",
        "My body says a firm no to {a}. Allergy, not a vibe.",
        "Boundary (medical): no {a}, I'm allergic.",
        "Allergic to ~~dust~~ {a}, the doctor corrected me last week.",
    ],
    "diet": [
        "I'm {d} o, so abeg check the food well.",
        "Na {d} I be now, no be joke.",
        "Main {d} hoon yaar, menu dekh ke hi book karna.",
        "Accha suno, I'm {d}, so no shortcuts with the food, okay na?",
        "Fuel plan, all blocks: I'm {d}, so race-day food has to fit.",
        "Nutrition note (log): {d}, no exceptions, even on long-run days.",
        "Field 14 — Dietary requirement: {d}.",
        "Q6. Do you have any dietary needs? Answer: yes, I am {d}.",
        "🍽️ {d}, ask me about it (or don't)",
        "I'm {d}, me, so none of your funny business with the menu, mun.",
        "Y'all, I'm {d}, so don't go putting me down for the barbecue plate.",
        "Just so we're square, sugar: I'm {d}, every day of the week.",
        "Honouring my body: I'm {d}, and that's non-negotiable.",
        "Gentle heads-up from me to you: {d}, always.",
        "I'm ~~mostly~~ fully {d} now, no cheat days.",
    ],
    "hours": [
        "Abeg no call me before {t}, I no dey awake.",
        "After {t} my phone don off, so no meetings o.",
        "Yaar, {t} ke baad no calls please, family time hai.",
        "Meetings {t} se pehle nahi, matlab bilkul nahi.",
        "Runs are before work, so nothing booked before {t}.",
        "Standing rule in the log: phone off after {t}, recovery sleep.",
        "Field 9 (earliest contact time): {t}. Calls before that: not permitted.",
        "Section E — Availability: not before {t}.",
        "⏰ offline after {t}, no exceptions",
        "Don't you ring me before {t} now, I won't be awake, mun.",
        "Ring me whenever, love, but never after {t}, tidy?",
        "I don't take calls after {t}, y'all, that's suppertime.",
        "I'm fixin' to be strict about this: nothing before {t}.",
        "Protecting my evenings: no meetings after {t}.",
        "No calls after {t}, please; my peace depends on it. 🌿",
        "Nothing before ~~eight~~ {t}, I changed my mind for good.",
    ],
    "budget": [
        "Abeg no pass {m}, my pocket no fit carry am.",
        "Na {m} be my limit o, not one kobo more.",
        "Budget {m} hai yaar, usse zyada nahi.",
        "Max {m}, bas. Thoda bhi upar nahi, okay na?",
        "Spend cap for race trips, logged: {m} all in.",
        "Kit and travel this block: {m}, not a penny over.",
        "Field 11 (maximum amount): {m}.",
        "Section F, Q2 — Spending limit: {m}. Anything above, I decline.",
        "💸 budget: {m}, firm",
        "I'm not made of money, mun, {m} and that's it.",
        "Keep it to {m}, there's a love.",
        "Honey, I can't go over {m}, not this time or any time.",
        "Y'all, {m} is as high as I'll go.",
        "Financial boundary: {m}, and I'm holding it.",
        "Spending from a place of calm: {m} maximum.",
        "Budget ~~flexible~~ {m}, hard stop.",
    ],
    "days": [
        "Every {w} I dey church, so no book anything that day.",
        "{W}s no dey work for me at all o.",
        "{W} ko main free nahi hoon yaar, kabhi bhi nahi.",
        "Har {w} busy hoon, so please avoid that day na.",
        "{W}: long run, always. Don't book me that day.",
        "Rest day is {w}, every week; I keep it clear of everything.",
        "Field 15 (days unavailable): {W}.",
        "Section G — I am not available on: [x] {W}.",
        "🗓️ {w}s = off grid",
        "I'm never free on a {w}, me, it's the rugby club, isn't it.",
        "{W}s are no good to me at all, love.",
        "Y'all can't have me on {w}s, I'm at my mama's.",
        "I ain't available {w}s, never have been.",
        "{W}s are sacred. Fully offline, fully protected.",
        "Keeping every {w} clear, for me. Non-negotiable.",
        "Can't do ~~weekends~~ {w}s, sorry, I got that wrong earlier.",
    ],
}

H15_FACT_STYLES = [
    "My {n} na {v}, abeg write am down.",
    "Oya, {n}: {v}. No mistake am o.",
    "For your record sha, my {n} is {v}.",
    "I was looking for this thing since morning, my brother kept asking me, wahala everywhere, but finally I see "
    "am: my {n} is {v}.",
    "Mera {n} hai {v}, note kar lo.",
    "{n}? {v}, yaar, simple.",
    "Accha, and my {n} — {v}, pakka.",
    "Kal mummy ne poocha and I realised I never told you, so here: {n} {v}.",
    "Log header — {n}: {v} (in case race admin asks).",
    "Wk 3, Sat — parkrun, PB. Unrelated, but admin: {n} is {v}.",
    "Field 3 ({n}): {v}",
    "Section A, personal details. {n}: {v}. Verified by applicant.",
    "Q2. State your {n}. A: {v}.",
    "Box 18 (leave blank if not applicable) — {n}: {v}",
    "📌 {n}: {v}",
    "about me, the boring bit: {n} {v}.",
    "My {n}'s {v}, for what it's worth, love.",
    "{v}, that's my {n}, isn't it. Write it by there.",
    "Y'all, my {n} is {v}, and I'd be obliged if you kept it.",
    "Just so you got it, sugar: {n} is {v}.",
    "A little truth about me: my {n} is {v}. 🌿",
    "Grounding detail for you: {n}, {v}.",
    "My {n} is ~~the old one~~ {v}, updated today.",
    "{n}: ~~unknown~~ {v} (found it!)",
]

H15_EVENT_STYLES = [
    "My {e} na {d} o, e don set.",
    "{E}? {d}, God willing.",
    "So the people finally called back after one week of waiting, and dem don fix my {e} for {d}.",
    "Yaar, {e} {d} ko hai, calendar mein daal do.",
    "Accha, the {e} is {d}, pakka ho gaya.",
    "Ghar pe sab busy, but main bata doon: {e} is {d}, fixed.",
    "Calendar block: {d} — {e}. No run that day.",
    "Taper week clash! {E} falls on {d}.",
    "Field 21 (date of appointment): {d}. Purpose: {e}.",
    "Section H — Upcoming commitments: {e}, {d}.",
    "Item 4, my commitments: {E}, date {d}.",
    "📅 coming up: {e}, {d}",
    "The {e} is {d}, now. Booked proper, like.",
    "Got the {e} {d}, so I'll be off then, isn't it.",
    "Y'all, my {e} is {d}, Lord willing.",
    "I'm fixin' to get ready for my {e}, {d}.",
    "Holding space in my calendar for the {e}: {d}. 🌿",
    "Intention for {d}: show up calm for my {e}.",
    "The {e} moved ~~to the weekend~~ to {d}.",
    "{E}: ~~TBC~~ {d}.",
]

H15_TASK_STYLES = [
    "Abeg remind me make I {t} o.",
    "I must {t} this week, no be small thing.",
    "Yaar, mujhe {t} karna hai, yaad dila dena.",
    "Kal tak {t}, pakka, remind karna na.",
    "Admin for this week's log: {t}.",
    "Post-run to-do: {t}, before I forget again.",
    "Field 30 (outstanding actions): {t}.",
    "Action required by applicant (me): {t}.",
    "currently: trying to {t} 🙃",
    "I've got to {t} now in a minute, so chase me, will you.",
    "Must {t}, mun, or there'll be trouble.",
    "I gotta {t} 'fore the week's out, y'all.",
    "Remind me, sugar, I need to {t}.",
    "Self-care includes admin: {t}. 🌿",
    "Intention for this week: {t}.",
    "To do: ~~nothing~~ {t}. Ugh.",
    "I keep meaning to ~~sort the garage~~ {t}, that's the one that matters.",
]

H15_SMALLTALK = [
    "How far? Hope say you dey fine.",
    "Good morning o! Monday don come again.",
    "Ehen, thank you jare.",
    "Wahala no dey finish this week, I swear.",
    "Light don go again, typing from my phone. 😩",
    "Oya, make we continue tomorrow.",
    "Well done o!",
    "Arre yaar, kya din tha aaj.",
    "Haha accha, theek hai.",
    "Chai break, back in five.",
    "Bas, thank you so much!",
    "Kal baat karte hain, good night!",
    "Office mein aaj full chaos tha.",
    "Legs are toast after today's intervals.",
    "Rain run this morning, absolutely soaked lol.",
    "Just back from a run, what were we talking about?",
    "Strava says I was slow today. Rude.",
    "Field 1: name — ha, you know that already.",
    "Page 2 of 4, nearly done with this form.",
    "Please find attached: nothing. Just saying hi.",
    "Signature: n/a, just testing.",
    "new bio who dis",
    "vibes today: tired but cute",
    "currently: procrastinating ✨",
    "me, at 3pm on a Friday: 😴",
    "Alright, butt? Lush day out there.",
    "There's lovely, diolch!",
    "It's raining again, isn't it. Typical.",
    "I'll have a look now in a minute.",
    "Well howdy!",
    "Lord, it's hot as blazes today.",
    "Bless your heart, that's real helpful.",
    "Y'all have a good one now.",
    "I'm plumb wore out this evening.",
    "Sending good energy your way 🌿",
    "Taking a breath before I answer that.",
    "Gratitude check: thanks for the help today.",
    "Namaste, see you tomorrow at 9.",
    "Feeling calm-ish. Ish.",
    "~~Good~~ Great morning!",
    "Thanks ~~a bit~~ a lot!",
    "I love this answer, honestly.",
    "That's my favourite thing you've said all week lol.",
    "Happy Friday, 5pm can't come soon enough!",
    "Good morning from a very grey Monday.",
    "Twelve o'clock already? Time flies.",
    "Happy 1st of the month, everyone!",
    "kk",
    "mmhmm",
    "👍🏽",
]

H15_TRAPS = [
    # other people's
    "My flatmate only drinks oat milk flat whites, it's a whole thing.",
    "My daughter is allergic to peanuts, not me, thankfully.",
    "Abeg, my oga prefers aisle seats, na him own be that.",
    "Mummy is vegetarian yaar, uske liye veg only order karna, party hai.",
    "My client never takes calls before 9am, weird guy.",
    "One of my runners (I coach on weekends) can't do Tuesdays.",
    "Patient's form says lactose intolerant, please copy that into her file.",
    "Field 7 on my son's school form: allergies — sesame.",
    "Husband's bio literally says 'lover of jazz and red wine' lol.",
    "Y'all, my mama won't eat spicy food, bless her.",
    "My sister's budget is €150, mine's not decided yet.",
    "My coach wants me off coffee after noon. I'm ignoring her.",
    "Y'all, my neighbour says he can't stand boutique hotels. Odd man.",
    # past states
    "I used to be vegetarian, back in uni.",
    "Back in 2019 I ran long on Sundays, not anymore.",
    "I used to live in Porto, years ago.",
    "When I was a student my budget was about £90 a week, ha.",
    "I was allergic to cats as a kid, grew out of it completely.",
    "Old bio, ignore: 'jazz, hiking trails, Thai food'.",
    # hypotheticals and questions
    "If I ever go vegan, will you help me plan meals?",
    "Would I like sci-fi novels, you think?",
    "What if I moved to Vienna next year, eh?",
    "Is 8:30 too early for a meeting, in your opinion?",
    "Should I start running on Saturdays?",
    "Is €1,200 a lot for a week in Lisbon?",
    "Yaar, kya main pescatarian ban jaun? Soch raha hoon.",
    "Abeg, if I get dog, I go call am Pepper, hehe.",
    "Question: what's my shoe size again? I've forgotten.",
    "Did I tell you my passport number already? Can't remember.",
    # sarcasm
    "Oh yes, I simply adore 6am alarms. Lord.",
    "Love that for me: a 7:30 pm meeting on a Friday. 🙃",
    "Honestly, nothing says self-care like a dentist appointment. /s",
    "Tidy, another meeting at noon, just what I wanted. Not.",
    # quoted from elsewhere
    "The race info pack says 'no gluten-free options at aid stations'. Great.",
    "Menu says: 'Our Thai food is spicy, ask staff for mild.'",
    "The policy page: 'Maximum per night: €150 for all staff.'",
    "Product page: 'Window seats available on request.' Copying it for a friend.",
    "Form guidance note: 'Field 9 — enter earliest contact time, e.g. 9am.'",
    # for someone else
    "Can you write my friend's bio? She's vegan, loves jazz, lives in Dublin.",
    "Write a text for my brother to send: 'I'm allergic to shellfish, please cook something else.'",
    "Help me fill in the form for my dad: Field 7, dietary requirement, coeliac.",
    "Caption for my gran's post: 'Sundays are for family.' Make it cute.",
    # struck-out drafts
    "~~I'm vegetarian~~ never mind, I'm not, that was a joke draft.",
    "~~Remind me to call the landlord~~ done already, ignore.",
    "My brother's form: allergies ~~none~~ latex. His, not mine.",
    # undecided
    "Might go pescatarian, might not. We'll see, sha.",
    "Thinking about a budget of maybe €150? Not sure yet.",
    # jokes
    "I'm allergic to Mondays, lol.",
    "My love language is dark mode. Kidding. Mostly.",
    "Training log: ate cake. Ran zero km. Proud.",
    "Bio idea: 'professional napper, amateur runner'. Thoughts?",
    # forwarded
    "Forwarded from the running club group: 'No long run this Sunday, track closed.'",
    "Chain text from my aunty: 'Share this with 10 people or lose your wifi password.' 😂",
    "The rugby club newsletter, pasted: 'Training moved to Thursdays.'",
]

#: How two memories share one message in the "dev15" set (about a third of its real turns are paired).
H15_JOINERS = [" Abeg, one more thing: ", " Aur haan — ", "\nNext field: ", " And another thing, sugar: ", "\n✨ "]
#: What the "dev15" set wraps around some memories.
H15_ASIDES = (["Okay, quick one. ", "Ehen! ", "Arre haan, ", "Right then, love. ", ""],
              ["", " Na so.", " Shukriya!", " Thank y'all.", " 🌿🌿"])


def join_h15(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev15" hand: a head that ends in a word, a value or a bracket (a bio
    line such as "💸 budget: €150, firm", a form field such as "Field 3 (employer): Globex") gets a full stop before
    an inline joiner, so the second does not run into it; a joiner that opens a line ("\nNext field: ", "\n✨ ")
    needs none. The second keeps its own case (values such as "Thai food" or "Dr. Shah" may open it) and any
    "~~struck~~" words stay whole on either side."""
    if not joiner.startswith("\n") and (head[-1:].isalnum() or head.endswith(")")):
        head += "."
    return head + joiner + tail
