-- Exact cosine similarity to the query of the graph candidates (recall/neighbourhood) that the ANN and
-- keyword routes did not bring; same columns as recall_candidates.sql. Runs after both, which run in
-- parallel with the Neo4j neighbourhood query.
SELECT e.cell_id, 1 - (e.embedding <=> %(vector)s) AS semantic, NULL::real AS keyword,
       false AS via_semantic, false AS via_keyword
FROM memcell_embedding e
WHERE e.namespace = %(namespace)s AND e.cell_id = ANY(%(ids)s::text[])
