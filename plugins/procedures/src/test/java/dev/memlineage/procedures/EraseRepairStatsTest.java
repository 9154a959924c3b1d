package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;

/**
 * memlineage.erase.*, memlineage.repair.plan and memlineage.stats.namespace on the in-process server. The
 * same graph is stored in a second namespace, which every call must leave unchanged; refused calls write
 * nothing.
 */
@ExtendWith(Neo4jExtension.class)
class EraseRepairStatsTest {
    private static final String NS = "erase";
    private static final String OTHER = "elsewhere";
    private static final String RECORD = "CALL memlineage.lineage.record($ns, $cells, $edges)";
    private static final String ERASE = "CALL memlineage.erase.cells($ns, $ids, $selector, $reason, $by, $cascade)";

    private final TestNeo4j neo4j;

    EraseRepairStatsTest(TestNeo4j neo4j) {
        this.neo4j = neo4j;
    }

    /** root <- a <- c, root <- b <- c (a diamond), c <- d; x alone. a mentions Zorblax and Lisbon, x Lisbon. */
    @BeforeEach
    void graph() {
        neo4j.reset();
        neo4j.run("CALL memlineage.schema.migrate()");
        for (String ns : List.of(NS, OTHER)) {
            neo4j.run(RECORD, Map.of("ns", ns, "cells", List.of(
                    cell("root", "user_input", List.of()), cell("a", "tool_result", List.of("zorblax", "lisbon")),
                    cell("b", "fact", List.of()), cell("c", "llm_reasoning", List.of()), cell("d", "llm_output", List.of()),
                    cell("x", "preference", List.of("lisbon"))),
                    "edges", List.of(edge("a", "root"), edge("b", "root"), edge("c", "a"), edge("c", "b"), edge("d", "c"))));
        }
    }

    private static Map<String, Object> cell(String id, String kind, List<String> entities) {
        Map<String, Object> c = new HashMap<>(Map.of("id", id, "kind", kind, "content", "secret content of " + id,
                "tags", List.of("t-" + id), "source", "src-" + id, "generation_context", "{\"prompt\": \"about " + id + "\"}"));
        if (!entities.isEmpty()) c.put("entities", entities);
        return c;
    }

    private static Map<String, Object> edge(String child, String parent) {
        return Map.of("child", child, "parent", parent);
    }

    private static Map<String, Object> params(Object... kv) {
        Map<String, Object> p = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) p.put((String) kv[i], kv[i + 1]);
        return p;
    }

    private Record erase(List<String> ids, Map<String, Object> selector, String cascade) {
        return neo4j.run(ERASE, params("ns", NS, "ids", ids, "selector", selector, "reason", "user asked", "by", "dpo",
                "cascade", cascade)).get(0);
    }

    private Map<String, Object> props(String id) {
        return neo4j.run("MATCH (c:MemCell {namespace: $ns, id: $id}) RETURN properties(c) AS p", Map.of("ns", NS, "id", id))
                .get(0).get("p").asMap();
    }

    private String status(String id) {
        return (String) props(id).get("status");
    }

    @Test
    void anErasedMemoryIsATombstoneWithoutContentMentionsOrOrphanEntities() {
        String other = neo4j.namespaceSnapshot(OTHER);
        Record row = erase(List.of("a"), Map.of(), "keep");
        assertEquals(List.of("a"), row.get("erased").asList());
        assertEquals(1, row.get("entitiesRemoved").asLong()); // zorblax; lisbon is still mentioned by x
        Map<String, Object> p = props("a");
        assertEquals(Set.of("id", "namespace", "kind", "created_at", "updated_at", "status", "base_status", "indexed",
                "erased_at", "erased_by", "erased_reason"), p.keySet());
        assertEquals("erased", p.get("status"));
        assertEquals(false, p.get("indexed"));
        assertEquals("dpo", p.get("erased_by"));
        assertEquals(0, neo4j.run("MATCH (:MemCell {namespace: $ns, id: 'a'})-[:MENTIONS]->() RETURN count(*) AS n",
                Map.of("ns", NS)).get(0).get("n").asLong());
        assertEquals(0, neo4j.run("MATCH (e:Entity {namespace: $ns, name: 'zorblax'}) RETURN count(e) AS n",
                Map.of("ns", NS)).get(0).get("n").asLong());
        assertEquals(0, neo4j.run("MATCH (n {namespace: $ns}) WHERE any(k IN keys(n) WHERE toStringOrNull(n[k]) CONTAINS 'content of a' "
                + "OR any(x IN CASE WHEN n[k] IS :: LIST<ANY> THEN n[k] ELSE [] END WHERE toStringOrNull(x) CONTAINS 'of a')) "
                + "RETURN count(n) AS n", Map.of("ns", NS)).get(0).get("n").asLong());
        assertEquals("valid", status("c")); // keep: descendants untouched, lineage kept
        assertEquals(2, neo4j.run("MATCH (:MemCell {namespace: $ns, id: 'a'})-[r:DERIVED_FROM]-() RETURN count(r) AS n",
                Map.of("ns", NS)).get(0).get("n").asLong());
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
        // erasing again is a no-op; a tombstone cannot be invalidated, replaced or re-recorded with content
        assertEquals(List.of(), erase(List.of("a"), Map.of(), "keep").get("erased").asList());
        neo4j.refused(ErrorCode.CELL_STATE, "CALL memlineage.contamination.invalidate($ns, 'a', 'r')", Map.of("ns", NS));
        neo4j.refused(ErrorCode.CELL_STATE, "CALL memlineage.traces.replace($ns, 'a', $cell)",
                Map.of("ns", NS, "cell", Map.of("id", "a2", "kind", "fact", "content", "back")));
        neo4j.refused(ErrorCode.ID_CONFLICT, RECORD, Map.of("ns", NS, "cells",
                List.of(Map.of("id", "a", "kind", "tool_result", "content", "secret content of a")), "edges", List.of()));
    }

    @Test
    void cascadeContaminateInvalidatesFromTheErasedMemoryAndCascadeEraseErasesDescendants() {
        Record row = erase(List.of("a"), Map.of(), "contaminate");
        assertEquals(2, row.get("contaminated").asLong());
        assertEquals(1, row.get("invalidations").size());
        assertEquals("erased", status("a"));
        assertEquals("contaminated", status("c"));
        assertEquals("contaminated", status("d"));
        assertEquals("valid", status("b"));
        // restoring that invalidation leaves the tombstone one
        neo4j.run("CALL memlineage.contamination.restore($ns, $inv)", Map.of("ns", NS, "inv", row.get("invalidations").get(0).asString()));
        assertEquals("erased", status("a"));
        assertEquals("valid", status("c"));

        Record all = erase(List.of("b"), Map.of(), "erase");
        assertEquals(Set.of("b", "c", "d"), Set.copyOf(all.get("erased").asList(v -> v.asString())));
        assertEquals("erased", status("d"));
        assertEquals("valid", status("root"));
    }

    @Test
    void aSelectorErasesBySourceTagOrEntity() {
        assertEquals(List.of("x"), erase(List.of(), Map.of("tag", "t-x"), "keep").get("erased").asList());
        assertEquals(List.of("b"), erase(List.of(), Map.of("source", "src-b"), "keep").get("erased").asList());
        assertEquals(List.of("a"), erase(List.of(), Map.of("entity", "Zorblax"), "keep").get("erased").asList());
        assertEquals(0, neo4j.run("MATCH (e:Entity {namespace: $ns}) RETURN count(e) AS n", Map.of("ns", NS))
                .get(0).get("n").asLong()); // lisbon lost its last mention with x
    }

    @Test
    void badErasuresAreRefusedWritingNothing() {
        Map<String, Object> base = params("ns", NS, "ids", List.of("a"), "selector", Map.of(), "reason", "r", "by", "u",
                "cascade", "keep");
        Map<String, Object> p = new HashMap<>(base);
        p.put("cascade", "shred");
        assertTrue(neo4j.refused(ErrorCode.INVALID_INPUT, ERASE, p).contains(Messages.ERASE_CASCADE.formatted("'shred'")));
        p = new HashMap<>(base);
        p.put("ids", List.of("a", "nope"));
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, ERASE, p);
        p = new HashMap<>(base);
        p.put("ids", List.of());
        assertTrue(neo4j.refused(ErrorCode.INVALID_INPUT, ERASE, p).contains(Messages.ERASE_NOTHING));
        p = new HashMap<>(base);
        p.put("selector", Map.of("colour", "red"));
        neo4j.refused(ErrorCode.INVALID_INPUT, ERASE, p);
        p = new HashMap<>(base);
        p.put("reason", " ");
        neo4j.refused(ErrorCode.INVALID_INPUT, ERASE, p);
        neo4j.refused(ErrorCode.INVALID_INPUT, "CALL memlineage.erase.namespace($ns, 0)", Map.of("ns", NS));
    }

    @Test
    void eraseNamespaceRemovesATenantInBatchesAndNoOther() {
        String other = neo4j.namespaceSnapshot(OTHER);
        long total = 0;
        int calls = 0;
        while (true) {
            Record row = neo4j.run("CALL memlineage.erase.namespace($ns, 3)", Map.of("ns", NS)).get(0);
            calls++;
            total += row.get("deleted").asLong();
            assertTrue(row.get("deleted").asLong() <= 3);
            if (row.get("done").asBoolean()) break;
        }
        assertEquals(8, total); // 6 cells, 2 entities
        assertTrue(calls >= 3);
        assertEquals(0, neo4j.run("MATCH (n {namespace: $ns}) RETURN count(n) AS n", Map.of("ns", NS)).get(0).get("n").asLong());
        assertEquals(other, neo4j.namespaceSnapshot(OTHER));
    }

    @Test
    void theRepairPlanIsTopologicalAndNamesCallsAndNewerVersions() {
        String inv = neo4j.run("CALL memlineage.traces.replace($ns, 'root', $cell, 'wrong', 'u', true) YIELD invalidation "
                + "RETURN invalidation.invalidation AS id", Map.of("ns", NS, "cell",
                Map.of("id", "root2", "kind", "user_input", "content", "right"))).get(0).get("id").asString();
        List<Record> rows = neo4j.run("CALL memlineage.repair.plan($ns, $inv)", Map.of("ns", NS, "inv", inv));
        List<String> order = rows.stream().map(r -> r.get("cell").asNode().get("id").asString()).toList();
        assertEquals(List.of("root", "a", "b", "c", "d"), order);
        assertEquals("invalidated", rows.get(0).get("role").asString());
        assertEquals(List.of("root2"), rows.get(0).get("newer").asList());
        assertEquals(List.of("a", "b"), rows.get(3).get("parents").asList());
        for (int i = 0; i < rows.size(); i++) assertEquals(i, rows.get(i).get("order").asLong());
        neo4j.refused(ErrorCode.INVALIDATION_NOT_FOUND, "CALL memlineage.repair.plan($ns, 'inv-x')", Map.of("ns", NS));
        neo4j.run("CALL memlineage.contamination.restore($ns, $inv)", Map.of("ns", NS, "inv", inv));
        neo4j.refused(ErrorCode.INVALIDATION_STATE, "CALL memlineage.repair.plan($ns, $inv)", Map.of("ns", NS, "inv", inv));
    }

    @Test
    void applyWritesAReplaysVersionsInOrderAllOrNothing() {
        String apply = "CALL memlineage.repair.apply($ns, $versions, 'replayed', 'replay')";
        Map<String, Object> a2 = Map.of("oldId", "a", "cell", Map.of("id", "a2", "kind", "tool_result", "content", "new a",
                "parents", List.of("root")));
        Map<String, Object> c2 = Map.of("oldId", "c", "cell", Map.of("id", "c2", "kind", "llm_reasoning", "content", "new c",
                "parents", List.of("a2", "b")));
        Map<String, Object> bad = Map.of("oldId", "nope", "cell", Map.of("id", "n2", "kind", "fact", "content", "x"));
        neo4j.refused(ErrorCode.CELL_NOT_FOUND, apply, Map.of("ns", NS, "versions", List.of(a2, c2, bad)));
        neo4j.refused(ErrorCode.INVALID_INPUT, apply, Map.of("ns", NS, "versions", List.of(Map.of("old", "a"))));
        Record row = neo4j.run(apply, Map.of("ns", NS, "versions", List.of(a2, c2))).get(0);
        assertEquals(List.of("a2", "c2"), row.get("ids").asList());
        assertEquals("superseded", status("a"));
        assertEquals("superseded", status("c"));
        assertEquals(List.of("a2", "b"), neo4j.run("MATCH (:MemCell {namespace: $ns, id: 'c2'})-[:DERIVED_FROM]->(p) "
                + "RETURN p.id AS id ORDER BY id", Map.of("ns", NS)).stream().map(r -> r.get("id").asString()).toList());
    }

    @Test
    void statsCountKindsStatusesLayersConflictsAndPendingWork() {
        erase(List.of("d"), Map.of(), "keep");
        neo4j.run("CALL memlineage.traces.openConflict($ns, 'b', 'x', {evidence: 'they disagree'})", Map.of("ns", NS));
        Record s = neo4j.run("CALL memlineage.stats.namespace($ns)", Map.of("ns", NS)).get(0);
        assertEquals(6, s.get("cells").asLong());
        assertEquals(1L, s.get("byKind").asMap().get("fact"));
        assertEquals(5L, s.get("byStatus").asMap().get("valid"));
        assertEquals(1L, s.get("byStatus").asMap().get("erased"));
        assertEquals(Map.of("unknown", 6L), s.get("byLayer").asMap());
        assertEquals(1, s.get("openConflicts").asLong());
        assertEquals(5, s.get("pendingIndex").asLong()); // recorded here without the client's indexing step
        assertEquals(1, s.get("pendingPurge").asLong());
        assertFalse(s.get("byStatus").asMap().containsKey("invalid"));
    }
}
