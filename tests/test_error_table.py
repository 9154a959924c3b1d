"""The client and the server agree on the error table and on the constants the client mirrors.

The plugin declares its error codes once (``ErrorCode``; ``CALL memlineage.meta.errors()``) and its
limits, kinds and statuses once (``RETURN memlineage.meta.constants()``). A code the server gains
without a class here, or a class registered for a code the server never sends, fails the first test;
a limit changed on one side only fails the constants test.

Some errors cannot be provoked on the shared test database without damaging it (a tampered migration
record, an invalidation without its edge). For those, ``ErrorCodeTest`` in the plugin provokes them on
its own in-process server and saves the messages exactly as Neo4j sends them in
``plugins/procedures/src/test/resources/server-errors.json`` (and fails when they change); the last
tests feed those messages to :func:`translate_neo4j_error`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from memgraph_py import _core, config, recall
from memgraph_py.connections import Neo4jStore
from memgraph_py.errors import (
    SERVER_CODES,
    InternalError,
    MemLineageError,
    SchemaError,
    lookup,
    translate_neo4j_error,
)
from memgraph_py.models import CellStatus, Kind

SERVER_ERRORS = Path(__file__).resolve().parents[1] / "plugins/procedures/src/test/resources/server-errors.json"


def server_errors(neo: Neo4jStore) -> dict[str, str]:
    records, _, _ = neo.driver.execute_query("CALL memlineage.meta.errors() YIELD code, description")
    return {r["code"]: r["description"] for r in records}


def test_every_server_code_has_a_class_and_every_class_a_server_code(neo: Neo4jStore) -> None:
    codes = set(server_errors(neo))
    assert codes - SERVER_CODES == set(), "codes the server raises that the client cannot map"
    assert SERVER_CODES - codes == set(), "codes the client maps that the server never raises"


@pytest.mark.parametrize("code", sorted(SERVER_CODES))
def test_each_code_becomes_its_class(code: str) -> None:
    cls = lookup(code)
    assert issubclass(cls, MemLineageError)
    message = f"Failed to invoke procedure `memlineage.x`: MemLineage.{code}: what went wrong | {{}}"
    translated = translate_neo4j_error(Exception(message))
    assert type(translated) is cls
    assert str(translated) == "what went wrong"


def test_an_unknown_code_is_a_key_error_for_lookup_and_a_plain_error_for_translation() -> None:
    with pytest.raises(KeyError):
        lookup("FromANewerPlugin")
    translated = translate_neo4j_error(Exception("MemLineage.FromANewerPlugin: something new | {}"))
    assert type(translated) is MemLineageError


def test_the_client_mirrors_the_server_constants(neo: Neo4jStore) -> None:
    records, _, _ = neo.driver.execute_query("RETURN memlineage.meta.constants() AS c")
    server: dict[str, Any] = records[0]["c"]
    assert server["kinds"] == [k.value for k in Kind]
    assert server["statuses"] == [s.value for s in CellStatus]
    assert server["kindPrior"] == {kind.value: prior for kind, prior in _core.KIND_PRIOR.items()}
    assert server["maxContentChars"] == _core.MAX_CONTENT_CHARS
    assert server["maxTags"] == _core.MAX_TAGS
    assert server["maxBatch"] == _core.MAX_BATCH
    assert server["maxDepth"] == _core.MAX_DEPTH
    assert server["idPattern"] == _core.ID_RE.pattern
    assert server["namespacePattern"] == config._NAMESPACE_RE.pattern
    assert server["maxK"] == recall.MAX_K
    assert server["recallWeights"] == sorted(recall.Weights.model_fields)
    assert server["defaultPinnedKinds"] == list(recall.RecallConfig.model_fields["pinned_kinds"].default)


# --- messages exactly as the server sends them (saved and checked by the plugin's ErrorCodeTest) ---
def saved_server_errors() -> dict[str, dict[str, str]]:
    return {sample["case"]: sample for sample in json.loads(SERVER_ERRORS.read_text(encoding="utf-8"))}


def translated(case: str) -> MemLineageError:
    sample = saved_server_errors()[case]
    assert sample["neo4jCode"] == "Neo.ClientError.Procedure.ProcedureCallFailed"
    error = translate_neo4j_error(Exception(sample["message"]))
    assert error is not None, sample["message"]
    assert "MemLineage." not in str(error) and " | {" not in str(error)
    return error


def test_a_changed_applied_migration_is_a_schema_error_naming_its_version() -> None:
    error = translated("migration checksum mismatch")
    assert type(error) is SchemaError
    assert error.version == 1
    assert str(error).startswith("MemLineage migration V0001 (memcell_graph) was applied with checksum tampered")


def test_migrate_in_a_transaction_that_has_written_is_a_schema_error() -> None:
    error = translated("migrate in a writing transaction")
    assert type(error) is SchemaError
    assert error.version is None


def test_a_damaged_invalidation_is_an_internal_error() -> None:
    error = translated("invalidation without its edge")
    assert type(error) is InternalError
    assert str(error) == "invalidation inv-orphan has no INVALIDATES relationship"
