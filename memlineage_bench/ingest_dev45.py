"""Wordings "dev45" of `memlineage bench ingest` (the ``H45_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A forty-fifth hand (the helper session "held45"), written blind on 2026-12-07 by an engineer who had not read the
extractor or anything else in ``memgraph_py`` (its classifier, the gate, the labels, the query understanding, the entity
code), ``tools/``, the README, the docs, the issue tracker or any bench output, list of misses or other session's file,
and who did not run any extractor, ``memlineage``, ``bench ingest``, the classifier, any server or ``make`` on this set
or on anything (only the pure set tests, and small scripts of its own that render this set's styles with sample values,
compare its cores with each other, compare its sentences, joiners and asides with those of every earlier set as the set
tests gather them, printing only this set's own, and print this set's generated conversations). What was read: the
module docstring of "heldout44" first (how its writer read, chose and checked), then the generator (``ingest.py``: its
docstring, imports, vocabulary and the inline "dev" wordings beside it, ``_date``, ``_cap``, ``_persona``,
``_paired``, ``Wording``, ``WORDING_SETS``, ``generate``, the comment blocks on dev40, dev41, dev42, heldout43 and
heldout44, and the wiring); the module of "heldout44" in full, for its shape (its names, frames, counts, docstring
manner, asides, joiners and joining function; none of its phrasing copied, its voices, trades and layout kept clear
of); the set tests (their generic checks, ``PINNED``, ``WRITTEN``, the parametrize lists, the names of every layout
test, and heldout44's layout and joining tests); the commits that made and wired heldout44 (``1452d0b``, ``5bd0e03``,
``09041dc``: their messages and stats, and ``5bd0e03``'s changes to ``ingest.py`` and the set tests). No other set's
module was opened. ``grep -rn heldout45 tools/`` found nothing there: the one example string naming a set that does
not exist yet is in the set tests (the classifier tool's test), and now names heldout46.

To pick voices, trades and a layout no earlier set had used, the modules (``memlineage_bench/*.py``) were searched for
each candidate with counts or file names only as output. Basque, Georgian, Armenian, Estonian, Icelandic, Latvian,
Lithuanian, Albanian, Tibetan, Mongolian, Burmese, Malagasy, Samoan, Tok Pisin, Quechua, Nahuatl, K'iche', Lakota,
Hopi, Chamorro, Marshallese, Ainu, Chechen, Circassian, Tatar, Sakha, Chukchi, Wolof, Hausa, Tigrinya, Somali, Oromo,
Dinka, Kinyarwanda, Shona, Ndebele, Zulu, Xhosa, Sesotho, Tswana, Herero, Lingala, Chichewa, Haitian, Papiamento,
Sranan, Assamese, Sinhala, Dhivehi, Sindhi, Burushaski, Tajik, Azerbaijani, Komi, Frisian, Luxembourgish, Galician,
Greenlandic, Bislama, Mapuche and Hmong (with "paj ntaub", "qeej", "Nyob zoo" and "Ua tsaug") were each found in some
module by a count and dropped; so were Khoekhoe ("Namibia" is in two modules), Zapotec ("Oaxaca" in one, "Mexico" in
two) and Tlingit (no module names it, nor "Alaska", "Sitka", "Juneau" or "Na-Dene", but it is a far kin of Navajo,
which an earlier set names). Kept, each of a family and a region no module names: Guna (Chibchan; "Guna", "Guna Yala",
"San Blas", "Chibchan", "Panama", "Colón", "Gatun", "Nuedi" in none, "Kuna" in none as a word), Garifuna (Arawakan;
"Garifuna", "Garinagu", "Arawak", "Belize", "Dangriga", "Honduras", "hudut", "Seremein", "Buiti" in none;
"Caribbean" and "Central America" in one each), Zuni (an isolate; "Zuni", "A:shiwi", "Shiwi", "Halona", "Pueblo",
"New Mexico", "Albuquerque", "Shalako", "Keshi", "Elahkwa" in none; "Gallup" in one, not opened to see why) and
Haida (an isolate; "Haida", "Haida Gwaii", "Masset", "Old Massett", "British Columbia", "Hecate", "Tow Hill",
"naanii", "chinaay", "k'aaw", "Háw'aa" in none; "Vancouver" in three). Trades: a line handler on the Panama Canal
("line handler", "Gatun", "Neopanamax", "mules" in none), a drum maker ("drum maker", "primero", "segunda" in none), a
silversmith ("silversmith", "needlepoint", "inlay", "squash blossom", "pickle pot" in none; "jeweller" is in one and
was not used) and a hand faller in the woods ("faller", "cutblock", "crummy", "bull bucker", "widowmaker" in none); a
court stenographer ("stenographer" in two) was dropped. Words and idioms of earlier voices found by a count were left
out ("Nos vemos", "Chao", "fi true", "dat da", "likkle", "ennit", "Cho,"), and none of heldout44's idioms was taken up
("might could", "holler", "sweet on", "true God", "proper", "gammon", "mei guanxi", "cannot more", "wait small").

Layouts weighed: YAML (five modules name it), ``todo.txt`` (six), a TaskPaper list (no module names it, but its
projects are prose lines ending in ":" and its items list items again), a dating profile's prompts and answers (no
module names one, but a passport number or a wifi password has no place there), a roommate ad (the same), Obsidian
callouts ("callout" is in one module, and their lines are quoted lines again), Gherkin (in two), AsciiDoc (in none, a
page again, too close to heldout43's gemtext) and cowsay (in one). Kept: a page of the user's own plain-text notes,
typed in a bare text editor on a home or workshop computer, pasted as it stands: a prose line ending in ":", the page's
heading in capitals on a line of its own ("ME", "HEALTH", "MONEY", "TO DO", "SALUD", "PLATA", "PENDIENTES"), under
it a row of "=" exactly as long as the heading (a Setext underline; no module holds a line of "=" after a line break,
and a line of "---" is in two, so "-" was not used), one to three lines of notes in the user's own words (no bullets),
then a closing prose line. The value stands in a line of notes, never in the heading or the prose around the page, and
no heading names a value a persona may have (no weekday, no "BILLS", "DOG" or "FORMS"). Pages that say when something
is (an event, a task) were typed "this morning" or "today", so "tomorrow" and "next Tuesday" mean the same on the page
as in the chat. Traps get the layout's own kind: someone else's notes page (a son's, a nephew's, a niece's, a new
crew member's), an old page of a life that is over ("NOTES 2008", "FACTORY 2012", "NOTES 2010", "NOTES 2007") and a
page typed out from what is not the user's at all (a line handler course's safety notes, a tourism leaflet, a
soldering handout, a band council meeting's notes).

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Guna speaker's English (a man from an island of Guna Yala, living in Colón), a line handler at the Gatun locks of
  the Panama Canal: "Nuedi" (hello), Panamanian Spanish on top ("¿Qué xopá?", "chuleta", "pritty", "fren", "ya tú
  sabes", "ahorita", "gracias", "bueno, me voy"), his nana (mother) on the island, the saila and the congreso, molas,
  the cayuco, tule masi, patacones, the mules, Neopanamax ships, the night shift, rain in Colón, Roberto Durán;
  Spanish-shaped English ("for me is ...", "if is ...", "do me the favour", "don't arrange nothing");
* a Garifuna speaker's English (a woman from Dangriga, Belize), a drum maker: "Buiti binafi" (good morning), "Buiti
  amidi" (good afternoon), "Seremein" (thank you), "ayó" (goodbye), Belize Creole on top ("Weh di go on?", "gyal",
  "yu hear", "mi", "pickney", "Lawd"), her granny, Settlement Day, hudut, fry jacks, rice and beans, punta, primero
  drums, hide and glue, Hopkins, the Hummingbird Highway, the reef, KHMH, sandflies; Creole-shaped English ("everybody
  know", "she get up", "the workshop stay closed", "times hard");
* a Zuni speaker's English (a woman from Zuni Pueblo, New Mexico), a silversmith: "Keshi" (hello), "Elahkwa" (thank
  you), her grandma and mom, the traders in Gallup, Shalako, oven bread, mutton stew, Corn Mountain, the mesa, rez
  dogs, rez ball, the Lobos, the IHS clinic, needlepoint and the pickle pot; rez English ("aaay", "gotta");
* a Haida speaker's English (a man from Old Massett, Haida Gwaii), a hand faller: "Háw'aa" (thank you), his naanii
  (grandmother) and chinaay (grandfather), Raven clan, k'aaw, pole raisings and feasts in the hall, the crummy, the
  cutblock, the bull bucker, Masset, Tow Hill, North Beach, the ferry over Hecate Strait, Prince Rupert, the Canucks,
  All Native; Canadian English ("eh", "buddy", "too rich for me").

Styles are built from hand-written sentences ("cores", each in one voice) and each voice's four frames (neither, a
greeting, a thanks or goodbye, both) in :func:`_dress`, so a core stands in four styles: 56 preference cores (224
styles), 28 cores for each kind of constraint (112 styles each), 37 fact, event and task cores (148 styles each), 88
small-talk cores (352 lines) and 108 trap cores (432 lines), as many as heldout44 has; every class, each kind of
constraint, small talk and traps hold notes pages (one a voice in every class and kind; no empty line inside; a
memory's value only in a line of notes), built by :func:`_page` so an underline is always as long as its heading.

Small talk: weather (rain in Colón, sandflies and power cuts in Dangriga, dust and monsoon clouds over the mesa, rain
sideways and fog on Haida Gwaii), work of the day (a Neopanamax that barely fit, a primero finished, a squash blossom
in needlepoint, a big cedar dropped), food of the moment (patacones, fry jacks, oven bread, a halibut sandwich),
baseball, basketball and hockey, questions (the canal's water, the reef, Corn Mountain, Sitka spruce), moods (tired
from the lines, a sore back, tired eyes, beat legs), greetings answered ("And you, todo bien?", "Weh di go on with
you?") and notes pages that carry nothing (a rainy day, an island trip, Settlement Day, a shop day, Shalako, a pole
raising). Greetings in each voice's language come with the frames, so no core greets a second time. Traps: other
people's tastes, allergies, diets, hours and details (a brother, a wife, a cousin, a sister, a daughter, a husband, an
aunt, a supervisor, a camp cook, a brother-in-law), the past (a lobster boat, a citrus factory, a trading post, a fish
packer, a cat, a goat, sheep), hypotheticals and dreams (a lottery, a casino win, a seiner, a restaurant on the island),
questions, quoted sayings, sarcasm, and notes pages that are someone else's, old, or not the user's at all.

Two memories share a message about a third of the time (:data:`H45_JOINERS`, :func:`join_h45`, which drops the first
memory's closing thanks or goodbye and the second's greeting, so a message greets once, and sets a notes page apart by
an empty line); some memories carry an aside (:data:`H45_ASIDES`, each on a line of its own, so a page keeps its
opening prose line at the start of a line and its closing line at the end of one; no aside names a voice's word or
trade, since any voice's memory may carry any aside). A message that pairs two memories may pair two voices (each style
is one voice's); a persona is not tied to one voice.

Read through once before it was wired (every core rendered with awkward sample values: "trains over planes", "short
bullet-point answers", "jazz", "tree nuts", "penicillin", "lactose intolerant", "7:30 pm", "9am", "300 dollars",
"Sunday", "sister" / "Anna", "wifi password" / "maple42", "city" / "Porto", "sister's wedding" / "next Tuesday", "car
service" / "2027-03-10", "book a vet visit for the dog"), and checked for near-copies within a class (a script
comparing every two cores of a class word by word, across voices too: three preference cores ending "every time",
"Please, no {a} near me" beside "No {a} for me, ever", "Keep {a} away from me" beside "Keep me clear of {a}", two "Don't
call me before {t}, I'm ..." in two voices, "Don't arrange nothing for me on {w}s" beside "Please, nothing for me on
{w}s", "{v} is my {n}, okay?" beside "Okay so my {n} is {v}" in one voice, "Here goes my {n}" beside "Here's my {n}",
"Next time I'm in Gallup / Masset I need / have to {t}", three "When I was a boy / young / little I wanted to be ..."
traps, and three "I go / need a ride / have to drive to (a city) {d} for my {e}" were rewritten as sentences of their
own). The read-through reworded a preference style that said "over {v}" (so "over trains over planes"); an allergy
style that put an allergen "around" the user (penicillin); diet styles that made being lactose intolerant or coeliac a
choice ("I went {d} a while back and stuck with it", "and I'm staying so"); hours styles that fitted only a late hour
("I'm done by then", "I'm unplugged for the day", "I'm off the clock at {t}", "After {t}, I done for the day"); fact
styles that read as asking the sister herself ("If they ask my sister", "Here you go, sister: ...") or handed her over
as a thing ("I'll give you my sister"), or said "I checked twice" of a sister; an event style in which an office
called about a sister's wedding; and a task style that put Settlement Day (in November) as coming up in March. A
script printing only this set's own sentences found some thirty of them shared with earlier sets (short ones and
notes lines: "Allergic to {a}", "Calls after {t}", "Max spend {m}", "Spending cap: {m}", "Mine is {v}", "My {n}, {v}",
"{V} every time", "What I eat", the closing lines "Not done yet", "Nothing changed there", "Still like that", "Still
holding to it", "Still how it is", "Same as always", "That's the plan", "That's his, not mine", "Always has been", and
whole styles or sentences: "{W}s are out for me.", "Mark it: my {e}, {d}.", "I keep forgetting to {t}.", "They told
me my {e} is {d}.", "They moved my {e} to {d}.", "{v}, that's my {n}.", "Give me a shout to {t}.", "{m} is the most I
can give.", "Leave my {w}s alone, please.", "Please, nothing on {w}s.", "Don't let me miss my {e} {d}.", "{E}, {d},
remind me please.", "Ready? My {n} is {v}.", "My cousin's dentist is Dr. ...") and three joiners or asides shared word
for word (" Besides that, mine: ", " One more thing of mine: ", "That's the one."); they were reworded before it was
wired.

Then four of seed 1's conversations and all its paired messages, six of seed 2's conversations and all its paired
messages, and two of seed 3's conversations and all its paired messages were read as generated (after the wiring commit
had pinned the set's first digests; they were pinned again after this): preference styles that made the value what one
wants after work ("When I get home off the block, it's {v} for me", "When I'm done at the bench for the day, I want
{v}", so "quiet rooms on a high floor" and "boutique hotels" came home from the woods) were reworded; "fren" was taken
out of six of the Guna voice's cores and "buddy" out of a preference core and a small-talk line, so that a message
framed with "¿Qué xopá, fren?" or "Hello, buddy." seldom says it twice (the near-copy the new wording made, "On {w}s I'm
not available, never" beside "I'm never around on {w}s", was rewritten again). A value in lower case at the start of a
fact style after a greeting ("Buiti binafi! bluebird53, that one is mi wifi password") reads as a note typed fast, and
was kept; an aside may stand before a voice's greeting or after its goodbye (the generator puts asides around the whole
message, frames and all); that reads as a message added to in a second go, and was kept. Once the set was wired, the
script that compares this set's sentences with earlier sets' took the set tests' list of written sets, which now held
heldout45 itself, and printed this set's own styles and sentences as shared until it was told to leave heldout45 out; it
printed nothing of any other set.

Slips of blindness: the ``grep`` that listed the generator's names and comment lines printed, beside the comment blocks
named above, the whole of the "dev" … "dev23" comment blocks and the first line of dev24's: those of "dev", "dev2",
"dev3", "dev4", "dev5" and "dev6" with those old sets' first held-out figures (precision and recall by class, small talk
dropped, real memories dropped, recall@10, and for "dev6" stop 22's extractor on it too), the others with none ("figures
in README"); no figure of a newer set and no extractor change was seen. ``git worktree add`` printed main's newest
commit subject, on renaming heldout42 to dev42 (it says that set's runs at three stops gave "the same figures" and that
the set tests passed 501, without any figure of the bench). A count of modules holding "lao" printed the matching words
("Lao", "Laos") with the names of the modules that hold them. Nothing else was read beyond the list above; the scripts
of this set import ``ingest`` and the set tests (and so ``memgraph_py``, as the set tests do) without any of it being
opened or run beyond the generator, and the set tests' classifier-tool test loads ``tools/`` as it always has, unopened.

It was held out as "heldout45": the lead ran it at stop 45 on stop 44's extractor (at ``a293878``) and again after
stop 45's readings and after stop 46's, misses unread; then, at the start of stop 47, renamed it "dev45" (digests
unchanged) to be read.
"""

from __future__ import annotations

__all__ = ["H45_ASIDES", "H45_CONSTRAINTS", "H45_EVENT_STYLES", "H45_FACT_STYLES", "H45_JOINERS", "H45_PREF_STYLES",
           "H45_SMALLTALK", "H45_TASK_STYLES", "H45_TRAPS", "join_h45"]

#: Each voice's four frames: nothing, a greeting before a core, a thanks or goodbye after it, or both (a notes page
#: keeps its prose lines first and last, so a frame only ever touches prose).
_FRAMES = {
    "gu": [("", ""), ("Nuedi! ", ""), ("", " Gracias, fren."), ("¿Qué xopá, fren? ", " Bueno, me voy.")],
    "ga": [("", ""), ("Buiti binafi! ", ""), ("", " Seremein."), ("Buiti amidi, mi fren. ", " Seremein, ayó.")],
    "zu": [("", ""), ("Keshi! ", ""), ("", " Elahkwa."), ("Keshi, friend. ", " Elahkwa, take care.")],
    "ha": [("", ""), ("Hey there. ", ""), ("", " Háw'aa."), ("Hello, buddy. ", " Háw'aa, talk soon.")],
}


def _page(intro: str, heading: str, notes: list[str], outro: str) -> str:
    """A page of the user's plain-text notes pasted between two prose lines: ``intro`` (ending in ":"), the page's
    heading in capitals underlined with as many "=" as it has characters, one to three lines of notes, ``outro``."""
    return "\n".join([intro, heading, "=" * len(heading), *notes, outro])


def _dress(cores: dict[str, list[str]]) -> list[str]:
    """Each voice's cores, each in all four of that voice's frames, core after core."""
    return [before + core + after for voice, voice_cores in cores.items() for core in voice_cores
            for before, after in _FRAMES[voice]]


H45_PREF_STYLES = _dress({
    "gu": [
        "Ya tú sabes, {v} is my thing.",
        "On the locks everybody knows I go for {v}.",
        "Do me the favour, when you choose for me, choose {v}.",
        _page("I keep a notes file on the computer at home, look:", "ME",
              ["Line handler, Gatun locks.", "I like {v}, always."], "True as ever."),
        "{V}, chuleta, that is what I like most.",
        "My wife laughs at me, but for me is {v} every time.",
        "From when I was a boy on the island, I like {v}.",
        "If I can pick, I pick {v}.",
        "Pritty simple, fren: {v}.",
        "Put me down for {v}, that's my taste.",
        "Between all the options, {v} wins for me.",
        "My nana in Guna Yala always says I'm crazy for {v}.",
        "After a long shift on the lines, give me {v}.",
        "Me, I always choose {v}, that's how I am.",
    ],
    "ga": [
        "Gyal, {v}, that's me all day.",
        "Everybody in Dangriga know I love {v}.",
        "When yu choosing for me, pick {v}, yu hear?",
        _page("Got my notes on the old laptop at the workshop, here:", "ABOUT ME",
              ["Drums, Dangriga, family.", "{V}, no matter what."], "Same thing today."),
        "From I was a pickney, I always go for {v}.",
        "My granny used to tease me, but I still go for {v}.",
        "{V}, that's my style, no lie.",
        "Whenever I get a choice, I take {v}.",
        "Best thing for me? {V}.",
        "Honest, nothing beats {v} for me.",
        "Put {v} for me, I won't complain.",
        "Me and {v}, we go way back.",
        "My pick every time: {v}.",
        "If is up to me, {v}.",
    ],
    "zu": [
        "Aaay, {v}, that's what I'm about.",
        "Even the traders in Gallup know I like {v}.",
        "If you're the one choosing, go with {v} for me.",
        _page("My notes file, typed on the computer in the shop:", "LIKES",
              ["{V}, for sure.", "Stones, silver, family."], "Still how I am."),
        "I grew up at Zuni and I've always gone for {v}.",
        "Me, I'll take {v} and be happy.",
        "My grandma always said I was picky, and yeah, {v}.",
        "For me it's gotta be {v}.",
        "Ask anybody at the pueblo, I like {v}.",
        "Given the choice, {v}.",
        "Honestly? {V}, and it's been that way a long time.",
        "My sisters know to pick {v} for me.",
        "{V} wins with me, no contest.",
        "At the bench or off it, I go for {v}.",
    ],
    "ha": [
        "{V} for me, every time, no fuss.",
        "The boys in the crummy all know I go for {v}.",
        "If you're picking, pick {v} for me, eh.",
        _page("Here's a bit from the notes file on my laptop:", "ME",
              ["Raven, Old Massett.", "Go for {v} every time."], "Still holds."),
        "My naanii always knew I'd pick {v}.",
        "Out in the bush or in town, I'm a fan of {v}.",
        "I'll always take {v}, hands down.",
        "Since I was a kid in Masset, {v}.",
        "Put it this way, {v} makes my day.",
        "Honestly, I lean to {v}.",
        "My partner rolls her eyes, but I pick {v} anyway.",
        "Whatever's going, I'd pick {v} first.",
        "Any day of the week, it's {v} for me.",
        "Ask my chinaay, he'll tell you I like {v}.",
    ],
})

H45_CONSTRAINTS = {
    "allergy": _dress({
        "gu": [
            "I'm allergic to {a}, very strong reaction.",
            "The doctor at the hospital in Colón told me: allergic to {a}.",
            _page("From the notes on my computer, the health page:", "SALUD",
                  ["Allergic to {a}, careful.", "Pressure okay."], "Always so."),
            "Please, no {a} near me, I'm allergic.",
            "With {a} my face swells, I'm allergic.",
            "At the canal clinic they have it written: allergy to {a}.",
            "Tell whoever is cooking or booking for me: I'm allergic to {a}.",
        ],
        "ga": [
            "I'm allergic to {a}, and it's serious.",
            "From I was a pickney I react to {a}, I'm allergic.",
            _page("My notes file, the health part:", "HEALTH",
                  ["Allergic to {a}, the bad kind.", "Carry my pills."], "Nothing changed."),
            "Keep {a} away from me, I'm allergic bad.",
            "Went to KHMH one time because of {a}, I'm allergic.",
            "Anybody planning for me, remember I'm allergic to {a}.",
            "Watch out for {a} with me, allergy.",
        ],
        "zu": [
            "I'm allergic to {a}, so please be careful for me.",
            "The IHS clinic has it in my chart: allergic to {a}.",
            _page("Health page from my notes file:", "HEALTH STUFF",
                  ["Bad allergy to {a}.", "Eye doctor every year."], "That's still right."),
            "I break out bad from {a}, I'm allergic.",
            "I stay far away from {a}, because I'm allergic.",
            "My whole family knows I'm allergic to {a}.",
            "Ever since I was a kid, I've been allergic to {a}.",
        ],
        "ha": [
            "I'm allergic to {a}, eh, pretty bad.",
            "Found out at the hospital in Masset I'm allergic to {a}.",
            _page("Health bit from my notes file:", "HEALTH",
                  ["Allergic to {a}, bad.", "Knees sore."], "Same as ever."),
            "{A} and me don't mix, I'm allergic.",
            "The first-aid guy on the crew knows I'm allergic to {a}.",
            "Any time you sort out food or rooms for me, I'm allergic to {a}.",
            "Allergic to {a}, been that way my whole life.",
        ],
    }),
    "diet": _dress({
        "gu": [
            "I'm {d}, so check the food for me.",
            "At the feasts on the island, I always explain I'm {d}.",
            _page("My notes file, the food page:", "COMIDA", ["I'm {d}, no exceptions."], "Same now."),
            "For any lunch you plan, I'm {d}, okay?",
            "My wife cooks for me special because I'm {d}.",
            "On the night shift I bring my own food, I'm {d}.",
            "When you order for me, don't forget I'm {d}.",
        ],
        "ga": [
            "I'm {d}, so mind what you order me.",
            "At Settlement Day everybody eating everything, but I'm {d}.",
            _page("Food page off my notes file:", "FOOD", ["I'm {d}, remember."], "Still so."),
            "Hudut, rice and beans, whatever, I have to check because I'm {d}.",
            "My granny never understood why I'm {d}.",
            "I'm {d} these last years, that's how it is now.",
            "If we eating out, I'm {d}, yu hear?",
        ],
        "zu": [
            "I'm {d}, so keep that in mind with food.",
            "At Shalako every house feeds you, and I have to say I'm {d}.",
            _page("My food notes, typed up:", "EATING", ["I'm {d}."], "Still true."),
            "My mom still puts mutton stew in front of me, but I'm {d}.",
            "When I eat out with the traders in Gallup, I'm the {d} one.",
            "Before you order anything, I'm {d}.",
            "I've been {d} for years now.",
        ],
        "ha": [
            "I'm {d}, so go easy with the food orders.",
            "At a feast in the hall I always have to say I'm {d}.",
            _page("Food bit of my notes file:", "FOOD", ["I'm {d} these days."], "No change."),
            "The camp cook knows I'm {d}.",
            "My naanii still tries to feed me k'aaw, but I'm {d}.",
            "Any meal you sort out, remember I'm {d}.",
            "I'm {d}, and that's not changing.",
        ],
    }),
    "hours": _dress({
        "gu": [
            "No calls before {t}, I'm sleeping after the night shift.",
            "After {t} I don't take calls.",
            _page("The hours page of my notes:", "HORARIO", ["Meetings only after {t}."], "Same rule."),
            "Don't put me any meeting before {t}, please.",
            "From {t} on, I'm not available.",
            "Call me after {t}, not before.",
            "Before {t} is impossible for me, the ships don't wait.",
        ],
        "ga": [
            "Don't call me before {t}, I'm in the workshop with the drums.",
            "After {t}, no calls, I'm busy with the drums.",
            _page("My notes, the work hours:", "WORK HOURS", ["Nobody books me before {t}."], "That stands."),
            "Anything after {t}, count me out.",
            "Meetings with me start at {t} earliest.",
            "Before {t} my hands full of hide and glue, so no calls.",
            "Mi phone off after {t}.",
        ],
        "zu": [
            "Before {t} I'm at the bench, so no calls.",
            "Nothing after {t}, please, that's my own time.",
            _page("From my notes, hours:", "HOURS", ["Calls after {t} only."], "Unchanged."),
            "Set my meetings for {t} or later.",
            "I won't pick up till {t}.",
            "Once it's {t}, I go quiet, no phone.",
            "Anything before {t} is a no for me.",
        ],
        "ha": [
            "Don't phone me before {t}, I'm out falling timber.",
            "After {t} you won't get me, eh.",
            _page("Hours from my notes file:", "WORK", ["Meetings after {t} or not at all."], "Still the deal."),
            "Book me for {t} or after, nothing earlier.",
            "Nothing before {t}, there's no signal in the cutblock.",
            "Phone calls past {t}? Not a chance.",
            "Nothing booked for me past {t}, eh.",
        ],
    }),
    "budget": _dress({
        "gu": [
            "Maximum {m}, the canal pay is not so big.",
            "Don't pass {m}, please.",
            _page("My money notes:", "PLATA", ["Spend up to {m}, not more."], "Still the limit."),
            "Look for something below {m}.",
            "{m}, and more than that I don't have.",
            "Anything more than {m}, forget it.",
            "I saved {m} for this, that's all.",
        ],
        "ga": [
            "I can only do {m}, no more.",
            "Drum money come and go, so keep it to {m}.",
            _page("Money page of my notes:", "MONEY", ["Top: {m}."], "I'm keeping to that."),
            "Anything over {m}, don't even show me.",
            "{m}, that's the ceiling.",
            "Mi limit is {m}.",
            "Cheaper than {m}, please, times hard.",
        ],
        "zu": [
            "Keep it to {m} at the very most.",
            "I can't go over {m}, turquoise prices went up.",
            _page("My notes, money:", "BUDGET", ["No more than {m}."], "That hasn't moved."),
            "Spend {m} tops.",
            "Whatever it is, it has to come in under {m}.",
            "{m} is where I stop.",
            "More than {m}? I'll pass.",
        ],
        "ha": [
            "Cap it at {m}, eh.",
            "I've got {m} to play with, that's it.",
            _page("Money bit from my notes:", "MONEY", ["Top whack I spend: {m}."], "Holds still."),
            "Don't go past {m} on my account.",
            "Anything above {m} is too rich for me.",
            "Budget's {m}, firm.",
            "After the slow season I can only swing {m}.",
        ],
    }),
    "days": _dress({
        "gu": [
            "{W}s I can't, I go to the island.",
            "On {w}s I'm not available, I fix nets with my uncles.",
            _page("My week in the notes:", "SEMANA", ["Free every day but {w}s."], "Still so."),
            "Don't arrange nothing for me on {w}s.",
            "Every {w} I have the congreso, so no.",
            "{W}s are for my family.",
            "All days work for me, only {w}s no.",
        ],
        "ga": [
            "{W}s no good for me, I'm in Hopkins selling drums.",
            "Don't book me on {w}s.",
            _page("My notes, the week:", "MY WEEK", ["Off on {w}s."], "Same as before."),
            "{W}s I keep for church and family.",
            "Not {w}s, please, any other day.",
            "On a {w} you won't find me at the workshop.",
            "I never take work on {w}s.",
        ],
        "zu": [
            "{W}s are a no-go for me, sorry.",
            "I don't do {w}s, that's my Gallup day.",
            _page("Week page of my notes:", "THE WEEK", ["Keep {w}s free."], "Never changes."),
            "{W}s, please, don't plan me in.",
            "Every day but {w} works for me.",
            "On {w}s I help my mom with the bread.",
            "A {w}? No, I'm not around.",
        ],
        "ha": [
            "Count me out on {w}s.",
            "No work for me on {w}s, that's my boat day.",
            _page("From my notes, my week:", "WEEK", ["Nothing on {w}s."], "Hasn't changed."),
            "I'm never around on {w}s.",
            "Book me any day you like except {w}s.",
            "On {w}s I'm out at Tow Hill with the family.",
            "Don't touch my {w}s, eh.",
        ],
    }),
}

H45_FACT_STYLES = _dress({
    "gu": [
        "My {n} is {v}, for your notes.",
        "Write it down, my {n}: {v}.",
        _page("From my notes file, about me:", "ABOUT ME", ["Line handler, Gatun.", "{n} — {v}"], "Correct today."),
        "If somebody needs my {n}, is {v}.",
        "About my {n}: {v}, correct.",
        "For when you need it, my {n} is {v}.",
        "My {n}? {v}, ya tú sabes.",
        "Keep this for me: {n}, {v}.",
        "Also good to know, my {n} is {v}.",
        "Here goes my {n}: {v}.",
    ],
    "ga": [
        "My {n} is {v}, remember that.",
        "{v}, that one is mi {n}.",
        _page("Off my notes file:", "ME", ["Drum maker, Dangriga.", "Mi {n} is {v}."], "Still right."),
        "Take note, mi {n}: {v}.",
        "Just so yu have it, my {n} is {v}.",
        "When anybody ask, my {n} is {v}.",
        "My {n} is {v}, no mistake.",
        "Put down {v} as my {n}.",
        "You asking about my {n}? It's {v}.",
    ],
    "zu": [
        "My {n} is {v}, keep it somewhere.",
        "{v} is my {n}, okay?",
        _page("About-me page from my notes:", "ME", ["Silversmith, Zuni.", "{n}: {v} (checked)"], "That's current."),
        "From me to you, my {n}: {v}.",
        "My {n}, if anybody asks: {v}.",
        "The {n}? Mine's {v}.",
        "Here's one for you, my {n} is {v}.",
        "Save this one: my {n} is {v}.",
        "Ready, pencil out: my {n} is {v}.",
    ],
    "ha": [
        "My {n}'s {v}, eh.",
        "Stick this in your notes: my {n} is {v}.",
        _page("From my notes file on the laptop:", "ME", ["Raven clan, Old Massett.", "{n} = {v}"], "Checked it."),
        "My {n} is {v}, that's the right one.",
        "In case it comes up, my {n} is {v}.",
        "Here you go, my {n} is {v}.",
        "Yeah, my {n} is {v}.",
        "Quick one, my {n}'s {v}.",
        "{v}, my {n}, don't forget.",
    ],
})

H45_EVENT_STYLES = _dress({
    "gu": [
        "My {e} is {d}, I asked for the day off at the locks.",
        "{E} is {d}, please remind me.",
        _page("My notes, what's coming, typed this morning:", "PRÓXIMO", ["{E} — {d}, don't miss."],
              "Nothing moved."),
        "Just heard, my {e} is {d}.",
        "{E} {d}, I'm a little nervous.",
        "Please keep in mind my {e}, {d}.",
        "They changed it, now my {e} is {d}.",
        "I can't work {d}, it's my {e}.",
        "Don't let me miss my {e}, it's {d}.",
        "No locks for me {d}: my {e}.",
    ],
    "ga": [
        "My {e} is {d}, so the workshop stay closed.",
        "{E} {d}, don't let me forget, gyal.",
        _page("Coming-up page in my notes, typed today:", "COMING UP", ["{E}, {d}."], "Nothing changed yet."),
        "Lawd, my {e} is {d} already.",
        "Remember for me: {d}, my {e}.",
        "I'm closing the shop {d} for my {e}.",
        "Got word today, my {e} is {d}.",
        "My {e} coming up {d}, I'm counting the days.",
        "I need a ride to Belize City {d} for my {e}.",
    ],
    "zu": [
        "My {e} is {d}, I'll be out of the shop.",
        "Just so you know, my {e} is {d}.",
        _page("From my notes, typed this morning:", "DATES", ["{E}, set for {d}."], "Still the plan."),
        "I've got my {e} {d}, wish me luck.",
        "I have to drive to Albuquerque {d} for my {e}.",
        "My {e}, it's {d}.",
        "Don't book me anything {d}, it's my {e}.",
        "Write down my {e} for {d}.",
        "Aaay, they finally set my {e}: {d}.",
    ],
    "ha": [
        "My {e}'s {d}, so I won't be out on the block.",
        "For your calendar: my {e} is {d}.",
        _page("From my notes file, typed up this morning:", "COMING", ["{E}: {d}, don't miss it."],
              "All set."),
        "I booked the ferry, my {e} is {d}.",
        "{E} {d}, eh, better not forget.",
        "Told the bull bucker I'm off {d} for my {e}.",
        "They've got my {e} down for {d}.",
        "Can't miss my {e} {d}.",
        "Mark it down, my {e} lands {d}.",
    ],
})

H45_TASK_STYLES = _dress({
    "gu": [
        "I need to {t}, remind me please.",
        "Do me the favour and remind me to {t}.",
        _page("My notes, things pending:", "PENDIENTES", ["{t}", "Fix the cayuco"], "Still pending, all of it."),
        "Before my next shift I must {t}.",
        "Sometime before Friday, {t}, that's on me.",
        "My wife keeps telling me to {t}.",
        "Chase me until I {t}.",
        "Ahorita I have to {t}.",
        "When I come off the locks I have to {t}.",
    ],
    "ga": [
        "Yu must remind me, I have to {t}.",
        "Gyal, I must {t} this week.",
        _page("Off my notes file, the to-do page:", "TO DO", ["{t}, soon"], "Still waiting."),
        "Before the drums go out this week I must {t}.",
        "Mi head so full, I keep forgetting I must {t}.",
        "Tomorrow morning, remind me to {t}.",
        "Mi list say: {t}.",
        "I have to {t} before the week done.",
        "Keep at me about it: I have to {t}.",
    ],
    "zu": [
        "Gotta {t}, don't let it slide.",
        "After I finish this bracelet I have to {t}.",
        _page("My notes file, to-dos:", "TO-DO", ["{t}", "Order more silver"], "Not done."),
        "Next time I'm in Gallup I need to {t}.",
        "I keep putting it off, but I have to {t}.",
        "My mom reminded me I still have to {t}.",
        "Today or tomorrow I have to {t}.",
        "Make sure I {t}, okay?",
        "Top of my list: {t}.",
    ],
    "ha": [
        "I've got to {t}, remind me, eh.",
        "Soon as I'm off the block I need to {t}.",
        _page("To-do page of my notes file:", "TO DO", ["{t}", "Sharpen the chains"], "Haven't got to it."),
        "When I get into Masset I'd better {t}.",
        "Don't let me leave town before I {t}.",
        "I keep saying I'll {t}, and then I don't.",
        "Give me a shout so I remember to {t}.",
        "Have to {t} before the next ferry.",
        "Job for my day off: {t}.",
        "This one's overdue: I need to {t}.",
    ],
})

H45_SMALLTALK = _dress({
    "gu": [
        "Rain again in Colón, the streets are rivers.",
        "Huge Neopanamax today, it barely fit in the lock.",
        "And you, todo bien?",
        "Ha, chuleta, that's funny.",
        "My son plays little league baseball tonight.",
        "Did you see Panama play last night?",
        "Eating patacones and fried fish right now.",
        "Okay, now I understand.",
        "Why does the canal need so much fresh water?",
        "The mules pulled ships all night, very noisy.",
        "Tell me a joke, the shift is slow.",
        "Wait, my supervisor is calling me on the radio.",
        "How old is the canal, you know?",
        "The sea is rough today, no boats to the islands.",
        "My wife finished a new mola, very beautiful.",
        "Pritty, continue.",
        "How many ships go through in one day?",
        "Very tired, twelve hours on the lines.",
        "The mosquitoes are terrible tonight.",
        "Dry season wind is strong this week.",
        _page("My notes from today, nothing important:", "TODAY", ["Rain.", "Two ships, one late."], "That's all."),
        _page("Notes I typed after the island trip, just for fun:", "ISLAND TRIP",
              ["Sea rough.", "Nana made tule masi."], "Good weekend."),
    ],
    "ga": [
        "Sandflies bad today, mi legs all bite up.",
        "Finished a primero this morning, sound sweet.",
        "Weh di go on with you?",
        "Hah, you funny bad.",
        "Rain on the Hummingbird Highway, road slippery.",
        "Who won the basketball last night?",
        "Eating fry jacks with beans, hold on.",
        "Ah, okay, I get you now.",
        "Why is the reef so colourful?",
        "Tourists bought three drums in Hopkins today.",
        "Gimme a riddle, slow day here.",
        "Hold on, customer at the door.",
        "How big is the Belize Barrier Reef?",
        "Hurricane season make me nervous every year.",
        "Punta music playing next door all night.",
        "Carry on, gyal.",
        "When did the Garinagu land in Belize?",
        "Mi back tired from scraping hide all day.",
        "The sea so calm today, like glass.",
        "Power cut again, whole Dangriga dark.",
        _page("Notes I typed tonight, nothing much:", "TONIGHT", ["Rain.", "Two drums sanded."], "Long day."),
        _page("From my notes after Settlement Day, for fun:", "SETTLEMENT DAY",
              ["Drumming till morning.", "Hudut at every house."], "Sweet time."),
    ],
    "zu": [
        "Wind's blowing dust all over the pueblo today.",
        "Finished a needlepoint squash blossom, took me two weeks.",
        "How about you, good day?",
        "Aaay, that's a good one.",
        "My nephew's team won at rez ball last night.",
        "Did the Lobos win?",
        "Eating oven bread still warm, hold on.",
        "Right, that makes sense to me now.",
        "How old is Corn Mountain, anybody know?",
        "Gallup flea market was packed today.",
        "Say something interesting, the pickle pot's still heating.",
        "One sec, my mom's calling.",
        "Why is turquoise blue anyway?",
        "Monsoon clouds are building up over the mesa.",
        "Rez dogs following me everywhere today.",
        "Okay, keep talking.",
        "How far is it from Zuni to Albuquerque?",
        "My eyes are tired from setting tiny stones.",
        "First snow on the mesa this morning.",
        "The traders say silver went up again.",
        _page("Today's notes, just for fun:", "SHOP DAY", ["Windy.", "Set forty stones."], "Tired now."),
        _page("My notes from Shalako, typed after:", "SHALAKO", ["Cold night.", "Bread at every house."],
              "Beautiful time."),
    ],
    "ha": [
        "Raining sideways again up here.",
        "Dropped a big cedar today, took all morning.",
        "How's things with you?",
        "Ha, good one, you got me.",
        "Canucks lost again, eh.",
        "Anybody going to All Native this year?",
        "Eating a halibut sandwich in the crummy.",
        "Right, got you now.",
        "Why are the trees so big up here?",
        "Ferry got cancelled, Hecate Strait's too rough.",
        "Got any good stories? We're stuck waiting on the road.",
        "Hang on, the bull bucker's on the radio.",
        "How old do Sitka spruce get?",
        "Saw a black bear on the road to Tow Hill.",
        "Fog rolled in thick this morning.",
        "Go ahead, I'm all ears.",
        "How long is North Beach end to end?",
        "Beat, my legs are done.",
        "Eagles all over the dump today.",
        "The sockeye run is starting, the river's full.",
        _page("From my notes tonight, nothing much in it:", "LOG", ["Fog.", "Crummy broke down."], "Typical."),
        _page("Notes from the pole raising, just for me:", "POLE RAISING",
              ["Whole village came.", "Feast till late."], "Proud day."),
    ],
})

H45_TRAPS = _dress({
    "gu": [
        "My brother is allergic to shellfish, imagine, a Guna who can't eat lobster.",
        "If I win the lottery I buy a boat for the whole island.",
        "My wife always wants the window seat, she sleeps on the wall.",
        "Before the canal, I worked on a lobster boat.",
        "Should I learn to drive the tugboats?",
        "Oh yes, I love twelve hours in the rain holding ropes. Very nice.",
        "My cousin became vegetarian in Panama City, the family don't understand.",
        "Imagine me as captain of a Neopanamax, ha.",
        "My grandfather used to say: 'the sea is our road.'",
        "Is jazz music difficult to understand?",
        "My dream at ten years old was boxing, like Roberto Durán.",
        "My supervisor eats lunch at noon exactly, like a clock.",
        "A room in Panama City now costs 300 dollars, crazy.",
        "If the island floods more, maybe we all move to the mainland.",
        "My sister is crazy for salsa music, all day.",
        "Is it true the canal was finished in 1914?",
        "If I get rich one day I'll open a restaurant on the island.",
        "Sometimes I dream I'm a saila, giving speeches all night.",
        "The neighbour's parrot says my name every morning, ha.",
        "We had a cat on the island when I was small, it disappeared.",
        "Sure, I adore when the ship is late and we wait three hours. Wonderful.",
        "My grandfather fished from a cayuco his whole life.",
        "What if I sell molas online, would people buy?",
        _page("My son typed his notes for school, look:", "ME", ["Twelve years old.", "Allergic to peanuts, bad."],
              "His notes, not mine."),
        _page("Found my old notes from the lobster boat years:", "NOTES 2008",
              ["Out at sea three weeks.", "Sleep on deck."], "Long time ago."),
        _page("The notes they gave us at the line handler course:", "SAFETY",
              ["Never stand in the bight of a line.", "Gloves always."], "That's from the course."),
        "Is it normal for line handlers to get bad hands?",
    ],
    "ga": [
        "My sister can't eat peanuts, she allergic.",
        "If I win the lotto, I'm building a big house on the beach in Hopkins.",
        "My daughter always want the aisle, she get up every five minutes.",
        "Before drums, I worked at the citrus factory packing oranges.",
        "Should I teach a drum class for tourists?",
        "Oh sure, I love when the hide split on the last day. Wonderful.",
        "My cousin went vegan in Los Angeles, now she preach to everybody.",
        "Imagine me on a stage in London with my drums, hah.",
        "My granny always said: 'the drum is the heartbeat.'",
        "Do people really like red wine, or they pretend?",
        "When I was young I wanted to be a nurse.",
        "My boss at the factory never answered before 10 am.",
        "My friend in Belize City pays 300 dollars rent, and the roof leak.",
        "If tourists come back strong, maybe I open a second shop.",
        "My brother love reggae, play it loud every day.",
        "Is it true the reef is the second biggest in the world?",
        "Sometimes I dream I'm fishing out on the cayes like my granddad.",
        "My aunty's wifi password is her birthday, she told everybody.",
        "We had a goat called Brownie when I was small.",
        "Yeah, I love sandflies, best part of living by the sea.",
        "My granddad made drums all his life, from mahogany.",
        "What if I sell drums on the internet?",
        _page("My nephew's notes file, he showed me:", "ABOUT ME", ["Lactose intolerant.", "Likes football."],
              "That's for him, not me."),
        _page("An old notes page from the factory days:", "FACTORY 2012", ["Start at six.", "Oranges, oranges."],
              "Those days done."),
        _page("Notes I copied from the tourism board leaflet:", "VISITOR INFO",
              ["Water taxi leaves at nine.", "Bring sunscreen."], "Not mine, just copied."),
        "Is mahogany getting too expensive for drums?",
        "My brother-in-law plate number is ZX-510-PX, he loves that car.",
    ],
    "zu": [
        "My sister's allergic to cats, she can't stay at my house.",
        "If I hit it big at the casino, I'd buy my mom a new house.",
        "My husband always takes the aisle seat, his legs are long.",
        "Before silver, I cashiered at the trading post.",
        "Should I enter the Indian Market in Santa Fe this year?",
        "Oh great, the torch ran out of gas mid-solder. Love that.",
        "My cousin went gluten-free, now she won't eat frybread.",
        "Picture me with a fancy store in Santa Fe, ha.",
        "My grandma used to say, 'silver remembers your hands.'",
        "Are spicy foods bad for your stomach, really?",
        "Little me wanted to be a rodeo queen, ha.",
        "My aunt won't answer the phone before 9am, ever.",
        "My friend in Albuquerque pays 1,200 a month in rent.",
        "If the price of silver drops, maybe I'll hire a helper.",
        "My brother's all about country music, plays it nonstop.",
        "Is it true Zuni is one of the oldest towns around?",
        "Sometimes I think about moving to Phoenix, but nah.",
        "Dr. Shah in Gallup is my cousin's dentist, she likes him.",
        "Growing up we had sheep, I used to herd them.",
        "Oh sure, I love driving to Gallup in a dust storm.",
        "My grandpa made silver for the traders back in the sixties.",
        "What if I made earrings shaped like rez dogs, would they sell?",
        _page("My niece typed these notes about herself for school:", "ABOUT ME",
              ["Vegetarian.", "Wants to be a nurse."], "That's hers."),
        _page("Old notes page from when I worked at the trading post:", "NOTES 2010",
              ["Open at eight.", "Count the till."], "Way back."),
        _page("This is from the handout at the silversmith workshop:", "SOLDERING",
              ["Clean the joint first.", "Heat the piece, not the solder."], "Teacher's notes, not mine."),
        "Do silversmiths go blind from the tiny work?",
        "My sister-in-law works at Acme Labs in Phoenix.",
    ],
    "ha": [
        "My buddy's allergic to shellfish, can't touch the crab.",
        "If I won big I'd buy a seiner and fish all summer.",
        "My partner always grabs the window seat on the ferry.",
        "Before falling, I worked on a fish packer out of Prince Rupert.",
        "Should I try for my bull bucker ticket?",
        "Sure, I love hiking a cutblock in sideways rain. Best.",
        "My cousin went vegetarian in Vancouver, imagine.",
        "Picture me in an office downtown, wearing a tie, ha.",
        "My chinaay used to say, 'take only what you need.'",
        "Are trains really nicer than planes?",
        "As a kid I wanted to play in the NHL.",
        "The camp cook is up at four every day, he's nuts.",
        "My buddy in Vancouver pays $2,000 for a basement suite.",
        "If the mill reopens, maybe I'll switch over.",
        "My sister loves sci-fi novels, reads one a day.",
        "Is it true Haida Gwaii was never covered in ice?",
        "Sometimes I think about carving poles instead.",
        "My cousin's car plate is AB-221-RM, he got it custom.",
        "Growing up my naanii kept a cat that hated everybody.",
        "Oh yeah, love it when the crummy breaks down at five in the morning.",
        "My chinaay ran a halibut boat for forty years.",
        "What if I started a tour company at Tow Hill?",
        _page("The new guy on the crew sent his notes, look:", "ME", ["Hates mornings.", "Allergic to latex."],
              "That's him, not me."),
        _page("Old notes from the fish packer days:", "NOTES 2007", ["Gone all summer.", "Pay on the 15th."],
              "Done with that long ago."),
        _page("The notes from the band council meeting, I just typed them up:", "COUNCIL MEETING",
              ["Road repairs in May.", "New dock funding."], "Their notes, I only typed."),
        "Do all fallers end up with bad hearing?",
        "My brother just got hired at Initech in Calgary.",
    ],
})

#: What the "dev45" set wraps around some memories, each on a line of its own.
H45_ASIDES = (["", "Here's a thing about me.\n", "One for the notes.\n", "Listen, quick.\n",
               "Something to hold on to.\n", "Okay, from me.\n", "A small thing.\n", "So, about me.\n",
               "Put this with my stuff.\n", "Right then.\n"],
              ["", "\nThat's it for that.", "\nOkay, that's me.", "\nGood, next.", "\nThat one's true.",
               "\nAll for now.", "\nThanks for holding that.", "\nOn we go.", "\nSo, yes.", "\nMoving along."])

#: How two memories share one message in the "dev45" set.
H45_JOINERS = [" And here's another of mine: ", " And a second one, mine: ", " Another one from me: ",
               " Plus one more about me: ", " And this one too: ", " Next one of mine: ", " Then this, about me: ",
               " And mine as well: ", " Here's one more of mine: ", " Aside from that, mine: "]


_OPENERS = tuple(sorted({g for frames in _FRAMES.values() for g, _ in frames if g}, key=len, reverse=True))
_CLOSERS = tuple(sorted({f for frames in _FRAMES.values() for _, f in frames if f}, key=len, reverse=True))


def join_h45(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev45" hand: a message greets once and says goodbye once, so the first
    memory gives up a voice's closing thanks or goodbye and the second its opening greeting; a notes page (more than one
    line) on either side stands apart from the other memory after an empty line, so its prose lines stay first and
    last; otherwise the first memory ends in ".", "!" or "?" (a full stop is added if not), then the joiner, then the
    second memory in its own case."""
    head = next((head[:-len(c)] for c in _CLOSERS if head.endswith(c)), head)
    tail = next((tail[len(g):] for g in _OPENERS if tail.startswith(g)), tail)
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    return (head if head.endswith((".", "!", "?")) else head + ".") + joiner + tail
