// Browser view "trace": where memory $id comes from, back to its roots (docs/browser.md), with the typed
// associations among these memories and the versions each replaced or was replaced by (one SUPERSEDES step).
WITH $namespace AS namespace, $id AS id
CALL memlineage.lineage.trace(namespace, id) YIELD nodes, relationships
CALL (nodes) {
  UNWIND nodes AS c
  MATCH (c)-[a:SUPPORTS|CONTRADICTS|RELATED_TO|FOLLOWS|RESULT_OF]->(d) WHERE d IN nodes
  RETURN collect(a) AS associations }
CALL (nodes) {
  UNWIND nodes AS c
  MATCH (c)-[s:SUPERSEDES]-(other:MemCell)
  RETURN collect(DISTINCT other) AS versions, collect(DISTINCT s) AS replaced }
WITH nodes + versions AS nodes, relationships + associations + replaced AS relationships
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
