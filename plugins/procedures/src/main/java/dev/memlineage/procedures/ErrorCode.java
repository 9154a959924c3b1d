package dev.memlineage.procedures;

/**
 * Every code a {@link MemLineageException} can carry: the one table of the plugin's errors. A failed
 * call's message reads {@code MemLineage.<code>: <text> | <json details>}; the Python client maps each
 * code onto one class of its exception tree ({@code memgraph_py.errors.lookup(code)}) and a pytest
 * checks that both sides list the same codes ({@code CALL memlineage.meta.errors()} enumerates them).
 *
 * <p>A code no main class throws must be marked {@code reserved} (and say why in its description):
 * {@code ErrorCodeTest} fails otherwise. Codes are stable: clients match on them, so rename none.
 */
public enum ErrorCode {
    INVALID_INPUT("InvalidInput", "An argument was rejected before anything was written (shape, range, unknown key); "
            + "details: id when one cell is concerned."),
    INVALID_ID("InvalidId", "An id is not 1-128 letters, digits and _.:- starting with a letter or digit; details: id."),
    UNKNOWN_KIND("UnknownKind", "A memory kind that is not one of the known kinds; details: kind."),
    INVALID_CONTENT("InvalidContent", "Memory content that is not text, is empty, holds NUL or is too long; details: id."),
    ID_CONFLICT("IdConflict", "A cell id already stored with a different kind or content (for a replacement: stored at "
            + "all); details: id, namespace."),
    MISSING_PARENTS("MissingParents", "Lineage (or a captured follows/result_of link) refers to cells not stored in "
            + "the namespace; details: ids, namespace."),
    CYCLE("Cycle", "A lineage or evolution edge would close a cycle; details: cycle (ids along it)."),
    CELL_NOT_FOUND("CellNotFound", "No memory with that id in the namespace; details: ids, namespace."),
    INVALIDATION_NOT_FOUND("InvalidationNotFound", "No invalidation with that id in the namespace; details: id, namespace."),
    INVALIDATION_STATE("InvalidationState", "The invalidation is not in a state that allows the call (restored twice); "
            + "details: id, namespace."),
    CELL_STATE("CellState", "The memory is not in a state that allows the call (replacing a memory that was already "
            + "superseded); details: id, namespace."),
    CONFLICT_NOT_FOUND("ConflictNotFound", "No conflict with that id in the namespace; details: id, namespace."),
    CONFLICT_STATE("ConflictState", "The conflict is not in a state that allows the call (resolving or dismissing a "
            + "conflict that is no longer open); details: id, namespace, status."),
    INVALID_QUERY("InvalidQuery", "Recall arguments were rejected (too many candidates, unknown weight, status or "
            + "option out of range); details: weight for a weight."),
    NOT_FOUND("NotFound", "Something other than a cell, an invalidation or a conflict is absent (a retrieval, or a "
            + "retrieval hit: a cell the retrieval did not return); details: id (the retrieval), namespace, and ids where "
            + "several are concerned."),
    SCHEMA("Schema", "Schema migrations cannot be applied or listed: an applied migration changed or is unknown to "
            + "this plugin, a statement failed, the caller's transaction has written, or the plugin's packaged "
            + "migrations are broken; details: version, name when one migration is concerned."),
    INTERNAL("Internal", "An invariant of the stored graph or of the plugin's own packaging is broken (a Cypher file "
            + "missing from the jar, an invalidation without its INVALIDATES edge, a kernel write refused): a bug or a "
            + "damaged store, not the caller's mistake.");

    private final String code;
    private final String description;
    private final boolean reserved;

    ErrorCode(String code, String description) {
        this(code, description, false);
    }

    ErrorCode(String code, String description, boolean reserved) {
        this.code = code;
        this.description = description;
        this.reserved = reserved;
    }

    /** The code as it appears in messages ({@code MemLineage.<code>:}) and in the Python registry. */
    public String code() {
        return code;
    }

    public String description() {
        return description;
    }

    /** True for a code kept for clients although no procedure raises it now. */
    public boolean reserved() {
        return reserved;
    }

    @Override
    public String toString() {
        return code;
    }
}
