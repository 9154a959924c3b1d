-- One chunk of staged rows into the real table (its HNSW and GIN indexes are maintained row by row).
INSERT INTO memcell_embedding (namespace, cell_id, kind, tags, created_at, model, embedding, keywords)
SELECT namespace, cell_id, kind, tags, created_at, model, embedding, to_tsvector('english', content)
FROM bench_recall_stage
WHERE seq >= %(lo)s AND seq < %(hi)s
