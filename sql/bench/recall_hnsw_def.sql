-- The HNSW index's definition (compared before a `bench recall --index-build rebuild` drop and after the rebuild).
SELECT pg_get_indexdef(c.oid)
FROM pg_class c
WHERE c.relname = 'memcell_embedding_hnsw' AND c.relkind = 'i'
