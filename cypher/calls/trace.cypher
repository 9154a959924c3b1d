// Timestamps as epoch milliseconds (see get.cypher).
CALL memlineage.lineage.trace($namespace, $id, $maxDepth) YIELD cell, nodes, relationships, roots
RETURN cell {.*, created_at: cell.created_at.epochMillis, updated_at: cell.updated_at.epochMillis} AS cell,
       [n IN nodes | n {.*, created_at: n.created_at.epochMillis, updated_at: n.updated_at.epochMillis}] AS nodes,
       [r IN relationships | [startNode(r).id, endNode(r).id]] AS edges,
       [n IN roots | n.id] AS roots
