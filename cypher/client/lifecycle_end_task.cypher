CALL memlineage.lifecycle.endTask($namespace, $id, $by) YIELD task, open, cells
RETURN task, open, cells
