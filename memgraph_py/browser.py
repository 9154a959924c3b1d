"""Neo4j Browser deep links: URLs that open Browser with one of MemLineage's styled views in the editor.

The views are ``cypher/browser/browser_<view>.cypher`` (the same texts the ``:guide memlineage`` slides run with
``:params``; the memlineage-browser extension serves the guide and the style, see docs/browser.md). Each
view binds its parameters on one line, ``WITH $namespace AS namespace, $id AS id``; a link carries the view
with that line bound to Cypher string literals. Browser runs it when the user presses run; links never run
anything by themselves.
"""

from __future__ import annotations

import urllib.parse
from typing import Mapping

from .errors import ConfigurationError
from .queries import read, resource_dir

__all__ = ["VIEWS", "deep_link", "editor_text", "view"]

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
