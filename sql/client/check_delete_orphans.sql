-- fsck --repair: embeddings whose cell Neo4j does not hold (the source of truth) are removed.
DELETE FROM memcell_embedding WHERE namespace = %(namespace)s AND cell_id = ANY(%(ids)s)
