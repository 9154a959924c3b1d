"""Structured blocks in a user's message read as the sentences a person would take from them, without I/O: Markdown
tables, YAML / INI / JSON code fences and ✔/✘ shortlists.

A person reading "| who | diet |" / "| me | vegan |" notes "I'm vegan"; reading a fenced ``allergies: [peanuts]`` notes
the allergy; reading "✔ aisle seats" notes a pick. :func:`as_statements` rewrites each such block into one plain
statement a line (a table row by its header's field names, a config value by its key path), so the extractor's
clause rules and learned reader read them like any other words. A row of a table that names its person ("who",
"owner") is kept only when that person is the user; a block the line before it frames as not the user's ("the
default config from the docs, not mine", "comparison from the website") is left out whole.
"""

from __future__ import annotations

import json
import re

from .extract_layouts import pasted, whose

__all__ = ["as_statements", "boxed_cards", "form_fields", "layouts", "frames", "records", "sitreps", "struck_out", "table_talk", "telegrams"]

#: The line before a block says it is someone else's (a website, docs, an example or a default, "not mine").
_NOT_MINE = re.compile(r"\bnot (?:mine|me|my own|ours)\b|"
                       r"\b(?:from|on|off|in) (?:the|a|an|their|this|that|some) (?:\w+ )?"
                       r"(?:website|site|web ?page|docs|documentation|manual|readme|brochure|menu|internet|web|article|"
                       r"listing|ad|advert|forum|tutorial|example|blog)\b|\b(?:the |a )?default (?:config|configuration|"
                       r"settings|values?|file)\b|\b(?:example|sample|template) (?:config|file|settings|table)\b", re.I)
_SELF_CELL = re.compile(r"^(?:me|myself|i|mine|yours truly|me \(.*\)|the user|user)$", re.I)
#: Header cells naming whose row it is; the row is the user's only if that cell is the user.
_WHO = re.compile(r"^(?:who|person|whom|whose|for|owner|assignee|assigned to|guest|name)$", re.I)
#: Header cells of a key / value table ("| field | value |", or an empty header).
_KEY_HEADER = re.compile(r"^(?:field|key|setting|attribute|property|item|what|detail|info)?$", re.I)
_WHEN = re.compile(r"^(?:when|date|day|time|on|due|scheduled)$", re.I)
_VALUE_HEADER = re.compile(r"^(?:value|values|setting|answer|details?|info|)$", re.I)
#: Values that say nothing about the user (a config switch, a placeholder).
_EMPTY_VALUE = re.compile(r"^(?:true|false|yes|no|on|off|none|null|nil|default|n/?a|-+|—|tbd|\?+|~|whatever)?$", re.I)
#: Keys that hold the user's own words or values without naming a field of their own.
_SELF_KEY = re.compile(r"^(?:me|my|user|profile|personal|about me|about|self|prefs|preferences|settings|details|info|"
                       r"account)$", re.I)
_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_FENCE = re.compile(r"^```[ \t]*(?P<lang>[\w+.-]*)[ \t]*\n(?P<body>.*?)\n?^```[ \t]*$", re.M | re.S)
_TICKED = re.compile(r"^\s*[✔✓☑✅]\uFE0F?\s*(?P<item>\S.*)$")
_CROSSED = re.compile(r"^\s*[✘✗✕❌☒]\uFE0F?\s*(?P<item>\S.*)$")
_THE_REST = re.compile(r"^(?:the rest|everything else|anything else|all (?:the )?others|the others|others|all else|"
                       r"rest|nothing else|n/a)\W*$", re.I)
_VERBAL = re.compile(r"\b(?:i|we|is|are|was|were|have|has|had|do|does|did|\w{3,}ed|paid|sent|bought|made|took|got|went|"
                     r"found|sold|wrote|rang|met|left|ran|put|set|gave|brought|kept|told|spoke)\b", re.I)


def field_statement(key: str, value: str) -> str | None:
    """One field of the user's, as a sentence: "likes: X" → "I like X", "allergies: X" → "I'm allergic to X",
    "diet: vegan" → "I'm vegan", "todo: X" → "to-do: X", anything else → "my <key>: <value>"; None for a value that
    says nothing (a switch, a placeholder)."""
    k = re.sub(r"[_.]+", " ", key).strip().lower()
    v = value.strip().strip("\"'").strip()
    if _EMPTY_VALUE.match(v) or not k or (_WHO.match(k) and _SELF_CELL.match(v)):  # "owner: me" names whose, no more
        return None
    if re.fullmatch(r"(?:likes?|loves?|favou?rites?|choose first|first choice|go[ -]?to|favs?|faves?|prefers?|preferred|preferences?|prefs|picks?|top picks?|what i like|what i love|tastes?)", k):
        return f"I like {v}"
    if re.fullmatch(r"(?:blocked|busy|unavailable|not available|no[- ]go)(?: days?| dates?| times?)?", k):
        return f"I'm not available on {v}"  # "blocked_day: Saturday" (a calendar's column)
    if re.fullmatch(r"(?:dislikes?|hates?|avoid|not for me)", k):
        return f"I don't like {v}"
    if re.fullmatch(r"(?:allerg(?:y|ies|ens?|ic to)|intoleran(?:ce|ces|t to))", k):
        return f"I'm allergic to {v}"
    if re.fullmatch(r"(?:diet|dietary|dietary requirements?|diet type)", k):
        return f"I'm {v}" if len(v.split()) <= 3 else f"my diet: {v}"
    if re.fullmatch(r"(?:to-?dos?|to do|tasks?|chores?|errands?|reminders?)", k):
        return f"to-do: {v}"
    return f"my {k}: {v}"


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _table(lines: list[str]) -> list[str]:
    """A Markdown table's rows as statements (see the module docstring)."""
    rows = [_cells(line) for line in lines if not _SEPARATOR.match(line)]
    header = rows.pop(0) if len(lines) > 1 and _SEPARATOR.match(lines[1]) else None
    out = []
    for row in rows:
        names = list(header) if header and len(header) == len(row) else [""] * len(row)
        who = [i for i, h in enumerate(names) if _WHO.match(h)]
        if who:
            if not all(_SELF_CELL.match(row[i]) for i in who):
                continue  # someone else's row ("| my +1 | eats everything |")
            row = [c for i, c in enumerate(row) if i not in who]
            names = [h for i, h in enumerate(names) if i not in who]
        if not row:
            continue
        if len(row) == 2 and _KEY_HEADER.match(names[0]) and _VALUE_HEADER.match(names[1]):
            statement = field_statement(row[0], row[1])  # "| dog | Max |" under "| field | value |"
        elif len(row) == 1 and names[0]:
            statement = field_statement(names[0], row[0])  # "| vegan |" under "| diet |" (who: me)
        else:
            statement = _row_statement(names, row)
        if statement:
            out.append(statement)
    return out


def _row_statement(names: list[str], row: list[str]) -> str:
    """A row of a table whose header names its fields: the row's thing first, then each field ("| hotel | €150 |"
    under "| item | limit |" → "hotel limit: €150"; under "| what | when |" → "my X is on Y")."""
    if _WHEN.match(names[0]):  # "| Saturday | blocked |" under "| day | status |"
        if any(re.fullmatch(r"(?i)available|free|ok|possible", h) and re.fullmatch(r"(?i)no|false|n|never", c)
               for h, c in zip(names[1:], row[1:], strict=False)):
            return f"I'm not available on {row[0]}"  # "| Friday | no |" under "| day | available |"
        return f"{row[0]}: " + ", ".join(c for c in row[1:] if not _EMPTY_VALUE.match(c))
    if re.fullmatch(r"(?i)action|task|to-?do|chore|errand", names[0]):  # "| pick up X | this week |" under "| action | due |"
        due = next((c for h, c in zip(names[1:], row[1:], strict=False) if _WHEN.match(h) and c), "")
        return f"I need to {row[0]}" + (f" by {due}" if due else "")
    keyed = bool(_KEY_HEADER.match(names[0]))  # the first column names the row's thing
    when = next((k for k, h in enumerate(names) if k and _WHEN.match(h)), None)
    if when is None and keyed and len(row) == 2:
        return f"{row[0]} {names[1]}: {row[1]}"
    if when is not None:
        first = f"my {row[0]} is on {row[when]}"
    else:
        first = (field_statement(names[0], row[0]) if names[0] and not keyed else row[0]) or ""
    rest = [f"{h}: {c}" if h else c for k, (h, c) in enumerate(zip(names, row, strict=True))
            if k and k != when and not _EMPTY_VALUE.match(c)]
    return ", ".join(s for s in (first, *rest) if s)


def _scalar(value: object) -> str:
    return "yes" if value is True else "no" if value is False else "" if value is None else str(value)


def _fields(path: list[str], value: object, out: list[str]) -> None:
    """The statements of one parsed config value under its key path (JSON, or YAML / INI parsed by :func:`_config`)."""
    own = [p for p in path if not _SELF_KEY.match(p.replace("_", " "))]
    if isinstance(value, dict):
        if not any(isinstance(v, (dict, list)) for v in value.values()) and path and \
                any(re.fullmatch(r"(?:name|title|what|event)", str(k)) for k in value):
            # one item of a list ("events: - name: X, date: Y"): the item whole, by its fields
            named = {str(k).lower(): _scalar(v) for k, v in value.items()}
            thing = named.pop("name", None) or named.pop("title", None) or named.pop("what", None) or named.pop("event", "")
            when = named.pop("date", None) or named.pop("when", None) or named.pop("day", None)
            extra = ", ".join(f"{k}: {v}" for k, v in named.items() if not _EMPTY_VALUE.match(v))
            text = f"my {thing} is on {when}" if when else f"{' '.join(own)}: {thing}"
            out.append(text + (f", {extra}" if extra else ""))
            return
        for k, v in value.items():
            _fields([*path, str(k)], v, out)
    elif isinstance(value, list):
        for item in value:
            _fields(path, item, out)
    elif path:
        statement = field_statement(" ".join(own) or path[-1], _scalar(value))
        if statement:
            out.append(statement)


def _config(body: str) -> object:
    """A small YAML or INI text as nested dicts and lists (mappings, "- item" lists, "[section]" / "key = value"), or
    JSON; enough for a snippet pasted into a chat, not a full parser."""
    try:
        return json.loads(body)
    except ValueError:
        pass
    root: dict[str, object] = {}
    stack: list[tuple[int, object]] = [(-1, root)]
    section: dict[str, object] = root
    lines = body.splitlines()
    for n, raw in enumerate(lines):
        if not raw.strip() or raw.lstrip().startswith(("#", ";")):
            continue
        indent = len(raw) - len(raw.lstrip())
        line = raw.strip()
        m = re.fullmatch(r"\[(?P<name>[^\]]+)\]", line)
        if m:  # INI section
            section = {}
            root[m["name"].strip()] = section
            stack = [(-1, section)]
            continue
        while len(stack) > 1 and stack[-1][0] >= indent:
            stack.pop()
        parent = stack[-1][1]
        item = re.fullmatch(r"-\s+(?P<rest>.*)", line)
        if item:
            if not isinstance(parent, list):  # "key:" opened a mapping, not a list
                continue
            rest = item["rest"]
            kv = re.fullmatch(r"(?P<k>[\w .-]+?)\s*:\s+(?P<v>.+)", rest)
            if kv:
                entry: dict[str, object] = {kv["k"]: kv["v"].strip().strip("\"'")}
                parent.append(entry)
                stack.append((indent, entry))
            else:
                parent.append(rest.strip().strip("\"'"))
            continue
        kv = re.fullmatch(r"(?P<k>[\w .-]+?)\s*[:=]\s*(?P<v>.*)", line)
        if not kv or not isinstance(parent, dict):
            continue
        key, value = kv["k"].strip(), kv["v"].strip()
        if value:
            parent[key] = value.strip("\"'")
            continue
        following = next((line.strip() for line in lines[n + 1:] if line.strip()), "")
        child: object = [] if following.startswith("- ") else {}  # "key:" opens a list or a mapping
        parent[key] = child
        stack.append((indent, child))
    return root


def _shortlist(line: str) -> str | None:
    """A ✔ line names a pick ("✔ aisle seats" → "I'd pick aisle seats"), a ✘ line a thing ruled out; "✘ the rest"
    and a ticked deed ("✔ called the bank", a done list) are left as written."""
    ticked, crossed = _TICKED.match(line), _CROSSED.match(line)
    m = ticked or crossed
    if not m:
        return None
    item = m["item"].strip()
    if _THE_REST.match(item) or _VERBAL.search(item):
        return "" if _THE_REST.match(item) else None
    return f"I'd pick {item}" if ticked else f"I'd rather not have {item}"


_INLINE_JSON = re.compile(r"^[ \t]*(\{[^\n{}]*\})[ \t]*$", re.M)


def _fenced(m: re.Match[str]) -> str:
    try:
        parsed = json.loads(m[1])
    except ValueError:
        return m[0]
    if not isinstance(parsed, dict) or not parsed:
        return m[0]
    if {str(k).lower() for k in parsed} >= {"field", "value"}:  # one field written as a record: "my <field>: <value>"
        parsed = {str(parsed["field"]): parsed["value"], **{k: v for k, v in parsed.items() if k not in ("field", "value")}}
    statements: list[str] = []
    _fields([], parsed, statements)
    if not statements or (len(statements) > 1 and all(st.startswith("my ") for st in statements)):
        return m[0]  # several fields of no known kind ("last_meeting_at", "after_that"): one setting, read whole
    return "; ".join(statements) + "."


def as_statements(text: str) -> str:
    """``text`` with each table, config fence and shortlist line rewritten as plain statements, one a line (a block
    framed as not the user's is removed); any other text unchanged."""
    text = _INLINE_JSON.sub(_fenced, text)  # a one-line JSON object, as an export pastes it, is read as its fields
    if "|" not in text and "```" not in text and not re.search(r"[✔✓☑✅✘✗✕❌☒]", text):
        return text
    out: list[str] = []

    def fence(m: re.Match[str]) -> str:
        before = text[:m.start()].rstrip().rsplit("\n", 1)[-1]
        if _NOT_MINE.search(before):
            return ""
        body = m["body"]
        parsed = _config(body)
        statements: list[str] = []
        if isinstance(parsed, (dict, list)) and parsed:
            _fields([], parsed, statements)
        return "\n".join(f"{s}." for s in statements) if statements else body

    text = _FENCE.sub(fence, text)
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.lstrip().startswith("|"):
            j = i
            while j < len(lines) and lines[j].lstrip().startswith("|"):
                j += 1
            before = next((lines[k] for k in range(i - 1, -1, -1) if lines[k].strip()), "")
            if j - i >= 2 and not _NOT_MINE.search(before):
                out.extend(f"{s}." for s in _table(lines[i:j]))
            elif j - i < 2:
                out.extend(lines[i:j])
            i = j
            continue
        listed = _shortlist(line)
        if listed is not None:
            if listed:
                out.append(f"{listed}.")
        else:
            out.append(line)
        i += 1
    return "\n".join(out)


# --- stop 30 (dev15): marks of editing and form-filling, read by their structure --------------------------------------
#: Markdown strikethrough: the struck words are retracted by their writer, what stands beside them is the statement.
_STRUCK = re.compile(r"~~[^~\n]*~~[ \t]*")
#: A form's numbered field with its label ("Field 3 (shoe size): 38"), its label after the colon ("Field 1: name —
#: …"), and the hand-over to the next field ("Next field: …").
_FORM_FIELD = re.compile(r"^(?P<lead>[ \t]*)(?:field|item|q(?:uestion)?)\s*\d+\s*\((?P<label>[^()\n:]{1,40})\)\s*:\s*"
                         r"(?P<value>[^\n]*)$", re.I | re.M)
_BARE_FIELD = re.compile(r"^[ \t]*(?:field|item)\s*\d+\s*:\s*(?P<label>[a-z][\w ]{0,30}?)\s*(?:[—–-]\s*(?P<rest>[^\n]*))?$",
                         re.I | re.M)
_NEXT_FIELD = re.compile(r"^(?P<lead>[ \t]*)(?:next|new|another) (?:field|line|entry|item)\s*:\s*", re.I | re.M)
#: "Likes: X. Dislikes: Y." / "Signature: n/a": sentences that are fields of a profile, a key and its value.
_KEYED = re.compile(r"(?:(?<=^)|(?<=[.!?;]\s))(?P<key>[A-Z][\w ]{1,24}?)\s*:\s*(?P<value>[^.!?;:\n]+)(?P<end>[.!?;]|$)", re.M)
_FIELD_KEYS = re.compile(r"^(?:likes?|dislikes?|loves?|hates?|favou?rites?|allerg(?:y|ies)|diet|dietary requirements?|"
                         r"n/?a)$", re.I)
#: Ticked and unticked boxes ("[x] spicy food  [ ] no preference") under the line's header ("Preference (tick one):").
_BOXES = re.compile(r"^(?P<head>[^\[\n]*\w[^\[\n]*?)[ \t]*:?[ \t]*(?P<boxes>(?:\[[ xX✓✔]\][ \t]*[^\[\n]+?[ \t]*){2,})$",
                    re.M)
_BOX = re.compile(r"\[(?P<mark>[ xX✓✔])\]\s*(?P<item>[^\[\n]+?)\s*(?=\[|$)")
_HEAD_WORDS = re.compile(r"\((?:tick|check|choose|pick|select)[^)]*\)|\b(?:declaration|form|section|question)\b|[^\w\s]", re.I)


#: The note of an amendment beside struck words ("I changed my mind for good", "Edited for accuracy"): it tells the
#: edit, which the strike has already shown, and calls nothing else off.
_EDIT_NOTE = re.compile(r"(?:,\s*|(?<=[.!?])\s*|^)(?:i(?:'ve| have)? changed my mind(?: for good| on that)?|edited(?: for "
                        r"accuracy| to fix)?|updated|corrected)\s*(?=[.!?]|$)", re.I | re.M)


def struck_out(text: str) -> str:
    """``text`` without its struck words (``~~eight~~ noon`` → ``noon``): what the writer crossed out is retracted,
    and a note of the edit beside it ("…, I changed my mind for good") is the strike's, not a plan called off."""
    if "~~" not in text or not _STRUCK.search(text):
        return text
    return _EDIT_NOTE.sub("", _STRUCK.sub("", text))


_PLACEHOLDER = re.compile(r"^\s*(?:n/?a|tbd|tbc|-+|—|\?+)\s*$", re.I)


def _keyed(m: re.Match[str]) -> str:
    if _PLACEHOLDER.match(m["value"].split(",")[0]):
        return ""  # "Nickname: n/a, …": a field left blank says nothing
    if not _FIELD_KEYS.match(m["key"].strip()):
        return m[0]
    statement = field_statement(m["key"], m["value"].split(",")[0])
    return f"{statement}{m['end'] or '.'}" if statement else ""


def _boxes(m: re.Match[str]) -> str:
    ticked = [b["item"].strip() for b in _BOX.finditer(m["boxes"]) if b["mark"] != " "]
    head = _HEAD_WORDS.sub(" ", m["head"]).strip()
    if not ticked:
        return ""
    chosen = not head or re.search(r"\b(?:choices?|preferences?|picks?|options?|favou?rites?|prefer)\b", head, re.I)
    statements = [f"I'd pick {item}" if chosen else field_statement(head, item) for item in ticked]
    return "; ".join(s for s in statements if s) + "."


def form_fields(text: str) -> str:
    """``text`` with a form's fields read as statements: a numbered field by its label ("Field 3 (shoe size): 38" →
    "my shoe size: 38"), a field that names its label but gives no value dropped, "Next field:" dropped as a
    hand-over, profile keys ("Likes: X. Dislikes: Y.") by :func:`field_statement`, ticked boxes as the pick under
    the line's header; a placeholder value ("n/a") says nothing."""
    if not re.search(r"field|item|q\d|:|\[[ xX✓✔]\]", text, re.I):
        return text
    text = _NEXT_FIELD.sub(lambda m: m["lead"], text)
    text = _FORM_FIELD.sub(lambda m: m["lead"] + (f"{s}." if (s := field_statement(m["label"], m["value"].rstrip(". ")))
                                                  else ""), text)
    text = _BARE_FIELD.sub(lambda m: "" if not m["rest"] or not re.search(r"\d", m["rest"]) else m[0], text)
    text = _BOXES.sub(_boxes, text)
    return _KEYED.sub(_keyed, text)


# --- stop 31 (dev16): a scenario written as Given / When / Then ------------------------------------------------------
_STEP = re.compile(r"^[ \t]*(?P<key>Given|When|Then|And|But)\s+(?P<text>\S[^\n]*?)\s*$")


def scenarios(text: str) -> str:
    """A Given / When / Then scenario (Gherkin's layout, two lines or more) read as the one statement it makes: the
    outcome ("Then …") under its trigger ("When …") and its context ("Given …"), so the outcome keeps the allergen,
    the date or the thing the other steps name ("Given it's next Wednesday / Then I've got my interview" → "I've got
    my interview, given it's next Wednesday"). Lines of no scenario are unchanged."""
    if not re.search(r"(?m)^[ \t]*(?:Given|When)\s", text):
        return text
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        first = _STEP.match(lines[i])
        if first and first["key"] in ("Given", "When"):
            steps: dict[str, list[str]] = {"Given": [], "When": [], "Then": []}
            j, last = i, ""
            while j < len(lines) and (step := _STEP.match(lines[j])) and (step["key"] in steps or last):
                last = last if step["key"] in ("And", "But") else step["key"]
                steps[last].append(step["text"].rstrip(" .;,"))
                j += 1
            if steps["Then"] and j - i >= 2:
                then = "; ".join(steps["Then"])
                when = f"whenever {' and '.join(steps['When'])}, " if steps["When"] else ""
                given = f", given {' and '.join(steps['Given'])}" if steps["Given"] else ""
                out.append(f"{when}{then}{given}.")
                i = j
                continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


# --- stop 31, later (ext16: dev17, dev18): layouts whose structure says whose words each line is ----------------------
#: An e-mail client's attribution line above the quoted history ("On Fri, 26 Feb 2027 at 10:44, Assistant wrote:").
_ATTRIBUTION = re.compile(r"^[ \t]*On\b[^\n]{4,90}\bwrote:[ \t]*$")
_QUOTED = re.compile(r"^[ \t]*>")


def reply_history(text: str) -> str:
    """An e-mail reply without its quoted history: the attribution line ("On …, X wrote:") and the quoted lines under
    it are the earlier message (the assistant's or someone else's), not the user's words; what the user wrote above
    and any sign-off below stay."""
    if "wrote:" not in text:
        return text
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        if _ATTRIBUTION.match(lines[i]):
            i += 1
            while i < len(lines) and _QUOTED.match(lines[i]):
                i += 1
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


#: A screenplay's speaker tag: one to three capitalised words before a colon ("ME:", "DOCTOR:", "YOUNGER ME:"),
#: with a parenthetical allowed ("ME: (to anyone who asks) …"); a scene heading ("INT. MY LIVING ROOM - EVENING").
_SPEAKER_TAG = re.compile(r"^[ \t]*(?P<who>[A-Z][A-Z'.]*(?:[ -][A-Z][A-Z'.]*){0,2})[ \t]*:[ \t]*(?P<said>\S.*)$")
_SCENE_HEADING = re.compile(r"^[ \t]*(?:INT|EXT|INT\./EXT|I/E)\.[ \t]+\S.*$")
#: Capitalised labels of notes and mail that are no speaker ("PS:", "EDIT:", "TL;DR:", "NB:").
_NOT_A_SPEAKER = re.compile(r"^(?:P\.?S|P\.?P\.?S|N\.?B|EDIT|EDITED|UPDATE|TL;?DR|FYI|RE|FW|FWD|TODO|TO DO|DONE|NOTE|"
                            r"IMPORTANT|URGENT|WARNING|REMINDER|Q|A|BTW|IMO|ASAP|NEW|OLD|KEY|AND|ALSO|OK|OKAY|UK|US|"
                            r"EU|ID|PIN|DOB|VIP|FAQ|ETA|RSVP|AM|PM)$")
_SELF_SPEAKER = re.compile(r"^(?:ME|MYSELF|I|USER)$")
_SCRIPT = re.compile(r"(?i)\b(?:scene|script|screenplay|audition|sides|improv|flashback|dialogue|roll camera|cue cards?|"
                     r"lines? for|one-liner)\b")


def screenplay(text: str) -> str:
    """A scene written with speaker tags read as a reader of the script would: only the user's own lines ("ME: …",
    the tag dropped) are theirs; another speaker's line goes ("SISTER: I'm allergic to latex", "YOUNGER ME: …"),
    except a question put to the user just before their line, kept as a quoted question ("> Any allergies?") so the
    terse answer after it is read with it; a scene heading ("INT. …") names no memory. Text with no speaker tag is
    unchanged."""
    lines = text.split("\n")
    tags = [m for m in map(_SPEAKER_TAG.match, lines) if m and not _NOT_A_SPEAKER.match(m["who"])]
    # capitalised labels are also a note's fields ("ALLERGY: latex", "WHEN IN DOUBT: X"): the tags are speakers only
    # in a scene — the user has a line of their own, or the message names the script it quotes
    if not tags or not (any(_SELF_SPEAKER.match(m["who"]) for m in tags) or _SCRIPT.search(text)):
        return text
    out = []
    for n, line in enumerate(lines):
        if _SCENE_HEADING.match(line):
            continue
        m = _SPEAKER_TAG.match(line)
        if not m or _NOT_A_SPEAKER.match(m["who"]):
            out.append(line)
        elif _SELF_SPEAKER.match(m["who"]):
            out.append(m["said"])
        else:
            nxt = next((x for x in lines[n + 1:] if x.strip()), "")
            mine_next = (t := _SPEAKER_TAG.match(nxt)) is not None and _SELF_SPEAKER.match(t["who"]) is not None
            if m["said"].rstrip().endswith("?") and mine_next:
                out.append("> " + m["said"])
    return "\n".join(out)


#: A card's title line ("RECIPE CARD — My Ideal Trip"): a capitalised kind, a dash, a title; its fields follow as
#: "Label: value" lines.
_CARD_TITLE = re.compile(r"^[ \t]*[A-Z]{3,}(?: [A-Z]{3,}){0,2}[ \t]*[—–-][ \t]*\S[^\n]*$")
_CARD_FIELD = re.compile(r"^[ \t]*(?P<label>[A-Z][a-z]+(?: [a-z]+)?)[ \t]*:[ \t]*(?P<value>\S[^\n]*?)[ \t]*$")
_FIRST_PERSON = re.compile(r"(?i)\b(?:i|i'm|me|my|mine|myself)\b")
_ANOTHER_PERSON = re.compile(r"(?i)\b(?:her|his|their|them|him|friend|guests?|everyone|anyone)\b")
_CARD_KEYED = re.compile(r"^(?P<key>[\w .'-]{2,30}?)\s*=\s*(?P<value>[^=]+?)(?:\s*\((?:mine|me)\))?\s*$")
_WHEN_SAID = re.compile(r"(?i)\b(?:today|tonight|tomorrow|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next week)")
_NUDGE = re.compile(r"(?i)\b(?:nudge|remind|reminder|don'?t let me forget)\b")


def cards(text: str) -> str:
    """A labelled card (a recipe card's layout: a title line, then "Serves: / Ingredients: / Method: / Cost:" lines,
    then a line about it) read by whom it serves: a card serving one ("Serves: 1 (me)") or closed by a line in the
    first person ("It's me who likes it.") is the user's, and its fields are read as what they state — what goes in
    is liked ("Ingredients: X" → "I like X"), what it costs is a budget, a diet it serves one ("Serves: 1 (coeliac)")
    is the user's diet, its method is a task only when the closing line asks for a nudge; a card serving others or
    no one named ("Serves: 4", "for my mood today … Anyway, hello!") is someone else's or small talk and goes whole.
    The title and a closing line that only says whose the card is name no memory."""
    if not re.search(r"(?m)" + _CARD_TITLE.pattern, text) or not re.search(r"(?m)^[ \t]*[A-Z][a-z]+[ \t]*:", text):
        return text
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        if not _CARD_TITLE.match(lines[i]):
            out.append(lines[i])
            i += 1
            continue
        j, fields = i + 1, []
        while j < len(lines) and (f := _CARD_FIELD.match(lines[j])):
            fields.append((f["label"].lower(), f["value"]))
            j += 1
        if not fields:
            out.append(lines[i])
            i += 1
            continue
        closing = lines[j] if j < len(lines) else ""
        serves = next((v for k, v in fields if k == "serves"), "")
        one = re.match(r"^(?:1|one|me|myself|just me)\b(?:\s*\((?P<who>[^)]*)\))?", serves, re.I)
        said = [closing] + [v for k, v in fields if k != "serves"]
        mine = (bool(one) and not _ANOTHER_PERSON.search(serves)) or (not serves and not _ANOTHER_PERSON.search(closing)
                                                                       and any(_FIRST_PERSON.search(x) for x in said))
        if mine:
            nudged = bool(_NUDGE.search(closing))
            for label, value in fields:
                keyed = _CARD_KEYED.match(value)
                if keyed:  # "Ingredients: dog = Max (mine)": a field of the user's, written as an equation
                    out.append(f"my {keyed['key']} is {keyed['value']}.")
                elif label in ("ingredients", "ingredient"):
                    out.append(f"I like {value}.")
                elif label in ("cost", "budget", "price"):
                    out.append(f"My budget is {value}.")
                elif label == "serves":
                    who = (one["who"] or "").strip() if one else ""
                    if who and not _FIRST_PERSON.fullmatch(who):
                        out.append(f"I'm {who}.")
                elif label in ("method", "steps"):
                    if nudged:
                        out.append(f"I need to {value}.")
                    elif _FIRST_PERSON.search(value) or _WHEN_SAID.search(value):  # "Method: my employer is X"
                        out.append(f"{value}.")
                elif label == "note":
                    out.append(f"{value}.")
                elif label not in ("keeps", "yield", "makes", "prep", "time"):
                    out.append(f"{label.capitalize()}: {value}")
            if nudged:
                out.append(closing)
        # a card serving others or no one goes whole, its closing line with it
        i = j + 1 if closing.strip() and not _CARD_FIELD.match(closing) else j
    return "\n".join(out)


#: A CSV paste's header row: two to five bare field names, comma-separated ("key,value", "name,blocked_day").
_CSV_HEADER = re.compile(r"^[ \t]*[A-Za-z_][\w ]{0,24}(?:,[A-Za-z_][\w ]{0,24}){1,4}[ \t]*$")


def csv_rows(text: str) -> str:
    """Comma-separated rows under a header row of field names read as the table they are: rewritten as a Markdown
    table, so :func:`as_statements` reads each row by its header (a row naming someone else goes, "me,Saturday" under
    "name,blocked_day" is the user's blocked day). Other text is unchanged."""
    if "," not in text:
        return text
    import csv

    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        if _CSV_HEADER.match(lines[i]) and i + 1 < len(lines):
            header = [c.strip().replace("_", " ") for c in lines[i].split(",")]
            j, rows = i + 1, []
            while j < len(lines) and lines[j].strip():
                row = next(csv.reader([lines[j].strip()]), [])
                if len(row) != len(header) or re.search(r",\s", re.sub(r'"[^"]*"', "", lines[j])):
                    # a sentence with commas ("Put that in, please.") is no row: a pasted row has no space after them
                    break
                rows.append([c.strip() for c in row])
                j += 1
            if rows:
                out.append("| " + " | ".join(header) + " |")
                out.append("|" + "---|" * len(header))
                out.extend("| " + " | ".join(r) + " |" for r in rows)
                i = j
                continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


#: A proof's binding ("Let x = my dog. Then x = Max.", "Let P be my preference. Then P = morning meetings.").
_BINDING = re.compile(r"\bLet (?P<var>\w{1,3}) (?:=|:=|be) (?P<what>[^.\n=]{2,60}?)\.\s*Then (?P=var) (?:=|is) "
                      r"(?P<value>[^\n]{1,60}?)\.(?=\s|$)")
#: A task bound to a name, with its deadline ("Task τ := pay the electricity bill. Deadline: this week.").
_TASK_BOUND = re.compile(r"\b(?:Task|To-?do)\s+\S{1,3}\s*:=\s*(?P<task>[^.\n]{3,60})\.\s*Deadline:\s*(?P<when>[^.\n]{2,30})\.")
#: A bullet journal's "done" signifier ("× call the landlord"): the item is finished, nothing left to do.
_BUJO_DONE = re.compile(r"(?m)^[ \t]*×[ \t]+\S[^\n]*(?:\n|$)")


# --- stop 31 (ext17: dev19, dev20): boxed cards and telegrams ------------------------------------------------------
#: A boxed card pasted from a board: "┌ CARD #n · <column>", "│ <field>: <value>" lines, "└ <Owner|Assignee>: <who>".
_BOX_TOP = re.compile(r"^[ \t]*[┌╭╔+][─━═ \t-]*(?P<head>[^\n]*?)[ \t]*$")
_BOX_FIELD = re.compile(r"^[ \t]*[│┃║|][ \t]*(?P<key>[A-Za-z][\w '-]{0,24}?)[ \t]*:[ \t]*(?P<value>\S[^\n]*?)[ \t.]*$")
_BOX_END = re.compile(r"^[ \t]*[└╰╚+][─━═ \t-]*(?:(?P<key>[A-Za-z][\w '-]{0,24}?)[ \t]*:[ \t]*(?P<who>[^\n]*?))?[ \t.]*$")
#: A column (or status) that says the card no longer stands, or never did: done, archived, a someday wish.
_PAST_COLUMN = re.compile(r"(?i)\b(?:done|finished|completed?|closed|archived?|cancell?ed|dropped|won'?t do|someday|"
                          r"maybe|ideas?|example|template|demo)\b")
_TODO_COLUMN = re.compile(r"(?i)^(?:to-?\s?do|backlog|up next|next|errands?|tasks?)$")
_TASK_LABEL = re.compile(r"(?i)^(?:errands?|tasks?|chores?|to-?\s?dos?)$")
_LIKES_KIND = re.compile(r"(?i)^(?:preferences?|likes?|favou?rites?|picks?|taste)$")
#: Fields that only file the card (its title, kind, rank, blocker), not what it states.
_BOX_META = re.compile(r"(?i)^(?:title|name|subject|field|label|tags?|priority|blocked by|estimate|points|colou?r|id)$")
_BOX_TITLE = re.compile(r"(?i)^(?:title|name|subject|field|event|task)$")
_BOX_VALUE = re.compile(r"(?i)^(?:value|detail|details|note|notes|answer|amount|day|info)$")
_BOX_DATE = re.compile(r"(?i)^(?:due|date|when|on|deadline|scheduled)$")
_BOX_OUTCOME = re.compile(r"(?i)^(?:outcome|decision|decided|result|choice)$")


def _card_statements(column: str, fields: list[tuple[str, str]]) -> list[str]:
    """The statements a card of the user's makes: its title read with its value field as one field of the user's
    ("Title: diet / Value: vegan" → "I'm vegan"), with its date as an event ("my X is on Y"), in a to-do column or
    under a task label as a task, under a column or label naming likes as a liking; the filing fields go."""
    keys = {k.lower(): v for k, v in fields}
    title = next((v for k, v in fields if _BOX_TITLE.match(k)), "")
    label = keys.get("label", "")
    if "=" in title:  # "Title: passport number = X"
        key, _, value = title.partition("=")
        title, fields = key.strip(), [("value", value.strip()), *fields]
    thing = re.sub(r"(?i)^my\s+", "", title)
    out: list[str] = []
    used_title = False
    for key, value in fields:
        k = key.lower()
        if _BOX_VALUE.match(k) and (thing or label):
            statement = field_statement(thing or label, value)
            used_title = bool(thing)
        elif _BOX_DATE.match(k) and thing:
            statement, used_title = f"my {thing} is on {value}", True
        elif _BOX_OUTCOME.match(k):
            statement = f"I chose {value}" + (f" ({thing})" if thing else "")
            used_title = True
        elif _BOX_META.match(k) or _BOX_TITLE.match(k):
            continue
        else:
            statement = field_statement(f"{thing} {k}" if thing and not _BOX_TITLE.match(k) else k, value)
            used_title = used_title or bool(thing)
        if statement:
            out.append(statement)
    if title and not used_title:
        if _TODO_COLUMN.match(column) or _TASK_LABEL.match(label) or "task" in keys:
            out.insert(0, title if re.match(r"(?i)i (?:have|need|must|should|'ve got) to\b", title)
                       else f"I need to {title}")
        elif _LIKES_KIND.match(column) or _LIKES_KIND.match(label):
            out.insert(0, f"I like {title}")
        elif label and not _TASK_LABEL.match(label):
            out.insert(0, f"my {label}: {title}")
        else:
            out.insert(0, title)
    return [f"{s}." for s in out]


def boxed_cards(text: str) -> str:
    """A card boxed in line-drawing characters (a kanban board's, pasted: "┌ CARD #n · column", "│ field: value",
    "└ Owner: me") read as a reader of the board would: the owner line says whose it is (someone else's card goes
    whole), the column says whether it stands (Done, Archived, Someday: past or never, the card goes), and what the
    card states is its title with its fields (:func:`_card_statements`), not the box, its number or its owner line.
    Text with no such card is unchanged."""
    if not re.search(r"[┌╭╔]", text):
        return text
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        top = _BOX_TOP.match(lines[i]) if re.match(r"^[ \t]*[┌╭╔]", lines[i]) else None
        if not top:
            out.append(lines[i])
            i += 1
            continue
        j, fields = i + 1, []
        while j < len(lines) and (f := _BOX_FIELD.match(lines[j])):
            fields.append((f["key"].strip(), f["value"].strip()))
            j += 1
        end = _BOX_END.match(lines[j]) if j < len(lines) and re.match(r"^[ \t]*[└╰╚]", lines[j]) else None
        if not fields:
            out.append(lines[i])
            i += 1
            continue
        who = (end["who"] or "").strip() if end else ""
        column = re.split(r"\s[·•|—–-]\s", top["head"], maxsplit=1)[-1].strip() if re.search(r"\s[·•|—–-]\s", top["head"]) \
            else ""
        status = next((v for k, v in fields if k.lower() in ("status", "column", "state")), "")
        mine = not who or _SELF_CELL.match(who) is not None
        if mine and not _PAST_COLUMN.search(column) and not _PAST_COLUMN.search(status):
            out.extend(_card_statements(column, [(k, v) for k, v in fields if k.lower() not in ("status", "column", "state")]))
        i = j + 1 if end else j
    return "\n".join(out)


#: A telegram's "STOP", standing for the full stop it replaces ("Allergic to cats STOP Severe STOP").
_TELEGRAM_STOP = re.compile(r"[ \t]+STOP\b(?:[ \t]+END\b)?[ \t.]*")


#: A telegram's heading: one or two words opening it, the next part read under them ("Diet STOP coeliac STOP" → "Diet:
#: coeliac."; "Record dog STOP Luna STOP" → "my dog: Luna."); a greeting, a request or a cancellation heads nothing.
_TELEGRAM_HEAD = re.compile(r"^(?P<lead>[ \t]*)(?:(?P<record>[Rr]ecord|[Ff]ile|[Ll]og)\s+)?(?!(?:good|goodbye|hello|hi|hey|thanks|"
                            r"thank|please|tell|draft|cancel|arriving|until|sorry|urgent|regarding|confirm|message|note)\b)"
                            r"(?i:(?P<head>[a-z][\w'-]*(?: [a-z][\w'-]*)?))[ \t]+STOP[ \t]+(?=\S)(?!END\b)", re.I)


def telegrams(text: str) -> str:
    """Telegram style read as sentences: each "STOP" (in capitals, twice or more in the message, or closing it) is the
    full stop it stands for ("Tell the booker STOP hiking trails for me STOP" → "Tell the booker. hiking trails for
    me."), a heading of one or two words opening it reads its next part under it (:data:`_TELEGRAM_HEAD`); a lone
    "stop" in a sentence is a word."""
    if "STOP" not in text or not (text.count(" STOP") >= 2 or re.search(r" STOP(?: END)?\W*$", text)):
        return text
    text = _TELEGRAM_HEAD.sub(lambda m: m["lead"] + ("my " if m["record"] else "") + f"{m['head']}: ", text)
    return _TELEGRAM_STOP.sub(". ", text).replace(". .", ".")


#: A player's out-of-character aside at a role-playing table, in parentheses ("(OOC, not my character: X)") or as a
#: marker ("OOC: X", "OOC again: X", "…, but OOC, X"): the words after the marker are the player's own.
_OOC_PAREN = re.compile(r"\(\s*OOC\b[^():]{0,30}:\s*(?P<said>[^()]+?)\s*\)")
_OOC_MARK = re.compile(r"(?:^|(?<=[.!?\n])[ \t]*)[^.!?\n]{0,60}?\bOOC\b(?:[ \t]+[a-z]+){0,2}(?:,[ \t]*not (?:in|my) "
                       r"character)?[ \t]*[:,][ \t]*")
#: A stage direction in asterisks opening a line ("*the dwarf sneezes* …"): what a character does, not the user's words.
_IN_CHARACTER = re.compile(r"(?m)^([ \t]*)\*[^*\n]{2,60}\*[ \t]*")


def table_talk(text: str) -> str:
    """A role-player's message read by whose voice each part is: a stage direction in asterisks is the character's
    and goes, an out-of-character marker ("OOC: …", "(OOC, not my character: …)") is dropped with the in-character
    words before it in its sentence, so the player's own words after it are read as plain statements. Text with no
    "OOC" and no opening stage direction is unchanged."""
    if "OOC" not in text and "*" not in text:
        return text
    text = _IN_CHARACTER.sub(lambda m: m[1], text) if re.search(r"\bOOC\b", text) else text
    text = _OOC_PAREN.sub(lambda m: m["said"], text)
    return _OOC_MARK.sub(" ", text) if "OOC" in text else text


#: A numbered thread's item marker ("1/", "2/ ", "3/7"), two items or more in the message.
_THREAD_NUMBER = re.compile(r"(?m)^[ \t]*\d{1,2}/(?:\d{1,2})?[ \t]+")
#: A letter's salutation and its closing with the signature under it: the frame of a letter, no memory.
_SALUTATION = re.compile(r"(?mi)^[ \t]*(?:Dear|To whom it may concern)\b[^\n]{0,40}[,:]?[ \t]*$\n?")
_CLOSING = re.compile(r"(?mi)^[ \t]*(?:Yours (?:faithfully|sincerely|truly)|(?:Kind|Best|Warm) regards|Regards|Sincerely|"
                      r"Respectfully)[,.]?[ \t]*(?:\n[ \t]*(?:[A-Z][\w.'-]*[ \t]*){1,4}[ \t]*$)?\n?")


def frames(text: str) -> str:
    """A tweet thread's item numbers and a letter's salutation and closing (with the signature) removed: they frame
    what the user says and state nothing themselves."""
    if len(_THREAD_NUMBER.findall(text)) >= 2:
        text = _THREAD_NUMBER.sub("", text)
    if _SALUTATION.search(text) and _CLOSING.search(text):
        text = _CLOSING.sub("", _SALUTATION.sub("", text))
    return text


# --- stop 32 (ext18: dev21): pasted records — minutes and receipts -------------------------------------------------
#: A pasted record's title line: minutes ("MINUTES — diary review") or a receipt, slip or invoice ("RECEIPT #0915").
_RECORD_TITLE = re.compile(r"^[ \t]*(?P<kind>MINUTES|RECEIPT|INVOICE|BILL|SLIP|TICKET|ORDER)\b(?P<rest>[^\n]*)$")
#: A record's body line: a line without a sentence's end (the prose after the record ends it).
_RECORD_LINE = re.compile(r"^[ \t]*\S[^\n]*?(?<![.!?])[ \t]*$")
_RECORD_FIELD = re.compile(r"^[ \t]*(?P<label>[A-Za-z][\w '-]{0,24}?)[ \t]*:[ \t]*(?P<value>\S[^\n]*?)[ \t]*$")
#: The party a record names ("Customer: me", "Present: me (chair)", "Present: me, the doctor"): the user, alone or
#: first among those present.
_SELF_PARTY = re.compile(r"(?i)^(?:me|myself|yours truly)\b(?:\s*\([^)]*\))?(?:\s*,[^\n]*)?$")
#: A record that does not stand: voided, refunded, a sample, a dream.
_VOID_RECORD = re.compile(r"(?i)\b(?:void(?:ed)?|refunded|cancell?ed|sample|specimen|example|template|draft|if i|"
                          r"hypothetical)\b")
_RECORD_ITEM = re.compile(r"(?i)^[ \t]*(?:item|point|motion|resolution)\s*\d+\s*[:.)—–-]\s*(?P<what>\S[^\n]*?)[ \t]*$")
_RECORD_QUANTITY = re.compile(r"^[ \t]*\d{1,3}\s*[x×]\s+(?P<what>\S[^\n]*?)[ \t]*$")
_RECORD_TOTAL = re.compile(r"(?i)^[ \t]*(?:sub)?total\b")
#: A minutes' fields besides its items: who attended, any other business, the item's owner or follow-up; they file the
#: items, they state nothing of their own — but a due date belongs to the item before it.
_MINUTES_DUE = re.compile(r"(?i)^(?:due|deadline|by)$")


def records(text: str) -> str:
    """A pasted record — minutes of a meeting ("MINUTES — …", "Present: …", "Item 1: …", "AOB: …") or a receipt or
    slip ("RECEIPT #nnnn", a party line "Customer: me", item lines "1 x …", "TOTAL …") — read as a reader of the record
    would: the party line says whose it is (the user present, or the customer: theirs; anyone else's, or a void,
    sample or dreamed one, goes whole); minutes state their items ("Item 2: No meetings before noon" → "No meetings
    before noon.", a due date joined to its item) and nothing else; a receipt states its item lines (the quantity read
    past) and labelled fields, not its number, party line, total or a bare status word ("Deposit paid"). The body
    ends at the first line that ends a sentence: the prose after the record is read as written. Text with no such
    record is unchanged."""
    if not re.search(r"(?m)^[ \t]*(?:MINUTES|RECEIPT|INVOICE|BILL|SLIP|TICKET|ORDER)\b", text):
        return text
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        title = _RECORD_TITLE.match(lines[i])
        if not title or (title["kind"] != "MINUTES" and not re.match(r"[ \t]*(?:#|no\.?\s*\d|\d)", title["rest"], re.I)) \
                or (title["kind"] == "MINUTES" and not re.match(r"[ \t]*[—–:-]", title["rest"])):
            out.append(lines[i])
            i += 1
            continue
        j = i + 1
        while j < len(lines) and _RECORD_LINE.match(lines[j]):
            j += 1
        body = lines[i + 1:j]
        party = next((f for f in map(_RECORD_FIELD.match, body[:1]) if f), None)
        if party is None or not _SELF_PARTY.match(party["value"]) or _VOID_RECORD.search(title["rest"]):
            i = j  # someone else's record, or one that does not stand: the title and body go, the prose stays
            continue
        said: list[str] = []
        for line in body[1:]:
            item, field = _RECORD_ITEM.match(line), _RECORD_FIELD.match(line)
            if _RECORD_TOTAL.match(line):
                continue
            if title["kind"] == "MINUTES":
                if item:
                    said.append(item["what"].rstrip(" .,"))
                elif field and _MINUTES_DUE.match(field["label"].strip()) and said:
                    said[-1] += f", due {re.sub(r'(?i)^by ', 'by ', field['value'])}"
                continue
            quantity = _RECORD_QUANTITY.match(line)
            if quantity:
                said.append(quantity["what"].rstrip(" .,"))
            elif field or item or re.search(r"\d", line) or len(line.split()) > 3:
                said.append((item["what"] if item else line.strip()).rstrip(" .,"))
        out.extend(f"{s}." for s in said)
        i = j
    return "\n".join(out)


#: A situation report: "SITREP — <title>", then capitalised fields ("BLUF: …", "SITUATION: …", "NLT: Friday"), and
#: "End SITREP".
_SITREP_TITLE = re.compile(r"^[ \t]*SITREP\b[^\n]*$")
_SITREP_FIELD = re.compile(r"^[ \t]*(?P<label>[A-Z]{2,12})[ \t]*:[ \t]*(?P<value>\S[^\n]*?)[ \t.]*$")
_SITREP_END = re.compile(r"^[ \t]*End(?: of)? SITREP\b[^\n]*$", re.I)


def sitreps(text: str) -> str:
    """A situation report read as its reader would (unless the line before frames it as a source's, someone else's or
    taken back, :func:`memgraph_py.extract_layouts.whose`): the bottom line up front ("BLUF: X") is the statement, the
    situation under it its detail ("BLUF: dentist on file." / "SITUATION: Dr. Shah, current." → "dentist on file: Dr.
    Shah, current."), "NLT: Friday" (no later than) its deadline; the title line, an action line and "End SITREP"
    state nothing. Text with no "SITREP" title line is unchanged."""
    if not re.search(r"(?m)^[ \t]*SITREP\b", text):
        return text
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        if not _SITREP_TITLE.match(lines[i]):
            out.append(lines[i])
            i += 1
            continue
        j, said = i + 1, ""
        frame = out[-1] if out and out[-1].rstrip().endswith(":") else ""
        while j < len(lines) and (f := _SITREP_FIELD.match(lines[j])):
            label, value = f["label"], f["value"].rstrip(" .")
            if label == "BLUF":
                said = value
            elif label in ("SITUATION", "DETAIL", "DETAILS") and said:
                said = f"{said}: {value}"
            elif label in ("NLT", "DUE", "BY") and said:
                said = f"{said}, by {value}"
            j += 1
        end = j + 1 if j < len(lines) and _SITREP_END.match(lines[j]) else j
        # a report the line before frames as a source's or taken back ("Unit regulations:", "Disregard the last SITREP:")
        if said and whose(frame, lines[end] if end < len(lines) else "") != "other":
            out.append(f"{said}.")
        i = end
    return "\n".join(out)


def layouts(text: str) -> str:
    """The layouts that say whose words a line is and what it states, read before the clauses are cut: an e-mail's
    quoted history (:func:`reply_history`), a screenplay's speaker tags (:func:`screenplay`), labelled cards
    (:func:`cards`), CSV rows under a header (:func:`csv_rows`), a proof's "Let x = … Then x = …" binding (the
    statement it proves), a bullet journal's done items, boxed board cards (:func:`boxed_cards`), a telegram's
    "STOP"s (:func:`telegrams`), a role-player's in- and out-of-character words (:func:`table_talk`), a thread's or
    a letter's frame (:func:`frames`), pasted minutes and receipts (:func:`records`) and situation reports
    (:func:`sitreps`); before them, pasted transcripts, definition lists, LaTeX lists and XML exports by the frame
    that says whose they are (:func:`memgraph_py.extract_layouts.pasted`)."""
    text = pasted(text)
    text = _BINDING.sub(lambda m: f"{m['what']} is {m['value']}.", text)
    text = _TASK_BOUND.sub(lambda m: f"I need to {m['task']} by {m['when']}.", text)
    text = _BUJO_DONE.sub("", text)
    return csv_rows(cards(boxed_cards(records(sitreps(telegrams(frames(table_talk(screenplay(reply_history(text))))))))))
