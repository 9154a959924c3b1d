-- How many embedding rows a kept benchmark namespace holds (memlineage bench recall --keep-corpus).
SELECT count(*) FROM memcell_embedding WHERE namespace = %(namespace)s
