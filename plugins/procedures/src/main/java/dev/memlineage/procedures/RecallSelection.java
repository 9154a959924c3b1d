package dev.memlineage.procedures;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which of rank's filtered, scored hits make the top k, and what each returned hit stands for:
 *
 * <ul>
 *   <li><b>diversity</b> (MMR): with {@code diversity} λ &gt; 0 the hits are picked greedily, each time the one with
 *       the greatest {@code score - λ * (its greatest similarity to a hit already picked)}, ties by the ranking
 *       order (score descending, then id); λ = 0 keeps the best k by score. With {@code diversityGrace} g &gt; 0 a hit
 *       is penalised only once more than g hits similar to it (a pair given) are picked: two facts of one template that differ
 *       in a name or a number look alike to an embedding, and the one asked for may rank second; g lets it through
 *       while a flood of look-alikes is still cut to g + 1. With {@code bySource} only look-alikes that derive from a
 *       common parent count against each other (see {@link #sameSource}).</li>
 *   <li><b>standing quota</b>: the {@code standingQuota} hits whose routes hold {@code standing} and whose semantic
 *       component is at least {@code standingFloor} that are most similar to the query (semantic component; ties by
 *       the ranking order) must be returned. Each one missing replaces the
 *       last picked hit that is neither standing nor rests_on (none left: it stays out). The picks keep their order;
 *       each inserted hit goes before the first hit that ranks below it by score (then id), or last.</li>
 *   <li><b>near-duplicate groups</b>: each hit not returned whose similarity to a returned hit is at least
 *       {@code duplicateThreshold} joins the group of the returned hit it is most similar to (ties: the one returned
 *       first); a returned hit with a group gets the trace {type: near_duplicates, count, ids (at most 5, most
 *       similar first, ties by id)}.</li>
 * </ul>
 *
 * Similarities are the client's: {@code similar} triples [idA, idB, s] with s in [0, 1], symmetric (the greater value
 * of a pair given twice), 0 for a pair not given; triples naming a cell that is not a hit are ignored. Cost: one hash
 * map of neighbours per hit; the greedy pick is O(k × hits) at worst and stops each pass at the first hit whose own
 * score cannot beat the best value found so far, so it usually reads a few hits per pick.
 *
 * <p>Not in {@code cypher/reference/recall/rank.cypher} (a greedy loop is no readable Cypher); JUnit tests it directly.
 */
final class RecallSelection {
    static final double DEFAULT_DUPLICATE_THRESHOLD = 0.9;
    /** At most this many near-duplicate ids in a trace (its count says how many there are). */
    static final int GROUP_IDS = 5;

    private RecallSelection() {}

    /** One pair from the client: two cell ids and their similarity in [0, 1]. */
    record Pair(String a, String b, double similarity) {}

    /**
     * The selection options of rank; {@link #NONE} leaves the ranking as it was before they existed. {@code bySource}:
     * the diversity penalty counts only pairs of hits that derive from a common parent (see the class comment).
     */
    record Options(List<Pair> similar, double diversity, double duplicateThreshold, long standingQuota,
                   double standingFloor, long diversityGrace, boolean bySource) {
        static final Options NONE = new Options(List.of(), 0.0, DEFAULT_DUPLICATE_THRESHOLD, 0, 0.0, 0, false);

        Options(List<Pair> similar, double diversity, double duplicateThreshold, long standingQuota, double standingFloor,
                long diversityGrace) {
            this(similar, diversity, duplicateThreshold, standingQuota, standingFloor, diversityGrace, false);
        }

        Options(List<Pair> similar, double diversity, double duplicateThreshold, long standingQuota, double standingFloor) {
            this(similar, diversity, duplicateThreshold, standingQuota, standingFloor, 0, false);
        }
    }

    /**
     * The returned hits in rank order, and for each its near_duplicates trace (null when it has no group); {@code picks}:
     * the k picked before the standing quota (which may give some of them away); {@code floor}:
     * the lowest value at which one of the k picks was made (score less its diversity penalty then; without diversity
     * the k-th best score), before the standing quota; negative infinity with fewer than k hits. A hit in no pair whose
     * score is below it would have changed nothing had it been ranked too: no pick, quota or group (the client's
     * pruning proves its rankings with it).
     */
    record Selection(List<RecallGraph.Hit> hits, List<Map<String, Object>> groups, double floor,
                     List<RecallGraph.Hit> picks) {
        Selection(List<RecallGraph.Hit> hits, List<Map<String, Object>> groups) {
            this(hits, groups, Double.NEGATIVE_INFINITY, hits);
        }
    }

    /** Picks the top {@code k} of {@code ranked} (sorted by score descending, then id). */
    static Selection select(List<RecallGraph.Hit> ranked, long k, Options o) {
        int n = ranked.size();
        int limit = (int) Math.min(k, n);
        Map<String, Integer> indexOf = new HashMap<>(n * 2);
        for (int i = 0; i < n; i++) indexOf.putIfAbsent(id(ranked.get(i)), i);
        // without diversity only pairs at or above the duplicate threshold can change anything
        Map<Integer, Double>[] similar = neighbours(o.similar(), indexOf, n, o.diversity() > 0 ? 0.0 : o.duplicateThreshold());

        boolean[] picked = new boolean[n];
        List<Integer> order = new ArrayList<>(limit);
        double floor = Double.POSITIVE_INFINITY;
        if (o.diversity() > 0 && !o.similar().isEmpty()) {
            // bySource: a pair counts against each other only when the two derive from a common parent
            Map<Integer, Double>[] alike = o.bySource() ? sameSource(ranked, similar) : similar;
            double[] closest = new double[n]; // greatest similarity to a picked hit
            int[] near = new int[n];           // picked hits similar to it (a pair given)
            while (order.size() < limit) {
                int best = -1;
                double bestValue = Double.NEGATIVE_INFINITY;
                for (int i = 0; i < n; i++) {
                    if (picked[i]) continue;
                    double score = ranked.get(i).score();
                    // sorted by score: no later hit's value (<= its score) beats this one, and ties go to the earlier
                    if (best >= 0 && score <= bestValue) break;
                    double value = near[i] > o.diversityGrace() ? score - o.diversity() * closest[i] : score;
                    if (value > bestValue) {
                        best = i;
                        bestValue = value;
                    }
                }
                picked[best] = true;
                order.add(best);
                floor = Math.min(floor, bestValue);
                if (alike[best] != null) {
                    for (var e : alike[best].entrySet()) {
                        closest[e.getKey()] = Math.max(closest[e.getKey()], e.getValue());
                        near[e.getKey()]++;
                    }
                }
            }
        } else {
            for (int i = 0; i < limit; i++) {
                picked[i] = true;
                order.add(i);
                floor = Math.min(floor, ranked.get(i).score());
            }
        }
        if (limit < k || limit == 0) floor = Double.NEGATIVE_INFINITY; // an absent hit could have filled a place
        List<RecallGraph.Hit> picks = new ArrayList<>(order.size());
        for (int i : order) picks.add(ranked.get(i));
        if (o.standingQuota() > 0) order = withStandingQuota(ranked, order, picked, o);

        List<RecallGraph.Hit> hits = new ArrayList<>(order.size());
        for (int i : order) hits.add(ranked.get(i));
        return new Selection(hits, groups(ranked, order, picked, similar, o.duplicateThreshold()), floor, picks);
    }

    /** The quota of standing hits: see the class comment. {@code picked} is updated. */
    private static List<Integer> withStandingQuota(List<RecallGraph.Hit> ranked, List<Integer> order, boolean[] picked,
                                                   Options o) {
        List<Integer> kept = new ArrayList<>(order);
        List<Integer> inserted = new ArrayList<>();
        // the standing hits most similar to the query (ties: ranking order): where a standing memory is stored (under
        // the profile or the root) changes its lineage score, not how much it bears on the query
        List<Integer> standing = new ArrayList<>();
        for (int i = 0; i < ranked.size(); i++) {
            RecallGraph.Hit hit = ranked.get(i);
            if (routes(hit).contains("standing") && semantic(hit) >= o.standingFloor()) standing.add(i);
        }
        standing.sort(Comparator.comparingDouble((Integer i) -> -semantic(ranked.get(i))).thenComparingInt(i -> i));
        long eligible = 0;
        for (int i : standing) {
            if (eligible >= o.standingQuota()) break;
            eligible++;
            if (picked[i]) continue;
            int out = -1;
            for (int p = kept.size() - 1; p >= 0 && out < 0; p--) {
                List<?> routes = routes(ranked.get(kept.get(p)));
                if (!routes.contains("standing") && !routes.contains("rests_on")) out = p;
            }
            if (out < 0) break; // every pick is standing or rests_on: nothing left to give way
            picked[kept.remove(out)] = false;
            picked[i] = true;
            inserted.add(i);
        }
        // inserted in ranking order: each goes before the first pick that ranks below it
        for (int i : inserted) {
            int at = 0;
            while (at < kept.size() && kept.get(at) < i) at++;
            kept.add(at, i);
        }
        return kept;
    }

    /** The near_duplicates trace of each returned hit (null without a group). */
    private static List<Map<String, Object>> groups(List<RecallGraph.Hit> ranked, List<Integer> order, boolean[] picked,
                                                    Map<Integer, Double>[] similar, double threshold) {
        Map<Integer, Integer> position = new HashMap<>(order.size() * 2);
        for (int p = 0; p < order.size(); p++) position.put(order.get(p), p);
        List<List<Object[]>> members = new ArrayList<>(order.size()); // [index, similarity] per returned hit
        for (int p = 0; p < order.size(); p++) members.add(null);
        for (int u = 0; u < ranked.size(); u++) {
            if (picked[u] || similar[u] == null) continue;
            int to = -1;
            double best = -1;
            for (var e : similar[u].entrySet()) {
                Integer p = position.get(e.getKey());
                if (p == null || e.getValue() < threshold) continue;
                if (e.getValue() > best || (e.getValue() == best && p < to)) {
                    to = p;
                    best = e.getValue();
                }
            }
            if (to < 0) continue;
            if (members.get(to) == null) members.set(to, new ArrayList<>());
            members.get(to).add(new Object[] {u, best});
        }
        List<Map<String, Object>> out = new ArrayList<>(order.size());
        for (List<Object[]> group : members) {
            if (group == null) {
                out.add(null);
                continue;
            }
            group.sort(Comparator.comparingDouble((Object[] m) -> -(Double) m[1])
                    .thenComparing(m -> id(ranked.get((Integer) m[0]))));
            List<String> ids = new ArrayList<>(Math.min(GROUP_IDS, group.size()));
            for (int m = 0; m < group.size() && m < GROUP_IDS; m++) ids.add(id(ranked.get((Integer) group.get(m)[0])));
            Map<String, Object> trace = new LinkedHashMap<>();
            trace.put("type", "near_duplicates");
            trace.put("count", (long) group.size());
            trace.put("ids", ids);
            out.add(trace);
        }
        return out;
    }

    /**
     * Each hit's neighbours (index -> similarity), null for a hit with none; pairs off the hits, and those below
     * {@code floor} or at 0, are left out.
     */
    @SuppressWarnings("unchecked")
    private static Map<Integer, Double>[] neighbours(List<Pair> pairs, Map<String, Integer> indexOf, int n, double floor) {
        Map<Integer, Double>[] out = new Map[n];
        for (Pair pair : pairs) {
            if (pair.similarity() <= 0 || pair.similarity() < floor) continue;
            Integer a = indexOf.get(pair.a()), b = indexOf.get(pair.b());
            if (a == null || b == null || a.equals(b)) continue;
            if (out[a] == null) out[a] = new HashMap<>();
            if (out[b] == null) out[b] = new HashMap<>();
            out[a].merge(b, pair.similarity(), Math::max);
            out[b].merge(a, pair.similarity(), Math::max);
        }
        return out;
    }

    /**
     * The pairs of {@code similar} whose two hits share a DERIVED_FROM parent: look-alikes from one source (the thirty
     * results of one search, the turns of one session) where one stands for the others. Look-alikes from separate
     * work ("order 149 arrives Wednesday" and "order 435 arrives Thursday", recorded in two tasks) are separate
     * memories, either of which may be the one asked for. Reads the parents of the hits in a pair only.
     */
    @SuppressWarnings("unchecked")
    private static Map<Integer, Double>[] sameSource(List<RecallGraph.Hit> ranked, Map<Integer, Double>[] similar) {
        Map<Integer, Double>[] out = new Map[similar.length];
        java.util.Set<org.neo4j.graphdb.Node>[] parents = new java.util.Set[similar.length];
        for (int a = 0; a < similar.length; a++) {
            if (similar[a] == null) continue;
            for (var e : similar[a].entrySet()) {
                int b = e.getKey();
                if (!java.util.Collections.disjoint(parentsOf(ranked, parents, a), parentsOf(ranked, parents, b))) {
                    if (out[a] == null) out[a] = new HashMap<>();
                    out[a].put(b, e.getValue());
                }
            }
        }
        return out;
    }

    private static java.util.Set<org.neo4j.graphdb.Node> parentsOf(List<RecallGraph.Hit> ranked,
                                                                  java.util.Set<org.neo4j.graphdb.Node>[] parents, int i) {
        if (parents[i] == null) {
            parents[i] = new java.util.HashSet<>();
            try (var rels = ranked.get(i).cell().getRelationships(org.neo4j.graphdb.Direction.OUTGOING,
                    LineageWalk.DERIVED_FROM)) {
                for (var r : rels) parents[i].add(r.getEndNode());
            }
        }
        return parents[i];
    }

    private static String id(RecallGraph.Hit hit) {
        return (String) hit.candidate().get("id");
    }

    private static List<?> routes(RecallGraph.Hit hit) {
        return hit.candidate().get("routes") instanceof List<?> list ? list : List.of();
    }

    private static double semantic(RecallGraph.Hit hit) {
        return (Double) hit.components().get("semantic");
    }
}
