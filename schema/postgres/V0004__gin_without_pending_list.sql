-- MemLineage PostgreSQL schema, version 4: the keyword index without a pending list.
-- With GIN's default fastupdate, new rows' keywords wait in the index's pending list (up to
-- gin_pending_list_limit, 4MB) until VACUUM merges them, and every keyword search scans that whole list
-- linearly: under a steady stream of remember() calls each recall paid for it (the 100k benchmark
-- namespace had 50 pending pages). Without it an insert updates the index at once (a little dearer;
-- bulk writes are batched anyway) and a search reads only the index. The rows already pending are
-- merged here.
ALTER INDEX memcell_embedding_keywords SET (fastupdate = off);

SELECT gin_clean_pending_list('memcell_embedding_keywords'::regclass);
