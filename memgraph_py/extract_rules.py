"""The offline extractor's reading rules, without I/O: how a user's message is cut into sentences and clauses, read
as a person would (chat spelling, the user in the third person, fillers), and which clause shapes state a
preference, a constraint, a fact, a task or a dated event — or nothing to keep (a question, a hypothetical,
sarcasm, the past, someone else, an open hedge, a reaction to the chat).

:class:`~memgraph_py.extract.HeuristicExtractor` applies them. The rules read sentence structure — who the subject
is, the modality and tense of the verb, whether a clause is a request, a condition, a list header or a fragment —
rather than fixed sentences, so wordings they were not written for still read right.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .extract_blocks import _NOT_MINE


def _rx(*patterns: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in patterns), re.I)


_FILLER = re.compile(r"^(?:(?:(?:no|nope)(?=[,!])|oh|ah|well|so|btw|by the way|honestly|frankly|actually|also|anyway|anyhow|fyi|ok|okay|"
                     r"yeah|yep|yes|hmm+|um+|uh+|right|alright|just so you know|for the record|for context|"
                     r"note that|(?:ticket|case|agent|crm) note|memo|heads up|quick note|quick thing|one more thing|and|but|plus|oh and|also,?|"
                     r"sorry|oops|whoops|my bad|correction|scratch that|(?:just )?to correct myself|i mean|i meant|(?:oh )?wait|"
                     r"in case (?:you|u) need (?:it|this|that)|if (?:you|u) need (?:it|this)|for (?:your )?reference|for your records|"
                     r"(?:please )?(?:note|write|jot|put|take) (?:this|that|it) down|please note(?: this)?(?=:)|"
                     # a frame that only announces what follows: "I ought to mention that …", "I regret to say …"
                     r"i (?:should|ought to|must|have to|need to|want to|wanted to|'d like to|would like to) (?:mention|say|add|point out|"
                     r"let you know|tell you|flag)(?: that)?|i regret to (?:say|inform you|tell you)(?: that)?|"
                     r"what i (?:wanted|want|meant|mean|was going|needed) to (?:say|tell you|mention|add|ask)\b[^:]{0,40}(?=:)|"
                     r"(?:i'?m|i am) (?:afraid|sorry to say)(?: that)?(?= i\b| my\b| \w+s are\b))\b[,:!\-–—]?\s*)+", re.I)
_QUESTION_START = _rx(r"^(?:what|who|whom|whose|where|when|why|how|which)\b(?!\s+i\s+(?:like|love|prefer))",
                      r"^(?:do|does|did|is|are|was|were|can|could|would|will|should|shall|have|has|may|might)\s+"
                      r"(?:you|i|we|it|they|he|she|there|this|that|my|the)\b(?!.*\bremind me\b)")
_HYPOTHETICAL = _rx(r"^if\b(?! (?:it'?s|it is) up to me| you ask me| possible| you can| needed| in doubt)", r"\bif i (?:were|was|had|could|ever|won|lived|became)\b", r"\bimagine\b", r"^(?:let'?s |just )?suppos(?:e|ing)\b", r"\bsupposing\b",
                    r"\bwhat if\b", r"\bhypothetically\b", r"\bin another life\b", r"\bin theory\b", r"\bi wonder\b",
                    r"\bi wish\b", r"\bone day i(?:'ll| will| might)?\b", r"\bsomeday\b", r"\bin a parallel universe\b",
                    r"\bpretend\b", r"\bwould i\b", r"\bi(?:'d| would) probably\b.*\bif\b", r"\bdreaming of\b",
                    r"\bfor a story\b", r"\bmy character\b", r"\bin the game\b", r"\blet'?s say\b")
_SARCASM = _rx(r"\byeah,? right\b", r"^(?:oh,? )?(?:sure|yeah|yeah sure|oh yes),? i'?d (?:just )?(?:love|adore) to\b", r"\blove (?:that|this) for me\b", r"^oh,? (?:sure|yeah|right|totally|absolutely)[,!.]+\s+i (?:\w+ )?(?:love|adore|enjoy|like)\b", r"^(?:yeah|oh|sure),? because\b", r"^(?:oh,? )?(?:great|wonderful|fantastic|perfect|brilliant|lovely|awesome|just great)[,!.]+\s+(?:i (?:just |really |absolutely )?(?:love|adore|enjoy)|another|just what|exactly what|my favou?rite)\b",
               r"^ugh+\b.*\b(?:love|adore|enjoy|favou?rite|great|perfect|fantastic|wonderful)\b",
               r"\b(?:love|adore|enjoy) (?:waiting|sitting|being stuck|queu(?:e|ing)|getting spam|paperwork)\b.*\b(?:hold|traffic|line|queue|hours|forever|spam)\b", r"/s\b", r"\bas if\b", r"^(?:oh )?(?:great|wonderful|fantastic|perfect),? (?:just|another)\b",
               r"\b(?:just|totally|absolutely) love (?:it )?when\b", r"\bmy favou?rite thing is (?:when|waiting|being)\b",
               r"\bsure,? because\b", r"\bwhat a (?:joy|treat|delight)\b", r"\bthanks a lot\b", r"\blove (?:being|waiting|getting) (?:stuck|ignored|put on hold|delayed|spam)",
               r"\bnothing (?:i )?love more than\b.*\b(?:queue|traffic|delay|waiting|hold|spam|paperwork|meeting|bills?|"
               r"repairs?|fines?|fees?|tax(?:es)?|overdraft|root canal|flat tyre|parking ticket)",
               r"\bmy favou?rite\b\W+(?:\w+ ){0,2}(?:hold music|queues?|traffic|paperwork|spam|delays?|bills?|repairs?|fines?|"
               r"tax returns?|roadworks|overtime)\b",
               r"(?:queue|traffic|delay|spam|paperwork|on hold)s?\b.*\bmy favou?rite\b", r"\blol\b.*\bnot\b")
_PAST = _rx(r"\bi used to\b", r"\b(?:my|our) (?:old|previous|former|ex-?) ?[\w-]+(?: [\w-]+)? (?:was|were|used to be)\b", r"\bwhen i was (?:a kid|young|little|younger|a teenager|in school|at uni)\b",
            r"\bback in (?:the day|\d{4}|school|college)\b", r"\bi once\b", r"\bas a (?:kid|child|teen)\b",
            r"\bi went through a phase\b",
            r"\bi (?:was|were)\b(?! (?:born|told|diagnosed|asked|advised|prescribed|wondering|thinking|going|about|hoping|just|"
            r"actually|wrong|mistaken|confused|saying|meaning|joking|kidding)\b)(?! \w+ed\b)",
            r"\bi (?:liked|loved|enjoyed|preferred|hated|lived|worked|ate|drank)\b.*\b(?:ago|for (?:a|one|two|three|\d+) "
            r"(?:years?|months?|weeks?|while)|at (?:uni|university|school|college)|in (?:school|college)|last year|back then|"
            r"as a (?:kid|child|student|teen))\b",
            r"\b(?:years ago|at uni|in college|back then)\b.*\bi (?:was|had|lived|worked)\b",
            r"\b(?:years|ages|long|a while) (?:back|ago)\b.*\b(?:was|were|had)\b|\b(?:was|were)\b.*\b(?:years|ages) (?:back|ago)\b")
_OTHERS = _rx(r"^(?:he|she|they|his|her|their|people|everyone|everybody|someone|my friend said|apparently|they say|rumou?r)\b",
              r"\basking for a friend\b",
              r"\b(?:the|a|an|some) (?:\w+ )?(?:tenant|owner|guest|neighbou?r|colleague|coworker|customer|guy|woman|man|lady|"
              r"person|host|driver|waiter|stranger)'s\b",
              r"\b(?:he|she|they) (?:says?|said|thinks?|told)\b",
              r"^(?:some|many|most|a lot of|lots of|plenty of|loads of|few|a few|all|no|nobody|no one)\s+(?:\w+\s+)?(?:people|folks|"
              r"guys|travell?ers|customers|kids|men|women|users|of them|others)\b|^(?:folks|nobody|no one)\b",
              r"\bsays? that (?:people|everyone)\b", r"\bmy (?!(?:doctor|gp|dentist|physio|dietitian|nurse|consultant|specialist|allergist|heart|gut|head|instinct|body)\b)\w+(?: \w+)? (?:says|said|thinks|thought|told me|reckons)\b")
# after a past-tense verb, the user's stance in the present tense: the clause states the present, not the past
_PRESENT_STANCE = re.compile(r"\bi (?:really |still |just |absolutely |truly )?(?:love|like|prefer|enjoy|adore|can'?t stand|"
                             r"(?:'m|am) (?:allergic|intolerant|vegan|vegetarian|pescatarian|coeliac))\b")
_HEDGE = _rx(r"\bi (?:think|guess|suppose|reckon|believe)\b", r"\bprobably\b", r"\bkind of\b", r"\bkinda\b",
             r"\bsort of\b", r"\bmaybe\b", r"\bperhaps\b", r"\bmight\b", r"\bnot sure\b", r"\bi'?m not certain\b")
_MAYBE_ONLY = _rx(r"\bmaybe\b.*\b(?:try|one day|sometime|at some point)\b", r"\bmight (?:try|give)\b",
                  r"\bi (?:might|may|could) (?:\w+ )?(?:like|love|enjoy|prefer|be into|be allergic|be intolerant)\b",
                  r"\bi(?:'d| would) (?:probably|likely|maybe|possibly|perhaps)\b",
                  r"\b(?:never|not yet|haven'?t (?:ever )?) ?(?:tried|tasted|had|been to) (?:it|them|that|those|one)\b",
                  r"(?:^|[,;]\s*)not (?:sure|certain)\W*$|\bnot sure,|\bno idea if\b",
                  r"\bnot (?:sure|certain) (?:i|if|whether|that|about)\b|\b(?:no clue|no idea|who knows|not a clue)\b",
                  r"^(?:maybe|perhaps|possibly) i(?:'m| am)\b",
                  r"\bnot sure (?:if|whether)\b", r"\bthinking about (?:maybe )?(?:trying|getting)\b")

_LANGS = r"(?:english|french|german|spanish|italian|portuguese|dutch|polish|japanese|chinese|mandarin|korean|arabic|russian|swedish|greek|turkish|hindi)"
_DIET = r"(?:vegetarian|vegan|pescatarian|coeliac|celiac|diabetic|lactose[- ]intolerant|gluten[- ]free|halal|kosher|teetotal|sober|pregnant|on a (?:diet|low[- ]carb diet|keto diet))"
_FOODISH = (r"(?:meat|pork|beef|chicken|fish|seafood|shellfish|dairy|milk|cheese|eggs?|gluten|wheat|nuts|peanuts|"
            r"alcohol|wine|beer|caffeine|coffee|sugar|soy|spicy food|red meat|lamb|sushi|raw fish|garlic|onions?)")
_AGENT_VERBS = r"(?:book|schedule|put|plan|set up|call|ring|phone|email|e-mail|message|text|send|wake|disturb|ping|contact|order|suggest|recommend|seat)"

_TASK = _rx(r"\bremind me (?:to|about|that|of)\b", r"\bdon'?t let me forget\b",
            # an obligation stated about the user in other frames: "it's necessary that I …", "the one thing that has to
            # happen is that I …", "day 3 of not managing to …"
            r"\b(?:is|it'?s) (?:\w+ )?(?:necessary|essential|vital|urgent|important|crucial) (?:that i|for me to)\b",
            r"\b(?:a|the|my) reminder (?:to|about|that)\b",
            r"\b(?:has|needs|have|need) to (?:happen|get done|be done)\b.{0,60}\b(?:is )?that i\b",
            r"\b(?:not|never|without|still not|keep not) (?:managing|getting round|getting around|finding time) to\b", r"^(?:to-?do|todo|task|reminder)\s*[:\-]", r"^(?:to-?do|todo)\s+\w",
            r"\b(?:add|put) (?:.{1,40} )?(?:to|on) my (?:(?:to-?do|todo|task|shopping|errands?) )?list\b",
            r"\bi (?:really |still )?ought to (?!be\b|know\b|say\b)\w+",
            r"\b(?:still )?(?:pending|outstanding|to do) (?:on my (?:side|end|list)|for me)\b|\bon my plate\b|^mental note\b",
            r"\bi(?: need| have| got|'ve got| have got| must| still need| still have|'ve still got) to (?!be\b|avoid\b|stay\b|keep\b|eat\b|watch\b)(?:\w+)",
            r"\bi(?:'m| am) supposed to\b", r"\bensure (?:that )?i\b", r"^(?:i )?(?:need|have|got) (?:to|2) (?!be\b|avoid\b|stay\b|keep\b)\w+", r"\bmake sure (?:i|to)\b", r"\bi should (?:really )?(?:call|email|send|finish|book|renew|pay|buy|submit|write|fix|pick up|cancel)\b",
            r"\bi (?:must not|mustn't) forget\b", r"\bnote to self\b", r"^(?:i )?(?:gotta|got to) (?!say|admit)\w+", r"\bi must (?!say|admit|be\b|(?:go|attend|be there|come)\W*$)\w+", r"\bon my (?:list|to-?do)\b",
            r"\b(?:ping|nudge|chase|bug|poke|nag|hassle|prod|badger|hound|prompt|jog my memory) me\b", r"\bit'?s on me to\b", r"\bi still haven'?t (?:managed to|got round to)\b")
_CONSTRAINT = _rx(
    r"\bi(?:'m| am) (?:\w+ )?(?:allergic|intolerant|sensitive) to\b", rf"\bi(?:'m| am) (?:a |an |strictly |fully |now )?{_DIET}\b",
    rf"\bi (?:don'?t|do not|never|can'?t|cannot|can not|no longer|won'?t) (?:eat|drink|consume|touch|have) (?:any )?{_FOODISH}\b",
    rf"\bno (?:more )?{_FOODISH} for me\b", rf"\bi (?:only|strictly) (?:eat|drink|fly|travel|take|book|stay|use)\b",
    r"\bi (?:(?:just|really|simply|honestly|absolutely|definitely|physically) )?(?:can'?t|cannot|can not|won'?t|am not able to|am unable to|'m unable to|'m not able to) (?:do|make|attend|meet|travel|fly|work|take calls|drive|walk|climb|lift|swim|be reached)\b",
    rf"(?:^|please\s+|[,:;]\s*)(?:never|don'?t ever|do not ever|don'?t|do not) {_AGENT_VERBS}\b.*\b(?:before|after|past|later than|earlier than|until|on|during|between|unless|over|more than|weekends?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|evenings?|mornings?|nights?|\d)",
    rf"^(?:please\s+)?(?:always|only) {_AGENT_VERBS}\b", rf"^(?:please\s+)?never {_AGENT_VERBS}\b",
    r"\b(?:(?:my|our|the) )?budget(?:'s| is| of| for|\s*:| tops out| caps| limit| max)(?=\W)",
    # an amount with its bound after it: "€150 tops", "£90 max", "200 euros at most"
    r"(?:[€$£]\s?\d[\d,.]*k?|\b\d[\d,.]*k?\s?(?:euros?|dollars?|pounds?|eur|usd|gbp|quid|bucks))\s*(?:tops|max(?:imum)?|"
    r"at (?:the )?(?:very )?most|top whack|or (?:less|under)|(?:is )?the (?:absolute )?(?:max|limit|ceiling))\b",
    # a time limit stated on its own, and the other side of it: "please not before 10 am, earlier I can not"
    r"(?:^|[,;:]\s*|\bplease\s+)not (?:before|after|earlier than|later than)\s+\d",
    r"\bnot (?:before|after|earlier than|later than)\b.{0,40}\b(?:earlier|later|sooner) (?:than that )?i (?:can ?not|can'?t|cannot)\b",
    r"\bi (?:have|'ve got|got) (?:a |an )?(?:\w+ )?(?:allergy|intolerance) (?:to|against|for|of|with)\b",
    r"\b(?:remain|stay|be kept|is kept) (?:within|under|below)\b", r"\w,\s*(?:so |then )*it goes not\b",  # "on Thursday I have my course, so then it goes not" (German "dann geht es nicht") r"\b(?:keep|stay) (?:it |things |everything |the \w+ |my \w+ )?(?:under|below|within)\b",
    r"\b(?:no more than|not more than|at most|maximum of|a max of|max\.? of|nothing over|nothing above|under no circumstances)\b",
    r"\bcan'?t (?:spend|afford|pay) (?:more|over|anything over)\b",
    r"\bi (?:mustn't|must not|shouldn't|should not|am not allowed to|'m not allowed to)\b(?! forget)",
    r"\bi (?:must|have to|need to) (?:avoid|stay away from|be home|be back|leave by|keep (?:it|my|under))\b",
    r"\bmy doctor (?:told me|says|said|wants me) to\b",
    r"\bmy (?:doctor|gp|dentist|physio|dietitian|nurse|consultant|specialist|allergist) (?:says|said|told me|has told me)\b.*"
    r"\b(?:no|not|avoid|never|cut out|stop|only|off)\b",
    r"^(?:please\s+)?(?:(?:always|just)\s+)?(?:avoid|steer clear of|stay away from|keep away from)\b",
    r"\bcap(?:ped)? (?:\w+ ){0,3}at (?:[€$£]?\d|a max)",
    r"\b(?:keep|stay) (?:[\w']+ ){0,3}?(?:under|below|within) (?:[€$£]?\d|(?:a|the|my) budget)",
    r"(?:[€$£]\s?\d[\d,.]*k?|\b\d[\d,.]*k?\s?(?:euros?|dollars?|pounds?|eur|usd|gbp|quid|bucks)?) (?:total |overall |max |maximum )?budget\b",
    r"\b(?:the )?(?:earliest|latest) (?:i|we) (?:can|could|am able to)\b", r"\b(?:the )?(?:earliest|latest)\b[^.]{0,30}\b(?:is|:)\s*\S*\d",
    r"\b(?:to spend|budget|[€$£]\s?\d[\d,.]*)\b.*\bno more\b|\bnot a (?:cent|penny|euro|dollar|pound) more\b",
    r"^(?:please\s+)?(?:hold|block|pause|mute|silence|stop)\b.{0,30}\b(?:until|before|after)\b",
    r"\b(?:not|never|n't|no) (?:go(?:ing)?|spend(?:ing)?|pay(?:ing)?) (?:above|over|beyond|past|more than)\b",
    r"\b(?:shouldn'?t|mustn'?t|must not|should not|can'?t|cannot|won'?t|not to|never|may not) (?:exceed|top|go (?:over|above|beyond|past))\b", r"\b(?:did|does|do|would)(?: not|n't) (?:exceed|go (?:over|above|beyond|past))\b",
    r"\b(?:is|'s) my (?:absolute |hard |upper |maximum |max )?(?:limit|max|maximum|ceiling|cap)\b",
    r"\bi (?:react|respond) (?:badly|poorly|terribly|violently)\b", r"(?:=|means|puts me in|sends me to) (?:the )?hospital\b",
    rf"\bi (?:follow|keep|am on|'m on|stick to|eat) an? (?:strict |\w+ )?(?:{_DIET} )?diet\b", rf"^as an? (?:strict )?{_DIET}\b",
    rf"^(?:i'?ve |i have )?been (?:an? |strictly |fully )?{_DIET}\b",
    r"\bi(?:'m| am) (?:not|never) (?:\w+ )?(?:available|reachable|contactable|around|free|awake|online|at my desk) "
    r"(?:on|every|before|after|during|between|until)\b",
    r"\b(?:is|are|'s|'re) (?:a (?:hard )?no|a no-go|a non-starter|a dealbreaker|out of the question) for me\b", r"\bi (?:have|'ve got) (?:a )?(?:bad|broken|injured|weak|dodgy) (?:knee|back|hip|ankle|leg|shoulder)\b",
    r"\bi use a (?:wheelchair|cane|walker)\b", r"\bi (?:don'?t|do not) (?:drive|fly|do (?:stairs|red-eyes|overnight))\b",
    r"\b(?:i'?m|i am) (?:not available|unavailable|never available|off) (?:on|every|before|after|during|between)\b",
    r"\bi (?:avoid|stay away from) (?:flying|stairs|driving)\b",
    r"\bi (?:(?:just|really|simply|absolutely|definitely) )?(?:can'?t|cannot|can not|mustn'?t|must not) (?:eat|drink|have|take|tolerate|handle|digest|stomach) "
    r"(?!(?:a|an|the|any|that|this|it|much) (?:chat|word|look|minute|moment|second|think|go|break|call|meeting|time)\b)\w",
    r"\b(?:makes?|gives?|leaves?) (?:me|my \w+) (?:\w+ )?(?:sick|ill|swell|itch\w*|break out|nause\w*|queasy|bloated|throw up|wheez\w*|"
    r"(?:a )?rash|hives|(?:a )?migraines?|(?:a )?reaction)\b",
    r"\bkeep (?:it|them|that|those|\w+)(?: \w+){0,2}? (?:well |far |right )?(?:off|away from|out of) (?:my|me)\b", r"^no (?:(?:other|more|further) )?(?:calls?|meetings?|emails?|messages?|bookings?|flights?|contact|appointments?|engagements?|"
    r"invit(?:e|es|ations?)|visits?|texts?)\b(?: [\w']+){0,5}? (?:before|after|on|during|over|until|past)\b",
    # "my phone goes on do not disturb", "don't bother calling": the user cannot be reached then
    r"\bdo not disturb\b", r"\b(?:don'?t|do not|no need to) bother (?:calling|texting|ringing|phoning|emailing|messaging)\b",
    # a limit stated as an approved or allowed amount: "the approved spend on my side is €300"
    r"\b(?:approved|allowed|agreed|authori[sz]ed|max(?:imum)?) (?:spend|spending|amount|allowance)\b",
    # "X and me = hives", "X → rash": the thing, then what it does to the user
    r"(?:=|→|->|means|equals)\s*(?:instant |immediate |guaranteed )?(?:hives|rash|swelling|anaphylaxis|migraines?|an? (?:allergic )?reaction|"
    r"throwing up|an epipen)\b",
    # a topic asked and answered with the verdict alone: "Shellfish? Allergic.", "Mondays? Impossible."
    r"^[\w' -]{2,30}\?+\s*(?:\w+ )?(?:allergic|intolerant|impossible|off limits|never|not possible|a no-go|no way)\b",
    # a day, then that it is not available: "… Fridays at the shop so those are out"
    r"\b(?:those|these|they|that|which|it)(?:'re| are|'s| is) (?:out|off the table|a write-off|no good)(?: for me)?\W*$",
    r"\b(?:is|are|'s|'re) (?:\w+ )?(?:bad|no good|not good|impossible|a problem|not possible|out of the question) for me\b",
    # "any day except Tuesday works": the exception is the limit
    r"\b(?:any|every) (?:day|time|evening|morning|night|weekday|week|date) (?:except|but|apart from|other than|bar)\b",
    r"\bmax(?:imum)?\.? (?:of )?[€$£\d]", r"\bgives? me (?:a )?(?:bad |allergic |severe )?(?:reaction|rash|hives|migraines?)\b",
    r"\b(?:severe|bad|serious|mild|an?) [\w-]+ allergy\b", r"\band i don'?t mix\b", r"\bepi-?pen\b",
    r"\b(?:just )?won'?t (?:happen|work for me)\b", r"\bso nothing (?:then|that day)\b", r"\b(?:blocked|booked) until\b",
    r"\bout of reach\b", r"\b(?:keep|leave) (?:my |the |all )?[\w' ]{1,25}? (?:clear|free|empty|open)\b(?! for (?:the|my|a)\b)",
    r"^(?:not|nothing|no \w+) (?:before|after|earlier than|later than|past)\b", rf"\b(?:went|gone|turned|became|become) (?:fully |strictly )?{_DIET}\b", r"\b(?:spending |budget )?ceiling\b", r"\bcan'?t go (?:past|over|above)\b",
    r"^(?:unavailable|not available|busy|off) (?:on|every|before|after|during)\b", r"\bi'?m allergic\b", r"\boff limits\b", rf"^being {_DIET}\b", r"\bi (?:can only|only ever) (?:do|meet|travel|fly|take)\b")
_PREF = _rx(
    r"\bi (?:\w+ ){0,2}(?:prefer|like|love|enjoy|adore|fancy|favou?r|dig|(?<!would )(?<!'d )(?<!should )(?<!really )appreciate)\b(?! (?:it|that|this) when)(?!\s+to\s+know\b)"
    r"(?!\s+(?:it|that|this|you|them|your \w+|the (?:help|tip|effort|offer))(?:\s+(?:a lot|so much|very much|loads))?\W*$)",
    r"\bi(?:'m| am) (?:an? |the )(?:[\w-]+ ){1,5}(?:type|kind of (?:person|guy|girl|traveller|traveler)|person|guy|girl)\W*$",
    r"\bmy (?:heart|gut) (?:says|is set on|wants|goes for)\b",
    r"\b(?:have|got|has|had)(?: always| long| always had| long had)? an? (?:\w+ )?(?:preference|soft spot|weakness|thing) for\b",
    # stances: "I'm firmly on the side of X", "I do care about X", "X or nothing", "team X all the way"
    r"\bi(?:'m| am) (?:\w+ )?(?:on the side of|in the \w+ camp|on team)\b", r"\bi (?:do |really |really do |truly )?care (?:a lot |so much )?about\b",
    r"^[\w' -]{2,40}? or (?:nothing|bust|nothing at all)\b",
    r"\b(?:i'?m|i am) (?:easy|not fussy|flexible|not picky|happy)\b.*\b(?:as|so) long as\b",
    r"^for me,? (?:it'?s|it is|it has to be|it'?ll always be|always)\b", r"\b(?:is|are) my (?:\w+ )?preferences?\b",
    r"\w\W{0,3}\s*(?:👍|❤️|❤|<3|😍)*\s*(?:really |totally |just )?(?:love|adore|like|dig|prefer) (?:em|'em|them|those|these|it)\b", r"\bnever (?:disappoints?|fails?|gets? old|lets? me down)\b",
    r"\b(?:yes,? please|count me in|sign me up)\b.*\b(?:every time|always|any time|whenever|every day)\b|"
    r"\b(?:every time|always|any time)\b.*\b(?:yes,? please)\b",
    r"\bi(?:'d| would) (?:(?:always|probably|usually|definitely) )?(?:go|pick|choose|take|opt)(?: for| with)? (?!to\b|home\b|back\b|out\b)\w+",
    r"\bi(?:'m| am) (?:a (?:big |huge |massive |real )?fan of|(?:really |totally |very )?(?:into|partial to|keen on|crazy about|fond of|"
    r"all about|all in on|sold on|big on|a sucker for|obsessed with|mad about|nuts about|hooked on|devoted to))\b",
    r"\bi (?:could|would|can) (?:eat|drink|watch|listen to|read|play|live on|have) .{1,40}\b(?:every (?:single )?day|all day|"
    r"every night|forever|all the time|any day|daily)\b",
    r"(?:^|\bi )can'?t (?:live|do|survive|go a day|function) without\b", r"\b(?:right )?up my (?:street|alley)\b",
    r"^(?:(?:it'?s|is|that'?s|those are|these are) )?(?:just |totally |exactly )?my (?:cup of tea|kind of \w+|sort of \w+|style)\b",
    r"\b(?:that'?s|thats|its|it'?s|is|are|was) what i (?:always |usually |normally |really |mostly |typically )?"
    r"(?!said|meant|mean|asked|thought|think|need|needed|wanted|heard|wrote|did)(?:\w+)\b",
    r"^(?:from now on|going forward|in future|in the future|by default|as a rule)\b,?\s*(?:please\s+)?"
    r"(?!don'?t|never|do not|no\b)\w+",
    r"\bi (?:usually |generally |always |normally |tend to )?(?:go for|go with|opt for|pick(?! up\b)|choose|stick (?:to|with)|lean towards?)\b",
    r"\blean(?:ing)? towards?\b", r"\bi(?:'d| would|'ll| will) (?:always |usually |still )?(?:choose|pick|take|go for|opt for)\b.+\bover\b", r"\bmakes? me (?:happy|smile|feel good)\b", r"\((?:preferred|favou?rite|fav|my pick)\)",
    r"\b(?:ideal|perfect|best|great)\b,? as (?:always|usual)\b", r"^(?:definitely|totally|always|forever) team \w+", r"\bfor me (?:is|it'?s) better\b",
    r"\bbetter for me\b", r"\bmy (?:usual |first |top )?(?:pick|choice)\b", r"\bwhat i (?:always |usually |really )?(?:like|love|enjoy|want)\b", r"\bi(?:'d| would) (?:much )?rather\b",
    r"\b(?:is|are) my (?:absolute |all-time |top )?(?:favou?rites?|faves?|favs?|go-to|jam|thing|comfort food)\b",
    r"\b(?:is|are|'s)\b(?: \w+){0,2}? my (?:absolute |all-time |top |very )?(?:favou?rite|fave|fav|preferred) \w+",
    r"\bmy (?:absolute |all-time )?(?:favou?rite|go-to|preferred) \w+(?: \w+)? (?:is|are|has to be|would be)\b",
    r"\bnothing beats\b", r"\bi can'?t get enough of\b", r"\b(?:works|suits) (?:best )?for me\b", r"\bworks best for me\b",
    r"\bi (?:really |absolutely |just )?(?:hate|dislike|can'?t stand|cannot stand|detest|loathe|despise|can'?t bear)\b",
    r"\bi(?:'m| am) not (?:a (?:big |huge )?fan of|into|keen on|crazy about|fond of)\b",
    r"\bi (?:really )?(?:don'?t|do not|never|no longer) (?:like|love|enjoy|care for|fancy|want)\b", r"\bi(?:'d| would) rather not\b",
    r"\b(?:is|are) not for me\b", r"\bnot my (?:thing|cup of tea)\b", r"\bi avoid\b",
    rf"^(?:please\s+)?(?:always\s+)?(?:reply|respond|answer|write|talk|speak)(?: to me)?(?: only)? in {_LANGS}\b",
    r"^(?:please\s+)?(?:keep|make) (?:your |the )?(?:answers|replies|responses|messages|emails|summaries) (?:short|brief|concise|detailed|formal|casual)\b",
    r"\bcall me (?!after|before|at|on|in|back|tomorrow|later|when|if|about|again)\w+\b", r"\bi(?:'d| would) like (?:my|the|a|an) (?:\w+ ){0,2}(?:seat|room|table|coffee|tea|steak|window|aisle)\b",
    r"\b(?:my )?(?:seat|room|table) preference\b", r"\bmake it an? \w+", r"\bany day\b", r"\ball the way\b",
    r"\bcan'?t beat\b", r"\bmy (?:usual )?go-to\b", r"\b(?:is|are) (?:the best|my thing)\b", r"\bi always (?:pick|choose|order|get)\b",
    r"\bwhat i'?d (?:go for|pick|choose|order)\b", r"\b(?:i'?m|i am) (?:always |much |so |far )?happ(?:ier|iest) (?:with|when)\b",
    r"\bnothing (?:makes|beats|tops)\b", r"\bwins? for me\b", r"\bsuits? me\b", r"\bi favou?rs?\b")
_FACT_ATTR = (r"(?:name|full name|last name|surname|nickname|birthday|date of birth|birth ?date|address|home address|"
              r"email|e-mail|email address|phone|phone number|mobile|cell|number|job|job title|title|role|employer|company|"
              r"wife|husband|partner|spouse|son|daughter|kid|sister|brother|mum|mom|mother|dad|father|grandma|grandpa|"
              r"boss|manager|dog|cat|pet|doctor|dentist|gp|lawyer|accountant|flight|flight number|gate|seat|room|room number|"
              r"hotel|car|licen[cs]e plate|plate|account|account number|id|employee id|passport|passport number|"
              r"blood type|size|shoe size|height|weight|salary|rent|mortgage|age|zip|zip code|postcode|post code|hometown|"
              r"team|project|office|desk|locker|wifi|wi-?fi password|password|pin|code|door code|pin code|access code|language|native language|timezone|time zone|"
              r"anniversary|landlord|bank|insurance|policy number|username|handle|github|twitter|website|school|university|"
              r"major|degree|building|floor|apartment|flat|street|city|neighbou?rhood|car model|bike|laptop|phone model|"
              r"booking reference|booking ref|ref|confirmation number|reference|order number|ticket|train|bus|budget|deadline|goal|target|"
              r"sis|bro|car reg|reg|pw|wifi pw|cousin|uncle|aunt|niece|nephew|fiance|fiancée|fiancé|girlfriend|boyfriend|best friend|roommate|flatmate|"
              r"therapist|trainer|coach|vet|mechanic|plumber|colleague|assistant|favou?rite \w+)")
_RELATIONS = (r"(?:wife|husband|partner|spouse|son|daughter|sister|sis|brother|bro|mum|mom|mother|dad|father|boss|manager|"
              r"colleague|best friend|friend|cousin|uncle|aunt|niece|nephew|fianc[ée]e?|girlfriend|boyfriend|roommate|"
              r"flatmate|kid|grandma|grandpa|doctor|dentist|therapist|trainer|coach|landlord|accountant|lawyer|vet)")
_PROFESSIONS = (r"(?:teacher|nurse|doctor|engineer|software engineer|developer|programmer|designer|lawyer|accountant|"
                r"architect|chef|cook|student|phd student|researcher|scientist|data scientist|journalist|writer|"
                r"photographer|pilot|pharmacist|dentist|vet|veterinarian|mechanic|electrician|plumber|carpenter|"
                r"consultant|manager|product manager|project manager|analyst|economist|marketer|salesperson|"
                r"entrepreneur|founder|freelancer|translator|musician|artist|paramedic|firefighter|police officer|"
                r"professor|lecturer|librarian|barista|waiter|waitress|retiree|surgeon|midwife|therapist|"
                r"psychologist|social worker|civil servant|banker|trader|recruiter|editor|actor|actress)")
_FACT = _rx(
    rf"\b(?:my|our) (?:\w+ ){{0,2}}{_FACT_ATTR}(?:'s \w+)? (?:is|are|was|'s|=|:|will be|has been|remains|changed to|is now|are now)\b",
    rf"\b(?:my|our) {_FACT_ATTR}(?:'s \w+)? (?:is|are)n'?t\b", rf"\b(?:my|our) {_FACT_ATTR}(?:'s \w+)? is not\b",
    rf"^\w+(?: \w+)?(?: is|'s) my {_RELATIONS}\b", rf"\bmy {_RELATIONS},? [A-Z]\w+,? (?:is|lives|works|has|just|got|moved)\b",
    rf"\bmy {_RELATIONS} (?:is|'s) (?:called|named) \w+", rf"\bmy {_RELATIONS} (?:lives|works|studies)\b",
    r"\bi (?:live|'m living|am living|reside) (?:in|at|on|near)\b", r"\bi(?:'m| am) (?:based|located|staying|living) in\b",
    r"\bi (?:just )?(?:moved|relocated) to\b", r"\bi(?:'m| am) (?:originally )?from [A-Z]", r"\bi grew up in\b",
    r"\bi (?:work|'m working|am working) (?:at|for|as|in|on|with)\b", rf"\bi(?:'m| am) (?:a|an) (?:\w+ )?{_PROFESSIONS}\b",
    r"\bi(?:'ve| have) been (?:a|an) \w+ for\b", r"\bi (?:study|teach|research|manage|run|own|drive|ride|speak|use)\b (?!to\b)",
    r"\bi(?:'m| am) (?:\d{1,3}|twenty|thirty|forty|fifty|sixty|seventy|eighty)(?:[- ]\w+)?(?: years old)?\s*(?:[.!,]|$|now|and)",
    r"\bi was born (?:in|on)\b", r"\bi(?:'ve| have)(?: got)? (?:a|an|one|two|three|four|five|\d+) (?:\w+ )?(?:kids?|children|sons?|daughters?|"
    r"dogs?|cats?|pets?|cars?|bikes?|brothers?|sisters?|siblings|grandchildren|rabbits?|horses?|apartments?|houses?|flats?|"
    r"roommates?|allergy|allergies)\b",
    r"\bi(?:'m| am) (?:married|divorced|single|engaged|widowed|retired|left-handed|right-handed|colou?r ?blind|"
    r"a (?:parent|mother|father|dad|mum|mom))\b",
    r"\bi(?:'ve| have) been (?:working|living) (?:at|in|for)\b", r"\bi speak\b", r"\bi(?:'m| am) (?:learning|studying)\b",
    r"^(?:i've |i have )?been (?:working|living) (?:at|in|for)\b", r"\bhome is [A-Z]", rf"^[\w.\- ]{{1,30}} is my (?:\w+ )?{_FACT_ATTR}\b",
    rf"^(?:my |our |the )?{_FACT_ATTR}\s*[:=\-–]\s*\S*[\dA-Z]", rf"^(?:my |our )?{_FACT_ATTR}\s+(?=\S*\d)",
    rf"\bthe (?:\w+'s )?(?:\w+ )?{_FACT_ATTR}\b[^.!?]{{0,25}}\b(?:is|are)\s+\S*[\dA-Z]",
    r"\b(?:i|we) (?:have|'ve got|got) an? \w+ (?:named|called) [A-Z]", r"\bi see dr\.? [A-Z]", r"\b(?:reach|contact|call|text|email|e-mail|mail|message|ring|whatsapp|write to|find) me (?:on|at|via)\b",
    r"\bi go by [A-Z]", r"\b(?:people|everyone|friends) call me [A-Z]", r"\bmy name'?s [A-Z]",
    rf"\b{_FACT_ATTR}\b(?: on file)?[,?]? (?:it'?s|it is|is|should be|=)\s+\S*[\dA-Z]",
    rf"^(?:that|this|it|which)(?:'s| is| was) (?:my|our) (?:\w+ )?{_FACT_ATTR}\b",
    rf"^(?:my |our |the )?(?:\w+ )?{_FACT_ATTR}\s*\?+\s*\S", rf"^(?:so |and )?(?:my|our) (?:\w+ )?{_FACT_ATTR},\s*(?:it'?s|it is|that'?s)\s+\S",
    rf"\b{_FACT_ATTR}(?: is)? now:?\s+\S*[\dA-Z]", rf"(?:<-+|←|=|-|:)\s*(?:that'?s|this is|that is|is) (?:my|our) (?:\w+ )?{_FACT_ATTR}\b",
    # the value first, then what it is: "Pixel-9, that's my work phone", "Rex ← my dog", "It's Ines, my niece I mean"
    rf"^(?:it'?s|that'?s|it is) [^,]{{1,30}},\s*(?:my|our) (?:\w+ )?{_FACT_ATTR}\b",
    rf"^[^\s,]+(?: [^\s,]+){{0,3}},\s*(?:that'?s|that is|it'?s|this is) (?:my|our) (?:\w+ )?{_FACT_ATTR}\b",
    rf"^[^\s,]+(?: [^\s,]+){{0,3}}\s*(?:<-+|←|=)\s*(?:my|our) (?:\w+ )?{_FACT_ATTR}\b",
    rf"\bhere(?:'s| is) (?:my|our) (?:\w+ )?{_FACT_ATTR}\b\s*[-:–,]?\s*\S",
    rf"^(?:save|record|note|store|use|keep|put|set|update|file)\b.{{1,60}}\b(?:as|for|to) (?:my|our) (?:\w+ )?{_FACT_ATTR}\b",
    r"^(?:please\s+)?(?:save|record|note|store|put down|put|list|set|file|register|enter)\b.{1,60}\bas (?:my|our) (?:\w+ ){0,2}\w+",
    rf"\b{_FACT_ATTR}(?: here)?\s*[:=\-–]\s*\S*[\dA-Za-z]")
_EVENT_NOUN = (r"(?:appointment|meeting|flight|trip|wedding|birthday|party|interview|exam|call|dinner|lunch|breakfast|"
               r"concert|conference|deadline|surgery|operation|check-?up|visit|vacation|holiday|game|match|presentation|"
               r"demo|launch|review|reservation|class|lesson|course|workshop|appointment|recital|ceremony|funeral|"
               r"move|moving day|graduation|anniversary|date|race|marathon|show|performance|train|checkout|check-in|"
               r"check in|standup|stand-up|offsite|retreat|talk|viewing|inspection|hearing|session|shift|training|service|"
               r"servicing|renewal|slot|play|gig|recital|screening|appointment|test|exam)")
_EVENT = _rx(rf"\b(?:my|our|the|a|an) (?:\w+ ){{0,3}}{_EVENT_NOUN}s?\b", rf"\b{_EVENT_NOUN}s?\b",
             r"\bi(?:'m| am) (?:flying|going|travell?ing|heading|visiting|meeting|seeing|having|hosting|leaving|driving|"
             r"taking|starting|running|moving|getting married|off)\b",
             r"\b(?:i|we)(?:'ll| will| shall) be (?:in|at|away|out|off|travell?ing|flying)\b", r"\bwe(?:'re| are) (?:going|having|meeting|flying|hosting|moving|getting)\b",
             r"\b(?:i|we) (?:have|'ve got|got) (?:a|an|my|our) (?:\w+ ){0,2}" + _EVENT_NOUN + r"\b",
             r"\b(?:is|was|got) (?:moved|rescheduled|pushed|postponed|brought forward) to\b",
             r"\b(?:booked|scheduled|arranged|set up|planned|pencill?ed in|lined up)\b (?:\w+ ){0,4}(?:for|on)\b",
             r"(?:^|\b(?:i'?m|we'?re|i am|we are) )off to\b")
_DECISION = _rx(r"\bwe(?:'ve| have)? (?:decided|agreed|settled on|chose|picked|went with)\b", r"\blet'?s go with\b",
                r"^decision\s*[:\-]", r"\bwe(?:'ll| will) go with\b", r"\bfinal (?:answer|decision|choice)\b", r"\bi(?:'ve| have) decided\b")
_NEGATION = re.compile(r"n't\b|\b(?:not|never|no longer|no more|hate|dislike|can'?t stand|cannot stand|detest|loathe|despise|"
                       r"avoid|rather not|isn'?t|aren'?t|nothing)\b", re.I)
_SMALLTALK_FACT = re.compile(r"\bmy (?:day|week|weekend|morning|evening|night|head|coffee|tea|lunch|dinner|internet|"
                             r"connection|laptop battery|mood|back) (?:is|was|has been)\s+(?:so |really |very |pretty |kinda |a bit |quite )?"
                             r"(?:long|busy|fine|good|great|ok|okay|cold|hot|slow|terrible|awful|killing|crazy|hectic|nice|"
                             r"rough|weird|boring|lovely|amazing|bad|tired|sore|dead|gone)\b", re.I)
# "my phone is almost dead", "my cat just knocked over a plant": an attribute with a passing state, not a value
# a note "employer Globex", "dentist Dr. Moreau": an attribute, then a name (case matters here)
_NOTE_FACT = re.compile(rf"(?i:(?:my |our |the )?{_FACT_ATTR}) (?:[A-Z][\w.'-]*|\S*\d)")
_STATE_FACT = re.compile(r"^(?:my|our) [\w' ]{1,25}? (?:is|are|was|were|just|has|keeps) (?:\w+ )?(?:almost|nearly|so|very|"
                         r"really|being|acting|dead|broken|dying|knocked|tired|hungry|sleeping|asleep|annoying|late|full|"
                         r"empty|off|on|down|out of|over)\b")
_VALUE = re.compile(r"\d|[A-Z][a-z]+|[€$£%@]")
_KEY_VALUE = re.compile(r"^\s*(?P<key>[A-Za-z][\w /().-]{1,40}?)\s*[:=]\s*(?P<value>\S.{0,200})$")


# a state of the moment, not a lasting preference or fact: "I love this song that's playing right now"
_REQUEST = re.compile(r"^(?:please |pls |kindly )?(?:could|can|would|will|couldn't|can't) (?:you|u|we)(?: please| pls| kindly)?(?: mind)?\s+|"
                      # the formal and indirect forms: "might I ask you to …", "be so kind as to …", "I'd be grateful if you
                      # could …", "I would be obliged if …", "I'd appreciate it if …"
                      r"^(?:(?:might|may|could|can) i (?:ask|trouble|beg) (?:you|u) to|(?:please |kindly )?be so kind as to|"
                      r"i(?:'d| would) ask (?:that|you to)|i(?:'d| would| should)(?: really)? (?:be (?:grateful|obliged|thankful)|appreciate it)(?: if| for)?"
                      r"(?: (?:you|u) (?:could|would|can|will))?|i(?:'d| would) appreciate(?= (?:no|not|a|an|your|it)\b))\s+")
# what asks for information, not for something to be done for the user
_INFO_REQUEST = re.compile(r"^(?:tell|explain|check|find out|look up|say|summari[sz]e|repeat|send|show|give me|make it|translate|"
                           r"help|describe|list|recommend|suggest|compare|prefer|like|love|enjoy|fancy|want|rather)\b|"
                           r"[^,;:.!?]*?(?<!'s )(?<!\bis )(?<!\bare )(?<!\bwas )\b(?:whether|which|what|how|who|why)\b")
# a clause that only makes sense with the one before it: "That's my employee id", "I'm allergic."
_ANAPHOR = re.compile(r"^(?:that|this|those|these|it|they|which)(?:'s|'re|s| is| are| was| were)?\b(?! (?:is|was) (?:all|it|fine|ok))|"
                      r"^i(?:'m| am) (?:\w+ )?(?:allergic|intolerant)\W*$|^i (?:react|respond) (?:\w+ )?(?:badly|poorly|terribly|violently)\W*$|"
                      r"^i (?:\w+ )?(?:like|love|enjoy|prefer|want|need|avoid|hate|pick|choose)s? (?:those|these|them|that|this|it|"
                      r"that one|those ones|one of those)(?: (?:best|most|more|a lot|the most))?\W*$", re.I)
# a clause that points back at the thing the clause before it named ("Standing choir every Monday - please don't
# book over it", "Fridays are for the kids, so I'm not free then"): read together with that clause
_BACK_REF = re.compile(r"\b(?:over|around|before|after|about|with|on|into|from|near) (?:it|that|them|those)\W*$|"
                       r"\b(?:then|that day|those days)\W*$", re.I)
# a request to note something of the user's, and a bare answer after it
_RECORD_REQUEST = re.compile(r"\b(?:jot|write|note|take|put)(?: (?:this|that|it))? down\b|\b(?:save|store|remember|record|note|log|keep|make a note of|"
                             r"update|add|file)\b.{0,30}\b(?:my|our)\b")
_VALUE_ANSWER = re.compile(r"^(?:[Ii]t'?s|[Ii]t is|[Tt]hat'?s|[Tt]hat is|[Ii]t should be)\s+\S*[\dA-Z]\S*(?:\s+\S+){0,4}\W*$")
# a sentence that is only a habit or an identity marker finishes the sentence before it: "Window seats!!! Every time."
_BARE_TAIL = re.compile(r"^(?:and |so )?(?:always|every (?:single )?time|each time|without fail|all the way|any day|100%|no contest|"
                        r"(?:it |that )?works (?:every (?:single )?time|like a charm|a treat|wonders)|never fails|"
                        r"(?:that'?s|that is|it'?s) (?:my|the) (?:rule|motto|policy|default)|"
                        r"hands down|(?:that'?s|that is) (?:so |just |totally |very )?me|i(?:'m| am) like (?:this|that))\W*$", re.I)
# a question about a fact it presupposes ("is it weird that I …", "is it bad that I …"): the fact is the user's
_FACTIVE_FRAME = re.compile(r"^(?:is it|isn'?t it|would it be|am i) (?:\w+ )?(?:weird|strange|odd|bad|crazy|okay|ok|normal|funny|"
                            r"silly|wrong|unusual|embarrassing) (?:that|how) (?=i\b|i'm\b|my\b)")
_REACTION = re.compile(r"^i (?:(?:really|just|totally|absolutely) )?(?:love|like|appreciate|enjoy|adore)d? (?:it|that|this|you|them|"
                       r"your \w+|the (?:help|tip|effort|offer|idea))(?:\s+(?:a lot|so much|very much|loads))?"
                       # … and nothing more, or praise of the assistant after it ("I love this, you're a lifesaver")
                       r"(?:\W*$|\s*[,!.—–-]+\s*(?:you(?:'re| are)?|u r|ur|thanks?|thank you|ty|thx|that'?s|this is|so (?:good|helpful))\b)|"
                       # "(I) love it when …": a reaction to a situation (often sarcastic), not a standing preference
                       r"^(?:i )?(?:(?:really|just|totally|absolutely) )?(?:love|adore|enjoy)s? (?:it|that) when\b")
_CLEFT = re.compile(r"(?i)^it(?:'s| is| was) (?:\w+[ -]?){1,4}? (?:that |who |which )?(?:i|i'm|i've|i'd|we|you)\b")
_MOMENTARY = re.compile(r"\b(?:right now|at the moment|currently playing|just now)\b|\b(?:this|that) (?:song|track|video|"
                        r"show|episode|view|moment|one here)\b"
                        # a bodily state passes ("I'm starving lol"); "I'm tired of X" is a stance, not a state
                        r"|\bi(?:'m| am) (?:so |really |absolutely |totally |just )?(?:starving|hungry|thirsty|tired|"
                        r"exhausted|sleepy|knackered|freezing|stuffed)\b(?!\s+(?:of|with)\b)")
_REPORTED = re.compile(r"\bmy (?!(?:doctor|gp|dentist|physio|dietitian|nurse|consultant|specialist|allergist|heart|gut|head|instinct|body)\b)\w+(?: \w+)? (?:says|said|thinks|thought|told me|reckons)\b")
# a fronted subordinate clause ("when there's a choice, …", "whenever I fly, …"): its subject comes before the verb,
# where a question inverts them ("when is …")
_FRONTED_CLAUSE = re.compile(r"^(?:(?:when|whenever|wherever|where)\s+(?!(?:is|are|am|was|were|do|does|did|can|could|will|would|"
                             r"should|shall|has|have|had|may|might|must)\b)|(?:should|were|had) (?:you|i|we|it|they|there)\b)"
                             r"[^,?]{0,60},\s*\S")
# someone else's taste or restriction, however hedged: "my mum would love …", "my boss is allergic to …"
_THIRD_PARTY = re.compile(rf"\b(?:my|our) {_RELATIONS}'s (?:\w+ )?(?:budget|diet|allerg\w*|favou?rite|preference|limit|"
                          rf"dietary)\b|\b(?:my|our) {_RELATIONS}(?:'s \w+)?(?: \w+)?? (?:(?:would|'d|might|may|could|will|really|also|"
                          rf"totally|absolutely|just|always|only|still|is|isn't|can't|cannot|doesn't|does not)\s+)*(?:likes?|loves?|hates?|swears? by|does|"
                          rf"has to|needs to|"
                          rf"prefers?|enjoys?|adores?|fancies|can'?t stand|into|a fan|allergic|intolerant|{_DIET}|wants?|needs?|insists on|"
                          rf"eat|drinks?|eats?)\b")
# a list with a header that names what its items are: "errands for the weekend: …", "things I love - …"
_LIST_HEAD = re.compile(r"^(?P<head>[a-z][a-z' ,]{2,40}?)\s*(?::|\s[-–]\s)\s*(?P<items>\S.*)$")
_LIST_CLASS = {
    "task": re.compile(r"\b(?:to-?dos?|to do|to get done|to sort(?: out)?|to handle|to finish|to remember|errands?|chores?|"
                       r"mental note|note to self|reminders?|pending|outstanding|open items|backlog|"
                       r"tasks?|jobs)\b"),
    "constraint": re.compile(r"\b(?:avoid|allergi\w*|can'?t|cannot|to respect|rules|limits|no-?gos?|restrictions?|"
                             r"off limits|don'?ts|never)\b"),
    "preference": re.compile(r"\b(?:i (?:\w+ )?(?:like|love|enjoy|prefer|adore)|favou?rites?|likes|preferences|loves|"
                             r"rank(?:ing|ed)?|top (?:\d+|three|five|ten|picks?)|my picks)\b"),
}
# an instruction that picks for the user, made standing by a beneficiary or a habit: "go with X for me", "always
# book me X", "when there's a choice, pick X"
_CHOOSE = re.compile(r"^(?:(?:please|just|always|by default|generally|usually|then|so)\s+)*(?:go(?:ing)? (?:with|for)|opt(?:ing)? for|"
                     r"pick(?:ing)?|choos(?:e|ing)|rank|prioriti[sz]e|get(?:ting)? me|book(?:ing)? me|order(?:ing)? me|default(?:ing)? to|"
                     r"stick(?:ing)? (?:to|with)|find(?:ing)? me|reserv(?:e|ing) me|make mine)\b")
_STANDING = re.compile(r"\b(?:for me|always|whenever|every time|by default|if possible|a choice|given the choice|as usual|"
                       r"as always|from now on|in general)\b")


def _chosen_for_me(low: str) -> bool:
    main = re.sub(r"^(?:when|whenever|if|given|should (?:you|i|we)|were (?:you|i|we))\b[^,]{1,60},\s*", "", low)
    return bool(_CHOOSE.match(main) and _STANDING.search(low))


# a verbless fragment made standing by a habit ("always window seats", "when in doubt, boutique hotels")
_HABIT = re.compile(r"\b(?:always|whenever (?:possible|i can|you can)|every (?:single )?time|each time|(?:when|if) in doubt|by default|"
                    r"if possible|where possible|any day|without fail|as a rule|as usual|as always|all the way|no matter what)\b")
_FINITE = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|we|you|he|she|they|it|it's|that's|is|are|am|was|were|be|been|have|has|had|do|does|"
                     r"did|don't|can|can't|could|will|would|should|must|may|might|please|need|want|let's|thanks|thank)\b|\w{3,}ed\b")
_NOT_A_THING = re.compile(r"(?:ok|okay|so|ok so|yes|yeah|sure|fine|good|great|nice|true|same|happy|glad|welcome|right|"
                          r"here|there|ready|available|up for|hi|hello|hey|thanks|thank you|cheers|bye|lol|haha|wow|oops|"
                          r"sorry|perfect|cool|noted|got it)\b")


def _is_thing(text: str) -> bool:
    """A verbless noun phrase that names something ("window seats"), not a greeting or a reaction ("hi", "great")."""
    low = text.lower().strip(" .!?\t")
    return bool(low and re.search(r"[a-z]{3}", low) and not _FINITE.search(low) and not _NOT_A_THING.match(low))


def _standing_fragment(low: str) -> bool:
    """A verbless fragment a habit makes standing: "ok so window seats, always window seats", "when in doubt, X"."""
    if not _HABIT.search(low):
        return False
    for seg in re.split(r"[,;:!.]|\s[-–—]\s", low):
        rest = _HABIT.sub("", seg).strip(" .!?")
        if rest and len(rest.split()) <= 6 and not _FINITE.search(seg) and re.search(r"[a-z]{3}", rest) \
                and not _NOT_A_THING.match(rest) and not re.search(r"\bto [a-z]+\b", rest):
            return True
    return False


def _standing_condition(low: str) -> bool:
    """ "If there's a choice, book X" is a standing instruction, not a hypothetical: the condition is in the present
    (no "were", "had", "could") and the main clause asserts or instructs without a modal of possibility."""
    m = re.match(r"^if\s+([^,]{1,60}),\s*(.+)$", low)
    # "ever" makes "if I ever get a dog, …" a daydream, but "if you're ever choosing for me, …" an instruction to the
    # assistant for whenever it happens
    ever = r"|ever" if not re.match(r"(?:you|u)(?:'re| are)?\b", m[1] if m else "") else ""
    return bool(m and not re.search(rf"\b(?:were|was|had|won|could|would|did{ever})\b", m[1])
                and not re.search(r"\b(?:could|might|may)\b", m[2]) and not _HYPOTHETICAL.search(m[2])
                and (not re.search(r"\bwould\b|'d\b", m[2])
                     or re.match(r"i(?:'d| would) (?:\w+ )?(?:go|pick|choose|take|opt|want|prefer|like|rather)\b", m[2])))


_SARCASTIC_MESSAGE = re.compile(r"(?:^|\s)/s\b|\s\(not\)|#sarcasm|🙃|🙄|😒", re.I)  # the eye-roll and upside-down face too
#: A request to write or translate a text: the first-person words it quotes or describes are the text's, not the user's
#: ("write a poem that starts with 'I prefer …'", "draft a note to the caterer: two guests are vegan").
_COMPOSE = re.compile(r"^(?:(?:please|pls|kindly|hey|ok|so)\W+)*(?:(?:can|could|would|will) (?:you|u)(?: please)?\s+)?"
                      r"(?:(?:translate|rephrase|reword|proofread|paraphrase)\b|(?:write|draft|compose|create|come up with)\s+"
                      r"(?:me\s+)?(?:(?:a|an|the|some|this|my)\s+)?(?:[\w-]+\s+){0,2}(?:poem|note (?:to|for)|message (?:to|for)|"
                      r"e-?mail|text (?:to|for)|letter|caption|tweet|post|reply|song|story|toast|speech|bio|card|haiku|limerick|"
                      r"slogan|sentence|paragraph|script|invitation|announcement)s?\b)")
#: A quoted text named as a line, a title or a saying ("'I'll have what she's having' is the best movie line ever"): the
#: first person in it is the line's.
_QUOTED_LINE = re.compile(r"(?<=[\w.!?])['\"”’]\s+(?:is|was|are|has to be)\s+(?:[\w-]+\s+){0,4}(?:line|quote|lyrics?|title|saying|"
                          r"phrase|slogan|catchphrase|proverb|motto|pun|joke)s?\b")
#: A notice of an event and its date, as a confirmation text puts it: "Reminder: team offsite — the 18th of April".
_NOTICE = re.compile(r"^(?:reminder|upcoming|confirmed|confirmation|booking confirmed|appointment confirmed)\s*[:\-–—]\s*"
                     r"(?P<what>.+)$")
_TO_DO = re.compile(r"\b(?:to|pay|renew|call|buy|book|send|pick up|cancel|submit|file|return)\b")
#: "Tell me what / when / how …" asks, however it is worded.
_ASK_TELL = re.compile(r"^(?:(?:please|pls|kindly)\s+)?(?:tell|show|explain to|let) me (?:know )?(?:what|when|how|where|which|"
                       r"who|why|if|whether)\b")
_ABBREVIATION = re.compile(r"(?:^|[\s\"'(“‘\[])(?:dr|mr|mrs|ms|prof|st|mt|no|vs|approx|e\.g|i\.e)\.$", re.I)


_TOPIC_ASKED = re.compile(rf"(?i)(?:\b(?:my|our) |^(?:the )?)(?:\w+ )?{_FACT_ATTR}\s*\?+$")


def _sentences(text: str) -> list[str]:
    # "every. single. time": one emphatic phrase, not three sentences
    text = re.sub(r"(?<![\w.])([a-z]{2,8})\. ([a-z]{2,8})\. ([a-z]{2,8})\b", r"\1 \2 \3", text)
    parts = re.split(r"(?<=[.!?])\s+|\n+", text)
    out: list[str] = []
    for part in parts:
        # "Dr. Shah" is one sentence; so is "Personally? Aisle seats." (a one- or two-word rhetorical question)
        # "my employer?? Hooli": a topic asked and answered in one breath
        if out and (_ABBREVIATION.search(out[-1]) or (re.fullmatch(r"(?:\W*\w+){1,5}\W*\?", out[-1])
                                                     and not (_REQUEST.match(_clean(out[-1]).lower()) and _ANAPHOR.match(part)))
                    or (_TOPIC_ASKED.search(out[-1]) and not part.rstrip().endswith("?")
                        # "my sister? Is Marta, I write it for you": the answer, however long, when it has no subject
                        and (len(part.split()) <= 4 or re.match(r"(?i)(?:is|it'?s|it is|that'?s|are|they'?re)\s", part)))):
            out[-1] += " " + part
        else:
            out.append(part)
    return out


_SELF = re.compile(r"^(?:(?:a )?note (?:for|to) [^:]{1,50}:\s*|(?:whoever|anyone who) [^:]{1,50}:\s*)|"
                   r"\b\w+ \((?:that'?s|thats|it'?s|i'?m) me\)|\b(?:someone|somebody) \(me\)|"
                   r"\b(?:the|this|your) (?:guest|customer|client|traveller|traveler|passenger|patient|user|caller|person)(?: (?:in|of|at|from) [\w ]{1,20}?)? "
                   r"\((?:that'?s |i'?m |it'?s )?(?:me|yours truly)\)")
_KIND_OF_PERSON = re.compile(r"\bi(?:'m| am) (?:the|a|one) (?:kind|type|sort) of (?:person|guy|girl|traveller|traveler|customer) "
                             r"(?:who|that) (?:always |usually |never )?(\w+?)(?:e?s)?\b")


# chat spelling: missing apostrophes and texting abbreviations, read as written out
_CHAT = {"im": "i'm", "ive": "i've", "id": "i'd", "dont": "don't", "cant": "can't", "wont": "won't", "doesnt": "doesn't",
         "isnt": "isn't", "arent": "aren't", "thats": "that's", "whats": "what's", "u": "you", "ur": "your", "r": "are",
         "rly": "really", "till": "until", "til": "until", "pls": "please", "plz": "please", "teh": "the", "n": "and", "b4": "before", "thx": "thanks",
         "mtg": "meeting", "mtgs": "meetings", "aftr": "after", "rmnd": "remind", "2moro": "tomorrow", "2day": "today",
         "tmrw": "tomorrow", "k": "ok"}


#: What a misspelt word is corrected to: the words the patterns turn on, spelt out whole.
_VOCABULARY = frozenset("""
prefer preference preferred favourite favorite favour favor enjoy rather really usually always never definitely whenever
allergic allergy intolerant vegetarian vegan pescatarian lactose coeliac celiac gluten peanuts shellfish medication
calendar schedule available unavailable budget maximum minimum spend afford limit before after between weekend weekends
wherever whatever anywhere whichever
appointment password passport number address phone mobile employer company sister brother husband partner daughter
dentist doctor remind remember forget errand flight wedding interview meeting meetings morning evening tomorrow
monday tuesday wednesday thursday friday saturday sunday january february april august september october november
december please nothing anything everything booking bookings usually because actually probably
""".split())
_SUFFIXES = ("s", "es", "d", "ed", "ing", "er", "ly", "'s")


@lru_cache(maxsize=4096)
def _spelling(word: str) -> str:
    import difflib

    if len(word) < 5 or word in _VOCABULARY:
        return word
    close = difflib.get_close_matches(word, _VOCABULARY, n=1, cutoff=0.86)
    if not close or any(word == close[0] + x or close[0] == word + x for x in _SUFFIXES):
        return word  # not near a known word, or a form of it ("fridays", "allergies")
    return close[0]


def _chat_normalise(low: str) -> str:
    """Chat spelling read as written out ("im alergic" → "i'm allergic", "i realy prefere" → "i really prefer"):
    texting abbreviations, missing apostrophes, and words one letter off a word of the patterns."""
    low = re.sub(r"\bw/(o\b)?\s*", lambda m: "without " if m[1] else "with ", low)  # "w/ nuts", "w/o sugar"
    low = re.sub(r"\bi\s*(?:❤️|❤|♥️|♥|<3)\s*", "i love ", low)  # "i ❤ X"
    low = re.sub(r"\b(me|you|u|need|have|got|want|going|how|time) 2(?= [a-z]{2,})", r"\1 to", low)  # "remind me 2 pay"
    low = re.sub(r"(?<=[a-z] )4(?= (?:the|a|an|me|you|u|my|us|him|her|this|that|them)\b)", "for", low)  # "hotel 4 the trip"
    return re.sub(r"[a-z0-9']+", lambda m: _CHAT.get(m[0]) or _spelling(m[0]), low)


_AGREE = {"has": "have", "is": "am", "does": "do", "goes": "go"}


def _as_first_person(low: str) -> str:
    """An agent's note about the user, or the user writing of themself in the third person, read as the user's
    words ("customer favours X", "this person likes X", "Sam (that's me) has X" → "i favour X", "i like X",
    "i has X"; "I'm the kind of person who always picks X" → "i always pick X"); an addressed note's header
    ("note for whoever books:") is dropped."""
    low = _SELF.sub(lambda m: "" if m[0].endswith((":", ": ")) or ":" in m[0] else "i", low).strip()
    # "fun fact about your favourite user: they like X": the user named as the assistant's user, then "they"
    low = re.sub(r"\b(?:fun fact|a fact|news|a note|note|an update|update|a reminder|psa) about (?:your (?:favou?rite |fave |best |dear )?(?:user|human|owner|boss|customer|client)|"
                 r"yours truly|me)\s*:\s*(?:they|he|she)\b", "i", low)
    # chat drops the subject: "cant get enough of X", "can't do Mondays", "love X" are the user's
    low = re.sub(r"^(?=(?:really |totally |absolutely |just |honestly )?(?:can'?t|cannot|won'?t|love|adore|hate|prefer|enjoy)\b"
                 r"(?! (?:it|that|this|you|u|them)\b))", "i ", low)
    low = re.sub(r"\bi (has|is|does|needs|wants|likes|loves|prefers|hates|lives|works|enjoys|keeps|goes|gets|uses)\b",
                 lambda m: "i " + _AGREE.get(m[1], m[1][:-1]), low)
    low = _KIND_OF_PERSON.sub(lambda m: "i " + ("always " if " always " in m[0] else "") + m[1], low)
    m = re.match(r"^(?:the |this |your )?(?:customer|user|client|caller|person|guest|traveller|traveler|passenger|"
                 r"patient|account holder)\s+([\w']+)", low)
    if not m:
        return low
    verb = {"is": "i'm", "has": "i have", "must": "i must", "needs": "i need", "wants": "i want", "favours": "i favour",
            "favors": "i favor", "prefers": "i prefer", "likes": "i like", "loves": "i love", "hates": "i hate",
            "lives": "i live", "works": "i work", "uses": "i use", "speaks": "i speak", "can't": "i can't",
            "cannot": "i cannot", "needs": "i need", "enjoys": "i enjoy", "picks": "i pick", "goes": "i go"}.get(m[1])
    return verb + low[m.end():] if verb else low


def _clauses(text: str) -> list[str]:
    """Sentences, then clauses a new subject starts ("…, but now I prefer …", "…; I also …")."""
    out = []
    for sentence in _sentences(text):
        parts: list[str] = []
        for part in _CLAUSE_BREAK.split(sentence):
            if parts and re.match(r"(?i)and i\b", part) and not _HAS_VERB.search(re.split(r"[,:;]", parts[-1])[-1]):
                parts[-1] += " " + part  # "cats and I don't mix": one subject of two nouns, not two clauses
            else:
                parts.append(part)
        for part in parts:
            part = re.sub(r"(?i)^and (?=i\b)", "", part).strip(" \t\"'“”")
            if part:
                out.append(part)
    return out


#: A value given to fill a gap in the assistant's notes: "you don't have my dog, it's Max" / "you're missing my shoe size:
#: 38" says "my dog is Max" (:func:`filled_gaps` rewrites it so).
_GAP_FILL = re.compile(r"\b(?:you (?:don'?t|do not|didn'?t|did not|dont) have|you(?:'re| are) missing|you haven'?t got|"
                       r"you never (?:got|had|asked (?:me )?for))\s+(?P<my>my|our)\s+(?P<attr>[\w.'-]+(?: [\w.'-]+){0,2}?)"
                       r"(?: (?:on file|yet|anywhere|down|saved|noted|written down))?\s*(?:,|:|—|–|-|;)\s*"
                       r"(?:(?:it'?s|it is|that'?s|that is|which is|they'?re|she'?s|he'?s)\s+)?(?=\S)", re.I)


#: A note's heading on its own line and a bare value on the next ("# employer" / "Initech"), and an arrow between a key
#: and its value ("city ➡️ Vienna"): both are "key: value".
_HEADING_VALUE = re.compile(r"(?m)^[ \t]*#{1,3}[ \t]*(?P<key>[A-Za-z][\w '-]{0,30}?)[ \t]*\n[ \t]*(?P<value>[^\n#:=]{1,60}?)[ \t]*$")
_ARROW = re.compile(r"(?<=\w)\s*(?:➡️|➡|→|->|=>|⇒)\s*(?=\w)")


def filled_gaps(text: str) -> str:
    """The message as a note-taker reads it: "…realised you don't have my dog, it's Max" as "…realised my dog is Max"
    (the user fills a gap), a heading and its value on the next line, or an arrow between them, as "key: value"."""
    text = _GAP_FILL.sub(lambda m: f"{m['my']} {m['attr']} is ", text)
    text = _HEADING_VALUE.sub(lambda m: f"{m['key']}: {m['value']}", text)
    return _ARROW.sub(": ", text)


#: Emoji and pictographs: they colour a clause but its reading is the words' ("my boyfriend 😍 loves jazz" is his taste,
#: "⚠️ must pick up the dry cleaning ⚠️" a task); and an aside in brackets before them ("(typed on the tram) …").
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]+")
_LEADING_ASIDE = re.compile(r"^\([^()]{1,40}\)\s+(?=\S)")


def plain(low: str) -> str:
    """A lower-cased clause without emoji and a leading bracketed aside, for the patterns to read."""
    return _LEADING_ASIDE.sub("", re.sub(r"[ \t]{2,}", " ", _EMOJI.sub(" ", low)).strip())


def framed_not_mine(text: str) -> str:
    """Lines under a line that frames them as not the user's ("my mum's settings, not mine:") are left out, up to the
    next blank line: a block of someone else's values states nothing about the user."""
    out, skipping = [], False
    for line in text.split("\n"):
        if skipping and line.strip():
            continue
        skipping = bool(line.rstrip().endswith(":") and _NOT_MINE.search(line))
        out.append(line)
    return "\n".join(out)


#: A command to the assistant's memory: "save to memory", "pls remember", "note that", "write this down", "kindly note".
_MEMORY_COMMAND = (r"(?:(?:please|pls|plz|kindly)\s+)?(?:save (?:this |it )?(?:to|in) (?:memory|my profile|your notes)|remember\b|"
                   r"note (?:that|down|this)\b|make a note\b|write (?:this|that|it) down\b|put (?:this|that|it) in\b|"
                   r"add (?:this|that|it) to\b|add to my (?:list|notes|calendar|reminders|to-?do)\b|(?<=pls )note\b|(?<=kindly )note\b)")
# a new clause: after ";", or a "but" / "and" / dash that a new subject or a request follows
_CLAUSE_BREAK = re.compile(r";\s+|,?\s+but\s+(?=(?:now |these days |nowadays |actually |lately )?(?:i|i'm|i'd|my|we|please)\b)"
                           r"|,?\s+also\s+(?=(?:i|i'm|i'd|my|please)\s+(?!\w+ing\b))"
                           r"|,?\s+(?=and (?:i|i'm|i'd)\s+(?!\w+ing\b))|,?\s+and\s+(?=(?:my|please)\s+(?!\w+ing\b))"
                           r"|,?\s+and\s+(?=(?:could|can|would|will) (?:you|u)\b)"
                           r"|\s+[-–—]\s+(?=(?:i|i'm|i'd|my|we|please)\b)|\s+[-–—]\s+(?:plus|also|and also),?\s+(?=\S)"
                           # a command to the memory after a dash or an "(oh,) and": "sorry, one sec — pls remember …",
                           # "… every time — oh, and save to memory: …"
                           rf"|\s+[-–—]\s+(?:oh,?\s+)?(?:and\s+)?(?={_MEMORY_COMMAND})|,?\s+(?:oh,?\s+)?and\s+(?={_MEMORY_COMMAND})"
                           # " / " between two statements (not "jazz / blues / soul": three words follow without a slash)
                           r"|(?<=\S)\s+/\s+(?=[^/\s]+\s+[^/\s]+\s+[^/\s]+)"
                           r"|\s+(?:\+|//|\|)\s+(?=\S)"  # "X + Y", "X // Y": two statements side by side
                           r"|(?<=\S)\s+\(?\d{1,2}\)\s+(?=\S)"  # "1) fine 2) yes, X 3) no idea": answers on one line
                           r"|\s+(?:&|\.\.\.)\s+(?=(?-i:[A-Z]))|\s+…\s+(?=\w)"  # "X & Y", "X … Y": a new thought after it
                           r"|\s+(?:also|plus|and also|oh and)\s*:\s+(?=\S)"  # "… those are out Also: add …"
                           r"|\s+p\.?s\.?:?\s+(?=\S)"  # a postscript ("… full stop PS I should mention …")
                           # chat run-ons: a laugh, or a request to the assistant, ends the clause before it
                           r"|\s+(?:lol|haha+|lmao)\s+(?=(?:i|i'm|i'd|my|please)\b)"
                           r"|(?<=\w)\s+(?=(?:can|could|would|will) (?:you|u) (?:please )?(?:remind|note|book|save|remember|"
                           r"add|put|keep)\b)", re.I)
# a verb or a subject in the words before "and I": "I'm vegan and I …" is two clauses, "cats and I don't mix" one
_HAS_VERB = re.compile(r"(?i)\b(?:i|i'm|im|i've|i'd|my|is|are|am|was|were|have|has|had|do|does|did|can|will|\w+ed|"
                       r"\w+s\b(?= (?:to|the|a|my|it)\b))\b")


_TRAILER = re.compile(r"(?:[,;]?\s*(?:by the way|btw|fyi|haha+|lol|lmao|just so you know|for the record|though|"
                      r"as well|for what it'?s worth|if that matters|if that helps|just saying|fwiw|:\)|:d|!+|"
                      # dictated punctuation ("… is 41 full stop") and a tag question ("…, ok?") end no statement
                      # a tag question in any tongue ("…, you know?", "…, ¿sabes?", "…, oder?") asks nothing
                      r",\s*(?:you know|know what i mean|¿?sabes|¿?no|¿?verdad|oder|nicht wahr|n'est-ce pas|innit|eh)\?+|"
                      r"\(?sent from my (?:phone|iphone|ipad|mobile|tablet)\)?|full stop|new (?:line|paragraph)|,\s*(?:ok|okay|right|yeah|alright|yes|got it|understood)\?+|\s+(?:k|ok|okay)\?+))+[.!]*$",
                      re.I)
# a list item ("- start noon", "• allergic to X", "2) employer Hooli") and the header it is read under
_LIST_ITEM = re.compile(r"^\s*(?:[-•*▪◦·]|\d{1,2}[.)]|[a-z]\))\s+(?P<item>\S.*)$")
_LIST_HEADER = re.compile(r"^(?P<head>[^:]{3,60}):\s*$")


#: Spoken fillers between words ("is, um, X"; "the, uh, the …"), and a self-correction that lands back where it began
#: ("£90, no, yeah, £90 max"; "it's X, I think, no, yeah, it's X").
_SPOKEN_FILLER = re.compile(r"(?:,\s*)?(?<![\w'])(?:u+h+|u+m+|e+r+m+|hmm+)(?![\w'])(?:\s*,)?", re.I)
_SPOKEN_ASIDE = re.compile(r",\s*(?:you know|like|let'?s say|i mean)\s*,", re.I)
_BACKTRACK = re.compile(r"(?:,\s*i (?:think|guess))?,\s*no,\s*(?:yeah|yes|yep|wait)\b,?", re.I)
#: The same one to three words said twice in a row ("what I what I like", "and and", "£90 £90 max").
_REPEATED = re.compile(r"(?<![\w'])((?:[\w'’€$£.+-]+\s+){0,2}[\w'’€$£+-]+)(?:,?\s+\1)+(?![\w'’])", re.I)


def _fluent(clause: str) -> str:
    """Speech read as its speaker meant it: fillers, restarts and repeated words left out ("uh what I what I like is,
    um, X, yeah, X for sure" → "what I like is X for sure")."""
    if not re.search(r"(?i)(?<![\w'])(?:u+h+|u+m+|e+r+m+|hmm+|no,\s*yeah)(?![\w'])|(?<![\w'])(\w+)\s+\1(?![\w'])", clause):
        return clause
    clause = _BACKTRACK.sub(" ", _SPOKEN_FILLER.sub(" ", _SPOKEN_ASIDE.sub(" ", clause)))
    clause = re.sub(r"(?i),\s*(?:yeah|yep|yes)\s*,", " ", clause)
    clause = _REPEATED.sub(r"\1", re.sub(r"\s{2,}", " ", clause))
    return re.sub(r"\s+,", ",", clause).strip()


def _clean(clause: str) -> str:
    clause = _FILLER.sub("", _fluent(clause)).strip(" ,;:-–—")
    return _TRAILER.sub("", clause).strip(" ,;:-–—") or clause


def _sentence(clause: str) -> str:
    clause = clause.rstrip(" ,;:")
    clause = clause[:1].upper() + clause[1:]
    return clause if clause.endswith((".", "!", "?")) else clause + "."


# --- words that are not the user's: quoted text someone else wrote, and a question quoted with its answer ---------------
#: A quoted span of a few words (straight, curly or single quotes; an apostrophe inside a word is not a quote).
_QUOTED = re.compile(r'"[^"\n]{3,300}"|“[^”\n]{3,300}”|‘[^’\n]{3,300}’|'  # bounded: no quadratic scan of a long line
                     r"(?<!\w)'(?=[^'\n]{0,200}\s)(?:[^'\n]|(?<=\w)'(?=\w)){3,300}?'(?!\w)")
#: What frames a quote as someone else's words: a reporting verb, or a text the user came across.
_REPORTING = re.compile(r"\b(?:says?|said|saying|reads?|wrote|writes|asks?|asked|texting|texted|txt|text|sms|dm|messag(?:ed|ing)|forward(?:ed|ing)?|"
                        r"fwd|quot(?:e|ed|ing)|claims?|claimed|promis(?:es|ed)|tells?|told|goes|posted|tweeted|replied|"
                        r"(?:ad|advert|sign|menu|label|review|horoscope|headline|poster|flyer|brochure|website|"
                        r"group chat|leaflet|notice)s?)\b", re.I)
#: Replaces a quote that is someone else's words, so no clause reads them as the user's.
QUOTE_MASK = '"…"'


def _mask_quotes(text: str) -> str:
    """Quoted words framed as someone else's (``the menu says "…"``, ``forwarding from the group chat: "…"``, ``texting my
    sister: '…'``) are masked: they state nothing about the user. A quote the user asks to be noted ("please write
    down: '…'") or one that names a thing ("my favourite film is "Heat"") stays."""
    out, last = [], 0
    for m in _QUOTED.finditer(text):
        before, after = text[max(0, m.start() - 60):m.start()], text[m.end():m.end() + 30]
        reported = _REPORTING.search(re.split(r"[.!?\n]", before)[-1]) or re.match(r"\W{0,3}(?:\w+ ){0,3}(?:says?|said)\b", after, re.I)
        addressed = re.search(rf"\b(?:for|to) (?:my|our|his|her|their) (?:\w+ )?{_RELATIONS}\W*$", re.split(r"[.!?\n]", before)[-1], re.I)
        if addressed:  # "note for my mum: '…'": words written for someone else
            out.append(text[last:m.start()] + QUOTE_MASK)
            last = m.end()
        elif _RECORD_REQUEST.search(before.lower()):  # "please note this down: 'no calls after 8'": the quote is the note
            out.append(text[last:m.start()] + m[0][1:-1])
            last = m.end()
        elif reported:
            out.append(text[last:m.start()] + QUOTE_MASK)
            last = m.end()
    return "".join(out) + text[last:]


#: A plan that is off: "I was going to book X for Saturday but nah", "the whole trip's been called off".
_DROPPED = re.compile(r"\b(?:was|were) (?:going|meant|supposed|planning|hoping|about) to\b.*\b(?:but|until|except|then)\b|"
                      r"\b(?:called off|been cancell?ed|got cancell?ed|fell through|(?:been|got|was) scrapped|not happening|changed my mind|"
                      r"no longer happening)\b", re.I)
#: A rating: "oat milk lattes: 9/10, would order again", "I'd give night trains 5/5", "X - 2 out of 10, never again".
_RATING = re.compile(r"^(?:i'?d (?:give|rate) |i (?:give|rate) )?(?P<thing>[^:?!]{2,60}?)\s*(?:[:=\-–—]|\bgets?\b|\bis\b|\bare\b)?\s*"
                     r"(?:an? )?(?P<score>\d{1,2}(?:\.\d)?)\s*(?:/|out of)\s*(?P<of>10|5)\b(?!\s*/)(?P<rest>.*)$", re.I)
_RATING_CONTEXT = re.compile(r"\b(?:would|'d|again|recommend\w*|stars?|rate|rated|rating|every time|always|any day|"
                             r"out of)\b|^i'?d (?:give|rate)|^i (?:give|rate)", re.I)
_ONE_OFF = re.compile(r"\b(?:last (?:night|week|time)|yesterday|today|tonight|this (?:morning|evening|one)|that (?:one|night)|"
                      r"earlier)\b", re.I)
_RATED_BY_OTHERS = re.compile(r"\b(?:reviews?|critics?|people|they|everyone|the internet|ratings?|imdb|tripadvisor|google|"
                              r"apparently)\b", re.I)


def rating(clause: str) -> tuple[str, bool | None] | None:
    """The thing a user rates and whether they like it (``(thing, liked)``), for a rating the user gives as a standing
    verdict ("X: 10/10, would choose again"); ``(thing, None)`` for a rating that is not one: reported from others, a
    one-off ("the film last night: 8 out of 10") or a middling score; None for no rating. A bare "X: 10/10" may be a date: it is a rating only with words that make it one
    ("would … again", "stars", "rate", "out of")."""
    m = _RATING.match(clause.strip())
    if not m or not re.search(r"[a-z]{3}", m["thing"], re.I):
        return None
    thing, rest = m["thing"].strip(" ,"), m["rest"]
    reported = _RATED_BY_OTHERS.search(thing + rest)
    if not (_RATING_CONTEXT.search(clause) or reported):  # "Dentist: 10/10" is a date; "X: 10/10, would pick again" a verdict
        return None
    share = float(m["score"]) / float(m["of"])
    if reported or share > 1 or 0.3 < share < 0.7 \
            or (_ONE_OFF.search(thing + rest) and not re.search(r"\bagain\b|\balways\b|\bevery time\b", rest, re.I)):
        return thing, None  # a rating, but not the user's standing verdict
    return thing, share >= 0.7


#: A question of the assistant's, quoted back before its answer: "“What do you enjoy?” you asked. X."
_QUOTED_QUESTION = re.compile(r"^[“\"‘'](?P<question>[^”\"’'\n]{3,80}\?)[”\"’']\s*(?:,?\s*(?:you|u) (?:asked|said|wanted to know)|"
                              r"was the question)?\s*[.,:;—–-]*\s*(?P<answer>[^.!?\n]+[.!?]?)(?P<rest>.*)$", re.S)
#: A line quoting someone else's message (e-mail style), and an assistant's question about the user.
_QUOTE_LINE = re.compile(r"^\s*>+\s?(?P<text>.*)$")
_ASKS_USER = re.compile(r"\b(?:you|your|yours|u|ur)\b", re.I)
_WH_YOUR = re.compile(r"^(?:so,? )?(?:what|which)(?:'s| is| are|'re) (?:your|ur) (?P<what>[\w' -]{2,40})$", re.I)
_WH_NOUN = re.compile(r"^(?:so,? )?(?:what|which) (?P<what>[\w' -]{2,30}?) (?P<verb>is|are|was|would be|works?|suits?)"
                      r"(?P<rest>(?: [\w' -]{1,40})?)$", re.I)
_WH_THE = re.compile(r"^(?:so,? )?(?:what|which)(?:'s| is) the (?P<what>[\w' -]{2,60})$", re.I)
_ANY = re.compile(r"^(?:(?:do|have) (?:you|u) (?:got|have) )?any (?P<what>[\w' -]{2,40}?)(?: (?:we|i) should know about| to (?:flag|mention|"
                  r"note)| at all| for (?:us|me))?$", re.I)
_WHEN = re.compile(r"^(?:so,? )?when(?:'s| is| are|'re| will| does| do)\b", re.I)
_HOW_MUCH = re.compile(r"^(?:so,? )?how (?:much|many)\b.*\b(?:spend|budget|thinking|pay|afford|cost|looking at|have)\b", re.I)


def _second_to_first(text: str) -> str:
    """An assistant's words about the user, in the user's own person: "bad for you" → "bad for me"."""
    text = re.sub(r"\b(?:are you|were you)\b", lambda m: "am i" if m[0].startswith("are") else "was i", text, flags=re.I)
    text = re.sub(r"\b(?:your|ur)\b", "my", text, flags=re.I)
    text = re.sub(r"\byours\b", "mine", text, flags=re.I)
    text = re.sub(r"^(?:you|u)\b", "i", text, flags=re.I)
    return re.sub(r"\b(?:you|u)\b", "me", text, flags=re.I)


def answered(question: str, answer: str) -> str:
    """A terse answer read with the question it answers, as the user's own statement: "What's your dentist?" /
    "Dr. Lee" → "my dentist is Dr. Lee"; "Which evening is bad for you?" / "Tuesday" → "Tuesday is bad for me";
    "Any allergies?" / "kiwi" → "my allergies: kiwi"; anything else → the answer, then the question in the user's person
    ("9am — what's the earliest that suits me")."""
    q = re.sub(r"\s+", " ", question).strip(" ?>").strip()
    a = answer.strip()
    m = _WH_YOUR.match(q)
    if m:
        return f"my {m['what']} is {a}"
    m = _WH_THE.match(q)
    if m:
        return f"the {_second_to_first(m['what'])} is {a}"
    m = _WH_NOUN.match(q)
    if m:
        return f"{a.rstrip('.')} {m['verb']}{_second_to_first(m['rest'])}"
    m = _ANY.match(q)
    if m:
        return f"my {_second_to_first(m['what'])}: {a}"
    if _HOW_MUCH.match(q):
        return f"my budget is {a}"
    if _WHEN.match(q):
        return f"{a.rstrip('.')} ({_second_to_first(q)})"
    return f"{a.rstrip('.')} — {_second_to_first(q)}"


#: A clause that narrates what the user did ("I dug out the paperwork", "we finally sent it"): no task in it.
_NARRATION = re.compile(r"^(?:so |and |then )?(?:i|we) (?:just |finally |already |eventually )?(?:\w{3,}ed|dug|went|did|found|got|made|"
                        r"took|had|sent|paid|bought|brought|ran|left|came|saw|told|gave|spoke|wrote|began|forgot|met|sold|"
                        r"lost|won|kept|put)\b(?! to\b)", re.I)

#: A message that calls off what came before it ("never mind, cancel that", "forget it"): nothing to keep.
_CANCEL = re.compile(r"\b(?:never ?mind|nvm|forget (?:it|that|about it|i said anything)|cancel (?:that|it|this)|ignore (?:that|this|"
                     r"me|what i said)|scratch that|disregard (?:that|this))\b", re.I)
_CANCEL_REST = re.compile(r"\b(?:ok|okay|oh|so|well|actually|wait|then|please|pls|thanks|sorry|um+|uh+|just)\b|\W+", re.I)


def cancelled(low: str) -> bool:
    """The clause only calls something off ("okay, um, never mind, uh, cancel that")."""
    return bool(_CANCEL.search(low)) and not _CANCEL_REST.sub("", _CANCEL.sub("", low))


#: Someone else's doing or value, not the user's: a named person's taste ("Mia prefers red wine"), a place's schedule
#: or value ("the kids' school doesn't open before 8:30", "the café's wifi password is …"), a thing said to be for
#: someone else ("…, but they're for my son, not me").
_NAMED_TASTE = re.compile(r"^[A-Z][a-z]+(?: [A-Z][a-z]+)? (?:really |also |always |just |totally )?(?:prefers|likes|loves|wants|"
                          r"hates|adores|enjoys|needs|can'?t stand|is (?:allergic|vegan|vegetarian|into))\b")
_PLACES = (r"(?:school|shop|store|office|gym|pool|bank|library|pharmacy|clinic|bakery|café|cafe|restaurant|bar|pub|"
           r"museum|station|nursery|daycare|kindergarten|post office|supermarket|garage|council|airline|hotel|venue|"
           r"cinema|theatre|theater|club|salon|church|hospital|building|airport)")
_ELSEWHERE = re.compile(rf"^(?:the|our|their|his|her|my (?:kids?'?|son'?s|daughter'?s)) (?:[\w']+ ){{0,2}}?{_PLACES}s?\b(?:'s)? "
                        r"(?:\w+ )?(?:doesn'?t|does not|don'?t|won'?t|never|only|opens?|closes?|shuts?|starts?|runs?)\b|"
                        rf"\bthe (?:[\w']+ )?{_PLACES}'s\b|\bnot (?:for )?(?:me|mine)\W*$|\bnot mine\b", re.I)
#: Indifference ("I'll sit wherever", "I'm fine with whatever"): no preference stated.
_INDIFFERENT = re.compile(r"^i(?:'ll| will|'m| am|'d| would| can)? (?:\w+ ){0,2}?(?:wherever|whatever|anywhere|whichever|"
                          r"either(?: one| way)?)(?: (?:you (?:like|want|pick)|is (?:fine|ok|okay)|works|goes))?\W*$", re.I)
#: A condition put to the assistant about the user's mood, then what works: "if you ever need to cheer me up: X".
_MOOD_FRAME = re.compile(r"^(?:and |so )?(?:if|when|whenever) (?:you|u) (?:ever )?(?:need|want|have|wish) to (?:cheer me up|"
                         r"make me (?:happy|smile|feel better)|make my day|spoil me|treat me|surprise me|bribe me|win me over|"
                         r"calm me down|get me (?:a gift|a present|something))\b[^:]{0,30}[:,]\s*(?P<thing>\S.*)$", re.I)
#: An errand that follows a dated event and belongs to it: "…, need to find a sitter".
_ERRAND = re.compile(r"^(?:so |and )?(?:need|have|got|gotta|must)(?: to| 2)?\s+\w+", re.I)

#: Venting ("ugh, I hate Mondays"): no standing preference in it, though a task or a limit said while venting stands.
_VENTING = re.compile(r"^(?:ugh+|argh+|urgh+|meh)\b", re.I)

#: What points back at an event's day: "…, so please keep that day free", "… so I'll be out most of that day".
_EVENT_BACK = re.compile(r"\b(?:that|the same|this) (?:day|date|evening|morning|afternoon|night|week|weekend)\b|"
                         r"\baround (?:it|that)\b|\bthen\W*$", re.I)
