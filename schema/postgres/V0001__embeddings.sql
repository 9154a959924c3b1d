-- MemLineage PostgreSQL schema, version 1: the derived similarity index (docs/architecture.md).
-- memlineage: earlier checksum 92af954ffa35c17be295628574422a59a6cc5a28614b12ae863e65859e97263b (comments only changed since)
-- Neo4j is the source of truth; everything here can be rebuilt by `memlineage reindex`.
-- Applied by `memlineage migrate` (and on `memlineage server start`) inside one transaction,
-- recorded in memlineage_schema_migrations.

CREATE EXTENSION IF NOT EXISTS vector;

-- One row per MemCell. The content itself stays in Neo4j; only its tsvector is kept here
-- for keyword search, so erasing a memory's content must also clear `keywords`.
CREATE TABLE IF NOT EXISTS memcell_embedding (
    namespace   text        NOT NULL,
    cell_id     text        NOT NULL,
    kind        text        NOT NULL,
    tags        text[]      NOT NULL DEFAULT '{}',
    created_at  timestamptz NOT NULL,
    model       text        NOT NULL,
    embedding   vector(384) NOT NULL,
    keywords    tsvector    NOT NULL,
    PRIMARY KEY (namespace, cell_id)
);

-- Cosine distance, the metric every supported embedder is normalised for.
CREATE INDEX IF NOT EXISTS memcell_embedding_hnsw
    ON memcell_embedding USING hnsw (embedding vector_cosine_ops)
    WITH (m = 16, ef_construction = 64);

CREATE INDEX IF NOT EXISTS memcell_embedding_keywords
    ON memcell_embedding USING gin (keywords);

CREATE INDEX IF NOT EXISTS memcell_embedding_namespace_kind
    ON memcell_embedding (namespace, kind);
