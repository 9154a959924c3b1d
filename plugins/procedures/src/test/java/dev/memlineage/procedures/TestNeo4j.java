package dev.memlineage.procedures;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.ConnectorPortRegister;
import org.neo4j.configuration.connectors.ConnectorType;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Config;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.Logging;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;
import org.neo4j.driver.exceptions.ClientException;
import org.junit.jupiter.api.Assertions;
import org.neo4j.internal.helpers.HostnamePort;
import org.neo4j.io.ByteUnit;
import org.neo4j.kernel.api.procedure.GlobalProcedures;
import org.neo4j.kernel.internal.GraphDatabaseAPI;
import org.neo4j.logging.NullLogProvider;
import org.neo4j.procedure.Procedure;
import org.neo4j.procedure.UserAggregationFunction;
import org.neo4j.procedure.UserFunction;

/**
 * An in-process Neo4j Community DBMS of exactly the version the plugin is built against
 * (org.neo4j:neo4j, already on the test classpath as the provided dependency), with Bolt on a
 * random loopback port, and every class of the plugin that declares procedures or functions
 * registered -- what the server does with the jar in plugins/, found the same way (by scanning the
 * compiled classes), so a new procedure family is picked up without touching the tests.
 *
 * <p>Why not neo4j-harness: Neo4j publishes its test artifacts (neo4j-harness, test-utils, ...)
 * for some 5.26 patch releases only, and not for 5.26.24, the version pinned in plugins/pom.xml.
 * This class is the part of the harness the tests need (temporary store, Bolt, registration).
 */
public final class TestNeo4j implements AutoCloseable {
    private final Path home;
    private final DatabaseManagementService dbms;
    private final GraphDatabaseAPI db;
    private final URI boltUri;
    private final Driver driver;

    private TestNeo4j(Path home, List<Class<?>> pluginClasses) throws Exception {
        this.home = home;
        this.dbms = new DatabaseManagementServiceBuilder(home)
                .setUserLogProvider(NullLogProvider.getInstance())
                .setConfig(BoltConnector.enabled, true)
                .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", 0))
                .setConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
                .setConfig(GraphDatabaseSettings.auth_enabled, false)
                .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(64))
                .setConfig(GraphDatabaseSettings.transaction_timeout, Duration.ofMinutes(2))
                .setConfig(GraphDatabaseSettings.preallocate_logical_logs, false) // 2 x 256 MiB otherwise
                .setConfig(GraphDatabaseSettings.procedure_unrestricted, List.of("apoc.*", "memlineage.*"))
                .build();
        try {
            this.db = (GraphDatabaseAPI) dbms.database(GraphDatabaseSettings.DEFAULT_DATABASE_NAME);
            register(db, pluginClasses);
            HostnamePort bolt = db.getDependencyResolver()
                    .resolveDependency(ConnectorPortRegister.class)
                    .getLocalAddress(ConnectorType.BOLT);
            this.boltUri = URI.create("bolt://" + bolt.getHost() + ":" + bolt.getPort());
            this.driver = GraphDatabase.driver(
                    boltUri, AuthTokens.none(), Config.builder().withLogging(Logging.none()).build());
            driver.verifyConnectivity();
        } catch (Exception | Error e) {
            dbms.shutdown(); // its threads would keep the test JVM alive
            throw e;
        }
    }

    /** APOC procedure classes our procedures call (APOC is on the test classpath, see pom.xml). */
    static final List<String> APOC_CLASSES = List.of("apoc.path.PathExplorer");

    private static void register(GraphDatabaseAPI db, List<Class<?>> pluginClasses) throws Exception {
        GlobalProcedures procedures = db.getDependencyResolver().resolveDependency(GlobalProcedures.class);
        for (String name : APOC_CLASSES) {
            procedures.registerProcedure(Class.forName(name));
        }
        for (Class<?> cls : pluginClasses) {
            if (declares(cls, Procedure.class)) {
                procedures.registerProcedure(cls);
            }
            if (declares(cls, UserFunction.class)) {
                procedures.registerFunction(cls);
            }
            if (declares(cls, UserAggregationFunction.class)) {
                procedures.registerAggregationFunction(cls);
            }
        }
    }

    /** Starts a server with every plugin class found in main and test output registered. */
    public static TestNeo4j start() throws Exception {
        Path home = Files.createTempDirectory(scratch(), "memlineage-neo4j-");
        List<Class<?>> classes = new ArrayList<>(pluginClasses(CypherLibrary.class)); // target/classes
        classes.addAll(pluginClasses(TestNeo4j.class)); // target/test-classes
        return new TestNeo4j(home, classes);
    }

    /**
     * /dev/shm when there is one: creating a store fsyncs every file, which costs seconds on a
     * virtualised disk and nothing on tmpfs. -Dmemlineage.testDir=... overrides.
     */
    private static Path scratch() throws IOException {
        String configured = System.getProperty("memlineage.testDir");
        Path dir = configured != null ? Path.of(configured) : Path.of("/dev/shm");
        if (configured == null && !(Files.isDirectory(dir) && Files.isWritable(dir))) {
            dir = Path.of(System.getProperty("java.io.tmpdir"));
        }
        return Files.createDirectories(dir);
    }

    public URI boltUri() {
        return boltUri;
    }

    public Driver driver() {
        return driver;
    }

    /** The embedded database, for set-up that should not go through the code under test. */
    public GraphDatabaseAPI db() {
        return db;
    }

    /** Runs a query over Bolt in an auto-commit transaction and returns all records. */
    public List<Record> run(String query, Map<String, Object> params) {
        try (Session session = driver.session()) {
            return session.run(query, params).list();
        }
    }

    public List<Record> run(String query) {
        return run(query, Map.of());
    }

    /** Every node and relationship with its labels/type and properties, in a stable order: what a refused call
     *  must leave as it was. */
    public String snapshot() {
        String nodes = run("MATCH (n) WITH n ORDER BY elementId(n) "
                + "RETURN collect([elementId(n), labels(n), properties(n)]) AS x").get(0).get("x").asObject().toString();
        String rels = run("MATCH ()-[r]->() WITH r ORDER BY elementId(r) "
                + "RETURN collect([elementId(r), type(r), properties(r)]) AS x").get(0).get("x").asObject().toString();
        return nodes + "\n" + rels;
    }

    /** One namespace's nodes with their relationships, in a stable order: what calls on another namespace must
     *  leave as it was. */
    public String namespaceSnapshot(String namespace) {
        return run("""
                MATCH (n {namespace: $ns}) OPTIONAL MATCH (n)-[r]-() WITH n, r ORDER BY elementId(n), elementId(r)
                RETURN collect([properties(n), type(r), properties(r)]) AS x""", Map.of("ns", namespace))
                .get(0).get("x").asObject().toString();
    }

    /** The call fails with {@code code} and writes nothing; returns the server's message. */
    public String refused(ErrorCode code, String query, Map<String, Object> params) {
        String before = snapshot();
        ClientException e = Assertions.assertThrows(ClientException.class, () -> run(query, params));
        Assertions.assertTrue(e.getMessage().contains("MemLineage." + code.code() + ":"), code + " expected: " + e.getMessage());
        Assertions.assertEquals(before, snapshot(), "a refused call wrote something: " + e.getMessage());
        return e.getMessage();
    }

    /** Back to an empty database: no data, no constraints, no indexes but the token look-ups. */
    public void reset() {
        db.executeTransactionally("MATCH (n) DETACH DELETE n");
        List<String> constraints = db.executeTransactionally(
                "SHOW CONSTRAINTS YIELD name RETURN name", Map.of(),
                r -> r.stream().map(row -> (String) row.get("name")).toList());
        constraints.forEach(name -> db.executeTransactionally("DROP CONSTRAINT `" + name + "`"));
        List<String> indexes = db.executeTransactionally(
                "SHOW INDEXES YIELD name, type WHERE type <> 'LOOKUP' RETURN name", Map.of(),
                r -> r.stream().map(row -> (String) row.get("name")).toList());
        indexes.forEach(name -> db.executeTransactionally("DROP INDEX `" + name + "`"));
    }

    @Override
    public void close() throws IOException {
        try {
            driver.close();
        } finally {
            dbms.shutdown();
            try (Stream<Path> paths = Files.walk(home)) {
                paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static boolean declares(Class<?> cls, Class<? extends java.lang.annotation.Annotation> annotation) {
        for (Method method : cls.getDeclaredMethods()) {
            if (method.isAnnotationPresent(annotation)) {
                return true;
            }
        }
        return false;
    }

    /** Top-level classes of our package in the output directory that holds {@code anchor}. */
    static List<Class<?>> pluginClasses(Class<?> anchor) throws IOException, URISyntaxException {
        Path root = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path dir = root.resolve(anchor.getPackageName().replace('.', '/'));
        List<Class<?>> classes = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.sorted().toList()) {
                String name = file.getFileName().toString();
                if (name.endsWith(".class") && !name.contains("$")) {
                    String className = anchor.getPackageName() + "." + name.substring(0, name.length() - 6);
                    try {
                        classes.add(Class.forName(className));
                    } catch (ClassNotFoundException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
        }
        return classes;
    }
}
