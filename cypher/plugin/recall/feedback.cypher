// Usage feedback: was a recalled memory useful? Stored on the RETRIEVED edge (history) and folded into
// the cell's usefulness (exponential moving average in [-1, 1]) and importance, so the next recall and
// the next importance refresh both learn from it.
MATCH (r:Retrieval {namespace: $namespace, id: $retrievalId})-[e:RETRIEVED]->(c:MemCell {id: $id})
SET e.feedback = $signal, e.feedback_at = datetime(), e.feedback_by = $by,
    c.usefulness = coalesce(c.usefulness, 0.0) + $alpha * ($signal - coalesce(c.usefulness, 0.0)),
    c.feedback_count = coalesce(c.feedback_count, 0) + 1,
    c.importance = CASE
      WHEN coalesce(c.importance, 0.5) + $importanceStep * $signal > 1.0 THEN 1.0
      WHEN coalesce(c.importance, 0.5) + $importanceStep * $signal < 0.0 THEN 0.0
      ELSE coalesce(c.importance, 0.5) + $importanceStep * $signal END
RETURN c.id AS id, c.usefulness AS usefulness, c.importance AS importance, e.rank AS rank
