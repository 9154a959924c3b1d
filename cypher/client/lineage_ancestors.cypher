// Cells travel as maps with epoch-millisecond timestamps: hydrating zoned datetimes costs the Python
// driver ~50 µs each.
CALL memlineage.lineage.ancestors($namespace, $id, $maxDepth) YIELD cell, depth RETURN cell {.*, created_at: cell.created_at.epochMillis, updated_at: cell.updated_at.epochMillis} AS cell, depth
