// Embedding copies on MemCells (memlineage.recall.copyEmbeddings), from PostgreSQL's rows: Memory.copy_embeddings.
CALL memlineage.recall.copyEmbeddings($namespace, $rows) YIELD copied, missing
RETURN copied, missing
