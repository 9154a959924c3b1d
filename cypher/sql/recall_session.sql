-- Per-transaction settings of a recall. hnsw.ef_search: the caller's value, or with 0 the automatic
-- choice by table size (the HNSW graph spans every namespace): 200 below 300k rows, 400 above, where
-- 1M-row measurements needed it for ANN recall@10 >= 0.95 (schema V0002). reltuples is the planner's
-- estimate, kept by autovacuum/ANALYZE: no count per query.
SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true),
       set_config('hnsw.ef_search',
                  CASE WHEN %(ef_search)s::int > 0 THEN %(ef_search)s::int::text
                       ELSE (SELECT CASE WHEN reltuples > 300000 THEN '400' ELSE '200' END
                             FROM pg_class WHERE oid = 'memcell_embedding'::regclass) END,
                  true),
       set_config('hnsw.max_scan_tuples', '20000', true)
