-- Exact cosine similarity to the query of the graph candidates (recall/neighbourhood); same columns as
-- recall_candidates_ann.sql, including the near-duplicate pairs among the pair_limit most similar of them and a user
-- message's similarity through the reply that follows it (exchange). Runs on a further connection beside the
-- candidate queries (recall_candidates_ann.sql, recall_candidates_keyword.sql) as soon as Neo4j has found the graph
-- candidates, so it scores every one of them (a candidate several queries bring is merged by the client).
WITH scored AS (
    SELECT e.cell_id, e.kind, e.embedding, 1 - (e.embedding <=> %(vector)s) AS semantic
    FROM memcell_embedding e
    WHERE e.namespace = %(namespace)s AND e.cell_id = ANY(%(ids)s::text[])
), top AS (
    SELECT cell_id, embedding FROM scored ORDER BY semantic DESC LIMIT %(pair_limit)s
), near AS (
    SELECT a.cell_id, array_agg(b.cell_id ORDER BY b.cell_id) AS near_ids, array_agg(s.sim ORDER BY b.cell_id) AS near_sims
    FROM top a
    JOIN top b ON a.cell_id < b.cell_id
    CROSS JOIN LATERAL (SELECT 1 - (a.embedding <=> b.embedding) AS sim) s
    WHERE s.sim >= %(pair_floor)s
    GROUP BY a.cell_id
)
SELECT scored.cell_id, scored.semantic, NULL::real AS keyword, false AS via_semantic, false AS via_keyword,
       near.near_ids, near.near_sims, false AS via_exchange, reply.similarity AS exchange
FROM scored
LEFT JOIN near ON near.cell_id = scored.cell_id
LEFT JOIN LATERAL (
    SELECT 1 - (r.embedding <=> %(vector)s) AS similarity
    FROM memcell_embedding r
    WHERE scored.kind = 'user_input' AND r.namespace = %(namespace)s AND r.follows = scored.cell_id
      AND r.kind = 'llm_output'
    ORDER BY r.created_at, r.cell_id
    LIMIT 1
) reply ON true
