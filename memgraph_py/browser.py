"""Neo4j Browser deep links: URLs that open Browser on one of MemLineage's styled views.

The views are ``cypher/browser/browser_<view>.cypher`` (the same texts the ``:guide memlineage`` slides run with
``:params``; the memlineage-browser extension serves the guide and the style, see docs/browser.md). Each
view binds its parameters on one line, ``WITH $namespace AS namespace, $id AS id``; a link carries the view
with that line bound to Cypher string literals.

Two kinds of link. For the local server, :func:`open_link` points at the extension's hand-off page with a
one-time login ticket (:func:`issue_ticket`): Browser opens signed in and draws the view by itself. For any
other server, :func:`deep_link` puts the view in Browser's editor; the user logs in and runs it.
"""

from __future__ import annotations

import os
import secrets
import time
import urllib.parse
from typing import TYPE_CHECKING, Mapping

from .errors import ConfigurationError
from .queries import read, resource_dir

if TYPE_CHECKING:
    from .config import Settings

__all__ = ["VIEWS", "deep_link", "editor_text", "issue_ticket", "open_link", "view"]

TICKET_LIFETIME_S = 12 * 3600

# view -> the parameters it needs besides $namespace
VIEWS: Mapping[str, tuple[str, ...]] = {
    "trace": ("id",),
    "impact": ("id",),
    "history": ("id",),
    "reach": ("invalidation",),
    "conflicts": (),
    "usage": ("id",),
}


def view(name: str) -> str:
    """The text of ``cypher/browser/browser_<name>.cypher``."""
    if name not in VIEWS:
        raise ConfigurationError(f"unknown Browser view {name!r}; one of {', '.join(VIEWS)}")
    return read(resource_dir("cypher") / "browser" / f"browser_{name}.cypher")


def _literal(value: str) -> str:
    return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"


def _parameter_line(text: str) -> int:
    """Index of the view's parameter line, ``WITH $namespace AS namespace[, $x AS x]``."""
    lines = text.splitlines()
    for index, line in enumerate(lines):
        if line.startswith("WITH $namespace AS namespace"):
            return index
    raise ConfigurationError("a Browser view must bind its parameters on a line `WITH $namespace AS namespace, ...`")


def editor_text(name: str, namespace: str, **ids: str) -> str:
    """The view with its parameter line bound to Cypher string literals: one statement, so Browser draws
    its graph straight away (a ``:params`` statement before it would make Browser show a multi-statement
    summary instead). Values are escaped; the rest of the view is the file's text."""
    needed = VIEWS.get(name)
    if needed is None:
        raise ConfigurationError(f"unknown Browser view {name!r}; one of {', '.join(VIEWS)}")
    missing = [key for key in needed if not ids.get(key)]
    if missing:
        raise ConfigurationError(f"the {name} view needs {', '.join(missing)}")
    params = {"namespace": namespace, **{key: ids[key] for key in needed}}
    for key, value in params.items():
        if "&" in value or "#" in value:  # Browser decodes the whole URL before it splits it at & and #
            raise ConfigurationError(f"{key} {value!r} cannot travel in a Browser link (it holds & or #)")
    lines = view(name).strip().splitlines()
    at = _parameter_line("\n".join(lines))
    bound = "WITH " + ", ".join(f"{_literal(value)} AS {key}" for key, value in params.items())
    if lines[at] != "WITH " + ", ".join(f"${key} AS {key}" for key in params):
        raise ConfigurationError(f"view {name}'s parameter line {lines[at]!r} does not bind {', '.join(params)}")
    lines[at] = bound
    return "\n".join(lines)


def deep_link(browser_url: str, name: str, namespace: str, **ids: str) -> str:
    """``<browser_url>?cmd=edit&arg=<view>``: Browser opens (after login) with the view in its editor."""
    base = browser_url if browser_url.endswith("/") else browser_url + "/"
    return base + "?" + urllib.parse.urlencode({"cmd": "edit", "arg": editor_text(name, namespace, **ids)},
                                               quote_via=urllib.parse.quote)


def issue_ticket(settings: "Settings", lifetime_s: int = TICKET_LIFETIME_S) -> str:
    """A one-time login ticket for the local server's Browser (redeemed by the memlineage-browser extension,
    ``HandOff.java``). The file, named by the ticket's SHA-256, holds what the 0600 password file already
    holds, in a 0700 directory of the same user; the extension deletes it when it is first redeemed."""
    import hashlib

    uri = settings.local_servers().get("neo4j_uri")
    if not uri:
        raise ConfigurationError("no local server: `memlineage server start` first, or pass --url for your own server")
    folder = settings.neo4j_home / "run" / "browser-tickets"
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    os.chmod(folder, 0o700)
    now = int(time.time())
    for old in folder.glob("*.ticket"):  # expired ones nobody redeemed
        try:
            if now - old.stat().st_mtime > lifetime_s:
                old.unlink()
        except OSError:
            pass
    ticket = secrets.token_urlsafe(32)
    body = (f"host={_properties_value(uri)}\nusername={_properties_value(settings.neo4j_user)}\n"
            f"password={_properties_value(settings.resolved_neo4j_password())}\nexpires={now + lifetime_s}\n")
    path = folder / f"{hashlib.sha256(ticket.encode()).hexdigest()}.ticket"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(body)
    return ticket


def _properties_value(value: str) -> str:
    """Escaped for java.util.Properties (backslash escapes; \\uXXXX for anything outside ASCII)."""
    out = []
    for ch in value:
        if ch in "\\:=#! " or ch in "\n\r\t":
            out.append({"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(ch, "\\" + ch))
        elif ord(ch) > 126 or ord(ch) < 32:
            out.append("".join(f"\\u{unit:04x}" for unit in _utf16(ch)))
        else:
            out.append(ch)
    return "".join(out)


def _utf16(ch: str) -> list[int]:
    data = ch.encode("utf-16-be")
    return [int.from_bytes(data[i:i + 2], "big") for i in range(0, len(data), 2)]


def open_link(browser_url: str, name: str, namespace: str, ticket: str | None = None, **ids: str) -> str:
    """``…/memlineage/open?view=NAME&namespace=…#ticket=…``: the extension's hand-off page signs Browser in
    with the ticket (kept in the fragment, so it is never sent in a request line) and has it draw the view
    as soon as it connects. Without a ticket, or once it is used, Browser asks for the password first."""
    editor_text(name, namespace, **ids)  # the same checks as a deep link: known view, ids present
    needed = VIEWS[name]
    base = browser_url.rstrip("/")
    if not base.endswith("/browser"):
        raise ConfigurationError(f"{browser_url!r} is not a Neo4j Browser URL (…/browser/)")
    query = urllib.parse.urlencode({"view": name, "namespace": namespace, **{key: ids[key] for key in needed}},
                                   quote_via=urllib.parse.quote)
    link = base[: -len("/browser")] + "/memlineage/open?" + query
    return link + (f"#ticket={ticket}" if ticket else "")
