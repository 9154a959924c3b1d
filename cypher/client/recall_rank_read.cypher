// Rank for the Python client (a READ procedure: a cluster's secondaries serve it); the client records the
// retrieval afterwards with recall_record.cypher. Candidates travel as lists [id, semantic, keyword, distance,
// routes, elementId, exchange] (hundreds per call: no map keys to pack in Python; a candidate the pruning left out
// that may still pass usage on adds usageOnly = true) and become the procedure's maps here. pickFloor: the lowest
// value of a pick; premises: the premise picks in brief (the client's pruning proves its ranking with them).
CALL memlineage.recall.rankRead($namespace,
       [c IN $candidates | {id: c[0], semantic: c[1], keyword: c[2], distance: c[3], routes: c[4], elementId: c[5],
                            exchange: c[6], usageOnly: c[7]}],
       $options)
YIELD rank, score, components, routes, distance, via, cell, retrieval, traces, pickFloor, premises
RETURN rank, score, components, routes, distance, via, cell, retrieval, traces, pickFloor, premises
