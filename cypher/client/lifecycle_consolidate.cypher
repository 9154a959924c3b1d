// One transaction: record the summaries (each DERIVED_FROM its sources), then for each its CONSOLIDATES edges and
// its sources archived.
CALL memlineage.lineage.record($namespace, $cells, $edges) YIELD created
UNWIND $clusters AS cluster
CALL memlineage.lifecycle.consolidate($namespace, cluster.summary, cluster.sources, $by) YIELD summary, edges, archived
RETURN summary, edges, archived
