DELETE FROM memcell_embedding WHERE namespace = %(namespace)s
