// record, step 1: which of the batch's ids already exist in the namespace, with their content hash,
// so that identical re-records are skipped and conflicting re-use of an id is refused.
UNWIND $ids AS id
MATCH (c:MemCell {namespace: $namespace, id: id})
RETURN c.id AS id, c.content_hash AS contentHash, c.kind AS kind
