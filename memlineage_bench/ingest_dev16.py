"""Wordings "dev16" (called "heldout16" until stop 31) of `memlineage bench ingest` (the ``H16_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A sixteenth hand (the helper session "held16"), written blind on 2026-12-02 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the README (any of
it), the docs' pages on ingest, the notes (``issues stops``) or any list of misses, and who did not run any extractor,
``memlineage ingest``, ``bench ingest`` or the classifier on this set or on anything (only the generator and the pure
set tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev15" (to choose other
voices), the names, counts and joining of "dev15"'s constants (to learn the shape, not the phrasing), and the diff of
``ingest.py`` and the set tests in the commit that added "heldout15". It was held out: the lead ran it once (stop 31), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own:

* Jamaican English and Patois: "mi" (I, my), "nuh" (don't), "cyaan" (can't), "fi" (to, for), "haffi" (have to),
  "seen?", "likkle", "irie", "pon", "inna", "a … dat", "figet" (forget), "mek", "seh";
* Multicultural London English: "innit", "bare" (very), "man" for I ("man's allergic"), "rates" (likes), "allow
  it", "fam", "bruv", "deffo", "no long ting", "calm";
* Yorkshire English: "nowt", "owt", "summat", "us" for me ("put us down for"), "me" for my, "love", "reyt",
  "allus" (always), "while" for until ("don't book owt while 9am" — nothing *before* 9am), "of a Monday", "our lass";
* an upper-class British voice speaking of themself as "one": "One does rather …", "frightfully", "darling",
  "do be a dear", "one isn't a Rothschild";
* a lab scientist's notebook about their own life: "Obs. (n=1, subject: me)", "replicated x3", "Known reactant
  (self)", "Timepoint T1 =", "Action item (self): … Status: pending", "Control condition";
* an agile team's tickets written about oneself: user stories ("As a …, I want …, so that …"), Gherkin scenarios on
  three lines ("Given … / When … / Then …"), "Acceptance criteria", "Definition of done", "Assignee: me";
* a Reddit poster: "TL;DR:", "EDIT:" (an amendment that states the current value), "Throwaway because …", "Hot
  take", "Long-time lurker, first post", "(34F)", "AITA", "WIBTA", "/s";
* photos of handwritten notes transcribed by the user (a sticky note, a wallet card, an envelope, a fridge note, a
  wall calendar, a to-do list): a prose line ending in ":", then the note on a line of its own with "[illegible]"
  where the handwriting fails — never over the value, which always stands legible — so an aside or a joiner never
  lands on the note; and lengths from a three-word answer ("No Fridays. Sorted.") to a long Yorkshire ramble with
  the memory in its middle.

Small talk is hard but fair, and looks like events or tastes: Patois, London and Yorkshire greetings and weather,
sign-offs with a day or a time in them ("See thee Thursday, love.", "Cheerio until Tuesday at ten!"), a stand-up that
ran long, a retro at 4, a sprint that ends Friday, a broken centrifuge, Reddit replies ("Take my upvote."), a
transcribed doodle with nothing legible but a greeting, one-word answers. Traps look like memories and are not, and
share their words: other people's tastes, allergies, diets, hours, days, budgets and numbers (a bredda, a granny, a
cousin, a flatmate, our Gary, me mam, Mummy, a godson, a patient and study subjects, a supervisor, a client, a Scrum
Master, a husband in an AITA post, a daughter's lunchbox note), past states ("Mi did vegetarian back inna school
days", "One was vegetarian at Cambridge, briefly"), hypotheticals and questions (WIBTA, "what if I moved to Leeds"),
questions about the user's own data, sarcasm (in Patois, London slang, Yorkshire and "/s"), quoted text from elsewhere
(a pub menu, a club's dress code, a lab policy, a product page, a Reddit comment, a café menu, a clinic poster),
things the user asks the agent to write for someone else (a note for an auntie, a consent-form line, a user story for
the product owner, a message for a little sister's teacher), undecided plans, jokes and a forwarded chain message.

Two memories share a message about a third of the time (:data:`H16_JOINERS`, :func:`join_h16`); some memories carry
an aside (:data:`H16_ASIDES`). Every style reads as its writer would put it (Patois', London's and Yorkshire's grammar
included) for every value of its placeholders ("trains over planes", "quiet rooms on a high floor", "noon",
"tomorrow", "next Friday", "the 14th of March", "cats", "lactose intolerant", "€1,200", "my sister: Anna", "my
dentist: Dr. Shah") and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H16_ASIDES", "H16_CONSTRAINTS", "H16_EVENT_STYLES", "H16_FACT_STYLES", "H16_JOINERS", "H16_PREF_STYLES",
           "H16_SMALLTALK", "H16_TASK_STYLES", "H16_TRAPS", "join_h16"]

H16_PREF_STYLES = [
    # Jamaican English and Patois
    "Mi love {v} bad bad, seen? Put dat down fi mi.",
    "A {v} mi choose every time, nuh true?",
    "{V} sweet mi, cyaan lie.",
    "Tell dem seh mi prefer {v}, no argument.",
    "{V}? Irie. Dat a fi mi ting.",
    "{V}, yuh done know.",
    # Multicultural London English
    "Deffo {v} for me, fam, every single time.",
    "Man rates {v}, innit.",
    "I'm bare into {v}, not gonna lie.",
    "Allow the other stuff, just get me {v}, yeah?",
    # Yorkshire
    "Ey up. I'll have {v}, love, allus have.",
    "Nowt beats {v}, if you ask me.",
    "Put us down for {v}, there's a good lad.",
    "I'm reyt fond of {v}, I am.",
    "Well, I were talking to our Sandra about holidays and that, and she were going on and on, and I said to her, I "
    "said, Sandra, for me it's {v}, always has been, and she just laughed and put the kettle on.",
    # upper-class "one"
    "One does rather prefer {v}, darling.",
    "Frightfully fond of {v}, as it happens.",
    "If one must choose, and one must, then {v}.",
    "Do be a dear and see that I get {v} whenever possible.",
    "{V}. Obviously, darling.",
    # lab notebook
    "Obs. (n=1, subject: me): {v} consistently preferred over alternatives.",
    "Result, replicated x3: I choose {v} when given the option.",
    "Lab notebook, p. 41 — personal preference: {v}. Confidence high.",
    "Control condition: anything. Preferred condition: {v}.",
    # agile tickets
    "As me, I want {v} wherever there's a choice, so that I'm happy with what you pick.",
    "Scenario: a choice comes up\nGiven there are options\nThen pick {v} for me",
    "Acceptance criteria for anything you plan for me: includes {v}.",
    "User story (me): prefer {v}. Priority: must-have.",
    # Reddit
    "Long-time lurker, first post. TL;DR: I prefer {v}.",
    "EDIT: since people asked, yes, {v}. Always {v}.",
    "Hot take, but for me it's {v}, every time. Downvote away.",
    "Throwaway because my friends read this, but: I'm all about {v}.",
    # transcribed handwritten notes
    "Photo of my sticky note, transcribed:\nLIKE: {v} [illegible] always",
    "From the back of an envelope (my handwriting, sorry):\nme → {v} pls [illegible]",
    "Scan of my notebook page:\n[illegible] ... my faves: {v} ✓",
    "Copied off the whiteboard in my kitchen:\n{V}!! (mine) [illegible]",
]

H16_CONSTRAINTS = {
    "allergy": [
        "Mi allergic to {a}, so nuh bring none near mi.",
        "{A} mek mi swell up, dat a real ting, not joke.",
        "Ah cyaan tek {a}, it mek mi sick bad. Allergy.",
        "I'm allergic to {a}, yeah, like proper allergic, hospital allergic.",
        "Allow the {a}, fam, man's allergic.",
        "I can't be doing wi' {a}, love — allergic, I am.",
        "{A} sets us off summat rotten. Allergy, doctor's word for it.",
        "One is, regrettably, allergic to {a}.",
        "Do keep {a} well away from me, darling; the allergy is quite real.",
        "Known reactant (self): {a}. Exposure protocol: avoid.",
        "Adverse reaction documented x2 on exposure to {a}. Subject: me.",
        "As a person allergic to {a}, I want {a} kept out of anything you book, so that I stay out of A&E.",
        "Given a menu or a room\nWhen it involves {a}\nThen it's a no for me, I'm allergic",
        "TL;DR: allergic to {a}, please stop suggesting it.",
        "EDIT: for clarity, the allergy is {a}. Mine, not my kid's.",
        "{A}. Allergic. That's it, that's the post.",
        "Transcribed from the card in my wallet:\nALLERGY: {A} [illegible] — carry pen",
        "Off my fridge note (photo):\nno {a}!! allergic [illegible]",
    ],
    "diet": [
        "Mi {d}, so check di food first, seen?",
        "Ital? Not quite, but mi {d} fi true.",
        "I'm {d} now, innit, so sort the food around that.",
        "Man's {d}, fam. Tell the caterers.",
        "I'm {d}, love, have been for years now.",
        "Our lass cooks round it 'cause I'm {d}.",
        "One is {d}, I'm afraid; do inform the kitchen.",
        "Being {d}, one tends to eat before these dinners.",
        "Dietary condition (self, ongoing): {d}.",
        "Subject (me) remains {d}; no deviation recorded in 24 months.",
        "As a {d} eater, I want menus checked, so that I can actually eat something.",
        "Definition of done for any restaurant booking: it works for me, and I'm {d}.",
        "TL;DR I'm {d} and sick of explaining it.",
        "EDIT: a few folks asked, I'm {d}, yes still.",
        "Transcribed from my meal-plan sheet:\ndiet — {d} [illegible] (since Jan)",
    ],
    "hours": [
        "Nuh call mi before {t}, mi still a sleep.",
        "After {t} mi done fi di day, nuh ring mi.",
        "Don't message me before {t}, I'm not on it till then, innit.",
        "After {t} I'm offline, fam, allow it.",
        "Nowt before {t}, love. I'm not fit for owt till then.",
        "Don't ring us after {t}, I'm in bed.",
        "Don't book us owt while {t}, I'm not up.",
        "One simply does not take calls before {t}.",
        "Nothing after {t}, darling; one has a life.",
        "Availability window opens at {t}. Prior to that: no data, no meetings.",
        "Hard cutoff: {t}. Post-cutoff contact yields poor results (self-observed).",
        "As a night owl, I want no meetings before {t}, so that I'm useful in them.",
        "Given it's before {t}\nWhen someone wants a meeting with me\nThen the answer is no",
        "TL;DR: nothing before {t}, ever.",
        "EDIT: my cutoff is {t}, I said the wrong time earlier.",
        "Transcribed from the note on my desk:\nNO CALLS before {t} [illegible]",
    ],
    "budget": [
        "Mi cyaan spend more than {m}, money tight.",
        "{m} a di limit, nuh go over it.",
        "My budget's {m}, max, no long ting.",
        "Anything over {m} is a madness, fam, don't.",
        "I'm not paying owt over {m}, I'm not made of brass.",
        "Keep it under {m}, love, or I'm not coming.",
        "One's ceiling, regrettably, is {m}.",
        "Do keep it below {m}, darling; one isn't a Rothschild.",
        "{m}. Not a penny more.",
        "Budget constraint (fixed variable): {m}.",
        "Spend above {m} = experiment terminated.",
        "As a saver, I want the total under {m}, so that rent still happens.",
        "Acceptance criteria for my trip: total cost ≤ {m}.",
        "TL;DR: hard budget of {m}, don't suggest more.",
        "EDIT: my budget is {m}, not what I wrote in the title, sorry.",
        "Transcribed from my budgeting notebook:\nTRIP — max {m} [illegible]",
    ],
    "days": [
        "Mi nuh do nutten pon {w}s, dat a mi rest day.",
        "{W}s? Mi busy, every week, nuh book mi.",
        "{W}s are a no, fam, I'm on shift.",
        "Can't do {w}s, innit, never have.",
        "No {w}s. Sorted.",
        "I'm never free of a {w}, love.",
        "{W}s are out, I'm at me mam's.",
        "One is never available on {w}s.",
        "{W}s are quite impossible, I'm afraid.",
        "Recurring unavailability: every {w}. Do not schedule.",
        "Excluded day (self): {w}. Noted across all weeks.",
        "As someone with {w}s blocked, I want nothing booked then, so that I keep my sanity.",
        "Given it's a {w}\nWhen anything gets scheduled for me\nThen move it, I'm not available",
        "TL;DR: never book me on a {w}.",
        "EDIT: it's {w}s I can't do, not weekends.",
        "Transcribed from my wall calendar:\nEVERY {W} — me busy [illegible]",
    ],
}

H16_FACT_STYLES = [
    "Mi {n}? A {v} dat.",
    "Write it down: mi {n} a {v}, seen?",
    "Fi di record, mi {n} is {v}.",
    "Mi {n}, if yuh need it: {v}.",
    "My {n}'s {v}, innit, save it.",
    "Oi, my {n} is {v}, put that somewhere safe.",
    "{n}: {v}. Remember that one, fam.",
    "Me {n}'s {v}, love, if you need it.",
    "It's {v}, me {n}. Write it down somewhere.",
    "I think me {n} is — no, I know, it's {v}.",
    "One's {n}, should anyone ask, is {v}.",
    "For the staff: my {n} is {v}.",
    "My {n}? {v}, naturally.",
    "Datum (self), {n}: {v}. Verified against source.",
    "Record: {n} = {v} (self, current).",
    "Metadata (mine) — {n}: {v}.",
    "As the account holder, my {n} is {v}, so that forms get filled right.",
    "Given a form asks for my {n}\nThen use {v}",
    "Acceptance criteria for my profile: {n} shows {v}.",
    "TL;DR my {n} is {v} (yes I know, don't dox me).",
    "EDIT: wrong {n} above, mine is actually {v}.",
    "Not that anyone asked but my {n} is {v}.",
    "Transcribed from the inside cover of my diary:\n{n}: {v} [illegible]",
    "From a photo of the note by my phone:\n[illegible] my {n} — {v}",
]

H16_EVENT_STYLES = [
    "Mi {e} set fi {d}, nuh mek mi figet.",
    "{E} a {d}, seen?",
    "Mark it: {d}, mi {e}.",
    "Got the {e} {d}, innit.",
    "My {e}'s {d}, fam, big day.",
    "{d}, yeah? That's my {e}.",
    "Me {e}'s {d}, love, put it in t' diary.",
    "Reyt, the {e} is {d}, don't let us forget.",
    "Long story, but the {e}'s been moved again, and our lass rang them twice, and now it's {d}, God help us.",
    "One's {e} has been fixed for {d}.",
    "Do note the {e}, darling: {d}.",
    "The {e} is {d}. Frightful bore.",
    "Scheduled event (self): {e}, {d}.",
    "Timepoint T1 = {d} (my {e}).",
    "Sprint goal: survive the {e}, which is {d}.",
    "Given it's {d}\nThen I've got my {e}",
    "TL;DR: my {e} is {d} and I'm nervous.",
    "Update for anyone following: my {e} got moved to {d}.",
    "Transcribed from the card pinned on my corkboard:\n{E} — {d} [illegible]",
    "From a photo of my calendar:\n{d}: my {e}!! [illegible]",
]

H16_TASK_STYLES = [
    "Remind mi fi {t}, mi always figet.",
    "Mi haffi {t}, tell mi later.",
    "I need to {t}, innit, remind me.",
    "Bruv, don't let me forget to {t}.",
    "I've to {t}, love, nag us about it.",
    "Tell us to {t} tomorrow, else I'll forget.",
    "One must {t}; do remind me, there's a dear.",
    "I really must {t} before the week is out.",
    "Action item (self): {t}. Status: pending.",
    "Next step in my protocol: {t}.",
    "As a forgetful person, I want a nudge to {t}, so that it actually gets done.",
    "Ticket: {t}. Assignee: me. Due: this week.",
    "TL;DR: I need to {t} and keep putting it off.",
    "EDIT: forgot the main thing, I still have to {t}.",
    "Transcribed from my to-do list:\n[ ] {t} [illegible]",
    "Photo of the note on my door, transcribed:\n{t}!!! [illegible]",
    "Yuh see, mi haffi {t}, nuh mek mi forget it.",
]

H16_SMALLTALK = [
    # Jamaican English and Patois
    "Wah gwaan!", "Mi deh yah, just a chill.", "Di sun hot today, bwoy.", "Big up yuhself, dat did help.",
    "Mi tired bad today, long day.", "Lata, mi gone fi di evening.",
    # London
    "You good?", "That's calm, cheers.", "Long day, innit.", "Bare traffic today, man's late.", "Safe, speak later.",
    "Bus was rammed this morning.",
    # Yorkshire
    "Ey up, how do?", "It's nithering out there today.", "Reyt, that'll do for now.", "Champion, ta love.",
    "Mardy mood today, ignore us.", "See thee Thursday, love.",
    # upper-class
    "Good heavens, what a morning.", "How frightfully clever of you.", "One is utterly exhausted today.",
    "Splendid, thank you, darling.", "Cheerio until Tuesday at ten!", "Ghastly weather, isn't it?",
    # lab
    "Coffee intake today: excessive.", "Results inconclusive, like my whole morning.",
    "Centrifuge is broken again, ugh.", "Back from the lab, 3pm already.", "Thanks, that's a clean result.",
    "Hypothesis: I need a nap.",
    # agile
    "Standup ran long again today.", "Retro at 4, wish me luck.", "Ship it! Cheers.",
    "That's out of scope for today, lol.", "Blocked on everything this morning.", "Sprint ends Friday, send help.",
    # Reddit
    "This. So much this.", "Take my upvote.", "lol same", "Username checks out.",
    "Happy cake day to me? Nah, just Wednesday.", "Edit: typo.",
    # transcribed notes
    "Transcribed from a photo:\n[illegible] [illegible] hi!", "Photo of a napkin doodle, transcribed:\n:) [illegible]",
    "Off the whiteboard at work:\nGOOD MORNING [illegible] 7:45",
    # one-word and short
    "Mornin'.", "Ta!", "Nah.", "Yes.", "Cheers, you're a star.",
]

H16_TRAPS = [
    # Jamaican English and Patois
    "Mi bredda love jazz, not mi.",
    "Mi granny allergic to shellfish, she cyaan tek it.",
    "If mi did rich, mi woulda live up inna di hills.",
    "Yuh tink mi woulda like Thai food?",
    "Mi did vegetarian back inna school days, not now.",
    "Yeah man, mi just love when di bus late. Nice.",
    "Write a likkle note fi mi auntie seh she nuh eat pork.",
    # London
    "My cousin's vegan, innit, not me.",
    "Is my passport still in date, d'you reckon?",
    "Oh yeah, I love paying £9 for a pint. Calm.",
    "Man used to live in Croydon, moved ages ago.",
    "My flatmate won't take calls after 9pm, he's weird like that.",
    "Write my little sister's teacher a message saying she's allergic to peanuts.",
    "If I won the lottery I'd only fly business, fam.",
    # Yorkshire
    "Our Gary can't abide spicy food, he's soft.",
    "Me mam's coeliac, so Christmas is a right palaver.",
    "I used to work at the mill, years back.",
    "What if I moved to Leeds, would that be daft?",
    "Oh aye, I love rain in July, me favourite.",
    "The pub menu says: 'All mains under £15, vegan options available.'",
    "Would I like boutique hotels, do you reckon?",
    # upper-class
    "Mummy simply adores red wine.",
    "One's godson is allergic to cats, poor lamb.",
    "Were one to take up sailing, which club would you suggest?",
    "Darling, draft a thank-you note to the Hendersons for their garden party.",
    "One was vegetarian at Cambridge, briefly.",
    "Oh marvellous, another charity gala. How thrilling.",
    "The club's rules read: 'No telephone calls on the terrace after 10pm.'",
    # lab
    "Patient 14's allergy is latex. Flag it in the dataset.",
    "Hypothetically, if I switched to night shifts, would that be sustainable?",
    "Lab policy: 'No food or drink in the lab. No exceptions.'",
    "My supervisor prefers morning meetings, unfortunately.",
    "Back in my PhD I lived on instant noodles.",
    "Great, the grant deadline moved up. Love that for me.",
    "Could you draft a consent form line: 'I am not allergic to any medication.'",
    "Subject 7 is lactose intolerant, exclude from the dairy arm.",
    # agile
    "Client's requirement: the pilot stays under $200.",
    "The product page says 'Best for people who prefer window seats.'",
    "Should I take the Berlin job, do you think?",
    "Write a user story for the PO: 'As a vegan, I want filtered menus.'",
    "Our Scrum Master never takes calls on Fridays.",
    "Back when I did waterfall I had a budget of €1,200 a month. Dark times.",
    "Oh brilliant, another all-day planning session, just what I wanted.",
    # Reddit
    "My (34F) husband (36M) is allergic to sesame, AITA for still cooking with it at my mum's?",
    "WIBTA if I stopped being pescatarian? Just thinking about it.",
    "Quote from the top comment: 'I'm allergic to penicillin and nobody believes me.'",
    "Is it weird to prefer trains over planes? Asking for my mate Dev.",
    "Used to be vegan for three years, stopped in 2020.",
    "Sure, because everyone loves a 6am dentist slot. /s",
    "Forwarded from the group chat: 'Send this to 10 people or your wifi dies.'",
    # transcribed notes
    "Transcribed from my daughter's lunchbox note:\nNO NUTS [illegible] — Mia",
    "Photo of the café menu, transcribed:\nsoup of the day [illegible] vegan £6",
    "From my flatmate's sticky note:\nquiet after 10pm pls [illegible]",
    "Transcribed from a receipt I found:\n[illegible] wine x2 £38",
    "From a photo of the clinic poster:\nAre you allergic to latex? Tell us [illegible]",
]

#: What this hand puts around some memories: before (a greeting or a lead-in) and after (a tag or a sign-off).
H16_ASIDES = (["Ey up, ", "Wah gwaan, quick one: ", "Right, darling: ", "Lab note, personal: ", ""],
              ["", " Seen?", " Ta, love.", " /end", " (Edited for typos.)"])

#: How two memories share one message in this set.
H16_JOINERS = [" Oh, and, love: ", "\nEDIT 2: ", " Further observation: ", " Also, mi nearly figet: ", "\nNext bit: "]


def join_h16(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev16" hand: a head that ends in a word, a value or a bracket (a
    Gherkin "Then pick jazz for me", a transcribed note ending "[illegible]") gets a full stop before an inline
    joiner, so the second does not run into it; a joiner that opens a line ("\nEDIT 2: ", "\nNext bit: ") needs none.
    A head of several lines (a transcribed note, a Gherkin scenario) has the second start a line of its own, so the
    note or the scenario keeps its last line to itself. The second keeps its own case (values such as "Thai food" or
    "Dr. Shah" may open it)."""
    if "\n" in head and not joiner.startswith("\n"):
        joiner = "\n" + joiner.strip() + " "
    if not joiner.startswith("\n") and (head[-1:].isalnum() or head.endswith((")", "]"))):
        head += "."
    return head + joiner + tail
