CALL memlineage.lineage.descendants($namespace, $id, $maxDepth) YIELD cell, depth RETURN cell, depth
