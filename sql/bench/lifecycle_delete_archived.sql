-- Archived embeddings of a benchmark namespace (schema/postgres/V0007).
DELETE FROM memcell_embedding_archived WHERE namespace = %(namespace)s
