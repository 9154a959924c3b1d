package dev.memlineage.procedures;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Procedure;
import org.neo4j.procedure.UserFunction;

/**
 * memlineage.meta.*: what the plugin itself declares, for clients and their tests to compare with
 * their own copies: the error codes ({@link ErrorCode}) and the constants the client mirrors (kinds,
 * statuses, kind priors, limits, id patterns). Nothing here touches the graph.
 */
public class MetaProcedures {

    public record ErrorRow(
            @Description("The code, as in `MemLineage.<code>:` at the start of a failed call's message.") String code,
            @Description("What the code means and which details its message carries.") String description,
            @Description("True if no procedure raises the code now (kept for clients).") boolean reserved) {}

    @Procedure(name = "memlineage.meta.errors", mode = Mode.READ)
    @Description("The error codes MemLineage procedures fail with (message `MemLineage.<code>: <text> | <json "
            + "details>`), each with its meaning, in declaration order.")
    public Stream<ErrorRow> errors() {
        return Arrays.stream(ErrorCode.values()).map(c -> new ErrorRow(c.code(), c.description(), c.reserved()));
    }

    @UserFunction(name = "memlineage.meta.constants")
    @Description("The constants the server checks against and the Python client mirrors: kinds, statuses, "
            + "kindPrior (default importance by kind), limits (maxContentChars, maxTags, maxBatch, maxDepth, "
            + "maxEntities, maxCandidates, maxK), idPattern, namespacePattern, recallWeights, defaultPinnedKinds.")
    public Map<String, Object> constants() {
        return CONSTANTS;
    }

    /** The map {@link #constants()} returns, built once. */
    static final Map<String, Object> CONSTANTS = build();

    private static Map<String, Object> build() {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("kinds", Validation.KINDS);
        c.put("statuses", Validation.STATUSES);
        c.put("kindPrior", new TreeMap<>(Validation.KIND_PRIOR));
        c.put("maxContentChars", (long) Validation.MAX_CONTENT_CHARS);
        c.put("maxTags", (long) Validation.MAX_TAGS);
        c.put("maxBatch", (long) Validation.MAX_BATCH);
        c.put("maxDepth", (long) Validation.MAX_DEPTH);
        c.put("maxEntities", (long) Validation.MAX_ENTITIES);
        c.put("maxCandidates", (long) RecallProcedures.MAX_CANDIDATES);
        c.put("maxK", (long) RecallProcedures.MAX_K);
        c.put("idPattern", Validation.ID.pattern());
        c.put("namespacePattern", Validation.NAMESPACE.pattern());
        c.put("recallWeights", RecallProcedures.WEIGHTS.stream().sorted().toList());
        c.put("defaultPinnedKinds", RecallProcedures.DEFAULT_PINNED_KINDS);
        return java.util.Collections.unmodifiableMap(c);
    }
}
