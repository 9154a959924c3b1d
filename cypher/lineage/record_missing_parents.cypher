// record, step 2: parent ids that are neither in the batch nor stored in this namespace.
UNWIND $parentIds AS id
OPTIONAL MATCH (p:MemCell {namespace: $namespace, id: id})
WITH id, p WHERE p IS NULL
RETURN collect(id) AS missing
