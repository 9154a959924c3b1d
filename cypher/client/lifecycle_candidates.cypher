// What consolidate may group: valid memories of the given kinds (or ids), not in the working layer, with their
// entities and parents (lineage neighbours link related memories).
MATCH (c:MemCell {namespace: $namespace})
WHERE ($ids IS NULL OR c.id IN $ids)
  AND c.kind IN $kinds AND coalesce(c.status, 'valid') = 'valid' AND c.layer IS NULL
RETURN c.id AS id, c.kind AS kind, c.content AS content, c.created_at.epochMillis AS created_at,
       [(c)-[:MENTIONS]->(e:Entity) | e.name] AS entities,
       [(c)-[:DERIVED_FROM]->(p:MemCell) | p.id] AS parents
ORDER BY c.created_at, c.id
LIMIT $limit
