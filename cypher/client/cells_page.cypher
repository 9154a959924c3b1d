// All cells of a namespace in id order, a page at a time (for reindex).
MATCH (c:MemCell {namespace: $namespace})
WHERE c.id > $after AND c.status <> 'erased'  // a tombstone has nothing to index
RETURN c {.*, created_at: c.created_at.epochMillis, updated_at: c.updated_at.epochMillis} AS cell,
       [(c)-[:FOLLOWS]->(f:MemCell {namespace: $namespace}) | f.id][0] AS follows
ORDER BY c.id
LIMIT $limit
