// Invalidate $id: one (:Invalidation) event, the cell becomes invalid, every descendant becomes
// contaminated and is linked to the event with its depth. One transaction; returns the reach by
// depth and kind. The status a cell falls back to on restore is its `base_status`. Only the status
// changes on a descendant (when and why are on the event, the depth on the edge): an invalidation can
// reach 100k cells, and each extra property write costs commit time.
// memlineage.contamination.invalidate performs exactly this through the core API (faster on large
// closures); JUnit checks that both agree.
MATCH (target:MemCell {namespace: $namespace, id: $id})
CREATE (inv:Invalidation {namespace: $namespace, id: $invalidationId, cell_id: $id, reason: $reason,
                          by: $by, at: datetime(), active: true})
CREATE (inv)-[:INVALIDATES]->(target)
SET target.status = 'invalid', target.updated_at = inv.at
WITH inv, target
CALL (inv, target) {
  CALL apoc.path.spanningTree(target, {
    relationshipFilter: '<DERIVED_FROM', labelFilter: '+MemCell', minLevel: 1, maxLevel: -1, bfs: true
  }) YIELD path
  WITH inv, last(nodes(path)) AS cell, length(path) AS depth
  CREATE (cell)-[:CONTAMINATED_BY {depth: depth}]->(inv)
  SET cell.status = CASE WHEN cell.status = 'invalid' THEN 'invalid' ELSE 'contaminated' END
  WITH depth, cell.kind AS kind, count(*) AS cells
  ORDER BY depth, kind
  RETURN collect({depth: depth, kind: kind, cells: cells}) AS byDepth
}
RETURN inv.id AS invalidation, target.id AS cell, reduce(n = 0, r IN byDepth | n + r.cells) AS contaminated, byDepth
