CALL memlineage.contamination.restore($namespace, $invalidationId, $by, $reason)
YIELD invalidation, statuses
RETURN invalidation, statuses
