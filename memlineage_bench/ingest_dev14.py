"""Wordings "dev14" (called "heldout14" until its one held-out run at stop 30) of `memlineage bench ingest` (the ``H14_*`` constants), kept out of ``ingest.py``; ``ingest``
imports them and wires the set into its ``WORDING_SETS``.

A fourteenth hand (the helper session "held14"), written blind on 2026-12-02 by an engineer who had not read the
extractor, its classifier or its training tool, the gate, the labels, the query understanding, the README (any of
it), the docs' pages on ingest, the notes (``issues stops``) or any list of misses, and who did not run any extractor,
``memlineage ingest``, ``bench ingest`` or the classifier on this set or on anything (only the generator and the pure
set tests). What was read: the generator (``ingest.py``), the docstrings of "dev8" … "dev13" (to choose other
voices) and the names, counts and joining of "dev13"'s constants (to learn the shape, not the phrasing). It was held
out: the lead ran it once (stop 30), then renamed it.

Voices, each used across every class (preferences, the five constraints, facts, events, tasks), so no class has a
voice of its own:

* Irish English: "grand", "I'm after …" (I have just …), "would you ever …" (please), "I do be …", "me" for "my",
  "sure look", "go way", "a mil", "giving out", "the craic", "ye";
* South African English: "ja", "ja-nee", "eish", "lekker", "shame", "hey" at the end, "bru", "just now" and
  "now-now" (later, soon), "is it?";
* a chef's kitchen talk about their own life: "Yes chef", "86 the …", "on the pass", "allergen ticket", "all day",
  "fire it", "walk-in", "mise", "service";
* a teacher writing about themself in report-card style: "Self-report, spring term: …", "Strengths: …",
  "Target: …", "Attendance note: …", "Pupil record (mine): …", "Homework (mine): …";
* a user quoting their own earlier message with "> " and amending it: a prose line ending in ":", the quoted line
  (nothing to keep, or a vaguer or older version), and the amendment in prose after it, so an aside or a joiner
  never lands on the quote;
* Taglish, a Filipino user switching between Tagalog and English mid-sentence: "po", "ako", "sa", "ko", "lang",
  "talaga", "kasi", "bawal", "gusto ko", "paki-remind", "sige", "naman";
* a legal-aid client, plain and a little anxious, writing for "the file" or "the forms": "my solicitor said to
  tell you …", "I'm on legal aid", "I've nothing to hide", "for the caseworker";
* a user pasting a one-line JSON snippet of their own settings: a prose line ending in ":", the JSON object on a
  line of its own, then a prose line, so an aside or a joiner never lands on the JSON.

Small talk is hard but fair: Irish and South African greetings and weather, kitchen noise, report-card comments on
the agent, an empty quote ("> " of a greeting), Taglish moods, a legal-aid client's nerves with nothing to keep,
an empty JSON object, general-knowledge questions in the same voices. Traps look like memories and are not, and share
their words: other people's allergies, diets, hours and numbers (a commis chef's allergen ticket for a table, a
pupil's record, a cousin, a Tita, an ex-partner in a custody case, the kitchen's opening hours), a request to write a
first-person menu line or a pupil's report comment, a quoted message that is retracted as undecided, a JSON default
pasted from documentation or someone else's config, past states ("back when I was a commis …", an old address in
a statement), undecided plans ("might go vegan, bahala na"), questions about the user's own data, hypotheticals,
sarcasm ("ja-nee, I just love …"), jokes, a forwarded chain text and a solicitor's template letter.

Two memories share a message about a third of the time (:data:`H14_JOINERS`, :func:`join_h14`); some memories carry
an aside (:data:`H14_ASIDES`). Every style reads as its writer would put it (the dialects' and Taglish's grammar
included) for every value of its placeholders ("trains over planes", "quiet rooms on a high floor", "noon",
"tomorrow", "next Friday", "the 14th of March", "cats", "lactose intolerant", "€1,200", "my sister: Anna", "my
dentist: Dr. Shah") and carries nothing else a careful note-taker would keep.
"""

from __future__ import annotations

__all__ = ["H14_ASIDES", "H14_CONSTRAINTS", "H14_EVENT_STYLES", "H14_FACT_STYLES", "H14_JOINERS", "H14_PREF_STYLES",
           "H14_SMALLTALK", "H14_TASK_STYLES", "H14_TRAPS", "join_h14"]

H14_PREF_STYLES = [
    # Irish English
    "I'd be a divil for {v}, to be honest with you.",
    "{V} every time for me, that's me sorted, grand.",
    "Would you ever keep it in mind that I'm fierce fond of {v}?",
    "Sure look, give me {v} and I'm happy out.",
    # South African English
    "Ja, {v} for me, always, hey.",
    "Eish, nothing beats {v}, that's lekker for me.",
    "Shame, I'm all about {v}, bru.",
    "Just so you know for just now: I go for {v}, every single time.",
    # a chef's kitchen talk
    "Yes chef: {v} on my ticket, every service.",
    "On the pass for me it's {v}, all day.",
    "My mise for a good day includes {v}, no question.",
    "If I'm ordering off my own menu, fire {v}.",
    # report-card style
    "Self-report, spring term: consistently chooses {v}, given the option.",
    "Strengths: a settled and well-known liking for {v}.",
    "Target for the agent: remember that I reliably pick {v}.",
    # quoting my own message and amending it
    "Going back to something I typed earlier:\n> not fussy, whatever you think\n"
    "That wasn't right. I do prefer {v}, please go by that.",
    "Amending my last message:\n> i'll tell you my taste later\nHere it is then: {v}, that's what I like.",
    "Correcting myself from this morning:\n> either is fine\nActually no, {v} would be far better for me. Please note it.",
    # Taglish
    "Gusto ko talaga ng {v}, promise.",
    "{V} lang ako lagi, kasi that's what I like.",
    "Ako, {v} talaga ang favorite ko, sige note mo.",
    "Basta {v} for me po, mas okay yun sa akin.",
    # a legal-aid client
    "I'm not great at forms, but for the file: I like {v}.",
    "My solicitor said to tell you the small things too, so: I always prefer {v}.",
    "I've nothing to hide, I just prefer {v}, that's all there is to it.",
    "For the caseworker's notes, if it helps: {v}, please, when there's a choice.",
    # a JSON snippet of my own settings
    "Pasting my own settings, it's quicker:\n{{\"prefer\": \"{v}\"}}\nThat's me, please use it.",
    "From the notes file I keep about myself:\n{{\"likes\": [\"{v}\"]}}\nHasn't changed in years.",
    "My preferences export, one line:\n{{\"favourite\": \"{v}\", \"owner\": \"me\"}}\nKeep that on record.",
    "Here's the bit of my profile config that matters:\n{{\"choose_first\": \"{v}\"}}\nGo by that when you book.",
    # mixed
    "Ja, and yes chef, {v} through and through for me.",
    "Report comment on my own habits: {v}, always, without fail.",
    "Go way, of course I prefer {v}, ye should have it down already.",
]

H14_CONSTRAINTS = {
    "allergy": [
        "I'm allergic to {a}, God help me, so keep it well away.",
        "Would you ever make sure there's no {a}? I'm after ending up in A&E with it before.",
        "Eish, I'm allergic to {a}, hey, properly allergic.",
        "Ja, no {a} for me please, I react badly, it's an allergy.",
        "Allergen ticket for me, personally: {a}. Serious, not a preference.",
        "86 the {a} on anything that comes to me, I'm allergic.",
        "Health, self-report: allergic to {a}, must be kept away from it at all times.",
        "Quoting what I sent before:\n> food-wise no restrictions\n"
        "That was wrong: I am allergic to {a}. Put it right, please.",
        "Let me fix my earlier line:\n> allergies: will check\nChecked. {A}, I'm allergic, the doctor confirmed it.",
        "Allergic ako sa {a}, ha. Bawal talaga sa akin.",
        "Bawal sa akin ang {a} po, allergy kasi.",
        "For the medical part of the legal aid form: I'm allergic to {a}.",
        "My solicitor said it might matter, so: I have an allergy to {a}.",
        "My health settings, pasted as they are:\n{{\"allergies\": [\"{a}\"]}}\nThat list is complete and current.",
        "From my own medical notes file:\n{{\"allergic_to\": \"{a}\", \"severity\": \"high\"}}\nPlease keep that.",
        "Strengths: few. Areas for concern: a real allergy to {a}.",
        "Yes chef, heard: no {a} near me, I'm allergic, bru.",
    ],
    "diet": [
        "I'm after going {d}, so plan the food around that.",
        "I'm {d}, so I am not eating the same as the rest of ye.",
        "Ja, I'm {d}, hey, so the braai needs a plan for me.",
        "Shame, I'm {d}, so most of the menu is out for me.",
        "Staff meal for me has to be {d}, chef, that's how I eat.",
        "Ticket for me: {d}, every time, no exceptions on my plate.",
        "Self-report, diet: {d}. No change expected this year.",
        "Updating an old message of mine:\n> I eat everything\nNot anymore. I'm {d} now, please remember that.",
        "{d} ako, so walang ganun sa plate ko please.",
        "Kasi {d} na ako ngayon, so pakitandaan lang po.",
        "For the forms, if it asks about food: I'm {d}.",
        "I'm on legal aid, not a fancy eater, but I am {d}, so bear that in mind.",
        "My diet setting, copied from my app:\n{{\"diet\": \"{d}\"}}\nStill current, please use it.",
        "Pupil record (mine), dietary: {d}, as it has been for years.",
    ],
    "hours": [
        "Don't be ringing me before {t}, I'm not fit for anyone till then.",
        "Would you ever not book anything for me after {t}? I'm wrecked by then.",
        "Ja, no calls before {t}, hey, I'm only awake properly then.",
        "Eish, after {t} I'm off, so don't book me anything later than that.",
        "I'm on the pass until {t}, so nothing for me before then.",
        "After {t} I'm out of the kitchen and off the clock, so no calls past that.",
        "Attendance note: not available before {t}, please plan around it.",
        "Target: never schedule me anything after {t}.",
        "Fixing what I said before:\n> any time works\nNot true, sorry: nothing before {t}, please.",
        "Hindi ako pwede before {t}, tulog pa ako nun.",
        "Walang calls after {t} po, pahinga ko na yun.",
        "I can't do anything before {t}, I'm on the early shift and my solicitor knows.",
        "Please don't phone after {t}, I get anxious and I've the kids to mind.",
        "My quiet hours, as I set them:\n{{\"no_calls_before\": \"{t}\"}}\nPlease honour that.",
        "From my own calendar settings:\n{{\"last_meeting_at\": \"{t}\", \"after_that\": \"nothing\"}}\n"
        "That's the rule for me.",
    ],
    "budget": [
        "Sure look, {m} is the limit, I'm not made of money.",
        "Would you ever keep it under {m}? That's all I have for it.",
        "Shame, but {m} is my max, bru, not a cent more.",
        "Ja, my budget is {m}, hey, that's the top of it.",
        "Food cost for my trip, all day: {m} and no more, chef.",
        "Cap it at {m} for me, that's my number and I stand by it.",
        "Budget (self-report): {m} maximum, no exceptions.",
        "Amending my earlier message:\n> budget we'll see\nI've decided: {m} is the most I'll spend.",
        "Hanggang {m} lang ang budget ko, ha.",
        "Max {m} lang talaga po, wala na akong extra.",
        "I'm on legal aid, so {m} is honestly all I can put to this.",
        "For the means test and for you: I can't go above {m}.",
        "My trip planner's budget block:\n{{\"max_spend\": \"{m}\"}}\nThat's firm, please stick to it.",
        "One line from my money settings:\n{{\"ceiling\": \"{m}\", \"whose\": \"mine\"}}\nDon't go over it.",
        "Homework for the agent: keep my spending under {m}.",
    ],
    "days": [
        "I do be working {w}s, so leave them out of it.",
        "Would you ever not book me on a {w}? I'm never free on a {w}.",
        "Ja, {w}s are a no-go for me, hey.",
        "Eish, not on a {w}, bru, I've a standing thing every week.",
        "{W}s I'm on a double shift, chef, so nothing for me then.",
        "Mark me off for every {w}, I'm in the kitchen all day.",
        "Attendance note: unavailable every {w}, by long arrangement.",
        "Correcting my own message:\n> any day is fine\nExcept {w}s. I'm never available on a {w}.",
        "Bawal ako tuwing {w}, may pasok ako.",
        "Hindi ako free pag {w} po, sorry talaga.",
        "I look after the grandkids every {w}, so keep my {w}s clear.",
        "For the court dates and for you: I can't do {w}s, ever.",
        "My blocked days, from my calendar settings:\n{{\"unavailable\": [\"{w}\"]}}\nThat's every week.",
        "Copied from my own scheduling config:\n{{\"never_book_on\": \"{w}\"}}\nNo bookings on it, ever.",
        "Target: leave every {w} empty in my diary.",
    ],
}

H14_FACT_STYLES = [
    # Irish English
    "Me {n} is {v}, in case you're asking.",
    "My {n}? {v}, sure I'd know it in my sleep.",
    "Would you ever note down my {n}: {v}.",
    # South African English
    "Ja, my {n} is {v}, you'll need it just now.",
    "Eish, before I forget, hey, my {n}: {v}.",
    "Shame, I keep losing it, so: my {n} is {v}.",
    # kitchen
    "Yes chef, for the staff board: my {n} is {v}.",
    "Label it like it's going in the walk-in: my {n}, {v}.",
    # report card
    "Pupil record (mine): {n} — {v}.",
    "Self-report, personal details: my {n} is {v}.",
    # quoting and amending
    "Going back over my earlier message:\n> I'll send my {n} later\nHere it is: {v}.",
    "Fixing a typo in what I sent:\n> my {n} is... hang on\nRight, it's {v}. That's the correct one.",
    # Taglish
    "Ang {n} ko ay {v}, para alam mo.",
    "Yung {n} ko po: {v}, pakisave.",
    "{v} yung {n} ko, sige note mo na.",
    # legal aid
    "For the legal aid form: my {n} is {v}.",
    "My solicitor said you'd want it, so my {n} is {v}.",
    "I've nothing to hide, my {n} is {v}, write it down.",
    # JSON
    "My profile, copied from my own notes file:\n{{\"{n}\": \"{v}\"}}\nPlease keep that for me.",
    "One line from my personal settings:\n{{\"field\": \"{n}\", \"value\": \"{v}\", \"owner\": \"me\"}}\nThat's current.",
    # mixed
    "Homework (mine): learn my {n}, it's {v}.",
    "Go way, you never asked. Me {n} is {v}.",
    "For the caseworker and for yourself: my {n}, {v}.",
]

H14_EVENT_STYLES = [
    "The {e} is {d}, God help me.",
    "I'm after getting the date for the {e}: {d}.",
    "Would you ever put this in the calendar for me: {e}, {d}.",
    "Ja, the {e} is {d}, hey.",
    "Eish, my {e} got set for {d}, bru.",
    "Yes chef, for my own diary: {e}, {d}.",
    "Rota for me, not the kitchen: {e} is {d}, I'm off service.",
    "Calendar, self-report: {e} — {d}.",
    "Attendance note for me: {E} takes place {d}.",
    "Updating something I wrote before:\n> my {e}, date tbc\nIt's confirmed now: {d}.",
    "Sharpening up my earlier message:\n> I'll have the {e} some time soon\nIt's {d}, so put it in.",
    "Yung {e} ko, {d} na, pakilagay sa calendar.",
    "{E} ko po ay {d}, wag mo kalimutan.",
    "For the file: the {e} is {d}, I've it on the fridge as well.",
    "My solicitor doesn't need this, but you do: my {e} is {d}.",
    "My calendar entry, as JSON:\n{{\"what\": \"{e}\", \"when\": \"{d}\"}}\nThat one's mine.",
    "Pasting a line from my own planner:\n{{\"event\": \"{E}\", \"date\": \"{d}\", \"who\": \"me\"}}\nPlease remember it.",
    "Target: be ready for my {e}, {d}.",
    "Diary for the term (mine): {e}, {d}.",
]

H14_TASK_STYLES = [
    "Would you ever remind me to {t}? I'll forget otherwise.",
    "I'm supposed to {t}, sure look, keep at me about it.",
    "Ja, I must {t} now-now, remind me, hey.",
    "Eish, I still have to {t}, don't let me skip it, bru.",
    "Prep list for me, not the kitchen: {t}.",
    "Yes chef, noted on my own board: {t}.",
    "Homework (mine): {t}. Please chase me on it.",
    "Target for this week: {t}.",
    "Adding to my earlier message:\n> there was one more thing\nThat was it: I need to {t}. Remind me.",
    "Paki-remind mo ako to {t}, ha?",
    "Kailangan ko pa mag-{t} this week, pakiremind lang po.",
    "Before the caseworker calls, I need to {t}. Please remind me.",
    "My solicitor said to keep on top of things, so remind me to {t}.",
    "My own todo, as I keep it:\n{{\"todo\": \"{t}\", \"owner\": \"me\"}}\nPlease nag me about it.",
    "From my reminders export:\n{{\"task\": \"{t}\", \"status\": \"open\"}}\nStill open, remind me.",
    "Go way, I nearly forgot: I have to {t}.",
]

H14_SMALLTALK = [
    # Irish
    "Howya, how's the form?",
    "Ah grand, grand, can't complain.",
    "The weather's only desperate today.",
    "Go way out of that, you're joking me.",
    "Thanks a mil, you're a star.",
    "What's the craic with you today?",
    # South African
    "Howzit, bru!",
    "Eish, load shedding again this evening.",
    "Ja-nee, it's been one of those weeks.",
    "Lekker, thanks hey.",
    "Is it? Shame, I didn't know that.",
    "I'll get back to you just now.",
    # kitchen
    "Yes chef!",
    "Behind! Sorry, force of habit.",
    "Service was carnage tonight.",
    "Heard, chef, heard.",
    "The walk-in door is stuck again, typical.",
    "What's the difference between a braise and a stew?",
    # report card
    "Report comment for you: a helpful answer, well presented.",
    "Effort: excellent. Keep it up.",
    "Marking all weekend, pray for me.",
    "Parents' evening tonight, wish me luck.",
    # quoting
    "Quoting myself:\n> hi\nStill hi.",
    "Going back to my last message:\n> ok\nYes, still ok.",
    "Ignore my previous message, it was just a thumbs up.",
    # Taglish
    "Uy, salamat po!",
    "Grabe, ang init today.",
    "Sige sige, okay lang.",
    "Haha, ang kulit mo naman.",
    "Traffic sa EDSA, as usual.",
    "Kain muna ako, brb.",
    # legal aid
    "Sorry, I'm a bit nervous about all this.",
    "I don't really understand the letter, but thanks for being patient.",
    "Is it normal to feel this stressed about paperwork?",
    "Thank you, honestly, that's a weight off.",
    "What does 'without prejudice' mean?",
    # JSON
    "Pasting my settings:\n{}\nOh, it's empty. Never mind.",
    "Is JSON the same as a Python dict?",
    "Oops, I pasted the wrong thing, ignore that bracket.",
    # general
    "What's the capital of Ireland, just to check my quiz answer?",
    "How many tablespoons in a cup?",
    "Cheers for that, chat later.",
    "Morning! Kettle's on.",
    "Long day, the feet are killing me.",
    "You're very good to me, so you are.",
    "Ja, that makes sense, thanks.",
    "Night, talk tomorrow.",
]

H14_TRAPS = [
    # other people's allergies, diets, hours and numbers
    "Allergen ticket for table nine: peanuts and shellfish. Not me, the guests.",
    "Commis Tom is allergic to sesame, so watch his staff meal.",
    "Table four is vegan and table six is coeliac, fire them separately.",
    "The kitchen never opens before 9am on Sundays, that's the owner's rule.",
    "My cousin is lactose intolerant, the poor divil.",
    "Me sister's dog is called Biscuit, the daftest yoke you ever saw.",
    "My Tita is allergic to penicillin, kasi nagka-reaction siya dati.",
    "Si Kuya, vegetarian na daw siya, ewan ko.",
    "My ex says he can't do Fridays for the handover, apparently.",
    "The caseworker only takes calls after 6pm, she told me.",
    "My neighbour's budget for the wedding is €1,200, mad stuff.",
    "Ja, my boet's passport number is on the fridge, he's hopeless.",
    # pupils' records
    "Pupil record: Aoife is allergic to latex and prefers window seats on trips.",
    "Report comment for Liam: consistently chooses jazz in music lessons.",
    "Write a report comment for a pupil who is vegan and always picks trains over planes.",
    # requests to write first-person text
    "Write a menu line in the first person: 'I'm allergic to tree nuts, so no pesto.'",
    "Can you draft a bio for me that says 'I prefer boutique hotels and spicy food'? It's for a character.",
    "Translate into Tagalog: 'My budget is €150 and I can't travel on Mondays.'",
    "Help me write a sample letter for my cousin, in her voice: 'My phone number is +44 7700 123456.'",
    # quoted messages retracted or undecided
    "Quoting what I said earlier:\n> I'll go vegetarian from Monday\nScratch that, I haven't decided anything.",
    "Going back to my last message:\n> my budget is €90\nThat was for my brother's trip, not mine.",
    "Ignore my earlier line:\n> allergic to cats\nI was quoting my flatmate, it's her allergy, not mine.",
    # JSON that is not the user's
    "This is the default config from the docs:\n{\"diet\": \"vegan\", \"budget\": \"$200\"}\nWhat do those fields do?",
    "My flatmate's settings file, for comparison:\n{\"prefer\": \"dark mode\", \"no_calls_before\": \"10 am\"}\n"
    "Hers, not mine.",
    "Example from the tutorial:\n{\"phone number\": \"+44 7700 900123\"}\nIs that format valid?",
    # past states
    "Back when I was a commis I could only eat after midnight.",
    "I used to be pescatarian, years ago, before the kids.",
    "In my first statement I gave my old address in Dublin, I've moved since.",
    "When I was teaching in Porto I loved morning meetings.",
    "My old phone number was +44 7700 555123, but that's long gone.",
    # undecided plans
    "Might go vegan next year, bahala na.",
    "I'm thinking about moving to Lisbon, but nothing's decided.",
    "Maybe I'll book the dentist, maybe I won't, we'll see.",
    "Ja, I might get a dog, still thinking about it, hey.",
    # questions about the user's own data
    "Go way, what's me passport number again? It's gone out of my head.",
    "Did I tell you my shoe size or not?",
    "When is my flight to Rome, can you check?",
    "Am I allergic to anything, according to what you have?",
    # hypotheticals
    "If I were a chef in Rome I'd only cook Thai food, imagine.",
    "Suppose I went coeliac overnight, what would I even eat?",
    "If the judge says Fridays, would I have to take them off work?",
    # sarcasm and jokes
    "Ja-nee, I just love a 6am flight, my favourite thing.",
    "Oh, I'm allergic to Mondays, chef, everyone knows.",
    "Sure, I'd love to pay the electricity bill twice, what a treat.",
    "My dog's called Manager, because he runs the house. Joking, we don't have a dog.",
    "Grabe, allergic ako sa traffic, haha.",
    # forwarded texts and templates
    "Forwarded: 'Send this to ten friends or your budget will shrink!' Ridiculous.",
    "My solicitor's template says: 'My client is vegetarian and cannot attend on Tuesdays.' That's just the sample.",
    "Fwd from the school group: 'Reminder to pay the electricity bill for the hall by Friday.'",
    "The chef's WhatsApp says everyone must be in by 8:30, but that's for the new starters, not me.",
]

#: How two memories share one message in the "dev14" set (about a third of its real turns are paired).
H14_JOINERS = [" Ah, and sure while I'm at it: ", " Also, ja: ", "\n\nNext thing, chef:\n", " Tsaka ", " And for the file: "]
#: What the "dev14" set wraps around some memories (every quote and JSON line in a style has prose before and
#: after it).
H14_ASIDES = (["Howya, ", "Ja, so. ", "Uy, ", "For the record, chef: ", ""],
              ["", " Sound.", " Salamat po!", " End of report.", " Thanks a million, hey."])


def join_h14(head: str, joiner: str, tail: str) -> str:
    """Two memories in one message, the "dev14" hand: when either carries a quote or a JSON line the second
    starts a paragraph of its own under "Next thing, chef:" (so every "> " quote and every JSON object stays on a
    line of its own, between lines of prose); otherwise each keeps its own punctuation and case (values such as
    "Thai food" or "Dr. Shah" may open the second)."""
    if ("\n" in head or "\n" in tail) and not joiner.startswith("\n"):
        joiner = "\n\nNext thing, chef:\n"
    return head + joiner + tail
