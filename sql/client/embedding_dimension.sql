SELECT atttypmod AS dimension FROM pg_attribute
WHERE attrelid = 'memcell_embedding'::regclass AND attname = 'embedding'
