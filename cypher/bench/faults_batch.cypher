// `bench faults`: how much of a batch (its ids) Neo4j holds after a crash, and how much of it is indexed.
MATCH (c:MemCell {namespace: $namespace})
WHERE c.id IN $ids
RETURN count(c) AS present, count(CASE WHEN c.indexed THEN 1 END) AS indexed
