"""MemLineage as a Model Context Protocol server (``memlineage mcp``), on the ``mcp`` package's 2.x ``MCPServer``.

Tools: ``remember``, ``ingest`` (raw conversation in, the memories worth keeping out, with what the write gate
kept, merged and dropped and why), ``recall`` (each result with its reason and score components), ``get`` (also as it
was believed at a time), ``trace``, ``impact``, ``history``, ``invalidate``, ``restore``, ``correct``,
``supersede``, ``relate``, ``relations``, ``versions``, ``conflicts``, ``resolve``, ``dismiss`` and
``feedback`` — the lineage, contamination and conflict tools other agent-memory MCP servers lack.

What the model cannot choose:

* the namespace — fixed by the operator (``--namespace``). Only when the operator names other namespaces
  (``--allow-namespace NS``, repeatable, or ``*`` for any) do the tools take a ``namespace`` argument, and
  a namespace outside that list is refused;
* who is recorded in the audit trail (``by``): the server's ``--by`` label (default ``mcp``);
* with ``--read-only``, nothing that writes is offered at all.

Transports: stdio (a desktop client starts the process) and streamable HTTP, which binds a loopback
address only and requires ``Authorization: Bearer <token>`` on every request (the token comes from
``MEMLINEAGE_MCP_TOKEN`` or a 0600 file, generated on first use: ``<home>/credentials/mcp-token``).

Needs the ``mcp`` extra: ``pip install 'memlineage[mcp]'``.
"""

from __future__ import annotations

import functools
import hmac
import inspect
import os
import secrets
from collections.abc import Awaitable, Callable, Iterable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import Field

from .._async.memory import AsyncMemory  # at run time: the tools' signatures name it
from ..config import Settings, validate_namespace
from ..embed import Embedder
from ..errors import ConfigurationError, InvalidInputError, MemLineageError
from ..timeexpr import parse_instant

if TYPE_CHECKING:
    from mcp.server.mcpserver import MCPServer

__all__ = ["NamespacePolicy", "check_loopback", "create_server", "http_app", "load_token", "serve_http", "serve_stdio"]

INSTALL_HINT = "pip install 'memlineage[mcp]'"
TOKEN_ENV = "MEMLINEAGE_MCP_TOKEN"
ANY_NAMESPACE = "*"
LOOPBACK = ("127.0.0.1", "localhost", "::1")

# the tools' argument types, with the descriptions a model reads in their schemas
CellId = Annotated[str, Field(description="id of a memory, as remember or recall returned it")]
Content = Annotated[str, Field(description="the memory's text")]
KindName = Annotated[str, Field(description="what produced it: user_input, tool_call, tool_result, llm_reasoning, "
                                            "llm_output, fact, preference, constraint, plan, summary or task")]
Messages = Annotated[str | list[dict[str, str]], Field(
    description="raw input: a text, or chat messages [{\"role\": \"user\"|\"assistant\"|\"tool\"|\"system\", "
                "\"content\": \"...\"}] (optionally \"at\": ISO 8601 time of the message)")]
Parents = Annotated[list[str] | None, Field(description="ids of the memories it was derived from (its lineage)")]
Focus = Annotated[list[str] | None, Field(description="ids of the memories of the current step: recall favours "
                                                      "what is near them in the lineage")]
AsOf = Annotated[str | None, Field(description="ISO 8601 time with a zone, e.g. 2026-11-30T15:00:00Z: answer as "
                                               "it was believed then")]
Reason = Annotated[str, Field(description="why (kept in the audit trail)")]
Namespace = Annotated[str | None, Field(description="namespace to act on (default: the server's own; only those "
                                                    "the operator allowed)")]


def _mcp() -> Any:
    """The ``mcp`` 2.x server package, or a clear ImportError naming the extra."""
    try:
        import mcp.server.mcpserver as mcpserver
    except ModuleNotFoundError as exc:
        raise ImportError(f"the MemLineage MCP server needs the 'mcp' package (2.x): {INSTALL_HINT}") from exc
    return mcpserver


class NamespacePolicy:
    """Which namespaces the tools may touch: the server's own, plus those the operator allowed."""

    def __init__(self, namespace: str, allowed: Iterable[str] = ()) -> None:
        self.namespace = validate_namespace(namespace)
        allowed = list(allowed)
        self.any = ANY_NAMESPACE in allowed
        self.allowed = frozenset([self.namespace, *(validate_namespace(n) for n in allowed if n != ANY_NAMESPACE)])

    @property
    def model_chooses(self) -> bool:
        """Whether the tools take a ``namespace`` argument at all."""
        return self.any or len(self.allowed) > 1

    def check(self, namespace: str | None) -> str:
        if namespace is None or namespace == self.namespace:
            return self.namespace
        if self.any or namespace in self.allowed:
            return validate_namespace(namespace)
        raise InvalidInputError(f"namespace {namespace!r} is not open to this MCP server; it serves "
                                f"{', '.join(sorted(self.allowed))}")


class _Clients:
    """One AsyncMemory per namespace, opened on first use in the server's event loop, closed by :meth:`close`."""

    def __init__(self, settings: Settings, embedder: Embedder | None) -> None:
        self.settings = settings
        self.embedder = embedder
        self._open: dict[str, AsyncMemory] = {}

    async def get(self, namespace: str) -> AsyncMemory:
        memory = self._open.get(namespace)
        if memory is None:
            if self.embedder is None:
                from ..embed import make_embedder

                self.embedder = make_embedder(self.settings)  # loaded once, shared by every namespace
            memory = AsyncMemory(namespace, settings=self.settings, embedder=self.embedder)
            self._open[namespace] = memory
        return memory

    async def close(self) -> None:
        clients, self._open = list(self._open.values()), {}
        for memory in clients:
            await memory.close()


# --- JSON-ready results --------------------------------------------------------------------------------
def _plain(value: Any) -> Any:
    from pydantic import BaseModel

    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if hasattr(value, "to_native"):  # neo4j temporal values in procedure rows
        value = value.to_native()
    return value.isoformat() if hasattr(value, "isoformat") else value


def _cell(cell: Any) -> dict[str, Any]:
    """A memory as a model needs it (no embedding internals, no usage counters)."""
    return {"id": cell.id, "kind": cell.kind.value, "status": cell.status.value, "content": cell.content,
            "confidence": cell.confidence, "importance": round(cell.importance, 4), "tags": list(cell.tags),
            "source": cell.source, "created_at": _plain(cell.created_at)}


def _instant(value: str | None) -> datetime | None:
    return None if value is None else parse_instant(value)


# --- the server -----------------------------------------------------------------------------------------
def create_server(settings: Settings | None = None, *, namespace: str | None = None, allow_namespaces: Iterable[str] = (),
                  by: str = "mcp", read_only: bool = False, embedder: Embedder | None = None) -> MCPServer:
    """An ``MCPServer`` whose tools act on ``namespace`` (default: the settings' namespace).

    ``allow_namespaces`` lets the model pick among more namespaces (``"*"``: any); ``by`` is recorded as the
    author of every change; ``read_only`` offers only the tools that write nothing. Connections open on the
    first tool call; :func:`serve_stdio` / :func:`serve_http` close them when the server stops (``server.clients``
    holds them for a caller that runs the server otherwise)."""
    mcpserver = _mcp()
    from mcp.types import ToolAnnotations

    settings = settings or Settings.from_env(namespace=namespace)
    policy = NamespacePolicy(namespace or settings.namespace, allow_namespaces)
    clients = _Clients(settings, embedder)
    who = by
    server = mcpserver.MCPServer(
        "memlineage",
        title="MemLineage",
        log_level="WARNING",  # stdio: stderr is the desktop client's log; a failed call is already its answer
        instructions=(
            "Lineage-guided long-term memory. Store what you learn with remember (name the memories it derives from "
            "in parents), find it with recall (each result says why), audit with trace/impact/history, and when a "
            "memory turns out wrong use correct (or invalidate): everything derived from it is excluded from recall "
            f"until restored. Namespace: {policy.namespace}."),
    )

    def tool(*, writes: bool, destructive: bool = False, idempotent: bool = False
             ) -> Callable[[Callable[..., Awaitable[Any]]], None]:
        def register(fn: Callable[..., Awaitable[Any]]) -> None:
            if writes and read_only:
                return

            @functools.wraps(fn)
            async def call(*args: Any, namespace: str | None = None, **kwargs: Any) -> Any:
                try:
                    memory = await clients.get(policy.check(namespace))
                    return await fn(memory, *args, **kwargs)
                except MemLineageError as exc:  # the model reads the error class and message, as the CLI prints them
                    raise mcpserver.exceptions.ToolError(f"{type(exc).__name__}: {' '.join(str(exc).split())}") from exc

            # the tool's schema: the function's own parameters minus the client, plus `namespace` only when allowed
            params = list(inspect.signature(fn, eval_str=True).parameters.values())[1:]
            if policy.model_chooses:
                params.append(inspect.Parameter("namespace", inspect.Parameter.KEYWORD_ONLY, default=None,
                                                annotation=Namespace))
            call.__signature__ = inspect.Signature(params, return_annotation=dict[str, Any])  # type: ignore[attr-defined]
            server.add_tool(call, name=fn.__name__, annotations=ToolAnnotations(
                read_only_hint=not writes, destructive_hint=destructive, idempotent_hint=idempotent or not writes,
                open_world_hint=False))

        return register

    # --- capture and recall ---------------------------------------------------------------------------
    @tool(writes=True)
    async def remember(memory: AsyncMemory, content: Content, kind: KindName = "fact", parents: Parents = None,
                       tags: list[str] | None = None, source: str | None = None, confidence: float = 1.0,
                       context: str | None = None) -> dict[str, Any]:
        """Store a memory. kind: user_input, tool_call, tool_result, llm_reasoning, llm_output, fact, preference,
        constraint, plan, summary or task. parents: ids of the memories it was derived from (its lineage), so
        that invalidating one of them later contaminates this one too. context: why/how it was produced."""
        cell = await memory.remember(content, kind, parents or [], context, tags=tags or (), source=source,
                                     confidence=confidence)
        return {"memory": _cell(cell)}

    @tool(writes=True)
    async def ingest(memory: AsyncMemory, messages: Messages, source: str | None = None, parents: Parents = None,
                     dry_run: bool = False) -> dict[str, Any]:
        """Hand over raw conversation (or tool output) and let memory decide what is worth keeping: preferences,
        constraints, facts, dated events and tasks are extracted, duplicates merged into what is stored, small talk
        dropped; each kept memory derives from one stored source holding the raw words. Returns what was kept,
        merged and dropped, and why. dry_run: decide without storing anything."""
        report = await memory.ingest(messages, source=source, parents=parents or [], dry_run=dry_run)

        def item(i: Any) -> dict[str, Any]:
            return {"class": i.cls, "content": i.content, "turn": i.turn, "reason": i.reason, "score": round(i.score, 3),
                    "memory_id": i.cell_id, "target": i.target, "tags": list(i.tags), "date": i.date}

        return {"source_id": report.source_id, "stored": report.stored, "dry_run": report.dry_run,
                "kept": [item(i) for i in report.kept], "merged": [item(i) for i in report.merged],
                "dropped": [item(i) for i in report.dropped], "conflicts": [_plain(c) for c in report.conflicts]}

    @tool(writes=False)
    async def recall(memory: AsyncMemory, query: str, k: int = 5, preset: str = "balanced",
                     focus: Focus = None, kinds: list[str] | None = None, task: str | None = None,
                     as_of: AsOf = None) -> dict[str, Any]:
        """Find the memories relevant to a query: similar meaning, shared keywords and the lineage around focus
        (ids of the memories of the current step), ranked with a reason and score components for each result.
        Invalidated, contaminated and superseded memories are left out. preset: balanced, lineage or semantic.
        as_of: ISO 8601 time, to answer what was believed then. Use the retrieval_id with feedback."""
        response = await memory.recall(query, k, focus=focus or [], preset=preset, kinds=kinds, task=task,
                                       as_of=_instant(as_of))
        return {"query": response.query, "preset": response.preset, "retrieval_id": response.retrieval_id,
                "results": [{"rank": r.rank, "score": round(r.score, 4), "reason": r.reason,
                             "components": {k_: round(v, 4) for k_, v in r.components.items()},
                             "routes": list(r.routes), "lineage_distance": r.distance, "memory": _cell(r.cell)}
                            for r in response]}

    @tool(writes=False)
    async def get(memory: AsyncMemory, cell_id: CellId, as_of: AsOf = None) -> dict[str, Any]:
        """One memory by id; with as_of (ISO 8601 time) its status as it was believed then."""
        return {"memory": _cell(await memory.get(cell_id, as_of=_instant(as_of)))}

    # --- audit --------------------------------------------------------------------------------------------
    @tool(writes=False)
    async def trace(memory: AsyncMemory, cell_id: CellId, max_depth: int | None = None) -> dict[str, Any]:
        """Provenance of a memory: everything it rests on back to the roots (user inputs, tool calls), with
        depths and the lineage edges (child id, parent id)."""
        found = await memory.trace(cell_id, max_depth)
        return {"memory": _cell(found.cell),
                "ancestors": [{"depth": e.depth, **_cell(e.cell)} for e in sorted(found.ancestors, key=lambda e: e.depth)],
                "edges": [list(e) for e in found.edges], "roots": [c.id for c in found.roots]}

    @tool(writes=False)
    async def impact(memory: AsyncMemory, cell_id: CellId) -> dict[str, Any]:
        """Dry run of invalidate: how many memories derive from this one, by depth and kind."""
        return _plain(await memory.impact(cell_id))

    @tool(writes=False)
    async def history(memory: AsyncMemory, cell_id: CellId) -> dict[str, Any]:
        """Every invalidation that targeted or reached a memory: who, when, why, and whether still active."""
        return {"invalidations": _plain(await memory.history(cell_id))}

    # --- contamination ---------------------------------------------------------------------------------
    @tool(writes=True, destructive=True)
    async def invalidate(memory: AsyncMemory, cell_id: CellId, reason: Reason) -> dict[str, Any]:
        """Mark a memory wrong: it and everything derived from it are excluded from recall until restored.
        Returns the invalidation id (for restore) and how many memories were contaminated."""
        return _plain(await memory.invalidate(cell_id, reason, by=who))

    @tool(writes=True)
    async def restore(memory: AsyncMemory, invalidation_id: str, reason: str | None = None) -> dict[str, Any]:
        """Undo an invalidation; each memory it reached is re-evaluated against other active invalidations."""
        return _plain(await memory.restore(invalidation_id, by=who, reason=reason))

    @tool(writes=True, destructive=True)
    async def correct(memory: AsyncMemory, cell_id: CellId, content: Content, reason: Reason) -> dict[str, Any]:
        """Replace a wrong memory by the right content in one step: the wrong one is superseded and invalidated
        (so what was derived from it is contaminated), the correction takes its place in the lineage."""
        new, invalidation = await memory.correct(cell_id, content, reason=reason, by=who)
        return {"memory": _cell(new), "invalidation": _plain(invalidation)}

    # --- traces: versions, relations, conflicts ------------------------------------------------------------
    @tool(writes=True)
    async def supersede(memory: AsyncMemory, cell_id: CellId, content: Content, reason: str = "") -> dict[str, Any]:
        """Record a newer version of a memory (a preference changed, a fact was updated); the old one is kept
        for audit but left out of recall. Not an error correction: use correct for that."""
        return {"memory": _cell(await memory.supersede(cell_id, content, reason=reason, by=who))}

    @tool(writes=False)
    async def versions(memory: AsyncMemory, cell_id: CellId) -> dict[str, Any]:
        """The version chain through a memory (SUPERSEDES), oldest first."""
        return {"versions": [{"offset": v.offset, "superseded_at": _plain(v.superseded_at), **_cell(v.cell)}
                             for v in await memory.versions(cell_id)]}

    @tool(writes=True, idempotent=True)
    async def relate(memory: AsyncMemory, a: str, b: str, type: str, strength: float = 0.5,
                     reason: str | None = None) -> dict[str, Any]:
        """Record how two memories relate: (a)-[type]->(b) with type SUPPORTS, CONTRADICTS or RELATED_TO and a
        strength in [0, 1]. Relating the same pair again updates it."""
        return {"relation": _plain(await memory.relate(a, b, type, strength=strength, by=who, reason=reason))}

    @tool(writes=False)
    async def relations(memory: AsyncMemory, cell_id: CellId, types: list[str] | None = None,
                        direction: str = "both") -> dict[str, Any]:
        """A memory's typed relations (SUPPORTS, CONTRADICTS, RELATED_TO, FOLLOWS, RESULT_OF), strongest first;
        direction: out, in or both."""
        found = await memory.relations(cell_id, types, direction)
        return {"relations": [{"type": r.type.value, "direction": r.direction, "strength": r.strength,
                               "reason": r.reason, "by": r.by, "memory": _cell(r.cell)} for r in found]}

    @tool(writes=False)
    async def conflicts(memory: AsyncMemory, status: str = "open") -> dict[str, Any]:
        """Contradictions between memories: the review queue (open), or resolved, dismissed, all."""
        return {"conflicts": _plain(await memory.conflicts(status))}

    @tool(writes=True, destructive=True)
    async def resolve(memory: AsyncMemory, conflict_id: str, keep: CellId, reason: Reason) -> dict[str, Any]:
        """Settle an open conflict: the memory `keep` wins and the other one is superseded."""
        return {"conflict": _plain(await memory.resolve(conflict_id, keep, reason=reason, by=who))}

    @tool(writes=True)
    async def dismiss(memory: AsyncMemory, conflict_id: str, reason: Reason) -> dict[str, Any]:
        """Close a conflict without a winner (the two memories were not in conflict after all)."""
        return {"conflict": _plain(await memory.dismiss(conflict_id, reason=reason, by=who))}

    @tool(writes=True, idempotent=True)
    async def feedback(memory: AsyncMemory, retrieval_id: str, cell_id: str, signal: float) -> dict[str, Any]:
        """Say whether a recalled memory helped: signal in [-1, 1] (1 helpful, -1 misleading). Feeds the
        ranking's usefulness and importance."""
        return _plain(await memory.feedback(retrieval_id, cell_id, signal, by=who))

    server.clients = clients  # type: ignore[attr-defined]
    server.namespace_policy = policy  # type: ignore[attr-defined]
    return server


# --- transports -------------------------------------------------------------------------------------------
async def serve_stdio(server: MCPServer) -> None:
    """Serve on stdin/stdout until the client closes them; then close the database connections."""
    try:
        await server.run_stdio_async()
    finally:
        await server.clients.close()  # type: ignore[attr-defined]


def load_token(settings: Settings, token_file: Path | None = None) -> tuple[str, Path | None]:
    """The HTTP transport's bearer token: ``MEMLINEAGE_MCP_TOKEN``, else the token file (default
    ``<home>/credentials/mcp-token``), created with a random token and mode 0600 when absent."""
    token = os.environ.get(TOKEN_ENV, "").strip()
    if token:
        if len(token) < 16:
            raise ConfigurationError(f"{TOKEN_ENV} must hold at least 16 characters")
        return token, None
    path = token_file or settings.home / "credentials" / "mcp-token"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            pass  # another server created it meanwhile: read theirs
        else:
            with os.fdopen(fd, "w") as out:
                out.write(secrets.token_urlsafe(32) + "\n")
    token = path.read_text().strip()
    if len(token) < 16:
        raise ConfigurationError(f"the MCP token in {path} must hold at least 16 characters")
    return token, path


class _BearerGate:
    """ASGI wrapper: every HTTP request needs ``Authorization: Bearer <token>`` (compared in constant time);
    anything else gets 401 before it reaches the MCP app. Lifespan events pass through."""

    def __init__(self, app: Any, token: str) -> None:
        self.app = app
        self._expected = f"Bearer {token}".encode()

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] in ("http", "websocket"):
            given = dict(scope.get("headers") or ()).get(b"authorization", b"")
            if not hmac.compare_digest(given, self._expected):
                body = b'{"error": "missing or wrong bearer token"}'
                await send({"type": "http.response.start", "status": 401, "headers": [
                    (b"content-type", b"application/json"), (b"www-authenticate", b'Bearer realm="memlineage"'),
                    (b"content-length", str(len(body)).encode())]})
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)


def check_loopback(host: str) -> str:
    """``host`` if it is a loopback address, else ConfigurationError. (On these three the ``mcp`` package also
    turns on its DNS-rebinding protection: only Host and Origin headers naming them are served.)"""
    if host not in LOOPBACK:
        raise ConfigurationError(f"the MCP HTTP transport binds a loopback address only ({', '.join(LOOPBACK)}), not "
                                 f"{host!r}; put a TLS-terminating proxy in front of it to serve other hosts")
    return host


def http_app(server: MCPServer, token: str, *, host: str = "127.0.0.1", path: str = "/mcp") -> Any:
    """The streamable HTTP ASGI app behind the bearer-token gate (mount it or give it to uvicorn)."""
    if len(token) < 16:
        raise ConfigurationError("the MCP bearer token must hold at least 16 characters")
    return _BearerGate(server.streamable_http_app(streamable_http_path=path, host=check_loopback(host)), token)


async def serve_http(server: MCPServer, token: str, *, host: str = "127.0.0.1", port: int = 8765,
                     path: str = "/mcp") -> None:
    """Serve streamable HTTP on ``http://host:port/path`` (loopback only, bearer token required) until stopped."""
    import uvicorn

    app = http_app(server, token, host=host, path=path)
    try:
        await uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="warning")).serve()
    finally:
        await server.clients.close()  # type: ignore[attr-defined]
