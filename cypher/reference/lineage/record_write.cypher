// record, the write step: create the new cells and every lineage edge of the batch (one transaction).
// memlineage.lineage.record performs these writes through the core API, after validating the batch,
// refusing conflicting ids and unknown endpoints, and ordering the new cells (cycle check): it holds
// every endpoint already, so it skips the two index seeks per edge that this statement needs.
// $cells: maps with the stored properties (defaults left out: schema/README.md); $newEdges: edges whose
// child is created here (CREATE, a new cell cannot have the edge yet; recorded with their child, they
// carry no `at`); $existingEdges: edges whose child was stored before (MERGE, stamped with `at`);
// $follows / $resultOf: the capture links of the cell maps' `follows` / `result_of` keys, maps {from, to, at}:
// (later)-[:FOLLOWS]->(earlier) and (result)-[:RESULT_OF]->(call), MERGEd so a re-recorded batch adds none.
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
  CREATE (child)-[r:DERIVED_FROM]->(parent)
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
CALL () {
  UNWIND $follows AS link
  MATCH (later:MemCell {namespace: $namespace, id: link.from})
  MATCH (earlier:MemCell {namespace: $namespace, id: link.to})
  MERGE (later)-[r:FOLLOWS]->(earlier)
  ON CREATE SET r.source = 'capture', r.strength = 1.0, r.confidence = 1.0, r.at = link.at
  RETURN count(r) AS follows
}
CALL () {
  UNWIND $resultOf AS link
  MATCH (result:MemCell {namespace: $namespace, id: link.from})
  MATCH (tool:MemCell {namespace: $namespace, id: link.to})
  MERGE (result)-[r:RESULT_OF]->(tool)
  ON CREATE SET r.source = 'capture', r.strength = 1.0, r.confidence = 1.0, r.at = link.at
  RETURN count(r) AS resultOf
}
RETURN created, newEdges + existingEdges AS edges
