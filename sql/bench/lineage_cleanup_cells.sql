DELETE FROM bench_lineage_cell WHERE run = %(run)s
