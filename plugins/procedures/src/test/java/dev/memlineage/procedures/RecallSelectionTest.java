package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;

/**
 * rank's selection options (RecallSelection: diversity, near-duplicate groups, standing quota), which
 * cypher/reference/recall/rank.cypher does not state: tested directly on hand-computed examples. Scores are the
 * semantic similarity alone (weights {semantic: 1}) and every number is a binary fraction, so ties are exact.
 */
@ExtendWith(Neo4jExtension.class)
class RecallSelectionTest {
    private static final String NS = "selection";
    private static final String OTHER = "selection-other";
    private static final String RANK = "CALL memlineage.recall.rankRead($ns, $candidates, $options)";

    private final TestNeo4j neo4j;

    RecallSelectionTest(TestNeo4j neo4j) {
        this.neo4j = neo4j;
    }

    @BeforeEach
    void cells() {
        neo4j.reset();
        neo4j.run("CALL memlineage.schema.migrate()");
        List<Map<String, Object>> cells = new ArrayList<>();
        for (String id : List.of("a", "b", "c", "d", "e", "f", "s", "s2", "r", "n1", "n2", "n3", "n4", "n5", "p1", "p2", "u",
                "m1", "m2", "m3", "m4", "m5", "m6", "m7")) {
            cells.add(Map.of("id", id, "kind", "fact", "content", "memory " + id));
        }
        for (String ns : List.of(NS, OTHER)) neo4j.run("CALL memlineage.lineage.record($ns, $cells)", Map.of("ns", ns, "cells", cells));
        neo4j.run("CALL memlineage.lineage.record($ns, [{id: 'elsewhere', kind: 'fact', content: 'x'}])", Map.of("ns", OTHER));
    }

    private static Map<String, Object> candidate(String id, double semantic, String... routes) {
        return Map.of("id", id, "semantic", semantic, "routes", routes.length == 0 ? List.of("semantic") : List.of(routes));
    }

    private List<Record> rank(List<Map<String, Object>> candidates, Map<String, Object> options) {
        Map<String, Object> o = new HashMap<>(Map.of("weights", Map.of("semantic", 1.0), "record", false));
        o.putAll(options);
        return neo4j.run(RANK, Map.of("ns", NS, "candidates", candidates, "options", o));
    }

    private static List<String> ids(List<Record> rows) {
        return rows.stream().map(r -> (String) r.get("cell").asMap().get("id")).toList();
    }

    /** id -> its near_duplicates trace (count and ids), for the hits that have one. */
    private static Map<String, String> groups(List<Record> rows) {
        Map<String, String> out = new java.util.TreeMap<>();
        for (Record r : rows) {
            for (Map<String, Object> t : r.get("traces").asList(v -> v.asMap())) {
                if ("near_duplicates".equals(t.get("type"))) {
                    out.put((String) r.get("cell").asMap().get("id"), t.get("count") + " " + t.get("ids"));
                }
            }
        }
        return out;
    }

    private static final List<Map<String, Object>> ABCDEF = List.of(candidate("a", 0.875), candidate("b", 0.8125),
            candidate("c", 0.75), candidate("d", 0.625), candidate("e", 0.5), candidate("f", 0.25));
    private static final List<List<Object>> PAIRS = List.of(List.of("a", "b", 0.75), List.of("a", "c", 0.25),
            List.of("c", "b", 0.5), List.of("d", "e", 0.75), List.of("c", "d", 0.125));

    @Test
    void diversityGraceLetsTheFirstLookAlikeThroughAndCutsAFlood() {
        // m1..m5 alike (0.96 to each other), a different fact u below them. Classic MMR (grace 0) keeps m1 and drops
        // m2 (0.8125 - 0.96 < u's 0.5); with grace 1 m2 is picked unpenalised (one look-alike of it picked so far),
        // then m3.. are penalised (two picked) and u comes next.
        List<Map<String, Object>> candidates = List.of(candidate("m1", 0.875), candidate("m2", 0.8125), candidate("m3", 0.75),
                candidate("m4", 0.6875), candidate("m5", 0.625), candidate("u", 0.5));
        List<List<Object>> pairs = new ArrayList<>();
        List<String> alike = List.of("m1", "m2", "m3", "m4", "m5");
        for (int i = 0; i < alike.size(); i++) for (int j = i + 1; j < alike.size(); j++) pairs.add(List.of(alike.get(i), alike.get(j), 0.96));
        assertEquals(List.of("m1", "u", "m2"), ids(rank(candidates, Map.of("k", 3, "similar", pairs, "diversity", 1.0))));
        assertEquals(List.of("m1", "m2", "u"), ids(rank(candidates, Map.of("k", 3, "similar", pairs, "diversity", 1.0,
                "diversityGrace", 1))));
        assertEquals(List.of("m1", "m2", "m3"), ids(rank(candidates, Map.of("k", 3, "similar", pairs, "diversity", 1.0,
                "diversityGrace", 2))));
    }

    @Test
    void diversityBySourceCutsTheLookAlikesOfOneSearchNotThoseOfSeparateWork() {
        // m1..m3 are results of one search (children of p1); m4, m5 look just as alike but were recorded by separate
        // tasks (children of p2 and of nothing). With scope 'similar' the grace lets m2 through and cuts every other
        // look-alike; with 'source' only m3 (a third result of p1's search) is cut, and u comes after m5.
        neo4j.run("UNWIND [['m1', 'p1'], ['m2', 'p1'], ['m3', 'p1'], ['m4', 'p2']] AS e "
                + "MATCH (c:MemCell {namespace: $ns, id: e[0]}), (p:MemCell {namespace: $ns, id: e[1]}) "
                + "CREATE (c)-[:DERIVED_FROM]->(p)", Map.of("ns", NS));
        List<Map<String, Object>> candidates = List.of(candidate("m1", 0.875), candidate("m2", 0.8125), candidate("m3", 0.75),
                candidate("m4", 0.6875), candidate("m5", 0.625), candidate("u", 0.5));
        List<List<Object>> pairs = new ArrayList<>();
        List<String> alike = List.of("m1", "m2", "m3", "m4", "m5");
        for (int i = 0; i < alike.size(); i++) for (int j = i + 1; j < alike.size(); j++) pairs.add(List.of(alike.get(i), alike.get(j), 0.96));
        Map<String, Object> options = new HashMap<>(Map.of("k", 5, "similar", pairs, "diversity", 1.0, "diversityGrace", 1));
        assertEquals(List.of("m1", "m2", "u", "m3", "m4"), ids(rank(candidates, options)));
        options.put("diversityScope", "source");
        List<Record> rows = rank(candidates, options);
        assertEquals(List.of("m1", "m2", "m4", "m5", "u"), ids(rows));
        assertEquals(Map.of("m1", "1 [m3]"), groups(rows), "near-duplicate groups still go by similarity");
        options.put("diversityScope", "family");
        try {
            rank(candidates, options);
            throw new AssertionError("an unknown scope was accepted");
        } catch (org.neo4j.driver.exceptions.ClientException e) {
            assertTrue(e.getMessage().contains("diversityScope"), e.getMessage());
        }
    }

    @Test
    void diversityPicksGreedilyInTheHandComputedOrder() {
        // diversity 0.5. 1st: a (0.875). 2nd: b 0.8125 - 0.5*0.75 = 0.4375, c 0.75 - 0.5*0.25 = 0.625, d 0.625: c and d
        // tie, c ranks first. 3rd: b 0.4375, d 0.625 - 0.5*0.125 = 0.5625, e 0.5: d. 4th: b 0.4375, e 0.5 - 0.5*0.75 =
        // 0.125, f 0.25: b
        List<Record> rows = rank(ABCDEF, Map.of("k", 4L, "similar", PAIRS, "diversity", 0.5, "duplicateThreshold", 0.7));
        assertEquals(List.of("a", "c", "d", "b"), ids(rows));
        assertEquals(List.of(1L, 2L, 3L, 4L), rows.stream().map(r -> r.get("rank").asLong()).toList(), "rank: the selection order");
        assertEquals(List.of(0.875, 0.75, 0.625, 0.8125), rows.stream().map(r -> r.get("score").asDouble()).toList(),
                "the score stays the hit's own");
        assertEquals(Map.of("d", "1 [e]"), groups(rows), "e (0.75 to d) is left out as d's near-duplicate; f has no pair");

        // the same with pairs listed backwards, twice (the greater counts), and naming cells that are no hits
        List<List<Object>> noisy = new ArrayList<>();
        for (List<Object> p : PAIRS) {
            noisy.add(List.of(p.get(1), p.get(0), p.get(2)));
            noisy.add(List.of(p.get(0), p.get(1), 0.0625));
        }
        noisy.add(List.of("a", "zzz", 1.0));
        noisy.add(List.of("elsewhere", "b", 1.0)); // a cell of another namespace
        noisy.add(List.of("a", "a", 1.0));
        assertEquals(List.of("a", "c", "d", "b"), ids(rank(ABCDEF, Map.of("k", 4L, "similar", noisy, "diversity", 0.5))));

        // k beyond the hits: all of them, still in greedy order
        assertEquals(List.of("a", "c", "d", "b", "f", "e"), ids(rank(ABCDEF, Map.of("k", 10L, "similar", PAIRS, "diversity", 0.5))));
    }

    @Test
    void pickFloorIsTheLowestValueOfAPickAndAHitBelowItChangesNothing() {
        // the greedy order of diversityPicksGreedilyInTheHandComputedOrder: a 0.875, c 0.625, d 0.5625, b 0.4375
        Map<String, Object> options = Map.of("k", 4L, "similar", PAIRS, "diversity", 0.5);
        List<Record> rows = rank(ABCDEF, options);
        for (Record r : rows) assertEquals(0.4375, r.get("pickFloor").asDouble(), 1e-12, "the same on every row");
        // a hit in no pair scoring below the floor, ranked or not: the same picks (what the client's pruning relies on)
        List<Map<String, Object>> more = new ArrayList<>(ABCDEF);
        more.add(candidate("u", 0.4));
        assertEquals(ids(rows), ids(rank(more, options)));
        // one above it is picked before b: leaving it out would have changed the answer
        more.set(more.size() - 1, candidate("u", 0.5));
        assertEquals(List.of("a", "c", "d", "u"), ids(rank(more, options)));
        // without diversity: the k-th best score; fewer hits than k: no floor (a hit left out could have filled a place)
        assertEquals(0.625, rank(ABCDEF, Map.of("k", 4L)).get(0).get("pickFloor").asDouble(), 1e-12);
        assertTrue(rank(ABCDEF, Map.of("k", 7L)).get(0).get("pickFloor").isNull());
    }

    @Test
    void nearDuplicatesJoinTheMostSimilarReturnedHitAlsoWithoutDiversity() {
        // diversity 0: the best k by score; c (0.5 to b, 0.25 to a) joins b at threshold 0.5 (inclusive)
        assertEquals(Map.of("b", "1 [c]"), groups(rank(ABCDEF, Map.of("k", 2L, "similar", PAIRS, "duplicateThreshold", 0.5))));
        assertEquals(Map.of(), groups(rank(ABCDEF, Map.of("k", 2L, "similar", PAIRS))), "default threshold 0.9");

        // u is as similar to p1 as to p2: the earlier pick; seven members: five ids, most similar first, ties by id
        List<Map<String, Object>> candidates = new ArrayList<>(List.of(candidate("p1", 0.875), candidate("p2", 0.75),
                candidate("u", 0.25)));
        double[] sims = {0.9375, 0.9375, 0.984375, 0.90625, 0.921875, 0.9296875, 0.96875};
        List<List<Object>> pairs = new ArrayList<>(List.of(List.of("u", "p2", 0.9375), List.of("p1", "u", 0.9375)));
        for (int m = 1; m <= 7; m++) {
            candidates.add(candidate("m" + m, 0.125));
            pairs.add(List.of("p1", "m" + m, sims[m - 1]));
            pairs.add(List.of("p2", "m" + m, 0.5));
        }
        List<Record> rows = rank(candidates, Map.of("k", 2L, "similar", pairs));
        assertEquals(List.of("p1", "p2"), ids(rows));
        assertEquals(Map.of("p1", "8 [m3, m7, m1, m2, u]"), groups(rows));
        assertEquals(1, rows.get(0).get("traces").size(), "p1 has no other trace");
    }

    @Test
    void theStandingQuotaReplacesTheLastPickThatIsNeitherStandingNorRestsOn() {
        List<Map<String, Object>> candidates = List.of(candidate("n1", 0.9375), candidate("n2", 0.875),
                candidate("r", 0.8125, "lineage", "rests_on"), candidate("n3", 0.75), candidate("n4", 0.6875),
                candidate("n5", 0.625), candidate("s", 0.5, "standing"), candidate("s2", 0.25, "standing", "semantic"));
        assertEquals(List.of("n1", "n2", "r", "n3"), ids(rank(candidates, Map.of("k", 4L))));
        // s2 is below the floor: only s is owed; it replaces n3 and, ranking below every pick, comes last
        assertEquals(List.of("n1", "n2", "r", "s"), ids(rank(candidates, Map.of("k", 4L, "standingQuota", 2L, "standingFloor", 0.375))));
        // both owed: n3, then n2 give way (r rests on the focus)
        assertEquals(List.of("n1", "r", "s", "s2"), ids(rank(candidates, Map.of("k", 4L, "standingQuota", 2L))));
        // a quota of 1: the best of them
        assertEquals(List.of("n1", "n2", "r", "s"), ids(rank(candidates, Map.of("k", 4L, "standingQuota", 1L))));
        // nothing left to give way: the picks are all standing or rests_on
        assertEquals(List.of("r", "s"), ids(rank(candidates.subList(2, 8).stream().filter(c -> !((String) c.get("id")).startsWith("n"))
                .toList(), Map.of("k", 2L, "standingQuota", 1L))));
        assertEquals(List.of("r"), ids(rank(List.of(candidates.get(2), candidates.get(7)), Map.of("k", 1L, "standingQuota", 1L))));
    }

    @Test
    void anInsertedStandingHitTakesItsPlaceByScoreAmongTheGreedyPicks() {
        // with s (standing, 0.78125, 0.75 to a) the picks are a, c, d, b as above; s is owed: b gives way, s goes
        // before c (the first pick ranking below it); b then joins a's group and e d's
        List<Map<String, Object>> candidates = new ArrayList<>(ABCDEF);
        candidates.add(candidate("s", 0.78125, "standing", "semantic"));
        List<List<Object>> pairs = new ArrayList<>(PAIRS);
        pairs.add(List.of("s", "a", 0.75));
        Map<String, Object> options = new HashMap<>(Map.of("k", 4L, "similar", pairs, "diversity", 0.5, "duplicateThreshold", 0.7));
        assertEquals(List.of("a", "c", "d", "b"), ids(rank(candidates, options)));
        options.put("standingQuota", 1L);
        List<Record> rows = rank(candidates, options);
        assertEquals(List.of("a", "s", "c", "d"), ids(rows));
        assertEquals(Map.of("a", "1 [b]", "d", "1 [e]"), groups(rows));
    }

    @Test
    void withoutTheNewOptionsOrWithTheirDefaultsTheRankingIsUnchanged() {
        List<Map<String, Object>> candidates = new ArrayList<>(ABCDEF);
        candidates.add(candidate("s", 0.78125, "standing"));
        candidates.add(candidate("elsewhere", 0.99)); // only in another namespace: never a hit
        List<Record> plain = rank(candidates, Map.of("k", 4L));
        assertEquals(List.of("a", "b", "s", "c"), ids(plain));
        List<Record> defaults = rank(candidates, Map.of("k", 4L, "similar", PAIRS, "diversity", 0.0, "duplicateThreshold", 0.9,
                "standingQuota", 0L, "standingFloor", 0.0));
        assertEquals(ids(plain), ids(defaults));
        for (int i = 0; i < plain.size(); i++) {
            for (String column : List.of("rank", "score", "routes", "distance", "traces")) {
                assertEquals(plain.get(i).get(column), defaults.get(i).get(column), column);
            }
        }
        // diversity without any pair: the best k by score
        assertEquals(ids(plain), ids(rank(candidates, Map.of("k", 4L, "diversity", 2.0))));
    }

    @Test
    void badSelectionOptionsAreRefused() {
        List<Object> bad = List.of("pairs", List.of(List.of("a", "b")), List.of(List.of("a", "b", 0.5, 1)),
                List.of(List.of(1L, "b", 0.5)), List.of(List.of("a", "b", 1.5)), List.of(List.of("a", "b", -0.5)),
                List.of(List.of("a", "b", "high")), List.of("a", "b", 0.5));
        for (Object similar : bad) {
            String message = neo4j.refused(ErrorCode.INVALID_QUERY, RANK, Map.of("ns", NS, "candidates", ABCDEF,
                    "options", Map.of("similar", similar)));
            assertTrue(message.contains("similar"), message);
        }
        for (Map<String, Object> options : List.<Map<String, Object>>of(Map.of("diversity", -0.5), Map.of("diversity", "much"),
                Map.of("duplicateThreshold", 0.0), Map.of("duplicateThreshold", 1.5), Map.of("standingQuota", -1L),
                Map.of("standingQuota", 1.5), Map.of("standingFloor", 2.0), Map.of("standingFloor", -0.1))) {
            String message = neo4j.refused(ErrorCode.INVALID_QUERY, RANK, Map.of("ns", NS, "candidates", ABCDEF, "options", options));
            assertTrue(message.contains(options.keySet().iterator().next()), message);
        }
    }
}
