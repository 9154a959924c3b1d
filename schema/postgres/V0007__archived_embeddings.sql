-- MemLineage PostgreSQL schema, version 7: embeddings of archived memories, out of recall's way.
-- Archiving a memory (memlineage.lifecycle.archive: forget, consolidate) moves its row here from
-- memcell_embedding and unarchiving moves it back, so the HNSW graph, the keyword index and recall's
-- candidate queries only ever hold memories recall may return: a namespace that forgot half of its
-- memories is searched like one that never held them (no filtered rows, no widening rounds). The rows
-- keep every column, so unarchiving needs no embedding. Like the rest of PostgreSQL this is derived: a
-- row missing here (after `memlineage reindex`) is embedded again from Neo4j when its memory returns.
CREATE TABLE IF NOT EXISTS memcell_embedding_archived (LIKE memcell_embedding INCLUDING DEFAULTS);

ALTER TABLE memcell_embedding_archived DROP CONSTRAINT IF EXISTS memcell_embedding_archived_pkey;
ALTER TABLE memcell_embedding_archived ADD CONSTRAINT memcell_embedding_archived_pkey PRIMARY KEY (namespace, cell_id);
