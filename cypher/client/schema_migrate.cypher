// Apply the packaged Neo4j migrations (schema/neo4j/V*.cypher) that are not applied yet.
CALL memlineage.schema.migrate() YIELD version, name, checksum, action
RETURN version, name, checksum, action
ORDER BY version
