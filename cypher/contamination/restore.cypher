// Restore an invalidation: it becomes inactive (kept for audit, with every CONTAMINATED_BY edge), and
// each cell it reached is re-evaluated: invalid while another active invalidation targets it,
// contaminated while another active invalidation reaches it, otherwise back to its base status.
// memlineage.contamination.restore performs exactly this through the core API; JUnit checks both agree.
MATCH (inv:Invalidation {namespace: $namespace, id: $invalidationId, active: true})
SET inv.active = false, inv.restored_at = datetime(), inv.restored_by = $by, inv.restore_reason = $reason
WITH inv
CALL (inv) {
  MATCH (inv)-[:INVALIDATES]->(c:MemCell) RETURN c
  UNION
  MATCH (c:MemCell)-[:CONTAMINATED_BY]->(inv) RETURN c
}
WITH inv, c
SET c.status = CASE
      WHEN EXISTS { (:Invalidation {active: true})-[:INVALIDATES]->(c) } THEN 'invalid'
      WHEN EXISTS { (c)-[:CONTAMINATED_BY]->(:Invalidation {active: true}) } THEN 'contaminated'
      ELSE coalesce(c.base_status, 'valid')
    END
WITH inv, c.status AS status, count(*) AS cells
RETURN inv.id AS invalidation, collect({status: status, cells: cells}) AS statuses
