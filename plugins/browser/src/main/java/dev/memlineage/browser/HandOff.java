package dev.memlineage.browser;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A printed link that opens Browser signed in, with a view running: the local server's one-time tickets.
 *
 * <p>{@code memlineage demo} / {@code memlineage browser …} write a ticket file into the directory named by
 * the system property {@code memlineage.browser.tickets} (set only by {@code memlineage server start}; a
 * 0700 directory beside the 0600 password file, readable by the same local user). The file is named by the
 * SHA-256 of the ticket and holds the Bolt address, user, password and expiry. The link carries the ticket in
 * its fragment (never sent in a request line, so never in a log); the hand-off page posts it here once.
 * Redeeming deletes the file first, so a ticket works once; an unknown, used or expired ticket gets 404 and
 * the page falls back to Browser's login form. Requests must name a loopback host (no DNS rebinding) and,
 * when they carry an Origin, come from that same host. Without the property the endpoint answers 404.
 */
final class HandOff {
    static final String TICKETS_PROPERTY = "memlineage.browser.tickets";
    private static final Pattern TICKET = Pattern.compile("[A-Za-z0-9_-]{32,128}");
    private static final Pattern LOOPBACK_HOST = Pattern.compile("(127\\.0\\.0\\.1|localhost|\\[::1])(:\\d{1,5})?");
    private static final Pattern PARAMETER_LINE = Pattern.compile("(?m)^WITH (\\$namespace AS namespace(?:, \\$[a-z]+ AS [a-z]+)*)$");
    private static final Pattern PARAMETER = Pattern.compile("\\$([a-z]+) AS ([a-z]+)");

    private HandOff() {}

    /** The view with its parameter line ({@code WITH $namespace AS namespace, $id AS id}) bound to Cypher
     *  string literals from the query parameters: the same text {@code memgraph_py.browser.editor_text} builds. */
    static String bind(String view, Map<String, List<String>> query) {
        String text = view.strip(); // its leading comment names the view in Browser's frame
        Matcher line = PARAMETER_LINE.matcher(text);
        if (!line.find()) {
            throw new IllegalStateException("a Browser view must bind its parameters on a line `WITH $namespace AS namespace, ...`");
        }
        List<String> bound = new ArrayList<>();
        Matcher p = PARAMETER.matcher(line.group(1));
        while (p.find()) {
            List<String> values = query.get(p.group(1));
            String value = values == null || values.isEmpty() ? "" : values.get(0);
            if (value.isEmpty()) {
                throw new IllegalArgumentException("the view needs the parameter " + p.group(1));
            }
            bound.add(literal(value) + " AS " + p.group(2));
        }
        return text.substring(0, line.start()) + "WITH " + String.join(", ", bound) + text.substring(line.end());
    }

    static String literal(String value) {
        return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }

    /** A JSON string literal that is also safe inside an HTML {@code <script>} element. */
    static String jsonString(String value) {
        StringBuilder out = new StringBuilder("\"");
        for (char ch : value.toCharArray()) {
            switch (ch) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '<' -> out.append("\\u003c");
                case '>' -> out.append("\\u003e");
                case '&' -> out.append("\\u0026");
                default -> {
                    if (ch < 0x20 || ch == 0x2028 || ch == 0x2029) {
                        out.append(String.format("\\u%04x", (int) ch));
                    } else {
                        out.append(ch);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    /** The credentials of a valid ticket as JSON ({@code host}, {@code username}, {@code password}), or null. */
    static String redeem(String ticket, String host, String origin) {
        String dir = System.getProperty(TICKETS_PROPERTY);
        if (dir == null || dir.isBlank() || !TICKET.matcher(ticket).matches()) {
            return null;
        }
        if (host == null || !LOOPBACK_HOST.matcher(host).matches()) {
            return null;
        }
        if (origin != null && !origin.equals("http://" + host)) {
            return null;
        }
        Path file = Path.of(dir).resolve(sha256(ticket) + ".ticket");
        Properties props = new Properties();
        try {
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                props.load(in);
            }
            Files.delete(file); // single use: the first redeemer deletes it, a second one gets NoSuchFile
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            return null;
        }
        long expires;
        try {
            expires = Long.parseLong(props.getProperty("expires", "0"));
        } catch (NumberFormatException e) {
            return null;
        }
        if (System.currentTimeMillis() / 1000 > expires) {
            return null;
        }
        return "{\"host\":" + jsonString(props.getProperty("host", "")) + ",\"username\":"
                + jsonString(props.getProperty("username", "")) + ",\"password\":"
                + jsonString(props.getProperty("password", "")) + "}";
    }

    static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
