"""Layout lines read as "key: value" (stop 42, issue 18): a line copied from a card, a sheet or an app keeps its
separator, and the extractor's rules read a key and its value after a colon.

Why (docs/first_contact_replay.md, stop 42): on the newest first contacts a large group of real memories left unread
is a key/value line in a layout no rule was written for — a printed card's dot leaders (``sister ............ Ines``:
read as "Sister ............" and the value lost), an app's settings path (``Profile › Personal › Likes › Window
seats``). What such layouts share is a key and a value on one line with something other than ": " between them.
``unmarked(text, reads)`` reads such a line as the key, a colon and the value:

* a dot leader (four dots or more, two "…" or more, three middle dots or more) between a key of one to six words
  (not opening with a digit) and a value on the same line;
* a key set in inline emphasis markup at the line's start, the value after it — BBCode ``[b]sister:[/b] Ines``,
  ``[color=navy]Likes:[/color] …``, HTML ``<b>sister:</b> Ines``, Markdown ``**sister:** Ines`` (not strike-through:
  struck out is withdrawn, and the extractor reads it so);
* a breadcrumb path (two "›" or "»" or more on a line): the node before the leaf, a colon, the leaf ("Likes: Window
  seats") — unless a node before the leaf names someone else (kin, a partner, a colleague, a client, "Ana's" …:
  "Contacts › Mum › Birthday › 12/05" is hers);
* with ``fields`` (stop 42, ext42): a note app's field line — Obsidian Dataview's inline field or Logseq's property,
  ``likes:: dark mode``, bracketed ``[likes:: dark mode]`` or as a list item — read as "Likes: dark mode." (the key
  capitalised, a full stop added: the rules read a lower-case key line as nothing);

and only where the layout is the user's own and the line is not read already:

* its paragraph (up to a blank line) says so: a line of it outside the layout speaks in the first person (I, me, my,
  mine …: "The card on my fridge lists it:", "Straight from my calendar:"); a timetable "Pinned up at the club:", a
  tide table or a recipe site's path with no first person is someone else's layout and is left alone; and no line of
  it outside the layout frames it as past or unreal ("My old card, from when I lived in Leeds:", "If I ever made a
  card:", "a sample profile": old, used to, was, ago, former, if, imagine, would, example, test …), nor as someone
  else's (stop 42, ext42: a third person or a thing of kin, a bond or a role, "My sister's vault, she showed me:");
* given ``reads`` (the extractor: a text -> the contents of the memories it reads in it alone), the line as it is
  gives no memory holding its value ("Prefers ..... hiking trails" already reads "Hiking trails.": left alone), and the
  line read as key and value does (else left alone: "What ........ flight to Rome" would read as a question).

``owned_pages(text)`` is a second, separate reading: a line that frames the lines under it (it ends with ":") and
names them as a thing of the user's *on* or *in* a site — "From my own profile on the forum:", "My signature on the
narrowboat forum, copied straight out of the editor:" — says where the user's own page lives, not that the text is
someone else's; the place ("on the forum") is dropped from that line, so a check that reads "on the forum" as another
author's text ("a tip I found on the forum:") does not set the user's own lines aside. A line that takes the text
*from* or *off* a site ("my notes from the forum:"), or says "not mine", is left as it is.

Tried and dropped: inline markup (BBCode ``[b]…[/b]``, HTML, Markdown bold) stripped everywhere before reading, with
no judgement. The extractor reads most ``[b]key:[/b] value`` lines already, and without the markup a key opening with a
question word ("What I go for: window seats") read as a question and someone's poll line as a preference (in-sample
dev37: preference P 0.93 -> 0.87); hence the marked key is read only as the other layouts are, judged.

Everything else is unchanged. No import from the package: ``tools/first_contact_replay.py`` loads this file by path to
apply the same reading at commits that predate it (a labelled measurement).
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: key, a dot leader, value: the whole line
_LEADER = re.compile(r"^(?P<indent>[ \t]*)(?P<key>[^\W\d_][^.:\n…·]{0,60}?)[ \t]*(?:\.{4,}|…{2,}|·{3,}|(?:\. ){3,}\.?)"
                     r"[ \t]*(?P<value>[^.\s…·].*?)\s*$")
#: a key set in inline emphasis markup at the line's start, its value after it: BBCode "[b]sister:[/b] Ines", HTML
#: "<b>sister:</b> Ines", Markdown "**sister:** Ines" (not strike-through: struck out is withdrawn)
_MARKED_KEY = [re.compile(r"(?i)^(?P<indent>[ \t]*)\[(?P<tag>b|i|u|color|colour|size|font)(?:=[^\]\n]{0,30})?\]"
                          r"(?P<key>[^\W\d_][^\[\]\n:]{0,60}?):?\[/(?P=tag)\]:?[ \t]*(?P<value>[^\s:].*?)\s*$"),
               re.compile(r"(?i)^(?P<indent>[ \t]*)<(?P<tag>b|strong|i|em|u|span|font)(?:\s[^<>\n]{0,80})?>"
                          r"(?P<key>[^\W\d_][^<>\n:]{0,60}?):?</(?P=tag)>:?[ \t]*(?P<value>[^\s:<].*?)\s*$"),
               re.compile(r"^(?P<indent>[ \t]*)(?P<tag>\*\*)(?P<key>[^\W\d_][^*_\n:]{0,60}?):?(?P=tag):?[ \t]*"
                          r"(?P<value>[^\s:*_].*?)\s*$")]
#: a field line of a note app: Obsidian Dataview's inline field and Logseq's property, "key:: value" (the whole line,
#: or bracketed "[key:: value]"); the key of one to six words
_FIELD = re.compile(r"^(?P<indent>[ \t]*)(?:[-*][ \t]+)?\[?(?P<key>[^\W\d_][\w -]{0,40}?)[ \t]*::[ \t]*"
                    r"(?P<value>[^\s:\]].*?)\]?\s*$")
#: a breadcrumb separator
_CRUMB = re.compile(r"[ \t]+[›»][ \t]+")
#: someone else named by kin, bond or role: a path through their entry is theirs
_SOMEONE_ELSE = re.compile(r"(?i)^(?:my )?(?:mum|mom|mother|dad|father|parents?|sister|brother|son|daughter|kids?|child|"
                           r"children|wife|husband|partner|girlfriend|boyfriend|spouse|grand\w+|aunt|uncle|cousin|niece|"
                           r"nephew|friends?|colleagues?|boss|neighbou?rs?|clients?|customers?|patients?|guests?|"
                           r"contacts?|family|team|others?|shared(?: with .*)?)$|^[A-Z][\w-]*['’]s?$")
#: a past or unreal frame: "My old card, from when I lived in Leeds:", "If I ever made a card:", "a sample profile"
_PAST_OR_UNREAL = re.compile(r"(?i)(?<![\w'’])(?:old|used to|was|were|had|ago|former(?:ly)?|previous(?:ly)?|back (?:when|then)|"
                             r"from when|no longer|any ?more|gone|if|imagine|would|suppose|pretend|example|sample|test|"
                             r"fake|dummy|someday|one day|wish)(?![\w'’])")
#: someone else's thing named around a layout: a third person, or a thing of kin, a bond or a role ("My sister's card,
#: she showed me:"; stop 42, ext42)
_SOMEONE_ELSES = re.compile(r"(?i)(?<![\w'’])(?:he|she|his|her|hers|they|their|theirs)(?![\w'’])|(?<![\w'’])(?:mum|mom|"
                            r"mother|dad|father|parents?|sister|brother|son|daughter|kids?|child|children|wife|husband|"
                            r"partner|girlfriend|boyfriend|spouse|grand\w+|aunt|uncle|cousin|niece|nephew|friends?|"
                            r"colleagues?|boss|neighbou?rs?|clients?|customers?|patients?|guests?|flatmates?|roommates?)"
                            r"['’]s?(?![\w'’])")
#: the speaker's own word
_FIRST_PERSON = re.compile(r"(?i)(?<![\w'’])(?:i|i['’](?:m|ve|d|ll)|me|my|mine|myself)(?![\w'’])")


def _key_value(line: str, fields: bool = False) -> tuple[str, str] | None:
    """(the line read as "key: value", its value), or None when it is no dot-leader or breadcrumb line (nor, with
    ``fields``, a note app's "key:: value" field line, read as "Key: value." with its key capitalised)."""
    if fields and (m := _FIELD.match(line)) and len(m["key"].split()) <= 6:
        value = m["value"].rstrip()
        key = m["key"].strip()
        return f"{m['indent']}{key[:1].upper()}{key[1:]}: {value}{'' if value.endswith(('.', '!', '?')) else '.'}", value
    for pattern in (_LEADER, *_MARKED_KEY):
        m = pattern.match(line)
        if m and len(m["key"].split()) <= 6:
            return f"{m['indent']}{m['key'].strip()}: {m['value']}", m["value"]
    if len(_CRUMB.findall(line)) >= 2:
        nodes = [n.strip() for n in _CRUMB.split(line)]
        if len(nodes) >= 3 and all(nodes) and all(len(n.split()) <= 6 for n in nodes) \
                and not any(_SOMEONE_ELSE.match(n) for n in nodes[:-1]):
            indent = line[:len(line) - len(line.lstrip())]
            return f"{indent}{nodes[-2]}: {nodes[-1]}", nodes[-1]
    return None


def _holds(memories: list[str], value: str) -> bool:
    return any(value.lower() in memory.lower() for memory in memories)


def unmarked(text: str, reads: Callable[[str], list[str]] | None = None, fields: bool = False) -> str:
    """``text`` with each dot-leader or breadcrumb line of the user's own layout read as "key: value" (see the module
    docstring); with ``fields``, a note app's "key:: value" field line too (stop 42, ext42); other text unchanged."""
    if not (re.search(r"\.{4}|…{2}|·{3}|(?:\. ){3}|\[/\w+\]|</\w+>|\*\*", text) or "›" in text or "»" in text
            or (fields and "::" in text)):
        return text
    out: list[str] = []
    for paragraph in re.split(r"(\n[ \t]*\n)", text):
        lines = paragraph.split("\n")
        read = [_key_value(line, fields) for line in lines]
        said_around = [line for line, kv in zip(lines, read) if kv is None]
        if not any(read) or not any(_FIRST_PERSON.search(line) for line in said_around) \
                or any(_PAST_OR_UNREAL.search(line) or _SOMEONE_ELSES.search(line) for line in said_around):
            out.append(paragraph)
            continue
        for i, kv in enumerate(read):
            if kv is None:
                continue
            said, value = kv
            if reads is not None and (_holds(reads(lines[i].strip()), value) or not _holds(reads(said.strip()), value)):
                continue
            lines[i] = said
        out.append("\n".join(lines))
    return "".join(out)


#: a site or a page: where text may be posted (the places ``extract_blocks._NOT_MINE`` reads as another's text)
_SITE = (r"(?:website|site|web ?page|docs|documentation|manual|readme|brochure|menu|internet|web|article|listing|ad|"
         r"advert|forum|tutorial|example|blog|board|app|server|group|wiki|platform)")
#: "my (own) <a thing: one to three words> on/in the <site>" in a framing line
_OWN_THING_ON = re.compile(rf"(?i)(?P<thing>\bmy (?:own )?(?:[\w-]+ ){{0,2}}[\w-]+)"
                           rf"(?P<place>,? (?:on|in) (?:the|a|an|this|that|our) (?:[\w-]+ )?{_SITE}\b)")
_NOT_MINE_SAID = re.compile(r"(?i)\bnot (?:mine|me|my own|ours)\b|\b(?:from|off) (?:the|a|an|their|this|that|some) ")


def owned_pages(text: str) -> str:
    """``text`` with the site dropped from a framing line that names the lines under it as the user's own thing on that
    site ("From my own profile on the forum:" -> "From my own profile:"); other lines unchanged."""
    if ":" not in text:
        return text
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line.rstrip().endswith(":") and not _NOT_MINE_SAID.search(line):
            lines[i] = _OWN_THING_ON.sub(lambda m: m["thing"], line)
    return "\n".join(lines)
