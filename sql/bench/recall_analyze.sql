-- After a benchmark load: set the visibility map and statistics now (autovacuum would otherwise do it
-- in the middle of the timed queries, HNSW index included). Runs outside a transaction.
VACUUM (ANALYZE) memcell_embedding
