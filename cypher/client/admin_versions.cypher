// Versions `memlineage server status` prints: Neo4j, APOC, GDS and our plugin.
CALL dbms.components() YIELD name, versions, edition
WITH name, versions[0] AS neo4j, edition WHERE name = 'Neo4j Kernel'
RETURN neo4j, edition, apoc.version() AS apoc, gds.version() AS gds, memlineage.version() AS memlineage
