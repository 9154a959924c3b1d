package dev.memlineage.procedures;

/**
 * The one exception type the plugin throws on purpose; its message comes from {@link Messages}.
 * Neo4j reports it to the client as {@code Neo.ClientError.Procedure.ProcedureCallFailed} with
 * this message inside.
 */
public class MemLineageException extends RuntimeException {
    /**
     * An error the Python client maps onto its typed exception tree: the message reads
     * {@code MemLineage.<Code>: <text> | <json details>} (see memgraph_py/errors.py). Codes are the
     * {@code CODE_*} constants of {@link Messages}.
     */
    public static MemLineageException of(String code, String text, java.util.Map<String, ?> details) {
        return new MemLineageException("MemLineage." + code + ": " + text + " | " + Json.write(details));
    }

    public MemLineageException(String message) {
        super(message);
    }

    public MemLineageException(String message, Throwable cause) {
        super(message, cause);
    }
}
