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

__all__ = ["hashtags", "pasted", "verses", "whose"]

#: Words that make a frame the user's own ("my testimony", "of me", "mine").
_FIRST_PERSON = re.compile(r"\b(?:my|mine|me|myself|i|i'm|i've|i'd|own)\b", re.I)
#: A frame naming someone else as the block's owner: a person's possessive ("my uncle's", "a colleague's", "Dave's"; not
#: a thing's, "the form's questions"), a third person's pronoun, or a person of the user's ("for my niece").
_OTHERS = re.compile(r"\b(?:my|our|a|an|his|her|their|your)\s+(?:[a-z]+\s+)?(?!(?:it|that|here|there|what|who|let|he|she|"
                     r"today|tonight|tomorrow|yesterday|week|month|year|life|world|day|morning|evening)'s\b)(?:[a-z]+'s|[a-z]+s')"
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


def whose(frame: str, closing: str = "") -> str | None:
    """Whose a pasted block is, by the prose line before it (``frame``) and the one after it (``closing``): "other"
    when either says it is someone else's, past, void or made up; "mine" when the frame speaks in the first person of
    no one else; None when the frame says neither."""
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


def pasted(text: str) -> str:
    """``text`` with its pasted transcripts, definition lists, LaTeX lists and XML exports read as the user's plain
    statements when their frame says they are the user's, left out when it says they are someone else's (or past,
    void, made up), and left as written otherwise; see the module docstring. Text with none of them is unchanged."""
    text = verses(hashtags(text))
    if not re.search(r"(?m)^[ \t]*(?:(?:\d{1,4}[ \t]+)?[QA][.:]|:[ \t]|\\begin\{|<)", text):
        return text
    lines = text.split("\n")
    return "\n".join(_xml_exports(_latex_lists(_definition_lists(_transcripts(lines)))))
