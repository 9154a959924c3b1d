"""The offline extractor's readings of clauses that hold no memory to keep, without I/O.

A question, a hypothetical ("if I were …"), sarcasm, venting, the past ("I used to …"), someone else's taste or
schedule, an open hedge or an undecided plan, a reaction to the chat, a moment's state, a text to write for the user,
a quoted line, a plan called off, a cancellation, indifference. Each reads the clause's structure (its subject, the
verb's tense and modality, a frame put before it), not fixed sentences; :class:`~memgraph_py.extract.HeuristicExtractor`
names the one that set a clause aside as the reason it kept nothing.
"""

from __future__ import annotations

import re

from .extract_words import _DIET, _PLACES, _RELATIONS, _rx


_QUESTION_START = _rx(r"^(?:what|who|whom|whose|where|when|why|how|which)\b(?!\s+i\s+(?:like|love|prefer))",
                      r"^(?:do|does|did|is|are|was|were|can|could|would|will|should|shall|have|has|may|might)\s+"
                      r"(?:you|i|we|it|they|he|she|there|this|that|my|the)\b(?!.*\bremind me\b)")
_HYPOTHETICAL = _rx(r"^(?:mettons|disons|diciamo|mettiamo)\b(?! (?:you|u) (?:need|want)\b| (?:it|that|this) (?:in|on|down)\b)", r"^(?:should|were|had) i ever\b", r"^if\b(?! (?:it'?s|it is) up to me| you ask me| possible| you can| needed| in doubt| i had to (?:name|pick|choose|say|sum up)\b)", r"\bif i (?:were|was|had(?! to (?:name|pick|choose|say|sum up)\b)|could|ever|won|lived|became)\b", r"\bimagine\b", r"^(?:let'?s |just )?suppos(?:e|ing)\b", r"\bsupposing\b",
                    r"\bwhat if\b", r"\bhypothetically\b", r"\bin another life\b", r"\bin theory\b", r"\bi wonder\b",
                    r"\bi wish\b", r"\bone day i(?:'ll| will| might)?\b", r"\bsomeday\b", r"\bin a parallel universe\b",
                    r"\bpretend\b", r"\bwould i\b", r"\bi(?:'d| would) probably\b.*\bif\b", r"\bdreaming of\b",
                    r"\bfor a story\b", r"(?<!\bnot )\bmy character\b(?! (?:'s|is) not\b)", r"\bin the game\b", r"\blet'?s say\b")
_SARCASM = _rx(r"\byeah,? right\b", r"^(?:oh,? )?(?:sure|yeah|yeah sure|oh yes),? i'?d (?:just )?(?:love|adore) to\b", r"\blove (?:that|this) for me\b", r"^oh,? (?:sure|yeah|right|totally|absolutely)[,!.]+\s+i (?:\w+ )?(?:love|adore|enjoy|like)\b", r"^(?:yeah|oh|sure),? because\b", r"^(?:oh,? )?(?:great|wonderful|fantastic|perfect|brilliant|lovely|awesome|just great)[,!.]+\s+(?:i (?:just |really |absolutely )?(?:love|adore|enjoy)|another|just what|exactly what|my favou?rite)\b",
               r"^ugh+\b.*\b(?:love|adore|enjoy|favou?rite|great|perfect|fantastic|wonderful)\b",
               r"\b(?:love|adore|enjoy) (?:waiting|sitting|being stuck|queu(?:e|ing)|getting spam|paperwork)\b.*\b(?:hold|traffic|line|queue|hours|forever|spam)\b", r"/s\b", r"\bas if\b", r"^(?:oh )?(?:great|wonderful|fantastic|perfect),? (?:just|another)\b",
               r"\b(?:just|totally|absolutely) love (?:it )?when\b", r"\bmy favou?rite thing is (?:when|waiting|being)\b",
               r"\bsure,? because\b", r"\bwhat a (?:joy|treat|delight)\b", r"\bthanks a lot\b", r"\blove (?:being|waiting|getting) (?:stuck|ignored|put on hold|delayed|spam)",
               r"\bnothing (?:i )?love more than\b.*\b(?:queue|traffic|delay|waiting|hold|spam|paperwork|meeting|bills?|"
               r"repairs?|fines?|fees?|tax(?:es)?|overdraft|root canal|flat tyre|parking ticket)",
               r"\bmy favou?rite\b\W+(?:\w+ ){0,2}(?:hold music|queues?|traffic|paperwork|spam|delays?|bills?|repairs?|fines?|"
               r"tax returns?|roadworks|overtime)\b",
               r"(?:queue|traffic|delay|spam|paperwork|on hold)s?\b.*\bmy favou?rite\b", r"\blol\b.*\bnot\b",
               # "I just LOVE the traffic on the highway": a nuisance loved
               r"\bi (?:just |really |simply )?(?:love|adore) (?:the |all the |this |that )?(?:traffic|queues?|roadworks|"
               r"delays?|rush hour|gridlock|traffic jams?)\b",
               # a liking of a misfortune: "I adore when my bus gets cancelled", "love it when the wifi is down again"
               r"\b(?:love|adore|enjoy|like)s? (?:it )?(?:when|how) (?:my |the |our |your )?(?:[\w'-]+ ){0,3}(?:gets?|got|is|are|"
               r"was|were|goes|went) (?:\w+ )?(?:cancell?ed|delayed|late|lost|broken|down|stuck|stolen|overbooked|rained off|"
               r"towed|hacked|flooded|missed|ignored|wrong)\b")
_PAST = _rx(r"\bi used to\b", r"^(?:\w+,\s*)?used to (?!(?:it|that|this|them|the|a|an|my|being)\b)(?!\w+ing\b)\w+", r"\b(?:my|our) (?:old|previous|former|ex-?) ?[\w-]+(?: [\w-]+)? (?:was|were|used to be)\b", r"\bwhen i was (?:a kid|young|little|younger|a teenager|in school|at uni)\b",
            r"\bback in (?:the day|\d{4}|school|college)\b", r"\bback when\b", r"\bi once\b", r"\bas a (?:kid|child|teen)\b",
            r"\bi went through a phase\b",
            r",\s*(?:but )?(?:not any ?more|no longer|not now)\W*$",
            r"(?<!\bsince )(?<!\bsince when )\bi (?:was|were)\b(?! (?:born|told|diagnosed|asked|advised|prescribed|wondering|thinking|going|about|hoping|just|"
            r"actually|wrong|mistaken|confused|saying|meaning|joking|kidding)\b)(?! \w+ed\b)",
            r"\bi (?:liked|loved|enjoyed|preferred|hated|lived|worked|ate|drank)\b.*\b(?:ago|for (?:a|one|two|three|\d+) "
            r"(?:years?|months?|weeks?|while)|at (?:uni|university|school|college)|in (?:school|college)|last year|back then|"
            r"as a (?:kid|child|student|teen))\b",
            r"\b(?:years ago|at uni|in college|back then)\b.*\bi (?:was|had|lived|worked)\b",
            r"\b(?:years|ages|long|a while) (?:back|ago)\b.*\b(?:was|were|had)\b|\b(?:was|were)\b.*\b(?:years|ages) (?:back|ago)\b",
            # a value of the user's said as it was at a past time ("last year my shoe size was 39")
            r"\b(?:last|that) (?:year|month|season|summer|winter|spring|autumn)\b[^.;]*\bmy [\w' -]{1,30}? (?:was|were)\b|"
            r"\bmy [\w' -]{1,30}? (?:was|were)\b[^.;]*\b(?:last|that) (?:year|month|season|summer|winter|spring|autumn)\b")
_OTHERS = _rx(r"^(?:he|she|they|his|her|their|people|everyone|everybody|someone|my friend said|apparently|they say|rumou?r)\b",
              r"\basking for a friend\b",
              r"\b(?:the|a|an|some) (?:\w+ )?(?:tenant|owner|guest|neighbou?r|colleague|coworker|customer|guy|woman|man|lady|"
              r"person|host|driver|waiter|stranger)'s\b",
              r"\b(?:he|she|they) (?:says?|said|thinks?|told)\b",
              # what someone told the user about themself: "a bidder told me he's allergic to peanuts"
              r"\b(?:told|tells|texted|wrote to) me (?:that )?(?:he|she|they)(?:'s|'re| is| are| has| have| can'?t| never)\b",
              # people in general, also where ("in my country many people …", "where I live most folks …")
              r"^(?:(?:in|at|around|back|where|here|over|among)\b[\w' ]{0,30}?,?\s+)?"
              r"(?:some|many|most|a lot of|lots of|plenty of|loads of|few|a few|all|no|nobody|no one)\s+(?:\w+\s+)?(?:people|folks|"
              r"guys|travell?ers|customers|kids|men|women|users|of them|others)\b|"
              r"^(?:folks|nobody|no one)\b(?! (?:books|calls|rings|phones|schedules|disturbs) me\b)",
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
                  r"\bnot sure (?:if|whether)\b", r"\bthinking about (?:maybe )?(?:trying|getting)\b",
                  # a change still being weighed ("thinking about maybe going X", "might switch at some point, haven't
                  # decided"): no stance taken yet
                  r"\b(?:thinking|thought|toying with the idea) (?:about|of) (?:maybe |perhaps |possibly )?(?:going|becoming|"
                  r"switching|getting|changing|moving|starting|quitting|giving up|cutting out)\b",
                  r"\b(?:haven'?t|have not|not yet|still not|hasn'?t been) (?:really )?decided\b|\bundecided\b|"
                  r"\bstill deciding\b|\bon the fence\b|\bnot sure yet\b|\bnot decided\b")
_SMALLTALK_FACT = re.compile(r"\bmy (?:day|week|weekend|morning|evening|night|head|coffee|tea|lunch|dinner|internet|"
                             r"connection|laptop battery|mood|back) (?:is|was|has been)\s+(?:so |really |very |pretty |kinda |a bit |quite )?"
                             r"(?:long|busy|fine|good|great|ok|okay|cold|hot|slow|terrible|awful|killing|crazy|hectic|nice|"
                             r"rough|weird|boring|lovely|amazing|bad|tired|sore|dead|gone)\b", re.I)
_STATE_FACT = re.compile(r"^(?:my|our) [\w' ]{1,25}? (?:is|are|was|were|just|has|keeps) (?:\w+ )?(?:almost|nearly|so|very|"
                         r"really|being|acting|dead|broken|dying|knocked|tired|hungry|sleeping|asleep|annoying|late|full|"
                         r"empty|off|on|down|out of|over)\b")
# what asks for information, not for something to be done for the user
_INFO_REQUEST = re.compile(r"^(?:tell|explain|check|find out|look up|say|summari[sz]e|repeat|send|show|give me|make it|translate|"
                           r"help|describe|list|recommend|suggest|compare|prefer|like|love|enjoy|fancy|want|rather)\b|"
                           r"[^,;:.!?]*?(?<!'s )(?<!\bis )(?<!\bare )(?<!\bwas )\b(?:whether|which|what|how|who|why)\b")
_REACTION = re.compile(r"^i (?:(?:really|just|totally|absolutely) )?(?:love|like|appreciate|enjoy|adore)d? (?:it|that|this|you|them|"
                       r"your \w+|the (?:help|tip|effort|offer|idea))(?:\s+(?:a lot|so much|very much|loads))?"
                       # … and nothing more, or praise of the assistant after it ("I love this, you're a lifesaver")
                       r"(?:\W*$|\s*[,!.—–-]+\s*(?:you(?:'re| are)?|u r|ur|thanks?|thank you|ty|thx|that'?s|this is|so (?:good|helpful))\b)|"
                       # "(I) love it when …": a reaction to a situation (often sarcastic), not a standing preference
                       r"^(?:i )?(?:(?:really|just|totally|absolutely) )?(?:love|adore|enjoy)s? (?:it|that) when\b|"
                       # stop 37 (dev30): what it does to me, said of the thing just shown ("Makes me smile.", "That
                       # made me laugh."): a reaction; "jazz makes me happy" names what does it and stays a liking
                       r"^(?:(?:it|that|this|which)\s+)?(?:always |still |really )?(?:makes|made) me (?:smile|laugh|grin|"
                       r"chuckle|happy)(?:\s+(?:every time|a lot|so much))?\W*$")
_MOMENTARY = re.compile(r"\b(?:right now|at the moment|currently playing|just now)\b|\b(?:this|that) (?:song|track|video|"
                        r"show|episode|view|moment|one here)\b"
                        # a bodily state passes ("I'm starving lol"); "I'm tired of X" is a stance, not a state
                        r"|\bi(?:'m| am) (?:so |really |absolutely |totally |just )?(?:starving|hungry|thirsty|tired|"
                        r"exhausted|sleepy|knackered|freezing|stuffed)\b(?!\s+(?:of|with)\b)"
                        # a choice against the thing at hand ("I'd rather fight the wasp than finish this form") is the
                        # moment's mood, not a standing preference
                        r"|\brather\b.*\bthan (?:\w+ ){0,2}(?:this|that|these|those)\b")
_REPORTED = re.compile(r"\bmy (?!(?:doctor|gp|dentist|physio|dietitian|nurse|consultant|specialist|allergist|heart|gut|head|instinct|body)\b)\w+(?: \w+)? (?:says|said|thinks|thought|told me|reckons)\b")
# someone else's taste or restriction, however hedged: "my mum would love …", "my boss is allergic to …"
_THIRD_PARTY = re.compile(rf"\b(?:my|our) {_RELATIONS}'s (?:\w+ )?(?:budget|diet|allerg\w*|favou?rite|preference|limit|"
                          rf"dietary)\b|\b(?:my|our) {_RELATIONS}(?:'s \w+)?(?: \w+)?? (?:(?:would|'d|might|may|could|will|really|also|"
                          rf"totally|absolutely|just|always|only|still|is|isn't|can't|cannot|doesn't|does not)\s+)*(?:likes?|loves?|hates?|swears? by|does|"
                          rf"has to|needs to|"
                          rf"prefers?|enjoys?|adores?|fancies|can'?t stand|into|a fan|allergic|intolerant|{_DIET}|wants?|needs?|insists on|"
                          rf"eat|drinks?|eats?)\b")


def _standing_condition(low: str) -> bool:
    """ "If there's a choice, book X" is a standing instruction, not a hypothetical: the condition is in the present
    (no "were", "had", "could") and the main clause asserts or instructs without a modal of possibility."""
    m = re.match(r"^if\s+([^,]{1,60}),\s*(.+)$", low)
    # "ever" makes "if I ever get a dog, …" a daydream, but "if you're ever choosing for me, …" an instruction to the
    # assistant for whenever it happens
    ever = r"|ever" if not re.match(r"(?:you|u)(?:'re| are)?\b", m[1] if m else "") else ""
    # a learner's future in the condition ("if I will have dog, …", stop 37, dev31) is a daydream too
    return bool(m and not re.search(rf"\b(?:were|was|had|won|could|would|did|will{ever})\b", m[1])
                # a wish's condition ("if I have more money, …", "if I'm ever rich"): a daydream, however it is put
                and not re.search(r"\bmore (?:money|cash|time)\b|\b(?:rich|a millionaire|the lottery|the jackpot)\b", m[1])
                and not re.search(r"\b(?:could|might|may|maybe|perhaps)\b", m[2]) and not _HYPOTHETICAL.search(m[2])
                and (not re.search(r"\bwould\b|'d\b", m[2])
                     or re.match(r"i(?:'d| would) (?:\w+ )?(?:go|pick|choose|take|opt|want|prefer|like|rather)\b", m[2])))


_SARCASTIC_MESSAGE = re.compile(r"(?:^|\s)/s\b|\s\(not\)|#sarcasm|🙃|🙄|😒|"
                                # "Love a good 5am start. Said nobody.": the tag that takes the whole message back
                                r"(?:^|[.!?]\s+)said (?:no ?one|nobody)(?: ever)?\W*$", re.I)  # the eye-roll and upside-down face too
#: A request to write or translate a text: the first-person words it quotes or describes are the text's, not the user's
#: ("write a poem that starts with 'I prefer …'", "draft a note to the caterer: two guests are vegan").
_COMPOSE = re.compile(r"^(?:(?:please|pls|kindly|hey|ok|so)\W+)*(?:(?:can|could|would|will) (?:you|u)(?: please)?\s+)?"
                      r"(?:help me\s+|i need\s+(?:you\s+)?to\s+|let'?s\s+)?"
                      r"(?:(?:translate|rephrase|reword|proofread|paraphrase)\b|(?:write|draft|compose|create|come up with|word|"
                      r"phrase|think up|think of|give me|pen)\s+"
                      r"(?:me\s+)?(?:(?:a|an|the|some|this|my)\s+)?(?:[\w-]+\s+){0,2}(?:poem|note (?:to|for)|message (?:to|for)|"
                      r"e-?mail|text (?:to|for)|letter|caption|tweet|post|reply|song|story|toast|speech|bio|card|haiku|limerick|"
                      r"slogan|sentence|paragraph|script|invitation|announcement|sonnet|ode|verse|ballad|"
                      # a line for a character ("a line for the villain", "a dating-profile line for a cartoon cat")
                      r"line|dialogue|monologue|tagline|catchphrase|comeback|quote|profile)s?\b)")
#: Praise of the assistant in any words ("you're honestly better at this than I am", "I love how you always get it"):
#: about the assistant, not a memory of the user.
_PRAISE = re.compile(r"^(?:(?:honestly|seriously|wow|omg|ok|okay|man|dude)\W+)*(?:[^\W\d]+,\s+)?(?:you(?:'re| are|re)|u r|ur|you'?ve been)\s+"
                     r"(?:\w+\s+){0,2}?(?:better|the best|best|great|amazing|awesome|brilliant|fantastic|wonderful|so good|"
                     r"(?:really |very )?good|a lifesaver|a life saver|a star|a genius|a gem|a legend|smart|clever|helpful|"
                     r"incredible|the goat|spot on|so much better)\b|"
                     r"^i (?:\w+ )?(?:love|like|appreciate|adore|enjoy) (?:how|that|the way|it when) (?:you|u)\b(?! (?:book|put|"
                     r"keep|always book|always put)\b)")
#: A quoted text named as a line, a title or a saying ("'I'll have what she's having' is the best movie line ever"): the
#: first person in it is the line's.
_QUOTED_LINE = re.compile(r"(?<=[\w.!?])['\"”’]\s+(?:is|was|are|has to be)\s+(?:[\w-]+\s+){0,4}(?:line|quote|lyrics?|title|saying|"
                          r"phrase|slogan|catchphrase|proverb|motto|pun|joke)s?\b")
#: "Tell me what / when / how …" asks, however it is worded.
_ASK_TELL = re.compile(r"^(?:(?:please|pls|kindly)\s+)?(?:tell|show|explain to|let) me (?:know )?(?:what|when|how|where|which|"
                       r"who|why|if|whether)\b")


#: A plan that is off: "I was going to book X for Saturday but nah", "the whole trip's been called off".
#: A plan moved, not called off: "… was supposed to be later, but now it's tomorrow".
_MOVED = re.compile(r"\bbut (?:now|it'?s now|it got moved|they moved it|it was moved|it has moved)\b")
#: "not happening" said of what the user refuses ("don't book me anything before 6pm, not happening"): a limit, stressed.
_REFUSED = re.compile(r"^(?:pls |please )?(?:don'?t|dont|do not|never|no|nothing)\b.*,\s*not happening\W*$")
_DROPPED = re.compile(r"\b(?:was|were) (?:going|meant|supposed|planning|hoping|about) to\b.*\b(?:but|until|except|then)\b|"
                      r"\b(?:called off|been cancell?ed|got cancell?ed|fell through|(?:been|got|was) scrapped|not happening|changed my mind|"
                      r"no longer happening)\b", re.I)


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
_NAMED_TASTE = re.compile(r"^[A-Z][a-z]+(?: [A-Z][a-z]+)? (?:really |also |always |just |totally )?(?:prefers|likes|loves|"
                          # "Skipper wants it in the log: …" asks for the user's words to be kept, it is no taste of theirs
                          r"wants(?! (?:it|this|that|you|u|me)\b[^:]{0,30}:)|"
                          r"hates|adores|enjoys|needs|can'?t stand|is (?:allergic|vegan|vegetarian|into))\b")
_ELSEWHERE = re.compile(rf"^(?:the|our|their|his|her|my (?:kids?'?|son'?s|daughter'?s)) (?:[\w']+ ){{0,2}}?{_PLACES}s?\b(?:'s)? "
                        r"(?:\w+ )?(?:doesn'?t|does not|don'?t|won'?t|never|only|opens?|closes?|shuts?|starts?|runs?)\b|"
                        # a place's thing said as the consequence of a limit of mine is mine ("I'm coeliac, so the
                        # salon's biscuit tin is no good to me", stop 37, dev31)
                        rf"(?<!, so )(?<!\bso )\bthe (?:[\w']+ )?{_PLACES}'s\b|\bnot (?:for )?(?:me|mine)\W*$|\bnot mine\b", re.I)
#: Indifference ("I'll sit wherever", "I'm fine with whatever"): no preference stated.
_INDIFFERENT = re.compile(r"^i(?:'ll| will|'m| am|'d| would| can)? (?:\w+ ){0,2}?(?:wherever|whatever|anywhere|whichever|"
                          r"either(?: one| way)?)(?: (?:you (?:like|want|pick)|is (?:fine|ok|okay)|works|goes))?\W*$", re.I)

#: Venting ("ugh, I hate Mondays"): no standing preference in it, though a task or a limit said while venting stands.
_VENTING = re.compile(r"^(?:ugh+|argh+|urgh+|meh)\b", re.I)


#: A question put off ("ask me on Friday", "check with me later"): it defers an answer, it states nothing.
_DEFERRAL = re.compile(r"^(?:(?:just|please|pls|ok|so)\W+)*(?:ask|check with|get back to|talk to) me(?: again| about (?:it|that|this))?"
                       r" (?:on|later|tomorrow|next|after|in|another time|some other time)\b[^,;]{0,20}$", re.I)


_VAGUE_TIME = re.compile(r"(?:(?:later|earlier|sometime|some time|maybe|probably|soon|hopefully)\s+)*(?:(?:this|next|in a|"
                         r"in the|within the|by the end of the)\s+)?(?:week|month|year|weekend|few days|couple of (?:days|weeks))"
                         r"|soon|later|at some point")
_STUCK = re.compile(r"\bi (?:just )?(?:can'?t|cannot|couldn'?t) (?:find|locate|remember where|believe|wait|stop laughing|"
                    r"get over|decide)\b")
#: A part that still tells the past ("I loved the food") is not kept from a clause about the past.
_PAST_NARRATION = re.compile(r"\b(?:was|were|had|did|went|used to|loved|liked|enjoyed|hated|preferred|lived|worked)\b")


# --- stop 29 (dev12): structures that look like a memory of the user's and are not ------------------------------
# sample or test data pasted for the assistant ("test fixture, ignore: name=…", "dummy record: …", "lorem ipsum")
_SAMPLE_DATA = re.compile(r"^(?:(?:this is |here'?s |here is )?(?:a |some |the )?)?(?:test|sample|dummy|fake|mock|example|placeholder|"
                          r"seed)\s+(?:fixtures?|data|records?|users?|profiles?|entry|entries|rows?|inputs?|values?|payload)\b"
                          r"|\blorem ipsum\b|\bfor testing(?: purposes)? only\b", re.I)
# a quiz put to the assistant about the user's own data ("Pop quiz: when's my birthday?", "Guess what my size is?")
_QUIZ = re.compile(r"^(?:pop |quick |little )?(?:quiz|trivia|riddle|test|guessing game|question)(?: time)?(?: for (?:you|u))?\s*"
                   r"[:!—–-]\s*.*\?|^(?:guess|bet (?:you|u) (?:can'?t|don'?t) (?:guess|know|remember)) (?:what|which|when|"
                   r"where|how)\b.*\bmy\b", re.I)
# the people whose limits and diets a user mentions: relations and the company they keep
_PEOPLE = (rf"(?:{_RELATIONS}|grandsons?|granddaughters?|grandkids?|grandchild(?:ren)?|grandson|auntie|aunty|nan|nana|"
           r"duo partner|teammates?|team ?mates?|co-?pilot|wingman|neighbou?rs?|classmates?|coworkers?|co-workers?|"
           r"housemates?|in-laws?|kids|children|parents|guests?)")
# a person of the user's as the subject of a limit or a diet ("my grandson can't have X", "our neighbour one, cannot
# eat X", "my teammate won't play Tuesdays") — unless the user joins in ("… and me", "me too", "both of us")
_SOMEONE_ELSES_LIMIT = re.compile(rf"^(?:my|our) (?:\w+ )?{_PEOPLE}(?: one)?,? (?:\w+ ){{0,1}}?(?:can'?t|cant|cannot|can not|"
                                  rf"won'?t|doesn'?t|does not|never|only|must not|mustn'?t|is (?:allergic|intolerant|"
                                  rf"{_DIET})|went {_DIET}|(?:says?|said) (?:\w+ )?(?:can'?t|cannot|no|never))\b", re.I)
_JOINS_IN = re.compile(r"\b(?:and|&) (?:me|i|myself)\b|\bme too\b|\bneither (?:can|do|will) i\b|\bboth of us\b|"
                       r"\bme included\b|\bso (?:do|can'?t|don'?t) i\b|\bsame (?:for|with) me\b", re.I)
# someone reported on their own things ("Ground control says their canteen went vegan", "the client said her …")
_REPORTED_THEIRS = re.compile(r"\b(?:says|said|reports?|reported|tells me|told me|reckons|mentioned) (?:that )?"
                              r"(?:their|his|her|its)\b", re.I)
# a clause the user disowns at its end ("Fridays cannot, not me ah", "…, not my problem")
_DISOWNED = re.compile(r"[,;—–-]\s*(?:but )?(?:not me|not mine|not my (?:problem|thing|issue|concern|circus))\b[\W_]*"
                       r"(?:ah|lah|leh|lor|though|tho)?[\W_]*$|"
                       # with a short aside after it ("…, not me, funnily enough.", "…, not me, thankfully")
                       r"[,;—–-]\s*(?:but )?not me,\s*(?:funnily|oddly|strangely|luckily|thankfully|happily|mind|though|"
                       r"enough)(?: enough)?\W*$|"
                       # stop 36 (dev29): with a term of address after it ("…, not me, cher.", "…, not me, b'y", "…, not me mate")
                       r"[,;—–-]\s*(?:but )?not me,?\s+(?!(?:but|and|or|i|i'm|it|the|my|just)\b)[a-z][\w']{1,12}\W*$|"
                       # stop 37 (dev31): with what the user only does there after it ("…, not me, I only visit.")
                       r"[,;—–-]\s*(?:but )?not me,\s*i (?:only|just|merely) \w+[^.;!?]{0,30}[.!]*$", re.I)
# a line that only frames what follows or came before, naming nothing ("Survey answer for you to keep",
# "Plan meals accordingly", "Assignee: me")
_FRAME_ONLY = re.compile(r"^(?:(?:a |my |one )?[\w-]+ (?:answer|note|entry|update|record|info|detail|details) )?"
                         r"(?:for (?:you|u) to (?:keep|note|save|file|log|remember|store)|for (?:the|your) (?:record|records|"
                         r"files|log)|to keep on file)\W*$"
                         r"|^(?:\w+ ){0,2}accordingly\W*$"
                         # a line that only hands the message over to be kept ("Filing this with you.", "File that next
                         # to my name."): it says nothing of its own
                         r"|^(?:filing|jotting|noting|logging|parking|leaving) (?:this|that|it)(?: down)? (?:with|for) (?:you|u)\W*$"
                         # (a term of address before it, "love," read as "i love," when it opens the clause)
                         r"|^(?:(?:i )?(?:love|dear|darling|hun|hon|pet|mate|bud|buddy|sweetie|chief)\W+)?(?:please |pls )?make a note "
                         r"of (?:it|that|this)(?: please| pls| for me)?\W*$"
                         r"|^(?:please |pls )?file (?:that|this|it)(?: (?:next to|beside|under|with) (?:my name|me|my (?:profile|"
                         r"file|record|notes)))?(?: please| pls| for me)?\W*$"
                         # a closing that asks only to leave the thing before as it is ("no changes please", "no nerfs pls")
                         r"|^(?:and |but )?(?:always,? )?no (?:nerfs|changes|swaps|substitutions|exceptions|take-?backs|edits)"
                         r"(?: (?:pls|please|plz|thanks|ok))?\W*$"
                         r"|^(?:assignee|assigned to|owner|author|reviewer|signed-off-by)\s*:\s*(?:me|myself|yours truly)\W*$"
                         # a line handing over the block after it ("Here's the bit of my config that matters.")
                         r"|^(?:[\w' ]{0,20}:\s*)?here(?:'s| is| are) (?:the|a|an|my|some) (?:\w+ )?(?:bit|bits|part|section|snippet|"
                         r"extract|excerpt|copy|lines?)\b[^:]*$",
                         re.I)


# --- stop 33 (ext19: dev22, dev23, dev24): a statement taken back in the clause that names it ---------------------------
#: Words that take back what the user said before ("scratch that", "strike that from the record", "never mind what I
#: said", "ignore what I said about …", "delete the term I wrote", "disregard the previous …", "withdrawn", "undo").
_RETRACTING = re.compile(r"\b(?:scratch (?:that|this|it)|strike (?:that|this|it)|never ?mind what i (?:said|wrote)|"
                         r"(?:ignore|forget|disregard|delete|drop|erase) (?:what i (?:said|wrote|told you)|(?:the|that|this|my) "
                         r"(?:\w+ ){0,2}?(?:i (?:said|wrote|told you)|earlier|before|previous|last))|"
                         r"(?:please )?disregard\b|withdrawn|undo (?:that|the last|last)|correction to)\b|"
                         r",\s*(?:so )?(?:forget|ignore) (?:it|that)\W*$", re.I)  # "…, I don't, ignore it."
#: What makes the taking back a denial, not a correction: the user's own statement negated or called untrue ("I'm not
#: vegan", "I don't actually care", "not so", "it's not true", "after all").
_DENIED = re.compile(r"\bi(?:'m| am) not\b|\bi (?:don'?t|do not|didn'?t|did not|never)\b|\bnot so\b|\b(?:it'?s|that'?s|it is|"
                     r"that is) not (?:true|so|right)\b|\bnot true\b|\bafter all\b|\bwas (?:a joke|joking|kidding)\b|"
                     r"\bi was quoting\b|\bi misspoke\b|\bi made (?:it|that|this) up\b|\b(?:was|were) wrong\b", re.I)
_LOOSELY = re.compile(r"\b(?:forget|ignore) (?:it|that)\b", re.I)
_UNTRUE = re.compile(r"\bafter all\b|\bnot (?:true|so)\b|\bwas (?:a joke|joking|kidding)\b", re.I)
#: …unless the clause goes on to state what is true instead ("scratch that, I'm not vegan, I'm vegetarian").
_INSTEAD = re.compile(r"\b(?:i'?m|i am) not \w+(?: \w+)?,? (?:but |i'?m |i am )(?!not\b)\w+|\binstead\b|\bactually i(?:'m| am) "
                      r"(?!not\b)", re.I)


#: A source's heading over what follows, unquoted ("The pavilion menu today: vegan pie, …", "Gym rules: no shoes after
#: 8pm"): the menu's or the rules' words, not the user's — unless the source is theirs ("my house rules: …").
_SOURCE_HEADING = re.compile(r"^(?:the |a |this |that |their |his |her )?(?:[\w'-]+ ){0,3}?(?:menu|sign|notice|rules|policy|"
                             r"policies|page|brochure|leaflet|timetable|price list|terms|handbook|guidelines|style guide|"
                             r"bylaws|regulations|board|example|sample|template|placeholder|demo)(?: [\w'-]+){0,4}?\s*:", re.I)
_OWN_SOURCE = re.compile(r"\b(?:my|our|mine|i|i'm|i've)\b(?! (?:am |'m )?reading\b)", re.I)
#: A heading that makes what follows a joke or a textbook's exercise, the user's "my" inside it or not ("Joke in the
#: salon: my favourite colour is …", "Example from my English book: 'My passport number is X1234567.'", stop 37).
_NOT_SAID_HEADING = re.compile(r"^(?:(?:a|an|the|my|our|this|that|old) )?(?:[\w'-]+ ){0,2}?(?:joke|jokes|pun|riddle|"
                               r"(?:example|sample|exercise|sentence|drill)s? (?:from|in|out of) (?:my |our |the |an? )?"
                               r"(?:[\w'-]+ )?(?:textbook|book|coursebook|workbook|lesson|class|course|tutorial|worksheet|"
                               r"handout|app|slides?))(?: [\w'-]+){0,4}?\s*:", re.I)


#: A clause that only takes back what was said before ("forget what I told you about Tuesdays", "please disregard my
#: earlier remark about X") or calls an earlier report wrong: it states nothing of its own.
_RETRACT_ONLY = re.compile(r"^(?:(?:if i may|so|ok|okay|oh|and|also|please)\W+)*(?:forget|ignore|disregard|scratch|strike|delete|"
                           r"drop) (?:what i (?:said|told you|wrote)|(?:my|the) (?:earlier|last|previous|other) (?:\w+ )?(?:remark|"
                           r"message|note|comment|answer|entry|report|post))(?: (?:about|on|regarding) [\w' -]{1,40})?"
                           # and why, naming nothing new ("…, I got muddled", "…, my mistake")
                           r"(?:,\s*(?:i (?:got|was|am|'m|have been|'ve been) (?:muddled|confused|mixed up|wrong|mistaken)|"
                           r"my (?:bad|mistake|error)|sorry|soz))?\W*$|"
                           r"^(?:the |my )?(?:previous|earlier|last|old|other) [\w ]{1,30}? (?:was|were|is) (?:wrong|incorrect|"
                           r"a mistake|an error|mistaken)\b", re.I)


def taken_back_here(low: str) -> bool:
    """The clause takes back a statement of the user's and denies it ("Strike that from the record, I'm not
    lactose intolerant", "I said I live in Porto, I don't, ignore it", "forget what I said about X, it's not true"),
    rather than correcting it to a new one ("scratch that, I'm vegetarian" stays a statement)."""
    if _RETRACT_ONLY.search(low.strip()):
        return True
    if _INSTEAD.search(low) or not _DENIED.search(low):
        return False
    # "forget it" / "ignore that" takes back only with a denial that says so ("…, I'm not X after all", "not true");
    # "Forget it, I don't eat pork anyway" is a statement
    return bool(_RETRACTING.search(low)) or bool(_LOOSELY.search(low) and _UNTRUE.search(low))


# --- stop 37 (dev30, dev31): someone else's, said with a person of the user's as the subject --------------------------
#: A person of the user's (a word that is no thing of theirs) as the subject, then a taste or a state in the third
#: person ("My old patrol partner loved red wine.", "The gaffer prefers morning meetings", "My regular Mrs P is
#: coeliac"); "my stomach hates spicy food" and "my favourite is X" are the user's.
_THIRD_PERSON_TASTE = re.compile(
    r"^(?:[a-z]+,\s*)?(?:my|the|our) (?!(?:favou?rite|own|body|stomach|tummy|gut|skin|head|brain|heart|back|knees?|"
    r"teeth|doctor|gp|allergist|dietitian|go-to|usual|pick|choice|rule|limit|budget|diet|answer|preference)\b)"
    r"(?:[a-z-]+ ){0,3}?[a-z-]+ (?:(?:always|really|still|also|just|only|totally) )?(?:prefers|likes|loves|loved|hates|hated|"
    r"enjoys|enjoyed|adores|adored|swears by|is (?:allergic|coeliac|celiac|vegan|vegetarian|lactose intolerant|intolerant))\b")
#: A person of the user's as the subject, and a third person's pronoun after a comma that says the clause is about
#: them ("My lab mate's employee ID is E-44512, she keeps forgetting it.", "My nan always had aisle seats, bless her.",
#: "…, so I keep a gluten-free tray for her.", "…, I help her prepare."); "my wife and I" includes the user, and a
#: value of the user's ("my budget is 100 euros, she knows") is no person's.
_THEIRS_BY_PRONOUN = re.compile(
    r"^(?:[a-z]+,\s*)?my (?!(?:favou?rite|own)\b)(?:[a-z-]+ ){0,3}?(?:[a-z-]+'s\b|(?!(?:budget|limit|cap|code|password|number|"
    r"id|pin|diet|allergy|city|address|employer|size|plate|deadline|rule|pick|choice|usual|answer)\b)[a-z-]+ "
    r"(?:(?:always|really|still|also|just|only|usually) )?(?:had|has|have|is|was|loved|likes|loves|books|comes)\b)[^.;!?]*,\s*"
    r"(?:(?:so |and |but )?(?:she|he|they)\b(?!'?d\b| would\b)|bless (?:her|him|them)\b|"
    r"[^.;!?]*\b(?:for|help|helps|helping) (?:her|him|them)\b)")
#: People of a kind as the subject, with what they ask for or like ("Tourists always ask for window seats", "Guests
#: usually want the sea view"): theirs, not the user's.
_KIND_OF_PEOPLE = re.compile(r"^(?:[a-z]+,\s*)?(?:the )?(?:tourists|visitors|guests|customers|clients|passengers|punters|"
                             r"students|patients|diners|travell?ers|locals|regulars|kids|children|teenagers|parents)\s+"
                             r"(?:(?:always|usually|often|mostly|all|tend to|never)\s+)*(?:ask for|asks for|want|wants|love|"
                             r"like|prefer|order|go for|choose|pick|book|request)\b")
#: A relation's own occasion, one the user does not take part in by being there ("My cousin's flight to Rome is on 4
#: March", "my brother's exam"); a wedding or a birthday of theirs the user goes to stays an event of the user's.
_THEIR_OCCASION = re.compile(rf"^(?:[a-z]+,\s*)?my (?:\w+ )?{_RELATIONS}'s (?:\w+ )?(?:flight|exam|exams|interview|job interview|"
                             r"driving test|test|shift|appointment|check-?up|surgery|operation|train)\b")
#: A person's own identifier under a possessive of someone ("My kum's wifi password is maple42", "my flatmate's PIN"):
#: theirs; a thing's ("my router's password", "my phone's PIN", "my work email") stays the user's.
_THEIR_IDENTIFIER = re.compile(r"^(?:[a-z]+,\s*)?my (?:[a-z-]+ )?(?!(?:phone|mobile|laptop|computer|tablet|router|modem|account|"
                               r"bank|card|car|bike|house|home|flat|work|office|gym|school|building|company|team|wifi|network|"
                               r"email|locker|door|alarm|safe|tv|console|own)'s)[a-z]+'s (?:wi-?fi password|password|pin|"
                               r"employee id|passport number|phone number|email|e-mail|birthday|date of birth)\b")
#: An occasion the user says they are not going to: none of theirs to keep ("…, I'm not going.").
_NOT_GOING = re.compile(r"\b(?:i'?m|i am) not (?:going|invited|attending)\b|\bi (?:won'?t|will not|am not going to) "
                        r"(?:go|attend|be there)\b")
#: A value said as the old one ("The old wifi password was maple42, we changed it."): past.
_OLD_VALUE = re.compile(r"^(?:the|my|our) (?:old|previous|former) [\w' -]{1,30}? (?:was|were|used to be)\b")


def not_a_memory(text: str, low: str) -> str | None:
    """Why a clause that reads like a memory of the user's is none (sample data, a quiz about the user's own data,
    someone else's limit or diet, a clause disowned, a frame naming nothing), or None. ``low`` is the clause
    normalised (lower case, chat spelling read)."""
    if _SAMPLE_DATA.search(low):
        return "sample or test data, not mine"
    if _QUIZ.search(low):
        return "a quiz about my own data, not a statement"
    if (_SOMEONE_ELSES_LIMIT.search(low) or _REPORTED_THEIRS.search(low)) and not _JOINS_IN.search(low):
        return "about someone else"
    if _DISOWNED.search(low):
        return "about someone else, disowned"
    if _THIRD_PERSON_TASTE.match(low):
        return "about someone else"
    if _THEIRS_BY_PRONOUN.match(low):  # the pronoun after the comma says the whole clause is theirs: no part is mine
        return "someone else's, said of them after"
    if _KIND_OF_PEOPLE.match(low) or _THEIR_OCCASION.match(low) or _THEIR_IDENTIFIER.match(low):
        return "about someone else"
    if _NOT_GOING.search(low):
        return "an occasion I am not going to"
    if _OLD_VALUE.match(low):
        return "past, not current"
    if _FRAME_ONLY.match(low.strip()):
        return "a frame for what follows, naming nothing"
    if taken_back_here(low):
        return "taken back and denied in the same breath"
    if _NOT_SAID_HEADING.match(low.strip()):
        return "a joke's or a textbook's words under its heading, not mine"
    heading = _SOURCE_HEADING.match(low.strip())
    if heading and not _OWN_SOURCE.search(low):  # "booking page: I am vegan" is mine
        return "a source's words under its heading, not mine"
    return None


# an eye-roll at having to say it again ("what do I like? X. obviously. write it down 🙄", "for the hundredth time: X 🙄")
# is impatience with the question, not sarcasm about the statement; "/s", "#sarcasm" and "(not)" stay sarcasm
_EXASPERATED = re.compile(r"\b(?:obviously|for the (?:hundredth|millionth|last|nth|\w+) time|write (?:it|that|this) down|"
                          r"how many times|as i (?:said|told you)|i(?:'ve| have)? told you|like i said)\b", re.I)
_EYE_ROLL_ONLY = re.compile(r"(?:^|\s)/s\b|\s\(not\)|#sarcasm|🙃", re.I)


#: A message that opens by saying it is forwarded from someone else ("Forwarded from Auntie Jean... '…'", "Fwd from my
#: boss: …"): the words after it are theirs. Forwarded from the user's own notes, mail or phone stays the user's.
_FORWARDED = re.compile(r"^\W*(?:fwd?|forwarded|forwarding)(?: (?:message|msg|text|note))?\s+(?:from|by)\s+(?!(?:me|myself|"
                        r"my own|my (?:notes|email|e-mail|inbox|phone|calendar|diary|laptop|other account))\b)"
                        r"[^\n.!?:]{1,40}(?:\.\.\.|…|[:!.]|\s+-)", re.I)


def forwarded(message: str) -> bool:
    """Whether a whole message is someone else's words sent on (see :data:`_FORWARDED`)."""
    return bool(_FORWARDED.match(message))


def sarcastic(message: str) -> bool:
    """Whether a whole message is marked as sarcasm (see :data:`_SARCASTIC_MESSAGE`), an eye-roll of impatience at
    repeating a statement excepted."""
    if not _SARCASTIC_MESSAGE.search(message):
        return False
    return bool(_EYE_ROLL_ONLY.search(message)) or not _EXASPERATED.search(message)


# --- stop 30 (dev13, dev14): whose it is, and whether it stands or only reports a moment -----------------------------
# a taste or a limit in the third person with no first person in the clause ("the pt in bay 2 is vegan", "my missus
# prefers X", "he's allergic to Y"): the subject is someone else, whoever it is
_THIRD_PERSON = re.compile(r"\b(?:prefers|likes|loves|hates|adores|enjoys|fancies|swears by)\b|"
                           # a habit only a person has ("my bias only drinks X": whoever it is, not the user)
                           r"\b(?:only|always|just|usually|mostly|never) (?:drinks|eats|orders|wears|listens to|watches)\b|"
                           r"\b(?:is|'s|are) (?:\w+ )?(?:allergic|intolerant|vegan|vegetarian|coeliac|pescatarian)\b", re.I)
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|me|myself|mine)\b", re.I)
# a person one works for or with, named as the subject, the user only in a clause about them ("The Deaf client I worked
# with today prefers morning meetings", "the couple we met want a barn venue"), or a person's thing said with "he's" /
# "she's" after it ("Our kid's flight to Rome is next Tuesday, he's buzzing"): theirs, though "I" is in the sentence
# "Won't happen, guv." after a daydream: a comment on it, no limit of the user's
_WONT_HAPPEN = re.compile(r"^(?:(?:that|it|this|which|i)\s+)?(?:won'?t|will never|ain'?t (?:gonna|going to)|is never going to|"
                          r"isn'?t going to|not gonna|never gonna) happen\b(?:,?\s*[\w' ]{1,20})?\W*$", re.I)
_VOICED = re.compile(r"^(?:the|my|our|a|an|this|that|one) (?:[\w-]+ ){0,2}(?:client|couple|bride|groom|customer|patron|"
                     r"patient|guest|caller|student|member|reader|pupil|speaker)s?\b(?: (?:who |that )?(?:i|we) [^,.;!?]{0,40})?"
                     r" (?:prefers|prefer|likes|like|loves|love|wants|want|hates|needs|is|are|'s) |"
                     r"^(?:my|our) (?:kid|mate|son|daughter|brother|sister|friend|wife|husband|partner|boss|neighbou?r|lad|"
                     r"lass|missus|fella)'s [^,.;!?]{2,60},\s*(?:he|she|they)(?:'s| is| are|'re)\b", re.I)
# a person or pet of someone of the user's ("my pal's wee sister is …", "my sister's dog is called …"): not the user's
_SECOND_DEGREE = re.compile(rf"\b(?:my|ma|me|our) (?:\w+ )?(?:{_PEOPLE}|pals?|mates?|buddy|missus|hubby)'s (?:\w+ )?(?:{_PEOPLE}|dog|cat|pet|puppy|kitten)\b|"
                            # stop 36 (dev29): a person of mine's occasion that is over ("Me cousin's wedding was last
                            # June"): theirs, and past
                            rf"^(?:my|ma|me|our) (?:\w+ )?(?:{_PEOPLE}|pals?|mates?|buddy|missus|hubby)'s (?:[\w-]+ ){{1,2}}?"
                            rf"(?:was|were|happened|took place)\b",
                            re.I)
# a claim framed as an argument ("it could be argued that …"): someone's position, not the user's
_ARGUED = re.compile(r"^(?:\w+ )?it (?:is|could be|can be|might be|may be|has been|was) (?:often |widely |sometimes )?"
                     r"(?:argued|said|claimed|suggested|held)\b", re.I)
# both ways left open ("maybe I'll X, maybe I won't", "I might, I might not", "we'll see", "unconvinced either way")
_BOTH_WAYS = re.compile(r"\bmaybe i(?:'ll| will)?\b.*\bmaybe (?:i )?(?:won'?t|not|will not)\b|\bi might\b.*\bi might (?:not|no)\b|"
                        r"\bwe'?ll see\W*$|\b(?:remain|still|stay|am) unconvinced\b|\bhavenae decided\b", re.I)
# an era of the past ("in my fishing days …"), or a value since replaced ("… I've moved since")
_PAST_ERA = re.compile(r"\bin (?:my|our) (?:[\w-]+ ){0,2}days\b|\bin my (?:girlhood|boyhood|childhood|youth|teens|twenties|thirties)\b|\bin (?:the|my|our) (?:former|previous) [\w-]+\b|\bi(?:'ve| have) (?:moved|changed (?:it|them|that))(?: \w+)? "
                       r"since\b|\bi never (?:went|had|ate|did|got|used)\b", re.I)
# a story, a script or a study as the frame: its words are its characters' or participants'
# (a determiner before it: "a stoppage in play" is cricket, "in my play" a script)
_FICTION = re.compile(r"\b(?:in|for|from) (?:my |the |a |an |our |his |her |their )(?:[\w'-]+ ){0,3}(?:story|novel|play|script|sketch|comic|"
                      r"dissertation|thesis|study)\b", re.I)
# the moment's mood or a verdict on what just happened, not a standing fact: a body or a day "killing me", a shift
# "done", a night that "was carnage", a plea for luck, thanks for patience, not following a letter
_MOMENT = re.compile(r"\b(?:is|are|'s|'re) killing me\b|"
                     # a meal of the day reported ("Momo for lunch today, very ramro!"), a thing done that went well
                     # ("Sauna was good."): the day's news, not an event or a taste
                     r"^(?:[\w'-]+ ){1,3}for (?:lunch|dinner|breakfast|brunch|tea|supper) (?:today|tonight)\b(?!.*\bwith\b)"
                     r"(?:,? (?:very |so |really )?[\w'-]+)?\W*$|"
                     r"^(?:the )?[\w'-]+ was (?:really |very |so |pretty )?(?:good|great|nice|lovely|grand|ace|brilliant|"
                     r"amazing|fun|fine)\W*$|"
                     # "X again, the light is off": a nuisance back again, and the state it leaves now
                     r"\bagain\s*,\s*(?:the|my|our) [\w' ]{1,20}(?: is|'s| are) (?:off|out|down|gone)\b|^[\w' -]{3,30}\b(?:done|over|finished)\s*,|"
                     r"^(?:the |my |our |this |that )?[\w' ]{1,20}? (?:was|were) (?:\w+ )?(?:carnage|chaos|mad|madness|manic|"
                     r"hectic|brutal|rough|insane|wild|a nightmare|a zoo|a circus|a disaster|dead|heaving|slammed)\b|"
                     r"\b(?:wish me luck|pray for me|send help|fingers crossed|send (?:coffee|wine|snacks))\b|"
                     # a service late or cancelled again, a meal's time come round: the day's trouble, not a fact
                     r"^(?:the|my|our) (?:[\w-]+ ){0,2}?(?:train|bus|tram|flight|plane|ferry|boat|taxi|cab|delivery|post|"
                     r"parcel)s? (?:is|are|'s|was) (?:running )?(?:late|delayed|cancell?ed)(?: again)?\b|"
                     r"^(?:lunch|dinner|supper|tea|breakfast|bed|nap|coffee) ?time\W*$|"
                     r"\bthanks? (?:you )?for (?:being|your) (?:so )?(?:patient|patience|help|time|understanding)\b|"
                     r"\bi (?:don'?t|do not) (?:really |quite |fully )?(?:understand|get|follow)\b|"
                     # stop 37 (dev30): the shift or the day so far, luck touched ("Quiet shift so far, touch wood."), a
                     # crowd of today ("Tourists everywhere today, can't move for them."): the moment, no taste, no event
                     r"\bso far\b[^.;!?]{0,30}\b(?:touch wood|knock on wood|fingers crossed)\b|"
                     r"\beverywhere (?:today|tonight|this (?:morning|afternoon|week))\b|\bcan'?t move for\b", re.I)
# a sign-off ("night, talk tomorrow", "bye, speak soon")
_SIGN_OFF = re.compile(r"^(?:(?:good ?)?night|nite|bye|byee*|cheers|ta-?ra|later|see (?:you|ya)|talk (?:to you )?(?:tomorrow|soon|"
                       r"later)|speak soon|catch you)\b(?:\W+(?:talk|speak|see you|chat|catch you)(?: \w+){0,2})?\W*$|"
                       # an old-fashioned goodnight: "goodnight until the morrow at nine", "I must retire now"
                       r"^(?:good ?night|farewell|adieu) (?:until|till) (?:the )?(?:morrow|morning|tomorrow)\b[^.;!?]{0,20}[.!]*$|"
                       r"^i (?:must|shall|will|'ll) (?:now )?(?:retire|turn in|be off to bed|away to bed)(?: now| for the night)?\W*$|"
                       # a letter's or a text's sign-off, the sender named: "Love Mum xx", "Lots of love, Nan", "Love, Sam x",
                       # "Mum x": who wrote it, no liking
                       r"^(?:i )?(?:(?:lots of|all my|much|with all my|with) )?love,?\s+(?:from\s+)?(?:mum|mom|mam|mum and dad|"
                       r"mummy|ma|dad|daddy|papa|nan|nana|nanna|gran|granny|grandma|grandpa|grandad|auntie? \w+|aunty \w+|"
                       r"uncle \w+|your (?:mum|mom|dad|nan|gran|sister|brother|auntie?|uncle))(?:\s+x+)?\W*$|"
                       r"^(?:i )?(?:(?:lots of|all my|much) )?love,\s+[a-z]+(?:\s+x+)?\W*$|^(?:i )?love\s+[a-z]+\s+x+\W*$|"
                       r"^(?:mum|mom|mam|dad|nan|gran|nana)\s*x+\W*$",
                       re.I)
# "… as usual" after what happened or a nuisance ("just had my break, cold tea as usual", "traffic, as usual"): a habit
# of the day reported, not a choice
_USUAL_REPORT = re.compile(r"\b(?:as usual|as always|same as ever)\b", re.I)
_REPORTED_HAPPENING = re.compile(r"^(?:just )?(?:had|got|was|were|did|went|ate|missed)\b|\b(?:traffic|queues?|delays?|rain|"
                                 r"roadworks|jams?|gridlock)\b|"
                                 # a mess of the moment ("Flour everywhere, as usual.", "toys all over the floor")
                                 r"\beverywhere\b|\ball over (?:the |my )?(?:place|floor|kitchen|house|desk|bench|counter)\b|"
                                 # stop 37 (dev30): a doing of the moment alone ("Procrastinating, as usual.")
                                 r"^[a-z]+ing(?: again)?\W*as (?:usual|always)\b",
                                 re.I)
# a clause that only labels or affirms ("Standing order.", "NOT A PREFERENCE.", "that's up to date", "yes, mine") or
# asks to keep what came before ("keep it in your notes"): no value of its own
_LABEL_ONLY = re.compile(r"^(?:\[[\d:]+\]\s*)?(?:me:\s*)?(?:(?:a |the )?standing orders?|not a (?:preference|choice|taste)|"
                         r"not up for (?:debate|discussion)|end of (?:discussion|story)|"
                         # a greeting and nothing else ("Ciao, bella giornata", "Hola amigos")
                         r"(?:ciao|hola|salut|hallo|hello|hi|hey|g'?day|yo)(?:[ ,!]+(?:ciao|bella|bello|buona|giornata|"
                         r"amigos?|amici|tutti|there|all|folks|everyone|everybody|friends?|mates?|team|guys|again)){0,3}|"
                         # Turkish "kolay gelsin" (may your work go easy), said to someone at work, with a word to them
                         r"kolay gelsin(?:[ ,]+(?:you|u) [\w' ]{1,20})?|"
                         r"(?:that'?s |it'?s )?(?:up to date|still current|current|still true)(?:,? as (?:of|at) (?:today|now))?|"
                         r"yes,? (?:mine|that'?s mine)|"
                         # a closing line that vouches for the record above it ("That line is mine.", "That entry's still right.")
                         r"(?:that|this|the) (?:line|entry|row|bit|heading|table|record|file|section)(?:'s| is| are)"
                         r" (?:all |still )?(?:mine|my own|current|right|correct|true|live)|"
                         # "That's me, plain as silage." after a thing named: it owns the thing before, names nothing
                         r"that'?s (?:so |just |totally )?me(?: all over| in a nutshell)?(?:,\s*(?!(?:not|but)\b)[\w' ]{1,25})?|"
                         r"(?:so |and )?(?:please |pls )?(?:keep|save|store|log|put) (?:it|that|this|them) (?:in (?:your|the|my) "
                         r"(?:book|notes?|files?|records?|head)|on (?:file|record)|somewhere safe|safe))\W*$",
                         re.I)

# a liking of an hour nobody likes ("I just love a 6am flight, my favourite thing"): sarcasm
_LOVED_MISFORTUNE = re.compile(r"\bjust (?:love|adore) (?:a |an |the |my )?(?:[1-6](?::\d\d)? ?am|dawn|red-?eye|crack-of-dawn)\b|"
                               # a loss or a jam loved ("love losing 40% overnight", "I love the highway at rush hour")
                               r"\b(?:love|adore|enjoy)s? (?:losing|getting stuck|being stuck|sitting in traffic)\b|"
                               r"\b(?:love|adore)s? (?:the |a )?[\w' -]{1,30} (?:at|in) rush hour\b|"
                               # a wait in foul weather, a replacement bus, a late train, a city's traffic loved ("I love
                               # standing at the Metro in the sleet", "I just love a three-hour bus replacement", "great,
                               # train is late again, I love this", "such lovely traffic, I enjoy so much")
                               r"\b(?:love|adore|enjoy)s? (?:standing|waiting|queu\w+|sitting)\b[^.;!?]{0,40}\bin the (?:sleet|rain|"
                               r"snow|hail|cold|drizzle|wind)\b|"
                               r"\b(?:love|adore|enjoy)s? (?:a |an |the |my )?(?:[\w-]+ ){0,2}(?:bus|rail|train) replacements?\b|"
                               r"\bgreat,? (?:the |my |our )?(?:train|bus|tram|metro|flight|ferry)s? (?:is|are|'s) (?:late|delayed|"
                               r"cancell?ed)\b[^.;!?]*\b(?:love|adore|enjoy)\b|"
                               r"\b(?:lovely|wonderful|delightful|beautiful) (?:traffic|gridlock|queues?|delays?|roadworks)\b[^.;!?]*"
                               r"\b(?:love|adore|enjoy)\b|"
                               # stop 36 (dev29): a "sure" granted to a chore loved at an hour nobody wants it ("Sure, I
                               # adore counting tablets on a Friday night", "yeah, I love doing invoices at 2am")
                               r"^(?:oh,? )?(?:sure|yeah|yep|right|of course)[,!.]+\s+i (?:just |really |absolutely |totally )?"
                               r"(?:love|adore|enjoy)s? \w+ing\b[^.;!?]{0,40}\b(?:on a (?:friday|saturday) night|on (?:a |my )?"
                               r"(?:sunday|day off|holiday|birthday|weekend)s?|at (?:[1-5](?::\d\d)? ?am|midnight|dawn))\b", re.I)
# stop 36 (dev29): the day's tally of a drink or a snack ("Coffee number three, don't judge.", "third pint already"):
# the moment, not a taste
_TALLY = re.compile(r"^(?:(?:ok|okay|so|right|well|and|ugh)\W+)?(?:(?:my |the )?(?:second|third|fourth|fifth|sixth|"
                    r"\d+(?:st|nd|rd|th)) (?:coffee|cuppa|cup|tea|espresso|latte|pint|beer|glass|drink|wine|slice|biscuit|"
                    r"cookie|doughnut|donut|snack|energy drink)s?|(?:coffee|cuppa|cup|tea|espresso|latte|pint|beer|glass|drink|"
                    r"wine|slice|biscuit|cookie|doughnut|donut|snack|energy drink) (?:number|no\.?|#) ?(?:two|three|four|"
                    r"five|six|seven|eight|\d+))(?: (?:today|already|of the day|this morning|and counting))?(?:\W*$|,)", re.I)


# --- stop 30 (dev15): what is said to the assistant about the chat, a mood at an hour, a joke of a limit --------------
# thanks, or a liking whose object is the assistant's answer or words ("Bas, thank you so much!", "I love this
# answer, honestly", "that's my favourite thing you've said all week"): about the conversation, not the user
_ABOUT_THE_CHAT = re.compile(r"^(?:[\w']+,\s*){0,2}(?:thank(?:s| you| u)|ty|cheers)(?: (?:so|very) much| a lot| loads)?"
                             r"(?: (?:again|all|y'all|guys))?(?:,\s*[\w']+)?(?:,? (?:as always|as ever|again))?\W*$|"
                             r"\b(?:this|that|your|the) (?:answer|reply|response|explanation|suggestion|idea|message)\b"
                             r"(?:,? (?:honestly|tbh|really|seriously))?\W*$|"
                             r"\b(?:thing|things) (?:you(?:'ve| have)?|u) (?:said|written|suggested|told me)\b", re.I)
# "<who>, at <time>: <emoji>" / a wish for an hour to come ("5pm can't come soon enough"): the moment's mood
_EMOJI_ONLY_VALUE = re.compile(r":\s*(?:[\U0001F300-\U0001FAFF\u2639\u263a\u200d\ufe0f]\s*)+\W*$")
_WISHED_HOUR = re.compile(r"\bcan'?t come (?:soon|fast|quick) enough\b|\broll on\b", re.I)
# a limit of the body's said of a day or a chore ("allergic to Mondays, lol"), a liking of an alarm at dawn
_FIGURATIVE_LIMIT = re.compile(r"\ballergic to (?:(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|weekends?|"
                               r"mornings?|work|meetings?|exercise|effort|adulting|small talk|emails?)\b)", re.I)
_LOVED_DAWN = re.compile(r"\b(?:just|simply|absolutely|really|totally) (?:love|adore)s? (?:a |an |the |my )?"
                         r"(?:[1-6](?::\d\d)? ?am|dawn|crack-of-dawn)\b", re.I)
# a form, a chart or a person of someone of the user's ("field 7 on my son's school form", "one of my runners")
_THEIR_FORM = re.compile(rf"\b(?:my|our) (?:\w+ )?(?:{_PEOPLE})'s (?:\w+ ){{0,2}}(?:form|profile|account|bio|file|record|chart|"
                         rf"notes?)\b|^(?:\w+ )?one of my (?:\w+ )?\w+s\b|\bfor all (?:staff|employees|guests|users|members|"
                         rf"customers|students)\b", re.I)


def said_of_the_moment(text: str, low: str) -> str | None:
    """Why a clause is talk about the chat or the moment, not a memory (see the patterns above), or None."""
    if _ABOUT_THE_CHAT.search(low):
        return "about the conversation, not a memory"
    if _EMOJI_ONLY_VALUE.search(text) or _WISHED_HOUR.search(low):
        return "the moment's mood, not lasting"
    if _TALLY.match(low.strip()):
        return "the day's tally, not a taste"
    if _FIGURATIVE_LIMIT.search(low) or _LOVED_DAWN.search(low):
        return "a joke, not a limit"
    if _THEIR_FORM.search(low):
        return "about someone else"
    return None


# --- stop 31 (dev16): a requirement that names its owner, and a place's policy ------------------------------------------
# a need owned by someone named who is not the user ("Client's requirement: …", "patient 14's allergy is …"): only a
# person has an allergy or a diet, so the owner is someone else; the user's own is "my" / "one's" ("one's" is read as
# "my" by extract_clauses.standard_forms). A budget or a limit is not read so: "the trip's budget" is the user's.
_THEIR_REQUIREMENT = re.compile(r"^(?!(?:my|mine|our|one)'?s?\b)(?:the |a |an )?[a-z][\w-]*(?: \d+)?'s (?:\w+ )?(?:requirements?|"
                                r"allerg\w*|diet|dietary \w+|preferences?|needs)\b", re.I)
# a rule posted by a place ("Lab policy: …", "Building regulations: …"): not a limit the user keeps
_PLACE_POLICY = re.compile(r"^(?!(?:my|our|house|personal|own|standing|golden|hard)\b)(?:the |a )?[\w-]+(?: [\w-]+)? "
                           r"(?:policy|policies|regulations?)\s*:", re.I)


# a note written about someone named ("Report comment for Liam: …", "Feedback on Priya: …"): theirs
_FOR_SOMEONE_NAMED = re.compile(r"^(?:\W*\w+ )?(?i:report|comment|note|notes|feedback|review|assessment)(?: \w+)? "
                                r"(?i:for|on|about) (?!Me\b|Myself\b|Today\b|Tomorrow\b|Tonight\b|Later\b|(?:Mon|Tues|Wednes|Thurs|Fri|"
                                r"Satur|Sun)day\b|Jan|Feb|Mar|Apr|May\b|June?\b|July?\b|Aug|Sep|Oct|Nov|Dec)[A-Z][a-z]+\s*:")
# the time it is now, remarked on ("Back from the gym, 6pm already."): the moment, not a limit
_CLOCK_NOW = re.compile(r"\b(?:\d{1,2}(?::\d\d)?\s?(?:am|pm)|\d{1,2}:\d\d|noon|midnight) already\W*$", re.I)
# a field filled with "anything" ("Control condition: anything.", "Seat: whatever"): it names no choice
_ANY_VALUE = re.compile(r"^[^:]{1,40}:\s*(?:anything|whatever|any|either|either is fine|no preference|don'?t mind|"
                        r"i don'?t mind)\W*$", re.I)
# what happened at an event earlier today ("standup ran long again today"): a past verb with today's or yesterday's
# time, and no first person ("I was diagnosed yesterday" is the user's news)
_DAY_REPORTED = re.compile(r"\b(?:ran|went|was|were|got|dragged|overran|finished|ended|started)\b(?:(?! (?:to|for|until|till|on|at) ).)*"
                           r"\b(?:today|yesterday|this morning|earlier)\W*$", re.I)


def not_mine_now(text: str, low: str) -> str | None:
    """Why a clause holds no memory of the user's by whose it is or by its time (someone else's taste or limit in the
    third person, a second-degree relation, an argued claim, a choice left open both ways, a past era, a story's
    frame, the moment's mood, a sign-off, a day's habit reported, a bare label), or None."""
    if _THIRD_PERSON.search(low) and not _FIRST_PERSON.search(low):
        return "about someone else (third person)"
    if _WONT_HAPPEN.match(low.strip()):
        return "a comment on what came before, no limit"
    if _VOICED.match(low):
        return "about someone else (a client's, voiced or served)"
    if _THEIR_REQUIREMENT.match(low) or _PLACE_POLICY.match(low):
        return "someone else's requirement"
    if _FOR_SOMEONE_NAMED.match(text):
        return "about someone else"
    if _ANY_VALUE.match(low):
        return "indifferent: no preference stated"
    if _CLOCK_NOW.search(low):
        return "the moment's mood, not lasting"
    if _DAY_REPORTED.search(low) and not _FIRST_PERSON.search(low):
        return "a day's happening reported, not an event to keep"
    if _SECOND_DEGREE.search(low) or _ARGUED.search(low):
        return "about someone else"
    if _BOTH_WAYS.search(low):
        return "undecided"
    if _PAST_ERA.search(low):
        return "past, not current"
    if _FICTION.search(low):
        return "a story's or a study's words, not mine"
    if _MOMENT.search(low) and not re.search(r"\d", low):
        return "the moment's mood, not lasting"
    if _SIGN_OFF.match(low.strip()) or _LABEL_ONLY.match(low.strip()):
        return "a sign-off or a label, naming nothing"
    if _USUAL_REPORT.search(low) and _REPORTED_HAPPENING.search(low) and not _FIRST_PERSON.search(low):
        return "a day's habit reported, not a choice"
    if _LOVED_MISFORTUNE.search(low):
        return "sarcasm"
    return said_of_the_moment(text, low)


# a sentence that takes back what came before it in its paragraph ("Not me, the guests.", "Hers, not mine.", "Joking,
# we don't have a dog.") and a paragraph marked stale ("an old message, not true any more: …", "I've changed it since")
_TAKES_BACK = re.compile(r"^(?:(?:ha+|haha|lol)\W+)?(?:not me|not mine|hers|his|theirs|joking|just kidding|kidding|jk)\b[^.!?\n]{0,40}"
                         r"[.!?]*$|"
                         # stop 31, later (ext16): a line naming whose the words before it are ("Their rule, printed on
                         # the ticket.", "Her line, about her.", "It's for her dinner party.", "Just a character I'm
                         # reading for."), one disowning them ("I don't actually have a dog.", "That was years ago, not
                         # any more.") or leaving them undecided ("… but I don't know yet.")
                         r"^(?:(?:that's|that is|it's|it is|those are)\s+)?(?:their|her|his)\s+(?:own\s+)?(?:rule|rules|line|lines|"
                         r"note|notes|words|requirement|policy|"
                         r"order|orders|request|idea|choice|preference|limit|budget|allergy|diet|number|script|part|"
                         r"thing|problem)\b[^.!?\n]{0,40}[.!?]*$|"
                         r"^(?:it's|it is|that's|that is|this is) (?:for|about) (?:her|him|them|my (?:friend|mum|mom|dad|"
                         r"sister|brother|partner|wife|husband|son|daughter|boss|colleague))\b[^.!?\n]{0,40}[.!?]*$|"
                         r"^(?:just )?a (?:character|role|part) (?:i'm|i am) (?:reading|playing|auditioning)\b[^.!?\n]{0,30}"
                         r"[.!?]*$|^i (?:don't|do not) actually (?:have|own|eat|like|need)\b[^.!?\n]{0,40}[.!?]*$|"
                         r"^(?:that|this) was (?:years|ages|long|decades) ago\b[^.!?\n]{0,30}[.!?]*$|"
                         r"^(?:but )?i (?:don't|do not) know yet\b[^.!?\n]{0,20}[.!?]*$|"
                         # a plan's ironic close ("I'm totally going to start running at 5am. Definitely. Any day now."),
                         # a draft scrapped, words only quoted ("The Undersigned merely quotes it.")
                         r"^any (?:day|minute|time) now\b[.!]*$|^(?:scrapped|binned|deleted|cancelled|canceled)\b[^.!?\n]{0,30}"
                         r"[.!?]*$|^(?:i|we|the undersigned) (?:merely |just |only )?(?:quotes?|cites?|copied|forwarded)"
                         r" (?:it|this|that|them)\b[^.!?\n]{0,20}[.!?]*$|"
                         # stop 33 (ext19): a line that takes back what came before ("Disregard it.", "I made it up.",
                         # "I misspoke.")
                         r"^(?:please )?(?:disregard|ignore|forget|scratch|strike|delete) (?:it|that|this)(?: (?:too|please|"
                         r"as well))?[.!]*$|^i (?:made (?:it|that|this|that one) up|misspoke|was (?:only )?(?:joking|kidding))\b"
                         r"[^.!?\n]{0,20}[.!?]*$", re.I)
_STALE = re.compile(r"^[^:\n]{0,20}\b(?:old|previous|outdated|former)\b[^:\n]{0,25}\b(?:ignore|disregard|not current)\b|"
                    r"\bnot true any ?more\b|\bno longer (?:true|valid|current)\b|\bi(?:'ve| have) changed (?:it|that|them) "
                    r"since\b|\bout of date now\b", re.I)

# a text handed over to be worked on ("Translate into Tagalog: '…'", "proofread this: …"): its words are material
_WORK_ON = re.compile(r"^\s*(?:(?:please|pls|can you|could you)\s+)?(?:translate|rephrase|reword|proofread|paraphrase)\b[^:\n]{0,40}:",
                      re.I)


#: A sentence its speaker gives up on at its end ("play some jazz, no, the other, uh, never mind").
_NEVER_MIND = re.compile(r"(?i),\s*(?:u+h+,?\s*|u+m+,?\s*)?never ?mind\W*$")


def taken_back(text: str) -> str:
    """The message without what its own words take back: a paragraph marked stale goes whole; in a paragraph with a
    sentence that takes back what came before it, that sentence and those before it go."""
    out = []
    for para in re.split(r"(\n\s*\n)", text):
        if _STALE.search(para) or _WORK_ON.match(para):
            continue
        cut = 0
        for m in re.finditer(r"[^.!?\n]+[.!?]*", para):
            if _TAKES_BACK.match(m.group().strip().lstrip("'\"’” ")) or _NEVER_MIND.search(m.group()):
                cut = m.end()
        out.append(para[cut:] if cut else para)
    return "".join(out)
