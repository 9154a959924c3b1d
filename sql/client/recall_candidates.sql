-- Recall candidates from PostgreSQL in one round trip, within one namespace:
--   ann      the nearest neighbours by cosine distance (HNSW; iterative scans, set by the caller with
--            SET LOCAL hnsw.iterative_scan, keep filters from starving the result), merged with the
--            exact nearest of the rows a bulk write left out of the graph for now (hnsw_pending),
--   kw       documents sharing the query's terms, scored by the inverse document frequency of the terms
--            they share (binary-tf BM25, normalised to [0, 1]; common terms left out),
-- plus the user messages whose assistant reply one of those is (exchanged, V0005),
-- each with its exact cosine similarity to the query (and a user message's reply's: exchange), and, for the
-- pair_limit nearest, the others among those
-- nearest whose similarity to it is at least pair_floor (near_ids / near_sims: what rank's diversity step and
-- near-duplicate groups read; each pair once, on the row of the smaller id). The graph candidates
-- (recall/neighbourhood) get theirs from recall_similarity.sql, which runs beside this query once Neo4j has
-- found them.
WITH ann_graph AS (
    SELECT cell_id, embedding <=> %(vector)s AS distance
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
    SELECT cell_id, embedding <=> %(vector)s AS distance
    FROM memcell_embedding
    WHERE namespace = %(namespace)s AND hnsw_pending
      AND (%(kinds)s::text[] IS NULL OR kind = ANY(%(kinds)s::text[]))
      AND (%(tags)s::text[] IS NULL OR tags && %(tags)s::text[])
      AND (%(since)s::timestamptz IS NULL OR created_at >= %(since)s::timestamptz)
      AND (%(until)s::timestamptz IS NULL OR created_at <= %(until)s::timestamptz)
    ORDER BY distance
    LIMIT %(ann_limit)s
), ann AS (
    SELECT cell_id, distance FROM (SELECT * FROM ann_graph UNION ALL SELECT * FROM ann_pending) nearest
    ORDER BY distance
    LIMIT %(ann_limit)s
), top AS (
    SELECT e.cell_id, e.embedding
    FROM (SELECT cell_id FROM ann ORDER BY distance LIMIT %(pair_limit)s) a
    JOIN memcell_embedding e ON e.namespace = %(namespace)s AND e.cell_id = a.cell_id
), near AS (
    SELECT a.cell_id, array_agg(b.cell_id ORDER BY b.cell_id) AS near_ids, array_agg(s.sim ORDER BY b.cell_id) AS near_sims
    FROM top a
    JOIN top b ON a.cell_id < b.cell_id
    CROSS JOIN LATERAL (SELECT 1 - (a.embedding <=> b.embedding) AS sim) s
    WHERE s.sim >= %(pair_floor)s
    GROUP BY a.cell_id
), kw_terms AS (
    -- the query's lexemes (english stemming, no stop words) less the ones PostgreSQL's statistics show in
    -- at least common_freq of all rows (the client reads them from pg_stats.most_common_elems): a common
    -- term says little and its index entry is long to read
    SELECT DISTINCT lexeme
    FROM unnest(tsvector_to_array(to_tsvector('english', %(text)s))) AS lexeme
    WHERE lexeme <> ALL(%(common)s::text[])
), kw_hits AS (
    -- each term's documents in the namespace, at most keyword_scan_limit of them (the GIN index per term:
    -- the cost grows with the number of terms, not with their pairs)
    SELECT t.lexeme, d.cell_id
    FROM kw_terms t
    CROSS JOIN LATERAL (
        SELECT e.cell_id FROM memcell_embedding e
        WHERE e.namespace = %(namespace)s AND e.keywords @@ quote_literal(t.lexeme)::tsquery
          AND (%(kinds)s::text[] IS NULL OR e.kind = ANY(%(kinds)s::text[]))
          AND (%(tags)s::text[] IS NULL OR e.tags && %(tags)s::text[])
          AND (%(since)s::timestamptz IS NULL OR e.created_at >= %(since)s::timestamptz)
          AND (%(until)s::timestamptz IS NULL OR e.created_at <= %(until)s::timestamptz)
        LIMIT %(keyword_scan_limit)s) d
), kw_idf AS (
    -- inverse document frequency of each term found; a term in keyword_scan_limit documents or more is
    -- as common as the ones left out above (its documents are an arbitrary sample): it does not count.
    -- The documents are the table's row estimate; a table not analysed yet (reltuples -1, or 0 after a vacuum
    -- of an empty table) has its rows counted, up to 10,000, so every term's idf is not the same ln 2
    SELECT lexeme, ln(1 + greatest(n.docs, count(*)) / count(*)) AS idf
    FROM kw_hits
    CROSS JOIN (SELECT CASE WHEN c.reltuples >= 10000 THEN c.reltuples
                            ELSE greatest(c.reltuples, (SELECT count(*) FROM (SELECT 1 FROM memcell_embedding
                                                                              LIMIT 10000) s)) END AS docs
                FROM pg_class c WHERE c.oid = 'memcell_embedding'::regclass) n
    GROUP BY lexeme, n.docs
    HAVING count(*) < %(keyword_scan_limit)s
), kw AS (
    -- keyword score: the idf of the query terms a document has over the idf of every query term found in the
    -- namespace (binary-tf BM25), in [0, 1]: 1 for a document with all of them
    SELECT h.cell_id, sum(i.idf) / (SELECT sum(idf) FROM kw_idf) AS rank
    FROM kw_hits h
    JOIN kw_idf i USING (lexeme)
    GROUP BY h.cell_id
    ORDER BY rank DESC, h.cell_id
    LIMIT %(keyword_limit)s
), exchanged AS (
    -- the user message each assistant reply among the above answers (its FOLLOWS edge, V0005): found
    -- through its answer, scored with it below
    SELECT DISTINCT r.follows AS cell_id
    FROM (SELECT cell_id FROM ann UNION SELECT cell_id FROM kw) found
    JOIN memcell_embedding r ON r.namespace = %(namespace)s AND r.cell_id = found.cell_id
    WHERE r.kind = 'llm_output' AND r.follows IS NOT NULL
), ids AS (
    SELECT cell_id FROM ann
    UNION SELECT cell_id FROM kw
    UNION SELECT cell_id FROM exchanged
)
SELECT ids.cell_id,
       1 - (e.embedding <=> %(vector)s) AS semantic,
       kw.rank AS keyword,
       ann.cell_id IS NOT NULL AS via_semantic,
       kw.cell_id IS NOT NULL AS via_keyword,
       near.near_ids,
       near.near_sims,
       exchanged.cell_id IS NOT NULL AS via_exchange,
       reply.similarity AS exchange
FROM ids
LEFT JOIN memcell_embedding e ON e.namespace = %(namespace)s AND e.cell_id = ids.cell_id
LEFT JOIN ann ON ann.cell_id = ids.cell_id
LEFT JOIN kw ON kw.cell_id = ids.cell_id
LEFT JOIN near ON near.cell_id = ids.cell_id
LEFT JOIN exchanged ON exchanged.cell_id = ids.cell_id
-- exchange: a user message's similarity to the query through the first assistant reply that follows it
LEFT JOIN LATERAL (
    SELECT 1 - (r.embedding <=> %(vector)s) AS similarity
    FROM memcell_embedding r
    WHERE e.kind = 'user_input' AND r.namespace = %(namespace)s AND r.follows = ids.cell_id AND r.kind = 'llm_output'
    ORDER BY r.created_at, r.cell_id
    LIMIT 1
) reply ON true
