CREATE UNLOGGED TABLE IF NOT EXISTS bench_lineage_edge (run text NOT NULL, child text NOT NULL, parent text NOT NULL);
CREATE UNLOGGED TABLE IF NOT EXISTS bench_lineage_cell (run text NOT NULL, id text NOT NULL, status text NOT NULL,
                                                          PRIMARY KEY (run, id))
