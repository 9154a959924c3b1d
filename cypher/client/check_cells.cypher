// fsck, cross-store half: every cell of the namespace with its index mark, a page at a time.
MATCH (c:MemCell {namespace: $namespace})
WHERE c.id > $after
RETURN c.id AS id, c.indexed AS indexed
ORDER BY c.id
LIMIT $limit
