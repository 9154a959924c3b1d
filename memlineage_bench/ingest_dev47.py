"""Wordings "dev47" of `memlineage bench ingest` (the ``H47_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A forty-seventh hand (the helper session "held47"), written blind on 2026-12-07 by an engineer who had not read the
extractor or anything else in ``memgraph_py`` (its classifier, the gate, the labels, the query understanding, the entity
code), ``tools/``, the README, the docs, the issue tracker or any bench output, list of misses or other session's file,
and who did not run any extractor, ``memlineage``, ``bench ingest``, the classifier, any server or ``make`` on this set
or on anything (only the pure set tests, and small scripts of its own that render this set's styles with sample values,
compare its cores with each other, compare its sentences, joiners and asides with those of every earlier set as the set
tests gather them, printing only this set's own, and print this set's generated conversations). What was read: the
module docstring of "heldout46" first (how its writer read, chose and checked), then the generator (``ingest.py``: its
docstring, imports, vocabulary, ``_date``, ``_cap``, ``_persona``, ``_paired``, ``Wording``, ``WORDING_SETS``,
``generate``, the comment blocks on heldout44, heldout45 and heldout46, and the wiring; of the inline development
wordings only the lines a search for comment lines printed, see the slips); the module of "heldout46" in full, for its
shape (its names, frames, counts, ``_dress``, its layout helper, asides, joiners and joining function; none of its
phrasing copied, its voices, trades and layout kept clear of); the set tests (their generic checks, ``PINNED``,
``WRITTEN``, the parametrize lists, the names of every layout test, and heldout46's layout and joining tests); the
commits that made and wired heldout46 (``8a9e044``, ``36aae23``, ``5b289a5``: their messages and stats, and
``36aae23``'s changes to ``ingest.py`` and the set tests). No other set's module was opened. The one example string
naming a set that does not exist yet is in the set tests (the classifier tool's test), and now names heldout48.

To pick voices, trades and a layout no earlier set had used, the modules (``memlineage_bench/*.py``) were searched for
each candidate, a whole word at a time (case aside), with counts only as output. Basque, Georgian, Chechen, Burushaski,
Mongolian, Kazakh, Turkish, Quechua, Mapudungun, Nahuatl, Navajo, Inuktitut, Greenlandic, Lakota, Cherokee, Mohawk,
Zapotec, "K'iche'", Tibetan, Burmese, Hmong, Yolngu, Chukchi, Zuni, Tlingit, Kuna, Garifuna, Tamazight, Dinka,
Khoekhoe, Maltese, Romani, Armenian, Albanian, Ainu, Sami, Finnish, Hungarian, Estonian, Nepali, Hopi, Sakha, Uyghur,
Hawaiian, Samoan, Tongan, Fijian, Maori and Malagasy were each found in some module, and so were regions that ruled out
languages no module names: Australia (so Pitjantjatjara and Warlpiri), Siberia and Russia (so Ket and Nivkh), Oklahoma
(so Kiowa), Peru (so Shipibo), Alaska (so Yup'ik), Honduras, Belize and Panama (so Lenca and the Chibchan languages),
Mopti and Bamako (so Dogon), Suriname, Paramaribo and Sranan (so Kari'na of Suriname), Timor, Dili and Tetum (so
Fataluku), New Mexico and Albuquerque (so Keres of Acoma); Arikara (none, but "Dakota" is in one) and Washo (none,
but few speakers are left) were passed over. Kept, each of a family and a region no module names:
Miskito (Misumalpan; "Miskito", "Miskitu", "Misumalpan", "Nicaragua", "Nicaraguan", "Managua", "Bilwi", "Puerto
Cabezas", "Waspam", "Río Coco", "Naksa", "Tingki", "kuka", "Moravian", "rondón", "gallo pinto", "nacatamal", "panga",
"tuani", "chele", "ideay", "chunche", "Sandinista" in none; "Caribbean" is in three, "hurricane" in one and "baseball"
in two, and none of those was used), Tucano (Tukanoan; "Tucano", "Tukano", "Tukanoan", "Vaupés", "Mitú", "Bogotá",
"Colombian", "parce", "chévere", "bacano", "qué pena", "a la orden", "listo", "tinto", "arepa", "ajiaco",
"Millonarios", "TransMilenio", "aguacero", "maloca", "casabe" in none), Shuar (Chicham; "Shuar", "Chicham", "Ecuador",
"Ecuadorian", "Macas", "Sucúa", "Morona Santiago", "Upano", "Winiajai", "Pujamek", "chuta", "ñaño", "achachay",
"arrarray", "de ley", "mijo", "Cuenca", "Guayaquil", "chicha", "yuca" in none) and Kali'na (Cariban; "Kali'na",
"Cariban", "Galibi", "French Guiana", "Guianese", "Cayenne", "Kourou", "Awala", "Maroni", "Saint-Laurent", "touloulou",
"couac", "blaff", "awara", "sa ka maché", "mési", "pirogue", "leatherback" in none). Words found by a count were left
out ("gracias" in three modules, "hola" in two, "pues" in three, "chao" in one, "mija" in one, "bonjou" in one, "ay"
in eight, "oye" in one). Trades: an outboard-motor mechanic ("outboard", "Yamaha" in none), a land surveyor
("surveyor", "total station", "theodolite" in none), a welder ("welder", "MIG", "hard hat" in none; "welding" is in one
module and is not used) and a forklift driver at a port ("forklift" in none); a lobster diver ("lobster" in two), a
radio announcer ("announcer" in one), a boat builder (one), a beekeeper (six), a piano tuner (three), a glassblower
(four), a locksmith (one), a tailor (one), a potter (four) and a midwife (two) were dropped.

Layouts weighed: a personal FAQ with "Q:" and "A:" lines (both start lines in one module, and "FAQ" is in one), a
Kindle "My Clippings" note ("Kindle" and "Clippings" in none, but it is a book's highlight, seldom the user's own
words), a memo under "TO:", "FROM:" and "RE:" lines (too close to the e-mails of earlier sets), a telegram in capitals
with "STOP" (the value would be in capitals too), song lyrics under "[Verse]" and "[Chorus]" (too close to an earlier
set's limericks) and an Instagram caption over a column of full stops and hashtags (too close to an earlier set's tweet
threads). Kept: the text of the user's own slides, copied out of a presentation app (PowerPoint, Google Slides) and
pasted as plain text: a prose line ending in ":", then one or two slides, each on a line of its own as "Slide 1 of 2: "
and the slide's title, each with one or two bullets under it, indented by two spaces after "•" ("  • "); then a closing
prose line (no module holds "Slide" before a number, "PowerPoint", "Google Slides", "Keynote" or "Speaker notes"; "•"
at the start of a line is in two modules, and "Slide" and "slides" are in seven and four as words, not opened to see
why). The value stands in a bullet, never in a slide's title or the prose around the slides, and no title names a
value a persona may have (no weekday, month, "Dog", "Bills" or "Forms", nothing with "max", "noon" or "ines" in it).
Slides that say when something is (an event, a task) were made "today" or "this morning", so "tomorrow" and "next
Tuesday" mean the same on a slide as in the chat. Traps get the layout's own kinds: someone else's slides (a son's, a
niece's, a daughter's, for school), old slides of a life that is over ("Barco 2008", "Flores 2012", "Hacienda 2010",
"Magasin 2015") and slides that are not the user's at all (an engine company's training, a GPS company's course, a
steel company's safety talk, the port authority's deck).

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Miskito speaker's English (a man from Bilwi, Puerto Cabezas, on Nicaragua's Caribbean coast), an outboard-motor
  mechanic at the wharf: "Naksa" (hello), "Tingki pali" (thank you very much), his kuka (grandmother), the Moravian
  church, rondón with coconut, gallo pinto, pangas, Yamahas and Suzukis, the cays, the Río Coco, the storms of 2020;
  Nicaraguan Spanish on top ("ideay", "tuani", "chele"); Spanish-shaped English ("make me the favour", "since small", "I
  am listening you", "don't put me nothing");
* a Tucano speaker's English (a woman from Mitú on the Vaupés, living in Bogotá), a land surveyor with a total station
  and a tripod: her grandmother and abuelo, casabe, the black water of the Vaupés; Bogotá's cold and aguaceros, tinto,
  arepas and ajiaco, the TransMilenio, Millonarios, vallenato; Colombian Spanish on top ("Buenas buenas", "¿qué más?",
  "parce", "qué pena", "chévere", "bacano", "listo", "juepucha", "uf");
* a Shuar speaker's English (a man from Macas by the Upano, Ecuador), a welder of gates and railings: "Winiajai" (the
  greeting of one who arrives), his abuelita, ayampaco and maito, chicha de yuca, the Sangay smoking, La Tri, the road
  to Cuenca; Ecuadorian Spanish on top ("ñaño", "chuta", "de ley", "arrarray", "Diosolopague", "hasta lueguito");
* a Kali'na speaker's English (a woman from Awala-Yalimapo in French Guiana), a forklift driver at the port by Cayenne:
  her mamie, the leatherbacks nesting on the beach, couac, blaff, the carnival and its touloulous, rockets from Kourou,
  the Maroni, zouk; French Guianese Creole and French on top ("Sa ka maché?", "Mési", "a pita", "en fait", "quoi",
  "bof", "c'est tout", "en vrai"); French-shaped English ("since three years", "it pleases me", "the life is expensive",
  "insist with me").

Styles are built from hand-written sentences ("cores", each in one voice) and each voice's four frames (neither, a
greeting, a thanks or goodbye, both) in :func:`_dress`, so a core stands in four styles: 56 preference cores (224
styles), 28 cores for each kind of constraint (112 styles each), 37 fact, event and task cores (148 styles each), 88
small-talk cores (352 lines) and 108 trap cores (432 lines), as many as heldout46 has; every class, each kind of
constraint, small talk and traps hold slides (one a voice in every class and kind; no empty line inside; a memory's
value only in a bullet), built by :func:`_slides` so slides are always numbered in order, "of" their count.

Small talk: weather (zinc roofs burning in Bilwi and rain from the sea, Bogotá freezing and its aguaceros, heat and rain
by the Upano, heavy wet heat in Cayenne), work of the day (three Yamahas and a Suzuki fixed, a lot measured in Soacha,
two gates and a railing, containers moved), food of the moment (rondón, tinto and an arepa, ayampaco, blaff), football
and La Tri, questions (the Río Coco, the black water of the Vaupés, the Sangay, the turtles' eggs), moods (a back sore
from lifting engines, wet feet from the field, a shirt burnt by sparks, a forklift that shakes the whole body),
greetings answered ("How is everything over there with you?", "And you, how are you doing?") and slides that carry
nothing (the wharf, a team party, the workshop for a nephew's school, the carnival). Greetings in each voice's language
come with the frames, so no core greets a second time. Traps: other people's tastes, allergies, diets, hours and details
(a brother, a wife, a cousin, a boss, a sister, a flatmate, an uncle, a nephew, a husband, a colleague, a neighbour),
the past (lobster boats, a flower greenhouse, a cattle farm, a supermarket, a parrot, a dog, a monkey), hypotheticals
and dreams (lotteries, a workshop in Managua, a finca in the Llanos, steel sculptures, a fish restaurant), questions,
quoted sayings, sarcasm, and slides that are someone else's, old, or not the user's at all.

Two memories share a message about a third of the time (:data:`H47_JOINERS`, :func:`join_h47`, which drops the first
memory's closing thanks or goodbye and the second's greeting, so a message greets once, and sets slides apart by an
empty line); some memories carry an aside (:data:`H47_ASIDES`, each on a line of its own, so slides keep their opening
prose line at the start of a line and their closing line at the end of one; no aside names a voice's word or trade,
since any voice's memory may carry any aside). A message that pairs two memories may pair two voices (each style is one
voice's); a persona is not tied to one voice.

Read through once before it was wired (every core rendered with awkward sample values: "short bullet-point answers",
"penicillin", "lactose intolerant", "7:30 pm", "300 dollars", "Sunday", "sister" / "Anna", "sister's wedding" / "next
Tuesday", "book a vet visit for the dog"), and checked for near-copies within a class (a script comparing every two
cores of a class word by word, across voices too): the first draft had a dozen fact cores of one shape ("So you know it,
my {n} is {v}" beside "So you have it, my {n} is {v}", "Put it down, ..." beside "Note it well, ..." and "Remember it,
..."; "My {n} is {v}, keep it safe" beside "save it for me" and "ñaño, save it"), event cores that differed in a word
("My {e} is {d}, brother / parce / ñaño", "For {d} I have my {e}" beside "So for {d}, I have my {e}", "I'm not in the
field {d}" beside "I'm not at the port {d}"), task cores the same ("Push me to {t}, please / okay?", "Before the weekend
I should / must {t}", "Tomorrow first thing I have to {t}" beside "Tomorrow, I have to {t}"), "I am allergic to {a}, is
serious" beside "it's serious, en fait", two "doctor ... confirmed" allergy cores, three "Since I was ..." allergy
cores, "I am {d}, since some / three years", three "Don't put / plan / schedule ... on a {w}", three "Ah, now I
understand" small talk lines, four traps on "When I was small I wanted to be ...", two "Sometimes I think to go live
in ...", two "We had a ... when I was small", two "Is it hard to get a licence for ..."; all were rewritten as sentences
of their own. Event cores that said "the {e}" (so "the sister's wedding") were given "my {e}"; a preference core whose
verb fitted only a singular value ("{V} is very tuani") and one that put a capital after a colon were reworded; the
four event slides that had the same bullet ("{E}: {d}") were given four shapes; a task slide's bullet written with
"{T}", which no task is formatted with, was given "{t}". A script printing only this set's own sentences found
thirty-two of them shared with earlier sets (short ones and bullets and closing lines of slides: "Allergic to {a}",
"Allergic to cats", "Allergic to latex", "Need to {t}", "I must {t}", "Up to {m}", "No calls after {t}", "Never on
{w}s", "My {n} is {v}", "Still like that", "Still my limit", "Still the limit", "Still how it is", "That's the plan",
"From the company", "Count the till", and whole sentences: "Don't let me forget to {t}.", "Keep this one, my {n} is
{v}.", "They fixed my {e} for {d}.", "How is everything with you?", "The mosquitoes are terrible tonight.", and others
of that length) and three joiners shared word for word (" Another thing about me: ", " Mine as well: ", " Then there's
this of mine: "); they were reworded before it was wired. Words that a count then found in one or two earlier modules
were taken out ("nos vemos", "voilà", "c'est ça", "abuela", "uy", "d'accord").
Then three of seed 1's conversations and all its paired messages, two of seed 2's conversations and all its paired
messages, and three of seed 3's conversations and all its paired messages were read as generated (after the wiring
commit had pinned the set's first digests; they were pinned again after this): the Tucano voice's frames close on
"Listo, parce." and "Listo, hablamos.", so cores that said "listo" said it twice ("Ah listo, now I get it. Listo,
hablamos."), and "listo" was taken out of five cores; "ñaño" was taken out of seven Shuar cores ("When you choose for
me, dark mode, ñaño" under "Winiajai, ñaño.") and "brother" out of four Miskito cores, so that a message framed with
"Winiajai, ñaño." or "Naksa, brother." seldom says it twice; an event core that said "qué pena to repeat" of a date said
once was reworded, and a fact core that opened on "{v}, exactement" (an answer to nothing) was given "en vrai" (and the
near-copy that made, "Hear this one, my {n} is {v}" beside "Keep this one safe: my {n} is {v}", rewritten again). A
message that pairs two memories in two voices greets in one language and says goodbye in another; that reads as a
message typed by a person with two ways of speaking, and was kept, as was an aside standing before a voice's greeting
or after its goodbye (the generator puts asides around the whole message, frames and all), and a closing prose line of
slides that takes a voice's thanks or goodbye after it ("Checked it today. Tingki pali."). Once the set was wired, the
script that compares this set's sentences, joiners and asides with earlier sets' took every set the set tests list as
written, which now held heldout47 itself, and printed this set's own styles as shared (two thousand of them, all this
set's own) until it was told to leave heldout47 out; it printed nothing of any other set. Run again, it found one
whole style the first check had let through after a late rewording ("Don't pass {m}, please.", an earlier set's
sentence word for word), and it was reworded.

Slips of blindness: listing ``/tmp/lead46/`` (meant to see that the brief was there) printed the names, sizes and times
of the other files in it (their names speak of runs of heldout46 and of dev43, a classifier's training, and notes and
sections on two extractor variants), none of them opened. ``git worktree add`` printed main's newest commit subject: a
replay note at stop 46 on two extractor variants (ext55, ext56), what each was about, counts of errors each removed on
development writers and none on the judging half, and that neither was adopted; no figure of a held-out run. A search of
``ingest.py`` for its comment lines, meant to find the comment blocks on heldout44 … heldout46, printed the first lines
of every comment block above them too, among them the old first held-out figures of "dev", "dev2", "dev3", "dev4",
"dev5" and "dev6" (precision, recall, small talk dropped, memories dropped, recall@10). No figure of a newer set was
seen. The counts of candidate words were taken a whole word at a time and printed counts only (once this module was in
place, with this module left out). Looking for lines over 120 characters in ``ingest.py`` and the set tests printed line
numbers only. Nothing else was read beyond the list above; the scripts of this set import ``ingest`` and the set tests
(and so ``memgraph_py``, as the set tests do) without any of it being opened or run beyond the generator, and the set
tests' classifier-tool test loads ``tools/`` as it always has, unopened.

It is held out and has never been run: the lead runs it.

It was held out as "heldout47": the lead ran it at stop 46 after that stop's reading (at ``d33d539``) and again after
stop 47's readings, misses unread; then, at the start of stop 48, renamed it "dev47" (digests unchanged) to be read.
"""

from __future__ import annotations

__all__ = ["H47_ASIDES", "H47_CONSTRAINTS", "H47_EVENT_STYLES", "H47_FACT_STYLES", "H47_JOINERS", "H47_PREF_STYLES",
           "H47_SMALLTALK", "H47_TASK_STYLES", "H47_TRAPS", "join_h47"]

#: Each voice's four frames: nothing, a greeting before a core, a thanks or goodbye after it, or both (slides keep
#: their prose lines first and last, so a frame only ever touches prose).
_FRAMES = {
    "mi": [("", ""), ("Naksa! ", ""), ("", " Tingki pali."),
           ("Naksa, brother. ", " Tingki pali, see you at the wharf.")],
    "tu": [("", ""), ("Buenas buenas! ", ""), ("", " Listo, parce."), ("Buenas, ¿qué más? ", " Listo, hablamos.")],
    "sh": [("", ""), ("Winiajai! ", ""), ("", " Diosolopague."),
           ("Winiajai, ñaño. ", " Diosolopague, hasta lueguito.")],
    "ka": [("", ""), ("Sa ka maché? ", ""), ("", " Mési!"), ("Hé, sa ka maché? ", " Mési, a pita.")],
}


def _slides(intro: str, slides: list[tuple[str, list[str]]], outro: str) -> str:
    """The text of the user's own slides, copied out of a presentation app and pasted between two prose lines:
    ``intro`` (ending in ":"), each slide on a line of its own as "Slide 1 of 2: " and its title, under it its
    bullets, each indented by two spaces after "•" ("  • "), then ``outro``."""
    lines = [intro]
    for number, (title, bullets) in enumerate(slides, 1):
        lines.append(f"Slide {number} of {len(slides)}: {title}")
        lines += [f"  • {bullet}" for bullet in bullets]
    return "\n".join([*lines, outro])


def _dress(cores: dict[str, list[str]]) -> list[str]:
    """Each voice's cores, each in all four of that voice's frames, core after core."""
    return [before + core + after for voice, voice_cores in cores.items() for core in voice_cores
            for before, after in _FRAMES[voice]]


H47_PREF_STYLES = _dress({
    "mi": [
        "Down at the wharf everybody know I go for {v}.",
        "Ideay, you asking me? {V}, what else.",
        "If somebody choose for me, tell them {v} and done.",
        _slides("The slides I made for the boat owners' meeting, the part about me:",
                [("Who fix your engine", ["Mechanic of outboards, Bilwi", "Likes {v}"])], "Nothing change since."),
        "Since small in Bilwi I like {v}.",
        "My kuka say I am too stubborn, but {v} is what I like.",
        "For me is {v}, no discussion.",
        "{V}, very tuani, I always pick that.",
        "Even with grease to the elbows I am thinking in {v}.",
        "When I can choose, I go straight to {v}.",
        "My wife laugh, she say I only talk of {v}.",
        "The Moravian pastor know it also, I like {v}.",
        "I am a simple man, give me {v}.",
        "Put it like this: {v}, every time.",
    ],
    "tu": [
        "Qué pena, but I'm very fixed on {v}.",
        "My colleagues in the office tease me for {v}, and still.",
        "If it's your decision for me, choose {v}, and that's that.",
        _slides("I'm pasting the text of my slides from the induction at the firm:",
                [("Presentación", ["Surveyor, from Mitú", "A fan of {v}"]), ("Equipo", ["Total station, GPS"])],
                "Still me, all of it."),
        "Since I was a girl on the Vaupés I have liked {v}.",
        "My grandmother always said I'm terca, and with {v} it's true.",
        "{V}, that one is mine, parce.",
        "Chévere, {v}, that's what I choose.",
        "I'd happily go with {v}.",
        "In Bogotá or in Mitú, I stay with {v}.",
        "There's nothing like {v} for me.",
        "Out on the lot with the tripod, I dream of {v}.",
        "For whatever you book me, {v} please.",
        "Bacano if it's {v}, truly.",
    ],
    "sh": [
        "De ley, {v} is my thing.",
        "The fellows at the workshop laugh, but I choose {v}.",
        "When you choose for me, {v}, okay?",
        _slides("This is the text from the slides I showed at the trade school in Macas:",
                [("Quién soy", ["Welder in Macas, twelve years", "Like {v}"])], "All still correct."),
        "Since I was a boy by the Upano I like {v}.",
        "My abuelita says I'm hard-headed, and yes, {v}.",
        "{V} for me, always, no matter what.",
        "Chuta, if there is {v}, I am happy.",
        "I always end up picking {v}.",
        "With the mask off and the day done, I go for {v}.",
        "My sister says I'm boring, but I pick {v}.",
        "If you want me happy: {v}.",
        "I keep to {v}, that is how I am.",
        "Always the same answer from me: {v}.",
    ],
    "ka": [
        "For me, en fait, it's {v}, always.",
        "At the port the dockers know I love {v}.",
        "If you decide for me, take {v}, c'est tout.",
        _slides("I copy the text of my slides from the training at the port:",
                [("Moi", ["Forklift driver at the port", "I love {v}"])], "It's still me."),
        "Since I was small in Awala, it pleases me, {v}.",
        "My mamie says I am têtue with {v}, and she is right.",
        "{V}, it's my choice, quoi.",
        "It's {v} I prefer, since always.",
        "I am crazy for {v}.",
        "Between two things, I choose {v}.",
        "My husband doesn't understand, but I love {v}.",
        "Tell them {v} for me, please.",
        "I have always loved {v}, since ten years at least.",
        "What makes me happy? {V}, simply.",
    ],
})

H47_CONSTRAINTS = {
    "allergy": _dress({
        "mi": [
            "I am allergic to {a}, is serious.",
            "The doctor at the hospital in Bilwi wrote it down: allergic to {a}.",
            _slides("From the safety slides I made for the wharf, my part:",
                    [("Primeros auxilios", ["My allergy: allergic to {a}", "Call the clinic"])], "No change there."),
            "{A} make me swell up bad, I am allergic.",
            "Since small they know in my house, I am allergic to {a}.",
            "Whatever you arrange, remember I'm allergic to {a}.",
            "Allergic to {a}, brother, very allergic.",
        ],
        "tu": [
            "I'm allergic to {a}, qué pena, but it's serious.",
            "A doctor in Bogotá confirmed it, allergic to {a}.",
            _slides("The health slide from my induction deck, copied:",
                    [("Salud", ["A serious allergy to {a}", "Blood type on file"])], "Same as today."),
            "With {a} I get a reaction, I'm allergic.",
            "Since I was a girl I have been allergic to {a}.",
            "Whatever you book me, please keep in mind I'm allergic to {a}.",
            "Juepucha, I'm seriously allergic to {a}.",
        ],
        "sh": [
            "Chuta, {a} makes me sick, I'm allergic.",
            "In the hospital of Macas they told me, allergic to {a}.",
            _slides("This part of my slides, for the workshop safety talk:",
                    [("Seguridad", ["Gloves always", "Me: allergic to {a}"])], "It continues the same."),
            "{A}? No, no, I'm allergic.",
            "My mother found out when I was a baby: allergic to {a}.",
            "If you plan something for me, I'm allergic to {a}, remember.",
            "De ley I'm allergic to {a}, it's no joke.",
        ],
        "ka": [
            "En fait, I have a big allergy to {a}.",
            "At the hospital in Cayenne they did the tests: allergic to {a}.",
            _slides("My slide from the first-aid training at the port, the text:",
                    [("Santé", ["Me: an allergy to {a}", "Pen in my bag"])], "Always true."),
            "{A}, for me it's forbidden, I'm allergic.",
            "Since I am child, {a} gives me the allergy.",
            "When you organise for me, attention, allergic to {a}.",
            "Allergic to {a}, me, really allergic, quoi.",
        ],
    }),
    "diet": _dress({
        "mi": [
            "I am {d}, since some years.",
            "At home they cook for me separate because I'm {d}.",
            _slides("The slide about food from the meeting, my line:",
                    [("Comida", ["Me: {d}", "Coffee black"])], "Same as then."),
            "Careful with the rondón, I'm {d}.",
            "The doctor say so, now I am {d}.",
            "Remember always, I'm {d}.",
            "Strict {d}, that's me.",
        ],
        "tu": [
            "I'm {d}, parce, for a few years now.",
            "In the office they know I'm {d}, so they order for me apart.",
            _slides("The food slide from our team deck, my bullet:",
                    [("Almuerzos", ["Me: {d}", "Lunch at one"])], "Still valid."),
            "Qué pena to be difficult, but I'm {d}.",
            "I became {d} when I moved to Bogotá.",
            "Keep in mind that I'm {d}, please.",
            "Totally {d}, that's how I eat.",
        ],
        "sh": [
            "I am {d}, since a while now.",
            "My family in Macas knows I'm {d}, they cook different for me.",
            _slides("From the slides for the workshop lunch, my part:",
                    [("Almuerzo", ["For me: {d}", "Juice, no soda"])], "Like that still."),
            "Chuta, I'm {d}, so no maito for me sometimes.",
            "The doctor told me, and now I'm {d}.",
            "You have to know I'm {d}.",
            "I'm {d} and I'm strict about it.",
        ],
        "ka": [
            "Since three years, I'm {d}.",
            "At the canteen of the port they know I'm {d}.",
            _slides("The slide of the canteen survey, my answer:",
                    [("Cantine", ["Myself, I'm {d}", "Lunch at noon"])], "Always like that."),
            "For the carnival food, careful, I'm {d}.",
            "After the doctor, I became {d}.",
            "Note well that I'm {d}.",
            "Completely {d}, me.",
        ],
    }),
    "hours": _dress({
        "mi": [
            "Before {t} nobody call me, I'm still on the water.",
            "After {t} I don't answer, that is family time.",
            _slides("The slide with my hours from the boat owners' meeting:",
                    [("Horario", ["Silent after {t}", "Wharf from six"])], "Same hours now."),
            "Don't put me nothing before {t}, please.",
            "My phone is off after {t}.",
            "Meetings with me only after {t}.",
            "Nothing before {t}, I mean it.",
        ],
        "tu": [
            "Qué pena, but no meetings before {t}.",
            "After {t} I don't take calls, I'm on the TransMilenio.",
            _slides("My hours from the team slides, copied:",
                    [("Disponibilidad", ["Calls only before {t}", "Field days out"])], "Unchanged since."),
            "Please nothing on my calendar before {t}.",
            "From {t} on I'm off, parce.",
            "Don't book me a call after {t}.",
            "I start the day at {t}, not earlier.",
        ],
        "sh": [
            "Before {t} I am not available, sorry.",
            "After {t} my phone stays quiet.",
            _slides("The schedule slide I show the clients, its text:",
                    [("Horario", ["Visits after {t} only", "Workshop in Macas"])], "Like that still."),
            "Nothing for me before {t}, de ley.",
            "No calls after {t}, chuta, I need to rest.",
            "You can put meetings only after {t}.",
            "I stop answering at {t}.",
        ],
        "ka": [
            "Before {t}, not possible for me, I am on the forklift.",
            "After {t}, I don't pick up, it's finished.",
            _slides("The planning slide of our team at the port, my line:",
                    [("Planning", ["Meetings after {t}", "Shift of the morning"])], "It's the same now."),
            "Before {t}, nothing for me, please.",
            "After {t}, the phone is in the drawer.",
            "My meetings, only after {t}, en fait.",
            "No calls after {t}, c'est tout.",
        ],
    }),
    "budget": _dress({
        "mi": [
            "I can spend until {m}, not one more.",
            "My limit is {m}, the engines don't pay more.",
            _slides("The budget slide I made for the wharf, my part:",
                    [("Presupuesto", ["Me: {m} maximum", "Parts from Managua"])], "The same today."),
            "Don't go past {m}, I beg you.",
            "Keep everything under {m} for me.",
            "More than {m} I cannot.",
            "The top is {m}, that's it.",
        ],
        "tu": [
            "My limit is {m}, qué pena.",
            "Don't spend more than {m} on this for me.",
            _slides("The money slide from my own planning deck:",
                    [("Presupuesto", ["Up to {m}, no more", "Transport apart"])], "That's my ceiling today."),
            "Up to {m}, nothing above.",
            "With {m} I'm at my limit, parce.",
            "Keep it at {m} or less.",
            "No more than {m}, ¿sí?",
        ],
        "sh": [
            "I only have {m} for this, that's all.",
            "Don't go above {m}, chuta, money is tight.",
            _slides("From the slides of my workshop budget, this line:",
                    [("Gastos", ["My top: {m}", "Steel apart"])], "Same now."),
            "My ceiling is {m}.",
            "Up to {m} I can pay, not more.",
            "Keep it under {m}, de ley.",
            "More than {m} is impossible for me.",
        ],
        "ka": [
            "My maximum, it's {m}.",
            "I can't pass {m}, the life is expensive in Cayenne.",
            _slides("The budget slide I made for the family trip, its text:",
                    [("Budget", ["Me: {m} maximum", "Plane apart"])], "The budget holds."),
            "Not more than {m}, please, it's my limit.",
            "With {m} I stop, c'est tout.",
            "Stay below {m}, okay?",
            "The limit is {m}, en fait.",
        ],
    }),
    "days": _dress({
        "mi": [
            "On {w}s I don't work, is for church and family.",
            "{W}s I am not available, never.",
            _slides("The days slide from the boat owners' meeting:",
                    [("Días", ["Closed {w}s", "Open the rest"])], "Same still."),
            "Don't plan me nothing on a {w}.",
            "Every {w} I'm out on the water, no time.",
            "{W} is a bad day for me, always.",
            "Not {w}s, no way.",
        ],
        "tu": [
            "{W}s are impossible for me, qué pena.",
            "On {w}s I'm always out in the field.",
            _slides("My availability slide from the firm, copied:",
                    [("Semana", ["No {w}s", "Office the other days"])], "Still valid."),
            "Don't schedule anything on a {w}.",
            "Every {w} I'm busy, parce.",
            "{W}, forget it, I can't.",
            "Any day except {w}s.",
        ],
        "sh": [
            "{W}s I'm never free, not one.",
            "On {w}s I help my father, so nothing.",
            _slides("The slide of my week from the workshop talk:",
                    [("Semana", ["{W}s off", "Rest of days welding"])], "That's my week still."),
            "Leave my {w}s empty of work.",
            "Every {w} I go to the community, no time.",
            "{W} is no good for me, chuta.",
            "All days but {w}s.",
        ],
        "ka": [
            "The {w}s, no, never for me.",
            "On {w}s I'm with my mamie in Awala.",
            _slides("The slide of my shifts at the port, the text:",
                    [("Horaires", ["Never free on {w}s", "Early shift otherwise"])], "Always the same."),
            "Nothing on a {w} for me, please.",
            "Each {w} I'm taken, en fait.",
            "{W}, it's impossible.",
            "All the week is fine, the {w}s no.",
        ],
    }),
}

H47_FACT_STYLES = _dress({
    "mi": [
        "Write this in your book: {v} is my {n}.",
        "Ideay, my {n}? Is {v}.",
        _slides("The contact slide from my meeting, the part about me:",
                [("Contacto", ["Mechanic at the wharf", "My {n} on file: {v}"])], "Checked it today."),
        "{v}, that one is my {n}.",
        "The {n} I have is {v}, believe me.",
        "Before I forget, the {n} of mine is {v}.",
        "At the wharf they all know my {n}, is {v}.",
        "Nobody asks, but my {n} is {v}.",
        "Is {v}, my {n}, no change.",
        "Keep a copy of this: my {n} is {v}.",
    ],
    "tu": [
        "Save this for me, parce: my {n} is {v}.",
        "Qué pena, I never told you: my {n} is {v}.",
        _slides("From my induction slides, the personal one:",
                [("Datos", ["Surveyor, field team", "{v} is the {n} I have"]), ("Oficina", ["Third floor"])],
                "All current."),
        "Okay so, it's {v}, my {n}.",
        "Take note, parce: {v}, my {n}.",
        "My {n} is {v}, so you have it on hand.",
        "Did I tell you my {n} is {v}?",
        "And one detail: my {n} is {v}.",
        "Keep this one safe: my {n} is {v}.",
    ],
    "sh": [
        "Here goes: {v} is my {n}.",
        "Chuta, I forgot to say, my {n} is {v}.",
        _slides("The personal slide from my trade-school talk:",
                [("Yo", ["Welder, Macas", "The {n} of mine: {v}"])], "Still right."),
        "{v} goes down as my {n}.",
        "Put it in the notebook: {v}, that's the {n} of mine.",
        "In case it comes up, {v} is my {n}.",
        "For the record, my {n} is {v}, de ley.",
        "My {n}? That's {v}, clear.",
        "Keep in your memory that my {n} is {v}.",
    ],
    "ka": [
        "My {n}, it's {v}, c'est tout.",
        "En fait, for the {n}, it's {v}.",
        _slides("The slide with my details from the port training:",
                [("Infos", ["Driver, port side", "My {n} is {v} (checked)"])], "It's good still."),
        "{v}, en vrai, that's my {n}.",
        "Note well that my {n} is {v}.",
        "My {n} is {v}, I think I never said it.",
        "Me, I have {v} as {n}.",
        "It's good you know it: my {n} is {v}.",
        "Retain it, {v} is my {n}.",
    ],
})

H47_EVENT_STYLES = _dress({
    "mi": [
        "Brother, the date is {d} for my {e}.",
        "Ideay, I almost forget, my {e} is {d}.",
        _slides("The slide of dates I made for my family:",
                [("Fechas", ["{E}: {d}"])], "I typed it today."),
        "I cannot work {d}, is my {e}.",
        "Mark it: {d} is my {e}.",
        "Don't let me miss it: {e}, {d}.",
        "Write {d} for my {e}.",
        "{E}? That is {d}.",
        "I have my {e} {d}, so the wharf stay closed.",
        "Is {d}, my {e}, make me remember.",
    ],
    "tu": [
        "Parce, guess what: my {e} is {d}.",
        "Qué nervios, my {e} is {d}.",
        _slides("My own planning slides, I updated them today:",
                [("Agenda", ["{E}, {d}", "Field work around it"])], "That's how it stands."),
        "{E} {d}, don't let me forget it, parce.",
        "I got the date for my {e}: {d}.",
        "I'm not in the field {d}, it's my {e}.",
        "Put it in the calendar: {e} {d}.",
        "My {e} got set for {d}.",
        "In the end, my {e} landed on {d}.",
    ],
    "sh": [
        "Imagine, my {e} is {d}, can you believe.",
        "Chuta, my {e} is {d}, I almost forgot.",
        _slides("The slides I keep with my plans, today's version:",
                [("Fechas", ["{E} → {d}"]), ("Taller", ["Orders after that"])], "Like that."),
        "In the calendar for {d}: {e}.",
        "I don't weld {d}, I have my {e}.",
        "Remind me, my {e} is {d}.",
        "My {e} they moved to {d}.",
        "Block {d} for me, my {e} is then.",
        "Important: my {e}, {d}.",
    ],
    "ka": [
        "My {e}, it falls {d}.",
        "En fait, I have my {e} {d}.",
        _slides("My slide of dates, I did it this morning:",
                [("Dates", ["{E} ({d})", "Holiday asked at the port"])], "C'est tout."),
        "{E}, {d}, I note it here.",
        "No forklift for me {d}, because of my {e}.",
        "Attention, {d} is taken by my {e}.",
        "My {e}, it's fixed for {d}.",
        "Think of me {d}, it's my {e}.",
        "Careful with {d}: my {e}.",
    ],
})

H47_TASK_STYLES = _dress({
    "mi": [
        "I have to {t}, remind me.",
        "Ideay, I still didn't {t}.",
        _slides("My to-do slide, made this morning:",
                [("Pendiente", ["Must {t}"])], "Only that."),
        "This week I must {t}, no excuse.",
        "Make me the favour, remind me to {t}.",
        "Before Saturday I need to {t}.",
        "Help me not forget: I have to {t}.",
        "My kuka told me to {t}, and I didn't yet.",
        "Still hanging over me: I got to {t}.",
        "First thing tomorrow, before the wharf, I go to {t}.",
    ],
    "tu": [
        "I have to {t}, qué pena I keep forgetting.",
        "Remind me to {t}, parce.",
        _slides("A slide of my pending things, I made it today:",
                [("Pendientes", ["Still need to {t}", "Then the field report"])], "That's all."),
        "This week it's my turn to {t}.",
        "Before the weekend I should {t}.",
        "Juepucha, I still haven't managed to {t}.",
        "On my list: I need to {t}.",
        "Push me to {t}, please.",
        "Tomorrow without fail I'll {t}.",
    ],
    "sh": [
        "Ñaño, I must {t}, don't let it pass.",
        "Chuta, I need to {t} this week.",
        _slides("My slide of things to do, from this morning:",
                [("Por hacer", ["Have to {t}"]), ("Taller", ["Order rods"])], "That's it."),
        "Again I forgot, I have to {t}.",
        "Before Friday I have to {t}.",
        "I keep delaying, I must {t}.",
        "Tomorrow you tell me to {t}, ñaño.",
        "It's pending, de ley I need to {t}.",
        "This week I will {t}, promise.",
    ],
    "ka": [
        "I must {t}, you remind me, please.",
        "En fait, I have to {t} this week.",
        _slides("My slide of things to do, typed this morning:",
                [("À faire", ["Me: I must {t} soon", "Then the groceries"])], "C'est tout."),
        "If I don't {t}, scold me.",
        "Before Sunday I absolutely must {t}.",
        "I always forget, I need to {t}.",
        "Tomorrow it's decided, I {t}.",
        "It's not done yet, I must {t}, quoi.",
        "Insist with me to {t}, okay?",
    ],
})

H47_SMALLTALK = _dress({
    "mi": [
        "Hot, hot today in Bilwi, the sun is burning the zinc roofs.",
        "Big rain coming from the sea, the pangas all came back early.",
        "Today I fixed three Yamahas and one old Suzuki, I'm dead.",
        "My wife made rondón with coconut, very delicious.",
        "Ideay, the power went off again in the whole barrio.",
        "The fishermen say the sea is rough out by the cays.",
        "Tuani, the radio is playing the old Miskito songs.",
        "Is good to rest a little, the hands are full of grease.",
        "How is everything over there with you?",
        "Funny one, that made me laugh.",
        "Okay, now I understand better.",
        "You know how far is the Río Coco from here by road?",
        "After the storms of 2020 the town is still fixing the roofs.",
        "Gallo pinto in the morning, and I'm ready for the day.",
        "The kids are playing ball in the street till late.",
        "My back hurts from lifting the engines.",
        _slides("Here, the slides I showed at the wharf today, for fun:",
                [("El muelle", ["Pangas: twenty", "Engines: many"])], "Nothing important."),
        "Is quiet at the wharf, nobody came with broken engines.",
        "Everything good here, thank God.",
        "Continue, I am listening you.",
        "Chele tourists came on the boat, asking where to eat.",
        "Tomorrow the sea should be calm, they say.",
    ],
    "tu": [
        "Uf, Bogotá is freezing today, I'm wearing two sweaters.",
        "What an aguacero this afternoon, the streets were rivers.",
        "We measured a whole lot in Soacha today, I'm exhausted.",
        "I'm having a tinto and an arepa, a little break.",
        "The TransMilenio was packed this morning, terrible.",
        "Millonarios played horrible yesterday, qué tristeza.",
        "My mamá called from Mitú, everybody's fine.",
        "Chévere, that helped me a lot.",
        "And you, how are you doing?",
        "Jajaja, that's a good one.",
        "Ah, ya, now I get it.",
        "Is it true the Vaupés river has black water?",
        "The tripod fell over in the mud, qué pena with the client.",
        "Ajiaco for lunch today, bacano.",
        "It's been a long week, parce.",
        "I miss the casabe my grandmother makes.",
        _slides("I'm pasting my slides from the team party, nothing serious:",
                [("Fiesta", ["Music", "Empanadas"])], "Just for fun."),
        "The sun came out for ten minutes, a miracle in Bogotá.",
        "My feet are wet from the field, horrible.",
        "Go on, I'm reading.",
        "The traffic on the Séptima was crazy today.",
        "Let me think a little and I'll tell you.",
    ],
    "sh": [
        "Arrarray, it's so hot in Macas today.",
        "It rained all night by the Upano, the river grew a lot.",
        "Today I finished two big gates and a railing, I'm tired.",
        "My mother made ayampaco, very rich.",
        "You can see the Sangay smoking this morning, beautiful.",
        "La Tri plays tonight, everybody is ready.",
        "Chuta, the sparks burned my shirt again.",
        "How are you, ñaño?",
        "Ha, that one is funny.",
        "Ah, clear, now I see it.",
        "Why does the Sangay smoke all the time?",
        "The road to Cuenca is closed again for landslides.",
        "Chicha de yuca at my uncle's house, very good.",
        "I'm tired, the mask makes me sweat a lot.",
        _slides("The slides I made for my nephew's school, just for fun:",
                [("El taller", ["Sparks", "Noise"])], "Nothing more."),
        "Quiet day in the workshop, few clients.",
        "Everything fine here, thanks to God.",
        "Tell me more, I'm listening.",
        "My son is learning to weld, he's good.",
        "Maito of tilapia for dinner, I'm happy.",
        "The power went off and I couldn't weld all afternoon.",
        "Let me see and I'll answer you later.",
    ],
    "ka": [
        "It's hot in Cayenne today, heavy and wet.",
        "Big rain this morning, the port was a lake.",
        "Today I moved I don't know how many containers.",
        "I'm eating a blaff of fish, it's good.",
        "The rocket launched from Kourou last night, we saw it from the beach.",
        "The leatherbacks are coming on the beach at Awala, it's the season.",
        "The carnival starts soon, the touloulous are preparing.",
        "And you, how is it going?",
        "Ha, very funny.",
        "Ah, okay, now it's clear for me.",
        "How long do the turtle eggs stay in the sand?",
        "My mamie made couac with the family, all the day.",
        "I am tired, the forklift shakes all the body.",
        _slides("I paste my slides from the carnival party, for laughing:",
                [("Carnaval", ["Costumes", "Drums"])], "Nothing serious."),
        "It's calm at the port today, one boat only.",
        "All is good here, thank you.",
        "Continue, I follow.",
        "Traffic on the bridge of Cayenne this morning, horrible.",
        "The Maroni is high, my cousin says.",
        "Bof, a normal day, nothing special.",
        "The mosquitoes are attacking tonight, terrible.",
        "Let me think, I answer you after.",
    ],
})

H47_TRAPS = _dress({
    "mi": [
        "My brother is allergic to shellfish, poor man on the Coast.",
        "If I win the lottery I buy ten new Yamahas.",
        "My wife prefers window seats when we fly to Managua.",
        "Before the engines, I used to dive for lobster when I was young.",
        "You think I should learn computers?",
        "Oh yes, I love when the customer don't pay. Beautiful.",
        "My cousin is vegetarian now, she say is healthier.",
        "One day maybe I open a big workshop in Managua, who knows.",
        "My kuka used to say, 'the sea give and the sea take.'",
        "Is true the Miskito Cays have turtles still?",
        "When I was small I wanted to be a ship captain.",
        "My boss don't answer calls before 9am, never.",
        "Everything is expensive now in Bilwi.",
        "If I had a bigger boat I would take tourists to the cays.",
        "My brother listen only to reggae from the Coast.",
        "Why the Río Coco floods every year?",
        "Sometimes I think to go live in Costa Rica.",
        "Dr. Moreau from the clinic brought me his engine once.",
        "We had a green parrot that said my name when I was a boy.",
        "Sure, I love working in the rain with the engine open.",
        "My father fished turtles for thirty years.",
        "What if I sell engines instead of fixing them?",
        _slides("My son's slides for school, he showed me:",
                [("Mi familia", ["Cats make him sneeze", "Likes jazz"])], "Is his, not mine."),
        _slides("Old slides from when I worked on the lobster boats:",
                [("Barco 2008", ["Out ten days", "Dive every morning"])], "That life is over."),
        _slides("The slides from the engine company's training, not mine:",
                [("Mantenimiento", ["Change the oil"]), ("Seguridad", ["Kill switch always"])], "Is the company's."),
        "Is dangerous to dive for lobster without tank?",
        "My neighbour has plate KL-552-PX on his truck, always parking in my space.",
    ],
    "tu": [
        "My sister is allergic to sesame, she can't eat anything at the bakery.",
        "If I won the lottery I'd buy a finca in the Llanos.",
        "My boss only takes morning meetings, she's very strict.",
        "Before surveying I worked in a flower greenhouse in Madrid, Cundinamarca.",
        "Should I study for a master's, what do you think?",
        "Oh, I love when it rains on the total station. Wonderful.",
        "My cousin became vegan and now she gives talks about it.",
        "Maybe one day I'll have my own surveying company.",
        "My abuelo used to say, 'the river knows the way.'",
        "Is Thai food really so spicy?",
        "As a girl I dreamed of being an astronaut.",
        "My brother doesn't answer his phone after 6pm, never.",
        "Rent in Bogotá is impossible now.",
        "If I had time I'd learn to paint.",
        "My flatmate listens to vallenato all day, all day.",
        "Why is Bogotá so cold if it's near the equator?",
        "Sometimes I think of going back to Mitú for good.",
        "Dr. Okafor came to Bogotá for a conference, a client told me.",
        "We had a dog called Pepper in Mitú when I was small.",
        "Sí, claro, I love carrying the tripod up the hill in the sun.",
        "My grandfather fished in the Vaupés all his life.",
        "What if I moved to Medellín?",
        _slides("My niece's slides for her school project:",
                [("Yo", ["Nine years old", "Allergic to gluten"])], "Those are hers."),
        _slides("Old slides from when I worked at the greenhouse:",
                [("Flores 2012", ["Start at five", "Roses, roses"])], "That's over."),
        _slides("The slides from the GPS company's course, not mine:",
                [("Calibración", ["Check every morning"]), ("Baterías", ["Charge at night"])], "Company slides."),
        "Is it hard to get a licence for drones?",
        "My colleague's employee id is E-44120, he always complains about it.",
    ],
    "sh": [
        "My brother is allergic to peanuts, he has to be careful.",
        "If I win the lottery I build a big workshop with three machines.",
        "My wife likes aisle seats on the bus to Cuenca.",
        "Before welding I worked on a cattle farm near Sucúa.",
        "Should I learn to weld aluminium?",
        "Oh yes, I love when the power goes in the middle of a job. Great.",
        "My cousin says she's pescatarian now, she only eats tilapia.",
        "One day maybe I'll make steel sculptures for the park.",
        "My grandmother used to say, 'the forest listens.'",
        "Is it true the Shuar used to make canoes from one tree?",
        "At ten I was sure I'd play for Barcelona of Guayaquil.",
        "My uncle never answers the phone before 8:30.",
        "The price of steel went up again in Macas.",
        "If I had a truck I could take jobs in other towns.",
        "My nephew only listens to reggaeton.",
        "Why does it rain so much in the Amazon?",
        "Sometimes I think of moving to Quito.",
        "Dr. Shah from the hospital ordered a gate from me.",
        "Our parrot Luna used to whistle at the neighbours, years ago.",
        "Sure, I love welding under the sun at noon.",
        "My father worked on the road to Puyo for years.",
        "What if I make furniture of metal?",
        _slides("My daughter's slides for school, she showed me:",
                [("Mi familia", ["Ten years", "Likes sci-fi novels"])], "Those are hers."),
        _slides("Old slides from the cattle farm, years ago:",
                [("Hacienda 2010", ["Milking at five", "Fences"])], "All that is past."),
        _slides("The slides from the steel company's safety talk, not mine:",
                [("Seguridad", ["Mask on"]), ("Extintor", ["Check every month"])], "The steel company's."),
        "Is welding bad for the eyes over the years?",
        "My cousin's phone number changed again, he never tells anybody.",
    ],
    "ka": [
        "My sister is allergic to penicillin, she had a bad reaction.",
        "If I win the lotto, I buy a house by the beach in Awala.",
        "My husband prefers trains when we go to France.",
        "Before the port I worked at the supermarket in Kourou.",
        "Should I do the course for the reach stacker?",
        "Oh, I love when the container falls on the quay. Super.",
        "My cousin is vegan now, she explains it to everybody.",
        "My dream, one day, a fish restaurant in Cayenne.",
        "My mamie always said, 'the turtle comes back to her beach.'",
        "Is it true the leatherback is the biggest turtle?",
        "Little, I wanted to fly planes, like everybody.",
        "My boss never answers after 7:30 pm.",
        "The life is expensive in Guyane, everything comes by boat.",
        "If I had more holidays, I would visit Brazil.",
        "My brother listens only to zouk.",
        "Why do the rockets go from Kourou and not from France?",
        "My friend keeps telling me to move to Montreal.",
        "Dr. Lindgren from the hospital came to the port once.",
        "A little monkey lived with us when I was a girl.",
        "Yes, I love the forklift at noon, with no air. Great.",
        "My father was a fisherman on the Maroni.",
        "What if I became a teacher?",
        _slides("My son's slides for school, he asked me to read:",
                [("Moi", ["Eleven years", "Latex gives him a rash"])], "It's his."),
        _slides("Old slides from the supermarket training:",
                [("Magasin 2015", ["Open at seven", "Count the till at closing"])], "It's finished, that."),
        _slides("The slides of the port authority, not mine:",
                [("Sécurité", ["Helmet always"]), ("Quai", ["Speed limit"])], "From the port."),
        "How many months to learn the big cranes?",
        "My colleague's wifi password is maple33, he tells everybody.",
    ],
})

#: What the "dev47" set wraps around some memories, each on a line of its own.
H47_ASIDES = (["", "Add this to what you know of me.\n", "A small one about me.\n", "Keep this one for me.\n",
               "Something for my file.\n", "Just so it's saved.\n", "Here is one more about me.\n",
               "Quick one, mine.\n", "Before I lose the thread.\n", "Put this with my things.\n"],
              ["", "\nSaved?", "\nThat one is true.", "\nThat's all for that.", "\nOkay, next.",
               "\nThat's how it is.", "\nNoted, I hope.", "\nGood, moving on.", "\nThat is the one.",
               "\nNo more on that."])

#: How two memories share one message in the "dev47" set.
H47_JOINERS = [" One other thing about me: ", " Also mine, this one: ", " And one more of mine: ",
               " Plus this, about me: ", " After that, this of mine: ", " And this, mine as well: ",
               " Next one, mine: ", " Something more of mine: ", " And also, for me: ",
               " Add to that, mine: "]


_OPENERS = tuple(sorted({g for frames in _FRAMES.values() for g, _ in frames if g}, key=len, reverse=True))
_CLOSERS = tuple(sorted({f for frames in _FRAMES.values() for _, f in frames if f}, key=len, reverse=True))


def join_h47(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev47" hand: a message greets once and says goodbye once, so the first
    memory gives up a voice's closing thanks or goodbye and the second its opening greeting; slides (more than one
    line) on either side stand apart from the other memory after an empty line, so their prose lines stay first and
    last; otherwise the first memory ends in ".", "!" or "?" (a full stop is added if not), then the joiner, then the
    second memory in its own case."""
    head = next((head[:-len(c)] for c in _CLOSERS if head.endswith(c)), head)
    tail = next((tail[len(g):] for g in _OPENERS if tail.startswith(g)), tail)
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    return (head if head.endswith((".", "!", "?")) else head + ".") + joiner + tail
