// index_status(): how many cells Neo4j holds whose embedding has not reached PostgreSQL (a seek in the
// (namespace, indexed) index).
MATCH (c:MemCell {namespace: $namespace, indexed: false})
RETURN count(c) AS cells
