"""Wordings "heldout52" of `memlineage bench ingest` (the ``H52_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A fifty-second hand (the helper session "held52"), written blind on 2026-12-07 by an engineer who had not read the
extractor or anything else in ``memgraph_py`` (its classifier, the gate, the labels, the query understanding, the
entity code), ``tools/``, the README, the docs, the issue tracker, ``.ci/`` or any bench output or list of misses, and
who did not run any extractor, ``memlineage``, ``bench ingest``, the classifier, any server or ``make`` on this set or
on anything (only the pure set tests, and small scripts of its own that render this set's cores with sample values,
put every value the generator's vocabulary can give into every style outside its slot, compare its cores with each
other and with the cores of heldout51, heldout50 and dev49 (heldout49 until stop 49), compare its sentences, joiners,
asides and whole styles with those of every earlier set as the set tests gather them, printing only this set's own,
count its words in the other modules, and print this set's generated conversations). heldout51 was written at the same
time in another hand (branch held51); none of its files was opened while it was being written.

What was read, in this order: the brief; the module docstring of "heldout50" (how its writer read, chose, checked and
wrote), then its code in full, as the model (its names, frames, counts, ``_dress``, its layout helper ``_comments``,
asides, joiners and joining function; its voices, trades and layout kept clear of); the commits that wired heldout50
(``42bd7d7``: its message, stat and changes to ``ingest.py`` and the set tests; ``3a410d9``: its message, stat and
changes to the set tests; ``d42e030``: its message and stat); the generator (``ingest.py``: its docstring, imports,
``_date``, ``_cap``, ``_persona``, the joining functions of dev5-dev7, ``_paired``, ``ASIDES``, ``Wording``,
``WORDING_SETS``, ``generate``, and the comment blocks from dev2 to heldout50, joined and cut, to learn the earlier
layouts); the set tests (the names of every test, their first forty lines, the generic checks, ``PINNED``, ``WRITTEN``,
the parametrize lists and the classifier tool's test). After ``Merge branch 'held51'`` reached main (the branch was
rebased onto it before the wiring), the module docstring of "heldout51" (its first 140 lines: who, what was read, its
voices, trades, layout, counts and traps), as a second model, and ``ingest.py``'s and the set tests' lines for dev49
and heldout51, to wire this set after it; heldout51's code beyond its docstring was not read, only compared by the
scripts above. No other set's module was opened, not even its docstring. The one example string naming a set that
does not exist yet is in the set tests (the classifier tool's test); heldout51's writer had already moved it to
heldout53, which is still a set that does not exist, so it was left as it is.

Voices. The brief asked for four languages no module names, from Asia, Africa and Oceania. The modules
(``memlineage_bench/*.py``, this one left out once it existed) were searched for each candidate a whole word at a time
(case aside), with counts only as output (the number of modules holding it). Found and dropped: Samoan, Tongan, Fijian
and Maori (eight each; "Māori" with its macron in none, but the word is the same), Hawaiian (nine), Tok Pisin (five),
Bislama (three), Chamorro (five), Marshallese (four), Palauan (two), Kiribati and Gilbertese (one each), Yolngu (two),
Pitjantjatjara (one), Wolof, Igbo, Hausa, Xhosa, Oromo, Kinyarwanda and Lingala (five each), Yoruba (nine), Zulu,
Amharic and Swahili (eight each), Shona, Tigrinya, Somali and Sesotho (six each), Malagasy (seven), Luganda, Twi and
Chichewa (three each), Ewe (two), Setswana (one), Ndebele and Herero (two each), Dinka (four), Sango (three), Luo,
Maasai, Kanuri, Mossi and Kpelle (one each), Khmer, Tamil and Georgian (eight each), Lao, Tagalog, Nepali, Kazakh and
Armenian (seven each), Burmese and Hmong (six each), Telugu, Sinhala and Uzbek (five each), Malayalam, Kannada and
Bengali (four each), Dzongkha, Kyrgyz, Tajik, Pashto, Tetum, Assamese and Dhivehi (three each), Cebuano, Marathi,
Gujarati and Punjabi (two each), Mizo, Minangkabau and Tulu (one each). Khasi was the first choice for Asia and was
dropped when it was counted (two; "Shillong" one). In none but dropped: Tuvaluan (its greetings are Samoa's), Ilocano,
Waray, Hiligaynon, Kapampangan and Tausug (Tagalog in seven, Filipino in three: Philippine English), Javanese,
Sundanese, Balinese, Acehnese and Bugis (Indonesian in six), Karen and Shan (Burmese in six), Dari (Persian in five),
Santali, Odia and Konkani (Hindi in six), Newari and Sherpa (Nepali in seven), Tuvan, Yakut and Buryat (Russian in
six), Hokkien and Teochew (too near heldout50's Hakka voice), and Fula, Krio, Chuukese, Yapese, Rotuman, Kristang and
Lepcha (greetings not known well enough). Kept, two from Oceania, one from Africa and one from Asia, each a language no
module names:

* Niuean ("Niuean", "Niue", "Alofi", "Hakupu", "Liku", "Avatele", "Matavai", "Limu", "Talava", "Togo", "Huvalu",
  "Fakaalofa lahi atu", "Fakaaue lahi", "monuina", "takihi", "umu", "moko", "ute", "Lupe", "Talagi", "Sione", "Mele",
  "Tavita", "Losa", "Fetu", "Hekau", "Manukau", "vanilla", "pods", "pollinating", "toothpick", "whales", "pawpaw",
  "cyclone", "Queensland", "Rarotonga", "Ekalesia" in none). Lupe Talagi, a woman from Hakupu, a vanilla grower who
  pollinates the flowers by hand with a toothpick in a shade house and dries the pods ("vanilla grower", "shade house"
  in none); her husband Sione, her daughter Mele, her son Tavita graduating in Manukau (South Auckland), her Mama in
  Liku, her moko (grandchildren); takihi and the Sunday umu, the whales past Alofi wharf, the Limu pools, the Talava
  arches and the Togo chasm, the supply ship, show day and Constitution Day. A first draft's "Auckland" (two), "New
  Zealand" (four), "Apia" and "Samoa" (one each), "Australia" (four), "Christmas" (six), "nane pia" ("pia" in one),
  "koe kia" ("kia" in two), "honey" (five), "canoe" (two), "lagoon" (three), "eggplant" (two), "reef" (one) and
  "racks" (one) were taken out; "Rock" (five, as "the Rock", Niue's name for itself), "Mama" (ten) and "Mum"
  (nineteen) remain. New Zealand English on top ("reckon" (sixteen, an ordinary word), "little tacker", "a fortnight",
  "that's me done"; "wee" (two) and "no word of a lie" (one), found by a count after the docstring was first written,
  and then "I kid you not" (one) were taken out);
* Bemba ("Bemba", "Zambia", "Kasama", "Mbala", "Mpika", "Ndola", "Lusaka", "Copperbelt", "Chishimba", "Bangweulu",
  "Great North Road", "Ukusefya pa Ng'wena", "Mwapoleni", "mukwai", "muli shani", "Natotela", "shalenipo", "kwena",
  "Mayo", "Bamama", "nshima", "ifisashi", "kapenta", "munkoyo", "vitumbuwa", "chitenge", "salaula", "kwacha",
  "mealie-meal", "maize", "Mwila", "Chileshe", "Mulenga", "Chanda", "Musonda", "Mwansa" in none). Mwila Chileshe, a
  woman from Kasama who owns and runs a hammer mill grinding the maize that women of the town bring in ("hammer mill",
  "miller" in none; "mill" is in six modules as a word, used as her trade's word); her husband Mulenga, her daughter
  Chanda in Lusaka, her son Musonda, her Bamama (grandmother), her mother in Mbala; power cuts, queues of women with
  maize, nshima and ifisashi, munkoyo, vitumbuwa, the kitchen party, the women's guild. A first draft's "Eish" (three),
  "Congo" (one), "Tanzania" (two), "goat" (six), "okra" (one), "ba" as an honorific (four) and "chicken legs"
  ("chicken" in two) were taken out. Zambian English on top ("me, I", "this side", "is paining", "on my neck", "Ehe");
* Pohnpeian ("Pohnpeian", "Pohnpei", "Kolonia", "Kitti", "Madolenihmw", "Palikir", "Pingelap", "Kosrae", "Nan Madol"
  (as a name; "Nan" is in seven as a word), "Sokehs", "Kepirohi", "Nahnmwarki", "nahs", "kamadipw", "sakau",
  "Kaselehlie", "ia iromw", "Kalahngan", "nohno", "yam", "yams", "copra" ... "Kasiano", "Ioanis", "Merleen", "Welson",
  "Cindy", "Hadley", "Guam", "Saipan", "Oregon", "Honolulu" in none). Kasiano Ioanis, a man from Kitti who grows the
  great yams that are carried to a chief's feast ("yam grower" in none) and pounds sakau with the men; his wife Merleen,
  his son Welson, his daughter Cindy in Guam, his nohno (mother); rain, the causeway, the kamadipw in the nahs. A first
  draft's "Hawaii" (one), "Majuro" (one), "America" (six), "Europe" (eight), "pig" (two), "reef" (one) and "lagoon"
  (three) were taken out. Micronesian English on top ("from small time", "too easy", "don't pay much", "got jokes");
* Iban ("Iban", "Sarawak", "Kapit", "Sibu", "Kuching", "Belaga", "Pelagus", "Rejang", "Baleh", "Bintulu", "Miri",
  "Kuala Lumpur", "Brunei", "Gawai", "ruai", "tuak", "ngajat", "pua kumbu", "manok pansoh", "midin", "empurau",
  "belacan", "kek lapis", "bejalai", "tuai rumah", "Selamat pagi", "nama berita", "Terima kasih", "selamat tinggal",
  "Apai", "Indai", "Aki", "Jimbun", "Ngumbang", "Endun", "Sinda", "ringgit", "longboat", "boatman", "jetty", "rapids",
  "durian" in none; "rumah" and "kasih" are in one module each and kept, as "rumah panjai", the longhouse ("longhouse"
  in one, not used), and the thanks; "Song" (seven, a town on the Rejang) kept once). Jimbun anak Ngumbang, a man from
  Kapit who drives a passenger longboat up and down the Rejang to Belaga ("longboat driver" in none; "boat" is in
  twenty-two modules and "outboard" in one, used as his trade's words); his wife Endun, his daughter Sinda, his Apai,
  Indai and Aki (father, mother, grandfather); Gawai, the ruai, the Pelagus rapids, logs coming down the river,
  hornbills. A first draft's "Singapore" (five), "garlic" (one) and "pepper" (twenty-one; a pepper farmer was the first
  trade weighed) were taken out. Malaysian English on top ("ah", "can?", "cannot", "finish already", "you how?",
  "Aduh", "last time" for "in the past").

Trades weighed and dropped: a beekeeper ("beekeeper" seven, "honey" five, "hives" ten), a pepper farmer ("pepper"
twenty-one), a weaver ("weaver" four, "loom" three) and a betel seller ("betel" two).

Layout. The brief asked for something a real user would paste from a personal device or a home or hobby app, holding
the user's own memories between two prose lines, never used by an earlier set (the names of the set tests and the
comment blocks in ``ingest.py`` list them: tables and fences, chat and SMS exports, transcripts, CSV rows and recipe
cards, kanban cards, minutes and receipts, calendar events, e-mails to self, crontab lines, shell sessions, log lines,
notifications, vCards, XML, TOML, SQL, org-mode, BBCode, Dataview fields, GEDCOM, hledger, jrnl, gemtext, mind maps,
notes pages, outlines, slides, Google's activity page, PDF comment summaries, Google Forms receipts and the rest).
Weighed: a running app's activity with its description (a passport number or a sister's name does not go into a run's
description), a phone's medical ID (allergies and contacts, not every class, and "key: value" lines), a food diary's
day with its notes (food only), a recipe app's meal planner (too near dev18's recipe cards), a maps app's saved places
with notes, a reading app's highlights (too near heldout50's PDF comments), a mood diary's entries (too near dev42's
jrnl) and a smart-home app's routines (no free text); TripIt's "TripIt Approved" mail format, found by one search of
public pages while weighing (its "Label : Value" lines too near earlier sets' fields), was dropped too. Kept: a trip
as a trip-planning app's trip page shows it, selected and copied (after TripIt's trip pages as remembered, not copied
from the app), pasted between two prose lines: a prose line ending in ":", the trip's name, its dates and place ("1
Mar – 4 Mar 2027 · Manukau, NZ", "01 Mar 2027 - 04 Mar 2027 · Lusaka, Zambia", "Mar 1 - Mar 4, 2027 · Hagåtña, Guam",
"1 Mar 2027 - 4 Mar 2027 · Sibu, Sarawak", as each voice's phone, set to its own country, writes dates), "Traveler: "
and whose trip it is, the first day's heading ("Mon 1 Mar", "Mon, 01 Mar", "Mon, Mar 1", "Mon, 1 Mar"), then each
note in two lines, its own line (the time it was written, "7:12am", "07:12", "7:12 AM" or "7.12am", " · Note · " and
the note's title: "Health", "Food", "Times", "Money", "Days", "Papers", "Dates", "Before I go", "About me" ...) and the
note's text; then a closing prose line. No module holds "TripIt", "Traveler" or a line with " · Note · "; "itinerary"
is in one module, "trip" in thirty-three and "Shared by" in one (not used), and "Dates", "Health", "Food", "Money" and
"Days" stand in quotes in one or two modules, not opened to see why. The notes of a memory are today's (1 March 2027,
the trip's first day, the day of the conversations), written before ten, so "tomorrow" and "next Tuesday" mean the
same in a note as in the message; no month or weekday stands in full in the layout (only "Mar" and "Mon"), and no
date is written with a day and month in figures only, so no event's "March", "4 March", "04/03" or "Monday" hides in
it; no time has minutes of 30 or from 37 to 46; a memory's value stands only in the text of a note on the user's own
trip, never in the prose around it, the trip's name, its dates, the traveller, the day's heading or a note's own line
(a script put every value the generator's vocabulary can give into every style outside its slot). Traps get the
layout's own kinds: someone else's trip planned on the user's phone ("Traveler: Mele Talagi", "Musonda Chileshe",
"Cindy Ioanis", "Sinda anak Jimbun", a netball tour, a football trip, a school trip, a school camp, dated the day
before, with their tastes and dislikes), an old trip of a life that is over (a fisheries course in 2015, a trader's
bales from Lusaka in 2014, a tuna boat's crew change in 2013, a timber camp's shift change in 2012, with their old
dates and hours), and a trip that is not the user's at all (a church youth choir's tour, a market committee's visit, a
municipal office's trip, a boat owners' meeting, with hours, fees and dues in their notes).

Voices are each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk
and traps, so no class has a voice of its own. Styles are built from hand-written sentences ("cores", each in one
voice) and each voice's four frames (neither, a greeting, a thanks or goodbye, both) in :func:`_dress`, so a core
stands in four styles: 56 preference cores (224 styles), 28 cores for each kind of constraint (112 styles each), 37
fact, event and task cores (148 styles each), 88 small-talk cores (352 lines) and 108 trap cores (432 lines), as many
as heldout50 and heldout51 have; every class, each kind of constraint, small talk and traps hold pasted trips (one a
voice in every class and kind, three a voice in the traps; no empty line inside), built by :func:`_trip`. The frames
greet in each voice's language ("Fakaalofa lahi atu", "Mwapoleni mukwai", "Kaselehlie", "Selamat pagi") and thank or
say goodbye in it ("Fakaaue lahi, ke monuina", "Natotela, shalenipo", "Kalahngan en komwi", "Terima kasih, selamat
tinggal"). Small talk: weather (a still day, heavy rains, rain in Kitti, a high brown river), work of the day (four
hundred flowers, twenty bags of maize, a yam six men carry, eighteen passengers), food, questions (the Togo chasm,
Chishimba Falls, Nan Madol, the Pelagus rapids), moods, greetings answered, and a trip note that carries nothing (a hat
for the photos, cloth for the girls, a shopping mall, noodles at the waterfront). Traps: other people's allergies,
seats, diets, plans and habits, the past and lives given up (a fisheries office, second-hand clothes, the tuna boats,
a timber camp; a canoe, a father's chickens, an uncle's sow, a hunting dog), hypotheticals, sarcasm, sayings,
questions, and the trips above. Asides (:data:`H52_ASIDES`) stand on lines of their own; two memories in one message
are joined by :func:`join_h52` (a message greets once and says goodbye once; a trip on either side stands apart after
an empty line). A message that pairs two memories may pair two voices, and a persona is not tied to one voice (so one
persona's trips may carry two travellers' names), as in heldout50 and heldout51.

Read through. The first draft followed heldout50's lists far too closely, core for core and often in its sentence shapes
and its trap list kind for kind; the near-copy script (every two cores of a class of this set compared word by word, and
each against heldout50's and dev49's cores of the same class; a trip's layout lines left out; two cores are near when
the words they share are two thirds or more of the longer one's) found 182 pairs, almost every short fact, event, task,
budget and days core and most traps. Every constraint, fact, event, task, small-talk and trap list was written again
from the voices' own lives, and the script run after each rewording (28 near pairs, then 1, then none); once heldout51
had merged, it was run against heldout51 as well (3 near pairs, reworded) and again after the read-through's rewordings
(one more, with heldout50, reworded). The script printing only this set's own sentences then found one whole small-talk
style shared with an earlier set and sixteen sentences, mostly a trip's closing line or a note's short text copied from
heldout50's comment summaries ("It stays so", "Still the same", "Not done yet", "Only for fun", "Same as before", "Every
day like that", "Just that one", "No change there", "My lucky day", "That life is finished", "work starts at seven"
...), and later one rewording of the read-through; all were reworded, and every closing line of a trip was written again
in its voice. Joiners and asides were checked the same way; four joiners, and later four asides shared with heldout51,
were reworded. The values script found "cleaning" in a days core, "forms" in the prose of four fact trips and in their
notes' title, a weekday in a fact core, two task cores and a days trip's closing line; all were taken out ("tomorrow"
stays in task cores, where a task is done tomorrow, and a trap's "6pm", "Friday" and "dog" stay, as bait in lines that
hold nothing to keep). A count of every word of this set against the other modules then took out the words named under
the voices above.

After the wiring commit had pinned the first digests, every core was rendered with awkward sample values ("short
bullet-point answers", "penicillin", "lactose intolerant", "7:30 pm", "300 dollars", "Sunday", "sister" / "Anna",
"sister's wedding" / "next Tuesday", "book a vet visit for the dog") and read, and the paired messages of seeds 1 and
2 and three conversations of seed 3 were read as generated: four diet cores started a message with a lower-case value
or made a diet something to eat ("{d} me, no cheating", "{d} through and through", "{d} is how I eat", "mwila eats
{d}", "kasiano eats only {d} food") and one made it a choice ("not turning back"); three event cores started with a
lower-case "next" or "tomorrow"; a preference note and two preference cores fitted only a singular value ("{v} suits
me best", "{v} is what makes me happy", "{v} is what I go for", "{v} is my choice"); a clinic fixed a wedding; a fact
core said "the {n} of mine"; a task core asked "if I {t} yet"; the asides had been written with a backslash and an "n"
instead of a line break. All were reworded, and the digests for seeds 1-3 pinned again. Kept as read: a message that
pairs two voices greets in one language and says goodbye in another, a trip's closing line followed by a voice's
thanks, an event's note on a trip that is not the event's, a date standing bare where "on" would go, and preferences
that sit oddly with a voice's life (a yam grower dreaming of dark mode; any voice's style takes any value). A last
count of the words the docstring names as in none took out two the draft had kept (see the Niuean voice), and the
digests were pinned a third time.

Slips of blindness: the first command of the session ran ``git log --oneline | head -15`` on main, which printed the
subjects of fifteen commits: stop 48's adopted reading of the extractor ("a name set beside its key with no verb read as
the fact", with its three example sentences, wired last in the extractor; other readings kept as pending patches, one
about a chat log's speaker named as the user), README and docs subjects with figures (heldout50's real memories dropped
at first contact and after the adopted reading, 11.7/18.3% then 10.8/16.7%; heldout49's first-run preference, constraint
and dropped-memory figures), and the subjects of heldout48's renaming and heldout50's merge. Printing the comment blocks
of ``ingest.py`` from dev2 on, joined, printed the first-run figures of dev2, dev3 and dev4 (precision, recall, small
talk dropped, real memories dropped, recall@10) and the start of dev5's block. A grep for the generator's vocabulary
names printed its lists of allergens, diets, money, times and weekdays in full and the line that fixes the
conversations' day (the generator, not the extractor). The values script reads every value the vocabulary can give
(never printed) and printed this set's styles with the value found ("cleaning", "sunday", "forms", "wednesday",
"tomorrow", "saturday", "friday", "6pm", "dog"), and the generated conversations show vocabulary values, as any read of
them does. Printing parts of the set tests printed the comment above ``PINNED`` (the stops at which dev6 … dev49 were
run, no figure), the digests of "dev49", "heldout50" and "heldout51", the end of heldout50's digests and the comment
above ``WRITTEN``; ``git show 42bd7d7`` printed heldout49's and heldout50's digests. After the merge, polling printed
the subject of ``Merge branch 'held51'`` (it says the set tests' comments and ``WRITTEN`` were changed after dev49's
release), the rebase showed the subject of a commit saying heldout51 was never read in the first-contact replay, and a
grep of ``ingest.py`` for dev49 and heldout51 printed lines of their comment blocks. The scripts that compare this set
with earlier ones import those sets' modules (dev49, heldout50, heldout51) and print only this set's lines; word counts
printed counts and this set's words only. A last look at main's newest commit, to rebase onto it, printed its subject (a
README commit: heldout51 run first, at stop 49, on stop 48's extractor; no figure in the part shown). The set tests were
run with ``--tb=no`` so that no failure could print another set's text (none failed). The scripts of this set import
``ingest`` and the set tests (and so ``memgraph_py``, as the set tests do) without any of it being opened or run beyond
the generator, and the set tests' classifier-tool test loads ``tools/`` as it always has, unopened.

It is held out and has never been run: the lead runs it.
"""

from __future__ import annotations

from datetime import date, timedelta

__all__ = ["H52_ASIDES", "H52_CONSTRAINTS", "H52_EVENT_STYLES", "H52_FACT_STYLES", "H52_JOINERS", "H52_PREF_STYLES",
           "H52_SMALLTALK", "H52_TASK_STYLES", "H52_TRAPS", "join_h52"]

#: Each voice's four frames: nothing, a greeting before a core, a thanks or goodbye after it, or both (a pasted trip
#: keeps its prose lines first and last, so a frame only ever touches prose).
_FRAMES = {
    "nu": [("", ""), ("Fakaalofa lahi atu! ", ""), ("", " Fakaaue lahi."),
           ("Fakaalofa lahi atu, how are things your end? ", " Fakaaue lahi, ke monuina.")],
    "be": [("", ""), ("Mwapoleni mukwai! ", ""), ("", " Natotela."),
           ("Mwapoleni mukwai, muli shani? ", " Natotela, shalenipo.")],
    "po": [("", ""), ("Kaselehlie! ", ""), ("", " Kalahngan."),
           ("Kaselehlie maing, ia iromw? ", " Kalahngan en komwi, kaselehlie.")],
    "ib": [("", ""), ("Selamat pagi! ", ""), ("", " Terima kasih."),
           ("Selamat pagi, nama berita? ", " Terima kasih, selamat tinggal.")],
}

#: Whose trip a voice's pasted trips are (the user's own name as the app's traveller) and how each voice's phone, set
#: to its own country, writes a trip's dates, a day's heading and a note's time.
_TRAVELER = {"nu": "Lupe Talagi", "be": "Mwila Chileshe", "po": "Kasiano Ioanis", "ib": "Jimbun anak Ngumbang"}
_MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_DAY = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_RANGE = {
    "nu": lambda a, b: f"{a.day} {_MON[a.month - 1]} – {b.day} {_MON[b.month - 1]} {b.year}",
    "be": lambda a, b: f"{a.day:02d} {_MON[a.month - 1]} {a.year} - {b.day:02d} {_MON[b.month - 1]} {b.year}",
    "po": lambda a, b: f"{_MON[a.month - 1]} {a.day} - {_MON[b.month - 1]} {b.day}, {b.year}",
    "ib": lambda a, b: f"{a.day} {_MON[a.month - 1]} {a.year} - {b.day} {_MON[b.month - 1]} {b.year}",
}
_HEADING = {
    "nu": lambda d: f"{_DAY[d.weekday()]} {d.day} {_MON[d.month - 1]}",
    "be": lambda d: f"{_DAY[d.weekday()]}, {d.day:02d} {_MON[d.month - 1]}",
    "po": lambda d: f"{_DAY[d.weekday()]}, {_MON[d.month - 1]} {d.day}",
    "ib": lambda d: f"{_DAY[d.weekday()]}, {d.day} {_MON[d.month - 1]}",
}
_CLOCK = {
    "nu": lambda t: f"{int(t[:2]) % 12 or 12}:{t[3:]}{'am' if int(t[:2]) < 12 else 'pm'}",
    "be": lambda t: t,
    "po": lambda t: f"{int(t[:2]) % 12 or 12}:{t[3:]} {'AM' if int(t[:2]) < 12 else 'PM'}",
    "ib": lambda t: f"{int(t[:2]) % 12 or 12}.{t[3:]}{'am' if int(t[:2]) < 12 else 'pm'}",
}


def _trip(voice: str, intro: str, name: str, place: str, notes: list[tuple[str, str, str]], outro: str,
          start: tuple[int, int, int] = (2027, 3, 1), days: int = 4, traveler: str | None = None) -> str:
    """A trip as a trip-planning app's trip page shows it, selected and copied, pasted between two prose lines:
    ``intro`` (ending in ":"), the trip's name, its dates and place ("1 Mar – 4 Mar 2027 · Alofi, Niue", as the voice's
    phone writes dates), "Traveler: " and whose trip it is (the user's own name unless ``traveler`` says otherwise),
    the heading of the trip's first day, then each note in two lines, its own line (the time it was written, as the
    voice's phone writes it, " · Note · " and the note's title) and the note's text; then ``outro``. ``notes`` holds
    (time, title, text); ``start`` is the trip's first day (year, month, day), the day the notes were written."""
    first = date(*start)
    lines = [intro, name, f"{_RANGE[voice](first, first + timedelta(days=days - 1))} · {place}",
             f"Traveler: {traveler or _TRAVELER[voice]}", _HEADING[voice](first)]
    for time, title, text in notes:
        lines.append(f"{_CLOCK[voice](time)} · Note · {title}")
        lines.append(text)
    lines.append(outro)
    return "\n".join(lines)


def _dress(cores: dict[str, list[str]]) -> list[str]:
    """Each voice's cores, each in all four of that voice's frames, core after core."""
    return [before + core + after for voice, voice_cores in cores.items() for core in voice_cores
            for before, after in _FRAMES[voice]]


H52_PREF_STYLES = _dress({
    "nu": [
        "Every woman in the Hakupu choir can tell you, Lupe will pick {v}.",
        "From when I was small, swimming in the Limu pools with my cousins, I have gone for {v}.",
        "Sione gave up asking long ago, he just says to people, my wife wants {v}.",
        _trip("nu", "This is off my trip to see Tavita, I added a note before breakfast:",
              "Manukau for Tavita's graduation", "Manukau, NZ",
              [("07:12", "About me", "lupe here, best for me is {v}")], "Lupe hasn't budged on it since."),
        "A whole morning bent over the vanilla vines with a toothpick, and then I just want {v}.",
        "Put {v} in front of me and I am grinning like a kid on Constitution Day.",
        "If there are two to choose from, my hand goes to {v} every single time.",
        "My Mama raised us on the Rock to know our own minds, and mine says {v}.",
        "Tavita rings from Manukau and puts on my voice, Mum and her {v}.",
        "You can write it down in your notes for Lupe, {v} please.",
        "On the Rock or visiting the cousins in Manukau, I'm always on the lookout for {v}.",
        "When I am too tired to think, Mele picks for me, and she picks {v}.",
        "Hot season or cool season, give me {v} and I'm happy.",
        "My cousins from Liku tease me, nothing ever changes with Lupe, always {v}.",
    ],
    "be": [
        "The women who bring their maize to my mill all know Mwila and her {v}.",
        "Even as a small girl in Kasama, running to the market for my mother, it was {v} for me.",
        "Mulenga no longer asks, he tells everyone, my wife, she takes {v}.",
        _trip("be", "I put this note on my Lusaka trip early today, let me paste it:",
              "Lusaka to see Chanda", "Lusaka, Zambia",
              [("07:06", "My likes", "mwila chileshe, {v} for her, always")], "Mwila is the same Mwila, mukwai."),
        "When the mill has been roaring the whole day, what I want is {v}.",
        "Me, I am very simple, just give me {v} and I am fine.",
        "My Bamama used to say I am stubborn like a tortoise, because I stick to {v}.",
        "If you put two things before me, I will take {v}, I don't even think.",
        "Musonda laughs at his mother, always {v}, he says, always.",
        "Since secondary school in Kasama I have kept to {v}.",
        "In the rainy season, when the roads are mud and nobody comes, I sit and think of {v}.",
        "Write it where you keep my things, Mwila prefers {v}.",
        "Chanda knows, when she buys for her mother, it must be {v}.",
        "Kwena, ask anybody at the Kasama market what Mwila goes for, they will say {v}.",
    ],
    "po": [
        "All the men who pound sakau with me in Kitti know my choice, {v}.",
        "When I was a boy swimming under Kepirohi Falls, already it was {v} for me.",
        "Merleen does not ask me again, she just says Kasiano wants {v}.",
        _trip("po", "This morning I added a note to my Guam trip, here it is:",
              "Guam for Cindy", "Hagåtña, Guam",
              [("06:58", "For me", "kasiano likes {v}, no change")], "From small time like that."),
        "After digging around my yams the whole morning, I am thinking only about {v}.",
        "Give me {v} and I am happy like at a kamadipw.",
        "Two things on the table, my hand goes to {v}, too easy.",
        "My nohno raised me in Kitti, and from her side I learned {v}.",
        "Welson makes jokes about his papa, one answer only, {v}.",
        "For me it is {v}, always like that.",
        "When the rain comes down for three days and we cannot go to the yams, I dream of {v}.",
        "In Kolonia the people at the store already know, Kasiano takes {v}.",
        "Please keep this with my things, I go for {v}.",
        "Even if everybody in the nahs picks another thing, I stay with {v}.",
    ],
    "ib": [
        "Every passenger who rides my boat up the Rejang knows Jimbun goes for {v}.",
        "From small, when I was swimming in the river below our rumah panjai, I choose {v}.",
        "Endun never asks me anymore, she knows her husband will want {v}.",
        _trip("ib", "I made a note on my trip to Sibu early this morning, see:",
              "Sibu for the boat engine", "Sibu, Sarawak",
              [("07:04", "Myself", "jimbun prefers {v}, from last time also")],
              "Jimbun never changes his mind on this one."),
        "After the whole day fighting the current at Pelagus, what I want is {v}.",
        "Give me {v}, then my heart is happy until Gawai.",
        "Two things you show me, sure my hand takes {v}.",
        "My Aki taught me to know what I like, and I like {v}.",
        "Sinda always imitates me, Apai and his {v}.",
        "Since I was in school in Kapit I keep to {v}.",
        "When the river is too high and no boat can go, I sit on the ruai wishing for {v}.",
        "At the Kapit jetty they know me already, Jimbun, {v}.",
        "Can you keep this for me, my choice is {v}.",
        "My mind is simple, {v} and that is all.",
    ],
})

H52_CONSTRAINTS = {
    "allergy": _dress({
        "nu": [
            "Just so you have it, {a} and I do not get on, I'm allergic and my lips puff up like a puffer fish.",
            ("The visiting specialist at the Alofi hospital pricked my arm all over last winter, the answer was {a}, "
             "allergic."),
            _trip("nu", "I wrote it on the flights so the crew knows, here's the note:",
                  "Flights for the graduation", "Manukau, NZ",
                  [("07:08", "Health", "Lupe Talagi cannot have {a}, allergic, crew please note")],
                  "Had it since I was a little tacker."),
            "One bite with {a} in it and Sione is speeding me down to the hospital, that's my allergy.",
            "Mama worked it out when I was three and came up in lumps, {a} is my allergy.",
            "When you order anything for me, the rule is no {a}, I'm allergic.",
            "The sun, the wasps in the shade house, none of it bothers me, but {a} puts me in bed, allergic.",
        ],
        "be": [
            "Please, {a} is my enemy, I am allergic, my eyes swell until I cannot see the mill.",
            "At Kasama General Hospital the doctor tested my skin and wrote in my book, allergic to {a}.",
            _trip("be", "I wrote it on my weekend trip so the lodge knows, this morning:",
                  "Chishimba Falls weekend", "Kasama, Zambia",
                  [("07:15", "Health", "mwila reacts to {a}, the lodge must be told")],
                  "The lodge people said they will write it on their board."),
            "Bring {a} near me and they will be carrying Mwila to the clinic, I am allergic.",
            "My Bamama discovered it when I was still on her back, an allergy to {a}.",
            "Anybody who is cooking for me must hear it, {a} is forbidden, I am allergic.",
            "Dust from the mill I can manage the whole day, but {a}, that one finishes me, allergy.",
        ],
        "po": [
            "Remember this for me, {a} gives me a big allergy, my skin comes up red and itchy all over.",
            "When the doctor from Honolulu visited the hospital in Kolonia, he checked me and said allergic to {a}.",
            _trip("po", "Here is the note I put on the Honolulu trip this morning for the hotel:",
                  "Honolulu check-up", "Honolulu, HI",
                  [("07:21", "Health", "kasiano ioanis, allergy to {a}, serious")], "Kasiano has it from small time."),
            "Even a little {a} and my chest gets tight, I cannot breathe good, allergy.",
            "My nohno saw it first when I was a baby, I am allergic to {a}.",
            "Whatever you get me at the restaurant, tell them Kasiano is allergic to {a}.",
            "A yam heavy like two men I can carry, but {a} puts me on the floor, allergic.",
        ],
        "ib": [
            "I got allergy to {a}, very serious one, please take note.",
            "The hospital in Sibu did blood test for me, the result says allergic to {a}.",
            _trip("ib", "I put this in the Kuching trip notes this morning, for the hotel:",
                  "Kuching for the boat licence", "Kuching, Sarawak",
                  [("07:11", "Health", "jimbun anak ngumbang allergic to {a}, tell the kitchen")],
                  "Every hotel I go, I tell them the same."),
            "Once I took {a} by mistake and my whole face became swollen, allergic.",
            "My Indai told me since I was a small boy, you are allergic to {a}, never forget.",
            "If you book a place to eat for me, check with them first, no {a}, I am allergic.",
            "The rapids at Pelagus I am not afraid of, but {a} I must run away from, allergy.",
        ],
    }),
    "diet": _dress({
        "nu": [
            "I've been {d} a good few years now, and I keep to it strictly.",
            "When the umu is opened after church, the aunties put aside a plate just for me, I'm {d}.",
            _trip("nu", "I noted this on the trip for Tavita's graduation lunch, here:",
                  "Manukau for Tavita's graduation", "Manukau, NZ",
                  [("07:22", "Food", "for the lunch, lupe is {d}")], "The aunties know it too."),
            "Even on show day, with every stall cooking, I keep to being {d}.",
            "Any meal ideas you come up with for me, keep in mind Lupe is {d}.",
            "Through and through I'm {d}, I don't sneak a bite when no one's looking.",
            "Staying with the Manukau cousins is a job, they forget I'm {d}.",
        ],
        "be": [
            "Mwila is {d}, all the relatives in Kasama cook knowing that.",
            "At kitchen parties in Kasama I bring my own covered dish, because I am {d}.",
            _trip("be", "Here is the note on my trip for Chanda's kitchen party, written today:",
                  "Chanda's kitchen party", "Lusaka, Zambia",
                  [("07:18", "Food", "mwila is {d}, tell the caterers")], "The caterers must read that line twice."),
            "Even at the Ukusefya pa Ng'wena ceremony, when everyone is eating, I am {d}.",
            "When you choose a restaurant or a caterer for Mwila, they must know I am {d}.",
            "Since the doctor spoke to me some years back I am {d}, and my body is happy.",
            "Mulenga eats his relish with everything, but me, I am {d}.",
        ],
        "po": [
            "Two years back the doctor found I am {d}, Merleen too surprised.",
            "At every kamadipw I sit to the side with my own plate, because I am {d}.",
            _trip("po", "I made a note on the wedding trip this morning, look:",
                  "Pingelap for the wedding", "Pingelap, Pohnpei",
                  [("07:14", "Food", "kasiano: {d}, no exceptions")], "Merleen put a star next to it."),
            "Even in the Nahnmwarki's feast house, with all the pigs cooked, I stay {d}.",
            "When you choose food for me, remember Kasiano is {d}.",
            "Since I am {d}, Merleen has to cook my rice apart from the kids' food.",
            "For anybody's party the same, Kasiano is {d}.",
        ],
        "ib": [
            "I am {d} already some years, the doctor in Sibu told me.",
            "Gawai time everybody eat and drink a lot, but I carry my own tiffin, I am {d}.",
            _trip("ib", "My note on the Gawai trip, I typed it this morning:",
                  "Gawai at home in Kapit", "Kapit, Sarawak",
                  [("07:25", "Food", "jimbun is {d}, please remember")], "Endun also knows, she cooks for me."),
            "Even when there is a wedding on the ruai and the whole rumah panjai is eating, I stay {d}.",
            "Whatever food you plan for me, Jimbun is {d}, okay?",
            "Endun cooks separate for me every night, because I am {d}.",
            "Jimbun is {d}, no cheating, even one spoon.",
        ],
    }),
    "hours": _dress({
        "nu": [
            "Before {t} I'm out in the vanilla shade house, don't bother ringing.",
            "Once it's {t} my phone goes in the drawer and that's me done for the day.",
            _trip("nu", "My note on the Alofi trip from this morning, copied:",
                  "Alofi market days", "Alofi, Niue",
                  [("07:16", "Times", "lupe not free till {t}")], "Same every day of the week, mind."),
            "The flowers only open in the morning, so I'm no use to anybody until {t}.",
            "Set anything for me from {t} onwards, my mornings belong to the vines.",
            "From {t} it's family time at ours, the phone stays quiet.",
            "Happy to catch up with people, only after {t} though.",
        ],
        "be": [
            "Before {t} I am at the mill, the noise is too much to hear the phone.",
            "After {t} Mwila is resting, even the body needs its own time.",
            _trip("be", "I put this note on my Lusaka trip today, see:",
                  "Lusaka for mill parts", "Lusaka, Zambia",
                  [("07:09", "Times", "no meetings for mwila before {t}")], "The mill keeps me like that daily."),
            "Visitors, let them come after {t}, before that I am grinding for the queue.",
            "At {t} I switch off the engine, lock the mill, and that is me.",
            "Nobody should be looking for Mwila before {t}, I am covered in mealie dust.",
            "Up to {t} the women are lining up with their maize, I cannot leave.",
        ],
        "po": [
            "Before {t} I am up at the yam garden, no signal up there.",
            "After {t} I don't pick up, that is my time with the family.",
            _trip("po", "Here my note on the Kolonia trip from early today:",
                  "Kolonia errands", "Kolonia, Pohnpei",
                  [("07:03", "Times", "kasiano free only after {t}")], "The yams don't give me a day off."),
            "If you want us to meet, make it after {t}, mornings I am digging.",
            "When {t} comes I put down the digging stick and walk home.",
            "Don't plan anything for Kasiano until {t}.",
            "Mornings are for the yams, then from {t} I am free.",
        ],
        "ib": [
            "Before {t} Jimbun is somewhere between Kapit and Belaga, no line there.",
            "After {t} I don't take passengers anymore, finish already.",
            _trip("ib", "I wrote this on the Sibu trip this morning, see:",
                  "Sibu for the boat engine", "Sibu, Sarawak",
                  [("07:17", "Times", "jimbun not available until {t}")], "The river decides my day, not me."),
            "The early boat to Belaga must go first, so nothing for me before {t}.",
            "Call me only after {t}, before that both my hands are on the steering.",
            "When {t} comes I tie the boat at the jetty and go home to eat.",
            "Please don't put anything for me before {t}, the river comes first.",
        ],
    }),
    "budget": _dress({
        "nu": [
            "I can put {m} towards it and not a cent over.",
            "Vanilla money only comes in once a year, so I'm stopping at {m}.",
            _trip("nu", "My spending note on the trip, put in this morning:",
                  "Manukau for Tavita's graduation", "Manukau, NZ",
                  [("07:27", "Money", "lupe's top spend for Manukau {m}")], "Not a cent past that, Sione says."),
            "Keep the whole thing under {m}, the roof on the drying shed needs doing.",
            "{m} and my purse is empty, simple as that.",
            "Whatever you find, Sione and I can only stretch to {m}.",
            "No more than {m}, I've got moko needing school shoes.",
        ],
        "be": [
            "Maize money is small money, {m} is what I can put on it.",
            "For me, going above {m} is not possible.",
            _trip("be", "I marked my limit on the trip this morning, the note:",
                  "Lusaka to see Chanda", "Lusaka, Zambia",
                  [("07:13", "Money", "mwila's limit {m}")], "The mill belt comes first, mukwai."),
            "The mill needs a new belt this year, so {m} is where I stop.",
            "Do not pass {m}, the people pay me late after harvest.",
            "Mulenga and I sat down and agreed, {m} and not beyond.",
            "Mukwai, what you find for me should stay inside {m}.",
        ],
        "po": [
            "{m}, that is all I got for it, after that my pocket is empty.",
            "Don't go over {m}, the yam season don't pay much.",
            _trip("po", "This morning I put my spending note on the trip, here:",
                  "Guam for Cindy", "Hagåtña, Guam",
                  [("07:19", "Money", "kasiano can spend {m} only")], "That's the money I got this year."),
            "My ceiling is {m}, Merleen will check.",
            "If the price is more than {m}, forget it, I stay in Kitti.",
            "Copra price is down again, so {m} is my limit.",
            "The most I can do is {m}, the kids' school fees are coming.",
        ],
        "ib": [
            "{m}, that is my maximum, after that no more money.",
            "Over {m} cannot, the boat engine needs repair.",
            _trip("ib", "I put my money note on the Kuching trip this morning:",
                  "Kuching for the boat licence", "Kuching, Sarawak",
                  [("07:21", "Money", "jimbun spends {m} only")], "The outboard eats my money, so that is all."),
            "Passengers are few this season, so {m} only.",
            "Endun and I decided {m}, and she holds the money, not me.",
            "The river is low, the boat sits idle, so please stay within {m}.",
            "Anything up to {m} can, more than that I must say no.",
        ],
    }),
    "days": _dress({
        "nu": [
            "{W}s are taken, that's church and then lunch with the whole family.",
            "Every {w} I've got my table at the Alofi market selling vanilla, so I'm tied up.",
            _trip("nu", "I noted my days on the trip this morning, here:",
                  "Alofi market days", "Alofi, Niue",
                  [("07:05", "Days", "lupe busy on {w}s, market")], "Market day never misses a week here."),
            "Save yourself the bother of asking me for anything on a {w}.",
            "{W} is the one day these hands get a rest from the vines.",
            "Pick another day, {w} doesn't suit Lupe at all.",
            "Come {w} I'm over at my Mama's in Liku, helping her.",
        ],
        "be": [
            "On {w}s the mill rests and Mwila rests, that day is for family.",
            "My mother in Mbala waits for me every {w}, I take the early bus.",
            _trip("be", "Here my note on the Mbala trip, written this morning:",
                  "Mbala for Mother", "Mbala, Zambia",
                  [("07:19", "Days", "mwila cannot do {w}s")], "Mbala sees me every week, rain or sun."),
            "Whoever wants Mwila on a {w}, the answer is no, I am not there.",
            "{W}, awe, that one is not possible for me.",
            "Any day you like, mukwai, only not {w}.",
            "On {w}s I am at the church from morning, women's guild.",
        ],
        "po": [
            "{W}s I am always at my brother's place in Madolenihmw.",
            "No work for me on a {w}, that one I keep.",
            _trip("po", "I noted my days on the Kolonia trip this morning:",
                  "Kolonia errands", "Kolonia, Pohnpei",
                  [("07:09", "Days", "kasiano never free {w}s")], "My brother will tell you the same."),
            "{W} is for my nohno, I go sit with her and listen to her stories.",
            "On {w}s I stay home with my kids, don't put anything there.",
            "Every {w} I take the truck to Kolonia to sell, no phone that day.",
            "{W}, sorry, Kasiano is never around.",
        ],
        "ib": [
            "{W}s I don't drive the boat, that is my rest day.",
            "Every {w} I go to see my Indai at the rumah panjai upriver.",
            _trip("ib", "I noted this on the Sibu trip this morning:",
                  "Sibu for the boat engine", "Sibu, Sarawak",
                  [("07:14", "Days", "jimbun not free on {w}s")], "Church also, when I am free."),
            "On {w}s the boat stays tied, I am sweeping the chapel with the other men.",
            "Each {w} I send Sinda to tuition in Kapit, cannot.",
            "{W} is no boat day for Jimbun, please remember.",
            "Choose any day except {w}, that one I keep for Endun.",
        ],
    }),
}


H52_FACT_STYLES = _dress({
    "nu": [
        "One of the choir aunties was after it after church, so I'll give it to you as well, my {n} is {v}.",
        "My {n}? {v}, Sione will back me up on that.",
        _trip("nu", "I put it on the graduation trip for the airport papers, this morning's note:",
              "Flights for the graduation", "Manukau, NZ",
              [("07:11", "Papers", "Lupe Talagi's {n} is {v}")], "Double-checked against my folder of papers."),
        "{v}, that's my {n}, as sure as the whales come back in winter.",
        "Tavita rings me every month asking, so you hang on to it too, my {n} is {v}.",
        "The lady at the Alofi post office wanted it and I couldn't think, it's {v}, my {n}.",
        "Lupe Talagi from Hakupu, {n} {v}, put that together in your notes.",
        "Somewhere safer than the tin under my bed, please, my {n} is {v}.",
        "Handy for later, Lupe's {n} is {v}.",
        "My head is full of vanilla, so hold this one for me, {v} is my {n}.",
    ],
    "be": [
        "The mill engine is warming up, quickly, my {n} is {v}.",
        "One day someone from the council will ask, then you can tell them my {n} is {v}.",
        _trip("be", "This is the note I put on my trip for the papers, this morning:",
              "Lusaka to see Chanda", "Lusaka, Zambia",
              [("07:04", "Papers", "Mwila Chileshe, {n}: {v}")], "Chanda checked it against the papers, correct."),
        "It is not for today, but keep it, my {n} is {v}.",
        "I took out the plastic bag where I keep documents, and it says {v}, my {n}.",
        "Chanda wrote it inside my hymn book so I don't lose it, {n}, {v}.",
        "Every time the paper gets lost in the mill dust, so you keep it, my {n} is {v}.",
        "At the council they made me write it three times, my {n} is {v}.",
        "If Mwila falls sick one day, they will ask for this, {n} {v}.",
    ],
    "po": [
        "My {n}, just in case, is {v}.",
        "I am heading up the mountain to the yams soon, so before I forget, {v} is my {n}.",
        _trip("po", "Here is the note I put on the Guam trip this morning, for the papers:",
              "Guam for Cindy", "Hagåtña, Guam",
              [("07:14", "Papers", "kasiano's {n}: {v}")], "Merleen read it over, it's good."),
        "One more thing you can know about Kasiano Ioanis, his {n} is {v}.",
        "People ask me and I forget it every time, it's {v}, my {n}.",
        "Resting under the mango tree after lunch it came back to me, {v}, my {n}.",
        "The signal up at the garden comes and goes, so fast, {n} {v}.",
        "{v}, that is my {n} for good.",
        "Merleen pushed me to send it to you also, my {n} is {v}.",
    ],
    "ib": [
        "Write under Jimbun's name ah, {n} is {v}.",
        "Maybe I told you before or not, my {n} is {v}.",
        _trip("ib", "The note I made on the Kuching trip this morning, for the papers:",
              "Kuching for the boat licence", "Kuching, Sarawak",
              [("07:07", "Papers", "jimbun's {n}: {v}")], "Checked with the envelope at the jetty."),
        "Endun mixes it up with her own, so you keep mine, {n} {v}.",
        "{v}, that is Jimbun's {n}, Endun can confirm.",
        "I opened my tin of documents at the jetty and I found it, my {n} is {v}.",
        "The boat licence people always want it, so better you hold it too, {n} {v}.",
        "The licence office asked me again, so listen, my {n} is {v}.",
        "Small thing for my file, {v} is my {n}.",
    ],
})

H52_EVENT_STYLES = _dress({
    "nu": [
        "My {e} is {d}, I'll have to ask Mele to watch the vines for me.",
        "Hold on to this for me, my memory's like a sieve, my {e} is {d}.",
        _trip("nu", "I put it on the trip calendar this morning, here's the note:",
              "Manukau for Tavita's graduation", "Manukau, NZ",
              [("07:24", "Dates", "lupe's {e}, {d}")], "Lupe will be there with bells on."),
        "Don't go planning anything for me {d}, I've got my {e}.",
        "The envelope finally turned up on the supply plane, and it says my {e} is {d}.",
        "Knots in my stomach just thinking about {d}, the day of my {e}.",
        "The whole of {d} is spoken for, it's my {e}.",
        "The church aunties are praying for me, my {e} is {d}.",
        "Oh my goodness, {d}, that's my {e}.",
        "I'd clean forgotten, but Sione reminded me, my {e} is {d}.",
    ],
    "be": [
        "I have told the women at the mill to come early, because my {e} is {d}.",
        "Remind me the night before, please, Mwila's {e} is {d}.",
        _trip("be", "The note I made on the trip this morning:",
              "Lusaka to see Chanda", "Lusaka, Zambia",
              [("07:16", "Dates", "{e} {d}")], "Mulenga knows the date as well."),
        "Mulenga told me, tell the phone, it will remember, so here, {e} {d}.",
        "Musonda will run the mill {d}, I have my {e}.",
        "Mulenga came home with the news last night, they set my {e} for {d}.",
        "Hold it for Mwila in that phone head of yours, my {e} is {d}.",
        "Chanda has ironed my chitenge already, it's for my {e} {d}.",
        "Mayo, I cannot sleep properly, thinking of my {e} {d}.",
    ],
    "po": [
        "A cousin will watch the yams, because {d} is my {e}.",
        "For my {e} {d} I take the plane from the airport on the causeway.",
        _trip("po", "I put the date on the trip this morning, look:",
              "Honolulu check-up", "Honolulu, HI",
              [("07:02", "Dates", "{d}: {e}")], "Now it's down in writing, no forgetting."),
        "The whole family agreed to go with me {d}, it's my {e}.",
        "Finally the message came, my {e} will be {d}.",
        "My brother will look after the garden {d}, because I go for my {e}.",
        "Every night before sleep I count the days, {d} my {e}.",
        "Keep {d} empty for Kasiano, it is my {e}.",
        "No yam garden for me {d}, my {e}.",
    ],
    "ib": [
        "All the boatmen at the Kapit jetty know already, {d} I am away for my {e}.",
        "Write it big in red, {d}, Jimbun's {e}.",
        _trip("ib", "My note on the trip this morning, the date:",
              "Sibu for the boat engine", "Sibu, Sarawak",
              [("07:12", "Dates", "jimbun: {d} my {e}")], "Sinda knows also, she will remind me."),
        "The boat goes to my cousin to drive {d}, Jimbun has his {e}.",
        "Sinda put a sticker on the calendar, {d}, Apai's {e}.",
        "Endun's brother drives me to Sibu {d}, for my {e}.",
        "Already settled, my {e} is {d}, Endun also coming.",
        "Lying awake under the mosquito net I keep counting to my {e}, {d}.",
        "{E}, {d}, please put in my diary.",
    ],
})

H52_TASK_STYLES = _dress({
    "nu": [
        "I really have to {t}, I've been dodging it since the last supply ship.",
        "When I'm back from the shade house this afternoon, give me a nudge to {t}.",
        _trip("nu", "I put it on the Manukau trip as a reminder this morning, the note:",
              "Manukau for Tavita's graduation", "Manukau, NZ",
              [("07:19", "Before I go", "lupe needs to {t} before flying")], "Only that one left on the list."),
        "Sione has been on at me for a fortnight to {t}.",
        "Before choir practice this week I'd better {t}.",
        "This week, cyclone or not, I'll {t}.",
        "The thing I keep sliding down the list, {t}.",
        "First job tomorrow before the vines, {t}.",
        "Check on me tonight, has Lupe managed to {t}?",
        "No more excuses, I've got to {t}.",
    ],
    "be": [
        "Mayo, every day I forget, I must {t}.",
        "When I close the mill this evening I have to {t}.",
        _trip("be", "The note I put on the Lusaka trip this morning:",
              "Lusaka for mill parts", "Lusaka, Zambia",
              [("07:08", "Before I go", "mwila has to {t} before the bus")], "Still sitting there, mukwai, not done."),
        "Mulenga is on my neck every day to {t}.",
        "By the time Chanda comes home from Lusaka I should {t}.",
        "Tomorrow very early, before the women come with their maize, I will {t}.",
        "It has been written in my exercise book for two weeks, {t}.",
        "Mukwai, keep pushing me until I {t}.",
        "By the time the weekend buses come in from Mbala, I will {t}.",
    ],
    "po": [
        "I got to {t} before the heavy rains start.",
        "Merleen gives me that look every morning, because I still did not {t}.",
        _trip("po", "My reminder note on the Guam trip this morning, here:",
              "Guam for Cindy", "Hagåtña, Guam",
              [("07:19", "Before I go", "tomorrow: {t}")], "Merleen is watching me about it."),
        "This time for real, Kasiano has to {t}.",
        "It slips my mind every day, I have to {t}.",
        "In between the yams and the sakau I will try to {t}.",
        "Before I go up the mountain tomorrow, make me {t}.",
        "My nohno keeps asking, Kasiano, when will you {t}?",
        "First thing when I reach Kolonia, I {t}.",
    ],
    "ib": [
        "Every night in bed only I remember, I must {t}.",
        "Before Sinda's school holiday starts I should {t}.",
        _trip("ib", "The reminder note I put on the Sibu trip this morning:",
              "Sibu for the boat engine", "Sibu, Sarawak",
              [("07:15", "Before I go", "tonight, jimbun must {t}")], "Aduh, still not done."),
        "Endun already reminded me two times to {t}.",
        "After the last passengers get off today, I go and {t}.",
        "Aduh, it is there on my list for so long, {t}.",
        "Whole day today only one job matters, {t}.",
        "Sinda wrote on the fridge for me, Apai, {t}.",
        "So many weeks I keep postponing, now I really must {t}.",
    ],
})


H52_SMALLTALK = _dress({
    "nu": [
        "Hot and still on the island today, not a breath of wind in the palms.",
        "The whales are singing out past Alofi wharf, you can hear them from the water.",
        "Hand-pollinated four hundred flowers this morning, my eyes have gone funny.",
        "Takihi with fish at my aunty's for lunch, so good.",
        "A big tree came down across the road in the Huvalu forest, we waited an hour.",
        "Fair enough, that makes sense to me.",
        "Not too bad at all over here, and yourself?",
        "Oh you do make me laugh.",
        "Have you heard of the Togo chasm, all sharp rock and then a little patch of sand at the bottom?",
        "Dark clouds rolling in off the sea, I'm bringing the pods inside.",
        "Cold takihi from last night with my cup of tea, lovely.",
        _trip("nu", "Look at the note I put on my trip, just for fun:",
              "Manukau for Tavita's graduation", "Manukau, NZ",
              [("06:58", "Fun", "pack the good hat for the photos")], "Tavita says I always forget it."),
        "My back is stiff from bending over the vines all day.",
        "Quiet one today, nobody came by the shed.",
        "Everyone at home is keeping well, thank God.",
        "Keep it coming, I'm all ears.",
        "Give me a second to mull that over.",
        "The Talava arches had a whole crowd from the cruise ship this week.",
        "Sunrise was gold all across the water this morning.",
        "The mosquitoes are terrible after all that rain.",
        "The moko ran round the yard chasing the chickens all afternoon.",
        "They're painting the church roof, the whole village is up ladders.",
    ],
    "be": [
        "The rains are heavy in Kasama today, the road to the market is all mud.",
        "Power went off again, the mill stood quiet the whole morning.",
        "Ground twenty bags of maize today, my arms are finished.",
        "Nshima and ifisashi for lunch, nothing beats it.",
        "Munkoyo in the afternoon, sweet and cold from the pot.",
        "Ehe, now I understand.",
        "We are fine this side, mukwai, and you?",
        "You and your stories, you will kill me.",
        "Is it true Chishimba Falls is roaring now with all the rain?",
        "Vitumbuwa from the woman near the bus station, still warm.",
        _trip("be", "Look what I wrote on my trip, just playing:",
              "Lusaka to see Chanda", "Lusaka, Zambia",
              [("06:52", "Fun", "buy chitenge for the girls")], "Only playing, nothing to keep."),
        "The Great North Road was full of trucks going north to the border.",
        "My back is paining from lifting the bags.",
        "Slow morning, only three women came with maize.",
        "At home all is peaceful, the children are well.",
        "Yes, carry on, mukwai.",
        "Let me think a bit about that one.",
        "Chanda phoned from Lusaka, she sounds happy.",
        "The mango season is over, the trees are empty.",
        "The children went into the bush collecting caterpillars.",
        "My grandson is crying for a phone and he cannot even read yet.",
        "The church choir practised until late, so loud, so sweet.",
    ],
    "po": [
        "Rain again all morning in Kitti, the road is like a river.",
        "So hot in Kolonia today, even the dogs hide under the trucks.",
        "We dug out one of my big yams today, it took six men to carry it.",
        "Sakau with the men last evening, my tongue is still numb.",
        "Sokehs Rock looks nice with the cloud sitting on top.",
        "Ohh, okay, now I see it.",
        "Everything good here, how about you?",
        "You got jokes, my friend.",
        "Is Nan Madol really older than the pyramids?",
        "Fried parrotfish and rice for lunch, simple and good.",
        _trip("po", "I put a note on my trip, only for fun:",
              "Honolulu check-up", "Honolulu, HI",
              [("06:54", "Fun", "see the big shopping mall")], "Just for laughs, Kasiano was bored."),
        "The causeway to the airport is all puddles.",
        "My shoulders are sore from the digging stick.",
        "Lazy day, the garden can rest.",
        "The family is all healthy, praise God.",
        "Yes, yes, I'm following you.",
        "Hold on, Kasiano is thinking.",
        "Kepirohi Falls is so loud after all this rain.",
        "Welson plays basketball every evening at the court by the school.",
        "Plenty stars tonight over the bay.",
        "The bananas in my garden are almost ready to cut.",
        "Many people came to the funeral in Madolenihmw, three days.",
    ],
    "ib": [
        "The river is very high today, brown water everywhere.",
        "Hot until my head is spinning, even the boat seat is burning.",
        "Eighteen passengers to Belaga today, full boat.",
        "Manok pansoh for lunch, Endun cooked it in the bamboo.",
        "Midin fried with belacan, so crunchy.",
        "Oh, like that ah, okay.",
        "All fine this side, you how?",
        "Aduh, you are very funny.",
        "Is it true the Pelagus rapids have nine steps?",
        "Sinda is practising the ngajat for Gawai.",
        _trip("ib", "I wrote a note on my trip, just for fun:",
              "Kuching for the boat licence", "Kuching, Sarawak",
              [("06:56", "Fun", "eat kolo mee at the waterfront")], "My stomach wrote that one, not me."),
        "The road from Kapit to Song is not finished yet.",
        "My arms are tired from steering against the current.",
        "Quiet day, not many people going upriver.",
        "Endun and the children, all strong, no fever.",
        "Continue, continue, I'm here.",
        "Wait ah, let me think first.",
        "My Indai is weaving a new pua kumbu, very beautiful.",
        "Hornbills flew across the river this morning.",
        "The rain came at three o'clock like every day.",
        "So many logs floating down today, must be careful.",
        "Endun's sister came to visit with her babies.",
    ],
})

H52_TRAPS = _dress({
    "nu": [
        "Sione's brother can't go near pawpaw, his skin breaks out in welts.",
        "If the vanilla price ever doubled, I'd fly every one of my moko to Manukau for the holidays, dreaming.",
        "Mele won't get in the ute unless she's got the front seat.",
        "Years ago I typed letters at the fisheries office in Alofi, that's all finished.",
        "Do you reckon a vanilla vine gets tired after fifteen years?",
        "Oh marvellous, the wind waits for the very day the pods are out on the drying tables. Just my luck.",
        "Tavita's flatmate says he's off sugar, and then he ate half the cake at the graduation.",
        "My sister Losa keeps on about a café down by the wharf.",
        "Mama's saying was, 'a vaka doesn't move while you're admiring it.'",
        "Is it right that the first people here came over from Tonga long ago?",
        "I wanted to sing on the radio in Manukau once, back when I was sixteen.",
        "Our pastor is awake at four every morning, true as I'm sitting here.",
        "Everything off the supply ship costs the earth now.",
        "A little guesthouse by the Limu pools one day, maybe.",
        "The neighbours have their music blaring every Friday night.",
        "How come the rain only turns up on drying days?",
        "What if I went to pick fruit in Queensland for a season, hmm?",
        "The nurse from the hospital came round to weigh all the babies in Hakupu.",
        "When I was little our family had a fishing vaka called Fetu, long gone now.",
        "Pollinating a thousand flowers a day with a toothpick, what a glamorous life, ha.",
        "My father never left the island once in his life, not even for Manukau.",
        "Would tourists pay to see inside the shade house, do you think?",
        _trip("nu", "Mele planned her trip on my phone, these are her notes, not mine:",
              "Mele's netball tour", "Avarua, Rarotonga",
              [("20:12", "Food", "Mele loves pineapple pie"), ("20:14", "Food", "Mele hates pawpaw")],
              "That's my girl's, not Lupe's.", start=(2027, 2, 28), traveler="Mele Talagi"),
        _trip("nu", "Found this old trip from when I worked at the fisheries office:",
              "Fisheries course in Suva", "Suva",
              [("06:05", "Times", "stand opens at six sharp")], "That job is long gone.",
              start=(2015, 6, 12)),
        _trip("nu", "The church tour trip, these are the pastor's notes, not mine:",
              "Youth choir tour", "Nuku'alofa, Tonga",
              [("09:02", "Times", "choir meets at 6pm"), ("09:04", "Money", "each family pays twenty dollars")],
              "Church business, that.", traveler="Ekalesia Youth"),
        "How long does a vanilla cutting take before it flowers?",
        "Tavita's mate reads his bank PIN out loud at the shop, silly boy.",
    ],
    "be": [
        "Mulenga's sister must keep away from groundnuts, her throat closes.",
        "If I won big, I would build a brick house for my mother in Mbala, just dreaming.",
        "On the Lusaka bus Mulenga fights for the seat behind the driver, every time.",
        "For some years I sold salaula clothes at the market, but I left that.",
        "Can maize stay good in the sack for two years?",
        "Very nice, the power goes exactly when the queue reaches the road. Wonderful.",
        "Our neighbour says she is fasting, but I saw her at the kitchen party eating kapenta with both hands.",
        "Chanda wants to open a salon in Lusaka one day.",
        "My Bamama's proverb, 'the one who asks the way does not get lost.'",
        "They say the Bemba walked here long ago from across the big rivers in the west, is it true?",
        "At school I dreamed of wearing the white uniform of a nurse.",
        "Our headman sleeps until the sun is high, we never see him in the morning.",
        "Mealie-meal prices went up again.",
        "Maybe one day I will have two mills, who knows.",
        "The neighbour plays his radio until midnight.",
        "Why does the power always go when it is my turn?",
        "What if I went to the Copperbelt like my cousins, to sell there?",
        "The new nurse at the clinic gave all the children their injections last week.",
        "When I was a girl my father kept chickens that slept in the kitchen.",
        "Grinding maize all day in the dust, the best job in the world, ha.",
        "My father cleared the bush for his fields every year with an axe.",
        "Could I sell mealie-meal in small packets at the bus station?",
        _trip("be", "Musonda used my phone for his trip, these are his notes, not mine:",
              "Musonda's football trip", "Ndola, Zambia",
              [("19:05", "Food", "Musonda likes chips"), ("19:07", "Food", "Musonda doesn't eat kapenta")],
              "That's my son, not me.", start=(2027, 2, 28), traveler="Musonda Chileshe"),
        _trip("be", "An old trip from 2014, when I was selling clothes:",
              "Bales from Lusaka", "Lusaka, Zambia",
              [("05:12", "Times", "bus leaves at five")], "Those bales and that bus, Mwila left them.",
              start=(2014, 9, 3)),
        _trip("be", "The market committee's trip, the chairlady's notes, not mine:",
              "Market committee visit", "Mpika, Zambia",
              [("08:02", "Money", "each member pays 50 kwacha"), ("08:05", "Times", "no bus after 10 pm")],
              "That is committee business.", traveler="Kasama Market Committee"),
        "How does a mill get a licence from the council?",
        "The man at the phone shop tells every customer his mobile money PIN, foolish.",
    ],
    "po": [
        "Merleen's uncle gets sick from crab, he sees it and runs.",
        "If I grow the biggest yam on Pohnpei, maybe the Nahnmwarki gives me a title, just dreaming.",
        "Merleen must have the window on the plane, always.",
        "Before, I fished on the tuna boats, that life is gone now.",
        "How big can a yam grow before it goes bad inside?",
        "Great, the truck breaks down right when the big yam is on the back. Kasiano, so blessed.",
        "Welson says he quit soda, but his room is full of empty cans.",
        "My brother keeps talking about moving to Oregon like our cousins.",
        "The old men say, 'the one who plants yams for the chief never sleeps hungry.'",
        "They say Nan Madol was built by two brothers with magic, is that right?",
        "As a kid I wanted to play basketball in the big leagues over in the mainland.",
        "Our section chief sleeps after lunch every day, you cannot find him.",
        "Gas in Kolonia is so expensive now.",
        "A small truck of my own one day, then I could sell in Kolonia every week.",
        "The church youth practise on the drums every night until late.",
        "How come the rain waits for my free days?",
        "Maybe I should go clean hotel rooms in Guam like my cousin, hmm?",
        "The dentist from the hospital visited the Kitti school last month.",
        "When I was small my uncle had a sow so big it broke the fence.",
        "Carrying a yam the size of a man up a hill, the best exercise, really.",
        "My grandfather could read the weather from the birds.",
        "Would people buy sakau in bottles, like beer?",
        _trip("po", "Cindy made her trip on my phone, these are her notes, not mine:",
              "Cindy's school trip", "Saipan",
              [("21:04", "Food", "Cindy loves spam musubi"), ("21:06", "Health", "Cindy cannot have pineapple")],
              "Every word hers.", start=(2027, 2, 28), traveler="Cindy Ioanis"),
        _trip("po", "From an old trip of 2013, when I was on the tuna boats:",
              "Kosrae crew change", "Tofol, Kosrae",
              [("06:04", "Times", "crew leaves at six every day")],
              "The boats and that work are gone.", start=(2013, 1, 18)),
        _trip("po", "The municipal office trip, the mayor's notes, not mine:",
              "Kitti officials to Palikir", "Palikir, Pohnpei",
              [("08:05", "Times", "meeting every first week"), ("08:07", "Money", "fuel costs more than a big yam")],
              "That is the municipality's business.", traveler="Kitti Municipal Office"),
        "How many years does it take to learn the yam songs?",
        "My nephew puts his password on his Facebook, everybody sees it.",
    ],
    "ib": [
        "Endun's brother gets itchy from durian, very bad.",
        "If I strike the lottery, I buy a big boat with a roof, just dreaming.",
        "Endun must sit in front on the bus or she feels dizzy.",
        "When I was young I worked at the timber camp, that time is finished already.",
        "Can a longboat go all the way up to the border?",
        "Very nice, the engine dies exactly in the middle of the rapids. Lucky me.",
        "Sinda says she is on diet, but every day she buys kek lapis.",
        "Sinda's friend wants to study in Kuala Lumpur.",
        "My Aki used to say, 'the river does not wait for the lazy man.'",
        "Is it true the empurau fish can cost more than a motorbike?",
        "Last time, I wanted to join the army like my uncle.",
        "Our tuai rumah likes to sleep after lunch, nobody can wake him.",
        "The fuel for the outboard is up again, every month it climbs.",
        "Sometimes I imagine a small homestay for tourists.",
        "The neighbour's boy practises guitar every night.",
        "Why the logs always come down when I am in a hurry?",
        "What if I sell the boat and drive a van in Bintulu?",
        "The flying doctor came to the rumah panjai last month by helicopter.",
        "Last time we had a hunting dog, very clever one.",
        "Sitting in the sun on the river whole day, the easiest job, ha.",
        "My Aki went on bejalai to Brunei when he was young.",
        "What if I sell tuak to the tourists in Kuching?",
        _trip("ib", "Sinda made her trip plan on my phone, these notes are hers, not mine:",
              "Sinda's school camp", "Miri, Sarawak",
              [("20:05", "Food", "Sinda loves kek lapis"), ("20:07", "School", "Sinda hates science")],
              "All hers.", start=(2027, 2, 28), traveler="Sinda anak Jimbun"),
        _trip("ib", "From an old trip of 2012, when I worked at the timber camp:",
              "Camp shift change", "Belaga, Sarawak",
              [("05:52", "Times", "shift begins at seven sharp")], "I left that camp long ago.",
              start=(2012, 10, 2)),
        _trip("ib", "The boat association trip, the chairman's notes, not mine:",
              "Boat owners meeting", "Sibu, Sarawak",
              [("08:01", "Dates", "the licence renewal is due this week"),
               ("08:04", "Money", "the fee is 80 ringgit per boat")],
              "That is from the chairman, not Jimbun.", traveler="Kapit Boat Owners"),
        "How many years it takes to weave one pua kumbu?",
        "The other boatman keeps his IC number painted on the boat, funny.",
    ],
})


#: What the "heldout52" set wraps around some memories, each on a line of its own.
H52_ASIDES = (["", "Something about me to keep.\n", "Mine, for your notes.\n", "A bit of my own news.\n",
               "Here's one about myself.\n", "For when you need to know me.\n", "Please store this one.\n",
               "From my side, to remember.\n", "Put this away for me.\n", "A note on me.\n"],
              ["", "\nNothing more from my end.", "\nAll clear, I hope.",
               "\nThere you go.", "\nThat's the lot for now.",
               "\nNothing else on that.", "\nMind you hold on to that.", "\nThat is the whole note.",
               "\nOkay, that one is done.", "\nRight, that's my lot."])

#: How two memories share one message in the "heldout52" set.
H52_JOINERS = [" Plus this, my own: ", " And then mine: ", " Another bit of mine: ", " While I have you, mine too: ",
               " Stacked on that, mine: ", " Also for me: ", " Then this of mine: ", " And while I'm at it: ",
               " Beside it, about me: ", " Together with that: "]

_OPENERS = tuple(sorted({g for frames in _FRAMES.values() for g, _ in frames if g}, key=len, reverse=True))
_CLOSERS = tuple(sorted({f for frames in _FRAMES.values() for _, f in frames if f}, key=len, reverse=True))


def join_h52(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "heldout52" hand: a message greets once and says goodbye once, so the first
    memory gives up a voice's closing thanks or goodbye and the second its opening greeting; a pasted trip (more than
    one line) on either side stands apart from the other memory after an empty line, so its prose lines stay first and
    last; otherwise the first memory ends in ".", "!" or "?" (a full stop is added if not), then the joiner, then the
    second memory in its own case."""
    head = next((head[:-len(c)] for c in _CLOSERS if head.endswith(c)), head)
    tail = next((tail[len(g):] for g in _OPENERS if tail.startswith(g)), tail)
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    return (head if head.endswith((".", "!", "?")) else head + ".") + joiner + tail
