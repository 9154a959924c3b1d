CALL memlineage.lineage.parents($namespace, $id) YIELD cell, depth RETURN cell, depth
