-- MemLineage PostgreSQL schema, version 3: bulk writes defer their HNSW insertion.
-- Inserting a row into the m 32 / ef_construction 128 graph costs 2-4 ms (a neighbour search of
-- its own), which capped end-to-end ingest near 250-600 cells/s. A batch of at least
-- Settings.hnsw_defer_batch rows is now written with hnsw_pending = true: the partial HNSW index
-- below leaves those rows out (no graph insertion on the write path), recall finds them by an exact
-- scan of the namespace's pending rows (memcell_embedding_pending), and the client's indexer flips
-- them to false in small transactions in the background (each flip is the graph insertion), so the
-- index catches up without holding the writer. Small writes insert into the graph at once as before.
-- Applying this rebuilds the index once (empty on a new install; minutes on a big existing table).
ALTER TABLE memcell_embedding ADD COLUMN IF NOT EXISTS hnsw_pending boolean NOT NULL DEFAULT false;

DROP INDEX IF EXISTS memcell_embedding_hnsw;

CREATE INDEX memcell_embedding_hnsw
    ON memcell_embedding USING hnsw (embedding vector_cosine_ops)
    WITH (m = 32, ef_construction = 128)
    WHERE NOT hnsw_pending;

CREATE INDEX IF NOT EXISTS memcell_embedding_pending
    ON memcell_embedding (namespace)
    WHERE hnsw_pending;
