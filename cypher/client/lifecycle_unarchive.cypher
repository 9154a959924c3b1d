CALL memlineage.lifecycle.unarchive($namespace, $ids, $by) YIELD id, status, baseStatus, changed
RETURN id, status, baseStatus, changed
