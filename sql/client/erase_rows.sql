-- Erasure: the rows of erased memories leave the index (embedding, keyword tsvector and HNSW entry with them).
DELETE FROM memcell_embedding WHERE namespace = %(namespace)s AND cell_id = ANY(%(ids)s)
