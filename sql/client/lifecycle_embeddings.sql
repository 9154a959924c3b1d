-- Embeddings of the memories consolidate may group (recall's table: only active memories are there).
SELECT cell_id, embedding FROM memcell_embedding
WHERE namespace = %(namespace)s AND cell_id = ANY(%(ids)s::text[])
