#!/usr/bin/env python3
"""Check that no jar in <dist>/plugins shadows what Neo4j ships in <dist>/lib.

The server runs with the classpath `plugins/*:conf:lib/*`, so a class or library that is both in
a plugin jar and in lib/ is loaded from the plugin copy: a different version of, say,
commons-lang3 then replaces Neo4j's own. This script fails (exit 1) when

  * a class file (or other non-metadata resource) exists in a plugins/ jar and in a lib/ jar, or
  * the same Maven library (groupId:artifactId, read from the jar's embedded
    META-INF/maven/<g>/<a>/pom.properties, or else guessed from the file name) is in both.

Two jars whose file names only share an artifactId but whose contents do not overlap
(org.neo4j.gds:neo4j-values vs org.neo4j:neo4j-values) are different libraries and pass; they
are listed as notes with --verbose.

Usage: check_shadowing.py [DIST_DIR] [--verbose] [--json]
DIST_DIR defaults to plugins/dist next to this script. Exit codes: 0 clean, 1 shadowing found,
2 usage error or missing directories.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import zipfile
from collections import defaultdict
from pathlib import Path

_VERSION_START = re.compile(r"-\d")
# Entries that every jar may legitimately have in common.
_IGNORED_PREFIXES = ("META-INF/",)
_IGNORED_NAMES = {"module-info.class", "LICENSE", "LICENSE.txt", "NOTICE", "NOTICE.txt"}


def artifact_from_filename(name: str) -> str:
    """`commons-lang3-3.12.0.jar` -> `commons-lang3` (the copy-dependencies file name)."""
    stem = name[:-4] if name.endswith(".jar") else name
    match = _VERSION_START.search(stem)
    return stem[: match.start()] if match else stem


def scan_jar(path: Path) -> tuple[set[str], set[str]]:
    """Return (entries, group:artifact coordinates declared inside) of one jar."""
    entries: set[str] = set()
    coordinates: set[str] = set()
    with zipfile.ZipFile(path) as jar:
        for name in jar.namelist():
            if name.endswith("/"):
                continue
            if name.startswith("META-INF/maven/") and name.endswith("/pom.properties"):
                parts = name.split("/")
                if len(parts) == 5:
                    coordinates.add(f"{parts[2]}:{parts[3]}")
                continue
            if name.startswith(_IGNORED_PREFIXES) or name.rsplit("/", 1)[-1] in _IGNORED_NAMES:
                continue
            entries.add(name)
    return entries, coordinates


def check(dist: Path) -> dict:
    lib_dir, plugins_dir = dist / "lib", dist / "plugins"
    for directory in (lib_dir, plugins_dir):
        if not directory.is_dir():
            raise FileNotFoundError(f"{directory} is not a directory (run the Maven build first)")

    owner: dict[str, str] = {}  # lib entry -> lib jar
    lib_coordinates: dict[str, str] = {}  # group:artifact -> lib jar
    lib_artifacts: dict[str, str] = {}  # artifactId (from file name) -> lib jar
    for jar in sorted(lib_dir.glob("*.jar")):
        entries, coordinates = scan_jar(jar)
        for entry in entries:
            owner.setdefault(entry, jar.name)
        for coordinate in coordinates:
            lib_coordinates.setdefault(coordinate, jar.name)
        lib_artifacts.setdefault(artifact_from_filename(jar.name), jar.name)

    problems, notes = [], []
    for jar in sorted(plugins_dir.glob("*.jar")):
        entries, coordinates = scan_jar(jar)
        clashes: dict[str, list[str]] = defaultdict(list)
        for entry in entries:
            if entry in owner:
                clashes[owner[entry]].append(entry)
        for lib_jar, shared in sorted(clashes.items()):
            problems.append({
                "plugin_jar": jar.name, "lib_jar": lib_jar, "kind": "entries",
                "count": len(shared), "examples": sorted(shared)[:5],
            })
        for coordinate in sorted(coordinates & lib_coordinates.keys()):
            problems.append({
                "plugin_jar": jar.name, "lib_jar": lib_coordinates[coordinate],
                "kind": "library", "library": coordinate,
            })
        lib_jar = lib_artifacts.get(artifact_from_filename(jar.name))
        if lib_jar and not clashes and not coordinates & lib_coordinates.keys():
            notes.append({"plugin_jar": jar.name, "lib_jar": lib_jar,
                          "note": "same artifactId, but no common entry or group: another library"})
    return {
        "dist": str(dist),
        "lib_jars": len(list(lib_dir.glob("*.jar"))),
        "plugin_jars": len(list(plugins_dir.glob("*.jar"))),
        "problems": problems,
        "notes": notes,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dist", nargs="?", type=Path,
                        default=Path(__file__).resolve().parent / "dist")
    parser.add_argument("--verbose", action="store_true", help="also print notes")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    try:
        report = check(args.dist)
    except (FileNotFoundError, zipfile.BadZipFile) as error:
        print(f"check_shadowing: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for problem in report["problems"]:
            if problem["kind"] == "entries":
                print(f"SHADOW {problem['plugin_jar']} -> {problem['lib_jar']}: "
                      f"{problem['count']} common entries, e.g. {', '.join(problem['examples'])}")
            else:
                print(f"SHADOW {problem['plugin_jar']} -> {problem['lib_jar']}: "
                      f"same library {problem['library']}")
        if args.verbose:
            for note in report["notes"]:
                print(f"note   {note['plugin_jar']} ~ {note['lib_jar']}: {note['note']}")
        verdict = "FAIL" if report["problems"] else "OK"
        print(f"{verdict}: {report['plugin_jars']} plugin jars checked against "
              f"{report['lib_jars']} lib jars, {len(report['problems'])} shadowing problem(s)")
    return 1 if report["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
