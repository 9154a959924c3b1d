package dev.memlineage.procedures;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.UserFunction;

/** {@code memlineage.version()}: which build of the plugin the server has loaded. */
public class Version {
    static final String RESOURCE = "memlineage/version.properties";

    /** The Maven project version, written into {@value #RESOURCE} at build time. */
    public static final String VERSION = load();

    @UserFunction(name = "memlineage.version")
    @Description("Returns the version of the MemLineage procedures plugin loaded by this server.")
    public String version() {
        return VERSION;
    }

    private static String load() {
        // A filtered resource works both from the jar and from target/classes (tests); the jar
        // manifest's Implementation-Version is the fallback.
        try (InputStream in = Version.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in != null) {
                Properties properties = new Properties();
                properties.load(in);
                String value = properties.getProperty("version", "").trim();
                if (!value.isEmpty() && !value.startsWith("${")) {
                    return value;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String fromManifest = Version.class.getPackage().getImplementationVersion();
        return fromManifest != null ? fromManifest : "unknown";
    }
}
