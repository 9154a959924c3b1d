-- Sizes of the embedding table and its indexes (reported next to the load time).
SELECT pg_size_pretty(pg_table_size('memcell_embedding')) AS table_size,
       pg_size_pretty(pg_relation_size('memcell_embedding_hnsw')) AS hnsw_size,
       pg_size_pretty(pg_relation_size('memcell_embedding_keywords')) AS gin_size
