// V0004: the reach of an invalidation is derived from the lineage instead of stored per cell.
// Until now every cell an invalidation reached got a (cell)-[:CONTAMINATED_BY {depth}]->(inv) edge:
// four record writes per cell, which put a 100k-cell invalidation at 2.7 s. An active invalidation
// reaches exactly the descendants of its cell, so only statuses are written now; the event keeps the
// size of its reach (`reached`), and a restore freezes the cells it reached on the event
// (`reached_ids`, `reached_depths`). This migration carries the audit of existing events over: the
// edges of restored events become their frozen reach, every event gets `reached`, and the edges go.
MATCH (inv:Invalidation) WHERE inv.reached IS NULL
CALL (inv) {
  OPTIONAL MATCH (c:MemCell)-[r:CONTAMINATED_BY]->(inv)
  WITH c, r ORDER BY r.depth, c.id
  RETURN collect(c.id) AS ids, collect(r.depth) AS depths
}
SET inv.reached = size(ids),
    inv.reached_ids = CASE WHEN inv.active THEN null ELSE ids END,
    inv.reached_depths = CASE WHEN inv.active THEN null ELSE depths END;

MATCH (:MemCell)-[r:CONTAMINATED_BY]->(:Invalidation) DELETE r;
