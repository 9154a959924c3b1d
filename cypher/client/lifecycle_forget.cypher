CALL memlineage.lifecycle.forget($namespace, $options, $dryRun, $by)
YIELD id, kind, score, importance, recency, usage, topology, reason, archived
RETURN id, kind, score, importance, recency, usage, topology, reason, archived
