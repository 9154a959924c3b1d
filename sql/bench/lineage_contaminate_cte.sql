-- Baseline: contamination as a recursive CTE over an edge table (UNION dedups, so diamonds are
-- visited once), then the same status write the graph does.
WITH RECURSIVE reach(id) AS (
    SELECT child FROM bench_lineage_edge WHERE run = %(run)s AND parent = %(id)s
  UNION
    SELECT e.child FROM bench_lineage_edge e JOIN reach r ON e.run = %(run)s AND e.parent = r.id
)
UPDATE bench_lineage_cell c SET status = 'contaminated' FROM reach r WHERE c.run = %(run)s AND c.id = r.id
