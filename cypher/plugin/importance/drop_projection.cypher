// Drop the temporary GDS projection of an importance refresh (no error if already gone).
CALL gds.graph.drop($graph, false) YIELD graphName
RETURN graphName
