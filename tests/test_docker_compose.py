"""docker/compose.yaml runs the same servers as `memlineage server start`: the Neo4j version pinned in
plugins/pom.xml, Community edition, our plugin jars, the default ports on 127.0.0.1 only, and a
PostgreSQL whose pgvector is new enough. Pure file checks (no Docker needed)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
import yaml

from memgraph_py import Settings

ROOT = Path(__file__).resolve().parents[1]
COMPOSE = ROOT / "docker" / "compose.yaml"


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    return yaml.safe_load(COMPOSE.read_text())


@pytest.fixture(scope="module")
def defaults() -> Settings:
    return Settings.from_env({}, home=ROOT / ".memlineage-compose-check")


def pom_property(name: str) -> str:
    ns = {"m": "http://maven.apache.org/POM/4.0.0"}
    value = ET.parse(ROOT / "plugins" / "pom.xml").getroot().find(f"m:properties/m:{name}", ns)
    assert value is not None and value.text, f"{name} missing from plugins/pom.xml <properties>"
    return value.text.strip()


def image(service: dict[str, Any]) -> tuple[str, str]:
    name, _, tag = service["image"].rpartition(":")
    return name, tag


def port_map(service: dict[str, Any]) -> dict[int, tuple[str, int]]:
    """container port -> (host address, host port), from "host:hostPort:containerPort" entries."""
    mapped = {}
    for entry in service["ports"]:
        host, host_port, container_port = str(entry).split(":")
        mapped[int(container_port)] = (host, int(host_port))
    return mapped


def test_neo4j_image_is_the_pinned_community_version(compose: dict[str, Any]) -> None:
    name, tag = image(compose["services"]["neo4j"])
    assert name == "neo4j"
    version, _, edition = tag.partition("-")
    assert version == pom_property("neo4j.version")
    assert edition == "community"


def test_neo4j_loads_exactly_our_plugin_build(compose: dict[str, Any]) -> None:
    neo4j = compose["services"]["neo4j"]
    mounts = {target: (source, mode) for source, target, *mode in (v.split(":") for v in neo4j["volumes"])}
    source, mode = mounts["/plugins"]
    assert (COMPOSE.parent / source).resolve() == ROOT / "plugins" / "dist" / "plugins"
    assert mode == ["ro"]
    env = neo4j["environment"]
    assert "NEO4J_PLUGINS" not in env  # would download other APOC/GDS builds at container start
    unrestricted = {p.strip() for p in env["NEO4J_dbms_security_procedures_unrestricted"].split(",")}
    assert {"apoc.*", "gds.*", "memlineage.*"} <= unrestricted


def test_neo4j_browser_settings_are_the_local_servers(compose: dict[str, Any]) -> None:
    """The same Browser settings as the local server, but one: a container has no one-time link (its tickets live
    in the local home, docs/browser.md), so its post-connect command applies the style itself before the guide."""
    from memgraph_py.local.neo4j_server import browser_conf

    env = compose["services"]["neo4j"]["environment"]
    # the image maps NEO4J_a_b__c to a.b_c
    expected = {"NEO4J_" + key.replace("_", "__").replace(".", "_"): value
                for key, value in (line.split("=", 1) for line in browser_conf(7474))}
    post_connect = "NEO4J_browser_post__connect__cmd"
    expected[post_connect] = f"style http://127.0.0.1:7474/memlineage/style.grass; {expected[post_connect]}"
    assert {key: env.get(key) for key in expected} == expected


def test_neo4j_password_comes_from_the_environment(compose: dict[str, Any]) -> None:
    auth = compose["services"]["neo4j"]["environment"]["NEO4J_AUTH"]
    assert re.fullmatch(r"neo4j/\$\{MEMLINEAGE_NEO4J_PASSWORD:\?[^}]+\}", auth), auth


def test_ports_are_the_client_defaults_bound_to_loopback(compose: dict[str, Any], defaults: Settings) -> None:
    neo4j = port_map(compose["services"]["neo4j"])
    postgres = port_map(compose["services"]["postgres"])
    assert neo4j == {7687: ("127.0.0.1", defaults.neo4j_bolt_port), 7474: ("127.0.0.1", defaults.neo4j_http_port)}
    assert (defaults.neo4j_bolt_port, defaults.neo4j_http_port) == (7687, 7474)
    assert postgres == {5432: ("127.0.0.1", defaults.pg_port)}
    assert defaults.pg_port == 5433


def test_pgvector_image_is_at_least_0_8(compose: dict[str, Any]) -> None:
    name, tag = image(compose["services"]["postgres"])
    assert name == "pgvector/pgvector"
    match = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)-pg(\d+)", tag)
    assert match, f"unexpected pgvector tag {tag!r}"
    assert tuple(int(x) for x in match.groups()[:3]) >= (0, 8, 0)
    assert int(match[4]) >= 16


def test_the_connection_settings_in_the_header_match_the_services(compose: dict[str, Any]) -> None:
    """The comment at the top tells Docker users what to export; it must point at these containers."""
    header = COMPOSE.read_text()
    neo4j_ports, pg_ports = port_map(compose["services"]["neo4j"]), port_map(compose["services"]["postgres"])
    bolt = re.search(r"MEMLINEAGE_NEO4J_URI=bolt://([\d.]+):(\d+)", header)
    dsn = re.search(r"MEMLINEAGE_PG_DSN=postgresql://(\w+):(\w+)@([\d.]+):(\d+)/(\w+)", header)
    assert bolt and (bolt[1], int(bolt[2])) == neo4j_ports[7687]
    assert dsn and (dsn[3], int(dsn[4])) == pg_ports[5432]
    assert dsn[1] == "postgres" and dsn[5] == "postgres"  # the image's default superuser and database
    assert dsn[2] == compose["services"]["postgres"]["environment"]["POSTGRES_PASSWORD"]


def test_both_services_have_healthchecks_and_named_volumes(compose: dict[str, Any]) -> None:
    for name, data_dir in (("neo4j", "/data"), ("postgres", "/var/lib/postgresql/data")):
        service = compose["services"][name]
        assert service["healthcheck"]["test"], name
        volumes = dict(v.split(":")[:2][::-1] for v in service["volumes"])
        assert volumes[data_dir] in compose["volumes"], f"{name} data must survive `docker compose down`"
