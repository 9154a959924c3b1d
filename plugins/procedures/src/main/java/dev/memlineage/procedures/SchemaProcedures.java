package dev.memlineage.procedures;

import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.Result;
import org.neo4j.graphdb.Transaction;
import org.neo4j.kernel.api.txstate.TxStateHolder;
import org.neo4j.kernel.impl.coreapi.InternalTransaction;
import org.neo4j.logging.Log;
import org.neo4j.procedure.Context;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Procedure;

/**
 * memlineage.schema.*: applies and reports the packaged schema migrations
 * ({@code schema/neo4j/V<NNNN>__<name>.cypher}).
 *
 * <p>Each applied migration is recorded as
 * {@code (:MemLineageMigration {store: 'neo4j', version, name, checksum, applied_at})}, unique on
 * {@code (store, version)}. An applied migration's statements must never change: a different checksum
 * stops {@code migrate()} before it applies anything. A comment-only edit declares the checksum it
 * replaces ({@code // memlineage: earlier checksum <sha256>}, see {@link Migration#accepts}).
 *
 * <p>Why the procedure opens its own transactions: a schema command cannot share a transaction
 * with data writes (the migration record), and an index created in a transaction is only usable
 * once that transaction commits. So every statement runs in a transaction of its own, started
 * through the procedure's {@link GraphDatabaseService}. Those transactions inherit the caller's
 * security context <em>restricted to the procedure's mode</em>, which is why {@code migrate} is
 * declared {@link Mode#SCHEMA}: with {@link Mode#WRITE} the index commands would be refused.
 * They commit on their own, whatever later happens to the calling transaction: called inside an
 * explicit transaction that is then rolled back, the migrations stay applied (and recorded).
 */
public class SchemaProcedures {
    static final String BOOKKEEPING_CONSTRAINT = """
            CREATE CONSTRAINT memlineage_migration_store_version IF NOT EXISTS
            FOR (m:MemLineageMigration) REQUIRE (m.store, m.version) IS UNIQUE""";

    static final String RECORDED = """
            MATCH (m:MemLineageMigration {store: $store})
            RETURN m.version AS version, m.name AS name, m.checksum AS checksum, m.applied_at AS applied_at
            ORDER BY version""";

    static final String RECORD = """
            MERGE (m:MemLineageMigration {store: $store, version: $version})
              ON CREATE SET m.name = $name, m.checksum = $checksum, m.applied_at = datetime()
            RETURN m.checksum AS checksum""";

    @Context
    public GraphDatabaseService db;

    @Context
    public Transaction tx;

    @Context
    public Log log;

    public record MigrationResult(
            @Description("Version of the migration: the number NNNN in V<NNNN>__<name>.cypher.") long version,
            @Description("Name of the migration: the part of the file name after `__`.") String name,
            @Description("SHA-256 of the migration file (hex), as `sha256sum` prints it.") String checksum,
            @Description("`applied` if this call applied the migration, `already applied` if it had been.")
                    String action) {}

    public record StatusResult(
            @Description("Version of the migration: the number NNNN in V<NNNN>__<name>.cypher.") long version,
            @Description("Name of the migration: the part of the file name after `__`.") String name,
            @Description("SHA-256 recorded in the database, or of the packaged file if not applied yet.")
                    String checksum,
            @Description("`applied`, `pending`, `checksum mismatch` (the packaged file differs from the applied one) "
                            + "or `not packaged` (applied by a newer plugin).")
                    String state,
            @Description("When the migration was applied; null if pending.") ZonedDateTime applied_at) {}

    /** What the database says about one applied migration. */
    record Recorded(long version, String name, String checksum, ZonedDateTime appliedAt) {}

    @Procedure(name = "memlineage.schema.migrate", mode = Mode.SCHEMA)
    @Description("Applies the MemLineage schema migrations packaged in the plugin that the database lacks, "
            + "in version order, each statement in its own transaction, and records each as a "
            + ":MemLineageMigration node. Idempotent; fails without applying anything if an applied "
            + "migration's checksum differs from the packaged file.")
    public Stream<MigrationResult> migrate() {
        refuseIfCallerHasWritten();
        List<Migration> packaged = Migration.packaged();
        db.executeTransactionally(BOOKKEEPING_CONSTRAINT);
        Map<Long, Recorded> recorded =
                db.executeTransactionally(RECORDED, Map.of("store", Migration.STORE), SchemaProcedures::recorded);
        validate(packaged, recorded);

        List<MigrationResult> rows = new ArrayList<>();
        for (Migration migration : packaged) {
            if (recorded.containsKey(migration.version())) {
                rows.add(result(migration, Messages.ACTION_ALREADY_APPLIED));
            } else {
                rows.add(result(migration, apply(migration)));
            }
        }
        return rows.stream();
    }

    @Procedure(name = "memlineage.schema.status", mode = Mode.READ)
    @Description("Lists the MemLineage schema migrations, packaged or recorded in the database, with their "
            + "state: applied, pending, checksum mismatch or not packaged.")
    public Stream<StatusResult> status() {
        List<Migration> packaged = Migration.packaged();
        Map<Long, Recorded> recorded;
        try (Result result = tx.execute(RECORDED, Map.of("store", Migration.STORE))) {
            recorded = recorded(result);
        }
        Map<Long, Migration> byVersion = new TreeMap<>();
        packaged.forEach(m -> byVersion.put(m.version(), m));
        TreeSet<Long> versions = new TreeSet<>(byVersion.keySet());
        versions.addAll(recorded.keySet());

        List<StatusResult> rows = new ArrayList<>();
        for (long version : versions) {
            Migration file = byVersion.get(version);
            Recorded record = recorded.get(version);
            if (record == null) {
                rows.add(new StatusResult(version, file.name(), file.checksum(), Messages.STATE_PENDING, null));
            } else {
                String state = file == null
                        ? Messages.STATE_NOT_PACKAGED
                        : file.accepts(record.checksum())
                                ? Messages.STATE_APPLIED
                                : Messages.STATE_CHECKSUM_MISMATCH;
                rows.add(new StatusResult(version, record.name(), record.checksum(), state, record.appliedAt()));
            }
        }
        return rows.stream();
    }

    /**
     * Refuses to run inside a transaction that has already written data. Seen on 5.26.24 without
     * this guard: in an explicit transaction that had created a :MemCell node, migrate() applied
     * everything, and then the caller's COMMIT hung until the transaction timeout terminated it.
     * A calling transaction that has only read (or done nothing) is fine, e.g. a driver's managed
     * {@code execute_write}.
     */
    private void refuseIfCallerHasWritten() {
        if (tx instanceof InternalTransaction internal
                && internal.kernelTransaction() instanceof TxStateHolder state
                && state.hasTxStateWithChanges()) {
            throw MemLineageException.of(ErrorCode.SCHEMA, Messages.MIGRATE_IN_WRITING_TRANSACTION, Map.of());
        }
    }

    private static void validate(List<Migration> packaged, Map<Long, Recorded> recorded) {
        Map<Long, Migration> byVersion = new TreeMap<>();
        packaged.forEach(m -> byVersion.put(m.version(), m));
        for (Recorded record : recorded.values()) {
            Migration file = byVersion.get(record.version());
            if (file == null) {
                throw MemLineageException.of(ErrorCode.SCHEMA,
                        Messages.notPackaged(record.version(), record.name(), Version.VERSION),
                        about(record.version(), record.name()));
            }
            if (!file.accepts(record.checksum())) {
                throw MemLineageException.of(ErrorCode.SCHEMA,
                        Messages.checksumMismatch(file.version(), file.name(), record.checksum(), file.checksum()),
                        about(file.version(), file.name()));
            }
        }
    }

    /** Runs each statement in its own transaction, then records the migration; returns the action. */
    private String apply(Migration migration) {
        List<String> statements = migration.statements();
        for (int i = 0; i < statements.size(); i++) {
            try {
                db.executeTransactionally(statements.get(i));
            } catch (RuntimeException e) {
                throw MemLineageException.of(ErrorCode.SCHEMA,
                        Messages.MIGRATION_STATEMENT_FAILED.formatted(
                                migration.version(), migration.name(), i + 1, statements.size(), e.getMessage()),
                        about(migration.version(), migration.name()), e);
            }
        }
        String checksum = db.executeTransactionally(
                RECORD,
                Map.of(
                        "store", Migration.STORE,
                        "version", migration.version(),
                        "name", migration.name(),
                        "checksum", migration.checksum()),
                result -> (String) result.next().get("checksum"));
        if (!migration.accepts(checksum)) { // recorded meanwhile by a concurrent call
            throw MemLineageException.of(ErrorCode.SCHEMA,
                    Messages.checksumMismatch(migration.version(), migration.name(), checksum, migration.checksum()),
                    about(migration.version(), migration.name()));
        }
        if (log != null) {
            log.info("MemLineage: applied schema migration %s (%d statements, sha256 %s)",
                    migration.file(), statements.size(), migration.checksum());
        }
        return Messages.ACTION_APPLIED;
    }

    /** The details of an error about one migration (the Python client's SchemaError.version). */
    private static Map<String, Object> about(long version, String name) {
        return Map.of("version", version, "name", name);
    }

    private static MigrationResult result(Migration migration, String action) {
        return new MigrationResult(migration.version(), migration.name(), migration.checksum(), action);
    }

    private static Map<Long, Recorded> recorded(Result result) {
        Map<Long, Recorded> recorded = new TreeMap<>();
        result.forEachRemaining(row -> {
            long version = ((Number) row.get("version")).longValue();
            recorded.put(version, new Recorded(
                    version,
                    (String) row.get("name"),
                    (String) row.get("checksum"),
                    (ZonedDateTime) row.get("applied_at")));
        });
        return recorded;
    }
}
