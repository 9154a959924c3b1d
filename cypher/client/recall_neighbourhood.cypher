// Graph candidates for the Python client in one row: [[id, routes, distance, via, elementId, anchor, roles], ...].
// Hundreds of candidates are common, and one record of lists decodes ~2x faster in the driver than a
// record per candidate (distance/via: the nearest lineage or standing route, null/[] when only other routes
// found it; elementId: handed back to rank, which then skips the index lookup; anchor: for a standing
// candidate the id of the ancestor of the focus it stands under, otherwise null; roles: what it may give or take in
// rank beyond its own score -- 'used', 'uses', 'replaced' -- which the client's pruning needs to know).
CALL memlineage.recall.neighbourhood($namespace, $focus, $entities, $options) YIELD id, cell, routes, nearest, roles
RETURN collect([id, routes, nearest.distance, coalesce(nearest.via, []), elementId(cell), nearest.anchor, roles])
       AS candidates
