// Provenance for the Python client: memlineage.lineage.traceCells, the same walk as
// memlineage.lineage.trace (which returns nodes and relationships for Neo4j Browser), with each cell
// as a list of values in a fixed column order (memgraph_py._core.CELL_COLUMNS; the procedure names its
// columns and the client checks them), each cell's depth, and edges as [child id, parent id]: a trace
// carries hundreds of cells, and per-property look-ups in Cypher and map keys on the wire were most of
// its time.
CALL memlineage.lineage.traceCells($namespace, $id, $maxDepth) YIELD cell, cells, depths, edges, roots, columns
RETURN cell, cells AS nodes, depths, edges, roots, columns
