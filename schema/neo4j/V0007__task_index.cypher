// V0007: the memories of a task (memlineage.lifecycle.*: the working layer). A memory captured inside an open task
// stores the task's id in `task`; endTask, the working set and forget's protection of open tasks read a task's
// memories by (namespace, task). A composite range index holds only the nodes that have both properties, so the
// memories captured outside any task (nearly all of a bulk ingest) cost it nothing.
CREATE INDEX memcell_namespace_task IF NOT EXISTS
FOR (c:MemCell) ON (c.namespace, c.task);
