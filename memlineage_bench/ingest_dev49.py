"""Wordings "dev49" of `memlineage bench ingest` (the ``H49_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A forty-ninth hand (the helper session "held49"), written blind on 2026-12-07 by an engineer who had not read the
extractor or anything else in ``memgraph_py`` (its classifier, the gate, the labels, the query understanding, the entity
code), ``tools/``, the README, the docs, the issue tracker or any bench output, list of misses or other session's file,
and who did not run any extractor, ``memlineage``, ``bench ingest``, the classifier, any server or ``make`` on this set
or on anything (only the pure set tests, and small scripts of its own that render this set's styles with sample values,
compare its cores with each other and with heldout48's, compare its sentences, joiners and asides with those of every
earlier set as the set tests gather them, printing only this set's own, and print this set's generated conversations).
What was read: the module docstring of "heldout48" first (how its writer read, chose, checked and wrote), then its code
in full, as the model (its names, frames, counts, ``_dress``, its layout helper, asides, joiners and joining function;
its voices, trades and layout kept clear of), then the docstring of "dev47" (not its code); then the generator
(``ingest.py``: its docstring, imports, ``_date``, ``_cap``, ``_persona``, ``_paired``, ``Wording``, ``WORDING_SETS``,
``generate`` and the comment blocks on dev47 and heldout48); the set tests (their generic checks, ``PINNED``,
``WRITTEN``, the parametrize lists, the names of every test, heldout48's layout and joining tests and the classifier
tool's test); the commits of heldout48 (``8f19c35`` and ``2e42955``: their messages and stats; ``9eef137``, which wired
it: its message, stat and changes to ``ingest.py`` and the set tests). No other set's module was opened. The one example
string naming a set that does not exist yet is in the set tests (the classifier tool's test), and now names heldout50.

To pick voices, trades and a layout no earlier set had used, the modules (``memlineage_bench/*.py``) were searched for
each candidate, a whole word at a time (case aside), with counts only as output (the number of modules holding it).
Dhivehi (two), Khasi (one), Sindhi, Dzongkha, Assamese and Pashto (two each), Sinhala (four), Tamil (seven), Telugu,
Kannada, Malayalam, Bengali, Marathi, Gujarati, Punjabi, Urdu, Hindi, Cebuano, Visayan, Filipino, Tagalog, Khmer, Lao,
Indonesian, Thai, Vietnamese, Faroese, Frisian, Romansh, Ladin, Breton, Sardinian, Galician, Icelandic, Norwegian,
Danish, Kyrgyz, Tajik, Kurdish, Aymara, Cree, Ojibwe, Anishinaabe, "Mi'kmaq", Haida, Seneca, Guarani and Uzbek were each
found in some module and dropped; Tulu (none) was dropped because "Mangaluru" and "Karnataka" are in one and Kannada in
three, and Assyrian (none) because "Duhok" is in one and Arabic in three. Kept, one from each of South Asia, Southeast
Asia, Southern Europe and Central Asia, each a language no module names: Mizo ("Mizo", "Mizoram", "Aizawl", "Lunglei",
"Champhai", "Zarkawt", "Chanmari", "Durtlang", "Lengpui", "Reiek", "Tam Dil", "Tlawng", "Chibai", "Ka lawm e", "Ka lawm
hle", "I dam em", "sawhchiar", "bekang", "vawksa", "chhangban", "Chapchar Kut", "Cheraw", "Tlawmngaihna",
"Presbyterian", "Aizawl FC", "Shillong", "Kolkata", "Delhi", "cousin-brother", "same to same", "timepass", "hymn",
"Zemabawk", "rupee", "Mapuia", "Tluangi", "Pi Zuali" in none; "India" is in one and "Indian" in eight, "bai" in two,
"Mangaluru" and "Kathmandu" in one, and none of those was used; the Indian English words a count found ("yaar", "do the
needful", "good name", "out of station", "isn't it", "kindly", "what to do", "prepone", "achha") were left out),
Minangkabau ("Minangkabau", "Minang", "Padang", "Bukittinggi", "Pariaman", "Solok", "Maninjau", "Sitinjau Lauik",
"Lembah Anai", "Jam Gadang", "rumah gadang", "merantau", "rantau", "randang", "dendeng", "balado", "sate Padang", "kawa
daun", "teh talua", "Tabuik", "Semen Padang", "Pasar Raya", "Baa kaba", "Tarimo kasih", "Assalamualaikum", "sampai
jumpa", "insya Allah", "Lebaran", "mamak", "Amak", "lapau", "bendi", "rumah makan", "kretek", "dangdut", "rupiah",
"Batam", "Belum", "Rizal", "Rina" in none; "Indonesia" is in one and "Indonesian" in five, not used; "Alhamdulillah"
(one), "wkwk", "lah", "Bu", "Bang" (one each), "Uni" (five) and "ya" (fifteen), found by a count, were left out),
Corsican ("Corsican", "Corsica", "Ajaccio", "Bastia", "Calvi", "Bonifacio", "Porto-Vecchio", "Bocognano", "Vizzavona",
"Restonica", "Monte Cinto", "GR20", "Cirque de la Solitude", "Bonghjornu", "cumu va", "Ti ringraziu", "à prestu", "Aiò",
"Iè", "libecciu", "mouflon", "brocciu", "figatellu", "fiadone", "canistrelli", "paghjella", "Pietra", "Livorno", "SC
Bastia", "Porto-Vecchio", "gîte", "Petru", "Dumenica" in none; "Corte" and "maquis" are in one, "Marseille" in one,
"Merci" in six, "Ciao" in two, "Grazie", "allora" in one and "basta" in two, and none of those was used) and Turkmen
("Turkmen", "Turkmenistan", "Ashgabat", "Dashoguz", "Karakum", "Darvaza", "Kopetdag", "Merv", "Tolkuchka",
"Essalawmaleýkim", "ýagdaýlar nähili", "Sag boluň", "hoş gal", "Hawa", "Bolýar", "dograma", "palaw", "çörek", "tamdyr",
"gatyk", "chal", "gök çaý", "toý", "telpek", "dutar", "Akhal-Teke", "Yomut", "manat", "Antalya", "eje", "Aýna", "Batyr",
"Jeren", "Ogulgerek" in none; "Salam" is in three, "plov" and "Novruz" in one, "jan" in two, "Aman" in one, "green tea"
in two and "inshallah" in two, and none of those was used). Trades: a sound engineer ("sound engineer", "mixing desk",
"amplifier", "microphone" in none; "mic" and "soundcheck" are in one and "choir" in three, not used), a tow-truck driver
("tow truck", "winch", "breakdown" in none; "truck" is in nine modules as a word and stands here only in "tow truck"), a
mountain guide ("mountain guide", "GR20", "refuge", "hikers", "bivouac" in none; "trekking" is in one, not used) and a
carpet maker ("carpet", "carpet maker", "knots" in none; "weaver" is in three, "weave" and "loom" in two, "wool" in
three and "madder" in one, none used); a taxi driver ("taxi" in eight), a radiographer (two), a crane operator (two), a
horse trainer ("horse" in six) and a firefighter (two) were dropped.

Layouts weighed (the names of the set tests list the layouts of earlier sets: tables, fences, chat and SMS exports,
transcripts, CSV rows, vCards, calendar events, notifications, slides and the rest): Alexa's voice history (no module
names "Alexa", but its app shows the same as Google's page, which was kept), an iPhone Medical ID (it holds only
allergies, medicines and contacts, so not every class), a product review with stars (not a place for one's passport
number), ``git log`` output (none of this set's voices would paste it), and a Telegram forward (too close to the chat
exports of earlier sets). Kept: the user's own voice-assistant activity, copied from Google's "My Activity" page and
pasted between two prose lines: a prose line ending in ":", then the day's heading ("Today"), then one or two entries,
each in three lines as the page lists them: the product ("Assistant"; "Search" for a search), what the phone heard
("Said " and the words, lower case and without a full stop, as speech is written down; "Searched for " and the words for
a search) and the time with "• Details" (the Mizo voice's phone writes "7:12 am", the Minangkabau voice's "07.12", the
Corsican voice's "07:12" and the Turkmen voice's "7:12 AM"); then a closing prose line. No module holds "Said " at the
start of a line, "Hey Google", "OK Google", "Google Assistant", "My Activity", "Voice Match", "Takeout", "Searched for",
"Products:" or "• Details"; "Google" is in two modules, "Assistant" in fifteen (and at the start of a line in one) and
"speaker" in thirty-three, "smart speaker" and "Nest" in two, and " · " in one, as words, not opened to see why, and
those last three were not used. The activity of a memory is today's (the day the conversations take place, all before
ten in the morning), so "tomorrow" and "next Tuesday" mean the same in it as in the message; the value stands only in
what the user said (a "Said" line), never in the prose around the activity, the heading, a product, a search or a time;
no time has ":30" or minutes from 37 to 46 (so no "8:30" or shoe size hides in a time), and the names in prose
("Mapuia", "Tluangi", "Rizal", "Rina", "Petru", "Dumenica", "Batyr", "Jeren") hold no value a persona may have (a script
put every value the generator's vocabulary can give into every style outside its slot, and found none). Traps get the
layout's own kinds: someone else's activity (a nephew's, a son's, a niece's and a daughter's requests to the user's
phone, "Yesterday", with their tastes and allergies), an old activity of a life that is over (a radio station in 2018, a
minibus in 2017, a hotel in 2016, a cotton factory in 2015, with their old dates as headings), and one that is not the
user's at all (a church's account on the sound-desk laptop, the garage's office phone, the guides' association's tablet,
the carpet workshop's tablet, with hours, days and sums in them).

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Mizo speaker's English (Mapuia, a man from Aizawl in Mizoram, north-east India), a sound engineer for gospel
  concerts, church services and weddings: "Chibai" (hello), "I dam em?" (are you well?), "Ka lawm e" (thank you), "Ka
  lawm hle" (thank you very much); Pi Zuali his grandmother in Champhai, sawhchiar, bekang, Chapchar Kut and the Cheraw,
  Tlawmngaihna (putting others first), Aizawl FC, the steep steps and the fog of Aizawl's hills, the flight from
  Lengpui; north-east Indian English on top ("cousin-brother", "same to same", "two years back");
* a Minangkabau speaker's English (Rizal, a man from Bukittinggi living in Padang, West Sumatra), a tow-truck driver on
  the roads up to Bukittinggi and Solok: "Assalamualaikum", "Baa kaba?" (how are you?), "Tarimo kasih" (thank you),
  "sampai jumpa"; his mamak (mother's brother) and his Amak (mother), merantau, randang, sate Padang, teh talua and kawa
  daun, Sitinjau Lauik, Lembah Anai, Lake Maninjau, the Jam Gadang, Semen Padang, Tabuik in Pariaman; Indonesian English
  on top ("already" and "up to now", "if can", "simple only", "cannot", "Belum");
* a Corsican speaker's English (Dumenica, a woman from a village above Bocognano living in Ajaccio), a mountain guide on
  the GR20: "Bonghjornu" (good day), "Cumu va?" (how is it going?), "Ti ringraziu" (thank you), "À prestu" (see you
  soon), "Aiò", "Iè"; refuges, hikers and mouflons, the Restonica, Monte Cinto and the Cirque de la Solitude, the
  libecciu, fiadone, canistrelli and figatellu, the chestnut fair in Bocognano, paghjella, SC Bastia, the little train
  and the ferry from Livorno; French- and Italian-shaped English on top ("eh", "and the mountain agrees");
* a Turkmen speaker's English (Aýna, a woman from Ashgabat), a carpet maker knotting Tekke carpets in a workshop:
  "Essalawmaleýkim", "Ýagdaýlar nähili?" (how are things?), "Sag boluň" (thank you), "Hoş gal" (goodbye), "Hawa" (yes),
  "Bolýar" (all right); her eje (mother), her husband Batyr and daughter Jeren, dograma, palaw, çörek from the tamdyr,
  chal, gök çaý, the toý, the white marble of Ashgabat, the Karakum, the Kopetdag, the Darvaza crater, the Tolkuchka
  bazaar; Russian-shaped English on top (articles dropped, "from a small girl", "so long I postpone").

Styles are built from hand-written sentences ("cores", each in one voice) and each voice's four frames (neither, a
greeting, a thanks or goodbye, both) in :func:`_dress`, so a core stands in four styles: 56 preference cores (224
styles), 28 cores for each kind of constraint (112 styles each), 37 fact, event and task cores (148 styles each), 88
small-talk cores (352 lines) and 108 trap cores (432 lines), as many as heldout48 has; every class, each kind of
constraint, small talk and traps hold pasted activity (one a voice in every class and kind; no empty line inside; a
memory's value only in what the user said), built by :func:`_activity` so every entry has its product, its words and its
time, in that order, under one heading.

Small talk: weather (Aizawl's rain and fog, Padang's downpours, the libecciu and snow on Monte Cinto, Ashgabat's heat
and the Karakum's wind), work of the day (a gospel concert's sound, three cars pulled up from Sitinjau Lauik, eight
hours in the Restonica, rows of knots), food of the moment (sawhchiar and bekang, sate Padang and dendeng balado,
fiadone and canistrelli, dograma and çörek), Aizawl FC, Semen Padang and SC Bastia, questions (Tam Dil, Lake Maninjau,
the GR20, the Darvaza crater), moods (a back sore from speakers, hooks and chains, a frame; boots the rocks ate),
greetings answered ("All good on my side, and with you?", "We are all healthy here, and your family?") and activity that
carries nothing (the weather, gospel songs, the road to Bukittinggi, paghjella, the crater's photos). Greetings in each
voice's language come with the frames, so no core greets a second time. Traps: other people's tastes, allergies, diets,
hours and details (a drummer, a wife, a cousin-brother, a pastor, a bassist, a brother-in-law, a boss, a hiker, a refuge
keeper, Petru, a colleague, a sister, a husband), the past and states given up (a band, kretek, figatellu, chal; a dog,
a buffalo, a donkey, a camel), other people's plans (a bakery in Zarkawt, merantau to Batam, a beach bar in Calvi, work
in Istanbul), hypotheticals and dreams, questions, quoted sayings, sarcasm, jokes, and activity that is someone else's,
old, or not the user's at all.

Two memories share a message about a third of the time (:data:`H49_JOINERS`, :func:`join_h49`, which drops the first
memory's closing thanks or goodbye and the second's greeting, so a message greets once, and sets pasted activity apart
by an empty line); some memories carry an aside (:data:`H49_ASIDES`, each on a line of its own, so an activity keeps its
opening prose line at the start of a line and its closing line at the end of one; no aside names a voice's word or
trade, since any voice's memory may carry any aside). A message that pairs two memories may pair two voices (each style
is one voice's); a persona is not tied to one voice.

Read through once before it was wired (every core rendered with awkward sample values: "short bullet-point answers",
"penicillin", "lactose intolerant", "7:30 pm", "300 dollars", "Sunday", "sister" / "Anna", "sister's wedding" / "next
Tuesday", "book a vet visit for the dog"), and checked for near-copies within a class and against heldout48's cores of
the same class (a script comparing every two cores word by word, the placeholders counted as words and an activity's
heading, products and times left out; two cores are near when the words they share are two thirds or more of the longer
one's). While drafting, a trap of heldout48's came back word for word ("I do not eat sweets anymore, before I ate too
much.") and was replaced before the script first ran. The script then found the fact cores far too much of one shape
(about twenty short ones of "my {n} is {v}" with a word or two around it: "My {n} is {v}, please save", "Iè, my {n} is
{v}", "Listen, my {n} is {v}", "{v}, this is my {n}", "It's {v}, my {n}", "Write it down: my {n}, {v}", "You need my
{n}? It is {v}"), which were all rewritten longer, in their voices' own lives; the activities of a class said the same
thing in four voices ("remember that I am allergic to {a}", "remember I am {d}", "remember my budget is {m}", "remind me
to {t}"), and each voice now speaks to its phone its own way ("hey google ...", "ok google ... save it", "keep a note
...", "please write that ..."), under intros of its own; and some forty cores came within two thirds of heldout48's or
of each other: "Give me {v} and I'm a happy man" (beside "I am an easy man, {v} and I'm happy"), "From a girl in
Ashgabat I have liked {v}", "The doctor at M. Djamil hospital in Padang said allergic to {a}", "The allergist in Bastia
made the tests", "Strong allergy to {a}, hawa, very strong", "If you organise anything for me, mind the {a}", "Five
years already I am {d}", "It is not easy in Ashgabat, but I am {d}" (beside "In the tundra it is hard, but I am {d}"),
"Don't book me anything before {t}, eh", "From {t} I am free, not before", "I have {m} for this, and that's the end of
it", "{W} is my only rest day", "My {e}, they set it {d}", "No jobs for me {d}, my {e}", "Remind me, {d} I have my {e}",
"Mark my {e} down for {d}", "My {e} is set for {d}", "For {d}, write my {e}", "Careful, {d} is my {e}", "Hawa, I still
need to {t}" (beside "Kstati, I still need to {t}"), "Ask me next time if I managed to {t}", "Pending on my list: {t}"
beside "On my list of today: {t}", "And how is your side?" beside "And you, how is your day?" and "And you, how is
everything?", and traps that followed heldout48's ("My cousin says she is vegetarian, but she eats randang every
Lebaran, ha", "I don't eat figatellu anymore, that was when I was young", "My brother wants to open a bar in Calvi next
summer", "My father drove a bus to Lunglei for thirty years", "Is it true Mizoram has more churches than shops?"); all
were rewritten and the script run again until nothing came within two thirds. A script printing only this set's own
sentences then found these shared with earlier sets, whole styles ("Please continue.", "Ha, that made me laugh.",
"Continue, I'm listening.", "{v}, this is my {n}.", "It's {v}, my {n}.", "I can spend {m}, nothing more.", "Don't let me
forget, {d} is my {e}.", "Big day {d}: my {e}.") and sentences ("It is {v}", "Write it down: my {n}, {v}", and closing
lines of activities: "That's my rule", "Not done yet", "That's the date", "Still not done", "Nothing changed since",
"That is still me", "Still like this", "Same as before"), and on a second run three more from the rewording ("Still on
me", "Ha, you got me there.", "Did I tell you already?"); and joiners and asides shared word for word (" Also true of
me: ", " Besides that, mine: ", "\nNoted? Good.", then " Equally true of me: "); all were reworded. The script that puts
values into styles found "max" in "maximum" in two budget activities (taken out), and "next" in a joiner and an aside
(taken out, though no value is "next" alone). The read-through reworded preference cores whose verb fitted only a
singular value ("{v} has been my choice", "in my head is {v}", "{v} is what I choose") and "Call me a {v} man"; hours
cores that slept until {t} or after it ("Before {t} I'm still sleeping", "Until {t} I sleep", "After {t} I am asleep")
and "keep my mornings empty till {t}" (so "till 7:30 pm"); fact cores that handed the sister over ("If one day you need
my {n}, it's {v}", "Let me give you my {n} now") or looked her up ("so I looked it up: my {n} is {v}"); and "My Pi
noticed it" (Pi is a title, so "Pi Zuali, my grandmother"). Words a count then found in one module or more were taken
out ("warung", "until now", "buffalo", "Istanbul", "Dubai", "K-pop" and "Korean", "accordion", "spinach", "Tiger",
"adrenaline", "bee stings").

Then three of seed 1's conversations and all its paired messages, four of seed 2's conversations and all its paired
messages, and three of seed 3's conversations and all its paired messages were read as generated (after the wiring
commit, 1f4cccb, had pinned the set's first digests; they were pinned again after this): a fact core said of any value
"same as it always was" (so of a passport number, which changes at each renewal, "My passport number? That's X8930924,
same as it always was") and now says "no doubt about it, ask Tluangi"; a diet core had a family "finally accept" that
one is coeliac or lactose intolerant, and now it "knows it by now"; and two small-talk lines asked after the other's
health just after the Mizo and Turkmen frames had ("Chibai, i dam em? What about you, everything okay?",
"Essalawmaleýkim, ýagdaýlar nähili? How are things in your world?", where "ýagdaýlar nähili" is "how are things") and
now answer first ("All good on my side, and with you?", "We are all healthy here, and your family?"). A message that
pairs two memories in two voices greets in one language and says goodbye in another; that reads as a message typed by a
person with two ways of speaking, and was kept, as was an aside standing before a voice's greeting or after its goodbye
(the generator puts asides around the whole message, frames and all), a closing prose line of an activity that takes a
voice's thanks or goodbye after it ("Still true. Ti ringraziu, à prestu."), a date standing bare where a weekday would
take "on" ("The group goes with Petru May 1st"), and preferences that sit oddly with a voice's life (a Minangkabau
driver dreaming of red wine; any voice's style takes any value). Once the set was wired, the script that compares this
set's sentences, joiners and asides with earlier sets' left this set out of the sets it compares with, so it printed
nothing but this set's own.

Slips of blindness: a ``git log --oneline | head -5`` at the start, meant to see the branch, printed the subjects of
main's five newest commits: heldout47 renamed dev47 after its held-out runs at stops 46-47 ("after each stop's readings,
misses unread"), a first-contact replay adding it ("its first run (26 sets, 52 set-seeds)"), ``NEVER_READ`` now
heldout48, the classifier tool's weights written with ``--exclude dev46 --exclude dev47``, "test_bench_ingest_sets 553
passed"; a replay note of stop 47 on a slip of blindness in the lead's closing review; the same tool's weights with
``--exclude dev46``; heldout46 renamed dev46 (a replay commit "where the commit as it was gives its first-run figures",
no figure); a docstring rewrap with "tests 1538 passed". Finding the commits of heldout48 with ``git log`` on
``ingest.py`` printed eight more subjects (cut at 250 characters): heldout44 … heldout47 renamed to dev with the stops
of their runs (heldout44's "the same figures", no figure) and their replays' run counts, the merge of held46 naming
heldout46's voices, trades and layout (Choctaw, Nez Perce, Kaingang and Warao speakers; a crop-duster pilot, a salmon
hatchery technician, a tyre repairer, a sign painter; an outline), and heldout47's wiring. No figure of any run was
seen. A ``grep`` of ``ingest.py`` for its top-level names, meant to find the line numbers of the parts to read, printed
the first 110 characters of the lines that open the inline wordings of the tuning set and "dev" … "dev7" (their style
lists, such as "My {e} is on {d}." and "Remind me to {t}."; "dev5"'s and "dev6"'s joiners and asides) and the
vocabulary's short lists (allergens, diets, money, times, weekdays), and the names of the scoring code's functions
(``score_extraction``, ``IngestFigures``, ``run``); printing ``generate`` printed the first lines of the scoring code
below it (``ClassScore``), which is the bench's, not the extractor's; and a later ``grep`` for ``"days"`` lines in
``ingest.py``, meant to find the end of ``WORDING_SETS``, printed the "days" constraint styles of "dev" … "dev7" (seven
lines). A ``grep`` of the set tests for their top-level names printed the name of every test (so the layouts of earlier
sets, which were avoided) and printing ``PINNED`` printed a few other sets' digests. The script that looks for values
outside a style's slot takes every value the generator's vocabulary can give (reading its lists in the script, not
printing them) and printed only this set's styles with the value found ("max", "may", "next", "tomorrow"; at first also
"sister", a fact's name and not a value). Counts of candidate words were taken a whole word at a time and printed counts
only. Looking for lines over 120 characters in ``ingest.py`` and the set tests printed line numbers only. The set tests
were run with ``--tb=no`` so that no failure could print another set's text (none failed). Nothing else was read beyond
the list above; the scripts of this set import ``ingest`` and the set tests (and so ``memgraph_py``, as the set tests
do) without any of it being opened or run beyond the generator, and the set tests' classifier-tool test loads ``tools/``
as it always has, unopened.

It is held out and has never been run: the lead runs it.

It was held out as "heldout49": the lead ran it at stop 48 on stop 47's extractor (at ``4c7ed71``) and again after
stop 48's reading, and at the start of stop 49 (the extractor as at stop 48's end, ``23d3d77``), misses unread; then,
at stop 49, renamed it "dev49" (digests unchanged) to be read.
"""

from __future__ import annotations

__all__ = ["H49_ASIDES", "H49_CONSTRAINTS", "H49_EVENT_STYLES", "H49_FACT_STYLES", "H49_JOINERS", "H49_PREF_STYLES",
           "H49_SMALLTALK", "H49_TASK_STYLES", "H49_TRAPS", "join_h49"]

#: Each voice's four frames: nothing, a greeting before a core, a thanks or goodbye after it, or both (a pasted
#: activity keeps its prose lines first and last, so a frame only ever touches prose).
_FRAMES = {
    "mz": [("", ""), ("Chibai! ", ""), ("", " Ka lawm e."), ("Chibai, i dam em? ", " Ka lawm hle, see you.")],
    "mn": [("", ""), ("Assalamualaikum! ", ""), ("", " Tarimo kasih."),
           ("Assalamualaikum, baa kaba? ", " Tarimo kasih banyak, sampai jumpa.")],
    "co": [("", ""), ("Bonghjornu! ", ""), ("", " Ti ringraziu."),
           ("Bonghjornu, cumu va? ", " Ti ringraziu, à prestu.")],
    "tk": [("", ""), ("Essalawmaleýkim! ", ""), ("", " Sag boluň."),
           ("Essalawmaleýkim, ýagdaýlar nähili? ", " Sag boluň, hoş gal.")],
}


def _activity(intro: str, entries: list[tuple[str, str]], outro: str, day: str = "Today") -> str:
    """The user's own voice-assistant activity, copied from Google's "My Activity" page and pasted between two prose
    lines: ``intro`` (ending in ":"), the day's heading (``day``: "Today" unless the activity is older), then each
    entry as the page lists it, the product on a line of its own ("Assistant", or "Search" for an entry that starts
    "Searched for "), what was said ("Said " and the words as the phone heard them) or searched, and the time with
    "• Details" (the time as the voice's phone writes it); then ``outro``."""
    lines = [intro, day]
    for time, text in entries:
        if text.startswith("Searched for "):
            lines += ["Search", text]
        else:
            lines += ["Assistant", "Said " + text]
        lines.append(f"{time} • Details")
    lines.append(outro)
    return "\n".join(lines)


def _dress(cores: dict[str, list[str]]) -> list[str]:
    """Each voice's cores, each in all four of that voice's frames, core after core."""
    return [before + core + after for voice, voice_cores in cores.items() for core in voice_cores
            for before, after in _FRAMES[voice]]


H49_PREF_STYLES = _dress({
    "mz": [
        "Every band I do sound for in Aizawl knows I go for {v}.",
        "My wife Tluangi says I'm same to same as my father, always {v}.",
        "If my cousin-brother is choosing for me, he knows it's {v}.",
        _activity("Copied from my Google activity, I told the phone this morning:",
                  [("7:14 am", "hey google I always go for {v} remember that")], "I haven't changed."),
        "From my school days in Champhai, I've chosen {v}.",
        "After a long night at the mixing desk, what I want is {v}.",
        "Put {v} in front of me and I'm smiling, simple.",
        "Between two options I'll pick {v}, no need to ask me.",
        "In our house everybody knows what Mapuia picks: {v}.",
        "Call me old-fashioned, I stay with {v}.",
        "At church fellowship dinners they tease me about {v}.",
        "Whenever there's a choice, {v} for me, every single time.",
        "Tlawmngaihna says others first, but for myself I still want {v}.",
        "Honestly, nothing beats {v} for me.",
    ],
    "mn": [
        "All the drivers on the Padang road know I like {v}.",
        "My mamak always laughs, since small I only want {v}.",
        "If Rina chooses for me, she takes {v}, she knows already.",
        _activity("This one I said to Google this morning, I copy from my activity:",
                  [("07.05", "ok google remember I like {v}")], "Still true, up to now."),
        "Since I was a boy in Bukittinggi I am liking {v}.",
        "Waiting all night for a winch job, I dream about {v}.",
        "For me, {v}, that one is the best.",
        "You ask me, I answer {v}, finish.",
        "My friends at the coffee stall say I talk too much about {v}.",
        "If can choose, I choose {v}.",
        "Even after a whole day pulling cars from the ravine, I still want {v}.",
        "Simple only, I like {v}.",
        "Wherever I go, Padang or far away, I look for {v}.",
        "Write for me: {v}, that is my taste.",
    ],
    "co": [
        "The hikers on the GR20 learn fast that I go for {v}.",
        "Aiò, you want my choice? {V}.",
        "If Petru chooses for me, he knows to take {v}.",
        _activity("I told it to my phone this morning, here from my Google activity:",
                  [("07:08", "remember that I like {v}")], "Same as ever, me."),
        "Since I was a girl in the village above Bocognano, it's been {v} for me.",
        "Up at the refuge, after twelve hours of walking, I think of {v}.",
        "For me it's {v}, and the mountain agrees.",
        "Iè, {v}, always that.",
        "My mother says I'm stubborn as a mouflon, and my pick stays {v}.",
        "Ask anybody in Ajaccio, Dumenica takes {v}.",
        "Between this and that, I take {v} without thinking.",
        "Give me {v} and the day is good.",
        "When the libecciu blows and we stay inside, I want {v}.",
        "Note it down: my preference is {v}.",
    ],
    "tk": [
        "The women in my carpet workshop all know I like {v}.",
        "Hawa, {v}, this is my choice.",
        "If Batyr chooses for me, he takes {v}, he learned.",
        _activity("I said it to the phone this morning, from my Google activity:",
                  [("7:03 AM", "please keep that my favourite is {v}")], "It is still right."),
        "Since my school years in Ashgabat I choose {v}.",
        "Knot after knot all day, and I am thinking of {v}.",
        "My eje says I am stubborn like a camel, I stay with {v}.",
        "Bolýar, I tell you: {v} for me.",
        "Jeren laughs at me, always {v}, always.",
        "At every toý my sister already knows, for me {v}.",
        "Of any two things, I would pick {v}.",
        "Tea with the women at break, and the talk is about {v}, because of me.",
        "Not difficult woman, me: {v}, and I am pleased.",
        "Please keep it for me: {v}, my favourite.",
    ],
})

H49_CONSTRAINTS = {
    "allergy": _dress({
        "mz": [
            "Careful with {a}, I'm allergic, it's serious.",
            "Years ago the Civil Hospital in Aizawl tested me, result: allergic to {a}.",
            _activity("I told my phone to remember it, this is from my activity this morning:",
                      [("7:21 am", "hey google note that I'm allergic to {a}")], "It's the same today."),
            "{A} can put me in hospital, I'm allergic.",
            "Pi Zuali, my grandmother, noticed it when I was small: allergy to {a}.",
            "Any plans for me, please keep away from {a}, I'm allergic.",
            "Allergic to {a}, badly, since childhood.",
        ],
        "mn": [
            "I cannot with {a}, allergic, my body gets red all over.",
            "At M. Djamil hospital in Padang they found it: I am allergic to {a}.",
            _activity("I said to Google this morning so it remembers, from my activity:",
                      [("06.58", "ok google I am allergic to {a} save it")], "Up to now the same."),
            "{A}? Allergic, my throat closes.",
            "Since small I am already allergic to {a}, my Amak knows.",
            "Whatever you arrange, nothing with {a} near me, allergic.",
            "Serious allergic to {a}, not joking.",
        ],
        "co": [
            "On the trail I carry my emergency pen, I'm allergic to {a}.",
            "A specialist in Bastia did the skin tests, and I'm allergic to {a}.",
            _activity("The activity page has it, from before I left for the trail:",
                      [("07:16", "remember that I'm allergic to {a}")], "Still true."),
            "{A} and me, it ends at the emergency room, I'm allergic.",
            "My grandmother found out in the village, I was four: allergic to {a}.",
            "Before you plan a trip for me, check for {a}, I'm allergic.",
            "Allergic to {a}, eh, and not a little.",
        ],
        "tk": [
            "I am allergic to {a}, please remember this well.",
            "My eje still keeps the hospital paper: allergic to {a}.",
            _activity("I said to the phone to remember, from my activity, this morning:",
                      [("7:09 AM", "please write that I have allergy to {a}")], "Same now."),
            "{A} for me is dangerous, allergy.",
            "From a small girl I am allergic to {a}, eje was always careful.",
            "When you plan anything for me, no {a}, I am allergic.",
            "Hawa, it is true, I have a bad allergy to {a}.",
        ],
    }),
    "diet": _dress({
        "mz": [
            "Two years back I became {d}, and I stick to it.",
            "At church feasts they keep a separate plate for me, I'm {d}.",
            _activity("My phone has it too, from my Google activity this morning:",
                      [("7:33 am", "hey google I'm {d} please remember")], "No change."),
            "Even at a big Mizo wedding feast I stay {d}.",
            "When you suggest food, please remember I'm {d}.",
            "I'm {d}, strictly, no cheating.",
            "Eating on tour is hard for a sound engineer, because I'm {d}.",
        ],
        "mn": [
            "I am {d} now, the people at the lapau already know.",
            "At family feasts my wife brings my own food, I am {d}.",
            _activity("I told Google this morning, here from my activity:",
                      [("07.18", "ok google note I am {d}")], "Until today like this."),
            "Every rest stop on the road, I ask first, because I am {d}.",
            "For food suggestions, please, I am {d}.",
            "Five years already I am {d}, my body feels better.",
            "Me, strictly {d}, no exceptions.",
        ],
        "co": [
            "Since I came back from the mainland I'm {d}.",
            "In the refuges I bring my own food, I'm {d}.",
            _activity("It's in my phone as well, from my Google activity this morning:",
                      [("07:21", "remember that I am {d}")], "Unchanged."),
            "At the chestnut fair I have to ask at every stall, I'm {d}.",
            "Keep in mind for any food: I'm {d}.",
            "I'm {d}, and I don't make exceptions for anyone.",
            "My family in the village knows it by now, I'm {d}.",
        ],
        "tk": [
            "Since Jeren was born I am {d}.",
            "At every toý I ask the cooks, because I am {d}.",
            _activity("I said it to the phone this morning, from my activity:",
                      [("7:25 AM", "please save that I am {d}")], "It stays."),
            "At the workshop lunch the women know, I am {d}.",
            "Please, for food, remember: {d}.",
            "Hawa, I am {d}, strictly.",
            "At Ashgabat feasts the tables are full, still I am {d}.",
        ],
    }),
    "hours": _dress({
        "mz": [
            "Before {t} don't expect me, I work late nights at concerts.",
            "After {t} my phone is off, the desk is packed up.",
            _activity("I told my phone this morning, from my Google activity:",
                      [("7:16 am", "hey google remember I don't take calls before {t}")], "I keep to it."),
            "Call me only after {t}, mornings I'm useless.",
            "Please keep my day empty till {t}.",
            "From {t} onwards I'm at the church setting up, no calls.",
            "Meetings are fine, but only after {t}.",
        ],
        "mn": [
            "Before {t} I am on the road already, cannot answer.",
            "After {t} I don't take jobs, except emergency.",
            _activity("I said to Google this morning, from my activity:",
                      [("06.47", "ok google no calls for me after {t} remember")], "It's like that."),
            "Please don't put anything before {t}.",
            "From {t} I am with my family, phone in the drawer.",
            "Only after {t} I can meet.",
            "Until {t} I'm busy, the tow truck keeps me.",
        ],
        "co": [
            "Before {t} I'm on the trail with the group, no signal anyway.",
            "After {t} I don't answer, the guide needs rest too.",
            _activity("What I asked my phone this morning, from my Google activity:",
                      [("07:04", "remember I don't answer after {t}")], "Holds every day."),
            "Appointments from {t}, not earlier.",
            "Once it's {t}, I'm off for the day.",
            "Eh, nothing in my diary before {t}.",
            "Until {t} I'm with the hikers, impossible.",
        ],
        "tk": [
            "Until {t} I am at the workshop, I cannot talk.",
            "After {t} I am with my family, no calls.",
            _activity("I said to the phone this morning, from my activity:",
                      [("7:18 AM", "please note I'm busy until {t}")], "Every day so."),
            "Please, no meetings before {t}.",
            "Free only from {t}, earlier I'm knotting.",
            "After {t} I rest, I start very early.",
            "Only after {t}, hawa.",
        ],
    }),
    "budget": _dress({
        "mz": [
            "I can spend {m} on this and not a rupee more.",
            "{m} is my ceiling, I'm saving for a new amplifier.",
            _activity("I told my phone the budget this morning, from my Google activity:",
                      [("7:27 am", "remember my budget is {m}")], "Still the figure."),
            "Please don't go past {m}, the wedding season is over.",
            "With {m} I'm at my limit, new cables cost a lot.",
            "Keep the whole thing under {m}.",
            "Up to {m}, please, I have a family to feed.",
        ],
        "mn": [
            "My money for this is {m}, only, the rest is for school fees.",
            "Please, more than {m} I cannot.",
            _activity("I told Google my limit this morning, from my activity:",
                      [("07.11", "ok google my budget is only {m} save it")], "Same money."),
            "{m}, that's already the most.",
            "Not more than {m}, the tow truck needs new tyres.",
            "My wife says {m} is the limit, and she holds the money.",
            "Try to find under {m}.",
        ],
        "co": [
            "{m} is what I have, after that the purse is closed.",
            "Don't go over {m}, winter is long without hikers.",
            _activity("Off the activity page, my words from earlier:",
                      [("07:12", "remember I spend {m} at most")], "That stands."),
            "{m} at the very most.",
            "Above {m}, no.",
            "Keep me below {m}, please.",
            "My ceiling is {m}, the guide's season pays once a year.",
        ],
        "tk": [
            "For this I have {m}, not more.",
            "Please, {m} is the top.",
            _activity("I told the phone my limit this morning, from my activity:",
                      [("7:22 AM", "please note not more than {m}")], "It is the same."),
            "One carpet takes months, so I can give {m} only.",
            "Not over {m}, Batyr will be angry.",
            "{m}, this is my limit, Batyr agrees.",
            "Find something within {m}.",
        ],
    }),
    "days": _dress({
        "mz": [
            "{W}s I keep for worship and home.",
            "I'm setting up sound every {w}, not free.",
            _activity("I told my phone this morning, from my Google activity:",
                      [("7:05 am", "hey google I'm busy every {w} remember")], "Every week like that."),
            "Please, no plans for me on {w}s.",
            "{W} is the only day I rest my ears.",
            "Put things on other days, {w} is not possible for me.",
            "On a {w} you won't find me, I'm at Pi Zuali's in Champhai.",
        ],
        "mn": [
            "{W} I never work, that is for my family.",
            "Every {w} I go to my mother's village.",
            _activity("I said to Google this morning, from my activity:",
                      [("06.55", "ok google remember {w} I am not available")], "Always so."),
            "Don't arrange anything on {w}s.",
            "On {w}s the tow truck stays in the garage.",
            "{W} cannot, sorry.",
            "Other days okay, {w} no.",
        ],
        "co": [
            "{W}s I'm always up in the mountains with a group.",
            "I don't take anything on a {w}.",
            _activity("What I asked my phone to keep this morning, from my Google activity:",
                      [("07:09", "remember I'm never available on {w}s")], "Every week."),
            "{W} is my day at the village with my mother.",
            "Leave my {w}s empty, please.",
            "On {w}s, impossible for me.",
            "Every {w} I'm at the refuge, no phone.",
        ],
        "tk": [
            "{W} is my day off, I don't work.",
            "On {w}s I help my eje, not free.",
            _activity("I said to the phone this morning, from my activity:",
                      [("7:14 AM", "please note {w}s are not possible for me")], "Each week."),
            "Please, no appointments on {w}.",
            "Each {w} I go to the bazaar with Jeren.",
            "{W}s, no, I cannot.",
            "Choose a different day, never {w} for me.",
        ],
    }),
}

H49_FACT_STYLES = _dress({
    "mz": [
        "Somebody at church asked me today, so: my {n} is {v}.",
        "My {n}? That's {v}, no doubt about it, ask Tluangi.",
        _activity("Copied from my Google activity, what I told the phone this morning:",
                  [("7:11 am", "hey google my {n} is {v} remember it")], "It's correct."),
        "{v}, that's my {n}, I'm sure of it, no mistake.",
        "My cousin-brother keeps asking, so: my {n} is {v}.",
        "Beside my name in your notes, put my {n}: {v}.",
        "Mapuia's {n} is {v}, and Mapuia is me.",
        "Keep it somewhere safe: my {n} is {v}.",
        "This might help later, my {n} is {v}.",
        "Just so it's on record, {v} is my {n}.",
    ],
    "mn": [
        "Before I go out on a job, my {n} is {v}, save it.",
        "If one day the question comes, my {n} is {v}.",
        _activity("From my activity, this I told Google early today:",
                  [("07.04", "ok google save my {n} {v}")], "That one is right."),
        "Not so important, but still: my {n} is {v}.",
        "{v}, yes, that one is my {n}, I'm sure.",
        "My wife always reminds me, my {n} is {v}.",
        "Don't lose it like I always do: my {n} is {v}.",
        "Many times I say it, now to you: my {n} is {v}.",
        "In case of something, you have it: my {n}, {v}.",
    ],
    "co": [
        "My {n}, since you may need it: {v}.",
        "Iè, and before I forget on the trail: my {n} is {v}.",
        _activity("Here is the entry, copied off the activity page:",
                  [("07:14", "keep a note my {n} is {v}")], "Correct."),
        "So you have the whole picture of me, my {n} is {v}.",
        "Eh, I always forget to say, my {n} is {v}.",
        "Between two groups of hikers, I remembered: my {n} is {v}.",
        "The phone has one bar of signal up here, so quickly: my {n} is {v}.",
        "It's {v}, my {n}, and that won't change.",
        "To complete my details, my {n} is {v}.",
    ],
    "tk": [
        "In your book for me, put down {v} as my {n}.",
        "Not sure I said it to you before; anyway, my {n} is {v}.",
        _activity("I said it to the phone at breakfast, from my activity:",
                  [("7:07 AM", "please remember that {v} is my {n}")], "Right."),
        "Batyr always forgets it, so you keep it: my {n} is {v}.",
        "{v} — this is my {n}, Batyr also knows.",
        "I looked in my notebook, my {n} is {v}.",
        "Good you know this: my {n} is {v}.",
        "Listen to me, my {n} is {v}, not other.",
        "One more detail of me: {v} is my {n}.",
    ],
})

H49_EVENT_STYLES = _dress({
    "mz": [
        "My {e} is {d}, I have to find somebody for the desk.",
        "My memory is bad, so please hold on to this: {d} is my {e}.",
        _activity("I told my phone this morning, from my Google activity:",
                  [("7:24 am", "hey google note that my {e} is {d}")], "I'll be there."),
        "I'm not available {d}, it's my {e}.",
        "Finally got a date, my {e} is {d}.",
        "I'm a bit tense, {d} is my {e}.",
        "Mark my {e} down for {d}, that whole day is gone.",
        "My {e} falls {d}, a busy week.",
        "A big day for me {d}, my {e}.",
        "Tluangi had to remind me, my {e} is {d}.",
    ],
    "mn": [
        "I already took leave from the garage, my {e} is {d}.",
        "Please remind me the day before, {d} I have my {e}.",
        _activity("I said to Google this morning, from my activity:",
                  [("07.16", "ok google my {e} is {d} remember that")], "Fixed already."),
        "{E} {d}, please keep it in your notes.",
        "I cannot drive the tow truck {d}, my {e}.",
        "Yesterday they phoned me, the date of my {e} is {d}.",
        "Insya Allah my {e} goes well, it's {d}.",
        "Rina already ironed my shirt, {d} is my {e}.",
        "My heart is beating already, my {e} is {d}.",
    ],
    "co": [
        "My {e} is {d}, I found a guide to replace me.",
        "I have my {e} {d}, I'll come down from the mountain for it.",
        _activity("I asked my phone this morning, from my Google activity:",
                  [("07:02", "add my {e} {d}")], "It's in."),
        "Eh, {d} it's my {e}.",
        "The letter came at last, my {e}, {d}.",
        "The group goes with Petru {d}, I have my {e}.",
        "My {e} is {d}, I'm already counting the days.",
        "Careful with my days, {d} is my {e}, keep it clear.",
        "For {d}, please write down my {e}, I'll be away from the trails.",
    ],
    "tk": [
        "The workshop knows already: {d} I go to my {e}.",
        "{E}: it is {d}, please keep.",
        _activity("I said to the phone this morning, from my activity:",
                  [("7:12 AM", "remind me about my {e} {d}")], "This is the day."),
        "I leave the carpet {d}, because of my {e}.",
        "Hawa, {d} comes my {e}.",
        "Batyr drives me {d} to my {e}.",
        "All arranged, my {e} is {d}, Batyr comes with me.",
        "Already I am thinking of my {e}, {d}.",
        "On the calendar: my {e}, {d}.",
    ],
})

H49_TASK_STYLES = _dress({
    "mz": [
        "I have to {t}, it's been pending for weeks.",
        "Remind me to {t} when I'm back from the concert.",
        _activity("I asked my phone this morning, from my Google activity:",
                  [("7:19 am", "hey google remind me to {t}")], "Only that."),
        "My wife is after me to {t}.",
        "Before the next big concert I must {t}.",
        "This week, for sure, I'll make time to {t}.",
        "Pending on my list: {t}.",
        "Early tomorrow I'm going to {t}.",
        "Check on me later, did I {t} or not?",
        "I keep postponing, I must {t}.",
    ],
    "mn": [
        "I must {t}, already late.",
        "Later after work I have to {t}.",
        _activity("I said to Google this morning, from my activity:",
                  [("07.08", "ok google don't let me forget to {t}")], "Belum, not finished."),
        "Rina keeps telling me to {t}.",
        "Before my brother comes home from his rantau, I need to {t}.",
        "Tomorrow morning I {t}, before the road gets busy.",
        "Not yet, I still have to {t}.",
        "Help me remember to {t}.",
        "This week, must {t}, no excuse.",
    ],
    "co": [
        "I have to {t} before the season starts.",
        "Give me a push, eh, I need to {t}.",
        _activity("What I asked my phone this morning, from my Google activity:",
                  [("07:19", "set a reminder to {t} tomorrow")], "Waiting on me still."),
        "Aiò, I must finally {t}.",
        "I keep forgetting to {t}, it's terrible.",
        "Between two groups I'll try to {t}.",
        "Don't let me go up to the refuge before I {t}.",
        "My mother is waiting for me to {t}.",
        "As soon as I'm down in Ajaccio, I'll {t}.",
    ],
    "tk": [
        "Every evening I remember too late, I must {t}.",
        "Before Jeren's school holidays I need to {t}.",
        _activity("The phone wrote it down at breakfast, here from the activity page:",
                  [("7:15 AM", "please remind me this evening to {t}")], "Still waiting."),
        "Batyr asked me to {t}.",
        "After the workshop today I will {t}.",
        "Hawa, this one is still open: I have to {t}.",
        "Today my list has one big thing: to {t}.",
        "Do not let me forget, I have to {t}.",
        "So long I postpone, I really have to {t}.",
    ],
})

H49_SMALLTALK = _dress({
    "mz": [
        "Heavy rain in Aizawl since morning, the roads are all mud.",
        "The hill road near Zemabawk is blocked by mud again.",
        "Did sound for a gospel concert last night, my ears are still ringing.",
        "Eating sawhchiar with my family, very warm on a cold evening.",
        "Aizawl FC won, the whole town was shouting.",
        "The steps from my house to the road are so steep, my legs are tired.",
        "Chapchar Kut is coming, everybody is practising the Cheraw.",
        "Okay okay, understood.",
        "All good on my side, and with you?",
        "Haha, that was a good one.",
        "Is Tam Dil lake nice to visit in winter?",
        "The fog is so thick, I can't see the next hill.",
        "Bekang with rice, simple food, very tasty.",
        _activity("Look what I asked my phone this morning, just for fun:",
                  [("6:58 am", "what's the weather in Aizawl"), ("7:03 am", "play some gospel songs")],
                  "Nothing important there."),
        "A power cut in the middle of the rehearsal, typical.",
        "My back is sore from carrying the speakers up the church stairs.",
        "Quiet day today, no events booked.",
        "All fine at home.",
        "Go on, I'm following.",
        "The Zarkawt market was crowded this morning.",
        "Hmm, let me think a little.",
        "The flight from Lengpui was late because of fog again.",
    ],
    "mn": [
        "Padang is raining hard again, the streets are like rivers.",
        "I pulled three cars from the Sitinjau Lauik road today, tired.",
        "Eating sate Padang at the corner, very spicy.",
        "Semen Padang lost again, my friends are sad.",
        "Teh talua in the morning makes me strong.",
        "The road to Bukittinggi was jammed for two hours.",
        "Oh, like that, I understand.",
        "And you, busy today?",
        "Haha, you are funny also.",
        "Is Lake Maninjau deep, do you know?",
        "The Jam Gadang looks nice at night with the lights.",
        _activity("This is what I asked Google this morning, only for fun:",
                  [("06.48", "how far is Padang to Bukittinggi"), ("06.52", "Searched for weather Padang today")],
                  "Nothing important."),
        "My winch is making a strange noise, I must check it.",
        "Kawa daun at the stall near Lembah Anai, very fresh.",
        "Lembah Anai is full of people taking photos.",
        "Quiet night, no calls.",
        "All good, my family is healthy.",
        "Tell more, I'm listening.",
        "Wait, I think first.",
        "Tabuik in Pariaman was so crowded this year.",
        "My back hurts from the hooks and chains.",
        "Dendeng balado for lunch, my wife's best.",
    ],
    "co": [
        "The libecciu is blowing so hard today, the boats stay in port.",
        "Snow on Monte Cinto already, beautiful from Ajaccio.",
        "I walked the Restonica with a group, eight hours, my legs are done.",
        "Eating a fiadone my aunt made, still warm.",
        "SC Bastia played last night, don't ask.",
        "Saw two mouflons above Vizzavona this morning.",
        "Iè, I see.",
        "And you, all good over there?",
        "Ahaha, you and your jokes.",
        "Is it true the GR20 is the hardest trail in Europe?",
        "The little train to Bastia was late, as always.",
        _activity("What I asked my phone this morning, nothing serious:",
                  [("06:54", "Searched for weather Vizzavona"), ("06:56", "play some paghjella")],
                  "Just curiosity."),
        "Canistrelli with my coffee, perfect morning.",
        "The ferry from Livorno was full of tourists already.",
        "My boots are finished, the rocks ate them.",
        "Calm day, no group today.",
        "All well here.",
        "Aiò, tell me more.",
        "Wait, I need a moment with this.",
        "The chestnut fair in Bocognano was full of people.",
        "A Pietra on the terrace after the trail, that's life.",
        "Sunburn on my nose, even up in the mountains.",
    ],
    "tk": [
        "Very hot in Ashgabat today, the marble shines in the eyes.",
        "Wind from the Karakum, sand everywhere.",
        "Today I finished many rows, my fingers hurt.",
        "Eating dograma at my eje's house, very good.",
        "Gök çaý after work, I relax.",
        "Jeren has exams, the whole house is quiet.",
        "Bolýar, understood.",
        "We are all healthy here, and your family?",
        "Hi-hi, you are funny.",
        "Is the Darvaza crater really burning for fifty years?",
        "The melons at the bazaar are so sweet now.",
        _activity("What I asked the phone this morning, only curious:",
                  [("6:57 AM", "how hot is it in Ashgabat today"), ("7:01 AM", "Searched for Darvaza crater photos")],
                  "Nothing for you to keep."),
        "Fresh çörek from the tamdyr, still hot.",
        "The bus to the workshop was full, I stood all the way.",
        "My back hurts after sitting at the frame all day.",
        "Quiet day, the boss went to Dashoguz.",
        "All well with us.",
        "Go on please, I listen.",
        "One moment, I think.",
        "The Kopetdag has snow on top, so pretty.",
        "My sister is coming for tea, I must clean.",
        "At the Tolkuchka bazaar everything is so crowded on weekends.",
    ],
})

H49_TRAPS = _dress({
    "mz": [
        "Our drummer Lalduhawma is allergic to hornet stings, he carries medicine everywhere.",
        "If I won big money, I'd build a studio on Reiek hill, ha.",
        "My wife always takes the window seat on the flight to Kolkata.",
        "I used to play bass in a band, that's over now.",
        "Do you think I should study audio engineering in Delhi?",
        "Oh sure, I love it when the generator dies in the middle of a hymn. Wonderful.",
        "My cousin-brother is vegetarian now, for one month only, ha.",
        "Tluangi wants to open a bakery in Zarkawt next year.",
        "Old people say, 'the hill is climbed one step at a time.'",
        "People say there is a church on every hill in Mizoram, can that be true?",
        "As a boy I wanted to play football for Aizawl FC.",
        "My pastor wakes up at 4am every day, amazing.",
        "Everything in Aizawl is expensive, it all comes up by road.",
        "A proper studio one day, maybe, if God wills.",
        "My neighbour watches dramas with the volume full every night.",
        "Why is it always foggy in Aizawl in winter?",
        "Maybe I should move to Shillong for work, who knows?",
        "Dr. Lalthanga operated on my uncle's knee last year.",
        "Our old dog used to sleep under the mixing desk, years ago.",
        "Carrying twelve speakers up a hill in the rain, my favourite sport.",
        "My late father ran a tea stall at the Lunglei bus stand all his life.",
        "What if I became a pastor instead?",
        _activity("My nephew uses my phone, these are his, not mine:",
                  [("8:12 pm", "remember I love cartoons"), ("8:14 pm", "remember I hate onions")],
                  "The boy's, not mine.", day="Yesterday"),
        _activity("An old one from my activity, from when I worked at the radio station:",
                  [("6:05 am", "remind me I start at six every day")], "That job is long over.",
                  day="12 Jun 2018"),
        _activity("From the church's account on the sound desk laptop, not mine:",
                  [("9:02 am", "remind the youth team practice starts at 6pm"),
                   ("9:04 am", "remember the hall rent is 2000 rupees")], "That's the church's business."),
        "How long does it take to learn a digital mixing desk?",
        "Our bassist changed his phone number again, nobody can reach him.",
    ],
    "mn": [
        "My brother-in-law cannot eat shrimp, his face swells.",
        "If I am rich, I open my own garage in Padang, dreams.",
        "Rina always wants the aisle seat on the bus to the city.",
        "I don't smoke kretek anymore, that was my young days.",
        "Should I take the license for heavy vehicles?",
        "Oh yes, I love it when a car breaks down in the rain at midnight. Very nice.",
        "Rina's cousin claims no meat now, yet at Lebaran her plate is full of randang.",
        "My brother plans to go merantau to Batam next year.",
        "My grandmother says, 'where the earth is stepped on, there the sky is held up.'",
        "Is it true every rumah gadang belongs to the women of the family?",
        "When I was small I wanted to be a pilot.",
        "My boss closes the garage at 5pm sharp, every day.",
        "Petrol price went up again, everything is expensive.",
        "One day, maybe, a house with a view of Lake Maninjau.",
        "The driver next door plays dangdut music all night.",
        "Why does it rain every evening in Padang?",
        "Maybe I should go work abroad like my friends?",
        "Dr. Hendra from the clinic called me once to tow his car.",
        "We had a pony called Si Hitam for the bendi when I was a boy.",
        "Pulling a bus from the ravine at two in the morning, best job in the world, ha.",
        "My father sold rice in the Pasar Raya for years.",
        "What if I opened a rumah makan?",
        _activity("My son said these to my phone, his, not mine:",
                  [("19.05", "remember I like anime"), ("19.07", "remember I don't eat eggplant")],
                  "That's my son.", day="Yesterday"),
        _activity("From my Google activity years ago, when I drove the minibus:",
                  [("05.12", "remind me first trip at five")], "That life is over now.", day="3 Sep 2017"),
        _activity("From the garage office phone, the boss's account, not mine:",
                  [("08.02", "remember tow fee is 500 thousand rupiah"),
                   ("08.05", "remind all drivers no jobs after 10 pm")], "That's the company."),
        "How do you get the license for a tow truck in Sumatra?",
        "My friend's plate number is BA 1234 XY, he shows it to everybody.",
    ],
    "co": [
        "One of my hikers last week was allergic to wasp stings, we had a scare.",
        "If I had money, I'd buy the old stone hut above Bocognano.",
        "Petru always fights for the front seat in the car.",
        "Figatellu was my weakness as a teenager, I gave it up long ago.",
        "Do you think I should take the high-mountain guide exam?",
        "Oh great, fog on the ridge with twelve hikers. My favourite.",
        "My cousin went vegan after a year on the mainland, ha.",
        "Petru dreams of a beach bar in Calvi, he talks of it every summer.",
        "We say in Corsica, 'who goes slowly goes far.'",
        "Is it true the mouflon was almost gone from the island?",
        "As a girl I wanted to sing in a paghjella group.",
        "The refuge keeper goes to bed at 9pm, even in summer.",
        "A coffee costs a fortune in Bonifacio now.",
        "With a bigger car I could take groups to the east coast, one day.",
        "My neighbour practises the same song on the violin every evening.",
        "Why does the libecciu always come on my days off?",
        "Maybe one day I'll guide in Nepal.",
        "Dr. Santoni from Bastia was in one of my groups last summer.",
        "We had a donkey called Brigante when I was little.",
        "Carrying a hiker's bag through the Cirque de la Solitude, what a pleasure, really.",
        "My grandfather was a charcoal burner in the forest.",
        "What if I opened a gîte in the village?",
        _activity("My niece borrowed my phone, these are hers:",
                  [("21:04", "remember I love sushi"), ("21:06", "remember I'm allergic to kiwi")],
                  "Hers, all of it.", day="Yesterday"),
        _activity("From my activity in 2016, when I worked at the hotel in Porto-Vecchio:",
                  [("06:04", "remind me the shift starts at six")], "Finished, that job.", day="18 Jul 2016"),
        _activity("From the guides' association tablet, the president's account, not mine:",
                  [("08:05", "remind all guides the meeting is every first Monday"),
                   ("08:07", "remember a night at the refuge is 45 euros")], "The association's business."),
        "How many days does it take to walk the GR20 for an old man?",
        "My colleague's wifi password is on a paper by the door, montagne2020, imagine.",
    ],
    "tk": [
        "My sister Ogulgerek cannot eat walnuts, her lips swell.",
        "If I become rich, I open my own carpet shop on the main street of Ashgabat.",
        "Batyr always takes the seat near the driver, he says he gets sick.",
        "I don't drink chal anymore, that was in my childhood.",
        "Should I teach carpet making to young girls, what do you think?",
        "Very nice, counting knots in the dark when the light goes off.",
        "My cousin says no meat now, but at the toý she ate palaw twice.",
        "Batyr's brother plans to move to Antalya for work.",
        "My eje always says, 'a carpet grows knot by knot, a life day by day.'",
        "Is it true the Akhal-Teke look like gold in the sun?",
        "When I was small I dreamed to dance at the theatre.",
        "My boss comes to the workshop only at 10 am.",
        "Meat at the bazaar costs so much now.",
        "A bigger flat, and my eje could live with us, one day.",
        "The neighbours' son plays the dutar every evening.",
        "Why are all the buildings in Ashgabat white?",
        "Maybe I go to study design abroad, who knows.",
        "Dr. Orazov examined my eyes last year.",
        "We had a camel named Gara when I was a girl, in the village.",
        "Eight months for one carpet and the buyer wants a discount, how lovely.",
        "My grandmother knotted carpets until ninety years.",
        "What if I sold carpets online?",
        _activity("Jeren talks to my phone, these are hers, not mine:",
                  [("8:05 PM", "remember I love pizza"), ("8:07 PM", "remember I hate math")], "All hers.",
                  day="Yesterday"),
        _activity("From my activity in 2015, when I worked at the cotton factory:",
                  [("5:52 AM", "remind me work starts at seven")], "Long finished.", day="2 Oct 2015"),
        _activity("The workshop's tablet, the boss's account, not mine:",
                  [("8:01 AM", "remind everybody the carpet order is due this week"),
                   ("8:04 AM", "remember the price is 900 manat per square metre")], "From the boss."),
        "Is it hard to learn the Yomut patterns?",
        "My colleague's employee number is on her badge, 7715, she shows everybody.",
    ],
})

#: What the "heldout49" set wraps around some memories, each on a line of its own.
H49_ASIDES = (["", "Something for your notes about me.\n", "A small detail of mine.\n", "Keep this in my file.\n",
               "Adding to what you know of me.\n", "From my side, one item.\n", "For later use.\n",
               "A quick personal note.\n", "This concerns me.\n", "Write this beside my name.\n"],
              ["", "\nThat's the one for today.", "\nGot that down?", "\nNothing more on it.", "\nOkay, moving on.",
               "\nThat's all on this.", "\nPlease keep.", "\nUnderstood, I hope.", "\nRight, done.",
               "\nThat covers it."])

#: How two memories share one message in the "heldout49" set.
H49_JOINERS = [" Plus this of mine: ", " Another detail, mine: ", " Moving on, mine: ", " Equally, about me: ",
               " And one more, mine: ", " Beside it, one of mine: ", " Adding to it: ", " Same message, another: ",
               " Further, mine: ", " Then, mine as well: "]


_OPENERS = tuple(sorted({g for frames in _FRAMES.values() for g, _ in frames if g}, key=len, reverse=True))
_CLOSERS = tuple(sorted({f for frames in _FRAMES.values() for _, f in frames if f}, key=len, reverse=True))


def join_h49(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "heldout49" hand: a message greets once and says goodbye once, so the first
    memory gives up a voice's closing thanks or goodbye and the second its opening greeting; a pasted activity (more
    than one line) on either side stands apart from the other memory after an empty line, so its prose lines stay
    first and last; otherwise the first memory ends in ".", "!" or "?" (a full stop is added if not), then the joiner,
    then the second memory in its own case."""
    head = next((head[:-len(c)] for c in _CLOSERS if head.endswith(c)), head)
    tail = next((tail[len(g):] for g in _OPENERS if tail.startswith(g)), tail)
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    return (head if head.endswith((".", "!", "?")) else head + ".") + joiner + tail
