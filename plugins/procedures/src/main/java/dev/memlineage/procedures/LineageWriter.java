package dev.memlineage.procedures;

import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.RelationshipType;
import org.neo4j.graphdb.Transaction;

/**
 * The writes of memlineage.lineage.record, shared with memlineage.traces.replace (which records its new
 * version with the same map format and checks) and memlineage.lineage.link (which reuses the taint rule).
 * {@link #prepare} validates a batch and resolves every cell it touches without writing anything;
 * {@link #write} then writes it, so a caller can run checks of its own between the two and still write
 * nothing when one fails.
 */
final class LineageWriter {
    /** Property of a DERIVED_FROM edge: the retrieval through which the agent got the parent (record's `via`). */
    static final String VIA_RETRIEVAL = "via_retrieval";

    private final Transaction tx;

    LineageWriter(Transaction tx) {
        this.tx = tx;
    }

    /** A validated batch: what {@link #write} creates, links and contaminates. */
    static final class Plan {
        final String ns;
        final ZonedDateTime now;
        /** Cells to create, by id, with the properties to store. */
        final Map<String, Map<String, Object>> fresh;
        /** Ids of the batch already stored with identical kind and content (left as they are). */
        final Set<String> existing;
        /** Every stored cell the batch touches, by id. */
        final Map<String, Node> stored;
        /** [child, parent] edges whose child is created here, and those whose child was stored before. */
        final List<String[]> newEdges = new ArrayList<>();
        final List<String[]> existingEdges = new ArrayList<>();
        /** The new cells, parents first. */
        final List<String> order;
        final List<Map<String, Object>> mentions;
        /** Capture links [cell, target, type]: (cell)-[:FOLLOWS|RESULT_OF]->(target). */
        final List<String[]> links;
        /** A cell map's `via`: the retrieval each [child, parent] edge's parent came through, keyed child NUL parent. */
        final Map<String, String> via;

        private Plan(String ns, ZonedDateTime now, Map<String, Map<String, Object>> fresh, Set<String> existing,
                     Map<String, Node> stored, List<String[]> edges, List<Map<String, Object>> mentions, List<String[]> links,
                     Map<String, String> via) {
            this.ns = ns;
            this.now = now;
            this.fresh = fresh;
            this.existing = existing;
            this.stored = stored;
            for (String[] e : edges) (fresh.containsKey(e[0]) ? newEdges : existingEdges).add(e);
            this.order = topologicalOrder(fresh.keySet(), newEdges);
            this.mentions = mentions;
            this.links = links;
            this.via = via;
        }
    }

    /** What {@link #write} did. */
    record Written(Map<String, Node> created, long unchanged, long edges, long contaminated) {}

    /**
     * Checks a batch of cell maps and edge maps and resolves every cell it touches, writing nothing:
     * invalid maps, duplicates, ids stored with other content (IdConflict), unknown endpoints
     * (MissingParents) and cycles among the new cells (Cycle) fail here. Cycles through cells stored
     * before can only be seen once the edges exist, so {@link #write} checks those.
     */
    Plan prepare(String ns, List<?> cells, List<?> edges) {
        if (cells == null) cells = List.of();
        if (edges == null) edges = List.of();
        if (cells.size() > Validation.MAX_BATCH) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.BATCH_TOO_LARGE.formatted(Validation.MAX_BATCH, cells.size()), Map.of());
        }
        var now = Validation.now();

        // 1. validate cells; duplicates inside one batch are ambiguous. A cell's `parents` are edges whose
        //    child it is, sent without a map per edge (the Python client's form: a third fewer Bolt maps);
        //    `follows` / `result_of` are capture links to another cell of the batch or one stored before
        Map<String, Map<String, Object>> batch = new LinkedHashMap<>();
        List<Map<String, Object>> mentions = new ArrayList<>();
        List<String[]> links = new ArrayList<>();
        List<String[]> vias = new ArrayList<>(); // [child, parent, retrieval]
        EdgeList edgeList = new EdgeList(cells.size() + edges.size());
        for (Object raw : cells) {
            Map<String, Object> cell = Validation.cell(raw, now);
            String id = (String) cell.get("id");
            Map<?, ?> given = (Map<?, ?>) raw;
            List<String> names = Validation.entities(given.get("entities"), id);
            if (!names.isEmpty()) mentions.add(Map.of("id", id, "names", names));
            if (batch.putIfAbsent(id, cell) != null) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.DUPLICATE_IN_BATCH.formatted(id), Map.of("id", id));
            }
            for (String parent : Validation.parents(given.get("parents"), id)) edgeList.add(id, parent);
            link(links, id, given.get("follows"), "follows", Associations.FOLLOWS);
            link(links, id, given.get("result_of"), "result_of", Associations.RESULT_OF);
            via(vias, id, given.get("via"));
        }
        for (Object raw : edges) {
            if (!(raw instanceof Map<?, ?> e)) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.EDGE_NOT_A_MAP, Map.of());
            }
            edgeList.add(Validation.id(e.get("child"), "edge child id"), Validation.id(e.get("parent"), "edge parent id"));
        }
        for (String[] v : vias) { // via names parents only: the edges of the batch whose child is the cell
            if (!edgeList.contains(v[0], v[1])) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.VIA_NOT_A_PARENT.formatted(v[0], v[1]),
                        Map.of("id", v[0], "ids", List.of(v[1])));
            }
        }

        // 2. ids already stored: identical → unchanged, different → conflict
        Map<String, Node> stored = new HashMap<>(); // every stored cell this batch touches, by id
        Set<String> existing = new HashSet<>();
        for (Map<String, Object> cell : batch.values()) {
            String id = (String) cell.get("id");
            Node node = CypherProcedures.findCell(tx, ns, id);
            if (node == null) continue;
            // identical = same kind and content (what the client's Cell.content_hash digests)
            if (!cell.get("kind").equals(node.getProperty("kind", null)) || !cell.get("content").equals(node.getProperty("content", null))) {
                throw MemLineageException.of(ErrorCode.ID_CONFLICT, Messages.ID_CONFLICT.formatted(id, ns),
                        Map.of("id", id, "namespace", ns));
            }
            // a re-record is a retry: it changes nothing, so a retry that says something else would be lost silently
            List<String> differing = retryDiffers(cell, node);
            if (!differing.isEmpty()) {
                throw MemLineageException.of(ErrorCode.ID_CONFLICT,
                        Messages.ID_CONFLICT_METADATA.formatted(id, ns, String.join(", ", differing)),
                        Map.of("id", id, "namespace", ns));
            }
            existing.add(id);
            stored.put(id, node);
        }
        Map<String, Map<String, Object>> fresh = new LinkedHashMap<>(batch);
        fresh.keySet().removeAll(existing);

        // 3. every endpoint not created here must already be stored in this namespace
        List<String> missing = unresolved(ns, edgeList, fresh, stored);
        if (!missing.isEmpty()) {
            throw MemLineageException.of(ErrorCode.MISSING_PARENTS, Messages.MISSING_CELLS.formatted(missing.size(), ns, preview(missing)),
                    Map.of("ids", missing, "namespace", ns));
        }
        List<String> missingLinked = unresolved(ns, links, fresh, stored);
        if (!missingLinked.isEmpty()) {
            throw MemLineageException.of(ErrorCode.MISSING_PARENTS, Messages.MISSING_LINKED.formatted(missingLinked.size(), ns,
                    preview(missingLinked)), Map.of("ids", missingLinked, "namespace", ns));
        }

        // 4. usage traces: each via retrieval is stored in the namespace and returned that parent
        Map<String, String> via = new HashMap<>();
        Map<String, Set<Node>> retrieved = new HashMap<>();
        for (String[] v : vias) {
            Set<Node> returned = retrieved.get(v[2]);
            if (returned == null) {
                Node retrieval = RecallGraph.findRetrieval(tx, ns, v[2]);
                if (retrieval == null) {
                    throw MemLineageException.of(ErrorCode.NOT_FOUND, Messages.RETRIEVAL_NOT_FOUND.formatted(v[2], ns),
                            Map.of("id", v[2], "namespace", ns, "ids", List.of(v[2])));
                }
                returned = new HashSet<>();
                try (var rels = retrieval.getRelationships(Direction.OUTGOING, RecallGraph.RETRIEVED)) {
                    for (Relationship r : rels) returned.add(r.getEndNode());
                }
                retrieved.put(v[2], returned);
            }
            Node parent = stored.get(v[1]); // a parent created by this batch was never retrieved
            if (parent == null || !returned.contains(parent)) {
                throw MemLineageException.of(ErrorCode.NOT_FOUND, Messages.VIA_NOT_RETRIEVED.formatted(v[0], v[2], ns, v[1]),
                        Map.of("id", v[2], "namespace", ns, "ids", List.of(v[1], v[2])));
            }
            via.put(v[0] + "\u0000" + v[1], v[2]);
        }

        // 5. cycles among the new cells (edges from existing children are checked in the graph by write)
        mentions.removeIf(m -> !fresh.containsKey((String) m.get("id")));
        return new Plan(ns, now, fresh, existing, stored, edgeList, mentions, links, via);
    }

    /**
     * What a re-record of a stored cell says differently, among the properties nothing changes after the write:
     * tags (as a set), source and generation context. Importance and confidence are left out: learning and the
     * judges move them, and a retry of the original write must still be a retry.
     */
    private static List<String> retryDiffers(Map<String, Object> cell, Node node) {
        List<String> differing = new ArrayList<>();
        Object givenTags = cell.get("tags");
        Set<String> given = new HashSet<>();
        if (givenTags instanceof List<?> list) for (Object t : list) given.add(String.valueOf(t));
        Set<String> stored = new HashSet<>();
        Object storedTags = node.getProperty("tags", null);
        if (storedTags instanceof String[] array) stored.addAll(List.of(array));
        if (!given.equals(stored)) differing.add("tags");
        if (!java.util.Objects.equals(cell.get("source"), node.getProperty("source", null))) differing.add("source");
        if (!java.util.Objects.equals(cell.get("generation_context"), node.getProperty("generation_context", null))) {
            differing.add("generation_context");
        }
        return differing;
    }

    /** A cell map's {@code via} (parent id -> retrieval id) as [cell, parent, retrieval] triples. */
    private static void via(List<String[]> vias, String id, Object raw) {
        if (raw == null) return;
        if (!(raw instanceof Map<?, ?> map)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.VIA_NOT_A_MAP.formatted(id, Validation.quote(raw)),
                    Map.of("id", id));
        }
        for (Map.Entry<?, ?> e : map.entrySet()) {
            vias.add(new String[] {id, Validation.id(e.getKey(), "cell " + id + ": via parent id"),
                    Validation.id(e.getValue(), "cell " + id + ": via retrieval id")});
        }
    }

    private static void link(List<String[]> links, String id, Object target, String key, RelationshipType type) {
        if (target == null) return;
        String to = Validation.id(target, "cell " + id + ": " + key);
        if (to.equals(id)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.LINK_TO_SELF.formatted(id, key), Map.of("id", id));
        }
        links.add(new String[] {id, to, type.name()});
    }

    /** Ids among the first two entries of each pair that are neither in the batch nor stored; resolves the rest into {@code stored}. */
    private List<String> unresolved(String ns, List<String[]> pairs, Map<String, Map<String, Object>> fresh, Map<String, Node> stored) {
        List<String> missing = new ArrayList<>();
        for (String[] e : pairs) {
            for (int i = 0; i < 2; i++) {
                String end = e[i];
                if (fresh.containsKey(end) || stored.containsKey(end)) continue;
                Node node = CypherProcedures.findCell(tx, ns, end);
                if (node == null) {
                    if (!missing.contains(end)) missing.add(end);
                } else {
                    stored.put(end, node);
                }
            }
        }
        return missing;
    }

    /** Writes a prepared batch (core API: the same writes as cypher/reference/lineage/record_write.cypher). */
    @SuppressWarnings("deprecation") // Node.getId(): a stable lock order within one transaction
    Written write(Plan plan) {
        String ns = plan.ns;
        Map<String, Node> stored = plan.stored;
        // the stored parents are write-locked (in one order, so that two records cannot deadlock on them)
        // before anything reads their statuses: an invalidation or restore walking them waits for this
        // record, or this record waits for it and sees its statuses (LineageWalk.lockedClosure)
        java.util.TreeMap<Long, Node> parents = new java.util.TreeMap<>();
        for (List<String[]> edges : List.of(plan.newEdges, plan.existingEdges)) {
            for (String[] e : edges) {
                Node parent = stored.get(e[1]);
                if (parent != null) parents.put(parent.getId(), parent);
            }
        }
        parents.values().forEach(tx::acquireWriteLock);
        // without two index seeks per edge: every endpoint is already in hand
        Map<String, Node> created = new HashMap<>(plan.fresh.size() * 2);
        for (Map<String, Object> cell : plan.fresh.values()) {
            // the label last: set on a node without one, properties match no index or constraint, and adding
            // the label then updates each index and checks the key once (not once per indexed property)
            Node node = tx.createNode();
            for (var p : cell.entrySet()) node.setProperty(p.getKey(), storable(p.getValue()));
            node.setProperty("namespace", ns);
            node.addLabel(CypherProcedures.MEMCELL);
            created.put((String) cell.get("id"), node);
        }
        for (String[] e : plan.newEdges) { // recorded with their child: no `at` of their own (schema/README.md)
            Node parent = created.containsKey(e[1]) ? created.get(e[1]) : stored.get(e[1]);
            Relationship edge = created.get(e[0]).createRelationshipTo(parent, LineageWalk.DERIVED_FROM);
            if (!plan.via.isEmpty()) {
                String retrieval = plan.via.get(e[0] + "\u0000" + e[1]);
                if (retrieval != null) edge.setProperty(VIA_RETRIEVAL, retrieval);
            }
        }
        for (String[] e : plan.existingEdges) { // lineage added to a cell stored before: stamped with when it was added
            Node child = stored.get(e[0]);
            Node parent = created.containsKey(e[1]) ? created.get(e[1]) : stored.get(e[1]);
            Relationship edge = edge(child, parent);
            if (edge == null) {
                edge = child.createRelationshipTo(parent, LineageWalk.DERIVED_FROM);
                edge.setProperty("at", plan.now);
            }
            String retrieval = plan.via.get(e[0] + "\u0000" + e[1]);
            // an edge keeps the retrieval it was first recorded with: a re-record is a retry, not a new use
            if (retrieval != null && !edge.hasProperty(VIA_RETRIEVAL)) edge.setProperty(VIA_RETRIEVAL, retrieval);
        }
        long edgeCount = plan.newEdges.size() + plan.existingEdges.size();
        if (!plan.existingEdges.isEmpty()) {
            try (var rows = CypherProcedures.run(tx, "lineage/cycle_check", Map.of("namespace", ns, "edges", edgeMaps(plan.existingEdges, plan.now)))) {
                rows.findFirst().ifPresent(row -> {
                    List<String> cycle = LineageProcedures.castList(row.get("cycle"));
                    throw MemLineageException.of(ErrorCode.CYCLE, Messages.CYCLE.formatted(String.join(" -> ", cycle)), Map.of("cycle", cycle));
                });
            }
        }
        // capture links, in the same transaction: (later)-[:FOLLOWS]->(earlier), (result)-[:RESULT_OF]->(call)
        for (String[] l : plan.links) {
            boolean fromIsNew = created.containsKey(l[0]);
            Node from = fromIsNew ? created.get(l[0]) : stored.get(l[0]);
            Node to = created.containsKey(l[1]) ? created.get(l[1]) : stored.get(l[1]);
            Associations.capture(from, to, RelationshipType.withName(l[2]), plan.now, fromIsNew);
        }

        if (!plan.mentions.isEmpty()) {
            CypherProcedures.execute(tx, "lineage/record_mentions", Map.of("namespace", ns, "mentions", plan.mentions));
        }

        // contamination flows to what is derived from tainted cells
        long contaminated = inheritTaint(ns, plan.order, plan.newEdges, plan.existingEdges, created, stored);
        return new Written(created, plan.existing.size(), edgeCount, contaminated);
    }

    /** The batch's lineage edges [child, parent], each once; a cell derived from itself is refused here. */
    static final class EdgeList extends ArrayList<String[]> {
        private final Set<String> seen = new HashSet<>();

        boolean contains(String child, String parent) {
            return seen.contains(child + "\u0000" + parent);
        }

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
            contaminated += inherit(ns, stored.get(e[0]), parent);
        }
        return contaminated;
    }

    /**
     * The rule for a stored cell that gained the parent {@code parent} (record's edges from stored
     * children, memlineage.lineage.link): if the parent is invalid or contaminated and the child is not
     * tainted yet, the child and every descendant not tainted yet become contaminated (the active
     * invalidation that reaches the parent now reaches them). Returns how many cells it contaminated.
     */
    static long inherit(String ns, Node child, Node parent) {
        if (!tainted(parent) || tainted(child)) return 0; // a tainted child's descendants are tainted already
        child.setProperty("status", "contaminated");
        long contaminated = 1;
        for (var r : LineageWalk.bfs(child, LineageWalk.Towards.DESCENDANTS, -1, ns)) {
            if (tainted(r.cell())) continue;
            r.cell().setProperty("status", "contaminated");
            contaminated++;
        }
        return contaminated;
    }

    static boolean tainted(Node cell) {
        return ContaminationProcedures.tainted(cell.getProperty("status", null));
    }

    static boolean hasEdge(Node child, Node parent) {
        return edge(child, parent) != null;
    }

    /** The (child)-[:DERIVED_FROM]->(parent) edge, or null. */
    static Relationship edge(Node child, Node parent) {
        try (var rels = child.getRelationships(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) {
            for (Relationship r : rels) if (r.getEndNode().equals(parent)) return r;
        }
        return null;
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

    static String preview(List<String> ids) {
        return ids.size() <= 10 ? String.join(", ", ids) : String.join(", ", ids.subList(0, 10)) + ", ...";
    }
}
