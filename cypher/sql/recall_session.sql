SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true),
       set_config('hnsw.ef_search', %(ef_search)s, true),
       set_config('hnsw.max_scan_tuples', '20000', true)
