-- How many of a namespace's rows wait for the HNSW graph (found meanwhile by recall's exact scan).
SELECT count(*) FROM memcell_embedding WHERE namespace = %(namespace)s AND hnsw_pending
