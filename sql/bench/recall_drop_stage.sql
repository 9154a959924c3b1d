DROP TABLE IF EXISTS bench_recall_stage
