package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;

/**
 * memlineage.lifecycle.*: archiving as a base status (never losing contamination, unarchive its exact inverse),
 * consolidation with provenance, forgetting by score with its protections and budget, tasks. Refused calls write
 * nothing; a second namespace holding the same ids comes out unchanged.
 */
@ExtendWith(Neo4jExtension.class)
class LifecycleProceduresTest {
    private static final String NS = "life";
    private static final String OTHER = "elsewhere";
    private static final String RECORD = "CALL memlineage.lineage.record($ns, $cells, $edges)";
    private static final String ARCHIVE = "CALL memlineage.lifecycle.archive($ns, $ids, 'test', 'junit')";
    private static final String UNARCHIVE = "CALL memlineage.lifecycle.unarchive($ns, $ids, 'junit')";
    private static final String FORGET = "CALL memlineage.lifecycle.forget($ns, $options, $dryRun, 'junit')";

    private final TestNeo4j neo4j;

    LifecycleProceduresTest(TestNeo4j neo4j) {
        this.neo4j = neo4j;
    }

    /** root(user_input) <- plan <- call(tool_call) <- result(tool_result) <- out(llm_output); root <- pref. */
    @BeforeEach
    void graph() {
        neo4j.reset();
        neo4j.run("CALL memlineage.schema.migrate()");
        for (String ns : List.of(NS, OTHER)) {
            neo4j.run(RECORD, Map.of("ns", ns, "cells", List.of(cell("root", "user_input"), cell("plan", "plan"),
                    cell("call", "tool_call"), cell("result", "tool_result"), cell("out", "llm_output"),
                    cell("pref", "preference")),
                    "edges", List.of(edge("plan", "root"), edge("call", "plan"), edge("result", "call"),
                            edge("out", "result"), edge("pref", "root"))));
        }
    }

    private static Map<String, Object> cell(String id, String kind) {
        // recorded 60 days ago: nothing is a recent output unless a test says so
        return Map.of("id", id, "kind", kind, "content", "content of " + id,
                "created_at", System.currentTimeMillis() - 60L * 86_400_000L);
    }

    private static Map<String, Object> edge(String child, String parent) {
        return Map.of("child", child, "parent", parent);
    }

    private static Map<String, Object> params(Object... keyValues) {
        Map<String, Object> p = new HashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) p.put((String) keyValues[i], keyValues[i + 1]);
        return p;
    }

    private List<String> status(String id) {
        Record r = neo4j.run("MATCH (c:MemCell {namespace: $ns, id: $id}) RETURN c.status AS s, c.base_status AS b",
                Map.of("ns", NS, "id", id)).get(0);
        return List.of(r.get("s").asString("valid"), r.get("b").isNull() ? "valid" : r.get("b").asString());
    }

    @Test
    void archiveSurvivesInvalidationAndUnarchiveIsTheExactInverse() {
        String other = neo4j.namespaceSnapshot(OTHER);
        String before = neo4j.snapshot();
        List<Record> rows = neo4j.run(ARCHIVE, params("ns", NS, "ids", List.of("result", "result")));
        assertEquals(1, rows.size());
        assertEquals(List.of("archived", "archived"), status("result"));
        // invalidating an ancestor still contaminates the archived cell and what derives from it
        String inv = neo4j.run("CALL memlineage.contamination.invalidate($ns, 'call', 'wrong', 'junit') YIELD invalidation",
                Map.of("ns", NS)).get(0).get(0).asString();
        assertEquals(List.of("contaminated", "archived"), status("result"));
        assertEquals("contaminated", status("out").get(0));
        neo4j.run("CALL memlineage.contamination.restore($ns, $inv)", Map.of("ns", NS, "inv", inv));
        assertEquals(List.of("archived", "archived"), status("result"));
        assertEquals("valid", status("out").get(0));
        // archive again: left as it is
        assertFalse(neo4j.run(ARCHIVE, params("ns", NS, "ids", List.of("result"))).get(0).get("changed").asBoolean());
        neo4j.run(UNARCHIVE, params("ns", NS, "ids", List.of("result")));
        assertEquals(List.of("valid", "valid"), status("result"));
        Set<Object> keys = neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 'result'}) RETURN keys(c) AS k", Map.of("ns", NS))
                .get(0).get("k").asList().stream().collect(Collectors.toSet());
        assertFalse(keys.stream().anyMatch(k -> k.toString().startsWith("archived")), keys.toString());
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
        assertTrue(before.length() > 0);
    }

    @Test
    void archivingASupersededCellKeepsWhatUnarchiveGivesBack() {
        neo4j.run("MATCH (c:MemCell {namespace: $ns, id: 'plan'}) SET c.status = 'superseded', c.base_status = 'superseded'",
                Map.of("ns", NS));
        neo4j.run(ARCHIVE, params("ns", NS, "ids", List.of("plan")));
        assertEquals(List.of("archived", "archived"), status("plan"));
        neo4j.run(UNARCHIVE, params("ns", NS, "ids", List.of("plan")));
        assertEquals(List.of("superseded", "superseded"), status("plan"));
    }

    @Test
    void badInputIsRefusedAndWritesNothing() {
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, ARCHIVE, params("ns", NS, "ids", List.of("result", "nope")));
        neo4j.refused(ErrorCode.INVALID_INPUT, ARCHIVE, params("ns", NS, "ids", List.of()));
        neo4j.refused(ErrorCode.INVALID_ID, ARCHIVE, params("ns", NS, "ids", List.of("bad id!")));
        neo4j.refused(ErrorCode.CELL_STATE, UNARCHIVE, params("ns", NS, "ids", List.of("result")));
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, ARCHIVE, params("ns", OTHER + "-x", "ids", List.of("result")));
        neo4j.refused(ErrorCode.INVALID_INPUT, FORGET, params("ns", NS, "options", Map.of("bogus", 1), "dryRun", false));
        neo4j.refused(ErrorCode.INVALID_INPUT, FORGET, params("ns", NS, "options", Map.of("threshold", 2), "dryRun", false));
        neo4j.refused(ErrorCode.INVALID_INPUT, FORGET, params("ns", NS, "options", Map.of("pinnedKinds", List.of("x")),
                "dryRun", false));
        neo4j.refused(ErrorCode.INVALID_QUERY, FORGET, params("ns", NS, "options", Map.of("budget", -1), "dryRun", false));
        String consolidate = "CALL memlineage.lifecycle.consolidate($ns, $summary, $sources, 'junit')";
        neo4j.refused(ErrorCode.INVALID_INPUT, consolidate, params("ns", NS, "summary", "out", "sources", List.of("out")));
        neo4j.refused(ErrorCode.INVALID_INPUT, consolidate, params("ns", NS, "summary", "out", "sources", List.of()));
        neo4j.refused(ErrorCode.INVALID_INPUT, "CALL memlineage.lifecycle.startTask($ns, 'plan')", Map.of("ns", NS));
    }

    @Test
    void consolidateLinksArchivesAndKeepsContaminationFlowing() {
        neo4j.run(RECORD, Map.of("ns", NS, "cells", List.of(Map.of("id", "sum", "kind", "summary", "content", "a summary")),
                "edges", List.of(edge("sum", "call"), edge("sum", "result"))));
        Record r = neo4j.run("CALL memlineage.lifecycle.consolidate($ns, 'sum', ['call', 'result'], 'junit')",
                Map.of("ns", NS)).get(0);
        assertEquals(2, r.get("edges").asLong());
        assertEquals(2, r.get("archived").asLong());
        assertEquals(2, neo4j.run("MATCH (:MemCell {namespace: $ns, id: 'sum'})-[:CONSOLIDATES]->(c) RETURN count(c)",
                Map.of("ns", NS)).get(0).get(0).asLong());
        neo4j.run("CALL memlineage.contamination.invalidate($ns, 'call', 'wrong', 'junit')", Map.of("ns", NS));
        assertEquals("contaminated", status("sum").get(0));
        // a tainted source cannot be consolidated again
        neo4j.run(RECORD, Map.of("ns", NS, "cells", List.of(Map.of("id", "sum2", "kind", "summary", "content", "b")),
                "edges", List.of()));
        neo4j.refused(ErrorCode.CELL_STATE, "CALL memlineage.lifecycle.consolidate($ns, 'sum2', ['call'], 'junit')",
                Map.of("ns", NS));
    }

    @Test
    void forgetSparesRootsPinnedKindsOpenTasksAndRecentOutputs() {
        Map<String, Object> all = Map.of("threshold", 1.0);
        Set<String> ids = ids(neo4j.run(FORGET, params("ns", NS, "options", all, "dryRun", true)));
        assertEquals(Set.of("plan", "call", "result", "out"), ids); // not the root, not the preference
        // a recent valid output protects what it rests on
        neo4j.run(RECORD, Map.of("ns", NS, "cells", List.of(Map.of("id", "fresh", "kind", "llm_output", "content", "new")),
                "edges", List.of(edge("fresh", "result"))));
        ids = ids(neo4j.run(FORGET, params("ns", NS, "options", all, "dryRun", true)));
        assertEquals(Set.of("out"), ids);
        // an open task's memories are spared; closing it frees them
        neo4j.run(RECORD, Map.of("ns", NS, "cells", List.of(Map.of("id", "t", "kind", "task", "content", "task"),
                Map.of("id", "w", "kind", "llm_reasoning", "content", "thinking", "layer", "working", "task", "t")),
                "edges", List.of(edge("t", "root"), edge("w", "t"))));
        neo4j.run("CALL memlineage.lifecycle.startTask($ns, 't')", Map.of("ns", NS));
        ids = ids(neo4j.run(FORGET, params("ns", NS, "options", all, "dryRun", true)));
        assertFalse(ids.contains("w"));
        assertEquals(1, neo4j.run("CALL memlineage.lifecycle.endTask($ns, 't', 'junit') YIELD cells RETURN cells",
                Map.of("ns", NS)).get(0).get(0).asLong());
        neo4j.refused(ErrorCode.CELL_STATE, "CALL memlineage.lifecycle.endTask($ns, 't', 'junit')", Map.of("ns", NS));
        assertTrue(ids(neo4j.run(FORGET, params("ns", NS, "options", all, "dryRun", true))).contains("w"));
        // a dry run changed nothing; a real run archives
        assertEquals("valid", status("out").get(0));
        neo4j.run(FORGET, params("ns", NS, "options", all, "dryRun", false));
        assertEquals(List.of("archived", "archived"), status("out"));
    }

    @Test
    void budgetModeKeepsTheNamespaceUnderItsBudget() {
        // 6 active cells; a budget of 3 archives the 3 lowest-scoring candidates
        List<Record> rows = neo4j.run(FORGET, params("ns", NS, "options", Map.of("budget", 3), "dryRun", false));
        assertEquals(3, rows.size());
        long active = neo4j.run("MATCH (c:MemCell {namespace: $ns}) WHERE coalesce(c.base_status, 'valid') <> 'archived' "
                + "RETURN count(c)", Map.of("ns", NS)).get(0).get(0).asLong();
        assertEquals(3, active);
        for (int i = 1; i < rows.size(); i++) {
            assertTrue(rows.get(i - 1).get("score").asDouble() <= rows.get(i).get("score").asDouble());
        }
    }

    private static Set<String> ids(List<Record> rows) {
        return rows.stream().map(r -> r.get("id").asString()).collect(Collectors.toSet());
    }
}
