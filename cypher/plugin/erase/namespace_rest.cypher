// erase.namespace, last pass: nodes of the namespace under any other label (one scan of all nodes, done
// once the indexed labels are empty), detach-deleted up to $limit per call.
MATCH (n) WHERE n.namespace = $namespace
WITH n LIMIT $limit
WITH head(labels(n)) AS label, n
DETACH DELETE n
RETURN label, count(*) AS deleted
