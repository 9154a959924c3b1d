"""Wordings "dev38" (called "heldout38" until stop 42) of `memlineage bench ingest` (the ``H38_*`` constants), kept out of
``ingest.py``; ``ingest`` imports them and wires the set into its ``WORDING_SETS``.

It was held out: the lead ran it at the end of stop 41 on that stop's extractor and, before anyone read its misses, at
stop 42 with the learned reader retrained through "dev37" and after ext40's readings (layout lines of the user's own
read as key/value); then renamed it "dev38" (digests unchanged) to be read.

A thirty-eighth hand (the helper session "held38"), written blind on 2026-12-06 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README's ingest sections, the docs, the issue tracker or any bench output or list of misses, and who did not run any
extractor, ``memlineage ingest``, ``bench ingest``, the classifier or any server on this set (only the pure set tests).
What was read: the generator (``ingest.py``: its vocabulary, ``_date``, ``_persona``, ``generate``, ``_paired``,
``Wording`` and the wiring), the module of "dev36" for its shape (names, counts, the joining function; its docstring,
which names the voices, trades and layouts it weighed; none of its phrasing copied), the set tests where they wire,
pin and layout-test "heldout37" (the lengths of heldout37's constants were read through Python, to meet the
"at least as varied" floor; none of its strings), and the commit that wired "heldout37". To pick voices, trades and a
layout no earlier set had used, the bench modules were searched for a few words of each candidate with file names only
as output: Quechua, Basque, Maltese, Icelandic, Latvian, Lithuanian, Estonian, Irish, Telugu, Uyghur, Tigrinya and
Sesotho were named in earlier modules and dropped; Faroese as too close to the Icelandic and Norwegian used ("takk
fyri" was in a set); Lao as too close to the Hmong from Laos of dev36; a ferry pilot and a skipper were used; a
cartographer was named in ``conversations.py`` and dropped; a vCard, an org-mode drawer and YAML front matter were used.
Kept (no word searched was in any module): Northern Sámi ("giitu", "buorre", "Guovdageaidnu", "joik", "reindeer"),
Bambara ("i ni ce", "Bamako", "Ségou"), Luxembourgish ("moien", "villmools", "äddi", "Kirchberg") and Kannada
("namaskara", "Mysuru", "Bengaluru", "ajji"; "ragi" was in a set, so not used); a falconer, a cobbler, a fishmonger and
a locksmith; and an SMS backup export (``<sms … body="…" />`` lines; "<sms", "body=" and "readable_date" were in no
module, though XML of another kind was in dev23 and dev34).

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own; each speaker also has a trade:

* a Northern Sámi speaker's English (from Guovdageaidnu / Kautokeino, in Finnmark), a falconer: "bures" (hi), "buorre
  beaivi" (good day), "giitu" / "giitu eatnat" (thanks / many thanks), "juo" (yes, indeed), "dearvvuođat" (regards),
  "oaidnaleapmái" (see you), "eadni" (mother), "áhčči" (father), "áhkku" (grandmother), "ádjá" (grandfather), the
  siida, reindeer, the gákti, joik, bidos, the Easter festival, polar night, midnight sun, Kárášjohka, Alta, Tromsø;
  few articles, short plain sentences, Norwegian "yes, it is so"; the mews, hoods, jesses, the glove, the lure, flying
  weight, a Harris hawk, a gyr-falcon, bird control at the airport;
* a Bambara speaker's English (from Bamako, schooled in French), a fishmonger: "i ni ce" (hello), "i ni sogoma" (good
  morning), "i ka kɛnɛ wa?" (are you well?), "tooro si t'a la" (no harm in it), "a ni ce" (thanks), "awo" (yes), "ayi"
  (no), "k'an bɛn" (see you), "n teri" (my friend), "n ba" (my mother), "n fa" (my father), "n kɔrɔcɛ" (my older
  brother), tô, a grin (tea circle), the Sotrama (green minibus), the Niger, Ségou, Mopti, the Grand Marché; French
  turns ("since three years", "it is not possible for me", "allergic of"); the slab, ice, the
  capitaine (Nile perch), the early market, filleting, the scales;
* a Luxembourgish speaker's English (from Esch-sur-Alzette), a locksmith: "moien" (hello), "wéi geet et?" (how is it
  going?), "merci villmools" (thanks a lot), "jo" (yes), "nee" (no), "äddi" (bye), "bis geschwënn" (see you soon),
  "Bomi" (grandma), "Mamm", "Papp", "Schwëster", Kirchberg, the Gare, the free trams, the Schueberfouer, Gromperekichelcher,
  Kniddelen, Quetschentaart; German and French turns ("since 2019", "or?" as a tag, "actually" for "at the moment");
  call-outs, cylinders, picks, the van, lockouts, key blanks, a safe;
* a Kannada speaker's English (from Bengaluru, family in Mysuru), a cobbler: "namaskara" (hello), "dhanyavadagalu"
  (thank you), "houdu" (yes), "illa" (no), "swalpa" (a little), "hogi banni" (go and come, bye), "ajji" (grandmother),
  "thatha" (grandfather), "akka" (older sister), "anna" (older brother), "maga" (dude), filter coffee, bisi bele bath,
  masala dosa, Majestic bus stand, Silk Board traffic, Mysuru Dasara; Indian English ("only" and "itself" for stress,
  "no?" as a tag, "prepone", "simply"); the last, the welt, resoling, heels, the stitching machine, the shop on the
  main road.

The layout: an SMS backup export (the XML that phone backup apps write), as a user copies lines of it out of a backup
of their own phone: a prose line ending in ":" that says the texts are the user's own (sent) ones, then one or two
lines each a whole ``<sms … />`` element (``address``, ``type``, ``readable_date``, ``body`` and ``contact_name``
attributes, the body in double quotes, no double quote inside it); then a closing prose line; no empty line inside; no
"<" or ">" anywhere else in the set; a memory's value stands only in a ``body`` attribute, never in another attribute
or in the prose around it; memories are ``type="2"`` (sent) texts.

Small talk is hard but fair: greetings, thanks, moods, weather (polar night, a dust wind over Bamako, rain in Esch, a
Bengaluru shower), a joik, a grin, the Schueberfouer, Dasara, a hawk that flew off and came back, an early market, a
lockout at 3am, a resoled boot, sign-offs in every voice, SMS lines that only pass the time (a text about the weather,
a birthday wish, a bus, a cat photo), and general-knowledge questions in the same voices. Traps look like memories and
are not, and share their words: other people's tastes, allergies, diets, hours, days, budgets, numbers and dates (an
eadni, an áhčči, an áhkku, an ádjá, a n ba, a n fa, a teri, a Bomi, a Mamm, a Schwëster, an ajji, an akka, an anna,
a customer, an apprentice, a neighbour), texts received from other people (``type="1"``), past states with their end
said, hypotheticals, questions about the user's own tastes, quoted rules and signs, jokes and sarcasm.

Two memories share a message about a third of the time (:data:`H38_JOINERS`, :func:`join_h38`); some memories carry an
aside (:data:`H38_ASIDES`, each on a line of its own, so an SMS block's opening prose line stays at the start of one
and its closing line at the end of one). Every style reads as its writer would put it (the learners' grammar
included) for every value of its placeholders and carries nothing else a careful note-taker would keep. The set was
read through once, rendered with sample values (every style with "short bullet-point answers", "cats", "lactose
intolerant", "noon", "120 euros", "Sunday", "sister"/"Anna", "sister's wedding"/"tomorrow", "flight to Rome"/"next
Friday"), before its digests were pinned; where the set tests found a sentence an earlier set had, only that sentence
of this set was printed and reworded.
"""

from __future__ import annotations

__all__ = ["H38_ASIDES", "H38_CONSTRAINTS", "H38_EVENT_STYLES", "H38_FACT_STYLES", "H38_JOINERS", "H38_PREF_STYLES",
           "H38_SMALLTALK", "H38_TASK_STYLES", "H38_TRAPS", "join_h38"]

H38_PREF_STYLES = [
    # Northern Sámi speaker, falconer
    "Bures. About me: I choose {v}, nearly always.",
    "Juo, it is so, {v} suit me best.",
    "Giitu for asking. For me, {v}, when there is a choice.",
    "Áhkku says I am stubborn, but I stay with {v}.",
    "After a long day in the mews, {v} is what I want.",
    "Buorre beaivi! Put me down for {v}, please.",
    "In polar night I need good things, and for me that means {v}.",
    "Me, I like {v}. Not complicated.",
    "From Guovdageaidnu to Tromsø, I always go for {v}.",
    "My phone backup, texts I sent to my cousin:\n"
    "<sms address=\"+47 915 002 118\" type=\"2\" readable_date=\"12 Feb 2027 19:05:11\" body=\"you know me, always {v}\" contact_name=\"Máret\" />\n"
    "Still true about me.",
    "Juo, juo, {v}. The hawk has her taste, I have mine.",
    "Dearvvuođat from the north, and write it down: {v} for me.",
    "I am simple person, I want {v}.",
    "When I travel to Alta, I look for {v} first.",
    # Bambara speaker, fishmonger
    "I ni ce! For me it is {v}, always.",
    "Awo, {v}. Since many years that is my choice.",
    "A ni ce for the question. I prefer {v}, really.",
    "My own old texts, copied from the backup of my phone:\n"
    "<sms address=\"+223 76 10 20 55\" type=\"2\" readable_date=\"3 Jan 2027 07:12:09\" body=\"n teri, you know it, for me it is {v}\" contact_name=\"Adama\" />\n"
    "I have not changed.",
    "After the market, when I am tired, I want {v}, nothing else.",
    "N ba knows it well: her son chooses {v} every time.",
    "Tooro si t'a la, but I am honest, {v} is what I like.",
    "At the grin with my friends I say it always: {v} for me.",
    "In Bamako or in Ségou, me I take {v}.",
    "Between us, {v}. It is my taste.",
    "I ni sogoma! Note this for me: I like {v} very much.",
    "Even after the fish and the ice all day, {v} makes me happy.",
    "Me, personally, {v}. Awo.",
    "My brother laughs, but I will always choose {v}.",
    # Luxembourgish speaker, locksmith
    "Moien! Quick one about me: {v}, please.",
    "Jo, for me it's {v}, that's clear.",
    "I'm a {v} person, or? Yes, definitely.",
    "Merci villmools for asking. {V}, if I can choose.",
    "From my phone backup, what I texted my Schwëster:\n"
    "<sms address=\"+352 691 200 115\" type=\"2\" readable_date=\"20 Feb 2027 21:14:05\" body=\"you know me, {v} every time\" contact_name=\"Schwëster\" />\n"
    "Nothing changed since then, honestly.",
    "Honestly, after a night of call-outs, {v} is what I want.",
    "My Bomi always says I'm picky. Fine: {v}.",
    "Actually I'm really into {v}.",
    "Since years I choose {v}, and I stay with it.",
    "Put {v} for me. Merci!",
    "Whether in Kirchberg or in Esch, I go for {v}.",
    "For me the answer is always {v}, no discussion.",
    "Wéi geet et? Good. And remember, {v} for me.",
    "{V}. That's my choice, and my van knows it.",
    # Kannada speaker, cobbler
    "Namaskara! For me {v} only, please.",
    "Houdu, {v} is my favourite itself.",
    "I will simply go for {v}, every time.",
    "Dhanyavadagalu for asking. {V}, that's me.",
    "Ajji used to tease me, but I always pick {v}.",
    "From my phone backup, my own text to Akka:\n"
    "<sms address=\"+91 98450 12290\" type=\"2\" readable_date=\"28 Jan 2027 20:01:15\" body=\"akka you know na, {v} only for me\" contact_name=\"Akka\" />\n"
    "Same thing still.",
    "After full day at the shop with heels and soles, I want {v}, no?",
    "My choice is {v}, maga, no confusion.",
    "Whether Bengaluru or Mysuru, {v} is what I choose.",
    "Swalpa note this: I like {v} a lot.",
    "Anything is fine, but {v} is best for me.",
    "I am very much liking {v}, it is true.",
    "{V} for me, please, always.",
    "Between filter coffee and work, I found {v} suits me best.",
]

H38_CONSTRAINTS = {
    "allergy": [
        # Northern Sámi speaker
        "Bures. I am allergic to {a}, please remember.",
        "No {a} for me. Allergy, since I was child.",
        "My own text, from the backup of my phone:\n"
        "<sms address=\"+47 915 002 118\" type=\"2\" readable_date=\"5 Feb 2027 18:20:12\" body=\"remember I am allergic to {a}\" contact_name=\"Máret\" />\n"
        "Please keep it for me too.",
        "Eadni always told the doctor in Alta that I am allergic to {a}.",
        "Juo, it is so: {a} makes me sick, allergic.",
        "Careful with {a}, I have allergy.",
        "I cannot be near {a}. Allergic, bad.",
        # Bambara speaker
        "I ni ce. I am allergic to {a}, it is serious.",
        "For me {a} is not possible, I have allergy since small.",
        "From my phone backup, a text I sent to my cousin:\n"
        "<sms address=\"+223 79 58 01 12\" type=\"2\" readable_date=\"9 Jan 2027 12:05:19\" body=\"no {a} for me at your wedding, allergic\" contact_name=\"Fanta\" />\n"
        "It is the same for everywhere.",
        "Awo, {a} and me, it is allergy, so no.",
        "N ba always says to the cook: my son is allergic to {a}.",
        "Please, no {a}. My body refuses it, allergy.",
        "I am allergic of {a}, the doctor in Bamako confirmed.",
        # Luxembourgish speaker
        "Moien. Allergic to {a}, just so you know.",
        "I react to {a}, or? Yes, allergic, quite bad.",
        "A text I sent, from my own phone backup:\n"
        "<sms address=\"+352 621 905 180\" type=\"2\" readable_date=\"11 Feb 2027 09:15:02\" body=\"don't forget I'm allergic to {a}\" contact_name=\"Mamm\" />\n"
        "Keep that in mind for me as well.",
        "Since childhood I'm allergic to {a}.",
        "{A}? Nee, allergic.",
        "Please watch out for {a}, I have an allergy.",
        "My doctor at the Kirchberg hospital wrote it: allergic to {a}.",
        # Kannada speaker
        "Namaskara. I am allergic to {a}, please note.",
        "{A} is simply not okay for me, allergy.",
        "My own message, copied from my phone backup:\n"
        "<sms address=\"+91 99010 25815\" type=\"2\" readable_date=\"2 Feb 2027 08:10:55\" body=\"amma pls tell them I'm allergic to {a}\" contact_name=\"Amma\" />\n"
        "That is for me, only.",
        "I get allergy from {a} itself, so avoid, no?",
        "Illa, no {a} for me. Allergic.",
        "From childhood I am allergic to {a}, Ajji knows.",
        "Please keep {a} away, I have allergy.",
    ],
    "diet": [
        # Northern Sámi speaker
        "I am {d}, even at Easter festival.",
        "Juo, {d}, it is so for some years now.",
        "My own text, copied from my phone backup:\n"
        "<sms address=\"+47 915 002 118\" type=\"2\" readable_date=\"6 Feb 2027 17:11:20\" body=\"I'm {d} now, tell your mother before dinner\" contact_name=\"Máret\" />\n"
        "That is still how I eat.",
        "No bidos for me, I am {d}.",
        "Áhkku does not understand it, but I am {d}.",
        "For food, remember I am {d}.",
        "Remember, I'm {d}.",
        # Bambara speaker
        "I am {d}, please plan food for that.",
        "Since two years I am {d}.",
        "A text from me, in the backup of my phone:\n"
        "<sms address=\"+223 79 58 01 12\" type=\"2\" readable_date=\"10 Jan 2027 19:02:11\" body=\"for the baptism, remember I am {d}\" contact_name=\"Fanta\" />\n"
        "I still eat like that.",
        "Awo, me I am {d}, even at the family feast.",
        "For eating, I am {d}. Not possible otherwise.",
        "N fa was surprised, but I am {d} now.",
        "Please, I am {d}, so check the plate.",
        # Luxembourgish speaker
        "Moien, I'm {d}, just so you know.",
        "Actually I'm {d}, since 2021.",
        "Copied out of my own phone backup, my text:\n"
        "<sms address=\"+352 621 905 180\" type=\"2\" readable_date=\"14 Feb 2027 12:01:09\" body=\"for Sunday lunch, I'm {d}, don't forget\" contact_name=\"Mamm\" />\n"
        "That is still the case for me.",
        "No Kniddelen with bacon for me, I'm {d}.",
        "I'm {d}, or? Yes, strictly.",
        "Please take into account that I'm {d}.",
        "Even at the Schueberfouer I stay {d}.",
        # Kannada speaker
        "Namaskara, I am {d}, please remember.",
        "I am {d} only, from long time.",
        "My own text, from the backup on my phone:\n"
        "<sms address=\"+91 98450 12290\" type=\"2\" readable_date=\"3 Feb 2027 13:20:05\" body=\"akka for the function I'm {d}, tell the cook\" contact_name=\"Akka\" />\n"
        "Same for all meals.",
        "Houdu, I am {d}. Amma also knows.",
        "I am strictly {d}, no?",
        "I am {d} from college days, so cook accordingly.",
        "Put me as {d}, please.",
    ],
    "hours": [
        # Northern Sámi speaker
        "No calls before {t}. The birds are fed first.",
        "I am not reachable after {t}.",
        "From my phone backup, I sent this:\n"
        "<sms address=\"+47 915 002 118\" type=\"2\" readable_date=\"7 Feb 2027 06:50:02\" body=\"don't call me before {t}, I am with the hawks\" contact_name=\"Máret\" />\n"
        "It is my rule, always.",
        "Meetings only after {t}, please, the hawks come first.",
        "Before {t} I am in the mews, so nothing.",
        "Juo, after {t} I am off. No phone.",
        "Not earlier than {t}, please.",
        # Bambara speaker
        "Please, nothing before {t}, I am at the market.",
        "After {t} I cannot answer, I rest.",
        "From the backup of my phone, my own text:\n"
        "<sms address=\"+223 76 10 20 55\" type=\"2\" readable_date=\"11 Jan 2027 05:15:12\" body=\"call me after {t}, before that I sell fish\" contact_name=\"Adama\" />\n"
        "That is how it is for me.",
        "Do not put meetings before {t}.",
        "Since always, no calls after {t} for me.",
        "Before {t}, it is not possible for me.",
        "Awo, my limit is {t}.",
        # Luxembourgish speaker
        "No appointments before {t}, please.",
        "After {t} I don't pick up, except emergencies.",
        "My text, out of my phone backup:\n"
        "<sms address=\"+352 661 058 219\" type=\"2\" readable_date=\"15 Feb 2027 22:05:19\" body=\"don't ring after {t}, I'm off call\" contact_name=\"Papp\" />\n"
        "That's my rule for everyone.",
        "Nothing before {t}, or?",
        "Calls after {t}? Nee.",
        "I can't meet before {t}.",
        "Please no meetings after {t}.",
        # Kannada speaker
        "No calls before {t}, please.",
        "After {t} I will not take any call.",
        "My own message, copied from the phone backup:\n"
        "<sms address=\"+91 97319 50122\" type=\"2\" readable_date=\"4 Feb 2027 21:10:01\" body=\"don't call after {t} maga, shop is closed\" contact_name=\"Ravi\" />\n"
        "Same rule I have.",
        "Meetings before {t} are not possible for me.",
        "Don't prepone anything before {t}.",
        "No calls after {t}, that is family time.",
        "Simply avoid calls after {t}.",
    ],
    "budget": [
        # Northern Sámi speaker
        "I can pay maximum {m}.",
        "Not more than {m}, please.",
        "My text, copied from the backup of my phone:\n"
        "<sms address=\"+47 915 002 118\" type=\"2\" readable_date=\"8 Feb 2027 15:01:55\" body=\"my limit is {m}, not more\" contact_name=\"Máret\" />\n"
        "Same limit for this.",
        "Juo, {m} is the top.",
        "Keep it below {m}.",
        "Budget is {m}, that is all.",
        "Over {m}, no.",
        # Bambara speaker
        "My budget is {m}, not more.",
        "I cannot go above {m}.",
        "From the phone backup, a text I sent:\n"
        "<sms address=\"+223 76 10 20 55\" type=\"2\" readable_date=\"12 Jan 2027 18:09:02\" body=\"the maximum for me is {m}\" contact_name=\"Adama\" />\n"
        "It is the same now.",
        "Awo, {m} maximum.",
        "Above {m}, it is not possible for me, really.",
        "Please stay under {m}.",
        "For this I have {m}, that is the limit.",
        # Luxembourgish speaker
        "My limit is {m}, fixed.",
        "Max {m}, or?",
        "From my own phone backup, my text:\n"
        "<sms address=\"+352 691 200 115\" type=\"2\" readable_date=\"16 Feb 2027 11:20:09\" body=\"{m} is my ceiling for this\" contact_name=\"Schwëster\" />\n"
        "Still my ceiling.",
        "Please don't go over {m}.",
        "I have {m}, not a cent more.",
        "Budget: {m}. Merci.",
        "Please keep it under {m}, that's my max.",
        # Kannada speaker
        "Maximum {m} only.",
        "I can spend up to {m}, not beyond.",
        "My own message, copied from my phone backup:\n"
        "<sms address=\"+91 96115 80291\" type=\"2\" readable_date=\"5 Feb 2027 19:02:12\" body=\"my budget is {m} max, don't go beyond\" contact_name=\"Anna\" />\n"
        "Same budget now.",
        "{m} is the limit for me, no?",
        "Please keep it within {m}.",
        "Above {m} is simply too much.",
        "I have fixed {m} as my limit.",
    ],
    "days": [
        # Northern Sámi speaker
        "{W}s I am with the reindeer, so no.",
        "I am not free on {w}s.",
        "My own text, from my phone backup:\n"
        "<sms address=\"+47 915 002 118\" type=\"2\" readable_date=\"9 Feb 2027 20:11:50\" body=\"{w}s never, I fly the birds\" contact_name=\"Máret\" />\n"
        "Still no for those days.",
        "Please, not on a {w}.",
        "{W} is my day off from people.",
        "Juo, {w}s are closed for me.",
        "No bookings on {w}s, juo.",
        # Bambara speaker
        "On {w}s I am not free.",
        "{W}s are not possible for me.",
        "A text I sent, from the backup of my phone:\n"
        "<sms address=\"+223 76 10 20 55\" type=\"2\" readable_date=\"13 Jan 2027 10:02:11\" body=\"not {w}, never {w} for me\" contact_name=\"Adama\" />\n"
        "That has not changed.",
        "Every {w} I am busy, so avoid it.",
        "Awo, no {w}s.",
        "Please, do not book me on {w}s.",
        "I don't work on {w}s.",
        # Luxembourgish speaker
        "{W}s don't work for me, or?",
        "Nee, never on a {w}.",
        "Out of my own phone backup, a text I sent:\n"
        "<sms address=\"+352 661 058 219\" type=\"2\" readable_date=\"17 Feb 2027 08:01:12\" body=\"{w}s I'm not available, sorry\" contact_name=\"Papp\" />\n"
        "Same today.",
        "I keep {w}s free.",
        "Please no appointments on {w}s.",
        "{W} is off limits for me.",
        "Not on {w}s, merci.",
        # Kannada speaker
        "{W}s I am not available.",
        "No {w}s for me, please.",
        "From my phone backup, my own message:\n"
        "<sms address=\"+91 98450 12290\" type=\"2\" readable_date=\"6 Feb 2027 09:20:01\" body=\"{w} is my shop holiday, don't plan anything\" contact_name=\"Akka\" />\n"
        "That is how it stays.",
        "Avoid {w}s, no?",
        "Every {w} I am busy itself.",
        "I simply cannot do {w}s.",
        "{W}s are out for me, that is my holiday.",
    ],
}

H38_FACT_STYLES = [
    # Northern Sámi speaker
    "My {n} is {v}, juo.",
    "Bures. For your notes: {n}, {v}.",
    "Juo, my {n} is {v}.",
    "From my phone backup, a text I sent myself:\n"
    "<sms address=\"+47 481 502 219\" type=\"2\" readable_date=\"10 Feb 2027 14:12:05\" body=\"{n}: {v}\" contact_name=\"Me\" />\n"
    "Keep it for me.",
    "Write down my {n}: {v}. Giitu.",
    "{v}, that is my {n}.",
    "The {n}? It is {v}, yes.",
    "Giitu eatnat. My {n}, it is {v}, write it.",
    "In case Áhkku asks again: my {n} is {v}.",
    "My {n} is {v}, remember please.",
    # Bambara speaker
    "I ni ce, my {n} is {v}.",
    "Awo, {n}: {v}.",
    "A text I sent, from the backup of my phone:\n"
    "<sms address=\"+223 76 10 20 55\" type=\"2\" readable_date=\"14 Jan 2027 16:09:12\" body=\"my {n} is {v}, keep it\" contact_name=\"Adama\" />\n"
    "You keep it too.",
    "For the papers, my {n} is {v}.",
    "{v}, it is my {n}.",
    "Note for me, the {n}: {v}.",
    "N fa asked again, so here: my {n}, {v}.",
    "Here is my {n}: {v}.",
    "Please remember my {n}, it is {v}.",
    # Luxembourgish speaker
    "Moien, my {n} is {v}.",
    "{n}: {v}. Merci.",
    "My text, from my own phone backup:\n"
    "<sms address=\"+352 691 200 115\" type=\"2\" readable_date=\"18 Feb 2027 10:15:09\" body=\"my {n} is {v} fyi\" contact_name=\"Schwëster\" />\n"
    "Store it for me as well.",
    "Actually my {n} is {v}.",
    "The {n}, that's {v}.",
    "So, my {n}: {v}.",
    "For the record, {v} is my {n}.",
    "Jo, my {n} is {v}, or?",
    "In case you need it, my {n} is {v}.",
    # Kannada speaker
    "Namaskara, my {n} is {v}.",
    "My {n} is {v} only.",
    "My own message, copied from my phone backup:\n"
    "<sms address=\"+91 98450 12290\" type=\"2\" readable_date=\"7 Feb 2027 18:12:09\" body=\"akka my {n} is {v}, save it\" contact_name=\"Akka\" />\n"
    "Save for me also.",
    "Houdu, my {n} is {v}.",
    "Note my {n}, it is {v}, no?",
    "{v} is my {n} itself.",
    "Simply write my {n} as {v}.",
    "Dhanyavadagalu. Write my {n}: {v}.",
    "The {n} for me is {v}.",
]

H38_EVENT_STYLES = [
    # Northern Sámi speaker
    "Juo, my {e} is {d}.",
    "Bures. My {e}, it is {d}.",
    "{E}: {d}. Please remember.",
    "From my phone backup, what I texted:\n"
    "<sms address=\"+47 915 002 118\" type=\"2\" readable_date=\"11 Feb 2027 13:01:12\" body=\"my {e} is {d}, I cannot fly the birds then\" contact_name=\"Máret\" />\n"
    "It is still so.",
    "Juo, juo, my {e} is set for {d}.",
    "Write it: {e}, {d}.",
    "I have my {e} {d}, giitu for noting.",
    "The date for my {e} is {d}.",
    "Juo, {d} is my {e}.",
    "My {e} was moved, now it is {d}.",
    # Bambara speaker
    "I ni ce, my {e} is {d}.",
    "Awo, my {e} is {d}.",
    "A text I sent, from my phone backup:\n"
    "<sms address=\"+223 76 10 20 55\" type=\"2\" readable_date=\"15 Jan 2027 20:01:15\" body=\"my {e} is {d}, I will close the slab early\" contact_name=\"Adama\" />\n"
    "Please keep the date.",
    "For me, the {e} is {d}.",
    "They fixed my {e} for {d}.",
    "{E}, {d}. Do not forget.",
    "Note it: {d}, my {e}.",
    "The {e} is coming {d}.",
    "My {e}, it is {d}.",
    # Luxembourgish speaker
    "Moien, my {e} is {d}.",
    "The {e} is {d}, or?",
    "Out of my phone backup, a text I sent:\n"
    "<sms address=\"+352 661 058 219\" type=\"2\" readable_date=\"19 Feb 2027 17:20:01\" body=\"my {e} is {d}, so no call-outs\" contact_name=\"Papp\" />\n"
    "Please put that in for me.",
    "{E} is {d}, merci.",
    "My {e} got moved to {d}.",
    "So, {d} is my {e}.",
    "Jo, the {e}: {d}.",
    "The {e} is planned for {d}.",
    "Remember my {e}, {d}.",
    # Kannada speaker
    "Namaskara, my {e} is {d}.",
    "{E} is {d} only.",
    "My own message, copied from the phone backup:\n"
    "<sms address=\"+91 96115 80291\" type=\"2\" readable_date=\"8 Feb 2027 12:02:05\" body=\"anna my {e} is {d}, I'll close the shop\" contact_name=\"Anna\" />\n"
    "Same date still.",
    "They have preponed my {e} to {d}.",
    "My {e} is fixed for {d}, no?",
    "Houdu, {e} is {d}.",
    "Please note, {e}: {d}.",
    "Remember, {d} is my {e} itself.",
    "Simply remember, my {e} is {d}.",
]

H38_TASK_STYLES = [
    # Northern Sámi speaker
    "I must {t}, before the Easter festival.",
    "Remind me: {t}.",
    "Juo, I need to {t}.",
    "From my phone backup, I texted myself:\n"
    "<sms address=\"+47 481 502 219\" type=\"2\" readable_date=\"12 Feb 2027 07:10:12\" body=\"{t}\" contact_name=\"Me\" />\n"
    "Help me to not forget.",
    "Before the polar night ends, I have to {t}.",
    "Please remind me to {t}, giitu.",
    "I have not done it yet: {t}.",
    "Task for me, {t}.",
    "Bures. I should {t} soon.",
    "Don't let me forget, I must {t}.",
    # Bambara speaker
    "I ni ce. Me, I must {t}.",
    "Remind me to {t}, please.",
    "A text I sent, from the backup of my phone:\n"
    "<sms address=\"+223 76 10 20 55\" type=\"2\" readable_date=\"16 Jan 2027 06:05:19\" body=\"n teri remind me to {t}\" contact_name=\"Adama\" />\n"
    "You remind me too.",
    "Awo, I have to {t} this week.",
    "Before Friday I must {t}.",
    "I need to {t}, do not let me forget.",
    "My work for this week: {t}.",
    "I still did not {t}.",
    "Please, I must {t}.",
    # Luxembourgish speaker
    "Moien, I need to {t}.",
    "Remind me to {t}, merci.",
    "From my own phone backup, my text:\n"
    "<sms address=\"+352 691 588 201\" type=\"2\" readable_date=\"20 Feb 2027 19:05:02\" body=\"note to me: {t}\" contact_name=\"Me\" />\n"
    "That's still open.",
    "I have to {t}, or?",
    "Must {t} this week.",
    "Don't let me forget to {t}, please.",
    "Actually I still need to {t}.",
    "On my list: I have to {t}.",
    "Jo, I should {t} soon.",
    # Kannada speaker
    "Namaskara, I have to {t}.",
    "Remind me to {t}, no?",
    "My own message, copied from my phone backup:\n"
    "<sms address=\"+91 98450 58012\" type=\"2\" readable_date=\"9 Feb 2027 07:20:12\" body=\"must {t} this week\" contact_name=\"Me\" />\n"
    "Still pending.",
    "I must {t} itself this week.",
    "Please remind me, I need to {t}.",
    "Pending work: {t}.",
    "I should {t}, simply I forgot.",
    "Houdu, {t}, that is my job.",
    "Swalpa remind me to {t}.",
]

H38_SMALLTALK = [
    # Northern Sámi speaker
    "Bures!",
    "Buorre beaivi.",
    "Giitu eatnat, that helped.",
    "Oaidnaleapmái!",
    "Dearvvuođat from Guovdageaidnu.",
    "Polar night is long this year.",
    "The hawk came back to the glove, finally.",
    "It is minus thirty here, the snowmobile would not start.",
    "I was joiking in the car, nobody heard.",
    "Juo, juo.",
    "What is the biggest lake in Norway?",
    "My cousin sent a photo of the reindeer, I sent this back, from my phone backup:\n"
    "<sms address=\"+47 915 002 118\" type=\"2\" readable_date=\"13 Feb 2027 16:05:12\" body=\"so many, and all so fat\" contact_name=\"Máret\" />\n"
    "It made me laugh.",
    "The northern lights were strong last night.",
    "Giitu, good night.",
    "The gyr-falcon is sulking today.",
    "How does a hood calm a bird, do you know?",
    "I am tired, long day in the mews.",
    "Easter festival is coming soon, everybody is excited.",
    "Okay, giitu.",
    "Hmm, let me think about that one.",
    "Ha, that is funny.",
    "Is the sun coming back already?",
    # Bambara speaker
    "I ni ce!",
    "I ni sogoma.",
    "I ka kɛnɛ wa?",
    "A ni ce, it is good.",
    "K'an bɛn!",
    "The dust wind is strong in Bamako today.",
    "The Sotrama was full again, I stood all the way.",
    "We made tea at the grin until late.",
    "Good catch from the Niger this morning.",
    "Awo, okay.",
    "Ayi, it is fine.",
    "How long is the Niger river?",
    "I sent this to my friend, it is in my phone backup:\n"
    "<sms address=\"+223 76 10 20 55\" type=\"2\" readable_date=\"17 Jan 2027 21:01:55\" body=\"the match was crazy, what a goal\" contact_name=\"Adama\" />\n"
    "We are still talking about it.",
    "The ice truck came late, everybody was shouting.",
    "Tooro si t'a la, no worries.",
    "My hands smell of fish, always.",
    "It is very hot, even the flies are tired.",
    "Ha! That is a good one.",
    "I am back from the market.",
    "Who built the mosque in Djenné?",
    "Okay, a ni ce.",
    "Good night, k'an bɛn.",
    # Luxembourgish speaker
    "Moien!",
    "Wéi geet et?",
    "Merci villmools!",
    "Äddi!",
    "Bis geschwënn.",
    "Rain in Esch again, of course.",
    "The tram was packed this morning.",
    "Three lockouts before 6, what a night.",
    "Schueberfouer smells are the best.",
    "Jo, okay.",
    "Nee, all fine.",
    "How many people live in Luxembourg?",
    "Texted my Schwëster this, it's in my phone backup:\n"
    "<sms address=\"+352 691 200 115\" type=\"2\" readable_date=\"21 Feb 2027 12:10:05\" body=\"happy birthday!! big hug from Esch\" contact_name=\"Schwëster\" />\n"
    "She answered with twenty emojis.",
    "The van needs a wash, seriously.",
    "Gromperekichelcher for lunch, don't judge.",
    "Haha, that's a good one, merci.",
    "What's the oldest lock ever found?",
    "Okay, merci.",
    "I'm back, sorry.",
    "Long week, or?",
    "See you, äddi.",
    "Cold coffee again.",
    # Kannada speaker
    "Namaskara!",
    "Dhanyavadagalu!",
    "Hogi banni.",
    "Houdu, okay.",
    "Illa, no problem.",
    "Silk Board traffic was terrible today.",
    "Evening shower came, shop is full of wet customers.",
    "Filter coffee is the only thing keeping me alive.",
    "Resoled ten pairs today, my back is paining.",
    "Dasara lights in Mysuru were beautiful.",
    "My nephew sent a cat photo, I sent this, from my phone backup:\n"
    "<sms address=\"+91 97319 50122\" type=\"2\" readable_date=\"10 Feb 2027 17:20:05\" body=\"super cute maga, what is his name\" contact_name=\"Ravi\" />\n"
    "Ha, cute cat.",
    "What is the tallest waterfall in Karnataka?",
    "Simply chatting, nothing important.",
    "Ha, nice joke.",
    "I am tired, full day at the shop.",
    "Majestic bus stand was crazy today.",
    "Okay, dhanyavadagalu.",
    "Good night, hogi banni.",
    "Bisi bele bath for dinner, very nice.",
    "Swalpa wait, I will come back.",
    "The stitching machine is making noise again.",
    "Good morning!",
]

H38_TRAPS = [
    # Northern Sámi speaker
    "Áhkku prefers coffee boiled on the fire, not me.",
    "Eadni is allergic to birch pollen.",
    "My cousin is vegetarian, she won't eat bidos.",
    "Áhčči never takes calls before 9am.",
    "Ádjá's budget for the new snowmobile was €1,200, crazy.",
    "If I lived in Tromsø I would have a flat by the harbour.",
    "Once I had a Harris hawk named Biscuit, he is gone now.",
    "I used to live in Alta, but I moved back years ago.",
    "Would I like Thai food, what do you think?",
    "Should I become vegan?",
    "Oh yes, I love when the hawk flies to the neighbour's roof. Very fun.",
    "A customer at the display asked if the hawk likes jazz, ha.",
    "The airport rule is: no flying after 6pm.",
    "Maybe one day I will fly a gyr-falcon in Mongolia.",
    "What if I sold the hawks and moved south?",
    "A text my cousin sent me, from my phone backup:\n"
    "<sms address=\"+47 915 002 118\" type=\"1\" readable_date=\"14 Feb 2027 18:12:01\" body=\"I'm allergic to cats, so no cats at your place ok?\" contact_name=\"Máret\" />\n"
    "That is her, not me.",
    "My apprentice says his passport number is somewhere in the van.",
    "The sign at the mews: no visitors on Sundays.",
    "Do people in the north prefer window seats?",
    "Is it true that falcons cannot see at night?",
    "My old text, from the backup, I was joking then:\n"
    "<sms address=\"+47 915 002 118\" type=\"2\" readable_date=\"2 Jan 2027 23:01:05\" body=\"if I win the lottery I buy a house in Spain\" contact_name=\"Máret\" />\n"
    "Of course I did not win.",
    "Ádjá always said: never trust a hawk on a Monday.",
    "Eadni's sister lives in Kárášjohka.",
    "When I was child I wanted to be a pilot.",
    "Oh great, another minus forty morning. Lovely.",
    "I am allergic to mosquitoes, joke, but in summer it feels so.",
    "My friend's dog is called Luna, very nice dog.",
    "Ádjá used to herd reindeer by Kárášjohka, but he stopped long ago.",
    # Bambara speaker
    "N ba likes tô more than rice, not me.",
    "My brother is allergic to shellfish, poor him.",
    "N fa goes to bed at 9pm, every day.",
    "My teri says I should buy a car, but no.",
    "If I had a big boat, I would fish all the Niger.",
    "Before, I lived in Mopti, but now no more.",
    "Is it true that capitaine is the best fish?",
    "Should I eat less spicy food, you think?",
    "A customer told me she only eats pescatarian food.",
    "The market rule: no selling after 7:30 pm.",
    "My cousin's budget for her wedding was 300 dollars, too small.",
    "A text my brother sent, it is in my phone backup:\n"
    "<sms address=\"+223 66 21 05 90\" type=\"1\" readable_date=\"18 Jan 2027 09:01:12\" body=\"I am vegetarian now, tell mother\" contact_name=\"N kɔrɔcɛ\" />\n"
    "That is his news, not mine.",
    "Maybe one day I will open a restaurant in Dakar.",
    "Oh yes, I love the ice truck arriving at noon. Perfect.",
    "What if I moved to Paris like my uncle?",
    "People say Ségou is very beautiful at the festival.",
    "Do fishmongers usually like fish?",
    "When I was small I wanted to be footballer.",
    "Hypothetically, could I bring dried fish on a plane?",
    "A text I sent long ago, from my phone backup, it was a joke:\n"
    "<sms address=\"+223 76 10 20 55\" type=\"2\" readable_date=\"4 Jan 2027 22:10:05\" body=\"if I was president I would give everyone free tea\" contact_name=\"Adama\" />\n"
    "It was only a joke, of course.",
    "My friend's employee id is on his card, he always loses it.",
    "N kɔrɔcɛ prefers trains over planes, he is scared of flying.",
    "Great, the Sotrama broke again, I love walking in the sun.",
    "I am allergic to Mondays, ha.",
    "My neighbour's phone number changed again.",
    "Is Bamako bigger than Dakar?",
    "My teri's shoe size is 46, his feet are like boats.",
    # Luxembourgish speaker
    "Mamm prefers window seats, me I don't care.",
    "My Schwëster is allergic to latex.",
    "Papp never takes calls after 8:30, he sleeps early.",
    "Bomi is lactose intolerant, so no Quetschentaart with cream for her.",
    "If I was rich I'd buy a house in Kirchberg.",
    "I used to work for a bank, but that's over.",
    "Should I try sci-fi novels?",
    "Would I like boutique hotels, do you think?",
    "A customer's budget for the safe was €150, impossible.",
    "The sign on the shop door: closed on Saturdays.",
    "A text I got, it's in my phone backup:\n"
    "<sms address=\"+352 691 200 115\" type=\"1\" readable_date=\"22 Feb 2027 10:01:55\" body=\"I'm pescatarian now, tell Mamm\" contact_name=\"Schwëster\" />\n"
    "That's her diet, not mine.",
    "Maybe one day I'll open a shop in Trier.",
    "Oh perfect, a lockout in the rain at 3am. My favourite.",
    "What if I moved to Lisbon?",
    "My apprentice thinks I should learn safes properly.",
    "Do locksmiths prefer night shifts, normally?",
    "Imagine if I had a bigger van.",
    "An old text from my phone backup, I was dreaming:\n"
    "<sms address=\"+352 691 200 115\" type=\"2\" readable_date=\"5 Jan 2027 23:10:09\" body=\"one day I'll live on a boat, you'll see\" contact_name=\"Schwëster\" />\n"
    "Never happened.",
    "I'm allergic to bad coffee, haha.",
    "My colleague's wifi password is so long.",
    "People say Vienna is beautiful in winter.",
    "When I was a kid I wanted to be a fireman.",
    "Is it true that the Schueberfouer started in 1340?",
    "My Schwëster's dog is called Pepper.",
    "Papp prefers red wine, I drink beer.",
    "Hypothetically, could I open a lock with a credit card?",
    # Kannada speaker
    "Ajji likes filter coffee very strong, not me.",
    "My akka is allergic to sesame.",
    "Thatha never takes calls after 6pm.",
    "My anna is vegan now, he says.",
    "If I had money I would open a big shoe showroom.",
    "I used to live in Mysuru, now no more.",
    "Should I try dark mode, maga?",
    "Would I enjoy hiking trails, you think?",
    "A customer's budget for new shoes was 120 euros, he is from abroad.",
    "The sign on the shop next door: closed on Tuesdays.",
    "A message I got, it is in my phone backup:\n"
    "<sms address=\"+91 96115 80291\" type=\"1\" readable_date=\"11 Feb 2027 08:20:01\" body=\"I am coeliac now, no more dosa for me\" contact_name=\"Anna\" />\n"
    "That is my brother, not me.",
    "Maybe one day I will go to Italy and learn shoemaking.",
    "Super, power cut again in the middle of stitching. Fantastic.",
    "What if I shifted to Hubballi?",
    "People say Mangaluru fish is the best.",
    "Do cobblers usually wear good shoes?",
    "An old message from my phone backup, just a joke:\n"
    "<sms address=\"+91 97319 50122\" type=\"2\" readable_date=\"6 Jan 2027 22:01:15\" body=\"if I win lottery I will buy a Bullet\" contact_name=\"Ravi\" />\n"
    "Not serious.",
    "I am allergic to Monday traffic, ha.",
    "My friend's car plate is so funny.",
    "When I was small I wanted to be a cricketer.",
    "Is it true that Bengaluru was called Garden City?",
    "My akka's dentist is very good.",
    "Hypothetically, could I resole a sneaker?",
    "Amma says everyone should wake up before 6pm, ha, she meant 6am.",
]

#: Wrapped around some memories in the "heldout38" set: each aside on a line of its own, so an SMS block keeps its
#: opening prose line at the start of a line and its closing prose line at the end of one.
H38_ASIDES = (["", "One for my file.\n", "This is about me, keep it.\n", "Now a real thing.\n", "Small thing from me.\n",
               "Listen, this is true.\n", "For you to store.\n", "Important for me, this one.\n",
               "Before I go back to work.\n", "Write this down for me.\n"],
              ["", "\nThat is all, giitu.", "\nA ni ce for keeping it.", "\nMerci, that's it.",
               "\nDhanyavadagalu, done.", "\nOkay, that one is mine.", "\nThat's the whole thing.",
               "\nKeep it safe, please.", "\nBack to the shop now.", "\nNoted, yes?"])

#: How two memories share one message in the "heldout38" set (about a third of its real turns are paired).
H38_JOINERS = [" Another one of mine: ", " And from me also: ", " And one more thing: ", " Next, also me: ",
               " Then this one: ", " Plus, about me: ", " Thing number two: ", " And this, mine too: ",
               " One further: ", " Also keep: "]


def join_h38(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "heldout38" hand: an SMS block on either side stands apart from the other
    memory by an empty line, so each keeps its opening and closing prose lines; otherwise the joiner follows a full
    stop (added when the head ends in a word, a value or a bracket), and the second memory keeps its own case."""
    if "\n" in head or "\n" in tail:
        return f"{head}\n\n{tail}"
    return (head if head.endswith((".", "!", "?", ":")) else head + ".") + joiner + tail
