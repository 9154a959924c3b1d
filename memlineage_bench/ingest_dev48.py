"""Wordings "dev48" of `memlineage bench ingest` (the ``H48_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A forty-eighth hand (the helper session "held48"), written blind on 2026-12-07 by an engineer who had not read the
extractor or anything else in ``memgraph_py`` (its classifier, the gate, the labels, the query understanding, the entity
code), ``tools/``, the README, the docs, the issue tracker or any bench output, list of misses or other session's file,
and who did not run any extractor, ``memlineage``, ``bench ingest``, the classifier, any server or ``make`` on this set
or on anything (only the pure set tests, and small scripts of its own that render this set's styles with sample values,
compare its cores with each other and with heldout47's, compare its sentences, joiners and asides with those of every
earlier set as the set tests gather them, printing only this set's own, and print this set's generated conversations).
What was read: the module docstring of "heldout47" first (how its writer read, chose, checked and wrote), then its code
in full, as the model (its names, frames, counts, ``_dress``, its layout helper, asides, joiners and joining function;
its voices, trades and layout kept clear of), then the docstring of "heldout46"; then the generator (``ingest.py``: its
docstring, imports, vocabulary, the comment blocks on heldout46 and heldout47, ``_date``, ``_cap``, ``_persona``,
``_paired``, ``Wording``, ``WORDING_SETS``, ``generate`` and the start of the scoring code below it); the set tests
(their generic checks, ``PINNED``, ``WRITTEN``, the parametrize lists and heldout47's layout and joining tests); the
commits that wired heldout47 (``da80925``: its message, stat and changes to ``ingest.py`` and the set tests;
``29cf678``: its message and stat). No other set's module was opened. The one example string naming a set that does not
exist yet is in the set tests (the classifier tool's test), and now names heldout49.

To pick voices, trades and a layout no earlier set had used, the modules (``memlineage_bench/*.py``) were searched for
each candidate, a whole word at a time (case aside), with counts only as output. Chamorro, Marshallese, Palauan,
Bislama, Wolof, Yoruba, Igbo, Hausa, Zulu, Xhosa, Amharic, Tigrinya, Somali, Oromo, Shona, Sesotho, Kinyarwanda,
Lingala, Twi, Ewe, Luganda, Chichewa, Sango and Circassian were each found in some module and dropped (as were the
earlier hands' findings: Georgian, Chechen, Sakha, Chukchi, Ket and Nivkh, Samoan, Tongan, Fijian, Maori, Hawaiian,
Malagasy, Dinka). Kept, one from each of the Pacific, Africa, the Caucasus and Siberia, each a language no module names:
Kiribati ("Kiribati", "Gilbertese", "i-Kiribati", "Tarawa", "Betio", "Bairiki", "Bonriki", "Abemama", "Mauri", "Ko
rabwa", "Tiabo", "Ko uara", "babai", "maneaba", "kamaimai", "toddy" in none; "breadfruit" and "lagoon" in one and two,
and not used), Kanuri ("Kanuri", "Saharan", "Borno", "Maiduguri", "Gamboru", "Lake Chad", "Wushe", "Alhamdulillah", "in
sha Allah", "masa", "kunu", "Sallah", "Durbar", "Shehu", "keke", "Falmata", "Yagana" in none; "Nigeria" and "Lagos" in
none, but Hausa, a Nigerian language, is in four, and the Nigerian Pidgin words found by a count ("abeg", "wahala",
"sha", "na so", "how far", "well done", "I'm coming", "ehen", "kobo") were left out, as were "harmattan" (two) and
"Kano" (one)), Avar ("Avar", "Dagestan", "Dagestani", "Makhachkala", "Khunzakh", "Gunib", "Sulak", "Vorchami",
"Barkala", "khinkal", "chudu", "urbech", "lezginka", "Anzhi", "Khabib", "brat", "koroche" in none; "Caucasus" is in two
and "Caspian" in one, not used; Chechen, of the same family, is an earlier hand's language, Avar is not) and Nenets
("Nenets", "Yamal", "Yar-Sale", "Salekhard", "Labytnangi", "Ob", "An' torova", "stroganina", "muksun", "cloudberry",
"vsyo", "kstati", "very-very", "Tyumen" in none; "Siberia" and "Russia" are in two, "reindeer" and "chum" in one, "polar
night" in one and "northern lights" in three, none of those used, and "Spasibo", "Poka", "davai" and "nu", found by a
count, were left out). Trades: a ship's cook on foreign cargo ships ("ship's cook", "chief cook", "bosun" in none;
"galley" in one, not used), a phone repairer at a market ("phone repair", "phone repairer", "charging port", "Tecno" in
none), a wrestling coach at a sports school ("wrestling", "sports school" in none) and a weather observer at a polar
station ("weather station", "weather observer", "meteorologist", "snow depth" in none; "balloon" in two, not used).

Layouts weighed: a spreadsheet's cells copied as tab-separated rows (no module holds a tab character, but two hold "\t"
and four say "spreadsheet", not opened to see why), subtitles (two modules hold an SRT time line), a to-do app's
checklist ("checklist" in three, "[x]" in two), a printed form's answers with ballot boxes (no module holds "☒", but
forms of "key: value" lines are in earlier sets), BBCode ("BBCode" in two), a dating profile's prompts (no module holds
"Hinge", but no one pastes a passport number into one), a language-course worksheet filled in (too close to earlier
question-and-answer pages). Kept: lines of the user's own chat, exported from a chat app (WhatsApp's "Export chat", as
text) and pasted between two prose lines: a prose line ending in ":", then one or two messages, each on a line of its
own as the phone writes them, "01/03/2027, 07:12 - Falmata: " and the text (the Kiribati and Kanuri voices' phones write
"01/03/2027", the Avar and Nenets voices' Russian ones "01.03.2027"; the Kiribati voice's has a 12-hour clock, "7:12
am"); then a closing prose line (no module holds a date and a time followed by a comma, nor a time, " - " and a name
with ":", nor "<Media omitted>"; "WhatsApp" is in two modules and "export" in fifteen, "exported" in six, "group chat"
and "family group" in four, as words, not opened to see why, and those two phrases were not used). The chats of memories
are today's (01/03/2027, the day the conversations take place, all before ten in the morning), so "tomorrow" and "next
Tuesday" mean the same in a chat as in the message. The user's own messages carry the voice's name (Tebano, Falmata,
Magomed, Nadya); some exports hold a line of another person too (a cousin asking, an agent answering "OK"), and the
value stands only in the text of the user's own message, never in the prose around the export, a date, a time, a name or
another person's message: no time has ":30" in it or minutes from 37 to 46 (so no "8:30" or shoe size hides in a time),
and no name holds a value a persona may have ("Max", "Anna", "Ines", "Shah" ...). Traps get the layout's own kinds:
someone else's chat (a son's, a niece's, a daughter's, with their friends, holding their tastes and allergies), an old
chat of a life that is over (a fishing boat in 2016, a fabric stall in 2015, a fish factory in 2011 and 2014, with their
old dates), and a chat that is not the user's at all (a crewing company's notice, a phone dealer network's, a wrestling
federation's, a weather service's, with hours, days and sums in them).

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a Kiribati speaker's English (Tebano, a man from Betio on Tarawa), a cook on foreign cargo ships: "Mauri" (hello), "Ko
  uara?" (how are you?), "Ko rabwa" (thank you), "Tiabo" (goodbye); te babai with coconut cream, sour toddy, the
  maneaba, king tides over the causeway, Bonriki airport, Abemama and the outer islands, the crew, the captain, the
  chief cook and the bosun, nine months at sea; Pacific English on top ("true" closing a sentence);
* a Kanuri speaker's English (Falmata, a woman from Maiduguri in Borno), a phone repairer at Gamboru market: "Wushe"
  (hello), "Alhamdulillah", "in sha Allah", screens and small screws, the generator when the light goes, masa with
  pepper sauce, kunu, Sallah and the Durbar, Lake Chad, her mother in Bama, keke drivers, the dust; Nigerian English on
  top ("o", "ehn", "small" for "a little", "not one naira more");
* an Avar speaker's English (Magomed, a man from Khunzakh living in Makhachkala), a wrestling coach at a sports school:
  "Vorchami" (hello), "Barkala" (thank you), "friend" in greeting, khinkal with garlic sauce, chudu, urbech with honey,
  Gunib, the Sulak canyon, Anzhi, Khabib, the lezginka at weddings, the boys on the mat, weigh-ins and judges;
  Russian-shaped English (articles dropped, "brat", "koroche", "word of man");
* a Nenets speaker's English (Nadya, a woman from Yar-Sale on Yamal, working near Salekhard), a weather observer at a
  polar station: "An' torova" (hello), her grandmother in the tundra and the herd, stroganina of muksun, tea with
  cloudberry, the Ob under ice, the winter road and the helicopter, the snow gauge at minus forty, the sun back after
  the long dark; Russian-shaped English on top ("vsyo", "kstati", "very-very", "it is so", "on this week").

Styles are built from hand-written sentences ("cores", each in one voice) and each voice's four frames (neither, a
greeting, a thanks or goodbye, both) in :func:`_dress`, so a core stands in four styles: 56 preference cores (224
styles), 28 cores for each kind of constraint (112 styles each), 37 fact, event and task cores (148 styles each), 88
small-talk cores (352 lines) and 108 trap cores (432 lines), as many as heldout47 has; every class, each kind of
constraint, small talk and traps hold chat exports (one a voice in every class and kind; no empty line inside; a
memory's value only in the user's own message), built by :func:`_chat` so every line of an export has one date and the
voice's own date format.

Small talk: weather (Betio's heat and king tides, Maiduguri's dust and heat, Makhachkala's wind and snow in the
mountains, minus thirty-eight and a snowstorm at the station), work of the day (rice and fish for twenty-two men, nine
screens, three hours of training, observations every three hours), food of the moment (te babai, masa, chudu,
stroganina), Anzhi, questions (Abemama by boat, Lake Chad, the Sulak canyon, the winter road), moods (sore feet from the
ship's kitchen, tired fingers from small screws, a knee after showing a throw, cold fingers from the snow gauge),
greetings answered ("And how are things with you?", "And you there, warm?") and chats that carry nothing (a big fish,
the Durbar, the boys after training, "Are you frozen there?"). Greetings in each voice's language come with the frames,
so no core greets a second time. Traps: other people's tastes, allergies, diets, hours and details (a bosun, a captain,
a chief cook, a second engineer, a friend, a husband, a brother, an assistant coach, a wife, a cousin, a nephew, a
school director, a station chief, a colleague), the past and states given up ("I don't drink toddy anymore", "I'm not
vegetarian anymore", "I do not eat raw liver anymore", a pig, a goat, a dog, a fox cub), other people's plans (a shop in
Bairiki, study in Cyprus, a move to Kazan or Tyumen), hypotheticals and dreams, questions, quoted sayings, sarcasm,
jokes, and chats that are someone else's, old, or not the user's at all.

Two memories share a message about a third of the time (:data:`H48_JOINERS`, :func:`join_h48`, which drops the first
memory's closing thanks or goodbye and the second's greeting, so a message greets once, and sets a chat export apart by
an empty line); some memories carry an aside (:data:`H48_ASIDES`, each on a line of its own, so an export keeps its
opening prose line at the start of a line and its closing line at the end of one; no aside names a voice's word or
trade, since any voice's memory may carry any aside). A message that pairs two memories may pair two voices (each style
is one voice's); a persona is not tied to one voice (so one persona's exports may carry two names).

Read through once before it was wired (every core rendered with awkward sample values: "short bullet-point answers",
"penicillin", "lactose intolerant", "7:30 pm", "300 dollars", "Sunday", "sister" / "Anna", "sister's wedding" / "next
Tuesday", "book a vet visit for the dog"), and checked for near-copies within a class and against heldout47's cores of
the same class (a script comparing every two cores word by word). The first draft leaned on heldout47's lists far too
closely, core for core: whole cores of its came back word for word ("Don't spend more than {m} on this for me.", "More
than {m} is impossible for me.", "Stay below {m}, okay?", "{W} is a bad day for me, always.", "{W}, forget it, I
can't.", "Any day except {w}s.", "{v}, that one is my {n}.", "This week it's my turn to {t}.", "Again I forgot, I have
to {t}.", "Before Friday I have to {t}.", "My boss never answers after 7:30 pm.", "What if I became a teacher?") and
many more differed by a word ("Keep in mind I'm {d}, please", "After the doctor talked to me, I became {d}", "After {t}
my phone is quiet", "Up to {m}, nothing above it", "On {w}s I don't work, that's for church and family", "I have {v} as
my {n}", "Keep in memory, {v} is my {n}", "Guess what, my {e} is {d}", "Put my {e} in the calendar for {d}", "In the
end, my {e} fell on {d}", "No shift for me {d}, because of my {e}", "My {e} they fixed for {d}", "I must {t}, remind me,
please", a trap list that followed heldout47's one kind for kind and often word for word: a brother allergic to peanuts,
a cousin who is vegan "now, she explains to everybody", "Little, I wanted to be ...", "If I win lottery, I buy a house
...", "Oh, I love when ... Super.", "A little fox lived with us when I was a girl", "Is wrestling bad for the ears over
the years?", "If I had bus, I could take boys to tournaments in other cities"); every one of them (about a hundred and
twenty) was rewritten as a sentence of this set's own, in its voices' own lives, and the script was run again until
nothing of heldout47's came within two thirds of a core's words, and no two cores of this set did either ("{v}, write as
my {n}" beside "As my {n}, write {v}", "I am {d} now, a few years already" beside "I am {d}, already few years", "{W}s I
am never free" beside "{W}s I am not free, never" were among those rewritten). The read-through then reworded preference
cores whose verb fitted only a singular value ("{V} makes me smile", "{v} wins every time", "{v} comes first", "{v} is
enough", so "short bullet-point answers makes"), one that had friends buy the user "{v}" (dark mode, bullet-point
answers), a diet core that had herders offer meat to someone "lactose intolerant", fact cores that handed the sister
over ("The whole crew has my {n}", "if you need it for papers") and one that put "{v}, and that's my {n}" as an answer
to nothing; an event core that said "next" twice ("Next on my list is my {e}, next Tuesday") and one with "on next
Tuesday"; a task core that told the assistant to say the task ("When you see me, say: {t}"); and a chat of the son's in
which both lines were his (a friend now answers). A script printing only this set's own sentences found sixteen of them
shared with earlier sets (short ones and closing lines of exports: "Checked it today", a closing line of heldout47's
slides taken over unawares, "His, not mine", "Just for fun", "Still like that", "Still my rule", "Same answer for you",
"That's the date", "That life is finished", "Those days are gone", and whole sentences: "Let me check and come back to
you.", "Please don't go over {m}.", "Put me down for {v}, please.", "For your notes: my {n} is {v}.", "{W}s are out for
me.", "What I like?" and "What do I like?" opening two preference cores) and five joiners or asides shared word for word
(" Another from me: ", " Together with that, mine: ", "Here's one about me.", "That's that.", "That's the one."); they
were reworded before it was wired. Words that a count then found in one module were taken out ("ehen", "kobo", "Kano",
"Auckland", "sardines"), and "New Zealand" (three) with them.

Then three of seed 1's conversations and all its paired messages, five of seed 2's conversations and all its paired
messages, and four of seed 3's conversations and all its paired messages were read as generated (after the wiring commit
had pinned the set's first digests; they were pinned again after this): the Avar voice's frame of greeting and goodbye
opened on "Vorchami, brat.", so cores that say "brat" said it twice ("Vorchami, brat. Brat, listen, my shoe size is
46."), and the frame now says "Vorchami, friend." (the joining test's example with it); the Nenets voice's closing
thanks was "Thank you very-very much.", so a chat line and a core that say "very-very" said it twice, and the frame now
closes on "Thank you so much." (and the chat line says "Only {v}, nothing changed"); small-talk lines that thanked
already ("Good, thank you, it was helpful.", "Okay o, that's useful, thanks.", "Aa, I see now, thank you for
explaining.") thanked twice under a closing frame and were cut to say it once, and "fine", "care" in three lines beside
frames saying "I hope you are fine" and "take care" were reworded; fact chats that gave a shoe size or a dog's name to a
bank officer or a personnel office ("Good morning sir, my shoe size is 44") became a chat with a cousin who lost the
message and a chat the Nenets voice keeps with herself, and fact cores that put a wifi password "in all my documents",
wrote a shoe size "on every form at the bank" or had an employee id true "since always" were reworded; an hours core
that slept early "after noon" was reworded, and a budget chat that closed "Same for you." now says what it means. A
message that pairs two memories in two voices greets in one language and says goodbye in another; that reads as a
message typed by a person with two ways of speaking, and was kept, as was an aside standing before a voice's greeting or
after its goodbye (the generator puts asides around the whole message, frames and all), a closing prose line of an
export that takes a voice's thanks or goodbye after it ("It is correct. Barkala."), and one persona's exports carrying
two names (a persona's styles come from any voice). Once the set was wired, the script that compares this set's
sentences, joiners and asides with earlier sets' took the sets the set tests list as written before heldout48 (their own
``HELD_OUT_SETS`` entry for it), so it printed nothing but this set's own.

Slips of blindness: ``git worktree add`` printed the subject of rel45's newest commit: heldout45 renamed dev45 after its
held-out runs at stops 45-46 ("on stop 44's extractor and after each stop's readings, misses unread"), a first-contact
replay adding it (its first run, "24 sets, 48 set-seeds"), ``NEVER_READ`` now naming heldout46 and heldout47, and the
README saying so; no figure of any run. Printing the generator's vocabulary printed the comment above the "dev"
wordings, with that old set's first held-out recall for preferences, constraints and facts (0.15/0.19/0.12), as it did
for earlier hands; printing ``generate`` printed the first part of the scoring code below it (``ClassScore``,
``_messages``, the start of ``score_extraction``), which is the bench's, not the extractor's. The set tests' comment
above ``PINNED`` names the stops at which dev44 and dev45 were run held out, with no figure. The first run of the set
tests on this set, before its digests were pinned, failed as it had to, and pytest's report of three other failures
(whole styles and sentences shared, joiners and asides shared) printed a handful of "dev5"'s own styles beside this
set's (a development set's wordings, such as "Could you look for {v} when you book? Those are always my pick."); after
that, shared wordings were looked for only with the script that prints this set's own. The counts of candidate words
were taken a whole word at a time and printed counts only; one count of "\t" printed the number of files that hold it,
not their names. Nothing else was read beyond the list above; the scripts of this set import ``ingest`` and the set
tests (and so ``memgraph_py``, as the set tests do) without any of it being opened or run beyond the generator, and the
set tests' classifier-tool test loads ``tools/`` as it always has, unopened.

It was held out as "heldout48": the lead ran it at stop 47 on stop 46's extractor (at ``1e3fdb5``) and again after
stop 47's readings and at stop 48, misses unread; then, at the end of stop 48, renamed it "dev48" (digests unchanged) to
be read.
"""

from __future__ import annotations

__all__ = ["H48_ASIDES", "H48_CONSTRAINTS", "H48_EVENT_STYLES", "H48_FACT_STYLES", "H48_JOINERS", "H48_PREF_STYLES",
           "H48_SMALLTALK", "H48_TASK_STYLES", "H48_TRAPS", "join_h48"]

#: Each voice's four frames: nothing, a greeting before a core, a thanks or goodbye after it, or both (a chat export
#: keeps its prose lines first and last, so a frame only ever touches prose).
_FRAMES = {
    "ki": [("", ""), ("Mauri! ", ""), ("", " Ko rabwa."), ("Mauri, ko uara? ", " Ko rabwa, tiabo.")],
    "kr": [("", ""), ("Wushe! ", ""), ("", " Thank you, God bless."),
           ("Wushe, I hope you are fine. ", " Thank you, stay blessed.")],
    "av": [("", ""), ("Vorchami! ", ""), ("", " Barkala."), ("Vorchami, friend. ", " Barkala, take care.")],
    "ne": [("", ""), ("An' torova! ", ""), ("", " Thank you so much."),
           ("An' torova, how are you there? ", " Thank you, bye-bye.")],
}

#: Each voice's own name in its chat app, and how its phone writes today's date (the day the chats take place).
_ME = {"ki": "Tebano", "kr": "Falmata", "av": "Magomed", "ne": "Nadya"}
_TODAY = {"ki": "01/03/2027", "kr": "01/03/2027", "av": "01.03.2027", "ne": "01.03.2027"}


def _chat(voice: str, intro: str, messages: list[tuple[str, str | None, str]], outro: str, day: str = "") -> str:
    """Lines of the user's own chat, exported from a chat app (WhatsApp's "Export chat") and pasted between two
    prose lines: ``intro`` (ending in ":"), each message on a line of its own as "01/03/2027, 07:12 - Name: text"
    (the date as the voice's phone writes it, ``day`` if the chat is not today's; the name is the voice's own when
    ``None``), then ``outro``."""
    when = day or _TODAY[voice]
    lines = [f"{when}, {time} - {who or _ME[voice]}: {text}" for time, who, text in messages]
    return "\n".join([intro, *lines, outro])


def _dress(cores: dict[str, list[str]]) -> list[str]:
    """Each voice's cores, each in all four of that voice's frames, core after core."""
    return [before + core + after for voice, voice_cores in cores.items() for core in voice_cores
            for before, after in _FRAMES[voice]]


H48_PREF_STYLES = _dress({
    "ki": [
        "Ask any man on my ship, he will tell you I go for {v}.",
        "Ask me what I like: {v}, true.",
        "If the crew chooses for me, they know it is {v}.",
        _chat("ki", "This is what I wrote to my cousin in Betio this morning, from the chat:",
              [("6:52 am", "Kaure", "What do you like these days, cousin?"),
               ("7:05 am", None, "Still {v}, you know me")],
              "I'd answer you the same."),
        "From a small boy in Betio I have liked {v}.",
        "My grandmother says I am stubborn like a coconut crab, and for me it's {v}.",
        "Me, I pick {v}, no argument.",
        "Having {v} makes me smile, every time.",
        "Nine months at sea and I am still dreaming about {v}.",
        "Give me the choice and I reach for {v}.",
        "The captain shakes his head, I talk about {v} too much.",
        "In the maneaba the old men know I like {v}.",
        "I am an easy man, {v} and I'm happy.",
        "Between you and me, I'd pick {v} every time.",
    ],
    "kr": [
        "Everybody at Gamboru market knows I like {v}.",
        "You want to know my choice? It's {v}, ehn.",
        "Anybody choosing for me should take {v}.",
        _chat("kr", "My sister asked me on WhatsApp, see my reply from this morning:",
              [("07:18", "Yagana", "So what should I get you?"), ("07:21", None, "Anything with {v}, you know me")],
              "That one is still true."),
        "Since I was a girl in Maiduguri I have loved {v}.",
        "My mother calls me strong-headed, and on {v} she's right.",
        "It's {v} for me, no two ways.",
        "{V}, that's my own choice, always.",
        "Even with a phone opened on my table, my mind is on {v}.",
        "When the choice is mine, I go for {v} first.",
        "My husband teases me that I only talk about {v}.",
        "Even my customers have heard me go on about {v}.",
        "I don't ask for much, just {v}.",
        "Count me in for {v}, every time.",
    ],
    "av": [
        "In the gym every boy knows, for coach it is {v}.",
        "Koroche, I like {v}.",
        "Whoever chooses for me, let him take {v}.",
        _chat("av", "Brother asked me in chat what I want, here is my answer from today:",
              [("08:03", "Shamil", "What do you want, tell me"), ("08:09", None, "{V}, like always")],
              "He knows now, you know also."),
        "From boy in Khunzakh I like {v}.",
        "Father says I am hard like mountain rock, and my choice is {v}.",
        "Brat, I stand for {v} like wrestler stands on mat.",
        "{V}, this I respect.",
        "After three hours on the mat, I think only about {v}.",
        "If it is up to me, I take {v} at once.",
        "Wife says I am boring man, always {v}.",
        "Half of Makhachkala knows I like {v}.",
        "Simple person, me, give {v} and I am happy.",
        "In your notes about me, write {v}, and underline.",
    ],
    "ne": [
        "At the station even the dogs know I like {v}.",
        "You want to know what I like? {V}, it is so.",
        "If somebody chooses instead of me, let it be {v}.",
        _chat("ne", "I copy from chat with my friend, my answer this morning:",
              [("07:24", "Lena", "What do you like most now?"), ("07:26", None, "Only {v}, nothing changed")],
              "It did not change."),
        "Since little girl in Yar-Sale I like {v}.",
        "Grandmother says I am stubborn like the north wind, and I keep to {v}.",
        "For me it is {v}, vsyo.",
        "{V}, this is what warms me.",
        "Even when I read the instruments in the frost, my head is on {v}.",
        "From two things, I always take {v}.",
        "My husband smiles, he says I only want {v}.",
        "In Salekhard my friends already know: for Nadya, {v}.",
        "I am quiet person, I just want {v}.",
        "Say it so: {v}, each time.",
    ],
})

H48_CONSTRAINTS = {
    "allergy": _dress({
        "ki": [
            "I carry a paper in my wallet: allergic to {a}.",
            "The doctor at the hospital in Tarawa put it in my book: allergic to {a}.",
            _chat("ki", "I told the new chief cook in our chat, this is my line:",
                  [("7:48 am", "Chief Cook", "Anything you can't have, Tebano?"),
                   ("7:52 am", None, "Yes, I'm allergic to {a}, be careful")], "He knows it now."),
            "{A} makes my skin come up in bumps, I'm allergic.",
            "From a boy my family has known it, I am allergic to {a}.",
            "Whatever you plan, keep in your head I'm allergic to {a}.",
            "True, allergic to {a}, very much.",
        ],
        "kr": [
            "Please o, I react to {a}, I'm allergic.",
            "The doctor at the teaching hospital in Maiduguri told me: allergic to {a}.",
            _chat("kr", "What I told my aunty on WhatsApp this morning:",
                  [("07:05", None, "Aunty, don't forget I'm allergic to {a}"),
                   ("07:11", "Aunty Yagana", "Ah, I remember now")], "That's how it is."),
            "{A} swells my face, I'm allergic.",
            "I was five when my allergy to {a} showed, my mother was so afraid.",
            "Anything you arrange for me, mind that I'm allergic to {a}.",
            "Very allergic to {a}, ehn, not small.",
        ],
        "av": [
            "I have allergy to {a}, this is not joke.",
            "Doctor in Makhachkala made tests: allergic to {a}.",
            _chat("av", "I wrote to the team doctor today, here it is from chat:",
                  [("08:14", None, "Doctor, remember, I have allergy to {a}"),
                   ("08:20", "Dr. Gadzhiev", "Yes, I wrote it in your card")], "So it is."),
            "{A} is like poison for me, I am allergic.",
            "From small boy I am allergic to {a}, mother knows.",
            "Anything you organise, think about my allergy to {a}.",
            "Allergic to {a}, strong allergy, koroche.",
        ],
        "ne": [
            "With {a} I can end up in the hospital, I am allergic.",
            "In the hospital in Salekhard they tested me: allergic to {a}.",
            _chat("ne", "I wrote to my colleague at the station, from the chat:",
                  [("07:02", None, "Remember, I am allergic to {a}"), ("07:08", "Sergei", "Ok, I will not forget")],
                  "He knows."),
            "{A}, for me it brings the rash and the breathing, I am allergic.",
            "My grandmother noticed first, I am allergic to {a}.",
            "When you plan something for me, allergic to {a}, please hold it in mind.",
            "Very-very strong allergy to {a}, I have.",
        ],
    }),
    "diet": _dress({
        "ki": [
            "Since my second contract at sea I'm {d}.",
            "On the ship I cook my own plate because I'm {d}.",
            _chat("ki", "My message to the captain about the food, from the chat:",
                  [("6:58 am", None, "Captain, for the new crew list, put me as {d}")], "It hasn't changed."),
            "No fish soup trick on me, I'm {d}.",
            "The doctor in Bairiki looked at my blood, now I'm {d}.",
            "Tell any ship's kitchen, I'm {d}.",
            "Strictly {d}, that's how I live.",
        ],
        "kr": [
            "I've been {d} since before my wedding.",
            "My own pot stays on the side of the fire, I'm {d}.",
            _chat("kr", "I told my friend before her naming ceremony, from the chat:",
                  [("07:33", "Hauwa", "What should we cook for you?"), ("07:35", None, "Remember I'm {d} o")],
                  "Same thing for you."),
            "Please, even at a wedding feast, I'm {d}.",
            "The doctor scared me small, so now I'm {d}.",
            "When there's food involved, remember I'm {d}.",
            "Even at Sallah I stay {d}.",
        ],
        "av": [
            "I am {d}, already few years.",
            "Mother cooks separate for me now, I am {d}.",
            _chat("av", "My message to the cook of our sports camp, from chat today:",
                  [("08:25", None, "Hello, for me please, I am {d}")], "Same now."),
            "At the wedding table they laugh, but I am {d}.",
            "Since the knee operation I am {d}, doctor's order.",
            "Important for you to know: I am {d}.",
            "I am {d}, very strict with it.",
        ],
        "ne": [
            "Three winters now I am {d}.",
            "At the station canteen the cook knows I am {d}.",
            _chat("ne", "I answered my aunt in the chat this morning:",
                  [("07:15", "Aunt Vera", "What will you eat at the feast?"),
                   ("07:17", None, "I am {d} now, remember")],
                  "This is true still."),
            "In the tundra it is hard, but I am {d}.",
            "After the checkup in Salekhard, I am {d}.",
            "Please take into account, I am {d}.",
            "At every feast I stay {d}, people are used to it.",
        ],
    }),
    "hours": _dress({
        "ki": [
            "Before {t} nobody calls me, I'm busy in the ship's kitchen.",
            "When {t} comes, I'm resting, don't call.",
            _chat("ki", "What I wrote to the agent in Tarawa, from our chat:",
                  [("7:22 am", None, "Please call me only after {t}"), ("7:25 am", "Agent Ioane", "OK")],
                  "Same now."),
            "Nothing for me earlier than {t}, please.",
            "After {t} my phone is under the pillow.",
            "Talk to me only after {t}, when the kitchen is clean.",
            "Not before {t}, true, the crew eats first.",
        ],
        "kr": [
            "Customers keep me busy, so no meetings before {t}.",
            "Once it's {t}, I'm locking the shop and my phone goes off.",
            _chat("kr", "My message to my customers' group this morning:",
                  [("07:02", None, "Dear customers, calls only before {t}")], "That rule stands."),
            "Don't fix anything for me before {t}.",
            "From {t} my phone is switched off, even for customers.",
            "Book me nothing after {t}.",
            "I don't open my eyes for anybody before {t}.",
        ],
        "av": [
            "Until {t} I am on the mat with the boys, not available.",
            "After {t} I switch off, boys must sleep and me also.",
            _chat("av", "Message I sent to the parents of my boys, copied from chat:",
                  [("08:48", None, "Dear parents, call me only after {t}")], "Same rule today."),
            "Koroche, before {t} nothing.",
            "No calls after {t}, before competitions I need quiet.",
            "Appointments only after {t}, please.",
            "At {t} my working day is over, no answer.",
        ],
        "ne": [
            "Before {t} I cannot, I do the observations.",
            "After {t} I do not pick up the phone.",
            _chat("ne", "What I wrote to my boss in the chat, this morning:",
                  [("07:10", None, "Please, meetings after {t} only"), ("07:14", "Ivan Petrovich", "Agreed")],
                  "It is so now."),
            "Until {t} I am outside with the instruments, do not call.",
            "After {t}, do not look for me, I rest.",
            "Any meeting, only after {t}.",
            "From {t} I am not reachable.",
        ],
    }),
    "budget": _dress({
        "ki": [
            "For this I have {m} in my pocket, that's the end.",
            "My limit is {m}, a cook's pay is small.",
            _chat("ki", "I wrote to my wife about it this morning, from the chat:",
                  [("7:34 am", "Teretia", "How much for this?"), ("7:36 am", None, "{m} at the most, no more")],
                  "That's my answer for you too."),
            "Please, {m} is the line, don't cross it.",
            "Keep it all inside {m} for me.",
            "Past {m} I cannot go, the family needs the rest.",
            "My wife would kill me if I spend over {m}.",
        ],
        "kr": [
            "My limit is {m}, things are hard.",
            "Whatever it is, it must not cost me above {m}.",
            _chat("kr", "What I told my brother about the budget, from WhatsApp:",
                  [("07:50", "Bukar", "How much can you put?"), ("07:52", None, "Only {m}, not one naira more")],
                  "It's still my budget."),
            "I can stretch to {m}, no further.",
            "With {m} I have reached my end.",
            "Let it be {m} or below.",
            "{m} is all I have for it, ehn.",
        ],
        "av": [
            "In my pocket for this only {m}.",
            "Do not go above {m}, money is short after tournament season.",
            _chat("av", "I answered my cousin about money today, from chat:",
                  [("08:11", "Rasul", "How much you give for this?"), ("08:12", None, "{m}, not more")],
                  "Same today."),
            "{m}, brat, and not one rouble more.",
            "I can give {m}, after this stop.",
            "Koroche, all together under {m}.",
            "After {m} I cannot, sport school salary.",
        ],
        "ne": [
            "I count every kopeck, {m} is the most.",
            "I can't go over {m}, everything is expensive in the north.",
            _chat("ne", "I wrote to my sister about the trip, from the chat:",
                  [("07:28", None, "For me {m} is the limit, please remember")], "So it stays."),
            "Please, let it not be over {m}.",
            "At {m} I stop.",
            "Below {m}, yes? This is important.",
            "The limit is {m}, vsyo.",
        ],
    }),
    "days": _dress({
        "ki": [
            "{W}s belong to the church and my children.",
            "I'm never free on {w}s, true.",
            _chat("ki", "My message to the manning agent, from the chat:",
                  [("7:14 am", None, "Please, nothing for me on {w}s")], "Still the same on my side."),
            "Keep my {w}s clear of everything.",
            "Every {w} I'm fishing with my uncle, no time.",
            "A {w} never works for me.",
            "No {w}s, please.",
        ],
        "kr": [
            "{W} is my rest day, nothing else.",
            "On {w}s I'm at the market from morning.",
            _chat("kr", "I told my customers in our group, from the chat:",
                  [("07:26", None, "Shop is closed every {w}")], "That's still my week."),
            "Don't give me any appointment on a {w}.",
            "Every {w} I go to see my mother in Bama.",
            "On a {w}? No way, I can't.",
            "Any other day works, just not {w}s.",
        ],
        "av": [
            "{W} is the day of my family, not free.",
            "On {w}s I have tournaments with the boys.",
            _chat("av", "What I wrote to the school director, copied from chat:",
                  [("08:31", None, "On {w}s I cannot come, please remember")], "Same still."),
            "On {w}s do not put me anything, brat.",
            "Every {w} I drive to my parents in the mountains.",
            "{W} is not good for me.",
            "Every day I can, only not {w}s.",
        ],
        "ne": [
            "{W}s, for me, are closed.",
            "On {w}s I am on shift at the station.",
            _chat("ne", "My line in the chat with the station chief, this morning:",
                  [("07:20", None, "I am never free on {w}s")], "Always so."),
            "Please keep my {w}s without plans.",
            "Each {w} I fly to my grandmother, when the helicopter goes.",
            "{W} I cannot, this is fixed.",
            "Whole week is okay, only {w}s no.",
        ],
    }),
}

H48_FACT_STYLES = _dress({
    "ki": [
        "Same as I told the chief officer, my {n} is {v}.",
        "My {n}? It's {v}, true.",
        _chat("ki", "I sent it to the shipping agent this morning, from the chat:",
              [("7:02 am", "Agent Ioane", "Send me your details please"), ("7:08 am", None, "My {n} is {v}")],
              "Sent, and it's right."),
        "{v} is my {n}, I know it by heart.",
        "Same as on my seaman's papers, my {n} is {v}.",
        "Before it goes out of my head, my {n} is {v}.",
        "Every man on board has heard it, my {n} is {v}.",
        "You never asked, but {v} is my {n}.",
        "Still {v}, my {n}, nothing new.",
        "Put it with my papers: my {n} is {v}.",
    ],
    "kr": [
        "Save it in your head, my {n} is {v}.",
        "I never mentioned it, my {n} is {v}.",
        _chat("kr", "My reply to my cousin on WhatsApp this morning:",
              [("07:10", "Amina", "Send me that thing again, I lost it"), ("07:12", None, "My {n} is {v}")],
              "Now she has it twice."),
        "Write it like this: {v}, my {n}.",
        "Write it the way I spell it: my {n} is {v}.",
        "My {n} is {v}, I checked it twice.",
        "Have I told you my {n} is {v}?",
        "A small thing, but useful: my {n} is {v}.",
        "Hold this well: my {n} is {v}.",
    ],
    "av": [
        "Look, {v} is my {n}, simple.",
        "Before training I remembered: my {n} is {v}.",
        _chat("av", "What I wrote to the federation secretary today, from chat:",
              [("08:22", "Federation", "Coach, we need your details"), ("08:24", None, "My {n}: {v}")],
              "It is correct."),
        "Brat, listen, my {n} is {v}.",
        "Mark in your list: {v}, my {n}.",
        "Once more, clearly: my {n} is {v}.",
        "Koroche, my {n} is {v}.",
        "My {n}? {v}, without mistake.",
        "Remember that my {n} is {v}.",
    ],
    "ne": [
        "My {n} is {v}, vsyo.",
        "Kstati, the {n}, it is {v}.",
        _chat("ne", "I keep it in the chat with myself, copied from this morning:",
              [("07:19", None, "my {n} - {v}")], "It is good still."),
        "My {n} is {v}, I wrote it on paper also.",
        "Please write down, my {n} is {v}.",
        "My {n} is {v}, I think I did not say before.",
        "As my {n}, write {v}.",
        "It is useful for you: my {n} is {v}.",
        "So you don't ask again, {v} is my {n}.",
    ],
})

H48_EVENT_STYLES = _dress({
    "ki": [
        "They wrote {d} for my {e}.",
        "I nearly forgot, my {e} is {d}.",
        _chat("ki", "I told my mother in the chat this morning:",
              [("6:55 am", None, "Mother, my {e} is {d}"), ("7:01 am", "Mother", "Good, I will pray")],
              "So that's the day."),
        "I can't cook for anybody {d}, it's my {e}.",
        "Hold {d} for me, my {e}.",
        "My {e} comes {d}, don't let me sleep through it.",
        "Coming up for me: my {e}, {d}.",
        "My {e} is {d}, so I'm staying on shore.",
        "Only one thing {d}: my {e}.",
        "Help me remember: {d} is my {e}.",
    ],
    "kr": [
        "Eh, my {e} is {d}, I can't believe it.",
        "I'm nervous small, my {e} is {d}.",
        _chat("kr", "I told my cousin on WhatsApp this morning:",
              [("07:48", None, "My {e} is {d}, pray for me"), ("07:53", "Amina", "Ameen")], "Date confirmed."),
        "{E} {d}, please don't let it pass me.",
        "They finally gave me the date for my {e}: {d}.",
        "I won't open the shop {d}, it's my {e}.",
        "Eh, I have my {e} {d}, don't let me mix it up.",
        "Alhamdulillah, my {e} is {d}.",
        "After all the waiting, my {e} is {d}.",
    ],
    "av": [
        "Look what happened, my {e} is {d}.",
        "Good that I remembered: my {e} is {d}.",
        _chat("av", "I wrote to my assistant coach today, copied from chat:",
              [("08:05", None, "Take my group {d}, I have my {e}"), ("08:15", "Ruslan", "Okay")],
              "So it is."),
        "Brat, {d} I am busy with my {e}.",
        "No training {d}, I have my {e}.",
        "Tell me again before, my {e} is {d}.",
        "My {e} is {d}, so boys train without me.",
        "Keep {d} free for me, it is my {e}.",
        "Koroche, my {e}, {d}.",
    ],
    "ne": [
        "My {e}, it will be {d}.",
        "Kstati, I have my {e} {d}.",
        _chat("ne", "I wrote to the station chief this morning, from the chat:",
              [("07:05", None, "I am away {d}, it is my {e}"), ("07:12", "Ivan Petrovich", "Understood")],
              "It is written."),
        "{E} is {d}, I am a little nervous.",
        "I asked to swap my shift {d}, it is my {e}.",
        "For {d} I have my {e}, do not put other things.",
        "My {e} is appointed for {d}.",
        "Wish me luck {d}, it is my {e}.",
        "So, {d} goes to my {e}.",
    ],
})

H48_TASK_STYLES = _dress({
    "ki": [
        "One job waiting for me: I have to {t}.",
        "I still didn't {t}, and the ship leaves soon.",
        _chat("ki", "I wrote it to myself in the chat, this morning:",
              [("6:50 am", None, "Must {t}")], "Only that one."),
        "Before I sign on again I must {t}.",
        "Next time I write, ask me: did you {t}?",
        "By Thursday I need to {t}.",
        "Keep it in front of me, I have to {t}.",
        "My mother has asked me three times to {t}.",
        "I promised Teretia I would {t}.",
        "Tomorrow early, before I go to the port, I'll {t}.",
    ],
    "kr": [
        "Three days now I'm forgetting to {t}.",
        "Please, remind me to {t} before I forget again.",
        _chat("kr", "My message to myself on WhatsApp, from this morning:",
              [("07:00", None, "Falmata, don't forget to {t}")], "That's all."),
        "This week the family says it's me who must {t}.",
        "Before Friday prayers I should {t}.",
        "I haven't managed to {t} yet, the shop takes all my time.",
        "It's on my paper: {t}.",
        "Disturb me until I {t}, please.",
        "Tomorrow, in sha Allah, I'll {t}.",
    ],
    "av": [
        "I must {t}, remind me after training.",
        "Need to {t} before the tournament.",
        _chat("av", "I wrote it in chat with my wife today:",
              [("08:33", "Patimat", "Did you do it?"), ("08:35", None, "Not yet, I still must {t}")],
              "That is it."),
        "Brat, my head is like sieve, I still have to {t}.",
        "Until Friday I must {t}, no later.",
        "Two weeks I delay, I must {t}.",
        "Tomorrow morning, after training, I {t}.",
        "Not done yet, koroche, I need to {t}.",
        "This week I will {t}, word of man.",
    ],
    "ne": [
        "One thing hangs on me: to {t}.",
        "On this week I have to {t}.",
        _chat("ne", "What I wrote to myself in the chat this morning:",
              [("07:09", None, "Nadya, must {t} soon")], "Vsyo."),
        "Kstati, I still need to {t}.",
        "Before the helicopter on Sunday I must {t}.",
        "Each time I forget, I need to {t}.",
        "Tomorrow, when I come from the station, I {t}.",
        "Still I did not {t}, shame.",
        "Push me a little to {t}.",
    ],
})

H48_SMALLTALK = _dress({
    "ki": [
        "So hot today in Betio, even the dogs are sleeping under the canoes.",
        "The king tide came over the road again last night.",
        "Today I cooked rice and fish for twenty-two men, I'm finished.",
        "My auntie made te babai with coconut cream, so sweet.",
        "The power went off again on the whole island.",
        "The fishermen say the ocean side is rough this week.",
        "Church choir is practising next door, very loud but beautiful.",
        "My feet are sore from standing in the ship's kitchen all day.",
        "And how are things with you?",
        "Hehe, you made me laugh.",
        "Okay, I see what you mean.",
        "How far is Abemama from Tarawa by boat, do you know?",
        "Bonriki airport was full of people today, a plane from Brisbane.",
        "Sour toddy in the evening, and I'm a happy man.",
        _chat("ki", "Look what my cousin sent in our chat this morning, ha:",
              [("6:48 am", "Kaure", "Big fish today!"), ("6:50 am", None, "Ha, show me")], "Only for a laugh."),
        "The kids are playing volleyball on the road till dark.",
        "My back hurts from carrying the rice bags on board.",
        "Everybody went to the maneaba tonight for the meeting.",
        "All good on my side, thank God.",
        "Keep going, I'm with you.",
        "The bus on the causeway was packed like fish in a tin.",
        "Give me a moment to think about it.",
    ],
    "kr": [
        "This dust is too much, everything in my shop is brown.",
        "Maiduguri is hot like fire today, I'm sweating.",
        "I fixed nine screens today, my eyes are tired.",
        "I'm eating masa with pepper sauce, small break.",
        "The light went off since morning, I'm running the generator.",
        "Traffic at the Post Office roundabout was terrible today.",
        "My mother called from Bama, everybody is well.",
        "Okay o, that's useful.",
        "How is your own day going?",
        "Hehe, you this machine, you are funny.",
        "Ah, so that's how it is.",
        "Is it true Lake Chad used to be very big?",
        "One customer brought a phone that fell inside a well, imagine.",
        "Kunu in the afternoon, very refreshing.",
        _chat("kr", "My friend's message in our chat this morning, just laughing:",
              [("07:02", "Hauwa", "Who is coming to the Durbar?"), ("07:04", None, "Me, definitely")],
              "Nothing serious."),
        "The market is full today, people buying for Sallah.",
        "My fingers are tired from small screws.",
        "Slow afternoon, few customers came.",
        "All is well, Alhamdulillah.",
        "Go ahead, I'm reading you.",
        "The keke drivers are on strike again, I trekked everywhere.",
        "Let me look at my notebook and come back.",
    ],
    "av": [
        "Today is very windy in Makhachkala, sea is angry.",
        "Snow fell in the mountains, my father sent photo.",
        "Three hours of training, boys are dead, me also.",
        "I eat chudu with meat, very tasty.",
        "Anzhi played yesterday, better not to speak.",
        "Khabib came to the gym once, all the boys still talk about it.",
        "Traffic on the road to the airport, nightmare.",
        "Good, this was useful.",
        "And you, how is life?",
        "Ha, strong joke, brat.",
        "Aha, now it is clear.",
        "How deep is the Sulak canyon, do you know?",
        "Wife made khinkal with garlic sauce, perfect.",
        "Urbech with honey for breakfast, nothing better.",
        _chat("av", "Look what the boys wrote in our chat after training, ha:",
              [("08:10", "Ruslan", "Coach, we are dead"), ("08:11", None, "Good, tomorrow again")], "Just joke."),
        "Gunib is very beautiful in spring.",
        "My knee hurts after showing a throw.",
        "Calm day, no competition.",
        "Everything normal here.",
        "Continue, I listen.",
        "The lezginka at the wedding was until morning.",
        "Wait, I think and answer.",
    ],
    "ne": [
        "Minus thirty-eight this morning, the wind is cutting my face.",
        "Snowstorm all night, I could not see the instruments.",
        "I sent the observations every three hours, long day.",
        "I eat stroganina from muksun, very good.",
        "The Ob is still under thick ice.",
        "A polar fox came near the station again.",
        "My grandmother sent photos from the tundra, everybody is fine.",
        "Good, it was helpful.",
        "And you there, warm?",
        "Ha-ha, I laughed loud at the station.",
        "Aa, I see now, you explain well.",
        "How long is the winter road to Yar-Sale open?",
        "The helicopter did not come again, fog.",
        "Hot tea with cloudberry, this is my happiness.",
        _chat("ne", "My friend wrote in our chat this morning, only for laughing:",
              [("07:04", "Lena", "Are you frozen there?"), ("07:05", None, "Completely, like fish")],
              "Nothing important."),
        "At the station it is quiet, only wind.",
        "My fingers are cold from the snow gauge.",
        "The sun came back after the long dark, everyone is happy.",
        "Here is all good, quiet life.",
        "Continue, I am reading.",
        "The bus to Labytnangi was late, I waited in the frost.",
        "I need to think, I write you later.",
    ],
})

H48_TRAPS = _dress({
    "ki": [
        "The bosun can't eat shellfish, it makes him sick.",
        "If the ship sinks I want to be rescued by a dolphin, ha.",
        "The captain always asks for a window seat when he flies home.",
        "I don't drink toddy anymore, that was when I was young.",
        "Do you think a cook can become a captain?",
        "Oh yes, cooking when the ship rolls thirty degrees, my favourite thing.",
        "My cousin Kaure says he is vegetarian now, but he eats fish, ha.",
        "My brother wants to open a small shop in Bairiki next year.",
        "The old men say, 'a full canoe goes slowly.'",
        "Is it true the islands will go under the sea one day?",
        "When I was small I wanted to fly the plane for Air Kiribati.",
        "The chief cook sleeps till 9am on port days, lucky man.",
        "Rice costs double in Tarawa now.",
        "A bigger house, and my parents could come from the outer island, one day.",
        "The second engineer plays country music in the engine room all day.",
        "Why do the king tides come higher every year?",
        "Maybe I should go for the fruit-picking work abroad, like my cousins?",
        "Dr. Moreau was a passenger on our ship once, a nice man.",
        "We had a pig named Biscuit when I was a boy.",
        "Forty kilos of onions to peel, lucky me.",
        "My father was a seaman for thirty years, he hated jazz.",
        "Would a cruise ship pay more than a cargo ship?",
        _chat("ki", "My son's chat with his friend, he showed me, ha:",
              [("6:58 am", "Tekee", "I love jazz, you?"), ("7:01 am", "Baraniko", "Nah, and I'm allergic to cats lol")],
              "That's my son's, not mine."),
        _chat("ki", "An old chat from when I worked on the fishing boat:",
              [("5:12 am", None, "We leave at five every morning"), ("5:15 am", "Skipper", "Yes, no late")],
              "I don't miss those mornings.", day="14/06/2016"),
        _chat("ki", "The company's message in the crew chat, not mine:",
              [("7:20 am", "Crew Office", "All crew: no alcohol on board"),
               ("7:21 am", "Crew Office", "Shore leave allowance is 200 dollars")],
              "That is the company."),
        "Is it hard to get the papers to work on a ship in Europe?",
        "The bosun's car plate is AB-552-QT, he shows everybody the photo.",
    ],
    "kr": [
        "Hauwa can't touch sesame, she swells up.",
        "With lottery money I would open three shops in Abuja.",
        "My husband books the window seat for himself and gives me the middle, imagine.",
        "I'm not vegetarian anymore, that was only during my exams.",
        "Should I learn to fix laptops too, what do you think?",
        "Oh yes, I love it when a customer says it worked yesterday. Lovely.",
        "My cousin became vegan and now she preaches it at every wedding.",
        "My younger brother plans to study in Cyprus next year.",
        "There's a saying my grandmother likes: 'the patient hand opens the knot.'",
        "Is it true there are hippos in Lake Chad?",
        "As a girl I dreamed of reading the news on television.",
        "My brother switches off his phone at 6pm, every day.",
        "House rent in Maiduguri has gone up again.",
        "Imagine if I could fix phones with my eyes closed, ha.",
        "My neighbour plays Hausa music all day, all day.",
        "Why does the dust come every year from the desert?",
        "My aunty wants me to move to Abuja with her.",
        "Dr. Okafor from the clinic brought his phone to my shop.",
        "Our goat Pepper ate my school uniform when I was small.",
        "Of course, I love it when the light goes at noon with a customer waiting. Great.",
        "My father traded dried fish from Baga for years.",
        "What if I studied computer engineering?",
        _chat("kr", "My niece's chat with her friend, she showed me:",
              [("07:14", "Zara", "I'm pescatarian now"), ("07:16", "Zara", "And I love Thai food")],
              "That's hers."),
        _chat("kr", "An old chat from when I sold fabrics:",
              [("16:05", None, "Shop opens at seven every day"), ("16:07", "Mama", "Good")],
              "That's past.", day="03/11/2015"),
        _chat("kr", "The phone company's message in the dealers' chat, not mine:",
              [("07:31", "Tecno Dealers", "All dealers: no repairs on Fridays"),
               ("07:32", "Tecno Dealers", "Prices above 300 dollars need approval")],
              "Company message."),
        "Do I need a licence to sell phones in Borno?",
        "Hauwa's wifi password is on a paper on her fridge, bluebird27, imagine.",
    ],
    "av": [
        "My assistant coach cannot eat peanuts, one time he went to hospital.",
        "If I become rich, first thing I build big gym in Khunzakh.",
        "Patimat always fights for the aisle seat, I don't mind.",
        "I do not eat sweets anymore, before I ate too much.",
        "You think I should take the referee course?",
        "Judges stole the final again, very fair, very honest, ha.",
        "Rasul went on a diet without meat, three days, then finished.",
        "Shamil wants to move to Kazan next year for work.",
        "Old people say, 'the mountain does not hurry.'",
        "Is it true Dagestan has more than thirty languages?",
        "Every boy in Dagestan thinks he will be Olympic champion, me too at ten.",
        "Director of school comes only at 8:30, never before.",
        "Meat is so expensive now in Makhachkala.",
        "The federation promised us a bus, maybe in ten years, ha.",
        "My nephew plays loud rap in the car, my ears suffer.",
        "Why Makhachkala is so windy, you know?",
        "Maybe one day I will live in the mountains again.",
        "Dr. Shah from Moscow came to our tournament once.",
        "Our dog Luna was barking at all the sheep, years ago.",
        "Cutting weight in July heat, best holiday of my life, ha.",
        "My father drove the bus to Gunib for many years.",
        "Sometimes I think, maybe cafe instead of gym, who knows.",
        _chat("av", "My daughter's chat with her friend, she showed me:",
              [("08:02", "Aminat", "I like sci-fi novels"), ("08:04", "Aminat", "And I never eat gluten")],
              "This is hers."),
        _chat("av", "Old chat from the fish factory, years ago:",
              [("06:05", None, "I start at six every day"), ("06:09", "Brigadier", "Good")],
              "All this is past.", day="22.09.2011"),
        _chat("av", "Message of the federation in the coaches' chat, not mine:",
              [("08:18", "Federation", "All coaches: weigh-in on Saturday"),
               ("08:19", "Federation", "Hotel is 120 euros per night")],
              "From the federation."),
        "Do wrestlers' ears always break, or only some?",
        "Ruslan's employee id is E-55120, he forgets it and asks me every month.",
    ],
    "ne": [
        "Lena is allergic to penicillin, she told me a long story.",
        "When I'm rich one day, a house in Sochi, ha, dreams.",
        "My husband says trains are better than planes, but he flies anyway.",
        "I do not eat raw liver anymore, only when I was child.",
        "Should I do the course for the bigger station?",
        "Frozen instruments at six in the morning, what a joy, really.",
        "My cousin is vegan, in the tundra, can you imagine.",
        "Sergei plans to move to Tyumen in summer.",
        "Grandmother has a saying: 'the tundra remembers who is kind.'",
        "Is it true the sun does not go down in summer at all?",
        "As a child I wanted to drive the big tracked vehicles, like my uncle.",
        "Ivan Petrovich goes to bed at 7:30 pm, like a child, ha.",
        "In the north a kilo of tomatoes costs like gold, all comes by winter road.",
        "With a longer holiday I would see the Black Sea.",
        "My brother plays Kino songs on guitar every evening.",
        "Why the winter here is eight months, who decided?",
        "Sometimes I dream of working at a station in Antarctica.",
        "Dr. Lindgren came to Salekhard for a conference once.",
        "When I was a girl we kept a fox cub in the tent for one summer.",
        "Minus forty and the snow gauge waits for me, paradise.",
        "Father spent his life with the herd, never in a city.",
        "Maybe I go teach children in Yar-Sale, who knows?",
        _chat("ne", "My son's chat with his friend, he asked me to read:",
              [("07:10", "Artyom", "I prefer dark mode"), ("07:12", "Artyom", "Latex gives me rash")],
              "It is his."),
        _chat("ne", "Old chat from the fish factory:",
              [("06:14", None, "I start at seven every morning"), ("06:16", "Master", "Ok")],
              "It is finished.", day="10.02.2014"),
        _chat("ne", "The message of the weather service in our chat, not mine:",
              [("07:22", "Weather Service", "All stations: report every three hours"),
               ("07:23", "Weather Service", "Overtime paid up to 150 euros")],
              "From the service."),
        "Is the radar difficult to learn?",
        "Sergei has a new phone number again, nobody can find him.",
    ],
})

#: What the "dev48" set wraps around some memories, each on a line of its own.
H48_ASIDES = (["", "For what you keep about me.\n", "Here is something of mine.\n", "Store this one.\n",
               "A note about myself.\n", "Just so you have it.\n", "One more thing of mine to keep.\n",
               "Short one, about me.\n", "While I remember.\n", "Put this with my details.\n"],
              ["", "\nGot it?", "\nThat is true.", "\nThat's it for this one.", "\nOkay, go on.",
               "\nThat's how it stands.", "\nKeep it, please.", "\nFine, next.", "\nSo, remember.",
               "\nEnough on that."])

#: How two memories share one message in the "dev48" set.
H48_JOINERS = [" Also, for my file: ", " Then this one, mine too: ", " With it, this of mine: ",
               " Also from my side: ", " And here, also mine: ", " One thing more of mine: ",
               " Along with it, mine: ", " In the same message, mine: ", " And then also, mine: ",
               " Mine again: "]


_OPENERS = tuple(sorted({g for frames in _FRAMES.values() for g, _ in frames if g}, key=len, reverse=True))
_CLOSERS = tuple(sorted({f for frames in _FRAMES.values() for _, f in frames if f}, key=len, reverse=True))


def join_h48(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev48" hand: a message greets once and says goodbye once, so the first
    memory gives up a voice's closing thanks or goodbye and the second its opening greeting; a chat export (more than
    one line) on either side stands apart from the other memory after an empty line, so its prose lines stay first and
    last; otherwise the first memory ends in ".", "!" or "?" (a full stop is added if not), then the joiner, then the
    second memory in its own case."""
    head = next((head[:-len(c)] for c in _CLOSERS if head.endswith(c)), head)
    tail = next((tail[len(g):] for g in _OPENERS if tail.startswith(g)), tail)
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    return (head if head.endswith((".", "!", "?")) else head + ".") + joiner + tail
