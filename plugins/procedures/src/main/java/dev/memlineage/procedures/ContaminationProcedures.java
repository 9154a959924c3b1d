package dev.memlineage.procedures;

import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.HashSet;
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
import org.neo4j.exceptions.KernelException;
import org.neo4j.kernel.api.KernelTransaction;
import org.neo4j.kernel.impl.coreapi.InternalTransaction;
import org.neo4j.values.storable.Values;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Name;
import org.neo4j.procedure.Procedure;

/**
 * memlineage.contamination.*: cut a wrong memory out together with everything derived from it, and
 * put it back. Every event is an (:Invalidation) node kept forever, so who invalidated what, when,
 * why and which cells it reached stays auditable after a restore.
 *
 * <p>The reach of an invalidation is derived from the lineage, not stored per cell: while active it
 * reaches every descendant of its cell (cells recorded below it later are contaminated at record time),
 * so {@code invalidate} writes one status per descendant and nothing else, and {@code restore}
 * re-evaluates the closure against the invalidations still active and freezes what the event reached on
 * it ({@code reached_ids}, {@code reached_depths}). {@code reach} and {@code history} read either form.
 *
 * <p>{@code impact}, {@code invalidate} and {@code restore} walk through the kernel's cursors and write
 * statuses through the kernel ({@link LineageWalk#closure}): their closures reach 100k cells, where the
 * APOC expander's paths and per-row Cypher writes cost several times more (`memlineage bench lineage`).
 * The packaged Cypher files {@code contamination/reach}, {@code contamination/invalidate},
 * {@code contamination/restore} and {@code contamination/reached} (names as {@link CypherLibrary#query}
 * takes them) are the same operations in Cypher, for a DBA to read or run; JUnit checks that both give
 * the same statuses, reaches, depths and counts. {@code history} runs {@code contamination/history}.
 */
public class ContaminationProcedures extends CypherProcedures {
    static final Label INVALIDATION = Label.label("Invalidation");
    static final RelationshipType INVALIDATES = RelationshipType.withName("INVALIDATES");

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
        for (var v : LineageWalk.closure(tx, target, LineageWalk.Towards.DESCENDANTS, (String) target.getProperty("namespace"),
                "kind", "id")) {
            counts.add(v.depth(), (String) v.values()[0], (String) v.values()[1]);
        }
        return counts.sorted().entrySet().stream().map(e ->
                new ImpactRow(e.getKey().depth(), e.getKey().kind(), e.getValue().cells, e.getValue().sample));
    }

    /** Reached cells counted by (depth, kind), ordered by depth then kind, with up to sampleSize ids each. */
    private static final class ReachCounts {
        private record Key(int depth, String kind) {}

        private static final class Tally {
            long cells;
            final List<String> sample = new ArrayList<>();
        }

        private final Map<Key, Tally> tallies = new java.util.HashMap<>();
        private final long sampleSize;
        long total;

        ReachCounts(long sampleSize) {
            this.sampleSize = sampleSize;
        }

        void add(int depth, String kind, String id) {
            Tally t = tallies.computeIfAbsent(new Key(depth, kind == null ? "" : kind), k -> new Tally());
            t.cells++;
            total++;
            if (t.sample.size() < sampleSize) t.sample.add(id);
        }

        /** The tallies by depth, then kind. */
        Map<Key, Tally> sorted() {
            Map<Key, Tally> out = new TreeMap<>(Comparator.comparingInt(Key::depth).thenComparing(Key::kind));
            out.putAll(tallies);
            return out;
        }
    }

    public record InvalidationResult(
            @Description("Id of the new (:Invalidation) event; pass it to restore.") String invalidation,
            @Description("The invalidated cell.") String cell,
            @Description("How many descendants became contaminated (those already invalid or contaminated by an earlier "
                    + "active event are not counted).") long contaminated,
            @Description("How many descendants the event reaches, already tainted ones included.") long reached,
            @Description("The reached cells counted by depth and kind: maps {depth, kind, cells}.") List<Map<String, Object>> byDepth) {}

    @Procedure(name = "memlineage.contamination.invalidate", mode = Mode.WRITE)
    @Description("Invalidate a memory: records an (:Invalidation) event, marks the cell invalid and every descendant "
            + "contaminated; contaminated cells are excluded from recall. The event reaches every descendant of the "
            + "cell while it is active (memlineage.contamination.reach lists them with their depth).")
    public Stream<InvalidationResult> invalidate(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id to invalidate") String id,
            @Name(value = "reason", description = "Why (kept for audit)") String reason,
            @Name(value = "by", defaultValue = "unknown", description = "Who or what invalidated it") String by) {
        Node target = requireCell(namespace, id);
        String why = Validation.text(reason, "reason", 2000);
        String who = Validation.text(by, "by", 256);
        requireNotErased(target);
        return Stream.of(invalidate(tx, target, why, who));
    }

    /**
     * invalidate's writes, once its arguments are checked (memlineage.traces.replace invalidates the version
     * it replaces with them): the event, the target's status, and every descendant's.
     */
    static InvalidationResult invalidate(org.neo4j.graphdb.Transaction tx, Node target, String why, String who) {
        String ns = (String) target.getProperty("namespace");
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

        // Only the status of a descendant changes (and only if it is not tainted already): the reach is
        // derived from the lineage, not stored per cell, so a 100k-cell closure is 100k property writes.
        ReachCounts counts = new ReachCounts(0);
        StatusWriter statuses = new StatusWriter(tx);
        long newlyContaminated = 0;
        for (var v : LineageWalk.lockedClosure(tx, target, LineageWalk.Towards.DESCENDANTS, ns, "kind", "status")) {
            if (!tainted(v.values()[1]) && !EraseProcedures.erased(v.values()[1])) {
                statuses.set(v.node(), "contaminated");
                newlyContaminated++;
            }
            counts.add(v.depth(), (String) v.values()[0], null); // sampleSize 0: no id needed
        }
        inv.setProperty("reached", counts.total);
        List<Map<String, Object>> byDepth = new ArrayList<>();
        counts.sorted().forEach((key, tally) ->
                byDepth.add(Map.of("depth", (long) key.depth(), "kind", key.kind(), "cells", tally.cells)));
        return new InvalidationResult(invalidationId, (String) target.getProperty("id"), newlyContaminated, counts.total,
                byDepth);
    }

    /** CellState if {@code cell} is a tombstone (memlineage.erase.cells): nothing of it can be invalidated or replaced. */
    static void requireNotErased(Node cell) {
        if (EraseProcedures.erased(cell.getProperty("status", null))) {
            String id = (String) cell.getProperty("id");
            String ns = (String) cell.getProperty("namespace");
            throw MemLineageException.of(ErrorCode.CELL_STATE, Messages.ERASED_CELL.formatted(id, ns),
                    Map.of("id", id, "namespace", ns));
        }
    }

    /** An invalidate row as a map with the same keys (memlineage.traces.replace yields it). */
    static Map<String, Object> asMap(InvalidationResult r) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("invalidation", r.invalidation());
        out.put("cell", r.cell());
        out.put("contaminated", r.contaminated());
        out.put("reached", r.reached());
        out.put("byDepth", r.byDepth());
        return out;
    }

    /** Whether a cell with this status taints what derives from it (record and restore use this rule too). */
    static boolean tainted(Object status) {
        return "invalid".equals(status) || "contaminated".equals(status);
    }

    public record RestoreResult(
            @Description("The restored invalidation.") String invalidation,
            @Description("Statuses of the cells it had reached, after re-evaluation: maps {status, cells}.") List<Map<String, Object>> statuses) {}

    @Procedure(name = "memlineage.contamination.restore", mode = Mode.WRITE)
    @Description("Restore an invalidation: it becomes inactive (kept for audit, with the cells it reached and their "
            + "depths frozen on it) and every cell it reached is re-evaluated: invalid while another active "
            + "invalidation targets it, contaminated while one targets an ancestor, otherwise back to its base status. "
            + "Restoring twice is an error.")
    public Stream<RestoreResult> restore(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "invalidation", description = "Invalidation id returned by invalidate") String invalidation,
            @Name(value = "by", defaultValue = "unknown", description = "Who restored it") String by,
            @Name(value = "reason", defaultValue = "", description = "Why (kept for audit)") String reason) {
        String ns = Validation.namespace(namespace);
        Node inv = requireInvalidation(ns, invalidation);
        String invId = (String) inv.getProperty("id");
        String who = Validation.text(by, "by", 256);
        if (!Boolean.TRUE.equals(inv.getProperty("active", null))) {
            throw MemLineageException.of(ErrorCode.INVALIDATION_STATE, Messages.ALREADY_RESTORED.formatted(invId),
                    Map.of("id", invId, "namespace", ns));
        }
        ZonedDateTime at = Validation.now();
        inv.setProperty("active", false);
        inv.setProperty("restored_at", at);
        inv.setProperty("restored_by", who);
        inv.setProperty("restore_reason", reason == null ? "" : reason);

        Node target = targetOf(inv);
        // locked: the statuses still-active invalidations imply are read below, once no record can add a cell
        // under the closure and no overlapping restore or invalidation is half-done (LineageWalk.lockedClosure)
        List<LineageWalk.Visited> reached = LineageWalk.lockedClosure(tx, target, LineageWalk.Towards.DESCENDANTS, ns,
                "id", "status", "base_status");
        String[] ids = new String[reached.size()];
        long[] depths = new long[reached.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = (String) reached.get(i).values()[0];
            depths[i] = reached.get(i).depth();
        }
        inv.setProperty("reached_ids", ids);
        inv.setProperty("reached_depths", depths);

        List<LineageWalk.Visited> closure = new ArrayList<>(reached.size() + 1);
        closure.add(new LineageWalk.Visited(key(target), 0,
                new Object[] {target.getProperty("id"), target.getProperty("status", null), target.getProperty("base_status", null)}));
        closure.addAll(reached);
        StillTainted still = new StillTainted(ns, closure);
        StatusWriter writer = new StatusWriter(tx);
        Map<String, Long> statuses = new LinkedHashMap<>();
        for (var v : closure) {
            Object base = v.values()[2];
            String status = EraseProcedures.erased(v.values()[1]) ? "erased" // a tombstone stays one
                    : still.invalid.contains(v.node()) ? "invalid"
                    : still.contaminated.contains(v.node()) ? "contaminated"
                    : base == null ? "valid" : (String) base;
            if (!status.equals(v.values()[1])) writer.set(v.node(), status);
            statuses.merge(status, 1L, Long::sum);
        }
        List<Map<String, Object>> rows = new ArrayList<>();
        statuses.forEach((status, cells) -> rows.add(Map.of("status", status, "cells", cells)));
        return Stream.of(new RestoreResult(invId, rows));
    }

    /**
     * Which cells of a restored invalidation's closure (its target and every descendant) the
     * invalidations still in force keep tainted. A cell is invalid while an active invalidation targets
     * it and contaminated while one targets any ancestor. Inside the closure that is: the cells other
     * active invalidations target, the cells with a parent outside the closure that is tainted (its
     * status is untouched by this restore, so it is current), and everything below either. Linear in
     * the closure and its parent edges; with no other active invalidation in the namespace nothing can be
     * tainted and no parent is read.
     */
    @SuppressWarnings("deprecation") // Node.getId(): the cheapest stable key within one transaction
    private final class StillTainted {
        final Set<Long> invalid = new HashSet<>();
        final Set<Long> contaminated = new HashSet<>();

        StillTainted(String ns, List<LineageWalk.Visited> visited) {
            Set<Long> activeTargets = new HashSet<>();
            try (var events = tx.findNodes(INVALIDATION, "namespace", ns, "active", true)) { // index of V0001
                while (events.hasNext()) activeTargets.add(key(targetOf(events.next())));
            }
            if (activeTargets.isEmpty()) return;
            List<Node> closure = new ArrayList<>(visited.size());
            Set<Long> members = new HashSet<>(visited.size() * 2);
            for (var v : visited) {
                closure.add(tx.getNodeById(v.node()));
                members.add(v.node());
            }
            List<Node> seeds = new ArrayList<>();
            for (Node cell : closure) {
                if (activeTargets.contains(key(cell))) {
                    invalid.add(key(cell));
                    seeds.add(cell);
                    continue;
                }
                try (var rels = cell.getRelationships(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) {
                    for (Relationship rel : rels) {
                        Node parent = rel.getEndNode();
                        if (!members.contains(key(parent)) && tainted(parent.getProperty("status", null))) {
                            contaminated.add(key(cell));
                            seeds.add(cell);
                            break;
                        }
                    }
                }
            }
            // everything below a seed is tainted: one BFS from all seeds, inside the closure (which holds
            // every descendant of its members), each cell once
            Set<Long> seen = new HashSet<>();
            for (Node seed : seeds) seen.add(key(seed));
            java.util.ArrayDeque<Node> queue = new java.util.ArrayDeque<>(seeds);
            while (!queue.isEmpty()) {
                Node node = queue.poll();
                try (var rels = node.getRelationships(Direction.INCOMING, LineageWalk.DERIVED_FROM)) {
                    for (Relationship rel : rels) {
                        Node child = rel.getStartNode();
                        long k = key(child);
                        if (!members.contains(k) || !seen.add(k)) continue;
                        if (!invalid.contains(k)) contaminated.add(k);
                        queue.add(child);
                    }
                }
            }
        }
    }

    /** Sets {@code status} by node reference through the kernel: the per-cell write of invalidate and restore. */
    private static final class StatusWriter {
        private final KernelTransaction ktx;
        private final int key;

        StatusWriter(org.neo4j.graphdb.Transaction tx) {
            ktx = ((InternalTransaction) tx).kernelTransaction();
            try {
                key = ktx.tokenWrite().propertyKeyGetOrCreateForName("status");
            } catch (KernelException e) {
                throw MemLineageException.of(ErrorCode.INTERNAL, Messages.STATUS_KEY_UNRESOLVED.formatted(e.getMessage()),
                        Map.of(), e);
            }
        }

        void set(long node, String status) {
            try {
                ktx.dataWrite().nodeSetProperty(node, key, Values.stringValue(status));
            } catch (KernelException e) {
                throw MemLineageException.of(ErrorCode.INTERNAL, Messages.STATUS_WRITE_FAILED.formatted(node, e.getMessage()),
                        Map.of(), e);
            }
        }
    }

    @SuppressWarnings("deprecation")
    private static long key(Node node) {
        return node.getId();
    }

    private Node requireInvalidation(String ns, String invalidation) {
        String invId = Validation.id(invalidation, "invalidation id");
        try (var found = tx.findNodes(INVALIDATION, "namespace", ns, "id", invId)) {
            if (!found.hasNext()) {
                throw MemLineageException.of(ErrorCode.INVALIDATION_NOT_FOUND, Messages.INVALIDATION_NOT_FOUND.formatted(invId, ns),
                        Map.of("id", invId, "namespace", ns));
            }
            return found.next();
        }
    }

    private static Node targetOf(Node inv) {
        try (var rels = inv.getRelationships(Direction.OUTGOING, INVALIDATES)) {
            for (Relationship r : rels) return r.getEndNode();
        }
        Object id = inv.getProperty("id", "?");
        throw MemLineageException.of(ErrorCode.INTERNAL, Messages.INVALIDATES_MISSING.formatted(id),
                Map.of("id", String.valueOf(id), "namespace", String.valueOf(inv.getProperty("namespace", "?"))));
    }

    public record ReachRow(
            @Description("A cell the invalidation reaches (reached, once restored); its target comes first at depth 0.") Node cell,
            @Description("Shortest derivation distance from the invalidated cell (0 for the cell itself).") long depth) {}

    @Procedure(name = "memlineage.contamination.reach", mode = Mode.READ)
    @Description("Audit of one invalidation: the cell it targeted (depth 0) and every cell it reaches, with its "
            + "depth. While the invalidation is active that is every current descendant of the cell; once restored, "
            + "the cells it reached when it was restored (frozen on the event).")
    public Stream<ReachRow> reach(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "invalidation", description = "Invalidation id") String invalidation) {
        String ns = Validation.namespace(namespace);
        Node inv = requireInvalidation(ns, invalidation);
        Node target = targetOf(inv);
        List<ReachRow> rows = new ArrayList<>();
        rows.add(new ReachRow(target, 0));
        if (Boolean.TRUE.equals(inv.getProperty("active", null))) {
            for (var r : LineageWalk.bfs(target, LineageWalk.Towards.DESCENDANTS, -1, ns)) rows.add(new ReachRow(r.cell(), r.depth()));
        } else {
            String[] ids = (String[]) inv.getProperty("reached_ids", new String[0]);
            long[] depths = (long[]) inv.getProperty("reached_depths", new long[0]);
            for (int i = 0; i < ids.length; i++) {
                Node cell = findCell(tx, ns, ids[i]);
                if (cell != null) rows.add(new ReachRow(cell, depths[i]));
            }
        }
        return rows.stream();
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
