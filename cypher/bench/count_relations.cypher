// Association traces of a namespace (capture's FOLLOWS/RESULT_OF and discovery's SUPPORTS/RELATED_TO/CONTRADICTS).
MATCH (c:MemCell {namespace: $namespace})-[r:SUPPORTS|CONTRADICTS|RELATED_TO|FOLLOWS|RESULT_OF]->()
RETURN count(r) AS relations
