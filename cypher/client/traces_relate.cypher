CALL memlineage.traces.relate($namespace, $from, $to, $type, $props) YIELD relation
RETURN relation
