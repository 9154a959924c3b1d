// A task's memories (captured inside it, the task first) that recall may return, with their layer.
MATCH (t:MemCell {namespace: $namespace, id: $task})
OPTIONAL MATCH (c:MemCell {namespace: $namespace, task: $task})
WITH t, [x IN collect(c) WHERE coalesce(x.status, 'valid') = 'valid'] AS cells
UNWIND [t] + cells AS c
WITH DISTINCT c, t
RETURN c {.*, created_at: c.created_at.epochMillis, updated_at: c.updated_at.epochMillis,
          last_used_at: c.last_used_at.epochMillis} AS cell, t.task_open AS open
