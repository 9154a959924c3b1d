package dev.memlineage.procedures;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.RelationshipType;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Name;
import org.neo4j.procedure.Procedure;

/**
 * memlineage.repair.*: what an invalidation left to re-derive.
 *
 * <p>{@code plan} lists the invalidated cell and every cell its invalidation reaches in a topological order
 * of the lineage (a cell after every parent of it in the closure), each with its parents, the recorded call
 * it is the result of (RESULT_OF, written by {@code @track(record_call=True)}) and the newer versions that
 * already supersede it. The client's {@code replay} walks it in that order. Kahn's algorithm over the
 * closure: linear in its cells and their parent edges, never enumerating paths.
 */
public class RepairProcedures extends CypherProcedures {
    private static final RelationshipType SUPERSEDES = RelationshipType.withName("SUPERSEDES");
    private static final RelationshipType RESULT_OF = RelationshipType.withName("RESULT_OF");

    public record PlanRow(
            @Description("Position in the topological order: 0 for the invalidated cell, then every cell after all "
                    + "of its parents that are in the plan.") long order,
            @Description("Shortest derivation distance from the invalidated cell.") long depth,
            @Description("`invalidated` (the target) or `contaminated` (a derivation to redo).") String role,
            @Description("The cell.") Node cell,
            @Description("Ids of all of its parents (in the plan or not), sorted.") List<String> parents,
            @Description("Id of the recorded call (tool_call cell) it is the result of, or null.") String call,
            @Description("Ids of the newer versions that supersede it (its correction, for the target), sorted.") List<String> newer) {}

    @Procedure(name = "memlineage.repair.plan", mode = Mode.READ)
    @Description("Repair plan of an active invalidation: the invalidated cell (order 0) and every contaminated "
            + "derivation it reaches, in topological order (each after all of its parents in the plan; ties by "
            + "depth, then id), with its parents, the recorded call it is the result of and the versions that "
            + "already supersede it. Linear in the closure. An unknown invalidation is InvalidationNotFound, a "
            + "restored one InvalidationState.")
    public Stream<PlanRow> plan(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "invalidation", description = "Invalidation id (from invalidate or correct)") String invalidation) {
        String ns = Validation.namespace(namespace);
        String invId = Validation.id(invalidation, "invalidation id");
        Node inv;
        try (var found = tx.findNodes(ContaminationProcedures.INVALIDATION, "namespace", ns, "id", invId)) {
            if (!found.hasNext()) {
                throw MemLineageException.of(ErrorCode.INVALIDATION_NOT_FOUND,
                        Messages.INVALIDATION_NOT_FOUND.formatted(invId, ns), Map.of("id", invId, "namespace", ns));
            }
            inv = found.next();
        }
        if (!Boolean.TRUE.equals(inv.getProperty("active", null))) {
            throw MemLineageException.of(ErrorCode.INVALIDATION_STATE, Messages.REPAIR_RESTORED.formatted(invId, ns),
                    Map.of("id", invId, "namespace", ns));
        }
        Node target = null;
        try (var rels = inv.getRelationships(Direction.OUTGOING, ContaminationProcedures.INVALIDATES)) {
            for (Relationship r : rels) target = r.getEndNode();
        }
        if (target == null) {
            throw MemLineageException.of(ErrorCode.INTERNAL, Messages.INVALIDATES_MISSING.formatted(invId),
                    Map.of("id", invId, "namespace", ns));
        }
        List<PlanRow> rows = new ArrayList<>();
        rows.add(row(ns, 0, 0, "invalidated", target));
        var reached = LineageWalk.bfs(target, LineageWalk.Towards.DESCENDANTS, -1, ns);
        Map<Node, Long> depth = new HashMap<>(reached.size() * 2);
        for (var r : reached) depth.put(r.cell(), (long) r.depth());
        // Kahn: a cell is ready once none of its parents in the closure is still waiting
        Map<Node, Integer> waiting = new HashMap<>(reached.size() * 2);
        List<Node> ready = new ArrayList<>();
        for (var r : reached) {
            int n = 0;
            try (var rels = r.cell().getRelationships(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) {
                for (Relationship rel : rels) if (depth.containsKey(rel.getEndNode())) n++;
            }
            waiting.put(r.cell(), n);
            if (n == 0) ready.add(r.cell());
        }
        Comparator<Node> byDepthThenId = Comparator.<Node>comparingLong(depth::get)
                .thenComparing(n -> (String) n.getProperty("id"));
        long order = 1;
        while (!ready.isEmpty()) {
            ready.sort(byDepthThenId);
            List<Node> next = new ArrayList<>();
            for (Node cell : ready) {
                rows.add(row(ns, order++, depth.get(cell), "contaminated", cell));
                try (var rels = cell.getRelationships(Direction.INCOMING, LineageWalk.DERIVED_FROM)) {
                    for (Relationship rel : rels) {
                        Node child = rel.getStartNode();
                        Integer left = waiting.get(child);
                        if (left == null) continue;
                        waiting.put(child, left - 1);
                        if (left - 1 == 0) next.add(child);
                    }
                }
            }
            ready = next;
        }
        return rows.stream();
    }

    public record ApplyRow(
            @Description("How many new versions were written.") long created,
            @Description("Ids of the new versions, in the order given.") List<String> ids) {}

    @Procedure(name = "memlineage.repair.apply", mode = Mode.WRITE)
    @Description("Write the new versions of a replay in one transaction, in the order given: each map {oldId, cell} "
            + "is memlineage.traces.replace(namespace, oldId, cell, reason, by) without invalidation — the new version "
            + "(a cell map with its `parents`, which may be new versions written earlier in the list) supersedes the "
            + "old one. All or nothing: any refused version (CellNotFound, CellState, IdConflict, MissingParents, a "
            + "bad map) rolls the whole list back. At most 10,000 versions per call.")
    public Stream<ApplyRow> apply(
            @Name(value = "namespace", description = "Tenant/agent namespace; never crossed") String namespace,
            @Name(value = "versions", description = "Maps {oldId, cell}, parents before children") List<Map<String, Object>> versions,
            @Name(value = "reason", description = "Why (on each SUPERSEDES edge)") String reason,
            @Name(value = "by", defaultValue = "unknown", description = "Who replayed") String by) {
        String ns = Validation.namespace(namespace);
        if (versions == null || versions.size() > MAX_APPLY) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.REPAIR_APPLY_SIZE.formatted(MAX_APPLY), Map.of());
        }
        TracesProcedures traces = new TracesProcedures();
        traces.tx = tx;
        List<String> ids = new ArrayList<>(versions.size());
        for (Map<String, Object> version : versions) {
            Validation.knownKeys(version, APPLY_KEYS, Messages.REPAIR_APPLY_KEY);
            Object cell = version.get("cell");
            if (!(cell instanceof Map<?, ?> map)) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.REPAIR_APPLY_KEY.formatted("cell", "a map"),
                        Map.of());
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> cellMap = (Map<String, Object>) map;
            try (var rows = traces.replace(ns, (String) version.get("oldId"), cellMap, reason, by, false)) {
                rows.forEach(r -> ids.add((String) r.cell().getProperty("id")));
            }
        }
        return Stream.of(new ApplyRow(ids.size(), ids));
    }

    static final int MAX_APPLY = 10_000;
    private static final java.util.Set<String> APPLY_KEYS = java.util.Set.of("oldId", "cell");

    private static PlanRow row(String ns, long order, long depth, String role, Node cell) {
        List<String> parents = new ArrayList<>();
        try (var rels = cell.getRelationships(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) {
            for (Relationship r : rels) {
                Node p = r.getEndNode();
                if (ns.equals(p.getProperty("namespace", null))) parents.add((String) p.getProperty("id"));
            }
        }
        parents.sort(null);
        String call = null;
        try (var rels = cell.getRelationships(Direction.OUTGOING, RESULT_OF)) {
            for (Relationship r : rels) {
                Node c = r.getEndNode();
                if (ns.equals(c.getProperty("namespace", null))) call = (String) c.getProperty("id");
            }
        }
        List<String> newer = new ArrayList<>();
        try (var rels = cell.getRelationships(Direction.INCOMING, SUPERSEDES)) {
            for (Relationship r : rels) {
                Node n = r.getStartNode();
                if (ns.equals(n.getProperty("namespace", null))) newer.add((String) n.getProperty("id"));
            }
        }
        newer.sort(null);
        return new PlanRow(order, depth, role, cell, parents, call, newer);
    }
}
