"""``memlineage browser …``: print Neo4j Browser deep links to MemLineage's styled views (docs/browser.md).

Each command prints a URL that opens Browser with ``:params {...}`` and the view in the editor; after
logging in, run it (Ctrl+Enter). On the local server the style and the ``:guide memlineage`` load by
themselves. Nothing is read from or written to the database here: ids are not checked until the view runs.
"""

from __future__ import annotations

from typing import Optional

import typer

from .cli import NamespaceOpt, _fail_cleanly, _settings, app, console
from .errors import ConfigurationError

browser_app = typer.Typer(help="Neo4j Browser deep links: trace, impact, history, reach, usage, conflicts.",
                          no_args_is_help=True)
app.add_typer(browser_app, name="browser")

UrlOpt = typer.Option(None, "--url", help="Neo4j Browser URL (default: the local server's, from `memlineage server start`)")


def _browser_url(url: str | None) -> str:
    found = url or _settings().local_servers().get("browser_url")
    if not found:
        raise ConfigurationError("no Neo4j Browser URL: start the local servers (`memlineage server start`) "
                                 "or pass --url http://HOST:7474/browser/")
    return found


def _print_link(view: str, namespace: str | None, url: str | None, **ids: str) -> None:
    from .browser import deep_link

    ns = _settings(namespace).namespace
    link = deep_link(_browser_url(url), view, ns, **ids)
    console.print(f"[bold]{view}[/] view of namespace {ns} (log in, then run the editor's two statements):")
    console.print(link, soft_wrap=True, highlight=False, markup=False)


@browser_app.command("trace")
@_fail_cleanly
def browser_trace(cell_id: str = typer.Argument(..., help="id of the memory"),
                  namespace: Optional[str] = NamespaceOpt, url: Optional[str] = UrlOpt) -> None:
    """Where a memory comes from, drawn back to its roots."""
    _print_link("trace", namespace, url, id=cell_id)


@browser_app.command("impact")
@_fail_cleanly
def browser_impact(cell_id: str = typer.Argument(..., help="id of the memory"),
                   namespace: Optional[str] = NamespaceOpt, url: Optional[str] = UrlOpt) -> None:
    """Blast radius: the memory and everything derived from it (what invalidating it would contaminate)."""
    _print_link("impact", namespace, url, id=cell_id)


@browser_app.command("history")
@_fail_cleanly
def browser_history(cell_id: str = typer.Argument(..., help="id of the memory"),
                    namespace: Optional[str] = NamespaceOpt, url: Optional[str] = UrlOpt) -> None:
    """Who invalidated what and why: the memory's lineage with the invalidations that hit it or an ancestor."""
    _print_link("history", namespace, url, id=cell_id)


@browser_app.command("reach")
@_fail_cleanly
def browser_reach(invalidation_id: str = typer.Argument(..., help="id returned by invalidate"),
                  namespace: Optional[str] = NamespaceOpt, url: Optional[str] = UrlOpt) -> None:
    """What an invalidation reached."""
    _print_link("reach", namespace, url, invalidation=invalidation_id)


@browser_app.command("usage")
@_fail_cleanly
def browser_usage(cell_id: str = typer.Argument(..., help="id of the memory"),
                  namespace: Optional[str] = NamespaceOpt, url: Optional[str] = UrlOpt) -> None:
    """How a memory was used: the recalls that returned it, with their ranks."""
    _print_link("usage", namespace, url, id=cell_id)


@browser_app.command("conflicts")
@_fail_cleanly
def browser_conflicts(namespace: Optional[str] = NamespaceOpt, url: Optional[str] = UrlOpt) -> None:
    """The open review queue: conflicts with the memories they concern."""
    _print_link("conflicts", namespace, url)
