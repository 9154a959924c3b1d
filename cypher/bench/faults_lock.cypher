// `bench faults`: write-lock some cells in a transaction kept open, so that a write needing them waits,
// in flight, until the server is killed (the lock dies with the server: nothing of it is ever committed).
MATCH (c:MemCell {namespace: $namespace})
WHERE c.id IN $ids
SET c.fault_lock = true
RETURN count(c) AS locked
