"""Wordings "dev29" (called "heldout29" until stop 35) of `memlineage bench ingest` (the ``H29_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A twenty-ninth hand (the helper session "held29"), written blind on 2026-12-05 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README (any of it), the docs, the issue tracker, the branch ext22 or any bench output or list of misses, and who did
not run any extractor, ``memlineage ingest``, ``bench ingest``, the classifier or any server on this set or on
anything (only the pure set tests). What was read: the generator (``ingest.py``: its vocabulary, ``_persona``,
``generate``, ``Wording`` and the wiring), the voice lists of the module docstrings of "dev8" … "dev28" and a search
of the earlier modules for a few words of the new voices and layout (to choose ones no set had used), the top of
"dev28"'s module, the first lines of two of its lists and its asides, joiners and joining function (for its shape:
names, counts, comments; none of its phrasing copied), the set tests, and the commits that added "heldout28" and its
set tests (how a set is wired and tested). It was held out: the lead ran it at stop 35 after ext21's readings (at
4560dd3) and, before anyone read its misses, again after ext22's readings for dev27 and dev28 (at 5a2d645), then
renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* Cajun (south Louisiana) English: "cher", "mais" (well), "yeah, you right", "lagniappe" (a little extra), "me" at
  the end for emphasis ("I like it, me"), "pass a good time", "envie" (a craving), "my mawmaw", "my nonc", "my tante",
  "fais do-do", "the parish", "make groceries", "the bayou", "ça c'est bon", "crawfish boil";
* Newfoundland English: "b'y", "yes b'y", "me son", "my love", "luh" (look), "where ya to?", "what are ya at?",
  "some" for very ("some good"), "I goes" / "I loves" / "I needs", "me" for my, "go way with ya", "the bay", "mauzy"
  (damp and foggy), "a scoff" (a big meal), "me nan", "townie";
* a Czech speaker's English: "ahoj", "no" (yeah), "jo", "tak" (so), "jasně" (sure), "prosím" (please), "děkuju",
  "babička", "the chata" (the weekend cottage), "houby" (mushrooms), "ježišmarja", dropped articles, "allergic on",
  "already since", "I have always busy";
* a club DJ about their own life: "the decks", "BPM", "the set", "my rider", "on rotation", "cue it up", "a banger",
  "no skips", "the booth", "B2B", "the residency", "soundcheck", "the warm-up slot", "crate digging", "the drop";
* a pharmacist about their own life: "dispense", "the script", "counselling point", "contraindicated", "my PMR"
  (patient medication record), "double-checked", "the dispensary", "the morning checks", "excipients", "locum",
  "repeat", "label it", "batch";
* a sourdough baker: "the starter", "levain", "bulk ferment", "proof" / "over-proof", "the crumb", "oven spring",
  "banneton", "scoring", "between folds", "bake day", "the bench", "hydration";
* a flight attendant (cabin crew) about their own life: "doors to manual and cross-check", "the roster", "the jump
  seat", "layover", "report time", "crew room", "deadheading", "per diem", "cabin secure", "the trolley", "special
  meal code", "the manifest";
* a software developer in terse chat jargon, lower case: "ack", "+1", "p0", "blocker", "prod", "wontfix",
  "on-call", "hardcoded", "ping me", "ETA", "backlog", "repro", "TIL", "rate limit", "ship it";
* an e-mail the user sent to themself, pasted in: a prose line ending in ":", "From: …" and "To: …" header lines (and
  sometimes "Date: …"), a "Subject: …" line, one or two lines of body, the "-- " signature separator and one signature
  line, then a closing prose line; no empty line inside (as it pastes from a phone's mail app); a memory's value
  stands only in the "Subject: …" line or in a body line, never in a header, the signature or the prose around.

Small talk is hard but fair: greetings, thanks, moods, weather (a mauzy morning, the bayou humidity), tired feet after
a long-haul, a stubborn starter, a set that ran late, a slow build, sign-offs in every voice ("Ahoj, bye!", "Laissez
les bons temps rouler, cher."), an e-mail to oneself that only holds a mood or a hello, general-knowledge questions in
the same voices. Traps look like memories and are not, and share their words: other people's tastes, allergies,
diets, hours, days, budgets, numbers and dates (a mawmaw, a nonc, a tante, me nan, a babička, a headliner, a
promoter, a patient, a customer, a passenger, the captain, a colleague's ticket, a sister's forwarded e-mail), past
states (before I qualified, when I was flying short-haul, years ago in Brno, an old e-mail from 2019), hypotheticals
(winning the lottery, a bakery of one's own, a residency in Ibiza), questions about the user's own tastes, quoted
rules, signs and labels (a pharmacy leaflet, a safety card, a club's door policy, a bakery sign, a style guide),
templates and examples (an e-mail template with "[your allergy]", a training slide, a README sample), sarcasm and
jokes.

Two memories share a message about a third of the time (:data:`H29_JOINERS`, :func:`join_h29`); some memories carry
an aside (:data:`H29_ASIDES`, each on a line of its own, so an e-mail block's opening prose line stays at the start of
one and its closing line at the end of one). Every style reads as its writer would put it (the learner's grammar and
the Newfoundland "I goes" and "me" included) for every value of its placeholders and carries nothing else a careful
note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H29_ASIDES", "H29_CONSTRAINTS", "H29_EVENT_STYLES", "H29_FACT_STYLES", "H29_JOINERS", "H29_PREF_STYLES",
           "H29_SMALLTALK", "H29_TASK_STYLES", "H29_TRAPS", "join_h29"]

H29_PREF_STYLES = [
    # Cajun
    "Mais, cher, {v}, that's what I like, me.",
    "Yeah, you right, {v} every time for me.",
    "Lagniappe for your notes: I'm partial to {v}, me.",
    "Ça c'est bon, {v}. That's my pick, cher.",
    "My envie never changes, cher: {v}.",
    "Put it down, cher: I go for {v} every time.",
    # Newfoundland
    "Yes b'y, I goes for {v}, every time.",
    "Luh, me son, {v} suits me some good.",
    "Whatever you're at, put me down for {v}, my love.",
    "{V}, b'y. That's me all over.",
    "Go way with ya, sure everyone knows I loves {v}.",
    "Some fond of {v}, I am, b'y.",
    # Czech
    "Ahoj! So, for me it is always {v}, jasně.",
    "No, I will tell you: {v} I like the most.",
    "Tak, {v}, this is my choice, děkuju.",
    "My babička laughs, but I choose {v} every time.",
    "Prosím, remember that I prefer {v}.",
    "Jo, {v}. For me nothing is better.",
    # DJ
    "Put it on rotation: {v}, always, for me.",
    "My personal rider, item one: {v}.",
    "If I'm picking the vibe off the decks, it's {v}.",
    "{V}, no skips, that's me.",
    "Cue it up: I'm all about {v}.",
    "Off the decks and in real life, I pick {v}.",
    # pharmacist
    "Dispense me {v} every time, no substitutions.",
    "Label it clearly: I prefer {v}.",
    "Counselling point for me: {v} works best.",
    "My standing script for life: {v}.",
    "Indicated for me: {v}. Everything else, second choice.",
    "Checked all the interactions: what suits me is {v}.",
    # baker
    "Like a good starter, I stick with {v}.",
    "Bake day or not, I go for {v}.",
    "My crumb of wisdom: {v}, every time.",
    "Proofed and tested: {v} suits me best.",
    "{V}, that's my levain, the thing I keep going back to.",
    "Between folds I'll say it: I love {v}.",
    # flight attendant
    "Cabin crew, take note: {v} for me, please.",
    "Off the roster and off duty, I pick {v}.",
    "Doors to manual, cross-check, and yes, {v} for me.",
    "Crew room verdict on me: {v}, every single time.",
    "From the jump seat, honestly: my thing is {v}.",
    "Passenger preference noted, the passenger being me: {v}.",
    # developer
    "ack. my default is {v}.",
    "pref, not a blocker but close: {v}",
    "+1 to {v}, always. ship it.",
    "ping: {v} > everything else, for me",
    "TIL I never told you: {v}, that's my pick.",
    "me.prefers = {v}, no override",
    # an e-mail to myself
    "Found the email I sent myself about it:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
    "Subject: note to self\nPrefer {v}, always.\n-- \nme\nThat's still true.",
    "Pasting an email to myself from last week:\nFrom: Me <me@mail.example>\nTo: Me <me@mail.example>\n"
    "Date: Tue, 23 Feb 2027 21:14\nSubject: {v}\nJust so I stop forgetting what I like.\n-- \nM.\nThat's me.",
    "I email myself things, here's one:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
    "Subject: what I like\nGiven a choice: {v}.\n-- \nSent from my pocket\nSave that.",
    "Copied from my sent folder:\nFrom: me <me@mail.example>\nTo: me <me@mail.example>\nSubject: favourites\n"
    "Top of the list: {v}\nNothing else beats it.\n-- \nme, obviously\nNo change since.",
    "Here's the mail I sent to my own inbox:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
    "Date: Sun, 14 Feb 2027 10:02\nSubject: Re: me\nPick {v} for me.\n-- \nme\nOne for your memory.",
    "Email to self, forwarded to you as text:\nFrom: Me <me@mail.example>\nTo: Me <me@mail.example>\n"
    "Subject: preference: {v}\nWritten down so it sticks.\n-- \nthe same me\nYou can keep it.",
]

H29_CONSTRAINTS = {
    "allergy": [
        # Cajun
        "Mais, no {a} for me, cher, I'm allergic, me.",
        "{A}? I swell right up, cher. Allergic.",
        "Tell the whole parish: I can't go near {a}, allergic since I was small.",
        # Newfoundland
        "I'm allergic to {a}, b'y, so keep it away from me.",
        "{A} does me in, me son. Allergic, some bad.",
        "Luh, no {a} near me, I breaks out in hives.",
        # Czech
        "I am allergic on {a}, it is serious, prosím.",
        "No, {a} I cannot, I get allergy reaction.",
        "Jasně, write it: allergy to {a}, already since childhood.",
        # DJ
        "Hard rule, like no feedback on the mic: {a} and me don't mix. Allergic.",
        "Strike {a} off my rider, I'm allergic.",
        "One whiff of {a} and my set's over. Proper allergy.",
        # pharmacist
        "Documented allergy, mine: {a}. Flag it on every order.",
        "It's on my own PMR: allergic to {a}.",
        "{A}: true allergy, not an intolerance, and I know the difference.",
        # baker
        "I can bake with a lot, but {a} sets me off: allergic.",
        "Nothing with {a} on my bench, allergy.",
        "Allergy on the label of my life: {a}.",
        # flight attendant
        "I'd brief the crew on it myself: allergic to {a}.",
        "No-fly zone for me: {a}. Allergic.",
        "Every roster, same note on me: {a} allergy, I carry the pen.",
        # developer
        "known issue, p0: allergic to {a}. no workaround.",
        "allergy: {a}. wontfix, it's my immune system.",
        "blocker in prod (prod = me): {a} allergy",
        # an e-mail to myself
        "Emailed this to myself after the clinic:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
        "Date: Mon, 1 Mar 2027 08:10\nSubject: allergy\nConfirmed today: allergic to {a}.\n-- \nSent from my phone\n"
        "Keep this one.",
        "My own reminder email, pasted:\nFrom: Me <me@mail.example>\nTo: Me <me@mail.example>\n"
        "Subject: Allergic to {a}\nRead before ordering anything.\n-- \nme\nThat's the whole thing.",
        "An email I keep starred in my inbox:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
        "Subject: health\n{A}: allergy, a bad one.\nTell anyone who cooks.\n-- \nme\nStill current.",
    ],
    "diet": [
        # Cajun
        "Mais, I'm {d} now, cher, so plan around me at the crawfish boil.",
        "I'm {d}, cher, even at the fais do-do.",
        "My mawmaw fusses, but I'm {d}, me, yeah.",
        # Newfoundland
        "I'm {d}, me son, so mind that at the scoff.",
        "Some strict about it, I am: {d}, every meal.",
        "Yes b'y, {d} I am, and that's that.",
        # Czech
        "I am {d}, please remember it when you choose restaurant.",
        "Tak, I am {d} already three years.",
        "For food: I am {d}, jasně? Not negotiable.",
        # DJ
        "Rider note, food section: I'm {d}.",
        "Green room catering needs to know I'm {d}.",
        "I'm {d}, on tour, off tour, whatever.",
        # pharmacist
        "Excipients matter to me, I'm {d}.",
        "Patient (me) is {d}. Check every capsule.",
        "Write it in my record: {d}.",
        # baker
        "I'm {d}, so my own loaves get adjusted.",
        "Bake day rule: I'm {d}, so I taste carefully.",
        "Yes, I'm {d}, even surrounded by pastries all day.",
        # flight attendant
        "Crew meal code for me: I'm {d}.",
        "I'm {d}, so I pack my own food for every trip.",
        "Special meal flag on me: {d}.",
        # developer
        "diet config: {d}. hardcoded.",
        "me: {d}. not a feature flag, it's permanent.",
        "for food stuff, i'm {d}, pls don't regress",
        # an e-mail to myself
        "Email I wrote to myself when I changed how I eat:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
        "Subject: food\nFrom now on I'm {d}.\n-- \nme\nStill holding to it.",
        "Pasting my own email:\nFrom: Me <me@mail.example>\nTo: Me <me@mail.example>\n"
        "Date: Wed, 10 Feb 2027 19:40\nSubject: diet - {d}\nTell restaurants when booking.\n-- \nM.\nThat's mine.",
        "From my inbox, written by me to me:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
        "Subject: reminder\nI'm {d}, no exceptions at dinners.\n-- \nSent from my phone\nRule stands.",
    ],
    "hours": [
        # Cajun
        "Don't call me before {t}, cher, I'm not up.",
        "After {t}, I'm done for the day, me.",
        "Mais, nothing before {t}, no sir.",
        # Newfoundland
        "No calls after {t}, b'y, I'm in bed.",
        "Nothing before {t}, me son, I'm not fit.",
        "Don't go ringing me past {t}, my love.",
        # Czech
        "Please, no meetings before {t}, I am not awake.",
        "After {t} I am not available, jasně.",
        "Tak, earliest is {t}, not sooner.",
        # DJ
        "No calls before {t}, I play till four.",
        "Soundcheck or not, nothing booked before {t}.",
        "After {t} my phone's on silent, I'm in the booth.",
        # pharmacist
        "Dispensary's shut for me at {t}: no calls after.",
        "Nothing before {t}, I'm doing the morning checks.",
        "Not reachable after {t}, full stop.",
        # baker
        "I'm up at three, so no calls after {t}.",
        "Don't book me before {t}, the ovens come first.",
        "After {t} I'm asleep, bakers' hours.",
        # flight attendant
        "On days off, nothing before {t}, I'm catching up on sleep.",
        "No calls after {t}, I'm usually on an early report.",
        "Earliest I'll take a meeting is {t}, jet lag.",
        # developer
        "nothing on my cal before {t}. focus time.",
        "after {t} i'm offline, don't ping",
        "pls don't ping me before {t}.",
        # an e-mail to myself
        "The email I sent myself to stop saying yes:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
        "Subject: boundaries\nAfter {t}, the phone stays off.\n-- \nme\nStill the rule.",
        "Pasting a mail to myself:\nFrom: Me <me@mail.example>\nTo: Me <me@mail.example>\n"
        "Date: Fri, 19 Feb 2027 07:30\nSubject: nothing before {t}\nNot meetings, not calls.\n-- \nM.\nThat's current.",
        "From my own inbox:\nFrom: me <me@home.example>\nTo: me <me@home.example>\nSubject: my hours\n"
        "Start no earlier than {t}.\n-- \nme\nHold me to that one.",
    ],
    "budget": [
        # Cajun
        "Mais, {m} is all I got for that, cher.",
        "Don't go past {m}, me, I'm not made of money.",
        "Keep it to {m}, yeah, you right.",
        # Newfoundland
        "{m} and not a cent more, b'y.",
        "Me limit is {m}, my love.",
        "Don't be spending more than {m} on me, me son.",
        # Czech
        "Maximum is {m}, more I cannot pay.",
        "Please, not more than {m}, jasně.",
        "Budget for me: {m}, this is limit.",
        # DJ
        "Budget's capped at {m}, like a limiter on the master.",
        "Nothing over {m}, I'm saving for new decks.",
        "Spend ceiling, mine: {m}.",
        # pharmacist
        "Maximum dose for my wallet: {m}.",
        "{m} is the ceiling, no exceptions.",
        "Keep the cost under {m}, please.",
        # baker
        "My budget rises to {m} and no further.",
        "Don't let it over-proof past {m}.",
        "{m}, and that's my limit.",
        # flight attendant
        "Layover or not, I cap it at {m}.",
        "Per diem's small: {m} max.",
        "Don't spend more than {m} of mine.",
        # developer
        "budget: {m}, hard limit",
        "rate limit on my wallet: {m}",
        "anything > {m} = no",
        # an e-mail to myself
        "Email to myself before booking anything:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
        "Subject: money\nSpend no more than {m}.\n-- \nme\nStill my limit.",
        "My own email, pasted:\nFrom: Me <me@mail.example>\nTo: Me <me@mail.example>\n"
        "Date: Thu, 25 Feb 2027 22:05\nSubject: cap: {m}\nFor the trip, all in.\n-- \nM.\nThat's firm.",
        "This is from my inbox, to me from me:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
        "Subject: budget\nMax {m}, don't argue with yourself.\n-- \nSent from my phone\nStill stands.",
    ],
    "days": [
        # Cajun
        "{W}s I'm at my mawmaw's, so not then, cher.",
        "Not on {w}s, me, never.",
        "Mais, {w} is out for me, every week.",
        # Newfoundland
        "I'm never free on {w}s, b'y.",
        "{W}s are no good for me, me son.",
        "Don't book me a {w}, my love.",
        # Czech
        "On {w} I am never available.",
        "{W} is not possible for me, every week.",
        "No, {w}s I have always busy.",
        # DJ
        "{W}s are my residency, so I'm never free.",
        "Don't book me on a {w}, I'm behind the decks.",
        "I don't take anything on {w}s.",
        # pharmacist
        "I'm rostered in the dispensary every {w}, so not then.",
        "{W}s: unavailable, standing rota.",
        "Not {w}s, please, I'm at the counter.",
        # baker
        "{W} is bake day, I can't do anything else.",
        "I'm never off on {w}s, that's the big bake.",
        "Keep my {w}s clear of plans, the ovens need me.",
        # flight attendant
        "I'm always on a trip on {w}s, don't book me then.",
        "{W}s are on my roster every week.",
        "Never plan anything for me on a {w}.",
        # developer
        "{w}s: on-call, unavailable.",
        "blocked every {w}, recurring.",
        "don't schedule me on {w}s. ever.",
        # an e-mail to myself
        "A reminder I emailed myself:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
        "Subject: {W}s\nNot available, ever.\n-- \nme\nKeep it that way.",
        "Pasting it from my sent mail:\nFrom: Me <me@mail.example>\nTo: Me <me@mail.example>\n"
        "Date: Sat, 6 Feb 2027 09:12\nSubject: my week\nNo bookings on {w}s.\n-- \nM.\nThat's mine.",
        "Email from me to me:\nFrom: me <me@home.example>\nTo: me <me@home.example>\nSubject: days\n"
        "Never free on a {w}.\n-- \nSent from my phone\nStill true.",
    ],
}

H29_FACT_STYLES = [
    # Cajun
    "Mais, my {n}, cher: {v}.",
    "Write it down, me: {n} is {v}.",
    "Lagniappe for the file: my {n} is {v}.",
    "{v}, that's my {n}, yeah.",
    # Newfoundland
    "Me {n} is {v}, b'y.",
    "{v}, me son. That's me {n}.",
    "Luh, here's me {n}: {v}.",
    "Yes b'y, the {n} is {v}.",
    # Czech
    "My {n} is {v}, prosím, save it.",
    "Tak, {n}: {v}.",
    "{v}, this is my {n}.",
    "Please note, my {n}, it is {v}.",
    # DJ
    "Track ID, real life: my {n} is {v}.",
    "Pinning it in my setlist notes: {n}, {v}.",
    "{v}, that's my {n}, on loop.",
    "My {n}? {v}. Next track.",
    # pharmacist
    "Add to my record: {n} {v}.",
    "Checked twice: my {n} is {v}.",
    "{v} is my {n}, verified against the original.",
    "Batch-checked and correct: {n} {v}.",
    # baker
    "Scribbled on my flour-dusted notepad: {n} {v}.",
    "Keep it fresh: my {n} is {v}, not stale.",
    "{v}, my {n}, fresh out of the oven.",
    "While the dough rests: my {n} is {v}.",
    # flight attendant
    "Crew file, mine: {n} {v}.",
    "My {n} is {v}, cabin secure.",
    "For the manifest of my life: {n}, {v}.",
    "Cross-checked: {v}, my {n}.",
    # developer
    "pls persist: my {n} is {v}",
    "ack, {n} is {v}",
    "for ref: {n} -> {v}",
    "update: my {n} = {v}",
    # an e-mail to myself
    "I email myself stuff like this:\nFrom: me <me@home.example>\nTo: me <me@home.example>\nSubject: my {n}\n"
    "It's {v}.\n-- \nme\nUp to date as of now.",
    "Pasting from my inbox:\nFrom: Me <me@mail.example>\nTo: Me <me@mail.example>\n"
    "Date: Mon, 22 Feb 2027 12:01\nSubject: {n}: {v}\nSo I can find it later.\n-- \nM.\nKeep it.",
    "My own email to myself:\nFrom: me <me@home.example>\nTo: me <me@home.example>\nSubject: details\n"
    "Current {n}: {v}.\n-- \nSent from my phone\nThat's right.",
    "Sent this to my own address:\nFrom: Me <me@mail.example>\nTo: Me <me@mail.example>\nSubject: for the record\n"
    "{n} - {v}\nDouble-checked.\n-- \nme\nStill valid.",
]

H29_EVENT_STYLES = [
    # Cajun
    "Mais, my {e} is {d}, cher.",
    "{E}? {d}, yeah, you right.",
    "Put my {e} down for {d}, me.",
    "Cher, the {e}: {d}.",
    # Newfoundland
    "Me {e} is {d}, b'y.",
    "Luh, the {e}'s set for {d}.",
    "Got the {e} {d}, me son.",
    "Yes b'y, {d} is me {e}.",
    # Czech
    "My {e} is {d}, please remember.",
    "Tak, {d}: {e}.",
    "{E}, {d}, jasně.",
    "Please note, {e} will be {d}.",
    # DJ
    "Booked in like a gig: {e}, {d}.",
    "Setlist for real life: {d}, {e}.",
    "{E} on the calendar, {d}. No cancelling.",
    "Mark it like a headline slot: {e}, {d}.",
    # pharmacist
    "Scheduled: {e}, {d}.",
    "Next on my calendar: {e}, {d}.",
    "{E}, dated {d}, double-checked.",
    "Diary entry, mine: {d}, {e}.",
    # baker
    "Bake schedule aside, my {e} is {d}.",
    "{E}: {d}. I'll plan the proof around it.",
    "Pencilled on the flour bin: {e} {d}.",
    "{d}, {e}, so no early bake.",
    # flight attendant
    "Not on the roster, but in my diary: {e}, {d}.",
    "{E}, {d}. I've swapped a trip for it.",
    "I've blocked {d} for my {e}.",
    "Rostered myself off for my {e}: {d}.",
    # developer
    "{e}: {d}. in the cal",
    "cal update: {e}, {d}",
    "ETA on my {e}: {d}",
    "blocked {d} for {e}",
    # an e-mail to myself
    "Emailed myself so I don't miss it:\nFrom: me <me@home.example>\nTo: me <me@home.example>\nSubject: {e}\n"
    "It's {d}.\n-- \nme\nIn ink now.",
    "Pasting the mail I sent myself:\nFrom: Me <me@mail.example>\nTo: Me <me@mail.example>\n"
    "Date: Sat, 27 Feb 2027 18:44\nSubject: {E} - {d}\nDon't book anything over it.\n-- \nM.\nConfirmed.",
    "In my inbox, from me:\nFrom: me <me@home.example>\nTo: me <me@home.example>\nSubject: coming up\n"
    "{E}: {d}.\n-- \nSent from my phone\nThat one's in ink.",
    "My own reminder email:\nFrom: Me <me@mail.example>\nTo: Me <me@mail.example>\nSubject: diary\n"
    "{d} is my {e}.\nSet an alarm.\n-- \nme\nStill on.",
]

H29_TASK_STYLES = [
    # Cajun
    "Mais, remind me I gotta {t}, cher.",
    "Before I go pass a good time, I need to {t}.",
    "I got to {t}, me, don't let me forget.",
    "Cher, nag me to {t}.",
    # Newfoundland
    "Remind me to {t}, b'y, or I'll never.",
    "I'm supposed to {t}, me son, keep at me.",
    "Luh, I needs to {t} this week.",
    "Don't let me forget to {t}, my love.",
    # Czech
    "Please, remind me that I must {t}.",
    "I must {t}, jasně, do not let me forget.",
    "Tak, this week I have to {t}.",
    "Ahoj, I need to {t}, please remind.",
    # DJ
    "Cue a reminder: {t}.",
    "Before the next set I've got to {t}.",
    "Loop this until I do it: {t}.",
    "Add to my crate of chores: {t}.",
    # pharmacist
    "Task for me, high priority: {t}.",
    "Reminder, mine: {t}. Don't let it lapse.",
    "I have to {t}, like a repeat that can't be missed.",
    "Set a reminder: I need to {t}.",
    # baker
    "Before the next bake, I must {t}.",
    "Like feeding the starter, I can't skip this: {t}.",
    "Remind me, between folds, to {t}.",
    "Chore on the bench: {t}.",
    # flight attendant
    "Before my next trip I have to {t}.",
    "Remind me on my day off to {t}.",
    "Pre-flight check for my life: {t}.",
    "Crew briefing to self: {t}.",
    # developer
    "action item: {t}",
    "ticket for me: {t}, due by friday",
    "remind me to {t}, it's been in backlog forever",
    "pls nag me to {t}",
    # an e-mail to myself
    "The email I keep ignoring, so you have it:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
    "Subject: TODO\n{t}\n-- \nme\nNag me till it's done, please.",
    "Pasting my own reminder mail:\nFrom: Me <me@mail.example>\nTo: Me <me@mail.example>\n"
    "Date: Sun, 28 Feb 2027 20:20\nSubject: {t}\nThis week, no excuses.\n-- \nM.\nNot done yet, sadly.",
    "From my inbox, to me, by me:\nFrom: me <me@home.example>\nTo: me <me@home.example>\nSubject: errands\n"
    "Need to {t}.\n-- \nSent from my phone\nThat task is mine, not work's.",
    "My own email, flagged red:\nFrom: Me <me@mail.example>\nTo: Me <me@mail.example>\nSubject: do it\n"
    "Don't forget: {t}.\nSoon.\n-- \nme\nHelp me remember.",
]

H29_SMALLTALK = [
    # Cajun
    "Hey cher, how you?",
    "Mais, it's hot on the bayou today.",
    "Ça c'est bon, thank you, cher.",
    "Laissez les bons temps rouler, cher.",
    "Whoo, that humidity, I tell you.",
    "Yeah, you right, that makes sense.",
    "What's the best way to peel a crawfish?",
    "Talk to you later, cher, I'm going make groceries.",
    "Mais la, what a week.",
    # Newfoundland
    "Where ya to, b'y?",
    "What are ya at today, me son?",
    "Some mauzy out this morning.",
    "Thanks, my love, that's some good.",
    "Go way with ya, that's hilarious.",
    "How far is it from St. John's to Gander?",
    "Right, b'y, I'm off.",
    "Some day for the clothesline, wha?",
    # Czech
    "Ahoj!",
    "Děkuju, very helpful.",
    "Ježišmarja, what a traffic today.",
    "Tak, I go now, ahoj.",
    "How long is the Vltava river, you know?",
    "No, tak, now I understand it.",
    "Jo, it's raining in Prague again.",
    "Dobrou noc, good night.",
    # DJ
    "Set ran late last night, I'm wrecked.",
    "What's a good BPM for a warm-up slot?",
    "Cheers for that, you're a banger.",
    "Crowd was unreal last night.",
    "Ears are still ringing, ha.",
    "Who invented the turntable?",
    "Back in the booth tonight, wish me luck.",
    "Right, signing off, peace.",
    # pharmacist
    "Long day at the counter.",
    "Thanks, that's really clear.",
    "Coffee number three, don't judge.",
    "What's the difference between a chemist and a pharmacist, historically?",
    "Phew, the flu season queue is no joke.",
    "That's me done for today.",
    "Ha, good one.",
    "Evening! Quick chat before bed.",
    # baker
    "My starter's sulking today.",
    "Flour everywhere, as usual.",
    "How does oven spring actually work?",
    "Morning! Loaves are out, smells amazing.",
    "Ta, that's helpful.",
    "Nothing like the smell of a fresh bake.",
    "Bit of a flat loaf today, oh well.",
    "Off to shape the next batch.",
    # flight attendant
    "Just landed, feet are killing me.",
    "Hello from the crew hotel!",
    "Jet lag is real today.",
    "Which airport has the longest runway?",
    "Thanks, that's a lifesaver mid-rotation.",
    "Long-haul done, time for a nap.",
    "Cabin was freezing on that one.",
    "Bye for now, boarding soon.",
    # developer
    "ack, ty",
    "lgtm, thanks",
    "brb, build's running",
    "nice, that worked",
    "what's the diff between a process and a thread?",
    "ugh, flaky tests again",
    "gm",
    "ok, closing the laptop. later",
    # an e-mail to myself, and in between
    "Found an email I sent myself, just a mood:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
    "Subject: today\nTired but fine.\n-- \nme\nThat's all, nothing to save.",
    "An email to myself that's only a hello:\nFrom: Me <me@mail.example>\nTo: Me <me@mail.example>\n"
    "Subject: hi\nHello, future me!\n-- \nM.\nSilly, I know.",
    "Testing my mail, ignore:\nFrom: me <me@home.example>\nTo: me <me@home.example>\nSubject: test\n"
    "testing 1 2 3\n-- \nme\nWorks, good.",
    "Is it weird that I email myself?",
    "How do I stop my inbox getting so full?",
    "Good morning from a grey sky.",
    "Thanks for putting up with me.",
    "Hmm, give me a sec.",
    "Weekend soon, thankfully.",
    "Okay, that's everything.",
    "Catch you later!",
]

H29_TRAPS = [
    # Cajun
    "My mawmaw is allergic to shellfish, not me, cher.",
    "My nonc loves spicy food, me I don't care.",
    "Mais, if I won the lottery I'd buy a camp on the bayou.",
    "Do I like jazz, cher, what you think?",
    "My tante is vegetarian since Lent, that's her.",
    "When I was small I lived in Lafayette, not anymore.",
    "Sign at the dance hall: 'No entry after 10pm.'",
    "Oh yeah, I just love mosquitoes, cher. Love them.",
    "Maybe one day I'll go vegan, who knows, me.",
    "My cousin's dog is called Boudreaux, he's a mess.",
    "Yeah, you right, everybody in the parish prefers red wine. Joke.",
    # Newfoundland
    "Me nan is allergic to cats, b'y, not me.",
    "Me buddy prefers window seats, I don't mind.",
    "If I won the 6/49 I'd buy a boat and live in the bay.",
    "Years ago I lived in Corner Brook, not now.",
    "Do I like boutique hotels, you think, me son?",
    "Sign at the ferry: 'No pets in the lounge.'",
    "Oh yes b'y, I loves the fog. Loves it. Not.",
    "Me brother's passport number? No clue, ask him.",
    "Some people here are vegetarian, not many though.",
    "What if I moved to St. John's, would I be a townie then?",
    "Me cousin's wedding was last June, some time it was.",
    # Czech
    "My babička is allergic to penicillin, not me.",
    "When I was student in Brno, I was vegetarian. Not anymore.",
    "If I get rich one day, I buy chata in the mountains.",
    "Do I like Thai food, you think?",
    "My husband prefers aisle seats, I don't care.",
    "In the pub sign says: 'No dogs after 8pm.'",
    "Ježišmarja, I just love waiting for the tram. Joke.",
    "Maybe one day I try to be vegan, who knows.",
    "My brother's employee id, he asked me to remember, but it is his.",
    "Some Czechs eat houby every weekend, not everyone.",
    "Before, I worked at Škoda, now not.",
    # DJ
    "The headliner's rider says no peanuts in the green room, that's his.",
    "The promoter prefers house music, I play what I like.",
    "If I got a residency in Ibiza, I'd never come home.",
    "Some guy kept shouting 'Play jazz!' at me all night.",
    "Club door policy: 'No entry after 2am.'",
    "Back when I did weddings I played till midnight, not now.",
    "Do I like sci-fi novels, you reckon?",
    "Love it when someone asks me to play the song of the summer. Love it.",
    "The other DJ is vegan, his rider is all oat milk.",
    "Hypothetically, what would my set look like in a church?",
    "My B2B partner's flight is next Tuesday, not mine.",
    # pharmacist
    "A patient today was allergic to penicillin, so I flagged it on her record.",
    "The leaflet says 'do not take after 6pm', that's for the pills.",
    "Before I qualified I worked nights at a bar, long time ago.",
    "If I owned my own pharmacy, I'd open at 7am.",
    "My locum colleague is coeliac, not me.",
    "Example from the training slide: 'Patient is allergic to latex.'",
    "Do I even like morning meetings? Good question.",
    "Sure, I adore counting tablets on a Friday night.",
    "A customer asked me to remember her phone number, as if.",
    "Some patients are lactose intolerant and don't know it.",
    "Say I moved to Canada, would my licence transfer?",
    # baker
    "A customer's wedding cake is due on the 14th, that's her order.",
    "The bakery sign says 'Closed Mondays', that's the shop.",
    "If I had a bakery of my own I'd call it Crumb.",
    "My apprentice is allergic to sesame, not me.",
    "I used to bake with commercial yeast, years ago.",
    "Do I like trains over planes, you think?",
    "Oh great, another flat loaf, just what I wanted.",
    "The recipe says 'budget about €150 for equipment', that's the book talking.",
    "My partner loves spicy food, I just bake.",
    "What if I went vegan, could I still bake brioche?",
    "Somebody in the queue said she prefers rye, not me.",
    # flight attendant
    "A passenger in 14C was allergic to peanuts, so we did an announcement.",
    "The captain prefers his coffee black, not my thing.",
    "When I flew short-haul I was based in Manchester, not anymore.",
    "Safety card: 'No smoking at any time.'",
    "If I got a free ticket anywhere, I'd go to Tokyo.",
    "Do I like window seats? I'm never in one, ha.",
    "Oh sure, I love a 5am report time. My favourite thing in the world.",
    "The purser is pescatarian, she's lovely.",
    "Say I quit flying, what job would suit me?",
    "My colleague's layover is in Lisbon next Tuesday.",
    "Passengers always want aisle seats, it's a whole thing.",
    # developer
    "colleague's ticket: 'user is allergic to cats', that's test data",
    "the style guide says prefer dark mode, not my call",
    "used to be on-call every Friday, not anymore",
    "if we got funding i'd take a month off",
    "do i actually like short bullet-point answers? hmm",
    "README example: 'Max budget: 300 dollars'. that's the sample",
    "oh great, prod is down again, love that",
    "my teammate's wifi password is taped to his monitor, not mine lol",
    "hypothetically, would i be happier at a startup?",
    "some devs swear by trains over planes for conferences",
    "the bot said my interview is tomorrow but that was the demo data",
    # an e-mail to myself, and others'
    "My sister forwarded me her email, this is hers:\nFrom: my sister <sis@mail.example>\nTo: me <me@home.example>\n"
    "Subject: my allergy\nAllergic to peanuts, tell the caterer.\n-- \nyour sister\nThat's hers, not mine.",
    "An old email to myself from 2019, out of date:\nFrom: me <me@home.example>\nTo: me <me@home.example>\n"
    "Subject: new city\nI live in Dublin now.\n-- \nme\nI moved away ages ago.",
    "Template from an email course, not real:\nFrom: you <you@example.com>\nTo: you <you@example.com>\n"
    "Subject: [your allergy]\nAllergic to [allergen].\n-- \n[your name]\nJust an example.",
    "A phishing email I got, don't believe it:\nFrom: Bank <security@bank.example>\nTo: me <me@home.example>\n"
    "Subject: urgent\nConfirm your passport number today.\n-- \nSecurity Team\nDeleted it, obviously.",
    "My colleague's out-of-office, not mine:\nFrom: Sam <sam@work.example>\nTo: me <me@work.example>\n"
    "Subject: away\nI'm away until next Tuesday.\n-- \nSam\nShe's the one on holiday.",
    "A joke email I sent my friend:\nFrom: me <me@home.example>\nTo: Ana <ana@mail.example>\n"
    "Subject: confession\nI secretly love 6am flights.\n-- \nme\nTotal lie, obviously.",
    "What would I even put in an email to myself about food?",
]

#: What the "dev29" set puts around some memories: each on a line of its own, so an e-mail block's opening prose
#: line stays at the start of one and its closing line at the end of one.
H29_ASIDES = (["", "Hey, a note for you.\n", "Morning, one thing.\n", "Adding one to the heap.\n", "Here, jot this.\n",
               "Another for the list.\n", "Before I lose it.\n", "A small one.\n", "This one matters.\n",
               "Okay, listen.\n"],
              ["", "\nThat's all from me today.", "\nCheers now.", "\nObliged, as always.", "\nGot it? Thanks.", "\nOk, bye.",
               "\nThat's it for now.", "\nThanks a heap.", "\nTalk later.", "\nSorted, ta."])

#: How two memories share one message in the "dev29" set (about a third of its real turns are paired).
H29_JOINERS = [" Next up: ", " Worth keeping too: ", " On a separate note: ", " Plus one more: ", " Tacking this on: ",
               " One thing more: ", " Oh, and this: ", " Stash this too: ", " Same message, new item: ",
               " Alongside that: "]


def join_h29(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev29" hand: an e-mail block on either side stands apart from the other
    memory by an empty line, so each keeps its opening and closing prose lines; otherwise the joiner follows a full
    stop (added when the head ends in a word, a value or a bracket), and the second memory keeps its own case."""
    if "\n" in head or "\n" in tail:
        return f"{head}\n\n{tail}"
    if head[-1:].isalnum() or head.endswith((")", "]")):
        head = head + "."
    return head + joiner + tail
