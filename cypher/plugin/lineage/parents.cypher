// The cells $id was directly derived from.
MATCH (:MemCell {namespace: $namespace, id: $id})-[r:DERIVED_FROM]->(parent:MemCell)
RETURN parent AS cell, 1 AS depth
ORDER BY parent.created_at, parent.id
