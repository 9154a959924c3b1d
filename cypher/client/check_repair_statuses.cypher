// fsck --repair: statuses rewritten to what the active invalidations imply.
CALL memlineage.check.repairStatuses($namespace)
YIELD id, before, after
RETURN id, before, after
