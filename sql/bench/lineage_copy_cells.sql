COPY bench_lineage_cell (run, id, status) FROM STDIN
