"""Lines of a message export read as the message the user sent (stop 42, ext41, issue 18): a user who copies a text
out of a backup of their own phone pastes the export's line, not the text, and the text is in one of its attributes.

Why (docs/first_contact_replay.md, stop 42, ext41): at its first contact dev38 left 24 of its 31 unread memories (seeds
1 and 2) in lines of an SMS backup export (``<sms address="…" type="2" readable_date="…" body="my dog is Luna, save
it" contact_name="…" />``): the rules read no clause in a line of markup, so the user's own sent text was never read.
The shape is not one app's: phone backup apps write SMS as ``<sms … body="…" type="…"/>`` and MMS as ``<mms
msg_box="…"> … <part … text="…"/>``, other exports write a message element with its text as its content (``<message
from="me">…</message>``) or in a ``text``/``message``/``content`` attribute, and each says whose message it is in an
attribute: a box code (Android's ``type``/``msg_box``: 1 received, 2 sent, 3 draft, 4 outbox, 5 failed, 6 queued),
a direction (``direction="outgoing"``), a sender (``from="me"``), a flag (``is_from_me="1"``).

``sent_texts(text, reads)`` reads a line that is one whole message element as the message's text where

* the element says it is the user's own outgoing message: a box code of 2, 4, 5 or 6 (sent, outbox, failed, queued), a
  direction or box word (sent, outgoing, outbox), a sender that is the user (me, myself, self, owner), or a from-me
  flag; or it says nothing of direction and a line around it says the user sent or wrote it ("a text I sent:", "my
  own message:"). An element that says the message was received (1, incoming, inbox, a sender who is someone else,
  a from-me flag of 0) or is a draft (3, draft) is left as it is: someone else's words, or words never sent;
* its paragraph (up to a blank line) is the user's own: a line of it outside the elements speaks in the first person,
  none names the export as someone else's ("my sister's phone backup:", "not mine"), and none frames it as a joke or
  unreal or over (joke, joking, kidding, dreaming, not serious, pretend, hypothetical, imagine, example, sample, test,
  fake, never sent; no longer, not any more, not true, used to, changed my mind, outdated);
* given ``reads`` (the extractor: a text -> the contents of the memories it reads in it alone), the text alone reads
  a memory (else the line is left as it is: nothing is gained by reading it).

The text is XML-unescaped (``&apos;``, ``&quot;``, ``&amp;``). Everything else is unchanged: the text is then read by
the extractor as any sentence of the user's, so a sent text that is itself hypothetical, a question or about someone
else ("if I win the lottery …", "is he vegan?") is judged as such.

``chat_lines(text, own_names)`` (stop 42, the lead) reads a pasted chat log the same way by its lines' speakers: a line
with a timestamp and a speaker (WhatsApp's ``[14/01/2027, 16:09] Adama: …`` and ``14/01/2027, 16:09 - Adama: …``,
``[16:09] Name: …``, an IRC ``[16:09] <name> …``) is the user's own words when the speaker is "Me" (or the message's
author name) and is left out otherwise: before it, every reading took "[…] Adama: I'm allergic to cats" as the user's
constraint. No import from the package:
``tools/first_contact_replay.py`` loads this file by path to apply the same reading at commits that predate it.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

#: one whole element on a line: ``<tag attrs/>`` or ``<tag attrs>content</tag>``
_ELEMENT = re.compile(r"^(?P<indent>[ \t]*)<(?P<tag>[A-Za-z][\w:-]*)(?P<attrs>(?:\s+[\w:-]+\s*=\s*(?:\"[^\"\n]*\"|'[^'\n]*'))*)"
                      r"\s*(?:/>|>(?P<content>[^<>\n]*)</(?P=tag)\s*>)\s*$")
_OPEN = re.compile(r"^[ \t]*<(?P<tag>[A-Za-z][\w:-]*)(?P<attrs>(?:\s+[\w:-]+\s*=\s*(?:\"[^\"\n]*\"|'[^'\n]*'))*)\s*>\s*$")
_CLOSE = re.compile(r"^[ \t]*</(?P<tag>[A-Za-z][\w:-]*)\s*>\s*$")
_ATTR = re.compile(r"(?P<name>[\w:-]+)\s*=\s*(?:\"(?P<dq>[^\"\n]*)\"|'(?P<sq>[^'\n]*)')")
#: the attributes that hold a message's text, in order of preference
_TEXT_ATTRS = ("body", "text", "message", "msg", "content")
#: elements whose content is a message's text
_MESSAGE_TAGS = re.compile(r"(?i)^(?:sms|mms|message|msg|text|chat|im|post|reply|comment|tweet|status|part)$")
#: Android's message box codes (``type`` of an ``<sms>``, ``msg_box`` of an ``<mms>``): the user's own outgoing ones
_OWN_BOXES = {"2", "4", "5", "6"}  # sent, outbox, failed, queued; 1 received, 3 draft
_OTHER_BOXES = {"1", "3"}
_OWN_WORDS = re.compile(r"(?i)^(?:sent|outgoing|out|outbox|outbound)$")
_OTHER_WORDS = re.compile(r"(?i)^(?:received|incoming|in|inbox|inbound|drafts?|unsent)$")
_DIRECTION_ATTRS = ("direction", "dir", "folder", "box", "kind", "status")
_SENDER_ATTRS = ("from", "sender", "author", "sent_by", "speaker", "by")
_FROM_ME_FLAGS = ("is_from_me", "from_me", "fromme", "is_outgoing", "outgoing", "is_sent")
#: the speaker's own word
_FIRST_PERSON = re.compile(r"(?i)(?<![\w'’])(?:i|i['’](?:m|ve|d|ll)|me|my|mine|myself)(?![\w'’])")
#: a frame that says the user sent or wrote what follows
_SENT_BY_ME = re.compile(r"(?i)\b(?:i (?:sent|texted|wrote|typed|messaged)|my own (?:\w+ ){0,2}(?:texts?|messages?|sms|"
                         r"replies|reply|words))\b")
#: a frame that names the export as someone else's, or the text as not the user's
_NOT_MINE = re.compile(r"(?i)(?<![\w'’])(?!my\b)[\w-]+['’]s? (?:old |own )?(?:phone|mobile|cell|backup|export|texts?|messages?|"
                       r"sms|inbox|chats?)\b|\b(?:his|her|their) (?:old |own )?(?:phone|mobile|cell|backup|export|"
                       r"texts?|messages?|sms|inbox|chats?)\b|\bnot (?:mine|me|my own|ours)\b")
#: a frame that says the text was not meant: a joke, a dream, an example, never sent
_UNREAL = re.compile(r"(?i)(?<![\w'’])(?:jok(?:e|es|ed|ing)|kidding|dream(?:ing|t|ed)?|not serious|pretend(?:ing)?|"
                     r"hypothetical(?:ly)?|imagine|example|sample|test(?:ing)?|fake|dummy|draft|never sent|not sent|"
                     r"didn['’]t send|wasn['’]t sent|"
                     # a text whose state is over: "an old text, no longer true:", "I used to …", "changed my mind"
                     r"no longer|not (?:so |true |the case )?any ?more|(?:isn['’]t|is not|not) true|used to|"
                     r"changed my mind|out ?dated|out of date)(?![\w'’])")


def _attributes(attrs: str) -> dict[str, str]:
    return {m["name"].lower(): html.unescape(m["dq"] if m["dq"] is not None else m["sq"]) for m in _ATTR.finditer(attrs)}


def _direction(tag: str, attrs: dict[str, str]) -> bool | None:
    """True: the user's own outgoing message; False: received, someone else's or a draft; None: not said."""
    said: list[bool] = []
    for name in ("type", "msg_box") if tag.lower() in ("sms", "mms") else ("msg_box",):
        value = attrs.get(name, "").strip()
        if value in _OWN_BOXES:
            said.append(True)
        elif value in _OTHER_BOXES:
            said.append(False)
    for name in (*_DIRECTION_ATTRS, "type"):
        value = attrs.get(name, "").strip()
        if _OWN_WORDS.match(value):
            said.append(True)
        elif _OTHER_WORDS.match(value):
            said.append(False)
    for name in _SENDER_ATTRS:
        if name in attrs:
            said.append(bool(re.fullmatch(r"(?i)\s*(?:me|myself|self|owner|i|you \(me\))\s*", attrs[name])))
    for name in _FROM_ME_FLAGS:
        value = attrs.get(name, "").strip().lower()
        if value in ("1", "true", "yes"):
            said.append(True)
        elif value in ("0", "false", "no"):
            said.append(False)
    if not said:
        return None
    return all(said)


def _message_text(tag: str, attrs: dict[str, str], content: str | None) -> str | None:
    for name in _TEXT_ATTRS:
        value = attrs.get(name)
        if value is not None and value.strip() and value.strip().lower() != "null" and not value.lstrip().startswith("<"):
            return value.strip()
    if content is not None and content.strip() and _MESSAGE_TAGS.match(tag):
        return html.unescape(content).strip()
    return None


def _closed(said: str) -> str:
    """A whole message as a sentence: a full stop after it when it has no closing punctuation."""
    return said if re.search(r"[.!?…]['\"’”)]*$", said) else said + "."


def sent_texts(text: str, reads: Callable[[str], list[str]] | None = None) -> str:
    """``text`` with each line of a message export that is the user's own sent message read as that message's text
    (see the module docstring); other text unchanged."""
    if "<" not in text or "=" not in text and "</" not in text:
        return text
    out: list[str] = []
    for paragraph in re.split(r"(\n[ \t]*\n)", text):
        lines = paragraph.split("\n")
        found: dict[int, tuple[str, bool | None]] = {}  # line -> (its message text, whose)
        markup: set[int] = set()
        enclosing: list[bool | None] = []  # the direction of an open element around the line (an <mms> around parts)
        for i, line in enumerate(lines):
            element, opened, closed = _ELEMENT.match(line), _OPEN.match(line), _CLOSE.match(line)
            if element:
                markup.add(i)
                attrs = _attributes(element["attrs"])
                said = _message_text(element["tag"], attrs, element["content"])
                if said is not None:
                    whose = _direction(element["tag"], attrs)
                    found[i] = (said, whose if whose is not None else next(
                        (d for d in reversed(enclosing) if d is not None), None))
            elif opened:
                markup.add(i)
                enclosing.append(_direction(opened["tag"], _attributes(opened["attrs"])))
            elif closed:
                markup.add(i)
                if enclosing:
                    enclosing.pop()
        if not found:
            out.append(paragraph)
            continue
        around = [line for i, line in enumerate(lines) if i not in markup and line.strip()]
        if not any(_FIRST_PERSON.search(line) for line in around) or any(
                _NOT_MINE.search(line) or _UNREAL.search(line) for line in around):
            out.append(paragraph)
            continue
        sent_by_me = any(_SENT_BY_ME.search(line) for line in around)
        for i, (said, whose) in found.items():
            if whose is False or (whose is None and not sent_by_me):
                continue
            if reads is not None and not reads(said):
                continue
            indent = lines[i][:len(lines[i]) - len(lines[i].lstrip())]
            lines[i] = indent + _closed(said)  # a whole message
        out.append("\n".join(lines))
    return "".join(out)


# A chat log pasted into a message (stop 42, the lead): "[14/01/2027, 16:09] Adama: I'm allergic to cats" is Adama's
# statement, not the user's, yet every reading before this one took the line as the user's own words (ext41 found it;
# no set has such a line, so the first-contact replay can only show that nothing else changes).
#: a chat app's message line: WhatsApp on iOS ("[14/01/2027, 16:09] Name: …") and Android ("14/01/2027, 16:09 - Name:
#: …"), a bracketed time ("[16:09] Name: …", "[2027-01-14 16:09:03] Name: …") or an IRC log ("[16:09] <name> …")
_CLOCK = r"\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?"
_DAY = r"(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2})"
_CHAT_LINE = [re.compile(rf"^(?P<indent>[ \t]*)\[(?:{_DAY},?\s+)?{_CLOCK}\]\s*(?P<who>[^\s:<>\[\]][^:<>\[\]\n]{{0,39}}?):\s+"
                         r"(?P<said>\S.*?)\s*$"),
              re.compile(rf"^(?P<indent>[ \t]*){_DAY},?\s+{_CLOCK}\s+[-–]\s+(?P<who>[^\s:<>][^:<>\n]{{0,39}}?):\s+"
                         r"(?P<said>\S.*?)\s*$"),
              re.compile(rf"^(?P<indent>[ \t]*)\[?(?:{_DAY}\s+)?{_CLOCK}\]?\s+<[@+%~&]?(?P<who>[^<>\s]{{1,40}})>\s+"
                         r"(?P<said>\S.*?)\s*$")]
#: how a chat log names its owner: the user's own lines
_OWNER = re.compile(r"(?i)^(?:me|myself|i|self|owner)$")


def chat_lines(text: str, own_names: tuple[str, ...] = ()) -> str:
    """``text`` with each line of a pasted chat log (a timestamp and a speaker before the words) read by whose it is:
    a line of the user's own ("Me", "myself", or one of ``own_names``: the message's author name) as its words alone, a
    line of anyone else's left out (its words are theirs: "[14/01/2027, 16:09] Adama: I'm allergic to cats" says
    nothing about the user). Only a line with a timestamp counts: a bare "Note: …" or "Adama: …" is not a log line.
    Other lines unchanged."""
    if ":" not in text or not re.search(r"\d:\d\d", text):
        return text
    own = {name.strip().lower() for name in own_names if name and name.strip()}
    lines = text.split("\n")
    out: list[str] = []
    for line in lines:
        m = next((found for pattern in _CHAT_LINE if (found := pattern.match(line))), None)
        if m is None:
            out.append(line)
            continue
        who = m["who"].strip()
        if _OWNER.match(who) or who.lower() in own:
            out.append(m["indent"] + _closed(m["said"]))
        # someone else's line: left out (an empty line would split the paragraph, so nothing is kept in its place)
    return "\n".join(out)
