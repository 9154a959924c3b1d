package dev.memlineage.procedures;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Name;
import org.neo4j.procedure.Procedure;

/**
 * memlineage.recall.*: the graph half of hybrid recall: candidates from the focus's lineage, the standing
 * memories of the principal it belongs to, pinned memories and entities ({@code neighbourhood}); ranking with
 * lineage proximity, importance, recency and usefulness, diversified over near-duplicates, recorded as a
 * (:Retrieval) ({@code rank}, or {@code rankRead} and then {@code record}); and feedback on what was recalled
 * ({@code feedback}, per voter on the RETRIEVED edge, core API). PostgreSQL (similarity, keywords)
 * is queried by the client between {@code neighbourhood} and {@code rank}. Memory evolution is
 * {@link TracesProcedures}, topology importance {@link ImportanceProcedures}.
 */
public class RecallProcedures extends CypherProcedures {
    public static final Set<String> WEIGHTS = Set.of(
            "semantic", "keyword", "lineage", "importance", "recency", "usefulness", "pinned", "confidence", "exchange",
            "usage", RecallGraph.REVISED_PREMISE);
    public static final List<String> DEFAULT_PINNED_KINDS = List.of("preference", "constraint", "task");
    public static final int MAX_K = 1000;
    public static final int MAX_CANDIDATES = 20_000;
    /** At most this many similarity pairs per rank call (all pairs among ~630 candidates). */
    public static final int MAX_SIMILAR = 200_000;

    public record NeighbourhoodRow(
            @Description("Candidate cell id.") String id,
            @Description("The candidate MemCell (Neo4j Browser draws it; the client passes its element id to rank).")
                    org.neo4j.graphdb.Node cell,
            @Description("Routes that found it: lineage, rests_on, pinned, entity, standing (a memory of a standing kind "
                    + "at most standingDepth steps below an ancestor of the focus), newer_version (the newest valid version "
                    + "of a superseded cell found through the focus's lineage, rests_on or pinned), revised_premise (also on "
                    + "such a version when a superseded preference or constraint the focus rests on leads to it, and on a "
                    + "valid preference or constraint the focus rests on that superseded an older version), "
                    + "older_version (a version a valid candidate superseded; only with olderVersions).") List<String> routes,
            @Description("Nearest route {route, distance, via} (via: ids from a focus cell to it; route lineage, or standing "
                    + "with distance = steps up to the anchor + steps down from it when that is strictly nearer), or null; "
                    + "for a standing candidate also anchor (id of the nearest ancestor it stands under: fewest steps from "
                    + "the focus, ties by id); for a newer_version candidate also supersedes (id of the superseded version "
                    + "the focus rests on), with the superseded version's route when its own is not nearer.")
                    Map<String, Object> nearest,
            @Description("What it may give or take in rank beyond its own score: 'used' (it, or a version it superseded, "
                    + "is the parent of a cell through a retrieval, use(): it may inherit usage; also when too many edges "
                    + "would have to be read to tell), 'uses' (it derives from a cell through a retrieval: it passes "
                    + "usage on), 'replaced' (a cell SUPERSEDES it: a newer version may inherit its similarity), "
                    + "'premise' (it is of a pinned kind but task: one of rank's premise picks when among the 2 most "
                    + "similar), 'rested_on' (such a cell, or a version of that kind it superseded, has a derived cell: "
                    + "as a pick it may inherit a premise credit), 'premise_user' (it derives without a retrieval from a "
                    + "cell of such a kind and its work recorded no use(): it passes its similarity on to the picks among "
                    + "those). Empty: none, so the client may leave it out of rank when its score cannot reach the top k.")
                    List<String> roles) {}

    @Procedure(name = "memlineage.recall.neighbourhood", mode = Mode.READ)
    @Description("Graph candidates for recall: cells within maxHops lineage steps of the focus (either direction), "
            + "pinned kinds and roots the focus rests on, the namespace's most important pinned memories, cells "
            + "mentioning the given entities, and standing memories (cells of standingKinds at most standingDepth steps "
            + "below an ancestor of the focus, e.g. the constraints under the user a task belongs to; an ancestor with "
            + "more than standingScanLimit children is not walked: the namespace's most important valid cells of those "
            + "kinds, at most standingScanLimit per kind, are looked up instead); each with the routes that found it. A "
            + "superseded cell found through the focus's lineage also brings its newest valid version(s) (route "
            + "newer_version); with olderVersions, each valid candidate brings the versions it superseded (route "
            + "older_version).")
    public Stream<NeighbourhoodRow> neighbourhood(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "focus", description = "Ids of the cells of the step the agent is in") List<String> focus,
            @Name(value = "entities", defaultValue = "[]", description = "Entity names (lower case) from the query")
                    List<String> entities,
            @Name(value = "options", defaultValue = "{}", description = "{maxHops: 3, maxAncestorDepth: 50, pinnedKinds, "
                    + "pinnedLimit: 20, standingKinds: ['preference', 'constraint', 'fact'] ([] = no standing route), "
                    + "standingDepth: 2, standingScanLimit: 1000, olderVersions: 0 (up to 16: the versions each valid "
                    + "candidate superseded, route older_version, for rank's versionSimilarity)}") Map<String, Object> options) {
        String ns = Validation.namespace(namespace);
        List<org.neo4j.graphdb.Node> focusCells = new ArrayList<>();
        for (String id : ids(focus, "focus id")) focusCells.add(requireCell(ns, id));
        List<String> names = new ArrayList<>();
        if (entities != null) for (Object e : entities) if (e instanceof String name) names.add(name);
        List<String> pinnedKinds = pinnedKinds(options);
        var found = RecallGraph.neighbourhood(tx, ns, focusCells, names, new RecallGraph.NeighbourhoodOptions(
                Validation.integerOption(options, "maxHops", 3, 1, 20), Validation.integerOption(options, "maxAncestorDepth", 50, 1, 10_000),
                pinnedKinds, Validation.integerOption(options, "pinnedLimit", 20, 0, 1000),
                kinds(options, "standingKinds", StandingRoute.DEFAULT_KINDS),
                Validation.integerOption(options, "standingDepth", StandingRoute.DEFAULT_DEPTH, 1, 20),
                Validation.integerOption(options, "standingScanLimit", StandingRoute.DEFAULT_SCAN_LIMIT, 0, 100_000),
                Validation.integerOption(options, "olderVersions", 0, 0, RecallGraph.MAX_OLDER_VERSIONS)));
        var premiseKinds = RecallGraph.premiseKinds(pinnedKinds);
        return found.entrySet().stream().map(e -> new NeighbourhoodRow(e.getKey(), e.getValue().cell, e.getValue().routes,
                e.getValue().nearest, RecallGraph.roles(tx, ns, e.getValue(), premiseKinds)));
    }

    public record RankRow(
            @Description("1-based position.") long rank,
            @Description("Weighted score.") double score,
            @Description("Score components in [0, 1]: semantic, keyword, lineage, importance, recency, usefulness, pinned, "
                    + "confidence, exchange, usage, revised_premise.") Map<String, Object> components,
            @Description("Routes that brought the candidate: semantic, keyword, lineage, rests_on, pinned, entity, "
                    + "standing, newer_version, revised_premise.") List<String> routes,
            @Description("BFS distance to the nearest focus cell, or null beyond maxHops.") Long distance,
            @Description("Ids from the focus cell to this one along DERIVED_FROM edges (empty if none).") List<String> via,
            @Description("The cell's properties (timestamps as epoch milliseconds; with asOf, status as it was then).")
                    Map<String, Object> cell,
            @Description("Id of the recorded (:Retrieval), or null when recording is off.") String retrieval,
            @Description("Memory traces behind the hit: {type: 'supports_focus', other} (it SUPPORTS a focus cell or one "
                    + "within maxHops above the focus), {type: 'newer_version', other} (it SUPERSEDES that cell, the newest "
                    + "such), {type: 'open_conflict', conflict, other} (each open contradiction it is in), {type: "
                    + "'used_in', other, similarity} (the candidate that passed its usage on, with a usage weight), {type: "
                    + "'successful_uses', count} (its success_count, when above 0), {type: 'near_duplicates', count, ids} "
                    + "(the hits left out whose similarity to it is at least duplicateThreshold, it being the returned hit "
                    + "they are most similar to; ids: at most 5, most similar first).") List<Map<String, Object>> traces,
            @Description("The same on every row: the lowest value at which one of the k picks was made (score less its "
                    + "diversity penalty then; without diversity the k-th best score), before the standing quota; null "
                    + "with fewer than k hits. A candidate in no similar pair, passing no usage or version similarity on, "
                    + "whose score would have been below it changes nothing by being left out.") Double pickFloor,
            @Description("The same on every row, null without a usage weight: the premise picks in brief, over the 4 "
                    + "hits of a pinned kind but task most similar to the query (the 2 picks, and where a replaced "
                    + "premise's newest version may inherit): {floor (the lowest semantic component once there are 4, "
                    + "else null), credited (the lowest semantic component of one given a premise credit, null if none), "
                    + "usage (their lowest usage component, null without any)}. A client that left candidates out proves "
                    + "with it that they changed no premise credit.") Map<String, Object> premises) {}

    @Procedure(name = "memlineage.recall.rank", mode = Mode.WRITE)
    @Description("Rank recall candidates inside Neo4j: drops invalid, contaminated and superseded cells (unless the "
            + "options allow those statuses), scores the rest from semantic similarity, keyword rank, lineage proximity, "
            + "importance, recency, usefulness, the pinned bonus, confidence and usage (the best similarity of a candidate, "
            + "whatever its status, derived from it, or from a version it replaced, through a retrieval: use(); or "
            + "derived from it, or from a version it replaced, without one, when it is one of the 2 candidates of a "
            + "pinned kind but task most similar to the query, the standing memories a question bears on most, or the "
            + "newest version of a replaced one among the 4 most similar, and that candidate's work recorded no use()), "
            + "drops a "
            + "replaced source (a memory every one of whose 1-16 derived memories was superseded, such as the user's "
            + "sentence behind a changed preference) unless superseded cells are allowed, drops the older cell of each "
            + "open contradiction whose two cells are both left, keeps the best k with the traces behind each and records a "
            + "(:Retrieval). With asOf: only cells created by then, filtered on their status as it was then. With "
            + "diversity > 0 the k are picked greedily (MMR: score - diversity * greatest similarity to a hit already "
            + "picked, from the client's similar pairs); standingQuota makes the best standing hits (semantic >= "
            + "standingFloor) part of the k; hits left out that are near-duplicates of a returned one are reported on it "
            + "(trace near_duplicates).")
    public Stream<RankRow> rank(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "candidates", description = "[{id, semantic, keyword, distance, via, routes[, elementId, "
                    + "usageOnly]}] (elementId: from neighbourhood, saves the index lookup; usageOnly: true for a "
                    + "candidate the caller left out of the ranking that may still pass its similarity on as usage: "
                    + "never a hit)")
                    List<Map<String, Object>> candidates,
            @Name(value = "options", defaultValue = "{}", description = "{k, weights, statuses, exclude, kinds, tags, since, "
                    + "until (epoch ms), maxHops, halfLifeDays, pinnedKinds, query, task, preset, record, focus (ids of the "
                    + "focus cells, for the supports_focus trace), asOf (epoch ms: rank as of then), similar ([[idA, idB, "
                    + "similarity in [0, 1]], ...]; pairs not given: 0), diversity (>= 0, default 0: off), diversityGrace "
                    + "(how many picked hits similar to a hit it may follow unpenalised, default 0), diversityScope "
                    + "('similar', the default: every pair given counts; 'source': only pairs of hits that derive from a "
                    + "common parent), "
                    + "duplicateThreshold (in (0, 1], default 0.9), standingQuota (default 0), standingFloor (in [0, 1], "
                    + "default 0), versionSimilarity (default false: a version's semantic is the best of its own and the "
                    + "given similarities of the versions it superseded)}")
                    Map<String, Object> options) {
        return rankRows(namespace, candidates, options, true);
    }

    @Procedure(name = "memlineage.recall.rankRead", mode = Mode.READ)
    @Description("memlineage.recall.rank without recording a (:Retrieval): the same filter, scores, traces and top k, "
            + "as a READ procedure, so a cluster's secondaries serve recalls that are not recorded (the client's "
            + "record=False). The option record is ignored.")
    public Stream<RankRow> rankRead(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "candidates", description = "As memlineage.recall.rank's") List<Map<String, Object>> candidates,
            @Name(value = "options", defaultValue = "{}", description = "As memlineage.recall.rank's (record ignored)")
                    Map<String, Object> options) {
        return rankRows(namespace, candidates, options, false);
    }

    private Stream<RankRow> rankRows(String namespace, List<Map<String, Object>> candidates, Map<String, Object> options,
                                     boolean mayRecord) {
        return rankRowList(Validation.namespace(namespace), candidates, options, mayRecord, List.of()).stream();
    }

    /** rank's rows; {@code extraPairs}: near pairs found in Neo4j (neighbourhoodRank) besides the option similar. */
    private List<RankRow> rankRowList(String ns, List<Map<String, Object>> candidates, Map<String, Object> options,
                                      boolean mayRecord, List<RecallSelection.Pair> extraPairs) {
        if (candidates == null) candidates = List.of();
        if (candidates.size() > MAX_CANDIDATES) {
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.TOO_MANY_CANDIDATES.formatted(
                    MAX_CANDIDATES, candidates.size()), Map.of());
        }
        Map<String, Object> o = options == null ? Map.of() : options;
        Map<String, Double> weights = new HashMap<>();
        weights(o.get("weights")).forEach((key, w) -> weights.put(key, ((Number) w).doubleValue()));
        Long asOf = epochMillis(o, "asOf");
        List<org.neo4j.graphdb.Node> focus = focusCells(ns, o.get("focus"));
        List<RecallSelection.Pair> pairs = similar(o.get("similar"));
        if (!extraPairs.isEmpty()) {
            pairs = new ArrayList<>(pairs);
            pairs.addAll(extraPairs);
        }
        var selection = new RecallSelection.Options(pairs,
                numberOption(o, "diversity", 0.0, 0.0, false, Double.POSITIVE_INFINITY),
                numberOption(o, "duplicateThreshold", RecallSelection.DEFAULT_DUPLICATE_THRESHOLD, 0.0, true, 1.0),
                Validation.integerOption(o, "standingQuota", 0, 0, MAX_K), numberOption(o, "standingFloor", 0.0, 0.0, false, 1.0),
                Validation.integerOption(o, "diversityGrace", 0, 0, MAX_K), diversityBySource(o.get("diversityScope")));
        var rankOptions = new RecallGraph.RankOptions(Validation.integerOption(o, "k", 10, 1, MAX_K), weights, statuses(o.get("statuses")),
                strings(o.get("exclude"), List.of()), strings(o.get("kinds"), null), strings(o.get("tags"), null),
                epochMillis(o, "since"), epochMillis(o, "until"), Validation.integerOption(o, "maxHops", 3, 1, 20),
                Validation.positiveOption(o, "halfLifeDays", 30.0), pinnedKinds(o), asOf, focus, selection,
                booleanOption(o, "versionSimilarity"));
        var ranked = RecallGraph.rank(tx, ns, candidates, rankOptions);
        var selected = ranked.selection();
        var hits = selected.hits();
        String retrieval = !mayRecord || Boolean.FALSE.equals(o.get("record")) || hits.isEmpty()
                ? null : "ret-" + UUID.randomUUID();
        if (retrieval != null) {
            var about = RecallGraph.about(o.containsKey("query") ? text(o.get("query")) : "", text(o.get("task")),
                    o.containsKey("preset") ? text(o.get("preset")) : "custom", rankOptions.k(), asOf);
            RecallGraph.record(tx, ns, retrieval, RecallGraph.recorded(hits), about);
        }
        var traces = RecallGraph.traces(ns, hits, focus, rankOptions.maxHops(), asOf);
        for (int i = 0; i < hits.size(); i++) {
            if (selected.groups().get(i) != null) traces.get(i).add(selected.groups().get(i));
        }
        List<RankRow> rows = new ArrayList<>(hits.size());
        for (int i = 0; i < hits.size(); i++) {
            var hit = hits.get(i);
            Object distance = hit.candidate().get("distance");
            Map<String, Object> cell = RecallGraph.cellMap(hit.cell());
            if (asOf != null) cell.put("status", hit.status());
            rows.add(new RankRow(i + 1, hit.score(), hit.components(),
                    LineageProcedures.castList(hit.candidate().get("routes")),
                    distance instanceof Number n ? n.longValue() : null,
                    LineageProcedures.castList(hit.candidate().get("via")), cell, retrieval, traces.get(i),
                    Double.isInfinite(selected.floor()) ? null : selected.floor(), ranked.premises()));
        }
        return rows;
    }

    public record NeighbourhoodRankRow(
            @Description("As rank's.") long rank,
            @Description("As rank's.") double score,
            @Description("As rank's.") Map<String, Object> components,
            @Description("As rank's: the routes of the graph and of the given candidates together.") List<String> routes,
            @Description("As rank's.") Long distance,
            @Description("Ids from the focus cell to this one (the neighbourhood's nearest route; empty if none).")
                    List<String> via,
            @Description("As rank's.") Map<String, Object> cell,
            @Description("Always null: this procedure never records (memlineage.recall.record does).") String retrieval,
            @Description("As rank's.") List<Map<String, Object>> traces,
            @Description("As rank's.") Double pickFloor,
            @Description("As rank's.") Map<String, Object> premises,
            @Description("For a standing hit, the id of the ancestor of the focus it stands under; otherwise null.")
                    String anchor,
            @Description("The same on every row: graph candidates to be scored that hold no embedding copy (cells "
                    + "recorded without one and not copied since): their similarity is unknown here, so the caller "
                    + "ranks the two-call way instead (neighbourhood, PostgreSQL's similarity, rank) when it is above 0.")
                    long uncopied) {}

    @Procedure(name = "memlineage.recall.neighbourhoodRank", mode = Mode.READ)
    @Description("memlineage.recall.neighbourhood and memlineage.recall.rankRead in one call: finds the graph "
            + "candidates of the focus and entities (neighbourhood's routes and options), keeps at most "
            + "maxLineageCandidates of those only the lineage walk found (the nearest, then by id; one that a given "
            + "candidate also brings stays), scores each graph candidate's similarity to the query vector from its "
            + "embedding copy (float32 cosine as pgvector's <=>; a user message also its first assistant reply's: "
            + "exchange), finds the near pairs among the pairLimit most similar graph candidates, merges them with the "
            + "given candidates (PostgreSQL's nearest neighbours and keyword matches, with their near pairs in "
            + "similar; a given similarity or exchange wins) and ranks them all as rankRead does. Never records.")
    public Stream<NeighbourhoodRankRow> neighbourhoodRank(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "focus", description = "Ids of the cells of the step the agent is in") List<String> focus,
            @Name(value = "entities", description = "Entity names (lower case) from the query")
                    List<String> entities,
            @Name(value = "vector", description = "The query embedding (as PostgreSQL's; float32 is used)") List<Double> vector,
            @Name(value = "candidates", description = "PostgreSQL's candidates, as rank's: [{id, semantic, keyword, "
                    + "distance, routes[, elementId, exchange]}]") List<Map<String, Object>> candidates,
            @Name(value = "options", defaultValue = "{}", description = "neighbourhood's options and rank's (maxHops and "
                    + "pinnedKinds are shared), and maxLineageCandidates (default 300), pairLimit (default 40; 0: no "
                    + "pairs), pairFloor (in [0, 1], default 0.8)") Map<String, Object> options) {
        String ns = Validation.namespace(namespace);
        Map<String, Object> o = options == null ? Map.of() : options;
        List<Map<String, Object>> given = candidates == null ? List.of() : candidates;
        if (given.size() > MAX_CANDIDATES) {
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.TOO_MANY_CANDIDATES.formatted(
                    MAX_CANDIDATES, given.size()), Map.of());
        }
        float[] query = Validation.vector(vector, "vector");
        List<org.neo4j.graphdb.Node> focusCells = new ArrayList<>();
        for (String id : ids(focus, "focus id")) focusCells.add(requireCell(ns, id));
        List<String> names = new ArrayList<>();
        if (entities != null) for (Object e : entities) if (e instanceof String name) names.add(name);
        long maxLineage = Validation.integerOption(o, "maxLineageCandidates", 300, 0, 100_000);
        long pairLimit = Validation.integerOption(o, "pairLimit", 40, 0, 200);
        double pairFloor = numberOption(o, "pairFloor", 0.8, 0.0, false, 1.0);
        var found = RecallGraph.neighbourhood(tx, ns, focusCells, names, new RecallGraph.NeighbourhoodOptions(
                Validation.integerOption(o, "maxHops", 3, 1, 20), Validation.integerOption(o, "maxAncestorDepth", 50, 1, 10_000),
                pinnedKinds(o), Validation.integerOption(o, "pinnedLimit", 20, 0, 1000),
                kinds(o, "standingKinds", StandingRoute.DEFAULT_KINDS),
                Validation.integerOption(o, "standingDepth", StandingRoute.DEFAULT_DEPTH, 1, 20),
                Validation.integerOption(o, "standingScanLimit", StandingRoute.DEFAULT_SCAN_LIMIT, 0, 100_000),
                Validation.integerOption(o, "olderVersions", 0, 0, RecallGraph.MAX_OLDER_VERSIONS)));
        var scored = RecallScoring.score(ns, found, query, maxLineage, pairLimit, pairFloor);
        // merged as the client merges the two-call way (recall.merge_candidates): graph candidates first
        Map<String, Map<String, Object>> merged = new java.util.LinkedHashMap<>();
        for (var e : found.entrySet()) {
            var c = e.getValue();
            Map<String, Object> m = new HashMap<>();
            m.put("id", e.getKey());
            m.put("node", c.cell);
            m.put("routes", new ArrayList<>(c.routes));
            Object distance = c.nearest == null ? null : c.nearest.get("distance");
            m.put("distance", distance);
            m.put("via", c.nearest == null || c.nearest.get("via") == null ? List.of() : c.nearest.get("via"));
            m.put("semantic", scored.semantic().get(e.getKey()));
            m.put("exchange", scored.exchange().get(e.getKey()));
            merged.put(e.getKey(), m);
        }
        for (int i = 0; i < given.size(); i++) {
            Map<String, Object> g = given.get(i);
            if (g == null || !(g.get("id") instanceof String gid)) {
                throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.CANDIDATE_INVALID.formatted(i,
                        Validation.quote(g)), Map.of());
            }
            Validation.id(gid, "candidate id");
            if (g.get("routes") != null && !(g.get("routes") instanceof List<?> rs && rs.stream().allMatch(String.class::isInstance))) {
                throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.CANDIDATE_INVALID.formatted(i,
                        Validation.quote(g)), Map.of());
            }
            Map<String, Object> m = merged.get(gid);
            if (m == null) {
                m = new HashMap<>(g);
                m.put("routes", new ArrayList<>(LineageProcedures.<String>castList(g.get("routes"))));
                merged.put(gid, m);
                continue;
            }
            for (String key : List.of("semantic", "keyword", "exchange")) if (g.get(key) != null) m.put(key, g.get(key));
            @SuppressWarnings("unchecked")
            List<String> routes = (List<String>) m.get("routes");
            routes.addAll(LineageProcedures.<String>castList(g.get("routes")));
        }
        List<Map<String, Object>> ranked = new ArrayList<>(merged.size());
        for (var m : merged.values()) {
            @SuppressWarnings("unchecked")
            List<String> routes = (List<String>) m.get("routes");
            if (routes.size() > 1) {
                List<String> sorted = new ArrayList<>(new java.util.TreeSet<>(routes));
                m.put("routes", sorted);
                routes = sorted;
            }
            // beyond maxLineageCandidates: out, unless a given candidate's route brought it too
            if (scored.unscored().contains((String) m.get("id")) && routes.equals(List.of("lineage"))) continue;
            ranked.add(m);
        }
        // a pair the given candidates hold already wins (as the client's merge keeps the last one it reads)
        Set<String> known = new java.util.HashSet<>();
        for (var pair : similar(o.get("similar"))) known.add(pair.a() + "\u0000" + pair.b());
        List<RecallSelection.Pair> extra = new ArrayList<>();
        for (var pair : scored.pairs()) if (!known.contains(pair.a() + "\u0000" + pair.b())) extra.add(pair);
        Map<String, Object> rankOptions = new HashMap<>(o);
        rankOptions.put("record", false);
        var rows = rankRowList(ns, ranked, rankOptions, false, extra);
        List<NeighbourhoodRankRow> out = new ArrayList<>(rows.size());
        for (RankRow r : rows) {
            var c = found.get((String) r.cell().get("id"));
            Object anchor = c == null || c.nearest == null ? null : c.nearest.get("anchor");
            out.add(new NeighbourhoodRankRow(r.rank(), r.score(), r.components(), r.routes(), r.distance(), r.via(),
                    r.cell(), null, r.traces(), r.pickFloor(), r.premises(), anchor instanceof String a ? a : null,
                    scored.uncopied()));
        }
        return out.stream();
    }

    public record CopyRow(@Description("Cells of the namespace whose embedding copy was written.") long copied,
                          @Description("Ids not stored in the namespace (skipped).") List<String> missing) {}

    @Procedure(name = "memlineage.recall.copyEmbeddings", mode = Mode.WRITE)
    @Description("Write each cell's copy of its embedding (float32[] property embedding, what neighbourhoodRank scores "
            + "graph candidates with): rows [[id, vector]], at most 10,000; cells not in the namespace are skipped and "
            + "named. Memory.copy_embeddings() fills it from PostgreSQL for cells recorded without one.")
    public Stream<CopyRow> copyEmbeddings(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "rows", description = "[[id, [number, ...]], ...]") List<List<Object>> rows) {
        String ns = Validation.namespace(namespace);
        List<List<Object>> given = rows == null ? List.of() : rows;
        if (given.size() > 10_000) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.TOO_MANY_COPIES.formatted(given.size()), Map.of());
        }
        List<String> missing = new ArrayList<>();
        List<Object[]> parsed = new ArrayList<>(given.size());
        for (int i = 0; i < given.size(); i++) {
            List<Object> row = given.get(i);
            if (row == null || row.size() != 2) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.COPY_ROW_INVALID.formatted(i,
                        Validation.quote(row)), Map.of());
            }
            String id = Validation.id(row.get(0), "cell id");
            parsed.add(new Object[] {id, Validation.vector(row.get(1), "embedding of " + id)});
        }
        long copied = 0;
        for (Object[] p : parsed) {
            var cell = findCell(tx, ns, (String) p[0]);
            if (cell == null) {
                missing.add((String) p[0]);
                continue;
            }
            cell.setProperty(RecallGraph.EMBEDDING, p[1]);
            copied++;
        }
        return Stream.of(new CopyRow(copied, missing));
    }

    /** rank's diversityScope option: 'similar' (default) or 'source'; anything else is InvalidQuery. */
    private static boolean diversityBySource(Object raw) {
        if (raw == null || "similar".equals(raw)) return false;
        if ("source".equals(raw)) return true;
        throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.DIVERSITY_SCOPE_UNKNOWN.formatted(
                Validation.quote(raw)), Map.of());
    }

    /** rank's focus option: ids of cells stored in the namespace (InvalidId, CellNotFound naming every missing one). */
    private List<org.neo4j.graphdb.Node> focusCells(String ns, Object raw) {
        List<org.neo4j.graphdb.Node> cells = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        if (raw != null && !(raw instanceof List<?>)) {
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.STRINGS_EXPECTED.formatted(raw), Map.of());
        }
        for (Object value : raw == null ? List.of() : (List<?>) raw) {
            String id = Validation.id(value, "focus id");
            org.neo4j.graphdb.Node cell = findCell(tx, ns, id);
            if (cell == null) missing.add(id);
            else if (!cells.contains(cell)) cells.add(cell);
        }
        if (!missing.isEmpty()) {
            throw MemLineageException.of(ErrorCode.CELL_NOT_FOUND, Messages.FOCUS_NOT_FOUND.formatted(ns,
                    LineageWriter.preview(missing)), Map.of("ids", missing, "namespace", ns));
        }
        return cells;
    }

    // ----------------------------------------------------------------------------------------- record
    public record RecordRow(
            @Description("Id of the (:Retrieval): the one given, also when it was recorded before; null when hits is "
                    + "empty (nothing is recorded, as rank records nothing for an empty result).") String retrieval,
            @Description("RETRIEVED edges written: one per hit; 0 when the retrieval was recorded before (nothing written).")
                    long recorded) {}

    static final Set<String> RECORD_HIT_KEYS = Set.of("id", "rank", "score", "components", "routes");
    static final Set<String> RECORD_ABOUT_KEYS = Set.of("query", "task", "preset", "k", "asOf");
    static final int MAX_QUERY = 8192;
    static final int MAX_ROUTES = 16;

    @Procedure(name = "memlineage.recall.record", mode = Mode.WRITE)
    @Description("Record a recall the client ranked with memlineage.recall.rankRead (possibly over several rounds), as "
            + "rank's own recording does: a (:Retrieval {id, at, query, task, preset, k, as_of}) with one RETRIEVED edge per "
            + "hit (rank, score, routes and every score component), usage_count + 1 and last_used_at on each cell. "
            + "Idempotent: a retrieval id already recorded in the namespace writes nothing and is returned with recorded 0, "
            + "so the client may retry. Hits not stored in the namespace are CellNotFound (naming them); nothing is written "
            + "then, nor for any other refused argument.")
    public Stream<RecordRow> record(
            @Name(value = "namespace", description = "Tenant/agent namespace; never crossed") String namespace,
            @Name(value = "retrieval", description = "Id of the retrieval, chosen by the client ('ret-' + a UUID)") String retrieval,
            @Name(value = "hits", description = "[{id, rank, score, components: {semantic, keyword, lineage, importance, "
                    + "recency, usefulness, pinned, confidence, exchange, usage, revised_premise: number}, routes: [string]}] in rank order (ranks whole and "
                    + "increasing), at most 1000, each cell once") List<Map<String, Object>> hits,
            @Name(value = "about", defaultValue = "{}", description = "{query (default ''), task, preset (default 'custom'), "
                    + "k (default: the number of hits), asOf (epoch ms, or null)}") Map<String, Object> about) {
        String ns = Validation.namespace(namespace);
        String id = Validation.id(retrieval, "retrieval id");
        List<Map<String, Object>> given = hits == null ? List.of() : hits;
        if (given.size() > MAX_K) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.RECORD_TOO_MANY_HITS.formatted(MAX_K, given.size()),
                    Map.of());
        }
        List<RecordedHit> parsed = recordedHits(given);
        Map<String, Object> a = about == null ? Map.of() : about;
        Validation.knownKeys(a, RECORD_ABOUT_KEYS, Messages.RECORD_ABOUT_KEY_UNKNOWN);
        Object query = a.get("query");
        if (query != null && !(query instanceof String q && q.length() <= MAX_QUERY)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.OPTIONAL_TEXT_INVALID.formatted("about.query",
                    MAX_QUERY, Validation.quote(query)), Map.of());
        }
        String task = Validation.optionalText(a.get("task"), "about.task", 1024);
        String preset = Validation.optionalText(a.get("preset"), "about.preset", 128);
        Object rawK = a.get("k");
        if (rawK != null && !((rawK instanceof Long || rawK instanceof Integer) && ((Number) rawK).longValue() >= 1
                && ((Number) rawK).longValue() <= MAX_K)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.OPTION_OUT_OF_RANGE.formatted("about.k",
                    Validation.quote(rawK), 1, MAX_K), Map.of());
        }
        long k = rawK == null ? Math.max(1, parsed.size()) : ((Number) rawK).longValue();
        Object asOf = a.get("asOf");
        if (asOf != null && !(asOf instanceof Long || asOf instanceof Integer)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.EPOCH_MILLIS_INVALID.formatted("about.asOf",
                    Validation.quote(asOf)), Map.of());
        }

        if (RecallGraph.findRetrieval(tx, ns, id) != null) return Stream.of(new RecordRow(id, 0)); // a retry
        if (parsed.isEmpty()) return Stream.of(new RecordRow(null, 0));
        List<RecallGraph.Recorded> recorded = new ArrayList<>(parsed.size());
        List<String> missing = new ArrayList<>();
        for (RecordedHit h : parsed) {
            org.neo4j.graphdb.Node cell = findCell(tx, ns, h.id());
            if (cell == null) missing.add(h.id());
            else recorded.add(new RecallGraph.Recorded(cell, h.rank(), h.score(), h.components(), h.routes()));
        }
        if (!missing.isEmpty()) {
            throw MemLineageException.of(ErrorCode.CELL_NOT_FOUND, Messages.RECORD_CELLS_NOT_FOUND.formatted(id, ns,
                    LineageWriter.preview(missing)), Map.of("ids", missing, "namespace", ns));
        }
        var aboutMap = RecallGraph.about(query == null ? "" : (String) query, task, preset == null ? "custom" : preset, k,
                asOf == null ? null : ((Number) asOf).longValue());
        return Stream.of(new RecordRow(id, RecallGraph.record(tx, ns, id, recorded, aboutMap)));
    }

    /** A hit as memlineage.recall.record takes it, validated. */
    private record RecordedHit(String id, long rank, double score, Map<String, Double> components, List<String> routes) {}

    /** record's hits, validated in full before anything is looked up (InvalidId, InvalidInput). */
    private static List<RecordedHit> recordedHits(List<Map<String, Object>> hits) {
        List<RecordedHit> out = new ArrayList<>(hits.size());
        Set<String> seen = new java.util.HashSet<>();
        long previous = 0;
        for (Map<String, Object> raw : hits) {
            Map<String, Object> h = Validation.map(raw, "each hit");
            Validation.knownKeys(h, RECORD_HIT_KEYS, Messages.RECORD_HIT_KEY_UNKNOWN);
            String id = Validation.id(h.get("id"), "hit id");
            if (!seen.add(id)) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.RECORD_HIT_TWICE.formatted(id), Map.of("id", id));
            }
            Object rank = h.get("rank");
            if (!(rank instanceof Long || rank instanceof Integer) || ((Number) rank).longValue() <= previous) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.RECORD_RANK_INVALID.formatted(id, previous,
                        Validation.quote(rank)), Map.of("id", id));
            }
            previous = ((Number) rank).longValue();
            Object score = h.get("score");
            if (!(score instanceof Number n) || !Double.isFinite(n.doubleValue())) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.RECORD_SCORE_INVALID.formatted(id,
                        Validation.quote(score)), Map.of("id", id));
            }
            Map<String, Double> components = new java.util.LinkedHashMap<>();
            Object rawComponents = h.get("components");
            if (rawComponents != null) {
                if (!(rawComponents instanceof Map<?, ?> map)) {
                    throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.NOT_A_MAP.formatted("hit " + id
                            + ": components", Validation.quote(rawComponents)), Map.of("id", id));
                }
                for (Map.Entry<?, ?> e : map.entrySet()) {
                    if (!WEIGHTS.contains(e.getKey()) || !(e.getValue() instanceof Number v) || !Double.isFinite(v.doubleValue())) {
                        throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.RECORD_COMPONENT_INVALID.formatted(id,
                                Validation.quote(e.getKey()), Validation.quote(e.getValue()),
                                String.join(", ", WEIGHTS.stream().sorted().toList())), Map.of("id", id));
                    }
                    components.put((String) e.getKey(), v.doubleValue());
                }
            }
            List<String> routes = null;
            Object rawRoutes = h.get("routes");
            if (rawRoutes != null) {
                if (!(rawRoutes instanceof List<?> list) || list.size() > MAX_ROUTES
                        || !list.stream().allMatch(r -> r instanceof String t && !t.isEmpty() && t.length() <= 64)) {
                    throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.RECORD_ROUTES_INVALID.formatted(id,
                            MAX_ROUTES, Validation.quote(rawRoutes)), Map.of("id", id));
                }
                routes = list.stream().map(String.class::cast).toList();
            }
            out.add(new RecordedHit(id, previous, n(score), components, routes));
        }
        return out;
    }

    private static double n(Object number) {
        return ((Number) number).doubleValue();
    }

    // ------------------------------------------------------------------------------------------ usage
    public record UsageRow(
            @Description("Id of a (:Retrieval) that returned the memory.") String retrieval,
            @Description("Its query.") String query,
            @Description("Its task, or null.") String task,
            @Description("Its preset.") String preset,
            @Description("When it ran (epoch milliseconds).") Long at,
            @Description("The memory's rank in it.") Long rank,
            @Description("The memory's score in it.") Double score,
            @Description("The feedback on it there (mean of the voters' signals), or null.") Double feedback,
            @Description("Ids of the cells derived from the memory through that retrieval (record's `via`), in id order.")
                    List<String> informed) {}

    @Procedure(name = "memlineage.recall.usage", mode = Mode.READ)
    @Description("Usage trace of a memory: every retrieval that returned it, newest first (ties by retrieval id, "
            + "descending), with its rank, score and feedback there and the cells derived from it through that "
            + "retrieval (DERIVED_FROM edges whose via_retrieval is the retrieval). An unknown cell is CellNotFound.")
    public Stream<UsageRow> usage(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id") String id) {
        String ns = Validation.namespace(namespace);
        org.neo4j.graphdb.Node cell = requireCell(ns, id);
        Map<String, List<String>> informed = new HashMap<>();
        try (var rels = cell.getRelationships(org.neo4j.graphdb.Direction.INCOMING, LineageWalk.DERIVED_FROM)) {
            for (var r : rels) {
                if (r.getProperty(LineageWriter.VIA_RETRIEVAL, null) instanceof String via && RecallGraph.inNamespace(r.getStartNode(), ns)) {
                    informed.computeIfAbsent(via, k -> new ArrayList<>()).add((String) r.getStartNode().getProperty("id"));
                }
            }
        }
        List<UsageRow> rows = new ArrayList<>();
        try (var rels = cell.getRelationships(org.neo4j.graphdb.Direction.INCOMING, RecallGraph.RETRIEVED)) {
            for (var r : rels) {
                org.neo4j.graphdb.Node retrieval = r.getStartNode();
                if (!retrieval.hasLabel(RecallGraph.RETRIEVAL) || !ns.equals(retrieval.getProperty("namespace", null))) continue;
                String rid = (String) retrieval.getProperty("id");
                List<String> ids = new ArrayList<>(informed.getOrDefault(rid, List.of()));
                java.util.Collections.sort(ids);
                rows.add(new UsageRow(rid, (String) retrieval.getProperty("query", null), (String) retrieval.getProperty("task", null),
                        (String) retrieval.getProperty("preset", null), Associations.epochMillis(retrieval.getProperty("at", null)),
                        r.getProperty("rank", null) instanceof Number n ? n.longValue() : null,
                        r.getProperty("score", null) instanceof Number n ? n.doubleValue() : null,
                        r.getProperty("feedback", null) instanceof Number n ? n.doubleValue() : null, ids));
            }
        }
        rows.sort(java.util.Comparator.comparing(UsageRow::at, java.util.Comparator.nullsLast(java.util.Comparator.reverseOrder()))
                .thenComparing(UsageRow::retrieval, java.util.Comparator.reverseOrder()));
        return rows.stream();
    }

    // ---------------------------------------------------------------------------------------- outcome
    public record OutcomeRow(
            @Description("Used cells counted (success_count or failure_count + 1, usefulness moved).") long cells,
            @Description("Co-use relations created, strengthened, weakened or removed.") long pairs) {}

    @Procedure(name = "memlineage.recall.outcome", mode = Mode.WRITE)
    @Description("Learn from how a task ended. The cells used from the given retrievals (parents of DERIVED_FROM edges "
            + "whose via_retrieval is one of them; when none was used, the cells each returned at rank <= 3), each counted "
            + "once, get success_count or failure_count + 1 and usefulness moved toward +1 or -1 (u += 0.3 * (target - u), "
            + "in [-1, 1]); every pair of them strengthens (success: s' = 1 - (1 - s)(1 - rate)) or weakens (failure: s' = "
            + "s * decay) the co-use relation (smaller id)-[:RELATED_TO {source: 'co-use'}]->(larger id), removed below "
            + "0.05. One outcome per (retrieval, by): a repeat by the same voter first undoes what its earlier outcome "
            + "changed there. The Retrieval keeps outcome ('success' or 'failure'), outcome_by and outcome_at. An unknown "
            + "retrieval is NotFound.")
    public Stream<OutcomeRow> outcome(
            @Name(value = "namespace", description = "Tenant/agent namespace; never crossed") String namespace,
            @Name(value = "retrievals", description = "Ids of the retrievals of the task (repeats count once)") List<String> retrievals,
            @Name(value = "success", description = "Whether the task succeeded") boolean success,
            @Name(value = "by", defaultValue = "unknown", description = "Who judged the outcome (one outcome per retrieval "
                    + "and voter)") String by,
            @Name(value = "options", defaultValue = "{}", description = "{rate: 0.2, decay: 0.8}, both in (0, 1]: how far a "
                    + "success strengthens and a failure weakens a co-use relation") Map<String, Object> options) {
        String ns = Validation.namespace(namespace);
        List<String> ids = new ArrayList<>(new java.util.LinkedHashSet<>(ids(retrievals, "retrieval id")));
        if (ids.size() > Outcomes.MAX_RETRIEVALS) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.TOO_MANY_RETRIEVALS.formatted(Outcomes.MAX_RETRIEVALS,
                    ids.size()), Map.of());
        }
        String who = Validation.text(by, "by", Associations.MAX_BY);
        Map<String, Object> o = options == null ? Map.of() : options;
        Validation.knownKeys(o, Outcomes.OPTION_KEYS, Messages.OUTCOME_OPTION_UNKNOWN);
        double rate = rateOption(o, "rate", Outcomes.DEFAULT_RATE);
        double decay = rateOption(o, "decay", Outcomes.DEFAULT_DECAY);
        List<org.neo4j.graphdb.Node> nodes = new ArrayList<>(ids.size());
        List<String> missing = new ArrayList<>();
        for (String id : ids) {
            org.neo4j.graphdb.Node r = RecallGraph.findRetrieval(tx, ns, id);
            if (r == null) missing.add(id);
            else nodes.add(r);
        }
        if (!missing.isEmpty()) {
            throw MemLineageException.of(ErrorCode.NOT_FOUND, Messages.RETRIEVAL_NOT_FOUND.formatted(
                    LineageWriter.preview(missing), ns), Map.of("id", missing.get(0), "ids", missing, "namespace", ns));
        }
        var result = Outcomes.apply(tx, ns, nodes, success, who, rate, decay);
        return Stream.of(new OutcomeRow(result.cells(), result.pairs()));
    }

    /** Option {@code key}: true or false (absent: false); anything else is InvalidQuery. */
    private static boolean booleanOption(Map<String, Object> options, String key) {
        Object raw = options.get(key);
        if (raw == null) return false;
        if (!(raw instanceof Boolean b)) {
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.OPTION_NOT_BOOLEAN.formatted(key,
                    Validation.quote(raw)), Map.of());
        }
        return b;
    }

    private static double rateOption(Map<String, Object> options, String key, double fallback) {
        Object raw = options.get(key);
        if (raw == null) return fallback;
        if (!(raw instanceof Number n) || !Double.isFinite(n.doubleValue()) || n.doubleValue() <= 0 || n.doubleValue() > 1) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.OUTCOME_RATE_INVALID.formatted(key,
                    Validation.quote(raw)), Map.of());
        }
        return n.doubleValue();
    }

    public record FeedbackRow(
            @Description("The cell the feedback is about.") String id,
            @Description("Its usefulness after the update, in [-1, 1].") double usefulness,
            @Description("Its importance after the update, in [0, 1].") double importance,
            @Description("Its rank in that retrieval.") long rank) {}

    /** Weight of one signal in the cell's usefulness (an exponential moving average in [-1, 1]). */
    static final double USEFULNESS_ALPHA = 0.3;
    /** How far one signal moves the cell's importance (clamped to [0, 1]). */
    static final double IMPORTANCE_STEP = 0.05;

    @Procedure(name = "memlineage.recall.feedback", mode = Mode.WRITE)
    @Description("Record whether a recalled memory helped (signal in [-1, 1]; 1 = helpful): kept per voter on the "
            + "RETRIEVED edge (feedback = the mean of its voters' signals) and folded into the cell's usefulness "
            + "(u += 0.3 * (signal - u), in [-1, 1]) and importance (+= 0.05 * signal, in [0, 1]). Idempotent per "
            + "(retrieval, cell, by): a repeat by the same voter first undoes what that voter's earlier signal changed, "
            + "then applies the new one, instead of adding up.")
    public Stream<FeedbackRow> feedback(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "retrieval", description = "Retrieval id returned by recall") String retrieval,
            @Name(value = "id", description = "Recalled cell id") String id,
            @Name(value = "signal", description = "-1 (harmful) .. 1 (helpful)") double signal,
            @Name(value = "by", defaultValue = "unknown", description = "Who gave the feedback (one signal per voter)") String by) {
        String ns = Validation.namespace(namespace);
        String retrievalId = Validation.id(retrieval, "retrieval id");
        String cellId = Validation.id(id, "cell id");
        if (Double.isNaN(signal) || signal < -1 || signal > 1) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.SIGNAL_INVALID.formatted(signal), Map.of());
        }
        String who = Validation.text(by, "by", 256);
        org.neo4j.graphdb.Relationship hit = retrieved(ns, retrievalId, cellId);
        if (hit == null) {
            throw MemLineageException.of(ErrorCode.NOT_FOUND, Messages.RETRIEVAL_HIT_NOT_FOUND.formatted(
                    cellId, retrievalId, ns), Map.of("namespace", ns, "id", retrievalId));
        }
        org.neo4j.graphdb.Node cell = hit.getEndNode();
        tx.acquireWriteLock(cell); // feedback on one cell is read-modify-write: one at a time
        Votes votes = Votes.of(hit, number(cell.getProperty("usefulness", null), 0.0));
        double usefulness = number(cell.getProperty("usefulness", null), 0.0);
        double importance = number(cell.getProperty("importance", null), 0.5);
        int voter = votes.voters.indexOf(who);
        if (voter >= 0) { // undo this voter's earlier signal
            usefulness = clamp(usefulness - votes.usefulness.get(voter), -1, 1);
            importance = clamp(importance - votes.importance.get(voter), 0, 1);
        }
        double newUsefulness = clamp(usefulness + USEFULNESS_ALPHA * (signal - usefulness), -1, 1);
        double newImportance = clamp(importance + IMPORTANCE_STEP * signal, 0, 1);
        if (voter >= 0) {
            votes.signals.set(voter, signal);
            votes.usefulness.set(voter, newUsefulness - usefulness);
            votes.importance.set(voter, newImportance - importance);
        } else {
            votes.voters.add(who);
            votes.signals.add(signal);
            votes.usefulness.add(newUsefulness - usefulness);
            votes.importance.add(newImportance - importance);
            Object count = cell.getProperty("feedback_count", null);
            cell.setProperty("feedback_count", (count instanceof Number n ? n.longValue() : 0L) + 1);
        }
        votes.store(hit);
        cell.setProperty("usefulness", newUsefulness);
        cell.setProperty("importance", newImportance);
        Object rank = hit.getProperty("rank", null);
        return Stream.of(new FeedbackRow(cellId, newUsefulness, newImportance, rank instanceof Number n ? n.longValue() : 0L));
    }

    /** The RETRIEVED edge from retrieval {@code retrievalId} of {@code ns} to cell {@code cellId}, or null. */
    private org.neo4j.graphdb.Relationship retrieved(String ns, String retrievalId, String cellId) {
        org.neo4j.graphdb.Node r;
        try (var found = tx.findNodes(RecallGraph.RETRIEVAL, "namespace", ns, "id", retrievalId)) {
            if (!found.hasNext()) return null;
            r = found.next();
        }
        try (var rels = r.getRelationships(org.neo4j.graphdb.Direction.OUTGOING, RecallGraph.RETRIEVED)) {
            for (var rel : rels) {
                var cell = rel.getEndNode();
                if (cellId.equals(cell.getProperty("id", null)) && ns.equals(cell.getProperty("namespace", null))) return rel;
            }
        }
        return null;
    }

    /**
     * The signals on one RETRIEVED edge, one per voter, as parallel lists: {@code feedback_by} (voters),
     * {@code feedback_signals}, and what each signal changed: {@code feedback_usefulness_delta},
     * {@code feedback_importance_delta} (after clamping, so undoing it is exact when nothing else touched
     * the cell since). {@code feedback} is their mean. An edge written before per-voter signals holds one
     * signal as {@code feedback} and its voter as the string {@code feedback_by}; its changes are taken as
     * those of the last update to the cell (importance 0.05 * signal; usefulness the inverse of the moving
     * average step, 0.3 * (signal - u) / 0.7).
     */
    private static final class Votes {
        final List<String> voters = new ArrayList<>();
        final List<Double> signals = new ArrayList<>();
        final List<Double> usefulness = new ArrayList<>();
        final List<Double> importance = new ArrayList<>();

        static Votes of(org.neo4j.graphdb.Relationship edge, double currentUsefulness) {
            Votes v = new Votes();
            Object by = edge.getProperty("feedback_by", null);
            if (by instanceof String legacy) {
                double s = number(edge.getProperty("feedback", null), 0.0);
                v.add(legacy, s, USEFULNESS_ALPHA * (s - currentUsefulness) / (1 - USEFULNESS_ALPHA), IMPORTANCE_STEP * s);
            } else if (by instanceof String[] voters) {
                double[] signals = doubles(edge.getProperty("feedback_signals", null));
                double[] du = doubles(edge.getProperty("feedback_usefulness_delta", null));
                double[] di = doubles(edge.getProperty("feedback_importance_delta", null));
                for (int i = 0; i < voters.length; i++) {
                    double s = i < signals.length ? signals[i] : 0.0;
                    v.add(voters[i], s, i < du.length ? du[i] : 0.0, i < di.length ? di[i] : IMPORTANCE_STEP * s);
                }
            }
            return v;
        }

        private void add(String voter, double signal, double du, double di) {
            voters.add(voter);
            signals.add(signal);
            usefulness.add(du);
            importance.add(di);
        }

        void store(org.neo4j.graphdb.Relationship edge) {
            edge.setProperty("feedback_by", voters.toArray(String[]::new));
            edge.setProperty("feedback_signals", signals.stream().mapToDouble(Double::doubleValue).toArray());
            edge.setProperty("feedback_usefulness_delta", usefulness.stream().mapToDouble(Double::doubleValue).toArray());
            edge.setProperty("feedback_importance_delta", importance.stream().mapToDouble(Double::doubleValue).toArray());
            edge.setProperty("feedback", signals.stream().mapToDouble(Double::doubleValue).average().orElse(0.0));
            edge.setProperty("feedback_at", Validation.now());
        }

        private static double[] doubles(Object value) {
            return value instanceof double[] d ? d : new double[0];
        }
    }

    private static double number(Object value, double fallback) {
        return value instanceof Number n ? n.doubleValue() : fallback;
    }

    private static double clamp(double value, double min, double max) {
        return Math.max(min, Math.min(max, value));
    }

    // ------------------------------------------------------------------------------------ helpers

    private static List<String> ids(List<String> values, String what) {
        if (values == null) return List.of();
        List<String> out = new ArrayList<>(values.size());
        for (Object v : values) out.add(Validation.id(v, what));
        return out;
    }

    static Map<String, Object> weights(Object raw) {
        if (raw == null) return Map.of("semantic", 1.0);
        if (!(raw instanceof Map<?, ?> map)) {
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.WEIGHTS_NOT_A_MAP, Map.of());
        }
        Map<String, Object> out = new HashMap<>();
        for (Map.Entry<?, ?> e : map.entrySet()) {
            String key = String.valueOf(e.getKey());
            if (!WEIGHTS.contains(key)) {
                throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.WEIGHT_UNKNOWN.formatted(
                        key, String.join(", ", WEIGHTS.stream().sorted().toList())), Map.of("weight", key));
            }
            if (!(e.getValue() instanceof Number n) || Double.isNaN(n.doubleValue()) || n.doubleValue() < 0) {
                throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.WEIGHT_INVALID.formatted(
                        key, e.getValue()), Map.of("weight", key));
            }
            out.put(key, n.doubleValue());
        }
        return out;
    }

    private static List<String> statuses(Object raw) {
        if (raw == null) return List.of("valid");
        List<String> out = new ArrayList<>();
        for (Object s : (List<?>) raw) {
            if (!Validation.STATUSES.contains(s)) {
                throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.STATUS_UNKNOWN.formatted(s), Map.of());
            }
            out.add((String) s);
        }
        return out;
    }

    private static List<String> pinnedKinds(Map<String, Object> options) {
        return kinds(options, "pinnedKinds", DEFAULT_PINNED_KINDS);
    }

    /** Option {@code key}: a list of memory kinds (UnknownKind for any other), or {@code fallback} when absent. */
    private static List<String> kinds(Map<String, Object> options, String key, List<String> fallback) {
        Object raw = options == null ? null : options.get(key);
        if (raw == null) return fallback;
        if (!(raw instanceof List<?>)) {
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.STRINGS_EXPECTED.formatted(raw), Map.of());
        }
        List<String> out = new ArrayList<>();
        for (Object k : (List<?>) raw) {
            if (!Validation.KINDS.contains(k)) {
                throw MemLineageException.of(ErrorCode.UNKNOWN_KIND, Messages.KIND_UNKNOWN.formatted("-", k,
                        String.join(", ", Validation.KINDS)), Map.of("kind", String.valueOf(k)));
            }
            out.add((String) k);
        }
        return out;
    }

    /**
     * Option {@code key}: a finite number from {@code min} (excluded when {@code minExcluded}) to {@code max}, or
     * {@code fallback} when absent; InvalidQuery otherwise.
     */
    private static double numberOption(Map<String, Object> options, String key, double fallback, double min,
                                       boolean minExcluded, double max) {
        Object raw = options.get(key);
        if (raw == null) return fallback;
        double v = raw instanceof Number n ? n.doubleValue() : Double.NaN;
        if (!(raw instanceof Number) || Double.isNaN(v) || Double.isInfinite(v) || v < min || (minExcluded && v == min) || v > max) {
            String range = (minExcluded ? "(" : "[") + min + ", " + (Double.isInfinite(max) ? "inf)" : max + "]");
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.OPTION_NUMBER_INVALID.formatted(key, range,
                    Validation.quote(raw)), Map.of());
        }
        return v;
    }

    /** rank's similar option: [[idA, idB, similarity], ...] with similarity in [0, 1]; InvalidQuery otherwise. */
    static List<RecallSelection.Pair> similar(Object raw) {
        if (raw == null) return List.of();
        if (!(raw instanceof List<?> list)) {
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.SIMILAR_NOT_A_LIST.formatted(Validation.quote(raw)),
                    Map.of());
        }
        if (list.size() > MAX_SIMILAR) {
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.TOO_MANY_SIMILAR.formatted(MAX_SIMILAR, list.size()),
                    Map.of());
        }
        List<RecallSelection.Pair> out = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            Object item = list.get(i);
            if (item instanceof List<?> t && t.size() == 3 && t.get(0) instanceof String a && t.get(1) instanceof String b
                    && t.get(2) instanceof Number s && s.doubleValue() >= 0 && s.doubleValue() <= 1) {
                out.add(new RecallSelection.Pair(a, b, s.doubleValue()));
            } else {
                throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.SIMILAR_INVALID.formatted(i,
                        Validation.quote(item)), Map.of());
            }
        }
        return out;
    }

    /** A value stored as text on a (:Retrieval): null stays null, anything else becomes its string. */
    private static String text(Object value) {
        return value == null ? null : String.valueOf(value);
    }

    private static List<String> strings(Object raw, List<String> fallback) {
        if (raw == null) return fallback;
        if (!(raw instanceof List<?> list)) {
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.STRINGS_EXPECTED.formatted(raw), Map.of());
        }
        return list.stream().map(String::valueOf).toList();
    }

    private static Long epochMillis(Map<String, Object> options, String key) {
        Object raw = options.get(key);
        if (raw == null) return null;
        if (!(raw instanceof Number n)) {
            throw MemLineageException.of(ErrorCode.INVALID_QUERY, Messages.EPOCH_MILLIS_INVALID.formatted(key, raw), Map.of());
        }
        return n.longValue();
    }
}
