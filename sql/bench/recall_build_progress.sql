-- Progress of a running CREATE INDEX (pgvector reports tuples loaded into the HNSW graph).
SELECT phase, tuples_done, tuples_total, blocks_done, blocks_total
FROM pg_stat_progress_create_index
WHERE relid = 'memcell_embedding'::regclass
