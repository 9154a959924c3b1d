"""Checks of what the local Neo4j needs; standard library only, so `make` can run it before a venv.

Run as ``python3 -m memgraph_py.local.prereqs`` (exit status 2 with one clear message on failure).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

SUPPORTED_JAVA = (17, 21)  # Neo4j 5.26 LTS runs on Java 17 and 21


class MissingPrerequisite(Exception):
    """Raised with a message that names the problem and the fix."""


def java_executable() -> Path:
    """``$MEMLINEAGE_JAVA_HOME/bin/java``, ``$JAVA_HOME/bin/java``, or ``java`` on PATH."""
    for var in ("MEMLINEAGE_JAVA_HOME", "JAVA_HOME"):
        home = os.environ.get(var)
        if home:
            candidate = Path(home) / "bin" / "java"
            if not candidate.is_file():
                raise MissingPrerequisite(f"{var}={home} has no bin/java; point it at a Java 17 JDK")
            return candidate
    found = shutil.which("java")
    if not found:
        raise MissingPrerequisite(
            "Java was not found. Neo4j 5.26 needs Java 17 (or 21): install it, e.g. "
            "`apt-get install openjdk-17-jdk-headless`, or set JAVA_HOME"
        )
    return Path(found)


def java_major(java: Path) -> int:
    out = subprocess.run([str(java), "-version"], capture_output=True, text=True, timeout=60)
    match = re.search(r'version "(\d+)(?:\.(\d+))?', out.stderr + out.stdout)
    if not match:
        raise MissingPrerequisite(f"could not read the version of {java}: {out.stderr.strip()[:200]}")
    major = int(match[1])
    return int(match[2]) if major == 1 and match[2] else major


def check_java() -> tuple[Path, int]:
    java = java_executable()
    major = java_major(java)
    if major not in SUPPORTED_JAVA:
        raise MissingPrerequisite(
            f"{java} is Java {major}, but Neo4j 5.26 needs Java 17 or 21. "
            "Set JAVA_HOME (or MEMLINEAGE_JAVA_HOME) to a Java 17 JDK, e.g. /usr/lib/jvm/java-17-openjdk-amd64"
        )
    return java, major


def check_maven() -> Path:
    found = shutil.which("mvn")
    if not found:
        raise MissingPrerequisite(
            "Maven (mvn) was not found; it assembles Neo4j and its plugins from Maven Central. "
            "Install it, e.g. `apt-get install maven`"
        )
    return Path(found)


CHROMIUM = "/usr/bin/chromium"


def ensure_chromium() -> str:
    """Debian's Chromium for the Browser tests (tests/browser): installed with apt-get when missing and
    running as root; Playwright drives it through ``executable_path`` and never downloads a browser."""
    path = os.environ.get("MEMLINEAGE_CHROMIUM", CHROMIUM)
    if Path(path).exists():
        return path
    apt = shutil.which("apt-get")
    if apt is None or os.geteuid() != 0:
        raise MissingPrerequisite(
            f"Chromium ({path}) is missing; the Browser tests need it: run `sudo apt-get install -y chromium` "
            "(or set MEMLINEAGE_CHROMIUM to a Chromium binary)")
    print("== installing Chromium for the Browser tests (apt-get install -y chromium)", flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if subprocess.run([apt, "install", "-y", "--no-install-recommends", "chromium"], env=env).returncode != 0:
        subprocess.run([apt, "update"], env=env, check=False)
        subprocess.run([apt, "install", "-y", "--no-install-recommends", "chromium"], env=env, check=False)
    if not Path(path).exists():
        raise MissingPrerequisite(f"`apt-get install chromium` did not provide {path}; install Chromium by hand")
    return path


def main(argv: list[str]) -> int:
    if "--chromium" in argv:
        try:
            print(f"chromium ok ({ensure_chromium()})")
        except MissingPrerequisite as exc:
            print(f"memlineage: {exc}", file=sys.stderr)
            return 2
        return 0
    try:
        java, major = check_java()
        checks = [f"java {major} ({java})"]
        if "--java-only" not in argv:
            checks.append(f"maven ({check_maven()})")
    except MissingPrerequisite as exc:
        print(f"memlineage: {exc}", file=sys.stderr)
        return 2
    print("prerequisites ok: " + ", ".join(checks))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
