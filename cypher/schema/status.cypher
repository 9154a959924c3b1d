// Applied and pending Neo4j migrations.
CALL memlineage.schema.status() YIELD version, name, checksum, state, applied_at
RETURN version, name, checksum, state, applied_at
ORDER BY version
