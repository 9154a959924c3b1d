-- MemLineage PostgreSQL schema, version 6: the keyword index with a small pending list.
-- V0004 turned GIN's fastupdate off so that a keyword search never scans a long pending list. That
-- made every insert update the index at once: a bulk load of a million cells (8 lexemes each) fell
-- to ~125 rows/s. With fastupdate back on and a pending list of at most 256 kB (the default is 4 MB),
-- inserts are batched into the index again while a search scans at most 256 kB of pending entries.
ALTER INDEX memcell_embedding_keywords SET (fastupdate = on, gin_pending_list_limit = 256);
