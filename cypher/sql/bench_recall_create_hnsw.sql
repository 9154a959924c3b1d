-- Identical to schema/postgres/V0001__embeddings.sql (the benchmark checks pg_get_indexdef before and after).
CREATE INDEX IF NOT EXISTS memcell_embedding_hnsw
    ON memcell_embedding USING hnsw (embedding vector_cosine_ops)
    WITH (m = 16, ef_construction = 64)
