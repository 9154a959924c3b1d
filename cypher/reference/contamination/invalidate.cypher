// Invalidate $id: one (:Invalidation) event, the cell becomes invalid, every descendant becomes
// contaminated. One transaction; returns the reach by depth and kind, and keeps its size on the event.
// The reach is not stored per cell: an active invalidation reaches every descendant of its cell (today's
// and any recorded later), so only the status of a descendant changes, and only if it is not tainted
// already; `contamination/reached.cypher` lists the reach with depths, and restore freezes it on the
// event. An invalidation can reach 100k cells; each extra write per cell costs commit time.
// memlineage.contamination.invalidate performs exactly this through the core API (faster on large
// closures); JUnit checks that both agree.
MATCH (target:MemCell {namespace: $namespace, id: $id})
CREATE (inv:Invalidation {namespace: $namespace, id: $invalidationId, cell_id: $id, reason: $reason,
                          by: $by, at: datetime(), active: true})
CREATE (inv)-[:INVALIDATES]->(target)
SET target.status = 'invalid', target.updated_at = inv.at
WITH inv, target
CALL (target) {
  CALL apoc.path.spanningTree(target, {
    relationshipFilter: '<DERIVED_FROM', labelFilter: '+MemCell', minLevel: 1, maxLevel: -1, bfs: true
  }) YIELD path
  WITH last(nodes(path)) AS cell, length(path) AS depth
  SET cell.status = CASE WHEN cell.status IN ['invalid', 'contaminated'] THEN cell.status ELSE 'contaminated' END
  WITH depth, cell.kind AS kind, count(*) AS cells
  ORDER BY depth, kind
  RETURN collect({depth: depth, kind: kind, cells: cells}) AS byDepth
}
WITH inv, target, byDepth, reduce(n = 0, r IN byDepth | n + r.cells) AS contaminated
SET inv.reached = contaminated
RETURN inv.id AS invalidation, target.id AS cell, contaminated, byDepth
