package dev.memlineage.procedures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;
import org.neo4j.driver.Transaction;
import org.neo4j.driver.exceptions.ClientException;

/** memlineage.schema.migrate() / status() against the real schema/neo4j/V0001__memcell_graph.cypher. */
@ExtendWith(Neo4jExtension.class)
class SchemaProceduresTest {
    private static final String MIGRATE = "CALL memlineage.schema.migrate()";
    private static final String STATUS = "CALL memlineage.schema.status()";

    private final TestNeo4j neo4j;
    private final String schemaText;
    private final String checksum;
    /** The migrations after V0001, in order. */
    private static final List<String> LATER_MIGRATIONS = List.of("V0002__drop_status_index.cypher", "V0003__pinned_order_index.cypher",
            "V0004__derived_contamination_reach.cypher", "V0005__drop_created_at_index.cypher",
            "V0006__conflicts.cypher", "V0007__task_index.cypher");
    /** How many migrations the plugin packages. */
    private static final int MIGRATIONS = LATER_MIGRATIONS.size() + 1;
    private final String laterText;

    SchemaProceduresTest(TestNeo4j neo4j) throws Exception {
        this.neo4j = neo4j;
        Path file = Path.of(System.getProperty("memlineage.schemaDir"), "V0001__memcell_graph.cypher");
        byte[] bytes = Files.readAllBytes(file);
        this.schemaText = new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
        this.checksum = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        StringBuilder later = new StringBuilder();
        for (String name : LATER_MIGRATIONS) later.append(Files.readString(Path.of(System.getProperty("memlineage.schemaDir"), name)));
        this.laterText = later.toString();
    }

    @BeforeEach
    void emptyDatabase() {
        neo4j.reset();
    }

    @Test
    void migrateAppliesThePackagedSchema() {
        List<Record> rows = neo4j.run(MIGRATE);

        assertEquals(java.util.stream.LongStream.rangeClosed(1, MIGRATIONS).boxed().toList(),
                rows.stream().map(r -> r.get("version").asLong()).toList());
        assertEquals(java.util.Collections.nCopies(MIGRATIONS, Messages.ACTION_APPLIED),
                rows.stream().map(r -> r.get("action").asString()).toList());
        assertEquals("drop_status_index", rows.get(1).get("name").asString());
        assertEquals("pinned_order_index", rows.get(2).get("name").asString());
        assertEquals("derived_contamination_reach", rows.get(3).get("name").asString());
        assertEquals("drop_created_at_index", rows.get(4).get("name").asString());
        assertEquals("conflicts", rows.get(5).get("name").asString());
        Record row = rows.get(0);
        assertEquals(1, row.get("version").asLong());
        assertEquals("memcell_graph", row.get("name").asString());
        assertEquals(checksum, row.get("checksum").asString(), "checksum = sha256sum of the file");
        assertEquals(Messages.ACTION_APPLIED, row.get("action").asString());

        Set<String> constraints = names("SHOW CONSTRAINTS YIELD name RETURN name");
        Set<String> indexes = names("SHOW INDEXES YIELD name, state WHERE state = 'ONLINE' RETURN name");
        for (String name : declared("CONSTRAINT")) {
            assertTrue(constraints.contains(name), "constraint " + name + " in " + constraints);
            assertTrue(indexes.contains(name), "backing index of " + name + " online");
        }
        Set<String> dropped = dropped();
        assertEquals(Set.of("memcell_namespace_status", "memcell_namespace_kind", "memcell_namespace_created_at"), dropped);
        for (String name : declared("INDEX")) {
            assertEquals(!dropped.contains(name), indexes.contains(name), "index " + name + " online in " + indexes);
        }
        assertTrue(constraints.contains("memlineage_migration_store_version"));
        assertEquals(6, declared("CONSTRAINT").size()); // + conflict_namespace_id (V0006)
        assertEquals(8, declared("INDEX").size()); // 5 range indexes (3 dropped since) + invalidation_namespace_active
                                                   // + conflict_namespace_status (V0006) + memcell_namespace_task
                                                   // (V0007); no fulltext

        Record recorded = neo4j.run("""
                MATCH (m:MemLineageMigration {version: 1}) RETURN m.store AS store, m.version AS version, m.name AS name,
                       m.checksum AS checksum, m.applied_at IS :: ZONED DATETIME AS stamped""").get(0);
        assertEquals("neo4j", recorded.get("store").asString());
        assertEquals(1, recorded.get("version").asLong());
        assertEquals("memcell_graph", recorded.get("name").asString());
        assertEquals(checksum, recorded.get("checksum").asString());
        assertTrue(recorded.get("stamped").asBoolean());
    }

    @Test
    void v0004CarriesTheContaminationEdgesOfOldEventsOverToTheEvents() throws Exception {
        neo4j.run(MIGRATE);
        neo4j.run("""
                CREATE (a:MemCell {namespace: 'ns', id: 'a'}), (b:MemCell {namespace: 'ns', id: 'b'}),
                       (c:MemCell {namespace: 'ns', id: 'c'}),
                       (old:Invalidation {namespace: 'ns', id: 'inv-old', active: false}),
                       (live:Invalidation {namespace: 'ns', id: 'inv-live', active: true})
                CREATE (old)-[:INVALIDATES]->(a), (live)-[:INVALIDATES]->(b),
                       (c)-[:CONTAMINATED_BY {depth: 2}]->(old), (b)-[:CONTAMINATED_BY {depth: 1}]->(old),
                       (c)-[:CONTAMINATED_BY {depth: 1}]->(live)""");
        String v0004 = Files.readString(Path.of(System.getProperty("memlineage.schemaDir"), "V0004__derived_contamination_reach.cypher"));
        for (String statement : CypherScript.split(v0004)) neo4j.run(statement);

        Record old = neo4j.run("MATCH (i:Invalidation {id: 'inv-old'}) RETURN i.reached AS n, i.reached_ids AS ids, "
                + "i.reached_depths AS depths").get(0);
        assertEquals(2, old.get("n").asLong());
        assertEquals(List.of("b", "c"), old.get("ids").asList());
        assertEquals(List.of(1L, 2L), old.get("depths").asList());
        Record live = neo4j.run("MATCH (i:Invalidation {id: 'inv-live'}) RETURN i.reached AS n, i.reached_ids AS ids").get(0);
        assertEquals(1, live.get("n").asLong());
        assertTrue(live.get("ids").isNull(), "an active event's reach is live, not frozen");
        assertEquals(0, neo4j.run("MATCH ()-[r:CONTAMINATED_BY]->() RETURN count(r) AS n").get(0).get("n").asLong());
    }

    @Test
    void reRunningMigrateAppliesNothing() {
        neo4j.run(MIGRATE);
        Set<String> before = names("SHOW INDEXES YIELD name RETURN name");

        List<Record> again = neo4j.run(MIGRATE);

        assertEquals(java.util.Collections.nCopies(MIGRATIONS, Messages.ACTION_ALREADY_APPLIED),
                again.stream().map(r -> r.get("action").asString()).toList());
        assertEquals(checksum, again.get(0).get("checksum").asString());
        assertEquals(before, names("SHOW INDEXES YIELD name RETURN name"));
        assertEquals(MIGRATIONS, neo4j.run("MATCH (m:MemLineageMigration) RETURN count(m) AS n").get(0).get("n").asLong());
    }

    @Test
    void statusReportsPendingThenApplied() {
        Record pending = neo4j.run(STATUS).get(0);
        assertEquals(1, pending.get("version").asLong());
        assertEquals("memcell_graph", pending.get("name").asString());
        assertEquals(checksum, pending.get("checksum").asString());
        assertEquals(Messages.STATE_PENDING, pending.get("state").asString());
        assertTrue(pending.get("applied_at").isNull());

        neo4j.run(MIGRATE);

        Record applied = neo4j.run(STATUS).get(0);
        assertEquals(Messages.STATE_APPLIED, applied.get("state").asString());
        assertEquals(checksum, applied.get("checksum").asString());
        assertFalse(applied.get("applied_at").isNull());
        assertEquals(MIGRATIONS, neo4j.run(STATUS).size());
    }

    @Test
    void aChangedAppliedMigrationStopsMigrateBeforeItAppliesAnything() {
        neo4j.run(MIGRATE);
        neo4j.run("MATCH (m:MemLineageMigration {version: 1}) SET m.checksum = 'tampered'");
        neo4j.run("DROP INDEX memcell_namespace_indexed");

        ClientException e = assertThrows(ClientException.class, () -> neo4j.run(MIGRATE));

        assertTrue(e.getMessage().contains(Messages.checksumMismatch(1, "memcell_graph", "tampered", checksum)),
                e.getMessage());
        assertFalse(names("SHOW INDEXES YIELD name RETURN name").contains("memcell_namespace_indexed"),
                "nothing re-applied");
        Record status = neo4j.run(STATUS).get(0);
        assertEquals(Messages.STATE_CHECKSUM_MISMATCH, status.get("state").asString());
        assertEquals("tampered", status.get("checksum").asString());
    }

    @Test
    void anEarlierChecksumTheFileDeclaresStillMatches() {
        // V0001's header comment was edited; it declares the checksum of its text before that edit
        String earlier = "faa0f0b6bc2755d4b106bd7c73404e718da4d99b0d2f4077e2048cc98fa216e9";
        neo4j.run(MIGRATE);
        neo4j.run("MATCH (m:MemLineageMigration {version: 1}) SET m.checksum = $c", Map.<String, Object>of("c", earlier));

        assertEquals(Messages.ACTION_ALREADY_APPLIED, neo4j.run(MIGRATE).get(0).get("action").asString());
        assertEquals(Messages.STATE_APPLIED, neo4j.run(STATUS).get(0).get("state").asString());
        Migration v1 = Migration.packaged().get(0);
        assertTrue(v1.accepts(v1.checksum()) && v1.accepts(earlier));
        assertFalse(v1.accepts("tampered"));
        assertFalse(Migration.packaged().get(1).accepts(earlier), "a declaration holds for its own file only");
    }

    @Test
    void aMigrationFromANewerPluginStopsMigrate() {
        neo4j.run(MIGRATE);
        neo4j.run("""
                CREATE (:MemLineageMigration {store: 'neo4j', version: 9999, name: 'from_the_future',
                        checksum: 'abc', applied_at: datetime()})""");

        ClientException e = assertThrows(ClientException.class, () -> neo4j.run(MIGRATE));

        assertTrue(e.getMessage().contains(Messages.notPackaged(9999, "from_the_future", Version.VERSION)),
                e.getMessage());
        List<Record> status = neo4j.run(STATUS);
        List<String> expected = new java.util.ArrayList<>(java.util.Collections.nCopies(MIGRATIONS, Messages.STATE_APPLIED));
        expected.add(Messages.STATE_NOT_PACKAGED);
        assertEquals(expected,
                status.stream().map(r -> r.get("state").asString()).toList());
    }

    @Test
    void aHalfAppliedMigrationCanSimplyBeReRun() {
        // what a crash between the statements and the record leaves behind
        neo4j.run(MIGRATE);
        neo4j.run("MATCH (m:MemLineageMigration) DELETE m");
        neo4j.run("DROP CONSTRAINT entity_namespace_name");

        assertEquals(Messages.ACTION_APPLIED, neo4j.run(MIGRATE).get(0).get("action").asString());
        assertTrue(names("SHOW CONSTRAINTS YIELD name RETURN name").contains("entity_namespace_name"));
    }

    @Test
    void inAnExplicitTransactionTheMigrationCommitsOnItsOwn() {
        try (Session session = neo4j.driver().session(); Transaction tx = session.beginTransaction()) {
            assertEquals(Messages.ACTION_APPLIED, tx.run(MIGRATE).list().get(0).get("action").asString());
            tx.rollback();
        }
        // the rollback of the caller does not undo the migration's own transactions
        assertEquals(Messages.STATE_APPLIED, neo4j.run(STATUS).get(0).get("state").asString());
        assertTrue(names("SHOW CONSTRAINTS YIELD name RETURN name").contains("memcell_namespace_id"));
    }

    @Test
    void aManagedWriteTransactionWorks() {
        // what the Python client's execute_write does
        try (Session session = neo4j.driver().session()) {
            List<String> actions = session.executeWrite(tx -> tx.run(MIGRATE).list(r -> r.get("action").asString()));
            assertEquals(java.util.Collections.nCopies(MIGRATIONS, Messages.ACTION_APPLIED), actions);
        }
    }

    @Test
    void aTransactionThatHasWrittenDataIsRefused() {
        try (Session session = neo4j.driver().session(); Transaction tx = session.beginTransaction()) {
            tx.run("CREATE (:MemCell {namespace: 'ns', id: 'x'})").consume();
            ClientException e = assertThrows(ClientException.class, () -> tx.run(MIGRATE).consume());
            assertTrue(e.getMessage().contains(Messages.MIGRATE_IN_WRITING_TRANSACTION), e.getMessage());
        }
        assertEquals(Messages.STATE_PENDING, neo4j.run(STATUS).get(0).get("state").asString());
    }

    /** Index names the later migrations drop. */
    private Set<String> dropped() {
        Matcher m = Pattern.compile("^DROP INDEX (\\w+)", Pattern.MULTILINE).matcher(laterText);
        Set<String> names = new java.util.TreeSet<>();
        while (m.find()) names.add(m.group(1));
        return names;
    }

    /** Names after CREATE [FULLTEXT|RANGE|...] <kind> in the schema file. */
    private Set<String> declared(String kind) {
        Matcher m = Pattern.compile("^CREATE (?:[A-Z]+ )?" + kind + " (\\w+)", Pattern.MULTILINE).matcher(schemaText + laterText);
        Set<String> names = new java.util.TreeSet<>();
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    private Set<String> names(String query) {
        neo4j.run("CALL db.awaitIndexes(60)");
        return neo4j.run(query).stream().map(r -> r.get("name").asString()).collect(Collectors.toSet());
    }

}
