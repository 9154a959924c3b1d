// Cells derived (transitively) from $id, each once, with its BFS depth (shortest derivation distance).
// APOC's expander with node-global uniqueness visits every cell once, so the cost is linear in the
// closure even on DAGs full of diamonds (no path enumeration). $maxDepth = -1: unlimited.
MATCH (start:MemCell {namespace: $namespace, id: $id})
CALL apoc.path.spanningTree(start, {
  relationshipFilter: '<DERIVED_FROM', labelFilter: '+MemCell', minLevel: 1, maxLevel: $maxDepth, bfs: true
}) YIELD path
WITH last(nodes(path)) AS cell, length(path) AS depth
RETURN cell, depth
