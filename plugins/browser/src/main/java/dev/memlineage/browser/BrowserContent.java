package dev.memlineage.browser;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.ws.rs.Consumes;
import javax.ws.rs.GET;
import javax.ws.rs.HeaderParam;
import javax.ws.rs.OPTIONS;
import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.core.Context;
import javax.ws.rs.core.Response;
import javax.ws.rs.core.UriInfo;

/**
 * MemLineage's Neo4j Browser style and guide, served by Neo4j's own HTTP port (an unmanaged extension,
 * mounted with {@code server.unmanaged_extension_classes=dev.memlineage.browser=/memlineage}).
 *
 * <p>Browser fetches both itself: {@code browser.post_connect_cmd} runs {@code :style <url>/style.grass}
 * and {@code :guide memlineage}, which Browser resolves against {@code browser.remote_content_hostname_allowlist}
 * ({@code <url>/guides} + {@code /memlineage}). The content is static (no database access), so the path
 * can sit in {@code dbms.security.http_auth_allowlist}: Browser's fetch sends no credentials.
 *
 * <p>The guide's runnable queries are the view files {@code cypher/browser/browser_<view>.cypher}, the same
 * texts the {@code memlineage browser} command links to; {@code {{view:NAME}}} in a guide is replaced
 * by the HTML-escaped text of view NAME (its leading comment lines dropped).
 */
@Path("/")
public class BrowserContent {
    private static final String BASE = "/memlineage/browser/";
    private static final Pattern VIEW = Pattern.compile("\\{\\{view:([a-z_]+)}}");
    private static final Pattern GUIDE_NAME = Pattern.compile("[a-z][a-z0-9_-]{0,40}");

    @GET
    @Path("style.grass")
    public Response style() {
        return ok(resource("memlineage.grass"), "text/plain; charset=utf-8");
    }

    @GET
    @Path("guides/{name}")
    public Response guide(@PathParam("name") String name, @Context UriInfo uri) {
        String file = name.endsWith(".html") ? name.substring(0, name.length() - 5) : name;
        if (!GUIDE_NAME.matcher(file).matches()) {
            return notFound();
        }
        String html = resource("guides/" + file + ".html");
        if (html == null) {
            return notFound();
        }
        Matcher m = VIEW.matcher(html);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String view = resource("views/" + m.group(1) + ".cypher");
            if (view == null) {
                throw new IllegalStateException("guide " + file + " names a missing view " + m.group(1));
            }
            m.appendReplacement(out, Matcher.quoteReplacement(escapeHtml(stripComments(view))));
        }
        m.appendTail(out);
        // the style's URL as this server is reached (the guide names no host or port of its own)
        String styleUrl = uri.getRequestUri().resolve("../style.grass").toString();
        return ok(out.toString().replace("{{style_url}}", escapeHtml(styleUrl)), "text/html; charset=utf-8");
    }

    /**
     * The page a printed link opens: it writes the view (bound by {@link HandOff#bind}) as Browser's start
     * command and, with a ticket in the URL's fragment, the connection into Browser's local storage, then
     * loads Browser. Only MemLineage's read-only views can be started this way, never arbitrary Cypher.
     */
    @GET
    @Path("open")
    public Response open(@Context UriInfo uri) {
        String page = resource("handoff/open.html");
        String name = uri.getQueryParameters().getFirst("view");
        String view = name == null || !GUIDE_NAME.matcher(name).matches() ? null : resource("views/browser_" + name + ".cypher");
        if (view == null) {
            return notFound();
        }
        String bound;
        try {
            bound = HandOff.bind(view, uri.getQueryParameters());
        } catch (IllegalArgumentException e) {
            return Response.status(Response.Status.BAD_REQUEST).entity(e.getMessage())
                    .type("text/plain; charset=utf-8").build();
        }
        String html = page.replace("{{name}}", escapeHtml(name)).replace("{{view_json}}", HandOff.jsonString(bound));
        return Response.ok(html, "text/html; charset=utf-8")
                .header("Cache-Control", "no-store")
                .header("Referrer-Policy", "no-referrer")
                .build();
    }

    /** Redeems a one-time ticket of the local server (see {@link HandOff}); 404 when unknown, used or expired. */
    @POST
    @Path("ticket")
    @Consumes({"text/plain", "*/*"})
    public Response ticket(String ticket, @HeaderParam("Host") String host, @HeaderParam("Origin") String origin) {
        String json = HandOff.redeem(ticket == null ? "" : ticket.strip(), host, origin);
        if (json == null) {
            return notFound();
        }
        return Response.ok(json, "application/json; charset=utf-8").header("Cache-Control", "no-store").build();
    }

    /** CORS preflight: Browser's fetch sends Pragma / Cache-Control headers, so a page served from another
     *  host name (localhost vs 127.0.0.1) asks first. */
    @OPTIONS
    @Path("style.grass")
    public Response stylePreflight() {
        return preflight();
    }

    @OPTIONS
    @Path("guides/{name}")
    public Response guidePreflight() {
        return preflight();
    }

    private static Response preflight() {
        return Response.ok()
                .header("Access-Control-Allow-Origin", "*")
                .header("Access-Control-Allow-Methods", "GET, OPTIONS")
                .header("Access-Control-Allow-Headers", "pragma, cache-control, content-type")
                .header("Access-Control-Max-Age", "600")
                .build();
    }

    static String stripComments(String cypher) {
        StringBuilder kept = new StringBuilder();
        boolean leading = true;
        for (String line : cypher.split("\n", -1)) {
            if (leading && (line.startsWith("//") || line.isBlank())) {
                continue;
            }
            leading = false;
            kept.append(line).append('\n');
        }
        return kept.toString().strip();
    }

    static String escapeHtml(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static Response ok(String body, String type) {
        if (body == null) {
            return notFound();
        }
        return Response.ok(body, type)
                .header("Access-Control-Allow-Origin", "*")
                .header("Cache-Control", "no-cache")
                .build();
    }

    private static Response notFound() {
        return Response.status(Response.Status.NOT_FOUND)
                .entity("not found")
                .type("text/plain; charset=utf-8")
                .header("Access-Control-Allow-Origin", "*")
                .build();
    }

    static String resource(String name) {
        try (InputStream in = BrowserContent.class.getResourceAsStream(BASE + name)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + BASE + name, e);
        }
    }
}
