-- Bare pgvector nearest neighbours in one namespace: the latency baseline of `bench recall` (its
-- corpus is indexed, so no row is hnsw_pending; the predicate lets the partial HNSW index serve).
SELECT cell_id, 1 - (embedding <=> %(vector)s) AS semantic
FROM memcell_embedding
WHERE namespace = %(namespace)s AND NOT hnsw_pending
ORDER BY embedding <=> %(vector)s
LIMIT %(k)s
