package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import org.neo4j.driver.exceptions.ClientException;

/**
 * Memory traces in recall: usage traces (record's `via`, memlineage.recall.usage, last_used_at), the
 * newer_version route, traces and open conflicts in rank, point-in-time belief (rank's asOf,
 * memlineage.lineage.getAsOf) and learning from outcomes (memlineage.recall.outcome). The Java is compared
 * with cypher/reference/recall/*.cypher; every refused call is checked to write nothing; every cell also
 * exists in a second namespace, which no call on the first may touch.
 */
@ExtendWith(Neo4jExtension.class)
class RecallTracesTest {
    private static final String NS = "recall-traces";
    private static final String OTHER = "recall-traces-other";
    private static final long T0 = 1_700_000_000_000L;
    private static final long DAY = 86_400_000L;
    private static final List<String> PINNED = List.of("preference", "constraint", "task");
    private static final String RANK = "CALL memlineage.recall.rank($ns, $candidates, $options)";
    private static final String OUTCOME = "CALL memlineage.recall.outcome($ns, $retrievals, $success, $by, $options) "
            + "YIELD cells, pairs RETURN cells, pairs";

    private final TestNeo4j neo4j;

    RecallTracesTest(TestNeo4j neo4j) {
        this.neo4j = neo4j;
    }

    private static long day(double d) {
        return T0 + Math.round(d * DAY);
    }

    private static Map<String, Object> cell(String id, String kind, double created, String... parents) {
        Map<String, Object> c = new HashMap<>(Map.of("id", id, "kind", kind, "content", "content of " + id,
                "created_at", day(created)));
        if (parents.length > 0) c.put("parents", List.of(parents));
        return c;
    }

    private static Map<String, Object> params(Object... keyValues) {
        Map<String, Object> p = new HashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) p.put((String) keyValues[i], keyValues[i + 1]);
        return p;
    }

    /**
     * A timeline, in days after T0 (events are made now, then dated by rewriting their timestamps):
     * task, root (0); pref_old, alt_old (1); fact <- root, pref_old, alt_old (2); out <- fact (3); step <- task, fact
     * (4, the focus); late <- root (8); linked (1), linked to root at 6.5. pref_old superseded by pref_mid at 2.5,
     * pref_mid by pref_new at 3.5; alt_old by alt_new at 2.5, alt_new invalidated at 2.6 (active). Contradictions
     * a1/a2 (opened 4, open) and b1/b2 (opened 4, resolved at 9 keeping b2); a2 SUPPORTS fact, b2 SUPPORTS step,
     * a1 SUPPORTS out (all at 4.2). root invalidated at 6, restored at 7.
     */
    @BeforeEach
    void timeline() {
        neo4j.reset();
        neo4j.run("CALL memlineage.schema.migrate()");
        for (String ns : List.of(NS, OTHER)) {
            List<Map<String, Object>> cells = List.of(cell("task", "task", 0), cell("root", "user_input", 0),
                    cell("pref_old", "preference", 1), cell("pref_mid", "preference", 2), cell("pref_new", "preference", 3),
                    cell("alt_old", "constraint", 1), cell("alt_new", "constraint", 2),
                    cell("fact", "fact", 2, "root", "pref_old", "alt_old"), cell("out", "llm_output", 3, "fact"),
                    cell("step", "user_input", 4, "task", "fact"), cell("late", "fact", 8, "root"), cell("linked", "fact", 1),
                    cell("a1", "fact", 2), cell("a2", "fact", 3), cell("b1", "fact", 2), cell("b2", "fact", 3));
            neo4j.run("CALL memlineage.lineage.record($ns, $cells)", params("ns", ns, "cells", cells));
            neo4j.run("CALL memlineage.traces.supersede($ns, 'pref_old', 'pref_mid')", params("ns", ns));
            neo4j.run("CALL memlineage.traces.supersede($ns, 'pref_mid', 'pref_new')", params("ns", ns));
            neo4j.run("CALL memlineage.traces.supersede($ns, 'alt_old', 'alt_new')", params("ns", ns));
            neo4j.run("CALL memlineage.contamination.invalidate($ns, 'alt_new', 'wrong')", params("ns", ns));
            neo4j.run("CALL memlineage.traces.openConflict($ns, 'a1', 'a2', {id: 'cf-a'})", params("ns", ns));
            neo4j.run("CALL memlineage.traces.openConflict($ns, 'b1', 'b2', {id: 'cf-b'})", params("ns", ns));
            neo4j.run("CALL memlineage.traces.resolve($ns, 'cf-b', 'b2')", params("ns", ns));
            for (String[] s : List.of(new String[] {"a2", "fact"}, new String[] {"b2", "step"}, new String[] {"a1", "out"})) {
                neo4j.run("CALL memlineage.traces.relate($ns, $from, $to, 'SUPPORTS')", params("ns", ns, "from", s[0], "to", s[1]));
            }
            neo4j.run("CALL memlineage.lineage.link($ns, 'linked', ['root'])", params("ns", ns));
            String inv = neo4j.run("CALL memlineage.contamination.invalidate($ns, 'root', 'wrong') YIELD invalidation "
                    + "RETURN invalidation", params("ns", ns)).get(0).get(0).asString();
            neo4j.run("CALL memlineage.contamination.restore($ns, $inv)", params("ns", ns, "inv", inv));
            date(ns, "MATCH (:MemCell {namespace: $ns, id: 'pref_mid'})-[x:SUPERSEDES]->(:MemCell {id: 'pref_old'}) SET x.at = $t", 2.5);
            date(ns, "MATCH (:MemCell {namespace: $ns, id: 'pref_new'})-[x:SUPERSEDES]->(:MemCell {id: 'pref_mid'}) SET x.at = $t", 3.5);
            date(ns, "MATCH (:MemCell {namespace: $ns, id: 'alt_new'})-[x:SUPERSEDES]->(:MemCell {id: 'alt_old'}) SET x.at = $t", 2.5);
            date(ns, "MATCH (x:Invalidation {namespace: $ns, cell_id: 'alt_new'}) SET x.at = $t", 2.6);
            date(ns, "MATCH (x:Invalidation {namespace: $ns, cell_id: 'root'}) SET x.at = $t", 6);
            date(ns, "MATCH (x:Invalidation {namespace: $ns, cell_id: 'root'}) SET x.restored_at = $t", 7);
            date(ns, "MATCH (x:Conflict {namespace: $ns}) SET x.at = $t", 4);
            date(ns, "MATCH (x:Conflict {namespace: $ns, id: 'cf-b'}) SET x.resolved_at = $t", 9);
            date(ns, "MATCH (:MemCell {namespace: $ns, id: 'b2'})-[x:SUPERSEDES]->(:MemCell {id: 'b1'}) SET x.at = $t", 9);
            date(ns, "MATCH (:MemCell {namespace: $ns})-[x:SUPPORTS]->() SET x.at = $t", 4.2);
            date(ns, "MATCH (:MemCell {namespace: $ns, id: 'linked'})-[x:DERIVED_FROM]->() SET x.at = $t", 6.5);
        }
    }

    private void date(String ns, String query, double d) {
        neo4j.run(query, params("ns", ns, "t", java.time.Instant.ofEpochMilli(day(d)).atZone(java.time.ZoneOffset.UTC)));
    }

    // ---------------------------------------------------------------------------------------- helpers




    private static Map<String, Object> with(Map<String, Object> base, Object... keyValues) {
        Map<String, Object> out = new HashMap<>(base);
        for (int i = 0; i < keyValues.length; i += 2) out.put((String) keyValues[i], keyValues[i + 1]);
        return out;
    }

    private Object property(String id, String key) {
        return neo4j.run("MATCH (c:MemCell {namespace: $ns, id: $id}) RETURN c[$key] AS v", params("ns", NS, "id", id, "key", key))
                .get(0).get("v").asObject();
    }

    private String asOfStatus(String id, double d) {
        return (String) neo4j.run("CALL memlineage.lineage.getAsOf($ns, $id, $t)", params("ns", NS, "id", id, "t", day(d)))
                .get(0).get("cell").asMap().get("status");
    }

    private static List<String> ids(List<Record> rows) {
        return rows.stream().map(r -> (String) r.get("cell").asMap().get("id")).toList();
    }

    private static Map<String, Object> candidate(String id, double semantic) {
        return Map.of("id", id, "semantic", semantic, "routes", List.of("semantic"));
    }

    /** A recorded retrieval returning {@code ids} in that order (semantic scores descending). */
    private String retrieve(String ns, String query, String... ids) {
        try {
            Thread.sleep(3); // retrievals made one after the other have distinct times
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<Map<String, Object>> candidates = new ArrayList<>();
        for (int i = 0; i < ids.length; i++) candidates.add(candidate(ids[i], 0.9 - i * 0.1));
        return neo4j.run(RANK + " YIELD retrieval RETURN retrieval", params("ns", ns, "candidates", candidates, "options",
                Map.of("k", 10, "weights", Map.of("semantic", 1.0), "statuses", Validation.STATUSES, "query", query)))
                .get(0).get(0).asString();
    }

    // --------------------------------------------------------------------------------- point in time

    @Test
    void getAsOfGivesTheStatusAsItWasThen() {
        assertEquals("valid", asOfStatus("pref_old", 1.5));
        assertEquals("valid", asOfStatus("pref_old", 2.4), "superseded only at 2.5: its stored base status is later's");
        assertEquals("superseded", asOfStatus("pref_old", 2.5), "at asOf itself counts");
        assertEquals("valid", asOfStatus("alt_new", 2.55));
        assertEquals("invalid", asOfStatus("alt_new", 2.7));
        assertEquals("superseded", asOfStatus("alt_old", 2.7));
        assertEquals("valid", asOfStatus("root", 5.9));
        assertEquals("invalid", asOfStatus("root", 6.2));
        for (String id : List.of("fact", "out", "step")) assertEquals("contaminated", asOfStatus(id, 6.2), id);
        assertEquals("valid", asOfStatus("linked", 6.2), "its edge to root was added at 6.5");
        assertEquals("contaminated", asOfStatus("linked", 6.7));
        assertEquals("valid", asOfStatus("root", 7.0), "restored at 7: not in force at 7");
        assertEquals("valid", asOfStatus("fact", 7.5));
        assertEquals("valid", asOfStatus("b1", 8.9));
        assertEquals("superseded", asOfStatus("b1", 9.5));
        // now: the stored status of every cell
        long now = System.currentTimeMillis();
        for (Record r : neo4j.run("MATCH (c:MemCell {namespace: $ns}) RETURN c.id AS id, c.status AS status", params("ns", NS))) {
            Map<String, Object> cell = neo4j.run("CALL memlineage.lineage.getAsOf($ns, $id, $t)",
                    params("ns", NS, "id", r.get("id").asString(), "t", now)).get(0).get("cell").asMap();
            assertEquals(r.get("status").asString(), cell.get("status"), r.get("id").asString());
            assertEquals(r.get("id").asString(), cell.get("id"));
            assertTrue(cell.get("created_at") instanceof Long, "timestamps as epoch ms");
        }
        String call = "CALL memlineage.lineage.getAsOf($ns, $id, $t)";
        String late = neo4j.refused(ErrorCode.CELL_NOT_FOUND, call, params("ns", NS, "id", "late", "t", day(7.9)));
        assertTrue(late.contains(Messages.CREATED_AFTER.formatted("late", NS, day(7.9))), late);
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, call, params("ns", NS, "id", "ghost", "t", now));
        neo4j.refused(ErrorCode.INVALID_ID, call, params("ns", NS, "id", "not an id", "t", now));
        neo4j.refused(ErrorCode.INVALID_INPUT, call, params("ns", "bad namespace", "id", "fact", "t", now));
        // the other namespace has its own timeline: re-dating it here changes nothing in NS
        neo4j.run("MATCH (x:Invalidation {namespace: $ns}) SET x.at = datetime({epochMillis: 0})", params("ns", OTHER));
        assertEquals("valid", asOfStatus("root", 5.9));
    }

    // ------------------------------------------------------------------------------- newer versions

    private static final String HOOD = "CALL memlineage.recall.neighbourhood($namespace, $focus, $entities, "
            + "{maxHops: $maxHops, maxAncestorDepth: $maxAncestorDepth, pinnedLimit: $pinnedLimit})";

    /** id -> "sorted routes | nearest distance | supersedes". */
    private static Map<String, String> hood(List<Record> rows) {
        Map<String, String> out = new TreeMap<>();
        for (Record r : rows) {
            List<String> routes = new ArrayList<>(r.get("routes").asList(v -> v.asString()));
            java.util.Collections.sort(routes);
            Map<String, Object> nearest = r.get("nearest").isNull() ? null : r.get("nearest").asMap();
            out.put(r.get("id").asString(), routes + " | " + (nearest == null ? "-" : nearest.get("distance"))
                    + " | " + (nearest == null ? "-" : nearest.get("supersedes")));
        }
        return out;
    }

    @Test
    void aSupersededMemoryTheFocusRestsOnBringsItsNewestValidVersion() {
        for (long hops : List.of(1L, 3L)) {
            for (long pinnedLimit : List.of(0L, 20L)) {
                Map<String, Object> p = params("namespace", NS, "focus", List.of("step"), "entities", List.of(), "maxHops", hops,
                        "maxAncestorDepth", 50L, "pinnedKinds", PINNED, "pinnedLimit", pinnedLimit);
                p.putAll(RecallProceduresTest.STANDING);
                Map<String, String> viaJava = hood(neo4j.run(HOOD, p));
                assertEquals(hood(neo4j.run(CypherLibrary.query("recall/neighbourhood"), p)), viaJava, "hops " + hops);
                // pref_old (rests_on, lineage at 2) -> pref_mid -> pref_new; alt_old's newest, alt_new, is invalid;
                // pref_old is a preference the focus rests on: pref_new is also the revised premise
                String expected = hops == 1 ? "[newer_version, revised_premise] | null | pref_old"
                        : "[newer_version, revised_premise] | 2 | pref_old";
                if (pinnedLimit > 0) expected = expected.replace("[newer_version,", "[newer_version, pinned,");
                assertEquals(expected, viaJava.get("pref_new"), viaJava.toString());
                assertFalse(viaJava.containsKey("pref_mid"), "only the newest version");
                assertFalse(viaJava.containsKey("alt_new"), "an invalid newest version is not a candidate");
            }
        }
        Record r = neo4j.run(HOOD + " YIELD id, routes, nearest WHERE id = 'pref_new' RETURN nearest",
                params("namespace", NS, "focus", List.of("step"), "entities", List.of(), "maxHops", 3L, "maxAncestorDepth", 50L,
                        "pinnedLimit", 0L)).get(0);
        assertEquals(List.of("step", "fact", "pref_old"), r.get("nearest").asMap().get("via"), "the superseded version's path");
        // the focus itself is never a candidate, even as a newer version
        Map<String, String> focusNew = hood(neo4j.run(HOOD, params("namespace", NS, "focus", List.of("step", "pref_new"),
                "entities", List.of(), "maxHops", 3L, "maxAncestorDepth", 50L, "pinnedLimit", 0L)));
        assertFalse(focusNew.containsKey("pref_new"));

        // ranked like rests_on: the full pinned bonus
        Record ranked = neo4j.run(RANK, params("ns", NS, "candidates", List.of(Map.of("id", "pref_new", "semantic", 0.2,
                "routes", List.of("newer_version"))), "options", Map.of("weights", Map.of("pinned", 1.0), "record", false))).get(0);
        assertEquals(1.0, ranked.get("components").asMap().get("pinned"));
        assertEquals(0.0, ranked.get("components").asMap().get("revised_premise"), "no revised_premise route");
    }

    @Test
    void aPremiseTheFocusRestsOnInItsCurrentVersionIsARevisedPremiseWhenItReplacedAnOlderOne() {
        // later work, done after the changes, rests on pref_new (which replaced pref_mid) and on a preference never revised
        neo4j.run("CALL memlineage.lineage.record($ns, $cells)", params("ns", NS, "cells", List.of(
                cell("kept_pref", "preference", 4), cell("later", "task", 5, "pref_new", "kept_pref"),
                cell("later_step", "plan", 5, "later"))));
        for (long hops : List.of(1L, 3L)) {
            Map<String, Object> p = params("namespace", NS, "focus", List.of("later_step"), "entities", List.of(),
                    "maxHops", hops, "maxAncestorDepth", 50L, "pinnedKinds", PINNED, "pinnedLimit", 0L);
            p.putAll(RecallProceduresTest.STANDING);
            Map<String, String> viaJava = hood(neo4j.run(HOOD, p));
            assertEquals(hood(neo4j.run(CypherLibrary.query("recall/neighbourhood"), p)), viaJava, "hops " + hops);
            assertTrue(viaJava.get("pref_new").contains("rests_on, revised_premise] |"), viaJava.toString());
            assertTrue(viaJava.get("kept_pref").contains("rests_on] |"), "never revised: " + viaJava);
            assertFalse(viaJava.containsKey("pref_mid"), "older versions are not brought: " + viaJava);
        }
        // the focus itself is never a candidate; a task is not a premise kind
        Map<String, Object> p = params("namespace", NS, "focus", List.of("later_step", "pref_new"), "entities", List.of(),
                "maxHops", 3L, "maxAncestorDepth", 50L, "pinnedKinds", PINNED, "pinnedLimit", 0L);
        p.putAll(RecallProceduresTest.STANDING);
        Map<String, String> focusNew = hood(neo4j.run(HOOD, p));
        assertEquals(hood(neo4j.run(CypherLibrary.query("recall/neighbourhood"), p)), focusNew);
        assertFalse(focusNew.containsKey("pref_new"));
        assertFalse(focusNew.get("later").contains("revised_premise"), focusNew.toString());
    }

    @Test
    void ofTheRevisedPremisesOnlyTheOneMostSimilarToTheQueryIsCredited() {
        // two newest versions of premises the focus rests on (route revised_premise), and a newer version without it
        List<Map<String, Object>> candidates = List.of(
                Map.of("id", "pref_new", "semantic", 0.2, "routes", List.of("newer_version", "revised_premise")),
                Map.of("id", "pref_old", "semantic", 0.3, "routes", List.of("newer_version")),
                Map.of("id", "fact", "semantic", 0.1, "routes", List.of("newer_version", "revised_premise")));
        Map<String, Object> options = Map.of("weights", Map.of("semantic", 1.0, "revised_premise", 0.5), "record", false,
                "statuses", List.of("valid", "superseded"));
        Map<String, Map<String, Object>> viaJava = new TreeMap<>();
        for (Record r : neo4j.run(RANK, params("ns", NS, "candidates", candidates, "options", options))) {
            viaJava.put((String) r.get("cell").asMap().get("id"), Map.of("score", r.get("score").asDouble(),
                    "revised_premise", r.get("components").asMap().get("revised_premise")));
        }
        assertEquals(1.0, viaJava.get("pref_new").get("revised_premise"), viaJava.toString());
        assertEquals(0.0, viaJava.get("fact").get("revised_premise"), "only the most similar revised premise");
        assertEquals(0.0, viaJava.get("pref_old").get("revised_premise"), "no route: no credit");
        assertEquals(0.2 + 0.5, (Double) viaJava.get("pref_new").get("score"), 1e-9);

        // four premise-kind hits more similar than the revised premise: the question does not touch its subject
        List<Map<String, Object>> crowded = new ArrayList<>(List.of(
                Map.of("id", "pref_new", "semantic", 0.05, "routes", List.of("newer_version", "revised_premise"))));
        for (String id : List.of("pref_old", "pref_mid", "alt_old", "alt_new")) {
            crowded.add(Map.of("id", id, "semantic", 0.3, "routes", List.of("rests_on")));
        }
        for (Record r : neo4j.run(RANK, params("ns", NS, "candidates", crowded, "options", Map.of("weights",
                Map.of("semantic", 1.0, "revised_premise", 0.5), "record", false, "statuses", Validation.STATUSES)))) {
            assertEquals(0.0, r.get("components").asMap().get("revised_premise"), r.get("cell").asMap().get("id") + "");
        }
    }

    // ------------------------------------------------------------------------- rank: traces, as of

    /** Graph candidates of the focus plus the conflicting pairs, with seeded semantic and keyword scores. */
    private List<Map<String, Object>> candidates() {
        Map<String, Object> p = params("namespace", NS, "focus", List.of("step"), "entities", List.of(), "maxHops", 3L,
                "maxAncestorDepth", 50L, "pinnedKinds", PINNED, "pinnedLimit", 20L);
        p.putAll(RecallProceduresTest.STANDING);
        Random random = new Random(11);
        Map<String, Map<String, Object>> out = new TreeMap<>();
        for (Record r : neo4j.run(CypherLibrary.query("recall/neighbourhood"), p)) {
            Map<String, Object> cand = new HashMap<>();
            cand.put("id", r.get("id").asString());
            cand.put("routes", r.get("routes").asList());
            Map<String, Object> nearest = r.get("nearest").isNull() ? null : r.get("nearest").asMap();
            cand.put("distance", nearest == null ? null : nearest.get("distance"));
            cand.put("via", nearest == null ? List.of() : nearest.get("via"));
            out.put((String) cand.get("id"), cand);
        }
        for (String id : List.of("a1", "a2", "b1", "b2", "late", "alt_new", "pref_mid")) {
            out.put(id, new HashMap<>(Map.of("id", id, "routes", List.of("semantic"), "via", List.of())));
        }
        for (Map<String, Object> cand : out.values()) {
            cand.put("semantic", random.nextDouble());
            cand.put("keyword", random.nextBoolean() ? random.nextDouble() / 3 : null);
        }
        return new ArrayList<>(out.values());
    }

    private List<Record> rankJava(List<Map<String, Object>> candidates, Long asOf, List<String> statuses, boolean record) {
        Map<String, Object> options = new HashMap<>(Map.of("k", 30L, "weights", Map.of("semantic", 0.4, "keyword", 0.1,
                "lineage", 0.2, "importance", 0.05, "recency", 0.1, "pinned", 0.1, "confidence", 0.05), "statuses", statuses,
                "exclude", List.of("step"), "focus", List.of("step"), "maxHops", 3L, "record", record, "query", "q"));
        if (asOf != null) options.put("asOf", asOf);
        return neo4j.run(RANK, params("ns", NS, "candidates", candidates, "options", options));
    }

    private List<Record> rankCypher(List<Map<String, Object>> candidates, Long asOf, List<String> statuses) {
        Map<String, Object> p = new HashMap<>();
        p.put("namespace", NS);
        p.put("candidates", candidates);
        p.put("k", 30L);
        p.put("weights", Map.of("semantic", 0.4, "keyword", 0.1, "lineage", 0.2, "importance", 0.05, "recency", 0.1,
                "pinned", 0.1, "confidence", 0.05));
        p.put("statuses", statuses);
        p.put("exclude", List.of("step"));
        p.put("focus", List.of("step"));
        p.put("kinds", null);
        p.put("tags", null);
        p.put("since", null);
        p.put("until", null);
        p.put("asOf", asOf);
        p.put("maxHops", 3L);
        p.put("halfLifeDays", 30.0);
        p.put("pinnedKinds", PINNED);
        p.put("query", "q");
        p.put("task", null);
        p.put("preset", "test");
        p.put("retrievalId", null);
        return neo4j.run(CypherLibrary.query("recall/rank"), p);
    }

    private static Map<String, List<Map<String, Object>>> traces(List<Record> rows) {
        Map<String, List<Map<String, Object>>> out = new TreeMap<>();
        for (Record r : rows) out.put((String) r.get("cell").asMap().get("id"), r.get("traces").asList(v -> v.asMap()));
        return out;
    }

    private static Map<String, Object> statuses(List<Record> rows) {
        Map<String, Object> out = new TreeMap<>();
        for (Record r : rows) out.put((String) r.get("cell").asMap().get("id"), r.get("cell").asMap().get("status"));
        return out;
    }

    @Test
    void rankWithTracesConflictsAndAsOfAgreesWithTheCypherReference() {
        neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 'a2'}) SET c.success_count = 2, c.confidence = 0.4", params("ns", NS));
        List<Map<String, Object>> candidates = candidates();
        long now = System.currentTimeMillis();
        for (Long asOf : java.util.Arrays.asList(null, day(1.5), day(2.55), day(4.1), day(4.5), day(6.2), day(6.7), day(7.5),
                day(9.5), now)) {
            for (List<String> statuses : List.of(List.of("valid"), Validation.STATUSES)) {
                List<Record> viaJava = rankJava(candidates, asOf, statuses, false);
                List<Record> cypher = rankCypher(candidates, asOf, statuses);
                String label = "asOf " + asOf + " statuses " + statuses;
                assertEquals(ids(cypher), ids(viaJava), label);
                assertFalse(viaJava.isEmpty(), label);
                for (int i = 0; i < viaJava.size(); i++) {
                    assertEquals(cypher.get(i).get("score").asDouble(), viaJava.get(i).get("score").asDouble(), 1e-6, label);
                    Map<String, Object> a = cypher.get(i).get("components").asMap(), b = viaJava.get(i).get("components").asMap();
                    assertEquals(a.keySet(), b.keySet());
                    for (String key : a.keySet()) {
                        assertEquals(((Number) a.get(key)).doubleValue(), ((Number) b.get(key)).doubleValue(), 1e-6, key);
                    }
                    Map<String, Object> referenceCell = new HashMap<>(cypher.get(i).get("cell").asMap());
                    referenceCell.values().removeIf(java.util.Objects::isNull);
                    assertEquals(referenceCell, viaJava.get(i).get("cell").asMap(), label);
                }
                assertEquals(traces(cypher), traces(viaJava), label);
            }
        }

        // now: a1 and a2 contradict each other, openly: the older, a1, goes; a2 names the conflict
        Map<String, List<Map<String, Object>>> now1 = traces(rankJava(candidates, null, List.of("valid"), false));
        assertFalse(now1.containsKey("a1"));
        assertEquals(List.of(Map.of("type", "supports_focus", "other", "fact"),
                Map.of("type", "open_conflict", "conflict", "cf-a", "other", "a1"),
                Map.of("type", "successful_uses", "count", 2L)), now1.get("a2"));
        assertEquals(List.of(Map.of("type", "supports_focus", "other", "step"), Map.of("type", "newer_version", "other", "b1")),
                now1.get("b2"), "b1 lost its resolved conflict: superseded by b2");
        assertFalse(now1.containsKey("b1"));
        assertEquals(List.of(), now1.get("out"), "a1 supports out, which is below the focus, not above");
        assertEquals(List.of(Map.of("type", "newer_version", "other", "pref_mid")), now1.get("pref_new"));
        // with every status allowed, a1 is still dropped: the conflict is open
        assertFalse(traces(rankJava(candidates, null, Validation.STATUSES, false)).containsKey("a1"));
        double confidence = (Double) rankJava(candidates, null, List.of("valid"), false).stream()
                .filter(r -> "a2".equals(r.get("cell").asMap().get("id"))).findFirst().orElseThrow()
                .get("components").asMap().get("confidence");
        assertEquals(0.4, confidence);

        // as of 4.5: b1/b2 was open then, b1 not yet superseded: b1 goes as the older; no newer_version trace yet
        Map<String, List<Map<String, Object>>> at45 = traces(rankJava(candidates, day(4.5), List.of("valid"), false));
        assertFalse(at45.containsKey("b1"));
        assertEquals(List.of(Map.of("type", "supports_focus", "other", "step"),
                Map.of("type", "open_conflict", "conflict", "cf-b", "other", "b1")), at45.get("b2"));
        assertFalse(at45.containsKey("late"), "created at 8");
        // as of 4.1: the SUPPORTS edges (4.2) did not exist yet
        assertEquals(List.of(Map.of("type", "open_conflict", "conflict", "cf-b", "other", "b1")),
                traces(rankJava(candidates, day(4.1), List.of("valid"), false)).get("b2"));
        // as of 6.2, root's invalidation was in force
        Map<String, Object> at62 = statuses(rankJava(candidates, day(6.2), Validation.STATUSES, false));
        assertEquals("invalid", at62.get("root"));
        assertEquals("contaminated", at62.get("fact"));
        assertEquals("valid", at62.get("linked"));
        assertFalse(statuses(rankJava(candidates, day(6.2), List.of("valid"), false)).containsKey("fact"));
        // as of 2.55, pref_old was superseded, pref_mid valid
        Map<String, Object> at255 = statuses(rankJava(candidates, day(2.55), Validation.STATUSES, false));
        assertEquals("superseded", at255.get("pref_old"));
        assertEquals("valid", at255.get("pref_mid"));
        assertFalse(at255.containsKey("pref_new"), "created at 3");

        // recorded with asOf: as_of on the retrieval, last_used_at on each hit
        Record first = rankJava(candidates, day(6.2), List.of("valid"), true).get(0);
        String retrieval = first.get("retrieval").asString();
        Record stored = neo4j.run("MATCH (r:Retrieval {namespace: $ns, id: $id})-[:RETRIEVED]->(c:MemCell) "
                + "RETURN r.as_of.epochMillis AS asOf, count(c) AS hits, count(CASE WHEN c.last_used_at = r.at THEN 1 END) AS same",
                params("ns", NS, "id", retrieval)).get(0);
        assertEquals(day(6.2), stored.get("asOf").asLong());
        assertEquals(stored.get("hits").asLong(), stored.get("same").asLong(), "last_used_at is the retrieval's time");
        Map<String, Object> edge = neo4j.run("MATCH (:Retrieval {namespace: $ns, id: $id})-[e:RETRIEVED {rank: 1}]->() "
                + "RETURN properties(e) AS e", params("ns", NS, "id", retrieval)).get(0).get("e").asMap();
        Map<String, Object> components = first.get("components").asMap();
        Map<String, Object> onEdge = new HashMap<>(edge);
        onEdge.keySet().retainAll(components.keySet());
        assertEquals(components, onEdge, "every component on the edge");
        assertEquals(11, components.size());
        assertNull(neo4j.run("MATCH (r:Retrieval {namespace: $ns, id: $id}) RETURN r.as_of AS a",
                params("ns", NS, "id", retrieveWithoutAsOf())).get(0).get("a").asObject());
    }

    private String retrieveWithoutAsOf() {
        return retrieve(NS, "plain", "fact", "out");
    }

    @Test
    void rankRefusesABadFocusOrAsOfWritingNothing() {
        String other = neo4j.namespaceSnapshot(OTHER);
        List<Map<String, Object>> candidates = List.of(candidate("fact", 0.9));
        Map<String, Object> p = params("ns", NS, "candidates", candidates, "options", Map.of("focus", List.of("step")));
        assertEquals(1, neo4j.run(RANK, p).size());
        String missing = neo4j.refused(ErrorCode.CELL_NOT_FOUND, RANK, with(p, "options", Map.of("focus", List.of("step", "ghost"))));
        assertTrue(missing.contains("\"ids\":[\"ghost\"]"), missing);
        neo4j.refused(ErrorCode.INVALID_ID, RANK, with(p, "options", Map.of("focus", List.of("not an id"))));
        neo4j.refused(ErrorCode.INVALID_QUERY, RANK, with(p, "options", Map.of("focus", "step")));
        neo4j.refused(ErrorCode.INVALID_QUERY, RANK, with(p, "options", Map.of("asOf", "yesterday")));
        neo4j.refused(ErrorCode.INVALID_QUERY, RANK, with(p, "options", Map.of("weights", Map.of("confidence", -1))));
        neo4j.run("CALL memlineage.lineage.record($ns, [{id: 'only-here', kind: 'fact', content: 'x'}])", params("ns", OTHER));
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, RANK, with(p, "options", Map.of("focus", List.of("only-here"))));
        neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 'only-here'}) DETACH DELETE c", params("ns", OTHER));
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
    }

    // ---------------------------------------------------------------------------------- usage traces

    @Test
    void recordKeepsTheRetrievalThroughWhichAParentWasUsed() {
        String other = neo4j.namespaceSnapshot(OTHER);
        String r1 = retrieve(NS, "q1", "pref_new", "fact", "root");
        String r2 = retrieve(NS, "q2", "fact", "out");
        String record = "CALL memlineage.lineage.record($ns, $cells, $edges)";
        Map<String, Object> used = with(cell("used", "llm_output", 10, "pref_new", "fact"), "via", Map.of("pref_new", r1, "fact", r2));
        neo4j.run(record, params("ns", NS, "cells", List.of(used, with(cell("used2", "summary", 10, "fact"), "via",
                Map.of("fact", r1))), "edges", List.of()));
        assertEquals(Map.of("pref_new", r1, "fact", r2), viaOf("used"));
        // an identical re-record is a retry: the edge keeps its retrieval; an edge added later to a stored cell gets one
        neo4j.run(record, params("ns", NS, "cells", List.of(with(used, "via", Map.of("pref_new", r1, "fact", r1))), "edges", List.of()));
        assertEquals(Map.of("pref_new", r1, "fact", r2), viaOf("used"));
        neo4j.run(record, params("ns", NS, "cells", List.of(with(cell("used", "llm_output", 10, "root"), "via",
                Map.of("root", r1))), "edges", List.of()));
        assertEquals(Map.of("pref_new", r1, "fact", r2, "root", r1), viaOf("used"));

        // usage: newest first, with the cells each retrieval informed
        List<Record> usage = neo4j.run("CALL memlineage.recall.usage($ns, 'fact')", params("ns", NS));
        assertEquals(List.of(r2, r1), usage.stream().map(r -> r.get("retrieval").asString()).toList());
        assertEquals(List.of("used"), usage.get(0).get("informed").asList());
        assertEquals(List.of("used2"), usage.get(1).get("informed").asList());
        assertEquals("q1", usage.get(1).get("query").asString());
        assertEquals(2L, usage.get(1).get("rank").asLong());
        assertTrue(usage.get(1).get("feedback").isNull());
        assertTrue(usage.get(0).get("at").asLong() >= usage.get(1).get("at").asLong());
        neo4j.run("CALL memlineage.recall.feedback($ns, $r, 'fact', 1.0, 'alice')", params("ns", NS, "r", r1));
        assertEquals(1.0, neo4j.run("CALL memlineage.recall.usage($ns, 'fact')", params("ns", NS)).get(1).get("feedback").asDouble());
        assertEquals(List.of(), neo4j.run("CALL memlineage.recall.usage($ns, 'step')", params("ns", NS)));
        assertNotNull(property("fact", "last_used_at"));

        // refused, writing nothing
        Map<String, Object> p = params("ns", NS, "edges", List.of());
        String notParent = neo4j.refused(ErrorCode.INVALID_INPUT, record, with(p, "cells", List.of(with(cell("n1", "fact", 10, "fact"),
                "via", Map.of("root", r1)))));
        assertTrue(notParent.contains(Messages.VIA_NOT_A_PARENT.formatted("n1", "root")), notParent);
        neo4j.refused(ErrorCode.INVALID_INPUT, record, with(p, "cells", List.of(with(cell("n1", "fact", 10, "fact"), "via", List.of(r1)))));
        neo4j.refused(ErrorCode.INVALID_ID, record, with(p, "cells", List.of(with(cell("n1", "fact", 10, "fact"), "via",
                Map.of("fact", "not an id")))));
        String unknown = neo4j.refused(ErrorCode.NOT_FOUND, record, with(p, "cells", List.of(with(cell("n1", "fact", 10, "fact"), "via",
                Map.of("fact", "ret-ghost")))));
        assertTrue(unknown.contains(Messages.RETRIEVAL_NOT_FOUND.formatted("ret-ghost", NS)), unknown);
        String notReturned = neo4j.refused(ErrorCode.NOT_FOUND, record, with(p, "cells", List.of(with(cell("n1", "fact", 10, "step"),
                "via", Map.of("step", r1)))));
        assertTrue(notReturned.contains(Messages.VIA_NOT_RETRIEVED.formatted("n1", r1, NS, "step")), notReturned);
        // a parent created in the same batch was never retrieved
        neo4j.refused(ErrorCode.NOT_FOUND, record, with(p, "cells", List.of(cell("n0", "fact", 10), with(cell("n1", "fact", 10, "n0"),
                "via", Map.of("n0", r1)))));
        // the retrieval of another namespace
        String elsewhere = retrieve(OTHER, "q", "fact");
        neo4j.refused(ErrorCode.NOT_FOUND, record, with(p, "cells", List.of(with(cell("n1", "fact", 10, "fact"), "via",
                Map.of("fact", elsewhere)))));
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, "CALL memlineage.recall.usage($ns, 'ghost')", params("ns", NS));
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, "CALL memlineage.recall.usage($ns, 'used')", params("ns", OTHER));
        assertEquals(1, neo4j.run("CALL memlineage.recall.usage($ns, 'fact')", params("ns", OTHER)).size(), "its own retrieval only");
        neo4j.run("MATCH (r:Retrieval {namespace: $ns}) DETACH DELETE r", params("ns", OTHER));
        neo4j.run("MATCH (c:MemCell {namespace: $ns}) REMOVE c.usage_count, c.last_used_at", params("ns", OTHER));
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
    }

    private Map<String, Object> viaOf(String id) {
        Map<String, Object> out = new TreeMap<>();
        for (Record r : neo4j.run("MATCH (:MemCell {namespace: $ns, id: $id})-[d:DERIVED_FROM]->(p) "
                + "WHERE d.via_retrieval IS NOT NULL RETURN p.id AS parent, d.via_retrieval AS via", params("ns", NS, "id", id))) {
            out.put(r.get("parent").asString(), r.get("via").asString());
        }
        return out;
    }

    // -------------------------------------------------------------------------------------- outcomes

    private long[] outcome(List<String> retrievals, boolean success, String by, Map<String, Object> options) {
        Record r = neo4j.run(OUTCOME, params("ns", NS, "retrievals", retrievals, "success", success, "by", by, "options", options)).get(0);
        return new long[] {r.get("cells").asLong(), r.get("pairs").asLong()};
    }

    private static List<Long> result(long[] cellsAndPairs) {
        return List.of(cellsAndPairs[0], cellsAndPairs[1]);
    }

    private Double coUse(String from, String to) {
        List<Record> rows = neo4j.run("MATCH (:MemCell {namespace: $ns, id: $from})-[r:RELATED_TO]->(:MemCell {id: $to}) "
                + "RETURN r.strength AS s, r.source AS source", params("ns", NS, "from", from, "to", to));
        if (rows.isEmpty()) return null;
        return rows.get(0).get("s").asDouble();
    }

    private long count(String id, String key) {
        Object v = property(id, key);
        return v == null ? 0 : (Long) v;
    }

    private double usefulness(String id) {
        Object v = property(id, "usefulness");
        return v == null ? 0.0 : (Double) v;
    }

    @Test
    void outcomesCountTheUsedCellsAndStrengthenOrWeakenTheirCoUse() {
        String other = neo4j.namespaceSnapshot(OTHER);
        String r1 = retrieve(NS, "q1", "fact", "out", "root", "task");
        neo4j.run("CALL memlineage.lineage.record($ns, $cells)", params("ns", NS, "cells", List.of(with(
                cell("answer", "llm_output", 10, "fact", "out", "root"), "via", Map.of("fact", r1, "out", r1)))));
        assertEquals(List.of(2L, 1L), result(outcome(List.of(r1), true, "alice", Map.of())), "the used cells (fact, out), one pair");
        assertEquals(List.of(2L, 1L), result(outcome(List.of(r1), true, "alice", Map.of())), "a repeat replaces");
        assertEquals(1, count("fact", "success_count"));
        assertEquals(1, count("out", "success_count"));
        assertEquals(0, count("root", "success_count"), "root was returned and is a parent, but not used through r1");
        assertEquals(0.3, usefulness("fact"), 1e-12);
        assertEquals(0.2, coUse("fact", "out"), 1e-12, "from the smaller id to the larger");
        assertNull(coUse("out", "fact"));
        Record r = neo4j.run("MATCH (r:Retrieval {namespace: $ns, id: $id}) RETURN r.outcome AS o, r.outcome_by AS by, "
                + "r.outcome_at AS at", params("ns", NS, "id", r1)).get(0);
        assertEquals("success", r.get("o").asString());
        assertEquals("alice", r.get("by").asString());
        assertFalse(r.get("at").isNull());

        // alice changes her mind: her success is undone, then the failure applied
        assertEquals(List.of(2L, 0L), result(outcome(List.of(r1), false, "alice", Map.of())));
        assertEquals(0, count("fact", "success_count"));
        assertEquals(1, count("fact", "failure_count"));
        assertEquals(-0.3, usefulness("fact"), 1e-12);
        assertNull(coUse("fact", "out"), "the relation her success created is gone, and a failure creates none");
        // bob and carol succeed: counts add up per voter, strength compounds
        outcome(List.of(r1), true, "bob", Map.of());
        outcome(List.of(r1), true, "carol", Map.of("rate", 0.5));
        assertEquals(2, count("fact", "success_count"));
        assertEquals(1, count("fact", "failure_count"));
        assertEquals(1 - (1 - 0.2) * 0.5, coUse("fact", "out"), 1e-12);
        // carol's repeat with another rate replaces hers
        outcome(List.of(r1), true, "carol", Map.of("rate", 0.25));
        assertEquals(1 - (1 - 0.2) * 0.75, coUse("fact", "out"), 1e-12);
        assertEquals(2, count("fact", "success_count"));
        // failures decay it until it is removed below 0.05
        double s = coUse("fact", "out");
        int voter = 0;
        while (s * 0.5 >= Outcomes.MIN_STRENGTH) {
            outcome(List.of(r1), false, "critic" + voter++, Map.of("decay", 0.5));
            s *= 0.5;
            assertEquals(s, coUse("fact", "out"), 1e-12);
        }
        assertEquals(List.of(2L, 1L), result(outcome(List.of(r1), false, "critic" + voter, Map.of("decay", 0.5))));
        assertNull(coUse("fact", "out"), "removed below 0.05");
        for (int i = 0; i < 20; i++) {
            double u = usefulness("fact");
            assertTrue(u >= -1 && u <= 1, String.valueOf(u));
            outcome(List.of(r1), false, "many" + i, Map.of());
        }

        // no usage recorded through r2: its top 3 count; a RELATED_TO asserted by a user is left alone
        String r2 = retrieve(NS, "q2", "a2", "b1", "b2", "task");
        neo4j.run("CALL memlineage.traces.relate($ns, 'a2', 'b1', 'RELATED_TO', {strength: 0.9})", params("ns", NS));
        assertEquals(List.of(3L, 2L), result(outcome(List.of(r2), true, "dave", Map.of())));
        assertEquals(1, count("b2", "success_count"));
        assertEquals(0, count("task", "success_count"));
        assertEquals(0.9, coUse("a2", "b1"), 1e-12, "a user's relation is left alone");
        assertEquals(0.2, coUse("a2", "b2"), 1e-12);
        assertEquals(0.2, coUse("b1", "b2"), 1e-12);
        // successful uses show in rank's traces
        List<Map<String, Object>> traces = neo4j.run(RANK, params("ns", NS, "candidates", List.of(candidate("b2", 0.5)),
                "options", Map.of("record", false))).get(0).get("traces").asList(v -> v.asMap());
        assertTrue(traces.contains(Map.of("type", "successful_uses", "count", 1L)), traces.toString());

        // one call over two retrievals: a cell used from both counts once
        String r3 = retrieve(NS, "q3", "linked", "late");
        String r4 = retrieve(NS, "q4", "late", "linked");
        neo4j.run("CALL memlineage.lineage.record($ns, $cells)", params("ns", NS, "cells", List.of(
                with(cell("n3", "fact", 10, "linked", "late"), "via", Map.of("linked", r3, "late", r4)),
                with(cell("n4", "fact", 10, "late"), "via", Map.of("late", r3)))));
        assertEquals(List.of(2L, 1L), result(outcome(List.of(r3, r4, r3), true, "erin", Map.of())));
        assertEquals(1, count("late", "success_count"));
        assertEquals(1, count("linked", "success_count"));
        assertEquals(List.of(2L, 1L), result(outcome(List.of(r4, r3), true, "erin", Map.of())));
        assertEquals(1, count("late", "success_count"), "replaced on both retrievals");
        assertEquals(0.2, coUse("late", "linked"), 1e-12);
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
    }

    @Test
    void outcomeRefusesBadInputWritingNothing() {
        String r1 = retrieve(NS, "q1", "fact", "out");
        String elsewhere = retrieve(OTHER, "q1", "fact", "out");
        String other = neo4j.namespaceSnapshot(OTHER);
        Map<String, Object> p = params("ns", NS, "retrievals", List.of(r1), "success", true, "by", "alice", "options", Map.of());
        for (Map<String, Object> options : List.<Map<String, Object>>of(Map.of("rate", 0), Map.of("rate", 1.5), Map.of("decay", -0.1),
                Map.of("decay", "slow"), Map.of("rate", Double.NaN), Map.of("speed", 0.5))) {
            neo4j.refused(ErrorCode.INVALID_INPUT, OUTCOME, with(p, "options", options));
        }
        neo4j.refused(ErrorCode.INVALID_INPUT, OUTCOME, with(p, "by", ""));
        neo4j.refused(ErrorCode.INVALID_INPUT, OUTCOME, with(p, "by", "x".repeat(257)));
        neo4j.refused(ErrorCode.INVALID_INPUT, OUTCOME, with(p, "ns", "bad namespace"));
        neo4j.refused(ErrorCode.INVALID_ID, OUTCOME, with(p, "retrievals", List.of(r1, "not an id")));
        String missing = neo4j.refused(ErrorCode.NOT_FOUND, OUTCOME, with(p, "retrievals", List.of(r1, "ret-ghost")));
        assertTrue(missing.contains(Messages.RETRIEVAL_NOT_FOUND.formatted("ret-ghost", NS)), missing);
        neo4j.refused(ErrorCode.NOT_FOUND, OUTCOME, with(p, "retrievals", List.of(elsewhere)));
        assertEquals(List.of(0L, 0L), result(outcome(List.of(), true, "alice", Map.of())));
        outcome(List.of(r1), true, "alice", Map.of("rate", 1.0, "decay", 1.0));
        assertEquals(1.0, coUse("fact", "out"), 1e-12);
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
    }
}
