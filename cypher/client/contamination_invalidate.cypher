CALL memlineage.contamination.invalidate($namespace, $id, $reason, $by)
YIELD invalidation, cell, contaminated, reached, byDepth
RETURN invalidation, cell, contaminated, reached, byDepth
