// One invalidation event with its target.
MATCH (inv:Invalidation {namespace: $namespace, id: $invalidationId})
OPTIONAL MATCH (inv)-[:INVALIDATES]->(target:MemCell)
RETURN inv.id AS invalidation, inv.active AS active, target.id AS cell
