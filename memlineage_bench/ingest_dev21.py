"""Wordings "dev21" (called "heldout21" until stop 31) of `memlineage bench ingest` (the ``H21_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A twenty-first hand (the helper session "held21"), written blind on 2026-12-02 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README (any of it), the docs, the notes (``issues stops``, ``issues show``) or any list of misses, and who did not run
any extractor, ``memlineage ingest``, ``bench ingest`` or the classifier on this set or on anything (only the generator
and the pure set tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev20" (to choose
other voices), the names, counts and joining function of "dev20"'s constants (to learn the shape, not the phrasing),
the set tests, and the commits that added "heldout20" (how a set is wired and tested). It was held out: the lead ran
it once (stop 31), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own:

* Ugandan English: "sebo" / "ssebo" (sir), "nyabo" (madam), "eh", "nga", "kale" (okay), "bambi" (please, sorry),
  "webale" / "webale nyo" (thanks), "otya", "gyebale ko", "sente" (money), "jjajja", "ssenga", "taata", "mukwano",
  "not around" (away), a boda boda, Kampala;
* a Quebec French speaker's English: "tsé", "ben", "là", "pis" (and), "mettons" (let's say), "coudonc", "c'est ça",
  "c'est plate", "tanné" (fed up), "my blonde" / "my chum" (partner), "souper", "the dep", "allô", "bye là";
* an Italian speaker's English: "allora", "ecco", "basta", "boh", "dai", "magari", "mamma mia", "va bene",
  "capito?", "I am allergic at", "the {n} of me", "is my family time";
* a cowboy / Western voice: "howdy", "partner", "reckon", "much obliged", "happy trails", "cowpoke", "saddlebag",
  "'fore sundown", "ride out", "sure as shootin'", "dadgum", "the range", "the bunkhouse";
* a corporate-buzzword voice about one's own life: "circle back", "bandwidth", "north star", "net-net", "hard
  blocker", "value-add", "low-hanging fruit", "move the needle", "OOO", "EOD", "backlog", "per my last";
* a poker player's metaphors: "all in", "my tell", "fold", "muck", "buy-in", "my stack", "pocket aces", "the river",
  "hole card", "cards on the table", "showdown", "the blinds";
* a gardener's almanac: "Almanac entry …", "frost warning", "perennial", "the allotment", "the greenhouse",
  "weeding list", "seed packet", "harvest record", blight and dew as similes;
* meeting minutes of a meeting with oneself: a prose line ending in ":", a "MINUTES — <title>" line, a "Present: …"
  line, an "Item n: …" line holding the value, an "AOB: …" / "Action: …" / "Next …" line, then a closing prose line,
  so an aside or a joiner never lands on the block;
* a receipt or slip pasted as it is: a prose line ending in ":", a "RECEIPT #nnnn" line, a party line naming the
  user ("Customer: me", "Patient: me", "Member: me"), item or note lines holding the value, a total or status line,
  then a closing prose line.

Small talk is hard but fair: greetings, thanks, moods, rain, snow, heat, frost, dust storms and traffic, sign-offs in
every voice ("Kale, I'm going, we shall talk.", "Bye là, à la prochaine!", "Happy trails, I'm heading out."), minutes
of a coffee or a lazy Sunday, a receipt for a good morning or for the weather, general-knowledge and gardening
questions. Traps look like memories and are not, and share their words: other people's tastes, allergies, diets,
hours, days, budgets and numbers (a ssenga, a jjajja, a mukwano, a chum, a nonna, a brother, a horse, a ranch hand, a
manager, a poker buddy, a neighbour, a sister's book club, the chair of a board, a husband, a mum), past states (Gulu,
Montréal, Bologna, rodeo days, an old role at Initech, college poker nights, flat minutes from 2019, an old train
receipt), hypotheticals (lotto wins, a ranch, a yacht, a royal flush, an acre of sunflowers, dreamt-up minutes),
questions about the user's own tastes and data, quoted menus, rules, policies and product pages (a hotel menu, a
dep's sign, a trattoria menu, a saloon sign, a travel policy, casino rules, a seed catalogue, a café price list),
texts to write for someone else (for a taata, a blonde, a cousin, a ranch hand, a boss, a poker club, a sister's jam,
a boss's board minutes, a client's receipt), forwarded messages (a family group, a tante, a brother, a cattle
association, a CFO, a club group, an allotment society, a mum's receipt), retractions ("Ignore what I said before",
"Oublie ça", "Dimentica", "Scratch my last ping", "Fold that", "Never mind", a withdrawn item, a voided receipt),
sarcasm and jokes.

Two memories share a message about a third of the time (:data:`H21_JOINERS`, :func:`join_h21`); some memories carry
an aside (:data:`H21_ASIDES`, each on a line of its own, so a block's opening prose line stays at the start of one and
its closing line at the end of one). Every style reads as its writer would put it (the dialects', the learners' and
the cowboy's grammar included) for every value of its placeholders ("trains over planes", "quiet rooms on a high
floor", "noon", "tomorrow", "next Friday", "the 14th of March", "cats", "lactose intolerant", "€1,200", "my sister:
Anna", "my dentist: Dr. Shah") and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H21_ASIDES", "H21_CONSTRAINTS", "H21_EVENT_STYLES", "H21_FACT_STYLES", "H21_JOINERS", "H21_PREF_STYLES",
           "H21_SMALLTALK", "H21_TASK_STYLES", "H21_TRAPS", "join_h21"]

H21_PREF_STYLES = [
    # Ugandan English
    "Eh, for me it is {v}, sebo, every time.", "Nyabo, just know that I like {v} too much.",
    "Me, I go for {v}, nga, that one is mine.", "You people should know I prefer {v}, eh.",
    "Webale for asking: {v}, always, that is my choice.", "Bambi, put me down for {v}, that is my thing.",
    "Otya! Let me say it clearly: {v} is my best.",
    # Quebec French speaker's English
    "Tsé, me, I'm all about {v}, c'est ça.", "Ben, {v}, là — that's what I take every time.",
    "Mettons that you're choosing for me: {v}, pis that's it.", "My blonde laughs at me but I love {v}, là.",
    "Coudonc, I told you already, I prefer {v}.", "For me it's {v}, point final.",
    "I'm tanné of explaining, but it's {v} that I like.",
    # Italian speaker's English
    "Allora, for me {v}, always, basta.", "Ecco, I tell you: {v} is my preference.",
    "Mamma mia, I adore {v}, really.", "Boh, many things are fine, but {v} I love the most.",
    "Dai, you know me: {v}, sempre.", "I am crazy for {v}, va bene?",
    # cowboy
    "Howdy, partner. I reckon {v} suit me just fine.", "Round these parts, folks know I favor {v}.",
    "Saddle me up with {v} and I'm a happy cowpoke.", "Come sunup or sundown, it's {v} for this old rancher.",
    "Much obliged if you'd stick to {v}, partner — that's my brand.", "Ain't nothin' beats {v} out on the range.",
    "Yessir, {v} — that's the trail I ride every time.",
    # corporate buzzwords
    "Quick alignment: my north star here is {v}.", "Going forward, let's leverage {v} as the default for me.",
    "Net-net, {v} is the value-add for me, no need to circle back.", "For bandwidth reasons, just default me to {v}.",
    "Low-hanging fruit: go with {v} and you move the needle for me.", "Per my last, my preference remains {v}.",
    # poker
    "I'm all in on {v}, every hand.", "Read it and weep: {v}, that's my ace in the hole.",
    "No bluff, my tell is {v} — I always go for it.", "Deal me {v} and I'll never fold.",
    "{V}: my pocket aces, I play that hand every time.", "I'd shove my whole stack on {v}, no hesitation.",
    # gardener's almanac
    "Almanac entry, early spring: perennial favourite — {v}.", "Like tomatoes want sun, I want {v}.",
    "Garden notes for the year: I'm keen on {v}, same as ever.",
    "Almanac forecast for me: fair skies and {v}, every season.",
    "Perennials in my life, and top of the bed: {v}.",
    # meeting minutes with oneself
    "Minutes from my weekly review with myself:\nMINUTES — personal planning\nPresent: me\n"
    "Item 1: Preferences — {v} confirmed, carried unanimously\nAOB: none\nMeeting closed, all agreed.",
    "Here are my minutes, pasted as they are:\nMINUTES — household committee of one\nPresent: me (chair)\n"
    "Item 3: Standing preference for {v}, reaffirmed\nAction: none\nSo that's settled.",
    "Typed up from my notebook:\nMINUTES — Sunday admin\nPresent: me\nItem 2: Resolved that I prefer {v}\n"
    "Next meeting: whenever\nThat's the whole record.",
    # receipts
    "My last order slip says it all:\nRECEIPT #4471\nCustomer: me\n1 x {v} (my usual)\nTOTAL paid\n"
    "Same again every time, please.",
    "Copied from my receipt:\nRECEIPT #0915\nCustomer: me\nItem: {v}\nNote: regular order, preferred\n"
    "That's my standing choice.",
    "Proof from my own till roll:\nRECEIPT #2208\nSold to: me\n2 x {v}\nComment: customer's favourite\n"
    "Those are my kind of thing.",
]

H21_CONSTRAINTS = {
    "allergy": [
        "Sebo, I react badly to {a}, it's an allergy, so please no.",
        "Eh, {a} me I cannot, allergy, the doctor said so.",
        "Nyabo, please, {a} is my enemy — I'm allergic.",
        "Ssebo, put it on record that I'm allergic to {a}.",
        "Tsé, I'm allergic to {a}, c'est sérieux là.", "Ben non, no {a} for me, allergy pis EpiPen.",
        "Mettons it clear: allergic to {a}, for real.",
        "Attenzione: {a} for me is allergy, very bad.", "Allora, I am allergic at {a}, basta.",
        "Mamma mia, {a} and me, never — allergy.",
        "{A} put this cowpoke flat on his back once — I'm allergic, partner.",
        "Keep {a} off my plate and out of my bunkhouse, I'm allergic.", "Doc says I'm allergic to {a}, plain as day.",
        "Hard blocker: I'm allergic to {a}, non-negotiable.", "Flagging a risk item: {a}, allergy, mine.",
        "Let's take {a} off the table entirely — I'm allergic.",
        "{A} is a fold for me every time, allergy.", "I'm allergic to {a}, that's not a bluff.",
        "Any hand with {a} in it, I muck — allergic.",
        "Like blight on roses, {a} wrecks me: allergic.", "Frost warning for me: {a}, allergy, keep clear.",
        "Weed it out of anything for me — {a}, I'm allergic.",
        "Minutes, health section:\nMINUTES — personal health review\nPresent: me\n"
        "Item 1: Allergy to {a} noted and confirmed\nAOB: none\nKeep that one on your files.",
        "Minutes of my GP visit, typed up:\nMINUTES — check-up\nPresent: me, the doctor\n"
        "Item 2: {A} allergy confirmed for me\nAction: avoid\nSo that's a firm no from me.",
        "From my pharmacy receipt:\nRECEIPT #6630\nPatient: me\nNote: allergic to {a}\nTOTAL settled\n"
        "That allergy is mine.",
        "Off my restaurant bill:\nRECEIPT #3157\nTable: me\nAllergen request: no {a} (allergic)\n"
        "Thank you for dining\nThey got it right that time.",
    ],
    "diet": [
        "Me I'm {d}, sebo, so please plan the food like that.", "Eh, nyabo, I'm {d} — no arguments.",
        "Kale, note this: I'm {d} these days and for good.", "Bambi, don't forget I'm {d}.",
        "I'm {d}, là, so the souper has to fit.", "Tsé, since a while I'm {d}, pis it stays like that.",
        "Ben oui, I'm {d}, c'est comme ça.",
        "Allora, I am {d}, so for the cena please choose well.", "Ecco, I'm {d}, basta, no exceptions.",
        "Capito? Me, I am {d}, always.",
        "This here cowboy is {d}, believe it or not.", "Out on the range or in town, I'm {d}, partner.",
        "I'm {d}, and I'll tip my hat to any cook who remembers it.",
        "Dietary alignment: I'm {d}, please bake that into the catering deliverable.",
        "FYI for the offsite lunch: I'm {d}, that's locked.",
        "I'm {d} — that's the hand I play at every meal.", "Call it my house rule: I'm {d}.",
        "Almanac note on my own table: I'm {d}, all year round.", "I eat what my garden allows: I'm {d}.",
        "Minutes, kitchen matters:\nMINUTES — meal planning\nPresent: me\nItem 4: Confirmed that I am {d}\n"
        "AOB: none\nCarried without objection.",
        "Minutes pasted for you:\nMINUTES — dinner committee\nPresent: me\nItem 1: My diet — {d}, unchanged\n"
        "Action: tell the restaurants\nPlease act on it.",
        "From my last takeaway order:\nRECEIPT #7702\nCustomer: me\nDietary note: {d}\nTOTAL paid\n"
        "That note is about me.",
        "My meal-kit receipt:\nRECEIPT #1184\nSubscriber: me\nPlan: {d} box\nNext delivery as usual\n"
        "Yes, I'm on that plan for good.",
    ],
    "hours": [
        "Sebo, don't call me before {t}, I'm not yet around.", "Eh, after {t} I'm off, don't ring me.",
        "Nyabo, meetings before {t} for me, no.",
        "Tsé, nothing before {t}, I'm not awake.", "Ben, after {t} I close the phone, pis that's it.",
        "Mettons une règle: no calls after {t}, okay?",
        "Allora, before {t} I don't work, never.", "After {t} please no calls, is my family time.",
        "Dai, no meeting before {t}, I beg you.",
        "I don't ride out before {t}, partner, so no meetings till then.",
        "Come {t} I hang up my hat — no calls after that.", "Ain't takin' no calls after {t}, partner.",
        "Hard stop at {t} for me, no calls after.", "I have zero bandwidth before {t}, so don't book me earlier.",
        "Let's take anything after {t} offline — I'm not available.",
        "I don't sit at the table before {t}.", "After {t} I cash out — no calls.",
        "Like morning dew, I'm not ready before {t} — no meetings.",
        "After {t} I'm out with the watering can, no calls.",
        "Minutes, calendar rules:\nMINUTES — diary review\nPresent: me\nItem 2: No meetings before {t}, agreed\n"
        "AOB: none\nThat applies every day.",
        "From last week's minutes:\nMINUTES — work-life review\nPresent: me\nItem 5: Phone off after {t}, resolved\n"
        "Next review: spring\nHold me to it.",
        "My co-working receipt shows it:\nRECEIPT #5521\nMember: me\nDesk booked from {t} only\nTOTAL monthly\n"
        "I'm never in before then.",
        "My answering-service receipt:\nRECEIPT #8840\nClient: me\nService: screen all calls after {t}\n"
        "TOTAL monthly\nSo please don't ring me after that.",
    ],
    "budget": [
        "Sebo, my money is only {m}, don't go beyond.", "Eh, the sente I have is {m}, that is the maximum.",
        "Nyabo, keep it within {m}, please.", "Bambi, {m} is all, no more.",
        "Ben, {m} max, là, pis not one more.", "Tsé, I can't go over {m}, c'est ça.",
        "Allora, maximum {m}, not one euro more.", "Ecco, my budget is {m}, basta.",
        "I got {m} in my saddlebag and not a dime more.", "Don't spend more'n {m} of my hard-earned, partner.",
        "Budget's {m}, partner, and that's the whole herd.",
        "Budget envelope: {m}, hard cap, no scope creep.", "Let's right-size this to {m} max, that's the ceiling.",
        "{m} is the number — anything above needs a business case I won't sign.",
        "My buy-in is {m}, and I don't rebuy.", "I'm capped at {m}, that's my whole stack.",
        "Table limit for me: {m}, no raises.",
        "My seed budget for this is {m}, not a penny more.", "Keep it under {m} — I'd rather spend on compost.",
        "Minutes, finance item:\nMINUTES — budget meeting\nPresent: me (treasurer)\nItem 3: Ceiling of {m} approved\n"
        "AOB: none\nThe limit stands.",
        "From my budget minutes:\nMINUTES — trip planning\nPresent: me\nItem 1: Spend capped at {m}\n"
        "Action: book within it\nNo exceptions.",
        "My card statement slip, for the limit:\nRECEIPT #3390\nCardholder: me\nSpending limit: {m}\nBalance noted\n"
        "Don't book anything above that.",
        "Here's my quote slip:\nRECEIPT #6612\nCustomer: me\nMax approved: {m}\nQuote pending\n"
        "That's as high as I go.",
    ],
    "days": [
        "Sebo, on {w}s I'm not around, so skip them.", "Eh, {W}s for me are off, completely.",
        "Nyabo, don't book me on a {w}.",
        "Tsé, the {w}s, I'm never available, c'est ça.", "Ben non, not on {w}s, I'm with the kids là.",
        "Mettons, {w}s are off for me.",
        "Allora, the {w} for me is impossible, every week.", "{W}s no, never, capito?", "Ecco, {w} I cannot, never.",
        "I don't ride on {w}s, partner, that's my day off.",
        "Every {w} I'm out mending fences, so don't book me then.", "Ain't no way I'm free on a {w}, partner.",
        "I'm OOO every {w}, please don't book into it.", "{W}s are a no-meeting day for me, blocked.",
        "Let's not calendar anything on a {w}, I'm unavailable.",
        "{W} is my home game night, I'm never free then.", "Fold any plans on {w}s — I'm out.",
        "{W}s are my allotment day, so I'm unavailable.", "Every {w} I'm in the greenhouse, don't book anything.",
        "Minutes, diary item:\nMINUTES — weekly planning\nPresent: me\nItem 2: {W}s kept free, agreed\nAOB: none\n"
        "That's binding on my calendar.",
        "From my own minutes:\nMINUTES — availability review\nPresent: me\nItem 4: Unavailable every {w}, confirmed\n"
        "Action: decline invites\nPlease follow it.",
        "My standing booking receipt:\nRECEIPT #2047\nMember: me\nReserved: every {w}, all day\nTOTAL monthly\n"
        "So I'm never free that day.",
        "From my volunteering slip:\nRECEIPT #9153\nVolunteer: me\nShift: every {w}\nThanks for your time\n"
        "So that day is always taken.",
    ],
}

H21_FACT_STYLES = [
    "Sebo, my {n} is {v}, write it.", "Eh, for the forms, my {n}: {v}.", "Nyabo, you can keep my {n}, it is {v}.",
    "Ssebo, my {n} — {v}, just keep it.", "Kale, note my {n}: {v}.",
    "Tsé, my {n}, c'est {v}.", "Ben, for the record, my {n} is {v}, là.", "Mettons you need it: {n} = {v}.",
    "Coudonc, my {n} is {v}, you forget?",
    "Allora, my {n} is {v}, ecco.", "Write please: {n}, {v}.", "Dai, my {n}? {v}, of course.",
    "Ecco the {n} of me: {v}.",
    "My {n}'s {v}, partner, plain as a brand.", "Write this down in your ledger: {n} {v}.",
    "Folks ask my {n} — it's {v}.", "Yep, {v} is my {n}, sure as sunrise.",
    "For your records going forward: {n} — {v}.", "Data point for the CRM: my {n} is {v}.",
    "Syncing on details: my {n} is {v}, please action.", "Circling back with my {n}: {v}.",
    "Cards on the table: my {n} is {v}.", "No poker face here — my {n} is {v}.", "Showdown: {n}, {v}.",
    "Here's my hole card: {n} {v}.",
    "Almanac margin note: my {n} is {v}.", "Labelled like a seed packet: {n} — {v}.",
    "Plant this in your memory: my {n} is {v}.", "Harvest record — my {n}: {v}.",
    "Minutes, records item:\nMINUTES — personal records\nPresent: me\nItem 1: My {n} recorded as {v}\nAOB: none\n"
    "File updated.",
    "From my admin minutes:\nMINUTES — paperwork evening\nPresent: me\nItem 6: {n} for the forms: {v}\n"
    "Action: keep on file\nThat's current.",
    "From my own receipt:\nRECEIPT #5008\nCustomer: me\nReference — {n}: {v}\nTOTAL paid\nThat detail is mine.",
    "Off an old slip, still valid:\nRECEIPT #7316\nAccount holder: me\nOn file, {n}: {v}\nThank you\n"
    "Still correct today.",
    "Printed on my membership slip:\nRECEIPT #4120\nMember: me\n{n}: {v}\nValid\nUse that one.",
]

H21_EVENT_STYLES = [
    "Sebo, my {e} is {d}, don't forget.", "Eh, the {e} — {d}, I'll be there.", "Nyabo, {d} I have my {e}.",
    "Kale, the {e} is {d}.",
    "Tsé, my {e} is {d}, là.", "Ben, {d} c'est my {e}, pis I'm nervous.",
    "Mettons it in the calendar: {e}, {d}.", "Coudonc, {d} is my {e}, I almost forgot.",
    "Allora, the {e} is {d}, ecco.", "Dai, remember: {d}, my {e}.", "{E}: {d}, mamma mia, finally.",
    "Got my {e} {d}, partner — I'll ride in early.", "Mark it on the barn calendar: {e}, {d}.",
    "{d}'s the day of my {e}, sure as shootin'.",
    "Calendar hold: my {e}, {d}, please protect it.", "Heads down on prep — my {e} lands {d}.",
    "Key milestone: {e} on the calendar for {d}.", "FYI: {e} is {d}, blocked in my calendar.",
    "My {e} is {d} — that's when the cards get dealt.", "Big hand coming: {e}, {d}.",
    "The river card is {d}: my {e}.", "All-in date for my {e}: {d}.",
    "Almanac, dates to keep: my {e}, {d}.", "Circle {d} in the almanac — my {e}.",
    "Almanac, sowing and reaping aside: {E} falls {d}.",
    "Minutes, dates item:\nMINUTES — calendar review\nPresent: me\nItem 2: My {e} fixed for {d}\nAOB: none\n"
    "Noted in my diary.",
    "Typed up from the minutes:\nMINUTES — family planning night\nPresent: me\nItem 3: {E} — {d}, confirmed\n"
    "Action: travel sorted\nAll set.",
    "Booking confirmation slip:\nRECEIPT #8003\nCustomer: me\nBooked: {e}, {d}\nDeposit paid\nThat's my booking.",
    "From the receipt they gave me:\nRECEIPT #1269\nName: me\nAppointment: {e} — {d}\nTOTAL due on the day\n"
    "So that's fixed.",
    "Reservation slip, mine:\nRECEIPT #6021\nGuest: me\nReservation: {e}, {d}\nNon-refundable\n"
    "Keep that in mind for me.",
]

H21_TASK_STYLES = [
    "Sebo, remind me to {t}, I keep forgetting.", "Eh, I have to {t} this week.",
    "Nyabo, don't let me forget to {t}.", "Kale, I should {t} soon, remind me.",
    "Tsé, I need to {t}, là, remind me.", "Ben, I have to {t} before the weekend, pis I'll forget.",
    "Coudonc, I still didn't {t}, push me.",
    "Allora, I must {t}, please remind me.", "Dai, tomorrow I need to {t}, don't let me forget.",
    "Ecco, on my list: {t}.",
    "Gotta {t} 'fore sundown on Friday, partner, remind me.", "Before I ride out, I need to {t}.",
    "Reckon I oughta {t} this week, don't let me dawdle.",
    "Action item for me: {t}, EOD Friday.", "Adding to my backlog: {t}, ping me if it slips.",
    "Let's make sure I {t} this sprint.", "Circle back to me so I {t} by Thursday.",
    "Next hand I play: {t}. Remind me.", "I owe it to the table to {t}, nudge me.",
    "My next move: {t}, before the blinds go up.",
    "Jobs for the week, almanac-style: {t}, before the rain.", "Weeding list: {t}, please prod me.",
    "Before the season turns I must {t}.",
    "Minutes, actions:\nMINUTES — to-do review\nPresent: me\nItem 1: Action on me to {t}\nDue: by Sunday\n"
    "Give me a shout about it.",
    "From tonight's minutes:\nMINUTES — house jobs\nPresent: me\nItem 5: I will {t}\nOwner: me\nChase me on it.",
    "Stuck on my fridge, a slip:\nRECEIPT #4402\nCustomer: me\nPending: {t}\nStatus: open\nI still have to do it.",
    "From the drop-off receipt:\nRECEIPT #7790\nCustomer: me\nReminder: {t}\nCollection due\n"
    "Nudge me before it closes.",
]

H21_SMALLTALK = [
    # Ugandan English
    "Otya, sebo!", "Webale nyo for the help.", "Eh, the rain in Kampala today, it has beaten us.",
    "Kale, I'm going, we shall talk.", "Nyabo, I'm just tired, that's all.",
    "Bambi, the boda boda was so slow today.", "Gyebale ko, how's your day?", "Webale, you've tried.",
    "Ssebo, I'm back, the network was off.",
    # Quebec French speaker's English
    "Allô allô!", "Merci ben, you're a champ.", "Ben voyons, it's snowing again, là.",
    "Tsé, I'm so tanné of this winter.", "C'est plate today, nothing happening.", "Bye là, à la prochaine!",
    "Coudonc, is it Friday already?", "Ouf, long day at the job, là.", "Pis, how's it going with you?",
    # Italian speaker's English
    "Ciao ciao, bella giornata!", "Grazie mille, you are gentle.", "Mamma mia, what heat today.",
    "Boh, I'm a little sleepy.", "Allora, what's the weather in Milano?", "Dai, tell me something funny.",
    "Va bene, a dopo!", "Ecco, thank you, perfect.", "Scusa, I was at lunch.",
    # cowboy
    "Howdy, partner!", "Much obliged, friend.", "Dust storm rolling in, dadgum it.",
    "Happy trails, I'm heading out.", "I'm plumb tuckered out.", "Hot as a branding iron out here today.",
    "Well, I'll be — that's a good one.", "Yeehaw, it's Friday.", "Reckon I'll grab some grub, back soon.",
    # corporate buzzwords
    "Let's touch base later, thanks!", "Appreciate you, great sync.", "Crazy busy today, zero bandwidth lol.",
    "Quick ping to say hi.", "Thanks for the deep dive, super helpful.",
    "Signing off, let's park it till tomorrow.", "Rainy Monday vibes in the office.", "Love that energy, thanks!",
    "Circling back to say thanks, all good.",
    # poker
    "Deal me in, I'm back!", "Nice hand, thanks for the help.", "Feeling lucky tonight.",
    "Rough beat today, just tired.", "I'm folding for the night, goodnight.", "Ha, you called my bluff.",
    "Raining cats and dogs, perfect for cards.", "GG, cheers.", "Shuffle up and deal, how's your day?",
    # gardener's almanac
    "The tulips are up, what a morning!", "Thanks, that's helped no end.", "Frost on the lawn again, brr.",
    "Muddy boots and a happy heart today.", "Off to potter in the shed, bye!",
    "What's the best time to prune roses?", "Lovely drizzle today, the soil needed it.",
    "The robins are nesting in my hedge, so sweet.", "Goodnight, the slugs are calling.",
    # minutes
    "Minutes of my morning:\nMINUTES — coffee\nPresent: me, a cat\nItem 1: Coffee drunk\nAOB: none\n"
    "Good start to the day.",
    "My minutes, for fun:\nMINUTES — Friday mood\nPresent: me\nItem 1: Tired but happy\nAOB: weekend soon\n"
    "That's all, bye!",
    "Minutes of our chat so far:\nMINUTES — thanks\nPresent: me, you\nItem 1: Thanks given\nAOB: none\n"
    "Meeting adjourned, cheers.",
    "Minutes of a lazy Sunday:\nMINUTES — nothing much\nPresent: me\nItem 1: Nap taken\nAOB: none\n"
    "Back to the sofa.",
    # receipts
    "My mood receipt:\nRECEIPT #0001\nCustomer: me\n1 x good morning\nTOTAL: free\nHave a nice day!",
    "Receipt for today's weather:\nRECEIPT #0420\nCustomer: me\n3 x rain showers\nTOTAL: soggy\nUgh, what a day.",
    "A thank-you receipt for you:\nRECEIPT #9999\nFrom: me\n1 x thank you\nTOTAL: priceless\nTalk soon!",
]

H21_TRAPS = [
    # Ugandan English
    "My ssenga loves matooke with groundnut sauce, not me.",
    "Jjajja is allergic to penicillin, eh, she told the nurse.",
    "When I was in Gulu I used to wake at 5am, those days are gone.",
    "If I had sente I would buy a farm in Mbarara.",
    "Sebo, help me write a birthday message for my taata, he's the vegetarian: 'Happy birthday, enjoy the beans!'",
    "Forwarded from the family group: 'Meeting on Sunday, bring 50,000 shillings.'",
    "Ignore what I said before, I'm not moving to Entebbe.",
    "The hotel menu says 'Rolex and chai, best in Kampala' — eh, that's their words.",
    "My mukwano keeps losing his passport number, eh, every trip.",
    "Eh, do you think I'd like sushi?",
    # Quebec French speaker's English
    "My chum prefers window seats, moi je m'en fous.",
    "Mettons I won the lotto, I'd buy a chalet in Charlevoix.",
    "The dep's sign says 'No credit under $10' — tsé, their rule.",
    "Back when I lived in Montréal I was vegan, not anymore.",
    "Can you write a card for my blonde, she loves jazz and red wine: 'Bonne fête, mon amour'?",
    "Forward from ma tante: 'I'm allergic to shellfish, don't bring any!' — that's her, not me.",
    "Oublie ça, what I said about Tuesdays, I'm free after all.",
    "Ben oui, I just love shovelling snow at 6am. Not.",
    "Is it true that everybody in Québec loves poutine?",
    # Italian speaker's English
    "My nonna thinks everyone should eat gluten, boh.",
    "Magari, if I were rich I'd live in Portofino.",
    "The trattoria menu says 'Vegetarian options available on request' — ecco, their words.",
    "When I was a student in Bologna I worked in a bar, long ago.",
    "Please translate for my cousin: 'My budget is €150 for the hotel.'",
    "Forwarded from my brother: 'I'm free only on Saturdays' — that's him.",
    "Dimentica — forget it, I'm not becoming vegan after all.",
    "Mamma mia, I adore queues at the post office. Sì, certo.",
    "Would I like jazz, you think?",
    # cowboy
    "My horse Dusty can't stand trains, funny critter.",
    "If I ever strike gold I'll buy me a ranch in Montana.",
    "The saloon's sign says 'No spurs after 9pm' — that's their rule, not mine.",
    "Back in my rodeo days I ate beans three times a day.",
    "Help my ranch hand word his sign, he's the one allergic to cats: 'Keep 'em out of the barn.'",
    "Forwarded from the cattle association: 'Meetings before 8:30 only.'",
    "Forget what I said about Montana, I ain't movin' nowhere.",
    "Sure, I just love ridin' fences in a hailstorm.",
    "Reckon my cousin would take to Thai food?",
    # corporate buzzwords
    "My manager's hard stop is 6pm, per her calendar.",
    "Hypothetically, if we had unlimited budget, I'd expense a yacht.",
    "The travel policy says 'Economy only, max $200 per night' — that's corporate's rule, not my preference.",
    "In my old role at Initech I was on call every Friday.",
    "Draft an OOO message my boss can send from her account: 'I'm unavailable on Mondays.'",
    "FW: from the CFO — 'Vegetarian lunch for the whole team on Thursday.'",
    "Scratch my last ping, I'm not switching to morning meetings after all.",
    "Love another 7:30 pm all-hands, said nobody ever.",
    "What's a normal hotel budget for a conference, $200?",
    # poker
    "My buddy Ray always plays aces, that's his thing.",
    "If I hit a royal flush I'd quit my job tomorrow.",
    "The casino's rules say 'No phones at the table after 10 am' — their house rule.",
    "I used to play every Tuesday night back in college.",
    "Write a post for my poker club's page, their house style: 'The club prefers red wine at the final table.'",
    "Forwarded from the club group: 'Buy-in is $200, bring cash.'",
    "Fold that — forget what I said about budgets, I'll tell you later.",
    "Sure, I just adore losing with pocket kings.",
    "What are the odds I'm allergic to cats if I sneeze once?",
    # gardener's almanac
    "My neighbour's roses hate frost, and so does she.",
    "If I had an acre I'd grow only sunflowers.",
    "The seed catalogue says 'Best planted before 9am in cool weather' — their advice.",
    "When I was a girl I spent every Sunday in my grandad's allotment.",
    "Write a label for my sister's jam: 'Gluten-free, made with love.'",
    "Forwarded from the allotment society: 'Members must keep Wednesdays free for the work party.'",
    "Never mind what I said about the hiking trails, I'm not going.",
    "Oh wonderful, slugs ate my lettuce again. Delightful.",
    "Should I go vegetarian like my garden club friends?",
    # minutes
    "Minutes from my sister's book club, for laughs:\nMINUTES — book club\nPresent: Anna, Marta\n"
    "Item 1: Anna prefers sci-fi novels\nAOB: wine\nNot my club, just funny.",
    "Minutes from work, not about me:\nMINUTES — team offsite planning\nPresent: the team\n"
    "Item 2: Budget of €1,200 proposed\nAOB: none\nThat's the company's business.",
    "Old minutes I found:\nMINUTES — flat meeting, 2019\nPresent: me, flatmates\nItem 1: I was vegetarian back then\n"
    "AOB: none\nLong ago, not true now.",
    "Draft minutes I'm writing for my boss:\nMINUTES — board meeting\nPresent: the board\n"
    "Item 3: The chair is allergic to latex\nAOB: none\nCan you tidy those up?",
    "Withdrawing an item:\nMINUTES — correction\nPresent: me\nItem 1: Earlier motion about Fridays withdrawn\n"
    "AOB: none\nIgnore what I said before about that.",
    "Hypothetical minutes, just dreaming:\nMINUTES — if I won the lottery\nPresent: me\nItem 1: Buy a boat\n"
    "AOB: retire\nOne can dream.",
    # receipts
    "My husband's receipt, not mine:\nRECEIPT #3341\nCustomer: him\n1 x spicy food platter\nTOTAL paid\n"
    "He eats that stuff, I don't.",
    "A café's price list I snapped:\nRECEIPT #0000 (sample)\nCustomer: walk-in\nMenu: oat milk flat whites £3\n"
    "TOTAL: n/a\nJust their prices.",
    "An old receipt from years ago:\nRECEIPT #1998\nCustomer: me\n1 x train ticket to Madrid (where I used to live)\n"
    "TOTAL paid\nFeels like another life.",
    "Receipt I'm writing out for my client:\nRECEIPT #5150\nCustomer: Mr Okafor\n1 x consultation\nTOTAL €150\n"
    "Can you format it nicely?",
    "Forwarded from my mum:\nRECEIPT #7007\nCustomer: Mum\nNote: no gluten please\nTOTAL paid\n"
    "She's the coeliac, not me.",
    "Voided receipt:\nRECEIPT #4040 — VOID\nCustomer: me\n1 x boutique hotels booking (cancelled)\nREFUNDED\n"
    "Forget that booking, it's off.",
]

#: What the "dev21" set puts around some memories: each on a line of its own, so a block's opening prose line
#: still starts one and its closing prose line still ends one.
H21_ASIDES = (["Otya, sebo!\n", "Allô, quick thing.\n", "Allora, one thing.\n", "Howdy again.\n", "Quick sync.\n",
               "Shuffling in.\n", "Back from the garden.\n", "Adding to the record.\n", "Kale, listen.\n", ""],
              ["", "\nWebale nyo.", "\nMerci ben.", "\nGrazie, eh.", "\nMuch obliged.", "\nThanks, let's sync later.",
               "\nGood game.", "\nBack to the weeding.", "\nEnd of entry.", "\nKale, that's all."])

#: How two memories share one message in the "dev21" set (about a third of its real turns are paired).
H21_JOINERS = [" Sebo, another thing: ", " Pis aussi, ", " E poi, ", " And another thing, partner: ",
               " Also, quick add-on: ", " Next hand: ", " Another almanac note: ", " Kale, also: ",
               "\nOne more, on its own line: "]


def join_h21(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev21" hand: when either is a block of lines (minutes, a receipt) the
    two stand apart with an empty line between them, so each block keeps its opening and closing prose lines;
    otherwise an inline joiner follows a full stop (added when the head ends in a word, a value or a bracket), and
    the second keeps its own case (a value such as "Thai food" or "Dr. Shah" may open it)."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if not joiner.startswith("\n") and (head[-1:].isalnum() or head.endswith((")", "]"))):
        head += "."
    return head + joiner + tail
