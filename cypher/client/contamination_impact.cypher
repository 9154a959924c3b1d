CALL memlineage.contamination.impact($namespace, $id) YIELD depth, kind, cells, sample
RETURN depth, kind, cells, sample
