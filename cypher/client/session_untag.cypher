// Take memories out of an agent session (pop_item, clear_session): the session tag is removed; the memories
// and their lineage stay.
MATCH (c:MemCell {namespace: $namespace})
WHERE c.id IN $ids
SET c.tags = [t IN c.tags WHERE t <> $tag], c.updated_at = datetime()
RETURN count(c) AS untagged
