CALL memlineage.traces.dismiss($namespace, $conflictId, $reason, $by) YIELD conflict
RETURN conflict
