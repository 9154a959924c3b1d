-- Per-transaction settings of a recall. hnsw.ef_search: the caller's value, or with 0 the automatic
-- choice by table size (the HNSW graph spans every namespace): 100 below 300k rows (ANN recall@10 0.982
-- at 100k, the same as 200 and 400), 400 above, where 1M-row measurements needed it for >= 0.95 (both
-- with schema V0002's graph; `memlineage bench recall` prints the sweep). reltuples is the planner's
-- estimate, kept by autovacuum/ANALYZE: no count per query.
SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true),
       set_config('hnsw.ef_search',
                  CASE WHEN %(ef_search)s::int > 0 THEN %(ef_search)s::int::text
                       ELSE (SELECT CASE WHEN reltuples > 300000 THEN '400' ELSE '100' END
                             FROM pg_class WHERE oid = 'memcell_embedding'::regclass) END,
                  true),
       set_config('hnsw.max_scan_tuples', '20000', true),
       -- psycopg prepares a statement from its 5th run, and PostgreSQL may then switch to a generic plan,
       -- planned without the namespace or the query's terms. At 1M cells that plan ANDs the keyword
       -- matches with every row of the namespace (a bitmap over the whole namespace index): 110 ms
       -- instead of 26. Recall's selectivity depends on its parameters; always plan for them.
       set_config('plan_cache_mode', 'force_custom_plan', true)
