// One Neo4j call for a recall with graph routes (Settings.recall_one_call): the neighbourhood of the focus, the graph
// candidates' similarities from their embedding copies, merged with PostgreSQL's candidates and ranked (a READ
// procedure; the client records the retrieval afterwards with recall_record.cypher). PostgreSQL's candidates travel as
// recall_rank_read.cypher's lists [id, semantic, keyword, distance, routes, elementId, exchange]. uncopied > 0: graph
// candidates without an embedding copy, so the client ranks the two-call way instead.
CALL memlineage.recall.neighbourhoodRank($namespace, $focus, $entities, $vector,
       [c IN $candidates | {id: c[0], semantic: c[1], keyword: c[2], distance: c[3], routes: c[4], elementId: c[5],
                            exchange: c[6]}],
       $options)
YIELD rank, score, components, routes, distance, via, cell, retrieval, traces, pickFloor, premises, anchor, uncopied
RETURN rank, score, components, routes, distance, via, cell, retrieval, traces, pickFloor, premises, anchor, uncopied
