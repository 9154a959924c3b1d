// The repair plan of an invalidation: its target and every contaminated derivation, in topological order.
CALL memlineage.repair.plan($namespace, $invalidation) YIELD order, depth, role, cell, parents, call, newer
RETURN order, depth, role, cell {.*, created_at: cell.created_at.epochMillis, updated_at: cell.updated_at.epochMillis,
                                 erased_at: cell.erased_at.epochMillis} AS cell,
       parents, call, newer
