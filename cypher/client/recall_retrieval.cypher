MATCH (r:Retrieval {namespace: $namespace, id: $retrievalId})
OPTIONAL MATCH (r)-[e:RETRIEVED]->(c:MemCell)
WITH r, e, c ORDER BY e.rank
RETURN r.query AS query, r.preset AS preset, r.at.epochMillis AS at,
       [x IN collect({id: c.id, rank: e.rank, score: e.score, feedback: e.feedback}) WHERE x.id IS NOT NULL] AS hits
