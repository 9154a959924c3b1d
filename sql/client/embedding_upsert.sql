-- One embedding row. hnsw_pending: left out of the HNSW graph until the indexer flips it (bulk
-- writes; see schema/postgres/V0003). Re-writing a row keeps it pending only if both writes were.
-- follows: the memory this one follows in its step (schema/postgres/V0005).
INSERT INTO memcell_embedding (namespace, cell_id, kind, tags, created_at, model, embedding, keywords, hnsw_pending,
                               follows)
VALUES (%(namespace)s, %(cell_id)s, %(kind)s, %(tags)s, %(created_at)s, %(model)s, %(embedding)s,
        to_tsvector('english', %(content)s), %(hnsw_pending)s, %(follows)s)
ON CONFLICT (namespace, cell_id) DO UPDATE
SET kind = EXCLUDED.kind, tags = EXCLUDED.tags, created_at = EXCLUDED.created_at, model = EXCLUDED.model,
    embedding = EXCLUDED.embedding, keywords = EXCLUDED.keywords, follows = EXCLUDED.follows,
    hnsw_pending = memcell_embedding.hnsw_pending AND EXCLUDED.hnsw_pending
