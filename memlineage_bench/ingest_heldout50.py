"""Wordings "heldout50" of `memlineage bench ingest` (the ``H50_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A fiftieth hand (the helper session "held50"), written blind on 2026-12-07 by an engineer who had not read the extractor
or anything else in ``memgraph_py`` (its classifier, the gate, the labels, the query understanding, the entity code),
``tools/``, the README, the docs, the issue tracker or any bench output, list of misses or other session's file, and who
did not run any extractor, ``memlineage``, ``bench ingest``, the classifier, any server or ``make`` on this set or on
anything (only the pure set tests, and small scripts of its own that render this set's styles with sample values,
compare its cores with each other and with heldout49's, compare its sentences, joiners and asides with those of every
earlier set as the set tests gather them, printing only this set's own, and print this set's generated conversations).
What was read: the module docstring of "heldout49" first (how its writer read, chose, checked and wrote), then its code
in full, as the model (its names, frames, counts, ``_dress``, its layout helper ``_activity``, asides, joiners and
joining function; its voices, trades and layout kept clear of), then the docstring of "dev48" (not its code); then the
generator (``ingest.py``: its docstring, imports, ``_date``, ``_cap``, ``_persona``, ``_paired``, ``Wording``,
``WORDING_SETS``, ``generate`` and the comment blocks on dev48 and heldout49); the set tests (their generic checks,
``PINNED``, ``WRITTEN``, the parametrize lists, heldout49's layout and joining tests and the classifier tool's test);
the commits that wired heldout49 (``1f4cccb`` and ``e66de3d``: their messages, stats and changes to ``ingest.py`` and
the set tests). No other set's module was opened. The one example string naming a set that does not exist yet is in the
set tests (the classifier tool's test), and now names heldout51.

To pick voices, trades and a layout no earlier set had used, the modules (``memlineage_bench/*.py``) were searched for
each candidate, a whole word at a time (case aside), with counts only as output (the number of modules holding it; once
this set's module existed, it was left out of the count). Papiamento (two), Papiamentu (one), Kabyle (two), Tamazight
(three), Berber (two), Okinawan (two), Mapuche (two), Mapudungun (three), "Yup'ik" (one), Welsh (eight), Cornish
(three), Sami (two), Sámi (one), Cantonese (one), Tibetan and Uyghur (five each), Mongolian (six), Ainu (three),
Garifuna (two), Miskito (one), Zapotec (two), Nahuatl (five), "K'iche'" (three), Quechua (seven), Maltese (nine),
Sardinian (three), Bambara (three), Kikuyu (one), Kriol (one), Haitian (five) and Sranan (three) were each found in some
module and dropped; Kashubian (none) was dropped because Polish is in five and a Kashubian voice writes Polish-shaped
English, Saint Lucian Kwéyòl (none) because its greetings "Bonjou" (two) and "Mèsi" (one) were found and Haitian is in
five, Jibbali (none) because Arabic is in four, and Wayuu (none) because Spanish is in twelve and none of its greetings
could be written with confidence. Kept, one from each of North America, East Asia, the Sahara and Central Europe, each a
language no module names: Gullah ("Gullah", "Geechee", "St. Helena", "Sea Islands", "Beaufort", "Lady's Island",
"Hunting Island", "Fripp", "Frogmore", "Penn Center", "praise house", "day clean", "bin yah", "come yah", "oona",
"hunnuh", "Tenk ya", "tek cyear", "Hey now", "red rice", "okra", "benne", "sweetgrass", "palmetto", "no-see-ums",
"gnats", "Charleston", "Ernestine", "Chisolm", "Willie", "Tonya", "Bubba", "Hattie", "Keisha", "Delores", "Simmons" in
none; "mornin'" is in two, "oyster" in two, "shrimp" in eight, "crab" in three, "sweet tea" in one, "bridge" in six,
"Grant" in two and "Blue" in eleven, and none of those was used), Hakka ("Hakka", "Xinpu", "Hsinchu", "Beipu", "Miaoli",
"Meinong", "lei cha", "ban tiao", "mochi", "persimmon", "persimmons", "tung", "Yimin", "Ngì-hó", "Ân-chṳ́-se", "Màn-màn
hàng", "haiya", "A-Kun", "Hsu", "A-Lan", "A-po", "Wei", "Liu", "Ah-Hei", "taro" in none; "Taiwan", "Taipei", "Kaohsiung"
and "Chinese" are in one each, "Mandarin" in two, "tofu", "ngai", "so-so" and "stir-fry" in one, "mustard" in one, "lah"
and "aiyo" in two, "kite" in one and "New Year" in seven, and none of those was used; a first draft's "Taipei" and
"Taichung" (one each) were taken out), Tamasheq ("Tamasheq", "Tuareg", "Agadez", "Aïr", "Ténéré", "Timia", "Arlit",
"In-Gall", "Cure Salée", "Azalay", "Bilma", "Niamey", "tagelmust", "Alkher ghas", "Mani eghlalan", "Tanemmert", "Ar
tufat", "acacia", "Attaher", "Fadimata", "Intalla", "Tinhinan", "Mamadou", "Moussa", "Tanfust" in none; "Niger" and
"Saharan" are in one, "camel" in one (here only a "young camel" in a trap; "young camel" is in none), "goat" in six,
"millet" in one, "teapot" in one, "Arabic" in four, "God willing" in one and "inshallah" in two, and none of those was
used, nor any Arabic greeting) and Upper Sorbian ("Sorbian", "Sorbs", "Lusatia", "Crostwitz", "Bautzen", "Kamenz",
"Milstrich", "Weißwasser", "Spree", "Witaj", "Kak so maš", "Dźakuju so", "Božemje", "Bird wedding", "wowka", "mać",
"quark", "linseed", "carp", "pond", "ponds", "cormorants", "Hanka", "Měrćin", "Lenka", "Nowak", "Mica" in none; "German"
is in eight, "Berlin" in twenty-five, "Leipzig" in four, "Polish" in five, "Easter" in two, "heron" in four and "otter"
in two, none of them used (the first draft's two herons became a stork and a grey bird), and "Dobry" (one), found by a
count after the first draft had greeted with "Dobry dźeń", was replaced by "Witaj"). Trades: a sweetgrass basket maker
("sweetgrass", "palmetto", "basket maker" in none; "basket" is in one module as a word and stands here only for the
trade's baskets; "sewing" is in three, not used), a persimmon farmer ("persimmon farmer", "persimmons", "drying racks"
in none), a well digger ("well digger", "pulley" in none; "well" is an English word in forty-three, "wells" in one,
"rope" in two and "bucket" in three, used as a well digger's words) and a carp farmer ("carp", "carp farmer", "pond",
"fish farmer" in none); a bridge tender ("bridge" in six), a wood carver ("carver", "carving", "chisel" in one each), a
silversmith (one), a chimney sweep (two), a stonemason (three), a glassblower (five), an umbrella maker ("umbrella" in
three), a leatherworker ("leather" in two) and a solar panel installer ("solar" in one) were dropped.

Layouts weighed (the names of the set tests list the layouts of earlier sets: tables, fences, chat and SMS exports,
transcripts, CSV rows, vCards, calendar events, notifications, slides, voice-assistant activity and the rest): a
Kindle's "My Clippings.txt" (dropped: "Kindle", "My Clippings" and "Your Note" are in one module each), a translation
app's history (the value would stand in the app's translation too), a photo's information panel with its description
(camera numbers would crowd the values), an online form's copy of the answers (too close to earlier definition lists and
"key: value" lines), a Reddit comment copied with its buttons (too close to the tweet threads and forum posts), iOS text
replacements (not every class) and a Google Docs comment thread (too close to the chat exports). Kept: the comments the
user wrote on a PDF (a trip's programme, a clinic's form, a menu, a price offer, a calendar, a to-do list), as Adobe
Acrobat's "Summarize Comments" lists them, copied and pasted between two prose lines: a prose line ending in ":", then
the summary's heading ("Summary of Comments on " and the file's name), then "Page: " and the page, then each comment in
two lines: its own line as Acrobat writes it ("Number: 1 Author: Hanka Subject: Comment on Text Date: 01.03.2027
07:12:05", "Text Box" for a text box) and the comment's text; then a closing prose line. Each voice's reader writes its
own date and time (the Gullah voice's "3/1/2027 7:12:05 AM", the Hakka voice's "2027/3/1 07:12:05", the Tamasheq voice's
"01/03/2027 07:12:05", the Sorbian voice's "01.03.2027 07:12:05"), and the author is the voice's own name ("Ernestine",
"A-Kun Hsu", "Attaher", "Hanka"). No module holds "Adobe", "Acrobat", "Summarize", "Summary of Comments", "Your
Highlight" or a line starting "Number: " and a digit, or "Page: " and a digit; "PDF" is in one module, "Author" in one,
"Sticky Note" in two (not used: the comments are "Comment on Text"), "Comment" in twenty-five and "Subject" in nineteen,
as words, not opened to see why. The comments of a memory are today's (1 March 2027, the day the conversations take
place, as heldout48's docstring gives it), written before ten in the morning, so "tomorrow" and "next Tuesday" mean the
same in a comment as in the message; the value stands only in the text of a comment the user wrote, never in the prose
around the summary, the heading, the file's name, a page line or a comment's own line; no minute or second of a time is
30 or from 37 to 46 (so no "8:30" or shoe size hides in a time), pages and numbers stay below ten, and the names
("Ernestine", "Willie", "A-Kun Hsu", "A-Lan", "Attaher", "Fadimata", "Hanka", "Měrćin" ...) hold no value a persona may
have (a script put every value the generator's vocabulary can give into every style outside its slot). Traps get the
layout's own kinds: someone else's comments (a granddaughter's, a son's, a daughter's, on the user's laptop or phone,
"Author: Keisha", "Wei", "Tinhinan", "Lenka", dated the day before, with their tastes and allergies), an old summary of
a life that is over (a cannery's shift list in 2016, a delivery van's routes in 2017, a desert tour in 2013, a
glassworks' shifts in 2015, with their old dates), and a summary that is not the user's at all (a church's deacon board,
a farmers' group office, a diggers' association's president, a pond co-operative, with hours, days and sums in their
comments).

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Gullah speaker's English (Ernestine Chisolm, a woman from St. Helena Island near Beaufort, South Carolina's Sea
  Islands), a sweetgrass basket maker at a stand by the highway: "Hey now" (hello), "How oona da do?" (how are you all
  doing?), "Tenk ya" (thank you), "Tek cyear" (take care); "day clean" (dawn), "bin yah" (born here), the praise house,
  the Penn Center, the road to Lady's Island, the marsh and the tide over the low road, red rice, okra soup, benne
  wafers and the fish fry after church, palmetto strips and sore fingers, her husband Willie, her daughter Tonya, cousin
  Bubba and Aunt Hattie; Gullah grammar on top ("fuh", "gwine", "I done", "ain'", "it been", "e" left out, "sho' nuff");
* a Hakka speaker's English (A-Kun Hsu, a man from Xinpu in Hsinchu County), a persimmon farmer drying fruit on racks in
  the autumn wind: "Ngì-hó" (hello), "Eat already?", "Ân-chṳ́-se" (thank you), "Màn-màn hàng" (go slowly: goodbye),
  "haiya"; his wife A-Lan, his son Wei at university, his A-po (grandmother), the Hsinchu wind, lei cha (pounded tea),
  ban tiao (flat rice noodles), Hakka mochi, tung blossoms, Beipu old street, the Yimin Festival, the farmers' group;
  Taiwanese English on top ("already", "no need", "and finish", "you also", articles dropped);
* a Tamasheq speaker's English (Attaher, a Tuareg man from Agadez), a well digger in the Aïr: "Alkher ghas" (peace only:
  the greeting), "Mani eghlalan?" (what news?), "Tanemmert" (thank you), "Ar tufat" (until tomorrow); his wife Fadimata,
  his son Intalla and daughter Tinhinan, the shafts and the rope, the gardens of Timia, the Ténéré, the sand wind, the
  minaret of the Grand Mosque, tea in three glasses, bread baked under the sand, the Cure Salée in In-Gall, the road to
  Arlit, the guitar; French-shaped English on top ("normally", "since two years", "the day" for all day, "look:", "it is
  like that");
* an Upper Sorbian speaker's English (Hanka, a woman from Crostwitz near Bautzen in Lusatia), a carp farmer on the
  ponds: "Witaj" (hello, welcome), "Kak so maš?" (how are you?), "Dźakuju so" (thank you), "Božemje" (goodbye), "Ach";
  her husband Měrćin, her daughter Lenka, her wowka (grandmother) and her mać (mother), waders, cormorants and a stork,
  fishing out the ponds in autumn, ice on the small pond, quark with linseed oil, painted eggs, the Bird wedding in
  winter, the parish fair and the old women singing in church, the road to Bautzen; German-shaped English on top
  ("already as a little girl", "ach so", "yes, yes", "the sum has not moved").

Styles are built from hand-written sentences ("cores", each in one voice) and each voice's four frames (neither, a
greeting, a thanks or goodbye, both) in :func:`_dress`, so a core stands in four styles: 56 preference cores (224
styles), 28 cores for each kind of constraint (112 styles each), 37 fact, event and task cores (148 styles each), 88
small-talk cores (352 lines) and 108 trap cores (432 lines), as many as heldout49 has; every class, each kind of
constraint, small talk and traps hold pasted comment summaries (one a voice in every class and kind; no empty line
inside; a memory's value only in the text of the user's own comment), built by :func:`_comments` so every summary has
its heading, its page lines and, for each comment, its own line (number, author, kind, date and time in the voice's way)
and its text, in that order.

Small talk: weather (the island's heat and gnats, the Hsinchu wind, the sand wind and Agadez's heat, fog and ice on the
ponds), work of the day (three baskets sold, persimmons on the racks, water found in a new well, the big pond fished
out), food of the moment (red rice and okra soup, ban tiao and lei cha, bread from under the sand, quark with linseed
oil), questions (Hunting Island's beach, Beipu old street, the Ténéré, the Spree), moods (sore fingers from palmetto, a
back bent over racks, shoulders from the rope, hands cold from the water), greetings answered ("Doing alright over here,
how about you?", "All is calm here, and with you?", "We are all well here, and how is it with you?") and comments that
carry nothing (a choir's picture, a temple's drawing, a guitar, the singers' photo). Greetings in each voice's language
come with the frames, so no core greets a second time. Traps: other people's tastes, allergies, diets, hours and details
(a cousin, a husband, a wife, a brother-in-law, a pastor, a partner on the rope, a well owner, a chairman, a
sister-in-law, a colleague), the past and states given up (a cannery, a delivery van, desert tours, a glassworks; a
hound, a black dog, a young camel, a cat), other people's plans (a restaurant in Beaufort, a coffee shop, a phone shop
in Niamey, study in Wrocław), hypotheticals and dreams, questions, quoted sayings, sarcasm, jokes, and comment summaries
that are someone else's, old, or not the user's at all.

Two memories share a message about a third of the time (:data:`H50_JOINERS`, :func:`join_h50`, which drops the first
memory's closing thanks or goodbye and the second's greeting, so a message greets once, and sets a pasted summary apart
by an empty line); some memories carry an aside (:data:`H50_ASIDES`, each on a line of its own, so a summary keeps its
opening prose line at the start of a line and its closing line at the end of one; no aside names a voice's word or
trade, since any voice's memory may carry any aside). A message that pairs two memories may pair two voices (each style
is one voice's); a persona is not tied to one voice (so one persona's summaries may carry two authors' names).

Read through once before it was wired: the first draft followed heldout49's lists far too closely, core for core and
often in its sentence shapes, and the near-copy script (every two cores of a class of this set compared word by word,
and each against heldout49's cores of the same class; the placeholders counted as words, a summary's heading, page and
comment lines and an activity's heading, products and times left out; two cores are near when the words they share are
two thirds or more of the longer one's) found 219 pairs: almost every short fact, event, task, budget, hours and days
core ("My {n}, because you may need it: {v}", "Keep it somewhere safe: my {n} is {v}", "So, {d} it is my {e}", "The
letter came at last, my {e}, {d}", "I must {t}, already late", "Help me remember to {t}", "{m} at the very most", "Above
{m}, no", "Keep me below {m}, please", "Only after {t} I can meet", "{W} cannot, sorry", "Other days okay, {w} no"), and
a trap list that followed heldout49's kind for kind and word for word ("My cousin says no meat now, but at the banquet
she ate the pork twice", "When I was small I wanted to be a pilot", "My boss at the co-op comes only at 10 am", "What if
I sold persimmons online?", "Petrol costs a fortune in Agadez now", "We had a donkey called Agga when I was small",
heldout49's children's activity lines "I love pizza", "I hate math", "I love sushi", "I'm allergic to kiwi", "I like
anime", "I don't eat eggplant" and its "employee number is on her badge"). Every list was written again from the start
in this set's own voices and lives, and the script was run after each rewording (47 near pairs, then 2 of this set's
own: "When you book restaurant or doctor for me, tell them" beside "Any restaurant or hotel you choose for me, tell
them", "Haiya, so nervous, my {e} is {d}" beside "So, {d}, my {e}, it is decided") until nothing came within two thirds;
one rewording of the later read-through ("Leave my day be till {t}, please.") came near heldout49's "Please keep my day
empty till {t}." and was rewritten, and the script run again. A script printing only this set's own sentences then found
two whole styles shared with earlier sets ("Do not put anything for me before {t}.", "Ah, now I understand you.") and
twenty-two sentences, mostly a comment's short text or a closing line ("allergic to {a}", "I am {d}", "my {n} is {v}",
"my {e} {d}", "{d} my {e}", "busy every {w}", "never free on {w}s", "no calls after {t}", "don't forget {t}", "Every
week like that", "Hers, all of it", "I'll be there", "It is still so", "It is written", "Just for fun", "Still the
same", "That life is over now", "That one is right", "That's my son", "This is the day", "{V}, of course", "allergic to
{a}, bad"), and seven joiners and asides shared word for word (" Also about me: ", " Another thing, mine: ", " Then
this, about me: ", "Put this with my things.", "Enough on that.", "Keep it, please.", "That's the lot."); all were
reworded (a comment's text now names its author, "ernestine's {n} is {v}", "Attaher is {d}"). A count of every
capitalised word of this set against the other modules then took out "Africa", "Japan", "Prague", "Lord", "Lawd",
"Co-op", "Committee", "Fertiliser", "Christmas", "Lantern", "January" and "Chile" (Gullah for "child"), and words of the
traps found in one to three modules ("buffalo", "donkey", "goose", "mango", "karaoke", "lorry", "peaches", "mutton",
"pork", "roast", "lighthouse", "gospel", "embroidery", "crabs", "stew", "greens", "mustard", "stir-fry", "smoked",
"potatoes", "banquet", "biology", "chicken", "pancakes", "bitter melon"). The script that puts values into styles found
"maximum" (so "max") and "max." in two budget cores, "may" in a task core ("come what may"), "noon" in a fact core,
"tomorrow" in a fact core, "Sunday" in a task core and a diet core, and "march" in the file names of an event's and a
small talk's summaries (so a date's month could stand outside the user's comment); all were taken out ("tomorrow" stays
in task cores, where a task is done tomorrow, as in earlier sets). A fact core that read as if the user were the sister
("Ernestine Grant, {n} {v}, that's me"), one that said "this number or name is my {n}" and "inshaa", a half-word, were
reworded before the wiring too. After the wiring commit had pinned the first digests, every core was rendered with
awkward sample values ("short bullet-point answers", "penicillin", "lactose intolerant", "7:30 pm", "300 dollars",
"Sunday", "sister" / "Anna", "sister's wedding" / "next Tuesday", "book a vet visit for the dog") and read: it reworded
a preference core whose verb fitted only a singular value ("know that {v} is my choice") and two that had someone cook
the value ("she already prepares {v} for her husband", "Set {v} down by me"); diet cores that had someone choose to
become lactose intolerant ("Some years back I went {d}, and I ain' looked back") or had a family "accept" it; an hours
core that kept "my whole morning" free "till 7:30 pm"; a fact core that put the sister beside the user's name ("Put my
{n} right next to Ernestine in your book") and one that had a bank, a group and a temple all ask for it (its new
wording, "So many forms at the farmers' group", then held "forms", a task's last word, which the values script found and
which became "papers"); an allergy core in which an allergist "found penicillin"; and an event core in which "the
office" fixed a wedding.

Then three of seed 1's conversations and all its paired messages, three of seed 2's conversations and most of its paired
messages, and three of seed 3's conversations and about half its paired messages were read as generated (after the
wiring commit had pinned the set's first digests; they were pinned again after this): two event cores went "to" an event
("I go to my flight to Rome", "{d} I go to my {e}" at the pond co-operative) and now are away "because of" it or "for"
it; a preference core still had "in my head there is only morning meetings" and now sees them; two small-talk lines
asked after the other's health just after the Tamasheq and Sorbian frames had ("Mani eghlalan? Alkher ghas, I hope. And
you, everything good on your side?", "Witaj, kak so maš? ... And you, are you keeping well?") and now answer first ("All
is calm here, and with you?", "We are all well here, and how is it with you?"). A message that pairs two memories in two
voices greets in one language and says goodbye in another; that reads as a message typed by a person with two ways of
speaking, and was kept, as was an aside standing before a voice's greeting or after its goodbye (the generator puts
asides around the whole message, frames and all), a closing prose line of a summary that takes a voice's thanks or
goodbye after it ("Not changed. Ân-chṳ́-se."), a date standing bare where a weekday would take "on" ("My cousin will do
the digging 2027-04-16"), a persona's summaries under two authors' names, and preferences that sit oddly with a voice's
life (a well digger wishing for dark mode; any voice's style takes any value). Once the set was wired, the script that
compares this set's sentences, joiners and asides with earlier sets' left this set out of the sets it compares with, so
it printed nothing but this set's own.

Slips of blindness: printing the lines of ``ingest.py`` from ``_date`` to ``Wording`` printed, between ``_persona`` and
``_paired``, the generator's joining functions of "dev5", "dev6" and "dev7" (``_join_h5``, ``_join_h6``, ``_join_h7``,
with dev5's joiners named in them: " and ", "; ", ". Oh, and ", " Also, ", " — ") and the default asides (``ASIDES``:
"Oh, ", "Also, ", "btw ", "Quick thing: ", " Thanks!", " Anyway.", " :)"), which are the bench's generator, not the
extractor, but not on the list to read. The docstring of "dev48", read as the brief asked, quotes the old "dev" set's
first held-out recall for preferences, constraints and facts (0.15/0.19/0.12), the stops at which dev48 was run (47-48,
first on stop 46's extractor at ``1e3fdb5``) and earlier slips of its writer; heldout49's docstring, read first, tells
the subjects of commits its writer saw (heldout47 and heldout48 renamed after their runs, replays' run counts,
"test_bench_ingest_sets 553 passed"), with no figure; and the comment above dev48 in ``ingest.py`` says it was run at
stops 47-48 ("figures in README", none given). Listing the set tests' top-level names (with their line numbers, to find
the parts to read) printed the name of every test, and so the layouts of earlier sets, which were avoided; printing the
set tests' first sixty lines printed the comment above ``PINNED`` (the stops at which "dev6" … "dev48" were run, no
figure) and the digests of "tuning", "dev" and "dev2", and the next part printed the end of dev47's, and those of
"dev48" and "heldout49"; the diffs of ``1f4cccb`` and ``e66de3d`` printed heldout48's and heldout49's digests and a few
lines of heldout48's comment block. The script that looks for values outside a style's slot reads every value the
generator's vocabulary can give (its lists read in the script, never printed) and printed this set's styles with the
value found: "6pm", "cats", "dog", "ines", "march", "may", "monday", "noon", "peanuts", "sesame", "sunday", "tomorrow",
"vegan", "vegetarian" and, later, "forms" (so some values of the vocabulary were seen, as in any read of generated
conversations). Counts of candidate words were taken a whole word at a time and printed counts only; a script that
counts every word of this set's module in the other modules printed this set's words with their counts, never another
module's lines or names, and four counts of a line pattern ("^Number: [0-9]", "Number: N Author", "Page: N", "Summary of
Comments") printed counts of files only. Looking for lines over 120 characters printed line numbers only, three of them
in ``ingest.py`` outside this set's lines. ``ls`` of the worktree and of ``memlineage_bench/`` printed file names only.
The set tests were run with ``--tb=no`` so that no failure could print another set's text (none failed). No ``git log``
was run beyond one line of this branch's own newest commit. Nothing else was read beyond the list above; the scripts of
this set import ``ingest`` and the set tests (and so ``memgraph_py``, as the set tests do) without any of it being
opened or run beyond the generator, and the set tests' classifier-tool test loads ``tools/`` as it always has, unopened.

It is held out and has never been run: the lead runs it.
"""

from __future__ import annotations

__all__ = ["H50_ASIDES", "H50_CONSTRAINTS", "H50_EVENT_STYLES", "H50_FACT_STYLES", "H50_JOINERS", "H50_PREF_STYLES",
           "H50_SMALLTALK", "H50_TASK_STYLES", "H50_TRAPS", "join_h50"]

#: Each voice's four frames: nothing, a greeting before a core, a thanks or goodbye after it, or both (a pasted
#: comment summary keeps its prose lines first and last, so a frame only ever touches prose).
_FRAMES = {
    "gu": [("", ""), ("Hey now! ", ""), ("", " Tenk ya."), ("Hey now, how oona da do? ", " Tenk ya, tek cyear.")],
    "hk": [("", ""), ("Ngì-hó! ", ""), ("", " Ân-chṳ́-se."), ("Ngì-hó, eat already? ", " Ân-chṳ́-se, màn-màn hàng.")],
    "tq": [("", ""), ("Alkher ghas! ", ""), ("", " Tanemmert."),
           ("Mani eghlalan? Alkher ghas, I hope. ", " Tanemmert, ar tufat.")],
    "hs": [("", ""), ("Witaj! ", ""), ("", " Dźakuju so."),
           ("Witaj, kak so maš? ", " Dźakuju so, božemje.")],
}

#: Whose comments a voice's summaries carry (the user's own name in the PDF reader) and how its reader writes the date
#: and time of a comment ("1" is the month, "3" the day, "07:12:05" the time, as in the day of the conversations).
_AUTHOR = {"gu": "Ernestine", "hk": "A-Kun Hsu", "tq": "Attaher", "hs": "Hanka"}
_STAMP = {
    "gu": lambda y, m, d, t: f"{m}/{d}/{y} {int(t[:2]) % 12 or 12}:{t[3:]} {'AM' if int(t[:2]) < 12 else 'PM'}",
    "hk": lambda y, m, d, t: f"{y}/{m}/{d} {t}",
    "tq": lambda y, m, d, t: f"{d:02d}/{m:02d}/{y} {t}",
    "hs": lambda y, m, d, t: f"{d:02d}.{m:02d}.{y} {t}",
}


def _comments(voice: str, intro: str, pdf: str, entries: list[tuple], outro: str,
              day: tuple[int, int, int] = (2027, 3, 1)) -> str:
    """The comments the user wrote on a PDF, as Adobe Acrobat's "Summarize Comments" lists them, pasted between two
    prose lines: ``intro`` (ending in ":"), the summary's heading ("Summary of Comments on " and the file's name),
    then for each page its "Page: " line and each of its comments in two lines, the comment's own line ("Number: ",
    its number on the page, "Author: " and who wrote it, "Subject: " and its kind, "Date: " and when, as the voice's
    reader writes it) and the comment's text; then ``outro``. ``entries`` holds (page, time, text) for the user's own
    comments, or (page, time, text, author) for a comment someone else wrote; ``day`` is (year, month, day)."""
    lines = [intro, f"Summary of Comments on {pdf}"]
    page, number = None, 0
    for entry in entries:
        at, time, text = entry[:3]
        author = entry[3] if len(entry) > 3 else _AUTHOR[voice]
        if at != page:
            lines.append(f"Page: {at}")
            page, number = at, 0
        number += 1
        kind = "Text Box" if text.startswith("[box] ") else "Comment on Text"
        text = text.removeprefix("[box] ")
        lines.append(f"Number: {number} Author: {author} Subject: {kind} Date: {_STAMP[voice](*day, time)}")
        lines.append(text)
    lines.append(outro)
    return "\n".join(lines)


def _dress(cores: dict[str, list[str]]) -> list[str]:
    """Each voice's cores, each in all four of that voice's frames, core after core."""
    return [before + core + after for voice, voice_cores in cores.items() for core in voice_cores
            for before, after in _FRAMES[voice]]


H50_PREF_STYLES = _dress({
    "gu": [
        "Every lady sitting with me at the stand on the highway know I lean toward {v}.",
        "Ever since I was a lil gal running barefoot on St. Helena Island, it been {v} fuh me.",
        "Willie quit asking years ago, he just tell folks Ernestine goin' want {v}.",
        _comments("gu", "Copied off the church outing PDF, I put a note on it at day clean:",
                  "church_outing_flyer.pdf", [(1, "07:14:05", "ernestine here, {v} fuh me please")],
                  "Ain' nothing changed on that."),
        "When I done coiling sweetgrass from sunup, the thing I crave is {v}.",
        "Give Ernestine {v} and she grinning like a child at a fish fry.",
        "Two choices on the table, I reach fuh {v} and don't study on it.",
        "Gran'ma raised me sensible, and sensible say {v}.",
        "The sisters at the praise house just shake they head, Ernestine and her {v}.",
        "Bin yah my whole life, and my whole life I gone with {v}.",
        "Write it plain in your book, {v} suit me the best.",
        "Beaufort or clean across the country, I go looking fuh {v}.",
        "My daughter Tonya pick fuh me when I'm tired, and she pick {v}.",
        "Hot summer or cold snap, it's {v} that please me.",
    ],
    "hk": [
        "Ask any persimmon farmer in Xinpu, they say A-Kun goes for {v}.",
        "My A-po called me a stubborn ox, because from a boy I chose {v}.",
        "When A-Lan orders for the two of us, mine is {v}, she does not even look.",
        _comments("hk", "This is from the PDF of the farmers' outing, I commented at six-something:",
                  "xinpu_outing_plan.pdf", [(2, "07:05:12", "A-Kun: {v} for me, thank you")],
                  "Same like before."),
        "Whole day turning fruit on the racks, and in my head I see only {v}.",
        "Haiya, why you ask me again? {V}, naturally, always the same.",
        "Give me {v}, my mood goes up like a flag in the Hsinchu wind.",
        "The lei cha shop owner sees me and already knows, {v}.",
        "From the time I was in middle school in Hsinchu, I keep with {v}.",
        "Wei jokes that his father is an old machine, one program only, {v}.",
        "When the wind is too strong to work outside, I sit and wish for {v}.",
        "My taste is not complicated, {v} and finish.",
        "Beside my name you can put: likes {v}.",
        "If the whole village picks something else, A-Kun still picks {v}.",
    ],
    "tq": [
        "The diggers who go down the shafts with me near Timia know my choice: {v}.",
        "From when I was a boy running in the streets of Agadez, for me it was {v}.",
        "Fadimata no longer asks me, she knows her husband wants {v}.",
        _comments("tq", "I commented the PDF of the journey this morning, here it is:",
                  "journey_plan_agadez.pdf", [(1, "07:08:21", "attaher prefers {v}")],
                  "And it stays so."),
        "At forty metres under the sand, hot and tired, I think only of {v}.",
        "When I have {v}, my heart is light all the day.",
        "My uncle laughs and says I am stubborn like the old acacia, always {v}.",
        "If you put two things before me, my hand goes to {v}.",
        "By the third glass of tea my friends tease me, because I speak of {v} again.",
        "For me, normally, it is {v}, this does not move.",
        "When the sand wind shuts the road for two days, I sit and wish for {v}.",
        "In the market near the Grand Mosque everybody knows, Attaher chooses {v}.",
        "Intalla imitates me to his friends: papa and his {v}.",
        "On your paper for me, write {v}, this is what I like.",
    ],
    "hs": [
        "Everybody who works the carp ponds with me knows I go for {v}.",
        "Already as a little girl in Crostwitz I picked {v}, my mać still tells it.",
        "Měrćin has learned in twenty years of marriage: for Hanka it is {v}.",
        _comments("hs", "My note on the PDF of the parish trip, copied this morning:",
                  "pilgrimage_programme.pdf", [(2, "07:11:03", "hanka would like {v}")],
                  "Nothing different since."),
        "After a frosty morning in waders, what I long for is {v}.",
        "Ach, my pick is simple, I take {v}.",
        "My wowka said I am as stubborn as a stork on its nest, and I keep to {v}.",
        "Lenka rolls her eyes when her mother chooses {v} again.",
        "If the decision is mine, then {v}.",
        "In Bautzen they know me at the market, Hanka and {v}.",
        "Offer me two things and I would reach for {v}.",
        "In winter, when the ponds are frozen and there is little to do, I dream about {v}.",
        "{V} for me, and I don't want to discuss it long.",
        "Note it down for me, please: I like {v}.",
    ],
})

H50_CONSTRAINTS = {
    "allergy": _dress({
        "gu": [
            "Keep {a} way from me, I'm allergic, it swell me up quick.",
            "The clinic over in Beaufort did the scratch test, and it come back allergic to {a}.",
            _comments("gu", "I wrote on the new doctor's PDF at day clean, here the note:",
                      "new_patient_packet.pdf", [(2, "07:21:16", "ernestine allergic to {a}, bad bad")],
                      "Been so all my life."),
            "{A} near me and Willie got to drive me to the emergency, I'm allergic.",
            "Gran'ma found out when I was knee high: allergic to {a}.",
            "If oona fixing anything fuh me, leave out {a}, I'm allergic.",
            "Bin allergic to {a} since I was a baby, and it ain' eased up.",
        ],
        "hk": [
            "Please remember, {a} gives me allergy, my skin gets red spots everywhere.",
            "The big hospital in Hsinchu tested me, the doctor wrote: allergic to {a}.",
            _comments("hk", "Here the comment I left on the clinic PDF at breakfast:",
                      "health_check_xinpu.pdf", [(1, "07:16:33", "I have allergy to {a}")], "Not changed."),
            "{A} for me, very dangerous, once I could not breathe.",
            "My A-po discovered it when I was five years old, allergic to {a}.",
            "The waiter, the nurse, everybody must hear it from you: no {a} for A-Kun.",
            "I am strong farmer, but with {a} I fall down, allergic.",
        ],
        "tq": [
            "Listen well, I am allergic to {a}, it is serious for me.",
            "The doctors at the hospital of Agadez made tests, and I am allergic to {a}.",
            _comments("tq", "I commented the health form PDF this morning, look:",
                      "clinic_form_attaher.pdf", [(1, "07:09:18", "allergy: {a}")], "Always true."),
            "{A} makes my face big like bread, I am allergic.",
            "My mother protected me from {a} since I was small, because of allergy.",
            "If you prepare something for me, think of {a}, I am allergic.",
            "Sand and heat do not stop me, but {a} does, I have allergy.",
        ],
        "hs": [
            "I react badly to {a}, it is an allergy, please don't forget.",
            "The allergist in Bautzen pricked my whole arm, and the one that reacted was {a}.",
            _comments("hs", "I put it on the doctor's questionnaire PDF this morning, the comment:",
                      "anamnesis_form.pdf", [(3, "07:21:08", "Hanka: strong allergy to {a}")], "That remains."),
            "{A} and I end up in the hospital in Kamenz, I am allergic.",
            "At four years old I nearly died from {a}, since then the whole family knows, allergic.",
            "Any restaurant or hotel you choose for me, tell them about {a}, allergic.",
            "I can stand in icy water for hours, but {a}, no, allergic.",
        ],
    }),
    "diet": _dress({
        "gu": [
            "Some years back the doctor say I'm {d}, and I keep to it.",
            "The church mothers fix me my own plate at homecoming, I'm {d}.",
            _comments("gu", "Here my note on the family reunion PDF from day clean:",
                      "reunion_menu_grant_family.pdf", [(1, "07:33:12", "ernestine is {d}")], "Still so."),
            "Even when the whole island at the fish fry after church, I stay {d}.",
            "Whatever food you suggest, mind I'm {d}.",
            "I'm {d} and I don't cheat, not even a lil taste.",
            "Eating on the road to the craft fairs is hard, cause I'm {d}.",
        ],
        "hk": [
            "I am {d}, the whole Hsu family knows to cook around it.",
            "At the Yimin Festival everybody eats big, but I bring my own box, I am {d}.",
            _comments("hk", "My comment on the PDF of the wedding menu this morning:",
                      "wedding_menu_hsu.pdf", [(1, "07:18:22", "A-Kun is {d}")], "Same as last year and before."),
            "When we eat at the old street, I ask the cook first, I am {d}.",
            "For any meal idea, think: A-Kun is {d}.",
            "Already some years {d}, my stomach thanks me.",
            "Strictly {d} me, even at the Mid-Autumn moon party.",
        ],
        "tq": [
            "I have become {d}, two years now.",
            "At the weddings of Agadez I eat on the side, because I am {d}.",
            _comments("tq", "The comment I put on the PDF of the festival, this morning:",
                      "guest_list_in_gall.pdf", [(2, "07:21:50", "Attaher is {d}")], "It does not change."),
            "Even at the Cure Salée, with all the feasting, I am {d}.",
            "When you think of food for me, remember I am {d}.",
            "I am {d}, and for nobody I make an exception.",
            "Fadimata cooks two pots now, one for the family and one for me, I am {d}.",
        ],
        "hs": [
            "Since Lenka was born I have been {d}.",
            "At the church fair in Crostwitz I ask at each stall, because I am {d}.",
            _comments("hs", "My comment on the christening menu PDF, written this morning:",
                      "christening_menu_lenka.pdf", [(1, "07:25:14", "please remember: {d}")], "It stays so."),
            "Even at the Bird wedding, with all the sweets, I stay {d}.",
            "For any meal you plan for me, I am {d}.",
            "Ach, I am {d}, that is settled.",
            "My family in Crostwitz has got used to it, I'm {d}.",
        ],
    }),
    "hours": _dress({
        "gu": [
            "Before {t} don't come looking, I'm out at the stand.",
            "After {t} my phone lay face down on the dresser, I'm through.",
            _comments("gu", "This my note on the market PDF from day clean:",
                      "highway_market_rules.pdf", [(1, "07:16:09", "can't come before {t}")], "I hold to that."),
            "Phone don't get picked up till {t}, my hands busy with the grass.",
            "Don't book me nothing till {t}, I got baskets to finish.",
            "From {t} on I'm at the praise house, don't call.",
            "I'll see folks, but only after {t}.",
        ],
        "hk": [
            "Before {t} I am out among the racks, I cannot pick up the phone.",
            "After {t} I switch off, farmer also needs rest.",
            _comments("hk", "My comment on the farmers' group PDF this morning:",
                      "group_meeting_dates.pdf", [(1, "07:16:27", "after {t} A-Kun does not answer")],
                      "Like this every day."),
            "My mornings belong to the persimmons, put things only after {t}.",
            "After {t} A-Lan takes my phone away, family time.",
            "Meet me only after {t}, earlier impossible.",
            "Until {t} I am busy with the fruit.",
        ],
        "tq": [
            "Before {t} I am down in the well, no network there.",
            "After {t} I do not answer, my body needs rest.",
            _comments("tq", "I commented the work plan PDF this morning, here:",
                      "well_project_aïr.pdf", [(2, "07:04:52", "not after {t}")], "Every day like that."),
            "If you want to see me, come after {t}, before I am at the bottom of the well.",
            "When it is {t}, I put down the rope and I am finished.",
            "Nobody should count on Attaher before {t}.",
            "Until {t} I am digging, I cannot.",
        ],
        "hs": [
            "Until {t} I'm out at the ponds, I can't talk.",
            "After {t} my evening belongs to my family.",
            _comments("hs", "My comment on the pond rota PDF, this morning:",
                      "pond_rota_spring.pdf", [(1, "07:18:35", "busy until {t}")], "Each day the same."),
            "The fish eat first, so nothing for me before {t}.",
            "Only from {t}, earlier I feed the fish.",
            "After {t} I lie down, my day starts in the dark.",
            "Not before {t}, I'm sorry.",
        ],
    }),
    "budget": _dress({
        "gu": [
            "I can lay out {m} on it and not one cent past that.",
            "{m} the most, I'm saving up fuh a new roof on the house.",
            _comments("gu", "I marked my limit on the trip PDF at day clean, here the note:",
                      "bus_trip_prices.pdf", [(1, "07:27:08", "my budget {m}")], "That's still my number."),
            "Don't go past {m}, baskets don't sell in the cold months.",
            "With {m} I done reached the end of my purse.",
            "Whatever it is, it got to come in under {m}.",
            "Up to {m}, I got grandbabies at the table.",
        ],
        "hk": [
            "Persimmon money is small, {m} is what I can use.",
            "Over {m} is too much for a farmer.",
            _comments("hk", "This is my comment on the quotation PDF this morning:",
                      "tour_quotation.pdf", [(2, "07:11:06", "budget {m} only")], "Same money."),
            "{m} is the end, a farmer cannot pay more.",
            "Not above {m}, the drying racks need repair this year.",
            "A-Lan decided {m}, and A-Lan keeps the money.",
            "Find me something cheaper than {m}.",
        ],
        "tq": [
            "{m}, this is what I have, after that my pocket is empty.",
            "Do not pass {m}, the digging season is short and the pay is late.",
            _comments("tq", "My comment on the ticket offer PDF, this morning:",
                      "bus_ticket_offer.pdf", [(1, "07:12:19", "{m} no more")], "That stays."),
            "{m}, it is the ceiling for me.",
            "If it is more than {m}, I stay home.",
            "Stay under {m} for me, please.",
            "The well owners pay late, so {m} is my limit.",
        ],
        "hs": [
            "The housekeeping book says {m} for this, and not a euro more.",
            "Please, {m} is where it stops.",
            _comments("hs", "My comment on the holiday offer PDF, this morning:",
                      "holiday_offer_baltic.pdf", [(1, "07:22:31", "at most {m}")], "The sum has not moved."),
            "The carp bring money only once a year, so {m} is all.",
            "Not above {m}, or Měrćin will grumble all week.",
            "{m}, Měrćin and I agreed on it.",
            "Look for something within {m}.",
        ],
    }),
    "days": _dress({
        "gu": [
            "{W}s I keep fuh church and my people.",
            "Every {w} I'm set up at the stand by the highway, not free.",
            _comments("gu", "I wrote on the volunteer PDF at day clean, here the note:",
                      "volunteer_sheet.pdf", [(1, "07:05:22", "ernestine busy every {w} at the stand")],
                      "Every week God send."),
            "Ain' no use asking me fuh nothing on {w}s.",
            "{W} the one day these hands rest.",
            "Pick some other day, {w} ain' good fuh me.",
            "Come a {w}, I'm over at Aunt Hattie's.",
        ],
        "hk": [
            "The racks can wait on {w}s, that is the family day.",
            "Every {w} I drive to Beipu to see my mother.",
            _comments("hk", "My comment on the class schedule PDF this morning:",
                      "calligraphy_class.pdf", [(1, "07:06:55", "{w} not available")], "Always so."),
            "Tell the doctor, the bank, everybody: A-Kun is not free on {w}s.",
            "On {w}s the drying yard is closed.",
            "{W}? Haiya, not possible.",
            "Any day okay, only not {w}.",
        ],
        "tq": [
            "{W}s I am always in the gardens of Timia with my brother.",
            "I accept no work on a {w}.",
            _comments("tq", "I commented the digging calendar PDF this morning:",
                      "digging_calendar.pdf", [(1, "07:09:15", "attaher never free on {w}s")], "Each week."),
            "{W} is for my mother, I go to her.",
            "On {w}s I am with my children, do not fill them.",
            "{W}s are not possible for me, never.",
            "Every {w} I am at the animal market of Agadez, no phone.",
        ],
        "hs": [
            "The ponds get along without me on {w}s, that is my rest.",
            "On {w}s I go to help my mać in the garden.",
            _comments("hs", "My comment on the feeding rota PDF, this morning:",
                      "feeding_rota.pdf", [(2, "07:14:24", "{w}s no")], "Every week."),
            "On {w}s I don't take on anything, that's a rule in our house.",
            "Each {w} I drive Lenka to Bautzen.",
            "{W}s are out of the question for Hanka.",
            "Pick another day, {w} I am never available.",
        ],
    }),
}

H50_FACT_STYLES = _dress({
    "gu": [
        "One of the sisters at the praise house ask me this morning, so here: my {n} is {v}.",
        "My {n}? {v}, sure as the tide come in, Willie can tell you.",
        _comments("gu", "I put it on the county PDF at day clean, here the note:",
                  "county_tax_form.pdf", [(1, "07:11:02", "ernestine's {n} is {v}")], "That's right."),
        "{v}, and that's my {n}, you can stand on it.",
        "Cousin Bubba keep pestering me fuh it, so I'm telling you too: my {n} is {v}.",
        "In your book by Ernestine's name, write down my {n}: {v}.",
        "Ernestine Chisolm, that's me, and my {n} is {v}.",
        "Tuck this away somewhere safe fuh me, my {n} is {v}.",
        "Might come in handy down the road, my {n} is {v}.",
        "So it's wrote down somewhere besides my head, {v} is my {n}.",
    ],
    "hk": [
        "Before I go out to the racks, quickly: my {n} is {v}.",
        "Maybe one day somebody asks, then you know my {n} is {v}.",
        _comments("hk", "This is what I commented on the member PDF early today:",
                  "farmers_group_member.pdf", [(1, "07:04:48", "A-Kun Hsu, {n}: {v}")], "Checked with A-Lan, correct."),
        "Not urgent, but good to have: my {n} is {v}.",
        "I checked two times in my papers, {v} is my {n}.",
        "A-Lan wrote it on the fridge, my {n} is {v}.",
        "Every time I lose the paper, so please you keep: {n}, {v}.",
        "So many papers at the farmers' group, I am tired of writing it: my {n} is {v}.",
        "If A-Kun falls off a ladder one day, they need this: {n}, {v}.",
    ],
    "tq": [
        "My {n}, in case you need it one day, is {v}.",
        "Before I go down into the shaft again, take it: my {n} is {v}.",
        _comments("tq", "Here the comment from the registration PDF this morning:",
                  "registration_attaher.pdf", [(2, "07:14:11", "{n}: {v}")], "Correct."),
        "So you know all about Attaher, my {n} is {v}.",
        "I never remember to tell people, my {n} is {v}.",
        "Sitting in the shade at midday it came to my head: {v}, that is my {n}.",
        "The network is weak here in the Aïr, so fast: my {n}, {v}.",
        "{v} is my {n}, and this will not change.",
        "Fadimata said I should give you this also, my {n} is {v}.",
    ],
    "hs": [
        "Under Hanka in your records, the {n} is {v}.",
        "Perhaps I said it once already; in any case, my {n} is {v}.",
        _comments("hs", "The comment I wrote on the association PDF at breakfast:",
                  "fishermen_association_form.pdf", [(1, "07:07:29", "hanka's {n}: {v}")], "Right like that."),
        "Měrćin mixes it up every time, so you hold it: my {n} is {v}.",
        "{v}, and that is my {n}, even Měrćin knows.",
        "I took out my folder of papers and here it is, my {n} is {v}.",
        "It's useful for you to have this: my {n} is {v}.",
        "So, listen, my {n} is {v} and not anything else.",
        "A detail for the file on Hanka: {v} is my {n}.",
    ],
})

H50_EVENT_STYLES = _dress({
    "gu": [
        "My {e} is {d}, I got to get Tonya to mind the stand.",
        "My head ain' what it used to be, so you hold it: {d} my {e}.",
        _comments("gu", "I wrote it on the family calendar PDF at day clean, here:",
                  "grant_family_calendar.pdf", [(1, "07:24:13", "ernestine's {e}, {d}")], "Ernestine gone be there."),
        "Don't count on me {d}, that's my {e}.",
        "They finally set it, my {e} gone be {d}.",
        "Got butterflies already, {d} my {e}.",
        "Pencil in {d} fuh my {e}, the whole day spoke for.",
        "My {e} land {d}, a full week fuh me.",
        "Oh my, {d} gone be something, it's my {e}.",
        "Like to forgot it, but Willie say my {e} come {d}.",
    ],
    "hk": [
        "I told the farmers' group already, my {e} is {d}.",
        "The evening before, ring a bell for me, {d} comes my {e}.",
        _comments("hk", "The comment I made on the month plan PDF this morning:",
                  "month_plan_hsu.pdf", [(1, "07:16:59", "{e} {d}")], "Fixed already."),
        "{E} {d}, A-Lan says I must tell you so you remember for me.",
        "No work on the racks for me {d}, I have my {e}.",
        "Yesterday the phone call came, the date for my {e} is {d}.",
        "Hope everything goes smooth at my {e}, it is {d}.",
        "A-Lan already pressed my good shirt, {d} is my {e}.",
        "Haiya, so nervous, my {e} is {d}.",
    ],
    "tq": [
        "My {e} is {d}, I found a man to take my place on the rope.",
        "For my {e} {d} I take the truck back down from the mountains.",
        _comments("tq", "I commented the agenda PDF this morning, look:",
                  "agenda_attaher.pdf", [(1, "07:02:35", "{d}: {e}")], "Now it is on paper."),
        "The family agreed, we travel {d} for my {e}.",
        "A message came at last, they fixed my {e} for {d}.",
        "My cousin will do the digging {d}, because I have my {e}.",
        "Each night I count the nights left, my {e} is {d}.",
        "Do not give away {d}, it is the day of my {e}.",
        "No digging for Attaher {d}, because of my {e}.",
    ],
    "hs": [
        "The pond co-operative has known for weeks: {d} I am away for my {e}.",
        "Mark it in red: {d}, my {e}.",
        _comments("hs", "My comment on the year planner PDF, this morning:",
                  "year_planner_2027.pdf", [(1, "07:12:21", "hanka: {d} my {e}")], "Lenka knows the day too."),
        "The fish must manage without me {d}, I have my {e}.",
        "Lenka has circled it on the wall calendar, {d}, my {e}.",
        "Měrćin takes me by car {d} to my {e}.",
        "Everything is organised, my {e} is {d}, Lenka comes along.",
        "My thoughts are already at my {e}, {d}.",
        "In the diary: {e}, {d}.",
    ],
})

H50_TASK_STYLES = _dress({
    "gu": [
        "I got to {t}, been dragging my feet fuh weeks.",
        "Soon as I'm home from the stand, remind me to {t}.",
        _comments("gu", "I put it on the house list PDF at day clean, here the note:",
                  "house_list.pdf", [(1, "07:19:04", "remember to {t}")], "Just that one."),
        "Willie been on me to {t}.",
        "Before meeting at the praise house I must {t}.",
        "This week, rain or shine, I'mma {t}.",
        "Hanging over my head still: {t}.",
        "Tomorrow at day clean I'm gwine {t}.",
        "Ask me this evening, did Ernestine {t} yet?",
        "Can't keep pushing it off, I got to {t}.",
    ],
    "hk": [
        "Haiya, the thing I keep forgetting: {t}.",
        "After work on the racks I need to {t}.",
        _comments("hk", "The comment I put on the checklist PDF this morning:",
                  "harvest_checklist.pdf", [(1, "07:08:47", "A-Kun must {t}")], "Not finished."),
        "A-Lan keeps pushing me to {t}.",
        "Before Wei comes back from university, I should {t}.",
        "Tomorrow early I {t}, before the wind starts.",
        "Two weeks on my paper and still I did not {t}.",
        "You help me remember, I need to {t}.",
        "Before the next market day I will {t}, promise.",
    ],
    "tq": [
        "I need to {t} before the hot months come.",
        "Fadimata looks at me each morning, because I did not {t} yet.",
        _comments("tq", "My comment on the list PDF this morning, here:",
                  "things_to_do_attaher.pdf", [(1, "07:19:33", "tomorrow: {t}")], "It is still waiting."),
        "Now I must really {t}.",
        "Each day I forget to {t}, it is not good.",
        "Between two wells I will try to {t}.",
        "Do not let me leave for the gardens before I {t}.",
        "My mother waits that I {t}.",
        "When I return to Agadez, first I {t}.",
    ],
    "hs": [
        "Every evening it comes to my mind too late, I have to {t}.",
        "Before Lenka's holidays begin I should {t}.",
        _comments("hs", "My comment on the spring jobs PDF at breakfast:",
                  "spring_jobs.pdf", [(1, "07:15:26", "this evening: {t}")], "Still open."),
        "Měrćin reminded me twice to {t}.",
        "After the ponds today I'll {t}.",
        "Ach, this one is still on the list: {t}.",
        "One big job today, to {t}.",
        "It's on the fridge in Lenka's writing: {t}.",
        "For weeks I've postponed it, now I must {t}.",
    ],
})

H50_SMALLTALK = _dress({
    "gu": [
        "Hot and sticky on the island today, the gnats biting something terrible.",
        "Tide come up over the low road again this morning.",
        "Sold three baskets to some folks from Ohio, good day.",
        "Red rice and okra soup at my sister house, sho' nuff good.",
        "The road to Lady's Island was shut an hour, cars backed up.",
        "Mm-hm, I hear you.",
        "Doing alright over here, how about you?",
        "Child, you too funny.",
        "Is Hunting Island beach still washing away?",
        "Storm clouds rolling in over the marsh, I'm packing up the stand.",
        "Benne wafers with my coffee, that's my morning.",
        _comments("gu", "Look what I wrote on the church bulletin PDF, just playing around:",
                  "church_bulletin.pdf", [(1, "06:58:07", "pretty picture of the choir")], "Nothing in it."),
        "My fingers sore from the palmetto today.",
        "Slow day, ain' a soul stopped at the stand.",
        "Everybody at home doing fine.",
        "Go 'head, I'm with you.",
        "Hold on, let me study on that a minute.",
        "The Penn Center had a heap of visitors this weekend.",
        "Day clean come up pretty this morning, pink all over the water.",
        "The no-see-ums out early this year, whew.",
        "Grandbabies running round the yard all afternoon.",
        "My back tired from that low stool.",
    ],
    "hk": [
        "The Hsinchu wind is very strong today, the racks are shaking.",
        "Hundreds of persimmons on the racks, all orange, very pretty.",
        "Eating ban tiao with A-Lan at the old street.",
        "Lei cha in the afternoon, I grind the tea myself.",
        "The tung blossoms are falling, the hills look like snow.",
        "Oh, so it is like that.",
        "And your side, very busy?",
        "Haha, you make a good joke.",
        "Is Beipu old street crowded on the weekend?",
        "Hakka mochi rolled in sesame, my mother made.",
        _comments("hk", "What I commented on the temple festival PDF, only for fun:",
                  "temple_festival.pdf", [(2, "06:52:18", "nice drawing of the temple")], "Nothing serious."),
        "The road down to the coast was full of cars.",
        "My back hurts from bending over the racks.",
        "Quiet morning, no buyers came.",
        "Home is peaceful, everybody healthy.",
        "Keep talking, A-Kun is here.",
        "Hmm, give my head a minute.",
        "Wei called from university, he eats well.",
        "The tourists take photos of the persimmons all day.",
        "Rain today, the drying stops.",
        "My grandson wants a phone, he is six, haiya.",
        "The Yimin Festival was so loud this year.",
    ],
    "tq": [
        "The sand wind is blowing since morning, we see nothing.",
        "Very hot in Agadez today, even the dogs stay in the shade.",
        "We found water at last in the new well, everybody was singing.",
        "Tea with my friends, the third glass is the sweetest.",
        "The gardens of Timia are green now, beautiful.",
        "Ah, now it is clear in my head.",
        "All is calm here, and with you?",
        "Ha, you are making me laugh.",
        "Is the Ténéré really as big as a country?",
        "Bread cooked under the sand, very good with sauce.",
        _comments("tq", "A comment I put on the concert PDF this morning, only for fun:",
                  "concert_poster.pdf", [(1, "06:54:36", "good guitar this one")], "Only for fun."),
        "The road to Arlit is full of trucks today.",
        "My shoulders hurt from pulling the rope.",
        "Calm day, no digging.",
        "The family is in good health, thanks be.",
        "Continue, I follow you.",
        "One moment, I am thinking.",
        "The minaret of the Grand Mosque is so beautiful in the evening light.",
        "Intalla is learning the guitar, very loud.",
        "The stars over the desert tonight, you cannot count them.",
        "The dates from the gardens are very sweet this year.",
        "At the Cure Salée there were so many people and animals.",
    ],
    "hs": [
        "Fog over the ponds this morning, very beautiful.",
        "The cormorants came again, they eat my carp.",
        "We fished out the big pond today, my boots are full of mud.",
        "Quark with linseed oil for lunch, simple and good.",
        "Lenka painted eggs the whole afternoon.",
        "Ach so, I see.",
        "We are all well here, and how is it with you?",
        "Ha, you are a funny one.",
        "Is it true the Spree is so clean now?",
        "The Bird wedding is coming, the children are excited.",
        _comments("hs", "What I commented on the parish newsletter PDF this morning, nothing serious:",
                  "parish_newsletter.pdf", [(1, "06:56:02", "lovely photo of the singers")],
                  "Only a little joke of mine."),
        "The road to Bautzen was closed again.",
        "My hands are cold from the water.",
        "Quiet day, the fish are calm.",
        "Nothing new here.",
        "Tell me more, I'm all ears.",
        "A moment, I have to think.",
        "A grey bird stood on the dam all morning, waiting for my fish.",
        "The old women sang in the church, so beautiful.",
        "Ice on the small pond already.",
        "My mother baked a cake for Sunday.",
        "The frogs are so loud at night now.",
    ],
})

H50_TRAPS = _dress({
    "gu": [
        "Cousin Bubba break out in hives from strawberries, poor thing.",
        "Say I had me a big pile of money, I'd buy up a piece of Fripp, ha.",
        "Willie won't sit nowhere in church but the end of the pew by the door.",
        "Back in my young days I shucked at the cannery, all that behind me now.",
        "You reckon a basket can last a hundred years?",
        "Oh yes, nothing I love more than tourists asking can I knock off ten dollars. Wonderful.",
        "My niece say she done quit meat, then I catch her at the fish fry with a plate piled high.",
        "My sister Delores talking bout opening a lil restaurant in Beaufort.",
        "Gran'ma used to say, 'empty sack can't stand up.'",
        "They say the old folks carried the rice knowledge clean across the ocean, that so?",
        "As a young gal I had a mind to sing in one of them big choirs up north.",
        "Our pastor rise at four every blessed morning, can you believe it.",
        "Mercy me, price of everything in Beaufort these days.",
        "Sometimes I picture a lil porch right over the marsh.",
        "The man next door play his music loud every Sunday night, whew.",
        "How come the gnats wait till sundown to come after you?",
        "What if I packed up and went to Charleston, hm?",
        "Dr. Simmons put a new hip in my brother last spring.",
        "We had an old hound named Rusty when I was coming up.",
        "Sitting out in that sun all day and not one customer, living the dream, ha.",
        "My mama picked at the factory till her hands give out.",
        "Suppose I put my baskets on the computer to sell?",
        _comments("gu", "My granddaughter got on my laptop, these her comments, not mine:",
                  "field_trip_permission.pdf", [(1, "20:12:05", "I love strawberries", "Keisha"),
                                                (1, "20:14:22", "no broccoli please", "Keisha")],
                  "That's the child's, not Ernestine's.", day=(2027, 2, 28)),
        _comments("gu", "Found this old one from back when I worked at the cannery:",
                  "cannery_shift_list.pdf", [(1, "06:05:13", "I start at six sharp")], "That job long gone.",
                  day=(2016, 6, 12)),
        _comments("gu", "The summary off the church's PDF, these the deacons' comments, not mine:",
                  "church_supper.pdf", [(1, "09:02:04", "supper starts at 6pm", "Deacon Board"),
                                        (1, "09:04:16", "plates are twelve dollars", "Deacon Board")],
                  "That's church business."),
        "Could a grown man learn to sew a basket, or it take a child's fingers?",
        "My cousin done changed his number again, can't nobody find him.",
    ],
    "hk": [
        "A-Lan's brother gets a rash from taro, very itchy.",
        "Win the lottery? Then I buy the whole hill behind Xinpu, only dreaming.",
        "A-Lan must sit next to the window on the train, otherwise she is unhappy.",
        "Before, I drove a delivery van, now no more, that chapter is closed.",
        "Do you think the young people will still dry persimmons in twenty years?",
        "Very good, rain exactly on the day I lay out ten thousand persimmons. Perfect.",
        "My cousin tells everybody she is vegetarian, then at the wedding she takes the meat dishes two times.",
        "Wei wants to open a coffee shop after university, he says.",
        "My A-po used to say, 'the wind dries the fruit, patience makes it sweet.'",
        "People say Hakka people always lived in the hills, is it true?",
        "As a small boy I wanted to drive trains.",
        "The chairman of the farmers' group sleeps late, we never see him in the morning.",
        "Fertilizer price went up again, so expensive.",
        "Maybe in some years a small guest house for the visitors, who knows.",
        "The neighbour sings with his machine every night till late.",
        "How come the strong wind always comes in autumn?",
        "What if I moved to the city like my classmates?",
        "Dr. Liu did the operation on my father's eye last year.",
        "When I was a boy we had a big black dog called Ah-Hei.",
        "Turning ten thousand fruits by hand, the dream job, ha.",
        "My father planted rice his whole life.",
        "Suppose I open an online shop for persimmon cakes?",
        _comments("hk", "Wei used my computer, these comments are his, not mine:",
                  "game_club_rules.pdf", [(1, "19:05:21", "I like comics", "Wei"),
                                          (1, "19:07:53", "I don't eat dumplings with leek", "Wei")],
                  "That's Wei, my son, not me.", day=(2027, 2, 28)),
        _comments("hk", "An old PDF from 2017, when I was driving the delivery van:",
                  "delivery_routes_old.pdf", [(1, "05:12:09", "first delivery at five")],
                  "That van and that life, finished.",
                  day=(2017, 9, 3)),
        _comments("hk", "From the farmers' group office PDF, the office's comments, not mine:",
                  "group_notice.pdf", [(1, "08:02:17", "persimmon price is 120 per box", "Group Office"),
                                       (1, "08:05:48", "no deliveries after 10 pm", "Group Office")],
                  "That's the office."),
        "How does a farm get the organic label?",
        "My friend's car plate is ABC-1234, he tells everybody, funny guy.",
    ],
    "tq": [
        "Mamadou, my partner on the rope, swells up from peanuts, we keep them away from him.",
        "Imagine I find gold at the bottom of a well, I would build a school in Timia.",
        "In the bus Fadimata fights for the window, every journey.",
        "Before, I drove tourists across the Ténéré, but the tourists stopped coming, that life is gone.",
        "Can a well be too deep, so the water is bad?",
        "Wonderful, the pulley breaks exactly when the full skin is halfway up. My lucky day.",
        "My cousin swears she eats no meat, but at the naming feast her plate was the fullest.",
        "My brother wants to open a phone shop in Niamey, he talks of nothing else.",
        "The old men say, 'the well does not fill itself because you look at it.'",
        "They say the Ténéré was green with lakes once, long ago, is that right?",
        "As a child I wanted to ride in the races at the Cure Salée.",
        "The man who owns the garden wells goes to sleep at nine, even when it is hot.",
        "Petrol in Agadez costs like gold now.",
        "A motor pump, one day, and I would go twice as deep.",
        "Every night my neighbour plays the same guitar song, I know it by heart.",
        "How is it that the sand wind waits for my free days?",
        "And if I went north to work in the mines, hm?",
        "Dr. Moussa came to our village last year with the vaccines.",
        "There was a young camel called Tanfust that followed me everywhere when I was little.",
        "Lifting stones from the bottom all day, the best sport, really.",
        "My grandfather went with the Azalay caravans to Bilma every year.",
        "Suppose I opened a little tea house near the mosque?",
        _comments("tq", "Tinhinan took my phone, these comments are hers, not mine:",
                  "school_concert_programme.pdf", [(1, "21:04:08", "I love couscous", "Tinhinan"),
                                                   (1, "21:06:27", "I'm allergic to cats", "Tinhinan")],
                  "Every word of it hers.", day=(2027, 2, 28)),
        _comments("tq", "From an old PDF of 2013, when I was driving tourists:",
                  "desert_tours_2013.pdf", [(1, "06:04:19", "we leave at six every day")],
                  "The tourists are gone, and that work too.", day=(2013, 1, 18)),
        _comments("tq", "From the diggers' association PDF, the president's comments, not mine:",
                  "association_meeting.pdf", [(1, "08:05:13", "meeting every first Monday", "President"),
                                              (1, "08:07:25", "a new well costs more than a house", "President")],
                  "That is the association's business."),
        "How long does a man need to dig ten metres with his hands?",
        "My friend wrote his bank code on the wall of his house, can you believe?",
    ],
    "hs": [
        "Měrćin's sister gets a rash from celery, she reads every label.",
        "With a lottery win I would buy the big pond near Milstrich.",
        "Měrćin has to sit in the front of the bus, or he feels ill.",
        "In my twenties I worked in the glassworks in Weißwasser, that is long over.",
        "Will young people still want to farm carp in thirty years?",
        "How lovely, the aerator breaks down on the hottest night of the year.",
        "My cousin says she is vegan now, but at the christening she had three pieces of cake with cream.",
        "Lenka's friend wants to study in Wrocław.",
        "My wowka said, 'a carp does not grow faster because you shout at it.'",
        "Is it true that carp can live to be fifty?",
        "As a girl I wanted to dance in the Sorbian ensemble.",
        "The head of the co-operative never comes before ten.",
        "Fish feed is so expensive this year.",
        "Sometimes I imagine a house with a room for my mać downstairs.",
        "The neighbours' boy practises the trumpet every evening.",
        "Why do the cormorants always choose my ponds?",
        "Maybe I should study something new, who knows.",
        "Dr. Nowak did my eye test last spring.",
        "We had a cat named Mica when I was a girl.",
        "Three days standing in cold mud for the harvest, and then the buyer haggles, how lovely.",
        "My grandfather fished these ponds until he was ninety.",
        "What if I sold carp at the market in Bautzen before the holidays?",
        _comments("hs", "Lenka uses my laptop, these comments are hers, not mine:",
                  "class_trip_programme.pdf", [(1, "20:05:11", "I love poppy seed cake", "Lenka"),
                                               (1, "20:07:24", "I hate physics", "Lenka")],
                  "All hers.", day=(2027, 2, 28)),
        _comments("hs", "From an old PDF of 2015, when I worked at the glassworks:",
                  "glassworks_shifts.pdf", [(1, "05:52:06", "work starts at seven")], "Long finished.",
                  day=(2015, 10, 2)),
        _comments("hs", "The co-operative's PDF, the chairman's comments, not mine:",
                  "carp_order_autumn.pdf", [(1, "08:01:15", "the carp order is due this week", "Pond Co-operative"),
                                            (1, "08:04:28", "the price is 6 euros per kilo", "Pond Co-operative")],
                  "From the chairman."),
        "Is it hard to learn to paint the eggs the old way?",
        "My colleague's pin code is on a sticker on her phone, she shows everybody.",
    ],
})

#: What the "heldout50" set wraps around some memories, each on a line of its own.
H50_ASIDES = (["", "About me, for the record.\n", "One thing on my side.\n", "File this under me.\n",
               "A personal one.\n", "For your memory of me.\n", "This one is for keeping.\n",
               "Something of mine to hold.\n", "Add this to what you hold on me.\n", "On my own account.\n"],
              ["", "\nThat is all on it.", "\nHope that is clear.", "\nSo there it is.", "\nThat's my piece.",
               "\nNo more to add.", "\nHold on to it for me.", "\nNothing further from me.",
               "\nThat is the whole of it.",
               "\nGood, that is done."])

#: How two memories share one message in the "heldout50" set.
H50_JOINERS = [" Next to that, of mine: ", " Likewise, on me: ", " And one other of mine: ", " A further one, mine: ",
               " On top of it: ", " In the same go: ", " After that, of me: ", " Right alongside, mine: ",
               " One more on my side: ", " With that, too: "]

_OPENERS = tuple(sorted({g for frames in _FRAMES.values() for g, _ in frames if g}, key=len, reverse=True))
_CLOSERS = tuple(sorted({f for frames in _FRAMES.values() for _, f in frames if f}, key=len, reverse=True))


def join_h50(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "heldout50" hand: a message greets once and says goodbye once, so the first
    memory gives up a voice's closing thanks or goodbye and the second its opening greeting; a pasted comment summary
    (more than one line) on either side stands apart from the other memory after an empty line, so its prose lines
    stay first and last; otherwise the first memory ends in ".", "!" or "?" (a full stop is added if not), then the
    joiner, then the second memory in its own case."""
    head = next((head[:-len(c)] for c in _CLOSERS if head.endswith(c)), head)
    tail = next((tail[len(g):] for g in _OPENERS if tail.startswith(g)), tail)
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    return (head if head.endswith((".", "!", "?")) else head + ".") + joiner + tail
