"""Wordings "heldout51" of `memlineage bench ingest` (the ``H51_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A fifty-first hand (the helper session "held51"), written blind on 2026-12-07 by an engineer who had not read the
extractor or anything else in ``memgraph_py`` (its classifier, the gate, the labels, the query understanding, the entity
code), ``tools/``, the README, the docs, the issue tracker, ``.ci/`` or any bench output, list of misses or other
session's file, and who did not run any extractor, ``memlineage``, ``bench ingest``, the classifier, any server or
``make`` on this set or on anything (only the pure set tests, and small scripts of its own that render this set's cores
with sample values, put every value the generator's vocabulary can give into every style outside its slot, compare its
cores with each other and with heldout50's, compare its sentences, joiners, asides and cores with those of every earlier
set as the set tests gather them, printing only this set's own, count its words in the other modules, and print this
set's generated conversations). What was read, in this order: the brief; the module docstring of "heldout50" (how its
writer read, chose, checked and wrote), then its code in full, as the model (its names, frames, counts, ``_dress``, its
layout helper ``_comments``, asides, joiners and joining function; its voices, trades and layout kept clear of); the
commits that wired heldout50 (``42bd7d7``: its message, stat and changes to ``ingest.py`` and the set tests; the
messages and stats of ``3a410d9`` and ``d42e030``); the generator (``ingest.py``: its docstring, imports, vocabulary,
``_date``, ``_cap``, ``_persona``, the joining functions of dev5-dev7, ``_paired``, ``ASIDES``, ``Wording``,
``WORDING_SETS``, ``generate``, and the comment blocks of every set from dev2 to heldout50); the set tests (their
generic checks, ``PINNED``, ``WRITTEN``, the parametrize lists, the classifier tool's test, heldout50's layout and
joining tests, and the names of every test). No other set's module was opened, not even its docstring. The one example
string naming a set that does not exist yet is in the set tests (the classifier tool's test), and now names heldout53.

Voices. The brief asked for four languages no module names, from the Americas (indigenous languages or creoles) and
Europe (minority languages). The modules (``memlineage_bench/*.py``, this one left out once it existed) were searched
for each candidate a whole word at a time (case aside), with counts only as output (the number of modules holding it).
Found and dropped: Guarani (seven), Aymara (six), Cree (three), Ojibwe (four), Anishinaabe (two), Navajo (four), Diné
(one), Inuktitut (three), Lakota (three), Cherokee (two), Jamaican (two), Patois (one), Garifuna (three), Mohawk (two),
"Mi'kmaq" (two), Maya and Mayan (one each), Tlingit (two), Guyanese (one), Trinidadian (two), Shipibo (one), Zuni and
Hopi (two each), Cajun (two), Frisian (three), Basque (five), Breton (five), Romansh (four), Faroese (six), Ladin
(two), Galician (three), Gaelic (two), Irish (seven), Luxembourgish (two), Corsican (one) and Scots (two). In none but
weighed and dropped: Tzotzil and Kaqchikel (greetings not known well enough; "K'iche'" was in three modules for
heldout50's writer), Inupiaq ("Yup'ik" in one, Inuktitut in three), Louisiana Creole (Cajun in two, Haitian in five),
Saramaccan (Sranan in three), Tohono O'odham and Lenape (greetings not known well enough), Occitan, Asturian,
Aragonese and Walloon (too near the Romance voices of other modules, and one Romance voice was enough), Livonian,
Karelian, Võro, Gagauz, Aromanian and Rusyn (greetings not known well enough). Kept, two from the Americas and two from
Europe, each a language no module names:

* Bajan (Barbadian Creole; "Bajan", "Barbados", "Barbadian", "Bridgetown", "Oistins", "Crop Over", "cou-cou", "flying
  fish", "wunna", "Wuh happenin", "cheese on bread", "Speightstown", "Bathsheba", "St. Lucy", "Christ Church",
  "Anglican", "ZR", "mauby", "sargassum", "souse", "sea egg", "Kadooment", "T'anks", "Later den", "darlin'", "muh",
  "gine", "t'ing", "Marcia", "Greaves", "Cedric", "Shanice", "Jamar", "Wendell", "Sammy", "mongoose",
  "Brooklyn", "St. Vincent", "tamarind", "jellyfish" in none). Marcia Greaves, a flying-fish seller at the Oistins
  fish market who scales and bones the fish ("fish vendor", "boning" in none; "vendor" as a word is in two, "fish
  market" in two and "scales" in two, used only as her trade's words), her husband Cedric, a fisherman, her daughter
  Shanice and grandson Jamar; the Anglican church and its choir, fish night at Oistins, Crop Over, the ZR vans,
  cou-cou and flying fish, sargassum on the beach. Bajan grammar on top ("de", "dat", "dis", "dey", "muh", "she" for
  "her", "does" for a habit, "gine" for "going to", the copula left out, "small small", "t'ing"); "de" is in ten
  modules, "dat", "dis", "dey", "den", "yuh" and "lil" in one to three, as the creole's function words, kept; "I does"
  (two), "nuh" (one), "lime" (two), "bakes" (two), "breadfruit" (two), "cricket" (two), "fish fry" (one; a first
  draft's three taken out), "mango", "goat", "Lord" (seven, taken out after a first draft), "Carnival" (two, taken
  out), "Toronto" (four), "Venezuela" (one), "monkey" (two, taken out) and "Breeze" (two, taken out) were not used;
* Michif (the language of the Métis; "Michif", "Métis", "Taanishi", "kiiya", "Maarsii", "kaa-waapamitin", "St.
  Laurent", "Lake Manitoba", "Winnipeg", "Portage", "Batoche", "Red River Jig", "kokum", "mooshum", "boulettes",
  "rubaboo", "saskatoons", "pickerel", "auger", "skidoo", "ice road", "ice shanty", "jackpine", "freeze-up",
  "Thompson", "muskrat", "coyote", "Chartrand", "Lavallée", "Gilles", "Delphine", "Norbert", "Ti-Loup", "anyways" in
  none). Gilles Chartrand, a Métis man from St. Laurent on Lake Manitoba, a commercial ice fisherman setting nets under
  the ice ("ice fishing", "ice fisher" in none; "ice" is an English word in eight modules and "nets" in two, used as his
  trade's words; "shack" (two), "moose" (two), "bannock" (one), "fiddle" (one), "sash" (one), "wild rice" (one),
  "bison" (one), "frost" (six), "eh" (sixteen), "me I" (seventeen), "hockey" (three), "poutine" (two), "Jets" (one),
  "owl" (two), "northern lights" (four), "drift" (one), "snowmobile" (one) were not used, the first draft's owl,
  hockey camp, poutine, moose, "Holy" (one) and "eagles" (one) taken out); his wife Delphine, who beads, his son
  Norbert in the city, his kokum (grandmother) and mooshum (grandfather); prairie English on top ("hey", "anyways",
  "gotta", "don't" for "doesn't", "ain't");
* Friulian ("Friulian", "Friuli", "Furlan", "Mandi", "Graciis", "Cemût", "Udine", "Spilimbergo", "Tagliamento",
  "Carnia", "Carnic", "Aquileia", "Pordenone", "Manzano", "frico", "polenta", "gubana", "sagra", "martellina",
  "smalti", "tesserae", "terrazzo", "mosaic", "mosaicist", "Superenalotto", "Slovenia", "Epiphany", "chestnuts",
  "gnocchi", "Tiziana", "Zannier", "Pieri", "Toni", "Daniele", "Giulia", "Rosina", "Pellegrini" in none (a first
  draft's "Marco", in four, taken out); "Italian" is in nine, "Italy" in one, "Nonna" in four, "allora" in two,
  "osteria" in four, "how to say" in five, "glass" in eleven, "hammer" in two, "Milan" in
  three, "France" in seven, "Australia" in four, "lasagne" in two, "accordion" in two, "Christmas" in six, "cinema" in
  two and "pictures" in two, none of them used, the first draft's Milan, France, Australia, accordion, Christmas,
  cinema and pizza taken out). Tiziana Zannier, a woman from Spilimbergo, a mosaicist who lays stone and smalti in
  mortar with the martellina ("mosaic", "mosaicist", "martellina" in none; "mortar" is in two modules, kept as her
  trade's word), her husband Pieri, her son Toni, her mother in Carnia; frico and polenta, gubana, the sagra, the
  Tagliamento, Aquileia's floors; Italian-shaped English on top ("for me is", "already for many years", "you, you",
  "I reflect a moment", "in the form of", "the hands in the mortar");
* Manx ("Manx", "Mann", "Ellan Vannin", "Moghrey mie", "kys t'ou", "Gura mie ayd", "Slane lhiat", "traa dy liooar",
  "kipper", "kippers", "kilns", "herring", "oak chips", "Heysham", "Douglas", "Laxey", "Snaefell", "Tynwald", "Niarbyl",
  "Port Erin", "Kirk Michael", "Steam Packet", "TT", "Noble's", "queenies", "Hop tu Naa", "loaghtan", "longtail",
  "little people", "chips, cheese and gravy", "basking shark", "Juan", "Quayle", "Ealish", "Breesha", "Orry", "Hommy",
  "Kinvig", "England", "nipper", "seasick" in none; "champion", in five, was taken out). Juan Quayle (Juan is the
  Manx form of John), a kipper smoker who splits and hangs herring
  in the kilns on the west of Mann ("kipper smoker" in none; "kiln" is in one module,
  "smokehouse" in one, "smoke" in six and "harbour" in nine, so the kilns and the yard stand in their place and no
  harbour is named; "Peel" (two, not looked at) and "Isle" (two) were not used, the first draft's "Isle
  Tours" renamed; "quay" (one), "lad" (six), "grand" (thirteen), "gulls" (two), "seals" (one), "mainland" (three),
  "Liverpool" (one), "Fairy Bridge" ("Bridge" in seven), "bacon" (three), "balloon" (three), "gale" (three),
  "chimney" (four), "wicked" and "howling" (one each) were not used or were taken out; "lads" (three), "sausage"
  (one) and "roaring" (one) remain, in one line each); his wife Ealish, his daughter Breesha and son Orry, his da and
  granda; the TT and its shut roads, Tynwald Day, Hop tu Naa, the boat to Heysham, queenies and chips, cheese and
  gravy, saying "longtail" for a rat; Manx English on top ("me" for "my", "me da", "I've to", "aye",
  "sat there", "traa dy liooar" (time enough)).

Layout. The brief asked for something a real user would paste from a work or productivity tool (not a personal device
or home app), never used by an earlier set (the names of the set tests and the comment blocks in ``ingest.py`` list
them: tables and fences, chat and SMS exports, transcripts, CSV rows, kanban cards, minutes and receipts, calendar
events, e-mails to self, crontab lines, shell sessions, log lines, notifications, vCards, XML, TOML, SQL, org-mode,
BBCode, Dataview fields, GEDCOM, hledger, jrnl, gemtext, mind maps, notes pages, outlines, slides, Google's activity
page, PDF comment summaries and the rest). Weighed: a Jira issue (an office tracker an ice fisherman or a fish seller
does not keep), a Slack reminder list (tasks only), a time tracker's report and a shift-rota app's availability page
(hours and days only), an out-of-office reply (events only), a mail client's headers (too near the e-mails of dev7,
dev17 and dev29) and a Word document's comments (too near heldout50's PDF comments). Kept: the copy of the user's own
answers to a form that Google Forms mails back to whoever filled it in ("Send me a copy of my responses"), copied out
of the mail and pasted between two prose lines: a prose line ending in ":", then "Thanks for filling out " and the
form's title, "Here's what was received.", the title again, "* Indicates required question", then each question on a
line of its own (a required one ending in " *", any other in "?") with its answer on the next line, the first question
asking the name (answered by the voice's own name: "Marcia Greaves", "Gilles Chartrand", "Tiziana Zannier", "Juan
Quayle"), then a closing prose line. The forms are the ones such people fill in: a church lunch, a clinic's patient
details, a family reunion, a wedding's menu, a market committee's roster, a co-op's contact sheet, a lifeboat crew's
availability and rota, a parish trip, a workshop's absence form, a kipper yard's jobs list. No module holds "Google
Form", "Google Forms", "Thanks for filling out", "Here's what was received", "Indicates required question", "required
question", "Never submit passwords", "Create your own" or "neither created nor endorsed"; "Form" is in twenty-eight
modules and "Forms" in twenty-three as words, "response" in four and "receipt" in eight, not opened to see why. The
receipt carries no date (the mail's own date is not pasted), so no date or time stands in its layout; a memory's value
stands only in an answer of a form its user filled in, never in the prose around the receipt, its heading lines, a
question or the name; no answer or question ends the way the other does. Traps get the layout's own kinds: someone
else's answers (a grandson's, a son's, a daughter's, filled in on the user's phone or laptop, under their own names,
with their snacks and fears), an old receipt of a life that is over (a sugar factory's crop-season shifts of 2015, a
northern haul driver's form of 2016, a chair factory's shifts of 2012, a ferry crew's rota of 2014, each asking for a
worker, driver or crew member), and a receipt that is not the user's at all (a committee's, a co-op office's, an
association president's and a festival chairman's sample answers, with fees, hours and prices).

Voices are each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk
and traps, so no class has a voice of its own. Styles are built from hand-written sentences ("cores", each in one voice)
and each voice's four frames (neither, a greeting, a thanks or goodbye, both) in :func:`_dress`, so a core stands in
four styles: 56 preference cores (224 styles), 28 cores for each kind of constraint (112 styles each), 37 fact, event
and task cores (148 styles each), 88 small-talk cores (352 lines) and 108 trap cores (432 lines), as many as heldout50
has; every class, each kind of constraint, small talk and traps hold pasted receipts (one a voice in every class and
kind, three a voice in the traps; no empty line inside), built by :func:`_receipt`. The frames greet in each voice's
language ("Wuh happenin'?", "Taanishi", "Mandi", "Moghrey mie") and thank or say goodbye in it ("T'anks, darlin'.",
"Maarsii", "Graciis", "Gura mie ayd"); no frame ends in "?" after a core, so a receipt's closing line never reads as
a question. Small talk: weather (no breeze at Oistins, the wind off the lake, the mountain wind, a wind off the sea),
work of the day (fish sold out, a load of pickerel, a mosaic finished, a catch of herring), food, questions (Bathsheba,
the lake, Aquileia, the Laxey Wheel), moods, greetings answered and a receipt that carries nothing (a jar guess, a jig
contest, a raffle, a pub quiz team). Traps: other people's allergies, seats, diets, plans and habits, the past and
lives given up (a sugar factory, a truck up north, a chair factory, the ferries; a mongoose, a horse, a hen, a ram),
hypotheticals, sarcasm, proverbs, questions, and the receipts above. Asides (:data:`H51_ASIDES`) stand on lines of
their own; two memories in one message are joined by :func:`join_h51` (a message greets once and says goodbye once; a
receipt on either side stands apart after an empty line). A message that pairs two memories may pair two voices, and a
persona is not tied to one voice (so one persona's receipts may carry two names), as in heldout50.

Checks and read-through. The first draft, written just after reading heldout50 in full, followed heldout50's lists far
too closely: the near-copy script (every two cores of a class of this set compared word by word, and each against
heldout50's cores of the same class; a receipt's heading, question and name lines left out; two cores are near when
the words they share are two thirds or more of the longer one's) found 97 near pairs (almost every short fact, event,
task, budget and days core, many small-talk lines and a trap list that followed heldout50's kind for kind: "Find me
something cheaper than {m}.", "Can't keep pushing it off, I got to {t}.", "One big job today, to {t}.", "Now I must
really {t}.", a relative's rash from strawberries, a lottery dream, a seat on the bus, a coffee shop plan, a cat named
like heldout50's). The fact, event, task, small-talk and trap lists were written again, the rest reworded, and the
script run after each rewording until no pair came within two thirds. A second script, comparing every core with every
earlier set's styles and printing only this set's core and the set's name, then found 228 near pairs (76 cores, most
short ones near one or two of fifty sets); every core near three or more sets, or near heldout49 or dev48, was
reworded (then 38 pairs were left). The script that checks what the set tests check
found three whole styles shared with earlier sets ("{W}s I keep for church and family.", "Go on, I'm listening.",
"Keep going, I'm with you."), eight sentences (a receipt's answers and closing lines: "{m} at most", "up to {m}", "not
before {t}", "not done yet", "same as before", "that's my number", "that's the office", and the question "Anything
else we should know?") and five joiners and asides ("Keep that safe.", "Over to you.", "That's it from me.", " Further
to that: ", " Plus, about me: "); all were reworded. The script that puts values into styles found "ines" (sister
Ines) in "business" and "mines", "may" in "Maybe", "noon" in "afternoon", "dog" in "Sundogs" and "hooli" (employer
Hooli) in "hoolie"; all were reworded. The count of every word of this set against the other modules then took out the
words named above. After the wiring commit had pinned the first digests, every core was rendered with awkward sample
values ("short bullet-point answers", "penicillin", "lactose intolerant", "7:30 pm", "300 dollars", "Sunday", "sister"
/ "Anna", "sister's wedding" / "next Tuesday", "book a vet visit for the dog") and read, and then seed 1's first seven
conversations in full and the memory messages of all of seed 1 and most of seed 2 were read as generated (seed 3 only
as the set tests check it): fact cores that read oddly with a relative's name ("The co-op
always asks for my sister", "Pieri always asks me what is my sister", "You'll want my sister some day") were reworded;
event cores that opened with the date, so a generated message began "next Tuesday ..." or "tomorrow ..." in lower
case, now put the date later; diet cores in which the user became coeliac or lactose intolerant by choice ("I went {d}
a good while back", "Marcia turn {d} when Shanice was born") now state it; hours cores that tied the time to a part of
the day ("After {t} I'm in my bed, I start in the dark", "After {t} the phone stays in the truck, I'm done", "After {t}
I close the door of the workshop", which read wrong with "9am") were reworded; and the Bajan frame's closing "T'anks,
hear?" ended in "?", so a receipt's closing line read as a question to the layout test, and became "T'anks, darlin'.".
The rewordings of the read-through were
run through the scripts again: six of them came near an earlier set's cores (one near nine sets, one near seven, and
near heldout49 and dev48) and were reworded again, leaving 27 pairs of 25 short cores, each near one or two of the fifty
earlier sets, none near three or more, heldout49 or dev48. Kept as read: a paired message greeting in one voice
and saying goodbye in another, a persona's receipts under two
names, lower-case form answers ("next Tuesday, for my sister's wedding"), and preferences that sit oddly with a life
(any voice's style takes any value). The digests were pinned again after this.

Slips of blindness: ``git log --oneline | head -5`` in the main worktree (run to see the branch before making this
worktree) printed the subjects of main's five newest commits, which name extractor work and bench figures: a reading
called ``extract_appositions`` (once ``extract_ext67``), "stop 48", heldout49 and heldout50 "at first contact and after
ext67 (heldout50 real memories dropped 11.7/18.3% -> 10.8/16.7%, heldout49 unchanged)", "4 memories recovered on 2
judging writers (heldout30, heldout48)", "tests 1000 passed", and one example sentence of the reading (a name set
beside its key with no verb). ``ls`` of the lead's brief folder printed the names of the other briefs and a setup log,
none opened. Printing the comment blocks of ``ingest.py`` (on the list to read) printed the first held-out figures of
dev2 … dev6 (precision, recall, share dropped, recall@10) and the stops and commits at which dev8 … dev48 were run;
heldout50's docstring quotes the old "dev" set's first held-out recall (0.15/0.19/0.12) and the stops of dev48.
Printing the set tests' first fifty lines and the lines from ``PINNED``'s end printed the comment above ``PINNED``
(stops, no figure) and the digests of heldout49 and heldout50 (heldout50's as re-pinned), and ``git show 42bd7d7``
printed heldout50's first digests; listing the set tests' top-level names printed the name of every test and so the
layouts of earlier sets, which were avoided. The scripts that compare this set with earlier sets print only this set's
own cores, sentences, joiners and asides, and the names of the sets they come near; once this set was wired, one run
compared the set with itself too (the set tests' ``WRITTEN`` now held it) and printed only this set's own styles. The
script that looks for values outside a style's slot reads every value the generator's vocabulary can give (its lists
were read in ``ingest.py`` itself) and printed this set's styles with the value found ("ines", "may", "noon", "dog",
"hooli", "next", "e-"). Counts of candidate words printed counts only; the word-count script printed this set's words
with their counts. The set tests were run with ``--tb=no``, but for two runs of this set's own tests (``-k heldout51``),
whose failure printed only this set's lines. Nothing else was read; the scripts of this set import ``ingest`` and the
set tests (and so ``memgraph_py``, as the set tests do) without any of it being opened or run beyond the generator, and
the set tests' classifier-tool test loads ``tools/`` as it always has, unopened.

It is held out and has never been run: the lead runs it.
"""

from __future__ import annotations

__all__ = ["H51_ASIDES", "H51_CONSTRAINTS", "H51_EVENT_STYLES", "H51_FACT_STYLES", "H51_JOINERS", "H51_PREF_STYLES",
           "H51_SMALLTALK", "H51_TASK_STYLES", "H51_TRAPS", "join_h51"]

#: Each voice's four frames: nothing, a greeting before a core, a thanks or goodbye after it, or both (a pasted
#: response receipt keeps its prose lines first and last, so a frame only ever touches prose).
_FRAMES = {
    "bj": [("", ""), ("Wuh happenin'? ", ""), ("", " T'anks, darlin'."),
           ("Morning, morning! Wuh happenin'? ", " T'anks, darlin'. Later den.")],
    "mi": [("", ""), ("Taanishi! ", ""), ("", " Maarsii."),
           ("Taanishi, taanishi kiiya? ", " Maarsii, kaa-waapamitin.")],
    "fu": [("", ""), ("Mandi! ", ""), ("", " Graciis."), ("Mandi, cemût? ", " Graciis, mandi.")],
    "mx": [("", ""), ("Moghrey mie! ", ""), ("", " Gura mie ayd."),
           ("Moghrey mie, kys t'ou? ", " Gura mie ayd, slane lhiat.")],
}

#: The name each voice gives a form (the user's own answer to its first question).
_NAME = {"bj": "Marcia Greaves", "mi": "Gilles Chartrand", "fu": "Tiziana Zannier", "mx": "Juan Quayle"}


def _receipt(voice: str, intro: str, title: str, answers: list[tuple[str, str]], outro: str,
             who: str | None = None, ask: str = "Name *") -> str:
    """The copy of a form's answers that Google Forms mails to whoever filled it in, pasted between two prose lines:
    ``intro`` (ending in ":"), "Thanks for filling out " and the form's title, "Here's what was received.", the title
    again, "* Indicates required question", then each question on a line of its own (a required one ending in " *",
    any other in "?") with its answer on the next line, the first being ``ask`` answered by the name given (``who``, or
    the voice's own), then ``outro``. ``answers`` holds (question, answer) for the questions after the name."""
    lines = [intro, f"Thanks for filling out {title}", "Here's what was received.", title,
             "* Indicates required question", ask, who or _NAME[voice]]
    for question, answer in answers:
        lines += [question, answer]
    lines.append(outro)
    return "\n".join(lines)


def _dress(cores: dict[str, list[str]]) -> list[str]:
    """Each voice's cores, each in all four of that voice's frames, core after core."""
    return [before + core + after for voice, voice_cores in cores.items() for core in voice_cores
            for before, after in _FRAMES[voice]]


H51_PREF_STYLES = _dress({
    "bj": [
        "Ask any of de women selling fish in Oistins, dey gine tell you Marcia fancy {v}.",
        "Since I was a small girl toting fish trays behind my mother, {v} had my heart.",
        "Cedric does laugh, 'cause whatever de choice, Marcia landing on {v}.",
        _receipt("bj", "Look what I put on de church lunch form first thing dis morning:",
                 "Church Anniversary Lunch", [("What would make de day nice for you?", "{v}, please")],
                 "Marcia ain' change."),
        "Scaling flying fish from before de sun come up, and {v} is de thing on muh mind.",
        "Nothing sweeter to me than {v}, cheese on bread!",
        "If it was left to Marcia one, {v} every single time.",
        "My mother was de same way, and I take after she: {v}.",
        "De ladies in de Anglican church done know, {v} is Marcia own.",
        "Barbados or abroad, don't matter where, gimme {v}.",
        "You could put down {v} for me, dat is muh taste.",
        "Shanice does call me old-fashion 'cause I stick with {v}.",
        "When de sea too rough and no fishing boat come in, I home dreaming 'bout {v}.",
        "Everybody who know Marcia know {v} is she t'ing.",
    ],
    "mi": [
        "The guys out on the lake with me, they all know Gilles goes for {v}.",
        "From a young fella growing up in St. Laurent, {v} was it for me.",
        "Delphine quit asking a long time back, she knows I'm after {v}.",
        _receipt("mi", "Here's what I put on the Métis local's supper form this morning:",
                 "Spring Supper at the Hall", [("Anything you'd like us to have for you?", "{v}, that's my pick")],
                 "Never changed, that one."),
        "After a day of pulling nets up through the ice, what I want is {v}, hey.",
        "My kokum used to say I was stubborn like an old jackpine, and stubborn for {v}.",
        "Put {v} in front of me and you got a happy man.",
        "Anyways, you ask Gilles, it's {v}.",
        "Norbert likes to bug his dad about it, always {v}, always.",
        "Down in Winnipeg or right here at home, I go with {v}.",
        "Sitting in the ice shanty at night with the stove going, I get to thinking about {v}.",
        "For me it's {v}, and there's no more to say on it.",
        "Mark it down under Gilles: {v}.",
        "Whole family goes one way, Gilles goes for {v}.",
    ],
    "fu": [
        "At the workshop in Spilimbergo everybody knows, for Tiziana it is {v}.",
        "From a child in Friuli it was {v}, ask my mother.",
        "Pieri knows me after twenty-two years of marriage: {v}, nothing else.",
        _receipt("fu", "This is what I answered in the form of the mosaic school reunion, this morning:",
                 "Mosaic School Reunion Dinner", [("Your wishes for the evening?", "for Tiziana {v}")],
                 "Like every year."),
        "The whole day cutting stones with the martellina, and in my head only {v}.",
        "Give me {v} and I sing while I work.",
        "Between two things I don't think long, {v}.",
        "In Udine at the market they tease me, the lady with her {v}.",
        "Toni says his mother is like a mosaic of one colour only: {v}.",
        "For Tiziana is {v}, from when I had braids.",
        "When it rains on the Tagliamento and the workshop is cold, I want {v}.",
        "Beside my name you write: {v}, please.",
        "My friends laugh, Tiziana and {v} again.",
        "Like my grandmother before me, I am for {v}.",
    ],
    "mx": [
        "Every man hanging herring in the kilns with me knows Juan's for {v}.",
        "Since I was a boy running round the boats at the pier, it's been {v} for me.",
        "Ealish orders for me now without asking, {v}.",
        _receipt("mx", "What I filled in on the Tynwald Day coach form first thing:",
                 "Tynwald Day Coach Trip", [("Anything we should arrange for you?", "{v} if you can, Juan")],
                 "No different from other years."),
        "Stinking of the kilns after a day's work, I'm wanting {v}.",
        "Traa dy liooar, they say, but I'm never slow to pick {v}.",
        "Give us {v} and I'm happy as anything.",
        "Me da went for {v}, and so do I.",
        "Breesha says I'm set in my ways, {v} every time.",
        "On the boat over to Heysham or here at home, I go for {v}.",
        "A wet day on Mann with nothing doing, I'd be after {v}.",
        "Put it down plain: Juan likes {v}.",
        "Orry can tell you, his dad sticks to {v}.",
        "No fuss about it, {v} for me.",
    ],
})

H51_CONSTRAINTS = {
    "allergy": _dress({
        "bj": [
            "Keep {a} far from Marcia, I allergic, it does swell me up bad.",
            "De doctor in Bridgetown test me and say it plain, allergic to {a}.",
            _receipt("bj", "Dis what I write on de new clinic form dis morning:",
                     "Polyclinic Patient Details", [("Known allergies *", "{a}, a bad one")],
                     "Always been so."),
            "{A} touch me and Cedric got to rush me to de hospital, I allergic.",
            "From I was small small, {a} and me can't meet, my mother say.",
            "Anything wunna fixing for me, no {a}, I allergic.",
            "I could handle de hot sun all day, but {a}, no, allergic.",
        ],
        "mi": [
            "I got an allergy to {a}, it's a bad one, so watch out for that.",
            "The allergy doctor in Winnipeg did the scratch test, {a} lit right up.",
            _receipt("mi", "This is off the clinic form I sent in this morning:",
                     "Health Centre Intake", [("Allergies *", "{a}")], "Been like that forever."),
            "{A} gets near me and my throat closes up, allergic.",
            "My kokum figured it out when I was just a little guy, allergic to {a}.",
            "Anywhere you send me to eat, you tell them no {a} for Gilles.",
            "Forty below don't bother me, but {a} does, I'm allergic.",
        ],
        "fu": [
            "Tiziana is allergic to {a}, keep it always in mind, please.",
            "The hospital in Udine did the tests, and the answer was {a}, allergic.",
            _receipt("fu", "I put it in the form for the doctor this morning, here:",
                     "New Patient Questionnaire", [("Do you have allergies? *", "yes, {a}")],
                     "It stays like this."),
            "{A} and my face becomes red like a beetroot, allergy.",
            "Since I was a child with plaits, {a} gives me allergy.",
            "If somebody cooks for me, they must know: {a}, allergic.",
            "Stone dust all day is nothing for me, but {a}, allergic.",
        ],
        "mx": [
            "Steer well clear of {a} for me, it lays me flat, the allergy.",
            "Noble's hospital sent me for tests and it was {a}, allergic.",
            _receipt("mx", "Copied off the surgery's form I did at breakfast:",
                     "New Patient Registration", [("Any allergies? *", "{a}")], "Never shifted."),
            "{A} and I'm up all night wheezing, allergic.",
            "Since I was a nipper in short trousers, {a}'s had me wheezing, allergic.",
            "Wherever you book me for food, warn them, Juan's allergic to {a}.",
            "Kiln smoke all day I can take, {a} I can't, allergic.",
        ],
    }),
    "diet": _dress({
        "bj": [
            "Since before Shanice was born, Marcia {d}.",
            "At Oistins on fish night everybody eating whatever, Marcia stay {d}.",
            _receipt("bj", "Here what I answer on de family reunion form dis morning:",
                     "Greaves Family Reunion", [("Any dietary needs? *", "Marcia is {d}")], "Still so."),
            "Any food idea for me, remember I {d}.",
            "I {d}, and I don't cheat, not one lil bite.",
            "Cedric does cook two pot now, 'cause I {d}.",
            "Crop Over time or church time, Marcia {d}.",
        ],
        "mi": [
            "I'm {d} now, a few years already.",
            "At the feed after the fishing derby I bring my own plate, I'm {d}.",
            _receipt("mi", "From the wedding form I filled in this morning:",
                     "Chartrand Wedding RSVP", [("Meal requirements *", "Gilles is {d}")], "Same as last time."),
            "Whatever you cook up for me, Gilles is {d}.",
            "Delphine cooks around it, I'm {d}.",
            "Even at the Métis days feed, I stay {d}.",
            "I'm {d}, and I don't bend on it.",
        ],
        "fu": [
            "I am {d}, already for many years, and I feel well like this.",
            "At the sagra of Spilimbergo I ask at every stand, I am {d}.",
            _receipt("fu", "My answer in the form of the wedding of my nephew, this morning:",
                     "Wedding of Daniele and Giulia", [("Special menu? *", "Tiziana: {d}")], "As always."),
            "Even with frico on the table, I stay {d}.",
            "At the workshop lunches they all know Tiziana is {d}.",
            "I am {d}, also at Epiphany, no exceptions.",
            "Pieri has learned to cook for me, I am {d}.",
        ],
        "mx": [
            "I've been {d} a good while now.",
            "At the chip shop I'm the awkward one, being {d}.",
            _receipt("mx", "From the works do form I sent this morning:",
                     "Kipper Yard Staff Dinner", [("Dietary requirements *", "Juan, {d}")],
                     "Same as it's always been with me."),
            "Anything you suggest to eat, bear in mind I'm {d}.",
            "I'm {d}, no ifs or buts about it.",
            "Ealish cooks a separate pot now, because I'm {d}.",
            "Hop tu Naa or Tynwald Day, I'm {d} all the same.",
        ],
    }),
    "hours": _dress({
        "bj": [
            "Before {t} I at de market boning fish, don't call.",
            "After {t} Marcia phone going in de drawer, finish.",
            _receipt("bj", "Dis what I put on de market committee form dis morning:",
                     "Fish Market Vendors Roster", [("When can we reach you? *", "only after {t}")],
                     "I keeping to dat."),
            "Nobody should look for me before {t}, my hands full of fish.",
            "Don't set up nothing for me till {t}.",
            "From {t} I at church practice, I ain' answering.",
            "I could see people, but after {t}.",
        ],
        "mi": [
            "Before {t} I'm out on the ice, no signal out there.",
            "After {t} the phone stays in the truck, don't bother.",
            _receipt("mi", "Here's the bit from the fishermen's co-op form this morning:",
                     "Co-op Contact Sheet", [("Best time to call you?", "after {t}, not earlier")],
                     "That's how it goes."),
            "Don't book me for nothing before {t}, the nets come first.",
            "Come {t}, I shut the phone off, family time.",
            "Only after {t}, earlier I'm on the lake.",
            "Till {t} I'm busy with the fish.",
        ],
        "fu": [
            "Until {t} the phone stays in my bag, I am laying stones.",
            "After {t} I am not reachable, the family comes first.",
            _receipt("fu", "My answer in the form of the mosaic course, this morning:",
                     "Summer Mosaic Course Teachers", [("When are you available? *", "from {t}")],
                     "Every day the same."),
            "The mortar does not wait, so nothing for me before {t}.",
            "After {t} the telephone goes in the drawer.",
            "Call me only after {t}, before I have the hands in the mortar.",
            "Before {t} there is no Tiziana.",
        ],
        "mx": [
            "Till {t} I'm at the kilns, I won't hear the phone.",
            "After {t} I'm off, leave it till the day after.",
            _receipt("mx", "The bit I filled in on the lifeboat volunteers' form this morning:",
                     "Lifeboat Crew Availability", [("When can we call you? *", "not until {t}")], "Every day."),
            "The herring want seeing to first, so nothing before {t}.",
            "Only from {t} on, before that I'm covered in fish.",
            "Once it's gone {t}, Juan's phone is in the kitchen drawer.",
            "Nobody gets Juan before {t}.",
        ],
    }),
    "budget": _dress({
        "bj": [
            "Marcia purse could stretch to {m}, no further.",
            "{m} de most, I saving for a new roof.",
            _receipt("bj", "I put my limit on de church trip form dis morning, look:",
                     "Church Trip to Bathsheba", [("How much can you spend? *", "{m} at de most")],
                     "Dat is still muh number."),
            "Don't go over {m}, fish money does come and go.",
            "With {m} I reach de bottom of muh purse.",
            "If it cost more than {m}, leave it.",
            "Up to {m}, I got grandchildren to feed.",
        ],
        "mi": [
            "I can go {m}, not a cent past that.",
            "Over {m}, forget it, fish prices are down.",
            _receipt("mi", "Put my limit down on the Batoche trip form this morning:",
                     "Back to Batoche Bus Trip", [("How much you want to spend?", "{m} tops")],
                     "That's as far as I go."),
            "{m} tops, the skidoo needs fixing.",
            "Anything past {m}, I'd sooner spend it on nets.",
            "Delphine says {m}, and Delphine does the books.",
            "See what you can get for {m}.",
        ],
        "fu": [
            "I can put {m} on the table for it, not more.",
            "A mosaicist does not earn much, {m} is all.",
            _receipt("fu", "My answer in the form of the trip to Aquileia, this morning:",
                     "Parish Trip to Aquileia", [("How much do you want to spend? *", "{m}, not over")],
                     "The sum is the same."),
            "{m} is the limit, the workshop rent is high.",
            "{m}, and then the wallet is closed.",
            "Pieri and I made the accounts, {m} is the top.",
            "What can you find with {m}?",
        ],
        "mx": [
            "{m} and that's me done, no more.",
            "Don't go past {m}, the herring season's short.",
            _receipt("mx", "What I put on the coach trip form this morning:",
                     "Manx Coach Tours Day Out", [("Spending limit *", "{m}")], "Still stands."),
            "I'll not go over {m}.",
            "Over {m} and I'm stopping home.",
            "Under {m}, if you'd be so good.",
            "Ealish has said {m}, and Ealish holds the purse.",
        ],
    }),
    "days": _dress({
        "bj": [
            "{W}s Marcia does keep for church and she family.",
            "Every {w} I at de fish market, I can't.",
            _receipt("bj", "I answer de volunteer form dis morning, here:",
                     "Beach Clean-Up Volunteers", [("Which day you can't come? *", "{w}s")],
                     "Every week so."),
            "No use asking Marcia for nothing on a {w}.",
            "{W} is de one day dese hands rest.",
            "{W} Marcia does be by she mother, not free.",
            "Every {w} is choir, don't book me.",
        ],
        "mi": [
            "{W}s are for the family, I don't fish.",
            "{W}s I'm over at my kokum's in Portage.",
            _receipt("mi", "Here's what I ticked on the hall rota form this morning:",
                     "Community Hall Rota", [("Days you can't do *", "{w}")], "Every week."),
            "Don't put nothing on a {w} for Gilles.",
            "On {w}s the nets stay in.",
            "{W}? Delphine would skin me, that's our day.",
            "Any day's good, just not {w}.",
        ],
        "fu": [
            "On {w}s the workshop is closed for me, I rest.",
            "{W} belongs to my mother in Carnia.",
            _receipt("fu", "My answer in the form of the choir, this morning:",
                     "Choir Rehearsal Days", [("Days you cannot come *", "{w}s")], "Always."),
            "On {w}s I do not take any work.",
            "Every {w} I bring Toni to training.",
            "For Tiziana no {w}s.",
            "Choose any day but {w}.",
        ],
        "mx": [
            "{W}s I keep for the family, the kilns can wait.",
            "Every {w} I'm down with me da.",
            _receipt("mx", "What I put on the lifeboat rota form this morning:",
                     "Lifeboat Crew Rota", [("Days you can't cover *", "{w}s")], "Each week."),
            "Don't bother asking Juan on a {w}.",
            "On {w}s I'm off, that's the rule in our house.",
            "{W}s are out for Juan, full stop, ask Ealish.",
            "Pick another day, {w} is no good.",
        ],
    }),
}

H51_FACT_STYLES = _dress({
    "bj": [
        "One of de women at church ask me dis morning, so here: muh {n} is {v}.",
        "Muh {n}? {v}, Cedric could tell you.",
        _receipt("bj", "I fill in de vendors' form first thing, here de answer:",
                 "Oistins Vendors Register", [("Anyt'ing else for de register?", "Marcia's {n} is {v}")],
                 "Dat right."),
        "{v}, and dat is muh {n}, you could depend on it.",
        "Shanice keep asking, so I telling you too: muh {n} is {v}.",
        "By Marcia name in your book, put muh {n}: {v}.",
        "If anybody ask for Marcia {n}, tell dem {v}.",
        "Write dis in pen, not pencil: {v}, muh {n}.",
        "Marcia {n}, in case anybody want it: {v}.",
        "{v}, dat is muh {n}, so now two of we know.",
    ],
    "mi": [
        "Quick one before the truck warms up: {n}, {v}.",
        "Somebody's bound to ask you for it, my {n}'s {v}.",
        _receipt("mi", "This is off the co-op membership form I did early today:",
                 "Fishermen's Co-op Membership", [("Other details?", "Gilles Chartrand, {n}: {v}")],
                 "Checked it with Delphine."),
        "My {n}'s {v}, if that's any good to you.",
        "Dug through the drawer to be sure: my {n}'s {v}.",
        "Delphine says I never know it, so there: {n}, {v}.",
        "The paper with it went through the wash twice, so: {n}, {v}.",
        "The co-op wants my {n} on every paper, it's {v}.",
        "Stick this in Gilles' folder for me: {v}, the {n}.",
    ],
    "fu": [
        "{v}, my {n}: I say it once and you keep it in your drawer.",
        "My {n}? {v}, I know it like the colours of my stones.",
        _receipt("fu", "From the form of the artisans' association this morning:",
                 "Artisans Association Membership", [("Other information?", "Tiziana, {n}: {v}")], "Correct."),
        "Note for Tiziana's page: {n}, {v}.",
        "Pieri always forgets it, my {n} is {v}.",
        "In the pause for coffee it came to my mind: {v}, my {n}.",
        "With the hands full of mortar I write only this: {n}, {v}.",
        "On the papers of Tiziana Zannier the {n} is {v}.",
        "Also this, from the drawer of documents: my {n} is {v}.",
    ],
    "mx": [
        "For your notes on me, the {n}'s {v}.",
        "Ealish made me learn it off, so: {n}, {v}.",
        _receipt("mx", "Off the fishermen's association form I did at breakfast:",
                 "Fish Producers Association", [("Anything else?", "Juan's {n} is {v}")], "That's right."),
        "Ealish has it written in the back of the bible: {n}, {v}.",
        "{v}, that's me {n}, sure as the boat's late.",
        "Had to look it up to be sure, the {n}'s {v}.",
        "Some day you'll need it, my {n}'s {v}.",
        "Right, before I go back to the kilns, the {n}: {v}.",
        "Stick it down against my name, {v}, the {n}.",
    ],
})

H51_EVENT_STYLES = _dress({
    "bj": [
        "Shanice gine have to sell for me {d}, 'cause I got muh {e}.",
        "Before I forget it, {d} is muh {e}.",
        _receipt("bj", "I put it on de market leave form dis morning, look:",
                 "Vendors Leave Request", [("When you away? *", "{d}, muh {e}")], "Marcia gine be dere."),
        "Marcia ain' at de market {d}, muh {e}.",
        "De letter come, muh {e} fix for {d}.",
        "Muh {e} {d}, and I praying all go well.",
        "Mark off {d} on your side, I got muh {e}.",
        "Muh {e} fall {d}, I can't sell dat day.",
        "{E} {d}, I telling everybody at de market.",
        "Cedric write it on de calendar: muh {e}, {d}.",
    ],
    "mi": [
        "The co-op knows I'm off {d}, that's my {e}.",
        "Got my {e} coming up {d}, so somebody else pulls my nets.",
        _receipt("mi", "Here's the answer on the crew schedule form this morning:",
                 "Winter Fishing Crew Schedule", [("Days off needed *", "{d} for my {e}")], "It's set."),
        "Delphine says to tell you: my {e}'s {d}.",
        "The nets can wait {d}, Gilles has got his {e}.",
        "Phone rang last night, they put my {e} on {d}.",
        "Driving down to Winnipeg {d} for my {e}.",
        "My {e} is {d}, and Gilles ain't missing that one for no fish.",
        "My stomach's in knots about my {e} {d}.",
    ],
    "fu": [
        "A colleague takes the workshop {d}, I have my {e}.",
        "For my {e} {d} I close the workshop the whole day.",
        _receipt("fu", "My answer in the form of the workshop holidays, this morning:",
                 "Workshop Absence Form", [("Dates of absence *", "{d}, for my {e}")], "Now it is written."),
        "Pieri has written it big on the calendar: {d}, {e}.",
        "The postman brought the paper, my {e} is fixed {d}.",
        "I think only of my {e}, {d}.",
        "Still a little and then {d}, my {e}.",
        "Keep free {d} for me, my {e}, please don't put anything.",
        "{E}: {d}, I wrote it also in the agenda.",
    ],
    "mx": [
        "The kilns can smoke without Juan {d}, it's my {e}.",
        "Ring it round the yard: {d}, Juan's at his {e}.",
        _receipt("mx", "What I put on the yard's holiday form this morning:",
                 "Kipper Yard Leave Form", [("Dates off *", "{d} for my {e}")], "Breesha knows the date too."),
        "Me {e}'s {d}, I've told the yard.",
        "My {e} is {d}, and I'll be glad when it's over.",
        "Orry's taking the day {d} to come with me to my {e}.",
        "Ealish has my good coat brushed already, my {e}'s {d}.",
        "It's {d}, my {e}, traa dy liooar till then.",
        "Chalked up on the board at the yard: {e}, {d}.",
    ],
})

H51_TASK_STYLES = _dress({
    "bj": [
        "Muh conscience bothering me, I still ain' {t}.",
        "When I done at de market today, I must {t}.",
        _receipt("bj", "I put it on de Mothers' Union form dis morning, look:",
                 "Mothers' Union Checklist", [("Anything you still need to do?", "{t}")], "Just dat one."),
        "Cedric say if I don't {t} he gine do it heself.",
        "Before I go up to de church for choir, I must {t}.",
        "By de end of dis week I must {t}.",
        "De one t'ing I keep forgetting: {t}.",
        "First t'ing tomorrow, {t}.",
        "Shanice write on muh hand so I don't forget: {t}.",
        "Muh list long, but first I got to {t}.",
    ],
    "mi": [
        "Gotta {t}, been putting it off all winter.",
        "Once the nets are in tonight, I'll {t}.",
        _receipt("mi", "Here's what I wrote in the co-op's to-do form this morning:",
                 "Before Spring Breakup", [("Anything left for you to do? *", "gotta {t}")], "Still ain't done."),
        "Delphine's been nagging, I got to {t}.",
        "I told Norbert I'd {t}.",
        "Tomorrow I gotta {t}, no excuses.",
        "Since freeze-up I been meaning to {t}, still haven't.",
        "Nag me about it: {t}.",
        "Before the co-op meeting I'll {t}, for sure.",
    ],
    "fu": [
        "Before the students arrive for the summer course I must {t}.",
        "Pieri says every day: and did you {t}?",
        _receipt("fu", "My answer in the form of the workshop, this morning:",
                 "Workshop Open Jobs", [("What is still open for you? *", "to {t}")], "Still waiting."),
        "It's time, I must {t}.",
        "Every time I sit down I remember: I must {t}.",
        "In the pause at the workshop I will {t}.",
        "The bus to Udine leaves soon, and first I have to {t}.",
        "My mother asks why I did not {t} yet.",
        "This evening, when the workshop is clean, I {t}.",
    ],
    "mx": [
        "Every time I'm at the kilns I think, I must {t}, then it's gone.",
        "Have to {t} before the TT, the roads'll be shut.",
        _receipt("mx", "What I put on the yard's jobs form at breakfast:",
                 "Kipper Yard Jobs", [("Anything outstanding? *", "Juan to {t}")], "Still open."),
        "Ealish says I'm to {t}, and Ealish is the boss.",
        "When the kilns are cooling I'll {t}.",
        "That job's still sat there: {t}.",
        "Today's the day I {t}, honest.",
        "Breesha's left me a note: {t}.",
        "I've to {t}, no more putting it off.",
    ],
})

H51_SMALLTALK = _dress({
    "bj": [
        "Hot hot today, not a breeze nowhere.",
        "De sargassum pile up on de beach again, de whole place smelling.",
        "Sold out every flying fish before eleven, good day.",
        "Cou-cou and flying fish by my sister, sweet too bad.",
        "De ZR van nearly run me down by de bus stand.",
        "Mm-hmm, I hearing you.",
        "I alright, t'ank God, and you?",
        "You real funny, yuh know.",
        "Is true dey fixing up Bathsheba again?",
        "Rain clouds coming over from de east, I packing up.",
        "A cold mauby with muh lunch, dat is living.",
        _receipt("bj", "Look de silly lil quiz I fill in on de church form, just for fun:",
                 "Guess the Jar", [("How many sweeties in de jar? *", "two hundred and twelve")],
                 "Just play-play."),
        "Muh fingers sore from all de scaling today.",
        "Slow day, nobody stop by de stall.",
        "Everybody home doing good.",
        "Talk, I listening to you.",
        "Hold on, lemme study dat a minute.",
        "Crop Over coming, de whole place practising already.",
        "De sun come up pretty over Oistins dis morning.",
        "De grandchildren running 'round de yard de whole evening.",
        "Muh back tired from standing at de table.",
        "De sea calm today, Cedric gone out early.",
    ],
    "mi": [
        "Cold one today, the wind off the lake cuts right through.",
        "Pulled a good load of pickerel this morning, not bad.",
        "Boulettes for supper at my sister's, real good.",
        "The ice road's busy today, trucks everywhere.",
        "Brr, the truck door froze shut.",
        "Yeah, I hear you.",
        "All good on my end, how about yourself?",
        "You're a real joker, hey.",
        "Is it true the lake froze late this year all over?",
        "Snow's coming in sideways, I'm heading in.",
        _receipt("mi", "Filled in the jigging contest form for fun, nothing to it:",
                 "Red River Jig Contest", [("Song you'd like to dance to?", "whatever the band plays")],
                 "Just for laughs."),
        "Can't feel my fingers after the nets.",
        "Nothing in the nets today, quiet.",
        "Everybody's healthy at home.",
        "Keep talking, I'm following along.",
        "Give me a sec on that one.",
        "Norbert called from the city, he's doing all right.",
        "A coyote trotted right across the ice road this morning.",
        "The skidoo wouldn't start again.",
        "Delphine's been beading the whole day, real nice work.",
        "A ring round the sun this morning, real pretty.",
        "Got the truck stuck in the ditch, had to dig it out.",
    ],
    "fu": [
        "Today the wind from the mountains is very cold.",
        "A new mosaic finished, a big peacock for a church.",
        "Frico with polenta for lunch, so good.",
        "The Tagliamento is very low this winter.",
        "Ah, now the picture is complete, like a mosaic.",
        "Here in Spilimbergo all goes well, and by you?",
        "You are funny, you.",
        "Is it true Aquileia has the biggest mosaic floor?",
        "Snow on the Carnic mountains, so beautiful from here.",
        _receipt("fu", "I filled the form of the school festival, only for fun:",
                 "School Festival Raffle", [("Your lucky colour?", "gold, for the smalti")], "Only a game."),
        "All day bent over the table, my neck is finished.",
        "Quiet day in the workshop.",
        "My family is well, all of them.",
        "Go on, I follow you.",
        "Wait, I reflect a moment.",
        "Toni passed his exam, we are happy.",
        "The students in the school make so much noise.",
        "A piece of gubana with the coffee.",
        "The old town of Spilimbergo is full of tourists.",
        "My fingers are cut from the stones.",
        "A wedding in the church today, everybody in the square.",
        "Pieri is fixing the bicycle again.",
    ],
    "mx": [
        "Wind's roaring in off the sea today, you can hardly stand.",
        "Good catch of herring came in, the kilns are full.",
        "Chips, cheese and gravy for my tea, can't beat it.",
        "The boat from Heysham was late again.",
        "Aye, I see.",
        "Not so bad here, yourself?",
        "Ha, you're a card.",
        "Is it true the Laxey Wheel is the biggest of its kind?",
        "Mist rolling down off Snaefell this morning.",
        _receipt("mx", "Filled in the pub quiz form for a laugh, nothing in it:",
                 "Pub Quiz Night", [("Team name *", "The Longtails")], "Just a bit of fun."),
        "I smell like a kipper myself by now.",
        "Quiet day at the yard.",
        "Ealish and the kids are keeping well.",
        "Carry on, you have me.",
        "Give us a minute to think.",
        "Said hello to the little people on the way past, like you do.",
        "The TT lads are already testing bikes.",
        "A basking shark off the headland this morning.",
        "Orry's got a new job in Douglas.",
        "Queenies in the pan tonight.",
        "The sunset over the west coast last night was something.",
        "The heather's coming up purple on the hills.",
    ],
})

H51_TRAPS = _dress({
    "bj": [
        "Cedric cousin does swell up if he eat sea egg, poor t'ing.",
        "If I ever hit de lotto, a lil house up in St. Lucy for me, ha.",
        "Cedric will only sit by de door in church, he say he like to get out quick.",
        "Years ago I was at de sugar factory, but dat finish long time.",
        "You think flying fish gine come back like before?",
        "Oh, lovely, de tourist want de whole fish for two dollars, lovely.",
        "My niece say meat finish for she, den I catch she at de pudding and souse stand.",
        "Muh sister husband want to buy a ZR van and run de St. Lucy route.",
        "My grandmother used to say, 'every skin teet' ain' a laugh.'",
        "Dey say de first people on de island come from South America, dat true?",
        "As a girl I used to dream 'bout being a air hostess.",
        "De parson does preach two hours straight, oh gosh.",
        "Everything in de supermarket so dear now.",
        "How de sea does stay so blue by Bathsheba?",
        "De neighbour rooster does start crowing at three.",
        "Crop Over costumes cost a fortune now.",
        "Suppose I pack up and go by muh cousin in Brooklyn?",
        "Cedric see a Dr. Clarke for his sugar.",
        "A mongoose used to run 'cross we yard when I was small, we call him Sammy.",
        "Scaling fish in dis heat, real glamorous work, ha.",
        "My mother sell fish in Oistins till she was seventy.",
        "Wonder if de fish cakes would sell in de airport.",
        _receipt("bj", "Jamar use my phone to fill in a form, dis he own, not mine:",
                 "Junior Swim Club Sign-Up", [("Favourite snack *", "tamarind balls"),
                                              ("Anything de coach should know?", "scared of jellyfish")],
                 "Dat is de boy own, not Marcia's.", who="Jamar Greaves"),
        _receipt("bj", "Found dis old one from when I was working at de sugar factory:",
                 "Factory Crop Season Shifts 2015", [("Shift start *", "six sharp")], "Dat job long gone.",
                 ask="Worker name *"),
        _receipt("bj", "De committee send round dis sample form, de secretary answers, not mine:",
                 "Fish Night Stall Booking", [("Stall fee *", "fifty dollars"), ("Opening time *", "seven o'clock")],
                 "Dat is de committee own.", who="Committee Secretary"),
        "It true you could see St. Vincent from de east coast on a clear day?",
        "Cedric friend paint his boat blue and yellow, like de flag.",
    ],
    "mi": [
        "My brother-in-law can't eat saskatoons, his lips swell right up.",
        "Win the big lotto and I'd buy a fishing lodge up north, just dreaming.",
        "Delphine's got to sit up front in the truck or she gets sick.",
        "Used to drive truck up north years back, that's all done.",
        "You think there'll still be pickerel in the lake when Norbert's old?",
        "Great, the auger quits on the coldest morning, just perfect.",
        "My cousin's off meat, she says, then she's first in line at the rubaboo pot.",
        "Norbert's buddy wants to start a band in the city.",
        "My mooshum used to say, 'the lake gives, but the lake don't wait.'",
        "They say the Métis came out of the fur trade, is that right?",
        "Growing up I had it in my head I'd fly float planes up north.",
        "The co-op manager takes his coffee till ten, every day.",
        "Gas went up again, crazy.",
        "Someday a little cabin on the point, who knows.",
        "The neighbour runs his skidoo up and down the road half the night.",
        "How come the wind always picks up when I'm setting nets?",
        "Should I go try the nickel work up in Thompson, hm?",
        "Dr. Lavallée did my dad's hip last year.",
        "Mooshum kept a horse called Ti-Loup, mean as anything.",
        "Minus thirty on the ice all day, what a holiday, ha.",
        "My dad trapped muskrat his whole life.",
        "Could a guy sell pickerel cheeks over the internet?",
        _receipt("mi", "Norbert filled this in on my laptop, his answers, not mine:",
                 "Summer Canoe Camp", [("Favourite snack *", "pickled eggs"),
                                       ("Anything the camp should know?", "hates the black flies")],
                 "That's Norbert, not me.", who="Norbert Chartrand"),
        _receipt("mi", "Found an old one from when I was driving truck up north:",
                 "Northern Haul Driver Form 2016", [("Start time *", "five sharp")], "That life's done.",
                 ask="Driver name *"),
        _receipt("mi", "The co-op office's own example answers on the form, not mine:",
                 "Co-op Fish Prices", [("Price per pound *", "two dollars"), ("Pickup hours *", "till eight")],
                 "That's the office talking, not me.", who="Co-op Office"),
        "How do you get a fishing licence for the big lake?",
        "My buddy's skidoo is painted like a flag, you can see it a mile off.",
    ],
    "fu": [
        "My sister-in-law cannot eat chestnuts, she swells.",
        "With the Superenalotto I would buy a house on the Tagliamento, with a big studio.",
        "Pieri at the football wants always the same seat, for luck.",
        "When I was young I worked in a chair factory in Manzano, that is finished.",
        "Who will cut stones by hand in fifty years?",
        "Wonderful, the saw breaks the day before the delivery.",
        "My neighbour says she is on a diet, then I see her at the sagra with three plates of frico.",
        "Toni's girlfriend wants to open a bar in Pordenone.",
        "My grandmother said, 'a mosaic is made one stone at a time.'",
        "Is it true the mosaics of Aquileia are two thousand years old?",
        "As a girl I wanted to be a dancer.",
        "The director of the school eats lunch at eleven, strange man.",
        "The price of gold smalti is crazy now.",
        "Sometimes I imagine a small house in Carnia.",
        "The bar under our house stays open till late, so noisy.",
        "Why does the mortar always dry too fast in summer?",
        "And if I open a workshop in Slovenia, just on the other side?",
        "Dr. Pellegrini operated my father's knee.",
        "When I was small we had a hen called Rosina that followed me to school.",
        "Cutting stones all day, the most relaxing job, ha.",
        "My grandfather went abroad as a terrazzo man, like many from here.",
        "Could a small mosaic sell on the internet, you think?",
        _receipt("fu", "Toni used my computer, these answers are his, not mine:",
                 "Football Camp Registration", [("Favourite food *", "gnocchi"),
                                                ("Anything else?", "afraid of horses")],
                 "All Toni's.", who="Toni Zannier"),
        _receipt("fu", "An old one from when I worked in the chair factory:",
                 "Chair Factory Shifts 2012", [("Start of shift *", "six o'clock")], "Long finished.",
                 ask="Worker *"),
        _receipt("fu", "The association's example form, the president's answers, not mine:",
                 "Artisans Fair Stand Booking", [("Fee *", "eighty euro"), ("Opening *", "at nine")],
                 "From the president.", who="Association President"),
        "Is it difficult to learn to work with gold smalti?",
        "My colleague has the name of her husband tattooed on the arm.",
    ],
    "mx": [
        "Ealish's brother can't go near a queenie, he puffs up like a puffer fish.",
        "Give me a big win and I'd be in a cottage out at Niarbyl before you could blink.",
        "Ealish won't sit anywhere but the top deck of the horse tram.",
        "Years back I worked on the Steam Packet boats, that's long over.",
        "Reckon there'll be a kipper yard left when Orry's my age?",
        "Lovely, the kiln door jams on the busiest day of the year.",
        "My cousin's given up meat, she says, and then I see her with a sausage roll at the TT.",
        "Orry's mate wants to open a surf shop at Port Erin.",
        "Me granda used to say, 'don't say rat on a boat, say longtail.'",
        "Is it true Tynwald's the oldest parliament going?",
        "As a boy I wanted to race in the TT.",
        "The yard manager whistles the same tune all day long.",
        "Everything costs a fortune on Mann these days.",
        "Sometimes I fancy a little place up at Kirk Michael.",
        "The fella next door mows his grass at seven on the dot.",
        "How do the herring know where to go every summer?",
        "What if I packed it in and went across to England?",
        "Dr. Kinvig sorted me da's cataract last spring.",
        "Me da kept a loaghtan ram called Hommy that chased the postman.",
        "Eight hours in the smoke, what a life of luxury, ha.",
        "Me granda fished herring his whole life.",
        "Reckon folk across would buy kippers by post?",
        _receipt("mx", "Breesha used my laptop, these answers are hers, not mine:",
                 "Youth Club Trip", [("Favourite food *", "fish fingers"), ("Anything else?", "gets seasick")],
                 "All hers.", who="Breesha Quayle"),
        _receipt("mx", "An old one from when I worked on the boats:",
                 "Steam Packet Crew Rota 2014", [("Shift start *", "half five")], "Long done.",
                 ask="Crew member *"),
        _receipt("mx", "The association's sample form, the chairman's answers, not mine:",
                 "Herring Festival Stalls", [("Pitch fee *", "forty pounds"), ("Setup time *", "from seven")],
                 "That's the chairman's.", who="Festival Chairman"),
        "How long does it take to learn to split herring proper?",
        "My mate painted his boat's name wrong, spelt it with two Rs.",
    ],
})

#: What the "heldout51" set wraps around some memories, each on a line of its own.
H51_ASIDES = (["", "Worth keeping, this bit of me.\n", "A thing of my own.\n", "Tuck this with my details.\n",
               "For the file you keep on me.\n", "My own affair, this.\n", "Put this by my name.\n",
               "This is about me.\n", "Hang on to this one.\n", "A detail of mine.\n"],
              ["", "\nThere, I've said it.", "\nThat's the long and short of it.", "\nMind you keep that.",
               "\nThat's me done with it.", "\nNothing more on that one.", "\nBack over to you now.",
               "\nEnough said on it.", "\nThat'll do for that.", "\nThat's all I'll say on it."])

#: How two memories share one message in the "heldout51" set.
H51_JOINERS = [" Along with that, mine: ", " Then one more of me: ", " Add to it, of mine: ", " Also mine: ",
               " Then another, mine: ", " Plus this, of my own: ", " And from me as well: ", " Another of my own: ",
               " On the same note: ", " Further, and mine: "]

_OPENERS = tuple(sorted({g for frames in _FRAMES.values() for g, _ in frames if g}, key=len, reverse=True))
_CLOSERS = tuple(sorted({f for frames in _FRAMES.values() for _, f in frames if f}, key=len, reverse=True))


def join_h51(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "heldout51" hand: a message greets once and says goodbye once, so the first
    memory gives up a voice's closing thanks or goodbye and the second its opening greeting; a pasted form receipt
    (more than one line) on either side stands apart from the other memory after an empty line, so its prose lines
    stay first and last; otherwise the first memory ends in ".", "!" or "?" (a full stop is added if not), then the
    joiner, then the second memory in its own case."""
    head = next((head[:-len(c)] for c in _CLOSERS if head.endswith(c)), head)
    tail = next((tail[len(g):] for g in _OPENERS if tail.startswith(g)), tail)
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    return (head if head.endswith((".", "!", "?")) else head + ".") + joiner + tail
