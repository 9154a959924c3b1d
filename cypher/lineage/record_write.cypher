// record, step 3: create the new cells and every lineage edge of the batch (one transaction).
// $cells: maps with the stored properties; $newEdges: edges whose child is created here (CREATE,
// a new cell cannot have the edge yet); $existingEdges: edges whose child was stored before (MERGE).
CALL () {
  UNWIND $cells AS cell
  CREATE (c:MemCell)
  SET c = cell, c.namespace = $namespace
  RETURN count(c) AS created
}
CALL () {
  UNWIND $newEdges AS edge
  MATCH (child:MemCell {namespace: $namespace, id: edge.child})
  MATCH (parent:MemCell {namespace: $namespace, id: edge.parent})
  CREATE (child)-[r:DERIVED_FROM {at: edge.at}]->(parent)
  RETURN count(r) AS newEdges
}
CALL () {
  UNWIND $existingEdges AS edge
  MATCH (child:MemCell {namespace: $namespace, id: edge.child})
  MATCH (parent:MemCell {namespace: $namespace, id: edge.parent})
  MERGE (child)-[r:DERIVED_FROM]->(parent)
  ON CREATE SET r.at = edge.at
  RETURN count(r) AS existingEdges
}
RETURN created, newEdges + existingEdges AS edges
