package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;

/**
 * memlineage.recall.neighbourhood and memlineage.recall.rank run through the core API; the files
 * cypher/recall/neighbourhood.cypher and rank.cypher are their readable reference. Both must agree.
 */
@ExtendWith(Neo4jExtension.class)
class RecallProceduresTest {
    private static final String NS = "recall";
    private static final List<String> PINNED = List.of("preference", "constraint", "task");
    /** The standing route's defaults, as parameters of the Cypher reference (the procedure applies them itself). */
    static final Map<String, Object> STANDING = Map.of("standingKinds", List.of("preference", "constraint", "fact"),
            "standingDepth", 2L, "standingScanLimit", 1000L);

    private final TestNeo4j neo4j;

    RecallProceduresTest(TestNeo4j neo4j) {
        this.neo4j = neo4j;
    }

    @BeforeEach
    void graph() {
        neo4j.reset();
        neo4j.run("CALL memlineage.schema.migrate()");
        // 8 sessions: task -> user_input -> tool_call -> tool_result -> fact -> llm_output, plus a
        // namespace of preferences/constraints some facts derive from, and entity mentions
        Random random = new Random(3);
        List<Map<String, Object>> cells = new ArrayList<>();
        List<Map<String, Object>> edges = new ArrayList<>();
        for (int p = 0; p < 12; p++) {
            Map<String, Object> cell = new HashMap<>(Map.of("id", "pref" + p, "kind", p % 3 == 0 ? "constraint" : "preference",
                    "content", "standing preference " + p, "importance", 0.5 + p / 40.0));
            if (p % 4 == 0) cell.put("entities", List.of("acme"));
            cells.add(cell);
        }
        String[] chain = {"task", "user_input", "tool_call", "tool_result", "fact", "llm_output"};
        for (int s = 0; s < 8; s++) {
            String previous = null;
            for (String kind : chain) {
                String id = "s" + s + "_" + kind;
                Map<String, Object> cell = new HashMap<>(Map.of("id", id, "kind", kind, "content", kind + " of session " + s,
                        "importance", random.nextDouble()));
                if (kind.equals("fact") && s % 2 == 0) cell.put("entities", List.of("acme", "paris"));
                cells.add(cell);
                if (previous != null) edges.add(Map.of("child", id, "parent", previous));
                previous = id;
            }
            edges.add(Map.of("child", "s" + s + "_fact", "parent", "pref" + (s % 12)));
            if (s > 0) edges.add(Map.of("child", "s" + s + "_user_input", "parent", "s" + (s - 1) + "_llm_output"));
        }
        neo4j.run("CALL memlineage.lineage.record($ns, $cells, $edges)", Map.of("ns", NS, "cells", cells, "edges", edges));
        neo4j.run("CALL memlineage.contamination.invalidate($ns, 's5_tool_result', 'wrong')", Map.of("ns", NS));
    }

    @Test
    void neighbourhoodAgreesWithTheCypherReference() {
        for (List<String> focus : List.of(List.of("s3_fact"), List.of("s6_llm_output", "s1_tool_call"), List.of("s0_task"))) {
            for (long hops : List.of(1L, 4L)) {
                Map<String, Object> params = new HashMap<>(Map.of("namespace", NS, "focus", focus, "entities", List.of("acme"),
                        "maxHops", hops, "maxAncestorDepth", 50L, "pinnedKinds", PINNED, "pinnedLimit", 5L));
                params.putAll(STANDING);
                Map<String, String> viaCypher = neighbourhood(neo4j.run(CypherLibrary.query("recall/neighbourhood"), params));
                Map<String, String> viaJava = neighbourhood(neo4j.run(
                        "CALL memlineage.recall.neighbourhood($namespace, $focus, $entities, "
                                + "{maxHops: $maxHops, maxAncestorDepth: $maxAncestorDepth, pinnedLimit: $pinnedLimit})", params));
                assertEquals(viaCypher, viaJava, focus + " hops " + hops);
                // via: a shortest path of DERIVED_FROM steps from a focus cell to the candidate
                for (Record r : neo4j.run("CALL memlineage.recall.neighbourhood($namespace, $focus, [], {maxHops: $maxHops}) "
                        + "YIELD id, nearest WHERE nearest IS NOT NULL RETURN id, nearest.distance AS d, nearest.via AS via", params)) {
                    List<String> via = r.get("via").asList(v -> v.asString());
                    assertEquals(r.get("d").asLong() + 1, via.size(), via.toString());
                    assertTrue(focus.contains(via.get(0)), via.toString());
                    assertEquals(r.get("id").asString(), via.get(via.size() - 1));
                    for (int i = 1; i < via.size(); i++) {
                        assertEquals(1, neo4j.run("MATCH (a:MemCell {namespace: $ns, id: $a})-[:DERIVED_FROM]-(b:MemCell {namespace: $ns, id: $b}) "
                                + "RETURN count(*) > 0 AS linked", Map.of("ns", NS, "a", via.get(i - 1), "b", via.get(i)))
                                .get(0).get("linked").asBoolean() ? 1 : 0, via.toString());
                    }
                }
                assertTrue(viaJava.values().stream().anyMatch(v -> v.contains("entity")));
                assertTrue(viaJava.values().stream().anyMatch(v -> v.contains("pinned")));
            }
        }
    }

    @Test
    void rankAgreesWithTheCypherReference() {
        Map<String, Object> hood = new HashMap<>(Map.of("namespace", NS, "focus", List.of("s4_tool_call"), "entities", List.of("paris"),
                "maxHops", 4L, "maxAncestorDepth", 50L, "pinnedKinds", PINNED, "pinnedLimit", 5L));
        hood.putAll(STANDING);
        Random random = new Random(5);
        List<Map<String, Object>> candidates = new ArrayList<>();
        for (Record r : neo4j.run(CypherLibrary.query("recall/neighbourhood"), hood)) {
            Map<String, Object> cand = new HashMap<>();
            cand.put("id", r.get("id").asString());
            cand.put("routes", r.get("routes").asList());
            cand.put("semantic", random.nextBoolean() ? random.nextDouble() : null);
            cand.put("keyword", random.nextBoolean() ? random.nextDouble() / 3 : null);
            Map<String, Object> nearest = r.get("nearest").isNull() ? null : r.get("nearest").asMap();
            cand.put("distance", nearest == null ? null : nearest.get("distance"));
            cand.put("via", nearest == null ? List.of() : nearest.get("via"));
            candidates.add(cand);
        }
        assertTrue(candidates.size() > 10, "enough candidates: " + candidates.size());
        // the facts used their preference through a recall: usage passes their similarity on
        neo4j.run("MATCH (f:MemCell {namespace: $ns, kind: 'fact'})-[d:DERIVED_FROM]->(:MemCell {namespace: $ns}) "
                + "SET d.via_retrieval = 'ret-1'", Map.of("ns", NS));
        Map<String, Object> weights = Map.of("semantic", 0.35, "keyword", 0.1, "lineage", 0.2, "importance", 0.1,
                "recency", 0.05, "usefulness", 0.05, "pinned", 0.15, "usage", 0.3);
        for (List<String> kinds : java.util.Arrays.asList(null, List.of("fact", "preference", "tool_result"))) {
            Map<String, Object> params = referenceParams(NS, candidates, 7L, weights);
            params.put("exclude", List.of("s4_tool_call"));
            params.put("kinds", kinds);
            params.put("maxHops", 4L);
            params.put("focus", List.of("s4_tool_call"));
            List<Record> viaCypher = neo4j.run(CypherLibrary.query("recall/rank"), params);
            Map<String, Object> options = new HashMap<>(Map.of("k", 7L, "weights", weights, "exclude", List.of("s4_tool_call"),
                    "record", false, "maxHops", 4L, "focus", List.of("s4_tool_call")));
            if (kinds != null) options.put("kinds", kinds);
            List<Record> viaJava = neo4j.run("CALL memlineage.recall.rank($ns, $candidates, $options)",
                    Map.of("ns", NS, "candidates", candidates, "options", options));
            assertEquals(7, viaJava.size());
            assertEquals(ids(viaCypher), ids(viaJava));
            for (int i = 0; i < viaJava.size(); i++) {
                // both compute recency from their own clock a few ms (seconds, on a loaded machine) apart:
                // 1e-4 of recency is ~6 minutes at the 30-day half-life, 5e-6 of the score
                assertEquals(viaCypher.get(i).get("score").asDouble(), viaJava.get(i).get("score").asDouble(), 1e-5);
                Map<String, Object> a = viaCypher.get(i).get("components").asMap(), b = viaJava.get(i).get("components").asMap();
                assertEquals(a.keySet(), b.keySet());
                for (String key : a.keySet()) assertEquals(((Number) a.get(key)).doubleValue(), ((Number) b.get(key)).doubleValue(),
                        key.equals("recency") ? 1e-4 : 1e-6, key);
                // the Cypher projection names updated_at even where a cell has none (null); the client reads both alike
                Map<String, Object> referenceCell = new HashMap<>(viaCypher.get(i).get("cell").asMap());
                referenceCell.values().removeIf(java.util.Objects::isNull);
                assertEquals(referenceCell, viaJava.get(i).get("cell").asMap());
                assertEquals(viaCypher.get(i).get("distance").asObject(), viaJava.get(i).get("distance").asObject());
                assertEquals(viaCypher.get(i).get("traces").asObject(), viaJava.get(i).get("traces").asObject());
            }
            assertFalse(ids(viaJava).contains("s5_llm_output"), "contaminated cells never ranked");

            // element ids (as the client passes them from neighbourhood) only save the lookup: right ones, a
            // stale one pointing at another cell, and garbage give the same ranking
            Map<String, String> elementIds = new HashMap<>();
            for (Record r : neo4j.run("MATCH (c:MemCell {namespace: $ns}) RETURN c.id AS id, elementId(c) AS eid", Map.of("ns", NS))) {
                elementIds.put(r.get("id").asString(), r.get("eid").asString());
            }
            List<Map<String, Object>> withElementIds = new ArrayList<>();
            for (int i = 0; i < candidates.size(); i++) {
                Map<String, Object> cand = new HashMap<>(candidates.get(i));
                cand.put("elementId", switch (i % 3) {
                    case 0 -> elementIds.get((String) cand.get("id"));
                    case 1 -> elementIds.get("s0_task");
                    default -> "not-an-element-id";
                });
                withElementIds.add(cand);
            }
            List<Record> viaElementIds = neo4j.run("CALL memlineage.recall.rank($ns, $candidates, $options)",
                    Map.of("ns", NS, "candidates", withElementIds, "options", options));
            assertEquals(ids(viaJava), ids(viaElementIds));
        }
        // recording: one Retrieval, a RETRIEVED edge per hit, usage counted
        Record first = neo4j.run("CALL memlineage.recall.rank($ns, $candidates, {k: 3, weights: {semantic: 1.0}, query: 'q'})",
                Map.of("ns", NS, "candidates", candidates)).get(0);
        Record stored = neo4j.run("MATCH (r:Retrieval {namespace: $ns, id: $id})-[e:RETRIEVED]->(c) "
                + "RETURN count(e) AS hits, min(c.usage_count) AS used, r.query AS query", Map.of("ns", NS, "id", first.get("retrieval").asString())).get(0);
        assertEquals(3, stored.get("hits").asLong());
        assertEquals(1, stored.get("used").asLong());
        assertEquals("q", stored.get("query").asString());
    }

    @Test
    void feedbackIsOneSignalPerVoterAndKeepsImportanceInRange() {
        neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 'pref11'}) SET c.importance = 0.98", Map.of("ns", NS));
        List<Map<String, Object>> candidates = new ArrayList<>();
        for (String id : List.of("pref1", "pref11", "s0_fact")) {
            candidates.add(Map.of("id", id, "semantic", 0.9, "routes", List.of("semantic")));
        }
        String retrieval = neo4j.run("CALL memlineage.recall.rank($ns, $candidates, {k: 5, weights: {semantic: 1.0}}) "
                + "YIELD retrieval RETURN retrieval", Map.of("ns", NS, "candidates", candidates)).get(0).get(0).asString();
        double base = 0.5 + 1 / 40.0; // pref1's importance as recorded
        double[] r = feedback(retrieval, "pref1", 1.0, "alice");
        assertEquals(0.3, r[0], 1e-12);
        assertEquals(base + 0.05, r[1], 1e-12);
        double[] again = feedback(retrieval, "pref1", 1.0, "alice");
        assertEquals(r[0], again[0], 1e-12, "a repeat replaces, never adds");
        assertEquals(r[1], again[1], 1e-12);
        r = feedback(retrieval, "pref1", -1.0, "alice");
        assertEquals(-0.3, r[0], 1e-12, "as if alice had only ever said -1");
        assertEquals(base - 0.05, r[1], 1e-12);
        r = feedback(retrieval, "pref1", 1.0, "bob");
        assertEquals(-0.3 + 0.3 * (1.0 + 0.3), r[0], 1e-12);
        assertEquals(base, r[1], 1e-12);
        Record edge = neo4j.run("MATCH (:Retrieval {namespace: $ns, id: $r})-[e:RETRIEVED]->(c:MemCell {id: 'pref1'}) "
                + "RETURN e.feedback AS feedback, e.feedback_by AS voters, e.feedback_signals AS signals, c.feedback_count AS n",
                Map.of("ns", NS, "r", retrieval)).get(0);
        assertEquals(0.0, edge.get("feedback").asDouble(), 1e-12, "the mean of the voters' signals");
        assertEquals(List.of("alice", "bob"), edge.get("voters").asList());
        assertEquals(List.of(-1.0, 1.0), edge.get("signals").asList());
        assertEquals(2, edge.get("n").asLong(), "two voters");

        // clamped at 1: undoing restores what the signal really changed
        assertEquals(1.0, feedback(retrieval, "pref11", 1.0, "carol")[1], 1e-12);
        assertEquals(1.0, feedback(retrieval, "pref11", 1.0, "carol")[1], 1e-12);
        assertEquals(0.93, feedback(retrieval, "pref11", -1.0, "carol")[1], 1e-12);
        for (int i = 0; i < 30; i++) {
            double importance = feedback(retrieval, "pref11", -1.0, "voter" + i)[1];
            assertTrue(importance >= 0.0 && importance <= 1.0, String.valueOf(importance));
        }
        assertEquals(0.0, neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 'pref11'}) RETURN c.importance AS i",
                Map.of("ns", NS)).get(0).get("i").asDouble());

        // an edge written before per-voter signals: one signal, its voter as a string
        neo4j.run("MATCH (:Retrieval {namespace: $ns, id: $r})-[e:RETRIEVED]->(c:MemCell {id: 's0_fact'}) "
                + "SET e.feedback = 1.0, e.feedback_by = 'dave', c.usefulness = 0.3, c.importance = 0.55, "
                + "c.feedback_count = 1", Map.of("ns", NS, "r", retrieval));
        r = feedback(retrieval, "s0_fact", -1.0, "dave");
        assertEquals(-0.3, r[0], 1e-12);
        assertEquals(0.45, r[1], 1e-12);
        assertEquals(1, neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 's0_fact'}) RETURN c.feedback_count AS n",
                Map.of("ns", NS)).get(0).get("n").asLong());

        // refused: nothing written
        String call = "CALL memlineage.recall.feedback($ns, $r, $id, $signal, $by)";
        Map<String, Object> p = Map.of("ns", NS, "r", retrieval, "id", "pref1", "signal", 0.5, "by", "erin");
        for (Map<String, Object> bad : List.of(with(p, "signal", 1.5), with(p, "signal", Double.NaN), with(p, "by", ""),
                with(p, "by", "x".repeat(257)))) {
            refused(ErrorCode.INVALID_INPUT, call, bad);
        }
        refused(ErrorCode.INVALID_ID, call, with(p, "r", "not an id"));
        refused(ErrorCode.NOT_FOUND, call, with(p, "r", "ret-unknown"));
        refused(ErrorCode.NOT_FOUND, call, with(p, "id", "pref2")); // not returned by that retrieval
        neo4j.run("CALL memlineage.lineage.record('other', [{id: 'pref1', kind: 'preference', content: 'x'}])");
        refused(ErrorCode.NOT_FOUND, call, with(p, "ns", "other")); // the retrieval is in another namespace
    }

    private double[] feedback(String retrieval, String id, double signal, String by) {
        Record r = neo4j.run("CALL memlineage.recall.feedback($ns, $r, $id, $signal, $by) YIELD id, usefulness, importance, rank "
                + "RETURN usefulness, importance", Map.of("ns", NS, "r", retrieval, "id", id, "signal", signal, "by", by)).get(0);
        return new double[] {r.get("usefulness").asDouble(), r.get("importance").asDouble()};
    }

    /** The reference rank.cypher's parameters: only valid cells, no filters, exclusions or focus, not recorded; a test
     *  puts what it varies. */
    private static Map<String, Object> referenceParams(String ns, Object candidates, long k, Map<String, ?> weights) {
        Map<String, Object> params = new HashMap<>();
        params.put("namespace", ns);
        params.put("candidates", candidates);
        params.put("k", k);
        params.put("weights", weights);
        params.put("statuses", List.of("valid"));
        params.put("exclude", List.of());
        for (String key : List.of("kinds", "tags", "since", "until", "task", "retrievalId", "asOf")) params.put(key, null);
        params.put("maxHops", 3L);
        params.put("halfLifeDays", 30.0);
        params.put("pinnedKinds", PINNED);
        params.put("query", "q");
        params.put("preset", "test");
        params.put("focus", List.of());
        return params;
    }

    private static Map<String, Object> with(Map<String, Object> base, String key, Object value) {
        Map<String, Object> out = new HashMap<>(base);
        out.put(key, value);
        return out;
    }

    private void refused(ErrorCode code, String query, Map<String, Object> params) {
        String snapshot = "MATCH (n) WITH n ORDER BY elementId(n) RETURN collect(properties(n)) AS n, "
                + "COLLECT { MATCH ()-[r]->() WITH r ORDER BY elementId(r) RETURN properties(r) } AS r";
        String before = neo4j.run(snapshot).get(0).asMap().toString();
        org.neo4j.driver.exceptions.ClientException e = org.junit.jupiter.api.Assertions.assertThrows(
                org.neo4j.driver.exceptions.ClientException.class, () -> neo4j.run(query, params));
        assertTrue(e.getMessage().contains("MemLineage." + code.code() + ":"), code + " expected: " + e.getMessage());
        assertEquals(before, neo4j.run(snapshot).get(0).asMap().toString(), "a refused call wrote something");
    }

    private static List<String> ids(List<Record> rows) {
        return rows.stream().map(r -> (String) r.get("cell").asMap().get("id")).toList();
    }

    /** id -> "sorted routes | nearest distance". */
    @Test
    void pinnedRouteTakesTheMostImportantValidWithTiesByNewerIdWithAndWithoutItsIndex() {
        // 15 preferences in three importance tiers (ties!), one constraint, a focus; the two newest of the top tier invalid
        String ns = "pinned-order";
        List<Map<String, Object>> cells = new ArrayList<>();
        double[] tiers = {0.9, 0.7, 0.5};
        for (int p = 0; p < 15; p++) {
            cells.add(Map.of("id", String.format("p%02d", p), "kind", "preference", "content", "preference " + p,
                    "importance", tiers[p % 3]));
        }
        cells.add(Map.of("id", "c00", "kind", "constraint", "content", "a constraint", "importance", 0.1));
        cells.add(Map.of("id", "focus", "kind", "user_input", "content", "the step"));
        neo4j.run("CALL memlineage.lineage.record($ns, $cells, [])", Map.of("ns", ns, "cells", cells));
        for (String id : List.of("p12", "p09")) {
            neo4j.run("CALL memlineage.contamination.invalidate($ns, $id, 'outdated')", Map.of("ns", ns, "id", id));
        }
        // 0.9: p00 p03 p06 p09 p12, valid newest first p06 p03 p00; then 0.7 newest first p13 p10 p07 p04 (p01 is 8th)
        List<String> expected = List.of("c00", "p00", "p03", "p04", "p06", "p07", "p10", "p13");
        Map<String, Object> params = new HashMap<>(Map.of("namespace", ns, "focus", List.of("focus"), "entities", List.of(),
                "maxHops", 2L, "maxAncestorDepth", 50L, "pinnedKinds", PINNED, "pinnedLimit", 7L));
        params.putAll(STANDING);
        String call = "CALL memlineage.recall.neighbourhood($namespace, $focus, [], {pinnedLimit: $pinnedLimit}) "
                + "YIELD id, routes WHERE 'pinned' IN routes RETURN id ORDER BY id";
        assertEquals(expected, neo4j.run(call, params).stream().map(r -> r.get("id").asString()).toList(), "by index");
        assertEquals(expected, neo4j.run(CypherLibrary.query("recall/neighbourhood"), params).stream()
                .filter(r -> r.get("routes").asList().contains("pinned")).map(r -> r.get("id").asString()).sorted().toList(),
                "Cypher reference");
        neo4j.run("DROP INDEX " + RecallGraph.PINNED_ORDER_INDEX);
        assertEquals(expected, neo4j.run(call, params).stream().map(r -> r.get("id").asString()).toList(), "by scan");
    }

    private static Map<String, String> neighbourhood(List<Record> rows) {
        Map<String, String> out = new TreeMap<>();
        for (Record r : rows) {
            List<String> routes = new ArrayList<>(r.get("routes").asList(v -> v.asString()));
            java.util.Collections.sort(routes);
            String nearest = r.get("nearest").isNull() ? "-" : String.valueOf(r.get("nearest").asMap().get("distance"));
            out.put(r.get("id").asString(), routes + " | " + nearest);
        }
        return out;
    }

    @Test
    void rankReadRanksLikeRankWithoutRecordingAndRunsInAReadTransaction() {
        List<Map<String, Object>> candidates = new ArrayList<>();
        for (int p = 0; p < 12; p++) {
            candidates.add(new HashMap<>(Map.of("id", "pref" + p, "semantic", 0.9 - p / 20.0, "routes", List.of("semantic"))));
        }
        Map<String, Object> options = Map.of("k", 5L, "weights", Map.of("semantic", 0.7, "importance", 0.3),
                "statuses", List.of("valid"), "record", false);
        Map<String, Object> params = Map.of("ns", NS, "candidates", candidates, "options", options);
        long retrievals = neo4j.run("MATCH (r:Retrieval) RETURN count(r) AS n").get(0).get("n").asLong();
        List<Record> written = neo4j.run("CALL memlineage.recall.rank($ns, $candidates, $options) "
                + "YIELD cell, score RETURN cell.id AS id, score", params);
        List<Record> read;
        try (var session = neo4j.driver().session()) {
            read = session.executeRead(tx -> tx.run("CALL memlineage.recall.rankRead($ns, $candidates, $options) "
                    + "YIELD cell, score, retrieval RETURN cell.id AS id, score, retrieval", params).list());
        }
        assertEquals(5, read.size());
        for (int i = 0; i < read.size(); i++) {
            assertEquals(written.get(i).get("id").asString(), read.get(i).get("id").asString());
            assertEquals(written.get(i).get("score").asDouble(), read.get(i).get("score").asDouble(), 1e-9);
            assertTrue(read.get(i).get("retrieval").isNull());
        }
        Map<String, Object> recordAnyway = new HashMap<>(options);
        recordAnyway.put("record", true);  // ignored: a READ procedure never records
        neo4j.run("CALL memlineage.recall.rankRead($ns, $candidates, $options)",
                Map.of("ns", NS, "candidates", candidates, "options", recordAnyway));
        assertEquals(retrievals, neo4j.run("MATCH (r:Retrieval) RETURN count(r) AS n").get(0).get("n").asLong());
    }


    @Test
    void aNewerVersionInheritsItsChainsBestSimilarityAndTheOlderOnesStayOut() {
        // a preference changed twice (v1 <- v2 <- v3, v3 valid), another preference, a focus unrelated to both
        String ns = "versions";
        List<Map<String, Object>> cells = List.of(
                Map.of("id", "v1", "kind", "preference", "content", "aisle seat", "importance", 0.8),
                Map.of("id", "v2", "kind", "preference", "content", "window seat", "importance", 0.8),
                Map.of("id", "v3", "kind", "preference", "content", "any seat by the front", "importance", 0.8),
                Map.of("id", "other", "kind", "preference", "content", "no coffee", "importance", 0.8),
                Map.of("id", "focus", "kind", "user_input", "content", "the step"));
        neo4j.run("CALL memlineage.lineage.record($ns, $cells, [])", Map.of("ns", ns, "cells", cells));
        neo4j.run("UNWIND [['v2', 'v1'], ['v3', 'v2']] AS pair "
                + "MATCH (n:MemCell {namespace: $ns, id: pair[0]}), (o:MemCell {namespace: $ns, id: pair[1]}) "
                + "CREATE (n)-[:SUPERSEDES]->(o) SET o.status = 'superseded'", Map.of("ns", ns));
        String call = "CALL memlineage.recall.neighbourhood($ns, ['focus'], [], $options) YIELD id, routes "
                + "RETURN id, routes ORDER BY id";
        Map<String, List<Object>> off = new TreeMap<>();
        neo4j.run(call, Map.of("ns", ns, "options", Map.of())).forEach(r -> off.put(r.get("id").asString(), r.get("routes").asList()));
        assertEquals(List.of("other", "v3"), List.copyOf(off.keySet()), "olderVersions off: as before");
        Map<String, List<Object>> on = new TreeMap<>();
        neo4j.run(call, Map.of("ns", ns, "options", Map.of("olderVersions", 16L)))
                .forEach(r -> on.put(r.get("id").asString(), r.get("routes").asList()));
        assertEquals(List.of("other", "v1", "v2", "v3"), List.copyOf(on.keySet()));
        assertEquals(List.of("older_version"), on.get("v1"));
        assertEquals(List.of("pinned"), on.get("v3"));
        Map<String, Object> one = new HashMap<>();
        neo4j.run(call, Map.of("ns", ns, "options", Map.of("olderVersions", 1L))).forEach(r -> one.put(r.get("id").asString(), 1));
        assertEquals(java.util.Set.of("other", "v2", "v3"), one.keySet(), "at most olderVersions per candidate, nearest first");

        List<Map<String, Object>> candidates = List.of(
                Map.of("id", "v1", "semantic", 0.9, "routes", List.of("older_version")),
                Map.of("id", "v2", "semantic", 0.5, "routes", List.of("older_version")),
                Map.of("id", "v3", "semantic", 0.2, "routes", List.of("pinned")),
                Map.of("id", "other", "semantic", 0.4, "routes", List.of("pinned")));
        String rank = "CALL memlineage.recall.rankRead($ns, $candidates, $options) YIELD cell, components "
                + "RETURN cell.id AS id, components.semantic AS semantic";
        Map<String, Object> options = new HashMap<>(Map.of("k", 10L, "weights", Map.of("semantic", 1.0),
                "statuses", List.of("valid")));
        List<Record> before = neo4j.run(rank, Map.of("ns", ns, "candidates", candidates, "options", options));
        assertEquals(List.of("other", "v3"), before.stream().map(r -> r.get("id").asString()).toList());
        options.put("versionSimilarity", true);
        List<Record> after = neo4j.run(rank, Map.of("ns", ns, "candidates", candidates, "options", options));
        assertEquals(List.of("v3", "other"), after.stream().map(r -> r.get("id").asString()).toList(),
                "the newest version answers for its chain; the superseded versions stay out");
        assertEquals(0.9, after.get(0).get("semantic").asDouble(), 1e-9);
        assertEquals(0.4, after.get(1).get("semantic").asDouble(), 1e-9, "a cell without versions keeps its own");
        // with the older versions allowed, each version answers for those it superseded (ties by id)
        options.put("statuses", List.of("valid", "superseded"));
        assertEquals(List.of("v1", "v2", "v3", "other"), neo4j.run(rank, Map.of("ns", ns, "candidates", candidates,
                "options", options)).stream().map(r -> r.get("id").asString()).toList());

        refused(ErrorCode.INVALID_QUERY, "CALL memlineage.recall.rank($ns, $candidates, {versionSimilarity: 'yes'})",
                Map.of("ns", ns, "candidates", candidates));
        refused(ErrorCode.INVALID_QUERY, "CALL memlineage.recall.neighbourhood($ns, ['focus'], [], {olderVersions: 17})",
                Map.of("ns", ns));
    }
    @Test
    void aMemoryUsedInSimilarWorkInheritsItsSimilarityAndPassesItToItsNewestVersion() {
        // the plan "find a venue" used the preference "no car" (through a retrieval); the user has since bought a car
        // (v2 supersedes v1); "quiet places" was never used; "write the email" used "formal" but is unlike the query
        String ns = "usage";
        List<Map<String, Object>> cells = List.of(
                Map.of("id", "v1", "kind", "preference", "content", "no car", "importance", 0.8),
                Map.of("id", "v2", "kind", "preference", "content", "an electric car again", "importance", 0.8),
                Map.of("id", "quiet", "kind", "preference", "content", "quiet places", "importance", 0.8),
                Map.of("id", "formal", "kind", "preference", "content", "formal emails", "importance", 0.8),
                Map.of("id", "venue", "kind", "plan", "content", "find a venue for the party"),
                Map.of("id", "email", "kind", "plan", "content", "write the email"));
        neo4j.run("CALL memlineage.lineage.record($ns, $cells, [])", Map.of("ns", ns, "cells", cells));
        neo4j.run("MATCH (n:MemCell {namespace: $ns, id: 'v2'}), (o:MemCell {namespace: $ns, id: 'v1'}) "
                + "CREATE (n)-[:SUPERSEDES]->(o) SET o.status = 'superseded'", Map.of("ns", ns));
        neo4j.run("UNWIND [['venue', 'v1', 'ret-1'], ['email', 'formal', 'ret-2'], ['venue', 'quiet', null]] AS e "
                + "MATCH (c:MemCell {namespace: $ns, id: e[0]}), (p:MemCell {namespace: $ns, id: e[1]}) "
                + "CREATE (c)-[:DERIVED_FROM {via_retrieval: e[2]}]->(p)", Map.of("ns", ns));
        List<Map<String, Object>> candidates = List.of(
                Map.of("id", "v1", "semantic", 0.05, "routes", List.of("older_version")),
                Map.of("id", "v2", "semantic", 0.1, "routes", List.of("pinned")),
                Map.of("id", "quiet", "semantic", 0.3, "routes", List.of("pinned")),
                Map.of("id", "formal", "semantic", 0.2, "routes", List.of("pinned")),
                Map.of("id", "venue", "semantic", 0.7, "routes", List.of("semantic")),
                Map.of("id", "email", "semantic", 0.15, "routes", List.of("semantic")));
        String rank = "CALL memlineage.recall.rankRead($ns, $candidates, $options) YIELD cell, score, components, traces "
                + "RETURN cell.id AS id, score, components, traces";
        Map<String, Object> options = new HashMap<>(Map.of("k", 10L, "weights", Map.of("semantic", 1.0),
                "statuses", List.of("valid")));
        List<Record> off = neo4j.run(rank, Map.of("ns", ns, "candidates", candidates, "options", options));
        assertEquals(List.of("venue", "quiet", "formal", "email", "v2"), off.stream().map(r -> r.get("id").asString()).toList());
        assertEquals(0.0, off.get(4).get("components").get("usage").asDouble(), "no usage weight: the component is 0");
        options.put("weights", Map.of("semantic", 1.0, "usage", 0.5));
        List<Record> on = neo4j.run(rank, Map.of("ns", ns, "candidates", candidates, "options", options));
        assertEquals(List.of("venue", "v2", "quiet", "formal", "email"), on.stream().map(r -> r.get("id").asString()).toList(),
                "the newest version of what the similar plan used; an edge without a retrieval passes nothing");
        assertEquals(0.7, on.get(1).get("components").get("usage").asDouble(), 1e-9);
        assertEquals(0.1 + 0.5 * 0.7, on.get(1).get("score").asDouble(), 1e-9);
        assertEquals(List.of(Map.of("type", "newer_version", "other", "v1"),
                Map.of("type", "used_in", "other", "venue", "similarity", 0.7)), on.get(1).get("traces").asList(v -> v.asMap()));
        assertEquals(0.15, on.get(3).get("components").get("usage").asDouble(), 1e-9, "formal: used by the email plan");
        assertEquals(0.0, on.get(2).get("components").get("usage").asDouble());
        // the Cypher reference says the same
        Map<String, Object> params = referenceParams(ns, candidates, 10L, Map.of("semantic", 1.0, "usage", 0.5));
        List<Record> reference = neo4j.run(CypherLibrary.query("recall/rank"), params);
        assertEquals(ids(reference), on.stream().map(r -> r.get("id").asString()).toList());
        for (int i = 0; i < on.size(); i++) {
            assertEquals(reference.get(i).get("components").get("usage").asDouble(), on.get(i).get("components").get("usage").asDouble(), 1e-9);
            assertEquals(reference.get(i).get("traces").asObject(), on.get(i).get("traces").asObject());
        }
        // with the superseded version allowed, it keeps what it was used for too
        options.put("statuses", List.of("valid", "superseded"));
        Map<String, Double> usage = new TreeMap<>();
        neo4j.run(rank, Map.of("ns", ns, "candidates", candidates, "options", options))
                .forEach(r -> usage.put(r.get("id").asString(), r.get("components").get("usage").asDouble()));
        assertEquals(0.7, usage.get("v1"), 1e-9);
        refused(ErrorCode.INVALID_QUERY, "CALL memlineage.recall.rank($ns, $candidates, {weights: {usage: -1}})",
                Map.of("ns", ns, "candidates", candidates));

        // what the neighbourhood tells the client's pruning: who may inherit usage (used: v1 itself, v2 through the
        // version it replaced, formal), who passes it on (uses: venue), whose similarity a newer version may inherit
        // (replaced: v1); the preferences are of a premise kind (premise) with a derived cell, directly or through the
        // version they replaced (rested_on: as one of rank's premise picks each may inherit a premise credit); quiet's
        // edge carries no retrieval, and the venue plan recorded a use(), so it credits no premise (no premise_user)
        Map<String, List<Object>> roles = new TreeMap<>();
        for (String focus : List.of("venue", "quiet")) {
            neo4j.run("CALL memlineage.recall.neighbourhood($ns, [$focus], [], {maxHops: 1, pinnedKinds: ['preference']}) "
                    + "YIELD id, roles RETURN id, roles", Map.of("ns", ns, "focus", focus))
                    .forEach(r -> roles.put(r.get("id").asString(), r.get("roles").asList()));
        }
        assertEquals(Map.of("v1", List.of("used", "premise", "rested_on", "replaced"),
                "v2", List.of("used", "premise", "rested_on"), "quiet", List.of("premise", "rested_on"),
                "formal", List.of("used", "premise", "rested_on"), "venue", List.of("uses")), roles);
    }

    @Test
    void workBuiltOnTheWholeProfilePassesItsSimilarityToTheTwoPremisesMostRelatedToTheQuery() {
        // a task derives from five standing memories (the profile it was given, no retrieval) and from its request;
        // "aisle" was superseded by "window" since. The question ("book the flight") is most like the task (0.6); among
        // the premises, "window" (0.2, by its own similarity) and "budget" (0.18) are the most related, "aisle" (0.5,
        // superseded) stands for its newest version, and the rest are further; the request is no premise (user_input)
        String ns = "premises";
        List<Map<String, Object>> cells = new ArrayList<>();
        for (String[] c : new String[][] {{"aisle", "preference"}, {"window", "preference"}, {"budget", "constraint"},
                {"coffee", "preference"}, {"dog", "constraint"}, {"stairs", "constraint"}, {"request", "user_input"},
                {"task", "task"}, {"plan", "plan"}}) {
            cells.add(Map.of("id", c[0], "kind", c[1], "content", c[0], "importance", 0.5));
        }
        List<Map<String, Object>> edges = new ArrayList<>();
        for (String parent : List.of("aisle", "budget", "coffee", "dog", "stairs", "request")) {
            edges.add(Map.of("child", "task", "parent", parent));
        }
        edges.add(Map.of("child", "plan", "parent", "task"));
        neo4j.run("CALL memlineage.lineage.record($ns, $cells, $edges)", Map.of("ns", ns, "cells", cells, "edges", edges));
        neo4j.run("MATCH (n:MemCell {namespace: $ns, id: 'window'}), (o:MemCell {namespace: $ns, id: 'aisle'}) "
                + "CREATE (n)-[:SUPERSEDES]->(o) SET o.status = 'superseded'", Map.of("ns", ns));
        List<Map<String, Object>> candidates = List.of(
                Map.of("id", "aisle", "semantic", 0.5, "routes", List.of("older_version")),
                Map.of("id", "window", "semantic", 0.2, "routes", List.of("pinned")),
                Map.of("id", "budget", "semantic", 0.18, "routes", List.of("pinned")),
                Map.of("id", "coffee", "semantic", 0.1, "routes", List.of("pinned")),
                Map.of("id", "dog", "semantic", 0.05, "routes", List.of("pinned")),
                Map.of("id", "request", "semantic", 0.4, "routes", List.of("semantic")),
                Map.of("id", "task", "semantic", 0.6, "routes", List.of("semantic")),
                Map.of("id", "plan", "semantic", 0.3, "routes", List.of("semantic")));
        String rank = "CALL memlineage.recall.rankRead($ns, $candidates, $options) YIELD cell, score, components, traces "
                + "RETURN cell.id AS id, score, components, traces";
        Map<String, Object> options = new HashMap<>(Map.of("k", 10L, "weights", Map.of("semantic", 1.0, "usage", 0.5),
                "statuses", List.of("valid")));
        List<Record> on = neo4j.run(rank, Map.of("ns", ns, "candidates", candidates, "options", options));
        Map<String, Double> usage = new TreeMap<>();
        on.forEach(r -> usage.put(r.get("id").asString(), r.get("components").get("usage").asDouble()));
        assertEquals(Map.of("window", 0.6, "budget", 0.6, "coffee", 0.0, "dog", 0.0, "request", 0.0, "task", 0.0, "plan", 0.0),
                usage, "the two premises most similar to the query get the task's similarity; the plan's task is no premise");
        assertEquals(List.of("task", "window", "budget", "request", "plan", "coffee", "dog"),
                on.stream().map(r -> r.get("id").asString()).toList(), "window 0.2 + 0.5 * 0.6, budget 0.18 + 0.5 * 0.6");
        assertEquals(List.of(Map.of("type", "newer_version", "other", "aisle"),
                Map.of("type", "used_in", "other", "task", "similarity", 0.6)), on.get(1).get("traces").asList(v -> v.asMap()));
        // without the usage weight nothing passes
        options.put("weights", Map.of("semantic", 1.0));
        assertEquals(List.of("task", "request", "plan", "window", "budget", "coffee", "dog"),
                neo4j.run(rank, Map.of("ns", ns, "candidates", candidates, "options", options)).stream()
                        .map(r -> r.get("id").asString()).toList());
        // the Cypher reference says the same
        List<Record> reference = neo4j.run(CypherLibrary.query("recall/rank"),
                referenceParams(ns, candidates, 10L, Map.of("semantic", 1.0, "usage", 0.5)));
        assertEquals(ids(reference), on.stream().map(r -> r.get("id").asString()).toList());
        for (int i = 0; i < on.size(); i++) {
            assertEquals(reference.get(i).get("components").get("usage").asDouble(), on.get(i).get("components").get("usage").asDouble(), 1e-9);
            assertEquals(reference.get(i).get("score").asDouble(), on.get(i).get("score").asDouble(), 1e-9);
            assertEquals(reference.get(i).get("traces").asObject(), on.get(i).get("traces").asObject());
        }
        // what the client's pruning proves its ranking with: the 4 premises most similar (window 0.2, budget 0.18,
        // coffee 0.1, dog 0.05), the picks among them credited; coffee and dog have no usage
        String summary = "CALL memlineage.recall.rankRead($ns, $candidates, $options) YIELD premises RETURN premises LIMIT 1";
        options.put("weights", Map.of("semantic", 1.0, "usage", 0.5));
        assertEquals(premises(0.05, 0.18, 0.0), neo4j.run(summary, Map.of("ns", ns, "candidates", candidates,
                "options", options)).get(0).get("premises").asMap());
        // the task left out of the ranking (usageOnly, as the client's pruning sends it): never a hit, the same credits
        List<Map<String, Object>> userOnly = new ArrayList<>();
        for (Map<String, Object> c : candidates) {
            Map<String, Object> m = new HashMap<>(c);
            if ("task".equals(c.get("id"))) m.put("usageOnly", true);
            userOnly.add(m);
        }
        Map<String, Double> credited = new TreeMap<>();
        List<Record> withoutTask = neo4j.run(rank, Map.of("ns", ns, "candidates", userOnly, "options", options));
        withoutTask.forEach(r -> credited.put(r.get("id").asString(), r.get("components").get("usage").asDouble()));
        assertEquals(Map.of("window", 0.6, "budget", 0.6, "coffee", 0.0, "dog", 0.0, "request", 0.0, "plan", 0.0), credited);
        List<Record> withoutTaskReference = neo4j.run(CypherLibrary.query("recall/rank"),
                referenceParams(ns, userOnly, 10L, Map.of("semantic", 1.0, "usage", 0.5)));
        assertEquals(ids(withoutTaskReference), withoutTask.stream().map(r -> r.get("id").asString()).toList());
        for (int i = 0; i < withoutTask.size(); i++) {
            assertEquals(withoutTaskReference.get(i).get("score").asDouble(), withoutTask.get(i).get("score").asDouble(), 1e-9);
        }
        // window less alike than budget and coffee (third of the four): not a pick, but the newest version of the aisle
        // seat the task rested on, so it still inherits the task's similarity; dog (fourth) and coffee's picks as before
        List<Map<String, Object>> third = new ArrayList<>();
        for (Map<String, Object> c : candidates) {
            Map<String, Object> m = new HashMap<>(c);
            if ("window".equals(c.get("id"))) m.put("semantic", 0.09);
            if ("coffee".equals(c.get("id"))) m.put("semantic", 0.15);
            third.add(m);
        }
        Map<String, Double> thirdUsage = new TreeMap<>();
        List<Record> thirdRows = neo4j.run(rank, Map.of("ns", ns, "candidates", third, "options", options));
        thirdRows.forEach(r -> thirdUsage.put(r.get("id").asString(), r.get("components").get("usage").asDouble()));
        assertEquals(Map.of("window", 0.6, "budget", 0.6, "coffee", 0.6, "dog", 0.0, "request", 0.0, "task", 0.0,
                "plan", 0.0), thirdUsage, "the picks budget and coffee, and window as the replaced aisle seat's newest");
        List<Record> thirdReference = neo4j.run(CypherLibrary.query("recall/rank"),
                referenceParams(ns, third, 10L, Map.of("semantic", 1.0, "usage", 0.5)));
        assertEquals(ids(thirdReference), thirdRows.stream().map(r -> r.get("id").asString()).toList());
        for (int i = 0; i < thirdRows.size(); i++) {
            assertEquals(thirdReference.get(i).get("score").asDouble(), thirdRows.get(i).get("score").asDouble(), 1e-9);
        }
        // the roles the client's pruning reads: the premises may be picks and inherit a premise credit (window through
        // the version it replaced), the task passes its similarity on to the picks (it recorded no use()); no usage
        // through a retrieval anywhere
        Map<String, List<Object>> roles = new TreeMap<>();
        neo4j.run("CALL memlineage.recall.neighbourhood($ns, ['plan'], [], {maxHops: 2}) YIELD id, roles RETURN id, roles",
                Map.of("ns", ns)).forEach(r -> roles.put(r.get("id").asString(), r.get("roles").asList()));
        assertEquals(List.of("premise_user"), roles.get("task"));
        assertEquals(List.of("premise", "rested_on"), roles.get("budget"));
        assertEquals(List.of("used", "premise", "rested_on"), roles.get("window"),
                "through the version it replaced: as its newest version it may inherit, pick or not");
        assertEquals(List.of(), roles.get("request"));

        // once the task's work records what it applied (the plan use()d "coffee"), that says it: no premise credit
        neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 'plan'}), (p:MemCell {namespace: $ns, id: 'coffee'}) "
                + "CREATE (c)-[:DERIVED_FROM {via_retrieval: 'ret-1'}]->(p)", Map.of("ns", ns));
        options.put("weights", Map.of("semantic", 1.0, "usage", 0.5));
        Map<String, Double> recorded = new TreeMap<>();
        List<Record> used = neo4j.run(rank, Map.of("ns", ns, "candidates", candidates, "options", options));
        used.forEach(r -> recorded.put(r.get("id").asString(), r.get("components").get("usage").asDouble()));
        assertEquals(Map.of("window", 0.0, "budget", 0.0, "coffee", 0.3, "dog", 0.0, "request", 0.0, "task", 0.0, "plan", 0.0),
                recorded);
        List<Record> usedReference = neo4j.run(CypherLibrary.query("recall/rank"),
                referenceParams(ns, candidates, 10L, Map.of("semantic", 1.0, "usage", 0.5)));
        assertEquals(ids(usedReference), used.stream().map(r -> r.get("id").asString()).toList());
        for (int i = 0; i < used.size(); i++) {
            assertEquals(usedReference.get(i).get("score").asDouble(), used.get(i).get("score").asDouble(), 1e-9);
        }
        // the same picks, none credited now, and the task no longer passes its similarity on as premises
        assertEquals(premises(0.05, null, 0.0), neo4j.run(summary, Map.of("ns", ns, "candidates", candidates,
                "options", options)).get(0).get("premises").asMap());
        Map<String, List<Object>> after = new TreeMap<>();
        neo4j.run("CALL memlineage.recall.neighbourhood($ns, ['plan'], [], {maxHops: 2}) YIELD id, roles RETURN id, roles",
                Map.of("ns", ns)).forEach(r -> after.put(r.get("id").asString(), r.get("roles").asList()));
        assertEquals(List.of(), after.get("task"));
        assertEquals(List.of("used", "premise", "rested_on"), after.get("coffee"));
        // without a usage weight rank reports no premises
        options.put("weights", Map.of("semantic", 1.0));
        assertTrue(neo4j.run(summary, Map.of("ns", ns, "candidates", candidates, "options", options)).get(0)
                .get("premises").isNull());
    }

    private static Map<String, Object> premises(Double floor, Double credited, Double usage) {
        Map<String, Object> m = new HashMap<>();
        m.put("floor", floor);
        m.put("credited", credited);
        m.put("usage", usage);
        return m;
    }

    @Test
    void aUseByACandidateThatIsNotReturnedStillPassesUsage() {
        // the plan "find a venue" used "an electric car" and became contaminated (a tool result under it was stale): it
        // is not returned, but it still shows what the agent applied to such work
        String ns = "usage-any-status";
        List<Map<String, Object>> cells = List.of(
                Map.of("id", "car", "kind", "preference", "content", "an electric car again", "importance", 0.8),
                Map.of("id", "quiet", "kind", "preference", "content", "quiet places", "importance", 0.8),
                Map.of("id", "venue", "kind", "plan", "content", "find a venue for the party"));
        neo4j.run("CALL memlineage.lineage.record($ns, $cells, [])", Map.of("ns", ns, "cells", cells));
        neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 'venue'}) SET c.status = 'contaminated'", Map.of("ns", ns));
        neo4j.run("UNWIND [['venue', 'car', 'ret-1']] AS e "
                + "MATCH (c:MemCell {namespace: $ns, id: e[0]}), (p:MemCell {namespace: $ns, id: e[1]}) "
                + "CREATE (c)-[:DERIVED_FROM {via_retrieval: e[2]}]->(p)", Map.of("ns", ns));
        List<Map<String, Object>> candidates = List.of(
                Map.of("id", "car", "semantic", 0.1, "routes", List.of("pinned")),
                Map.of("id", "quiet", "semantic", 0.3, "routes", List.of("pinned")),
                Map.of("id", "venue", "semantic", 0.8, "routes", List.of("semantic")));
        String rank = "CALL memlineage.recall.rankRead($ns, $candidates, $options) YIELD cell, score, components, traces "
                + "RETURN cell.id AS id, score, components, traces";
        Map<String, Object> options = new HashMap<>(Map.of("k", 10L, "weights", Map.of("semantic", 1.0, "usage", 0.5),
                "statuses", List.of("valid")));
        List<Record> on = neo4j.run(rank, Map.of("ns", ns, "candidates", candidates, "options", options));
        assertEquals(List.of("car", "quiet"), on.stream().map(r -> r.get("id").asString()).toList(),
                "the contaminated plan is not returned; what it used is, above a closer preference nobody used");
        assertEquals(0.8, on.get(0).get("components").get("usage").asDouble(), 1e-9);
        assertEquals(0.1 + 0.5 * 0.8, on.get(0).get("score").asDouble(), 1e-9);
        assertEquals(List.of(Map.of("type", "used_in", "other", "venue", "similarity", 0.8)),
                on.get(0).get("traces").asList(v -> v.asMap()));
        assertEquals(0.0, on.get(1).get("components").get("usage").asDouble());
        Map<String, Object> params = referenceParams(ns, candidates, 10L, Map.of("semantic", 1.0, "usage", 0.5));
        List<Record> reference = neo4j.run(CypherLibrary.query("recall/rank"), params);
        assertEquals(ids(reference), on.stream().map(r -> r.get("id").asString()).toList());
        for (int i = 0; i < on.size(); i++) {
            assertEquals(reference.get(i).get("components").get("usage").asDouble(), on.get(i).get("components").get("usage").asDouble(), 1e-9);
            assertEquals(reference.get(i).get("score").asDouble(), on.get(i).get("score").asDouble(), 1e-9);
            assertEquals(reference.get(i).get("traces").asObject(), on.get(i).get("traces").asObject());
        }
    }

    @Test
    void theSentenceBehindASupersededPreferenceStaysOutUnlessSupersededOnesAreAllowed() {
        // "aisle" (stored from the user's sentence saidAisle) was superseded by "window" (from saidWindow); saidBoth gave
        // a preference that was superseded and one that was not; "seat v2" kept the parents of "seat v1" (saidSeat)
        String ns = "replaced-source";
        List<Map<String, Object>> cells = List.of(
                Map.of("id", "saidAisle", "kind", "user_input", "content", "aisle please"),
                Map.of("id", "aisle", "kind", "preference", "content", "aisle seat", "parents", List.of("saidAisle")),
                Map.of("id", "saidWindow", "kind", "user_input", "content", "window from now on"),
                Map.of("id", "window", "kind", "preference", "content", "window seat", "parents", List.of("saidWindow")),
                Map.of("id", "saidBoth", "kind", "user_input", "content", "quiet places, no coffee"),
                Map.of("id", "quiet", "kind", "preference", "content", "quiet places", "parents", List.of("saidBoth")),
                Map.of("id", "coffee", "kind", "preference", "content", "no coffee", "parents", List.of("saidBoth")),
                Map.of("id", "tea", "kind", "preference", "content", "tea is fine", "parents", List.of("saidBoth")),
                Map.of("id", "saidSeat", "kind", "user_input", "content", "front rows"),
                Map.of("id", "seat1", "kind", "preference", "content", "front rows", "parents", List.of("saidSeat")),
                Map.of("id", "seat2", "kind", "preference", "content", "front or middle", "parents", List.of("saidSeat")));
        neo4j.run("CALL memlineage.lineage.record($ns, $cells, [])", Map.of("ns", ns, "cells", cells));
        // the supersessions are dated an hour ahead: as of now, nothing was replaced yet
        neo4j.run("UNWIND [['window', 'aisle'], ['tea', 'coffee'], ['seat2', 'seat1']] AS pair "
                + "MATCH (n:MemCell {namespace: $ns, id: pair[0]}), (o:MemCell {namespace: $ns, id: pair[1]}) "
                + "CREATE (n)-[:SUPERSEDES {at: datetime() + duration('PT1H')}]->(o) SET o.status = 'superseded'",
                Map.of("ns", ns));
        List<Map<String, Object>> candidates = new ArrayList<>();
        String[] ids = {"saidAisle", "aisle", "saidWindow", "window", "saidBoth", "quiet", "coffee", "tea", "saidSeat",
                "seat1", "seat2"};
        for (int i = 0; i < ids.length; i++) {
            candidates.add(Map.of("id", ids[i], "semantic", 0.9 - i * 0.05, "routes", List.of("semantic")));
        }
        String rank = "CALL memlineage.recall.rankRead($ns, $candidates, $options) YIELD cell, score "
                + "RETURN cell.id AS id, score";
        long soon = System.currentTimeMillis() + 60_000;
        Map<String, List<String>> expected = new java.util.LinkedHashMap<>();
        expected.put("valid", List.of("saidWindow", "window", "saidBoth", "quiet", "tea", "saidSeat", "seat2"));
        expected.put("valid+superseded", List.of("saidAisle", "aisle", "saidWindow", "window", "saidBoth", "quiet",
                "coffee", "tea", "saidSeat", "seat1", "seat2"));
        expected.put("asOf", List.of("saidAisle", "aisle", "saidWindow", "window", "saidBoth", "quiet", "coffee", "tea",
                "saidSeat", "seat1", "seat2"));
        for (var e : expected.entrySet()) {
            List<String> statuses = e.getKey().equals("valid+superseded") ? List.of("valid", "superseded") : List.of("valid");
            Long asOf = e.getKey().equals("asOf") ? soon : null;
            Map<String, Object> options = new HashMap<>(Map.of("k", 20L, "weights", Map.of("semantic", 1.0),
                    "statuses", statuses));
            if (asOf != null) options.put("asOf", asOf);
            List<Record> viaJava = neo4j.run(rank, Map.of("ns", ns, "candidates", candidates, "options", options));
            assertEquals(e.getValue(), viaJava.stream().map(r -> r.get("id").asString()).toList(), e.getKey());
            Map<String, Object> params = referenceParams(ns, candidates, 20L, Map.of("semantic", 1.0));
            params.put("statuses", statuses);
            params.put("asOf", asOf);
            assertEquals(e.getValue(), ids(neo4j.run(CypherLibrary.query("recall/rank"), params)),
                    e.getKey() + ": the Cypher reference says the same");
        }
    }

    @Test
    void aReplacedSourceReadOnlyOncePickedGivesWayAsIfEveryCandidateHadBeenFilteredFirst() {
        // rank reads the replaced-source filter of an unpaired, non-premise, non-standing hit only once it is picked:
        // the sentence behind a superseded preference (saidAisle, the most similar) must still give way, with or
        // without a similar pair putting it among the hits read at once, and come back when superseded ones are allowed
        String ns = "replaced-source-lazy";
        List<Map<String, Object>> cells = new ArrayList<>(List.of(
                Map.of("id", "saidAisle", "kind", "user_input", "content", "aisle please"),
                Map.of("id", "aisle", "kind", "preference", "content", "aisle seat", "parents", List.of("saidAisle")),
                Map.of("id", "window", "kind", "preference", "content", "window seat")));
        for (int i = 1; i <= 12; i++) cells.add(Map.of("id", "f" + i, "kind", "fact", "content", "fact " + i));
        neo4j.run("CALL memlineage.lineage.record($ns, $cells, [])", Map.of("ns", ns, "cells", cells));
        neo4j.run("MATCH (n:MemCell {namespace: $ns, id: 'window'}), (o:MemCell {namespace: $ns, id: 'aisle'}) "
                + "CREATE (n)-[:SUPERSEDES {at: datetime()}]->(o) SET o.status = 'superseded'", Map.of("ns", ns));
        List<Map<String, Object>> candidates = new ArrayList<>();
        candidates.add(Map.of("id", "saidAisle", "semantic", 0.95, "routes", List.of("semantic")));
        for (int i = 1; i <= 12; i++) candidates.add(Map.of("id", "f" + i, "semantic", 0.9 - i * 0.02, "routes", List.of("semantic")));
        String rank = "CALL memlineage.recall.rankRead($ns, $candidates, $options) YIELD cell RETURN cell.id AS id";
        for (boolean paired : new boolean[] {false, true}) {
            for (long k : new long[] {1, 3, 13}) {
                Map<String, Object> options = new HashMap<>(Map.of("k", k, "weights", Map.of("semantic", 1.0)));
                if (paired) options.putAll(Map.of("similar", List.of(List.of("saidAisle", "f1", 0.95)), "diversity", 0.5));
                List<String> got = neo4j.run(rank, Map.of("ns", ns, "candidates", candidates, "options", options))
                        .stream().map(r -> r.get("id").asString()).toList();
                List<String> expected = new ArrayList<>();
                for (int i = 1; i <= Math.min(k, 12); i++) expected.add("f" + i);
                assertEquals(expected, got, "k " + k + (paired ? ", paired" : ""));
                if (!paired) {
                    assertEquals(expected, ids(neo4j.run(CypherLibrary.query("recall/rank"),
                            referenceParams(ns, candidates, k, Map.of("semantic", 1.0)))), "the Cypher reference, k " + k);
                }
                options.put("statuses", List.of("valid", "superseded"));
                got = neo4j.run(rank, Map.of("ns", ns, "candidates", candidates, "options", options))
                        .stream().map(r -> r.get("id").asString()).toList();
                assertEquals("saidAisle", got.get(0), "superseded ones allowed, k " + k);
            }
        }
    }

    @Test
    void aReplacedSourcePickedAndThenGivenAwayByTheStandingQuotaIsStillReadAndDropped() {
        // k 2, quota 1: picked as they score, the replaced source saidAisle would be the pick the quota gives away to
        // s2 (the standing memory most similar to the query), leaving [a, s2]; filtered first, the picks are a and s1
        // and the quota gives a away instead: [s1, s2]
        String ns = "replaced-source-quota";
        neo4j.run("CALL memlineage.lineage.record($ns, $cells, [])", Map.of("ns", ns, "cells", List.of(
                Map.of("id", "a", "kind", "fact", "content", "a"),
                Map.of("id", "saidAisle", "kind", "user_input", "content", "aisle please"),
                Map.of("id", "aisle", "kind", "preference", "content", "aisle seat", "parents", List.of("saidAisle")),
                Map.of("id", "window", "kind", "preference", "content", "window seat"),
                Map.of("id", "s1", "kind", "fact", "content", "s1"),
                Map.of("id", "s2", "kind", "fact", "content", "s2"))));
        neo4j.run("MATCH (n:MemCell {namespace: $ns, id: 'window'}), (o:MemCell {namespace: $ns, id: 'aisle'}) "
                + "CREATE (n)-[:SUPERSEDES {at: datetime()}]->(o) SET o.status = 'superseded'", Map.of("ns", ns));
        List<Map<String, Object>> candidates = List.of(
                Map.of("id", "a", "semantic", 0.5, "keyword", 0.45, "routes", List.of("semantic")),
                Map.of("id", "saidAisle", "semantic", 0.5, "keyword", 0.4, "routes", List.of("semantic")),
                Map.of("id", "s1", "semantic", 0.3, "keyword", 0.55, "routes", List.of("standing")),
                Map.of("id", "s2", "semantic", 0.45, "routes", List.of("standing")));
        String rank = "CALL memlineage.recall.rankRead($ns, $candidates, $options) YIELD cell RETURN cell.id AS id";
        Map<String, Object> options = new HashMap<>(Map.of("k", 2L, "weights", Map.of("semantic", 1.0, "keyword", 1.0),
                "standingQuota", 1L));
        assertEquals(List.of("s1", "s2"), neo4j.run(rank, Map.of("ns", ns, "candidates", candidates, "options", options))
                .stream().map(r -> r.get("id").asString()).toList());
        options.put("statuses", List.of("valid", "superseded"));
        assertEquals(List.of("a", "s2"), neo4j.run(rank, Map.of("ns", ns, "candidates", candidates, "options", options))
                .stream().map(r -> r.get("id").asString()).toList(), "superseded ones allowed");
    }

    @Test
    void aCellKeepsItsRolesWhenItTurnsDense() {
        // roles read a sparse cell's edges in one pass (RecallGraph.Links) and a dense one's question by question:
        // the same graph before and after every cell is given 60 MENTIONS (past Neo4j's grouping threshold of 50)
        String ns = "dense-roles";
        List<Map<String, Object>> cells = new ArrayList<>();
        for (String[] c : new String[][] {{"aisle", "preference"}, {"window", "preference"}, {"budget", "constraint"},
                {"note", "fact"}, {"request", "user_input"}, {"task1", "task"}, {"task2", "task"}, {"plan1", "plan"},
                {"plan2", "plan"}, {"step", "plan"}}) {
            cells.add(Map.of("id", c[0], "kind", c[1], "content", c[0], "importance", 0.5));
        }
        List<Map<String, Object>> edges = new ArrayList<>();
        for (String[] e : new String[][] {{"task1", "aisle"}, {"task1", "budget"}, {"task1", "request"}, {"task2", "budget"},
                {"plan1", "task1"}, {"plan2", "task2"}, {"step", "plan1"}}) {
            edges.add(Map.of("child", e[0], "parent", e[1]));
        }
        neo4j.run("CALL memlineage.lineage.record($ns, $cells, $edges)", Map.of("ns", ns, "cells", cells, "edges", edges));
        neo4j.run("MATCH (n:MemCell {namespace: $ns, id: 'window'}), (o:MemCell {namespace: $ns, id: 'aisle'}) "
                + "CREATE (n)-[:SUPERSEDES]->(o) SET o.status = 'superseded'", Map.of("ns", ns));
        neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 'plan2'}), (p:MemCell {namespace: $ns, id: 'note'}) "
                + "CREATE (c)-[:DERIVED_FROM {via_retrieval: 'ret-1'}]->(p)", Map.of("ns", ns));
        String neighbourhood = "CALL memlineage.recall.neighbourhood($ns, [$focus], [], "
                + "{maxHops: 3, olderVersions: 16, pinnedKinds: ['preference', 'constraint', 'task']}) YIELD id, roles "
                + "RETURN id, roles";
        java.util.function.Supplier<Map<String, Map<String, List<Object>>>> rolesByFocus = () -> {
            Map<String, Map<String, List<Object>>> out = new TreeMap<>();
            for (String focus : List.of("step", "plan2", "request")) {
                Map<String, List<Object>> roles = new TreeMap<>();
                neo4j.run(neighbourhood, Map.of("ns", ns, "focus", focus))
                        .forEach(r -> roles.put(r.get("id").asString(), r.get("roles").asList()));
                out.put(focus, roles);
            }
            return out;
        };
        java.util.function.Predicate<String> sparse = id -> {
            try (var tx = neo4j.db().beginTx()) {
                return RecallGraph.Links.of(tx, CypherProcedures.findCell(tx, ns, id)) != null;
            }
        };
        Map<String, Map<String, List<Object>>> before = rolesByFocus.get();
        assertTrue(sparse.test("task1"), "read in one pass");
        Map<String, List<Object>> fromStep = before.get("step");
        assertEquals(List.of("premise_user"), fromStep.get("task1"), "rests on premises, its work recorded no use()");
        assertEquals(List.of("premise", "rested_on", "replaced"), fromStep.get("aisle"));
        assertEquals(List.of("used", "premise", "rested_on"), fromStep.get("window"), "through the version it replaced");
        assertEquals(List.of("premise", "rested_on"), fromStep.get("budget"));
        Map<String, List<Object>> fromPlan2 = before.get("plan2");
        assertEquals(List.of(), fromPlan2.get("task2"), "its work (plan2) recorded a use(): no premise user");
        assertEquals(List.of("used"), fromPlan2.get("note"));
        neo4j.run("MATCH (c:MemCell {namespace: $ns}) UNWIND range(1, 60) AS i "
                + "MERGE (e:Entity {namespace: $ns, name: c.id + '-' + i}) CREATE (c)-[:MENTIONS]->(e)", Map.of("ns", ns));
        for (String id : List.of("aisle", "window", "budget", "note", "task1", "task2", "plan1", "plan2", "step")) {
            assertFalse(sparse.test(id), id + " is dense now");
        }
        assertEquals(before, rolesByFocus.get());
    }
}
