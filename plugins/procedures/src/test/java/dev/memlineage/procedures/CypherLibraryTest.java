package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;

@ExtendWith(Neo4jExtension.class)
class CypherLibraryTest {
    @Test
    void loadsANamedFileOnceAndDropsTheTrailingSemicolon() {
        String text = CypherLibrary.query("test/neighbours");
        assertTrue(text.startsWith("// Test-only example"), text);
        assertTrue(text.endsWith("ORDER BY id"), text);
        assertSame(text, CypherLibrary.query("test/neighbours"));
    }

    @Test
    void aMissingFileIsNamedInTheError() {
        MemLineageException e = assertThrows(MemLineageException.class, () -> CypherLibrary.query("lineage/nope"));
        assertEquals(Messages.cypherFileMissing("lineage/nope", "memlineage/cypher/lineage/nope.cypher"), e.text());
        assertEquals(ErrorCode.INTERNAL, e.code()); // a file the jar lacks is the build's fault, not the caller's
    }

    @Test
    void namesCannotLeaveTheCypherDirectory() {
        for (String name : List.of("../schema/neo4j/V0001__memcell_graph", "/etc/passwd", "a//b", "")) {
            MemLineageException e = assertThrows(MemLineageException.class, () -> CypherLibrary.query(name));
            assertEquals(Messages.CYPHER_NAME_INVALID.formatted(name), e.text());
        }
    }

    @Test
    void aProcedureBodyIsExactlyOneStatement() {
        assertEquals(Messages.CYPHER_FILE_MULTIPLE.formatted("test/two_statements", 2),
                assertThrows(MemLineageException.class, () -> CypherLibrary.query("test/two_statements")).text());
        assertEquals(Messages.CYPHER_FILE_EMPTY.formatted("test/only_comments"),
                assertThrows(MemLineageException.class, () -> CypherLibrary.query("test/only_comments")).text());
    }

    @Test
    void semicolonsInStringsAndNamesSurviveOnTheServer(TestNeo4j neo4j) {
        Record row = neo4j.run(CypherLibrary.query("test/tricky")).get(0);
        assertEquals("a;b", row.get("s").asString());
        assertEquals("c;d", row.get("t").asString());
        assertEquals(1, row.get("e;f").asInt());
    }

    @Test
    void aProcedureWhoseBodyIsACypherFileStreamsItsRows(TestNeo4j neo4j) {
        neo4j.reset();
        neo4j.run("""
                CREATE (c:MemCell {namespace: 'ns', id: 'c', kind: 'llm_output'}),
                       (p1:MemCell {namespace: 'ns', id: 'p1', kind: 'tool_result'}),
                       (p2:MemCell {namespace: 'ns', id: 'p2', kind: 'fact'}),
                       (other:MemCell {namespace: 'other', id: 'c'}),
                       (c)-[:DERIVED_FROM]->(p1), (c)-[:DERIVED_FROM]->(p2), (other)-[:DERIVED_FROM]->(p1)
                """);
        List<Record> rows = neo4j.run(
                "CALL test.memlineage.parents($ns, $id) YIELD id, kind RETURN id, kind",
                Map.of("ns", "ns", "id", "c"));
        assertEquals(List.of("p1:tool_result", "p2:fact"),
                rows.stream().map(r -> r.get("id").asString() + ":" + r.get("kind").asString()).toList());
    }
}
