"""Hand-written asyncio client; memgraph_py/_sync is generated from it (tools/unasync.py)."""
