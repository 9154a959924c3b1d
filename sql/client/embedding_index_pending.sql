-- The indexer: put up to %(batch)s of a namespace's pending rows into the HNSW graph (the UPDATE
-- makes each row satisfy the partial index's predicate, which inserts it). Small transactions, rows
-- locked by another indexer skipped, so writers and recall never wait on it. Returns the rows done.
UPDATE memcell_embedding e
SET hnsw_pending = false
FROM (SELECT namespace, cell_id
      FROM memcell_embedding
      WHERE namespace = %(namespace)s AND hnsw_pending
      LIMIT %(batch)s
      FOR UPDATE SKIP LOCKED) todo
WHERE e.namespace = todo.namespace AND e.cell_id = todo.cell_id
