-- Bare pgvector nearest neighbours in one namespace: the latency baseline of `bench recall`.
SELECT cell_id, 1 - (embedding <=> %(vector)s) AS semantic
FROM memcell_embedding
WHERE namespace = %(namespace)s
ORDER BY embedding <=> %(vector)s
LIMIT %(k)s
