CALL memlineage.recall.feedback($namespace, $retrievalId, $id, $signal, $by)
YIELD id, usefulness, importance, rank
RETURN id, usefulness, importance, rank
