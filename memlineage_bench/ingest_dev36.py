"""Wordings "dev36" (called "heldout36" until stop 41) of `memlineage bench ingest` (the ``H36_*`` constants), kept out of
``ingest.py``; ``ingest`` imports them and wires the set into its ``WORDING_SETS``.

A thirty-sixth hand (the helper session "held36"), written blind on 2026-12-06 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the CLI,
the README (any of it), the docs, the issue tracker or any bench output or list of misses, and who did not run any
extractor, ``memlineage ingest``, ``bench ingest``, the classifier or any server on this set or on anything (only the
pure set tests and small renders of this set's own styles with sample values). What was read: the generator
(``ingest.py``: its vocabulary, ``_date``, ``_persona``, ``generate``, ``_paired``, ``Wording``, the comment blocks on
earlier sets and the wiring), the module of "heldout35" (for its shape: names, counts, comments, the joining function;
none of its phrasing copied), the set tests (with the names of their layout tests), and the two commits that added
"heldout35" and its set tests (how a set is wired and tested); beyond that, the one-line subjects of the newest five
commits on this branch (``git log --oneline``). To pick voices, trades and a layout no earlier set had used, the earlier
modules were searched for a few words of each candidate with file names only as output (no line of them read):
Georgian ("gamarjoba"), Amharic ("selam"), Tagalog ("salamat"), Sinhala ("ayubowan"), Mongolian, Burmese
("mingalaba"), Albanian ("faleminderit"), Serbian ("hvala"), Ukrainian, Russian ("spasibo"), Hawaiian ("mahalo"), Maori
("kia ora"), Luganda ("webale"), Malagasy ("misaotra"), Greek, German, Japanese, Hindi/Urdu ("shukriya"), Swahili
("asante"), Welsh ("diolch"), Arabic ("habibi"), Shona ("sadza", "Harare"), Romanian ("bunica"), Indonesian ("makasih"),
Yiddish ("bubbe"), Dutch, Twi/Ghanaian ("chale", "Accra") and Norwegian ("takk") were dropped as used; Armenian, Tamil,
Zulu, Khmer and Vietnamese as named in earlier modules (taken as used or already weighed and dropped there, no word of
theirs then sought further); Chichewa as too close to the Shona used (and the Swahili), Kinyarwanda as too close to the
Luganda used, Oromo as too close to the Amharic and Somali used, Pashto as too close to the Persian and Kurdish used,
Kazakh as a Turkic language beside the Turkish used (as Uzbek was dropped before), Malayalam as too close to Tamil,
Chamorro as a Pacific language beside the Samoan used (as Tongan and Fijian were), Papiamento as a Caribbean creole
beside the Haitian used, Bengali as too close to the Hindi/Urdu and Nepali used ("didi" was in two sets), Hausa as a
Nigerian language beside the Yoruba used ("Kano" was in a set), Greenlandic as a voice this writer knows too little of
to write honestly. Wolof, Navajo, Hmong and Lingala were kept: none of their words, places or names was in any module
(Lingala, a western Bantu language of the Congo river, shares no words searched with the Swahili, Luganda or Shona used;
its speakers and the Wolof ones both learned French at school, so the two voices were kept apart: Wolof short and
proverb-like, Lingala with "na ngai" and French-shaped questions). A beekeeper, a piano tuner, a sommelier, a zookeeper,
an air traffic controller, an interpreter, a potter, a glassblower, a court stenographer, a farrier and a luthier were
known used; a stonemason, a tattoo artist, a radiographer, a midwife, a florist, a scaffolder, a tree surgeon, a stage
manager and a rigger were dropped as named in earlier modules, a butcher and a ranger likewise, a crane operator as too
close to the scaffolder, a saddler as too close to the farrier; a cooper, a clockmaker, a cheesemaker and a chimney
sweep were kept (none of "cooper", "croze", "stave", "escapement", "mainspring", "loupe", "rennet", "curd", "whey",
"chimney" was in any module; "soot" and "flue" each turned up once, in another context). Layouts dropped: a tree of
box-drawing lines ("└", "│" were in dev19 and elsewhere), Markdown headings and setext underlines (Markdown was in
several sets), ballot-box forms (too close to the checklists used), inline "key:: value" fields ("::" was in
``ingest.py``), a wiki infobox (too close to the tables and TOML used), a telegram ("telegram" was in two sets),
flashcards (too close to the index cards used), arrows ("→" was used), a chat poll ("poll" was in a set); breadcrumbs
joined by "›" (not in any module, nor "breadcrumb", nor "»") were kept. It was held out: the lead ran it at stop 40 on
stop 39's extractor and, before anyone read its misses, after ext34's and ext35's readings, and at stop 41 on stop
40's extractor, after the learned reader was retrained through "dev34" and with ext37's readings, misses unread; then
renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Wolof speaker's English (from Senegal): "salaam aleekum" (peace be upon you, hello), "nanga def?" (how are you?),
  "maa ngi fi rekk" (I'm here, just that: I'm fine), "jërëjëf" (thank you), "waaw" (yes), "déedéet" (no), "rekk"
  (only, just), "sama" (my), "xarit" (friend), "yaay" (mum), "baay" (dad), "maam" (grandparent), "mbokk" (relative),
  "ba suba" (until tomorrow), "ba beneen" (until another time), "ataya" (green tea in three rounds), ceebu jën (fish
  and rice), yassa, mafé, the car rapide (minibus), the daara (Quranic school), the harmattan, Dakar, Thiès,
  Saint-Louis, Touba; short, firm sentences ("that's it, rekk"), "sama" before English nouns;
* a Navajo (Diné) speaker's English (from the Navajo Nation): "yá'át'ééh" (hello), "ahéhee'" (thank you), "aoo'"
  (yes), "dooda" (no), "hágoónee'" (goodbye), "shimá" (my mother), "shimásání" (my maternal grandmother), "shicheii"
  (my maternal grandfather), "shínaaí" (my older brother), sheep camp, the chapter house, frybread, the flea market,
  the IHS clinic, Window Rock, Shiprock, Chinle, Kayenta, Gallup; rez English ("ennit" for isn't it, "gotta", "'cause",
  "for real");
* a Hmong speaker's English (Hmong American, family from Laos): "nyob zoo" (hello), "ua tsaug" / "ua tsaug ntau"
  (thank you / thank you very much), "yog" (yes, it is), "tsis yog" (no, it isn't), "niam" (mother), "txiv" (father),
  "pog" (paternal grandmother), "tij laug" (older brother), "phooj ywg" (friend), "mus zoo" (go well, goodbye), the
  qeej (reed pipes), paj ntaub (story cloth embroidery), zaub (greens), Hmong New Year, Fresno, Luang Prabang, the camp
  in Thailand; dropped verb endings ("my niam always tell"), "too much" for very much, "since long time";
* a Lingala speaker's English (from Kinshasa): "mbote" (hello), "sango nini?" (what's new?), "matondo" / "matondo
  mingi" (thank you / thanks a lot), "melesi" (thanks, from French), "iyo" (yes), "te" (no), "na ngai" (as for me, my),
  "ndeko" (brother, sister, friend), "koko" (grandparent), "tata" (dad), "ya solo" (truly), "kende malamu" (go well),
  "tokomonana" (see you), Kin (Kinshasa), Gombe, Ngaliema, Brazzaville, the boulevard, rumba, pondu; French-shaped
  questions and order ("restaurant" without an article, "don't forget me" for don't forget it for me);
* a cooper: "the cooperage", "staves", "hoops", "the croze", "casks", "hogsheads", "sherry butts", "charring" /
  "toasting", "the bung", "raising a cask", "oak", "the distillery";
* a clockmaker: "the bench", "the loupe", "a movement", "the escapement", "the mainspring", "a fusee chain", "in beat",
  "a longcase clock", "the pendulum", "winding", "a regulator", "church clocks";
* a cheesemaker: "the dairy", "the vat", "rennet", "the curd" (it "knits"), "whey", "a make", "turning wheels", "the
  cave", "truckles", "the press", "the milk tanker", "the cheese room";
* a chimney sweep: "flues", "rods", "brushes", "soot", "creosote", "the roof ladder", "a pot", "a liner", "a bird's
  nest", "the van", "the certificate";
* breadcrumbs joined by "›", as a user copies a path out of an app of their own (a phone's settings, a profile, a
  calendar, a reminders list): a prose line ending in ":", then one or two breadcrumb lines of three to five segments
  joined by " › " (a space, "›" and a space); then a closing prose line; no empty line inside; no "›" anywhere else;
  a memory's value stands only in a breadcrumb's last segment, never in an earlier segment or in the prose around it;
  the prose says the app, account or page is the user's own.

Small talk is hard but fair: greetings, thanks, moods, weather (the harmattan over Dakar, the monsoon at Window Rock, a
cousin's heat in Fresno, rain on Kinshasa, rain on the cooperage roof, damp in a clock shop, fog at the dairy, frost on
a roof), a car rapide, the Navajo Nation Fair, Hmong New Year, a night of rumba, a cask raised, clocks striking, a late
milk tanker, a jackdaw's nest, sign-offs in every voice ("Ba beneen", "Hágoónee'", "Mus zoo", "Kende malamu"),
breadcrumb blocks that only pass the time (a phone's version number, a museum's site, a recipe site, a help page, a
weather site, a library catalogue, a map, a sports site), and general-knowledge questions in the same voices. Traps look
like memories and are not, and share their words: other people's tastes, allergies, diets, hours, days, budgets, numbers
and dates (a yaay, a baay, a maam, a xarit, a shimá, a shimásání, a shicheii, a shínaaí, a niam, a txiv, a pog, a tij
laug, a phooj ywg, a mama, a tata, a koko, a ndeko, an apprentice, a customer, a collector, a business partner, a goat
farmer, a distillery manager, a husband, a sister), past states with their end said (Saint-Louis, Phoenix, the camp in
Thailand, Brazzaville, a brewery, a watch shop in Geneva, blue cheese, Edinburgh, an old setting, an old employer),
hypotheticals (a restaurant in Dakar, a house by the wash, Luang Prabang, the roads of Kin, a boat of casks, Harrison's
H4, a cave in Roquefort, a pound a nest, a dream profile), questions about the user's own tastes, quoted rules, signs
and examples (a mosque, a chapter house, a farmers' market, a church, a cooperage gate, an old master's shop, a dairy, a
farmhouse door, a café's site, an intranet, a help page, a wholesale page), jokes (allergic to Mondays, to washing
dishes, to plastic barrels, to daylight saving, to cheap cheddar) and sarcasm (a full car rapide, a broken truck, a
two-hour speech, a power cut, a leaking hogshead, a dropped pendulum, a power cut mid-make, a blocked flue).

Two memories share a message about a third of the time (:data:`H36_JOINERS`, :func:`join_h36`); some memories carry an
aside (:data:`H36_ASIDES`, each on a line of its own, so a breadcrumb block's opening prose line stays at the start of
one and its closing line at the end of one). Every style reads as its writer would put it (the learners' grammar
included) for every value of its placeholders and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H36_ASIDES", "H36_CONSTRAINTS", "H36_EVENT_STYLES", "H36_FACT_STYLES", "H36_JOINERS", "H36_PREF_STYLES",
           "H36_SMALLTALK", "H36_TASK_STYLES", "H36_TRAPS", "join_h36"]

H36_PREF_STYLES = [
    # Wolof speaker
    "Salaam aleekum! One thing you must know about me: I love {v}, that's it, rekk.",
    "Waaw, sama xarit, for me it's {v} every time.",
    "Nanga def? Me, I'm good, and I'm happiest with {v}.",
    "Jërëjëf for asking. {V}, that's my choice, always.",
    "My yaay says I was born wanting {v}, and she is not wrong.",
    "After the third glass of ataya I can say it: nothing beats {v} for me.",
    # Navajo speaker
    "Yá'át'ééh! Just so you got it, I go for {v}, every time.",
    "Aoo', {v}, always my pick. That's me, ennit.",
    "Ahéhee' for asking, I'm all about {v}.",
    "Shimásání laughs 'cause I always pick {v}, but yeah, that's me.",
    "Back home on the rez they know me as the one who loves {v}.",
    "Aoo', I'm telling you straight, I like {v} best.",
    # Hmong speaker
    "Nyob zoo! Me, I like {v} too much, for real.",
    "Yog, {v}, always the one I pick.",
    "Ua tsaug for asking me. My favourite is {v}, since long time.",
    "My niam tell everybody I am crazy for {v}, and she is right.",
    "At the New Year everybody ask what I want, I say {v}.",
    "Ua tsaug ntau. Write my name next to {v}, every time.",
    # Lingala speaker
    "Mbote! Na ngai, it's {v}, no discussion.",
    "Sango nini? For me, nothing is better than {v}.",
    "Iyo, iyo, I prefer {v}, my ndeko can tell you.",
    "Matondo, ndeko. Put it like this: I choose {v}, always.",
    "In Kin we say you know a person by what they choose. Me, I choose {v}.",
    "Melesi for the question, {v} makes me happy, ya solo.",
    # cooper
    "Forty staves raised today and all I'm dreaming of is {v}.",
    "Ask anyone in the cooperage, I'm the one going on about {v}.",
    "Hoops on, bung in, and now, my favourite thing: {v}.",
    "Toasted oak smells great, but what I really love is {v}.",
    "Between charring casks, a fact about me: I'm into {v}.",
    "The croze is sharp, the oak is seasoned, and I still love {v} most.",
    # clockmaker
    "Loupe off for a second: I really do prefer {v}.",
    "Like a movement in beat, I'm steady in my tastes: {v}, every time.",
    "Whole afternoon on an escapement, so let me say something nice: I love {v}.",
    "Longcase clocks and {v}, the two things I can't get enough of.",
    "At the bench, with the radio on, I daydream about {v}, my favourite thing.",
    "I'm a creature of habit, like any clockmaker, and my habit is {v}.",
    # cheesemaker
    "The curd's setting, so while I wait: I'm mad about {v}.",
    "Rennet in, vat covered, and my mind goes to {v}, my favourite.",
    "Ask the dairy team, they'll tell you I never shut up about {v}.",
    "Forty wheels turned this morning, and I'll say it: I prefer {v}.",
    "I've got whey up to my elbows, but for the record I love {v}.",
    "One thing about me, cheese aside: I love {v}.",
    # chimney sweep
    "Eight flues swept today, soot everywhere, and I'd still pick {v}, any day.",
    "Brushes in the van, rods stacked, and yeah, I love {v}.",
    "Up on a roof ladder you get time to think, and I always end up thinking about {v}, which I love.",
    "Customers ask about creosote, I tell them about {v}. I love it.",
    "Clean certificate signed, so a quick one: {v} is what I go for.",
    "Sooty face, happy heart, and {v} to look forward to: that's how I like it.",
    # breadcrumbs out of the user's own apps
    "Here's where I set it in my profile:\nAccount › About me › Favourites › {v}\nPicked it myself, and I meant it.",
    "My notes app, the page about me:\nNotes › Me › Things I love › {v}\nStill true, every word.",
    "Copied from my own account settings:\nProfile › Personal › Likes › {V}\nThat one's really me.",
    "From the page I keep for the family, my part:\nFamily hub › My page › Favourite › {v}\nI wrote that one myself.",
    "Jërëjëf, the note on my phone says it best:\nPhone › Notes › Personal › Always yes › {v}\n"
    "Nothing has changed since I wrote it.",
    "Where my own settings ended up:\nSettings › My profile › Loves › {v}\nYep, that's me.",
    "Straight off my page in the club app:\nClub › Members › Me › Favourite pick › {v}\nI filled it in last week.",
    "Yá'át'ééh, I keep it in my planner under my name:\nPlanner › Me › Go-to › {v}\nThat stays as it is.",
]

H36_CONSTRAINTS = {
    "allergy": [
        # Wolof speaker
        "Waaw, listen: {a} and me, we don't go together, I'm allergic.",
        "Déedéet, no {a} for me please, I am allergic since I was small.",
        "Sama yaay always warns the hosts: her child is allergic to {a}. That child is me.",
        # Navajo speaker
        "Yá'át'ééh. Heads up, I'm allergic to {a}, real bad.",
        "The IHS clinic in Chinle wrote it down: allergic to {a}. Still am.",
        "Dooda on the {a}, I'm allergic, ennit.",
        # Hmong speaker
        "Nyob zoo, I must tell you, I am allergic to {a}.",
        "Tsis yog, no {a}! I get allergy, my face swell up.",
        "My niam always tell the aunties: this one is allergic to {a}. She mean me.",
        # Lingala speaker
        "Mbote. Attention please, {a} makes me sick, I am allergic.",
        "Te, te, no {a} for me, the allergy is strong.",
        "The doctor at Ngaliema said it clearly: allergic to {a}. Na ngai, I respect that.",
        # cooper
        "I'm allergic to {a}, so the lads at the cooperage keep it well away from my bench.",
        "Sawdust I can handle, {a} I can't, I'm allergic.",
        "Every new apprentice gets told on day one: the cooper's allergic to {a}.",
        # clockmaker
        "I'm allergic to {a}, which is about as handy as a broken mainspring.",
        "Note on the inside of my workshop door: allergic to {a}. My note, my allergy.",
        "Tweezers steady, hands steady, and I'm allergic to {a}, so careful with that.",
        # cheesemaker
        "I'm allergic to {a}, so the dairy canteen knows to check.",
        "Cheese all day, fine, but {a}? Off limits for me, I'm allergic.",
        "The first-aid folder at the dairy has a page on me: allergic to {a}.",
        # chimney sweep
        "Soot I can cope with, {a} I can't, I'm allergic.",
        "I'm allergic to {a}, and I carry the card in my overalls to prove it.",
        "There's a card in my van's glovebox with my allergy on it: {a}.",
        # breadcrumbs
        "From my own medical ID on my phone:\nHealth › Medical ID › Allergies & Reactions › {a}\n"
        "Filled it in myself, it's current.",
        "My patient portal, my record:\nClinic portal › My record › Allergies › {A}\n"
        "They confirmed it at my last visit.",
        "Ahéhee' for checking, it's in my pharmacy app:\nPharmacy › My profile › Allergies › {a}\n"
        "So please keep that in mind.",
        "Matondo. My insurance app has it too:\nInsurance › Me › Health › Known allergy › {a}\n"
        "Same thing, I'm allergic.",
    ],
    "diet": [
        # Wolof speaker
        "Waaw, for food, I'm {d}, please remember it.",
        "At home in Thiès they still forget, but I'm {d}, so keep it in mind.",
        "Déedéet, I don't eat just anything, I'm {d}.",
        # Navajo speaker
        "Aoo', I'm {d} these days, even at the flea market food stands.",
        "Shimá still tries to feed me everything, but I'm {d}.",
        "I'm {d}, so at the chapter house dinners I bring my own plate.",
        # Hmong speaker
        "At the New Year I eat different now, because I am {d}.",
        "Yog, I am {d}, my pog still don't understand.",
        "My whole family eat everything, but me, I am {d}.",
        # Lingala speaker
        "Na ngai, I am {d}, so when you choose restaurant, think of it.",
        "Iyo, {d}, this is how I eat now, ya solo.",
        "My mama cooks for the whole family on Sunday and makes me a separate plate, since I am {d}.",
        # cooper
        "I'm {d}, so when the distillery sends over lunch I need my own.",
        "Coopering makes you hungry, and I'm {d}, so feed me accordingly.",
        "Put it in the notes: the cooper is {d}.",
        # clockmaker
        "I'm {d}, and I keep to it as strictly as a regulator keeps time.",
        "Food-wise I'm {d}, please remember.",
        "The horology guild dinner always gets my order wrong, I'm {d}.",
        # cheesemaker
        "Yes, I make cheese all day, and yes, I'm {d}.",
        "I'm {d}, and the whole dairy crew knows it.",
        "I'm {d}; the tasting room staff know to ask before handing me anything.",
        # chimney sweep
        "I'm {d}, so the customers who offer me lunch get told straight.",
        "Eating on the road is hard when you're {d}, but I am.",
        "I'm {d}, my lunchbox in the van proves it.",
        # breadcrumbs
        "My food delivery account, set by me:\nDelivery app › Account › Dietary needs › {d}\nStill the case.",
        "Off my own profile at the works canteen:\nCanteen › My profile › Diet › {d}\nI changed it to that myself.",
        "Jërëjëf, it's in my meal kit settings:\nMeal kit › Settings › How I eat › {d}\nThat's right for me.",
        "Copied from my airline profile:\nFrequent flyer › Profile › Meal request › {d}\nYes, that's mine.",
    ],
    "hours": [
        # Wolof speaker
        "Déedéet, after {t} I don't take calls, that's family time.",
        "Waaw, meetings only after {t}, before that I am slow like the car rapide.",
        "After {t}, sama xarit, my phone is off, jërëjëf for understanding.",
        # Navajo speaker
        "No calls after {t}, I'm out with the sheep or asleep, one of those.",
        "Don't book me before {t}, the drive in from Kayenta is long.",
        "Aoo', after {t} I'm done, phone goes face down.",
        # Hmong speaker
        "Before {t}, no meeting please, I am at the garden with my niam.",
        "After {t} I don't answer phone, is time for family.",
        "Tsis yog, no calls after {t}, my kids sleeping.",
        # Lingala speaker
        "Na ngai, after {t} the phone rests, please.",
        "You want meetings before {t}? Te, te, not for me.",
        "After {t}, ndeko, I am with the family, no calls.",
        # cooper
        "Nothing before {t}, I'm firing casks first thing.",
        "After {t} I'm off the tools and off the phone.",
        "Book me after {t}; before that I'm raising casks.",
        # clockmaker
        "No calls before {t}, I wind the shop clocks first.",
        "After {t} my phone's off; I've listened to enough ticking by then.",
        "Meetings only after {t}, the hours before are for fine work.",
        # cheesemaker
        "I'm in the dairy from dawn, so nothing before {t}.",
        "No calls after {t}, I'm up at four for the milk.",
        "Keep meetings to after {t}; cutting the curd can't wait.",
        # chimney sweep
        "No calls after {t}, I'm scrubbing soot off by then.",
        "Before {t} I'm on somebody's roof, don't book me.",
        "Ring me before {t} if you must; after that I'm off duty.",
        # breadcrumbs
        "My phone's own settings, the way I set them:\nSettings › Focus › Sleep › starts at {t}\n"
        "No calls after that, please.",
        "From my work calendar, my working hours:\nCalendar › Settings › Working hours › begin {t}\n"
        "So no meetings earlier than that.",
        "Nyob zoo, this is how I set my chat app:\nChat › Profile › Available from › {t}\nBefore that, I am not there.",
        "What my own team profile shows:\nTeam app › My status › Reachable until › {t}\n"
        "After that, leave it for the next day.",
    ],
    "budget": [
        # Wolof speaker
        "Waaw, {m} maximum, I am not a millionaire.",
        "Déedéet, more than {m} is too much for me.",
        "Sama xarit, keep it at {m}, not one franc more.",
        # Navajo speaker
        "Keep it under {m}, I'm on a rez budget.",
        "Aoo', {m} tops, that's all I got.",
        "Don't go past {m}, shimá would kill me.",
        # Hmong speaker
        "{m} only, not more, please.",
        "Ua tsaug, but my limit is {m}.",
        "More than {m} I cannot, I have family to help.",
        # Lingala speaker
        "Na ngai, the maximum is {m}.",
        "Te, not above {m}, life is expensive.",
        "{m} and that's it, ndeko.",
        # cooper
        "Oak's gone up again, so {m} is my ceiling.",
        "Keep it to {m}, I'm a cooper, not a distiller.",
        "{m} at the very most for me.",
        # clockmaker
        "Cap it at {m}; I've seen what a new fusee chain costs.",
        "{m} is my limit, precise as a regulator.",
        "I won't go above {m}, not for this.",
        # cheesemaker
        "{m} max, cheese doesn't pay like people think.",
        "Keep me at {m} or under.",
        "My spend limit is {m}, the new vat ate the rest.",
        # chimney sweep
        "{m} tops, winter's my only busy season.",
        "Nothing above {m} for me, mate.",
        "Spend up to {m}, no further.",
        # breadcrumbs
        "My banking app, my own limit:\nBank › Cards › Spending limit › {m}\nSet it myself, keep to it.",
        "From the trip planner I use:\nTrips › This trip › Budget › {m}\nThat's what I'm allowing.",
        "Mbote, here is my savings app:\nSavings › Goals › Holiday › Max › {m}\nNo more than that, please.",
        "The money page in my own notes:\nNotes › Money › Hotels › per night up to {m}\nMine, set in January.",
    ],
    "days": [
        # Wolof speaker
        "{W}s, déedéet, that day I visit my maam.",
        "Waaw, I'm never free on {w}s, it's market day in Thiès.",
        "On {w}s I go to the daara to teach the children, so no.",
        # Navajo speaker
        "{W}s are no good, I drive shimásání to Gallup for groceries.",
        "Don't book me on {w}s, I'm at sheep camp.",
        "Aoo', every {w} I help at the chapter house, so I'm busy.",
        # Hmong speaker
        "Every {w} I go to the farm with my family, no time.",
        "{W}s not possible, I teach the qeej to young people.",
        "Tsis yog, {w}s I am busy, market day for my niam.",
        # Lingala speaker
        "Na ngai, {w}s are for church, so no.",
        "{W}s te, I am with my koko.",
        "Every {w} I play football with my ndeko, don't book me.",
        # cooper
        "{W}s are for the distillery deliveries, count me out.",
        "I'm never free on {w}s, that's charring day.",
        "Don't book me on a {w}, I'm at the cooperage all day.",
        # clockmaker
        "{W}s I do house calls to wind church clocks, so not then.",
        "I'm at the auction every {w}, no bookings.",
        "Keep {w}s clear for me, that's my bench day.",
        # cheesemaker
        "{W}s are make days, I'm in the vat room all day.",
        "Every {w} I do the farmers' market, so I'm out.",
        "I'm never free on a {w}, that's turning day in the cave.",
        # chimney sweep
        "{W}s are booked solid, every week, sorry.",
        "I keep {w}s for my own family, no jobs, no meetings.",
        "On {w}s I'm doing the big houses out in the country, can't do anything else.",
        # breadcrumbs
        "My rota app, my availability:\nRota › My availability › Never › {W}s\nI set that and it stays.",
        "Out of the calendar settings on my phone:\nCalendar › Working days › Off › {W}\n"
        "So please don't put anything then.",
        "Waaw, it's in my shared family calendar:\nFamily › Me › Busy every › {w}\nThat's me, blocked out.",
        "Yá'át'ééh, my booking page shows it:\nBookings › My hours › Closed › {W}s\nSo nothing on those days.",
    ],
}

H36_FACT_STYLES = [
    # Wolof speaker
    "Waaw, write this: my {n} is {v}.",
    "Salaam aleekum. You asked, so: {n}, {v}.",
    "Sama {n}? It's {v}, jërëjëf for keeping it.",
    "For your notes, my {n} is {v}, rekk.",
    # Navajo speaker
    "Aoo', my {n} is {v}, write that down.",
    "Yá'át'ééh. Quick one: my {n}, {v}.",
    "Shimá says write it down somewhere, so here: my {n} is {v}.",
    "My {n}'s {v}, ennit. Keep that for me.",
    # Hmong speaker
    "Nyob zoo, my {n} is {v}.",
    "Yog, my {n} is {v}, that's right.",
    "My {n}, you can save it: {v}.",
    "Ua tsaug, and my {n} is {v}, please remember.",
    # Lingala speaker
    "Mbote! Na ngai, my {n} is {v}.",
    "Na ngai, I give you my {n}: {v}.",
    "Matondo. Keep this one, my {n} is {v}.",
    "Iyo, it's {v}, my {n}.",
    # cooper
    "For the records, cooper's details: my {n} is {v}.",
    "Between casks, a detail: {n}, {v}.",
    "My {n}'s {v}, in case anyone at the cooperage asks.",
    "Write it on a stave if you like: my {n} is {v}.",
    # clockmaker
    "Precise as ever: my {n} is {v}.",
    "For your files, my {n}: {v}.",
    "Loupe down, one for you: my {n} is {v}.",
    "Since you'll need it, my {n} is {v}.",
    # cheesemaker
    "While the curd knits: my {n} is {v}.",
    "My {n} is {v}, while I think of it.",
    "Quick one from the cheese room: {n}, {v}.",
    "Put my {n} down as {v}.",
    # chimney sweep
    "Between chimneys: my {n} is {v}.",
    "Sooty fingers, but here it is, my {n}: {v}.",
    "Keep this for me, my {n} is {v}.",
    "Off the roof for a minute, so: my {n}, {v}.",
    # breadcrumbs
    "From my own contact card on my phone:\nContacts › Me › {n} › {v}\nI typed that card myself.",
    "Copied out of my notes app:\nNotes › About me › Details › {n} › {v}\nAll correct.",
    "Ua tsaug, here is my profile page:\nProfile › Personal details › {n} › {v}\nI typed it myself.",
    "It's in the family app under my name:\nFamily hub › Me › {n} › {v}\nThat's up to date.",
    "Straight from my account:\nAccount › Personal info › {n} › {v}\nYes, mine.",
]

H36_EVENT_STYLES = [
    # Wolof speaker
    "Waaw, my {e} is {d}, don't let me forget.",
    "Salaam aleekum. My {e}? It's {d}.",
    "Sama {e} is set for {d}, jërëjëf.",
    "Put it down, sama xarit: {d}, my {e}.",
    # Navajo speaker
    "Yá'át'ééh, my {e} is {d}.",
    "Aoo', my {e} got set for {d}.",
    "Shimá keeps asking, so here: {e}, {d}.",
    "Heads up, my {e}'s {d}, ennit.",
    # Hmong speaker
    "Nyob zoo, I have my {e}, it's {d}.",
    "Yog, my {e} is on the calendar for {d}.",
    "Please remember for me: {E}, {d}.",
    "My niam already know, my {e} is {d}.",
    # Lingala speaker
    "Mbote, my {e} is {d}.",
    "Na ngai, I have my {e} {d}, write it.",
    "Iyo, {E}: {d}. Don't forget me.",
    "Matondo, ndeko. My {e} is fixed for {d}.",
    # cooper
    "Casks can wait, my {e} is {d}.",
    "Chalk it on the cooperage board: {e}, {d}.",
    "My {e} is {d}, so I'll be off the tools.",
    "Hoops or no hoops, my {e} is {d}.",
    # clockmaker
    "Marked on the shop calendar: {e}, {d}.",
    "My {e} is {d}, and I'll be there on the dot.",
    "My {e}'s booked for {d}.",
    "{E} {d}, set like an alarm.",
    # cheesemaker
    "My {e} is {d}, so someone else is turning wheels that day.",
    "My {e} is {d}; the vats will miss me.",
    "Put it down: {e}, {d}.",
    "{E} is {d}, between makes.",
    # chimney sweep
    "My {e} is {d}, so no chimneys that day.",
    "Booked in: {e}, {d}.",
    "My {e} is {d}, I've blocked it in the diary.",
    "{E} coming up {d}, keep it for me.",
    # breadcrumbs
    "Straight from my calendar:\nCalendar › Upcoming › {E} › {d}\nI put it there myself.",
    "My planner shows it:\nPlanner › Next weeks › {e} › {d}\nI added it this morning.",
    "Mbote, this is in my phone:\nPhone › Calendar › Me › {e} › {d}\nKeep it for me, ndeko.",
    "From the family calendar, my row:\nFamily › Me › {e} › {d}\nI'd hate to miss that one.",
    "My reminders app, the dated ones:\nReminders › Dated › {E} › {d}\nSet it myself.",
]

H36_TASK_STYLES = [
    # Wolof speaker
    "Waaw, remind me to {t}, please.",
    "Sama xarit, I must {t}, don't let me forget.",
    "Jërëjëf, and one thing to do: {t}.",
    "Before the weekend I have to {t}, rekk.",
    # Navajo speaker
    "Aoo', I gotta {t}, remind me.",
    "Shimá says I keep forgetting, so: remind me to {t}.",
    "Don't let me slide on it, I need to {t}.",
    "Yá'át'ééh, put this on my list: {t}.",
    # Hmong speaker
    "Nyob zoo, please remind me, I need to {t}.",
    "Yog, I have to {t} this week.",
    "Remember for me, I must {t}.",
    "My niam say don't forget, so I write: {t}.",
    # Lingala speaker
    "Mbote, remind me to {t}, I always forget.",
    "Na ngai, I must {t} soon.",
    "Iyo, put on my list: {t}.",
    "Matondo, ndeko, and remind me to {t}.",
    # cooper
    "Once the casks are out I need to {t}.",
    "Chalk it up for me: {t}.",
    "Remind me to {t} before I start on the hogsheads.",
    "Job for me, not the cooperage: {t}.",
    # clockmaker
    "Remind me to {t}, I'll be lost in a movement otherwise.",
    "After the repairs I must {t}.",
    "On my list, wound tight: {t}.",
    "Nudge me to {t}, please.",
    # cheesemaker
    "When the cheeses are in the press, I need to {t}.",
    "Remind me to {t} before the milk comes in.",
    "On my list, cheese aside: {t}.",
    "I keep forgetting to {t}, nag me.",
    # chimney sweep
    "Remind me to {t} when I'm back off the roofs.",
    "Need to {t}, soot or no soot.",
    "Put it on my list, between flues: {t}.",
    "I really must {t} this week, nudge me.",
    # breadcrumbs
    "On my own reminders list:\nReminders › Mine › This week › {t}\nI added it, please nudge me.",
    "From my to-do app:\nTo-do › Today › {t}\nSitting there undone for days now.",
    "Ua tsaug, this is in my phone:\nPhone › Tasks › Personal › {t}\nDon't let it slip, okay?",
    "My errands page:\nNotes › Errands › Next › {t}\nNobody else is doing it, it's on me.",
    "What my planner says for me:\nPlanner › Me › To do › {t}\nHelp me remember it.",
]

H36_SMALLTALK = [
    # Wolof speaker
    "Salaam aleekum!",
    "Nanga def? Maa ngi fi rekk, thank God.",
    "Jërëjëf, that was helpful.",
    "Ba suba, I'm going to sleep now.",
    "Waaw waaw, I understand now.",
    "Harmattan season again, every photo from Dakar is just dust.",
    "Three rounds of ataya and I still don't want to work.",
    "Do you know how long the train takes from Dakar to Thiès?",
    "The car rapide was so full this morning, I stood the whole way.",
    "Ba beneen, sama xarit!",
    # Navajo speaker
    "Yá'át'ééh!",
    "Ahéhee', that helps a lot.",
    "Hágoónee', talk tomorrow.",
    "Monsoon rain finally hit Window Rock, shimá sent me a video of the wash running.",
    "Long drive to Gallup today, I'm beat.",
    "The Navajo Nation Fair crowds were crazy this year, ennit.",
    "Aoo', sounds good to me.",
    "How tall is Shiprock, do you know?",
    "Frybread at the flea market was so good today.",
    "Dooda, I'm just messing with you.",
    # Hmong speaker
    "Nyob zoo!",
    "Ua tsaug ntau, you are very helpful.",
    "Mus zoo, see you next time.",
    "My cousin in Fresno says it's so hot there today, like back in Laos.",
    "Hmong New Year was so much fun, too many people.",
    "My hands are tired from sewing paj ntaub all night.",
    "Yog, I understand.",
    "Why is the Mekong river so brown?",
    "I'm tired today, long day at the farmers market.",
    "Haha, you funny, you know that?",
    # Lingala speaker
    "Mbote!",
    "Sango nini? All good here.",
    "Matondo mingi, ndeko.",
    "Kende malamu, tokomonana.",
    "The traffic in Kin today, my God, three hours on the boulevard.",
    "Rain on Kinshasa again, the streets are rivers.",
    "Iyo, I see what you mean.",
    "Is the Congo river really the deepest in the world?",
    "Last night we danced rumba until two, I'm dead today.",
    "Melesi, that's all for now.",
    # cooper
    "Long day at the cooperage, my arms are done.",
    "Smell of toasted oak all over my clothes again.",
    "Raised six casks before lunch, that's a record for me.",
    "Rain on the cooperage roof, lovely sound.",
    "How long has coopering been a trade, do you reckon?",
    "Right, back to the staves, cheers.",
    "Nothing sounds like a hoop going on, honestly.",
    "Why do whisky casks get charred inside?",
    # clockmaker
    "Every clock in the shop struck noon at once, what a racket.",
    "Tiny screw rolled under the bench, gone forever.",
    "Who invented the pendulum clock?",
    "Quiet afternoon, just me and the ticking.",
    "My loupe's steamed up, it's that damp out.",
    "Why do old clocks use IIII instead of IV?",
    "Good morning from a shop full of ticking.",
    "Lovely chat, back to my escapement now.",
    # cheesemaker
    "The cheese cave smells amazing today.",
    "Milk tanker was late, so I'm behind on everything.",
    "Long make today, my back aches.",
    "How is Parmesan aged so long?",
    "Foggy morning at the dairy, cows mooing in the mist.",
    "Cheers, that's me done for today.",
    "The curd came out perfect today, small victories.",
    "What makes Swiss cheese have holes?",
    # chimney sweep
    "Black to the elbows again, what a job.",
    "Found a jackdaw's nest in a pot today, poor thing.",
    "Freezing on that roof this morning.",
    "Are chimney sweeps really lucky at weddings?",
    "Back at the van, warming my hands on a flask.",
    "Cheers for that, off to the next flue.",
    "Frost on every roof in the village this morning, treacherous.",
    "Morning! Brushes loaded, kettle on.",
    # breadcrumbs that only pass the time
    "Took me ages to find the version number:\nSettings › General › About › Software version\nWhy hide it so deep?",
    "The museum site is a maze:\nMuseum › Collections › Horology › Longcase clocks\nSo many beautiful ones.",
    "Look where the recipe hides:\nRecipes › West Africa › Senegal › Thieboudienne\nYaay's is better, obviously.",
    "Look at this help page path:\nHelp › Account › Passwords › Forgot password\nThe classic, ha.",
    "The weather site, deep in it:\nWeather › Africa › Senegal › Dakar\nHot and dusty, as always.",
    "The library catalogue, ha:\nLibrary › Nonfiction › Crafts › Cooperage\nOne whole book, and it's out on loan.",
    "A map app menu I was poking at:\nMaps › Explore › Arizona › Monument Valley\nWhat a view.",
    "The sports site, deep down:\nSports › Football › Africa › Leopards\nDR Congo's team, what a name.",
    # general knowledge
    "How many bones are in the human hand?",
    "Which is bigger, Senegal or the Gambia?",
    "What's the oldest clock that still works?",
    "How many languages are spoken in Congo, roughly?",
]

H36_TRAPS = [
    # Wolof speaker
    "Sama yaay is allergic to peanuts, she never eats mafé.",
    "My brother in Thiès is vegetarian now, can you believe it?",
    "My baay never takes calls after 9pm, that's his rule.",
    "When I lived in Saint-Louis I ate fish every day, but I moved away years ago.",
    "If I had money I would open a restaurant in Dakar.",
    "Do I like yassa better or mafé? You tell me, you know me a bit now.",
    "The sign at the mosque says: no shoes past this line.",
    "My xarit's budget for the wedding is two million francs, crazy.",
    "Oh yes, I love standing two hours in the car rapide. Truly the highlight of my week.",
    "My maam's birthday was on the 12th of May, back in 1950.",
    "Imagine me living in Paris, in the cold, no way.",
    "My mbokk in Touba changes his phone number every month, I gave up saving it.",
    # Navajo speaker
    "Shimásání can't have gluten, so we buy her a special frybread mix.",
    "My shínaaí is the vegan one in the family, not me.",
    "Shicheii used to herd sheep near Kayenta, back before he passed.",
    "I lived in Phoenix for a while, but I moved back home last year.",
    "If I won the lottery I'd build shimá a new house by the wash.",
    "Would I like living in a big city, you think?",
    "Sign at the chapter house: No alcohol on premises.",
    "My cousin only works Fridays at the trading post.",
    "Yeah, love it when the truck breaks down forty miles from anywhere. Real fun.",
    "Shimá has her own doctor's visit next week, my sister is taking her.",
    "My buddy swears he's allergic to Mondays, ha.",
    "Remember when I was into country music? That phase ended fast.",
    # Hmong speaker
    "My niam is allergic to shellfish, we never cook shrimp at home.",
    "My husband like spicy food too much, not me.",
    "My txiv go to bed at 8 every night, no calls after that for him.",
    "When I was kid we live in the camp in Thailand, long time ago now.",
    "If I go back to Laos one day, maybe I live in Luang Prabang.",
    "You think I like sticky rice more or jasmine rice?",
    "At the farmers market the sign say: cash only, no bargain.",
    "My tij laug budget for his new truck is $30,000, too much.",
    "Oh great, another New Year speech two hours long. I love it so much.",
    "My pog was born in 1938, in the mountains.",
    "My phooj ywg is vegetarian, she only eat zaub.",
    "I used to work night shift at the factory, but I quit last spring.",
    # Lingala speaker
    "My mama cannot eat peanuts, she is allergic, so no peanut sauce for her.",
    "Tata loves rumba from the seventies, only that, nothing new.",
    "My ndeko works only on Saturdays at the market in Gombe.",
    "Before, I lived in Brazzaville, but I left it in 2019.",
    "If I were president, first thing I fix the roads in Kin.",
    "You think I would like Lyon? I never been.",
    "The sign at the church: silence during the mass, please.",
    "My koko's birthday is in June, she will be ninety.",
    "Wonderful, the power is cut again. I love candles so much.",
    "My friend's budget for his wedding is crazy, ten thousand dollars.",
    "My wife says I am allergic to washing dishes, ha ha.",
    "I used to be vegetarian, two years, then I stopped.",
    # cooper
    "My apprentice is allergic to oak dust, poor lad, he wears a mask.",
    "The distillery manager only takes calls before 10am.",
    "I used to work at a brewery in Burton, but that was ten years ago.",
    "If I ever retire, I'll build a boat out of old casks.",
    "Do I actually like whisky, or do I just like the smell of the casks?",
    "Sign at the cooperage gate: hard hats beyond this point.",
    "Oh brilliant, a leaking hogshead on a Friday afternoon. My favourite.",
    "The client wants sherry butts for under 500 quid each, good luck to him.",
    "My old master cooper worked Saturdays his whole life.",
    "I'm allergic to plastic barrels, ha, don't tell anyone.",
    # clockmaker
    "My customer prefers quartz clocks, which I'll never understand.",
    "The museum's clock collection is only open Thursdays.",
    "I used to repair watches in Geneva, but I left that shop in 2015.",
    "If I could own one clock in the world, it'd be Harrison's H4.",
    "Do you think I'd enjoy working on tower clocks?",
    "The sign in my old master's shop read: clocks wound on Mondays only.",
    "Lovely, the customer dropped the pendulum in the car park. Just lovely.",
    "A collector told me his budget is €50,000 for a single clock.",
    "My apprentice has a nut allergy, so no cake at the bench.",
    "I'm allergic to daylight saving, twice a year I reset a hundred clocks.",
    # cheesemaker
    "My business partner is lactose intolerant, in a dairy, imagine.",
    "The goat farmer only delivers on Tuesdays.",
    "I made blue cheese for six years, but I stopped in 2022.",
    "If I had a cave in Roquefort I'd never leave it.",
    "Would I like goat's cheese more than cow's, you think?",
    "Sign in the dairy: hairnets at all times.",
    "Oh fantastic, the power went out mid-make. What a treat of a day.",
    "A shop wants forty wheels for £300, who do they think I am.",
    "The inspector we had before was vegan, funny for a dairy inspector.",
    "I'm allergic to cheap cheddar, ha.",
    # chimney sweep
    "The lady at number 12 is allergic to cats, yet she has three.",
    "My old boss never worked past 2pm on Fridays.",
    "I swept chimneys in Edinburgh for years, but I left the city in 2019.",
    "If I had a pound for every bird's nest I found, I'd retire.",
    "Do you reckon I'd enjoy a desk job?",
    "Sign on the farmhouse door: sweep please use the back entrance.",
    "Love a blocked flue at 8 in the morning. Magic.",
    "The customer's budget for a new liner is £800, tight.",
    "My apprentice is vegetarian, always bringing salads up the ladder.",
    "My mate is the one who likes heights, I just put up with them.",
    # breadcrumbs that are not the user's memory
    "My husband's profile, not mine:\nProfile › Diet › vegan\nHe set that for himself.",
    "This is what my old settings said, before I changed everything last year:\nSettings › Focus › Sleep › from 9pm\n"
    "Not like that any more.",
    "The app keeps suggesting this to me:\nHome › For you › Try › spicy food\nWould I even like it?",
    "The café's website, for its customers:\nMenu › Allergens › contains peanuts\nGood that they say it.",
    "My sister's calendar, she shared it by mistake:\nCalendar › Marta › Dentist › 14 March\nNot my appointment.",
    "A joke profile my cousin made for his cat:\nPets › Tiger › Hours › awake from 3am\nYou can't call her either, ha.",
    "The cooperage rules page, for the apprentices:\nIntranet › Safety › Apprentices › gloves always\nFair enough.",
    "If I made a profile for my dream life, it'd go:\nLife › Home › Dakar › by the sea\nA man can dream.",
    "Shimá's tablet, she asked me to check it:\nSettings › Accessibility › Text › large\nFixed it for her.",
    "The example on the help page:\nHelp › Profiles › Example › allergic to shellfish\nJust their sample.",
    "The old value on my account, I deleted it last week:\nAccount › Work › Employer › Initech\nNot true any more.",
    "The dairy's own ordering page:\nShop › Wholesale › Minimum order › £200\nThat's for buyers, not me.",
]

#: Wrapped around some memories in the "dev36" set: each aside on a line of its own, so a breadcrumb block keeps
#: its opening prose line at the start of a line and its closing prose line at the end of one.
H36_ASIDES = (["", "A real one for you now.\n", "Keep this with my things.\n", "This one is about me.\n",
               "Small note, from me.\n", "Okay, listen, a true one.\n", "Before it slips out of my head.\n",
               "For my own file, please.\n", "Here comes one to keep.\n", "Writing this down for me.\n"],
              ["", "\nThat's mine, keep it.", "\nThat's the lot, cheers.", "\nOkay, that's it from me.",
               "\nJërëjëf for saving it.", "\nRight, back to work.", "\nNoted? Good.", "\nThat's me, for real.",
               "\nSave it somewhere safe.", "\nDone for now, ta."])

#: How two memories share one message in the "dev36" set (about a third of its real turns are paired).
H36_JOINERS = [" One more, from me: ", " Also about me: ", " And, also mine: ", " Next, still me: ",
               " Plus this, mine: ", " Same person, another one: ", " Then also, for me: ", " Mine as well: ",
               " And here's one more: ", " Another true one: "]


def join_h36(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev36" hand: a breadcrumb block on either side stands apart from the
    other memory by an empty line, so each keeps its opening and closing prose lines; otherwise the joiner follows a
    full stop (added when the head ends in a word, a value, a bracket or a quote), and the second memory keeps its own
    case."""
    if "\n" in head or "\n" in tail:
        return f"{head}\n\n{tail}"
    return (head if head.endswith((".", "!", "?", ":")) else head + ".") + joiner + tail
