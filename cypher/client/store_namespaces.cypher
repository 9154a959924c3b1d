// LangGraph store: the MemLineage namespaces that hold a current item (a valid memory carrying $tag): $exact itself
// and those under it ($prefix is $exact + '/'). The store reads no namespace outside its root.
CALL () {
  MATCH (c:MemCell {namespace: $exact})
  WHERE c.id IS NOT NULL AND $tag IN c.tags AND c.status = 'valid'
  RETURN c.namespace AS namespace LIMIT 1
  UNION
  MATCH (c:MemCell)
  WHERE c.namespace STARTS WITH $prefix AND c.id IS NOT NULL AND $tag IN c.tags AND c.status = 'valid'
  RETURN DISTINCT c.namespace AS namespace
}
RETURN DISTINCT namespace
