COPY bench_recall_stage (seq, namespace, cell_id, kind, tags, created_at, model, embedding, content)
FROM STDIN WITH (FORMAT BINARY)
