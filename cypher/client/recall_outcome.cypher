CALL memlineage.recall.outcome($namespace, $retrievals, $success, $by, $options) YIELD cells, pairs
RETURN cells, pairs
