"""Wordings "dev18" (called "heldout18" until stop 31) of `memlineage bench ingest` (the ``H18_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

An eighteenth hand (the helper session "held18"), written blind on 2026-12-02 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README (any of it), the docs, the notes (``issues stops``, ``issues show``) or any list of misses, and who did not run
any extractor, ``memlineage ingest``, ``bench ingest`` or the classifier on this set or on anything (only the generator
and the pure set tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev16" and of
"heldout17" (to choose other voices), the names, counts and joining function of "dev16"'s constants (to learn the
shape, not the phrasing), the set tests, and the commits that added "heldout17" (how a set is wired and tested). It was
held out: the lead ran it once (stop 31), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own:

* Canadian English: "eh", "bud", "sorry" before everything, "beauty", "keener", "toque", "double-double",
  "loonies and toonies", "family day";
* New Zealand English: "kia ora", "sweet as", "chur", "cuz", "hard out", "yeah nah" (no) and "nah yeah" (yes),
  "stoked", "munted", "good as gold", "ka kite anō";
* a Russian speaker's learner English: no articles, "I am having allergy on", "for me is best", "do not let me to
  forget", "please not call", "already three years I am", "nu", "konechno", "how to say", "privet", "poka", "spasibo";
* a Korean speaker's politeness-heavy English: "Sorry to bother you", "Please understand", "a little difficult"
  and "a burden" (a refusal all the same), "Thank you for your hard work", "ne, ne", "aigoo", "jeongmal",
  "kamsahamnida", "hwaiting";
* a contract's terms about oneself: "the Undersigned", "the Client", "WHEREAS", "hereby", "shall",
  "Clause 7 (Hours): …", "Schedule A (Particulars of the Client)", "notwithstanding", "covenants to";
* a spreadsheet pasted as CSV: a prose line ending in ":", a header row of lower-case field names
  ("field,value,owner"), one data row with the value in it (quoted where a value may hold a comma, "€1,200"), and a
  prose line after it, so an aside or a joiner never lands on a row;
* a recipe card: a prose line ending in ":", a "RECIPE CARD — <title>" line, labelled lines ("Serves: ",
  "Ingredients: ", "Method: ", "Note: ", "Keeps: ", "Leave out: ", "Cost: ") with the value in one of them, and a
  prose line after it;
* a Renaissance-fair English of thee and thou: "prithee", "forsooth", "verily", "hark", "'tis", "ere", "anon",
  "mine own", "doth", "falleth", "I pray thee";
* a mathematician's proof voice about their own life: "Claim: … Proof: … QED", "Let … be …", "∀", "∈", "≤",
  "WLOG", "Axiom (personal)", "Lemma … Corollary …", "Upper bound", "Given: …".

Small talk is hard but fair: greetings, thanks, moods, cold, heat, rain and wind, sign-offs in every voice
("Ka kite anō!", "Poka, until next time.", "Fare thee well, until anon.", "QED, goodnight."), a contract's formal
acknowledgements, a mood tracker or a weather log pasted as CSV, recipe cards for a mood, a thank-you or bedtime.
Traps look like memories and are not, and share their words: other people's tastes, allergies, diets, hours, days,
budgets and numbers (a buddy, a cuz, a flatmate, a husband, a colleague, an unnie, a father, a boss, a client, a
partner, a sister's row in the family sheet, a colleague's availability sheet, a grandma's recipe card, a nephew's
lunchbox, an advisor, a brother, the cat), past states ("Before, I was living in Moscow", an old export "from
2019", "In days of yore …", undergrad years), hypotheticals ("If I won the Lotto Max …", "Should the Undersigned
ever acquire a dog …", "Were I a knight …", "Suppose I were vegan"), questions about the user's own data, quoted
menus, rules, terms and product pages (a coffee shop's and a dairy's signs, a hotel website, a landlord's policy, a
hotel's terms, a tavern's bill of fare, a textbook exercise, a café's price list, a hotel restaurant's card), texts
to write for someone else (a note for a mom, a bio for a flatmate, a translation for a mother, a message for a boss, a clause
for a client, a sonnet, a nephew's lunchbox card, a friend's dinner-party card), forwarded messages (a hockey group,
a whānau chat, a mother, a partner's contract, a brother's missive, a department list), retractions ("scratch that,
I'm not moving", "ignore my last message", "the Undersigned hereby withdraws …", a deleted draft budget,
"strike mine earlier words", "Retracting my earlier claim …"), tutorial sample rows, sarcasm and jokes.

Two memories share a message about a third of the time (:data:`H18_JOINERS`, :func:`join_h18`); some memories carry
an aside (:data:`H18_ASIDES`). Every style reads as its writer would put it (the learners' grammar, the archaic
verbs and the contract's capitals included) for every value of its placeholders ("trains over planes", "quiet rooms
on a high floor", "noon", "tomorrow", "next Friday", "the 14th of March", "cats", "lactose intolerant", "€1,200",
"my sister: Anna", "my dentist: Dr. Shah") and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H18_ASIDES", "H18_CONSTRAINTS", "H18_EVENT_STYLES", "H18_FACT_STYLES", "H18_JOINERS", "H18_PREF_STYLES",
           "H18_SMALLTALK", "H18_TASK_STYLES", "H18_TRAPS", "join_h18"]

H18_PREF_STYLES = [
    # Canadian English
    "Sorry, eh, I know it's picky, but I'll take {v} every time.",
    "Honest to goodness, bud, {v}, that's my go-to.",
    "{V}, that's me, eh. Beauty.",
    "Just go with {v} for me, eh, that's the one I like.",
    "Real keener for {v} over here, eh.",
    # New Zealand English
    "I'm all about {v}, sweet as.",
    "Hard out into {v}, bro.",
    "Nah yeah, {v} for sure, that's my pick.",
    "Stoked whenever it's {v}, eh cuz.",
    "Chur — {v}, every time, that's me.",
    # a Russian speaker's learner English
    "For me is best {v}, always I choose this.",
    "I am liking {v} very much, please write down.",
    "Nu, what to say — {v}, this I prefer.",
    "Always when is possible, I take {v}, konechno.",
    "Please remember: I prefer {v}, not other thing.",
    # a Korean speaker's polite English
    "Sorry to bother you, but I really like {v}, so please keep in mind.",
    "Ne, ne — {v}, jeongmal my favourite.",
    "If it is not too much trouble, please choose {v} for me. I like it very much.",
    "Aigoo, I am always happy with {v}. Thank you for remembering.",
    "Please understand, I prefer {v} more than anything. Kamsahamnida.",
    # a contract's terms about oneself
    "The Undersigned hereby declares a standing preference for {v}.",
    "WHEREAS the Client prefers {v}, all bookings shall be made accordingly.",
    "Clause 2.1 (Preferences): {V} shall be selected wherever available.",
    "Notwithstanding anything to the contrary, the Undersigned favours {v}.",
    "It is hereby agreed that the Client's preferred option is {v}.",
    # a spreadsheet pasted as CSV
    "Pasting from my preferences sheet:\ncategory,choice,owner\ntaste,{v},me\nThat row is current.",
    "Copied out of my spreadsheet, first row is the header:\nitem,likes,whose\npreference,\"{v}\",mine\n"
    "That's all the sheet has for now.",
    "Exported this from my notes app as CSV:\nwhat,rating,notes\n\"{v}\",5,\"love it, always\"\nSo yes, that one.",
    "Here's the line from my travel sheet:\nkey,value\npreferred,{v}\nUse that when you book.",
    "From the household spreadsheet (my column only):\nperson,favourite\nme,{v}\n"
    "The rest of the sheet is other people.",
    # a recipe card
    "Wrote it up like one of my recipe cards, because why not:\nRECIPE CARD — My Ideal Trip\nServes: 1 (me)\n"
    "Ingredients: {v}, no substitutions\nThat's the real preference, by the way.",
    "Recipe card style, my mother's habit:\nRECIPE CARD — A Good Evening\nIngredients: {v}\nMethod: repeat weekly\n"
    "It's me who likes it.",
    "My card for you, filed under favourites:\nRECIPE CARD — Happy Me\nServes: one\n"
    "Method: start with {v} and stop there\nTrue story.",
    "Putting it the way I file everything at home:\nRECIPE CARD — Booking For Me\nIngredients: {v} (essential)\n"
    "Keeps: indefinitely\nThat one's about me.",
    "Index card from my kitchen drawer, copied out:\nRECIPE CARD — Favourites\nServes: 1\nNote: {v}, always\n"
    "Yes, mine.",
    # Renaissance-fair English
    "Prithee, {v} for me, ever and always.",
    "Verily, 'tis {v} that mine heart prefers.",
    "Hark, I would have {v} above all else.",
    "Forsooth, naught pleaseth me so well as {v}.",
    "Mark thou this: {v} be my choice, now and hereafter.",
    # a mathematician's proof voice
    "Claim: I prefer {v}. Proof: every past choice. QED.",
    "Let P be my preference. Then P = {v}.",
    "∀ bookings b: choose {v} for me.",
    "Axiom (personal): {v} dominates every alternative.",
    "Given a choice, WLOG I pick {v}.",
]

H18_CONSTRAINTS = {
    "allergy": [
        "Sorry to be that person, eh, but I'm allergic to {a}, like, EpiPen allergic.",
        "Heads up, bud, {a} and me don't get along — allergy, eh.",
        "Yeah nah, {a} is a hard no for me, I'm allergic, eh.",
        "Allergic to {a}, cuz, so keep it well away from me, sweet?",
        "I am having allergy on {a}, is serious, please be careful.",
        "For me {a} is forbidden, doctor says allergy.",
        "Nu, {a} I cannot, I am allergic, this is not joke.",
        "Sorry for the trouble, but I have allergy to {a}. Please understand.",
        "Aigoo, I cannot have {a} — allergy. Jeongmal sorry to ask.",
        "Please take care — I am allergic to {a}, so please check every time. Thank you for your hard work.",
        "The Undersigned is allergic to {a} and shall not be exposed to same.",
        "Clause 5 (Health): the Client's allergy to {a} is acknowledged; no {a} shall be present or supplied.",
        "WHEREAS the Undersigned suffers an allergy to {a}, any provider shall exclude it entirely.",
        "From my medical sheet, header first:\ncondition,trigger,severity\nallergic_reaction,{a},high\n"
        "That's me, not a template.",
        "Pasting the health row from my spreadsheet:\ntype,item,mine\nallergen,\"{a}\",yes\nPlease keep that on file.",
        "Wrote my allergy out as a recipe card so it sticks:\nRECIPE CARD — Anything For Me\n"
        "Leave out: {a} (I'm allergic)\nServes: 1\nNo exceptions on that one.",
        "Same card I give friends who cook for me:\nRECIPE CARD — Safe Dinner\nServes: 1\n"
        "Note: no {a} anywhere near it (allergy, mine)\nThank you for checking.",
        "Hark, {a} doth make me swell most grievously; I am allergic.",
        "Prithee keep {a} from me, for I am sore allergic thereto.",
        "Verily, mine body rebelleth against {A}; 'tis an allergy.",
        "Let A be my set of allergens. {A} ∈ A. Avoid accordingly.",
        "Constraint: exposure({a}) = 0. Reason: I'm allergic.",
        "Lemma: I am allergic to {a}. Corollary: none of it near me.",
    ],
    "diet": [
        "Just so you know, eh, I'm {d}, sorry for the hassle.",
        "I'm {d}, bud, so skip the poutine places, eh?",
        "I'm {d}, bro, so no sausage sizzle for me, sweet as.",
        "Nah yeah, {d} here, have been for ages.",
        "I am {d}, please, no exceptions, even for borscht.",
        "Already three years I am {d}. Please write down.",
        "Sorry to be difficult, but I am {d}. Please choose restaurant with this in mind.",
        "I am {d}, so company dinner is a little burden. Please help me.",
        "The Undersigned is {d} and all catering shall conform thereto.",
        "Clause 6 (Diet): the Client is {d}.",
        "My diet row, straight from the sheet:\nfield,value\ndiet,{d}\nThat is current.",
        "Header row then mine:\nperson,eats\nme,{d}\nSo plan the meals with that.",
        "As a recipe card, since you asked about food:\nRECIPE CARD — Cooking For Me\nServes: 1 ({d})\n"
        "Method: check the label first\nThat's me, by the way.",
        "One more card for the drawer:\nRECIPE CARD — Sunday Lunch\nNote: the cook (me) is {d}\nKeeps: forever\n"
        "That's a standing rule.",
        "Know ye that I am {d}, and have been these many moons.",
        "I am {d}, good friend; set no other dish before me.",
        "Diet(me) = {d}. Constant, not a variable.",
        "Given: I am {d}. Therefore plan meals accordingly.",
    ],
    "hours": [
        "Sorry, eh, but no calls before {t}, I'm not a morning person.",
        "Nothing after {t} for me, bud, that's when I'm off the clock, eh.",
        "Yeah nah, no meetings before {t}, cuz.",
        "Nothing after {t} please, that's me done for the day, sweet as.",
        "Before {t} I am not available, please not call.",
        "After {t} is impossible for me, please not schedule.",
        "Nu, my working day finish at {t}, after this please not disturb.",
        "Sorry, but meetings before {t} are a little difficult for me. Please understand.",
        "Please do not call after {t}. Thank you for your understanding.",
        "Ne, early is difficult — earliest is {t}, please. Sorry to bother.",
        "The Undersigned shall not be contacted before {t}, time being of the essence.",
        "Clause 7 (Hours): no engagements shall be scheduled after {t}.",
        "From my availability sheet:\nrule,time,applies_to\nno_calls_before,{t},me\nThat is my own rule.",
        "The calendar export, trimmed to my line:\nperson,earliest_meeting\nme,{t}\nNothing before that, please.",
        "On a card, like everything in this house:\nRECIPE CARD — A Calm Morning\nMethod: no calls before {t}\n"
        "Serves: me\nPlease stick to it.",
        "Filed it under my evening card:\nRECIPE CARD — Winding Down\nNote: nothing after {t}\nKeeps: every day\n"
        "That's for my own calendar.",
        "Summon me not ere {t}, I beseech thee.",
        "After {t} I am abed; disturb me not.",
        "Define my window: meetings start ≥ {t}. Nothing earlier.",
        "For all days d: no calls after {t}.",
    ],
    "budget": [
        "Sorry to be cheap, eh, but keep it under {m}, loonies and toonies don't grow on trees.",
        "Max {m} for the whole thing, bud, no more.",
        "Yeah nah, can't go over {m}, I'm skint, cuz.",
        "Keep it under {m} and we're sweet as.",
        "Maximum {m}, more I cannot pay, sorry.",
        "Please, not more than {m}, this is my limit.",
        "How to say — ceiling is {m}, not one kopek more.",
        "Sorry, but more than {m} is a burden for me. Please keep within.",
        "My budget is {m} only. Please understand, thank you.",
        "Aigoo, please stay under {m}. I must be careful with money.",
        "The Undersigned's liability shall not exceed {m} in aggregate.",
        "Clause 8 (Budget): total expenditure on the Client's behalf is capped at {m}.",
        "From my budget spreadsheet:\ncategory,limit,currency_note\ntrip_total,\"{m}\",as written\n"
        "That's my cap, not a guess.",
        "Trimmed the export to the one row:\nline_item,max\nhotel_per_night,\"{m}\"\nPlease don't go over that.",
        "Costed it like a recipe card:\nRECIPE CARD — The Trip\nServes: 1\nCost: {m} at most\nThat's my budget.",
        "Budget card, stuck on the fridge:\nRECIPE CARD — Weekend Away\nIngredients: {m}, not a cent more\n"
        "Written by me, for me.",
        "My purse holdeth but {m}; spend no more, I pray thee.",
        "Exceed not {m}, good sir, lest I be ruined.",
        "Budget B = {m}. Spend ≤ B.",
        "Upper bound: {m}. Strict.",
    ],
    "days": [
        "Sorry, eh, but {w}s are no good for me, I'm always tied up.",
        "Can't do {w}s, bud, never have.",
        "{W}s are family day, eh, sorry, can't budge on that.",
        "Yeah nah, {w}s are a no-go for me, cuz.",
        "{W}s I'm out of action, so don't book anything, sweet?",
        "On {w} I am never free, please not book.",
        "Every {w} is impossible for me, this is permanent.",
        "Nu, {w}s — no, never, I am busy always.",
        "Sorry, {w} is a little difficult for me, every week. Please avoid.",
        "Please do not book on {w}s. Thank you for your hard work on this.",
        "The Undersigned shall be unavailable on every {w}, without exception.",
        "Clause 9 (Days): no bookings shall fall on a {w}.",
        "My availability sheet says it best:\nday,available,who\n{w},no,me\nThat holds every week.",
        "Row from the family calendar CSV (mine):\nname,blocked_day\nme,{w}\nPlease respect it.",
        "Put it on a card so I remember to tell you:\nRECIPE CARD — My Week\nLeave out: {w}s\nServes: 1\n"
        "That's fixed for me.",
        "One card, one rule:\nRECIPE CARD — Booking Me\nMethod: skip {w}s\nKeeps: always\nFrom me, about me.",
        "Upon {w}s I am not to be had, by mine own decree.",
        "Book me not on a {w}, I pray thee.",
        "Let D be my unavailable days. D = {{{w}}}.",
        "{W} ∉ my available days. Treat it as a constant.",
    ],
}

H18_FACT_STYLES = [
    # Canadian English
    "Sorry, forgot to mention, eh, my {n} is {v}.",
    "For your files, bud: {n}, {v}. Beauty.",
    "Oh, and my {n}? {v}, eh.",
    "Just so it's on file, eh: {n} {v}.",
    # New Zealand English
    "Chur, my {n} is {v}, sweet as.",
    "Yeah, {n}'s {v}, cuz, write that down eh.",
    "{n}: {v}. Good as gold.",
    "Sweet, my {n}'s {v}, that's the one.",
    # a Russian speaker's learner English
    "So, {n} of mine — {v}. Please, write down correct.",
    "Is {v}, my {n}. Please remember.",
    "Please note, {n} is {v}, I checked two times.",
    "Nu, {n} — {v}, is correct, I am sure.",
    # a Korean speaker's polite English
    "Sorry to bother you, my {n} is {v}. Please keep safely.",
    "Ne, my {n} is {v}. Thank you so much for your hard work.",
    "Please take good care of this: {n} {v}.",
    # a contract's terms about oneself
    "For the record, the Undersigned's {n} is {v}.",
    "Schedule A (Particulars of the Client): {n} — {v}.",
    "The Client's {n} shall be recorded as {v}.",
    # a spreadsheet pasted as CSV
    "Pasting my details row from the sheet:\nfield,value,owner\n{n},{v},me\nThat's current as of today.",
    "From my personal info spreadsheet:\nlabel,detail\n\"{n}\",\"{v}\"\nYou can save that.",
    "Here's the export, one row:\nkey,value,updated\n{n},{v},this week\nIt's mine.",
    # a recipe card
    "I keep even this on a card, don't laugh:\nRECIPE CARD — Me, In Brief\nNote: {n} is {v}\nServes: 1\n"
    "That's accurate.",
    "Filed under the back of the recipe box:\nRECIPE CARD — Paperwork\nIngredients: {n} = {v} (mine)\n"
    "Keeps: until it changes\nSave it, please.",
    "Card from the drawer, copied:\nRECIPE CARD — Who I Am\nServes: me\nMethod: my {n} is {v}\nThat's it.",
    # Renaissance-fair English
    "Be it known that my {n} is {v}.",
    "Hark, write this down: my {n} be {v}.",
    "Verily, {v} is my {n}, and no other.",
    # a mathematician's proof voice
    "Let x = my {n}. Then x = {v}.",
    "Known constant: {n} = {v}.",
    "Given: my {n} is {v}. (No proof needed.)",
]

H18_EVENT_STYLES = [
    # Canadian English
    "Sorry, eh, forgot — my {e} is {d}.",
    "Got the {e} {d}, bud, can't miss it.",
    "The {e}'s {d}, eh. Mark it.",
    # New Zealand English
    "Chur, {e} is {d}, sweet as.",
    "Yeah nah, can't do anything {d}, I've got the {e}.",
    "Heads up cuz, the {e}, that's {d}, eh.",
    # a Russian speaker's learner English
    "{E} is {d}, please, you must remember.",
    "I have {e} — {d}. Please put in calendar.",
    "Nu, {d} is my {e}, do not forget.",
    # a Korean speaker's polite English
    "Sorry, {d} I have my {e}. Please kindly remember.",
    "My {e} is {d}, I am a little nervous, but thank you for helping.",
    "Ne, {e} is confirmed for {d}. Please take care of the schedule.",
    # a contract's terms about oneself
    "Date of the Undersigned's {e}: {d}.",
    "Clause 10 (Engagements): the Client's {e} is fixed for {d}.",
    "WHEREAS the Undersigned's {e} is set for {d}, no conflicting engagement shall be made.",
    # a spreadsheet pasted as CSV
    "The row from my calendar export:\nevent,date,who\n{e},{d},me\nThat's confirmed.",
    "Pasting it from my planner sheet:\nwhat,when\n\"{e}\",\"{d}\"\nPut that in, please.",
    "Calendar CSV, my row only:\nsubject,start,status\n{E},{d},confirmed\nThanks for adding it.",
    # a recipe card
    "Even my appointments go on cards:\nRECIPE CARD — Big Day\nServes: me\nMethod: {e}, {d}\nCan't be missing that one.",
    "From the card on the fridge:\nRECIPE CARD — Coming Up\nNote: my {e} is {d}\nKeeps: till then\n"
    "Trust that date.",
    # Renaissance-fair English
    "Hark! My {e} falleth upon {d}.",
    "Mark ye well: the {e} is {d}.",
    "Anon, {d}, cometh my {e}.",
    # a mathematician's proof voice
    "Let T = date of my {e}. T = {d}.",
    "Event E = {e}; t(E) = {d}.",
    "Fixed point in my calendar: {e} @ {d}.",
]

H18_TASK_STYLES = [
    # Canadian English
    "Sorry, eh, remind me to {t}, would ya?",
    "Gotta {t} this week, bud, don't let me forget, eh.",
    "Put it on my list, eh: {t}. Sorry, I always forget.",
    # New Zealand English
    "Hard out, I need to {t}, remind me cuz.",
    "Yeah nah, haven't managed to {t} yet, chase me up eh.",
    "Chur, gotta {t} before the weekend, nudge me.",
    # a Russian speaker's learner English
    "I must {t}, please remind me tomorrow.",
    "Please, do not let me to forget — I need {t}.",
    "Nu, still I did not {t}. Remind me, please.",
    # a Korean speaker's polite English
    "Sorry to bother you, please remind me to {t}. Thank you for your hard work.",
    "I have to {t}, but I am so busy. Please help me remember.",
    "Please remind me: {t}. It is important for my family.",
    # a contract's terms about oneself
    "The Undersigned covenants to {t} within seven days.",
    "Clause 11 (Obligations): the Client shall {t}; reminders to be issued accordingly.",
    # a spreadsheet pasted as CSV
    "From my to-do spreadsheet:\ntask,owner,status\n{t},me,open\nChase me on it, please, I'm slack.",
    "My task row, exported:\naction,due\n\"{t}\",this week\nNudge me.",
    # a recipe card
    "I write chores up as recipe cards, it helps:\nRECIPE CARD — This Week\nMethod: {t}\nServes: 1 (me)\n"
    "Give me a nudge about it.",
    "Card stuck to the kettle:\nRECIPE CARD — Don't Forget\nIngredients: one reminder to {t}\nKeeps: until done\n"
    "That's mine to do.",
    # Renaissance-fair English
    "I must needs {t} ere the week be out; remind me, prithee.",
    "Forget not to remind me that I {t}.",
    # a mathematician's proof voice
    "Task τ := {t}. Deadline: this week.",
    "Prove I {t} by Friday. Remind me if the proof is missing.",
]

H18_SMALLTALK = [
    # Canadian English
    "Sorry, eh, just saying hi.",
    "It's minus thirty out there, eh, my toque's frozen.",
    "Thanks a bunch, bud.",
    "Just grabbed a double-double, feeling good.",
    "Beauty, that's perfect, eh.",
    "Catch ya later, bud.",
    "Sorry, wrong chat, eh.",
    # New Zealand English
    "Kia ora!",
    "Sweet as, cheers cuz.",
    "Bit munted today, long week, eh.",
    "Blowing a gale out here, eh, four seasons in one day.",
    "Chur, that's mean as.",
    "Ka kite anō!",
    "Yeah nah, all good, just tired.",
    "Stoked, thanks heaps.",
    # a Russian speaker's learner English
    "Privet! How are you?",
    "Spasibo, very helpful.",
    "Today is so cold, minus twenty, normal for us.",
    "Nu, ok, good.",
    "I am little bit tired today, sorry for slow answers.",
    "Poka, until next time.",
    "Davai, continue please.",
    "Ha-ha, nu, you are funny.",
    # a Korean speaker's polite English
    "Annyeonghaseyo! Nice to meet you.",
    "Kamsahamnida, you are very kind.",
    "Aigoo, so hot today, I am melting.",
    "Jeongmal? That is very interesting.",
    "Sorry, I was away for a moment. I am back now.",
    "Thank you for your hard work today. Good night!",
    "Hwaiting! Let's do our best.",
    "Ne, ne, I understand.",
    # a contract's terms about oneself
    "The Undersigned acknowledges receipt of your reply with thanks.",
    "WHEREAS it is raining heavily, the Client is in poor spirits. No further action required.",
    "This concludes the present correspondence. Kind regards.",
    "The Undersigned hereby says good morning.",
    "Noted, with thanks, and without prejudice.",
    "Clause 1 (Greetings): hello.",
    "The Undersigned wishes you a pleasant weekend.",
    # a spreadsheet pasted as CSV
    "Pasted my mood tracker, ignore it really:\ndate,mood\ntoday,meh\nJust venting.",
    "Here's my weather log for fun:\nday,weather\ntoday,rain\nWhat a week.",
    "Spreadsheet of my thanks, ha:\nto,for\nyou,everything\nCheers!",
    "Sign-off row, because I'm a nerd:\ngreeting,to\nbye,you\nSee ya.",
    # a recipe card
    "A recipe card for my mood today:\nRECIPE CARD — Grey Day\nIngredients: one grey sky, no sleep\n"
    "Method: survive\nAnyway, hello!",
    "Thank-you card, recipe style:\nRECIPE CARD — Gratitude\nServes: you\nMethod: say thanks\nSo, thanks!",
    "Rainy day card:\nRECIPE CARD — Staying Dry\nMethod: don't go out\nWeather's awful here.",
    "Card for a good night's sleep:\nRECIPE CARD — Bedtime\nServes: anyone\nMethod: close the laptop\nNight night!",
    # Renaissance-fair English
    "Good morrow to thee!",
    "Fare thee well, until anon.",
    "Gramercy, kind spirit.",
    "Alack, 'tis raining cats and dogs.",
    "Verily, I am weary this day.",
    "Hail and well met!",
    "Forsooth, what a jest! Ha.",
    # a mathematician's proof voice
    "Hello, world. (Literally.)",
    "Thanks! That's a neat proof.",
    "Mood(today) ≈ 0.4. Tired.",
    "P(rain today) = 1, apparently.",
    "QED, goodnight.",
    "Let me think for a sec. Ok, carry on.",
    "Lemma: Mondays are long. Proof: left as an exercise.",
]

H18_TRAPS = [
    # Canadian English
    "My buddy's allergic to shellfish, eh, poor guy at every seafood boil.",
    "Used to live in Toronto, eh, way back.",
    "If I won the Lotto Max I'd buy a cottage up north, eh.",
    "The coffee shop's sign says 'now with oat milk', eh, as if.",
    "Could you write a note for my mom: 'I'm allergic to cats, please keep Whiskers away'? It's her allergy, eh.",
    "Sorry, scratch that, I'm not moving to Vancouver after all, eh.",
    "Forwarded from my hockey group: 'No games on Fridays, rink's closed.'",
    "Oh sure, I just LOVE shovelling the driveway at 6am, eh.",
    # New Zealand English
    "My cuz reckons trains over planes, every time, but he's mad.",
    "Back in the day I was vegan, bro, not anymore.",
    "If I had a bach in Raglan I'd never leave, eh.",
    "Yeah nah, ignore what I said about the budget, still deciding, eh.",
    "The dairy's sign says 'no EFTPOS before 9am', typical.",
    "Could you write my flatmate's bio for her? 'Loves hiking trails and red wine'.",
    "Forwarded from the whānau chat: 'Nana's dentist appointment is tomorrow.'",
    "Wouldn't it be choice to live in Queenstown, eh?",
    # a Russian speaker's learner English
    "My husband is allergic on penicillin, not me, I am fine.",
    "Before, I was living in Moscow, now no.",
    "If I will be rich, I buy dacha by the sea.",
    "In menu is written 'vegetarian borscht', but there is meat inside, ha.",
    "Please translate for my mother: 'I do not eat gluten.' She needs for her trip.",
    "Forget what I said about Friday, this was mistake.",
    "Colleague say he never works on Mondays. Lucky man.",
    "Is my passport still valid, you think? I don't remember.",
    # a Korean speaker's polite English
    "My unnie likes window seats, but I am not sure for me.",
    "When I was student, I was vegetarian for one year.",
    "If I move to Seoul again, maybe I will buy a dog.",
    "The hotel website says 'quiet rooms on a high floor available', is it true?",
    "Could you write a message for my boss: 'I prefer morning meetings'? He wants to send to the team.",
    "Forwarded from my mother: 'Aunt's piano recital is next Sunday.' She wants me to tell my father.",
    "Sorry, please ignore my last message about sesame, it was for my friend.",
    "My father prefers trains over planes. He is old-fashioned.",
    # a contract's terms about oneself
    "The Landlord's policy states: 'No pets on Sundays.' The Undersigned merely quotes it.",
    "Please draft a clause for my client: 'The Client is allergic to latex.' It's his, not mine.",
    "In the former lease, the Undersigned resided in Dublin.",
    "Should the Undersigned ever acquire a dog, it shall be named Biscuit.",
    "The Undersigned hereby withdraws the previous statement regarding being vegan; that was in error.",
    "Forwarded clause from my partner's contract: 'The Employee shall not work after 6pm.'",
    "Clause 12 of the hotel's terms: 'Budget rooms from €150 per night.' Quoted for information only.",
    # a spreadsheet pasted as CSV
    "My sister's row from the family sheet, not mine:\nperson,allergy\nMarta,peanuts\nShe keeps the sheet, not me.",
    "Old export from 2019, out of date now:\nfield,value\ncity,Berlin\nI moved since.",
    "Sample rows from a tutorial, just testing:\nname,likes\nalice,jazz\nIgnore this.",
    "My colleague's availability sheet:\nperson,no_meetings_before\nDan,10 am\nThat's his rule.",
    "A draft budget I deleted:\nitem,amount\nhotel,\"€1,200\"\nScrapped, not happening.",
    "Price list the café sent round:\ndish,price,tag\nThai curry,\"$200\",spicy\nWho charges that?",
    # a recipe card
    "My grandma's recipe card, not mine:\nRECIPE CARD — Nut Loaf\nIngredients: tree nuts, lots\nServes: 6\n"
    "She swears by it.",
    "A card from the cookbook, copied for my friend:\nRECIPE CARD — Vegan Chili\nServes: 4\n"
    "Method: simmer an hour\nIt's for her dinner party.",
    "If I ever open a café, this is the first card:\nRECIPE CARD — Spicy Noodles\nServes: 2\nNote: dream big\n"
    "One day, maybe.",
    "Old card I found in a drawer, never made it:\nRECIPE CARD — Steak Night\nServes: 2\nKeeps: no\n"
    "Not my handwriting.",
    "Write me a recipe card for my nephew's lunchbox:\nRECIPE CARD — School Lunch\nLeave out: sesame (his allergy)\n"
    "Serves: 1\nHe's six.",
    "Card from the hotel restaurant, framed on the wall:\nRECIPE CARD — House Special\nServes: 2\n"
    "Note: contains shellfish\nLooked nice.",
    # Renaissance-fair English
    "My liege lord the cat preferreth window seats, forsooth.",
    "In days of yore I did dwell in Porto.",
    "Were I a knight, I would ride to Vienna.",
    "The tavern's bill of fare proclaimeth 'red wine, two shillings'.",
    "Pen me a sonnet for my lady: 'I love thee more than jazz'.",
    "Nay, strike mine earlier words; I am not allergic to cats, 'twas a jest.",
    "A missive forwarded from my brother: 'I shall not travel on Tuesdays.'",
    # a mathematician's proof voice
    "Suppose I were vegan. Then what would I eat? Asking hypothetically.",
    "My advisor's constraint: no meetings before noon. Not mine.",
    "Exercise 3 in the textbook: 'A traveller has a budget of €150…' Help me solve it?",
    "Counterexample to 'everyone likes jazz': my flatmate.",
    "In my undergrad years I lived in Krakow. Past tense.",
    "Retracting my earlier claim about the passport number. It's unverified.",
    "Forwarded from the department list, for the new students: 'Orientation is next Tuesday.'",
    "Is 8:30 a reasonable time to call a professor? Asking for the general case.",
]

#: What this hand puts around some memories: before (a greeting or a lead-in, prose, so a pasted block still starts
#: its own line) and after (a thanks or a sign-off on the last line, which is always prose).
H18_ASIDES = (["Kia ora, quick one. ", "Sorry to bother, eh. ", "Privet, one thing. ", "Annyeonghaseyo. ", "Hark! ",
               "Re: the Client's particulars. ", ""],
              ["", " Sweet as, cheers.", " Thanks a bunch, eh.", " Spasibo!", " Kamsahamnida.", " Q.E.D.",
               " Fare thee well."])

#: How two memories share one message in this set.
H18_JOINERS = [" Sorry, one more thing, eh: ", "\nAlso, cuz: ", " And also, please: ",
               "\nFurthermore, the Undersigned states: ", "\nItem the second: ", " Moreover: ", " Ne, and one more: "]


def join_h18(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev18" hand: a head that ends in a word, a value or a bracket gets a full
    stop before an inline joiner, so the second does not run into it; a joiner that opens a line needs none. A head
    or a tail of several lines (a CSV paste, a recipe card) has the joiner open a line of its own, so the block keeps
    its closing prose line and the second starts on a line of prose. The second keeps its own case (values such as
    "Thai food", "Dr. Shah" or a contract's "WHEREAS" may open it)."""
    if ("\n" in head or "\n" in tail) and not joiner.startswith("\n"):
        joiner = "\n" + joiner.strip() + " "
    if not joiner.startswith("\n") and (head[-1:].isalnum() or head.endswith((")", "]"))):
        head += "."
    return head + joiner + tail
