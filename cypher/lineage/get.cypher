// One cell by id (no row if it does not exist in this namespace).
MATCH (c:MemCell {namespace: $namespace, id: $id})
RETURN c AS cell
