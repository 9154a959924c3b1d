package dev.memlineage.procedures;

import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Stream;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.RelationshipType;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Name;
import org.neo4j.procedure.Procedure;

/**
 * memlineage.contamination.*: cut a wrong memory out together with everything derived from it, and
 * put it back. Every event is an (:Invalidation) node kept forever, so who invalidated what, when,
 * why and which cells it reached stays auditable after a restore.
 *
 * <p>{@code impact}, {@code invalidate} and {@code restore} walk and write through the core API
 * ({@link LineageWalk}): their closures reach 100k cells, where the APOC expander's paths and
 * per-row Cypher writes cost several times more (`memlineage bench lineage`). The files {@code cypher/contamination/reach.cypher}, {@code invalidate.cypher}
 * and {@code restore.cypher} are the same operations in Cypher, for a DBA to read or run; JUnit checks
 * that both give the same statuses, depths and counts.
 */
public class ContaminationProcedures extends CypherProcedures {
    static final Label INVALIDATION = Label.label("Invalidation");
    static final RelationshipType INVALIDATES = RelationshipType.withName("INVALIDATES");
    static final RelationshipType CONTAMINATED_BY = RelationshipType.withName("CONTAMINATED_BY");

    public record ImpactRow(
            @Description("Shortest derivation distance from the cell (1 = direct child).") long depth,
            @Description("Memory kind of the cells counted in this row.") String kind,
            @Description("How many cells at this depth and kind would be contaminated.") long cells,
            @Description("Up to sampleSize of their ids.") List<String> sample) {}

    @Procedure(name = "memlineage.contamination.impact", mode = Mode.READ)
    @Description("Dry run of invalidate: the descendants that would be contaminated, counted by depth and kind, with "
            + "sample ids. Linear in the closure (BFS with node-global uniqueness).")
    public Stream<ImpactRow> impact(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id") String id,
            @Name(value = "sampleSize", defaultValue = "10", description = "Ids listed per (depth, kind)") long sampleSize) {
        Node target = requireCell(namespace, id);
        ReachCounts counts = new ReachCounts(Math.max(0, sampleSize));
        LineageWalk.bfs(target, LineageWalk.Towards.DESCENDANTS, -1, (String) target.getProperty("namespace"))
                .forEach(counts::add);
        return counts.tallies.entrySet().stream().map(e ->
                new ImpactRow(e.getKey().depth(), e.getKey().kind(), e.getValue().cells, e.getValue().sample));
    }

    /** Reached cells counted by (depth, kind), ordered by depth then kind, with up to sampleSize ids each. */
    private static final class ReachCounts {
        private record Key(int depth, String kind) {}

        private static final class Tally {
            long cells;
            final List<String> sample = new ArrayList<>();
        }

        final Map<Key, Tally> tallies = new TreeMap<>(Comparator.comparingInt(Key::depth).thenComparing(Key::kind));
        private final long sampleSize;
        long total;

        ReachCounts(long sampleSize) {
            this.sampleSize = sampleSize;
        }

        void add(LineageWalk.Reached r) {
            Tally t = tallies.computeIfAbsent(new Key(r.depth(), (String) r.cell().getProperty("kind", "")), k -> new Tally());
            t.cells++;
            total++;
            if (t.sample.size() < sampleSize) t.sample.add((String) r.cell().getProperty("id"));
        }
    }

    public record InvalidationResult(
            @Description("Id of the new (:Invalidation) event; pass it to restore.") String invalidation,
            @Description("The invalidated cell.") String cell,
            @Description("How many descendants became contaminated.") long contaminated,
            @Description("Contaminated cells counted by depth and kind: maps {depth, kind, cells}.") List<Map<String, Object>> byDepth) {}

    @Procedure(name = "memlineage.contamination.invalidate", mode = Mode.WRITE)
    @Description("Invalidate a memory: records an (:Invalidation) event, marks the cell invalid and every descendant "
            + "contaminated (linked to the event with its depth); contaminated cells are excluded from recall.")
    public Stream<InvalidationResult> invalidate(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id to invalidate") String id,
            @Name(value = "reason", description = "Why (kept for audit)") String reason,
            @Name(value = "by", defaultValue = "unknown", description = "Who or what invalidated it") String by) {
        Node target = requireCell(namespace, id);
        String ns = (String) target.getProperty("namespace");
        String why = Validation.text(reason, "reason", 2000);
        String who = Validation.text(by, "by", 256);
        String invalidationId = "inv-" + UUID.randomUUID();
        ZonedDateTime at = Validation.now();

        Node inv = tx.createNode(INVALIDATION);
        inv.setProperty("namespace", ns);
        inv.setProperty("id", invalidationId);
        inv.setProperty("cell_id", target.getProperty("id"));
        inv.setProperty("reason", why);
        inv.setProperty("by", who);
        inv.setProperty("at", at);
        inv.setProperty("active", true);
        inv.createRelationshipTo(target, INVALIDATES);
        target.setProperty("status", "invalid");
        target.setProperty("updated_at", at);

        ReachCounts counts = new ReachCounts(0);
        for (var r : LineageWalk.bfs(target, LineageWalk.Towards.DESCENDANTS, -1, ns)) {
            Node cell = r.cell();
            cell.createRelationshipTo(inv, CONTAMINATED_BY).setProperty("depth", (long) r.depth());
            // only the status changes on the cell: when and why live on the event and the edge
            Object status = cell.getProperty("status", null);
            if (!"invalid".equals(status) && !"contaminated".equals(status)) cell.setProperty("status", "contaminated");
            counts.add(r);
        }
        List<Map<String, Object>> byDepth = new ArrayList<>(counts.tallies.size());
        counts.tallies.forEach((key, tally) ->
                byDepth.add(Map.of("depth", (long) key.depth(), "kind", key.kind(), "cells", tally.cells)));
        return Stream.of(new InvalidationResult(invalidationId, (String) target.getProperty("id"), counts.total, byDepth));
    }

    public record RestoreResult(
            @Description("The restored invalidation.") String invalidation,
            @Description("Statuses of the cells it had reached, after re-evaluation: maps {status, cells}.") List<Map<String, Object>> statuses) {}

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
        String who = Validation.text(by, "by", 256);
        Node inv;
        try (var found = tx.findNodes(INVALIDATION, "namespace", ns, "id", invId)) {
            if (!found.hasNext()) {
                throw MemLineageException.of(Messages.CODE_INVALIDATION_NOT_FOUND, Messages.INVALIDATION_NOT_FOUND.formatted(invId, ns),
                        Map.of("id", invId, "namespace", ns));
            }
            inv = found.next();
        }
        if (!Boolean.TRUE.equals(inv.getProperty("active", null))) {
            throw MemLineageException.of(Messages.CODE_INVALIDATION_STATE, Messages.ALREADY_RESTORED.formatted(invId),
                    Map.of("id", invId, "namespace", ns));
        }
        ZonedDateTime at = Validation.now();
        inv.setProperty("active", false);
        inv.setProperty("restored_at", at);
        inv.setProperty("restored_by", who);
        inv.setProperty("restore_reason", reason == null ? "" : reason);

        Set<Node> reached = new LinkedHashSet<>();
        try (var rels = inv.getRelationships(Direction.OUTGOING, INVALIDATES)) {
            for (Relationship r : rels) reached.add(r.getEndNode());
        }
        try (var rels = inv.getRelationships(Direction.INCOMING, CONTAMINATED_BY)) {
            for (Relationship r : rels) reached.add(r.getStartNode());
        }
        Map<String, Long> statuses = new LinkedHashMap<>();
        for (Node cell : reached) {
            String status = reevaluated(cell);
            if (!status.equals(cell.getProperty("status", null))) cell.setProperty("status", status);
            statuses.merge(status, 1L, Long::sum);
        }
        List<Map<String, Object>> rows = new ArrayList<>();
        statuses.forEach((status, cells) -> rows.add(Map.of("status", status, "cells", cells)));
        return Stream.of(new RestoreResult(invId, rows));
    }

    /** A cell's status from the invalidations still in force: invalid, contaminated, or its base status. */
    private static String reevaluated(Node cell) {
        try (var rels = cell.getRelationships(Direction.INCOMING, INVALIDATES)) {
            for (Relationship r : rels) if (Boolean.TRUE.equals(r.getStartNode().getProperty("active", null))) return "invalid";
        }
        try (var rels = cell.getRelationships(Direction.OUTGOING, CONTAMINATED_BY)) {
            for (Relationship r : rels) if (Boolean.TRUE.equals(r.getEndNode().getProperty("active", null))) return "contaminated";
        }
        return (String) cell.getProperty("base_status", "valid");
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
