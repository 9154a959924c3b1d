-- Relation discovery: the nearest stored memories of each new one (same namespace) above a similarity
-- threshold, through the HNSW index (rows still waiting for it are left out; discovery sees them later).
SELECT n.cell_id, c.cell_id AS neighbour, 1 - (c.embedding <=> n.embedding) AS similarity
FROM memcell_embedding n
CROSS JOIN LATERAL (
    SELECT e.cell_id, e.embedding
    FROM memcell_embedding e
    WHERE e.namespace = n.namespace AND e.cell_id <> n.cell_id AND NOT e.hnsw_pending
    ORDER BY e.embedding <=> n.embedding
    LIMIT %(limit)s
) c
WHERE n.namespace = %(namespace)s AND n.cell_id = ANY(%(ids)s)
  AND 1 - (c.embedding <=> n.embedding) >= %(threshold)s
