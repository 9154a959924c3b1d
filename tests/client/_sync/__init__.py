# Generated from tests/client/_async/__init__.py by tools/unasync.py: do not edit. Change the source, then `make generate`.
"""The synchronous twin of :mod:`tests.client._async.__init__`, generated: read that module for the documentation."""
