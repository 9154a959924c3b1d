// Graph candidates for recall (one row per cell, its nearest route):
//  * lineage  — cells within $maxHops DERIVED_FROM steps of any focus cell, either direction, with
//               the BFS distance and the route (ids, focus first);
//  * rests_on — pinned kinds (preferences, constraints, tasks) and roots the focus's lineage rests on,
//               at any depth up to $maxAncestorDepth;
//  * pinned   — the namespace's most important valid standing preferences/constraints ($pinnedLimit
//               per kind; sorted in full per call, so keep that population modest);
//  * entity   — cells that mention an entity named in the query;
//  * standing — cells of $standingKinds at most $standingDepth DERIVED_FROM steps below an ancestor of the
//               focus (the ancestors rests_on walks), other than the focus and its ancestors: the standing
//               memories of the principal a task belongs to (a user's constraints, siblings of the task under
//               the user's root). An ancestor with at most $standingScanLimit incoming DERIVED_FROM edges has
//               its descendants walked; for a denser one (a user root with thousands of sessions) the
//               namespace's valid cells of each standing kind are taken in (importance, id) order, at most
//               $standingScanLimit per kind, and kept when that ancestor is within $standingDepth steps above.
//               Each keeps its anchor: the ancestor nearest to the focus (fewest steps up, ties by id); its
//               distance is the steps up to the anchor plus the steps down from it, and it is the nearest
//               route when strictly nearer than the lineage route (`anchor` is added to the nearest map);
//  * newer_version — for each cell found by lineage, rests_on or pinned whose status is superseded, its
//               newest versions ((newer)-[:SUPERSEDES]->(older) followed to cells nothing supersedes, any
//               length) that are valid, with the superseded version's nearest route unless their own is
//               at least as near, and `supersedes` (the superseded version: the nearest, ties by id);
//  * revised_premise — also on such a newest version when a superseded version leading to it is of a premise
//               kind ($pinnedKinds but task) and found by rests_on: the current belief on what the focus's work
//               took for granted (rank's revised_premise component); and on a valid cell of a premise kind found by
//               rests_on that itself superseded a version of the namespace (the work rests on the current version
//               of a belief the user changed).
// Node-global BFS (APOC) keeps every walk linear in what it visits. Walks keep only paths whose cells are all
// of the namespace (lineage never crosses namespaces). The Java walks never step through a cell of another
// namespace at all; on a store where a stray cross-namespace edge gives a cell of the namespace a shorter path
// through another namespace than within its own, APOC's BFS settles that cell on the foreign path and drops it
// here, while the Java finds it on the longer one.
CALL () {
  UNWIND $focus AS fid
  MATCH (f:MemCell {namespace: $namespace, id: fid})
  CALL apoc.path.spanningTree(f, {relationshipFilter: 'DERIVED_FROM', labelFilter: '+MemCell',
                                 minLevel: 1, maxLevel: $maxHops, bfs: true}) YIELD path
  WITH path WHERE all(n IN nodes(path) WHERE n.namespace = $namespace)
  WITH last(nodes(path)) AS c, length(path) AS distance, [n IN nodes(path) | n.id] AS via
  RETURN c, distance, via, 'lineage' AS route, null AS anchor
  UNION ALL
  UNWIND $focus AS fid
  MATCH (f:MemCell {namespace: $namespace, id: fid})
  CALL apoc.path.spanningTree(f, {relationshipFilter: 'DERIVED_FROM>', labelFilter: '+MemCell',
                                 minLevel: 1, maxLevel: $maxAncestorDepth, bfs: true}) YIELD path
  WITH path WHERE all(n IN nodes(path) WHERE n.namespace = $namespace)
  WITH last(nodes(path)) AS c, length(path) AS distance, [n IN nodes(path) | n.id] AS via
  WHERE c.kind IN $pinnedKinds OR NOT EXISTS { (c)-[:DERIVED_FROM]->() }
  RETURN c, distance, via, 'rests_on' AS route, null AS anchor
  UNION ALL
  // standing preferences/constraints only: tasks (one per session, so many) come through lineage
  UNWIND [k IN $pinnedKinds WHERE k <> 'task'] AS kind
  CALL (kind) {
    MATCH (c:MemCell {namespace: $namespace, kind: kind})
    WHERE c.status = 'valid' AND c.importance IS NOT NULL
    // ties: the greater (for time-ordered ids, newer) id; the order of index V0003 read backwards
    RETURN c ORDER BY c.importance DESC, c.id DESC LIMIT $pinnedLimit
  }
  RETURN c, null AS distance, [] AS via, 'pinned' AS route, null AS anchor
  UNION ALL
  UNWIND $entities AS name
  MATCH (:Entity {namespace: $namespace, name: name})<-[:MENTIONS]-(c:MemCell)
  RETURN c, null AS distance, [] AS via, 'entity' AS route, null AS anchor
  UNION ALL
  CALL () {
    // the ancestors of the focus, each at its nearest distance (up) from a focus cell
    UNWIND $focus AS fid
    MATCH (f:MemCell {namespace: $namespace, id: fid})
    CALL apoc.path.spanningTree(f, {relationshipFilter: 'DERIVED_FROM>', labelFilter: '+MemCell',
                                   minLevel: 1, maxLevel: $maxAncestorDepth, bfs: true}) YIELD path
    WITH path WHERE all(n IN nodes(path) WHERE n.namespace = $namespace)
    WITH last(nodes(path)) AS a, length(path) AS up, [n IN nodes(path) | n.id] AS upVia
    ORDER BY up
    WITH a, min(up) AS up, head(collect(upVia)) AS upVia
    RETURN collect({a: a, up: up, via: upVia}) AS ancestors
  }
  WITH ancestors, [x IN ancestors | x.a] AS above
  UNWIND ancestors AS anc
  WITH anc, anc.a AS a, above
  CALL (a) {
    // few children: walk down
    WITH a WHERE COUNT { (a)<-[:DERIVED_FROM]-() } <= $standingScanLimit
    CALL apoc.path.spanningTree(a, {relationshipFilter: '<DERIVED_FROM', labelFilter: '+MemCell',
                                   minLevel: 1, maxLevel: $standingDepth, bfs: true}) YIELD path
    WITH path WHERE all(n IN nodes(path) WHERE n.namespace = $namespace)
    RETURN last(nodes(path)) AS c, length(path) AS down, [n IN nodes(path) | n.id] AS downVia
    UNION ALL
    // a dense ancestor: its children are never read; the most important valid cells of each standing kind
    // (the order of index V0003 read backwards) that have it within $standingDepth steps above
    WITH a WHERE COUNT { (a)<-[:DERIVED_FROM]-() } > $standingScanLimit
    UNWIND $standingKinds AS kind
    CALL (kind) {
      MATCH (c:MemCell {namespace: $namespace, kind: kind})
      WHERE c.status = 'valid' AND c.importance IS NOT NULL
      RETURN c ORDER BY c.importance DESC, c.id DESC LIMIT $standingScanLimit
    }
    CALL apoc.path.spanningTree(c, {relationshipFilter: 'DERIVED_FROM>', labelFilter: '+MemCell',
                                   minLevel: 1, maxLevel: $standingDepth, bfs: true}) YIELD path
    WITH c, path WHERE last(nodes(path)) = a AND all(n IN nodes(path) WHERE n.namespace = $namespace)
    RETURN c, length(path) AS down, reverse([n IN nodes(path) | n.id]) AS downVia
  }
  WITH c, anc, down, downVia, above
  WHERE c.kind IN $standingKinds AND NOT c.id IN $focus AND NOT c IN above
  ORDER BY anc.up, anc.a.id
  WITH c, head(collect({anc: anc, down: down, via: downVia})) AS best
  RETURN c, best.anc.up + best.down AS distance, best.anc.via + tail(best.via) AS via, 'standing' AS route,
         best.anc.a.id AS anchor
}
WITH c, route, distance, via, anchor
WHERE NOT c.id IN $focus
WITH c, collect({route: route, distance: distance, via: via}) AS routes, head(collect(anchor)) AS anchor
// the nearest lineage route; a standing route only when strictly nearer
WITH c, anchor, [r IN routes | r.route] AS routes,
     reduce(best = null, r IN routes |
            CASE WHEN r.route IN ['lineage', 'standing']
                      AND (best IS NULL OR r.distance < best.distance
                           OR (r.distance = best.distance AND r.route = 'lineage' AND best.route = 'standing'))
                 THEN r ELSE best END
     ) AS nearest
WITH collect({c: c, routes: routes, nearest: nearest, anchor: anchor}) AS found
CALL (found) {
  UNWIND found AS f
  WITH f, f.c AS old
  WHERE old.status = 'superseded' AND any(r IN f.routes WHERE r IN ['lineage', 'rests_on', 'pinned'])
  MATCH (n:MemCell {namespace: $namespace}) (()-[:SUPERSEDES]->(:MemCell {namespace: $namespace}))+ (old)
  WHERE n.status = 'valid' AND NOT n.id IN $focus
    AND NOT EXISTS { MATCH (:MemCell {namespace: $namespace})-[:SUPERSEDES]->(n) }
  WITH DISTINCT n, old.id AS sid, f.nearest AS snear,
       'rests_on' IN f.routes AND old.kind IN $pinnedKinds AND old.kind <> 'task' AS premise
  ORDER BY snear.distance, sid  // nulls last
  WITH n, head(collect({id: sid, nearest: snear})) AS source, any(p IN collect(premise) WHERE p) AS revised
  RETURN collect({c: n, source: source, revised: revised}) AS newer
}
UNWIND found + [x IN newer WHERE NOT x.c IN [f IN found | f.c] | {c: x.c, routes: [], nearest: null, anchor: null}] AS f
WITH f.c AS c, f.routes AS routes, f.nearest AS own, f.anchor AS anchor,
     [x IN newer WHERE x.c = f.c | x.source][0] AS source, [x IN newer WHERE x.c = f.c | x.revised][0] AS revised
WITH c, routes, own, anchor, source, source.nearest AS theirs,
     coalesce(revised, false)
     OR ('rests_on' IN routes AND c.status = 'valid' AND c.kind IN $pinnedKinds AND c.kind <> 'task'
         AND EXISTS { MATCH (c)-[:SUPERSEDES]->(:MemCell {namespace: $namespace}) }) AS revised
WITH c.id AS id, anchor,
     routes + CASE WHEN source IS NULL THEN [] ELSE ['newer_version'] END
            + CASE WHEN revised THEN ['revised_premise'] ELSE [] END AS routes,
     CASE WHEN source IS NULL THEN own
          WHEN own IS NOT NULL AND (theirs IS NULL OR own.distance <= theirs.distance)
            THEN own {.*, supersedes: source.id}
          WHEN theirs IS NOT NULL THEN theirs {.*, supersedes: source.id}
          ELSE {route: 'newer_version', distance: null, via: [], supersedes: source.id} END AS nearest
// the standing candidates' anchor, added last: a newer version does not take it from the version it replaces
WITH id, routes, nearest, anchor, coalesce(nearest, {}) AS n
RETURN id, routes, CASE WHEN anchor IS NULL THEN nearest ELSE n {.*, anchor: anchor} END AS nearest
