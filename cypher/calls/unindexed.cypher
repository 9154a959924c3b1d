// Cells written to Neo4j whose embedding never reached PostgreSQL (for reconcile).
MATCH (c:MemCell {namespace: $namespace, indexed: false})
RETURN c AS cell
ORDER BY c.created_at
LIMIT $limit
