// A replay's new versions in one transaction (parents before children); each supersedes its old version.
CALL memlineage.repair.apply($namespace, $versions, $reason, $by) YIELD created, ids
RETURN created, ids
