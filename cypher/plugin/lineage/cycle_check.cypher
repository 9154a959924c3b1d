// record, step 4: for edges (child)-[:DERIVED_FROM]->(parent) whose child existed before the batch,
// a cycle exists iff the child is now an ancestor of the parent. Returns one offending cycle as a list
// of ids, parent first. EXISTS {} runs as a pruning search, not a path enumeration.
UNWIND $edges AS edge
MATCH (child:MemCell {namespace: $namespace, id: edge.child})
MATCH (parent:MemCell {namespace: $namespace, id: edge.parent})
WHERE child = parent OR EXISTS { (parent)-[:DERIVED_FROM]->+(child) }
WITH child, parent LIMIT 1
OPTIONAL MATCH p = SHORTEST 1 (parent)-[:DERIVED_FROM]->+(child)
RETURN [n IN coalesce(nodes(p), [parent]) | n.id] + [parent.id] AS cycle
