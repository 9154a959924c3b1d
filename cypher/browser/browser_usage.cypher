// Browser view "usage": how memory $id was used: every recall (Retrieval) that returned it, with its rank.
WITH $namespace AS namespace, $id AS id
MATCH (cell:MemCell {namespace: namespace, id: id})
OPTIONAL MATCH (ret:Retrieval {namespace: namespace})-[used:RETRIEVED]->(cell)
WITH cell, collect(ret) AS recalls, collect(used) AS relationships
WITH [cell] + recalls AS nodes, relationships
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
