// Importance from the lineage topology with Graph Data Science: PageRank over DERIVED_FROM (child →
// parent, so rank flows to the roots and hubs many memories rest on), blended with the kind prior,
// a root bonus and usage feedback, written back as `importance` (plus `pagerank` for audit).
// $graphName is unique per call; the caller drops the projection afterwards.
CALL () {
  MATCH (c:MemCell {namespace: $namespace})
  OPTIONAL MATCH (c)-[:DERIVED_FROM]->(p:MemCell)
  RETURN gds.graph.project($graphName, c, p) AS graph
}
CALL gds.pageRank.stream($graphName, {maxIterations: 20, dampingFactor: 0.85})
YIELD nodeId, score
WITH collect({node: gds.util.asNode(nodeId), score: score}) AS ranked
WITH ranked, reduce(m = 0.0, r IN ranked | CASE WHEN r.score > m THEN r.score ELSE m END) AS maxScore
UNWIND ranked AS r
WITH r.node AS c, CASE WHEN maxScore > 0 THEN r.score / maxScore ELSE 0.0 END AS topology
WITH c, topology,
     coalesce($kindPrior[c.kind], 0.5) AS prior,
     CASE WHEN EXISTS { (c)-[:DERIVED_FROM]->() } THEN 0.0 ELSE 1.0 END AS root,
     (coalesce(c.usefulness, 0.0) + 1.0) / 2.0 AS useful
SET c.pagerank = topology,
    c.importance = $wPrior * prior + $wTopology * sqrt(topology) + $wRoot * root + $wUsefulness * useful
RETURN count(c) AS cells, avg(c.importance) AS meanImportance, max(topology) AS maxTopology
