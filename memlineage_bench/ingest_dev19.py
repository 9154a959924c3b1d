"""Wordings "dev19" (called "heldout19" until stop 31) of `memlineage bench ingest` (the ``H19_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A nineteenth hand (the helper session "held19"), written blind on 2026-12-02 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README (any of it), the docs, the notes (``issues stops``, ``issues show``) or any list of misses, and who did not run
any extractor, ``memlineage ingest``, ``bench ingest`` or the classifier on this set or on anything (only the generator
and the pure set tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev16" and of
"heldout17" and "heldout18" (to choose other voices), the names, counts and joining function of "dev16"'s constants
(to learn the shape, not the phrasing), the set tests, and the commits that added "heldout18" (how a set is wired and
tested). It was held out: the lead ran it once (stop 31), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own:

* Trinidadian English: "oui", "doh" (don't), "allyuh" (you all), "eh-eh", "steups", "ent?", "meh" (my), "ah" (I),
  "cyah" (can't), "I does …" (habit), "I eh … yet" (haven't), "carry me" (take me), "by meh tantie shop", "liming";
* Maltese English: "mela" (well, so), "ejja" (come on), "bonġu", "grazzi", "saħħa", "insomma", "hux?" (isn't it?),
  "kollox sew?", "ħaqq", "Nanna", "the Mrs", "the festa", "I like more" (I prefer), the Gozo ferry;
* a Polish speaker's English: double negatives ("nobody never gives me …", "don't plan nothing"), "from five years"
  (for five years), "allergic for", "I am after the interview" (I have had it), "make me a reminder", "no" (well),
  "kurczę", "dzięki", "cześć", "na razie";
* a Turkish speaker's English: "hocam" (a polite address for anyone), "abi", "abla", "kanka", "yani", "tamam",
  "hadi", "çok", "kolay gelsin", "afiyet olsun", the verb last ("{V} I like"), "I need pay" (no "to");
* a tabletop role-player at the table, where only what is said out of character is the user's: "OOC: …",
  "(OOC, not my character: …)", "*rolls a d20*", "Natural 20", "session zero", "lines and veils", "the DM";
  what a character says or does in character ("*the wizard declares* …") is never the user's;
* a sports-betting tipster: "lock of the day", "nailed on", "odds-on", "banker", "NAP", "dead cert", "non-runner"
  (a day that is out), "scratched", "stake limit", "bankroll", "acca", "fixture list", "a 1/10 shot";
* a telegram, each clause closed by "STOP" instead of a full stop ("Allergic to {a} STOP Severe STOP …");
* a kanban card pasted from the user's own board: a prose line ending in ":", a "┌ CARD #n · <column>" line, one or
  more "│ <field>: …" lines (the value in one of them), a "└ Assignee: me" or "└ Owner: me" line, then a prose line,
  so an aside or a joiner never lands on the card;
* a late-night diary in a stream of consciousness, lower case, clauses trailing off in "…".

Small talk is hard but fair: greetings, thanks, moods, heat, cold, rain and traffic, sign-offs in every voice ("Saħħa,
talk later.", "Na razie, see you.", "Hadi, bye bye.", "Goodbye STOP Until later STOP"), out-of-character asides at the
table ("OOC: brb, pizza's here."), a punter's "the going is soft", kanban cards for a mood, a coffee or a hello, a
diary's trailing goodnights, general-knowledge questions in the same voices. Traps look like memories and are not, and
share their words: other people's tastes, allergies, diets, hours, days, budgets and numbers (a cousin, a tantie, a
Nanna, the Mrs, a sister, a boss, an abla, a kanka, a paladin and a wizard, a mate, a tipster group, an uncle, a
colleague's card, a neighbour, a mother), past states ("Back in school I was vegetarian", "Before, I was working at
…", an archived card, an old address, "I am after the job interview"), hypotheticals ("If I win the Lotto …", "If I
were a dragon …", a card for a cat I might get), questions about the user's own data, quoted menus, rules, policies
and product pages (a roti shop's sign, a kiosk menu, a hotel page, airline rules, the DM's house rules, a bookie's
offer, a hotel notice, a board app's template card, a café's menu), texts to write for someone else (a note for a
mother, a cousin's CV line, a translation, a message for a husband's boss, a character's backstory, a draft telegram
for an aunt, a card made for Mum, a neighbour's note), forwarded messages (the family chat, a brother, a boss, a
tipster group, a telegram, a mother's new number), retractions ("Scratch what I said, I not moving …", "ignore my
earlier message", "Cancel previous STOP …", "deleted what i wrote earlier …"), a done task cleared off the board,
lines said in character, sarcasm and a hedge.

Two memories share a message about a third of the time (:data:`H19_JOINERS`, :func:`join_h19`); some memories carry
an aside (:data:`H19_ASIDES`). Every style reads as its writer would put it (the Creole's, the learners' and the
telegram's grammar included) for every value of its placeholders ("trains over planes", "quiet rooms on a high
floor", "noon", "tomorrow", "next Friday", "the 14th of March", "cats", "lactose intolerant", "€1,200", "my sister:
Anna", "my dentist: Dr. Shah") and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H19_ASIDES", "H19_CONSTRAINTS", "H19_EVENT_STYLES", "H19_FACT_STYLES", "H19_JOINERS", "H19_PREF_STYLES",
           "H19_SMALLTALK", "H19_TASK_STYLES", "H19_TRAPS", "join_h19"]

H19_PREF_STYLES = [
    # Trinidadian English
    "Is {v} I like, oui. Doh bring me nothing else.",
    "Ah does always go for {v}, ent? Write that down for me.",
    "Eh-eh, yuh still asking? {V}, every time.",
    "Steups, allyuh keep forgetting: {v} for me, real simple.",
    "Give meh {v} and I real happy, no bacchanal.",
    "Liming or working, is {v} I choosing. Put it in meh file.",
    # Maltese English
    "Mela, {v} for me, always. Kollox sew.",
    "Ejja, you know me by now: {v}, that's what I like more.",
    "Insomma, between everything, I prefer more {v}, hux?",
    "Bonġu! Put down {v} as my favourite, grazzi.",
    "My Nanna says I'm fussy, but mela, {v} and nothing else.",
    # a Polish speaker's English
    "No, so for me the best is {v}, definitely.",
    "Kurczę, I always choose {v}, I cannot help it.",
    "For me number one is {v}, no discussion.",
    "Please write: I choose {v}, never nothing else.",
    "Cześć! Small thing about me: {v}, always, it is my style.",
    # a Turkish speaker's English
    "Hocam, write please: {v}, for me the best one, çok güzel.",
    "Yani, when I choose, I choose {v}, always like this.",
    "Tamam, my favourite is {v}, you can remember this.",
    "Abi, {v} I like, always, no change.",
    "Kanka, put in my profile: {v}. Hadi, thanks.",
    # a tabletop role-player, out of character
    "OOC: real-life me is all about {v}, unlike my paladin.",
    "*rolls a d20* Natural 20 on remembering this one. OOC, I love {v}.",
    "(OOC, not my character: I'd pick {v}, every session and every day.)",
    "Session zero for real life, OOC: {v}, please, that's me.",
    "My rogue would sneer, but OOC: {v}, that's my actual taste.",
    # a sports-betting tipster
    "Lock of the day: {v}. Nailed on, every time for me.",
    "{V} — odds-on favourite with me, no contest.",
    "Banker for the weekend and every weekend: {v}.",
    "My NAP, always: {v}. Won't back anything else.",
    "Evens on most things, but {v}? That's a 1/10 shot, a certainty for me.",
    "Form guide for me: {v}, winning every race.",
    # a telegram
    "Preference STOP {V} STOP Always STOP",
    "Please note STOP I prefer {v} STOP No substitutes STOP",
    "Regarding choices STOP {V} every time STOP Confirm receipt STOP",
    "Tell the booker STOP {v} for me STOP Thank you STOP",
    "Message for my file STOP likes {v} STOP End STOP",
    # a kanban card from the user's own board
    "Pasting the card from my personal board:\n┌ CARD #3 · Always\n│ Title: what I like\n│ Note: {v}\n"
    "└ Assignee: me\nIt never leaves that column.",
    "Here's the card I keep pinned:\n┌ CARD #12 · Pinned\n│ Title: pick {v} when booking\n│ Label: preference\n"
    "└ Assignee: me\nSo that's the rule.",
    "From my life board, top of the column:\n┌ CARD #1 · Standing\n│ Label: taste\n│ Detail: {v}, every time\n"
    "└ Owner: me\nNo due date on that one.",
    "I moved this card to Settled for good:\n┌ CARD #27 · Settled\n│ Title: choose between options\n"
    "│ Outcome: {v}\n└ Assignee: me\nDecision made, don't reopen it.",
    "Card for you, straight off my board:\n┌ CARD #8 · Preferences\n│ Title: {V}\n│ Priority: high\n"
    "└ Assignee: me\nPlease keep it in mind.",
    # a late-night diary
    "it's late and i can't sleep… thinking about small things… like how much i love {v}… funny what keeps you going…",
    "diary, 1am… the day was long… but {v}, always {v}, that's what i'd pick if anyone asked… okay, lights off",
    "…and the thing is i keep coming back to {v}… i just do… write it down, brain…",
    "kettle on… reminding myself i prefer {v}… always have… anyway…",
    "rain on the window… thinking, as usual… {v}, that's me, that's what i'd choose… goodnight, page…",
    "can't stop thinking… what do i actually like… {v}… yes… that's the honest answer…",
]

H19_CONSTRAINTS = {
    "allergy": [
        "Ah cyah eat {a} at all, oui, meh throat does close up.",
        "Doh put no {a} near me, is a real allergy, not a joke.",
        "Allyuh remember: I allergic to {a}, serious ting.",
        "Mela, I'm allergic to {a}, properly, the doctor at Mater Dei confirmed it.",
        "Ejja, don't forget: {a} and me, no. Allergy, hux.",
        "Bonġu, small important thing: I have a bad allergy to {a}.",
        "I am allergic for {a}, kurczę, very strong reaction.",
        "No, with {a} it is not possible for me, allergy, I have the EpiPen.",
        "Please, nobody never gives me {a}, I am allergic.",
        "Hocam, {a} for me is allergy, very dangerous, please careful.",
        "{A}? Yani, no, no, I am allergic, hospital last time.",
        "Tamam, write this: allergic to {a}, me, not my brother.",
        "OOC: I'm genuinely allergic to {a}, so no props or snacks with it at the table.",
        "*the dwarf sneezes* Ha. OOC though, {a} allergy, a real one, please note.",
        "Lines and veils aside, OOC: allergic to {a}, actual medical thing.",
        "No bet on this one: I'm allergic to {a}, zero exposure.",
        "{A}? Non-runner. Allergic, scratched from every race I'm in.",
        "Allergic to {a} STOP Severe STOP Advise kitchens STOP",
        "Medical STOP No {a} STOP Repeat no {a} STOP",
        "Warning STOP Reaction to {a} STOP Mine STOP",
        "Health card from my board:\n┌ CARD #2 · Permanent\n│ Title: allergy\n│ Detail: {a}, keep away\n"
        "└ Assignee: me\nNever moves, that one.",
        "Copying the red-labelled card:\n┌ CARD #5 · Blocked forever\n│ Label: medical\n│ Allergen: {a}\n"
        "└ Owner: me\nRed label means serious.",
        "another night… itchy just from thinking about it… the allergy to {a}… never again, never…",
        "i keep a list in my head… allergic to {a}… it's the first thing… always the first thing…",
    ],
    "diet": [
        "I {d}, yuh know, so doh carry me by no steak place.",
        "Is {d} I am now, oui, since last Carnival.",
        "Eh-eh, you forget? I'm {d}, allyuh.",
        "Mela, I'm {d}, so at the festa I bring my own food.",
        "Ejja, remember I'm {d} when you book, hux?",
        "I am {d} from five years, no exceptions, no.",
        "Kurczę, again I say: I am {d}, please remember.",
        "Yani, I am {d}, so kebab places, maybe no.",
        "Hocam, I am {d}, my whole life now, tamam?",
        "OOC: I'm {d}, so order accordingly for the session snacks.",
        "*my orc eats a whole boar* OOC, I'm {d} in real life, funnily enough.",
        "Put your money on this: I'm {d}, and I'll stay {d}.",
        "Dead cert: I'm {d}. Order for me with that in mind.",
        "Diet STOP {d} STOP Please inform restaurant STOP",
        "I am {d} STOP Permanent STOP",
        "Food STOP Strictly {d} STOP No exceptions STOP",
        "Card off my board, the food one:\n┌ CARD #4 · Always on\n│ Title: diet\n│ Value: {d}\n└ Assignee: me\n"
        "Applies to every meal.",
        "This is the card my team sees:\n┌ CARD #9 · Team lunch\n│ Title: lunch order for me\n│ Constraint: {d}\n"
        "└ Assignee: me\nPlease order with that.",
        "thinking about dinner… always the same problem… i'm {d}… and nobody ever checks…",
        "day three of cooking for myself… {d}, still, and happy… mostly…",
    ],
    "hours": [
        "Doh call me before {t}, I not taking calls then, oui.",
        "After {t} I done for the day, so no meetings, ent?",
        "Nothing before {t}, allyuh, I real serious.",
        "Mela, nothing before {t}, I'm on the ferry from Gozo.",
        "Ejja, no calls after {t}, that's family time, hux?",
        "Before {t} nobody not calls me, please, never.",
        "No, after {t} I am not available, kurczę, really.",
        "Meetings only after {t}, before it is impossible for me.",
        "Hocam, before {t} I cannot, I am busy with the kids.",
        "Tamam, after {t} no calls please, I am resting.",
        "OOC: real-world rule, no calls before {t}.",
        "*checks the in-game sundial* OOC, I mean it, nothing after {t} for me.",
        "Markets close for me at {t}: no calls after that.",
        "Nothing before {t}, that's my off time: no bets, no calls.",
        "No calls before {t} STOP Strict STOP",
        "Unavailable after {t} STOP Daily STOP",
        "Meetings STOP Not before {t} STOP Understood STOP",
        "My working-hours card:\n┌ CARD #6 · Rules\n│ Title: calls\n│ Not before: {t}\n└ Assignee: me\n"
        "Applies every weekday.",
        "Pinned to the top of my board:\n┌ CARD #11 · Boundaries\n│ Title: no meetings after {t}\n│ Label: hours\n"
        "└ Owner: me\nThat's the boundary.",
        "so tired… mornings are impossible… nothing before {t}, that's the deal i make with myself…",
        "the phone again at night… no… after {t} i'm done… i'm telling everyone now…",
    ],
    "budget": [
        "Meh budget is {m}, not a cent more, oui.",
        "Doh show me nothing over {m}, I eh have it.",
        "Allyuh, {m} is the limit, I not playing.",
        "Mela, {m} maximum, we're not millionaires here.",
        "Ejja, keep it under {m}, the Mrs will kill me.",
        "My maximum is {m}, more is not possible, no.",
        "Kurczę, these prices. For me {m} and not more, never.",
        "Please, not more than {m}, I don't have nothing extra.",
        "Hocam, my budget maximum {m}, tamam?",
        "Yani, {m}, this is my limit, no more.",
        "OOC: real money, not gold pieces, {m} is my cap.",
        "*counts the party's gold* OOC, my actual limit is {m}.",
        "Stake limit: {m}, and I never chase.",
        "Bankroll for this is {m}, hard cap.",
        "I don't go over {m} on anything, same as my betting rule.",
        "Budget {m} STOP Maximum STOP",
        "Do not exceed {m} STOP Repeat do not exceed STOP",
        "The money card from my board:\n┌ CARD #14 · Limits\n│ Title: spending cap\n│ Amount: {m}\n└ Assignee: me\n"
        "Hard limit, not a target.",
        "Copied from my board, finance lane:\n┌ CARD #19 · This month\n│ Title: keep it under {m}\n│ Label: budget\n"
        "└ Owner: me\nThat's everything I can spend.",
        "counted everything again tonight… {m}, that's it, that's all i can spend… no more…",
        "the bills on the table… i told myself… {m} max… i'll stick to it…",
    ],
    "days": [
        "{W}s I cyah do, I does work by meh tantie shop.",
        "Doh book me for no {w}, oui, I does be busy busy.",
        "Every {w} I busy, allyuh, so skip it.",
        "Mela, {w}s are impossible, I'm with Nanna.",
        "Ejja, not on a {w}, I have band practice for the festa.",
        "On {w}s I am not available, never, sorry.",
        "No, {w} is not good for me, every week the same, kurczę.",
        "Please don't plan nothing on {w}, I am busy always.",
        "Hocam, {w} I cannot, every week I am working.",
        "Tamam, no {w}s, please, this is family day for us.",
        "OOC: {w}s are out for me, real-life commitment.",
        "*the bard strums* OOC, I can't do {w}s, ever.",
        "{W}s are a non-runner for me, every week.",
        "I'm scratched from every {w}, don't book me.",
        "Not available {w}s STOP Weekly STOP",
        "{W} impossible STOP Every week STOP",
        "Avoid {w} STOP Standing rule STOP",
        "My recurring card:\n┌ CARD #15 · Recurring\n│ Title: blocked day\n│ Day: {w}\n└ Assignee: me\n"
        "Every single week.",
        "From the calendar lane on my board:\n┌ CARD #21 · Every week\n│ Title: no bookings on {w}s\n"
        "│ Label: availability\n└ Owner: me\nRespect it, please.",
        "the week stretches out… and {w}s, i can never do {w}s… not for anyone…",
        "…which reminds me, {w}s are always taken, always… why do i forget to say it…",
    ],
}

H19_FACT_STYLES = [
    "Meh {n} is {v}, oui, write it down.",
    "Allyuh keep asking: {n}, {v}. Done.",
    "Eh-eh, you doh have it? {v}, that is meh {n}.",
    "For the forms, meh {n}: {v}, real straightforward.",
    "Mela, my {n}: {v}. Grazzi.",
    "Ejja, for your records, {v} is my {n}, hux.",
    "Bonġu, you asked my {n}, it's {v}.",
    "My {n} is {v}, please save it, dzięki.",
    "No, so, {n}: {v}, it is correct, I checked two times.",
    "Kurczę, I forgot to say, my {n} it is {v}.",
    "Please write: {v}, this is my {n}.",
    "Hocam, my {n} is {v}, tamam?",
    "Yani, {v}, my {n}, you can save it.",
    "Abi, for the forms: {n} {v}.",
    "OOC: my real {n} is {v}, not the one on my character sheet.",
    "*passes a note across the table* OOC, {n}: {v}.",
    "OOC, not in character: {v}, my actual {n}.",
    "For the record, like a betting slip: {n} {v}.",
    "Put this on my slip: {n}, {v}.",
    "My {n}? {v}. Sure as a 1/20 favourite.",
    "Account details, tipster-style: {n} {v}, confirmed.",
    "My {n} {v} STOP Please record STOP",
    "Details STOP {n} {v} STOP Correct STOP",
    "Record {n} STOP {v} STOP",
    "For files STOP {n} is {v} STOP End STOP",
    "The card with my details:\n┌ CARD #7 · Reference\n│ Field: {n}\n│ Value: {v}\n└ Assignee: me\nKeep it handy.",
    "From the admin lane of my board:\n┌ CARD #16 · Reference\n│ Title: my {n}\n│ Note: {v}\n└ Owner: me\n"
    "Nothing newer than that.",
    "Card I keep for forms:\n┌ CARD #22 · Paperwork\n│ Title: {n} = {v}\n│ Label: details\n└ Assignee: me\n"
    "Copy it from there.",
    "Straight off my personal board:\n┌ CARD #30 · Info\n│ Subject: {n}\n│ Answer: {v}\n└ Assignee: me\n"
    "No changes since.",
    "can't sleep… going over details… my {n}… {v}… write it down before i forget it again…",
    "funny what sticks… {v}… my {n}… i know it by heart now…",
    "…and for the record, diary, my {n} is {v}… there, written…",
]

H19_EVENT_STYLES = [
    "Meh {e} is {d}, oui, doh let me forget.",
    "Allyuh, {d} is the {e}, mark it.",
    "Eh-eh, the {e} set for {d}, I real nervous.",
    "Mela, my {e} is {d}, finally.",
    "Ejja, {d}, my {e}, put it in the calendar, hux?",
    "Bonġu, the {e} got fixed for {d}, kollox sew.",
    "My {e} is {d}, please remember, it is important.",
    "No, so the {e} will be {d}, I am little stressed.",
    "Kurczę, {d} I have the {e}, I almost forgot.",
    "Hocam, my {e} is {d}, tamam?",
    "Yani, the {e}, {d}, please put in calendar.",
    "Abi, {d} is my {e}, I am excited.",
    "OOC: my {e} is {d}, so I might miss a session.",
    "*rolls for luck* OOC, the {e} is {d}, wish me well.",
    "OOC scheduling note: {E}, {d}.",
    "Fixture list: {e}, {d}. Can't miss it.",
    "Big race day: my {e} is {d}.",
    "Circle it on the form guide: {d}, the {e}.",
    "{E} {d} STOP Please note STOP",
    "Confirm {e} STOP {d} STOP",
    "Scheduled STOP {e} {d} STOP",
    "The calendar card from my board:\n┌ CARD #10 · Upcoming\n│ Title: {e}\n│ Due: {d}\n└ Assignee: me\n"
    "It's in the right column now.",
    "Just moved this card into Scheduled:\n┌ CARD #17 · Scheduled\n│ Title: my {e}\n│ Date: {d}\n└ Owner: me\n"
    "I'll move it along after.",
    "Card for the diary:\n┌ CARD #24 · Dated\n│ Event: {E}\n│ When: {d}\n└ Assignee: me\nDon't let it slip.",
    "late again… can't stop thinking about the {e}… {d}… it's real now…",
    "the {e}, {d}… i keep saying it to myself… {d}… okay…",
    "…and then there's my {e}, {d}, circled in pen, nervous already…",
]

H19_TASK_STYLES = [
    "I have to {t}, oui, doh let me forget, eh.",
    "Remind meh to {t}, I does forget everything.",
    "Allyuh, I still eh {t} yet, push me on that.",
    "Mela, I need to {t}, remind me, hux?",
    "Ejja, this week I must {t}, no excuses.",
    "Bonġu, a job for me: {t}, before the festa.",
    "I must {t}, please make me a reminder.",
    "Kurczę, I still did not {t}, remind me please.",
    "No, so this week I have to {t}, don't let me forget nothing.",
    "Hocam, I have to {t}, please remind me tomorrow.",
    "Yani, I need {t}, it is important.",
    "Tamam, write: I must {t} this week.",
    "OOC: side note, I need to {t} before next session.",
    "*scribbles in the party journal* OOC, remind me to {t}.",
    "Must-do, no odds about it: I have to {t}.",
    "Put it on tomorrow's slip: {t}.",
    "I'd bet against me remembering, so remind me to {t}.",
    "Reminder STOP {t} STOP Urgent STOP",
    "Must {t} STOP This week STOP",
    "New card on my board:\n┌ CARD #13 · To do\n│ Title: {t}\n│ Label: errand\n└ Assignee: me\n"
    "Nudge me until it moves.",
    "This one's been stuck for days:\n┌ CARD #18 · In progress\n│ Task: {t}\n│ Blocked by: me being lazy\n"
    "└ Assignee: me\nChase me on it, please.",
    "Adding to my errands lane:\n┌ CARD #25 · Backlog\n│ Title: I have to {t}\n│ Priority: urgent\n└ Owner: me\n"
    "Not done yet.",
    "lying awake… the list… i still have to {t}… tomorrow, for real…",
    "…and i keep forgetting to {t}… every single day… tomorrow… please…",
]

H19_SMALLTALK = [
    "Wha' happenin', allyuh?", "Steups, the traffic in Port of Spain today.", "Eh-eh, rain again, oui.",
    "Thanks, thanks, real nice of you.", "Okay, I gone, later.", "Yuh real funny, yes.", "Ah tired tired today.",
    "Bless, thank you, allyuh real helpful.",
    "Bonġu! Kollox sew?", "Grazzi ħafna, you're a star.", "Madonna, the heat in Valletta today.",
    "Insomma, so-so day.", "Saħħa, talk later.", "Ħaqq, I spilled my coffee.", "Mela, okay, let's continue.",
    "Ejja, good night!", "What's the capital of Malta, by the way?",
    "Cześć, what's new?", "Dzięki, very helpful.", "Kurczę, it is so cold today.", "Na razie, see you.",
    "No, okay, I understand.", "Super, super, thank you.", "I am little tired today, sorry.",
    "Merhaba hocam!", "Kolay gelsin, you work a lot.", "Çok sıcak today, yani.", "Tamam, tamam, thanks.",
    "Hadi, bye bye.", "Afiyet olsun, I am eating lunch now.", "Yani, what a long day.",
    "Hocam, do you know any good Turkish songs?",
    "*waves* Hey, party!", "OOC: brb, pizza's here.", "*rolls a d20* Nat 1 on waking up today.",
    "OOC, thanks, that was a great answer.", "*tips hat* Good evening, DM.", "OOC: it's pouring here, session vibes.",
    "Initiative rolled, mood: sleepy.",
    "Morning, punters.", "Cheers, that's a winner of an answer.", "Rough day, like a beaten favourite.",
    "The going is soft out there, rain all morning.", "Cashing out for tonight, ta-ra.",
    "Thanks, that came in at long odds.", "Odds on me needing a nap: 1/100.", "Who won the Derby last year?",
    "Hello STOP How are things STOP", "Thanks STOP Much appreciated STOP", "Weather grim STOP Raining STOP",
    "Tired STOP Going to bed STOP", "Good morning STOP Coffee first STOP", "Goodbye STOP Until later STOP",
    "OK STOP Received STOP",
    "My mood today, as a card:\n┌ CARD #0 · Doing\n│ Title: survive the day\n└ Assignee: me\n"
    "That's the whole board today.",
    "Moved my coffee card:\n┌ CARD #99 · Done\n│ Title: first coffee\n└ Assignee: me\nOn to the second.",
    "Standup update, as a card:\n┌ CARD #42 · Doing\n│ Title: saying hello to you\n└ Assignee: me\nHi!",
    "Card of the day:\n┌ CARD #50 · Done\n│ Title: thank the assistant\n└ Assignee: me\nThanks!",
    "Weather card, just for fun:\n┌ CARD #61 · Blocked\n│ Title: go outside\n│ Blocked by: rain\n└ Assignee: me\n"
    "So indoors it is.",
    "long day… so long… anyway…", "hello, page… i mean, hello you…", "rain again… and the tea went cold…",
    "thank you… really… that helped more than you know…", "can't sleep… just wanted to say goodnight…",
    "mood: grey… like the sky… nothing more to say…", "okay… that's enough for tonight…",
]

H19_TRAPS = [
    # Trinidadian English
    "Meh cousin Keron is the one who like aisle seats, not me, oui.",
    "Back in school I was vegetarian, but that done long time.",
    "If I win the Lotto I moving to Tobago, boy.",
    "Forwarding from the family chat: 'Tantie allergic to shellfish, doh bring no shrimp' — that's she, not me.",
    "Write a note for meh mother: 'I can't climb stairs after 6pm.'",
    "Steups, the roti shop sign say 'Best Thai food in Trinidad'. Lies.",
    "Yeah, I just LOVE the traffic on the highway. Real fun.",
    "Scratch what I said, I not moving to Arima after all.",
    "Eh-eh, you know anybody who like sci-fi novels? Meh nephew want to start.",
    # Maltese English
    "My Nanna only drinks red wine at the festa, she's the fan.",
    "The menu at the kiosk says 'vegan options available', mela, I doubt it.",
    "If I lived in Gozo I'd take the ferry every morning at 8:30.",
    "Ejja, forget what I said before, I'm not vegetarian, that was a joke.",
    "The Mrs can't stand jazz, she says it's noise.",
    "Can you write my cousin's CV line: 'I work at Initech as an analyst'?",
    "When I was a student I lived in Sliema.",
    "Forwarded from my brother: 'My flight to Rome is next Tuesday, pick me up?'",
    # a Polish speaker's English
    "My sister Kasia is allergic for cats, not me, I love cats.",
    "I am after the job interview, it was yesterday, finished.",
    "If I have more money, I will stay only in boutique hotels, haha.",
    "Please translate for my mother: 'I don't eat gluten, I am coeliac.'",
    "The hotel page says: 'Quiet rooms on a high floor, only €150 per night!' Kurczę, too good to be true.",
    "Before I was vegan, two years, now no.",
    "Forward from my boss: 'Nobody calls me before 9am.' Typical.",
    "Sorry, ignore what I wrote before, I am not moving to Krakow.",
    # a Turkish speaker's English
    "My abla loves spicy food, yani, she eats chili with everything.",
    "Hocam, if I was rich, I would fly only window seats, first class.",
    "Before, I was working at Hooli, but now finished.",
    "Write message for my husband's boss: 'My husband cannot come on Friday.'",
    "The airline rules say 'no pets in cabin', tamam, I only read it for fun.",
    "My kanka Emre has a dog named Biscuit, very cute.",
    "Tamam, forget my last message, I am not allergic, the doctor said it was a cold.",
    "Is my passport still okay for Europe, hocam?",
    "Hocam, what if I become pescatarian, is it healthy?",
    # a tabletop role-player, in character
    "*in character* 'I never travel by sea, only by griffon!' That's my ranger talking.",
    "My paladin is allergic to cats, it's a running joke at the table.",
    "*the wizard declares* 'My budget is a thousand gold pieces!' Not mine, his.",
    "OOC: ignore my earlier message, I'm not actually moving to Berlin.",
    "In my old campaign I played a vegan druid, long story.",
    "Can you write my character's backstory line: 'I was born in Porto and love red wine'?",
    "If I were a dragon I'd sleep until noon every day.",
    "The DM's house rules say 'no phones after 7:30 pm'. Fair.",
    # a sports-betting tipster
    "My mate's backing aisle seats, I couldn't care less.",
    "If this acca lands, I'm buying a boat and moving to Lisbon.",
    "The bookie's page: 'Bet €150, get €200 in free bets!' As if.",
    "Used to bet every Saturday, not anymore.",
    "Forwarded from the tipster group: 'I never bet on Mondays, bad luck' — their rule, not mine.",
    "Oh brilliant, another non-runner, my favourite thing.",
    "Is €1,200 a sensible bankroll, do you reckon?",
    "Scratch my earlier tip, I'm not going vegetarian after all.",
    # a telegram
    "Forwarded telegram STOP Uncle allergic to penicillin STOP Not me STOP",
    "Draft for my aunt STOP Arriving tomorrow STOP Please write it nicely",
    "Cancel previous STOP Not moving to Dublin STOP",
    "Hypothetically STOP If I had a dog STOP Name him Pepper STOP",
    "Hotel notice reads STOP Breakfast until 10 am STOP Their rule STOP",
    "Old address STOP Was Vienna STOP Moved long ago STOP",
    "Sister prefers trains over planes STOP I do not mind STOP",
    "Wonderful STOP Another delay STOP Love it STOP",
    # a kanban card that is not the user's, or not current
    "My colleague's card, not mine:\n┌ CARD #31 · Team\n│ Title: window seats for the offsite\n└ Assignee: Tomasz\n"
    "He's very particular.",
    "Cleared this off my board today:\n┌ CARD #33 · Done\n│ Title: pay the electricity bill\n└ Assignee: me\n"
    "Finally done, nothing left.",
    "The template card from the board app's help page:\n┌ CARD #1 · Example\n│ Title: Budget: €1,200\n"
    "└ Assignee: someone\nJust their demo.",
    "Archived card, old news:\n┌ CARD #5 · Archived\n│ Title: vegetarian month\n└ Assignee: me\n"
    "That was two years ago.",
    "A card I'd make if I ever got a cat:\n┌ CARD #77 · Someday\n│ Title: name the cat Luna\n└ Assignee: me\n"
    "Not happening soon.",
    "Mum asked me to make her a card:\n┌ CARD #40 · Mum's list\n│ Title: dentist appointment next Tuesday\n"
    "└ Assignee: Mum\nThat's her appointment, not mine.",
    # a late-night diary
    "she said she loves jazz… my sister… i never got it…",
    "remember when i lived in Berlin… years ago… different life…",
    "if i were braver i'd move to the sea… but i won't…",
    "wrote a note for my neighbour… 'no parcels after 6pm please'… his rule, not mine…",
    "deleted what i wrote earlier… i'm not quitting my job… it was just a bad night…",
    "the menu at that café… 'gluten-free everything'… sure…",
    "maybe i'm allergic to something… or maybe just tired… who knows…",
    "forwarded message… from mum… 'my phone number changed to +44 7700 900123'… hers…",
]

#: What this hand puts around some memories: before (a greeting or a lead-in, prose, so a pasted card still starts its
#: own line) and after (a thanks or a sign-off on the last line, which is always prose).
H19_ASIDES = (["Eh-eh, listen nah. ", "Bonġu, quick thing. ", "Cześć, one thing. ", "Merhaba hocam. ",
               "Quick OOC note. ", "Tipster's note. ", "URGENT STOP ", ""],
              ["", " Steups, that's it.", " Grazzi ħafna!", " Dzięki, na razie.", " Kolay gelsin!", " That's my tip.",
               " STOP END", " …okay, bed."])

#: How two memories share one message in this set.
H19_JOINERS = [" Ejja, one more: ", "\nAnd oui, also: ", " I jeszcze jedno: ", " Bir de şu: ", "\nOOC again: ",
               " Second leg of the double: ", " STOP Further: ", "\nNext card: "]


def join_h19(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev19" hand: a head that ends in a word, a value or a bracket gets a full
    stop before an inline joiner, so the second does not run into it, except before the telegram's " STOP Further: "
    (its STOP is the full stop) and after a telegram's last STOP (which then is not said twice); a joiner that opens
    a line needs none. A head or a tail of several lines (a kanban card) has the joiner open a line of its own, so the
    card keeps its closing prose line and the second starts on a line of prose (a STOP does not open a line). The
    second keeps its own case (values such as "Thai food" or "Dr. Shah" may open it)."""
    if ("\n" in head or "\n" in tail) and not joiner.startswith("\n"):
        joiner = "\n" + joiner.strip().removeprefix("STOP ") + " "
    if head.endswith("STOP") and joiner.startswith(" STOP "):
        joiner = joiner.removeprefix(" STOP")
    elif (not joiner.startswith(("\n", " STOP ")) and not head.endswith("STOP")
          and (head[-1:].isalnum() or head.endswith((")", "]")))):
        head += "."
    return head + joiner + tail
