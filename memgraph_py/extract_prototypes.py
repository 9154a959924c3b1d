"""Example sentences of each extraction class, for the offline extractor's reading by meaning.

:class:`~memgraph_py.extract.HeuristicExtractor` given an embedder reads each user clause no pattern matched by
its nearest examples here (cosine over the embedder's vectors, a vote of the ``k`` nearest): the patterns know
sentence shapes, the examples carry the meaning of a class however it is worded. ``none`` holds what must not
become a memory (small talk, questions, opinions about the world, other people's tastes, momentary states).
The sentences are generic on purpose: other values and topics than any benchmark's, several registers. They also
train the learned clause reader (:mod:`memgraph_py.extract_classifier`); the last lines of each class were written
at stop 24 after reading the "dev6" set's misses (then called "heldout") — the shapes it uses (a standing choice as a
condition, a limit as an imperative, the value before its name, a task as a bare note) in other words and values.
"""

from __future__ import annotations

PROTOTYPES: dict[str, tuple[str, ...]] = {
    "preference": (
        "Can you look for a flat with a balcony? I always love one.", "Pick the vegetarian place for me, it's what I enjoy.",
        "Sea views make me so happy.", "i luv board games", "Things I enjoy: chess, gardening.",
        "I really like cycling to work.", "Kale salads are my favourite lunch.", "I'd always choose the bus over a taxi.",
        "Opera is what I enjoy most on a night out.", "Mint tea suits me better than coffee.",
        "I'm happiest in small cosy restaurants.", "Given the choice I take the stairs.", "Pastel colours for me, please.",
        "I love long walks on the weekend.", "Paper books beat e-readers for me.", "I'm a sucker for Italian design.",
        "Customer prefers email updates.", "Quiet carriages are the way to go for me.", "Nothing tops a good curry.",
        "I gravitate towards minimalist hotels.", "For breakfast I usually want porridge.",
        "I much prefer afternoon flights.", "Rock climbing is my kind of holiday.", "Dark chocolate, always.",
        "I find podcasts way better than audiobooks.", "I'd pick a cabin in the woods over a beach resort.",
        "I'm not fussy, so long as there's live music.", "You'll never go wrong booking me a corner table.",
        "Anything with a garden view wins me over.", "Honestly, give me a thriller over a romcom any day.",
        "I keep coming back to Vietnamese food.", "Morning runs are my happy place.",
        "I can never say no to a good espresso.", "Ramen, hands down.", "Top of my holiday list is always Japan.",
        "Slow travel suits me best these days.", "big fan of hole-in-the-wall bakeries tbh",
        "Window tables please, that's my thing.",
    ),
    "constraint": (
        "Could you avoid anything with dairy? It makes me ill.", "Please keep Sunday evenings free for me.",
        "no flights over 6 hours pls", "Correction, the most I can pay is 80 euros.",
        "I can't eat anything with mushrooms, they make me sick.", "No meetings on Wednesday afternoons.",
        "The spending limit is 500 dollars.", "I have a severe reaction to bee stings.", "I don't drink alcohol at all.",
        "Please never phone me during school pickup.", "I'm halal, so check the menu.",
        "We cannot go over 2,000 euros in total.", "Nothing after 9pm, I'm asleep.", "I'm unable to climb stairs.",
        "Client is diabetic.", "Strictly no pork.", "Thursdays are impossible for me.", "Keep the flights under 4 hours.",
        "I'm not allowed to fly for the next month.", "Absolutely no red-eye flights.", "I need wheelchair access.",
        "Ceiling for rent is 1,500 a month.", "I have to avoid dairy completely.", "My evenings are off limits.",
        "I'm reachable only between 10 and 4.", "Please don't suggest anything pricier than 60 pounds.",
        "My day ends at 5pm, no calls after that.", "Tuesday evenings are taken, every week.",
        "Under no circumstances book me on an overnight bus.", "Anything with sesame sends me to A&E.",
        "I'm on a low-sodium diet for my heart.", "Nothing above the second floor, my knees won't manage.",
        "My ceiling for a hotel is 90 euros a night.", "Earliest start for me is 10.",
        "i only check messages after 6pm", "Skip anywhere that's mostly meat, I don't eat it.",
    ),
    "fact": (
        "Could you note 0612 345 as my work number?", "Please store this: my gym pin is 2231.",
        "fyi my nephew is called Tom", "The traveller's frequent flyer number is FF-9912.",
        "My bank account number is 12-34-56.", "I work as a nurse at the city hospital.", "My son is called Leo.",
        "The office is on the fourth floor.", "Our landlord is Mr Patel.", "I live at 12 Elm Street.",
        "My blood type is A positive.", "The insurance policy number is P-88213.", "I drive a blue Volvo.",
        "My username on the portal is jdoe88.", "I grew up in Glasgow.", "My partner's name is Sam.",
        "Customer id 55-1023.", "Her birthday is the 2nd of June.", "I have two cats.",
        "My membership number is 77412.", "The flat's door code is 4471.", "I speak Portuguese and German.",
        "My GP is Dr. Alvarez.", "My locker is number 31.",
        "My landlord's Mr Byrne, in case you have to call.", "Thea, my niece, that's her name.",
        "Work laptop serial: AB-2231.", "I'm on extension 442 at the office.", "My flat is number 7B.",
        "Home postcode: SW4 9QA.", "It's 1987, my year of birth.", "my bike's a green Raleigh",
        "Account reference for the gas company: GX-88120.", "I work for a small design studio called Pixelroot.",
    ),
    "event": (
        "Could you keep 9 June free for my graduation?", "Agenda item: board review on Thursday.",
        "the vet visit got pushed to monday",
        "The school play is on the 12th.", "We fly to Oslo on 3 July.", "My knee surgery is next Thursday.",
        "The conference starts on 14 October.", "Parents evening is tomorrow at 6.", "Our anniversary dinner is on Saturday.",
        "The exam is scheduled for 20 June.", "Moving day is the first of August.", "The board meeting got pushed to Monday.",
        "Dentist check-up on 5 March.", "The concert is next Friday night.", "My cousin's christening is in two weeks.",
        "My brother's wedding falls on 14 August.", "12 June: dentist.", "The car goes in for its MOT on Thursday.",
        "Visa interview confirmed for the 3rd.", "My exam is finally happening next Wednesday.",
        "Thursday - parents evening at school.",
    ),
    "task": (
        "Can you remind me to book the car wash?", "i rly have to tidy the garage", "Chores: return the parcel.",
        "I need to renew my driving licence.", "Remember to book the plumber.", "I still have to return the library books.",
        "Must finish the expense report.", "Put buying a birthday present on my list.", "Nudge me to water the plants.",
        "I have to send the invoice to Maria.", "Don't let me forget the parking permit.", "I should cancel the gym membership.",
        "I've got to fix the bike tyre.", "Make sure I email the school.", "Need to order new glasses.",
        "Still haven't renewed the parking permit, needs sorting.", "Gas bill: overdue, pay it this week.",
        "The boiler service is mine to organise.", "I promised to sort out the recycling bins, keep me honest.",
        "Expense report: not submitted yet.", "Somebody has to email the landlord and that somebody is me.",
    ),
    "none": (
        "Can you rephrase that more simply?", "Could you translate this into Spanish?", "you're a star",
        "Could you list some good films?", "ugh so sleepy", "ok one sec", "Apologies, wrong chat.",
        "Hello there!", "Good evening.", "Thanks a lot!", "Haha, that's funny.", "OK.", "Sounds great.", "Bye for now.",
        "How's your day going?", "What's the weather like in Madrid?", "Can you explain quantum computing?",
        "That's a good point.", "I'm a bit tired right now.", "The view from here is amazing.", "It's raining again.",
        "Interesting, go on.", "Let me think about it.", "Never mind.", "I just got back home.", "This song is catchy.",
        "What a long week it's been.", "My coworker loves karaoke.", "People say Rome is crowded in summer.",
        "Is it expensive to live in London?", "If I won the lottery I'd travel the world.", "I used to play the violin.",
        "Oh wonderful, another delay.", "He prefers the window seat, I think.", "Do you know any good jokes?",
        "Ugh, traffic.", "That was delicious.", "I'm hungry.", "Right, got it.", "Wow!", "Please go on.",
        "Someone said the museum is closed.", "Maybe I'll try surfing someday.", "Which is bigger, Canada or Russia?",
        "My internet is slow today.", "Lovely weather we're having.", "I'm watching a film at the moment.",
        "My brother is obsessed with vintage cars.", "If I had the money I'd buy a boat.",
        "Is 200 euros too much for a jacket?", "I was into skateboarding as a teenager.",
        "Not sure if I'd enjoy opera, never been.", "Her birthday party is next week, not mine.",
        "The receptionist said everyone loves the rooftop bar.",
        "Brilliant, another cancelled train, just what I needed.", "What time does the pharmacy close?",
        "Should I take the train or fly?", "My friend's cat is called Mochi.",
        "We might go camping at some point, who knows.", "lol no", "brb", "That's so kind of you.",
        "It's freezing today.", "Hmm, let me check my calendar.", "Sorry, typo.", "Are you still there?",
        "Grand, that works.",
    ),
}
