-- Baseline: provenance to the roots as a recursive CTE over the edge table.
WITH RECURSIVE up(id) AS (
    SELECT parent FROM bench_lineage_edge WHERE run = %(run)s AND child = %(id)s
  UNION
    SELECT e.parent FROM bench_lineage_edge e JOIN up u ON e.run = %(run)s AND e.child = u.id
)
SELECT count(*) FROM up
