// Audit of one cell: every invalidation that targeted or reached it, active or restored.
MATCH (c:MemCell {namespace: $namespace, id: $id})
CALL (c) {
  MATCH (inv:Invalidation)-[:INVALIDATES]->(c) RETURN inv, 0 AS depth, 'invalidated' AS role
  UNION
  MATCH (c)-[r:CONTAMINATED_BY]->(inv:Invalidation) RETURN inv, r.depth AS depth, 'contaminated' AS role
}
MATCH (inv)-[:INVALIDATES]->(source:MemCell)
RETURN inv.id AS invalidation, role, depth, source.id AS source, inv.reason AS reason, inv.by AS by,
       inv.at AS at, inv.active AS active, inv.restored_at AS restoredAt, inv.restored_by AS restoredBy
ORDER BY at
