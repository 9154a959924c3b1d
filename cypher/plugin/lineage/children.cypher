// The cells directly derived from $id.
MATCH (:MemCell {namespace: $namespace, id: $id})<-[r:DERIVED_FROM]-(child:MemCell)
RETURN child AS cell, 1 AS depth
ORDER BY child.created_at, child.id
