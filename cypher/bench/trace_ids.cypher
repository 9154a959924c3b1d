// `bench lineage`: the trace procedure at the database, like the recursive-CTE baseline (which
// returns a count): walk + subgraph in Neo4j, only the ancestor ids cross Bolt.
CALL memlineage.lineage.trace($namespace, $id) YIELD nodes
RETURN [n IN nodes | n.id] AS ids
