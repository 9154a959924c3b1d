// The layer of each given memory (a kind's default when none is stored): recall's layer filter.
UNWIND $ids AS id
MATCH (c:MemCell {namespace: $namespace, id: id})
RETURN c.id AS id, coalesce(c.layer, CASE WHEN c.kind IN ['fact', 'preference', 'constraint', 'summary']
                                     THEN 'semantic' ELSE 'episodic' END) AS layer
