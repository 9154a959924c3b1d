-- `bench recall --index-build rebuild` only (a dedicated benchmark server): bulk load without the HNSW
-- index, then recall_create_hnsw.sql rebuilds it exactly as schema/postgres/V0001 defines it.
DROP INDEX IF EXISTS memcell_embedding_hnsw
