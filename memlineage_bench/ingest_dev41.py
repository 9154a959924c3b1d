"""Wordings "dev41" of `memlineage bench ingest` (the ``H41_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A forty-first hand (the helper session "held41"), written blind on 2026-12-07 by an engineer who had not read the
extractor or anything else in ``memgraph_py`` (its classifier, the gate, the labels, the query understanding, the
entity code), ``tools/``, the README, the docs, the issue tracker or any bench output or list of misses, and who did
not run any extractor, ``memlineage ingest``, ``bench ingest``, the classifier, any server or ``make`` on this set or on
anything (only the pure set tests and small renders of this set's own styles with sample values). What was read: the
generator (``ingest.py``: its vocabulary, ``_date``, ``_persona``, ``generate``, ``_paired``, ``Wording``, the comment
blocks on dev39 and heldout40, the wiring); the module of "heldout40" in full (for its shape, and to keep clear of its
voices, trades and layout; none of its phrasing copied); the set tests (their generic checks, their pinning, wiring,
and the layout and joining tests of heldout40); the four commits that wired heldout40 (``b4500d5``, ``d6d6d60``,
``aebc274``, ``79ddfd2``: their messages, stats and their changes to ``ingest.py`` and the set tests). The module of
"dev39" and every other set's module were not opened.

To pick voices, trades and a layout no earlier set had used, the modules were searched for a few words of each
candidate with counts or file names only as output. Every "... speaker's English" named in a module docstring was
listed and left aside, and about a hundred more languages were counted; Faroese, Breton, Welsh, Maltese, Yoruba, Igbo,
Amharic, Swahili, Tamil, Khmer, Fijian, Maori, Hawaiian, Guarani, Aymara, Kazakh, Armenian, Yiddish, Korean, Japanese,
Tongan, Xhosa, Sesotho, Malay and Ladin were each named in an earlier module and dropped; Scottish Gaelic ("gaelic",
"lewis", "stornoway", "hebrides", "ceilidh", "tapadh", "machair", "seanmhair" in no module), West Frisian ("frisian",
"friesland", "leeuwarden", "tige tank", "beppe", "pake", "fierljeppen", "elfsteden" in none), Tahitian ("tahiti",
"papeete", "māuruuru", "tuamotu", "rangiroa", "heiva", "pareo" in none) and Sindhi ("sindh", "sindhi", "karachi",
"hyderabad", "ajrak", "saeen", "meharbani", "bhitai" in none) were kept, four families none of them shares (Celtic,
Frisian, Polynesian with French-shaped English, Indo-Aryan with Pakistani English). Trades: a Harris Tweed weaver
("tweed", "loom", "hattersley", "shawbost" in no module), a wooden-boat builder ("boatbuilder", "boat builder",
"caulk", "leeboard", "skûtsje" in none), a pearl grafter ("grafter", "graft", "pearl farm", "nucleus" in none; "pearl"
once in dev39, not as a trade) and an ajrak block printer ("ajrak", "block print", "indigo", "madder" in none); a lock
keeper, a hoof trimmer and a thatcher were weighed and dropped (each in an earlier module). Layouts: the set tests'
names show vCards, crontab lines, calendar events, TOML, SQL, org-mode, shell sessions, log lines, notifications, dot
leaders, breadcrumbs, BBCode, SMS exports, Dataview fields and GEDCOM taken; a Taskwarrior export was dropped (every
line a task: an unfair label for a preference or a fact, as todo.txt was for heldout40), an INI or ``.desktop``
section (too close to the TOML used), and an hledger journal kept ("hledger", "beancount", "Assets:", "Expenses:",
"~ monthly" in no module; "ledger" only as a plain word in two): entries copied out of the plain-text accounts the user
keeps in hledger, each line a transaction's first line (an ISO date, "*" cleared or "!" pending, a description,
"payee | note" as hledger reads it), a periodic rule (``~ monthly`` / ``~ yearly`` and a description, hledger's budget
rule), a comment line under a transaction (four spaces, ``;``, a note, often ``key: value`` as hledger's tags), or a
posting (four spaces, an account such as ``expenses:travel``, two spaces and an amount). A memory's value stands in a
comment, a description or an amount (a budget as the amount of a periodic rule's posting), never in an account name;
the journal gives traps of its own (a brother's journal the user fixed, an old entry from years ago, a late father's
line).

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Scottish Gaelic speaker's English (from Ness, Isle of Lewis, now in Stornoway), a Harris Tweed weaver at a loom in
  a shed at home: "halò" (hello), "a charaid" (friend), "tapadh leat" (thank you), "mòran taing" (many thanks),
  "oidhche mhath" (good night), "a ghràidh" (dear), the seanmhair (granny), peats, the machair, the cèilidh, the ferry
  over the Minch to Ullapool, the mill at Shawbost, the Harris Tweed Authority's stamp, warp, weft, bobbins;
  Highland English ("I was after finding out", "I'm wanting", "I'm liking", "is it yourself", "I've to", "mind me to",
  "thrawn", "messages" for groceries);
* a West Frisian speaker's English (from Grou, now in Sneek), a wooden-boat builder who restores skûtsjes: "goeie"
  (hi), "moarn" (morning), "tige tank" (thanks a lot), "oant sjen" (goodbye), heit and mem (dad and mum), beppe and
  pake (granny and grandpa), the mere, the Elfstedentocht, fierljeppen, sûkerbôle, oak planks, the mast, caulking,
  varnish; Dutch-shaped English ("since ten years", "allergic for", "react on it", "I can never", "I go further");
* a Tahitian speaker's English (from Papeete), a pearl grafter on a farm on Rangiroa in the Tuamotus: "ia ora na"
  (hello), "e hoa" (friend), "māuruuru (roa)" (thank you (very much)), "nana" (bye), "'aita pe'ape'a" (no worries),
  the mama rū'au (grandmother), the tāne, the ma'a and the tāmā'a (food, the family meal), poisson cru, the Heiva, the
  motu, the lagoon, the oysters, Air Tahiti; French-shaped English ("me I am", "since I am small", "I finished at the
  hospital", "attention for me", "the mairie", "eh");
* a Sindhi speaker's English (from Hala, now in Hyderabad, Sindh), an ajrak block printer: "salaam (saeen)" (hello,
  sir), "meharbani" (thank you), "Allah hafiz" (goodbye), "haa" (yes), "acha", "theek hai", the ammi and the dadi, the
  doctor sahib, indigo, the wooden blocks and their carver, the printing tables, the urs at Bhit Shah, the Indus,
  load-shedding; Pakistani English ("kindly", "do one thing", "I am having", "this week itself", "preponed", "shifted
  to", "since childhood", "only" for stress).

Styles are built from hand-written sentences ("cores", each in one voice) and each voice's four frames (an opener, a
closer or none) in :func:`_dress`, so a core stands in four styles: 56 preference cores (224 styles), 28 cores for each
kind of constraint (112 styles each), 37 fact, event and task cores (148 styles each), 88 small-talk cores (352 lines)
and 108 trap cores (432 lines), as many distinct sentences as dev39 and heldout40 have; every class, small talk and
traps hold journal blocks (a prose line ending in ":", one to four journal lines, a closing prose line; no empty line
inside; a memory's value only in a comment, a description or an amount, never in an account name or in the prose around
it; the prose says the journal is the user's own).

Small talk: greetings, weather (gales on Lewis, a frozen mere, a calm lagoon, the Sindh heat and a dust storm), the
ferry, peats, a new mast, fierljeppen, the Heiva, a late plane from Rangiroa, the urs at Bhit Shah, mangoes,
load-shedding, general-knowledge questions, and journal entries that carry nothing (a grocery, diesel, a taxi or a tea
stall, asked about because hledger says they do not balance). Traps: other people's tastes, allergies, diets and
details (a brother, a cousin, the minister's wife, a mem, a boss on a pearl farm, a tāne's sister, a dadi, an uncle),
the past (a dairy factory, a hotel in Bora Bora, a textile mill in Kotri, a student canteen), hypotheticals (a croft on
Harris, an old skûtsje, a pearl farm of one's own, a shop in Dubai), questions, sarcasm, sayings, and journal entries
that are a brother's, a cousin's or a late father's, or the user's own from years ago and no longer true.

Two memories share a message about a third of the time (:data:`H41_JOINERS`, :func:`join_h41`); some memories carry an
aside (:data:`H41_ASIDES`, each on a line of its own, so a journal block keeps its opening prose line at the start of a
line and its closing line at the end of one). A message that pairs two memories may pair two voices (each style is
one voice's); a persona is not tied to one voice.

Slips of blindness: creating the worktree printed, with ``git log --oneline | head -5``, the subject lines of main's
last five commits, which name extractor changes (a pasted chat log's lines read by their speaker, a review of how the
extractor lays out and joins back a message's texts) and the in-sample figures of one development set; nothing else of
them was read, and nothing in this set was written towards them (this set has no chat logs). The searches for free
words printed a few two-word fragments of earlier sets ("the ledger", "your ledger", "make pearls", word forms of
"thatch"), no whole line. A script printing only this set's own sentences, never another set's lines, found 30 of its
sentences (most of them journal comment lines such as "no calls after: {t}"), one joiner and three repeated styles
shared word for word with earlier sets or within the set; they were reworded before the set was first committed.

Read through once before its digests were pinned (every core rendered bare with awkward sample values: "short
bullet-point answers", "tree nuts", "lactose intolerant", "7:30 pm", "€1,200", "Sunday", "sister" / "Anna", "employee
id" / "E-12345", "sister's wedding" / "next Tuesday", "car service" / "2027-03-14", "book a vet visit for the dog"; the
user messages of seed 1's first two conversations and the memories and traps of its next three): allergy styles that
said "it" after a plural allergen, a budget style that named rupees and one that said "penny" before a euro amount,
preference styles that put a plural value before "is", "has" or "makes", one that said "a happy man" and two that made
the speaker a boy, fact styles that treated the fact's name as a thing to hand over ("here's my sister for you", "save
my sister for me") or tied it to the boat yard's papers, an event style nervous about a car service and one that dropped
"my", small talk that greeted twice or said goodbye twice inside one frame, a made-up saying put in a real poet's mouth,
a late father's hledger entry dated before hledger existed, and prose and journal payees that named the town the user
may live in ("ask anybody in Stornoway", "the huisarts in Sneek", "Co-op Stornoway", "Medical store Hyderabad" and the
like) were reworded, checked again against every earlier set with the script that prints only this set's own sentences,
and the digests for seeds 1-3 pinned as written.

Then, before the set was ever run, its cores were compared pairwise within each class (a string-similarity ratio printed
for this set's own cores only): 24 cores that differed from another of the same class by a word or two ("Keep it under
{m} for me." beside "Keep it under {m} for me, please.", "Every {w} I am busy, so no." beside "Every {w} I am busy, so
not then.", two pending-line task blocks, four "maybe one day" or "should I become" traps and the like) were rewritten
as sentences of their own, two of the rewritten event styles that said "falls on {d}" (read badly with "tomorrow") and
two event journal lines that booked a deposit or an advance for any event (a job interview) were reworded, no sentence
found shared with an earlier set, and the digests for seeds 1-3 pinned again.

It was held out: the lead ran it at stop 43 on stop 42's extractor (at ``a8b8b02``) and again after ext43's reading of
whose taste it is (the same figures), misses unread; then, at stop 44, renamed it "dev41" (digests unchanged) to be
read.
"""

from __future__ import annotations

__all__ = ["H41_ASIDES", "H41_CONSTRAINTS", "H41_EVENT_STYLES", "H41_FACT_STYLES", "H41_JOINERS", "H41_PREF_STYLES",
           "H41_SMALLTALK", "H41_TASK_STYLES", "H41_TRAPS", "join_h41"]

#: Each voice's four frames: an opener before a core and a closer after it (a journal block keeps its prose lines).
_FRAMES = {
    "gd": [("", ""), ("Halò! ", ""), ("", " Tapadh leat."), ("Halò, a charaid. ", " Mòran taing.")],
    "fy": [("", ""), ("Goeie! ", ""), ("", " Tige tank."), ("Moarn. ", " Oant sjen.")],
    "ty": [("", ""), ("Ia ora na! ", ""), ("", " Māuruuru."), ("Ia ora na, e hoa. ", " Māuruuru roa.")],
    "sd": [("", ""), ("Salaam saeen. ", ""), ("", " Meharbani."), ("Salaam. ", " Allah hafiz.")],
}


def _dress(cores: dict[str, list[str]]) -> list[str]:
    """Every core of every voice in each of its voice's frames, core by core."""
    return [opener + core + closer for voice, voice_cores in cores.items() for core in voice_cores
            for opener, closer in _FRAMES[voice]]


H41_PREF_STYLES = _dress({
    "gd": [
        "Och, it's {v} for me, and it always was, since I was wee in Ness.",
        "After a long day at the loom in the shed, what I'm wanting is {v}.",
        "My seanmhair used to say I was thrawn, and maybe I am, but I'm liking {v} best.",
        "From the hledger journal I keep for the weaving money, my own entry:\n"
        "2027-01-18 * Shawbost mill | tweed sold\n"
        "    ; likes: {v}\nI put my own wee notes in there too, and that one's still right.",
        "Put me down for {v}, a ghràidh, that's myself all over.",
        "It's {v} I'd pick every time, and no bother about it.",
        "Aye, {v}, that's what suits me, ask anybody on the island.",
        "Whatever else, I'm always going for {v}, so I am.",
        "Between the warp and the weft I've had time to think, and it's {v} I like.",
        "My father was the same as me, he'd have {v} too, and I still do.",
        "If it's up to myself, {v}, every time.",
        "I was never one for fuss, but I'm choosing {v}.",
        "Here's a bit of my own journal file, the one I do the accounts in:\n2027-02-02 * Co-op\n"
        "    ; my preference: {v}\nStill true of me, that line.",
        "{V}, that has always been my way of it.",
    ],
    "fy": [
        "For me it is {v}, that I have already since ten years.",
        "When I come home from the yard with tar on my hands, I want {v}, nothing else.",
        "My beppe always said I know what I want, and that is {v}.",
        "Out of my own plain-text journal, where I keep the money of the boat yard:\n"
        "2027-01-09 * Houtbedrijf | oak planks\n    ; what I prefer: {v}\nThat note is mine and still counts.",
        "Give me {v}, then I am happy.",
        "I choose {v}, that is just how I am put together.",
        "Ask my mem, she will say it directly: {v}, always.",
        "You may write it down: I go for {v}.",
        "Already as a child on the mere I liked {v}, and it did not change.",
        "Not so difficult, for me it is {v}.",
        "{V}, that is my favourite, I do not have to think about it.",
        "My heit did not understand it, but I really like {v}.",
        "In my hledger file I note also what I like, this line is from my own entries:\n"
        "2027-02-11 * Bakker de Vries\n    ; favourite: {v}\nIt is still so with me, that line.",
        "Always {v} for me, also when there is something else.",
    ],
    "ty": [
        "For me it is {v}, since always, it's like that.",
        "After grafting all day on the farm, what I want is {v}.",
        "My mama rū'au laughs at me, but I prefer {v}, that's me.",
        "I copy my own line from my journal file, the one for the pearl money:\n"
        "2027-01-22 * Pearl farm Rangiroa | pay\n    ; my choice: {v}\nIt's mine and it's still true.",
        "Eh, {v}, that's what I like the most.",
        "Me I am for {v}, every time I can.",
        "Put {v} for me, I am sure of that.",
        "Since I am small in Papeete I love {v}.",
        "Honestly, I am happy with {v}, 'aita pe'ape'a for the rest.",
        "When I have the choice, it's {v} for me, always.",
        "On the motu or in town, I take {v}.",
        "I am very simple: {v}, and I am content.",
        "From my own hledger journal, the entries I keep on my phone:\n2027-02-06 * Le marché\n"
        "    ; likes: {v}\nThat's still me.",
        "Everybody knows it in my family, it's {v} for me.",
    ],
    "sd": [
        "Saeen, for me it is {v} only, since childhood.",
        "After printing ajrak the whole day, I am wanting {v}, nothing else.",
        "My ammi says I am very particular, and yes, I prefer {v}.",
        "This is from my own hledger journal, I keep the workshop accounts in it:\n"
        "2027-01-25 * Bazaar | indigo\n    ; preference: {v}\nThat note is mine, still correct.",
        "Kindly note, I am liking {v} the most.",
        "Haa, {v}, that is my choice always.",
        "Do one thing, just put {v} for me.",
        "From my side it is {v} itself, no doubt.",
        "My whole family knows I go for {v}.",
        "Whenever I get a chance, I am choosing {v}.",
        "Ask anyone in the workshop, they will tell you I am all for {v}.",
        "Truly speaking, I enjoy {v} more than anything.",
        "My own entries in the plain-text journal, this one I wrote:\n2027-02-14 * Fruit market\n"
        "    ; likes: {v}\nStill the same for me.",
        "I am a simple person, with {v} I am satisfied.",
    ],
})

H41_CONSTRAINTS = {
    "allergy": _dress({
        "gd": [
            "I'm allergic to {a}, the doctor at the Western Isles hospital told me so.",
            "Keep {a} well away from me, I get a bad reaction.",
            "{A} and myself don't agree, I'm allergic, and it's serious enough.",
            "From my own journal file, the chemist entry:\n2027-01-12 * Boots | antihistamines\n"
            "    ; allergy: {a}\nThat's myself, and it's still the case.",
            "I was after finding out the hard way that I'm allergic to {a}.",
            "Mind for me, I can't go near {a}, I'm allergic.",
            "There's an allergy I have, to {a}, so watch out for me.",
        ],
        "fy": [
            "I am allergic for {a}, that I have since I was small.",
            "Please no {a} near me, then I get it very bad.",
            "The huisarts confirmed it: I am allergic to {a}.",
            "Out of my own journal, the pharmacy line:\n2027-01-15 * Apotheek\n    ; allergy, confirmed: {a}\n"
            "That is mine and it is still so.",
            "With {a} I must be careful, I am allergic.",
            "Keep {a} away from me, I react very strong on that.",
            "Write it down please: allergic to {a}, no exceptions for me.",
        ],
        "ty": [
            "I am allergic to {a}, I finished at the hospital one time.",
            "No {a} for me, please, I make a big reaction.",
            "Attention for me with {a}, I am allergic, it's serious.",
            "My own journal has it, the pharmacy entry:\n2027-01-28 * Pharmacie\n    ; allergy: {a}\n"
            "Still true for me, unfortunately.",
            "I must avoid {a}, my body doesn't support that.",
            "With {a} I swell, I am allergic, so be careful for me.",
            "The doctor told me: allergic to {a}, forever.",
        ],
        "sd": [
            "Saeen, I am allergic to {a}, kindly take care.",
            "I cannot tolerate {a} at all, I am having an allergy.",
            "Please keep {a} away from me, my allergy is very bad.",
            "From my own hledger journal, the chemist entry:\n2027-02-03 * Medical store\n"
            "    ; allergy: {a}\nThat is about me, still valid.",
            "The doctor sahib told me I am allergic to {a}, so I avoid.",
            "Since childhood I am allergic to {a}, my ammi knows.",
            "Note it please: I am allergic to {a}, strictly.",
        ],
    }),
    "diet": _dress({
        "gd": [
            "I'm {d}, so mind that when you're choosing a place for me to eat.",
            "Aye, I'm {d}, and it's not changing.",
            "At the cèilidh they always have to do a plate for me, being {d}.",
            "My own journal entry from the Co-op, with my food note:\n2027-01-20 * Co-op | messages\n"
            "    ; diet: {d}\nThat's still myself.",
            "I'm {d} these days, so check the menu for me.",
            "You'll need to know I'm {d}, a ghràidh.",
            "My sister cooks for me at the New Year, and she knows I'm {d}.",
        ],
        "fy": [
            "I am {d}, so please take that into account for me.",
            "For food: I am {d}, that is how it is with me.",
            "At birthday parties I always must say that I am {d}.",
            "From my own journal, the supermarket line:\n2027-01-30 * Jumbo\n    ; diet: {d}\n"
            "That is still true for me, also now.",
            "Remember for me that I am {d}.",
            "I am {d}, also when I eat at my mem's.",
            "When we go out eating, I am {d}, so look at the menu for me.",
        ],
        "ty": [
            "I am {d}, so for the ma'a please think of me.",
            "Me I am {d}, it's important.",
            "At the family tāmā'a I always explain I am {d}.",
            "My own journal, the market entry with my food note:\n2027-02-08 * Carrefour\n"
            "    ; diet: {d}\nThat's me, still.",
            "I am {d}, so check the restaurant for me, please.",
            "Don't forget I am {d} when you choose food for me.",
            "On the farm I bring my own food, because I am {d}.",
        ],
        "sd": [
            "Saeen, I am {d}, so kindly check the food for me.",
            "I am {d}, please tell the caterer on my behalf.",
            "At weddings I am always explaining that I am {d}.",
            "From my own journal file, the grocery entry:\n2027-02-12 * Grocery\n    ; diet: {d}\n"
            "This is about me, still true.",
            "Being {d}, I check every dish first.",
            "Please remember I am {d}, my ammi also reminds everyone.",
            "Haa, I am {d}, no exceptions for me.",
        ],
    }),
    "hours": _dress({
        "gd": [
            "Don't be phoning me before {t}, I'm at the loom then.",
            "After {t} I'm not answering, that's my time.",
            "No meetings for me before {t}, a ghràidh.",
            "My own journal entry, where I put my rule for the phone:\n2027-01-05 * EE | phone bill\n"
            "    ; phone off after: {t}\nThat's still my rule, aye.",
            "I'm only free to talk from {t}.",
            "Leave me be after {t}, the phone goes off.",
            "Before {t} I'm not taking any calls at all.",
        ],
        "fy": [
            "Before {t} I am not reachable, then I am in the boat shed.",
            "After {t} no calls for me please, then it is family time.",
            "Plan nothing for me before {t}.",
            "From my own journal, the line with my phone rule:\n2027-01-07 * KPN | phone\n"
            "    ; meetings not before: {t}\nStill so for me.",
            "From {t} I am available, not earlier.",
            "After {t} I do not answer the phone anymore.",
            "Not before {t}, please, that is my rule.",
        ],
        "ty": [
            "No calls before {t}, I am in the water with the oysters.",
            "After {t}, leave me, it's family time.",
            "Meetings for me only after {t}.",
            "My own journal, where I noted my hours:\n2027-01-10 * Vini | phone\n    ; phone quiet after: {t}\n"
            "Still like that for me.",
            "Before {t} I don't answer, sorry.",
            "After {t} my phone is off, always.",
            "Call me from {t}, not before, please.",
        ],
        "sd": [
            "Saeen, kindly no calls before {t}, I am at the printing tables.",
            "After {t} I do not take calls, that is family time.",
            "Please fix meetings only after {t}.",
            "From my own hledger journal, my phone rule:\n2027-01-14 * Jazz | mobile package\n"
            "    ; phone silent before: {t}\nStill applicable for me.",
            "Before {t} I am not available, kindly note.",
            "After {t} my phone is silent, no exceptions.",
            "Only after {t} I can talk, before that no.",
        ],
    }),
    "budget": _dress({
        "gd": [
            "I've {m} for it and not a bit over.",
            "Keep it to {m} for me, that's all there is.",
            "My limit is {m}, the tweed money doesn't stretch further.",
            "From my own journal, my budget line for the year:\n~ yearly  my own travel budget\n"
            "    expenses:travel  {m}\nThat's the limit for me still.",
            "Don't go past {m}, a ghràidh.",
            "The most I'll spend is {m}.",
            "It has to be under {m} for me.",
        ],
        "fy": [
            "My budget is {m}, more is not possible.",
            "Above {m} I do not go, that is my limit.",
            "Keep it under {m} for me, please.",
            "My own budget line from my journal file:\n~ monthly  my budget for going out\n"
            "    expenses:leisure  {m}\nThat counts still for me.",
            "I have {m}, and that is it.",
            "Maximum {m}, the boat yard does not give more.",
            "Please not more than {m} for me.",
        ],
        "ty": [
            "My limit is {m}, not more.",
            "I have only {m} for this, the pearls don't pay so much.",
            "Stay below {m} for me, the farm pays only at the end of the season.",
            "From my own journal, my budget entry:\n~ monthly  my budget\n    expenses:trips  {m}\n"
            "Still my limit for now, eh.",
            "Maximum {m}, eh.",
            "I can put {m}, no more.",
            "Don't pass {m} for me, please.",
        ],
        "sd": [
            "Saeen, my budget is {m} only.",
            "Kindly keep it within {m}, more I cannot.",
            "The maximum I can spend is {m}.",
            "My own journal has the budget line:\n~ monthly  my own budget\n    expenses:travel  {m}\n"
            "This is still my limit.",
            "Not more than {m}, the workshop is slow this season.",
            "I can manage {m}, nothing extra beyond that.",
            "Up to {m} is fine for me, not beyond.",
        ],
    }),
    "days": _dress({
        "gd": [
            "I can't do {w}s at all, that's fixed for me.",
            "{W}s are no good for me, book something else.",
            "On a {w} I'm never free, so don't be asking.",
            "My own journal note about my week:\n2027-01-03 * Standing order | shed rent\n"
            "    ; not available on: {W}s\nStill the way of it.",
            "Every {w} I'm away, so leave that day out.",
            "Nothing on {w}s for me, please.",
            "Keep {w} free for me, always.",
        ],
        "fy": [
            "On {w}s I can never, please keep that in mind.",
            "{W} is never possible for me, week in week out.",
            "Plan nothing for me on a {w}.",
            "From my own journal, the note about my week:\n2027-01-04 * Boat yard rent\n"
            "    ; never on: {W}s\nThat is still so.",
            "Every {w} I am busy, so not then.",
            "On a {w} I am not available.",
            "{W}s I keep free for myself, so nothing please.",
        ],
        "ty": [
            "{W}s are never good for me, sorry.",
            "On {w}s I am never available, sorry.",
            "Don't put me on a {w}.",
            "My own journal, the line about my week:\n2027-01-06 * Air Tahiti | Rangiroa\n"
            "    ; never on: {W}s\nStill true.",
            "Every {w} I am busy with the family, so no.",
            "Not {w}, please, that day is not for me.",
            "A {w} is always impossible for me.",
        ],
        "sd": [
            "Saeen, {w}s are not at all possible for me.",
            "On {w}s I am never free, kindly note.",
            "Please don't fix anything on a {w}.",
            "From my own journal, the line for my week:\n2027-01-08 * Workshop rent\n"
            "    ; not free on: {W}s\nStill applicable.",
            "Each {w} I sit with my ammi, so not that day.",
            "{W} is off for me, every week.",
            "Kindly leave my {w}s empty, that day I go to my village.",
        ],
    }),
}

H41_FACT_STYLES = _dress({
    "gd": [
        "My {n} is {v}, just so you have it.",
        "You'll want this for your notes: my {n} is {v}.",
        "It's {v}, that's my {n}, write it down.",
        "From my own journal, where I keep the odd detail:\n2027-01-16 * Harris Tweed Authority | stamp fee\n"
        "    ; {n}: {v}\nThat's mine, still right.",
        "In case they're asking, my {n} is {v}.",
        "Aye, {v} is my {n}.",
        "Put this in for me: my {n}, {v}.",
        "I'll tell you now so you have it, my {n} is {v}.",
        "My {n}? That would be {v}.",
        "My own entry in the journal file has it:\n2027-02-09 * Council tax\n    ; {n}: {v}\n"
        "Still correct for me.",
    ],
    "fy": [
        "My {n} is {v}, just that you know.",
        "Write down please that my {n} is {v}.",
        "{v}, that is my {n}, you can keep it.",
        "From my own journal, where I note such things:\n2027-01-19 * Belastingdienst\n    ; {n}: {v}\n"
        "That is mine, still correct.",
        "For your own files: my {n} is {v}.",
        "My {n}, that is {v}.",
        "So you have it: {v} is my {n}.",
        "Keep for me, my {n} is {v}.",
        "Note please, my {n} is {v}.",
    ],
    "ty": [
        "My {n} is {v}, keep it for me.",
        "Here, for your notes, my {n} is {v}.",
        "It's {v}, my {n}.",
        "From my own journal, I note everything there:\n2027-01-24 * OPT | post office\n    ; {n}: {v}\n"
        "That's mine, still good.",
        "The mairie always asks for it, so: my {n} is {v}.",
        "Please note that my {n} is {v}.",
        "My {n}? It's {v}, eh.",
        "Just for you to know, {v} is my {n}.",
        "Remember it for me, eh, {v} is my {n}.",
    ],
    "sd": [
        "Saeen, my {n} is {v}.",
        "Kindly make a note, saeen: {v} is my {n}.",
        "It is {v}, my {n}, please save.",
        "From my own hledger journal, where I keep details also:\n2027-01-27 * NADRA office\n    ; {n}: {v}\n"
        "That is mine, still correct.",
        "For the forms, my {n} is {v}.",
        "My {n} is {v} only, saeen, you may save it.",
        "Please save it, {v} is my {n}.",
        "If somebody from the office phones, my {n} is {v}.",
        "Take it down: my {n}, {v}, that is correct.",
    ],
})

H41_EVENT_STYLES = _dress({
    "gd": [
        "My {e} is {d}, I'll need to take the ferry over.",
        "I've the {e} {d}, so the loom will be quiet that day.",
        "{E}, {d}, don't let me forget it.",
        "From my own journal, I put the date in with what it'll cost me:\n2027-02-01 ! Expected costs | {e}\n"
        "    ; date: {d}\nThat's mine, coming up.",
        "Och, my {e} is {d}, I'd nearly forgotten.",
        "They've put my {e} for {d}.",
        "Mind my {e} for me, it's {d}.",
        "It's {d}, my {e}, so I'll be away from the shed.",
        "The date they gave me for my {e} is {d}.",
        "My own journal has it as a pending line:\n2027-02-15 ! Ferry to Ullapool\n    ; {e}: {d}\n"
        "That one's mine, coming up soon.",
    ],
    "fy": [
        "My {e} is {d}, I have it already in my agenda.",
        "{E}: {d}, please remind me.",
        "I have my {e} {d}, then I am not in the yard.",
        "From my own journal, the pending line I made:\n2027-02-04 ! {E}\n    ; date: {d}\n"
        "That is mine, it comes soon.",
        "My {e} is planned now, for {d}.",
        "Note for me: my {e}, {d}.",
        "My {e} moved, it is now {d}.",
        "Do not let me forget, my {e} is {d}.",
        "For my {e} the date is {d}.",
    ],
    "ty": [
        "My {e} is {d}, I take the plane from the Tuamotus.",
        "{E}: {d}, remind me please.",
        "I have my {e} {d}, so no grafting that day.",
        "From my own journal, I put it like this:\n2027-02-10 ! Air Tahiti | {e}\n    ; date: {d}\n"
        "It's mine, coming.",
        "They changed my {e}, now it's {d}.",
        "Keep it in your head for me: my {e} is {d}.",
        "My {e}? It's {d}.",
        "My {e} is {d}, and my pareo is already ready.",
        "The date of my {e} is {d}, finally.",
    ],
    "sd": [
        "My {e} is {d}, kindly remind me.",
        "Saeen, my {e} is fixed for {d}.",
        "I have my {e} {d}, so the workshop will be closed.",
        "In my own hledger journal I put a pending line for it:\n2027-02-13 ! Reminder | {e}\n"
        "    ; date: {d}\nThat is mine, coming soon.",
        "They have preponed my {e}, now it is {d}.",
        "Please note, my {e} is {d}.",
        "My {e} date is {d}, do not let me forget.",
        "Saeen, mark the calendar for me: {e}, {d}.",
        "My {e} is coming, {d} it is.",
    ],
})

H41_TASK_STYLES = _dress({
    "gd": [
        "I've to {t} yet, give me a shout about it.",
        "Remind me to {t}, I keep forgetting with the weaving.",
        "I must {t} before the week's out.",
        "From my own journal, the pending line I left myself:\n2027-02-17 ! To do\n    ; todo: {t}\n"
        "Not done yet by me.",
        "Mind me to {t}, a ghràidh.",
        "It's been sitting a week now, I need to {t}.",
        "Don't let me forget, I've to {t}.",
        "Before the ferry on Friday I must {t}.",
        "There's one thing on my list: {t}.",
        "My own journal has a pending entry for it:\n2027-02-20 ! Reminder\n    ; to do: {t}\nStill open.",
    ],
    "fy": [
        "I must still {t}, please remind me.",
        "Do not let me forget that I must {t}.",
        "This week I have to {t}.",
        "From my own journal, a pending line for myself:\n2027-02-18 ! Open for myself\n    ; todo: {t}\n"
        "Not finished by me.",
        "Remind me, I must {t}.",
        "I did not {t} yet, it must happen.",
        "Before the weekend I have to {t}.",
        "Push me a little, I must {t}.",
        "One thing open for me: {t}.",
    ],
    "ty": [
        "I must {t}, remind me please.",
        "Eh, don't let me forget, I have to {t} before the boat leaves.",
        "Before I go back to the farm, I must {t}.",
        "My phone journal has it, still pending:\n2027-02-19 ! Farm things\n    ; to buy or do: {t}\n"
        "I have not done it yet, eh.",
        "I still didn't {t}, eh.",
        "Remind me to {t} this week.",
        "I have to {t}, it's urgent.",
        "Only one thing is left before I fly back: {t}.",
        "Please push me, I must {t}.",
    ],
    "sd": [
        "Kindly remind me to {t}.",
        "I have to {t}, please do not let me forget.",
        "Saeen, I must {t} this week itself.",
        "From my own journal, a pending entry I made:\n2027-02-21 ! Pending work\n    ; todo: {t}\n"
        "Still not done by me, sadly.",
        "I am yet to {t}.",
        "Remind me tomorrow, I have to {t}.",
        "Before Friday prayers I must {t}.",
        "One pending thing for me: {t}.",
        "My memory is weak these days, so remind me to {t}.",
    ],
})

H41_SMALLTALK = _dress({
    "gd": [
        "The wind is something terrible today, the shed door won't stay shut.",
        "Is it yourself again? Good to be talking.",
        "The ferry was cancelled again, the swell is too big in the Minch.",
        "How long does it take to weave a full length of tweed, would you know?",
        "Och, that's a good one, I had a laugh at that.",
        "The peats are stacked at last, my back is telling me about it.",
        "Why do the Gaelic psalms sound the way they do, do you know?",
        "I was hearing a cuckoo this morning, early for the time of year.",
        "Can you tell me how the Callanish stones were put up?",
        "My journal throws this at me, what's wrong with it:\n2027-01-13 * Co-op\n"
        "    expenses:food  £14.20\nIt says the thing doesn't balance.",
        "Right you are, that makes sense now.",
        "The rain's going sideways again, typical.",
        "Which island in the Hebrides is the biggest?",
        "The bobbins are all wound for tomorrow, a good day's work.",
        "Och, I'm done in tonight.",
        "How many people still have the Gaelic, do you think?",
        "That's me back from the shop, the road was full of sheep.",
        "What's the oldest tweed ever found?",
        "Aye, grand, that'll do me.",
        "Oidhche mhath, I'm away to my bed.",
        "Is this the right way to write it, it's from my own journal:\n2027-02-05 * Diesel\n"
        "    expenses:van  £40.00\n    assets:bank\nI'm only learning the program.",
        "The Northern Lights were out over the machair last night, beautiful.",
    ],
    "fy": [
        "The mere is frozen this morning, everybody is hoping for the Elfstedentocht.",
        "How goes it with you?",
        "The new mast is in, it was a heavy job with four men.",
        "How old can an oak get, do you know?",
        "Haha, that one is good.",
        "The wind is too strong today, no sailing.",
        "Is it true that Frisian is close to English?",
        "Today was fierljeppen in the village, my nephew fell in the canal.",
        "What is the longest canal in Europe?",
        "Okay, clear, tige tank.",
        "Can you check my journal entry, I think the amount is wrong:\n2027-01-21 * Bouwmarkt | screws\n"
        "    expenses:yard  €23.10\n    assets:bank\nThe program gives an error.",
        "It is raining already three days.",
        "The sûkerbôle from the bakery is still warm, lekker.",
        "How do they build the dikes so high?",
        "Ha, I did not know that.",
        "The skûtsjes are all in the water again, nice to see.",
        "Why are Frisian cows black and white?",
        "Good, then I go further with the planks.",
        "So, now I drink a coffee.",
        "What does this hledger line at the top mean:\n~ monthly  from 2027-01\nI copied it from an example.",
        "Which country has the most bicycles?",
        "Until next time, I go back to the yard.",
    ],
    "ty": [
        "The lagoon is so calm today, like glass.",
        "How is your day going, e hoa?",
        "The Heiva dances start next month, I can't wait.",
        "How are black pearls made, exactly?",
        "Haha, you make me laugh.",
        "The rain falls hard on the motu, everything is grey.",
        "What is the biggest atoll in the world?",
        "The plane from Rangiroa was late again.",
        "Is it true that sharks can smell blood from far away?",
        "'Aita pe'ape'a, it's okay.",
        "Why is my journal complaining about this entry:\n2027-01-26 * Magasin Rangiroa\n"
        "    expenses:food  XPF 2400\nI don't understand the error.",
        "So hot today, even the dogs are in the shade.",
        "How many islands are in French Polynesia?",
        "The poisson cru was so good at lunch.",
        "Okay, I understand now.",
        "The tide is very low this afternoon.",
        "Who was the first person to sail to Tahiti?",
        "Nana, see you later.",
        "Eh, that's true.",
        "How deep is the ocean near the Tuamotus?",
        "Is this correct for hledger, I copied my own entry:\n2027-02-07 * Taxi\n"
        "    expenses:transport  XPF 1800\n    assets:cash\nThe balance looks strange.",
        "The sunset tonight over Moorea, incredible.",
    ],
    "sd": [
        "The heat is too much today, even the fan is tired.",
        "How is everything with you today?",
        "The Indus is very high this year.",
        "How old is Mohenjo-daro, do you know?",
        "Hahaha, very good.",
        "Load-shedding again since morning, no electricity.",
        "Who built the Makli tombs?",
        "The mangoes have started coming in the market.",
        "What is the meaning of ajrak, where does the word come from?",
        "Theek hai, understood.",
        "Kindly see my journal entry, the program says error:\n2027-01-29 * Rickshaw\n"
        "    expenses:transport  Rs 300\nWhat is wrong here?",
        "The dust storm came in the evening, everything is brown.",
        "Which is the longest river in Asia?",
        "My tea is getting cold, one minute.",
        "Very nice, that explains everything.",
        "The urs at Bhit Shah was so crowded this year.",
        "How do they make indigo from plants?",
        "Okay, enough for today, I am going.",
        "Acha, that is new for me.",
        "What is the population of Hyderabad?",
        "Is this the right way to write it:\n2027-02-16 * Tea stall\n    expenses:food  Rs 120\n"
        "    assets:cash\nI am new to this hledger.",
        "The wooden blocks came back from the carver, very fine work.",
    ],
})

H41_TRAPS = _dress({
    "gd": [
        "My brother in Glasgow swears by window seats, not myself.",
        "If I won the lottery I'd buy a croft on Harris.",
        "When I was young I smoked a pipe like my grandfather, but no more.",
        "Would I like jazz, do you think?",
        "The minister's wife is allergic to shellfish, the poor soul.",
        "Oh aye, I just love when the loom jams, best part of my day.",
        "This is my cousin's journal, not mine, he asked me to look:\n2027-01-17 * Chemist\n"
        "    ; allergy: penicillin\nThat one's his, not mine at all.",
        "My seanmhair took her tea black with three sugars, God rest her.",
        "Should I try oat milk, what do you think?",
        "The tourists always want Harris Tweed caps, I don't know why.",
        "Years ago I had a collie called Bran, he's long gone.",
        "What if I moved to Edinburgh, would I need a car?",
        "My neighbour keeps his bank pin on a bit of paper by the door, daft.",
        "My sister-in-law is pescatarian, she won't touch a bit of mutton.",
        "Imagine if I was allergic to wool, that would be me finished.",
        "When I was at school in Stornoway I wanted to be a fisherman.",
        "My uncle never worked on a Sunday in his life, that was the Sabbath.",
        "Is Thai food very hot, would you say?",
        "My nephew's teacher loves sci-fi novels, apparently.",
        "Oh brilliant, another week of gales, just what I wanted.",
        "An old line from my late father's accounts, I typed them into a journal for him, not mine:\n"
        "2009-05-02 * Shawbost mill\n    ; diet: no meat on Fridays\nHe's been gone a while now.",
        "Maybe one day I'll go vegan, who knows.",
        "My friend at the mill goes to Dr. Lindgren for his teeth.",
        "If I had a boat I'd sail to St Kilda.",
        "There's an old saying here: 'the tweed is only as good as the weaver's temper'.",
        "My cousin's budget for the wedding was £1,200, mad.",
        "Would a hotel in Inverness be dear, do you think?",
    ],
    "fy": [
        "My neighbour is allergic to cats, poor man.",
        "If I had money, I would buy an old skûtsje for myself.",
        "Before, I worked in a dairy factory, but that is long ago.",
        "Thai food, would I like it, what do you think?",
        "My brother prefers aisle seats, he has long legs.",
        "Oh great, the wood is wet again, fantastic.",
        "This is my brother's journal, he asked me to look, not mine:\n2027-01-23 * Apotheek Leeuwarden\n"
        "    ; allergy: latex\nThat is his line, not mine.",
        "My heit always drank his coffee with three sugars.",
        "If I lived in Amsterdam, I would not need a car.",
        "My colleague at the yard is vegetarian since last year.",
        "When I was a student in Groningen, I ate only fries.",
        "Is pescatarian something for me, you think?",
        "My pake had a boat called De Hoop, he sold it long ago.",
        "My mem loves red wine, she has a glass every evening.",
        "Imagine if I was allergic to oak, ha.",
        "What if I moved to Norway, would I earn more?",
        "My beppe never travelled on a Sunday, that was her rule.",
        "Is jazz good to listen to while working?",
        "My cousin works at Initech in Utrecht.",
        "Yes yes, I love it when the varnish doesn't dry, my favourite.",
        "An old entry from my journal from my student time, long ago:\n2015-09-01 * Mensa Groningen\n"
        "    ; diet: vegan\nI stopped that after one year.",
        "Maybe someday I will try hiking trails in the Alps.",
        "My neighbour's dog is called Pepper, a funny dog.",
        "If I had a week off, where should I go?",
        "My mem always says: 'who does not honour the small, is not worth the big'.",
        "My sister's employee id is on her badge, she always forgets it.",
        "Would €150 be enough for a hotel in Berlin, you think?",
    ],
    "ty": [
        "My cousin in Moorea is vegan now, she says.",
        "If I was rich, I would buy my own pearl farm.",
        "Before, I worked in a hotel in Bora Bora, but not anymore.",
        "Do you think I would like sci-fi novels, me?",
        "My boss on the farm is allergic to shellfish, on a pearl farm, imagine.",
        "Oh super, another day with no wind and big heat, I love it.",
        "This is my brother's journal, not mine, I only fixed it for him:\n2027-01-31 * Pharmacie Papeete\n"
        "    ; allergy: peanuts\nThat's his allergy.",
        "My mama rū'au loves spicy food, more than anybody.",
        "If I moved to France, I would miss the lagoon.",
        "When I was small I wanted to be a pilot for Air Tahiti.",
        "My tāne's sister prefers window seats, she likes to see the atolls.",
        "Should I try dark mode on my phone, you think?",
        "Before, I had a dog called Moana, she died last year.",
        "My colleague always says 'no calls before noon', that's his rule.",
        "Imagine if I was allergic to oysters, haha, I would lose my job.",
        "What if I went to live in Auckland?",
        "Oh yes, I really love when the boat motor breaks, haha.",
        "My cousin works at Globex in Los Angeles now.",
        "Is red wine good with poisson cru?",
        "My aunt never works on Saturdays, that's her day for church.",
        "An old line from my journal from before, when I lived in Bora Bora:\n2019-06-12 * Hotel staff canteen\n"
        "    ; diet: pescatarian\nThat was before, not now.",
        "One day maybe I go vegetarian like my cousin, we will see.",
        "My friend's plate number is so funny, all sevens.",
        "If I had a week off, would Japan be nice?",
        "The old people say 'the pearl grows in silence'.",
        "My sister's budget for her trip was 300 dollars only.",
        "Would a boutique hotel in Papeete be expensive?",
    ],
    "sd": [
        "My cousin in Karachi pays a lot for his flat.",
        "If I had money, I would open a shop in Dubai.",
        "Before, I worked in a textile mill in Kotri, but not now.",
        "Would I like hiking trails, what do you think?",
        "My neighbour is allergic to dust, the poor man sneezes all day.",
        "Wah, load-shedding again, how wonderful.",
        "This is my brother's journal, not mine, he asked me to check:\n2027-02-02 * Medical store\n"
        "    ; allergy: sesame\nThat is his, not mine.",
        "My dadi always liked her tea with a lot of sugar.",
        "If I shifted to Lahore, would the rent be less?",
        "When I was young I wanted to be a cricketer.",
        "My cousin prefers video calls over phone calls, he likes to see faces.",
        "Should I become vegetarian, you think?",
        "Before, we had a goat called Moti, he was very naughty.",
        "My boss at the mill wanted all meetings at 8:30, not my choice.",
        "Think if my hands were allergic to indigo, my whole trade would be finished, haha.",
        "Suppose I lived in Islamabad, would I like the cold?",
        "Very nice, the dye has run again, just what I needed.",
        "My nephew works at Hooli in Karachi now.",
        "Is Thai food similar to Sindhi food?",
        "My uncle never travels on a Friday, that is his rule.",
        "An old entry from my journal, from my days at the mill:\n2018-04-10 * Canteen Kotri\n"
        "    ; diet: lactose intolerant\nI am fine now with milk.",
        "Perhaps I should start listening to jazz, my nephew says it is good.",
        "My friend's shoe size is 46, very big feet.",
        "Murree or Swat for a short holiday, which one would suit me?",
        "Our elders say, 'the one who seeks, finds'.",
        "My sister's budget for the wedding clothes was too much.",
        "Would a quiet room on a high floor be expensive in Karachi?",
    ],
})

#: What the "heldout41" set wraps around some memories, each on a line of its own.
H41_ASIDES = (["", "Halò, another one for you.\n", "Goeie, one more thing of mine.\n", "Ia ora na, keep this.\n",
               "Salaam saeen, one detail.\n", "In from the loom shed with this.\n", "From the boat shed, quickly.\n",
               "Back from the oyster lines, this one.\n", "Between two ajrak blocks, this.\n",
               "About myself, this one.\n"],
              ["", "\nMòran taing, that's me.", "\nTige tank, that was it.", "\nMāuruuru, that's all.",
               "\nMeharbani, Allah hafiz.", "\nBack to the warp now.", "\nBack to the caulking.",
               "\nBack to the grafting.", "\nBack to the printing tables.", "\nThat is about me, keep it."])

#: How two memories share one message in the "heldout41" set.
H41_JOINERS = [" Aye, and another of mine: ", " And also from me: ", " Then one more of my own: ",
               " Besides that one, mine as well: ", " Next one, mine too: ", " Also about myself: ",
               " Added to that, mine: ", " A second one, mine: ", " Then, on my side: ", " And this, about myself: "]


def join_h41(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "heldout41" hand: when either carries a journal block (more than one line),
    the two are set apart by an empty line, so each block keeps the prose line that opens it and the one that closes
    it; otherwise the head gets a full stop unless it already ends in ".", "!" or "?", then the joiner, then the tail in
    its own case."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if not head.endswith((".", "!", "?")):
        head += "."
    return head + joiner + tail
