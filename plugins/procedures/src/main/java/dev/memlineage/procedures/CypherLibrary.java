package dev.memlineage.procedures;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The repository's Cypher files, packaged in the jar under {@value #ROOT} (plugins/procedures/pom.xml
 * says which directories): procedure bodies are loaded from there by name, so the Cypher a DBA reads
 * in the repository is the Cypher the server runs.
 *
 * <p>{@code query("lineage/descendants")} returns the text of the resource
 * {@code memlineage/cypher/lineage/descendants.cypher}: one statement, {@code $parameters} only,
 * {@code //} comments allowed (Cypher accepts them, and keeping them keeps the server's line
 * numbers equal to the file's); a trailing {@code ;} is dropped. Texts are cached for the life of
 * the plugin's class loader (a new jar means a restart anyway).
 */
public final class CypherLibrary {
    public static final String ROOT = "memlineage/cypher/";
    public static final String EXTENSION = ".cypher";

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.-]*(/[A-Za-z0-9_][A-Za-z0-9_.-]*)*");
    private static final Map<String, String> CACHE = new ConcurrentHashMap<>();

    private CypherLibrary() {}

    /** The single statement of the Cypher file {@code name}, ready for {@code tx.execute}. */
    public static String query(String name) {
        return CACHE.computeIfAbsent(name, CypherLibrary::load);
    }

    /** The classpath resource that holds the named query. */
    public static String resourceFor(String name) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw MemLineageException.of(ErrorCode.INTERNAL, Messages.CYPHER_NAME_INVALID.formatted(name),
                    Map.of("name", String.valueOf(name)));
        }
        return ROOT + name + EXTENSION;
    }

    private static String load(String name) {
        String resource = resourceFor(name);
        String text = readResource(resource);
        if (text == null) {
            throw MemLineageException.of(ErrorCode.INTERNAL, Messages.cypherFileMissing(name, resource),
                    Map.of("name", name, "resource", resource));
        }
        List<String> statements = CypherScript.split(text);
        if (statements.isEmpty()) {
            throw MemLineageException.of(ErrorCode.INTERNAL, Messages.CYPHER_FILE_EMPTY.formatted(name), Map.of("name", name));
        }
        if (statements.size() > 1) {
            throw MemLineageException.of(ErrorCode.INTERNAL, Messages.CYPHER_FILE_MULTIPLE.formatted(name, statements.size()),
                    Map.of("name", name));
        }
        return statements.get(0);
    }

    /** A UTF-8 resource from the plugin's own jar, or {@code null} when it is absent. */
    static String readResource(String resource) {
        byte[] bytes = readResourceBytes(resource);
        return bytes == null ? null : new String(bytes, StandardCharsets.UTF_8);
    }

    static byte[] readResourceBytes(String resource) {
        try (InputStream in = CypherLibrary.class.getClassLoader().getResourceAsStream(resource)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(Messages.RESOURCE_UNREADABLE.formatted(resource), e);
        }
    }
}
