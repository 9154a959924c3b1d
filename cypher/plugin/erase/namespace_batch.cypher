// erase.namespace, one batch: detach-delete up to $limit nodes of the namespace, label by label through
// each label's (namespace, ...) index, so that a big tenant is removed in many small transactions.
CALL {
  MATCH (n:MemCell {namespace: $namespace}) RETURN n LIMIT $limit
  UNION
  MATCH (n:Entity {namespace: $namespace}) RETURN n LIMIT $limit
  UNION
  MATCH (n:Invalidation {namespace: $namespace}) RETURN n LIMIT $limit
  UNION
  MATCH (n:Retrieval {namespace: $namespace}) RETURN n LIMIT $limit
  UNION
  MATCH (n:Conflict {namespace: $namespace}) RETURN n LIMIT $limit
  UNION
  MATCH (n:Context {namespace: $namespace}) RETURN n LIMIT $limit
  UNION
  MATCH (n:RecallPreset {namespace: $namespace}) RETURN n LIMIT $limit
}
WITH n LIMIT $limit
WITH head(labels(n)) AS label, n
DETACH DELETE n
RETURN label, count(*) AS deleted
