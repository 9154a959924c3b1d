// Link cells to the active invalidation that reaches them and mark them contaminated
// (an invalid cell stays invalid). $rows: [{id, invalidation, depth}].
UNWIND $rows AS row
MATCH (c:MemCell {namespace: $namespace, id: row.id})
MATCH (inv:Invalidation {namespace: $namespace, id: row.invalidation})
MERGE (c)-[r:CONTAMINATED_BY]->(inv)
ON CREATE SET r.depth = row.depth, r.at = datetime()
ON MATCH SET r.depth = CASE WHEN row.depth < r.depth THEN row.depth ELSE r.depth END
SET c.status = CASE WHEN c.status = 'invalid' THEN 'invalid' ELSE 'contaminated' END
RETURN count(DISTINCT c) AS contaminated
