-- `bench recall` latency load: a session-local staging table filled by binary COPY, then moved into
-- memcell_embedding in chunks (so the keywords are computed by the same to_tsvector as the product).
CREATE TEMP TABLE IF NOT EXISTS bench_recall_stage (
    seq        bigint      NOT NULL,
    namespace  text        NOT NULL,
    cell_id    text        NOT NULL,
    kind       text        NOT NULL,
    tags       text[]      NOT NULL,
    created_at timestamptz NOT NULL,
    model      text        NOT NULL,
    embedding  vector(384) NOT NULL,
    content    text        NOT NULL
)
