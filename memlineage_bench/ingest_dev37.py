"""Wordings "dev37" (called "heldout37" until stop 42) of `memlineage bench ingest` (the ``H37_*`` constants), kept out of
``ingest.py``; ``ingest`` imports them and wires the set into its ``WORDING_SETS``.

A thirty-seventh hand (the helper session "held37"), written blind on 2026-12-06 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README, the docs, the issue tracker or any bench output or list of misses, and who did not run any extractor,
``memlineage ingest``, ``bench ingest``, the classifier or any server on this set or on anything (only the pure set
tests and small renders of this set's own styles with sample values). What was read: the generator (``ingest.py``: its
vocabulary, ``_date``, ``_persona``, ``generate``, ``_paired``, ``Wording``, the comment blocks on earlier sets and the
wiring), the module of "heldout36" (for its shape: names, counts, comments, the joining function; none of its phrasing
copied), the set tests, and the two commits that added "heldout36" (how a set is wired); beyond that, the one-line
subjects of the newest five commits on main (``git log --oneline``), and, once, a truncated repr of a few of dev30's
lines that pytest printed when this set first shared a style with it (after which collisions were listed by a script
printing only this set's own sentences). To pick voices, trades and a layout no earlier set had used, the modules were
searched for a few words of each candidate with file names only as output (no line of them read): Maltese ("grazzi",
"ejja", "Valletta" in dev19), Quechua and Guarani (named in heldout35), Icelandic, Korean, Finnish, Hungarian and
Estonian (named in earlier modules), Thai, Cantonese ("m goi"), Irish ("craic") and Afrikaans ("lekker") were dropped as
used; Fijian, Khmer, Malagasy and Sinhala as named in heldout36; Lao as too close to the Hmong (family from Laos) of
heldout36, Tigrinya as too close to the Amharic used, Uyghur as a Turkic language beside the Turkish used, Sesotho as
too close to the Zulu named in earlier modules, Telugu as too close to the Tamil named in earlier modules, Dholuo as a
Kenyan language beside the Swahili used, Dhivehi as a voice this writer knows too little of to write honestly. Tok
Pisin, Tibetan, Inuktitut and Tetum were kept: none of "tok pisin", "wantok", "tenkyu", "bilong", "Goroka", "tibetan",
"tashi delek", "tsampa", "Lhasa", "inuktitut", "qujannamiik", "Iqaluit", "nunavut", "muktuk", "tetum", "bondia",
"belun", "Dili", "Dungannon" was in any module ("obrigad" was, once, in dev17, so Tetum's thanks is written "obrigada
barak", with its own "barak"). A lighthouse keeper ("lighthouse" only in conversations.py, not a wording module), a
bookbinder, a thatcher and a canal lock keeper were kept (none of "foghorn", "lantern room", "relief boat", "bookbind",
"bindery", "endpaper", "sewing frame", "thatch", "yealm", "spars", "water reed", "long straw", "narrowboat", "windlass",
"towpath", "lock cottage" in any module); a tanner, a taxidermist, a sailmaker and a letterpress printer were weighed
and left for another hand. Layouts dropped: calendar exports with "DTSTART:" (in dev31), tab-separated cells (named in
dev33 and heldout35), quoted-printable "=20" (in dev33), a wiki infobox (named in heldout36), slash commands such as
"/remind" (in dev23 and dev30); BBCode, as a user copies it raw out of the edit box of a forum of their own (a profile,
a signature, an intro post), was kept ("[b]", "[u]", "[color=" and "forum signature" are in no wording module; "[i]"
only as Python indexing). It was held out: the lead ran it at stop 41 on stop 40's extractor and, before anyone
read its misses, after the learned reader was retrained through dev34, with the reader retrained through dev36 (not
adopted) and on stop 41's extractor; at stop 42 it was renamed "dev37" (digests unchanged) to be read.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Tok Pisin speaker's English (from Papua New Guinea): "moning" (good morning), "apinun" (good afternoon), "tenkyu" /
  "tenkyu tru" (thank you / thank you very much), "nogat" (no, none), "em nau" (that's it, exactly), "tru" (truly),
  "liklik" (small), "mi yet" (myself), "lukim yu" (see you), "wantok" (kin, someone of one's own language), "mama",
  "bubu" (grandparent), "brata" (brother), "pren" (friend), "kaikai" (food), "mumu" (earth oven feast), "buai" (betel
  nut), "bilas" (finery), a PMV (public motor vehicle), the Goroka Show, Mount Hagen, Madang, Cairns; "long" as an
  all-purpose preposition ("allergic long", "long market", "long our street"), "mi no" for I don't;
* a Tibetan speaker's English (from Lhasa by way of Dharamsala, now abroad): "tashi delek" (hello, good luck),
  "thuk-je-che" (thank you), the polite "la" after a sentence or word ("la-so" for certainly), "ama-la" (mother),
  "po-la" (grandfather), "Gen-la" (teacher), "ga-le shu" (stay well, said by the one leaving), po cha (butter tea),
  tsampa, thukpa, Losar (New Year), the kora (walking round a holy place), prayer flags, the dranyen (lute), Mount
  Kailash, Dharamsala, Lhasa, Toronto; "little bit", "what to do", the object first ("only … I want"), "still now";
* an Inuktitut speaker's English (from Iqaluit, Nunavut): "ai" (hi), "ullaakkut" (good morning), "qujannamiik" /
  "qujannamiimarialuk" (thank you / thank you very much), "ilaali" (you're welcome), "ii" (yes), "aakka" (no),
  "ajurnarmat" (it can't be helped), "tavvauvutit" (goodbye), "anaana" (mother), "ataata" (father), "anaanatsiaq"
  (grandmother), "panik" (daughter), country food, char, the Northmart, the co-op, the sealift, Toonik Tyme, Rankin
  Inlet, the floe edge; northern Canadian English ("eh", "for sure");
* a Tetum speaker's English (from Dili, Timor-Leste, now working in Dungannon): "bondia" / "botarde" / "bonoite" (good
  morning / afternoon / evening), "diak ka lae?" (how are you, good or not?), "obrigada barak" (thanks a lot), "loos"
  (true, yes), "lae" (no), "deit" (only, just), "la iha problema" (no problem), "to'o aban" (until tomorrow), "inan"
  (mother), "aman" (father), "maun" (older brother), "mana" (older sister), "alin" (younger sibling), "belun" (friend),
  the mikrolet (minibus), Cristo Rei, Baucau, Ataúro; Portuguese-shaped English ("remember me to" for remind me to,
  "already" for done, "since small", "no?" as a tag);
* a lighthouse keeper: "the light", "the lens", "the lantern room", "the tower", "the foghorn", "the rock", "the
  relief boat", "the relief crew", "the landing stage", "the station log", "the radio", "ashore";
* a bookbinder: "the bench", "signatures", "the sewing frame", "the press", "the paste pot", "endpapers", "gold leaf",
  "a spine", "the rebind", "the bindery", "the book fair", "leather";
* a thatcher: "the ridge", "water reed", "long straw", "spars", "yealms", "the ladder", "the roof", "the
  householder", "reed dust", "a cottage gate", "the village hall";
* a canal lock keeper: "the lock", "the gates", "the paddles", "windlass", "the flight", "the pound", "the cut",
  "boaters", "a narrowboat", "the towpath", "the lock cottage", "the top lock";
* BBCode copied raw out of the edit box of a forum the user posts on (their own profile, signature, intro post, wanted
  ad or status line): a prose line ending in ":", then one or two lines each made of a tag ("[b]", "[i]", "[u]" or
  "[color=…]"), a label, the closing tag, a space and an entry ("[b]Allergies:[/b] peanuts"); then a closing prose
  line; no empty line inside; no square bracket anywhere else; a memory's value stands only in an entry, never in a
  label or in the prose around it; the prose says the profile, signature or post is the user's own.

Small talk is hard but fair: greetings, thanks, moods, weather (rain that wets everything, minus forty with the wind,
rain "like always", fog round the rock, a gale warning, wind too strong for a roof), a mumu, a PMV's music, the Goroka
Show, po cha, Losar, the kora, Toonik Tyme, northern lights, Cristo Rei, a mikrolet, seals, a polished lens, glue
drying, gold leaf, a cat on the signatures, pigeons on a ridge, a village fête, a heron, ducklings in a lock, sign-offs
in every voice ("Lukim yu", "Ga-le shu", "Tavvauvutit", "To'o aban"), BBCode lines that only pass the time (a post
count, a mood, a welcome post, a thread title, a weather thread, an avatar caption, a joke, a poll), and
general-knowledge questions in the same voices.
Traps look like memories and are not, and share their words: other people's tastes, allergies, diets, hours, days,
budgets, numbers and dates (a brata, a mama, a bubu, a pren, a wantok, an ama-la, a cousin, a Gen-la, an ataata, a
boss, a panik, a maun, a mana, a belun, an aman, an alin, a relief partner, a daughter, a customer, an apprentice, a
collector, a neighbour, a partner, a householder, a council, a wife, a boater, a colleague, a son), past states with
their end said (Mount Hagen, Dharamsala, Rankin Inlet, Baucau, Fair Isle, Florence, Norfolk, the Thames), hypotheticals
(a house in Madang, a tea house in Lhasa, a boat for the floe edge, a house on Ataúro, a light in Hawaii, the Book of
Kells, a palace roof, a narrowboat to Bath), questions about the user's own tastes, quoted rules, signs and notices (a
market, a monastery gate, the Northmart, a church, a tower, a studio wall, a cottage gate, a top gate, a stoppage
notice), jokes (allergic to rainy days, early shifts, calm seas, cheap glue, wobbly ladders, hire boats) and sarcasm (a
broken PMV, a cold flat, a late water truck, a late bus, a dead generator, glue set too soon, rain on a stripped
ridge, paddles left open).

Two memories share a message about a third of the time (:data:`H37_JOINERS`, :func:`join_h37`); some memories carry an
aside (:data:`H37_ASIDES`, each on a line of its own, so a BBCode block's opening prose line stays at the start of one
and its closing line at the end of one). Every style reads as its writer would put it (the learners' grammar included)
for every value of its placeholders and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H37_ASIDES", "H37_CONSTRAINTS", "H37_EVENT_STYLES", "H37_FACT_STYLES", "H37_JOINERS", "H37_PREF_STYLES",
           "H37_SMALLTALK", "H37_TASK_STYLES", "H37_TRAPS", "join_h37"]

H37_PREF_STYLES = [
    # Tok Pisin speaker
    "Moning! Mi yet, I always go for {v}, em nau.",
    "Tenkyu for asking. {V} is the one for me, tru.",
    "Back home my wantoks all know, I pick {v} every time.",
    "My bubu used to laugh, she say I was born wanting {v}.",
    "Apinun! Put me down for {v}, no other thing.",
    "Whatever the others choose, me, I stay with {v}, long as I live.",
    # Tibetan speaker
    "Tashi delek! For me, {v} is best, la.",
    "Thuk-je-che for asking. Always {v} I choose, since I was young.",
    "Ama-la says I am stubborn, only {v} I want. She is right.",
    "La-so, {v}, that one I like most.",
    "After two cups of po cha I can tell you honestly: {v} for me, every time.",
    "My friends tease me little bit, always {v} with me.",
    # Inuktitut speaker
    "Ai! Just so you know, I like {v} best, eh.",
    "Ii, {v}, that's me for sure.",
    "Qujannamiik for asking. {V}, every single time, ii.",
    "My anaanatsiaq always said I know what I like. It's {v}.",
    "Up here we don't get much choice, but when I do, {v}.",
    "Ullaakkut! Before I forget: {v}, always my pick.",
    # Tetum speaker
    "Bondia! For me is always {v}, you know?",
    "Diak ka lae? Me I am good. I prefer {v}, always.",
    "Loos, loos, {v} is my favourite, since small.",
    "Obrigada barak for asking. I choose {v}, deit.",
    "My inan always say, this girl only wants {v}. Is true.",
    "At home or away, same thing: I go for {v}.",
    # lighthouse keeper
    "Three nights on the rock with the foghorn going, and all I can think about is {v}.",
    "Ask anyone on the relief boat, they'll tell you I'm partial to {v}.",
    "Keeping a light teaches you what matters, and for me that's {v}.",
    "Wind at force nine and I'm still thinking about {v}. Some things you just love.",
    "Personal note from the tower: {v}, whenever I get a say.",
    "{V}, please. Thirty years of keepers' cottages and that never changed.",
    # bookbinder
    "Sewing signatures all morning, and I kept thinking how much I love {v}.",
    "Between the press and the paste pot, my one indulgence is {v}.",
    "If you want to please a bookbinder, {v}. Works every time on me.",
    "I'm fussy about endpapers and I'm fussy about {v}, and I'm proud of both.",
    "Honestly, nothing beats {v}, and I've bound a lot of books.",
    "Gold leaf on a spine is lovely, but what I really go for is {v}.",
    # thatcher
    "Up on the ridge all day, and I'll tell you what keeps me going: the thought of {v}.",
    "Water reed or long straw, I'll argue either way. {V}, though, I'd never argue against.",
    "My mate on the ladder knows the drill, I always go for {v}.",
    "Thirty years of spars and yealms and I still pick {v}, every time.",
    "Whatever the roof, whatever the weather, {v} for me.",
    "Finish a roof, sit on the ladder, think about {v}. That's me happy.",
    # canal lock keeper
    "Working the flight all day, the boaters know I'm a sucker for {v}.",
    "Between the gates and the paddles, I dream of {v}.",
    "Ask any boater on this stretch of the cut, they'll say I like {v}.",
    "Windlass in one hand, tea in the other, and always {v} on my mind.",
    "Twenty years at this lock and my answer's the same: {v}.",
    "If the pound's full and the boats are moving, I'm happy. Happier still with {v}.",
    # BBCode out of the user's own forum profile, signature or posts
    "My signature on the narrowboat forum, copied straight out of the editor:\n[b]Likes:[/b] {v}\n"
    "I keep that up to date.",
    "Off my own profile on the thatching forum, tags and all:\n[b]Favourite thing:[/b] {v}\nTrue to this day.",
    "Here's the bit from my own forum profile, raw from the edit box:\n[i]What I go for:[/i] {v}\nI set that myself.",
    "I pasted this out of my own intro post on the book arts board:\n[u]My pick, always:[/u] {v}\n"
    "Written by me, about me.",
    "From my profile on the lighthouse enthusiasts' forum, copied with the tags:\n[b]Preference:[/b] {v}\n"
    "[b]Status:[/b] online\nStill accurate, ha.",
    "My own forum signature, the way it looks in the editor:\n[color=navy]Always happy with:[/color] {v}\n"
    "Nobody else wrote that, it's mine.",
    "Copied from my profile on the Timorese community forum:\n[b]Things I like:[/b] {v}\nI wrote it, it's right.",
    "The 'about me' box on my own forum account, with the code showing:\n[i]Top choice:[/i] {v}\n"
    "[i]Mood:[/i] cheerful\nI updated it last week.",
]

H37_CONSTRAINTS = {
    "allergy": [
        # Tok Pisin speaker
        "Nogat {a} for me please, I'm allergic, tru.",
        "Mi allergic long {a}, so keep it away, tenkyu.",
        "My mama found out when I was liklik: I'm allergic to {a}.",
        # Tibetan speaker
        "Please note, la: I am allergic to {a}, since childhood.",
        "{A} I cannot touch, allergy, very bad.",
        "Ama-la always checks for {a}, because I am allergic.",
        # Inuktitut speaker
        "Aakka, no {a} for me, I'm allergic, eh.",
        "The nurse at the health centre says I'm allergic to {a}, so keep it away.",
        "I'm allergic to {a}, ajurnarmat, that's just how it is.",
        # Tetum speaker
        "Lae, lae, no {a} please, I am allergic.",
        "I have allergy with {a}, since I was small.",
        "Obrigada for checking, {a} is bad for me, allergy.",
        # lighthouse keeper
        "Can't go near {a} out here, I'm allergic and the nearest doctor's a boat ride away.",
        "For the relief crew and for you: I'm allergic to {a}.",
        "Keep {a} off the supply list, I'm allergic.",
        # bookbinder
        "Paste and glue I can handle, {a} I can't: allergic.",
        "I'm allergic to {a}, so no, not even a little.",
        "Found out the hard way at a book fair that I'm allergic to {a}.",
        # thatcher
        "Allergic to {a}, I am, so mind what you bring up the ladder.",
        "{A}? Allergic. Learned that the hard way on a roof in Devon.",
        "Reed dust I can take, but {a} I can't, I'm allergic.",
        # canal lock keeper
        "Boaters bring me all sorts, but not {a}, I'm allergic.",
        "I'm allergic to {a}, so I keep well clear.",
        "Tell whoever's cooking at the lock cottage: I'm allergic to {a}.",
        # BBCode
        "From my own forum profile, tags and all:\n[b]Allergies:[/b] {a}\nThat's mine, keep it on file.",
        "The health line in my own signature on the boaters' forum:\n[color=red]Allergic to:[/color] {a}\n"
        "I put it there for a reason.",
        "Copied from my own profile, straight out of the editor:\n[i]Allergy:[/i] {a}\n[i]Blood type:[/i] ask me\n"
        "Not a joke, that first one.",
        "Pasted from my own intro post on the lighthouse forum:\n[u]Allergic:[/u] {A}\nWrote it myself, still true.",
    ],
    "diet": [
        # Tok Pisin speaker
        "I'm {d}, tru, so check the kaikai for me.",
        "Me, I'm {d} now, my wantoks cook different for me.",
        "Tenkyu for asking about food: I'm {d}.",
        # Tibetan speaker
        "I am {d}, la, so please choose food carefully.",
        "For many years I am {d}, still now.",
        "Ama-la cooks my thukpa separate because I'm {d}.",
        # Inuktitut speaker
        "Ii, I'm {d}, so I check everything at the Northmart.",
        "I'm {d} these days, even up here.",
        "My anaana still can't believe I'm {d}, but I am.",
        # Tetum speaker
        "I am {d}, so at family party I eat only some things.",
        "Loos, I'm {d}, la iha problema, just remember.",
        "Now I am {d} already two years.",
        # lighthouse keeper
        "I'm {d}, which makes the supply order interesting.",
        "Being {d} with the only shop a boat ride away takes planning, but I am.",
        "Put it in the book: {d}, that's me.",
        # bookbinder
        "I'm {d}, so the book fair catering is usually a bust.",
        "Strictly {d}, at my bench and everywhere else.",
        "I've been {d} for as long as I've been binding.",
        # thatcher
        "I'm {d}, so I bring my own lunch up the roof.",
        "For the record I'm {d}, roof or no roof.",
        "Householders always offer me lunch, and I always have to say I'm {d}.",
        # canal lock keeper
        "I'm {d}, so the café by the top lock is hopeless for me.",
        "Working the locks, I keep it simple: I'm {d}.",
        "The boaters have learned by now that I'm {d}.",
        # BBCode
        "Straight from my own profile on the cooks' corner of the forum:\n[b]Diet:[/b] {d}\nThat's me, current.",
        "My own signature, as it shows in the edit box:\n[i]Eating:[/i] {d}\nStill so.",
        "From the 'about me' box on my own account, tags showing:\n[u]Food:[/u] {d}\n[u]Posts:[/u] lots\n"
        "Mine, all of it.",
        "Pasted out of my own intro thread:\n[color=green]Diet:[/color] {d}\nI wrote that, it's right.",
    ],
    "hours": [
        # Tok Pisin speaker
        "Nothing before {t} for me, em nau.",
        "Please, no meetings before {t}, I go long market first.",
        "After {t} mi no answer the phone, sorry.",
        # Tibetan speaker
        "Before {t} I'm not free, la, please remember.",
        "After {t} I don't take calls, sorry, that is my rule.",
        "Meetings, only after {t}, please.",
        # Inuktitut speaker
        "Don't book me before {t}, eh.",
        "After {t} I don't pick up, that's how it is.",
        "Nothing before {t}, qujannamiik.",
        # Tetum speaker
        "Before {t} I cannot, sorry, not possible.",
        "I can talk only after {t}, deit.",
        "After {t} I don't answer, la iha problema, just call next day.",
        # lighthouse keeper
        "No calls after {t}, that's when I'm up the tower.",
        "I can't do anything before {t}, the light needs me.",
        "Radio's off after {t}, so don't bother trying me then.",
        # bookbinder
        "No meetings before {t}, the glue pot needs me first.",
        "I don't take calls after {t}, I'm at the press.",
        "Before {t} I'm not available, and that's firm.",
        # thatcher
        "I'm on the roof till {t}, so nothing before then.",
        "Don't ring after {t}, I won't answer.",
        "No site visits before {t}, please.",
        # canal lock keeper
        "The gates keep me busy till {t}, so nothing before that.",
        "No calls after {t}, please, I'm on the lock.",
        "Before {t} I can't do any meetings.",
        # BBCode
        "My own working hours, copied from my profile on the trade forum:\n[b]Contact me from:[/b] {t}\n"
        "I set that, it stands.",
        "From my own signature, tags and all:\n[i]No calls after:[/i] {t}\nMy rule, that.",
        "Out of the 'about me' box on my account:\n[u]Earliest meetings:[/u] {t}\nMine, still true.",
        "Pasted from my own intro post on the forum:\n[color=blue]Phone off after:[/color] {t}\nI do mean that.",
    ],
    "budget": [
        # Tok Pisin speaker
        "My budget is {m}, no more, tru.",
        "I can only spend {m}, tenkyu for understanding.",
        "Max {m} for me, em nau.",
        # Tibetan speaker
        "My limit is {m}, la, please keep to that.",
        "Not more than {m}, please, I'm sending money home.",
        "{m} is maximum for me, no more.",
        # Inuktitut speaker
        "Keep it under {m}, eh, things cost a lot up here.",
        "{m}, that's all I can spend.",
        "My budget's {m}, ajurnarmat.",
        # Tetum speaker
        "My money for this is {m} only, deit.",
        "Please don't pass {m}, I send money to my family back home.",
        "Budget is {m}, obrigada for keeping it.",
        # lighthouse keeper
        "I can't go over {m}, keeper's pay being what it is.",
        "Cap me at {m}, no further.",
        "{m}, tops. The rest goes on the boat.",
        # bookbinder
        "My limit's {m}, no matter how nice the leather.",
        "Please keep it to {m}, I've a bench to pay for.",
        "{m} and not a penny over.",
        # thatcher
        "I can spend {m}, and that's my ceiling.",
        "Don't go past {m} for me.",
        "Budget's {m}, roof season or not.",
        # canal lock keeper
        "I've got {m} to spend, and that's it.",
        "Keep me under {m}, please.",
        "{m} is my top whack.",
        # BBCode
        "Copied from my own wanted ad on the forum, with the tags:\n[b]Budget:[/b] {m}\nMy ad, my money.",
        "From my own forum signature:\n[i]Max spend:[/i] {m}\nThat limit stands.",
        "My own profile box, as it is in the editor:\n[u]Limit:[/u] {m}\nI set that myself, recently.",
        "Pasted out of my own post in the trading section:\n[color=green]Paying up to:[/color] {m}\nThat's me.",
    ],
    "days": [
        # Tok Pisin speaker
        "{W}s I'm busy with my wantoks, so no bookings.",
        "Not on {w}s, please, tenkyu.",
        "Every {w} I'm not free, tru.",
        # Tibetan speaker
        "Every {w} I go to the temple, so I'm not free, la.",
        "{W} is not possible for me, sorry.",
        "Please don't book {w}s, I teach Tibetan class.",
        # Inuktitut speaker
        "No {w}s for me, eh.",
        "{W}s don't work, I'm at the co-op all day.",
        "I'm never free on {w}s, for sure.",
        # Tetum speaker
        "On {w} I cannot, I work double shift.",
        "{W}s no, please, that day is for family.",
        "Please, not {w}, I am busy always that day.",
        # lighthouse keeper
        "{W}s are my watch day, so I'm not free.",
        "Nothing on {w}s, I'm on the rock.",
        "Skip {w}s for me.",
        # bookbinder
        "{W}s I teach a binding class, so I'm not free.",
        "Never book me on a {w}.",
        "I'm unavailable every {w}.",
        # thatcher
        "{W}s I'm off the roof and off the phone.",
        "No {w}s, please, I've a standing job then.",
        "{W}s are out for me.",
        # canal lock keeper
        "{W}s I'm on the lock all day, no bookings.",
        "Don't put anything on a {w}.",
        "{W} is my busy day at the gates, so no.",
        # BBCode
        "From my own profile on the forum, tags still in:\n[b]Not available:[/b] {W}s\nThat's me, every week.",
        "My own signature, copied raw:\n[i]Away every:[/i] {W}\nI'm not around then.",
        "Out of my own 'about me' box:\n[u]Busy every:[/u] {W}\nMine, still right.",
        "Pasted from my own intro post:\n[color=red]Never on:[/color] {W}s\nI wrote that myself.",
    ],
}

H37_FACT_STYLES = [
    # Tok Pisin speaker
    "Em nau, my {n}: {v}.",
    "Write this one down: my {n} is {v}, tru.",
    "For your book, my {n} is {v}.",
    "Long the form they ask my {n}, it is {v}.",
    # Tibetan speaker
    "My {n} is {v}, la.",
    "Please keep this: {n}, {v}.",
    "About my {n}, it's {v}, please remember.",
    "Thuk-je-che for keeping it: my {n} is {v}.",
    # Inuktitut speaker
    "Ii, my {n} is {v}.",
    "Just so you have it, {n}'s {v}, eh.",
    "Qujannamiik, my {n} is {v}.",
    "For the forms down south: my {n} is {v}.",
    # Tetum speaker
    "My {n} is {v}, obrigada.",
    "Loos, my {n} is {v}, I checked already.",
    "Please remember, my {n}: {v}.",
    "About me: {n}, {v}.",
    # lighthouse keeper
    "For the station log, my {n} is {v}.",
    "My {n}, before the radio cuts out: {v}.",
    "Keeper's note, mine: {n} {v}.",
    "Write down my {n}, {v}, before the boat comes.",
    # bookbinder
    "Tool this into your memory like a title on a spine: my {n} is {v}.",
    "Put my {n} on file: {v}.",
    "Small thing between signatures: my {n} is {v}.",
    "My {n} is {v}, if the form wants it.",
    # thatcher
    "Paperwork wants my {n}, so here: {v}.",
    "Down off the ladder for a second: my {n} is {v}.",
    "My {n}, so it's written down somewhere, is {v}.",
    "{v} is my {n}, I'll not forget that one.",
    # canal lock keeper
    "While the lock fills: my {n} is {v}.",
    "My {n} is {v}, same as always.",
    "Take a note, my {n}: {v}.",
    "{v}, that's my {n}.",
    # BBCode
    "Copied from my own profile on the forum, the editor view:\n[b]My {n}:[/b] {v}\nMine, and current.",
    "From my own signature, tags and all:\n[i]{n}:[/i] {v}\nI keep it there so I don't lose it.",
    "Out of my own 'about me' box:\n[u]{n}[/u] {v}\nTrue as of today.",
    "Pasted from my own account page on the forum:\n[b]{n}:[/b] {v}\n[b]Posts:[/b] 312\nThat's my account.",
    "My own intro post, raw:\n[color=navy]{n}:[/color] {v}\nWrote it myself.",
]

H37_EVENT_STYLES = [
    # Tok Pisin speaker
    "My {e} is {d}, tru.",
    "Remember for me: {d}, that's my {e}.",
    "Tenkyu, and my {e} is set for {d}.",
    "My {e}, {d}, em nau.",
    # Tibetan speaker
    "My {e} is {d}, la.",
    "Please remember, {d} is my {e}.",
    "{E} is {d}, so please remind me.",
    "They told me my {e} is {d}.",
    # Inuktitut speaker
    "My {e}'s {d}, eh.",
    "Ii, {d} for my {e}.",
    "Heads up, my {e} is {d}, booked and all.",
    "Qujannamiik for the reminder last time. My {e} is {d}, for sure.",
    # Tetum speaker
    "My {e} is {d}, I already confirm.",
    "Remember me, please: {d} is my {e}.",
    "They give me my {e} for {d}.",
    "Loos, my {e} is {d}, no change.",
    # lighthouse keeper
    "My {e} is {d}, and I've told the relief crew.",
    "Log it: my {e}, {d}.",
    "{E}, {d}. I'll be off the rock for it.",
    "Date for my {e}: {d}.",
    # bookbinder
    "My {e} is {d}, so the rebind waits.",
    "I've marked my {e} on the bench calendar: {d}.",
    "My {e} is {d}, pencilled in my own diary.",
    "Mark it: my {e}, {d}.",
    # thatcher
    "My {e}'s {d}, so I'll be off the roof.",
    "Off the roof {d}, I've got my {e}.",
    "Put my {e} down for {d}, would you.",
    "My {e}? {d}, in my diary.",
    # canal lock keeper
    "My {e} is {d}, so someone else works the gates.",
    "Mark the calendar by the lock, {d}, that's my {e}.",
    "My {e} is down for {d}, all sorted.",
    "Don't let me miss my {e}, {d}.",
    # BBCode
    "From my own forum signature, as it sits in the editor:\n[b]Next up:[/b] my {e}, {d}\nI put that there myself.",
    "Copied from my own status line on the forum:\n[i]My {e}:[/i] {d}\nThat's mine.",
    "Out of my own 'about me' box:\n[u]Coming up:[/u] my {e}, {d}\nMy own, still on.",
    "Pasted from my own post in the off-topic thread:\n[b]{E}:[/b] {d}\n[b]Mood:[/b] nervous\nFingers crossed for me.",
    "My own profile, raw tags:\n[color=purple]Diary:[/color] {d}, my {e}\nI keep it current.",
]

H37_TASK_STYLES = [
    # Tok Pisin speaker
    "I must {t}, please remind me, tenkyu.",
    "Don't let me forget, I gotta {t}, tru.",
    "Before the week finish, I need to {t}.",
    "Tenkyu tru if you remind me to {t}.",
    # Tibetan speaker
    "I have to {t}, please remind me, la.",
    "This week I must {t}, little bit urgent.",
    "Please help me remember to {t}.",
    "Ama-la asked me to {t}, so I must.",
    # Inuktitut speaker
    "Gotta {t}, remind me, eh.",
    "I need to {t} before the sealift stuff arrives.",
    "Qujannamiik in advance: remind me to {t}.",
    "Still need to {t}, for sure.",
    # Tetum speaker
    "I need {t}, already three days I forget.",
    "Remember me to {t}, obrigada.",
    "Tomorrow I must {t}, deit, nothing else.",
    "Please, I must {t} this week.",
    # lighthouse keeper
    "Before the next relief, I have to {t}.",
    "Put it on the list: {t}.",
    "Remind me to {t} when I'm back ashore.",
    "I've to {t} before the weather turns.",
    # bookbinder
    "Between books I must {t}.",
    "Nudge me to {t}, would you.",
    "I keep forgetting to {t}.",
    "After this spine dries, I have to {t}.",
    # thatcher
    "Once this roof's done, I need to {t}.",
    "Remind me to {t}, I'll forget up there.",
    "This week I've got to {t}, no excuses.",
    "I'll need a shove to {t}.",
    # canal lock keeper
    "When the flight quietens down I have to {t}.",
    "Chase me to {t}.",
    "I need to {t} before the lock closes for winter.",
    "Mustn't forget to {t}.",
    # BBCode
    "From my own to-do thread on the forum, tags and all:\n[b]To do:[/b] {t}\nMy list, my job.",
    "Copied from my own signature, where I nag myself:\n[i]Must:[/i] {t}\nNot done yet, shamefully.",
    "Out of my own 'about me' box, raw:\n[u]This week:[/u] {t}\nThat job's mine.",
    "Pasted from my own post in the members' diary thread:\n[b]Jobs:[/b] {t}\n[b]Weather:[/b] grim\n"
    "Nag me if it slides.",
    "My own profile, as the editor shows it:\n[color=orange]Reminder:[/color] {t}\nMy own nudge to myself.",
]

H37_SMALLTALK = [
    # Tok Pisin speaker
    "Moning, moning! Rain again, tru, everything wet.",
    "Apinun! What you doing today?",
    "Tenkyu tru, you're a good one.",
    "Haha, em nau!",
    "My wantoks are all here for a mumu, the whole yard smells good.",
    "The PMV driver played his music so loud today, my ears still ringing.",
    "Goroka Show is coming, everybody busy with their bilas.",
    "Lukim yu, I go now.",
    "Sorry, slow reply, the power went off again long our street.",
    "What's the tallest mountain in Papua New Guinea?",
    # Tibetan speaker
    "Tashi delek! Everything okay with you?",
    "Thuk-je-che, very kind of you, la.",
    "Ha ha, that's funny, la.",
    "Making po cha now, whole kitchen smells of butter.",
    "The prayer flags on the balcony are flapping like crazy today.",
    "Losar is coming soon, so much cleaning to do.",
    "Did the kora this morning, my legs are tired.",
    "Ga-le shu, talk later.",
    "What to do, the subway is late again.",
    "How high is Mount Kailash?",
    # Inuktitut speaker
    "Ai! How's it going down there?",
    "Ullaakkut, it's minus forty with the wind today.",
    "Qujannamiimarialuk, that helped.",
    "Ilaali.",
    "Sun's barely up and it's already going down, eh.",
    "Toonik Tyme starts this week, everybody's excited.",
    "Ajurnarmat, the plane's delayed again.",
    "Saw the northern lights on the way home, so bright.",
    "Tavvauvutit, talk soon.",
    "How far is Iqaluit from Ottawa?",
    # Tetum speaker
    "Bondia! Diak ka lae?",
    "Botarde, I just finish my lunch.",
    "Obrigada barak, very helpful.",
    "Haha, you are funny, no?",
    "Here is raining again, like always, this country.",
    "My cousin sent photos from Cristo Rei, so beautiful.",
    "The mikrolet in Dili was full of music this morning, my cousin says.",
    "To'o aban!",
    "Bonoite, I go sleep now.",
    "What language do they speak in Timor-Leste?",
    # lighthouse keeper
    "Fog's rolled in so thick I can't see the rocks.",
    "Foghorn's been going since breakfast, I've stopped hearing it.",
    "Relief boat's late, the swell's too big.",
    "Seals on the landing stage again this morning.",
    "Polished the lens for an hour, it's gleaming.",
    "Gale warning on the forecast, batten down.",
    "Grand, cheers, that'll do.",
    "How many steps does the tallest lighthouse in the world have?",
    "Night night from the tower.",
    # bookbinder
    "Glue's drying, so I've got five minutes.",
    "The press is squeaking again, I'll oil it later.",
    "Gold leaf everywhere, on my nose too probably.",
    "A customer brought in a cookbook held together with tape, bless them.",
    "Morning! Kettle's on at the bindery.",
    "Lovely, thank you kindly.",
    "What's the oldest bound book that still exists?",
    "The cat sat on a stack of fresh signatures, of course.",
    "Right, back to the sewing frame.",
    # thatcher
    "Wind's too strong to go up today.",
    "Pigeons have been at the ridge again.",
    "Blimey, that's a good answer.",
    "Just had a cuppa on the ladder.",
    "The village fête is this weekend, bunting everywhere.",
    "Dry spell at last, the roof's looking smart.",
    "How long does a water reed roof last, roughly?",
    "Knees are complaining today.",
    "Cheerio for now.",
    # canal lock keeper
    "Busy on the cut today, boats queued right back to the bridge.",
    "A heron's been watching the top gates all morning.",
    "Ducklings in the lock again, had to shoo them out.",
    "Kettle's on in the lock cottage.",
    "Someone dropped their windlass in the pound, splash.",
    "Nice, ta very much.",
    "Quiet one today, barely a boat.",
    "Why is a row of locks called a flight?",
    "Off for a stretch on the towpath, back in a bit.",
    # BBCode that only passes the time
    "My own forum signature, just showing off the tags:\n[b]Posts:[/b] 2,041\nSo many posts, ha.",
    "What my forum profile looks like in the editor, don't laugh:\n[color=pink]Mood:[/color] sleepy\n"
    "That's all it says.",
    "Look what the forum's welcome post looks like raw:\n[b]Welcome![/b] read the rules first\n"
    "Every forum's the same, ha.",
    "Found the old thread title in the editor:\n[u]Show us your bench[/u] page 14\nGreat photos in there.",
    "The weather thread today, copied raw:\n[i]Iqaluit:[/i] minus 38\n[i]Dungannon:[/i] rain\n"
    "We all moan about the weather.",
    "My avatar caption, with the tags, just for fun:\n[b]Caption:[/b] lighthouse at dusk\nPretty, no?",
    "The forum's joke of the day, raw:\n[i]Q:[/i] why did the lock keeper smile\nThe answer's terrible, trust me.",
    "Someone's poll on the book arts board, tags showing:\n[b]Favourite paper:[/b] handmade, 12 votes\n"
    "No surprises there.",
    # general knowledge
    "What's the longest river in Oceania?",
    "How do you say thank you in Tetum?",
    "Which is older, paper or parchment?",
    "Can you explain how a lock lifts a boat?",
]

H37_TRAPS = [
    # Tok Pisin speaker
    "My brata likes window seats, me I don't care.",
    "My mama is allergic to shellfish, so no shellfish at her place.",
    "Long time ago I lived in Mount Hagen, but I left in 2015.",
    "If I had big money I'd build a house in Madang near the sea.",
    "You think I'd like sushi? Never tried it, me.",
    "Sign at the market: no buai chewing inside.",
    "Oh great, the PMV broke down again, I just love walking in the sun.",
    "My pren's flight to Cairns is next Tuesday, not mine.",
    "My bubu never took calls after 6pm, old rule.",
    "Me, I'm allergic to rainy days, ha.",
    "My wantok's budget for the Goroka trip is 500 kina, big money.",
    # Tibetan speaker
    "Ama-la only eats tsampa for breakfast, every day.",
    "My cousin in Toronto is vegan, very strict.",
    "When I was in Dharamsala I worked at a guesthouse, but that was before 2018.",
    "If I could go back to Lhasa, I would open a tea house.",
    "Do you think I would enjoy jazz?",
    "Sign at the monastery gate: please remove shoes.",
    "So nice, the landlord turned off the heat again, my favourite.",
    "Po-la's phone number is on the fridge, not mine.",
    "Gen-la says we should never eat before 8am, that is his rule.",
    "My friend's wedding is on 14 April, she is so happy.",
    "Maybe one day I learn to play the dranyen.",
    # Inuktitut speaker
    "My ataata eats raw char every day, he loves it.",
    "My cousin is allergic to dogs, funny, up here.",
    "I lived in Rankin Inlet for a while, moved away in 2020.",
    "If I won the lottery, I'd buy a boat for the floe edge.",
    "Would I like living in the south, you think?",
    "Sign at the Northmart: no ski-doos parked by the door.",
    "Oh wonderful, the water truck didn't come again. Best day.",
    "My boss never answers after 4pm, that's her thing.",
    "My panik's passport number? No idea, she keeps it.",
    "The nurse says some people can't eat wheat, who knew.",
    "My friend's budget for her trip south is $3,000.",
    # Tetum speaker
    "My maun likes spicy food very much, not me.",
    "My mana is vegetarian, she eats only vegetables and rice.",
    "Before, I lived in Baucau, but I moved in 2016.",
    "If I win money, I build a house on Ataúro.",
    "You think I would like red wine?",
    "Sign at the church in Dili: no shorts inside.",
    "Nice, the bus to the factory is late again, I love to stand in the cold.",
    "My belun has her job interview on Thursday, she is nervous.",
    "My aman always works Saturdays, every week.",
    "Ha, I'm allergic to early shifts.",
    "My alin's phone is broken, I don't know his number.",
    # lighthouse keeper
    "The last keeper here swore by red wine, apparently.",
    "My relief partner can't eat gluten, so I stock his bread separate.",
    "I kept the light on Fair Isle once, but I left in 2009.",
    "If they ever let me keep a light in Hawaii, I'd never come home.",
    "Would I cope on the mainland full time, do you think?",
    "Notice in the tower: no naked flames in the lantern room.",
    "Brilliant, the generator's died again. Just brilliant.",
    "The helicopter firm's budget for fuel is £4,000 a trip, madness.",
    "The supply ship visits the next island on 12 May, not us.",
    "I'm allergic to calm seas, ha, never seen one.",
    "The old log says the keeper in 1952 never slept before midnight.",
    "My daughter prefers window seats, she loves the view.",
    # bookbinder
    "A customer's budget for a full leather rebind is £500.",
    "My apprentice can't eat sesame, she reacts badly.",
    "I bound books in Florence years back, but I came home in 2012.",
    "If I had the Book of Kells on my bench I'd faint.",
    "Would I enjoy restoring maps, do you think?",
    "Rule on the studio wall: no tea near the leather.",
    "Marvellous, the glue set before I finished. Love that.",
    "A collector wants his rebind by 3 June, his deadline not mine.",
    "My neighbour is a vegetarian, she brings me soup.",
    "The guild meets on Wednesdays, for those who go.",
    "I'm allergic to cheap glue, ha.",
    "My partner plays jazz all evening, her choice entirely.",
    # thatcher
    "The farmer I'm thatching for wants water reed, not my call.",
    "The householder is allergic to dust, so I sweep up twice.",
    "I thatched in Norfolk for ten years, moved west in 2018.",
    "If I ever thatched a palace, I'd retire on the spot.",
    "Would I like working with slate, you reckon?",
    "Sign on the cottage gate: beware of the goose.",
    "Lovely, rain the minute I stripped the ridge. Perfect timing.",
    "The council's budget for the village hall roof is £40,000.",
    "My apprentice won't start before 8am, lazy lad.",
    "My wife's dentist appointment is Friday, not mine.",
    "Old Bill always swore thatching on Sundays was bad luck.",
    "I'm allergic to ladders that wobble, ha.",
    # canal lock keeper
    "A boater told me he's vegan, offered me a lentil pasty.",
    "The lady on the green narrowboat prefers trains, funny for a boater.",
    "I worked on the Thames locks till 2014, then came up here.",
    "If I owned a narrowboat, I'd go all the way to Bath.",
    "Would I like living on a boat myself, you think?",
    "Sign by the top gate: do not leave paddles up.",
    "Fantastic, someone left the bottom paddles open overnight. Exactly the start I wanted.",
    "The Trust's budget for new gates is £250,000, or so they say.",
    "My colleague at the next lock never works Mondays.",
    "The stoppage notice says the flight closes on 4 November for maintenance.",
    "My son's passport renewal is next week, he keeps forgetting.",
    "I'm allergic to hire boats with first-time crews, ha.",
    # BBCode that is not the user's memory
    "My wife's forum profile, not mine, she asked me to check it:\n[b]Diet:[/b] vegan\nAll hers.",
    "What my old signature said, before I changed it last spring:\n[i]Favourite:[/i] red wine\nNot any more.",
    "The forum rules post, raw from the editor:\n[b]Rule 3:[/b] no posting after midnight\n"
    "That's for everyone, not just me.",
    "An example from the help thread on formatting:\n[u]Allergies:[/u] peanuts\nJust their sample text.",
    "My brother's wanted ad on the forum:\n[b]Budget:[/b] €300\nHis money, not mine.",
    "Someone's intro post that made me laugh:\n[i]Lives in:[/i] a tent in Berlin\nWhat a character.",
    "If I ever made a dream profile, it would say:\n[b]Home:[/b] a lighthouse in Hawaii\nNice thought, anyway.",
    "The moderator's signature, tags and all:\n[b]Away:[/b] every Friday\nThat's his schedule.",
    "My cousin's profile, she forgot to log out on my laptop:\n[i]Phone:[/i] +675 7123 4567\n"
    "I didn't touch anything.",
    "An old post of mine from 2015, before I moved:\n[b]Location:[/b] Baucau\nLong gone from there.",
    "The forum's sample profile on the sign-up page:\n[color=grey]Dog:[/color] Rex\nEveryone's example dog.",
    "My apprentice's to-do thread, not mine:\n[b]To do:[/b] buy more thread\nHis job.",
    "The club's event thread, for everyone:\n[u]Meet-up:[/u] 14 May\nI might skip it.",
]

#: Wrapped around some memories in the "heldout37" set: each aside on a line of its own, so a BBCode block keeps its
#: opening prose line at the start of a line and its closing prose line at the end of one.
H37_ASIDES = (["", "Put this with my notes.\n", "One of mine, to keep.\n", "About me, for the file.\n",
               "Quick one before the kettle boils.\n", "Write this in my book.\n", "Listen, this one matters.\n",
               "Still me here.\n", "Another for my notes.\n", "Here's something true.\n"],
              ["", "\nThat one's mine.", "\nGot it down? Good.", "\nTenkyu for keeping it.", "\nThuk-je-che.",
               "\nQujannamiik, that's all.", "\nObrigada, that's it.", "\nRight, back to the gates.",
               "\nBack up the ladder now.", "\nKeep it safe for me."])

#: How two memories share one message in the "heldout37" set (about a third of its real turns are paired).
H37_JOINERS = [" Another thing, about me: ", " Second one: ", " On top of that, mine: ", " And this, also me: ",
               " Also note: ", " Put this in too: ", " More from me: ", " Plus a further one: ",
               " One more thing of mine: ", " And mine again: "]


def join_h37(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "heldout37" hand: when either is a BBCode block (more than one line), the two
    stand apart by an empty line, so each block keeps its opening and closing prose lines; otherwise the head ends in
    a full stop (added unless it ends in ".", "!" or "?"), the joiner follows, and the tail keeps its own case."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if not head.endswith((".", "!", "?")):
        head += "."
    return head + joiner + tail
