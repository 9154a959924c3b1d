CALL memlineage.recall.usage($namespace, $id)
YIELD retrieval, query, task, preset, at, rank, score, feedback, informed
RETURN retrieval, query, task, preset, at, rank, score, feedback, informed
