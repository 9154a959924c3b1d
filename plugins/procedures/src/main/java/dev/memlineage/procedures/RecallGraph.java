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

/**
 * The graph half of recall through the core API: what {@code cypher/recall/neighbourhood.cypher} and
 * {@code cypher/recall/rank.cypher} state, done without the Cypher runtime's per-row overhead (recall
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

    /** The {@code limit} valid cells of {@code kind} with the highest importance (ties: by id). */
    private static List<Node> mostImportantValid(Transaction tx, String ns, String kind, long limit) {
        if (limit <= 0) return List.of();
        Comparator<Object[]> worstFirst = Comparator.<Object[]>comparingDouble(e -> (Double) e[1])
                .thenComparing(e -> (String) e[2], Comparator.reverseOrder());
        PriorityQueue<Object[]> best = new PriorityQueue<>(worstFirst);
        try (var found = tx.findNodes(CypherProcedures.MEMCELL, "namespace", ns, "kind", kind)) {
            while (found.hasNext()) {
                Node cell = found.next();
                if (!"valid".equals(cell.getProperty("status", null))) continue;
                Object importance = cell.getProperty("importance", null);
                if (!(importance instanceof Number n)) continue; // Cypher sorts nulls last: never in the top
                best.add(new Object[] {cell, n.doubleValue(), cell.getProperty("id")});
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

    record Hit(Node cell, Map<String, Object> candidate, Map<String, Object> components, double score) {}

    /** rank.cypher without the recording: filter, score, keep the best k (ties by id). */
    static List<Hit> rank(Transaction tx, String ns, List<Map<String, Object>> candidates, RankOptions o) {
        ZonedDateTime now = Validation.now();
        List<Hit> hits = new ArrayList<>();
        for (Map<String, Object> cand : candidates) {
            Object id = cand.get("id");
            if (!(id instanceof String cellId)) continue;
            Node cell = byElementId(tx, cand.get("elementId"), ns, cellId);
            if (cell == null) cell = CypherProcedures.findCell(tx, ns, cellId);
            if (cell == null) continue;
            if (!o.statuses().contains(cell.getProperty("status", null)) || o.exclude().contains(cellId)) continue;
            Object kind = cell.getProperty("kind", null);
            if (o.kinds() != null && !o.kinds().contains(kind)) continue;
            if (o.tags() != null && !anyTag(cell.getProperty("tags", null), o.tags())) continue;
            Object created = cell.getProperty("created_at", null);
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
            Double importance = number(cell.getProperty("importance", null));
            components.put("importance", importance == null ? 0.5 : importance);
            double ageDays = created instanceof ZonedDateTime z ? Duration.between(z, now).getSeconds() / 86400.0 : 0.0;
            components.put("recency", Math.exp(-LN2 * ageDays / o.halfLifeDays()));
            Double usefulness = number(cell.getProperty("usefulness", null));
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
                .thenComparing(h -> (String) h.cell().getProperty("id")));
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
        for (var e : cell.getAllProperties().entrySet()) {
            Object v = e.getValue();
            if (v instanceof ZonedDateTime z) v = z.toInstant().toEpochMilli();
            else if (v instanceof String[] a) v = List.of(a);
            out.put(e.getKey(), v);
        }
        return out;
    }

    /**
     * The cell an element id (from neighbourhood, same database) points at, if it is still that cell:
     * a MemCell with this namespace and id. Element ids can be reused after a delete, hence the check;
     * null sends the caller to the index.
     */
    private static Node byElementId(Transaction tx, Object elementId, String ns, String id) {
        if (!(elementId instanceof String eid)) return null;
        try {
            Node node = tx.getNodeByElementId(eid);
            if (node.hasLabel(CypherProcedures.MEMCELL) && ns.equals(node.getProperty("namespace", null))
                    && id.equals(node.getProperty("id", null))) return node;
        } catch (org.neo4j.graphdb.NotFoundException | IllegalArgumentException e) {
            // deleted since, or not an element id of this database: look it up by id
        }
        return null;
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
