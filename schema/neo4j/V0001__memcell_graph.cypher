// MemLineage Neo4j schema, version 1: the MemCell graph model (docs/data-model.md).
// memlineage: earlier checksum faa0f0b6bc2755d4b106bd7c73404e718da4d99b0d2f4077e2048cc98fa216e9 (comments only changed since)
// Applied by `CALL memlineage.schema.migrate()` (also run by `memlineage migrate` and on
// `memlineage server start`). One statement per `;`. Every statement must be idempotent
// (IF NOT EXISTS) so that a half-applied migration can simply be re-run.
// Community edition: no node-key / existence constraints, so keys are composite uniqueness
// constraints on (namespace, id); their backing range index also serves id look-ups.

CREATE CONSTRAINT memcell_namespace_id IF NOT EXISTS
FOR (c:MemCell) REQUIRE (c.namespace, c.id) IS UNIQUE;

CREATE CONSTRAINT entity_namespace_name IF NOT EXISTS
FOR (e:Entity) REQUIRE (e.namespace, e.name) IS UNIQUE;

CREATE CONSTRAINT invalidation_namespace_id IF NOT EXISTS
FOR (i:Invalidation) REQUIRE (i.namespace, i.id) IS UNIQUE;

CREATE CONSTRAINT retrieval_namespace_id IF NOT EXISTS
FOR (r:Retrieval) REQUIRE (r.namespace, r.id) IS UNIQUE;

CREATE CONSTRAINT context_namespace_id IF NOT EXISTS
FOR (x:Context) REQUIRE (x.namespace, x.id) IS UNIQUE;

CREATE INDEX memcell_namespace_status IF NOT EXISTS
FOR (c:MemCell) ON (c.namespace, c.status);

CREATE INDEX memcell_namespace_kind IF NOT EXISTS
FOR (c:MemCell) ON (c.namespace, c.kind);

CREATE INDEX memcell_namespace_created_at IF NOT EXISTS
FOR (c:MemCell) ON (c.namespace, c.created_at);

// Cells written to Neo4j but not yet to PostgreSQL: what `memlineage reconcile` repairs.
CREATE INDEX memcell_namespace_indexed IF NOT EXISTS
FOR (c:MemCell) ON (c.namespace, c.indexed);

CREATE INDEX invalidation_namespace_active IF NOT EXISTS
FOR (i:Invalidation) ON (i.namespace, i.active);

// No fulltext index on content: keyword search is served by PostgreSQL (memcell_embedding.keywords),
// and a Lucene index here would cost every write a second text index.
