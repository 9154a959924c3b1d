package dev.memlineage.procedures;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Name;
import org.neo4j.procedure.Procedure;

/**
 * memlineage.lineage.*: capture and navigation of the lineage DAG, inside the caller's transaction (a
 * refused batch writes nothing). {@code record} validates input, keeps the DAG acyclic and propagates
 * active contamination to new descendants through the core API; the walks ({@code ancestors},
 * {@code descendants}, {@code trace}, {@code traceCells}) use {@link LineageWalk}'s kernel cursors.
 * Cypher runs only where it is cheaper to state: the packaged files {@code lineage/parents},
 * {@code lineage/children}, {@code lineage/cycle_check} and {@code lineage/record_mentions} (names as
 * {@link CypherLibrary#query} takes them). {@code lineage/ancestors}, {@code lineage/descendants} and
 * {@code lineage/trace} state the walks in Cypher for a DBA to read or run, and JUnit checks they return
 * what the procedures return; {@code lineage/record_write} states record's writes the same way (not run).
 */
public class LineageProcedures extends CypherProcedures {

    // ---------------------------------------------------------------------------------------- record
    public record RecordResult(
            @Description("Cells created by this call.") long created,
            @Description("Cells already stored with identical kind and content (left as they were).") long unchanged,
            @Description("DERIVED_FROM edges written or confirmed.") long edges,
            @Description("New cells contaminated at once because a parent is invalid or contaminated.") long contaminated) {}

    @Procedure(name = "memlineage.lineage.record", mode = Mode.WRITE)
    @Description("Record a batch of memories (MemCells) and their DERIVED_FROM lineage edges atomically. "
            + "Idempotent for ids re-recorded with identical kind and content; refuses (writing nothing) a conflicting "
            + "re-use of an id, unknown parents, and any edge that would close a cycle. New cells below an "
            + "invalidated or contaminated parent are contaminated at once.")
    public Stream<RecordResult> record(
            @Name(value = "namespace", description = "Tenant/agent namespace; never crossed") String namespace,
            @Name(value = "cells", description = "List of maps: id, kind, content; optional confidence, importance, tags, "
                    + "source, generation_context (string), created_at, parents (ids it derives from: the same as "
                    + "edges {child: id, parent})") List<Map<String, Object>> cells,
            @Name(value = "edges", defaultValue = "[]", description = "List of maps {child, parent[, at]}: child DERIVED_FROM parent")
                    List<Map<String, Object>> edges) {
        String ns = Validation.namespace(namespace);
        if (cells == null) cells = List.of();
        if (edges == null) edges = List.of();
        if (cells.size() > Validation.MAX_BATCH) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.BATCH_TOO_LARGE.formatted(Validation.MAX_BATCH, cells.size()), Map.of());
        }
        var now = Validation.now();

        // 1. validate cells; duplicates inside one batch are ambiguous. A cell's `parents` are edges whose
        //    child it is, sent without a map per edge (the Python client's form: a third fewer Bolt maps)
        Map<String, Map<String, Object>> batch = new LinkedHashMap<>();
        List<Map<String, Object>> mentions = new ArrayList<>();
        EdgeList edgeList = new EdgeList(cells.size() + edges.size());
        for (Object raw : cells) {
            Map<String, Object> cell = Validation.cell(raw, now);
            String id = (String) cell.get("id");
            List<String> names = Validation.entities(((Map<?, ?>) raw).get("entities"), id);
            if (!names.isEmpty()) mentions.add(Map.of("id", id, "names", names));
            if (batch.putIfAbsent(id, cell) != null) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.DUPLICATE_IN_BATCH.formatted(id), Map.of("id", id));
            }
            for (String parent : Validation.parents(((Map<?, ?>) raw).get("parents"), id)) edgeList.add(id, parent);
        }
        for (Object raw : edges) {
            if (!(raw instanceof Map<?, ?> e)) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.EDGE_NOT_A_MAP, Map.of());
            }
            edgeList.add(Validation.id(e.get("child"), "edge child id"), Validation.id(e.get("parent"), "edge parent id"));
        }

        // 2. ids already stored: identical → unchanged, different → conflict
        Map<String, Node> stored = new HashMap<>(); // every stored cell this batch touches, by id
        Set<String> existing = new HashSet<>();
        for (Map<String, Object> cell : batch.values()) {
            String id = (String) cell.get("id");
            Node node = findCell(tx, ns, id);
            if (node == null) continue;
            // identical = same kind and content (what the client's Cell.content_hash digests)
            if (!cell.get("kind").equals(node.getProperty("kind", null)) || !cell.get("content").equals(node.getProperty("content", null))) {
                throw MemLineageException.of(ErrorCode.ID_CONFLICT, Messages.ID_CONFLICT.formatted(id, ns),
                        Map.of("id", id, "namespace", ns));
            }
            existing.add(id);
            stored.put(id, node);
        }
        Map<String, Map<String, Object>> fresh = new LinkedHashMap<>(batch);
        fresh.keySet().removeAll(existing);

        // 3. every endpoint not created here must already be stored in this namespace
        List<String> missing = new ArrayList<>();
        for (String[] e : edgeList) {
            for (String end : e) {
                if (fresh.containsKey(end) || stored.containsKey(end)) continue;
                Node node = findCell(tx, ns, end);
                if (node == null) {
                    if (!missing.contains(end)) missing.add(end);
                } else {
                    stored.put(end, node);
                }
            }
        }
        if (!missing.isEmpty()) {
            throw MemLineageException.of(ErrorCode.MISSING_PARENTS, Messages.MISSING_CELLS.formatted(missing.size(), ns, preview(missing)),
                    Map.of("ids", missing, "namespace", ns));
        }

        // 4. cycles among the new cells (edges from existing children are checked in the graph below)
        List<String[]> newEdges = new ArrayList<>();
        List<String[]> existingEdges = new ArrayList<>();
        for (String[] e : edgeList) (fresh.containsKey(e[0]) ? newEdges : existingEdges).add(e);
        List<String> order = topologicalOrder(fresh.keySet(), newEdges);

        // 5. write (core API: the same writes as cypher/reference/lineage/record_write.cypher, without two index
        //    seeks per edge: every endpoint is already in hand)
        Map<String, Node> created = new HashMap<>(fresh.size() * 2);
        for (Map<String, Object> cell : fresh.values()) {
            // the label last: set on a node without one, properties match no index or constraint, and adding
            // the label then updates each index and checks the key once (not once per indexed property)
            Node node = tx.createNode();
            for (var p : cell.entrySet()) node.setProperty(p.getKey(), storable(p.getValue()));
            node.setProperty("namespace", ns);
            node.addLabel(MEMCELL);
            created.put((String) cell.get("id"), node);
        }
        for (String[] e : newEdges) { // recorded with their child: no `at` of their own (schema/README.md)
            Node parent = created.containsKey(e[1]) ? created.get(e[1]) : stored.get(e[1]);
            created.get(e[0]).createRelationshipTo(parent, LineageWalk.DERIVED_FROM);
        }
        for (String[] e : existingEdges) { // lineage added to a cell stored before: stamped with when it was added
            Node child = stored.get(e[0]);
            Node parent = created.containsKey(e[1]) ? created.get(e[1]) : stored.get(e[1]);
            if (!hasEdge(child, parent)) child.createRelationshipTo(parent, LineageWalk.DERIVED_FROM).setProperty("at", now);
        }
        long edgeCount = newEdges.size() + existingEdges.size();
        if (!existingEdges.isEmpty()) {
            try (var rows = run("lineage/cycle_check", Map.of("namespace", ns, "edges", edgeMaps(existingEdges, now)))) {
                rows.findFirst().ifPresent(row -> {
                    List<String> cycle = castList(row.get("cycle"));
                    throw MemLineageException.of(ErrorCode.CYCLE, Messages.CYCLE.formatted(String.join(" -> ", cycle)), Map.of("cycle", cycle));
                });
            }
        }

        mentions.removeIf(m -> !fresh.containsKey((String) m.get("id")));
        if (!mentions.isEmpty()) {
            execute("lineage/record_mentions", Map.of("namespace", ns, "mentions", mentions));
        }

        // 6. contamination flows to what is derived from tainted cells
        long contaminated = inheritTaint(ns, order, newEdges, existingEdges, created, stored);
        return Stream.of(new RecordResult(created.size(), existing.size(), edgeCount, contaminated));
    }

    /** The batch's lineage edges [child, parent], each once; a cell derived from itself is refused here. */
    private static final class EdgeList extends ArrayList<String[]> {
        private final Set<String> seen = new HashSet<>();

        EdgeList(int capacity) {
            super(capacity);
        }

        void add(String child, String parent) {
            if (child.equals(parent)) {
                throw MemLineageException.of(ErrorCode.CYCLE, Messages.SELF_DERIVED.formatted(child),
                        Map.of("cycle", List.of(child, child)));
            }
            if (seen.add(child + "\u0000" + parent)) add(new String[] {child, parent});
        }
    }

    /** Kahn's algorithm over the new cells, parents first; a cycle is reported with its members. */
    static List<String> topologicalOrder(Collection<String> ids, List<String[]> edges) {
        Map<String, List<String>> childrenOf = new HashMap<>();
        Map<String, Integer> pendingParents = new HashMap<>();
        for (String id : ids) pendingParents.put(id, 0);
        for (String[] e : edges) {
            if (!pendingParents.containsKey(e[1])) continue; // parent stored before: no cycle through it
            childrenOf.computeIfAbsent(e[1], k -> new ArrayList<>()).add(e[0]);
            pendingParents.merge(e[0], 1, Integer::sum);
        }
        Deque<String> ready = new ArrayDeque<>();
        for (String id : ids) if (pendingParents.get(id) == 0) ready.add(id);
        List<String> order = new ArrayList<>(ids.size());
        while (!ready.isEmpty()) {
            String id = ready.poll();
            order.add(id);
            for (String child : childrenOf.getOrDefault(id, List.of())) {
                if (pendingParents.merge(child, -1, Integer::sum) == 0) ready.add(child);
            }
        }
        if (order.size() < ids.size()) {
            List<String> cycle = findCycle(ids, edges, new HashSet<>(order));
            throw MemLineageException.of(ErrorCode.CYCLE, Messages.CYCLE.formatted(String.join(" -> ", cycle)), Map.of("cycle", cycle));
        }
        return order;
    }

    private static List<String> findCycle(Collection<String> ids, List<String[]> edges, Set<String> acyclic) {
        Map<String, String> parentOf = new HashMap<>();
        for (String[] e : edges) {
            if (!acyclic.contains(e[0]) && !acyclic.contains(e[1]) && ids.contains(e[1])) parentOf.putIfAbsent(e[0], e[1]);
        }
        // every remaining node has a parent among the remaining ones: walking up must revisit a node
        String start = parentOf.keySet().iterator().next();
        Map<String, Integer> position = new LinkedHashMap<>();
        String cur = start;
        while (!position.containsKey(cur)) {
            position.put(cur, position.size());
            cur = parentOf.get(cur);
        }
        List<String> walk = new ArrayList<>(position.keySet());
        List<String> cycle = new ArrayList<>(walk.subList(position.get(cur), walk.size()));
        cycle.add(cur);
        return cycle;
    }

    /**
     * A cell with an invalid or contaminated parent is contaminated (an active invalidation reaches
     * every descendant of its cell). New cells are marked parents first; an existing cell that gained a
     * tainted parent is marked with everything below it. Returns how many cells became contaminated.
     */
    private long inheritTaint(String ns, List<String> order, List<String[]> newEdges, List<String[]> existingEdges,
                              Map<String, Node> created, Map<String, Node> stored) {
        // the stored parents' statuses are read once; taint then spreads through the new cells by id
        Set<String> taintedIds = new HashSet<>();
        Set<String> checked = new HashSet<>();
        Map<String, List<String>> parentsOf = new HashMap<>();
        for (String[] e : newEdges) {
            parentsOf.computeIfAbsent(e[0], k -> new ArrayList<>()).add(e[1]);
            if (!created.containsKey(e[1]) && checked.add(e[1]) && tainted(stored.get(e[1]))) taintedIds.add(e[1]);
        }
        long contaminated = 0;
        for (String id : taintedIds.isEmpty() ? List.<String>of() : order) {
            for (String parent : parentsOf.getOrDefault(id, List.of())) {
                if (taintedIds.contains(parent)) {
                    created.get(id).setProperty("status", "contaminated");
                    taintedIds.add(id);
                    contaminated++;
                    break;
                }
            }
        }
        for (String[] e : existingEdges) {
            Node parent = created.containsKey(e[1]) ? created.get(e[1]) : stored.get(e[1]);
            Node child = stored.get(e[0]);
            if (!tainted(parent) || tainted(child)) continue; // a tainted child's descendants are tainted already
            child.setProperty("status", "contaminated");
            contaminated++;
            for (var r : LineageWalk.bfs(child, LineageWalk.Towards.DESCENDANTS, -1, ns)) {
                if (tainted(r.cell())) continue;
                r.cell().setProperty("status", "contaminated");
                contaminated++;
            }
        }
        return contaminated;
    }

    private static boolean tainted(Node cell) {
        return ContaminationProcedures.tainted(cell.getProperty("status", null));
    }

    private static boolean hasEdge(Node child, Node parent) {
        try (var rels = child.getRelationships(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) {
            for (Relationship r : rels) if (r.getEndNode().equals(parent)) return true;
        }
        return false;
    }

    /** Cypher stores lists as arrays; the core API wants the array itself. */
    private static Object storable(Object value) {
        if (value instanceof List<?> list) return list.stream().map(String::valueOf).toArray(String[]::new);
        return value;
    }

    private static List<Map<String, Object>> edgeMaps(List<String[]> edges, Object at) {
        List<Map<String, Object>> maps = new ArrayList<>(edges.size());
        for (String[] e : edges) maps.add(Map.of("child", e[0], "parent", e[1], "at", at));
        return maps;
    }

    // ------------------------------------------------------------------------------------ navigation
    public record CellResult(
            @Description("The MemCell node.") Node cell,
            @Description("Shortest derivation distance from the starting cell (1 = direct).") long depth) {
        static CellResult from(Map<String, Object> row) {
            return new CellResult((Node) row.get("cell"), ((Number) row.get("depth")).longValue());
        }
    }

    public record SingleCell(@Description("The MemCell node.") Node cell) {}

    @Procedure(name = "memlineage.lineage.get", mode = Mode.READ)
    @Description("One memory by id; fails if it is not stored in the namespace.")
    public Stream<SingleCell> get(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id") String id) {
        return Stream.of(new SingleCell(requireCell(namespace, id)));
    }

    @Procedure(name = "memlineage.lineage.parents", mode = Mode.READ)
    @Description("The cells a memory was directly derived from (depth 1).")
    public Stream<CellResult> parents(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id") String id) {
        requireCell(namespace, id);
        return run("lineage/parents", Map.of("namespace", namespace, "id", id), CellResult::from);
    }

    @Procedure(name = "memlineage.lineage.children", mode = Mode.READ)
    @Description("The cells directly derived from a memory (depth 1).")
    public Stream<CellResult> children(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id") String id) {
        requireCell(namespace, id);
        return run("lineage/children", Map.of("namespace", namespace, "id", id), CellResult::from);
    }

    @Procedure(name = "memlineage.lineage.ancestors", mode = Mode.READ)
    @Description("Every cell a memory rests on, once each, with its shortest derivation distance; linear in the "
            + "closure (BFS, node-global uniqueness) even on DAGs full of diamonds.")
    public Stream<CellResult> ancestors(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id") String id,
            @Name(value = "maxDepth", defaultValue = "-1", description = "Deepest level to return; -1 for all") long maxDepth) {
        return walk(namespace, id, LineageWalk.Towards.ANCESTORS, maxDepth);
    }

    @Procedure(name = "memlineage.lineage.descendants", mode = Mode.READ)
    @Description("Every cell derived from a memory, once each, with its shortest derivation distance; linear in the "
            + "closure (BFS, node-global uniqueness) even on DAGs full of diamonds.")
    public Stream<CellResult> descendants(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id") String id,
            @Name(value = "maxDepth", defaultValue = "-1", description = "Deepest level to return; -1 for all") long maxDepth) {
        return walk(namespace, id, LineageWalk.Towards.DESCENDANTS, maxDepth);
    }

    public record TraceResult(
            @Description("The traced MemCell.") Node cell,
            @Description("It and every ancestor reached (each once), with their generation_context.") List<Node> nodes,
            @Description("The DERIVED_FROM edges among those cells.") List<Relationship> relationships,
            @Description("Ancestors with no parent: the user inputs and tool calls the cell rests on.") List<Node> roots) {}

    @Procedure(name = "memlineage.lineage.trace", mode = Mode.READ)
    @Description("Provenance of a memory: it, every ancestor (with generation_context) and the DERIVED_FROM edges among "
            + "them, plus the roots it rests on (user inputs, tool calls). Neo4j Browser draws nodes + relationships.")
    public Stream<TraceResult> trace(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id") String id,
            @Name(value = "maxDepth", defaultValue = "-1", description = "Deepest level to follow; -1 for all") long maxDepth) {
        Node start = requireCell(namespace, id);
        var reached = LineageWalk.bfs(start, LineageWalk.Towards.ANCESTORS, depth(maxDepth), (String) start.getProperty("namespace"));
        List<Node> nodes = new ArrayList<>(reached.size() + 1);
        nodes.add(start);
        for (var r : reached) nodes.add(r.cell());
        List<Node> roots = new ArrayList<>(); // no parent: the user inputs and tool calls it rests on
        for (Node n : nodes) if (!n.hasRelationship(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) roots.add(n);
        return Stream.of(new TraceResult(start, nodes, LineageWalk.edgesAmong(nodes), roots));
    }

    /** The cell columns of {@link #traceCells}, in order (memgraph_py._core.CELL_COLUMNS). */
    static final String[] CELL_COLUMNS = {"id", "namespace", "content", "kind", "status", "base_status", "confidence",
            "importance", "tags", "source", "generation_context", "indexed", "created_at"};

    public record TraceCellsResult(
            @Description("Id of the traced MemCell.") String cell,
            @Description("It and every ancestor reached, each a list of values in the order of `columns` "
                    + "(created_at as epoch milliseconds, tags as a list; null where the cell has no such property).") List<List<Object>> cells,
            @Description("Each cell's derivation distance from the traced cell (0 for it), in the order of `cells`.") List<Long> depths,
            @Description("The DERIVED_FROM edges among those cells as [child id, parent id].") List<List<String>> edges,
            @Description("Ids of the cells with no parent (user inputs, tool calls).") List<String> roots,
            @Description("Names of the values in each entry of `cells`.") List<String> columns) {}

    @Procedure(name = "memlineage.lineage.traceCells", mode = Mode.READ)
    @Description("memlineage.lineage.trace for clients: the same walk and subgraph, with cells as value lists in a fixed "
            + "column order, their depths, and edges as id pairs, so that no per-property lookups or maps cross Bolt.")
    public Stream<TraceCellsResult> traceCells(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id") String id,
            @Name(value = "maxDepth", defaultValue = "-1", description = "Deepest level to follow; -1 for all") long maxDepth) {
        Node start = requireCell(namespace, id);
        var trace = LineageWalk.provenance(tx, start, depth(maxDepth), (String) start.getProperty("namespace"), CELL_COLUMNS);
        return Stream.of(new TraceCellsResult(id, trace.cells(), trace.depths(), trace.edges(), trace.roots(), List.of(CELL_COLUMNS)));
    }

    // ------------------------------------------------------------------------------------ helpers
    /** ancestors/descendants: the core-API BFS of {@link LineageWalk} (same result as their Cypher files). */
    private Stream<CellResult> walk(String namespace, String id, LineageWalk.Towards towards, long maxDepth) {
        Node start = requireCell(namespace, id);
        return LineageWalk.bfs(start, towards, depth(maxDepth), (String) start.getProperty("namespace")).stream()
                .map(r -> new CellResult(r.cell(), r.depth()));
    }

    static long depth(long maxDepth) {
        if (maxDepth == -1 || (maxDepth >= 1 && maxDepth <= Validation.MAX_DEPTH)) return maxDepth;
        throw MemLineageException.of(ErrorCode.INVALID_INPUT,
                Messages.MAX_DEPTH_INVALID.formatted(Validation.MAX_DEPTH, maxDepth), Map.of());
    }

    @SuppressWarnings("unchecked")
    static <T> List<T> castList(Object value) {
        return value == null ? List.of() : (List<T>) value;
    }

    static String preview(List<String> ids) {
        return ids.size() <= 10 ? String.join(", ", ids) : String.join(", ", ids.subList(0, 10)) + ", ...";
    }
}
