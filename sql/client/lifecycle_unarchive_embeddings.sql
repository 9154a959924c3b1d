-- Unarchived memories return to recall's table with the embedding they had (schema/postgres/V0007); the ids
-- returned are the ones moved (a memory whose row is missing is embedded again by the client).
WITH moved AS (
    DELETE FROM memcell_embedding_archived
    WHERE namespace = %(namespace)s AND cell_id = ANY(%(ids)s::text[])
    RETURNING *
)
INSERT INTO memcell_embedding (namespace, cell_id, kind, tags, created_at, model, embedding, keywords, hnsw_pending, follows)
SELECT namespace, cell_id, kind, tags, created_at, model, embedding, keywords, hnsw_pending, follows FROM moved
ON CONFLICT (namespace, cell_id) DO NOTHING
RETURNING cell_id
