-- Force the exact scan for ground truth: no index (HNSW) scans in this transaction.
SELECT set_config('enable_indexscan', 'off', true),
       set_config('enable_bitmapscan', 'off', true),
       set_config('enable_indexonlyscan', 'off', true)
