// `bench faults`: create, in a transaction kept open, a cell with an id a batch is about to record; the batch
// waits on the (namespace, id) uniqueness constraint, in flight, until the server is killed (never committed).
CREATE (c:MemCell {namespace: $namespace, id: $id, fault_lock: true})
RETURN c.id AS id
