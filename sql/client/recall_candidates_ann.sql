-- Recall's nearest-neighbour candidates from PostgreSQL, within one namespace (the keyword candidates come from
-- recall_candidates_keyword.sql, which the client runs at the same time on a second connection: PostgreSQL works on
-- both at once, and each statement plans in about half the time of one that holds both):
--   ann      the nearest neighbours by cosine distance (HNSW; iterative scans, set by the caller with
--            SET LOCAL hnsw.iterative_scan, keep filters from starving the result), merged with the
--            exact nearest of the rows a bulk write left out of the graph for now (hnsw_pending),
-- plus the user messages whose assistant reply one of those is (exchanged, V0005),
-- each with its exact cosine similarity to the query (and a user message's reply's: exchange), and, for the
-- pair_limit nearest, the others among those
-- nearest whose similarity to it is at least pair_floor (near_ids / near_sims: what rank's diversity step and
-- near-duplicate groups read; each pair once, on the row of the smaller id). The graph candidates
-- (recall/neighbourhood) get theirs from recall_similarity.sql, which runs beside this query once Neo4j has
-- found them. A cell both queries bring is merged by the client.
WITH ann_graph AS (
    -- each row's kind and embedding come along from the heap tuple the index scan reads anyway: the pairs below and
    -- the exchange column need them, and fetching them again by key cost more than the scan at 100k rows
    SELECT cell_id, kind, embedding, embedding <=> %(vector)s AS distance
    FROM memcell_embedding
    WHERE namespace = %(namespace)s AND NOT hnsw_pending
      AND (%(kinds)s::text[] IS NULL OR kind = ANY(%(kinds)s::text[]))
      AND (%(tags)s::text[] IS NULL OR tags && %(tags)s::text[])
      AND (%(since)s::timestamptz IS NULL OR created_at >= %(since)s::timestamptz)
      AND (%(until)s::timestamptz IS NULL OR created_at <= %(until)s::timestamptz)
    ORDER BY embedding <=> %(vector)s
    LIMIT %(ann_limit)s
), ann_pending AS (
    -- rows of a bulk write not in the HNSW graph yet (schema/postgres/V0003): exact distances
    SELECT cell_id, kind, embedding, embedding <=> %(vector)s AS distance
    FROM memcell_embedding
    WHERE namespace = %(namespace)s AND hnsw_pending
      AND (%(kinds)s::text[] IS NULL OR kind = ANY(%(kinds)s::text[]))
      AND (%(tags)s::text[] IS NULL OR tags && %(tags)s::text[])
      AND (%(since)s::timestamptz IS NULL OR created_at >= %(since)s::timestamptz)
      AND (%(until)s::timestamptz IS NULL OR created_at <= %(until)s::timestamptz)
    ORDER BY distance
    LIMIT %(ann_limit)s
), ann AS (
    SELECT cell_id, kind, embedding, distance
    FROM (SELECT * FROM ann_graph UNION ALL SELECT * FROM ann_pending) nearest
    ORDER BY distance
    LIMIT %(ann_limit)s
), top AS (
    SELECT cell_id, embedding FROM ann ORDER BY distance LIMIT %(pair_limit)s
), near AS (
    SELECT a.cell_id, array_agg(b.cell_id ORDER BY b.cell_id) AS near_ids, array_agg(s.sim ORDER BY b.cell_id) AS near_sims
    FROM top a
    JOIN top b ON a.cell_id < b.cell_id
    CROSS JOIN LATERAL (SELECT 1 - (a.embedding <=> b.embedding) AS sim) s
    WHERE s.sim >= %(pair_floor)s
    GROUP BY a.cell_id
), exchanged AS (
    -- the user message each assistant reply among the above answers (its FOLLOWS edge, V0005): found
    -- through its answer, scored with it below
    SELECT DISTINCT r.follows AS cell_id
    FROM ann found
    JOIN memcell_embedding r ON r.namespace = %(namespace)s AND r.cell_id = found.cell_id
    WHERE r.kind = 'llm_output' AND r.follows IS NOT NULL
), found AS (
    -- the nearest with the distance the scan computed, and the user messages not among them read by key
    SELECT cell_id, kind, 1 - distance AS semantic, true AS via_semantic FROM ann
    UNION ALL
    SELECT x.cell_id, e.kind, 1 - (e.embedding <=> %(vector)s), false
    FROM exchanged x
    LEFT JOIN memcell_embedding e ON e.namespace = %(namespace)s AND e.cell_id = x.cell_id
    WHERE x.cell_id NOT IN (SELECT cell_id FROM ann)
)
SELECT found.cell_id,
       found.semantic,
       NULL::float8 AS keyword,
       found.via_semantic,
       false AS via_keyword,
       near.near_ids,
       near.near_sims,
       exchanged.cell_id IS NOT NULL AS via_exchange,
       reply.similarity AS exchange
FROM found
LEFT JOIN near ON near.cell_id = found.cell_id
LEFT JOIN exchanged ON exchanged.cell_id = found.cell_id
-- exchange: a user message's similarity to the query through the first assistant reply that follows it
LEFT JOIN LATERAL (
    SELECT 1 - (r.embedding <=> %(vector)s) AS similarity
    FROM memcell_embedding r
    WHERE found.kind = 'user_input' AND r.namespace = %(namespace)s AND r.follows = found.cell_id
      AND r.kind = 'llm_output'
    ORDER BY r.created_at, r.cell_id
    LIMIT 1
) reply ON true
