"""Wordings "dev20" (called "heldout20" until stop 31) of `memlineage bench ingest` (the ``H20_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A twentieth hand (the helper session "held20"), written blind on 2026-12-02 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README (any of it), the docs, the notes (``issues stops``, ``issues show``) or any list of misses, and who did not run
any extractor, ``memlineage ingest``, ``bench ingest`` or the classifier on this set or on anything (only the generator
and the pure set tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev18" and of
"heldout19" (to choose other voices), the names, counts and joining function of "dev18"'s constants (to learn the
shape, not the phrasing), the set tests, and the commits that added "heldout19" (how a set is wired and tested). It was
held out: the lead ran it once (stop 31), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own:

* Sri Lankan English: "aney", "machan", "ado", "putha", "no?" as a tag, "what to do", "men", "… only", "Amma",
  "nangi" and "akka" (younger and older sister), "ayubowan", "bohoma sthuthi", "appo", "I'll come and go";
* Hong Kong English: "la", "lor", "wor", "ah", "aiya", "gau dim" (sorted), "m goi" and "dor je" (thanks), "jo san"
  (good morning), "add oil", "hea" (lazy), "… already", "cannot", the MTR, a cha chaan teng, yum cha;
* a Mexican-American Spanglish voice: "oye", "pues", "la neta" (honestly), "ándale", "órale", "ni modo", "bueno",
  "porfa", "mija", "ojo" (careful), "de volada" (quickly), "mi amá", "tía", "primo", "por si acaso", "anótalo";
* a Dutch speaker's direct English: "Let me be direct:", "No discussion.", "nou", "hè", "toch?", "prima",
  "jeetje", "doei", "hoi", "gezellig", "I find … nice", "my agenda" (my calendar), "not one cent more";
* a Swedish speaker's understated English: "lagom", "fika", "tack", "hej", "hej då", "ja", "nej", "precis",
  "jaha", "my sambo" (partner), a strong liking said as "quite fond of";
* a pirate-talk joker: "Arr", "Ahoy", "Avast", "matey", "me hearties", "ye", "me" for my, "be" for is, "fer",
  "doubloons", "savvy?", "landlubber", "Davy Jones", "shiver me timbers", "walk the plank", "belay that" (a
  retraction);
* a tweet thread: a prose line ending in ":" (often with "🧵"), then numbered posts on lines of their own ("1/ …",
  "2/ …", "3/ …", the value in one of them), then a closing prose line ("end of thread."), so an aside or a joiner
  never lands on a post; in traps a retweet of someone else's thread, a quote-tweeted policy, a deleted thread and a
  draft for a boss;
* an astrologer speaking of their own life: "As a Taurus sun …", "my natal chart", "Mercury's in retrograde", "Venus
  in my fifth house", "Saturn return", "the full moon", "the stars and I agree";
* an old-fashioned formal letter: a "Dear Sir," / "Dear Sir or Madam," / "Sir," line, the body ("I beg to inform you
  that …", "I have the honour to …", "I should be obliged if …"), sometimes "I remain, Sir,", then "Yours
  faithfully," and a signature line (the value always in the body, never in the salutation or the signature).

Small talk is hard but fair: greetings, thanks, moods, heat, humidity, rain, snow, wind and traffic, sign-offs in every
voice ("Ok putha, I'll come and go.", "Ok la, bye bye.", "Doei, until next time.", "Hej då, see you.", "Fair winds,
I'm off to bed."), a mood thread and a gratitude thread, a letter that only thanks or wishes a good evening, a
stargazer's goodnight, general-knowledge questions in the same voices. Traps look like memories and are not, and share
their words: other people's tastes, allergies, diets, hours, days, budgets and numbers (a nangi, a friend's passport
number, a boss, a wife, a tía, an abuela, a colleague, a sister, a sambo, a neighbour, a parrot, a client, an aunt),
past states ("back in school I was vegetarian", "I used to live in Utrecht", a thread about an old life, a letter
about one's youth), hypotheticals ("If I had a dog ah …", "If Mars were in my first house …", "Should I ever acquire
a dog …"), questions about options and the user's own tastes, quoted menus, rules, policies and pages (a hotel menu, a
cha chaan teng sign, a taquería menu, a hotel website, a café sign, a tavern board, a horoscope app, a hotel's
notice in a letter, a hotel's policy quote-tweeted), texts to write for someone else (for an akka, a mum, a primo, a
neighbour, a mother, Cap'n Jack, a friend's reading, a brother's letter), forwarded messages (the family group, a
cousin's company, mi amá, a sister, the office, the crew chat, the astro group), retractions ("ignore what I said, I'm
not moving to Kandy after all", "cancel what I said before", "Olvídalo …", "Forget my last message …", "Belay that
last order …", a deleted thread, "Please disregard my previous letter"), sarcasm and jokes.

Two memories share a message about a third of the time (:data:`H20_JOINERS`, :func:`join_h20`); some memories carry
an aside (:data:`H20_ASIDES`, each on a line of its own, so a letter's salutation or a thread's first line stays at the
start of one). Every style reads as its writer would put it (the dialects', the learners' and the pirate's grammar
included) for every value of its placeholders ("trains over planes", "quiet rooms on a high floor", "noon",
"tomorrow", "next Friday", "the 14th of March", "cats", "lactose intolerant", "€1,200", "my sister: Anna", "my
dentist: Dr. Shah") and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H20_ASIDES", "H20_CONSTRAINTS", "H20_EVENT_STYLES", "H20_FACT_STYLES", "H20_JOINERS", "H20_PREF_STYLES",
           "H20_SMALLTALK", "H20_TASK_STYLES", "H20_TRAPS", "join_h20"]

H20_PREF_STYLES = [
    # Sri Lankan English
    "Aney, for me {v} only, no? Simply I like.",
    "Machan, always I go for {v}, that's how it is, men.",
    "Ado, put {v} for me, I like that one like anything.",
    "What to do, I'm simply crazy about {v}, putha.",
    "Shall I tell? {V}, that's my number one, no doubt about it.",
    # Hong Kong English
    "{V} best la, I always choose this one.",
    "I like {v} wor, remember ah.",
    "Aiya, of course {v} lor, every time same same.",
    "For me must be {v}, then ok la, gau dim.",
    "Jo san! Quick one: I prefer {v}, m goi.",
    "Me, I like {v} the most, no need to ask again ah.",
    # Spanglish
    "Oye, la neta, {v} all day for me.",
    "Pues I always go with {v}, mija, you know me.",
    "Ándale, {v} for me porfa, that's my thing.",
    "Bueno, if I get to pick, it's {v}, siempre.",
    "Ay, {v}? Me encanta, I'll take that every time.",
    "Órale, {v} for me, no question, mi amor.",
    # Dutch
    "Let me be direct: I prefer {v}. No discussion needed.",
    "I find {v} simply the best, hè. That is just my taste.",
    "Nou, {v}. That is what I want, every time, toch?",
    "Honestly and directly: {v}, please. Other options I find not so nice.",
    "{V}, that is my preference. Prima, now you know.",
    "I am Dutch, so I just say it: {v}. Done.",
    # Swedish
    "{V}, that is lagom perfect for me, tack.",
    "Jaha, you ask what I like? It is {v}, precis.",
    "Hej! I would say I am quite fond of {v}, and that is a strong word for a Swede.",
    "Ja, {v} for me. Not so complicated, tack.",
    "I am not so dramatic about things, but {v} I really like.",
    "Fika or no fika, I would always go for {v}.",
    # pirate talk
    "Arr, me hearties, {v} be what this old sea dog favours.",
    "Ahoy! Set a course for {v} whenever ye can, matey.",
    "Shiver me timbers, nothin' beats {v} fer me.",
    "Avast, landlubber bot: {v}, every voyage, savvy?",
    "Yo ho ho, it's {v} fer this scallywag, always.",
    "By Davy Jones, I'd trade a chest o' doubloons fer {v}.",
    # tweet thread
    "quick thread on my tastes, for the bot 🧵:\n1/ people keep asking\n2/ the answer is {v}, always\n"
    "3/ not up for debate\nend of thread.",
    "thread time, bear with me:\n1/ i've thought about it a lot\n2/ {v}. that's the take.\nok that's the whole thread.",
    "a short 🧵 about me, since you asked:\n1/ i pick {v} every single time\n2/ no notes\nfin, thanks for reading.",
    "writing this as a thread so it sticks:\n1/ pinned: i prefer {v}\n2/ that's final\nend of the thread.",
    "mini thread for my profile:\n1/ favourites, part one\n2/ {v}, hands down\nthat's all, end.",
    # astrologer
    "As a Taurus sun with a Virgo moon, I was always going to love {v}.",
    "My natal chart says comfort first, and for me that means {v}.",
    "Mercury's in retrograde but this is not up for cosmic debate: I prefer {v}.",
    "Venus sits in my fifth house, darling, which explains why I adore {v}.",
    "Saturn return or not, I keep choosing {v}.",
    "The stars and I agree on one thing: {v}.",
    # old-fashioned formal letter
    "Dear Sir,\nI beg to inform you that I have a marked preference for {v}.\n"
    "I should be obliged if you would bear it in mind.\nYours faithfully,\nH. Perera",
    "Dear Sir or Madam,\nFurther to our correspondence, I write to state that I have long favoured {v}.\n"
    "Yours faithfully,\nE. Whitcombe (Mrs)",
    "Sir,\nI have the honour to state, for your records, that I prefer {v} above all alternatives.\nI remain, Sir,\n"
    "Yours faithfully,\nM. Fonseka",
]

H20_CONSTRAINTS = {
    "allergy": [
        "Aney, I'm allergic to {a}, no? Please don't forget, men.",
        "Machan, {a} and me don't go, I get a proper allergy.",
        "Ado, careful, {a} gives me an allergy, the doctor told Amma and me both.",
        "I got allergy to {a} la, very serious one.",
        "{A} cannot, I allergic, remember ah.",
        "Aiya, {a} again? I am allergic wor, no {a} please.",
        "Before I forget ah: allergic {a}, confirm, from the doctor.",
        "Ojo, I'm allergic to {a}, like for real, porfa no.",
        "Mija, {a} makes me break out, I'm allergic, ni modo.",
        "La neta, {a} is a hard no, allergy.",
        "Órale, write it down: allergic to {a}, mi amá knows too.",
        "To be clear: I am allergic to {a}. That is not negotiable.",
        "{A}: allergic. I say it once, directly.",
        "Jeetje, people forget this, but I really am allergic to {a}.",
        "Just so you know, I am allergic to {a}, and it is not a small thing, tack.",
        "Ja, {a} is a problem for me, allergy, so please avoid it.",
        "Hej, a small but important thing: allergic to {a}.",
        "Arr, {a} be me mortal enemy, I'm allergic, matey.",
        "Keep {a} off me ship, I swell up like a pufferfish, savvy?",
        "important 🧵, please read:\n1/ i'm allergic to {a}\n2/ not mild, not a preference\n"
        "3/ thanks for coming to my thread\nend.",
        "medical thread, short one:\n1/ allergy: {a}\n2/ yes, a real one\nend of thread, be well.",
        "Mercury retrograde can't change it: I'm allergic to {a}.",
        "My chart never warned me, but my doctor did: {a} allergy.",
        "Dear Sir,\nI write to advise you that I suffer from an allergy to {a}.\nKindly ensure it is kept from me.\n"
        "Yours faithfully,\nH. Perera",
        "Dear Sir or Madam,\n"
        "It is my duty to inform you that {a} must be kept well away from me, owing to an allergy.\n"
        "Yours faithfully,\nE. Whitcombe (Mrs)",
    ],
    "diet": [
        "Aney, I'm {d}, no? So choose the place carefully, men.",
        "Machan, I'm {d} these days, what to do, doctor's orders.",
        "Ado, {d} person here, please tell the restaurant.",
        "I am {d} la, cha chaan teng also must have option for me.",
        "Yum cha ok but remember I am {d} wor.",
        "Me {d} already two years, so dinner choose carefully ah.",
        "Pues I'm {d} now, so keep that in mind when we eat out, ¿sí?",
        "Neta, I'm {d}, mi amá still can't believe it.",
        "I am {d}. That is just a fact, no need to discuss it at dinner.",
        "Nou, simple: I am {d}, so plan the food for that.",
        "Direct answer: {d}. Anything else about food you want to know?",
        "I am {d}, so at fika I skip some things, tack for remembering.",
        "Ja, I have been {d} for a while now, precis.",
        "Hej hej, I am {d}, lagom strict about it but still.",
        "Arr, this pirate be {d}, so mind what ye put in me rations.",
        "Ahoy, cook! I be {d}, savvy?",
        "food 🧵 for anyone booking dinner:\n1/ i'm {d}\n2/ have been for years\nthat's the thread, bon appétit.",
        "dinner 🧵, very short:\n1/ {d}, that's me\n2/ please tell the restaurant\nend, thank you.",
        "Very Virgo of me, I know, but I'm {d}.",
        "The full moon in my sign made it official: I'm {d}.",
        "Dear Sir,\nI beg to inform you that I am {d}, and should be grateful if my meals were arranged accordingly.\n"
        "Yours faithfully,\nH. Perera",
        "Sir,\nI have the honour to inform you that I am {d}.\nI remain, Sir,\nYours faithfully,\nM. Fonseka",
    ],
    "hours": [
        "Aney, don't call me before {t}, no? I'm sleeping till then.",
        "Machan, after {t} I'm off, no calls men.",
        "Ado, {t} onwards only I'm free for calls.",
        "Before {t} cannot la, I still on the MTR.",
        "After {t} don't phone me ah, family time.",
        "Meeting before {t}? No way lor.",
        "Oye, no calls after {t}, that's family time, ¿ok?",
        "Pues nothing before {t}, I'm not a morning person, la neta.",
        "I do not take calls after {t}. That is my rule, simple as that.",
        "Meetings before {t}: no. I say it directly so it is clear.",
        "Before {t} I am not available, hè, so don't plan it.",
        "Please, no meetings before {t}, I need my morning coffee first, tack.",
        "After {t} I am offline, that is just how we do it, ja.",
        "Jaha, a meeting? Fine, but not after {t}.",
        "No hailin' me before {t}, I be in me hammock, arr.",
        "After {t} this captain's off watch, savvy?",
        "boundaries 🧵:\n1/ no calls after {t}\n2/ i mean it\nend of thread, goodnight.",
        "calendar 🧵 for my assistant:\n1/ mornings are slow\n2/ nothing before {t}\nthat's all, thanks.",
        "I'm a night owl Scorpio, so nothing before {t}, please.",
        "Moon in Cancer means evenings are sacred: no calls after {t}.",
        "Dear Sir,\nI must request that no appointments be made for me before {t}.\nYours faithfully,\n"
        "E. Whitcombe (Mrs)",
        "Dear Sir or Madam,\nI write to ask that I not be telephoned after {t} on any day.\nYours faithfully,\n"
        "H. Perera",
    ],
    "budget": [
        "Aney, max {m}, no? More than that I can't.",
        "Machan, my budget is {m} only, what to do.",
        "Ado, {m} is the top, tell them.",
        "Budget {m} maximum la, over that cannot.",
        "Don't spend more than {m} ah, I check the receipt.",
        "{m}, that's all I got for this ah.",
        "Pues my limit is {m}, no more, la neta.",
        "Ojo, {m} tops, I'm not made of money, mija.",
        "Bueno, {m} max, ni un peso más.",
        "My budget is {m}. Not one cent more, I am Dutch after all.",
        "Directly: {m} is the maximum. Ok?",
        "{m}, and that is already generous, hè.",
        "Lagom is {m}, so please keep it under that, tack.",
        "I can spend {m}, but not more, that is my limit.",
        "Me treasure chest holds {m} and not a doubloon more, arr.",
        "Spend no more than {m}, or ye'll walk the plank, matey.",
        "money 🧵:\n1/ budget is {m}\n2/ that's the ceiling, not the floor\nend of thread.",
        "travel budget thread, keep it short:\n1/ {m} max\n2/ all in\nthanks, end.",
        "Jupiter's generous but my bank isn't: {m} max.",
        "My chart says abundance, my budget says {m}, so {m} it is.",
        "Dear Sir,\nI should be obliged if the cost did not exceed {m} in any circumstances.\nYours faithfully,\n"
        "M. Fonseka",
        "Dear Sir or Madam,\nPlease note that I am prepared to spend no more than {m}.\nYours faithfully,\n"
        "E. Whitcombe (Mrs)",
    ],
    "days": [
        "Aney, {w}s I'm not free, no? Temple with Amma.",
        "Machan, {w} is impossible for me, every week same.",
        "Ado, no {w}s for me, ok?",
        "{w} cannot la, every week I busy.",
        "Don't book {w} ah, I always got dinner with my family.",
        "Every {w} I off la, don't book anything.",
        "Oye, {w}s are out, that's family day, ni modo.",
        "Pues I can't do {w}s, la neta, never.",
        "Bueno, no {w}s, porfa.",
        "{w}: not possible. Every week. Just so you know it.",
        "I never work on a {w}, that is a fixed thing in my agenda.",
        "{w}s are for me and my family, so no bookings, tack.",
        "Ja, {w} is never good for me, precis.",
        "I am not available on {w}s, that is just how it is, hej då.",
        "On {w}s this pirate stays in port, arr.",
        "No voyages on a {w}, me hearties, never.",
        "schedule 🧵:\n1/ {w}s are blocked\n2/ every single week\nend, thanks.",
        "availability thread:\n1/ not on {w}s\n2/ any other day works\nthat's the thread.",
        "{w}s are my ritual day, the moon and I have plans, so nothing then.",
        "My chart rules {w}s out: I'm never available then.",
        "Dear Sir,\nI beg to inform you that I am unable to attend on {w}s.\nYours faithfully,\nH. Perera",
        "Sir,\nI write to say that {w}s are quite impossible for me, every week.\nI remain, Sir,\nYours faithfully,\n"
        "M. Fonseka",
    ],
}

H20_FACT_STYLES = [
    "Aney, my {n} is {v}, no? Please write it down, men.",
    "Machan, {n}: {v}, keep it safe.",
    "Ado, {v}, that's my {n}, don't lose it.",
    "Putha, my {n} is {v}, Amma asked me to tell you.",
    "My {n} is {v} la, remember.",
    "{n} ah? {v}, confirm.",
    "Write down: {n} {v}, gau dim.",
    "Aiya, you forget again? {n} is {v} la.",
    "Oye, my {n} is {v}, save it porfa.",
    "Pues, {n}: {v}, por si acaso.",
    "Neta, {v} is my {n}, write it down mija.",
    "Ándale, {n}: {v}, anótalo.",
    "My {n} is {v}, please store it, that is practical.",
    "Direct info: {n} = {v}.",
    "For your administration: my {n} is {v}, hè.",
    "{v}. That is my {n}. Clear?",
    "Hej, my {n} is {v}, tack for saving it.",
    "Ja, {n}: {v}, precis so.",
    "Just so it is written down somewhere: {v} is my {n}.",
    "My {n}, if you need it: {v}, tack.",
    "Arr, me {n} be {v}, mark it on yer map.",
    "Carve it in the mast, matey: me {n} is {v}.",
    "X marks the spot: me {n}, {v}.",
    "Ahoy, the {n} ye asked about be {v}.",
    "admin 🧵 so i stop repeating myself:\n1/ my {n} is {v}\n2/ pls save it\nend of thread.",
    "thread of boring details:\n1/ {n}: {v}, for the file\n2/ that's the only one for today\nfin.",
    "Write it in the stars, or at least in your notes: my {n} is {v}.",
    "No horoscope needed for this one, my {n} is {v}.",
    "Mercury's direct again, so let me get this right: my {n} is {v}.",
    "Born under a lucky sign, and my {n} is {v}.",
    "Dear Sir,\nFor your records, I beg to state that my {n} is {v}.\nYours faithfully,\nH. Perera",
    "Dear Sir or Madam,\nI write to notify you that my {n} is {v}.\nYours faithfully,\nE. Whitcombe (Mrs)",
    "Sir,\nI have the honour to inform you that my {n} is {v}.\nI remain, Sir,\nYours faithfully,\nM. Fonseka",
]

H20_EVENT_STYLES = [
    "Aney, my {e} is {d}, no? Don't let me forget.",
    "Machan, {d} I have the {e}, so I'm busy.",
    "Ado, the {e} got fixed for {d}.",
    "Putha, {d} is my {e}, write it.",
    "My {e} is {d} la, mark it.",
    "{E} ah? {d}, confirm already.",
    "{d} got {e}, I need to go early lor.",
    "Remember ah, {e} {d}, don't let me miss.",
    "Oye, my {e} is {d}, ¿ok? Put it on the calendar.",
    "Pues the {e} is {d}, ay, I'm nervous.",
    "Órale, the {e} is {d}, mija, finally.",
    "Bueno, {E}: {d}. Ya.",
    "The {e} is {d}, put it in my agenda, please.",
    "{d}: {e}. Clear and simple.",
    "I have my {e} {d}. Just so you know, directly.",
    "Ja, the {e} is {d}, precis.",
    "Hej, a note: {e}, {d}, tack.",
    "My {e}? That is {d}, so no fika that day.",
    "Arr, me {e} be set fer {d}, matey.",
    "Mark the chart: {e}, {d}, yo ho.",
    "Avast! The {e} be {d}, don't let me sleep through it.",
    "dates 🧵:\n1/ my {e} is {d}\n2/ please don't let me miss it\nend of thread.",
    "calendar thread, one item:\n1/ {e} {d}\nthat's it, end.",
    "The {e} is {d}, and I already checked: no retrograde that day.",
    "Full moon energy for my {e}, {d}!",
    "Venus approves of {d} for my {e}.",
    "Dear Sir,\nI beg to remind you that my {e} is fixed for {d}.\nYours faithfully,\nH. Perera",
    "Dear Sir or Madam,\nPlease be informed that the {e} will take place {d}.\nYours faithfully,\nE. Whitcombe (Mrs)",
    "Sir,\nI have the honour to inform you that my {e} falls {d}.\nI remain, Sir,\nYours faithfully,\nM. Fonseka",
]

H20_TASK_STYLES = [
    "Aney, remind me to {t}, no? Otherwise sure to forget.",
    "Machan, I have to {t}, put it on my list.",
    "Ado, don't let me forget to {t} ah.",
    "Putha, I must {t}, tell me again tomorrow.",
    "Must {t} la, remind me.",
    "Later I need to {t}, help me remember ah.",
    "Aiya, I still not yet {t}, remind me lor.",
    "Oye, I gotta {t}, remind me porfa.",
    "Pues I need to {t} de volada, don't let me forget.",
    "Ándale, I have to {t}, ya.",
    "I need to {t}. Remind me, please, that is efficient.",
    "Note in my agenda: {t}, this week.",
    "Don't forget: I have to {t}. I count on you.",
    "Ja, I must {t}, can you remind me, tack?",
    "Hej, one thing to do: {t}.",
    "I should {t} soon, please nudge me.",
    "Arr, I must {t} before we set sail.",
    "Remind this old salt to {t}, matey.",
    "Ahoy, a task fer me: {t}, savvy?",
    "to-do 🧵:\n1/ {t}\n2/ this week, no excuses\nend of thread.",
    "accountability thread:\n1/ i have to {t}\n2/ remind me if i don't\nfin.",
    "Mercury goes direct Friday, so that's when I {t}. Remind me.",
    "The new moon is for fresh starts: remind me to {t}.",
    "Dear Sir,\nI should be obliged if you would remind me to {t}.\nYours faithfully,\nH. Perera",
    "Dear Sir or Madam,\nKindly remind me that I must {t} without delay.\nYours faithfully,\nE. Whitcombe (Mrs)",
    "Sir,\nI beg to remind myself, through you, that I must {t}.\nI remain, Sir,\nYours faithfully,\nM. Fonseka",
]

H20_SMALLTALK = [
    # Sri Lankan English
    "Ayubowan! How are you keeping?", "Bohoma sthuthi, that helped.", "Aney, so hot today, I'm melting.",
    "Machan, what a day, men.", "Appo, the rain again.", "Ok putha, I'll come and go.", "Ado, just saying hi.",
    "Aney, sorry for the late reply.", "Machan, thanks, that's enough for today.", "What to do, traffic was terrible.",
    # Hong Kong English
    "Jo san! Good morning ah.", "M goi, very helpful.", "Aiya, so humid today.", "Add oil to me, long day la.",
    "Ok la, bye bye.", "Feeling quite hea today lor.", "Dor je ah, you're the best.",
    "The MTR so crowded this morning.", "Milk tea time, one moment ah.", "Good night la.",
    # Spanglish
    "¡Hola! Qué onda?", "Gracias, you're a lifesaver.", "Ay, it's so hot, I'm dying.", "Bueno, I'm off, nos vemos.",
    "Órale, cool, thanks.", "Pues, tired, that's all.", "Ándale pues, see you later.", "Oye, how's your day going?",
    "La neta, I'm so sleepy.",
    # Dutch
    "Hoi! Quick hello.", "Thanks, that was useful, prima.", "Nou, the weather is terrible again.",
    "Doei, until next time.", "Jeetje, what a busy day.", "Ok, clear, thanks.", "Gezellig chatting with you, hè.",
    "Good, thank you, next question.", "Nou, that's it for today.",
    # Swedish
    "Hej hej!", "Tack så mycket, very good.", "It is snowing again, typical.", "Hej då, see you.",
    "I am a bit tired today, but it is lagom.", "Time for fika, back soon.", "Jaha, ok.",
    "Good morning, the coffee is ready.", "Tack, that was all.",
    # pirate talk
    "Ahoy there!", "Arr, thank ye kindly, matey.", "Blow me down, it's windy out there.", "Fair winds, I'm off to bed.",
    "Yo ho, feelin' grand today.", "Shiver me timbers, what a Monday.", "Avast, back in a moment.",
    "Arr, me coffee's gone cold.", "Land ho, I'm back.",
    # tweet thread
    "good morning 🧵:\n1/ coffee\n2/ more coffee\nend of thread.", "mood thread:\n1/ tired\n2/ but ok\nthat's all.",
    "gratitude 🧵:\n1/ thank you for the help today\nend.",
    # astrologer
    "Mercury retrograde has me exhausted today.", "The full moon is making me so emotional, haha.",
    "Good morning, fellow stargazer!", "Thanks, the cosmos sends its love.",
    "Very Gemini of me to change the subject, sorry.", "What's your sign, by the way?",
    "Goodnight, sweet dreams under the stars.",
    # old-fashioned formal letter
    "Dear Sir,\nI write merely to thank you for your kind assistance.\nYours faithfully,\nH. Perera",
    "Dear Sir or Madam,\nI trust this finds you well. The weather here is most disagreeable.\nYours faithfully,\n"
    "E. Whitcombe (Mrs)",
    "Sir,\nI beg to wish you a good evening.\nI remain, Sir,\nYours faithfully,\nM. Fonseka",
]

H20_TRAPS = [
    # Sri Lankan English
    "Aney, my nangi is allergic to peanuts, not me.",
    "Machan, back in school I was vegetarian, now I eat everything.",
    "If I win the big lottery, men, I'll buy a house in Galle.",
    "Putha, the hotel menu says 'all curries contain shellfish', just so you know what they wrote.",
    "Can you write for my akka: 'I am allergic to sesame, please don't serve it'?",
    "Forwarded from the family group: 'Amma can't do Sundays anymore.'",
    "Ado, ignore what I said, I'm not moving to Kandy after all.",
    "Aney, my budget is huge, no? Joking, joking.",
    "My friend's passport number is X1234567, he asked me to keep it for him.",
    # Hong Kong English
    "My boss only likes morning meetings la, not me.",
    "Last time I lived in Mong Kok, now moved already.",
    "If I had a dog ah, I would call him Biscuit.",
    "The cha chaan teng sign says 'No payment over $200 by card'.",
    "Help me write for my mum: 'I can't eat gluten, please check the dim sum'.",
    "Forwarded: 'Office closed every Friday from next month' — from my cousin's company, not mine.",
    "Aiya, cancel what I said before, I'm not vegan la.",
    "You think I should go vegetarian or not?",
    "My wife prefers dark mode, I don't care la.",
    # Spanglish
    "Mi tía loves jazz, me not so much.",
    "When I was little I was allergic to cats, but I outgrew it, gracias a Dios.",
    "If I had money, pues, I'd fly business every time.",
    "The taquería menu says 'all tacos come with sesame salsa', lol.",
    "Can you write a text for my primo: 'I'm vegan now, no meat at the carne asada'?",
    "Forwarded from mi amá: 'No calls after 9pm, I'm sleeping.'",
    "Olvídalo, ignore what I said about the budget, it's not decided.",
    "Oh sure, I love paying 300 dollars for parking, ni modo.",
    "My abuela says I should be vegetarian, pero no.",
    # Dutch
    "My colleague prefers window seats. I do not care either way.",
    "I used to live in Utrecht, but that was years ago.",
    "If I were rich, I would still cycle everywhere, hè.",
    "The hotel website says: 'Breakfast served until 10 am, no exceptions.'",
    "Please write an e-mail for my neighbour saying he is lactose intolerant.",
    "Forwarded from my sister: 'I can't do Mondays anymore, sorry.'",
    "Forget my last message, I am not switching to the vegetarian menu.",
    "Is a budget of €150 normal for Amsterdam?",
    "Do you think I would like Thai food? I never tried.",
    # Swedish
    "My sambo is vegan, I am not.",
    "When I was a student I was pescatarian for a while.",
    "If I moved to Stockholm, I would need a bigger budget.",
    "The café sign says 'Meatballs: gluten free on request'.",
    "Can you translate for my mother: 'I am allergic to latex'?",
    "Forwarded from the office: 'Nobody books meetings before 9am.'",
    "Nej, ignore that, I am not taking the new job after all.",
    "Wonderful, snow in May, just what I wanted.",
    "My neighbour only takes calls after 6pm, strange man.",
    # pirate talk
    "Me parrot be fond o' jazz, not me, arr.",
    "Back when I sailed the seven seas, I ate only fish.",
    "If I found a chest o' gold, I'd buy a galleon, matey.",
    "The tavern board reads: 'Grog half price after 6pm'.",
    "Write a note fer Cap'n Jack: 'I be allergic to shellfish'.",
    "Message from the crew chat, forwarded: 'No sailin' on Sundays.'",
    "Belay that last order, I'm not movin' to Porto after all.",
    "Oh aye, I just love scrubbin' the deck at dawn.",
    "Imagine me, a pirate, booked on a flight to Rome, har har.",
    # tweet thread
    "RT from my sister, not me:\n1/ i'm allergic to sesame\n2/ please respect it\nend of her thread.",
    "thread about my old life:\n1/ i used to live in Dublin\n2/ i used to be vegan\nthat was then, end.",
    "hypothetical 🧵:\n1/ if i had a cat i'd call her Luna\n2/ if i were rich i'd fly first class\nend, just dreaming.",
    "quote-tweeting a hotel's policy:\n1/ check-in after 3pm\n2/ no pets\nnot mine, just their rules.",
    "deleting my earlier thread:\n1/ ignore what i said about being vegetarian\n2/ i'm not\nend.",
    "thread i'm drafting for my boss:\n1/ she's pescatarian\n2/ she hates mornings\nend of draft.",
    # astrologer
    "My client is a Leo, loves spicy food and late nights, not me.",
    "Before my Saturn return I was vegetarian, but not anymore.",
    "If Mars were in my first house I'd finally run a marathon.",
    "My horoscope app says 'Virgos should avoid gluten this month'.",
    "Can you write a reading for my friend: 'You're allergic to haste, and to cats'?",
    "Forwarded from the astro group: 'Everyone born in March prefers window seats.'",
    "Scrap what I said about Tuesdays, I was misreading my chart.",
    "Do Scorpios usually like jazz?",
    # old-fashioned formal letter
    "Dear Sir,\nI write on behalf of my aunt, who is allergic to penicillin.\nYours faithfully,\nH. Perera",
    "Dear Sir or Madam,\nIn my youth I resided in Vienna, and was then a vegetarian.\nYours faithfully,\n"
    "E. Whitcombe (Mrs)",
    "Sir,\nShould I ever acquire a dog, I intend to name him Pepper.\nI remain, Sir,\nYours faithfully,\nM. Fonseka",
    "Dear Sir,\nI enclose the hotel's notice, which reads: 'No guests may check in before noon.'\nYours faithfully,\n"
    "H. Perera",
    "Dear Sir,\nPlease disregard my previous letter; I am not, after all, moving to Krakow.\nYours faithfully,\n"
    "E. Whitcombe (Mrs)",
    "Kindly draft a letter for my brother stating that he is coeliac.",
]

#: What the "dev20" set puts around some memories: each on a line of its own, so a letter's salutation or a
#: thread's opening line still starts one, and a signature or a thread's closing line still ends one.
H20_ASIDES = (["Aney, one thing.\n", "Jo san, quick one ah.\n", "Oye, real quick.\n", "Hoi, short message.\n",
               "Hej, one small thing.\n", "Ahoy, matey!\n", "(reposting so you see it)\n",
               "Mercury's direct, so here goes.\n", "With apologies for the intrusion,\n"],
              ["\nBohoma sthuthi.", "\nM goi la.", "\nGracias, mija.", "\nThat's all, doei.", "\nTack, hej då.",
               "\nArr, that be all.", "\nthat's the update, bye.", "\nThe stars thank you.",
               "\nWith thanks in advance."])

#: How two memories share one message in the "dev20" set (about a third of its real turns are paired).
H20_JOINERS = [" Aney, one more thing: ", " Also ah, ", " Y otra cosa: ", " Another thing, directly: ",
               " Och så, one more: ", " And another thing, matey: ", "\nAlso, separate thing: ",
               " Furthermore, ", " And the stars add this: "]


def join_h20(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev20" hand: when either is a block of lines (a thread, a letter) the
    two stand apart with an empty line between them, so a thread keeps its closing line, a letter its signature, and
    the next salutation or thread opener starts a line; otherwise an inline joiner follows a full stop (added when
    the head ends in a word, a value or a bracket), and the second keeps its own case (a value such as "Thai food" or
    "Dr. Shah" may open it)."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if not joiner.startswith("\n") and (head[-1:].isalnum() or head.endswith((")", "]"))):
        head += "."
    return head + joiner + tail
