// Active memories of a namespace (not archived, not erased), by layer (a kind's default when none is stored).
MATCH (c:MemCell {namespace: $namespace})
WHERE NOT coalesce(c.base_status, 'valid') IN ['archived', 'erased']
RETURN coalesce(c.layer, CASE WHEN c.kind IN ['fact', 'preference', 'constraint', 'summary'] THEN 'semantic'
                              ELSE 'episodic' END) AS layer, count(*) AS cells
