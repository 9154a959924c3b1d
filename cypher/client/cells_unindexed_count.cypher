// index_status(): how many cells Neo4j holds whose embedding has not reached PostgreSQL (a seek in the
// (namespace, indexed) index; an erased tombstone waiting for its purge is not index work).
MATCH (c:MemCell {namespace: $namespace, indexed: false})
WHERE c.status <> 'erased'
RETURN count(c) AS cells
