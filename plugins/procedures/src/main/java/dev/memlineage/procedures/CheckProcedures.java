package dev.memlineage.procedures;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.Transaction;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Name;
import org.neo4j.procedure.Procedure;

/**
 * memlineage.check.*: the graph half of `memlineage check`, an fsck of a namespace. Each invariant the
 * other families keep by construction is re-derived here from scratch and compared with what is stored:
 * <ul>
 *   <li>{@code cycle}: DERIVED_FROM is acyclic (record and link refuse cycles; a hand-written edge may not);</li>
 *   <li>{@code status}: every status equals what the active invalidations imply — invalid when one targets the
 *       cell, contaminated when one targets an ancestor, otherwise the cell's base status (an erased tombstone
 *       stays erased);</li>
 *   <li>{@code supersession}: SUPERSEDES joins two different cells, has no cycle, and the older cell's base
 *       status is superseded;</li>
 *   <li>{@code cross_namespace}: no relationship joins a node of the namespace to a node of another one;</li>
 *   <li>{@code invalidation}: every Invalidation targets exactly one cell of its namespace.</li>
 * </ul>
 * The PostgreSQL half (every indexed cell has its embedding, every embedding its cell) is the client's.
 */
public class CheckProcedures extends CypherProcedures {

    public record Violation(
            @Description("Which invariant: cycle, status, supersession, cross_namespace or invalidation.") String check,
            @Description("Id of the cell (or invalidation) concerned.") String id,
            @Description("What is stored (a status, an edge), or null.") String actual,
            @Description("What the invariant implies, or null when nothing is derivable.") String expected,
            @Description("One sentence for the report.") String detail) {}

    @Procedure(name = "memlineage.check.graph", mode = Mode.READ)
    @Description("fsck of a namespace's graph: DAG acyclic, statuses equal to what the active invalidations imply, "
            + "supersession chains well-formed, no relationship crossing namespaces, invalidations with one target. "
            + "One row per violation; none when the namespace is consistent.")
    public Stream<Violation> graph(@Name(value = "namespace", description = "Tenant/agent namespace") String namespace) {
        String ns = Validation.namespace(namespace);
        return new Checker(tx, ns).run().stream();
    }

    public record Repaired(
            @Description("Id of the cell whose status was rewritten.") String id,
            @Description("Its status before.") String before,
            @Description("Its status now, as the active invalidations imply.") String after) {}

    @Procedure(name = "memlineage.check.repairStatuses", mode = Mode.WRITE)
    @Description("Rewrites every status of the namespace that differs from what its active invalidations imply "
            + "(the one violation of memlineage.check.graph that is safely derivable); one row per cell changed.")
    public Stream<Repaired> repairStatuses(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace) {
        String ns = Validation.namespace(namespace);
        List<Repaired> out = new ArrayList<>();
        var now = Validation.now();
        for (Violation v : new Checker(tx, ns).run()) {
            if (!"status".equals(v.check()) || v.expected() == null) continue;
            Node cell = findCell(tx, ns, v.id());
            if (cell == null) continue;
            cell.setProperty("status", v.expected());
            cell.setProperty("updated_at", now);
            out.add(new Repaired(v.id(), v.actual(), v.expected()));
        }
        return out.stream();
    }

    /** One pass over the namespace: its cells, their edges, the active invalidations. */
    private static final class Checker {
        private final Transaction tx;
        private final String ns;
        private final List<Violation> violations = new ArrayList<>();
        private final Map<Long, Node> cells = new HashMap<>();

        Checker(Transaction tx, String ns) {
            this.tx = tx;
            this.ns = ns;
        }

        List<Violation> run() {
            try (var found = tx.findNodes(MEMCELL, "namespace", ns)) {
                while (found.hasNext()) {
                    Node cell = found.next();
                    cells.put(cell.getId(), cell);
                }
            }
            crossings();
            cycles(LineageWalk.DERIVED_FROM.name(), "cycle");
            cycles(RecallGraph.SUPERSEDES.name(), "supersession");
            Set<Long> targets = invalidationTargets();
            statuses(targets);
            superseded();
            return violations;
        }

        private static String id(Node node) {
            return String.valueOf(node.getProperty("id", node.getElementId()));
        }

        private void crossings() {
            for (Node cell : cells.values()) {
                for (Relationship r : cell.getRelationships()) {
                    Node other = r.getOtherNode(cell);
                    Object theirs = other.getProperty("namespace", null);
                    if (!ns.equals(theirs)) {
                        violations.add(new Violation("cross_namespace", id(cell), r.getType().name(), null,
                                "cell " + id(cell) + " has a " + r.getType().name() + " relationship to a node of "
                                        + (theirs == null ? "no namespace" : "namespace '" + theirs + "'")));
                    }
                }
            }
        }

        /** Iterative three-colour DFS over one relationship type (outgoing), reporting each back edge once. */
        private void cycles(String type, String check) {
            var relType = org.neo4j.graphdb.RelationshipType.withName(type);
            Map<Long, Integer> colour = new HashMap<>(); // absent: unseen, 1: on the stack, 2: done
            for (Node start : cells.values()) {
                if (colour.containsKey(start.getId())) continue;
                ArrayDeque<Object[]> stack = new ArrayDeque<>(); // [node, iterator over its outgoing targets]
                colour.put(start.getId(), 1);
                stack.push(new Object[] {start, targets(start, relType).iterator()});
                while (!stack.isEmpty()) {
                    Object[] top = stack.peek();
                    @SuppressWarnings("unchecked")
                    Iterator<Node> next = (Iterator<Node>) top[1];
                    if (!next.hasNext()) {
                        colour.put(((Node) top[0]).getId(), 2);
                        stack.pop();
                        continue;
                    }
                    Node to = next.next();
                    Integer c = colour.get(to.getId());
                    if (c == null) {
                        colour.put(to.getId(), 1);
                        stack.push(new Object[] {to, targets(to, relType).iterator()});
                    } else if (c == 1) {
                        Node from = (Node) top[0];
                        violations.add(new Violation(check, id(from), type + " -> " + id(to), null,
                                type + " cycle: " + id(from) + " -> " + id(to) + " closes a loop"));
                    }
                }
            }
        }

        private List<Node> targets(Node node, org.neo4j.graphdb.RelationshipType type) {
            List<Node> out = new ArrayList<>();
            for (Relationship r : node.getRelationships(Direction.OUTGOING, type)) {
                Node to = r.getEndNode();
                if (to.getId() == node.getId()) {
                    violations.add(new Violation(type.name().equals("SUPERSEDES") ? "supersession" : "cycle", id(node),
                            type.name() + " -> itself", null, "cell " + id(node) + " has a " + type.name() + " edge to itself"));
                } else if (cells.containsKey(to.getId())) {
                    out.add(to);
                }
            }
            return out;
        }

        /** Cells targeted by an active invalidation of the namespace (malformed invalidations reported). */
        private Set<Long> invalidationTargets() {
            Set<Long> targets = new HashSet<>();
            try (var found = tx.findNodes(ContaminationProcedures.INVALIDATION, "namespace", ns)) {
                while (found.hasNext()) {
                    Node inv = found.next();
                    List<Node> hit = new ArrayList<>();
                    for (Relationship r : inv.getRelationships(Direction.OUTGOING, ContaminationProcedures.INVALIDATES)) {
                        hit.add(r.getEndNode());
                    }
                    if (hit.size() != 1) {
                        violations.add(new Violation("invalidation", id(inv), hit.size() + " targets", "1 target",
                                "invalidation " + id(inv) + " targets " + hit.size() + " cells instead of one"));
                    }
                    if (Boolean.TRUE.equals(inv.getProperty("active", false))) {
                        for (Node cell : hit) if (cells.containsKey(cell.getId())) targets.add(cell.getId());
                    }
                }
            }
            return targets;
        }

        private void statuses(Set<Long> targets) {
            Set<Long> tainted = new HashSet<>(); // descendants of an active target
            ArrayDeque<Node> queue = new ArrayDeque<>();
            for (long t : targets) queue.add(cells.get(t));
            while (!queue.isEmpty()) {
                Node parent = queue.poll();
                for (Relationship r : parent.getRelationships(Direction.INCOMING, LineageWalk.DERIVED_FROM)) {
                    Node child = r.getStartNode();
                    if (cells.containsKey(child.getId()) && tainted.add(child.getId())) queue.add(child);
                }
            }
            for (Node cell : cells.values()) {
                String actual = (String) cell.getProperty("status", null);
                Object base = cell.getProperty("base_status", "valid");
                // a tombstone stays erased whatever reaches it (memlineage.erase.cells)
                String expected = "erased".equals(base) ? "erased"
                        : targets.contains(cell.getId()) ? "invalid"
                        : tainted.contains(cell.getId()) ? "contaminated"
                        : (String) cell.getProperty("base_status", "valid");
                if (!expected.equals(actual)) {
                    violations.add(new Violation("status", id(cell), actual, expected,
                            "cell " + id(cell) + " is " + actual + " but its active invalidations imply " + expected));
                }
            }
        }

        private void superseded() {
            for (Node cell : cells.values()) {
                for (Relationship r : cell.getRelationships(Direction.INCOMING, RecallGraph.SUPERSEDES)) {
                    Node newer = r.getStartNode();
                    if (newer.getId() == cell.getId() || !cells.containsKey(newer.getId())) continue;
                    Object base = cell.getProperty("base_status", "valid");
                    // archiving keeps the base status it replaced in archived_from; erasing keeps nothing
                    boolean superseded = "superseded".equals(base) || "erased".equals(base)
                            || ("archived".equals(base) && "superseded".equals(cell.getProperty("archived_from", null)));
                    if (!superseded) {
                        violations.add(new Violation("supersession", id(cell), String.valueOf(base), "superseded",
                                "cell " + id(cell) + " is superseded by " + id(newer) + " but its base status is " + base));
                    }
                    break;
                }
            }
        }
    }
}
