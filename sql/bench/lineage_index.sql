CREATE INDEX IF NOT EXISTS bench_lineage_edge_parent ON bench_lineage_edge (run, parent);
CREATE INDEX IF NOT EXISTS bench_lineage_edge_child ON bench_lineage_edge (run, child);
ANALYZE bench_lineage_edge;
ANALYZE bench_lineage_cell
