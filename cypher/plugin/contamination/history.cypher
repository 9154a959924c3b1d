// Audit of one cell: every invalidation that targeted or reached it, active or restored. An active
// invalidation reaches every descendant of its cell, so the events that reach this cell hang off its
// ancestors; a restored one reached it if the cell is among the ids frozen on it at restore.
MATCH (c:MemCell {namespace: $namespace, id: $id})
CALL (c) {
  MATCH (inv:Invalidation {namespace: $namespace})-[:INVALIDATES]->(c)
  RETURN inv, 0 AS depth, 'invalidated' AS role
  UNION
  CALL apoc.path.spanningTree(c, {
    relationshipFilter: 'DERIVED_FROM>', labelFilter: '+MemCell', minLevel: 1, maxLevel: -1, bfs: true
  }) YIELD path
  WITH last(nodes(path)) AS ancestor, length(path) AS depth
  MATCH (inv:Invalidation {namespace: $namespace})-[:INVALIDATES]->(ancestor)
  WITH inv, depth, CASE WHEN inv.active THEN null
                   ELSE [i IN range(0, size(inv.reached_ids) - 1) WHERE inv.reached_ids[i] = c.id][0] END AS frozen
  WHERE inv.active OR frozen IS NOT NULL
  RETURN inv, CASE WHEN inv.active THEN depth ELSE inv.reached_depths[frozen] END AS depth, 'contaminated' AS role
}
MATCH (inv)-[:INVALIDATES]->(source:MemCell)
RETURN inv.id AS invalidation, role, depth, source.id AS source, inv.reason AS reason, inv.by AS by,
       inv.at AS at, inv.active AS active, inv.restored_at AS restoredAt, inv.restored_by AS restoredBy
ORDER BY at
