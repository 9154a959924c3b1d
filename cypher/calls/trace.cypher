CALL memlineage.lineage.trace($namespace, $id, $maxDepth) YIELD cell, nodes, relationships, roots
RETURN properties(cell) AS cell, [n IN nodes | properties(n)] AS nodes,
       [r IN relationships | [startNode(r).id, endNode(r).id]] AS edges,
       [n IN roots | n.id] AS roots
