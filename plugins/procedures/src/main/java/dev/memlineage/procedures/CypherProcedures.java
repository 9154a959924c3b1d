package dev.memlineage.procedures;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Result;
import org.neo4j.graphdb.Transaction;
import org.neo4j.procedure.Context;

/**
 * Base for procedure families that run packaged Cypher files, loaded by name through
 * {@link CypherLibrary} (memlineage.lineage.*, memlineage.recall.*, ...). A procedure then reads:
 *
 * <pre>{@code
 * public class LineageProcedures extends CypherProcedures {
 *     @Procedure(name = "memlineage.lineage.descendants", mode = Mode.READ)
 *     @Description("...")
 *     public Stream<CellResult> descendants(
 *             @Name(value = "namespace", description = "...") String namespace,
 *             @Name(value = "id", description = "...") String id) {
 *         return run("lineage/descendants", Map.of("namespace", namespace, "id", id), CellResult::from);
 *     }
 * }
 * }</pre>
 *
 * The query runs in the procedure's own transaction ({@link #tx}), so it commits or rolls back
 * with the caller's query, and it streams: rows are mapped as the caller pulls them. The column
 * names of the Cypher file are the contract with the result record's {@code from(Map)}.
 * ({@code Map.of} refuses null values: build the parameters with a {@code HashMap} when an
 * optional argument may be null.)
 */
public abstract class CypherProcedures {
    static final Label MEMCELL = Label.label("MemCell");

    /** The transaction of the query that called the procedure (injected by Neo4j). */
    @Context
    public Transaction tx;

    /** Runs the Cypher file {@code name} with {@code params} and streams its rows as maps. */
    protected Stream<Map<String, Object>> run(String name, Map<String, Object> params) {
        return run(tx, name, params);
    }

    /** {@link #run(String, Map)} in a given transaction, for helpers shared by several families. */
    static Stream<Map<String, Object>> run(Transaction tx, String name, Map<String, Object> params) {
        Result result = tx.execute(CypherLibrary.query(name), params);
        return result.stream().onClose(result::close);
    }

    /** The MemCell {@code id} of {@code namespace}; a typed CellNotFound error if it is not stored there. */
    protected Node requireCell(String namespace, String id) {
        return requireCell(tx, namespace, id);
    }

    /** {@link #requireCell(String, String)} in a given transaction. */
    static Node requireCell(Transaction tx, String namespace, String id) {
        String ns = Validation.namespace(namespace);
        String cellId = Validation.id(id, "cell id");
        Node cell = findCell(tx, ns, cellId);
        if (cell != null) return cell;
        throw MemLineageException.of(ErrorCode.CELL_NOT_FOUND, Messages.CELL_NOT_FOUND.formatted(cellId, ns),
                Map.of("ids", List.of(cellId), "namespace", ns));
    }

    /** The MemCell {@code id} of {@code ns} (validated), or null: one seek in the (namespace, id) index. */
    static Node findCell(Transaction tx, String ns, String id) {
        try (var found = tx.findNodes(MEMCELL, "namespace", ns, "id", id)) {
            return found.hasNext() ? found.next() : null;
        }
    }

    /** Runs the Cypher file {@code name} for its effect, pulling every row (a write is only done once pulled). */
    protected void execute(String name, Map<String, Object> params) {
        execute(tx, name, params);
    }

    /** {@link #execute(String, Map)} in a given transaction, for helpers shared by several families. */
    static void execute(Transaction tx, String name, Map<String, Object> params) {
        try (Result result = tx.execute(CypherLibrary.query(name), params)) {
            while (result.hasNext()) result.next();
        }
    }

    /** Runs the Cypher file {@code name} with {@code params} and maps each row to a result record. */
    protected <T> Stream<T> run(String name, Map<String, Object> params, Function<Map<String, Object>, T> row) {
        return run(name, params).map(row);
    }
}
