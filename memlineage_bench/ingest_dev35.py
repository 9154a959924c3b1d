"""Wordings "dev35" (called "heldout35" until stop 41) of `memlineage bench ingest` (the ``H35_*`` constants), kept out of
``ingest.py``; ``ingest`` imports them and wires the set into its ``WORDING_SETS``.

A thirty-fifth hand (the helper session "held35"), written blind on 2026-12-06 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the CLI,
the README (any of it), the docs, the issue tracker or any bench output or list of misses, and who did not run any
extractor, ``memlineage ingest``, ``bench ingest``, the classifier or any server on this set or on anything (only the
pure set tests and small renders of this set's own styles with sample values). What was read: the generator
(``ingest.py``: its vocabulary, ``_date``, ``_persona``, ``generate``, ``_paired``, ``Wording``, the comment blocks on
earlier sets and the wiring), the module of "heldout34" (for its shape: names, counts, comments, the joining function;
none of its phrasing copied), the set tests, and the two commits that added "heldout34" and its set tests (how a set is
wired and tested); beyond that, the one-line subjects of the newest five commits on this branch (``git log --oneline``).
To pick voices and a layout no earlier set had used, the earlier modules were searched for a few words of each candidate
with file names only as output (no line of them read): Icelandic, Welsh, Yoruba, Nepali, Maltese, Finnish, Swahili,
Haitian, Greek, Hungarian, Korean, Polish and Portuguese were dropped as used; Estonian as too close to the Finnish
used, Lao as too close to the Thai used ("khob"), Hebrew ("shalom" was used), Tongan and Fijian as too close to
"heldout34"'s Samoan, Guarani as too close to the Quechua chosen, Latvian as too close to the Lithuanian used, Uzbek as
too close to the Turkish used (Persian was used too; Kurdish, a language of its own, was kept, in its Sorani words); a
beekeeper, a piano tuner, a sommelier, a zookeeper, an air traffic controller, an interpreter and a potter were dropped
as used, a ferry pilot as a ferry was in several sets; a recipe export, a calendar invite (VEVENT), a boarding pass,
tab-separated spreadsheet rows, CSV, a receipt, a QR code's text, slides (the word was in several sets), a translation
app's panes, index cards and sticky notes were dropped as used. (Violins and cellos turned up in one earlier set, a
courtroom in another; the luthier and the court stenographer were kept, as a maker of instruments and a writer of the
record are neither.) It was held out: the lead ran it at stop 39 on stop 38's extractor and, before anyone read its
misses, after ext30's and ext31's readings, at stop 40 after ext34's and ext35's, and at stop 41 on stop 40's
extractor, after the learned reader was retrained through "dev34" and with ext37's readings (cited text, with and
without the fronted clause of time; its seed 2 is why that clause was taken back), misses unread; then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Basque speaker's English: "kaixo" (hi), "egun on" (good morning), "eskerrik asko" / "mila esker" (thanks a lot),
  "bai" (yes), "ez" (no), "aupa" (hey, cheers), "barkatu" (sorry, excuse me), "ze ondo" (how nice), "agur" (bye),
  "ama" (mum), "amona" / "aitona" (grandma / grandpa), "lagun" (friend), the cuadrilla (the group of friends),
  pintxos, txakoli, txikiteo, a sidrería, Donostia, Bilbo, Gasteiz; Spanish-shaped English ("for ask me", "for me
  is", "laughs of me", "since two years", "is" for "it is", "no?" as a tag);
* a Quechua speaker's English (from the Peruvian Andes): "allillanchu" (how are you), "sulpayki" / "añay" (thank
  you), "arí" (yes), "manam" (no), "alalaw" (brr, so cold), "achachaw" (so hot), "tupananchikkama" (until we meet),
  "mamay" (my mum), "taytay" (my dad), "hatun mamay" (grandma), the ayllu (the extended family), the chakra (the
  field), chuño, papa, api, cuy, Inti Raymi, Qosqo, Ayacucho, Puno, the combi (minibus), a prima (a cousin); "nomás"
  (just), "pues", "no?", "since small", "remember me to" (remind me to), "said me", the verb last now and then ("my
  mamay always this says");
* a Somali speaker's English: "iska warran" (what's up), "mahadsanid" (thank you), "haa" (yes), "maya" (no), "haye"
  (okay), "walaal" (brother, sister, friend), "hooyo" (mum), "ayeeyo" (grandma), "adeer" (uncle), "nabad gelyo" (go
  in peace, goodbye), shaah, anjero, Hargeisa, Xamar, Berbera; "for me" put first, "I am having" for "I have", "is
  not possible", "the thing is";
* a Kurdish (Sorani) speaker's English: "choni" (how are you), "supas" / "zor supas" (thanks a lot), "bale" (yes),
  "na" (no), "bash" (good), "xwa hafiz" (goodbye), "dayka" (mum), "kaka" (elder brother, or a man politely), "nana"
  (grandma), Newroz, dolma, kulicha, çay, Hewlêr, Slemani, Duhok, the mountains; dropped articles ("I have allergy",
  "teach Kurdish class"), "how you say", "the {n} of mine", "inshallah" once;
* a glassblower: "the furnace", "the glory hole", "the blowpipe", "a gather", "the marver", "the punty", "the jacks",
  "the annealer", "cullet", "the hot shop", "a paperweight", "molten";
* a court stenographer: "the steno machine", "the transcript", "on the record" / "off the record", "the judge",
  "recess", "adjourned", "realtime", "a deposition", "my briefs" (steno shortcuts), "words per minute", "the clerk";
* a farrier: "the forge", "the anvil", "shoeing", "hooves", "the rasp", "clinches", "a cob", "the mare", "the livery
  yard", "the van", "a set of fronts", "trimming";
* a luthier: "the workshop", "a spruce top", "hide glue", "the clamps", "varnish", "frets", "the bending iron", "a
  bridge", "the soundboard", "a setup", "tonewood", "the rosette";
* dot-leader lines, as printed on a card or a sheet the user keeps (in a wallet, on the fridge, inside a van's door,
  taped in a toolbox lid): a prose line ending in ":", then one or two dot-leader lines, each a label, a space, five
  or more dots, a space and an entry ("Seat ........ aisle seats"); then a closing prose line; no empty line inside;
  no prose line has five dots in a row; a memory's value stands only in an entry (after the dots), never in a label
  or in the prose around it; the card is said to be the user's own in the prose.

Small talk is hard but fair: greetings, thanks, moods, weather (rain in Bilbo, cold in Puno, heat in Berbera, snow near
Slemani, a roasting furnace, a cold courtroom, frost on the yard, damp in the workshop), a cuadrilla on txikiteo, Inti
Raymi's crowds, shaah after lunch, Newroz fires, a gather dropped, a judge who mumbles, a cob who leans, a crack in a
top, sign-offs in every voice ("Agur", "Tupananchikkama", "Nabad gelyo", "Xwa hafiz"), dot-leader blocks that only pass
the time (a menu, a tide table, a concert programme, a fixture list, a bus timetable, a quiz's answers), questions about
dot leaders themselves, and general-knowledge questions in the same voices. Traps look like memories and are not, and
share their words: other people's tastes, allergies, diets, hours, days, budgets, numbers and dates (an ama, an amona,
an aitona, a lagun, a mamay, a taytay, a hatun mamay, a prima, a hooyo, an ayeeyo, an adeer, a walaal, a dayka, a kaka,
a nana, an apprentice, a client, a customer, a horse owner, a judge, a witness, a clerk, a violinist), past states with
their end said (Gasteiz before, the chakra years, Xamar before, Duhok before, an old studio, the old court, a livery
yard left, a shop closed), hypotheticals (a flat in Donostia, a house in Qosqo, a café in Berbera, a hotel in Hewlêr, a
studio in Murano, a court in Dublin, shoeing around Utrecht, a shop in Cremona), questions about the user's own tastes,
quoted rules and examples (a sidrería's sign, a market in Puno, a mosque's notice, a bazaar, a hot shop's rule, a court
notice, a yard's rule, a workshop's sign, a sample card, a printed menu), jokes (allergic to tax forms, to rain, to
early buses, to homework, to cold glass, to lawyers, to horseflies, to tuning forks) and sarcasm (a furnace in August,
twelve hours of a deposition, a horse stood on my foot, varnish in the rain).

Two memories share a message about a third of the time (:data:`H35_JOINERS`, :func:`join_h35`); some memories carry an
aside (:data:`H35_ASIDES`, each on a line of its own, so a dot-leader block's opening prose line stays at the start of
one and its closing line at the end of one). Every style reads as its writer would put it (the learners' grammar
included) for every value of its placeholders and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H35_ASIDES", "H35_CONSTRAINTS", "H35_EVENT_STYLES", "H35_FACT_STYLES", "H35_JOINERS", "H35_PREF_STYLES",
           "H35_SMALLTALK", "H35_TASK_STYLES", "H35_TRAPS", "join_h35"]

H35_PREF_STYLES = [
    # Basque speaker
    "Kaixo! For me is {v}, always, since I was a kid.",
    "Bai, write it big in your notes: {v}.",
    "Egun on :) I go every time for {v}, my cuadrilla laughs of me.",
    "Eskerrik asko for ask me. When I can choose, I take {v}.",
    "At my amona's table we argue about everything, but on {v} I never change.",
    "Aupa! Quick thing about me, {v} is my favourite, no discussion.",
    # Quechua speaker
    "Allillanchu! I like {v} veyr much, pues.",
    "Arí, nomás {v}, I don't need other.",
    "Sulpayki, pues. Since small I love {v}.",
    "My mamay always this says: you and your {v}. And is true, I love it.",
    "Añay, you should know, {v} makes me happy, no?",
    "{V}... arí, my favourite, I tell you honestly.",
    # Somali speaker
    "Iska warran! I tell you one thing about me: {v}, I love.",
    "Haa walaal, number one for me is {v}.",
    "Mahadsanid! You want to know me? Then know this: I love {v}.",
    "Walaal, you know what makes me happy? {V}. Simple.",
    "Haye, you ask me what I prefer, it is {v}.",
    "For me, always {v}. Write it, walaal.",
    # Kurdish speaker
    "Choni! Honestly I go crazy for {v}, my kaka can confirm.",
    "Bale, how you say... {v} is my weakness.",
    "Zor supas. My favourite? {V}, without thinking.",
    "Ask my kaka, he will tell you: {v}, always {v} with me.",
    "Bash, one thing of me: I am loving {v}, forever.",
    "Supas! Put {v} next to my name, that is what I like.",
    # glassblower
    "Eight gathers in and I can only say: {v}, the best.",
    "Furnace is at temperature and so am I: {v}, every time.",
    "A perfect paperweight is nice, but {v} is nicer.",
    "If you give me {v}, I'm happy, the hot shop crew learned that fast.",
    "Pulled my last piece out of the annealer, so quick one: I love {v}.",
    "Glory hole roaring, sweat in my eyes, and still: {v} is the best thing going.",
    # court stenographer
    "For the record (mine, not the court's): I prefer {v}.",
    "Courts in recess so a note about me: {v}, always",
    "Two hundred and twenty words per minute and not one of them is as good as {v}.",
    "Off the record, I'm a total sucker for {v} lol",
    "Even the judge has heard me rave about {v} during recess.",
    "Six hours of deposition later, I only want {v}.",
    # farrier
    "Just finished a set of fronts, and all I want is {v}.",
    "Ask anyone at the livery yard, I'm all about {v}.",
    "Nails in, clinches down, and my reward is {v}.",
    "Quiet cob, warm forge, and {v}: my idea of a good day.",
    "Between horses, a thing about me: I love {v}.",
    "The anvil rings, I think about {v}. my favourite tbh",
    # luthier
    "Clamps on, glue drying, so: I prefer {v}, always have.",
    "A good spruce top rings for a hundred years; my love for {v} will too.",
    "Customers leave my workshop knowing two things: their guitar's fixed, and I love {v}.",
    "While the varnish cures I plan my weekend around {v}.",
    "Fret dressing is slow, {v} is my reward after.",
    "Bending iron's hot, quick note about me: I'd always go for {v}.",
    # dot-leader lines from the user's own card
    "Typed off the card I keep in my wallet:\nFavourite ........ {v}\nThat card's mine, I made it.",
    "From the sheet on my fridge, my line:\nLikes ............ {v}\nMy own handwriting, before I typed it.",
    "The back page of my diary says:\nFirst choice ......... {v}\nI wrote that about myself.",
    "My card for the new studio manager reads:\nPrefers ........... {v}\nAll mine.",
    "Copied from my own info sheet, two lines:\nName ........ me\nLoves ........ {v}\n"
    "Every word of it true, that sheet.",
    "Inside the lid of my toolbox, printed:\nGo-to ...... {v}\nI taped it there myself.",
    "From the card I hand to new clients:\nAlways picks ...... {v}\nMe, of course.",
]

H35_CONSTRAINTS = {
    "allergy": [
        "Kaixo. For the food: {a} gives me a reaction, I am allergic.",
        "Ez, ez, ez, nothing with {a}, I get allergy.",
        "Barkatu for the warning, but I have allergy to {a}.",
        "Allillanchu. The doctor in Ayacucho said me: allergic to {a}. So careful, please.",
        "Since small, {a} makes me allergic, so manam.",
        "Arí, the {a} allergy, my mamay always watches it for me.",
        "Walaal, listen, {a} makes me sick, is allergy.",
        "I am having allergy with {a}, so for me, keep away.",
        "Haa, allergic to {a}, my doctor in Hargeisa told me long ago.",
        "Choni, first thing: {a} gives me allergy, very bad.",
        "Na, na, {a} no! Allergic.",
        "Bale, the hospital in Slemani wrote it: allergy, {a}.",
        "The first-aid box in the hot shop has my name and {a} on it, I'm allergic.",
        "I'm allergic to {a}, so I check everything that comes near the bench.",
        "{A} near me? Bad news, allergic.",
        "For the record, my record: allergic to {a}.",
        "HR at the court has it on file: allergic to {a}, that's me.",
        "Sustained: no {a} near me, I'm allergic.",
        "In the van, next to the rasps, there's a card saying I'm allergic to {a}.",
        "Every livery yard I go to has a note: this farrier is allergic to {a}.",
        "Farriers get kicked, fine, but {a} is my real problem, I'm allergic.",
        "I'm allergic to {a}, customers get told before they walk into my workshop.",
        "{A}, no thanks, I'm allergic, worse than a cracked top.",
        "Taped above my workbench, in my own capitals: 'allergic to {a}'.",
        "Copied off the medical card in my wallet:\nAllergy ......... {a}\nMy card, my allergy.",
        "My own emergency card says:\nReacts to ........... {a}\nPlease mind it for me.",
        "From the sheet inside my van door:\nBlood type ...... O+\nAllergic to ...... {a}\nMine, both lines.",
    ],
    "diet": [
        "Pintxos bars, pff, hard when you are {d} like me.",
        "Bai, since two years I am {d}.",
        "Egun on, for food, remember, I am {d}.",
        "At Inti Raymi my ayllu eats cuy and I eat papas, because I am {d}.",
        "Write it, pues: {d}.",
        "{d} I am, since three years, sulpayki for remember.",
        "Walaal, when you suggest restaurant, remember I am {d}.",
        "Haa, {d}, for me is like this now.",
        "For me the food must be {d}, mahadsanid.",
        "For Newroz my dayka cooks me separate, because I am {d}.",
        "Bale, {d}, this is how I eat.",
        "Supas, and for food I am {d}.",
        "My lunch at the hot shop comes in my own tupperware, I'm {d}.",
        "A day at the glory hole makes me starving, and I'm still {d}.",
        "Next to my name on the studio board: {d}. Put it in your notes too.",
        "The courthouse canteen has one dish for people like me, I'm {d}.",
        "Let the record show I'm {d}.",
        "I'm {d}, even on jury-day sandwiches.",
        "Bacon butties at the yard get passed over by me, I'm {d}.",
        "Twelve horses in a day, and I stay {d} through all of them.",
        "I'm {d}, my packed lunch rides in the van with the anvil.",
        "Anyone feeding me at the workshop: I'm {d}.",
        "{d}, me, and that holds better than hide glue.",
        "Whoever caters the guitar fair needs to know I'm {d}.",
        "Off the card on my fridge:\nDiet ............. {d}\nThat's my fridge, my card.",
        "From my own page in the shared cookbook:\nEats ....... {d}\nMy entry, in my pen.",
        "Printed on the card I give caterers:\nGuest ...... me\nDiet ....... {d}\nMy card, yes.",
    ],
    "hours": [
        "Kaixo! After {t} is my time, calls no, please.",
        "Barkatu, but meetings before {t}? My brain arrives later.",
        "After {t} the phone goes in the drawer, mila esker for understand.",
        "Evenings are for my ayllu, so after {t} please don't call.",
        "Manam, before {t} I am still drinking my api, no meetings.",
        "Arí, past {t} I switch off, the phone sleeps with me.",
        "Walaal, after {t} I pray and sleep, so please no calling.",
        "Before {t}, for me meeting is not possible.",
        "Haye, after {t} I am resting, no calls.",
        "My family eats together late, so nobody calls me after {t}, please.",
        "Na, na, a meeting before {t} is too early for me.",
        "Bale, from {t} I am with my dayka, phone silent.",
        "No calls after {t}, the furnace and I both need a rest.",
        "I'm pulling gathers till {t}, so no meetings any earlier.",
        "Mornings are for the bench: keep everything after {t}.",
        "I've typed enough words by {t}, don't ring me after.",
        "I'm on the steno machine till {t}, so book nothing earlier.",
        "Once it's {t}, I'm off the record and unreachable.",
        "I'm up at dawn for shoeing, so no phone calls after {t}.",
        "Till {t} I've got a hoof in my lap, no meetings.",
        "No meetings before {t}, the forge needs lighting.",
        "No calls after {t}, I'm in the workshop with the glue.",
        "Fret work happens before {t}, so meetings only after.",
        "After {t} my phone's in a drawer, the varnish doesn't need me either.",
        "The card by my phone says:\nPhone off from ......... {t}\nMy rule, my card.",
        "Printed on my studio door, my own sign:\nOpen from ........ {t}\nSo no meetings before then, please.",
        "From the sheet I gave my clients:\nCalls ....... weekdays\nNot before ...... {t}\nMine, that sheet.",
    ],
    "budget": [
        "Kaixo, with my salary, {m} is the top, eh.",
        "Barkatu, but more than {m} I cannot spend.",
        "Bai, no more than {m}, I am not rich.",
        "Arí, {m}, nomás, not more.",
        "My limit is {m}, pues, sulpayki.",
        "Manam, {m} and stop, more I cannot pay.",
        "For me, {m} is the maximum, walaal.",
        "Haa, {m} only, not more.",
        "More than {m} is not possible for me.",
        "Bash? Then we agree: {m} maximum for me.",
        "Na, {m} and finish.",
        "Supas, but please, {m} maximum.",
        "{m} tops, the gas bill for the furnace is enough.",
        "Under {m}, please, glass is a poor man's art.",
        "Nothing over {m}, I mean it.",
        "{m} max, and that's on the record.",
        "Up to {m}, stenographers aren't lawyers.",
        "I'd swear to it under oath: {m} is my limit.",
        "Steel and nails aren't cheap, so {m} at most.",
        "Every hoof pays a little, so don't go past {m}.",
        "Cap it at {m} for me.",
        "Tonewood ate my savings, so {m} is all I have.",
        "Keep it to {m}, a luthier's pocket is shallow.",
        "Nothing past {m}, please.",
        "Off the budget card in my purse:\nSpend up to ........ {m}\nMine, I set it.",
        "From my own sheet on the fridge:\nMonth ...... March\nLimit ....... {m}\nSet by me, for me.",
        "The little card in my wallet reads:\nMax ........... {m}\nWrote it there to stop me spending.",
    ],
    "days": [
        "Barkatu, but {w}s I can never, is pelota with the cuadrilla.",
        "Bai, {w}s no, please.",
        "On {w}s my cuadrilla has me, so nothing.",
        "Every {w} pues I go to the chakra, I am busy.",
        "Arí, the {w}s I give to my ayllu, so no.",
        "Manam {w}s, I am at the chakra.",
        "{W}s, for me not possible.",
        "Haa, {w} is my day at my adeer's shop, always.",
        "Walaal, {w}s never, please.",
        "{W}s, na, my whole family comes, I am never free.",
        "Na, {w} is mountain day with my kaka, never free.",
        "Bale, {w}s I teach Kurdish class, busy.",
        "The hot shop is mine every {w}, so I'm not free then.",
        "Never on {w}s, the furnace gets its clean.",
        "I've got the glory hole booked every {w}, so not then.",
        "Court sits every {w} and I sit with it.",
        "The judge I work for hears cases all {w}, so {w}s are out.",
        "Long depositions fill my {w}s, don't book anything.",
        "Count me out every {w}, I'm shoeing dawn to dusk.",
        "The livery yard has me every {w}, so not then.",
        "Never book {w}s, that's my heavy horse round.",
        "I lock myself in the workshop on {w}s, don't book me.",
        "I varnish every {w}, so keep those empty.",
        "Never on {w}s, I do setups then.",
        "My own card on the fridge says:\nBusy every ........ {w}\nMy rule.",
        "From the rota sheet I keep for myself:\nNever free ....... {W}s\nNobody books me then.",
        "Typed off the card in my van:\nVan ....... the white one\nOff ........ {W}s\nMy van, my card.",
    ],
}

H35_FACT_STYLES = [
    # Basque speaker
    "Kaixo, about me: {v}, this is my {n}.",
    "Bai, the {n}? {v}.",
    "Barkatu, I forget to tell you, my {n}, it is {v}.",
    "Ah, and eskerrik asko in advance: {n}, {v}.",
    # Quechua speaker
    "Allillanchu! My {n}, you asked before, is {v}.",
    "Arí pues, {n}? {v}.",
    "Sulpayki, my {n} you can save, {v}.",
    "My {n}, nomás: {v}.",
    # Somali speaker
    "Iska warran, walaal, I give you my {n}: {v}.",
    "Haa, the {n} is {v}, mine, not my brother's.",
    "Walaal, save this for me, {n} {v}.",
    "The thing is, my {n} is {v}, mahadsanid.",
    # Kurdish speaker
    "Choni, keep my {n} somewhere: {v}.",
    "Bale, here: {v}, is my {n}.",
    "Zor supas, and the {n} of mine is {v}.",
    "Bash, note it, my {n} is {v}.",
    # glassblower
    "{v}: my {n}, and that's as clear as optic glass.",
    "Blowpipe in one hand, so fast: {n} {v}.",
    "Before it cools, write it down: {n} {v}, mine.",
    "Got a customer's order in my head, but this one's mine: {n} {v}.",
    # court stenographer
    "Not evidence, just me: {n} {v}.",
    "In recess, so: {n}, {v}.",
    "{v}, my {n}, verbatim.",
    "Read back, my own: {n} {v}.",
    # farrier
    "Straight as a good clinch, this: {n} {v}.",
    "Under a horse, so quickly: {n} {v}.",
    "The yard's details are on the board; mine is {v}, that's my {n}.",
    "Scribbled on my own invoice pad: {n} {v}.",
    # luthier
    "Measured twice, like a fret line: my {n} is {v}.",
    "Glue's setting, so: {n}, {v}.",
    "Customers' details go in the ledger, but {v} is my own {n}.",
    "Workshop note about me: {n} {v}.",
    # dot leaders
    "Off the card I keep in my wallet:\n{n} ......... {v}\nMy card, my details.",
    "From my own sheet taped in the van:\n{n} ........ {v}\nI printed that myself.",
    "My info card, two lines of it:\nCard of ...... me\n{n} ....... {v}\nAll mine.",
    "The card on my fridge lists it:\n{n} ............ {v}\nFridge card, written by me.",
]

H35_EVENT_STYLES = [
    # Basque speaker
    "Kaixo, news: the {e}, {d}.",
    "Bai, put in your calendar for me: {e}, {d}.",
    "Barkatu if I am distracted, the {e} is {d}.",
    "{E}, {d}, eskerrik asko for keep it.",
    # Quechua speaker
    "Allillanchu, {d} is my {e}.",
    "Arí, {d} pues, the {e}, I am little nervous.",
    "Ay, so fast the time, {d} is the {e}.",
    "Sulpayki, you put it: {d}, {e}.",
    # Somali speaker
    "Iska warran, walaal, the {e} they gave me is {d}.",
    "Haa, {d} I am having the {e}.",
    "Walaal, {e} {d}, keep it for me.",
    "Mahadsanid, and {d} is the {e}, don't let me miss.",
    # Kurdish speaker
    "Choni, {e}, {d}, you remind me the day before?",
    "Bale, my {e} is {d}, inshallah all good.",
    "Supas, keep it: the {e} comes {d}.",
    "Bash, in my calendar it says {d}: {e}.",
    # glassblower
    "{d} I'm out of the hot shop: {e}.",
    "My {e} is {d}, so somebody else feeds the furnace.",
    "{E}, {d}, it's chalked on the furnace door.",
    "Blowpipe goes down {d}: it's the {e}.",
    # court stenographer
    "The court does without me {d}, I've got my {e}.",
    "A cover reporter's booked for {d}, because of my {e}.",
    "{E}, {d}, let the record show.",
    "Packing the steno machine away for {d}, my {e} is that day.",
    # farrier
    "The horses get a break {d}: my {e}.",
    "Told my clients the horses wait, my {e} is {d}.",
    "{E}: {d}, moved my round for it.",
    "Cold forge {d}, I'm off to my {e}.",
    # luthier
    "Sign on the workshop door: closed {d} (my {e}).",
    "The cellos can wait till after my {e}, {d}.",
    "{E}, {d}, written on the workshop calendar.",
    "Clamps off {d}, I've got my {e}.",
    # dot leaders
    "Off the card on my fridge, my own line:\n{E} ........ {d}\nMine.",
    "From my own planner page:\nWhat ........ {e}\nWhen ........ {d}\nMy planner, my pencil.",
    "The sheet in my van says:\nNext up ....... {e}, {d}\nThat's my sheet.",
    "Copying the card I carry around:\nDate ......... {d} ({e})\nCarried it for weeks, that card.",
]

H35_TASK_STYLES = [
    # Basque speaker
    "Kaixo, remind me pls, I need to {t}.",
    "Barkatu, my head is like a sieve: I must {t}.",
    "Bai, this week, on my shoulders: {t}.",
    "Push me a little, mila esker, I have to {t}.",
    # Quechua speaker
    "Allillanchu, remind me to {t}, please.",
    "Arí, {t}, this one I must, you remind me.",
    "Pues, {t}, I am late with this already.",
    "Remember me to {t}, sulpayki.",
    # Somali speaker
    "Walaal, one job for me: {t}. Remind me, haye?",
    "Haa, this week, {t}, no excuse.",
    "The thing is, {t} is still waiting for me.",
    "Tell me again on Friday to {t}, mahadsanid.",
    # Kurdish speaker
    "Choni, tomorrow you tell me: {t}, okay?",
    "Bale, {t}, this I must not forget.",
    "Kaka, I am lazy, {t} is still not done.",
    "I always forget, so push me to {t}, zor supas.",
    # glassblower
    "Last piece in the annealer, then I've got to {t}.",
    "{t}, that's job one before the furnace goes on tomorrow.",
    "Have to {t}, I'll do it while the piece anneals.",
    "Write on my hand, basically: {t}.",
    # court stenographer
    "Court adjourns at four, and then I must {t}.",
    "Before the transcript's due, I need to {t}.",
    "Next recess, if I'm quick, I'll {t}. Nudge me.",
    "Note for me, not the record: {t}.",
    # farrier
    "Once the last horse is shod, give me a shout to {t}.",
    "Load the van, then {t}, in that order.",
    "The mare's done, the cob's next, and somewhere in there I have to {t}.",
    "On my list, under 'buy nails': {t}.",
    # luthier
    "Glue needs an hour, so in that hour I should {t}.",
    "Next setup waits till I {t}.",
    "Varnish first, then {t}, don't let me skip it.",
    "Pencilled on the bench top so I can't miss it: {t}.",
    # dot leaders
    "Off the to-do card on my fridge:\nThis week ........ {t}\nMine to do.",
    "From the sheet in my van:\nTo do ......... {t}\nI wrote it for me.",
    "My own card, two lines:\nDone ....... nothing yet\nStill to ...... {t}\nNobody else will do it.",
    "Typed off the list in my wallet:\nMust do ....... {t}\nMy list.",
]

H35_SMALLTALK = [
    # Basque speaker
    "Kaixo! How you are today?", "Egun on! Rain again in Bilbo, of course.", "Eskerrik asko, now I can sleep tranquil.",
    "Agur! Talk tomorrow.", "Ze ondo, this is perfect.", "Is it true nobody knows where Basque language comes from?",
    "Txikiteo tonight with the cuadrilla, I am happy.", "Barkatu, I type too fast, sorry.", "Aupa, that was quick!",
    # Quechua speaker
    "Allillanchu! All good with you?", "Alalaw! Frost on the window in Puno, my fingers don't work.",
    "Añaychay, you are very good helper.",
    "Tupananchikkama!", "For Inti Raymi all Qosqo fills with tourists, we hide at home.",
    "How high is Lake Titicaca, pues?",
    "The combi was full again, I stand all the way.", "Arí, arí, clear now.", "Achachaw, the sun today!",
    # Somali speaker
    "Iska warran! How is your day, walaal?", "Mahadsanid, walaal, you saved me time.",
    "Nabad gelyo, walaal, until next time.",
    "Berbera in summer, 45 degrees, I melt like candle.",
    "Shaah with lots of sugar after lunch, the best part of my day.", "How long is the coast of Somalia?",
    "Haye, haye, I got it.", "Hooyo made anjero this morning, I ate four.", "Haa, ha ha, you make me laugh.",
    # Kurdish speaker
    "Choni! Everything okay?", "Zor supas, you are better than my nephew with computers.",
    "Xwa hafiz, I go to sleep now.",
    "Snow on the mountains near Slemani today.", "Newroz fires tonight, everybody outside.",
    "How tall is the highest mountain in Kurdistan?", "Çay number five today, ha.", "Bash, bash, got it nwo.",
    "My dayka made kulicha, the house smells amazing.",
    # glassblower
    "Studio's like a sauna with the furnace on, phew.", "Champion, you've saved my bacon.",
    "Dropped a gather on the floor, classic.", "How is glass actually made from sand?",
    "Sweating buckets at the glory hole.", "Ta very much, thats lush.", "Off I go, the gather won't wait.",
    "A kid asked me if glass is a liquid, ha.", "Hands smell of newspaper and wax again.",
    # court stenographer
    "Freezing in courtroom three again, I'm typing in gloves.", "Thanks, my headache just got smaller.",
    "The judge mumbles, I'm going to need coffee.", "How fast do the fastest stenographers type?",
    "Long day of objections, my fingers hurt.", "Smashing, thank you kindly.", "Recess over, back to it.",
    "Somebody's phone went off in court, mortifying.", "Adjourned early, what a treat.",
    # farrier
    "Frost all over the yard this morning, the water trough's solid.", "Bang on, ta muchly.",
    "A cob leaned on me all morning, my back.",
    "How many bones are there in a horse's leg?", "The forge was lovely and warm today at least.",
    "Proper job, thanks for that.", "Off to the next horse, laters.", "Found a horseshoe in the hedge, lucky?",
    "Mud up to my knees again.",
    # luthier
    "Damp in the workshop today, the wood hates it.", "Thank you, that's just the job.",
    "Found a hairline crack in a top, ugh.", "Why do old violins sound different?",
    "Sawdust in my tea again.", "Oh lovely, you're a gem.", "Back to gluing, wish me luck.",
    "A customer played me a tune on a guitar I built, made my day.", "The varnish smells strong today.",
    # dot leaders
    "The café's menu, look:\nSoup of the day ........ leek\nHa, leek again.",
    "Tide table by the harbour:\nHigh water ...... 6.14\nLow water ....... 12.30\nJust passing the time.",
    "From tonight's concert programme:\nInterval ........ twenty minutes\nEnough for a drink.",
    "Pinned up at the club:\nSaturday ......... home\nSunday ........... away\nMight go watch.",
    "The bus stop timetable says:\nNext bus ........ ten past\nSo I have time.",
    "Quiz answers from the pub sheet:\nRound one ...... 8 out of 10\nNot bad for us.",
    "What are the rows of dots on a menu called?", "How do I make dots line up in a Word document?",
    "Why do old printed programmes use dots between the words?", "Is there a key for typing a row of dots?",
]

H35_TRAPS = [
    # Basque speaker
    "Shellfish makes my ama swell up, poor woman. I eat it fine.",
    "Initech in Gasteiz, that was my first job, I left in 2020.",
    "If I buy a flat in Donostia one day, maybe I open a sidrería. But no money.",
    "My lagun loves window seats, for me is the same.",
    "Red wine, is it good for me? I don't drink, so I cannot judge.",
    "At the sidrería they shout 'txotx!' and open the barrel, and no cider after midnight, that is their rule.",
    "My amona has her dentist appointment next Tuesday, I drive her.",
    "The cuadrilla calls me 'allergic to tax forms' because I never do mine on time, ha.",
    "Aitona writes his phone number on his hand, he forgets it always.",
    "Pintxos crawl or a proper sit-down dinner tonight? The cuadrilla can't decide.",
    "The exercise in my English class: 'My sister's name is Chloe.' Just grammar.",
    # Quechua speaker
    "Milk is bad for my hatun mamay, she is lactose intolerant. Me, I drink it.",
    "Taytay is at Vandelay since twenty years, me I never worked there.",
    "Qosqo is beautiful, if I live there one day I would open a hostel. Just dreaming.",
    "On the chakra, when I was young, no meat, but now I eat everything.",
    "Jazz? Manam, I have no opinion, I never listen to it.",
    "In Puno market they close on Sundays, everybody knows, is the market's custom.",
    "Tomorrow my prima flies to Rome, all the family go to airport.",
    "Always I complain about the rain, so my cousins say I am allergic to it. Joking, of course.",
    "Mamay spent 300 dollars on the fiesta, too much, pues.",
    "Train or plane, which one I enjoy more? I never compared, honestly.",
    "Chuño, you know how we make it? We freeze the papa in the night.",
    # Somali speaker
    "The doctor told my hooyo no penicillin, she is allergic.",
    "Adeer has a flat in Lisbon, every summer he invites us.",
    "A café on the beach in Berbera, this is my dream for one day, not real now.",
    "That old car in Xamar, plate KL-284-RM, is gone, I sold it in 2019.",
    "My friends want me to try spicy food, but I never did, so I can't tell you if I like it.",
    "Outside the mosque, a notice: no parking on Fridays. For the mosque, not for me.",
    "I am practising questions with my walaal, his job interview is next Monday.",
    "My family laughs that I'm allergic to early buses, I always take the late one.",
    "Ayeeyo's feet are tiny, size 37, I buy her sandals.",
    "Somebody asked if I am boutique-hotel type. No idea, I sleep at my adeer's always.",
    "Is shaah with cardamom healthier than coffee?",
    # Kurdish speaker
    "Dayka turned vegan this year, so now I cook the meat dolma myself.",
    "Kaka moved to Vienna, he sends photos, I stay here.",
    "A hotel in Hewlêr, with my name on it, this is only my dream.",
    "Hooli was my job in Duhok, long time ago, finished.",
    "Are sci-fi novels my kind of book? Who knows, I never opened one.",
    "In the bazaar of Hewlêr the shops shut after 6pm, is their habit.",
    "Nana's car goes to the service next Thursday, so I am her taxi.",
    "My friends tease me: 'he is allergic to homework'. Only a joke.",
    "My kaka's wifi password is maple42, he told everybody.",
    "Dolma takes my dayka four hours, how do restaurants do it so fast?",
    "Would hiking suit a man from the mountains? Funny, I never walked one trail for fun.",
    # glassblower
    "We swapped the gloves because the apprentice reacts to latex.",
    "Visitors only after 10 am, that's what the studio owner printed for the door.",
    "Murano, a studio of my own there... a nice dream for later.",
    "In the old studio we worked till 7:30 pm, that place shut years ago.",
    "A customer went on about dark mode on his phone for ages, I just nodded.",
    "Am I a morning-meetings person? Couldn't say, I'm always at the furnace.",
    "The gallery owner keeps moaning about her team offsite next Friday.",
    "My students say cold glass gives me a rash. It doesn't, it's a studio gag.",
    "How hot does a glass furnace get?",
    "Furnace on full in August, living the dream, me.",
    "A buyer wanted a chandelier for €1,200 at most, I told her that's tight.",
    # court stenographer
    "Chambers only buys gluten-free biscuits now, the judge has coeliac disease.",
    "Posted on the court door: 'phones off from 9am'. The court's rule.",
    "If I worked in a court in Dublin, I'd learn Irish shorthand.",
    "The old court kept me till 6pm every night, thank god it closed.",
    "Typed a passport number today, X5512907, for a witness, that's the job.",
    "Thai curry, would it suit me? Not a clue, honestly, I've not had it.",
    "Next Wednesday the clerk plays a piano recital, he's practising in his lunch break.",
    "Joke among reporters: I'm allergic to lawyers.",
    "How do stenographers type whole words at once?",
    "Twelve hours of one deposition. Loved every minute, obviously.",
    "The barrister goes everywhere by train, refuses to fly.",
    # farrier
    "A client's daughter is allergic to cats, so the yard cat stays out.",
    "The yard owner put up a sign, 'no shoeing on Sundays', her rule.",
    "Imagine shoeing horses around Utrecht by bike, ha, what a life that'd be.",
    "When I worked at the old livery yard, I earned 120 euros a day.",
    "The mare's owner brought me a vegetarian lasagne, she's vegetarian herself.",
    "Quiet room on a high floor? Mate, half the time I kip in the van.",
    "Our vet flies to Rome next Saturday and won't stop talking about it.",
    "The lads reckon I'm allergic to horseflies, the way I swear at them.",
    "How often does a horse need new shoes?",
    "Brilliant, a horse stood on my foot, love that for me.",
    "The owner's dog is called Biscuit, he steals the hoof trimmings.",
    # luthier
    "The violinist who tests my instruments only eats fish, pescatarian she calls it.",
    "Sign over my bench, from the old owner: no food near the varnish.",
    "Dream job: my own shop in Cremona, violins only. Not happening yet.",
    "When I had the shop in Porto, I never worked Mondays.",
    "A jazz guitarist came for a setup, talked jazz for an hour, his passion.",
    "Red wine with the customers? I sip to be polite, can't say I like it.",
    "The cellist's wedding is the 14th of May, I'm fixing her bow before.",
    "Joke in the workshop: I'm allergic to tuning forks.",
    "How long does spruce have to dry before it's tonewood?",
    "Perfect, varnish in the rain, what could go wrong.",
    "My old landlord retired to Krakow, sends a card at Christmas.",
    # dot leaders
    "My flatmate's card fell out of her bag:\nAllergy ........ peanuts\nHer card, I popped it back.",
    "A sample card from the print shop:\nName ....... Jane Doe\nPhone ....... +44 7700 000000\n"
    "It came with the price list.",
    "Crossed out on my old card:\nLived in ........ Berlin\nLeft there ages back, so I scored it through.",
    "My apprentice's card, not mine:\nDiet ........ vegan\nHe left it on the bench.",
    "The restaurant's printed menu:\nSpecial ........ Thai food\nWas it any good, I wonder?",
    "From a quiz sheet at the pub:\nQuestion 4 ...... capital of Peru\nNo idea.",
    "The hotel's card in the room:\nCheckout ....... noon\nThe hotel sets that.",
    "A client's card for her horse:\nName ........ Pepper\nShod ........ every six weeks\n"
    "The horse's details, not mine.",
    "Is it weird to keep a card about myself in my wallet?",
    "If I printed a card for every allergy my family has, I'd need a binder.",
    "My colleague's card says 'no calls after 6pm'. Belongs to her.",
]

#: What the "dev35" set puts around some memories: each on a line of its own, so a dot-leader block's opening
#: prose line stays at the start of one and its closing line at the end of one.
H35_ASIDES = (["", "One about me, to keep.\n", "Okay, a real one now.\n", "Put this under my name.\n",
               "Another note for you.\n", "Right, a thing about me.\n", "For my profile, if you would.\n",
               "Here is a true one.\n", "A small fact for your notes.\n", "Before I forget this one.\n"],
              ["", "\nThat's from me, thanks.", "\nPlease remember it.", "\nOkay, that's it for now.",
               "\nGot it? Great.", "\nNo joke, that one.", "\nBack to my bench now.", "\nThat's all, agur.",
               "\nCheers for keeping it.", "\nDone, for the moment."])

#: How two memories share one message in the "dev35" set (about a third of its real turns are paired).
H35_JOINERS = [" One more about me: ", " And also of mine: ", " And then, mine too: ", " Besides that, mine: ",
               " Add this one too: ", " Also true for me: ", " Next one, mine as well: ", " And this, about me: ",
               " Plus, of mine: ", " Last one of mine: "]


def join_h35(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev35" hand: a dot-leader block on either side stands apart from the
    other memory by an empty line, so each keeps its opening and closing prose lines; otherwise the joiner follows a
    full stop (added when the head ends in a word, a value, a bracket or a quote), and the second memory keeps its own
    case."""
    if "\n" in head or "\n" in tail:
        return f"{head}\n\n{tail}"
    return (head if head.endswith((".", "!", "?", ":")) else head + ".") + joiner + tail
