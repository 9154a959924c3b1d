// Record a recall the client ranked with recall_rank_read.cypher (in the background, after one or more
// ranking rounds): $retrieval is the id the client chose ('ret-' + a UUID); $hits are maps {id, rank, score,
// components, routes} in rank order; $about is {query, task, preset, k, asOf}; $focused whether the recall was
// given a focus (the query shape a learned preset weighs by, read by recall_feedback_samples.cypher). A retry with
// the same id writes nothing and yields recorded = 0.
CALL memlineage.recall.record($namespace, $retrieval, $hits, $about) YIELD retrieval, recorded
OPTIONAL MATCH (r:Retrieval {namespace: $namespace, id: retrieval})
WHERE recorded > 0
SET r.focused = $focused
RETURN retrieval, recorded
