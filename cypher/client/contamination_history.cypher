CALL memlineage.contamination.history($namespace, $id)
YIELD invalidation, role, depth, source, reason, by, at, active, restoredAt, restoredBy
RETURN invalidation, role, depth, source, reason, by, at, active, restoredAt, restoredBy
