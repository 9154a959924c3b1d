// After a benchmark load: flush the page cache now rather than during the timed queries.
CALL db.checkpoint()
