-- fsck, cross-store half: the namespace's rows, a page at a time (keyset on the primary key).
SELECT cell_id FROM memcell_embedding
WHERE namespace = %(namespace)s AND cell_id > %(after)s
ORDER BY cell_id
LIMIT %(limit)s
