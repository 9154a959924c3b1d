package dev.memlineage.procedures;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
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
 * {@link CypherLibrary#query} takes them). {@link LineageWriter} holds record's checks and writes (shared with
 * memlineage.traces.replace) and the taint rule {@code link} reuses. {@code lineage/ancestors}, {@code lineage/descendants} and
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
            + "invalidated or contaminated parent are contaminated at once. A cell map may also capture the step it "
            + "belongs to: `follows` writes (cell)-[:FOLLOWS]->(previous cell) and `result_of` (cell)-[:RESULT_OF]->(tool "
            + "call), in the same transaction. Its `via` (parent id -> retrieval id) is a usage trace: the DERIVED_FROM edge "
            + "to that parent gets via_retrieval, the retrieval through which the agent got the parent; each key must be "
            + "one of the cell's parents (InvalidInput) and each retrieval stored in the namespace and have returned that "
            + "parent (NotFound).")
    public Stream<RecordResult> record(
            @Name(value = "namespace", description = "Tenant/agent namespace; never crossed") String namespace,
            @Name(value = "cells", description = "List of maps: id, kind, content; optional confidence, importance, tags, "
                    + "source, generation_context (string), created_at, parents (ids it derives from: the same as "
                    + "edges {child: id, parent}), entities, follows (id of the previous cell of the same step, in the "
                    + "batch or stored: (cell)-[:FOLLOWS]->(it), 'the cell follows it'), result_of (id of the tool_call cell "
                    + "this result answers: (cell)-[:RESULT_OF]->(it)), via (map parent id -> id of the retrieval that "
                    + "returned that parent: stored as via_retrieval on the edge), embedding (1 to 16,000 finite numbers: "
                    + "a float32 copy of its embedding, for memlineage.recall.neighbourhoodRank)") List<Map<String, Object>> cells,
            @Name(value = "edges", defaultValue = "[]", description = "List of maps {child, parent[, at]}: child DERIVED_FROM parent")
                    List<Map<String, Object>> edges) {
        String ns = Validation.namespace(namespace);
        LineageWriter writer = new LineageWriter(tx);
        LineageWriter.Written w = writer.write(writer.prepare(ns, cells, edges));
        return Stream.of(new RecordResult(w.created().size(), w.unchanged(), w.edges(), w.contaminated()));
    }

    // ------------------------------------------------------------------------------------------ link
    public record LinkResult(
            @Description("DERIVED_FROM edges created by this call (edges already there are not counted).") long edges,
            @Description("Cells newly contaminated because a new parent is invalid or contaminated: the child and its "
                    + "descendants that were not tainted yet.") long contaminated) {}

    @SuppressWarnings("deprecation") // Node.getId(): the lock order of the parents
    @Procedure(name = "memlineage.lineage.link", mode = Mode.WRITE)
    @Description("Add DERIVED_FROM edges from a stored memory to more parents, atomically, with record's checks: "
            + "the child must be stored (CellNotFound), every parent stored in the namespace (MissingParents), no "
            + "self-link or cycle (Cycle); nothing is written when one fails. Each new edge carries `at` and `by`. If a "
            + "new parent is invalid or contaminated, the child and everything derived from it become contaminated, as "
            + "record does for lineage added to a stored cell.")
    public Stream<LinkResult> link(
            @Name(value = "namespace", description = "Tenant/agent namespace; never crossed") String namespace,
            @Name(value = "child", description = "Id of the stored cell that gains parents") String child,
            @Name(value = "parents", description = "Ids of the cells it also derives from (repeats count once; edges "
                    + "already there are kept)") List<String> parents,
            @Name(value = "by", defaultValue = "unknown", description = "Who or what added the lineage (stored on each new "
                    + "edge)") String by) {
        String ns = Validation.namespace(namespace);
        String childId = Validation.id(child, "child id");
        List<String> parentIds = new ArrayList<>(new LinkedHashSet<>(Validation.parents(parents, childId)));
        if (parentIds.size() > Validation.MAX_BATCH) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.TOO_MANY_PARENTS.formatted(Validation.MAX_BATCH,
                    parentIds.size()), Map.of());
        }
        String who = Validation.text(by, "by", Associations.MAX_BY);
        Node childNode = requireCell(ns, childId);
        if (parentIds.contains(childId)) {
            throw MemLineageException.of(ErrorCode.CYCLE, Messages.SELF_DERIVED.formatted(childId),
                    Map.of("cycle", List.of(childId, childId)));
        }
        List<Node> parentNodes = new ArrayList<>(parentIds.size());
        List<String> missing = new ArrayList<>();
        for (String id : parentIds) {
            Node node = findCell(tx, ns, id);
            if (node == null) missing.add(id);
            else parentNodes.add(node);
        }
        if (!missing.isEmpty()) {
            throw MemLineageException.of(ErrorCode.MISSING_PARENTS, Messages.MISSING_CELLS.formatted(missing.size(), ns,
                    LineageWriter.preview(missing)), Map.of("ids", missing, "namespace", ns));
        }
        // every new edge leaves the child, so a cycle needs a parent that already derives from the child:
        // checked on the stored graph, before anything is written
        tx.acquireWriteLock(childNode);
        // and the parents, before their statuses are read (as record does; LineageWalk.lockedClosure)
        parentNodes.stream().sorted(java.util.Comparator.comparingLong(Node::getId)).forEach(tx::acquireWriteLock);
        List<Map<String, Object>> edgeMaps = new ArrayList<>(parentIds.size());
        for (String id : parentIds) edgeMaps.add(Map.of("child", childId, "parent", id));
        if (!edgeMaps.isEmpty()) {
            try (var rows = run("lineage/cycle_check", Map.of("namespace", ns, "edges", edgeMaps))) {
                rows.findFirst().ifPresent(row -> {
                    List<String> cycle = castList(row.get("cycle"));
                    throw MemLineageException.of(ErrorCode.CYCLE, Messages.CYCLE.formatted(String.join(" -> ", cycle)),
                            Map.of("cycle", cycle));
                });
            }
        }
        var now = Validation.now();
        long created = 0;
        List<Node> added = new ArrayList<>();
        for (Node parent : parentNodes) {
            if (LineageWriter.hasEdge(childNode, parent)) continue;
            Relationship edge = childNode.createRelationshipTo(parent, LineageWalk.DERIVED_FROM);
            edge.setProperty("at", now);
            edge.setProperty("by", who);
            added.add(parent);
            created++;
        }
        long contaminated = 0;
        for (Node parent : added) contaminated += LineageWriter.inherit(ns, childNode, parent);
        return Stream.of(new LinkResult(created, contaminated));
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

    public record AsOfCell(
            @Description("The cell's properties (timestamps as epoch milliseconds) with `status` as it was at asOf; the other "
                    + "properties are the current ones.") Map<String, Object> cell) {}

    @Procedure(name = "memlineage.lineage.getAsOf", mode = Mode.READ)
    @Description("One memory as it stood at a point in time: its status then (invalid if an invalidation targeting it "
            + "was in force, i.e. made at or before asOf and not restored at or before asOf; contaminated if one was in "
            + "force on an ancestor, through the lineage that existed then, up to 100 steps up; superseded if a SUPERSEDES "
            + "edge from a newer version existed then; else its base status). A cell created after asOf is CellNotFound.")
    public Stream<AsOfCell> getAsOf(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id") String id,
            @Name(value = "asOf", description = "The point in time, in epoch milliseconds") long asOf) {
        String ns = Validation.namespace(namespace);
        Node cell = requireCell(ns, id);
        Long created = Associations.epochMillis(cell.getProperty("created_at", null));
        if (created == null || created > asOf) {
            throw MemLineageException.of(ErrorCode.CELL_NOT_FOUND, Messages.CREATED_AFTER.formatted(id, ns, asOf),
                    Map.of("ids", List.of(id), "namespace", ns));
        }
        Map<String, Object> map = RecallGraph.cellMap(cell);
        map.put("status", new RecallGraph.AsOf(tx, ns, asOf).status(cell, cell.getProperty("base_status", null)));
        return Stream.of(new AsOfCell(map));
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
}
