-- MemLineage PostgreSQL schema, version 2: a denser HNSW graph.
-- At 1M cells (384 dimensions, `memlineage bench recall` corpus) the V0001 graph (m 16,
-- ef_construction 64) plateaued near ANN recall@10 0.92 however high ef_search went (0.895 at 200,
-- 0.910 at 400, 0.918 at 800), below the 0.95 target. With m 32 / ef_construction 128 the same data
-- gives 0.937 at ef_search 200 and 0.970 at 400 (bare ANN p95 13 ms). The price: the graph takes
-- ~2.7x longer to build and about twice the space. Applying this rebuilds the index once (empty on
-- a new install; minutes on a big existing table, which stays readable but not searchable by index
-- until the migration's transaction commits).
DROP INDEX IF EXISTS memcell_embedding_hnsw;

CREATE INDEX memcell_embedding_hnsw
    ON memcell_embedding USING hnsw (embedding vector_cosine_ops)
    WITH (m = 32, ef_construction = 128);
