package dev.memlineage.procedures;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One packaged schema migration, {@code schema/neo4j/V<NNNN>__<name>.cypher}.
 *
 * @param version  the number after {@code V}
 * @param name     the part after {@code __}, without {@code .cypher}
 * @param file     the file name
 * @param text     the file's text
 * @param checksum SHA-256 of the file's bytes, lower-case hex (equal to {@code sha256sum <file>})
 */
public record Migration(long version, String name, String file, String text, String checksum) {
    public static final String STORE = "neo4j";
    public static final String ROOT = "memlineage/schema/neo4j/";
    /** Generated at build time from schema/neo4j/V*__*.cypher (see pom.xml). */
    public static final String INDEX = ROOT + "index.txt";

    private static final Pattern FILE = Pattern.compile("V(\\d+)__([A-Za-z0-9_.-]+)\\.cypher");
    /** {@code // memlineage: earlier checksum <sha256>}: the file replaced that text by a comment-only edit. */
    private static final Pattern EARLIER_CHECKSUM =
            Pattern.compile("^// memlineage: earlier checksum ([0-9a-f]{64})\\b", Pattern.MULTILINE);

    /**
     * Whether a recorded checksum belongs to this file: its own, or an earlier one it declares (so databases
     * migrated before a comment-only edit still match; the Python migrator of PostgreSQL has the same rule).
     */
    public boolean accepts(String recordedChecksum) {
        if (checksum.equals(recordedChecksum)) {
            return true;
        }
        Matcher m = EARLIER_CHECKSUM.matcher(text);
        while (m.find()) {
            if (m.group(1).equals(recordedChecksum)) {
                return true;
            }
        }
        return false;
    }

    /** The statements of the file, in order. */
    public List<String> statements() {
        return CypherScript.split(text);
    }

    /** The migrations packaged in the plugin jar, in version order. */
    public static List<Migration> packaged() {
        String index = CypherLibrary.readResource(INDEX);
        if (index == null) {
            throw MemLineageException.of(ErrorCode.SCHEMA, Messages.MIGRATION_INDEX_MISSING.formatted(INDEX), Map.of());
        }
        Map<Long, Migration> byVersion = new TreeMap<>();
        for (String line : index.split("\\R")) {
            String file = line.strip();
            if (file.isEmpty() || file.startsWith("#")) {
                continue;
            }
            Matcher m = FILE.matcher(file);
            if (!m.matches()) {
                throw MemLineageException.of(ErrorCode.SCHEMA, Messages.MIGRATION_NAME_INVALID.formatted(file),
                        Map.of("file", file));
            }
            byte[] bytes = CypherLibrary.readResourceBytes(ROOT + file);
            if (bytes == null) {
                throw MemLineageException.of(ErrorCode.SCHEMA, Messages.MIGRATION_FILE_MISSING.formatted(file, INDEX),
                        Map.of("file", file));
            }
            Migration migration = new Migration(
                    Long.parseLong(m.group(1)),
                    m.group(2),
                    file,
                    new String(bytes, StandardCharsets.UTF_8),
                    sha256(bytes));
            Migration previous = byVersion.put(migration.version(), migration);
            if (previous != null) {
                throw MemLineageException.of(ErrorCode.SCHEMA, Messages.MIGRATION_VERSION_DUPLICATE.formatted(
                        previous.file(), file, migration.version()), Map.of("version", migration.version()));
            }
        }
        List<Migration> migrations = new ArrayList<>(byVersion.values());
        migrations.sort(Comparator.comparingLong(Migration::version));
        return migrations;
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(Messages.SHA256_MISSING, e);
        }
    }
}
