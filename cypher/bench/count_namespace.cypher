// How many cells a kept benchmark namespace holds (memlineage bench recall --keep-corpus).
MATCH (c:MemCell {namespace: $namespace}) RETURN count(c) AS cells
