-- Session settings for the one-off HNSW build of `bench recall --index-build rebuild` (an in-memory,
-- parallel build needs the graph to fit in maintenance_work_mem).
SELECT set_config('maintenance_work_mem', %(maintenance_work_mem)s, false),
       set_config('max_parallel_maintenance_workers', %(workers)s, false)
