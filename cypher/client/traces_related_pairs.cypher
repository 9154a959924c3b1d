// Discovery leaves alone pairs someone already related (a user's SUPPORTS is not second-guessed by the judge).
UNWIND $pairs AS pair
MATCH (a:MemCell {namespace: $namespace, id: pair[0]})-[:SUPPORTS|CONTRADICTS|RELATED_TO]-(b:MemCell {namespace: $namespace, id: pair[1]})
RETURN DISTINCT pair
