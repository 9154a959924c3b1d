// One transaction: record the summary (DERIVED_FROM its sources), then CONSOLIDATES edges and archive the sources.
CALL memlineage.lineage.record($namespace, $cells, $edges) YIELD created
CALL memlineage.lifecycle.consolidate($namespace, $summary, $sources, $by) YIELD summary, edges, archived
RETURN summary, edges, archived
