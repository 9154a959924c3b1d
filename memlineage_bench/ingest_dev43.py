"""Wordings "dev43" of `memlineage bench ingest` (the ``H43_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A forty-third hand (the helper session "held43"), written blind on 2026-12-07 by an engineer who had not read the
extractor or anything else in ``memgraph_py`` (its classifier, the gate, the labels, the query understanding, the entity
code), ``tools/``, the README, the docs, the issue tracker or any bench output or list of misses, and who did not run
any extractor, ``memlineage ingest``, ``bench ingest``, the classifier, any server or ``make`` on this set or on
anything (only the pure set tests, and small scripts of its own that render this set's styles with sample values and
compare its sentences with the earlier sets' styles as ``ingest`` imports them, printing only this set's own). What was
read: the generator (``ingest.py``: its docstring, imports, vocabulary, the inline "dev" … "dev4" wordings beside it,
``_date``, ``_persona``, ``_paired``, ``Wording``, ``WORDING_SETS``, ``generate``, the comment blocks on dev40, dev41
and heldout42 and the wiring); the module of "heldout42" in full, for its shape (its names, frames, counts, docstring
manner, asides, joiners and joining function; none of its phrasing copied, its voices, trades and layout kept clear of);
the set tests (their generic checks, pinning, ``WRITTEN``, and the layout and joining tests of dev41 and heldout42); the
commits that made and wired heldout42 (``67ab5e8``, ``8d99b56``, ``d0bc563``: their messages, stats and their changes to
``ingest.py`` and the set tests). No other set's module was opened.

To pick voices, trades and a layout no earlier set had used, the modules were searched for each candidate with counts or
file names only as output. Mongolian, Georgian, Basque, Icelandic, Lao, Burmese, Nepali, Sinhala, Malagasy, Quechua,
Hausa, Somali, Tigrinya, Estonian, Latvian, Lithuanian, Albanian, Samoan, Tagalog, Tibetan, Wolof, Shona, Kinyarwanda,
Oromo, Telugu, Bengali, Nahuatl, Hmong, Lingala, Sesotho, Xhosa, Chamorro, Tok Pisin and a score more were each found in
some module by a count and dropped; so were languages of regions some module names (Chechen and the Circassian
languages: the Caucasus is named; Sakha and Chukchi: Siberia; Ainu: Japanese is named; Palauan: its neighbours Chamorro
and Marshallese are; Mauritian Creole: "Creole" is; Herero: Namibia is; Assamese: Indo-Aryan is). Kept, each of a family
and a region no module names: Lakota (Siouan; "Lakota", "Siouan", "Dakota", "Pine Ridge", "Rapid City", "Black Hills" in
none), K'iche' (Mayan; "K'iche'", "Mayan", "Guatemala", "Totonicapán", "Xela", "Central America" in none), Dinka
(Nilotic; "Dinka", "Nilotic", "Sudan", "Juba", "Jonglei" in none) and Burushaski (a language isolate of the Karakoram;
"Burushaski", "Hunza", "Gilgit", "Karimabad", "Karakoram" in none). Trades: a star-quilt maker ("quilt" in none), a
marimba maker ("marimba", "hormigo" in none), a borehole driller ("borehole", "driller" in none) and a gem cutter ("gem
cutter", "gemstone", "faceting" in none); weaving (a backstrap loom, muga silk) was dropped, "weaver" is in one module.
Words and idioms of earlier voices found by a count were left out ("ennit", "yaar", "kola", "pues", "atol", "powwow",
"loupe", "we are together"). Layouts weighed: todo.txt (in five modules), a ``git log --oneline`` ("oneline" in seven),
twtxt (in one, and a time stamp and a line of text, too close to heldout42's jrnl), GNU recutils records (``Field:
value`` lines, too close to the vCard, TOML and Dataview sets), Windows Notepad's ``.LOG`` file (a time stamp over a
line of text, close to jrnl and to the log lines) and photo captions ("caption" in two). Kept: lines of the user's own
page on Gemini, the small-web protocol, written in gemtext, its markup ("gemtext", "gemini://", "Gemini page", "=> " in
no module; the words "Gemini" and "capsule" are in one module each, with no gemtext line anywhere): a prose line ending
in ":", one to three gemtext lines (a heading "#", "##" or "###" and its text, a list item "* " and its text, a quote ">
" and its text, or a link "=> " and a URL with an optional label), then a closing prose line. A page the user keeps
about themselves carries any memory as a heading's or a list item's text; the value stands there, never in a link line,
a quote line or the prose around the block. Pages that say when something is (an event, a task) are headed with the day
the chats are set in ("## 2027-03-01 Coming up"), so "tomorrow" and "next Tuesday" mean the same on the page as in the
chat. Traps get the layout's own kind: someone else's page (a niece's, a son's, a colleague's, a cousin's) shown to the
user, an old entry dated years back of a life long over, and the sample text a new page came with, never filled in
("# Your name here", "* Replace this line with your own text", "> Your favourite quote goes here", a link to
gemini://example.org/).

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Lakota speaker's English (an Oglala woman from Pine Ridge, now in Rapid City), a star-quilt maker: "Háŋ" (hello,
  as a woman says it), "pilámayaye" (thank you), "tókša akhé" (see you later), "wašté" (good), the uŋčí
  (grandmother), the lekší (uncle), the aunties, the wačhípi (powwow), giveaways, fry bread, the Black Hills, the rez,
  star points and quilt tops; Northern Plains English ("ayy", "gotta", "for real", "I'm all about");
* a K'iche' speaker's English (a man from Totonicapán), a marimba maker: "saqarik" (good morning), "xb'e q'ij" (good
  afternoon), "maltyox" (thank you), "chwe'q chik" (see you tomorrow), "utz" (good), the nan and tat (mother and
  father), Guatemalan Spanish on top ("fíjate", "ya", "jaja", "pura mala suerte"), hormigo keys, resonators, pepián,
  tamalitos, Xela, the Santa María volcano; Spanish-shaped English ("more better", "since small", "I have pending to");
* a Dinka speaker's English (a man from Bor, now in Juba), a borehole driller: "male" (the greeting), "thank you too
  much", "we shall talk", the rig, the site, the compressor, the rains, kisra, fish from the Nile, a bull called
  Majok, the cattle camp; South Sudanese English ("by force" (without fail), "you are lost" (long time no see), "I am
  coming" (back in a moment), "follow me up", "I will not pick" (a call));
* a Burushaski speaker's English (a man from Karimabad in Hunza, cutting stones in Gilgit), a gem cutter: "Ya Ali
  Madad" (the Ismaili greeting), "shukria" (thanks), "khuda hafiz" (goodbye), "achha", the mamu (mother's brother),
  the jamatkhana, chapshuro, apricots, Rakaposhi, Attabad lake, Baltit fort, the Karakoram Highway, the faceting
  wheel; Pakistani English ("do one thing", "kindly", "today itself", "out of station", "preponed", "no tension").

Styles are built from hand-written sentences ("cores", each in one voice) and each voice's four frames (an opener, a
closer or none) in :func:`_dress`, so a core stands in four styles: 56 preference cores (224 styles), 28 cores for each
kind of constraint (112 styles each), 37 fact, event and task cores (148 styles each), 88 small-talk cores (352 lines)
and 108 trap cores (432 lines), as many as heldout42 has; every class, each kind of constraint, small talk and traps
hold gemtext blocks (one a voice; no empty line inside; a memory's value only in a heading's or a list item's text).

Small talk: weather (a cold truck in Rapid City, frost on the milpa, dust in Juba, snow in Karimabad), roads (ice to
Pine Ridge, a full bus to Xela, the bridge at Juba, a closed Karakoram Highway), work of the day (a quilt top, twelve
tuned keys, rock at forty metres, a small aquamarine), food of the moment (fry bread and coffee, tamalitos, river
fish, apricots with tea), football and cricket, questions (the Black Hills, the quetzal, the Nile, K2), and gemtext
pages that carry nothing (wind and sewing, fog and resonators, a dust storm, a goat eating the site office's papers, a
landslide). Greetings in each voice's language come with the frames, so no core greets a second time. Traps: other
people's tastes, allergies, diets, rules and details (a cousin, a brother, an aunty, a lekší, a nan, a wife, an
in-law, a mamu, a supervisor, a nephew), the past (a school bus, a casino, a bus to the capital, teaching, guiding
tourists, a dog, a cat, a bull, a horse), hypotheticals and dreams (land back home, a concert marimba, a rig of one's
own, a ruby), questions, quoted sayings, sarcasm, and gemtext pages that are someone else's, old, or an unfilled
template.

Two memories share a message about a third of the time (:data:`H43_JOINERS`, :func:`join_h43`, which drops the
first memory's closing thanks or goodbye and the second's greeting, so a message greets once); some memories carry an
aside (:data:`H43_ASIDES`, each on a line of its own, so a gemtext block keeps its opening prose line at the start of
a line and its closing line at the end of one; no aside names a voice's word or trade, since any voice's memory may
carry any aside). A message that pairs two memories may pair two voices (each style is one voice's); a persona is not
tied to one voice.

Read through once before its digests were pinned (every core rendered with awkward sample values: "short bullet-point
answers", "trains over planes", "tree nuts", "cats", "lactose intolerant", "coeliac", "noon", "7:30 pm", "€1,200", "300
dollars", "Sunday", "Monday", "sister" / "Anna", "employee id" / "E-12345", "sister's wedding" / "next Tuesday", "car
service" / "tomorrow", "book a vet visit for the dog"), and checked for near-copies within a class (cores whose words
matched another's of their class closely, across voices too: "When I was ... I wanted to be a ..." four times, "They
moved / put my {e} ...", "... my phone is off / goes silent", "... told me clear(ly): allergy to {a}", "I gotta / I must
{t}, (please) remind me", "Okay, I follow you / am getting you now" were rewritten as sentences of their own). The
read-through reworded preference styles that wanted a value after a day's work ("after sewing star points all day, what
I want is dark mode"), put a plural value before "is" or said "it" after one; fact styles that handed the value over as
a thing ("take my sister", "give them Anna", "save my sister"); event styles that began with the date (a lower-case
"next Tuesday" at the start of a message) or said "the sister's wedding"; diet styles that made an intolerance a choice
("sticking with it"); hours styles that said "early" or "mornings" around any time ("7:30 pm"); days styles that put
church on any weekday; and small talk that greeted inside a frame that greets. Then three of seed 1's conversations, six
of seed 2's and a dozen of seed 3's paired messages were read as generated (after the wiring commit had pinned the set's
first digests; they were pinned again after this): an event style ("It is 07/05 itself, my ..."), a list item ("Boutique
hotels, by force") and a fact style ("For the papers of the workshop, my dentist is ...") were reworded, asides that
named one voice's trade or word ("From the sewing table", "Back to the rig now", "Fíjate") under another voice's memory
were replaced by plain ones, and the joining function was made to drop the greeting and goodbye in the middle of a
paired message ("... Khuda hafiz. Next, mine also: Ya Ali Madad, brother. ..."). A script printing only this set's own
sentences, never another set's lines, found some thirty of its sentences shared with earlier sets (short ones: "Allergic
to {a}", "I am {d}", "It is {v}", "No calls after {t}", "Not done yet", "What a day", and five whole styles: "{v},
that's my {n}.", "For the papers, my {n} is {v}.", "Kindly remind me to {t}.", "My {e}? {d}.", "{W}s are not possible
for me.") and four joiners or asides shared word for word (and two of the plain asides that later replaced the voices'
ones); they were reworded before the digests were pinned.

Slips of blindness: ``git worktree add`` printed the subject of main's newest commit (heldout41 renamed dev41 after its
held-out run, "the same figures" but no figure, a replay's set count and the set tests' count; no extractor change
named). Nothing else was read beyond the list above; the scripts of this set import ``ingest`` (and so ``memgraph_py``,
as the set tests do) without any of it being opened or run beyond the generator.

It was held out as "heldout43": the lead ran it at stop 44 on stop 43's extractor (at ``4fb823a``) and again after
stop 44's readings and after each of stop 45's, misses unread; then, at stop 46, renamed it "dev43" (digests
unchanged) to be read.
"""

from __future__ import annotations

__all__ = ["H43_ASIDES", "H43_CONSTRAINTS", "H43_EVENT_STYLES", "H43_FACT_STYLES", "H43_JOINERS", "H43_PREF_STYLES",
           "H43_SMALLTALK", "H43_TASK_STYLES", "H43_TRAPS", "join_h43"]

#: Each voice's four frames: an opener before a core and a closer after it (a gemtext block keeps its prose lines).
_FRAMES = {
    "la": [("", ""), ("Háŋ! ", ""), ("", " Pilámayaye."), ("Háŋ, hello there. ", " Tókša akhé.")],
    "ki": [("", ""), ("Saqarik! ", ""), ("", " Maltyox."), ("Xb'e q'ij. ", " Chwe'q chik.")],
    "di": [("", ""), ("Male! ", ""), ("", " Thank you too much."), ("Male, my friend. ", " We shall talk.")],
    "bu": [("", ""), ("Ya Ali Madad! ", ""), ("", " Shukria."), ("Ya Ali Madad, brother. ", " Khuda hafiz.")],
}


def _dress(cores: dict[str, list[str]]) -> list[str]:
    """Every core of every voice in each of its voice's frames, core by core."""
    return [opener + core + closer for voice, voice_cores in cores.items() for core in voice_cores
            for opener, closer in _FRAMES[voice]]


H43_PREF_STYLES = _dress({
    "la": [
        "Ayy, {v} for me, every time, no arguing.",
        "Ask anyone at the quilting circle: me, I go for {v}.",
        "My uŋčí raised me to know my own mind, and my mind says {v}.",
        "Off my own Gemini page, the notes I keep for myself:\n## What I like\n* {V}, hands down, every time\n"
        "That still holds, I looked this morning.",
        "If you're choosing for me, go with {v}, okay?",
        "Everybody back home on the rez knows I'm all about {v}.",
        "Lekší teases me for it, but {v}, always.",
        "I'll take {v} over anything, honest.",
        "Sign me up for {v}, that's just how I am.",
        "Wašté, {v}, that's the good stuff for me.",
        "Ever since I was a kid in Pine Ridge, my pick's been {v}.",
        "Honestly? Hand me {v} and I'm a happy lady.",
        "Whatever the plan, lean toward {v} for me.",
        "My favourite, if you gotta know: {v}.",
    ],
    "ki": [
        "Fíjate, for me it is {v}, always, since small.",
        "Even in the workshop they know my taste: {v}.",
        "My nan says I am stubborn like a mule, and yes: {v}.",
        "This is from my own page on Gemini, I write it in gemtext:\n# Me\n* I choose {v}, every time\n"
        "Still like that, nothing changed.",
        "Utz, {v}, that is what I like the most.",
        "If you have to pick for me, {v}, please.",
        "In Toto everybody knows I go for {v}.",
        "Between all the things, more better for me: {v}.",
        "Nothing complicated with me: {v} and I am content.",
        "Like my tat before me, I go for {v}.",
        "Ya, {v}, I don't need to think about it.",
        "Always I ask for {v} when there is the choice.",
        "For me there is nothing like {v}, I tell you.",
        "Whatever you plan for me, look for {v} first.",
    ],
    "di": [
        "For me, {v}; that one I like too much.",
        "Out at the drilling site, the guys know: for me, {v}.",
        "My mother used to say I know what I want; I want {v}.",
        "From the Gemini page I keep for myself, my own notes:\n## Likes\n* {V}, that one for sure\n"
        "It has not changed, not even small.",
        "If there are options, I pick {v}.",
        "My people in Bor will tell you: he likes {v}.",
        "I am telling you the truth, the thing for me is {v}.",
        "Put {v} for me, my friend, and we are good.",
        "My choice, every time, is {v}.",
        "If you arrange anything for me, let it be {v}.",
        "Since I came to Juba I always go for {v}.",
        "Me, I am a man of {v}.",
        "You want to see me happy? {V}.",
        "My friends laugh, but for me, {v}, nothing else.",
    ],
    "bu": [
        "For me only {v}, this I am telling you from my heart.",
        "Like I choose a good stone, I choose {v}, carefully and every time.",
        "My grandmother always said this boy knows his mind; and my mind is on {v}.",
        "From my own page on Gemini, I keep it for myself only:\n### My own list\n* {V}, first choice\n"
        "This one is still right.",
        "Do one thing: whenever there is option, take {v} for me.",
        "In Karimabad everybody knows, I like {v}.",
        "Kindly remember, my taste is {v}, today itself and always.",
        "Honestly speaking, I go for {v}.",
        "My mamu jokes about it, but my thing is {v}.",
        "If it is my choice, {v}, no tension.",
        "Since my college days in Gilgit, my favourite is {v}.",
        "First preference: {v}. Second preference: also {v}.",
        "Give {v} to me and I am fully satisfied.",
        "Any plan you make, {v} for me only.",
    ],
})

H43_CONSTRAINTS = {
    "allergy": _dress({
        "la": [
            "I'm allergic to {a}, so keep that away from me.",
            "Had a bad reaction to {a} at a giveaway once; I'm allergic, for real.",
            "From my own Gemini page, the health bit:\n## Health\n* Allergic to {a}, the real kind\n"
            "Still true, the clinic said so again.",
            "The IHS clinic has it on my chart: allergic to {a}.",
            "{A}? No way, I break out in hives, I'm allergic.",
            "Tell whoever's cooking or booking: no {a} for me, I'm allergic.",
            "My uŋčí taught me to watch out for {a}; I'm allergic, always have been.",
        ],
        "ki": [
            "I am allergic to {a}, please have care.",
            "The doctor in Xela told me clear: allergy to {a}.",
            "From my own page, the gemtext one:\n## Health\n* Allergy: {a}, serious\n"
            "Still like this, I must be careful.",
            "With {a} I get very sick, I am allergic since small.",
            "Fíjate, no {a} for me, is allergy.",
            "Every time I must say it: {a}, I am allergic.",
            "{A} and me, we cannot be together; allergy.",
        ],
        "di": [
            "I have allergy to {a}, it is serious.",
            "The doctor at Juba Teaching Hospital confirmed it: I am allergic to {a}.",
            "From the notes on my Gemini page, mine:\n### Body\n* Allergic to {a}, carry the card\n"
            "That is still the situation.",
            "Keep {a} far from me, my body does not accept, allergy.",
            "If there is {a} anywhere, tell me first, I am allergic.",
            "My whole family knows I am allergic to {a}.",
            "Since childhood I react to {a}; it is an allergy.",
        ],
        "bu": [
            "I am allergic to {a}, kindly keep this in mind.",
            "The skin test in Gilgit showed it: I am allergic to {a}.",
            "My own Gemini page has this, I wrote it for myself:\n## Health notes\n* Allergy to {a}, very strong\n"
            "It is the same today.",
            "Please, no {a} near me, I get allergic reaction.",
            "Because of {a} I was in hospital one time; I am allergic.",
            "For me {a} means danger, allergy.",
            "Whenever we book anything, check for {a}; I am allergic.",
        ],
    }),
    "diet": _dress({
        "la": [
            "I'm {d}, so check the menu before you book anything for me.",
            "At feasts I always gotta explain I'm {d}.",
            "Off my own Gemini notes, the food part:\n## Food\n* I'm {d} now, for good\nStill how I eat.",
            "Heads up for any dinner: I'm {d}.",
            "Been {d} a good while now, it's not changing.",
            "My aunties still forget I'm {d}, but you won't, right?",
            "I'm {d}, so at the wačhípi food stands I gotta be picky.",
        ],
        "ki": [
            "I am {d}, please remember for the food.",
            "At the fiesta of the village I must always say I am {d}.",
            "From my own gemtext page, the food part:\n## Food\n* I am {d}, since years\n"
            "So it is still, nothing changed.",
            "When you choose a restaurant for me, think: I am {d}.",
            "My nan cooks pepián and I must ask first, because I am {d}.",
            "Some years already I am {d}.",
            "For every meal, fíjate, I am {d}.",
        ],
        "di": [
            "I am {d}, so the food must be checked.",
            "At weddings in Juba I always explain that I am {d}.",
            "From my own page on Gemini, the food section:\n## Food for me\n* I am {d}, fully\n"
            "That is how I am living now.",
            "For any meal you plan, remember I am {d}.",
            "Even the kisra I must ask about, because I am {d}.",
            "I became {d} some years back, and so I am still.",
            "My mother's sister cooks for everybody, but I am {d}, so she makes mine apart.",
        ],
        "bu": [
            "I am {d}, kindly tell the hotel kitchen.",
            "At every wedding feast I have to tell the cook that I am {d}; people are surprised.",
            "My own Gemini page, food section, I wrote it:\n### Food\n* Diet: {d}, strictly\nThis is still my rule.",
            "For the food, I am {d}, no exceptions.",
            "My mother makes chapshuro and for me she makes a separate one, because I am {d}.",
            "Whenever you book a meal for me, keep in mind I am {d}.",
            "I am {d}; in the mountains it is not easy, but I manage.",
        ],
    }),
    "hours": _dress({
        "la": [
            "Don't call me before {t}, I'm sewing and I won't pick up.",
            "After {t} I'm done for the day, no calls.",
            "From my own Gemini page, my rules:\n## Rules for me\n* No phone calls after {t}\nI keep to that still.",
            "Meetings? Not before {t}, please.",
            "Nothing gets scheduled for me before {t}, that's my rule.",
            "Phone goes face down at {t} and stays that way.",
            "If it's before {t}, it can wait, I'm not available.",
        ],
        "ki": [
            "Before {t} I am in the workshop, no calls please.",
            "After {t} I don't answer, I am with the family.",
            "From my page, the gemtext one, my own rules:\n## Work\n* No meetings before {t}, never\n"
            "Still I do like this.",
            "Please, nothing for me before {t}.",
            "From {t} I can talk, not earlier.",
            "Calls after {t} I don't take.",
            "My day for meetings starts at {t}, not before.",
        ],
        "di": [
            "No meetings before {t}, I am at the site and cannot leave.",
            "After {t} my phone is off, please.",
            "From my own Gemini notes, the time rule:\n## Time\n* Not reachable after {t}\n"
            "That rule is still standing.",
            "Do not put anything for me before {t}.",
            "Before {t} I am drilling, I cannot answer.",
            "Any call after {t}, I will not pick.",
            "Schedule me only from {t}, not earlier.",
        ],
        "bu": [
            "Kindly, before {t} I take no calls; the wheel needs both hands.",
            "After {t} I am not available, it is family time.",
            "My own Gemini page has this rule:\n## My hours\n* Nothing on the calendar before {t}\nStill following it.",
            "Meetings only after {t}, please, before that I am cutting stones.",
            "Do not schedule me before {t}, that time is for prayer and tea.",
            "Once it is {t}, I stop taking calls.",
            "No calls for me after {t}, this is fixed.",
        ],
    }),
    "budget": _dress({
        "la": [
            "I can't go over {m}, that's my limit.",
            "Keep it to {m} tops, I'm saving up for fabric.",
            "Off my own Gemini page, money stuff:\n## Money\n* Never spend past {m}\nThat's still my top number.",
            "Don't show me anything past {m}.",
            "My cap is {m}, and I mean it.",
            "Whatever it is, stay under {m} for me.",
            "Anything over {m} and I'm out.",
        ],
        "ki": [
            "I cannot pay more than {m}.",
            "The limit for me is {m}, and there it stops.",
            "From my own gemtext page, the money part:\n## Money\n* Maximum {m}\nStill my maximum today.",
            "Please, look for something under {m}.",
            "With {m} I must manage, no more.",
            "{m} is the most I can give.",
            "More than {m} is too expensive for me.",
        ],
        "di": [
            "My budget is {m}, I cannot add.",
            "Do not go above {m}, please.",
            "From my Gemini page, the notes I keep for me:\n## Money\n* Top limit {m}\nThat limit is still there.",
            "I have {m} only for this.",
            "The most I will spend is {m}.",
            "Above {m}, forget it.",
            "Find me something within {m}.",
        ],
        "bu": [
            "Kindly keep it within {m}.",
            "My limit is {m}, that is all I have for this.",
            "My own Gemini page, budget section:\n## Budget\n* Up to {m} only\nStill this is my number.",
            "I can manage {m}, more than that is not possible.",
            "For this my budget is {m} only.",
            "Please search options below {m}.",
            "The ceiling for me is {m}.",
        ],
    }),
    "days": _dress({
        "la": [
            "I can't do {w}s, that's family day.",
            "No bookings on {w}s for me.",
            "From my own Gemini page, the week:\n## Week\n* Keep {w}s free of work\nStill holding.",
            "{W}s I'm at my uŋčí's place, so nothing then.",
            "Don't put anything on a {w}, I won't be there.",
            "Every {w} I'm busy, always.",
            "Leave my {w}s alone, please.",
        ],
        "ki": [
            "On {w}s I cannot, is market day.",
            "Please, nothing on {w}s.",
            "From my page in gemtext, my own:\n## Week\n* Never work on {w}s\nIt is still the same week for me.",
            "{W}s I go with my family to the aldea of my nan, so no.",
            "I am not available the {w}s.",
            "Any day is fine except {w}s.",
            "For me {w}s are closed.",
        ],
        "di": [
            "I cannot work on {w}s.",
            "{W}s I spend with my family, do not book me.",
            "From my own Gemini notes:\n## Days\n* No work on {w}s\nStill the same now.",
            "Please skip {w}s when you plan for me.",
            "On {w}s I travel to see my family, so I am not there.",
            "I am unavailable every {w}.",
            "Put it any day but not a {w}.",
        ],
        "bu": [
            "{W}s are not possible for me, I am busy with family.",
            "Kindly do not book anything on a {w}.",
            "My own Gemini page, the weekly part:\n### Weekly\n* {W}s blocked\nStill it is like this.",
            "The jamatkhana takes my {w}s, so I am not available.",
            "Every {w} I am out of station.",
            "Choose any day, only not {w}s.",
            "{W}s I keep for family, don't schedule anything.",
        ],
    }),
}

H43_FACT_STYLES = _dress({
    "la": [
        "My {n} is {v}, for whatever form you need.",
        "{v}, yep, that's my {n}.",
        "Off my own Gemini page, where I keep my details:\n## Details\n* About me: my {n} is {v}\nStill current.",
        "Write this one down, {n}: {v}.",
        "In case anybody asks, my {n} is {v}.",
        "You'll want this one, my {n} is {v}.",
        "Just so you've got it, {v} is my {n}.",
        "My {n}? {v}, easy.",
        "Keep this on file for me, my {n}: {v}.",
        "Ayy, almost forgot to tell you: my {n} is {v}.",
    ],
    "ki": [
        "Fíjate, my {n}: {v}.",
        "For the papers, you know, my {n} is {v}.",
        "From my own page in gemtext, my things:\n## Data\n* {n}: {v}\nStill good, I checked.",
        "{v}, this is my {n}, write it please.",
        "You ask about my {n}? It is {v}, fíjate.",
        "And my {n}, that one is {v}.",
        "Take note, please, my {n} is {v}.",
        "My {n}, so you have it: {v}.",
        "{v} is my {n}, since long time.",
    ],
    "di": [
        "I will tell you my {n}: {v}.",
        "My {n}, for you: {v}.",
        "From my own Gemini page, my details:\n### Me\n* The {n}: {v}\nIt is still correct.",
        "My {n} you can write as {v}.",
        "If somebody asks you about my {n}, the answer is {v}.",
        "Something for your notebook, my {n} is {v}.",
        "You should know this about me: my {n} is {v}.",
        "My {n}, you asked before? It is {v}, that one.",
        "Remember this one, {v}, my {n}.",
    ],
    "bu": [
        "My {n} is {v}, kindly note it down.",
        "Please save this: my {n} is {v}.",
        "My own Gemini page, personal section:\n## Personal\n* {n} {v}\nThis is current.",
        "{v} is my {n}, just for your information.",
        "Put it in your records, my {n} is {v}.",
        "Let me add one detail: my {n} is {v}, correct and current.",
        "Whenever it comes up, my {n} is {v}.",
        "Today itself let me tell you, my {n} is {v}.",
        "My {n}, in case you need it one day: {v}.",
    ],
})

H43_EVENT_STYLES = _dress({
    "la": [
        "My {e} is {d}, so keep that day clear.",
        "{E}: {d}. Circle that one for me.",
        "From my own Gemini page, what's coming up:\n## 2027-03-01 Coming up\n* {E}, {d}\nThat's still the plan.",
        "Got the {e} coming up {d}, I'm kinda nervous.",
        "They moved my {e} to {d}.",
        "Just so you know, the {e} is set for {d}.",
        "Mark it down: {d}, my {e}.",
        "I'll be at my {e} {d}, so I'm busy that day.",
        "Finally, my {e} is happening {d}.",
        "Aunty's driving me to my {e} {d}.",
    ],
    "ki": [
        "My {e} is {d}, I have it in my head.",
        "For {d} I have the {e}, fíjate.",
        "From my own page in gemtext:\n## 2027-03-01 Next\n* {E} {d}\nStill so, nothing moved.",
        "Since yesterday I know: the {e} is {d}.",
        "Don't let me forget, {d} is my {e}.",
        "I must be ready for my {e}, it is {d}.",
        "My {e}? That one is {d}.",
        "I will close the workshop {d} because of the {e}.",
        "Remember with me: {e}, {d}.",
    ],
    "di": [
        "My {e} is {d}, I will not be on site.",
        "My {e} has been arranged, {d}.",
        "From the Gemini page I keep for my own things:\n## 2027-03-01 Dates\n* {E}: {d}\nThat date still stands.",
        "I am busy {d} with my {e}.",
        "Write the {e} for {d}, please.",
        "They told me my {e} will be {d}.",
        "I am preparing already, my {e} is {d}.",
        "Do not plan anything for me {d}, it is my {e}.",
        "My {e} comes {d}, by God's will.",
    ],
    "bu": [
        "My {e} is fixed for {d}, no changing it.",
        "Kindly remember, {e} {d}.",
        "My own Gemini page, upcoming section:\n### 2027-03-01 Upcoming\n* {E} {d}\nStill fixed, not changed.",
        "The {e} got preponed to {d}.",
        "So soon, my {e} is {d} itself.",
        "No cutting work for me {d}, I have my {e}.",
        "My {e}, date is {d}.",
        "{E} is coming {d}, I am little worried.",
        "The date for my {e} came, it is {d}.",
    ],
})

H43_TASK_STYLES = _dress({
    "la": [
        "I gotta {t}, remind me.",
        "Bug me till I {t}, okay?",
        "From my own Gemini page, the to-do part:\n## 2027-03-01 To do\n* {t}\nHaven't touched it yet.",
        "This week I have to {t}, no excuses.",
        "Nag me so I {t} before Friday.",
        "I keep putting it off, but I need to {t}.",
        "Tomorrow's job for me: {t}.",
        "Before I start the next quilt I gotta {t}.",
        "Ayy, I almost forgot I need to {t}.",
        "Help me remember to {t} this week.",
    ],
    "ki": [
        "I must {t}, but my head forgets, so tell me.",
        "Fíjate, I have pending to {t}.",
        "From my own page, gemtext, the pending part:\n## 2027-03-01 Pending\n* {t}\nStill pending, I did not do it.",
        "This week without fail I must {t}.",
        "Say it to me again tomorrow: I need to {t}.",
        "Before the market day I need to {t}.",
        "Ay, I forgot again to {t}, I must do it.",
        "Give me a push, I have to {t}.",
        "My job for these days: {t}.",
    ],
    "di": [
        "I need to {t}, do not let it pass.",
        "Remind me again and again to {t}.",
        "From my Gemini page, my own list:\n## 2027-03-01 To do\n* {t}\nIt is still waiting for me.",
        "By force I must {t} this week.",
        "When I come back from the site I must {t}.",
        "Follow me up so that I {t}.",
        "The thing I keep forgetting: I have to {t}.",
        "Before the rains come, I must {t}.",
        "Tomorrow morning first thing I must {t}.",
    ],
    "bu": [
        "Kindly remind me to {t}, I will forget otherwise.",
        "Do one thing, tell me tomorrow to {t}.",
        "My own Gemini page, the tasks section:\n### 2027-03-01 Tasks\n* {t}\nNot finished, still open.",
        "Today itself I must {t}.",
        "It is on my head that I have to {t}.",
        "I need to {t} before I go down to Gilgit.",
        "I am lazy for such things, but I must {t}.",
        "No tension, but I have to {t} this week.",
        "Still pending on my side: {t}.",
    ],
})

H43_SMALLTALK = _dress({
    "la": [
        "Cold one in Rapid City this morning, my truck barely started.",
        "The wind out here is something else today.",
        "How are you doing, anyway?",
        "Just finished a quilt top, my back's killing me.",
        "Ayy, that's funny.",
        "My grandkids are running around like crazy.",
        "Who won the game last night?",
        "It snowed again, of course it did.",
        "Okay, I follow you now.",
        "Why do they call them the Black Hills?",
        "Fry bread and coffee, that's my lunch today.",
        "The road to Pine Ridge was all ice this morning.",
        "Tell me something good, it's been a long week.",
        "Hold on, somebody's at the door.",
        "Where does the word 'tipi' come from, do you know?",
        "My sewing machine's making a weird noise again.",
        "The meadowlarks are back, I heard one today.",
        "Lol, you're too much.",
        "How many stars are in the Big Dipper?",
        "Good, good, let's keep going.",
        "From my own Gemini page, yesterday's whole entry:\n## 2027-02-28\n* Wind all day, stayed in, sewed\n"
        "Nothing exciting.",
        "My Gemini page from New Year's, just for fun:\n## 2027-01-01\n* Snowed in, played cards with the cousins\n"
        "Fun night.",
    ],
    "ki": [
        "Here in Toto it is very cold today, the frost is white on the milpa.",
        "It rained all the night, the roads are mud.",
        "How are you, all good?",
        "Today I tuned twelve keys, my ears are tired.",
        "Jaja, very funny.",
        "My son is practising the marimba, all the house is shaking.",
        "Who won the Comunicaciones game?",
        "The volcano Santa María is smoking again today.",
        "Ah, ya, now I understand.",
        "Why is the quetzal bird so hard to see?",
        "I am eating tamalitos now, one minute.",
        "The bus to Xela was full full, I went standing.",
        "Tell me a story, the afternoon is long.",
        "Wait, a client is coming in.",
        "How old is the marimba as an instrument?",
        "The saw broke again, pura mala suerte.",
        "The swallows came back to the roof of the church.",
        "Good, we continue.",
        "What is the highest volcano in Central America?",
        "The plaza is full of people today, I don't know why.",
        "From my gemtext page, the whole entry of yesterday:\n## 2027-02-28\n* Fog all day, worked on resonators\n"
        "A normal day.",
        "My page has this from Christmas, look:\n## 2026-12-24\n* Tamales at midnight, cohetes until two\n"
        "Nobody slept, jaja.",
    ],
    "di": [
        "Juba is already hot at seven in the morning.",
        "The dust today is too much, everything is brown.",
        "How is the day for you?",
        "We hit rock at forty metres today, it was a long fight.",
        "Haha, you are funny.",
        "My small brother is watching football too loud.",
        "Did Arsenal win yesterday?",
        "The rains are late this year.",
        "Ah, now I am getting you.",
        "Why is the Nile water brown in Juba?",
        "I am eating fish from the river now, it is very fresh.",
        "The traffic at the bridge was terrible this morning.",
        "Tell me some news from the world.",
        "I am coming, give me five minutes.",
        "How long is the Nile from end to end?",
        "The generator is making noise again in the compound.",
        "The mango trees are full this season.",
        "Good, let us continue.",
        "What is the deepest borehole in the world?",
        "You are lost! Where have you been?",
        "From my own Gemini page, yesterday, the whole thing:\n## 2027-02-28\n* Dust storm, stopped work at two\n"
        "Just that.",
        "My page has this from last month, it made me laugh:\n## 2027-01-19\n"
        "* A goat walked into the site office and ate the papers\nIt really happened.",
    ],
    "bu": [
        "The sun is just touching Rakaposhi now, very beautiful.",
        "It is snowing again in Karimabad.",
        "And you, is everything fine with you?",
        "Today I cut one small aquamarine, very nice colour.",
        "Ha ha, good one.",
        "My nephews are playing cricket in the lane.",
        "Did Pakistan win the match?",
        "The Karakoram Highway was closed again, landslide.",
        "Okay okay, now it is clear to me.",
        "How deep is Attabad lake?",
        "I am having apricots with tea right now.",
        "The jeep to Gilgit took five hours today.",
        "Tell me one interesting thing about mountains.",
        "One minute, a customer has come.",
        "How old is Baltit fort?",
        "The electricity went again, third time today.",
        "The apricot trees will flower soon.",
        "Achha, let us go on.",
        "Which is higher, K2 or Nanga Parbat?",
        "Too much cold today, my fingers are stiff.",
        "My own Gemini page, yesterday's entry, all of it:\n## 2027-02-28\n* Snow, no customers, polished old stones\n"
        "Quiet day.",
        "From my page, the day of the big landslide:\n## 2027-02-03\n* Road closed, whole bazaar drinking tea\n"
        "Everyone was stuck.",
    ],
})

H43_TRAPS = _dress({
    "la": [
        "My cousin's allergic to shellfish, poor guy, he can't eat half the buffet.",
        "If I ever had real money, I'd buy land back home and put up a sewing house.",
        "My brother swears by window seats, he sleeps against the glass.",
        "Back in the day I drove a school bus for three years.",
        "Should I try beadwork too, what do you think?",
        "Oh sure, I love it when the thread snaps on the last star. Best feeling ever.",
        "Aunty's vegan now, she brought her own stuff to the feast.",
        "Me teaching a quilting class in Paris, can you picture it?",
        "Uŋčí used to say, 'a quilt holds the prayers of the one who sewed it.'",
        "Would jazz be good music to sew to, you think?",
        "As a kid I was dead set on riding broncs in the rodeo.",
        "My nephew never answers his phone before noon, that kid.",
        "My friend in Rapid pays $200 a week for daycare, crazy.",
        "Maybe someday I'll move to Denver, who knows.",
        "Lekší loves red wine, but don't tell the church ladies.",
        "Is it true that star quilts came from the buffalo robes?",
        "If I could, I'd spend a whole summer camping in the Black Hills.",
        "My sister's dentist is Dr. Moreau, she says he's rough.",
        "Years ago we had a dog called Šuŋka, he's long gone now.",
        "Oh yeah, nothing better than a four-hour drive in a blizzard. Love it.",
        "My old boss at the casino made everyone come in at 6am, terrible.",
        "What if I opened a little quilt shop in town?",
        "My niece showed me her Gemini page, she's a funny one:\n## About me\n"
        "* I only eat spicy food, the hotter the better\nThat's her, not me.",
        "Old entry on my own page, from way back:\n## 2014-05-02\n* Working nights at the gas station\n"
        "Glad that's over.",
        "The sample page the Gemini thing came with, never filled in:\n# Your name here\n"
        "* Favourite food: write it here\nI just left it like that.",
        "Does everybody who sews get bad eyes eventually?",
        "My cousin paid 300 dollars for her first car, can you believe it.",
    ],
    "ki": [
        "My brother is allergic to peanuts, in the school he had a big problem.",
        "With a lot of money I would build a marimba de concierto, the biggest one.",
        "My wife prefers aisle seats, she says it is more easy to go to the bathroom.",
        "Before, I was a bus driver to the capital, many years ago.",
        "Should I learn to play the guitar also?",
        "Oh yes, I love when the client pays late, my favourite thing.",
        "My cousin is vegetarian since she went to study in the capital.",
        "Imagine me in Japan playing marimba on the street, jaja.",
        "My tat always said: 'the wood tells you when it is ready.'",
        "Would Thai food be very spicy for a Guatemalan?",
        "My dream as a boy was to play for the national team.",
        "My helper never comes before ten, he says the bus is late always.",
        "My friend in Xela pays very little for his room, lucky man.",
        "Maybe one day I go to live in Antigua.",
        "My nan loves sci-fi novels, can you believe? She reads them at night.",
        "Is it true the marimba came from Africa?",
        "If I was young again, I would study music in Mexico.",
        "My neighbour's dog is called Pepper, he barks all day.",
        "Many years ago I had a cat, Micha, she lived very long.",
        "Sure, I love carrying a marimba up three floors. Very relaxing.",
        "My old boss in the carpentry made us work Sundays, terrible.",
        "What if I teach classes of marimba, would people come?",
        "My son made his own Gemini page, look what he wrote:\n## Me\n* My favourite music is jazz, only jazz\n"
        "That is his page, not mine.",
        "An old entry of my page, from long ago:\n## 2016-08-11\n* Driving the bus, up at four every day\n"
        "That life is finished.",
        "The example that came with the page, still there:\n## A heading\n"
        "=> gemini://example.org/ A link to somewhere\n"
        "I must delete it some day.",
        "Do all the marimba makers get deaf at the end?",
        "My brother-in-law works at Initech in the capital, he never has time.",
    ],
    "di": [
        "My uncle is allergic to penicillin, the doctors almost killed him once.",
        "If I had my own drilling rig, I would put water in every village of Jonglei.",
        "My colleague always fights for the aisle seat on the plane to Nairobi.",
        "Before, I was working as a teacher, some years back.",
        "Should I go back to school for geology?",
        "Yes, I really enjoy when the pump breaks on Friday evening. Very nice.",
        "My in-law is pescatarian, she eats only fish from the Nile.",
        "Imagine me driving a rig in the snow in Canada, ha.",
        "My grandfather used to say: 'water is the first wealth.'",
        "Is red wine good for the heart, truly?",
        "When I was a boy in the cattle camp, I wanted to be a wrestler like my uncle.",
        "My supervisor never picks calls before 10 am, he is sleeping.",
        "My friend in Kampala pays 300 dollars for his room, too much.",
        "Maybe one day I will move to Nairobi, we shall see.",
        "My cousin loves spicy food, he puts pepper on everything.",
        "Is it true that some wells in the desert are thousands of years old?",
        "If peace comes fully, I would open a drilling company of my own.",
        "My neighbour's car plate is very funny, all sevens.",
        "We had a bull called Majok when I was small, a beautiful one.",
        "Of course, nothing makes me happier than dust in my eyes all day.",
        "My old headmaster made all the teachers come at 7:30, terrible.",
        "What if I take a loan for a second rig?",
        "My colleague showed me his Gemini page, he is proud of it:\n## About me\n"
        "* Allergic to latex, careful with gloves\n"
        "That one is his allergy.",
        "An old entry on my own page, from the teaching years:\n## 2015-03-09\n* Classes from seven in the morning\n"
        "That was long ago.",
        "My page still has the example it started with:\n### Example\n* Replace this line with your own text\n"
        "I never removed it.",
        "Is it normal that my ears ring after the compressor runs all day?",
        "My brother-in-law works at Acme Labs now, he is doing well.",
    ],
    "bu": [
        "My cousin is allergic to sesame, so at weddings he eats nothing.",
        "If I had a shop in Islamabad, I would become rich from tourists.",
        "My uncle only travels by train, he is afraid of the mountain roads.",
        "I spent eight years guiding tourists, before the stones.",
        "Should I also learn jewellery making?",
        "Wonderful, the stone cracked on the last facet. Very lucky day for me.",
        "My sister is vegan, she says the apricots are enough for her.",
        "Imagine me cutting diamonds in Antwerp, ha ha.",
        "My teacher used to say: 'the wheel does not forgive a hurried hand.'",
        "Is jazz popular in Pakistan, you think?",
        "In school days my plan was to climb K2 one day.",
        "My brother never wakes before 9am, he is a night person.",
        "My friend in Lahore pays £90 a month for internet, too costly.",
        "Maybe one day I will shift to Dubai, who knows.",
        "My mamu loves morning meetings, he calls everyone at seven.",
        "Is it true that Hunza people live longer than others?",
        "If I find a big ruby in the mountains, I will retire.",
        "My friend's dentist is Dr. Shah in Gilgit, very famous.",
        "Long ago my family had a horse called Toofan.",
        "Yes yes, I love when tourists bargain for one hour. Very nice.",
        "My old manager at the hotel made us start at 6am.",
        "What if I open an online shop for stones?",
        "My cousin's Gemini page, he sent it to me:\n## About me\n* I can't travel on Fridays, ever\n"
        "That is his rule, I have none like it.",
        "Old entry from my own page, guide days:\n## 2013-07-22\n* Trekking group to Ultar, up at four\n"
        "That was another life.",
        "My page still starts with the sample text it came with:\n# My capsule\n> Your favourite quote goes here\n"
        "I am too lazy to change it.",
        "Can the dust from cutting stones harm the lungs?",
        "My nephew's employee ID is very long, he can never remember it.",
    ],
})

#: What the "dev43" set wraps around some memories, each on a line of its own.
H43_ASIDES = (["", "Real quick, before it slips my mind.\n", "While I remember it.\n", "Small thing, but important.\n",
               "One more detail.\n", "For my file, this.\n", "Another one for you.\n", "This one is worth keeping.\n",
               "Okay, this one also.\n", "Let me add something.\n"],
              ["", "\nOkay, back to my work now.", "\nNow back to my day.", "\nThat one is about me.",
               "\nThat is all for this one.", "\nOkay, done with that one.", "\nThat is mine, note it.",
               "\nEnough for now.", "\nKeep that one.", "\nThat one's mine, for sure."])

#: How two memories share one message in the "dev43" set.
H43_JOINERS = [" And one more thing about me: ", " Another of mine: ", " Also, for me: ", " This one too, mine: ",
               " And then, about me: ", " Next, mine also: ", " One more, for my notes: ",
               " Besides that, one of mine: ", " And this one, about myself: ", " Also from my side, this: "]


_OPENERS = sorted({opener for frames in _FRAMES.values() for opener, _ in frames if opener}, key=len, reverse=True)
_CLOSERS = sorted({closer for frames in _FRAMES.values() for _, closer in frames if closer}, key=len, reverse=True)


def join_h43(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev43" hand: a person says hello and goodbye once a message, so the head
    loses a voice's closing word (a thanks, a goodbye) and the tail its opening greeting; then, when either carries a
    gemtext block (more than one line), the two are set apart by an empty line, so each block keeps the prose line that
    opens it and the one that closes it; otherwise the head gets a full stop unless it already ends in ".", "!" or "?",
    then the joiner, then the tail in its own case."""
    head = next((head[:-len(closer)] for closer in _CLOSERS if head.endswith(closer)), head)
    tail = next((tail[len(opener):] for opener in _OPENERS if tail.startswith(opener)), tail)
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if not head.endswith((".", "!", "?")):
        head += "."
    return head + joiner + tail
