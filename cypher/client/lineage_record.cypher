CALL memlineage.lineage.record($namespace, $cells, $edges) YIELD created, unchanged, edges, contaminated
RETURN created, unchanged, edges, contaminated
