package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;
import org.neo4j.driver.Transaction;
import org.neo4j.driver.exceptions.ClientException;

/**
 * The error table ({@link ErrorCode}): every code is raised somewhere (or marked reserved), the server
 * lists it through {@code memlineage.meta.errors()}, and a failed call's message has the shape the
 * Python client parses.
 *
 * <p>{@code src/test/resources/server-errors.json} holds messages exactly as the server sends them for
 * errors the Python tests cannot provoke on their shared database (a tampered migration, a damaged
 * invalidation); {@code tests/test_error_table.py} feeds them to the client's translation. This test
 * provokes each on the in-process server and fails when the file differs; regenerate it with
 * {@code -Dmemlineage.updateSnapshot=true} (like the signature snapshot) and review the diff.
 */
@ExtendWith(Neo4jExtension.class)
class ErrorCodeTest {
    static final Path MAIN_SOURCES = Path.of("src", "main", "java", "dev", "memlineage", "procedures");
    static final Pattern THROWN = Pattern.compile("MemLineageException\\.of\\(\\s*ErrorCode\\.([A-Z_]+)");
    /** What memgraph_py.errors reads after {@code MemLineage.}: letters only. */
    static final Pattern CODE = Pattern.compile("[A-Z][A-Za-z]+");

    @Test
    void everyCodeIsThrownSomewhereOrMarkedReserved() throws IOException {
        Set<String> thrown = new TreeSet<>();
        try (Stream<Path> files = Files.list(MAIN_SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = THROWN.matcher(Files.readString(file, StandardCharsets.UTF_8));
                while (m.find()) thrown.add(m.group(1));
            }
        }
        assertFalse(thrown.isEmpty(), "no throw site found under " + MAIN_SOURCES.toAbsolutePath());
        for (ErrorCode code : ErrorCode.values()) {
            if (code.reserved()) {
                assertFalse(thrown.contains(code.name()), code + " is marked reserved but is thrown");
            } else {
                assertTrue(thrown.contains(code.name()),
                        code + " is thrown nowhere: throw it, or mark it reserved and say why in its description");
            }
        }
    }

    @Test
    void codesAreDistinctWordsWithADescription() {
        Set<String> seen = new HashSet<>();
        for (ErrorCode code : ErrorCode.values()) {
            assertTrue(CODE.matcher(code.code()).matches(), code.name() + ": " + code.code());
            assertTrue(seen.add(code.code()), "duplicate code " + code.code());
            assertFalse(code.description().isBlank(), code.name() + " has no description");
        }
    }

    @Test
    void theServerListsTheTable(TestNeo4j neo4j) {
        List<String> listed = new ArrayList<>();
        for (Record r : neo4j.run("CALL memlineage.meta.errors()")) {
            ErrorCode code = ErrorCode.valueOf(toConstant(r.get("code").asString()));
            assertEquals(code.description(), r.get("description").asString());
            assertEquals(code.reserved(), r.get("reserved").asBoolean());
            listed.add(r.get("code").asString());
        }
        assertEquals(Arrays.stream(ErrorCode.values()).map(ErrorCode::code).toList(), listed);
    }

    @Test
    void theServerReportsTheValidationConstants(TestNeo4j neo4j) {
        Map<String, Object> c = neo4j.run("RETURN memlineage.meta.constants() AS c").get(0).get("c").asMap();
        assertEquals(Validation.KINDS, c.get("kinds"));
        assertEquals(Validation.STATUSES, c.get("statuses"));
        assertEquals(Validation.KIND_PRIOR, c.get("kindPrior"));
        assertEquals(new TreeSet<>(Validation.KINDS), new TreeSet<>(Validation.KIND_PRIOR.keySet()), "a prior for every kind");
        assertEquals((long) Validation.MAX_CONTENT_CHARS, c.get("maxContentChars"));
        assertEquals((long) Validation.MAX_TAGS, c.get("maxTags"));
        assertEquals((long) Validation.MAX_BATCH, c.get("maxBatch"));
        assertEquals((long) Validation.MAX_DEPTH, c.get("maxDepth"));
        assertEquals(Validation.ID.pattern(), c.get("idPattern"));
        assertEquals(Validation.NAMESPACE.pattern(), c.get("namespacePattern"));
        assertEquals(RecallProcedures.WEIGHTS.stream().sorted().toList(), c.get("recallWeights"));
        assertTrue(((List<?>) c.get("recallWeights")).contains("confidence"));
        assertEquals(MetaProcedures.CONSTANTS.keySet(), c.keySet());
    }

    @Test
    void aMessageCarriesItsCodeTextAndDetails() {
        MemLineageException e = MemLineageException.of(ErrorCode.CELL_NOT_FOUND,
                Messages.CELL_NOT_FOUND.formatted("a", "ns"), Map.of("namespace", "ns", "ids", List.of("a")));
        assertEquals("MemLineage.CellNotFound: no memory 'a' in namespace 'ns' | {\"ids\":[\"a\"],\"namespace\":\"ns\"}",
                e.getMessage());
        assertEquals(ErrorCode.CELL_NOT_FOUND, e.code());
        assertEquals(Messages.CELL_NOT_FOUND.formatted("a", "ns"), e.text());
    }

    /**
     * Neo4j reports a failed procedure by its exception's root cause: an exception with a cause would
     * reach the client as the inner message, without its code. Here a migration statement fails (the
     * unique constraint of V0001 over two cells with one id) and the client still gets Schema.
     */
    @Test
    void aFailureWithAnInnerCauseStillReachesTheClientWithItsCode(TestNeo4j neo4j) {
        neo4j.reset();
        ClientException e;
        try {
            neo4j.run("CREATE (:MemCell {namespace: 'ns', id: 'twice'}), (:MemCell {namespace: 'ns', id: 'twice'})");
            e = assertThrows(ClientException.class, () -> neo4j.run("CALL memlineage.schema.migrate()"));
        } finally {
            neo4j.reset();
        }
        String message = e.getMessage();
        int statements = Migration.packaged().get(0).statements().size();
        assertTrue(message.contains("Caused by: " + MemLineageException.class.getName() + ": MemLineage.Schema: "
                + "MemLineage migration V0001 (memcell_graph) failed at statement 1 of " + statements + ": "), message);
        assertTrue(message.endsWith(" | {\"name\":\"memcell_graph\",\"version\":1}"), message);

        IllegalStateException inner = new IllegalStateException("inner");
        MemLineageException wrapped = MemLineageException.of(ErrorCode.INTERNAL, "outer", Map.of(), inner);
        assertEquals(null, wrapped.getCause());
        assertEquals(List.of(inner), List.of(wrapped.getSuppressed()));
    }

    @Test
    void serverMessagesMatchTheSavedSamples(TestNeo4j neo4j) throws IOException {
        Map<String, ClientException> samples = new LinkedHashMap<>();
        neo4j.reset();
        try {
            // an applied migration whose file changed
            neo4j.run("CALL memlineage.schema.migrate()");
            neo4j.run("MATCH (m:MemLineageMigration {version: 1}) SET m.checksum = 'tampered'");
            samples.put("migration checksum mismatch",
                    assertThrows(ClientException.class, () -> neo4j.run("CALL memlineage.schema.migrate()")));
            // migrate called in a transaction that has written
            try (Session session = neo4j.driver().session(); Transaction tx = session.beginTransaction()) {
                tx.run("CREATE (:Scratch)").consume();
                samples.put("migrate in a writing transaction",
                        assertThrows(ClientException.class, () -> tx.run("CALL memlineage.schema.migrate()").consume()));
            }
            // an invalidation that lost its INVALIDATES edge (a damaged store)
            neo4j.run("CREATE (:Invalidation {namespace: 'ns', id: 'inv-orphan', active: true})");
            samples.put("invalidation without its edge", assertThrows(ClientException.class,
                    () -> neo4j.run("CALL memlineage.contamination.reach('ns', 'inv-orphan')")));
        } finally {
            neo4j.reset();
        }
        assertTrue(samples.get("migration checksum mismatch").getMessage().contains("MemLineage.Schema: "
                + Messages.checksumMismatch(1, "memcell_graph", "tampered", Migration.packaged().get(0).checksum())));
        assertTrue(samples.get("migrate in a writing transaction").getMessage().contains("MemLineage.Schema: "
                + Messages.MIGRATE_IN_WRITING_TRANSACTION));
        assertTrue(samples.get("invalidation without its edge").getMessage().contains("MemLineage.Internal: "
                + Messages.INVALIDATES_MISSING.formatted("inv-orphan")));

        List<String> entries = new ArrayList<>();
        samples.forEach((what, e) -> {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("case", what);
            entry.put("neo4jCode", e.code());
            entry.put("message", e.getMessage());
            entries.add(Json.write(entry));
        });
        String actual = "[\n" + String.join(",\n", entries) + "\n]\n";
        Path file = Path.of(System.getProperty("memlineage.snapshotFile")).resolveSibling("server-errors.json");
        if (Boolean.getBoolean("memlineage.updateSnapshot")) {
            Files.writeString(file, actual, StandardCharsets.UTF_8);
            System.out.println("Wrote " + file);
            return;
        }
        Path written = Path.of("target", "server-errors.actual.json");
        Files.writeString(written, actual, StandardCharsets.UTF_8);
        String expected = Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
        assertEquals(expected, actual, "server error messages changed (this run's output: " + written.toAbsolutePath()
                + "); if intended, regenerate with -Dmemlineage.updateSnapshot=true and commit the diff");
    }

    /** "InvalidationNotFound" -> "INVALIDATION_NOT_FOUND". */
    private static String toConstant(String code) {
        return code.replaceAll("([a-z])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT);
    }
}
