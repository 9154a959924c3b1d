package dev.memlineage.procedures;

import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;

/**
 * What PostgreSQL's recall_similarity.sql computes for the graph candidates, computed in Neo4j from each cell's
 * embedding copy (property {@code embedding}, float32[] as pgvector stores it) for memlineage.recall.neighbourhoodRank:
 * the similarity to the query, a user message's exchange (its first assistant reply's similarity), and the near pairs
 * among the most similar. Cosine as pgvector's {@code <=>}: float32 sums, then {@code 1 - (1 - dot / sqrt(|a|²|b|²))}
 * in double. pgvector sums in its SIMD lanes' order, so a value may differ from PostgreSQL's in the last bits of a
 * float32 (~1e-7); a given candidate's similarity (PostgreSQL's) always wins over this one, so only graph-only
 * candidates carry these values, and two hits can swap places only where their scores tie within that noise.
 */
final class RecallScoring {
    private RecallScoring() {}

    /** Similarities by id, exchange by id, near pairs, the ids left unscored (lineage cap), copies missing. */
    record Scored(Map<String, Double> semantic, Map<String, Double> exchange, List<RecallSelection.Pair> pairs,
                  Set<String> unscored, long uncopied) {}

    static Scored score(String ns, Map<String, RecallGraph.Candidate> found, float[] query, long maxLineage, long pairLimit,
                        double pairFloor) {
        Set<String> unscored = unscored(found, maxLineage);
        Map<String, Double> semantic = new HashMap<>();
        Map<String, Double> exchange = new HashMap<>();
        Map<String, float[]> vectors = new HashMap<>();
        long uncopied = 0;
        for (var e : found.entrySet()) {
            if (unscored.contains(e.getKey())) continue;
            Node cell = e.getValue().cell;
            // archived cells leave PostgreSQL's table (V0007): no similarity, as the two-call way gives them none
            if ("archived".equals(cell.getProperty("base_status", null))) continue;
            float[] v = copy(cell, query.length);
            if (v == null) {
                uncopied++;
                continue;
            }
            vectors.put(e.getKey(), v);
            double s = similarity(query, v);
            if (!Double.isNaN(s)) semantic.put(e.getKey(), s);
            if ("user_input".equals(cell.getProperty("kind", null))) {
                float[] reply = firstReply(ns, cell, query.length);
                if (reply != null) {
                    double r = similarity(query, reply);
                    if (!Double.isNaN(r)) exchange.put(e.getKey(), r);
                }
            }
        }
        List<RecallSelection.Pair> pairs = new ArrayList<>();
        if (pairLimit > 0) {
            List<String> top = new ArrayList<>(semantic.keySet());
            top.sort(Comparator.comparingDouble((String id) -> -semantic.get(id)).thenComparing(id -> id));
            if (top.size() > pairLimit) top = top.subList(0, (int) pairLimit);
            for (int i = 0; i < top.size(); i++) {
                for (int j = i + 1; j < top.size(); j++) {
                    String a = top.get(i), b = top.get(j);
                    if (a.compareTo(b) > 0) {
                        String t = a;
                        a = b;
                        b = t;
                    }
                    double sim = similarity(vectors.get(a), vectors.get(b));
                    if (sim >= pairFloor) pairs.add(new RecallSelection.Pair(a, b, sim));
                }
            }
        }
        return new Scored(semantic, exchange, pairs, unscored, uncopied);
    }

    /**
     * The graph candidates only the lineage walk found beyond the nearest {@code limit} (by distance, then id): as the
     * client's recall.nearest_lineage, they are not scored.
     */
    static Set<String> unscored(Map<String, RecallGraph.Candidate> found, long limit) {
        List<Map.Entry<String, RecallGraph.Candidate>> walked = new ArrayList<>();
        for (var e : found.entrySet()) {
            if (new HashSet<>(e.getValue().routes).equals(Set.of("lineage"))) walked.add(e);
        }
        if (walked.size() <= limit) return Set.of();
        walked.sort(Comparator.comparingLong((Map.Entry<String, RecallGraph.Candidate> e) -> {
            Object d = e.getValue().nearest == null ? null : e.getValue().nearest.get("distance");
            return d instanceof Number n ? n.longValue() : 1L << 30;
        }).thenComparing(Map.Entry::getKey));
        Set<String> out = new HashSet<>();
        for (int i = (int) limit; i < walked.size(); i++) out.add(walked.get(i).getKey());
        return out;
    }

    /** The cell's embedding copy, or null when it has none; a copy of another dimension than the query is refused. */
    static float[] copy(Node cell, int dimension) {
        Object v = cell.getProperty(RecallGraph.EMBEDDING, null);
        if (!(v instanceof float[] f)) return null;
        if (f.length != dimension) {
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.VECTOR_DIMENSION.formatted(dimension,
                    cell.getProperty("id", "?"), f.length), Map.of());
        }
        return f;
    }

    /**
     * The embedding copy of the first assistant reply (kind llm_output, same namespace) that FOLLOWS this message,
     * by creation time then id (recall_similarity.sql's exchange), or null.
     */
    static float[] firstReply(String ns, Node message, int dimension) {
        Node first = null;
        long firstAt = Long.MAX_VALUE;
        String firstId = null;
        try (var rels = message.getRelationships(Direction.INCOMING, Associations.FOLLOWS)) {
            for (Relationship r : rels) {
                Node reply = r.getStartNode();
                if (!"llm_output".equals(reply.getProperty("kind", null)) || !RecallGraph.inNamespace(reply, ns)) continue;
                Object created = reply.getProperty("created_at", null);
                long at = created instanceof ZonedDateTime z ? z.toInstant().toEpochMilli() : Long.MAX_VALUE;
                String id = (String) reply.getProperty("id", "");
                if (first == null || at < firstAt || (at == firstAt && id.compareTo(firstId) < 0)) {
                    first = reply;
                    firstAt = at;
                    firstId = id;
                }
            }
        }
        if (first == null || "archived".equals(first.getProperty("base_status", null))) return null;
        return copy(first, dimension);
    }

    /** 1 - (a <=> b) as PostgreSQL computes it with pgvector (NaN when a vector is all zeros). */
    static double similarity(float[] a, float[] b) {
        float dot = 0, na = 0, nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        double sim = (double) dot / Math.sqrt((double) na * (double) nb);
        if (sim > 1) sim = 1.0;
        else if (sim < -1) sim = -1.0;
        double distance = 1.0 - sim;
        return 1.0 - distance;
    }
}
