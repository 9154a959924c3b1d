// Browser view "reach": what invalidation $invalidation reached (while active: the current descendants
// of its target; once restored: the frozen reach).
WITH $namespace AS namespace, $invalidation AS invalidation
CALL memlineage.contamination.reach(namespace, invalidation) YIELD cell
WITH namespace, invalidation, collect(cell) AS reached
MATCH (inv:Invalidation {namespace: namespace, id: invalidation})-[hit:INVALIDATES]->(target:MemCell)
WITH inv, hit, apoc.coll.toSet([target] + reached) AS cells
CALL (cells) {
  UNWIND cells AS c
  MATCH (c)-[r:DERIVED_FROM]->(p) WHERE p IN cells
  RETURN collect(r) AS derived }
WITH [inv] + cells AS nodes, [hit] + derived AS relationships
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
