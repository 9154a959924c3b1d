"""Drive `memlineage mcp` the way a desktop client does: spawn it over stdio and call its tools (run `make demo`
first, or set MEMLINEAGE_* to your servers).

    .venv/bin/python examples/mcp_agent.py
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

from mcp import Client, StdioServerParameters

SERVER = StdioServerParameters(command=str(Path(sys.executable).with_name("memlineage")),
                               args=["mcp", "--namespace", "example-mcp", "--by", "example-agent"],
                               env={k: v for k, v in os.environ.items() if k.startswith("MEMLINEAGE_")})


async def main() -> None:
    async with Client(SERVER, read_timeout_seconds=120) as client:
        async def call(tool: str, **arguments: object) -> dict:
            result = await client.call_tool(tool, arguments)
            if result.is_error:
                raise RuntimeError(result.content[0].text)
            return json.loads(result.content[0].text)

        print("tools:", ", ".join(t.name for t in (await client.list_tools()).tools))
        asked = (await call("remember", content="Find me a quiet hotel in Porto", kind="user_input"))["memory"]
        fact = (await call("remember", content="Hotel Ribeira: quiet rooms, 95 EUR", kind="tool_result",
                           parents=[asked["id"]]))["memory"]
        advice = (await call("remember", content="Book Hotel Ribeira", kind="llm_output", parents=[fact["id"]]))["memory"]
        for hit in (await call("recall", query="quiet hotel Porto", k=2))["results"]:
            print(f"recall {hit['score']:.2f} {hit['memory']['content']} — {hit['reason']}")
        print("impact of the tool result:", (await call("impact", cell_id=fact["id"]))["total"], "memory")
        fixed = await call("correct", cell_id=fact["id"], content="Hotel Ribeira: noisy street side, 95 EUR",
                           reason="reviews say the street is loud")
        print("after the correction the advice is", (await call("get", cell_id=advice["id"]))["memory"]["status"])
        print("trace of the correction:", [a["content"] for a in (await call("trace", cell_id=fixed["memory"]["id"]))["ancestors"]])


asyncio.run(main())
