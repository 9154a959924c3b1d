INSERT INTO memlineage_schema_migrations (version, name, checksum) VALUES (%(version)s, %(name)s, %(checksum)s)
