-- Identical to schema/postgres/V0003__deferred_hnsw.sql (the benchmark checks pg_get_indexdef before and after).
CREATE INDEX IF NOT EXISTS memcell_embedding_hnsw
    ON memcell_embedding USING hnsw (embedding vector_cosine_ops)
    WITH (m = 32, ef_construction = 128)
    WHERE NOT hnsw_pending
