// V0003: the (namespace, kind) index of V0001 becomes (namespace, kind, importance, id).
// Recall's pinned route wants a namespace's most important valid preferences/constraints. With
// (namespace, kind) it read every one of them per query (about 5,000 at a million cells: ~20 ms); this
// index hands them over already in (importance, id) order, so memlineage.recall.neighbourhood reads
// them in descending order and stops after pinnedLimit valid ones. It serves kind look-ups as before
// (a prefix of the key) and keeps the per-cell index count unchanged for ingest.
CREATE INDEX memcell_namespace_kind_importance_id IF NOT EXISTS
FOR (c:MemCell) ON (c.namespace, c.kind, c.importance, c.id);

DROP INDEX memcell_namespace_kind IF EXISTS;
