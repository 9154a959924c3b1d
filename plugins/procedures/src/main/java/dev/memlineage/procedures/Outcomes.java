package dev.memlineage.procedures;

import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.RelationshipType;
import org.neo4j.graphdb.Transaction;

/**
 * memlineage.recall.outcome: learning from how a task ended (schema/README.md, "Outcomes").
 *
 * <p>The cells <em>used</em> from the given retrievals are the parents of DERIVED_FROM edges whose
 * {@code via_retrieval} is one of them (memlineage.lineage.record's {@code via}); when no cell at all was used
 * that way, the cells each retrieval returned at rank 3 or better. Each used cell is counted once per call,
 * for the first retrieval (in the order given) that used or returned it: {@code success_count} or
 * {@code failure_count} + 1, usefulness moved toward +1 or -1 by feedback's moving average. Every pair of used
 * cells strengthens (success: s' = 1 - (1 - s)(1 - rate)) or weakens (failure: s' = s * decay) the co-use
 * relation (smaller id)-[:RELATED_TO {source: 'co-use'}]->(larger id); one that falls below
 * {@link #MIN_STRENGTH} is removed, and a failure creates none. A RELATED_TO between the pair from another
 * source (user, judge) is left alone: an assertion outranks usage statistics. A pair is attributed to the
 * earlier retrieval of its two cells.
 *
 * <p>One outcome per (retrieval, by): what a voter's outcome changed is logged on the Retrieval it is
 * attributed to, and a repeat by the same voter on a retrieval first undoes what that voter's earlier outcome
 * changed there (counts exactly; usefulness and strengths by subtracting the change, exact when nothing else
 * touched them since; a relation a failure removed is not brought back), then applies the new one. The
 * Retrieval keeps the latest outcome in {@code outcome} ('success' or 'failure'), {@code outcome_by} and
 * {@code outcome_at}, and every voter's in {@code outcome_voters} / {@code outcome_results}.
 */
final class Outcomes {
    private Outcomes() {}

    static final RelationshipType RELATED_TO = RelationshipType.withName("RELATED_TO");
    static final String CO_USE = "co-use";
    static final double DEFAULT_RATE = 0.2;
    static final double DEFAULT_DECAY = 0.8;
    /** A co-use relation weaker than this is removed. */
    static final double MIN_STRENGTH = 0.05;
    /** Rank at or above which a returned cell counts as used when no usage was recorded. */
    static final long FALLBACK_RANK = 3;
    static final int MAX_RETRIEVALS = 1000;
    static final Set<String> OPTION_KEYS = Set.of("rate", "decay");

    // The undo log on a Retrieval: parallel arrays, one entry per cell counted and per pair changed.
    static final String CELLS_BY = "outcome_cells_by";
    static final String CELLS = "outcome_cells";
    static final String CELLS_DELTA = "outcome_cells_delta";
    static final String PAIRS_BY = "outcome_pairs_by";
    static final String PAIRS_FROM = "outcome_pairs_from";
    static final String PAIRS_TO = "outcome_pairs_to";
    static final String PAIRS_DELTA = "outcome_pairs_delta";

    record Result(long cells, long pairs) {}

    /**
     * Applies one outcome. Every argument is checked and every retrieval resolved by the caller; nothing here
     * fails on input.
     */
    static Result apply(Transaction tx, String ns, List<Node> retrievals, boolean success, String by, double rate,
                        double decay) {
        List<Node> locked = new ArrayList<>(retrievals);
        locked.sort(Comparator.comparing(r -> (String) r.getProperty("id")));
        locked.forEach(tx::acquireWriteLock); // one outcome at a time per retrieval: its undo log is read-modify-write
        for (Node r : retrievals) undo(tx, ns, r, by);

        // used cells, each attributed to the first retrieval that used (or, failing any use, returned) it
        Map<Node, Node> attributed = new LinkedHashMap<>();
        for (Node r : retrievals) {
            String rid = (String) r.getProperty("id");
            for (Relationship hit : retrieved(r, ns)) {
                Node cell = hit.getEndNode();
                if (!attributed.containsKey(cell) && usedVia(cell, rid, ns)) attributed.put(cell, r);
            }
        }
        if (attributed.isEmpty()) {
            for (Node r : retrievals) {
                for (Relationship hit : retrieved(r, ns)) {
                    if (hit.getProperty("rank", null) instanceof Number rank && rank.longValue() <= FALLBACK_RANK) {
                        attributed.putIfAbsent(hit.getEndNode(), r);
                    }
                }
            }
        }

        Map<Node, Log> logs = new HashMap<>();
        for (Node r : retrievals) logs.put(r, Log.of(r));
        String countKey = success ? "success_count" : "failure_count";
        double target = success ? 1.0 : -1.0;
        for (var e : attributed.entrySet()) {
            Node cell = e.getKey();
            cell.setProperty(countKey, longValue(cell.getProperty(countKey, null)) + 1);
            double u = number(cell.getProperty("usefulness", null), 0.0);
            double updated = clamp(u + RecallProcedures.USEFULNESS_ALPHA * (target - u), -1, 1);
            cell.setProperty("usefulness", updated);
            logs.get(e.getValue()).cells.add(new Entry(by, (String) cell.getProperty("id"), null, updated - u));
        }

        List<Node> cells = new ArrayList<>(attributed.keySet());
        cells.sort(Comparator.comparing(c -> (String) c.getProperty("id")));
        List<Node> order = new ArrayList<>(retrievals);
        ZonedDateTime now = Validation.now();
        long pairs = 0;
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                Node a = cells.get(i);
                Node b = cells.get(j);
                Node ra = attributed.get(a);
                Node rb = attributed.get(b);
                Node owner = order.indexOf(ra) <= order.indexOf(rb) ? ra : rb;
                Double delta = coUse(tx, a, b, success, rate, decay, by, now);
                if (delta == null) continue;
                pairs++;
                if (delta != 0.0) {
                    logs.get(owner).pairs.add(new Entry(by, (String) a.getProperty("id"), (String) b.getProperty("id"), delta));
                }
            }
        }

        for (Node r : retrievals) {
            logs.get(r).store(r);
            r.setProperty("outcome", success ? "success" : "failure");
            r.setProperty("outcome_by", by);
            r.setProperty("outcome_at", now);
            List<String> voters = new ArrayList<>(List.of((String[]) r.getProperty("outcome_voters", new String[0])));
            boolean[] old = (boolean[]) r.getProperty("outcome_results", new boolean[0]);
            List<Boolean> results = new ArrayList<>();
            for (int i = 0; i < voters.size(); i++) results.add(i < old.length && old[i]);
            int at = voters.indexOf(by);
            if (at >= 0) {
                results.set(at, success);
            } else {
                voters.add(by);
                results.add(success);
            }
            r.setProperty("outcome_voters", voters.toArray(String[]::new));
            boolean[] stored = new boolean[results.size()];
            for (int i = 0; i < stored.length; i++) stored[i] = results.get(i);
            r.setProperty("outcome_results", stored);
        }
        return new Result(attributed.size(), pairs);
    }

    /**
     * The co-use update of one pair (a's id < b's id); the change of strength (0 when a relation was removed,
     * since it cannot be undone), or null when nothing changed (a failure with no relation, another source's).
     */
    private static Double coUse(Transaction tx, Node a, Node b, boolean success, double rate, double decay, String by,
                                ZonedDateTime now) {
        tx.acquireWriteLock(a); // as Associations.upsert: two writers of one pair cannot both create
        Relationship r = Associations.find(a, b, RELATED_TO);
        if (r == null) {
            if (!success) return null;
            r = a.createRelationshipTo(b, RELATED_TO);
            r.setProperty("strength", rate);
            r.setProperty("confidence", Associations.DEFAULT_CONFIDENCE);
            r.setProperty("source", CO_USE);
            r.setProperty("by", by);
            r.setProperty("at", now);
            return rate;
        }
        if (!CO_USE.equals(r.getProperty("source", null))) return null;
        double s = Associations.strength(r);
        double updated = success ? 1 - (1 - s) * (1 - rate) : s * decay;
        if (updated < MIN_STRENGTH) {
            r.delete();
            return 0.0;
        }
        r.setProperty("strength", updated);
        r.setProperty("by", by);
        r.setProperty("updated_at", now);
        return updated - s;
    }

    /** Undoes what {@code by}'s earlier outcome changed through retrieval {@code r} (its log entries), and drops them. */
    private static void undo(Transaction tx, String ns, Node r, String by) {
        String[] voters = (String[]) r.getProperty("outcome_voters", new String[0]);
        int voter = List.of(voters).indexOf(by);
        if (voter < 0) return;
        boolean[] results = (boolean[]) r.getProperty("outcome_results", new boolean[0]);
        boolean success = voter < results.length && results[voter];
        String countKey = success ? "success_count" : "failure_count";
        Log log = Log.of(r);
        for (Entry e : log.cells) {
            if (!e.by().equals(by)) continue;
            Node cell = CypherProcedures.findCell(tx, ns, e.a());
            if (cell == null) continue;
            long count = longValue(cell.getProperty(countKey, null)) - 1;
            if (count > 0) cell.setProperty(countKey, count);
            else cell.removeProperty(countKey); // 0, the default, is not stored (schema/README.md)
            cell.setProperty("usefulness", clamp(number(cell.getProperty("usefulness", null), 0.0) - e.delta(), -1, 1));
        }
        for (Entry e : log.pairs) {
            if (!e.by().equals(by)) continue;
            Node a = CypherProcedures.findCell(tx, ns, e.a());
            Node b = CypherProcedures.findCell(tx, ns, e.b());
            if (a == null || b == null) continue;
            Relationship rel = Associations.find(a, b, RELATED_TO);
            if (rel == null || !CO_USE.equals(rel.getProperty("source", null))) continue;
            double s = clamp(Associations.strength(rel) - e.delta(), 0, 1);
            if (s < MIN_STRENGTH) rel.delete();
            else rel.setProperty("strength", s);
        }
        log.cells.removeIf(e -> e.by().equals(by));
        log.pairs.removeIf(e -> e.by().equals(by));
        log.store(r);
    }

    /** The RETRIEVED edges of a retrieval to cells of its namespace. */
    private static List<Relationship> retrieved(Node r, String ns) {
        List<Relationship> out = new ArrayList<>();
        try (var rels = r.getRelationships(Direction.OUTGOING, RecallGraph.RETRIEVED)) {
            for (Relationship rel : rels) if (RecallGraph.inNamespace(rel.getEndNode(), ns)) out.add(rel);
        }
        return out;
    }

    /** Whether a cell of the namespace derives from {@code cell} through retrieval {@code retrieval}. */
    static boolean usedVia(Node cell, String retrieval, String ns) {
        try (var rels = cell.getRelationships(Direction.INCOMING, LineageWalk.DERIVED_FROM)) {
            for (Relationship r : rels) {
                if (retrieval.equals(r.getProperty(LineageWriter.VIA_RETRIEVAL, null)) && RecallGraph.inNamespace(r.getStartNode(), ns)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** One logged change: a cell's usefulness ({@code b} null) or a pair's strength. */
    private record Entry(String by, String a, String b, double delta) {}

    /** The undo log of one Retrieval. */
    private static final class Log {
        final List<Entry> cells = new ArrayList<>();
        final List<Entry> pairs = new ArrayList<>();

        static Log of(Node r) {
            Log log = new Log();
            String[] by = (String[]) r.getProperty(CELLS_BY, new String[0]);
            String[] ids = (String[]) r.getProperty(CELLS, new String[0]);
            double[] delta = (double[]) r.getProperty(CELLS_DELTA, new double[0]);
            for (int i = 0; i < by.length && i < ids.length && i < delta.length; i++) {
                log.cells.add(new Entry(by[i], ids[i], null, delta[i]));
            }
            by = (String[]) r.getProperty(PAIRS_BY, new String[0]);
            String[] from = (String[]) r.getProperty(PAIRS_FROM, new String[0]);
            String[] to = (String[]) r.getProperty(PAIRS_TO, new String[0]);
            delta = (double[]) r.getProperty(PAIRS_DELTA, new double[0]);
            for (int i = 0; i < by.length && i < from.length && i < to.length && i < delta.length; i++) {
                log.pairs.add(new Entry(by[i], from[i], to[i], delta[i]));
            }
            return log;
        }

        void store(Node r) {
            if (cells.isEmpty()) {
                for (String key : List.of(CELLS_BY, CELLS, CELLS_DELTA)) r.removeProperty(key);
            } else {
                r.setProperty(CELLS_BY, cells.stream().map(Entry::by).toArray(String[]::new));
                r.setProperty(CELLS, cells.stream().map(Entry::a).toArray(String[]::new));
                r.setProperty(CELLS_DELTA, cells.stream().mapToDouble(Entry::delta).toArray());
            }
            if (pairs.isEmpty()) {
                for (String key : List.of(PAIRS_BY, PAIRS_FROM, PAIRS_TO, PAIRS_DELTA)) r.removeProperty(key);
            } else {
                r.setProperty(PAIRS_BY, pairs.stream().map(Entry::by).toArray(String[]::new));
                r.setProperty(PAIRS_FROM, pairs.stream().map(Entry::a).toArray(String[]::new));
                r.setProperty(PAIRS_TO, pairs.stream().map(Entry::b).toArray(String[]::new));
                r.setProperty(PAIRS_DELTA, pairs.stream().mapToDouble(Entry::delta).toArray());
            }
        }
    }

    private static long longValue(Object value) {
        return value instanceof Number n ? n.longValue() : 0L;
    }

    private static double number(Object value, double fallback) {
        return value instanceof Number n ? n.doubleValue() : fallback;
    }

    private static double clamp(double value, double min, double max) {
        return Math.max(min, Math.min(max, value));
    }
}
