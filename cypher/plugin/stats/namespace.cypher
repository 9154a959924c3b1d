// stats.namespace: one row per (group, key) with its count: cells by kind, status and layer (cells without
// a layer property count as 'unknown'), open conflicts, active invalidations, and the cells whose PostgreSQL
// work is pending (indexed = false: 'index' for a memory to embed, 'purge' for a tombstone whose row is
// still to delete).
MATCH (c:MemCell {namespace: $namespace}) RETURN 'kind' AS group, c.kind AS key, count(*) AS n
UNION ALL
MATCH (c:MemCell {namespace: $namespace}) RETURN 'status' AS group, c.status AS key, count(*) AS n
UNION ALL
MATCH (c:MemCell {namespace: $namespace}) RETURN 'layer' AS group, coalesce(c.layer, 'unknown') AS key, count(*) AS n
UNION ALL
MATCH (c:MemCell {namespace: $namespace, indexed: false})
RETURN 'pending' AS group, CASE WHEN c.status = 'erased' THEN 'purge' ELSE 'index' END AS key, count(*) AS n
UNION ALL
MATCH (x:Conflict {namespace: $namespace, status: 'open'}) RETURN 'conflicts' AS group, 'open' AS key, count(*) AS n
UNION ALL
MATCH (i:Invalidation {namespace: $namespace, active: true}) RETURN 'invalidations' AS group, 'active' AS key, count(*) AS n
