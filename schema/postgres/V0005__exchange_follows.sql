-- MemLineage PostgreSQL schema, version 5: which memory each one follows in its step.
-- Capture records (later)-[:FOLLOWS]->(earlier) between consecutive memories of a step (an assistant's
-- reply follows the user's message). Recall scores a user's message together with the reply it got
-- (the `exchange` component, sql/client/recall_candidates.sql): the reply often says in plain words what
-- the message was about, and weeks later a question matches the exchange better than either half. The
-- column copies the FOLLOWS edge of Neo4j (the source of truth) so that one query finds the reply; rows
-- written before this version have none until `memlineage reindex`.
ALTER TABLE memcell_embedding ADD COLUMN IF NOT EXISTS follows text;

CREATE INDEX IF NOT EXISTS memcell_embedding_follows
    ON memcell_embedding (namespace, follows)
    WHERE follows IS NOT NULL;
