// Importance from the lineage topology with Graph Data Science, blended with what each cell already
// has. PageRank runs over DERIVED_FROM (child → parent, so rank flows to the roots and hubs many memories
// rest on) and is normalised to the namespace's highest score: topology in [0, 1]. For every cell:
//
//   base       = importance_base if a refresh stored it, else the importance it has now (what the caller
//                set at record, else the kind prior, moved by any feedback since), else the kind prior
//   root       = 1 for a cell derived from nothing, else 0
//   useful     = (usefulness + 1) / 2, usage feedback in [0, 1]
//   importance = (wPrior * base + wTopology * sqrt(topology) + wRoot * root + wUsefulness * useful) / wSum
//
// with wSum = wPrior + wTopology + wRoot + wUsefulness > 0 (weights >= 0, checked by the procedure): a
// weighted mean of values in [0, 1], clamped to [0, 1] against stray stored values. `base` is stored as
// importance_base the first time, so that later refreshes blend the same base and never compound; the
// normalised score is kept as `pagerank` for audit. $graphName is unique per call; the caller drops the
// projection afterwards.
CALL () {
  MATCH (c:MemCell {namespace: $namespace})
  OPTIONAL MATCH (c)-[:DERIVED_FROM]->(p:MemCell {namespace: $namespace})
  RETURN gds.graph.project($graphName, c, p) AS graph
}
CALL gds.pageRank.stream($graphName, {maxIterations: 20, dampingFactor: 0.85})
YIELD nodeId, score
WITH collect({node: gds.util.asNode(nodeId), score: score}) AS ranked
WITH ranked, reduce(m = 0.0, r IN ranked | CASE WHEN r.score > m THEN r.score ELSE m END) AS maxScore
UNWIND ranked AS r
WITH r.node AS c, CASE WHEN maxScore > 0 THEN r.score / maxScore ELSE 0.0 END AS topology
WITH c, topology,
     coalesce(c.importance_base, c.importance, $kindPrior[c.kind], 0.5) AS base,
     CASE WHEN EXISTS { (c)-[:DERIVED_FROM]->() } THEN 0.0 ELSE 1.0 END AS root,
     (coalesce(c.usefulness, 0.0) + 1.0) / 2.0 AS useful
WITH c, topology, base,
     ($wPrior * base + $wTopology * sqrt(topology) + $wRoot * root + $wUsefulness * useful) / $wSum AS blended
SET c.pagerank = topology,
    c.importance_base = base,
    c.importance = CASE WHEN blended > 1.0 THEN 1.0 WHEN blended < 0.0 THEN 0.0 ELSE blended END
RETURN count(c) AS cells, avg(c.importance) AS meanImportance, max(topology) AS maxTopology
