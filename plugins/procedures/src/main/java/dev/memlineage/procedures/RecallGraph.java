package dev.memlineage.procedures;

import java.time.Duration;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.function.BiFunction;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.RelationshipType;
import org.neo4j.graphdb.Transaction;
import org.neo4j.internal.kernel.api.IndexQueryConstraints;
import org.neo4j.internal.kernel.api.InternalIndexState;
import org.neo4j.internal.kernel.api.NodeValueIndexCursor;
import org.neo4j.internal.kernel.api.PropertyIndexQuery;
import org.neo4j.internal.kernel.api.TokenRead;
import org.neo4j.internal.schema.IndexDescriptor;
import org.neo4j.internal.schema.IndexOrder;
import org.neo4j.kernel.api.KernelTransaction;
import org.neo4j.kernel.impl.coreapi.InternalTransaction;

/**
 * The graph half of recall through the core API: what {@code cypher/reference/recall/neighbourhood.cypher} and
 * {@code cypher/reference/recall/rank.cypher} state, done without the Cypher runtime's per-row overhead (recall
 * runs per agent step and has a latency budget of tens of milliseconds). JUnit checks that the Java
 * and the Cypher versions give the same candidates, routes, distances and scores.
 */
final class RecallGraph {
    static final Label ENTITY = Label.label("Entity");
    static final Label RETRIEVAL = Label.label("Retrieval");
    static final RelationshipType MENTIONS = RelationshipType.withName("MENTIONS");
    /** The cell's copy of its PostgreSQL embedding (float32[]), for neighbourhoodRank's graph-only candidates. */
    static final String EMBEDDING = "embedding";
    static final RelationshipType RETRIEVED = RelationshipType.withName("RETRIEVED");
    static final RelationshipType SUPERSEDES = RelationshipType.withName("SUPERSEDES");
    static final RelationshipType SUPPORTS = RelationshipType.withName("SUPPORTS");
    private static final double LN2 = 0.6931471805599453;
    /**
     * Route of the newest valid version of a premise (a preference or constraint: {@link #premiseKinds}) the user
     * revised that the focus rests on: an older version of it, superseded since, or this version itself when it
     * replaced an older one; rank's {@code revised_premise} component credits it.
     */
    static final String REVISED_PREMISE = "revised_premise";
    /** Routes through the focus's lineage: a superseded cell found by one of them leads to its newer version. */
    static final List<String> FOCUS_ROUTES = List.of("lineage", "rests_on", "pinned");
    /**
     * How far up its lineage an as-of status looks for an invalidation in force (rank's asOf, lineage.getAsOf):
     * an invalidated ancestor more than this many DERIVED_FROM steps above a cell is not seen.
     */
    static final int AS_OF_MAX_ANCESTOR_DEPTH = 100;

    private RecallGraph() {}

    /** A graph candidate: every route that found it, and its nearest lineage route (or null). */
    static final class Candidate {
        final Node cell;
        final List<String> routes = new ArrayList<>();
        Map<String, Object> nearest;
        /** Its edges in one pass ({@link Links#of}), read once by the older_version route and roles; null: not yet. */
        private Links links;
        private boolean linksRead;

        Candidate(Node cell) {
            this.cell = cell;
        }

        /** {@link Links#of} for this cell, read at most once (null for a dense node). */
        Links links(Transaction tx) {
            if (!linksRead) {
                links = Links.of(tx, cell);
                linksRead = true;
            }
            return links;
        }
    }

    /**
     * What recall asks of a sparse cell's DERIVED_FROM, SUPERSEDES and BETWEEN edges, read in one pass over its
     * relationship chain. Each question (has it children, is one of them a use(), what does it derive from and how,
     * does it supersede anything, is it superseded, is it in a conflict) walked the whole chain of a sparse node
     * again: ~6 walks per candidate for neighbourhood's roles and older_version route (about half of its time at 100k,
     * lat7's profile), ~4 in rank. {@link #of} gives null for a dense node, whose degrees per type and direction are
     * read without walking the chain: there the questions one by one stay the cheaper way.
     */
    static final class Links {
        /** The incoming DERIVED_FROM edges (from the cells deriving from it, any namespace). */
        final List<Relationship> children;
        /** The outgoing DERIVED_FROM edges, and which of them carry via_retrieval (a use()). */
        final List<Relationship> derivedFrom;
        final boolean usesOut;
        final boolean supersedesOut, supersededIn, conflicted;
        private Boolean usedIn;

        private Links(List<Relationship> children, List<Relationship> derivedFrom, boolean usesOut, boolean supersedesOut,
                      boolean supersededIn, boolean conflicted) {
            this.children = children;
            this.derivedFrom = derivedFrom;
            this.usesOut = usesOut;
            this.supersedesOut = supersedesOut;
            this.supersededIn = supersededIn;
            this.conflicted = conflicted;
        }

        /** One of its incoming DERIVED_FROM edges carries via_retrieval (read on first need). */
        boolean usedIn() {
            if (usedIn == null) {
                usedIn = false;
                for (Relationship r : children) {
                    if (r.hasProperty(LineageWriter.VIA_RETRIEVAL)) {
                        usedIn = true;
                        break;
                    }
                }
            }
            return usedIn;
        }

        /** One pass over a sparse cell's relationships; null for a dense node (or outside a kernel transaction). */
        @SuppressWarnings("deprecation") // the kernel's node reference
        static Links of(Transaction tx, Node cell) {
            if (!(tx instanceof InternalTransaction internal)) return null;
            KernelTransaction ktx = internal.kernelTransaction();
            try (var node = ktx.cursors().allocateNodeCursor(ktx.cursorContext(), ktx.memoryTracker())) {
                ktx.dataRead().singleNode(cell.getId(), node);
                if (!node.next() || node.supportsFastDegreeLookup()) return null;
            }
            List<Relationship> children = new ArrayList<>(2), derivedFrom = new ArrayList<>(2);
            boolean usesOut = false, supersedesOut = false, supersededIn = false, conflicted = false;
            try (var rels = cell.getRelationships()) {
                for (Relationship r : rels) {
                    boolean out = r.getStartNode().equals(cell), in = r.getEndNode().equals(cell); // a loop is both
                    if (r.isType(LineageWalk.DERIVED_FROM)) {
                        if (in) children.add(r);
                        if (out) {
                            derivedFrom.add(r);
                            usesOut |= r.hasProperty(LineageWriter.VIA_RETRIEVAL);
                        }
                    } else if (r.isType(SUPERSEDES)) {
                        supersedesOut |= out;
                        supersededIn |= in;
                    } else if (r.isType(Conflicts.BETWEEN)) {
                        conflicted |= in;
                    }
                }
            }
            return new Links(children, derivedFrom, usesOut, supersedesOut, supersededIn, conflicted);
        }
    }

    /** Options of neighbourhood, validated by the procedure (an empty {@code standingKinds} turns that route off). */
    record NeighbourhoodOptions(long maxHops, long maxAncestorDepth, List<String> pinnedKinds, long pinnedLimit,
                                List<String> standingKinds, long standingDepth, long standingScanLimit, long olderVersions) {}

    /**
     * neighbourhood.cypher: lineage, rests_on, pinned, entity, standing and newer_version routes, keyed by cell id
     * (insertion order). A standing candidate's nearest map is its standing route when that is strictly nearer than
     * its lineage route (or it has none), and gets {@code anchor}: the id of the ancestor it stands under.
     */
    static Map<String, Candidate> neighbourhood(Transaction tx, String ns, List<Node> focus, List<String> entities,
                                                NeighbourhoodOptions o) {
        Set<String> focusIds = new HashSet<>();
        for (Node f : focus) focusIds.add((String) f.getProperty("id"));
        Map<String, Candidate> out = new LinkedHashMap<>();
        // the candidate `cell` becomes on `route`; null for the focus cells themselves (never candidates)
        BiFunction<Node, String, Candidate> found = (cell, route) -> {
            String id = (String) cell.getProperty("id");
            if (focusIds.contains(id)) return null;
            Candidate c = out.computeIfAbsent(id, k -> new Candidate(cell));
            c.routes.add(route);
            return c;
        };
        for (Node f : focus) {
            LineageWalk.walk(f, LineageWalk.Towards.EITHER, o.maxHops(), ns, (cell, depth, tree) -> {
                Candidate c = found.apply(cell, "lineage");
                if (c != null && (c.nearest == null || depth < ((Number) c.nearest.get("distance")).longValue())) {
                    c.nearest = Map.of("route", "lineage", "distance", (long) depth, "via", tree.path(cell));
                }
            });
        }
        // every ancestor at its nearest distance from a focus cell (the first focus cell wins a tie): the anchors
        // of the standing route
        Map<Node, StandingRoute.Ancestor> ancestors = new LinkedHashMap<>();
        for (Node f : focus) {
            LineageWalk.walk(f, LineageWalk.Towards.ANCESTORS, o.maxAncestorDepth(), ns, (cell, depth, tree) -> {
                if (o.pinnedKinds().contains(cell.getProperty("kind", null))
                        || !cell.hasRelationship(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) found.apply(cell, "rests_on");
                StandingRoute.Ancestor known = ancestors.get(cell);
                if (known == null || depth < known.up()) {
                    ancestors.put(cell, new StandingRoute.Ancestor(cell, (String) cell.getProperty("id"), depth, tree));
                }
            });
        }
        for (String kind : o.pinnedKinds()) {
            if (kind.equals("task")) continue; // tasks (one per session, so many) come through lineage
            for (Node cell : mostImportantValid(tx, ns, kind, o.pinnedLimit())) found.apply(cell, "pinned");
        }
        for (String name : entities) {
            try (var entity = tx.findNodes(ENTITY, "namespace", ns, "name", name)) {
                while (entity.hasNext()) {
                    try (var rels = entity.next().getRelationships(Direction.INCOMING, MENTIONS)) {
                        for (Relationship r : rels) {
                            if (r.getStartNode().hasLabel(CypherProcedures.MEMCELL)) found.apply(r.getStartNode(), "entity");
                        }
                    }
                }
            }
        }
        Map<String, String> anchors = new HashMap<>();
        if (!o.standingKinds().isEmpty()) {
            Set<Node> exclude = new HashSet<>(focus);
            exclude.addAll(ancestors.keySet()); // rests_on's already
            var standing = StandingRoute.find(tx, ns, ancestors, exclude, o.standingKinds(), o.standingDepth(),
                    o.standingScanLimit());
            for (StandingRoute.Standing s : standing.values()) {
                @SuppressWarnings("deprecation") // the kernel's node reference
                Node cell = tx.getNodeById(s.cell());
                Candidate c = found.apply(cell, "standing");
                if (c.nearest == null || s.distance() < distance(c.nearest)) {
                    c.nearest = Map.of("route", "standing", "distance", s.distance(), "via", s.via());
                }
                anchors.put((String) cell.getProperty("id"), s.anchor().id());
            }
        }
        newerVersions(ns, out, focusIds, premiseKinds(o.pinnedKinds()));
        if (o.olderVersions() > 0) olderVersions(tx, ns, out, found, o.olderVersions());
        // last, so that a newer version taking a standing version's nearest map does not take its anchor too
        for (var e : anchors.entrySet()) {
            Candidate c = out.get(e.getKey());
            Map<String, Object> nearest = c.nearest == null ? new LinkedHashMap<>() : new LinkedHashMap<>(c.nearest);
            nearest.put("anchor", e.getValue());
            c.nearest = nearest;
        }
        return out;
    }

    /**
     * The newer_version route: each candidate found through the focus's lineage ({@link #FOCUS_ROUTES}) whose
     * status is superseded leads, along incoming SUPERSEDES edges (chains of any length, each version once), to
     * its newest versions (none newer in the namespace); each valid one becomes a candidate. Its nearest route
     * is its own lineage route when that is at least as near, otherwise the superseded version's (or, when
     * neither has one, {route: newer_version, distance: null, via: []}), plus {@code supersedes}: the id of the
     * superseded version it stands for (the nearest one, ties by id, when several lead to it).
     *
     * <p>A newest version of a superseded cell of a premise kind ({@code premiseKinds}) that the focus rests on (route
     * rests_on: an ancestor) also gets the route {@link #REVISED_PREMISE}: the work took the old belief for granted,
     * and the graph alone says this version is the current one on what it assumed (rank's revised_premise component).
     * So does a valid premise-kind cell found by rests_on that itself superseded an older version: the work rests on
     * the current version of a belief the user changed, and the other memories in reach (earlier work, what was said
     * before the change) may still show the old one.
     */
    private static void newerVersions(String ns, Map<String, Candidate> out, Set<String> focusIds,
                                      Set<String> premiseKinds) {
        record Source(String id, Map<String, Object> nearest) {}
        Comparator<Source> nearestFirst = Comparator.comparing((Source s) -> distance(s.nearest()),
                Comparator.nullsLast(Comparator.naturalOrder())).thenComparing(Source::id);
        Map<String, Node> newest = new LinkedHashMap<>();
        Map<String, Source> sourceOf = new HashMap<>();
        Set<String> revised = new HashSet<>(); // newest versions of a revised premise the focus rests on
        for (var e : out.entrySet()) {
            Candidate c = e.getValue();
            if (!"superseded".equals(c.cell.getProperty("status", null))) continue;
            if (c.routes.stream().noneMatch(FOCUS_ROUTES::contains)) continue;
            Source source = new Source(e.getKey(), c.nearest);
            boolean premise = c.routes.contains("rests_on") && premiseKinds.contains(c.cell.getProperty("kind", null));
            for (Node version : newestVersions(ns, c.cell)) {
                String id = (String) version.getProperty("id");
                if (focusIds.contains(id) || !"valid".equals(version.getProperty("status", null))) continue;
                newest.putIfAbsent(id, version);
                sourceOf.merge(id, source, (a, b) -> nearestFirst.compare(a, b) <= 0 ? a : b);
                if (premise) revised.add(id);
            }
        }
        for (var e : out.entrySet()) { // premises the focus rests on in their current version, revised before
            Candidate c = e.getValue();
            if (c.routes.contains("rests_on") && !focusIds.contains(e.getKey())
                    && "valid".equals(c.cell.getProperty("status", null))
                    && premiseKinds.contains(c.cell.getProperty("kind", null))
                    && !olderVersionsOf(ns, c.cell, 1).isEmpty()) revised.add(e.getKey());
        }
        for (var e : out.entrySet()) {
            if (revised.contains(e.getKey()) && !newest.containsKey(e.getKey())) e.getValue().routes.add(REVISED_PREMISE);
        }
        for (var e : newest.entrySet()) {
            Source source = sourceOf.get(e.getKey());
            Candidate c = out.computeIfAbsent(e.getKey(), k -> new Candidate(e.getValue()));
            c.routes.add("newer_version");
            if (revised.contains(e.getKey())) c.routes.add(REVISED_PREMISE);
            Map<String, Object> own = c.nearest;
            Map<String, Object> nearest;
            if (own != null && (source.nearest() == null || distance(own) <= distance(source.nearest()))) {
                nearest = new LinkedHashMap<>(own);
            } else if (source.nearest() != null) {
                nearest = new LinkedHashMap<>(source.nearest());
            } else {
                nearest = new LinkedHashMap<>();
                nearest.put("route", "newer_version");
                nearest.put("distance", null);
                nearest.put("via", List.of());
            }
            nearest.put("supersedes", source.id());
            c.nearest = nearest;
        }
    }

    /**
     * The older_version route: the versions each valid candidate superseded (outgoing SUPERSEDES, chains of any
     * length, at most {@code limit} per candidate), so that the client reads their similarity to the query and rank
     * can credit the newest version with its chain's best ({@link #versionSimilarity}). Rank's status filter drops them.
     */
    private static void olderVersions(Transaction tx, String ns, Map<String, Candidate> out,
                                      BiFunction<Node, String, Candidate> found, long limit) {
        for (Candidate c : new ArrayList<>(out.values())) {
            if (!"valid".equals(c.cell.getProperty("status", null))) continue;
            Links links = c.links(tx);
            if (links != null && !links.supersedesOut) continue;
            for (Node older : olderVersionsOf(ns, c.cell, limit)) found.apply(older, "older_version");
        }
    }

    /** The versions {@code cell} superseded, nearest first (outgoing SUPERSEDES, each once), at most {@code limit}. */
    static List<Node> olderVersionsOf(String ns, Node cell, long limit) {
        List<Node> older = new ArrayList<>();
        if (!cell.hasRelationship(Direction.OUTGOING, SUPERSEDES)) return older;
        Set<Node> seen = new HashSet<>();
        seen.add(cell);
        java.util.ArrayDeque<Node> queue = new java.util.ArrayDeque<>();
        queue.add(cell);
        while (!queue.isEmpty() && older.size() < limit) {
            try (var rels = queue.poll().getRelationships(Direction.OUTGOING, SUPERSEDES)) {
                for (Relationship r : rels) {
                    Node previous = r.getEndNode();
                    if (!inNamespace(previous, ns) || !seen.add(previous)) continue;
                    older.add(previous);
                    queue.add(previous);
                    if (older.size() >= limit) break;
                }
            }
        }
        return older;
    }

    /**
     * A version's similarity to the query: the best of its own and that of the versions it superseded (given among
     * the candidates, whatever their status). The newest version answers for its chain: a question worded like the
     * old "aisle seat" preference is about the seat, and the current answer is the newer "window seat".
     */
    private static double versionSimilarity(String ns, Node cell, double own, Map<String, Double> given) {
        double best = own;
        for (Node older : olderVersionsOf(ns, cell, MAX_OLDER_VERSIONS)) {
            Double s = given.get((String) older.getProperty("id", ""));
            if (s != null && s > best) best = s;
        }
        return best;
    }

    /** Above this many incoming DERIVED_FROM edges a cell is never taken for a {@link #replacedSource}. */
    static final int REPLACED_SOURCE_SCAN_LIMIT = 16;

    /**
     * Whether every memory derived from {@code cell} has been replaced by a newer version (an incoming SUPERSEDES):
     * the user's sentence "aisle seat, please" once the preference stored from it was superseded by "window seat"
     * (whose own sentence it derives from). The sentence stays valid, a record of what was said, but it states a
     * replaced belief: rank leaves it out with the versions it gave rise to, unless superseded memories are allowed. At
     * least one derived memory (with asOf: created, and its edges made, by then), at most
     * {@link #REPLACED_SOURCE_SCAN_LIMIT} of them; a version that keeps the old one's parents keeps its source in.
     */
    static boolean replacedSource(String ns, Node cell, Long asOf) {
        int degree = cell.getDegree(LineageWalk.DERIVED_FROM, Direction.INCOMING);
        if (degree == 0 || degree > REPLACED_SOURCE_SCAN_LIMIT) return false;
        boolean derived = false;
        try (var rels = cell.getRelationships(Direction.INCOMING, LineageWalk.DERIVED_FROM)) {
            for (Relationship r : rels) {
                Node child = r.getStartNode();
                if (!inNamespace(child, ns) || !existedAt(r, asOf) || !createdBy(child, asOf)) continue;
                if (!replaced(ns, child, asOf)) return false;
                derived = true;
            }
        }
        return derived;
    }

    private static boolean createdBy(Node cell, Long asOf) {
        if (asOf == null) return true;
        Long created = Associations.epochMillis(cell.getProperty("created_at", null));
        return created != null && created <= asOf;
    }

    /** A SUPERSEDES edge from a newer version of the namespace points at {@code cell} (with asOf: made by then). */
    private static boolean replaced(String ns, Node cell, Long asOf) {
        try (var rels = cell.getRelationships(Direction.INCOMING, SUPERSEDES)) {
            for (Relationship r : rels) if (inNamespace(r.getStartNode(), ns) && existedAt(r, asOf)) return true;
        }
        return false;
    }

    /** Older versions read per candidate by rank's versionSimilarity (and the client's default olderVersions). */
    static final int MAX_OLDER_VERSIONS = 16;

    private static Long distance(Map<String, Object> nearest) {
        return nearest != null && nearest.get("distance") instanceof Number n ? n.longValue() : null;
    }

    /**
     * The newest versions of {@code old}: the cells reached from it along incoming SUPERSEDES edges
     * ((newer)-[:SUPERSEDES]->(older)) that no cell of the namespace supersedes. Each version is visited once, so
     * a chain of any length ends and a (corrupt) loop cannot spin.
     */
    static List<Node> newestVersions(String ns, Node old) {
        Set<Node> seen = new HashSet<>();
        seen.add(old);
        java.util.ArrayDeque<Node> queue = new java.util.ArrayDeque<>();
        queue.add(old);
        List<Node> newest = new ArrayList<>();
        while (!queue.isEmpty()) {
            Node node = queue.poll();
            boolean superseded = false;
            try (var rels = node.getRelationships(Direction.INCOMING, SUPERSEDES)) {
                for (Relationship r : rels) {
                    Node newer = r.getStartNode();
                    if (!inNamespace(newer, ns)) continue;
                    superseded = true;
                    if (seen.add(newer)) queue.add(newer);
                }
            }
            if (!superseded && !node.equals(old)) newest.add(node);
        }
        return newest;
    }

    static boolean inNamespace(Node node, String ns) {
        return node.hasLabel(CypherProcedures.MEMCELL) && ns.equals(node.getProperty("namespace", null));
    }

    /** V0003's index: MemCell (namespace, kind, importance, id), read in descending order by the pinned route. */
    static final String PINNED_ORDER_INDEX = "memcell_namespace_kind_importance_id";

    /**
     * The {@code limit} valid cells of {@code kind} with the highest importance (ties: the greater id, i.e. the
     * newer cell for time-ordered ids). Reads {@link #PINNED_ORDER_INDEX} backwards and stops after {@code limit}
     * valid cells, so the cost does not grow with the number of standing preferences; without that index
     * online (a store not yet migrated) it reads every cell of the kind.
     */
    @SuppressWarnings("deprecation") // getNodeById: the kernel cursor hands out node references
    static List<Node> mostImportantValid(Transaction tx, String ns, String kind, long limit) {
        if (limit <= 0) return List.of();
        long[] refs = mostImportantValidByIndex(tx, ns, kind, limit);
        if (refs == null) return mostImportantValidByScan(tx, ns, kind, limit);
        List<Node> out = new ArrayList<>(refs.length);
        for (long ref : refs) out.add(tx.getNodeById(ref));
        return out;
    }

    /**
     * {@link #mostImportantValid} through {@link #PINNED_ORDER_INDEX} as node references (each cell's status read
     * by a kernel cursor), or null without that index online.
     */
    static long[] mostImportantValidByIndex(Transaction tx, String ns, String kind, long limit) {
        if (!(tx instanceof InternalTransaction internal)) return null;
        KernelTransaction ktx = internal.kernelTransaction();
        try {
            IndexDescriptor index = ktx.schemaRead().indexGetForName(PINNED_ORDER_INDEX);
            if (index == null || index == IndexDescriptor.NO_INDEX
                    || ktx.schemaRead().indexGetState(index) != InternalIndexState.ONLINE) return null;
            TokenRead tokens = ktx.tokenRead();
            int[] keys = {tokens.propertyKey("namespace"), tokens.propertyKey("kind"), tokens.propertyKey("importance"),
                    tokens.propertyKey("id")};
            int status = tokens.propertyKey("status");
            for (int key : keys) if (key == org.neo4j.token.api.TokenConstants.NO_TOKEN) return new long[0]; // no cell has ever had the property
            if (status == org.neo4j.token.api.TokenConstants.NO_TOKEN) return new long[0];
            long[] out = new long[(int) Math.min(limit, 1024)];
            int n = 0;
            var statusOnly = org.neo4j.storageengine.api.PropertySelection.selection(status);
            try (NodeValueIndexCursor cursor = ktx.cursors().allocateNodeValueIndexCursor(ktx.cursorContext(), ktx.memoryTracker());
                 var node = ktx.cursors().allocateNodeCursor(ktx.cursorContext(), ktx.memoryTracker());
                 var props = ktx.cursors().allocatePropertyCursor(ktx.cursorContext(), ktx.memoryTracker())) {
                ktx.dataRead().nodeIndexSeek(ktx.queryContext(), ktx.dataRead().indexReadSession(index), cursor,
                        IndexQueryConstraints.ordered(IndexOrder.DESCENDING),
                        PropertyIndexQuery.exact(keys[0], ns), PropertyIndexQuery.exact(keys[1], kind),
                        PropertyIndexQuery.exists(keys[2]), PropertyIndexQuery.exists(keys[3]));
                while (n < limit && cursor.next()) {
                    long ref = cursor.nodeReference();
                    ktx.dataRead().singleNode(ref, node);
                    if (!node.next()) continue;
                    node.properties(props, statusOnly);
                    boolean valid = false;
                    while (props.next()) valid = "valid".equals(props.propertyValue().asObjectCopy());
                    if (!valid) continue;
                    if (n == out.length) out = java.util.Arrays.copyOf(out, (int) Math.min(limit, 2L * out.length));
                    out[n++] = ref;
                }
            }
            return java.util.Arrays.copyOf(out, n);
        } catch (org.neo4j.exceptions.KernelException e) {
            return null; // dropped or failed meanwhile: the scan gives the same answer
        }
    }

    private static List<Node> mostImportantValidByScan(Transaction tx, String ns, String kind, long limit) {
        Comparator<Object[]> worstFirst = Comparator.<Object[]>comparingDouble(e -> (Double) e[1])
                .thenComparing(e -> (String) e[2]);
        PriorityQueue<Object[]> best = new PriorityQueue<>(worstFirst);
        try (var found = tx.findNodes(CypherProcedures.MEMCELL, "namespace", ns, "kind", kind)) {
            while (found.hasNext()) {
                Node cell = found.next();
                Map<String, Object> p = cell.getProperties("status", "importance", "id");
                if (!"valid".equals(p.get("status"))) continue;
                // Cypher sorts nulls last: never in the top; the index holds only cells with both properties
                if (!(p.get("importance") instanceof Number n) || !(p.get("id") instanceof String id)) continue;
                best.add(new Object[] {cell, n.doubleValue(), id});
                if (best.size() > limit) best.poll();
            }
        }
        List<Object[]> sorted = new ArrayList<>(best);
        sorted.sort(worstFirst.reversed());
        List<Node> out = new ArrayList<>(sorted.size());
        for (Object[] e : sorted) out.add((Node) e[0]);
        return out;
    }

    // ------------------------------------------------------------------------------------------ rank

    /** Options of rank, validated by the procedure. */
    record RankOptions(long k, Map<String, Double> weights, Collection<String> statuses, Collection<String> exclude,
                       Collection<String> kinds, Collection<String> tags, Long since, Long until, long maxHops,
                       double halfLifeDays, Collection<String> pinnedKinds, Long asOf, List<Node> focus,
                       RecallSelection.Options selection, boolean versionSimilarity) {}

    /** The properties rank reads, in one pass. */
    private static final String[] RANK_KEYS = {"namespace", "id", "status", "kind", "tags", "created_at", "importance",
            "usefulness", "confidence", "base_status"};

    /**
     * A candidate whose use() of a memory passes usage on: its cell, id, own similarity to the query and its edges
     * ({@link Links}: null for a dense node, whose DERIVED_FROM edges are read from it).
     */
    record User(Node cell, String id, double similarity, Links links) {
        /** Its outgoing DERIVED_FROM edges. */
        List<Relationship> derivedFrom() {
            if (links != null) return links.derivedFrom;
            List<Relationship> out = new ArrayList<>();
            try (var rels = cell.getRelationships(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) {
                for (Relationship r : rels) out.add(r);
            }
            return out;
        }
    }

    /** A ranked candidate; {@code status} is the status it was filtered on (as of asOf, when given). */
    record Hit(Node cell, Map<String, Object> candidate, Map<String, Object> components, double score, String status) {}

    /**
     * rank.cypher without the recording: filter (with asOf: created by then, status as it was then), score,
     * drop the older cell of each open contradiction whose two cells are both left, keep the best k (ties by id);
     * with the selection options, {@link RecallSelection} picks the k (diversity, standing quota) and groups the
     * near-duplicates left out.
     *
     * <p>The replaced-source filter ({@link #replacedSource}: a walk over the cell's children and their SUPERSEDES
     * edges, ~20% of rank's time when read for every candidate) is read at once only for the hits that can change
     * anything while unpicked: a premise kind (usage's premise picks), a cell in a contradiction, one in a similar pair
     * (diversity, groups) or a standing one (quota). Any other hit counts only if it is picked (its value is its score
     * and nothing else reads it), so it is read once picked (before the standing quota, or returned), and when it is a
     * replaced source it is dropped and the k picked again: the same hits as filtering every candidate first.
     */
    static Ranked rank(Transaction tx, String ns, List<Map<String, Object>> candidates, RankOptions o) {
        // recency is measured from asOf when given: the ranking as it would have been then
        ZonedDateTime now = o.asOf() == null ? Validation.now()
                : java.time.Instant.ofEpochMilli(o.asOf()).atZone(java.time.ZoneOffset.UTC);
        AsOf asOf = o.asOf() == null ? null : new AsOf(tx, ns, o.asOf());
        List<Hit> hits = new ArrayList<>();
        Double usageWeight = o.weights().get("usage");
        boolean usage = usageWeight != null && usageWeight > 0;
        // the candidates whose use() of a memory passes usage on: every one with a similarity, whatever its status
        List<User> users = new ArrayList<>();
        // every candidate's similarity, superseded versions' too: a newer version inherits its chain's best
        Map<String, Double> given = new HashMap<>();
        if (o.versionSimilarity()) {
            for (Map<String, Object> cand : candidates) {
                if (Boolean.TRUE.equals(cand.get("usageOnly"))) continue; // left out of the ranking: no version's
                Double s = number(cand.get("semantic"));
                if (cand.get("id") instanceof String cid && s != null && s > 0) given.merge(cid, s, Math::max);
            }
        }
        boolean sourcesFiltered = !o.statuses().contains("superseded");
        Set<String> premiseKinds = premiseKinds(o.pinnedKinds());
        Set<String> paired = new HashSet<>();
        for (RecallSelection.Pair pair : o.selection().similar()) {
            paired.add(pair.a());
            paired.add(pair.b());
        }
        // hits whose replaced-source filter is read only if they are picked (see above)
        Set<Node> unchecked = new HashSet<>();
        // hits in a contradiction (an incoming BETWEEN), read once here for the lazy filter and the contradictions
        Set<Node> conflicted = new HashSet<>();
        for (Map<String, Object> cand : candidates) {
            Object id = cand.get("id");
            if (!(id instanceof String cellId)) continue;
            // one pass over the property chain per candidate (getProperty would walk it once per key)
            Node cell = cand.get("node") instanceof Node handed ? handed : byElementId(tx, cand.get("elementId"));
            Map<String, Object> p = cell == null ? null : cell.getProperties(RANK_KEYS);
            if (p == null || !ns.equals(p.get("namespace")) || !cellId.equals(p.get("id"))) {
                cell = CypherProcedures.findCell(tx, ns, cellId);
                if (cell == null) continue;
                p = cell.getProperties(RANK_KEYS);
            }
            Object created = p.get("created_at");
            long createdMs = created instanceof ZonedDateTime z ? z.toInstant().toEpochMilli() : Long.MIN_VALUE;
            Links links = Links.of(tx, cell); // null: dense, each edge question asked of the node
            if (usage) {
                Double own = number(cand.get("semantic"));
                if (own != null && own > 0 && (asOf == null || (created instanceof ZonedDateTime && createdMs <= o.asOf()))) {
                    users.add(new User(cell, cellId, own, links));
                }
            }
            // a candidate the client left out of the ranking that may still pass usage on: a user, never a hit
            if (Boolean.TRUE.equals(cand.get("usageOnly"))) continue;
            if (o.exclude().contains(cellId)) continue;
            Object kind = p.get("kind");
            if (o.kinds() != null && !o.kinds().contains(kind)) continue;
            if (o.tags() != null && !anyTag(p.get("tags"), o.tags())) continue;
            if (o.since() != null && !(created instanceof ZonedDateTime && createdMs >= o.since())) continue;
            if (o.until() != null && !(created instanceof ZonedDateTime && createdMs <= o.until())) continue;
            if (asOf != null && !(created instanceof ZonedDateTime && createdMs <= o.asOf())) continue;
            String status = asOf == null ? (String) p.get("status") : asOf.status(cell, p.get("base_status"));
            if (!o.statuses().contains(status)) continue;
            boolean inConflict = links != null ? links.conflicted : cell.hasRelationship(Direction.INCOMING, Conflicts.BETWEEN);
            if (sourcesFiltered) {
                if (!premiseKinds.contains(kind) && !paired.contains(cellId) && !hasRoute(cand, "standing")
                        && !inConflict) {
                    unchecked.add(cell);
                } else if (replacedSource(ns, cell, o.asOf())) {
                    continue;
                }
            }
            if (inConflict) conflicted.add(cell);

            Map<String, Object> components = new LinkedHashMap<>();
            Double semantic = number(cand.get("semantic"));
            if (o.versionSimilarity() && !given.isEmpty() && (links == null || links.supersedesOut)) {
                double inherited = versionSimilarity(ns, cell, semantic == null ? 0.0 : semantic, given);
                if (inherited > 0 && (semantic == null || inherited > semantic)) semantic = inherited;
            }
            components.put("semantic", semantic == null || semantic < 0 ? 0.0 : semantic);
            Double keyword = number(cand.get("keyword"));
            components.put("keyword", keyword == null ? 0.0 : keyword);
            Double distance = number(cand.get("distance"));
            // at least 0: a standing route's distance (up to its anchor, then down) may exceed maxHops + 1
            components.put("lineage", distance == null ? 0.0 : Math.max(0.0, 1.0 - distance / (o.maxHops() + 1)));
            Double importance = number(p.get("importance"));
            components.put("importance", importance == null ? 0.5 : importance);
            double ageDays = created instanceof ZonedDateTime z ? Duration.between(z, now).getSeconds() / 86400.0 : 0.0;
            components.put("recency", Math.exp(-LN2 * ageDays / o.halfLifeDays()));
            Double usefulness = number(p.get("usefulness"));
            components.put("usefulness", ((usefulness == null ? 0.0 : usefulness) + 1.0) / 2.0);
            double pinned = 0.0;
            if (o.pinnedKinds().contains(kind)) {
                Object routes = cand.get("routes");
                if (routes instanceof List<?> list && (list.contains("rests_on") || list.contains("newer_version"))) pinned = 1.0;
                else if (semantic != null && semantic > 0) pinned = semantic;
            }
            components.put("pinned", pinned);
            Double confidence = number(p.get("confidence"));
            components.put("confidence", confidence == null ? 1.0 : confidence);
            // a user message's similarity to the query through the assistant reply that follows it (the client's
            // exchange, from PostgreSQL); 0 for any other memory
            Double exchange = number(cand.get("exchange"));
            components.put("exchange", exchange == null || exchange < 0 ? 0.0 : Math.min(1.0, exchange));
            components.put("usage", 0.0); // set by inheritUsage once every hit is known
            components.put(REVISED_PREMISE, 0.0); // set by creditRevisedPremises once every hit is known
            double score = 0.0;
            for (var w : o.weights().entrySet()) score += w.getValue() * (Double) components.get(w.getKey());
            hits.add(new Hit(cell, cand, components, score, status));
        }
        Map<String, Object> premises = null;
        if (usage) {
            Credited credited = inheritUsage(ns, hits, users, usageWeight, o.asOf(), premiseKinds);
            hits = credited.hits();
            premises = credited.premises();
        }
        double revisedWeight = o.weights().getOrDefault(REVISED_PREMISE, 0.0);
        if (revisedWeight > 0) {
            Credited revised = creditRevisedPremises(hits, revisedWeight, premiseKinds, premises);
            hits = revised.hits();
            premises = revised.premises();
        }
        dropOlderOfOpenContradictions(ns, hits, conflicted, o.asOf());
        hits.sort(Comparator.comparingDouble(Hit::score).reversed()
                .thenComparing(h -> (String) h.candidate().get("id"))); // the cell's id, checked above
        while (true) {
            RecallSelection.Selection selection = RecallSelection.select(hits, o.k(), o.selection());
            // the k picked before the standing quota and those it returns: the quota works on the picks, so a replaced
            // source picked and then given away would have changed which pick it gave away
            Set<Node> replaced = new HashSet<>();
            for (List<Hit> some : List.of(selection.picks(), selection.hits())) {
                for (Hit hit : some) {
                    if (unchecked.remove(hit.cell()) && replacedSource(ns, hit.cell(), o.asOf())) replaced.add(hit.cell());
                }
            }
            if (replaced.isEmpty()) return new Ranked(selection, premises);
            hits.removeIf(h -> replaced.contains(h.cell()));
        }
    }

    private static boolean hasRoute(Map<String, Object> candidate, String route) {
        return candidate.get("routes") instanceof List<?> routes && routes.contains(route);
    }

    /**
     * What rank picked, and {@code premises} (null without a usage weight): what the client's pruning needs to prove
     * that the candidates it left out changed no premise credit ({@link #inheritUsage}'s {@link Credited#premises}).
     */
    record Ranked(RecallSelection.Selection selection, Map<String, Object> premises) {}

    /**
     * The hits with their usage, and the premise picks in brief, over the {@link #CHANGED_PICKS} hits of a premise
     * kind most similar to the query (the {@link #PREMISE_PICKS} picks among them): {@code floor}, the lowest semantic
     * component once there are that many (null with fewer: any other hit of a premise kind would be one); {@code
     * credited}, the lowest semantic component of one given a premise credit (null: none given); {@code usage}, the
     * lowest usage component (null: none). A left-out candidate of a premise kind whose
     * semantic component stays below {@code floor} would not have been a pick; one that might have been displaces no
     * credited pick while it stays below {@code credited}; a left-out user passing at most a similarity below {@code
     * usage} raises no pick's usage.
     */
    record Credited(List<Hit> hits, Map<String, Object> premises) {}

    /**
     * The revised_premise component: 1 for the hit with route {@link #REVISED_PREMISE} (the newest version of a
     * preference or constraint the focus rests on, superseded since) with the greatest semantic component (with
     * versionSimilarity, the best of its chain's; ties by id) when it is among the {@link #CHANGED_PICKS} hits of a
     * premise kind most similar to the query, 0 for every other hit. The role is the graph's word, not the wording's: a
     * trip task built on "User wants an aisle seat", replaced since by "User wants a window seat", took the old belief
     * for granted, and the window seat is the current belief on it, worth a credit of its own however little "book
     * the Milan flight" resembles it (0.2: a premise credit, the work's similarity, left it below the session's own
     * steps). Similarity only says which subject the question touches: work rests on every version current when it
     * was done, and several of them may have been revised since (2 to 7 in bench recall's histories), so only the one
     * most related to the question, and only when it is as related as the premises rank credits at all, jumps (the
     * most similar one credited wherever it ranked among the standing memories put "No appointments before 9:30" above
     * the risk limit for "Where should I put the bonus?"). {@code premises}: rank's summary for the client's pruning
     * (null without a usage weight: one is made here, over the CHANGED_PICKS), whose {@code credited} then also counts
     * this credit.
     */
    static Credited creditRevisedPremises(List<Hit> hits, double weight, Set<String> premiseKinds,
                                          Map<String, Object> premises) {
        Set<Integer> changed = premisePicks(hits, premiseKinds, CHANGED_PICKS);
        Map<String, Object> summary = premises;
        if (summary == null) { // no usage weight: the summary of the CHANGED_PICKS alone
            summary = new HashMap<>(4);
            summary.put("floor", picksFloor(hits, changed));
            summary.put("credited", null);
            summary.put("usage", null);
        }
        Comparator<Integer> mostSimilarFirst = mostSimilarFirst(hits);
        Integer best = null;
        for (int i = 0; i < hits.size(); i++) {
            if (!hasRoute(hits.get(i).candidate(), REVISED_PREMISE)) continue;
            if (best == null || mostSimilarFirst.compare(i, best) < 0) best = i;
        }
        if (best == null || !changed.contains(best)) return new Credited(hits, summary);
        Hit h = hits.get(best);
        h.components().put(REVISED_PREMISE, 1.0);
        List<Hit> out = new ArrayList<>(hits);
        out.set(best, new Hit(h.cell(), h.candidate(), h.components(), h.score() + weight, h.status()));
        double semantic = (Double) h.components().get("semantic");
        Double credited = number(summary.get("credited"));
        summary.put("credited", credited == null ? semantic : Math.min(credited, semantic));
        return new Credited(out, summary);
    }

    /** Positions in {@code hits} by semantic component, the greatest first (ties: the smaller id). */
    private static Comparator<Integer> mostSimilarFirst(List<Hit> hits) {
        return Comparator.comparingDouble((Integer i) -> -(Double) hits.get(i).components().get("semantic"))
                .thenComparing(i -> (String) hits.get(i).candidate().get("id"));
    }

    /**
     * The lowest semantic component among the premise-kind hits {@code changed} when there are {@link #CHANGED_PICKS}
     * of them (below it a hit was none of them), else null: rank's {@code premises.floor} for the client's pruning.
     */
    private static Double picksFloor(List<Hit> hits, Set<Integer> changed) {
        if (changed.size() != CHANGED_PICKS) return null;
        Double floor = null;
        for (int at : changed) {
            double semantic = (Double) hits.get(at).components().get("semantic");
            floor = floor == null ? semantic : Math.min(floor, semantic);
        }
        return floor;
    }

    /** How many standing memories (hits of a premise kind) a user that rests on them without a retrieval may credit. */
    static final int PREMISE_PICKS = 2;

    /**
     * Among how many hits of a premise kind most similar to the query (ties by id) the newest version of a premise
     * that work rested on and that was replaced since may be, to inherit that work's similarity.
     */
    static final int CHANGED_PICKS = 4;

    /**
     * The kinds a premise is of: the pinned kinds but task (a step derives from its task; that says nothing about
     * which standing memory the work rested on).
     */
    static Set<String> premiseKinds(Collection<String> pinnedKinds) {
        Set<String> kinds = new HashSet<>(pinnedKinds);
        kinds.remove("task");
        return kinds;
    }

    /**
     * The usage component: a memory the agent used ({@code use()}: a DERIVED_FROM edge with via_retrieval) in work
     * like the query's is relevant to it, however its own wording compares ("User has an electric car again" and
     * "how do I get to the party venue?" share no words, but the plan "find a venue for the party" used it). Each
     * hit's own similarity to the query passes to the cells it derives from through a retrieval, and from a
     * superseded one on to its newest versions (what an earlier task used has been replaced: the replacement
     * answers now); a hit's usage is the best such similarity, from another candidate. The users are all the
     * candidates with a similarity ({@code users}: created by asOf when given), whatever their status or the result
     * filters: a plan that became contaminated (a tool result under it was stale) or was corrected still shows which
     * memories the agent applied to that kind of work. Only candidates count, so the signal costs one pass over
     * their outgoing DERIVED_FROM edges and adds no candidate. The using candidate is kept on the hit
     * ({@code usedBy}, {@code usedBySimilarity}) for the trace {type: used_in}.
     *
     * <p>Premises: work that derives from standing memories without a retrieval (a task built on the user's whole
     * profile, ~20 preferences and constraints) says it rested on all of them, not which one bears on the query. The
     * question bears on the standing memories most related to it among those in reach, even when their similarity is
     * low in absolute terms ("book the flight" and "User wants a window seat on flights" are 0.2 alike, the other
     * nineteen less): the {@link #PREMISE_PICKS} hits of {@code premiseKinds} with the greatest semantic component
     * (ties by id) get, like a use, the similarity of a user that derives from them (or from a version they replaced)
     * without a retrieval. The others get nothing from it, so however many premises the users have, at most two
     * memories are credited this way. Only work that recorded no use() (neither it nor a cell derived from it
     * derives from anything through a retrieval) passes its similarity as premises: a task whose plans used the window
     * seat says so, and crediting the two picks as well put them above it (usage histories, seeds 1-3: the newest
     * version in the top 5 from a task fell from 94.4 to 90.7). A premise the work rested on that has been replaced
     * since passes the credit to its newest version when that is among the {@link #CHANGED_PICKS} hits of a premise
     * kind most similar to the query, pick or not: the work took the old belief for granted, the newest version is
     * the current one ("book the flight" from a task built on "aisle seat": the window seat, third most similar);
     * crediting it wherever it ranked pushed it into every question asked from such a task (plain R@10 92.9 to 90.6).
     */
    static Credited inheritUsage(String ns, List<Hit> hits, List<User> users, double weight, Long asOf,
                                 Set<String> premiseKinds) {
        Map<Node, Integer> index = new HashMap<>(hits.size() * 2);
        for (int i = 0; i < hits.size(); i++) index.put(hits.get(i).cell(), i);
        double[] best = new double[hits.size()];
        String[] by = new String[hits.size()];
        boolean[] premised = new boolean[hits.size()]; // given a premise credit (whether or not it is the best)
        Set<Integer> picks = premisePicks(hits, premiseKinds, PREMISE_PICKS);
        Set<Integer> changed = premisePicks(hits, premiseKinds, CHANGED_PICKS);
        for (User user : users) {
            double own = user.similarity();
            if (own <= 0) continue;
            List<Relationship> derivedFrom = user.derivedFrom();
            if (derivedFrom.isEmpty()) continue;
            String userId = user.id();
            // whether this user passes its similarity to premises: read (its children's edges) only once it derives
            // without a retrieval from a pick (or from a version a pick replaced)
            Boolean premises = picks.isEmpty() ? Boolean.FALSE : null;
            for (Relationship r : derivedFrom) {
                if (!existedAt(r, asOf)) continue;
                Node used = r.getEndNode();
                if (!inNamespace(used, ns)) continue;
                boolean retrieval = r.getProperty(LineageWriter.VIA_RETRIEVAL, null) != null;
                if (!retrieval && (Boolean.FALSE.equals(premises)
                        || !premiseKinds.contains(used.getProperty("kind", null)))) continue;
                List<Node> targets = new ArrayList<>(newestVersions(ns, used));
                targets.add(used);
                for (Node target : targets) {
                    Integer at = index.get(target);
                    // a premise the work rested on that has been replaced since: its newest version, the current
                    // belief on what the work took for granted, counts when among the CHANGED_PICKS
                    if (at == null || target.equals(user.cell())
                            || (!retrieval && !(target.equals(used) ? picks : changed).contains(at))) continue;
                    if (!retrieval) {
                        if (premises == null) premises = !recordsUse(ns, user.cell(), asOf);
                        if (!premises) break;
                        premised[at] = true;
                    }
                    credit(best, by, at, own, userId);
                }
            }
        }
        List<Hit> out = new ArrayList<>(hits.size());
        for (int i = 0; i < hits.size(); i++) {
            Hit h = hits.get(i);
            if (by[i] == null) {
                out.add(h);
                continue;
            }
            double usage = Math.min(1.0, best[i]);
            h.components().put("usage", usage);
            Map<String, Object> candidate = new HashMap<>(h.candidate());
            candidate.put("usedBy", by[i]);
            candidate.put("usedBySimilarity", usage);
            out.add(new Hit(h.cell(), candidate, h.components(), h.score() + weight * usage, h.status()));
        }
        Double credited = null, lowestUsage = null;
        for (int at : changed) { // the picks are among them
            double semantic = (Double) hits.get(at).components().get("semantic");
            double usage = by[at] == null ? 0.0 : Math.min(1.0, best[at]);
            if (premised[at]) credited = credited == null ? semantic : Math.min(credited, semantic);
            lowestUsage = lowestUsage == null ? usage : Math.min(lowestUsage, usage);
        }
        Map<String, Object> premises = new HashMap<>(4);
        premises.put("floor", picksFloor(hits, changed));
        premises.put("credited", credited);
        premises.put("usage", lowestUsage);
        return new Credited(out, premises);
    }

    /**
     * Whether the work of {@code cell} says which memories it applied: it, or a cell derived from it (at most
     * {@link #USAGE_SCAN_LIMIT}; more count as saying so), derives from something through a retrieval (with asOf: an
     * edge made by then). Such work passes usage through its use() traces, not as premises.
     */
    private static boolean recordsUse(String ns, Node cell, Long asOf) {
        if (usesThroughRetrieval(cell, asOf)) return true;
        int children = cell.getDegree(LineageWalk.DERIVED_FROM, Direction.INCOMING);
        if (children == 0) return false;
        if (children > USAGE_SCAN_LIMIT) return true;
        try (var rels = cell.getRelationships(Direction.INCOMING, LineageWalk.DERIVED_FROM)) {
            for (Relationship r : rels) {
                Node child = r.getStartNode();
                if (inNamespace(child, ns) && usesThroughRetrieval(child, asOf)) return true;
            }
        }
        return false;
    }

    private static boolean usesThroughRetrieval(Node cell, Long asOf) {
        try (var rels = cell.getRelationships(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) {
            for (Relationship r : rels) {
                if (r.getProperty(LineageWriter.VIA_RETRIEVAL, null) != null && existedAt(r, asOf)) return true;
            }
        }
        return false;
    }

    /** The {@code limit} hits of a premise kind with the greatest semantic component (ties by id). */
    private static Set<Integer> premisePicks(List<Hit> hits, Set<String> premiseKinds, int limit) {
        List<Integer> standing = new ArrayList<>();
        for (int i = 0; i < hits.size(); i++) {
            if (premiseKinds.contains(hits.get(i).cell().getProperty("kind", null))) standing.add(i);
        }
        standing.sort(mostSimilarFirst(hits));
        return new HashSet<>(standing.subList(0, Math.min(limit, standing.size())));
    }

    /** A user's similarity {@code own} as hit {@code at}'s usage when it beats what it has (ties: the smaller user id). */
    private static void credit(double[] best, String[] by, int at, double own, String userId) {
        if (own > best[at] || (own == best[at] && by[at] != null && userId.compareTo(by[at]) < 0)) {
            best[at] = own;
            by[at] = userId;
        }
    }

    /** Above this many incoming DERIVED_FROM edges (or older versions) a cell is taken as used without reading them. */
    static final int USAGE_SCAN_LIMIT = 64;

    /**
     * A graph candidate's roles in rank beyond its own score, for the client's pruning: {@code used} when it may inherit
     * usage through a use() ({@link #inheritUsage}: an incoming DERIVED_FROM with via_retrieval on it or on a version it
     * superseded, any chain length; also when more than {@link #USAGE_SCAN_LIMIT} such edges or versions would have to
     * be read), {@code uses} when it passes usage on through one (an outgoing DERIVED_FROM with via_retrieval), {@code
     * replaced} when a newer version may inherit its similarity (an incoming SUPERSEDES: {@link #versionSimilarity}).
     * Premises ({@code premiseKinds}: {@link #premiseKinds} of the pinned kinds): {@code premise} when it is of a premise
     * kind (one of the picks when among the most similar), {@code rested_on} when such a cell, or a version it
     * superseded, is the parent of any DERIVED_FROM (or of too many to read: as a pick it may inherit a premise credit),
     * {@code premise_user} when it derives without a retrieval from a cell of a premise kind and its work recorded no
     * use() ({@link #recordsUse}: it passes its similarity on to the picks among those). Which cells are the picks only
     * rank knows: the client keeps the candidates that may be, and proves with rank's premises summary that those it
     * left out changed no credit. Conservative: a role given that rank then does not use costs pruning, never a result.
     */
    static List<String> roles(Transaction tx, String ns, Candidate candidate, Set<String> premiseKinds) {
        Links links = candidate.links(tx);
        return links == null ? roles(ns, candidate.cell, premiseKinds) : roles(ns, candidate.cell, links, premiseKinds);
    }

    /**
     * {@link #roles(Transaction, String, Candidate, Set)} of a sparse cell from its {@link Links}: the same answers as
     * the questions asked one by one ({@link #roles(String, Node, Set)}), with one pass over its own relationships
     * (a sparse node has fewer than {@link #USAGE_SCAN_LIMIT} children, so no limit applies to them).
     */
    static List<String> roles(String ns, Node cell, Links links, Set<String> premiseKinds) {
        List<String> roles = new ArrayList<>(3);
        boolean premise = premiseKinds.contains(cell.getProperty("kind", null));
        int children = links.children.size();
        boolean used = children > 0 && (children > USAGE_SCAN_LIMIT || links.usedIn());
        boolean restedOn = premise && children > 0;
        if ((!used || (premise && !restedOn)) && links.supersedesOut) {
            boolean[] withOlder = withOlderVersions(ns, cell, premise, used, restedOn, premiseKinds);
            used = withOlder[0];
            restedOn = withOlder[1];
        }
        if (used) roles.add("used");
        if (premise) roles.add("premise");
        if (restedOn) roles.add("rested_on");
        if (!links.derivedFrom.isEmpty()) {
            if (links.usesOut) {
                roles.add("uses"); // its work records a use(): never a premise user
            } else {
                boolean rests = false;
                for (Relationship r : links.derivedFrom) {
                    Node parent = r.getEndNode();
                    if (inNamespace(parent, ns) && premiseKinds.contains(parent.getProperty("kind", null))) {
                        rests = true;
                        break;
                    }
                }
                if (rests && !childUses(ns, links.children)) roles.add("premise_user");
            }
        }
        if (links.supersededIn) roles.add("replaced");
        return roles;
    }

    /**
     * What a cell's older versions add to its roles ({used, restedOn}, given the cell's own): a replaced premise's
     * children credit its newest version (when among the CHANGED_PICKS), and a version's use counts for the newest;
     * more than {@link #USAGE_SCAN_LIMIT} older versions count as used (and rested on, for a premise) unread.
     * Shared by both {@code roles} (the one-pass and the one-by-one reads).
     */
    private static boolean[] withOlderVersions(String ns, Node cell, boolean premise, boolean used, boolean restedOn,
                                               Set<String> premiseKinds) {
        List<Node> older = olderVersionsOf(ns, cell, USAGE_SCAN_LIMIT + 1);
        if (older.size() > USAGE_SCAN_LIMIT) return new boolean[] {true, premise};
        for (Node version : older) {
            boolean restedOnVersion = premise && premiseKinds.contains(version.getProperty("kind", null))
                    && hasChild(version);
            restedOn = restedOn || restedOnVersion;
            used = used || restedOnVersion || used(version);
        }
        return new boolean[] {used, restedOn};
    }

    /** {@link #recordsUse}'s children half (asOf null): one of them derives from something through a retrieval. */
    private static boolean childUses(String ns, List<Relationship> children) {
        if (children.size() > USAGE_SCAN_LIMIT) return true;
        for (Relationship r : children) {
            Node child = r.getStartNode();
            if (inNamespace(child, ns) && usesThroughRetrieval(child, null)) return true;
        }
        return false;
    }

    /** The roles asked one by one: for a dense node, whose degrees are read without walking its relationships. */
    static List<String> roles(String ns, Node cell, Set<String> premiseKinds) {
        List<String> roles = new ArrayList<>(3);
        boolean premise = premiseKinds.contains(cell.getProperty("kind", null));
        boolean used = used(cell);
        boolean restedOn = premise && hasChild(cell);
        if ((!used || (premise && !restedOn)) && cell.hasRelationship(Direction.OUTGOING, SUPERSEDES)) {
            boolean[] withOlder = withOlderVersions(ns, cell, premise, used, restedOn, premiseKinds);
            used = withOlder[0];
            restedOn = withOlder[1];
        }
        if (used) roles.add("used");
        if (premise) roles.add("premise");
        if (restedOn) roles.add("rested_on");
        if (cell.hasRelationship(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) {
            boolean uses = false, rests = false;
            try (var rels = cell.getRelationships(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) {
                for (Relationship r : rels) {
                    if (r.hasProperty(LineageWriter.VIA_RETRIEVAL)) uses = true;
                    else if (inNamespace(r.getEndNode(), ns)
                            && premiseKinds.contains(r.getEndNode().getProperty("kind", null))) rests = true;
                    if (uses && rests) break;
                }
            }
            if (uses) roles.add("uses");
            if (rests && !recordsUse(ns, cell, null)) roles.add("premise_user");
        }
        if (cell.hasRelationship(Direction.INCOMING, SUPERSEDES)) roles.add("replaced");
        return roles;
    }

    /** Whether a cell is the parent of a DERIVED_FROM edge with via_retrieval (or has too many children to tell). */
    private static boolean used(Node cell) {
        int children = cell.getDegree(LineageWalk.DERIVED_FROM, Direction.INCOMING);
        if (children == 0) return false;
        if (children > USAGE_SCAN_LIMIT) return true;
        try (var rels = cell.getRelationships(Direction.INCOMING, LineageWalk.DERIVED_FROM)) {
            for (Relationship r : rels) if (r.hasProperty(LineageWriter.VIA_RETRIEVAL)) return true;
        }
        return false;
    }

    private static boolean hasChild(Node cell) {
        return cell.hasRelationship(Direction.INCOMING, LineageWalk.DERIVED_FROM);
    }

    /**
     * Open conflicts in ranking: when both cells of a contradiction open at asOf (now, without it) are left after
     * filtering, the older one (by created_at, then id) is dropped; the newer keeps an open_conflict trace.
     * Each pair is decided on its own (in a chain a-b, b-c the middle cell can be dropped by one and drop the other).
     * {@code conflicted}: the hits with an incoming BETWEEN edge (rank reads that once per candidate); no other hit is
     * in a contradiction.
     */
    static void dropOlderOfOpenContradictions(String ns, List<Hit> hits, Set<Node> conflicted, Long asOf) {
        if (conflicted.isEmpty()) return;
        Set<Node> cells = new HashSet<>(hits.size() * 2);
        for (Hit h : hits) cells.add(h.cell());
        Set<Node> dropped = new HashSet<>();
        for (Hit h : hits) {
            Node cell = h.cell();
            if (!conflicted.contains(cell)) continue;
            for (Node conflict : openContradictions(ns, cell, asOf)) {
                for (Node other : Conflicts.cells(conflict)) {
                    if (!other.equals(cell) && cells.contains(other) && newer(other, cell)) dropped.add(cell);
                }
            }
        }
        if (!dropped.isEmpty()) hits.removeIf(h -> dropped.contains(h.cell()));
    }

    /** Whether {@code a} is newer than {@code b}: a later created_at, or the same and a greater id. */
    private static boolean newer(Node a, Node b) {
        Long ta = Associations.epochMillis(a.getProperty("created_at", null));
        Long tb = Associations.epochMillis(b.getProperty("created_at", null));
        int byTime = Comparator.nullsFirst(Comparator.<Long>naturalOrder()).compare(ta, tb);
        if (byTime != 0) return byTime > 0;
        return ((String) a.getProperty("id")).compareTo((String) b.getProperty("id")) > 0;
    }

    /** The contradictions of namespace {@code ns} the cell is in that are open now, or at asOf when given. */
    static List<Node> openContradictions(String ns, Node cell, Long asOf) {
        List<Node> out = new ArrayList<>();
        try (var rels = cell.getRelationships(Direction.INCOMING, Conflicts.BETWEEN)) {
            for (Relationship r : rels) {
                Node conflict = r.getStartNode();
                if (!conflict.hasLabel(Conflicts.CONFLICT) || !ns.equals(conflict.getProperty("namespace", null))
                        || !Conflicts.CONTRADICTION.equals(conflict.getProperty("kind", null))) continue;
                if (openAt(conflict, asOf)) out.add(conflict);
            }
        }
        return out;
    }

    /** Open now (asOf null), or opened at or before asOf and still open or closed after it. */
    private static boolean openAt(Node conflict, Long asOf) {
        boolean open = Conflicts.OPEN.equals(conflict.getProperty("status", null));
        if (asOf == null) return open;
        Long at = Associations.epochMillis(conflict.getProperty("at", null));
        if (at == null || at > asOf) return false;
        if (open) return true;
        Long closed = Associations.epochMillis(conflict.getProperty("resolved_at", null));
        return closed != null && closed > asOf;
    }

    // ---------------------------------------------------------------------------------------- traces

    /**
     * The memory traces behind each returned hit, in this order: {type: supports_focus, other} for each cell it
     * SUPPORTS that is a focus cell or within maxHops above one (ordered by id); {type: newer_version, other} when
     * it SUPERSEDES a cell (the newest such, by created_at then id); {type: open_conflict, conflict, other} for each
     * open contradiction it is in (by conflict id); {type: successful_uses, count} when its success_count is above
     * 0. With asOf, SUPPORTS and SUPERSEDES edges count only if they existed then (their {@code at}) and a conflict
     * only if it was open then; success_count is the current one.
     */
    static List<List<Map<String, Object>>> traces(String ns, List<Hit> hits, List<Node> focus, long maxHops, Long asOf) {
        Set<Node> above = new HashSet<>(focus);
        for (Node f : focus) LineageWalk.walk(f, LineageWalk.Towards.ANCESTORS, maxHops, ns, (cell, depth, tree) -> above.add(cell));
        List<List<Map<String, Object>>> out = new ArrayList<>(hits.size());
        for (Hit hit : hits) {
            Node cell = hit.cell();
            List<Map<String, Object>> traces = new ArrayList<>();
            if (!above.isEmpty()) {
                java.util.TreeSet<String> supported = new java.util.TreeSet<>();
                try (var rels = cell.getRelationships(Direction.OUTGOING, SUPPORTS)) {
                    for (Relationship r : rels) {
                        Node other = r.getEndNode();
                        if (above.contains(other) && inNamespace(other, ns) && existedAt(r, asOf)) {
                            supported.add((String) other.getProperty("id"));
                        }
                    }
                }
                for (String id : supported) traces.add(trace("supports_focus", "other", id));
            }
            Node replaced = null;
            try (var rels = cell.getRelationships(Direction.OUTGOING, SUPERSEDES)) {
                for (Relationship r : rels) {
                    Node older = r.getEndNode();
                    if (inNamespace(older, ns) && existedAt(r, asOf) && (replaced == null || newer(older, replaced))) replaced = older;
                }
            }
            if (replaced != null) traces.add(trace("newer_version", "other", replaced.getProperty("id")));
            if (cell.hasRelationship(Direction.INCOMING, Conflicts.BETWEEN)) {
                List<Map<String, Object>> conflicts = new ArrayList<>();
                for (Node conflict : openContradictions(ns, cell, asOf)) {
                    for (Node other : Conflicts.cells(conflict)) {
                        if (other.equals(cell)) continue;
                        Map<String, Object> t = trace("open_conflict", "conflict", conflict.getProperty("id"));
                        t.put("other", other.getProperty("id"));
                        conflicts.add(t);
                    }
                }
                conflicts.sort(Comparator.comparing((Map<String, Object> t) -> (String) t.get("conflict"))
                        .thenComparing(t -> (String) t.get("other")));
                traces.addAll(conflicts);
            }
            if (hit.candidate().get("usedBy") instanceof String user) {
                Map<String, Object> t = trace("used_in", "other", user);
                t.put("similarity", hit.candidate().get("usedBySimilarity"));
                traces.add(t);
            }
            if (cell.getProperty("success_count", null) instanceof Number n && n.longValue() > 0) {
                traces.add(trace("successful_uses", "count", n.longValue()));
            }
            out.add(traces);
        }
        return out;
    }

    private static Map<String, Object> trace(String type, String key, Object value) {
        Map<String, Object> t = new LinkedHashMap<>();
        t.put("type", type);
        t.put(key, value);
        return t;
    }

    /** Without asOf every relationship counts; with it, one whose {@code at} is after asOf did not exist yet. */
    private static boolean existedAt(Relationship r, Long asOf) {
        if (asOf == null) return true;
        Long at = Associations.epochMillis(r.getProperty("at", null));
        return at == null || at <= asOf;
    }

    // ----------------------------------------------------------------------------------------- as of

    /**
     * A cell's status as it was at {@code millis} (epoch ms), from what the graph dates: invalid if an
     * invalidation that targets it was made at or before then and not restored at or before then; contaminated
     * if such an invalidation targets an ancestor (DERIVED_FROM edges that existed then -- no {@code at}, or
     * {@code at} not after -- up to {@link #AS_OF_MAX_ANCESTOR_DEPTH} steps); superseded if a SUPERSEDES edge
     * from a newer version existed then; otherwise its stored base status (default valid), except that a base
     * status superseded set by a later SUPERSEDES edge reads valid. Other properties are not versioned.
     */
    static final class AsOf {
        final long millis;
        /** The cells the invalidations in force at {@code millis} target. */
        private final Set<Node> invalid = new HashSet<>();

        AsOf(Transaction tx, String ns, long millis) {
            this.millis = millis;
            for (boolean active : new boolean[] {true, false}) { // index (namespace, active) of V0001
                try (var events = tx.findNodes(ContaminationProcedures.INVALIDATION, "namespace", ns, "active", active)) {
                    while (events.hasNext()) {
                        Node inv = events.next();
                        Long at = Associations.epochMillis(inv.getProperty("at", null));
                        Long restored = Associations.epochMillis(inv.getProperty("restored_at", null));
                        if (at == null || at > millis || (restored != null && restored <= millis)) continue;
                        try (var rels = inv.getRelationships(Direction.OUTGOING, ContaminationProcedures.INVALIDATES)) {
                            for (Relationship r : rels) if (inNamespace(r.getEndNode(), ns)) invalid.add(r.getEndNode());
                        }
                    }
                }
            }
        }

        String status(Node cell, Object baseStatus) {
            String ns = (String) cell.getProperty("namespace");
            if (invalid.contains(cell)) return "invalid";
            if (!invalid.isEmpty() && taintedAncestor(cell, ns)) return "contaminated";
            boolean supersededLater = false;
            try (var rels = cell.getRelationships(Direction.INCOMING, SUPERSEDES)) {
                for (Relationship r : rels) {
                    if (!inNamespace(r.getStartNode(), ns)) continue;
                    Long at = Associations.epochMillis(r.getProperty("at", null));
                    if (at == null || at <= millis) return "superseded";
                    supersededLater = true;
                }
            }
            String base = baseStatus instanceof String b ? b : "valid";
            return supersededLater && base.equals("superseded") ? "valid" : base;
        }

        /** BFS up the lineage as it was then, each ancestor once, until an invalidated one or the depth cap. */
        private boolean taintedAncestor(Node cell, String ns) {
            Set<Node> seen = new HashSet<>();
            seen.add(cell);
            List<Node> level = List.of(cell);
            for (int depth = 1; depth <= AS_OF_MAX_ANCESTOR_DEPTH && !level.isEmpty(); depth++) {
                List<Node> next = new ArrayList<>();
                for (Node node : level) {
                    try (var rels = node.getRelationships(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) {
                        for (Relationship r : rels) {
                            Node parent = r.getEndNode();
                            if (!existedAt(r, millis) || !inNamespace(parent, ns) || !seen.add(parent)) continue;
                            if (invalid.contains(parent)) return true;
                            next.add(parent);
                        }
                    }
                }
                level = next;
            }
            return false;
        }
    }

    /** The (:Retrieval) {@code id} of {@code ns}, or null: one seek in the (namespace, id) key. */
    static Node findRetrieval(Transaction tx, String ns, String id) {
        try (var found = tx.findNodes(RETRIEVAL, "namespace", ns, "id", id)) {
            return found.hasNext() ? found.next() : null;
        }
    }

    /** One hit as recorded: the cell, its rank and score, every score component and the routes that found it. */
    record Recorded(Node cell, long rank, double score, Map<String, Double> components, List<String> routes) {}

    /** What a (:Retrieval) says about its recall: query, task, preset, k and, for a recall as of a time, as_of. */
    static Map<String, Object> about(String query, String task, String preset, long k, Long asOf) {
        Map<String, Object> about = new LinkedHashMap<>();
        about.put("query", query);
        about.put("task", task);
        about.put("preset", preset);
        about.put("k", k);
        if (asOf != null) about.put("as_of", java.time.Instant.ofEpochMilli(asOf).atZone(java.time.ZoneOffset.UTC));
        return about;
    }

    /**
     * rank.cypher's recording, shared by rank and memlineage.recall.record: a (:Retrieval) with one RETRIEVED edge
     * per hit (rank, score, routes and every score component); usage counts go up and each hit's last_used_at
     * becomes the retrieval's time. Returns the number of RETRIEVED edges written.
     */
    static long record(Transaction tx, String ns, String retrievalId, List<Recorded> hits, Map<String, Object> about) {
        Node r = tx.createNode(RETRIEVAL);
        ZonedDateTime now = Validation.now();
        r.setProperty("namespace", ns);
        r.setProperty("id", retrievalId);
        r.setProperty("at", now);
        for (var e : about.entrySet()) if (e.getValue() != null) r.setProperty(e.getKey(), e.getValue());
        for (Recorded hit : hits) {
            Relationship rel = r.createRelationshipTo(hit.cell(), RETRIEVED);
            rel.setProperty("rank", hit.rank());
            rel.setProperty("score", hit.score());
            // every score component, so that weights can be fitted to the feedback later
            for (var c : hit.components().entrySet()) rel.setProperty(c.getKey(), c.getValue());
            if (hit.routes() != null) rel.setProperty("routes", hit.routes().toArray(String[]::new));
            Object count = hit.cell().getProperty("usage_count", null);
            hit.cell().setProperty("usage_count", (count instanceof Number n ? n.longValue() : 0L) + 1);
            hit.cell().setProperty("last_used_at", now);
        }
        return hits.size();
    }

    /** Rank's hits as recorded: rank = position (1-based). */
    static List<Recorded> recorded(List<Hit> hits) {
        List<Recorded> out = new ArrayList<>(hits.size());
        for (int i = 0; i < hits.size(); i++) {
            Hit hit = hits.get(i);
            Map<String, Double> components = new LinkedHashMap<>();
            hit.components().forEach((key, value) -> components.put(key, (Double) value));
            List<String> routes = hit.candidate().get("routes") instanceof List<?> list
                    ? list.stream().map(String::valueOf).toList() : null;
            out.add(new Recorded(hit.cell(), i + 1, hit.score(), components, routes));
        }
        return out;
    }

    /** A cell's properties as the client reads them: timestamps as epoch milliseconds, arrays as lists. */
    static Map<String, Object> cellMap(Node cell) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (var e : cell.getAllProperties().entrySet()) {
            if (!EMBEDDING.equals(e.getKey())) out.put(e.getKey(), clientValue(e.getValue())); // 384+ floats: never sent
        }
        return out;
    }

    /** A property value as the client reads it: timestamps as epoch milliseconds, arrays as lists. */
    static Object clientValue(Object v) {
        if (v instanceof ZonedDateTime z) return z.toInstant().toEpochMilli();
        if (v instanceof String[] a) return List.of(a);
        return v;
    }

    /**
     * The MemCell an element id (from neighbourhood, same database) points at, or null. Element ids can be
     * reused after a delete, so the caller checks namespace and id before trusting it.
     */
    private static Node byElementId(Transaction tx, Object elementId) {
        if (!(elementId instanceof String eid)) return null;
        try {
            Node node = tx.getNodeByElementId(eid);
            return node.hasLabel(CypherProcedures.MEMCELL) ? node : null;
        } catch (org.neo4j.graphdb.NotFoundException | IllegalArgumentException e) {
            return null; // deleted since, or not an element id of this database: the caller looks it up by id
        }
    }

    private static boolean anyTag(Object tags, Collection<String> wanted) {
        if (!(tags instanceof String[] array)) return false;
        for (String t : array) if (wanted.contains(t)) return true;
        return false;
    }

    private static Double number(Object value) {
        return value instanceof Number n ? n.doubleValue() : null;
    }
}
