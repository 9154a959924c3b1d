// record, step 6: link new cells to the entities they mention (names normalised to lower case).
UNWIND $mentions AS m
MATCH (c:MemCell {namespace: $namespace, id: m.id})
UNWIND m.names AS name
MERGE (e:Entity {namespace: $namespace, name: name})
MERGE (c)-[:MENTIONS]->(e)
RETURN count(*) AS mentions
