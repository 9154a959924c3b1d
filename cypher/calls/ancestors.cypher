CALL memlineage.lineage.ancestors($namespace, $id, $maxDepth) YIELD cell, depth RETURN cell, depth
