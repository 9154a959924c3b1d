COPY bench_lineage_edge (run, child, parent) FROM STDIN
