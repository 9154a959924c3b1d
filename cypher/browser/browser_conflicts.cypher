// Browser view "conflicts": the open review queue, each conflict with the memories it concerns and the
// contradictions between them.
WITH $namespace AS namespace
OPTIONAL MATCH (x:Conflict {namespace: namespace, status: 'open'})-[b:BETWEEN]->(c:MemCell)
WITH collect(DISTINCT x) AS conflicts, collect(DISTINCT c) AS cells, collect(b) AS sides
CALL (cells) {
  UNWIND cells AS c
  MATCH (c)-[r:CONTRADICTS]->(d) WHERE d IN cells
  RETURN collect(r) AS contradictions }
WITH conflicts + cells AS nodes, sides + contradictions AS relationships
// the same graph as virtual nodes: labels by kind and status for the MemLineage Browser style
WITH [n IN nodes | [elementId(n), apoc.create.vNode(labels(n) + CASE
         WHEN n:MemCell THEN [apoc.text.upperCamelCase(n.kind), apoc.text.capitalize(n.status)]
         WHEN n:Conflict THEN [apoc.text.capitalize(n.status)]
         WHEN n:Invalidation AND NOT n.active THEN ['Restored']
         ELSE [] END,
       apoc.map.removeKey(properties(n), 'indexed'))]] AS pairs, relationships
WITH apoc.map.fromPairs(pairs) AS v, relationships
RETURN [k IN keys(v) | v[k]] AS nodes,
       [r IN relationships | apoc.create.vRelationship(v[elementId(startNode(r))], type(r),
          CASE WHEN r.strength IS NULL THEN properties(r)
               ELSE apoc.map.setKey(properties(r), 'strength', round(r.strength, 2)) END,
          v[elementId(endNode(r))])] AS relationships
