CALL memlineage.lineage.children($namespace, $id) YIELD cell, depth RETURN cell, depth
