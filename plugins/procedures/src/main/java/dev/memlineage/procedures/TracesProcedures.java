package dev.memlineage.procedures;

import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.neo4j.graphdb.Direction;
import org.neo4j.graphdb.Node;
import org.neo4j.graphdb.Relationship;
import org.neo4j.graphdb.RelationshipType;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Name;
import org.neo4j.procedure.Procedure;

/**
 * memlineage.traces.*: memory traces beyond derivation, within one namespace.
 *
 * <ul>
 *   <li>Evolution: a newer memory supersedes an older one; the older keeps its lineage and history but
 *       leaves recall ({@code supersede}, bodies: the Cypher files {@code traces/supersede_cycle} and
 *       {@code traces/supersede}); {@code replace} records the new version and supersedes (and optionally
 *       invalidates) the old one in one transaction; {@code versions} walks the SUPERSEDES chain.</li>
 *   <li>Typed associations ({@link Associations}): SUPPORTS, CONTRADICTS, RELATED_TO, FOLLOWS, RESULT_OF
 *       ({@code relate}, {@code relateAll}, {@code unrelate}, {@code relations}).</li>
 *   <li>Conflicts and their review queue ({@link Conflicts}): {@code openConflict}, {@code resolve},
 *       {@code dismiss}, {@code conflicts}.</li>
 * </ul>
 *
 * Every write procedure checks all of its arguments and resolves every node it touches before its first
 * write, so a refused call writes nothing.
 */
public class TracesProcedures extends CypherProcedures {
    private static final RelationshipType SUPERSEDES = RelationshipType.withName("SUPERSEDES");

    // ------------------------------------------------------------------------------------- supersede
    public record SupersedeRow(
            @Description("The replaced cell.") String old,
            @Description("The cell that replaces it.") String replacement,
            @Description("The old cell's status now.") String oldStatus) {}

    @Procedure(name = "memlineage.traces.supersede", mode = Mode.WRITE)
    @Description("Evolution: a newer memory replaces an older one (preference changed, fact corrected). The old "
            + "memory keeps its lineage and history but becomes superseded and leaves recall.")
    public Stream<SupersedeRow> supersede(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "old", description = "Id of the memory being replaced") String oldId,
            @Name(value = "replacement", description = "Id of the memory replacing it") String newId,
            @Name(value = "reason", defaultValue = "", description = "Why") String reason,
            @Name(value = "by", defaultValue = "unknown", description = "Who") String by) {
        requireCell(namespace, oldId);
        requireCell(namespace, newId);
        Map<String, Object> params = Map.of("namespace", namespace, "oldId", oldId, "newId", newId,
                "reason", reason == null ? "" : reason, "by", Validation.text(by, "by", 256));
        requireNoEvolutionCycle(params, oldId, newId);
        return run("traces/supersede", params, row -> new SupersedeRow(
                (String) row.get("old"), (String) row.get("new"), (String) row.get("oldStatus")));
    }

    /** Cycle if {@code newId} superseding {@code oldId} would close an evolution loop (traces/supersede_cycle). */
    private void requireNoEvolutionCycle(Map<String, Object> params, String oldId, String newId) {
        boolean cycle = run("traces/supersede_cycle", params).map(r -> Boolean.TRUE.equals(r.get("cycle")))
                .findFirst().orElse(false);
        if (cycle) {
            throw MemLineageException.of(ErrorCode.CYCLE, Messages.SUPERSEDE_CYCLE.formatted(newId, oldId),
                    Map.of("cycle", List.of(newId, oldId)));
        }
    }

    // --------------------------------------------------------------------------------------- replace
    public record ReplaceRow(
            @Description("The new version, as recorded.") Node cell,
            @Description("Id of the version it replaced (now superseded).") String superseded,
            @Description("With invalidate: what memlineage.contamination.invalidate yields for the old version, as a map "
                    + "{invalidation, cell, contaminated, byDepth}; otherwise null.") Map<String, Object> invalidation) {}

    @Procedure(name = "memlineage.traces.replace", mode = Mode.WRITE)
    @Description("Atomic evolution: in one transaction, record a new version of a memory (the cell map of "
            + "memlineage.lineage.record, checked the same way; `parents` defaults to the old version's parents when the "
            + "key is absent), add (new)-[:SUPERSEDES {at, reason, by}]->(old) and mark the old version superseded as "
            + "memlineage.traces.supersede does, and with invalidate also invalidate the old version exactly as "
            + "memlineage.contamination.invalidate does. Refuses, writing nothing: an unknown old id (CellNotFound), an "
            + "old version already superseded (CellState), a new id already stored (IdConflict), a bad cell map, and a "
            + "missing reason when invalidating.")
    public Stream<ReplaceRow> replace(
            @Name(value = "namespace", description = "Tenant/agent namespace; never crossed") String namespace,
            @Name(value = "oldId", description = "Id of the version being replaced") String oldId,
            @Name(value = "cell", description = "The new version: a cell map as memlineage.lineage.record takes it (id, kind, "
                    + "content, ...); without a `parents` key it derives from the old version's parents") Map<String, Object> cell,
            @Name(value = "reason", defaultValue = "", description = "Why (on the SUPERSEDES edge and, with invalidate, the "
                    + "invalidation; required then)") String reason,
            @Name(value = "by", defaultValue = "unknown", description = "Who or what replaced it") String by,
            @Name(value = "invalidate", defaultValue = "false", description = "Also invalidate the old version (it was "
                    + "wrong, not merely outdated): it and everything derived from it leave recall") boolean invalidate) {
        String ns = Validation.namespace(namespace);
        Node old = requireCell(ns, oldId);
        String who = Validation.text(by, "by", Associations.MAX_BY);
        String why = invalidate ? Validation.text(reason, "reason", Associations.MAX_REASON)
                : reasonOrEmpty(reason);
        Validation.cell(cell, Validation.now()); // the shape first: a bad map is the caller's first mistake to hear about
        Map<String, Object> version = new LinkedHashMap<>(cell);
        if (!version.containsKey("parents")) {
            List<String> parents = new ArrayList<>();
            try (var rels = old.getRelationships(Direction.OUTGOING, LineageWalk.DERIVED_FROM)) {
                for (Relationship r : rels) {
                    Node parent = r.getEndNode();
                    if (ns.equals(parent.getProperty("namespace", null))) parents.add((String) parent.getProperty("id"));
                }
            }
            version.put("parents", parents);
        }
        tx.acquireWriteLock(old); // two replacements of one version: the second waits, then sees it superseded
        ContaminationProcedures.requireNotErased(old);
        requireNotSuperseded(ns, old);
        LineageWriter writer = new LineageWriter(tx);
        LineageWriter.Plan plan = writer.prepare(ns, List.of(version), List.of());
        String newId = (String) version.get("id");
        if (!plan.existing.isEmpty()) {
            throw MemLineageException.of(ErrorCode.ID_CONFLICT, Messages.REPLACEMENT_EXISTS.formatted(newId, ns),
                    Map.of("id", newId, "namespace", ns));
        }
        // checked: write
        Node created = writer.write(plan).created().get(newId);
        String oldKey = (String) old.getProperty("id");
        execute("traces/supersede", Map.of("namespace", ns, "oldId", oldKey, "newId", newId, "reason", why, "by", who));
        Map<String, Object> invalidation = invalidate
                ? ContaminationProcedures.asMap(ContaminationProcedures.invalidate(tx, old, why, who)) : null;
        return Stream.of(new ReplaceRow(created, oldKey, invalidation));
    }

    /** CellState if {@code old} was superseded already (its base status says so, or a newer version points at it). */
    private static void requireNotSuperseded(String ns, Node old) {
        requireNotSuperseded(ns, old, null);
    }

    /** The same, except that a supersession by {@code allowed} (a cell id, or null) is not counted. */
    private static void requireNotSuperseded(String ns, Node old, String allowed) {
        String newer = null;
        boolean byAllowed = false;
        try (var rels = old.getRelationships(Direction.INCOMING, SUPERSEDES)) {
            for (Relationship r : rels) {
                Node n = r.getStartNode();
                if (allowed != null && allowed.equals(n.getProperty("id", null))) {
                    byAllowed = true;
                    continue;
                }
                if (ns.equals(n.getProperty("namespace", null))) {
                    newer = (String) n.getProperty("id");
                    break;
                }
            }
        }
        if (newer != null || (!byAllowed && "superseded".equals(old.getProperty("base_status", null)))) {
            String id = (String) old.getProperty("id");
            throw MemLineageException.of(ErrorCode.CELL_STATE, Messages.ALREADY_SUPERSEDED.formatted(id, ns,
                    newer == null ? "" : " by '" + newer + "'"), Map.of("id", id, "namespace", ns));
        }
    }

    private static String reasonOrEmpty(String reason) {
        String r = Validation.optionalText(reason, "reason", Associations.MAX_REASON);
        return r == null ? "" : r;
    }

    // -------------------------------------------------------------------------------------- versions
    public record VersionRow(
            @Description("A version of the memory.") Node cell,
            @Description("Its place relative to the given cell: 0 for it, -1 the version it replaced, +1 the version that "
                    + "replaced it, and so on.") long offset,
            @Description("When this version was superseded (epoch milliseconds of the SUPERSEDES edge from its next newer "
                    + "version, the earliest if several); null for the newest.") Long at) {}

    @Procedure(name = "memlineage.traces.versions", mode = Mode.READ)
    @Description("The evolution of a memory: its SUPERSEDES chain both ways, oldest first, each version once with its "
            + "offset (0 = the given cell, negative = older, positive = newer) and when it was superseded. Follows "
            + "chains of any length and never loops.")
    public Stream<VersionRow> versions(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Id of any version") String id) {
        String ns = Validation.namespace(namespace);
        Node start = requireCell(ns, id);
        List<VersionRow> rows = new ArrayList<>();
        rows.add(new VersionRow(start, 0, supersededAt(ns, start)));
        Set<Node> seen = new HashSet<>();
        seen.add(start);
        walkVersions(ns, start, Direction.OUTGOING, -1, seen, rows); // (cell)-[:SUPERSEDES]->(older)
        walkVersions(ns, start, Direction.INCOMING, 1, seen, rows);  // (newer)-[:SUPERSEDES]->(cell)
        rows.sort(Comparator.comparingLong(VersionRow::offset)
                .thenComparing(r -> (String) r.cell().getProperty("id")));
        return rows.stream();
    }

    /** BFS one way along SUPERSEDES: each version once, at its distance ({@code step} per hop). */
    private static void walkVersions(String ns, Node start, Direction direction, int step, Set<Node> seen,
                                     List<VersionRow> rows) {
        ArrayDeque<Node> level = new ArrayDeque<>(List.of(start));
        long offset = 0;
        while (!level.isEmpty()) {
            offset += step;
            ArrayDeque<Node> next = new ArrayDeque<>();
            for (Node node : level) {
                try (var rels = node.getRelationships(direction, SUPERSEDES)) {
                    for (Relationship r : rels) {
                        Node other = r.getOtherNode(node);
                        if (!other.hasLabel(MEMCELL) || !ns.equals(other.getProperty("namespace", null)) || !seen.add(other)) {
                            continue;
                        }
                        rows.add(new VersionRow(other, offset, supersededAt(ns, other)));
                        next.add(other);
                    }
                }
            }
            level = next;
        }
    }

    /** Epoch ms of the earliest SUPERSEDES edge from a newer version of this namespace, or null. */
    private static Long supersededAt(String ns, Node cell) {
        Long at = null;
        try (var rels = cell.getRelationships(Direction.INCOMING, SUPERSEDES)) {
            for (Relationship r : rels) {
                if (!ns.equals(r.getStartNode().getProperty("namespace", null))) continue;
                Long t = Associations.epochMillis(r.getProperty("at", null));
                if (t != null && (at == null || t < at)) at = t;
            }
        }
        return at;
    }

    // ---------------------------------------------------------------------------------- associations
    public record RelationRow(
            @Description("The relation as stored: {from, to, type, strength, confidence, source, by, reason, at (epoch "
                    + "milliseconds), created (true if this call created it, false if it updated it)}.")
                    Map<String, Object> relation) {}

    @Procedure(name = "memlineage.traces.relate", mode = Mode.WRITE)
    @Description("Relate two memories of a namespace: (from)-[:TYPE]->(to) with TYPE one of SUPPORTS, CONTRADICTS, "
            + "RELATED_TO, FOLLOWS, RESULT_OF, and strength, confidence, source, by, reason, at. One relationship per "
            + "(from, to, type): relating again updates the properties given (keeping `at`, stamping `updated_at`). "
            + "Refuses, writing nothing: an unknown type or property, a value out of range, a self-link (InvalidInput), "
            + "an end not stored in the namespace (CellNotFound).")
    public Stream<RelationRow> relate(
            @Name(value = "namespace", description = "Tenant/agent namespace; never crossed") String namespace,
            @Name(value = "from", description = "Id of the cell the relation starts at") String from,
            @Name(value = "to", description = "Id of the cell it points at") String to,
            @Name(value = "type", description = "SUPPORTS, CONTRADICTS, RELATED_TO, FOLLOWS or RESULT_OF (upper case)") String type,
            @Name(value = "props", defaultValue = "{}", description = "{strength: 0.5, confidence: 1.0 (both finite, in "
                    + "[0, 1]), source: 'user' (user, judge, co-use, capture), by: 'unknown' (<= 256 characters), reason "
                    + "(optional, <= 2000; '' clears it)}; on an update only the keys given change") Map<String, Object> props) {
        String ns = Validation.namespace(namespace);
        String fromId = Validation.id(from, "from id");
        String toId = Validation.id(to, "to id");
        RelationshipType relType = Associations.type(type);
        Associations.Props p = Associations.props(props);
        if (fromId.equals(toId)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.SELF_RELATION.formatted(fromId), Map.of("id", fromId));
        }
        Map<String, Node> cells = requireCells(ns, List.of(fromId, toId));
        var done = Associations.upsert(tx, cells.get(fromId), cells.get(toId), relType, p, Validation.now());
        return Stream.of(new RelationRow(Associations.map(done.relationship(), done.created())));
    }

    public record RelateAllRow(
            @Description("Relations created.") long created,
            @Description("Relations that existed and were updated.") long updated) {}

    @Procedure(name = "memlineage.traces.relateAll", mode = Mode.WRITE)
    @Description("memlineage.traces.relate for a batch, all or nothing: every map is checked and every cell resolved "
            + "before the first write; at most 50,000 relations. A pair and type given twice is created, then updated.")
    public Stream<RelateAllRow> relateAll(
            @Name(value = "namespace", description = "Tenant/agent namespace; never crossed") String namespace,
            @Name(value = "relations", description = "List of maps {from, to, type[, strength, confidence, source, by, "
                    + "reason]}, each as relate takes them") List<Map<String, Object>> relations) {
        String ns = Validation.namespace(namespace);
        if (relations == null) relations = List.of();
        if (relations.size() > Validation.MAX_BATCH) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.TOO_MANY_RELATIONS.formatted(Validation.MAX_BATCH,
                    relations.size()), Map.of());
        }
        record Checked(String from, String to, RelationshipType type, Associations.Props props) {}
        List<Checked> checked = new ArrayList<>(relations.size());
        Set<String> ids = new java.util.LinkedHashSet<>();
        for (Object raw : relations) {
            Map<String, Object> m = Validation.map(raw, "each relation");
            Validation.knownKeys(m, Associations.BATCH_KEYS, Messages.RELATION_PROPERTY_UNKNOWN);
            String fromId = Validation.id(m.get("from"), "from id");
            String toId = Validation.id(m.get("to"), "to id");
            RelationshipType relType = Associations.type(m.get("type"));
            if (fromId.equals(toId)) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.SELF_RELATION.formatted(fromId), Map.of("id", fromId));
            }
            checked.add(new Checked(fromId, toId, relType, Associations.checked(m)));
            ids.add(fromId);
            ids.add(toId);
        }
        Map<String, Node> cells = requireCells(ns, new ArrayList<>(ids));
        var now = Validation.now();
        long created = 0;
        for (Checked c : checked) {
            if (Associations.upsert(tx, cells.get(c.from()), cells.get(c.to()), c.type(), c.props(), now).created()) created++;
        }
        return Stream.of(new RelateAllRow(created, checked.size() - created));
    }

    public record UnrelateRow(@Description("Relationships removed: 1, or 0 when there was none.") long removed) {}

    @Procedure(name = "memlineage.traces.unrelate", mode = Mode.WRITE)
    @Description("Remove the (from)-[:TYPE]->(to) relation (0 when there is none). An unknown type is InvalidInput, "
            + "an end not stored in the namespace CellNotFound.")
    public Stream<UnrelateRow> unrelate(
            @Name(value = "namespace", description = "Tenant/agent namespace; never crossed") String namespace,
            @Name(value = "from", description = "Id of the cell the relation starts at") String from,
            @Name(value = "to", description = "Id of the cell it points at") String to,
            @Name(value = "type", description = "SUPPORTS, CONTRADICTS, RELATED_TO, FOLLOWS or RESULT_OF") String type) {
        String ns = Validation.namespace(namespace);
        String fromId = Validation.id(from, "from id");
        String toId = Validation.id(to, "to id");
        RelationshipType relType = Associations.type(type);
        Map<String, Node> cells = requireCells(ns, List.of(fromId, toId));
        tx.acquireWriteLock(cells.get(fromId));
        long removed = 0;
        try (var rels = cells.get(fromId).getRelationships(Direction.OUTGOING, relType)) {
            for (Relationship r : rels) {
                if (r.getEndNode().equals(cells.get(toId))) {
                    r.delete();
                    removed++;
                }
            }
        }
        return Stream.of(new UnrelateRow(removed));
    }

    public record RelationsRow(
            @Description("SUPPORTS, CONTRADICTS, RELATED_TO, FOLLOWS or RESULT_OF.") String type,
            @Description("`out` if the given cell is the relation's start, `in` if it is its end.") String direction,
            @Description("The cell at the other end.") Node cell,
            @Description("In [0, 1] (0.5 when not stored).") double strength,
            @Description("In [0, 1] (1.0 when not stored).") double confidence,
            @Description("user, judge, co-use or capture.") String source,
            @Description("Who asserted it; null for capture links recorded by memlineage.lineage.record.") String by,
            @Description("Why, if given.") String reason,
            @Description("When it was created (epoch milliseconds).") Long at) {}

    @Procedure(name = "memlineage.traces.relations", mode = Mode.READ)
    @Description("The typed relations of a memory (never DERIVED_FROM or SUPERSEDES), with the cell at the other end, "
            + "strongest first, then by that cell's id.")
    public Stream<RelationsRow> relations(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "id", description = "Cell id") String id,
            @Name(value = "types", defaultValue = "[]", description = "Relation types to list; null or [] for all five")
                    List<String> types,
            @Name(value = "direction", defaultValue = "both", description = "out (the cell is the start), in (the end) or both")
                    String direction) {
        String ns = Validation.namespace(namespace);
        Node cell = requireCell(ns, id);
        List<RelationshipType> wanted = new ArrayList<>();
        for (Object t : types == null || types.isEmpty() ? Associations.TYPES : types) {
            RelationshipType rt = Associations.type(t);
            if (!wanted.contains(rt)) wanted.add(rt);
        }
        Direction dir = switch (direction == null ? "" : direction) {
            case "out" -> Direction.OUTGOING;
            case "in" -> Direction.INCOMING;
            case "both" -> Direction.BOTH;
            default -> throw MemLineageException.of(ErrorCode.INVALID_INPUT,
                    Messages.DIRECTION_UNKNOWN.formatted(Validation.quote(direction)), Map.of());
        };
        List<RelationsRow> rows = new ArrayList<>();
        try (var rels = cell.getRelationships(dir, wanted.toArray(RelationshipType[]::new))) {
            for (Relationship r : rels) {
                Node other = r.getOtherNode(cell);
                if (!other.hasLabel(MEMCELL) || !ns.equals(other.getProperty("namespace", null))) continue;
                rows.add(new RelationsRow(r.getType().name(), r.getStartNode().equals(cell) ? "out" : "in", other,
                        Associations.strength(r), Associations.confidence(r), (String) r.getProperty("source", null),
                        (String) r.getProperty("by", null), (String) r.getProperty("reason", null),
                        Associations.epochMillis(r.getProperty("at", null))));
            }
        }
        rows.sort(Comparator.comparingDouble(RelationsRow::strength).reversed()
                .thenComparing(r -> (String) r.cell().getProperty("id"))
                .thenComparing(RelationsRow::type).thenComparing(RelationsRow::direction));
        return rows.stream();
    }

    /** Each id's cell in {@code ns}; CellNotFound naming every id that is not stored there. */
    private Map<String, Node> requireCells(String ns, List<String> ids) {
        Map<String, Node> found = new HashMap<>();
        List<String> missing = new ArrayList<>();
        for (String id : ids) {
            if (found.containsKey(id) || missing.contains(id)) continue;
            Node node = findCell(tx, ns, id);
            if (node == null) missing.add(id);
            else found.put(id, node);
        }
        if (!missing.isEmpty()) {
            throw MemLineageException.of(ErrorCode.CELL_NOT_FOUND, Messages.CELL_NOT_FOUND.formatted(
                    LineageWriter.preview(missing), ns), Map.of("ids", missing, "namespace", ns));
        }
        return found;
    }

    // ------------------------------------------------------------------------------------- conflicts
    public record OpenConflictRow(
            @Description("The conflict: {id, namespace, status, kind, evidence, confidence, source, by, at, rule, winner, "
                    + "loser, resolved_by, resolved_at, reason, cells} (timestamps as epoch milliseconds, null when unset; "
                    + "cells: the ids it concerns).") Map<String, Object> conflict,
            @Description("True if this call opened it; false if an open conflict of that kind between the same cells "
                    + "(either order) already existed and is returned instead.") boolean created) {}

    @Procedure(name = "memlineage.traces.openConflict", mode = Mode.WRITE)
    @Description("Put a conflict on the review queue: a contradiction between two memories (also relating them "
            + "(a)-[:CONTRADICTS]->(b) if they are not yet), or a low_confidence flag on one. Returns the open conflict "
            + "already there between the same cells instead of a second one.")
    public Stream<OpenConflictRow> openConflict(
            @Name(value = "namespace", description = "Tenant/agent namespace; never crossed") String namespace,
            @Name(value = "a", description = "Id of the (first) cell") String a,
            @Name(value = "b", description = "Id of the cell contradicting it; null for kind low_confidence") String b,
            @Name(value = "props", defaultValue = "{}", description = "{kind: 'contradiction' | 'low_confidence', evidence "
                    + "(<= 2000 characters), confidence: 1.0 (in [0, 1]), source: 'user' (user, judge, co-use, capture), by: "
                    + "'unknown', id (optional; default a generated time-ordered cf-<uuidv7>)}") Map<String, Object> props) {
        String ns = Validation.namespace(namespace);
        Map<String, Object> p = props == null ? Map.of() : props;
        Validation.knownKeys(p, Conflicts.PROP_KEYS, Messages.CONFLICT_PROPERTY_UNKNOWN);
        Object kindValue = p.get("kind") == null ? Conflicts.CONTRADICTION : p.get("kind");
        if (!(kindValue instanceof String kind) || !Conflicts.KINDS.contains(kind)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.CONFLICT_KIND_UNKNOWN.formatted(
                    Validation.quote(kindValue), String.join(", ", Conflicts.KINDS)), Map.of());
        }
        String aId = Validation.id(a, "cell id a");
        List<String> ids = new ArrayList<>(List.of(aId));
        if (kind.equals(Conflicts.CONTRADICTION)) {
            String bId = Validation.id(b, "cell id b");
            if (bId.equals(aId)) {
                throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.CONFLICT_SAME_CELL.formatted(aId), Map.of("id", aId));
            }
            ids.add(bId);
        } else if (b != null) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.CONFLICT_ONE_CELL.formatted(Validation.quote(b)),
                    Map.of());
        }
        String evidence = Validation.optionalText(p.get("evidence"), "evidence", Conflicts.MAX_EVIDENCE);
        double confidence = Validation.unitNumber(p.get("confidence"), "confidence", 1.0);
        String source = p.get("source") == null ? Associations.DEFAULT_SOURCE : Associations.source(p.get("source"));
        String who = p.get("by") == null ? Associations.DEFAULT_BY : Validation.text(p.get("by"), "by", Associations.MAX_BY);
        String givenId = p.get("id") == null ? null : Validation.id(p.get("id"), "conflict id");
        Map<String, Node> found = requireCells(ns, ids);
        List<Node> cells = new ArrayList<>();
        for (String id : ids) cells.add(found.get(id));

        // one open conflict per pair: concurrent openers of the same pair queue on the cells' locks
        cells.stream().sorted(Comparator.comparing(Node::getElementId)).forEach(tx::acquireWriteLock);
        Node existing = Conflicts.openBetween(ns, kind, cells);
        if (existing != null) return Stream.of(new OpenConflictRow(Conflicts.map(existing), false));
        String conflictId = givenId == null ? Conflicts.newId() : givenId;
        if (givenId != null && Conflicts.find(tx, ns, givenId) != null) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.CONFLICT_ID_TAKEN.formatted(givenId, ns),
                    Map.of("id", givenId));
        }
        // checked: write
        ZonedDateTime now = Validation.now();
        Node conflict = tx.createNode();
        conflict.setProperty("namespace", ns);
        conflict.setProperty("id", conflictId);
        conflict.setProperty("status", Conflicts.OPEN);
        conflict.setProperty("kind", kind);
        if (evidence != null) conflict.setProperty("evidence", evidence);
        conflict.setProperty("confidence", confidence);
        conflict.setProperty("source", source);
        conflict.setProperty("by", who);
        conflict.setProperty("at", now);
        conflict.addLabel(Conflicts.CONFLICT);
        for (int i = 0; i < cells.size(); i++) {
            conflict.createRelationshipTo(cells.get(i), Conflicts.BETWEEN).setProperty("side", i == 0 ? "a" : "b");
        }
        if (kind.equals(Conflicts.CONTRADICTION) && Associations.find(cells.get(0), cells.get(1), Associations.CONTRADICTS) == null) {
            Associations.upsert(tx, cells.get(0), cells.get(1), Associations.CONTRADICTS,
                    new Associations.Props(1.0, confidence, source, who, evidence, evidence != null), now);
        }
        return Stream.of(new OpenConflictRow(Conflicts.map(conflict), true));
    }

    public record ConflictRow(
            @Description("The conflict after the call (same keys as openConflict yields).") Map<String, Object> conflict) {}

    @Procedure(name = "memlineage.traces.resolve", mode = Mode.WRITE)
    @Description("Resolve an open conflict by keeping one of its cells. For a contradiction the other cell (the loser) "
            + "is superseded by the winner as memlineage.traces.supersede does; for low_confidence, keeping the cell "
            + "confirms it (its confidence becomes 1.0). The conflict becomes resolved with winner, loser, rule, "
            + "resolved_by, resolved_at and reason. A conflict no longer open is ConflictState; a keep that is not one of "
            + "its cells InvalidInput; a cell of it superseded meanwhile CellState (resolve between the newest versions).")
    public Stream<ConflictRow> resolve(
            @Name(value = "namespace", description = "Tenant/agent namespace; never crossed") String namespace,
            @Name(value = "conflictId", description = "Id of the conflict, as openConflict returned it") String conflictId,
            @Name(value = "keep", description = "Id of the cell to keep: the winner") String keep,
            @Name(value = "reason", defaultValue = "", description = "Why (kept on the conflict and the SUPERSEDES edge)") String reason,
            @Name(value = "by", defaultValue = "unknown", description = "Who resolved it") String by,
            @Name(value = "rule", defaultValue = "review", description = "The rule that decided it, e.g. review, newest, "
                    + "higher_confidence (<= 256 characters)") String rule) {
        String ns = Validation.namespace(namespace);
        Node conflict = Conflicts.require(tx, ns, conflictId);
        String keepId = Validation.id(keep, "keep");
        String why = reasonOrEmpty(reason);
        String who = Validation.text(by, "by", Associations.MAX_BY);
        String decidedBy = rule == null ? Conflicts.DEFAULT_RULE : Validation.text(rule, "rule", Associations.MAX_BY);
        tx.acquireWriteLock(conflict);
        Conflicts.requireOpen(conflict);
        String id = (String) conflict.getProperty("id");
        List<Node> cells = Conflicts.cells(conflict);
        if (cells.size() != Conflicts.arity(conflict)) {
            throw MemLineageException.of(ErrorCode.INTERNAL, Messages.CONFLICT_CELLS_MISSING.formatted(id,
                    Conflicts.arity(conflict), cells.size()), Map.of("id", id, "namespace", ns));
        }
        Node winner = null;
        Node loser = null;
        List<String> cellIds = new ArrayList<>();
        for (Node c : cells) {
            cellIds.add((String) c.getProperty("id"));
            if (keepId.equals(c.getProperty("id"))) winner = c;
            else loser = c;
        }
        if (winner == null) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.CONFLICT_KEEP_UNKNOWN.formatted(keepId, id,
                    String.join(", ", cellIds)), Map.of("id", keepId));
        }
        // neither side may have been superseded meanwhile (by another resolution, replace or supersede): keeping an
        // old version, or superseding one a second time, would branch its SUPERSEDES chain
        requireNotSuperseded(ns, winner);
        Map<String, Object> supersession = null;
        if (loser != null) {
            requireNotSuperseded(ns, loser, keepId);  // already superseded by the winner: the same edge, no branch
            supersession = Map.of("namespace", ns, "oldId", loser.getProperty("id"), "newId", keepId, "reason", why, "by", who);
            requireNoEvolutionCycle(supersession, (String) loser.getProperty("id"), keepId);
        }
        // checked: write
        if (supersession != null) {
            execute("traces/supersede", supersession);
        } else {
            winner.removeProperty("confidence"); // confirmed: 1.0, the default, which is not stored (schema/README.md)
        }
        ZonedDateTime now = Validation.now();
        Conflicts.close(conflict, Conflicts.RESOLVED, who, why.isEmpty() ? null : why, now);
        conflict.setProperty("winner", keepId);
        if (loser != null) conflict.setProperty("loser", loser.getProperty("id"));
        conflict.setProperty("rule", decidedBy);
        return Stream.of(new ConflictRow(Conflicts.map(conflict)));
    }

    @Procedure(name = "memlineage.traces.dismiss", mode = Mode.WRITE)
    @Description("Dismiss an open conflict (not a real one): it becomes dismissed with resolved_by, resolved_at and "
            + "reason; its cells are left as they are. A conflict no longer open is ConflictState.")
    public Stream<ConflictRow> dismiss(
            @Name(value = "namespace", description = "Tenant/agent namespace; never crossed") String namespace,
            @Name(value = "conflictId", description = "Id of the conflict") String conflictId,
            @Name(value = "reason", defaultValue = "", description = "Why (kept on the conflict)") String reason,
            @Name(value = "by", defaultValue = "unknown", description = "Who dismissed it") String by) {
        String ns = Validation.namespace(namespace);
        Node conflict = Conflicts.require(tx, ns, conflictId);
        String why = reasonOrEmpty(reason);
        String who = Validation.text(by, "by", Associations.MAX_BY);
        tx.acquireWriteLock(conflict);
        Conflicts.requireOpen(conflict);
        Conflicts.close(conflict, Conflicts.DISMISSED, who, why.isEmpty() ? null : why, Validation.now());
        return Stream.of(new ConflictRow(Conflicts.map(conflict)));
    }

    public record ConflictsRow(
            @Description("The conflict (same keys as openConflict yields).") Map<String, Object> conflict,
            @Description("The cells it concerns (a first, then b).") List<Node> cells) {}

    @Procedure(name = "memlineage.traces.conflicts", mode = Mode.READ)
    @Description("The review queue: a namespace's conflicts with the given status, newest first, each with its cells.")
    public Stream<ConflictsRow> conflicts(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace,
            @Name(value = "status", defaultValue = "open", description = "open, resolved, dismissed or all") String status) {
        String ns = Validation.namespace(namespace);
        boolean all = "all".equals(status);
        if (!all && !Conflicts.STATUSES.contains(status)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.CONFLICT_STATUS_UNKNOWN.formatted(
                    String.join(", ", Conflicts.STATUSES) + ", all", Validation.quote(status)), Map.of());
        }
        List<Node> found = new ArrayList<>();
        try (var nodes = all ? tx.findNodes(Conflicts.CONFLICT, "namespace", ns)
                : tx.findNodes(Conflicts.CONFLICT, "namespace", ns, "status", status)) { // index of V0006
            nodes.forEachRemaining(found::add);
        }
        found.sort(Comparator.comparing((Node c) -> Associations.epochMillis(c.getProperty("at", null)),
                        Comparator.nullsLast(Comparator.reverseOrder()))
                .thenComparing(c -> (String) c.getProperty("id"), Comparator.reverseOrder()));
        return found.stream().map(c -> new ConflictsRow(Conflicts.map(c), Conflicts.cells(c)));
    }
}
