"""Wordings "dev42" of `memlineage bench ingest` (the ``H42_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A forty-second hand (the helper session "held42"), written blind on 2026-12-07 by an engineer who had not read the
extractor or anything else in ``memgraph_py`` (its classifier, the gate, the labels, the query understanding, the
entity code), ``tools/`` (but for the one string in the classifier tool's test example, found by ``grep``), the
README, the docs, the issue tracker or any bench output or list of misses, and who did not run any extractor,
``memlineage ingest``, ``bench ingest``, the classifier, any server or ``make`` on this set or on anything (only the
pure set tests and small renders of this set's own styles with sample values). What was read: the generator
(``ingest.py``: its docstring, imports, vocabulary, the inline "dev" and "dev2" wordings beside it, ``_date``,
``_persona``, ``_paired``, ``Wording``, ``generate``, the comment blocks on dev38 … heldout41 and the wiring); the
module of "dev40" for its shape (its names, frames, counts, docstring manner, asides, joiners and joining function;
none of its phrasing copied); the set tests (their generic checks, pinning, ``WRITTEN``, and the layout and joining
tests of heldout41 as the wiring commit added them); the commit that wired heldout41 (``836b8f9``: its message, stats
and its changes to ``ingest.py`` and the set tests, not the module's text) and the stats and messages of the two
after it (``327bf06``, ``e92ca92``). Of ``ingest_heldout41.py`` only the lines a ``grep`` for "speaker's English",
"layout" and "trade" printed.

To pick voices, trades and a layout no earlier set had used, the modules were searched for each candidate with counts
or file names only as output. Every "... speaker's English" named in a module (56 of them) was set aside. Faroese,
Maltese, Amharic, Yoruba, Igbo, Khmer, Korean, Swahili, Zulu, Tamil, Armenian, Kazakh, Welsh, Irish, Breton, Maori,
Fijian, Tongan, Hawaiian, Guarani, Aymara, Kurdish, Uyghur, Yiddish and Romani were each named in some module and
dropped; Azerbaijani, Slovenian, Galician and Belarusian (and "Baku", "Sheki", "Ljubljana", "Kranj", "Vigo",
"Coruña", "Minsk", "Hrodna", "dziakuj", "grazas", "plov", "potica", "draniki", "Novruz", "Kupalle") are in none, so
they were kept. Trades: a tar maker (the long-necked lute of the Caucasus; "tar maker", "mulberry" in no module), a
hayrack (kozolec) carpenter ("kozolec", "hayrack", "larch" in none), a percebeiro, a goose-barnacle gatherer on the
Costa da Morte ("percebe", "barnacle", "cofradía" in none) and a stove builder of brick and tile stoves ("stove",
"pechnik" in none); a beekeeper, a bobbin-lace maker, a luthier, a farrier, a cooper, a thatcher, a saddler and a
glassblower were each named in a module and dropped. Layouts weighed: a vCard (in dev25), an iCalendar VEVENT (in
dev31), a crontab (in dev30), YAML front matter (in dev32 and dev38), a ``.gitconfig`` section (too close to the TOML
used), the ``remind`` and ``calcurse`` files (they carry dates and tasks, not a preference or an allergy) and a
Wikipedia infobox (its braces clash with the placeholders). Kept: entries of the user's own journal file kept with
``jrnl``, the command-line journal ("jrnl", "twtxt", "@tag" in no module; "diary" is in several, only as words of
prose), configured with a 24-hour time format, each entry on one line: ``[YYYY-MM-DD HH:MM]``, a space and the
entry's text, which may carry jrnl's ``@tags``. A journal the user writes about themselves carries any memory as a
line of text; the value stands in the entry's text, never in its time stamp or a tag. Entries that say when something
is (an event, a task) are dated the morning of the day the chats are set in (2027-03-01), so "tomorrow" and "next
Tuesday" mean the same in the entry as in the chat. Traps get the journal's own kind: an old entry of a state long
over, a relative's line the user typed in for them, a brother's or a nephew's entry shown to the user.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* an Azerbaijani speaker's English (from Sheki, now in a workshop in Baku), a tar maker: "salam", "salam aleykum",
  "çox sağ ol" (thank you very much), "sağ olun" (thanks, polite), "qardaş" (brother, to a friend), "vallah"
  (honestly), "inşallah", "yaxşı" (good, okay), the nənə (grandmother), the dayı (mother's brother), the xala (mother's
  sister), plov, pakhlava, tea with cherry jam, Novruz and its samani, the xəzri wind, mugham, the kamancha, mulberry
  bodies, the glue, tar necks; Turkic-shaped English (articles dropped, "since I am student", "I am simple man");
* a Slovenian speaker's English (from Gorenjska, near Kranj), a hayrack (kozolec) carpenter: "živjo" (hi), "dober dan",
  "najlepša hvala" (thank you very much), "lep pozdrav" (kind regards), "ja", "joj", "no, so" and "a veš" (you know),
  the babica and dedek (grandparents), the teta (aunt), potica, štruklji, the gostilna, Triglav, larch beams, the
  roof of a kozolec; Slavic-shaped English ("already from small", "make me happy", articles dropped);
* a Galician speaker's English (from Corme on the Costa da Morte), a percebeiro: "bos días", "boas tardes", "moitas
  grazas", "ata logo" (see you later), "home" and "meu" (man, mate), "carallo" (a mild curse), "ai", "vale", the avoa
  and avó (grandmother, grandfather), the curmán (cousin), empanada, pulpo, queimada, the cofradía (the fishers'
  guild), the tides, the wetsuit, the rocks; Spanish-shaped English ("since I am little", "is true", "remember me");
* a Belarusian speaker's English (from near Hrodna), a builder of brick and tiled stoves: "vitaju" (greetings),
  "dobry dzień", "dziakuj" (thanks), "da pabačennia" (goodbye), "nu", "tak", "how to say", the babulia and dziadulia
  (grandparents), the ciocia (aunt), draniki, the dacha, bricks, clay mortar, chimneys and their draught, tiles;
  Russian-shaped English ("allergy on", "of course" everywhere, articles dropped).

Styles are built from hand-written sentences ("cores", each in one voice) and each voice's four frames (an opener, a
closer or none) in :func:`_dress`, so a core stands in four styles: 56 preference cores (224 styles), 28 cores for each
kind of constraint (112 styles each), 37 fact, event and task cores (148 styles each), 88 small-talk cores (352 lines)
and 108 trap cores (432 lines), as many as heldout41 has; every class, small talk and traps hold jrnl blocks (a prose
line ending in ":", one to three entry lines, a closing prose line; no empty line inside; a memory's value only in an
entry's text, never in a tag, a time stamp or the prose around it; the prose says the journal is the user's own).

Small talk: greetings, weather (the xəzri wind, snow in the hills, an angry sea, minus fifteen), a full metro, a late
bus, Novruz, football, the Caspian, Triglav, the Tower of Hercules, the Mir castle, tea, a cut finger, sparrows, and
journal entries that carry nothing (rain and tea, a storm, New Year's fireworks, an import line jrnl wrote itself).
Traps: other people's tastes, allergies, diets, rules and details (a dayı, a xala, a nənə, a teta, a dedek, a curmán,
an avó, a ciocia, a babulia, a foreman, a boss, a nephew), the past (a bank job, Graz, Santiago, Vilnius, a Lada, a
dog long gone), hypotheticals and dreams (a lottery, a boat, a dacha, Lisbon, Warsaw), questions, quotations,
sarcasm, and journal entries that are old, or someone else's.

Two memories share a message about a third of the time (:data:`H42_JOINERS`, :func:`join_h42`); some memories carry an
aside (:data:`H42_ASIDES`, each on a line of its own, so a jrnl block keeps its opening prose line at the start of a
line and its closing line at the end of one). A message that pairs two memories may pair two voices (each style is
one voice's); a persona is not tied to one voice.

Read through once before its digests were pinned (every core rendered with awkward sample values: "short bullet-point
answers", "trains over planes", "tree nuts", "cats", "lactose intolerant", "coeliac", "9am", "7:30 pm", "€1,200",
"Sunday", "sister" / "Anna", "employee id" / "E-12345", "sister's wedding" / "next Tuesday", "car service" /
"tomorrow", "book a vet visit for the dog"), and checked for near-copies within a class (cores that differed from
another of their class by a word or two, across voices too: "I have my {e} {d}, ..." four times, "If I won the
lottery ..." three times, "Imagine if I was allergic to ..." three times, "Maybe one day I will move to ..." four
times, "My {n} is {v}, ..." six times, were rewritten as sentences of their own), and seed 1's first two conversations
read: preference and allergy styles that put a plural value before "is" or "gives" or said "it" after one, styles
naming the doctor of a town the user may live in ("in Baku", "in Ljubljana", "in Minsk"), fact styles that made the
user look up or be unsure of a sister's name or hand the value over as a thing ("I give you my dentist"), an event
style ironing a shirt for any event (a car service), a days style that read as a free day, "not one cent" before any
currency, "February" in chats set on 1 March, and small talk and asides that greeted, thanked or said goodbye a second
time inside a voice's frame were reworded. A script printing only this set's own sentences, never another set's
lines, found some two dozen of its sentences (mostly short closing lines of its journal blocks: "Still valid for me.", "Still my
limit.") and three joiners shared word for word with earlier sets, and one whole fact style with heldout41; they were
reworded before the digests were pinned.

Slips of blindness: ``grep -o`` searches meant to find layout words printed short fragments of other sets' lines (a
few words of dev30's crontab lines, one trap of dev14 and one style of dev36 around "WhatsApp" and "day one", a few
words around "diary" in dev13 … dev21); the permitted ``grep`` of heldout41's docstring also printed one of its trap
lines (it holds the word "trade"), and this set's traps about being allergic to one's own trade's material (mulberry
wood, larch, clay) echo its idea; none of those lines was copied. ``git worktree add`` and a ``git log -3`` on this branch printed the subject
of main's newest commit (heldout41's first-run figures in the README, no extractor change named).

It was held out as "heldout42": the lead ran it at stop 43 on stop 42's extractor (at ``9184b00``), again after ext43's
reading and at stop 44 after that stop's readings (the same figures), misses unread; then, at stop 45, renamed it "dev42" (digests
unchanged) to be read.
"""

from __future__ import annotations

__all__ = ["H42_ASIDES", "H42_CONSTRAINTS", "H42_EVENT_STYLES", "H42_FACT_STYLES", "H42_JOINERS", "H42_PREF_STYLES",
           "H42_SMALLTALK", "H42_TASK_STYLES", "H42_TRAPS", "join_h42"]

#: Each voice's four frames: an opener before a core and a closer after it (a jrnl block keeps its prose lines).
_FRAMES = {
    "az": [("", ""), ("Salam! ", ""), ("", " Çox sağ ol."), ("Salam aleykum. ", " Sağ olun, qardaş.")],
    "sl": [("", ""), ("Živjo! ", ""), ("", " Najlepša hvala."), ("Dober dan. ", " Lep pozdrav.")],
    "gl": [("", ""), ("Bos días! ", ""), ("", " Moitas grazas."), ("Boas tardes. ", " Ata logo.")],
    "be": [("", ""), ("Vitaju! ", ""), ("", " Dziakuj."), ("Dobry dzień. ", " Da pabačennia.")],
}


def _dress(cores: dict[str, list[str]]) -> list[str]:
    """Every core of every voice in each of its voice's frames, core by core."""
    return [opener + core + closer for voice, voice_cores in cores.items() for core in voice_cores
            for opener, closer in _FRAMES[voice]]


H42_PREF_STYLES = _dress({
    "az": [
        "Vallah, {v} for me, this I know since Sheki.",
        "When I carve mulberry wood all day, after I want only {v}.",
        "Ay qardaş, put {v} for me, I am simple man in this.",
        "From my own jrnl file, I keep it in the laptop in the workshop:\n[2027-02-14 22:05] Note to me: {v}, "
        "always, do not let anybody change this.\nStill I am like this.",
        "My nənə says I am stubborn like a goat, and yes, for me only {v}.",
        "Give me {v} and I am happy person, yaxşı?",
        "Between all the options, I am taking {v}, every time.",
        "In my house everybody knows: {v}, that is my choice.",
        "I tell you honest, nothing I like more than {v}.",
        "If there is possibility, {v}. Other thing I don't want.",
        "Since I am student in Baku, my favourite is {v}.",
        "Copying two lines from my own journal, I write there every night:\n[2027-02-03 23:10] @me Again I choose "
        "{v}.\n[2027-02-04 21:47] Yes, {v}, I am sure now.\nToday also it is true for me.",
        "{V}, inşallah, always, that is how I am.",
        "For me the best is {v}, my dayı also laughs at this.",
    ],
    "sl": [
        "Ja, {v}, for me that is the best, no discussion.",
        "After a day on the roof of a kozolec I want {v}, nothing more.",
        "Joj, don't give me other things, I like {v}.",
        "From my own journal, the jrnl one on my phone:\n[2027-02-18 20:31] @likes {V}, still, like every year.\n"
        "That is mine and still true.",
        "My babica always said I know what I want, and I want {v}.",
        "No, so, when I can choose, I go for {v}.",
        "Me, I am more for {v}, a veš.",
        "If you organise something for me, take {v}, please.",
        "Everybody in Gorenjska knows I like {v}.",
        "{V}, please, that is my taste.",
        "For me {v} every time, even my dedek agreed.",
        "Honestly, I am happy with {v}, I don't know why.",
        "Two entries from my own jrnl, I copy them as they are:\n[2027-01-09 19:02] Tried the other thing again.\n"
        "[2027-01-09 19:05] No. {V}, like always.\nStill me, this.",
        "I prefer {v}, already from small.",
    ],
    "gl": [
        "Home, {v} for me, always, since I am little.",
        "After the rocks and the cold water, what I want is {v}.",
        "Ai, for me it is {v}, no doubt, meu.",
        "From my own journal, I write it in jrnl on the phone after the tides:\n[2027-02-22 19:48] @me Reminder to "
        "myself: {v}, always.\nIs true today also.",
        "My avoa used to say I am difficult, but is simple: {v}.",
        "When is possible, put {v} for me, vale?",
        "For me {v}, and that is all, carallo.",
        "My choice is {v}, every time you ask.",
        "Of course, what I like is {v}.",
        "Is true, I am crazy for {v}.",
        "Whatever you plan for me, think of {v}.",
        "In my family everybody knows I go for {v}.",
        "Copied from my own jrnl file, the entry of last week:\n[2027-02-20 21:15] Thought about it in the boat. "
        "{V}, no question.\nIs still what I think.",
        "Meu, my thing is {v}, since always.",
    ],
    "be": [
        "Nu, {v}, that is what I like, of course.",
        "After I lay bricks all day for a stove, I want {v}.",
        "For me please {v}; how to say, nothing is better.",
        "From my own jrnl file, the journal I keep on the computer:\n[2027-02-11 21:20] @me Decided long ago: {v}.\n"
        "It is still so for me.",
        "My babulia knows, I always take {v}.",
        "Tak, {v}, definitely, nothing else.",
        "When there is choice, {v} for me, please.",
        "I am quiet man, but about {v} I am sure.",
        "Of course I choose {v}, every time.",
        "What I want is {v}, if possible.",
        "Since school in Hrodna I like {v}.",
        "My ciocia laughs, but I like {v} very much.",
        "Copy from my own jrnl, two lines:\n[2027-01-30 22:14] Long day at the stove.\n[2027-01-30 22:16] Only "
        "{v} helps after such day.\nStill it is true.",
        "Put me down for {v}, please, I don't change.",
    ],
})

H42_CONSTRAINTS = {
    "allergy": _dress({
        "az": [
            "I am allergic to {a}, the doctor checked it two times.",
            "Please, no {a} near me, I get allergy very strong.",
            "From my own journal, the entry after the clinic:\n[2027-02-09 18:40] @health Test came back: allergic to "
            "{a}. Keep the pills in the workshop.\nIt is still like this for me.",
            "Qardaş, remember: {a} and me, we are enemies, I am allergic.",
            "My body doesn't accept {a}, real allergy, not a joke.",
            "With {a} I must be careful, my throat closes.",
            "Always check for {a} for me, I am allergic since child.",
        ],
        "sl": [
            "I am allergic to {a}, so please always check.",
            "Joj, with {a} I have a big problem, allergy.",
            "Every spring I tell it again: allergic to {a}, me.",
            "Keep {a} far from me, please, my allergy is serious.",
            "My doctor wrote it in my card: {a} allergy.",
            "From my own jrnl, I wrote it the day it happened:\n[2027-01-12 14:02] @health Hospital again. {A}, "
            "confirmed allergy.\nStill true, unfortunately.",
            "No, no {a} for me, I react with allergy very fast.",
        ],
        "gl": [
            "Is important: I am allergic to {a}, meu.",
            "Ai, from {a} I get a terrible allergy, please be careful.",
            "Since I am little I have allergy to {a}, my avoa always watched.",
            "Careful with {a}, home, I end in the hospital with it.",
            "I carry always the injection because of {a}, allergy.",
            "{A}: prohibited for me, allergy since always.",
            "The allergy is to {a}, tell it to everybody around me.",
        ],
        "be": [
            "I have allergy on {a}, please remember.",
            "Nu, {a}, very bad for me, I am allergic.",
            "Doctor at the polyclinic said clearly: allergic to {a}.",
            "From my own jrnl, after the polyclinic:\n[2027-02-02 17:25] Allergist said {a}. Must tell everybody."
            "\nThis is mine, still valid.",
            "Please, keep {a} away, how to say, my skin reacts badly.",
            "Every label I read twice, because of {a}; I am allergic.",
            "Of course I am allergic to {a}, I told you, it is serious.",
        ],
    }),
    "diet": _dress({
        "az": [
            "I am {d}, so at the wedding table I must be careful.",
            "Remember about food: I am {d}, already some years.",
            "My nənə cooks plov and I must check, because I am {d}.",
            "From my own jrnl, the food note:\n[2027-01-25 20:12] @food Reminder for every restaurant: I am {d}."
            "\nToday the same, for me.",
            "Qardaş, I am {d}, please tell the kitchen.",
            "Since some years I am {d}, this is fixed.",
            "Write it in big letters: I am {d}.",
        ],
        "sl": [
            "I am {d}, so please think about it when you book food.",
            "Ja, I am {d}, even at the potica time with babica.",
            "Just to know, I am {d}, for every meal.",
            "From my own journal, jrnl on the phone:\n[2027-02-07 12:48] @food Told the new cook I am {d}.\n"
            "That is me, still.",
            "For food: I am {d}, no exceptions please.",
            "At a gostilna I always have to say I am {d}.",
            "No, so, I am {d}, remember it for restaurants.",
        ],
        "gl": [
            "I am {d}, home, even with all the seafood in my family.",
            "For the food, remember I am {d}, vale?",
            "At the feast of the village I must explain that I am {d}.",
            "From my own jrnl, the note of the week:\n[2027-02-16 13:30] @food The cook at the cofradía dinner "
            "asked. I am {d}, I said again.\nIs still true for me.",
            "Tell the restaurant before we arrive, home: I am {d}.",
            "Ai, I am {d}, so the empanada of my avoa I must ask first.",
            "Please, every reservation: I am {d}.",
        ],
        "be": [
            "Dinner at friends' is always a question, because I am {d}.",
            "Nu, I am {d}, even draniki I must check.",
            "Babulia still forgets that I am {d}.",
            "When my ciocia invites me, I bring my own plate, because I am {d}.",
            "Tak, I am {d}, it is not a problem, just remember.",
            "From my own jrnl, one line:\n[2027-02-19 19:55] @food Again explained at the canteen: I am {d}.\n"
            "Still like this.",
            "When you choose food for me, I am {d}, of course.",
        ],
    }),
    "hours": _dress({
        "az": [
            "Before {t} please no meetings, I am at the workbench.",
            "After {t} don't call me, qardaş, I don't pick up.",
            "From my own jrnl, the rule I wrote:\n[2027-02-01 07:30] @work New rule: no calls after {t}.\n"
            "I keep it still.",
            "Only from {t} I can talk, before the glue is drying and I watch it.",
            "Please, after {t} I am not answering, vallah.",
            "No meetings for me before {t}, this is my rule.",
            "Calls before {t} I don't take, I am busy with the tar necks.",
        ],
        "sl": [
            "No calls before {t}, please, I am up on the beams.",
            "The phone goes silent at {t}, and after that I don't look at it.",
            "Meetings only after {t}, ja?",
            "Before {t} I am not reachable, no signal in the field.",
            "From my own jrnl, my rule:\n[2027-01-15 06:50] @work From now: no meetings before {t}.\n"
            "That still holds for me.",
            "Please don't put anything after {t}, I stop then.",
            "I start with calls at {t}, never earlier.",
        ],
        "gl": [
            "Before {t} don't call, I am on the rocks with the tide.",
            "After {t} I don't take calls, meu, is my rule.",
            "From my own journal, jrnl:\n[2027-02-05 08:02] @work Rule for me: no meetings before {t}.\n"
            "Is still my rule, every day.",
            "Meetings only from {t}, before is the sea.",
            "Please, nothing after {t}, vale?",
            "No calls before {t}, with the wetsuit on I can't answer.",
            "After {t} I switch off the phone, always.",
        ],
        "be": [
            "At the site until {t}, so no meetings before that.",
            "After {t} I don't answer the phone, how to say, it is my rule.",
            "Only after {t} I am free to talk.",
            "Before {t} the mortar is mixing, so no calls.",
            "From my own jrnl, what I promised my family:\n[2027-02-08 07:05] @home Phone goes in the drawer after {t}.\n"
            "I keep this still.",
            "Please don't book anything before {t} for me.",
            "Nu, after {t} nothing, of course.",
        ],
    }),
    "budget": _dress({
        "az": [
            "Maximum {m} for this, more I cannot.",
            "My limit is {m}, qardaş, please respect.",
            "From my own jrnl, the money note:\n[2027-02-12 21:40] @money Decided: not more than {m} for the trip.\n"
            "This limit I keep.",
            "Keep it below {m}, I am saving for the new wood.",
            "I can spend {m}, not more, vallah.",
            "{m} is all I have for this.",
            "Please find something for {m} or less.",
        ],
        "sl": [
            "My budget is {m}, no more.",
            "Joj, not over {m}, please.",
            "I can give {m} for this, that is the limit.",
            "Keep everything under {m}, ja?",
            "From my own jrnl, my money line:\n[2027-01-28 20:20] @money Limit for this: {m}. Not a coin over."
            "\nThat is still the limit.",
            "More than {m} I will not pay.",
            "For me maximum {m}, the rest is for the roof.",
        ],
        "gl": [
            "Meu, I counted, and {m} is the top.",
            "Everything I saved this winter: {m}. Not more.",
            "Please stay under {m}, the season was bad.",
            "From my own jrnl, the money entry:\n[2027-02-17 22:03] @money Budget decided: {m} maximum.\n"
            "Is still my limit.",
            "Home, with {m} we stop, not one more.",
            "{m} and not more, vale?",
            "Look for something up to {m}, please.",
        ],
        "be": [
            "{m}, that is the ceiling, I cannot go higher.",
            "Not more than {m}, of course.",
            "Nu, {m} is maximum for this.",
            "From my own jrnl:\n[2027-02-06 21:11] @money For this I spend {m} at most.\nValid still, for me.",
            "Please keep all inside {m}.",
            "I have only {m} for this, how to say, it is tight.",
            "Try to stay below {m}, please.",
        ],
    }),
    "days": _dress({
        "az": [
            "On {w}s I am never free, this is day with my nənə.",
            "Every week the same: {w} is closed for me.",
            "From my own jrnl, my week rule:\n[2027-01-20 22:30] @week {W}s are closed for me, always.\n"
            "Still like this.",
            "Please, nothing on {w}, qardaş.",
            "Every {w} I go to my dayı, so I am busy.",
            "{W}s don't book for me, never.",
            "On a {w} I am not available, vallah.",
        ],
        "sl": [
            "{W}s are for the family, please nothing.",
            "{W} nobody gets me, not even the boss.",
            "Every {w} I help my dedek, so no.",
            "From my own jrnl:\n[2027-02-10 19:40] @week No more work on {W}s, decided.\nThat still holds.",
            "Don't plan anything on a {w}, please.",
            "Ja, {w}s are not possible for me.",
            "{W} I keep for myself, book nothing on it.",
        ],
        "gl": [
            "Meu, {w}s belong to my avoa, not to work.",
            "{W} is the day I help my avó in the garden, so nothing.",
            "My family waits in Malpica every {w}, so that day forget me.",
            "From my own jrnl, the week line:\n[2027-02-03 20:55] @week {W}s for me are closed, always.\n"
            "Is still so.",
            "A {w}? Impossible, vale? Every week.",
            "Not a single {w}, I am sorry, that is the family's day.",
            "Please avoid {w} for me, every week.",
        ],
        "be": [
            "On {w}s I am at the dacha, so not available.",
            "For me a {w} never works, sorry.",
            "Babulia waits for me on {w}s, so those days I am gone.",
            "If you put something on a {w}, I will not come, sorry.",
            "From my own jrnl:\n[2027-01-18 21:05] @week {W}s: family only, nothing else.\nStill true.",
            "Nu, {w}s I never work.",
            "{W}s are busy for me always.",
        ],
    }),
}

H42_FACT_STYLES = _dress({
    "az": [
        "My {n} is {v}, write it, qardaş.",
        "You asked before, so: {v}, this is my {n}.",
        "For the papers, my {n}: {v}.",
        "From my own jrnl, I put there everything I forget:\n[2027-02-15 20:44] @admin My {n}: {v}.\n"
        "This is mine, still correct.",
        "{v}, that is my {n}, vallah.",
        "Keep this somewhere for me: my {n} is {v}.",
        "My {n}? Ha, easy one: {v}.",
        "Listen, don't lose this one: {v}, my {n}.",
        "I tell it once more so you have it: {v} is my {n}.",
        "For the office, which always asks: {v} is my {n}.",
    ],
    "sl": [
        "Ja, about the {n} you wanted: {v}.",
        "In your notebook, please: {n} — {v}.",
        "From my own jrnl, the admin entry:\n[2027-01-22 18:15] @admin Noted for the records, my {n}: {v}.\n"
        "That one is mine and still right.",
        "Here is one more thing of mine, my {n}: {v}.",
        "Save, please, in a safe place: {n}, {v}.",
        "{v}, this is my {n}, write it like that.",
        "No, so, the {n} of mine is {v}.",
        "Joj, I always forget to tell you: my {n} is {v}.",
        "If someone asks, my {n} is {v}.",
    ],
    "gl": [
        "Meu, I never told you, I think: my {n} is {v}.",
        "Write {v} for my {n}.",
        "From my own jrnl, I copy the line:\n[2027-02-21 17:36] @admin For the cofradía papers, my {n}: {v}.\n"
        "Is mine, still valid.",
        "Take note, home: my {n}, {v}.",
        "The forms always want my {n}; is {v}, vale?",
        "Keep it under my name, {n}: {v}.",
        "The {n}? In my case, {v}.",
        "Before the phone dies: {v}, for my {n}.",
        "Ai, before I go to the rocks: {v}, that is my {n}; keep it for me.",
    ],
    "be": [
        "Of course I remember my {n}: {v}.",
        "Nu, write: my {n}, {v}.",
        "From my own jrnl:\n[2027-02-13 21:02] @admin My {n} is {v}, keep it here.\nThat line is right still.",
        "When the documents come, you need my {n}, and it is {v}.",
        "{v}, it is my {n}, please remember.",
        "Tak, and for my {n} you put {v}.",
        "Now, while I think of it, my {n}: {v}.",
        "Nothing complicated, my {n} is just {v}.",
        "So you know, {v} is my {n}, nothing secret.",
    ],
})

H42_EVENT_STYLES = _dress({
    "az": [
        "My {e} is {d}, qardaş, don't let me forget.",
        "{E}: {d}. I close the workshop that day.",
        "From my own jrnl, I wrote it this morning:\n[2027-03-01 07:12] @plans {E} is {d}, finally fixed.\n"
        "It is mine, and it is soon.",
        "Finally they called: {d}, my {e}.",
        "I have my {e} {d}, inşallah all goes well.",
        "Put in the calendar: my {e}, {d}.",
        "Vallah, again they changed the date; now my {e} is {d}.",
        "{d} is my {e}, so don't plan me anything that day.",
        "My {e}? {d}.",
        "From my own journal, the plans tag:\n[2027-03-01 06:58] @plans My {e}: {d}.\nMine, the date is right.",
    ],
    "sl": [
        "Ja, so it is decided, my {e} is {d}.",
        "{E} is {d}, so I take the day free.",
        "Joj, my {e} got moved to {d}.",
        "From my own jrnl, today's first entry:\n[2027-03-01 07:20] @plans Date confirmed, my {e}: {d}.\n"
        "That one is mine and still ahead.",
        "In your notes put that my {e} is {d}, please.",
        "The evening before my {e} remind me; it is {d}.",
        "Ja, my {e}, the one I told you about, is {d}.",
        "No, so, {d} is my {e}.",
        "Write it down: {e}, {d}, mine.",
    ],
    "gl": [
        "My {e} is {d}, meu, I will not go to the rocks that day.",
        "Home, my {e} is {d}, write it before I lose the paper.",
        "Before the tide this morning I wrote this in my jrnl:\n[2027-03-01 06:40] @plans Don't forget, the {e}, {d}.\n"
        "Is mine, still coming.",
        "Ai, they changed my {e} to {d}.",
        "Next for me is my {e}, {d}; remember me, please.",
        "Mark it, home: {d}, my {e}.",
        "Since yesterday I know: my {e}, {d}.",
        "Waiting months, and now it is here: my {e} is {d}.",
        "Is {d}, my {e}, so the boat goes without me.",
    ],
    "be": [
        "My {e} is {d}, of course I go.",
        "Nu, {e} — {d}, that is settled.",
        "From my own jrnl, one line from today:\n[2027-03-01 07:45] @plans {E} set for {d}.\nThis is mine, soon.",
        "They moved my {e} to {d}, how to say, it is better.",
        "Please remind me the day before: {e}, {d}.",
        "The whole family knows my {e} is {d}.",
        "Have I said it already? The {e} — mine — is {d}.",
        "My {e} finally has a date, {d}.",
        "For my {e} I already took free {d}.",
    ],
})

H42_TASK_STYLES = _dress({
    "az": [
        "I must {t}, qardaş, remind me.",
        "Still I didn't {t}, vallah, I forget every day.",
        "From my own jrnl, the todo I wrote this morning:\n[2027-03-01 06:45] @todo Must {t} this week.\n"
        "I did not do it yet.",
        "Please push me to {t} before Friday.",
        "I have to {t}, my nənə asked me already two times.",
        "Tomorrow I try to {t}, remind me in the morning.",
        "One thing open: I need to {t}.",
        "Qardaş, if I forget to {t}, it is your fault, haha.",
        "From my own journal, two lines:\n[2027-02-27 21:30] @todo {t}\n[2027-03-01 07:05] Still not. Tomorrow.\n"
        "Yes, still open for me.",
        "This week I have to {t}, inşallah.",
    ],
    "sl": [
        "I still have to {t}, joj.",
        "Remind me please to {t}.",
        "From my own jrnl:\n[2027-03-01 06:30] @todo Today or tomorrow: {t}.\nStill open, that one is mine.",
        "Ja, I must {t} before the weekend.",
        "I need to {t}, otherwise my teta will be angry.",
        "After work today, if I have strength, I will {t}; check on me.",
        "Ugh, {t}, that is still hanging over me.",
        "No, so, I didn't {t} yet, push me.",
        "Before I go up to the kozolec again I have to {t}.",
    ],
    "gl": [
        "Meu, there is this thing I keep postponing: I must {t}.",
        "Ai, three days I say I will {t}, and nothing.",
        "From my own jrnl, this morning:\n[2027-03-01 05:55] @todo Before the tide turns: {t}.\n"
        "Is still pending for me.",
        "Is on me to {t}, and I will forget, I know me.",
        "By Thursday I must {t}, vale?",
        "I need to {t} before Friday, home.",
        "Don't let me forget to {t}, my head is in the sea.",
        "Pending for me: {t}.",
        "Remember me, when I come back from the rocks, to {t}.",
    ],
    "be": [
        "If I don't {t} soon, there will be trouble.",
        "Nu, I promised my brother I will {t}, and he will ask.",
        "From my own jrnl, the todo line:\n[2027-03-01 07:15] @todo {t}, no excuses.\nNot done yet, of course.",
        "Please make sure I {t} this week.",
        "I forgot again to {t}, how to say, it is terrible.",
        "Saturday is the last chance to {t}.",
        "Tak, one job left for me: {t}.",
        "Of course I will {t}... eventually. Push me.",
        "My babulia asked me to {t}, and I still didn't.",
    ],
})

H42_SMALLTALK = _dress({
    "az": [
        "How is your day going, friend?",
        "The xəzri wind is blowing so hard today, my hat flew away.",
        "Do you know how old the caravanserai in Sheki is?",
        "I am drinking tea with cherry jam now, very good.",
        "Who plays the tar better, old masters or young ones, what do you think?",
        "Yaxşı, understood.",
        "Novruz is coming, everybody is growing the green samani on plates.",
        "Why does mulberry wood turn darker with years?",
        "Haha, this was a good one, qardaş.",
        "How deep is the Caspian Sea, do you know?",
        "The metro was full like a can of fish this morning.",
        "My neighbour's kids are playing football under my window, very loud.",
        "Tell me, what is mugham exactly, in simple words?",
        "Ay, I cut my finger a little, nothing serious.",
        "One minute, the kettle is boiling.",
        "Which is older, the tar or the guitar?",
        "Okay, I see, vallah, interesting.",
        "Tonight there is football, Qarabağ is playing, I hope they win.",
        "Is it true that the Maiden Tower is older than the city walls?",
        "Tomorrow early I start, so I go to sleep soon.",
        "Strange question, what does this line in my journal mean, jrnl wrote it by itself:\n"
        "[2027-02-28 23:58] Imported 3 entries\nI don't remember doing this.",
        "Look what I wrote yesterday, ha:\n[2027-02-28 22:10] Rain. Wind. Tea. Sleep.\nVery poetic, no?",
    ],
    "sl": [
        "What is new with you these days?",
        "It is snowing again up in the hills, the roads are white.",
        "How high is Triglav exactly?",
        "Joj, the coffee machine broke again.",
        "Why do they call Ljubljana the city of dragons?",
        "Ja, okay, now I understand.",
        "My neighbour is cutting wood since seven in the morning.",
        "Do you know any good joke about carpenters?",
        "The beams I brought today were full of resin, my hands are sticky.",
        "How many bridges are there over the Ljubljanica?",
        "No, so, that was fast.",
        "The bus was twenty minutes late today, like always.",
        "What is the difference between a kozolec and a normal barn?",
        "Haha, very funny.",
        "It smells like spring already, so early in March.",
        "How long does larch wood last outside?",
        "The kids next door are practising accordion again.",
        "Good, I will think about it.",
        "Which is the oldest wine vine in the world?",
        "At last the sun is out, what a nice day.",
        "This is the whole entry I wrote last night, nothing special:\n[2027-02-28 22:40] Tired. Good tired.\n"
        "Sometimes I write only this.",
        "Funny, my jrnl has this from New Year:\n[2027-01-01 00:12] Fireworks over the castle, the neighbour's "
        "dog barked for an hour.\nIt was a loud night.",
    ],
    "gl": [
        "And you, how are you today?",
        "The sea is very angry today, waves of five metres at the point.",
        "Why is the Costa da Morte called like that?",
        "Ai, I am so tired, meu.",
        "How do they make a queimada, the real one?",
        "The rain doesn't stop, three days already.",
        "Vale, perfect.",
        "My curmán sent me a video of a huge octopus, incredible.",
        "What is the longest river in Galicia?",
        "Haha, you are funny, home.",
        "The fish market was full of people this morning.",
        "How old is the Tower of Hercules?",
        "The gulls stole my sandwich on the pier, carallo.",
        "Is it true that barnacles are animals and not plants?",
        "Ah, now it makes sense, meu.",
        "The fog came in so fast this afternoon.",
        "Which moon phase gives the lowest tides?",
        "A boat from the cofradía came back full, everybody was happy.",
        "Tell me something nice, the day was long.",
        "I go to eat now, the stomach is talking.",
        "Look, this is what I wrote in the journal after the storm:\n[2027-02-19 21:30] Storm. Nobody went out. "
        "Cards at the bar.\nA quiet day, for once.",
        "My jrnl has this one from last month, I laughed reading it:\n[2027-01-14 20:05] The cat of the bar "
        "slept in my boots.\nTrue story.",
    ],
    "be": [
        "Sorry, a client called, now I am free.",
        "It is minus fifteen today, the snow squeaks under the boots.",
        "Who built the Mir castle, do you know?",
        "Nu, the tea is ready, one minute.",
        "Why do bison live only in some forests?",
        "Tak, understood.",
        "My neighbour plays the accordion every evening, I know all his songs.",
        "What is the biggest lake in Belarus?",
        "The tram stopped again for twenty minutes.",
        "Haha, of course, very good.",
        "Why does a good chimney pull the smoke better in winter?",
        "I carried two hundred bricks today, my back says hello.",
        "Tell me some interesting fact about clay.",
        "The birds found the feeder on my balcony, there are ten sparrows.",
        "How many languages does a normal person need, what do you think?",
        "Okay, I will try this.",
        "The first snowdrops are out in the park.",
        "Is it true that potatoes came to Europe from South America?",
        "I am back, the soup was good.",
        "What time is sunrise in March, more or less?",
        "Only this I wrote yesterday in my journal, look:\n[2027-02-28 21:50] Snow. Quiet. Good soup.\n"
        "Simple day.",
        "From my jrnl, the day the heating broke in the whole building:\n[2027-02-02 08:10] Cold flat, minus "
        "four outside, everybody in coats.\nIt was fixed the same evening.",
    ],
})

H42_TRAPS = _dress({
    "az": [
        "My dayı is allergic to walnuts, so at Novruz we hide the pakhlava from him.",
        "If I had a big workshop in Baku, I would hire ten apprentices.",
        "My brother prefers window seats, he films the mountains every flight.",
        "Before, I was working in a bank, many years ago, then I left for the tar.",
        "Should I learn to play the kamancha also, what do you think?",
        "Oh wonderful, the glue didn't hold again, my favourite moment of the week.",
        "My xala is vegetarian, at the wedding she ate only salad.",
        "Imagine if I was allergic to mulberry wood, haha, I would be finished.",
        "My teacher always said: 'a tar is made by patience, not by hands'.",
        "Would Thai food be too spicy for me, you think?",
        "When I was a boy in Sheki, I wanted to be a pilot.",
        "My apprentice never answers before noon, he says his brain is sleeping.",
        "My friend in Ganja pays 300 dollars for his flat, cheap.",
        "Maybe one day I will move to Istanbul, who knows.",
        "My nənə loves red wine, one glass every evening, she says it is medicine.",
        "Is it true that jazz came from New Orleans?",
        "If I was rich, I would buy an old house in Sheki with a garden.",
        "My cousin swears by her dentist, Dr. Okafor, she says he is gentle.",
        "Years ago I had a cat called Pişik, she lived eighteen years.",
        "Sure, I love customers who want a tar for tomorrow, very relaxing.",
        "My boss at the bank, long ago, made all meetings at 8:30, terrible.",
        "What if I open a second workshop, would it be too much?",
        "My brother showed me his jrnl, he writes like a poet:\n[2027-02-12 23:00] @me Only spicy food makes me "
        "alive.\nHis, not mine, haha.",
        "Old page from my journal, from the bank time:\n[2019-04-03 08:00] @work Meetings every day at 8:30.\n"
        "Thank God, this life is over.",
        "This is from my nənə's notebook, I typed it into my jrnl so I don't lose it:\n"
        "[2027-01-05 12:00] Nənə: allergic to penicillin, tell every doctor.\nHer note, not about me.",
        "My xala's son moved to Berlin, he says the bread is strange.",
        "Do people who make instruments usually play well, or no?",
    ],
    "sl": [
        "My teta is coeliac, so at Christmas she bakes her own potica.",
        "If I had more time, I would build a kozolec only for me.",
        "My brother always grabs the aisle seat, and then he stands up ten times.",
        "When I was young I lived in Graz for a year, many years ago.",
        "Should I become vegetarian, like my sister, what do you think?",
        "Oh great, rain on the day we put on the roof, lovely.",
        "There is an old saying in our village: 'measure twice, cut once, swear three times'.",
        "Allergic to larch, me? Then I could close the business, haha.",
        "My boss never takes calls after 6pm, he is very strict with it.",
        "Jazz in the workshop while we cut, good idea or not?",
        "My neighbour's wifi password is his dog's name, so easy to guess.",
        "Before, I had a little Fiat, but I sold it years ago.",
        "My colleague loves sci-fi novels, he reads them at lunch.",
        "Piran, by the sea, that would be a nice place to get old.",
        "My babica was allergic to bee stings, but she kept bees anyway.",
        "Did Slovenes really invent the hayrack, or is it a legend?",
        "With a lottery win I would buy a forest, just to look at it.",
        "My cousin is at Hooli in Munich, he earns a lot.",
        "Carrying beams up the hill in the snow, yes, my favourite sport.",
        "My teta only travels by train, she hates planes.",
        "When I was a student I ate only pasta and štruklji.",
        "What would a hotel in Venice cost, €150 maybe?",
        "My sister wrote this in her jrnl and sent it to me as a joke:\n[2027-02-14 21:00] @me I am lactose "
        "intolerant and proud.\nThat is hers, not mine.",
        "An old entry from my journal, from before:\n[2020-06-01 18:00] @food Started vegan today.\n"
        "It lasted three weeks, haha.",
        "From my dedek's diary, I copied it into my jrnl to keep it:\n[2027-01-07 10:00] Dedek: never on Sundays, "
        "the Lord's day.\nDedek's rule, I have my own.",
        "My colleague says his budget for the new car is €1,200, for a car, haha.",
        "Do all carpenters have back pain, or only me?",
    ],
    "gl": [
        "My curmán is allergic to shellfish, can you believe, in a family of fishermen.",
        "Me with my own boat? I would fish every day, ha.",
        "My avoa prefers aisle seats on the bus, she says is easier to get off.",
        "Years back I cooked in a restaurant in Santiago.",
        "Surfing, at my age, is it a good idea?",
        "Oh, fantastic, the wetsuit ripped again, I love my life.",
        "On the pier they repeat it all the time: 'the sea gives and the sea takes'.",
        "Can you imagine a percebeiro afraid of water? That would be me in a bad dream.",
        "The head of the cofradía sleeps until nine, never call him before.",
        "Red wine with pulpo, is that allowed or a crime?",
        "My brother is vegan now, but he still eats empanada of tuna, haha.",
        "Faro was our dog when I was a teenager; he is gone many years.",
        "My friend works at Vandelay in Madrid, he says is boring.",
        "People keep telling me to try Lisbon; maybe, maybe not.",
        "My avoa loves Thai food since her trip, incredible at her age.",
        "Is it true that percebes are more expensive than lobster?",
        "If I won the lottery, I would never go to the rocks again, haha.",
        "My cousin's shoe size is 46, like a boat.",
        "Ah yes, 5am in the rain, what a dream job, meu.",
        "My tía only books boutique hotels, she is very fine.",
        "As a kid my dream was to play for Deportivo.",
        "What if I sold percebes in Madrid, would I be rich?",
        "My curmán's jrnl, he read it to me at dinner:\n[2027-02-10 22:00] @food Never again shellfish, my "
        "allergy.\nHis allergy, not mine.",
        "An old entry of mine, from the restaurant time:\n[2018-07-20 23:30] @work Shifts until midnight every "
        "day.\nThat was before the sea, long ago.",
        "My avó dictated this and I put it in my jrnl for him:\n[2027-01-25 11:00] Avó: no visits on Tuesdays, "
        "cards with friends.\nHis rule, he is funny.",
        "My friend's passport is expiring and he has a flight next week, crazy.",
        "Are the scars on my hands normal for a percebeiro, you think?",
    ],
    "be": [
        "My ciocia is allergic to cats, but she has three.",
        "Someday, a house in the village, and I build the stove myself; dreams.",
        "Our foreman swears by morning meetings, he is up at five anyway.",
        "Two years in Vilnius, that was my youth, long ago.",
        "Is it worth to learn tile making myself, or better to buy them?",
        "The chimney is blocked again. Perfect. Just perfect.",
        "'A stove is the heart of the house', my dziadulia used to say.",
        "What a joke it would be, a stove builder with an allergy to clay.",
        "Fridays my boss disappears, fishing, every single week.",
        "Would hiking trails in the Biełavieža forest be good in winter?",
        "My friend's colleague is pescatarian, she eats only fish.",
        "My first car was a Lada, it died long ago, rest in peace.",
        "My nephew loves dark mode on everything, even on the fridge screen.",
        "Warsaw is close, many friends went; me, I don't know.",
        "My babulia prefers trains over planes, she is afraid of flying.",
        "Can a good stove really keep warm a whole day after one fire?",
        "A dacha by a lake, that is my dream, if money falls from the sky.",
        "My colleague's phone number ends with 777, lucky man.",
        "Nothing makes me happier than a client who changes the tiles after I finish. Nothing.",
        "My ciocia's budget for the wedding was €1,200, and she spent double.",
        "In student times I baked bread at night, a hard job.",
        "What if I take an apprentice, would he learn in a year?",
        "My nephew typed this into his jrnl and showed me proudly:\n[2027-02-20 20:00] @me My favourite is sci-fi "
        "novels, forever.\nHis, he is fourteen.",
        "An old line of my journal, from the student time:\n[2012-10-02 02:00] @food Only coffee and bread today.\n"
        "Long ago, thank God.",
        "My babulia told me her rule and I wrote it in my jrnl for her:\n[2027-01-11 09:00] Babulia: no guests "
        "on Mondays, washing day.\nHer rule, not mine.",
        "My cousin's dog is called Luna, she is very fat.",
        "Is a bad back part of the job for every stove builder?",
    ],
})

#: What the "dev42" set wraps around some memories, each on a line of its own.
H42_ASIDES = (["", "Qardaş, one more for you.\n", "Ja, another of mine.\n", "Meu, keep this.\n",
               "Nu, for my notes.\n", "From the workbench, quickly.\n", "Down from the hayrack roof, this.\n",
               "Back from the rocks, this.\n", "Between two stoves, this one.\n", "About me, keep it.\n"],
              ["", "\nThat's all, qardaş.", "\nThat's it, ja.", "\nThat's all for now, meu.",
               "\nThat's all from me, tak.", "\nBack to the tar necks.", "\nBack to the beams.",
               "\nBack to the tide tables.", "\nBack to the bricks.", "\nThat one is mine, keep it."])

#: How two memories share one message in the "dev42" set.
H42_JOINERS = [" Another one, mine as well: ", " One more, about me: ", " Then, also mine: ", " Plus this, mine too: ",
               " Next thing, mine: ", " Also, on my account: ", " And from my side too: ", " One more from me, about me: ",
               " Another thing about me: ", " And also, mine: "]


def join_h42(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev42" hand: when either carries a jrnl block (more than one line), the
    two are set apart by an empty line, so each block keeps the prose line that opens it and the one that closes it;
    otherwise the head gets a full stop unless it already ends in ".", "!" or "?", then the joiner, then the tail in
    its own case."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if not head.endswith((".", "!", "?")):
        head += "."
    return head + joiner + tail
