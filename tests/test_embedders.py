"""Embedders, and the write path that turns their vectors into the PostgreSQL index.

* The offline model (all-MiniLM-L6-v2, int8 ONNX) gives 384-d unit vectors whose geometry means
  something, and a memory written through :class:`Memory` lands in ``memcell_embedding`` with that
  vector while its Neo4j cell is marked ``indexed``.
* The OpenAI-compatible embedder is driven against a real HTTP server started here on 127.0.0.1
  (``http.server`` in a thread) that speaks ``POST /v1/embeddings`` with deterministic vectors:
  batching, order, dimension checks, server faults, and a Memory configured with it end to end.
* Reconcile: cells recorded straight into Neo4j through the procedure (as a DBA or a crashed writer
  would leave them: stored, ``indexed=false``, no PostgreSQL row) are indexed by ``reconcile()``.
"""

from __future__ import annotations

import hashlib
import json
import math
import threading
import uuid
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np
import pytest

from memgraph_py import (
    CellNotFoundError,
    InvalidEmbeddingError,
    LocalMiniLMEmbedder,
    Memory,
    OpenAICompatibleEmbedder,
    Settings,
)
from memgraph_py.connections import Neo4jStore, PgStore
from memgraph_py.embed import LOCAL_MODEL_NAME, make_embedder
from memgraph_py.errors import EmbedderError

DIMENSION = 384


def index_rows(pg: PgStore, namespace: str) -> dict[str, dict[str, Any]]:
    """The namespace's rows in the PostgreSQL index, by cell id."""
    with pg.connection() as conn:
        rows = conn.execute(
            "SELECT cell_id, kind, model, embedding, keywords::text FROM memcell_embedding "
            "WHERE namespace = %s", (namespace,)).fetchall()
    return {r[0]: {"kind": r[1], "model": r[2], "embedding": np.asarray(r[3].to_list(), dtype=np.float64),
                   "keywords": r[4]} for r in rows}


def indexed_flags(neo: Neo4jStore, namespace: str) -> dict[str, bool]:
    records, _, _ = neo.driver.execute_query(
        "MATCH (c:MemCell {namespace: $ns}) RETURN c.id AS id, c.indexed AS indexed", ns=namespace)
    return {r["id"]: r["indexed"] for r in records}


def cosine(a: list[float], b: list[float]) -> float:
    return float(np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b)))


# === (a) the offline model =======================================================================
def test_local_model_gives_384_d_unit_vectors(embedder: LocalMiniLMEmbedder) -> None:
    texts = ["I do not drink coffee", "Book the 9:40 train to Lyon", "ok", "résumé — naïve café ☕"]
    vectors = embedder.embed(texts)
    assert embedder.dimension == DIMENSION and embedder.name == LOCAL_MODEL_NAME
    assert [len(v) for v in vectors] == [DIMENSION] * len(texts)
    assert all(math.isclose(float(np.linalg.norm(v)), 1.0, abs_tol=1e-4) for v in vectors)
    assert all(math.isfinite(x) for v in vectors for x in v)
    assert embedder.embed([]) == []


def test_related_sentences_are_closer_than_unrelated_ones(embedder: LocalMiniLMEmbedder) -> None:
    coffee, caffeine, train, revenue = embedder.embed([
        "I do not drink coffee", "The user avoids caffeine",
        "The train to Lyon leaves at noon", "Quarterly revenue grew by eight percent"])
    related = cosine(coffee, caffeine)
    assert related > cosine(coffee, train) + 0.2
    assert related > cosine(coffee, revenue) + 0.2
    assert related > cosine(caffeine, train) + 0.2


def test_a_texts_vector_does_not_depend_on_its_batch(embedder: LocalMiniLMEmbedder) -> None:
    alone = embedder.embed(["The user avoids caffeine"])[0]
    padded = embedder.embed(["a much longer sentence that forces padding in the batch " * 5,
                             "The user avoids caffeine", "x"])[1]
    assert np.allclose(alone, padded, atol=1e-5)


def test_remembering_writes_the_vector_to_postgres_and_marks_the_cell_indexed(
        memory: Memory, embedder: LocalMiniLMEmbedder, neo: Neo4jStore, pg: PgStore) -> None:
    question = memory.remember("Do I take coffee with breakfast?", "user_input")
    preference = memory.remember("The user avoids caffeine", "preference", [question], tags=["diet"])

    rows = index_rows(pg, memory.namespace)
    assert set(rows) == {question.id, preference.id}
    row = rows[preference.id]
    assert (row["kind"], row["model"]) == ("preference", LOCAL_MODEL_NAME)
    assert np.allclose(row["embedding"], embedder.embed([preference.content])[0], atol=1e-6)
    assert "'caffein'" in row["keywords"]  # English stemming for keyword search
    assert indexed_flags(neo, memory.namespace) == {question.id: True, preference.id: True}
    assert memory.get(preference.id).indexed is True


# === (b) an OpenAI-compatible server =============================================================
def stub_vector(text: str, dimension: int = DIMENSION) -> list[float]:
    """Deterministic unit vector of a text (sha256 stream), as the stub serves it."""
    values: list[float] = []
    block = 0
    while len(values) < dimension:
        values.extend((b - 127.5) / 127.5 for b in hashlib.sha256(f"{block}:{text}".encode()).digest())
        block += 1
    values = values[:dimension]
    norm = math.sqrt(sum(x * x for x in values))
    return [x / norm for x in values]


class EmbeddingsStub:
    """A minimal OpenAI-compatible ``/v1/embeddings`` server with knobs for misbehaviour."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.authorizations: list[str | None] = []
        self.dimensions: list[int] = [DIMENSION]  # cycled over the inputs of a request
        self.reverse = False  # answer with data in reverse order (indices stay right)
        self.drop_last = False  # answer one vector short
        self.nan = False
        self.status = 200
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
                if self.path != "/v1/embeddings":
                    self._reply(404, {"error": {"message": f"no route {self.path}"}})
                    return
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                stub.requests.append(body)
                stub.authorizations.append(self.headers.get("Authorization"))
                if stub.status != 200:
                    self._reply(stub.status, {"error": {"message": "the stub is told to fail", "type": "server_error"}})
                    return
                inputs = [body["input"]] if isinstance(body["input"], str) else body["input"]
                data = []
                for i, text in enumerate(inputs):
                    vector = stub_vector(text, stub.dimensions[i % len(stub.dimensions)])
                    if stub.nan:
                        vector[3] = float("nan")
                    data.append({"object": "embedding", "index": i, "embedding": vector})
                if stub.drop_last:
                    data = data[:-1]
                if stub.reverse:
                    data.reverse()
                self._reply(200, {"object": "list", "data": data, "model": body["model"],
                                  "usage": {"prompt_tokens": len(inputs), "total_tokens": len(inputs)}})

            def _reply(self, status: int, payload: dict[str, Any]) -> None:
                raw = json.dumps(payload).encode()  # NaN is written as NaN, as a sloppy server would
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

            def log_message(self, format: str, *args: Any) -> None:  # keep pytest output clean
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)

    @property
    def batches(self) -> list[list[str]]:
        return [r["input"] for r in self.requests]


@pytest.fixture
def stub() -> Iterator[EmbeddingsStub]:
    server = EmbeddingsStub()
    yield server
    server.close()


def remote(stub: EmbeddingsStub, **kwargs: Any) -> OpenAICompatibleEmbedder:
    options: dict[str, Any] = {"api_key": "sk-test", "dimension": DIMENSION, "max_retries": 0, "timeout": 10.0}
    options.update(kwargs)
    return OpenAICompatibleEmbedder("stub-model", base_url=stub.base_url, **options)


def test_texts_go_in_batches_and_vectors_come_back_in_order(stub: EmbeddingsStub) -> None:
    texts = [f"memory number {i}" for i in range(10)]
    stub.reverse = True  # the server may list vectors in any order; `index` decides
    vectors = remote(stub, batch_size=4).embed(texts)
    assert stub.batches == [texts[0:4], texts[4:8], texts[8:10]]
    assert vectors == [pytest.approx(stub_vector(t)) for t in texts]
    assert {r["model"] for r in stub.requests} == {"stub-model"}
    assert {r["encoding_format"] for r in stub.requests} == {"float"}
    assert "dimensions" not in stub.requests[0]  # only sent on request: other servers reject it
    assert set(stub.authorizations) == {"Bearer sk-test"}


def test_dimension_is_learnt_from_the_first_answer(stub: EmbeddingsStub) -> None:
    embedder = remote(stub, dimension=None)
    assert embedder.dimension == DIMENSION
    assert stub.batches == [["dimension probe"]]
    assert embedder.embed(["hello"]) == [pytest.approx(stub_vector("hello"))]


def test_send_dimensions_asks_the_server_for_the_size(stub: EmbeddingsStub) -> None:
    remote(stub, send_dimensions=True).embed(["short vectors please"])
    assert stub.requests[0]["dimensions"] == DIMENSION


def test_a_vector_of_the_wrong_dimension_is_refused(stub: EmbeddingsStub) -> None:
    stub.dimensions = [DIMENSION - 1]
    with pytest.raises(InvalidEmbeddingError, match="dimension 383, expected 384"):
        remote(stub).embed(["hello"])


def test_mixed_dimensions_in_one_answer_are_refused(stub: EmbeddingsStub) -> None:
    stub.dimensions = [DIMENSION, DIMENSION - 1]
    with pytest.raises(InvalidEmbeddingError, match="dimension 383, expected 384"):
        remote(stub, dimension=None).embed(["first", "second"])


def test_non_finite_values_are_refused(stub: EmbeddingsStub) -> None:
    stub.nan = True
    with pytest.raises(InvalidEmbeddingError, match="component 3 is nan"):
        remote(stub).embed(["hello"])


def test_a_short_answer_is_an_embedder_error(stub: EmbeddingsStub) -> None:
    stub.drop_last = True
    with pytest.raises(EmbedderError, match="returned 1 vectors for 2 texts"):
        remote(stub).embed(["one", "two"])


def test_a_failing_server_is_an_embedder_error_naming_it(stub: EmbeddingsStub) -> None:
    stub.status = 500
    with pytest.raises(EmbedderError) as info:
        remote(stub).embed(["hello"])
    assert stub.base_url in str(info.value)
    assert not isinstance(info.value, InvalidEmbeddingError)


def test_empty_text_is_refused_before_any_request(stub: EmbeddingsStub) -> None:
    with pytest.raises(ValueError, match="text 1 is empty"):
        remote(stub).embed(["fine", "  "])
    assert stub.requests == []


def test_memory_configured_for_the_openai_embedder_writes_end_to_end(
        stub: EmbeddingsStub, local_servers: Settings, namespace: str, neo: Neo4jStore, pg: PgStore) -> None:
    settings = local_servers.model_copy(update={
        "embedder": "openai", "embedding_model": "stub-model", "openai_base_url": stub.base_url,
        "openai_api_key": "sk-from-settings"})
    assert isinstance(make_embedder(settings), OpenAICompatibleEmbedder)
    with Memory(namespace, settings=settings) as memory:  # the embedder comes from the settings
        ask = memory.remember("Plan a weekend in Lyon", "task")
        hotel = memory.remember("Hotel Bellecour: 2 rooms left", "tool_result", [ask])
        memory.remember_many([
            {"content": "Book Hotel Bellecour", "kind": "plan", "id": "book", "parents": [hotel.id]},
            {"content": "Weekend booked", "kind": "llm_output", "id": "done", "parents": ["book", ask.id]},
        ])
    rows = index_rows(pg, namespace)
    contents = {ask.id: ask.content, hotel.id: hotel.content, "book": "Book Hotel Bellecour", "done": "Weekend booked"}
    assert set(rows) == set(contents)
    for cell_id, content in contents.items():
        assert rows[cell_id]["model"] == "openai:stub-model"
        assert np.allclose(rows[cell_id]["embedding"], stub_vector(content), atol=1e-6)
    assert set(indexed_flags(neo, namespace).values()) == {True}
    assert set(stub.authorizations) == {"Bearer sk-from-settings"}
    # one probe to learn the dimension (the settings name none), then one request per write:
    # the remember_many batch is embedded in a single request
    assert stub.batches == [["dimension probe"], [ask.content], [hotel.content],
                            ["Book Hotel Bellecour", "Weekend booked"]]


def test_a_model_of_another_dimension_cannot_write_into_the_384_d_store(
        stub: EmbeddingsStub, local_servers: Settings, namespace: str, pg: PgStore) -> None:
    stub.dimensions = [512]
    with Memory(namespace, settings=local_servers, embedder=remote(stub, dimension=None)) as memory:
        with pytest.raises(InvalidEmbeddingError, match="512-dimension vectors but the PostgreSQL store holds 384"):
            memory.remember("The user avoids caffeine", "preference", id="pref")
        with pytest.raises(CellNotFoundError):
            memory.get("pref")  # refused before Neo4j was written
    assert index_rows(pg, namespace) == {}


# === (c) reconcile ===============================================================================
def record_directly(neo: Neo4jStore, namespace: str, cells: list[dict[str, Any]], edges: list[dict[str, str]]
                    ) -> None:
    """What a DBA (or a writer that died before PostgreSQL) leaves behind: cells in Neo4j only."""
    neo.driver.execute_query("CALL memlineage.lineage.record($ns, $cells, $edges)",
                             ns=namespace, cells=cells, edges=edges)


def test_reconcile_indexes_cells_that_only_reached_neo4j(
        memory: Memory, embedder: LocalMiniLMEmbedder, neo: Neo4jStore, pg: PgStore) -> None:
    already = memory.remember("Written the normal way", "fact")
    cells = [{"id": "q", "kind": "user_input", "content": "Which city has the cheaper hotel?"},
             {"id": "lookup", "kind": "tool_result", "content": "Lyon: 90 EUR, Grenoble: 70 EUR"},
             {"id": "answer", "kind": "llm_output", "content": "Grenoble is cheaper"}]
    record_directly(neo, memory.namespace, cells,
                    [{"child": "lookup", "parent": "q"}, {"child": "answer", "parent": "lookup"}])
    assert indexed_flags(neo, memory.namespace) == {already.id: True, "q": False, "lookup": False, "answer": False}
    assert set(index_rows(pg, memory.namespace)) == {already.id}

    assert memory.reconcile() == 3

    rows = index_rows(pg, memory.namespace)
    assert set(rows) == {already.id, "q", "lookup", "answer"}
    for c in cells:
        assert rows[c["id"]]["kind"] == c["kind"] and rows[c["id"]]["model"] == LOCAL_MODEL_NAME
        assert np.allclose(rows[c["id"]]["embedding"], embedder.embed([c["content"]])[0], atol=1e-6)
    assert set(indexed_flags(neo, memory.namespace).values()) == {True}
    assert memory.reconcile() == 0  # nothing left to do
    assert [c.id for c in memory.parents("answer")] == ["lookup"]  # lineage untouched


def test_nul_content_is_refused_by_the_server_too(memory: Memory, neo: Neo4jStore, pg: PgStore) -> None:
    # PostgreSQL text cannot hold NUL; the procedure refuses it (as the client does), writing nothing,
    # so nothing un-indexable ever reaches reconcile.
    import neo4j.exceptions

    with pytest.raises(neo4j.exceptions.ClientError) as info:
        record_directly(neo, memory.namespace, [
            {"id": "binaryish", "kind": "tool_result", "content": "header\x00payload from a tool"},
            {"id": "plain", "kind": "fact", "content": "an ordinary memory"},
        ], [])
    assert "MemLineage.InvalidContent:" in info.value.message and "NUL" in info.value.message
    assert indexed_flags(neo, memory.namespace) == {}
    assert memory.reconcile() == 0


def test_reconcile_is_per_namespace(memory: Memory, neo: Neo4jStore, pg: PgStore) -> None:
    other = f"{memory.namespace}-{uuid.uuid4().hex[:4]}"
    record_directly(neo, other, [{"id": "elsewhere", "kind": "fact", "content": "another tenant's memory"}], [])
    record_directly(neo, memory.namespace, [{"id": "mine", "kind": "fact", "content": "my memory"}], [])
    assert memory.reconcile() == 1
    assert set(index_rows(pg, memory.namespace)) == {"mine"}
    assert index_rows(pg, other) == {} and indexed_flags(neo, other) == {"elsewhere": False}
