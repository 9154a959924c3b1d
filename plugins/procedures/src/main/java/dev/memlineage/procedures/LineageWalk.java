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

/**
 * Breadth-first walks of the DERIVED_FROM DAG through Neo4j's core API ({@link #walk}: navigation and
 * trace) and kernel cursors ({@link #closure}: contamination, whose closures reach 100k cells). Each
 * walk visits every reachable cell once (node-global uniqueness), so it is linear in the closure
 * however many diamonds the DAG has, and reports each cell's shortest derivation distance. The Cypher files under {@code cypher/lineage/} and
 * {@code cypher/contamination/} state the same semantics for a DBA (APOC {@code spanningTree} with
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

    /** A cell reached by {@link #closure}: its node reference, depth and the values of the keys asked for. */
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
        KernelTransaction ktx = ((InternalTransaction) tx).kernelTransaction();
        TokenRead tokens = ktx.tokenRead();
        int type = tokens.relationshipType(DERIVED_FROM.name());
        int memcell = tokens.nodeLabel(CypherProcedures.MEMCELL.name());
        int[] wanted = new int[keys.length + 1];
        wanted[0] = tokens.propertyKey("namespace");
        for (int i = 0; i < keys.length; i++) wanted[i + 1] = tokens.propertyKey(keys[i]);
        List<Visited> reached = new ArrayList<>();
        if (type == org.neo4j.token.api.TokenConstants.NO_TOKEN || memcell == org.neo4j.token.api.TokenConstants.NO_TOKEN) return reached;
        RelationshipSelection selection = RelationshipSelection.selection(type, towards.direction);
        PropertySelection properties = PropertySelection.selection(wanted);
        Read read = ktx.dataRead();
        CursorFactory cursors = ktx.cursors();
        try (NodeCursor from = cursors.allocateNodeCursor(ktx.cursorContext(), ktx.memoryTracker());
             NodeCursor to = cursors.allocateNodeCursor(ktx.cursorContext(), ktx.memoryTracker());
             RelationshipTraversalCursor rels = cursors.allocateRelationshipTraversalCursor(ktx.cursorContext(), ktx.memoryTracker());
             PropertyCursor props = cursors.allocatePropertyCursor(ktx.cursorContext(), ktx.memoryTracker())) {
            java.util.Set<Long> seen = new java.util.HashSet<>();
            seen.add(start.getId());
            List<Long> frontier = List.of(start.getId());
            for (int depth = 1; !frontier.isEmpty(); depth++) {
                List<Long> next = new ArrayList<>();
                for (long node : frontier) {
                    read.singleNode(node, from);
                    if (!from.next()) continue;
                    from.relationships(rels, selection);
                    while (rels.next()) {
                        long other = rels.otherNodeReference();
                        if (!seen.add(other)) continue;
                        read.singleNode(other, to);
                        if (!to.next() || !to.hasLabel(memcell)) continue;
                        Object[] values = new Object[wanted.length];
                        to.properties(props, properties);
                        while (props.next()) {
                            int key = props.propertyKey();
                            for (int i = 0; i < wanted.length; i++) {
                                if (wanted[i] == key) values[i] = props.propertyValue().asObjectCopy();
                            }
                        }
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
