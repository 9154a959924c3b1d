package dev.memlineage.procedures;

import java.time.Duration;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.function.BiFunction;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.RelationshipType;
import org.neo4j.graphdb.Transaction;
import org.neo4j.internal.kernel.api.IndexQueryConstraints;
import org.neo4j.internal.kernel.api.InternalIndexState;
import org.neo4j.internal.kernel.api.NodeValueIndexCursor;
import org.neo4j.internal.kernel.api.PropertyIndexQuery;
import org.neo4j.internal.kernel.api.TokenRead;
import org.neo4j.internal.schema.IndexDescriptor;
import org.neo4j.internal.schema.IndexOrder;
import org.neo4j.kernel.api.KernelTransaction;
import org.neo4j.kernel.impl.coreapi.InternalTransaction;

/**
 * The graph half of recall through the core API: what {@code cypher/reference/recall/neighbourhood.cypher} and
 * {@code cypher/reference/recall/rank.cypher} state, done without the Cypher runtime's per-row overhead (recall
 * runs per agent step and has a latency budget of tens of milliseconds). JUnit checks that the Java
 * and the Cypher versions give the same candidates, routes, distances and scores.
 */
final class RecallGraph {
    static final Label ENTITY = Label.label("Entity");
    static final Label RETRIEVAL = Label.label("Retrieval");
    static final RelationshipType MENTIONS = RelationshipType.withName("MENTIONS");
    static final RelationshipType RETRIEVED = RelationshipType.withName("RETRIEVED");
    private static final double LN2 = 0.6931471805599453;

    private RecallGraph() {}

    /** A graph candidate: every route that found it, and its nearest lineage route (or null). */
    static final class Candidate {
        final Node cell;
        final List<String> routes = new ArrayList<>();
        Map<String, Object> nearest;

        Candidate(Node cell) {
            this.cell = cell;
        }
    }

    /** neighbourhood.cypher: lineage, rests_on, pinned and entity routes, keyed by cell id (insertion order). */
    static Map<String, Candidate> neighbourhood(Transaction tx, String ns, List<Node> focus, List<String> entities,
                                                long maxHops, long maxAncestorDepth, List<String> pinnedKinds,
                                                long pinnedLimit) {
        Set<String> focusIds = new HashSet<>();
        for (Node f : focus) focusIds.add((String) f.getProperty("id"));
        Map<String, Candidate> out = new LinkedHashMap<>();
        // the candidate `cell` becomes on `route`; null for the focus cells themselves (never candidates)
        BiFunction<Node, String, Candidate> found = (cell, route) -> {
            String id = (String) cell.getProperty("id");
            if (focusIds.contains(id)) return null;
            Candidate c = out.computeIfAbsent(id, k -> new Candidate(cell));
            c.routes.add(route);
            return c;
        };
        for (Node f : focus) {
            LineageWalk.walk(f, LineageWalk.Towards.EITHER, maxHops, ns, (cell, depth, tree) -> {
                Candidate c = found.apply(cell, "lineage");
                if (c != null && (c.nearest == null || depth < ((Number) c.nearest.get("distance")).longValue())) {
                    c.nearest = Map.of("route", "lineage", "distance", (long) depth, "via", tree.path(cell));
                }
            });
        }
        for (Node f : focus) {
            LineageWalk.walk(f, LineageWalk.Towards.ANCESTORS, maxAncestorDepth, ns, (cell, depth, tree) -> {
                if (pinnedKinds.contains(cell.getProperty("kind", null))
                        || !cell.hasRelationship(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) found.apply(cell, "rests_on");
            });
        }
        for (String kind : pinnedKinds) {
            if (kind.equals("task")) continue; // tasks (one per session, so many) come through lineage
            for (Node cell : mostImportantValid(tx, ns, kind, pinnedLimit)) found.apply(cell, "pinned");
        }
        for (String name : entities) {
            try (var entity = tx.findNodes(ENTITY, "namespace", ns, "name", name)) {
                while (entity.hasNext()) {
                    try (var rels = entity.next().getRelationships(Direction.INCOMING, MENTIONS)) {
                        for (Relationship r : rels) {
                            if (r.getStartNode().hasLabel(CypherProcedures.MEMCELL)) found.apply(r.getStartNode(), "entity");
                        }
                    }
                }
            }
        }
        return out;
    }

    /** V0003's index: MemCell (namespace, kind, importance, id), read in descending order by the pinned route. */
    static final String PINNED_ORDER_INDEX = "memcell_namespace_kind_importance_id";

    /**
     * The {@code limit} valid cells of {@code kind} with the highest importance (ties: the greater id, i.e. the
     * newer cell for time-ordered ids). Reads {@link #PINNED_ORDER_INDEX} backwards and stops after {@code limit}
     * valid cells, so the cost does not grow with the number of standing preferences; without that index
     * online (a store not yet migrated) it reads every cell of the kind.
     */
    static List<Node> mostImportantValid(Transaction tx, String ns, String kind, long limit) {
        if (limit <= 0) return List.of();
        List<Node> ordered = mostImportantValidByIndex(tx, ns, kind, limit);
        return ordered != null ? ordered : mostImportantValidByScan(tx, ns, kind, limit);
    }

    @SuppressWarnings("deprecation") // getNodeById: the kernel cursor hands out node references
    private static List<Node> mostImportantValidByIndex(Transaction tx, String ns, String kind, long limit) {
        if (!(tx instanceof InternalTransaction internal)) return null;
        KernelTransaction ktx = internal.kernelTransaction();
        try {
            IndexDescriptor index = ktx.schemaRead().indexGetForName(PINNED_ORDER_INDEX);
            if (index == null || index == IndexDescriptor.NO_INDEX
                    || ktx.schemaRead().indexGetState(index) != InternalIndexState.ONLINE) return null;
            TokenRead tokens = ktx.tokenRead();
            int[] keys = {tokens.propertyKey("namespace"), tokens.propertyKey("kind"), tokens.propertyKey("importance"),
                    tokens.propertyKey("id")};
            for (int key : keys) if (key == org.neo4j.token.api.TokenConstants.NO_TOKEN) return List.of(); // no cell has ever had the property
            List<Node> out = new ArrayList<>();
            try (NodeValueIndexCursor cursor = ktx.cursors().allocateNodeValueIndexCursor(ktx.cursorContext(),
                    ktx.memoryTracker())) {
                ktx.dataRead().nodeIndexSeek(ktx.queryContext(), ktx.dataRead().indexReadSession(index), cursor,
                        IndexQueryConstraints.ordered(IndexOrder.DESCENDING),
                        PropertyIndexQuery.exact(keys[0], ns), PropertyIndexQuery.exact(keys[1], kind),
                        PropertyIndexQuery.exists(keys[2]), PropertyIndexQuery.exists(keys[3]));
                while (out.size() < limit && cursor.next()) {
                    Node cell = tx.getNodeById(cursor.nodeReference());
                    if ("valid".equals(cell.getProperty("status", null))) out.add(cell);
                }
            }
            return out;
        } catch (org.neo4j.exceptions.KernelException e) {
            return null; // dropped or failed meanwhile: the scan below gives the same answer
        }
    }

    private static List<Node> mostImportantValidByScan(Transaction tx, String ns, String kind, long limit) {
        Comparator<Object[]> worstFirst = Comparator.<Object[]>comparingDouble(e -> (Double) e[1])
                .thenComparing(e -> (String) e[2]);
        PriorityQueue<Object[]> best = new PriorityQueue<>(worstFirst);
        try (var found = tx.findNodes(CypherProcedures.MEMCELL, "namespace", ns, "kind", kind)) {
            while (found.hasNext()) {
                Node cell = found.next();
                Map<String, Object> p = cell.getProperties("status", "importance", "id");
                if (!"valid".equals(p.get("status"))) continue;
                // Cypher sorts nulls last: never in the top; the index holds only cells with both properties
                if (!(p.get("importance") instanceof Number n) || !(p.get("id") instanceof String id)) continue;
                best.add(new Object[] {cell, n.doubleValue(), id});
                if (best.size() > limit) best.poll();
            }
        }
        List<Object[]> sorted = new ArrayList<>(best);
        sorted.sort(worstFirst.reversed());
        List<Node> out = new ArrayList<>(sorted.size());
        for (Object[] e : sorted) out.add((Node) e[0]);
        return out;
    }

    // ------------------------------------------------------------------------------------------ rank

    /** Options of rank, validated by the procedure. */
    record RankOptions(long k, Map<String, Double> weights, Collection<String> statuses, Collection<String> exclude,
                       Collection<String> kinds, Collection<String> tags, Long since, Long until, long maxHops,
                       double halfLifeDays, Collection<String> pinnedKinds) {}

    /** The properties rank reads, in one pass. */
    private static final String[] RANK_KEYS = {"namespace", "id", "status", "kind", "tags", "created_at", "importance",
            "usefulness"};

    record Hit(Node cell, Map<String, Object> candidate, Map<String, Object> components, double score) {}

    /** rank.cypher without the recording: filter, score, keep the best k (ties by id). */
    static List<Hit> rank(Transaction tx, String ns, List<Map<String, Object>> candidates, RankOptions o) {
        ZonedDateTime now = Validation.now();
        List<Hit> hits = new ArrayList<>();
        for (Map<String, Object> cand : candidates) {
            Object id = cand.get("id");
            if (!(id instanceof String cellId)) continue;
            // one pass over the property chain per candidate (getProperty would walk it once per key)
            Node cell = byElementId(tx, cand.get("elementId"));
            Map<String, Object> p = cell == null ? null : cell.getProperties(RANK_KEYS);
            if (p == null || !ns.equals(p.get("namespace")) || !cellId.equals(p.get("id"))) {
                cell = CypherProcedures.findCell(tx, ns, cellId);
                if (cell == null) continue;
                p = cell.getProperties(RANK_KEYS);
            }
            if (!o.statuses().contains(p.get("status")) || o.exclude().contains(cellId)) continue;
            Object kind = p.get("kind");
            if (o.kinds() != null && !o.kinds().contains(kind)) continue;
            if (o.tags() != null && !anyTag(p.get("tags"), o.tags())) continue;
            Object created = p.get("created_at");
            long createdMs = created instanceof ZonedDateTime z ? z.toInstant().toEpochMilli() : Long.MIN_VALUE;
            if (o.since() != null && !(created instanceof ZonedDateTime && createdMs >= o.since())) continue;
            if (o.until() != null && !(created instanceof ZonedDateTime && createdMs <= o.until())) continue;

            Map<String, Object> components = new LinkedHashMap<>();
            Double semantic = number(cand.get("semantic"));
            components.put("semantic", semantic == null || semantic < 0 ? 0.0 : semantic);
            Double keyword = number(cand.get("keyword"));
            components.put("keyword", keyword == null ? 0.0 : keyword);
            Double distance = number(cand.get("distance"));
            components.put("lineage", distance == null ? 0.0 : 1.0 - distance / (o.maxHops() + 1));
            Double importance = number(p.get("importance"));
            components.put("importance", importance == null ? 0.5 : importance);
            double ageDays = created instanceof ZonedDateTime z ? Duration.between(z, now).getSeconds() / 86400.0 : 0.0;
            components.put("recency", Math.exp(-LN2 * ageDays / o.halfLifeDays()));
            Double usefulness = number(p.get("usefulness"));
            components.put("usefulness", ((usefulness == null ? 0.0 : usefulness) + 1.0) / 2.0);
            double pinned = 0.0;
            if (o.pinnedKinds().contains(kind)) {
                Object routes = cand.get("routes");
                if (routes instanceof List<?> list && list.contains("rests_on")) pinned = 1.0;
                else if (semantic != null && semantic > 0) pinned = semantic;
            }
            components.put("pinned", pinned);
            double score = 0.0;
            for (var w : o.weights().entrySet()) score += w.getValue() * (Double) components.get(w.getKey());
            hits.add(new Hit(cell, cand, components, score));
        }
        hits.sort(Comparator.comparingDouble(Hit::score).reversed()
                .thenComparing(h -> (String) h.candidate().get("id"))); // the cell's id, checked above
        return hits.size() > o.k() ? new ArrayList<>(hits.subList(0, (int) o.k())) : hits;
    }

    /** rank.cypher's recording: a (:Retrieval) with one RETRIEVED edge per hit; usage counts go up. */
    static void record(Transaction tx, String ns, String retrievalId, List<Hit> hits, Map<String, Object> about) {
        Node r = tx.createNode(RETRIEVAL);
        r.setProperty("namespace", ns);
        r.setProperty("id", retrievalId);
        r.setProperty("at", Validation.now());
        for (var e : about.entrySet()) if (e.getValue() != null) r.setProperty(e.getKey(), e.getValue());
        for (int i = 0; i < hits.size(); i++) {
            Hit hit = hits.get(i);
            Relationship rel = r.createRelationshipTo(hit.cell(), RETRIEVED);
            rel.setProperty("rank", (long) (i + 1));
            rel.setProperty("score", hit.score());
            rel.setProperty("semantic", hit.components().get("semantic"));
            rel.setProperty("lineage", hit.components().get("lineage"));
            Object routes = hit.candidate().get("routes");
            if (routes instanceof List<?> list) rel.setProperty("routes", list.stream().map(String::valueOf).toArray(String[]::new));
            Object count = hit.cell().getProperty("usage_count", null);
            hit.cell().setProperty("usage_count", (count instanceof Number n ? n.longValue() : 0L) + 1);
        }
    }

    /** A cell's properties as the client reads them: timestamps as epoch milliseconds, arrays as lists. */
    static Map<String, Object> cellMap(Node cell) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (var e : cell.getAllProperties().entrySet()) out.put(e.getKey(), clientValue(e.getValue()));
        return out;
    }

    /** A property value as the client reads it: timestamps as epoch milliseconds, arrays as lists. */
    static Object clientValue(Object v) {
        if (v instanceof ZonedDateTime z) return z.toInstant().toEpochMilli();
        if (v instanceof String[] a) return List.of(a);
        return v;
    }

    /**
     * The MemCell an element id (from neighbourhood, same database) points at, or null. Element ids can be
     * reused after a delete, so the caller checks namespace and id before trusting it.
     */
    private static Node byElementId(Transaction tx, Object elementId) {
        if (!(elementId instanceof String eid)) return null;
        try {
            Node node = tx.getNodeByElementId(eid);
            return node.hasLabel(CypherProcedures.MEMCELL) ? node : null;
        } catch (org.neo4j.graphdb.NotFoundException | IllegalArgumentException e) {
            return null; // deleted since, or not an element id of this database: the caller looks it up by id
        }
    }

    private static boolean anyTag(Object tags, Collection<String> wanted) {
        if (!(tags instanceof String[] array)) return false;
        for (String t : array) if (wanted.contains(t)) return true;
        return false;
    }

    private static Double number(Object value) {
        return value instanceof Number n ? n.doubleValue() : null;
    }
}
