package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;

/**
 * memlineage.recall.neighbourhoodRank (one Neo4j call) against the two-call way it replaces: neighbourhood, the graph
 * candidates' similarities, exchange and near pairs computed outside (here in double precision from the same vectors,
 * as PostgreSQL's recall_similarity.sql does), then rankRead. Same hits in the same order, scores within float32 noise.
 */
@ExtendWith(Neo4jExtension.class)
class NeighbourhoodRankTest {
    private static final String NS = "onecall";
    private static final int DIM = 16;
    private static final Map<String, Object> WEIGHTS = Map.of("semantic", 0.55, "keyword", 0.08, "lineage", 0.15,
            "importance", 0.06, "recency", 0.05, "usefulness", 0.03, "pinned", 0.08, "exchange", 0.25, "usage", 0.30,
            "revised_premise", 0.30);

    private final TestNeo4j neo4j;
    private final Map<String, float[]> vectors = new LinkedHashMap<>();

    NeighbourhoodRankTest(TestNeo4j neo4j) {
        this.neo4j = neo4j;
    }

    private float[] vector(Random random, float[] near, double noise) {
        float[] v = new float[DIM];
        for (int i = 0; i < DIM; i++) v[i] = (float) ((near == null ? 0 : near[i]) + random.nextGaussian() * noise);
        return v;
    }

    private static List<Double> list(float[] v) {
        List<Double> out = new ArrayList<>(v.length);
        for (float x : v) out.add((double) x);
        return out;
    }

    @BeforeEach
    void graph() {
        neo4j.reset();
        neo4j.run("CALL memlineage.schema.migrate()");
        Random random = new Random(7);
        float[] topic = vector(random, null, 1.0);
        List<Map<String, Object>> cells = new ArrayList<>();
        List<Map<String, Object>> edges = new ArrayList<>();
        for (int p = 0; p < 6; p++) {
            String id = "pref" + p;
            vectors.put(id, vector(random, p % 2 == 0 ? topic : null, 0.6));
            cells.add(new HashMap<>(Map.of("id", id, "kind", p % 3 == 0 ? "constraint" : "preference",
                    "content", "standing preference " + p, "embedding", list(vectors.get(id)))));
        }
        String[] chain = {"task", "user_input", "tool_call", "tool_result", "fact", "llm_output"};
        for (int s = 0; s < 6; s++) {
            String previous = null;
            for (String kind : chain) {
                String id = "s" + s + "_" + kind;
                // near-duplicate tool results (pairs above 0.8), and the rest spread around the topic
                vectors.put(id, kind.equals("tool_result") ? vector(random, topic, 0.05) : vector(random, topic, 0.8));
                Map<String, Object> cell = new HashMap<>(Map.of("id", id, "kind", kind, "content", kind + " of session " + s,
                        "importance", random.nextDouble(), "embedding", list(vectors.get(id))));
                if (kind.equals("llm_output")) cell.put("follows", "s" + s + "_user_input"); // the reply: exchange
                cells.add(cell);
                if (previous != null) edges.add(Map.of("child", id, "parent", previous));
                previous = id;
            }
            edges.add(Map.of("child", "s" + s + "_task", "parent", "pref" + s));
            if (s > 0) edges.add(Map.of("child", "s" + s + "_task", "parent", "s" + (s - 1) + "_llm_output"));
        }
        neo4j.run("CALL memlineage.lineage.record($ns, $cells, $edges)", Map.of("ns", NS, "cells", cells, "edges", edges));
    }

    private static double cosine(float[] a, float[] b) {
        double dot = 0, na = 0, nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += (double) a[i] * b[i];
            na += (double) a[i] * a[i];
            nb += (double) b[i] * b[i];
        }
        return dot / Math.sqrt(na * nb);
    }

    private Map<String, Object> options(long k) {
        Map<String, Object> o = new HashMap<>(Map.of("k", k, "weights", WEIGHTS, "maxHops", 3L, "diversity", 0.5,
                "diversityGrace", 1L, "diversityScope", "source", "standingQuota", 2L, "versionSimilarity", true,
                "olderVersions", 16L));
        o.put("pinnedKinds", List.of("preference", "constraint", "task"));
        return o;
    }

    /** The two-call way: neighbourhood, similarities, exchange and near pairs (top 40, >= 0.8) here, then rankRead. */
    private List<Record> twoCalls(List<String> focus, float[] query, List<Map<String, Object>> given, long k) {
        Map<String, Object> o = options(k);
        List<Record> found = neo4j.run("CALL memlineage.recall.neighbourhood($ns, $focus, [], $o)",
                Map.of("ns", NS, "focus", focus, "o", o));
        Map<String, Map<String, Object>> merged = new LinkedHashMap<>();
        List<String> scored = new ArrayList<>();
        for (Record r : found) {
            String id = r.get("id").asString();
            Map<String, Object> c = new HashMap<>();
            c.put("id", id);
            c.put("routes", new ArrayList<>(r.get("routes").asList(v -> v.asString())));
            c.put("distance", r.get("nearest").isNull() ? null : r.get("nearest").get("distance").asObject());
            c.put("semantic", cosine(query, vectors.get(id)));
            if (id.endsWith("_user_input")) c.put("exchange", cosine(query, vectors.get(id.replace("_user_input", "_llm_output"))));
            merged.put(id, c);
            scored.add(id);
        }
        scored.sort(Comparator.comparingDouble((String id) -> -(double) merged.get(id).get("semantic")));
        List<List<Object>> similar = new ArrayList<>();
        List<String> top = scored.subList(0, Math.min(40, scored.size()));
        for (int i = 0; i < top.size(); i++) {
            for (int j = i + 1; j < top.size(); j++) {
                String a = top.get(i).compareTo(top.get(j)) < 0 ? top.get(i) : top.get(j);
                String b = a.equals(top.get(i)) ? top.get(j) : top.get(i);
                double s = cosine(vectors.get(a), vectors.get(b));
                if (s >= 0.8) similar.add(List.of(a, b, s));
            }
        }
        for (Map<String, Object> g : given) {
            Map<String, Object> c = merged.get((String) g.get("id"));
            if (c == null) {
                merged.put((String) g.get("id"), new HashMap<>(g));
                continue;
            }
            for (String key : List.of("semantic", "keyword", "exchange")) if (g.get(key) != null) c.put(key, g.get(key));
            @SuppressWarnings("unchecked")
            List<String> routes = (List<String>) c.get("routes");
            @SuppressWarnings("unchecked")
            List<String> more = (List<String>) g.get("routes");
            routes.addAll(more);
            c.put("routes", new ArrayList<>(new java.util.TreeSet<>(routes)));
        }
        for (Map<String, Object> c : merged.values()) { // as the client's merge: several routes in order, once each
            @SuppressWarnings("unchecked")
            List<String> routes = (List<String>) c.get("routes");
            if (routes.size() > 1) c.put("routes", new ArrayList<>(new java.util.TreeSet<>(routes)));
        }
        o.put("similar", similar);
        o.put("exclude", focus);
        o.put("focus", focus);
        return neo4j.run("CALL memlineage.recall.rankRead($ns, $c, $o)", Map.of("ns", NS, "c", new ArrayList<>(merged.values()), "o", o));
    }

    private List<Record> oneCall(List<String> focus, float[] query, List<Map<String, Object>> given, long k) {
        Map<String, Object> o = options(k);
        o.put("exclude", focus);
        o.put("focus", focus);
        return neo4j.run("CALL memlineage.recall.neighbourhoodRank($ns, $focus, [], $vector, $given, $o)",
                Map.of("ns", NS, "focus", focus, "vector", list(query), "given", given, "o", o));
    }

    private static void assertSame(List<Record> expected, List<Record> actual) {
        assertEquals(ids(expected), ids(actual));
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i).get("score").asDouble(), actual.get(i).get("score").asDouble(), 1e-5);
            assertEquals(expected.get(i).get("routes").asList(), actual.get(i).get("routes").asList());
            assertEquals(expected.get(i).get("distance").asObject(), actual.get(i).get("distance").asObject());
        }
    }

    private static List<String> ids(List<Record> rows) {
        List<String> out = new ArrayList<>();
        for (Record r : rows) out.add(r.get("cell").get("id").asString());
        return out;
    }

    @Test
    void oneCallRanksAsTheTwoCallWay() {
        Random random = new Random(11);
        for (int q = 0; q < 12; q++) {
            List<String> focus = List.of("s" + (q % 6) + "_tool_call");
            float[] query = vector(random, vectors.get("s" + ((q + 1) % 6) + "_fact"), 0.3);
            // what PostgreSQL brings: two nearest cells with its similarity, one keyword match
            List<Map<String, Object>> given = new ArrayList<>();
            given.add(new HashMap<>(Map.of("id", "s" + ((q + 2) % 6) + "_fact", "semantic",
                    cosine(query, vectors.get("s" + ((q + 2) % 6) + "_fact")), "routes", List.of("semantic"))));
            given.add(new HashMap<>(Map.of("id", "s" + ((q + 3) % 6) + "_tool_result", "semantic",
                    cosine(query, vectors.get("s" + ((q + 3) % 6) + "_tool_result")), "keyword", 0.4,
                    "routes", List.of("keyword", "semantic"))));
            for (long k : List.of(3L, 10L)) {
                List<Record> two = twoCalls(focus, query, given, k);
                List<Record> one = oneCall(focus, query, given, k);
                assertFalse(one.isEmpty());
                assertSame(two, one);
                for (Record r : one) {
                    assertEquals(0L, r.get("uncopied").asLong());
                    assertNull(r.get("retrieval").asObject());
                    assertFalse(r.get("cell").asMap().containsKey("embedding"), "the copy is never sent back");
                }
            }
        }
    }

    @Test
    void exchangeAndNearPairsComeFromTheCopies() {
        float[] query = vectors.get("s2_llm_output"); // the reply: its message's exchange is 1
        List<Record> one = oneCall(List.of("s2_tool_call"), query, List.of(), 20);
        Map<String, Double> exchange = new HashMap<>();
        for (Record r : one) {
            Object e = r.get("components").asMap().get("exchange");
            if (e != null) exchange.put(r.get("cell").get("id").asString(), ((Number) e).doubleValue());
        }
        assertEquals(1.0, exchange.get("s2_user_input"), 1e-6);
        // the near-duplicate tool results (one session's): a group, reported on the one returned
        assertTrue(one.stream().anyMatch(r -> r.get("traces").asList(v -> v.get("type").asString("")).contains("near_duplicates"))
                || one.stream().filter(r -> r.get("cell").get("kind").asString().equals("tool_result")).count() <= 2);
    }

    @Test
    void aGivenSimilarityWinsOverTheCopy() {
        float[] query = vectors.get("s1_fact");
        List<Record> plain = oneCall(List.of("s1_tool_call"), query, List.of(), 3);
        assertEquals("s1_fact", ids(plain).get(0));
        List<Map<String, Object>> given = List.of(Map.of("id", "s1_fact", "semantic", 0.0, "routes", List.of("semantic")));
        List<Record> overridden = oneCall(List.of("s1_tool_call"), query, given, 20);
        for (Record r : overridden) {
            if (r.get("cell").get("id").asString().equals("s1_fact")) {
                assertEquals(0.0, ((Number) r.get("components").asMap().get("semantic")).doubleValue(), 1e-12);
                assertEquals(List.of("lineage", "semantic"), r.get("routes").asList(v -> v.asString()));
            }
        }
    }

    @Test
    void aCandidateWithoutCopyIsCounted() {
        neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 's3_fact'}) REMOVE c.embedding", Map.of("ns", NS));
        List<Record> one = oneCall(List.of("s3_tool_call"), vectors.get("s3_fact"), List.of(), 5);
        assertFalse(one.isEmpty());
        assertEquals(1L, one.get(0).get("uncopied").asLong());
    }

    @Test
    void copyEmbeddingsWritesTheCopyAndNamesMissingCells() {
        neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 's3_fact'}) REMOVE c.embedding", Map.of("ns", NS));
        Record r = neo4j.run("CALL memlineage.recall.copyEmbeddings($ns, $rows)", Map.of("ns", NS, "rows",
                List.of(List.of("s3_fact", list(vectors.get("s3_fact"))), List.of("nope", List.of(1.0, 0.0))))).get(0);
        assertEquals(1L, r.get("copied").asLong());
        assertEquals(List.of("nope"), r.get("missing").asList());
        List<Record> one = oneCall(List.of("s3_tool_call"), vectors.get("s3_fact"), List.of(), 5);
        assertEquals(0L, one.get(0).get("uncopied").asLong());
        Object stored = neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 's3_fact'}) RETURN c.embedding AS e",
                Map.of("ns", NS)).get(0).get("e").asObject();
        assertEquals(DIM, ((List<?>) stored).size());
    }

    @Test
    void badInputIsRefused() {
        Map<String, Object> o = options(5);
        String call = "CALL memlineage.recall.neighbourhoodRank($ns, ['s1_tool_call'], [], $vector, $given, $o)";
        neo4j.refused(ErrorCode.INVALID_INPUT, call, Map.of("ns", NS, "vector", List.of(), "given", List.of(), "o", o));
        neo4j.refused(ErrorCode.INVALID_INPUT, call, Map.of("ns", NS, "vector", List.of(1.0, Double.NaN), "given", List.of(),
                "o", o));
        neo4j.refused(ErrorCode.INVALID_QUERY, call, Map.of("ns", NS, "vector", List.of(1.0, 0.0), "given", List.of(), "o", o));
        neo4j.refused(ErrorCode.INVALID_QUERY, call, Map.of("ns", NS, "vector", list(vectors.get("s1_fact")),
                "given", List.of(Map.of("semantic", 0.5)), "o", o));
        neo4j.refused(ErrorCode.INVALID_QUERY, call, Map.of("ns", NS, "vector", list(vectors.get("s1_fact")),
                "given", List.of(Map.of("id", "s1_fact", "routes", List.of(1L))), "o", o));
        neo4j.refused(ErrorCode.INVALID_INPUT, call, Map.of("ns", "bad namespace!", "vector", list(vectors.get("s1_fact")),
                "given", List.of(), "o", o));
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, "CALL memlineage.recall.neighbourhoodRank($ns, ['nope'], [], $vector, [], {})",
                Map.of("ns", NS, "vector", list(vectors.get("s1_fact"))));
        neo4j.refused(ErrorCode.INVALID_INPUT, "CALL memlineage.recall.copyEmbeddings($ns, $rows)",
                Map.of("ns", NS, "rows", List.of(List.of("s1_fact"))));
        neo4j.refused(ErrorCode.INVALID_INPUT, "CALL memlineage.lineage.record($ns, $cells, [])", Map.of("ns", NS, "cells",
                List.of(Map.of("id", "x1", "kind", "fact", "content", "x", "embedding", List.of("a", "b")))));
    }
}
