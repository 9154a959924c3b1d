"""The offline extractor's readings of kind, without I/O: which clause shapes state a preference, a constraint, a fact,
a task, a dated event or a decision, and how a terse answer is read with the question it answers.

:class:`~memgraph_py.extract.HeuristicExtractor` applies them to the clauses of :mod:`memgraph_py.extract_clauses`,
once :mod:`memgraph_py.extract_traps` has set aside what holds no memory. The rules read sentence structure — who the
subject is, the modality and tense of the verb, whether a clause is a request, a condition, a list header or a
fragment — rather than fixed sentences, so wordings they were not written for still read right.
"""

from __future__ import annotations

import re

from .extract_clauses import plain
from .extract_traps import _STUCK
from .extract_words import _CONTENTMENT, _AGENT_VERBS, _DIET, _EVENT_NOUN, _FACT_ATTR, _FOODISH, _LANGS, _PROFESSIONS, _RELATIONS, _rx


_TASK = _rx(r"\bremind me (?:to|about|that|of)\b", r"\bdon'?t let me forget\b",
            # Hindi in English: "mujhe X karna hai" (I have to X), "yaad dila dena" (remind me)
            r"\bmujhe\b.{3,80}\bkarna (?:hai|hain|padega)\b", r"\byaad dila(?:na|o|dena|do|de|iye|ana)\b",
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
            r"\bi (?:must not|mustn't) forget\b", r"\bnote to self\b", r"^(?:i )?(?:gotta|got to) (?!say|admit)\w+", r"\bi (?:really |simply |absolutely |definitely )?must (?!say|admit|be\b|(?:go|attend|be there|come)\W*$)\w+", r"\bon my (?:list|to-?do)\b",
            r"\b(?:ping|nudge|chase|bug|poke|nag|hassle|prod|badger|hound|prompt|jog my memory) me\b", r"\bit'?s on me to\b", r"\bi still haven'?t (?:managed to|got round to)\b")
_CONSTRAINT = _rx(
    # a spending cap said alone ("Please under $200 dong.", "Under $200, please.", "Not a penny over $200, me old china.")
    r"^(?:(?:next|another|and|also|plus) one:\s*)?(?:please,? )?(?:under|below|less than|no more than|not more than|at most) [$€£¥₹]\s?\d[\d,.]*k?\b(?:,? (?:please|pls|tops|max))?"
    r"(?:,?\s*[\w']+)?\W*$",
    r"^not a (?:penny|cent|dollar|pound|euro|rupee|yen|kopek|dime)(?: more)? (?:over|above|more than|past) [$€£¥₹]?\s?\d",
    # a day off named: "my day off is Sunday", "Sundays are my days off"
    r"\bmy (?:usual |regular |weekly )?(?:days? off (?:is|are|'s)|rest days? (?:is|are)|rest day's)\b",
    r"\b(?:is|are) (?:always )?my (?:usual |regular |weekly )?(?:days? off|rest days?)\b",
    # a time put first, then the limit ("after noon don't call me", "before 8am, no calls please")
    r"^(?:before|after|past|until|till|from) [\w: ]{1,12}?,? (?:please )?(?:don'?t|do not|never|no)\b (?:\w+ ){0,2}?"
    r"(?:me|calls?|meetings?|messages?|bookings?|anything)\b",
    # "I'd ask that nothing be scheduled after 7:30 pm", "no meetings are to be booked on Fridays"
    r"\b(?:nothing|no (?:meetings?|calls?|appointments?|bookings?|events?))(?: should| must| may| can| is to| are to)? "
    r"(?:be|get|gets|is|are) (?:scheduled|booked|planned|put|set|arranged)\b",
    r"\bi(?:'m| am) (?:\w+ )?(?:allergic|intolerant|sensitive) to\b", rf"\bi(?:'m| am) (?:a |an |strictly |fully |now )?{_DIET}\b",
    rf"\bi (?:don'?t|do not|never|can'?t|cannot|can not|no longer|won'?t) (?:eat|drink|consume|touch|have) (?:any )?{_FOODISH}\b",
    rf"\bno (?:more )?{_FOODISH} for me\b", rf"\bi (?:only|strictly) (?:eat|drink|fly|travel|take|book|stay|use)\b",
    r"\bi (?:(?:just|really|simply|honestly|absolutely|definitely|physically) )?(?:can'?t|cannot|can not|won'?t|am not able to|am unable to|'m unable to|'m not able to) (?:do|make|attend|meet|travel|fly|work|take calls|drive|walk|climb|lift|swim|be reached)\b",
    rf"(?:^|please\s+|[,:;]\s*)(?:never|don'?t ever|do not ever|don'?t|do not) {_AGENT_VERBS}\b.*\b(?:before|after|past|later than|earlier than|until|on|during|between|unless|over|more than|weekends?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|evenings?|mornings?|nights?|\d)",
    rf"^(?:please\s+)?(?:always|only) {_AGENT_VERBS}\b", rf"^(?:please\s+)?never {_AGENT_VERBS}\b",
    # the time fronted, the refusal after it ("after noon I'm done for the day, don't ring me")
    rf"^(?:after|before|past|from|until|till)\s+\S+.*[,:;]\s*(?:never|don'?t ever|don'?t|do not) {_AGENT_VERBS}\b",
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
    r"\b(?:not|never|n't|no) (?:go(?:ing)?|spend(?:ing)?|pay(?:ing)?) (?:anything )?(?:above|over|beyond|past|more than)\b",
    r"\b(?:shouldn'?t|mustn'?t|must not|should not|can'?t|cannot|won'?t|not to|never|may not) (?:exceed|top|go (?:over|above|beyond|past))\b", r"\b(?:did|does|do|would)(?: not|n't) (?:exceed|go (?:over|above|beyond|past))\b",
    r"\b(?:is|'s) my (?:absolute |hard |upper |maximum |max )?(?:limit|max|maximum|ceiling|cap)\b",
    # the bound named first ("My ceiling is $200.", "my spending limit: €80")
    r"\bmy (?:spending |price |absolute |hard |upper )?(?:limit|max|maximum|ceiling|cap)(?:'s| is|\s*:)\s*(?:about |around )?[€$£]?\s?\d",
    r"\bi (?:react|respond) (?:badly|poorly|terribly|violently)\b", r"(?:=|means|puts me in|sends me to) (?:the )?hospital\b",
    rf"\bi (?:follow|keep|am on|'m on|stick to|eat) an? (?:strict |\w+ )?(?:{_DIET} )?diet\b", rf"^as an? (?:strict )?{_DIET}\b",
    rf"^(?:i'?ve |i have )?been (?:an? |strictly |fully )?{_DIET}\b",
    r"\bi(?:'m| am) (?:not|never) (?:\w+ )?(?:available|reachable|contactable|around|free|awake|online|at my desk) "
    r"(?:on|every|before|after|during|between|until)\b",
    r"\b(?:is|are|'s|'re) (?:a (?:hard )?no|a no-go|a non-starter|a dealbreaker|out of the question) for me\b", r"\bi (?:have|'ve got) (?:a )?(?:bad|broken|injured|weak|dodgy) (?:knee|back|hip|ankle|leg|shoulder)\b",
    r"\bi use a (?:wheelchair|cane|walker)\b", r"\bi (?:don'?t|do not) (?:drive|fly|do (?:stairs|red-eyes|overnight))\b",
    r"\b(?:i'?m|i am) (?:not available|unavailable|never available|off) (?:on|every|before|after|during|between)\b",
    # out of reach before or after an hour ("I'm offline before 8:30", "I'm asleep after 10pm")
    r"\b(?:i'?m|i am) (?:always |usually )?(?:offline|asleep|unreachable|off (?:the )?grid|off ?line) (?:before|after|until|past) "
    r"(?:\d|noon|midnight)",
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
    # stop 33 (ext19): a day ruled out whole ("No Sundays for me.", "BLUF: no Saturdays."), a spending cap with its amount
    r"^(?:\w+(?: \w+)?,\s*)?(?:(?:bluf|nb|ps|note|pinned|heads up|reminder|fyi)\s*:\s*)?no (?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?)"
    r"(?: for me| ever| at all| please)?(?:,? ever)?(?:\W|#\w+)*$",
    r"\b(?:spending|spend|budget|price) (?:cap|limit)\b[:\s]+(?:of |is |at )?(?:about |around )?[€$£]?\s?\d",
    # asked not to be rung after an hour; an activity ruled out on a weekday ("No voyages on a Monday"); all there is
    # for something ("$200, that's all I got for this")
    r"\bnot be (?:telephoned|phoned|called|rung|contacted|disturbed) (?:after|before)\b",
    r"^(?:\w+,\s*)?no \w+(?: \w+)? on (?:a |any )?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b",
    r"[€$£]\s?\d[\d,.]*,? (?:that'?s|is) all i(?:'ve)? (?:got|have)\b",
    # a diary nobody may book ("Nobody books me on a Monday"); a diary kept clear of calls after an hour; a food never
    # wanted on the plate
    r"^(?:nobody|no one|no-one) (?:books|calls|rings|phones|schedules|disturbs) me\b[^.]{0,30}\b(?:on|before|after|at)\b",
    r"\bclear of (?:calls|meetings|bookings|appointments|visitors)\b[^.]{0,15}\b(?:after|before|until|on)\b",
    r"\bi (?:never|don'?t ever) want\b[^.:]{0,30}\b(?:on my plate|in my food|near me)\b",
    r"\bout of reach\b", r"\b(?:keep|leave) (?:my |the |all )?[\w' ]{1,25}? (?:clear|free|empty|open)\b(?! for (?:the|my|a)\b)",
    r"^(?:(?!(?:it|that|this|they)\b)\w+,\s*)?(?:(?![^:]*\b(?:said|says|say|told|tells|rules?|policy|sign|notice|menu|page)\b)"
    r"[^:]{0,25}:\s*)?(?:not|nothing|no \w+) "
    r"(?:before|after|earlier than|later than|past)\b",
    # a food that disagrees with the user; a diet said with no subject ("Totally coeliac these days")
    r"\b(?:disagrees?|doesn'?t agree|don'?t agree) with me\b", rf"^(?:totally|fully|strictly|completely) {_DIET}\b", rf"\b(?:went|gone|turned|became|become) (?:fully |strictly )?{_DIET}\b", r"\b(?:spending |budget )?ceiling\b", r"\bcan'?t go (?:past|over|above)\b",
    # a note's or a telegram's subjectless allergy, opening its clause ("Allergic to cats STOP Severe STOP")
    r"^(?:very |severely |seriously |badly )?(?:allergic|intolerant) to\b",
    r"^(?:unavailable|not available|busy|off) (?:on|every|before|after|during)\b", r"\bi'?m allergic\b", r"\boff limits\b", rf"^being {_DIET}\b", r"\bi (?:can only|only ever) (?:do|meet|travel|fly|take)\b",
    # a prohibition in the passive with its time ("skipper not to be roused before 10 am", "not to be called after 8")
    r"\bnot to be (?:\w+ed|woken|rung|seen|met)\b.*\b(?:before|after|past|until|till|on|during)\b",
    # a standing refusal under its condition (a scenario's "whenever X, the answer is no")
    r"\bwhenever\b.*\b(?:the answer(?:'s| is)|it'?s|that'?s) (?:a )?(?:no|hard no|firm no|never)\b",
    # stop 35 (ext20: dev25): a diet said alone under an address and a vouching tag ("Brah, vegan for real, …"); a
    # weekday taken every week, then that it cannot be booked ("Every Saturday I'm at the club, so book around it");
    # the body's reaction said after a food ruled out ("No latex. I swell up like a balloon.")
    rf"^(?:[\w']+,\s*)?{_DIET}(?:,? (?:for real|no joke|no lie|deadass|honestly|seriously|for sure|these days))\b",
    r"^(?:[^:,]{0,25}:\s*)?every (?:mon|tues|wednes|thurs|fri|satur|sun)day,? i(?:'m| am| stay| go| do| work| have)\b[^.]{0,50},\s*so (?:please )?"
    r"(?:book around (?:it|that|them)|don'?t book|can'?t|i can'?t|not free|i'?m (?:out|busy|not free|never free)|"
    # "…, so no." (dev26's): the day refused, nothing after it
    r"no(?=\W*$|[.!]))\b",
    r"^no [\w' -]{2,30}[.!]+\s*i (?:swell up|break out|get hives|can'?t breathe|end up in (?:the )?hospital|go into shock)\b")
_PREF = _rx(
    # a taste returned to ("…, I go back to jazz", stop 37: the retrain through dev31 left dev26's to the reader); going
    # back to work, school or bed is no taste
    r"(?<!before )(?<!after )(?<!when )(?<!until )(?<!till )(?<!once )(?<!then )"  # "before I go back to the hives": a time
    r"\bi (?:always |still |keep )?(?:go|going|come|coming) back to\b(?! (?:work|school|uni|college|the office|the gym|bed|"
    r"sleep|my desk|it|that|this|them|the \w+ (?:later|tomorrow))\b)",
    r"\bi(?:'m| am) (?:firmly |totally |always |100% )?team (?!player\b|lead\b|leader\b|meeting\b|member\b)[\w-]+",  # "I'm team spicy food": a side taken
    # "… spicy food? it's all I ever want": the thing named before is what the user wants
    r"\b(?:it'?s|that'?s|is|are) (?:all|exactly what|just what|what) i (?:ever |really |always |usually )?(?:want|ask for|crave|"
    r"order)\b",
    r"\bi (?:\w+ ){0,2}(?:prefer|like|love|enjoy|adore|fancy|favou?r|dig|(?<!would )(?<!'d )(?<!should )(?<!really )appreciate)\b(?<! up like)(?<! out like)(?<! down like)(?! (?:it|that|this) when)(?!\s+to\s+know\b)"
    r"(?!\s+(?:it|that|this|you|them|your \w+|the (?:help|tip|effort|offer))(?:\s+(?:a lot|so much|very much|loads))?\W*$)",
    r"\bi(?:'m| am) (?:an? |the )(?:[\w-]+ ){1,5}(?:type|kind of (?:person|guy|girl|traveller|traveler)|person|guy|girl)"
    r"(?:,? (?:always (?:have )?been|always|through and through|for life|since forever))?"
    # a short tag after it that takes nothing back ("…, wicked simple", "…, toda"; not "…, but not today", "…, my wife isn't")
    r"(?:,\s*(?!(?:but|though|except|unless|not|no|my|his|her|their|our|or|apparently|supposedly)\b)[\w' -]{1,20})?\W*$",
    r"\bmy (?:heart|gut) (?:says|is set on|wants|goes for)\b",
    # stop 35 (ext20: dev25): what the user cannot do without ("… drops without X, that's how much I rely on it")
    r"\bwithout [\w' -]{2,40}, that'?s how much i (?:rely on|need|depend on|love) (?:it|them)\b",
    r"\bi (?:can'?t|couldn'?t|cannot) (?:live|function|survive|cope) without\b",
    # Pidgin's "I get one soft spot fo X" (have a) too
    r"\b(?:have|got|has|had|get)(?: always| long| always had| long had)? (?:an?|one) (?:\w+ )?(?:preference|soft spot|weakness|thing) for\b",
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
    r"\blean(?:ing)? towards?\b", r"\bi(?:'d| would|'ll| will) (?:always |usually |still )?(?:choose|pick|take|go for|opt for)\b.+\bover\b",
    # a taste kept however tastes change ("Mine, however, remain fixed on X"); Jamaican "X sweet mi" (X pleases me)
    r"\b(?:mine|my (?:tastes?|heart|choices?|preferences?))(?:,? however,?)? (?:remains?|stays?|is|are) (?:\w+ )?(?:fixed|set|"
    r"settled) on\b", r"^[\w' -]{2,40}? sweet (?:mi|me)\b",
    # "come rain or shine, it's X for me", "it's X for me, every time": the user's pick whatever comes
    r"^come [\w' ]{2,20} or [\w' ]{2,20},\s*it'?s (?!(?:too|so|very|a bit|not|quite|getting|far|just)\b)[\w' -]{2,40} for me\b",
    r"\bit'?s (?!(?:too|so|very|a bit|not|quite|getting|far|just)\b)[\w' -]{2,40} for me,? (?:always|every time)\b",
    # a pick and nothing else ("…, but mela, window seats and nothing else"); a punter's banker (the sure pick) for the user
    r"^(?:\w+,\s*)?(?!(?:no|not|never)\b)[\w' -]{2,40} and nothing else\W*$", r"^banker\b[^:]{0,40}:\s*\w",
    # choosing again and again; what a taste means for me ("comfort first, and for me that means X")
    r"\bi keep (?:choosing|picking|going for|ordering|coming back to)\b", r"\bfor me,? (?:that|this|it) means\b",
    # a taste filed under a heading of the user's tastes ("case closed on my tastes: jazz")
    r"\bmy tastes?\b[^:.]{0,12}:\s*\w",
    # a choice given its odds ("ninety percent chance I'll go for X")
    r"\b(?:\d{2,3}|ninety|eighty|seventy|ninety-nine)(?: ?percent| per ?cent|%) (?:chance|sure|certain)\b[^.]{0,12}\bi(?:'ll| will|'d| would) "
    r"(?:go for|pick|choose|take|opt for)\b",
    # a standing choice in the future tense: "I will always choose X", "I'll always go for X"
    r"\bi(?:'ll| will) (?:always|every time|invariably) (?:choose|pick|go for|opt for)\b(?! (?:you|u|him|her|them)\b)", r"\bmakes? me (?:happy|smile|feel good)\b", r"\((?:preferred|favou?rite|fav|my pick)\)",
    r"\b(?:ideal|perfect|best|great)\b,? as (?:always|usual)\b", r"^(?:definitely|totally|always|forever) team \w+", r"\bfor me (?:is|it'?s) better\b",
    r"\bbetter for me\b", r"\bmy (?:usual |first |top )?(?:pick|choice)\b", r"\bwhat i (?:do |always |usually |really )?(?:like|love|enjoy|want)\b", r"\bi(?:'d| would) (?:much )?rather\b",
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
    r"\bcan'?t beat\b", r"\bmy (?:usual )?go-to\b", r"\b(?:is|are) (?:\w+ )?(?:the best|my thing)\b", r"\bi always (?:pick|choose|order|get)\b",
    r"\bwhat i'?d (?:go for|pick|choose|order)\b", r"\b(?:i'?m|i am) (?:always |much |so |far )?happ(?:ier|iest) (?:with|when)\b",
    r"\bnothing (?:makes|beats|tops)\b", r"\bwins? for me\b", r"\bsuits? me\b", r"\bi favou?rs?\b")
_FACT = _rx(
    rf"\b(?:my|our) (?:\w+ ){{0,2}}{_FACT_ATTR}(?:'s \w+)? (?:is|are|was|'s|=|:|will be|has been|remains|changed to|is now|are now)\b",
    rf"\b(?:my|our) {_FACT_ATTR}(?:'s \w+)? (?:is|are)n'?t\b", rf"\b(?:my|our) {_FACT_ATTR}(?:'s \w+)? is not\b",
    rf"^\w+(?: \w+)?(?: is|'s) my {_RELATIONS}\b", rf"\bmy {_RELATIONS},? [A-Z]\w+,? (?:is|lives|works|has|just|got|moved)\b",
    rf"\bmy {_RELATIONS} (?:is|'s) (?:called|named) \w+", rf"\bmy {_RELATIONS} (?:lives|works|studies)\b",
    # "my sister's Marta, innit": the relation's name said with "'s" for "is", the clause ending there or at a comma
    rf"\bmy {_RELATIONS}'s (?-i:[A-Z][a-z]+)(?: (?-i:[A-Z][a-z]+))?(?=\s*(?:[,.!]|$))",
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
# "my phone is almost dead", "my cat just knocked over a plant": an attribute with a passing state, not a value
# a note "employer Globex", "dentist Dr. Moreau": an attribute, then a name (case matters here)
_NOTE_FACT = re.compile(rf"(?i:(?:my |our |the )?{_FACT_ATTR}) (?:[A-Z][\w.'-]*|\S*\d)")
_VALUE = re.compile(r"\d|[A-Z][a-z]+|[€$£%@]")
_KEY_VALUE = re.compile(r"^\s*(?P<key>[A-Za-z][\w /().-]{1,40}?)\s*[:=]\s*(?P<value>\S.{0,200})$")
# a clause that points back at the thing the clause before it named ("Standing choir every Monday - please don't
# book over it", "Fridays are for the kids, so I'm not free then"): read together with that clause
_BACK_REF = re.compile(r"\b(?:over|around|before|after|about|with|on|into|from|near) (?:it|that|them|those)\W*$|"
                       r"\b(?:beyond|past|after|before) (?:that|this) (?:point|time|hour)\b|"
                       r"\b(?:then|that day|those days)\W*$", re.I)
_VALUE_ANSWER = re.compile(r"^(?:[Ii]t'?s|[Ii]t is|[Tt]hat'?s|[Tt]hat is|[Ii]t should be)\s+\S*[\dA-Z]\S*(?:\s+\S+){0,4}\W*$")
# a sentence that is only a habit or an identity marker finishes the sentence before it: "Window seats!!! Every time."
_BARE_TAIL = re.compile(r"^(?:and |so )?(?:always|every (?:single )?time|each time|without fail|all the way|any day|100%|no contest|"
                        r"(?:it |that )?works (?:every (?:single )?time|like a charm|a treat|wonders)|never fails|"
                        r"(?:that'?s|that is|it'?s) (?:my|the) (?:rule|motto|policy|default)|"
                        r"hands down|(?:that'?s|that is) (?:so |just |totally |very )?me|i(?:'m| am) like (?:this|that)|"
                        # a closing that only affirms what came before: "X. That's the answer.", "X. End of story."
                        r"(?:that'?s|that is) (?:the|my) (?:(?:final|only) )?answer|final answer|end of (?:story|discussion)|"
                        r"period|full stop|case closed|no debate|obviously|of course|duh|"
                        r"every (?:single )?(?:day|week|month|year|morning|evening|night|weekend))"
                        r"(?:\s+(?:fr|tbh|ngl|istg|lol|honestly|seriously))?\W*$", re.I)
# a question about a fact it presupposes ("is it weird that I …", "is it bad that I …"): the fact is the user's
_FACTIVE_FRAME = re.compile(r"^(?:is it|isn'?t it|would it be|am i) (?:\w+ )?(?:weird|strange|odd|bad|crazy|okay|ok|normal|funny|"
                            r"silly|wrong|unusual|embarrassing) (?:that|how) (?=i\b|i'm\b|my\b)")
_CLEFT = re.compile(r"(?i)^it(?:'s| is| was) (?!(?:all|exactly what|just what|what|everything) )(?:\w+[ -]?){1,4}? "
                    r"(?:that |who |which )?(?:i|i'm|i've|i'd|we|you)\b")
# a fronted subordinate clause ("when there's a choice, …", "whenever I fly, …"): its subject comes before the verb,
# where a question inverts them ("when is …")
_FRONTED_CLAUSE = re.compile(r"^(?:(?:when|whenever|wherever|where)\s+(?!(?:is|are|am|was|were|do|does|did|can|could|will|would|"
                             r"should|shall|has|have|had|may|might|must)\b)|(?:should|were|had) (?:you|i|we|it|they|there)\b)"
                             r"[^,:?]{0,60}[,:]\s*\S")
# a list with a header that names what its items are: "errands for the weekend: …", "things I love - …"
_LIST_HEAD = re.compile(r"^(?P<head>[a-z][a-z' ,]{2,40}?)\s*(?::|\s[-–]\s)\s*(?P<items>\S.*)$")
_LIST_CLASS = {
    "task": re.compile(r"\b(?:to-?dos?|to do|to get done|to sort(?: out)?|to handle|to finish|to remember|errands?|chores?|"
                       r"mental note|note to self|reminders?|pending|outstanding|open items|backlog|"
                       r"tasks?|jobs|tickets?|action items?)\b"),
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
                    r"if possible|where possible|any day|without fail|as a rule|as usual|as always|all (?:the|da) way|no matter what|"
                    # a choice affirmed, not a habit, makes it standing too (stop 37, dev30, dev31): "X, clearly. No
                    # doubt.", "X, no question", "decided long ago: X", "X, and I'm not just being Minnesota nice about it"
                    r"clearly|no doubt|no question|without (?:a )?doubt|(?:decided|settled) (?:long|years|ages) ago|"
                    r"not (?:just )?being (?:\w+ )?(?:nice|polite) about it)\b")
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
    for seg in re.split(r"[,;:!.]|\s[-–—]\s|\s+and\s+(?=i'?m not (?:just )?being\b)", low):
        rest = _HABIT.sub("", seg).strip(" .!?")
        if rest and len(rest.split()) <= 6 and not _FINITE.search(seg) and re.search(r"[a-z]{3}", rest) \
                and not _NOT_A_THING.match(rest) and not re.search(r"\bto [a-z]+\b", rest):
            return True
    return False


#: A notice of an event and its date, as a confirmation text puts it: "Reminder: team offsite — the 18th of April".
_NOTICE = re.compile(r"^(?:reminder|upcoming|confirmed|confirmation|booking confirmed|appointment confirmed)\s*[:\-–—]\s*"
                     r"(?P<what>.+)$")
_TO_DO = re.compile(r"\b(?:to|pay|renew|call|buy|book|send|pick up|cancel|submit|file|return)\b")
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


#: A question the user asks about themself and answers in the next breath ("which night's bad? Thursday", "what do I
#: drink? oat lattes", "when's my MOT? 12/06"): the question names what the terse answer is.
_SELF_ASKED = re.compile(r"^(?:(?:ok|okay|so|and|well)\W+)*(?=(?:what|which|when|where|who)\b)(?!.*\b(?:you|your|u|ur)\b)"
                         r"(?=.*\b(?:i|my|me|mine)\b|which [\w-]+(?:'s| is| are) \w+\W*$)[^?]{2,60}\?+$", re.I)
_WH_I = re.compile(r"^(?:so,? )?what (?:do|would|will|did) i (?P<verb>like|love|prefer|want|enjoy|eat|drink|order|need)"
                   r"(?P<rest>(?: [\w' -]{1,40})?)$", re.I)
_WHEN_MY = re.compile(r"^(?:so,? )?when(?:'s| is) (?P<what>(?:my|our) [\w' -]{2,40})$", re.I)


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
    q = re.sub(r"^((?:so,? )?(?:what|which) [\w-]+)'s\b", r"\1 is", q, flags=re.I)  # "which day's bad" asks what is bad
    a = answer.strip()
    m = _WH_I.match(q)
    if m:
        return f"i {m['verb']} {a.rstrip('.')}{m['rest']}"
    m = _WHEN_MY.match(q)
    if m:
        return f"{m['what']} is {a}"
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


#: A condition put to the assistant about the user's mood, then what works: "if you ever need to cheer me up: X".
_MOOD_FRAME = re.compile(r"^(?:and |so )?(?:if|when|whenever) (?:you|u) (?:ever )?(?:need|want|have|wish) to (?:cheer me up|"
                         r"make me (?:happy|smile|feel better)|make my day|spoil me|treat me|surprise me|bribe me|win me over|"
                         r"calm me down|get me (?:a gift|a present|something))\b[^:]{0,30}[:,]\s*(?P<thing>\S.*)$", re.I)
#: An errand that follows a dated event and belongs to it: "…, need to find a sitter".
_ERRAND = re.compile(r"^(?:so |and )?(?:need|have|got|gotta|must)(?: to| 2)?\s+\w+", re.I)

#: What points back at an event's day: "…, so please keep that day free", "… so I'll be out most of that day".
_EVENT_BACK = re.compile(r"\b(?:that|the same|this) (?:day|date|evening|morning|afternoon|night|week|weekend)\b|"
                         r"\baround (?:it|that)\b|\bthen\W*$|"
                         # "Don't book anything over it.": keep the thing named before clear (stop 36, dev29's e-mails)
                         r"\b(?:book|schedule|plan|put|arrange)\b(?: \w+){0,2}? (?:over|on top of|against|clashing with) "
                         r"(?:it|that|this)\W*$|"
                         # what the user skips for it, said without a day ("Skipping the morning session.", stop 37,
                         # dev31): the event's plan, no standing limit
                         r"^(?:so |and )?(?:skipping|missing|leaving early from|bunking off) (?:the |my )?(?:\w+ )?(?:session|shift|"
                         r"class|lecture|meeting|practice|training|rehearsal|lesson)s?\W*$", re.I)


#: A thing, then "or nothing": the one acceptable choice ("window seats or nothing", "oat milk or bust"); not the idioms
#: "all or nothing", "now or never".
_OR_NOTHING = re.compile(r"(?:^|[,:;]\s+|\s[-–—]\s+)(?P<thing>[\w'’ -]{3,40}?)\s+or\s+(?:nothing(?: else)?|bust|i walk|"
                         r"i'?m out|forget it|don'?t bother)\b\W*(?:[-–—].*)?$", re.I)


def or_nothing(low: str) -> str | None:
    """The thing a clause makes the only acceptable choice ("…, trains or nothing"), or None."""
    m = _OR_NOTHING.search(low)
    if not m or re.fullmatch(r"(?:all|now|everything|something|go big|it's now)", m["thing"].strip()):
        return None
    return m["thing"] if _is_thing(m["thing"]) else None


#: A command to keep what was just said ("Save it so I never have to again.", "put that in my profile", "write it
#: down"): the statement before it is the memory, the command is not a task of its own.
_STORE_IT = re.compile(r"^(?:(?:so|and|pls|plz|please|just|ok|okay|now)\W+)*(?:save|store|remember|record|note|log|keep|write|"
                       r"jot|put|add|file)\s+(?:it|that|this|those|these)"
                       # … not a lead-in to what follows its colon ("File this as well: X", stop 37, dev30)
                       r"(?![^:\n]*:\s*\S)"
                       # … pointing back, not naming what follows ("note that my X is Y" says it anew)
                       r"(?=\W*$|\s+(?:down|in|into|to|on|so|for|somewhere|away|or|pls|please|as|and|with)\b)", re.I)
#: "as of today", "as of now": when a value was true, not the date of an event.
_AS_OF = re.compile(r",?\s*\bas (?:of|at) (?:today(?:'s date)?|now|this (?:moment|week|month|year)|the time of writing|writing)\b",
                    re.I)
#: Attributes whose value has a form ("my blood type is espresso", "my shoe size is enormous" are jokes, not values).
_FORMED_ATTR = re.compile(r"\bmy (?P<attr>blood type|blood group|shoe size|height|weight|age|phone number|mobile number|pin|"
                          r"pin code|zip code|postcode|post code|passport number|employee id|room number|flight number|"
                          r"account number|policy number)\s*(?:is|=|:|'s)\s+(?P<value>[^,.;!?]+)", re.I)
_NUMBER_WORD = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
                          r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b",
                          re.I)
_BLOOD = re.compile(r"^\s*(?:type\s+)?(?:a|b|ab|o)\s*(?:[+-]|pos\w*|neg\w*)?(?:\s|$)", re.I)


def misfit_value(text: str) -> bool:
    """True when a formed attribute is given a value that cannot be one: a joke, not a fact."""
    m = _FORMED_ATTR.search(text)
    if not m:
        return False
    value = m["value"].strip()
    if m["attr"].lower().startswith("blood"):
        return not _BLOOD.match(value)
    return not _NUMBER_WORD.search(value) and not re.search(r"\b(?:the same|unchanged|private|secret)\b", value, re.I)


#: A value noted against its attribute ("employee id = E-1234", "dog: Max"): under a reminder's heading ("Reminder to
#: self: …", "note to self: …") it is the fact to remember, not a task.
_KEY_NOTE = re.compile(rf"^(?:my |our )?(?:[\w-]+ )?{_FACT_ATTR}\s*(?:=|:|→|->)\s*\S", re.I)


#: A request to be reminded with nothing to do named ("and I'd like a reminder", "I won't do it without a nudge"):
#: the reminder of what the clause before names (an event, or a task).
_NUDGE = re.compile(r"\bi(?:'d| would) (?:like|love|appreciate|want) (?:a |some )?(?:reminder|nudge|heads[- ]up|prod)\b|"
                    r"\bwithout (?:a |some )?(?:nudge|reminder|push|prod|heads[- ]up)\b|"
                    # what the user forgets, then what to do ("Bre, I forget always, so: renew the car insurance.", stop
                    # 38, dev30): a to-do to be reminded of
                    r"\bi (?:always |keep |tend to )?forget(?:ting)?(?: always| everything| things| it)?,? so\s*[:,-]?\s*"
                    r"(?!i\b|i'|my\b)[a-z]+ (?:up |off |in |out )?(?:the|my|a|an|our|her|his) \w", re.I)


#: A reason that names what a date is for: "…, because that's my team offsite", "… since it's our anniversary".
_DATED_REASON = re.compile(r",?\s+(?:because|since|as|'?cause|cos)\s+(?:that'?s|it'?s|that is|it is)\s+"
                           r"(?P<reason>(?:my|our)\b.*)$")
#: A question the user answers in the next breath: "<question>? Yes[:,] <answer>".
_CONFIRMED = re.compile(r"^(?P<question>(?=[^?]*\b(?:i|i'm|my|me|mine)\b)[^?]{3,120}\?)\s+"
                        r"(?:yes|yeah|yep|yup|definitely|correct|i do|i have|i am|it is)\b(?!\s+or\b)[\s,:;.!—–-]*(?P<answer>[^?]*)$",
                        re.I | re.S)
#: An answer that only confirms ("the confirmation email says so", "just checked", "pretty sure"): the question is then
#: the user's own statement.
_CONFIRMATION_ONLY = re.compile(r"^(?:(?:i'?m )?(?:pretty |quite |fairly )?sure|just checked|i checked|definitely|"
                                r"(?:the |my )?[\w -]{0,30}(?:says|said|confirms|confirmed) so|that'?s right|it is)\b.*$",
                                re.I | re.S)
_ASKED_ANSWERED = re.compile(r"^(?P<question>[^?]{3,80}\?+)\s+(?P<answer>[^?]{1,60})$")


def _asked_and_answered(clause: str) -> list[str]:
    """"which night's bad? Thursday." as two clauses, the question and its answer (read together after); else the
    clause."""
    m = _ASKED_ANSWERED.match(clause.strip())
    if m and _SELF_ASKED.match(plain(re.split(r"(?<=[.!?])\s+", m["question"])[-1])) and len(m["answer"].split()) <= 6:
        return [m["question"], m["answer"]]
    return [clause]


_RECURRING = re.compile(r"\bevery (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|morning|evening|weekend)\b|"
                        r"\bon (?:mon|tues|wednes|thurs|fri|satur|sun)days\b")
_AWAY = re.compile(r"\b(?:out of (?:the )?office|ooo|out of station|off work|on leave|unavailable|not available|blocked)\b|\bi(?:'m| am) (?:always |usually )?(?:tied up|busy|booked(?: up| solid)?)\b")
_RULED_OUT = re.compile(r"\b(?:can'?t|cannot|never|not available|unavailable|busy|no way)\b")
#: An allergy said without its allergen ("I am very allergic."): the clause before names it.
_BARE_ALLERGY = re.compile(r"(?i)^(?:and |so |yes,? )?"
                           # an answer to the thing just asked, with a word to the listener ("Shellfish? Never, doamne, I
                           # am allergic.", stop 37, dev31)
                           r"(?:(?:never|no|nope|not a chance),\s*(?:[^\W\d]+,\s*)?)?(?:(?:i'?m|i am) )?(?:(?:very|really|severely|seriously|quite|so|super|badly) )*"
                           r"allergic(?: to (?:it|them|that|those))?[.!]*$|"
                           # the body's reaction said after the thing ruled out ("No latex. I swell up like a balloon.")
                           r"^i (?:swell up|break out|get hives|can'?t breathe|end up in (?:the )?hospital|go into shock)\b"
                           r"(?: like an? [\w ]{1,20})?[.!]*$")
_DATE_HINT = re.compile(
    r"\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\b|\b(?:today|tonight|tomorrow|yesterday)\b"
    r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?\b"
    r"|\b\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
    r"|\bnext (?:week|month|year)\b|\bin (?:\d+|a|two|three|a few) (?:days?|weeks?|months?)\b|\b\d{1,2}(?::\d{2})?\s?[ap]\.?m\b",
    re.I)


# a low score given with the reason that the user is not free then ("Booking me on a Sunday: 0/10, I'm always busy
# then"): the time is ruled out, a limit rather than a taste
_UNAVAILABLE = re.compile(r"\bi(?:'m| am) (?:\w+ )?(?:busy|tied up|booked|unavailable|away|out|working|never free|not free)\b|"
                          r"\bi (?:can'?t|cannot|never) (?:make it|make|do it|come)\b|\bnever free\b", re.I)
# a score of urgency or importance is not a verdict of taste ("my to-do, rated urgent 10/10: …")
_URGENCY = re.compile(r"\b(?:urgent|urgency|priority|importance|important|critical|severity)\b", re.I)
_SCORE = re.compile(r",?\s*(?:rated\s+)?(?:(?:urgent|urgency|priority|importance|important|critical|severity)\s*:?\s*)?"
                    r"\d{1,2}(?:\.\d)?\s*(?:/|out of)\s*(?:10|5)\b", re.I)
# a decision the user reaches after weighing it ("back and forth, but I've decided: X over Y", "settled on X"):
# what is decided is read as what it is
_DECIDED = re.compile(r"\bi(?:'ve| have)? (?:decided|settled|made up my mind|chosen|picked)\s*(?:[:—–-]|\bon\b)\s*(?P<what>.+)$",
                      re.I)


def decided_choice(low: str) -> str | None:
    """The thing decided in "…I've decided: X[, locking it in]" when it is a choice of things ("X over Y", a noun
    phrase), else None (a decision to act stays a decision)."""
    m = _DECIDED.search(low)
    if not m:
        return None
    thing = re.split(r"[,.;!]", m["what"])[0].strip()
    return thing if re.fullmatch(r"[\w' -]{2,40} over [\w' -]{2,40}", thing) or _is_thing(thing) else None


def affirmed(question: str) -> str:
    """A question of the user's own confirmed with a bare "yes", as the statement it confirms: "Should I call the
    landlord? Yes." → "I have to call the landlord."; "Is my size 38? Yes." → "Is my size 38." (read as written)."""
    q = question.strip().rstrip(" ?")
    m = re.match(r"(?i)^(?:should|shall|must) i\s+|^do i (?:need|have) to\s+|^(?:do i|am i) (?:still )?(?:need|supposed) to\s+", q)
    return f"I have to {q[m.end():]}." if m else q + "."


# a duty that has passed to the user ("I used to leave it to someone else to X; now it's on me"): the clause before
# names it in the past, the short clause after makes it the user's now
_NOW_MINE = re.compile(r"^(?:but |and |so )?now (?:it'?s|it is|that'?s|that is) (?:all )?(?:on me|up to me|my (?:job|"
                       r"responsibility|problem|task)|mine)\W*$", re.I)
_DUTY = re.compile(r"\bto (?!(?:me|him|her|them|someone|somebody|us)\b)[a-z]+ (?:up |off |in |out )?(?:the|a|an|my|our)\b", re.I)


def now_mine(previous: str, clause: str) -> str | None:
    """``previous`` and ``clause`` joined when the clause makes the duty the previous one names the user's now."""
    if _NOW_MINE.match(clause.strip()) and _DUTY.search(previous):
        return f"{previous.rstrip(' ;,.')}; {clause.strip()}"
    return None


# The second reading (cue_reading): is the clause about the user, and which class do its words lean to?
_ABOUT_USER = re.compile(r"\b(?:i|i'm|im|i've|i'd|i'll|me|my|mine|myself|for me|from me|personally|tbh|imo|pls|plz|thx)\b|"
                         r"^(?:must|need(?: to| 2)?|gotta|have to|got to)\b|\bin case (?:you|u) need\b|"
                         r"^(?:please |kindly )?(?:avoid|skip|keep|don't|do not|never|always|only|nothing|no|let's|mark|"
                         r"note|noting|record|put me|book|schedule|make sure|ensure)\b|^for your records\b|"
                         r"^[\w ]{2,30}(?: here)?\s*[:=\-–]\s*\S|^\w+(?: \w+)? here\b|\bplease\b|"
                         r"[€$£]\s?\d|\b\d+ (?:euros?|dollars?|pounds?|eur|usd|gbp)\b")
_CUES: dict[str, re.Pattern[str]] = {
    "task": re.compile(r"\b(?:i must|must (?!say|admit)\w+ (?:the|my|a)\b|need to|have to|gotta (?!say|admit|love)|"
                       r"remind|don'?t (?:let me )?forget|make sure|on my (?:list|to-?do)|to-?do|asap)\b"),
    "constraint": re.compile(r"\b(?:allerg\w*|intoleran\w*|vegan|vegetarian|pescatarian|coeliac|celiac|halal|kosher|"
                             r"diet|no-go|can'?t|cannot|never|avoid|skip|impossible|unreachable|unavailable|busy every|"
                             r"(?:don'?t|doesn'?t) work for me|nothing (?:before|after|over|above)|no later than|earliest|"
                             r"latest|max|maximum|cap(?: it)? at|limit|budget|exceed|too much|no more than|"
                             r"off limits|not before|not after)\b"),
    "preference": re.compile(r"\b(?:prefer\w*|like|love|enjoy|adore|fan of|into|partial to|favou?rite|go-to|the best|ideal|"
                             r"happ(?:y|ier|iest) (?:with|when)|lean\w*|pick|picks|as always|as usual|"
                             r"my thing|yes to|rather|every time|whenever|personally|up to me|definitely|better)\b|>>"),
    "fact": re.compile(r"\b(?:my|our) (?:\w+ )?(?:name|number|id|address|email|phone|password|size|plate|sister|"
                       r"brother|wife|husband|dog|cat|dentist|doctor|employer)\b"),
}
_FACT_VALUE = re.compile(r"\d|[:=\-–]\s*\S|\b(?:is|are) (?:called |named )?\S")


def cue_reading(low: str, confidence: float) -> tuple[str | None, str, float]:
    """Second reading when no pattern matched: a clause about the user (first person, "for me", a request
    to the assistant, a note "X: value") whose words lean to one class — by cue words, not sentence shapes.
    Less sure than a pattern (confidence × 0.8)."""
    if not _ABOUT_USER.search(low):
        return None, "no memory pattern", 0.0
    if _STUCK.search(low):  # "I can't find the kettle": a moment's trouble, not a limit
        return None, "momentary, not lasting", 0.0
    scores = {cls: len(cue.findall(low)) for cls, cue in _CUES.items()}
    if _FACT_VALUE.search(low):
        scores["fact"] += 2 if re.search(rf"\b{_FACT_ATTR}\b", low) else 0
    else:
        scores["fact"] = 0  # "my cat just knocked over a plant": no value, no fact
    best = max(scores, key=lambda c: (scores[c], -list(_CUES).index(c)))
    if scores[best] == 0:
        return None, "no memory pattern", 0.0
    return best, f"{best} cues", round(confidence * 0.8, 3)


#: Idioms of fondness worded as a limit ("can't go past X", "can't beat X", "can't say no to X"): a preference.
_FONDNESS = re.compile(r"\b(?:can'?t|cannot|can not) (?:go past|beat|resist|say no to|get enough of|go wrong with)\b"
                       # … not of an amount: "can't go past 120 euros" is a cap (stop 37, dev30)
                       r"(?! (?:[$€£¥₹]\s?)?\d)|"
                       r"\bi(?:'m| am) (?:just |plain |real |really )?(?:crazy|mad|nuts|wild) (?:for|about)\b")


# --- stop 30 (dev15), moved here from extract.py: a limit of the day named before it, a diet under a heading, a rule
# kept, contentment on a condition, a budget with its amount -------------------------------------------------------
_LIMIT_BACK = re.compile(r"^(?:please |pls )?(?:don'?t|do not|never|no)\b.{0,30}\b(?:book|schedule|plan|call|put|pencil|"
                         r"run|meetings?|calls?)\b", re.I)
_WEEKDAY_NAMED = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b", re.I)
_DIET_UNDER_HEADING = re.compile(r":\s*(?:i'?m |i am )?(?:coeliac|celiac|vegan|vegetarian|pescatarian|halal|kosher|gluten[- ]free|"
                                 r"lactose[- ]intolerant|dairy[- ]free|nut[- ]free)(?:,? (?:always|strictly|for life|"
                                 r"no exceptions|100%))?\W*$")
_THIRD_PARTY_HEAD = re.compile(r"\b(?:his|her|their|my (?:\w+ )?(?:son|daughter|kid|wife|husband|partner|mum|dad|mother|father|"
                               r"friend|boss|guest|sister|brother)s?'?s?)\b")
_RULE_KEPT = re.compile(r"^(?:(?:my|a|the|our) )?(?:standing|house|hard|golden|personal|own) rules?\b[^:]{0,30}:")
_CONTENT_IF = re.compile(rf"^(?:[^—:,]{{0,20}}[—:,]\s*)?give me (?:a |an |some |the )?[\w' -]{{2,40}}? and i'?m (?:{_CONTENTMENT}|"
                         r"a happy \w+)\b")
_BUDGET_AMOUNT = re.compile(r"^(?:my |the |our )?budget\b.*(?:[$€£¥₹]\s?\d|\d[\d,.]*\s?(?:euros?|dollars?|pounds?|quid|"
                            r"rupees?|bucks))")


# --- stop 31 (dev16): an amount said alone, then the limit it is -------------------------------------------------------
#: An amount said on its own ("€1,200.", "300 quid"): the clause after it may say what it is ("Not a penny more.").
_AMOUNT_ONLY = re.compile(r"^(?:[$€£¥₹]\s?\d[\d,.]*k?|\d[\d,.]*k?\s?(?:euros?|dollars?|pounds?|quid|bucks|rupees?))\W*$", re.I)
#: A limit that takes its time from the clause before it ("Availability window opens at 10 am. Prior to that: no
#: meetings."): "before / after / prior to that", then a refusal.
_TIME_BACK = re.compile(r"^(?:before|after|prior to|until|till|past) (?:that|then|this)\b[^.!?]*\b(?:no|not|never|don'?t)\b", re.I)
_TIME_OF_DAY = re.compile(r"\b\d{1,2}(?::\d\d)?\s?(?:am|pm|h)\b|\b\d{1,2}:\d\d\b|\b(?:noon|midday|midnight)\b", re.I)
