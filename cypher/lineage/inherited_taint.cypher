// record, step 5: the active invalidations that reach the given parents, with the depth the child
// would have (1 below an invalidated cell, depth+1 below a contaminated one).
UNWIND $parentIds AS id
MATCH (p:MemCell {namespace: $namespace, id: id})
WHERE p.status IN ['invalid', 'contaminated']
CALL (p) {
  MATCH (inv:Invalidation {active: true})-[:INVALIDATES]->(p)
  RETURN inv.id AS invalidation, 1 AS depth
  UNION
  MATCH (p)-[r:CONTAMINATED_BY]->(inv:Invalidation {active: true})
  RETURN inv.id AS invalidation, r.depth + 1 AS depth
}
RETURN p.id AS parent, invalidation, min(depth) AS depth
