// The recorded recalls of one task (recall(..., task=...)), for outcome().
MATCH (r:Retrieval {namespace: $namespace})
WHERE r.task = $task
RETURN r.id AS retrieval
ORDER BY r.at
