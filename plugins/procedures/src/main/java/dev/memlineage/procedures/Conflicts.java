package dev.memlineage.procedures;

import java.security.SecureRandom;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Label;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.RelationshipType;
import org.neo4j.graphdb.Transaction;

/**
 * The review queue of memlineage.traces.openConflict / resolve / dismiss / conflicts (schema/README.md):
 * {@code (:Conflict {namespace, id, status, kind, ...})-[:BETWEEN {side}]->(:MemCell)}, two cells for a
 * contradiction (sides 'a' and 'b'), one for a low-confidence flag (side 'a'). Helpers only.
 */
final class Conflicts {
    private Conflicts() {}

    static final Label CONFLICT = Label.label("Conflict");
    static final RelationshipType BETWEEN = RelationshipType.withName("BETWEEN");
    static final String OPEN = "open";
    static final String RESOLVED = "resolved";
    static final String DISMISSED = "dismissed";
    static final List<String> STATUSES = List.of(OPEN, RESOLVED, DISMISSED);
    static final String CONTRADICTION = "contradiction";
    static final String LOW_CONFIDENCE = "low_confidence";
    static final List<String> KINDS = List.of(CONTRADICTION, LOW_CONFIDENCE);
    /** Keys of openConflict's props map. */
    static final Set<String> PROP_KEYS = Set.of("id", "kind", "evidence", "confidence", "source", "by");
    static final int MAX_EVIDENCE = 2000;
    static final String DEFAULT_RULE = "review";
    /** The keys of a conflict map, in order; `cells` (ids) comes last. */
    static final List<String> KEYS = List.of("id", "namespace", "status", "kind", "evidence", "confidence", "source", "by",
            "at", "rule", "winner", "loser", "resolved_by", "resolved_at", "reason");

    private static final SecureRandom RANDOM = new SecureRandom();
    private static long lastMillis = -1;
    private static long sequence;

    /**
     * A new conflict id, {@code cf-} and a UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then a 12-bit
     * counter (random start each millisecond, incremented within one), then 62 random bits. Ids made by one
     * server sort in creation order, as text too.
     */
    static synchronized String newId() {
        long now = System.currentTimeMillis();
        if (now > lastMillis) {
            lastMillis = now;
            sequence = RANDOM.nextInt(0x800); // leaves half of the 12 bits for ids made in the same millisecond
        } else if (++sequence > 0xFFF) {
            lastMillis++; // more than ~2k ids in one millisecond: borrow the next one
            sequence = 0;
        }
        long high = (lastMillis << 16) | 0x7000L | sequence;
        long low = (RANDOM.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return "cf-" + new java.util.UUID(high, low);
    }

    /** The conflict {@code id} of {@code ns}, or null (one seek in the (namespace, id) index of V0006). */
    static Node find(Transaction tx, String ns, String id) {
        try (var found = tx.findNodes(CONFLICT, "namespace", ns, "id", id)) {
            return found.hasNext() ? found.next() : null;
        }
    }

    /** The conflict {@code id} of {@code ns}; ConflictNotFound otherwise. */
    static Node require(Transaction tx, String ns, Object id) {
        String conflictId = Validation.id(id, "conflict id");
        Node conflict = find(tx, ns, conflictId);
        if (conflict == null) {
            throw MemLineageException.of(ErrorCode.CONFLICT_NOT_FOUND, Messages.CONFLICT_NOT_FOUND.formatted(conflictId, ns),
                    Map.of("id", conflictId, "namespace", ns));
        }
        return conflict;
    }

    /** ConflictState unless the conflict is open. */
    static void requireOpen(Node conflict) {
        Object status = conflict.getProperty("status", null);
        if (!OPEN.equals(status)) {
            String id = (String) conflict.getProperty("id");
            throw MemLineageException.of(ErrorCode.CONFLICT_STATE, Messages.CONFLICT_NOT_OPEN.formatted(id, status),
                    Map.of("id", id, "namespace", conflict.getProperty("namespace"), "status", String.valueOf(status)));
        }
    }

    /** The cells a conflict concerns, side 'a' first. */
    static List<Node> cells(Node conflict) {
        List<Node> a = new ArrayList<>(2);
        List<Node> b = new ArrayList<>(1);
        try (var rels = conflict.getRelationships(Direction.OUTGOING, BETWEEN)) {
            for (Relationship r : rels) ("b".equals(r.getProperty("side", null)) ? b : a).add(r.getEndNode());
        }
        a.addAll(b);
        return a;
    }

    /** How many cells a conflict of this kind concerns. */
    static int arity(Node conflict) {
        return LOW_CONFIDENCE.equals(conflict.getProperty("kind", null)) ? 1 : 2;
    }

    /** The open conflict of {@code kind} between exactly these cells (either order), or null. */
    static Node openBetween(String ns, String kind, List<Node> between) {
        try (var rels = between.get(0).getRelationships(Direction.INCOMING, BETWEEN)) {
            for (Relationship r : rels) {
                Node conflict = r.getStartNode();
                if (!conflict.hasLabel(CONFLICT) || !ns.equals(conflict.getProperty("namespace", null))
                        || !OPEN.equals(conflict.getProperty("status", null)) || !kind.equals(conflict.getProperty("kind", null))) {
                    continue;
                }
                List<Node> cells = cells(conflict);
                if (cells.size() == between.size() && cells.containsAll(between)) return conflict;
            }
        }
        return null;
    }

    /** A conflict as clients read it: every key of {@link #KEYS} (null when unset), timestamps as epoch ms, plus `cells`. */
    static Map<String, Object> map(Node conflict) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (String key : KEYS) {
            Object value = conflict.getProperty(key, null);
            out.put(key, value instanceof ZonedDateTime z ? z.toInstant().toEpochMilli() : value);
        }
        List<String> ids = new ArrayList<>(2);
        for (Node cell : cells(conflict)) ids.add((String) cell.getProperty("id"));
        out.put("cells", ids);
        return out;
    }

    /** resolve / dismiss: the conflict leaves the queue with who, when and why. */
    static void close(Node conflict, String status, String by, String reason, ZonedDateTime at) {
        conflict.setProperty("status", status);
        conflict.setProperty("resolved_by", by);
        conflict.setProperty("resolved_at", at);
        if (reason != null) conflict.setProperty("reason", reason);
    }
}
