"""Pasted layouts whose statements stand on lines of their own, read by the frame that says whose they are, without
I/O: a transcript's numbered question-and-answer lines, a Markdown definition list, a LaTeX list's items, an XML
settings export's elements, a verse written on one line (:func:`verses`) and a post's hashtags (:func:`hashtags`).

In each of these layouts the value a person would note is not in a sentence: it is an answer line ("41  A. It's
38."), a definition (": sesame" under "Allergic to"), an item (``\\item \\textbf{Diet}: vegan``) or an element's text
(``<quietAfter>10 am</quietAfter>``). :func:`pasted` rewrites such a block into one plain statement a line ("my
shoe size is 38", "allergic to sesame", "I'm vegan", "no calls after 10 am") by the frame that says whose it is — the
prose line before it ("Transcript, my testimony:", "Glossary of me:", "From my LaTeX notes:"), or an export's owner
attribute (``<settings owner="me">``). A transcript is read only when its frame says the witness is the user (a
transcript's answers are whoever testified); a definition list, a LaTeX list or an export the user pastes is read as
theirs unless framed otherwise, as :func:`~memgraph_py.extract_blocks.as_statements` reads a table or a config. A block framed as someone else's ("my cousin's transcript",
"a colleague's paper", ``owner="Dave"``), as past or void ("an old hearing, 2016", ``status="obsolete"``), as fiction,
a sample, a template or a policy, or disowned by the line after it ("His answers, not mine.") goes whole: its lines are
no statement of the user's. A transcript whose frame says neither is left as written.
"""

from __future__ import annotations

import re

__all__ = ["calendar_events", "crontab_lines", "diffs", "hashtags", "mails", "pasted", "property_records", "sql_rows", "vcards", "verses", "whose"]

#: Words that make a frame the user's own ("my testimony", "of me", "mine").
_FIRST_PERSON = re.compile(r"\b(?:my|mine|me|myself|i|i'm|i've|i'd|own)\b", re.I)
#: A frame naming someone else as the block's owner: a person's possessive ("my uncle's", "a colleague's", "Dave's"; not
#: a thing's, "the form's questions"), a third person's pronoun, or a person of the user's ("for my niece").
_OTHERS = re.compile(r"\b(?:my|our|a|an|his|her|their|your)\s+(?:[a-z]+\s+)?(?!(?:it|that|here|there|what|who|let|he|she|"
                     r"today|tonight|tomorrow|yesterday|week|month|year|life|world|day|morning|evening|phone|laptop|computer|tablet|app|account|calendar|card|file|notes?|repo|car|house|flat|inbox|browser|profile)'s\b)(?:[a-z]+'s|[a-z]+s')"
                     r"(?=\s)|(?-i:\b(?!(?:It|That|Here|There|What|Who|Let|He|She|Today|Tonight|This)'s)[A-Z][a-z]+'s\b)|"
                     r"\b(?:his|hers|her|their|theirs)\b|"
                     r"\b(?:a|an|the|my) (?:friend|colleague|cousin|niece|nephew|sister|brother|wife|husband|partner|"
                     r"client|neighbou?r|mother|father|mum|mom|dad)\b(?!'s (?:wedding|birthday))", re.I)
#: A frame or closing line that says the block does not stand for the user now: not theirs, past, void, made up.
_DISOWNED = re.compile(r"\bnot (?:mine|me|my own|ours|my \w+)\b|\bnone of it (?:is )?mine\b|\b(?:his|hers|their|theirs)\b|"
                       r"\b(?:fiction|fictional|drama|novel|film|movie|play|script|story|character|practice|mock|sample|example|template|"
                       r"specimen|dummy|test data)\b|\b(?:old|former|previous|outdated|out of date|obsolete|years ago|"
                       r"long since|(?:19|20)\d\d|used to|moved (?:away|since)|i've moved|no longer|not any ?more|anymore)\b|"
                       r"\b(?:scratch|ignore|disregard|delete|strike|void|wrong|retracted|withdrawn|joke|joking|kidding)\b",
                       re.I)
#: A frame that says the block is a source's, not a person's: a policy, rules, a menu, a page, docs, a default.
_SOURCE = re.compile(r"\b(?:default|policy|policies|rules|style guide|help page|web ?page|website|site|docs|documentation|"
                     r"manual|brochure|menu|terms (?:and|&) conditions|terms of (?:service|use)|handbook|notice|sign|regulations|"
                     r"bylaws|house rules of)\b", re.I)


#: A closing line that owns the block before it disowns nothing ("That's me, not my emergency contact.").
_OWNED = re.compile(r"(?i)^\W*(?:that's|that is|it's|it is|this is)\s+(?:me|mine|my own)\b")


def whose(frame: str, closing: str = "") -> str | None:
    """Whose a pasted block is, by the prose line before it (``frame``) and the one after it (``closing``): "other"
    when either says it is someone else's, past, void or made up (a closing line that says the block is the user's,
    "That's me, not my emergency contact.", disowns nothing); "mine" when the frame speaks in the first person of no
    one else; None when the frame says neither."""
    if _OWNED.match(closing):
        closing = ""
    if _DISOWNED.search(frame) or _DISOWNED.search(closing) or _OTHERS.search(frame) or _SOURCE.search(frame):
        return "other"
    return "mine" if _FIRST_PERSON.search(frame) else None


def _statement(key: str, value: str) -> str:
    """One field of the user's (a definition, an item, an element) as a sentence: a key that ends in a preposition
    reads on into its value ("Allergic to" / "sesame" → "Allergic to sesame"; "quiet after" / "10 am" → "no calls
    after 10 am"); a value that is already a sentence of its own stands alone ("I'm vegan", "nobody calls after
    noon"); anything else as :func:`~memgraph_py.extract_blocks.field_statement` words a field."""
    from .extract_blocks import field_statement  # extract_blocks imports this module: imported at call time

    k = re.sub(r"\s+", " ", key).strip(" :.-—–")
    v = re.sub(r"\s+", " ", value).strip(" .")
    if not k:
        return v
    if re.match(r"(?i)(?:i|i'm|i've|i'd|i'll|nobody|no one|never|nothing|no|not|at most|only)\b", v):
        return v if re.match(r"(?i)i\b|i'", v) or not re.search(r"(?i)\b(?:before|after|over|above|under)\b", k) \
            else f"{k} {v}"
    limit = re.fullmatch(r"(?i)(?P<head>.*?)\b(?P<prep>before|after|until|till|past|from)", k)
    if limit:
        head = limit["head"].strip()
        if not re.match(r"(?i)(?:no|not|never|nothing)\b", head):  # "quiet after", "offline before": no calls then
            head = "no calls"
        return f"{head} {limit['prep'].lower()} {v}"
    if re.search(r"(?i)\b(?:to|of|on|at|with|in|for)$", k):
        return f"{k} {v}"
    chosen = re.fullmatch(r"(?i)what i (?P<verb>choose|pick|like|love|prefer|go for|want)", k)
    if chosen:  # "What I choose" / "jazz": I choose jazz
        return f"I {chosen['verb'].lower()} {v}"
    if re.match(r"(?i)(?:my|what i)\b", k):
        return f"{k}: {v}"
    return field_statement(k, v) or f"{k}: {v}"


# --- a transcript: "14  Q. Given the choice?" / "15  A. Morning meetings." (line numbers optional) ------------------
_QA_LINE = re.compile(r"^[ \t]*(?:\d{1,4}[ \t]+)?(?P<who>[QA])[.:][ \t]+(?P<said>\S[^\n]*?)[ \t]*$")
_COUNSEL = re.compile(r"(?i),?\s*\b(?:counsel|your honou?r|sir|ma'am|madam)\W*$")


def _answer(question: str, answer: str) -> str:
    """An answer line read with its question: a full sentence of the user's stands ("I'm vegan"); a terse one is read
    into the question ("Your phone number?" / "+44 …" → "my phone number is +44 …"; "Any allergies?" / "Yes, sesame"
    → "my allergies: sesame"); anything else keeps the question after it, in the user's person."""
    from .extract_rules import answered

    a = _COUNSEL.sub("", answer).strip()
    a = re.sub(r"(?i)^(?:yes|yeah|no|well|so)\b[,.]?\s*(?=\S)", "", a) if not re.match(r"(?i)no\s+\w+\s+(?:before|after)",
                                                                                      a) else a
    if re.match(r"(?i)(?:i|i'm|i've|i'd|i'll|my|never|no|nobody|not)\b", a):
        return a
    q = re.sub(r"(?i)^(?:(?:and|so|now|for the record|tell the court|please)\W+)+", "", question.strip()).strip(" ?")
    a = re.sub(r"(?i)^(?:it's|it is|that's|that is)\s+", "", a).rstrip(" .")
    # "the shoe size?", "your phone number?", "and the interview, when is it?", "when is the recital?": the witness's own
    thing = re.fullmatch(r"(?i)(?:when(?:'s| is| are)\s+)?(?:the|your|my)\s+(?P<what>[\w' -]{1,40}?)(?:,?\s+when is it)?", q)
    if thing:
        return f"my {thing['what']} is {a}"
    return answered(q, a)


def _transcripts(lines: list[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(lines):
        if not _QA_LINE.match(lines[i]):
            out.append(lines[i])
            i += 1
            continue
        j = i
        while j < len(lines) and _QA_LINE.match(lines[j]):
            j += 1
        block = [_QA_LINE.match(line) for line in lines[i:j]]
        if not any(m and m["who"] == "A" for m in block) or not any(m and m["who"] == "Q" for m in block):
            out.extend(lines[i:j])
            i = j
            continue
        frame = out[-1] if out and out[-1].rstrip().endswith(":") else ""
        owner = whose(frame, lines[j] if j < len(lines) else "")
        if owner == "mine":
            question = ""
            for m in block:
                if m and m["who"] == "Q":
                    question = m["said"]
                elif m and question:
                    out.append(_answer(question, m["said"]).rstrip(" .") + ".")
                    question = ""
        elif owner is None:
            out.extend(lines[i:j])
        i = j
    return out


# --- a Markdown definition list: "Allergic to" / ": sesame" ------------------------------------------------------------
_TERM = re.compile(r"^[ \t]*(?P<term>[^\s:>#|\\<][^:\n]{0,40}?)[ \t]*$")
_DEFINITION = re.compile(r"^[ \t]*:[ \t]+(?P<definition>\S[^\n]*?)[ \t]*$")
#: What a definition adds after its value that is no part of it: ", mine", ", by a long way", ", always".
_OWN_TAIL = re.compile(r"(?i),\s*(?:mine|all mine|mine, \w+(?: \w+)?|by a long way|whenever i can|always|the whole lot|"
                       r"each and every \w+|every \w+|a real reaction|a proper reaction)\W*$")


def _definition_lists(lines: list[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(lines):
        term = _TERM.match(lines[i]) if i + 1 < len(lines) else None
        if not term or not _DEFINITION.match(lines[i + 1]) or re.search(r"[.!?]$", term["term"]):
            out.append(lines[i])
            i += 1
            continue
        pairs: list[tuple[str, str]] = []
        j = i
        while j + 1 < len(lines) and (tm := _TERM.match(lines[j])) and (dm := _DEFINITION.match(lines[j + 1])):
            pairs.append((tm["term"], dm["definition"]))
            j += 2
        frame = out[-1] if out and out[-1].rstrip().endswith(":") else ""
        owner = whose(frame, lines[j] if j < len(lines) else "")
        if owner != "other":  # a key / value layout in the user's message is theirs unless framed otherwise
            for t, d in pairs:
                out.append(_statement(t, _OWN_TAIL.sub("", d)).rstrip(" .") + ".")
        i = j
    return out


# --- a LaTeX list: "\begin{itemize}" / "\item \textbf{Diet}: vegan" / "\end{itemize}" ---------------------------------
_BEGIN = re.compile(r"^[ \t]*\\begin\{(?P<env>itemize|enumerate|description)\}[ \t]*$")
_END = re.compile(r"^[ \t]*\\end\{(?:itemize|enumerate|description)\}[ \t]*$")
_ITEM = re.compile(r"^[ \t]*\\item(?:\[(?P<label>[^\]]*)\])?[ \t]*(?P<rest>\S[^\n]*?)?[ \t]*$")
_BOLD_KEY = re.compile(r"^\\(?:textbf|emph|textit|texttt)\{(?P<key>[^{}]*)\}[ \t]*(?:(?::|---|--|—|–)[ \t]*)?(?P<value>.*)$")
_MARKUP = re.compile(r"\\(?:textbf|emph|textit|texttt|underline)\{([^{}]*)\}")


def _latex_lists(lines: list[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(lines):
        if not _BEGIN.match(lines[i]):
            out.append(lines[i])
            i += 1
            continue
        j = i + 1
        while j < len(lines) and not _END.match(lines[j]) and not _BEGIN.match(lines[j]):
            j += 1
        if j >= len(lines) or not _END.match(lines[j]):
            out.append(lines[i])
            i += 1
            continue
        frame = out[-1] if out and out[-1].rstrip().endswith(":") else ""
        owner = whose(frame, lines[j + 1] if j + 1 < len(lines) else "")
        if owner == "other":
            i = j + 1
            continue
        for line in lines[i + 1:j]:
            item = _ITEM.match(line)
            if not item or not item["rest"] and not item["label"]:
                out.append(line)
                continue
            rest = (item["rest"] or "").strip()
            key = item["label"] or ""
            bold = _BOLD_KEY.match(rest)
            if not key and bold:
                key, rest = bold["key"], bold["value"]
            rest = _MARKUP.sub(r"\1", rest).strip()
            said = _statement(key, rest) if rest and key and not re.match(r"(?i)(?:after|before|until|over)\b", rest) \
                else f"{key} {rest}".strip()
            out.append(said.rstrip(" .") + ".")
        i = j + 1
    return out


# --- an XML settings export: <settings owner="me"> / <quietAfter>10 am</quietAfter> --------------------------------
_XML_DECLARATION = re.compile(r"^[ \t]*<\?xml[^>]*\?>[ \t]*$")
_ROOT = re.compile(r"^[ \t]*<(?P<tag>[A-Za-z][\w.-]*)(?P<attrs>(?:[ \t]+[\w:.-]+=\"[^\"]*\")*)[ \t]*>[ \t]*$")
_CHILD = re.compile(r"^[ \t]*<(?P<tag>[A-Za-z][\w.-]*)(?P<attrs>(?:[ \t]+[\w:.-]+=\"[^\"]*\")*)[ \t]*"
                    r"(?:/>|>(?P<text>[^<\n]*)</(?P=tag)>)[ \t]*$")
_ATTR = re.compile(r"([\w:.-]+)=\"([^\"]*)\"")
#: Attributes that name the field an element holds (``<field name="dentist">``), and those that hold its value.
_NAMING = ("name", "key", "item", "of", "what", "title", "type", "label", "field", "for")
_VALUED = ("value", "when", "date", "val")
_SELF_OWNER = re.compile(r"(?i)^(?:me|myself|i|mine|user|self|the user)$")
_VOID_STATUS = re.compile(r"(?i)^(?:obsolete|outdated|old|retracted|void|deleted|superseded|draft|sample|example|test|"
                          r"archived|expired|invalid)$")


def _words(tag: str) -> str:
    """An element's name as words: "quietAfter" → "quiet after", "max_spend" → "max spend"."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", tag).replace("_", " ").replace("-", " ").lower()


def _xml_exports(lines: list[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(lines):
        start = i + 1 if _XML_DECLARATION.match(lines[i]) else i
        root = _ROOT.match(lines[start]) if start < len(lines) else None
        if not root or (start == i and not out):  # a bare element opening a message is no export
            out.append(lines[i])
            i += 1
            continue
        end = f"</{root['tag']}>"
        j = start + 1
        while j < len(lines) and _CHILD.match(lines[j]):
            j += 1
        if j >= len(lines) or lines[j].strip() != end or j == start + 1:
            out.append(lines[i])
            i += 1
            continue
        attrs = dict(_ATTR.findall(root["attrs"]))
        frame = out[-1] if out and out[-1].rstrip().endswith(":") else ""
        owner = whose(frame, lines[j + 1] if j + 1 < len(lines) else "")
        if "owner" in attrs:
            owner = "mine" if _SELF_OWNER.match(attrs["owner"].strip()) and owner != "other" else "other"
        if any(_VOID_STATUS.match(v.strip()) for k, v in attrs.items() if k in ("status", "state")):
            owner = "other"
        if owner != "other":
            for line in lines[start + 1:j]:
                child = _CHILD.match(line)
                assert child is not None
                fields = dict(_ATTR.findall(child["attrs"]))
                key = next((fields[a] for a in _NAMING if fields.get(a)), _words(child["tag"]))
                value = (child["text"] or "").strip() or next((fields[a] for a in _VALUED if fields.get(a)), "")
                if value:
                    out.append(_statement(key, value).rstrip(" .") + ".")
        i = j + 1
    return out


# --- a verse written on one line, its lines parted by " / " (a limerick) ------------------------------------------------
#: Words that open a verse line as a clause of its own: a subject, or a conjunction a new clause follows.
_OPENS_CLAUSE = re.compile(r"(?i)^(?:i|i'm|i'll|i've|i'd|me|we|you|so|or|and|but|then|now|yet|for|because|if|please|"
                           r"remember|keep|write|note|mark)\b")


def verses(text: str) -> str:
    """A verse put on one line with " / " between its lines (four slashes or more on the line, as a limerick is
    written) read with its sentences whole: a verse line that does not open a clause of its own ("… from the coast /
    loves boutique hotels the most", "My wifi password, if you please, / is sunflower12") is joined to the line
    before it, so the subject and what it says are read together; lines that open a clause ("I'll raise up my voice",
    "so note it down") stay parted. Prose with fewer slashes is unchanged ("jazz / blues")."""
    out = []
    for line in text.split("\n"):
        if line.count(" / ") < 4:
            out.append(line)
            continue
        parts: list[str] = []
        for part in line.split(" / "):
            if parts and part.strip() and not _OPENS_CLAUSE.match(part.strip()) and not part.strip()[0].isupper():
                parts[-1] = f"{parts[-1].rstrip()} {part.strip()}"
            else:
                parts.append(part)
        out.append(" / ".join(parts))
    return "\n".join(out)


# --- hashtags: "#NoSunday for me, ever #boundaries", "spicy food 💯 #favourite" -------------------------------------------
_HASHTAG = re.compile(r"(?<![\w#&])#(?P<tag>[A-Za-z][A-Za-z0-9_]{1,40})\b")
#: Tags that say the words before them are the user's pick ("… spicy food #favourite").
_TASTE_TAG = re.compile(r"(?i)^(?:favou?rite|fave?|mypick|myfave|toppick|goto|obsessed|loveit|mine4ever)$")


def _tag_words(tag: str) -> str:
    """A hashtag's words: "NoSunday" → "no Sunday", "MondayMood" → "Monday mood"; a tag of one word as it is."""
    words = re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", tag)
    if len(words) < 2:
        return tag
    return " ".join(w if re.fullmatch(r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?|[A-Z]{2,}", w) else w.lower() for w in words)


def hashtags(text: str) -> str:
    """A post's hashtags read as a reader takes them: a tag in the run of words is its words ("#NoSunday for me" → "no
    Sunday for me"); a taste tag closing the words it marks is the pick ("spicy food 💯 #favourite" → "spicy food
    (favourite)"); a run of tags standing alone after a sentence's end is the post's labels and goes ("… window seats.
    #noirlife #mine"); other tags closing a line are left as written (they may name the kind: "… coeliac life
    #nofilter #diet"). Text with no hashtag is unchanged."""
    if "#" not in text:
        return text
    run = r"(?:[ \t]*[^\w\s#.,!?;:'\"()]*[ \t]*#[A-Za-z][A-Za-z0-9_]{1,40}\b)+[ \t]*[^\w\s]*[ \t]*$"
    out = []
    for line in text.split("\n"):
        line = re.sub(r"(?<=[.!?])" + run, "", line)  # labels after the sentence's end
        closing = re.search(run, line)
        if closing and any(_TASTE_TAG.match(t) for t in _HASHTAG.findall(closing[0])):
            line = line[:closing.start()] + " (favourite)"
            closing = None
        body, tail = (line[:closing.start()], line[closing.start():]) if closing else (line, "")
        out.append(_HASHTAG.sub(lambda m: _tag_words(m["tag"]), body) + tail)
    return "\n".join(out)


# --- a vCard: "BEGIN:VCARD" / "FN:Me" / "NOTE:prefers red wine" / "X-DIET:vegan" / "END:VCARD" ---------------------------
_VCARD_BEGIN = re.compile(r"(?i)^[ \t]*BEGIN:VCARD[ \t]*$")
_VCARD_END = re.compile(r"(?i)^[ \t]*END:VCARD[ \t]*$")
_VCARD_LINE = re.compile(r"^[ \t]*(?:item\d+\.)?(?P<name>[A-Za-z][\w-]*)(?P<params>;[^:\n]*)?:(?P<value>[^\n]*?)[ \t]*$")
#: A card's name that is the user's own ("FN:Me", "FN:Me (mobile)", "FN:Myself").
_SELF_NAME = re.compile(r"(?i)^(?:me|myself|mine|my card|my own card)\b(?:\s*\([^)]*\))?\W*$")
#: A card's standard fields that hold the owner's data, as the words a person would say them in.
_VCARD_FIELDS = {"TEL": "my phone number is", "EMAIL": "my email is", "BDAY": "my birthday is", "ADR": "my address is",
                 "ORG": "I work at", "TITLE": "my job title is", "URL": "my website is"}
#: Custom fields whose name says nothing of what they hold: their value is read alone ("X-PRIVATE:city Vienna").
_BARE_KEY = re.compile(r"(?i)^(?:private|custom|note|notes|info|misc|extra|other|memo|comment|comments)$")
#: A note written without its subject, the third person a card's notes are written in ("prefers X", "lives in Y").
_NOTE_VERB = re.compile(r"(?i)^(?P<verb>prefers|likes|loves|hates|dislikes|lives|works|avoids|needs|wants|enjoys|eats|"
                        r"drinks|is|has)\b")


def _note(value: str) -> str:
    """A card's note, said as the user would: "prefers red wine" → "I prefer red wine", "ALLERGY - gluten" →
    "allergic to gluten", "diet: vegan" → "I'm vegan", "TODO renew the passport" → "to-do: renew the passport";
    anything else as written ("my wifi password is maple55", "no calls after noon")."""
    v = value.strip()
    verb = _NOTE_VERB.match(v)
    if verb:
        word = verb["verb"].lower()
        said = {"is": "I'm", "has": "I have"}.get(word, "I " + re.sub(r"s$", "", word))
        return said + v[verb.end():]
    todo = re.match(r"(?i)(?:todo|to-do|to do)\b[ \t:-]*(?P<task>\S.*)$", v)
    if todo:
        return f"to-do: {todo['task']}"
    keyed = re.fullmatch(r"(?P<key>[A-Za-z][\w ]{0,30}?)[ \t]*(?::|[ \t]-[ \t]|=)[ \t]*(?P<value>\S.*)", v)
    if keyed:
        return _statement(keyed["key"].lower(), keyed["value"])
    return v


def _card_statement(name: str, value: str) -> str | None:
    """One line of the user's own card as a statement; None for the lines that only frame the card."""
    name, value = name.upper(), value.replace("\\n", " ").replace("\\,", ",").replace("\\;", ";").strip()
    if not value:
        return None
    if name == "NOTE":
        return _note(value)
    if name.startswith("X-"):
        key = name[2:].replace("-", " ").replace("_", " ").lower()
        if _BARE_KEY.match(key):
            said = _note(value)
            return said if said != value or re.match(r"(?i)(?:i|my|no|never|not)\b", value) else f"my {value}"
        free = re.fullmatch(r"(?:available|free|reachable|open|awake|online)(?: (?P<prep>from|after|until|till|before))?", key)
        if free and free["prep"]:  # "X-AVAILABLE-FROM:noon": not before noon
            return f"I'm not available {'before' if free['prep'] in ('from', 'after') else 'after'} {value}"
        return _statement(key, value)
    if name in _VCARD_FIELDS:
        return f"{_VCARD_FIELDS[name]} {value.replace(';', ' ').strip()}"
    return None


def vcards(lines: list[str]) -> list[str]:
    """A pasted vCard read by its frame and its name line: the user's own card ("My card:", "FN:Me") gives its notes,
    custom ``X-`` fields and standard fields (a telephone, a birthday) as the user's statements; someone else's card
    ("My brother's card:", "FN:Tom (brother)" under a frame that does not make it the user's), a template, a sample or
    an old card goes whole; so does a card named for someone ("FN:Tom") under a frame that does not say it is the
    user's. A card with neither a frame nor a name that says whose it is is left as written."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        if not _VCARD_BEGIN.match(lines[i]):
            out.append(lines[i])
            i += 1
            continue
        j = i + 1
        while j < len(lines) and not _VCARD_END.match(lines[j]) and _VCARD_LINE.match(lines[j]):
            j += 1
        if j >= len(lines) or not _VCARD_END.match(lines[j]):
            out.append(lines[i])
            i += 1
            continue
        fields = [m for m in (_VCARD_LINE.match(line) for line in lines[i + 1:j]) if m]
        name = next((m["value"] for m in fields if m["name"].upper() == "FN"), "")
        frame = out[-1] if out and out[-1].rstrip().endswith(":") else ""
        owner = whose(frame, lines[j + 1] if j + 1 < len(lines) else "")
        if owner != "other" and name:
            owner = "mine" if _SELF_NAME.match(name.strip()) else owner if owner == "mine" else "other"
        if owner is None:
            out.extend(lines[i:j + 1])
        elif owner == "mine":
            for m in fields:
                said = _card_statement(m["name"], m["value"])
                if said:
                    out.append(said.rstrip(" .") + ".")
        i = j + 1
    return out


# --- a unified diff of a file of notes: "--- a/me.md" / "+++ b/me.md" / "@@ -2 +2 @@" / "-city: ?" / "+city: Lisbon" -------
_DIFF_OLD = re.compile(r"^---[ \t]+(?:a/)?\S[^\n]*$")
_DIFF_NEW = re.compile(r"^\+\+\+[ \t]+(?:b/)?\S[^\n]*$")
_DIFF_PREAMBLE = re.compile(r"^(?:diff --git |index [0-9a-f]+\.\.|new file mode|deleted file mode|similarity index)")
_HUNK = re.compile(r"^@@[ \t]+-\d+(?:,(?P<old>\d+))?[ \t]+\+\d+(?:,(?P<new>\d+))?[ \t]+@@")
#: A change that does not hold: a draft, a proposal, rejected or reverted, not applied.
_NOT_APPLIED = re.compile(r"(?i)\b(?:draft|drafted|proposed|proposal|suggested|suggestion|rejected|reverted|revert|"
                          r"undone|not (?:committing|committed|merged|applied|pushed|going in)|dreaming|wishful|"
                          r"what if|maybe one day)\b")


def _changed(line: str) -> str | None:
    """An added line of the user's notes as a statement: "likes: X" → "I like X"; a to-do box "- [ ] X" → "to-do: X";
    a heading or an emptied value → None; anything else as written."""
    said = line.strip()
    if not said or said.startswith("#"):
        return None
    box = re.match(r"^[-*][ \t]*\[[ xX]?\][ \t]*(?P<task>\S.*)$", said)
    if box:
        return f"to-do: {box['task']}"
    said = re.sub(r"^[-*][ \t]+", "", said)
    keyed = re.fullmatch(r"(?P<key>[^:\n]{1,40}?)[ \t]*:[ \t]*(?P<value>.*)", said)
    if keyed:
        value = keyed["value"].strip()
        if not value or re.fullmatch(r"(?i)(?:\?+|tbd|tbc|n/?a|none|unknown|\(unknown\)|ask me|-+)", value):
            return None
        return _statement(keyed["key"], value)
    return said


def diffs(lines: list[str]) -> list[str]:
    """A pasted unified diff of a file of notes read by its frame: when it is the user's ("Diff of my health notes:",
    or a frame that names no one else), each added ("+") line is what holds now and is read as the user's statement,
    while a removed ("-") line is what it replaced and a context line is unchanged: neither is read. Someone else's
    file, an example, a draft, a proposed, rejected or reverted change goes whole (by its frame or its closing line)."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        start = i
        while start < len(lines) and _DIFF_PREAMBLE.match(lines[start]):
            start += 1
        if not (start + 1 < len(lines) and _DIFF_OLD.match(lines[start]) and _DIFF_NEW.match(lines[start + 1])):
            out.append(lines[i])
            i += 1
            continue
        j, added = start + 2, []
        while j < len(lines) and (hunk := _HUNK.match(lines[j])):
            old = int(hunk["old"]) if hunk["old"] is not None else 1
            new = int(hunk["new"]) if hunk["new"] is not None else 1
            j += 1
            while j < len(lines) and (old > 0 or new > 0) and lines[j][:1] in (" ", "+", "-", "\\", ""):
                mark = lines[j][:1]
                if mark == "+":
                    added.append(lines[j][1:])
                    new -= 1
                elif mark == "-":
                    old -= 1
                elif mark != "\\":
                    old, new = old - 1, new - 1
                j += 1
        if j == start + 2:  # no hunk: two lines that only look like a diff's header
            out.append(lines[i])
            i += 1
            continue
        frame = out[-1] if out and out[-1].rstrip().endswith(":") else ""
        closing = lines[j] if j < len(lines) else ""
        if whose(frame, closing) != "other" and not _NOT_APPLIED.search(frame) and not _NOT_APPLIED.search(closing):
            for line in added:
                said = _changed(line)
                if said:
                    out.append(said.rstrip(" .") + ".")
        i = j
    return out


# --- a SQL statement from the user's own notes database: "INSERT INTO about_me (field, value)" / "VALUES ('city', 'Ghent');",
# "UPDATE me" / "SET diet = 'vegan'" / "WHERE person = 'me';" ---------------------------------------------------------------
_SQL_START = re.compile(r"(?i)^[ \t]*(?:INSERT|REPLACE|UPSERT|UPDATE|DELETE|SELECT|WITH)\b")
#: A statement whole, once its lines are joined: an insert of one row or more, an update, and what asserts nothing (a query,
#: a deletion).
_SQL_INSERT = re.compile(r"(?is)^\s*(?:INSERT|REPLACE|UPSERT)(?:\s+OR\s+\w+)?\s+INTO\s+(?P<table>[\w.`\"\[\]]+)\s*"
                         r"(?:\((?P<cols>[^()]*)\))?\s*VALUES\s*(?P<rows>\(.*\))\s*;?\s*$")
_SQL_UPDATE = re.compile(r"(?is)^\s*UPDATE\s+(?P<table>[\w.`\"\[\]]+)\s+SET\s+(?P<sets>.+?)(?:\s+WHERE\s+(?P<where>.+?))?\s*;?\s*$")
_SQL_NOTHING = re.compile(r"(?is)^\s*(?:SELECT\s+.+?\s+FROM\s+\S+|DELETE\s+FROM\s+\S+|WITH\s+\w+\s+AS\s*\().*$")
_SQL_LITERAL = re.compile(r"""\s*(?:'(?P<single>(?:[^']|'')*)'|"(?P<double>(?:[^"]|"")*)"|(?P<bare>[^,'"()]+?))\s*(?:,|$)""")
_SQL_CONDITION = re.compile(r"""(?i)(?P<col>[\w.`"\[\]]+)\s*=\s*(?:'(?P<single>(?:[^']|'')*)'|"(?P<double>(?:[^"]|"")*)"|(?P<bare>[\w.:-]+))""")
#: A change said not to have been run, or only imagined: "if I ran this", "not doing it", "never ran it", "dry run".
_NOT_RUN = re.compile(r"(?i)\b(?:hypothetical(?:ly)?|if i (?:ran|run|were to run|executed?)|not (?:doing|running|run|"
                      r"executing|executed|committing|committed) (?:it|this|that)|never (?:ran|run|executed)|"
                      r"(?:didn't|did not|haven't|have not|won't) (?:run|execute|commit)|dry[ -]run|rolled back|roll(?:ed)? it back)\b")
#: A table named for someone else (``about_brother``, ``mum_health``) or for many people (``customers``, ``staff``): its rows
#: are theirs unless a row's owner column says the user.
_OTHERS_TABLE = re.compile(r"(?i)\b(?:brother|sister|mum|mom|mother|dad|father|wife|husband|partner|son|daughter|kids?|"
                           r"children|friends?|colleagues?|boss|cousin|aunt|uncle|niece|nephew|gran|grandma|grandpa|"
                           r"neighbou?rs?|customers?|clients?|users|staff|employees?|students?|members?|people|patients?|"
                           r"contacts|guests|orders|products|accounts)\b")
#: A table that is the user's own notes by its name (``me``, ``about_me``, ``my_prefs``, ``profile``).
_OWN_TABLE = re.compile(r"(?i)^(?:me|myself|mine|about me|my \w+(?: \w+)?|profile|self|personal)$")
#: Columns that only name the row's thing (``field``, ``topic``, ``kind``) and those that hold its value.
_SQL_KEY = re.compile(r"(?i)^(?:field|key|topic|kind|type|category|attribute|property|what|item name|label|setting|name of|"
                      r"thing)$")
_SQL_VALUE = re.compile(r"(?i)^(?:value|val|detail|details|info|answer|data|text|note|notes|entry|amount|setting value)$")
#: Tables of tasks, of dated plans, and of likings: a generic column there holds a task, an event, a pick.
_TASK_TABLE = re.compile(r"(?i)^(?:my )?(?:to ?dos?|tasks?|chores?|errands?|reminders?|to do list|backlog)$")
_DATED_TABLE = re.compile(r"(?i)^(?:my )?(?:calendar|events?|appointments?|agenda|schedule|diary|plans?|dates)$")
_TASTE_TABLE = re.compile(r"(?i)^(?:my )?(?:preferences|prefs|likes|favou?rites|faves|picks|tastes)$")
_RELATIVE_DAY = re.compile(r"(?i)^(?:today|tonight|tomorrow|yesterday|next|this|in)\b")


def _sql_words(name: str) -> str:
    """A table's or a column's name as words: ``about_me`` → "about me", ``"earliestCall"`` → "earliest call"."""
    return _words(re.sub(r"[`\"\[\]]", "", name).rsplit(".", 1)[-1]).strip()


def _sql_values(group: str) -> list[str] | None:
    """The literals of one parenthesised row, unquoted; None when it is not a plain row of literals."""
    out, pos, body = [], 0, group.strip()
    while pos < len(body):
        m = _SQL_LITERAL.match(body, pos)
        if not m or m.end() == pos:
            return None
        value = m["single"].replace("''", "'") if m["single"] is not None else \
            m["double"].replace('""', '"') if m["double"] is not None else m["bare"]
        out.append(value.strip())
        pos = m.end()
    return out


def _sql_rows(rows: str) -> list[list[str]] | None:
    groups = re.findall(r"\(((?:[^()'\"]|'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\")*)\)\s*(?:,|;|$)", rows.strip())
    parsed = [_sql_values(g) for g in groups]
    return parsed if parsed and all(p for p in parsed) else None  # type: ignore[misc]


def _sql_statement(table: str, pairs: list[tuple[str, str]]) -> str | None:
    """One row of the user's (column, value) pairs, their owner columns already taken out, as a sentence."""
    from .extract_blocks import _EMPTY_VALUE, field_statement  # extract_blocks imports this module

    pairs = [(k, v) for k, v in pairs if v and not _EMPTY_VALUE.match(v) and not re.fullmatch(r"(?i)null", v)]
    if not pairs:
        return None
    keyed = next((v for k, v in pairs if _SQL_KEY.match(k)), None)
    rest = [(k, v) for k, v in pairs if not _SQL_KEY.match(k)]
    when = next((v for k, v in rest if re.fullmatch(r"(?i)(?:when|date|day|time|on|due|scheduled|at)", k)), None)
    if _TASK_TABLE.match(table):
        task = keyed or next((v for k, v in rest if v != when), None)
        return f"to-do: {task}" + (f" by {when}" if when else "") if task else None
    if when and (keyed or _DATED_TABLE.match(table)):
        thing = keyed or next((v for k, v in rest if v != when), None)
        if thing:
            return f"my {thing} is {'' if _RELATIVE_DAY.match(when) else 'on '}{when}"
    if keyed is not None:
        value = ", ".join(v for _, v in rest)
        return _statement(keyed, value) if value else None
    said = []
    for k, v in rest:
        if _SQL_VALUE.match(k) or re.fullmatch(r"(?i)(?:pick|choice|item|today|now|current)", k):
            k = table if not _OWN_TABLE.match(table) else ""  # a generic column says what its table holds
        if _TASTE_TABLE.match(k) or re.fullmatch(r"(?i)(?:pick|choice)", k):
            said.append(f"I like {v}")
            continue
        known = field_statement(k, v) if k else None
        said.append(known if known and not known.startswith("my ") else _statement(k, v))
    return "; ".join(s for s in said if s) or None


def sql_rows(lines: list[str]) -> list[str]:
    """A pasted SQL statement from the user's own notes database read by its frame, as a table is read by its header:
    an ``INSERT`` row's columns and values, an ``UPDATE``'s ``SET`` (the thing its ``WHERE`` names: ``SET value = 'Ghent'
    WHERE field = 'city'`` → "my city: Ghent") are the user's statements when the block is theirs (a frame in the first
    person, a table of their own, an owner column that is "me"). A query (``SELECT``) or a deletion asserts nothing and
    goes whole; so does a row of someone else's (by the frame, a table named for someone else or for many people, an
    owner column naming another), an example or a template, and a change said not to have been run ("Hypothetically,
    if I ran this one:", "not doing it"). A block whose frame and table say neither is left as written."""
    from .extract_blocks import _SELF_CELL, _WHO

    out: list[str] = []
    i = 0
    while i < len(lines):
        if not _SQL_START.match(lines[i]):
            out.append(lines[i])
            i += 1
            continue
        j = i
        while j < len(lines) and j - i < 8 and lines[j].strip() and not lines[j].rstrip().endswith(";"):
            j += 1
        end = min(j + 1, len(lines)) if j < len(lines) and lines[j].rstrip().endswith(";") else j
        statement = " ".join(line.strip() for line in lines[i:end])
        insert, update = _SQL_INSERT.match(statement), _SQL_UPDATE.match(statement)
        if not (insert or update or _SQL_NOTHING.match(statement)):
            out.append(lines[i])
            i += 1
            continue
        frame = out[-1] if out and out[-1].rstrip().endswith(":") else ""
        closing = lines[end] if end < len(lines) else ""
        owner = whose(frame, closing)
        if _NOT_RUN.search(frame) or _NOT_RUN.search(closing) or _NOT_APPLIED.search(frame) or not (insert or update):
            owner = "other"
        table = _sql_words((insert or update)["table"]) if owner != "other" else ""  # type: ignore[index]
        if owner != "other" and _OTHERS_TABLE.search(table) and not re.search(r"(?i)\b(?:me|my|mine)\b", table):
            owner = "other" if owner is None or re.fullmatch(r"(?i)(?:about |for )?\w+", table) else owner
        rows: list[list[tuple[str, str]]] = []
        if owner != "other" and insert:
            values = _sql_rows(insert["rows"])
            cols = [_sql_words(c) for c in insert["cols"].split(",")] if insert["cols"] else None
            if values is None or any(cols is not None and len(v) != len(cols) for v in values):
                out.extend(lines[i:end])
                i = end
                continue
            rows = [list(zip(cols or [""] * len(v), v, strict=True)) for v in values]
        elif owner != "other" and update:
            sets = [(_sql_words(m["col"]), m["single"] if m["single"] is not None else m["double"]
                     if m["double"] is not None else m["bare"]) for m in _SQL_CONDITION.finditer(update["sets"])]
            where = [(_sql_words(m["col"]), m["single"] if m["single"] is not None else m["double"]
                      if m["double"] is not None else m["bare"]) for m in _SQL_CONDITION.finditer(update["where"] or "")]
            rows = [sets + where]
        kept: list[str] = []
        mine = owner == "mine" or bool(_OWN_TABLE.match(table))
        for row in rows:
            who = [v for k, v in row if _WHO.match(k) or re.fullmatch(r"(?i)user|user id|person id", k)]
            if who and not all(_SELF_CELL.match(v.strip()) for v in who):
                continue  # another person's row
            mine = mine or bool(who)
            said = _sql_statement(table, [(k, v) for k, v in row if not (_WHO.match(k) or re.fullmatch(
                r"(?i)user|user id|person id", k))])
            if said:
                kept.append(said.rstrip(" .") + ".")
        if owner is None and not mine:
            out.extend(lines[i:end])  # whose, neither its frame nor its table says
        else:
            out.extend(kept)
        i = end
    return out


#: An org-mode heading (``* Me``, ``** TODO Renew the car insurance :errands:``): its stars, its keyword, its title, its tags.
_ORG_HEADING = re.compile(r"^[ \t]*\*+[ \t]+(?:(?P<keyword>TODO|NEXT|WAITING|STARTED|DONE|CANCELL?ED)[ \t]+)?"
                          r"(?:\[#[A-C]\][ \t]+)?(?P<title>[^\n]*?)(?:[ \t]+:[\w@:]+:)?[ \t]*$")
_ORG_DRAWER = re.compile(r"(?i)^[ \t]*:PROPERTIES:[ \t]*$")
_ORG_END = re.compile(r"(?i)^[ \t]*:END:[ \t]*$")
_ORG_PROPERTY = re.compile(r"^[ \t]*:(?P<key>[\w-]+)\+?:[ \t]*(?P<value>[^\n]*?)[ \t]*$")
#: A TOML table header (``[me.likes]``, ``[[events]]``) and its ``key = value`` lines (a bare or quoted key; a quoted
#: string, a list of them, a bare word or number).
_TOML_TABLE = re.compile(r"^[ \t]*\[\[?(?P<table>[\w.\- \"]+)\]\]?[ \t]*$")
_TOML_PAIR = re.compile(r"""^[ \t]*(?:"(?P<quoted>[^"\n]+)"|(?P<bare>[\w.-]+))[ \t]*=[ \t]*(?P<value>"[^"\n]*"|'[^'\n]*'|\[[^\]\n]*\]|[\w.:+-]+)[ \t]*(?:#[^\n]*)?$""")
_TOML_COMMENT = re.compile(r"^[ \t]*#(?P<comment>[^\n]*)$")
#: What says a block is no record of the user's now though its frame is theirs: a template or a placeholder to fill, a
#: syntax test, a someday or an idea, a what-if, a joke; an org heading that is done, cancelled or archived.
_NOT_RECORD = re.compile(r"(?i)\b(?:syntax|someday|maybe|daydream|if i ever|if only|wondering|fill in|your (?:own|pick)|"
                         r"lol|haha|joke|joking|template|example|sample|not actually)\b|<[^>\n]*>")
_NOT_CURRENT_HEADING = re.compile(r"(?i)\b(?:archived?|old|former|test|example|template|someday|done|cancell?ed)\b")
#: A closing line's denial of the past ("Current, not an old copy."): not a disowning.
_NOT_OLD = re.compile(r"(?i)\bnot (?:an? |the )?(?:old|outdated|former|previous)\b[\w ]*")
#: A closing line that says when the entry was written, not that it is past ("I put it there years ago.").
_WRITTEN_WHEN = re.compile(r"(?i)\b(?:put|wrote|made|added|set|typed|entered) (?:it|that|this|them)(?: (?:in|there|up|down))?"
                           r" (?:years|months|ages|weeks|a while|long) ago\b")
#: Properties that keep the outline (who, when added, how urgent) or say only a mood or a hello: no statement.
_HOUSEKEEPING = re.compile(r"(?i)^(?:id|custom id|created|added|updated|priority|effort|category|owner|assignee|who|"
                           r"mood|feeling|to|from|say|says|greeting|hello|sky|weather|note|comment|done|status|tags?)$")
_WHEN_KEY = re.compile(r"(?i)^(?:when|date|on|day|booked for|scheduled|deadline|at|time)$")
_THING_KEY = re.compile(r"(?i)^(?:what|name|event|next|title|appointment|thing|field|key|item)$")
_VALUE_KEY = re.compile(r"(?i)^(?:value|val|current|is|answer|now|mine|confirmed|entry)$")
_TASK_KEY = re.compile(r"(?i)^(?:next action|next|do|must|pending|todo|to do|task|tasks|open|action)$")
_TASK_SECTION = re.compile(r"(?i)\b(?:to ?dos?|tasks?|errands?|chores?|this week|actions?)$")
_DATED_SECTION = re.compile(r"(?i)\b(?:calendar|events?|upcoming|appointments?|agenda|schedule|plans?|dates)$")
_TASTE_KEY = re.compile(r"(?i)^(?:likes?|liked|loves?|favou?rites?|faves?|go to|goto|picks?|top picks?|prefers?|"
                        r"preferred|always picks?|choice|first choice|(?:default )?pref(?:erence)?s?(?: default)?)$")
#: A config assignment on a line of its own, outside a table (``pref.default="spicy food"   # applies to everything``).
_LONE_ASSIGNMENT = re.compile(r"""^[ \t]*(?P<key>[A-Za-z][\w.-]{1,40})[ \t]*=[ \t]*"(?P<value>[^"\n]+)"[ \t]*(?:#[^\n]*)?$""")
_TASTE_SECTION = re.compile(r"(?i)\b(?:likes|tastes?|preferences|prefs|favou?rites)$")
_ALLERGY_KEY = re.compile(r"(?i)^(?:allerg(?:y|ies|ic to)|reacts to|intoleran(?:ce|t to))$")
_ALLERGY_SECTION = re.compile(r"(?i)\b(?:allergies|allergy)$")
_DIET_KEY = re.compile(r"(?i)^(?:diet|keeps|eats as|eats|eating)$")
_DIET_SECTION = re.compile(r"(?i)\b(?:diet|food|eating|meals)$")
_EARLIEST_KEY = re.compile(r"(?i)^(?:earliest|not before|no calls before|start|from)$")
_LATEST_KEY = re.compile(r"(?i)^(?:latest|hard stop|no calls after|not after|until|quiet after)$")
_CAP_KEY = re.compile(r"(?i)^(?:max|max spend|maximum|limit|ceiling|cap|budget|max budget|spend limit)$")
_DAY_KEY = re.compile(r"(?i)^(?:day off|days off|rest day)$")
_BUSY_KEY = re.compile(r"(?i)^(?:busy every|busy days?|unavailable|never|not available|blocked|no go days?)$")


def _record_value(value: str) -> str:
    """A property's or a key's value as written: unquoted, a list's items joined."""
    v = value.strip()
    if v.startswith("[") and v.endswith("]"):
        items = [i.strip().strip("\"'") for i in v[1:-1].split(",")]
        return ", ".join(i for i in items if i)
    return v.strip("\"'").strip()


def _record_statements(title: str, keyword: str, pairs: list[tuple[str, str]]) -> list[str]:
    """The user's statements of one record (an org heading and its property drawer, a TOML table and its keys): the
    key says what its value is ("LIKES: jazz" → "I like jazz", ``allergic_to = ["cats"]`` → "I'm allergic to cats");
    a generic key (``value``, ``current``) takes its thing from a key that names it or from the heading; a date's key
    with its thing (``what``, the heading) is an event; an org "TODO" heading, or a key of a to-do table, a task."""
    from .extract_blocks import _EMPTY_VALUE

    section = _words(re.sub(r"[\"\[\]]", "", title)).strip().lower()
    section = section.rsplit(".", 1)[-1].strip() if "." in section else section
    pairs = [(_words(k.strip('"')).strip().lower(), _record_value(v)) for k, v in pairs]
    pairs = [(k, v) for k, v in pairs if v and not _EMPTY_VALUE.match(v) and not re.search(r"<[^>]*>|\?\?", v)]
    said: list[str] = []
    if keyword in ("TODO", "NEXT", "WAITING", "STARTED") and title:
        said.append(f"I need to {title[0].lower() + title[1:]}")
    pairs = [(k, v) for k, v in pairs if not _HOUSEKEEPING.match(k)]
    when = next((v for k, v in pairs if _WHEN_KEY.match(k)), None)
    thing = next((v for k, v in pairs if _THING_KEY.match(k)), None)
    if when:
        what = thing or re.sub(r"(?i)^(?:my|next|upcoming)\s+", "", title).strip()
        if what and not _DATED_SECTION.fullmatch(what):
            said.append(f"my {what[0].lower() + what[1:]} is {'' if _RELATIVE_DAY.match(when) else 'on '}{when}")
        return said
    for k, v in pairs:
        if _THING_KEY.match(k) and not _TASK_KEY.match(k):
            continue
        if _TASK_KEY.match(k) and (_TASK_SECTION.search(section) or k not in ("next",)) or _TASK_SECTION.search(section):
            said.append(f"I need to {v}")
        elif _TASTE_KEY.match(k) or _TASTE_SECTION.search(section) and _VALUE_KEY.match(k):
            said.append(f"I like {v}")
        elif _ALLERGY_KEY.match(k) or _ALLERGY_SECTION.search(section) and _VALUE_KEY.match(k):
            said.append(f"I'm allergic to {v}")
        elif _DIET_KEY.match(k) or _DIET_SECTION.search(section) and _VALUE_KEY.match(k):
            said.append(f"I'm {v}" if len(v.split()) <= 3 else f"my diet: {v}")
        elif _EARLIEST_KEY.match(k):
            said.append(f"no calls before {v}")
        elif _LATEST_KEY.match(k):
            said.append(f"no calls after {v}")
        elif _CAP_KEY.match(k):
            said.append(f"my budget is {v} maximum")
        elif _DAY_KEY.match(k):
            said.append(f"my day off is {v}")
        elif _BUSY_KEY.match(k):
            said.append(f"I'm not available on {v}")
        elif _DATED_SECTION.search(section):
            said.append(f"my {k} is {'' if _RELATIVE_DAY.match(v) else 'on '}{v}")
        elif _VALUE_KEY.match(k):
            name = thing or re.sub(r"(?i)^(?:reference|details?|personal(?: details)?|about me|me)\s*:?\s*", "", title).strip()
            name = re.sub(r"(?i)^my\s+", "", name)
            if name and not re.fullmatch(r"(?i)(?:facts?|details?|personal(?: details)?|about me|me|profile)", name):
                said.append(f"my {name[0].lower() + name[1:]} is {v}")
        else:
            known = _statement(k, v)
            said.append(f"my {k} is {v}" if known == f"my {k}: {v}" else known)
    return [s for s in said if s]


def property_records(lines: list[str]) -> list[str]:
    """Pasted records of the user's own notes read by their frame: an org-mode heading with its ``:PROPERTIES:``
    drawer (``* About me`` / ``:LIKES: jazz`` / ``:END:``) and a TOML table with its keys (``[me.health]`` /
    ``allergy = "cats"``) say one statement a key (:func:`_record_statements`) when the block is the user's: a frame in
    the first person, or none that says otherwise (the user pastes their own notes, as a definition list is read). A
    block framed or closed as someone else's, past, void or made up (:func:`whose`), a template, an example, a syntax
    test, a someday idea, a what-if or a joke, an org heading done, cancelled or archived, goes whole; so does one that
    only keeps a mood or a hello."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        org = _ORG_HEADING.match(line) if i + 1 < len(lines) and _ORG_DRAWER.match(lines[i + 1]) else None
        toml = _TOML_TABLE.match(line) if not org else None
        title, keyword, pairs, comments, j = "", "", [], [], i + 1
        if org:
            title, keyword = org["title"].strip(), org["keyword"] or ""
            j = i + 2
            while j < len(lines) and not _ORG_END.match(lines[j]) and (m := _ORG_PROPERTY.match(lines[j])):
                pairs.append((m["key"], m["value"]))
                j += 1
            if j >= len(lines) or not _ORG_END.match(lines[j]):
                out.append(line)
                i += 1
                continue
            j += 1
        elif toml:
            title = toml["table"]
            while j < len(lines) and ((m := _TOML_PAIR.match(lines[j])) or (c := _TOML_COMMENT.match(lines[j]))):
                if m:
                    pairs.append((m["quoted"] or m["bare"], m["value"]))
                else:
                    comments.append(c["comment"])  # type: ignore[possibly-undefined]
                j += 1
            if not pairs or not any(re.match(r"\s*[\"'\[]", v) for _, v in pairs):
                out.append(line)
                i += 1
                continue
        else:
            lone = _LONE_ASSIGNMENT.match(line)
            said = _record_statements("", "", [(lone["key"].replace(".", "_"), lone["value"])]) if lone else []
            # a lone line of a key that says what its value is ("pref.default" → "I like …"); any other stays as written
            out.extend([s.rstrip(" .") + "." for s in said] if said and not said[0].startswith("my ") and not _NOT_RECORD.search(line) else [line])
            i += 1
            continue
        frame = out[-1] if out and out[-1].rstrip().endswith(":") else ""
        closing = lines[j] if j < len(lines) else ""
        owner = whose(frame, _NOT_OLD.sub("", closing))
        if owner == "other" or _NOT_RECORD.search(" ".join([frame, closing, *comments])) \
                or keyword in ("DONE", "CANCELED", "CANCELLED") or _NOT_CURRENT_HEADING.search(title):
            i = j
            continue
        out.extend(s.rstrip(" .") + "." for s in _record_statements(title, keyword, pairs))
        i = j
    return out


# --- stop 36 (ext24: dev29): an e-mail pasted whole, its header lines, body and signature -----------------------------
#: A header line of a pasted e-mail ("From: me <me@home.example>", "Date: Mon, 1 Mar 2027 08:10", "Subject: …").
_MAIL_HEADER = re.compile(r"(?i)^[ \t]*(?P<key>from|to|cc|bcc|date|sent|reply-to|subject)[ \t]*:[ \t]*(?P<value>[^\n]*?)[ \t]*$")
#: The signature separator ("-- ", "--"): what follows it is the sender's name or their client's tag line.
_SIGNATURE = re.compile(r"^[ \t]*--[ \t]*$")
#: A sender or recipient that is the user by name ("me <me@home.example>", "Me", "myself").
_ME = re.compile(r"(?i)^(?:me|myself|self|the same me|me, myself)\b")
#: A subject line that only says the mail is a note, naming nothing ("note to self", "Re: me", "reminder", "hi").
_MAIL_TITLE = re.compile(r"(?i)^(?:(?:re|fwd?|fw)\s*:\s*)*(?:(?:a |quick |little )?(?:note|notes|memo|reminder)"
                         r"(?: (?:to|for) (?:self|me|myself))?|self|me|myself|(?:\(?no subject\)?)?)\W*$")
#: A body line that says what the subject names ("It's 17/04.", "It is Dr. Shah", "That's 38").
_SAYS_SUBJECT = re.compile(r"(?i)^[ \t]*(?:it'?s|it is|that'?s|that is)[ \t]+(?P<value>\S[^\n]*)$")


def _address(value: str) -> str:
    """A header's mailbox: the address in <…> or the bare value, lower case."""
    m = re.search(r"<([^>]+)>", value)
    return (m[1] if m else value).strip().lower()


def mails(lines: list[str]) -> list[str]:
    """A pasted e-mail (header lines from "From:" to "Subject:", a body, the "-- " signature separator and one
    signature line) read as its sender's words: the headers (who, to whom, when it was sent) and the signature say
    nothing of the user's, so they go; a mail the user sent (a sender that is "me", or the same mailbox as its
    recipient) keeps its subject and body; a subject that only says the mail is a note ("note to self", "Re: me")
    goes, and a body line that only says what the subject names ("Subject: team offsite" / "It's 17/04.") reads
    with it ("my team offsite is 17/04."). A mail from someone else (a sister's forwarded one, a bank's, a
    colleague's out-of-office), or one framed or closed as not the user's now (:func:`whose`: old, a template, a
    joke, hers), goes whole."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        first = _MAIL_HEADER.match(lines[i])
        if not first or first["key"].lower() != "from":
            out.append(lines[i])
            i += 1
            continue
        headers: dict[str, str] = {}
        j = i
        while j < len(lines) and (h := _MAIL_HEADER.match(lines[j])) and h["key"].lower() not in headers:
            headers[h["key"].lower()] = h["value"]
            j += 1
        if "subject" not in headers or not ({"to", "date", "sent"} & set(headers)):
            out.append(lines[i])  # a lone "From: …" line is no mail's header
            i += 1
            continue
        body: list[str] = []
        while j < len(lines) and lines[j].strip() and not _SIGNATURE.match(lines[j]):
            body.append(lines[j])
            j += 1
        if j < len(lines) and _SIGNATURE.match(lines[j]):
            j += 2 if j + 1 < len(lines) and lines[j + 1].strip() else 1  # the separator and the signature line
        frame = out[-1] if out and out[-1].rstrip().endswith(":") else ""
        closing = lines[j] if j < len(lines) else ""
        sender, to = headers["from"], headers.get("to", "")
        mine = bool(_ME.match(sender)) or (bool(to) and _address(sender) == _address(to))
        if not mine or whose(frame, _NOT_OLD.sub("", closing)) == "other" or _NOT_RECORD.search(f"{frame} {closing}"):
            i = j
            continue
        subject = headers["subject"].strip()
        said = _SAYS_SUBJECT.match(body[0]) if body else None
        if said and subject and not _MAIL_TITLE.match(subject):
            thing = re.sub(r"(?i)^(?:(?:re|fwd?|fw)\s*:\s*)*(?:my\s+)?", "", subject).strip()
            out.append(f"my {thing[0].lower() + thing[1:]} is {said['value'].strip().rstrip('.')}.")
            body = body[1:]
        elif subject and not _MAIL_TITLE.match(subject):
            out.append(f"Subject: {subject}")
        out.extend(body)
        i = j
    return out


# --- stop 37 (ext25: dev31): an iCalendar event pasted whole, "BEGIN:VEVENT" / "SUMMARY:…" / "END:VEVENT" ------------
_VEVENT_BEGIN = re.compile(r"(?i)^[ \t]*BEGIN:VEVENT[ \t]*$")
_VEVENT_END = re.compile(r"(?i)^[ \t]*END:VEVENT[ \t]*$")
#: A calendar file's wrapper lines around its events: they hold nothing of anyone's.
_VCALENDAR = re.compile(r"(?i)^[ \t]*(?:(?:BEGIN|END):VCALENDAR|(?:VERSION|PRODID|CALSCALE|METHOD)(?:;[^:\n]*)?:[^\n]*)[ \t]*$")
#: An entry's owner named in its title ("Me - I prefer X", "Me: X", "Me"): whose, no more.
_ENTRY_OWNER = re.compile(r"(?i)^(?:me|myself|mine)(?:[ \t]*(?:[-–—:|])[ \t]*|[ \t]*$)")
#: A title that files the entry under a list: what the description says is a to-do.
_TASK_TITLE = re.compile(r"(?i)^(?:to[ -]?do|todo|errands?|tasks?|chores?)$")
#: A description that gives the day of what the title names, and maybe a note on it ("tomorrow - set two alarms").
_DAY_FIRST = re.compile(r"(?i)^(?P<day>(?:today|tonight|tomorrow|next \w+|this \w+|in \d+ \w+|(?:on )?(?:the )?\d{1,2}(?:st|nd|rd|th)?"
                        r"(?: of)? [a-z]{3,9}|[a-z]{3,9} \d{1,2}(?:st|nd|rd|th)?|\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?|\d{4}-\d{2}-\d{2}))"
                        r"(?:[ \t]*[-–—:;,][ \t]*\S.*)?$")
#: A start property's date ("DTSTART;VALUE=DATE:20270304", "DTSTART:20270304T090000Z").
_ICAL_DATE = re.compile(r"^(?P<y>\d{4})(?P<m>\d{2})(?P<d>\d{2})(?:T(?P<hh>\d{2})(?P<mm>\d{2})\d{2}Z?)?$")
#: What marks an entry as not standing: called off, a draft, a placeholder.
_VOID_ENTRY = re.compile(r"(?i)^(?:cancell?ed|tentative|draft)$")
#: A frame or a closing line that shows an entry for a laugh or asks about it: no statement of the user's.
_SHOWN_NOT_SAID = re.compile(r"(?i)\b(?:question|made me laugh|for (?:fun|a laugh)|funny|half asleep|no idea what|"
                             r"what does|does \w+ mean)\b")


def _entry_text(value: str) -> str:
    """A property's text value unescaped ("\\n", "\\,", "\\;")."""
    return re.sub(r"\s+", " ", value.replace("\\n", " ").replace("\\,", ",").replace("\\;", ";")).strip()


def _entry_note(text: str) -> str:
    """A description or a lone title said as the user would: a field the words know ("favourite - Thai food" → "I like
    Thai food", "diet - vegan" → "I'm vegan", "errand - X" → "to-do: X"), a field of "my" ("my cap - €300" → "my cap is
    €300"); anything else as written ("hiking trails - my usual", "no calls after 6")."""
    from .extract_blocks import field_statement  # extract_blocks imports this module: imported at call time

    keyed = re.fullmatch(r"(?P<key>[A-Za-z][\w ]{0,30}?)[ \t]*(?::|[ \t][-–—][ \t])[ \t]*(?P<value>\S.*)", text)
    if keyed and not re.match(r"(?i)(?:no|not|never|i|i'm|my)\b", keyed["value"]):  # "Busy - no calls before 9"
        said = field_statement(keyed["key"], keyed["value"])
        if said and not said.startswith("my "):
            return said
        if re.match(r"(?i)my\s", keyed["key"]):
            return f"{keyed['key']} is {keyed['value']}"
    return text


def calendar_events(lines: list[str]) -> list[str]:
    """A pasted iCalendar event ("BEGIN:VEVENT", property lines, "END:VEVENT") read as the entry its owner wrote: the
    properties that only file it (a repeat rule, categories, a status, a place, ids, stamps) say nothing; a title the
    description completes reads with it ("SUMMARY:Team offsite" / "DESCRIPTION:it's 17/04" → "my team offsite is
    17/04."; "SUMMARY:My flight" / "DESCRIPTION:tomorrow - set two alarms" → "my flight is tomorrow."; a start date
    likewise), a title beside any other description is the entry's heading and goes ("Renewal reminder"), a to-do
    list's title makes the description a to-do; an owner's tag in a title ("Me - I prefer X") goes. An entry framed or
    closed as someone else's, old, a sample or a joke (:func:`whose`), shown for a laugh or asked about, or one
    cancelled, goes whole."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        if _VCALENDAR.match(lines[i]) and any(_VEVENT_BEGIN.match(line) for line in lines):
            i += 1
            continue
        if not _VEVENT_BEGIN.match(lines[i]):
            out.append(lines[i])
            i += 1
            continue
        j = i + 1
        while j < len(lines) and not _VEVENT_END.match(lines[j]) and _VCARD_LINE.match(lines[j]):
            j += 1
        if j >= len(lines) or not _VEVENT_END.match(lines[j]):
            out.append(lines[i])
            i += 1
            continue
        props: dict[str, str] = {}
        for m in (_VCARD_LINE.match(line) for line in lines[i + 1:j]):
            if m and m["name"].upper() not in props:
                props[m["name"].upper()] = _entry_text(m["value"])
        frame = out[-1] if out and out[-1].rstrip().endswith(":") else ""
        closing = lines[j + 1] if j + 1 < len(lines) else ""
        i = j + 1
        if whose(frame, _WRITTEN_WHEN.sub("", _NOT_OLD.sub("", closing))) == "other" or _NOT_RECORD.search(f"{frame} {closing}") \
                or _SHOWN_NOT_SAID.search(f"{frame} {closing}") or closing.rstrip().endswith("?") \
                or _VOID_ENTRY.match(props.get("STATUS", "")):
            continue
        title = _ENTRY_OWNER.sub("", props.get("SUMMARY", "")).strip()
        about = props.get("DESCRIPTION", "")
        start = _ICAL_DATE.match(props.get("DTSTART", ""))
        thing = re.sub(r"(?i)^my\s+", "", title)
        thing = thing[:1].lower() + thing[1:]
        said = _SAYS_SUBJECT.match(about)
        day = _DAY_FIRST.match(about)
        if title and said:
            out.append(f"my {thing} is {said['value'].rstrip('.')}.")
        elif title and day:
            out.append(f"my {thing} is {'' if _RELATIVE_DAY.match(day['day']) else 'on '}{day['day']}.")
        elif title and about and _TASK_TITLE.match(title):
            out.append(f"to-do: {about.rstrip('.')}.")
        elif about:
            out.append(_entry_note(about).rstrip(" .") + ".")
        elif title and start:
            when = f"{start['y']}-{start['m']}-{start['d']}" + (f" at {start['hh']}:{start['mm']}" if start["hh"] else "")
            out.append(f"my {thing} is on {when}.")
        elif title:
            out.append(_entry_note(title).rstrip(" .") + ".")
    return out


# --- stop 37 (ext25: dev30): a crontab pasted, "# comment" / "0 18 * * 5  notify-send \"…\"" -----------------------------
#: A crontab's job line: five time fields (minute, hour, day, month, weekday) or an "@daily"-style macro, then the command.
_CRON_JOB = re.compile(r"^[ \t]*(?:@(?:reboot|yearly|annually|monthly|weekly|daily|midnight|hourly)|[\d*][\d*/,-]*[ \t]+[\d*][\d*/,-]*"
                       r"[ \t]+[\d*?][\d*/,?LW-]*[ \t]+[\w*][\w*/,-]*[ \t]+[\w*?][\w*/,?#L-]*)[ \t]+(?P<command>\S[^\n]*?)[ \t]*$")
#: A command as a shell runs it: a path ("~/bin/backup"), or a program with its options and a quoted message
#: ("notify-send \"…\"", "echo '…'"); "was the score" after five numbers is no command.
_COMMAND = re.compile(r"^(?:\S*/\S*|[\w.-]+(?:[ \t]+--?[\w-]+(?:=\S+)?)*[ \t]+[\"'])")
_CRON_COMMENT = re.compile(r"^[ \t]*#[ \t]*(?P<comment>[^\n]*?)[ \t]*$")
#: The command's message: its first quoted text ("notify-send \"…\"", "remind '…'").
_CRON_MESSAGE = re.compile(r"\"(?P<double>[^\"\n]+)\"|'(?P<single>[^'\n]+)'")
#: A label the message opens with that only says it is a reminder ("reminder: I prefer X").
_REMINDER_LABEL = re.compile(r"(?i)^(?:reminder|remember|note|memo|nb|fyi)[ \t]*[:-][ \t]*")
#: A comment heading the job with what the user likes ("weekly reminder of what I like", "my favourites").
_LIKING_HEADING = re.compile(r"(?i)\b(?:what i (?:like|love|prefer|enjoy|go for)|my (?:likes|favou?rites|faves|picks)|"
                             r"things i (?:like|love|enjoy))\b")
#: A comment heading a to-do ("todo", "errands").
_TASK_HEADING = re.compile(r"(?i)^(?:my )?(?:to[ -]?do|todo|errands?|tasks?|chores?)\W*$")
#: A closing line about the job itself, not the user ("It nags me every Friday.", "Still running."): no statement.
_JOB_TALK = re.compile(r"(?i)^\W*(?:(?:it|that|this|the job|the line|this one|that one)\s+(?:still\s+)?(?:nags|pings|reminds|"
                       r"runs|fires|goes off|pops up|buzzes|beeps)\b[^.!?\n]{0,40}|still running|runs fine)[.!]*\s*$")
#: A frame that shows a job for a laugh or asks what it does.
_SHOWN_JOB = re.compile(r"(?i)\b(?:for (?:fun|a laugh)|joke|funny|explain|what (?:does|do)|chatty|says hello|"
                        r"question|curious)\b")


def _job(line: str) -> re.Match[str] | None:
    """A crontab job line: a schedule, then a command (:data:`_COMMAND`)."""
    job = _CRON_JOB.match(line)
    return job if job and _COMMAND.match(job["command"]) else None


def _job_statement(message: str, heading: str) -> str:
    """A job's message said as the user's note: its reminder label goes; under a heading of likings it is a liking
    ("go for X" → "I go for X", "X" → "I like X"), under a to-do heading a to-do; else read as a note is
    (:func:`_entry_note`)."""
    said = _REMINDER_LABEL.sub("", message.strip()).strip()
    if _LIKING_HEADING.search(heading) and not re.match(r"(?i)(?:i|i'm|my)\b", said):
        return f"I {said}" if re.match(r"(?i)(?:go for|pick|choose|have|order|get)\b", said) else f"I like {said}"
    if _TASK_HEADING.match(heading):
        return f"to-do: {said}"
    return _entry_note(said)


def crontab_lines(lines: list[str]) -> list[str]:
    """Pasted crontab lines (one to a few job lines, "# …" comments among them) read as the user's notes to
    themselves: the schedule and the command say nothing; a job's quoted message is what it says ("0 18 * * 5
    notify-send \"reminder: I prefer tea\"" → "I prefer tea."), a comment just above heads it ("# what I like" makes
    it a liking, "# todo" a to-do) and goes; a job with no message goes; a closing line about the job itself ("It
    nags me every Friday.") goes. Jobs framed or closed as someone else's, old, a sample or a joke (:func:`whose`),
    shown for a laugh or asked about, go whole."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        j = i
        while j < len(lines) and _CRON_COMMENT.match(lines[j]):
            j += 1
        if j >= len(lines) or not _job(lines[j]):
            out.append(lines[i])
            i += 1
            continue
        block: list[str] = []
        while j < len(lines) and (_job(lines[j]) or _CRON_COMMENT.match(lines[j])):
            j += 1
        block = lines[i:j]
        frame = out[-1] if out and out[-1].rstrip().endswith(":") else ""
        closing = lines[j] if j < len(lines) else ""
        i = j
        if whose(frame, _WRITTEN_WHEN.sub("", _NOT_OLD.sub("", closing))) == "other" \
                or _NOT_RECORD.search(f"{frame} {closing}") or _SHOWN_JOB.search(frame) or closing.rstrip().endswith("?"):
            if _JOB_TALK.match(closing):
                i += 1
            continue
        heading = ""
        for line in block:
            comment = _CRON_COMMENT.match(line)
            if comment:
                heading = comment["comment"]
                continue
            message = _CRON_MESSAGE.search(_job(line)["command"])  # type: ignore[index]
            if message:
                out.append(_job_statement(message["double"] or message["single"], heading).rstrip(" .") + ".")
            heading = ""
        if _JOB_TALK.match(closing):
            i += 1
    return out


def pasted(text: str) -> str:
    """``text`` with its pasted transcripts, definition lists, LaTeX lists and XML exports read as the user's plain
    statements when their frame says they are the user's, left out when it says they are someone else's (or past,
    void, made up), and left as written otherwise; see the module docstring. Text with none of them is unchanged."""
    text = verses(hashtags(text))
    if not re.search(r"(?im)^[ \t]*(?:from:|(?:\d{1,4}[ \t]+)?[QA][.:]|:[ \t]|\\begin\{|<|begin:vcard|begin:vevent|@[a-z]+[ \t]|[\d*][\d*/,-]*[ \t]+[\d*]|@@ |"
                     r"(?:insert|replace|upsert|update|delete|select|with)\b|\[|:properties:|[a-z][\w.-]{1,40}[ \t]*=[ \t]*\")", text):
        return text
    lines = crontab_lines(text.split("\n")) if re.search(r"(?m)^[ \t]*(?:@[a-z]+|[\d*][\d*/,-]*(?:[ \t]+[\w*?][\w*/,?#LW-]*){4})[ \t]+\S", text) \
        else text.split("\n")
    return "\n".join(_xml_exports(_latex_lists(_definition_lists(_transcripts(diffs(vcards(calendar_events(sql_rows(
        property_records(mails(lines)))))))))))
