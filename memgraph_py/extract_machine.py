"""Machine text in a clause (stop 38, issue 18): a clause that is mostly shell prompts, command flags, file paths or
diff markers is a line of a terminal or a patch, not a statement about the user, so it is no fact.

Why (docs/first_contact_replay.md, stop 38): on the first contacts heldout22…heldout32, the fact false positives that
today's extractor still makes include terminal lines read as facts ("me@laptop:~$ tail -n 1 ~/journal.txt",
"grep -i berlin", "112  cat ~/moving/berlin-flat.txt") and, at older commits, diff headers ("--- a/me.md",
"+++ b/profile.txt"). The memory of such a message is in a line of words around it ("still true: I like Thai food"),
which this check does not touch.

Only *machine* tokens count: a shell prompt (``user@host:~$``, ``~/notes$``), a command flag (``-i``, ``--all``), a
file path (``~/x``, ``a/me.md``, ``notes/dates.txt``) or a diff marker (``+++``, ``---``, ``@@``). An e-mail address, a
web address, a number or an identifier ("E-44512", "X1234567", "bob@example.com") is not one, so "Email:
bob@example.com" or "My passport number is X1234567" stay facts.

No import from the package: ``tools/first_contact_replay.py`` loads this file by path to apply the same check at
commits that predate it (a labelled measurement).
"""

from __future__ import annotations

import re

__all__ = ["MACHINE_SHARE", "machine_tokens", "mostly_machine"]

#: A clause is "mostly machine" when at least this share of its tokens (numbers left out) are machine tokens.
MACHINE_SHARE = 1 / 3

_PROMPT = re.compile(r"\S*(?:@\S*:|:~)\S*[$#]|~[/\w.-]*[$#]")  # me@laptop:~$, me@host:~/notes$, ~$ (not a bare "#")
_FLAG = re.compile(r"--?[a-zA-Z][\w-]*")  # -i, -n, --all
_PATH = re.compile(r"~/\S*|(?:[\w.-]+/)+[\w.-]*\.[a-zA-Z]\w{0,4}|[ab]/[\w./-]+")  # ~/x, notes/dates.txt, a/me.md
_DIFF = re.compile(r"\+\+\+|---|@@|[+-]{1,3}")
_NUMBER = re.compile(r"[\d.,:/-]+")
_ASSIGNED = re.compile(r"[\w.-]+=\S+")  # sister=Ines: a setting that carries a value


def machine_tokens(clause: str) -> tuple[int, int]:
    """(machine tokens, tokens) of ``clause``, whitespace-split, quotes and end punctuation stripped, numbers left
    out of both counts."""
    machine = total = 0
    for raw in clause.split():
        token = raw.strip("\"'“”‘’()[]{},;!?").rstrip(".")
        if not token or _NUMBER.fullmatch(token):
            continue
        total += 1
        if "//" in token or re.fullmatch(r"[\w.+-]+@[\w-]+\.[\w.]+", token):
            continue  # a web or e-mail address is a value, not machine syntax
        if any(p.fullmatch(token) for p in (_PROMPT, _FLAG, _PATH, _DIFF)):
            machine += 1
    return machine, total


def mostly_machine(clause: str) -> bool:
    """Whether at least :data:`MACHINE_SHARE` of ``clause``'s tokens are machine tokens (see :func:`machine_tokens`)
    and none of them assigns a value (``--set "dog=Luna"`` in a crontab line carries the user's fact)."""
    if any(_ASSIGNED.fullmatch(raw.strip("\"'“”‘’()[]{},;!?").rstrip(".")) for raw in clause.split()):
        return False
    machine, total = machine_tokens(clause)
    return machine > 0 and machine >= MACHINE_SHARE * total
