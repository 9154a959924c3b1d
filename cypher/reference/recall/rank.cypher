// Rank recall candidates inside Neo4j. $candidates: [{id, semantic, keyword, distance, via, routes}]
// (semantic/keyword from PostgreSQL, distance/via from recall/neighbourhood). Drops cells whose status
// is not in $statuses, scores the rest from semantic similarity, keyword rank, lineage proximity
// (bounded BFS distance to the focus), importance, recency, past usefulness and the pinned bonus
// with $weights, keeps the best $k, and — when $retrievalId is not null — records a (:Retrieval)
// with a RETRIEVED edge per result (rank, score, components) for usage history. $exclude: ids never
// returned (the focus cells: the agent has them already).
UNWIND $candidates AS cand
MATCH (c:MemCell {namespace: $namespace, id: cand.id})
WHERE c.status IN $statuses
  AND NOT c.id IN $exclude
  AND ($kinds IS NULL OR c.kind IN $kinds)
  AND ($tags IS NULL OR any(t IN c.tags WHERE t IN $tags))
  AND ($since IS NULL OR c.created_at >= datetime({epochMillis: $since}))
  AND ($until IS NULL OR c.created_at <= datetime({epochMillis: $until}))
WITH c, cand,
     CASE WHEN cand.distance IS NULL THEN 0.0
          ELSE 1.0 - toFloat(cand.distance) / ($maxHops + 1) END AS lineage,
     coalesce(c.usefulness, 0.0) AS usefulness,
     duration.inSeconds(c.created_at, datetime()).seconds / 86400.0 AS ageDays
WITH c, cand, {
       semantic: CASE WHEN cand.semantic IS NULL OR cand.semantic < 0 THEN 0.0 ELSE cand.semantic END,
       keyword: coalesce(cand.keyword, 0.0),
       lineage: lineage,
       importance: coalesce(c.importance, 0.5),
       recency: exp(-0.6931471805599453 * ageDays / $halfLifeDays),
       usefulness: (usefulness + 1.0) / 2.0,
       // full bonus only when the focus's lineage rests on the pinned memory (a task reached sideways
       // through a shared preference does not count); a pinned memory found otherwise earns it in
       // proportion to its relevance
       pinned: CASE WHEN NOT c.kind IN $pinnedKinds THEN 0.0
                    WHEN 'rests_on' IN cand.routes THEN 1.0
                    WHEN cand.semantic > 0 THEN cand.semantic
                    ELSE 0.0 END
     } AS components
WITH c, cand, components,
     reduce(s = 0.0, key IN keys($weights) | s + $weights[key] * components[key]) AS score
ORDER BY score DESC, c.id
LIMIT $k
WITH collect({cell: c, cand: cand, components: components, score: score}) AS ranked
CALL (ranked) {
  WITH ranked WHERE $retrievalId IS NOT NULL
  CREATE (r:Retrieval {namespace: $namespace, id: $retrievalId, query: $query, task: $task, at: datetime(),
                       preset: $preset, k: $k})
  WITH r, ranked
  UNWIND range(0, size(ranked) - 1) AS i
  WITH r, i, ranked[i] AS hit
  WITH r, i, hit, hit.cell AS cell
  CREATE (r)-[:RETRIEVED {rank: i + 1, score: hit.score, semantic: hit.components.semantic,
                          lineage: hit.components.lineage, routes: hit.cand.routes}]->(cell)
  SET cell.usage_count = coalesce(cell.usage_count, 0) + 1
  RETURN count(*) AS recorded
}
UNWIND range(0, size(ranked) - 1) AS i
WITH ranked[i] AS hit, i
WITH hit, i, hit.cell AS c
RETURN i + 1 AS rank, hit.score AS score, hit.components AS components, hit.cand.routes AS routes,
       hit.cand.distance AS distance, hit.cand.via AS via,
       c {.*, created_at: c.created_at.epochMillis, updated_at: c.updated_at.epochMillis} AS cell
