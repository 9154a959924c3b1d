// Cells $id was derived from (transitively), each once, with its BFS depth. Linear in the closure
// (node-global uniqueness, no path enumeration). $maxDepth = -1: unlimited.
MATCH (start:MemCell {namespace: $namespace, id: $id})
CALL apoc.path.spanningTree(start, {
  relationshipFilter: 'DERIVED_FROM>', labelFilter: '+MemCell', minLevel: 1, maxLevel: $maxDepth, bfs: true
}) YIELD path
WITH last(nodes(path)) AS cell, length(path) AS depth
RETURN cell, depth
