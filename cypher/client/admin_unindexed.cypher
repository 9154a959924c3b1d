// server status: cells whose embedding never reached PostgreSQL, by namespace (read from the
// (namespace, indexed) index; erased tombstones waiting for their purge are not counted).
MATCH (c:MemCell)
WHERE c.indexed = false AND c.status <> 'erased'
RETURN c.namespace AS namespace, count(*) AS cells
ORDER BY namespace
