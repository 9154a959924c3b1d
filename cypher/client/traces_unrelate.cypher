CALL memlineage.traces.unrelate($namespace, $from, $to, $type) YIELD removed
RETURN removed
