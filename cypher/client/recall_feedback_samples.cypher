// Learned fusion weights: each recorded recall with feedback, every hit's score components and feedback.
MATCH (r:Retrieval {namespace: $namespace})
WHERE $retrievals IS NULL OR r.id IN $retrievals
MATCH (r)-[e:RETRIEVED]->(:MemCell)
WITH r, collect({feedback: e.feedback, components: {
       semantic: coalesce(e.semantic, 0.0), keyword: coalesce(e.keyword, 0.0), lineage: coalesce(e.lineage, 0.0),
       importance: coalesce(e.importance, 0.0), recency: coalesce(e.recency, 0.0),
       usefulness: coalesce(e.usefulness, 0.0), pinned: coalesce(e.pinned, 0.0),
       confidence: coalesce(e.confidence, 0.0), exchange: coalesce(e.exchange, 0.0)}}) AS hits
WHERE any(h IN hits WHERE h.feedback IS NOT NULL)
RETURN r.id AS retrieval, hits
ORDER BY retrieval
