package dev.memlineage.procedures;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.RelationshipType;
import org.neo4j.graphdb.Transaction;
import org.neo4j.internal.kernel.api.CursorFactory;
import org.neo4j.internal.kernel.api.NodeCursor;
import org.neo4j.internal.kernel.api.PropertyCursor;
import org.neo4j.internal.kernel.api.Read;
import org.neo4j.internal.kernel.api.RelationshipTraversalCursor;
import org.neo4j.internal.kernel.api.TokenRead;
import org.neo4j.kernel.api.KernelTransaction;
import org.neo4j.kernel.impl.coreapi.InternalTransaction;
import org.neo4j.storageengine.api.PropertySelection;
import org.neo4j.storageengine.api.RelationshipSelection;
import org.neo4j.token.api.TokenConstants;

/**
 * Breadth-first walks of the DERIVED_FROM DAG through Neo4j's core API ({@link #walk}: navigation and
 * the Browser trace) and kernel cursors ({@link #closure}: contamination, whose closures reach 100k
 * cells; {@link #provenance}: the client's trace, which reads every column of each cell). Each
 * walk visits every reachable cell once (node-global uniqueness), so it is linear in the closure
 * however many diamonds the DAG has, and reports each cell's shortest derivation distance. The Cypher files under {@code cypher/reference/lineage/} and
 * {@code cypher/reference/contamination/} state the same semantics for a DBA (APOC {@code spanningTree} with
 * BFS); the JUnit suite checks that both agree. The core API is used here because the hot paths
 * reach 10k-100k cells: it builds no path object per reached cell and writes without a Cypher row per
 * cell (see `memlineage bench lineage` for the figures).
 */
final class LineageWalk {
    static final RelationshipType DERIVED_FROM = RelationshipType.withName("DERIVED_FROM");

    /** A cell reached by a walk, at its shortest distance from the start (1 = parent/child). */
    record Reached(Node cell, int depth) {}

    /** Which way a walk follows lineage: towards what a cell rests on, what rests on it, or both. */
    enum Towards {
        ANCESTORS(Direction.OUTGOING),
        DESCENDANTS(Direction.INCOMING),
        EITHER(Direction.BOTH);

        final Direction direction;

        Towards(Direction direction) {
            this.direction = direction;
        }
    }

    /** Called once per reached cell, in BFS order; {@code tree} can spell out the path that reached it. */
    interface Visitor {
        void visit(Node cell, int depth, Tree tree);
    }

    /** The BFS tree of a walk so far: each reached node's predecessor. */
    static final class Tree {
        private final Map<Long, Node> parentOf = new HashMap<>();

        /** Ids from the start of the walk to {@code cell} along the tree (start first). */
        @SuppressWarnings("deprecation")
        List<String> path(Node cell) {
            List<String> ids = new ArrayList<>();
            for (Node n = cell; n != null; n = parentOf.get(n.getId())) ids.add((String) n.getProperty("id"));
            java.util.Collections.reverse(ids);
            return ids;
        }
    }

    private LineageWalk() {}

    /**
     * Visits every cell reachable from {@code start} (excluded) within {@code maxDepth} (-1: unbounded),
     * each once at its shortest distance. Only MemCells of {@code namespace} are followed: lineage never
     * crosses namespaces, and a walk must not either, even over a stray edge.
     */
    @SuppressWarnings("deprecation") // Node.getId(): the cheapest stable key within one transaction
    static void walk(Node start, Towards towards, long maxDepth, String namespace, Visitor visitor) {
        Tree tree = new Tree(); // the start has no entry: paths end there
        List<Node> frontier = List.of(start);
        for (int depth = 1; !frontier.isEmpty() && (maxDepth < 0 || depth <= maxDepth); depth++) {
            List<Node> next = new ArrayList<>();
            for (Node node : frontier) {
                try (var rels = node.getRelationships(towards.direction, DERIVED_FROM)) {
                    for (Relationship rel : rels) {
                        Node other = rel.getOtherNode(node);
                        if (other.getId() == start.getId() || tree.parentOf.containsKey(other.getId())) continue;
                        tree.parentOf.put(other.getId(), node);
                        if (!other.hasLabel(CypherProcedures.MEMCELL)
                                || !namespace.equals(other.getProperty("namespace", null))) continue;
                        next.add(other);
                        visitor.visit(other, depth, tree);
                    }
                }
            }
            frontier = next;
        }
    }

    /** A cell reached by {@link #closure}: its node reference, depth and the values of the keys asked for (as {@link Cursors#row} reads them). */
    record Visited(long node, int depth, Object[] values) {}

    /**
     * {@link #walk} for the contamination writes, which reach 100k cells: the same cells and depths, read
     * through the kernel's cursors (no entity object, no BFS tree, no property look-up by name) with each
     * cell's {@code keys} read in the same pass over its properties as the namespace check. With the
     * kernel status writes it took a 100k-cell invalidation's execution (walk + writes, before commit)
     * from ~480 to ~300 ms.
     */
    @SuppressWarnings("deprecation")
    static List<Visited> closure(Transaction tx, Node start, Towards towards, String namespace, String... keys) {
        return closure(tx, start, towards, namespace, false, keys);
    }

    /**
     * {@link #closure} for the status writes of invalidate and restore: each cell is write-locked before its
     * status is read and before its lineage is followed, so that a concurrent record (which write-locks the
     * stored parents it derives from before reading their statuses) either finished before and its new cells
     * are walked, or waits and then sees the status written here. Without it a cell recorded under a parent
     * while an invalidation or restore of that parent's ancestor ran kept a status the active invalidations
     * did not imply (found by tests/test_concurrency.py). Two overlapping walks may deadlock; Neo4j detects
     * it and the client's managed transaction retries.
     */
    @SuppressWarnings("deprecation")
    static List<Visited> lockedClosure(Transaction tx, Node start, Towards towards, String namespace, String... keys) {
        return closure(tx, start, towards, namespace, true, keys);
    }

    @SuppressWarnings("deprecation")
    private static List<Visited> closure(Transaction tx, Node start, Towards towards, String namespace, boolean lock,
                                         String... keys) {
        List<Visited> reached = new ArrayList<>();
        try (Cursors c = new Cursors(tx)) {
            if (lock) c.locks.acquireExclusiveNodeLock(start.getId());
            int type = c.tokens.relationshipType(DERIVED_FROM.name());
            int memcell = c.tokens.nodeLabel(CypherProcedures.MEMCELL.name());
            if (type == TokenConstants.NO_TOKEN || memcell == TokenConstants.NO_TOKEN) return reached;
            int[] wanted = new int[keys.length + 1];
            wanted[0] = c.tokens.propertyKey("namespace");
            for (int i = 0; i < keys.length; i++) wanted[i + 1] = c.tokens.propertyKey(keys[i]);
            RelationshipSelection selection = RelationshipSelection.selection(type, towards.direction);
            PropertySelection properties = PropertySelection.selection(wanted);
            java.util.Set<Long> seen = new java.util.HashSet<>();
            seen.add(start.getId());
            List<Long> frontier = List.of(start.getId());
            for (int depth = 1; !frontier.isEmpty(); depth++) {
                List<Long> next = new ArrayList<>();
                for (long node : frontier) {
                    c.read.singleNode(node, c.from);
                    if (!c.from.next()) continue;
                    c.from.relationships(c.rels, selection);
                    while (c.rels.next()) {
                        long other = c.rels.otherNodeReference();
                        if (!seen.add(other)) continue;
                        if (lock) c.locks.acquireExclusiveNodeLock(other);
                        c.read.singleNode(other, c.to);
                        if (!c.to.next() || !c.to.hasLabel(memcell)) continue;
                        Object[] values = c.row(properties, wanted);
                        if (!namespace.equals(values[0])) continue;
                        next.add(other);
                        reached.add(new Visited(other, depth, java.util.Arrays.copyOfRange(values, 1, values.length)));
                    }
                }
                frontier = next;
            }
        }
        return reached;
    }

    /** What {@link #provenance} found: cells as value rows (the start first), their depths, edges and roots. */
    record Provenance(List<List<Object>> cells, List<Long> depths, List<List<String>> edges, List<String> roots) {}

    /**
     * The trace of {@code start} for clients, in one kernel-cursor pass: the start and every ancestor within
     * {@code maxDepth} (-1: unbounded) as rows of {@code columns} (which must include "id" and "namespace";
     * values as {@link RecallGraph#clientValue} gives them), each with its BFS depth, the DERIVED_FROM edges
     * among them as [child id, parent id] and the ids of those without any parent. The same cells, edges and
     * roots as {@link #bfs} + {@link #edgesAmong} (JUnit compares them), read while walking: each cell's
     * properties once, each cell's parent relationships once (they give the next level, the edges and
     * root-ness together).
     */
    @SuppressWarnings("deprecation")
    static Provenance provenance(Transaction tx, Node start, long maxDepth, String namespace, String[] columns) {
        List<List<Object>> cells = new ArrayList<>();
        List<Long> depths = new ArrayList<>();
        List<List<String>> edges = new ArrayList<>();
        List<String> roots = new ArrayList<>();
        try (Cursors c = new Cursors(tx)) {
            int type = c.tokens.relationshipType(DERIVED_FROM.name());
            int memcell = c.tokens.nodeLabel(CypherProcedures.MEMCELL.name());
            int[] keys = new int[columns.length];
            int idColumn = -1, namespaceColumn = -1;
            for (int i = 0; i < columns.length; i++) {
                keys[i] = c.tokens.propertyKey(columns[i]);
                if (columns[i].equals("id")) idColumn = i;
                if (columns[i].equals("namespace")) namespaceColumn = i;
            }
            RelationshipSelection parentsOnly = RelationshipSelection.selection(type, Direction.OUTGOING);
            PropertySelection wanted = PropertySelection.selection(keys);
            Map<Long, String> idOf = new HashMap<>(); // cells in the trace
            java.util.Set<Long> outside = new java.util.HashSet<>(); // reached but not ours (label or namespace)
            c.read.singleNode(start.getId(), c.to);
            if (!c.to.next()) return new Provenance(cells, depths, edges, roots);
            Object[] first = c.row(wanted, keys);
            cells.add(java.util.Arrays.asList(first));
            depths.add(0L);
            idOf.put(start.getId(), (String) first[idColumn]);
            List<Long> frontier = List.of(start.getId());
            for (long depth = 0; !frontier.isEmpty(); depth++) {
                boolean deeper = maxDepth < 0 || depth < maxDepth;
                List<Long> next = new ArrayList<>();
                for (long node : frontier) {
                    String child = idOf.get(node);
                    c.read.singleNode(node, c.from);
                    if (!c.from.next()) continue;
                    boolean root = true;
                    if (type != TokenConstants.NO_TOKEN) {
                        c.from.relationships(c.rels, parentsOnly);
                        while (c.rels.next()) {
                            root = false;
                            long other = c.rels.otherNodeReference();
                            String parent = idOf.get(other);
                            if (parent == null && deeper && !outside.contains(other)) {
                                c.read.singleNode(other, c.to);
                                Object[] values = c.to.next() && c.to.hasLabel(memcell) ? c.row(wanted, keys) : null;
                                if (values == null || !namespace.equals(values[namespaceColumn])) {
                                    outside.add(other); // lineage never crosses namespaces, nor does a trace
                                    continue;
                                }
                                parent = (String) values[idColumn];
                                idOf.put(other, parent);
                                cells.add(java.util.Arrays.asList(values));
                                depths.add(depth + 1);
                                next.add(other);
                            }
                            if (parent != null) edges.add(List.of(child, parent));
                        }
                    }
                    if (root) roots.add(child);
                }
                frontier = next;
            }
        }
        return new Provenance(cells, depths, edges, roots);
    }

    /** The kernel's read API and the cursors a walk needs (one node to expand, one to inspect), closed together. */
    static final class Cursors implements AutoCloseable {
        final Read read;
        final TokenRead tokens;
        final NodeCursor from;
        final NodeCursor to;
        final RelationshipTraversalCursor rels;
        final PropertyCursor props;
        final org.neo4j.internal.kernel.api.Locks locks;

        Cursors(Transaction tx) {
            KernelTransaction ktx = ((InternalTransaction) tx).kernelTransaction();
            locks = ktx.locks();
            CursorFactory factory = ktx.cursors();
            read = ktx.dataRead();
            tokens = ktx.tokenRead();
            from = factory.allocateNodeCursor(ktx.cursorContext(), ktx.memoryTracker());
            to = factory.allocateNodeCursor(ktx.cursorContext(), ktx.memoryTracker());
            rels = factory.allocateRelationshipTraversalCursor(ktx.cursorContext(), ktx.memoryTracker());
            props = factory.allocatePropertyCursor(ktx.cursorContext(), ktx.memoryTracker());
        }

        /** The {@code to} node's values for {@code keys} (null where it has none, otherwise as
         *  {@link RecallGraph#clientValue} gives them), read in a single pass over its properties. */
        Object[] row(PropertySelection wanted, int[] keys) {
            Object[] values = new Object[keys.length];
            to.properties(props, wanted);
            while (props.next()) {
                int key = props.propertyKey();
                for (int i = 0; i < keys.length; i++) {
                    if (keys[i] == key) values[i] = RecallGraph.clientValue(props.propertyValue().asObjectCopy());
                }
            }
            return values;
        }

        @Override
        public void close() {
            props.close();
            rels.close();
            to.close();
            from.close();
        }
    }

    /** {@link #walk} collected: every reached cell with its depth, in BFS order. */
    static List<Reached> bfs(Node start, Towards towards, long maxDepth, String namespace) {
        List<Reached> reached = new ArrayList<>();
        walk(start, towards, maxDepth, namespace, (cell, depth, tree) -> reached.add(new Reached(cell, depth)));
        return reached;
    }

    /** The DERIVED_FROM relationships whose both ends are among {@code cells} (what Browser draws). */
    @SuppressWarnings("deprecation")
    static List<Relationship> edgesAmong(List<Node> cells) {
        Map<Long, Boolean> members = new HashMap<>(cells.size() * 2);
        for (Node n : cells) members.put(n.getId(), Boolean.TRUE);
        List<Relationship> edges = new ArrayList<>();
        for (Node n : cells) {
            try (var rels = n.getRelationships(Direction.OUTGOING, DERIVED_FROM)) {
                for (Relationship rel : rels) {
                    if (members.containsKey(rel.getEndNode().getId())) edges.add(rel);
                }
            }
        }
        return edges;
    }
}
