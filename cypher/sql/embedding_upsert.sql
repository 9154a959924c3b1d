INSERT INTO memcell_embedding (namespace, cell_id, kind, tags, created_at, model, embedding, keywords)
VALUES (%(namespace)s, %(cell_id)s, %(kind)s, %(tags)s, %(created_at)s, %(model)s, %(embedding)s,
        to_tsvector('english', %(content)s))
ON CONFLICT (namespace, cell_id) DO UPDATE
SET kind = EXCLUDED.kind, tags = EXCLUDED.tags, created_at = EXCLUDED.created_at, model = EXCLUDED.model,
    embedding = EXCLUDED.embedding, keywords = EXCLUDED.keywords
