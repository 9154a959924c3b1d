CALL memlineage.traces.versions($namespace, $id) YIELD cell, offset, at
RETURN cell {.*, created_at: cell.created_at.epochMillis, updated_at: cell.updated_at.epochMillis} AS cell, offset, at
