package dev.memlineage.procedures;

import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.neo4j.procedure.Description;
import org.neo4j.procedure.Mode;
import org.neo4j.procedure.Name;
import org.neo4j.procedure.Procedure;

/** memlineage.stats: what a namespace holds, counted in the graph (body: the Cypher file stats/namespace). */
public class StatsProcedures extends CypherProcedures {

    public record StatsRow(
            @Description("Memories in the namespace (tombstones included).") long cells,
            @Description("Memories by kind.") Map<String, Object> byKind,
            @Description("Memories by status.") Map<String, Object> byStatus,
            @Description("Memories by layer (`unknown` for a memory without one).") Map<String, Object> byLayer,
            @Description("Open conflicts: the review queue's length.") long openConflicts,
            @Description("Invalidations in force.") long activeInvalidations,
            @Description("Memories written to Neo4j whose embedding has not reached PostgreSQL yet (indexed = false).") long pendingIndex,
            @Description("Tombstones whose PostgreSQL row is still to delete.") long pendingPurge) {}

    @Procedure(name = "memlineage.stats.namespace", mode = Mode.READ)
    @Description("Counts for one namespace: memories by kind, status and layer, open conflicts, active invalidations, "
            + "and pending PostgreSQL work (memories to index, tombstones to purge).")
    public Stream<StatsRow> namespace(
            @Name(value = "namespace", description = "Tenant/agent namespace") String namespace) {
        String ns = Validation.namespace(namespace);
        Map<String, Object> kinds = new TreeMap<>();
        Map<String, Object> statuses = new TreeMap<>();
        Map<String, Object> layers = new TreeMap<>();
        long conflicts = 0, invalidations = 0, index = 0, purge = 0, cells = 0;
        try (Stream<Map<String, Object>> rows = run("stats/namespace", Map.of("namespace", ns))) {
            for (var row : (Iterable<Map<String, Object>>) rows::iterator) {
                String group = (String) row.get("group");
                String key = String.valueOf(row.get("key"));
                long n = ((Number) row.get("n")).longValue();
                switch (group) {
                    case "kind" -> { kinds.put(key, n); cells += n; }
                    case "status" -> statuses.put(key, n);
                    case "layer" -> layers.put(key, n);
                    case "conflicts" -> conflicts = n;
                    case "invalidations" -> invalidations = n;
                    case "pending" -> { if (key.equals("purge")) purge = n; else index = n; }
                    default -> { }
                }
            }
        }
        return Stream.of(new StatsRow(cells, kinds, statuses, layers, conflicts, invalidations, index, purge));
    }
}
