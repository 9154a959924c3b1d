// server status: cells whose embedding never reached PostgreSQL, by namespace (read from the
// (namespace, indexed) index).
MATCH (c:MemCell)
WHERE c.indexed = false
RETURN c.namespace AS namespace, count(*) AS cells
ORDER BY namespace
