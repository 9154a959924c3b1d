CALL memlineage.lifecycle.archive($namespace, $ids, $reason, $by) YIELD id, status, baseStatus, changed
RETURN id, status, baseStatus, changed
