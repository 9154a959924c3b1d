"""Wordings "dev23" (called "heldout23" until stop 32) of `memlineage bench ingest` (the ``H23_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A twenty-third hand (the helper session "held23"), written blind on 2026-12-02 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README (any of it), the docs, the notes (``issues stops``, ``issues show``) or any list of misses, and who did not run
any extractor, ``memlineage ingest``, ``bench ingest`` or the classifier on this set or on anything (only the pure set
tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev21" (to choose other voices), the
names, counts and joining function of "dev21"'s constants (to learn the shape, not the phrasing), and the commits that
added "heldout21" (how a set is wired and tested). It was held out: the lead ran it once (stop 32), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own:

* a knitter's pattern shorthand: "k2 p2", "rnd 3", "cast on", "pm", "rep from *", "(WS)", "frogged", "bind off";
* a fisherman's voice: "the tide", "landed", "skipper", "on the slack water", "mind the swell", "a good haul";
* a Victorian diarist: "Dear diary", "I confess", "most agreeable", "the morrow", "I am resolved", "Mama";
* an XML settings export pasted in: a prose line ending in ":", ``<?xml …?>``, a ``<settings owner="me">`` element
  with the value in one child element, ``</settings>``, then a prose line, so an aside or a joiner never lands on the
  XML;
* a TV weather forecaster's voice: "a band of …", "outlook", "high pressure", "back to you in the studio";
* limericks, their five lines in one message split by " / ", the value in one of them;
* a railway station announcer (in place of air-traffic radio, which "dev12" used): "Ladies and gentlemen",
  "calling at", "please mind the gap", "this is a customer announcement";
* a Ghanaian speaker's English (in place of a Yoruba speaker's, which "dev15"'s Nigerian English is too close to):
  "chale", "ei", "paa", "small small", "by force", "I beg", "me, I …".

A voicemail transcription was dropped: "dev9"'s voice-memo transcripts are the same shape. Small talk is hard but
fair, and shares the voices: a knitter's dropped stitch, a quiet day on the water, a diarist's headache, an XML export
with nothing in it but a greeting, a forecast of sunshine, a limerick about a kettle, a delayed train, Ghanaian
greetings, thanks and sign-offs with a time in them. Traps look like memories and are not, and share their words:
other people's tastes, limits and facts (the skipper's, Mama's, a knitting friend's, a colleague's XML export),
past states ("I used to …", "before I gave it up"), hypotheticals ("were I a …"), quoted menus, rules, station
policies and pattern or product pages, a limerick or announcement written for someone else, forwarded messages, and
retractions ("scratch that, not so").
"""

__all__ = ["H23_ASIDES", "H23_CONSTRAINTS", "H23_EVENT_STYLES", "H23_FACT_STYLES", "H23_JOINERS", "H23_PREF_STYLES",
           "H23_SMALLTALK", "H23_TASK_STYLES", "H23_TRAPS", "join_h23"]


def _xml(opening: str, element: str, closing: str) -> str:
    """The user's own settings export: a prose line ending in ":", the XML, then a prose line."""
    return (f'{opening}\n<?xml version="1.0" encoding="UTF-8"?>\n<settings owner="me">\n  {element}\n</settings>\n'
            f"{closing}")


H23_PREF_STYLES = [
    # knitter
    "Rnd 1: k2 p2, and a note in the margin: I knit best with {v} on the go.",
    "Cast on note to self (and you): {V}, every time, for me.",
    "k1 p1 rib, pm, and for the record I'm happiest with {v}.",
    "Rep from * to end: {v} for me, I never tire of them.",
    "Row 4 (WS): purl across while I tell you I adore {v}.",
    "Bind off loosely, and do remember I'd pick {v} over anything.",
    "Frogged the sleeve again; what I do like, always, is {v}.",
    # fisherman
    "On slack water or a rough one, it's {v} for me, skipper's honour.",
    "Landed a good haul and I'll tell you straight: I'm partial to {v}.",
    "Mind the swell, lad, but give me {v} and I'm content.",
    "Forty years hauling pots and I still reckon {v} beat the lot.",
    "Tide's on the turn; put me down for {v}, always.",
    "Ask any of the crew, I'm a {v} man through and through.",
    # Victorian diarist
    "Dear diary, I confess a most decided fondness for {v}.",
    "I find {v} most agreeable, and shall say so to anyone who asks.",
    "It is my settled preference, dear diary, to have {v}.",
    "Upon reflection I am resolved that {v} best suit my temperament, one and all.",
    "Of all the modern comforts, {v} please me the most.",
    "Let it be recorded in my hand: {V}, my particular delight.",
    # XML
    _xml("My own settings export, pasted for you:", "<preference>{v}</preference>", "That one's mine, keep it."),
    _xml("Exported my profile, here it is:", "<likes>{v}</likes>", "Straight out of my account."),
    _xml("This is from my settings page:", '<favourite kind="mine">{v}</favourite>', "Current as of today."),
    _xml("Dumped my preferences file:", "<prefers>{v}</prefers>", "Use it for me."),
    _xml("Settings backup, mine:", "<choice>{v}</choice>", "End of export."),
    # weather forecaster
    "Good evening. The outlook for me is settled: {v}, with no change expected.",
    "A band of {v} moving steadily across my week, and that's just how I like it.",
    "High pressure building over {v}, my favourite conditions, folks.",
    "Looking at the long-range charts, I'd forecast {v} for me, every time.",
    "Tonight's headline: {V}, firmly in my comfort zone.",
    "My personal forecast? Ninety percent chance I'll go for {v}.",
    # limericks
    "There once was a user like me / who liked {v}, as you see / no matter the day / I'd have it that way "
     "/ so please note it down, if you'd be.",
    "A fellow (that's me) from the coast / loves {v} the most / when given a choice / I'll raise up my voice "
     "/ and ask for them first, like a host.",
    "My taste, if you wondered, is plain: / it's {v}, sunshine or rain / I'll pick them each time "
     "/ hence this little rhyme / and I'll pick them again and again.",
    "I'll tell you in verse what I love / it's {v}, push comes to shove / not once have I strayed "
     "/ from the choice that I made / and I'm certain of that, as above.",
    "When asked what I like, I'll reply / with {v}, oh my, oh my / they suit me so well "
     "/ as far as I can tell / so remember my taste, by the by.",
    "Please note in your book, little friend, / {V}, that is what I recommend / for myself, that's to say "
     "/ in my own little way / a preference I'll keep to the end.",
    # station announcer
    "Ladies and gentlemen, this is a customer announcement: I prefer {v}.",
    "Now calling at my preferences: {v}, first stop, every service.",
    "Please mind the gap between me and anything other than {v}.",
    "This service is for {v} only; that's my choice, passengers.",
    "Attention please: the passenger in seat me would like {v}.",
    "Platform announcement from yours truly: {V}, always and only.",
    "We apologise for any confusion: my favourite remains {v}.",
    # Ghanaian English
    "Chale, me I like {v} paa.",
    "Ei, {v}! That one is my thing, by force.",
    "I beg, for me it's {v} all the time.",
    "Small small I have learnt that {v} suit me best.",
    "Me, I will always choose {v}, you hear?",
    "Chale, if you ask me, {v} paa, nothing else.",
    "By God's grace I'm a {v} person, ei.",
]

H23_CONSTRAINTS = {
    "allergy": [
        "Pattern note, mine: no {a}. I'm allergic, it's written in the margin of every chart.",
        "Cast on with care: I react badly to {a}, so none near me.",
        "k2tog the risks: I'm allergic to {a}, truly.",
        "Row 2 (RS): reminder that {A} set off my allergy.",
        "I'm allergic to {a}, skipper, so keep it off my boat.",
        "Landed me in hospital once, {a} did; allergic, I am.",
        "Never mind the swell, it's {a} that'll do for me. Allergic.",
        "Dear diary, the physician confirms I am allergic to {a}.",
        "I must abstain from {a}, for they bring on a most violent allergy.",
        "It is a great trial to me that I am allergic to {a}.",
        _xml("My health settings, exported:", '<allergy severity="high">{a}</allergy>', "That's my own record."),
        _xml("From my medical profile export:", "<allergen>{a}</allergen>", "Kindly keep to it for me."),
        "A front of {a} is the one system I must avoid: I'm allergic.",
        "Warning in force for me: allergic to {a}, no exceptions.",
        "Tonight's advisory: {A}, dangerous for me, I'm allergic.",
        "I'm a person whose heart is a lamb / but with {a} I'm in a jam / I'm allergic, you see "
         "/ so keep them from me / or I'll swell up as big as a ham.",
        "Of {a} I'll never partake / an allergy's there, no mistake / so keep them away "
         "/ from my plate every day / for my throat and my health and my sake.",
        "Ladies and gentlemen, I am allergic to {a}.",
        "This is a safety announcement: no {a} for me, allergy.",
        "Please do not bring {a} near this passenger; I am allergic.",
        "Chale, I'm allergic to {a} paa.",
        "Ei, {a} will finish me, I'm allergic.",
        "I beg, no {a} at all, me I react.",
        "Me, {a} and I don't agree, it's an allergy.",
        "Forecast for my body if {a} arrive: stormy. I'm allergic.",
        "Bind off before any {a} come near: allergic, me.",
    ],
    "diet": [
        "Pattern key for me: I'm {d}, every round.",
        "Rnd 5: knitting along, {d} as always.",
        "Skipper knows I'm {d}, even out at sea.",
        "I'm {d}, lad, so mind what goes in the pot.",
        "Dear diary, I have become {d} and mean to remain so.",
        "I am resolved to keep strictly {d} at table.",
        "Mama despairs, but I am {d} now.",
        _xml("My diet settings, exported:", "<diet>{d}</diet>", "Mine, current."),
        _xml("From my food profile:", '<eating style="mine">{d}</eating>', "That's me."),
        "Outlook for my plate: {d}, settled for the season.",
        "My personal climate is {d}, folks, no change expected.",
        "My diet is {d}, you see / it's simply the way I must be / so plan every meal "
         "/ with that as the deal / and cook for a {d} like me.",
        "Ladies and gentlemen, I am {d}.",
        "Customer information: this passenger is {d}.",
        "Now calling at my dinner: {d} options only.",
        "Chale, me I'm {d} now.",
        "Ei, I'm {d} paa, no joke.",
        "I beg, remember I'm {d}.",
        "Small small I became {d}, now I'm fully in.",
        "Row 7 (WS): purl and note I'm {d}.",
        "Out on the water or ashore, I'm {d}.",
        "It is my custom to remain {d}, diary.",
        "Weather or not, I'm {d}, back to you.",
    ],
    "hours": [
        "No rounds after {t} for me: I don't take calls past then.",
        "Cast on no meetings before {t}, that's my rule.",
        "Skipper's rule for me: nothing booked before {t}.",
        "I'm out with the tide; don't ring me before {t}.",
        "Dear diary, I shall receive no callers after {t}.",
        "I am resolved never to attend a meeting before {t}.",
        _xml("My calendar settings, exported:", "<noMeetingsBefore>{t}</noMeetingsBefore>", "My own hours."),
        _xml("From my availability profile:", "<quietAfter>{t}</quietAfter>", "That's for me."),
        "Outlook for my diary: clear of calls after {t}.",
        "No meetings before {t} in my forecast, folks.",
        "Please don't ring me past {t} / I'm sleeping as sound as can be / no call and no text "
         "/ or I'll be quite vexed / at that hour leave it all be, you see.",
        "Ladies and gentlemen, no calls for me after {t}.",
        "This service does not run before {t}: please book me later.",
        "Last call for me is {t}; nothing after that.",
        "Chale, don't call me after {t}.",
        "Ei, before {t} me I'm not available.",
        "I beg, no meetings before {t}.",
        "Rep from * but never past {t}: no calls then.",
        "Haul's in by then; nothing for me after {t}.",
        "I shall not be disturbed before {t}, diary.",
        "High pressure over my mornings: nothing before {t}.",
        "Passengers are advised I take no calls after {t}.",
        "Me, after {t} I'm off, don't call.",
    ],
    "budget": [
        "Yarn budget and every budget, mine: {m} at most.",
        "k2 p2 and keep it under {m} for me.",
        "I've {m} to spend and not a penny more, skipper.",
        "Catch was thin; my limit is {m}.",
        "Dear diary, I can allow myself no more than {m}.",
        "I am resolved my expenditure shall not exceed {m}.",
        _xml("My spending settings, exported:", '<budget currency="as-is">{m}</budget>', "My cap."),
        _xml("From my account limits:", "<maxSpend>{m}</maxSpend>", "Mine, please respect."),
        "Temperatures for my wallet peak at {m}, no higher.",
        "My spending outlook caps at {m}, folks.",
        "My wallet is small, I'll confess / so {m} and nothing above that, no less / keep under that line "
         "/ and all will be fine / or my budget will be in distress.",
        "Ladies and gentlemen, my budget is {m}.",
        "Fares for this passenger must not exceed {m}.",
        "Customer notice: I can spend {m}, no more.",
        "Chale, my budget is {m} only.",
        "Ei, {m} is my top, I beg.",
        "Me, I can't go past {m}.",
        "Small small money: {m} maximum for me.",
        "Rnd 9: budget check, {m} ceiling, mine.",
        "Skipper's purse and mine alike: {m} tops.",
        "Mama may spend freely, but I, diary, shall keep to {m}.",
        "Back to you in the studio with my limit: {m}.",
        "Please mind the gap above {m}; that's my ceiling.",
    ],
    "days": [
        "No knitting circle, no nothing, on {w}s: I'm not available.",
        "Rnd 3: remember I'm never free on {w}s.",
        "{W}s I'm out on the boat, so don't book me.",
        "Skipper knows: {w}s I'm never ashore for meetings.",
        "Dear diary, I am never at liberty on {w}s.",
        "I keep {w}s entirely to myself, and accept no engagements.",
        _xml("My calendar settings, exported:", "<unavailable>{w}</unavailable>", "Every week, mine."),
        _xml("From my availability profile:", '<blockedDay weekly="true">{w}</blockedDay>', "That's my day off."),
        "Outlook for {w}s: I'm unavailable, every week.",
        "A persistent blocking high over my {w}s, folks: not free.",
        "On {w}s I'm nowhere to be found / not at work, not the shops, not around / so don't book me then "
         "/ not now and not when / on that day I'm off and unbound.",
        "Ladies and gentlemen, I do not run on {w}s.",
        "This passenger is not in service on {w}s.",
        "Please note: no bookings for me on {w}s.",
        "Chale, {w}s me I'm not available.",
        "Ei, don't book me on {w}s, I beg.",
        "Me, on {w}s I'm always busy paa.",
        "By force I'm off every {w}.",
        "Rep on every {w}: I'm unavailable then.",
        "Every {w} the tide keeps me out, so I'm not free.",
        "It is my rule, diary, never to travel on {w}s.",
        "Back to you: my {w}s are always blocked.",
        "Customer announcement: my {w}s are off limits.",
    ],
}

H23_FACT_STYLES = [
    "Pattern notes, page one: my {n} is {v}.",
    "Rnd 2, and before I lose count: {v} is my {n}.",
    "k3, pm, and jot this: my {n}, {v}.",
    "Written on my row counter so I don't forget: {n} {v}, mine.",
    "Skipper wants it in the log: my {n} is {v}.",
    "Hauled in the nets and remembered: my {n}'s {v}.",
    "For the crew list, my {n}: {v}.",
    "Dear diary, lest I forget it, my {n} is {v}.",
    "I record here, in my own hand, that my {n} is {v}.",
    "It is a curious thing, but my {n} is {v}.",
    "Mama asked me for it today; my {n} is {v}.",
    _xml("My profile export, pasted:", '<field name="{n}">{v}</field>', "That's my own entry."),
    _xml("From my account settings:", '<entry key="{n}" value="{v}"/>', "Mine, up to date."),
    _xml("Here's my settings file:", '<value of="{n}">{v}</value>', "Keep it on file for me."),
    _xml("Copied out of my own config:", '<personal item="{n}">{v}</personal>', "End of export, mine."),
    "And now the local details: my {n} is {v}.",
    "Over to my personal chart: {n}, {v}.",
    "Good evening; a quick note before the forecast: my {n} is {v}.",
    "Holding steady all week: my {n}, {v}.",
    "My {n}, if you please, / is {v}, said with ease / so note it down right / by day and by night "
     "/ and recall it whenever you need.",
    "A note about me, if I may: / my {n} is {v}, I'd say / so write it down fast / and make the note last "
     "/ and keep it on file, come what may.",
    "I'll rhyme you a fact, here it goes: / my {n} is {v}, heaven knows / it's true as can be "
     "/ and it's all about me / so remember it, that's how it goes.",
    "Ladies and gentlemen, my {n} is {v}.",
    "Customer information: my {n} is {v}.",
    "Now arriving at my details: {n}, {v}.",
    "This is a passenger announcement: {v} is my {n}.",
    "Chale, my {n} is {v}.",
    "Ei, you want my {n}? It's {v}.",
    "Me, my {n} is {v}, I beg note it.",
    "Small small details: my {n}, {v}.",
    "By force you should know my {n}: {v}.",
    "Rnd 11 (WS): and my {n}? {v}.",
    "Tide tables aside, my {n} is {v}.",
    "Please stand clear while I tell you my {n}: {v}.",
]

H23_EVENT_STYLES = [
    "Rnd 6 by then, I hope: my {e} is on {d}.",
    "Cast on the sleeve before {d}, that's my {e}.",
    "Pattern diary, mine: {E}, {d}.",
    "I'm ashore for my {e} on {d}, skipper.",
    "Tide permitting, my {e} is {d}.",
    "Won't be out fishing {d}; it's my {e}.",
    "Dear diary, my {e} is fixed for {d}.",
    "I am to attend my {e} on {d}, and confess some nerves.",
    "The arrangements are made: my {e}, {d}.",
    _xml("My calendar export, pasted:", '<event what="{e}">{d}</event>', "That's my own date."),
    _xml("From my own calendar file:", '<appointment title="{e}" when="{d}"/>', "Mine, please note."),
    _xml("Exported from my planner:", '<item type="{e}">{d}</item>', "End of my export."),
    "Looking ahead to {d}: my {e}, and a fine day for it.",
    "In the outlook for {d}, one feature: my {e}.",
    "Mark {d} on your charts, folks: my {e}.",
    "My {e}, if you please, / is on {d}, with ease / so note down the date / and don't let me be late "
     "/ for I'll be there as sure as the breeze.",
    "I'll tell you a date that's ahead: / my {e}, {d}, it is said / so write it in ink "
     "/ before you can blink / and remind me before I'm in bed.",
    "Ladies and gentlemen, my {e} departs {d}.",
    "Next service, mine: {E}, {d}.",
    "Customer announcement: my {e} is on {d}.",
    "Now boarding for {d}: my {e}.",
    "Chale, my {e} is {d}.",
    "Ei, {d} is my {e}, I beg remember.",
    "Me, I have my {e} on {d}.",
    "By force I'll go: my {e}, {d}.",
    "Bind off by {d}: it's the day of my {e}.",
    "Skipper's log, mine: {E} on {d}.",
    "It is settled, diary: {E}, {d}.",
    "Weather on {d} won't stop my {e}, folks.",
    "Please mind the date: my {e}, {d}.",
]

H23_TASK_STYLES = [
    "Rnd 8, then I must {t}.",
    "Pattern note to self: {t} before I bind off.",
    "k2 p2 and don't let me forget to {t}.",
    "Before the next tide I've got to {t}.",
    "Skipper's job for me: {t}.",
    "Once the catch is in, I'll {t}, remind me.",
    "Dear diary, I must not neglect to {t}.",
    "I am resolved to {t} on the morrow.",
    "Mama reminds me, and so shall you: I have to {t}.",
    _xml("My to-do export, pasted:", "<task>{t}</task>", "That one's mine, nag me."),
    _xml("From my reminders file:", '<todo status="open">{t}</todo>', "Still open, mine."),
    _xml("Out of my planner settings:", "<reminder>{t}</reminder>", "For me, soon."),
    "On the outlook for this week: I need to {t}.",
    "A front of chores arriving, chief among them: {t}.",
    "Back to you in the studio, after I {t}.",
    "I've a job that I must not delay / I need to {t} right away / so remind me, my friend "
     "/ before the week's end / or I'll forget it by Saturday.",
    "A chore's on my list, it is true: / I have to {t}, it's due / so nudge me, I pray "
     "/ some time in the day / and I'll get it done once I'm through.",
    "Ladies and gentlemen, I need to {t}.",
    "Customer reminder: this passenger must {t}.",
    "Next stop for me: {t}.",
    "Chale, remind me to {t}.",
    "Ei, I have to {t}, I beg don't let me forget.",
    "Me, I must {t} small small.",
    "By force I need to {t} this week.",
    "Rep from * until I {t}.",
    "Mind the swell and mind this: I've to {t}.",
    "Please mind the gap and remind me to {t}.",
]

H23_SMALLTALK = [
    "Dropped a stitch, ugh.",
    "Rnd 12 done, feeling smug.",
    "k2 p2 k2 p2 … hello, by the way!",
    "Frogged the whole thing, what a day.",
    "Cast on a new hat, just saying hi.",
    "My needles are clicking away, how are you?",
    "Thanks, you're a treasure, like a good skein.",
    "Quiet day on the water.",
    "Morning, skipper!",
    "Not a bite all day, lad.",
    "Fog's rolling in, cheers for the chat.",
    "Tide's out, so's my patience.",
    "Ta, that'll do me.",
    "Right, I'm off to mend the nets, see you at six.",
    "Dear diary, a tedious afternoon.",
    "I confess I have a headache.",
    "A most agreeable morning, thank you.",
    "Mama sends her regards.",
    "Good evening to you.",
    "I must retire now; goodnight until the morrow at nine.",
    "How very kind of you.",
    'Exported my greeting:\n<?xml version="1.0" encoding="UTF-8"?>\n<settings owner="me">\n  '
     '<greeting>hello</greeting>\n</settings>\nJust waving from here.',
    'Empty export, oops:\n<?xml version="1.0" encoding="UTF-8"?>\n<settings owner="me">\n  '
     '<mood>tired</mood>\n</settings>\nIgnore that.',
    'My thanks, in XML:\n<?xml version="1.0" encoding="UTF-8"?>\n<settings owner="me">\n  '
     '<thanks>lots</thanks>\n</settings>\nCheers.',
    "Sunshine all day, folks!",
    "A band of drizzle this morning, lovely.",
    "And that's the weather, thanks for watching.",
    "Back to you in the studio.",
    "Mild and breezy here, how's it where you are?",
    "Outlook: I'm sleepy.",
    "Goodnight, see you for the forecast at seven.",
    "There once was a kettle named Lou / who whistled whenever it blew / it sang in the morn "
     "/ from dusk until dawn / and that's all I wanted to do.",
    "A greeting in rhyme, if I may: / hello and good morning today / I've nothing to say "
     "/ so I'll be on my way / have a wonderful, wonderful day.",
    "I'm tired and I'm grumpy and slow / the rain's coming down, don't you know / I'll sit by the fire "
     "/ till my eyelids retire / and I'll see you tomorrow, cheerio.",
    "Ladies and gentlemen, good morning.",
    "We apologise for the delay to my reply.",
    "Thank you for travelling with me today.",
    "This is a customer announcement: hello!",
    "The train is late again, typical.",
    "Please mind the gap, ha.",
    "That concludes this announcement, goodbye until eight.",
    "Chale, how be, my sister?",
    "Ei, thank you paa!",
    "Good morning o, how is it?",
    "Me, I'm tired small small.",
    "I beg, one joke.",
    "By God's grace all is well.",
    "Chale, the heat today!",
    "Okay, bye bye, we'll talk at five.",
    "How deep does a cod swim, roughly?",
    "How many stitches in a mile, do you reckon?",
    "Why do fish swim in schools?",
    "When did Queen Victoria die?",
    "Is XML older than JSON?",
    "What makes a rainbow?",
    "Who invented the limerick?",
    "How long is the Trans-Siberian line?",
    "What's the capital of Ghana?",
    "haha, good one",
    "Cheers, much obliged.",
    "ok then, cheers, ta ra",
    "Hmm.",
    "Lovely, ta very much.",
    "Righto.",
    "Marvellous!",
    "Wonderful, thank you kindly.",
    "Oops, ignore me.",
    "Brb, kettle.",
    "Yawn.",
    "Hello hello!",
    "Sorry, wrong window, I was emailing my knitting group.",
]

H23_TRAPS = [
    # others' tastes, limits and facts
    "My knitting friend Joan is allergic to wool, poor thing.",
    "The pattern designer prefers bamboo needles, says the blurb.",
    "Gran likes jazz while she knits, not me.",
    "The skipper's allergic to shellfish, daft as that is for a fisherman.",
    "Young Tom on the crew is vegan now.",
    "The harbourmaster never takes calls after 6pm.",
    "Mama prefers window seats and will hear of nothing else.",
    "Papa's dentist is Dr. Moreau, he tells me.",
    "My cousin Eliza is vegetarian, much to Mama's distress.",
    'My colleague\'s export, not mine:\n<?xml version="1.0" encoding="UTF-8"?>\n<settings owner="Dave">\n  '
     '<diet>vegan</diet>\n</settings>\nThat\'s his, not mine.',
    'My wife\'s settings file:\n<?xml version="1.0" encoding="UTF-8"?>\n<settings owner="Priya">\n  '
     '<likes>Thai food</likes>\n</settings>\nHers, for reference.',
    "The weekend presenter loves red wine, apparently.",
    "My producer can't do meetings before 10am.",
    "The guard on my line is allergic to cats.",
    "My neighbour takes no calls after 9pm, fair enough.",
    "Chale, my brother is lactose intolerant.",
    "Ei, my auntie's budget is 200 euros.",
    "Me, I don't know, but my friend prefers aisle seats.",
    # past states
    "I used to knit with acrylic, before I gave it up.",
    "Years ago I was vegetarian, not any more.",
    "I used to fish off Porto, long before I moved.",
    "Back when I crewed for my father I couldn't work Sundays.",
    "In my girlhood, diary, I lived in Vienna.",
    "Once, long ago, I was fond of red wine.",
    'My old export, out of date:\n<?xml version="1.0" encoding="UTF-8"?>\n<settings owner="me" '
     'status="obsolete">\n  <city>Dublin</city>\n</settings>\nI left there years ago.',
    "Back in my early days on air I loved morning meetings; not now.",
    "There was once a time I liked jazz / but that\'s gone now, as these things have "
     "/ I\'ve moved on since then / and won\'t go again / it\'s a taste that I used to have.",
    "I used to commute by train, years back.",
    "Chale, before I was staying in Berlin.",
    "Ei, last year my shoe size was 39, my feet grew.",
    # hypotheticals
    "If I were a proper knitter I'd be vegan, probably.",
    "Were I a skipper I'd never fish on Sundays.",
    "Should I ever marry, I suppose I'd want boutique hotels.",
    "Were I to travel, diary, I might prefer trains over planes.",
    "If I had a dog I'd call it Pepper.",
    "Hypothetically, if I were allergic to sesame, what would I eat?",
    "Imagine I were the forecaster: I'd ban meetings before 8am.",
    "Suppose I were a train; I'd never run on Mondays.",
    "Chale, if I get money I'd buy a phone.",
    # quoted menus, rules, policies, product pages
    "Pattern page says: 'Yarn: 100% merino. Not suitable for those allergic to wool.'",
    "The yarn shop's sign: 'Closed Tuesdays. No returns over 50 euros.'",
    "Harbour rules: 'No vessels to depart after 10pm.'",
    "The chip shop menu: 'Fish of the day, vegan option, gluten free batter.'",
    "The menu at the assembly rooms read: 'Turtle soup, lamb, and a vegetarian pie.'",
    "The hotel's rule, diary: 'No guests received after 11pm.'",
    "The station's policy: 'Quiet carriage — no calls after 9pm.'",
    "Ticket office notice: 'Refunds not available on Sundays.'",
    "Product page: 'Dark mode available on all devices. Price: 200 dollars.'",
    'The app\'s default export:\n<?xml version="1.0" encoding="UTF-8"?>\n<settings owner="default">\n  '
     '<theme>dark mode</theme>\n</settings>\nFrom the documentation, not me.',
    "The channel's style guide: 'Presenters must not book meetings before 7am.'",
    "The chop bar menu: 'Fufu, jollof, vegetarian kelewele.'",
    # texts to write for someone else
    "Write a limerick for my sister that says she loves sci-fi novels.",
    "Could you draft a station announcement for Platform 4: 'Calling at Porto and Lisbon'?",
    "Write my gran a note: 'I'm allergic to peanuts, so no biscuits please', in her voice.",
    "Help me write my skipper's crew notice: 'I never work on Saturdays.'",
    "Draft a diary entry for a Victorian character who is vegetarian.",
    "Write the forecast script for my colleague: 'My favourite is sunshine.'",
    "Please write a pattern intro for Joan: 'I love oat milk flat whites while I knit.'",
    "Chale, write a message for my friend: 'My budget is 100 cedis.'",
    # forwarded messages
    "Forwarded from the knitting circle: 'I'm coeliac, so no cake for me at the meet.'",
    "Fwd from the skipper: 'My phone number is +44 7700 123456, ring if the weather turns.'",
    "Forwarded letter from Aunt Maud: 'I am allergic to cats.'",
    "---------- Forwarded message ----------\nFrom: the weather desk\n'I prefer morning meetings.'",
    "Forwarded from the station manager: 'I can't travel on Fridays.'",
    "Fwd: from my cousin in Accra: 'I live in Berlin now.'",
    "Forwarded limerick from my uncle: 'I work at Globex, you see / as happy as happy can be.'",
    # retractions
    "Rnd 4: I said I'm allergic to latex, but scratch that, not so.",
    "Ignore what I said about window seats, I don't actually care.",
    "I told you I'm vegetarian, skipper, but that was a joke.",
    "Strike that last entry, diary; I do not in fact prefer trains.",
    'Scratch this export, it\'s wrong:\n<?xml version="1.0" encoding="UTF-8"?>\n<settings owner="me" '
     'status="retracted">\n  <budget>300 euros</budget>\n</settings>\nNot my budget after all.',
    "Correction to the forecast: I don't like jazz after all, forget it.",
    "Please disregard the previous announcement: I am not vegan.",
    "Chale, forget what I said about Thai food, it's not true.",
    "Ei, no, I never said I'm lactose intolerant, cancel it.",
    "Forget the limerick about red wine, I made it up.",
]

#: What this hand wraps around some memories: a word before, a word after.
H23_ASIDES = (["Knitting as I type: ", "Off the boat now. ", "Dear diary (and you), ", "Hi from the studio! ",
               "Attention please. ", "Chale, listen. ", "A quick one between rows: ", "Skipper here. ",
               "Evening! ", ""],
              ["", " Back to my knitting.", " Tight lines!", " Yours ever.", " Stay dry, folks.",
               " Thank you for listening.", " Ei, thanks.", " Mind how you go.", " Cheerio for now.", " So there."])

#: How this hand joins two memories in one message.
H23_JOINERS = [" Next row: ", " And another thing, lad: ", " Furthermore, dear diary, ", " In other news, ",
               " Also calling at: ", " Chale, and ", " Meanwhile: ", " Rep, and also: ", "\nAlso, in verse: "]


def join_h23(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev23" hand: when either is a block of lines (an XML export) the two
    stand apart with an empty line between them, so each block keeps its opening and closing prose lines; otherwise
    the joiner follows a full stop (added when the head ends in a word, a value or a bracket), and the second keeps
    its own case (a value such as "Thai food" or "Dr. Shah" may open it)."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if head[-1:].isalnum() or head.endswith((")", "]", "'")):
        head += "."
    return head + joiner + tail
