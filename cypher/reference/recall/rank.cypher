// Rank recall candidates inside Neo4j. $candidates: [{id, semantic, keyword, distance, via, routes[, usageOnly]}]
// (semantic/keyword from PostgreSQL, distance/via from recall/neighbourhood; usageOnly: a candidate the caller left
// out of the ranking that may still pass its similarity on as usage, never a hit). Drops cells whose status
// is not in $statuses, scores the rest from semantic similarity, keyword rank, lineage proximity
// (bounded BFS distance to the focus), importance, recency, past usefulness, the pinned bonus and
// confidence with $weights, plus the usage that the agent's use() of a memory in similar work passes on to
// it (or similar work's resting on it, when it is one of the 2 standing memories most similar to the query), drops the older cell of each open contradiction whose two cells are both left, keeps the best $k with the memory traces behind each, and — when $retrievalId is not null —
// records a (:Retrieval) with a RETRIEVED edge per result (rank, score, routes, every component) for usage history.
// Also dropped, unless 'superseded' is in $statuses: a replaced source (every memory derived from it was replaced by a
// newer version; RecallGraph.replacedSource). $exclude: ids never returned (the focus cells: the agent has them already). $focus: the focus ids
// (supports_focus traces).
//
// $asOf (epoch ms, or null): rank as of then. Cells created later are dropped and each cell's status is
// the one it had then: invalid while an invalidation targeting it was in force (made at or before $asOf,
// not restored at or before it), contaminated while one was in force on an ancestor (through the
// DERIVED_FROM edges that existed then, at most 100 steps up), superseded once a SUPERSEDES edge from a
// newer version existed, otherwise its base status (a base status `superseded` that only a later
// SUPERSEDES edge set reads `valid`). Recency is measured from $asOf; a conflict counts if it was open
// then; SUPPORTS and SUPERSEDES edges count in the traces if they existed then. The variable-length
// patterns here enumerate paths: fine for a DBA's audit, not for the hot path.
//
// Not stated here (a greedy loop is no readable Cypher): the options similar, diversity (MMR),
// duplicateThreshold (near_duplicates traces) and standingQuota/standingFloor of memlineage.recall.rank.
// Without them this file is the whole ranking; RecallSelection.java states them and JUnit tests them directly
// (RecallSelectionTest). The recording below is also memlineage.recall.record's.
// usage's users: every candidate with a similarity (created by $asOf when given), whatever its status or the filters
WITH CASE WHEN coalesce($weights.usage, 0.0) > 0 THEN COLLECT {
       UNWIND $candidates AS cand
       MATCH (u:MemCell {namespace: $namespace, id: cand.id})
       WHERE cand.semantic > 0 AND ($asOf IS NULL OR u.created_at <= datetime({epochMillis: $asOf}))
       RETURN {cell: u, semantic: cand.semantic}
     } ELSE [] END AS users
UNWIND $candidates AS cand
MATCH (c:MemCell {namespace: $namespace, id: cand.id})
WHERE NOT c.id IN $exclude
  AND NOT coalesce(cand.usageOnly, false) // left out of the ranking by the caller: only a user above
  AND ($kinds IS NULL OR c.kind IN $kinds)
  AND ($tags IS NULL OR any(t IN c.tags WHERE t IN $tags))
  AND ($since IS NULL OR c.created_at >= datetime({epochMillis: $since}))
  AND ($until IS NULL OR c.created_at <= datetime({epochMillis: $until}))
  AND ($asOf IS NULL OR c.created_at <= datetime({epochMillis: $asOf}))
WITH users, c, cand, CASE
       WHEN $asOf IS NULL THEN c.status
       WHEN EXISTS { MATCH (i:Invalidation {namespace: $namespace})-[:INVALIDATES]->(c)
                     WHERE i.at <= datetime({epochMillis: $asOf})
                       AND (i.restored_at IS NULL OR i.restored_at > datetime({epochMillis: $asOf})) } THEN 'invalid'
       WHEN EXISTS { MATCH (c) (()-[d:DERIVED_FROM WHERE d.at IS NULL OR d.at <= datetime({epochMillis: $asOf})]->
                                (:MemCell {namespace: $namespace})){1,100} (a)
                     MATCH (i:Invalidation {namespace: $namespace})-[:INVALIDATES]->(a)
                     WHERE i.at <= datetime({epochMillis: $asOf})
                       AND (i.restored_at IS NULL OR i.restored_at > datetime({epochMillis: $asOf})) } THEN 'contaminated'
       WHEN EXISTS { MATCH (:MemCell {namespace: $namespace})-[s:SUPERSEDES]->(c)
                     WHERE s.at IS NULL OR s.at <= datetime({epochMillis: $asOf}) } THEN 'superseded'
       WHEN coalesce(c.base_status, 'valid') = 'superseded'
            AND EXISTS { MATCH (:MemCell {namespace: $namespace})-[:SUPERSEDES]->(c) } THEN 'valid'
       ELSE coalesce(c.base_status, 'valid') END AS status
WHERE status IN $statuses
  // a replaced source: every memory derived from it (at least one, at most 16 incoming DERIVED_FROM) was replaced by a
  // newer version -- the user's sentence behind a superseded preference; left out unless superseded ones are allowed
  AND ('superseded' IN $statuses OR NOT (
         COUNT { (c)<-[:DERIVED_FROM]-() } <= 16
         AND all(child IN COLLECT {
                   MATCH (c)<-[d:DERIVED_FROM]-(ch:MemCell {namespace: $namespace})
                   WHERE $asOf IS NULL OR ((d.at IS NULL OR d.at <= datetime({epochMillis: $asOf}))
                                           AND ch.created_at <= datetime({epochMillis: $asOf}))
                   RETURN ch
                 } WHERE EXISTS { MATCH (:MemCell {namespace: $namespace})-[s:SUPERSEDES]->(child)
                                  WHERE $asOf IS NULL OR s.at IS NULL OR s.at <= datetime({epochMillis: $asOf}) })
         AND EXISTS { MATCH (c)<-[d:DERIVED_FROM]-(ch:MemCell {namespace: $namespace})
                      WHERE $asOf IS NULL OR ((d.at IS NULL OR d.at <= datetime({epochMillis: $asOf}))
                                              AND ch.created_at <= datetime({epochMillis: $asOf})) }))
WITH users, c, cand, status,
     // at least 0: a standing route's distance (up to its anchor, then down) may exceed $maxHops + 1
     CASE WHEN cand.distance IS NULL OR cand.distance >= $maxHops + 1 THEN 0.0
          ELSE 1.0 - toFloat(cand.distance) / ($maxHops + 1) END AS lineage,
     coalesce(c.usefulness, 0.0) AS usefulness,
     duration.inSeconds(c.created_at, CASE WHEN $asOf IS NULL THEN datetime()
                                           ELSE datetime({epochMillis: $asOf}) END).seconds / 86400.0 AS ageDays
WITH users, c, cand, status, {
       semantic: CASE WHEN cand.semantic IS NULL OR cand.semantic < 0 THEN 0.0 ELSE cand.semantic END,
       keyword: coalesce(cand.keyword, 0.0),
       lineage: lineage,
       importance: coalesce(c.importance, 0.5),
       recency: exp(-0.6931471805599453 * ageDays / $halfLifeDays),
       usefulness: (usefulness + 1.0) / 2.0,
       // full bonus only when the focus's lineage rests on the pinned memory (or on a version it replaced);
       // a task reached sideways through a shared preference does not count; a pinned memory found
       // otherwise earns it in proportion to its relevance
       pinned: CASE WHEN NOT c.kind IN $pinnedKinds THEN 0.0
                    WHEN 'rests_on' IN cand.routes OR 'newer_version' IN cand.routes THEN 1.0
                    WHEN cand.semantic > 0 THEN cand.semantic
                    ELSE 0.0 END,
       confidence: coalesce(c.confidence, 1.0),
       usage: 0.0, // below, once every eligible cell is known
       revised_premise: 0.0, // below: the most similar eligible cell with the route revised_premise
       // a user message's similarity through the assistant reply that follows it (the client's exchange)
       exchange: CASE WHEN cand.exchange IS NULL OR cand.exchange < 0 THEN 0.0
                      WHEN cand.exchange > 1 THEN 1.0 ELSE cand.exchange END
     } AS components
WITH users, c, cand, status, components,
     reduce(s = 0.0, key IN keys($weights) | s + $weights[key] * components[key]) AS score
WITH users, collect({cell: c, cand: cand, status: status, components: components, score: score}) AS eligible
WITH users, eligible, [e IN eligible | e.cell] AS cells
UNWIND eligible AS e
WITH users, eligible, cells, e, e.cell AS c
// usage (only with a usage weight): the best own similarity of another candidate (users: any status) that derives
// through a retrieval (use(): DERIVED_FROM with via_retrieval) from this cell, or from a version this cell, the newest
// (superseded by none), replaced; ties: the smaller id. That cell is named in the trace used_in.
// Premises: of the eligible cells of a pinned kind but task, the 2 with the greatest semantic component (ties: the
// smaller id) also count as used by a user that derives from them without a retrieval -- a task built on the whole
// profile -- when that work recorded no use(); so does the newest version (superseded by none) of a cell of such a
// kind that the user derives from that way, when among the 4 such cells with the greatest semantic component.
WITH users, eligible, cells, e, c, COLLECT {
       UNWIND eligible AS p
       WITH p WHERE p.cell.kind IN $pinnedKinds AND p.cell.kind <> 'task'
       WITH p ORDER BY p.components.semantic DESC, p.cell.id LIMIT 2
       RETURN p.cell
     } AS picks
WITH users, eligible, cells, e, c, picks, COLLECT {
       UNWIND eligible AS p
       WITH p WHERE p.cell.kind IN $pinnedKinds AND p.cell.kind <> 'task'
       WITH p ORDER BY p.components.semantic DESC, p.cell.id LIMIT 4
       RETURN p.cell
     } AS changed
// revised_premise (only with its weight): of the eligible cells with that route (the newest version of a premise the
// focus rests on, superseded since; recall/neighbourhood), the one with the greatest semantic component (ties: the
// smaller id), when it is among the 4 cells of a premise kind with the greatest semantic component (changed)
WITH users, eligible, cells, e, c, picks, changed, COLLECT {
       UNWIND eligible AS p
       WITH p WHERE 'revised_premise' IN p.cand.routes
       WITH p ORDER BY p.components.semantic DESC, p.cell.id LIMIT 1
       RETURN p.cell
     } AS revised
WITH eligible, cells, e, c, picks, changed,
     CASE WHEN coalesce($weights.revised_premise, 0.0) > 0 AND c IN revised AND c IN changed THEN 1.0 ELSE 0.0 END
       AS revisedPremise, CASE WHEN coalesce($weights.usage, 0.0) > 0 THEN COLLECT {
       UNWIND users AS u
       WITH u, u.cell AS user
       WHERE user <> c AND u.semantic > 0
         AND (EXISTS { MATCH (user)-[d:DERIVED_FROM]->(used:MemCell {namespace: $namespace})
                       WHERE d.via_retrieval IS NOT NULL
                         AND ($asOf IS NULL OR d.at IS NULL OR d.at <= datetime({epochMillis: $asOf}))
                         AND (used = c
                              OR (EXISTS { MATCH (c)-[:SUPERSEDES*1..]->(used) }
                                  AND NOT EXISTS { MATCH (:MemCell {namespace: $namespace})-[:SUPERSEDES]->(c) })) }
              OR (// work that recorded no use(): neither it nor a cell derived from it (at most 64) used a retrieval
                  NOT EXISTS { MATCH (user)-[d:DERIVED_FROM]->()
                                   WHERE d.via_retrieval IS NOT NULL
                                     AND ($asOf IS NULL OR d.at IS NULL OR d.at <= datetime({epochMillis: $asOf})) }
                  AND COUNT { (user)<-[:DERIVED_FROM]-() } <= 64
                  AND NOT EXISTS { MATCH (user)<-[:DERIVED_FROM]-(:MemCell {namespace: $namespace})-[d:DERIVED_FROM]->()
                                   WHERE d.via_retrieval IS NOT NULL
                                     AND ($asOf IS NULL OR d.at IS NULL OR d.at <= datetime({epochMillis: $asOf})) }
                  AND EXISTS { MATCH (user)-[d:DERIVED_FROM]->(used:MemCell {namespace: $namespace})
                               WHERE d.via_retrieval IS NULL AND used.kind IN $pinnedKinds AND used.kind <> 'task'
                                 AND ($asOf IS NULL OR d.at IS NULL OR d.at <= datetime({epochMillis: $asOf}))
                                 // a pick it rested on, or the newest version of one it rested on that was replaced
                                 // since when among the 4 most similar (changed)
                                 AND ((used = c AND c IN picks)
                                      OR (c IN changed AND EXISTS { MATCH (c)-[:SUPERSEDES*1..]->(used) }
                                          AND NOT EXISTS { MATCH (:MemCell {namespace: $namespace})-[:SUPERSEDES]->(c) })) }))
       WITH user.id AS id, u.semantic AS similarity ORDER BY similarity DESC, id LIMIT 1
       RETURN {id: id, similarity: CASE WHEN similarity > 1 THEN 1.0 ELSE similarity END}
     } ELSE [] END AS usedBy
WITH cells, c, e, usedBy[0] AS usedBy, e.components AS components, revisedPremise
WITH cells, c, e {.cand, .status,
                  components: components {.*, usage: coalesce(usedBy.similarity, 0.0),
                                          revised_premise: revisedPremise},
                  score: e.score + coalesce($weights.usage, 0.0) * coalesce(usedBy.similarity, 0.0)
                         + coalesce($weights.revised_premise, 0.0) * revisedPremise,
                  usedBy: usedBy} AS e
// open contradictions: of two cells both left, the older (created_at, then id) goes
WHERE NOT EXISTS {
  MATCH (c)<-[:BETWEEN]-(k:Conflict {namespace: $namespace, kind: 'contradiction'})-[:BETWEEN]->(other:MemCell)
  WHERE other <> c AND other IN cells
    AND (($asOf IS NULL AND k.status = 'open')
         OR ($asOf IS NOT NULL AND k.at <= datetime({epochMillis: $asOf})
             AND (k.status = 'open' OR k.resolved_at > datetime({epochMillis: $asOf}))))
    AND (other.created_at > c.created_at OR (other.created_at = c.created_at AND other.id > c.id))
}
WITH c, e.cand AS cand, e.status AS status, e.components AS components, e.score AS score, e.usedBy AS usedBy
ORDER BY score DESC, c.id
LIMIT $k
WITH collect({cell: c, cand: cand, status: status, components: components, score: score, usedBy: usedBy}) AS ranked
CALL (ranked) {
  WITH ranked WHERE $retrievalId IS NOT NULL AND size(ranked) > 0 // nothing matched: nothing recorded
  CREATE (r:Retrieval {namespace: $namespace, id: $retrievalId, query: $query, task: $task, at: datetime(),
                       preset: $preset, k: $k})
  SET r.as_of = CASE WHEN $asOf IS NULL THEN null ELSE datetime({epochMillis: $asOf}) END
  WITH r, ranked
  UNWIND range(0, size(ranked) - 1) AS i
  WITH r, i, ranked[i] AS hit
  WITH r, i, hit, hit.cell AS cell
  CREATE (r)-[e:RETRIEVED {rank: i + 1, score: hit.score, routes: hit.cand.routes}]->(cell)
  SET e += hit.components, // every score component, for fitting weights to feedback
      cell.usage_count = coalesce(cell.usage_count, 0) + 1, cell.last_used_at = r.at
  RETURN count(*) AS recorded
}
UNWIND range(0, size(ranked) - 1) AS i
WITH ranked[i] AS hit, i
WITH hit, i, hit.cell AS c
WITH hit, i, c,
     COLLECT {
       MATCH (c)-[s:SUPPORTS]->(o:MemCell {namespace: $namespace})
       WHERE ($asOf IS NULL OR s.at IS NULL OR s.at <= datetime({epochMillis: $asOf}))
         AND (o.id IN $focus
              OR EXISTS { MATCH p = (f:MemCell {namespace: $namespace})-[:DERIVED_FROM*1..20]->(o)
                          WHERE f.id IN $focus AND length(p) <= $maxHops
                            AND all(n IN nodes(p) WHERE n.namespace = $namespace) })
       WITH DISTINCT o ORDER BY o.id
       RETURN {type: 'supports_focus', other: o.id}
     } + COLLECT {
       MATCH (c)-[s:SUPERSEDES]->(o:MemCell {namespace: $namespace})
       WHERE $asOf IS NULL OR s.at IS NULL OR s.at <= datetime({epochMillis: $asOf})
       WITH o ORDER BY o.created_at DESC, o.id DESC LIMIT 1
       RETURN {type: 'newer_version', other: o.id}
     } + COLLECT {
       MATCH (c)<-[:BETWEEN]-(k:Conflict {namespace: $namespace, kind: 'contradiction'})-[:BETWEEN]->(o:MemCell)
       WHERE o <> c
         AND (($asOf IS NULL AND k.status = 'open')
              OR ($asOf IS NOT NULL AND k.at <= datetime({epochMillis: $asOf})
                  AND (k.status = 'open' OR k.resolved_at > datetime({epochMillis: $asOf}))))
       WITH k, o ORDER BY k.id, o.id
       RETURN {type: 'open_conflict', conflict: k.id, other: o.id}
     } + CASE WHEN hit.usedBy IS NULL THEN []
              ELSE [{type: 'used_in', other: hit.usedBy.id, similarity: hit.usedBy.similarity}] END
       + CASE WHEN coalesce(c.success_count, 0) > 0 THEN [{type: 'successful_uses', count: c.success_count}]
              ELSE [] END AS traces
RETURN i + 1 AS rank, hit.score AS score, hit.components AS components, hit.cand.routes AS routes,
       hit.cand.distance AS distance, hit.cand.via AS via,
       c {.*, created_at: c.created_at.epochMillis, updated_at: c.updated_at.epochMillis,
          last_used_at: c.last_used_at.epochMillis, status: hit.status} AS cell,
       traces
