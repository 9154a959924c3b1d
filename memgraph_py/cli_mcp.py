"""``memlineage mcp``: the MCP server (memgraph_py.integrations.mcp_server) from the shell."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from .cli import NamespaceOpt, _fail_cleanly, _settings, app, err_console


@app.command("mcp")
@_fail_cleanly
def mcp(
    transport: str = typer.Option("stdio", help="stdio (a desktop client starts this command) or http"),
    namespace: Optional[str] = NamespaceOpt,
    allow_namespace: Optional[list[str]] = typer.Option(
        None, "--allow-namespace", help="another namespace the model may choose (repeatable; '*': any); "
        "without it the tools have no namespace argument"),
    by: str = typer.Option("mcp", "--by", help="who the audit trail records for changes made through the server"),
    read_only: bool = typer.Option(False, "--read-only", help="offer only the tools that write nothing"),
    host: str = typer.Option("127.0.0.1", help="http: loopback address to bind"),
    port: int = typer.Option(8765, help="http: port"),
    token_file: Optional[Path] = typer.Option(
        None, help="http: bearer token file (default MEMLINEAGE_MCP_TOKEN, else <home>/credentials/mcp-token, "
        "created 0600)"),
) -> None:
    """Serve MemLineage to MCP clients: remember, recall with reasons, trace, impact, invalidate, restore,
    correct, versions, relations and conflicts, on one namespace fixed here."""
    import anyio

    from .integrations import mcp_server

    if transport not in ("stdio", "http"):
        raise typer.BadParameter(f"unknown transport {transport!r}: use stdio or http")
    settings = _settings(namespace)
    server = mcp_server.create_server(settings, allow_namespaces=allow_namespace or (), by=by, read_only=read_only)
    if transport == "stdio":  # stdout carries the protocol: anything for a person goes to stderr
        anyio.run(mcp_server.serve_stdio, server)
        return
    token, path = mcp_server.load_token(settings, token_file)
    mcp_server.check_loopback(host)  # refused before anything listens
    where = f"the token in {path}" if path else f"the token in ${mcp_server.TOKEN_ENV}"
    err_console.print(f"MemLineage MCP on http://{host}:{port}/mcp (namespace {settings.namespace}); "
                      f"send 'Authorization: Bearer' with {where}", highlight=False)
    anyio.run(lambda: mcp_server.serve_http(server, token, host=host, port=port))
