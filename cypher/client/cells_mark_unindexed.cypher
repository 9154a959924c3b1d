// fsck --repair: cells marked indexed whose embedding is missing go back to reconcile's queue.
UNWIND $ids AS id
MATCH (c:MemCell {namespace: $namespace, id: id})
SET c.indexed = false
RETURN count(c) AS marked
