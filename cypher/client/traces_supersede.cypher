CALL memlineage.traces.supersede($namespace, $oldId, $newId, $reason, $by) YIELD old, replacement, oldStatus
RETURN old, replacement, oldStatus
