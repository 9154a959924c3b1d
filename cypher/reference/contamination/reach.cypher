// Contamination reach of $id: every descendant once, with its depth (dry run for `impact` and the
// first half of `invalidate`). Linear in the closure: APOC BFS with node-global uniqueness.
MATCH (target:MemCell {namespace: $namespace, id: $id})
CALL apoc.path.spanningTree(target, {
  relationshipFilter: '<DERIVED_FROM', labelFilter: '+MemCell', minLevel: 1, maxLevel: -1, bfs: true
}) YIELD path
WITH last(nodes(path)) AS cell, length(path) AS depth
RETURN depth, cell.kind AS kind, count(*) AS cells, collect(cell.id)[..$sampleSize] AS sample
ORDER BY depth, kind
