DELETE FROM bench_lineage_edge WHERE run = %(run)s
