// Graph candidates for recall (one row per cell, its nearest route):
//  * lineage  — cells within $maxHops DERIVED_FROM steps of any focus cell, either direction, with
//               the BFS distance and the route (ids, focus first);
//  * rests_on — pinned kinds (preferences, constraints, tasks) and roots the focus's lineage rests on,
//               at any depth up to $maxAncestorDepth;
//  * pinned   — the namespace's most important valid standing preferences/constraints ($pinnedLimit
//               per kind; sorted in full per call, so keep that population modest);
//  * entity   — cells that mention an entity named in the query;
//  * newer_version — for each cell found by lineage, rests_on or pinned whose status is superseded, its
//               newest versions ((newer)-[:SUPERSEDES]->(older) followed to cells nothing supersedes, any
//               length) that are valid, with the superseded version's nearest route unless their own is
//               at least as near, and `supersedes` (the superseded version: the nearest, ties by id).
// Node-global BFS (APOC) keeps every walk linear in what it visits.
CALL () {
  UNWIND $focus AS fid
  MATCH (f:MemCell {namespace: $namespace, id: fid})
  CALL apoc.path.spanningTree(f, {relationshipFilter: 'DERIVED_FROM', labelFilter: '+MemCell',
                                 minLevel: 1, maxLevel: $maxHops, bfs: true}) YIELD path
  WITH last(nodes(path)) AS c, length(path) AS distance, [n IN nodes(path) | n.id] AS via
  RETURN c, distance, via, 'lineage' AS route
  UNION ALL
  UNWIND $focus AS fid
  MATCH (f:MemCell {namespace: $namespace, id: fid})
  CALL apoc.path.spanningTree(f, {relationshipFilter: 'DERIVED_FROM>', labelFilter: '+MemCell',
                                 minLevel: 1, maxLevel: $maxAncestorDepth, bfs: true}) YIELD path
  WITH last(nodes(path)) AS c, length(path) AS distance, [n IN nodes(path) | n.id] AS via
  WHERE c.kind IN $pinnedKinds OR NOT EXISTS { (c)-[:DERIVED_FROM]->() }
  RETURN c, distance, via, 'rests_on' AS route
  UNION ALL
  // standing preferences/constraints only: tasks (one per session, so many) come through lineage
  UNWIND [k IN $pinnedKinds WHERE k <> 'task'] AS kind
  CALL (kind) {
    MATCH (c:MemCell {namespace: $namespace, kind: kind})
    WHERE c.status = 'valid' AND c.importance IS NOT NULL
    // ties: the greater (for time-ordered ids, newer) id; the order of index V0003 read backwards
    RETURN c ORDER BY c.importance DESC, c.id DESC LIMIT $pinnedLimit
  }
  RETURN c, null AS distance, [] AS via, 'pinned' AS route
  UNION ALL
  UNWIND $entities AS name
  MATCH (:Entity {namespace: $namespace, name: name})<-[:MENTIONS]-(c:MemCell)
  RETURN c, null AS distance, [] AS via, 'entity' AS route
}
WITH c, route, distance, via
WHERE NOT c.id IN $focus
WITH c, collect({route: route, distance: distance, via: via}) AS routes
WITH c, [r IN routes | r.route] AS routes,
     reduce(best = null, r IN routes |
            CASE WHEN r.route = 'lineage' AND (best IS NULL OR r.distance < best.distance) THEN r ELSE best END
     ) AS nearest
WITH collect({c: c, routes: routes, nearest: nearest}) AS found
CALL (found) {
  UNWIND found AS f
  WITH f, f.c AS old
  WHERE old.status = 'superseded' AND any(r IN f.routes WHERE r IN ['lineage', 'rests_on', 'pinned'])
  MATCH (n:MemCell {namespace: $namespace}) (()-[:SUPERSEDES]->(:MemCell {namespace: $namespace}))+ (old)
  WHERE n.status = 'valid' AND NOT n.id IN $focus
    AND NOT EXISTS { MATCH (:MemCell {namespace: $namespace})-[:SUPERSEDES]->(n) }
  WITH DISTINCT n, old.id AS sid, f.nearest AS snear
  ORDER BY snear.distance, sid  // nulls last
  WITH n, head(collect({id: sid, nearest: snear})) AS source
  RETURN collect({c: n, source: source}) AS newer
}
UNWIND found + [x IN newer WHERE NOT x.c IN [f IN found | f.c] | {c: x.c, routes: [], nearest: null}] AS f
WITH f.c AS c, f.routes AS routes, f.nearest AS own, [x IN newer WHERE x.c = f.c | x.source][0] AS source
WITH c, routes, own, source, source.nearest AS theirs
RETURN c.id AS id,
       routes + CASE WHEN source IS NULL THEN [] ELSE ['newer_version'] END AS routes,
       CASE WHEN source IS NULL THEN own
            WHEN own IS NOT NULL AND (theirs IS NULL OR own.distance <= theirs.distance)
              THEN own {.*, supersedes: source.id}
            WHEN theirs IS NOT NULL THEN theirs {.*, supersedes: source.id}
            ELSE {route: 'newer_version', distance: null, via: [], supersedes: source.id} END AS nearest
