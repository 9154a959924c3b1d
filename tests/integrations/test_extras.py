"""An adapter whose framework is missing says which extra to install (checked in a fresh interpreter where
the framework's import is blocked, so the installed packages stay untouched)."""

from __future__ import annotations

import subprocess
import sys

import pytest

BLOCK = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name == {package!r} or name.startswith({package!r} + "."):
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
sys.meta_path.insert(0, Block())
try:
    import memgraph_py.integrations.{module}
except ImportError as exc:
    print(exc)
else:
    print("imported")
"""


@pytest.mark.parametrize(("module", "package", "extra"), [
    ("langchain", "langchain", "langchain"),
    ("openai_agents", "agents", "openai-agents"),
    ("openlineage", "openlineage", "openlineage"),
])
def test_a_missing_framework_names_its_extra(module: str, package: str, extra: str) -> None:
    out = subprocess.run([sys.executable, "-c", BLOCK.format(module=module, package=package)],
                         capture_output=True, text=True, timeout=120, check=True).stdout
    assert f"pip install 'memlineage[{extra}]'" in out


def test_the_core_client_imports_no_framework() -> None:
    code = ("import sys, memgraph_py, memgraph_py.cli; "
            "print(sorted(m for m in ('langchain', 'agents', 'openlineage') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert out.stdout.strip() == "[]"
