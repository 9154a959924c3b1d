package dev.memlineage.procedures;

import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
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
 * memlineage.erase.*: removing what a memory said while keeping that it existed.
 *
 * <ul>
 *   <li>{@code cells}: each erased memory becomes a <em>tombstone</em>: every property but {@link #KEPT}
 *       (id, namespace, kind, times, layer) is removed — content, generation context, tags, source,
 *       confidence, importance, usage — its MENTIONS edges are deleted, and it gets {@code status} and
 *       {@code base_status} {@code erased} with {@code erased_at}, {@code erased_by}, {@code erased_reason}.
 *       Its lineage edges stay, so every descendant's trace still shows "derived from an erased memory".
 *       Entities left with no mention are deleted (their name came from erased content). Conflicts about an
 *       erased memory lose their evidence text and, if open, are dismissed. {@code indexed} becomes false:
 *       the client then deletes the PostgreSQL row and marks it true again (reconcile finishes the job if
 *       the client stopped between the two).</li>
 *   <li>{@code namespace}: a tenant removed entirely, one batch of nodes per call.</li>
 * </ul>
 *
 * A tombstone can never regain content: re-recording its id with content is an IdConflict (its content
 * differs from the stored none), replacing or invalidating it is CellState.
 */
public class EraseProcedures extends CypherProcedures {
    /** The properties a tombstone keeps (besides the erased_* ones it gains). */
    static final Set<String> KEPT = Set.of("id", "namespace", "kind", "created_at", "updated_at", "layer");
    static final List<String> CASCADES = List.of("keep", "contaminate", "erase");
    private static final Set<String> SELECTOR_KEYS = Set.of("source", "tag", "entity");
    private static final RelationshipType MENTIONS = RelationshipType.withName("MENTIONS");
    private static final RelationshipType BETWEEN = RelationshipType.withName("BETWEEN");
    static final int MAX_IDS = 50_000;

    /** Whether a status is the tombstone's (contamination and restore leave such a cell alone). */
    static boolean erased(Object status) {
        return "erased".equals(status);
    }

    public record EraseRow(
            @Description("Ids of the memories this call erased (already erased ones are left out).") List<String> erased,
            @Description("With cascade contaminate: the descendants newly contaminated.") long contaminated,
            @Description("With cascade contaminate: the invalidation events recorded, one per erased memory that had "
                    + "descendants to contaminate.") List<String> invalidations,
            @Description("Entities deleted because no memory mentions them any more.") long entitiesRemoved) {}

    @Procedure(name = "memlineage.erase.cells", mode = Mode.WRITE)
    @Description("Erase memories, by id and/or by a selector {source, tag, entity}: each becomes a tombstone that keeps "
            + "only id, kind, times and layer plus erased_at, erased_by and erased_reason (status erased); content, "
            + "generation context and every other content-bearing property, and its MENTIONS edges, are removed; "
            + "entities left unmentioned are deleted; lineage edges stay, so descendants' traces show the erased "
            + "parent. cascade: keep (descendants untouched), contaminate (an invalidation from each erased memory "
            + "contaminates its descendants), erase (descendants erased too). Refuses, writing nothing: an unknown "
            + "id (CellNotFound), a bad selector, cascade, reason or by (InvalidInput). Memories already erased are "
            + "skipped.")
    public Stream<EraseRow> cells(
            @Name(value = "namespace", description = "Tenant/agent namespace; never crossed") String namespace,
            @Name(value = "ids", description = "Ids of the memories to erase (may be empty when a selector is given)") List<String> ids,
            @Name(value = "selector", description = "Also erase the memories matching all of the given keys: source, tag, "
                    + "entity (a name they mention); {} for none") Map<String, Object> selector,
            @Name(value = "reason", description = "Why (kept on the tombstone)") String reason,
            @Name(value = "by", defaultValue = "unknown", description = "Who erased them") String by,
            @Name(value = "cascade", defaultValue = "keep", description = "What happens to descendants: keep, "
                    + "contaminate or erase") String cascade) {
        String ns = Validation.namespace(namespace);
        String why = Validation.text(reason, "reason", Associations.MAX_REASON);
        String who = Validation.text(by, "by", Associations.MAX_BY);
        String c = cascade;
        if (c == null || !CASCADES.contains(c)) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.ERASE_CASCADE.formatted(Validation.quote(cascade)),
                    Map.of());
        }
        Map<String, Object> sel = selector == null ? Map.of() : selector;
        Validation.knownKeys(sel, SELECTOR_KEYS, Messages.ERASE_SELECTOR_KEY);
        Map<String, Object> criteria = new HashMap<>();
        for (String key : SELECTOR_KEYS) {
            Object value = sel.get(key);
            criteria.put(key, value == null ? null : Validation.text(value, "selector " + key, 256));
        }
        List<String> given = ids == null ? List.of() : ids;
        if (given.size() > MAX_IDS) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.ERASE_TOO_MANY.formatted(MAX_IDS), Map.of());
        }
        boolean selects = criteria.values().stream().anyMatch(v -> v != null);
        if (given.isEmpty() && !selects) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.ERASE_NOTHING, Map.of());
        }
        // resolve everything before the first write
        Map<String, Node> targets = new LinkedHashMap<>();
        List<String> missing = new ArrayList<>();
        for (Object raw : given) {
            String id = Validation.id(raw, "cell id");
            Node cell = findCell(tx, ns, id);
            if (cell == null) missing.add(id);
            else targets.put(id, cell);
        }
        if (!missing.isEmpty()) {
            throw MemLineageException.of(ErrorCode.CELL_NOT_FOUND,
                    Messages.CELL_NOT_FOUND.formatted(String.join(", ", missing), ns), Map.of("ids", missing, "namespace", ns));
        }
        if (selects) {
            Map<String, Object> params = new HashMap<>(criteria);
            params.put("namespace", ns);
            try (Stream<Map<String, Object>> rows = run("erase/select", params)) {
                rows.forEach(r -> {
                    Node n = (Node) r.get("cell");
                    targets.putIfAbsent((String) n.getProperty("id"), n);
                });
            }
        }
        targets.values().removeIf(n -> erased(n.getProperty("status", null)));
        if (c.equals("erase")) {
            for (Node root : List.copyOf(targets.values())) {
                for (var r : LineageWalk.bfs(root, LineageWalk.Towards.DESCENDANTS, -1, ns)) {
                    if (!erased(r.cell().getProperty("status", null))) {
                        targets.putIfAbsent((String) r.cell().getProperty("id"), r.cell());
                    }
                }
            }
        }
        // checked: write
        long contaminated = 0;
        List<String> invalidations = new ArrayList<>();
        if (c.equals("contaminate")) {
            for (Node target : targets.values()) {
                boolean hasChildren;
                try (var rels = target.getRelationships(Direction.INCOMING, LineageWalk.DERIVED_FROM)) {
                    hasChildren = rels.iterator().hasNext();
                }
                if (!hasChildren) continue;
                var result = ContaminationProcedures.invalidate(tx, target, Messages.ERASED_REASON.formatted(why), who);
                invalidations.add(result.invalidation());
                contaminated += result.contaminated();
            }
        }
        ZonedDateTime at = Validation.now();
        Set<Node> entities = new LinkedHashSet<>();
        for (Node cell : targets.values()) tombstone(cell, why, who, at, entities);
        long entitiesRemoved = 0;
        for (Node entity : entities) {
            if (entity.getDegree() == 0) {
                entity.delete();
                entitiesRemoved++;
            }
        }
        return Stream.of(new EraseRow(List.copyOf(targets.keySet()), contaminated, invalidations, entitiesRemoved));
    }

    /** The writes that turn {@code cell} into a tombstone; the entities it mentioned are added to {@code entities}. */
    private static void tombstone(Node cell, String why, String who, ZonedDateTime at, Set<Node> entities) {
        for (String key : toList(cell.getPropertyKeys())) {
            if (!KEPT.contains(key)) cell.removeProperty(key);
        }
        cell.setProperty("status", "erased");
        cell.setProperty("base_status", "erased");
        cell.setProperty("erased_at", at);
        cell.setProperty("erased_by", who);
        cell.setProperty("erased_reason", why);
        cell.setProperty("updated_at", at);
        cell.setProperty("indexed", false); // the PostgreSQL row is still to delete
        try (var rels = cell.getRelationships(Direction.OUTGOING, MENTIONS)) {
            for (Relationship r : rels) {
                entities.add(r.getEndNode());
                r.delete();
            }
        }
        try (var rels = cell.getRelationships(Direction.INCOMING, BETWEEN)) {
            for (Relationship r : rels) {
                Node conflict = r.getStartNode();
                conflict.removeProperty("evidence");
                if ("open".equals(conflict.getProperty("status", null))) {
                    conflict.setProperty("status", "dismissed");
                    conflict.setProperty("resolved_by", who);
                    conflict.setProperty("resolved_at", at);
                    conflict.setProperty("reason", Messages.ERASED_CONFLICT);
                }
            }
        }
    }

    private static List<String> toList(Iterable<String> keys) {
        List<String> out = new ArrayList<>();
        keys.forEach(out::add);
        return out;
    }

    public record NamespaceRow(
            @Description("Nodes deleted by this call.") long deleted,
            @Description("Deleted nodes by label.") Map<String, Object> byLabel,
            @Description("True when the namespace holds no node any more (call again while false).") boolean done) {}

    @Procedure(name = "memlineage.erase.namespace", mode = Mode.WRITE)
    @Description("Remove a tenant from the graph, one batch per call: detach-deletes up to `limit` nodes of the "
            + "namespace (cells, entities, invalidations, retrievals, conflicts, presets, then any other node carrying "
            + "it) and says whether any is left; call it until done is true, each call in its own transaction, so a "
            + "big tenant never needs one huge transaction. Other namespaces are never touched.")
    public Stream<NamespaceRow> namespace(
            @Name(value = "namespace", description = "The namespace to remove") String namespace,
            @Name(value = "limit", defaultValue = "10000", description = "At most this many nodes per call (1-100000)") long limit) {
        String ns = Validation.namespace(namespace);
        if (limit < 1 || limit > 100_000) {
            throw MemLineageException.of(ErrorCode.INVALID_INPUT, Messages.ERASE_LIMIT.formatted(limit), Map.of());
        }
        Map<String, Object> byLabel = new LinkedHashMap<>();
        long deleted = 0;
        for (String file : List.of("erase/namespace_batch", "erase/namespace_rest")) {
            try (Stream<Map<String, Object>> rows = run(file, Map.of("namespace", ns, "limit", limit))) {
                for (var row : (Iterable<Map<String, Object>>) rows::iterator) {
                    long n = ((Number) row.get("deleted")).longValue();
                    byLabel.merge(String.valueOf(row.get("label")), n, (a, b) -> (Long) a + (Long) b);
                    deleted += n;
                }
            }
            if (deleted > 0) break; // the full scan only once the indexed labels are empty
        }
        return Stream.of(new NamespaceRow(deleted, byLabel, deleted == 0));
    }
}
