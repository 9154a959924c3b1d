SELECT current_setting('server_version') AS postgres,
       (SELECT extversion FROM pg_extension WHERE extname = 'vector') AS vector
