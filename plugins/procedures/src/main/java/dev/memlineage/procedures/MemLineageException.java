package dev.memlineage.procedures;

import java.util.Map;

/**
 * The one exception type the plugin throws on purpose. Each carries an {@link ErrorCode}; its text
 * comes from {@link Messages}. Neo4j reports it to the client as
 * {@code Neo.ClientError.Procedure.ProcedureCallFailed} with this message inside, which reads
 * {@code MemLineage.<Code>: <text> | <json details>}; the Python client's
 * {@code memgraph_py.errors.translate_neo4j_error} parses it back into a typed exception.
 */
public final class MemLineageException extends RuntimeException {
    private final ErrorCode code;
    private final String text;
    private final Map<String, ?> details;

    private MemLineageException(ErrorCode code, String text, Map<String, ?> details, Throwable cause) {
        super(format(code, text, details));
        this.code = code;
        this.text = text;
        this.details = details;
        if (cause != null) addSuppressed(cause);
    }

    /** An error with {@code code}, the human-readable {@code text} and machine-readable {@code details}. */
    public static MemLineageException of(ErrorCode code, String text, Map<String, ?> details) {
        return new MemLineageException(code, text, details, null);
    }

    /**
     * The same, keeping the exception that caused it as a <em>suppressed</em> one, not as the cause:
     * Neo4j reports a failed procedure by the message of its exception's root cause, which would
     * replace this message (and its code) with the inner one. Put what the client needs of
     * {@code cause} into {@code text}.
     */
    public static MemLineageException of(ErrorCode code, String text, Map<String, ?> details, Throwable cause) {
        return new MemLineageException(code, text, details, cause);
    }

    /** The message a client sees inside Neo4j's wrapper: {@code MemLineage.<Code>: <text> | <json details>}. */
    public static String format(ErrorCode code, String text, Map<String, ?> details) {
        return "MemLineage." + code.code() + ": " + text + " | " + Json.write(details);
    }

    public ErrorCode code() {
        return code;
    }

    /** The message without the code prefix and the details. */
    public String text() {
        return text;
    }

    public Map<String, ?> details() {
        return details;
    }
}
