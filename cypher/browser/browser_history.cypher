// Browser view "history": who invalidated what and why, as it concerns memory $id: its lineage and every
// invalidation event (active or restored) that targeted it or one of its ancestors.
WITH $namespace AS namespace, $id AS id
CALL memlineage.lineage.trace(namespace, id) YIELD nodes, relationships
CALL (nodes, namespace) {
  UNWIND nodes AS c
  MATCH (inv:Invalidation {namespace: namespace})-[hit:INVALIDATES]->(c)
  RETURN collect(inv) AS events, collect(hit) AS hits }
WITH nodes + events AS nodes, relationships + hits AS relationships
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
