CALL memlineage.traces.relations($namespace, $id, $types, $direction)
YIELD type, direction, cell, strength, confidence, source, by, reason, at
RETURN type, direction, cell {.*, created_at: cell.created_at.epochMillis, updated_at: cell.updated_at.epochMillis} AS cell,
       strength, confidence, source, by, reason, at
