"""``memlineage browser …``: print Neo4j Browser deep links to MemLineage's styled views (docs/browser.md).

For the local server each command prints a link with a one-time login ticket: opened, Browser signs in
and draws the view by itself, styled, with the ``:guide memlineage`` beside it. With ``--url`` (your own
server) the link puts the view in Browser's editor; log in and run it (Ctrl+Enter). Nothing is read from or
written to the database here: ids are not checked until the view runs.
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


def _print_link(view: str, namespace: str | None, url: str | None, **ids: str) -> None:
    from .browser import deep_link, issue_ticket, open_link

    settings = _settings(namespace)
    ns = settings.namespace
    local = settings.local_servers().get("browser_url")
    if url is None and local:
        link = open_link(local, view, ns, issue_ticket(settings), **ids)
        console.print(f"[bold]{view}[/] view of namespace {ns} (opens signed in and drawn; the link works once):")
    elif url:
        link = deep_link(url, view, ns, **ids)
        console.print(f"[bold]{view}[/] view of namespace {ns} (log in, then run the editor with Ctrl+Enter):")
    else:
        raise ConfigurationError("no Neo4j Browser URL: start the local servers (`memlineage server start`) "
                                 "or pass --url http://HOST:7474/browser/")
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
