// LangGraph store (memgraph_py/integrations/langgraph_store.py): the current version of each key — the memory at
// the end of the SUPERSEDES chain that starts at the key's first version ($ids), the newest if a chain forks.
UNWIND $ids AS rootId
MATCH (first:MemCell {namespace: $namespace, id: rootId})
MATCH (latest:MemCell {namespace: $namespace})-[:SUPERSEDES*0..]->(first)
WHERE NOT EXISTS { (:MemCell)-[:SUPERSEDES]->(latest) }
WITH rootId, latest ORDER BY latest.created_at DESC
WITH rootId, collect(latest)[0] AS latest
RETURN rootId AS root,
       latest {.*, created_at: latest.created_at.epochMillis, updated_at: latest.updated_at.epochMillis} AS cell
