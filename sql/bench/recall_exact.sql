-- Exact nearest neighbours (no index): ground truth for ANN recall@k in `bench recall`.
SELECT cell_id
FROM (SELECT cell_id, embedding <=> %(vector)s AS d FROM memcell_embedding WHERE namespace = %(namespace)s) x
ORDER BY d
LIMIT %(k)s
