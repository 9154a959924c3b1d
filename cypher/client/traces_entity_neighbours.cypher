// Relation discovery's second route: valid memories that name an entity a new memory names.
UNWIND $ids AS id
MATCH (c:MemCell {namespace: $namespace, id: id})-[:MENTIONS]->(e:Entity)<-[:MENTIONS]-(o:MemCell)
WHERE o <> c AND o.namespace = $namespace AND coalesce(o.status, 'valid') = 'valid'
WITH c, o, count(e) AS shared
ORDER BY shared DESC, o.id
WITH c, collect(o.id)[..$limit] AS others
UNWIND others AS other
RETURN c.id AS cell, other
