"""The local servers `memlineage server` runs: Neo4j assembled from Maven Central, embedded PostgreSQL."""
