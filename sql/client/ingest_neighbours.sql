-- The write gate's neighbours: for each candidate vector of one ingest call (text '[…]' form, in order),
-- the nearest stored memories of the namespace that are derived statements (extracted facts, preferences,
-- constraints, tasks, plans, summaries, tool results and agent outputs), not raw inputs, with their cosine similarity.
SELECT q.ord::int AS ord, n.cell_id, n.kind, 1 - n.distance AS similarity
FROM (SELECT v::vector AS v, ord FROM unnest(%(vectors)s::text[]) WITH ORDINALITY AS t(v, ord)) q
CROSS JOIN LATERAL (
    SELECT e.cell_id, e.kind, e.embedding <=> q.v AS distance
    FROM memcell_embedding e
    WHERE e.namespace = %(namespace)s AND e.kind = ANY(%(kinds)s::text[])
    ORDER BY e.embedding <=> q.v
    LIMIT %(limit)s
) n
