CALL memlineage.stats.namespace($namespace)
YIELD cells, byKind, byStatus, byLayer, openConflicts, activeInvalidations, pendingIndex, pendingPurge
RETURN cells, byKind, byStatus, byLayer, openConflicts, activeInvalidations, pendingIndex, pendingPurge
