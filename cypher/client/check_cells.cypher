// fsck, cross-store half: every cell of the namespace with its index mark and status, a page at a time.
MATCH (c:MemCell {namespace: $namespace})
WHERE c.id > $after
RETURN c.id AS id, c.indexed AS indexed, c.status AS status
ORDER BY c.id
LIMIT $limit
