CALL memlineage.traces.replace($namespace, $oldId, $cell, $reason, $by, $invalidate)
YIELD cell, superseded, invalidation
RETURN cell {.*, created_at: cell.created_at.epochMillis, updated_at: cell.updated_at.epochMillis} AS cell,
       superseded, invalidation
