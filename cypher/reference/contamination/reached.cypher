// Audit of one invalidation: the cell it targeted (depth 0) and every cell it reaches, with its
// shortest derivation distance. While it is active that is every current descendant of the cell (a
// cell recorded later below it is reached too); once restored, the cells frozen on the event when it
// was restored. memlineage.contamination.reach performs exactly this through the core API.
MATCH (inv:Invalidation {namespace: $namespace, id: $invalidationId})-[:INVALIDATES]->(target:MemCell)
CALL (inv, target) {
  RETURN target AS cell, 0 AS depth
  UNION
  WITH 1 AS live WHERE inv.active
  CALL apoc.path.spanningTree(target, {
    relationshipFilter: '<DERIVED_FROM', labelFilter: '+MemCell', minLevel: 1, maxLevel: -1, bfs: true
  }) YIELD path
  RETURN last(nodes(path)) AS cell, length(path) AS depth
  UNION
  WITH 1 AS frozen WHERE NOT inv.active
  UNWIND range(0, size(inv.reached_ids) - 1) AS i
  MATCH (cell:MemCell {namespace: $namespace, id: inv.reached_ids[i]})
  RETURN cell, inv.reached_depths[i] AS depth
}
RETURN cell, depth
ORDER BY depth, cell.id
