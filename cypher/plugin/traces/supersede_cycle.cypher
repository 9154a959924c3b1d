// Would $newId SUPERSEDES $oldId close an evolution cycle (old already supersedes new, transitively)?
MATCH (old:MemCell {namespace: $namespace, id: $oldId}), (new:MemCell {namespace: $namespace, id: $newId})
RETURN old = new OR EXISTS { (old)-[:SUPERSEDES]->+(new) } AS cycle
