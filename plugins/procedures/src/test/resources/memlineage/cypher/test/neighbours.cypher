// Test-only example of a procedure body (see ExampleProcedures): the cells a cell derives from.
// $namespace :: STRING, $id :: STRING
MATCH (:MemCell {namespace: $namespace, id: $id})-[:DERIVED_FROM]->(parent:MemCell)
RETURN parent.id AS id, parent.kind AS kind
ORDER BY id;
