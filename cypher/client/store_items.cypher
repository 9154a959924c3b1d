// LangGraph store: the current items of some namespaces (valid memories carrying $tag), newest first, a page at a
// time after ($afterAt, $afterId).
MATCH (c:MemCell)
WHERE c.namespace IN $namespaces AND c.id IS NOT NULL AND $tag IN c.tags AND c.status = 'valid'
WITH c, c.created_at.epochMillis AS at
WHERE $afterAt IS NULL OR at < $afterAt OR (at = $afterAt AND c.id > $afterId)
RETURN c.namespace AS namespace, c {.*, created_at: at, updated_at: c.updated_at.epochMillis} AS cell
ORDER BY at DESC, c.id
LIMIT $limit
