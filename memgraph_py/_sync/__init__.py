# Generated from memgraph_py/_async/__init__.py by tools/unasync.py: do not edit. Change the source, then `make generate`.
"""The synchronous twin of :mod:`memgraph_py._async.__init__`, generated: read that module for the documentation."""
