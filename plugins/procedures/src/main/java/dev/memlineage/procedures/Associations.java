package dev.memlineage.procedures;

import java.time.ZonedDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.RelationshipType;

/**
 * Typed associations between two cells of one namespace (schema/README.md): {@code (from)-[:TYPE]->(to)}
 * with TYPE one of {@link #TYPES}, and properties {@code strength}, {@code confidence} (finite, in [0, 1]),
 * {@code source} (one of {@link #SOURCES}), {@code by}, optional {@code reason}, {@code at} (creation) and
 * {@code updated_at} (a later upsert). There is at most one relationship per (from, to, type): relating
 * again updates it. Used by memlineage.traces.relate / relateAll / unrelate / relations / openConflict
 * and by memlineage.lineage.record's {@code follows} / {@code result_of} keys. No procedure here: helpers
 * that validate everything first and write only when asked.
 */
final class Associations {
    private Associations() {}

    /** The association types, as relationship type names (case-sensitive). */
    static final List<String> TYPES = List.of("SUPPORTS", "CONTRADICTS", "RELATED_TO", "FOLLOWS", "RESULT_OF");
    /** Who asserted an association. */
    static final List<String> SOURCES = List.of("user", "judge", "co-use", "capture");
    /** Keys of relate's props map. */
    static final Set<String> PROP_KEYS = Set.of("strength", "confidence", "source", "by", "reason");
    /** Keys of one map of relateAll. */
    static final Set<String> BATCH_KEYS = Set.of("from", "to", "type", "strength", "confidence", "source", "by", "reason");

    static final double DEFAULT_STRENGTH = 0.5;
    static final double DEFAULT_CONFIDENCE = 1.0;
    static final String DEFAULT_SOURCE = "user";
    static final String DEFAULT_BY = "unknown";
    static final int MAX_BY = 256;
    static final int MAX_REASON = 2000;

    static final RelationshipType FOLLOWS = RelationshipType.withName("FOLLOWS");
    static final RelationshipType RESULT_OF = RelationshipType.withName("RESULT_OF");
    static final RelationshipType CONTRADICTS = RelationshipType.withName("CONTRADICTS");

    /**
     * Properties given by a caller, checked; null where the caller gave none (a new relationship then
     * takes the default, an existing one keeps its value). {@code reason} "" clears a stored reason.
     */
    record Props(Double strength, Double confidence, String source, String by, String reason, boolean reasonGiven) {
        static final Props NONE = new Props(null, null, null, null, null, false);
    }

    /** A relation type name: one of {@link #TYPES}, exactly (upper case). */
    static RelationshipType type(Object value) {
        if (!(value instanceof String s) || !TYPES.contains(s)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.RELATION_TYPE_UNKNOWN.formatted(
                    Validation.quote(value), String.join(", ", TYPES)), Map.of());
        }
        return RelationshipType.withName(s);
    }

    /** A relation source: one of {@link #SOURCES}. */
    static String source(Object value) {
        if (!(value instanceof String s) || !SOURCES.contains(s)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.RELATION_SOURCE_UNKNOWN.formatted(
                    Validation.quote(value), String.join(", ", SOURCES)), Map.of());
        }
        return s;
    }

    /** relate's props map (null = none), checked: unknown keys, ranges, lengths. */
    static Props props(Map<?, ?> raw) {
        if (raw == null) return Props.NONE;
        Validation.knownKeys(raw, PROP_KEYS, Messages.RELATION_PROPERTY_UNKNOWN);
        return checked(raw);
    }

    /** The property keys of {@code raw} (a relate props map or a relateAll entry), checked. */
    static Props checked(Map<?, ?> raw) {
        Double strength = raw.get("strength") == null ? null : Validation.unitNumber(raw.get("strength"), "strength", null);
        Double confidence = raw.get("confidence") == null ? null : Validation.unitNumber(raw.get("confidence"), "confidence", null);
        String source = raw.get("source") == null ? null : source(raw.get("source"));
        String by = raw.get("by") == null ? null : Validation.text(raw.get("by"), "by", MAX_BY);
        boolean reasonGiven = raw.get("reason") != null;
        String reason = Validation.optionalText(raw.get("reason"), "reason", MAX_REASON);
        return new Props(strength, confidence, source, by, reason, reasonGiven);
    }

    /** The (from)-[:type]->(to) relationship, or null. Scans from's relationships of that type. */
    static Relationship find(Node from, Node to, RelationshipType type) {
        try (var rels = from.getRelationships(Direction.OUTGOING, type)) {
            for (Relationship r : rels) if (r.getEndNode().equals(to)) return r;
        }
        return null;
    }

    /** A relationship and whether this call created it. */
    record Upserted(Relationship relationship, boolean created) {}

    /**
     * Creates (from)-[:type]->(to) with {@code p} over the defaults, or updates the existing one with the
     * properties {@code p} gives (keeping {@code at}, stamping {@code updated_at}). The caller has validated
     * everything and holds both nodes; {@code from} is write-locked first so that two concurrent upserts of
     * one pair cannot both create.
     */
    static Upserted upsert(org.neo4j.graphdb.Transaction tx, Node from, Node to, RelationshipType type, Props p,
                           ZonedDateTime now) {
        tx.acquireWriteLock(from);
        Relationship r = find(from, to, type);
        if (r == null) {
            r = from.createRelationshipTo(to, type);
            r.setProperty("strength", p.strength() == null ? DEFAULT_STRENGTH : p.strength());
            r.setProperty("confidence", p.confidence() == null ? DEFAULT_CONFIDENCE : p.confidence());
            r.setProperty("source", p.source() == null ? DEFAULT_SOURCE : p.source());
            r.setProperty("by", p.by() == null ? DEFAULT_BY : p.by());
            if (p.reason() != null) r.setProperty("reason", p.reason());
            r.setProperty("at", now);
            return new Upserted(r, true);
        }
        if (p.strength() != null) r.setProperty("strength", p.strength());
        if (p.confidence() != null) r.setProperty("confidence", p.confidence());
        if (p.source() != null) r.setProperty("source", p.source());
        if (p.by() != null) r.setProperty("by", p.by());
        if (p.reasonGiven()) {
            if (p.reason() == null) r.removeProperty("reason");
            else r.setProperty("reason", p.reason());
        }
        r.setProperty("updated_at", now);
        return new Upserted(r, false);
    }

    /**
     * A capture link of memlineage.lineage.record ({@code follows}, {@code result_of}): source 'capture',
     * strength and confidence 1.0, no {@code by}. An existing one is left as it is.
     */
    static boolean capture(Node from, Node to, RelationshipType type, ZonedDateTime now, boolean fromIsNew) {
        if (!fromIsNew && find(from, to, type) != null) return false;
        Relationship r = from.createRelationshipTo(to, type);
        r.setProperty("source", "capture");
        r.setProperty("strength", 1.0);
        r.setProperty("confidence", 1.0);
        r.setProperty("at", now);
        return true;
    }

    /** The relation map relate yields: from, to, type, strength, confidence, source, by, reason, at, created. */
    static Map<String, Object> map(Relationship r, boolean created) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("from", r.getStartNode().getProperty("id"));
        out.put("to", r.getEndNode().getProperty("id"));
        out.put("type", r.getType().name());
        out.put("strength", strength(r));
        out.put("confidence", confidence(r));
        out.put("source", r.getProperty("source", null));
        out.put("by", r.getProperty("by", null));
        out.put("reason", r.getProperty("reason", null));
        out.put("at", epochMillis(r.getProperty("at", null)));
        out.put("created", created);
        return out;
    }

    static double strength(Relationship r) {
        return r.getProperty("strength", null) instanceof Number n ? n.doubleValue() : DEFAULT_STRENGTH;
    }

    static double confidence(Relationship r) {
        return r.getProperty("confidence", null) instanceof Number n ? n.doubleValue() : DEFAULT_CONFIDENCE;
    }

    static Long epochMillis(Object value) {
        return value instanceof ZonedDateTime z ? z.toInstant().toEpochMilli() : null;
    }
}
