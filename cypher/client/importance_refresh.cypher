CALL memlineage.importance.refresh($namespace, $options) YIELD cells, meanImportance
RETURN cells, meanImportance
