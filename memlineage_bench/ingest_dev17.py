"""Wordings "dev17" (called "heldout17" until stop 31) of `memlineage bench ingest` (the ``H17_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A seventeenth hand (the helper session "held17"), written blind on 2026-12-02 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README (any of it), the docs, the notes (``issues stops``, ``issues show``) or any list of misses, and who did not run
any extractor, ``memlineage ingest``, ``bench ingest`` or the classifier on this set or on anything (only the generator
and the pure set tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev16" (to choose
other voices), the names, counts and joining function of "dev16"'s constants (to learn the shape, not the phrasing),
and the diff of ``ingest.py`` and the set tests in the commit that added "heldout16". It was held out: the lead ran it
once (stop 31), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own:

* Ghanaian English: "chale", "paa" (very), "ei", "herh", "o", "as for me", "by force" (no matter what), "I beg",
  "write am down", "chop bar", "dumsor" (a power cut), "I'm coming" (wait a moment);
* Kenyan English with Sheng and Swahili: "sasa", "poa", "sawa", "manze", "niko" (I am), "si …?" (won't you …?),
  "kwani", "kabisa", "hakuna", "yangu" (mine), "nikumbushe" (remind me), "usinipigie" (don't call me), "ni" (is);
* a Mandarin speaker's learner English: no articles, "I very like", "I am allergy with", topic first ("{V}, I very
  like"), "I no free", "cannot meeting", "please help me remember", "already confirm";
* a Brazilian Portuguese speaker's learner English and its false friends: "pretend" (intend), "actually"
  (currently), "stay" (become, be set: "stayed for"), "remember me" (remind me), "compromise" (an appointment),
  "there are five years" (for five years), "the {n} of me", "né?", "kkkk", "rsrs", "tá?";
* an Arabic speaker's English: "wallah", "yalla", "khalas" (that's it), "habibi", "inshallah", "mashallah", "shukran",
  "allergic from", "very very", an extra "the";
* a football commentator narrating their own life: "Back of the net!", "the VAR check confirms it", "red card",
  "the transfer budget", "fixture clash", "team sheet", "final whistle", "kick-off", "the gaffer";
* a screenplay with speaker tags: a prose line ending in ":", then script lines of their own ("INT. …", "ME: …",
  "ME (V.O.): …", another character asking, "DOCTOR: Any allergies?"), then a prose line saying it is real, so an
  aside or a joiner never lands on a script line;
* an e-mail reply written above its quoted history: the new words first, an empty line, an "On …, Assistant wrote:"
  line and the quoted "> " lines under it, which hold nothing to keep (the assistant's question); two such replies
  in one message share one quote under both new texts (:func:`join_h17`), and an after-aside is a line of its own;
* a bullet journal typed up with its signifiers: a prose line ending in ":", one "• " task, "○ " event, "– " note,
  "* " priority or "! " line, then a prose line; in traps "× " (done, crossed off) and other people's notes;
* a sarcastic-but-sincere voice: a memory said with irony around it and then meant ("Brace yourself for this
  bombshell: …", "Stop the presses: …", "Not a joke, genuinely.", "Sarcasm aside, …").

Small talk is hard but fair: greetings, thanks, moods, heat, rain, traffic and power cuts in every voice, a sign-off
with a day in it ("see you tomorrow inshallah"), the match-day "full time" and "half-time" of a chat, a script line
that only says hello or thanks, e-mail replies of thanks above a quoted assistant line, a bujo mood tracker or a
crossed-off coffee, sarcasm about the weather and a cold coffee. Traps look like memories and are not, and share their
words: other people's tastes, allergies, diets, hours, budgets and numbers (a sister, a brother, a boss, a colleague,
a mother, a boyfriend, a striker, a dad, a son, a wife, a cat), past states ("Back in secondary school I was
vegetarian", "Before, I live in Shanghai", a flashback line of a younger me), hypotheticals and questions, quoted
rules and pages (a hotel page, a menu, airline rules, a prayer timetable, stadium rules printed on a ticket),
texts to write for someone else (an uncle, a mother, a friend, a wife, a sister's form, a mate's stag video),
forwarded and quoted messages (a friend's "I'm vegan" under "Sounds good to me!", the boss's rule), retractions ("Ignore
my last email, I'm not moving after all"), a denied number, an undecided "not sure yet", a character's lines in a
script or an audition, an improv line, a done task crossed off in the bujo, a wishlist, sarcasm and jokes.

Two memories share a message about a third of the time (:data:`H17_JOINERS`, :func:`join_h17`); some memories carry
an aside (:data:`H17_ASIDES`). Every style reads as its writer would put it (the learners' and the dialects' grammar
included) for every value of its placeholders ("trains over planes", "quiet rooms on a high floor", "noon",
"tomorrow", "next Friday", "the 14th of March", "cats", "lactose intolerant", "€1,200", "my sister: Anna", "my
dentist: Dr. Shah") and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H17_ASIDES", "H17_CONSTRAINTS", "H17_EVENT_STYLES", "H17_FACT_STYLES", "H17_JOINERS", "H17_PREF_STYLES",
           "H17_SMALLTALK", "H17_TASK_STYLES", "H17_TRAPS", "join_h17"]

H17_PREF_STYLES = [
    # Ghanaian English
    "Chale, as for me, {v} paa. Put it down.",
    "Ei, you know me small: {v} every time, by force.",
    "Herh, {v} - that one sweet me paa, it's my best.",
    "Please, for me it's {v} all the time, saa.",
    # Kenyan English, Sheng
    "Sasa, just know {v} ndio my thing, kabisa.",
    "Manze, {v} for me any day, hakuna debate.",
    "Niko team {v}, si you note that down?",
    "Poa, for the record: {v}. That's me, sawa?",
    # Mandarin speaker's English
    "{V}, I very like. Please remember.",
    "I most like {v}, every time choose this one.",
    "For me, {v} is the best choice, no other.",
    "My favourite is {v}, I like very much.",
    # Brazilian Portuguese speaker's English
    "I am crazy for {v}, kkkk, really.",
    "Always I prefer {v}, né? Is my style.",
    "I pretend to choose {v} always, is my preference.",
    "For me {v} is top, rsrs, I adore.",
    # Arabic speaker's English
    "Wallah, {v} is the best for me, always.",
    "Habibi, {v} only, every time, no change.",
    "Yalla, write it: I like the {v} very very much.",
    "Mashallah, {v} is my favourite thing, khalas.",
    # football commentator
    "And it's {v} for me once again - what a choice, what a player!",
    "I go for {v}, I always go for {v}, and the crowd knows it!",
    "Back of the net! {V}, my pick every single time.",
    "Into the final minute and I'm still choosing {v} - nobody's surprised.",
    # screenplay
    "Script version, as you asked:\nINT. MY LIVING ROOM - EVENING\nME: {V}. Every time.\n"
    "That's the whole scene, honestly.",
    "Picture the scene:\nME: (to anyone who asks) {V}, please, as usual.\nEnd of scene, and it's true.",
    "Draft screenplay of my life:\nME (V.O.): I'll always pick {v}.\nRoll credits - that's really me.",
    "Here's my line:\nME: Give me {v} and nobody gets hurt.\nCut. Real preference, though.",
    # e-mail reply above its quoted history
    "Definitely {v}, thanks for asking.\n\nOn Mon, 1 Mar 2027 at 09:12, Assistant wrote:\n"
    "> Any preferences I should keep in mind?",
    "{V} - always, if there's a choice.\n\nOn Sun, 28 Feb 2027 at 21:40, Assistant wrote:\n"
    "> Quick question: what do you usually go for?",
    "Short answer: {v}.\n\nOn Sat, 27 Feb 2027 at 08:03, Assistant wrote:\n"
    "> What would you like me to pick by default?",
    "I'd pick {v} every time, please note it.\n\nOn Fri, 26 Feb 2027 at 17:55, Assistant wrote:\n"
    "> Is there anything you like that I should remember?",
    # bullet journal
    "Bujo, collections page (mine):\n– {v} = my favourite\nCopied it out for you.",
    "From my bullet journal:\n* {v}, always\nStarred, so it's the priority one.",
    "Notes page in the journal:\n– {v}, my go-to\nTyped up so you have it.",
    "Typed up from the bujo:\n! {v} - yes, mine, every time\nThe ! means it matters.",
    # sarcastic but sincere
    "Brace yourself for this bombshell: I like {v}. Not a joke, genuinely.",
    "Shocking twist nobody saw coming: {v}, every single time. I mean it, though.",
    "Yes, I'm that predictable: {v}. Sincerely, write it down.",
    "Stop the presses: I go for {v}. Dead serious, for once.",
]

H17_CONSTRAINTS = {
    "allergy": [
        "Chale, I'm allergic to {a} paa, so don't add am for me o.",
        "Please, as for me {a} is a no - allergy, my body reacts by force.",
        "Pole, but I'm allergic to {a}, si you keep it away?",
        "Manze, {A} inanimaliza - allergy kabisa, hakuna kuleta.",
        "I am allergy with {a}, cannot touch, very dangerous.",
        "{A} for me is allergy, body becomes red, please remember.",
        "I have allergy of {a}, I stay all red, is serious.",
        "Attention please, {a} makes me bad, is allergy, not frescura.",
        "Wallah I am allergic from {a}, very dangerous for me.",
        "Please no {a}, khalas, I have the allergy.",
        "And the VAR check confirms it: I'm allergic to {a}! No way back from that one.",
        "{A} coming on as a sub? Red card, straight off - I'm allergic.",
        "For the script:\nME: I'm allergic to {a}. Seriously allergic.\nThat line's mine, not a character's.",
        "Scene, doctor's office:\nDOCTOR: Any allergies?\nME: {A}.\nTrue story, by the way.",
        "Yes - {a}. I'm allergic, it's a bad one.\n\nOn Mon, 1 Mar 2027 at 08:47, Assistant wrote:\n"
        "> Do you have any allergies I should know about?",
        "Allergic to {a}, please flag it everywhere.\n\nOn Sat, 27 Feb 2027 at 11:20, Assistant wrote:\n"
        "> Anything medical I should note before booking?",
        "Health page in my bujo:\n– allergy: {a}, severe (!)\nCopied straight from the notebook.",
        "Bujo, health collection:\n! {A} - allergy, mine\nDon't let anyone forget it.",
        "Fun fact that is not fun at all: I'm allergic to {a}. Genuinely, write it down.",
        "Oh, you'll love this: {a} and I don't get along - actual allergy, not drama.",
    ],
    "diet": [
        "Chale, I'm {d} paa, so check the food before you book, please.",
        "I'm {d}, chale, so any chop bar we go, check first.",
        "Niko {d}, so si you check menus kwanza?",
        "Sawa, just so you know, mimi ni {d}.",
        "My diet: {d}. Please help me check restaurant.",
        "I am {d} person since long time, cannot change.",
        "I am {d} there are five years, né, please check the restaurants.",
        "Actually I am {d}, so be careful with the food, tá?",
        "Inshallah you remember: I am {d}, the food must be okay for this.",
        "Habibi, I am {d}, wallah, so no surprise in the food please.",
        "Team sheet confirmed: I'm {d}, and that's not changing this season.",
        "Breaking from the touchline: I'm {d}, and the gaffer's been told.",
        "Dinner scene:\nWAITER: Any dietary requirements?\nME: I'm {d}.\nThat's me, in real life too.",
        "I'm {d} - please book accordingly.\n\nOn Sun, 28 Feb 2027 at 19:02, Assistant wrote:\n"
        "> Any dietary requirements for the dinner?",
        "Food page, bujo:\n– I'm {d}\nTyped up from today's log.",
        "Prepare to be amazed: I'm {d}. Yes, still. No, it's not a phase, please note it.",
    ],
    "hours": [
        "Please, don't call me after {t}, I'm sleeping that time, chale.",
        "As for me, no meetings before {t} o, I beg.",
        "Usinipigie simu after {t}, niko off, sawa?",
        "Meetings before {t}? Hapana, si we push?",
        "After {t} I no take phone, please not call.",
        "Before {t} I cannot meeting, my body not wake up.",
        "After {t} I am disconnected, don't call, please, is my family hour.",
        "Before {t} I don't function, kkkk, no meetings please.",
        "After {t} khalas, no calls, this is family time wallah.",
        "Please no meeting before {t}, inshallah you remember.",
        "Final whistle at {t} - no calls after that, the stadium's empty!",
        "Nobody takes the pitch before {t}, that's the rule of this club, and the club is me.",
        "Phone call scene:\nBOSS (V.O.): Can you talk?\nME: Not after {t}. Never after {t}.\nThat's my actual rule.",
        "Script note:\nME: No meetings before {t}, I mean it.\nNot a character - me.",
        "Nothing before {t}, please - that's my hard start.\n\nOn Mon, 1 Mar 2027 at 07:58, Assistant wrote:\n"
        "> What's the earliest I can put meetings in?",
        "Please don't ring after {t}.\n\nOn Thu, 25 Feb 2027 at 16:30, Assistant wrote:\n"
        "> When is it okay to call you?",
        "Bujo rules page:\n– phone off after {t}, no calls\nMy rule, typed up.",
        "Groundbreaking news: I don't take calls after {t}. Serious, though, please respect it.",
    ],
    "budget": [
        "Chale, my budget is {m}, no more, times are hard.",
        "{m} is the top for me, by force it must fit.",
        "Budget yangu ni {m}, hapo sawa, hakuna zaidi.",
        "Manze, {m} max, si you know uchumi ni ngumu.",
        "My budget only {m}, more than this cannot.",
        "Maximum {m}, please not over, my wallet is small.",
        "My limit is {m}, more than that I don't pay, sorry.",
        "Until {m} is okay for me, not more, ok?",
        "Wallah my budget is {m} maximum, not one more.",
        "Please keep it {m}, khalas, no more than this.",
        "The transfer budget is {m} and not a penny more - the board has spoken, and the board is me.",
        "Spending ceiling set at {m}. The fans are nervous, but that's the ceiling.",
        "Shopping scene:\nSALESMAN: What's your budget?\nME: {m}. Not a cent more.\nI'd genuinely say that.",
        "One-liner for the script:\nME: My ceiling is {m}.\nThat's my real number.",
        "{m} max, please.\n\nOn Sun, 28 Feb 2027 at 12:15, Assistant wrote:\n> How much should I spend on the hotel?",
        "My budget is {m} all in.\n\nOn Fri, 26 Feb 2027 at 10:44, Assistant wrote:\n> Do you have a budget in mind?",
        "Money page, bujo:\n– budget {m}, max\nCopied out for you.",
        "Alert the media: my budget is {m}. Tragic, I know, but I mean it.",
    ],
    "days": [
        "Chale, {w}s I'm not free at all, church and family.",
        "Please, as for {W}s, don't book me o.",
        "{W}s niko busy kabisa, usibook chochote.",
        "Si you avoid {w}s? Siwezi hizo.",
        "Every {w} I no free, please not arrange.",
        "{W} for me is busy day, cannot meet.",
        "On {w}s I cannot, is my day of volunteer.",
        "{W} is impossible for me, I have compromise every week.",
        "Every {w} I am busy, wallah, don't book.",
        "{W}s no, khalas, this day is for family.",
        "{W}s are a fixture clash every single week - I'm not available.",
        "The {w} game? I'm ruled out. Every {w}, all season.",
        "Calendar scene:\nASSISTANT: How about {w}?\nME: Never {w}s.\nThat's true off-screen too.",
        "My line, for the record:\nME: I don't do {w}s.\nNo character, just me.",
        "Not {w}s, sorry - any other day.\n\nOn Mon, 1 Mar 2027 at 13:05, Assistant wrote:\n"
        "> Which day works for the weekly call?",
        "{W}s are out for me, every week.\n\nOn Wed, 24 Feb 2027 at 09:30, Assistant wrote:\n"
        "> Is there a day you can never do?",
        "Bujo weekly spread:\n– {w}s: not available\nThat's standing, every week.",
        "Prepare yourself: I'm busy every {w}. Riveting. True, though.",
    ],
}

H17_FACT_STYLES = [
    "Chale, my {n} is {v}, write am down.",
    "Please, as for my {n}, it's {v}.",
    "Ei, I nearly forgot - {n}: {v}, please keep it.",
    "Sasa, my {n} ni {v}, note hiyo.",
    "Poa, {n} yangu: {v}, sawa?",
    "Kwani you don't have my {n}? It's {v}.",
    "My {n} is {v}, please help me remember.",
    "About my {n}: {v}, this one correct.",
    "Information of my {n}: {v}. Please note, thank you.",
    "My {n} is {v}, né, save please.",
    "Take note: the {n} of me is {v}.",
    "Ah, the {n}, I almost forget: {v}.",
    "Please write, my {n} is {v}, wallah correct.",
    "Inshallah you save it: {n} {v}.",
    "Yalla, the {n} - {v}, don't lose it.",
    "Team news, and it's official: my {n} is {v}!",
    "Stat of the day: {n}, {v}. Remember that one, folks.",
    "Big moment here: my {n} confirmed as {v}.",
    "For the script:\nME: My {n}? {v}.\nThat one's real.",
    "Scene at the front desk:\nRECEPTIONIST: And your {n}?\nME: {v}.\nSame in real life.",
    "My {n} is {v} - current as of today.\n\nOn Mon, 1 Mar 2027 at 10:02, Assistant wrote:\n"
    "> Could you confirm a few details for the form?",
    "Use {v} for my {n}, please.\n\nOn Sat, 27 Feb 2027 at 15:12, Assistant wrote:\n"
    "> What should I put on the booking?",
    "{n}: {v}\n\nOn Thu, 25 Feb 2027 at 14:48, Assistant wrote:\n> Which details are missing from your profile?",
    "Bujo info page:\n– {n}: {v}\nTyped up from the back pages.",
    "Copied from my journal's index:\n– my {n} = {v}\nThat's current.",
    "Thrilling detail for your files: my {n} is {v}. Try to contain yourself. It's correct though.",
    "Here's a riveting one: {n} - {v}. Seriously, save it.",
]

H17_EVENT_STYLES = [
    "Chale, my {e} is {d}, don't let me forget o.",
    "Please, my {e} - {d}. I'm going by force.",
    "Sasa, {e} yangu ni {d}, weka kwa calendar.",
    "Manze, my {e} is {d}, si unikumbushe?",
    "{E} is {d}, please remember.",
    "My {e} is {d}, already confirm.",
    "Please note, {e} time is {d}.",
    "My {e} stayed marked for {d}, né.",
    "I have the {e} {d}, don't let me forget, please.",
    "Save the date, tá: {e}, {d}.",
    "Inshallah my {e} is {d}.",
    "The {e} is {d}, wallah, put in the calendar.",
    "Fixture confirmed: my {e}, {d}. Big game, that.",
    "Mark it in the fixture list - {E}, {d}, and it's a big one!",
    "Cue the scene:\nFRIEND: When's your {e}?\nME: It's {d}.\nThat's the real date.",
    "Scene heading for my diary:\nME: {E}, {d}. Be there.\nNot fiction - that's the date.",
    "My {e} is {d}, just so you have it.\n\nOn Mon, 1 Mar 2027 at 11:36, Assistant wrote:\n"
    "> Anything coming up that I should plan around?",
    "{E}: {d}, confirmed this morning.\n\nOn Sun, 28 Feb 2027 at 18:20, Assistant wrote:\n"
    "> Did you get a date for it yet?",
    "Bujo future log:\n○ {e} - {d}\nCopied from the monthly spread.",
    "Typed up from my bujo:\n○ {d}: {e}\nThat's an event, the circle means.",
    "Mark your calendar, because clearly I can't: {e}, {d}. That one's real.",
    "Oh joy, my {e} is {d}. Sarcasm aside, it's happening, please note it.",
]

H17_TASK_STYLES = [
    "Chale, I have to {t}, don't let me forget o.",
    "Ei, I need to {t} by force this week.",
    "Nikumbushe to {t}, sawa? Lazima.",
    "Si you remind me to {t}? Bado sijafanya.",
    "Please help me remember: I need {t}.",
    "This week must {t}, please tell me again.",
    "Make a reminder for me to {t}, please.",
    "I pretend to {t} this week, remember me, ok?",
    "Yalla, remind me to {t}, inshallah this week.",
    "I must {t}, wallah, don't let me forget.",
    "Still on the fixture list: {t}. Can't afford to miss that one.",
    "The manager's instruction is clear: I need to {t}, and soon!",
    "Scene, my to-do list:\nME: I have to {t}.\nReal task, please remind me.",
    "Two-line scene:\nASSISTANT: Anything for this week?\nME: I need to {t}.\nPlease hold me to it.",
    "Please remind me to {t}.\n\nOn Mon, 1 Mar 2027 at 12:50, Assistant wrote:\n"
    "> Anything you'd like me to nudge you about?",
    "Need to {t} - nudge me later in the week?\n\nOn Sun, 28 Feb 2027 at 22:05, Assistant wrote:\n"
    "> Any jobs on your list this week?",
    "Bujo daily log:\n• {t}\nStill open, the dot means to do.",
    "Typed up from the bujo:\n• {t} *\nStarred, so it's urgent.",
    "Guess who still hasn't managed to {t}? Me. Remind me, genuinely.",
    "My thrilling agenda: {t}. Remind me anyway, I mean it.",
]

H17_SMALLTALK = [
    # Ghanaian English
    "Chale, good morning o!", "Ei, the sun is hot paa today.", "Herh, dumsor again, the light is off.",
    "Thank you paa, God bless.", "I'm coming, let me check something.", "Chale, how far?",
    # Kenyan English, Sheng
    "Sasa! Mambo?", "Poa, asante sana.", "Manze traffic ya leo ni mbaya.", "Pole, nimechoka tu leo.",
    "Sawa sawa, tutaongea.", "Niaje buda!",
    # Mandarin speaker's English
    "Good morning, today I am very tired.", "Haha, you are so funny.", "Thank you very much, you help me a lot.",
    "Sorry my English not good.", "Today weather is very cold, I wear many clothes.", "Hello, I am back, I eat first.",
    # Brazilian Portuguese speaker's English
    "Tudo bem? Good morning!", "kkkkkk very good", "Obrigada, you are an angel.", "What a heat today, my God.",
    "Beijos, bye bye!", "Oi, bom dia!",
    # Arabic speaker's English
    "Salam, how are you today?", "Yalla, bye, see you tomorrow inshallah.", "Mashallah, very good answer.",
    "Wallah I am so tired today.", "Shukran habibi, that's all.", "Sabah al-khair, good morning!",
    # football commentator
    "And that's full time on today's chat!", "What a performance from the assistant there, take a bow.",
    "Rain's pouring at the stadium - well, on my street.", "Half-time, going to grab a tea.",
    "The crowd goes mild. Anyway, hello.", "Kick-off! Morning, all.",
    # screenplay
    "Opening scene:\nME: Morning!\nThat's all, just saying hi.",
    "Script for today:\nME: Thanks, that helped.\nThe end.",
    "Closing scene:\nME: (yawns) Long day.\nCut to bed.",
    "Not a scene, just me in the kitchen making toast. Morning.",
    # e-mail reply
    "Thanks, that's perfect!\n\nOn Mon, 1 Mar 2027 at 09:40, Assistant wrote:\n> Here's the summary you asked for.",
    "Great, cheers.\n\nOn Sun, 28 Feb 2027 at 17:02, Assistant wrote:\n> Let me know if you need anything else.",
    "Ha, nice one.\n\nOn Sat, 27 Feb 2027 at 20:15, Assistant wrote:\n> Here's a joke to start your week.",
    "Sorry, only catching up on my inbox now.",
    # bullet journal
    "Bujo mood tracker, today:\n– tired\n– rainy\nNothing else to log.",
    "Typed up from the bujo:\n× made coffee\nThat's the big win today.",
    "My bujo page for today is basically doodles, ha.", "Habit tracker says I drank water. Go me.",
    "New bujo spread for the month, so pretty. Anyway.",
    # sarcastic
    "Oh wonderful, it's raining again. Just what I needed.", "What a thrilling Monday this is.",
    "Wow, you're so helpful I might cry. (Actually, thanks.)", "Great, my coffee's cold. Perfect start.",
    "Amazing, another grey day. Bye for now.", "Oh good, the wifi dropped again. Anyway, hi.",
]

H17_TRAPS = [
    # Ghanaian English
    "My sister Ama says she's allergic to shellfish, not me o.",
    "If I win the lotto, I'll buy a house in East Legon, chale.",
    "Herh, my boss says no calls after 6pm - his rule, not mine.",
    "Back in secondary school I was vegetarian, but that one is finished.",
    "Please, write a text for my uncle saying 'I'm allergic to peanuts' - it's for him.",
    "Ei, you think I should become vegan?",
    # Kenyan English, Sheng
    "Buda yangu anapenda jazz, mimi sijui.",
    "Manze, zamani nilikuwa naishi Nairobi, sasa hapana.",
    "Kwani, what if I moved to Mombasa? Ati beach life.",
    "The hotel page says 'no check-in after 10 am' - that's their policy, not mine.",
    "Si you write for my mum: 'I'm vegetarian, please cook without meat'? Ni yake.",
    "Eh, my colleague Wanjiru is pescatarian, she's very strict with menus.",
    # Mandarin speaker's English
    "My mother is allergy with seafood, not me.",
    "Before, I live in Shanghai, now not.",
    "If I have dog, I will call him Lucky.",
    "Restaurant menu say 'vegetarian option available'. Is it true?",
    "Please help me write for my friend: 'I am vegan, no meat please'.",
    "Do you think I am coeliac? I don't know.",
    # Brazilian Portuguese speaker's English
    "My boyfriend loves window seats, I don't care, kkkk.",
    "When I was child I was vegetarian, now no more.",
    "Imagine if I live in Lisbon, would be a dream.",
    "The airline rules say max 23kg per bag - is their rule.",
    "Forwarding from my mother: 'Remember I don't eat gluten!' - is hers, not mine.",
    "I was thinking to become vegan... but I don't know yet.",
    # Arabic speaker's English
    "My brother Khalid only drinks red wine, habibi, not me.",
    "Inshallah one day I live in Dubai, but now no plan.",
    "Wallah, I used to be vegetarian in university, khalas, finished.",
    "The mosque timetable says prayer at noon - that's just the timetable.",
    "Please write for my wife: 'I am allergic to cats'. It's for her doctor.",
    "Should I be pescatarian, what do you think?",
    # football commentator
    "And the striker, famously, only eats Thai food - his interview, not mine.",
    "If I were a Premier League player, I'd be on a million a week!",
    "Back in my playing days I trained every Sunday - long gone now.",
    "The stadium rules: no entry after 7:30 pm. Their rule, printed on the ticket.",
    "Commentary for my mate's stag video: 'He hates Mondays and loves spicy food' - it's about him.",
    "Oh, what a fantastic decision, another Monday meeting. Unbelievable. (Sarcasm.)",
    # screenplay
    "Scene from my sister's script:\nSISTER: I'm allergic to latex.\nHer line, about her.",
    "Audition sides:\nDETECTIVE: I never work on Sundays.\nJust a character I'm reading for.",
    "Dream sequence:\nME: If I lived in Tokyo, I'd eat ramen daily.\nPure fantasy.",
    "Flashback scene:\nYOUNGER ME: I'm vegetarian now!\nThat was years ago, not anymore.",
    "Scene with my dad:\nDAD: Budget's 300 dollars, no more.\nHis budget, for his trip.",
    "Improv prompt:\nME: My dog is called Pepper.\nI don't actually have a dog.",
    # e-mail reply
    "Sounds good to me!\n\nOn Sun, 28 Feb 2027 at 20:11, Priya wrote:\n> I'm vegan, so somewhere with options please.",
    "Forwarding this, it's Tom's rule, not mine.\n\nOn Fri, 26 Feb 2027 at 08:15, Tom wrote:\n"
    "> No meetings before 10 am for me, ever.",
    "Ignore my last email, I'm not moving after all.\n\nOn Thu, 25 Feb 2027 at 19:40, Me wrote:\n"
    "> I'm moving to Berlin next month!",
    "Ha, no, that's my colleague's number, not mine.\n\nOn Mon, 1 Mar 2027 at 10:30, Assistant wrote:\n"
    "> Is +44 7700 900123 your phone number?",
    "Draft this for my sister, please - in her voice.\n\nOn Sat, 27 Feb 2027 at 09:05, Anna wrote:\n"
    "> Can you say I'm allergic to penicillin on the form?",
    "Hmm, not sure yet, maybe.\n\nOn Sun, 28 Feb 2027 at 13:22, Assistant wrote:\n"
    "> Would you like me to book window seats?",
    # bullet journal
    "Bujo, typed up:\n× call the landlord\nDone, crossed off already.",
    "From the bujo:\n– Mum: allergic to sesame\nHer note, for her visit.",
    "Bujo ideas page:\n! maybe move to Porto?\nJust a daydream.",
    "Typed up from an old bujo, 2019:\n– vegetarian month\nLong over.",
    "Bujo page for my son:\n• pack his gluten-free snacks\nHis stuff, not mine.",
    "Wishlist page in the bujo:\n– a sailboat, someday\nNot happening, ha.",
    # sarcastic
    "Oh, I just adore 6am flights. Truly the highlight of my life.",
    "Yes, obviously my budget is unlimited, I'm a billionaire, can't you tell.",
    "Sure, I'm allergic to Mondays. Write that down, ha.",
    "My cat clearly prefers dark mode, judging by her glare.",
    "Of course I love waiting on hold for an hour. Who doesn't.",
    "I'm totally going to start running at 5am. Definitely. Any day now.",
]

#: What this set puts around some memories: an after-aside is a line of its own, so it never joins a quoted e-mail
#: line or a script line.
H17_ASIDES = (["One sec, ", "Sasa, quick one: ", "Okay, roll camera: ", "Yalla, one more: ",
               "Breaking news from my end: ", ""],
              ["", "\nAsante!", "\nObrigada!", "\n(typed on my phone, sorry)", "\nThat's the final whistle.",
               "\nShukran."])

#: How two memories share one message in this set.
H17_JOINERS = [" Oh, and another one: ", "\nAlso: ", " Plus: ", " Na pia: ", "\nAnd one more, wallah: ",
               " Second thing, sincerely: "]

_QUOTE_OPENS = "\n\nOn "


def _split_quote(text: str) -> tuple[str, str]:
    """An e-mail reply's new words and the quoted history under them ("\\n\\nOn … wrote:\\n> …"), or the text and ""."""
    at = text.find(_QUOTE_OPENS)
    if at < 0 or " wrote:\n> " not in text[at:]:
        return text, ""
    return text[:at], text[at:]


def join_h17(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev17" hand: an e-mail reply keeps its quoted history at the very end,
    under both new texts (two replies share the first one's quote), so the second memory is never written into the
    quote; a head that ends in a word or a bracket gets a full stop before an inline joiner. The second keeps its own
    case (values such as "Thai food" or "Dr. Shah" may open it)."""
    head, head_quote = _split_quote(head)
    tail, tail_quote = _split_quote(tail)
    if not joiner.startswith("\n") and (head[-1:].isalnum() or head.endswith((")", "]"))):
        head += "."
    return head + joiner + tail + (head_quote or tail_quote)
