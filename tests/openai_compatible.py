"""A local OpenAI-compatible endpoint for the tests: the remote model service stood in for, over real HTTP.

The project's LLM options (judge, extractor, entity extractor, query expander, summarizer) talk to any
OpenAI-compatible base URL through the ``openai`` package; the tests point them at this server instead of a
remote one, so the package's real client, retries and parsing run and only the model's answers are scripted.
One home for it: the ``chat_server`` fixture (tests/conftest.py) starts one per test.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

#: A scripted answer: the assistant message's text (status 200), or (HTTP status, error message).
Reply = str | tuple[int, str]


class ChatCompletionsServer:
    """``POST /v1/chat/completions`` answered the way the OpenAI API does (``choices[0].message.content``).

    Answers come from ``replies`` in order, then from ``answer(body)`` when the queue is empty (a test that must
    see the request to answer, or one that makes every request fail). ``requests`` keeps each request as
    ``{"path", "body", "auth"}`` (``auth``: the Authorization header).
    """

    def __init__(self) -> None:
        self.replies: list[Reply] = []
        self.answer: Callable[[dict[str, Any]], Reply] | None = None
        self.requests: list[dict[str, Any]] = []
        self._http = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._http.serve_forever, kwargs={"poll_interval": 0.05},
                                        daemon=True)

    @property
    def url(self) -> str:
        """The base URL to give a client (``…/v1``)."""
        return f"http://127.0.0.1:{self._http.server_address[1]}/v1"

    def start(self) -> ChatCompletionsServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._http.shutdown()
        self._http.server_close()

    def _next(self, body: dict[str, Any]) -> Reply:
        if self.replies:
            return self.replies.pop(0)
        if self.answer is not None:
            return self.answer(body)
        raise AssertionError(f"the test scripted no answer for request {len(self.requests)}")

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 — http.server's name
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
                reply = server._next(body)
                status, content = reply if isinstance(reply, tuple) else (200, reply)
                if status != 200:
                    payload: dict[str, Any] = {"error": {"message": content, "type": "server_error", "code": None}}
                else:
                    payload = {"id": "chatcmpl-1", "object": "chat.completion", "created": 0, "model": body["model"],
                               "choices": [{"index": 0, "finish_reason": "stop", "logprobs": None,
                                            "message": {"role": "assistant", "content": content, "refusal": None}}],
                               "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20}}
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: object) -> None:
                pass

        return Handler
