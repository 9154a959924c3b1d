CALL memlineage.lineage.getAsOf($namespace, $id, $asOf) YIELD cell
RETURN cell
