// Graph candidates for the Python client in one row: [[id, routes, distance, via, elementId, anchor], ...].
// Hundreds of candidates are common, and one record of lists decodes ~2x faster in the driver than a
// record per candidate (distance/via: the nearest lineage or standing route, null/[] when only other routes
// found it; elementId: handed back to rank, which then skips the index lookup; anchor: for a standing
// candidate the id of the ancestor of the focus it stands under, otherwise null).
CALL memlineage.recall.neighbourhood($namespace, $focus, $entities, $options) YIELD id, cell, routes, nearest
RETURN collect([id, routes, nearest.distance, coalesce(nearest.via, []), elementId(cell), nearest.anchor]) AS candidates
