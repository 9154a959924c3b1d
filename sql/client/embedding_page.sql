-- A namespace's embeddings in cell id order, a page at a time (Memory.copy_embeddings: Neo4j's copies).
SELECT cell_id, embedding
FROM memcell_embedding
WHERE namespace = %(namespace)s AND cell_id > %(after)s
ORDER BY cell_id
LIMIT %(limit)s
