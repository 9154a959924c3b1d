CALL memlineage.traces.openConflict($namespace, $a, $b, $props) YIELD conflict, created
RETURN conflict, created
