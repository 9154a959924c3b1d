// A namespace's cells with what an export needs to group them into runs: parents (DERIVED_FROM), the cell
// each FOLLOWS in its step and the call it is the RESULT_OF. Oldest first; $since in epoch milliseconds.
MATCH (c:MemCell {namespace: $namespace})
WHERE c.created_at >= datetime({epochMillis: $since})
RETURN c.id AS id, c.kind AS kind, c.source AS source, c.status AS status,
       c.created_at.epochMillis AS created_at,
       [(c)-[:DERIVED_FROM]->(p:MemCell {namespace: $namespace}) | p.id] AS parents,
       [(c)-[:FOLLOWS]->(f:MemCell {namespace: $namespace}) | f.id][0] AS follows,
       [(c)-[:RESULT_OF]->(r:MemCell {namespace: $namespace}) | r.id][0] AS result_of
ORDER BY created_at, id
LIMIT $limit
