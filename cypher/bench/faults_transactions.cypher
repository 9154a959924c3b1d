// `bench faults`: transactions calling a given procedure now, running or blocked (the kill waits for one).
SHOW TRANSACTIONS YIELD currentQuery
WHERE currentQuery CONTAINS $marker
RETURN count(*) AS running
