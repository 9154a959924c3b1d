-- erase_namespace: every row of the tenant.
DELETE FROM memcell_embedding WHERE namespace = %(namespace)s
