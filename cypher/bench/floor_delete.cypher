// bench lineage: remove the floor measurement's nodes (cypher/bench/floor_create.cypher), in batches.
MATCH (n:BenchFloor {namespace: $namespace})
CALL (n) { DELETE n } IN TRANSACTIONS OF 10000 ROWS
