// Evolution: $newId replaces $oldId (a preference changed, a fact corrected). The old cell keeps its
// lineage and history but its base status becomes superseded, so recall leaves it out by default.
MATCH (old:MemCell {namespace: $namespace, id: $oldId})
MATCH (new:MemCell {namespace: $namespace, id: $newId})
MERGE (new)-[s:SUPERSEDES]->(old)
ON CREATE SET s.at = datetime(), s.reason = $reason, s.by = $by
SET old.base_status = 'superseded',
    old.status = CASE WHEN old.status = 'valid' THEN 'superseded' ELSE old.status END,
    old.updated_at = datetime()
RETURN old.id AS old, new.id AS new, old.status AS oldStatus
