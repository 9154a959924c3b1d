// Tombstone memories (by id and/or selector), with the cascade asked for; the client then deletes their rows.
CALL memlineage.erase.cells($namespace, $ids, $selector, $reason, $by, $cascade)
YIELD erased, contaminated, invalidations, entitiesRemoved
RETURN erased, contaminated, invalidations, entitiesRemoved
