// Benchmarks clean up after themselves: every node of one benchmark namespace, in batches.
MATCH (n:MemCell|Invalidation|Retrieval|Entity|Context|Conflict|RecallPreset|BenchFloor {namespace: $namespace})
CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS
