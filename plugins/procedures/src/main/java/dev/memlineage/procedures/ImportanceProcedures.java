package dev.memlineage.procedures;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Name;
import org.neo4j.procedure.Procedure;

/**
 * memlineage.importance.*: topology importance with Graph Data Science (PageRank over the lineage), blended
 * with each cell's own importance (caller-set, else the kind prior of {@link Validation#KIND_PRIOR}), a root
 * bonus and usage feedback. Bodies: the Cypher files {@code importance/refresh} (which states the formula)
 * and {@code importance/drop_projection}.
 */
public class ImportanceProcedures extends CypherProcedures {
    public record RefreshRow(
            @Description("Cells whose importance was recomputed.") long cells,
            @Description("Mean importance after the refresh.") double meanImportance) {}

    /** The options of refresh: the weights of its blend, and their defaults. */
    static final Map<String, Double> WEIGHTS = new java.util.LinkedHashMap<>();

    static {
        WEIGHTS.put("wPrior", 0.45);
        WEIGHTS.put("wTopology", 0.30);
        WEIGHTS.put("wRoot", 0.05);
        WEIGHTS.put("wUsefulness", 0.20);
    }

    @Procedure(name = "memlineage.importance.refresh", mode = Mode.WRITE)
    @Description("Recompute importance for a namespace by blending, for each cell, its own importance (`base`: what "
            + "the caller set at record, else the kind prior; kept as importance_base at the first refresh so refreshes "
            + "never compound), the lineage topology (GDS PageRank over DERIVED_FROM, normalised to the namespace's "
            + "highest: roots and hubs many memories rest on rank high), a root bonus and usage feedback: importance = "
            + "(wPrior*base + wTopology*sqrt(topology) + wRoot*root + wUsefulness*(usefulness+1)/2) / (wPrior + wTopology "
            + "+ wRoot + wUsefulness), a weighted mean, so it stays in [0, 1].")
    public Stream<RefreshRow> refresh(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "options", defaultValue = "{}", description = "Weights of the blend, each a finite number >= 0 "
                    + "(0 leaves a term out; not all 0): {wPrior: 0.45, wTopology: 0.3, wRoot: 0.05, wUsefulness: 0.2}; "
                    + "any other key is refused") Map<String, Object> options) {
        String ns = Validation.namespace(namespace);
        Map<String, Double> weights = weights(options);
        String graph = "memlineage-importance-" + UUID.randomUUID();
        Map<String, Object> params = new HashMap<>(weights);
        params.put("namespace", ns);
        params.put("graphName", graph);
        params.put("kindPrior", Validation.KIND_PRIOR);
        params.put("wSum", weights.values().stream().mapToDouble(Double::doubleValue).sum());
        try {
            List<RefreshRow> rows = new ArrayList<>();
            try (var result = run("importance/refresh", params)) {
                result.forEach(row -> rows.add(new RefreshRow(((Number) row.get("cells")).longValue(),
                        row.get("meanImportance") == null ? 0.0 : ((Number) row.get("meanImportance")).doubleValue())));
            }
            return rows.isEmpty() ? Stream.of(new RefreshRow(0, 0.0)) : rows.stream();
        } finally {
            execute("importance/drop_projection", Map.of("graph", graph));
        }
    }

    /** refresh's options: only the names of {@link #WEIGHTS}, each finite and >= 0, not all 0 (InvalidInput). */
    static Map<String, Double> weights(Map<String, Object> options) {
        Map<String, Object> o = options == null ? Map.of() : options;
        Validation.knownKeys(o, WEIGHTS.keySet(), Messages.IMPORTANCE_OPTION_UNKNOWN);
        Map<String, Double> weights = new java.util.LinkedHashMap<>();
        for (var e : WEIGHTS.entrySet()) {
            Object raw = o.get(e.getKey());
            if (raw == null) {
                weights.put(e.getKey(), e.getValue());
                continue;
            }
            if (!(raw instanceof Number n) || !Double.isFinite(n.doubleValue()) || n.doubleValue() < 0) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.IMPORTANCE_WEIGHT_INVALID.formatted(
                        e.getKey(), Validation.quote(raw)), Map.of("weight", e.getKey()));
            }
            weights.put(e.getKey(), n.doubleValue());
        }
        if (weights.values().stream().allMatch(w -> w == 0.0)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.IMPORTANCE_WEIGHTS_ZERO.formatted(weights.keySet()),
                    Map.of());
        }
        return weights;
    }
}
