-- Write-time merge of exact duplicates (opt-in, AsyncMemory.remember(merge_duplicate=True)): the stored memories of
-- the same kind whose embedding is the new one's (same text, same model: the same vector), nearest first. The HNSW
-- graph serves the ORDER BY; rows a bulk write left pending are searched exactly. The client then compares content.
(SELECT cell_id FROM memcell_embedding
 WHERE namespace = %(namespace)s AND kind = %(kind)s AND NOT hnsw_pending AND embedding <=> %(vector)s <= 1e-6
 ORDER BY embedding <=> %(vector)s
 LIMIT 5)
UNION
(SELECT cell_id FROM memcell_embedding
 WHERE namespace = %(namespace)s AND kind = %(kind)s AND hnsw_pending AND embedding <=> %(vector)s <= 1e-6
 LIMIT 5)
