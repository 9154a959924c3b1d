package dev.memlineage.procedures;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Name;
import org.neo4j.procedure.Procedure;

/**
 * memlineage.contamination.*: cut a wrong memory out together with everything derived from it, and
 * put it back. Bodies are the files under {@code cypher/contamination/}. Every event is an
 * (:Invalidation) node kept forever, so who invalidated what, when, why and which cells it reached
 * stays auditable after a restore.
 */
public class ContaminationProcedures extends CypherProcedures {

    public record ImpactRow(
            @Description("Shortest derivation distance from the cell (1 = direct child).") long depth,
            @Description("Memory kind of the cells counted in this row.") String kind,
            @Description("How many cells at this depth and kind would be contaminated.") long cells,
            @Description("Up to sampleSize of their ids.") List<String> sample) {
        ImpactRow(Map<String, Object> row) {
            this(((Number) row.get("depth")).longValue(), (String) row.get("kind"),
                    ((Number) row.get("cells")).longValue(), LineageProcedures.castList(row.get("sample")));
        }
    }

    @Procedure(name = "memlineage.contamination.impact", mode = Mode.READ)
    @Description("Dry run of invalidate: the descendants that would be contaminated, counted by depth and kind, with "
            + "sample ids. Linear in the closure (BFS with node-global uniqueness).")
    public Stream<ImpactRow> impact(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id") String id,
            @Name(value = "sampleSize", defaultValue = "10", description = "Ids listed per (depth, kind)") long sampleSize) {
        requireCell(namespace, id);
        return run("contamination/reach", Map.of("namespace", namespace, "id", id, "sampleSize", Math.max(0, sampleSize)),
                ImpactRow::new);
    }

    public record InvalidationResult(
            @Description("Id of the new (:Invalidation) event; pass it to restore.") String invalidation,
            @Description("The invalidated cell.") String cell,
            @Description("How many descendants became contaminated.") long contaminated,
            @Description("Contaminated cells counted by depth and kind: maps {depth, kind, cells}.") List<Map<String, Object>> byDepth) {
        InvalidationResult(Map<String, Object> row) {
            this((String) row.get("invalidation"), (String) row.get("cell"),
                    ((Number) row.get("contaminated")).longValue(), LineageProcedures.castList(row.get("byDepth")));
        }
    }

    @Procedure(name = "memlineage.contamination.invalidate", mode = Mode.WRITE)
    @Description("Invalidate a memory: records an (:Invalidation) event, marks the cell invalid and every descendant "
            + "contaminated (linked to the event with its depth); contaminated cells are excluded from recall.")
    public Stream<InvalidationResult> invalidate(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id to invalidate") String id,
            @Name(value = "reason", description = "Why (kept for audit)") String reason,
            @Name(value = "by", defaultValue = "unknown", description = "Who or what invalidated it") String by) {
        requireCell(namespace, id);
        Map<String, Object> params = Map.of("namespace", namespace, "id", id,
                "reason", Validation.text(reason, "reason", 2000), "by", Validation.text(by, "by", 256),
                "invalidationId", "inv-" + UUID.randomUUID());
        return run("contamination/invalidate", params, InvalidationResult::new);
    }

    public record RestoreResult(
            @Description("The restored invalidation.") String invalidation,
            @Description("Statuses of the cells it had reached, after re-evaluation: maps {status, cells}.") List<Map<String, Object>> statuses) {
        RestoreResult(Map<String, Object> row) {
            this((String) row.get("invalidation"), LineageProcedures.castList(row.get("statuses")));
        }
    }

    @Procedure(name = "memlineage.contamination.restore", mode = Mode.WRITE)
    @Description("Restore an invalidation: it becomes inactive (kept for audit) and every cell it reached is "
            + "re-evaluated: still invalid/contaminated while another active invalidation reaches it, otherwise back "
            + "to its base status. Restoring twice is an error.")
    public Stream<RestoreResult> restore(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "invalidation", description = "Invalidation id returned by invalidate") String invalidation,
            @Name(value = "by", defaultValue = "unknown", description = "Who restored it") String by,
            @Name(value = "reason", defaultValue = "", description = "Why (kept for audit)") String reason) {
        String ns = Validation.namespace(namespace);
        String invId = Validation.id(invalidation, "invalidation id");
        var found = run("contamination/get_invalidation", Map.of("namespace", ns, "invalidationId", invId))
                .findFirst();
        if (found.isEmpty()) {
            throw MemLineageException.of(Messages.CODE_INVALIDATION_NOT_FOUND, Messages.INVALIDATION_NOT_FOUND.formatted(invId, ns),
                    Map.of("id", invId, "namespace", ns));
        }
        if (!Boolean.TRUE.equals(found.get().get("active"))) {
            throw MemLineageException.of(Messages.CODE_INVALIDATION_STATE, Messages.ALREADY_RESTORED.formatted(invId),
                    Map.of("id", invId, "namespace", ns));
        }
        Map<String, Object> params = Map.of("namespace", ns, "invalidationId", invId,
                "by", Validation.text(by, "by", 256), "reason", reason == null ? "" : reason);
        return run("contamination/restore", params, RestoreResult::new);
    }

    public record HistoryRow(
            @Description("Invalidation event id.") String invalidation,
            @Description("`invalidated` (the event targeted this cell) or `contaminated` (it reached it).") String role,
            @Description("Distance from the invalidated cell (0 for the target itself).") long depth,
            @Description("The cell the event invalidated.") String source,
            @Description("Why it was invalidated.") String reason,
            @Description("Who invalidated it.") String by,
            @Description("When it was invalidated.") java.time.ZonedDateTime at,
            @Description("Whether the invalidation is still in force.") boolean active,
            @Description("When it was restored; null while active.") java.time.ZonedDateTime restoredAt,
            @Description("Who restored it; null while active.") String restoredBy) {
        HistoryRow(Map<String, Object> row) {
            this((String) row.get("invalidation"), (String) row.get("role"), ((Number) row.get("depth")).longValue(),
                    (String) row.get("source"), (String) row.get("reason"), (String) row.get("by"),
                    (java.time.ZonedDateTime) row.get("at"), Boolean.TRUE.equals(row.get("active")),
                    (java.time.ZonedDateTime) row.get("restoredAt"), (String) row.get("restoredBy"));
        }
    }

    @Procedure(name = "memlineage.contamination.history", mode = Mode.READ)
    @Description("Audit of one memory: every invalidation that targeted or reached it (who, when, why, depth, "
            + "whether still active, who restored it).")
    public Stream<HistoryRow> history(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id") String id) {
        requireCell(namespace, id);
        return run("contamination/history", Map.of("namespace", namespace, "id", id), HistoryRow::new);
    }

}
