"""The word lists the offline extractor's readings share, without I/O: languages, diets and foods, what the assistant
is asked to do, a person's attributes and relations, professions, events and places.

They are alternations inside larger patterns (:mod:`memgraph_py.extract_clauses`, :mod:`memgraph_py.extract_traps`,
:mod:`memgraph_py.extract_rules`), kept in one place so a word added here reaches every reading that names the class.
"""

from __future__ import annotations

import re


def _rx(*patterns: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in patterns), re.I)


_LANGS = r"(?:english|french|german|spanish|italian|portuguese|dutch|polish|japanese|chinese|mandarin|korean|arabic|russian|swedish|greek|turkish|hindi)"
_DIET = r"(?:vegetarian|vegan|pescatarian|coeliac|celiac|diabetic|lactose[- ]intolerant|gluten[- ]free|halal|kosher|teetotal|sober|pregnant|on a (?:diet|low[- ]carb diet|keto diet))"
_FOODISH = (r"(?:meat|pork|beef|chicken|fish|seafood|shellfish|dairy|milk|cheese|eggs?|gluten|wheat|nuts|peanuts|"
            r"alcohol|wine|beer|caffeine|coffee|sugar|soy|spicy food|red meat|lamb|sushi|raw fish|garlic|onions?)")
_AGENT_VERBS = r"(?:book|schedule|put|plan|set up|call|ring|phone|email|e-mail|message|text|send|wake|disturb|ping|contact|order|suggest|recommend|seat)"
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
_RELATIONS = (r"(?:wife|husband|partner|spouse|son|daughter|sister|sis|brother|bro|mum|mom|mam|mother|dad|father|boss|manager|"
              r"colleague|best friend|friend|cousin|uncle|aunt|niece|nephew|fianc[ée]e?|girlfriend|boyfriend|roommate|"
              r"flatmate|kid|grandma|grandpa|granny|grandad|nan|nana|doctor|dentist|therapist|trainer|coach|landlord|accountant|lawyer|vet)")
_PROFESSIONS = (r"(?:teacher|nurse|doctor|engineer|software engineer|developer|programmer|designer|lawyer|accountant|"
                r"architect|chef|cook|student|phd student|researcher|scientist|data scientist|journalist|writer|"
                r"photographer|pilot|pharmacist|dentist|vet|veterinarian|mechanic|electrician|plumber|carpenter|"
                r"consultant|manager|product manager|project manager|analyst|economist|marketer|salesperson|"
                r"entrepreneur|founder|freelancer|translator|musician|artist|paramedic|firefighter|police officer|"
                r"professor|lecturer|librarian|barista|waiter|waitress|retiree|surgeon|midwife|therapist|"
                r"psychologist|social worker|civil servant|banker|trader|recruiter|editor|actor|actress)")
_EVENT_NOUN = (r"(?:appointment|meeting|flight|trip|wedding|birthday|party|interview|exam|call|dinner|lunch|breakfast|"
               r"concert|conference|deadline|surgery|operation|check-?up|visit|vacation|holiday|game|match|presentation|"
               r"demo|launch|review|reservation|class|lesson|course|workshop|appointment|recital|ceremony|funeral|"
               r"move|moving day|graduation|anniversary|date|race|marathon|show|performance|train|checkout|check-in|"
               r"check in|standup|stand-up|offsite|retreat|talk|viewing|inspection|hearing|session|shift|training|service|"
               r"servicing|renewal|slot|play|gig|recital|screening|appointment|test|exam)")
_PLACES = (r"(?:school|shop|store|office|gym|pool|bank|library|pharmacy|clinic|bakery|café|cafe|restaurant|bar|pub|"
           r"museum|station|nursery|daycare|kindergarten|post office|supermarket|garage|council|airline|hotel|venue|"
           r"cinema|theatre|theater|club|salon|church|hospital|building|airport)")
#: Contentment after a condition ("give me X and I'm happy / sorted / golden"): read by extract_clauses (one clause, not
#: two) and extract_rules (a preference).
_CONTENTMENT = r"(?:happy|sorted|set|good|content|golden|made)"
