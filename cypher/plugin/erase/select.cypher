// erase.cells, selection: the memories of a namespace with a given source, tag and/or mentioned entity
// (each criterion given narrows the set; null ones are ignored), not yet erased.
MATCH (c:MemCell {namespace: $namespace})
WHERE c.status <> 'erased'
  AND ($source IS NULL OR c.source = $source)
  AND ($tag IS NULL OR $tag IN coalesce(c.tags, []))
  AND ($entity IS NULL OR EXISTS { (c)-[:MENTIONS]->(:Entity {namespace: $namespace, name: toLower($entity)}) })
RETURN c AS cell
