CALL memlineage.lifecycle.startTask($namespace, $id) YIELD task, open, cells
RETURN task, open, cells
