-- Recall's keyword candidates from PostgreSQL, within one namespace (same columns as recall_candidates_ann.sql,
-- which runs at the same time on another connection):
--   kw       documents sharing the query's terms, scored by the inverse document frequency of the terms
--            they share (binary-tf BM25, normalised to [0, 1]; common terms left out),
-- plus the user messages whose assistant reply one of those is (exchanged, V0005), each with its exact cosine
-- similarity to the query (and a user message's reply's: exchange).
WITH kw_terms AS (
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
    FROM kw found
    JOIN memcell_embedding r ON r.namespace = %(namespace)s AND r.cell_id = found.cell_id
    WHERE r.kind = 'llm_output' AND r.follows IS NOT NULL
), ids AS (
    SELECT cell_id FROM kw
    UNION SELECT cell_id FROM exchanged
)
SELECT ids.cell_id,
       1 - (e.embedding <=> %(vector)s) AS semantic,
       kw.rank AS keyword,
       false AS via_semantic,
       kw.cell_id IS NOT NULL AS via_keyword,
       NULL::text[] AS near_ids,
       NULL::float8[] AS near_sims,
       exchanged.cell_id IS NOT NULL AS via_exchange,
       reply.similarity AS exchange
FROM ids
LEFT JOIN memcell_embedding e ON e.namespace = %(namespace)s AND e.cell_id = ids.cell_id
LEFT JOIN kw ON kw.cell_id = ids.cell_id
LEFT JOIN exchanged ON exchanged.cell_id = ids.cell_id
-- exchange: a user message's similarity to the query through the first assistant reply that follows it
LEFT JOIN LATERAL (
    SELECT 1 - (r.embedding <=> %(vector)s) AS similarity
    FROM memcell_embedding r
    WHERE e.kind = 'user_input' AND r.namespace = %(namespace)s AND r.follows = ids.cell_id AND r.kind = 'llm_output'
    ORDER BY r.created_at, r.cell_id
    LIMIT 1
) reply ON true
