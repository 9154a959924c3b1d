-- fsck, cross-store half: the namespace's rows, active and archived, a page at a time (keyset on the id).
SELECT cell_id FROM (
    SELECT cell_id FROM memcell_embedding WHERE namespace = %(namespace)s AND cell_id > %(after)s
    UNION ALL
    SELECT cell_id FROM memcell_embedding_archived WHERE namespace = %(namespace)s AND cell_id > %(after)s
) AS rows
ORDER BY cell_id
LIMIT %(limit)s
