CALL memlineage.traces.relateAll($namespace, $relations) YIELD created, updated
RETURN created, updated
