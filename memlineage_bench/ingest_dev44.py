"""Wordings "dev44" of `memlineage bench ingest` (the ``H44_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A forty-fourth hand (the helper session "held44"), written blind on 2026-12-07 by an engineer who had not read the
extractor or anything else in ``memgraph_py`` (its classifier, the gate, the labels, the query understanding, the entity
code), ``tools/``, the README, the docs, the issue tracker or any bench output, list of misses or other session's file,
and who did not run any extractor, ``memlineage``, ``bench ingest``, the classifier, any server or ``make`` on this set
or on anything (only the pure set tests, and small scripts of its own that render this set's styles with sample values,
compare its cores with each other, and compare its sentences, joiners and asides with those of every earlier set as
``ingest`` imports them, printing only this set's own). What was read: the generator (``ingest.py``: its docstring,
imports, vocabulary and the inline "dev" wordings beside it, ``_date``, ``_cap``, ``_persona``, ``_paired``,
``Wording``, ``WORDING_SETS``, ``generate``, the comment blocks on dev40, dev41, heldout42 and heldout43, and the
wiring); the module of "heldout43" in full, for its shape (its names, frames, counts, docstring manner, asides, joiners
and joining function; none of its phrasing copied, its voices, trades and layout kept clear of); the set tests (their
generic checks, pinning, ``WRITTEN``, the names of every layout test, and heldout43's layout and joining tests); the
commits that made and wired heldout43 (``d1c95cc``, ``b249b16``, ``400eeb9``: their messages, stats and their changes to
``ingest.py`` and the set tests). No other set's module was opened.

To pick voices, trades and a layout no earlier set had used, the modules were searched for each candidate with counts or
file names only as output. Navajo, Inuktitut, Ojibwe, Cree, Guarani, Aymara, Mapudungun, Berber (Kabyle, Tamazight),
Kurdish, Pashto, Uyghur, Kazakh, Uzbek, Kyrgyz, Khmer, Vietnamese, Tetum, Hungarian, Sami, Maltese, Faroese, Romani,
Fijian, Hawaiian, Maori, Tongan, Bambara, Luganda, Amharic, Tamil, Malayalam, Kannada, Yiddish, Welsh, Breton, Gaelic,
Cornish, Dzongkha, Sango, Swahili, Yoruba, Igbo, Twi, Sardinian and Romansh were each found in some module by a count
and dropped; so were Ewe and Fon (Kwa is named), Khasi (its family's Khmer and Vietnamese are in modules), Kikuyu (Kenya
is named) and Hadza (Swahili's Tanzania). Kept, each of a family and a region no module names: Yolŋu Matha
(Pama-Nyungan; "Yolngu", "Yolŋu", "Pama-Nyungan", "Arnhem", "Yirrkala", "Nhulunbuy", "Galiwin'ku", "Darwin", "Northern
Territory", "Kriol" in none), Mooré (Gur; "Mooré", "Mossi", "Gur", "Burkina", "Ouagadougou", "Ouaga", "Sahel" in none,
"West Africa" in one), Cherokee (Iroquoian; "Cherokee", "Iroquoian", "Mohawk", "Seneca", "Oneida", "Tahlequah",
"Oklahoma" in none) and Amis (Pangcah; Formosan, Austronesian; "Amis", "Pangcah", "Formosan", "Austronesian", "Taiwan",
"Hualien", "Taitung", "Ilisin" in none). Trades: a screen printer at an art centre ("screen printer", "printmaker",
"squeegee", "art centre" in none), a bronze caster ("bronze", "foundry", "lost wax", "mould" in none), a power lineman
("lineman", "linemen", "bucket truck", "power line", "line crew" in none) and a steel fixer ("rebar", "steel fixer",
"tie wire" in none); a sea ranger ("ranger" is in four modules), a farrier (in four), a crane operator (in one) and a
set-net fisherman ("fisherman" in two) were dropped. Words and idioms of earlier voices found by a count were left out
("y'all", "fixin'", "reckon", "bless your heart", "plumb", "Lord willing", "shame job", "tucker", "c'est", "bon",
"tantie", "patron", "harmattan", "betel", "aiyo", "aiya", "add oil", "same same", "number one"), and none of heldout43's
idioms was taken up ("today itself", "kindly", "since small", "for real", "by force").

Layouts weighed: a ``.plan`` file shown by ``finger`` (free prose under "Plan:", nothing to tell the user's text from
the closing line; "No Plan." is in five modules), a man page about oneself (an odd thing for these voices to keep; "man
page" is in one module), MediaWiki markup (headings and list items, too close to heldout43's gemtext), an indented
outline (list items again) and a filled-in form with check boxes (the value in the form's words, not the user's). Kept:
lines of the user's own mind map, copied as text out of a mind-mapping app on a phone or a tablet ("mind map",
"mindmap", "├──", "└──" in no module; "└" alone is in two, the box-drawn cards of a kanban set and a breadcrumb set,
never as a tree): a prose line ending in ":", the map's central topic on a line of its own ("Me", "Health", "Coming up",
"Moi", "Santé"), one to three branch lines drawn as a text tree ("├── " or "└── " and the branch's text, a sub-branch
under them with "│ └── " or " └── "), then a closing prose line. A map the user keeps about themselves carries any
memory as a branch's text; the value stands there, in the user's own words, never in the central topic or the prose
around the block. Maps that say when something is (an event, a task) were made "this morning" or "today", so "tomorrow"
and "next Tuesday" mean the same on the map as in the chat. Traps get the layout's own kind: someone else's map (a
nephew's, an apprentice's, a crew lead's, a son's) shown to the user, an old map of a life long over ("Me, 2012", "Moi,
2015", "Me, 2009", "Me, 2010"), and the sample a new map comes with, never filled in ("Central topic", "Main topic 1",
"Central idea", "Your idea here", "Main idea").

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Yolŋu Matha speaker's English (a woman from Yirrkala in north-east Arnhem Land), a screen printer at the art centre:
  "Nhämirri nhe?" (how are you?), "manymak" (good, fine), "Bala, ŋarra marrtji" (right, I'm off), "yo" (yes), her märi
  (mother's mother), her ŋäṉḏi and bäpa, her mob, her country, Nhulunbuy, Galiwin'ku, Darwin, the build-up, mud crabs,
  damper and billy tea, crocs, footy, Garma; Aboriginal English ("true God", "proper", "deadly", "gammon", "humbug", "a
  feed");
* a Mooré speaker's English (a man from Ouagadougou), a bronze caster: "Ne y yibeoogo" (good morning), "Ne y windiga"
  (good afternoon), "barka" (thanks), "barka wusgo" (many thanks), "laafi bala" (all is well), French on top ("voilà",
  "d'accord", "ça va aller", "mon ami", "s'il te plaît", "à plus", "rendez-vous"), his maman, the old man, Koudougou,
  Bobo, Yalgado hospital, riz gras, tô, the maquis, wax models, moulds, the furnace, the motos, FESPACO, the Mossi
  kingdom; French-shaped English ("me, I like", "don't forget with me", "it's grave", "wait small");
* a Cherokee speaker's English (a woman from Tahlequah, Oklahoma), a power lineman: "Osiyo" (hello), "wado" (thank you),
  "donadagohvi" (till we meet again), "osda" (good), her elisi (grandmother) and edudu (grandfather), stomp dance
  suppers, stickball, wild onions and eggs, the Illinois River, Muskogee, Tulsa, the co-op, the bucket truck, poles, ice
  storms, tornado sirens, redbuds; Oklahoma English ("might could", "holler", "sweet on", "cold as all get out", "don't
  schedule me nothing");
* an Amis (Pangcah) speaker's English (a man from the coast of Hualien, tying rebar on sites in Taipei), a steel fixer:
  "Nga'ay ho" (hello), "aray" (thank you), "mei guanxi" (never mind, Mandarin), his ina (mother), Ilisin (the harvest
  festival), millet wine, typhoons, earthquakes, beef noodles, bento from 7-Eleven, the MRT, the CPBL, karaoke, the site
  boss; Taiwanese English ("cannot more", "from young until now", "earlier no", "young time").

Styles are built from hand-written sentences ("cores", each in one voice) and each voice's four frames (a greeting, a
thanks or goodbye, both or neither) in :func:`_dress`, so a core stands in four styles: 56 preference cores (224
styles), 28 cores for each kind of constraint (112 styles each), 37 fact, event and task cores (148 styles each), 88
small-talk cores (352 lines) and 108 trap cores (432 lines), as many as heldout43 has; every class, each kind of
constraint, small talk and traps hold mind map blocks (one a voice in every class and kind; no empty line inside; a
memory's value only in a branch's text).

Small talk: weather (the build-up, forty-two degrees and orange dust in Ouaga, tornado sirens and red dirt, typhoons and
Taipei's damp), work of the day (forty prints pulled, three bronze horsemen poured, eleven hundred homes without power,
a floor of rebar tied), food of the moment (damper and billy tea, riz gras, wild onions and eggs, a 7-Eleven bento),
football and baseball, questions (the Southern Cross, the age of bronze casting, the Illinois River, Taipei 101), moods
(lazy, bored, beat, a back that is finished), greetings answered ("Laafi bala", "And you, ça va?") and mind maps that
carry nothing (a rainy day, the Garma weekend, FESPACO week, an ice storm, a Sunday of karaoke, Ilisin). Greetings in
each voice's language come with the frames, so no core greets a second time. Traps: other people's tastes, allergies,
diets, hours and details (a sister, a cousin, an aunty, a brother, a wife, a husband, a niece, a crew boss, a site boss,
a daughter), the past (a bauxite mine, selling phone credit, a Waffle House, a deep-sea fishing boat, a dog, a donkey, a
horse, a cat), hypotheticals and dreams (a lottery, a foundry in Bobo, a ranch, land in Hualien), questions, quoted
sayings, jokes, sarcasm, and mind maps that are someone else's, old, or an unfilled template.

Two memories share a message about a third of the time (:data:`H44_JOINERS`, :func:`join_h44`, which drops the first
memory's closing thanks or goodbye and the second's greeting, so a message greets once, and sets a mind map block apart
by an empty line); some memories carry an aside (:data:`H44_ASIDES`, each on a line of its own, so a block keeps its
opening prose line at the start of a line and its closing line at the end of one; no aside names a voice's word or
trade, since any voice's memory may carry any aside). A message that pairs two memories may pair two voices (each style
is one voice's); a persona is not tied to one voice.

Read through once before it was wired (every core rendered with awkward sample values: "short bullet-point answers",
"trains over planes", "tree nuts", "cats", "lactose intolerant", "coeliac", "noon", "7:30 pm", "€1,200", "300 dollars",
"Sunday", "Monday", "sister" / "Anna", "employee id" / "E-12345", "sister's wedding" / "next Tuesday", "car service" /
"2027-03-10", "book a vet visit for the dog", "pay the electricity bill"), and checked for near-copies within a class (a
script comparing every two cores of a class word by word, across voices too: "..., that's what I like" twice, "My budget
is {m}, ..." twice, "No (site) work for me on {w}s", "My {e} is {d}, I won't be at the ...", "I need to {t}, (please)
remind me", "For the art centre forms / For the administration, my {n} is {v}", "Note it / Note this, my {n} is {v}",
"Write this down / You write down", "Do all printers / linemen end up with bad ...", "Money on / in my mind map" were
rewritten as sentences of their own). The read-through reworded preference styles that put a plural value before
"suits"; allergy styles that said "it" after a plural allergen ("Keep cats away from me, I get sick from it") or put one
before "gives" or "is"; fact styles that read as asking the sister herself ("If someone asks my sister") or handed the
value over as a thing ("tell you my sister", "Got my sister here"); event styles that said "the sister's wedding" or put
a lower-case date after "!"; and a budget style that did not say it was a limit ("Only €1,200"). A script printing only
this set's own sentences found some twenty of them shared with earlier sets (short ones and branch texts: "Allergic to
{a}", "I like {v}", "No meetings before {t}", "Nothing booked before {t}", "My {n} is {v}", "My {n}: {v}", "{v} (my
{n})", "{V}, no question", "{d}: my {e}", the closing lines "Still like that", "Still not done", "Still the rule" and
"What a week", and whole sentences: "Ha, that's a good one.", "How's your day going?", "This week I need to {t}, for
sure.", "My {n}'s {v}, if you need it.") and three joiners or asides shared word for word (" And also, mine: ", " And
something else of mine: ", "Something to keep.") and two more sharing a sentence with earlier ones ("Also, from me",
"One thing more"); they were reworded before it was wired.

Then three of seed 1's conversations and all its paired messages, six of seed 2's conversations and all of seed 3's
paired messages were read as generated (after the wiring commit had pinned the set's first digests; they were pinned
again after this): hours styles that fitted only a late hour ("After 9am, leave me, I'm resting", "After {t} I'm done",
"I'm tired from rebar", "After {t} I'm off") were reworded; fact styles that put every detail on a form or an office's
questions ("For the art centre forms, my wifi password is ...", "The administration always asks, so: my dog is Max",
"For the paperwork at the co-op", "The office sometimes asks: dog, Max", "it's written on my papers too" of a dentist)
or read "what my sister is" were reworded, and the near-copies the new wording made ("Note this / Keep this one handy /
Easy one / Right now, my {n} is {v}", "Tell you what / Might as well tell you what my {n} is") were rewritten again; and
"true God" was taken out of three styles, so that a paired message seldom says it twice. An aside may stand before a
voice's greeting or after its goodbye (the generator puts asides around the whole message, frames and all); that reads
as a message added to in a second go, and was kept.

Slips of blindness: the ``sed`` ranges printed while reading the generator's vocabulary took in, beside the comment
blocks named above, the first lines of the "dev" and "dev2" comment blocks, with those two old sets' first held-out
figures (recall for "dev", precision and recall for "dev2"), and the whole of the dev40 block (no figure in it); no
figure of a newer set and no extractor change was seen. ``git worktree add -q`` printed nothing and ``git log
--format=%h`` only hashes. Nothing else was read beyond the list above; the scripts of this set import ``ingest`` (and
so ``memgraph_py``, as the set tests do) without any of it being opened or run beyond the generator, and the set tests'
classifier-tool test loads ``tools/`` as it always has, unopened.

It was held out as "heldout44": the lead ran it at stop 44 on stop 43's extractor (at ``101f6b9``) and again after
stop 44's readings, after each of stop 45's and after stop 46's, misses unread; then, at the end of stop 46, renamed
it "dev44" (digests unchanged) to be read.
"""

from __future__ import annotations

__all__ = ["H44_ASIDES", "H44_CONSTRAINTS", "H44_EVENT_STYLES", "H44_FACT_STYLES", "H44_JOINERS", "H44_PREF_STYLES",
           "H44_SMALLTALK", "H44_TASK_STYLES", "H44_TRAPS", "join_h44"]

#: Each voice's four frames: a greeting before a core and a thanks or goodbye after it, or neither (a mind map block
#: keeps its prose lines first and last, so a frame only ever touches prose).
_FRAMES = {
    "yo": [("", ""), ("Nhämirri nhe? ", ""), ("", " Manymak."), ("Nhämirri nhe, my friend? ", " Bala, ŋarra marrtji.")],
    "mo": [("", ""), ("Ne y yibeoogo! ", ""), ("", " Barka."), ("Ne y windiga, mon ami. ", " Barka wusgo, à plus.")],
    "ch": [("", ""), ("Osiyo! ", ""), ("", " Wado."), ("Osiyo, friend. ", " Donadagohvi.")],
    "am": [("", ""), ("Nga'ay ho! ", ""), ("", " Aray."), ("Nga'ay ho, my friend. ", " Aray, bye bye.")],
}


def _dress(cores: dict[str, list[str]]) -> list[str]:
    """Each voice's cores, each in all four of that voice's frames, core after core."""
    return [before + core + after for voice, voice_cores in cores.items() for core in voice_cores
            for before, after in _FRAMES[voice]]


H44_PREF_STYLES = _dress({
    "yo": [
        "True God, {v} for me, every single time.",
        "The whole mob at the art centre knows I go for {v}.",
        "Proper deadly, {v}, that's what I like.",
        "This is my mind map off the art centre computer, the one about me:\nMe\n├── {V}, always\n"
        "└── Prints, screens, family\nI made it today, it's right.",
        "If you're picking for me, make it {v}, no gammon.",
        "My sisters tease me, but I'm sticking with {v}.",
        "Yo, {v}, that one makes me happy.",
        "Out of everything, I'd pick {v}, proper.",
        "Back home or in Darwin, my pick is {v}.",
        "Manymak, {v}, that's the one for me.",
        "Nothing fancy, just {v} and I'm happy.",
        "Want me smiling? Then it's {v}, simple.",
        "When I get to choose, I always take {v}.",
        "Put {v} down for me, that's how I like things.",
    ],
    "mo": [
        "For me it's {v}, and that's all.",
        "In the foundry everybody knows, me I like {v}.",
        "Voilà, {v}, that is my taste.",
        "I made a mind map on my phone, about me, look:\nMoi\n├── Work: bronze\n└── My taste: {v}\n"
        "It's still true.",
        "Me, I prefer {v}, it is like that.",
        "If you choose for me, take {v}, my friend.",
        "Between everything, what I like is {v}.",
        "My maman can tell you, I always liked {v}, and still now.",
        "Give me {v} and I don't complain, d'accord?",
        "When there is a choice, it's {v} for me, no discussion.",
        "The old man says I'm difficult, but really I just want {v}.",
        "My friends in Ouaga laugh, but {v}, that's me.",
        "When you organise something for me, {v}, s'il te plaît.",
        "What pleases me? {V}, honestly.",
    ],
    "ch": [
        "{V} for me, and that's the truth.",
        "My line crew could tell you, I'll pick {v} every time.",
        "Osda, give me {v} and I'm one happy woman.",
        "Made me a mind map on the tablet in the truck, about me:\nMe\n├── Tahlequah\n└── {V}, always and forever\n"
        "Still stands today.",
        "I might could live without a lot, but not {v}.",
        "Honey, {v}, that's my kind of thing.",
        "Leave it to me and it'll be {v}.",
        "Folks around Tahlequah know I'm sweet on {v}.",
        "Pick {v} for me and you can't go wrong.",
        "My vote's for {v}, every time it comes up.",
        "Me? {V}. Simple as that.",
        "Truth be told, I'm happiest with {v}.",
        "I grew up stubborn, and I'm stubborn about {v}.",
        "Since you're asking, it's {v} for me.",
    ],
    "am": [
        "For me, {v}, always like this.",
        "On the site the boys all know, I like {v}.",
        "My ina says I'm easy to please: just {v}.",
        "My daughter taught me mind map on the phone, I did one about me:\nMe\n├── Pangcah, from Hualien\n"
        "└── Like {v}\nStill like that now.",
        "{V}, this one I like very much.",
        "When you book for me, {v} please, that is my style.",
        "First choice for me: {v}.",
        "From young until now, I like {v}.",
        "Mei guanxi what others like, me, {v}.",
        "Ask my wife, she will say: this man likes {v}.",
        "{V}? Yes, very much my thing.",
        "In Hualien or Taipei, no difference, I choose {v}.",
        "You want to make me happy, just {v}.",
        "Every time I have the chance, {v}, for sure.",
    ],
})

H44_CONSTRAINTS = {
    "allergy": _dress({
        "yo": [
            "I'm allergic to {a}, proper bad, so watch out for me.",
            "The clinic in Nhulunbuy wrote it down: I'm allergic to {a}.",
            "Mind map I made about my health, at the clinic:\nMy body\n└── Allergic to {a}, bad one\n"
            "Still true now.",
            "Keep {a} away from me, I get sick, allergic.",
            "I had to go to hospital one time from {a}, I'm allergic.",
            "Whoever plans for me needs to know I'm allergic to {a}.",
            "From when I was a kid I get a reaction to {a}, I'm allergic.",
        ],
        "mo": [
            "I am allergic to {a}, it's serious.",
            "Since the tests at Yalgado, it's known: allergy to {a}, me.",
            "My mind map for the health, on the phone:\nSanté\n├── Allergy, {a}, be careful\n└── Check the labels\n"
            "It's still like that.",
            "For me, {a}, no way, I'm allergic.",
            "With {a} my throat closes, I'm allergic, it's grave.",
            "My body refuses {a}, it's an allergy, so be careful for me.",
            "Write it somewhere for me: allergic to {a}.",
        ],
        "ch": [
            "I'm allergic to {a}, so steer me clear.",
            "Found out the hard way I'm allergic to {a}, ended up in the ER.",
            "Here's the health side of my mind map:\nHealth\n└── Allergic to {a}, carry the pen\n"
            "That's current.",
            "Lord, I'm allergic to {a}, keep that in mind for me.",
            "I carry an EpiPen on account of {a}, allergic since I was a girl.",
            "My crew knows to keep {a} off the truck, I'm allergic.",
            "Allergic to {a}, that's me, since forever.",
        ],
        "am": [
            "I have allergy with {a}, very bad one.",
            "Hospital in Hualien checked me, allergic to {a}.",
            "I put my health in the mind map, my daughter helped:\nHealth\n├── {A}: allergy, careful\n"
            "└── Blood pressure okay\nSame now.",
            "{A} no for me, allergy, my skin becomes red.",
            "On the site they know, I'm allergic to {a}.",
            "Please remember for me, allergic to {a}, very important.",
            "Every doctor I see, I tell them: allergic to {a}.",
        ],
    }),
    "diet": _dress({
        "yo": [
            "I'm {d}, so check the food before you book me anywhere.",
            "At big family gatherings I always have to tell the cooks I'm {d}.",
            "Food branch off my mind map:\nFood\n└── I'm {d}\nSame as always.",
            "For any feed you plan, I'm {d}, okay?",
            "True God, I'm {d}, been like that a long time.",
            "Darwin restaurants are hard for me, I'm {d}.",
            "Don't forget I'm {d} when you're sorting the food.",
        ],
        "mo": [
            "I'm {d}, that's how I eat.",
            "At every baptism, it's the same story: me, I'm {d}.",
            "My mind map, the food part:\nNourriture\n├── Me: {d}\n└── Tô yes, with care\nNothing different now.",
            "Riz gras, tô, everything, I must check, because I'm {d}.",
            "For the food, I'm {d}, no joking.",
            "The women selling food near the foundry know I'm {d}.",
            "For years now I'm {d}, it won't change.",
        ],
        "ch": [
            "I'm {d}, so go easy on what you order me.",
            "At the stomp dance suppers I'm always the one asking, 'cause I'm {d}.",
            "Off my mind map, the food branch:\nFood\n├── I'm {d}\n└── Coffee black\nStill how it is.",
            "Church potlucks are a minefield for me, I'm {d}.",
            "I'm {d}, and my elisi still tries to feed me anyway.",
            "When the crew stops at the diner I have to look hard at the menu, I'm {d}.",
            "Whatever we eat, remember I'm {d}.",
        ],
        "am": [
            "I'm {d}, so food must be careful.",
            "At Ilisin everybody eats everything, but me, I'm {d}.",
            "Mind map, food part, I wrote it myself:\nEat\n└── I'm {d} now\nNo change.",
            "At the bento shop near the site I always ask, I'm {d}.",
            "If we go eat, I'm {d}, don't forget.",
            "My ina still cooks for me like I'm not {d}, but I am.",
            "Wedding banquet, ten dishes, I can eat few, because I'm {d}.",
        ],
    }),
    "hours": _dress({
        "yo": [
            "Don't ring me before {t}, I'm at the print space.",
            "From {t} on, you won't reach me, no calls.",
            "My mind map for work, the hours bit:\nWork\n├── Printing days\n└── Free for meetings only after {t}\n"
            "Holds today too.",
            "Nothing for me before {t}, I'm telling you.",
            "Meetings start for me at {t}, not a minute before.",
            "Before {t} my screens are wet, so no meetings.",
            "Anything before {t}, I'm busy printing, sorry.",
        ],
        "mo": [
            "Before {t} I am at the furnace, no calls.",
            "After {t}, don't call, I won't answer.",
            "On my mind map, the hours:\nHoraires\n└── Calls only after {t}\nIt's still my rule.",
            "Don't put a rendez-vous before {t} for me.",
            "Call me after {t}, before that it's impossible.",
            "My phone is closed after {t}, that's how it is.",
            "A meeting before {t}? Non, impossible for me.",
        ],
        "ch": [
            "Don't call me before {t}, I'm up a pole.",
            "Don't schedule me nothing after {t}, hear?",
            "Mind map, the work side:\nWork\n├── Line crew\n└── Nobody calls me past {t}\n"
            "That's how it still goes.",
            "Nothing on my calendar before {t}, please.",
            "Before {t}, I'm out on the line, so count me out.",
            "Past {t}, I won't be answering.",
            "If you need me, it's {t} or later.",
        ],
        "am": [
            "Before {t} I am on the site, cannot answer.",
            "After {t} please no calls, I won't pick up.",
            "Mind map, my time:\nTime\n└── Meetings after {t} only\nSame rule.",
            "Don't arrange anything before {t} for me, okay?",
            "You can reach me from {t}, earlier no.",
            "After {t} my phone goes in the drawer.",
            "Before {t}, mei guanxi how important, I can't.",
        ],
    }),
    "budget": _dress({
        "yo": [
            "I can't go past {m}, that's all I got.",
            "Stay under {m} for me, I'm saving for the kids.",
            "Money on my mind map:\nMoney\n└── Top is {m}\nStill the same.",
            "{m}, that's my limit, true God.",
            "Don't show me nothing dearer than {m}.",
            "Most I'll pay is {m}.",
            "My budget's {m}, no more.",
        ],
        "mo": [
            "My budget is {m}, not one franc more.",
            "Above {m}, I can't, it's too much.",
            "Mind map, the money part:\nArgent\n└── Never more than {m}\nIt's still the limit.",
            "Find me something at {m} or less.",
            "I have {m}, that's the whole budget.",
            "Don't go beyond {m}, please, life is expensive.",
            "{m} maximum, voilà.",
        ],
        "ch": [
            "Can't spend over {m}, that's the line.",
            "Don't let it go over {m}.",
            "My mind map's money branch:\nMoney\n├── Truck payment first\n└── Cap of {m} on anything else\n"
            "Still holds.",
            "{m} is as high as I'll go.",
            "I've got {m} for this and not a penny more.",
            "Anything pricier than {m} is off the table.",
            "Lord knows I can't do more than {m}.",
        ],
        "am": [
            "Only {m} I can spend, cannot more.",
            "Under {m}, please, rebar money is not much.",
            "My mind map has a money corner:\nSavings\n└── Spend max {m}\nNo more than that.",
            "Over {m} is too much for my pocket.",
            "{m} is my top, okay?",
            "For this thing I put aside {m}, that's all.",
            "Choose something cheaper than {m} for me.",
        ],
    }),
    "days": _dress({
        "yo": [
            "{W}s are no good for me, I'm out on country.",
            "{W}s, no work for me, yaka.",
            "The week on my mind map:\nWeek\n└── {W}s: no work\nStill that way.",
            "Don't book me {w}s, I go fishing with my family.",
            "On {w}s I'm at Galiwin'ku with my mob, so not then.",
            "Just not {w}s, any other day is good.",
            "I keep {w}s for my kids, so nothing then.",
        ],
        "mo": [
            "{W}s are impossible for me, I go to the village.",
            "No meetings on {w}s, please.",
            "The week part of my mind map:\nSemaine\n└── {W}: rest, no work\nThe rule holds.",
            "On {w}s I'm not in Ouaga.",
            "A {w}? Non, that day I'm not available.",
            "Every {w} I visit my parents in Koudougou.",
            "All the days are okay except {w}s.",
        ],
        "ch": [
            "I don't work {w}s, never have.",
            "{W}s I help my elisi, so don't book me.",
            "Mind map, my week:\nWeek\n├── Line work\n└── {W}s off\nThat hasn't changed.",
            "{W}s are spoken for, sorry.",
            "Schedule me whenever, just not {w}s.",
            "I'm never available on {w}s.",
            "Keep my {w}s clear, please.",
        ],
        "am": [
            "{W}s I cannot, I go back to Hualien.",
            "Site work on {w}s? No, not for me.",
            "Mind map, days:\nDays\n└── No work {w}s\nStill true.",
            "On {w}s I'm with my ina, don't arrange anything.",
            "Any plan on a {w}, I cannot come.",
            "{W}s are my rest day, no work.",
            "Each {w} I have my own business, so no.",
        ],
    }),
}

H44_FACT_STYLES = _dress({
    "yo": [
        "My {n} is {v}, yo, that's it.",
        "Anybody asks about my {n}, I say {v}.",
        "From my mind map, the about-me bit:\nMe\n├── My {n}, it's {v}\n└── Yirrkala\nThat's right today.",
        "You might need this, my {n}: {v}.",
        "Put it in your book, my {n} is {v}.",
        "If the mob ask you, my {n} is {v}.",
        "Not gammon, my {n} is {v}.",
        "Here's one for your notes: {v}, my {n}.",
        "Mark it down proper, {v} is my {n}.",
        "Just telling you, {v} is my {n}.",
    ],
    "mo": [
        "Concerning my {n}, it's {v}.",
        "In case it's needed one day, my {n} is {v}.",
        "My mind map has it, the personal part:\nMoi\n└── {n}: {v}\nIt's correct.",
        "I'll spell it for you: my {n} is {v}.",
        "Voilà my {n}: {v}.",
        "On any form, for my {n}, I write {v}.",
        "Keep it for me: {v}, that's my {n}.",
        "Listen well, my {n} is {v}.",
        "For my {n}, you put {v}.",
    ],
    "ch": [
        "My {n}'s {v}, in case you're needing it.",
        "{v} is my {n}, plain and simple.",
        "Here's a piece of my mind map:\nMe\n├── Lineman, Tahlequah\n└── For the record, my {n}: {v}\nStill right.",
        "Here's something for the file, my {n}'s {v}.",
        "Straight up, my {n} is {v}.",
        "My {n}? That'd be {v}.",
        "Hang on to this for me: {n}, {v}.",
        "Remember my {n} is {v}, would you?",
        "While I'm at it, my {n}: {v}.",
    ],
    "am": [
        "My {n} is {v}, please remember.",
        "This one, {v}, is my {n}.",
        "My mind map, the me part, my daughter made it with me:\nMe\n├── From Hualien\n└── {v}, that one's my {n}\n"
        "Still correct.",
        "You write down, my {n}: {v}.",
        "My {n}, {v}, don't lose it.",
        "Maybe you need it, my {n} is {v}.",
        "In case somebody needs it: {n}, {v}.",
        "My {n}, not so hard to remember: {v}.",
        "This one I know by heart, my {n}: {v}.",
    ],
})

H44_EVENT_STYLES = _dress({
    "yo": [
        "My {e} is {d}, so I won't be at the print space.",
        "{E}, {d}, don't let me forget.",
        "Mind map I made this morning, what's coming:\nComing up\n└── {E}, {d}\nNothing changed there.",
        "My {e} got set for {d}, true God.",
        "I'm nervous for my {e}, it's {d}.",
        "Keep in your head for me: my {e} is {d}.",
        "Coming up {d}, my {e}.",
        "I'll need a ride for my {e} {d}.",
        "Big day {d}: my {e}.",
    ],
    "mo": [
        "My {e} is {d}, the foundry will wait.",
        "{E} {d}, voilà.",
        "The mind map of my agenda, done today:\nAgenda\n├── {E}\n│   └── {d}\n└── Foundry as usual\n"
        "It's fixed.",
        "My {e}, they told me it's {d}.",
        "Don't forget with me, my {e} is {d}.",
        "My {e} falls {d}, I'm a bit stressed.",
        "Finally my {e} has a date: {d}.",
        "Write it, please: my {e} is {d}.",
        "Me, {d}, I have my {e}.",
        "The furnace stays cold {d}, because of my {e}.",
    ],
    "ch": [
        "My {e}'s {d}, so I'll be off the line.",
        "Put my {e} down for {d}.",
        "From the mind map I did today:\nThis week and next\n└── {d}, my {e}, can't miss it\nStill on.",
        "I'm taking off work {d} for my {e}.",
        "If the Lord wills it, my {e} goes ahead {d}.",
        "Don't you let me forget my {e}, {d}.",
        "Just found out my {e} is {d}.",
        "Fretting already, my {e} is {d}.",
        "I'll be busy {d} with my {e}.",
    ],
    "am": [
        "My {e} is {d}, I take leave from the site.",
        "{E} is {d}, remember for me.",
        "Mind map today, the plans:\nPlans\n├── {E}\n└── {d}\nNo change.",
        "I must go to my {e} {d}, so no work.",
        "The site boss knows about my {e}, it's {d}.",
        "They give me the date, my {e} is {d}.",
        "For my {e} I go {d}.",
        "{E} {d}! Not so long now.",
        "I already asked for leave, because {d} is my {e}.",
    ],
})

H44_TASK_STYLES = _dress({
    "yo": [
        "I need to {t}, remind me, true God.",
        "Humbug me till I {t}.",
        "To-do branch off my mind map:\nTo do\n└── {t}\nStill waiting on me.",
        "Before the weekend, I need to {t}.",
        "I still haven't managed to {t}, it's bad.",
        "When I finish at the art centre I need to {t}.",
        "Keep telling me to {t}, I keep forgetting.",
        "My list has one big one: {t}.",
        "Proper important, I must {t} soon.",
    ],
    "mo": [
        "I must {t}, don't let me forget.",
        "In these days I have to {t}, seriously.",
        "On my mind map, the things to do:\nÀ faire\n├── {t}\n└── Clean the furnace\nNot yet done.",
        "Push me to {t}.",
        "After the pouring I have to {t}.",
        "Since last week I'm saying I'll {t}, still nothing.",
        "Before Friday, I absolutely must {t}.",
        "Ça va aller, but I have to {t}.",
        "Every day I say tomorrow, but I must {t}.",
    ],
    "ch": [
        "I need to {t}, so holler at me about it.",
        "Add it to my list: I need to {t}.",
        "My mind map's to-do branch:\nChores\n├── {t}\n└── Sharpen the climbing hooks\nNone of it done.",
        "Before the next storm rolls through, I've got to {t}.",
        "I keep meaning to {t}.",
        "I promised myself I'd {t} before payday.",
        "Sometime this week I have got to {t}.",
        "Lord, I still have to {t}.",
        "Pester me till I {t}, I mean it.",
        "My day off's for one thing: I need to {t}.",
    ],
    "am": [
        "Please tell me again later, I need to {t}.",
        "After work today I must {t}.",
        "Mind map, things I must do:\nMust do\n└── {t}\nNot finished.",
        "My ina keeps asking, I must {t}.",
        "Before going back to Hualien, I have to {t}.",
        "On my rest day I will {t}.",
        "Still I didn't {t}, must do.",
        "Remind me tomorrow, {t}.",
        "This one is urgent: {t}.",
    ],
})

H44_SMALLTALK = _dress({
    "yo": [
        "The build-up is here, proper sticky today.",
        "Big storm over Nhulunbuy last night, the power went out.",
        "What's the news, anything good?",
        "Pulled forty prints today, my arms are sore.",
        "Haha, you're gammon.",
        "My kids went fishing off the rocks, no luck.",
        "Who won the footy?",
        "The mud crabs are fat this time of year.",
        "Yo, okay, I understand now.",
        "Why is the sea so green near Yirrkala?",
        "Having damper and billy tea now, just a minute.",
        "The plane to Darwin got cancelled again.",
        "Tell me a story, it's slow here.",
        "Hold on, my grandson is calling me.",
        "How far is Darwin from here by road?",
        "The squeegee snapped halfway through a print.",
        "Saw a croc on the beach this morning, big one.",
        "Manymak, keep going.",
        "How many stars are in the Southern Cross?",
        "Feeling lazy today, no energy.",
        "My mind map of today, just for fun:\nToday\n├── Rain\n└── Printed, then swam\nGood day.",
        "Mind map from the Garma weekend, look:\nGarma\n├── Dancing\n└── Too much sun\nDeadly weekend.",
    ],
    "mo": [
        "In Ouaga today it's forty-two degrees, we're cooking.",
        "The dust is everywhere, the sky is orange.",
        "And you, ça va?",
        "Today we poured three horsemen in bronze.",
        "Ha ha, you're too funny.",
        "The motos in the traffic, it's crazy today.",
        "The national team played yesterday, did you see?",
        "I'm eating riz gras now, wait small.",
        "D'accord, now I see.",
        "Why is it so hot in April here?",
        "Laafi bala, everything is fine on my side.",
        "No electricity since noon, the fan is dead.",
        "Tell me something new, I'm bored.",
        "Excuse me, someone is at the workshop door.",
        "When did people start casting bronze?",
        "The wax is too soft in this heat, it's a problem.",
        "The mangoes are coming, soon everywhere.",
        "Continue, I'm listening.",
        "How many people live in Ouaga, you know?",
        "I'm tired, the furnace took all my force.",
        "My mind map of the day, nothing important:\nAujourd'hui\n├── Dust\n└── Wax models\nThat's it.",
        "The mind map from FESPACO week, for fun:\nFESPACO\n└── Three films, no sleep\nTiring but good.",
    ],
    "ch": [
        "Tornado sirens went off again, just a test though.",
        "Red dirt all over the truck after that rain.",
        "How's your day shaping up?",
        "We had eleven hundred folks without power after that wind.",
        "Ha, you got me there.",
        "My nephew's got a stickball game tonight.",
        "Did the Sooners win Saturday?",
        "Had wild onions and eggs for breakfast, my aunt brought them over.",
        "Oh, I see what you mean now.",
        "Why's the Illinois River so clear up by Tahlequah?",
        "Eating a cold burrito in the bucket truck, living the dream.",
        "Muskogee Turnpike was backed up for miles.",
        "Tell me something that'll make me laugh.",
        "Hang on, the crew boss is on the radio.",
        "How tall's the average power pole anyhow?",
        "Sun's out, but it's cold as all get out.",
        "The redbuds are starting to bloom.",
        "Okay, go on.",
        "How many folks speak Cherokee these days?",
        "I'm beat today, plain beat.",
        "Mind map I doodled on break, nothing much:\nSaturday\n├── Rain\n└── Nap\nThat's about it.",
        "Here's the mind map from the ice storm, look:\nIce storm\n├── 36 hours on the truck\n└── Coffee, lots\n"
        "Survived it.",
    ],
    "am": [
        "Typhoon warning again, the wind is crazy.",
        "Taipei is so humid, my shirt is wet all day.",
        "How about you, busy?",
        "Today we tied rebar for the whole fourth floor.",
        "Ha, good joke.",
        "My son's baseball team won today.",
        "Who won the CPBL game tonight?",
        "Beef noodles for lunch, very good one.",
        "Ah, now I get it.",
        "Why does Hualien have so many earthquakes?",
        "Eating a bento from 7-Eleven now, wait.",
        "No train ticket home this weekend, all sold out.",
        "Say something to make the time go.",
        "Wait, the site boss is calling me.",
        "How tall is Taipei 101?",
        "Small earthquake just now, everybody ran out.",
        "The rain doesn't stop this week.",
        "Okay, continue.",
        "What is the longest river in Taiwan?",
        "So tired today, my back is finished.",
        "Mind map I made for fun on the MRT:\nSunday\n├── Sleep\n└── Karaoke with the boys\nHa.",
        "My mind map from Ilisin last year, look:\nIlisin\n├── Dancing three nights\n└── Too much millet wine\n"
        "Very happy time.",
    ],
})

H44_TRAPS = _dress({
    "yo": [
        "My sister's allergic to shellfish, she can't even touch crab.",
        "If I win the lotto, I'll buy a big boat for the whole family.",
        "My cousin always wants the window seat, flying to Darwin.",
        "Years back I worked at the bauxite mine, driving a truck.",
        "Should I learn to paint on bark like my märi?",
        "Oh yeah, love it when the ink dries in the screen. Best.",
        "My uncle went vegetarian, the whole family laughed.",
        "Imagine me printing in New York, in a fancy gallery.",
        "My märi used to say, 'the country holds the stories.'",
        "Is Thai food too hot for kids, you think?",
        "As a kid I dreamed of playing netball for Australia.",
        "My aunty won't fly, only drives, even to Darwin.",
        "My friend in Darwin pays $400 a week rent, crazy.",
        "If the art centre ever closed, I'd go fishing full-time, haha.",
        "My brother's mad for heavy metal, drives me crazy.",
        "Is it true the Southern Cross points south?",
        "Suppose I painted the whole house pink, what would people say, haha.",
        "My aunty's dentist is Dr. Lindgren in Darwin.",
        "We had a dog called Bluey when I was small, he's gone now.",
        "Sure, I love waiting three hours at the clinic. My favourite.",
        "Back at the mine, the shifts started at five, terrible.",
        "How much would a print press cost, do you know?",
        "My nephew made a mind map about himself at school:\nMe\n├── Footy\n└── Can't be near cats\n"
        "He's got the allergy, not me.",
        "An old mind map from when I worked at the mine:\nMe, 2012\n└── Night shifts, driving trucks\n"
        "Long time ago now.",
        "The example the mind map app opens with:\nCentral topic\n├── Main topic 1\n└── Main topic 2\n"
        "Never changed it.",
        "Do all printers end up with bad backs?",
        "My cousin paid 300 dollars for a tinnie, good deal.",
    ],
    "mo": [
        "My brother is allergic to peanuts, imagine, in Burkina with peanuts everywhere.",
        "If I had the money, I'd build a big foundry in Bobo.",
        "My wife prefers trains, she's afraid of planes.",
        "Before, I sold phone credit in the street.",
        "Should I take a second apprentice, what do you think?",
        "Super, the mould cracked just when we poured. Very nice.",
        "My cousin became vegan in France, now she eats only salad.",
        "Imagine me, a bronze caster on television, ha!",
        "My father always said: 'bronze does not lie.'",
        "Is sushi good, or it's just raw fish?",
        "When I was in school, everybody said I'd be a teacher.",
        "My boss says the best bronze is poured at night.",
        "My friend in Abidjan pays €150 a month for his room.",
        "If the rains are good this year, maybe I build a second room.",
        "My aunt loves spicy food, she puts pili-pili in everything.",
        "Is it true that the Mossi kingdom is very old?",
        "If I was a rich man, I'd never touch wax again.",
        "My neighbour's dog is called Biscuit, he steals our chickens.",
        "We had a donkey when I was a boy, he was very stubborn.",
        "Oh yes, I adore forty-five degrees in the workshop. So pleasant.",
        "In the old days my grandfather cast bells for the chiefs.",
        "What if I make bronzes of footballers, would they sell?",
        "My apprentice made a mind map, look what he put:\nMe\n└── Vegetarian, no meat at all\n"
        "That's the boy's diet, I'm just showing you.",
        "My mind map from 2015, when I was selling credit:\nMoi, 2015\n├── Selling phone credit\n"
        "└── Up at five every day\nThose days are gone.",
        "The template in the app, I never filled it:\nCentral idea\n├── Idea 1\n└── Idea 2\nStayed that way.",
        "Does bronze smoke make people sick, long term?",
        "My cousin works at Hooli in Canada, lucky him.",
    ],
    "ch": [
        "My niece is allergic to latex, so no balloons at her party.",
        "If I ever struck it rich, I'd quit and raise horses.",
        "My husband swears by aisle seats, says his knees need it.",
        "Back in my twenties I waited tables at a Waffle House.",
        "Should I try out for the stickball team again?",
        "Oh yeah, I just love climbing a pole in sleet. Best job in the world.",
        "My sister's gone pescatarian, she eats catfish every Friday.",
        "Picture me running the whole co-op, ha, that'd be something.",
        "My edudu used to say, 'respect the wire, it won't respect you.'",
        "You think morning meetings help anybody?",
        "When I was little, Mama made us sit through every fiddle contest in Tahlequah.",
        "My crew boss won't take calls after 6pm, he's strict about it.",
        "My buddy in Tulsa pays $200 a month for his storage unit.",
        "If they ever put fiber out our way, I might could work from home, ha.",
        "My aunt's crazy about jazz, plays it all day.",
        "Is it true the Trail of Tears ended right near here?",
        "If I'd gone to college, maybe I'd be in an office now.",
        "My brother's plate is KL-204-QT, he's proud of it.",
        "We used to have a horse called Pistol, he's long gone.",
        "Sure, nothing better than a 3am outage call. Love it.",
        "My granddad worked the oil fields in the fifties.",
        "What would happen if I quit and sold pecans?",
        "My crew lead sent me his mind map, kind of a joke:\nMe\n├── Sleep\n└── Thai food or nothing\n"
        "That's all him.",
        "Found an old mind map from college:\nMe, 2009\n└── Waitressing, nights\nFeels like forever ago.",
        "The sample map the app starts you with:\nYour idea here\n├── Branch\n│   └── Sub-branch\n└── Branch\n"
        "I never touched it.",
        "Is it true most linemen's knees give out by fifty?",
        "My son's phone number changed again, can't keep up.",
    ],
    "am": [
        "My wife is allergic to shellfish, at banquets she is very careful.",
        "If I win the lottery, I buy land in Hualien and plant rice.",
        "My brother likes window seats, always takes photos of clouds.",
        "Before, I worked on a deep-sea fishing boat, ten years.",
        "Should I learn welding also?",
        "Wow, I love carrying rebar in thirty-five degrees, so fun.",
        "My daughter is vegetarian now, she says for the planet.",
        "Imagine me as a baseball pro, haha, too old!",
        "My father always said: 'the sea gives, the sea takes.'",
        "Is dark mode better for the eyes, really?",
        "Young time I played baseball, we almost won the county.",
        "My site boss only answers after 9am, he's always late.",
        "My cousin in Taichung spent €1,200 on his motorbike, crazy.",
        "When I'm old, I might open a noodle stall, or not, who knows.",
        "My colleague loves spicy food, he eats chili like candy.",
        "Is it true Amis people are the biggest indigenous group in Taiwan?",
        "If I could speak English better, I would work in Australia.",
        "The site boss's wifi password is his dog's name, haha.",
        "Long ago we had a cat called Xiao Hua in the village.",
        "Of course, working Sunday overtime is my dream, haha.",
        "My grandfather hunted in the mountains when he was young.",
        "What if I buy a small truck and sell fruit?",
        "My son's mind map for school, about him:\nMe\n├── Baseball\n└── Can't eat peanuts\nThat's about him.",
        "An old mind map from the fishing boat years:\nMe, 2010\n└── Ten months at sea\nOld life.",
        "The mind map app came with this, I never changed:\nMain idea\n├── Topic 1\n└── Topic 2\nStill there.",
        "Do steel fixers get arthritis when they're old?",
        "My brother-in-law works at Globex in Kaohsiung now.",
    ],
})

#: What the "dev44" set wraps around some memories, each on a line of its own.
H44_ASIDES = (["", "Quick one for you.\n", "Before it goes out of my head.\n", "This one's for keeps.\n",
               "Here's one about me.\n", "Write this one in.\n", "Another bit of mine.\n", "Okay, listen to this.\n",
               "Adding to my notes.\n", "There's one more.\n"],
              ["", "\nThat's all from me for now.", "\nBack to it.", "\nThat's about me, yes.", "\nDone with this one.",
               "\nKeep it with my things.", "\nThat one's me.", "\nOkay, enough.", "\nRight, moving on.",
               "\nNothing more on that."])

#: How two memories share one message in the "dev44" set.
H44_JOINERS = [" And one of mine, too: ", " Plus this one of mine: ", " Then another about me: ",
               " One more of mine here: ", " Plus, something more of mine: ", " On top of that, for me: ",
               " Also about me, this: ", " Another thing, mine: ", " And next, for my notes: ",
               " Also, straight from me: "]


_GREETINGS = sorted({before for frames in _FRAMES.values() for before, _ in frames if before}, key=len, reverse=True)
_FAREWELLS = sorted({after for frames in _FRAMES.values() for _, after in frames if after}, key=len, reverse=True)


def join_h44(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev44" hand: one greeting and one goodbye a message, so the first memory
    loses a voice's closing thanks or goodbye and the second its opening greeting; a mind map block (more than one
    line) on either side is set apart from the other memory by an empty line, so its prose lines stay first and last;
    otherwise the first memory ends in ".", "!" or "?" (a full stop is added), then the joiner, then the second memory
    in its own case."""
    for farewell in _FAREWELLS:
        if head.endswith(farewell):
            head = head[:-len(farewell)]
            break
    for greeting in _GREETINGS:
        if tail.startswith(greeting):
            tail = tail[len(greeting):]
            break
    if "\n" in head or "\n" in tail:
        return f"{head}\n\n{tail}"
    if head[-1:] not in (".", "!", "?"):
        head += "."
    return head + joiner + tail
