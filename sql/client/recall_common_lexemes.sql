-- The keyword route's common terms: the lexemes PostgreSQL's statistics (ANALYZE, kept by autovacuum) list
-- as the most common elements of memcell_embedding.keywords, with the estimated number of rows holding each.
-- The client reads them every few minutes and leaves the most common out of keyword search
-- (recall_candidates.sql). Empty before the first ANALYZE.
SELECT e.lexeme, e.freq * greatest((SELECT reltuples FROM pg_class WHERE oid = 'memcell_embedding'::regclass), 0)
FROM pg_stats s,
     unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS e(lexeme, freq)
WHERE s.schemaname = current_schema() AND s.tablename = 'memcell_embedding' AND s.attname = 'keywords'
  AND e.lexeme IS NOT NULL
