// bench lineage, the Neo4j floor for ingest: the properties memlineage.lineage.record stores for a
// benchmark cell, written by a bare UNWIND ... CREATE on a label with no key constraint, no index, no
// edges and no validation. What Neo4j itself costs per node on this machine, next to record's rate.
UNWIND $rows AS row
CREATE (n:BenchFloor)
SET n.namespace = $namespace, n.id = row.id, n.kind = row.kind, n.content = row.content, n.status = 'valid',
    n.importance = row.importance, n.created_at = datetime({epochMillis: row.created_at}), n.indexed = false,
    n.source = row.source
