SELECT version, name, checksum, applied_at FROM memlineage_schema_migrations ORDER BY version
