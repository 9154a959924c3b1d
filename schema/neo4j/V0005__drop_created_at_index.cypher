// V0005: drop the (namespace, created_at) index of V0001.
// No query seeks or orders a namespace's cells by time through it (recall reads created_at of the
// cells it already holds; parents/children order a handful of cells; reconcile seeks by `indexed`),
// while every recorded cell paid an index entry for it: graph-only ingest went from ~14.0k to ~15.2k
// cells/s without it (`memlineage bench lineage` loop, same server). A DBA who wants time-range scans
// over a namespace can create it again; nothing here depends on its absence.
DROP INDEX memcell_namespace_created_at IF EXISTS;
