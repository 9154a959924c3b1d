package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;

/** memlineage.check.*: a consistent namespace has no violation; each corruption is found, and statuses repaired. */
@ExtendWith(Neo4jExtension.class)
class CheckProceduresTest {
    private static final String NS = "junit";
    private static final String RECORD = "CALL memlineage.lineage.record($ns, $cells, $edges)";

    private final TestNeo4j neo4j;

    CheckProceduresTest(TestNeo4j neo4j) {
        this.neo4j = neo4j;
    }

    @BeforeEach
    void diamondWithAnInvalidationAndAVersion() {
        neo4j.reset();
        neo4j.run("CALL memlineage.schema.migrate()");
        List<Map<String, Object>> cells = List.of(cell("root", "user_input"), cell("a", "tool_result"),
                cell("b", "tool_result"), cell("join", "plan"), cell("leaf", "llm_output"), cell("a2", "tool_result"));
        neo4j.run(RECORD, Map.of("ns", NS, "cells", cells, "edges", List.of(edge("a", "root"), edge("b", "root"),
                edge("join", "a"), edge("join", "b"), edge("leaf", "join"), edge("a2", "root"))));
        neo4j.run(RECORD, Map.of("ns", "other", "cells", List.of(cell("root", "user_input")), "edges", List.of()));
        neo4j.run("CALL memlineage.contamination.invalidate($ns, 'b', 'wrong')", Map.of("ns", NS));
        neo4j.run("CALL memlineage.traces.supersede($ns, 'a', 'a2', 'newer')", Map.of("ns", NS));
    }

    private static Map<String, Object> cell(String id, String kind) {
        return Map.of("id", id, "kind", kind, "content", "content of " + id);
    }

    private static Map<String, Object> edge(String child, String parent) {
        return Map.of("child", child, "parent", parent);
    }

    private List<Record> check() {
        return neo4j.run("CALL memlineage.check.graph($ns)", Map.of("ns", NS));
    }

    private Set<String> found() {
        return check().stream().map(r -> r.get("check").asString() + ":" + r.get("id").asString()).collect(Collectors.toSet());
    }

    @Test
    void aConsistentNamespaceHasNoViolation() {
        assertEquals(List.of(), check());
    }

    @Test
    void aStatusTheInvalidationsDoNotImplyIsFoundAndRepaired() {
        neo4j.run("MATCH (c:MemCell {namespace: $ns}) WHERE c.id IN ['leaf', 'root'] SET c.status = "
                + "CASE c.id WHEN 'leaf' THEN 'valid' ELSE 'contaminated' END", Map.of("ns", NS));
        List<Record> rows = check();
        assertEquals(Set.of("status:leaf", "status:root"), found());
        Record leaf = rows.stream().filter(r -> r.get("id").asString().equals("leaf")).findFirst().orElseThrow();
        assertEquals(List.of("valid", "contaminated"), List.of(leaf.get("actual").asString(), leaf.get("expected").asString()));

        List<Record> repaired = neo4j.run("CALL memlineage.check.repairStatuses($ns)", Map.of("ns", NS));
        assertEquals(Set.of("leaf:contaminated", "root:valid"), repaired.stream()
                .map(r -> r.get("id").asString() + ":" + r.get("after").asString()).collect(Collectors.toSet()));
        assertEquals(List.of(), check());
    }

    @Test
    void cyclesCrossingsBrokenVersionsAndTargetlessInvalidationsAreReported() {
        neo4j.run("MATCH (r:MemCell {namespace: $ns, id: 'root'}), (l:MemCell {namespace: $ns, id: 'leaf'}) "
                + "CREATE (r)-[:DERIVED_FROM]->(l)", Map.of("ns", NS));
        neo4j.run("MATCH (a:MemCell {namespace: $ns, id: 'join'}), (o:MemCell {namespace: 'other', id: 'root'}) "
                + "CREATE (a)-[:SUPPORTS]->(o)", Map.of("ns", NS));
        neo4j.run("MATCH (a:MemCell {namespace: $ns, id: 'a'}) REMOVE a.base_status", Map.of("ns", NS));
        neo4j.run("CREATE (:Invalidation {namespace: $ns, id: 'inv-orphan', active: false})", Map.of("ns", NS));
        Set<String> found = found();
        assertTrue(found.stream().anyMatch(f -> f.startsWith("cycle:")), found.toString());
        assertTrue(found.contains("cross_namespace:join"), found.toString());
        assertTrue(found.contains("supersession:a"), found.toString());
        assertTrue(found.contains("invalidation:inv-orphan"), found.toString());
        // the other namespace is not this one's business: its own check is clean but for the edge into it
        assertEquals(Set.of("cross_namespace:root"), neo4j.run("CALL memlineage.check.graph('other')").stream()
                .map(r -> r.get("check").asString() + ":" + r.get("id").asString()).collect(Collectors.toSet()));
    }
}
