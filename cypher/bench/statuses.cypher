// `bench recall`: the status of every cell of a benchmark namespace, to check what recall returned.
MATCH (c:MemCell {namespace: $namespace})
RETURN c.id AS id, c.status AS status
