-- fsck --repair: embeddings whose cell Neo4j does not hold (the source of truth), or that an erased
-- memory left behind, are removed from both tables.
WITH active AS (
    DELETE FROM memcell_embedding WHERE namespace = %(namespace)s AND cell_id = ANY(%(ids)s) RETURNING 1
), archived AS (
    DELETE FROM memcell_embedding_archived WHERE namespace = %(namespace)s AND cell_id = ANY(%(ids)s) RETURNING 1
)
SELECT (SELECT count(*) FROM active) + (SELECT count(*) FROM archived)
