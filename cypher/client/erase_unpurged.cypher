// Tombstones whose PostgreSQL row may still exist (erase stopped between the two stores): reconcile purges them.
MATCH (c:MemCell {namespace: $namespace, indexed: false})
WHERE c.status = 'erased'
RETURN c.id AS id
LIMIT $limit
