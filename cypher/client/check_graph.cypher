// fsck, graph half: one row per violated invariant of the namespace (memlineage.check.graph).
CALL memlineage.check.graph($namespace)
YIELD check, id, actual, expected, detail
RETURN check, id, actual, expected, detail
