-- Recall candidates from PostgreSQL in one round trip, within one namespace:
--   ann      the nearest neighbours by cosine distance (HNSW; iterative scans, set by the caller with
--            SET LOCAL hnsw.iterative_scan, keep filters from starving the result),
--   kw       full-text matches of any query term, ranked by ts_rank_cd,
-- each with its exact cosine similarity to the query. The graph candidates (recall/neighbourhood) get
-- theirs from recall_similarity.sql afterwards, so that this query runs while Neo4j finds them.
WITH ann AS (
    SELECT cell_id
    FROM memcell_embedding
    WHERE namespace = %(namespace)s
      AND (%(kinds)s::text[] IS NULL OR kind = ANY(%(kinds)s::text[]))
      AND (%(tags)s::text[] IS NULL OR tags && %(tags)s::text[])
      AND (%(since)s::timestamptz IS NULL OR created_at >= %(since)s::timestamptz)
      AND (%(until)s::timestamptz IS NULL OR created_at <= %(until)s::timestamptz)
    ORDER BY embedding <=> %(vector)s
    LIMIT %(ann_limit)s
), terms AS (
    SELECT CASE WHEN plainto_tsquery('english', %(text)s)::text = '' THEN NULL
                ELSE to_tsquery('english', replace(plainto_tsquery('english', %(text)s)::text, ' & ', ' | ')) END AS q
), kw AS (
    SELECT e.cell_id, ts_rank_cd(e.keywords, terms.q) AS rank
    FROM memcell_embedding e, terms
    WHERE terms.q IS NOT NULL AND e.namespace = %(namespace)s AND e.keywords @@ terms.q
      AND (%(kinds)s::text[] IS NULL OR e.kind = ANY(%(kinds)s::text[]))
      AND (%(tags)s::text[] IS NULL OR e.tags && %(tags)s::text[])
      AND (%(since)s::timestamptz IS NULL OR e.created_at >= %(since)s::timestamptz)
      AND (%(until)s::timestamptz IS NULL OR e.created_at <= %(until)s::timestamptz)
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
