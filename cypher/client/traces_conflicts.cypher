CALL memlineage.traces.conflicts($namespace, $status) YIELD conflict
RETURN conflict
