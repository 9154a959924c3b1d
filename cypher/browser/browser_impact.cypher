// Browser view "impact": the blast radius of invalidating memory $id, before doing it: the memory and
// every memory derived from it (what would become contaminated).
WITH $namespace AS namespace, $id AS id
CALL memlineage.lineage.descendants(namespace, id) YIELD cell
WITH namespace, id, collect(cell) AS below
MATCH (root:MemCell {namespace: namespace, id: id})
WITH [root] + below AS nodes
CALL (nodes) {
  UNWIND nodes AS c
  MATCH (c)-[r:DERIVED_FROM]->(p) WHERE p IN nodes
  RETURN collect(r) AS relationships }
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
