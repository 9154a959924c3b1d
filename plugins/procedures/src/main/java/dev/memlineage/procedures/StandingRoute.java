package dev.memlineage.procedures;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Transaction;
import org.neo4j.token.api.TokenConstants;

/**
 * The standing route of {@code memlineage.recall.neighbourhood}: the standing memories (preferences, constraints,
 * facts) of the principal a task belongs to. They are stored under the principal's root (a user's profile) and a
 * later task derives from that root, not from them, so they are siblings of the task: neither lineage within
 * {@code maxHops} nor rests_on reaches them when the task's step is deep.
 *
 * <p>A standing candidate is a cell of a standing kind at most {@code depth} DERIVED_FROM steps below an ancestor of
 * the focus (an anchor), that is neither a focus cell nor an ancestor of the focus. Cost: an anchor with at most
 * {@code scanLimit} incoming DERIVED_FROM edges ({@link Node#getDegree}, O(1)) has its descendants walked, {@code depth}
 * levels; the children of a denser anchor (a user root with thousands of sessions) are never read. Instead the
 * namespace's valid cells of each standing kind are read in (importance, id) order from the index the pinned route
 * uses, at most {@code scanLimit} per kind, each walked up {@code depth} levels, and those with a dense anchor there
 * are kept. {@code cypher/reference/recall/neighbourhood.cypher} states the same; JUnit compares them.
 */
final class StandingRoute {
    static final List<String> DEFAULT_KINDS = List.of("preference", "constraint", "fact");
    static final long DEFAULT_DEPTH = 2;
    static final long DEFAULT_SCAN_LIMIT = 1000;

    private StandingRoute() {}

    /** An ancestor of the focus at its nearest distance ({@code up} steps) from a focus cell, with that walk's tree. */
    record Ancestor(Node node, String id, int up, LineageWalk.Tree tree) {
        /** Ids from the focus cell up to this ancestor. */
        List<String> via() {
            return tree.path(node);
        }
    }

    /** A standing memory (node reference) under its anchor, {@code down} steps below it. */
    record Standing(long cell, Ancestor anchor, int down, Supplier<List<String>> downVia) {
        long distance() {
            return (long) anchor.up() + down;
        }

        /** Ids from the focus cell up to the anchor and down to the cell. */
        List<String> via() {
            List<String> via = new ArrayList<>(anchor.via());
            List<String> down = downVia.get();
            via.addAll(down.subList(1, down.size()));
            return via;
        }
    }

    /**
     * The standing memories under {@code ancestors} (keyed by node, each at its nearest distance), keyed by node
     * reference in the order found; none of them is in {@code exclude} (the focus and its ancestors). Each keeps its
     * nearest anchor: fewest steps up from the focus, ties by the anchor's id. The walks are {@link LineageWalk#walk}'s
     * (each cell once, at its shortest distance; a cell of another namespace is neither reported nor stepped through)
     * on kernel cursors: a user root's subtree is read with one pass over each cell's properties and no entity object.
     */
    @SuppressWarnings("deprecation") // Node.getId(): the kernel's node reference
    static Map<Long, Standing> find(Transaction tx, String ns, Map<Node, Ancestor> ancestors, Set<Node> exclude,
                                    Collection<String> kinds, long depth, long scanLimit) {
        Map<Long, Standing> found = new LinkedHashMap<>();
        if (kinds.isEmpty() || ancestors.isEmpty()) return found;
        Set<Long> excluded = new HashSet<>(exclude.size() * 2);
        for (Node n : exclude) excluded.add(n.getId());
        Map<Long, Ancestor> dense = new LinkedHashMap<>();
        try (Walker walker = new Walker(tx, ns)) {
            if (!walker.ready()) return found;
            for (Ancestor a : ancestors.values()) {
                if (a.node().getDegree(LineageWalk.DERIVED_FROM, Direction.INCOMING) > scanLimit) {
                    dense.put(a.node().getId(), a);
                    continue;
                }
                walker.walk(a.node().getId(), Direction.INCOMING, depth, (cell, kind, down, path) -> {
                    if (!excluded.contains(cell) && kinds.contains(kind)) offer(found, new Standing(cell, a, down, path));
                });
            }
            if (dense.isEmpty()) return found;
            for (String kind : new java.util.LinkedHashSet<>(kinds)) {
                long[] cells = RecallGraph.mostImportantValidByIndex(tx, ns, kind, scanLimit);
                if (cells == null) cells = RecallGraph.mostImportantValid(tx, ns, kind, scanLimit).stream().mapToLong(Node::getId).toArray();
                for (long cell : cells) {
                    if (excluded.contains(cell)) continue;
                    walker.up(cell, depth, dense.keySet(), (above, down, path) -> offer(found,
                            new Standing(cell, dense.get(above), down, () -> reversed(path.get()))));
                }
            }
        }
        return found;
    }

    /** Keeps {@code s} unless its cell already stands under a nearer anchor (fewer steps up, then the smaller id). */
    private static void offer(Map<Long, Standing> found, Standing s) {
        found.merge(s.cell(), s, (known, other) -> nearer(other.anchor(), known.anchor()) ? other : known);
    }

    private static boolean nearer(Ancestor a, Ancestor b) {
        return a.up() != b.up() ? a.up() < b.up() : a.id().compareTo(b.id()) < 0;
    }

    private static List<String> reversed(List<String> ids) {
        List<String> out = new ArrayList<>(ids);
        java.util.Collections.reverse(out);
        return out;
    }

    /** Called once per cell a {@link Walker} reaches: its reference, kind, depth and (lazily) the ids from the start. */
    private interface Visitor {
        void visit(long cell, Object kind, int depth, Supplier<List<String>> path);
    }

    /** Called once per target a {@link Walker#up} reaches: its reference, depth and (lazily) the ids from the start. */
    private interface TargetVisitor {
        void visit(long target, int depth, Supplier<List<String>> path);
    }

    /** {@link LineageWalk#walk} on kernel cursors, reading each reached cell's namespace and kind in one pass. */
    private static final class Walker implements AutoCloseable {
        private final Transaction tx;
        private final String ns;
        private final LineageWalk.Cursors c;
        private final int type;
        private final int memcell;
        private final int[] keys;
        private final org.neo4j.storageengine.api.PropertySelection selection;

        Walker(Transaction tx, String ns) {
            this.tx = tx;
            this.ns = ns;
            this.c = new LineageWalk.Cursors(tx);
            this.type = c.tokens.relationshipType(LineageWalk.DERIVED_FROM.name());
            this.memcell = c.tokens.nodeLabel(CypherProcedures.MEMCELL.name());
            this.keys = new int[] {c.tokens.propertyKey("namespace"), c.tokens.propertyKey("kind")};
            this.selection = org.neo4j.storageengine.api.PropertySelection.selection(keys);
        }

        boolean ready() {
            return type != TokenConstants.NO_TOKEN && memcell != TokenConstants.NO_TOKEN;
        }

        void walk(long start, Direction direction, long maxDepth, Visitor visitor) {
            Map<Long, Long> parentOf = new HashMap<>(); // the BFS tree; the start has no entry
            var rels = org.neo4j.storageengine.api.RelationshipSelection.selection(type, direction);
            List<Long> frontier = List.of(start);
            for (int depth = 1; !frontier.isEmpty() && depth <= maxDepth; depth++) {
                List<Long> next = new ArrayList<>();
                for (long node : frontier) {
                    c.read.singleNode(node, c.from);
                    if (!c.from.next()) continue;
                    c.from.relationships(c.rels, rels);
                    while (c.rels.next()) {
                        long other = c.rels.otherNodeReference();
                        if (other == start || parentOf.containsKey(other)) continue;
                        parentOf.put(other, node);
                        c.read.singleNode(other, c.to);
                        if (!c.to.next() || !c.to.hasLabel(memcell)) continue;
                        Object[] values = c.row(selection, keys);
                        if (!ns.equals(values[0])) continue;
                        next.add(other);
                        visitor.visit(other, values[1], depth, () -> path(parentOf, other));
                    }
                }
                frontier = next;
            }
        }

        /**
         * {@link #walk} towards the ancestors, reporting only the {@code targets} it reaches (cells of the namespace):
         * those are recognised by reference, and a cell is read only to step through it, so the dense route reads
         * one parent's namespace per step of a typical cell and nothing of the anchor it finds.
         */
        void up(long start, long maxDepth, Set<Long> targets, TargetVisitor visitor) {
            Map<Long, Long> parentOf = new HashMap<>();
            var rels = org.neo4j.storageengine.api.RelationshipSelection.selection(type, Direction.OUTGOING);
            List<Long> frontier = List.of(start);
            for (int depth = 1; !frontier.isEmpty() && depth <= maxDepth; depth++) {
                boolean last = depth == maxDepth;
                List<Long> next = new ArrayList<>();
                for (long node : frontier) {
                    c.read.singleNode(node, c.from);
                    if (!c.from.next()) continue;
                    c.from.relationships(c.rels, rels);
                    while (c.rels.next()) {
                        long other = c.rels.otherNodeReference();
                        if (other == start || parentOf.containsKey(other)) continue;
                        parentOf.put(other, node);
                        if (targets.contains(other)) {
                            visitor.visit(other, depth, () -> path(parentOf, other));
                            if (!last) next.add(other);
                            continue;
                        }
                        if (last) continue; // neither a target nor stepped through: nothing to read
                        c.read.singleNode(other, c.to);
                        if (!c.to.next() || !c.to.hasLabel(memcell)) continue;
                        if (ns.equals(c.row(selection, keys)[0])) next.add(other);
                    }
                }
                frontier = next;
            }
        }

        /** Ids from the start of the walk to {@code cell} along the tree (start first). */
        @SuppressWarnings("deprecation")
        private List<String> path(Map<Long, Long> parentOf, long cell) {
            List<String> ids = new ArrayList<>();
            for (Long n = cell; n != null; n = parentOf.get(n)) ids.add((String) tx.getNodeById(n).getProperty("id"));
            java.util.Collections.reverse(ids);
            return ids;
        }

        @Override
        public void close() {
            c.close();
        }
    }
}
