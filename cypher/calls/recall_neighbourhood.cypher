CALL memlineage.recall.neighbourhood($namespace, $focus, $entities, $options) YIELD id, routes, nearest
RETURN id, routes, nearest
