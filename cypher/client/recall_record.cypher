// Record a recall the client ranked with recall_rank_read.cypher (in the background, after one or more
// ranking rounds): $retrieval is the id the client chose ('ret-' + a UUID); $hits are maps {id, rank, score,
// components, routes} in rank order; $about is {query, task, preset, k, asOf}. A retry with the same id
// writes nothing and yields recorded = 0.
CALL memlineage.recall.record($namespace, $retrieval, $hits, $about) YIELD retrieval, recorded
RETURN retrieval, recorded
