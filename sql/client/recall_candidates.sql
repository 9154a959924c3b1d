-- Recall candidates from PostgreSQL in one round trip, within one namespace:
--   ann      the nearest neighbours by cosine distance (HNSW; iterative scans, set by the caller with
--            SET LOCAL hnsw.iterative_scan, keep filters from starving the result), merged with the
--            exact nearest of the rows a bulk write left out of the graph for now (hnsw_pending),
--   kw       full-text matches ranked by ts_rank_cd: documents with two or more of the query's terms,
--            topped up with documents with any one of them when those are too few,
-- each with its exact cosine similarity to the query. The graph candidates (recall/neighbourhood) get
-- theirs from recall_similarity.sql afterwards, so that this query runs while Neo4j finds them.
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
    SELECT cell_id FROM (SELECT * FROM ann_graph UNION ALL SELECT * FROM ann_pending) nearest
    ORDER BY distance
    LIMIT %(ann_limit)s
), terms AS (
    -- q: any query term (what the keyword score ranks by); lexemes: the query's terms, quoted as PostgreSQL
    -- prints them ('word'), from which q2 (any two of them) is built
    SELECT CASE WHEN plainto_tsquery('english', %(text)s)::text = '' THEN NULL
                ELSE to_tsquery('english', replace(plainto_tsquery('english', %(text)s)::text, ' & ', ' | ')) END AS q,
           string_to_array(plainto_tsquery('english', %(text)s)::text, ' & ') AS lexemes
), pairs AS (
    SELECT CASE WHEN cardinality(t.lexemes) >= 2 THEN
                to_tsquery('english', (SELECT string_agg(format('(%%s & %%s)', a.l, b.l), ' | ')
                                       FROM unnest(t.lexemes) WITH ORDINALITY AS a(l, i)
                                       JOIN unnest(t.lexemes) WITH ORDINALITY AS b(l, j) ON a.i < b.j))
           END AS q2
    FROM terms t
), kw_multi AS (
    -- documents with at least two of the query's terms, ranked. Ranking every document with any term
    -- costs ~7 us a row: at 1M cells a few common words match thousands (20-40 ms); two shared terms
    -- are rarer and are what ranks on top anyway.
    SELECT e.cell_id, ts_rank_cd(e.keywords, terms.q) AS rank
    FROM memcell_embedding e, terms, pairs
    WHERE pairs.q2 IS NOT NULL AND e.namespace = %(namespace)s AND e.keywords @@ pairs.q2
      AND (%(kinds)s::text[] IS NULL OR e.kind = ANY(%(kinds)s::text[]))
      AND (%(tags)s::text[] IS NULL OR e.tags && %(tags)s::text[])
      AND (%(since)s::timestamptz IS NULL OR e.created_at >= %(since)s::timestamptz)
      AND (%(until)s::timestamptz IS NULL OR e.created_at <= %(until)s::timestamptz)
    ORDER BY rank DESC
    LIMIT %(keyword_limit)s
), kw_any AS (
    -- documents with any term, only when the above found fewer than the limit (a one-word query, or
    -- terms that never meet); at most keyword_scan_limit matches are ranked, so that a very common
    -- single term costs a bounded amount
    SELECT m.cell_id, ts_rank_cd(m.keywords, m.q) AS rank
    FROM (SELECT e.cell_id, e.keywords, terms.q
          FROM memcell_embedding e, terms
          WHERE terms.q IS NOT NULL AND (SELECT count(*) FROM kw_multi) < %(keyword_limit)s
            AND e.namespace = %(namespace)s AND e.keywords @@ terms.q
            AND (%(kinds)s::text[] IS NULL OR e.kind = ANY(%(kinds)s::text[]))
            AND (%(tags)s::text[] IS NULL OR e.tags && %(tags)s::text[])
            AND (%(since)s::timestamptz IS NULL OR e.created_at >= %(since)s::timestamptz)
            AND (%(until)s::timestamptz IS NULL OR e.created_at <= %(until)s::timestamptz)
          LIMIT %(keyword_scan_limit)s) m
    ORDER BY rank DESC
    LIMIT %(keyword_limit)s
), kw AS (
    SELECT cell_id, max(rank) AS rank
    FROM (SELECT * FROM kw_multi UNION ALL SELECT * FROM kw_any) found
    GROUP BY cell_id
    ORDER BY rank DESC
    LIMIT %(keyword_limit)s
), ids AS (
    SELECT cell_id FROM ann
    UNION SELECT cell_id FROM kw
)
SELECT ids.cell_id,
       1 - (e.embedding <=> %(vector)s) AS semantic,
       kw.rank AS keyword,
       ann.cell_id IS NOT NULL AS via_semantic,
       kw.cell_id IS NOT NULL AS via_keyword
FROM ids
LEFT JOIN memcell_embedding e ON e.namespace = %(namespace)s AND e.cell_id = ids.cell_id
LEFT JOIN ann ON ann.cell_id = ids.cell_id
LEFT JOIN kw ON kw.cell_id = ids.cell_id
