// Provenance of $id: the cell and every ancestor up to $maxDepth, with the DERIVED_FROM edges among
// them, as one subgraph (Neo4j Browser draws `nodes` + `relationships`); roots are the cells with no
// parent (user inputs, tool calls, ...). Linear in the ancestor closure (node-global uniqueness).
MATCH (start:MemCell {namespace: $namespace, id: $id})
CALL apoc.path.subgraphAll(start, {
  relationshipFilter: 'DERIVED_FROM>', labelFilter: '+MemCell', maxLevel: $maxDepth, bfs: true
}) YIELD nodes, relationships
RETURN start, nodes, relationships,
       [n IN nodes WHERE NOT EXISTS { (n)-[:DERIVED_FROM]->() }] AS roots
