// Restore an invalidation: it becomes inactive (kept for audit, with the cells it reached and their
// depths frozen on it as `reached_ids` / `reached_depths`), and each cell of its closure is re-evaluated
// against the invalidations still active: invalid while one targets the cell, contaminated while one
// targets an ancestor, otherwise back to its base status.
// memlineage.contamination.restore performs exactly this through the core API, in time linear in the
// closure; this reference walks the ancestors of every cell of the closure (closure x ancestors), which
// is fine for reading and for small graphs. JUnit checks both agree.
MATCH (inv:Invalidation {namespace: $namespace, id: $invalidationId, active: true})-[:INVALIDATES]->(target:MemCell)
SET inv.active = false, inv.restored_at = datetime(), inv.restored_by = $by, inv.restore_reason = $reason
WITH inv, target
CALL (target) {
  CALL apoc.path.spanningTree(target, {
    relationshipFilter: '<DERIVED_FROM', labelFilter: '+MemCell', minLevel: 1, maxLevel: -1, bfs: true
  }) YIELD path
  RETURN collect(last(nodes(path)).id) AS ids, collect(length(path)) AS depths
}
SET inv.reached_ids = ids, inv.reached_depths = depths
WITH inv, target
CALL () {
  MATCH (:Invalidation {namespace: $namespace, active: true})-[:INVALIDATES]->(t:MemCell)
  RETURN collect(DISTINCT t) AS activeTargets
}
CALL apoc.path.subgraphNodes(target, {relationshipFilter: '<DERIVED_FROM', labelFilter: '+MemCell', minLevel: 0})
YIELD node AS c
CALL (c, activeTargets) {
  CALL apoc.path.subgraphNodes(c, {relationshipFilter: 'DERIVED_FROM>', labelFilter: '+MemCell', minLevel: 1})
  YIELD node AS ancestor
  WITH ancestor WHERE ancestor IN activeTargets
  RETURN count(ancestor) > 0 AS tainted
}
SET c.status = CASE
      WHEN c IN activeTargets THEN 'invalid'
      WHEN tainted THEN 'contaminated'
      ELSE coalesce(c.base_status, 'valid')
    END
WITH inv, c.status AS status, count(*) AS cells
RETURN inv.id AS invalidation, collect({status: status, cells: cells}) AS statuses
