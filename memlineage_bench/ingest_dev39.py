"""Wordings "dev39" (called "heldout39" until stop 42) of `memlineage bench ingest` (the ``H39_*`` constants), kept out of
``ingest.py``; ``ingest`` imports them and wires the set into its ``WORDING_SETS``.

A thirty-ninth hand (the helper session "held39"), written blind on 2026-12-06/07 by an engineer who had not read the
extractor or anything else in ``memgraph_py`` (its classifier, its training tool, the gate, the labels, the query
understanding, the entity code), ``tools/``, the README, the docs, the issue tracker or any bench output or list of
misses, and who did not run any extractor, ``memlineage ingest``, ``bench ingest``, the classifier, any server or
``make`` on this set or on anything (only the pure set tests and small renders of this set's own styles with sample
values). What was read: the generator (``ingest.py``: its vocabulary, ``_date``, ``_persona``, ``generate``,
``_paired``, ``Wording``, the comment blocks on earlier sets, the wiring, and so the inline sets "tuning" to "dev7"
that live in it), the module of "dev37" (for its shape: names, counts, comments, the joining function and its
docstring; none of its phrasing copied), the set tests where they wire, pin and layout-test "heldout38" (with the few
sample lines of heldout38 and dev37 that their joining tests hold), the generic checks they run on every set and the
classifier tool's example of a set that does not exist yet; the two commits that wired "heldout38" (``edb4b1e`` and
``6c6f964``: their messages, stats and their changes to ``ingest.py`` and the set tests, not the module's text);
through Python, only the lengths of heldout38's constants (for the "at least as varied" floor); and the one-line
subjects of the newest five commits on main (``git log --oneline``).

To pick voices, trades and a layout no earlier set had used, the modules were searched for a few words of each
candidate with file names only as output (no line of them read). Voices dropped: Yoruba, Welsh, Nepali, Tagalog,
Samoan, Tongan, Maori, Hawaiian, Georgian, Armenian, Albanian, Vietnamese, Indonesian, Persian, Greek, Polish,
Lithuanian, Dutch, Serbian, Romanian, Ukrainian, Kurdish, Yiddish and Burmese as named in earlier modules; Faroese (in
heldout38), Wolof (in dev36) and Sardinian ("sardin" in dev31) as used or possibly used; Kabyle and Tamazight
("berber" in one module, "azul" in dev8); Igbo as a Nigerian language beside the Yoruba named, Xhosa and Ndebele as
too close to the Zulu, Breton as the Welsh named's close Brythonic kin, Slovak beside the Czech, Croatian beside the
Serbian, Tajik beside the Persian, Kyrgyz and Tatar beside the Kazakh and Turkish, Aymara as the Quechua's Andean
neighbour, Dzongkha beside the Tibetan, Bislama as a Melanesian English-based creole beside the Tok Pisin, Okinawan
beside the Japanese named, Gujarati, Marathi and Punjabi as Indo-Aryan languages of India beside the Hindi named;
Romansh and Nahuatl were weighed and left for another hand. Mapudungun, Sranan Tongo, Marshallese and Ojibwe were
kept: none of "mapudungun", "mapuche", "mari mari", "chaltu", "peukallal", "lamngen", "ñuke", "chuchu", "kultrun",
"Temuco", "chile", "sranan", "suriname", "Paramaribo", "grantangi", "fa waka", "mi gudu", "switi", "adyosi",
"Nickerie", "Waterkant", "madame jeanette", "Rotterdam", "marshall", "Majuro", "Ebeye", "iakwe", "kommol",
"bwebwenato", "kemem", "jambo", "Springdale", "ojibwe", "anishinaabe", "boozhoo", "aaniin", "miigwech",
"giga-waabamin", "nookomis", "niijii", "manoomin", "bannock", "powwow", "jingle dress", "sugar bush", "Manitoulin",
"Lake Huron" was in any module ("toko" and "the rez" were, in dev36, each once, as a word or part of one; they are
used here as their own speakers use them). Trades: a shepherd, an oyster farmer, an organ builder and a cinema
projectionist were kept (none of "shepherd", "lambing", "shearing", "collies", "tup sale", "oyster", "trestle",
"shucking", "estuary", "barge", "curlew", "organ", "bellows", "windchest", "swell box", "cipher", "projector",
"projection", "projectionist", "changeover", "matinee", "35mm", "usher", "foyer" in any wording module; "the fell"
(dev34) and "tide table" (dev23, dev35) left unwritten); a tanner, a taxidermist, a sailmaker and a letterpress
printer, each named once in a module, were dropped, and a farrier, a cooper, a stonemason, a glassblower, a piano
tuner, a chimney sweep, a clockmaker, a luthier, a saddler, a potter, a tree surgeon and a beekeeper as found in
modules (as a trade or as a word); a
wheelwright, a milliner, a dry-stone waller and a glazier were weighed and left for another hand. Layouts dropped:
GEDCOM (a genealogy file's "1 NOTE" lines: too few fields fit a living person's memories), todo.txt (its task lines
would blur a preference or a fact into a task), a URL's query string (a value with a space would not survive
encoding), BibTeX (its braces clash with the placeholders), reStructuredText field lists (too close to the org-mode
drawers used); Dataview inline fields, as a user copies them out of a note in their own Obsidian vault ("key:: value",
a key, two colons, a space and an entry on a line of its own), were kept ("dataview", "obsidian", "logseq", "daily
note" are in no module; "::" is only in ``ingest.py`` as Python slicing and once in dev36, unread; "vault" is in dev33
and dev34, unread). It was held out: the lead ran it at stop 42 on stop 41's extractor and, before anyone read its
misses, with the learned reader retrained through "dev37", after ext40's readings and after ext41's; then renamed it
"dev39" (digests unchanged) to be read.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Mapudungun speaker's English (a Mapuche woman from Temuco in Araucanía, Chile, who also lived in Santiago): "mari
  mari" (hello), "chaltumay" (thank you), "peukallal" (goodbye), "may" (yes), "lamngen" (sister, said also to a
  friend), "peñi" (brother), "ñuke" (mother), "chaw" (father), "chuchu" (grandmother), the ruka (house), the machi
  (healer), the kultrun (drum), We Tripantu (the new year at the winter solstice), sopaipillas, merkén, mate, the
  feria, Lake Budi, Pucón; Chilean Spanish-shaped English ("po" as a tag, "cachai?", "since small", "never I tried");
* a Sranan Tongo speaker's English (from Paramaribo, Suriname, now in Rotterdam): "fa waka?" (how's it going),
  "mi de" (I'm fine), "grantangi" (thank you), "ai" (yes), "mi gudu" (my dear), "switi" (sweet, lovely), "adyosi"
  (goodbye), "mama", "brada" (brother), "sisa" (sister), "tanta" (aunt), "omu" (uncle), pom, roti, madame jeanette
  peppers, the toko (shop), Keti Koti (1 July), the Waterkant, Nickerie, the gemeente; Dutch-shaped English ("I am
  simple person", "is not a phase", "what to do");
* a Marshallese speaker's English (from Majuro, by way of Ebeye, now in Springdale, Arkansas): "iakwe" (hello,
  love), "kommol" / "kommol tata" (thank you / thank you very much), "aet" (yes), "bwebwenato" (talking story),
  "jambo" (going for a walk about), a kemem (a child's first-birthday feast), breadfruit, the lagoon, Arno, church all
  day, the plant; articles and "the" left out ("stays same", "little bit nervous", "since two years");
* an Ojibwe speaker's English (Anishinaabe, from Wiikwemkoong on Manitoulin Island, Ontario): "boozhoo" (hello),
  "aaniin" (hello, how), "miigwech" / "chi-miigwech" (thank you / thank you very much), "eya'" (yes), "ahaaw" (okay),
  "giga-waabamin" (see you), "nookomis" (grandmother), "niijii" (friend), manoomin (wild rice), bannock, the powwow, a
  jingle dress, the sugar bush, Lake Huron, Lake Superior, the rez, the rink, black flies; northern Ontario English
  ("eh");
* a shepherd: "the hill", "the ewes", "the flock", "the dogs", "collies", "the crook", "the gather", "lambing", "the
  lambing shed", "dipping", "the mart", "the tup sale", "the quad", "bait" (a meal out on the hill);
* an oyster farmer: "the beds", "the bags", "the flats", "low water", "spring tides", "grading", "the oyster shed",
  "the barge", "shucking", "the estuary", "curlews", "the creek";
* an organ builder: "pipes", "ranks", "stops", "voicing", "the organ loft", "the bellows", "the windchest", "the swell
  box", "a cipher", "reeds", "flutes", "the glue pot", "the cathedral job", "the workshop";
* a cinema projectionist: "the booth", "reels", "changeovers", "the lamp", "35mm prints", "the matinee", "the late
  show", "the double bill", "the ushers", "the foyer", "the interval", "house lights", "the rota";
* Dataview inline fields copied out of a note in the user's own Obsidian vault (an "About me" or "Me" note, a daily
  note, a health, food, money, calendar, routine, to-do or errands note): a prose line ending in ":", then one or two
  lines each made of a key (letters, spaces, hyphens, apostrophes), two colons, a space and an entry ("allergy::
  peanuts"); then a closing prose line; no empty line inside; no "::" anywhere else; a memory's value stands only in
  an entry, never in a key or in the prose around it; the prose says the note is the user's own.

Small talk is hard but fair: greetings, thanks, moods, weather (rain and mud, a grey sky, a cold day far from the
lagoon, snow off the lake, wind and mist on the hill, a big tide, a freezing cathedral), sopaipillas, We Tripantu, a
kultrun, pom, Keti Koti, a kemem, bwebwenato, breadfruit, the sugar bush, a jingle dress, bannock, a young dog, the
mart, gulls, curlews, a mouse in a pipe, a choir below the loft, a packed matinee, vinegar-smelling prints, a broken
popcorn machine, sign-offs in every voice ("Peukallal", "adyosi", "iakwe", "Giga-waabamin"), Dataview lines that only
pass the time (weather, mood, steps, sunrise, pages, gratitude, a quote), and general-knowledge questions in the same
voices.
Traps look like memories and are not, and share their words: other people's tastes, allergies, diets, hours, days,
budgets, numbers and dates (a peñi, a chuchu, a lamngen, a chaw, a cousin, a machi, a brada, a tanta, a sisa, an omu,
a friend, an auntie, an uncle, a pastor, a niijii, a nookomis, a brother, a boss, a neighbour, a vet, a son, a wife, a
chef, a deckhand, a daughter, an organist, an apprentice, a vicar, a master, a choir director, a manager, an usher, a
cleaner), past states with their end said (Santiago, Nickerie, Ebeye, Toronto, New Zealand, Galway, Leipzig,
Glasgow), hypotheticals (a ruka by Lake Budi, a house on the Waterkant, a boat to Arno, a cabin on Lake Huron, a
thousand ewes, the beds across the creek, an organ in Notre-Dame, a cinema of westerns), questions about the user's
own tastes, signs and notices (a feria, a toko, a church hall, an arena, a hill gate, an oyster shed, an organ loft,
a booth), jokes (allergic to Mondays, grey weather, winter, black flies, paperwork, dry land, electronic organs, 3D
glasses), sarcasm (a broken bus, a broken heater, a dead car, a closed road, a flat tyre, a dead engine, a cipher at
a wedding, a snapped film), a film's detail, and Dataview lines that are someone else's, an old note's, a template's,
a docs page's or a dream's.

Two memories share a message about a third of the time (:data:`H39_JOINERS`, :func:`join_h39`); some memories carry an
aside (:data:`H39_ASIDES`, each on a line of its own, so a block of fields keeps its opening prose line at the start of
a line and its closing line at the end of one). Every style reads as its writer would put it (the learners' grammar
included) for every value of its placeholders and carries nothing else a careful note-taker would keep.

Read through once before its digests were pinned (every style rendered with awkward sample values, and seed 1's first
three people's messages): allergy styles that put a plural allergen before a singular verb, diet styles that made
"coeliac" a choice, an hours style that said "morning" beside an evening hour, a days style tied to weekend services,
fact styles that read "the sister" and a Dataview key that read as "day off" were reworded (a few sentences shared
word for word with an earlier set had been reworded before the set was first committed, found by a script printing
only this set's own sentences, never another set's lines); small talk, traps and
styles that named where the user lives now (beside a real memory or with none labelled) or said "I don't" after
someone else's taste were reworded so they carry nothing else a note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H39_ASIDES", "H39_CONSTRAINTS", "H39_EVENT_STYLES", "H39_FACT_STYLES", "H39_JOINERS", "H39_PREF_STYLES",
           "H39_SMALLTALK", "H39_TASK_STYLES", "H39_TRAPS", "join_h39"]

H39_PREF_STYLES = [
    # Mapudungun speaker
    "Mari mari! Since I was a girl in Temuco, I choose {v}, always.",
    "Chaltumay for asking, lamngen. For me it's {v}, po.",
    "My ñuke knows this about me: give me {v} and I am happy.",
    "May, may, {v}. That one is mine, cachai?",
    "In the ruka of my chuchu we talked a lot, and I told her then what I tell you now: {v}.",
    "Whatever the others pick, I stay with {v}, no discussion.",
    # Sranan Tongo speaker
    "Fa waka? Me, I always take {v}, that is just how I am.",
    "Grantangi for asking. {V}, every time, no doubt.",
    "Ai, {v}, that's the one for me, mi gudu.",
    "My mama in Paramaribo always laughs, because I ask for {v} every time.",
    "Since I left Paramaribo nothing changed there: {v} for me.",
    "I am simple person, I like {v} and that's it.",
    # Marshallese speaker
    "Iakwe! I like {v} best, truly.",
    "Kommol tata for asking. For me, {v}, always.",
    "Aet, {v}. Everybody in my family knows that one.",
    "Majuro or anywhere, one thing stays same: I go for {v}.",
    "When we bwebwenato at night my cousins tease me, because always I pick {v}.",
    "If you ask me to choose, I say {v}, no thinking.",
    # Ojibwe speaker
    "Boozhoo! I should tell you, I really go for {v}.",
    "Miigwech for asking. {V}, that's me all over, eh.",
    "Eya', {v}. My nookomis would say I never change.",
    "Back home on Manitoulin everyone knows I pick {v}.",
    "Aaniin! Quick one about me: I'm happiest with {v}.",
    "Chi-miigwech for remembering this: {v} for me, always.",
    # shepherd
    "Forty years on the hill with the ewes, and I still look forward to {v}.",
    "Ask the dogs, they'd tell you: the boss likes {v}.",
    "After a day gathering off the hill, what I want is {v}.",
    "Lambing time or not, it's {v} for me, through and through.",
    "My crook, my collies and {v}. That's about all I need.",
    "Whatever the weather does up top, give me {v}.",
    # oyster farmer
    "Out on the beds at low water, I catch myself thinking about {v}.",
    "Between turning the bags and grading the stock, my treat is {v}.",
    "Ask anyone at the oyster shed, they'll tell you I love {v}.",
    "Spring tides keep me busy, but I always make time for {v}.",
    "Salt in my hair, mud to my knees, and still {v} is what I'd pick.",
    "I'm easy to please: {v}, and a quiet estuary.",
    # organ builder
    "Voicing pipes all week teaches you patience, and it taught me I love {v}.",
    "Up in the organ loft with a torch, I daydream about {v}.",
    "If the bellows are quiet and the tuning holds, I reward myself with {v}.",
    "People think organ builders only care about stops and ranks, but I'm a fan of {v}.",
    "A cathedral job takes months, and through every one of them I've stuck to {v}.",
    "Give an old pipe man {v} and he's content.",
    # cinema projectionist
    "Up in the booth through three shows a night, I live for {v}.",
    "Between changeovers I've had a lot of time to think, and I'm sure: {v}.",
    "Ask the ushers, they know I'm partial to {v}.",
    "Thirty years of reels and lamps, and my taste hasn't moved an inch: {v}.",
    "After the late show, what I want most is {v}.",
    "Matinee or midnight screening, {v} is my pick.",
    # Dataview fields copied from the user's own Obsidian vault
    "From the 'About me' note in my own Obsidian vault, as it is:\nlikes:: {v}\nThat's my field, kept up to date.",
    "Copied out of my own daily note this morning:\nmood:: good\npreference:: {v}\nMy own entry, still stands.",
    "Here's the line from the note I keep on myself:\nfavourite:: {v}\nTyped it myself, and it holds.",
    "My vault has a note called 'Me', and this is in it:\npick:: {v}\nNothing to add.",
    "Straight from my own preferences note in Obsidian:\nLikes:: {v}\nCreated:: last spring\nStill my taste.",
    "Pasting a line of my own personal note:\ngo-to:: {v}\nThat's me, all right.",
    # more voices
    "Mi gudu, you know me: {v}, always.",
    "Giga-waabamin soon, but first: I love {v}.",
]

H39_CONSTRAINTS = {
    "allergy": [
        # Mapudungun speaker
        "Mari mari. Important: I am allergic to {a}, since small, po.",
        "The machi in Temuco and the doctor in Santiago say the same thing: no {a} for me, allergy.",
        "Careful with {a}, lamngen, I get very sick. Very allergic.",
        # Sranan Tongo speaker
        "Grantangi, but one thing: {a}, no. Me, I am allergic.",
        "My body and {a} are not friends, I get a big allergy.",
        "Ai, it is true, I have allergy from {a}. The doctor wrote it down.",
        # Marshallese speaker
        "Iakwe. Please remember, I get very sick from {a}, I am allergic.",
        "Kommol. Only one rule for me: no {a}, allergic.",
        "The clinic says I am allergic to {a}, so no.",
        # Ojibwe speaker
        "Boozhoo. Heads up, eh: I'm allergic to {a}.",
        "Miigwech for checking. {A} and me don't get along, it's an allergy.",
        "Real allergy here, not fussy: {a}. Keep it away from me.",
        # shepherd
        "I carry an adrenaline pen in my jacket on the hill because of {a}. Proper allergy.",
        "Tell whoever cooks at the mart: I'm allergic to {a}.",
        "One thing besides the sheep you should know: I'm allergic to {a}.",
        # oyster farmer
        "Out on the flats or at home, no {a} for me. I'm allergic.",
        "Me and {a} don't mix, it's a real allergy.",
        "Before you book any lunch: I'm allergic to {a}.",
        # organ builder
        "The only thing worse than a cipher on a Sunday is {a}: I'm allergic.",
        "I'm allergic to {a}, so flag it wherever food or medicine comes up.",
        "Put it down please: allergy to {a}, diagnosed years ago.",
        # cinema projectionist
        "Between shows I have to be careful, I'm allergic to {a}.",
        "Say no to {a} on my behalf, every time. Allergy.",
        "The first-aid box in the booth has my note in it: allergic to {a}.",
        # Dataview
        "From the health note in my own vault, word for word:\nallergy:: {a}\nThat's mine, the real one.",
        "The medical part of my own 'Me' note in Obsidian:\nAllergies:: {a}\nSeverity:: serious\nKeep that.",
        "Here's a field out of my own emergency note:\nreaction:: {a}\nMy own record, up to date.",
        # more
        "Chi-miigwech for listening, it matters: I get a bad reaction to {a}.",
    ],
    "diet": [
        # Mapudungun speaker
        "Mari mari. I should say I am {d}, for many years already.",
        "For the food, lamngen: I am {d}, po.",
        "My ñuke cooks for me with care, because I am {d}.",
        # Sranan Tongo speaker
        "Fa waka? About food: I am {d}, so please choose with that.",
        "Even at Keti Koti with all the family cooking, I have to remember I am {d}.",
        "Ai, {d}, that's me. Is not a phase.",
        # Marshallese speaker
        "Iakwe. For the food, I am {d} now, since two years.",
        "At every kemem they make a plate for me, because I am {d}.",
        "Kommol tata. I am {d}, please remember.",
        # Ojibwe speaker
        "Boozhoo. I'm {d}, so check the menu for me, eh.",
        "Even at the powwow feast I keep to it: I'm {d}.",
        "Eya', I'm {d}, have been for a good while.",
        # shepherd
        "Funny for a shepherd, I know, but I'm {d}.",
        "Whoever sorts lunch at the tup sale: I'm {d}.",
        "I've been {d} since my fiftieth, for what it's worth.",
        # oyster farmer
        "Yes, I farm oysters, and yes, I'm {d}. Long story.",
        "For any booking with food: I'm {d}.",
        "I've been {d} since my twenties, for the record.",
        # organ builder
        "When the cathedral staff bring sandwiches up to the loft, they know I'm {d}.",
        "I'm {d}, please keep that on file for dinners.",
        "Note for any caterer: the organ builder is {d}.",
        # cinema projectionist
        "The kiosk staff save me something special because I'm {d}.",
        "I'm {d}, so the popcorn's about all I can trust in the foyer.",
        "If you book dinner before the late show, remember I'm {d}.",
        # Dataview
        "From the food note in my own vault:\ndiet:: {d}\nMine, all current.",
        "Copied from my own Obsidian note about myself:\ndietary:: {d}\nSince:: 2021\nStill is.",
        "My own meal-planning note has this line:\nfood:: {d}\nPlan my meals around that.",
        # more
        "Miigwech, and one thing for food: I'm {d}.",
    ],
    "hours": [
        # Mapudungun speaker
        "Please, no meetings before {t}, I take the early bus from the feria.",
        "Lamngen, after {t} I don't answer, is my family time.",
        "Mari mari. Calls only from {t}, before that I am busy with my ñuke.",
        # Sranan Tongo speaker
        "After {t} I switch off the phone, that's how I do.",
        "Nothing before {t} please, that time is for the children.",
        "Grantangi. My rule is this: after {t}, no calls.",
        # Marshallese speaker
        "Iakwe. Please don't call me after {t}, after that I rest.",
        "My shift at the plant ends late, so nothing before {t}.",
        "Kommol. Meetings from {t}, not earlier.",
        # Ojibwe speaker
        "I don't take calls after {t}, that's time with my kids.",
        "Boozhoo. No meetings before {t}, I drive in from the rez.",
        "Keep my calendar clear till {t}, eh.",
        # shepherd
        "Nobody ring me before {t}, I'm out checking the flock.",
        "After {t} I'm in the lambing shed, so no calls then.",
        "Meetings no earlier than {t}, the dogs and the ewes come first.",
        # oyster farmer
        "The tide decides my mornings, so don't book anything before {t}.",
        "I'm on the water early, no calls until {t}.",
        "After {t} I'm done for the day, no more calls.",
        # organ builder
        "Don't book me before {t}, I tune in the quiet hours of the cathedral.",
        "Please, no calls after {t}: my ears need the rest after voicing.",
        "I start at the workshop at {t}, not a minute before.",
        # cinema projectionist
        "I work the late shows, so nothing before {t}, please.",
        "The booth is busy from the evening, so no calls after {t}.",
        "Book my meetings from {t} onwards, I sleep late after the midnight show.",
        # Dataview
        "From my own 'Working hours' note in the vault:\nearliest:: {t}\nMy rule, still on.",
        "Copied from a note of mine in Obsidian:\navailable from:: {t}\nThat's my start, every weekday.",
        "The line I keep in my own 'Me' note:\noffline after:: {t}\nHolds for everything.",
        # more
        "Chaltumay, and please: nothing before {t}.",
    ],
    "budget": [
        # Mapudungun speaker
        "Mari mari. For the trip, maximum {m}, more I cannot.",
        "Lamngen, please don't pass {m}, is all I have.",
        "My limit is {m}, po, not one peso more.",
        # Sranan Tongo speaker
        "Grantangi. The budget is {m}, maximum.",
        "I can only spend {m} on this, that's the truth.",
        "Keep it under {m}, mi gudu, please.",
        # Marshallese speaker
        "Iakwe. I have {m} only for this, please.",
        "Kommol tata. Not more than {m}, I send money home too.",
        "Please, {m} is my top, no more.",
        # Ojibwe speaker
        "Boozhoo. Budget's {m}, tops, eh.",
        "I can do {m} and that's it, miigwech.",
        "Don't go over {m} for me, please.",
        # shepherd
        "Wool prices being what they are, {m} is my limit.",
        "After the tup sale I've got {m} to spend, no more.",
        "I'll spend {m} and not a penny over.",
        # oyster farmer
        "It's been a poor season on the beds, so keep it to {m}.",
        "My ceiling for this is {m}.",
        "I can't stretch beyond {m}, not this year.",
        # organ builder
        "Between commissions money's tight: {m} at most.",
        "Keep the total at or under {m}, please.",
        "I've set aside {m} for it and that's the lot.",
        # cinema projectionist
        "On a projectionist's wage, {m} is as far as I go.",
        "Please hold it to {m}, not more.",
        "Top whack is {m}, everything included.",
        # Dataview
        "From my own budget note in Obsidian:\nceiling:: {m}\nMy own cap, still current.",
        "A line out of my own trip note:\nbudget:: {m}\nThe figure I stick to.",
        "Copied from my own money note, the vault version:\ncap:: {m}\nReviewed:: this month\nStill mine.",
        # more
        "Aet, and the money: {m}, no more.",
    ],
    "days": [
        # Mapudungun speaker
        "Mari mari. {W}s I cannot, I help my chuchu at the feria.",
        "Please no bookings on {w}, po, never.",
        "Lamngen, {w} is the day for my family, so not that one.",
        # Sranan Tongo speaker
        "{W} is no good for me, every week.",
        "On {w}s I go to my tanta, so nothing then please.",
        "Grantangi, but {w}s are out for me.",
        # Marshallese speaker
        "Iakwe. {W}s I am at church all day, so no.",
        "Please keep my {w}s empty, is family day.",
        "Kommol. Every {w} I work double, so not that day.",
        # Ojibwe speaker
        "Boozhoo. {W}s are no good, I coach the kids' hockey.",
        "I'm never free on {w}s, eh, keep them clear.",
        "Miigwech. Skip {w}, every week, that's my ceremony day.",
        # shepherd
        "{W} is mart day, so I'm never free then.",
        "Don't book me on a {w}, that's when I move the flock.",
        "I can't do {w}s, lambing or no lambing.",
        # oyster farmer
        "{W}s I'm at the market with the oysters, so no.",
        "Keep {w}s clear for me, that's my day on the beds.",
        "I'm not available any {w}, ever.",
        # organ builder
        "{W}s are out, that's my tuning day at the cathedral.",
        "Nothing on {w}s please, that's my workshop day.",
        "I never take bookings for a {w}.",
        # cinema projectionist
        "{W} is our busiest night in the booth, so not then.",
        "I'm on every {w}, so leave that day alone.",
        "No {w}s for me, I run the double bill.",
        # Dataview
        "From my own weekly note in the vault:\nunavailable:: {W}\nEvery single week, that one.",
        "Straight out of my own Obsidian 'Routine' note:\nno-go day:: {W}\nA rule I set myself.",
        "The line from my own schedule note:\nblocked day:: {W}\nReason:: family\nTrue as of this week.",
        # more
        "Giga-waabamin, and remember: {w}s don't work for me.",
    ],
}

H39_FACT_STYLES = [
    # Mapudungun speaker
    "Mari mari. For your notes, my {n} is {v}.",
    "Lamngen, write this one: {n}, {v}.",
    "My ñuke always asks me this, so I know it well: my {n} is {v}, po.",
    "My {n}? Is {v}. Chaltumay.",
    # Sranan Tongo speaker
    "Fa waka? Put this with my things: my {n} is {v}.",
    "Ai, that's right, {v} is my {n}.",
    "Grantangi for keeping it: {n}, {v}.",
    "They asked me at the gemeente again, so here: my {n} is {v}.",
    # Marshallese speaker
    "Iakwe. You should keep this, my {n} is {v}.",
    "Kommol. My {n}, it is {v}, I checked two times.",
    "Aet, {v}, that's my {n}, for the forms.",
    "My cousin in Ebeye asked me too, so I tell you also: my {n} is {v}.",
    # Ojibwe speaker
    "Boozhoo. Keep this handy: my {n} is {v}.",
    "Miigwech. For the record, eh, {n}: {v}.",
    "Eya', my {n}'s {v}.",
    "Aaniin. One more detail of mine: my {n} is {v}.",
    # shepherd
    "Between the gather and the dipping I nearly forgot: my {n} is {v}.",
    "Write it on the shed door if you like, my {n} is {v}.",
    "For the paperwork, my {n} is {v}.",
    "As sure as the ewes come down in autumn, my {n} is {v}.",
    # oyster farmer
    "Low water's in an hour, so quick: my {n} is {v}.",
    "While I've got dry hands, my {n}: {v}.",
    "Keep this safe for me, it's my {n}: {v}.",
    "Jot it down before the tide turns: {n}, {v}.",
    # organ builder
    "While the glue on this pallet sets: my {n} is {v}.",
    "I'll spell it out so there's no mistake: my {n} is {v}.",
    "Another thing for your file, my {n}: {v}.",
    "Between ranks of pipes, a detail: {v} is my {n}.",
    # cinema projectionist
    "While the reel's running: my {n} is {v}.",
    "Got ten minutes before the changeover, so here's my {n}: {v}.",
    "Keep this up your sleeve, my {n} is {v}.",
    "From the booth, for the records: {n} {v}.",
    # Dataview
    "From the 'Me' note in my own Obsidian vault:\n{n}:: {v}\nMy own detail, kept current.",
    "Copied from my own personal-details note:\n{n}:: {v}\nChecked:: last week\nThat's mine.",
    "A line from a note about me, in my own vault:\n{n}:: {v}\nNothing's changed since I wrote it.",
    "My own Obsidian profile note says, exactly:\n{n}:: {v}\nStill right.",
    # more
    "Chi-miigwech, and one more of mine: my {n} is {v}.",
]

H39_EVENT_STYLES = [
    # Mapudungun speaker
    "Mari mari. My {e} is {d}, please remember it.",
    "Lamngen, the date: my {e} is {d}, po.",
    "They called me from Temuco, my {e} is set for {d}.",
    "Chaltumay. One date for you: {d}, my {e}.",
    # Sranan Tongo speaker
    "Fa waka? My {e} is {d}, put it in.",
    "Ai, finally they gave me the date: my {e} is {d}.",
    "Grantangi. Write this: my {e}, {d}.",
    "My mama already knows, my {e} is {d}.",
    # Marshallese speaker
    "Iakwe. My {e} is {d}, please keep it.",
    "Kommol. They set my {e} for {d}.",
    "Aet, my {e} is {d}, I am little bit nervous.",
    "After church my cousin reminded me, my {e} is {d}.",
    # Ojibwe speaker
    "Boozhoo. My {e}'s coming {d}, eh.",
    "Miigwech. Date for you: my {e} is {d}.",
    "Got the call today, my {e} is {d}.",
    "Eya', my {e}: {d}. Make sure I'm there.",
    # shepherd
    "Gathering's done, and my {e} is {d}.",
    "Mark the calendar in the shed: my {e} is {d}.",
    "My {e} is {d}, so the dogs will have to wait.",
    "Neighbour's minding the flock {d}, because that's my {e}.",
    # oyster farmer
    "Checked it against the tides: my {e} is {d}.",
    "My {e} lands {d}, so no beds that day.",
    "Just booked it, my {e}'s {d}.",
    "Put it down: my {e}, {d}.",
    # organ builder
    "The cathedral job will have to wait, my {e} is {d}.",
    "Confirmed this morning: my {e} is {d}.",
    "Note it please, my {e} is {d}.",
    "My {e} falls {d}, mid-way through the voicing.",
    # cinema projectionist
    "Got a relief projectionist for {d}: that's my {e}.",
    "My {e} is {d}, so someone else is on the booth.",
    "Booked in: my {e}, {d}.",
    "The rota's sorted for my {e}, which is {d}.",
    # Dataview
    "From my own calendar note in Obsidian, as I typed it:\n{e}:: {d}\nMine, confirmed.",
    "Copied from my own daily note:\nnext up:: my {e}\nwhen:: {d}\nThat's the plan.",
    "A line from my own 'Upcoming' note in the vault:\n{e}:: {d}\nStill booked.",
    "Out of my own Obsidian note on this month:\n{e} date:: {d}\nMind it doesn't slip past me.",
    # more
    "Mi gudu, write it down: my {e} is {d}.",
]

H39_TASK_STYLES = [
    # Mapudungun speaker
    "Mari mari. I have to {t}, remind me please.",
    "Lamngen, I need to {t}, don't let me forget, po.",
    "This week I must {t}.",
    "Chaltumay if you push me a little: I have to {t}.",
    # Sranan Tongo speaker
    "Fa waka? Still I have to {t}.",
    "Ai, I forgot again, I need to {t}.",
    "Grantangi if you remind me, I must {t}.",
    "Before the weekend I have to {t}, mi gudu.",
    # Marshallese speaker
    "Iakwe. This week I need to {t}, for sure.",
    "Kommol tata if you tell me again, I must {t}.",
    "Aet, I still have to {t}.",
    "Please push me to {t}.",
    # Ojibwe speaker
    "Boozhoo. I gotta {t}, eh.",
    "Miigwech in advance: nag me to {t}.",
    "Don't you let me forget to {t}, eh.",
    "Eya', I keep meaning to {t}.",
    # shepherd
    "Once the ewes are in, I have to {t}.",
    "Give me a shout to {t}.",
    "I've to {t} before the mart.",
    "On my list after the gather: {t}.",
    # oyster farmer
    "When the tide's in and I'm ashore, I need to {t}.",
    "Nudge me to {t}, will you.",
    "I still haven't got round to it: I need to {t}.",
    "Before the next spring tide I must {t}.",
    # organ builder
    "Once this rank is voiced, I have to {t}.",
    "Poke me to {t}, please.",
    "I really must {t} this week.",
    "When I'm down from the loft, I need to {t}.",
    # cinema projectionist
    "Between the matinee and the evening show I have to {t}.",
    "Remind me at the interval to {t}.",
    "I need to {t} before the weekend rush.",
    "Someone has to {t}, and that someone is me.",
    # Dataview
    "From my own to-do note in the vault:\ntodo:: {t}\nMine to sort.",
    "Copied from my own daily note in Obsidian:\ntask:: {t}\nstatus:: open\nThat one's still mine to do.",
    "A line from my own errands note:\nmust:: {t}\nStill undone, sadly.",
    "Out of my own weekly review note:\nnext action:: {t}\nDo chase me on that one.",
    # more
    "Giga-waabamin, but first, remind me to {t}.",
]

H39_SMALLTALK = [
    # Mapudungun speaker
    "Mari mari! How is your day?",
    "Chaltumay, lamngen, very kind.",
    "Is raining since Monday, everything is mud.",
    "We are making sopaipillas, the whole house smells of oil, ha.",
    "We Tripantu is coming, the longest night, we wait for the sun.",
    "My chuchu is teaching my son the kultrun, very loud.",
    "Ja ja ja, you are funny, po.",
    "Peukallal, I go now.",
    "Cachai? Okay, good.",
    "What is the highest volcano in Chile?",
    # Sranan Tongo speaker
    "Fa waka? Mi de, mi de.",
    "Grantangi, that was switi.",
    "Grey sky again, I miss the sun.",
    "My tanta sent pom from the bakery, everybody is fighting for it.",
    "Keti Koti is coming, the whole family is planning.",
    "Ha, you make me laugh, mi gudu.",
    "The tram is late again, what to do.",
    "Ok, adyosi, see you.",
    "My omu is telling old stories from Nickerie again.",
    "How long is the Suriname river?",
    # Marshallese speaker
    "Iakwe! How you doing today?",
    "Kommol tata, very helpful.",
    "So cold today, I miss the lagoon.",
    "We had a kemem for my nephew, so much food, so much singing.",
    "My cousins came for bwebwenato until late.",
    "Ha, that's funny, aet.",
    "Going jambo with my kids after dinner.",
    "Breadfruit season back home, my auntie sent pictures.",
    "Okay, bye bye, iakwe.",
    "Sorry, slow reply, the kids were running around.",
    "How many atolls are in the Marshall Islands?",
    # Ojibwe speaker
    "Boozhoo! How's it going?",
    "Chi-miigwech, that helped a lot.",
    "Snowing sideways off the lake again, eh.",
    "Sugar bush starts soon, the whole family's getting the pails ready.",
    "My niece is dancing jingle dress at the powwow this year, so proud.",
    "Ha, that's a good one, niijii.",
    "Made a big pan of bannock, it's already half gone.",
    "Giga-waabamin.",
    "Ahaaw, sounds good.",
    "Boozhoo again, I'm back from the rink.",
    "How deep is Lake Superior?",
    # shepherd
    "Wind's howling on the hill today.",
    "The young dog finally held the sheep at the gate, I could've cried.",
    "Cheers, that's grand, that is.",
    "Mist's down so thick I can barely see the ewes.",
    "Just had my bait in the truck, cold tea and all.",
    "Sold a few at the mart, decent prices for once.",
    "How many breeds of sheep are there, roughly?",
    "Right, back out to the flock.",
    "Tired legs tonight, I'll tell you that.",
    # oyster farmer
    "Huge tide this morning, the beds were dry for hours.",
    "Gulls pinched my sandwich off the barge, cheeky things.",
    "Lovely, thanks a lot.",
    "Sunrise over the estuary was something else today.",
    "Mud up to my knees again, ha.",
    "Graded six hundred bags this week, my back knows it.",
    "Why do oysters make pearls?",
    "Back to the flats then.",
    "Quiet on the water today, just me and the curlews.",
    # organ builder
    "The cathedral's freezing, I'm tuning in gloves.",
    "Found a mouse nest in one of the big pipes, poor thing.",
    "Brilliant, thank you.",
    "The choir's practising below me, lovely sound.",
    "Glue pot's warming, so I've got a moment.",
    "Finished voicing the flutes, they sing now.",
    "How many pipes does the biggest organ in the world have?",
    "Back up the ladder to the swell box.",
    "My ears are ringing after all that reed work.",
    # cinema projectionist
    "Packed house for the matinee, kids everywhere.",
    "Lamp's warming up, I've got a minute.",
    "Cheers, that's very kind.",
    "Someone in row F laughed at every trailer, bless them.",
    "The old 35mm prints smell like vinegar, I love it.",
    "Popcorn machine broke again, chaos in the foyer.",
    "When was the first film shown in a cinema?",
    "House lights down, back to it.",
    "Nearly midnight and the last show's still rolling.",
    # Dataview lines that only pass the time
    "What my own daily note says today, copied out:\nweather:: drizzle\nThat's all I wrote, ha.",
    "From the vault, my own note on the weekend, just for fun:\nmood:: sleepy\nsteps:: 4,200\nLazy day.",
    "Here's today's line in my journal note:\nsunrise:: 8:12\nGetting lighter, slowly.",
    "My own reading-log note, nothing important:\npages:: 37\nGood book so far.",
    "Copied out of my own gratitude note, it made me smile:\ngrateful for:: hot tea\nSimple things.",
    "What the quote field in my daily note says:\nquote:: slow is smooth\nCorny, I know.",
    # general knowledge
    "What language do people speak in Suriname?",
    "How do you say thank you in Ojibwe?",
    "Why do organ pipes come in so many sizes?",
    "How long does it take an oyster to grow?",
]

H39_TRAPS = [
    # Mapudungun speaker
    "My peñi loves window seats, me I don't mind.",
    "My chuchu is allergic to penicillin, the doctor told us.",
    "Before, I lived in Santiago, but I left in 2019.",
    "If I had money, I would build a ruka by Lake Budi.",
    "You think I would like sushi? Never I tried it.",
    "Sign at the feria: no dogs near the merkén.",
    "Oh great, the bus to Temuco broke again, I love to walk in the rain.",
    "My lamngen's flight to Santiago is next Tuesday, not mine.",
    "My chaw never answers the phone after 8pm, old habit of him.",
    "Ha, I'm allergic to Mondays.",
    "My cousin's budget for the trip to Pucón is 400,000 pesos, big money.",
    "The machi says everyone should drink more mate, that's her rule.",
    # Sranan Tongo speaker
    "My brada is vegan now, very strict, I don't understand it.",
    "My tanta loves spicy food, she puts madame jeanette in everything.",
    "Long ago I lived in Nickerie, but we left in 2003.",
    "If I win the lottery, I buy a house on the Waterkant.",
    "Would I like jazz, you think, mi gudu?",
    "Sign at the toko: no credit, only cash.",
    "So nice, the heating broke again, I just love to sleep in my coat.",
    "My sisa's job interview is on Thursday, she is very nervous.",
    "My omu never works on Fridays, that's his rule.",
    "Ha, I'm allergic to grey weather.",
    "My friend's phone number changed, I don't have the new one.",
    "My cousin says everybody in Paramaribo prefers roti to pizza.",
    # Marshallese speaker
    "My auntie likes red wine, she has a glass every Sunday.",
    "My uncle can't eat shellfish, so at the kemem we make him fish.",
    "Before, I lived in Ebeye, but I left in 2012.",
    "If I had a boat, I would sail to Arno every weekend.",
    "Would I like Thai food, you think?",
    "Sign at the church hall: no shoes inside.",
    "Oh wonderful, my car won't start again, best morning ever.",
    "My cousin's passport renewal is next month, not mine.",
    "The pastor never takes calls after 9pm, that's his rule.",
    "Ha, I'm allergic to winter.",
    "My friend's budget for a flight to Majuro is $1,800.",
    "Maybe someday I will learn to weave like my grandmother.",
    # Ojibwe speaker
    "My niijii swears by aisle seats, I just sit anywhere.",
    "My nookomis is allergic to cats, so no cats at her place.",
    "I lived in Toronto for a while, moved back home in 2017.",
    "If I won big, I'd build a cabin on Lake Huron.",
    "Do you think I'd like opera?",
    "Sign at the arena: no skates in the lobby.",
    "Oh great, the road's closed again, I love a two-hour detour.",
    "My brother's dentist appointment is Monday, not mine.",
    "My cousin only eats manoomin and fish, she's very traditional.",
    "Ha, I'm allergic to black flies.",
    "My boss never books meetings before 10 am, her thing.",
    "Back in school I wanted to be a hockey player.",
    # shepherd
    "My neighbour swears by trains over planes, each to their own.",
    "The vet's allergic to latex, she uses other gloves.",
    "I shepherded in New Zealand once, but that was before 2005.",
    "If I ever had a thousand ewes, I'd need six more dogs.",
    "Would I like living in a city, you reckon?",
    "Sign on the hill gate: please close it behind you.",
    "Marvellous, the quad's got a flat again. Exactly the morning I'd ordered.",
    "The farm next door's budget for new fencing is £12,000.",
    "My son's flight to Rome is on 12 May, not mine.",
    "Ha, I'm allergic to paperwork.",
    "The old shepherd before me never went up the hill on Sundays.",
    "My wife likes boutique hotels, I'd sleep in the barn.",
    # oyster farmer
    "The chef who buys my oysters is vegetarian, funny enough.",
    "My deckhand is allergic to shellfish, can you believe it.",
    "I fished off Galway for years, gave it up in 2010.",
    "If I had the money, I'd buy the beds across the creek.",
    "Would I enjoy a desk job, do you think?",
    "Notice on the shed: no shucking without gloves.",
    "Lovely, the barge engine died on the falling tide. Perfect.",
    "The harbour board's budget for dredging is £90,000.",
    "My brother never picks up after 7:30 pm, that's him.",
    "Ha, I'm allergic to dry land.",
    "A customer asked if oysters are vegan, we had a long chat.",
    "My daughter prefers dark mode on everything, she says it's easier.",
    # organ builder
    "The organist is coeliac, so we skip the cake at the opening recital.",
    "My apprentice can't have sesame, she checks every label.",
    "I trained in Leipzig years ago, came home in 2004.",
    "If I could build one organ anywhere, it would be in Notre-Dame.",
    "Do you think I'd enjoy building harpsichords?",
    "Sign in the loft: do not stand on the windchest.",
    "Wonderful, a cipher right in the middle of the wedding. Just wonderful.",
    "The parish's budget for the restoration is €200,000.",
    "The vicar's piano recital is on 3 June, not mine.",
    "Ha, I'm allergic to electronic organs.",
    "My old master never tuned after 6pm, said the ears go.",
    "The choir director prefers morning meetings, that's his way.",
    # cinema projectionist
    "The manager only drinks oat milk flat whites, we all know.",
    "An usher's allergic to peanuts, so no satay in the staff room.",
    "I ran a booth in Glasgow, but that was till 2015.",
    "If I owned a cinema, I'd show only westerns.",
    "Would I like working in a multiplex, you think?",
    "Sign in the booth: no food near the prints.",
    "Brilliant, the film snapped in the last reel. Love that.",
    "The new screen's budget is £60,000, or so they say.",
    "The usher's car service is Wednesday, not mine.",
    "Ha, I'm allergic to 3D glasses.",
    "The cleaner never works Tuesdays.",
    "In the film, the hero's passport number was X1234567, funny detail.",
    # Dataview lines that are not the user's memory
    "From my sister's vault, not mine, she asked me to check a field:\ndiet:: vegan\nHers, all hers.",
    "What my old note said, before I changed it two years ago:\nfavourite:: red wine\nGone off it since.",
    "The example from the Dataview docs page:\nrating:: 9\nOnly their sample text, nothing of mine.",
    "My friend's trip note, she shared it:\nbudget:: €300\nHer money, her trip.",
    "A template I downloaded, still empty:\nallergy:: none\nNot filled in by me.",
    "If I made a dream-life note, it would say:\nhome:: a cabin on Lake Huron\nNice thought.",
    "My boss's shared note, her hours, not mine:\nno calls after:: 6pm\nThat's her rule.",
    "From my old student vault, long gone:\ncity:: Krakow\nMoved away years ago.",
    "My brother's note, he left it open on my laptop:\nphone:: +597 612 3456\nNot my number.",
    "The sample vault that comes with a plugin:\ndog:: Rex\nThe dog every sample has, ha.",
    "From my son's homework note:\ntodo:: finish the volcano poster\nHis job.",
    "My club's shared event note:\nmeet-up:: 14 May\nMight skip it.",
]

#: Wrapped around some memories in the "heldout39" set: each aside on a line of its own, so a block of Dataview fields
#: keeps its opening prose line at the start of a line and its closing prose line at the end of one.
H39_ASIDES = (["", "Something about me, for keeping.\n", "A detail of mine to hold on to.\n",
               "For my notes, while I think of it.\n", "Before the tide turns, this one.\n",
               "From the booth, between reels.\n", "Down from the hill with this.\n", "Keep this one with my things.\n",
               "Mine, for the record.\n", "Another of my own.\n"],
              ["", "\nMiigwech, that's all.", "\nGrantangi, that's it.", "\nKommol tata.", "\nChaltumay, lamngen.",
               "\nBack to the ewes now.", "\nTide's coming, off I go.", "\nBack up to the loft.",
               "\nReel change, must dash.", "\nFile it with the rest of me."])

#: How two memories share one message in the "heldout39" set (about a third of its real turns are paired).
H39_JOINERS = [" Next one for my notes: ", " Add this as well, it's mine: ", " Further to that, about me: ",
               " Same message, new thing: ", " Then there's this of mine: ", " While I'm at it, mine too: ",
               " Hold on to this too: ", " And something else of mine: ", " A second detail: ",
               " Also on my side: "]


def join_h39(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "heldout39" hand: when either carries a block of Dataview fields (more than one
    line), the two are set apart by an empty line, so each block keeps the prose line that opens it and the one that
    closes it; otherwise the head gets a full stop unless it already ends in ".", "!" or "?", then the joiner, then the
    tail in its own case."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if not head.endswith((".", "!", "?")):
        head += "."
    return head + joiner + tail
