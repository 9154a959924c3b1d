// One batch of a tenant's removal (the client calls it until done).
CALL memlineage.erase.namespace($namespace, $limit) YIELD deleted, byLabel, done
RETURN deleted, byLabel, done
