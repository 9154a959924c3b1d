// Cells travel as maps with epoch-millisecond timestamps (as in descendants.cypher).
CALL memlineage.contamination.reach($namespace, $invalidationId) YIELD cell, depth
RETURN cell {.*, created_at: cell.created_at.epochMillis, updated_at: cell.updated_at.epochMillis} AS cell, depth
