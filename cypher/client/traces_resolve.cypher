CALL memlineage.traces.resolve($namespace, $conflictId, $keep, $reason, $by, $rule) YIELD conflict
RETURN conflict
