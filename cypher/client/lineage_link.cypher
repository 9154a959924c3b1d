CALL memlineage.lineage.link($namespace, $child, $parents, $by) YIELD edges, contaminated
RETURN edges, contaminated
