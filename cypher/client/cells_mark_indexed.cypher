// After the embeddings reached PostgreSQL: the cells are findable by similarity.
UNWIND $ids AS id
MATCH (c:MemCell {namespace: $namespace, id: id})
SET c.indexed = true
RETURN count(c) AS marked
