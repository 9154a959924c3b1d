package dev.memlineage.procedures;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Name;
import org.neo4j.procedure.Procedure;

/**
 * memlineage.traces.*: memory evolution. A newer memory supersedes an older one; the older keeps its
 * lineage and history but leaves recall. Bodies: the Cypher files {@code traces/supersede_cycle} and
 * {@code traces/supersede}.
 */
public class TracesProcedures extends CypherProcedures {
    public record SupersedeRow(
            @Description("The replaced cell.") String old,
            @Description("The cell that replaces it.") String replacement,
            @Description("The old cell's status now.") String oldStatus) {}

    @Procedure(name = "memlineage.traces.supersede", mode = Mode.WRITE)
    @Description("Evolution: a newer memory replaces an older one (preference changed, fact corrected). The old "
            + "memory keeps its lineage and history but becomes superseded and leaves recall.")
    public Stream<SupersedeRow> supersede(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "old", description = "Id of the memory being replaced") String oldId,
            @Name(value = "replacement", description = "Id of the memory replacing it") String newId,
            @Name(value = "reason", defaultValue = "", description = "Why") String reason,
            @Name(value = "by", defaultValue = "unknown", description = "Who") String by) {
        requireCell(namespace, oldId);
        requireCell(namespace, newId);
        Map<String, Object> params = Map.of("namespace", namespace, "oldId", oldId, "newId", newId,
                "reason", reason == null ? "" : reason, "by", Validation.text(by, "by", 256));
        boolean cycle = run("traces/supersede_cycle", params).map(r -> Boolean.TRUE.equals(r.get("cycle")))
                .findFirst().orElse(false);
        if (cycle) {
            throw MemLineageException.of(ErrorCode.CYCLE, Messages.SUPERSEDE_CYCLE.formatted(newId, oldId),
                    Map.of("cycle", List.of(newId, oldId)));
        }
        return run("traces/supersede", params, row -> new SupersedeRow(
                (String) row.get("old"), (String) row.get("new"), (String) row.get("oldStatus")));
    }
}
