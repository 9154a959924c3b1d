// The items of an agent session (memories tagged with it), the latest $limit, oldest first. Item cell ids
// carry a zero-padded sequence number, so id order is the order the items were added.
MATCH (c:MemCell {namespace: $namespace})
WHERE $tag IN c.tags
WITH c ORDER BY c.id DESC LIMIT $limit
RETURN c {.*, created_at: c.created_at.epochMillis, updated_at: c.updated_at.epochMillis} AS cell
ORDER BY cell.id
