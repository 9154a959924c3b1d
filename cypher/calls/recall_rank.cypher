CALL memlineage.recall.rank($namespace, $candidates, $options)
YIELD rank, score, components, routes, distance, via, cell, retrieval
RETURN rank, score, components, routes, distance, via, cell, retrieval
