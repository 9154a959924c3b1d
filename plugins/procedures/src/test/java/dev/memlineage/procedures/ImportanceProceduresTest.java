package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;
import org.neo4j.driver.exceptions.ClientException;

/**
 * memlineage.importance.refresh end to end, with {@link FakeGds} standing in for Graph Data Science: the
 * options it accepts and refuses, and the blend of cypher/plugin/importance/refresh.cypher (each cell's own
 * importance, topology, root bonus, feedback; a weighted mean in [0, 1] that never compounds).
 */
@ExtendWith(Neo4jExtension.class)
class ImportanceProceduresTest {
    private static final String NS = "importance";
    private static final String OTHER = "importance-other";
    private static final String REFRESH = "CALL memlineage.importance.refresh($ns, $options) YIELD cells, meanImportance "
            + "RETURN cells, meanImportance";

    private final TestNeo4j neo4j;

    ImportanceProceduresTest(TestNeo4j neo4j) {
        this.neo4j = neo4j;
    }

    /** hub (caller-set importance 0.9) <- six leaves, hub <- plan <- two more; lone fact (kind prior 0.6). */
    @BeforeEach
    void graph() {
        neo4j.reset();
        neo4j.run("CALL memlineage.schema.migrate()");
        List<Map<String, Object>> cells = new ArrayList<>();
        cells.add(Map.of("id", "hub", "kind", "user_input", "content", "project brief", "importance", 0.9));
        cells.add(Map.of("id", "plan", "kind", "plan", "content", "the plan", "parents", List.of("hub")));
        for (int i = 0; i < 6; i++) {
            cells.add(Map.of("id", "leaf" + i, "kind", "llm_reasoning", "content", "step " + i, "parents", List.of("hub")));
        }
        for (int i = 0; i < 2; i++) {
            cells.add(Map.of("id", "sub" + i, "kind", "llm_output", "content", "sub " + i, "parents", List.of("plan")));
        }
        cells.add(Map.of("id", "lone", "kind", "fact", "content", "a lone fact"));
        for (String ns : List.of(NS, OTHER)) {
            neo4j.run("CALL memlineage.lineage.record($ns, $cells)", Map.of("ns", ns, "cells", cells));
        }
    }

    private Map<String, Double> importance(String ns) {
        Map<String, Double> out = new java.util.TreeMap<>();
        for (Record r : neo4j.run("MATCH (c:MemCell {namespace: $ns}) RETURN c.id AS id, c.importance AS i", Map.of("ns", ns))) {
            out.put(r.get("id").asString(), r.get("i").asDouble());
        }
        return out;
    }

    private Record refresh(Map<String, Object> options) {
        return neo4j.run(REFRESH, Map.of("ns", NS, "options", options)).get(0);
    }

    private String otherNamespace() {
        return neo4j.run("MATCH (c:MemCell {namespace: $ns}) WITH c ORDER BY c.id RETURN collect(properties(c)) AS x",
                Map.of("ns", OTHER)).get(0).get("x").asObject().toString();
    }

    @Test
    void refreshBlendsTopologyWithEachCellsOwnImportanceAndNeverCompounds() {
        Map<String, Double> before = importance(NS);
        String other = otherNamespace();
        Record r = refresh(Map.of());
        assertEquals(11, r.get("cells").asLong());
        assertEquals(0, FakeGds.live(), "the projection is dropped");
        Map<String, Double> after = importance(NS);
        for (Record c : neo4j.run("""
                MATCH (c:MemCell {namespace: $ns})
                RETURN c.id AS id, c.importance AS importance, c.importance_base AS base, c.pagerank AS pagerank,
                       NOT EXISTS { (c)-[:DERIVED_FROM]->() } AS root, coalesce(c.usefulness, 0.0) AS usefulness""",
                Map.of("ns", NS))) {
            String id = c.get("id").asString();
            assertEquals(before.get(id), c.get("base").asDouble(), id + ": its own importance is kept as the base");
            double expected = 0.45 * c.get("base").asDouble() + 0.30 * Math.sqrt(c.get("pagerank").asDouble())
                    + 0.05 * (c.get("root").asBoolean() ? 1 : 0) + 0.20 * (c.get("usefulness").asDouble() + 1) / 2;
            assertEquals(expected, c.get("importance").asDouble(), 1e-9, id);
            assertTrue(expected >= 0 && expected <= 1, id + " " + expected);
        }
        for (int i = 0; i < 6; i++) assertTrue(after.get("hub") > after.get("leaf" + i), "the hub outranks its leaves");
        assertEquals(1.0, neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 'hub'}) RETURN c.pagerank AS p", Map.of("ns", NS))
                .get(0).get("p").asDouble(), 1e-12, "the hub ranks highest");

        refresh(Map.of());
        Map<String, Double> again = importance(NS);
        for (String id : after.keySet()) assertEquals(after.get(id), again.get(id), 1e-12, id + ": a second refresh changes nothing");
        assertEquals(other, otherNamespace());
    }

    @Test
    void zeroWeightsAreAcceptedAndTheCellsOwnImportanceSurvives() {
        Map<String, Double> before = importance(NS);
        refresh(Map.of("wTopology", 0, "wRoot", 0.0, "wUsefulness", 0));
        Map<String, Double> kept = importance(NS);
        for (String id : before.keySet()) {
            assertEquals(before.get(id), kept.get(id), 1e-12, id + ": caller-set or prior importance kept as it was");
        }
        assertEquals(0.9, kept.get("hub"), 1e-12);
        assertEquals(0.6, kept.get("lone"), 1e-12);

        // after the first refresh the base is fixed: what feedback moved since is not blended in twice
        neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 'hub'}) SET c.importance = 0.1", Map.of("ns", NS));
        refresh(Map.of("wTopology", 0, "wRoot", 0, "wUsefulness", 0));
        assertEquals(0.9, importance(NS).get("hub"), 1e-12);

        // feedback alone, and weights summing to more than 1: still a mean in [0, 1]
        neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 'leaf3'}) SET c.usefulness = 1.0", Map.of("ns", NS));
        refresh(Map.of("wPrior", 0, "wTopology", 0, "wRoot", 0, "wUsefulness", 7));
        Map<String, Double> useful = importance(NS);
        assertEquals(1.0, useful.get("leaf3"), 1e-12);
        assertEquals(0.5, useful.get("leaf2"), 1e-12);
        refresh(Map.of("wPrior", 3, "wTopology", 5, "wRoot", 2, "wUsefulness", 1));
        importance(NS).forEach((id, i) -> assertTrue(i >= 0 && i <= 1, id + " " + i));
    }

    @Test
    void unknownOptionsAndBadWeightsAreRefusedBeforeAnythingRuns() {
        String before = neo4j.run("MATCH (c:MemCell) WITH c ORDER BY elementId(c) RETURN collect(properties(c)) AS x")
                .get(0).get("x").asObject().toString();
        List<Map<String, Object>> bad = new ArrayList<>();
        bad.add(Map.of("wPriority", 1.0));
        bad.add(Map.of("wPrior", 0.45, "dampingFactor", 0.8));
        bad.add(Map.of("wPrior", -0.1));
        bad.add(Map.of("wTopology", Double.NaN));
        bad.add(Map.of("wRoot", Double.POSITIVE_INFINITY));
        bad.add(Map.of("wUsefulness", "high"));
        bad.add(Map.of("wPrior", 0, "wTopology", 0, "wRoot", 0, "wUsefulness", 0));
        Map<String, Object> nullWeight = new HashMap<>();
        nullWeight.put("wPriorX", null);
        bad.add(nullWeight);
        for (Map<String, Object> options : bad) {
            ClientException e = assertThrows(ClientException.class, () -> refresh(options));
            assertTrue(e.getMessage().contains("MemLineage." + ErrorCode.INVALID_INPUT.code() + ":"), e.getMessage());
        }
        ClientException unknown = assertThrows(ClientException.class, () -> refresh(Map.of("wPriority", 1.0)));
        assertTrue(unknown.getMessage().contains(Messages.IMPORTANCE_OPTION_UNKNOWN.formatted("'wPriority'",
                "wPrior, wRoot, wTopology, wUsefulness")), unknown.getMessage());
        assertEquals(before, neo4j.run("MATCH (c:MemCell) WITH c ORDER BY elementId(c) RETURN collect(properties(c)) AS x")
                .get(0).get("x").asObject().toString());
        assertEquals(0, FakeGds.live(), "nothing was projected");
        ClientException namespace = assertThrows(ClientException.class, () -> neo4j.run(REFRESH, Map.of("ns", "", "options", Map.of())));
        assertTrue(namespace.getMessage().contains("MemLineage.InvalidInput:"), namespace.getMessage());
    }
}
