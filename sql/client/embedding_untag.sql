-- The same session tag removed from the similarity index's copy of the tags (session_untag.cypher).
UPDATE memcell_embedding
SET tags = array_remove(tags, %(tag)s)
WHERE namespace = %(namespace)s AND cell_id = ANY(%(ids)s)
