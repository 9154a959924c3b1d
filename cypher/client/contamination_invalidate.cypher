CALL memlineage.contamination.invalidate($namespace, $id, $reason, $by)
YIELD invalidation, cell, contaminated, byDepth
RETURN invalidation, cell, contaminated, byDepth
