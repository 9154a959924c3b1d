-- Archived memories leave recall's table for memcell_embedding_archived (schema/postgres/V0007): moved, not
-- copied, so unarchiving needs no embedding.
WITH moved AS (
    DELETE FROM memcell_embedding
    WHERE namespace = %(namespace)s AND cell_id = ANY(%(ids)s::text[])
    RETURNING *
)
INSERT INTO memcell_embedding_archived (namespace, cell_id, kind, tags, created_at, model, embedding, keywords, hnsw_pending, follows)
SELECT namespace, cell_id, kind, tags, created_at, model, embedding, keywords, hnsw_pending, follows FROM moved
ON CONFLICT (namespace, cell_id) DO NOTHING
