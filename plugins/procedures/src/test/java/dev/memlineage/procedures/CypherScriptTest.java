package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class CypherScriptTest {
    @Test
    void splitsAtSemicolonsOutsideStringsNamesAndComments() {
        String script = """
                // header; with a semicolon
                CREATE INDEX a IF NOT EXISTS FOR (n:A) ON (n.p);
                /* block; comment */ RETURN 'x;y' AS `a;b`, "q\\";" AS c;

                // trailing comment only
                """;
        List<String> statements = CypherScript.split(script);
        assertEquals(2, statements.size(), statements.toString());
        assertTrue(statements.get(0).startsWith("// header; with a semicolon"));
        assertTrue(statements.get(0).endsWith("ON (n.p)"));
        assertEquals("/* block; comment */ RETURN 'x;y' AS `a;b`, \"q\\\";\" AS c", statements.get(1));
    }

    @Test
    void aStatementWithoutFinalSemicolonIsKept() {
        assertEquals(List.of("RETURN 1"), CypherScript.split("RETURN 1\n"));
        assertEquals(List.of(), CypherScript.split("// only a comment\n;\n  ;"));
    }

    @Test
    void thePackagedSchemaHasOneStatementPerCreate() throws IOException {
        Path schema = Path.of(System.getProperty("memlineage.schemaDir"), "V0001__memcell_graph.cypher");
        String text = Files.readString(schema);
        List<String> statements = CypherScript.split(text);
        long creates = text.lines().filter(l -> l.startsWith("CREATE ")).count();
        assertEquals(creates, statements.size());
        statements.forEach(s -> assertTrue(s.contains("CREATE "), s));
    }
}
