#!/usr/bin/env python3
"""Drives `charter mcp` through the official MCP Python SDK, as an agent's client would.

Usage: mcp-client.py CHARTER REPOSITORY < steps.json > results.json

Reads a JSON list of steps from standard input and prints one JSON result per step:
  {"list": true}                               -> {"tools": [{"name", "description", "inputSchema"}]}
  {"call": NAME, "arguments": {...}}           -> {"text": ..., "isError": bool}
                                                  or {"error": {"code": int, "message": str}}
  {"write": PATH, "content": TEXT}             -> {"written": PATH}  (between two calls)
  {"time": NAME, "arguments": {...}, "n": N}   -> {"median_ms": float, "max_ms": float}
The server is started once, in REPOSITORY, with `charter mcp --no-user-rules`.
"""
import asyncio
import json
import os
import statistics
import sys
import time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import McpError


async def run(charter, repository, steps):
    params = StdioServerParameters(command=charter, args=["mcp", "--no-user-rules"], cwd=repository)
    results = []
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            for step in steps:
                if "list" in step:
                    listed = await session.list_tools()
                    results.append({"tools": [
                        {"name": t.name, "description": t.description, "inputSchema": t.inputSchema}
                        for t in listed.tools]})
                elif "write" in step:
                    with open(os.path.join(repository, step["write"]), "w", encoding="utf-8") as f:
                        f.write(step["content"])
                    results.append({"written": step["write"]})
                elif "time" in step:
                    times = []
                    for _ in range(step.get("n", 20)):
                        start = time.perf_counter()
                        await session.call_tool(step["time"], step.get("arguments", {}))
                        times.append((time.perf_counter() - start) * 1000)
                    results.append({"median_ms": statistics.median(times), "max_ms": max(times)})
                else:
                    try:
                        result = await session.call_tool(step["call"], step.get("arguments", {}))
                        text = "".join(c.text for c in result.content if c.type == "text")
                        results.append({"text": text, "isError": bool(result.isError)})
                    except McpError as error:
                        results.append({"error": {"code": error.error.code, "message": error.error.message}})
    return results


def main():
    charter, repository = sys.argv[1], sys.argv[2]
    steps = json.load(sys.stdin)
    print(json.dumps(asyncio.run(run(charter, repository, steps)), indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
