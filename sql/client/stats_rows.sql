-- stats(): the namespace's rows in the similarity index and how many wait for the HNSW graph.
SELECT count(*) AS rows, count(*) FILTER (WHERE hnsw_pending) AS hnsw_pending
FROM memcell_embedding WHERE namespace = %(namespace)s
