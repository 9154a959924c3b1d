// V0006: the review queue of memory traces (memlineage.traces.openConflict / resolve / dismiss /
// conflicts): (:Conflict {namespace, id, status, kind, ...})-[:BETWEEN]->(:MemCell). Its key is
// (namespace, id) like every other node's; the queue is read by status (conflicts(namespace, 'open')),
// hence the (namespace, status) index. Conflicts are few next to cells, so the index costs ingest nothing.
CREATE CONSTRAINT conflict_namespace_id IF NOT EXISTS
FOR (x:Conflict) REQUIRE (x.namespace, x.id) IS UNIQUE;

CREATE INDEX conflict_namespace_status IF NOT EXISTS
FOR (x:Conflict) ON (x.namespace, x.status);
