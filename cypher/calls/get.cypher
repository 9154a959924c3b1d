CALL memlineage.lineage.get($namespace, $id) YIELD cell RETURN cell
