// V0002: drop the (namespace, status) index of V0001.
// An invalidation flips the status of every descendant it reaches (up to 100k cells in one
// transaction), and the index turned each flip into two index updates: ~40% of the commit. No query
// seeks by status (recall reads the status of cells it already holds; audits start from an
// Invalidation and follow CONTAMINATED_BY), so the index cost writes and served nothing.
DROP INDEX memcell_namespace_status IF EXISTS;
