// Learned fusion weights: each recorded recall with feedback, its query, whether it was given a focus (null when
// recorded without saying: the client then reads it from the lineage component), every hit's score components
// ($names, the weight names of the client; a component not recorded counts 0) and feedback (null: not judged).
MATCH (r:Retrieval {namespace: $namespace})
WHERE $retrievals IS NULL OR r.id IN $retrievals
MATCH (r)-[e:RETRIEVED]->(:MemCell)
WITH r, collect({feedback: e.feedback, components: [name IN $names | coalesce(e[name], 0.0)]}) AS hits
WHERE any(h IN hits WHERE h.feedback IS NOT NULL)
RETURN r.id AS retrieval, r.query AS query, r.focused AS focused, hits
ORDER BY retrieval
