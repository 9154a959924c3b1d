package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;

/**
 * Issue 12, "recall that respects the user": a user's standing constraints live under the user's profile, and a
 * later task derives from the profile, not from them. The standing route of memlineage.recall.neighbourhood
 * brings them to every task under that root (compared with cypher/reference/recall/neighbourhood.cypher, also for
 * a dense root and over a cross-namespace edge), and rank's standingQuota and diversity keep thirty look-alike tool
 * results from crowding them out of the top 10.
 */
@ExtendWith(Neo4jExtension.class)
class StandingRecallTest {
    private static final String NS = "standing";
    private static final String OTHER = "standing-other";
    private static final List<String> PINNED = List.of("preference", "constraint", "task");
    private static final String HOOD = "CALL memlineage.recall.neighbourhood($namespace, $focus, [], {maxHops: $maxHops, "
            + "maxAncestorDepth: $maxAncestorDepth, pinnedLimit: $pinnedLimit, standingKinds: $standingKinds, standingDepth: $standingDepth, "
            + "standingScanLimit: $standingScanLimit})";

    private final TestNeo4j neo4j;

    StandingRecallTest(TestNeo4j neo4j) {
        this.neo4j = neo4j;
    }

    private static Map<String, Object> cell(String id, String kind, String content, Double importance, String... parents) {
        Map<String, Object> c = new HashMap<>(Map.of("id", id, "kind", kind, "content", content));
        if (importance != null) c.put("importance", importance);
        if (parents.length > 0) c.put("parents", List.of(parents));
        return c;
    }

    /**
     * Alice's profile {@code user} with her standing memories: hip, fly (constraints), gluten (fact), health (fact)
     * with knee (constraint) under it and deep (constraint) under knee, old_pref (a preference, invalidated). Task 1
     * (an earlier hiking search) produced thirty look-alike results r01..r30 under one tool call, with four
     * important constraints misc1..4 and a fact r_note below its steps. Task 2, "Plan a hiking day near Innsbruck":
     * t2_in &lt;- t2_plan, t2_alt &lt;- t2_step (the focus), with t2_note (fact) under t2_in, shared (fact) under both
     * t2_plan and t2_alt, t2_fact under task2, and `both` (constraint) under user and task2. A cell of another
     * namespace derives from user over a stray edge.
     */
    @BeforeEach
    void graph() {
        neo4j.reset();
        neo4j.run("CALL memlineage.schema.migrate()");
        List<Map<String, Object>> cells = new ArrayList<>(List.of(
                cell("user", "user_input", "Alice's profile", null),
                cell("hip", "constraint", "No long hikes since the hip operation", 0.9, "user"),
                cell("fly", "constraint", "Afraid of flying", 0.8, "user"),
                cell("gluten", "fact", "Gluten intolerant", 0.9, "user"),
                cell("health", "fact", "Health notes", 0.6, "user"),
                cell("knee", "constraint", "Knee brace on descents", 0.6, "health"),
                cell("deep", "constraint", "Physio every Tuesday", 0.5, "knee"),
                cell("old_pref", "preference", "Likes long ridge walks", 0.85, "user"),
                cell("task1", "task", "Find alpine hikes", null, "user"),
                cell("t1_in", "user_input", "list alpine hikes", null, "task1"),
                cell("t1_call", "tool_call", "search(alpine hikes)", null, "t1_in"),
                cell("task2", "task", "Plan a hiking day near Innsbruck", null, "user"),
                cell("t2_in", "user_input", "plan a hiking day near Innsbruck", null, "task2"),
                cell("t2_plan", "plan", "pick a route, then transport", null, "t2_in"),
                cell("t2_alt", "plan", "or a lake walk", null, "t2_in"),
                cell("t2_step", "llm_reasoning", "which route fits?", null, "t2_plan", "t2_alt"),
                cell("t2_note", "fact", "Innsbruck is in Tyrol", 0.3, "t2_in"),
                cell("shared", "fact", "both plans start in town", 0.3, "t2_plan", "t2_alt"),
                cell("t2_fact", "fact", "trains run hourly", 0.3, "task2"),
                cell("both", "constraint", "Back home by 6 pm", 0.7, "user", "task2")));
        for (int i = 1; i <= 30; i++) {
            cells.add(cell(String.format("r%02d", i), "tool_result", "Alpine hike " + i + ": 25 km, 1,400 m of climbing",
                    null, "t1_call"));
        }
        for (int i = 1; i <= 4; i++) cells.add(cell("misc" + i, "constraint", "misc constraint " + i, 0.95, "t1_in"));
        cells.add(cell("r_note", "fact", "the third hike is closed", 0.3, "r03"));
        neo4j.run("CALL memlineage.lineage.record($ns, $cells)", Map.of("ns", NS, "cells", cells));
        neo4j.run("CALL memlineage.contamination.invalidate($ns, 'old_pref', 'changed her mind')", Map.of("ns", NS));
        neo4j.run("CALL memlineage.lineage.record($ns, [{id: 'intruder', kind: 'constraint', content: 'not Alice\\'s'}])",
                Map.of("ns", OTHER));
        neo4j.run("MATCH (x:MemCell {namespace: $other, id: 'intruder'}), (u:MemCell {namespace: $ns, id: 'user'}) "
                + "CREATE (x)-[:DERIVED_FROM]->(u)", Map.of("ns", NS, "other", OTHER));
    }

    private static Map<String, Object> params(List<String> focus, long scanLimit, long depth, List<String> kinds) {
        Map<String, Object> p = new HashMap<>(Map.of("namespace", NS, "focus", focus, "entities", List.of(), "maxHops", 3L,
                "maxAncestorDepth", 50L, "pinnedKinds", PINNED, "pinnedLimit", 0L));
        p.put("standingKinds", kinds);
        p.put("standingDepth", depth);
        p.put("standingScanLimit", scanLimit);
        return p;
    }

    /** id -> "sorted routes | nearest route | distance | anchor" for the candidates with a nearest map. */
    private static Map<String, String> hood(List<Record> rows) {
        Map<String, String> out = new TreeMap<>();
        for (Record r : rows) {
            List<String> routes = new ArrayList<>(r.get("routes").asList(v -> v.asString()));
            java.util.Collections.sort(routes);
            Map<String, Object> n = r.get("nearest").isNull() ? Map.of() : r.get("nearest").asMap();
            out.put(r.get("id").asString(), routes + " | " + n.get("route") + " | " + n.get("distance") + " | " + n.get("anchor"));
        }
        return out;
    }

    @Test
    void standingMemoriesOfTheUserReachEveryTaskUnderTheRootAsTheCypherReferenceStatesIt() {
        List<String> kinds = StandingRoute.DEFAULT_KINDS;
        for (List<String> focus : List.of(List.of("t2_step"), List.of("r07"), List.of("t2_step", "r07"), List.of("t2_in"))) {
            // 1000: every ancestor walked; 5: user (9 children, one from another namespace) and t1_call (30) are
            // dense; 0: every ancestor is
            for (long scanLimit : List.of(1000L, 5L, 0L)) {
                for (long depth : List.of(1L, 2L)) {
                    Map<String, Object> p = params(focus, scanLimit, depth, kinds);
                    Map<String, String> viaJava = hood(neo4j.run(HOOD, p));
                    String label = focus + " scanLimit " + scanLimit + " depth " + depth;
                    assertEquals(hood(neo4j.run(CypherLibrary.query("recall/neighbourhood"), p)), viaJava, label);
                    assertFalse(viaJava.containsKey("intruder"), "another namespace: " + label);
                    assertValidVia(p, label);
                }
            }
        }
        Map<String, String> hood = hood(neo4j.run(HOOD, params(List.of("t2_step"), 1000L, 2L, kinds)));
        // step -> plan -> t2_in -> task2 -> user: 4 up, 1 down; beyond maxHops 3, so lineage never found it
        assertEquals("[standing] | standing | 5 | user", hood.get("hip"));
        assertEquals("[standing] | standing | 5 | user", hood.get("fly"));
        assertEquals("[standing] | standing | 6 | user", hood.get("knee"), "two steps below the root");
        assertFalse(hood.containsKey("deep"), "three steps below: beyond standingDepth");
        assertEquals("[standing] | standing | 4 | task2", hood.get("both"), "the nearest anchor: task2, 3 steps up");
        assertEquals("[lineage, standing] | lineage | 3 | t2_in", hood.get("t2_note"), "a tie keeps the lineage route");
        assertEquals("[lineage, standing] | lineage | 2 | t2_alt", hood.get("shared"), "anchors 1 step up: ties by id");
        assertEquals("[standing] | standing | 5 | user", hood.get("old_pref"), "a walked root: any status (rank filters)");
        assertEquals("[lineage] | lineage | 2 | null", hood.get("t2_in"), "an ancestor is not standing");
        assertFalse(hood.containsKey("r01"), "a tool result is not of a standing kind");

        // dense root: the index gives the 5 most important valid constraints (misc1..4, hip), so fly and knee are not
        // read, nor old_pref (invalid); both still comes through task2, which is walked
        Map<String, String> dense = hood(neo4j.run(HOOD, params(List.of("t2_step"), 5L, 2L, kinds)));
        assertEquals("[standing] | standing | 5 | user", dense.get("hip"));
        assertEquals("[standing] | standing | 5 | user", dense.get("gluten"));
        assertFalse(dense.containsKey("fly"), dense.toString());
        assertFalse(dense.containsKey("knee"), dense.toString());
        assertFalse(dense.containsKey("old_pref"), dense.toString());
        assertEquals("[standing] | standing | 4 | task2", dense.get("both"));

        // the route off: no standing candidate, no anchor
        Map<String, String> off = hood(neo4j.run(HOOD, params(List.of("t2_step"), 1000L, 2L, List.of())));
        assertFalse(off.containsKey("hip"));
        assertTrue(off.values().stream().noneMatch(v -> v.contains("standing") || !v.endsWith("| null")), off.toString());
    }

    /** via: a focus cell first, the candidate last, distance + 1 ids, consecutive ones linked, the anchor on it. */
    private void assertValidVia(Map<String, Object> p, String label) {
        for (Record r : neo4j.run(HOOD + " YIELD id, nearest WHERE nearest.route = 'standing' "
                + "RETURN id, nearest.distance AS d, nearest.via AS via, nearest.anchor AS anchor", p)) {
            List<String> via = r.get("via").asList(v -> v.asString());
            assertEquals(r.get("d").asLong() + 1, via.size(), label + " " + via);
            assertTrue(((List<?>) p.get("focus")).contains(via.get(0)), label + " " + via);
            assertEquals(r.get("id").asString(), via.get(via.size() - 1), label);
            assertTrue(via.contains(r.get("anchor").asString()), label + " " + via);
            for (int i = 1; i < via.size(); i++) {
                assertTrue(neo4j.run("MATCH (:MemCell {namespace: $ns, id: $a})-[:DERIVED_FROM]-(:MemCell {namespace: $ns, id: $b}) "
                        + "RETURN count(*) AS n", Map.of("ns", NS, "a", via.get(i - 1), "b", via.get(i))).get(0).get("n").asLong() > 0,
                        label + " " + via);
            }
        }
    }

    /** A query file of the Python client (the tests run in plugins/procedures). */
    static String clientQuery(String name) {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("..", "..", "cypher", "client", name + ".cypher"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void theClientRowCarriesTheAnchorAndBadStandingOptionsAreRefused() {
        Map<String, Object> params = Map.of("namespace", NS, "focus", List.of("t2_step"), "entities", List.of(),
                "options", Map.of());
        Map<String, List<Object>> rows = new TreeMap<>();
        for (Object row : neo4j.run(clientQuery("recall_neighbourhood"), params).get(0)
                .get("candidates").asList()) {
            List<Object> candidate = (List<Object>) row;
            assertEquals(7, candidate.size(), "[id, routes, distance, via, elementId, anchor, roles]");
            rows.put((String) candidate.get(0), candidate);
        }
        assertEquals("user", rows.get("hip").get(5));
        assertEquals(5L, rows.get("hip").get(2));
        assertNull(rows.get("t2_in").get(5), "not standing: no anchor");
        assertEquals(List.of("premise"), rows.get("hip").get(6),
                "no retrieval used it, nothing replaced it, nothing derives from it: only of a premise kind");

        String call = "CALL memlineage.recall.neighbourhood($ns, ['t2_step'], [], $options)";
        neo4j.refused(ErrorCode.UNKNOWN_KIND, call, Map.of("ns", NS, "options", Map.of("standingKinds", List.of("mood"))));
        for (Map<String, Object> bad : List.of(Map.<String, Object>of("standingDepth", 0L), Map.<String, Object>of("standingDepth", 21L),
                Map.<String, Object>of("standingScanLimit", -1L), Map.<String, Object>of("standingKinds", "constraint"))) {
            neo4j.refused(ErrorCode.INVALID_QUERY, call, Map.of("ns", NS, "options", bad));
        }
    }

    // --------------------------------------------------------------------------------- the issue

    /**
     * The recall of the issue: the neighbourhood of the new task's step (the client's defaults: the constraints are
     * pinned too) plus the thirty look-alikes found by similarity.
     */
    private List<Map<String, Object>> candidates() {
        List<Map<String, Object>> out = new ArrayList<>();
        Map<String, Object> p = params(List.of("t2_step"), 1000L, 2L, StandingRoute.DEFAULT_KINDS);
        p.put("pinnedLimit", 20L);
        for (Record r : neo4j.run(HOOD + " YIELD id, routes, nearest RETURN id, routes, nearest.distance AS distance", p)) {
            Map<String, Object> c = new HashMap<>();
            c.put("id", r.get("id").asString());
            c.put("routes", r.get("routes").asList());
            c.put("distance", r.get("distance").asObject());
            c.put("semantic", r.get("id").asString().equals("hip") ? 0.45 : 0.2);
            out.add(c);
        }
        for (int i = 1; i <= 30; i++) {
            out.add(new HashMap<>(Map.of("id", String.format("r%02d", i), "semantic", 0.82 - i / 1000.0, "routes", List.of("semantic"))));
        }
        return out;
    }

    /** Every pair of look-alikes, at 0.97. */
    private static List<List<Object>> lookAlikes() {
        List<List<Object>> pairs = new ArrayList<>();
        for (int i = 1; i <= 30; i++) {
            for (int j = i + 1; j <= 30; j++) pairs.add(List.of(String.format("r%02d", i), String.format("r%02d", j), 0.97));
        }
        return pairs;
    }

    private List<Record> rank(Map<String, Object> extra) {
        Map<String, Object> options = new HashMap<>(Map.of("k", 10L, "record", false, "exclude", List.of("t2_step"),
                "focus", List.of("t2_step"), "weights", Map.of("semantic", 0.55, "keyword", 0.08, "lineage", 0.15,
                        "importance", 0.06, "recency", 0.05, "usefulness", 0.03, "pinned", 0.08)));
        options.putAll(extra);
        return neo4j.run("CALL memlineage.recall.rankRead($ns, $candidates, $options)",
                Map.of("ns", NS, "candidates", candidates(), "options", options));
    }

    private static List<String> ids(List<Record> rows) {
        return rows.stream().map(r -> (String) r.get("cell").asMap().get("id")).toList();
    }

    @Test
    void planningAHikeRecallsTheHipConstraintInsteadOfNineLookAlikes() {
        List<String> before = ids(rank(Map.of()));
        assertFalse(before.contains("hip"), before.toString());
        assertTrue(before.stream().filter(id -> id.matches("r\\d\\d")).count() >= 9, before.toString());

        // a quota of one standing memory with some relevance: hip replaces the last look-alike
        List<Record> quota = rank(Map.of("standingQuota", 1L, "standingFloor", 0.3));
        assertTrue(ids(quota).contains("hip"), ids(quota).toString());
        assertEquals(10, quota.size());
        assertFalse(ids(rank(Map.of("standingQuota", 1L, "standingFloor", 0.5))).contains("hip"), "below the floor");

        // diversity: one look-alike stands for the other 29
        List<Record> diverse = rank(Map.of("similar", lookAlikes(), "diversity", 0.6));
        List<String> ids = ids(diverse);
        assertEquals(1, ids.stream().filter(id -> id.matches("r\\d\\d")).count(), ids.toString());
        assertTrue(ids.contains("hip"), ids.toString());
        Record first = diverse.get(ids.indexOf("r01"));
        Map<String, Object> group = first.get("traces").asList(v -> v.asMap()).stream()
                .filter(t -> "near_duplicates".equals(t.get("type"))).findFirst().orElseThrow();
        assertEquals(29L, group.get("count"));
        assertEquals(List.of("r02", "r03", "r04", "r05", "r06"), group.get("ids"), "five, all at 0.97: by id");
        // the second ranking runs later: recency has moved every score by ~1e-9 per second since (a diversity
        // penalty would move it by ~0.5), so the tolerance allows a slow host
        assertEquals(first.get("score").asDouble(), rank(Map.of()).get(0).get("score").asDouble(), 1e-6,
                "the returned score is the hit's own");
    }
}
