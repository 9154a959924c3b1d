"""Wordings "dev26" (called "heldout26" until stop 34) of `memlineage bench ingest` (the ``H26_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A twenty-sixth hand (the helper session "held26"), written blind on 2026-12-05 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the entity code, the
README (any of it), the docs, the issue tracker or any list of misses, and who did not run any extractor,
``memlineage ingest``, ``bench ingest``, the classifier or any server on this set or on anything (only the pure set
tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev25" (to choose other voices),
the names, counts, ``#:`` comments and joining function of "dev25"'s constants (to learn the shape, not the
phrasing), the set tests, the commits that added "heldout25" and its set tests (how a set is wired and tested), and
the names in the commit that renamed it "dev25". It was held out: the lead ran it at stop 34 on the extractor after ext19 (at 7705b85) and,
before anyone read its misses, again after ext20's readings for dev25 (at 412a42f), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks) and in small talk and
traps, so no class has a voice of its own:

* a dairy farmer: "up at four for milking", "the herd", "the parlour", "calving", "silage", "the tanker", "the
  missus", "the mart", "market day";
* Scouse (Liverpool English): "la", "sound", "boss", "dead" (very), "me ma", "our kid", "made up", "ta", "gorra",
  "scran", "is right", "ta-ra";
* Boston English: "wicked", "pissah", "kid", "the T", "Dunks", "the packie", "down the Cape", "Southie", "the Sox";
* a Thai speaker's English: "ka" and "na ka" (politeness), "sawasdee ka", "khob khun ka", "mai pen rai", "same
  same", "sabai sabai", "too much" (very much), no tense or article ("I have allergy to …");
* Israeli English: "tachles" (bottom line), "achi", "dugri" (straight), "sababa", "beseder", "balagan", "stam"
  (just kidding), "toda", "shalom", "lehitraot";
* a crypto trader: "gm", "gn", "ser", "fren", "HODL", "diamond hands", "WAGMI", "bullish", "rug", "aping in", "not
  financial advice", "onchain", "touching grass";
* a long-haul trucker on the CB: "Breaker one-nine", "10-4", "good buddy", "the logbook", "the cab", "my reset",
  "over the road", "truck stop", "dispatch", "over and out";
* a K-pop fan: "bestie", "not me …", "the way I …", "I'm screaming", "my bias", "my ult", "periodt", "it's giving",
  "comeback", "😭";
* a SQL snippet from the user's own notes database: a prose line ending in ":", an "INSERT INTO …" line and a
  "VALUES (…);" line, or an "UPDATE …" line, a "SET … = …" line (and a "WHERE …;" line), the value only in the
  VALUES or SET line, then a closing prose line.

Small talk is hard but fair: greetings, thanks, moods, rain, heat, fog and traffic, sign-offs in every voice ("Right,
the cows are calling. Talk later.", "I'm off, la. Ta-ra.", "Pulling into the truck stop, over and out.", "ok bye
bestie, love u"), a SQL row that says hello or holds a mood, general-knowledge questions in the same voices. Traps
look like memories and are not, and share their words: other people's tastes, allergies, diets, hours, days, budgets
and numbers (the missus, a neighbour's lad, our kid, me ma, cousin Sully, a boss, a mother, a husband, a
brother-in-law, a co-founder, a co-driver, a dispatcher, a bestie, a bias, a brother's SQL row, a colleague's
schema), past states (up at three years back, vegetarian in school, vegan in college, the army, 2021, flatbed days,
an old fanclub, a deleted row), hypotheticals (selling the herd, the lottery, New York, Japan, a dog, a 100x, an own
rig, meeting the bias, an UPDATE never run), questions about the user's own data (a SELECT too), quoted menus, rules,
policies and signs (the co-op, a chippy board, a packie sign, a menu, a hotel policy, an exchange, a truck stop, a
concert, a SQL tutorial), texts to write for someone else, forwarded messages, retractions, sarcasm and jokes.

Two memories share a message about a third of the time (:data:`H26_JOINERS`, :func:`join_h26`); some memories carry
an aside (:data:`H26_ASIDES`, each on a line of its own, so a block's opening prose line stays at the start of one and
its closing line at the end of one). Every style reads as its writer would put it (the learners' grammar included)
for every value of its placeholders and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H26_ASIDES", "H26_CONSTRAINTS", "H26_EVENT_STYLES", "H26_FACT_STYLES", "H26_JOINERS", "H26_PREF_STYLES",
           "H26_SMALLTALK", "H26_TASK_STYLES", "H26_TRAPS", "join_h26"]

H26_PREF_STYLES = [
    # a dairy farmer's voice
    "Up at four for milking, so I'll keep it short: {v}, every time.",
    "Same as the herd goes back to the same gate, I go back to {v}.",
    "Put me down for {v}. The missus says I'm set in my ways, and she's right.",
    "Out in the yard all day, but if I get a say, it's {v}.",
    "{V}. That's me, plain as silage.",
    "Between calving and the milk tanker, one thing I'm sure of: I go for {v}.",
    # Scouse (Liverpool English)
    "{V} for me, la. Dead sound, that.",
    "Me ma'll tell you, I've always gone for {v}. Boss.",
    "Our kid laughs at me but I'm made up with {v}, honest.",
    "Ta for asking, la: {v} every time.",
    "I'm dead into {v}, is right.",
    "Give us {v} and I'm sound, la.",
    # Boston English
    "I'm wicked into {v}, kid. Put that in the book.",
    "{V}, every single time. Pissah.",
    "Not gonna lie, {v} is my thing. Wicked pissah.",
    "Ask anyone in Southie, I'm all about {v}.",
    "Kid, put me down for {v}, no question.",
    "Me, I'm a {v} guy, wicked simple.",
    # a Thai speaker's English
    "Sawasdee ka. I like {v} very much na ka.",
    "For me {v} is the best ka, please remember.",
    "{V} same same every time for me, khob khun ka.",
    "I always choose {v} ka, no change.",
    "Please note na ka: I like {v} too much.",
    "Mai pen rai for other thing, but {v} is my favourite ka.",
    # Israeli English
    "Tachles: I like {v}. That's it.",
    "Achi, I'm telling you dugri, {v} for me, always.",
    "{V}. Sababa, that's what I want.",
    "Beseder, so for your notes, I go for {v} every time.",
    "No balagan: {v}, that's my preference.",
    "Shalom, quick thing, I'm a {v} person, toda.",
    # a crypto trader
    "gm ser. bullish on {v}, always have been.",
    "{V}. I HODL that one, diamond hands.",
    "Not financial advice, but {v} is my pick every time.",
    "fren, log it: I go for {v}, WAGMI.",
    "I'm long {v}, forever. Never selling that position.",
    "Onchain fact about me: {v}, no rug.",
    # a long-haul trucker on the CB
    "Breaker one-nine, this is me: I go for {v}, 10-4.",
    "Three hundred days a year over the road and I still pick {v}.",
    "Put it in the logbook, good buddy: {v}.",
    "{V}. That's my pick, whatever truck stop I'm at.",
    "Hammer down on this one: {v}, every time.",
    "Copy that, {v} for this driver.",
    # a K-pop fan
    "bestie not me always picking {v} 😭 but yes {v}, note it",
    "{V} is my ult, periodt.",
    "the way I will always choose {v}. it's a stan thing",
    "ok so like {v}?? I'm screaming, yes, always {v}",
    "{V} is giving main character, so that's my choice every time.",
    "my bias in life is {v} and that's on that",
    # a SQL snippet from the user's own notes database
    "Straight from my own notes database:\nINSERT INTO about_me (topic, detail)\nVALUES (\"likes\", \"{v}\");\nThat row is current, by the way.",
    "The row I keep on myself:\nUPDATE about_me\nSET favourite = \"{v}\"\nWHERE person = \"me\";\nRan it this morning, it stands.",
    "Here's my own table, copy it over:\nINSERT INTO preferences (who, pick)\nVALUES (\"me\", \"{v}\");\nKeep that one on file.",
    "From my personal db:\nUPDATE me\nSET go_to = \"{v}\";\nNothing else changed.",
]

H26_CONSTRAINTS = {
    "allergy": [
        # a dairy farmer's voice
        "Vet knows, the GP knows, now you know: I'm allergic to {a}.",
        "{A} puts me in a bad way, worse than a kick from a heifer. Allergic.",
        "Between milkings, write this: allergy to {a}, a proper one.",
        # Scouse
        "I'm allergic to {a}, la, proper bad. Don't be giving us any.",
        "{A}? No chance, la. Allergic, me.",
        "Me ma found out when I was a kid: allergic to {a}. Still am.",
        # Boston
        "Wicked allergic to {a}, kid. Not a joke.",
        "{A}, I can't go near it. Allergic since I was a kid in Dorchester.",
        "Kid, write this down: allergic to {a}, ended up at Mass General once.",
        # Thai
        "I have allergy to {a} ka, please be careful na ka.",
        "{A} cannot ka, I am allergic.",
        "Khob khun ka for asking, I am allergic {a}, very bad ka.",
        # Israeli
        "Tachles, I'm allergic to {a}. Not a preference, allergic.",
        "Achi, {a} and me, no. Allergy, the serious kind.",
        "Beseder, for the file: allergic to {a}, carry the pen and everything.",
        # crypto
        "gm. allergic to {a}, that's a hard no, ser.",
        "{A} is a rug for my body. Allergic, log it.",
        "not financial advice but I'm allergic to {a}, so zero exposure.",
        # trucker
        "Breaker one-nine, driver here is allergic to {a}, 10-4?",
        "{A}, no sir. Allergic, carry the card in the cab.",
        "Put it in the logbook: allergic to {a}, good buddy.",
        # K-pop fan
        "bestie I'm allergic to {a} 😭 like actually allergic",
        "{A}?? allergic. not me ending up in the ER again",
        "the way I'm allergic to {a}, please note it, it's serious",
        # SQL
        "Row from my own health table:\nINSERT INTO health (kind, detail)\nVALUES (\"allergy\", \"{a}\");\nThat's a real one, please respect it.",
        "My own record, as it stands:\nUPDATE me\nSET allergic_to = \"{a}\";\nThe doctor confirmed it.",
    ],
    "diet": [
        # farmer
        "Funny for a dairy man, but I'm {d} now. Write that one down.",
        "Up at four, in at nine, and yes, I'm {d}.",
        "The missus cooks round it: I'm {d}.",
        # Scouse
        "I'm {d}, la, have been for years. Sorted.",
        "Me ma still doesn't get it, but I'm {d}, is right.",
        "For the scran: I'm {d}, ta.",
        # Boston
        "Kid, I'm {d}. Yeah, even at Fenway.",
        "I'm {d}, wicked strict about it.",
        "Even at Dunks, I'm {d}, no cheating.",
        # Thai
        "I am {d} ka, please remember na ka.",
        "Food for me, {d} only ka.",
        "Sawasdee ka, I am {d}, khob khun ka.",
        # Israeli
        "Tachles: I'm {d}. Plan food around it.",
        "Achi, I'm {d}, no discussion.",
        "Beseder, so for meals, I'm {d}.",
        # crypto
        "gm, I'm {d}, that's locked in, ser.",
        "ser, I'm {d}. log it on-chain.",
        "fren, I'm {d}, WAGMI.",
        # trucker
        "Hard to find at a truck stop, but I'm {d}, 10-4.",
        "Driver here is {d}, good buddy.",
        "Over the road or at home, I'm {d}.",
        # K-pop fan
        "bestie I'm {d} btw, note it",
        "not me being {d} for three years now 😌",
        "I'm {d}, periodt. plan food around that",
        # SQL
        "My own diet row:\nINSERT INTO health (kind, detail)\nVALUES (\"diet\", \"{d}\");\nStill holds, as of today.",
    ],
    "hours": [
        # farmer
        "Milking comes first, so nothing before {t}.",
        "I'm in the parlour till {t}, don't book anything earlier.",
        "Cows don't wait: nothing after {t}, I'm up at four.",
        # Scouse
        "Don't be ringing us before {t}, la.",
        "Nothing after {t}, la, I'm done for the day.",
        "Me shift finishes, so nothing before {t}, sound?",
        # Boston
        "Kid, no calls before {t}. Wicked serious.",
        "After {t} I'm off the clock, kid.",
        "Don't book me before {t}, the T is a nightmare.",
        # Thai
        "Please no meeting before {t} ka.",
        "After {t} I am not free ka, sorry na ka.",
        "I can start only from {t} ka.",
        # Israeli
        "Tachles, nothing before {t}. I'm not a morning person.",
        "Achi, after {t} I don't answer. Family time.",
        "Beseder, book things from {t}, not earlier.",
        # crypto
        "gm is at {t} for me, nothing earlier ser.",
        "after {t} I'm watching charts, no calls fren.",
        "Nothing before {t}, I'm up late watching the Asia open.",
        # trucker
        "My reset ends at {t}, nothing before that, 10-4.",
        "After {t} this driver is off duty, good buddy.",
        "Nothing earlier than {t}, I'm sleeping in the cab.",
        # K-pop fan
        "nothing before {t} bestie, I was up streaming",
        "after {t} I'm offline, it's a whole thing",
        "don't schedule me before {t}, I'm not alive yet 😭",
        # SQL
        "My availability row:\nUPDATE me\nSET earliest_call = \"{t}\";\nThat's my actual hour, not a guess.",
    ],
    "budget": [
        # farmer
        "Milk price being what it is, keep it under {m}.",
        "The most I'll pay is {m}, not a penny over.",
        "Don't go past {m}. Feed's gone up again.",
        # Scouse
        "Max {m}, la. I'm not made of money.",
        "Keep it under {m}, sound?",
        "Don't go over {m}, our kid'll kill us.",
        # Boston
        "Kid, {m} tops. Wicked tight this month.",
        "Nothing over {m}, no way, kid.",
        "I got {m} to spend and that's it.",
        # Thai
        "My budget is {m} ka, not more na ka.",
        "Maximum {m} ka, please.",
        "Not more than {m} ka, khob khun ka.",
        # Israeli
        "Tachles, {m} maximum. Not a shekel more.",
        "Achi, the limit is {m}.",
        "Beseder, budget is {m}, stick to it.",
        # crypto
        "max {m}, ser. the bear market is real.",
        "stake limit for me is {m}, no more.",
        "keep it under {m}, I'm not aping in above that.",
        # trucker
        "Keep it under {m}, good buddy, diesel ain't cheap.",
        "{m} is the ceiling, 10-4.",
        "No more than {m}, this driver's on a budget.",
        # K-pop fan
        "budget is {m} bestie, the rest goes on albums",
        "not me having {m} max 😭 so stay under it",
        "{m} limit, periodt.",
        # SQL
        "From my own budget table:\nINSERT INTO limits (what, amount)\nVALUES (\"max spend\", \"{m}\");\nThat's the figure I stick to.",
    ],
    "days": [
        # farmer
        "{W}s are market day, so I'm never free then.",
        "Nothing on {w}s, that's when the tanker comes.",
        "I'm at the mart every {w}, keep it clear.",
        # Scouse
        "{W}s are out, la. Five-a-side.",
        "Don't book us anything on a {w}, la.",
        "Every {w} I'm at me ma's, so no.",
        # Boston
        "{W}s, no way, I'm wicked busy.",
        "Kid, never on a {w}. I'm down the Cape.",
        "Nothing on {w}s, wicked important.",
        # Thai
        "{W} I am not free ka, every week.",
        "Please no booking on {w} na ka.",
        "Every {w} I go to temple ka, so not free.",
        # Israeli
        "Tachles, {w}s don't work. Ever.",
        "Achi, I never do {w}s.",
        "Beseder, keep my {w}s free.",
        # crypto
        "{W}s are off, ser, I'm offline.",
        "no meetings on {w}s fren.",
        "Every {w} I'm touching grass, so no.",
        # trucker
        "{W}s I'm on the road, can't do it, 10-4.",
        "Nothing on a {w}, good buddy, that's my long haul.",
        "Every {w} is my reset day, keep it clear.",
        # K-pop fan
        "{W}s are for streaming, bestie, don't book me",
        "not on {w}s, I have a whole fan meet thing",
        "never {w}s, periodt",
        # SQL
        "My own calendar rule:\nUPDATE me\nSET day_off = \"{w}\";\nEvery single week, no exception at all.",
    ],
}

H26_FACT_STYLES = [
    # a dairy farmer's voice
    "For the farm paperwork, my {n}: {v}.",
    "Jot it down before I head back to the parlour: my {n} is {v}.",
    "The missus usually keeps these, but my {n} is {v}.",
    "Herd numbers I know by heart, and this one too: my {n}, {v}.",
    # Scouse
    "Me {n}? {v}, la.",
    "Right, la, my {n} is {v}. Sound.",
    "Our kid keeps asking so I'll put it here: my {n} is {v}.",
    "Ta for keeping this, my {n}'s {v}.",
    # Boston
    "Kid, my {n} is {v}. Wicked easy to remember.",
    "Write it down, kid, my {n}: {v}.",
    "My {n}? {v}. Don't lose it, kid.",
    "For the record, kid, {v} is my {n}.",
    # Thai
    "My {n} is {v} ka.",
    "Please remember na ka, my {n}: {v}.",
    "Khob khun ka, my {n} is {v} ka.",
    "For you to keep ka: {n}, {v}.",
    # Israeli
    "Tachles: my {n} is {v}.",
    "Achi, save this, my {n}, {v}.",
    "Beseder, my {n} is {v}. Done.",
    "Shalom, for your records, my {n}: {v}.",
    # crypto
    "gm. my {n} is {v}, store it somewhere safer than my seed phrase.",
    "ser, my {n}: {v}.",
    "fren, log this: {n} = {v}.",
    "Onchain or off, my {n} is {v}.",
    # trucker
    "Breaker one-nine, my {n} is {v}, over.",
    "For the logbook, good buddy: {n}, {v}.",
    "Keep this in the cab file: my {n} is {v}.",
    "10-4 on this, my {n}: {v}.",
    # K-pop fan
    "bestie my {n} is {v}, save it",
    "not me forgetting my own {n} again 😭 it's {v}",
    "for the record my {n} is {v}, periodt",
    "ok my {n}?? {v}. note it",
    # SQL
    "My own record, pasted as is:\nINSERT INTO about_me (field, value)\nVALUES (\"{n}\", \"{v}\");\nThat's mine and it's current.",
    "From the table I keep on myself:\nUPDATE about_me\nSET value = \"{v}\"\nWHERE field = \"{n}\";\nUp to date as of today.",
]

H26_EVENT_STYLES = [
    # a dairy farmer's voice
    "Got to get the relief milker in: my {e} is {d}.",
    "{E} {d}, so the herd's on the neighbour that day.",
    "Mark it on the calendar in the kitchen: {e}, {d}.",
    "Between calving and everything else, don't let me forget the {e} {d}.",
    # Scouse
    "Me {e}'s {d}, la.",
    "Got the {e} {d}, la. Made up.",
    "{E}: {d}. Don't let us forget, la.",
    "Right, la, the {e} is {d}.",
    # Boston
    "Kid, my {e} is {d}. Wicked important.",
    "{E}, {d}. Gotta take the T early.",
    "The {e} is {d}, don't let me blow it, kid.",
    "Put it in, kid: {e} {d}.",
    # Thai
    "My {e} is {d} ka.",
    "{E} on my calendar ka: {d}.",
    "Please remember na ka, {e} {d}.",
    "I have {e} {d} ka, khob khun ka.",
    # Israeli
    "Tachles, the {e} is {d}.",
    "Achi, {e}: {d}. Put it in.",
    "Beseder, my {e} is {d}.",
    "Balagan week, but the {e} is {d}, don't let me miss it.",
    # crypto
    "gm. {e} is {d}, set an alert ser.",
    "calendar entry, ser: {e}, {d}.",
    "fren, my {e} is {d}. bullish.",
    "{E} {d}. not financial advice, just my calendar.",
    # trucker
    "Breaker one-nine, {e} {d}, I'm routing home for it.",
    "Put it in the logbook: {e}, {d}.",
    "{E} is {d}, good buddy, 10-4.",
    "Got dispatch to keep me local: my {e} is {d}.",
    # K-pop fan
    "bestie my {e} is {d} 😭",
    "{E} {d}, not me being nervous already",
    "my {e} is {d}, it's giving comeback day",
    "ok so the {e}?? {d}. note it",
    # SQL
    "Row from my own calendar table:\nINSERT INTO calendar (what, day)\nVALUES (\"{e}\", \"{d}\");\nThat one is booked and confirmed.",
    "My calendar db, as of now:\nUPDATE calendar\nSET day = \"{d}\"\nWHERE what = \"{e}\";\nMoved it there myself.",
]

H26_TASK_STYLES = [
    # a dairy farmer's voice
    "After morning milking, remind me to {t}.",
    "Before the tanker comes, I need to {t}.",
    "The missus says I'll forget, so remind me to {t}.",
    # Scouse
    "Remind us to {t}, la.",
    "I've gorra {t}, la. Don't let us forget.",
    "Me ma says I need to {t}. She's right.",
    # Boston
    "Kid, remind me to {t}.",
    "Gotta {t}, wicked important.",
    "Don't let me forget to {t}, kid.",
    # Thai
    "Please remind me to {t} ka.",
    "I must {t} ka, help me remember na ka.",
    "Don't forget na ka, I need to {t}.",
    # Israeli
    "Tachles, remind me to {t}.",
    "Achi, I have to {t}. Put it on the list.",
    "Beseder, to-do: {t}.",
    # crypto
    "ser, remind me to {t}.",
    "set an alert fren: {t}.",
    "gm. todo: {t}. no excuses.",
    # trucker
    "At the next truck stop, remind me to {t}.",
    "Breaker one-nine, I need to {t}, 10-4.",
    "Put it on the list, good buddy: {t}.",
    # K-pop fan
    "bestie remind me to {t} 😭",
    "not me needing to {t} again",
    "ok I have to {t}, remind me periodt",
    # SQL
    "Pasted from my own to-do table:\nINSERT INTO todo (owner, item)\nVALUES (\"me\", \"{t}\");\nStill open, so remind me.",
    "My to-do db, as it stands:\nUPDATE todo\nSET next_item = \"{t}\"\nWHERE owner = \"me\";\nNot done as of now.",
    "The row I added for myself:\nINSERT INTO todo (item)\nVALUES (\"{t}\");\nPlease nag me till it is done.",
]

H26_SMALLTALK = [
    # a dairy farmer's voice
    "Morning. Been up since four with the herd, just having a brew.",
    "Cheers for that, you've saved me a trip into town.",
    "Rain again. The yard's a swamp.",
    "Long day. Two calves born before breakfast, both grand.",
    "How long does a cow carry a calf, roughly?",
    "What's the difference between hay and silage, in plain words?",
    "Right, the cows are calling. Talk later.",
    "Knackered tonight, that's all. Nothing to do.",
    # Scouse
    "Alright la, how's it going?",
    "Ta, that's boss, that.",
    "Made up today, no reason. Just sound.",
    "It's bucketing down in town, la.",
    "Why is the Mersey ferry so famous anyway?",
    "Who wrote Penny Lane, la, was it Paul or John?",
    "I'm off, la. Ta-ra.",
    "Dead tired after work, la, that's all.",
    # Boston
    "Hey kid, how ya doin'?",
    "Wicked helpful, thanks.",
    "Freezin' out here, the wind off the harbor is no joke.",
    "The T was a disaster this morning, forty minutes for two stops.",
    "When did the Sox last win the Series?",
    "Why do they call it the Big Dig, kid?",
    "Alright, I'm outta here. Later, kid.",
    "Wicked long day. Just venting.",
    # Thai
    "Sawasdee ka!",
    "Khob khun ka, very helpful na ka.",
    "Today very hot ka, I stay inside.",
    "Mai pen rai ka, no problem.",
    "Why Bangkok have so much traffic ka?",
    "What is the tallest mountain in Thailand ka?",
    "Bye bye ka, see you na ka.",
    "Today I am happy ka, sabai sabai.",
    # Israeli
    "Shalom, how are you?",
    "Toda, sababa.",
    "What a balagan today, everything late.",
    "Hot like hell in Tel Aviv today, achi.",
    "Tachles, how far is Jerusalem from Haifa?",
    "Who invented the drip irrigation thing, was it Israeli?",
    "Lehitraot, talk later.",
    "Beseder, all good, just saying hi.",
    # crypto
    "gm ser",
    "ty fren, huge",
    "charts are ugly today. just venting",
    "gn, touching grass now",
    "who actually invented bitcoin, anyone know for sure?",
    "what's a block time on ethereum these days?",
    "WAGMI, have a good one",
    "market's red, mood's red, that's all",
    # trucker
    "Breaker one-nine, just saying howdy.",
    "10-4, thanks a bunch, good buddy.",
    "Fog on I-80 thick as pea soup tonight.",
    "Long haul today, eleven hours, beat.",
    "How many miles is it coast to coast, roughly?",
    "Why do they call it a jake brake?",
    "Pulling into the truck stop, over and out.",
    "Coffee's terrible here but it's hot.",
    # K-pop fan
    "hiii bestie",
    "omg thank you so much 😭",
    "I'm screaming, the comeback teaser dropped",
    "not me crying at 2am again",
    "how many members are in BTS again?",
    "what does maknae mean exactly?",
    "ok bye bestie, love u",
    "I'm so tired but it's fine, it's giving survival",
    # SQL
    "A row I wrote just for you:\nINSERT INTO greetings (word)\nVALUES (\"hello\");\nThat's it, I'm just saying hi.",
    "My mood, in my own notes db:\nUPDATE mood\nSET today = \"tired but fine\";\nNothing to do about it.",
    # general knowledge in the same voices
    "Quick one, la: how many moons has Mars got?",
    "Kid, what's the capital of Australia, is it Sydney?",
    "How hot is the sun, roughly ka?",
    "Achi, why is the sea salty?",
    "ser, how many bitcoin can there ever be?",
    "Good buddy, which interstate is the longest one?",
]

H26_TRAPS = [
    # a dairy farmer's voice
    "The missus is allergic to penicillin, not me. Just so you know it's hers.",
    "My neighbour's lad is vegan. Daft for a farmer's son.",
    "Years back I was up at three for milking, not any more.",
    "If I ever sold the herd, I'd move to Spain. Not happening.",
    "What did I tell you my shoe size was, do you remember?",
    "The co-op's rule is no visitors before 9am. It's their rule, not my own.",
    "Write a note for my brother: 'Can't do Mondays, I'm at the mart.'",
    "Forwarded from the vet: 'Max £90 for the callout, then it's extra.'",
    "Ignore what I said about Fridays, I got mixed up.",
    "Oh yes, I just love muck-spreading in the rain. Best job going.",
    # Scouse
    "Our kid's allergic to cats, la, not me.",
    "Me ma only drinks red wine, la, proper posh.",
    "I used to be vegetarian back in school, la. Not now.",
    "If I won the lottery, la, I'd buy a box at Anfield.",
    "What's me passport number again, la? Have I told you?",
    "The chippy's board says 'No cards under £5.' Their sign, not me.",
    "Write a text for me mate saying he can't do Saturdays, la.",
    "Me ma sent this: 'Tell the lad I'm off on Thursday.'",
    "Scratch that last thing, la, I was messing.",
    "Oh yeah, la, I love the traffic on Scotland Road. Dead relaxing.",
    # Boston
    "My cousin Sully is allergic to shellfish, kid. Crazy, for a Boston guy.",
    "My boss won't pick up a call before 6pm, the guy's a vampire.",
    "Back in college I was vegan for like a week.",
    "If I ever moved to New York, which I won't, I'd need a budget of 300 dollars a night.",
    "Kid, what's my dentist's name again? Did I tell you?",
    "The packie's sign says 'Closed Sundays.' Not my rule.",
    "Write something for my girlfriend's mom saying she's pescatarian.",
    "My brother forwarded this: 'No meetings on Fridays, I'm down the Cape.'",
    "Forget I said that about the window seats, kid, I was kidding.",
    "Yeah, I just love the Yankees. Wicked great team.",
    # Thai
    "My mother is allergic to shrimp ka, not me.",
    "My husband like spicy food too much ka, I think it's crazy.",
    "Before, when I was student, I was vegetarian ka.",
    "If I go to Japan, maybe I spend €1,200 ka. Only dream.",
    "What I told you is my phone number ka? I forget.",
    "The restaurant menu says 'Pad thai with peanuts' ka, just reading.",
    "Please write message for my friend ka, she cannot come on Tuesday.",
    "My sister send me this ka: 'I am free only after 6pm.'",
    "Sorry ka, forget what I say before.",
    "I love waiting two hours in traffic ka, so fun. Joke ka.",
    # Israeli
    "My brother-in-law is allergic to sesame, achi. Imagine, in Israel, no tahini.",
    "My boss is pescatarian, tachles, not me.",
    "In the army I woke up at five every day. Not anymore, thank God.",
    "If I had a dog, achi, I'd call it Pepper. I don't.",
    "Achi, what's my employee id? Did I give it to you?",
    "The hotel policy says check-in after noon. Their rule.",
    "Write for my cousin: 'I can't do Fridays, Shabbat dinner.'",
    "Forwarded from my aunt: 'Budget is £90 for the gift, no more.'",
    "Stam, I was joking about the jazz thing. Forget it.",
    "Oh yes, I love the Ayalon highway at rush hour, sababa.",
    # crypto
    "my co-founder is allergic to latex, weird flex but ok",
    "my fren only eats Thai food, he's obsessed",
    "back in 2021 I was up at 4am every day watching charts",
    "if I hit 100x I'd buy a flat in Utrecht lol",
    "ser what's my wifi password? did I tell you already?",
    "the exchange says withdrawals max $200 a day. their rule",
    "write a tweet for my friend saying he's vegan now",
    "forwarded from the group chat: 'no calls before noon, I'm hungover'",
    "nvm what I said about oat milk, I was trolling",
    "love losing 40% overnight, amazing feeling, 10/10",
    # trucker
    "My co-driver's allergic to peanuts, good buddy, not me.",
    "Dispatcher only works till 7:30 pm, his hours not mine.",
    "Back when I ran flatbed I never slept past 5.",
    "If I ever got my own rig I'd paint it red. Dreaming.",
    "What did I tell you my car plate was, good buddy?",
    "Truck stop sign says 'No parking over 10 hours.' Their rule.",
    "Write a note to my wife saying I can't make it home Wednesday.",
    "Forwarded from another driver: 'Avoid Thursdays on I-80, it's jammed.'",
    "Scratch that last one, good buddy, wrong channel.",
    "Oh yeah, I love a 4-hour wait at the dock. Favourite thing.",
    # K-pop fan
    "my bestie is allergic to gluten, not me lol",
    "my bias only drinks oat milk flat whites, so iconic",
    "I used to be in a fanclub that met every Saturday, not anymore",
    "if I met my bias I'd cry for like 3 days",
    "wait what's my shoe size, did I tell you??",
    "the concert rules say no bags over 30cm, not my rule",
    "write a fan letter for my friend saying she loves jazz",
    "forwarded from the fan chat: 'the meet is 7:30 pm Friday'",
    "ok ignore that, I was joking about Sundays",
    "love queueing for 9 hours in the rain, so fun 🙃",
    # SQL
    "My brother's row, not mine:\nINSERT INTO about_brother (field, value)\nVALUES (\"allergy\", \"shellfish\");\nHe asked me to keep it, it's his.",
    "Tell me what this gives back for me:\nSELECT allergy, diet\nFROM about_me;\nWhat would that return?",
    "A row I deleted because it's old:\nDELETE FROM about_me\nWHERE field = \"city\";\nI don't live there any more.",
    "A sample from a SQL tutorial, not my data:\nINSERT INTO customers (name, budget)\nVALUES (\"Alice\", \"€150\");\nJust practising.",
    "My colleague's schema, pasted for help:\nUPDATE staff\nSET day_off = \"Friday\";\nIs the syntax right?",
    "Hypothetically, if I ran this one:\nUPDATE me\nSET diet = \"vegan\";\nJust curious, not doing it.",
]

#: What the "dev26" set puts around some memories: each on a line of its own, so a block's opening prose line
#: stays at the start of one and its closing line at the end of one.
H26_ASIDES = (["", "Quick one between jobs.\n", "Me again, sorry.\n", "While I think of it.\n", "One for your notes.\n",
               "Got a sec? Here.\n", "Adding to the pile.\n", "Small thing for you.\n", "Jotting this down.\n",
               "Another bit of info.\n"],
              ["", "\nThat's all from me.", "\nBack to work now.", "\nCheers, that's it.", "\nOk, done for now.",
               "\nGot it? Good.", "\nNothing more.", "\nTalk soon.", "\nAll noted, ta.", "\nThat's everything."])

#: How two memories share one message in the "dev26" set (about a third of its real turns are paired).
H26_JOINERS = [" While I'm at it: ", " Tacking on: ", " Also for the list: ", " Then there's this: ",
               " Throwing in: ", " Separate thing: ", " Bonus item: ", " And separately: ", " Add this too: ",
               " Same message, other thing: "]


def join_h26(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev26" hand: when either is a block of lines (a SQL snippet) the two
    stand apart with an empty line between them, so each block keeps its opening and closing prose lines; otherwise
    an inline joiner follows a full stop (added when the head ends in a word, a value or a bracket), and the second
    keeps its own case."""
    if "\n" in head or "\n" in tail:
        return head + "\n\n" + tail
    if head[-1:].isalnum() or head.endswith((")", "]")):
        head += "."
    return head + joiner + tail
