// Several memories of one namespace by id (ids not stored are left out).
MATCH (c:MemCell {namespace: $namespace})
WHERE c.id IN $ids
RETURN c {.*, created_at: c.created_at.epochMillis, updated_at: c.updated_at.epochMillis} AS cell
