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
 * memlineage.importance.*: topology importance with Graph Data Science (PageRank over the lineage,
 * the kind prior of {@link Validation#KIND_PRIOR}, a root bonus and usage feedback). Bodies: the Cypher
 * files {@code importance/refresh} and {@code importance/drop_projection}.
 */
public class ImportanceProcedures extends CypherProcedures {
    public record RefreshRow(
            @Description("Cells whose importance was recomputed.") long cells,
            @Description("Mean importance after the refresh.") double meanImportance) {}

    @Procedure(name = "memlineage.importance.refresh", mode = Mode.WRITE)
    @Description("Recompute importance for a namespace from the lineage topology (GDS PageRank over DERIVED_FROM: "
            + "roots and hubs many memories rest on rank high), the kind prior, a root bonus and usage feedback.")
    public Stream<RefreshRow> refresh(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "options", defaultValue = "{}", description = "{wPrior: 0.45, wTopology: 0.3, wRoot: 0.05, "
                    + "wUsefulness: 0.2}") Map<String, Object> options) {
        String ns = Validation.namespace(namespace);
        Map<String, Object> o = options == null ? Map.of() : options;
        String graph = "memlineage-importance-" + UUID.randomUUID();
        Map<String, Object> params = new HashMap<>();
        params.put("namespace", ns);
        params.put("graphName", graph);
        params.put("kindPrior", Validation.KIND_PRIOR);
        params.put("wPrior", Validation.positiveOption(o, "wPrior", 0.45));
        params.put("wTopology", Validation.positiveOption(o, "wTopology", 0.30));
        params.put("wRoot", Validation.positiveOption(o, "wRoot", 0.05));
        params.put("wUsefulness", Validation.positiveOption(o, "wUsefulness", 0.20));
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
}
