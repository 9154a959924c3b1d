"""Wordings "dev46" of `memlineage bench ingest` (the ``H46_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A forty-sixth hand (the helper session "held46"), written blind on 2026-12-07 by an engineer who had not read the
extractor or anything else in ``memgraph_py`` (its classifier, the gate, the labels, the query understanding, the entity
code), ``tools/``, the README, the docs, the issue tracker or any bench output, list of misses or other session's file,
and who did not run any extractor, ``memlineage``, ``bench ingest``, the classifier, any server or ``make`` on this set
or on anything (only the pure set tests, and small scripts of its own that render this set's styles with sample values,
compare its cores with each other, compare its sentences, joiners and asides with those of every earlier set as the set
tests gather them, printing only this set's own, and print this set's generated conversations). What was read: the
module docstring of "heldout45" first (how its writer read, chose and checked), then the generator (``ingest.py``: its
docstring, imports, vocabulary and, of the inline development wordings beside it, those of "dev" and the first part of
"dev7", ``_date``, ``_cap``, ``_persona``, ``_paired``, ``Wording``, ``WORDING_SETS``, ``generate``, the comment blocks
on heldout43, heldout44 and heldout45, and the wiring); the module of "heldout45" in full, for its shape (its names,
frames, counts, docstring manner, ``_dress``, its layout helper, asides, joiners and joining function; none of its
phrasing copied, its voices, trades and layout kept clear of); the set tests (their generic checks, ``PINNED``,
``WRITTEN``, the parametrize lists, the names of every layout test, and heldout45's layout and joining tests); the
commits that made and wired heldout45 (``eb2441e``, ``026775d``, ``8f2df95``: their messages and stats, and
``026775d``'s changes to ``ingest.py`` and the set tests). No other set's module was opened. The one example string
naming a set that does not exist yet is in the set tests (the classifier tool's test), and now names heldout47.

To pick voices, trades and a layout no earlier set had used, the modules (``memlineage_bench/*.py``) were searched for
each candidate, a whole word at a time, with counts only as output. Ojibwe and Cree (so Algonquian, and Mi'kmaq with
it), Khmer (so Austroasiatic), Tamil, Telugu, Kannada and Malayalam (so Dravidian), Guarani (so Tupian), Aymara, Korean,
Bambara (so Mande, and Kpelle with it), Hadza and Tanzania (so Sandawe), Kenya and Nairobi (so Maasai and Luo), "Japan"
and "Tokyo" (so Okinawan), "Seoul" (so Jejueo), "British Columbia" and "Montana" (so Ktunaxa, Kwak'wala and the Salishan
languages), "California" (so Karuk), "Papua" and "lukim" (so Savosavo of the Solomon Islands, beside the Tok Pisin an
earlier set has) were each found in some module and dropped. Kept, each of a family and a region no module names:
Choctaw (Muskogean; "Choctaw", "Chahta", "Chickasaw", "Muscogee", "Muskogean", "Mississippi", "Neshoba", "Pearl River",
"Philadelphia", "Jackson", "Natchez", "Nanih Waiya", "Halito", "Yakoke", "pokni", "ishki" in none; "Creek" is in one as
a word, not opened to see why), Nez Perce (Sahaptian; "Nez Perce", "Nimiipuu", "Sahaptian", "Sahaptin", "Lapwai",
"Lewiston", "Idaho", "Clearwater", "Kamiah", "Orofino", "Wallowa", "Spokane", "Boise", "Ta'c", "méeywi", "Qe'ciyew'yew'"
in none), Kaingang (Jê; "Kaingang", "Jê", "Macro-Jê", "Brazil", "Paraná", "Rio Grande do Sul", "Passo Fundo", "Nonoai",
"Curitiba", "Vacaria", "gaúcho", "tchê", "bah", "chimarrão", "pinhão", "taquara", "Grêmio" in none; "Portuguese" is in
seven modules, "bom dia", "tchau", "até logo", "tudo bem", "obrigada", "né", "saudade" and "churrasco" in one or two,
and none of those was used) and Warao (an isolate; "Warao", "Orinoco", "Venezuela", "Guyana", "Guyanese", "Mabaruma",
"Barima", "Georgetown", "Essequibo", "Stabroek", "Kaieteur", "Mashramani", "kiskadee", "gyaff", "abee", "nuff", "banna"
in none; "Caribbean" is in two, and the creole words found by a count ("dem", "deh", "bai", "mek", "tek", "lime",
"steups") were left out). Trades: a crop-duster pilot ("crop duster", "ag pilot", "Air Tractor", "airstrip" in none), a
salmon hatchery technician ("hatchery", "smolt", "raceway", "steelhead", "spawning" in none), a borracheira, who patches
tyres at a roadside shop ("borracheira", "borracheiro", "puncture" in none; "tyre" is in two, "tire" in one) and a sign
painter ("sign painter", "signwriter", "lettering", "enamel" in none); a weaver ("weaver" in two, "hammock" in one), a
farrier (five) and a minibus driver ("minibus" in six) were dropped. Words of earlier voices found by a count were left
out ("y'all", "reckon", "fixing", "mama", "bless your heart", "Lord willing", "directly", "hot as blazes", "stickball",
"powwow", "rodeo", "plumb", "Oi", "kkkk", "take it easy", "co-op"), and none of heldout45's idioms was taken up ("aaay",
"rez", "eh", "buddy", "gyal", "yu hear", "pickney", "times hard", "fren", "chuleta").

Layouts weighed: a wiki page in MediaWiki markup ("MediaWiki" is in one module, and it is a page of headings again, too
close to heldout43's gemtext and heldout45's notes page), a checklist with ballot boxes (no module holds "☐", but lists,
kanban cards and bullet-journal signifiers are in earlier sets), plain-text accounting ("ledger" is in three modules,
"hledger" in two, "beancount" in one), a PGP clearsigned note ("PGP" in none, but it has no place in these four lives)
and a box drawn round a note ("┌" is in one). Kept: an outline the user typed in a word processor and pasted as plain
text: a prose line ending in ":", then one or two topics, each on a line of its own after a Roman numeral and a full
stop ("I. ", "II. "), each with one or two points under it, indented by three spaces after a capital letter and a full
stop ("   A. ", "   B. "), the letters starting again at "A" under each topic; then a closing prose line (no module
holds a line that starts with a Roman numeral and a full stop, nor one of spaces, a capital letter and a full stop;
"outline" is in two modules as a word, not opened to see why). The value stands in a point, never in a topic or the
prose around the outline, and no topic names a value a persona may have (no weekday, month, "Dog", "Bills" or "Forms",
nothing with "max", "noon" or "ines" in it). Outlines that say when something is (an event, a task) were typed "this
morning" or "today", so "tomorrow" and "next Tuesday" mean the same in the outline as in the chat. Traps get the
layout's own kind: someone else's outline (a nephew's, a son's, a daughter's, for school), an old outline of a life that
is over ("Work 2009", "Mill 2011", "Colheita 2014", "Rice 2006") and an outline that is not the user's at all (a ground
school course's, a hatchery training handout, a tyre company's safety talk, a pastor's sermon outline).

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Choctaw speaker's English (a woman from the Pearl River community by Philadelphia, Mississippi), a crop-duster
  pilot: "Halito" (hello), "Yakoke" (thank you), "chi pisa la chike" (see you later), her pokni (grandmother) and ishki
  (mother), the Choctaw Fair, banaha and hominy, social dancing and beadwork, the Nanih Waiya mound, the Natchez Trace,
  the strip, the cockpit, lovebugs and fire ants, kudzu and muscadines, sweet tea, State; Southern English ("hon",
  "ma'am", "mighty", "my druthers", "tickled pink", "Lord help me");
* a Nez Perce speaker's English (a man from Lapwai, Idaho), a salmon hatchery technician on the Clearwater: "Ta'c
  méeywi" (good morning), "Qe'ciyew'yew'" (thank you), his auntie and grandpa, the longhouse and salmon bakes, smolts,
  raceways, steelhead, Celilo Falls, the Camas Prairie, Appaloosas, huckleberry pie, elk, the Vandals and the Zags;
  Inland Northwest English ("spendy", "you bet");
* a Kaingang speaker's English (a woman from the Nonoai land in Rio Grande do Sul, Brazil), a borracheira at a roadside
  tyre shop near Passo Fundo: "Boa tarde", "Valeu", "abraço", gaúcho Portuguese on top ("Bah", "tchê", "tri legal", "bem
  capaz", "guria", "sou"), her vó (grandmother) and her taquara baskets, chimarrão, pinhão and the araucarias, frost,
  the compressor and trucks of soy, Grêmio and Inter, sertanejo, the Mega-Sena; Portuguese-shaped English ("I have
  thirty-eight years", "the people" for "we", "I stay happy", "remember me" for "remind me", "reunions" for meetings);
* a Warao speaker's English (a man from Mabaruma on the Barima, Guyana, living in Georgetown), a sign painter: Guyanese
  English on top ("Mornin', mornin'", "Wha yuh seh, banna?", "Thanks plenty", "gyaff", "abee", "nuff", "me nah", "fuh",
  "hard-ears", "vex", "tomorrow self", the habitual "does"), his grandmother, cook-up rice, the kiskadee, the seawall,
  Stabroek Market, Mashramani, Kaieteur, the Essequibo, chutney music, the oil money.

Styles are built from hand-written sentences ("cores", each in one voice) and each voice's four frames (neither, a
greeting, a thanks or goodbye, both) in :func:`_dress`, so a core stands in four styles: 56 preference cores (224
styles), 28 cores for each kind of constraint (112 styles each), 37 fact, event and task cores (148 styles each), 88
small-talk cores (352 lines) and 108 trap cores (432 lines), as many as heldout45 has; every class, each kind of
constraint, small talk and traps hold outlines (one a voice in every class and kind; no empty line inside; a memory's
value only in a point), built by :func:`_outline` so numerals and letters always run in order.

Small talk: weather (heat and thunderheads in Mississippi, snow on the Camas Prairie and smoke from the fires, frost in
Rio Grande do Sul, rain on Georgetown), work of the day (six hundred acres of beans sprayed, smolts fin-clipped, eleven
tyres patched, a bus lettered), food of the moment (hominy, huckleberry pie, chimarrão, cook-up rice), football,
basketball and the State game, questions (kudzu, salmon coming home, the araucarias, Kaieteur), moods (worn out from the
cockpit, up at four for the spawning count, a broken compressor, on the ladder since six), greetings answered ("How
about yourself, doing all right?", "How things by you?") and outlines that carry nothing (a day, the Choctaw Fair, a
shift, a salmon bake, a festa, Mashramani). Greetings in each voice's language come with the frames, so no core greets a
second time. Traps: other people's tastes, allergies, diets, hours and details (a cousin, a brother, a niece, a wife, a
husband, a sister, a son, a daughter, an uncle, a neighbour, a boss, a supervisor), the past (a truck stop, a sawmill,
an apple harvest, a rice farm, a mule, a horse, a monkey), hypotheticals and dreams (lotteries, a second plane, a fly
shop, a print shop), questions, quoted sayings, sarcasm, and outlines that are someone else's, old, or not the user's at
all.

Two memories share a message about a third of the time (:data:`H46_JOINERS`, :func:`join_h46`, which drops the first
memory's closing thanks or goodbye and the second's greeting, so a message greets once, and sets an outline apart by an
empty line); some memories carry an aside (:data:`H46_ASIDES`, each on a line of its own, so an outline keeps its
opening prose line at the start of a line and its closing line at the end of one; no aside names a voice's word or
trade, since any voice's memory may carry any aside). A message that pairs two memories may pair two voices (each style
is one voice's); a persona is not tied to one voice.

Read through once before it was wired (every core rendered with awkward sample values: "trains over planes", "short
bullet-point answers", "penicillin", "lactose intolerant", "7:30 pm", "300 dollars", "Sunday", "sister" / "Anna", "wifi
password" / "maple42", "sister's wedding" / "next Tuesday", "car service" / "2027-03-10", "book a vet visit for the
dog"), and checked for near-copies within a class (a script comparing every two cores of a class word by word, across
voices too: "Since guria I am allergic to {a}" beside "Since I small I allergic to {a}", "I'm {d}, so watch the menus
for me" beside "I'm {d}, so watch wha you order me", three hours cores opening "Meetings with me" or "Meetings?", "After
{t} I don't pick up" beside "After {t} I don't answer", two "keep it under {m}", "My {n} is {v}, write that down" beside
"My {n} is {v}, hold that", "Jot down my {n}, {v}" beside "Take down my {n}: {v}", "{v}, is my {n}" beside "{v} is me
{n}", "My {e} is {d}, so I'm grounded that day" beside "My {e} is {d}, so no painting that day", "They scheduled my {e}
for {d}" beside "They marked my {e} for {d}", "Don't let me double-book {d}" beside "Don't let me forget {d}", "Tomorrow
I have to {t}, tchê" beside "Tomorrow self I have to {t}", "I've got to {t} this week" beside "Me got to {t} this week",
"Imagine me with a big tyre store / print shop", "We had a mule / a horse named ... when I was a girl / boy", three
sayings opening "used to say, 'the", and outlines with one intro in two voices ("Outline I made of the fair / festa,
just for fun", "My outline from today, nothing ...", "the money" beside "the money bit", "the outline I typed this
morning") were rewritten as sentences of their own; while drafting, cores that echoed heldout45's ("everybody knows I go
for {v}", "drive to (a city) {d} for my {e}", "Chase me until I {t}", "Top of my list", "I'm closing the shop {d}", "My
wife keeps telling me to {t}", "Don't book me on {w}s", a cousin who "went vegan ... now she preach", a brother who
loves reggae, a wife on the window seat) were rewritten before they were kept). The read-through reworded preference
cores whose verb fitted only a plural value ("{V} suit me mighty fine", "{v} come first with me", so "jazz suit me") and
one that had the user go looking for "short bullet-point answers" as a child; an allergy core whose verb did the same
("{A} lays me out flat", so "peanuts lays"); diet notes in outlines that opened on the value in lower case ("lactose
intolerant, strict"); fact styles that handed the sister over or spoke to her ("Got my {n} for you", "You bet I'll give
you my {n}", "You'll want my {n}", "Jot down my {n}", "Figured you should know my {n}", "If someone asks my {n}", "Wha
you need, my {n}?", and "Remember for me", "Put this on file" and "Case you need it" with "{n}:" after a comma, so
"sister:" read as a name called), and "don't lose" said of her; event styles that opened on the date in lower case
("next Tuesday is my ...", four cores and an outline's point); and two event styles that were nervous about a car
service. A script printing only this set's own sentences found twenty-three of them shared with earlier sets (short
ones, points and closing lines of outlines: "Allergic to {a}", "Allergic to cats", "Calls after {t}", "No calls before
{t}", "Busy every {w}", "Spend no more than {m}", "Start at six", "I like {v}", "{V}, no question", "Still the case",
"Still waiting on me", "Up to date", "That's about it", "That's me, all right", "His, not mine", and whole sentences:
"Continue, I'm listening.", "Ha, that's a good one.", "Okay, I follow you now.", "I keep meaning to {t}.", "That'd be
{v}.", "Nothing on my calendar before {t}, please.", "This week I've got to {t}, no excuses.", "This week without fail I
must {t}.") and eight joiners or asides shared word for word (" Also true of me: ", " On top of that, mine: ", " Second
thing, mine: ", " While I'm at it, mine: ", "Before it slips my mind.", "Back to it.", "Nothing more on that.", "That's
the lot."); they were reworded before it was wired.

Then four of seed 1's conversations and all its paired messages, five of seed 2's conversations and all its paired
messages, and three of seed 3's conversations and all its paired messages were read as generated (after the wiring
commit had pinned the set's first digests; they were pinned again after this): allergy notes and cores that put the
allergen before "allergy" ("{A} allergy, the real kind", "{A} allergy, serious", "my {a} allergy", "{a} allergy", so
"Peanuts allergy") were reworded to "allergy to" or "allergic to"; the Kaingang voice's frame of greeting and goodbye
opened on "Bah, boa tarde, tchê.", so a core that opens on "Bah" said it twice ("Bah, boa tarde, tchê. Bah, for me the
best is ..."), and was given "Boa tarde, gente!" instead (the joining test's example with it), and "Bah" was taken out
of two cores; "banna" was taken out of three Warao cores, "hon" out of two Choctaw cores and "you bet" out of two Nez
Perce cores, so that a message framed with "Wha yuh seh, banna?" or "Halito, hon." seldom says it twice; fact styles
that still handed the sister over, or had someone want to know her or need her ("Got one for you, my {n}: {v}", "If
someone wants to know my {n}", "You need my {n}?"), and an event style in which "they" scheduled a sister's wedding were
reworded (and the near-copies that made, "Tell you what, my {n} is {v}" beside "I'll tell you once: my {n} is {v}", "One
for your list" beside "Got one for you", "Me gone {d}, is my {e}" beside "No painting for me {d}, is my {e}", "Case you
need it, me {n} is {v}" beside "You need my {n}? Is {v}", were rewritten again). A message that pairs two memories in
two voices greets in one language and says goodbye in another; that reads as a message typed by a person with two ways
of speaking, and was kept, as was an aside standing before a voice's greeting or after its goodbye (the generator puts
asides around the whole message, frames and all). Once the set was wired, the script that compares this set's joiners
and asides with earlier sets' took every set ``ingest`` holds, which now held heldout46 itself, and printed this set's
own joiners and asides as shared until it was told to leave heldout46 out; it printed nothing of any other set. Counts
of words taken after this module was written count it too ("gente" and "Nossa" were then in one module each: this one).

Slips of blindness: ``git worktree add`` printed main's newest commit subject, on review mends to two extractor modules
with behaviour unchanged (it names extractor functions and helpers, the whole test suite's count of passes, and that a
replay variant gives identical records on six earlier sets, without any figure of the bench). Printing the generator's
vocabulary printed the comment above the "dev" wordings, with that old set's first held-out recall for preferences,
constraints and facts; printing the comment blocks on heldout43 … heldout45 printed the block on dev42 above them too
(its runs at stops 43 and 44 gave "the same figures", with no figure). No figure of a newer set and no extractor change
beyond that subject was seen. A ``git diff main --stat`` taken at the end, meant to list this branch's own changes,
listed as well the files main had changed since the branch was made (the heldout43 module renamed to dev43, and one file
in ``memgraph_py`` and one in ``tools/``, by name, with their counts of changed lines), none of them opened. The counts
of candidate words were taken a whole word at a time and printed counts only. Nothing else was read beyond the list
above; the scripts of this set import ``ingest`` and the set tests (and so ``memgraph_py``, as the set tests do) without
any of it being opened or run beyond the generator, and the set tests' classifier-tool test loads ``tools/`` as it
always has, unopened.

It was held out as "heldout46": the lead ran it at stop 46 on stop 45's extractor (at ``7b43e3f``) and again after
stop 46's reading and after stop 47's, misses unread; then, at the end of stop 47, renamed it "dev46" (digests
unchanged) to be read.
"""

from __future__ import annotations

__all__ = ["H46_ASIDES", "H46_CONSTRAINTS", "H46_EVENT_STYLES", "H46_FACT_STYLES", "H46_JOINERS", "H46_PREF_STYLES",
           "H46_SMALLTALK", "H46_TASK_STYLES", "H46_TRAPS", "join_h46"]

#: Each voice's four frames: nothing, a greeting before a core, a thanks or goodbye after it, or both (an outline
#: keeps its prose lines first and last, so a frame only ever touches prose).
_FRAMES = {
    "ch": [("", ""), ("Halito! ", ""), ("", " Yakoke."), ("Halito, hon. ", " Yakoke, chi pisa la chike.")],
    "np": [("", ""), ("Ta'c méeywi! ", ""), ("", " Qe'ciyew'yew'."),
           ("Ta'c méeywi, hey. ", " Qe'ciyew'yew', later on.")],
    "ka": [("", ""), ("Boa tarde! ", ""), ("", " Valeu!"), ("Boa tarde, gente! ", " Valeu, abraço.")],
    "wa": [("", ""), ("Mornin', mornin'! ", ""), ("", " Thanks plenty."),
           ("Wha yuh seh, banna? ", " Thanks plenty, later.")],
}

_ROMAN = ("I", "II", "III")


def _outline(intro: str, topics: list[tuple[str, list[str]]], outro: str) -> str:
    """An outline the user typed in a word processor, pasted as plain text between two prose lines: ``intro`` (ending
    in ":"), each topic on a line of its own after a Roman numeral ("I. ", "II. "), under it its points indented by
    three spaces after a capital letter ("   A. ", "   B. "), then ``outro``."""
    lines = [intro]
    for numeral, (topic, points) in zip(_ROMAN, topics):
        lines.append(f"{numeral}. {topic}")
        lines += [f"   {letter}. {point}" for letter, point in zip("ABC", points)]
    return "\n".join([*lines, outro])


def _dress(cores: dict[str, list[str]]) -> list[str]:
    """Each voice's cores, each in all four of that voice's frames, core after core."""
    return [before + core + after for voice, voice_cores in cores.items() for core in voice_cores
            for before, after in _FRAMES[voice]]


H46_PREF_STYLES = _dress({
    "ch": [
        "Way I see it, {v} can't be beat.",
        "The fellas at the strip give me a hard time over it, but I'm stuck on {v}.",
        "Whoever's doing the picking for me, tell them {v}.",
        _outline("Copied this out of an outline I typed up in Word:", [("About Me", ["Ag pilot, Neshoba County",
                                                                                    "{V}, no two ways about it"])],
                 "Me to a T."),
        "My pokni raised me sensible, and I still pick {v}.",
        "I'm tickled pink with {v}, always.",
        "I've had a soft spot for {v} since I was a girl at Pearl River.",
        "{V}? Suits me mighty fine.",
        "Long as I've got {v}, I'm good.",
        "My ishki still laughs at how set I am on {v}.",
        "Out of all of it, I put {v} first.",
        "Between you and me, I'd want {v}.",
        "Folks at the Choctaw Fair know me for my love of {v}.",
        "If I had my druthers, it'd be {v}.",
    ],
    "np": [
        "Been that way forever, I like {v}.",
        "The hatchery crew gives me grief, but I stick with {v}.",
        "If it's your call for me, make it {v}.",
        _outline("An outline I put together on the computer, for what it's worth:",
                 [("Me", ["Hatchery tech on the Clearwater", "Into {v}"])], "Still accurate."),
        "Growing up in Lapwai, I always went for {v}.",
        "My auntie says I'm stubborn, and sure, I like {v}.",
        "Nothing tops {v} for me.",
        "You bet I go for {v}.",
        "I'm partial to {v}, always have been.",
        "I pick {v} whenever I get the say.",
        "Even as a kid on the river I'd pick {v}.",
        "Truth be told, my heart's with {v}.",
        "My wife and I don't agree on much, but we both like {v}.",
        "Count on me picking {v}.",
    ],
    "ka": [
        "Bah, for me the best is {v}.",
        "The truck drivers at the shop know I like {v}.",
        "You pick for me? Then {v}, sure.",
        _outline("I made an outline in the computer at the shop, look:",
                 [("About Me", ["Borracheira, beside the highway", "Like {v} a lot"])], "Is all still true."),
        "Since I was a guria in Nonoai, I like {v}.",
        "My vó always said I'm stubborn with {v}.",
        "{V}, this is my taste, nobody changes it.",
        "In my house the people always choose {v}.",
        "Tri legal, {v}, I always choose.",
        "I stay happy with {v}, always.",
        "More than anything, I like {v}.",
        "My husband laughs of me, but I go with {v}.",
        "Mark there: {v}, that I like.",
        "I have thirty-eight years and always the same: {v}.",
    ],
    "wa": [
        "Wha I like? {V}, plain and simple.",
        "Every bus driver I paint a name for hear me talk 'bout {v}.",
        "You picking on my behalf? Then {v}.",
        _outline("Here's a piece of an outline I typed at the internet shop:",
                 [("Me", ["Sign painter, Georgetown", "{V}, nothing else"])], "All true still."),
        "Back home in Mabaruma as a boy, {v} had my heart already.",
        "My grandmother used to call me hard-ears, but I like {v}.",
        "Nuff people don't understand, but {v} suit me.",
        "{V}, that's how I stay.",
        "Me nah pick nothing else but {v}.",
        "Give me {v} and I'm sweet.",
        "Brush in hand or not, I want {v}.",
        "Abee whole family know I fancy {v}.",
        "If I get a choice, I take {v} straight.",
        "Gyaff with me a while and you'll know I love {v}.",
    ],
})

H46_CONSTRAINTS = {
    "allergy": _dress({
        "ch": [
            "Allergic to {a}, I am, and it gets ugly.",
            "The clinic at Pearl River has me down as allergic to {a}.",
            _outline("From my outline, the health part:",
                     [("Health", ["Real allergy to {a}", "EpiPen in the plane"])], "Same story now."),
            "{A}? Lays me out flat, I'm allergic.",
            "I found out I'm allergic to {a} the hard way, back in high school.",
            "Mind you, I'm allergic to {a}, so check before you book me anything.",
            "Mighty allergic to {a}, ma'am, always have been.",
        ],
        "np": [
            "I've got an allergy to {a}, a real bad one.",
            "Lewiston hospital confirmed it years back: allergic to {a}.",
            _outline("Pulled this from my outline on the computer:",
                     [("Health", ["Serious allergy to {a}"]), ("Work", ["Hatchery, day shift"])],
                     "Still so, years on."),
            "I swell right up from {a}, that's my allergy.",
            "My crew knows to keep an eye out, I'm allergic to {a}.",
            "You bet I'm allergic to {a}, found that out young.",
            "Whatever you line up for me, remember I'm allergic to {a}.",
        ],
        "ka": [
            "I have allergy of {a}, very strong.",
            "The doctor in Passo Fundo discovered I'm allergic to {a}.",
            _outline("My outline of health things, from the computer:",
                     [("Saúde", ["Allergy: {a}", "Pressure good"])], "Continues like this."),
            "{A}? Bem capaz, I'm allergic.",
            "Since guria I am allergic to {a}.",
            "When you organize something for me, remember: allergic to {a}.",
            "Bah, I'm allergic to {a}, is serious thing.",
        ],
        "wa": [
            "Me allergic to {a}, bad bad.",
            "Georgetown Hospital tell me straight, I'm allergic to {a}.",
            _outline("From the outline I typed at the internet shop, health side:",
                     [("Health", ["Allergic: {a}"]), ("Work", ["Paint fumes, wear a mask"])], "Still stand so."),
            "{A} does make me swell up, I'm allergic.",
            "Me body can't take {a}, allergic from small.",
            "Anything you arrange, keep {a} far, I'm allergic.",
            "Nuff people don't know, but I'm allergic to {a}.",
        ],
    }),
    "diet": _dress({
        "ch": [
            "I'm {d}, just so you know when food comes up.",
            "At family dinners my pokni cooks around me since I'm {d}.",
            _outline("Out of my outline, the food part:", [("Food", ["I'm {d}"])], "Same story today."),
            "Banaha and hominy at the fair, and me being {d}, I ask first.",
            "Whatever you order me for lunch at the strip, I'm {d}.",
            "I'm {d}, ma'am, that's all there is to it.",
            "Folks forget I'm {d}, so I remind them.",
        ],
        "np": [
            "I'm {d}, so watch the menus for me.",
            "At salmon bakes at the longhouse I have to say I'm {d}.",
            _outline("From my computer outline:",
                     [("Eating", ["Diet: {d}, strict"]), ("Fishing", ["Steelhead season"])], "Holds true."),
            "Ask my auntie, she'll tell you I'm {d}.",
            "I'm {d}, and the crew potlucks know it.",
            "Food-wise, I'm {d}, keep it in mind.",
            "Been {d} a long while now.",
        ],
        "ka": [
            "I'm {d}, so at the barbecue I am difficult.",
            "My vó still asks me every visit if I'm really {d}.",
            _outline("My outline, the part of food:", [("Comida", ["Sou {d}, always"])], "Is the same."),
            "In the truck stop restaurant I always explain I'm {d}.",
            "Please, I'm {d}, remember when you choose food.",
            "Bah, being {d} in Rio Grande do Sul is not easy.",
            "Already some years that I'm {d}.",
        ],
        "wa": [
            "Tell the food shop lady I'm {d}.",
            "At cook-up time I always got to say I'm {d}.",
            _outline("Outline I typed, the food bit:", [("Food", ["Still {d}, every meal", "Water, plenty"])],
                     "Nothing new."),
            "My wife does cook separate for me 'cause I'm {d}.",
            "Wherever we eating, I'm {d}.",
            "Is true, I'm {d}, no joke.",
            "Long time now I'm {d}.",
        ],
    }),
    "hours": _dress({
        "ch": [
            "Don't ring me before {t}, I'm up in the air spraying.",
            "After {t} I don't pick up, ma'am.",
            _outline("Hours, from my outline:", [("Schedule", ["Phone quiet till {t}"])], "Still how it goes."),
            "Nobody gets me in a meeting before {t}.",
            "Past {t}, leave me be.",
            "I'm in the cockpit till {t}, so no calls before.",
            "No meetings before {t}, that's my rule.",
        ],
        "np": [
            "Don't call before {t}, I'm down at the raceways.",
            "After {t} I'm off the grid.",
            _outline("My outline on hours:", [("Availability", ["Phone on after {t}"])], "Current as of now."),
            "Don't put a thing on my calendar before {t}.",
            "You'll catch me after {t}, no sooner.",
            "Once {t} hits, I'm done taking calls.",
            "Before {t} I've got fish to feed, so no meetings.",
        ],
        "ka": [
            "Before {t} I'm patching tyres, no calls.",
            "When is {t}, I stop answering, is family time.",
            _outline("My outline of hours:", [("Horário", ["Meetings from {t}"])], "Continues so."),
            "Reunions with me only after {t}.",
            "Before {t}, please, don't call, the compressor is too loud.",
            "From {t} the phone stays in the drawer.",
            "Schedule me for {t} or after, tchê.",
        ],
        "wa": [
            "Don't call me before {t}, I does be painting.",
            "After {t} I nah answering nobody.",
            _outline("The hours part of my outline:", [("Hours", ["After {t} only"])], "Same way still."),
            "Meetings? Only from {t}.",
            "Before {t} I'm up a ladder with a brush, so no.",
            "Leave me alone after {t}, please.",
            "Book me from {t} onwards.",
        ],
    }),
    "budget": _dress({
        "ch": [
            "I can go {m}, not a penny more.",
            "Spraying season pays, but keep it under {m}.",
            _outline("My money outline:", [("Money", ["Spend cap {m}"])], "Holding to that."),
            "Top dollar for me is {m}.",
            "Don't you go over {m} on me.",
            "I've budgeted {m} and I mean it.",
            "Anything past {m} is out of my league.",
        ],
        "np": [
            "Stay under {m}, things are spendy enough.",
            "Hatchery pay only stretches to {m}.",
            _outline("The money part of my outline:", [("Budget", ["Up to {m}"])], "Sticking to it."),
            "{m} max, you bet.",
            "I won't spend past {m}.",
            "Find me something for {m} or less.",
            "{m} and not a dime over.",
        ],
        "ka": [
            "My limit is {m}, more than this I don't have.",
            "The shop gives little money, so {m} maximum.",
            _outline("From my outline, the money:", [("Dinheiro", ["Limit {m}"])], "Firm."),
            "Nossa, more than {m} is expensive for me.",
            "Look something until {m}, please.",
            "With {m} I manage, no more.",
            "Tchê, {m} is the top.",
        ],
        "wa": [
            "{m} is all I got for this.",
            "Sign work slow this month, nothing past {m}.",
            _outline("Money side of the outline I typed:", [("Money", ["Ceiling {m}"])], "Not moving on that."),
            "Nothing above {m}, that's it.",
            "I could manage {m} and that's it.",
            "Keep the price under {m} for me.",
            "{m}, me can't go higher.",
        ],
    }),
    "days": _dress({
        "ch": [
            "{W}s I'm at my pokni's, so no.",
            "I don't fly {w}s, never have.",
            _outline("The week in my outline:", [("Schedule", ["{W}s stay free"])], "Always the way."),
            "Keep my {w}s empty, please.",
            "On {w}s I'm at church and then my ishki's.",
            "Not a {w}, any other day suits.",
            "Leave {w}s off my calendar.",
        ],
        "np": [
            "{W}s I'm up the Clearwater with a rod, don't book me.",
            "No meetings for me on {w}s.",
            _outline("Week from my outline:", [("Week", ["{W}s: busy with family"])], "Every week the same."),
            "I'm tied up every {w}.",
            "Skip {w}s when you book me.",
            "On {w}s I help my uncle with his horses.",
            "{W}? Can't do it.",
        ],
        "ka": [
            "{W}s I don't work, is day of family.",
            "On {w}s I stay with my vó in Nonoai.",
            _outline("My week in the outline:", [("Semana", ["{W}s free, no work"])], "Always so."),
            "{W}s no, any other day yes.",
            "Every {w} the shop is closed and me too.",
            "For me {w}s are impossible, tchê.",
            "{W}? Bem capaz, no.",
        ],
        "wa": [
            "{W}s I does go to church, so no.",
            "Every {w} I painting at Stabroek, can't do nothing else.",
            _outline("The week part of my outline:", [("Days", ["Every {w} taken up"])], "Steady so."),
            "{W}s out, banna.",
            "{W}s I'm with my children.",
            "Every day good except {w}.",
            "Me nah free on {w}s.",
        ],
    }),
}

H46_FACT_STYLES = _dress({
    "ch": [
        "My {n} is {v}, write that down.",
        "Now, my {n} is {v}, and that's the truth.",
        _outline("From my outline, the about-me part:", [("About Me", ["Ag pilot", "{n}: {v}"])], "Checked today."),
        "{v}, ma'am, that's my {n}.",
        "While I think of it, my {n}'s {v}.",
        "My {n}? Why, that'd be {v}.",
        "Jot this down, my {n}'s {v}.",
        "For your records, my {n}'s {v}.",
        "Should it come up, {v} is my {n}.",
        "I'll tell you once: my {n} is {v}.",
    ],
    "np": [
        "My {n}'s {v}, keep it handy.",
        "Put this on file, my {n}: {v}.",
        _outline("Here's my outline from the computer:",
                 [("Personal", ["Hatchery tech", "{n} is {v}"]), ("Family", ["Lapwai"])], "That's right."),
        "Here it is, plain: my {n}, {v}.",
        "{v} is my {n}, for what it's worth.",
        "Stash this away, my {n} is {v}.",
        "My {n}, for the file: {v}.",
        "That {n} of mine is {v}.",
        "Figured you should have it: my {n} is {v}.",
    ],
    "ka": [
        "My {n} is {v}, take note.",
        "{v}, is my {n}.",
        _outline("About me, from my outline:", [("Eu", ["Borracheira", "{n} -> {v}"])], "Is correct."),
        "Anota aí: my {n} is {v}.",
        "The {n} of me is {v}.",
        "If someone asks which is my {n}, is {v}.",
        "Bah, my {n}? {v}.",
        "Remember for me the {n}: {v}.",
        "Tchê, my {n} is {v}, don't forget it.",
    ],
    "wa": [
        "Hold on to this one: my {n}, {v}.",
        "{v} — me {n}, write it.",
        _outline("Top of the outline I typed about myself:", [("Me", ["Sign painter", "{n} / {v}"])], "Correct."),
        "Me {n}, you asking? Is {v}.",
        "Put it in your book, me {n} is {v}.",
        "Me {n}? {v}, straight.",
        "My {n} is {v}, is true.",
        "Note it good: {v}, that's me {n}.",
        "Me {n} is {v}, mark that.",
    ],
})

H46_EVENT_STYLES = _dress({
    "ch": [
        "My {e} is {d}, so I'm grounded that day.",
        "{E} {d}, don't you let me forget.",
        _outline("From the outline I typed this morning:", [("Coming Up", ["{E}, {d}"])], "Set in stone."),
        "Turns out my {e} is {d}.",
        "I'll be off the strip {d} for my {e}.",
        "Pencil in my {e} for {d}.",
        "My {e}'s set for {d}, Lord help me.",
        "Can't miss {d}, that's my {e}.",
        "Just so it's on record, my {e} falls {d}.",
    ],
    "np": [
        "My {e} is {d}, I'll be off the raceways.",
        "{E} coming up {d}, and I'm ready for it.",
        _outline("From my outline, typed up this morning:", [("Dates", ["{E}: {d}"]), ("Work", ["Swap shifts"])],
                 "All squared away."),
        "It's all set, my {e} is {d}.",
        "Heads up, my {e}'s {d}.",
        "The hatchery knows I'm gone {d} for my {e}.",
        "Come {d} I've got my {e}, can't move it.",
        "Don't let me double-book {d}, it's my {e}.",
        "My {e}? That's {d}.",
        "Remember my {e} is {d}, okay?",
    ],
    "ka": [
        "My {e} is {d}, the shop stays with my brother.",
        "{E} is {d}, put it there for me, tchê.",
        _outline("My outline, typed today in the morning:", [("Agenda", ["{E} — {d}"])], "Is marked."),
        "Already have date for my {e}: {d}.",
        "Look, {d} already is my {e}.",
        "Remember me: {e}, {d}.",
        "I go to my {e} {d}, no work that day.",
        "For {d} stays my {e}.",
        "Put in the calendar: {e}, {d}.",
    ],
    "wa": [
        "No painting for me {d}, is my {e}.",
        "{E} {d}, remind me, banna.",
        _outline("Outline from this morning, I typed it quick:", [("Dates", ["{E}", "When: {d}"])], "Fixed."),
        "Word reach me, my {e} is {d}.",
        "My {e} take me away {d}.",
        "Keep {d} clear, my {e} there.",
        "Me {e} fix for {d}.",
        "Is {d} my {e}, no joke.",
        "I got my {e} {d}, don't make me forget.",
    ],
})

H46_TASK_STYLES = _dress({
    "ch": [
        "I've got to {t}, remind me now.",
        "Before I fly again I need to {t}.",
        _outline("To-dos from my outline:", [("To Do", ["{t}", "Wash the plane"])], "Sitting there waiting on me."),
        "Don't let me forget I have to {t}.",
        "Soon as spraying's done today I'll {t}.",
        "I keep meaning to {t} and then it goes clean out of my head.",
        "I won't rest easy till I {t}.",
        "No excuses, I've got to {t} this week.",
        "On my list for town: {t}.",
    ],
    "np": [
        "Need to {t}, keep me honest.",
        "After my shift I've got to {t}.",
        _outline("From my outline, things to do:", [("Errands", ["{t}", "Clean the raceways"])], "Working on it."),
        "You bet I'll forget to {t} unless you remind me.",
        "First thing tomorrow I've got to {t}.",
        "Ping me to {t}.",
        "It's been a week, I really need to {t}.",
        "Put this on me: {t}.",
        "I'm behind, I still have to {t}.",
    ],
    "ka": [
        "I need to {t}, remember me please.",
        "Before close the shop I must {t}.",
        _outline("My outline, the things for doing:", [("Fazer", ["{t}", "Buy patches"])], "Still for doing."),
        "Bah, I forgot again to {t}.",
        "Without fail this week, I must {t}.",
        "My husband asks every day: did you {t}?",
        "Tomorrow I have to {t}, tchê.",
        "Put in my list: {t}.",
        "I have pending: {t}.",
    ],
    "wa": [
        "Remind me to {t}, please, I does forget.",
        "Me need to {t} before the week out.",
        _outline("To-do bit of my outline:", [("Jobs", ["{t}", "Buy more enamel"])], "All still pending."),
        "When I come down off the ladder I must {t}.",
        "It slip me mind again, I must {t}.",
        "Before I go back up to Mabaruma I got to {t}.",
        "Nuff days now I mean to {t}.",
        "Tomorrow self, me going to {t}.",
        "Write it fuh me: {t}.",
        "Me wife vex 'cause I still didn't {t}.",
    ],
})

H46_SMALLTALK = _dress({
    "ch": [
        "Hot and sticky out here, the air's like soup.",
        "Sprayed six hundred acres of beans today.",
        "How about yourself, doing all right?",
        "Ha, now that's a good one.",
        "Fire ants got me again out on the strip.",
        "Did State win last night?",
        "Eating a plate of hominy right now.",
        "Okay, now I'm following you.",
        "Why does kudzu grow so fast?",
        "Thunderheads building up west, no more flying today.",
        "Tell me something fun, I'm waiting on the mechanic.",
        "Hold on, my ishki's on the other line.",
        "How tall is the Nanih Waiya mound?",
        "Muscadines are coming in real good this year.",
        "The Choctaw Fair starts next month, can't wait.",
        "Go on, I'm listening.",
        "How long is the Natchez Trace, end to end?",
        "Worn out, been in the cockpit since dawn.",
        "Sweet tea and a porch swing, that's my evening.",
        "Storm knocked the power out over in Philadelphia.",
        _outline("My outline for today, nothing much in it:", [("Today", ["Flew the east fields",
                                                                         "Storm after lunch"])],
                 "That's about all she wrote."),
        _outline("Outline I made of the fair, just for fun:", [("Choctaw Fair", ["Social dancing",
                                                                                "Beadwork everywhere"])],
                 "Good time."),
    ],
    "np": [
        "Snow on the Camas Prairie this morning.",
        "Clipped fins on ten thousand smolts today.",
        "How's everything on your end?",
        "Heh, that's funny.",
        "The Zags are on fire this season.",
        "Anybody catch the Vandals game?",
        "Having huckleberry pie on my break.",
        "Okay, that clears it up.",
        "How do salmon find their way home?",
        "The river's running high and brown.",
        "Tell me a story, the fish are fed.",
        "Hang tight, my supervisor's waving me over.",
        "How old is the Clearwater canyon?",
        "Steelhead run's looking strong.",
        "Smoke from the fires is thick again.",
        "Sure, keep going.",
        "How many miles is it from Lapwai to the coast?",
        "Tired, I was up at four for the spawning count.",
        "Saw a herd of Appaloosas by the road.",
        "Elk came right down to the river last night.",
        _outline("Outline of my day, nothing important:", [("Shift", ["Fed the raceways", "Counted smolts"])],
                 "Same as usual."),
        _outline("An outline I made after the salmon bake, for fun:",
                 [("Salmon Bake", ["Whole family came"]), ("After", ["Drums after dark"])], "Great night overall."),
    ],
    "ka": [
        "Bah, frost this morning, everything white.",
        "Patched eleven tyres today, my hands are black.",
        "And you, how goes it?",
        "Hahaha, tri funny.",
        "Grêmio lost again, I'm sad.",
        "Did Inter win yesterday?",
        "Drinking chimarrão here at the shop.",
        "Ah, now I understand you.",
        "Why the araucaria trees grow so tall?",
        "Big truck of soy came with two flat tyres.",
        "Tell me something curious, the shop is calm.",
        "Wait, one client arrived.",
        "The araucaria forest, how many years it have?",
        "Winter is coming, time of pinhão.",
        "The road is full of trucks today.",
        "Continue, tchê, I'm here listening.",
        "How far is Nonoai from the sea?",
        "So tired, the compressor broke and I pumped by hand.",
        "Rain all day, nobody stops to fix tyre.",
        "My vó made a basket of taquara for my cousin.",
        _outline("My outline from today, nothing special:", [("Hoje", ["Eleven tyres", "Cold wind"])], "Was a day."),
        _outline("I did an outline of the festa, only for play:", [("Festa", ["Pinhão roasted", "Dancing till late"])],
                 "Beautiful."),
    ],
    "wa": [
        "Rain pelting down on Georgetown, the trenches full.",
        "Finish lettering a whole bus today, looking sharp.",
        "How things by you?",
        "Ha, you too funny.",
        "Anybody watching the football tonight?",
        "The kiskadee outside won't stop shouting.",
        "Eating cook-up rice right now, hold on.",
        "Right, now it make sense.",
        "Why Kaieteur Falls so high?",
        "Seawall breeze nice this evening.",
        "Tell me a joke nah, the paint drying.",
        "Hold on, a customer want a sign.",
        "How long the Essequibo river is?",
        "Mashramani coming, everybody painting floats.",
        "Power gone again in the whole street.",
        "Go ahead, I listening.",
        "How far is Mabaruma from Georgetown by boat?",
        "Tired, been on the ladder since six.",
        "Stabroek Market crowded bad today.",
        "Hot sun today, the paint drying too fast.",
        _outline("Today's outline, nothing in it really:", [("Today", ["Two signs done", "Rain after lunch"])],
                 "Just so."),
        _outline("Outline I made after Mashramani, for fun:",
                 [("Mashramani", ["Floats all down the road", "Music till late"])], "Nice, nice."),
    ],
})

H46_TRAPS = _dress({
    "ch": [
        "My cousin's allergic to peanuts, can't even sit by an open bag of them.",
        "If I ever hit the lottery, I'd buy my own Air Tractor.",
        "My brother swears by aisle seats, says his knees need it.",
        "Before I flew, I waited tables at the truck stop in Philadelphia.",
        "Should I get my instrument rating?",
        "Oh sure, I just love flying through a swarm of lovebugs.",
        "My niece went vegan up in Memphis, and now she lectures us.",
        "Picture me flying jets for an airline, ha.",
        "My pokni used to say, 'the river remembers everything.'",
        "Does jazz really come from New Orleans?",
        "Eight-year-old me wanted to race stock cars.",
        "My boss at the feed store won't take a call before 9am.",
        "Rent in Jackson went through the roof, they say.",
        "If cotton prices pick up, maybe I'll buy a second plane.",
        "My sister sings gospel every Sunday, loud.",
        "Is it true the Choctaw sent money overseas during the potato famine?",
        "Now and then I daydream about flying floatplanes up north.",
        "Dr. Moreau pulled my uncle's tooth last week, he's still sore.",
        "We had a mule named Dolly when I was a girl.",
        "Yeah, nothing better than a clogged nozzle halfway down a field.",
        "My granddaddy farmed cotton his whole life.",
        "What if I started giving flying lessons?",
        _outline("My nephew typed up this outline about himself for school:",
                 [("About Me", ["Age eleven", "Allergic to shellfish"])], "All his, none of it mine."),
        _outline("Found an old outline from my truck stop days:", [("Work 2009", ["Open at five", "Grits and eggs"])],
                 "Ancient history."),
        _outline("Outline from my ground school course, not my stuff:",
                 [("Weather", ["Watch the dew point"]), ("Fuel", ["Check before every flight"])],
                 "Instructor's notes."),
        "Do crop dusters go deaf from the engines?",
        "My son wants to be a pilot like me, he says.",
    ],
    "np": [
        "My brother's allergic to latex, so hatchery gloves are a problem for him.",
        "If I won big in the state lottery, I'd buy a ranch in Wallowa.",
        "My wife loves spicy food, the hotter the better.",
        "Before the hatchery, I worked a sawmill in Orofino.",
        "Should I go back to school for fisheries biology?",
        "Oh yeah, I love scrubbing raceways at six in the morning.",
        "My cousin went pescatarian down in Boise.",
        "Imagine me running the whole hatchery, ha.",
        "My grandpa had a saying, 'the salmon feed the people.'",
        "Is red wine actually good for your heart?",
        "As a kid I wanted to ride bulls.",
        "My supervisor doesn't answer anything after 6pm.",
        "A guy I know in Spokane pays $1,500 for a one-bedroom.",
        "If the dams come down, maybe the salmon come back.",
        "My daughter's obsessed with old Westerns.",
        "Is it true Lewis and Clark nearly starved before the Nez Perce fed them?",
        "Sometimes I picture myself guiding on the Snake River.",
        "My uncle's dog is called Biscuit, dumbest dog alive.",
        "Scout was our old horse, back when I was a boy.",
        "Sure, spawning season in the sleet is a real treat.",
        "My grandpa fished at Celilo Falls before they flooded it.",
        "What if I opened a fly shop in Kamiah?",
        _outline("Here's the outline my son did about himself in class:", [("Me", ["Fourteen", "Vegetarian"])],
                 "That's all his."),
        _outline("Old outline from my sawmill years:", [("Mill 2011", ["Graveyard shift", "Green chain"])],
                 "Long gone."),
        _outline("The outline the biologist handed us at training, not mine:",
                 [("Smolts", ["Count twice"]), ("Water", ["Check oxygen hourly"])], "Hatchery handout."),
        "Do hatchery fish really swim as well as wild ones?",
        "My sister moved to Vienna for work, lucky her.",
    ],
    "ka": [
        "My sister is allergic to shrimp, she can't go to the beach restaurants.",
        "If I win the Mega-Sena, I buy a truck.",
        "My husband always wants the window in the bus.",
        "Before the tyres, I worked in the apple harvest in Vacaria.",
        "Should I learn to repair car engines too?",
        "Ah, I love when three trucks arrive at the same time. Very nice.",
        "My cousin became vegetarian in Curitiba, the family was in shock.",
        "Imagine me with a big tyre store, ha.",
        "My vó always says: 'the forest gives, the forest takes.'",
        "Is true that dark mode saves battery?",
        "When I was small I wanted to be a football player.",
        "The owner of the shop arrives only at 10 am, every day.",
        "In Passo Fundo the rent is very expensive now.",
        "If they double the highway, maybe more work for me.",
        "My brother loves sertanejo music, all day loud.",
        "Is true that the araucaria lives five hundred years?",
        "Sometimes I think to go live in the beach, but no.",
        "My neighbour's dog is called Luna, she barks all night.",
        "When I was guria we had chickens and one pig.",
        "Of course, I love changing tyre in the rain. The best.",
        "My grandfather made baskets all his life.",
        "What if I sell the baskets of my vó on the internet?",
        _outline("My daughter made this outline about her for school:",
                 [("Eu", ["Eleven years", "Lactose intolerant"])], "Is hers."),
        _outline("Old outline from the apple harvest:", [("Colheita 2014", ["Start six sharp", "Boxes and boxes"])],
                 "Past already."),
        _outline("Outline of the safety talk from the tyre company, not mine:",
                 [("Segurança", ["Use the cage for truck tyres"]), ("Compressor", ["Drain every day"])],
                 "From the company."),
        "Is dangerous to fill a truck tyre without the cage?",
        "My cousin has employee id E-20417 at the factory, he always repeats it.",
    ],
    "wa": [
        "My brother allergic to sesame, he can't eat the bakery bread.",
        "Suppose I catch the lotto, I buying a big boat to run the river.",
        "My wife does take only trains when she travel abroad, she fraid planes.",
        "Before sign painting, I worked on a rice farm in Essequibo.",
        "Is time I learn to do the signs on computer?",
        "Oh yes, I love when the rain wash off the sign I just finish. Lovely.",
        "My niece abroad is pescatarian, she send me pictures of every fish.",
        "One day maybe I'll run a print shop with a neon sign, who knows.",
        "Old people up the Barima say, 'the river don't hurry.'",
        "Thai food really that spicy?",
        "As a boy my dream was to drive the big river boat.",
        "My uncle don't answer the phone before noon, never.",
        "Rent in Georgetown gone crazy since the oil.",
        "If the oil money reach us, maybe I open a proper shop.",
        "My brother can't go a day without chutney music.",
        "Is true the Warao name mean 'boat people'?",
        "Some nights I think of going back up the Barima for good.",
        "Dr. Lindgren from the hospital bought a sign from me.",
        "We had a monkey at home when I was small, it used to thief mangoes.",
        "Yeah man, I love painting in the hot sun at midday.",
        "My father cut timber in the bush near Mabaruma for forty years.",
        "What if I paint murals for the hotels?",
        _outline("My daughter outline she typed for school, look:", [("Me", ["Ten years", "Bad allergy: cats"])],
                 "Is hers, not mine."),
        _outline("Old outline from when I worked the rice farm:", [("Rice 2006", ["Up at five", "Mosquito bad"])],
                 "Them days done."),
        _outline("The outline the pastor gave out after service, not mine:",
                 [("Sermon", ["Love thy neighbour"]), ("Notices", ["Harvest on the 12th"])], "Pastor's outline."),
        "Sign painters does get sick from the paint fumes?",
        "My nephew just got a job at Hooli overseas.",
    ],
})

#: What the "dev46" set wraps around some memories, each on a line of its own.
H46_ASIDES = (["", "Jot this one.\n", "Another for the pile.\n", "Little something of mine.\n",
               "While I'm thinking of it.\n", "Hang on to this.\n", "For the record, mine.\n", "One about me.\n",
               "File this away.\n", "Before it goes right out my head.\n"],
              ["", "\nThat'll do.", "\nOkay, filed.", "\nThere it is.", "\nAll true.", "\nThat's the whole of it.",
               "\nGot it down?", "\nRight, onward.", "\nSo there's that.", "\nEnough said."])

#: How two memories share one message in the "dev46" set.
H46_JOINERS = [" One more, mine too: ", " And this is true of me too: ", " While I'm at it, one of my own: ",
               " And another, about me: ", " Something else of mine: ", " Add this one of mine: ",
               " And on top of all that, mine: ", " And then mine, this: ", " Here's a further one of mine: ",
               " A second thing, this one mine: "]


_OPENERS = tuple(sorted({g for frames in _FRAMES.values() for g, _ in frames if g}, key=len, reverse=True))
_CLOSERS = tuple(sorted({f for frames in _FRAMES.values() for _, f in frames if f}, key=len, reverse=True))


def join_h46(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev46" hand: a message greets once and says goodbye once, so the first
    memory gives up a voice's closing thanks or goodbye and the second its opening greeting; an outline (more than one
    line) on either side stands apart from the other memory after an empty line, so its prose lines stay first and
    last; otherwise the first memory ends in ".", "!" or "?" (a full stop is added if not), then the joiner, then the
    second memory in its own case."""
    head = next((head[:-len(c)] for c in _CLOSERS if head.endswith(c)), head)
    tail = next((tail[len(g):] for g in _OPENERS if tail.startswith(g)), tail)
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    return (head if head.endswith((".", "!", "?")) else head + ".") + joiner + tail
