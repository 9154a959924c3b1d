// Cells written to Neo4j whose embedding never reached PostgreSQL (for reconcile).
MATCH (c:MemCell {namespace: $namespace, indexed: false})
WHERE c.status <> 'erased'  // tombstones: their rows are purged, never rebuilt (erase_unpurged)
RETURN c {.*, created_at: c.created_at.epochMillis, updated_at: c.updated_at.epochMillis} AS cell,
       [(c)-[:FOLLOWS]->(f:MemCell {namespace: $namespace}) | f.id][0] AS follows
ORDER BY c.created_at
LIMIT $limit
